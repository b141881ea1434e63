"""Fixes from what the new-user trials left in the README's twenty-third session (2026-12-06). Model spans, where a
test has any, are the ones the shipped model gave on that text (or the piece of it the trial's failure turned on);
no model is loaded."""

from __future__ import annotations

from test_heldout_s41 import _span
from test_trial_s import _court


def test_the_other_groups_of_a_hyphenated_number_the_model_cut() -> None:
    text = "원고는 2023. 4. 5. 접수번호 20230405-0012로 신고하였다. 관리번호 B7-2201-0093을 받았다."
    # the model read "20230405-" and "2201-0093": the groups glued to them were left in the output
    model = [_span(text, "20230405-", "계좌번호"), _span(text, "2201-0093", "관리번호")]
    out = _court(text, model)
    assert "0012" not in out and "B7" not in out, out
    assert "신고하였다" in out and "받았다" in out, out


def test_a_full_name_after_seongmyeong_in_a_bracket() -> None:
    text = (
        "위 3번 게시글은 피고인이 아닌 '솔빛엄마' 닉네임의 회원(성명 배경란)이 작성한 것이다. "
        "신고인(성명 불상)이 112에 신고하였다."
    )
    out = _court(text, [])
    assert "배경란" not in out, out
    assert "신고인(성명 불상)이" in out, out  # a kind of person before an unknown name is no name


def test_serials_after_any_number_word_and_after_s_n() -> None:
    text = (
        "원고는 피고 회사에 게시글의 삭제를 요청하였고(요청번호 MS-REQ-2022-09-3381), 피고 회사는 임시조치를 하였다.\n"
        "1. 출입증 발급대장(발급번호 V-0417-001 내지 V-0417-047)\n"
        "원심은 피해아동의 어머니가 제출한 녹음파일(녹음기 SONY ICD-UX570, 일련번호 S/N 4521873)을 증거로 하였다. "
        "피고인의 휴대전화(모델번호 SM-S911N)를 압수하였다."
    )
    out = _court(text, [])
    for s in ("MS-REQ", "3381", "V-0417", "4521873"):
        assert s not in out, (s, out)
    assert "SM-S911N" in out, out  # a product's model is no one's number


def test_a_business_named_before_the_bracket_of_its_head() -> None:
    text = "| 녹취록 | 속기사무소 바른기록(대표 곽은희) | 2022. 10. 5. | 없음 |\n밀리오레 사업본부(대표자 유종환)가 관리한다."
    out = _court(text, [_span(text, "곽은희", "내국인이름")])
    assert "바른기록" not in out and "속기사무소" in out, out
    assert "사업본부" in out, out  # a part of an organisation, not a business


def test_a_quoted_nickname_opening_a_bracket_of_more() -> None:
    text = "당시 2번 차량에는 피고인 주영호와 안세훈('토끼', 별건 기소)이 탑승하고 있었다."
    model = [_span(text, "주영호", "내국인이름"), _span(text, "안세훈", "내국인이름")]
    out = _court(text, model)
    assert "토끼" not in out, out


def test_a_quoted_name_after_an_acquaintance() -> None:
    text = (
        "원고는 같은 공장에서 일하던 지인 '투안'의 소개로 \"차 타고 다니는 일\"이라는 말만 듣고 동승하였다."
    )
    out = _court(text, [])
    assert "투안" not in out, out


def test_a_full_name_after_one_of_a_group_of_persons() -> None:
    text = "이 사건 각 사고의 피해 차량 운전자 중 차은비는 사고로 전치 3주의 상해를 입었다. 직원 중 한명이 퇴사하였다."
    out = _court(text, [])
    assert "차은비" not in out, out
    assert "한명이" in out, out


