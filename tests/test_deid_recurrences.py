"""Other occurrences of accepted strings in batch de-identification (deid.recurrences)."""

from __future__ import annotations

from thunder_deid_desktop.deid import load_policy, render, residual_check
from thunder_deid_desktop.deid.recurrences import recurrence_spans
from thunder_deid_desktop.spans import make_span


def test_every_word_occurrence_of_an_accepted_string_is_covered() -> None:
    # a new-user trial (2026-12-02): the name replaced once and left at its 7 other occurrences
    text = (
        "피해자 임차돌은 폭행당하였다. 임차돌이 신고하였고, 임차돌을 조사하였다. 경찰은 임차돌과 갔다. "
        "임차돌으로부터 들었다. 범인은 임차돌이었다. 새임차돌집, 임차돌담 앞, 임차돌3 계정"
    )
    first = make_span(text, 4, 7, "내국인이름", 0.7)
    extra = recurrence_spans(text, [first])
    assert [s.text for s in extra] == ["임차돌"] * 5
    assert all(s.label == "내국인이름" and s.source == "propagation" and s.score == 0.63 for s in extra)
    # inside longer words ("새임차돌집", "임차돌담"), and before a digit: other words, left alone
    assert all(text[s.end] in "이을과으" for s in extra)
    spans = [first, *extra]
    rendering = render(text, spans, load_policy("court"))
    assert "임차돌이 " not in rendering.text and "A가 신고" in rendering.text and "A였다" in rendering.text
    # what stays is only inside the three other words, and the residual check still reports those
    left = [w for w in residual_check(text, rendering, spans) if w.code == "residual"]
    assert len(left) == 3


def test_short_or_numeric_strings_are_not_searched_and_covered_places_are_left() -> None:
    text = "101동 7호에 살았고 7호 버스를 탔다. 계좌 110-123-456789, 다시 110-123-456789로. A와 A."
    spans = [
        make_span(text, text.index("7호"), text.index("7호") + 1, "호실", 0.9),
        make_span(text, text.index("110"), text.index("110") + 14, "계좌번호", 0.99),
        make_span(text, text.index("A와"), text.index("A와") + 1, "내국인이름", 0.9),
    ]
    extra = recurrence_spans(text, spans)
    assert [(s.text, s.label) for s in extra] == [("110-123-456789", "계좌번호")]
    assert recurrence_spans(text, []) == []


def test_only_names_and_long_numbers_are_searched_and_the_analyzers_gates_hold() -> None:
    # searching every label added 1,402 spans to the 60 published judgments ("이유", "발명", "교육")
    text = "다음 사이트에 올렸다. 다음과 같이 판단한다. 이유는 다음과 같다. 피해자 김민수가 왔다."
    spans = [
        make_span(text, 0, 2, "포털", 0.9),  # a portal: left to the analyzer's propagation
        make_span(text, text.index("이유"), text.index("이유") + 2, "내국인이름", 0.9),  # judgment vocabulary
    ]
    assert recurrence_spans(text, spans) == []
    # a name the detector marked at 1 of 13 occurrences is its misreading (the analyzer does not spread it either)
    text = "유료도로 " * 12 + "피해자 유료도로가 왔다."
    spans = [make_span(text, text.rindex("유료도로"), text.rindex("유료도로") + 4, "내국인이름", 0.9)]
    assert recurrence_spans(text, spans) == []


def test_a_name_that_is_a_word_is_covered_only_with_its_particles_or_a_title() -> None:
    """A new-user trial (2026-12-03): "2023년 가을 무렵" took the letter of the person 서가을 ("가을은" elsewhere)."""
    text = "참가인 서가을은 2023년 가을 무렵 퇴사하였고, 가을은 그 후, 가을 씨가 말하였다. 도민준 민준 무렵"
    spans = [
        make_span(text, 4, 7, "내국인이름"),
        make_span(text, text.index("가을은 그"), text.index("가을은 그") + 2, "내국인이름"),
        make_span(text, text.index("도민준"), text.index("도민준") + 3, "내국인이름"),
        make_span(text, text.index("민준 무렵"), text.index("민준 무렵") + 2, "내국인이름"),
    ]
    got = recurrence_spans(text, spans)
    # "가을 씨" counts, "가을 무렵" does not; "민준" is no word of the dictionary: its bare occurrences would count
    assert [(s.start, s.text) for s in got] == [(text.index("가을 씨"), "가을")]


