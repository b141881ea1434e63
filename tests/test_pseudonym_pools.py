"""The ``pseudonym`` policy's generators for URLs, IP addresses, foreign names, IDs and nicknames, birth dates and
addresses below the district (a new-user trial of ``thunder-deid deidentify FILE --policy pseudonym``): a URL kept
its domain, an IP address became "876.372.79.69", foreign names and IDs became Korean names, a child's birth date
moved to 1953 and lost its 생, a lot address and a unit number became road addresses."""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import re
from urllib.parse import urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pseudonym_rendering import render_all, replacement_of

from thunder_deid_desktop.deid import load_policy, pseudonym, render
from thunder_deid_desktop.taxonomy import get_taxonomy

POLICY = load_policy("pseudonym")
SEED = POLICY.seed
#: keys of many draws: each gives an independent draw
KEYS = [f"키{i}" for i in range(60)]
TRIAL_URL = "http://www.dongsoo-shop.co.kr/login?id=hds88"
FOREIGN_LISTS = (
    "필리핀이름",
    "베트남이름",
    "영어이름",
    "일본인이름",
    "중국인이름",
    "캄보디아이름",
    "태국인이름",
    "몽골인이름",
)


def _draw(label: str, original: str, key: str = "k") -> str:
    """A draw with the pool the pseudonym policy gives ``label`` (as the renderer draws it)."""
    pool = POLICY.rule_for(label).pool
    assert pool is not None
    return pseudonym.draw(SEED, pool, label, key, original, set())


def _reserved_host(host: str) -> bool:
    """RFC 2606: example.com/.net/.org (section 3) and the TLD .example (section 2)."""
    host = host.lower().removeprefix("www.")
    return host in ("example.com", "example.org", "example.net") or host.endswith(".example")


# --- URLs ---


def test_the_trial_url_gets_an_example_host_and_nothing_of_the_original():
    # "http://www.dongsoo-shop.co.kr/login?id=hds88" became "...?id=hds02": the defendant's shop name stayed
    for key in KEYS:
        out = _draw("URL", TRIAL_URL, key)
        parts = urlsplit(out)
        assert parts.scheme == "http" and parts.hostname and parts.hostname.startswith("www."), out
        assert _reserved_host(parts.hostname), out
        for word in ("dongsoo", "shop", "co.kr", "login", "hds"):
            assert word not in out, (word, out)
        assert len(parts.path.split("/")) == 2 and len(parts.query.split("&")) == 1, out


@pytest.mark.parametrize(
    ("original", "scheme", "segments", "params"),
    [
        ("https://blog.naver.com/hds88/221987654321", "https", 2, 0),
        ("www.dongsoo-shop.co.kr", "", 0, 0),
        ("dongsoo-shop.co.kr/board/view?no=12&cat=bag", "", 2, 2),
        ("HTTPS://Dongsoo.kr/", "HTTPS", 1, 0),
        ("http://user:pw@dongsoo.kr:8080/a/b/c#top", "http", 3, 0),
    ],
)
def test_a_url_keeps_its_scheme_and_shape_and_gets_a_reserved_host(original, scheme, segments, params):
    for key in KEYS[:20]:
        out = _draw("URL", original, key)
        parts = urlsplit(out if scheme else "//" + out)
        assert parts.scheme == scheme.lower() and out.startswith(scheme), out
        assert out.startswith(scheme + "://") if scheme else "://" not in out
        assert parts.hostname and _reserved_host(parts.hostname), out
        assert parts.path.count("/") == segments, out
        assert (len(parts.query.split("&")) if parts.query else 0) == params, out
        assert "dongsoo" not in out.lower() and "naver" not in out and "hds" not in out and "user" not in out
        assert "221987654321" not in out


