"""A number that the text names gets that name's label, whatever the model guessed (analysis/named_numbers.py)."""

from __future__ import annotations

from thunder_deid_desktop.analysis.named_numbers import relabel_named_numbers
from thunder_deid_desktop.spans import Span


def _span(text: str, part: str, label: str, source: str = "model") -> Span:
    i = text.index(part)
    return Span(i, i + len(part), part, label, 0.9, source)


def test_the_word_before_a_number_names_its_label() -> None:
    # invalid check digits, so no rule fires; the model guessed from the digits' shape (found by a new user)
    text = (
        "사업자등록번호 123-45-67890, 법인등록번호: 110111-1234568, 계좌번호는 110-123-456789, 연락처 02-123-4567, "
        "신용카드 4518-4212-3456-7890"
    )
    spans = [
        _span(text, "123-45-67890", "전화번호"),
        _span(text, "110111-1234568", "계좌번호"),
        _span(text, "110-123-456789", "계좌번호", "rule"),
        _span(text, "02-123-4567", "계좌번호"),
        _span(text, "4518-4212-3456-7890", "계좌번호"),  # a card number failing Luhn (a new-user trial)
    ]
    got = [(s.text, s.label) for s in relabel_named_numbers(text, spans)]
    assert got == [
        ("123-45-67890", "사업자등록번호"),
        ("110111-1234568", "법인등록번호"),
        ("110-123-456789", "계좌번호"),
        ("02-123-4567", "계좌번호"),  # "연락처" is no number name: the model's label stays
        ("4518-4212-3456-7890", "신용카드번호"),
    ]


def test_only_numbers_right_after_the_name_on_the_same_line() -> None:
    text = "계좌번호\n123-456\n계좌번호를 알려주며 말하기를 010-1234-5678"
    spans = [_span(text, "123-456", "전화번호"), _span(text, "010-1234-5678", "휴대폰번호")]
    assert [s.label for s in relabel_named_numbers(text, spans)] == ["전화번호", "휴대폰번호"]


def test_the_unit_word_after_a_number_names_its_label() -> None:
    # one header repeated in a file: the model had called this "202" 구아래주소 in one copy, 호실 in the others
    text = "테헤란로 45, 101동 202호, 8층, 지하1호, 7번방, 6호선 9999호 1203호"
    spans = [
        _span(text, "101", "구아래주소"),
        _span(text, "202", "구아래주소", "propagation"),
        _span(text, "8", "호실"),
        _span(text, "지하1", "층"),
        _span(text, "7", "호실"),
        _span(text, "6", "번호"),  # "6호선" is a subway line, no unit
        _span(text, "9999", "구아래주소", "rule"),  # rule spans keep their label
        _span(text, "1203호", "구아래주소"),  # the unit word inside (a second new-user trial)
    ]
    got = [(s.text, s.label) for s in relabel_named_numbers(text, spans)]
    assert got == [
        ("101", "동"),
        ("202", "호실"),
        ("8", "층"),
        ("지하1", "호실"),
        ("7", "번호"),
        ("6", "번호"),
        ("9999", "구아래주소"),
        ("1203호", "호실"),
    ]


def test_field_words_are_never_mentions() -> None:
    from thunder_deid_desktop.analysis.named_numbers import drop_field_words

    # a new-user trial (2026-12-03): a footer "피해자 이영희 연락처 010-…" gave "연락처" a letter of its own
    text = "피해자 이영희 연락처 010-2345-6789, 주소 서울, 연락처"
    spans = [
        _span(text, "이영희 연락처", "내국인이름"),
        _span(text, "주소", "구아래주소", "propagation"),
        Span(text.rindex("연락처"), len(text), "연락처", "전화번호", 0.9, "rule"),  # rules are not filtered
    ]
    assert [(s.text, s.source) for s in drop_field_words(spans)] == [("이영희", "model"), ("연락처", "rule")]


