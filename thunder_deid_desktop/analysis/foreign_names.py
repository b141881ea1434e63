"""Foreign persons' names of several Hangul words of which the model read one word or a piece of one.

Judgments write a foreign person's name in Hangul as the person's own order gives it ("조이 비야누에바", "우마로프
베흐조드", "에코 누그로호"). The model, trained on Korean names, often reads only the given name, only the family
name or a piece of a long word ("흐모노프" of "압두라흐모노프"), and the rest is left in the output: new-user
trials of a nurse's propofol, seaweed farms, a wedding hall and a forged power of attorney (2026-12-07) left
"비야누에바", "베흐조드", "하이다르", "누그로호", "압두라", "자수르" and "델라크루즈" beside the lettered word.
"""

from __future__ import annotations

import re
from collections.abc import Container
from functools import lru_cache

from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
from thunder_deid_desktop.analysis.particles import particle_tail_start
from thunder_deid_desktop.spans import Span

#: the last syllables that Hangul gives consonant endings of foreign names and that native nouns rarely end with
#: ("하이다르", "자수르", "베흐조드", "카리모프", "델라크루즈")
_FOREIGN_FINALS = frozenset("르드프즈츠트크스브")
#: a Hangul word after one blank (up to eight syllables, a sign or a blank or the text's end after it)
_NEXT_WORD = re.compile(r"[ ]([가-힣]{2,8})(?![0-9A-Za-z])")
#: a Hangul word of two to eight syllables and one blank before the span
_WORD_BEFORE = re.compile(r"(?<![가-힣])([가-힣]{2,8})[ ]$")
_HANGUL_WORDS = re.compile(r"[가-힣]+(?:[ ][가-힣]+)*")


def foreign_word(word: str, vocabulary: Container[str]) -> bool:
    """Whether the Hangul word ``word`` (particles already cut) reads as a word of a foreign name: two syllables or
    more, no ``vocabulary`` (the analyzer's judgment words), no general noun, place, role or Korean full name, no
    particle or ending, place or general noun of three syllables or more among its morphemes ("피해자" + "황범" +
    "길", "바이오" + "에탄올" + "연료유", "한국" + "지사장"), and either every morpheme a proper noun the dictionary
    does not know (mecab-ko-dic tags an unknown word NNP: "비야누에바", "델라" + "크루즈"), or a last syllable of
    :data:`_FOREIGN_FINALS` ("베흐" + "조" + "드", "하이" + "다르"), or a proper noun beside pieces of one syllable
    ("리즈" + "키")."""
    return word not in vocabulary and _foreign_form(word)


@lru_cache(maxsize=16384)
def _foreign_form(word: str) -> bool:
    """:func:`foreign_word` without the vocabulary: what Mecab-ko's reading of ``word`` says, the same for every
    document (the span growth asks it of every name's neighbours)."""
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_general_noun, is_place_noun, morphemes

    if len(word) < 2 or is_general_noun(word) or is_place_noun(word):
        return False
    if is_role_mention(word) or looks_like_korean_full_name(word):
        return False
    found = morphemes(word)
    tags = [tag for *_, tag in found]
    # (no place and no general noun of three syllables or more inside: "한국" + "지사장", "바이오" + "에탄올" …)
    if any(is_place_noun(m) or (len(m) >= 3 and is_general_noun(m)) for _, _, m, _ in found):
        return False
    # (no particle or ending: "송유리와" is a name and 와, whatever follows it)
    if _particle_or_ending(tags):
        return False
    if all(tag == "NNP" for tag in tags):
        return True
    if word[-1] in _FOREIGN_FINALS and len(word) >= 3:
        return True
    # (a proper noun beside one-syllable pieces only: "리즈" + "키", not "류" + "병" + "철사" + "무실")
    return (
        "NNP" in tags
        and len(word) >= 3
        and not has_verb(word)
        and not any(len(m) >= 2 and is_general_noun(m) for _, _, m, _ in found)
    )


def _particle_or_ending(tags: list[str]) -> bool:
    """Whether Mecab-ko's tags of a word hold a particle (J…) or an ending (E…), alone or in a joined tag."""
    return any(tag[:1] in "JE" or "+J" in tag or "+E" in tag for tag in tags)


def _foreign_span(sp: Span, vocabulary: Container[str]) -> bool:
    """Whether a person's span reads as a foreign name: labelled 외국인이름, or of several words, or one word that
    opens with no Korean surname, or one that :func:`foreign_word` reads as foreign; never one that holds a particle
    or an ending (the name ended there)."""
    from thunder_deid_desktop.analysis.names import starts_with_surname
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    t = sp.text
    if _particle_or_ending([tag for *_, tag in morphemes(t)]):
        return False  # a name and its particle ("송유리와"): the name ended there
    return sp.label == "외국인이름" or " " in t or not starts_with_surname(t) or foreign_word(t, vocabulary)