def test_a_url_query_value_in_hangul_or_percent_encoding_becomes_a_word():
    out = _draw("URL", "https://dongsoo.kr/search?q=%EB%8F%99%EC%88%98&name=동수")
    query = urlsplit(out).query
    assert re.fullmatch(r"[a-z]+=[a-z]+&[a-z]+=[a-z]+", query), out
    assert "동수" not in out and "%EB" not in out


def test_a_url_path_of_digits_keeps_its_length_and_a_url_without_one_is_still_a_url():
    out = _draw("URL", "https://cafe.daum.net/123456", "k")
    assert re.fullmatch(r"https://[a-z.]+/[1-9]\d{5}", out) and _reserved_host(urlsplit(out).hostname or "")
    out = _draw(
        "URL", "네이버 블로그", "k"
    )  # the model called a name a URL: a URL still, nothing of the name
    assert _reserved_host(urlsplit(out).hostname or "") and "네이버" not in out


@pytest.mark.parametrize("label", ["사이트", "블로그", "카페명", "중고거래사이트"])
def test_a_site_written_as_an_address_gets_an_example_url(label):
    # the lists of these labels hold names ("네이버 카페"); an address of the site is a URL all the same
    for original in ("www.dongsoo-shop.co.kr", "https://dongsoo.tistory.com/12"):
        out = _draw(label, original)
        assert _reserved_host(urlsplit(out if "://" in out else "//" + out).hostname or ""), (label, out)
        assert "dongsoo" not in out


def test_a_rendered_url_leaks_no_domain():
    text = f"피고인은 자신이 운영하는 쇼핑몰 {TRIAL_URL} 에 접속하였다."
    r = render_all(text, [(TRIAL_URL, "URL")])
    assert "dongsoo" not in r.text and "hds88" not in r.text
    assert _reserved_host(urlsplit(replacement_of(r, TRIAL_URL)).hostname or "")


@pytest.mark.parametrize(
    ("label", "original"), [("이메일주소", "hds88@dongsoo.co.kr"), ("아이디", "hds88@naver.com")]
)
def test_an_email_address_gets_an_example_com_address(label, original):
    for key in KEYS[:10]:
        out = _draw(label, original, key)
        assert re.fullmatch(r"[^@\s]+@example\.com", out), out
        assert "hds" not in out and "dongsoo" not in out


# --- IP addresses ---

DOC_V4 = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
DOC_V6 = ipaddress.ip_network("2001:db8::/32")


@pytest.mark.parametrize("original", ["192.168.10.23", "121.134.5.6", "8.8.8.8", "876.372.79.69"])
def test_an_ipv4_address_becomes_a_documentation_address(original):
    # the digit-for-digit draw gave "876.372.79.69", no IPv4 address at all
    seen = set()
    for key in KEYS:
        out = _draw("IP주소", original, key)
        addr = ipaddress.IPv4Address(out)  # raises on an invalid address
        assert any(addr in net for net in DOC_V4), out
        assert int(out.rsplit(".", 1)[1]) not in (0, 255)
        seen.add(out)
    assert len(seen) > 40


@pytest.mark.parametrize("original", ["fe80::1ff:fe23:4567:890a", "2404:6800:4004:80a::200e", "::1"])
def test_an_ipv6_address_stays_ipv6_in_the_documentation_prefix(original):
    for key in KEYS[:20]:
        out = _draw("IP주소", original, key)
        addr = ipaddress.IPv6Address(out)
        assert addr in DOC_V6 and out == str(addr), out  # RFC 5952 text form


def test_an_ip_address_keeps_its_port_and_capitals():
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+:8080", _draw("IP주소", "121.134.5.6:8080"))
    out = _draw("IP주소", "FE80::1FF:FE23:4567:890A")
    assert out == out.upper() and ipaddress.IPv6Address(out) in DOC_V6


@pytest.mark.parametrize("label", ["고유번호", "관리번호"])
def test_an_address_under_another_label_of_a_number_or_mentions_draw_is_a_documentation_address(label):
    out = _draw(label, "121.134.5.6")
    assert any(ipaddress.IPv4Address(out) in net for net in DOC_V4), out