def test_a_quoted_shop_after_its_kind_whose_name_ends_like_a_particle() -> None:
    text = "피고인 B는 2021. 5.경 유성구 어은동 앞 커피전문점 '카페 온새미로'에서 피고인 C에게 돈을 건넸다."
    # the model read "온새미로" as a place of a crime; 온새미 + 로 read as a noun and its particle had dropped it
    out = _court(text, [_span(text, "온새미로", "추행장소")])
    assert "온새미로" not in out, out


def test_a_dong_before_a_cash_machine() -> None:
    text = "2022. 11.\t1,100,000\t하나은행 123-456789-01\t같은 날 현금 인출(유성구 궁동 ATM)"
    out = _court(text, [])
    assert "궁동" not in out and "유성구" in out, out


def test_a_laboratory_that_defines_its_short_name() -> None:
    text = (
        "피고인 A는 같은 대학 공학관 512호에 있는 '차세대에너지소재연구실(Next Energy Materials Lab, 이하 'NEML'이라 "
        "한다)'을 운영하였다. 학생들은 NEML 세미나실에서 회의를 하였고, NEML의 인건비는 피고인이 관리하였다. "
        "차세대에너지소재연구실 학생들은 통장을 맡겼다. 이 사건 연구실(이하 '연구실'이라 한다)은 공용이다."
    )
    out = _court(text, [])
    for s in ("차세대에너지소재", "NEML", "Next Energy"):
        assert s not in out, (s, out)
    assert "이 사건 연구실(이하 '연구실'이라 한다)" in out, out


def test_a_foreign_name_spelled_with_accents_and_its_first_name_alone() -> None:
    text = (
        "원 고\t소피 마르샹(Sophie Marchand)\n"
        '피고는 원고의 체크인 전날 메시지로 "Hi Sophie! Welcome to Seoul"라고 보냈다. '
        '증인의 증언("소피는 난간에 앉은 게 아니라 기대어 있었어요.")에 비추어 보면 그렇다. '
        "피고들은 위 돈을 원고의 동생 레아 마르샹(Léa Marchand) 명의의 계좌로 지급하였다."
    )
    out = _court(text, [])
    for s in ("소피", "Sophie", "레아", "Léa", "마르샹", "Marchand"):
        assert s not in out, (s, out)


def test_a_column_of_guests_of_a_lodging() -> None:
    text = (
        "| 작성일 | 게스트(표시명) | 국적 | 후기 내용(발췌) | 평점 |\n"
        "| --- | --- | --- | --- | --- |\n"
        '| 2023. 9. 2. | 민지 | 대한민국 | "뷰는 최고! 다만 발코니 문이 뻑뻑해요" | 5 |\n'
        '| 2024. 1. 27. | 준호 | 대한민국 | "케이블타이로 묶여 있어서 좀 불안했음" | 4 |'
    )
    out = _court(text, [])
    assert "민지" not in out and "준호" not in out, out


def test_a_units_number_alone_after_its_wing_and_number() -> None:
    text = (
        "이 사건 오피스텔 B동 203호(이하 '이 사건 호실'이라 한다)는 2층에 있는 원룸형 호실이다. "
        '피고인은 관리소장에게 "소장님, 203호 난간 흔들린다고 또 리뷰 달렸어요."라는 메시지를 보냈다. '
        "손님은 203호에서 넘어졌다. 이 사건은 제203호 법정에서 심리되었다. 지하철 203호선은 없다."
    )
    # the model read the building's wing and unit as one span
    out = _court(text, [_span(text, "B동 203호", "해외주소")])
    assert "203호 난간" not in out and "203호에서" not in out, out
    assert "제203호 법정" in out and "203호선" in out, out


def test_an_id_inside_a_span_that_opens_with_a_known_name() -> None:
    text = (
        '한유정이 게시한 글에는 "배수현 선생 인스타 baesuhyun_ssam 가서 댓글 달아주세요" 등의 내용이 있었다. '
        "피고인 배수현은 교사이다."
    )
    # the model read the teacher's name, her title, the platform, the id and a syllable after it as one id
    model = [
        _span(text, "한유정", "내국인이름"),
        _span(text, "배수현 선생 인스타 baesuhyun_ssam 가", "아이디"),
        _span(text, "배수현", "내국인이름", nth=1),
    ]
    out = _court(text, model)
    assert "baesuhyun" not in out and "배수현" not in out, out
    assert "선생 인스타" in out and "가서 댓글" in out, out