def test_field_words_with_particles_are_no_mentions() -> None:
    from thunder_deid_desktop.analysis.named_numbers import drop_field_words

    text = "피고인의 전자우편 주소는 hong@example.com이다. 연락처로 전화"
    spans = [
        _span(text, "주소는", "이메일주소"),
        _span(text, "연락처로", "전화번호"),
        _span(text, "hong", "이메일주소"),
    ]
    assert [s.text for s in drop_field_words(spans)] == ["hong"]


def test_number_labels_need_a_digit_and_list_numerals_are_no_mentions() -> None:
    from thunder_deid_desktop.analysis.named_numbers import drop_digitless_numbers

    text = "(I) 계약의 성립, (VI) 과실상계, 그 일부를 송금, IV. 결론, 계좌 123-45로, VI 금천점"
    spans = [
        _span(text, "I", "주식회사"),  # "(I)": a list numeral in brackets
        _span(text, "VI", "차량번호"),  # no digit: no plate
        _span(text, "일부", "계좌번호"),
        _span(text, "IV", "기업명"),  # "IV." opening a line item
        _span(text, "123-45", "계좌번호"),
        Span(text.rindex("VI"), text.rindex("VI") + 2, "VI", "추행장소", 0.9, "model"),  # a shop's name
    ]
    assert [s.text for s in drop_digitless_numbers(text, spans)] == ["123-45", "VI"]
    # a mention found elsewhere under another label takes that label (a new-user trial, 2026-12-04: one row of a
    # table had "주안하늘빌" as 계좌번호, and it was left)
    text = "주안하늘빌 201호, 주안하늘빌 401호"
    spans = [
        Span(0, 5, "주안하늘빌", "주택", 0.9, "model"),
        Span(12, 17, "주안하늘빌", "계좌번호", 0.96, "model"),
    ]
    assert [(s.start, s.label) for s in drop_digitless_numbers(text, spans)] == [(0, "주택"), (12, "주택")]


def test_a_tables_row_numbers_are_no_phone_or_account_numbers() -> None:
    # a new-user trial (2026-12-04): a docx table's 순번 cells after each row's phone number were labelled
    # 휴대폰번호 and 계좌번호 and written "(계좌번호 3 생략)", using up the numbering
    from thunder_deid_desktop.analysis.named_numbers import drop_digitless_numbers

    text = "010-2231-4408\n4\n2024. 2. 22.\n010-3305-6621\n12\n호실 12"
    spans = [
        _span(text, "010-2231-4408", "휴대폰번호"),
        Span(14, 15, "4", "휴대폰번호", 0.98, "model"),
        _span(text, "010-3305-6621", "휴대폰번호"),
        Span(43, 45, "12", "계좌번호", 0.91, "model"),
        Span(49, 51, "12", "호실", 0.9, "model"),  # a unit's number is no identifying number: kept
    ]
    assert text[14:15] == "4" and text[43:45] == "12" and text[49:51] == "12"
    kept = drop_digitless_numbers(text, spans)
    assert [(s.text, s.label) for s in kept] == [
        ("010-2231-4408", "휴대폰번호"),
        ("010-3305-6621", "휴대폰번호"),
        ("12", "호실"),
    ]


def test_a_phone_number_after_a_bank_is_an_account() -> None:
    """A new-user trial (2026-12-03): "기업은행 계좌(010-4455-6677)" became "(전화번호 1 생략)"."""
    text = "기업은행 계좌(010-4455-6677), 카카오뱅크 010-1234-5678, 연락처 010-9876-5432"
    spans = [
        _span(text, "010-4455-6677", "휴대폰번호", "rule"),
        _span(text, "010-1234-5678", "휴대폰번호", "rule"),
        _span(text, "010-9876-5432", "휴대폰번호", "rule"),
    ]
    got = [(s.text, s.label) for s in relabel_named_numbers(text, spans)]
    assert got == [
        ("010-4455-6677", "계좌번호"),
        ("010-1234-5678", "계좌번호"),
        ("010-9876-5432", "휴대폰번호"),
    ]


