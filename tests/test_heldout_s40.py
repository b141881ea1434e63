"""Fixes from what the new-user trials left in the README's nineteenth session (2026-12-06, late evening). Model
spans, where a test has any, are the ones the shipped model gave on that text; no model is loaded."""

from __future__ import annotations

from test_trial_s import _court

from thunder_deid_desktop.spans import Span, make_span


def _span(text: str, word: str, label: str, source: str = "model") -> Span:
    start = text.index(word)
    return make_span(text, start, start + len(word), label, source=source)


def test_a_temple_named_where_the_text_says_what_it_is() -> None:
    from thunder_deid_desktop.analysis.temples import temple_spans

    text = (
        "피해자는 인근 암자인 백운암과 사이에 신당 부지를 두고 다투었다. 백운암의 주지는 고소하였다.\n"
        "같은 리에는 자운암이 있고, 그 주지인 피해자가 거주한다. 원고 대한불교조계종 청련사는 사찰이다.\n"
        '피고인이 운영하는 연화당(신당)에는 신도가 많았다. 시청자가 "연화당 가서 부숴 버리자"고 썼다.\n'
        "회사의 주지 않은 돈, 위암 진단을 받은 주지 스님, 엔로플록사신도 함께 섭취하였다."
    )
    assert [s.text for s in temple_spans(text)] == ["백운암", "백운암", "자운암", "청련사", "연화당"]
    out = _court(text, [])
    for name in ("백운암", "자운암", "청련사", "연화당"):
        assert name not in out, out
    assert "회사의 주지 않은 돈, 위암 진단을 받은 주지 스님, 엔로플록사신도" in out, out


def test_a_surname_that_is_a_prefix_before_the_title_its_full_name_is_written_with() -> None:
    text = (
        "피고인 구민철은 ○○물산의 영업과장이다. 피해자 신현아는 팀장이다.\n"
        "구 과장은 피해자에게 전화하였다. 신 팀장은 이를 거절하였다. 증인 전수경은 진술하였다. 전 대리는 없었다.\n"
        "구 부장은 퇴사하였다."
    )
    model = [_span(text, "구민철", "내국인이름")]
    spans = [_span(text, "신현아", "내국인이름", "rule"), _span(text, "전수경", "내국인이름", "rule")]
    out = _court(text, model + spans)
    assert "A 과장은 피해자에게" in out and "B 팀장은 이를" in out, out
    # 전수경 is written with no 대리 near, and 구민철 with no 부장: "the former" ones stay words
    assert "전 대리는 없었다" in out and "구 부장은 퇴사하였다" in out, out


def test_licence_numbers_and_the_licence_name_before_them() -> None:
    from thunder_deid_desktop.analysis.legal_terms import drop_licence_names
    from thunder_deid_desktop.analysis.named_numbers import short_number_spans

    text = (
        "피고 엄태호는 크레인을 조종한 사람(건설기계조종사면허 제경기-2013-011274호)이다. 피고인은 "
        "건설기계조종사면허(면허번호 제서울-2019-004512호)를 취득하였다. 공인중개사 자격증(자격번호 "
        "제2015-012345호)을 대여하였다. 운전면허 제11-15-123456-70호를 받았다."
    )
    assert [s.text for s in short_number_spans(text)] == ["제경기-2013-011274호", "제서울-2019-004512호"]
    licence = _span(text, "건설기계조종사", "공인중개사")  # the model's reading
    assert drop_licence_names(text, [licence], frozenset({"내국인이름"})) == []
    model = [
        licence,
        _span(text, "엄태호", "내국인이름"),
        _span(text, "2015-012345", "호실"),
        _span(text, "11-15-123456-70", "선박번호"),
    ]
    out = _court(text, model)
    for number in ("011274", "004512", "012345", "123456"):
        assert number not in out, out
    assert "(건설기계조종사면허 관리번호 1 생략)" in out and "(자격번호 " in out, out
    assert "운전면허 (운전면허번호 1 생략)을 받았다" in out, out


