"""Fixes from the new-user trials of the README's twenty-ninth session (2026-12-07: a boarding-house fire, forged
antiques, a market association's funds, seaweed farms, a wedding hall, a forged power of attorney, a karaoke bar's
fight, a nurse's propofol) and from the leaks session 49 left. The model spans are the ones the shipped model gave
on each text (label, extent, score), so each test runs the real rules and renderer on what the model really did;
no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court


def test_a_general_noun_after_a_nationality_is_the_persons_kind_not_a_name() -> None:
    # "중국인 유학생이다": 유학생 was read as a name after the nationality (as "한국인 표영철로" is) and its 유 lettered
    text = '피해자 류웨이는 중국인 유학생이다. 목격자 최민호는 "외국인 근로자가 먼저 맞았다"고 말했다.'
    model = _model(text, ("류웨이", "내국인이름", 0.97), ("최민호", "내국인이름", 1.0))
    out = _court(text, model)
    assert out == '피해자 A는 중국인 유학생이다. 목격자 B는 "외국인 근로자가 먼저 맞았다"고 말했다.', out


def test_a_name_after_a_nationality_is_still_found() -> None:
    # the guard: the rule that reads "한국인 표영철로" still reads a name there
    text = "총책(일명 'L', 한국인 표영철로 추정된다)은 조직을 관리하였다."
    out = _court(text, _model(text))
    assert "표영철" not in out, out


def test_the_one_syllable_given_name_of_a_chinese_name_before_a_boss_title_in_speech() -> None:
    # "쥔 사장이" of 량쥔 (량, a Chinese surname's reading, is no Korean surname): left in the output
    text = '피고인 량쥔은 중국 국적의 선원이다. 선장 조대식은 "쥔 사장이 배를 몰았다"고 진술하였다.'
    model = _model(text, ("량쥔", "내국인이름", 0.97), ("조대식", "내국인이름", 1.0))
    out = _court(text, model)
    assert out == '피고인 A는 중국 국적의 선원이다. 선장 B는 "A 사장이 배를 몰았다"고 진술하였다.', out
