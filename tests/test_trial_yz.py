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
from thunder_deid_desktop.analysis.places import local_post_spans
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
    from thunder_deid_desktop.analysis.online_names import online_name_spans

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


def test_a_vital_sign_of_an_anaesthesia_record_is_no_place() -> None:
    text = "간호사 도하늘은 10:22경 맥박산소포화도가 82%로 떨어진 것을 발견하였다."
    model = _model(text, ("도하늘", "내국인이름", 1.0), ("맥박산소포화도", "아파트", 0.9))
    assert _court(text, model) == text.replace("도하늘은", "A는")


def test_a_table_aligned_with_blanks_has_a_column_of_names_and_row_numbers() -> None:
    """Trial AB (2026-12-04): four victims of a 범죄일람표 aligned with blanks were left, and three row numbers
    lettered."""
    from thunder_deid_desktop.analysis.tables import column_name_spans

    text = (
        "순번  피해자    일시            금액(원)        입금계좌\n"
        "1     김순례    2022. 1. 10.    30,000,000      국민 469801-01-238812\n"
        "2     이정자    2022. 1. 21.    30,000,000      하나 357-910288-51407\n"
        "12    장옥분    2022. 3. 28.    35,000,000      국민 469801-01-238812\n"
        "이 표의 금액은  합계와 같다.\n"
    )
    assert [s.text for s in column_name_spans(text)] == ["김순례", "이정자", "장옥분"]
    i = text.index("12    ")
    out = _court(text, [make_span(text, i, i + 2, "계좌번호", 0.7)])
    assert "\n12    C    2022. 3. 28." in out, out


def test_a_town_alone_before_a_lot_and_a_road_after_a_dong() -> None:
    """Trials AA and AB (2026-12-04): "1) 양평읍 H 전 4,512㎡" (its 군 written earlier) and "북구 N 삼호로 198"."""
    text = "1) 양평읍 도곡리 123-4 전 4,512㎡, 이를 전면 12-3 토지에"
    model = _model(text, ("도곡리 123-4", "주소", 0.9), ("12-3", "주소", 0.8))
    out = _court(text, model)
    assert out.startswith("1) A 전 4,512㎡, 이를 전면 B 토지에"), out
    text = "피고인들은 포항시 북구 양학동 삼호로 198에 있는 사무실에서, 양학동 주민들을 만났다."
    model = _model(text, ("양학동", "행정동", 0.84))
    model.append(make_span(text, text.rindex("양학동"), text.rindex("양학동") + 3, "행정동", 0.84))
    out = _court(text, model)
    assert "포항시 북구 A에 있는 사무실에서, B 주민들을" in out, out


def test_nicknames_said_with_a_form_of_bulida_and_titles_of_social_workers_and_members() -> None:
    """Trials AA and AB (2026-12-04)."""
    text = (
        "피고는 '막내'로 불렸다. 원고는 \"막내야, 통장 보여줘\"라고 말하였다. 동료들 사이에서 '이 반장'으로 "
        "불렸다. 사회복지사 제혜원은 방문하였고, 9동 204호 조합원 가재율이 서명하였다."
    )
    out = _court(text, [])
    for left in ("막내", "이 반장", "제혜원", "가재율"):
        assert left not in out, (left, out)


def test_public_bodies_of_elections_and_appraisal_and_visa_classes() -> None:
    text = (
        "포항시 바선거구 의원선거, 포항시북구선거관리위원회의 고발장, 한국부동산원의 평가액, "
        "단기방문(C-3) 또는 관광통과(B-2) 체류자격으로 입국하였다."
    )
    model = _model(
        text,
        ("포항시 바선거구", "기업명", 0.76),
        ("포항시북구선거관리위원회", "사단법인", 0.52),
        ("한국부동산원", "기업명", 0.8),
    )
    model.append(make_span(text, text.index("-3"), text.index("-3") + 2, "계좌번호", 0.56))
    assert _court(text, sorted(model, key=lambda s: s.start)) == text


def test_a_birth_date_with_its_saeng_is_the_same_date_without_it() -> None:
    text = "사 건 본 인\t한서윤 (2019. 5. 3.생)\n사건본인은 2019. 5. 3. 인천광역시 부평구에서 출생하였다."
    out = _court(text, [])
    assert out.count("(생년월일 1 생략)") == 2 and "2019. 5. 3." not in out, out


