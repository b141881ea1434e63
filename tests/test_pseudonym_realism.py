"""Realism and safety of the ``pseudonym`` policy's generators (new-user trials): resident registration numbers
that can never be a real person's, phone numbers that keep their kind, names that agree with the sex the text
writes."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest
from faker.providers.person.ko_KR import Provider as KoreanNames
from hypothesis import given, settings
from hypothesis import strategies as st
from pseudonym_rendering import render_all, replacement_of

from thunder_deid_desktop.analysis.checksums import rrn_birth_date, rrn_checksum_valid
from thunder_deid_desktop.deid import load_policy, pseudonym, render

POLICY = load_policy("pseudonym")
SEED = POLICY.seed
MALE = frozenset(KoreanNames.first_names_male)
FEMALE = frozenset(KoreanNames.first_names_female)
#: keys of many draws: each gives an independent draw
KEYS = [f"키{i}" for i in range(60)]


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


# --- resident registration numbers ---


@pytest.mark.parametrize("original", ["800101-1234567", "800101-2345678", "050101-3123456", "850101-5123456"])
def test_a_generated_rrn_never_passes_the_check_digit(original):
    # a valid check digit made the synthetic number possibly a real person's (pre-2020 numbers all pass it)
    for key in KEYS:
        out = pseudonym.draw(SEED, "rrn", "주민등록번호", key, original, set())
        digits = _digits(out)
        assert len(digits) == 13
        assert not rrn_checksum_valid(digits), out  # neither the resident nor the alien (5-8) rule
        born = rrn_birth_date(digits[:6], digits[6])
        assert born is not None and born < dt.date(2020, 10, 1), out  # a date of the checksummed scheme


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("800101-2345678", r"\d{6}-2\d{6}"),
        ("800101-1234567", r"\d{6}-1\d{6}"),
        ("030101-4234567", r"\d{6}-4\d{6}"),
        ("8001012345678", r"\d{6}2\d{6}"),
        ("800101 - 2345678", r"\d{6} - 2\d{6}"),
        ("800101-2******", r"\d{6}-2\*{6}"),
        ("80○○○○-1○○○○○○", r"\d{2}○{4}-1○{6}"),
        ("(800101-2)", r"\(\d{6}-2\)"),
    ],
)
def test_a_generated_rrn_keeps_the_seventh_digit_separators_and_masks(original, shape):
    for key in KEYS[:20]:
        out = pseudonym.draw(SEED, "rrn", "주민등록번호", key, original, set())
        assert re.fullmatch(shape, out), (original, out)
        assert out != original


def test_a_generated_rrn_has_the_birth_century_of_its_seventh_digit():
    for key in KEYS:
        out = pseudonym.draw(SEED, "rrn", "주민등록번호", key, "030101-4234567", set())
        born = rrn_birth_date(out[:6], "4")
        assert born is not None and 2000 <= born.year < 2020, out


def test_an_rrn_without_digits_gets_a_whole_number_with_a_wrong_check_digit():
    out = pseudonym.draw(SEED, "rrn", "주민등록번호", "k", "******-*******", set())
    assert re.fullmatch(r"\d{6}-[12]\d{6}", out) and not rrn_checksum_valid(_digits(out))


def test_the_rendered_rrn_of_a_judgment_keeps_its_sex_digit_and_fails_the_checksum():
    text = "피고인 김정훈 (800101-2234567)은 주민등록번호 751231-1234567인 사람과 만났다."
    r = render_all(text, [("800101-2234567", "주민등록번호"), ("751231-1234567", "주민등록번호")])
    first, second = replacement_of(r, "800101-2234567"), replacement_of(r, "751231-1234567")
    assert re.fullmatch(r"\d{6}-2\d{6}", first) and re.fullmatch(r"\d{6}-1\d{6}", second)
    assert not rrn_checksum_valid(_digits(first)) and not rrn_checksum_valid(_digits(second))
    assert "800101" not in r.text and "751231" not in r.text


# --- phone numbers ---


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("02-123-4567", r"02-[2-9]\d\d-\d{4}"),
        ("02-1234-5678", r"02-[2-9]\d{3}-\d{4}"),
        ("051-234-5678", r"051-[2-9]\d\d-\d{4}"),
        ("(031) 234-5678", r"\(031\) [2-9]\d\d-\d{4}"),
        ("064)712-3456", r"064\)[2-9]\d\d-\d{4}"),
        ("010-1234-5678", r"010-[2-9]\d{3}-\d{4}"),
        ("01012345678", r"010[2-9]\d{7}"),
        ("011-123-4567", r"011-[2-9]\d\d-\d{4}"),
        ("070-1234-5678", r"070-[2-9]\d{3}-\d{4}"),
        ("1588-1234", r"1588-[2-9]\d{3}"),
        ("1644 1234", r"1644 [2-9]\d{3}"),
        ("+82-10-1234-5678", r"\+82-10-[2-9]\d{3}-\d{4}"),
        ("+82 2 123 4567", r"\+82 2 [2-9]\d\d \d{4}"),
        ("010-****-5678", r"010-\*{4}-\d{4}"),
        # no recognised prefix (a local number without its area code): new digits, same length and punctuation
        ("123-4567", r"[2-9]\d\d-\d{4}"),
        # no digits, or nothing after the prefix: a mobile number, as before
        ("전화번호 불상", r"010-[2-9]\d{3}-\d{4}"),
        ("02", r"010-[2-9]\d{3}-\d{4}"),
    ],
)
def test_a_phone_pseudonym_keeps_the_kind_of_number_and_its_format(original, shape):
    # a landline "02-123-4567" used to become a mobile "010-xxxx-xxxx" (a new-user trial)
    seen = set()
    for key in KEYS[:20]:
        out = pseudonym.draw(SEED, "phone", "전화번호", key, original, set())
        assert re.fullmatch(shape, out), (original, out)
        assert out != original
        seen.add(out)
    assert len(seen) > 15  # new digits, not a fixed number


def test_a_rendered_landline_stays_a_landline():
    text = "피고인은 02-123-4567로 전화하고, 051-234-5678로 다시 전화하였다. 휴대전화 010-9876-5432도 있다."
    labels = [("02-123-4567", "전화번호"), ("051-234-5678", "전화번호"), ("010-9876-5432", "휴대폰번호")]
    r = render_all(text, labels)
    assert re.fullmatch(r"02-\d{3}-\d{4}", replacement_of(r, "02-123-4567"))
    assert re.fullmatch(r"051-\d{3}-\d{4}", replacement_of(r, "051-234-5678"))
    assert re.fullmatch(r"010-\d{4}-\d{4}", replacement_of(r, "010-9876-5432"))
    for surface, _ in labels:
        assert surface not in r.text


_SHAPES = st.text("0123456789-() *", min_size=1, max_size=16).filter(lambda s: any(c.isdigit() for c in s))


@settings(max_examples=200, deadline=None)
@given(_SHAPES, st.sampled_from(["phone", "rrn"]), st.text("가나다", max_size=3))
def test_property_a_digit_bearing_original_keeps_its_length_and_punctuation(original, pool, key):
    out = pseudonym.draw(SEED, pool, "전화번호", key, original, set())
    assert out != original
    if pool == "phone" and pseudonym._PHONE_PREFIX.fullmatch(_digits(original)):
        return  # a bare prefix ("02"): a whole mobile number (the documented fallback)
    if original in out or out in original:
        return  # redrawn 50 times without success (one or two digits): the numbered fallback of draw
    assert len(out) == len(original)
    assert [c for c in out if not c.isdigit()] == [c for c in original if not c.isdigit()]


# --- names and the sex written in the text ---


@pytest.mark.parametrize(
    ("text", "ends", "sex"),
    [
        ("박성호(여, 45세)", [3], "female"),
        ("박성호 (남, 39세)", [3], "male"),
        ("박성호(여자,20세)", [3], "female"),
        ("박성호(남자, 20세)", [3], "male"),
        ("박성호(여성)", [3], "female"),
        ("박성호( 남성 , 50세)", [3], "male"),
        ("박성호（여，45세）", [3], "female"),
        ("박성호(남편 김철수)", [3], None),  # a word beginning with 남, no sex note
        ("박성호(여동생)", [3], None),
        ("박성호(45세, 여)", [3], None),  # the note must begin the parenthesis
        ("박성호는 (여, 45세)", [3], None),  # not right after the mention
        ("박성호(여, 45세)는 박성호(남)", [3, 16], None),  # the notes disagree
        ("박성호(여, 45세)는 박성호에게", [3, 16], "female"),  # one note suffices
        ("박성호", [3, 99], None),
    ],
)
def test_sex_hint_reads_the_note_after_a_mention(text, ends, sex):
    assert pseudonym.sex_hint(text, ends) == sex


@pytest.mark.parametrize(
    ("text", "name", "sex"),
    [
        ("피고인의 어머니(송경자)가 투병 중인 점", "송경자", "female"),
        ("피고인은 처 김민지와 두 자녀를 부양한다", "김민지", "female"),
        ("아들 박준호는 학생이다", "박준호", "male"),
        ("위 여성 최유리에게", "최유리", "female"),
        ("거처 김민수의 집", "김민수", None),  # 처 inside a word is no relation
        ("어머니 송경자와 남편 송경자", "송경자", None),  # relations that disagree
    ],
)
def test_sex_hint_reads_a_family_relation_before_a_mention(text, name, sex):
    starts = [i for i in range(len(text)) if text.startswith(name, i)]
    assert pseudonym.sex_hint(text, [s + len(name) for s in starts], starts) == sex


@pytest.mark.parametrize(("sex", "names"), [("male", MALE), ("female", FEMALE)])
def test_a_name_draw_with_a_sex_hint_gives_a_given_name_of_that_sex(sex, names):
    assert MALE and FEMALE and not MALE & FEMALE  # faker ko_KR keeps the two lists apart
    for key in KEYS:
        out = pseudonym.draw(SEED, "name", "내국인이름", key, key, set(), sex=sex)
        assert out[1:] in names, out  # faker ko_KR surnames are one syllable


def test_a_name_draw_without_a_hint_is_unchanged():
    # documents rendered before the hint existed keep their pseudonyms
    from faker import Faker

    fake = Faker("ko_KR")
    for key in KEYS[:10]:
        fake.seed_instance(random.Random(f"{SEED}|name|내국인이름|{key}|0").randrange(2**31))
        expected = fake.last_name() + fake.first_name()
        assert pseudonym.draw(SEED, "name", "내국인이름", key, "원본", set()) == expected


def test_a_sex_hint_must_be_male_female_or_none():
    with pytest.raises(ValueError, match="sex"):
        pseudonym.draw(SEED, "name", "내국인이름", "k", "k", set(), sex="여")


# surnames + given names of the other sex: a woman called 성호, a man called 지영
_WOMEN = ["박성호", "김민준", "이도현", "최상철", "정병철", "강민석", "조경수", "윤광수", "장동현", "임상훈"]
_MEN = ["박지영", "김미숙", "이서연", "최수진", "정경희", "강민지", "조보람", "윤미경", "장아름", "임순자"]


def test_a_rendered_person_gets_a_name_of_the_sex_the_judgment_writes():
    text = "".join(
        f"피해자 {w}(여, 45세)와 피고인 {m}(남자, 39세)는 만났다. {w}는 {m}에게 말했다.\n"
        for w, m in zip(_WOMEN, _MEN, strict=True)
    )
    r = render_all(text, [(n, "내국인이름") for n in _WOMEN + _MEN])
    for w in _WOMEN:
        assert replacement_of(r, w)[1:] in FEMALE, (w, replacement_of(r, w))
    for m in _MEN:
        assert replacement_of(r, m)[1:] in MALE, (m, replacement_of(r, m))
    for n in _WOMEN + _MEN:
        assert n not in r.text
    # one pseudonym per person, and the same output again and for the spans in another order
    by_entity: dict[str, set[str]] = {}
    for m in r.mentions:
        by_entity.setdefault(m.entity_id, set()).add(m.replacement)
    assert all(len(v) == 1 for v in by_entity.values())
    spans = [m.span for m in r.mentions]
    assert (
        render(text, list(reversed(spans)), POLICY).text
        == r.text
        == render_all(text, [(n, "내국인이름") for n in _WOMEN + _MEN]).text
    )
