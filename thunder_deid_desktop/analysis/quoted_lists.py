"""Quoted names listed together: one of them detected, the others the same kind of thing.

A judgment lists a business's trade names, a person's nicknames or a group's chat rooms in quotes, separated by
commas ("'부평일수', '365급전' 등의 이름으로 광고하였다"). The model or a rule often reads one item and not the
others, and what it left is written as it was: a new-user trial of a loan shark (2026-12-06) saw "'AE',
'365급전' 등의 이름으로". :func:`quoted_sibling_spans` gives the other items the detected item's label.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: a run of two quoted items or more joined by commas, 및, 또는 or 와/과 ("'부평일수', '365급전'")
_QUOTED_RUN = re.compile(
    r"[‘'\"“][^‘’'\"“”\n]{2,15}[’'\"”](?:[ ]?(?:,|및|또는|혹은|이나|나)[ ]?[‘'\"“][^‘’'\"“”\n]{2,15}[’'\"”])+"
)
_QUOTED_ITEM = re.compile(r"[‘'\"“]([^‘’'\"“”\n]{2,15})[’'\"”]")
#: the tier-2 groups (:mod:`.taxonomy`) whose quoted siblings are named alike: businesses; persons, nicknames, ids
_SIBLING_GROUPS = frozenset({"사업체", "인명"})


def quoted_sibling_spans(text: str, spans: list[Span], vocabulary: frozenset[str]) -> list[Span]:
    """Spans over the quoted items of a list (:data:`_QUOTED_RUN`) that no span covers, when another item of the
    list is exactly a span of a business's, a person's or an online identity's label (:data:`_SIBLING_GROUPS`):
    that span's label, score 0.65, source ``"rule"``. A list whose other items hold a word of judgment vocabulary
    or a general noun of Mecab-ko ("'사기', '횡령'", "'실버', '골드', '루비'") is a list of words, and none of it
    is taken. Returns the new spans only; offsets are code points."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun
    from thunder_deid_desktop.deid.entities import tier2_group

    by_range = {(sp.start, sp.end): sp for sp in spans}
    out: list[Span] = []
    for run in _QUOTED_RUN.finditer(text):
        items = [
            (m.start(1), m.end(1), m.group(1)) for m in _QUOTED_ITEM.finditer(text, run.start(), run.end())
        ]
        found = [by_range[(a, b)] for a, b, _ in items if (a, b) in by_range]
        kinds = [sp for sp in found if tier2_group(sp.label) in _SIBLING_GROUPS]
        if not kinds:
            continue
        model = kinds[0]
        rest = [(a, b, item) for a, b, item in items if (a, b) not in by_range]
        # a list of ordinary words is no list of names, whatever one item was read as ("'실버', '골드', '루비',
        # '다이아몬드' 직급": a sales company's ranks, one read as a business, had lettered '실버' in a rerun of a
        # new-user trial, 2026-12-06)
        if any(w in vocabulary or is_general_noun(w) for *_, item in rest for w in item.split()):
            continue
        for a, b, item in rest:
            if any(sp.start < b and a < sp.end for sp in spans):
                continue
            out.append(Span(a, b, item, model.label, 0.65, "rule"))
    return out
