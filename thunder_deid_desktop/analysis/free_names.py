"""Korean full names that mecab-ko-dic knows, anywhere in a judgment, when a case particle follows them.

The model reads a person's name by its context: after a role word ("피고인 김상철에게": every token of the name at
P(name) 1.00) it finds it; the same name with no role before it ("위 학원을 김상철에게 처분하였으며") gets 0.04
and is left. Judgments name many persons so: a buyer, a witness, a relative, 공소외인 that the original writes
without a role. In held-out sets of real judgments (``tools/draw_corpus.py`` seeds 34-36, 2026-12-04) such bare
names were about a fifth of what a published copy still showed ("홍성진이 서면 참석한 것으로", "이은서, 8은").

:func:`particle_name_spans` takes them where the dictionary is sure: a word of three syllables starting with a
common surname (or four with a two-syllable surname), that Mecab-ko reads as a proper noun of the class 인명 both
alone and with the words after it on its line (:func:`.tokenizer.is_person_name_at`: "유인하는 역할" reads as a
verb there), followed by a case particle of :data:`PARTICLES`, or by nothing in a list (before "," "·" or "(",
after "·"; before " 등" and a particle: "이하은 등에게"). Words that published judgments use in at least three
documents although the dictionary reads them as names ("이유로", "양도일", "유효성", "강서구":
:func:`.analyzer.name_like_terms`) and judgment vocabulary (:func:`.analyzer.not_list_names`) are never taken.

Measured 2026-12-04 (rule added to the analyzer): the validation split unchanged (binary token F1 0.9685, entity
leak 2.68 %, rendered leak 56 of 2,759); the 60 published judgments 1,555 -> 1,564 spans (officials the court rule
keeps, a witness the publisher left, "차도선" and "하소연" wrongly); held-out sets of seeds 34, 35, 36 left
22 -> 20, 27 -> 23 and 20 -> 18 gold mentions in a published copy. On four filled sets (seeds 33-36, 8,341 gold
mentions) the rule alone gave 3,849 spans on gold mentions and 246 elsewhere, nearly all real names the publisher
left (witnesses, relatives, prosecutors of the header) and a few words ("이형주" of a seed plant, "이용업").
"""

from __future__ import annotations

import re
from functools import lru_cache

from thunder_deid_desktop.spans import Span

#: particles and their common pairs that follow a person's name ("김상철에게", "홍성진이", "이명자와의"); not 나
#: ("이유나"), not the copula's 인 ("이하인"), and not a bare 이 after a vowel, which the dictionary reads as part
#: of the name anyway ("정관이")
PARTICLES = frozenset(
    "이 가 은 는 을 를 의 와 과 도 만 와의 과의 에게 에게서 에게는 에게도 에게만 에게로 한테 한테서 "
    "로부터 으로부터 께서 께 씨 씨가 씨는 씨의 씨와 씨에게 이나 이라는 라는 이고 이며 등 등이 등은 등을 등의 "
    "측 측은 측이 측에".split()
)
#: a Hangul word standing alone (no Hangul, Latin letter or digit glued before it)
_WORD = re.compile(r"(?<![가-힣A-Za-z0-9])[가-힣]{3,10}(?![가-힣])")
#: what may follow a bare name in a list, and precede one
_LIST_AFTER = frozenset(",·ㆍ(")
_LIST_BEFORE = frozenset("·ㆍ")
#: "등" written apart after a bare name, with a particle or nothing glued to it: the name heads a list of persons
#: ("성명불상자의 지시를 받아 이하은 등에게": a held-out Supreme Court set of seed 76, 2026-12-05)
_ETC_AFTER = re.compile(r" 등(?:에게|에게서|과|과의|이|은|을|의|으로부터|에|도)?(?![가-힣])")


@lru_cache(maxsize=65536)
def _name_end(word: str) -> int | None:
    from thunder_deid_desktop.analysis.names import compound_surname_name_end
    from thunder_deid_desktop.analysis.tokenizer import person_name_end

    end = person_name_end(word)
    return None if end is None else compound_surname_name_end(word, end)


#: a numeral or a determiner of quantity right before a word, which is then a counter ("두 마리야", "몇 마리")
COUNTED_BEFORE = re.compile(r"(?<![가-힣])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|여러|[0-9]+)[ ]?$")


def particle_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """Spans (label 내국인이름, score 0.8, source ``"rule"``) of Korean full names with a case particle after them
    anywhere in ``text``, as the module describes; ``exclude`` holds words never taken (judgment vocabulary).
    Offsets are code points; sorted by start."""
    from thunder_deid_desktop.analysis.analyzer import name_like_terms
    from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES, SURNAMES, looks_like_korean_full_name
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_person_name_at
    from thunder_deid_desktop.deid.entities import SURNAME_TITLES

    terms = name_like_terms()
    out = []
    for m in _WORD.finditer(text):
        word = m.group()
        # a full name starts with a surname (looks_like_korean_full_name below): no dictionary look-up otherwise
        if word[0] not in SURNAMES and word[:2] not in COMPOUND_SURNAMES:
            continue
        end = _name_end(word)
        if end is None:
            continue
        name, tail = word[:end], word[end:]
        if not looks_like_korean_full_name(name) or name in exclude or name in terms or is_role_mention(name):
            continue
        # a surname and a title are no full name ("생활관 최선임이라는", Mecab-ko's proper noun: a new-user trial of
        # military judgments, 2026-12-05); surname_title_spans reads such a pair
        if name[1:] in SURNAME_TITLES or (name[:2] in COMPOUND_SURNAMES and name[2:] in SURNAME_TITLES):
            continue
        if tail:
            if tail not in PARTICLES:
                continue
        elif not (
            text[m.end() : m.end() + 1] in _LIST_AFTER
            or text[m.start() - 1 : m.start()] in _LIST_BEFORE
            or _ETC_AFTER.match(text, m.end())
        ):
            continue  # a bare name counts in a list only ("이은서, 8은", "W·이지민(859번)", "이하은 등에게")
        start = m.start()
        if not is_person_name_at(text, start, start + end):
            continue
        # (nor a counter after a numeral: "강아지가 두 마리야," which Mecab-ko reads as a name)
        if COUNTED_BEFORE.search(text, max(0, start - 4), start):
            continue
        out.append(Span(start, start + end, name, "내국인이름", 0.8, "rule"))
    return out
