"""Realistic, reproducible replacements for the ``pseudonym`` policy (research copies).

Every draw is a function of (policy seed, pool, label, the entity's key, attempt number, the sex hint of a
``name`` draw) and of the original's shape (its length, punctuation, masked places, kept prefix, script and
number of words, see the pools below; a date's value, which the ``date`` pool shifts) only, so the same document
and policy always give the same output and one entity keeps one pseudonym.  A draw equal to the original, containing it, or already used by another entity of the document is
redrawn.

Pools: ``mentions`` (the replacement list of the label: the lists shipped with the application,
``resources/replacement_lists/entity_mentions.json``, a copy of the Thunder-DeID release's lists, CC BY-NC-SA 4.0,
their raw labels normalized through the taxonomy as the training command and the list store do; a generated
company-like name when the label has no list), and generators

* ``name``: faker ko_KR surname + given name; a male or a female given name when the text writes the person's
  sex right after a mention ("박성호(여, 45세)", :func:`sex_hint`);
* ``address_below``: a lot address ("신현리 457-12") or a building/unit number ("456동 789호", "3504호") gets
  one of the same shape (:func:`_below`), anything else a road address ("언주로 201");
* ``date``: the original's date shifted by a bounded random offset, in its written format ("(2015. 9. 10.생)"
  -> "(2016. 3. 2.생)", :func:`_date`); an original that is no date gets a date of 1950-2005;
* ``account``, ``vehicle``, ``email`` (``example.com`` only, RFC 2606);
* ``phone``: format-preserving (:func:`_phone`): the original's area code, mobile or service prefix ("02",
  "051", "010", "070", "1588") and punctuation are kept, the other digits are new;
* ``rrn``: a resident registration number whose check digit is deliberately *wrong* and birth date before 2020
  (:func:`_rrn`), so it is never a number issued under the checksummed scheme (every one before October 2020);
  the original's seventh (sex and century) digit, separators and masked places are kept;
* ``number``: format-preserving: same length and punctuation, new digits.

Generators that no policy pool names, chosen by label and by the original's shape (:func:`generator_for`):
``url`` (a documentation host, RFC 2606: :func:`_url`), ``ip`` (documentation addresses, RFC 5737 and RFC 3849:
:func:`_ip`), ``foreign_name`` (the shipped lists of foreign names, in the original's script:
:func:`_foreign_name`) and ``handle`` (IDs and nicknames: :func:`_handle`).
"""

from __future__ import annotations

import datetime as dt
import ipaddress
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


# --- shape and label dispatch (new-user trial, pseudonym policy: URLs, IP addresses, foreign names, IDs) ---

_HANGUL = re.compile(r"[가-힣]")
#: a Latin-letter person's name: words of letters (with . ' -), each starting with a capital ("John Smith",
#: "SANTOS Maria", "O'Brien"); a lowercase word ("john") or one with digits or "_" is an ID, not a name
_LATIN_NAME = re.compile(r"[A-Z][A-Za-z.'\-]*(?: [A-Z][A-Za-z.'\-]*)*")
#: an ID written in ASCII (아이디, 계정): letters, digits, "_", "." and "-", after an optional "@"
_ASCII_ID = re.compile(r"[@＠]?[A-Za-z0-9_.\-]+")
#: an e-mail address (RFC 5322 dot-atom local part, simplified)
_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+")
#: a URL with a scheme ("http://", "https://", RFC 3986 scheme syntax) or a "www." host
_URL_START = re.compile(r"(?i)(?:[a-z][a-z0-9+.\-]*://|www\.)\S+")
#: a bare domain with an optional path ("dongsoo-shop.co.kr/login"): two or more labels, the last a TLD of
#: :data:`_BARE_TLDS` or a two-letter country code not in :data:`_FILE_EXTENSIONS`
_BARE_DOMAIN = re.compile(r"(?i)((?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+([a-z]{2,}))(?:[/?#:]\S*)?")
_BARE_TLDS = frozenset(
    "com net org edu gov info biz xyz shop site online store app dev io me tv kr co blog club".split()
)
#: two-letter endings of file names more often than of domains ("report.js" is no URL)
_FILE_EXTENSIONS = frozenset("js py rs go md sh db gz xz pl rb cs hs".split())


def _tier3(label: str) -> str:
    """The tier-3 id of a fine label in the project taxonomy; "" for a label the taxonomy does not know."""
    try:
        return get_taxonomy().tiers(label)[0]
    except KeyError:
        return ""


