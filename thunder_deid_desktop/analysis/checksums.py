"""Check digits of Korean identification numbers and payment cards, plus synthetic-number generators.

The validators take digit strings (ASCII ``0``-``9`` only, no separators) and never raise on wrong
content: a string of the wrong length or with non-digits is simply invalid (``False`` / ``None``).
The ``*_check_digit`` functions raise :class:`ValueError` on a malformed payload because they are
used to *build* numbers.

The generators take a :class:`random.Random` so training-data builds are reproducible. The numbers
they produce are synthetic: they satisfy the format and the check digit, nothing more.

Sources of the rules:

* 주민등록번호 (resident registration number): 주민등록법 시행규칙 별표 (number structure
  YYMMDD-GRRRRSC) and the 행정안전부 check-digit rule: weights 2,3,4,5,6,7,8,9,2,3,4,5 over the
  first twelve digits, check = (11 - sum % 11) % 10. Numbers assigned from October 2020 on have a
  random tail without a valid check digit (행정안전부, 주민등록번호 부여체계 개편, 2020-10-05).
* 외국인등록번호 (alien registration number): same structure with gender digit 5-8 (출입국관리법
  시행규칙). The legacy 법무부 check digit is (13 - sum % 11) % 10 with the same weights; some
  issuers used the resident rule, so :func:`rrn_checksum_valid` accepts either for digits 5-8.
* 사업자등록번호 (business registration number, NNN-NN-NNNNN): 국세청 사업자등록번호 검증 rule:
  weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus ``(d9 * 5) // 10``, check =
  (10 - sum % 10) % 10.
* 법인등록번호 (corporate registration number, NNNNNN-NNNNNNN): 상업등기규칙 / 법원행정처 rule:
  alternating weights 1,2 over the first twelve digits, check = (10 - sum % 10) % 10.
* Payment cards: ISO/IEC 7812-1 (issuer identification number prefixes, Luhn mod-10 check digit).
"""

from __future__ import annotations

import datetime as _dt
import random
import re

__all__ = [
    "RRN_WEIGHTS",
    "BUSINESS_WEIGHTS",
    "rrn_check_digit",
    "frn_check_digit",
    "rrn_checksum_valid",
    "rrn_birth_date",
    "rrn_gender_century",
    "business_check_digit",
    "business_number_valid",
    "corporate_check_digit",
    "corporate_number_valid",
    "luhn_check_digit",
    "luhn_valid",
    "card_brand",
    "generate_rrn",
    "generate_business_number",
    "generate_corporate_number",
    "generate_card_number",
]

RRN_WEIGHTS: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
BUSINESS_WEIGHTS: tuple[int, ...] = (1, 3, 7, 1, 3, 7, 1, 3, 5)

#: gender/century digit of an RRN -> (century base, foreigner?). 주민등록법 시행규칙: 1/2 born 1900-1999,
#: 3/4 born 2000-2099; 5-8 the same for foreigners; 9/0 (born 1800s) are not accepted here.
_GENDER_CENTURY: dict[str, tuple[int, bool]] = {
    "1": (1900, False),
    "2": (1900, False),
    "3": (2000, False),
    "4": (2000, False),
    "5": (1900, True),
    "6": (1900, True),
    "7": (2000, True),
    "8": (2000, True),
}


def _is_digits(s: str, n: int | None = None) -> bool:
    return s.isascii() and s.isdigit() and (n is None or len(s) == n)


def _need_digits(s: str, n: int, what: str) -> None:
    if not _is_digits(s, n):
        raise ValueError(f"{what}: expected {n} ASCII digits, got {len(s)} characters")


def _rrn_weighted_sum(first12: str) -> int:
    return sum(int(c) * w for c, w in zip(first12, RRN_WEIGHTS, strict=True))


def rrn_check_digit(first12: str) -> int:
    """Check digit of a resident registration number (행정안전부 rule).

    Args:
        first12: the first twelve digits (YYMMDD + gender + 5), ASCII, no hyphen.

    Returns:
        ``(11 - sum(d_i * w_i) % 11) % 10`` with weights 2,3,4,5,6,7,8,9,2,3,4,5.

    Raises:
        ValueError: ``first12`` is not twelve ASCII digits.
    """
    _need_digits(first12, 12, "rrn_check_digit")
    return (11 - _rrn_weighted_sum(first12) % 11) % 10