def test_chat_speakers_that_are_account_ids() -> None:
    text = (
        "원고는 그 근거로 피고 석진만이 원고에게 보낸 다음 카카오톡 메시지를 들고 있다.\n"
        '  bulgom7409: "꼬마야 3월분 1044만 원 밀린 거 안다. 카드 매출 들어오면 다음 주에 쏴줄게."\n'
        '  lala_boss88: "사장님 저도 애들 선불금 줘야 돼요."\n'
        '  bulgom7409: "알았다 현금으로 300 먼저 보내라고 할게"'
    )
    out = _court(text, [_span(text, "석진만", "내국인이름")])
    assert "bulgom7409" not in out and "lala_boss88" not in out, out


def test_a_spelled_foreign_first_name_written_bare() -> None:
    text = (
        "채윤아는 2024. 1.경부터 아일랜드 국적의 영어강사 리암 오코너(Liam O'Connor)와 교제하였다. 원고는 "
        '"리암 그 새끼 비자 문제 있는 거 다 알아본다", "Go home, Liam"이라고 적었다.'
    )
    out = _court(text, [_span(text, "채윤아", "내국인이름")])
    assert "리암" not in out and "Liam" not in out, out


def test_fractions_are_no_numbers_of_anyone() -> None:
    text = "3. 소송비용 중 1/2는 원고가, 나머지는 피고가 각 부담한다.\n| 일실수입 상속분(1/2) | 45,000,000 |"
    # the model read both shares as account numbers
    model = [_span(text, "1/2", "계좌번호"), _span(text, "1/2", "계좌번호", nth=1)]
    out = _court(text, model)
    assert out.count("1/2") == 2, out


def test_words_of_judgments_in_a_column_of_drivers() -> None:
    text = (
        "| 순번 | 시각 | 업체 | 차량번호 | 운전자 | 품목 |\n| --- | --- | --- | --- | --- | --- |\n"
        "| 4 | 10:05 | 세진로지스 | 92사5811 | 은태호 | 로어암 |\n"
        "| 6~14 | 11:35~13:50 | 세진로지스 외 2곳 | 별지 기재 | 별지 기재 | 각종 부품 |\n"
        "| 15 | 14:00 | 한솔 | 84우3309 | 응우옌 반 투안 | 피스톤 |"
    )
    out = _court(text, [])
    assert out.count("별지 기재") == 2, out
    assert "은태호" not in out and "투안" not in out, out


def test_patients_initials_in_a_table_and_after_a_persons_word() -> None:
    text = (
        "| 순번 | 차트번호 | 환자 | 조제일 | 청구액(원) |\n|---|---|---|---|---|\n"
        "| 1 | C-2207-118 | K.J.H. | 2021. 3. 18. | 48,320 |\n"
        "| 2 | C-2207-119 | L.S. | 2021. 7. 2. | 126,940 |\n"
        "환자 Y.S.A.는 처방전 없이 약을 받았다. 수입 서류는 F.O.B. 조건이었고 U.S.A.에서 왔다."
    )
    out = _court(text, [])
    for s in ("K.J.H.", "L.S.", "Y.S.A."):
        assert s not in out, (s, out)
    assert "F.O.B." in out and "U.S.A." in out, out


def test_a_mention_by_a_hangul_display_name() -> None:
    text = '최고기술책임자 소하윤은 2022. 10. 4. "@블랙펄 콜드월렛 키 백업 위치 정리 좀 부탁해요"라고 보냈다. "@전체 공지"'
    out = _court(text, [_span(text, "소하윤", "내국인이름")])
    assert "블랙펄" not in out and "@전체 공지" in out, out


