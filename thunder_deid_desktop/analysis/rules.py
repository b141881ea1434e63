"""Checksum- and format-validated rule recognizers for Korean identifiers (issue 2, item 7).

Style of Microsoft Presidio's pattern recognizers: each recognizer is a small class with one
precompiled candidate regex, a validator (check digit, calendar, area code, context words) and fixed
scores, and returns plain :class:`~thunder_deid_desktop.spans.Span` objects with ``source="rule"``.
:func:`find_rule_spans` runs the :data:`RULES` registry and resolves overlaps (higher score wins,
then the longer span, then the earlier recognizer in :data:`RULES`).

Offsets are Python code points of the text passed in. Recognizers run on a *folded* copy of the text
in which full-width digits and punctuation (０-９, －, ．, ＠, ＊, （）) and Unicode dashes are mapped
one code point to one code point onto ASCII, so offsets stay exact and ``text[start:end]`` is the
original (full-width) characters. Separators inside numbers are spaces, tabs, hyphens and dots only:
no match crosses a line break, so CRLF text is fine.

Every span ends on a digit, an ASCII letter or a mask character (a birth date ends with its 생,
"1976. 3. 15.생"), so a Korean particle (조사) attached after the number ("010-1234-5678로") is never inside
it, and opening/closing brackets or quotes around
the number are never part of it.

Performance: every pattern starts with a negative look-behind on its own character class, so only the
first character of a run can start a match, and every repetition is bounded or possessive-free over
disjoint classes; the scan is linear in the text length (300k-character judgments are routine).

Labels: 주민등록번호, 외국인등록번호, 사업자등록번호, 법인등록번호, 신용카드번호, 휴대폰번호,
전화번호, 계좌번호, 차량번호, 운전면허번호, 여권번호, 생년월일, 이메일주소, URL, IP주소, and 구아래주소 for GPS
coordinates.
"""

from __future__ import annotations

import bisect
import datetime
import ipaddress
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from thunder_deid_desktop.analysis.checksums import (
    business_number_valid,
    card_brand,
    container_number_valid,
    corporate_number_valid,
    luhn_valid,
    rrn_birth_date,
    rrn_checksum_valid,
    rrn_gender_century,
)
from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
from thunder_deid_desktop.analysis.particles import tail_after
from thunder_deid_desktop.spans import Span

__all__ = [
    "Recognizer",
    "ResidentRegistrationRecognizer",
    "BusinessRegistrationRecognizer",
    "CorporateRegistrationRecognizer",
    "CreditCardRecognizer",
    "MobilePhoneRecognizer",
    "LandlinePhoneRecognizer",
    "BankAccountRecognizer",
    "VehiclePlateRecognizer",
    "DriverLicenceRecognizer",
    "PassportRecognizer",
    "BirthDateRecognizer",
    "EmailRecognizer",
    "UrlRecognizer",
    "IpAddressRecognizer",
    "RULES",
    "find_rule_spans",
    "CONFIDENT_SCORE",
    "resolve_overlaps",
    "fold_text",
    "is_mobile_number",
    "is_landline_number",
]

# ------------------------------------------------------------------------------------------------ folding

_FOLD_MAP: dict[int, str] = {0xFF10 + i: str(i) for i in range(10)}
_FOLD_MAP.update({ord(c): "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"})
_FOLD_MAP.update(
    {
        0xFF0E: ".",
        0xFF20: "@",
        0xFF0A: "*",
        0xFF08: "(",
        0xFF09: ")",
        0xFF1A: ":",
        0xFF0F: "/",
        0x00A0: " ",
        0x3000: " ",
    }
)


def fold_text(text: str) -> str:
    """``text`` with full-width digits/punctuation, Unicode dashes and odd spaces mapped to ASCII.

    The mapping is one code point to one code point, so ``len(fold_text(t)) == len(t)`` and offsets
    into the folded text are offsets into ``t``.
    """
    return text.translate(_FOLD_MAP)


# ------------------------------------------------------------------------------------------------ helpers

_DIGITS_ONLY = re.compile(r"[^0-9]")


def _digits_of(s: str) -> str:
    return _DIGITS_ONLY.sub("", s)


def _placeholder(digits: str) -> bool:
    """True for filler like ``000000-0000000`` (one repeated digit): a published placeholder, not PII."""
    d = _digits_of(digits)
    return len(set(d)) <= 1


def _window(text: str, start: int, end: int, before: int, after: int) -> str:
    return text[max(0, start - before) : start] + " " + text[end : end + after]


@dataclass(frozen=True, slots=True)
class _Hit:
    start: int
    end: int
    label: str
    score: float
    context: bool


# ----------------------------------------------------------------------------------------------- base class


class Recognizer:
    """Base of the rule recognizers: one candidate regex, a validator and fixed scores.

    Subclasses set :attr:`name`, :attr:`labels`, :attr:`pattern` (compiled, run on the folded text),
    :attr:`context_words` (lower-case; matched case-insensitively as substrings within
    :attr:`context_before` code points before and :attr:`context_after` after the candidate) and
    implement :meth:`check`.
    """

    name: ClassVar[str] = "base"
    labels: ClassVar[tuple[str, ...]] = ()
    pattern: ClassVar[re.Pattern[str]]
    context_words: ClassVar[tuple[str, ...]] = ()
    context_before: ClassVar[int] = 20
    context_after: ClassVar[int] = 0

    def has_context(self, folded: str, start: int, end: int, words: Iterable[str] | None = None) -> bool:
        """True when one of ``words`` (default :attr:`context_words`) occurs near ``folded[start:end]``."""
        win = _window(folded, start, end, self.context_before, self.context_after).lower()
        return any(w in win for w in (self.context_words if words is None else words))

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        """Validate one candidate; return the hit (offsets may be narrowed) or ``None``."""
        raise NotImplementedError

    def analyze(self, text: str, folded: str | None = None) -> list[Span]:
        """All validated matches in ``text`` (may overlap each other), as rule spans.

        Args:
            text: the document text.
            folded: ``fold_text(text)`` when the caller already has it.

        Returns:
            Spans with ``source="rule"``, ``meta={"recognizer": name, "context": bool}``, in text order.
        """
        if folded is None:
            folded = fold_text(text)
        out: list[Span] = []
        for m in self.pattern.finditer(folded):
            hit = self.check(folded, m)
            if hit is None or hit.end <= hit.start:
                continue
            out.append(
                Span(
                    hit.start,
                    hit.end,
                    text[hit.start : hit.end],
                    hit.label,
                    round(min(hit.score, 1.0), 4),
                    "rule",
                    meta={"recognizer": self.name, "context": hit.context},
                )
            )
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


# ------------------------------------------------------------------------------------- resident registration

_MASK = "*xX"


#: context words that name a registration number itself (not 생년월일 or a bare 등록번호)
_RRN_NAMES = ("주민등록번호", "주민번호", "외국인등록번호", "외국인번호")
#: words that name a corporation's registration number
_CORPORATE_NAMES = ("법인등록번호", "법인번호")
#: words of a person that a resident registration number follows in a header or a list ("【피 고 인】 이순신
#: (790101-1234568)"); spaces are folded away before the match (letter-spaced labels)
_PERSON_WORDS = (
    "피고인",
    "피고",
    "원고",
    "피해자",
    "신청인",
    "청구인",
    "고소인",
    "참고인",
    "증인",
    "사건본인",
    "성명",
)
#: a Hangul word, a blank and an opening bracket right before a number ("편도윤 (")
_NAME_BEFORE_NUMBER = re.compile(r"(?<![가-힣])([가-힣]{3,4})[ ]?\($")
#: how far back a header line's start is read for a person's word (a letter-spaced label and a name)
_HEADER_LINE_REACH = 60
#: words of a company near its registration number
_CORPORATE_WORDS = ("법인등록번호", "법인번호", "등기번호", "법인", "회사", "㈜", "(주)")


def _person_number(recognizer: Recognizer, folded: str, start: int, end: int) -> bool:
    """Whether the number at ``[start, end)`` follows a person (:data:`_PERSON_WORDS` within the recognizer's
    window, spaces ignored) and no company (:data:`_CORPORATE_WORDS`): a resident registration number that also
    passes the corporate checksum (about one in ten do) is then a resident registration number (a new-user
    trial, 2026-12-03, saw "(법인등록번호 1 생략)" after a defendant's name)."""
    # the line's start too: a letter-spaced header label is longer than the window ("피   고   인    1. 제갈성훈
    # (651107-1482915)": a new-user trial, 2026-12-04)
    line_start = folded.rfind("\n", 0, start) + 1
    if start - line_start > _HEADER_LINE_REACH:
        line_start = start
    win = folded[min(line_start, max(0, start - recognizer.context_before)) : start].replace(" ", "")
    if any(w in win for w in _CORPORATE_WORDS):
        return False
    # a Korean full name right before the bracket: a header's second defendant on a line of its own ("2. 가. 편도윤
    # (000901-3456789), 배달원": a new-user trial, 2026-12-04)
    named = _NAME_BEFORE_NUMBER.search(folded, max(0, start - 8), start)
    if any(w in win for w in _PERSON_WORDS):
        return True
    if named is None or not looks_like_korean_full_name(named.group(1)):
        return False
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    return not is_general_noun(named.group(1))  # "상대방 (…)" is no name


