"""Realistic, reproducible replacements for the ``pseudonym`` policy (research copies).

Every draw is a function of (policy seed, pool, label, the entity's key, attempt number, the sex hint of a
``name`` draw) and of the original's shape (its length, punctuation, masked places, kept prefix, script and
number of words, see the pools below; a date's value, which the ``date`` pool shifts) only, so the same document
and policy always give the same output and one entity keeps one pseudonym.  A draw equal to the original,
containing it, or already used by another entity of the document is redrawn.

Pools: ``mentions`` (the replacement list of the label: the lists shipped with the application,
``resources/replacement_lists/entity_mentions.json``, a copy of the Thunder-DeID release's lists, CC BY-NC-SA 4.0,
their raw labels normalized through the taxonomy as the training command and the list store do; a generated
company-like name when the label has no list), and generators

* ``name``: faker ko_KR surname + given name; a male or a female given name when the text writes the person's
  sex right after a mention ("박성호(여, 45세)", :func:`sex_hint`);
* ``address_below``: a lot address ("신현리 457-12") or a building/unit number ("456동 789호", "3504호") gets
  one of the same shape (:func:`.places.below`), anything else a road address ("언주로 201");
* ``date``: the original's date shifted by a bounded random offset, in its written format ("(2015. 9. 10.생)"
  -> "(2016. 3. 2.생)", :func:`.dates.shift`); an original that is no date gets a date of 1950-2005;
* ``account``, ``vehicle``, ``email`` (``example.com`` only, RFC 2606);
* ``phone``: format-preserving (:func:`.numbers.phone`): the original's area code, mobile or service prefix
  ("02", "051", "010", "070", "1588") and punctuation are kept, the other digits are new;
* ``rrn``: a resident registration number whose check digit is deliberately *wrong* and birth date before 2020
  (:func:`.numbers.rrn`), so it is never a number issued under the checksummed scheme (every one before
  October 2020); the original's seventh (sex and century) digit, separators and masked places are kept;
* ``number``: format-preserving: same length and punctuation, new digits.

Generators that no policy pool names, chosen by label and by the original's shape (:func:`generator_for`):
``url`` (a documentation host, RFC 2606: :func:`.web.url`), ``ip`` (documentation addresses, RFC 5737 and
RFC 3849: :func:`.web.ip`), ``foreign_name`` (the shipped lists of foreign names, in the original's script:
:func:`.people.foreign_name`) and ``handle`` (IDs and nicknames: :func:`.people.handle`).

Modules, one job each:

* :mod:`.draws`: :func:`draw` (seeding, redraws) and :func:`generator_for` (which generator a draw uses);
* :mod:`.replacement_lists`: the shipped lists (the ``mentions`` pool, :func:`has_list`, foreign-name lists);
* :mod:`.people`: names and :func:`sex_hint`, foreign names, IDs and nicknames;
* :mod:`.numbers`: phone, resident registration, account and vehicle numbers, the ``number`` pool;
* :mod:`.web`: URLs, e-mail and IP addresses;
* :mod:`.dates`: shifted dates;
* :mod:`.places`: lots, buildings and units, road addresses;
* :mod:`.shapes`: the script and the letter-and-digit shape of an original, shared by the generators.

Public API: :func:`draw`, :func:`sex_hint`, :func:`has_list`, :func:`generator_for` and the constants below.
"""

from __future__ import annotations

from thunder_deid_desktop.deid.pseudonym import dates, draws, numbers, places, replacement_lists, web
from thunder_deid_desktop.deid.pseudonym.dates import (
    DATE_SHIFT_DAYS,
    DATE_SHIFT_MONTHS,
    DATE_SHIFT_YEARS,
    DATE_YEARS,
)
from thunder_deid_desktop.deid.pseudonym.draws import draw, generator_for
from thunder_deid_desktop.deid.pseudonym.people import HANDLE_TIER3, SEXES, sex_hint
from thunder_deid_desktop.deid.pseudonym.replacement_lists import FOREIGN_NAME_TIER3, LISTS_PATH, has_list
from thunder_deid_desktop.deid.pseudonym.web import (
    EXAMPLE_DOMAINS,
    EXAMPLE_TLD,
    IP_LABEL,
    IPV4_DOCUMENTATION,
    IPV6_DOCUMENTATION,
    URL_TIER3,
)

__all__ = [
    "DATE_SHIFT_DAYS",
    "DATE_SHIFT_MONTHS",
    "DATE_SHIFT_YEARS",
    "DATE_YEARS",
    "EXAMPLE_DOMAINS",
    "EXAMPLE_TLD",
    "FOREIGN_NAME_TIER3",
    "HANDLE_TIER3",
    "IPV4_DOCUMENTATION",
    "IPV6_DOCUMENTATION",
    "IP_LABEL",
    "LISTS_PATH",
    "SEXES",
    "URL_TIER3",
    "draw",
    "generator_for",
    "has_list",
    "sex_hint",
]

# the names of the single-module pseudonym.py that tests read (pseudonym._mentions(), pseudonym._PHONE_PREFIX)
# and that earlier callers may use, each bound to the one object of its module
_mentions = replacement_lists.mentions
_generate = draws._generate
_PHONE_PREFIX = numbers.PHONE_PREFIX
_phone = numbers.phone
_rrn = numbers.rrn
rrn_check_digit = numbers.rrn_check_digit
_url = web.url
_ip = web.ip
_date = dates.shift
_below = places.below