def test_rendered_ip_addresses_are_valid_documentation_addresses():
    text = "피고인은 IP 121.134.5.6 및 2404:6800:4004:80a::200e 에서 접속하였다."
    r = render_all(text, [("121.134.5.6", "IP주소"), ("2404:6800:4004:80a::200e", "IP주소")])
    assert any(ipaddress.IPv4Address(replacement_of(r, "121.134.5.6")) in net for net in DOC_V4)
    assert ipaddress.IPv6Address(replacement_of(r, "2404:6800:4004:80a::200e")) in DOC_V6


# --- foreign names ---


def _hangul_foreign_names() -> set[str]:
    lists = pseudonym._mentions()
    return {m for label in FOREIGN_LISTS for m in lists.get(label, []) if re.search("[가-힣]", m)}


@pytest.mark.parametrize(("original", "words"), [("응우옌 반 훙", 3), ("마리아 산토스", 2), ("샤오밍", 1)])
def test_a_foreign_name_in_hangul_gets_a_foreign_name_of_the_lists(original, words):
    # "응우옌 반 훙" and "마리아 산토스" became "김정호" (a new-user trial)
    names = _hangul_foreign_names()
    assert names
    for key in KEYS[:30]:
        out = _draw("외국인이름", original, key)
        assert out in names, out
        assert len(out.split()) == words, out


@pytest.mark.parametrize("label", ["베트남이름", "필리핀이름", "세례명"])
def test_a_nationality_label_draws_from_its_own_list(label):
    own = set(pseudonym._mentions()[label])
    for key in KEYS[:20]:
        assert _draw(label, "응우옌 반 훙" if label != "세례명" else "프란치스코", key) in own


@pytest.mark.parametrize(
    ("label", "original", "shape"),
    [
        ("외국인이름", "John Smith", r"[A-Z][a-z]+ [A-Z][a-z]+"),
        ("외국인이름", "MARIA SANTOS", r"[A-Z]+ [A-Z]+"),
        ("외국인이름", "Nguyen", r"[A-Z][a-z]+"),
        ("영어이름", "Maria Santos", r"[A-Z][a-z]+ [A-Z][a-z]+"),
        ("내국인이름", "Kim Minsu", r"[A-Z][a-z]+ [A-Z][a-z]+"),  # a romanized name labelled Korean
    ],
)
def test_a_latin_letter_name_gets_a_latin_letter_name(label, original, shape):
    for key in KEYS[:20]:
        out = _draw(label, original, key)
        assert re.fullmatch(shape, out), (original, out)


def test_a_rendered_foreign_name_stays_foreign():
    text = "피해자 응우옌 반 훙과 마리아 산토스는 John Smith를 만났다. 응우옌 반 훙은 귀가하였다."
    items = [("응우옌 반 훙", "외국인이름"), ("마리아 산토스", "외국인이름"), ("John Smith", "외국인이름")]
    r = render_all(text, items)
    names = _hangul_foreign_names()
    assert replacement_of(r, "응우옌 반 훙") in names and replacement_of(r, "마리아 산토스") in names
    assert re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+", replacement_of(r, "John Smith"))
    for surface, _ in items:
        assert surface not in r.text


# --- IDs and nicknames ---


@pytest.mark.parametrize("original", ["hds_1988", "@dongsoo_han", "kim.j-93", "DongsooHan", "＠hds88"])
def test_an_id_gets_an_ascii_id_of_similar_length_keeping_its_at(original):
    # "hds_1988" became "이유진", "@dongsoo_han" became "지상훈" without its @ (a new-user trial)
    at = original[0] if original[0] in "@＠" else ""
    core = original[len(at) :]
    for key in KEYS[:30]:
        out = _draw("아이디", original, key)
        assert out.startswith(at) and re.fullmatch(r"[A-Za-z0-9_.\-]+", out[len(at) :]), out
        assert abs(len(out) - len(original)) <= 2, (original, out)
        assert core.lower() not in out.lower()


