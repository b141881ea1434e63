"""Fixes from what the new-user trials left in the README's twenty-third session (2026-12-06). Model spans, where a
test has any, are the ones the shipped model gave on that text (or the piece of it the trial's failure turned on);
no model is loaded."""

from __future__ import annotations

from test_heldout_s41 import _span
from test_trial_s import _court


def test_the_other_groups_of_a_hyphenated_number_the_model_cut() -> None:
    text = "원고는 2023. 4. 5. 접수번호 20230405-0012로 신고하였다. 관리번호 B7-2201-0093을 받았다."
    # the model read "20230405-" and "2201-0093": the groups glued to them were left in the output
    model = [_span(text, "20230405-", "계좌번호"), _span(text, "2201-0093", "관리번호")]
    out = _court(text, model)
    assert "0012" not in out and "B7" not in out, out
    assert "신고하였다" in out and "받았다" in out, out
