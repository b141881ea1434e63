"""Car models and online platforms are no one's name (analysis.products): the model's spans over them go, the
persons, plates and channels beside them stay."""

from __future__ import annotations

from thunder_deid_desktop.analysis.products import drop_product_names
from thunder_deid_desktop.spans import Span, make_span


def _model(text: str, *words: str) -> list[Span]:
    out = []
    for w in words:
        start = text.index(w)
        out.append(make_span(text, start, start + len(w), "기업명", source="model"))
    return out


def test_car_models_with_their_makers_and_codes_are_dropped() -> None:
    text = "아반떼 CN7, 기아 셀토스, 그랜저 HG 승용차와 쏘렌토(MQ4), 제네시스 G90, 포르쉐 카이엔, K7 승용차를 샀다."
    spans = _model(text, "아반떼 CN7", "기아 셀토스", "그랜저", "HG", "MQ4", "G90", "포르쉐 카이엔", "K7")
    assert drop_product_names(text, spans) == []


def test_a_model_that_is_a_word_goes_only_beside_a_vehicle() -> None:
    text = "피고인은 모닝 승용차를 몰았다. 피해자 레이는 모닝에 일어났다."
    spans = _model(text, "모닝", "레이")
    spans.append(make_span(text, text.rindex("모닝"), text.rindex("모닝") + 2, "닉네임", source="model"))
    assert [s.start for s in drop_product_names(text, spans)] == [spans[1].start, spans[2].start]


def test_a_maker_alone_and_rule_spans_stay() -> None:
    text = "피고 현대는 답하였다. 아반떼 승용차"
    spans = _model(text, "현대")
    spans.append(make_span(text, text.index("아반떼"), text.index("아반떼") + 3, "닉네임", source="rule"))
    assert drop_product_names(text, spans) == spans


def test_platforms_go_but_a_platforms_company_as_a_party_stays() -> None:
    text = (
        "유튜브 채널 '소소한캠핑'과 네이버 블로그에 올렸다. 피고 주식회사 카카오는 답하였다. 네이버 주식회사."
    )
    spans = _model(text, "유튜브 채널", "네이버", "소소한캠핑", "카카오")
    spans.append(make_span(text, text.rindex("네이버"), text.rindex("네이버") + 3, "기업명", source="model"))
    kept = drop_product_names(text, spans)
    assert [s.text for s in kept] == ["소소한캠핑", "카카오", "네이버"]


def test_a_platform_named_as_its_company_is_kept_only_before_what_it_holds() -> None:
    text = "피해자는 네이버 블로그에 글을 올렸고 피고인은 카카오에 입사하였다. 유튜브에 올렸다."
    spans = _model(text, "네이버", "카카오", "유튜브")
    assert [s.text for s in drop_product_names(text, spans)] == ["카카오"]
