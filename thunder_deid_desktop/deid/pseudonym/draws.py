"""One pseudonym draw: the seeding and redrawing of :func:`draw` and the choice of a generator by pool, label
and the original's shape (:func:`generator_for`); the generators themselves live in the sibling modules."""

from __future__ import annotations

import random
from functools import lru_cache

from faker import Faker

from thunder_deid_desktop.deid.pseudonym import dates, numbers, people, places, web
from thunder_deid_desktop.deid.pseudonym.people import HANDLE_NOT, HANDLE_TIER3, SEXES
from thunder_deid_desktop.deid.pseudonym.replacement_lists import FOREIGN_NAME_TIER3, mention
from thunder_deid_desktop.deid.pseudonym.shapes import ASCII_ID, HANGUL, LATIN_NAME
from thunder_deid_desktop.taxonomy import get_taxonomy


@lru_cache(maxsize=1)
def _faker() -> Faker:
    return Faker("ko_KR")


def _tier3(label: str) -> str:
    """The tier-3 id of a fine label in the project taxonomy; "" for a label the taxonomy does not know."""
    try:
        return get_taxonomy().tiers(label)[0]
    except KeyError:
        return ""


def generator_for(pool: str, label: str, original: str) -> str:
    """The generator a draw of ``pool`` uses for an entity of fine label ``label`` written ``original``.

    The policy names a pool per label (``resources/policies/pseudonym.yaml``; the pools a policy may name are
    fixed by :data:`~thunder_deid_desktop.deid.policy.POOLS`), so the kinds of text that no pool of that list
    fits are chosen here, by label and by the original's shape (new-user trial: a URL kept its domain, an IP
    address became "876.372.79.69", foreign names and IDs became Korean names):

    * ``ip`` (:func:`.web.ip`) for a ``mentions``, ``name`` or ``number`` draw of the label IP주소 or of an
      original that is an IPv4/IPv6 address;
    * for a ``mentions`` or ``name`` draw: ``url`` (:func:`.web.url`) for the taxonomy's URL category or an
      original written as a URL (:func:`.web.is_url`: a 사이트, 블로그 or 홈페이지 given as an address);
      ``email`` for an original that is an e-mail address; ``foreign_name`` (:func:`.people.foreign_name`) for
      the tier 3 외국인이름 (외국인이름, 베트남이름, 영어이름, 세례명, …); ``handle`` (:func:`.people.handle`)
      for the tier 3 아이디·닉네임 except 가수; and, for a ``name`` draw of an original without Hangul,
      ``foreign_name`` for a Latin-letter name ("John Smith") and ``handle`` for an ASCII ID ("hds_1988");
    * ``pool`` itself otherwise.

    Returns:
        A pool name of :func:`_generate` (``pool`` or one of ``ip``, ``url``, ``email``, ``foreign_name``,
        ``handle``).
    """
    if pool not in ("mentions", "name", "number"):
        return pool
    core = original.strip()
    if label == web.IP_LABEL or web.is_ip(core):
        return "ip"
    if pool == "number":
        return pool
    tier3 = _tier3(label)
    if tier3 == web.URL_TIER3 or web.is_url(core):
        return "url"
    if web.EMAIL.fullmatch(core):
        return "email"
    if tier3 == FOREIGN_NAME_TIER3:
        return "foreign_name"
    if tier3 == HANDLE_TIER3 and label not in HANDLE_NOT:
        return "handle"
    if pool == "name" and core and not HANGUL.search(core):
        if LATIN_NAME.fullmatch(core):
            return "foreign_name"
        if ASCII_ID.fullmatch(core):
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
        return people.name(fake, sex)
    if pool == "address_below":
        return places.address(original, rng, fake)
    if pool == "phone":
        return numbers.phone(original, rng)
    if pool == "account":
        return numbers.account(rng)
    if pool == "vehicle":
        return numbers.vehicle(rng)
    if pool == "rrn":
        return numbers.rrn(original, rng)
    if pool == "email":
        return web.email(fake)
    if pool == "date":
        return dates.date(original, rng)
    if pool == "url":
        return web.url(original, rng)
    if pool == "ip":
        return web.ip(original, rng)
    if pool == "foreign_name":
        return people.foreign_name(label, original, rng)
    if pool == "handle":
        return people.handle(label, original, rng, fake)
    if pool == "number" or (pool == "mentions" and any(c.isdigit() for c in original)):
        return numbers.renumber(original, rng)
    if pool == "mentions":
        return mention(label, rng, fake)
    raise ValueError(f"unknown pseudonym pool {pool!r}")


def draw(
    seed: int, pool: str, label: str, key: str, original: str, used: set[str], sex: str | None = None
) -> str:
    """A pseudonym for one entity; adds it to ``used``.

    Args:
        seed: the policy's seed.
        pool: see the package docstring (:mod:`thunder_deid_desktop.deid.pseudonym`).
        label: the entity's fine label (selects the replacement list).
        key: the entity's grouping key (so the draw does not depend on which mention comes first).
        original: the text being replaced (the draw never equals or contains it, nor is contained in it; the
            ``phone``, ``rrn``, ``number``, ``date`` and ``address_below`` pools take its shape and keep its
            prefix, seventh digit or written format; it also selects the generator, :func:`generator_for`).
        used: strings a draw must not equal: pseudonyms already given in this document, and (as the renderer
            fills it) every original mention and entity key of the document.
        sex: ``"male"``, ``"female"`` or None: the sex the text writes for the person
            (:func:`.people.sex_hint`); a ``name`` draw then gives a given name of that sex (faker ko_KR
            ``first_name_male`` / ``first_name_female``). Part of the draw's seed when given, so a draw
            without it is unchanged.

    Returns:
        The pseudonym (a string; the ``phone``, ``rrn`` and ``number`` pools keep the original's punctuation).

    Raises:
        ValueError: unknown pool, or ``sex`` not one of :data:`.people.SEXES` nor None.
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