@pytest.mark.parametrize("label", ["닉네임", "대화명", "별명", "계정"])
def test_an_id_under_any_id_or_nickname_label_is_an_id(label):
    label = get_taxonomy().normalize(label)  # 계정 -> 아이디, as a model or list label is normalized
    out = _draw(label, "@dongsoo_han")
    assert re.fullmatch(r"@[A-Za-z0-9_.\-]+", out), (label, out)


@pytest.mark.parametrize(
    ("label", "source"), [("닉네임", "닉네임"), ("대화명", "대화명"), ("별명", "닉네임")]
)
def test_a_hangul_nickname_gets_a_nickname_of_the_lists(label, source):
    items = set(pseudonym._mentions()[source])
    for key in KEYS[:20]:
        assert _draw(label, "달빛소녀", key) in items


def test_an_ascii_id_labelled_as_a_korean_name_is_still_an_id():
    out = _draw("내국인이름", "hds_1988")
    assert re.fullmatch(r"[A-Za-z0-9_.\-]+", out), out


def test_a_singer_and_a_korean_name_keep_the_name_draw():
    # 가수 (a stage name) is in the 아이디·닉네임 category but is a person's name: faker ko_KR, as before
    from faker import Faker

    fake = Faker("ko_KR")
    for label, original in (("가수", "아이유"), ("내국인이름", "김철수")):
        fake.seed_instance(random.Random(f"{SEED}|name|{label}|k|0").randrange(2**31))
        assert _draw(label, original) == fake.last_name() + fake.first_name()


def test_rendered_ids_keep_their_at_and_quotes():
    text = "피고인은 아이디 'hds_1988'과 트위터 계정 @dongsoo_han 을 사용하였다."
    r = render_all(text, [("hds_1988", "아이디"), ("@dongsoo_han", "아이디")])
    assert re.search(r"'[A-Za-z0-9_.\-]+'", r.text) and re.search(r" @[A-Za-z0-9_.\-]+ ", r.text), r.text
    assert "hds_1988" not in r.text and "dongsoo" not in r.text


# --- dates ---


def _read(out: str, four_digit_year: bool) -> dt.date:
    y, m, d = (int(n) for n in re.findall(r"\d+", out))
    return dt.date(y if four_digit_year else 1900 + y, m, d)


@pytest.mark.parametrize(
    ("original", "shape", "born", "four"),
    [
        ("2015. 9. 10.생", r"\d{4}\. \d{1,2}\. \d{1,2}\.생", dt.date(2015, 9, 10), True),
        ("2015. 9. 10.", r"\d{4}\. \d{1,2}\. \d{1,2}\.", dt.date(2015, 9, 10), True),
        ("1976.3.15.생", r"\d{4}\.\d{1,2}\.\d{1,2}\.생", dt.date(1976, 3, 15), True),
        ("1976년 3월 15일생", r"\d{4}년 \d{1,2}월 \d{1,2}일생", dt.date(1976, 3, 15), True),
        ("1976년 3월 15일 생", r"\d{4}년 \d{1,2}월 \d{1,2}일 생", dt.date(1976, 3, 15), True),
        ("76. 3. 15.생", r"\d{2}\. \d{1,2}\. \d{1,2}\.생", dt.date(1976, 3, 15), False),
        ("2015-09-10", r"\d{4}-\d{2}-\d{2}", dt.date(2015, 9, 10), True),
        ("2015. 09. 10.", r"\d{4}\. \d{2}\. \d{2}\.", dt.date(2015, 9, 10), True),
    ],
)
def test_a_birth_date_keeps_its_format_and_moves_at_most_a_year(original, shape, born, four):
    # "(2015. 9. 10.생)" became "(1953. 2. 26.)": a child got the birth year 1953 and the 생 was lost
    seen = set()
    for key in KEYS:
        out = _draw("생년월일", original, key)
        assert re.fullmatch(shape, out), (original, out)
        shift = abs((_read(out, four) - born).days)
        assert 0 < shift <= pseudonym.DATE_SHIFT_DAYS, (original, out)
        seen.add(out)
    assert len(seen) > 50


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("20150910", r"20\d{6}"),
        ("2000년 6월생", r"(1999|2000|2001)년 \d{1,2}월생"),
        ("1994년생", r"199[2-6]년생"),
    ],
)
def test_glued_dates_and_a_year_or_a_month_alone_keep_their_format(original, shape):
    for key in KEYS[:30]:
        out = _draw("생년월일", original, key)
        assert re.fullmatch(shape, out) and out != original, (original, out)
    out = _draw("생년월일", "20150910")
    assert abs((dt.date(int(out[:4]), int(out[4:6]), int(out[6:])) - dt.date(2015, 9, 10)).days) <= 365


