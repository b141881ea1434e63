"""Fixes from the new-user trials of the README's twenty-eighth session (2026-12-07: a hit-and-run, tax evasion, a
village arson, game item fraud, abuse in army barracks, smuggling through a port, research funds, a church's
property). The model spans are the ones the shipped model gave on each text (label, extent, score), so each test
runs the real rules and renderer on what the model really did; no model is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.spans import make_span


def test_a_given_name_called_with_the_vocative_that_the_dictionary_knows_as_a_full_name() -> None:
    # mecab-ko-dic knows "서진아" and "이슬아" as full names, so the vocative was not cut and the person got a
    # second letter ("X 지금" while 길서진 was P)
    text = (
        "피고인은 피해자 길서진(여, 14세)에게 거짓말하였다. 카카오톡 대화는 다음과 같다.\n"
        "   철이삼촌: 서진아 지금 가게 서버 점검 중이래\n   길서진: 삼촌 돈 보냈어요\n"
    )
    model = _model(text, ("길서진", "내국인이름", 1.0), ("서진아", "내국인이름", 0.99))
    out = _court(text, model)
    assert "A야 지금" in out and "서진" not in out, out


def test_a_full_name_read_as_such_stays_whole_when_written_with_a_particle() -> None:
    # the vocative cut needs the bare vocative everywhere: a person 서진아 written with a particle is a name
    text = "증인 서진아는 피고인 길서진의 친구이다. 서진아가 말하였다."
    model = _model(text, ("서진아", "내국인이름", 1.0), ("길서진", "내국인이름", 1.0))
    out = _court(text, model)
    assert out.startswith("증인 A는 피고인 B의 친구이다. A가"), out


def test_a_nickname_that_is_a_word_is_no_full_name_a_surname_and_rank_could_stand_for() -> None:
    # "유치원" (kindergarten), the nickname of the private 유한결, opens with the surname 유: "유 이병" had the
    # nickname's letter
    text = (
        "피해자 유한결(당시 20세)은 이등병이었다. 피고인은 피해자 유한결이 자신이 붙인 '유치원'이라는 별명에 "
        '대답하지 않았다는 이유로 때렸다. 증인 한준기는 "유 이병이 전입 한 달 만에 체중이 줄었다"고 진술하였다.'
    )
    model = _model(
        text,
        ("유한결", "내국인이름", 1.0),
        ("유치원", "닉네임", 0.97),
        ("한준기", "내국인이름", 1.0),
        ("유", "내국인이름", 0.9),
    )
    out = _court(text, model)
    assert '"A 이병이 전입' in out and "'B'라는 별명" in out, out


def test_a_chat_speaker_does_not_call_himself_by_surname_and_title() -> None:
    # "백정민: 백 실장한테 물어봐" and "위 '백 실장'은 피고인의 여동생인 백경희로서": the professor's letter went to
    # his sister, the only 백 written before the chat being the speaker
    text = (
        "피 고 인\t백정민, 교수\n이유\n대화 내용은 다음과 같다.\n 백정민: 백 실장한테 물어봐. 실장이 다 알아.\n"
        " 채준호: 네.\n위 '백 실장'은 피고인의 여동생인 백경희로서, 연구실에는 들르지 않았다. 채준호는 "
        '"백 실장님 얼굴은 못 봤습니다"라고 진술하였다.\n'
    )
    model = _model(
        text,
        ("백정민", "내국인이름", 1.0),
        ("채준호", "내국인이름", 1.0),
        ("백경희", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "A: B 실장한테" in out and "위 'B 실장'은 피고인의 여동생인 B로서" in out, out
    assert '"B 실장님 얼굴은' in out, out


def test_one_called_so_in_quotes_after_the_subject_is_still_that_subject() -> None:
    # not a chat's speaker: "배진우는 '배 이사'로 불렸다" names him so (the other 배 comes later)
    text = "하위 모집책 배진우는 '배 이사'로 불렸다. 1. 증인 배수정의 법정진술"
    model = _model(text, ("배진우", "내국인이름", 1.0), ("배수정", "내국인이름", 1.0))
    out = _court(text, model)
    assert "A는 'A 이사'로" in out, out


def test_a_bank_is_no_mention_of_the_person_its_name_calls() -> None:
    # "하나은행" keyed "하나" joined the person 금하나 called "하나" in a chat: "M 명의 Z은행 계좌" beside "Z 언니"
    text = (
        "피고인 금슬기, 금하나는 자매이다. 현금 매출은 피고인 금슬기 명의 하나은행 계좌(620-218745-33207)로 "
        "입금되었다.\n  슬기: 하나 언니한테는 말 안 했어요\n  곱창왕: 하나한테는 내가 얘기할게\n"
    )
    model = _model(
        text,
        ("금슬기", "내국인이름", 1.0),
        ("금하나", "내국인이름", 1.0),
        ("하나은행", "은행", 0.99),
        ("620-218745-33207", "계좌번호", 1.0),
        ("하나 언니", "내국인이름", 0.9),
    )
    out = _court(text, model)
    assert "B 언니한테는" in out and "B한테는" in out and "A 명의 C은행 계좌" in out, out


def test_a_foreign_names_word_defined_as_its_short_name_is_the_person_bare_too() -> None:
    # "마크 안토니 빌라누에바(이하 '마크'라 한다)": 마크 (a word too) was left eight times
    text = (
        "피고인 마크 안토니 빌라누에바(이하 '마크'라 한다)는 카페리의 필리핀 국적 조리사이다. 피고인 장바오궈는 "
        '마크에게 연락하였다. 구슬기는 "고춧가루 40포 마크 창고에 있어"라고 말하였다.\n순번\t성명\n1\t마크\n'
    )
    model = _model(
        text,
        ("마크 안토니 빌라누에바", "외국인이름", 0.99),
        ("장바오궈", "내국인이름", 1.0),
        ("구슬기", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "마크" not in out and "피고인 A(이하 'A'라 한다)" in out and "B는 A에게" in out, out


def test_the_one_syllable_given_name_of_a_two_syllable_name_as_speech_calls_it() -> None:
    # "칭이 배 들어온다", "그 칭이라는 사람", "칭 형, 세관 사람 없어?" of the sailor 류칭 were left
    text = (
        "피고인 류칭은 중국 국적 선원이다. 대화 내용은 다음과 같다.\n"
        "  마태식: 겨울아 토요일 밤에 칭이 배 들어온다.\n  이나라: 그 칭이라는 사람 믿을 수 있어?\n"
        "  한겨울: 칭 형, 세관 사람 없어?\n"
    )
    model = _model(
        text,
        ("류칭", "내국인이름", 1.0),
        ("마태식", "내국인이름", 1.0),
        ("이나라", "내국인이름", 1.0),
        ("한겨울", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "칭" not in out and "A가 배 들어온다" in out and "그 A라는 사람" in out and "A 형," in out, out


def test_a_one_syllable_given_name_that_is_also_a_word_elsewhere_is_left_to_the_model() -> None:
    # "봄이 왔다" outside speech, and 봄 a word of the text: no mark for "봄이 " in the chat either
    text = "피해자 박봄은 학생이다. 2023년 봄에 사건이 있었다.\n  엄마: 봄이 왔다 이제\n"
    model = _model(text, ("박봄", "내국인이름", 1.0))
    out = _court(text, model)
    assert "봄이 왔다" in out and "봄에" in out, out


def test_quoted_names_a_sentence_says_stand_for_witnesses_are_their_nicknames() -> None:
    # "'제이'는 … 증인 제이슨 레예스(JASON REYES)를, '알료샤'는 … 가리키는": both were left in the transcript
    text = (
        "  류칭: 그 사람 필리핀 친구 제이. 괜찮아. 제이가 망 봐.\n  한겨울: 알료샤는? 말 많잖아.\n"
        "위 녹취록에서 '제이'는 갑판원인 증인 제이슨 레예스(JASON REYES)를, '알료샤'는 러시아 국적 기관사인 증인 "
        "알렉세이 페트로프(ALEKSEI PETROV)를 각 가리키는 것으로 확인되었다.\n"
    )
    model = _model(
        text,
        ("류칭", "내국인이름", 1.0),
        ("한겨울", "내국인이름", 1.0),
        ("제이", "기업명", 0.6),
        ("제이슨 레예스", "외국인이름", 0.99),
        ("JASON REYES", "외국인이름", 0.99),
        ("알렉세이 페트로프", "외국인이름", 0.99),
        ("ALEKSEI PETROV", "외국인이름", 0.99),
    )
    out = _court(text, model)
    assert "제이" not in out.replace("제이슨", "") and "알료샤" not in out, out


def test_a_dong_in_a_pair_of_directions_that_mecab_reads_as_a_compound() -> None:
    # "고잔동 방면에서 초지동 방면으로": 초지동 (초 + 지동, 0.54) was dropped as a word and left
    text = "피고인은 승용차를 운전하여 광덕대로를 고잔동 방면에서 초지동 방면으로 진행하였다."
    model = _model(text, ("고잔동", "행정동", 0.9), ("초지동", "동", 0.54))
    out = _court(text, model)
    assert "초지동" not in out and "고잔동" not in out, out


def test_a_dong_detected_alone_is_replaced_where_speech_names_it_again() -> None:
    # "상도동 방면에서", then "어제 새벽 상도동 사고 건으로" in a call was left
    text = (
        "피고 차량은 도로를 상도동 방면에서 노량진동 방면으로 진행하였다.\n"
        "  김태식: 탁가람 씨 되시죠? 어제 새벽 상도동 사고 건으로 연락드렸습니다.\n"
    )
    model = _model(
        text, ("상도동", "위치기준", 0.7), ("김태식", "내국인이름", 1.0), ("탁가람", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "상도동" not in out and "노량진동" not in out, out


def test_the_road_of_an_address_written_alone() -> None:
    # "광덕대로 180" replaced, "광덕대로를 … 방면에서" and "피아골로 일대를" left
    text = (
        "피고인은 안산시 단원구 광덕대로 180 앞 교차로까지 운전하였다. 피고인은 광덕대로를 따라 진행하였다.\n"
        "피고 주소 구례군 토지면 피아골로 512-8\n감시원은 피아골로 일대를 순찰하였다. 평화로 가는 길이다.\n"
        "원고 주소 서울 중구 평화로 12\n"
    )
    model = _model(
        text,
        ("광덕대로 180", "구아래주소", 0.99),
        ("토지면 피아골로 512-8", "군아래주소", 0.99),
        ("평화로 12", "구아래주소", 0.99),
    )
    out = _court(text, model)
    assert "광덕대로" not in out and "피아골로" not in out, out
    assert "평화로 가는 길" in out, out  # a road that reads as a noun and 로 only before a word of roads


def test_a_surname_and_title_before_a_dialects_particle() -> None:
    # "구 이장헌티" (헌티, the dialect's 한테) was left while "구 이장" became G elsewhere
    text = '이장 구만석은 마을 회의를 열었다. 피고인은 "너두 구 이장헌티 뭐 받아먹었냐?"라고 말하였다.'
    model = _model(text, ("구만석", "내국인이름", 1.0))
    out = _court(text, model)
    assert '"너두 A 이장헌티' in out, out


def test_the_parents_in_charge_of_a_minor_party() -> None:
    # "법정대리인 친권자 부 유재원", "친권자 부 봉기태, 모 서미진": two parents left in a header
    text = (
        "배상신청인\t1. 유하람\n\t미성년자이므로 법정대리인 친권자 부 유재원\n"
        "\t2. 봉초롱\n\t미성년자이므로 법정대리인 친권자 부 봉기태, 모 서미진\n"
    )
    model = _model(
        text, ("유하람", "내국인이름", 1.0), ("봉초롱", "내국인이름", 1.0), ("봉기태", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "유재원" not in out and "서미진" not in out, out


def test_the_id_after_the_slash_of_a_column_of_games_and_ids() -> None:
    # "게임/아이디" over "리니지M / haram0502": the game became a letter, the id stayed
    text = (
        "순번\t범행일시\t피해자(나이)\t게임/아이디\t피해금액(원)\n"
        "1\t2023. 8. 3.\t유하람(14)\t리니지M / haram0502\t1,450,000\n"
        "2\t2023. 9. 29.\t채가을(15)\t리니지M / 가을하늘88\t980,000\n"
        "3\t2024. 1. 7.\t엄지호(14)\t던전앤파이터 / 지호킹\t350,000\n"
    )
    model = _model(
        text,
        ("유하람", "내국인이름", 1.0),
        ("채가을", "내국인이름", 1.0),
        ("엄지호", "내국인이름", 1.0),
        ("14)\t던", "호실", 0.66),
    )
    model = [m for m in model if m.label != "호실"]
    i = text.index("엄지호(14") + 4
    model.append(make_span(text, i, i + 2, "호실", 0.66))
    out = _court(text, model)
    assert "haram0502" not in out and "가을하늘88" not in out and "지호킹" not in out, out
    assert "(14)" in out and out.count("(14)") == 2, out  # an age after a name is no room


def test_a_plate_written_spaced_and_its_serial_alone_after_the_words_for_a_cars_number() -> None:
    # "차 번호 80바 5127 맞아요?" was left (spaced on one side only, no vehicle word), and "차 번호 6093 맞지?" beside
    # "전남 81아 6093호"; "인천80바5127호" and "80바 5127" are one car
    text = (
        "피고인은 인천80바5127호 화물차에 실었다. 화물차 전남 81아 6093호도 왔다.\n"
        '  왕하이룽: "차 번호 80바 5127 맞아요?"\n  류칭: 빨리 와. 차 번호 6093 맞지?\n'
    )
    out = _court(text, _model(text))
    assert "5127" not in out and "6093" not in out, out
    assert out.count("(차량번호 1 생략)") == 2 and "(차량번호 2 생략)" in out, out


def test_an_english_title_before_a_romanized_surname() -> None:
    # "Professor Baek told me" in an interpreted statement was left
    text = '피해자는 통역인을 통하여 "Professor Baek told me to stay"라고 진술하였다.'
    out = _court(text, _model(text))
    assert "Baek" not in out, out


def test_a_foreign_given_name_with_the_familiar_suffix_or_a_title_is_the_whole_names() -> None:
    # "라훌이가", "라훌 박사님이" and "박사후연구원 라훌 샤르마" were three letters for one postdoc
    text = (
        "학생연구원과 박사후연구원 라훌 샤르마는 인건비를 반환하였다.\n 백정민: 라훌이가 그래?\n"
        '손민지는 "라훌 박사님이 말했다"라고 진술하였다. 라훌 샤르마는 귀국하였다.'
    )
    model = _model(
        text,
        ("박사후연구원 라훌 샤르마", "내국인이름", 0.99),
        ("백정민", "내국인이름", 1.0),
        ("라훌이", "내국인이름", 0.9),
        ("손민지", "내국인이름", 1.0),
        ("라훌 박사님", "내국인이름", 0.9),
    )
    i = text.rindex("라훌 샤르마")
    model.append(make_span(text, i, i + len("라훌 샤르마"), "내국인이름", 0.99))
    out = _court(text, model)
    assert "A는 인건비를" in out and "A가 그래?" in out and '"A님이 말했다"' in out and "A는 귀국" in out, out


def test_a_given_name_before_the_persons_account_in_speech() -> None:
    # "현금은 슬기 통장으로 돌려" of 금슬기 (슬기, wisdom, a word too) was left
    text = "피고인 금슬기는 점장이다.\n  곱창왕: 현금은 슬기 통장으로 돌려.\n슬기로운 생활이다."
    model = _model(text, ("금슬기", "내국인이름", 1.0), ("곱창왕", "닉네임", 0.9))
    out = _court(text, model)
    assert "현금은 A 통장으로" in out and "슬기로운" in out, out


def test_a_chinese_name_spelled_in_latin_letters_is_called_by_its_surname() -> None:
    # "왕하이룽(WANG HAILONG)" then "'왕 사장' 또는 '큰형'으로 불리던": the surname and title had a letter of its own
    text = (
        "피고인\t1. 배동춘\n\t2. 왕하이룽(WANG HAILONG), 1979. 3. 2.생\n이유\n피고인 왕하이룽은 선원들 사이에서 "
        "'왕 사장' 또는 '큰형'으로 불리던 사람이다. 피고인 배동춘은 \"왕 사장, 이번에 깨 400포\"라고 보냈다."
    )
    model = _model(text, ("배동춘", "내국인이름", 1.0), ("왕하이룽", "내국인이름", 1.0))
    out = _court(text, model)
    assert "'B 사장'" in out and '"B 사장, 이번에' in out, out


def test_the_owner_of_a_shop_named_by_his_given_name_is_the_surname_and_title() -> None:
    # "간판에 '도윤컴퓨터'라고 적혀 있었고, 나 사장이라고 불리는 사람이": 나도윤, not his sister 나수빈
    text = (
        "피고인 나도윤은 컴퓨터 가게를 운영한다. 피고인의 여동생 나수빈 명의 계좌로 돈을 받았다. 피해자의 어머니는 "
        "\"피고인 가게 앞까지 찾아가 보니 간판에 '도윤컴퓨터'라고 적혀 있었고, 나 사장이라고 불리는 사람이 문을 "
        '잠갔습니다"라고 진술하였다.'
    )
    model = _model(
        text, ("나도윤", "내국인이름", 1.0), ("나수빈", "내국인이름", 1.0), ("도윤컴퓨터", "기업명", 0.9)
    )
    out = _court(text, model)
    assert "A 사장이라고 불리는" in out, out


def test_the_one_syllable_given_name_of_a_compound_surnames_name_called_in_a_transcript() -> None:
    # "솔아, 오랜만이다" (T) and "솔이가 너무 예민한 거죠" (U, read as a crypto-asset) while 남궁솔 was G
    text = (
        "피해자 남궁솔은 일병이었다. 통화 녹취록은 다음과 같다.\n탁민호: 솔아, 오랜만이다.\n"
        "탁민호: 군대에서 그 정도는 다 있는 일이에요. 솔이가 너무 예민한 거죠.\n"
        '남궁솔: 네. 아버지가 "솔아, 네 잘못 아니다"고 하셨습니다.\n'
    )
    model = _model(
        text,
        ("남궁솔", "내국인이름", 1.0),
        ("탁민호", "내국인이름", 1.0),
        ("솔이", "가상화폐", 0.7),
    )
    i = text.rindex("솔아")
    model.append(make_span(text, i, i + 2, "내국인이름", 0.9))
    out = _court(text, model)
    assert "B: A야, 오랜만이다" in out and "A가 너무 예민한" in out and '"A야, 네 잘못' in out, out


def test_a_shop_outside_the_quotation_says_nothing_of_a_surname_and_title_in_it() -> None:
    # guard: "'순옥이네반찬' 가게 안에서 … \"연길에 있는 김 사장이\"" is a broker the victim heard of, not 김순옥
    text = (
        "피고인은 고양시에 있는 '순옥이네반찬' 가게 안에서 피해자 금하늘에게 \"연길에 있는 김 사장이 줄이 닿아 "
        "있다\"라고 말하였다. 피고인은 지인 김순옥이 운영하는 위 '순옥이네반찬'의 명의를 빌렸다. 증인 김철민은 "
        "가게 손님이다."
    )
    model = _model(
        text,
        ("순옥이네반찬", "기업명", 0.9),
        ("금하늘", "내국인이름", 1.0),
        ("김순옥", "내국인이름", 1.0),
        ("김철민", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "지인 D가 운영하는" in out and '"연길에 있는 C 사장이' in out, out


def test_words_that_are_given_names_in_their_idioms() -> None:
    # "미소를 지으며", "새벽마다", "장미가 한 그루도", "마루에 올라와", "하나님 앞에", "이슬과 서리로" had the letters
    # of 최미소, 문새벽, 문장미, 장민호, 강하나 and 차이슬
    text = (
        "증인 최미소, 문새벽, 문장미, 장민호, 강하나, 차이슬이 출석하였다. 피고인은 (미소를 지으며) 말하였다. "
        '트럭이 새벽마다 왔다. 현장에 장미가 한 그루도 없었다. "다들 마루에 올라와 앉으세요." "하나님 앞에 '
        '부끄럽다." 새벽 이슬과 서리로 젖은 바위였다. 미소 씨가 왔다.'
    )
    model = _model(
        text,
        *((n, "내국인이름", 1.0) for n in ("최미소", "문새벽", "문장미", "장민호", "강하나", "차이슬")),
    )
    out = _court(text, model)
    for kept in (
        "미소를 지으며",
        "새벽마다",
        "장미가 한 그루도",
        "마루에 올라와",
        "하나님 앞에",
        "이슬과 서리로",
    ):
        assert kept in out, (kept, out)
    assert "A 씨가 왔다" in out, out


def test_the_nickname_in_the_note_of_a_column_of_persons() -> None:
    # "입금자(닉네임)" over "길소연(산들바람)": two such nicknames were left while the others were replaced
    text = (
        "순번\t입금일\t입금자(닉네임)\t금액(원)\n1\t2022. 8. 24.\t우태근(산신령)\t1,000,000\n"
        "2\t2022. 8. 26.\t길소연(산들바람)\t500,000\n3\t2022. 8. 29.\t국해림(해바라기)\t300,000\n"
        "4\t2022. 9. 1.\t한결(별명 없음)\t100,000\n"
    )
    model = _model(
        text, ("우태근", "내국인이름", 1.0), ("길소연", "내국인이름", 1.0), ("국해림", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert "산들바람" not in out and "해바라기" not in out and "산신령" not in out, out
    assert "별명 없음" in out, out


def test_quoted_nicknames_someone_was_called_or_introduced_by_are_that_persons() -> None:
    # "'최 회장' 또는 '통일아버지'로 불렸다" and "\"연변 삼촌\" 또는 \"금철이 삼촌\"으로 소개되었다": the nicknames were
    # left, or had letters of their own
    text = (
        "피고인 최동진은 탈북민들 사이에서 '최 회장' 또는 '통일아버지'로 불렸다. 피고인 박금철은 중국 국적 동포로, "
        '피해자들에게는 "연변 삼촌" 또는 "금철이 삼촌"으로 소개되었다. 피고인 최동진은 "연변 삼촌이 길을 안다"고 '
        "말하였다."
    )
    model = _model(text, ("최동진", "내국인이름", 1.0), ("박금철", "내국인이름", 1.0))
    out = _court(text, model)
    assert "'A 회장' 또는 'A'로 불렸다" in out, out
    assert '"B" 또는 "B 삼촌"으로 소개' in out and '"B가 길을 안다"' in out, out


def test_a_surname_and_title_filling_a_bracket_in_a_table() -> None:
    # "010-7731-4025(한 총무)" in a table while "총무 한가람" is in the body: 한 also reads "one"
    text = (
        "주민대책위원회(위원장 석봉수, 총무 한가람)를 구성하였다. 마을 주민들은 한가람을 '한 총무'라고 부른다.\n"
        "순번\t단체\t연락처\t내용\n1\t주민대책위원회\t010-7731-4025(한 총무)\t사용중지명령 요청\n"
    )
    model = _model(text, ("석봉수", "내국인이름", 1.0), ("한가람", "내국인이름", 1.0))
    out = _court(text, model)
    assert "(B 총무)" in out and "한 총무" not in out, out


def test_a_business_named_by_a_persons_given_name_glued_to_its_kind() -> None:
    # "만식유통의 장부" beside the wholesaler 표만식 was left
    text = "피고인 표만식은 도매업자이다. 이복희는 만식유통의 장부를 담당하였다. 피고인은 만식유통을 통하여 납품하였다."
    model = _model(text, ("표만식", "내국인이름", 1.0), ("이복희", "내국인이름", 1.0))
    out = _court(text, model)
    assert "만식" not in out and out.count("C유통") == 2, out


def test_a_nickname_before_the_suffix_of_being_like_him() -> None:
    # "잘했다. 불도저답네." was left while "불도저" was replaced elsewhere
    text = (
        "  봉태식: 잘했다. 불도저답네.\n(위 대화 중 '불도저'는 회사 내에서 피고인 설영수를 부르던 별명이고, "
        "'큰형님'은 피고인 옥가람을 가리키는 표현임이 확인된다.)\n"
    )
    model = _model(
        text, ("봉태식", "내국인이름", 1.0), ("설영수", "내국인이름", 1.0), ("옥가람", "내국인이름", 1.0)
    )
    i = text.index("'불도저'") + 1
    model.append(make_span(text, i, i + 3, "기업명", 0.8))
    out = _court(text, model)
    assert "불도저" not in out, out


def test_a_conjunction_read_as_a_name_and_a_word_of_time_before_a_shop() -> None:
    # "근데" read as a foreign name (lettered R three times) and "그날 보람PC방" as one PC방
    text = (
        '증인은 "그날 보람PC방에서 울면서 나왔다"고 진술하였다.\n  봉태식: 잘했다. 근데 옥 원장이 요즘 뜸하다.\n'
        "피고인 옥가람은 원장이다."
    )
    model = _model(
        text,
        ("그날 보람PC방", "PC방", 0.9),
        ("봉태식", "내국인이름", 1.0),
        ("근데", "외국인이름", 0.7),
        ("옥가람", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert '"그날 APC방에서' in out and "잘했다. 근데 C 원장이" in out, out


def test_the_word_of_a_nickname_opened_by_a_dong_called_as_a_person() -> None:
    # "'범어동불도저'라는 대화명", then "불도저 그 양반?" and "불도저님 말이 맞으면" were left
    text = (
        "황보민준은 단체대화방에서 '범어동불도저'라는 대화명을 사용하였다. 입주민은 \"불도저님 말이 맞으면\"이라는 글을 "
        "올렸다.\n    백마루: 불도저 그 양반? 신경 쓰지 마라.\n불도저 한 대가 왔다."
    )
    model = _model(
        text, ("황보민준", "내국인이름", 1.0), ("범어동불도저", "닉네임", 0.9), ("백마루", "내국인이름", 1.0)
    )
    out = _court(text, model)
    assert '"C님 말이' in out and "D: C 그 양반?" in out and "불도저 한 대가" in out, out


def test_the_party_whom_a_sentence_says_others_call_by_surname_and_title() -> None:
    # "마을 사람들은 원고를 '구 사장' 또는 '꿀꿀이 사장'이라고 부른다" right after "아들 구슬기가": the plaintiff
    # 구본철 had his son's letter in every "구 사장"
    text = (
        "원　　　고\t구본철\n피　　　고\t장민호\n이유\n원고의 처 문옥자와 아들 구슬기가 농장 일을 함께 한다. 마을 사람들은 "
        "원고를 '구 사장' 또는 '꿀꿀이 사장'이라고 부른다.\n  장민호: 구 사장네 돈사는 밤마다 냄새가 난다.\n"
    )
    model = _model(
        text,
        ("구본철", "내국인이름", 1.0),
        ("장민호", "내국인이름", 1.0),
        ("문옥자", "내국인이름", 1.0),
        ("구슬기", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "원고를 'A 사장'" in out and "B: A 사장네" in out, out


def test_a_surname_and_title_is_the_person_whose_post_ends_with_the_title() -> None:
    # "피고인 백마루는 2018. 4. 1.부터 … 관리사무소장으로 근무한 사람이다" (a date's points inside), his son 백시우
    # written nearer ("대표가 백시우던데, 소장님 아드님 맞죠?"): "백 소장님" had the son's letter
    text = (
        "피고인 백마루는 2018. 4. 1.부터 2023. 6. 30.까지 대구 수성구 범어천로 167에 있는 아파트 관리사무소장으로 "
        "근무한 사람이다.\n    황보민준: 소장님, 시우조경 대표가 백시우던데, 소장님 아드님 맞죠?\n"
        "    문장미: 백 소장님, 다음 안건 넘어가요.\n"
    )
    model = _model(
        text,
        ("백마루", "내국인이름", 1.0),
        ("황보민준", "내국인이름", 1.0),
        ("백시우", "내국인이름", 1.0),
        ("문장미", "내국인이름", 1.0),
    )
    out = _court(text, model)
    assert "E: A 소장님, 다음 안건" in out, out


def test_a_business_named_after_a_persons_given_name_is_not_that_person() -> None:
    # "오만석", "주식회사 만석팜" and "만석농장" were one entity, "주식회사 A … 대표이사 A" and "'A농장'"
    text = (
        "피고인 주식회사 만석팜은 '만석농장'이라는 명칭으로 돼지를 사육하는 법인이고, 피고인 오만석은 위 회사의 "
        "대표이사이다. 만석이가 말하였다."
    )
    model = _model(
        text,
        ("만석팜", "주식회사", 0.95),
        ("만석농장", "농장", 0.9),
        ("오만석", "내국인이름", 1.0),
        ("만석이", "내국인이름", 0.9),
    )
    out = _court(text, model)
    assert "주식회사 A" in out and "'B농장'" in out and "피고인 C는" in out and "C가 말하였다" in out, out


def test_a_lot_address_with_a_mountain_lot_after_its_city() -> None:
    # "등록기준지 강원 춘천시 효자동 산12" was left whole
    text = "피고인\t1. 최동진\n\t등록기준지 강원 춘천시 효자동 산12\n\t주거 강원 춘천시 효자동 산 12\n"
    out = _court(text, _model(text, ("최동진", "내국인이름", 1.0)))
    assert "효자동" not in out and "산12" not in out and "춘천시 B" in out, out


def test_a_witness_before_the_bracket_of_the_post_and_a_name_someone_turned_out_to_be() -> None:
    # "원심 증인 함소리(관리사무소 경리주임)는" (소리, a word) and "801호 거주 여현숙으로 밝혀졌다" were left
    text = (
        "② 원심 증인 함소리(관리사무소 경리주임)는 \"회장님이 '소리 씨, 우리 집 관리비는 상계 처리해'라고 했다\"고 "
        "진술하였다. 입주민(801호 거주 여현숙으로 밝혀졌다)은 글을 올렸다. 이는 사실로 밝혀졌다."
    )
    out = _court(text, _model(text))
    assert (
        "함소리" not in out and "소리 씨" not in out and "여현숙" not in out and "사실로 밝혀졌다" in out
    ), out


def test_a_company_with_its_short_legal_form_glued_after_it_in_a_table() -> None:
    # "나래교통(주) / (차량번호 3 생략)" in a table of victims was left
    text = "순번\t피해자\t소속 / 차량\n3\t김미정(47세, 여)\t나래교통(주) / 서울32바1234\n"
    out = _court(text, _model(text, ("김미정", "내국인이름", 1.0)))
    assert "나래교통" not in out, out


def test_a_name_and_its_household_before_a_particle_is_no_clauses_end() -> None:
    # "실장님 정순이네는 방금 끝냈어요" (read as 정순 + 이네, a predicate) was left beside '정순이네 김밥'
    text = "19:30\tA\t정순이네 김밥 콜 잡았어요\n19:33\tA\t실장님 정순이네는 방금 끝냈어요. 좋은 일이네.\n"
    model = _model(text, ("정순이네 김밥", "내국인이름", 0.64))
    i = text.index("정순이네는")
    model.append(make_span(text, i, i + 4, "내국인이름", 0.69))
    out = _court(text, model)
    assert "정순" not in out and "좋은 일이네" in out, out


def test_a_noun_before_the_particle_of_what_it_turned_out_to_be_stays() -> None:
    # guard: "소유 차량으로 확인되었다", "민박집 사진으로 밝혀졌다" are no names (차량으, 사진으)
    text = "그랜저 승용차는 원고의 남편 소유 차량으로 확인되었다. 보낸 사진은 중국 민박집 사진으로 밝혀졌다."
    out = _court(text, _model(text))
    assert out == text, out


def test_a_country_of_origin_a_unit_of_area_and_a_dates_year_are_no_personal_information() -> None:
    # "호주산" in a column of origins (호 a surname) and "호주산이라는", "14ha" read as a person ("14H"), "2022" of
    # "2022. 3. 14." in a table read as an address: new-user trials of 2026-12-07
    text = (
        "순번\t매입처\t실제 원산지\t표시 원산지\n1\t청림식품\t호주산\t국내산\n2\t청림식품\t호주산\t국내산\n"
        "원고는 소불고기가 호주산이라는 사실을 알았다. 임야 약 14ha가 불에 탔고 북한에 남은 가족이 있다.\n"
        "순번\t일시\t피해자\n1\t2022. 3. 14.\t리명옥\n"
    )
    model = _model(
        text,
        ("ha", "내국인이름", 0.8),
        ("2022", "구아래주소", 0.7),
        ("리명옥", "내국인이름", 1.0),
        ("북한", "내국인이름", 0.7),
    )
    out = _court(text, model)
    assert "호주산" in out and out.count("호주산") == 3 and "14ha가" in out and "2022. 3. 14." in out, out
    assert "북한에 남은" in out, out


def test_the_determiner_i_before_a_title_in_a_quotation_is_this_one() -> None:
    # "\"나는 어깨만 툭 쳤다, 이 기사가 먼저 반말했다\"": this driver (나봉수), lettered as a person of his own
    text = (
        '피해자 나봉수는 택시 기사이다. 피고인 이철민은 경찰에서 "나는 어깨만 툭 쳤다, 이 기사가 먼저 반말했다"라고 '
        "진술하였다. 여기서 '이 실장'은 피고인 이철민을 가리킨다."
    )
    model = _model(text, ("나봉수", "내국인이름", 1.0), ("이철민", "내국인이름", 1.0))
    out = _court(text, model)
    assert '"나는 어깨만 툭 쳤다, 이 기사가' in out and "'B 실장'은" in out, out


def test_trades_of_the_trials_keep_their_kind_and_a_business_under_a_nickname_label_is_not_its_namesake() -> (
    None
):
    # "주식회사 신속교통" -> "주식회사 Q", "'한솔이네반찬'" -> "'U'", "'도윤컴퓨터'" -> "'U'": the kind was lost; and
    # "투안식자재" read as a nickname joined the worker 투안 ("피고인 R 명의로 'R'을")
    text = (
        "피해자 주식회사 신속교통 소유의 택시가 파손되었다. 원고는 '한솔이네반찬'이라는 상호로 가게를 운영하였다. "
        "피고인 응우옌 반 투안은 노동자이다. 피고인 투안 명의로 '투안식자재'를 사업자등록하였다."
    )
    model = _model(
        text,
        ("신속교통", "주식회사", 0.95),
        ("한솔이네반찬", "식당", 0.9),
        ("응우옌 반 투안", "외국인이름", 0.99),
        ("투안식자재", "대화명", 0.8),
    )
    i = text.index("피고인 투안") + 4
    model.append(make_span(text, i, i + 2, "외국인이름", 0.9))
    out = _court(text, model)
    assert "주식회사 A교통" in out and "'B반찬'" in out, out
    assert "피고인 C 명의로 'D'를" in out, out


def test_a_given_name_that_is_a_word_before_the_word_for_that_kid() -> None:
    # "슬기 걔가 1톤 트럭 몰고" of the plaintiff's son 구슬기 (슬기, wisdom) was left in a chat
    text = "원고의 아들 구슬기가 농장 일을 한다.\n  [21:46] 엄태식: 형님 제가 봤다니까요. 슬기 걔가 트럭 몰고 갔어요.\n"
    model = _model(text, ("구슬기", "내국인이름", 1.0), ("엄태식", "내국인이름", 1.0))
    out = _court(text, model)
    assert "A 걔가 트럭" in out, out