def test_a_latin_nickname_and_its_hangul_reading_in_brackets_are_one_nickname() -> None:
    from thunder_deid_desktop.analysis.latin_aliases import quoted_latin_nickname_spans

    text = (
        "원고는 태국 친구들 사이에서 'Ploy(쁠로이)'라는 애칭으로 불렸다. 쁠로이는 농장에서 일하였다.\n"
        "회사는 'Galaxy(갤럭시)' 휴대전화를 지급하였다."
    )
    assert [(s.text, s.label) for s in quoted_latin_nickname_spans(text)] == [
        ("Ploy", "닉네임"),
        ("쁠로이", "닉네임"),
    ]
    out = _court(text, [_span(text, "Ploy", "기업명")])  # the model read it as a company
    assert "'A(A)'라는 애칭으로" in out and "A는 농장에서" in out, out
    assert "'Galaxy(갤럭시)' 휴대전화" in out, out


def test_agricultural_extension_bodies_and_a_public_corporations_offices_are_kept() -> None:
    text = (
        "원고들은 완주군농업기술센터에 신고하였다. 증인은 공주시농업기술센터 소속 주무관이다. 농촌진흥청 "
        "국립농업과학원의 분석 결과와 경기도농업기술원의 의견이 있다. 피고인은 김포시 대곶면 대능리 산 21 일대 "
        "한국전력공사 인천본부 김포지사의 케이블을 절취하였다."
    )
    model = [
        _span(text, "완주군농업기술센터", "정비공업사"),
        _span(text, "공주시농업기술센터", "정비공업사"),
        _span(text, "농촌진흥청 국립농업과", "정비공업사"),
        _span(text, "경기도농업기술원", "정비공업사"),
        _span(text, "대곶면 대능리 산 21 일대 한국전력공사 인천본부 김포", "주소"),
    ]
    out = _court(text, model)
    for body in (
        "완주군농업기술센터",
        "공주시농업기술센터",
        "농촌진흥청 국립농업과학원",
        "경기도농업기술원",
        "한국전력공사 인천본부 김포지사",
    ):
        assert body in out, out
    assert "대능리" not in out, out


def test_counts_of_bee_colonies_are_no_addresses() -> None:
    text = "원고들은 꿀벌 127군이 폐사한 것을 발견하였다. 양봉장 186군 중 131군에서 폐사가 확인되었고, 3열의 벌통이 남았다."
    model = [
        _span(text, "양봉장 186", "군아래주소"),
        _span(text, "131", "군아래주소"),
        _span(text, "3", "번호"),
    ]
    out = _court(text, model)
    assert "양봉장 186군 중 131군에서" in out and "3열의 벌통" in out, out


def test_counsels_firm_keeps_a_word_it_shares_with_a_party() -> None:
    text = "채권자\t치악산꿀벌영농조합법인\n채무자들 소송대리인 법무법인 치악\n채권자는 치악산꿀벌영농조합법인이다."
    model = [
        _span(text, "치악산꿀벌영농", "조합"),
        make_span(text, text.index("치악\n"), text.index("치악\n") + 2, "조합", source="propagation"),
    ]
    out = _court(text, model)
    assert "법무법인 치악" in out and "치악산꿀벌" not in out, out


def test_a_serial_after_its_word_and_a_birth_date_in_brackets_after_its_word() -> None:
    text = (
        "피고인은 방제용 드론(기종 MG-1P, 제조번호 0TXCH4R00210B7)을 신고하지 아니하였다. 피고인은 피해자 "
        "김민지의 성명, 생년월일(2004. 3. 15.), 여권번호(M12345678)를 기재하였다."
    )
    out = _court(text, [_span(text, "김민지", "내국인이름")])
    assert "0TXCH4R00210B7" not in out and "2004. 3. 15." not in out, out
    assert "MG-1P" in out and "생년월일(생년월일 1 생략)" in out, out


def test_a_list_of_ids_in_one_span_is_cut_into_one_span_per_id() -> None:
    from thunder_deid_desktop.analysis.online_names import split_listed_ids

    text = (
        "회원 아이디(majw_delivery, takhs_boss, eunbi.yeo02)로 접속하였다. 회신(rambo_incheon, areumdri_0913)"
    )
    model = [
        _span(text, "아이디(majw_delivery, takhs_boss, eunbi.yeo02", "아이디"),
        _span(text, "rambo_incheon, areumdri_0913", "아이디"),
    ]
    assert [s.text for s in split_listed_ids(model)] == [
        "majw_delivery",
        "takhs_boss",
        "eunbi.yeo02",
        "rambo_incheon",
        "areumdri_0913",
    ]
    assert split_listed_ids([_span(text, "회원 아이디", "아이디")])[0].text == "회원 아이디"
    assert "아이디(A, B, C)로" in _court(text, model)