class ResidentRegistrationRecognizer(Recognizer):
    """주민등록번호 / 외국인등록번호 ``YYMMDD-GNNNNNC``.

    Source: 주민등록법 시행규칙 (structure), 행정안전부 check digit (weights 2..9,2..5,
    ``(11 - sum % 11) % 10``), 법무부 legacy alien check digit for gender digits 5-8 (see
    :mod:`~thunder_deid_desktop.analysis.checksums`).

    Accepted, with scores:

    * valid date (century from the gender digit 1-8, not in the future) and valid check digit:
      0.95 with hyphen, 0.85 as thirteen bare digits (+0.04 with context);
    * valid date and gender but no valid check digit (numbers assigned since October 2020 have a
      random tail) with a context word (주민등록번호, 주민번호, 외국인등록번호, 생년월일...)
      within 20 code points before or 8 after: 0.6, or 0.8 — a confident span that wins over the model's
      label ("수표번호" for "주민등록번호 9501152123456") — when the context names the number itself
      (주민등록번호, 주민번호, 외국인등록번호, 외국인번호); without context only when written with its hyphen
      and not a valid 법인등록번호: 0.75 (confident: the model had called it a phone number);
    * the hyphen may have a space on each side ("850315 - 1234567": a new-user trial saw the first half leak);
    * masked forms ``900101-1******``, ``900101-*******``, ``900101-1xxxxxx`` with a valid date:
      0.75 with hyphen (0.85 with context), 0.6 without hyphen (context required).

    Gender digits 5-8 give label ``외국인등록번호``; a masked gender digit gives ``외국인등록번호`` only when
    that word is in the context, else ``주민등록번호``.
    """

    name = "rrn"
    labels = ("주민등록번호", "외국인등록번호")
    # the hyphen may have a space on each side ("850315 - 1234567", as typed in some judgments)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9]-)([0-9]{6})( ?- ?|-?)([0-9*xX]{7})(?![0-9*A-Za-z])(?!-[0-9])"
    )
    context_words = tuple("주민등록번호 주민번호 외국인등록번호 외국인번호 생년월일 등록번호 rrn".split())
    context_after = 8

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        front, hyphen, back = m.group(1), m.group(2), m.group(3)
        start, end = m.start(), m.end()
        if _placeholder(front + back):
            return None
        # a number the text names as a corporation's ("법인등록번호 110111-7734512"), whose 등록번호 is no person's
        if self.has_context(folded, start, end, _CORPORATE_NAMES) and not self.has_context(
            folded, start, end, _RRN_NAMES
        ):
            return None
        ctx = self.has_context(folded, start, end)
        foreign_ctx = ctx and self.has_context(folded, start, end, ("외국인",))
        masked = back[-1] in _MASK
        if masked:
            lead = back.rstrip(_MASK)
            if not lead.isdigit() and lead:
                return None
            if lead and len(lead) > 1 and (not ctx):  # 900101-12***** is rare; keep it contextual
                return None
            gender = lead[:1]
            if gender:
                info = rrn_gender_century(gender)
                if info is None or rrn_birth_date(front, gender) is None:
                    return None
                label = "외국인등록번호" if info[1] else "주민등록번호"
            else:
                if rrn_birth_date(front, "1") is None and rrn_birth_date(front, "3") is None:
                    return None
                label = "외국인등록번호" if foreign_ctx else "주민등록번호"
            if not hyphen:
                return _Hit(start, end, label, 0.6, ctx) if ctx else None
            return _Hit(start, end, label, 0.85 if ctx else 0.75, ctx)
        if not back.isdigit():
            return None
        gender = back[0]
        info = rrn_gender_century(gender)
        if info is None or rrn_birth_date(front, gender) is None:
            return None
        label = "외국인등록번호" if info[1] else "주민등록번호"
        if rrn_checksum_valid(front + back):
            score = 0.95 if hyphen else 0.85
            return _Hit(start, end, label, score + (0.04 if ctx else 0.0), ctx)
        if ctx:  # October 2020 scheme: no check digit
            named = self.has_context(folded, start, end, _RRN_NAMES)
            return _Hit(start, end, label, 0.8 if named else 0.6, ctx)
        if hyphen == "-" and (
            not corporate_number_valid(front + back) or _person_number(self, folded, start, end)
        ):
            # written as one with its hyphen, no context: the October 2020 scheme too ("피고인 김민준
            # (850312-1234567)" was rendered as a phone number, a new-user trial of 2026-12-02); no phone, account
            # or card number has this 6-7 shape with a birth date and a gender digit in it
            return _Hit(start, end, label, 0.75, ctx)
        return None


# ------------------------------------------------------------------------------------ business / corporate


#: the words that name a business registration number
_BUSINESS_NAMES = ("사업자등록번호", "사업자번호")


class BusinessRegistrationRecognizer(Recognizer):
    """사업자등록번호 ``NNN-NN-NNNNN``.

    Source: 국세청 사업자등록번호 검증 (weights 1,3,7,1,3,7,1,3,5, plus ``(d9 * 5) // 10``,
    ``(10 - sum % 10) % 10``). Hyphenated with a valid check digit: 0.8, or 0.97 with a context word
    (사업자등록번호, 사업자번호, 사업자) within 20 code points before. Ten bare digits only with context
    (0.9). A hyphenated number without a valid check digit that the text names as a business's (사업자등록번호,
    사업자번호): 0.8.
    """

    name = "business"
    labels = ("사업자등록번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9][-.])([0-9]{3})(-?)([0-9]{2})(-?)([0-9]{5})(?![0-9A-Za-z])(?![-.][0-9])"
    )
    context_words = ("사업자등록번호", "사업자번호", "사업자", "business")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if m.group(2) != m.group(4):
            return None
        digits = m.group(1) + m.group(3) + m.group(5)
        if _placeholder(digits):
            return None
        if not business_number_valid(digits):
            # a hyphenated number the text names as a business's, its check digit wrong or typed wrong ("(사업자등록번호
            # 144-92-30518, 성남세무서 …)": a new-user trial of an animal hospital, 2026-12-06, saw it left)
            if m.group(2) and self.has_context(folded, m.start(), m.end(), _BUSINESS_NAMES):
                return _Hit(m.start(), m.end(), self.labels[0], 0.8, True)
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        if not m.group(2):
            return _Hit(m.start(), m.end(), self.labels[0], 0.9, ctx) if ctx else None
        return _Hit(m.start(), m.end(), self.labels[0], 0.97 if ctx else 0.8, ctx)


class CorporateRegistrationRecognizer(Recognizer):
    """법인등록번호 ``NNNNNN-NNNNNNN``.

    Source: 상업등기규칙 / 법원행정처 numbering (alternating weights 1,2; ``(10 - sum % 10) % 10``).
    Hyphenated with a valid check digit: 0.85, or 0.97 with a context word (법인등록번호, 법인번호,
    등기번호) within 20 code points before. Thirteen bare digits only with context (0.9). A hyphenated number
    without a valid check digit that the text names as a corporation's (법인등록번호, 법인번호): 0.8. A number the text
    names as a resident registration number (주민등록번호, 주민번호 ...) with no corporate context is left to
    :class:`ResidentRegistrationRecognizer`.
    """

    name = "corporate"
    labels = ("법인등록번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9][-.])([0-9]{6})(-?)([0-9]{7})(?![0-9A-Za-z])(?![-.][0-9])"
    )
    context_words = ("법인등록번호", "법인번호", "등기번호", "법인")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        digits = m.group(1) + m.group(3)
        if _placeholder(digits):
            return None
        if not corporate_number_valid(digits):
            # a number the text names as a corporation's, its check digit wrong or typed wrong ("법인등록번호
            # 110111-7734512": a new-user trial, 2026-12-04, saw it written "(외국인등록번호 생략)")
            named = self.has_context(folded, m.start(), m.end(), _CORPORATE_NAMES)
            if named and m.group(2) and not self.has_context(folded, m.start(), m.end(), _RRN_NAMES):
                return _Hit(m.start(), m.end(), self.labels[0], 0.8, True)
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        if not ctx and self.has_context(folded, m.start(), m.end(), _RRN_NAMES):
            return None  # "주민등록번호 780315-2345678": one in ten resident numbers passes this checksum too
        rrn_shaped = rrn_gender_century(m.group(3)[0]) is not None and rrn_birth_date(
            m.group(1), m.group(3)[0]
        )
        if not ctx and rrn_shaped and _person_number(self, folded, m.start(), m.end()):
            return None  # "피고인 이순신 (790101-1234568)": a person's number (see _person_number)

        if not m.group(2):
            return _Hit(m.start(), m.end(), self.labels[0], 0.9, ctx) if ctx else None
        return _Hit(m.start(), m.end(), self.labels[0], 0.97 if ctx else 0.85, ctx)


