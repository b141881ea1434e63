"""Grouping mentions into entities, on the real fixtures and on the documented rules."""

from __future__ import annotations

import json
from pathlib import Path

from thunder_deid_desktop.deid.entities import EntityIndex, group_entities, split_descriptor
from thunder_deid_desktop.spans import make_span

DATA = Path(__file__).resolve().parent / "data"


def load(name: str):
    text = (DATA / f"{name}.txt").read_text(encoding="utf-8")
    spans = [
        make_span(text, d["start"], d["end"], d["label"])
        for d in json.loads((DATA / f"{name}.spans.json").read_text())
    ]
    return text, spans


def spans_of(text, items):
    out = []
    for s, label in items:
        i = text.find(s)
        while i >= 0:
            out.append(make_span(text, i, i + len(s), label))
            i = text.find(s, i + 1)
    return out


def test_real_sample_identical_strings_form_one_entity():
    text, spans = load("judgment_election")
    ents = group_entities(text, spans)
    by_key = {e.key: e for e in ents}
    assert len(by_key["김민수"].mentions) == 4  # 공소외 1 appears four times in the excerpt
    assert len(by_key["박서연"].mentions) == 4
    assert len(ents) == len({s.text for s in spans})
    assert [e.id for e in ents] == [f"E{i}" for i in range(1, len(ents) + 1)]
    starts = [e.start for e in ents]
    assert starts == sorted(starts)


def test_spacing_titles_and_given_name():
    text = (
        "피해자 홍길동은 홍 길동씨에게 말하였고, 길동이는 나리식당과 나리에 갔다. 김영희 사장과 김영희사장."
    )
    spans = spans_of(
        text,
        [
            ("홍길동", "내국인이름"),
            ("홍 길동씨", "내국인이름"),
            ("길동", "내국인이름"),
            ("나리식당", "식당"),
            ("김영희사장", "내국인이름"),
            ("김영희", "내국인이름"),
        ],
    )
    spans.append(make_span(text, text.index("나리에"), text.index("나리에") + 2, "식당"))
    ents = group_entities(text, spans)
    keys = sorted(e.key for e in ents)
    assert keys == ["김영희", "나리", "홍길동"]
    hong = next(e for e in ents if e.key == "홍길동")
    assert {m.text for m in hong.mentions} == {"홍길동", "홍 길동씨", "길동"}


def test_given_name_with_the_familiar_suffix_is_the_full_names_person():
    """A new-user trial (2026-12-03): "조하은" was D and "하은이를" became "D이를"; now "하은이" is her mention."""
    text = "1녀 조하은을 두었다. 현우와 하은이를 보살폈다. 조민이와 박지은이 왔다."
    spans = spans_of(text, [("조하은", "내국인이름"), ("하은이", "내국인이름"), ("조민이", "내국인이름")])
    ents = group_entities(text, spans)
    assert sorted(sorted(m.text for m in e.mentions) for e in ents) == [["조민이"], ["조하은", "하은이"]]
    # a vowel-final given name takes no suffix: "민이" of "조민이" is no "민" + 이 ("조민" is no full name either)


def test_compound_surname_given_names_and_a_surname_with_a_title_are_the_full_names_person():
    """A new-user trial (2026-12-04): "현석이가" (남궁현석 is A) became "AE가", "민재는" (사공민재) "X는", and
    "주 회장이" (주종덕) and "맹 기사는" (맹종국) were kept or given letters of their own."""
    text = (
        "총책 남궁현석과 사공민재, 주종덕, 맹종국, 김민수, 김철수. 현석이가 시켰고 민재는 초범이다. "
        "주 회장이 정했다. 맹 기사는 운전하였다. 김 사장이 왔다."
    )
    names = ["남궁현석", "사공민재", "주종덕", "맹종국", "김민수", "김철수"]
    spans = spans_of(text, [(n, "내국인이름") for n in names])
    for written, end in (("현석이가", 3), ("민재는", 2), ("주 회장", 1), ("맹 기사", 1), ("김 사장", 1)):
        i = text.index(written)
        spans.append(make_span(text, i, i + end, "내국인이름"))
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    groups = sorted(sorted(m.text for m in e.mentions) for e in ents)
    assert groups == [
        ["김"],  # two full names with 김: ambiguous, not linked
        ["김민수"],
        ["김철수"],
        ["남궁현석", "현석이"],
        ["맹", "맹종국"],
        ["민재", "사공민재"],
        ["주", "주종덕"],
    ]


