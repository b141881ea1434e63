"""Fixes from the new-user trials AS (online crimes), AT (foreign nationals) and AU (traffic and insurance) of
2026-12-05: judgments the project had never seen, each planted string checked after ``thunder-deid deidentify``.
The model spans are the ones the shipped model gave (label, extent, score); no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.analyzer import common_words
from thunder_deid_desktop.analysis.names import bracketed_foreign_name_spans, full_name_meant
from thunder_deid_desktop.analysis.places import intersection_spans
from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.deid.entities import group_entities
from thunder_deid_desktop.spans import make_span


def test_a_judge_is_not_merged_with_a_surname_alone_that_names_someone_else() -> None:
    text = (
        "피고인은 '외교관 박 실장'이 처리해 준다고 말하였다. 외교관 박 실장님은 존재하지 않았다.\n\n"
        "재판장    판사    박정우\n"
    )
    spans = []
    for i in (text.index("박 실장"), text.index("박 실장님")):
        spans.append(make_span(text, i, i + 1, "내국인이름", 0.82, "rule"))
    i = text.index("박정우")
    spans.append(make_span(text, i, i + 3, "내국인이름", 0.91))
    out = render(text, spans, load_policy("court"))
    assert out.text.endswith("판사    박정우\n"), out.text  # the judge stays as written
    assert "'외교관 A 실장'" in out.text and "외교관 A 실장님" in out.text, out.text
    assert [e.kept for e in out.entities] == [False, True]


def test_a_surname_alone_stands_for_the_full_name_just_written_of_two_that_share_it() -> None:
    assert full_name_meant(["엄가은"], {}, 5) == "엄가은"
    starts = {"엄가은": [4], "엄태식": [90]}
    assert full_name_meant(["엄가은", "엄태식"], starts, 40) == "엄가은"  # only one written before
    starts = {"노승원": [4, 300], "노하진": [30]}
    assert full_name_meant(["노승원", "노하진"], starts, 420) == "노승원"  # only one written just before
    assert (
        full_name_meant(["노승원", "노하진"], {"노승원": [4], "노하진": [30]}, 60) is None
    )  # both: ambiguous
    text = (
        "피해자 엄가은은 녹색신호에 따라 횡단을 시작하였다. 엄 씨가 휴대전화를 보며 걸었다는 주장은 받아들이지 "
        "않는다. 피해자의 아버지 엄태식은 처벌을 원한다."
    )
    out = _court(text, _model(text, ("엄가은", "내국인이름", 1.0), ("엄태식", "내국인이름", 0.8)))
    assert "피해자 A는" in out and "A 씨가" in out and "아버지 B는" in out, out
    # the entity grouping: two "김" full names in one list, then "김 사장": a letter of its own
    text = "김민수, 김철수가 왔다. 김 사장이 정했다."
    spans = [make_span(text, 0, 3, "내국인이름"), make_span(text, 5, 8, "내국인이름")]
    i = text.index("김 사장")
    spans.append(make_span(text, i, i + 1, "내국인이름"))
    groups = sorted(sorted(m.text for m in e.mentions) for e in group_entities(text, spans))
    assert groups == [["김"], ["김민수"], ["김철수"]], groups


def test_named_crossings_that_are_nouns_and_a_stations_crossing() -> None:
    text = (
        "천호대로 1095 앞 길동사거리를 지나 봉천사거리 방면에서 장산역사거리를 지나 입체교차로와 "
        "시청사거리, 법원사거리에 이르렀다."
    )
    found = [(s.text, s.label) for s in intersection_spans(text)]
    assert found == [("길동", "사거리"), ("봉천", "사거리"), ("장산", "지하철역")], found


def test_a_header_address_with_its_unit_before_the_bracket_loses_its_dong() -> None:
    text = (
        "피   고   인    김도현 (000312-3147252), 무직\n"
        "               주거 대전광역시 유성구 대학로 155번길 8, 204호(궁동, 해오름원룸)\n"
    )
    model = _model(text, ("대학로 155번길 8", "구아래주소", 0.98), ("궁동", "내국인이름", 0.7))
    out = _court(text, model)
    assert "궁동" not in out and "해오름" not in out and "유성구 " in out, out


def test_a_childs_given_name_in_a_parents_nickname_a_fond_uri_and_a_sons_in_law_address() -> None:
    text = (
        "피고인은 피해자 안소율에게 물건을 판다고 속였다.\n4\t2024. 2. 11.\t안소율\t당근 채팅(소율맘)\t560,000\n"
        "피해자의 딸 이은비를 사칭하였다.\n  [오전 10:11] 배순자: 우리 은비 고생이네. 사위 정우 서방한테는 말하지 마\n"
        "우리 회사는 하늘을 본다."
    )
    model = _model(
        text, ("안소율", "내국인이름", 1.0), ("이은비", "내국인이름", 0.8), ("배순자", "내국인이름", 0.9)
    )
    out = _court(text, model)
    for name in ("소율", "은비", "정우"):
        assert name not in out, (name, out)
    assert "(A맘)" in out and "우리 B 고생이네" in out and "우리 회사는" in out, out


def test_a_quoted_shop_a_towns_office_and_a_daughters_name_with_its_latin_spelling() -> None:
    text = (
        "조직원이 지정한 상품권 판매점 '주안상품권'에 전달하였다. 평택시 포승읍사무소에서 신고하였고, 안성시 "
        "대덕면사무소에도 갔다. 원고의 배우자 아이샤 비비(AYESHA BIBI)와 딸 자이나브(ZAINAB)는 이주하였다."
    )
    out = _court(text, [])
    for word in ("주안", "포승", "대덕", "자이나브", "ZAINAB"):
        assert word not in out, (word, out)
    assert "평택시 " in out and "안성시 " in out, out
    # a term and its original of one word is no name, nor one without a family word or role before it
    vocabulary = common_words()
    assert bracketed_foreign_name_spans("개인용 컴퓨터인 피씨(PC)와 리습(LISP)으로", vocabulary) == []
    assert bracketed_foreign_name_spans("그 회사는 자이나브(ZAINAB)를 만들었다", vocabulary) == []


def test_a_vessels_name_its_latin_name_and_one_syllable_foreign_given_names() -> None:
    text = (
        "피고인은 선박 '노르드 스타호'(NORD STAR, 파나마 선적) 승선 선원이다. 어선 제7대양호에 옮겨 탔다. 선박 1호.\n"
        "원       고    응우옌 반 훙 (NGUYEN VAN HUNG)\n"
        '같은 도장반의 쩐 반 롱(TRAN VAN LONG)과 레 티 마이(LE THI MAI)도 진정하였다. 반장은 "오늘 훙, 롱, 마이 '
        '9시까지 작업"이라 하였고, 원고는 "훙이 내일 출근합니다"라고 답하였다. 반장은 롱을 잘랐다.\n'
        "태국 국적의 낭(NANG)의 임금을 지급하지 않았다. 피해자 낭은 진술하였다."
    )
    out = _court(text, _model(text, ("제7대양호", "요양원", 0.83)))
    for word in ("노르드", "NORD", "대양", "훙", "롱", "마이", "낭", "NANG"):
        assert word not in out, (word, out)
    assert "선박 1호" in out and "9시까지 작업" in out, out
    full = out.split("\n")[1].split()[-2]  # the plaintiff's letter in the header
    assert f'"{full}가 내일 출근합니다"' in out, out  # one entity with the full name


def test_a_kind_word_that_ends_a_quoted_name_opens_no_quote() -> None:
    text = (
        "부천시 원미구 부일로 199번길 21에 있는 '원미 PC카페' 2층 사무실에서, 위 '벳365킹' 사이트에 회원으로 "
        "가입한 사람들. 네이버 카페 '강남맘들의 수다방'에 글을 올렸다."
    )
    out = _court(text, _model(text, ("벳365킹", "사이트", 0.98)))
    assert "2층 사무실에서, 위 '" in out and "강남맘" not in out, out


def test_children_called_by_their_given_names_and_a_foster_mother_in_brackets() -> None:
    text = (
        "피해아동 손하진(당시 4세)이 동생 아린을 깨웠다는 이유로 때렸다. 피해아동 손아린이 울었다. 행위자는 "
        '피해자 변유나에게 "유나 너도 엄마 편이냐"라고 말하였다. 피해아동들은 위탁가정(위탁모 원미자)에서 '
        "보호받고 있다. 모 회사(모 포함)."
    )
    model = _model(
        text, ("손하진", "내국인이름", 1.0), ("손아린", "내국인이름", 1.0), ("변유나", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for name in ("아린", "유나", "원미자"):
        assert name not in out, (name, out)
    assert "동생 B를 깨웠다는" in out and '"C 너도' in out and "(모 포함)" in out, out


def test_a_surname_that_is_a_determiner_counts_with_nim_or_in_a_quotation() -> None:
    text = (
        '피고인 한동수는 건축과 주무관이다. 피고인 마성철로부터 "모현동 건은 한 주무관님이 잘 좀 봐 주십시오"라는 '
        "말을 들었다. 한 주무관은 그 뒤 이 사건 한 과장 자리에 있었다. 피고인은 지점장인 표 지점장의 결재를 받지 "
        "아니하였다. 증인 표상훈의 법정진술."
    )
    model = _model(
        text, ("한동수", "내국인이름", 1.0), ("마성철", "내국인이름", 1.0), ("표상훈", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert '"모현동 건은 A 주무관님이' in out and "C 지점장의" in out, out
    # outside quotes and without 님, 한 may be "one": left as written
    assert "한 주무관은 그 뒤" in out and "한 과장 자리" in out, out


def test_a_branch_after_the_general_word_for_its_bank() -> None:
    text = "피고인은 이 사건 금고 방촌지점(대구 동구 방촌로 1)에서 근무하였고, 위 금고 본점에 보고하였다."
    out = _court(text, [])
    assert "방촌" not in out and "금고 본점" in out, out


def test_a_verbs_modifier_the_model_read_into_a_name_stays_outside_it() -> None:
    text = "모승재는 고장으로 멈춘 선우재민 소유의 쏘렌토 승용차를 견인하였다. 쩐 반 롱은 진정하였다."
    model = _model(
        text,
        ("모승재", "내국인이름", 1.0),
        ("멈춘 선우재민", "내국인이름", 0.89),
        ("쩐 반 롱", "외국인이름", 0.9),
    )
    out = _court(text, model)
    assert "고장으로 멈춘 B 소유의" in out and "C는 진정하였다" in out, out


def test_small_services_glued_to_their_descriptor_and_a_kakao_room_in_quotes() -> None:
    from thunder_deid_desktop.analysis.places import glued_service_spans

    text = (
        "행위자를 6개월간 해오름가정폭력상담소에 상담위탁한다. 목동다온아동발달센터에서 치료를 받고 있다. "
        "'튼튼나래태권도' 승급심사. 대차료로 대전제일렌트카에, 견인비로 둔산24시견인에 지급하였다. "
        "단체 카카오톡방 '솔바람 산우회 공지방' 대화 캡처."
    )
    found = [(s.text, s.label) for s in glued_service_spans(text)]
    assert found == [
        ("해오름", "상담소"), ("목동다온", "센터"), ("튼튼나래", "태권도장"), ("대전제일", "기업명"),
        ("둔산24시", "기업명"),
    ], found  # fmt: skip
    out = _court(text, [])
    for word in ("해오름", "목동다온", "튼튼나래", "대전제일", "둔산24시", "솔바람"):
        assert word not in out, (word, out)
    assert "A가정폭력상담소에" in out and "B아동발달센터에서" in out, out
    # kinds, guardians and compounds of general nouns are no names
    text = "한정후견인에게, 가정폭력상담소에, 여성장애인성폭력상담소에서, 아동발달센터"
    assert glued_service_spans(text) == []


def test_a_one_syllable_foreign_name_recurs_with_its_particles() -> None:
    text = (
        "피고인은 태국 국적의 낭(NANG)의 임금을 지급하지 않았다. 피고인은 낭의 퇴직금 3,104,770원을 지급하지 "
        "않았다. 피고인은 낭비를 하였다."
    )
    out = _court(text, [])
    assert "낭(" not in out and "낭의" not in out and "낭비를" in out, out


def test_a_childs_nickname_before_the_name_in_brackets_a_princess_and_the_name_on_its_row() -> None:
    text = (
        "피고인은 피해아동 엄은우, 맹리안, 손하진에게 학대행위를 하였다.\n"
        "5\t2023. 9. 26. 13:10\t엄은우\t햇살반 보육실\t우는 은우를 바라보며 소리침\n"
        "2023. 5. 10. 16:08 리안공주: 나도 내일 목에 걸릴 듯\n"
        '피고인은 "똘이(손하진) 너도 누나처럼 이르면 혼난다"라고 말하였다. 증인 김영수(손하진의 부), 모(손하진).'
    )
    model = _model(
        text, ("엄은우", "내국인이름", 1.0), ("맹리안", "내국인이름", 1.0), ("손하진", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for word in ("은우", "리안", "똘이"):
        assert word not in out, (word, out)
    assert "B공주:" in out and "모(C)" in out, out


def test_a_foreign_name_whose_first_word_is_a_name_elsewhere_keeps_its_other_words() -> None:
    text = (
        "선원 드미트리 소콜로프(DMITRY SOKOLOV)와 술을 마셨다. 드미트리는 먼저 나갔다. 피해자 드미트리 소콜로프도 "
        "처벌을 원하지 않는다."
    )
    model = _model(text, ("드미트리는", "내국인이름", 0.95))
    model[0] = model[0].with_(end=model[0].end - 1, text="드미트리")
    out = _court(text, model)
    assert "소콜로프" not in out and "SOKOLOV" not in out, out


def test_the_words_between_two_quotations_are_no_chat_rooms_name() -> None:
    from thunder_deid_desktop.analysis.online_names import online_name_spans

    text = (
        "원고가 '채도현이 참여한 단톡방 '2-5 찐친방'(이하 '이 사건 단톡방'이라 한다)에서 "
        "문하린을 '돼지공주'라고 불렀다'고 신고하였다."
    )
    found = [s.text for s in online_name_spans(text)]
    assert "이라 한다)에서 문하린을 " not in found and "2-5 찐친방" in found, found


def test_a_district_in_a_creditors_cell_and_a_drugs_quantities_stay() -> None:
    text = (
        "원 고\t마서윤\n\t인천 미추홀구 인하로 112, 205동 704호(용현동, 용현 SK스카이뷰)\n"
        "순위\t채권자\t배당 사유\t배당액(원)\n1\t인천광역시 미추홀구\t당해세(재산세)\t0\n2\t소명진\t소액임차인\t55,000,000\n"
        "순번\t일시\t품목 및 수량\t대금(원)\n1\t2023. 12. 2.\tMDMA 50정, 케타민 20g\t3,500,000\n"
    )
    model = _model(
        text,
        ("마서윤", "내국인이름", 1.0),
        ("인천광역시 미추홀구", "외국인이름", 0.8),
        ("MDMA 50정", "행사", 0.84),
        ("케타민 20", "소프트웨어", 0.71),
    )
    out = _court(text, model)
    assert out.count("미추홀구") == 2 and "MDMA 50정, 케타민 20g" in out, out
    assert "마서윤" not in out and "소명진" not in out and "인하로" not in out, out


def test_a_gang_a_clubs_latin_original_a_buyer_of_unknown_name_and_a_unit_with_particles() -> None:
    text = (
        "피고인은 대립 조직인 '무등산파' 조직원과 싸웠다. 칠성파 조직원들도 왔다. 이른바 '온건파'는 반대하였다. "
        "피고인은 클럽 '아르떼'(ARTE)의 영업직원이다. 3번 테이블 지수(성명불상, 인스타그램 'mdma_ji')에게 팔았다. "
        "피고인은 주거지인 서울 관악구 신림로 340, 502호에서 필로폰을 소지하였다. 폐쇄회로(CCTV)."
    )
    out = _court(text, _model(text, ("아르떼", "클럽", 0.99), ("신림로 340", "구아래주소", 1.0)))
    for word in ("무등산파", "칠성파", "아르떼", "ARTE", "지수", "502호"):
        assert word not in out, (word, out)
    assert "'온건파'는" in out and "(CCTV)" in out, out
    assert "'B'(B)의" in out or "'C'(C)의" in out, out  # the original is the club's letter too


def test_a_vietnamese_name_before_a_noun_that_reads_as_a_syllable_and_particles() -> None:
    text = "피고인 오동민과 쩐 티 란 사이에 혼인의 합의가 없었다. 베트남 국적의 쩐 티 란(TRAN THI LAN)은 입국하였다."
    out = _court(text, [])
    assert "A와 B 사이에" in out and "B(B)는" in out, out


def test_a_childs_pet_name_from_the_last_syllable_in_chats_and_quotes() -> None:
    text = (
        "피고인은 피해아동 염예린, 염예준의 친모이다.\n"
        "2023. 8. 25. 23:02 피고인: 린아 냉장고에 있는 거 먹어.\n"
        "2023. 8. 26. 16:15 염예린: 준이 손 데었어\n"
        '피고인은 "린이 너 때문에 엄마 감옥 가면"이라고 소리쳤다. 또한 피고인은 똘이(예준)를 때렸다는 "똘이(예준) 너도".\n'
        "준이 없는 날에 린이 왔다."
    )
    out = _court(text, _model(text, ("염예린", "내국인이름", 1.0), ("염예준", "내국인이름", 1.0)))
    assert "피고인: A야 냉장고에" in out and "A: B 손 데었어" in out and '"A 너 때문에' in out, out
    assert '"C(B) 너도' in out, out  # a nickname before the given name in brackets, in a quotation
    assert out.endswith("준이 없는 날에 린이 왔다."), out  # outside quotations and chats: words


def test_a_word_after_sowoe_before_a_bracket_is_a_persons_name() -> None:
    text = (
        "위 진술은 마을 주민 소외 나무꾼(등록된 성명이며 실제로 목수 일을 한다)의 진술에 부합한다. 측량감정인 소외 "
        "마루한(대한지적공사 원주지사 소속)의 측량감정 결과. 소외 주식회사(대표이사 김철수), 소외 대한민국(소관 "
        "국토교통부)."
    )
    out = _court(text, _model(text, ("김철수", "내국인이름", 1.0)))
    assert "나무꾼" not in out and "마루한" not in out, out
    assert "소외 주식회사(" in out and "소외 대한민국(" in out, out


def test_an_appraisers_word_name_after_the_title_and_before_it() -> None:
    text = (
        "감정평가업자: 주식회사 한울감정평가법인(담당 감정평가사 노을), 미래감정평가법인 주식회사(담당 감정평가사 "
        "김하늘). 재결감정인 노을 감정평가사는 토지를 보았다. 한울감정평가법인의 노을 감정평가사와 의견이 같다. "
        "붉은 노을 사진과 공인중개사 사무실들."
    )
    out = _court(text, [])
    assert out.count("노을") == 1 and "붉은 노을 사진" in out and "공인중개사 사무실들" in out, out
