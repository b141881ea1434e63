"""Realistic, reproducible replacements for the ``pseudonym`` policy (research copies).

Every draw is a function of (policy seed, pool, label, the entity's key, attempt number) only, so the same
document and policy always give the same output and one entity keeps one pseudonym.  A draw equal to the
original, containing it, or already used by another entity of the document is redrawn.

Pools: ``mentions`` (the replacement list of the label: the lists shipped with the application,
``resources/replacement_lists/entity_mentions.json``, a copy of the Thunder-DeID release's lists, CC BY-NC-SA 4.0,
their raw labels normalized through the taxonomy as the training command and the list store do; a generated
company-like name when the label has no list), and generators ``name``, ``address_below``, ``phone``, ``account``,
``vehicle``, ``rrn`` (valid check digit), ``email`` (``example.com`` only), ``date``, ``number``
(format-preserving: same length and punctuation, new digits).
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from faker import Faker

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


def rrn_check_digit(first12: str) -> int:
    """Check digit of a resident registration number from its first 12 digits (weights 2..9,2..5, mod 11)."""
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    total = sum(int(d) * w for d, w in zip(first12, weights, strict=True))
    return (11 - total % 11) % 10


def _generate(pool: str, label: str, original: str, rng: random.Random) -> str:
    fake = _faker()
    fake.seed_instance(rng.randrange(2**31))
    if pool == "name":
        return fake.last_name() + fake.first_name()
    if pool == "address_below":
        return f"{fake.road_name()}로 {rng.randint(1, 300)}"
    if pool == "phone":
        return f"010-{rng.randint(2000, 9999)}-{rng.randint(0, 9999):04d}"
    if pool == "account":
        return f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(0, 999999):06d}"
    if pool == "vehicle":
        return f"{rng.randint(10, 399)}{rng.choice(_HANGUL_PLATE)}{rng.randint(1000, 9999)}"
    if pool == "rrn":
        year = rng.randint(50, 99)
        birth = f"{year:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        first = f"{birth}{rng.choice('12')}{rng.randint(0, 99999):05d}"
        return f"{first[:6]}-{first[6:]}{rrn_check_digit(first)}"
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


def draw(seed: int, pool: str, label: str, key: str, original: str, used: set[str]) -> str:
    """A pseudonym for one entity; adds it to ``used``.

    Args:
        seed: the policy's seed.
        pool: see module docstring.
        label: the entity's fine label (selects the replacement list).
        key: the entity's grouping key (so the draw does not depend on which mention comes first).
        original: the text being replaced (the draw never equals or contains it, nor is contained in it).
        used: strings a draw must not equal: pseudonyms already given in this document, and (as the renderer
            fills it) every original mention and entity key of the document.

    Raises:
        ValueError: unknown pool.
    """
    candidate = ""
    for attempt in range(50):
        rng = random.Random(f"{seed}|{pool}|{label}|{key}|{attempt}")
        candidate = _generate(pool, label, original, rng)
        if candidate and candidate not in used and candidate not in original and original not in candidate:
            break
    else:
        candidate = f"{candidate}{len(used) + 1}"
    used.add(candidate)
    return candidate