# ------------------------------------------------------------------------------------------------- cards


class CreditCardRecognizer(Recognizer):
    """신용카드번호: 13-19 digits, Luhn-valid, with a known IIN prefix.

    Source: ISO/IEC 7812-1 (IIN, Luhn). Accepted layouts: groups 4-4-4-4, 4-4-4-4-3, 4-4-4-1..4,
    4-6-5 (Amex) and 4-6-4 (Diners) joined by one consistent ``-`` or space, or 13-19 bare digits.
    Scores: grouped 0.9, bare 0.8; +0.08 with a context word (카드, card, 신용카드...) within 20 before.
    """

    name = "card"
    labels = ("신용카드번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9][-.])"
        r"(?:[0-9]{4}([- ])[0-9]{4}\1[0-9]{4}\1[0-9]{1,4}(?:\1[0-9]{3})?"
        r"|[0-9]{4}([- ])[0-9]{6}\2[0-9]{4,5}"
        r"|[0-9]{13,19})"
        r"(?![0-9A-Za-z])(?![-.][0-9])"
    )
    context_words = ("카드", "card", "visa", "master", "결제")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        digits = _digits_of(m.group(0))
        if not 13 <= len(digits) <= 19 or not luhn_valid(digits) or card_brand(digits) is None:
            return None
        if len(set(digits)) == 1:
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        grouped = m.group(1) is not None or m.group(2) is not None
        score = (0.9 if grouped else 0.8) + (0.08 if ctx else 0.0)
        return _Hit(m.start(), m.end(), self.labels[0], score, ctx)


# ------------------------------------------------------------------------------------------------ phones

#: 전기통신번호관리세칙 (과학기술정보통신부): geographic area codes, 070 (VoIP), 080 (toll free),
#: 050X (personal numbers).
AREA_CODES: frozenset[str] = frozenset(
    {"02", "031", "032", "033", "041", "042", "043", "044", "051", "052", "053", "054", "055"}
    | {"061", "062", "063", "064", "070", "080"}
)
MOBILE_PREFIXES: frozenset[str] = frozenset({"010", "011", "016", "017", "018", "019"})
#: 전국대표번호 prefixes assigned under the same rules (15xx/16xx/18xx-NNNN).
REPRESENTATIVE_PREFIXES: frozenset[str] = frozenset(
    {"1522", "1533", "1544", "1566", "1577", "1588", "1599", "1600", "1644", "1655", "1661", "1666"}
    | {"1668", "1670", "1688", "1800", "1811", "1833", "1855", "1877", "1899"}
)


def is_mobile_number(digits: str) -> bool:
    """True when ASCII ``digits`` (no separators, leading 0) form a Korean mobile number.

    010 needs a 4-digit exchange (010-NNNN-NNNN); 011/016/017/018/019 take 3 or 4 digits; the exchange
    never starts with 0 (전기통신번호관리세칙).
    """
    if len(digits) not in (10, 11) or digits[:3] not in MOBILE_PREFIXES or not digits.isdigit():
        return False
    exchange = digits[3:-4]
    if digits[:3] == "010" and len(exchange) != 4:
        return False
    return exchange[0] != "0"


def is_landline_number(digits: str) -> bool:
    """True when ASCII ``digits`` form area code + 3/4-digit exchange (not starting with 0) + 4 digits,
    or a 15xx/16xx/18xx representative number.

    Geographic exchanges are assigned from 2-9, but textbook and synthetic numbers ("02-123-4567") use 1
    as well, so only 0 (which would read as another area code) is refused.
    """
    if not digits.isdigit():
        return False
    if len(digits) == 8 and digits[:4] in REPRESENTATIVE_PREFIXES:
        return True
    area = digits[:2] if digits.startswith("02") else digits[:3]
    if area not in AREA_CODES:
        return False
    exchange = digits[len(area) : -4]
    return len(exchange) in (3, 4) and exchange[0] != "0"


class MobilePhoneRecognizer(Recognizer):
    """휴대폰번호: ``01X-NNN(N)-NNNN`` with ``-``, ``.``, space or nothing between groups, the prefix in brackets
    (``(010)4567-8901``), and +82 forms (``+82 10-1234-5678``, ``+82-10-...``, ``+82 (0)10...``, ``+821012345678``).

    Source: 전기통신번호관리세칙 (010/011/016/017/018/019; 010 has a 4-digit exchange). Scores: with
    separators 0.9, bare digits 0.85; +0.05 with a context word (휴대폰, 전화, 연락처...) within 20 before.
    """

    name = "mobile"
    labels = ("휴대폰번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z+])(?<![0-9][-.])"
        r"(?:\+82[ -]?(?:\(0\)[ -]?|0)?|0|(?P<paren>\(0))(1[016789])((?(paren)\)[ ]?|[-. ]?))([0-9]{3,4})([-. ]?)"
        r"([0-9]{4})(?![0-9A-Za-z])(?![-.][0-9])"
    )
    context_words = tuple("휴대폰 휴대전화 핸드폰 전화 연락처 phone mobile tel h.p hp 문자".split())

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        digits = "0" + m.group(2) + m.group(4) + m.group(6)
        if not is_mobile_number(digits):
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        sep = bool(m.group(3) or m.group(5))
        score = (0.9 if sep else 0.85) + (0.05 if ctx else 0.0)
        return _Hit(m.start(), m.end(), self.labels[0], score, ctx)


_UNIT_AFTER = frozenset("년원명만억천개회번호차층동세월일주분초%")


class LandlinePhoneRecognizer(Recognizer):
    """전화번호: area code (02, 031-033, 041-044, 051-055, 061-064, 070, 080) + exchange + 4 digits,
    ``(02) 123-4567`` / ``02)123-4567`` forms, and 전국대표번호 ``15xx/16xx/18xx-NNNN``.

    Source: 전기통신번호관리세칙 (area codes; an exchange never starts with 0). Scores: separated
    0.85 (+0.1 with context: 전화, 연락처, 팩스, tel, fax...); bare digits only with context (0.8);
    representative numbers 0.6 (0.9 with context) and never when a unit (년, 원, 명...) follows, so
    "1800-1850년" is not a phone number.
    """

    name = "landline"
    labels = ("전화번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9][-.])"
        r"(?:(?:\((0[0-9]{1,2})\)[ ]?|(0[0-9]{1,2})(\)[ ]?|[-. ]?))([0-9]{3,4})([-. ]?)([0-9]{4})"
        r"|(1[568][0-9]{2})([-. ])([0-9]{4}))"
        r"(?![0-9A-Za-z])(?![-.][0-9])"
    )
    context_words = tuple("전화 연락처 팩스 tel fax 사무실 대표번호 고객센터 콜센터 번호".split())

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        start, end = m.start(), m.end()
        ctx = self.has_context(folded, start, end)
        if m.group(7):
            if m.group(7) not in REPRESENTATIVE_PREFIXES:
                return None
            if end < len(folded) and folded[end] in _UNIT_AFTER:
                return None
            return _Hit(start, end, self.labels[0], 0.9 if ctx else 0.6, ctx)
        area = m.group(1) or m.group(2)
        digits = area + m.group(4) + m.group(6)
        separated = bool(m.group(1) or m.group(3) or m.group(5))
        # with a separator after the area code the split is given; bare digits are re-split by
        # is_landline_number (the regex may have read 021 for 02 + exchange)
        if ((m.group(1) or m.group(3)) and area not in AREA_CODES) or not is_landline_number(digits):
            return None
        if not separated:
            return _Hit(start, end, self.labels[0], 0.8, ctx) if ctx else None
        return _Hit(start, end, self.labels[0], 0.95 if ctx else 0.85, ctx)


class InternationalPhoneRecognizer(Recognizer):
    """전화번호: a foreign number in the international form: ``+``, a country code of one to three digits other than
    Korea's 82 (:class:`MobilePhoneRecognizer` reads +82), then groups of digits with blanks, hyphens or dots
    between them, 8 to 14 digits after the country code ("+221 77 482 1937", "+84-90-123-4567", "+1 (212)
    555-0147").

    Source: ITU-T E.164 (at most 15 digits with the country code) as written by ITU-T E.123 (``+`` and groups). A
    new-user trial (2026-12-04) saw "+221 77 482 1937" read as two cheque numbers with its middle group left.
    Score 0.9 (0.95 with a context word)."""

    name = "international_phone"
    labels = ("전화번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z+])\+(?!82)([1-9][0-9]{0,2})[ .-]?((?:\(?[0-9]{1,4}\)?[ .-]?){1,4}[0-9]{2,4})(?![0-9A-Za-z])"
    )
    context_words = tuple("휴대폰 휴대전화 핸드폰 전화 연락처 번호 phone mobile tel 왓츠앱 whatsapp".split())

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        digits = re.sub(r"[^0-9]", "", m.group(2))
        if not 8 <= len(digits) <= 14:
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        return _Hit(m.start(), m.end(), self.labels[0], 0.95 if ctx else 0.9, ctx)