def test_a_latin_name_then_its_hangul_reading_in_brackets_is_one_person():
    text = "직원 Michael Brown(마이클 브라운) 이사가 말하였고, 마이클 브라운은 떠났다."
    spans = spans_of(text, [("Michael Brown", "외국인이름"), ("마이클 브라운", "외국인이름")])
    assert len(group_entities(text, spans)) == 1


def test_given_name_ambiguous_is_not_linked():
    text = "홍길동과 김길동은 길동을 만났다."
    ents = group_entities(
        text,
        spans_of(text, [("홍길동", "내국인이름"), ("김길동", "내국인이름"), ("길동을", "x")])[:2]
        + [make_span(text, 9, 11, "내국인이름")],
    )
    assert len(ents) == 3


def test_numbers_group_by_label_only():
    text = "101동 101호"
    spans = [make_span(text, 0, 3, "동"), make_span(text, 5, 8, "호")]
    assert len(group_entities(text, spans)) == 2


def test_hand_links_and_index():
    text = "갑돌이와 을순이는 부부이다. 을순이 남편 갑돌이."
    spans = spans_of(text, [("갑돌", "내국인이름"), ("을순", "내국인이름")])
    index = EntityIndex.from_spans(text, spans)
    assert len(index) == 2
    index.link(spans[0], spans[2])
    assert len(index) == 1
    assert index.entity_of(spans[1]).id == "E1"
    linked = group_entities(text, spans, links=[(0, 2)])
    assert len(linked) == 1


def test_split_descriptor():
    assert split_descriptor("나리식당") == ("", "나리", "식당")
    assert split_descriptor("행복 아파트") == ("", "행복", " 아파트")
    assert split_descriptor("주식회사 나리") == ("주식회사 ", "나리", "")
    assert split_descriptor("(주)나리") == ("(주)", "나리", "")
    assert split_descriptor("식당") == ("", "식당", "")
    assert split_descriptor("홍길동") == ("", "홍길동", "")


def test_invisible_characters_do_not_split_an_entity():
    text = "피고인 홍\u200b길동은 피해자 김\u00ad철수를 때렸다. 피고인 홍길동과 김철수는 화해하였다."
    spans = spans_of(text, [("홍\u200b길동", "내국인이름"), ("김\u00ad철수", "내국인이름")])
    spans += [make_span(text, text.index("홍길동"), text.index("홍길동") + 3, "내국인이름")]
    spans += [make_span(text, text.rindex("김철수"), text.rindex("김철수") + 3, "내국인이름")]
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert sorted(e.key for e in ents) == ["김철수", "홍길동"]
    assert all(len(e.mentions) == 2 for e in ents)


def test_a_name_in_another_script_in_brackets_is_the_same_person():
    # a new-user trial (2026-12-02): "존 스미스(John Smith)" became "F(G)"
    text = "피고인 남궁민수(南宮敏洙, 1976. 3. 15.생)는 피해자 존 스미스( John Smith)와 김철수(이영희의 남편)를 만났다."
    spans = spans_of(
        text,
        [
            ("남궁민수", "내국인이름"),
            ("南宮敏洙", "내국인이름"),
            ("존 스미스", "외국인이름"),
            ("John Smith", "외국인이름"),
            ("김철수", "내국인이름"),
            ("이영희", "내국인이름"),
        ],
    )
    ents = group_entities(text, spans)
    assert [[m.text for m in e.mentions] for e in ents] == [
        ["남궁민수", "南宮敏洙"],
        ["존 스미스", "John Smith"],
        ["김철수"],  # a Hangul name in brackets is another person
        ["이영희"],
    ]
    # the surname in Chinese characters and the given name in Hangul (a new-user trial, 2026-12-03)
    text = "원고 신하늘 (申하늘, 850103-1103170), 피고 모슬기(申바다의 처)"
    spans = spans_of(
        text,
        [
            ("신하늘", "내국인이름"),
            ("申하늘", "내국인이름"),
            ("모슬기", "내국인이름"),
            ("申바다", "내국인이름"),
        ],
    )
    ents = group_entities(text, spans)
    assert [[m.text for m in e.mentions] for e in ents] == [["신하늘", "申하늘"], ["모슬기"], ["申바다"]]
    # a space before the bracket (a header's "마리아 산토스 (MARIA SANTOS, …)": a new-user trial saw "A 산토스 (B")
    text = "원고 마리아 산토스 (MARIA SANTOS, 1989. 11. 2.생)"
    spans = spans_of(text, [("마리아 산토스", "외국인이름"), ("MARIA SANTOS", "외국인이름")])
    assert [[m.text for m in e.mentions] for e in group_entities(text, spans)] == [
        ["마리아 산토스", "MARIA SANTOS"]
    ]


