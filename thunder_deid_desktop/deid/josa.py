"""Josa (조사) correction after a replacement, chosen by how the replacement is read aloud.

Korean particles have two forms depending on whether the preceding syllable *as spoken* ends in a final
consonant (받침): 은/는, 이/가, 을/를, 과/와, 으로/로 (a final ㄹ takes 로), 이나/나, 이며/며, 이라는/라는,
아/야, 이다/다, 이랑/랑, 이여/여 …  When "홍길동은" becomes "A은" the particle must become "A는", because
"A" is read 에이 (no final consonant); "L" is read 엘, so "L은" stays, and "L으로" becomes "L로" (ㄹ).

Readings (FACTS.md, "How the public tool renders output"; standard Korean readings of Latin letters and
Sino-Korean numbers):

* Latin letters: only L (엘), M (엠), N (엔), R (알) end in a consonant; L and R end in ㄹ.
* Digits are read as Sino-Korean numbers by their last non-zero digit or by the power of ten they end in:
  1 일 (ㄹ), 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠 (ㄹ), 8 팔 (ㄹ), 9 구, 10 십, 100 백, 1000 천, 10000 만, 0 영.
* Hangul: the final consonant of the last syllable ("생략" ends in ㄱ → 은/이/을).
* Anything else (○, ※, Chinese characters …) has no known reading: the particle is left as written.

Decision (documented, tested on real sentences): the particle is recognised by a table of the syllables right
after the replacement, longest form first, and only when the particle is followed by a word boundary
(non-Hangul character or end of text) or by one of a few particles that can follow it ("과의", "으로부터",
"와는").  Mecab was tried and rejected for this decision: it tags "B이사는" as 이/JKS + 사/VV, i.e. it is no
more reliable than the boundary rule on exactly the ambiguous cases.  Particles written after closing
quotes or brackets ("A'은", "\"A\"는", "(A)이") and after a short parenthetical aside ("A(남, 36세)가")
are corrected too: in Korean the particle attaches to the word before the closer/aside.
"""

from __future__ import annotations

from typing import Literal

Final = Literal["vowel", "rieul", "consonant"]

#: Letters whose English name, as read in Korean, ends in a final consonant (엘, 엠, 엔, 알).
_LETTER_FINAL: dict[str, Final] = {c: "vowel" for c in "ABCDEFGHIJKOPQSTUVWXYZ"}
_LETTER_FINAL.update({"L": "rieul", "M": "consonant", "N": "consonant", "R": "rieul"})

#: Sino-Korean reading of the last non-zero digit: 일 이 삼 사 오 육 칠 팔 구.
_DIGIT_FINAL: dict[str, Final] = {
    "1": "rieul",
    "2": "vowel",
    "3": "consonant",
    "4": "vowel",
    "5": "vowel",
    "6": "consonant",
    "7": "rieul",
    "8": "rieul",
    "9": "vowel",
}

#: Characters skipped when looking for the reading of a replacement's end and for the particle after it.
CLOSERS = "'\"’”」』》〉)]}>"

#: Particle pairs (form after a final consonant, form after a vowel), plus the form after ㄹ where it differs.
#: Longest forms first within each family is handled by sorting below.
_PAIRS: list[tuple[str, str]] = [
    ("은", "는"),
    ("이", "가"),
    ("을", "를"),
    ("과", "와"),
    ("이나", "나"),
    ("이나마", "나마"),
    ("이며", "며"),
    ("이라는", "라는"),
    ("이라고", "라고"),
    ("이라도", "라도"),
    ("이라면", "라면"),
    ("이라며", "라며"),
    ("이라서", "라서"),
    ("이란", "란"),
    ("이라", "라"),
    ("아", "야"),
    ("이다", "다"),
    ("이었다", "였다"),
    ("이었고", "였고"),
    ("이었으며", "였으며"),
    ("이었던", "였던"),
    ("이어서", "여서"),
    ("이랑", "랑"),
    ("이여", "여"),
    ("이야", "야"),
    ("이야말로", "야말로"),
    ("이든지", "든지"),
    ("이든가", "든가"),
    ("이든", "든"),
    ("이고", "고"),
    ("이면", "면"),
    ("이니", "니"),
    ("이므로", "므로"),
    ("이지만", "지만"),
    ("이자", "자"),
]
#: 으로-family: (after a consonant other than ㄹ, after a vowel or ㄹ).
_RO_PAIRS: list[tuple[str, str]] = [
    ("으로", "로"),
    ("으로서", "로서"),
    ("으로써", "로써"),
    ("으로부터", "로부터"),
    ("으로는", "로는"),
    ("으로도", "로도"),
    ("으로의", "로의"),
    ("으로만", "로만"),
]

