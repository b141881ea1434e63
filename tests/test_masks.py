"""Already de-identified text of published judgments is not detected again (analysis/masks.py)."""

from __future__ import annotations

from conftest import bundled_sample

from thunder_deid_desktop.analysis.masks import drop_masked_spans
from thunder_deid_desktop.spans import Span


def _span(text: str, part: str, source: str = "model", nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(part, start + 1)
    return Span(start, start + len(part), part, "커피", 0.9, source)


def test_omissions_their_descriptors_and_bare_masks_are_dropped_real_names_stay() -> None:
    # a line of the bundled judgment (서울동부지방법원 2019노1916), and a real name next to a mask
    text = (
        "피고인들은 2016. 4. 13. ◇◇동(상호명 생략)커피숍에서 피해자에게 말하였다. 김철수는 ○○건설의 대표이다."
    )
    assert "◇◇동(상호명 생략)커피숍" in bundled_sample().read_text(encoding="utf-8")
    spans = [
        _span(text, "◇◇동"),
        Span(text.index("◇◇동") + 2, text.index("◇◇동") + 3, "동", "내국인이름", 0.54, "model"),
        _span(text, "상호명"),
        _span(text, "커피숍"),
        _span(text, "김철수"),
        _span(text, "○○건설"),  # a masked name plus its descriptor: no digit is left
        _span(text, "건설"),  # the descriptor alone, right after the mask
    ]
    assert [s.text for s in drop_masked_spans(spans, text)] == ["김철수", "건설"]
    assert [s.text for s in drop_masked_spans(spans, text, ("건설", "식당"))] == ["김철수"]
    other = "주식회사 □□종합건설(이하 ‘□□종합건설’) ○○동 101호"
    spans = [_span(other, "□□종합건설"), _span(other, "○○동 101호")]
    assert [s.text for s in drop_masked_spans(spans, other, ("건설",))] == ["○○동 101호"]


def test_a_span_holding_a_mask_is_dropped_unless_a_number_is_left() -> None:
    # what is left around a mask is the masked entity's descriptor or context (precedent_kr judgments);
    # a unit number the publisher did not mask stays
    text = "원고는 ☆☆☆응용과학대학교와 Conservatorium △△△에서 공부하였고 ○○동 101호에 산다."
    spans = [_span(text, "☆☆☆응용과학"), _span(text, "Conservatorium △△△"), _span(text, "○○동 101호")]
    assert [s.text for s in drop_masked_spans(spans, text)] == ["○○동 101호"]


def test_rule_spans_are_never_dropped() -> None:
    text = "(계좌번호 생략) 110-123-456789"
    rule = Span(0, 9, text[0:9], "계좌번호", 0.99, "rule")
    assert drop_masked_spans([rule], text) == [rule]


def test_the_bundled_judgment_keeps_its_masks_after_analysis() -> None:
    import pytest

    from thunder_deid_desktop.review import default_model_available

    if not default_model_available():
        pytest.skip("no model folder")
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    text = bundled_sample().read_text(encoding="utf-8")
    spans = Analyzer().analyze(text)
    at = text.index("◇◇동(상호명 생략)커피숍")
    near = [s.text for s in spans if at <= s.start < at + len("◇◇동(상호명 생략)커피숍")]
    assert near == []
    assert not [s for s in spans if s.text in ("◇◇동", "○○", "상호명")]
    assert spans  # names and other PII of the judgment are still found


def test_textbook_pseudonyms_are_masks_where_a_document_uses_several() -> None:
    # a published family judgment (precedent_kr): "병녀는 갑남의 친생추정을 받는", 40 model spans
    text = "병녀가 실제 갑남과 을녀의 혼인관계가 해소되지 아니한 상태에서 출생하였다면 병녀는 갑남의 자이다."
    spans = [
        _span(text, "병녀"),
        _span(text, "갑남과"),
        _span(text, "을녀의 혼인관계"),
        _span(text, "병녀", nth=1),
    ]
    assert drop_masked_spans(spans, text) == []
    # one alone may be a given name ("정남"), left to the model; a longer word is no pseudonym
    text = "피해자 정남에게 말하였고 갑남수와 만났다."
    spans = [_span(text, "정남"), _span(text, "갑남수")]
    assert [s.text for s in drop_masked_spans(spans, text)] == ["정남", "갑남수"]