@pytest.mark.parametrize(
    "original", ["생년월일 불상", "2015. 13. 40.", "만 7세", "10. 5.", "0001. 1. 1.", "45"]
)
def test_a_date_that_cannot_be_read_gets_the_old_draw(original):
    from faker import Faker

    fake = Faker("ko_KR")
    rng = random.Random(f"{SEED}|date|생년월일|k|0")
    fake.seed_instance(rng.randrange(2**31))
    expected = f"{rng.randint(1950, 2005)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}."
    assert _draw("생년월일", original) == expected


#: the ways judgments write a birth date: (format, four-digit year)
_DATE_FORMATS = [
    ("{y}. {m}. {d}.생", True),
    ("{y}.{m}.{d}.생", True),
    ("{y}년 {m}월 {d}일생", True),
    ("{yy}. {m}. {d}.", False),
    ("{y}-{mm}-{dd}", True),
    ("({y}. {m}. {d}. 생)", True),
]


@settings(max_examples=200, deadline=None)
@given(
    st.dates(dt.date(1930, 1, 1), dt.date(2024, 12, 31)),
    st.sampled_from(_DATE_FORMATS),
    st.text("가나다", max_size=3),
)
def test_property_a_birth_date_keeps_its_text_and_moves_at_most_a_year(born, fmt, key):
    template, four = fmt
    fields = {"y": born.year, "yy": f"{born.year % 100:02d}", "m": born.month, "d": born.day}
    original = template.format(**fields, mm=f"{born.month:02d}", dd=f"{born.day:02d}")
    out = pseudonym.draw(SEED, "date", "생년월일", key, original, set())
    assert re.sub(r"\d", "", out) == re.sub(r"\d", "", original), (original, out)
    if four:
        moved = _read(out, True)
    else:  # a 2-digit year: the year of the same last two digits next to the original's
        y, m, d = (int(n) for n in re.findall(r"\d+", out))
        moved = dt.date(next(yr for yr in range(born.year - 2, born.year + 3) if yr % 100 == y), m, d)
    assert 0 < abs((moved - born).days) <= pseudonym.DATE_SHIFT_DAYS, (original, out)


def test_a_rendered_childs_birth_date_stays_a_childs_and_keeps_its_saeng():
    text = "피해자 김하나(2015. 9. 10.생)는 당시 만 7세였다. 피고인 박철수(1976년 3월 15일생)는"
    r = render_all(text, [("2015. 9. 10.생", "생년월일"), ("1976년 3월 15일생", "생년월일")])
    assert re.search(r"\((2014|2015|2016)\. \d{1,2}\. \d{1,2}\.생\)", r.text), r.text
    assert re.search(r"\((1975|1976|1977)년 \d{1,2}월 \d{1,2}일생\)", r.text), r.text
    assert "2015. 9. 10." not in r.text and "1976년 3월 15일" not in r.text


