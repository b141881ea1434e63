"""Pseudonyms of persons: Korean names (of the sex the text notes, :func:`sex_hint`), foreign names in the
original's script, and IDs and nicknames."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from faker import Faker

from thunder_deid_desktop.deid.pseudonym.replacement_lists import foreign_names, mentions
from thunder_deid_desktop.deid.pseudonym.shapes import ASCII_ID, HANGUL, reshape

# --- names and the sex hint ---

#: the values of a sex hint (:func:`sex_hint`, :func:`~thunder_deid_desktop.deid.pseudonym.draw`)
SEXES = ("male", "female")

#: a sex written right after a person's mention, the way judgments give it at the first mention: "박성호(여, 45세)",
#: "김민수 (남)", "(여자,20세)", "(남성, 39세)"; "(남편 …)" or "(여동생)" is no sex note (the word must end at "," or ")")
_SEX_NOTE = re.compile(r"[ \t]?[(（][ \t]*(남자|남성|남|여자|여성|여)[ \t]*[,，)）]")
_SEX_OF = {"남": "male", "남자": "male", "남성": "male", "여": "female", "여자": "female", "여성": "female"}
#: a family relation or a word for a woman or a man written right before a person's mention, at the start of its
#: word, with a space or an opening bracket between ("피고인의 어머니(송경자)", "처 김민지", "아들 박준호"): a new-user
#: trial (2026-12-03) saw a defendant's mother given a man's name
_RELATION_BEFORE = re.compile(
    r"(?<![가-힣])(어머니|모친|친모|계모|아내|처|부인|딸|장녀|차녀|누나|언니|여동생|며느리|할머니|조모|이모|고모|여성|여자"
    r"|아버지|부친|친부|계부|남편|아들|장남|차남|오빠|남동생|사위|할아버지|조부|삼촌|남성|남자)[ \t]?[(（]?[ \t]?$"
)
_MALE_RELATIONS = frozenset(
    "아버지 부친 친부 계부 남편 아들 장남 차남 오빠 남동생 사위 할아버지 조부 삼촌 남성 남자".split()
)


def sex_hint(text: str, ends: Iterable[int], starts: Iterable[int] = ()) -> str | None:
    """The sex written in ``text`` right after the mentions of one person, or the family relation written right
    before them (``starts``: "피고인의 어머니(송경자)", "처 김민지", :data:`_RELATION_BEFORE`), for a ``name`` draw.

    Args:
        text: the document text.
        ends: end offsets (code points) of the person's mentions in ``text``.
        starts: their start offsets.

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
    for start in starts:
        if 0 <= start <= len(text) and (m := _RELATION_BEFORE.search(text, max(0, start - 8), start)):
            found.add("male" if m.group(1) in _MALE_RELATIONS else "female")
    return found.pop() if len(found) == 1 else None


def name(fake: Faker, sex: str | None) -> str:
    """A Korean name (faker ko_KR surname + given name); a male or a female given name for ``sex`` ``"male"``
    or ``"female"``."""
    if sex == "male":
        return fake.last_name() + fake.first_name_male()
    if sex == "female":
        return fake.last_name() + fake.first_name_female()
    return fake.last_name() + fake.first_name()


# --- foreign names ---


def foreign_name(label: str, original: str, rng: random.Random) -> str:
    """A foreign person's name in the original's script, from the shipped lists
    (:func:`~thunder_deid_desktop.deid.pseudonym.replacement_lists.foreign_names`).

    A Latin-letter original ("John Smith", "SANTOS") gets a Latin-letter name: one word for a one-word
    original, in capitals when the original is.  A Hangul original gets a name of the label's own list when it
    has Hangul names (a 베트남이름 a Vietnamese name, a 세례명 a baptismal name), else of all the nationality
    lists (the label 외국인이름 has no list), preferring names of as many words as the original ("응우옌 반 훙":
    three, "마리아 산토스": two).
    """
    core = original.strip()
    hangul, latin = foreign_names()
    if not HANGUL.search(core) and re.search(r"[A-Za-z]", core):
        words = rng.choice(latin).split()
        n = len(core.split())
        out = " ".join(words[:1] if n == 1 else words)
        return out.upper() if core.isupper() and len(core) > 1 else out
    own = tuple(m for m in mentions().get(label, []) if HANGUL.search(m))
    items = own or hangul
    n = len(core.split())
    same = [m for m in items if len(m.split()) == n]
    return rng.choice(same or list(items))


# --- IDs and nicknames ---

#: the tier-3 category of IDs and nicknames in the taxonomy (아이디, 닉네임, 대화명, 별명, 블로그, 채팅방명);
#: 가수 (a singer's stage name) of the same category is a person's name and keeps the ``name`` draw
HANDLE_TIER3 = "아이디·닉네임"
HANDLE_NOT = frozenset({"가수"})


def handle(label: str, original: str, rng: random.Random, fake: Faker) -> str:
    """An ID or nickname shaped like ``original``.

    An ASCII ID ("hds_1988", "@dongsoo_han", "kim.j-93") gets an ID of the shipped 아이디 list (or the label's
    own list's ASCII IDs) whose length is within 2 of the original's, else the original reshaped letter for
    letter and digit for digit (:func:`~thunder_deid_desktop.deid.pseudonym.shapes.reshape`); a leading "@"
    (or "＠") stays.  A Hangul or mixed nickname gets a Hangul mention of the label's list (닉네임, 대화명, 블로그,
    채팅방명), else of the 닉네임 list, else a generated name (faker ko_KR).
    """
    at = original[:1] if original[:1] in ("@", "＠") else ""
    core = original[len(at) :].strip()
    if core and ASCII_ID.fullmatch(core):
        ids = [m for m in mentions().get(label, []) if ASCII_ID.fullmatch(m)]
        ids = ids or [m for m in mentions().get("아이디", []) if ASCII_ID.fullmatch(m)]
        near = [m for m in ids if abs(len(m) - len(core)) <= 2]
        return at + (rng.choice(near) if near else reshape(core, rng))
    for source in (label, "닉네임"):
        items = [m for m in mentions().get(source, []) if HANGUL.search(m)]
        if items:
            return at + rng.choice(items)
    return at + fake.last_name() + fake.first_name()
