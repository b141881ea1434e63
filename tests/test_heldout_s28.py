"""Fixes from two held-out sets of 60 published judgments each, their placeholders filled (``tools/fill_published.py``,
seeds 49 and 50, 2026-12-05). The model spans are the ones the shipped model gave on the held-out text (label, extent,
score), so each test runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.structure import road_address_spans
from thunder_deid_desktop.spans import make_span


def test_a_road_address_without_its_district_before_a_particle_is_an_address() -> None:
    text = (
        "용역계약서에는 원고 주소가 위 언주로 101으로 되어 있다. 부지인 서초중앙로 279외 2필지, "
        "여러 차례 공중전화로 112에 신고하였고, 하였으므로 2, 3년차 하자에 대해서는"
    )
    found = road_address_spans(text)
    assert [(s.text, s.label) for s in found] == [
        ("언주로 101", "구아래주소"),
        ("서초중앙로 279", "구아래주소"),
    ]
    out = _court(text, [])
    assert "주소가 위 A로 되어 있다" in out and "부지인 B외 2필지" in out, out
    assert "공중전화로 112에" in out and "하였으므로 2, 3년차" in out, out


def test_a_road_address_before_a_court_stays() -> None:
    text = "피고인은 천안시 동남구 문예로 78에 있는 대전지방법원 천안지원에서 서류를 제출하였다."
    assert all("문예로" not in s.text for s in road_address_spans(text))


def test_a_hospitals_name_ending_like_an_instrumental_particle_is_replaced() -> None:
    text = "반소원고는 미래로병원에 입원하여 사고 당일 전신마취로 수술을 받았다."
    out = _court(text, _model(text, ("미래로", "병원", 0.99)))
    assert "반소원고는 A병원에 입원하여" in out, out


def test_a_name_with_a_footnotes_mark_glued_to_it_is_replaced_and_the_mark_kept() -> None:
    text = (
        "참가인이 김명자에게 보낸 이메일에는 다음 내용이 있다.\n"
        "○ 2018. 11. 15. 참가인이 김명자주5)에게 보낸 이메일 (참가인의 승진 요구와 관련하여)"
    )
    out = _court(text, _model(text, ("김명자", "내국인이름", 1.0)))
    assert "참가인이 A주5)에게 보낸" in out, out
    # the model's reading of the second mention, mark included, keeps the mark too
    model = _model(text, ("김명자", "내국인이름", 1.0))
    i = text.index("김명자주")
    model.append(make_span(text, i, i + 4, "내국인이름", 0.46))
    out = _court(text, model)
    assert "참가인이 A주5)에게 보낸" in out and "김명자" not in out, out
