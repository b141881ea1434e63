"""Dharma names (법명) of Buddhist monks and nuns: the name a judgment calls a monk by, with no surname, so that
neither the surname rules nor Mecab-ko's person names read it ("승려 법운(속명 …)", "주지 진공 스님은")."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: a monk's or nun's word, then the dharma name of two syllables and what may follow a name: a particle, the
#: copula, a bracket (the lay name: "(속명 …)"), a comma, a blank or the text's end
_AFTER_MONK = re.compile(
    r"(?<![가-힣])(?:승려|비구니|비구|주지)[ ](?P<name>[가-힣]{2})"
    r"(?=(?:은|는|이|가|을|를|의|과|와|도|에게|이다|이며|이고)?(?:[ ,.(]|$))"
)
#: the dharma name in a bracket's note after a person ("신도 AG(법명 대덕화)로부터", "주지 O(법명 법해)와": a new-user
#: trial of a temple's landslide, 2026-12-06, left both)
_NOTED_DHARMA_NAME = re.compile(r"\((?:법명|법호|당호)[ ]?[:：]?[ ]?(?P<name>[가-힣]{2,4})(?=[),])")
#: a lay name right before the bracket of the person's dharma name ("BD(법명 BF), 하순례(법명 BG)에 대한": a new-user
#: trial of a temple's offerings, 2026-12-06, left the second)
_LAY_NAME_BEFORE_NOTE = re.compile(
    r"(?<![가-힣])(?P<name>[가-힣]{3})\((?:법명|법호|당호)[ ]?[:：]?[ ]?[가-힣]"
)
#: the dharma name of two syllables before 스님 ("무진 스님이", "진공 스님은")
_BEFORE_SEUNIM = re.compile(r"(?<![가-힣])(?P<name>[가-힣]{2})[ ]?스님")
#: words before 스님 or after a monk's word that are no name: offices and forms of address ("주지 스님", "큰 스님",
#: "노전 스님": the corpus writes these), and a pronoun
_NOT_NAMES = frozenset(
    "스님 주지 노전 은사 상좌 원로 방장 회주 조실 총무 재무 교무 제가 저희 우리 여러 모든".split()
)


def dharma_name_spans(text: str) -> list[Span]:
    """Dharma names of two syllables after 승려, 비구니, 비구 or 주지 with a particle, the copula, a bracket or a
    blank after them ("승려 법운(속명 O", "승려 진공이다"), or before 스님 ("무진 스님이"): label 닉네임 (a name
    that is no legal name, as the release's nickname label), score 0.65 (weak: a model span overlapping it wins),
    source ``"rule"``. A word of judgments (:func:`.analyzer.common_words`: "주지 않는" is the verb 주다; "여부",
    "정도"), an office or a form of address (:data:`_NOT_NAMES`: "주지 스님") and a verb's form ("속한 스님") are
    no name. A new-user trial of church and temple judgments (2026-12-05) left 법운 12 times, 진공 3 times and 도원
    and 무진 once; on the 5,000 published judgments of the precedent_kr corpus the words that follow 승려 and 주지
    or precede 스님 are all of those kinds. A lay name of three syllables starting with a surname right before the
    bracket of the dharma name ("하순례(법명 …)") is a person's, label 내국인이름, score 0.8. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.names import starts_with_surname
    from thunder_deid_desktop.analysis.tokenizer import has_verb

    words = common_words()
    out: dict[int, Span] = {}
    for pattern in (_AFTER_MONK, _BEFORE_SEUNIM, _NOTED_DHARMA_NAME):
        for m in pattern.finditer(text):
            name = m.group("name")
            # (a verb's form may be a dharma name where the lay name follows in brackets: "재무부장 성해 스님(속명
            # …)", 성하다, which a new-user trial of a temple's offerings, 2026-12-06, left)
            lay_name_after = text.startswith(("(속명", "(본명"), m.end()) or text.startswith(
                ("(속명", "(본명"), m.end() + 1
            )
            if name in words or name in _NOT_NAMES or (has_verb(name) and not lay_name_after):
                continue
            a, b = m.span("name")
            out.setdefault(a, Span(a, b, name, "닉네임", 0.65, "rule"))
    for m in _LAY_NAME_BEFORE_NOTE.finditer(text):
        name = m.group("name")
        if starts_with_surname(name) and name not in words and not has_verb(name):
            a, b = m.span("name")
            out.setdefault(a, Span(a, b, name, "내국인이름", 0.8, "rule"))
    return [out[a] for a in sorted(out)]