def test_a_surname_with_a_form_of_address_joins_the_only_full_name_with_that_surname():
    # a new-user trial (2026-12-02): "김씨의" became a letter of its own
    text = "피해자 김민수는 박영희와 다투었다. 김씨의 말에 박씨는 화가 났고, 박철수도 왔다. 이씨는 없었다."
    spans = spans_of(
        text,
        [("김민수", "내국인이름"), ("박영희", "내국인이름"), ("김씨", "내국인이름"), ("박씨", "내국인이름")]
        + [("박철수", "내국인이름"), ("이씨", "내국인이름")],
    )
    ents = group_entities(text, spans)
    assert sorted(sorted(m.text for m in e.mentions) for e in ents) == [
        ["김민수", "김씨"],
        ["박씨"],  # two full names start with 박: not linked
        ["박영희"],
        ["박철수"],
        ["이씨"],  # no full name starts with 이
    ]


def test_a_one_syllable_descriptor_must_be_a_word_of_the_name():
    # a new-user trial (2026-12-03): "역" (a station) was split off "대한무역" (trade) under lawgokr and pseudonym
    descs = ("식당", "역", "바", "절")
    assert split_descriptor("대한무역", descs) == ("", "대한", "무역")
    assert split_descriptor("한국용역", descs) == ("", "한국", "용역")
    assert split_descriptor("한빛지역", descs) == ("", "한빛지역", "")
    assert split_descriptor("행복계절", descs) == ("", "행복계절", "")
    assert split_descriptor("서울역", descs) == ("", "서울", "역")
    assert split_descriptor("시청역", descs) == ("", "시청", "역")
    assert split_descriptor("행복 역", descs) == ("", "행복", " 역")
    assert split_descriptor("칵테일바", descs) == ("", "칵테일", "바")
    # mecab-ko-dic reads "오산역" as 오 + 산역: only a label that names the station splits it
    assert split_descriptor("오산역", descs) == ("", "오산역", "")
    assert split_descriptor("오산역", descs, label="지하철역") == ("", "오산", "역")
    assert split_descriptor("오산역", descs, label="역") == ("", "오산", "역")
    assert split_descriptor("오산역", descs, label="용역") == ("", "오산역", "")
    assert split_descriptor("역", descs, label="역") == ("", "역", "")


def test_an_organisation_written_with_its_descriptor_is_no_person_whatever_most_mentions_say():
    # a new-user trial (2026-12-03): the model called the bare "동방" of "동방은", "동방의", "동방이" 내국인이름 and
    # "주식회사 동방" 주식회사; the person label won the vote and lawgokr wrote "주식회사 공소외 1"
    text = (
        "소외 주식회사 동방의 대표이사이다. 동방은 돈을 주지 않았고, 동방의 자금이 빠졌으며, 동방이 부도났다."
    )
    spans = sorted(
        [make_span(text, 8, 10, "주식회사")]
        + [s for s in spans_of(text, [("동방", "내국인이름")]) if s.start != 8],
        key=lambda s: s.start,
    )
    (entity,) = group_entities(text, spans, descriptors=("쉼터",), prefixes=("주식회사",))
    assert entity.label == "주식회사"
    # a shelter named with its descriptor: the same
    text = "피해자는 새빛쉼터에 입소하였다. 피고인은 새빛을 찾아갔고 새빛의 원장이 막았다."
    spans = spans_of(text, [("새빛쉼터", "복지시설")]) + [
        make_span(text, i, i + 2, "내국인이름") for i in (text.index("새빛을"), text.index("새빛의"))
    ]
    (entity,) = group_entities(text, spans, descriptors=("쉼터",), prefixes=("주식회사",))
    assert entity.label == "복지시설"
    # a person whose one mention the model called a company keeps the person label: no descriptor is written
    text = "피해자 김민수는 김민수에게 김민수를 보냈다."
    spans = spans_of(text, [("김민수", "내국인이름")])
    spans[1] = make_span(text, spans[1].start, spans[1].end, "주식회사")
    (entity,) = group_entities(text, spans, descriptors=("쉼터",), prefixes=("주식회사",))
    assert entity.label == "내국인이름"


