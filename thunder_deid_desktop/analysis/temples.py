"""Names of temples, hermitages and shamans' shrines (사찰, 암자, 신당): a private religious place the court's rule
de-identifies like any facility that names the parties ("인근 암자인 백운암과", "대한불교조계종 청련사는",
"자운암의 주지인"). The model knows churches well but few of these names, and they are words of one to three
syllables before a kind (암, 사, 당) that ordinary words end with too (위암, 회사, 식당): a name is read only where the
text says what it is."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: the kind of place a temple's name ends with: a temple (사, 정사), a hermitage (암), a meditation hall (선원), a
#: shrine or shaman's hall (당, 신당, 굿당, 법당 is a hall of a temple and no name)
_KIND = r"(?:정사|선원|신당|굿당|사|암|당)"
#: a name: one to four syllables before the kind
_KIND_AT_END = re.compile(rf"{_KIND}$")
_NAME = rf"[가-힣]{{1,4}}{_KIND}"
_PARTICLE = r"(?:은|는|이|가|을|를|의|과|와|도|에|에서|에는|으로|로|이다|이며|이고|까지|부터|측)?"
_END = rf"(?={_PARTICLE}(?:[ ,.)」』'\"”’]|$))"
#: the text says what the name is before it: "암자인 백운암", "사찰인 청련사", "신당인 연화당", or an order
#: ("대한불교조계종 청련사", "조계종 자운암")
_KIND_BEFORE = re.compile(
    r"(?:(?<![가-힣])(?:암자|사찰|절|신당|굿당|점집|법당|선방|사당)(?:인|이던|이었던|로서|으로서)[ ]"
    # (a temple's hermitages after the word alone or with 로: "부속 암자로 청련암(입석리 산 47 소재)과", "부속 암자
    # 묘적암의", which a new-user trial of a temple's land, 2026-12-06, left)
    r"|(?<![가-힣])(?:부속[ ]|산내[ ])?암자(?:로|로는)?[ ]"
    r"|(?:대한불교)?(?:조계종|태고종|천태종|진각종|관음종|법화종|원불교)[ ])"
    rf"(?P<name>{_NAME}){_END}"
)
#: the text says what the name is after it: its abbot, monks, believers or halls ("백운암의 주지", "청련사 신도회",
#: "자운암 대웅전"; a blank or 의 between: "엔로플록사신도" of 엔로플록사신 is a drug, on the precedent_kr corpus)
_OFFICE_AFTER = re.compile(
    rf"(?<![가-힣])(?P<name>{_NAME})(?:의[ ]?|[ ])"
    r"(?=주지|스님|승려|신도회|신도들|신도|창건주|대웅전|요사채|극락전|산신각|삼성각|명부전|관음전|템플스테이|"
    r"암자|사찰|신당|굿당|법당|보살님|암주)"
)
#: a bracket that says what the name is: "연화당(신당)", "백운암(암자)", "G(천궁신당)" is the name itself
_KIND_IN_BRACKET = re.compile(rf"(?<![가-힣])(?P<name>{_NAME})\((?:암자|사찰|절|신당|굿당|점집)\)")
#: the same sentence says what the name is a little later: "자운암이 있고, 그 주지인", "청련사는 … 있는
#: 사찰이다" (two syllables at least before the kind, 40 characters at most between)
_SAID_LATER = re.compile(
    rf"(?<![가-힣])(?P<name>[가-힣]{{2,4}}{_KIND}){_PARTICLE}[ ,][^.\n]{{0,40}}?"
    r"(?:그 주지|주지인|주지 스님|창건한|창건된|창건하|암자이|사찰이|신당이|절이다)"
)
#: the next name of a list after a name: a comma, 과, 와 or 및, then a name of the same kinds
_LISTED_NEXT = re.compile(rf"(?:,[ ]?|과[ ]|와[ ]|[ ]및[ ])(?P<name>{_NAME}){_END}")
_WORDS_THAT_ARE_NO_NAME = frozenset(
    "회사 본사 지사 자사 타사 당사 여행사 출판사 신문사 방송사 보험사 증권사 건설사 기획사 대리사 운수사 "
    "법당 사당 식당 본당 성당 경당 정당 서당 강당 학당 신당 굿당 점집 선원 정사 암자 사찰 "
    "위암 간암 폐암 유방암 대장암 직장암 위장암 췌장암 자궁암 피부암 혈액암 구강암 식도암 담도암 신장암 방광암 "
    "후두암 갑상선암 전립선암 난소암 골수암 뇌암 설암 담낭암 "
    "수사 조사 검사 판사 감사 이사 변호사 의사 기사 교사 목사 전도사 집사 박사 강사 형사 봉사 인사 "
    "회의 당연 해당 담당 상당 부당 적당 배당 충당 저당 가당 과당 "
    "주지 스님".split()
)


def temple_spans(text: str) -> list[Span]:
    """Temples', hermitages' and shrines' names that the text tells for one: after "암자인", "사찰인", "신당인" or
    a Buddhist order ("대한불교조계종 청련사"), before the abbot, monks, believers or halls ("백운암의 주지",
    "자운암 대웅전"), before a bracket naming the kind ("연화당(신당)"), or with the same sentence saying so a
    little later ("자운암이 있고, 그 주지인"); the names listed after one so told ("암자인 청련암, 묘적암을") too. Label 사찰, score 0.85 (above the analyzer's spreading threshold,
    0.8 for the default model, so that propagation marks the name's other mentions, quoted ones too), source
    ``"rule"``. A word of judgments (:func:`.analyzer.common_words`), an ordinary word ending like a name
    (:data:`_WORDS_THAT_ARE_NO_NAME`: 회사, 식당, 위암) and a name whose stem Mecab-ko reads as a verb are no name.
    New-user trials of a temple's landslide and a shaman's shrine (2026-12-06) left 백운암, 청련사, 자운암 and
    연화당 in the published copy. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import has_verb

    words = common_words()
    out: dict[int, Span] = {}

    def take(a: int, b: int) -> bool:
        name = text[a:b]
        # (the kind is no verb's ending: Mecab-ko reads the 사 of "청련사" as 사다, so the stem is asked)
        stem = _KIND_AT_END.sub("", name)
        if name in words or name in _WORDS_THAT_ARE_NO_NAME or not stem or has_verb(stem):
            return False
        out.setdefault(a, Span(a, b, name, "사찰", 0.85, "rule"))
        return True

    for pattern in (_KIND_BEFORE, _OFFICE_AFTER, _KIND_IN_BRACKET, _SAID_LATER):
        for m in pattern.finditer(text):
            if take(*m.span("name")) and pattern is _KIND_BEFORE:
                # and the names listed after it ("부속 암자인 청련암, 묘적암을": a new-user trial of a temple's land,
                # 2026-12-06, left the second)
                at = m.end("name")
                while nxt := _LISTED_NEXT.match(text, at):
                    if not take(*nxt.span("name")):
                        break
                    at = nxt.end("name")
    return [out[a] for a in sorted(out)]