def test_a_quoted_exchange_after_its_kind() -> None:
    text = (
        "피고 회사는 가상자산 거래소 '코인베리'(이하 '이 사건 거래소'라 한다)를 운영하는 가상자산사업자이다."
    )
    out = _court(text, [])
    assert "코인베리" not in out and "이 사건 거래소" in out, out


def test_serials_after_a_number_word_with_a_blank_and_a_list_of_serials() -> None:
    text = (
        "선주책임상호보험계약(가입증서 번호 APP/HUL/2022-0381, 이하 '이 사건 보험계약'이라 한다)을 체결하였다.\n"
        "1. 이 사건 아파트 107동 승강기 CCTV 영상 캡처 사진(관리번호 SL-CCTV-107-03, SL-CCTV-B2-11)"
    )
    out = _court(text, [])
    for s in ("APP/HUL", "2022-0381", "SL-CCTV"):
        assert s not in out, (s, out)


def test_a_foreign_name_with_a_middle_initial() -> None:
    text = (
        "사건본인은 페이스북에서 미 육군 상사라고 자칭하는 '다니엘 R. 휘트모어(Daniel R. Whitmore)'와 알게 "
        '되었다. 위 조직원은 자신을 "미 육군 소속 상사 다니엘 R. 휘트모어"라고 소개하였다. 이어 휘트모어를 '
        "가장한 조직원이 돈을 요구하였다."
    )
    # the model read the name as a financial product and its Latin spelling as an id
    model = [_span(text, "다니엘 R. 휘트모어", "금융투자상품"), _span(text, "Daniel R. Whitmore", "아이디")]
    out = _court(text, model)
    for s in ("다니엘", "휘트모어", "Whitmore"):
        assert s not in out, (s, out)


def test_a_one_word_foreign_name_after_a_seafarers_rank() -> None:
    text = "조사관이 조타수 응우옌 반 훙과 2등항해사 산토스를 조사하면서 통역인을 참여시키지 아니하였다."
    out = _court(text, [_span(text, "조타수 응우옌 반 훙", "내국인이름")])
    assert "산토스" not in out and "2등항해사" in out, out


def test_a_businesss_other_name_in_brackets() -> None:
    text = (
        "| 순번 | 송금일 | 입금계좌 | 예금주 | 금액(원) |\n"
        "| 1 | 2022. 11. 25. | 우리은행 가상계좌 27990-4418-3302 | 하늘페이먼츠(블루문) | 3,000,000 |\n"
        "피고 주식회사 하늘페이먼츠는 삼성전자(수원)와 거래하였다."
    )
    # the model read the company and, as an account, the name in brackets
    model = [
        _span(text, "하늘페이먼츠", "주식회사"),
        _span(text, "블루문", "계좌번호"),
        _span(text, "하늘페이먼츠", "주식회사", nth=1),
    ]
    out = _court(text, model)
    assert "블루문" not in out and "(수원)" in out, out


def test_the_one_in_charge_called_by_a_quoted_name() -> None:
    text = "원고는 담당자 '민과장'(텔레그램 아이디 @min_gj77)의 지시에 따라 돈을 인출하였다. 담당자 '미정'인 상태였다."
    out = _court(text, [])
    assert "민과장" not in out and "'미정'" in out, out


def test_a_dong_before_a_shops_kind() -> None:
    text = "| 3 | 880,000 | 6,864,000 홍콩달러 | 서울 중구 명동 환전상 '골든게이트'에서 원화로 수령 |"
    out = _court(text, [])
    assert "명동" not in out and "골든게이트" not in out and "서울 중구" in out, out