# ----------------------------------------------------------------------------------------------- accounts

#: bank names and words that announce an account number (금융감독원 은행 목록 + 우체국, 상호금융);
#: matched anywhere in the context window. "국민은행", "우리은행"... are covered by "은행".
BANK_CONTEXT: tuple[str, ...] = tuple(
    "계좌 통장 입금 송금 이체 예금 은행 뱅크 bank 농협 신한 카카오뱅크 토스뱅크 케이뱅크 새마을금고".split()
    + "우체국 수협 신협 씨티 citi sc제일 저축 ibk kb nh".split()
)
#: bank short names that are also common words or place names (국민, 우리, 하나, 기업, 대구 ...): they
#: count as context only right before the number ("우리 1002-123-456789").
AMBIGUOUS_BANK_NAMES: tuple[str, ...] = tuple(
    "국민 우리 하나 기업 산업 제일 대구 부산 경남 광주 전북 제주".split()
)

#: group layouts used by Korean banks (e.g. 신한 3-3-6, 우리 4-3-6, 농협 3-4-4-2, 국민 6-2-6,
#: 카카오뱅크 4-2-7, 기업 3-6-2-3, 하나 3-6-5, 새마을금고 4-4-4-1 ...): count as a strong format.
STRONG_ACCOUNT_LAYOUTS: frozenset[tuple[int, ...]] = frozenset(
    {
        (3, 3, 6),
        (4, 3, 6),
        (3, 4, 4, 2),
        (6, 2, 6),
        (4, 2, 7),
        (3, 6, 2, 3),
        (3, 6, 5),
        (3, 2, 6, 1),
        (4, 4, 4, 1),
        (4, 2, 6, 1),
        (3, 2, 4, 3),
        (3, 6, 3),
        (3, 3, 5, 1),
        (3, 4, 4, 3),
        (3, 3, 4, 2),
        (6, 2, 5, 1),
    }
)


class BankAccountRecognizer(Recognizer):
    """계좌번호: 2-5 digit groups joined by hyphens, 10-14 digits in total (or 10-14 bare digits).

    Source: account layouts the banks print on passbooks and publish in their guides (there is no
    national check digit for accounts; 금융결제원 routes by bank code, not by number format), so the
    rule rests on format plus context.

    Needs a context word (계좌, 통장, 은행 or a bank name such as 농협, 신한, 카카오뱅크, 토스뱅크,
    새마을금고, 우체국, 수협) within 25 code points before or 8 after, or an ambiguous short bank name
    (국민, 우리, 하나, 기업...) right before the number — score 0.85 —
    or, without context, a strong layout of a Korean bank (:data:`STRONG_ACCOUNT_LAYOUTS`) — 0.55.
    Bare digits need context (0.75). A candidate that is a valid phone number, an RRN-shaped number
    (6-7 with a birth date), a card (Luhn + IIN in card layout) or a year-month-day date is refused, so
    the stronger typed rule wins. Commas never occur inside a candidate, so amounts are never accounts.
    """

    name = "account"
    labels = ("계좌번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?<![0-9][-.,])([0-9]{2,7}(?:-[0-9]{1,7}){1,4}|[0-9]{10,14})"
        r"(?![0-9A-Za-z])(?![-.,][0-9])"
    )
    context_words = BANK_CONTEXT
    context_before = 25
    context_after = 8

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        raw = m.group(1)
        groups = raw.split("-")
        digits = "".join(groups)
        if not 10 <= len(digits) <= 14 or len(set(digits)) == 1:
            return None
        if is_mobile_number(digits) or is_landline_number(digits):
            return None
        layout = tuple(len(g) for g in groups)
        if layout == (6, 7) and (rrn_birth_date(groups[0], groups[1][0]) is not None):
            return None
        if len(groups) >= 4 and all(len(g) == 4 for g in groups[:3]) and luhn_valid(digits):
            if card_brand(digits) is not None:
                return None
        if len(groups) >= 3 and _looks_like_date(groups):
            return None
        start, end = m.start(), m.end()
        ctx = self.has_context(folded, start, end)
        if not ctx:
            near = folded[max(0, start - 6) : start].rstrip(" :(")
            ctx = near.endswith(AMBIGUOUS_BANK_NAMES)
        if len(groups) == 1:
            return _Hit(start, end, self.labels[0], 0.75, ctx) if ctx else None
        if ctx:
            return _Hit(start, end, self.labels[0], 0.85, ctx)
        if layout in STRONG_ACCOUNT_LAYOUTS:
            return _Hit(start, end, self.labels[0], 0.55, ctx)
        return None


def _looks_like_date(groups: list[str]) -> bool:
    """YYYY-MM-DD(-...) or YY-MM-DD at the head of the groups."""
    y, mo, d = groups[0], groups[1], groups[2]
    if len(y) not in (2, 4) or len(mo) > 2 or len(d) > 2:
        return False
    return 1 <= int(mo) <= 12 and 1 <= int(d) <= 31


# ------------------------------------------------------------------------------------------------ plates

#: 자동차 등록번호판 등의 기준에 관한 고시 (국토교통부): 자가용 가-마, 거-저, 고-조, 구-주;
#: 사업용 아 바 사 자 (여객) and 배 (택배); 대여사업용 하 허 호.
PLATE_LETTERS: frozenset[str] = frozenset(
    "가나다라마"  # 자가용
    + "거너더러머버서어저"
    + "고노도로모보소오조"
    + "구누두루무부수우주"
    + "아바사자"  # 여객 사업용
    + "배"  # 택배
    + "하허호"  # 대여 사업용
)
#: 시·도 names printed on the older regional plates.
PLATE_REGIONS: tuple[str, ...] = (
    "서울",
    "부산",
    "대구",
    "인천",
    "광주",
    "대전",
    "울산",
    "세종",
    "경기",
    "강원",
    "충북",
    "충남",
    "전북",
    "전남",
    "경북",
    "경남",
    "제주",
)

#: strong signs of a court case number (사건번호 "96도1234") rather than a plate: a decision date or
#: 선고 right before, 판결/결정 (or a list of further case numbers) right after.
#: (a date glued to the number is a flattened table's cells, "2012. 8. 20.54머1024 자동차": a held-out set,
#: 2026-12-04; a case number follows its date after a blank, and a tab separates a table's cells: "2022. 3.
#: 8.\t31조8825\t연가람" of a new-user trial of insurance fraud, 2026-12-05, was left)
_CASE_BEFORE_STRONG = re.compile(r"(?:(?:선고|법원|지원)\s*|[0-9]{1,2}\.(?:[ ]*(?:자|선고)\s*|[ \n]+))$")
_CASE_BEFORE_WEAK = re.compile(r"대법원|판결|결정|선고|참조|판례")
_CASE_AFTER = re.compile(
    r"[ ]*(?:(?:,|ㆍ|·|및)[ ]*[0-9]{2,4}[가-힣]{1,3}[0-9]+[ ]*)*(?:판결|결정|전원합의체|사건|참조)"
    r"|[ ]*(?:,|ㆍ|·|및)[ ]*"
    r"(?:[0-9]{4}[가-힣]{1,3}[0-9]+|[0-9]{2}[가-힣]{1,3}(?:[0-9]{1,3}|[0-9]{5,6})(?![0-9]))"
)


