"""Fixes from three new-user trials (2026-12-05: AK criminal, AL civil, AM administrative, tax and labour
judgments, ten each, written by the trial with planted personal information). Where the model's reading matters the
tests give the spans the shipped model gave there; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.addresses import dong_address_spans
from thunder_deid_desktop.analysis.analyzer import drop_words_read_as_short_names
from thunder_deid_desktop.analysis.companies import company_form_spans
from thunder_deid_desktop.analysis.online_names import online_name_spans
from thunder_deid_desktop.spans import make_span


def test_a_word_read_once_as_a_two_syllable_name_is_dropped_with_its_spread() -> None:
    text = (
        "난민협약이 규정한 '박해를 받을 충분히 근거 있는 공포'가 있어야 한다. 원고는 박해의 핵심 사실에 관하여 "
        "일관되게 진술하지 못하였고, 개별적으로 박해의 표적이 되었다고 볼 수 없다. 따라서 원고가 박해를 받을 "
        "우려가 있다고 보기 어렵다."
    )
    out = _court(text, _model(text, ("박해", "내국인이름", 0.9)))
    assert out.count("박해") == 4, out
    # a person introduced by a role keeps the name, however few of its mentions the model read
    text = "피고인 이상은 범행을 부인한다. 그러나 이상은 그 이상의 증거를 내지 못하였고 이상의 사정을 보면 이유 없다."
    i = text.index("이상은 범행")
    kept = drop_words_read_as_short_names(
        text, [make_span(text, i, i + 2, "내국인이름", 0.9)], frozenset({"이상"})
    )
    assert len(kept) == 1


def test_titles_of_clubs_and_associations_are_read_before_names() -> None:
    text = (
        '동아리 회장 진하람도 "피해자가 모임 막바지에 잠들었다"고 진술하였다. 게시글은 다른 회원 한보미에게서 '
        "들은 내용이라고 주장한다. 상조회 운영 계좌에 보관 중인 회원 예탁금 등 자금"
    )
    out = _court(text, [])
    assert "회장 A도" in out and "다른 회원 B에게서" in out and "회원 예탁금" in out, out


def test_a_companys_name_after_its_form_loses_its_particle() -> None:
    text = "피고인 서진우는 서울 강남구 테헤란로 427, 위워크빌딩 14층에 있는 주식회사 미래의 대표이사이다."
    model = _model(
        text,
        ("서진우", "내국인이름", 0.99),
        ("테헤란로 427", "구아래주소", 0.99),
        ("미래의", "주식회사", 0.73),
    )
    out = _court(text, model)
    assert "주식회사 D의 대표이사이다" in out, out
    # and the building's name after the address and before its floor is replaced, its kind kept
    assert "서울 강남구 B, C빌딩 14층에" in out, out


def test_a_nickname_the_judgment_introduces_is_replaced_in_a_later_quote() -> None:
    text = (
        "피고인 표진석은 '곰돌이'라는 별명으로 불린다. 피고인 표진석은 \"곰돌이가 오늘 참는다\"고 말하였다."
    )
    out = _court(text, _model(text, ("표진석", "내국인이름", 1.0), ("곰돌이", "닉네임", 1.0)))
    assert "곰돌이" not in out and '"B가 오늘 참는다"' in out, out


def test_a_companys_short_name_with_hoesa_is_its_name_before_its_descriptor() -> None:
    text = (
        "원고        주식회사 한결건설\n"
        "종합건설업체이고, 원고(이하 ‘한결 회사’라 한다)는 전문건설업체이다. 대성 회사는 한결 회사와 계약을 "
        "체결하였고, 한결 회사는 그 뒤로 한결같이 공정을 앞당기려 노력하였다."
    )
    out = _court(text, _model(text, ("한결건설", "건설업체", 1.0)))
    assert "한결 회사" not in out and "A 회사와 계약을" in out, out
    # the adverb stays
    assert "한결같이 공정을" in out, out


def test_a_given_name_that_is_a_noun_after_a_modifier_is_the_noun() -> None:
    text = (
        "원고 임보람은 반환을 요청하였으나 아무런 보람이 없었다. 보람이는 다시 요청하였다. 피고 심바위는 "
        "경계 표지로 쓰인 큰 바위가 있다고 주장한다. 착한 바위야, 들어라."
    )
    model = _model(text, ("임보람", "내국인이름", 1.0), ("심바위", "내국인이름", 1.0))
    out = _court(text, model)
    assert "아무런 보람이 없었다" in out and "쓰인 큰 바위가 있다고" in out, out
    assert "A는 다시 요청하였다" in out and "착한 B야" in out, out


def test_a_model_name_that_is_one_adverb_is_dropped() -> None:
    text = "한결 회사는 그 뒤로 한결같이 공정을 앞당기려 노력한 것으로 보인다."
    out = _court(text, _model(text, ("한결같이", "내국인이름", 0.41)))
    assert "한결같이 공정을" in out, out


def test_a_town_before_a_direction_or_where_someone_lives_is_replaced() -> None:
    text = (
        "교차로를 도마동 방향에서 탄방동 방향으로 진행하다가 창고동 방향으로 꺾었다. 원고는 동대리에 거주하면서 "
        "농사를 지었고, 이웃 마을 목천리에 사는 정미소 주인에게 팔았다. 돼지는 우리에 사는 동물이다."
    )
    found = [s.text for s in dong_address_spans(text)]
    assert found == ["도마동", "탄방동", "동대리", "목천리"], found


def test_a_companys_name_glued_before_a_number_in_a_table_stops_at_the_number() -> None:
    text = "순번거래처사업자등록번호대표자\n1주식회사대성메탈214-86-12341최동혁352,000,000"
    assert [s.text for s in company_form_spans(text)] == ["대성메탈"]


def test_a_known_name_anywhere_in_a_row_without_blanks_is_replaced() -> None:
    text = (
        "원 고 길소연 (620701-1322549)\n원고 길소연은 일조권 침해를 주장한다. 길소연은 측정을 의뢰하였다.\n"
        "측정지점원고측정참가인측정\n원고주택거실창길소연길소연4시간10분0시간40분\n식당출입구길소연3시간50분"
    )
    out = _court(text, _model(text, ("길소연", "내국인이름", 1.0)))
    assert "길소연" not in out, out
    assert "거실창AA4시간10분" in out and "식당출입구A3시간50분" in out, out


def test_a_business_quoted_with_its_head_in_brackets_and_a_list_of_quoted_ids() -> None:
    text = "건축설계는 '푸른집설계'(대표 건축사 용기백)가 맡았다."
    out = _court(text, [])
    assert "푸른집" not in out and "'A'(대표 건축사 B)가" in out, out
    text = "피고인들은 회원 아이디 'sky77', 'hjk2', '나비부인' 등으로부터 돈을 받았다."
    assert [s.text for s in online_name_spans(text)] == ["sky77", "hjk2", "나비부인"]


def test_a_given_name_with_the_familiar_i_and_an_elders_title_is_the_person() -> None:
    text = (
        '원 고 우태양 (680509-1722140)\n원고와 동석한 한솔기는 "태양이 형이 대리를 불렀다고 했는데 앱 화면은 '
        '못 봤다"고 진술하였다. 그날 태양이 뜨거웠다. 피고인 장민수는 장군이 되었다.'
    )
    model = _model(
        text, ("우태양", "내국인이름", 0.9), ("한솔기", "내국인이름", 1.0), ("장민수", "내국인이름", 1.0)
    )
    out = _court(text, model)
    # one letter for 우태양 and "태양이 형" (the name ends like the title 양, which is no title here)
    assert '"A 형이 대리를' in out, out
    # the sun and a general stay: no surname 태 or 장 with a title glued to it
    assert "그날 태양이 뜨거웠다" in out and "장군이 되었다" in out, out


def test_the_occupation_after_a_partys_registration_number_stays() -> None:
    text = "피  고  인    1. 윤보람 (980723-2345678), 바리스타\n         주거 서울 마포구 독막로 12"
    model = _model(text, ("윤보람", "내국인이름", 1.0), ("바리스타", "빌딩", 0.98))
    out = _court(text, model)
    assert "(주민등록번호 생략), 바리스타\\n" in out.replace("\n", "\\n"), out


def test_names_ending_like_titles_and_given_names_before_a_persons_particles() -> None:
    text = (
        "이 사건 헬스장 매니저 구태양도 'S는 회원을 세게 몰아붙이는 편'이라고 진술하였다. 원고의 배우자 윤꽃님은 "
        "생계가 어려워졌다고 진술하였다. 피고는 김미소에게 주 4일, 이하나와 미소에게는 주 3일을 배정하였다. "
        "밝은 미소가 번졌다."
    )
    model = _model(
        text,
        ("구태", "내국인이름", 1.0),
        ("윤꽃님", "내국인이름", 0.99),
        ("김미소", "내국인이름", 0.8),
        ("이하나", "내국인이름", 0.8),
    )
    out = _court(text, model)
    assert "매니저 A도" in out and "배우자 B는" in out, out
    assert "D와 C에게는 주 3일" in out and "밝은 미소가" in out, out


def test_aliases_after_ilmyeong_and_the_sky_of_idioms() -> None:
    text = (
        "피고인 표진우(일명 '깡통')와 도준영(일명 '꼬마')은 수금 담당자 '깡통', '꼬마'의 이름을 적었다. 피해자 "
        "여민혁(일명 '생쥐', 23세)은 \"생쥐 집에 찾아가서\"라는 말을 들었다. 속칭 '기획부동산' 회사"
    )
    out = _court(text, [])
    for alias in ("깡통", "꼬마", "생쥐"):
        assert alias not in out, (alias, out)
    assert "속칭 '기획부동산' 회사" in out, out
    # a kind of crime so called is no alias (the validation split)
    text = "전화대출사기(일명 '보이스피싱')범행을 공모하였다."
    assert _court(text, []) == text
    text = (
        "원고 정하늘은 이혼을 청구하였다. 원고에게는 하늘이 무너지는 것 같은 고통이 있었다. 하늘이는 울었다. "
        '청구인은 "하늘이 두 쪽 나도 안 된다"고 말했다.'
    )
    out = _court(text, _model(text, ("정하늘", "내국인이름", 1.0)))
    assert "하늘이 무너지는" in out and "하늘이 두 쪽" in out and "A는 울었다" in out, out


def test_an_address_note_with_its_lot_number_is_replaced() -> None:
    text = (
        "원    고    봉사랑 (700101-1234567)\n"
        "               경기 성남시 분당구 정자일로 95, 305동 701호(정자동 178, 느티마을3단지)\n"
    )
    model = _model(
        text,
        ("봉사랑", "내국인이름", 0.9),
        ("정자일로 95", "구아래주소", 0.99),
        ("305", "동", 0.9),
        ("701", "호실", 0.9),
    )
    out = _court(text, model)
    assert "정자동" not in out and "178" not in out and "느티마을" not in out, out


def test_a_quoted_place_after_its_kind_and_a_quoted_name_ending_like_a_particle() -> None:
    text = "피고인 O는 김해시 내외동 소재 카페 '온새미로'에서 피고인 A를 만났다."
    out = _court(text, _model(text, ("온새미로", "채팅어플리케이션", 0.97)))
    assert "온새미로" not in out, out
    text = "피고인은 일식당 '해오름'에서 공무원을 만났다."
    out = _court(text, [])
    assert "일식당 'A'에서" in out, out
    # a closing quote after a kind opens nothing (the validation split)
    text = '울산 중구 ‘011커피숍 커피숍\' 내에서 피해자에게 "떡집을 하면" 말하였다.'
    assert "내에서 피해자에게" in _court(text, _model(text, ("011커피숍", "커피숍", 0.9))), text


def test_known_names_in_numbered_table_rows_are_replaced() -> None:
    text = (
        "피고인 배성훈은 뇌물을 받았다. 피고인 추영길은 뇌물을 주었다. 피고인 봉지훈은 필로폰을 숨겼다.\n"
        "순번일시장소공여자수수자금액(원)방법\n"
        "22020.12.20.-추영길배성훈15,000,000정가람 계좌\n"
        "32023.1.7.대마5g500,000인천 미추홀구 인하로 100 버스정류장 벤치 아래봉지훈\n"
    )
    model = _model(
        text, ("배성훈", "내국인이름", 1.0), ("추영길", "내국인이름", 1.0), ("봉지훈", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for name in ("배성훈", "추영길", "봉지훈"):
        assert name not in out, (name, out)


def test_a_one_syllable_given_name_with_the_familiar_i_is_the_person() -> None:
    text = (
        '상대방 박봄은 막내이다. "봄이는 집 필요 없어"라는 메시지를 보냈다. 봄이 왔다. 피상속인은 박솔을 어릴 '
        '때부터 "솔이"라고 불렀고, "솔이가 아버지를 업고" 다녔다. 솔이 무성했다.'
    )
    out = _court(text, _model(text, ("박봄", "내국인이름", 1.0), ("박솔", "내국인이름", 1.0)))
    assert '"A는 집 필요 없어"' in out and '"B"라고 불렀고' in out and '"B가 아버지를' in out, out
    # the subject's 이 before a blank: spring and the pine
    assert "봄이 왔다" in out and "솔이 무성했다" in out, out


def test_given_names_that_are_words_before_a_title_with_nim_or_ssi_are_the_person() -> None:
    text = (
        '피고 석나래는 정육점을 운영한다. 직원은 "순대를 발견하고 나래 사장님께 말씀드렸더니"라고 증언하였다. '
        "피해자 연하나는 버스에 탔다. 기사님이 '하나 씨 괜찮아요?'라고 물었다. 하나 씨앗을 심었다. "
        '피고인 표솔은 단톡방에 있었다. F가 "네 형님, 솔 님한테도 개인 톡 넣을게요."라고 답했다.'
    )
    model = _model(
        text, ("석나래", "내국인이름", 1.0), ("연하나", "내국인이름", 1.0), ("표솔", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "A 사장님께" in out and "'B 씨 괜찮아요?'" in out and "C 님한테도" in out, out
    assert "하나 씨앗을" in out, out


def test_a_drugs_street_name_after_ilmyeong_is_no_alias() -> None:
    text = "메트암페타민(일명 '필로폰', 이하 '필로폰'이라 한다)을 판매하였다. 드라퍼가 필로폰을 숨겼다."
    assert _court(text, []) == text


def test_a_surname_with_yeosa_is_the_only_full_name_with_it() -> None:
    text = '채권자 엄정희는 돈을 빌려주었다. 휴대전화에는 엄정희가 "계모임 엄여사"로 저장되어 있었다.'
    out = _court(text, _model(text, ("엄정희", "내국인이름", 0.8)))
    assert '"계모임 A여사"로' in out, out


def test_a_party_named_in_the_header_is_replaced_everywhere_however_rarely_marked() -> None:
    body = "".join(
        f"{i}. 피고 강민호, 나래는 연대하여 지급하라. 사내이사 나래, 사외이사 조명수가 출석하였다.\n"
        for i in range(4)
    )
    text = "피    고    1. 강민호 (700101-1234567)\n            2. 나래\n주 문\n" + body
    i = text.index("나래")
    model = _model(text, ("강민호", "내국인이름", 0.9), ("조명수", "내국인이름", 0.9))
    model.append(make_span(text, i, i + 2, "내국인이름", 0.9))
    out = _court(text, model)
    assert "나래" not in out, out


def test_chat_speakers_by_given_name_and_iso_time_stamps() -> None:
    text = (
        "피고인 반석우는 대표이사이다. 근로자 김솔은 개발자이다.\n"
        "[2023-09-27 19:04] 석우: 다들 알겠어요. 투자가 11월로 밀렸어요.\n"
        "[2023-09-27 19:07] 솔: 저도 월세가 있어서요. 비율 솔:물 = 1:2"
    )
    i = text.index("2023-09-27")
    model = _model(text, ("반석우", "내국인이름", 1.0), ("김솔", "내국인이름", 1.0))
    model.append(make_span(text, i, i + 10, "휴대폰번호", 1.0))
    out = _court(text, model)
    assert "[2023-09-27 19:04] A: 다들" in out and "[2023-09-27 19:07] B: 저도" in out, out
    assert "비율 솔:물" in out, out


def test_a_short_name_that_reads_as_a_verbs_modifier_stays_after_a_case_particle() -> None:
    text = "원고 주식회사 대한건설은 공사를 하였다. 대한 회사는 돈을 받지 못하였다. 이에 대한 회사의 입장은 없었다."
    out = _court(text, _model(text, ("대한건설", "건설업체", 1.0)))
    assert "A 회사는 돈을" in out and "이에 대한 회사의 입장" in out, out


def test_header_parties_whose_names_are_words_or_end_like_titles() -> None:
    text = (
        "원    고    1. 장미 (580101-2345678)\n            2. 임금님 (600202-1234567)\n"
        "원고 임금님에게 21,730,500원을 지급하라. 원고 임금님이 보상협의 과정에서 동의하였다.\n"
        "1) 원고 장미: 4,812㎡ × 43,580원\n"
    )
    out = _court(text, [])
    assert "임금님" not in out and "장미" not in out, out
    assert "원고 B가 보상협의" in out, out
