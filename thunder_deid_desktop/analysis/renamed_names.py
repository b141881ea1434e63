"""Names a judgment on a name's change writes as words: the old and the new name of 개명 (a change of name), 등록부
정정 (a correction of the register) and 성·본 변경, quoted or not, in Hangul or in Hanja ("이름 “夏嵐”을 “夏藍”으로
정정", "이름 “A(A)”를 “서하(瑞夏)”로 개명", "이름도 미경으로 바꾸고"). A new name has never been written as a
person's name before, and a Hanja name is no word the model reads, so neither the model nor the name rules find it;
a new-user trial of family-register judgments (2026-12-05) left 20 such mentions."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: a name as a change of name writes it, maybe with its Hanja in brackets ("서하(瑞夏)", "A(A)" already replaced):
#: what :data:`_WORD` then takes
_NAME = r"(?P<{g}>[^“”\"'‘’()\n ]{{1,10}}?)(?:\((?P<{g}h>[^()\n]{{1,6}})\))?"
#: a name's own word: two to four Hangul syllables or one to four Hanja
_WORD = re.compile(r"[가-힣]{2,4}|[\u4e00-\u9fff]{1,4}")
#: the verbs of a change of name after the new name and 으로/로
_VERBS = r"(?:정정|개명|변경|바꾸|바꿔|바꾼|바꿨|바뀌|바뀐|고치|고쳐)"
_CHANGE = r"(?:으)?로[ ]?" + _VERBS
#: the same with other names and their changes between ("“서하(瑞夏)”로, 항고인 B의 이름 … 각 개명하는")
_CHANGE_LATER = r"(?=(?:으)?로[^\n]{0,60}?" + _VERBS + ")"
#: words an 이름 is changed into that name no one ("이름을 한글로 바꾸고")
_NOT_NAMES = frozenset("한글 한자 영문 한글명 한자명 영문명 가명 실명 본명 예명 이름 성명".split())
#: the word 이름 or 성명 not long before (the name's own field: "이름 O “夏嵐”을", "이름이 “A”에서")
_FIELD_BEFORE = re.compile(r"(?:이름|성명|개명)[^\n]{0,30}$")
#: the old name in quotes, then the new one in quotes ("“夏嵐”을 “夏藍”으로 정정", "“A”에서 “도하율”로 바뀌는지")
_QUOTED_CHANGE = re.compile(
    r"[“\"'‘]" + _NAME.format(g="old") + r"[”\"'’](?:을|를|에서|으로부터|로부터)[ ]?"
    r"[“\"'‘]" + _NAME.format(g="new") + r"[”\"'’]" + _CHANGE_LATER
)
#: a new name alone, quoted or not, after 이름 and a particle ("이름도 미경으로 바꾸고", "이름을 “서하”로 개명")
_NAME_THEN_CHANGE = re.compile(
    r"(?:이름|성명)(?:을|를|도|은|는|이|가)?[ ][“\"'‘]?" + _NAME.format(g="new") + r"[”\"'’]?" + _CHANGE
)


def renamed_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """The old and the new names of a change of name (:data:`_QUOTED_CHANGE` after 이름 or 성명 within 30 code
    points, :data:`_NAME_THEN_CHANGE`), and their Hanja in brackets: label 내국인이름, score 0.8, source ``"rule"``.
    Not a word of judgments (``exclude``) nor a kind of name (:data:`_NOT_NAMES`: "이름을 한글로 바꾸고"), even a
    general noun ("미경"); a name that is a capital letter (the court's placeholder "A") is none either. Sorted by
    start; offsets are code points."""
    found: dict[int, Span] = {}

    def add(m: re.Match[str], group: str) -> None:
        for g in (group, group + "h"):
            word = m.group(g)
            if not word or not _WORD.fullmatch(word):
                continue
            if word in exclude or word in _NOT_NAMES:
                continue
            found.setdefault(m.start(g), Span(m.start(g), m.end(g), word, "내국인이름", 0.8, "rule"))

    for m in _QUOTED_CHANGE.finditer(text):
        if _FIELD_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            add(m, "old")
            add(m, "new")
    for m in _NAME_THEN_CHANGE.finditer(text):
        add(m, "new")
    return sorted(found.values(), key=lambda s: s.start)