def frn_check_digit(first12: str) -> int:
    """Legacy check digit of an alien registration number (법무부 rule): ``(13 - sum % 11) % 10``.

    Same weights as :func:`rrn_check_digit`. Raises ValueError on a malformed payload.
    """
    _need_digits(first12, 12, "frn_check_digit")
    return (13 - _rrn_weighted_sum(first12) % 11) % 10


def rrn_gender_century(gender: str) -> tuple[int, bool] | None:
    """``(century_base, is_foreigner)`` of a gender digit ``"1"``-``"8"``; ``None`` otherwise."""
    return _GENDER_CENTURY.get(gender)


def rrn_birth_date(yymmdd: str, gender: str, today: _dt.date | None = None) -> _dt.date | None:
    """Birth date encoded by an RRN front part, or ``None`` when impossible.

    Args:
        yymmdd: six digits.
        gender: the seventh digit (``"1"``-``"8"``), which fixes the century.
        today: dates after it are impossible (default: :func:`datetime.date.today`).
    """
    info = rrn_gender_century(gender)
    if info is None or not _is_digits(yymmdd, 6):
        return None
    year = info[0] + int(yymmdd[:2])
    try:
        born = _dt.date(year, int(yymmdd[2:4]), int(yymmdd[4:6]))
    except ValueError:
        return None
    if born > (today or _dt.date.today()):
        return None
    return born


def rrn_checksum_valid(digits13: str) -> bool:
    """True when a 13-digit RRN / alien registration number has a valid check digit.

    Gender digits 5-8 (foreigners) accept the legacy alien rule or the resident rule. Does not check
    the date; see :func:`rrn_birth_date`.
    """
    if not _is_digits(digits13, 13):
        return False
    last = int(digits13[12])
    if rrn_check_digit(digits13[:12]) == last:
        return True
    return digits13[6] in "5678" and frn_check_digit(digits13[:12]) == last


def business_check_digit(first9: str) -> int:
    """Check digit of a 사업자등록번호 (국세청 rule).

    ``s = sum(d_i * w_i) + (d_9 * 5) // 10`` with weights 1,3,7,1,3,7,1,3,5; check = ``(10 - s % 10) % 10``.

    Raises:
        ValueError: ``first9`` is not nine ASCII digits.
    """
    _need_digits(first9, 9, "business_check_digit")
    s = sum(int(c) * w for c, w in zip(first9, BUSINESS_WEIGHTS, strict=True))
    s += (int(first9[8]) * 5) // 10
    return (10 - s % 10) % 10


def business_number_valid(digits10: str) -> bool:
    """True when ten digits form a 사업자등록번호 with a valid check digit and a non-zero tax-office code."""
    if not _is_digits(digits10, 10) or digits10[0] == "0":
        return False
    return business_check_digit(digits10[:9]) == int(digits10[9])


def corporate_check_digit(first12: str) -> int:
    """Check digit of a 법인등록번호: weights 1,2,1,2,...; ``(10 - sum % 10) % 10``.

    The products are added as they are (not digit-summed as in Luhn).

    Raises:
        ValueError: ``first12`` is not twelve ASCII digits.
    """
    _need_digits(first12, 12, "corporate_check_digit")
    s = sum(int(c) * (1 if i % 2 == 0 else 2) for i, c in enumerate(first12))
    return (10 - s % 10) % 10


def corporate_number_valid(digits13: str) -> bool:
    """True when thirteen digits form a 법인등록번호 with a valid check digit."""
    if not _is_digits(digits13, 13):
        return False
    return corporate_check_digit(digits13[:12]) == int(digits13[12])


def luhn_check_digit(payload: str) -> int:
    """Luhn (ISO/IEC 7812-1 Annex B) check digit to append to ``payload`` (ASCII digits).

    Raises:
        ValueError: ``payload`` is empty or has a non-digit.
    """
    if not _is_digits(payload) or not payload:
        raise ValueError("luhn_check_digit: payload must be ASCII digits")
    total = 0
    for i, c in enumerate(reversed(payload)):
        d = int(c)
        if i % 2 == 0:  # these positions are doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


