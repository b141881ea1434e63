"""Ordinary nouns the model reads as names on full judgments: a word of the Mecab-ko dictionary's general nouns
(NNG), numerals (NR) or pronouns (NP), written as a word of its own, with nothing around it that names a person or a
business. The model was trained on excerpts dense with personal information and marks such words with high
scores in long judgments ("구독자" 0.98 as a person's name, "반찬" 0.99, "수천" 0.95, "짜장면" as an exchange):
new-user trials of a YouTuber's broadcast, a fishing pond, cattle trading and graves (2026-12-06) saw them
lettered throughout, the letter then spread to every mention."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: Mecab-ko's tags of a word that is no name by itself: a general noun, a numeral, a pronoun
_WORD_TAGS = ("NNG", "NR", "NP")
#: what names the word as a person or a business right after it: 씨 or 님, a bracket (an age, a sex, a role, an
#: alias: "임상(여, 62세)"), a legal form
_NAMED_AFTER = re.compile(r"[ ]?(?:씨|님)|[(（]|[ ](?:주식회사|유한회사|\(주\))")
#: what names it right before: a legal form, a quote or a bracket ("주식회사 O(툰베리)"), the words that call a
#: business or an account so
_NAMED_BEFORE = re.compile(
    r"(?:주식회사|유한회사|㈜|\(주\)|상호|업체|업소|가게|채널|닉네임|별명|아이디|계정)[ ]?$|[‘'\"“「『(（]$"
)
#: or a place: after an address's unit ("부산 동래구 연수 앞길에서": the annotators' place, the validation split) or
#: where something is (:data:`_LOCATED_BEFORE`, "6층에 있는 형재 2층에": a building, the same split), unless a noun
#: follows the word there, which then only modifies it ("스페이사이드 지역에 소재한 위스키 증류소": a new-user trial of
#: customs fraud, 2026-12-06, saw 위스키 lettered throughout)
_PLACE_BEFORE = re.compile(r"[가-힣][시군구읍면동리로길][ ]$")
_LOCATED_BEFORE = re.compile(r"(?:있는|있던|소재|소재한|위치한)[ ]$")
_NOUN_AFTER = re.compile(r"[ ][가-힣]")


def _one_word(word: str, everyday: frozenset[str]) -> bool:
    """Whether Mecab-ko reads ``word`` as one morpheme of :data:`_WORD_TAGS`, a general noun of two syllables only
    when ``everyday`` holds it (numerals and pronouns, "수천", "누구", whatever their length)."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    parsed = morphemes(word)
    if len(parsed) != 1 or parsed[0][2] != word or parsed[0][3] not in _WORD_TAGS:
        return False
    return len(word) > 2 or word in everyday or parsed[0][3] != "NNG"


#: an opening quote within a short quoted name before the word ("'X 온새미'", "'카페 물결'"): at most 12 code points
#: before it, no closing quote between
_SHORT_QUOTE_BEFORE = re.compile(r"[‘'\"“][^‘’'\"“”\n]{0,12}$")
_SHORT_QUOTE_AFTER = re.compile(r"[^‘’'\"“”\n]{0,12}[’'\"”]")


def _named_at(text: str, start: int, end: int, descriptors: tuple[str, ...], roles: tuple[str, ...]) -> bool:
    """Whether what stands right around ``text[start:end]`` names it as a person, a business or a place: a name's
    context after it (:data:`_NAMED_AFTER`) or before it (:data:`_NAMED_BEFORE`, :data:`_PLACE_BEFORE`, or
    :data:`_LOCATED_BEFORE` where no noun follows the word; a role word, a business's kind
    written before the name: "도서출판 별하늘", "카페 물결"), or a short quoted name around it ("'X 온새미'")."""
    before = max(0, start - 6)
    if _NAMED_AFTER.match(text, end) or _NAMED_BEFORE.search(text, before, start):
        return True
    if _PLACE_BEFORE.search(text, before, start):
        return True
    if _LOCATED_BEFORE.search(text, before, start) and not _NOUN_AFTER.match(text, end):
        return True
    if text.endswith(roles, max(0, start - 8), start) or text.endswith(descriptors, max(0, start - 8), start):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    return bool(
        _SHORT_QUOTE_BEFORE.search(text, max(line_start, start - 13), start)
        and _SHORT_QUOTE_AFTER.match(text, end)
    )


