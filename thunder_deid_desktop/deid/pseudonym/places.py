"""Pseudonyms of addresses below the district (the ``address_below`` pool): a lot address or a building/unit
number gets one of the same shape, anything else a road address."""

from __future__ import annotations

import random
import re

from faker import Faker

#: place-name stems that many villages, neighbourhoods and towns across the country share (신기리, 송정동, …)
_PLACE_STEMS = (
    "신기", "송정", "신흥", "대곡", "용정", "월산", "내곡", "신평", "상촌", "중촌", "금곡", "도화", "장암", "송림",
    "오산", "석정", "평촌", "덕산", "용암", "신촌",
)  # fmt: skip
#: words after a building, unit or floor number, longest first (as the renderer's ``UNIT_WORDS``)
_UNIT_WORDS = ("호실", "번지", "라인", "단지", "블록", "구역", "호", "동", "층", "번", "실")
_UNIT = re.compile(r"(지하|[A-Za-z])?([0-9]+)(?:-([0-9]+))?(" + "|".join(_UNIT_WORDS) + ")")
_LOT = re.compile(r"(산[ ]?)?([0-9]+)(?:-([0-9]+))?(번지)?")
_PLACE = re.compile(r"([가-힣]+?)([0-9]*)(읍|면|리|동|가)")
#: the syllables (가나다 order) and letters that name the buildings of a complex ("가동", "나동", "A동")
_BUILDING_SYLLABLES = "가나다라마바사아자차카타파하"
_BUILDING = re.compile(r"([" + _BUILDING_SYLLABLES + r"]|[A-Za-z])동")


def _same_digits(number: str, rng: random.Random) -> str:
    """A random number with as many digits as ``number``, the first 1-9."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in number[1:])


def below(original: str, rng: random.Random) -> str | None:
    """A lot address or a building/unit number shaped like ``original``, or None for any other shape.

    Read word by word: a place word ending in 읍, 면, 리, 동 or 가 ("오포읍", "신현리", "종로1가") gets a common
    stem (:data:`_PLACE_STEMS`, not the original's) with the same ending; a lot number ("457-12", "산12-3",
    "123번지") and a building or unit number ("456동", "789호", "B1층", "지하1층") get new numbers with as many
    digits (a 호 of three or more digits ends in 01-08, a unit of its floor); a building named by a syllable
    or a letter ("가동", "A동") gets another of the first eight.  "오포읍 신현리 457-12" ->
    "도화읍 송림리 815-37", "456동 789호" -> "203동 504호", "3504호" -> "1702호".  A road word (…로, …길) or
    anything else makes the original another shape (None: the caller draws a road address).
    """
    pieces = re.split(r"(\s+)", original.strip())
    if not pieces or not pieces[0]:
        return None
    out: list[str] = []
    for i, word in enumerate(pieces):
        if i % 2:
            out.append(word)
            continue
        comma = "," if word.endswith(",") else ""
        word = word.removesuffix(",")
        if m := _UNIT.fullmatch(word):
            prefix, main, sub, unit = m.groups()
            if unit == "호" and len(main) >= 3 and not sub:
                new = _same_digits(main[:-2], rng) + f"0{rng.randint(1, 8)}"
            else:
                new = _same_digits(main, rng)
            out.append((prefix or "") + new + (f"-{_same_digits(sub, rng)}" if sub else "") + unit + comma)
        elif m := _LOT.fullmatch(word):
            mountain, main, sub, bunji = m.groups()
            sub_new = f"-{_same_digits(sub, rng)}" if sub else ""
            out.append((mountain or "") + _same_digits(main, rng) + sub_new + (bunji or "") + comma)
        elif word == "산":  # "산 12-3": a mountain lot
            out.append(word + comma)
        elif m := _BUILDING.fullmatch(word):
            letters = "ABCDEFGH" if m.group(1).isascii() else _BUILDING_SYLLABLES[:8]
            out.append(rng.choice([c for c in letters if c != m.group(1).upper()]) + "동" + comma)
        elif m := _PLACE.fullmatch(word):
            stem, digits, suffix = m.groups()
            stems = [s for s in _PLACE_STEMS if s != stem] or list(_PLACE_STEMS)
            number = str(rng.randint(1, 5)) if digits else ""
            out.append(rng.choice(stems) + number + suffix + comma)
        else:
            return None
    return "".join(out)


def address(original: str, rng: random.Random, fake: Faker) -> str:
    """The ``address_below`` pool: a lot or unit of the original's shape (:func:`below`), else a road address
    ("언주로 201", faker ko_KR road name)."""
    shaped = below(original, rng)
    return shaped if shaped is not None else f"{fake.road_name()}로 {rng.randint(1, 300)}"