# --- addresses below the district ---


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("신현리 457-12", r"[가-힣]{2}리 [1-9]\d{2}-[1-9]\d"),
        ("오포읍 신현리 457-12", r"[가-힣]{2}읍 [가-힣]{2}리 [1-9]\d{2}-[1-9]\d"),
        ("잠실동 123", r"[가-힣]{2}동 [1-9]\d{2}"),
        ("종로1가 12-3", r"[가-힣]{2}[1-5]가 [1-9]\d-[1-9]"),
        ("신현리 산 12-3", r"[가-힣]{2}리 산 [1-9]\d-[1-9]"),
        ("신현리 457번지", r"[가-힣]{2}리 [1-9]\d{2}번지"),
        ("456동 789호", r"[1-9]\d{2}동 [1-9]0[1-8]호"),
        ("101동 1203호", r"[1-9]\d{2}동 [1-9]\d0[1-8]호"),
        ("3504호", r"[1-9]\d0[1-8]호"),
        ("B1층", r"B[1-9]층"),
        ("가동 101호", r"[나다라마바사아]동 [1-9]0[1-8]호"),
        ("A동 1203호", r"[B-H]동 [1-9]\d0[1-8]호"),
    ],
)
def test_a_lot_address_or_a_unit_number_keeps_its_shape(original, shape):
    # "오포읍 신현리 457-12" became "오포읍 언주로 201", "456동 789호" became "석촌호수로 26호" (a new-user trial)
    for key in KEYS[:30]:
        out = _draw("구아래주소", original, key)
        assert re.fullmatch(shape, out), (original, out)
        assert "신현" not in out and "오포" not in out and "잠실" not in out and "종로" not in out


def test_a_road_address_still_gets_a_road_address():
    for key in KEYS[:10]:
        assert re.fullmatch(r"[가-힣0-9]+로 \d{1,3}", _draw("구아래주소", "언주로 201", key))


def test_rendered_lot_addresses_and_unit_numbers_keep_their_shape():
    text = "피고인은 경기도 광주시 오포읍 신현리 457-12에 살며, 456동 789호와 3504호를 임차하였다."
    r = render_all(
        text,
        [
            ("경기도 광주시 오포읍 신현리 457-12", "주소"),
            ("456동 789호", "구아래주소"),
            ("3504호", "구아래주소"),
        ],
    )
    assert re.search(r"경기도 광주시 [가-힣]{2}읍 [가-힣]{2}리 \d{3}-\d{2}에", r.text), r.text
    assert re.fullmatch(r"\d{3}동 \d{3}호", replacement_of(r, "456동 789호"))
    assert re.search(r"와 \d{4}호를", r.text), r.text  # the kept unit word is said once ("호", not "호호")
    assert (
        "신현리" not in r.text and "457-12" not in r.text and "789호" not in r.text and "3504" not in r.text
    )


# --- determinism ---


def test_the_same_document_gives_the_same_pseudonyms():
    text = (
        f"피고인 응우옌 반 훙(2015. 9. 10.생)은 {TRIAL_URL} 에 IP 121.134.5.6 으로 접속하여 아이디 hds_1988로 "
        "글을 올렸다. 주소 경기도 광주시 오포읍 신현리 457-12, 456동 789호."
    )
    items = [
        ("응우옌 반 훙", "외국인이름"),
        ("2015. 9. 10.생", "생년월일"),
        (TRIAL_URL, "URL"),
        ("121.134.5.6", "IP주소"),
        ("hds_1988", "아이디"),
        ("경기도 광주시 오포읍 신현리 457-12", "주소"),
        ("456동 789호", "구아래주소"),
    ]
    first = render_all(text, items)
    spans = [m.span for m in first.mentions]
    assert render(text, list(reversed(spans)), POLICY).text == first.text == render_all(text, items).text
    for surface, _ in items:
        assert surface not in first.text
