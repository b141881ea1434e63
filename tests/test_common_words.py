"""The vocabulary lists of published judgments (``tools/build_common_words.py``) leave unmasked names out."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms
from thunder_deid_desktop.analysis.tokenizer import is_general_noun
from thunder_deid_desktop.lists.validation import common_surnames

TOOL = Path(__file__).resolve().parents[1] / "tools" / "build_common_words.py"


def _tool():
    spec = importlib.util.spec_from_file_location("build_common_words", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_judges_prosecutors_and_lawyers_names_are_found_in_published_judgments() -> None:
    text = (
        "대법관 노태악(재판장) 서경환 신숙희(주심) 노경필\n"
        "재판장 판사 김철수\n판사 이영희 박민수\n"
        "원고 소송대리인 변호사 김우찬 외 1인\n"
        "검사 결과, 피고인의 혈중알코올농도는 0.1%였다.\n"
        "검사 신청 이유가 없다.\n"
    )
    got = _tool().unmasked_names(text, common_surnames(), is_general_noun)
    assert got == {"노태악", "서경환", "신숙희", "노경필", "김철수", "이영희", "박민수", "김우찬"}


def test_shipped_lists_hold_no_justice_names() -> None:
    # justices' names recur in hundreds of published judgments; a party with such a name must still be found
    for name in ("서경환", "노태악", "이상훈", "김소영"):
        assert name not in common_words() and name not in judgment_terms(), name
    assert {"항소이유", "공소외인"} <= common_words() and "신청지" in judgment_terms()
