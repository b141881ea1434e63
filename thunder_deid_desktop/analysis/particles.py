"""Particles (조사) and titles written after a Korean name, for splitting a word into its stem and its tail.

Mecab-ko cannot do this reliably for a name it does not know: it reads the last syllable of an unknown name as a
particle ("송필" + "서") or glues the particle to the name ("안영슬로"). :func:`particle_tail_start` works on the
written word alone: the longest tail that is a sequence of the items in :data:`TAIL_ITEMS` (particles of the
Standard Korean Grammar, 표준국어대사전 조사 목록, the copula forms that follow a noun, and the titles and
bound nouns written right after a name: 씨, 님, 측, 등, and 쌤, the spoken 선생님 after a given name: "나영쌤"; and
the dialects' 한테, "헌티", "헌테", "한티": "구 이장헌티 뭐 받아먹었냐?", which a new-user trial of a village's
arson, 2026-12-07, left; and the suffix 답다 of "like him": "잘했다. 불도저답네", which a new-user trial of
kickbacks, 2026-12-07, left).
One-syllable endings that also end many names (다, 고, 자, 지, 서 …) are left out: "김민지" must keep its "지".
"""

from __future__ import annotations

from functools import lru_cache

from thunder_deid_desktop.spans import Span

#: Items a word may end with after a name or company name; longer forms are combinations of these.
TAIL_ITEMS: frozenset[str] = frozenset(
    """
    이 가 은 는 을 를 의 에 께 과 와 도 만 나 랑 야 아 여 로 뿐
    에게 에게서 한테 한테서 께서 에서 으로 으로부터 로부터 으로서 로서 으로써 로써 이나 이랑 까지 부터 조차 마저
    이라 이라고 라고 이라는 라는 이며 이고 이다 이었 였 었 이여 처럼 보다 하고 이든 이지 이자 이므로 므로 이니
    이면 이어서 여서 이어 이었고 였고 이었으나 였으나 이면서 면서 으나 밖에 마다 대로 이란 이요 에는 에도 께는
    으로는 로는 과의 와의 과는 와는 만이 만을 만의 했다 하였다 였다 이었다 입니다 이에요 예요
    이었던 였던 이던 이었는데 였는데 이었으며 였으며 이었음 였음
    씨 님 쌤 군 양 측 등 외 들 부부 일행 명의
    헌티 헌테 한티 답네 답다 답게 답지
    """.split()
)
_LONGEST = max(len(t) for t in TAIL_ITEMS)
#: the vocative particles (호격 조사), which end a word: no particle follows them ("코리아에" is "코리아" + 에)
_VOCATIVES = frozenset({"아", "야", "여", "이여"})


@lru_cache(maxsize=4096)
def particle_tail_start(word: str) -> int:
    """Index in ``word`` where its tail of particles and titles starts: ``len(word)`` when there is none.

    The smallest index ``i`` such that ``word[i:]`` splits entirely into :data:`TAIL_ITEMS` ("맹근팡이" -> 3,
    "김철수씨에게" -> 3, "홍길동" -> 3). Index 0 is possible ("에게" -> 0). A vocative (아, 야, 여) ends the tail
    ("팜메콕스코리아에" -> 7, not 6). Code points, O(len(word) x 8)."""
    n = len(word)
    ok = [False] * (n + 1)
    ok[n] = True
    for i in range(n - 1, -1, -1):
        ok[i] = any(
            ok[j] and word[i:j] in TAIL_ITEMS and (j == n or word[i:j] not in _VOCATIVES)
            for j in range(i + 1, min(n, i + _LONGEST) + 1)
        )
    return next(i for i in range(n + 1) if ok[i])


def hangul_word_start(text: str, end: int) -> int:
    """Where the run of Hangul syllables that ends at ``end`` begins (``end`` itself when none ends there): the
    start of the word a span begins inside ("인도" before "네시아" in "인도네시아"). Code points."""
    start = end
    while start > 0 and "가" <= text[start - 1] <= "힣":
        start -= 1
    return start