def test_a_latin_surname_alone_is_the_person_of_the_only_latin_name_it_ends():
    # a new-user trial (2026-12-03): "존 스미스(John Smith)는 … Smith는" gave the man two letters
    text = "존 스미스(John Smith)는 목격하였다. Smith는 미국인이다. Anna Smith와 Anna Lee, Anna는 왔다."
    spans = spans_of(
        text,
        [
            ("존 스미스", "외국인이름"),
            ("John Smith", "외국인이름"),
            ("Smith는", "외국인이름"),
        ],
    )
    spans = [s if s.text != "Smith는" else make_span(text, s.start, s.start + 5, "외국인이름") for s in spans]
    for name in ("Anna Smith", "Anna Lee"):
        spans.append(make_span(text, text.index(name), text.index(name) + len(name), "외국인이름"))
    anna = text.rindex("Anna")
    spans.append(make_span(text, anna, anna + 4, "외국인이름"))
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    groups = [[m.text for m in e.mentions] for e in ents]
    # "Smith" ends two names (John Smith, Anna Smith): ambiguous, left alone; "Anna" starts two: left alone
    assert ["Smith"] in groups and ["Anna"] in groups
    text = "존 스미스(John Smith)는 목격하였다. Smith는 미국인이다."
    spans = spans_of(text, [("존 스미스", "외국인이름"), ("John Smith", "외국인이름")])
    spans.append(make_span(text, text.index("Smith는"), text.index("Smith는") + 5, "외국인이름"))
    assert [[m.text for m in e.mentions] for e in group_entities(text, spans)] == [
        ["존 스미스", "John Smith", "Smith"]
    ]


def test_a_hangul_word_of_one_foreign_name_is_that_person():
    text = "피고인 알리 하산은 왔다. 하산은 출국하였다. 마리아 산토스와 마리아 클라라. 마리아는 갔다."
    names = ("알리 하산", "마리아 산토스", "마리아 클라라")
    spans = [make_span(text, text.index(n), text.index(n) + len(n), "외국인이름") for n in names]
    spans.append(make_span(text, text.index("하산은 출국"), text.index("하산은 출국") + 2, "외국인이름"))
    spans.append(make_span(text, text.index("마리아는"), text.index("마리아는") + 3, "외국인이름"))
    groups = [
        [m.text for m in e.mentions] for e in group_entities(text, sorted(spans, key=lambda s: s.start))
    ]
    assert ["알리 하산", "하산"] in groups
    assert ["마리아"] in groups  # 마리아 begins two names: ambiguous, left alone


def test_a_vehicle_number_with_its_counter_is_the_same_car():
    """A new-user trial (2026-12-03): "152허3391호" and "152허3391" became two numbers."""
    text = "화물차(차량번호 152허3391호)를, 사진(차량번호 152허3391), 다른 차 12가3456호"
    spans = spans_of(text, [("152허3391호", "차량번호"), ("12가3456호", "차량번호")])
    spans.append(make_span(text, text.rindex("152허3391"), text.rindex("152허3391") + 8, "차량번호"))
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert [[m.text for m in e.mentions] for e in ents] == [["152허3391호", "152허3391"], ["12가3456호"]]


def test_a_business_short_name_that_begins_one_longer_business_name_is_that_business():
    """A new-user trial (2026-12-04): "주식회사 한빛테크" got B, "(이하 '한빛'이라 한다)" and "한빛은" J."""
    text = "원고 주식회사 한빛테크는 소프트웨어 개발업을 하는 회사이고(이하 '한빛'이라 한다), 한빛은 해고하였다. 한빛소프트, 한별과 김한빛"
    spans = spans_of(
        text, [("한빛테크", "주식회사"), ("한빛", "주식회사"), ("한별", "기업명"), ("김한빛", "내국인이름")]
    )
    spans = [s for s in spans if not (s.text == "한빛" and text[s.end : s.end + 1] in ("테", "소", ""))]
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert [[m.text for m in e.mentions] for e in ents] == [
        ["한빛테크", "한빛", "한빛"],
        ["한별"],
        ["김한빛"],
    ]
    # two longer names that it begins: ambiguous, left alone
    spans += spans_of(text, [("한빛소프트", "기업명")])
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert ["한빛", "한빛"] in [[m.text for m in e.mentions] for e in ents]


