"""Words of construction defects and names of documents: public vocabulary, never personal information.

Judgments on construction defects (하자보수, 손해배상) list the defects all along ("천장 균열 및 누수", "욕실
방수층 손상", "단열재 누락"); the model, trained on excerpts of criminal facts, read some as persons or places: a
new-user trial (2026-12-03) saw "천장 균열 및 누수" become "천장 P 및 누수" in one line and "A B 및 누수" in
another, "하자보수보증계약" become "N계약", and "12개동 948세대" become "M개동". The same trial saw "주취운전자
정황보고서" become "S고서": the model marked a word of a document's name up to the middle of "보고서".
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: parts of a building and kinds of defects and works, as defect judgments and expert reports name them
#: (국토교통부 공동주택 하자의 조사, 보수비용 산정 및 하자판정기준)
BUILDING_TERMS = frozenset(
    "균열 누수 결로 곰팡이 방수 방수층 단열 단열재 천장 천정 벽체 외벽 내벽 벽면 바닥 바닥재 타일 도장 미장 창호 "
    "창틀 배관 배수 배수관 누락 시공 오시공 미시공 변경시공 하자 하자보수 보수 보강 철근 콘크리트 슬래브 옹벽 지붕 "
    "옥상 욕실 주방 발코니 베란다 공용부분 전유부분 지하주차장 승강기 현관 복도 계단 마감재 석고보드 실리콘 코킹 "
    "들뜸 탈락 파손 부식 침하 처짐 누전 감정 보수비 보수비용 하자담보 하자보수보증 "
    # the wings of a factory or campus and its rooms ("철골조 공장동 및 사무동", "사무동 2층 클린룸": a new-user trial,
    # 2026-12-04, read them as 행정동 and a water park)
    "공장동 사무동 관리동 기숙사동 본관동 별관동 생산동 창고동 연구동 식당동 부속동 클린룸".split()
)
#: a building's structure and roof as the building register (건축물대장) and a list of property write them
#: ("철근콘크리트조 평슬래브지붕", "시멘트블록조 슬레이트지붕 단층"): a new-user trial (2026-12-04) saw the first
#: lettered as a building's name
_STRUCTURE_WORD = re.compile(
    # (or 구조: "철근콘크리트구조 평슬래브지붕 6층", a new-user trial of jeonse fraud, 2026-12-05, saw it lettered)
    r"[가-힣]{0,8}(?:콘크리트|철골|벽돌|블록|블럭|목|조적|석|철파이프)구?조"
    r"|[가-힣]{0,8}(?:슬래브|슬라브|슬레이트|기와|강판|패널|판넬|시멘트)(?:지붕|즙)"
    r"|단층|[0-9]{1,2}층"
)
#: how the names of documents end ("정황보고서", "음주측정결과서", "피의자신문조서", "고소장")
_DOCUMENT_ENDINGS = (
    "보고서",
    "결과서",
    "확인서",
    "진술서",
    "신청서",
    "의견서",
    "감정서",
    "진단서",
    "계약서",
    "통지서",
    "명세서",
    "내역서",
    "조서",
    "고소장",
    "결정문",
)
#: a count of buildings or units ("12개동", "948세대" is no span anyway): the number before 개동/개 동/개호, or
#: the one of "1동의 건물의 표시", the heading of a list of property (목록) for a unit of a building, which a
#: new-user trial of jeonse fraud (2026-12-05) saw become "AH동의 건물의 표시"
_COUNT_AFTER = re.compile(r"[ ]?개[ ]?(?:동|호|층|세대)|동의[ ]건물의[ ]표시")


def is_building_term(text: str) -> bool:
    """Whether every word of ``text`` (its particles cut) is a word of :data:`BUILDING_TERMS` or of a building's
    structure (:data:`_STRUCTURE_WORD`: "철근콘크리트조 평슬래브지붕"; not a floor alone), or the whole
    ``text`` is a compound of the Mecab-ko dictionary that starts with one ("하자보수보증")."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound

    words = text.split()
    if not words:
        return False
    if all(
        w in BUILDING_TERMS or w[: particle_tail_start(w)] in BUILDING_TERMS or _STRUCTURE_WORD.fullmatch(w)
        for w in words
    ) and not all(re.fullmatch(r"[0-9]{1,2}층", w) for w in words):  # a floor alone ("3층") is the model's
        return True
    t = text.strip()
    return (
        " " not in t
        and any(t.startswith(w) for w in BUILDING_TERMS if len(w) >= 2)
        and is_dictionary_compound(t)
    )


def _inside_document_name(text: str, span: Span) -> bool:
    """Whether ``span`` ends inside a Hangul word that names a document (:data:`_DOCUMENT_ENDINGS`) before that
    ending: "주취운전자정황보" of "주취운전자정황보고서"."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    word = text[span.start : hangul_word_end(text, span.end)]
    word = word[: particle_tail_start(word)] or word  # "…정황보고서에"
    end = span.start + len(word)
    return end > span.end and any(
        word.endswith(e) and span.end > end - len(e) - 1 and span.end < end for e in _DOCUMENT_ENDINGS
    )


def drop_building_terms(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """``spans`` without the model and propagated spans that are words of construction defects
    (:func:`is_building_term`), a number counting buildings or units ("12" of "12개동"), or, other than names
    (``name_labels``), a piece of a document's name cut before its ending ("주취운전자정황보" of
    "…정황보고서"); rule spans stay. Order kept; offsets are code points of ``text``."""
    out = []
    for sp in spans:
        if sp.source != "rule":
            if is_building_term(sp.text):
                continue
            if sp.text.isdigit() and _COUNT_AFTER.match(text, sp.end):
                continue
            if sp.label not in name_labels and _inside_document_name(text, sp):
                continue
        out.append(sp)
    return out
