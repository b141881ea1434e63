"""The header block of a Korean judgment: party lines and the labels in 【…】 brackets.

A judgment opens with lines such as ``【피 고 인】 홍길동 (주민등록번호)``, ``【원고, 피항소인】 김철수`` or
``【신 청 인】 …`` (대법원 판결서 작성 양식). The model is trained on excerpts of criminal facts that have no such
lines, so two structural rules complete it:

- :func:`party_name_spans`: on a party line (label :data:`PARTY_LABELS`, spaces ignored), a 2–4 syllable Hangul
  word right after the label is a person's name (label ``내국인이름``, source ``"rule"``, score 0.9). Names of
  companies and of parties written as placeholders or role words ("피고인 1", "사건본인", "피고인들", "A", see
  :mod:`.roles`) are left to the model and the rules.
- :func:`person_context_spans`: a 2–4 syllable Hangul word between a role word and a bracket with sex or age
  ("피해자 남일지(56세)") is a person's name (score 0.8, source ``"rule"``).
- :func:`header_label_ranges`: the text inside 【…】 is a field label, never personal information; the analyzer
  drops predicted spans that lie within it.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.roles import ROLE_ALTERNATION, is_role_mention
from thunder_deid_desktop.spans import Span

#: Party labels of a judgment header, spaces removed (원고/피고 with their appeal roles, 신청인, 청구인 ...).
PARTY_LABELS = (
    "피고인",
    "원고",
    "피고",
    "신청인",
    "피신청인",
    "청구인",
    "피청구인",
    "사건본인",
    "채권자",
    "채무자",
    "항고인",
    "재항고인",
    "상고인",
    "피상고인",
    "항소인",
    "피항소인",
    "원고보조참가인",
    "피고보조참가인",
    "피해자",
    "소송참가인",
    "참가인",
    "제3채무자",
    "보조참가인",
    "피고인겸피치료감호청구인",
)
_HEADER = re.compile(r"【([^】\n]{1,40})】")
# A name right after the header label: 2–4 Hangul syllables ending at a space, "(", ",", or the line end.
_NAME_AFTER = re.compile(r"[ \t]*([가-힣]{2,4})(?=[ \t]*(?:[(,]|$|\s))", re.MULTILINE)
_NOT_NAMES = frozenset({"검사", "외", "주식회사", "유한회사", "재단법인", "사단법인", "대한민국"})


# A person introduced by role with sex or age in brackets: "피해자 김철수(여, 45세)", "공소외인 박영희(32세)". On the
# validation split 243 of the 244 matches were gold person names (the other: "성명불상"), on the 60 published
# judgments none (they write "피해자 공소외 1(여, 45세)") (2026-11-30).
_PERSON_IN_CONTEXT = re.compile(
    rf"(?:{ROLE_ALTERNATION})인?[ ]([가-힣]{{2,4}})[ ]?\((?:남|여|[0-9]{{1,3}}세)"
)
#: words written where a name would be, never one: unknown names and relatives
_NOT_PERSON_NAMES = frozenset(
    {
        "성명불상",
        "성명불상자",
        "불상자",
        "아들",
        "딸",
        "남편",
        "아내",
        "동생",
        "어머니",
        "아버지",
        "친구",
        "모친",
        "부친",
    }
)


def person_context_spans(text: str) -> list[Span]:
    """A 2–4 syllable Hangul word after a role word and before a bracket with sex or age ("피해자 남일지(56세)"):
    a person's name (label ``내국인이름``, score 0.8, source ``"rule"``: confident, it wins over the model in
    ``analyzer.merge``, which keeps a person label the model gave the same place). The model missed such names
    even in this context when they were unseen or looked like vocabulary ("임상", "윤인지")."""
    out = []
    for m in _PERSON_IN_CONTEXT.finditer(text):
        name = m.group(1)
        if is_role_mention(name) or name in _NOT_PERSON_NAMES:
            continue
        out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
    return out


def header_label_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of every 【…】 field label, brackets included."""
    return [(m.start(), m.end()) for m in _HEADER.finditer(text)]


def party_name_spans(text: str) -> list[Span]:
    """Person names written right after a party label of the header (see module docstring)."""
    out = []
    for m in _HEADER.finditer(text):
        label = re.sub(r"\s+", "", m.group(1))
        roles = re.split(r"[,·ㆍ]", label)
        if not any(r in PARTY_LABELS for r in roles):
            continue
        nm = _NAME_AFTER.match(text, m.end())
        if not nm:
            continue
        name = nm.group(1)
        if name in _NOT_NAMES or is_role_mention(name) or name.endswith(("회사", "법인", "조합", "은행")):
            continue
        out.append(Span(nm.start(1), nm.end(1), name, "내국인이름", 0.9, "rule"))
    return out


# Apartment building and unit numbers ("101동 1203호", "C동"): de-identified since 2019 (재판예규 비실명처리 기준,
# FACTS.md "Court practice": 아파트 동·호수). A number right before 동/호/호실 counts when a building word or another
# unit is written shortly before it.
_UNIT = re.compile(r"(?<![0-9A-Za-z가-힣])([0-9]{1,4}|[A-Z]{1,2})(동|호실|호)(?!선|기|차|봉|수|인|가|점|안)")
_BUILDING_CONTEXT = re.compile(
    r"(아파트|빌라|빌딩|건물|오피스텔|맨션|상가|타워|주택|원룸|호텔|모텔|기숙사|[0-9]+동|[0-9]+층)"
)
#: Label of the number, by the unit word after it.
UNIT_LABELS = {"동": "동", "호": "호실", "호실": "호실"}


def unit_number_spans(text: str, window: int = 25) -> list[Span]:
    """Building (동) and unit (호) numbers after a building word within ``window`` code points before them.

    Score 0.65: a weak rule span, used where the model found nothing (see ``analyzer.merge``).
    """
    out = []
    for m in _UNIT.finditer(text):
        if not _BUILDING_CONTEXT.search(text, max(0, m.start() - window), m.start()):
            continue
        out.append(Span(m.start(1), m.end(1), m.group(1), UNIT_LABELS[m.group(2)], 0.65, "rule"))
    return out
