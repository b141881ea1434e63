"""Fixes from what the fair held-out sets 72 and 73 of session 34 (Supreme Court judgments drawn with
``tools/draw_corpus.py --supreme``, placeholders filled by ``tools/fill_published.py``) and the new-user trials CH–CM
left on 2026-12-05. Model spans, where a test has any, are the ones the shipped model gave on that text; no model
is loaded."""

from __future__ import annotations

from test_finish_new_genres import _model
from test_trial_s import _court

from thunder_deid_desktop.analysis.case_numbers import find_citations
from thunder_deid_desktop.analysis.land_lots import lot_number_spans
from thunder_deid_desktop.analysis.online_names import online_name_spans
from thunder_deid_desktop.deid.entities import mention_key
from thunder_deid_desktop.spans import make_span


def test_a_company_defined_as_its_name_and_hoesa_is_replaced_where_the_definition_names_it() -> None:
    text = (
        "외국법인으로부터 제품을 수입하여 판매하던 하나 주식회사(이하 ‘하나 회사’라 한다)는 2002년경 임상연구를 "
        "의뢰하였다. 하나 회사는 그 논문의 저작권을 가진다."
    )
    out = _court(text, _model(text))
    assert "하나" not in out, out
    assert out.count("A 주식회사(이하 ‘A 회사’라 한다)는") == 1 and "A 회사는 그 논문" in out, out


def test_a_lot_glued_to_its_village_before_an_area_is_replaced() -> None:
    text = (
        "피고인이 발언한 토지 중 ▽▽리290-9 126,942㎡는 1973. 11. 8. 증여되었고, ▽▽리27-17 456㎡는 2005. 6. 14., "
        "봉전리177-2공장용지3,263㎡도 매입한 것이다."
    )
    out = _court(text, _model(text))
    for lot in ("290-9", "27-17", "177-2"):
        assert lot not in out, out
    # a building's 동 and unit before an area is no lot of land
    assert lot_number_spans("피고인은 101동1203호 84.9㎡, 제3동 12 ㎡를 임차하였다.") == []


def test_items_of_a_statute_cited_alone_and_a_promulgation_number_without_je_are_no_units() -> None:
    text = (
        "구 지방세특례제한법은 등록세를 면제(제13호 및 제28호의 경우에는 100분의 50)하고, 손자회사의 주식을 소유하는 "
        "행위(제2호)를 금지한다. 같은 법(1995. 1. 5. 법률 4875호로 제정된 것)은 피고인 김민수가 상가 제10호, 제11호 "
        "점포를 임차한 때 시행되었다."
    )
    model = _model(
        text,
        ("제13", "호실", 0.9518),
        ("제2호", "호실", 0.7),
        ("4875", "호실", 0.6),
        ("김민수", "내국인이름", 0.9999),
    )
    out = _court(text, model)
    assert "면제(제13호 및 제28호의 경우에는" in out and "행위(제2호)를" in out, out
    assert "법률 4875호로 제정된" in out and "김민수" not in out, out
    ranges = [text[a:b] for a, b in find_citations(text)]
    assert "제13호 및 제28호" in ranges and "제2호" in ranges, ranges
    assert not any("제10호" in r for r in ranges), ranges  # a list of units of a 상가


def test_names_a_village_calls_a_person_by_are_nicknames_each() -> None:
    spans = online_name_spans(
        "마을 주민들은 지금도 그를 '남궁 이장' 또는 턱수염 때문에 '털보 이장'이라고 부른다. 마을 사람들은 원고를 "
        "'봉수 양반' 또는 '천 이장'이라 부르고, 원고의 처는 택호 '연동댁'으로 불린다. 마을 사람들은 피고인을 "
        "'모 반장' 또는 한쪽 귀가 접혀 있다고 하여 '짝귀'라고 부른다. 증인 봉말숙(택호 '윗말댁')은 진술하였다. "
        "A는 경비원들 사이에서 '구대장'으로 불렸는데, 피고인 B는 \"미나실장님\"으로 불렸다. 다른 카페 회원 "
        "'강남언니들'에게서 들었다. 이 현상을 '갭투자'라고 부른다."
    )
    assert [s.text for s in spans] == [
        "남궁 이장",
        "털보 이장",
        "봉수 양반",
        "천 이장",
        "연동댁",
        "모 반장",
        "짝귀",
        "윗말댁",
        "구대장",
        "미나실장님",
        "강남언니들",
    ], spans
    assert {s.label for s in spans} == {"닉네임"}