def test_pieces_of_an_amount_are_no_spans() -> None:
    """A new-user trial (2026-12-03): "17" of "17,000,000" in a 범죄일람표 became "BA,000,000"."""
    from thunder_deid_desktop.analysis.named_numbers import drop_amount_pieces

    text = "합계 17,000,000원, 10,300,000\t지번 17, 1,000원권 2017"
    spans = [
        _span(text, "17", "구아래주소"),
        _span(text, "10,300", "구아래주소"),
        _span(text, "17,", "구아래주소", "rule"),  # rule spans are kept
        Span(text.index("지번 17") + 3, text.index("지번 17") + 5, "17", "번지", 0.9, "model"),
        _span(text, "2017", "번호"),
    ]
    assert [(s.text, s.start) for s in drop_amount_pieces(text, spans)] == [
        ("17,", 3),
        ("17", text.index("지번 17") + 3),
        ("2017", text.index("2017")),
    ]


def test_a_rule_span_takes_the_label_the_text_names() -> None:
    """A new-user trial (2026-12-03): "(법인등록번호 110111-5234565, …)" became "(법인등록번호 (외국인등록번호 생략),
    …)": the digits pass the check of a foreigner's registration number."""
    text = "(법인등록번호 110111-5234565, 사업자등록번호 609-86-12343), 외국인등록번호 900101-5234561"
    spans = [
        _span(text, "110111-5234565", "외국인등록번호", "rule"),
        _span(text, "609-86-12343", "사업자등록번호", "rule"),
        _span(text, "900101-5234561", "외국인등록번호", "rule"),
    ]
    got = [(s.text, s.label) for s in relabel_named_numbers(text, spans)]
    assert got == [
        ("110111-5234565", "법인등록번호"),
        ("609-86-12343", "사업자등록번호"),
        ("900101-5234561", "외국인등록번호"),
    ]


def test_years_and_device_field_words_are_no_mentions() -> None:
    """A new-user trial (2026-12-03): "2021년식 제네시스" became "(차량번호 1 생략)식", "2019 사업연도" a letter, and
    the word "IMEI" before a handset's number a letter (labelled 차량종류)."""
    from thunder_deid_desktop.analysis.named_numbers import drop_field_words, drop_years

    text = "2021년식 제네시스, 2019 사업연도, 2024년도, 2017 번호판, 차량번호 2020, IMEI 354812113456789"
    spans = [
        _span(text, "2021년", "차량번호"),
        _span(text, "2019", "주소"),
        _span(text, "2024년도", "번호"),
        _span(text, "2017", "차량번호"),  # no 년 after it: left to the model
        Span(text.index("2020"), text.index("2020") + 4, "2020", "차량번호", 0.9, "rule"),  # rules stay
        _span(text, "IMEI", "차량종류"),
        _span(text, "354812113456789", "수표번호"),
    ]
    got = drop_field_words(drop_years(text, spans))
    assert [s.text for s in got] == ["2017", "2020", "354812113456789"]


def test_service_numbers_and_account_fields_are_no_mentions() -> None:
    """A new-user trial (2026-12-03): "112신고사건처리표" had "112" lettered and "닉네임의" became a letter."""
    from thunder_deid_desktop.analysis.named_numbers import drop_field_words, drop_service_numbers

    text = "고잔지구대 112신고, '달빛토끼'라는 닉네임의 계정, 119에 신고, 010-1234-5678, 118동 2203호"
    spans = [
        _span(text, "112", "전화번호"),
        _span(text, "달빛토끼", "아이디"),
        _span(text, "닉네임의", "아이디"),
        Span(text.index("119"), text.index("119") + 3, "119", "전화번호", 0.9, "rule"),  # rules stay
        _span(text, "010-1234-5678", "휴대폰번호"),
        _span(text, "118", "동"),  # a building, not the cyber-crime line (a later trial saw "118동" kept)
    ]
    got = drop_field_words(drop_service_numbers(text, spans))
    assert [s.text for s in got] == ["달빛토끼", "119", "010-1234-5678", "118"]


