"""Medical departments and terms of diagnoses and procedures: public vocabulary, never personal information.

Judgments of medical malpractice, traffic accidents and industrial injuries write them all along ("마취통증의학과
과장", "복강경 담낭절제술", "복막염", "경추 염좌"). The model, trained on excerpts of criminal facts, read some of them as
persons or businesses: a new-user trial (2026-12-03) saw "마취통증의학과 류성민 과장과" become "A와 B 과장과" (the
department a person and its 과 a particle), and "담낭절제술", "복막염" and "패혈성 쇼크" become letters. A department
is recognised by its standard name (a clinic named "해남치과" is a business and stays a span); a term by being a
general noun of the Mecab-ko dictionary, or a compound of them, that ends like a diagnosis or a procedure
(염 inflammation, 증 syndrome, 암 cancer, 술 procedure, 경색, 골절 …).
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: the clinical departments of a hospital by their standard names (의료법 시행규칙 제41조 진료과목), and its wards
#: and rooms: exactly these words, as "해남치과" or "행복내과" is the name of a clinic, a business
_DEPARTMENT = re.compile(
    r"(?:(?:마취통증|응급|영상|재활|가정|진단검사|핵|방사선종양|정신건강|직업환경|예방|병리|신경)의학과"
    r"|(?:정형|신경|흉부|성형|일반|소아)?외과|(?:소화기|순환기|호흡기|신장|내분비)?내과|소아청소년과|소아과|산부인과"
    r"|이비인후과|피부과|비뇨의학과|비뇨기과|안과|치과|한방과|결핵과|정신과|신경과"
    r"|응급실|중환자실|수술실|회복실|분만실|신생아실)"
)
#: how the names of diagnoses and procedures end
_TERM_ENDINGS = (
    "염",
    "증",
    "암",
    "술",
    "경색",
    "골절",
    "출혈",
    "마비",
    "쇼크",
    "손상",
    "종양",
    "궤양",
    "결석",
    "좌상",
    "염좌",
)


def is_medical_term(text: str, after: str = "") -> bool:
    """Whether ``text`` is a clinical department (also when the "과" that ends it is written right after it, in
    ``after``: "마취통증의학" + "과") or a diagnosis or procedure of the dictionary (see module docstring)."""
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    t = text.strip()
    if not t or " " in t:
        return False
    if _DEPARTMENT.fullmatch(t) or _DEPARTMENT.fullmatch(t + after[:1]):
        return True
    return t.endswith(_TERM_ENDINGS) and len(t) >= 2 and (is_general_noun(t) or is_dictionary_compound(t))


def drop_medical_terms(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model spans that are medical departments or terms (:func:`is_medical_term`); rule
    spans stay. Order kept; offsets are code points of ``text``."""
    return [s for s in spans if s.source == "rule" or not is_medical_term(s.text, text[s.end : s.end + 1])]