def test_a_name_read_as_a_noun_where_it_is_written_is_not_covered() -> None:
    """A new-user trial (2026-12-03): "가족과 함께 바다 낚시를" took the letter of 윤바다 ("바다" alone reads as NNP)."""
    text = "원고 윤바다, 바다는 그날 울었다. 가족과 함께 바다 낚시를 다녔다. 바다 씨가 말하였다."
    spans = [make_span(text, 3, 6, "내국인이름"), make_span(text, 8, 10, "내국인이름")]
    got = recurrence_spans(text, spans)
    assert [(s.start, s.text) for s in got] == [(text.index("바다 씨"), "바다")]


def test_a_business_written_with_the_same_descriptor_is_covered() -> None:
    """A new-user trial (2026-12-03): "'호텔 라온' 1203호" was replaced and "호텔 라온 1203호 숙박기록" kept."""
    text = (
        "'호텔 라온' 1203호에서, 블루문모텔 507호에서 투약하였다. 증거: 호텔 라온 1203호 숙박기록, "
        "블루문모텔의 CCTV, 라온 팀, 블루문 카페, 신호텔 라온"
    )
    spans = [
        make_span(text, 4, 6, "호텔", 0.77),
        make_span(text, text.index("블루문"), text.index("블루문") + 3, "모텔", 0.9),
    ]
    got = [(s.start, s.text, s.label, s.source) for s in recurrence_spans(text, spans)]
    second_raon = text.index("호텔 라온 1203호 숙박") + 3
    second_moon = text.index("블루문모텔의")
    assert got == [
        (second_raon, "라온", "호텔", "propagation"),
        (second_moon, "블루문", "모텔", "propagation"),
    ]


def test_a_short_name_the_judgment_defines_is_covered_wherever_it_is_written() -> None:
    """A held-out judgment (2026-12-04) defined "(이하 ‘중앙 회사’라 한다)" and wrote "중앙 회사" 20 times after
    it, all left: "중앙" alone is a general word that recurrences do not search."""
    text = (
        "주식회사 중앙건설(이하 ‘중앙 회사’라 한다)의 채무를 보증하였다. 중앙 회사는 피고인과 관련이 있고, "
        "중앙 회사의 경영실적은 좋았다. 중앙 정부, 서울중앙 회사"
    )
    a = text.index("중앙건설")
    b = text.index("중앙 회사’")
    spans = [make_span(text, a, a + 4, "주식회사", 1.0), make_span(text, b, b + 2, "주식회사", 0.8)]
    got = recurrence_spans(text, spans)
    assert [(s.start, s.text, s.label) for s in got] == [
        (text.index("중앙 회사는"), "중앙", "주식회사"),
        (text.index("중앙 회사의"), "중앙", "주식회사"),
    ]
    rendered = render(text, sorted(spans + got, key=lambda s: s.start), load_policy("court")).text
    assert "중앙 회사는" not in rendered and "A 회사의" in rendered and "중앙 정부" in rendered


def test_a_short_name_the_judgment_defines_as_the_mention_itself_is_covered() -> None:
    """A new-user trial (2026-12-04): "(주)삼우엔지니어링(이하 ‘삼우’라 한다)" was marked and "삼우의 감리단장"
    left."""
    text = "(주)삼우엔지니어링(이하 ‘삼우’라 한다)은 감리를 맡았다. 삼우의 감리단장이 기재하였다. 삼우동에서"
    a = text.index("삼우’")
    spans = [make_span(text, 3, 10, "주식회사", 1.0), make_span(text, a, a + 2, "주식회사", 0.8)]
    got = recurrence_spans(text, spans)
    assert [(s.start, s.text) for s in got] == [(text.index("삼우의"), "삼우")]


