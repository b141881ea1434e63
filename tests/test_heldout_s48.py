"""Fixes from the new-user trials of the README's twenty-seventh session (2026-12-07: used-goods fraud, a farmland
boundary, a local election, a pyramid scheme, a prison assault, a cram school, an inheritance, a data breach) and
from the leaks the twenty-sixth session's trials still left. The model spans are the ones the shipped model gave on
each text (label, extent, score), so each test runs the real rules and renderer on what the model really did; no
model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.spans import make_span


def test_a_vietnamese_given_name_with_si_and_two_particles_in_a_quotation() -> None:
    # "투 씨한테는" (한테 + 는) was left: only one particle after 씨 was read
    text = (
        "수사보고(요양쉼터 근무자 응우옌 티 투(Nguyen Thi Thu) 진술 청취). "
        '도경애는 "투 씨한테는 말하지 마요"라고 하였다.'
    )
    model = _model(
        text,
        ("응우옌 티 투", "외국인이름", 0.99),
        ("Nguyen Thi Thu", "외국인이름", 0.98),
        ("도경애", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "투 씨" not in out and '"A 씨한테는' in out, out


def test_the_surname_han_with_the_title_its_full_name_holds_in_the_same_sentence() -> None:
    # "한 간호사" (한 also reads "one") was left though 간호사 한소망 opens the sentence; a date's points do not
    # end the sentence
    text = (
        "간호사 한소망이 2022. 11. 4. 06:40경 망인의 의식 저하를 발견하였고, 한 간호사가 강 과장에게 다시 "
        "보고하였다. 병동에는 간호사가 많았는데, 그중 한 간호사가 이를 보았다고 한다. 간호사 한미래는 "
        "출근하지 않았다. 한 간호사가 갔다."
    )
    model = _model(text, ("한소망", "내국인이름", 0.8), ("한미래", "내국인이름", 1.0))
    out = _court(text, model)
    assert "발견하였고, A 간호사가" in out, out
    # one of them, and a sentence the full name is not in, stay words
    assert "그중 한 간호사가" in out and out.endswith("한 간호사가 갔다."), out


def test_a_signature_after_an_emoticon_and_a_dash_keeps_the_signs() -> None:
    # the model read "^^ -윤" as a nickname: the signs were lost and the signature got a letter of its own
    text = (
        "피고인 윤재석은 공인중개사이다. 피고인 윤재석은 피해자에게 "
        '"중도금은 금요일까지요~ ^^ -윤실장"이라는 문자메시지를 보냈다.'
    )
    model = _model(text, ("윤재석", "내국인이름", 1.0), ("^^ -윤", "닉네임", 0.82))
    out = _court(text, model)
    assert '"중도금은 금요일까지요~ ^^ -A실장"' in out, out
    # (and with the words before the emoticon in a name's span, which a later step had dropped whole)
    model = _model(text, ("윤재석", "내국인이름", 1.0), ("금요일까지요~ ^^ -윤", "내국인이름", 0.7))
    out = _court(text, model)
    assert '"중도금은 금요일까지요~ ^^ -A실장"' in out, out


def test_a_given_name_before_the_copula_of_whoever_in_a_quotation() -> None:
    # "현우인지 뭔지" of 황보현우 was left: a given name written alone took no copula
    text = (
        "원고는 피고들에게 황보현우를 신규임차인으로 주선하였다. "
        '피고 강대호는 유나연에게 전화하여 "현우인지 뭔지 그 사람 돈 없잖아"라고 말하였다.'
    )
    model = _model(
        text, ("황보현우", "내국인이름", 1.0), ("강대호", "내국인이름", 1.0), ("유나연", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "현우" not in out and '"A인지 뭔지 그 사람' in out, out


def test_a_surname_and_title_before_a_particle_of_two_syllables_or_more() -> None:
    # "강 대리로부터" was left while "강 대리는", "강 대리에게" had the person's letter
    text = (
        "피고인은 성명불상자 '최 실장', '강 대리'와 함께 범행하였다. 피고인은 광고를 보고 연락하여, 강 대리로부터 "
        "대가를 약속받았다. 피고인은 체크카드를 강 대리에게 보냈다. 김 대리점은 이 사건과 무관하다."
    )
    out = _court(text, _model(text))
    assert "강 대리" not in out and "B 대리로부터" in out, out
    assert "김 대리점은" in out, out  # a word, not a title, after the surname


def test_a_numbered_village_beside_its_legal_one() -> None:
    # "봉강1리 마을회관" and "합송2리 마을회관" were left (an administrative village cut from the legal 리)
    text = (
        "원고는 봉강리 이장 변덕수에게 이의를 제기하였고, 변 이장은 2022. 4. 3. 봉강1리 마을회관에서 협의를 "
        "주선하였다. 피고인은 합송2리 이장이다. 본관2동 건물1동은 그대로 두었다."
    )
    out = _court(text, _model(text, ("봉강리", "군아래주소", 0.93), ("변덕수", "내국인이름", 1.0)))
    assert "봉강1리" not in out and "합송2리" not in out, out
    assert "본관2동 건물1동은" in out, out


def test_a_town_before_an_address_written_alone_and_in_a_list_with_middle_dots() -> None:
    # "은산면" stood before the model's "은산리 203"; alone and in "(규암면·은산면·외산면)" it was left
    text = (
        "피고인은 부여군의회 가선거구(규암면·은산면·외산면) 의원선거에 출마하였다. 피고인은 같은 날 12:00경 "
        "은산면 은산리 203에 있는 식당에서 주민들에게 돈을 주었다. 은산면 부녀회장 문영란도 그 자리에 있었다."
    )
    model = _model(
        text, ("규암면", "주소", 0.65), ("은산리 203", "주소", 0.99), ("문영란", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "은산면" not in out and "외산면" not in out, out


def test_surnames_with_the_titles_of_an_old_man_an_appraiser_and_a_prison_doctor() -> None:
    # "성 노인(성기택)", "윤 감정인", "염 의무관" were left beside the full names; "방지원 의무관" the model never read
    text = (
        '피고인은 피해자에게 "옆 과수원 주인 성 노인(성기택)이 경계를 넘었다"고 말하였다. 이 법원의 측량감정인 '
        "윤슬기의 측량감정 결과에 의하면 경계는 그대로이고, 윤 감정인은 이 법정에서 같은 취지로 진술하였다. "
        "1. 의료과 진료기록(공중보건의 염태준 작성). 염 의무관의 소견상 화상이 빨리 아문 점을 참작한다. "
        "피해자는 의료과에서 방지원 의무관에게 봉합 처치를 받았다. 방 의무관은 진료기록에 이를 적었다."
    )
    model = _model(
        text, ("성기택", "내국인이름", 1.0), ("윤슬기", "내국인이름", 1.0), ("염태준", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for left in ("성 노인", "윤 감정인", "염 의무관", "방지원", "방 의무관"):
        assert left not in out, (left, out)
    assert "A 노인(A)이" in out and "B 감정인은" in out and "C 의무관의" in out, out
    assert "D 의무관에게" in out and "D 의무관은" in out, out


def test_a_foreigners_korean_name_in_brackets_is_the_same_person() -> None:
    # "(한국명 위대윗)" was left; "Sarah Kim(한국명 김세라" had the word 한국명 lettered as the person and the
    # Korean name another letter; "Mr. Ma" was left
    text = (
        '원고 교회 선교사인 David K. Whitfield(한국명 위대윗)도 "Mr. Ma와 악수하며 경계를 정했다"고 진술하였다. '
        "피고인은 피해자 Sarah Kim(한국명 김세라, 여, 41세)에게 이메일을 보냈다. 김세라는 이를 믿었다."
    )
    model = _model(
        text,
        ("David K. Whitfield", "URL", 0.99),
        ("Sarah Kim", "외국인이름", 0.8),
        ("한국명 김세라", "내국인이름", 0.8),
    )
    out = _court(text, model)
    assert "위대윗" not in out and "Mr. Ma" not in out and "김세라" not in out, out
    assert "A(한국명 A)도" in out and "C(한국명 C, 여, 41세)" in out and "C는 이를" in out, out


def test_an_english_honorific_before_a_surname_is_the_person() -> None:
    text = '피해자 James Wilson은 피고인에게서 "Sorry, Mr. Wilson, 내일 꼭 드릴게요"라는 문자메시지를 받았다.'
    out = _court(text, _model(text, ("James Wilson", "외국인이름", 0.99)))
    assert "Wilson" not in out and '"Sorry, Mr. A, 내일' in out, out


def test_the_english_first_name_of_a_nickname_with_the_korean_surname_written_alone() -> None:
    # "줄리아는" was left beside the nickname "줄리아 엄" (an English name and the surname 엄)
    text = (
        "그중 팀장인 엄수정(일명 '줄리아 엄', 이하 '엄 팀장')이 피해자 모집을 총괄하였다. "
        "엄 팀장, 즉 줄리아는 수사 단계에서 범행을 부인하였다."
    )
    model = _model(text, ("엄수정", "내국인이름", 0.8), ("줄리아 엄", "닉네임", 0.87))
    out = _court(text, model)
    assert "줄리아" not in out, out


def test_a_professional_office_glued_to_its_kind() -> None:
    # "새한측량설계사무소" was left: the model read nothing there
    text = (
        "이 법원의 측량감정인 윤슬기(새한측량설계사무소 소속 지적기사)의 측량감정 결과에 의하면 경계는 그대로이다. "
        "원고는 화인종합건축사사무소와 설계계약을 맺었다. 현장사무소는 철거되었다."
    )
    out = _court(text, _model(text, ("윤슬기", "내국인이름", 0.8)))
    assert "새한" not in out and "화인" not in out, out
    assert "B측량설계사무소 소속" in out and "C종합건축사사무소와" in out and "현장사무소는" in out, out


def test_a_full_name_before_a_title_read_as_a_business_is_a_person() -> None:
    # the model read 나경배 as a driving service and a restaurant, so "나 후보" (나 also "I") stood alone
    text = (
        "피고인은 더불어민주당 후보 나경배의 선거사무소 조직국장이다. 피고인은 나경배 후보를 당선되게 할 목적으로 "
        '금품을 제공하였다. 피고인은 "나 후보님 당선되면 잘 부탁한다"는 말을 들었다. 다만 나 후보가 낙선하였다.'
    )
    second = text.index("나경배", text.index("나경배") + 1)
    model = [
        *_model(text, ("나경배", "대리운전회사", 0.66)),
        make_span(text, second, second + 3, "식당", 0.78),
    ]
    out = _court(text, model)
    assert "나 후보" not in out and "나경배" not in out, out
    assert '"A 후보님 당선되면' in out and "다만 A 후보가" in out, out


def test_a_listed_name_before_an_item_that_describes_the_next_person() -> None:
    # "이판돌" was left: the item after it opens with words describing the person, not with the name
    text = "피고인은 마을 주민 김복순, 이판돌, 베트남 출신 결혼이주여성 응우옌 티 흐엉 등 12명에게 음식물을 제공하였다."
    model = _model(text, ("김복순", "내국인이름", 1.0), ("응우옌 티 흐엉", "내국인이름", 0.99))
    out = _court(text, model)
    assert "이판돌" not in out and "마을 주민 A, B, 베트남 출신" in out, out


def test_the_columns_of_investors_and_children() -> None:
    # "석준" under 투자자 and "서아", "지호" under 자녀 were left
    text = (
        "[별지] 범죄일람표\n순번\t투자일\t투자자\t금액(원)\n1\t2021. 5. 11.\t배수정\t11,000,000\n"
        "2\t2022. 1. 7.\t석준\t55,000,000\n\n순번\t결제일\t학부모\t자녀\t결제 내역\n"
        "1\t2023. 2. 3.\t오민경\t서아\t카드 결제\n2\t2023. 3. 10.\t남기훈\t지호\t계좌 송금\n"
    )
    model = _model(
        text, ("배수정", "내국인이름", 1.0), ("오민경", "내국인이름", 1.0), ("남기훈", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for left in ("석준", "서아", "지호"):
        assert left not in out, (left, out)


def test_an_address_stem_before_an_area_word() -> None:
    # "동탄 지역" was left beside "화성시 동탄대로 537"; a city before 지역 stays
    text = (
        "피고인 추상미\n주거 경기도 화성시 동탄대로 537, 1609호\n"
        "피고인은 2022. 3.경부터 동탄 지역 '추 이사'로 활동하였고, 수원 지역에서도 세미나를 열었다."
    )
    out = _court(text, _model(text, ("추상미", "내국인이름", 1.0), ("동탄대로 537", "시아래주소", 0.99)))
    assert "동탄" not in out and "수원 지역에서도" in out, out


def test_a_given_name_that_is_a_verb_after_a_kin_word_and_before_hak_saeng() -> None:
    # "딸 지우도" and "지우 학생" of 엄지우 were left (지우 is also the stem of 지우다); "기록을 지우고" stays
    text = (
        "피해자 임순영의 딸 엄지우는 간호학과 3학년이었다. 순영맘: 우리 딸 지우도 가입시켜 주세요\n"
        '차 본부장은 "지우 학생, 엄마가 이사 되시면 다 해결돼요"라고 답하였다. 피고인은 기록을 지우고 달아났다.'
    )
    out = _court(text, _model(text, ("임순영", "내국인이름", 1.0), ("엄지우", "내국인이름", 1.0)))
    assert "지우도" not in out and "지우 학생" not in out and "기록을 지우고" in out, out


def test_a_nickname_called_since_childhood_and_with_a_kin_word() -> None:
    # "'똘이'라고 불렀고" was left; "'똘이 삼촌'" became one nickname and lost 삼촌
    text = (
        "피고인은 망인의 차남이다. 가족들은 피고인을 어릴 때부터 '똘이'라고 불렀고, 조카들은 피고인을 "
        "'똘이 삼촌'이라 불렀다."
    )
    out = _court(text, _model(text))
    assert "똘이" not in out and "'A'라고 불렀고" in out and "'A 삼촌'이라" in out, out


def test_a_short_name_the_judgment_gives_an_unnamed_person() -> None:
    # "(이하 '재키'라 한다)" of an unnamed buyer was left three times; a defined word stays
    text = (
        "피고인은 텔레그램에서 'Jacky_Wong'이라는 계정을 사용하는 성명불상의 구매자(이하 '재키'라 한다)에게 "
        "메시지를 보낸 다음, 재키로부터 비트코인을 받았다. 발명이 속하는 기술분야에서 통상의 지식을 가진 "
        "남자(이하 '성명불상남'이라 한다)는 나타나지 않았다."
    )
    out = _court(text, _model(text, ("Jacky_Wong", "아이디", 0.99)))
    assert "재키" not in out and "'성명불상남'" in out, out


def test_a_surname_and_title_is_not_the_speaker_nor_the_subject_before_it() -> None:
    # the victim 박정숙 ("박 원장") was given the defendant 박지훈's letter at four places
    text = (
        "피고인 박지훈은 '새봄피아노학원'을 운영하는 피해자 박정숙의 학원에서 강사로 일하던 사람이다. "
        '그 대화 중에는 박지훈이 "은비야, 박 원장 카드로 결제한 거 오늘 빼놔"라고 보낸 메시지, 최은비가 "오빠, '
        '박 원장이 눈치챈 것 같아"라고 답한 메시지가 있다.\n(4) 피해자 박정숙: 피고인 박지훈은 박 원장의 학원 '
        "법인카드 번호를 몰래 알아내었다."
    )
    model = _model(
        text, ("박지훈", "내국인이름", 1.0), ("박정숙", "내국인이름", 1.0), ("최은비", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert out.count("C 원장") == 3 and "A 원장" not in out, out


def test_a_surname_and_title_is_the_one_the_judgment_writes_with_that_title() -> None:
    # "민 사장님" (the sister, 대표이사 민경희) had the candidate 민경수's letter; "배 이사" in the table the nearer
    # investor 배수정's, though "배진우는 '배 이사'로" named him; "권 회장" after the sister 권미숙's account hers
    text = (
        "피고\t1. 민경수\n\t2. 주식회사 하늘기획\n\t대표이사 민경희\n이유\n피고 회사는 피고 민경수의 동생인 민경희가 "
        '대표이사로 있는 회사이다.\n- 2022. 3. 5. 피고 민경수: "은비야, 선거 끝나면 챙겨줄게"\n'
        '- 2022. 4. 22. 원고: "삼촌, 민 사장님이 하늘기획 통장으로 보내주신다던 돈 언제 와요?"\n'
        "피고인 권태식은 투자자들 사이에서 '권 회장' 또는 '태식이 형'으로 불렸다. 하위 모집책 배진우는 '배 이사'로 "
        '불렸다. 피해자는 같은 날 피고인의 여동생 권미숙 명의의 계좌로 돈을 보냈다. 피고인은 "걱정 마라. 권 회장이 '
        '책임진다"고 답하였다. 1. 증인 배수정의 법정진술\n순번\t투자자\t모집책\n1\t배수정\t배 이사\n'
    )
    model = _model(
        text,
        ("민경수", "내국인이름", 1.0),
        ("민경희", "내국인이름", 1.0),
        ("권태식", "내국인이름", 1.0),
        ("배진우", "내국인이름", 1.0),
        ("권미숙", "내국인이름", 1.0),
        ("배수정", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert '"삼촌, C 사장님이' in out, out
    assert "'D 회장'" in out and '"걱정 마라. D 회장이' in out, out
    assert "E는 'E 이사'로" in out and "1\tG\tE 이사" in out, out


def test_a_surname_and_title_the_judgment_says_is_the_full_name_written_after_it() -> None:
    # guard: "'이 실장'은 피고인 이상철을 가리킨다" links both mentions to 이상철 though 이상미 is written too
    text = (
        "피고인 이상철은 피고인의 누나 이상미 명의의 계좌로 돈을 받았다.\n1. 증인 최은비의 법정진술 - 최은비는 "
        "\"이 실장이라는 사람이 텔레그램 링크를 줬다\"고 진술하였다. 여기서 '이 실장'은 피고인 이상철을 가리킨다."
    )
    model = _model(
        text, ("이상철", "내국인이름", 1.0), ("이상미", "내국인이름", 1.0), ("최은비", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert '"A 실장이라는' in out and "'A 실장'은 피고인 A를" in out, out


def test_a_cafe_named_after_the_word_cafe_and_a_branch_after_a_convenience_store() -> None:
    # "카페 라온 앞에서" and "GS25 편의점 고잔점 앞에" were left; "카페 안에서" and "커피숍 카페에서" stay words
    text = (
        '피고인은 피해자에게 "카페 라온 앞에서 만나 드릴게요"라고 하였다. 피고인은 "회사 일이 바빠 GS25 편의점 '
        '고잔점 앞에 맡겨 둘게요"라고 하였다. 피해자는 카페 안에서 기다렸고, 011커피숍 카페에서 돈을 건넸다.'
    )
    out = _court(text, _model(text, ("GS25", "편의점", 0.85)))
    assert "라온" not in out and "고잔점" not in out, out
    assert "카페 안에서" in out and "커피숍 카페에서" in out, out


def test_a_vietnamese_name_in_one_word_beside_one_written_in_words() -> None:
    # "통역인 레티투" was left: the judgment never says 베트남, but writes "응우옌 반 훙"
    text = "1. 응우옌 반 훙에 대한 경찰 진술조서(통역인 레티투 참여)"
    out = _court(text, _model(text, ("응우옌 반 훙", "외국인이름", 0.99)))
    assert "레티투" not in out and "(통역인 B 참여)" in out, out


def test_an_american_street_in_hangul_and_a_korean_name_field_read_as_a_nickname() -> None:
    # "레드우드 드라이브 2204" was left; "한국" of "(한국 이름 박민재)" became a letter of its own
    text = (
        "상대방\t제임스 박\n주소 미국 캘리포니아주 어바인시 레드우드 드라이브 2204\n"
        "차녀는 미국에서 사망하여 그 아들인 상대방 제임스 박(한국 이름 박민재)이 대습상속인이 되었다."
    )
    model = _model(
        text, ("제임스 박", "외국인이름", 0.9), ("한국", "닉네임", 0.82), ("박민재", "내국인이름", 0.93)
    )
    out = _court(text, model)
    assert "레드우드" not in out and "2204" not in out, out
    assert "상대방 A(한국 이름 A)이" in out or "상대방 A(한국 이름 A)가" in out, out


def test_consumer_products_in_a_table_of_items_name_no_one() -> None:
    # the model read "에어팟", "다이슨" and "플레이스테이션 5" of a 범죄일람표 as a person, a company and an address
    text = (
        "순번\t일시\t피해자\t물품\t금액\n1\t2023. 3. 15.\t이도윤\t에어팟 프로 2세대\t230,000\n"
        "2\t2023. 4. 2.\t김하람\t다이슨 청소기\t410,000\n3\t2023. 5. 9.\t최서진\t플레이스테이션 5\t520,000\n"
    )
    model = _model(
        text,
        ("이도윤", "내국인이름", 1.0),
        ("김하람", "내국인이름", 1.0),
        ("최서진", "내국인이름", 1.0),
        ("에어팟", "내국인이름", 0.79),
        ("다이슨", "기업명", 0.83),
        ("플레이스테이션 5", "구이하주소", 0.87),
    )
    out = _court(text, model)
    for kept in ("에어팟 프로 2세대", "다이슨 청소기", "플레이스테이션 5"):
        assert kept in out, (kept, out)


def test_a_branch_after_a_convenience_store_glued_to_its_kind() -> None:
    text = '피고인은 "회사 일이 바빠 행복편의점 고잔점 앞에 물건을 맡겨 둘게요"라고 하였다.'
    out = _court(text, _model(text, ("행복", "편의점", 0.99)))
    assert "고잔" not in out and "행복" not in out, out


def test_a_name_the_model_read_inside_a_noun_before_a_particle() -> None:
    # "의예" of "의예과에" (0.21) became a person, "Q과에", and spread to "'서울대 Q와 재학'"
    text = (
        "피고 장민혁은 자신의 프로필에 '서울대 의예과 재학, 수능 수학 만점'이라고 적었다. 그런데 피고 장민혁은 "
        "서울대학교 의예과에 재학한 사실이 없다. 피해자 한기에게 돈을 보냈다."
    )
    second = text.index("의예과에")
    model = [
        *_model(text, ("장민혁", "내국인이름", 1.0), ("한기", "내국인이름", 0.9)),
        make_span(text, second, second + 2, "내국인이름", 0.21),
    ]
    out = _court(text, model)
    assert "서울대 의예과 재학" in out and "서울대학교 의예과에" in out, out
    assert "피해자 B에게" in out, out  # a name that ends where its particle starts stays


def test_a_partys_number_and_a_letter_spaced_division_heading_are_the_courts_words() -> None:
    # "청구인 1과 같음" became "청구인 G와 같음" and "제 1 5 민 사 부" "제 1 A 민 사 부"
    text = "서 울 가 정 법 원\n제 1 5 민 사 부\n청구인 2. 하준서\n                  주소 위 청구인 1과 같음\n"
    text += "피고 의결은 소외 25 회사가 입찰에 들러리로 참여하였다고 보았다.\n"
    model = _model(text, ("5", "구이하주소", 0.63), ("하준서", "내국인이름", 0.9))
    one = text.index("청구인 1과") + 4
    second = text.index("25")
    model += [
        make_span(text, one, one + 1, "구이하주소", 0.7),
        make_span(text, second, second + 2, "호실", 0.5),
    ]
    out = _court(text, model)
    assert "제 1 5 민 사 부" in out and "청구인 1과 같음" in out and "소외 25 회사" in out, out


def test_a_class_name_ending_in_ban_is_no_person() -> None:
    # "영재반" (a gifted class; 영재 a proper noun of Mecab-ko) was lettered as a person at five places
    text = (
        '피고인 정소희는 위 학원에서 초등부 영재반 수학을 가르치는 강사이다. 피고인은 "너 같은 애는 영재반에 '
        '있을 자격이 없어"라고 말하였다. 피해 아동들은 별님반, 무지개반에 다녔다.'
    )
    second = text.index("영재반에")
    model = [
        *_model(
            text, ("정소희", "내국인이름", 1.0), ("영재반", "내국인이름", 0.92), ("별님반", "내국인이름", 0.7)
        ),
        make_span(text, second, second + 3, "내국인이름", 0.87),
    ]
    out = _court(text, model)
    assert "초등부 영재반 수학" in out and "영재반에" in out and "별님반, 무지개반" in out, out


def test_a_surveyor_by_surname_and_title() -> None:
    text = (
        "한국국토정보공사 상주지사 소속 측량사 모경태가 2022. 6. 측량한 결과는 다르다. 피고는 모 측량사가 기준점을 "
        "잘못 잡았다고 다툰다. 다른 모 측량사무소의 의견도 같다."
    )
    out = _court(text, _model(text, ("모경태", "내국인이름", 1.0)))
    assert "모 측량사가" not in out and "A 측량사가" in out, out


def test_the_surname_han_and_a_title_opening_an_item_of_evidence() -> None:
    # "1. 한 실장이 작성한 수강생 출결부" was left beside 한승연, the only 한 of the judgment
    text = (
        "증거의 요지\n1. 증인 김은정, 한승연의 각 법정진술\n1. 한 실장이 작성한 수강생 출결부\n"
        "학원에는 강사가 여럿 있었는데, 한 강사가 이를 보았다."
    )
    out = _court(text, _model(text, ("김은정", "내국인이름", 1.0), ("한승연", "내국인이름", 1.0)))
    assert "1. B 실장이 작성한" in out and "한 강사가 이를" in out, out


def test_surnames_with_the_titles_of_a_cook_a_building_representative_and_a_guard() -> None:
    # "임 주방장(임재훈)", "하 동대표", "황보 경비원" and "팽 매니저" (팽 a rare surname, no full name) were left
    text = (
        "(3) 임 주방장(임재훈)은 피고인에게 문자를 보냈다. 위 '하 동대표'는 C동 동대표인 하정숙을 가리킨다. "
        "경비원 황보영길은 늦게 왔다. 황보 경비원은 21:40경에야 현장에 도착하였다. 제시카는 담당자인 팽 매니저에게 "
        "항의하였다."
    )
    model = _model(
        text, ("임재훈", "내국인이름", 1.0), ("하정숙", "내국인이름", 1.0), ("황보영길", "내국인이름", 1.0)
    )
    out = _court(text, model)
    for left in ("임 주방장", "하 동대표", "황보 경비원", "팽 매니저"):
        assert left not in out, (left, out)


def test_the_inner_mention_of_a_definition_is_the_person_the_bracket_names() -> None:
    # "이 과장(이하 '이 과장'이라 한다, 성명 이수철)": the inner 이 과장 had the plaintiff 이정훈's letter, and the
    # definition then merged the two men
    text = (
        "원고 이정훈은 물류센터에서 일하였다. 원고는 2022. 6.경부터는 피고의 이 과장(이하 '이 과장'이라 한다, 성명 "
        "이수철)으로부터 직접 작업 지시를 받았다. 이 과장은 원고에게 전화하였다."
    )
    model = _model(text, ("이정훈", "내국인이름", 1.0), ("이수철", "내국인이름", 0.8))
    out = _court(text, model)
    assert (
        "원고 A는" in out and "B 과장(이하 'B 과장'이라 한다, 성명 B)" in out and "B 과장은 원고에게" in out
    ), out


def test_a_western_first_name_with_a_korean_surname_and_a_japanese_san() -> None:
    # "제시카 박" lost only its first name; "통역인 엘레나 박" and "사토 상한테도" were left; "마이클 존슨에게" was
    # written "K K에게"
    text = (
        "미국 국적의 제시카 박(Jessica Park)은 피고 회사의 고객이다. 제시카는 사고를 알렸다. 1. 마이클 존슨(Michael Johnson, 미국 국적, 33세)에 "
        "대한 경찰 진술조서(통역인 엘레나 박 참여). 피고인은 마이클 존슨에게 상해를 가하였다. 피고인은 사토 겐지와 "
        '다투었고, "사토 상한테도 전해라"라는 메일을 보냈다.'
    )
    second = text.index("마이클 존슨에게")
    model = [
        *_model(
            text,
            ("제시카", "외국인이름", 0.9),
            ("마이클 존슨", "외국인이름", 0.9),
            ("사토 겐지", "외국인이름", 0.99),
        ),
        make_span(text, second, second + 3, "내국인이름", 0.98),
    ]
    out = _court(text, model)
    for left in ("박(", "엘레나", "사토", "존슨"):
        assert left not in out, (left, out)
    assert "A(A)은" in out or "A(A)는" in out, out
    assert "A는 사고를" in out and "B에게 상해를" in out, out
    # (not a surname that makes a word with what follows: "산토스 레이첼 명의 토스뱅크", 명의 "in the name of")
    text = "4\t2023. 6. 8.\t바우티스타 제롬\t2,400,000\t산토스 레이첼 명의 토스뱅크 1000-2391-7745\n"
    out = _court(
        text, _model(text, ("바우티스타 제롬", "외국인이름", 0.9), ("산토스 레이첼", "외국인이름", 0.9))
    )
    assert "B 명의 " in out, out


def test_a_bank_in_a_column_of_banks_read_as_an_account() -> None:
    text = (
        "순번\t양도일\t명의인\t금융기관\t계좌번호\n1\t2023. 5. 12.\t알렉산더 김\t광주은행\t1107-021-558103\n"
        "2\t2023. 5. 19.\t알렉산더 김\t토스뱅크\t1000-4471-2286\n"
    )
    out = _court(text, _model(text, ("알렉산더 김", "외국인이름", 0.9), ("토스뱅크", "계좌번호", 0.6)))
    assert "토스뱅크" not in out, out
    # (and read as a bank, a table's cell that is a compound of the dictionary too, which had been dropped)
    out = _court(text, _model(text, ("알렉산더 김", "외국인이름", 0.9), ("토스뱅크", "은행", 0.6)))
    assert "토스뱅크" not in out, out


def test_a_golf_course_in_a_table_and_a_nickname_the_judgment_explains() -> None:
    # "빛고을컨트리클럽" of a table and "짱구" ("짱구는 장태수가 박지윤을 부르던 별명이다") were left
    text = (
        "1\t2022. 5. 14.\t전남 담양군 빛고을컨트리클럽\t골프 비용 대납\t1,120,000원\n"
        '장태수는 인스타그램에 "성남 건축과 짱구랑 라운딩"이라는 글을 올렸는데, 짱구는 장태수가 박지윤을 부르던 '
        "별명이다. 서울컨트리클럽 회원권은 없다."
    )
    out = _court(text, _model(text, ("장태수", "내국인이름", 1.0), ("박지윤", "내국인이름", 1.0)))
    assert "빛고을" not in out and "짱구" not in out and "서울컨트리클럽" in out, out


def test_the_familiar_suffix_before_how_neighbours_call_an_elder() -> None:
    # "경숙이 아줌마" and "태식이 아저씨" had become "H가 아줌마", the suffix read as the subject's 이
    text = (
        '피고인은 피해자 오경숙과 남편 권태식을 비방하였다. 피고인은 "경숙이 아줌마 가게 가지 마세요"라고 적고, '
        '"태식이 아저씨 이번에 꼭 잘라야 해요"라고 적었다.'
    )
    out = _court(text, _model(text, ("오경숙", "내국인이름", 1.0), ("권태식", "내국인이름", 1.0)))
    assert '"A 아줌마 가게' in out and '"B 아저씨 이번에' in out, out


def test_a_quoted_name_after_its_kind_gets_one_label_whatever_the_hash_seed() -> None:
    # "네이버 밴드 '광주 당일대출 모임'" was labelled 밴드 or 모임 by the order of a set, so two runs of one judgment
    # lettered it with 광주은행 or apart from it
    import os
    import subprocess
    import sys

    code = (
        "from thunder_deid_desktop.analysis.places import quoted_place_spans\n"
        "from thunder_deid_desktop.analysis.analyzer import fine_label_set\n"
        "t = \"피고인은 네이버 밴드 '광주 당일대출 모임'에 광고를 올렸다.\"\n"
        "print([s.label for s in quoted_place_spans(t, [], fine_label_set())])\n"
    )
    labels = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in range(6)
    }
    assert labels == {"['모임']"}, labels
