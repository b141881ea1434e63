"""Fixes from the README's twenty-fourth session (2026-12-06): the kinds of numbers a text names, and what the
new-user trials of that session left. Model spans, where a test has any, are the ones the shipped model gave on
that text (or the piece of it a failure turned on); no model is loaded."""

from __future__ import annotations

from test_heldout_s41 import _span
from test_trial_s import _court

from thunder_deid_desktop.analysis.named_numbers import (
    join_spaced_number_groups,
    number_word_label,
    relabel_named_numbers,
)


def test_a_word_with_a_blank_before_bunho_names_the_number() -> None:
    text = "피고인은 건강보험증 번호 12345678901을 알려주었고, 가상계좌 번호 56201234567890으로 입금받았다."
    # the shipped model's labels: a cheque's number for the card's, which the court policy wrote "(수표번호 1 생략)"
    model = [_span(text, "12345678901", "수표번호"), _span(text, "56201234567890", "수표번호")]
    got = [(s.text, s.label) for s in relabel_named_numbers(text, model)]
    assert got == [("12345678901", "관리번호"), ("56201234567890", "계좌번호")]
    out = _court(text, model)
    assert "수표번호" not in out and "12345678901" not in out, out


def test_the_word_before_bunho_decides_only_a_numbers_kind() -> None:
    assert (
        number_word_label("차량", "계좌번호") == "차량번호"
    )  # "차량 번호": the word with 번호 is a number name
    assert number_word_label("증권계좌", "수표번호") == "계좌번호"  # by how the word ends
    assert number_word_label("발신", "휴대폰번호") == "휴대폰번호"  # a caller's number is a phone's
    assert (
        number_word_label("민원", "휴대폰번호") == "휴대폰번호"
    )  # the rules read a phone's kind from its digits
    assert number_word_label("건강보험증", "호실") == "호실"  # not a number's kind: left to the unit rules
    assert number_word_label("건강보험증", "여권번호") == "관리번호"


def test_a_tables_column_heading_names_its_numbers() -> None:
    text = (
        "| 성명 | 법인등록번호 | 여권번호 | 연락처 |\n"
        "|---|---|---|---|\n"
        "| 주식회사 대명물산 | 110111-2345678 | - | 02-555-1234 |\n"
        "| 응우옌 반 탄 | - | 12345678 | 010-9876-5432 |\n"
    )
    # the rules' shapeless registration number (관리번호) and the model's account number for a passport's
    spans = [
        _span(text, "110111-2345678", "관리번호", "rule"),
        _span(text, "12345678", "계좌번호"),
        _span(text, "02-555-1234", "전화번호", "rule"),
    ]
    got = [s.label for s in relabel_named_numbers(text, spans)]
    # "법인등록번호" ends with 등록번호 (a 관리번호's word): the longer heading wins
    assert got == ["법인등록번호", "여권번호", "전화번호"]
    out = _court(text, spans)
    assert "(법인등록번호 1 생략)" in out and "(여권번호 1 생략)" in out, out


def test_a_cheques_number_of_hangul_and_digits_after_its_word() -> None:
    text = "피고인은 수표 번호 가나12345678인 자기앞수표를 교부하였다."
    model = [
        _span(text, "가나12345678", "차량종류")
    ]  # the model's kind of vehicle had been lettered ("C인 수표")
    assert [s.label for s in relabel_named_numbers(text, model)] == ["수표번호"]
    out = _court(text, model)
    assert "가나12345678" not in out and "(수표번호 1 생략)인 자기앞수표" in out, out
    other = "피고인은 가나12345678 차량을 운전하였다."
    assert [s.label for s in relabel_named_numbers(other, [_span(other, "가나12345678", "차량종류")])] == [
        "차량종류"
    ]


def test_a_numbers_groups_after_blanks_are_one_number() -> None:
    text = "피고인은 신용카드(카드번호 1234 5678 9012 3456)를 사용하였다. 피고인은 고유번호 2025 0301 1234을 기재하였다."
    model = [
        _span(text, "1234 5678", "신용카드번호"),
        _span(text, "9012 3456", "수표번호"),
        _span(text, "2025 0301", "수표번호"),
    ]
    got = [s.text for s in join_spaced_number_groups(text, model)]
    assert got == ["1234 5678 9012 3456", "2025 0301 1234"]
    out = _court(text, model)
    assert "카드번호 1 생략)를" in out and "수표번호" not in out and "1234" not in out, out


def test_a_count_or_a_date_after_a_number_is_not_its_group() -> None:
    text = "계좌번호 352 0123 4567 83 2022. 3. 5. 입금, 전화번호 02 555 1234 12회, 계좌번호 110 123 4567 300,000원"
    spans = [
        _span(text, "352 0123 4567 83", "계좌번호"),
        _span(text, "02 555 1234", "전화번호"),
        _span(text, "110 123 4567", "계좌번호"),
    ]
    assert join_spaced_number_groups(text, spans) == spans