#: ISO 6346 values of the letters of a container's owner code and category: A=10 up to Z=38, skipping the
#: multiples of 11 (11, 22, 33)
_ISO6346_LETTERS = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [v for v in range(10, 39) if v % 11], strict=True))


def container_check_digit(first10: str) -> int:
    """ISO 6346 check digit of a freight container's number from its first ten characters (three letters of the
    owner code, the category letter U, J or Z, six digits): each character's value (:data:`_ISO6346_LETTERS`, digits
    as themselves) times 2 to the power of its position, summed, modulo 11, then modulo 10 (ISO 6346:1995 Annex A;
    "CSQU305438" -> 3).

    Raises:
        ValueError: ``first10`` is not four capital letters and six ASCII digits.
    """
    if not re.fullmatch(r"[A-Z]{4}[0-9]{6}", first10):
        raise ValueError("container_check_digit: need four capital letters and six digits")
    total = sum((_ISO6346_LETTERS[c] if c.isalpha() else int(c)) << i for i, c in enumerate(first10))
    return total % 11 % 10


def container_number_valid(number: str) -> bool:
    """True when ``number`` (eleven characters, blanks and hyphens removed) is a container number whose ISO 6346
    check digit is right, with the category letter U, J or Z."""
    number = number.replace(" ", "").replace("-", "")
    if not re.fullmatch(r"[A-Z]{3}[UJZ][0-9]{7}", number):
        return False
    return container_check_digit(number[:10]) == int(number[10])


def luhn_valid(digits: str) -> bool:
    """True when ``digits`` (ASCII, at least two) pass the Luhn mod-10 check."""
    if not _is_digits(digits) or len(digits) < 2:
        return False
    return luhn_check_digit(digits[:-1]) == int(digits[-1])


def card_brand(digits: str) -> str | None:
    """Card scheme named by the issuer identification number (IIN) prefix and length, or ``None``.

    Prefix table (ISO/IEC 7812 registrations as published by the schemes): Visa 4 (13, 16, 19);
    Mastercard 51-55 and 2221-2720 (16); American Express 34, 37 (15); Diners Club 300-305, 36, 38, 39
    (14-16); Discover 6011, 644-649, 65 (16-19); JCB 3528-3589 (16-19); UnionPay 62 (16-19); Maestro
    50, 56-58, 67 (13-19); Korean domestic-only cards (BC 국내전용 and others) 9 (16).
    """
    if not _is_digits(digits):
        return None
    n = len(digits)
    p2, p3, p4 = int(digits[:2]), int(digits[:3]), int(digits[:4])
    if digits[0] == "4" and n in (13, 16, 19):
        return "visa"
    if (51 <= p2 <= 55 or 2221 <= p4 <= 2720) and n == 16:
        return "mastercard"
    if p2 in (34, 37) and n == 15:
        return "amex"
    if (300 <= p3 <= 305 or p2 in (36, 38, 39)) and 14 <= n <= 16:
        return "diners"
    if (p4 == 6011 or 644 <= p3 <= 649 or p2 == 65) and 16 <= n <= 19:
        return "discover"
    if 3528 <= p4 <= 3589 and 16 <= n <= 19:
        return "jcb"
    if p2 == 62 and 16 <= n <= 19:
        return "unionpay"
    if (p2 == 50 or 56 <= p2 <= 58 or p2 == 67) and 13 <= n <= 19:
        return "maestro"
    if digits[0] == "9" and n == 16:
        return "kr-domestic"
    return None


