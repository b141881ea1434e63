"""Pseudonyms of numbers: phone numbers and resident registration numbers in the original's format, account
and vehicle numbers, and the ``number`` pool (the original's punctuation, new digits)."""

from __future__ import annotations

import random
import re

from thunder_deid_desktop.analysis.checksums import frn_check_digit, rrn_check_digit

_DIGITS = frozenset("0123456789０１２３４５６７８９")


def _is_digit(c: str) -> bool:
    """True for one ASCII or full-width decimal digit (how judgments write numbers)."""
    return c in _DIGITS


def _digit_value(c: str) -> str:
    """The ASCII digit of a digit :func:`_is_digit` accepts ("３" -> "3")."""
    return str(int(c))


# --- phone numbers ---

#: national prefixes kept by the ``phone`` pool, matched at the start of the original's digits: Seoul 02, the
#: area codes 031-033, 041-044, 051-055, 061-064, mobile 010/011/016-019, internet telephony 070, toll-free 080,
#: personal numbers 0502-0508 (전기통신번호관리세칙 번호체계) and the 8-digit nationwide service numbers 15xx,
#: 16xx, 18xx ("1588-1234")
PHONE_PREFIX = re.compile(
    r"02|0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])|01[016789]|070|080|050[2-8]|1[568][0-9]{2}(?=[0-9]{4}$)"
)


def phone(original: str, rng: random.Random) -> str:
    """A phone number shaped like ``original``: ``"02-123-4567"`` -> ``"02-xxx-xxxx"``.

    The original's recognised prefix (:data:`PHONE_PREFIX`, also after "+82": "+82-10-…" keeps "82" and "10")
    and every non-digit character (hyphens, brackets, spaces, mask characters "010-****-5678") stay; every other
    digit is new, the first of them 2-9 (a subscriber number never begins with 0 or 1).  An original with digits
    but no recognised prefix ("123-4567", a local number written without its area code) gets new digits
    everywhere, the first 2-9: the same length and punctuation, so no kind of number is invented.  An original
    without digits, or with nothing after its prefix, gets a mobile number "010-xxxx-xxxx".
    """
    digits = "".join(_digit_value(c) for c in original if _is_digit(c))
    keep = 0
    if original.lstrip().startswith("+") and digits.startswith("82"):
        if m := PHONE_PREFIX.match("0" + digits[2:]):
            keep = 2 + len(m.group()) - 1
    elif m := PHONE_PREFIX.match(digits):
        keep = len(m.group())
    if not digits or (keep and keep == len(digits)):
        return f"010-{rng.randint(2000, 9999)}-{rng.randint(0, 9999):04d}"
    out, k = [], 0
    for c in original:
        if not _is_digit(c):
            out.append(c)
            continue
        if k < keep:
            out.append(digits[k])
        else:
            out.append(str(rng.randint(2, 9) if k == keep else rng.randint(0, 9)))
        k += 1
    return "".join(out)


# --- resident registration numbers ---

#: characters that hide a digit of a resident registration number as published ("800101-2******", "80○○○○-1")
RRN_MASKS = frozenset("*＊xX×○●◯◎□■?？#")


def rrn(original: str, rng: random.Random) -> str:
    """A resident registration number (주민등록번호) shaped like ``original``, with a wrong check digit.

    Why wrong: a synthetic number must never be a real person's.  Every number assigned before October 2020
    satisfies the 행정안전부 mod-11 check digit (:func:`~thunder_deid_desktop.analysis.checksums.rrn_check_digit`;
    foreigners' numbers the 법무부 rule, :func:`~thunder_deid_desktop.analysis.checksums.frn_check_digit`), so a
    number that fails both cannot be one of them; the birth date drawn is before 2020 (1950-1999 for the
    century digits 1, 2, 5, 6, 9, 0; 2000-2019 for 3, 4, 7, 8), before the random-tail numbers of the 2020 scheme
    (행정안전부, 주민등록번호 부여체계 개편, 2020-10-05).  Not covered: a person whose number was reassigned
    under the new scheme after October 2020 (주민등록번호 변경, rare).

    Shape: the original's characters are read as slots (a digit or a mask character of :data:`RRN_MASKS`) and
    separators.  The seventh slot's digit (sex and century) is kept; every other digit slot gets the digit of
    the synthetic number at that place (a random digit past the thirteenth); masked slots and separators stay
    as written ("800101-2******" -> "YYMMDD-2******").  An original without a digit gets "YYMMDD-GNNNNNC"
    (G 1 or 2).
    """
    slots = [c for c in original if _is_digit(c) or c in RRN_MASKS]
    gender = _digit_value(slots[6]) if len(slots) > 6 and _is_digit(slots[6]) else rng.choice("12")
    year = rng.randint(0, 19) if gender in "3478" else rng.randint(50, 99)
    first12 = f"{year:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{gender}{rng.randint(0, 99999):05d}"
    wrong = [d for d in range(10) if d not in (rrn_check_digit(first12), frn_check_digit(first12))]
    full = f"{first12}{rng.choice(wrong)}"
    if not any(_is_digit(c) for c in slots):
        return f"{full[:6]}-{full[6:]}"
    out, k = [], 0
    for c in original:
        if _is_digit(c):
            out.append(full[k] if k < len(full) else str(rng.randint(0, 9)))
        else:
            out.append(c)
        if _is_digit(c) or c in RRN_MASKS:
            k += 1
    return "".join(out)


# --- accounts, vehicles, other numbers ---

#: the Hangul syllables of a vehicle registration plate ("12가3456")
_HANGUL_PLATE = "가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호"


def account(rng: random.Random) -> str:
    """An account number "NNN-NN-NNNNNN"."""
    return f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(0, 999999):06d}"


def vehicle(rng: random.Random) -> str:
    """A vehicle registration number "NN가NNNN" or "NNN가NNNN"."""
    return f"{rng.randint(10, 399)}{rng.choice(_HANGUL_PLATE)}{rng.randint(1000, 9999)}"


def renumber(original: str, rng: random.Random) -> str:
    """``original`` with every digit (:meth:`str.isdigit`) replaced by a random ASCII digit: the same length
    and punctuation, new digits (the ``number`` pool)."""
    out = [str(rng.randint(0, 9)) if c.isdigit() else c for c in original]
    return "".join(out)