def test_the_prosecutor_in_an_appeals_header_read_as_a_table() -> None:
    text = (
        "피고인\t\t1. 가.나. 권태윤 (880423-1538214), 숙박중개업\n"
        "\t\t주거 서울특별시 마포구 월드컵북로 402, 103동 1104호(성산동, 성산그린하이츠)\n"
        "\t\t2. 나. 봉재현 (650912-1067325), 건물관리업 종사자\n"
        "\t\t주거 서울특별시 은평구 통일로 684-12, 2층(녹번동)\n"
        "항소인\t\t피고인들 및 검사\n검사\t\t모세영(기소), 허단비(공판)\n"
        "변호인\t\t법무법인 해온(피고인 권태윤을 위하여)\n\t\t담당변호사 문지석\n\n주       문\n\n"
        "피고인 권태윤의 항소 및 검사의 피고인 권태윤에 대한 항소를 모두 기각한다."
    )
    out = _court(text, [_span(text, "권태윤", "내국인이름"), _span(text, "봉재현", "내국인이름")])
    assert "및 검사의 피고인 A에 대한 항소" in out, out


def test_a_dates_word_and_a_judgments_part_in_the_order_are_no_names() -> None:
    text = (
        "1. 제1심판결 중 피고에 대한 부분을 다음과 같이 변경한다.\n"
        "2. 성년후견인은 이 심판 확정일부터 2개월 이내에 재산목록을 작성하여 법원에 제출하여야 한다.\n"
        "3. 한정후견인은 취임일부터 2개월 이내에 재산목록을 제출하여야 한다."
    )
    # the model read all three as persons
    model = [
        _span(text, "판결 중", "내국인이름"),
        _span(text, "이 심판 확정일", "내국인이름"),
        _span(text, "취임일", "내국인이름"),
    ]
    out = _court(text, model)
    assert out == text, out


def test_a_first_name_read_alone_before_a_middle_initial_and_a_family_name() -> None:
    text = '위 조직원은 자신을 "미 육군 소속 상사 다니엘 R. 휘트모어"라고 소개하였다.'
    out = _court(text, [_span(text, "다니엘", "내국인이름")])
    assert "휘트모어" not in out and "R." not in out, out


def test_a_latin_name_quoted_after_a_staff_word() -> None:
    text = "같은 날 가상의 운송회사 직원 'Linda Carter'를 가장한 다른 조직원이 연락하였다."
    out = _court(text, [])
    assert "Linda" not in out and "Carter" not in out, out


def test_initials_after_dr_and_as_a_signature() -> None:
    text = (
        '간호기록 중 "회음부 감각 저하 호소, Dr. H.D.Y. 전화 notify"라는 부분과 "13:55 양하지 정상 확인(Bromage 0) '
        '- O.S.R."이라는 내용을 추가로 기재하였다.'
    )
    out = _court(text, [])
    assert "H.D.Y." not in out and "O.S.R." not in out, out


def test_a_quoted_user_id_a_chat_name_and_repositories() -> None:
    text = (
        "피고인은 자신의 사용자 ID 'DAON-GS-0117'로 접속하여 수술기록지를 수정하였다. 강동지사장에게 카카오톡 "
        "메시지(대화명 '가온대표')로 지시하였다. O는 route-x 저장소에서 코드를 삭제하였다. 1. 소스코드(저장소 "
        "nextrain-dev/heron-core의 src/packing 디렉터리). Git 저장소 내 기록."
    )
    out = _court(text, [])
    for s in ("DAON-GS", "가온대표", "route-x", "nextrain-dev", "heron-core"):
        assert s not in out, (s, out)
    assert "Git 저장소 내 기록" in out, out


def test_a_club_that_is_a_party() -> None:
    text = (
        "사         건    2024구합61234  공공체육시설 사용허가취소처분 취소\n"
        "원         고    청솔조기축구회\n"
        "                 대표자 회장 이승훈\n"
        "피         고    서울특별시 송파구청장\n"
    )
    out = _court(text, [_span(text, "이승훈", "내국인이름")])
    assert "청솔조기축구회" not in out and "송파구청장" in out, out