# ----------------------------------------------------------------------------------------------- generators


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def generate_rrn(
    rng: random.Random,
    *,
    foreigner: bool = False,
    birth: _dt.date | None = None,
    hyphen: bool = True,
) -> str:
    """A synthetic 주민등록번호 (or 외국인등록번호 when ``foreigner``) with a valid check digit.

    Args:
        rng: source of randomness.
        foreigner: gender digit 5-8 and the legacy alien check digit (법무부 rule).
        birth: birth date (default: uniform between 1940-01-01 and 2019-12-31, before the 2020 scheme).
        hyphen: ``"YYMMDD-GNNNNNC"`` when True, thirteen digits otherwise.

    Returns:
        14 characters with hyphen, 13 without.

    Raises:
        ValueError: ``birth`` is before 1900 or after 2099.
    """
    if birth is None:
        lo, hi = _dt.date(1940, 1, 1).toordinal(), _dt.date(2019, 12, 31).toordinal()
        birth = _dt.date.fromordinal(rng.randint(lo, hi))
    if not 1900 <= birth.year <= 2099:
        raise ValueError("generate_rrn: birth year must be 1900-2099")
    male = rng.random() < 0.5
    gender = (1 if male else 2) + (2 if birth.year >= 2000 else 0) + (4 if foreigner else 0)
    # 4-digit registration office code (region 00-95 + office) + 1-digit serial
    tail = f"{rng.randint(0, 95):02d}" + _digits(rng, 3)
    first12 = birth.strftime("%y%m%d") + str(gender) + tail
    check = frn_check_digit(first12) if foreigner else rrn_check_digit(first12)
    number = first12 + str(check)
    return f"{number[:6]}-{number[6:]}" if hyphen else number


def generate_business_number(rng: random.Random, *, hyphen: bool = True) -> str:
    """A synthetic 사업자등록번호 ``"NNN-NN-NNNNN"`` with a valid check digit.

    Tax office code 101-899, type code 01-99, random serial.
    Returns 12 characters with hyphens, 10 digits without.
    """
    first9 = f"{rng.randint(101, 899)}{rng.randint(1, 99):02d}" + _digits(rng, 4)
    number = first9 + str(business_check_digit(first9))
    return f"{number[:3]}-{number[3:5]}-{number[5:]}" if hyphen else number


#: registry office codes (상업등기소 관할 코드, first four digits) and company types (두 자리) seen on
#: published 법인등록번호; used only to make generated numbers look plausible.
_CORP_OFFICES = tuple("1101 1301 1201 1311 1358 1601 1701 1801 2001 2301 1501 1345".split())
_CORP_TYPES = ("11", "11", "11", "12", "13", "14", "21", "22", "71", "84")


def generate_corporate_number(rng: random.Random, *, hyphen: bool = True) -> str:
    """A synthetic 법인등록번호 ``"NNNNNN-NNNNNNN"`` (office code + type + serial) with a valid check digit.

    Returns 14 characters with hyphen, 13 digits without.
    """
    first12 = rng.choice(_CORP_OFFICES) + rng.choice(_CORP_TYPES) + "0" + _digits(rng, 5)
    number = first12 + str(corporate_check_digit(first12))
    return f"{number[:6]}-{number[6:]}" if hyphen else number


_CARD_PREFIXES: dict[str, tuple[tuple[str, ...], int]] = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55", "2221", "2720"), 16),
    "amex": (("34", "37"), 15),
    "jcb": (("3528", "3540", "3589"), 16),
    "unionpay": (("62",), 16),
    "kr-domestic": (("94", "95"), 16),
}


def generate_card_number(rng: random.Random, *, brand: str | None = None, sep: str = "-") -> str:
    """A synthetic card number passing Luhn with a real IIN prefix, grouped with ``sep``.

    Args:
        rng: source of randomness.
        brand: one of ``visa``, ``mastercard``, ``amex``, ``jcb``, ``unionpay``, ``kr-domestic``
            (default: random).
        sep: group separator (``"-"``, ``" "`` or ``""``); groups are 4-4-4-4, or 4-6-5 for amex.

    Raises:
        ValueError: unknown ``brand``.
    """
    if brand is None:
        brand = rng.choice(sorted(_CARD_PREFIXES))
    if brand not in _CARD_PREFIXES:
        raise ValueError(f"generate_card_number: unknown brand {brand!r}")
    prefixes, length = _CARD_PREFIXES[brand]
    prefix = rng.choice(prefixes)
    payload = prefix + _digits(rng, length - 1 - len(prefix))
    number = payload + str(luhn_check_digit(payload))
    cuts = (4, 10, 15) if length == 15 else (4, 8, 12, 16)
    groups, prev = [], 0
    for c in cuts:
        groups.append(number[prev:c])
        prev = c
    return sep.join(groups)