def test_a_company_name_before_its_legal_form_is_covered_with_the_form_and_with_회사() -> None:
    """A held-out set (2026-12-04): "백제 주식회사에" was marked, "백제 주식회사 등의" and "백제 회사는" left,
    "백제" being a general word that recurrences do not search alone."""
    text = "백제 주식회사에 투자하였다. 백제 주식회사 등의 자금, 백제 회사는 망했다. 백제 회사원, 백제 문화"
    spans = [make_span(text, 0, 2, "주식회사", 0.65)]
    got = recurrence_spans(text, spans)
    assert [(s.start, s.text, s.label) for s in got] == [
        (text.index("백제 주식회사 등"), "백제", "주식회사"),
        (text.index("백제 회사는"), "백제", "주식회사"),
    ]
    # a definition without quotes ends with the copula 라, which is no particle of its own (a held-out set,
    # 2026-12-04: "모두제조 주식회사(이하 모두제조 회사라 한다)" kept the short name); a word going on does not
    # make the name and 회사 a form, but a name of four syllables is searched alone too (a new-user trial,
    # 2026-12-05: "무등교통 배차")
    text = "모두제조 주식회사(이하 모두제조 회사라 한다), 모두제조 회사라서, 모두제조 회사라고"
    got = recurrence_spans(text, [make_span(text, 0, 4, "주식회사", 0.65)])
    assert [(s.start, s.text) for s in got] == [
        (text.index("모두제조 회사라 한"), "모두제조"),
        (text.index("모두제조 회사라서"), "모두제조"),
        (text.index("모두제조 회사라고"), "모두제조"),
    ]
    # a general word stays searched with its form only
    text = "중앙 주식회사(이하 중앙 회사라 한다), 중앙 회사라서, 중앙 정부"
    got = recurrence_spans(text, [make_span(text, 0, 2, "주식회사", 0.65)])
    assert [s.start for s in got] == [text.index("중앙 회사라 한")]


def test_a_facility_glued_to_the_body_that_runs_it_is_covered() -> None:
    """Held-out sets (2026-12-04) left "△△의료재단새롬병원(이하 ‘새롬병원’이라 한다)" and "△△대학교동방병원" where
    the hospital was marked elsewhere; a name glued to another word stays alone."""
    text = "의료재단새롬병원(이하 ‘새롬병원’이라 한다), 새롬병원 의료진, 대학교새롬병원, 한새롬병원"
    a = text.index("새롬병원 의료진")
    got = recurrence_spans(text, [make_span(text, a, a + 2, "병원", 0.9)])
    assert [s.start for s in got] == [4, text.index("‘새롬") + 1, text.index("교새롬") + 1]


def test_a_given_name_that_is_a_word_joined_by_a_middle_dot_to_another_name_is_covered() -> None:
    """A new-user trial (2026-12-04) kept "업무일지에 "은비·채원 일당 지급 완료"" while 은비 and 민채원 were
    replaced elsewhere: "은비" read as a word (a general noun) where it is written bare."""
    text = '은비에게 돈을 주었다. 민채원은 받았다. 채원에게도. 업무일지에 "은비·채원 일당 지급 완료", 은비 내리는 밤'
    spans = [
        make_span(text, 0, 2, "내국인이름", 0.99),
        make_span(text, text.index("민채원"), text.index("민채원") + 3, "내국인이름", 0.99),
        make_span(text, text.index("채원에게"), text.index("채원에게") + 2, "내국인이름", 0.9),
    ]
    got = [(s.start, s.text) for s in recurrence_spans(text, spans)]
    assert got == [(text.index("은비·"), "은비"), (text.index("채원 일당"), "채원")]