def test_an_email_label_without_an_at_sign_is_a_nickname() -> None:
    """A new-user trial (2026-12-03): "텔레그램으로 매수 희망자 '달빛고래'" became "'(이메일 1 생략)'"."""
    from thunder_deid_desktop.analysis.named_numbers import relabel_addressless_emails

    text = "'달빛고래', hong@example.com"
    spans = [_span(text, "달빛고래", "이메일주소"), _span(text, "hong@example.com", "이메일주소")]
    assert [s.label for s in relabel_addressless_emails(spans)] == ["닉네임", "이메일주소"]


def test_counts_sentences_citations_list_numbers_and_divisions_are_no_mentions() -> None:
    """A new-user trial (2026-12-04) saw "서면결의서 W장", "금고 M월에", "제59조 제U호", "제P호 안건",
    "I. 주식회사 J건설" and "형 사 A 단 독"; units, registration numbers and rule spans stay."""
    from thunder_deid_desktop.analysis.named_numbers import drop_plain_numbers

    text = (
        "형 사 9 단 독\n3. 주식회사 대성종합건설\n피고인을 금고 8월에 처한다. 서면결의서 571장 중 214장은, "
        "제59조 제2호, 제2호 안건, 30세, 행복아파트 제3504호, 2011. 8. 17. 제1927151호로 등록된, 101동 1203호, "
        "7번 출구, 3층, 8월생 아닌 12"
    )
    plain = ["9", "3", "8", "571", "214", "2", "2", "30"]
    kept = ["3504", "1927151", "101", "1203", "7", "12"]
    spans = []
    at = 0
    for part in plain + kept:
        i = text.index(part, at)
        spans.append(Span(i, i + len(part), part, "호실", 0.9, "model"))
        at = i + len(part)
    spans.append(Span(text.index("3층"), text.index("3층") + 1, "3", "층", 0.9, "rule"))  # rules stay
    got = drop_plain_numbers(text, sorted(spans, key=lambda s: s.start))
    assert [s.text for s in got] == ["3504", "1927151", "101", "1203", "7", "3", "12"]
    # votes, with the counter in the span or not (a new-user trial, 2026-12-04: "325표로" lettered 호실)
    text = "민 사 1 1 부\n득표는 325표로 371표에 미달, 16표, 101호에"
    spans = [
        Span(4, 5, "1", "호실", 0.9, "model"),  # a division's number spaced out like the header's letters
        Span(6, 7, "1", "호실", 0.9, "model"),
        Span(text.index("325"), text.index("325") + 5, "325표로", "호실", 0.9, "model"),
        Span(text.index("371"), text.index("371") + 3, "371", "호실", 0.9, "model"),
        Span(text.index("16"), text.index("16") + 3, "16표", "호실", 0.9, "model"),
        Span(text.index("101"), text.index("101") + 4, "101호", "호실", 0.9, "model"),
    ]
    assert [s.text for s in drop_plain_numbers(text, spans)] == ["101호"]
    # a lot, its land category 대 and the area, not vehicles (a new-user trial, 2026-12-04, left "같은 리 512")
    text = "같은 리 512 대 661㎡, 승용차 512 대를"
    spans = [Span(m, m + 3, "512", "구아래주소", 0.8, "model") for m in (5, text.rindex("512"))]
    assert [s.start for s in drop_plain_numbers(text, spans)] == [5]