def hangul_word_end(text: str, start: int) -> int:
    """Where the run of Hangul syllables that starts at ``start`` ends (``start`` itself when none starts there):
    the rest of a word after a span ("팡이" after "맹근" in "맹근팡이"). Code points."""
    end = start
    while end < len(text) and "가" <= text[end] <= "힣":
        end += 1
    return end


def tail_after(text: str, end: int, limit: int) -> int | None:
    """:func:`particle_tail_start` of the rest of the word after ``text[:end]``: the Hangul syllables that follow
    ``end`` ("팡이" after "맹근" in "맹근팡이" -> 1; "는" after "철수" -> 0; nothing -> 0). ``None`` when more than
    ``limit`` syllables follow (too long to be a name's end and its particles). Code points."""
    we = hangul_word_end(text, end)
    if we - end > limit:
        return None
    return particle_tail_start(text[end:we])


def ends_with_vowel(syllable: str) -> bool:
    """Whether the Hangul syllable ``syllable`` has no final consonant (받침): "다" of "강다", not "은" of "하은".
    False for anything but one Hangul syllable. The syllable's final is its code point's offset from 가 modulo 28
    (Unicode Hangul Syllables block, chapter 3.12 of the Unicode Standard)."""
    return len(syllable) == 1 and "가" <= syllable <= "힣" and (ord(syllable) - 0xAC00) % 28 == 0


#: particles whose form says the word before them ends in a consonant (은, 이, 을, 과) or in a vowel (는, 가, 를, 와)
CONSONANT_PARTICLES = frozenset("은이을과")
VOWEL_PARTICLES = frozenset("는가를와")


def misread_particle(stem_end: str, particle: str) -> bool:
    """Whether the one-syllable ``particle`` cannot follow the syllable ``stem_end`` as a particle, so it belongs
    to the word: "은" after the vowel-final "다" ("강다은" is no "강다" + 은: the subject of a sentence after a vowel
    takes 는), "가" after the consonant-final "민" ("김민가"). Both must be Hangul syllables."""
    if len(stem_end) != 1 or not "가" <= stem_end <= "힣":
        return False
    if particle in CONSONANT_PARTICLES:
        return ends_with_vowel(stem_end)
    if particle in VOWEL_PARTICLES:
        return not ends_with_vowel(stem_end)
    return False


#: the quotes that open and close a quoted name ("'곰돌이'", "“나비”")
OPENING_QUOTES = frozenset("'‘\"“")
CLOSING_QUOTES = frozenset("'’\"”")


def cut_known_particles(text: str, spans: list[Span], skip_labels: frozenset[str]) -> list[Span]:
    """Cut the particles (:func:`particle_tail_start`) off the end of a span whose stem is the text of another span
    of the document ("동진정밀로" where "동진정밀" is a span: the renderer had given "동진정밀로 하여금" a letter of
    its own and lost the 로, "T 하여금", while 동진정밀 was K; a new-user trial, 2026-12-03). Only where the word
    ends with the span (no Hangul syllable after it) and the stem keeps two characters; spans of ``skip_labels``
    (persons' names, which :func:`.names.cut_known_name_particles` cuts with care for names ending like a
    particle) are left, and so is a span that fills its quotes ("'곰돌이'"). ``spans`` sorted, non-overlapping;
    order, label, score and source kept. Offsets are code points."""
    known = {s.text for s in spans}
    out = []
    for sp in spans:
        t = sp.text
        cut = particle_tail_start(t)
        # (not a name that fills its quotes: "'곰돌이'라는 별명" where "곰돌" is read elsewhere from the vocative
        # "곰돌아" had become "'B가'라는 별명", a new-user trial of a crane's collapse, 2026-12-06)
        quoted = (
            sp.start > 0
            and text[sp.start - 1] in OPENING_QUOTES
            and text[sp.end : sp.end + 1] in CLOSING_QUOTES
        )
        if (
            sp.label not in skip_labels
            and 2 <= cut < len(t)
            and t[:cut] in known
            and hangul_word_end(text, sp.end) == sp.end
            and not quoted
        ):
            sp = sp.with_(end=sp.start + cut, text=t[:cut])
        out.append(sp)
    return out
