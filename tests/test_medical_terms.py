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


def test_a_clinic_named_with_its_department_is_one_span_before_its_descriptor() -> None:
    """A new-user trial (2026-12-03): "안산튼튼재활의학과의원에서" became "AB와의원에서" (the 과 read as a particle)."""
    from thunder_deid_desktop.analysis.medical_terms import extend_clinic_names

    text = "안산튼튼재활의학과의원에서, 해남치과의원, 정형외과의원"
    i = text.index("재활")
    spans = [
        Span(0, 4, "안산튼튼", "내국인이름", 0.9, "model"),
        Span(i, i + 4, "재활의학", "내국인이름", 0.9, "model"),  # two pieces grow into one name
        Span(text.index("해남"), text.index("해남") + 4, "해남치과", "의원", 0.9, "model"),  # whole already
        Span(text.index("정형"), text.index("정형") + 4, "정형외과", "의원", 0.9, "model"),  # a department
    ]
    got = extend_clinic_names(text, spans)
    assert [(s.text, s.label) for s in got] == [
        ("안산튼튼재활의학과", "병원"),
        ("해남치과", "의원"),
        ("정형외과", "의원"),
    ]
    assert all(text[s.start : s.end] == s.text for s in got)


def test_hospitals_named_before_their_descriptor_are_weak_spans() -> None:
    """A new-user trial (2026-12-03) saw "119구급차로 한도병원 응급실로" kept: no span at all."""
    from thunder_deid_desktop.analysis.medical_terms import hospital_spans

    text = (
        "119구급차로 한도병원 응급실로 이송, 행복요양병원에서, 대학병원에, 위 병원, ○○병원, 정형외과의원, "
        "국회의원, 집행협력병원, 병원비, 서울대학교병원"
    )
    got = hospital_spans(text)
    assert [(s.text, s.label, s.source) for s in got] == [("한도", "병원", "rule"), ("행복", "병원", "rule")]
    assert all(text[s.start : s.end] == s.text and s.score < 0.7 for s in got)


def test_parts_of_the_body_are_no_spans() -> None:
    """A new-user trial (2026-12-03): "오른손이 협착되는" had "오른손이" labelled 조합 and lettered."""
    assert is_medical_term("오른손이") and is_medical_term("무릎을") and is_medical_term("허리")
    assert not is_medical_term("수지")  # 手指, but a given name too
    assert not is_medical_term("김허리")


def test_symptoms_tests_and_vessels_are_no_spans() -> None:
    """A new-user trial (2026-12-03) of a malpractice judgment: "흉통", "심전도상", "심낭", "대동맥", "조영증강 CT"
    became letters ("급성 AF박리는")."""
    for word in ("흉통", "심전도상", "심장초음파", "심낭", "대동맥", "대동맥박리", "조영증강", "CT"):
        assert is_medical_term(word), word
    assert not is_medical_term("서운JCT")  # a motorway junction
