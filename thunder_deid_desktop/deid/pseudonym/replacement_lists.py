"""The replacement lists shipped with the application: the ``mentions`` pool and the foreign names.

``resources/replacement_lists/entity_mentions.json`` is a copy of the Thunder-DeID release's lists (CC
BY-NC-SA 4.0, see ``resources/replacement_lists/SOURCE.md``); their raw labels are normalized through the
taxonomy as the training command and the list store do.  A label without a list gets a generated company-like
name.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from faker import Faker

from thunder_deid_desktop.deid.pseudonym.shapes import HANGUL, LATIN_NAME
from thunder_deid_desktop.paths import shipped_lists_path
from thunder_deid_desktop.taxonomy import get_taxonomy

#: The replacement lists shipped with the application (see ``resources/replacement_lists/SOURCE.md``).
LISTS_PATH = shipped_lists_path()


@lru_cache(maxsize=1)
def mentions() -> dict[str, list[str]]:
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


def has_list(label: str) -> bool:
    """True when the shipped replacement lists have mentions for the fine label ``label``."""
    return bool(mentions().get(label))


def mention(label: str, rng: random.Random, fake: Faker) -> str:
    """A mention of the list of ``label`` (the ``mentions`` pool); the last word of a generated company name
    (faker ko_KR) when the label has no list."""
    items = mentions().get(label)
    if items:
        return rng.choice(items)
    return fake.company().split()[-1]


# --- foreign names ---

#: the tier-3 category of foreign names in the taxonomy (외국인이름, 베트남이름, 중국인이름, 세례명, …)
FOREIGN_NAME_TIER3 = "외국인이름"
#: used only when the shipped lists are missing
_FOREIGN_FALLBACK = ("마리아 가르시아", "응우옌 티 란", "John Miller", "Anna Schmidt")


@lru_cache(maxsize=1)
def foreign_names() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(Hangul names, Latin-letter names) of the shipped lists of every fine label of the taxonomy's tier 3
    외국인이름 whose label names a nationality's names (ends in 이름: 필리핀이름, 베트남이름, 영어이름, 일본인이름,
    중국인이름, 캄보디아이름, 태국인이름, 몽골인이름; not 세례명), in label order; :data:`_FOREIGN_FALLBACK` split
    the same way when the lists are missing."""
    tax = get_taxonomy()
    try:
        labels = [n.id for n in tax.children(FOREIGN_NAME_TIER3) if n.id.endswith("이름")]
    except KeyError:
        labels = []
    names = [m for label in labels for m in mentions().get(label, [])] or list(_FOREIGN_FALLBACK)
    hangul = tuple(dict.fromkeys(m for m in names if HANGUL.search(m)))
    latin = tuple(dict.fromkeys(m for m in names if LATIN_NAME.fullmatch(m)))
    return hangul or tuple(m for m in _FOREIGN_FALLBACK if HANGUL.search(m)), latin or ("John Miller",)