def test_a_business_written_with_a_places_word_before_it_is_that_business():
    """A new-user trial (2026-12-04): "반포 해님어린이집" got P and "잠원로 117 해님어린이집" X."""
    text = "탁지안(반포 해님어린이집 재원), 장소: 잠원로 117 해님어린이집 앞, 서초 별빛약국, 별빛"
    spans = spans_of(
        text,
        [("반포 해님", "휴대전화대리점"), ("해님", "골프장"), ("서초 별빛", "약국"), ("별빛", "내국인이름")],
    )
    spans = [s for s in spans if not (s.text == "해님" and s.start < text.index("잠원로"))]
    spans = [s for s in spans if not (s.text == "별빛" and s.start < text.rindex("별빛"))]
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    # a person's mention of the same word is no business: not linked
    assert [[m.text for m in e.mentions] for e in ents] == [["반포 해님", "해님"], ["서초 별빛"], ["별빛"]]


def test_an_id_with_its_holders_name_in_brackets_is_two_mentions():
    """A new-user trial (2026-12-04): "seyoung_oh(오세영)" became "C(C)"; a Latin name with the Hangul one stays one
    person."""
    text = "참여자 ID: seyoung_oh(오세영), John Smith(존 스미스)"
    spans = spans_of(text, [("seyoung_oh", "아이디"), ("오세영", "내국인이름")])
    spans += spans_of(text, [("John Smith", "외국인이름"), ("존 스미스", "외국인이름")])
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert [[m.text for m in e.mentions] for e in ents] == [
        ["seyoung_oh"],
        ["오세영"],
        ["John Smith", "존 스미스"],
    ]


def test_a_persons_names_in_both_scripts_in_a_tables_row_are_one_person():
    """A new-user trial (2026-12-04): "타파 마가르 수닐⇥THAPA MAGAR SUNIL" got two letters; cells of two persons, or a
    Latin cell whose first sound differs, stay apart."""
    text = "7\t타파 마가르 수닐\tTHAPA MAGAR SUNIL\t네팔\n3 | 리쥔 | LI JUN\n4\t구룽 비샬\tSMITH JOHN\n"
    names = ("타파 마가르 수닐", "THAPA MAGAR SUNIL", "리쥔", "LI JUN", "구룽 비샬", "SMITH JOHN")
    spans = spans_of(text, [(n, "외국인이름") for n in names])
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert [[m.text for m in e.mentions] for e in ents] == [
        ["타파 마가르 수닐", "THAPA MAGAR SUNIL"],
        ["리쥔", "LI JUN"],
        ["구룽 비샬"],
        ["SMITH JOHN"],
    ]


def test_a_two_syllable_name_with_the_familiar_suffix_is_that_person():
    """A new-user trial (2026-12-04): the victim 구슬 was J, "구슬이랑" P."""
    text = '피해자 구슬(여, 24세)에게, "어머님, 구슬이랑 얘기 좀", 한가이'
    spans = spans_of(text, [("구슬", "내국인이름"), ("한가이", "내국인이름")])
    spans = [s for s in spans if not (s.text == "구슬" and text[s.end] == "이")]
    spans.append(make_span(text, text.index("구슬이랑"), text.index("구슬이랑") + 3, "내국인이름"))
    ents = group_entities(text, sorted(spans, key=lambda s: s.start))
    assert [[m.text for m in e.mentions] for e in ents] == [["구슬", "구슬이"], ["한가이"]]


def test_an_address_written_again_without_its_first_words_is_the_same_place() -> None:
    # a new-user trial (2026-12-04): "원동면 화제리 311" became P and "위 화제리 311" R
    text = "양산시 원동면 화제리 311 토지를 매수하였다. 위 화제리 311 토지와 같은 리 45-6, 신촌리 45-6 토지"
    spans = [
        make_span(text, 4, 15, "주소"),
        make_span(text, text.index("화제리 311", 20), text.index("화제리 311", 20) + 7, "구아래주소"),
        make_span(text, text.index("45-6"), text.index("45-6") + 4, "구아래주소"),
        make_span(text, text.index("신촌리 45-6"), text.index("신촌리 45-6") + 8, "구아래주소"),
    ]
    ents = group_entities(text, spans)
    by_text = {m.text: e.id for e in ents for m in e.mentions}
    assert by_text["원동면 화제리 311"] == by_text["화제리 311"]
    assert by_text["45-6"] != by_text["신촌리 45-6"]  # one word: no link
