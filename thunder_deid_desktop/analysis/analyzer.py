"""Analyzer: model + checksum rules + overlap resolution + in-document propagation (issue 2, item 8).

``Analyzer(model_dir=None, device="cpu").analyze(text) -> list[Span]``: sorted by start, non-overlapping, every span
with ``text == text[start:end]`` and its taxonomy tiers filled.

Steps, each a small function so it can be tested alone:

1. model spans over the whole text with sliding windows (:class:`~.model.TokenClassifier`: no truncation);
2. :func:`tidy` — trim whitespace, quotes and brackets at the edges; cut a trailing particle (조사) morpheme, so
   "홍길동이" gives "홍길동" (design card contract); extend a span over a directly adjoining digit run
   ("평화로40번길 2" + "6"), since one missed morpheme leaks the whole entity;
3. rule spans (:mod:`.rules`, checksum-validated) and :func:`merge` — **a confident rule span wins**: overlapping
   model spans mostly covered by it are dropped, others are cut around it and a remainder is kept only if it
   still holds a letter or digit; a weak rule
   span fills only a gap the model left;
4. :func:`propagate` — a string detected once (score >= ``propagate_min_score``, at least 2 code points, not a bare
   number) is marked wherever else it occurs in the document (source ``"propagation"``), unless that place is
   already covered; an occurrence must not be glued to a preceding Hangul/Latin letter.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from thunder_deid_desktop.paths import resource_dir
from thunder_deid_desktop.spans import Span

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MODEL_DIR = resource_dir() / "models" / "default"


def default_model_dir() -> Path:
    """The model folder used when none is given: ``$THUNDER_DEID_MODEL`` if set, else the bundled default."""
    env = os.environ.get("THUNDER_DEID_MODEL")
    return Path(env) if env else DEFAULT_MODEL_DIR


EDGE_TRIM = set(" \t\r\n\u00a0'\"‘’“”`「」『』()[]{}<>.,;:·・")
PARTICLE_POS = ("JKS", "JKC", "JKG", "JKO", "JKB", "JKV", "JKQ", "JX", "JC", "VCP", "EF", "EC", "ETM")
_LETTER = re.compile(r"[가-힣A-Za-z]")
_ALNUM = re.compile(r"[가-힣A-Za-z0-9]")


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    while s < e and text[s] in EDGE_TRIM:
        s += 1
    while e > s and text[e - 1] in EDGE_TRIM:
        e -= 1
    return s, e


def tidy(text: str, spans: list[Span], words=None) -> list[Span]:
    """Clean span edges (see module docstring, step 2). ``words`` are the Mecab words of ``text`` (optional).

    Returns new spans; spans left empty are dropped.
    """
    particle_starts: dict[int, int] = {}
    if words is not None:
        for w in words:
            if w.pos.split("+")[0] in PARTICLE_POS and not w.spaced:
                particle_starts[w.start] = w.end
    out: list[Span] = []
    for sp in spans:
        s, e = _trim(text, sp.start, sp.end)
        # a particle morpheme at the end of the span
        for ps, pe in (
            (ps, particle_starts[ps]) for ps in range(max(s + 1, e - 3), e) if ps in particle_starts
        ):
            if pe >= e and ps > s:
                e = ps
                break
        # extend over an adjoining digit run (numbers split into many morphemes)
        if s < e and text[e - 1].isdigit():
            while e < len(text) and (
                text[e].isdigit() or (text[e] == "-" and e + 1 < len(text) and text[e + 1].isdigit())
            ):
                e += 1
        if s < e and text[s].isdigit():
            while s > 0 and (
                text[s - 1].isdigit() or (text[s - 1] == "-" and s > 1 and text[s - 2].isdigit())
            ):
                s -= 1
        s, e = _trim(text, s, e)
        if s < e and _ALNUM.search(text, s, e):
            out.append(Span(s, e, text[s:e], sp.label, sp.score, sp.source))
    return out


def merge(text: str, model_spans: list[Span], rule_spans: list[Span], confident: float = 0.7) -> list[Span]:
    """Resolve overlaps. Confident rule spans (score >= ``confident``, i.e. checksum- or context-validated) win:
    model spans are cut around them. Weaker rule spans (a bare domain, an account-shaped number without context)
    are kept only where no model span overlaps them. Then overlapping model spans keep the higher score (ties:
    longer). Returns non-overlapping spans sorted by start."""
    weak = [r for r in rule_spans if r.score < confident]
    rules = sorted((r for r in rule_spans if r.score >= confident), key=lambda s: s.start)
    pieces: list[Span] = []
    for sp in model_spans:
        overlap = sum(max(0, min(sp.end, r.end) - max(sp.start, r.start)) for r in rules)
        if overlap * 2 >= sp.end - sp.start:
            continue  # mostly the rule's entity: the rule span replaces it
        segs = [(sp.start, sp.end)]
        for r in rules:
            if r.start >= sp.end:
                break
            new = []
            for a, b in segs:
                if r.end <= a or r.start >= b:
                    new.append((a, b))
                    continue
                if a < r.start:
                    new.append((a, r.start))
                if r.end < b:
                    new.append((r.end, b))
            segs = new
        for a, b in segs:
            a, b = _trim(text, a, b)
            if a < b and _ALNUM.search(text, a, b):
                pieces.append(Span(a, b, text[a:b], sp.label, sp.score, sp.source))
    chosen: list[Span] = list(rules)
    for sp in sorted(pieces, key=lambda s: (-s.score, -(s.end - s.start))):
        if not any(sp.overlaps(c) for c in chosen):
            chosen.append(sp)
    for r in weak:
        if not any(r.overlaps(c) for c in chosen):
            chosen.append(r)
    return sorted(chosen, key=lambda s: s.start)


def propagate(text: str, spans: list[Span], min_score: float = 0.5) -> list[Span]:
    """Mark other occurrences of detected strings (see module docstring, step 4); returns all spans, sorted."""
    cands: dict[str, Span] = {}
    for sp in spans:
        if sp.score < min_score or len(sp.text) < 2 or not _LETTER.search(sp.text):
            continue
        prev = cands.get(sp.text)
        if prev is None or sp.score > prev.score:
            cands[sp.text] = sp
    if not cands:
        return sorted(spans, key=lambda s: s.start)
    pattern = re.compile("|".join(re.escape(t) for t in sorted(cands, key=len, reverse=True)))
    covered = sorted((s.start, s.end) for s in spans)
    out = list(spans)
    import bisect

    starts = [c[0] for c in covered]
    for m in pattern.finditer(text):
        s, e = m.start(), m.end()
        if s > 0 and _LETTER.match(text[s - 1]) and _LETTER.match(text[s]):
            continue
        i = bisect.bisect_right(starts, s) - 1
        if (i >= 0 and covered[i][1] > s) or (i + 1 < len(covered) and covered[i + 1][0] < e):
            continue
        src = cands[m.group(0)]
        out.append(Span(s, e, text[s:e], src.label, round(src.score * 0.95, 4), "propagation"))
        bisect.insort(covered, (s, e))
        starts = [c[0] for c in covered]
    return sorted(out, key=lambda s: s.start)


class Analyzer:
    """Detects PII spans in a document text (model + rules + propagation).

    Args:
        model_dir: a model folder; ``None`` loads :func:`default_model_dir`.
        device: ``"cpu"`` or ``"cuda"``.
        use_rules: run the checksum-validated rules.
        threshold: PII probability above which a token is tagged (``1 - P(O)``); ``None`` reads
            ``analyzer.json`` of the model folder (default 0.5).
        propagate_min_score: minimum score of a span whose string is propagated.

    Raises:
        FileNotFoundError: no model folder at ``model_dir``.
    """

    def __init__(
        self,
        model_dir: Path | str | None = None,
        device: str = "cpu",
        use_rules: bool = True,
        threshold: float | None = None,
        propagate_min_score: float = 0.5,
    ) -> None:
        from thunder_deid_desktop.analysis.model import TokenClassifier
        from thunder_deid_desktop.taxonomy import get_taxonomy

        self.model_dir = Path(model_dir) if model_dir else default_model_dir()
        self.classifier = TokenClassifier(self.model_dir, device=device)
        self.taxonomy = get_taxonomy()
        self.use_rules = use_rules
        if threshold is None:  # chosen on the validation split by the training command
            cfg = self.model_dir / "analyzer.json"
            threshold = (
                json.loads(cfg.read_text(encoding="utf-8")).get("threshold", 0.5) if cfg.is_file() else 0.5
            )
        self.threshold = float(threshold)
        self.propagate_min_score = propagate_min_score

    def model_spans(self, text: str) -> list[Span]:
        """Tidied model spans (steps 1–2)."""
        from thunder_deid_desktop.analysis.model import decode

        clf = self.classifier
        words, enc, probs = clf.predict(text)
        raw = decode(enc, probs, clf.id2label, clf.o_index, self.threshold)
        spans = [Span(r.start, r.end, text[r.start : r.end], r.label, r.score, "model") for r in raw]
        return tidy(text, spans, words)

    def analyze(self, text: str) -> list[Span]:
        """All PII spans of ``text``: sorted, non-overlapping, tiers filled; labels unknown to the taxonomy
        are dropped (they cannot be rendered by a policy)."""
        if not text.strip():
            return []
        spans = self.model_spans(text)
        if self.use_rules:
            from thunder_deid_desktop.analysis.rules import find_rule_spans

            spans = merge(text, spans, find_rule_spans(text))
        spans = propagate(text, spans, self.propagate_min_score)
        out = []
        for sp in spans:
            try:
                out.append(self.taxonomy.annotate(sp))
            except KeyError:
                continue
        return out
