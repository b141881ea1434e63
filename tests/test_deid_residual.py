"""Residual check: original strings left in the output and what a detector still finds there."""

from __future__ import annotations

import re

from thunder_deid_desktop.deid import load_policy, render, residual_check
from thunder_deid_desktop.spans import make_span

COURT = load_policy("court")


def spans_of(text, items):
    return [
        make_span(text, m.start(), m.end(), label)
        for s, label in items
        for m in re.finditer(re.escape(s), text)
    ]


def test_clean_rendering_has_no_warning():
    text = "피해자 홍길동은 나리식당에서 홍길동의 친구를 만났다."
    spans = spans_of(text, [("홍길동", "내국인이름"), ("나리식당", "식당")])
    r = render(text, spans, COURT)
    assert residual_check(text, r, spans) == []


def test_missed_recurrence_is_reported_with_position():
    text = "피해자 홍길동은 홍길동의 친구이다. 그 식당 이름은 나리였고 나리식당이라 불렸다."
    first = make_span(text, 4, 7, "내국인이름")  # the second 홍길동 was not accepted
    shop = make_span(text, text.index("나리식당"), text.index("나리식당") + 4, "식당")
    r = render(text, [first, shop], COURT)
    warnings = residual_check(text, r, [first, shop])
    assert [w.code for w in warnings] == ["residual", "residual"]
    for w in warnings:
        assert r.text[w.start : w.end] in ("홍길동", "나리")
        assert "홍길동" not in w.message and "나리" not in w.message  # no PII in messages


def test_other_spelling_of_an_entity_is_searched():
    text = "홍 길동이 왔다. 홍길동은 갔다. 끝에 홍길동"
    spans = [make_span(text, 0, 4, "내국인이름"), make_span(text, 10, 13, "내국인이름")]
    r = render(text, spans, COURT)
    warnings = residual_check(text, r, spans)
    assert len(warnings) == 1 and r.text[warnings[0].start : warnings[0].end] == "홍길동"


def test_kept_mentions_are_not_reported():
    text = "판사 김철수\n재판장 판사 김철수"
    spans = spans_of(text, [("김철수", "내국인이름")])
    r = render(text, spans, COURT)
    assert r.text == text
    assert residual_check(text, r, spans) == []


def test_detector_findings_outside_replacements_are_warnings():
    text = "피해자 홍길동은 010-1234-5678로 전화하였다."
    spans = spans_of(text, [("홍길동", "내국인이름")])
    r = render(text, spans, COURT)

    def detect(s: str):
        found = [make_span(s, m.start(), m.end(), "전화번호") for m in re.finditer(r"010-\d{4}-\d{4}", s)]
        found += [make_span(s, m.start(), m.end(), "내국인이름") for m in re.finditer(r"\bA\b", s)]
        return found

    warnings = residual_check(text, r, spans, detect)
    assert [w.code for w in warnings] == ["detected"]  # the placeholder "A" itself is not a finding
    assert r.text[warnings[0].start : warnings[0].end] == "010-1234-5678"