class VehiclePlateRecognizer(Recognizer):
    """차량번호: ``12가3456``, ``123가4567``, ``서울12가3456``, ``경기 12 가 3456``.

    A counter 호 written right after the number ("12가3456호 포터", "12가3456호를") is part of the span: a new-user
    trial saw "(차량번호 1 생략)호 포터".

    Source: 자동차 등록번호판 등의 기준에 관한 고시 (국토교통부): 2-3 digit type number, one usage
    letter from :data:`PLATE_LETTERS`, four-digit serial; older plates carry a 시·도 prefix
    (:data:`PLATE_REGIONS`) and a 1-2 digit number. Scores: regional 0.95, 3-digit 0.9, 2-digit 0.8;
    +0.05 with a context word (차량, 자동차, 승용차, 번호판...) within 20 before or 12 after.

    Refused, because judgments are full of look-alikes:

    * serial followed by ``. digit`` (a date: "공소외 14가 2011. 6. 22." is a name, a particle, a year);
    * without a region, spacing on one side of the letter only ("14가 2011", "12도 2002") unless a
      vehicle context word is near;
    * two-digit forms that read as old court case numbers: a date or 선고 right before, 판결/결정 or a
      list of case numbers right after ("선고 96도1234 판결", "(96누4725, 96누14401)"), or 대법원/판결/
      결정/참조 within 20 code points before with no vehicle context.
    """

    name = "plate"
    labels = ("차량번호",)
    #: the vehicle word often follows the number ("52로 3847호 그랜저 차량": a new-user trial, 2026-12-03, saw it
    #: lettered as a unit number)
    context_after = 12
    pattern = re.compile(
        r"(?:(" + "|".join(PLATE_REGIONS) + r")[ ]?)?"
        r"(?<![0-9A-Za-z])([0-9]{1,3})([ ]?)([가-힣])([ ]?)([0-9]{4})"
        r"(?![0-9A-Za-z])(?![-.][0-9])(?!\.[ ]+[0-9])"
    )
    context_words = tuple(
        "차량 자동차 승용차 화물차 승합차 오토바이 이륜 택시 버스 트럭".split()
        + "번호판 렌터카 렌트카 운전 주차 차번".split()
        # the car's number in speech ("차 번호 80바 5127 맞아요?": a new-user trial of smuggling, 2026-12-07, left it)
        + ["차 번호", "차번호"]
        # trucks by their kind, often after the number ("88사 4471 탑차로 바로 내리겠습니다": a new-user trial of
        # customs fraud, 2026-12-06, left it in a chat)
        + "탑차 포터 봉고 카고 덤프 윙바디 냉동차 레커 견인차 구급차 순찰차".split()
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        region, front, sp1, letter, sp2 = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        if letter not in PLATE_LETTERS:
            return None
        start, end = m.start(), m.end()
        if folded.startswith("호", end) and tail_after(folded, end + 1, 3) == 0:
            end += 1  # "12가3456호 승용차": the counter 호 goes with the number ("(차량번호 1 생략) 승용차")
        ctx = self.has_context(folded, start, end)
        bonus = 0.05 if ctx else 0.0
        if region:
            if len(front) > 2:
                return None
            return _Hit(start, end, self.labels[0], 0.95 + bonus, ctx)
        if len(front) not in (2, 3) or (sp1 != sp2 and not ctx):
            return None
        if len(front) == 3:
            return _Hit(start, end, self.labels[0], 0.9 + bonus, ctx)
        if _CASE_BEFORE_STRONG.search(folded, max(0, start - 12), start) or _CASE_AFTER.match(folded, end):
            return None
        if not ctx and _CASE_BEFORE_WEAK.search(folded, max(0, start - 20), start):
            return None
        return _Hit(start, end, self.labels[0], 0.8 + bonus, ctx)


@lru_cache(maxsize=8)
def _written_anywhere(folded: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern`` occurs anywhere in the folded text: one scan per document, however many candidates ask
    (the last few documents are remembered)."""
    return pattern.search(folded) is not None


class MotorcyclePlateRecognizer(Recognizer):
    """차량번호 of a two-wheeled vehicle: its 시·군·구 (or 시·도), a Hangul letter and four digits ("광주북구 바 3417",
    "서울강남 가 1234"), as 이륜자동차 plates are issued by the local government (자동차관리법 제48조 and its
    시행규칙 별표: the plate names the 시·군·구). Only with a two-wheeler context word (오토바이, 이륜, 원동기,
    스쿠터) within 30 code points before or 12 after, as such a shape is otherwise rare (score 0.9), or written
    whole with its district glued ("부산해운대바3318") in a document that names a two-wheeler anywhere (score 0.8).
    A new-user trial (2026-12-03) saw "오토바이(광주북구 바 3417)" become "(광주북구 바 X)". Source: 자동차관리법
    제48조."""

    name = "motorcycle_plate"
    labels = ("차량번호",)
    context_before = 30
    context_after = 12
    pattern = re.compile(
        r"(?<![가-힣0-9])((?:"
        + "|".join(PLATE_REGIONS)
        + r")[가-힣]{0,4}?(?:시|군|구)?)[ ]?([가-힣])[ ]?([0-9]{4})"
        r"(?![0-9A-Za-z])"
    )
    context_words = ("오토바이", "이륜", "원동기", "스쿠터", "바이크")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if not self.has_context(folded, m.start(), m.end()):
            # a plate written whole, its district glued ("부산해운대바3318"), where the document speaks of
            # two-wheelers elsewhere: a table of accidents, its context words in the sentence above (a new-user
            # trial of insurance fraud, 2026-12-05, saw three plates lettered as entities)
            glued = " " not in m.group(0) and len(m.group(1)) >= 4
            if not (glued and _written_anywhere(folded, _TWO_WHEELER_WORDS)):
                return None
            return _Hit(m.start(), m.end(), self.labels[0], 0.8, False)
        return _Hit(m.start(), m.end(), self.labels[0], 0.9, True)


#: the two-wheeler words of :class:`MotorcyclePlateRecognizer`, searched in the whole document
_TWO_WHEELER_WORDS = re.compile("|".join(map(re.escape, MotorcyclePlateRecognizer.context_words)))


# ------------------------------------------------------------------------------- passport / driver's licence

#: 운전면허번호 area codes (도로교통공단): 11 서울 … 26 울산, 28 경기 북부 (27 is unassigned).
LICENCE_AREA_CODES = frozenset({*(str(n) for n in range(11, 27)), "28"})
#: the area names written before older licence numbers ("서울 12-345678-90"): the 17 시·도, as on old plates.
LICENCE_AREA_NAMES = PLATE_REGIONS


class DriverLicenceRecognizer(Recognizer):
    """운전면허번호 ``NN-NN-NNNNNN-NN`` (area code, year of issue, serial, check) or the older ``서울 12-345678-90``.

    Source: 도로교통법 시행규칙 별지 운전면허증 서식; area codes 도로교통공단 (:data:`LICENCE_AREA_CODES`). The two
    check digits are not published, so the number is validated by its layout, its area code and context: 0.85
    for the 2-2-6-2 layout with a valid area code (none of the bank, card and registration layouts recognized here
    has it; an account named by its context keeps the account label: same score, earlier in :data:`RULES`), 0.9 for
    an area name before it, +0.1 with a context word (면허, 운전) within 20 code points before.
    """

    name = "licence"
    labels = ("운전면허번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z가-힣-])(?:("
        + "|".join(LICENCE_AREA_NAMES)
        + r")[ ]?([0-9]{2})|([0-9]{2})-([0-9]{2}))"
        r"-([0-9]{6})-([0-9]{2})(?![0-9-])"
    )
    context_words = ("면허", "운전")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if m.group(3) is not None and m.group(3) not in LICENCE_AREA_CODES:
            return None
        ctx = self.has_context(folded, m.start(), m.end())
        base = 0.9 if m.group(1) else 0.85
        return _Hit(m.start(), m.end(), self.labels[0], base + (0.1 if ctx else 0.0), ctx)


class PassportRecognizer(Recognizer):
    """여권번호: ``M12345678`` (one type letter and eight digits, issued until 2021) and ``M123A4567`` (the
    2021 format: a letter, three digits, a letter, four digits).

    Source: 여권법 시행규칙 별지 여권 서식; 외교부 차세대 전자여권 (2021-12-21, new number format). Type letters:
    M (복수), S (단수), R (거주), G (관용), D (외교), O (긴급), T (여행증명서). No check digit is part of the
    number (the machine-readable zone's are not printed in judgments), so: 0.9 with 여권 or passport within 20
    code points before; without it only the 2021 format counts, at 0.6 (a weak span, kept where the model
    found nothing); the older format alone reads as a model or serial number and is refused.

    A foreigner's passport follows the issuing state's format: one or two capitals and seven or eight digits
    (China "E12345678", Japan "TK1234567", Vietnam "C1234567"; ICAO Doc 9303 leaves the number to the state).
    Such a number counts only with 여권 or passport before it (0.9): a new-user trial, 2026-12-03, saw
    "여권번호 E12345678" of a Chinese worker labelled a phone number by the model.
    """

    name = "passport"
    labels = ("여권번호",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z])(?:([MSRGDOT])(?:([0-9]{8})|([0-9]{3}[A-Z][0-9]{4}))|([A-Z]{1,2}[0-9]{7,8}))"
        r"(?![0-9A-Za-z])"
    )
    context_words = ("여권", "passport")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        ctx = self.has_context(folded, m.start(), m.end())
        if ctx:
            return _Hit(m.start(), m.end(), self.labels[0], 0.9, True)
        if m.group(3) is not None:
            return _Hit(m.start(), m.end(), self.labels[0], 0.6, False)
        return None


# ------------------------------------------------------------------------------------------------ birth date


class BirthDateRecognizer(Recognizer):
    """생년월일: a full calendar date written with 생 after it, as judgments give a party's birth date
    ("홍길동(洪吉童, 1976. 3. 15.생)", "1976.3.15.생", "1976년 3월 15일생", "76. 3. 15.생"), or right after the
    word 생년월일 ("생년월일은 1979. 1. 1.이다", "생년월일: 1979. 1. 1."; a new-user trial, 2026-12-03), or in a
    bracket after it ("생년월일(2004. 3. 15.)").

    The span is the date with its 생 (a particle after it stays outside); the date must exist in the calendar
    (a 2-digit year is read 19YY or 20YY, whichever makes it valid). A year or a month alone ("1994년생", "2000년 6월생") is not a full birth date and
    is left to the model. Score 0.9: the 생 names the date. Source: 재판예규 비실명처리 기준, 생년월일 among the
    personal information to remove (``resources/policies/court.yaml``); a new-user trial (2026-12-02) found
    such dates left in the output.
    """

    name = "birth_date"
    labels = ("생년월일",)
    pattern = re.compile(
        # (or in a bracket after the word: "성명, 생년월일(2004. 3. 15.), 여권번호(…)", which a new-user trial of
        # visa fraud, 2026-12-06, left)
        r"(?P<named>생년월일(?:은|는|이|:|：|[ ]?\()?[ ]?)?(?<![0-9])"
        r"(?P<date>(?:((?:19|20)?[0-9]{2})\.[ ]?([0-9]{1,2})\.[ ]?([0-9]{1,2})\.?"
        r"|((?:19|20)[0-9]{2})년[ ]?([0-9]{1,2})월[ ]?([0-9]{1,2})일))(?P<saeng>[ ]?생(?=인|이|의|으로|[^가-힣]|$))?"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if m.group("saeng") is None and m.group("named") is None:
            return None  # a date that nothing names a birth date
        y, mo, d = (
            (m.group(3), m.group(4), m.group(5)) if m.group(3) else (m.group(6), m.group(7), m.group(8))
        )
        years = [int(y)] if len(y) == 4 else [1900 + int(y), 2000 + int(y)]
        for year in years:
            try:
                datetime.date(year, int(mo), int(d))
            except ValueError:
                continue
            end = m.end("saeng") if m.group("saeng") else m.end("date")
            return _Hit(m.start("date"), end, self.labels[0], 0.9, True)
        return None


# ----------------------------------------------------------------------------------------- email / url / ip

#: generic TLDs accepted besides any two-letter country code (IANA root zone, common ones).
#: country-code TLDs that sites use as generic ones (".co", ".me", ".io", ".tv", ".cc", ".gg")
_POPULAR_CCTLDS = frozenset({"co", "me", "io", "tv", "cc", "gg", "ai", "to", "ly", "fm"})
GENERIC_TLDS: frozenset[str] = frozenset(
    {"com", "net", "org", "edu", "gov", "mil", "int", "info", "biz", "name", "pro", "mobi", "asia", "tel"}
    | {"travel", "jobs", "aero", "coop", "museum", "xyz", "online", "site", "shop", "app", "dev", "top"}
    | {"club", "store", "tech", "blog", "cloud", "live", "email", "page", "website", "space", "news", "kakao"}
    | {"naver", "samsung", "google", "fun", "link", "world", "today", "company", "digital", "network"}
)
#: two-letter strings that end file names more often than domains (not accepted as bare TLDs).
_FILE_EXT_2 = frozenset({"js", "py", "rs", "go", "md", "sh", "db", "gz", "xz", "pl", "rb", "cs", "hs"})


def _tld_ok(tld: str, bare: bool = False) -> bool:
    t = tld.lower()
    if not t.isascii() or not t.isalpha():
        return False
    if t in GENERIC_TLDS:
        return True
    return len(t) == 2 and not (bare and t in _FILE_EXT_2)


def _domain_ok(host: str, bare: bool = False) -> bool:
    labels = host.split(".")
    if len(labels) < 2 or len(host) > 253:
        return False
    for lab in labels:
        if not lab or len(lab) > 63 or lab[0] == "-" or lab[-1] == "-":
            return False
    return _tld_ok(labels[-1], bare)


class EmailRecognizer(Recognizer):
    """이메일주소: ``local@domain.tld`` (RFC 5322 dot-atom subset; ``*`` allowed in the local part for
    masked addresses like ``ab***@naver.com``).

    Source: RFC 5321/5322 (dot-atom local part, no leading/trailing/double dot; labels of at most 63
    letters, digits and inner hyphens), IANA root zone (TLD: a generic TLD from :data:`GENERIC_TLDS`
    or a two-letter country code). Score 0.95.
    """

    name = "email"
    labels = ("이메일주소",)
    pattern = re.compile(
        r"(?<![A-Za-z0-9._%+*-])([A-Za-z0-9._%+*-]{1,64})@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})"
        r"(?![A-Za-z0-9-])"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        local, host = m.group(1), m.group(2)
        # the local part may have swallowed a leading dot or dash: trim it
        lstart = m.start(1)
        while local and local[0] in ".-":
            local, lstart = local[1:], lstart + 1
        if not local or local.endswith(".") or ".." in local or local.strip("*") == "":
            return None
        if not _domain_ok(host):
            return None
        return _Hit(lstart, m.end(), self.labels[0], 0.95, False)


_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}
_TRAIL_PUNCT = ".,;:!?'\"*`"


class UrlRecognizer(Recognizer):
    """URL: ``http://``, ``https://``, ``ftp://`` or ``www.`` followed by a host with a real-looking TLD
    (or an IPv4 address), plus bare ``host.tld/path`` and ``blog.naver.com``-style hosts (score 0.6).

    Source: RFC 3986 (ASCII URI characters; host, path, query, fragment), IANA root zone for TLDs.
    Only ASCII URI characters are taken, so Hangul (a particle such as 에서, 로) right after a URL ends
    it; trailing ``.,;:!?'"``, unbalanced closing brackets, an empty pair (``()``) and a bracketed group that
    closes the URL after its host ("https://a.kr/b(010-1234-5678)": the sentence's brackets; not "path_(1)")
    are stripped.
    Scores: with scheme or ``www.`` 0.9; bare host 0.6.
    """

    name = "url"
    labels = ("URL",)
    pattern = re.compile(
        r"(?<![A-Za-z0-9@._%+*/-])"
        r"(?:((?:https?|ftp)://|www\.)[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]{1,2000}"
        r"|([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6})(/[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]{0,2000})?"
        r"(?![A-Za-z0-9@-]))"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        start, end = m.start(), m.end()
        url = m.group(0)
        # strip trailing punctuation and unbalanced closers
        while url:
            last = url[-1]
            if last in _TRAIL_PUNCT:
                url = url[:-1]
            elif last in _CLOSERS and url.count(last) > url.count(_CLOSERS[last]):
                url = url[:-1]
            elif last in "([{<":
                url = url[:-1]  # an opening bracket of the text after it ("kim(인스타)")
            elif last in _CLOSERS and url.endswith(_CLOSERS[last] + last):
                url = url[:-2]  # an empty pair: "b()" is "b" + "()"
            elif (
                last in _CLOSERS
                and (opened := url.rfind(_CLOSERS[last])) > url.find("/", url.find("//") + 2) > 0
                and url[opened - 1] != "_"
            ):
                # a bracket closing the URL is the sentence's ("https://a.kr/b(010-1234-5678)": a phone number
                # in brackets after it; found by the property test of 2026-12-03); a wiki-style "path_(1)" stays
                url = url[:opened]
            else:
                break
        end = start + len(url)
        if m.group(1):
            rest = url[len(m.group(1)) :]
            host = re.split(r"[/?#]", rest, maxsplit=1)[0]
            host = host.rsplit("@", 1)[-1]
            host = host.split(":", 1)[0] if not host.startswith("[") else host
            if m.group(1).lower() == "www.":
                host = "www." + host
            if not host:
                return None
            if not (_domain_ok(host) or _is_ipv4(host)):
                return None
            return _Hit(start, end, self.labels[0], 0.9, False)
        host = m.group(2)
        if host is None or _is_ipv4(host) or host.replace(".", "").isdigit():
            return None
        if not _domain_ok(host, bare=True):
            return None
        labels = host.split(".")
        if labels[-1].lower() not in GENERIC_TLDS and labels[-1].lower() != "kr":
            # two-letter country codes other than kr: only with a path, to avoid "e.g" style noise; or a country
            # code that sites use as a generic one after a host of three characters or more ("winwin-bet.co",
            # "forestmorning.blog.me": new-user trials of betting sites and a guesthouse, 2026-12-06, left both)
            popular = labels[-1].lower() in _POPULAR_CCTLDS and len(labels[0]) >= 3
            if not popular and (not m.group(3) or len(m.group(3)) < 2):
                return None
        if any(c.isalpha() for c in labels[0]) is False:
            return None
        return _Hit(start, end, self.labels[0], 0.6, False)


def _is_ipv4(s: str) -> bool:
    parts = s.split(".")
    if len(parts) != 4:
        return False
    for p in parts:
        if not p.isdigit() or not p.isascii() or len(p) > 3 or (len(p) > 1 and p[0] == "0") or int(p) > 255:
            return False
    return True


#: dates written with dots ("98.8.9.", "2003. 8. 13.") near a candidate mark a table of dates.
#: a document's word for IP addresses ("접속 IP", "IP주소", "아이피")
_IP_IN_DOCUMENT = re.compile(r"(?<![A-Za-z])IP(?![A-Za-z])|아이피|접속[ ]?기록")
_DOTTED_DATE = re.compile(r"(?<![0-9])[0-9]{2,4}\.[ ]?[0-9]{1,2}\.[ ]?[0-9]{1,2}(?![0-9])")
_DATE_MARKS = frozenset("‘’'~∼〃-")
_VERSION_BEFORE = re.compile(r"(?:버전|version|ver\.?|v\.|판|릴리스|release|build|빌드)[ :]*$", re.IGNORECASE)


class HandleRecognizer(Recognizer):
    """아이디: a messenger or social-network handle written with its "@" ("텔레그램 아이디 @iceman_ansan", Instagram,
    X): "@" not after a letter, digit or dot (so no e-mail address), then 3 to 32 letters, digits, "_" or "." with a
    letter among them, and no domain after it. Source: the handle syntax of Telegram (5-32 of a-z, 0-9, "_") and
    Instagram (letters, digits, "_", "."). A new-user trial (2026-12-03) saw one left in a drug judgment, which the
    model had marked alone elsewhere. Score 0.85. A mention by a Hangul display name in a quoted message ("\"@블랙펄
    콜드월렛 키 백업 위치 정리 좀\"": a new-user trial of a crypto exchange, 2026-12-06, left it), two to eight
    syllables, not a title or a role ("@대표님"), counts too."""

    name = "handle"
    labels = ("아이디",)
    pattern = re.compile(
        r"(?<![A-Za-z0-9._%+*@-])@([A-Za-z0-9_][A-Za-z0-9_.]{2,31})(?![A-Za-z0-9_@-])"
        r"|(?<![A-Za-z0-9._%+*@가-힣-])@([가-힣]{2,8})(?![A-Za-z0-9_@가-힣-]|님)"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if m.group(2) is not None:
            from thunder_deid_desktop.analysis.roles import JOB_TITLES, is_role_mention

            word = m.group(2)
            if word in JOB_TITLES or is_role_mention(word) or word in ("전체", "모두", "여기", "채널"):
                return None
            return _Hit(m.start(), m.end(2), self.labels[0], 0.85, False)
        handle = m.group(1).rstrip(".")
        if not re.search(r"[A-Za-z]", handle) or "." in handle and _domain_ok(handle):
            return None  # "@naver.com" is a domain
        return _Hit(m.start(), m.start(1) + len(handle), self.labels[0], 0.85, False)


class IpAddressRecognizer(Recognizer):
    """IP주소: dotted IPv4 (four octets 0-255, no leading zeros) and IPv6 (validated by :mod:`ipaddress`).

    Source: RFC 791 / RFC 4291 / RFC 5952 text forms. IPv4 candidates glued to letters (``v1.2.3.4``),
    preceded by a version word (버전, version, ver.), or followed by another ``.digit`` are refused;
    dates written "2020. 10. 1." have spaces and are never candidates; "2020.10.1.1" fails the octet
    range. Without a context word (IP, 아이피, 접속, 서버) an IPv4 candidate is refused when all octets
    are below 10 ("1.2.3.4", outline numbering), when it follows a date mark (‘ ’ ~ 〃), when a unit
    (년, 월, 일...) follows, or when a dotted date ("98.8.9.") is within 25 code points (tables of
    dates) and the text names IP addresses nowhere. IPv6 needs two colons, a valid address and at least three groups or a hex letter (so
    "10:30" or "12:30:45" times never match). Scores: 0.85, 0.95 with context.
    """

    name = "ip"
    labels = ("IP주소",)
    pattern = re.compile(
        r"(?<![0-9A-Za-z.])([0-9]{1,3}(?:\.[0-9]{1,3}){3})(?![0-9A-Za-z_])(?!\.[0-9])"
        r"|(?<![0-9A-Za-z:.])([0-9A-Fa-f]{0,4}:[0-9A-Fa-f:]{1,38}(?:\.[0-9]{1,3}){0,3})(?![0-9A-Za-z:_])(?!\.[0-9])"
    )
    context_words = ("ip", "아이피", "접속", "서버", "server", "host", "호스트")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        start, end = m.start(), m.end()
        ctx = self.has_context(folded, start, end)
        if m.group(1):
            cand = m.group(1)
            if not _is_ipv4(cand):
                return None
            if _VERSION_BEFORE.search(folded, max(0, start - 12), start):
                return None
            if not ctx:
                if all(int(p) < 10 for p in cand.split(".")):
                    return None
                if folded[start - 1 : start] in _DATE_MARKS or folded[end : end + 1] in _UNIT_AFTER:
                    return None
                near = folded[max(0, start - 25) : start] + " " + folded[end : end + 25]
                # (a table's row of access times, the context word in the text above: "접속 IP" once, then
                # "2023. 8. 9. 02:14 | 58.140.92.16(…PC방)", which a new-user trial of game fraud, 2026-12-05, left)
                if _DOTTED_DATE.search(near) and not _written_anywhere(folded, _IP_IN_DOCUMENT):
                    return None
            return _Hit(start, end, self.labels[0], 0.95 if ctx else 0.85, ctx)
        cand = m.group(2)
        if cand.count(":") < 2:
            return None
        try:
            ipaddress.IPv6Address(cand)
        except ValueError:
            return None
        groups = [g for g in cand.split(":") if g]
        if len(groups) < 3 and not any(c.isalpha() for c in cand):
            return None
        if len(groups) < 2 and not ctx:
            return None
        return _Hit(start, end, self.labels[0], 0.95 if ctx else 0.85, ctx)


class CryptoWalletRecognizer(Recognizer):
    """비트코인개인지갑: a crypto-asset wallet address, whole. Bitcoin's bech32 form ("bc1q…": "bc1", then 11 to 71
    of the bech32 alphabet, which has no "1", "b", "i" or "o"; BIP-173) and Ethereum's ("0x" and 40 hexadecimal
    digits; the Ethereum Yellow Paper's 160-bit address), anywhere; Bitcoin's base58 form ("1…" or "3…", 26 to 35
    of the base58 alphabet, which has no "0", "O", "I" or "l") only with a context word (지갑, 비트코인, 주소,
    wallet, btc) before it, as it may be any code. A new-user trial (2026-12-03) saw "bc1qxy2…" cut to "bc1" + a
    letter and an Ethereum address labelled as Bitcoin's by the model, which this label keeps (the model's label
    set has no other wallet label). Source: BIP-173 (bech32), Bitcoin's base58check alphabet, the Ethereum Yellow
    Paper (addresses); checksums are not verified. Tron's addresses are base58 too ("T" and 33 more, 34 in all; TRON
    developer documentation, "Account"), with the same context words and 트론, tron, 테더, usdt, trc: a new-user
    trial (2026-12-04) saw "트론 지갑 주소 'TQ5x…'" left whole. Scores: 0.9; base58 0.85."""

    name = "crypto_wallet"
    labels = ("비트코인개인지갑",)
    pattern = re.compile(
        # (a Tron address mistyped out of base58, a "0" in it, is one too where the words say so: "지갑주소
        # TQ7h8sK2mW9x…0aZt로", which a new-user trial of voice phishing, 2026-12-07, left)
        r"(?<![A-Za-z0-9])(?:(bc1[02-9ac-hj-np-z]{11,71})|(0x[0-9a-fA-F]{40})|([13][1-9A-HJ-NP-Za-km-z]{25,34}|T[0-9A-Za-z]{33}))"
        r"(?![A-Za-z0-9])"
    )
    context_words = (
        "지갑",
        "비트코인",
        "주소",
        "wallet",
        "btc",
        "코인",
        "트론",
        "tron",
        "테더",
        "usdt",
        "trc",
    )
    context_before = 25

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if m.group(3):
            value = m.group(3)
            # base58 has digits and both cases; a word or a number alone is no address
            if not (re.search(r"[a-z]", value) and re.search(r"[A-Z]", value) and re.search(r"[0-9]", value)):
                return None
            if not self.has_context(folded, m.start(), m.end()):
                return None
            return _Hit(m.start(), m.end(), self.labels[0], 0.85, True)
        return _Hit(m.start(), m.end(), self.labels[0], 0.9, self.has_context(folded, m.start(), m.end()))


class GpsCoordinatesRecognizer(Recognizer):
    """A place given as GPS coordinates in decimal degrees, latitude then longitude, inside Korea's box (latitude
    33 to 38.99, longitude 124 to 132.99), each with three decimals or more (about 100 m or finer), written with
    a comma, a slash or a blank between them, maybe after N/E or 위도/경도 ("37.6241, 127.1559", "N37.6241
    E127.1559"): a place as precise as an address below the 시·군·구, label 구아래주소 (the model's label set has
    none of its own). A new-user trial of drug crimes (2026-12-05) saw four drop spots' coordinates left in a
    table of 던지기 places. Source: WGS 84 decimal degrees (ISO 6709 order, latitude first). Score 0.9."""

    name = "gps"
    labels = ("구아래주소",)
    pattern = re.compile(
        r"(?<![0-9.])(?:[Nn]|위도[ ]?)?(3[3-8]\.[0-9]{3,8})[ ]?(?:,|/)?[ ]?(?:[Ee]|경도[ ]?)?"
        r"(1(?:2[4-9]|3[0-2])\.[0-9]{3,8})(?![0-9]|\.[0-9])"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        # the numbers and their N/E, not the words 위도 and 경도 before them
        start = m.start(1) - 1 if folded[m.start(1) - 1 : m.start(1)] in ("N", "n") else m.start(1)
        return _Hit(start, m.end(), self.labels[0], 0.9, False)


class MacAddressRecognizer(Recognizer):
    """A network card's MAC address: six pairs of hexadecimal digits joined by one colon or one hyphen throughout
    ("3C:52:82:1F:A6:07", "3c-52-82-1f-a6-07"), or three groups of four joined by dots ("3c52.821f.a607", Cisco's
    notation), not inside a longer run of such digits. It identifies one device, and through it its user, as an
    IP address does: label 관리번호 (the release has no label of its own; the court policy writes "(관리번호 1
    생략)"). A new-user trial of trade secrets (2026-12-06) saw "MAC 주소 3C:52:82:1F:A6:07" left. A candidate with no hexadecimal letter and no context word
    (MAC, 맥주소, 물리주소, 랜카드, 네트워크) is refused, as digits alone so joined may be times or codes. Source:
    IEEE 802 (EUI-48), written as IEEE 802 and RFC 7042 write it. Score 0.9, with the context or a letter."""

    name = "mac"
    labels = ("관리번호",)
    context_words = ("mac", "맥주소", "맥 주소", "물리주소", "물리 주소", "랜카드", "네트워크", "기기")
    context_before = 30
    pattern = re.compile(
        r"(?<![0-9A-Fa-f:\-.])(?:[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"
        r"|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![0-9A-Fa-f:\-]|\.[0-9A-Fa-f])"
    )

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        context = self.has_context(folded, m.start(), m.end())
        if not context and not re.search(r"[A-Fa-f]", m.group(0)):
            return None
        return _Hit(m.start(), m.end(), self.labels[0], 0.9, context)


class ImeiRecognizer(Recognizer):
    """A mobile phone's IMEI: fifteen digits, maybe grouped 2-6-6-1 with hyphens or blanks, whose last is the Luhn
    check digit of the fourteen before it, with the word IMEI, 단말기 or 기기 near it ("IMEI 354812116730429": a
    new-user trial of a phone shop, 2026-12-06, saw it written as a cheque's number). It names one handset and
    through it its user: label 관리번호 (the release has no label of its own; the court policy writes "(관리번호 1
    생략)"). Score 0.9; none without the context, as a card's number may have fifteen digits too. Source: 3GPP TS
    23.003 §6.2.1 (IMEI structure; check digit by the Luhn formula of ISO/IEC 7812-1 Annex B)."""

    name = "imei"
    labels = ("관리번호",)
    context_words = ("imei", "단말기", "기기", "단말")
    context_before = 20
    pattern = re.compile(r"(?<![0-9-])[0-9]{2}[ -]?[0-9]{6}[ -]?[0-9]{6}[ -]?[0-9](?![0-9-])")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        digits = re.sub(r"[ -]", "", m.group(0))
        if len(digits) != 15 or not luhn_valid(digits) or not self.has_context(folded, m.start(), m.end()):
            return None
        return _Hit(m.start(), m.end(), self.labels[0], 0.9, True)


class ContainerNumberRecognizer(Recognizer):
    """A freight container's number: the owner code (three capital letters), the category letter (U, J or Z), six
    digits and the check digit, blanks or a hyphen allowed before the serial and the check digit ("CSQU 305438 3",
    "CSQU3054383"), with the check digit of ISO 6346 (:func:`.checksums.container_number_valid`). It names one
    shipment and through it the importer, as a bill of lading's number does: label 관리번호 (the release has no
    label of its own; the court policy writes "(관리번호 1 생략)"). A new-user trial of customs smuggling
    (2026-12-06) left three ("컨테이너 TGHU8812348"). Score 0.9 with a context word (컨테이너, container, CNTR,
    선적, B/L), else 0.8: one string in ten of this shape passes the check by chance. Source: ISO 6346:1995
    (freight containers: coding, identification and marking), Annex A."""

    name = "container"
    labels = ("관리번호",)
    context_words = ("컨테이너", "container", "cntr", "선적", "b/l", "선하증권", "수입신고")
    context_before = 40
    pattern = re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}[UJZ][ ]?[0-9]{6}[ -]?[0-9](?![A-Za-z0-9])")

    def check(self, folded: str, m: re.Match[str]) -> _Hit | None:
        if not container_number_valid(m.group(0)):
            return None
        context = self.has_context(folded, m.start(), m.end())
        return _Hit(m.start(), m.end(), self.labels[0], 0.9 if context else 0.8, context)


# --------------------------------------------------------------------------------------- registry and merge

#: The registry, in tie-break priority order (earlier wins a tie on score and length).
RULES: list[Recognizer] = [
    ResidentRegistrationRecognizer(),
    CorporateRegistrationRecognizer(),
    BusinessRegistrationRecognizer(),
    CreditCardRecognizer(),
    MobilePhoneRecognizer(),
    LandlinePhoneRecognizer(),
    InternationalPhoneRecognizer(),
    BankAccountRecognizer(),
    VehiclePlateRecognizer(),
    MotorcyclePlateRecognizer(),
    DriverLicenceRecognizer(),
    PassportRecognizer(),
    BirthDateRecognizer(),
    EmailRecognizer(),
    UrlRecognizer(),
    IpAddressRecognizer(),
    HandleRecognizer(),
    CryptoWalletRecognizer(),
    GpsCoordinatesRecognizer(),
    ContainerNumberRecognizer(),
    ImeiRecognizer(),
    MacAddressRecognizer(),
]


def resolve_overlaps(spans: Sequence[Span], priority: dict[str, int] | None = None) -> list[Span]:
    """Keep a set of non-overlapping spans: higher score first, then the longer, then ``priority``.

    Args:
        spans: candidate spans (any order).
        priority: recognizer name (``span.meta["recognizer"]``) -> rank, lower wins a tie; missing
            names rank last.

    Returns:
        The kept spans sorted by start. Runs in O(k log k) for k candidates.
    """
    prio = priority or {}

    def key(s: Span) -> tuple[float, int, int, int]:
        return (-s.score, -s.length, prio.get(s.meta.get("recognizer", ""), len(prio)), s.start)

    starts: list[int] = []
    kept: list[Span] = []
    for s in sorted(spans, key=key):
        i = bisect.bisect_left(starts, s.start)
        if i > 0 and kept[i - 1].end > s.start:
            continue
        if i < len(kept) and kept[i].start < s.end:
            continue
        starts.insert(i, s.start)
        kept.insert(i, s)
    return kept


#: scores below this come from format-only evidence (bare domains, an account layout without context,
#: 전국대표번호, numbers without a check digit): callers that let rules override the model may want
#: ``find_rule_spans(text, min_score=CONFIDENT_SCORE)``.
CONFIDENT_SCORE = 0.7


def find_rule_spans(
    text: str, rules: Sequence[Recognizer] | None = None, min_score: float = 0.0
) -> list[Span]:
    """Run the rule recognizers over ``text`` and return non-overlapping spans sorted by start.

    Args:
        text: document text (any length; offsets are code points, emoji and CRLF are fine).
        rules: recognizers to run (default :data:`RULES`).
        min_score: drop candidates scoring below it *before* overlap resolution (see
            :data:`CONFIDENT_SCORE`).

    Returns:
        Spans with ``source="rule"``, the recognizer's fixed score, ``meta["recognizer"]`` and
        ``meta["context"]``; overlaps resolved by :func:`resolve_overlaps` (score, then length, then
        registry order). ``text[s.start:s.end] == s.text`` for each.
    """
    active = RULES if rules is None else list(rules)
    if not text:
        return []
    folded = fold_text(text)
    candidates: list[Span] = []
    for r in active:
        candidates.extend(s for s in r.analyze(text, folded) if s.score >= min_score)
    return resolve_overlaps(candidates, {r.name: i for i, r in enumerate(active)})
