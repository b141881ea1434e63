"""Fixes from the held-out set 53 of 60 published judgments, their placeholders filled (``tools/fill_published.py``,
seed 53, 2026-12-05). The model spans are the ones the shipped model gave on the held-out text (label, extent,
score), so each test runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.structure import glued_cell_name_spans


def test_a_numeral_or_pronoun_after_a_partys_role_before_a_legal_form_is_the_companys_name() -> None:
    text = (
        "피고 김민호는 수술을 집도한 의사이고, 피고 하나 학교법인은 피고 김민호의 사용자이다. 같은 해 7. 5.경 "
        "피고 하나 학교법인 산하 병원에 입원하였다. 그 중 하나 주식회사는 폐업하였다."
    )
    out = _court(text, _model(text, ("김민호", "내국인이름", 0.99)))
    assert "피고 B 학교법인은" in out and "피고 B 학교법인 산하" in out, out
    # no party's role before it: a number of companies
    assert "그 중 하나 주식회사는" in out, out


def test_a_businesss_name_with_its_descriptor_in_a_text_without_blanks_is_replaced() -> None:
    text = (
        "거래횟수 등에 비추어 보면, 해오름산업이 원고와의 협력업체이다. 매출 2건은 ‘도급인건비’,즉해오름산업의 "
        "인력공급에 관한 것이고, 시설을 구비하고해오름산업으로부터 인력을 공급받았다."
    )
    out = _court(text, _model(text, ("해오름산업", "기업명", 1.0)))
    assert "해오름" not in out, out
    assert "즉A산업의 인력공급" in out and "구비하고A산업으로부터" in out, out


def test_a_known_name_glued_in_a_flattened_table_is_replaced() -> None:
    text = (
        "김종수은 조합원을 모집하였다. 조합명   구성연원마을 주택조합   대표자김종수김종수김종수    류병철사무실\n"
        "소  계   3,000,0005,400,000허정식   2009.  7. 10.\n허정식는 원고로부터 면접을 보았다."
    )
    model = _model(text, ("김종수", "내국인이름", 1.0), ("허정식는", "내국인이름", 0.8))
    model[1] = model[1].with_(end=model[1].end - 1, text="허정식")
    out = _court(text, model)
    assert "김종수" not in out and "허정식" not in out, out
    assert "대표자AAA    B사무실" in out and "5,400,000C   2009." in out, out


def test_the_representatives_glued_in_a_flattened_register_are_names() -> None:
    text = (
        "조합명   구성스윗닷홈 2차주택조합좌동대표자김지연박영자사무실  서울 서초구 서초동\n"
        "좌동대표자이현정박예준윤도윤    윤도윤사무실용인시 풍덕천동\n"
        "의결기관 및 집행기관의 대표자를 두는 등의 조직을 갖추고, 원고 김용식사무실 48㎡\n"
        "노인복지시설을 설치한 대표자이면서 동시에 사용자인 경우"
    )
    found = [s.text for s in glued_cell_name_spans(text)]
    assert found == ["김지연", "박영자", "이현정", "박예준", "윤도윤", "윤도윤", "김용식"], found
    out = _court(text, [])
    assert "대표자AB사무실" in out and "대표자DEF    F사무실" in out and "대표자이면서" in out, out
