"""Fixes from a new-user trial of eight judgments of other genres (2026-12-04: drunk driving, school violence, a
management fee, a church's embezzlement, workplace harassment, an industrial accident, a patent, second-hand
fraud). The model spans are the ones the shipped model gave on the trial's text (label, extent, score), so each
test runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _bare_analyzer, _model

from thunder_deid_desktop.analysis.analyzer import tidy
from thunder_deid_desktop.analysis.names import drop_names_inside_compounds
from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.deid.recurrences import with_recurrences
from thunder_deid_desktop.spans import Span

COURT = load_policy("court")


def _court(text: str, model: list[Span]) -> str:
    """The court rendering of the model spans after the analyzer's tidying (without the tokenizer's words) and
    its post-processing, as ``thunder-deid deidentify`` writes it."""
    spans = _bare_analyzer().finish(text, tidy(text, model))
    return render(text, with_recurrences(text, spans), COURT).text


def test_a_church_office_before_a_name_stays_outside_the_name() -> None:
    text = (
        "교인 대표인 장로 하재석과 권사 모슬기가 피고인 권솔의 선처를 탄원하였다. 피고인 권솔은 자백하였다."
    )
    model = _model(
        text, ("하재석", "내국인이름", 1.0), ("권사 모슬기", "내국인이름", 0.98), ("권솔", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "장로 A와 권사 B가 피고인 C의 선처를" in out, out


def test_a_name_span_ending_inside_a_compound_noun_is_no_name() -> None:
    text = (
        "원고에 대하여 한 서면사과, 접촉ㆍ협박 및 보복행위 금지 처분을 취소한다. 피해자 김철수와 합의하였다."
    )
    model = _model(text, ("서면사", "내국인이름", 0.69), ("김철수", "내국인이름", 0.7))
    kept = drop_names_inside_compounds(text, model, frozenset({"내국인이름"}))
    assert [s.text for s in kept] == ["김철수"]  # "김철수와": a proper noun and its particle
    assert "서면사과, 접촉" in _court(text, model)


def test_a_hospitals_head_is_the_hospital_and_a_clinics_head_a_person() -> None:
    text = (
        "피고는 오산한국병원장에 대한 사실조회 결과와 오산한국병원 정형외과 의무기록을 제출하였다.\n"
        "이 법원의 미래로병원장에 대한 진료기록 감정촉탁결과, 원고가 정신건강의학과(마음숲의원, 원장 하슬기)에서 "
        "진단을 받았고, 진단을 한 원장 하슬기는 증언하였다. 총계정원장 기재 내용도 같다."
    )
    model = _model(
        text,
        ("오산한국병원장", "내국인이름", 0.94),
        ("오산한국병원", "병원", 0.78),
        ("마음숲의원", "한의원", 0.83),
    )
    out = _court(text, model)
    assert "A병원장에 대한 사실조회 결과와 A병원 정형외과" in out, out
    assert "미래로" not in out and "하슬기" not in out
    assert "원장 D)에서" in out and "원장 D는 증언하였다" in out and "총계정원장 기재" in out, out
