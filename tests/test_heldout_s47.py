"""Fixes from the new-user trials of the README's twenty-sixth session (2026-12-07: school violence, insurance
fraud, a fishing boat's crew, stalking, a redevelopment union, crypto fraud, a care home, a subcontract). The model
spans are the ones the shipped model gave on each text (label, extent, score), so each test runs the real rules
and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.spans import make_span


def test_the_surname_i_with_the_title_its_full_name_holds_nearby() -> None:
    # "이 총무" (이 also reads "this") was left: the full name is written with 총무이사 earlier
    text = (
        "피고인 최영수는 조합장으로, 피고인 이정민은 같은 날부터 총무이사로 각 재직하였다. "
        '피고인 최영수는 이 총무에게 "회의록은 절대 보여주지 마."라고 지시하였다.'
    )
    model = _model(text, ("최영수", "내국인이름", 1.0), ("이정민", "내국인이름", 1.0))
    out = _court(text, model)
    assert "B 총무에게" in out and "이 총무" not in out, out


def test_the_surname_i_with_the_full_name_in_brackets_after_the_title() -> None:
    text = (
        "피고인 이민우는 대표이사이다. 이 과장(블루오션 회계 담당 이슬기)은 법정에서 진술하였다. "
        "이 갑판장(갑판장 이정호)의 진술에 의하더라도 같다."
    )
    model = _model(
        text, ("이민우", "내국인이름", 1.0), ("이슬기", "내국인이름", 1.0), ("이정호", "내국인이름", 1.0)
    )
    out = _court(text, model)
    # each surname is the person the bracket names, not the defendant written before
    assert "B 과장(블루오션 회계 담당 B)은" in out and "C 갑판장(갑판장 C)의" in out, out


def test_a_surname_and_title_the_judgment_defined_as_a_short_name() -> None:
    text = (
        "이 사건 공사의 현장소장은 피고 소속 직원 한상철(이하 '한 소장'이라 한다)이었다. "
        "공사는 약정 공기 안에 마쳐졌다. 한 소장이 작성한 공정표에도 같은 내용이 적혀 있다."
    )
    model = _model(text, ("한상철", "내국인이름", 1.0))
    out = _court(text, model)
    assert "한 소장" not in out and "A 소장이 작성한" in out, out


def test_a_nickname_called_after_an_aside_and_an_adverb() -> None:
    text = (
        "같은 학교 1학년생인 피해자 백승우(16세)를 평소 '뚱이'라고 부르며 괴롭혀 왔다. "
        '피고인은 피해자에게 "뚱이 너 이번 달 회비 안 냈지?"라고 말하였다.'
    )
    out = _court(text, _model(text, ("백승우", "내국인이름", 1.0)))
    assert "뚱이" not in out and "A(16세)를 평소 'B'라고" in out, out


def test_the_familiar_suffix_before_a_parent_and_a_comitative_particle() -> None:
    # "민성이 엄마와 달리" is 민성's mother: the 이 had been read as the subject's ("H가 엄마와 달리")
    text = (
        "피고인 한지호의 어머니 반윤희는 민성이 엄마와 달리 합의에 나서지 않았다. 피해자 조민성은 전학하였다."
    )
    model = _model(
        text,
        ("한지호", "내국인이름", 1.0),
        ("반윤희", "내국인이름", 1.0),
        ("민성", "내국인이름", 1.0),
        ("조민성", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "C 엄마와 달리" in out, out


def test_the_familiar_suffix_of_a_name_called_in_quoted_speech() -> None:
    text = '피해자 박명옥은 "명옥이, 나 집에 갈래"라고 말하였다.'
    model = _model(text, ("박명옥", "내국인이름", 1.0), ("명옥", "내국인이름", 0.9))
    out = _court(text, model)
    assert '"A, 나 집에 갈래"' in out, out


def test_a_two_syllable_given_name_glued_in_a_transfer_memo() -> None:
    text = (
        '피해자 응우옌 티 투 트랑(여, 27세)에게 연락하였다. "트랑 씨, 오늘 퇴근 몇 시예요?" '
        '입금자명란에 "트랑보고싶어", "답장해" 등의 문구를 기재하였다.'
    )
    model = _model(text, ("응우옌 티 투 트랑", "외국인이름", 1.0), ("트랑", "외국인이름", 0.9))
    out = _court(text, model)
    assert "트랑" not in out and '"A보고싶어"' in out, out


def test_the_last_syllable_of_a_vietnamese_name_with_a_middle_name_before_ssi() -> None:
    text = (
        "피해자 응우옌 티 투 짱(NGUYEN THI THU TRANG, 여, 28세)은 네일숍 직원이다. "
        '피고인은 "짱 씨가 나 무시하면 못 돌아가게 할 거야"라는 메시지를 보냈다.'
    )
    model = _model(text, ("응우옌 티 투", "내국인이름", 0.95), ("NGUYEN THI THU TRANG", "내국인이름", 0.99))
    out = _court(text, model)
    assert "짱" not in out, out


def test_a_foreign_first_name_alone_after_the_name_in_brackets_after_its_latin_spelling() -> None:
    text = (
        "법정대리인 친권자 부 조성훈, 모 Elena Petrova(엘레나 페트로바)\n"
        "엘레나가 러시아로 출국하여 연락이 끊겼으므로, 원고들도 엘레나에 대하여는 청구하지 않았다."
    )
    model = _model(
        text,
        ("조성훈", "내국인이름", 1.0),
        ("Elena Petrova", "내국인이름", 0.97),
        ("엘레나 페트로바", "내국인이름", 0.89),
    )
    out = _court(text, model)
    assert "엘레나" not in out and "원고들도 B에 대하여는" in out, out


def test_a_latin_name_after_a_post_and_its_hangul_spelling_in_brackets() -> None:
    text = "그중 학부모회장 Sarah Kim(사라 김)은 인스타그램 계정에 글을 올렸다."
    out = _court(text, _model(text, ("Sarah Kim", "내국인이름", 1.0)))
    assert "사라" not in out and "학부모회장 A(A)는" in out, out


def test_counsels_hangul_name_in_brackets_after_the_latin_one_is_kept() -> None:
    text = (
        "변 호 인\t변호사 Daniel Cho(조다니엘)(피고인 응우옌 반 흥을 위한 국선)\n"
        "피고인 응우옌 반 흥은 2022. 8. 29. 범행하였다."
    )
    model = _model(
        text,
        ("Daniel Cho", "해외주소", 1.0),
        ("조다니엘", "내국인이름", 0.61),
        ("응우옌 반 흥", "내국인이름", 0.98),
    )
    out = _court(text, model)
    assert "변호사 Daniel Cho(조다니엘)(피고인 A를" in out, out


def test_a_banks_short_name_that_is_a_noun_and_a_banks_former_name() -> None:
    text = (
        "증거: 포항수협 위판 내역, 피고인 권태식 명의 농협 계좌(301-2284-5530-71) 거래내역. "
        "다음 날 한국외환은행 출신이라는 중국인에게서 지시를 받았다."
    )
    model = _model(
        text,
        ("권태식", "내국인이름", 1.0),
        ("농협", "은행", 1.0),
        ("301-2284-5530-71", "계좌번호", 1.0),
    )
    out = _court(text, model)
    assert "농협" not in out and "한국외환은행" not in out, out


def test_a_dong_that_is_a_noun_before_a_quoted_shop() -> None:
    text = (
        "피고인의 어머니 송미란이 피해 회복을 위해 경기 오산시 원동 '미란분식'을 처분한 점은 유리한 정상이다."
    )
    out = _court(text, _model(text, ("송미란", "내국인이름", 1.0)))
    assert "원동" not in out and "경기 오산시 " in out, out


def test_a_residents_given_name_with_grandmother_in_a_message() -> None:
    text = (
        "피해자 금잔디(여, 91세)는 요양원 입소자이다. 요양보호사는 피고인에게 카카오톡으로 "
        '"원장님, 잔디 할머니 엉덩이가 다 짓물렀어요"라는 메시지를 보냈다.'
    )
    out = _court(text, _model(text, ("금잔디", "내국인이름", 1.0)))
    assert "잔디" not in out and '"원장님, A 할머니 엉덩이가' in out, out


def test_a_shop_in_quotes_with_its_contacts_in_brackets_before_it_is_run() -> None:
    text = "류 사장은 동네에서 'JH인테리어'(연락처 032-858-4410)를 운영하고 있다."
    out = _court(text, _model(text, ("032-858-4410", "금괴일련번호", 1.0)))
    assert "JH인테리어" not in out, out


def test_roads_and_interchanges_of_a_table_of_staged_accidents() -> None:
    text = (
        "연번\t일시\t장소\t운전자\n"
        "3\t2022. 6. 30.\t화곡로 등촌삼거리\t최민혁\n"
        "6\t2022. 11. 19.\t남부순환로 신월IC\t오태식\n"
    )
    model = _model(
        text, ("화곡로", "사단법인", 0.99), ("최민혁", "내국인이름", 1.0), ("오태식", "내국인이름", 0.81)
    )
    out = _court(text, model)
    assert not any(w in out for w in ("화곡로", "등촌", "남부순환로", "신월")), out
    # an interchange named after a 구 is the 구's, which the court keeps
    text = "원고들은 경인고속국도의 부평IC ~ 서운JCT 구간을 통행하였다."
    assert _court(text, []) == text


def test_a_planned_district_read_as_a_public_body_and_a_dong_before_a_place_and_its_entrance() -> None:
    text = (
        "피고인은 인천 연수구 컨벤시아대로 송도국제도시 사거리 부근을 진행하였다.\n"
        "3\t2022. 8. 29.\t논현동 소래포구 입구\t쩐 반 남\n"
    )
    model = _model(
        text,
        ("컨벤시아", "구아래주소", 0.93),
        ("송도국제도시", "공공기관", 0.92),
        ("쩐 반 남", "내국인이름", 0.81),
    )
    out = _court(text, model)
    assert "송도국제도시" not in out and "논현동" not in out and "인천 연수구" in out, out


def test_a_care_home_resident_after_her_word() -> None:
    text = "CCTV에 찍힌 입소자 진판례(여, 88세)가 다른 입소자 도금례와 다투는 장면이 담긴 영상이다."
    out = _court(text, _model(text, ("진판례", "내국인이름", 1.0)))
    assert "도금례" not in out and "다른 입소자 B와" in out, out


def test_a_word_the_model_read_before_a_schools_descriptor_is_the_name_written_with_others() -> None:
    # "송림" is a noun (pine forest) written twelve times in "송림학원" and marked once, before 고등학교
    text = (
        "피고 학교법인 송림학원(이하 '송림학원'이라 한다)은 부산 기장군 소재 송림고등학교 체육관 증축공사를 "
        "발주하였다. " + "송림학원의 주장은 이유 없다. " * 10
    )
    i, j = text.index("송림학원"), text.index("송림고")
    out = _court(text, [make_span(text, i, i + 4, "학원", 0.9), make_span(text, j, j + 2, "고등학교", 1.0)])
    assert "송림" not in out, out


def test_a_passport_in_brackets_is_no_sex_of_a_foreign_name() -> None:
    # "(여권번호 …" opened like "(여, …": "리즈키 프라타마의 여권" was read as a name of three words, then every
    # "여권" of the judgment lettered
    text = (
        "피고인은 피해자 리즈키 프라타마의 여권(여권번호 C4718293)을 빼앗았다. "
        "외국인의 여권을 보관하는 행위는 금지된다."
    )
    model = _model(text, ("리즈키 프라타마", "내국인이름", 1.0), ("C4718293", "차량번호", 1.0))
    out = _court(text, model)
    assert out.count("여권") == 3 and "리즈키" not in out, out


def test_a_province_and_its_district_before_particles_are_kept_apart_from_a_bank() -> None:
    text = (
        "조 사장(피고 조성훈은 대구 수성구에서 자동차정비업체를 운영한다)은 법정에서 진술하였다. "
        "원고 이경호 명의 대구은행 계좌로 지급하라."
    )
    model = _model(
        text,
        ("조성훈", "내국인이름", 0.96),
        ("대구 수성구", "정비공업사", 0.67),
        ("이경호", "내국인이름", 1.0),
        ("대구은행", "은행", 0.73),
    )
    out = _court(text, model)
    assert "대구 수성구에서" in out, out


def test_a_nickname_without_a_surname_does_not_make_a_given_name_ambiguous() -> None:
    text = (
        "피고 변가람은 구독자들 사이에서 '퀸가람'으로 불렸다. 피고 노경식은 변가람에게 \"가람아, 이번 달 안에 "
        '끝내자"라는 메시지를 보냈고, 가람은 이에 동의하였다.'
    )
    model = _model(
        text,
        ("변가람", "내국인이름", 1.0),
        ("퀸가람", "닉네임", 0.9),
        ("노경식", "내국인이름", 1.0),
        ("가람", "내국인이름", 0.9),
    )
    out = _court(text, model)
    assert "가람" not in out and '"A야, 이번 달' in out and "A은 이에" not in out, out


def test_an_indonesian_name_that_is_an_adverb_only_where_it_calls_the_person() -> None:
    text = (
        '원고 부디 산토소(BUDI SANTOSO, 남, 31세)는 선원이다. 갑판장이 "부디, 손 넣지 마라"라고 경고하였다. '
        "사고 후 부디 치료를 잘 받으라는 동료 선원들의 모금이 있었다."
    )
    model = _model(text, ("부디 산토소", "외국인이름", 1.0), ("BUDI SANTOSO", "외국인이름", 1.0))
    out = _court(text, model)
    assert '"A, 손 넣지 마라"' in out and "사고 후 부디 치료를" in out, out


def test_verbs_read_as_places_and_a_name_cut_inside_a_noun() -> None:
    text = (
        "피해자는 치매를 앓아 요양원 직원들 사이에서 '꽃순이'로 불렸다. 피고인은 일식당 '가야'에서 피해자를 만났다. "
        "피해자 리즈키 프라타마가 집어등 발전기 스위치를 늦게 켰다."
    )
    model = _model(
        text,
        ("앓아", "노래주점", 1.0),
        ("가야", "식당", 1.0),
        ("리즈키 프라타마", "내국인이름", 1.0),
        ("집어", "내국인이름", 0.95),
    )
    out = _court(text, model)
    # a shop's name in quotes that reads as a verb is still the shop's
    assert "치매를 앓아" in out and "'가야'" not in out and "집어등 발전기" in out, out


def test_surnames_and_titles_with_no_full_name_are_persons_one_per_title() -> None:
    text = (
        "지호는 다니던 학원의 원장인 정 원장에게 말하였고, 정 원장이 이를 신고하였다. 직장 상사인 최 상무는 "
        "선처를 탄원하였고, 회사의 정 과장도 같다. 피고인 김철수는 반성한다. 2014. 12.경 상무 소외 4에게서 받았다."
    )
    # the model read one surname alone, which drop_single_syllables would drop
    model = _model(text, ("정", "내국인이름", 0.99), ("김철수", "내국인이름", 1.0))
    out = _court(text, model)
    assert "A 원장에게" in out and "A 원장이" in out and "B 상무는" in out and "C 과장도" in out, out
    assert "12.경 상무" in out, out


def test_a_foreign_party_with_chinese_characters_and_latin_spelling_read_as_an_address() -> None:
    text = (
        "원      고\t다나카 유키(田中由紀, Tanaka Yuki)\n"
        '피고는 블로그에 "유키가 아이를 빼돌렸다"는 글을 올렸다. 상담사 Emily Carter는 진술하였다.'
    )
    model = _model(
        text,
        ("다나카 유키", "해외주소", 0.9),
        ("田中由紀, Tanaka Yuki", "해외주소", 0.96),
        ("담사 Emily Carter", "해외주소", 0.82),
    )
    out = _court(text, model)
    assert "유키" not in out and "Emily" not in out and '"A가 아이를' in out, out


def test_a_given_name_is_no_two_syllable_full_name_and_a_vietnamese_given_name_before_ssi_ra_neun() -> None:
    # "예린" of 한예린 had been read as 예 + 린, so "린 씨" linked the defendant with her victim 응우옌 티 린
    text = (
        "피고인 한예린은 블로그를 운영한다. 피고인은 위 치과의 치위생사 응우옌 티 린(Nguyen Thi Linh)에 관하여 "
        '댓글에 "린 씨라는 사람 한국말도 잘 못함"이라고 적었다. 이웃이 "예린 어머님, 차 좀 빼 주세요"라고 하였다. '
        "외국인인 린 씨는 병원을 그만두었다."
    )
    model = _model(
        text,
        ("한예린", "내국인이름", 1.0),
        ("응우옌 티 린", "외국인이름", 1.0),
        ("Nguyen Thi Linh", "외국인이름", 1.0),
        ("예린", "내국인이름", 0.9),
    )
    out = _court(text, model)
    assert (
        "린 씨" not in out and "피고인 A는" in out and "치위생사 B(B)" in out and "외국인인 B 씨는" in out
    ), out
    assert '"A 어머님' in out, out


def test_a_given_name_that_is_a_noun_called_with_a_post() -> None:
    text = '피해자 김소라는 대리이다. 피고인은 단체대화방에 "소라 대리 보고서 수준 보소"라고 적었다.'
    out = _court(text, _model(text, ("김소라", "내국인이름", 1.0)))
    assert '"A 대리 보고서' in out, out


def test_a_surname_and_title_in_brackets_after_the_full_name() -> None:
    text = '공장 관리자 한상철(한 부장)은 "관리비는 자기 몫"이라고 말하였다.'
    out = _court(text, _model(text, ("한상철", "내국인이름", 1.0)))
    assert "A(A 부장)은" in out or "A(A 부장)는" in out, out


def test_a_foreign_name_read_as_a_company_before_its_latin_spelling() -> None:
    text = (
        "특히 필리핀 출신 교인 로사 델라크루즈(Rosa Dela Cruz)는 넘어져 치료를 받았는데, "
        '로사는 법정에서 "삼촌이 길을 막았다"고 진술하였다.'
    )
    out = _court(text, _model(text, ("로사 델라크루즈", "기업명", 0.96)))
    assert "로사" not in out and "교인 A(A)는" in out, out


def test_a_dong_no_dictionary_knows_before_a_direction() -> None:
    text = "피고인은 위 봉은사로 114 앞 교차로를 논현동 방면에서 삼성동 방면으로 직진하게 되었다."
    out = _court(text, _model(text, ("봉은사로 114", "구아래주소", 1.0)))
    assert "논현동" not in out and "삼성동" not in out, out


def test_a_nickname_people_call_a_party_whose_role_follows() -> None:
    text = "필리핀 근로자들이 '첼 언니'라고 부르던 피고인 산토스 레이첼도 경찰에서 진술하였다."
    out = _court(text, _model(text, ("산토스 레이첼", "내국인이름", 0.95)))
    assert "'A 언니'라고 부르던 피고인 B도" in out, out


def test_a_number_word_before_its_unit_is_no_given_name() -> None:
    text = "피해자 라이 수만(RAI SUMAN)은 네팔 국적이다. 라이 수만은 진술하였다. 근로자들은 매달 수만 원씩 빌려 썼다."
    model = _model(text, ("라이 수만", "외국인이름", 1.0), ("RAI SUMAN", "외국인이름", 1.0))
    out = _court(text, model)
    assert "매달 수만 원씩" in out and "라이" not in out, out


def test_an_id_in_quotes_called_an_account() -> None:
    text = "피고인은 'byeolha_truth'라는 인스타그램 계정에 글을 올렸다."
    out = _court(text, _model(text, ("byeolha_truth", "URL", 1.0)))
    assert "byeolha_truth" not in out, out


def test_a_phone_number_after_its_word_and_bun_ho_and_a_card_number_inside_a_bracket() -> None:
    text = "피고인은 휴대전화 번호 010-2345-6789로 연락하였고, 치료비를 결제(신용카드 4617-3450-0012-3451 결제분)하였다."
    out = _court(text, [])
    assert "휴대전화 번호 1 생략으로" in out and "(신용카드 카드번호 1 생략 결제분)" in out, out


def test_foreign_given_names_alone_in_a_column_of_workers() -> None:
    text = (
        "피고인들은 베트남 국적 여성 응우옌 티 투(Nguyen Thi Thu, 여, 24세), 쩐 티 마이(Tran Thi Mai, 여, 26세)를 "
        "고용하였다.\n연번\t일시\t손님\t종업원\t금액(원)\n1\t2024. 5. 4.\t노형석\t투\t110,000\n"
        "2\t2024. 5. 4.\t엄태준\t마이\t130,000\n"
    )
    model = _model(
        text,
        ("응우옌 티 투", "외국인이름", 1.0),
        ("Nguyen Thi Thu", "외국인이름", 1.0),
        ("쩐 티 마이", "외국인이름", 1.0),
        ("Tran Thi Mai", "외국인이름", 1.0),
        ("노형석", "내국인이름", 1.0),
        ("엄태준", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "\t투\t" not in out and "\t마이\t" not in out, out


def test_an_investigators_surname_and_a_self_styled_name_and_a_nationality_before_a_name() -> None:
    text = (
        '피고인은 "서울중앙지검 금융범죄수사팀 박 수사관입니다"라고 말하였다. 아이디를 쓰는 성명불상자(자칭 '
        "'써니 매니저')의 지시를 받았다. 총책(한국인 표영철로 추정된다)의 지시였다. 같은 반 아동의 모 정유리가 "
        "사실확인서를 작성하였다."
    )
    out = _court(text, [])
    assert not any(w in out for w in ("박 수사관", "써니", "표영철", "정유리")), out


def test_firms_after_a_trading_partner_and_before_an_office_abroad() -> None:
    text = (
        "피고인은 '거래처 한솔산업 외상대금 지급'이라는 허위 내용의 지출결의서를 작성하였다. 원고는 베트남 "
        "호찌민에 있는 미래무역 현지법인에 파견되었다."
    )
    out = _court(text, [])
    assert "한솔" not in out and "미래무역" not in out, out


def test_a_school_by_its_short_name_and_a_realtors_office_glued_to_its_kind() -> None:
    text = (
        '피고인은 "은하여중 2학년 3반 맞지?"라는 메시지를 보냈다. 피고 김철수는 바다공인중개사사무소 박 소장의 '
        "중개로 계약하였다."
    )
    out = _court(text, _model(text, ("김철수", "공인중개사", 0.99)))
    assert "은하" not in out and "바다" not in out and "여중 2학년" in out and "공인중개사사무소" in out, out


def test_nicknames_unquoted_before_a_title_and_renamed_and_a_rented_place() -> None:
    text = (
        "오뚝이 반장으로 불리던 오동규 역시 퇴사하였다. 피고인은 채널 이름을 '진실의 사도'로 바꾸었다. "
        "피고인은 지하 1층의 '달빛연습실'을 임차하였다."
    )
    out = _court(text, _model(text, ("오동규", "내국인이름", 1.0)))
    assert not any(w in out for w in ("오뚝이", "진실의 사도", "달빛")), out


def test_a_tron_address_mistyped_out_of_base58_after_the_words_for_a_wallet() -> None:
    text = "가상자산(USDT) 지갑주소 TQ7h8sK2mW9xPbR4nL3vE6yC1dF5gJ0aZt로 이체받았다."
    assert "TQ7h8" not in _court(text, [])