def test_one_word_read_as_a_modifier_is_no_mention_unless_a_name() -> None:
    """A new-user trial (2026-12-04): "환자들의 민감한 정보" became "V 정보"; the annotations' fill names may
    parse so ("전춘한")."""
    from thunder_deid_desktop.analysis.named_numbers import drop_modifier_words

    text = "환자들의 민감한 정보, 피해자 전춘한, 도래한 채무, 행복한 집, 주식회사 한빛"
    spans = [
        _span(text, "민감한", "국정원비밀조직정보과"),
        _span(text, "전춘한", "내국인이름"),
        _span(text, "도래한", "은행"),
        Span(
            text.index("행복한"), text.index("행복한") + 3, "행복한", "주식회사", 0.65, "rule"
        ),  # rules stay
        _span(text, "한빛", "주식회사"),
    ]
    got = drop_modifier_words(spans, frozenset({"내국인이름", "외국인이름"}))
    assert [s.text for s in got] == ["전춘한", "행복한", "한빛"]


def test_a_number_span_stopping_inside_a_run_of_letters_and_digits_takes_the_run() -> None:
    """A new-user trial (2026-12-04): the model read "R5CW31ABX" of "일련번호 R5CW31ABX9K", rendered
    "일련번호 1 생략9K"."""
    from thunder_deid_desktop.analysis.named_numbers import extend_to_alnum_runs

    text = "일련번호 R5CW31ABX9K, 모델 SM-S911N, 차량 C77 승용차, 김민수AB12"
    spans = [
        _span(text, "R5CW31ABX", "관리번호"),
        _span(text, "911N", "관리번호"),
        Span(text.index("77"), text.index("77") + 2, "77", "차량종류", 0.65, "rule"),  # rules stay
        _span(text, "김민수", "내국인이름"),  # no digit
    ]
    # (and the hyphenated groups before it: one identifier, 2026-12-06)
    assert [s.text for s in extend_to_alnum_runs(text, spans)] == ["R5CW31ABX9K", "SM-S911N", "77", "김민수"]


def test_statute_items_with_their_unit_row_numbers_licences_and_shapeless_registration_numbers() -> None:
    """A new-user trial (2026-12-04): "제9조 제1호, 제2호" became "제W호", a table's row numbers "3\\t" were
    lettered with the line break before them, "면허번호 제48217호" became "(면허번호 1 생략호)", a transfer number
    "2023-0612-000871" became "(주민등록번호 생략)", and "(예금주 노상철)" lost its field word."""
    from thunder_deid_desktop.analysis.named_numbers import (
        drop_field_words,
        drop_plain_numbers,
        extend_numbered_items,
        extend_to_alnum_runs,
        relabel_shapeless_registration_numbers,
    )

    text = "제9조 제1호, 제2호, 정보통신망\n2\t김민수\t상인동 1522-7\n3\t응우옌 반 투안"
    spans = [
        _span(text, "2호", "호실"),
        _span(text, "상인동 1522-7", "구아래주소"),
        Span(text.index("\n3") + 1, text.index("\n3") + 2, "3", "구아래주소", 0.9, "model"),  # a row's number
    ]
    got = drop_plain_numbers(text, extend_to_alnum_runs(text, spans))
    assert [s.text for s in got] == ["상인동 1522-7"]  # the item and the row number go; no "\n3" is made

    text = "의사 면허(면허번호 제48217호), 행복아파트 제3504호, 인계번호 '2023-0612-000871', 800101-1234567, (예금주 노상철)"
    spans = [
        _span(text, "48217", "운전면허번호"),
        _span(text, "3504", "호실"),  # a unit keeps its word out of the span
        _span(text, "2023-0612-000871", "주민등록번호"),
        _span(text, "800101-1234567", "주민등록번호"),
        _span(text, "예금주", "주식회사"),
        _span(text, "노상철", "내국인이름"),
    ]
    got = relabel_shapeless_registration_numbers(drop_field_words(extend_numbered_items(text, spans)))
    assert [(s.text, s.label) for s in got] == [
        ("제48217호", "운전면허번호"),
        ("3504", "호실"),
        ("2023-0612-000871", "관리번호"),
        ("800101-1234567", "주민등록번호"),
        ("노상철", "내국인이름"),
    ]