def test_a_shop_named_after_its_village_a_township_head_and_a_business_with_its_head_in_brackets() -> None:
    text = (
        "원고\t엄기석\n\t강원특별자치도 영월군 북면 문곡리 318\n이유\n원고는 문곡리에 산다. 원고의 사촌이 운영하는 "
        "'문곡슈퍼'에서 물을 얻었다. 피고는 전라남도 해남군 화산면 연곡길 14-3에 주소를 둔 비법인사단으로 "
        "화산면장에게 후보자를 추천하여 왔다. 증거: 급수관 수리 견적서(두동설비, 대표 남기춘)\n"
    )
    model = _model(
        text,
        ("엄기석", "내국인이름", 0.99),
        ("강원특별자치도 영월군 북면 문곡리 318", "주소", 0.923),
        ("화산면 연곡길 14-3", "주소", 0.957),
        ("남기춘", "내국인이름", 0.99),
    )
    # the model's span of the shop's name, which 문곡리 written alone made a word of the text before
    shop = text.index("'문곡슈퍼'") + 1
    model.append(make_span(text, shop, shop + 2, "슈퍼마켓", 0.8))
    out = _court(text, model)
    for secret in ("문곡슈퍼", "화산면장", "두동설비", "남기춘"):
        assert secret not in out, out
    assert "해남군" in out and "영월군" in out, out


def test_a_surname_before_a_village_or_union_title_is_the_person_even_with_a_particle_taken_in() -> None:
    text = (
        "피고인 도재형은 지회장이다. 사실, 도 지회장이 라인 통로에서 관리자의 출입을 막았다. 피해자 변재근은 "
        '가곡리 이장이다. 피고인은 "변 이장 이놈"이라고 소리쳤다.'
    )
    model = _model(
        text,
        ("도재형", "내국인이름", 0.99),
        ("도 지회장이", "내국인이름", 0.715),
        ("변재근", "내국인이름", 0.99),
    )
    out = _court(text, model)
    assert "A 지회장이 라인 통로에서" in out and '"B 이장 이놈"' in out, out
    assert mention_key(_model("도재형", ("도재형", "내국인이름", 0.9))[0]) == "도재형"


def test_a_clinics_bare_name_written_alone_is_the_clinic() -> None:
    text = (
        "피고인 하태민은 인천 남동구 예술로 198, 6층에 있는 '블룸라인성형외과의원'을 운영하는 의사이다. 피고인은 "
        '"인천 블룸라인에서 코, 눈 패키지 최대 50% 할인"이라는 글을 올렸다. 피고인은 해운대성형외과의원과 '
        "경쟁하였고, 해운대 해수욕장 근처에서 광고하였다."
    )
    model = _model(
        text,
        ("하태민", "내국인이름", 0.99),
        ("예술로 198", "구아래주소", 0.99),
        ("블룸라인성형외과의원", "성형외과", 0.95),
        ("해운대성형외과의원", "성형외과", 0.9),
    )
    out = _court(text, model)
    assert "블룸라인" not in out and '"인천 C에서 코' in out, out
    assert "해운대 해수욕장" in out, out  # a place the dictionary knows is no clinic's bare name


def test_names_of_a_dating_scam_its_app_code_street_and_a_vietnamese_given_name() -> None:
    text = (
        "피고인은 만남 애플리케이션 '글로벌데이트'에 닉네임 '리사(Lisa)'로 가입하였다. 같은 방법으로 '리사'에게 "
        "속은 피해자가 있다. \"가입할 때 추천인 코드 LISA0705 넣어요.\" 피고인은 '오늘의만남'에서도 활동하였다. "
        "피고인은 만남 애플리케이션 '오늘의만남'에서 자기소개 \"청주 성안길 이탈리안 레스토랑 오너셰프\"라고 "
        '적었다. 피고인 팜 티 응옥 안은 "응옥안 옷가지 몇 벌 갖다 놨다"는 문자를 받았다. 스마트폰 메신저 '
        "어플리케이션인 ‘텔레그램’을 통하여 연락하였다."
    )
    model = _model(text, ("리사(Lisa", "닉네임", 0.832), ("팜 티 응옥 안", "내국인이름", 0.99))
    out = _court(text, model)
    for secret in ("리사", "Lisa", "LISA0705", "오늘의만남", "성안길", "응옥", "글로벌데이트"):
        assert secret not in out, out
    assert "‘텔레그램’을 통하여" in out and "청주 " in out, out


def test_a_kind_of_company_a_statute_defines_in_quotes_is_no_business() -> None:
    text = (
        "구 조세특례제한법은 자산유동화에 관한 법률에 따른 유동화전문회사(외국법인을 포함한다. 이하 "
        "\"유동화전문회사\"라 한다)가 취득하는 부동산에 대하여 취득세를 면제한다. 원고와 같은 유동화전문회사가 "
        "2012. 12. 31.까지 취득하는 부동산도 같다. 원고는 '해님유치원'을 운영하였다."
    )
    out = _court(text, _model(text))
    assert out.count("유동화전문회사") == 3, out
    assert "'A유치원'" in out, out  # a name glued to a descriptor in quotes is still a business
