"""Other occurrences of accepted strings, for batch de-identification (issue 3, item 4).

``thunder-deid deidentify`` accepts every detected span (batch mode has no human). A string accepted at one place
is personal information wherever it is written as a word of its own, yet the detector may mark only some of its
occurrences: propagation (``analysis.analyzer.propagate``) spreads only strings detected with a score of at least
its ``propagate_min_score``. A new-user trial (2026-12-02) saw a name replaced once and left 7 times in the same
judgment, reported by the residual check but still written. :func:`recurrence_spans` gives those occurrences as
spans, which the batch command accepts with the others; the residual check then finds nothing left.

An occurrence counts when it is a word of its own: no letter or digit right before it, and after it nothing, a
character that is no letter or digit, or only particles (조사: "홍길동이", "홍길동에게"; :func:`.particles.tail_after`).
Only strings specific enough to be searched for count: two or more Hangul syllables, three or more Latin letters,
or, for a string holding a digit, eight or more characters ("010-1234-5678"); "7" or "A" could be anything.
Offsets are Python ``str`` code points.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thunder_deid_desktop.analysis.particles import tail_after
from thunder_deid_desktop.spans import Span

_HANGUL = re.compile(r"[가-힣]")
_LATIN = re.compile(r"[A-Za-z]")
_WORD_CHAR = re.compile(r"[0-9A-Za-z가-힣]")


def _specific(s: str) -> bool:
    """Whether ``s`` is worth searching for (module docstring)."""
    if any(c.isdigit() for c in s):
        return len(s) >= 8
    return len(_HANGUL.findall(s)) >= 2 or len(_LATIN.findall(s)) >= 3


def recurrence_spans(text: str, spans: Sequence[Span]) -> list[Span]:
    """Spans over the occurrences of the accepted ``spans``' strings that no span covers (module docstring): each
    with the label and tiers of the highest-scored span of its string, 0.9 x its score, source ``"propagation"``. Returns
    the new spans only, sorted, none overlapping ``spans`` or each other; longer strings are placed first."""
    best: dict[str, Span] = {}
    for sp in spans:
        t = sp.text.strip()
        if t == sp.text and _specific(t) and (t not in best or sp.score > best[t].score):
            best[t] = sp
    if not best:
        return []
    taken = sorted((s.start, s.end) for s in spans)
    occupied = bytearray(len(text) + 1)
    for a, b in taken:
        occupied[a:b] = b"\x01" * (b - a)
    out: list[Span] = []
    pattern = re.compile("|".join(re.escape(t) for t in sorted(best, key=len, reverse=True)))
    for m in pattern.finditer(text):
        s, e = m.span()
        if any(occupied[s:e]):
            continue
        if s > 0 and _WORD_CHAR.match(text[s - 1]):
            continue
        if e < len(text) and _WORD_CHAR.match(text[e]):
            if not ("가" <= text[e] <= "힣") or tail_after(text, e, 6) != 0:
                continue
        src = best[m.group(0)]
        out.append(
            src.with_(start=s, end=e, text=text[s:e], score=round(src.score * 0.9, 4), source="propagation")
        )
        occupied[s:e] = b"\x01" * (e - s)
    return out