#: What may follow a particle inside the same word (so "과의", "와는", "이라고도" are recognised), and the
#: particles that may be followed so.  Others must end the word: "을순이는" is not subject 이 + 는.
_CONTINUATIONS = ("의", "는", "은", "도", "만", "에", "에게", "부터", "까지", "요", "마저", "조차", "서")
_CONTINUABLE = frozenset({"과", "와", "이랑", "랑", "이라고", "라고", "으로", "로"})


def _build_table() -> list[tuple[str, str, str, str]]:
    """(written form, form after consonant, form after vowel, form after ㄹ), longest written form first."""
    rows: list[tuple[str, str, str, str]] = []
    for cons, vow in _PAIRS:
        rows.append((cons, cons, vow, cons))
        rows.append((vow, cons, vow, cons))
    for cons, vow in _RO_PAIRS:
        rows.append((cons, cons, vow, vow))
        rows.append((vow, cons, vow, vow))
    # "아"/"야" vs "이야"/"야": both families contain "야"; the _PAIRS order keeps ("아","야") first, so a
    # written
    # "야" maps to 아/야 (vocative).  "이야" is matched as its own longer form.
    seen: set[str] = set()
    unique = []
    for row in sorted(rows, key=lambda r: -len(r[0])):
        if row[0] in seen:
            continue
        seen.add(row[0])
        unique.append(row)
    return unique


_TABLE = _build_table()

#: :data:`_TABLE` rows by the first character of the written form, in table order (longest first): a
#: replacement's particle is looked up among the few rows that can match instead of all of them.
_TABLE_BY_FIRST: dict[str, list[tuple[str, str, str, str]]] = {}
for _row in _TABLE:
    _TABLE_BY_FIRST.setdefault(_row[0][0], []).append(_row)
del _row


def _is_hangul_syllable(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3"


def final_of(text: str) -> Final | None:
    """How ``text`` ends when read aloud: ``"vowel"``, ``"rieul"`` (final ㄹ), ``"consonant"`` or None.

    Trailing closers (quotes, brackets) and spaces are skipped.  Digits are read as a Sino-Korean number,
    Latin letters by their Korean letter names, Hangul by the final consonant of the last syllable.
    Returns None for an unknown reading (symbols such as ○, Chinese characters, empty text).
    """
    s = text.rstrip(CLOSERS + " \t")
    if not s:
        return None
    ch = s[-1]
    if _is_hangul_syllable(ch):
        jong = (ord(ch) - 0xAC00) % 28
        if jong == 0:
            return "vowel"
        return "rieul" if jong == 8 else "consonant"
    if ch.isascii() and ch.isalpha():
        return _LETTER_FINAL[ch.upper()]
    if ch.isascii() and ch.isdigit():
        # A number ending in zeros is read by its power of ten: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ); 0 is 영.
        if ch == "0":
            return "consonant"
        return _DIGIT_FINAL[ch]
    return None


def _skip_aside(following: str) -> int:
    """Length of closers and of one short parenthetical aside at the start of ``following`` (0 if none).

    "A'은" → 1; "(A)이" seen from after A → 1; "A(남, 36세)가" → 8.  An aside is a bracket pair of at most
    40 characters without a line break, directly followed by a Hangul syllable.
    """
    i = 0
    while i < len(following) and following[i] in CLOSERS:
        i += 1
    if i == 0 and following[:1] == "(":
        close = following.find(")", 1, 42)
        if close > 0 and "\n" not in following[:close] and "(" not in following[1:close]:
            if close + 1 < len(following) and _is_hangul_syllable(following[close + 1]):
                return close + 1
    return i


def particle_fix(replacement: str, following: str) -> tuple[int, int, str] | None:
    """The particle edit needed after ``replacement`` given the original ``following`` text.

    Args:
        replacement: the text that replaced a span (e.g. ``"A"``, ``"계좌번호 1 생략"``, ``"A식당"``).
        following: the original text right after the span (only its first ~60 code points matter).

    Returns:
        ``(start, end, new_particle)`` in code points relative to ``following`` when the written particle
        must change, else None (no particle, already correct, unknown reading, or not a particle because a
        Hangul syllable that is no particle continues the word, as in "B은행" or "A이사").
    """
    fin = final_of(replacement)
    if fin is None:
        return None
    p = _skip_aside(following)
    rest = following[p : p + 12]
    for written, after_cons, after_vowel, after_rieul in _TABLE_BY_FIRST.get(rest[:1], ()):
        if not rest.startswith(written):
            continue
        tail = rest[len(written) :]
        if tail and _is_hangul_syllable(tail[0]):
            if written not in _CONTINUABLE or not tail.startswith(_CONTINUATIONS):
                continue
        wanted = {"vowel": after_vowel, "rieul": after_rieul, "consonant": after_cons}[fin]
        if wanted == written:
            return None
        return (p, p + len(written), wanted)
    return None