def test_a_business_whose_mention_holds_its_descriptor_is_covered_elsewhere() -> None:
    """A new-user trial (2026-12-04): "다온물류" was replaced in one quoted message and kept in another; a held-out
    judgment left "백제유통 회사" 56 times (백제 is a general noun of Mecab-ko too). A name part that is judgment
    vocabulary ("중앙" of "중앙건설") is not searched."""
    text = (
        '"다온물류 인천지점 김상철 과장님한테 얘기할까?", "잠수탐, 직장 다온물류 인천지점", 백제유통 주식회사, '
        "백제유통 회사로부터, 중앙건설에서, 중앙건설"
    )
    spans = [
        make_span(text, 1, 5, "기업명", 0.79),
        make_span(text, text.index("백제유통"), text.index("백제유통") + 4, "주식회사", 0.65),
        make_span(text, text.index("중앙건설"), text.index("중앙건설") + 4, "건설업체", 0.9),
    ]
    got = [(s.start, s.text) for s in recurrence_spans(text, spans)]
    assert got == [(text.index('다온물류 인천지점"'), "다온물류"), (text.index("백제유통 회사"), "백제유통")]


def test_a_given_name_that_is_a_word_recurs_only_where_the_person_is_called() -> None:
    """A new-user trial (2026-12-04): "하늘을 나는 꿈" took the letter of 석하늘, called "하늘이" elsewhere."""
    text = '피해아동 석하늘, "하늘이 너는", 하늘을 나는 꿈, 하늘 씨가'
    spans = [
        make_span(text, 5, 8, "내국인이름", 1.0),
        make_span(text, text.index("하늘이"), text.index("하늘이") + 2, "내국인이름", 0.9),
    ]
    got = recurrence_spans(text, spans)
    assert [s.start for s in got] == [text.index("하늘 씨")]


def test_a_partys_name_that_is_a_word_recurs_after_its_role_word() -> None:
    # a new-user trial (2026-12-04): a defendant named 표준 (surname 표) was lettered in the header and left in
    # the body's 17 "피고 표준" mentions; the word "표준취업규칙" stays
    text = "피       고    1. 표준 (820304-1734520)\n피고 표준은 팀장이었다. 표준취업규칙을 따랐고, 피고 표준으로부터 들었다."
    i = text.index("표준")
    spans = [make_span(text, i, i + 2, "내국인이름", 0.9)]
    new = recurrence_spans(text, spans)
    assert [(text[s.start - 3 : s.start], s.text) for s in new] == [("피고 ", "표준"), ("피고 ", "표준")]
    out = render(text, spans + new, load_policy("court")).text
    assert "피고 A는 팀장" in out and "표준취업규칙" in out and "피고 A로부터" in out


def test_a_string_of_another_label_marked_three_times_is_spread_where_the_marks_are_half_or_more():
    """A new-user trial (2026-12-04): a branch "영등포역점" read in six of its eight mentions (at 0.41 to 0.78, below
    the propagation's minimum) kept its other two."""
    text = (
        "목동점, 영등포역점, 영등포역점은, 영등포역점의 매출, 영등포역점 폐점 당시, 전 영등포역점 홀 매니저"
    )
    spans = []
    for i, at in enumerate(_all(text, "영등포역점")):
        if i < 3:
            spans.append(make_span(text, at, at + 5, "지점", 0.6))
    new = recurrence_spans(text, spans)
    assert [(s.text, s.start) for s in new] == [("영등포역점", a) for a in _all(text, "영등포역점")[3:]]
    # marked at fewer than half of its occurrences: the detector's reading of the others stands
    text2 = text + ", 영등포역점, 영등포역점, 영등포역점, 영등포역점"
    assert recurrence_spans(text2, spans) == []
    # marked twice only: not searched
    assert recurrence_spans(text, spans[:2]) == []


def _all(text: str, word: str) -> list[int]:
    out, at = [], text.find(word)
    while at >= 0:
        out.append(at)
        at = text.find(word, at + 1)
    return out