def extend_names_over_foreign_words(
    text: str, spans: list[Span], name_labels: frozenset[str], vocabulary: Container[str]
) -> list[Span]:
    """Grow a person's name span (label in ``name_labels``, Hangul words) over the rest of a foreign name:

    - a piece inside a word grows to the word where the word, its particles cut, is :func:`foreign_word`, four
      syllables or longer, two of them added, where the span is no Korean full name ("흐모노프" -> "압두라흐모노프",
      "로호" -> "누그로호"; not "허정식" of "허정식사무실");
    - the next word after one blank, its particles cut, where it is :func:`foreign_word` of three syllables or more
      and the span reads as foreign (:func:`_foreign_span`), or of four or more after a span that is no Korean full
      name, or with a last syllable of :data:`_FOREIGN_FINALS` ("조이" + " 비야누에바", "우마로프" + " 베흐조드",
      "마리셀" + " 델라크루즈"; not "김철수" + " 카카오페이");
    - the word before after one blank where it is :func:`foreign_word`, or any word of no dictionary after a
      nationality (:func:`_after_nationality`), and the span reads as foreign ("에코" + " 누그로호", "국적의 딜노자"
      + " 유수포바").

    Spans wholly inside a grown span are dropped (the model read "비야누에바" as a company); a growth that would cut
    into another span is not made; words a span of a person's label already covers are not taken (two persons
    written side by side stay two). Returns the spans in their order; offsets are code points."""
    if not any(s.label in name_labels for s in spans):
        return spans
    person_at = {(s.start, s.end) for s in spans if s.label in name_labels}
    grown: dict[int, tuple[int, int]] = {}  # index in spans -> new extent
    for i, sp in enumerate(spans):
        if sp.label not in name_labels or not _HANGUL_WORDS.fullmatch(sp.text):
            continue
        start, end = _grown_extent(text, sp, person_at, vocabulary)
        if (start, end) != (sp.start, sp.end):
            grown[i] = (start, end)
    if not grown:
        return spans
    # a growth that would cut into another span is not made; spans inside a grown one are dropped
    inside: set[int] = set()
    for i, (start, end) in sorted(grown.items()):
        others = [j for j, o in enumerate(spans) if j != i and o.start < end and start < o.end]
        if any(not (start <= spans[j].start and spans[j].end <= end) for j in others):
            continue
        inside.update(others)
        spans = [*spans]
        spans[i] = spans[i].with_(start=start, end=end, text=text[start:end])
    return [s for j, s in enumerate(spans) if j not in inside]


def _grown_extent(
    text: str, sp: Span, person_at: set[tuple[int, int]], vocabulary: Container[str]
) -> tuple[int, int]:
    """The extent :func:`extend_names_over_foreign_words` grows the span ``sp`` to (code points)."""
    start, end = sp.start, sp.end
    # a piece inside a word grows to the word: the first word back to its start, the last one on to its end
    # (two syllables added at least, to a word of four or more: "영순" + "네" is a household, not a name's piece)
    ws = start
    while ws > 0 and "가" <= text[ws - 1] <= "힣":
        ws -= 1
    we = end
    while we < len(text) and "가" <= text[we] <= "힣":
        we += 1
    first_end = text.find(" ", start, end) if " " in sp.text else -1
    last_start = text.rfind(" ", start, end) + 1 if " " in sp.text else start
    first_word = text[ws : first_end if first_end >= 0 else we]
    last_word = text[last_start if " " in sp.text else ws : we]
    stem_end = we - len(last_word) + particle_tail_start(last_word)
    korean = looks_like_korean_full_name(
        sp.text
    )  # glued to a word ("허정식사무실"): no piece of a foreign word
    if " " in sp.text:
        if start - ws >= 2 and len(first_word) >= 4 and foreign_word(first_word, vocabulary):
            start = ws
        if (
            stem_end - end >= 2
            and stem_end - last_start >= 4
            and foreign_word(text[last_start:stem_end], vocabulary)
        ):
            end = stem_end
    elif (
        not korean
        and (start - ws) + (stem_end - end) >= 2
        and stem_end - ws >= 4
        and stem_end >= end
        and foreign_word(text[ws:stem_end], vocabulary)
    ):
        start, end = ws, stem_end
    whole = sp.with_(start=start, end=end, text=text[start:end])
    m = _NEXT_WORD.match(text, end)
    if m is not None:
        word = m.group(1)
        stem = word[: particle_tail_start(word)] if len(word) > 2 else word
        extent = (m.start(1), m.start(1) + len(stem))
        if (
            extent not in person_at
            and foreign_word(stem, vocabulary)
            and (
                (len(stem) >= 3 and _foreign_span(whole, vocabulary))
                # (after a name that reads as Korean, a long word with a foreign ending only: "마리셀 델라크루즈",
                # not "김철수 카카오페이 계정")
                or (
                    len(stem) >= 4
                    and (stem[-1] in _FOREIGN_FINALS or not looks_like_korean_full_name(whole.text))
                )
            )
        ):
            end = extent[1]
    m = _WORD_BEFORE.search(text, max(0, start - 10), start)
    if (
        m is not None
        and (m.start(1), m.end(1)) not in person_at
        and _foreign_span(whole, vocabulary)
        and (
            foreign_word(m.group(1), vocabulary)
            or _after_nationality(text, m.start(1), m.group(1), vocabulary)
        )
    ):
        start = m.start(1)
    return start, end