def test_a_document_number_label_over_a_name_and_crypto_and_messenger_names() -> None:
    text = "위탁가정을 관리한 새싹아동복지회 가정위탁팀, 이더리움 지갑으로 옮겼고, 왓츠앱으로 연락하였다."
    model = _model(
        text,
        ("새싹아동복지회", "범죄경력등조회회보서", 0.73),
        ("이더리움 지갑", "가상화폐", 0.8),
        ("왓츠", "차량종류", 0.87),
    )
    out = _court(text, model)
    assert out == text.replace("새싹아동복지회", "A"), out


def test_trial_aa_lists_tables_and_public_bodies() -> None:
    """Trial AA (2026-12-04): a refugee case, foreign workers in a table, an election offence, a redevelopment
    union and a veteran's claim."""
    from thunder_deid_desktop.analysis.person_context import person_context_spans

    text = "자녀 마마두(2016년생), 아미나타(2019년생)는 피신하였다. 피해자 김민수(10세), 동생(8세)는"
    found = [(s.text, s.label) for s in person_context_spans(text)]
    assert ("아미나타", "외국인이름") in found and ("김민수", "내국인이름") in found
    assert "동생" not in [t for t, _ in found]
    text = (
        "순번\t성명\t국적\t여권번호\t체류자격\n"
        "1\t쩐티흐엉\t베트남\tC4728193\tC-3(기간도과)\n"
        "2\t솜차이 분마\t태국\tAA3391705\tB-2\n"
    )
    model = _model(
        text, ("쩐티흐엉", "외국인이름", 0.9), ("AA3391705", "휴대폰번호", 0.7), ("B-2", "휴대폰번호", 0.6)
    )
    model.append(make_span(text, text.index("C-3"), text.index("C-3") + 3, "해외주소", 0.6))
    out = _court(text, sorted(model, key=lambda s: s.start))
    assert "\t(여권번호 1 생략)\tC-3(기간도과)\n" in out and "\t(여권번호 2 생략)\tB-2\n" in out, out
    text = (
        "포항시 바선거구에서 출마하였다. 포항시의회 도시건설위원회에서 발언하였다. 제2, 3호 안건의 찬성란. "
        "파열(이하 '제1상이'라 한다)을 신청하였고, 제1상이는 공무와 관련이 있다."
    )
    model = _model(
        text, ("포항시 바", "기업명", 0.76), ("도시건설위원회", "건설업체", 0.8), ("제1상이", "주식회사", 0.9)
    )
    model.append(make_span(text, text.index("3호"), text.index("3호") + 1, "호실", 0.79))
    model.append(make_span(text, text.rindex("제1상이"), text.rindex("제1상이") + 4, "주식회사", 0.9))
    assert _court(text, sorted(model, key=lambda s: s.start)) == text


def test_a_dong_read_as_a_person_before_a_road_address_and_a_village_with_its_lot() -> None:
    """Trial AA (2026-12-04): "북구 양학동 삼호로 198" (the 동 read as a person) and "구룡포읍 구룡포리 417"."""
    text = "피고인들은 포항시 북구 양학동 삼호로 198에 있는 사무실에서 만났다. 등록기준지 경상북도 포항시 남구 구룡포읍 구룡포리 417\n"
    out = _court(text, _model(text, ("양학동", "내국인이름", 0.88)))
    assert "포항시 북구 A에 있는" in out and "포항시 남구 B\n" in out, out


def test_a_given_name_before_ne_the_persons_household() -> None:
    text = "망인 박만수는 2021. 3. 1. 사망하였다. 원고는 형제들의 단체대화방('만수네 가족방')에 글을 올렸다."
    out = _court(text, _model(text, ("박만수", "내국인이름", 1.0)))
    assert "('A네 가족방')" in out, out


def test_trial_ad_a_vocative_a_hospital_office_and_a_town_in_a_quote() -> None:
    """Trial AD (2026-12-04): twelve short criminal judgments."""
    text = '피해자 연하나(여, 24세)에게 "하나야, 내 전화 받아"라는 문자를 보냈다. 그중 하나는 사실이다.'
    out = _court(text, [])
    assert '"A야, 내 전화' in out and "그중 하나는" in out, out
    text = "원무과 직원 탁유나에게 연락하였다."
    out = _court(text, _model(text, ("원무", "주식회사", 0.71), ("탁유나", "내국인이름", 1.0)))
    assert out == "원무과 직원 A에게 연락하였다.", out
    text = (
        "피고인은 전주시 완산구 효자동에 있는 주거지 앞에서, 전주시 완산구 효자동 소재 카페에서 "
        '"너희 엄마 사는 효자동 집도 다 안다"는 문자를 보냈다.'
    )
    out = _court(text, [])
    assert "효자동" not in out, out


