"""Residual check: nothing that was meant to disappear may remain in the rendered text.

Two checks (issue 3, item 4):

1. **Strings**: for every replaced mention, its removed part (the name without a kept descriptor, the address
   below 시·군·구) and the other spellings of the same entity found by grouping (with/without spaces) are
   searched in the output; every occurrence is a ``residual`` warning with its output position (real leaks:
   none is merged or filtered, except an occurrence inside a placeholder the renderer wrote).  This also
   catches recurrences that the detector missed (an unaccepted "홍길동" elsewhere in the text).  An occurrence
   glued to further digits on a side where the string is a digit is another number ("202" in "2020"), not
   reported.
   Not searched: strings shorter than ``min_length`` code points (default 2: one syllable or letter occurs
   everywhere), a functional descriptor the policy keeps ("건설", "커피숍": "B건설" keeps it on purpose) and
   a string that is itself a placeholder or mask ("△△", "공소외 2": how the published text arrived).
   A string that also occurs inside a kept mention (e.g. the surname of a judge) is still reported.
2. **Detector**: ``detect(rendering.text)`` is run (the real Analyzer in the CLI).  On a de-identified text
   it re-fires mostly on what is meant to be there, so a finding is a ``detected`` warning only when it has
   *content* (:func:`meaningful_hits`):

   * the parts of the finding inside a placeholder are ignored: the renderer's replacements, omission texts
     ("(주소 1 생략)", "계좌번호 1 생략"), role placeholders ("피고인 1", "공소외 2", "소외인"), ○/＊ masks
     and capital-letter codes ("A", "BF") — the last three are how published (law.go.kr) texts arrive;
   * what remains is split into words; a word counts only if it has at least ``min_length`` letters or
     digits after a trailing particle (조사) is cut, is not judgment vocabulary (``resources/common_words.txt``,
     the analyzer's list) nor a functional descriptor of the policy ("조합", "아파트"), and is not a bare
     number of fewer than 5 digits (dates, article and exhibit numbers: phone, account and registration
     numbers are longer);
   * findings the policy keeps as written (a court, a law firm, a judge or lawyer in context, or a label
     whose rule is ``keep``) and findings inside a kept mention are ignored;
   * findings with the same text are reported once (first position; the message gives the count), and a
     finding at a place already reported by check 1 is not repeated.

Warnings carry positions and entity ids, never the text itself, so they can be logged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thunder_deid_desktop.analysis.roles import ROLE_ALTERNATION
from thunder_deid_desktop.deid.policy import Policy, PolicyError, load_policy
from thunder_deid_desktop.deid.render import (
    DeidWarning,
    Rendering,
    _in_keep_context,
    _keep_text,
    split_address,
)
from thunder_deid_desktop.spans import Span

#: Placeholders already in a text or written by a policy: omission texts, role + number, masks, letter codes.
PLACEHOLDER = re.compile(
    r"\(?[가-힣A-Za-z·]+(?:[ ]?[0-9]+)?[ ]?생략\)?"
    rf"|(?:{ROLE_ALTERNATION})[ ]?[0-9]+(?![0-9])"
    r"|소외인|공소외인"
    r"|[○◯●□■△▲▽◇◆☆★◎※＊*]+"
    r"|(?<![A-Za-z])[A-Z]{1,2}(?![A-Za-z])"
)
#: Particles cut from the end of a word before it is judged (longest first).
_PARTICLES = tuple(
    sorted(
        "은 는 이 가 을 를 의 에 와 과 로 으로 에서 에게 께 도 만 나 이나 이며 며 부터 까지 처럼 보다 와의 과의 "
        "에는 에서는 으로는 로는 에게는 이다 였다 이었다 라는 이라는 인 적".split(),
        key=len,
        reverse=True,
    )
)
_WORD = re.compile(r"[가-힣A-Za-z0-9]+(?:[-.][0-9]+)*")  # "010-1234-5678" is one word
_NUMBER = re.compile(r"[0-9]+(?:[-.][0-9]+)*")


def _variants(s: str) -> set[str]:
    compact = re.sub(r"\s+", "", s)
    return {s.strip(), compact}


def residual_check(
    original_text: str,
    rendering: Rendering,
    accepted_spans: Sequence[Span],
    detect: Callable[[str], list[Span]] | None = None,
    min_length: int = 2,
    policy: Policy | None = None,
) -> list[DeidWarning]:
    """Warnings for original strings left in ``rendering.text`` and for what ``detect`` still finds there.

    Args:
        original_text: the text that was rendered.
        rendering: the result of :func:`~thunder_deid_desktop.deid.render.render`.
        accepted_spans: the spans that were accepted (mentions dropped as overlaps are checked too).
        detect: optional detector, text -> spans.
        min_length: shortest string searched, and fewest letters/digits a finding must keep (code points).
        policy: the policy rendered with, for what it keeps as written; default: the policy named in
            ``rendering.policy`` when it is a shipped one.

    Returns:
        Warnings sorted by output position; empty when the output is clean.
    """
    if policy is None:
        try:
            policy = load_policy(rendering.policy) if rendering.policy else None
        except PolicyError:
            policy = None
    kept_words = set(policy.descriptors) if policy is not None else set()

    def searched(s: str) -> bool:  # a descriptor the policy keeps, or a mask/placeholder, is no secret
        return len(s) >= min_length and s not in kept_words and not PLACEHOLDER.fullmatch(s)

    warnings: list[DeidWarning] = []
    by_pos = {(m.span.start, m.span.end): m for m in rendering.mentions}
    entity_of = {(m.start, m.end): e for e in rendering.entities for m in e.mentions}
    secrets: dict[str, str | None] = {}
    for span in accepted_spans:
        rm = by_pos.get((span.start, span.end))
        ent = entity_of.get((span.start, span.end))
        if ent is not None and ent.kept:
            continue
        if rm is not None and rm.replacement is None:
            continue
        strings = _variants(rm.secret) if rm is not None else _variants(span.text)
        for s in strings:
            if searched(s):
                secrets.setdefault(s, ent.id if ent else None)
    if ent_list := rendering.entities:
        for ent in ent_list:
            if ent.kept:
                continue
            for m in ent.mentions:
                rm = by_pos.get((m.start, m.end))
                if rm is not None and rm.replacement is not None:
                    for s in _variants(rm.secret):
                        if searched(s):
                            secrets.setdefault(s, ent.id)
    out = rendering.text
    written = [(r.start, r.end) for r in rendering.replacements]
    seen: set[tuple[int, int]] = set()
    for s, eid in sorted(secrets.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        start = out.find(s)
        while start >= 0:
            key = (start, start + len(s))
            inside = any(a <= key[0] and key[1] <= b for a, b in [*seen, *written])
            if not inside and not _part_of_longer_number(out, s, *key):
                seen.add(key)
                warnings.append(
                    DeidWarning(
                        "residual",
                        f"an original string of {eid or 'a span'} remains in the output",
                        key[0],
                        key[1],
                        eid,
                    )
                )
            start = out.find(s, start + 1)
    if detect is not None:
        for sp, count in meaningful_hits(rendering, detect(out), policy, min_length):
            if any(a <= sp.start and sp.end <= b for a, b in seen):
                continue  # already a residual warning
            more = f" ({count} occurrences of the same text)" if count > 1 else ""
            warnings.append(
                DeidWarning("detected", f"the detector still finds a {sp.label} span{more}", sp.start, sp.end)
            )
    warnings.sort(key=lambda w: (w.start if w.start is not None else -1, w.code))
    return warnings


def _part_of_longer_number(out: str, secret: str, start: int, end: int) -> bool:
    """True when a found ``secret`` that begins or ends with a digit continues into other digits on that side: the
    unit number "202" inside the year "2020" is another number, not a residue."""
    return (secret[0].isdigit() and start > 0 and out[start - 1].isdigit()) or (
        secret[-1].isdigit() and end < len(out) and out[end].isdigit()
    )


def _content_words(text: str, policy: Policy | None, min_length: int) -> list[str]:
    from thunder_deid_desktop.analysis.analyzer import common_words

    vocab = common_words()
    descriptors = set(policy.descriptors) if policy is not None else set()
    out = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        stem = word
        for p in _PARTICLES:
            if len(word) > len(p) and word.endswith(p):
                stem = word[: -len(p)]
                break
        if len(stem) < min_length or word in vocab or stem in vocab or stem in descriptors:
            continue
        if _NUMBER.fullmatch(stem) and sum(c.isdigit() for c in stem) < 5:
            continue
        out.append(word)
    return out


def meaningful_hits(
    rendering: Rendering, hits: Sequence[Span], policy: Policy | None = None, min_length: int = 2
) -> list[tuple[Span, int]]:
    """The detector findings on ``rendering.text`` worth a reviewer's look (see the module docstring, check 2).

    Args:
        rendering: the rendering the detector ran on.
        hits: spans found in ``rendering.text`` (output offsets).
        policy: for the categories kept as written; ``None`` skips that filter.
        min_length: fewest letters/digits a content word must have.

    Returns:
        ``(first finding, number of findings with the same text)`` in order of first position.
    """
    out = rendering.text
    masked = bytearray(len(out))
    for r in rendering.replacements:
        masked[r.start : r.end] = b"\x01" * (r.end - r.start)
    for m in PLACEHOLDER.finditer(out):
        masked[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    kept = [(m.start, m.end) for m in rendering.mentions if m.replacement is None]
    first: dict[str, Span] = {}
    count: dict[str, int] = {}
    for sp in sorted(hits, key=lambda s: s.start):
        if any(a <= sp.start and sp.end <= b for a, b in kept):
            continue
        rule = policy.rule_for(sp.label, sp.tier3, sp.tier2, sp.tier1) if policy is not None else None
        if policy is not None and (
            rule.action == "keep"
            or _keep_text(sp, policy)
            or _in_keep_context(out, sp, policy)
            # an address down to 시·군·구 only, which the policy keeps ("부산광역시 해운대구": a new-user trial)
            or (rule.action == "address" and not split_address(sp.text)[1].strip())
        ):
            continue
        residue = "".join(
            ch if not masked[i] else " " for i, ch in enumerate(out[sp.start : sp.end], sp.start)
        )
        if not _content_words(residue, policy, min_length):
            continue
        key = sp.text.strip()
        count[key] = count.get(key, 0) + 1
        first.setdefault(key, sp)
    return [(sp, count[key]) for key, sp in first.items()]
