"""Fixes from two new-user trials of sixteen judgments (2026-12-04: a business suspension, a capital gains tax, a
drug case, a succession, a construction price, school violence, an insurance claim, stalking; a loan with its
차용증, a title transfer with its list of property, a lease fraud with its 범죄일람표, drunk driving, an industrial
accident, a divorce, medical malpractice, a data leak). The model spans are the ones the shipped model gave on the
trials' text (label, extent, score), so each test runs the real rules and renderer on what the model really did;
no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.analyzer import split_at_column_gaps
from thunder_deid_desktop.analysis.case_numbers import find_case_numbers
from thunder_deid_desktop.analysis.structure import local_post_spans
from thunder_deid_desktop.spans import make_span


def test_a_given_names_suffix_before_an_elder_siblings_word_is_no_particle() -> None:
    text = (
        '공범 문지호가 "태훈이 형이 시키는 대로만 했다"고 진술하였다. 상민이 형은 말렸다. 민준이 형을 때렸다.'
    )
    model = _model(
        text, ("문지호", "내국인이름", 1.0), ("태훈", "내국인이름", 1.0), ("상민", "내국인이름", 1.0)
    )
    model.append(make_span(text, text.index("민준"), text.index("민준") + 2, "내국인이름", 1.0))
    out = _court(text, model)
    assert '"B 형이 시키는' in out and "C 형은 말렸다" in out, out
    # an object after the sibling's word: the 이 may be the subject's particle, and stays one
    assert "D가 형을 때렸다" in out, out


def test_a_community_centre_written_apart_from_its_dong_is_one_place() -> None:
    found = local_post_spans(
        "망원1동 주민센터에서 실시한, 역삼동 파출소, 경찰서 지구대, 청평면 행정복지센터장 김"
    )
    assert [(s.text, s.label) for s in found] == [
        ("망원1동 주민센터", "주민센터"),
        ("역삼동 파출소", "파출소"),
        ("청평면 행정복지센터", "행정복지센터"),
    ]


def test_a_lots_land_category_and_the_ordinals_of_defined_land_stay() -> None:
    text = (
        "원고는 화성시 남양읍 신남리 345-2 전 1,234㎡(이하 '제1 토지'라 한다)와 같은 리 345-7 답 876㎡(이하 "
        "'제2 토지'라 하고, 제1 토지와 합하여 '이 사건 각 토지'라 한다)를 취득하였다."
    )
    model = _model(
        text,
        ("남양읍 신남리 345-2 전 1", "주소", 0.88),
        ("제1", "구이하주소", 0.75),
        ("345-7", "주소", 1.0),
    )
    i = text.index("제2 토지") + 1
    model.append(make_span(text, i, i + 1, "구이하주소", 0.85))
    out = _court(text, sorted(model, key=lambda s: s.start))
    assert "화성시 A 전 1,234㎡(이하 '제1 토지'" in out, out
    assert "같은 리 B 답 876㎡(이하 '제2 토지'라 하고, 제1 토지와" in out, out


def test_table_cells_a_model_span_crossed_are_pieces() -> None:
    text = (
        "순번  일시            파일명                  건수       수령 금액(원)\n"
        "1     2024. 3. 4.      greenmobile_0304.xlsx    17,000    3,400,000 중 일부\n"
        "8     2022. 3. 8.     국하람    주안하이츠빌 103호                   160,000,000\n"
    )
    model = _model(
        text,
        ("greenmobile_0304.xlsx    17", "아이디", 0.89),
        ("국하람    주안하이츠빌", "호텔", 1.0),
        ("103", "호실", 0.99),
    )
    assert [s.text for s in split_at_column_gaps(model)] == [
        "greenmobile_0304.xlsx",
        "17",
        "국하람",
        "주안하이츠빌",
        "103",
    ]
    out = _court(text, model)
    assert "A    17,000    3,400,000" in out, out
    assert "B    C D호" in out, out


def test_a_buildings_ordinal_mark_stays_with_its_number_and_storeys_are_no_floor() -> None:
    text = (
        "3. 1동의 건물의 표시\n   대구광역시 수성구 만촌동 1002\n   범어센트럴푸르지오 제107동\n"
        "   철근콘크리트구조 (철근)콘크리트지붕 25층 공동주택(아파트)\n"
    )
    model = _model(
        text,
        ("만촌동 1002", "구아래주소", 0.95),
        ("범어센트럴푸르지오 제", "구아래주소", 0.95),
        ("107", "동", 1.0),
        ("25", "층", 0.43),
    )
    out = _court(text, model)
    assert "   B 제C동\n" in out and "콘크리트지붕 25층 공동주택" in out, out


def test_a_sum_in_korean_numerals_is_no_name_and_a_deposit_number_is_public() -> None:
    text = "      금 액 : 금 오천만원정(₩50,000,000)\n위 금액을 정히 차용하며 변제하기로 한다."
    out = _court(text, _model(text, ("오천만원정", "내국인이름", 0.64)))
    assert out == text
    text = "원고는 대구지방법원 2024년 금제3318호로 잔금을 변제공탁하였고, 2019년 금 제1121호로도 공탁하였다."
    out = _court(text, _model(text, ("3318", "호실", 0.74)))
    assert out == text
    assert len(find_case_numbers(text)) == 2


def test_the_courts_record_examiner_before_a_name() -> None:
    text = "이 법원의 진료기록감정의 설동하(가야대학교병원 마취통증의학과)의 감정 결과에 의하면, 설동하는 말하였다."
    out = _court(text, _model(text, ("가야대학교", "병원", 0.91)))
    assert "진료기록감정의 A(B대학교병원" in out and "설동하" not in out, out


def test_a_drug_before_its_dose_and_a_file_name_before_an_amount() -> None:
    text = "피고 허윤아는 10:05경 에페드린 5mg을 1회 투여하였을 뿐 혈압을 다시 측정하지 않았다."
    out = _court(text, _model(text, ("에페드린", "금융투자상품", 0.8)))
    assert "에페드린 5mg을" in out, out
    # a PDF's text layer joins a table's cells with one blank: the count's first digits stay with the count
    text = "순번 일시 파일명 건수\n2 2024. 4. 19. greenmobile_0419.xlsx 12,500 2,500,000\n"
    out = _court(text, _model(text, ("greenmobile_0419.xlsx 12", "아이디", 0.95)))
    assert "2 2024. 4. 19. A 12,500 2,500,000" in out, out


def test_a_person_called_by_a_nickname_in_quotes() -> None:
    from thunder_deid_desktop.analysis.structure import online_name_spans

    text = "피해자를 '멸치'라고 부르며 괴롭혔고, 사건본인 N은 '콩이'라는 애칭으로 불린다. 이를 '부대찌개'라고 부르는"
    assert [(s.text, s.label) for s in online_name_spans(text)] == [("멸치", "닉네임"), ("콩이", "닉네임")]
    text += ' 피해자에게 "멸치, 너 때문에 졌다"고 말하였다.'
    out = _court(text, [])
    assert "멸치" not in out and "부대찌개" in out, out


def test_a_kind_of_sentence_and_the_wings_of_a_factory_are_no_personal_information() -> None:
    text = "1. 부정기형(피고인 정우진)\n   소년법 제60조 제1항\n"
    out = _court(text, _model(text, ("부정기형", "내국인이름", 0.97)))
    assert out.startswith("1. 부정기형(피고인 A)"), out
    text = "철골조 공장동 및 사무동 신축공사를 하였고, 사무동 2층 클린룸 설치 공사를 하였다."
    model = _model(text, ("공장동", "주소", 0.73), ("사무동", "행정동", 0.87), ("클린룸", "워터파크", 0.98))
    assert _court(text, model) == text


def test_a_compound_of_five_syllables_is_no_korean_name() -> None:
    text = (
        "피고인은 위 주거지 1층 공동현관 앞에 장미꽃다발과 편지를 놓아두었다. 피해자 남궁민수는 신고하였다."
    )
    model = _model(text, ("장미꽃다발", "내국인이름", 0.99), ("남궁민수", "내국인이름", 1.0))
    out = _court(text, model)
    assert "앞에 장미꽃다발과 편지를" in out and "피해자 A는" in out, out


def test_a_predicate_that_ends_a_clause_is_no_name() -> None:
    text = '피고인이 "나 술 안 마셨다, 대리 부를 거다"라며 거부하였다. 범행 시각이 심야이기는 하나 하지민은 신고하였다.'
    model = _model(
        text,
        ("안 마셨다", "내국인이름", 0.89),
        ("심야이기", "내국인이름", 0.99),
        ("하지민", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert '"나 술 안 마셨다,' in out and "심야이기는 하나 A는" in out, out