def test_trials_ac_and_ad_notes_ids_holders_confectioners_and_parents() -> None:
    """Trials AC and AD (2026-12-04)."""
    from thunder_deid_desktop.analysis.online_names import online_name_spans
    from thunder_deid_desktop.analysis.units import address_note_spans

    text = "주거 부산광역시 해운대구 반송로 12, 3층(반송동)"
    address = [make_span(text, text.index("반송로"), text.index("12,") + 2, "구아래주소")]
    assert [(s.text, s.label) for s in address_note_spans(text, address)] == [("반송동", "구아래주소")]
    text = "피고인 계정 ‘A형’, 피해자 계정 ‘수진0302’, 계정인 ‘매출원가’, 불친절했어요(닉네임 판교댁), (닉네임 생략)"
    assert [(s.text, s.label) for s in online_name_spans(text)] == [
        ("수진0302", "아이디"),
        ("판교댁", "닉네임"),
    ]
    text = "(휴대전화 번호 확인, 명의자 공라온) 확인하였다."
    assert "공라온" not in _court(text, [])
    text = '원 고\t주식회사 라온제과\n피고는 "라온제과 달빛쿠키 먹으러 갔다"는 글을 올렸다. 피해자 김민제과 함께 갔다.'
    model = _model(text, ("라온제", "주식회사", 1.0), ("김민제", "내국인이름", 0.9))
    model.append(make_span(text, text.index('"라온제') + 1, text.index('"라온제') + 4, "내국인이름", 0.9))
    out = _court(text, sorted(model, key=lambda s: s.start))
    assert "주식회사 A\n" in out and '"A 달빛쿠키' in out and "피해자 B와 함께" in out, out
    text = "피고는 환자 강하린(7세)을 치료하였다. 간호사는 ‘하린이 어머니께는 말하지 말라’고 하였다."
    out = _court(text, _model(text, ("강하린", "내국인이름", 1.0)))
    assert "‘A 어머니께는" in out, out


def test_a_name_span_over_its_particle_and_the_next_word_or_the_copula() -> None:
    """Trial AC (2026-12-04): "실명이 예승민이에요" read "실명이 B에요", and "원고 예승민은 캠핑용품점을" "원고 D를"."""
    text = "“사람 실명이 예승민이에요. 사장인데 반품 안 해 줬대요.” 원고 예승민은 캠핑용품점을 운영한다."
    model = _model(text, ("예승민이", "내국인이름", 0.98), ("예승민은 캠핑용품점", "내국인이름", 0.88))
    out = _court(text, model)
    assert "실명이 A예요." in out and "원고 A는 캠핑용품점을" in out, out


def test_a_name_before_a_recruits_title_or_a_doctors_degree() -> None:
    """A held-out set (seed 48, 2026-12-04, measured once after the session's rules) left both."""
    text = "수사과정에서 최선영 훈련병은 진술하였다. 심리상담센터(책임자 김영환 박사)의 심리분석 결과"
    out = _court(text, [])
    assert "A 훈련병은" in out and "(책임자 B 박사)" in out, out


def test_a_piece_of_a_word_of_a_foreign_name_takes_the_whole_word() -> None:
    """Trial AA (2026-12-04): "아부바카르가" read "아부N이", its last syllables lettered as another nickname."""
    from thunder_deid_desktop.analysis.analyzer import extend_to_name_words

    text = "원고 무하마드 아부바카르 디알로는 진술하였다. 군인들이 와서 아부바카르가 어디 있는지 물었다."
    i = text.rindex("바카르")
    spans = _model(text, ("무하마드 아부바카르 디알로", "외국인이름", 0.9))
    spans.append(make_span(text, i, i + 3, "내국인이름", 0.41))
    assert [s.text for s in extend_to_name_words(text, spans)] == ["무하마드 아부바카르 디알로", "아부바카르"]
    assert "아부" not in _court(text, spans)


def test_a_bus_stop_named_after_a_place() -> None:
    """Trial AD (2026-12-04): "같은 구 선부광장 버스정류장 앞" was left twice."""
    from thunder_deid_desktop.analysis.places import bus_stop_spans

    text = "같은 구 선부광장 버스정류장 앞 도로, 마을 버스정류장, 인근 정류장, 고잔동 정류소, 도로나 정류장"
    assert [(s.text, s.label) for s in bus_stop_spans(text)] == [
        ("선부광장", "버스정류장"),
        ("고잔동", "버스정류장"),
    ]
    text = "피고인은 선부광장 버스정류장 앞에서 단속되었다."
    assert _court(text, []) == "피고인은 A 버스정류장 앞에서 단속되었다."
