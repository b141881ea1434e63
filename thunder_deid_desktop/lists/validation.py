"""Checks for a replacement-list mention, without the database: what the lists refuse and what they only warn about.

A mention replaces a placeholder when training data is made (the paper's per-epoch replacement, arXiv 2506.15266
§3), so a list must hold *values*, never the court's masks. :func:`clean` normalizes a mention (Unicode NFC,
surrounding blanks removed, inner runs of blanks made one space); :func:`check_text` returns the problems of a
cleaned mention for a fine label. Error codes (the mention is refused):

* ``empty`` — nothing but blanks;
* ``too_long`` — more than :data:`MAX_LENGTH` code points;
* ``bad_character`` — a control character (a line break, a tab);
* ``placeholder`` — a mask written in judgments instead of a value: one capital letter (``A``; ``E1`` and
  ``K5`` are real company and car names), a capital letter with an honorific (``A씨``, ``B 씨``, ``C군``),
  the court's masking symbols (``○○``, ``△``, ``□□건설``, ``◇``, ``◎``) or asterisks (``**``), a party's role with or without a number or letter (``피고인 1``,
  ``공소외 2``, ``피해자 A``) and omissions (``(주소 1 생략)``). The forms are those of law.go.kr texts and the
  release's placeholders (``shared/data/README.md``, ``training/dataset.py``'s ``PLACEHOLDER``);
* ``unknown_label`` — not a fine label of the taxonomy;
* ``duplicate`` — the label's list already holds it (checked by the service, which knows the lists).

Warning code (the mention is kept): ``person_name`` — 2–4 Hangul syllables: a common surname (faker's ``ko_KR``
surname table plus the two-syllable surnames) and a given name of syllables common in given names, in a list whose label is outside tier 2
``인명`` (names): such a list should not hold a real person's name.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from thunder_deid_desktop.analysis.roles import ROLE_ALTERNATION
from thunder_deid_desktop.taxonomy import Taxonomy

#: Longest mention accepted, in code points (the longest shipped mention has 54).
MAX_LENGTH = 100

#: Tier-2 node whose labels may hold person names.
NAME_TIER2 = "인명"

ERRORS = ("empty", "too_long", "bad_character", "placeholder", "unknown_label", "duplicate")
WARNINGS = ("person_name",)

_PLACEHOLDERS = (
    re.compile(r"^[A-ZＡ-Ｚ]$"),
    re.compile(r"^[A-ZＡ-Ｚ][0-9]?\s?(?:씨|군|양|님)$"),
    re.compile(r"[○◯〇△□◇◎]"),
    re.compile(r"\*{2,}|^[*xX]+$|^(?:OO|XX|ㅇㅇ)$"),
    re.compile(rf"^(?:{ROLE_ALTERNATION})(?:\s?(?:[0-9]+|[A-ZＡ-Ｚ]))?(?:\s?(?:씨|등))?$"),
    re.compile(r"생략\)?$"),
)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: runs of spaces made one; a line break or a tab is left for the check, which refuses it (docs/desktop.md; a
#: new-user trial, 2026-12-03, saw a CSV cell "줄\n바꿈" imported as "줄 바꿈")
_BLANKS = re.compile(r"[ \u00a0\u3000]+")
_HANGUL_NAME = re.compile(r"^[가-힣]{2,4}$")
_TWO_SYLLABLE_SURNAMES = ("남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방")


@dataclass(frozen=True)
class Issue:
    """One problem of a mention: ``code`` from :data:`ERRORS` or :data:`WARNINGS`, ``error`` true when the
    mention is refused, ``message`` an English sentence without the mention's text (for logs and the CLI)."""

    code: str
    error: bool
    message: str


_MESSAGES = {
    "empty": "the mention is empty",
    "too_long": f"the mention is longer than {MAX_LENGTH} characters",
    "bad_character": "the mention contains a line break or another control character",
    "placeholder": "the mention is a placeholder (a mask such as A, A씨, ○○ or 피고인 1), not a value",
    "unknown_label": "the label is not a fine label of the taxonomy",
    "duplicate": "the list of this label already holds this mention",
    "person_name": "the mention looks like a person's name, but this label's list should hold no names",
}


def issue(code: str) -> Issue:
    """The :class:`Issue` of ``code``.

    Raises:
        KeyError: unknown code.
    """
    return Issue(code, code in ERRORS, _MESSAGES[code])


def clean(text: str) -> str:
    """``text`` in Unicode NFC with surrounding blanks removed and inner runs of spaces made one space (a line
    break or a tab inside stays, for :func:`check_text` to refuse)."""
    return _BLANKS.sub(" ", unicodedata.normalize("NFC", text)).strip()


@lru_cache(maxsize=1)
def common_surnames() -> frozenset[str]:
    """Common Korean surnames: faker's ``ko_KR`` table (44 one-syllable surnames) and the two-syllable ones."""
    from faker.providers.person.ko_KR import Provider

    return frozenset(Provider.last_names) | frozenset(_TWO_SYLLABLE_SURNAMES)


@lru_cache(maxsize=1)
def given_name_syllables() -> frozenset[str]:
    """Syllables of common given names: every syllable of faker's ``ko_KR`` given names (59 syllables)."""
    from faker.providers.person.ko_KR import Provider

    names = {*Provider.first_names, *Provider.first_names_male, *Provider.first_names_female}
    return frozenset(c for name in names for c in name)


def is_placeholder(text: str) -> bool:
    """True when a cleaned mention is a court mask rather than a value (see module docstring)."""
    return any(p.search(text) for p in _PLACEHOLDERS)


def looks_like_person_name(text: str) -> bool:
    """True for 2–4 Hangul syllables made of a common surname and a 1–2 syllable given name whose syllables
    are all common in given names (``김민준``, ``남궁민``; not ``안랩``, ``한샘``). A heuristic that also
    matches some other words (``이순신대교`` no, ``조선`` yes), hence only a warning."""
    if not _HANGUL_NAME.match(text):
        return False
    surnames, syllables = common_surnames(), given_name_syllables()
    for n in (2, 1):
        given = text[n:]
        if text[:n] in surnames and 1 <= len(given) <= 2 and all(c in syllables for c in given):
            return True
    return False


def may_hold_names(taxonomy: Taxonomy, label: str) -> bool:
    """True when ``label`` lies under tier 2 :data:`NAME_TIER2` (names, IDs and nicknames)."""
    try:
        return taxonomy.tiers(label)[1] == NAME_TIER2
    except KeyError:
        return False


def check_text(taxonomy: Taxonomy, label: str, text: str) -> list[Issue]:
    """Problems of the cleaned mention ``text`` for the fine label ``label``, errors first (the duplicate check
    is the service's). An empty list means the mention is accepted without a warning."""
    out: list[Issue] = []
    if label not in taxonomy.fine_labels:
        out.append(issue("unknown_label"))
    if not text:
        return [*out, issue("empty")]
    if len(text) > MAX_LENGTH:
        out.append(issue("too_long"))
    if _CONTROL.search(text):
        out.append(issue("bad_character"))
    if is_placeholder(text):
        out.append(issue("placeholder"))
    if not out and not may_hold_names(taxonomy, label) and looks_like_person_name(text):
        out.append(issue("person_name"))
    return out