#: a person's nationality right before a word ("우즈베키스탄 국적의 ", "필리핀 국적 ")
_NATIONALITY_BEFORE = re.compile(r"국적(?:의|인)?[ ]$")


def _after_nationality(text: str, start: int, word: str, vocabulary: Container[str]) -> bool:
    """Whether ``word`` at ``start`` follows a person's nationality (:data:`_NATIONALITY_BEFORE`) and reads as no
    word of its own: no word of a foreign name by :func:`.person_context.plain_word` (vocabulary, a general noun, a
    role, a verb), no compound of the dictionary ("영어강사"), title or place ("국적의 딜노자 유수포바가", where
    Mecab-ko reads 딜 + 노자 and a new-user trial of forged antiques, 2026-12-07, left the given name)."""
    from thunder_deid_desktop.analysis.person_context import plain_word
    from thunder_deid_desktop.analysis.role_names import PERSON_TITLES
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_place_noun

    if not _NATIONALITY_BEFORE.search(text, max(0, start - 4), start):
        return False
    return not (
        plain_word(word, vocabulary)
        or is_dictionary_compound(word)
        or word.endswith(PERSON_TITLES)
        or is_place_noun(word)
    )


#: a Hangul word of three syllables or more and the word after it, one blank between (a family name and a given
#: name)
_TWO_WORDS = re.compile(r"(?<![가-힣])([가-힣]{3,8})(?=[ ]([가-힣]{2,6})(?![가-힣]))")
#: the vowels ㅗ, ㅔ and ㅖ (indices of the 21 medial vowels of Unicode's Hangul syllables)
_O_E_VOWELS = frozenset({8, 5, 7})


def slavic_family_name(word: str) -> bool:
    """Whether the Hangul word ends as Hangul writes the Slavic endings -ov, -ev, -ova and -eva of Russian and
    Central Asian family names: 프 or 바 after a syllable with the vowel ㅗ, ㅔ or ㅖ ("카리모프", "우마로프",
    "유수포바", "이바노바", "세르게예프"). The vowel is ``(code point - 0xAC00) // 28 % 21`` (Unicode Standard,
    chapter 3.12)."""
    if len(word) < 3 or word[-1] not in "프바" or not "가" <= word[-2] <= "힣":
        return False
    return (ord(word[-2]) - 0xAC00) // 28 % 21 in _O_E_VOWELS


def central_asian_name_spans(text: str, vocabulary: Container[str]) -> list[Span]:
    """A Central Asian or Russian person's name written family name first, as judgments write Uzbek, Kazakh and
    Russian workers ("카리모프 일홈이", "유수포바 딜노자는"): a family name with a Slavic ending
    (:func:`slavic_family_name`) of three syllables or more that :func:`foreign_word` reads as foreign and that is
    no compound of the dictionary (not "와이어로프", "슬로프", "퍼스트코프", "프로골프", which hold or are dictionary
    words), then a given name of two syllables or more, its particles cut, that is no word
    (:func:`.person_context.plain_word`: ``vocabulary``, a general noun, a role or a verb; nor a place): label
    외국인이름, score 0.75, source ``"rule"``. A new-user trial of a nurse's propofol (2026-12-07) left "사장 카리모프
    일홈이" whole, the model reading neither word. On the precedent_kr corpus,
    whose publishers removed foreign names, the rule matched "프로골프 선수끼리" twice in the first 2,000 judgments
    before the compound check, and nothing in all 5,000 after it (2026-12-07). Offsets are code points."""
    from thunder_deid_desktop.analysis.person_context import plain_word
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_place_noun

    out = []
    for m in _TWO_WORDS.finditer(text):
        family, word = m.group(1), m.group(2)
        if not slavic_family_name(family) or not foreign_word(family, vocabulary):
            continue
        if is_dictionary_compound(family):  # "프로골프 선수끼리" (the corpus)
            continue
        given = word[: particle_tail_start(word)] if len(word) > 2 else word
        if len(given) < 2 or plain_word(given, vocabulary) or is_place_noun(given):
            continue
        end = m.start(2) + len(given)
        out.append(Span(m.start(1), end, text[m.start(1) : end], "외국인이름", 0.75, "rule"))
    return out