#: the short names of banks that are nouns of Mecab-ko (농업협동조합, 수산업협동조합, 신용협동조합)
_BANK_SHORT_NAMES = frozenset({"농협", "수협", "신협", "축협"})


def drop_general_noun_readings(
    text: str,
    spans: list[Span],
    everyday: frozenset[str],
    descriptors: tuple[str, ...],
    sources: tuple[str, ...] = ("model",),
) -> list[Span]:
    """``spans`` without the model's spans that are one ordinary word (:func:`_one_word`: a general noun, a numeral
    or a pronoun of Mecab-ko) of two syllables or more, a noun of two syllables only when ``everyday`` holds it (the
    everyday nouns of published judgments: the dictionary tags many given names as nouns, "윤명", "서란"), written
    as a word of its own (no Hangul glued before it, particles only after it), where no occurrence of the word in
    the document is named as a person, a business or a place by what stands right around it (:func:`_named_at`,
    with the role words and the titles of :data:`.role_names.PERSON_TITLES` before it, the functional
    ``descriptors`` of the court policy written before it and a bracket or quotes around it), no rule marked it and no longer span starts with it, glued ("별빛" of "별빛모텔"). Measured 2026-12-06 on the
    validation split: 7 false spans fewer and none of the annotators' mentions lost (two were, a place after its
    district and a building after "있는", before the place words of :data:`_NAMED_BEFORE`); the 60 published
    judgments went 1,443 -> 1,396 spans with it and the session's other rules. ``sources``: the spans' sources
    looked at (the analyzer's second pass, after spans are split and spread, takes ``"propagation"`` too). Order
    kept; offsets are code points."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
    from thunder_deid_desktop.analysis.role_names import PERSON_TITLES
    from thunder_deid_desktop.analysis.roles import ROLE_WORDS

    ruled = {sp.text for sp in spans if sp.source == "rule"}
    # the name part of a longer span elsewhere ("별빛" of "'별빛모텔'": a new-user trial of brokerage, 2026-12-05,
    # wrote "아린 별빛 앞에 내려 주고" in a chat)
    longer = [sp.text for sp in spans if len(sp.text) > 2]
    # (and the titles of persons at work, kin and clients: "의뢰인 백수정으로부터", 백수정 a noun of Mecab-ko, which a
    # new-user trial of a detective agency, 2026-12-06, would have left where no role word stood before it)
    roles = tuple(w + " " for w in (*ROLE_WORDS, *PERSON_TITLES))
    kinds = tuple(d + " " for d in descriptors) + ("출판 ", "도서출판 ", "출판사 ")
    verdicts: dict[str, bool] = {}

    def word_at(start: int, end: int) -> bool:
        # a word of its own: no Hangul glued before it, particles only after it
        return not (start > 0 and "가" <= text[start - 1] <= "힣") and (
            particle_tail_start(text[end : hangul_word_end(text, end)]) == 0
        )

    def ordinary(word: str) -> bool:
        if word not in verdicts:
            verdicts[word] = (
                2 <= len(word) <= 6
                and word not in ruled
                # (not a bank's short name, a bank as much as 광주은행: "피고인 명의 농협 계좌", which new-user
                # trials of a fishing boat and insurance fraud, 2026-12-07, saw kept beside lettered banks)
                and word not in _BANK_SHORT_NAMES
                # (glued: "필로티 CCTV 영상", the model's over a word and others, names no 필로티)
                and not any(t != word and t.startswith(word) and t[len(word)] != " " for t in longer)
                and _one_word(word, everyday)
                and not any(
                    (word_at(m.start(), m.end()) and _named_at(text, m.start(), m.end(), kinds, roles))
                    # or glued before a descriptor: "별빛" of "'별빛모텔'", then "아린 별빛 앞에" (a new-user trial
                    # of brokerage, 2026-12-05)
                    or text.startswith(descriptors, m.end())
                    for m in re.finditer(re.escape(word), text)
                )
            )
        return verdicts[word]

    return [
        sp for sp in spans if not (sp.source in sources and word_at(sp.start, sp.end) and ordinary(sp.text))
    ]
