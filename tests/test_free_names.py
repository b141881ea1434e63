"""Dictionary names with a case particle anywhere in a judgment (``analysis/free_names.py``), which the model
misses without a role word before them; and the list of words read as names that the rule skips."""

from __future__ import annotations

from test_common_words import _tool
from test_finish_new_genres import _bare_analyzer

from thunder_deid_desktop.analysis.analyzer import name_like_terms, not_list_names
from thunder_deid_desktop.analysis.free_names import particle_name_spans
from thunder_deid_desktop.analysis.tokenizer import is_person_name_at
from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.deid.recurrences import with_recurrences


def _names(text: str) -> list[str]:
    return [s.text for s in particle_name_spans(text, not_list_names())]


def test_a_bare_name_with_a_particle_is_found_where_the_model_reads_none() -> None:
    # held-out real judgments (2026-12-04): each was left in a published copy; the model gave P(name) 0.04
    text = (
        "영업이 부진하여 2009. 4.경 위 학원을 김상철에게 처분하였으며, 같은 장소에서 영업하였다.\n"
        "‘상충되므로(을 제46, 47호증) 홍성진이 서면 참석한 것으로 보되’로 고친다.\n"
        "직원의 카메라를 가려 촬영을 방해하고, 이은서, 8은 각각 영장을 집행하는 동안\n"
        "라) T·U(V번), W·이지민(859번), X(Y번) 소유의 건물\n"
    )
    got = particle_name_spans(text, not_list_names())
    assert [s.text for s in got] == ["김상철", "홍성진", "이은서", "이지민"]
    assert all(s.label == "내국인이름" and s.source == "rule" for s in got)
    assert all(text[s.start : s.end] == s.text for s in got)


def test_words_the_dictionary_reads_as_names_are_not_taken() -> None:
    text = (
        "웹사이트로 유인하는 역할만 하였을 뿐이다. 이유로 삼을 수 없다. 양도일이 속하는 사업연도, "
        "안전성·유효성을 평가할 필요, 사업구간 강서구 개화동에서, 소규모의 회사들, 이상의 이유로.\n"
        "김상철 부분은 이유 없다.\n"  # a bare name with no particle nor list is left to other rules
    )
    assert _names(text) == []
    assert {"유인하", "이유로", "양도일", "유효성", "강서구", "소규모"} <= name_like_terms()


def test_the_reading_in_context_decides() -> None:
    text = "실제 구매를 유인하는 행위를 하였다. 위 학원을 김상철에게 처분하였다."
    assert not is_person_name_at(text, 7, 10)  # 유인하 of 유인하는: a verb with the words after it
    i = text.index("김상철")
    assert is_person_name_at(text, i, i + 3)
    assert not is_person_name_at(text, 5, 50)  # past the end


def test_found_names_are_lettered_and_officials_kept_in_court_rendering() -> None:
    text = (
        "【피 고 인】 피고인\n【검    사】 박은혜(기소), 이재연(공판)\n"
        "【변 호 인】 공익법무관 최종혁(국선)\n\n"
        "피고인은 2020. 1. 1. 이상우에게 돈을 빌리고, 그 처인 이남순, 자녀인 오창환, 오상환이 보증하였다.\n\n"
        "판사 김민수\n"
    )
    spans = _bare_analyzer().finish(text, [])
    out = render(text, with_recurrences(text, spans), load_policy("court")).text
    for kept in ("박은혜", "이재연", "최종혁", "김민수"):
        assert kept in out, kept
    for gone in ("이상우", "이남순", "오창환", "오상환"):
        assert gone not in out, gone
    assert "A에게 돈을 빌리고, 그 처인 B, 자녀인 C, D가 보증하였다." in out


def test_the_builder_reads_names_as_the_rule_does() -> None:
    tool = _tool()
    assert tool.dictionary_name("유인하는") == "유인하"
    assert tool.dictionary_name("김상철에게") == "김상철"
    assert tool.dictionary_name("이유로서") == "이유로"
    assert tool.dictionary_name("주장하는") is None
    assert tool.dictionary_name("가나") is None
