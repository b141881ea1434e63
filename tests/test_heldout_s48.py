"""Fixes from the new-user trials of the README's twenty-seventh session (2026-12-07: used-goods fraud, a farmland
boundary, a local election, a pyramid scheme, a prison assault, a cram school, an inheritance, a data breach) and
from the leaks the twenty-sixth session's trials still left. The model spans are the ones the shipped model gave on
each text (label, extent, score), so each test runs the real rules and renderer on what the model really did; no
model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court


def test_a_vietnamese_given_name_with_si_and_two_particles_in_a_quotation() -> None:
    # "투 씨한테는" (한테 + 는) was left: only one particle after 씨 was read
    text = (
        "수사보고(요양쉼터 근무자 응우옌 티 투(Nguyen Thi Thu) 진술 청취). "
        '도경애는 "투 씨한테는 말하지 마요"라고 하였다.'
    )
    model = _model(
        text,
        ("응우옌 티 투", "외국인이름", 0.99),
        ("Nguyen Thi Thu", "외국인이름", 0.98),
        ("도경애", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "투 씨" not in out and '"A 씨한테는' in out, out


def test_the_surname_han_with_the_title_its_full_name_holds_in_the_same_sentence() -> None:
    # "한 간호사" (한 also reads "one") was left though 간호사 한소망 opens the sentence; a date's points do not
    # end the sentence
    text = (
        "간호사 한소망이 2022. 11. 4. 06:40경 망인의 의식 저하를 발견하였고, 한 간호사가 강 과장에게 다시 "
        "보고하였다. 병동에는 간호사가 많았는데, 그중 한 간호사가 이를 보았다고 한다. 간호사 한미래는 "
        "출근하지 않았다. 한 간호사가 갔다."
    )
    model = _model(text, ("한소망", "내국인이름", 0.8), ("한미래", "내국인이름", 1.0))
    out = _court(text, model)
    assert "발견하였고, A 간호사가" in out, out
    # one of them, and a sentence the full name is not in, stay words
    assert "그중 한 간호사가" in out and out.endswith("한 간호사가 갔다."), out


def test_a_signature_after_an_emoticon_and_a_dash_keeps_the_signs() -> None:
    # the model read "^^ -윤" as a nickname: the signs were lost and the signature got a letter of its own
    text = (
        "피고인 윤재석은 공인중개사이다. 피고인 윤재석은 피해자에게 "
        '"중도금은 금요일까지요~ ^^ -윤실장"이라는 문자메시지를 보냈다.'
    )
    model = _model(text, ("윤재석", "내국인이름", 1.0), ("^^ -윤", "닉네임", 0.82))
    out = _court(text, model)
    assert '"중도금은 금요일까지요~ ^^ -A실장"' in out, out


def test_a_given_name_before_the_copula_of_whoever_in_a_quotation() -> None:
    # "현우인지 뭔지" of 황보현우 was left: a given name written alone took no copula
    text = (
        "원고는 피고들에게 황보현우를 신규임차인으로 주선하였다. "
        '피고 강대호는 유나연에게 전화하여 "현우인지 뭔지 그 사람 돈 없잖아"라고 말하였다.'
    )
    model = _model(
        text, ("황보현우", "내국인이름", 1.0), ("강대호", "내국인이름", 1.0), ("유나연", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "현우" not in out and '"A인지 뭔지 그 사람' in out, out