def test_a_markets_name_before_its_kind_and_the_kind_defined_as_its_short_name() -> None:
    text = (
        "피고인은 갯바람어시장 상인회장이다. 갯바람어시장은 축제를 열었다. 송림전통시장 상인들이 모였다.\n"
        "피고인은 다온시장상인회(이하 '상인회'라 한다)의 회장이다. 상인회의 자금은 총무가 관리하였다."
    )
    model = [
        _span(text, "갯바람어", "시장"),
        make_span(text, text.index("갯바람어시장은"), text.index("갯바람어시장은") + 4, "시장"),
        _span(text, "다온시장상인회", "사단법인"),
        make_span(text, text.index("상인회의"), text.index("상인회의") + 3, "내국인이름"),
    ]
    out = _court(text, model)
    assert "A어시장 상인회장" in out and "A어시장은" in out and "B전통시장 상인들" in out, out
    assert "(이하 '상인회'라 한다)" in out and "상인회의 자금" in out and "다온" not in out, out


def test_the_second_of_two_listed_persons_and_an_extension_officer() -> None:
    text = (
        "피고인은 주점 '달빛'에서 친구 김도윤, 옥다인과 함께 소주를 마셨다. 친구 김도윤, 옥수수를 먹었다.\n"
        "원주시농업기술센터 소속 농촌지도사 어윤정이 채취한 폐사충에서 살충제 성분이 검출되었다."
    )
    out = _court(text, [_span(text, "김도윤", "내국인이름")])
    assert "옥다인" not in out and "어윤정" not in out, out
    assert "A, B와 함께" in out and "옥수수를" in out and "원주시농업기술센터 소속 농촌지도사 C가" in out, out


def test_ids_cut_by_the_model_and_ids_listed_in_quotes() -> None:
    from thunder_deid_desktop.analysis.online_names import extend_latin_ids, listed_quoted_id_spans

    text = "계정 'chaerin_0823', 'yoo.mom61', 'trot4ever' 등 18개 계정에서 요청하였다."
    model = [
        _span(text, "chaerin_0823", "아이디"),
        _span(text, "yoo", "아이디"),
        _span(text, "trot4ever", "URL"),
    ]
    spans = extend_latin_ids(text, model)
    assert [s.text for s in spans] == ["chaerin_0823", "yoo.mom61", "trot4ever"]
    assert [(s.text, s.label) for s in listed_quoted_id_spans(text, spans)] == [("trot4ever", "아이디")]
    out = _court(text, model)
    assert "계정 'A', 'B', 'C' 등" in out, out


def test_a_fan_club_and_a_selling_account_quoted_after_their_words() -> None:
    text = (
        "원고는 가수 '윤슬'의 공식 팬클럽 '린트리' 8기 회원이다. 피고인들은 중고거래 사이트에 판매 계정 "
        "'팬미팅양도전문'을 개설하였다. 린트리 회원들이 항의하였다."
    )
    out = _court(text, [])
    assert "린트리" not in out and "팬미팅양도전문" not in out, out
    assert "공식 팬클럽 'A' 8기" in out, out


def test_a_table_goes_on_after_an_ellipsis_row_and_a_heading_that_mecab_reads_as_a_name() -> None:
    text = (
        "순번   이송일          환자      출발지                    수령액(원)   수령 방법\n"
        "1      2022. 10. 5.    천옥희    솔숲실버타운              50,000       현금\n"
        "2      2022. 11. 14.   국만수    충주시 교현동 655-8 자택    250,000      계좌\n"
        "...\n"
        "37     2023. 9. 27.    변금자    솔숲실버타운              50,000       현금\n"
    )
    out = _court(text, [_span(text, "천옥희", "내국인이름")])
    assert "국만수" not in out and "변금자" not in out, out
    assert "이송일" in out and "...\n37" in out, out