def test_a_quoted_ground_and_a_foreign_name_with_its_country_in_a_cell() -> None:
    text = (
        "원고는 2024. 5.부터 경기 하남시 소재 민간 구장인 '미사 스타디움 풋살파크'(하남시 미사대로 500)를 빌렸다.\n\n"
        "연번\t성명(국적)\t외국인등록번호\t취업 장소\n"
        "1\t아크바로프 자수르(우즈베키스탄)\t980312-5123456\t포천시 공장\n"
    )
    out = _court(text, [])
    assert "미사 스타디움" not in out and "아크바로프" not in out and "(우즈베키스탄)" in out, out


def test_halls_of_a_campus_before_their_units() -> None:
    text = (
        "원고는 원고 대학 생활관 누리관 3동 201호부터 212호까지 12실을 제공하였다. 그는 인문관 412호 강의실로 갔다. "
        "도서관 2층에서 공부하였다."
    )
    out = _court(text, [])
    assert "누리관" not in out and "인문관" not in out and "도서관 2층" in out, out


def test_a_vietnamese_given_name_that_is_a_word_called_with_a_title() -> None:
    text = (
        "피고인 레 반 타인(LE VAN THANH)은 학생들 사이에서 '타인 형'으로 불렸다. 총무과장은 \"인원이 모자라면 타인 "
        '사장에게 전화했다"고 진술하였다. 학생은 "타인 오빠가 돈을 벌라고 했다"고 말하였다. 타인의 물건을 훔쳤다. '
        "타인 명의의 계좌."
    )
    out = _court(text, [])
    assert "타인 사장" not in out and "타인 오빠" not in out and "타인 형" not in out, out
    assert "타인의 물건" in out and "타인 명의" in out, out


def test_names_recorded_for_persons_and_a_team_called_by_a_given_name() -> None:
    text = (
        "피고인 레 반 타인(LE VAN THANH)은 인력사무소를 운영하였다. 근무표에는 학생들의 실명 대신 피고인이 알려 준 "
        "호칭이 적혀 있었는데, 투르수노프 베크조드는 '베크'로 기재되어 있고, 각 호칭 옆에 '타인 팀'이라는 표시가 "
        "있다. 계약서에는 '국내산'으로 기재되어 있다."
    )
    out = _court(text, [_span(text, "투르수노프 베크조드", "외국인이름")])
    assert "베크" not in out and "타인 팀" not in out and "'국내산'" in out, out


def test_the_hours_and_minutes_of_a_time_are_no_numbers_of_anyone() -> None:
    text = (
        "일시\t사용자 ID\t사용자\t대상 문서\n"
        "2021. 9. 14. 15:58\tHO_AN_nky\t남기윤\t마취기록지\n"
        "2021. 9. 16. 07:52\tHO_AN_nky\t남기윤\t마취기록지"
    )
    # the model read the minutes with the id after them as ids, and an hour as a gold bar's serial
    model = [
        _span(text, "58", "아이디"),
        _span(text, "HO_AN_nky", "아이디"),
        _span(text, "남기윤", "내국인이름"),
        _span(text, "07", "금괴일련번호"),
        _span(text, "52", "아이디"),
        _span(text, "HO_AN_nky", "아이디", nth=1),
        _span(text, "남기윤", "내국인이름", nth=1),
    ]
    out = _court(text, model)
    assert "15:58" in out and "07:52" in out and "HO_AN" not in out, out


def test_a_nicknames_piece_after_its_town_called_with_a_title() -> None:
    text = (
        "피해자는 라이더용 애플리케이션에서 아이디 'cheetah_0314', 별명 '강동치타'로 활동하였다. 증인은 \"그날 치타 "
        '형이랑 신호 대기하다가"라고 진술하였다. "치타님 곱창 하나 더 받으세요." 치타 기사님은 비 오는 날에도 '
        "일했다. 치타가 달리는 영상."
    )
    out = _court(text, [])
    assert "치타 형" not in out and "치타님" not in out and "치타 기사님" not in out, out
    assert "치타가 달리는" in out, out
