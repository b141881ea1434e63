"""Realistic, reproducible replacements for the ``pseudonym`` policy (research copies).

Every draw is a function of (policy seed, pool, label, the entity's key, attempt number, the sex hint of a
``name`` draw) and of the original's shape (its length, punctuation, masked places and kept prefix, see the
pools below) only, so the same document and policy always give the same output and one entity keeps one
pseudonym.  A draw equal to the original, containing it, or already used by another entity of the document is
redrawn.

Pools: ``mentions`` (the replacement list of the label: the lists shipped with the application,
``resources/replacement_lists/entity_mentions.json``, a copy of the Thunder-DeID release's lists, CC BY-NC-SA 4.0,
their raw labels normalized through the taxonomy as the training command and the list store do; a generated
company-like name when the label has no list), and generators

* ``name``: faker ko_KR surname + given name; a male or a female given name when the text writes the person's
  sex right after a mention ("박성호(여, 45세)", :func:`sex_hint`);
* ``address_below``, ``account``, ``vehicle``, ``email`` (``example.com`` only), ``date``;
* ``phone``: format-preserving (:func:`_phone`): the original's area code, mobile or service prefix ("02",
  "051", "010", "070", "1588") and punctuation are kept, the other digits are new;
* ``rrn``: a resident registration number whose check digit is deliberately *wrong* and birth date before 2020
  (:func:`_rrn`), so it is never a number issued under the checksummed scheme (every one before October 2020);
  the original's seventh (sex and century) digit, separators and masked places are kept;
* ``number``: format-preserving: same length and punctuation, new digits.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable
from functools import lru_cache

from faker import Faker

from thunder_deid_desktop.analysis.checksums import frn_check_digit, rrn_check_digit
from thunder_deid_desktop.paths import resource_dir
from thunder_deid_desktop.taxonomy import get_taxonomy

_HANGUL_PLATE = "가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호"


#: The replacement lists shipped with the application (see ``resources/replacement_lists/SOURCE.md``).
LISTS_PATH = resource_dir() / "replacement_lists" / "entity_mentions.json"


@lru_cache(maxsize=1)
def _mentions() -> dict[str, list[str]]:
    """``{fine label: [mention, ...]}`` of :data:`LISTS_PATH`, raw labels normalized through the taxonomy (the
    lists of raw labels with one canonical label joined, in file order, without repeats); empty when the file
    is missing or unreadable (every ``mentions`` draw then falls back to a generated name)."""
    try:
        data = json.loads(LISTS_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    tax = get_taxonomy()
    out: dict[str, dict[str, None]] = {}
    for raw, items in data.items():
        if isinstance(items, list):
            bucket = out.setdefault(tax.normalize(raw), {})
            bucket.update((m, None) for m in items if isinstance(m, str) and m.strip())
    return {label: list(items) for label, items in out.items() if items}


@lru_cache(maxsize=1)
def _faker() -> Faker:
    return Faker("ko_KR")


def has_list(label: str) -> bool:
    """True when the shipped replacement lists have mentions for the fine label ``label``."""
    return bool(_mentions().get(label))


#: the values of a sex hint (:func:`sex_hint`, :func:`draw`)
SEXES = ("male", "female")

#: a sex written right after a person's mention, the way judgments give it at the first mention: "박성호(여, 45세)",
#: "김민수 (남)", "(여자,20세)", "(남성, 39세)"; "(남편 …)" or "(여동생)" is no sex note (the word must end at "," or ")")
_SEX_NOTE = re.compile(r"[ \t]?[(（][ \t]*(남자|남성|남|여자|여성|여)[ \t]*[,，)）]")
_SEX_OF = {"남": "male", "남자": "male", "남성": "male", "여": "female", "여자": "female", "여성": "female"}


def sex_hint(text: str, ends: Iterable[int]) -> str | None:
    """The sex written in ``text`` right after the mentions of one person, for a ``name`` draw.

    Args:
        text: the document text.
        ends: end offsets (code points) of the person's mentions in ``text``.

    Returns:
        ``"male"`` or ``"female"`` when at least one mention is followed (after at most one space or tab) by a
        parenthesis beginning with 남/남자/남성 or 여/여자/여성 and then "," or ")" ("박성호(여, 45세)": the way
        judgments note a party's sex and age at the first mention), and no mention is followed by the other
        sex; ``None`` when no mention has such a note or the notes disagree.

    Raises:
        Nothing: offsets outside ``text`` find no note.
    """
    found: set[str] = set()
    for end in ends:
        if 0 <= end <= len(text) and (m := _SEX_NOTE.match(text, end)):
            found.add(_SEX_OF[m.group(1)])
    return found.pop() if len(found) == 1 else None


_DIGITS = frozenset("0123456789０１２３４５６７８９")


def _is_digit(c: str) -> bool:
    """True for one ASCII or full-width decimal digit (how judgments write numbers)."""
    return c in _DIGITS


def _digit_value(c: str) -> str:
    """The ASCII digit of a digit :func:`_is_digit` accepts ("３" -> "3")."""
    return str(int(c))


#: national prefixes kept by the ``phone`` pool, matched at the start of the original's digits: Seoul 02, the
#: area codes 031-033, 041-044, 051-055, 061-064, mobile 010/011/016-019, internet telephony 070, toll-free 080,
#: personal numbers 0502-0508 (전기통신번호관리세칙 번호체계) and the 8-digit nationwide service numbers 15xx,
#: 16xx, 18xx ("1588-1234")
_PHONE_PREFIX = re.compile(
    r"02|0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])|01[016789]|070|080|050[2-8]|1[568][0-9]{2}(?=[0-9]{4}$)"
)


def _phone(original: str, rng: random.Random) -> str:
    """A phone number shaped like ``original``: ``"02-123-4567"`` -> ``"02-xxx-xxxx"``.

    The original's recognised prefix (:data:`_PHONE_PREFIX`, also after "+82": "+82-10-…" keeps "82" and "10")
    and every non-digit character (hyphens, brackets, spaces, mask characters "010-****-5678") stay; every other
    digit is new, the first of them 2-9 (a subscriber number never begins with 0 or 1).  An original with digits
    but no recognised prefix ("123-4567", a local number written without its area code) gets new digits
    everywhere, the first 2-9: the same length and punctuation, so no kind of number is invented.  An original
    without digits, or with nothing after its prefix, gets a mobile number "010-xxxx-xxxx".
    """
    digits = "".join(_digit_value(c) for c in original if _is_digit(c))
    keep = 0
    if original.lstrip().startswith("+") and digits.startswith("82"):
        if m := _PHONE_PREFIX.match("0" + digits[2:]):
            keep = 2 + len(m.group()) - 1
    elif m := _PHONE_PREFIX.match(digits):
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


#: characters that hide a digit of a resident registration number as published ("800101-2******", "80○○○○-1")
_RRN_MASKS = frozenset("*＊xX×○●◯◎□■?？#")


def _rrn(original: str, rng: random.Random) -> str:
    """A resident registration number (주민등록번호) shaped like ``original``, with a wrong check digit.

    Why wrong: a synthetic number must never be a real person's.  Every number assigned before October 2020
    satisfies the 행정안전부 mod-11 check digit (:func:`~thunder_deid_desktop.analysis.checksums.rrn_check_digit`;
    foreigners' numbers the 법무부 rule, :func:`~thunder_deid_desktop.analysis.checksums.frn_check_digit`), so a
    number that fails both cannot be one of them; the birth date drawn is before 2020 (1950-1999 for the
    century digits 1, 2, 5, 6, 9, 0; 2000-2019 for 3, 4, 7, 8), before the random-tail numbers of the 2020 scheme
    (행정안전부, 주민등록번호 부여체계 개편, 2020-10-05).  Not covered: a person whose number was reassigned
    under the new scheme after October 2020 (주민등록번호 변경, rare).

    Shape: the original's characters are read as slots (a digit or a mask character of :data:`_RRN_MASKS`) and
    separators.  The seventh slot's digit (sex and century) is kept; every other digit slot gets the digit of
    the synthetic number at that place (a random digit past the thirteenth); masked slots and separators stay
    as written ("800101-2******" -> "YYMMDD-2******").  An original without a digit gets "YYMMDD-GNNNNNC"
    (G 1 or 2).
    """
    slots = [c for c in original if _is_digit(c) or c in _RRN_MASKS]
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
        if _is_digit(c) or c in _RRN_MASKS:
            k += 1
    return "".join(out)


def _generate(pool: str, label: str, original: str, rng: random.Random, sex: str | None = None) -> str:
    fake = _faker()
    fake.seed_instance(rng.randrange(2**31))
    if pool == "name":
        if sex == "male":
            return fake.last_name() + fake.first_name_male()
        if sex == "female":
            return fake.last_name() + fake.first_name_female()
        return fake.last_name() + fake.first_name()
    if pool == "address_below":
        return f"{fake.road_name()}로 {rng.randint(1, 300)}"
    if pool == "phone":
        return _phone(original, rng)
    if pool == "account":
        return f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(0, 999999):06d}"
    if pool == "vehicle":
        return f"{rng.randint(10, 399)}{rng.choice(_HANGUL_PLATE)}{rng.randint(1000, 9999)}"
    if pool == "rrn":
        return _rrn(original, rng)
    if pool == "email":
        return f"{fake.user_name()}@example.com"
    if pool == "date":
        return f"{rng.randint(1950, 2005)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}."
    if pool == "number" or (pool == "mentions" and any(c.isdigit() for c in original)):
        out = [str(rng.randint(0, 9)) if c.isdigit() else c for c in original]
        return "".join(out)
    if pool == "mentions":
        items = _mentions().get(label)
        if items:
            return rng.choice(items)
        return fake.company().split()[-1]
    raise ValueError(f"unknown pseudonym pool {pool!r}")


def draw(
    seed: int, pool: str, label: str, key: str, original: str, used: set[str], sex: str | None = None
) -> str:
    """A pseudonym for one entity; adds it to ``used``.

    Args:
        seed: the policy's seed.
        pool: see module docstring.
        label: the entity's fine label (selects the replacement list).
        key: the entity's grouping key (so the draw does not depend on which mention comes first).
        original: the text being replaced (the draw never equals or contains it, nor is contained in it; the
            ``phone``, ``rrn`` and ``number`` pools take its shape and keep its prefix or seventh digit).
        used: strings a draw must not equal: pseudonyms already given in this document, and (as the renderer
            fills it) every original mention and entity key of the document.
        sex: ``"male"``, ``"female"`` or None: the sex the text writes for the person (:func:`sex_hint`); a
            ``name`` draw then gives a given name of that sex (faker ko_KR ``first_name_male`` /
            ``first_name_female``). Part of the draw's seed when given, so a draw without it is unchanged.

    Returns:
        The pseudonym (a string; the ``phone``, ``rrn`` and ``number`` pools keep the original's punctuation).

    Raises:
        ValueError: unknown pool, or ``sex`` not one of :data:`SEXES` nor None.
    """
    if sex is not None and sex not in SEXES:
        raise ValueError(f"sex must be one of {SEXES} or None, not {sex!r}")
    hint = f"|{sex}" if sex is not None else ""
    candidate = ""
    for attempt in range(50):
        rng = random.Random(f"{seed}|{pool}|{label}|{key}|{attempt}{hint}")
        candidate = _generate(pool, label, original, rng, sex)
        if candidate and candidate not in used and candidate not in original and original not in candidate:
            break
    else:
        candidate = f"{candidate}{len(used) + 1}"
    used.add(candidate)
    return candidate
