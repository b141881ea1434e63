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
quotes or brackets ("A'은", "\"A\"는", "(A)이") and after a parenthetical aside ("A(남, 36세)가",
"A (여, 31세, 베트남 국적)는") are corrected too.

Which word a particle after a closing bracket belongs to (:func:`particle_owner`): Korean attaches it to the
word before the opening bracket, the aside being read as an insertion ("홍길동(남, 39세)은": the particle
belongs to 홍길동; cf. the example "니체(독일의 철학자)의 말" of 소괄호 in 한글 맞춤법 부록 문장 부호), so "A(여, 31세)는" follows A and "'D상사'(사업자등록번호 1 생략)는" follows 상사, never the
replacement inside the bracket.  Only a bracket with no word glued before it ("(A)가" at the start of a line
or after a comma), or with an unchanged word before it across a space ("에게 (전화번호 1 생략)으로"), lets
the particle follow what ends inside it.  Quotes (' " ‘’ “” 「」 『』 《》 〈〉) are transparent: "'A'는" follows A.

The past and polite forms of the copula 이다 alternate the same way (표준국어대사전 "이다"; 한글 맞춤법 제36항:
이었 → 였 after a vowel): "홍길자였으나" / "우미영이었으나", "A였다" / "L이었다", "A예요" / "L이에요".
The past stem 이었/였 takes any ending ("였으나", "였는데", "였음에도" …), so it is matched as a stem.
"""

from __future__ import annotations

from collections.abc import Container
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
CLOSERS = "'\"’”」』》〉)]}>）］"

#: Brackets that hold an aside (a note on the word before them), closing bracket -> opening bracket.  Other
#: closers are quotes: the particle after them follows what they quote.
_ASIDE_BRACKETS: dict[str, str] = {")": "(", "]": "[", "）": "（", "］": "［"}
_ASIDE_OPENERS: dict[str, str] = {o: c for c, o in _ASIDE_BRACKETS.items()}

#: Longest aside (from its opening to its closing bracket) skipped to reach the particle after it, in code
#: points; asides never span a line break.
ASIDE_MAX = 80

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
    # copula 이다, past stem (any ending follows, see _STEMS) and other forms (표준국어대사전 "이다")
    ("이었", "였"),
    ("이어서", "여서"),
    ("이어도", "여도"),
    ("이어야", "여야"),
    ("이에요", "예요"),
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
#: Stems that are never a whole word: the past copula 이었/였 is always followed by its ending ("였으나",
#: "이었는데", "였음에도"), which may be any Hangul syllables, and never stands before a word boundary.
_STEMS = frozenset({"이었", "였"})


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


def _close_of(text: str, opening: int) -> int | None:
    """Index of the bracket closing the aside bracket at ``text[opening]``, or None when it is not closed within
    :data:`ASIDE_MAX` code points, is closed by another kind of bracket or a line break comes first."""
    stack: list[str] = []
    for j in range(opening, min(len(text), opening + ASIDE_MAX)):
        ch = text[j]
        if ch == "\n":
            return None
        if ch in _ASIDE_OPENERS:
            stack.append(_ASIDE_OPENERS[ch])
        elif ch in _ASIDE_BRACKETS:
            if not stack or stack.pop() != ch:
                return None
            if not stack:
                return j
    return None


def _open_of(text: str, closing: int) -> int | None:
    """Index of the bracket opening the aside bracket at ``text[closing]``: :func:`_close_of` read backwards."""
    stack: list[str] = []
    for j in range(closing, max(-1, closing - ASIDE_MAX), -1):
        ch = text[j]
        if ch == "\n":
            return None
        if ch in _ASIDE_BRACKETS:
            stack.append(_ASIDE_BRACKETS[ch])
        elif ch in _ASIDE_OPENERS:
            if not stack or stack.pop() != ch:
                return None
            if not stack:
                return j
    return None


def _skip_aside(following: str) -> int:
    """Length of the closers and parenthetical asides at the start of ``following`` (0 if none).

    "A'은" → 1; "(A)이" seen from after A → 1; "A(남, 36세)가" → 8; "A (남, 36세)가" → 9 (one space before
    the aside); "A'(남)(36세)가" → 9.  An aside is a bracket pair (nested pairs allowed) of at most
    :data:`ASIDE_MAX` code points without a line break.
    """
    i = 0
    while True:
        j = i
        while j < len(following) and following[j] in CLOSERS:
            j += 1
        k = j + 1 if following[j : j + 1] in (" ", "\t") else j
        if following[k : k + 1] in _ASIDE_OPENERS:
            close = _close_of(following, k)
            if close is not None:
                i = close + 1
                continue
        return j


def _back_over_closers(text: str, pos: int, replaced_ends: Container[int]) -> int:
    """``pos`` moved back over closers, stopping at the end of a replacement."""
    while pos > 0 and pos not in replaced_ends and text[pos - 1] in CLOSERS:
        pos -= 1
    return pos


def _aside_head(text: str, opening: int, replaced_ends: Container[int]) -> int | None:
    """Where the word an aside opened at ``text[opening]`` is about ends, or None when there is none.

    Glued to the bracket ("홍길동(…)", "'동수상사'(…)", "A(남)(39세)"): any word or replacement (quotes and
    earlier asides between them are skipped).  Across one space ("A (…)"): only a replacement; an unchanged
    word there is often no head at all ("에게 (…)", "계좌 (…)"), and the particle then follows the bracket's
    content, as before this rule.
    """
    if opening > 0 and text[opening - 1] in " \t":
        h = opening - 1
        return h if _back_over_closers(text, h, replaced_ends) in replaced_ends else None
    m = _back_over_closers(text, opening, replaced_ends)
    if m in replaced_ends or (m > 0 and text[m - 1].isalnum()):
        return opening
    return None


def particle_owner(text: str, pos: int, replaced_ends: Container[int]) -> int:
    """End of the word that the particle starting at ``text[pos]`` agrees with (한글 맞춤법: a particle
    attaches to the word before it; a parenthetical aside does not change that word).

    Args:
        text: the original text.
        pos: offset of the particle's first syllable in ``text`` (code points).
        replaced_ends: end offsets (exclusive, code points into ``text``) of the spans that are replaced; the
            walk back stops at them, so a replacement whose own text ends in a bracket or quote is one word.

    Returns:
        An offset ``k <= pos``: closers before ``pos`` are skipped; after an aside bracket ")", "]", "）", "］"
        the walk continues before its opening bracket when a word or a replacement stands there (see
        :func:`_aside_head`), and otherwise into the bracket.  When ``k`` is in ``replaced_ends`` the particle
        must agree with that replacement; otherwise it agrees with unchanged text and stays as written.
        "A(여, 31세)는" from 는 → the end of A; "'D상사'(사업자등록번호 1 생략)는" → the end of 상사; "(A)가" → the
        end of A.  Never raises; an unbalanced bracket is skipped like a quote.
    """
    k = pos
    while k > 0 and k not in replaced_ends and text[k - 1] in CLOSERS:
        if text[k - 1] in _ASIDE_BRACKETS:
            opening = _open_of(text, k - 1)
            if opening is not None:
                head = _aside_head(text, opening, replaced_ends)
                if head is not None:
                    k = head
                    continue
        k -= 1
    return k


def particle_fix(replacement: str, following: str) -> tuple[int, int, str] | None:
    """The particle edit needed after ``replacement`` given the original ``following`` text.

    Args:
        replacement: the text that replaced a span (e.g. ``"A"``, ``"계좌번호 1 생략"``, ``"A식당"``).
        following: the original text right after the span; only the closers and asides at its start and the
            12 code points after them matter (the renderer passes ``ASIDE_MAX + 20``).  Closers and asides are
            skipped (:func:`_skip_aside`); whether the particle after an aside belongs to ``replacement`` is
            the caller's to check (:func:`particle_owner`).

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
        if written in _STEMS:
            if not tail or not _is_hangul_syllable(tail[0]):
                continue
        elif tail and _is_hangul_syllable(tail[0]):
            if written not in _CONTINUABLE or not tail.startswith(_CONTINUATIONS):
                continue
        wanted = {"vowel": after_vowel, "rieul": after_rieul, "consonant": after_cons}[fin]
        if wanted == written:
            return None
        return (p, p + len(written), wanted)
    return None
