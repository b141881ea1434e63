"""Fixes from the fair held-out set 62 and the new-user trials AZ (sexual crimes and stalking), BA (labour and
industrial accidents) and BC (inheritance and family property) of 2026-12-05: judgments the project had never
seen. The model spans are the ones the shipped model gave (label, extent, score) or none where it gave none; no
model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.addresses import spread_places
from thunder_deid_desktop.analysis.analyzer import (
    company_short_name_spans,
    everyday_nouns,
    reads_as_word,
    spread_unit_numbers,
)
from thunder_deid_desktop.spans import make_span


def test_a_court_appointed_expert_is_a_person_of_the_case() -> None:
    text = (
        "원심이 적법하게 채택한 을나 제2호증의 기재, 제1심 감정인 박영일의 감정 결과 및 신체감정인 주재호의 "
        "회신에 의하면 균열이 있었다. 감정인 선정에 잘못이 없다."
    )
    out = _court(text, [])
    assert "감정인 A의 감정 결과" in out and "신체감정인 B의 회신" in out, out
    assert out.endswith("감정인 선정에 잘못이 없다."), out  # the word, not a person


def test_the_first_of_two_persons_joined_by_wa_is_a_name_when_the_second_is() -> None:
    text = (
        "원심은, 일본에 있는 주재호와 박병철이 위 피고인들에 대한 관계에서 종속적이지 않다고 판단하였다. "
        "피고인은 이사회와 박병철에게 보고하지 않았다."
    )
    out = _court(text, _model(text, ("박병철", "내국인이름", 1.0)))
    assert "일본에 있는 A와 B가" in out, out
    assert "피고인은 이사회와 B에게" in out, out  # a general noun before 와 is no name
    # a filled copy's particle that agreed with a number ("주재호과"): the same pair, the particle fixed
    text = "일본에 있는 주재호과 박병철가 종속적이지 않으므로"
    out = _court(text, _model(text, ("박병철", "내국인이름", 0.8)))
    assert out.startswith("일본에 있는 A와 B가"), out


def test_a_pet_name_whose_syllable_two_full_names_end_with_is_still_marked() -> None:
    text = (
        "피해아동 염예린(2016년생), 염예준(2019년생)은 피고인의 자녀이다. 이웃 오승준과 김태린이 신고하였다.\n"
        "2023. 8. 25. 23:02 피고인: 린아 냉장고에 있는 거 먹어.\n"
        "2023. 8. 26. 16:15 염예린: 준이 손 데었어\n"
        '피고인은 "린이 너 때문에 엄마 감옥 간다"라고 소리쳤다.'
    )
    model = _model(
        text,
        ("염예린", "내국인이름", 1.0),
        ("염예준", "내국인이름", 1.0),
        ("오승준", "내국인이름", 1.0),
        ("김태린", "내국인이름", 1.0),
    )
    out = _court(text, model)
    for left in ("린아", "준이", "린이"):
        assert left not in out, (left, out)


def test_a_rooms_number_detected_with_its_unit_is_that_room_everywhere() -> None:
    text = (
        '피해자는 스카이빌 402호로 이사하였다. 관리인은 "403호 총각이 402호 아가씨 오빠라고 하던데"라고 '
        "말하였다. 피고인은 403호를 임차하였다. 공문 제402호와 2024. 4. 2. 시행 문서는 그대로이다."
    )
    model = [
        make_span(text, text.index("402호로"), text.index("402호로") + 3, "호실", 1.0),
        make_span(text, text.index("403호를"), text.index("403호를") + 3, "호실", 0.96),
    ]
    spans = spread_unit_numbers(text, model)
    rooms = [(s.text, text[s.end]) for s in spans]
    assert rooms == [("402", "호"), ("403", "호"), ("402", "호"), ("403", "호")], rooms  # not 제402호
    out = _court(text, model)
    assert '"B호 총각이 A호 아가씨' in out and "제402호" in out, out


def test_a_given_name_the_dictionary_tags_as_a_noun_is_a_name_when_judgments_never_write_it() -> None:
    assert "가을" in everyday_nouns() and "하늘" in everyday_nouns() and "바위" in everyday_nouns()
    assert "수아" not in everyday_nouns() and "은비" not in everyday_nouns()
    text = '정미숙에게 "어머님, 수아 좀 설득해 주세요"라고 말하였다. 2023년 가을 무렵 이사하였다.'
    assert not reads_as_word(text, text.index("수아"), text.index("수아") + 2)
    assert reads_as_word(text, text.index("가을"), text.index("가을") + 2)
    text = (
        '피해자 채수아(여, 26세)는 피고인과 연인이었다. 피고인은 정미숙에게 "어머님, 수아 좀 설득해 주세요"라고 '
        '말하였고, 정미숙은 "수아 전화번호를 알려 준 것은 아니다"라고 진술하였다. 피해자 서가을은 2023년 가을 무렵 '
        "이사하였다."
    )
    model = _model(
        text, ("채수아", "내국인이름", 0.8), ("정미숙", "내국인이름", 1.0), ("서가을", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "수아" not in out and "2023년 가을 무렵" in out, out


def test_a_surname_with_a_managers_a_coachs_or_a_pupils_title_stands_for_the_person() -> None:
    text = (
        '피고인 황민석은 동호회 코치였다. 피해자는 "황 코치라고 부르던 때가 좋았는데"라고 답하였다. '
        '회장 진상우는 "진 회장인 내가 주의를 준 적이 있다"고 진술하였다. 원고 맹소연에 대하여 부장은 '
        "'맹 사원은 웃는 게 예뻐서'라고 말하였다. 매니저 권태호에게 \"권 매니저님, 몇 시에 끝나요?\"라고 물었다."
    )
    model = _model(
        text,
        ("황민석", "내국인이름", 1.0),
        ("진상우", "내국인이름", 0.8),
        ("맹소연", "내국인이름", 1.0),
        ("맹 사원", "기업명", 0.92),  # the model's reading
        ("권태호", "내국인이름", 1.0),
    )
    out = _court(text, model)
    for left in ("황 코치", "진 회장", "맹 사원", "권 매니저"):
        assert left not in out, (left, out)
    assert '"A 코치라고' in out and '"B 회장인 내가' in out and "'C 사원은" in out, out
    assert '"D 매니저님,' in out, out


def test_a_chat_speaker_by_given_name_after_a_date_or_a_time() -> None:
    text = (
        "원고 하경숙과 피고 하경태는 남매이다.\n"
        '  2023. 3. 14. 경숙: "엄마 집 등기가 왜 니 이름으로 돼 있어?"\n'
        '  21:14 경태: "몰라"\n'
    )
    out = _court(text, _model(text, ("하경숙", "내국인이름", 1.0), ("하경태", "내국인이름", 1.0)))
    assert "2023. 3. 14. A:" in out and "21:14 B:" in out, out


def test_a_village_of_an_address_written_alone_elsewhere_is_replaced() -> None:
    text = (
        "망인은 경기 양평군 양서면 목왕리 318-7 대 495㎡를 소유하였다. 큰아들 김민수는 여전히 목왕리 과수원을 "
        "관리한다. 피고인은 김포시 양촌읍 학운리 2918-3에 있는 기숙사(속칭 '학운리 숙소')에 머물렀다. "
        '원주시 무실동 123에 산다. "원주 무실동에 있지?" 이동 중이었다.'
    )
    model = [
        make_span(text, text.index("양서면"), text.index(" 대 495"), "군아래주소", 0.99),
        make_span(text, text.index("양촌읍"), text.index("에 있는"), "주소", 0.9),
        make_span(text, text.index("무실동 123"), text.index("무실동 123") + 7, "구아래주소", 0.9),
    ]
    added = [s for s in spread_places(text, model) if s.source == "propagation"]
    assert [s.text for s in added] == ["목왕리", "학운리", "무실동"], added
    out = _court(text, model)
    for left in ("목왕리", "학운리", "무실동"):
        assert left not in out, (left, out)
    assert "이동 중이었다" in out, out


def test_a_companys_first_syllables_alone_in_speech_are_its_short_name() -> None:
    text = (
        '피고인은 한려중공업의 안전관리자이고, 동백마린테크는 협력사이다. 증인은 "한려 쪽에서 동백 작업장까지 다 '
        "볼 수는 없었다\"라고 진술하였다. 한려수도는 아름답다. 피고 다올종합건설(이하 '다올건설'이라 한다)은 "
        '시공사이다. 피고인은 "다올 쪽에서 기성금을 안 줘서 못 준 것이다"라고 진술하였다.'
    )
    model = _model(
        text,
        ("한려중공업", "건설업체", 0.99),
        ("동백마린테크", "기업명", 0.94),
        ("다올종합건설", "건설업체", 0.96),
        ("다올건설", "건설업체", 0.97),
    )
    out = _court(text, model)
    assert '"A 쪽에서 B 작업장까지' in out and "한려수도는" in out, out
    assert '"C 쪽에서 기성금을' in out, out
    # a word the judgment writes often on its own, or one made of words of judgments, is no short name
    text = (
        "후원회지정권자는 후원회를 지정한다. "
        + "후원회는 회계책임자를 둔다. " * 4
        + "토지개량조합과 토지개량 사업."
    )
    model = [
        make_span(text, 0, 7, "기업명", 0.9),
        make_span(text, text.index("토지개량조합"), text.index("조합과") + 2, "조합", 0.9),
    ]
    spans = company_short_name_spans(text, model)
    assert [s.text for s in spans] == ["후원회지정권자", "토지개량조합"], spans


def test_a_word_before_a_dose_is_a_drug_everywhere_in_the_judgment() -> None:
    text = (
        '의사는 "속효성 인슐린 4단위 피하 주사하세요."라고 지시하였다. 피고인은 고령의 환자에게 인슐린을 열 배 '
        "과량 투여하였다."
    )
    model = [
        make_span(text, m, m + 3, "내국인이름", 0.9) for m in (text.index("인슐린"), text.rindex("인슐린"))
    ]
    assert _court(text, model) == text


def test_a_town_after_a_city_written_without_its_si() -> None:
    text = (
        "문자메시지 \"너 지금 원주 무실동 '카페'에 있지?\"를 보냈다. 파주 금촌동에 산다. 강남 역삼동 근처이다. "
        "항만구역 안의 공유수면은 국가 소유이다. 음성 녹음 파일과 예산 집행."
    )
    out = _court(text, _model(text, ("원주", "카페명", 0.64)))
    assert '"너 지금 원주 A' in out and "파주 B에 산다" in out and "강남 C 근처" in out, out
    assert out.endswith("항만구역 안의 공유수면은 국가 소유이다. 음성 녹음 파일과 예산 집행."), out


def test_a_two_syllable_name_span_grows_over_the_syllable_before_a_particle() -> None:
    text = "망인의 처 소외 망 하말자는 먼저 사망하였다. 피고인 이철이 왔다. 증인 박솔과 이솔측은 다퉜다."
    model = _model(
        text, ("하말", "내국인이름", 0.53), ("이철", "내국인이름", 1.0), ("박솔", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert out.startswith("망인의 처 소외 망 A는 먼저"), out
    assert "피고인 B가 왔다" in out and "증인 C와" in out, out


def test_patients_under_a_heading_with_myeong_and_kin_words_after_a_given_name() -> None:
    text = (
        "환자명 | 생년월일 | 보호자 연락처 | 진단명\n"
        "남궁하율 | 2017. 5. 2. | 010-3318-2046 | 급성 중이염\n"
        "길은호 | 2016. 8. 14. | 010-2290-8817 | 폐렴\n"
        '\n원고 박옥자와 피고 박재근은 종원이다. 총무는 "옥자 누님이랑 재근 아재가 다 안다"고 말했다.'
    )
    out = _court(text, _model(text, ("박옥자", "내국인이름", 0.9), ("박재근", "내국인이름", 0.8)))
    for left in ("남궁하율", "길은호", "옥자", "재근"):
        assert left not in out, (left, out)


def test_the_familiar_suffix_before_particles_or_a_kin_word_goes_with_the_given_name() -> None:
    text = (
        '원고 김하람, 김하윤과 피고 윤상훈은 형제들이다. "하람이 하윤이한테도 말해 놨어." 상훈이 처 윤혜숙도 왔다. '
        '망인 김도윤의 처는 "도윤이 아빠를 살려내라"고 외쳤다.'
    )
    model = _model(
        text,
        ("김하람", "내국인이름", 0.9),
        ("김하윤", "내국인이름", 0.8),
        ("윤상훈", "내국인이름", 0.8),
        ("윤혜숙", "내국인이름", 1.0),
        ("김도윤", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "B한테도 말해" in out and "C 처 D도" in out, out


def test_a_surname_glued_to_ssaem_is_the_person_even_where_the_surname_is_a_word() -> None:
    text = "간호사 구태희와 차민준은 근무하였다.\nZ: 진짜요?? 구쌤이 4라고 했다는데\nH: 응 차쌤 있어. 이 사장은 몰라."
    out = _court(text, _model(text, ("구태희", "내국인이름", 1.0), ("차민준", "내국인이름", 1.0)))
    assert "A쌤이 4라고" in out and "B쌤 있어. 이 사장은" in out, out


def test_a_nickname_found_once_is_replaced_wherever_it_is_written_again() -> None:
    text = (
        "피고인은 텔레그램 닉네임 '불곰'의 지시를 받았다. 그러나 사실은 위 계좌를 '불곰'에게 양도할 목적이었다.\n"
        "불곰: A사장 통장 언제 나와요?\n피고인은 불곰탕을 먹었다. 윗선은 텔레그램 닉네임 '삼촌'이다.\n"
        "삼촌: 오늘 거 넘기라 해\n"
    )
    out = _court(text, _model(text, ("불곰", "닉네임", 1.0)))
    # (A is written in the text already, "A사장": the letters start at B)
    assert "'B'에게 양도할" in out and "\nB: " in out and "불곰탕을" in out, out
    assert "닉네임 'C'다" in out and "\nC: 오늘" in out, out  # the copula after a vowel


def test_a_surname_and_title_in_a_chat_message_and_new_titles() -> None:
    text = (
        "피고인 현도은은 실장이고 피고인 봉태민은 본부장이며 기철수는 사위이다.\n"
        "H: 현 실장 이번 주 한 건 더 빼 주라.\n"
        '증인은 "봉 본부장님도 그 회의에 계셨다"고 하였고, 외할머니는 "기 서방이 애를 데려가면 안 된다"고 하였다. '
        "현 시점에서 현 실장이라는 말은 없다."
    )
    model = _model(
        text, ("현도은", "내국인이름", 0.99), ("봉태민", "내국인이름", 1.0), ("기철수", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "H: A 실장 이번 주" in out and '"B 본부장님도' in out and '"C 서방이' in out, out
    assert out.endswith("현 시점에서 현 실장이라는 말은 없다."), out  # not in a chat nor in quotes


def test_a_town_before_a_quoted_place_and_a_quoted_name_with_a_descriptor() -> None:
    text = (
        "2023. 5. 3. 방문 행신동 '해님유치원' 정문 앞 대기. 이곡동 '별빛카페' 주차장에서 만남. "
        "K는 '해님유치원'을 그만두고 '서울구치소' 앞을 지나 '법원어린이집'에 다닌다."
    )
    out = _court(text, [])
    assert "행신동" not in out and "이곡동" not in out and "해님" not in out, out
    assert "'서울구치소'" in out, out


def test_a_full_name_after_a_persons_family_word_and_a_city_by_its_whole_name() -> None:
    text = (
        "피고인 H의 처 채수정이 두 자녀를 홀로 양육하기 어렵다며 탄원하였다. 피해자의 아들 정도로 보였다.\n"
        "피고\t방윤호\n순위\t채권자\t배당사유\n1\t평택시\t당해세(재산세)\n"
    )
    model = _model(text, ("방윤호", "내국인이름", 1.0), ("평택시", "기업명", 0.7))
    out = _court(text, model)
    assert "H의 처 A가 두 자녀를" in out and "아들 정도로" in out, out
    assert "1\t평택시\t당해세" in out, out  # a 시 is kept as written


def test_pet_names_persons_call_each_other_or_a_child_in_quotes() -> None:
    text = (
        "원고와 피고는 서로 '토끼', '곰돌이'라고 부르며 지냈다.\nK: 토끼야 오늘 태권도 데려다줘\n"
        "피고는 사건본인을 주로 '우리 장군'이라고 불러 왔다. 이를 '갑질'이라고 부른다. 산토끼는 귀엽다."
    )
    out = _court(text, [])
    assert "토끼야" not in out and "곰돌이" not in out and "'우리 장군'" not in out, out
    assert "'갑질'이라고 부른다. 산토끼는" in out, out


def test_a_full_name_after_mang_the_late() -> None:
    text = (
        "망인의 처 소외 망 하말자는 먼저 사망하였다. 윤태식이 망 윤만복으로부터 돈을 받았다. 희망 사항이다."
    )
    out = _court(text, [])
    assert "소외 망 A는 먼저" in out and "B가 망 C로부터" in out and "희망 사항이다" in out, out


def test_a_nickname_the_model_gave_another_label_is_spread_as_a_nickname() -> None:
    text = (
        "피고인은 텔레그램 닉네임 '삼촌'(아이디 @sam_chon)으로부터 설명을 들었다. 피고인은 '삼촌'의 지시를 "
        "받았다.\n삼촌: 동혁아 상무역 가\n"
    )
    i = text.index("삼촌")
    out = _court(text, [make_span(text, i, i + 2, "가상화폐", 0.99)])
    assert "삼촌" not in out, out


def test_a_dose_in_hangul_units_and_not_about_five() -> None:
    from thunder_deid_desktop.analysis.medical_terms import _DOSE_AFTER

    text = "인슐린 4단위를, 졸피뎀 30정을, 인슐린 40U, 5정도, 5정씩"
    assert _DOSE_AFTER.match(text, 3) and _DOSE_AFTER.match(text, text.index(" 30정"))
    assert _DOSE_AFTER.match(text, text.index(" 40U")) and not _DOSE_AFTER.match(text, text.index(" 5정도"))
    assert _DOSE_AFTER.match(text, text.index(" 5정씩"))


def test_a_term_the_judgment_defines_for_a_thing_is_no_name() -> None:
    text = (
        "타워크레인 임대업체인 주식회사 동해중기(이하 '동해중기'라 한다)는 1인당 300만 원의 돈(이하 '월례비'라 "
        "한다)을 송금하였다. 피고들이 받은 월례비의 내역은 별지와 같다. 소외 회사(이하 '한빛'이라 한다)는 한빛의 "
        "직원이다."
    )
    model = _model(
        text,
        ("동해중기", "주식회사", 0.99),
        ("월례비", "주식회사", 0.9),
        ("한빛", "기업명", 0.9),
    )
    out = _court(text, model)
    assert "월례비" in out and "'월례비'라" in out and "받은 월례비의" in out, out
    assert "동해중기" not in out and "한빛" not in out, out


def test_a_descriptor_then_a_name_inside_quotes_is_a_place() -> None:
    text = "문자메시지 \"H 너 지금 원주 무실동 '카페 담소'에 있지? 다 보여\". 그는 '식당 사장'을 만났다. '카페 가기'."
    out = _court(text, [])
    assert "담소" not in out and "'식당 사장'을" in out and "'카페 가기'" in out, out


def test_a_city_glued_to_its_unit_and_a_short_name_defined_after_a_name() -> None:
    text = (
        "피고인 오상철은 동광고등학교(이하 ‘동광고’라 한다) 코치이다. 동광고 정문 앞에서 만났다. "
        "익산시청 여자역도팀은 익산시체육회가 운영한다. 경남 남해군 남해읍에 있는 남해스포츠파크에서 훈련하였다. "
        "주식회사 한빛건설(이하 '피고 회사'라 한다)."
    )
    model = _model(
        text, ("동광", "고등학교", 1.0), ("남해스포츠파크", "사단법인", 0.93), ("한빛건설", "주식회사", 1.0)
    )
    i = text.index("익산시청")
    model.append(make_span(text, i, i + 2, "행정시", 0.9))
    out = _court(text, model)
    assert "동광고" not in out and "익산시청 여자역도팀은 익산시체육회가" in out, out
    assert "경남 남해군" in out and "'피고 회사'" in out, out


def test_an_online_shop_in_quotes_a_kin_word_defined_after_a_name_and_a_defined_term_in_quotes() -> None:
    text = (
        "배우자 명의로 스마트스토어 '루나룸'을 추가 개설하려 하였다. 사건본인들을 어머니 오말례(이하 '친할머니'라 "
        "한다)에게 맡겼다. 친할머니는 광주에 산다. 1인당 300만 원의 돈(이하 '월례비'라 한다)을 송금하였고, "
        "견적 단계에서부터 '타워 월례비'를 별도 항목으로 잡았다."
    )
    out = _court(text, _model(text, ("오말례", "내국인이름", 1.0)))
    assert "루나룸" not in out and "'친할머니'라" in out and "친할머니는 광주에" in out, out
    assert "'타워 월례비'를" in out and "'월례비'라" in out, out


def test_a_nickname_defined_after_a_rings_role_stays_a_nickname() -> None:
    text = (
        "피고인은 텔레그램 닉네임 '화이트호스'(아이디 '@whitehorse_kr')를 사용하는 성명불상의 상선(이하 "
        "'화이트호스'라 한다)으로부터 필로폰을 공급받았다. 화이트호스는 위치를 보냈다."
    )
    out = _court(text, [])
    assert "화이트호스" not in out, out


def test_a_city_before_its_mayor_its_election_commission_or_a_branch_named_after_it() -> None:
    text = (
        "피고인은 익산시장에게 건축허가를 신청하였다. 충주시선거관리위원회에 고발하였다. AH은행 익산시지부 계좌로 "
        "송금하였다."
    )
    model = _model(text, ("익산", "시장", 0.86), ("충주", "기업명", 0.8))
    i = text.index("익산시지부")
    model.append(make_span(text, i, i + 2, "지점", 0.8))
    assert _court(text, model) == text


def test_the_familiar_i_after_a_foreign_names_one_syllable_last_word() -> None:
    text = (
        '피해자 응우옌 반 록이 지면으로 떨어졌다. 반장은 "록이 너는 위에서 신호만 줘"라고 말했다. 증인은 '
        '"록이는 케이지 안에 있었고"라고 진술하였다.'
    )
    out = _court(text, _model(text, ("응우옌 반 록", "내국인이름", 0.88)))
    assert '"A 너는 위에서' in out and '"A는 케이지' in out, out
    # a lawyer whose name ends alike stays as written, and apart from the worker
    text = "변호인 법무법인 대평 담당변호사 천영록\n" + text
    model = _model(text, ("응우옌 반 록", "내국인이름", 0.88), ("천영록", "내국인이름", 0.99))
    out = _court(text, model)
    assert out.startswith("변호인 법무법인 대평 담당변호사 천영록\n") and '"A는 케이지' in out, out