def _is_url(original: str) -> bool:
    """True when ``original`` (stripped) is written as a URL: a scheme or "www." host (:data:`_URL_START`), or
    a bare domain name with a known top-level domain, optionally followed by a path (:data:`_BARE_DOMAIN`)."""
    s = original.strip()
    if _URL_START.fullmatch(s):
        return True
    m = _BARE_DOMAIN.fullmatch(s)
    if not m:
        return False
    tld = m.group(2).lower()
    return tld in _BARE_TLDS or (len(tld) == 2 and tld not in _FILE_EXTENSIONS)


def _is_ip(original: str) -> bool:
    """True when ``original`` (stripped) is an IPv4 or IPv6 address as :mod:`ipaddress` reads it."""
    try:
        ipaddress.ip_address(original.strip())
    except ValueError:
        return False
    return True


# --- URLs ---

#: the second-level domains reserved for documentation by RFC 2606 (section 3)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
#: the top-level domain reserved for documentation by RFC 2606 (section 2)
EXAMPLE_TLD = "example"
#: generic words for generated host labels, path segments and fragments (a word that occurs in the original,
#: case-insensitively, is never drawn)
_URL_WORDS = (
    "board", "blog", "cafe", "community", "forum", "home", "info", "item", "list", "mall", "market", "news",
    "notice", "page", "post", "product", "service", "shop", "store", "view",
)  # fmt: skip
#: generic query keys
_URL_KEYS = ("id", "idx", "no", "num", "p", "page", "q", "ref", "sort", "type", "uid", "v")


def _word(words: tuple[str, ...], original: str, rng: random.Random) -> str:
    """One of ``words`` that does not occur in ``original`` (case-insensitive); any of them when all do."""
    low = original.lower()
    free = [w for w in words if w not in low]
    return rng.choice(free or list(words))


