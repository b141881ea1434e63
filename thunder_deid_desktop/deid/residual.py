"""Residual check: nothing that was meant to disappear may remain in the rendered text.

Two checks (issue 3, item 4):

1. **Strings**: for every replaced mention, its removed part (the name without a kept descriptor, the address
   below 시·군·구) and the other spellings of the same entity found by grouping (with/without spaces) are
   searched in the output; every occurrence is a ``residual`` warning with its output position.  This also
   catches recurrences that the detector missed (an unaccepted "홍길동" elsewhere in the text).
   Strings shorter than ``min_length`` code points (default 2) are not searched: one syllable or letter
   occurs everywhere.
   A string that also occurs inside a kept mention (e.g. the surname of a judge) is still reported.
2. **Detector**: ``detect(rendering.text)`` is run (the real Analyzer in the CLI); every span it finds that is
   not inside a replacement or a kept mention (judge, lawyer …) is a ``detected`` warning with its position.

Warnings carry positions and entity ids, never the text itself, so they can be logged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thunder_deid_desktop.deid.render import DeidWarning, Rendering
from thunder_deid_desktop.spans import Span


def _variants(s: str) -> set[str]:
    compact = re.sub(r"\s+", "", s)
    return {s.strip(), compact}


def residual_check(
    original_text: str,
    rendering: Rendering,
    accepted_spans: Sequence[Span],
    detect: Callable[[str], list[Span]] | None = None,
    min_length: int = 2,
) -> list[DeidWarning]:
    """Warnings for original strings left in ``rendering.text`` and for what ``detect`` still finds there.

    Args:
        original_text: the text that was rendered.
        rendering: the result of :func:`~thunder_deid_desktop.deid.render.render`.
        accepted_spans: the spans that were accepted (mentions dropped as overlaps are checked too).
        detect: optional detector, text -> spans.
        min_length: shortest string searched (code points).

    Returns:
        Warnings sorted by output position; empty when the output is clean.
    """
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
            if len(s) >= min_length:
                secrets.setdefault(s, ent.id if ent else None)
    if ent_list := rendering.entities:
        for ent in ent_list:
            if ent.kept:
                continue
            for m in ent.mentions:
                rm = by_pos.get((m.start, m.end))
                if rm is not None and rm.replacement is not None:
                    for s in _variants(rm.secret):
                        if len(s) >= min_length:
                            secrets.setdefault(s, ent.id)
    out = rendering.text
    seen: set[tuple[int, int]] = set()
    for s, eid in sorted(secrets.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        start = out.find(s)
        while start >= 0:
            key = (start, start + len(s))
            if not any(a <= key[0] and key[1] <= b for a, b in seen):
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
        regions = [(r.start, r.end) for r in rendering.replacements]
        regions += [(m.start, m.end) for m in rendering.mentions if m.replacement is None]  # kept as written
        for sp in detect(out):
            if any(a <= sp.start and sp.end <= b for a, b in regions):
                continue
            warnings.append(
                DeidWarning("detected", f"the detector still finds a {sp.label} span", sp.start, sp.end)
            )
    warnings.sort(key=lambda w: (w.start if w.start is not None else -1, w.code))
    return warnings
