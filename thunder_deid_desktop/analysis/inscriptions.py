"""Given names written in a tombstone's inscription (비문, 묘비명): "학생김해김공휘용팔지묘" (the grave of 김용팔,
of the 김해 김 clan), "처사진주강공만복지묘", "淸州嚴公泰植 配 玄風郭氏鳳女之墓". A judgment on graves moved without
consent quotes the inscriptions that identify the graves, and the deceased are the parties' ancestors, named in
full elsewhere in it; the inscription writes the given name glued between the clan's title and "지묘" (之墓, "the
grave of"), where neither the model nor the name rules read a word. The clan (본관 and surname) and the titles
(학생, 처사, 통정대부, 유인) are no personal name and stay."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: a man's inscription: the surname's 공 (公, "lord"), 휘 (諱, "whose name was") or not, the given name of two
#: syllables, 지묘 ("학생김해김공휘용팔지묘", "처사김해김공석진지묘"; not "연주현공지묘", which writes none)
_HANGUL_MALE = re.compile(r"(?<=[가-힣]공)(?:휘)?(?P<name>[가-힣]{2})(?=지묘)")
#: a woman's: the surname's 씨 (氏), her given name, 지묘 ("현풍곽씨봉녀지묘"; not "유인경주최씨지묘")
_HANGUL_FEMALE = re.compile(r"(?<=[가-힣]씨)(?P<name>[가-힣]{2})(?=지묘)")
#: in Chinese characters: 公 or 氏, 諱 or not, the given name, then 之墓 or the next part of a couple's
#: inscription ("淸州嚴公泰植 配 玄風郭氏鳳女之墓"), 之墓 ending the inscription within 30 characters
_HANJA = re.compile(
    r"(?<=[\u4e00-\u9fff][公氏])(?:諱)?(?P<name>[\u4e00-\u9fff]{2})(?=之墓|[ ]?[配][^\n]{0,30}之墓)"
)


def tombstone_name_spans(text: str) -> list[Span]:
    """The given names of tombstones' inscriptions quoted in ``text`` (:data:`_HANGUL_MALE`,
    :data:`_HANGUL_FEMALE`, :data:`_HANJA`), label 내국인이름, score 0.85, source ``"rule"``, sorted by start. A
    new-user trial of graves moved without consent (2026-12-06) left nine such names in the published copy
    ("'학생옥천육공휘봉춘지묘'", "'P동환지묘'"). Offsets are code points."""
    out: dict[int, Span] = {}
    for pattern in (_HANGUL_MALE, _HANGUL_FEMALE, _HANJA):
        for m in pattern.finditer(text):
            a, b = m.span("name")
            out.setdefault(a, Span(a, b, m.group("name"), "내국인이름", 0.85, "rule"))
    return [out[a] for a in sorted(out)]
