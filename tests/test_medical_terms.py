"""Medical departments and terms are no spans (analysis/medical_terms.py); a new-user trial, 2026-12-03."""

from __future__ import annotations

from thunder_deid_desktop.analysis.medical_terms import drop_medical_terms, is_medical_term
from thunder_deid_desktop.spans import Span, make_span


def test_departments_by_their_standard_name_and_terms_of_the_dictionary() -> None:
    for t in (
        "응급의학과",
        "정형외과",
        "소아청소년과",
        "중환자실",
        "복막염",
        "패혈증",
        "절제술",
        "담낭절제술",
        "뇌경색",
    ):
        assert is_medical_term(t), t
    assert is_medical_term("마취통증의학", "과 류성민")  # the model stopped before its 과
    # clinics named by a place are businesses; names, places and words of other endings are no terms
    for t in ("해남치과", "행복내과의원", "김민수", "강남구", "복강경 담낭절제술", "", "염"):
        assert not is_medical_term(t), t


def test_drop_medical_terms_keeps_rule_spans() -> None:
    text = "마취통증의학과 류성민 과장과 복막염이 발생, 해남치과에서"
    spans = [
        make_span(text, 0, 6, "기업명"),
        make_span(text, 8, 11, "내국인이름"),
        make_span(text, text.index("복막염"), text.index("복막염") + 3, "내국인이름"),
        Span(text.index("해남"), text.index("해남") + 4, "해남치과", "의원", 0.9, "rule"),
    ]
    assert [s.text for s in drop_medical_terms(text, spans)] == ["류성민", "해남치과"]
