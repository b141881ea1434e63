"""Korean court case numbers (사건번호) and the analyzer step that keeps them out of the detected spans.

A case number ("2015가합48606", "2019노1916", "93다968", "2012헌바432") names a court file, not a person: the
courts publish it with every judgment and the 비실명처리 rules leave it as written.  On full judgments the model
reads many of them as a vehicle plate (차량번호: digits, one Hangul syllable, digits), so
:func:`drop_case_numbers` removes every span lying inside a case number (the analyzer calls it right after its
vocabulary filter).

Shape: a year (four digits 1948–2099, or the old two-digit form), a case-type code (사건별 부호문자) and a serial
number, written together; an optional "호" may follow.  Codes are those of 대법원 재판예규 「사건별 부호문자의
부여에 관한 예규」(재일 2003-1, as amended) for civil, criminal, administrative, family, patent, insolvency,
execution, electoral and protective cases, plus the 헌법재판소 codes (헌가, 헌마, 헌바 …) and the prosecutors' (형제,
진정, 내사: 검찰사건사무규칙); tax and audit
tribunal numbers ("조심2019지2555": 조세심판원, 국심, 감심) are case numbers too, and so, for this step, are the
promulgation numbers of laws and rules ("법률 제8322호로 제정된 이자제한법", 법령 공포번호), statute citations ("제2조
제1항 제3호") and evidence numbers ("갑 제13호증"), whose numbers the model took for a unit number (호실): on the 60
precedent_kr judgments all 262 호실 spans of the default model were such citations (2026-11-30).

Ambiguity: a four-digit year or a code of two or more syllables cannot be a plate (자동차 등록번호판 고시: 2–3
digits, one letter, four digits) nor an apartment number.  The short form — a two-digit year and a one-syllable
code ("96도1234", "93다968"; "12동1204" is a flat) — counts as a case number only with court context (a
decision date or 선고 right before, 판결/결정/참조 or a list of case numbers right after, or 대법원/판결/결정/선고
nearby without a vehicle word), the tests :class:`~thunder_deid_desktop.analysis.rules.VehiclePlateRecognizer`
uses to refuse a plate.

Offsets are Python ``str`` code points; full-width digits are folded as in :mod:`.rules`.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.legal_terms import (
    about_statute_ranges,
    cited_statute_ranges,
    court_instance_ranges,
    statute_annex_ranges,
    statute_title_ranges,
    sub_item_ranges,
)
from thunder_deid_desktop.analysis.rules import (
    _CASE_AFTER,
    _CASE_BEFORE_STRONG,
    _CASE_BEFORE_WEAK,
    VehiclePlateRecognizer,
    fold_text,
)
from thunder_deid_desktop.spans import Span

#: 사건별 부호문자 (재판예규 재일 2003-1) and the 헌법재판소 codes, grouped by field.
CASE_TYPE_CODES: frozenset[str] = frozenset(
    # 민사: 본안, 상소, 조정, 독촉, 보전, 집행, 비송
    "가합 가단 가소 나 다 다카 라 마 그 머 재가합 재가단 재가소 재나 재다 재라 재마 준재가합 준재가단 준재나 준재다".split()
    + "차 차전 카 카합 카단 카공 카기 카담 카명 카조 카구 카불 카확 카임 카열 카정 카소 카경 카등 카허 카좌".split()
    + "카감 카채 카포 카인 카란 타경 타채 타기 타배 타인 타시 타징 타집 본 자 비합 비단 과 가기 민상".split()
    # 형사: 공판, 약식, 상소, 신청, 재심, 감호·치료감호·전자장치·보호관찰
    + "고합 고단 고정 고약 고약전 고 노 도 로 모 오 보 초 초기 초보 초적 초재 초사 재고합 재고단 재고정".split()
    + "재노 재도 감고 감노 감도 감로 감모 감오 감초 전고 전노 전도 전로 전모 전오 전초 치고 치노 치도".split()
    + "치오 치초 보고 보노 보도 정고 코 푸 버 성 동 동저 동고 동노 동도 동오 성로 성모 성초 인 인라 인마".split()
    # 행정, 특허, 선거
    + "구합 구단 구 누 두 루 무 부 사 아 허 후 흐 수 주 우 재누 재두 재구합".split()
    # 가사
    + "드합 드단 드 르 므 브 스 느합 느단 느 즈 즈합 즈단 즈기 너 으 호기 호명 호파 재드합 재드단 재르 재므".split()
    # 회생·파산·개인회생
    + "회합 회단 회확 회기 회 간회합 간회단 하합 하단 하면 하기 하확 하 개회 개확 개기 개보 국승 국지".split()
    # 헌법재판소
    + "헌가 헌나 헌다 헌라 헌마 헌바 헌사 헌아".split()
    # 중앙노동위원회·조세심판원 사건 (재심판정서에 인용되는 형태: "중앙2015부해1106")
    + "부해 부노 조심".split()
    # 검찰 사건 (검찰사건사무규칙: 형제 형사사건, 진정 진정사건, 내사 내사사건): "광주지방검찰청 2023형제31877" (a
    # new-user trial, 2026-12-04, saw it read as a cheque number)
    + "형제 진정 내사".split()
)

_CODES = "|".join(sorted(CASE_TYPE_CODES, key=lambda c: (-len(c), c)))
#: year, code, serial; not glued to other digits.
CASE_NUMBER = re.compile(
    r"(?<![0-9])(?P<year>19[4-9][0-9]|20[0-9]{2}|[0-9]{2})(?P<code>"
    + _CODES
    + r")(?P<serial>[0-9]{1,7})(?![0-9])"
)
#: 조세심판원 (조심), former 국세심판원 (국심) and 감사원 (감심) tribunal numbers: "조심2019지2555".
TRIBUNAL_NUMBER = re.compile(r"(?:조심|국심|감심)[ ]?(?:19|20)[0-9]{2}[가-힣]{1,2}[0-9]{1,7}(?![0-9])")
#: promulgation numbers of laws and rules (법령 공포번호: "법률 제8322호", "대통령령 제28211호", "서울특별시 조례 제
#: 6985호", "국토교통부고시 제2017-131호", also without 제: "법률 4875호로 제정된", a held-out set, 2026-12-05):
#: public references, cited in judgments as written.
STATUTE_NUMBER = re.compile(
    r"(?:법률|대통령령|총리령|[가-힣]{1,8}부령|조례|규칙|고시|훈령|예규|공고)[ ]?(?:제[ ]?)?[0-9]{1,6}(?:-[0-9]{1,6})?호"
)
#: statute citations (법령 조항 인용): "제2조 제1항 제3호", "제16조의1 제6호", "제64조 제1항 제4호의2, 제5호", "같은
#:조 제3항 제2호", "같은 조 제2호", a courtroom "제425호 법정": an article or a paragraph with its item number and a
#: list right after it; an item alone only
#: before what only an item has ("제3호 (마)목", "제2호 전단"); pages and lines of a document ("제2쪽 제11행").
STATUTE_CITATION = re.compile(
    r"(?:제[ ]?[0-9]{1,4}조(?:의[ ]?[0-9]{1,3})?(?:[ ]?제[ ]?[0-9]{1,3}항)?|제[ ]?[0-9]{1,3}항)"
    r"(?:[ ]?제[ ]?[0-9]{1,3}호(?:의[ ]?[0-9]{1,3})?)?"
    r"(?:[ ]?(?:,|및|또는|내지)[ ]?제[ ]?[0-9]{1,4}(?:조|항|호)(?:의[ ]?[0-9]{1,3})?)*"
    # an item of the article just cited ("같은 조 제2호", "동조 제4호의2")
    r"|(?:같은|동)[ ]?조[ ]?제[ ]?[0-9]{1,3}호(?:의[ ]?[0-9]{1,3})?"
    # a courtroom ("서울중앙지방법원 제425호 법정"): public, as the court itself is
    r"|제[ ]?[0-9]{1,4}호[ ]?법정"
    # an item cited alone, with what follows only an item ("제3호 (마)목", "제2호 전단", "제4호 단서")
    r"|제[ ]?[0-9]{1,3}호(?:의[ ]?[0-9]{1,3})?(?=[ ]?(?:\(?[가-하]\)[ ]?목|[가-하]목|전단(?!지)|후단|단서|각 목))"
    # items of one or two digits cited alone, in brackets or as a list ("소유하는 행위(제1호)", "등록세를 면제(제13호
    # 및 제28호의 경우에는": a held-out set, 2026-12-05; a unit number has three digits or more, "제101호")
    # ("상가 제10호, 제11호 점포" of the corpus is a list of units)
    r"|(?<=\()제[ ]?[0-9]{1,2}호(?:의[ ]?[0-9]{1,3})?(?=\))"
    r"|(?<!상가)(?<!상가[ ])제[ ]?[0-9]{1,2}호(?:의[ ]?[0-9]{1,3})?"
    r"(?:[ ]?(?:,|및|또는|내지)[ ]?제[ ]?[0-9]{1,2}호(?:의[ ]?[0-9]{1,3})?)+(?![ ]?(?:점포|호실|사무실|객실|병실|세대))"
    # pages and lines of a document cited ("제1심 판결문의 이유 제1항(제2쪽 제11행부터")
    r"|제[ ]?[0-9]{1,4}쪽(?:[ ]?제[ ]?[0-9]{1,3}행)?|제[ ]?[0-9]{1,3}행"
    # a citation written without 제 ("공정거래법 19조 1항 8호", "같은 항 3호", "같은 조 2항"): an article needs its
    # paragraph after it, as "3조 원" is an amount
    r"|(?<![0-9])[0-9]{1,4}조(?:의[ ]?[0-9]{1,3})?[ ]?[0-9]{1,3}항(?:[ ]?[0-9]{1,3}호(?:의[ ]?[0-9]{1,3})?)?"
    r"|같은[ ]?(?:조|항)[ ]?(?:제[ ]?)?[0-9]{1,3}(?:항(?:[ ]?(?:제[ ]?)?[0-9]{1,3}호)?|호)(?:의[ ]?[0-9]{1,3})?"
    # the number of a decision, an order or a rule of the past ("이 사건 의결(제2015-251호)", "제령 제34호")
    r"|(?:의결|제령|결정|지침|지시|통첩|부령|군령)[ ]?\(?제[ ]?[0-9]{1,6}(?:-[0-9]{1,6})?호"
)
#: evidence numbers (서증 번호): "갑 제6호증", "을가 제10, 17~19, 22호증의 1", "갑 제1 내지 10, 12호증", and with
#: no party's letter ("증 제1호증", "제3호증": a new-user trial saw "증 제H호증"); and forms of a rule's annex
#: ("[별지 제5호 서식]"), the seized exhibits ("(증 제1, 2호)") and a registry's reception numbers ("접수 제14528호").
#: The model took their numbers for unit numbers (호실).
EVIDENCE_NUMBER = re.compile(
    r"(?<![가-힣0-9])(?:(?:갑|을|병)(?:가|나|다|라)?[ ]?)?(?:제[ ]?)?[0-9](?:[0-9 ,~\-]|내지|및|제|의)*?호증"
    r"(?:의[ ]?[0-9]{1,3})?"
    r"|제[ ]?[0-9]{1,3}호[ ]?서식"
    # the exhibits of a seizure ("휴대전화 2대(증 제1, 2호)": a new-user trial, 2026-12-03, saw "(증 제1, K호)")
    r"|(?<![가-힣])증[ ]?제[ ]?[0-9](?:[0-9 ,~\-]|내지|및|제)*?호(?!증|실|선)"
    # a registry's reception number ("송파등기소 2021. 3. 2. 접수 제14528호로": a trial saw "접수 제U호로")
    r"|(?<=접수[ ])제[ ]?[0-9]{1,7}호"
    # and in a register's table, right after the date of reception ("2019. 3. 11. 제28417호 | 피영수 | 매매": a
    # new-user trial, 2026-12-04, saw "제A호" and "제A")
    r"|(?<=[0-9]\.[ ])제[ ]?[0-9]{1,7}호(?![가-힣])"
)
#: a statute's schedule or form ("[별표 23]", "별표 2의3", "[별지 제1호]", "별지 1 목록"): a new-user trial,
#: 2026-12-03, saw "식품위생법 시행규칙 [별표 23]" become "[A B]"
SCHEDULE_NUMBER = re.compile(
    r"(?<![가-힣])별[표지][ ]?(?:제[ ]?)?[0-9]{1,3}(?:의[ ]?[0-9]{1,3})?호?(?![0-9호]|[ ]?서식)"
)
#: the heading of an article, in brackets after its number ("제44조(영업자 등의 준수사항)"): the title of a
#: provision (a trial, 2026-12-03, saw "영업자" lettered as a company)
ARTICLE_HEADING = re.compile(r"제[ ]?[0-9]{1,4}조(?:의[ ]?[0-9]{1,3})?[ ]?\(([^()\n]{1,40})\)")
#: a court's division as its header writes it, letter-spaced or not ("제63민사부", "제 63 민 사 부", "제1형사부"): the
#: court's own name (a trial, 2026-12-03, saw "제 A 민 사 부")
COURT_DIVISION = re.compile(
    r"제[ ]?[0-9]{1,3}[ ]?(?:민[ ]?사|형[ ]?사|행[ ]?정|가[ ]?사|특[ ]?허|파[ ]?산|회[ ]?생|노[ ]?동|조[ ]?세)[ ]?(?:항[ ]?소[ ]?)?부"
)
#: the number of a case of the 특허심판원 ("2023당1442": 당사자계, 원 결정계, 정 정정, 취 취소), with 심판 written
#: within 30 code points before it ("특허심판원 2023당1442 사건"; a trial, 2026-12-03, saw it read as a plate)
IP_TRIBUNAL_NUMBER = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?:당|원|정|취)[0-9]{1,6}(?![0-9])")
_IP_TRIBUNAL_BEFORE = re.compile(r"심판")
#: the number of a deposit at a court (공탁번호, 공탁규칙: "2024년 금제3318호", "2019년 금 제1234호": 금 money, 증
#: securities, 물 goods, 어 bills, 유 valuables): a new-user trial, 2026-12-04, saw "금제A호" as a unit number
#: (or the year without 년: "2023금제2201호로 공탁", which new-user trials of 2026-12-06 saw written "2023A호")
DEPOSIT_NUMBER = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}년?[ ]?(?:금|증|물|어|유)[ ]?제[ ]?[0-9]{1,7}호")
_VEHICLE_WORDS = VehiclePlateRecognizer.context_words


def _court_context(folded: str, start: int, end: int) -> bool:
    if _CASE_BEFORE_STRONG.search(folded, max(0, start - 12), start) or _CASE_AFTER.match(folded, end):
        return True
    window = folded[max(0, start - 20) : end + 20]
    return bool(_CASE_BEFORE_WEAK.search(folded, max(0, start - 20), start)) and not any(
        w in window for w in _VEHICLE_WORDS
    )


def find_case_numbers(text: str) -> list[tuple[int, int]]:
    """Case numbers in ``text`` as ``(start, end)`` code-point ranges (end exclusive), in text order.

    A trailing "호" ("2015카합10542호") is included.  See the module docstring for the short forms that need
    court context.  Promulgation numbers of laws and rules ("법률 제8322호", :data:`STATUTE_NUMBER`) are
    returned too: they are public references in the same way; so are the numbers of 특허심판원 cases after 심판
    (:data:`IP_TRIBUNAL_NUMBER`: "특허심판원 2023당1442") and a court's deposit numbers (:data:`DEPOSIT_NUMBER`:
    "2024년 금제3318호").
    """
    folded = fold_text(text)
    out: list[tuple[int, int]] = []
    for m in CASE_NUMBER.finditer(folded):
        year, code = m.group("year"), m.group("code")
        start, end = m.start(), m.end()
        if len(year) == 2 and len(code) == 1 and not _court_context(folded, start, end):
            continue
        if folded.startswith("호", end):
            end += 1
        out.append((start, end))
    out.extend((m.start(), m.end()) for m in TRIBUNAL_NUMBER.finditer(folded))
    out.extend(
        (m.start(), m.end())
        for m in IP_TRIBUNAL_NUMBER.finditer(folded)
        if _IP_TRIBUNAL_BEFORE.search(folded, max(0, m.start() - 30), m.start())
    )
    out.extend((m.start(), m.end()) for m in STATUTE_NUMBER.finditer(folded))
    out.extend((m.start(), m.end()) for m in DEPOSIT_NUMBER.finditer(folded))
    out.sort()
    return out


def find_citations(text: str) -> list[tuple[int, int]]:
    """Statute citations ("제2조 제1항 제3호", :data:`STATUTE_CITATION`), evidence numbers ("갑 제6호증",
    :data:`EVIDENCE_NUMBER`), schedules and forms of a statute ("[별표 23]", :data:`SCHEDULE_NUMBER`), a court's
    division ("제 63 민 사 부", :data:`COURT_DIVISION`) and the
    headings of articles (the bracket's content of "제44조(영업자 등의 준수사항)", :data:`ARTICLE_HEADING`) in
    ``text`` as ``(start, end)`` code-point ranges, in text order (they may overlap)."""
    folded = fold_text(text)
    found = [
        (m.start(), m.end())
        for p in (STATUTE_CITATION, EVIDENCE_NUMBER, SCHEDULE_NUMBER, COURT_DIVISION)
        for m in p.finditer(folded)
    ]
    found += [m.span(1) for m in ARTICLE_HEADING.finditer(folded)]
    return sorted(found)


#: the kind of offence written in brackets after the statute it breaks ("…법률위반(음란물유포)", "…특례법위반
#: (카메라등이용촬영)", "도로교통법위반(음주운전)"): the name of a crime
OFFENCE_KIND = re.compile(r"위반[ ]?\(([^()\n]{1,40})\)")


def offence_kind_ranges(text: str) -> list[tuple[int, int]]:
    """The brackets' contents of :data:`OFFENCE_KIND` in ``text`` as ``(start, end)`` code-point ranges: a new-user
    trial (2026-12-03) saw "정보통신망…법률위반(음란물유포)" become "…법률위반(A)"."""
    return [m.span(1) for m in OFFENCE_KIND.finditer(text)]


#: the documents and the acts of the crimes of forgery (형법 제20장·제21장: 문서에 관한 죄, 인장에 관한 죄), which
#: make the names of those crimes ("사문서위조", "위조사문서행사", "공전자기록등불실기재", "불실기재공전자기록등행사")
_FORGED = (
    r"(?:공전자기록등|사전자기록등|공정증서원본|면허증|허가증|등록증|여권|공문서|사문서|공도화|사도화|유가증권|인장|서명"
    r"|기호)"
)
_FORGING = r"(?:위작|변작|위조|변조|불실기재|부실기재|허위작성|허위기재|행사|부정사용)"
#: the name of such a crime, as a judgment's header and reasons write it
CRIME_OF_FORGERY = re.compile(rf"(?:{_FORGING})?{_FORGED}(?:{_FORGING})+")


def crime_name_ranges(text: str) -> list[tuple[int, int]]:
    """The names of crimes of forgery in ``text`` (:data:`CRIME_OF_FORGERY`) as ``(start, end)`` code-point
    ranges: new-user trials of land speculation and sham marriages (2026-12-05) saw the header's
    "불실기재공전자기록등행사" become "A전자기록등행사", the model reading "불실기재공전자" as an association at 0.996.
    A crime's name is public."""
    return [m.span() for m in CRIME_OF_FORGERY.finditer(text)]


#: a type of the sentencing guidelines (양형기준), written after the crime's group and before its range ("일반사기 >
#: 제1유형(1억 원 미만)", "[유형의 결정] … 제2유형")
_GUIDELINE_TYPE = re.compile(r"(?<![가-힣0-9])제[ ]?[0-9]{1,2}[ ]?유형")


def guideline_type_ranges(text: str) -> list[tuple[int, int]]:
    """The sentencing guidelines' types of ``text`` (:data:`_GUIDELINE_TYPE`: "제2유형") as ``(start, end)``
    code-point ranges: new-user trials of five genres (2026-12-05) saw "횡령·배임 > 제2유형(1억 원 이상" become "> Z(1억
    원 이상" in a judgment's reasons for its sentence. A type of the guidelines is public."""
    return [m.span() for m in _GUIDELINE_TYPE.finditer(text)]


#: the case line of a judgment's header: its label, letter-spaced or in brackets ("사         건", "【사건】"), at the
#: start of a line, then the case number
_CASE_LINE = re.compile(r"^[ \t]*(?:【[ \t]*사[ \t]*건[ \t]*】|사[ \t]*건(?=[ \t]))[ \t]*", re.MULTILINE)


#: the longest case name taken from the header's case line, in code points (the trial's "부당해고구제재심판정취소"
#: is 13; the published texts of precedent_kr have no such line, their headers starting with the parties)
_CASE_NAME_MAX = 80


def case_title_ranges(text: str, numbers: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """The case names (사건명) on the case line of ``text``'s header, after the first case number
    (:func:`find_case_numbers`, or ``numbers`` when the caller found them already) up to the end of the line, as
    ``(start, end)`` code-point ranges: a new-user trial (2026-12-04) saw "사 건 2023구합61742 부당해고구제재심판정취소"
    become "… A소". The court writes there the kind of claim or offence ("손해배상(기)", "가. 사기 나. 횡령"), a
    public part of every judgment."""
    if numbers is None:
        numbers = find_case_numbers(text)
    out = []
    for m in _CASE_LINE.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        first = next((b for a, b in numbers if m.end() <= a < line_end), None)
        # a header's line is short; a paragraph that happens to open with "사건" is no case line
        if first is not None and 0 < line_end - first <= _CASE_NAME_MAX:
            out.append((first, line_end))
    return out


#: the numbers of a patent office's publications: Korean patents, utility models, designs and trademarks,
#: registered ("10-1022015호") or applied for ("10-2019-0043921"), and a US patent ("US 10,123,456 B2")
_PATENT_NUMBER = re.compile(
    r"(?<![0-9-])(?:제[ ]?)?(?:[1-4]0-(?:(?:19|20)[0-9]{2}-)?[0-9]{7})(?:호)?(?![0-9-])"
    r"|(?<![A-Za-z])US[ ]?(?:[0-9]{1,2},[0-9]{3},[0-9]{3}|[0-9]{7,8})(?:[ ]?[AB][0-9])?"
)
#: a gazette right before a number (특허공보, 공개실용신안공보: a prior art the judgment cites)
_GAZETTE_BEFORE = re.compile(r"공보[ ]?$")


def patent_number_ranges(text: str) -> list[tuple[int, int]]:
    """The numbers of patent publications that ``text`` cites as prior art, a gazette's name right before them
    ("미국 특허공보 US 10,123,456 B2", "공개실용신안공보 제20-2018-0001234호": a new-user trial of a patent
    judgment, 2026-12-05, saw them written as omitted numbers). The published judgments keep such citations
    ("대한민국 등록특허공보 10-1022015호") and omit the numbers of the patents and marks in dispute ("(등록번호 1
    생략)", "(출원번호 생략)": 256 omissions on the 5,000 of the precedent_kr corpus), which stay personal
    information here. Offsets are code points, sorted."""
    return [
        m.span()
        for m in _PATENT_NUMBER.finditer(text)
        if _GAZETTE_BEFORE.search(text, max(0, m.start() - 4), m.start())
    ]


#: a party's number after its role, how a judgment with several parties of one role tells them apart ("주소 위
#: 청구인 1과 같음", "피고인 2", "공소외 3"): the court's own designator, no personal information (the digits; a
#: new-user trial of an inheritance, 2026-12-07, saw "청구인 G와 같음", the 1 read as an address)
_PARTY_NUMBER = re.compile(
    r"(?<![가-힣])(?:원고|피고|피고인|청구인|상대방|신청인|피신청인|채권자|채무자|공소외|소외|사건본인|참가인|증인|피해자)"
    r"[ ]?([0-9]{1,2})(?![0-9.,\-])"
)
#: a court's division heading, maybe letter-spaced ("제 1 5 민 사 부", "제3형사부")
_DIVISION_HEADING = re.compile(r"(?m)^[ \t]*제[ ]?(?:[0-9][ ]?){1,3}(?:[가-힣][ ]?){1,6}부[ \t]*$")


def designator_ranges(text: str) -> list[tuple[int, int]]:
    """The numbers of parties after their role (:data:`_PARTY_NUMBER`) and the court's division headings
    (:data:`_DIVISION_HEADING`: "제 1 5 민 사 부", whose 5 a new-user trial of an inheritance, 2026-12-07, saw
    lettered) in ``text``: the court's own words. Offsets are code points, sorted."""
    return sorted(
        [m.span(1) for m in _PARTY_NUMBER.finditer(text)]
        + [m.span() for m in _DIVISION_HEADING.finditer(text)]
    )


def public_reference_ranges(text: str) -> list[tuple[int, int]]:
    """Case numbers, citations, statute titles in corner brackets, court instances, kinds of offence and case names of
    ``text`` (:func:`find_case_numbers`, :func:`find_citations`, :func:`~.legal_terms.statute_title_ranges`,
    :func:`~.legal_terms.cited_statute_ranges`, :func:`~.legal_terms.statute_annex_ranges`,
    :func:`~.legal_terms.about_statute_ranges`,
    :func:`~.legal_terms.sub_item_ranges`,
    :func:`~.legal_terms.court_instance_ranges`,
    :func:`offence_kind_ranges`, :func:`crime_name_ranges`, :func:`guideline_type_ranges`,
    :func:`case_title_ranges`), cited patent
    publications
    (:func:`patent_number_ranges`) and the court's designators of parties and divisions
    (:func:`designator_ranges`), sorted."""
    numbers = find_case_numbers(text)
    return sorted(
        numbers
        + find_citations(text)
        + statute_title_ranges(text)
        + cited_statute_ranges(text)
        + statute_annex_ranges(text)
        + about_statute_ranges(text)
        + sub_item_ranges(text)
        + court_instance_ranges(text)
        + offence_kind_ranges(text)
        + crime_name_ranges(text)
        + guideline_type_ranges(text)
        + case_title_ranges(text, numbers)
        + patent_number_ranges(text)
        + designator_ranges(text)
    )


def drop_case_numbers(
    spans: list[Span], text: str, ranges: list[tuple[int, int]] | None = None
) -> list[Span]:
    """``spans`` without those that lie inside a case number or a citation of ``text``
    (``ranges``: :func:`public_reference_ranges` of ``text``, computed when not given).

    A span at least half covered by a case number is dropped too; one that only touches it is cut down to
    its part outside (kept if that part still holds a letter or digit).  Order is preserved.
    """
    if ranges is None:
        ranges = public_reference_ranges(text)
    if not ranges:
        return spans
    out: list[Span] = []
    for sp in spans:
        hits = [(a, b) for a, b in ranges if a < sp.end and sp.start < b]
        if not hits:
            out.append(sp)
            continue
        covered = sum(min(sp.end, b) - max(sp.start, a) for a, b in hits)
        if covered * 2 >= sp.end - sp.start:
            continue
        segs = [(sp.start, sp.end)]
        for a, b in hits:
            segs = [
                piece for s, e in segs for piece in ((s, min(e, a)), (max(s, b), e)) if piece[0] < piece[1]
            ]
        for s, e in segs:
            while s < e and not text[s].isalnum():
                s += 1
            while e > s and not text[e - 1].isalnum():
                e -= 1
            if s < e:
                out.append(sp.with_(start=s, end=e, text=text[s:e]))
    return out


__all__ = ["CASE_NUMBER", "CASE_TYPE_CODES", "TRIBUNAL_NUMBER", "drop_case_numbers", "find_case_numbers"]
