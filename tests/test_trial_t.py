"""Fixes from a new-user trial of eight judgments of other genres (2026-12-04: an insurance claim, online
defamation, a family protection order, an individual rehabilitation, a business suspension, a special theft, a
wage claim, a capital gains tax). The model spans are the ones the shipped model gave on the trial's text (label,
extent, score), so each test runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.addresses import village_spans
from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms
from thunder_deid_desktop.analysis.medical_terms import is_medical_term
from thunder_deid_desktop.analysis.named_numbers import drop_plain_numbers
from thunder_deid_desktop.analysis.role_names import bracketed_title_name_spans
from thunder_deid_desktop.analysis.tables import drop_table_headings
from thunder_deid_desktop.deid import load_policy
from thunder_deid_desktop.spans import Span

COURT = load_policy("court")


def test_a_given_name_that_starts_judgment_words_is_taken_where_only_a_person_is_meant() -> None:
    text = (
        "피해아동 독고지우(11세)가 있다. 딸 지우(11세)와 아들을 데리고, 이를 말리던 지우가 소리치자 지우의 어깨를 "
        "밀쳤다. 피고에게 책임을 지우는 것은 부당하다."
    )
    out = _court(text, _model(text, ("독고지우", "내국인이름", 1.0)))
    assert "딸 A(11세)와" in out and "말리던 A가 소리치자 A의 어깨" in out, out
    assert "책임을 지우는 것은" in out  # the verb 지우다


def test_a_heads_title_and_a_name_in_brackets_and_a_village_before_its_head() -> None:
    text = "강서가정상담소(소장 편은비)에서 상담을 받았다. 소장 부본을 송달받았다. 증인 Q(화제리 이장)의 증언"
    assert [s.text for s in bracketed_title_name_spans(text)] == ["편은비"]
    assert [(s.text, s.label) for s in village_spans(text)] == [("화제리", "군아래주소")]
    assert village_spans("마을 이장은 말하였다. 그 이장이 왔다.") == []


def test_diagnoses_the_dictionary_does_not_know_are_medical_terms() -> None:
    for term in ("추간판탈출증", "요추 추간판탈출증", "회전근개파열", "십자인대파열", "공황장애", "뇌진탕"):
        assert is_medical_term(term), term
    for word in ("김장애", "한빛파열", "서울통"):
        assert not is_medical_term(word), word


def test_a_box_tables_headings_row_numbers_and_word_cells_are_no_mentions() -> None:
    text = (
        "┌────┬──────┬──────┬──────┐\n"
        "│순번│채권자│채권의 원인│채권액(원)│\n"
        "├────┼──────┼──────┼──────┤\n"
        "│ 1  │주식회사 우리미래은행│신용대출│23,450,000│\n"
        "│ 2  │편동수│대여금│12,000,000│\n"
    )

    def span(word: str, label: str, nth: int = 0) -> Span:
        i = -1
        for _ in range(nth + 1):
            i = text.index(word, i + 1)
        return Span(i, i + len(word), word, label, 0.9, "model")

    spans = [
        span("순번", "기업명"),
        span("채권의 원인", "기업명"),
        span("우리미래은행", "은행"),
        span("2", "호실", 1),
        span("편동수", "내국인이름"),
        span("대여금", "기업명"),
    ]
    assert (
        text[spans[3].start - 3 : spans[3].start] == "│ " or text[spans[3].start - 2 : spans[3].start] == "│ "
    )
    kept = drop_plain_numbers(text, drop_table_headings(text, spans, common_words() | judgment_terms()))
    assert [s.text for s in kept] == ["우리미래은행", "편동수"]


def test_a_compound_surnames_name_after_a_departments_head() -> None:
    from thunder_deid_desktop.analysis.role_names import role_name_spans

    text = "재직증명서(주식회사 H물류 인사팀장 독고민재 발급)에 의하면, 인사팀장 김민재 발급"
    assert sorted(s.text for s in role_name_spans(text, common_words())) == ["김민재", "독고민재"]


def test_a_facility_in_quotes_after_what_it_is() -> None:
    from thunder_deid_desktop.analysis.places import quoted_place_spans

    text = "가정폭력피해자 보호시설인 '한울쉼터'(서울 양천구 목동동로 소재)에 입소하였다."
    assert [s.text for s in quoted_place_spans(text, [], frozenset())] == ["한울쉼터"]


def test_a_drivers_name_after_the_word_driver() -> None:
    # a README-only new-user try (2026-12-04): "운전자 표한솔 제공" was left, with no warning
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.role_names import role_name_spans

    text = (
        "블랙박스 영상 캡처(대전 12가3456 쏘나타 차량, 운전자 표한솔 제공), 운전자 과실의 정도, 운전자 보험에"
    )
    assert [s.text for s in role_name_spans(text, not_list_names())] == ["표한솔"]


def test_a_column_of_jobs_and_a_row_of_totals_are_no_persons() -> None:
    """A new-user trial (2026-12-04): a docx table of unpaid workers (now tab-separated rows) had "형틀목공" of its
    직종 column lettered as a person in five rows and its "합계" row in the 성명 column lettered too."""
    from thunder_deid_desktop.analysis.tables import column_name_spans

    text = (
        "순번\t성명\t생년월일\t직종\n1\t소한결\t1988. 4. 12.\t형틀목공\n2\t황보건우\t1990. 2. 14.\t형틀목공\n"
        "\t합계\t\t\n"
    )
    assert [s.text for s in column_name_spans(text)] == ["소한결", "황보건우"]
    i = text.index("형틀목공")
    j = text.index("황보건우")
    spans = [
        Span(i, i + 4, "형틀목공", "내국인이름", 0.5, "model"),
        Span(j, j + 4, "황보건우", "내국인이름", 0.9, "model"),
    ]
    assert [s.text for s in drop_table_headings(text, spans, common_words())] == ["황보건우"]