def _reshape(value: str, rng: random.Random) -> str:
    """``value`` with every ASCII letter replaced by a random letter of the same case, every other letter
    (Hangul, …) by a random lowercase ASCII letter and every ASCII digit by a random digit (the first of a run
    of two or more by 1-9); any other character ("_", ".", "-", "%") stays: "hds88" -> "kqm41", "hds_1988" ->
    "xpa_5203"."""
    out: list[str] = []
    for i, c in enumerate(value):
        if "a" <= c <= "z":
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz"))
        elif "A" <= c <= "Z":
            out.append(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        elif c.isascii() and c.isdigit():
            lead = (i == 0 or not value[i - 1].isdigit()) and i + 1 < len(value) and value[i + 1].isdigit()
            out.append(str(rng.randint(1, 9) if lead else rng.randint(0, 9)))
        elif c.isalpha():
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz"))
        else:
            out.append(c)
    return "".join(out)


def _url_value(value: str, original: str, rng: random.Random) -> str:
    """A query value for :func:`_url`: ``value`` reshaped (:func:`_reshape`) when it is plain ASCII letters,
    digits, "_", "." or "-" ("hds88" -> "qbz41"), else a generic word (a percent-encoded or Hangul value)."""
    if re.fullmatch(r"[A-Za-z0-9_.\-]*", value):
        return _reshape(value, rng)
    return _word(_URL_WORDS, original, rng)


def _url(original: str, rng: random.Random) -> str:
    """A URL whose host is a documentation domain (RFC 2606) and whose path and query carry nothing written in
    ``original``: "http://www.dongsoo-shop.co.kr/login?id=hds88" -> "http://www.example.org/notice?page=qbz41".

    Kept: the scheme ("http://", "https://", any RFC 3986 scheme) and a "www." before the host.  The host
    becomes ``example.com``, ``example.org`` or ``example.net`` (RFC 2606 section 3), or ``<word>.example`` (the
    reserved TLD, section 2), so the generated address can name no one's site.  The path keeps its number of
    segments and a trailing "/": a segment of digits gets new digits of the same length, any other a generic
    word (:data:`_URL_WORDS`, never one written in the original); the query keeps its number of parameters,
    each with a generic key (:data:`_URL_KEYS`) and the value reshaped letter for letter and digit for digit
    (:func:`_url_value`); a fragment gets a generic word.  User information and port are dropped.  An original
    that is no URL at all ("네이버 블로그") gets "https://www.<domain>/<word>".
    """
    s = original.strip()
    m = re.match(r"(?i)[a-z][a-z0-9+.\-]*://", s)
    scheme = m.group() if m else ""
    rest = s[len(scheme) :]
    cut = next((i for i, c in enumerate(rest) if c in "/?#"), len(rest))
    host, tail = rest[:cut], rest[cut:]
    host = host.rsplit("@", 1)[-1]
    if not (scheme or _is_url(s)):
        return f"https://www.{rng.choice(EXAMPLE_DOMAINS)}/{_word(_URL_WORDS, s, rng)}"
    www = "www." if host.lower().startswith("www.") else ""
    if not www and rng.random() < 0.3:
        new_host = f"{_word(_URL_WORDS, s, rng)}.{EXAMPLE_TLD}"
    else:
        new_host = www + rng.choice(EXAMPLE_DOMAINS)
    path, _, fragment = tail.partition("#")
    path, qmark, query = path.partition("?")
    segments = []
    for seg in path.split("/")[1:]:
        if not seg:
            segments.append("")
        elif seg.isascii() and seg.isdigit():
            segments.append(_reshape(seg, rng))
        else:
            segments.append(_word(_URL_WORDS, s, rng))
    out = scheme + new_host + "".join("/" + seg for seg in segments)
    if qmark:
        params = []
        for part in query.split("&"):
            key, eq, value = part.partition("=")
            new_key = _word(_URL_KEYS, s, rng)
            params.append(new_key + eq + _url_value(value, s, rng) if eq else _url_value(part, s, rng))
        out += "?" + "&".join(params)
    if fragment:
        out += "#" + _word(_URL_WORDS, s, rng)
    return out


# --- IP addresses ---

#: the IPv4 blocks reserved for documentation, RFC 5737 (TEST-NET-1, -2, -3)
IPV4_DOCUMENTATION = ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")
#: the IPv6 prefix reserved for documentation, RFC 3849
IPV6_DOCUMENTATION = "2001:db8::/32"
_IPV4_IN_TEXT = re.compile(r"(?<![0-9])[0-9]{1,3}(?:\.[0-9]{1,3}){3}(?![0-9])")
_IPV6_IN_TEXT = re.compile(r"[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.[0-9]{1,3}){0,3}")


def _ip(original: str, rng: random.Random) -> str:
    """A documentation address of the original's IP version: "192.168.10.23" -> "198.51.100.17",
    "2001:db8:85a3::8a2e:370:7334" -> "2001:db8:4f1c:…".

    IPv4: a host address (1-254) of one of the three blocks of RFC 5737 (:data:`IPV4_DOCUMENTATION`), so the
    result is always a valid dotted quad (four octets 0-255; the old digit-for-digit draw gave
    "876.372.79.69"). IPv6 (an address :mod:`ipaddress` accepts): a random address in 2001:db8::/32 (RFC 3849)
    in the RFC 5952 text form, in capitals when the original is.  The address is replaced where it stands in
    ``original`` (the text around it, such as a port ":8080", stays); an original with neither gets a bare
    IPv4 documentation address.
    """
    for m in _IPV6_IN_TEXT.finditer(original):
        if m.group().count(":") < 2:
            continue
        try:
            ipaddress.IPv6Address(m.group())
        except ValueError:
            continue
        net = ipaddress.IPv6Network(IPV6_DOCUMENTATION)
        new = str(ipaddress.IPv6Address(int(net.network_address) | rng.getrandbits(96)))
        if m.group().upper() == m.group() and any(c.isalpha() for c in m.group()):
            new = new.upper()
        return original[: m.start()] + new + original[m.end() :]
    net4 = ipaddress.IPv4Network(rng.choice(IPV4_DOCUMENTATION))
    new4 = str(net4.network_address + rng.randint(1, 254))
    m4 = _IPV4_IN_TEXT.search(original)
    if m4 is None:
        return new4
    return original[: m4.start()] + new4 + original[m4.end() :]


# --- foreign names ---

#: the tier-3 category of foreign names in the taxonomy (외국인이름, 베트남이름, 중국인이름, 세례명, …)
FOREIGN_NAME_TIER3 = "외국인이름"
#: used only when the shipped lists are missing
_FOREIGN_FALLBACK = ("마리아 가르시아", "응우옌 티 란", "John Miller", "Anna Schmidt")


@lru_cache(maxsize=1)
def _foreign_names() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(Hangul names, Latin-letter names) of the shipped lists of every fine label of the taxonomy's tier 3
    외국인이름 whose label names a nationality's names (ends in 이름: 필리핀이름, 베트남이름, 영어이름, 일본인이름,
    중국인이름, 캄보디아이름, 태국인이름, 몽골인이름; not 세례명), in label order; :data:`_FOREIGN_FALLBACK` split
    the same way when the lists are missing."""
    tax = get_taxonomy()
    try:
        labels = [n.id for n in tax.children(FOREIGN_NAME_TIER3) if n.id.endswith("이름")]
    except KeyError:
        labels = []
    names = [m for label in labels for m in _mentions().get(label, [])] or list(_FOREIGN_FALLBACK)
    hangul = tuple(dict.fromkeys(m for m in names if _HANGUL.search(m)))
    latin = tuple(dict.fromkeys(m for m in names if _LATIN_NAME.fullmatch(m)))
    return hangul or tuple(m for m in _FOREIGN_FALLBACK if _HANGUL.search(m)), latin or ("John Miller",)


def _foreign_name(label: str, original: str, rng: random.Random) -> str:
    """A foreign person's name in the original's script, from the shipped lists (:func:`_foreign_names`).

    A Latin-letter original ("John Smith", "SANTOS") gets a Latin-letter name: one word for a one-word
    original, in capitals when the original is.  A Hangul original gets a name of the label's own list when it
    has Hangul names (a 베트남이름 a Vietnamese name, a 세례명 a baptismal name), else of all the nationality
    lists (the label 외국인이름 has no list), preferring names of as many words as the original ("응우옌 반 훙":
    three, "마리아 산토스": two).
    """
    core = original.strip()
    hangul, latin = _foreign_names()
    if not _HANGUL.search(core) and re.search(r"[A-Za-z]", core):
        words = rng.choice(latin).split()
        n = len(core.split())
        out = " ".join(words[:1] if n == 1 else words)
        return out.upper() if core.isupper() and len(core) > 1 else out
    own = tuple(m for m in _mentions().get(label, []) if _HANGUL.search(m))
    items = own or hangul
    n = len(core.split())
    same = [m for m in items if len(m.split()) == n]
    return rng.choice(same or list(items))


# --- IDs and nicknames ---

#: the tier-3 category of IDs and nicknames in the taxonomy (아이디, 닉네임, 대화명, 별명, 블로그, 채팅방명);
#: 가수 (a singer's stage name) of the same category is a person's name and keeps the ``name`` draw
HANDLE_TIER3 = "아이디·닉네임"
_HANDLE_NOT = frozenset({"가수"})


def _handle(label: str, original: str, rng: random.Random, fake: Faker) -> str:
    """An ID or nickname shaped like ``original``.

    An ASCII ID ("hds_1988", "@dongsoo_han", "kim.j-93") gets an ID of the shipped 아이디 list (or the label's
    own list's ASCII IDs) whose length is within 2 of the original's, else the original reshaped letter for
    letter and digit for digit (:func:`_reshape`); a leading "@" (or "＠") stays.  A Hangul or mixed nickname
    gets a Hangul mention of the label's list (닉네임, 대화명, 블로그, 채팅방명), else of the 닉네임 list, else a
    generated name (faker ko_KR).
    """
    at = original[:1] if original[:1] in ("@", "＠") else ""
    core = original[len(at) :].strip()
    if core and _ASCII_ID.fullmatch(core):
        ids = [m for m in _mentions().get(label, []) if _ASCII_ID.fullmatch(m)]
        ids = ids or [m for m in _mentions().get("아이디", []) if _ASCII_ID.fullmatch(m)]
        near = [m for m in ids if abs(len(m) - len(core)) <= 2]
        return at + (rng.choice(near) if near else _reshape(core, rng))
    for source in (label, "닉네임"):
        items = [m for m in _mentions().get(source, []) if _HANGUL.search(m)]
        if items:
            return at + rng.choice(items)
    return at + fake.last_name() + fake.first_name()


# --- dates ---

#: bounds of the shift of a date (a full date: days; a year and month: months; a year alone: years). A
#: year at most keeps an age within one year of the original's, so a child stays a child and a legal age
#: threshold (형법 제9조 14세, 청소년성보호법 19세 미만, …) is crossed only by a person within a year of it.
DATE_SHIFT_DAYS = 365
DATE_SHIFT_MONTHS = 12
DATE_SHIFT_YEARS = 2
#: the years a written date is read in (a birth date of a living person, with room for the shift)
DATE_YEARS = (1800, 2199)
#: what a written date may contain besides its numbers: separators and the words 년 월 일 생 (생년월일, "…생")
_DATE_TEXT = re.compile(r"[\s.,/\-~년월일생()（）:：]*")


def _read_date(original: str) -> tuple[list[str], list[str], tuple[int, ...]] | None:
    """``(texts, numbers, (year, month, day)[: len(numbers)])`` of a written date, or None.

    ``texts`` are the non-digit pieces around the numbers (``len(numbers) + 1`` of them).  Read: three numbers
    (year of 4 or 2 digits, month, day: "2015. 9. 10.생", "1976년 3월 15일생", "76. 3. 15.", "2015-09-10"), two
    (year and month, the year followed by 년: "2000년 6월생"), one year followed by 년 ("1994년생") or 8 or 6
    glued digits ("20150910", "150910").  A 2-digit year is 19YY, or 20YY when only that makes a valid date;
    a year outside :data:`DATE_YEARS`, anything else in the text (:data:`_DATE_TEXT`), a month outside 1-12
    or a day not in the calendar gives None.
    """
    parts = re.split(r"([0-9]+)", original)
    texts, numbers = parts[0::2], parts[1::2]
    if not numbers or not all(_DATE_TEXT.fullmatch(t) for t in texts):
        return None
    if len(numbers) == 1 and len(numbers[0]) in (6, 8):
        glued = numbers[0]
        y = len(glued) - 4
        numbers = [glued[:y], glued[y : y + 2], glued[y + 2 :]]
        texts = [texts[0], "", "", texts[1]]
    if len(numbers) > 3 or len(numbers[0]) not in (2, 4) or any(len(n) > 2 for n in numbers[1:]):
        return None
    if len(numbers) < 3 and "년" not in texts[1]:
        return None  # "10. 5." is a month and a day, "45" a number: only "2000년 6월", "1994년" are read
    values = [int(n) for n in numbers]
    years = [values[0]] if len(numbers[0]) == 4 else [1900 + values[0], 2000 + values[0]]
    for year in years:
        if not DATE_YEARS[0] <= year <= DATE_YEARS[1]:
            continue
        try:
            dt.date(year, *(values[1:] + [1] * (3 - len(values))))
        except ValueError:
            continue
        return texts, numbers, (year, *values[1:])
    return None


def _date(original: str, rng: random.Random) -> str | None:
    """The original's date shifted by a random nonzero offset and written in the original's format, or None
    when ``original`` is no date :func:`_read_date` reads.

    "(2015. 9. 10.생)" -> "(2016. 3. 2.생)": the separators, the words 년 월 일, a trailing 생 and the number of
    digits of the year stay; month and day are written with two digits when the original writes one of them
    with a leading zero or writes them glued or with "-" or "/" ("2015-09-10" -> "2014-12-01"), else as
    numbers ("9").  The offset: 1-:data:`DATE_SHIFT_DAYS` days either way for a full date, 1-
    :data:`DATE_SHIFT_MONTHS` months for a year and month, 1-:data:`DATE_SHIFT_YEARS` years for a year alone,
    so an age stays about what it was (the old draw gave a child born 2015 the year 1953).
    """
    read = _read_date(original)
    if read is None:
        return None
    texts, numbers, ymd = read
    sign = rng.choice((-1, 1))
    if len(ymd) == 3:
        new = dt.date(*ymd) + dt.timedelta(days=sign * rng.randint(1, DATE_SHIFT_DAYS))
        values = [new.year, new.month, new.day]
    elif len(ymd) == 2:
        months = ymd[0] * 12 + ymd[1] - 1 + sign * rng.randint(1, DATE_SHIFT_MONTHS)
        values = [months // 12, months % 12 + 1]
    else:
        values = [ymd[0] + sign * rng.randint(1, DATE_SHIFT_YEARS)]
    glued_or_iso = any(not t for t in texts[1:-1]) or any(t.strip() in ("-", "/") for t in texts[1:-1])
    pad = glued_or_iso or any(len(n) == 2 and n[0] == "0" for n in numbers[1:])
    written = [f"{values[0]:04d}" if len(numbers[0]) == 4 else f"{values[0] % 100:02d}"]
    written += [f"{v:02d}" if pad else str(v) for v in values[1:]]
    return texts[0] + "".join(w + t for w, t in zip(written, texts[1:], strict=True))


# --- addresses below the district ---

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


def _below(original: str, rng: random.Random) -> str | None:
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


#: the label of the IP address rule (``analysis.rules.IpAddressRecognizer``)
IP_LABEL = "IP주소"
#: the tier-3 category of URLs in the taxonomy (its one fine label: URL; 홈페이지 and 인터넷게시판 normalize to it)
URL_TIER3 = "URL/URL"


def generator_for(pool: str, label: str, original: str) -> str:
    """The generator a draw of ``pool`` uses for an entity of fine label ``label`` written ``original``.

    The policy names a pool per label (``resources/policies/pseudonym.yaml``; the pools a policy may name are
    fixed by :data:`~thunder_deid_desktop.deid.policy.POOLS`), so the kinds of text that no pool of that list
    fits are chosen here, by label and by the original's shape (new-user trial: a URL kept its domain, an IP
    address became "876.372.79.69", foreign names and IDs became Korean names):

    * ``ip`` (:func:`_ip`) for a ``mentions``, ``name`` or ``number`` draw of the label IP주소 or of an
      original that is an IPv4/IPv6 address;
    * for a ``mentions`` or ``name`` draw: ``url`` (:func:`_url`) for the taxonomy's URL category or an
      original written as a URL (:func:`_is_url`: a 사이트, 블로그 or 홈페이지 given as an address); ``email``
      for an original that is an e-mail address; ``foreign_name`` (:func:`_foreign_name`) for the tier 3
      외국인이름 (외국인이름, 베트남이름, 영어이름, 세례명, …); ``handle`` (:func:`_handle`) for the tier 3
      아이디·닉네임 except 가수; and, for a ``name`` draw of an original without Hangul, ``foreign_name`` for a
      Latin-letter name ("John Smith") and ``handle`` for an ASCII ID ("hds_1988");
    * ``pool`` itself otherwise.

    Returns:
        A pool name of :func:`_generate` (``pool`` or one of ``ip``, ``url``, ``email``, ``foreign_name``,
        ``handle``).
    """
    if pool not in ("mentions", "name", "number"):
        return pool
    core = original.strip()
    if label == IP_LABEL or _is_ip(core):
        return "ip"
    if pool == "number":
        return pool
    tier3 = _tier3(label)
    if tier3 == URL_TIER3 or _is_url(core):
        return "url"
    if _EMAIL.fullmatch(core):
        return "email"
    if tier3 == FOREIGN_NAME_TIER3:
        return "foreign_name"
    if tier3 == HANDLE_TIER3 and label not in _HANDLE_NOT:
        return "handle"
    if pool == "name" and core and not _HANGUL.search(core):
        if _LATIN_NAME.fullmatch(core):
            return "foreign_name"
        if _ASCII_ID.fullmatch(core):
            return "handle"
    return pool


def _generate(pool: str, label: str, original: str, rng: random.Random, sex: str | None = None) -> str:
    """One candidate of a draw (see :func:`draw`); ``pool`` is first resolved by :func:`generator_for`.

    Raises:
        ValueError: unknown pool.
    """
    fake = _faker()
    fake.seed_instance(rng.randrange(2**31))
    pool = generator_for(pool, label, original)
    if pool == "name":
        if sex == "male":
            return fake.last_name() + fake.first_name_male()
        if sex == "female":
            return fake.last_name() + fake.first_name_female()
        return fake.last_name() + fake.first_name()
    if pool == "address_below":
        shaped = _below(original, rng)
        return shaped if shaped is not None else f"{fake.road_name()}로 {rng.randint(1, 300)}"
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
        shifted = _date(original, rng)
        if shifted is not None:
            return shifted
        return f"{rng.randint(1950, 2005)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}."
    if pool == "url":
        return _url(original, rng)
    if pool == "ip":
        return _ip(original, rng)
    if pool == "foreign_name":
        return _foreign_name(label, original, rng)
    if pool == "handle":
        return _handle(label, original, rng, fake)
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
            ``phone``, ``rrn``, ``number``, ``date`` and ``address_below`` pools take its shape and keep its
            prefix, seventh digit or written format; it also selects the generator, :func:`generator_for`).
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
