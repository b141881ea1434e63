"""Fixes from a new-user trial of eight judgments of other genres (2026-12-04: drunk driving, school violence, a
management fee, a church's embezzlement, workplace harassment, an industrial accident, a patent, second-hand
fraud). The model spans are the ones the shipped model gave on the trial's text (label, extent, score), so each
test runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _bare_analyzer, _model

from thunder_deid_desktop.analysis.analyzer import tidy
from thunder_deid_desktop.analysis.names import drop_names_inside_compounds
from thunder_deid_desktop.analysis.tokenizer import pre_tokenize
from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.deid.recurrences import with_recurrences
from thunder_deid_desktop.spans import Span

COURT = load_policy("court")


def _court(text: str, model: list[Span]) -> str:
    """The court rendering of the model spans after the analyzer's tidying (with the tokenizer's Mecab-ko words)
    and its post-processing, as ``thunder-deid deidentify`` writes it."""
    spans = _bare_analyzer().finish(text, tidy(text, model, pre_tokenize(text)))
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


def test_the_said_office_is_no_person_and_a_company_ends_at_its_topic_particle() -> None:
    from thunder_deid_desktop.analysis.analyzer import drop_said_nouns

    text = "서울강남지청에 진정을 제기하였고, 위 지청은 시정지시를 하였다. 위 지청의 조사 결과. 피해자 석하늘, 위 하늘은"
    spans = [
        Span(text.index("위 지청은") + 2, text.index("위 지청은") + 4, "지청", "내국인이름", 1.0, "model"),
        Span(
            text.index("위 지청의") + 2, text.index("위 지청의") + 4, "지청", "내국인이름", 0.9, "propagation"
        ),
        Span(text.index("석하늘"), text.index("석하늘") + 3, "석하늘", "내국인이름", 1.0, "model"),
        Span(text.rindex("하늘"), text.rindex("하늘") + 2, "하늘", "내국인이름", 0.9, "model"),
    ]
    assert [s.text for s in drop_said_nouns(text, spans)] == ["석하늘", "하늘"]  # 하늘: 석하늘's given name
    text = "청구인의 위 동방아파트 대출금을 대납하였다."  # a name with its descriptor is no said noun
    spans = [Span(6, 8, "동방", "내국인이름", 0.9, "model")]
    assert drop_said_nouns(text, spans) == spans

    text = "피고 주식회사 에이치엠솔루션은 기업용 소프트웨어 개발 및 공급업을 영위하는 회사이다."
    model = _model(text, ("에이치엠솔루션은 기업용 소프트웨어", "주식회사", 0.84))
    out = _court(text, model)
    assert "피고 주식회사 A는 기업용 소프트웨어 개발" in out, out
    # what is left a general noun: no span (a published patent judgment's "폴리머" had been spread everywhere)
    text = "상기 폴리머는 바람직하게 알칼리성 폴리머이고, 폴리머 전해질은"
    model = _model(text, ("폴리머는 바람직하게 알칼리성 폴리머이고", "화물자동차", 0.7))
    assert _court(text, model) == text
