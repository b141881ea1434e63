"""Fixes from what the held-out sets 76, 77 and 79 (Supreme Court judgments drawn with ``tools/draw_corpus.py
--supreme``, placeholders filled by ``tools/fill_published.py``) and the new-user trials DA–DH left on 2026-12-05.
Model spans, where a test has any, are the ones the shipped model gave on that text; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.addresses import road_address_spans
from thunder_deid_desktop.analysis.free_names import particle_name_spans
from thunder_deid_desktop.analysis.places import residence_name_spans
from thunder_deid_desktop.analysis.tokenizer import person_name_end


def test_a_bare_name_before_deung_heads_a_list_of_persons() -> None:
    text = "피고인이 성명불상자의 지시를 받아 이하은 등에게 방문 준비를 지시하였다. 공소외 기노창 등 6명에게 지급하였다."
    names = [s.text for s in particle_name_spans(text)]
    assert names == ["이하은", "기노창"], names
    out = _court(text, [])
    assert "이하은" not in out and "기노창" not in out, out
    # a word of judgments before 등 stays ("이하 등")
    assert particle_name_spans("원심은 위 법리 등에 비추어 판단하였다. 위와 같은 사정 등을 고려하면") == []


def test_a_name_that_mecab_reads_with_its_particle_as_other_words() -> None:
    # Mecab-ko reads "김정자의" as the name 김정 and 자의
    assert person_name_end("김정자의") == 3
    text = "피고인은 같은 날 21:30경 \n        김정자의 부축하에 택시를 타고 귀가하려다가 넘어졌다."
    assert [s.text for s in particle_name_spans(text)] == ["김정자"]
    out = _court(text, [])
    assert "김정자" not in out and "A의 부축하에" in out, out
    # a word that is no name stays no name
    assert person_name_end("주장하는") is None and person_name_end("부축하에") is None


def test_a_named_apartment_is_replaced_and_a_kind_of_apartment_is_kept() -> None:
    text = (
        "원고는 1999 사업연도의 태광아파트 관련 국민주택기금 차입금 지급이자, 대성아파트 관련 지급이자, 동방아파트 "
        "관련 지급이자를 손금에 산입하였다. 임대아파트와 신축아파트, 주공아파트, 충주고층아파트는 그 후 분양되었고 "
        "행복빌라에서 살았다."
    )
    found = [s.text for s in residence_name_spans(text)]
    assert found == ["태광아파트", "대성아파트", "동방아파트", "충주고층아파트", "행복빌라"], found
    model = _model(text, ("태광아파트", "아파트", 0.85), ("대성아파트", "아파트", 0.77))
    out = _court(text, model)
    assert "동방" not in out and "행복" not in out, out
    assert "임대아파트와 신축아파트, 주공아파트" in out, out
    # a mask before the residence is the publisher's, not a name
    assert residence_name_spans("○○아파트에서, 같은아파트") == []


def test_a_road_address_in_quotes_without_its_district_is_replaced() -> None:
    text = "원고는 피고의 주소와 송달장소를 ‘서초중앙로 102’과 ‘삼성대로 99’ 등으로 하여 번갈아 기재하였다."
    assert [s.text for s in road_address_spans(text)] == ["서초중앙로 102", "삼성대로 99"]
    out = _court(text, [])
    assert "서초중앙로" not in out and "삼성대로" not in out, out
    # a call to a service number and a clause's ending in quotes are no roads
    assert road_address_spans("‘공중전화로 112’라고 적고 ‘그러므로 2’라는 항목") == []
