"""Names of products and public services that name no one: car models and their makers ("그랜저 HG", "기아
셀토스", "제네시스 G90", "쏘렌토(MQ4)"), mobile phones' models ("갤럭시 S22 울트라") and the online platforms everyone
uses ("유튜브", "네이버 블로그").

The court rule de-identifies the persons of a case, their places and the businesses they run (FACTS.md, "Court
practice"); a car's model is no more a person's than its colour, and the published judgments keep it ("그랜저
승용차", "쏘나타 택시"): the vehicle's number is the identifier, which the plate recognizer finds. A new-user trial
of used-car fraud (2026-12-06) saw 21 models lettered in eight judgments ("아반떼 CN7, 스포티지 및 싼타페" as "Z, AB
및 AC"), one trial of medical fraud "포르쉐 카이엔" as "T", and trials of defamation and weddings "유튜브 채널" as "I
채널" and "네이버" as "L"."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: car makers as a car is written with them ("기아 셀토스", "현대 그랜저", "벤츠 E300")
VEHICLE_MAKERS = frozenset(
    "현대 기아 쌍용 르노 르노삼성 르노코리아 쉐보레 대우 제네시스 KG모빌리티 벤츠 메르세데스 BMW 아우디 폭스바겐 "
    "포르쉐 렉서스 도요타 토요타 혼다 닛산 인피니티 볼보 테슬라 랜드로버 재규어 링컨 캐딜락 포드 지프 크라이슬러 "
    "마세라티 페라리 람보르기니 벤틀리 롤스로이스 푸조 시트로엥 미니 폴스타 BYD".split()
)
#: car models sold in Korea, written in Hangul, that are no everyday word (the makers' Korean line-ups, 2000–2026)
VEHICLE_MODELS = frozenset(
    # 현대, 제네시스
    "아반떼 쏘나타 소나타 그랜저 그랜져 에쿠스 투싼 싼타페 산타페 팰리세이드 펠리세이드 스타렉스 그랜드스타렉스 "
    "스타리아 아이오닉 넥쏘 엑센트 베르나 벨로스터 트라제 테라칸 갤로퍼 쏠라티 캐스퍼 코나 베뉴 엑시언트 "
    # 기아
    "쏘렌토 소렌토 스포티지 셀토스 모하비 카니발 카렌스 오피러스 포르테 쏘울 스토닉 스팅어 옵티마 "
    # 르노, 쌍용, 쉐보레·대우
    "아르카나 티볼리 코란도 렉스턴 무쏘 토레스 체어맨 액티언 카이런 로디우스 마티즈 트랙스 트레일블레이저 말리부 "
    "라세티 올란도 캡티바 이쿼녹스 다마스 라보 윈스톰 토스카 알페온 임팔라 젠트라 누비라 "
    # imports
    "카이엔 파나메라 마칸 티구안 파사트 캠리 프리우스 익스플로러 머스탱 레인지로버 미니쿠퍼".split()
)
#: models that are everyday words or names too ("모닝", "레이", "포터"): a model only beside a vehicle's word
AMBIGUOUS_MODELS = frozenset(
    "모닝 레이 포터 마이티 봉고 프라이드 니로 로체 크루즈 스파크 볼트 카운티 클릭 골프".split()
)
#: a model's code in Latin letters and digits ("K7", "QM6", "G90", "GV80", "SM5", "EV6", "E300", "520d", "i30")
_MODEL_CODE = re.compile(
    r"(?:[KGS]M?[0-9]|QM[0-9]|XM3|GV[0-9]{2}|EQ900|EV[0-9]|[A-Z][0-9]{3}[a-z]?|[0-9]{3}[a-z]|i[0-9]{2})"
)
#: a model's generation or trim code after its name ("그랜저 HG", "아반떼 CN7", "쏘렌토(MQ4)", "싼타페 TM")
_TRIM_CODE = re.compile(r"[A-Z]{1,3}[0-9]{0,2}")
#: what a vehicle is called near its model ("그랜저 승용차", "포터 화물차", "(12가3456)", "차종: 모닝")
_VEHICLE_NEAR = re.compile(
    r"승용차|승합차|화물차|트럭|차량|자동차|SUV|오토바이|택시|렌터카|렌트카|중고차|차종|[0-9]{2,3}[가-힣][ ]?[0-9]{4}"
)
#: online platforms and public services whose names judgments write as words ("유튜브 채널", "네이버 블로그",
#: "홈택스"): the service names no one; the channel's, blog's or account's own name is what identifies
PLATFORMS = frozenset(
    # (not the platforms whose names are everyday words too, "다음", "당근", "라인", "밴드", "토스": a nickname may be one)
    "유튜브 네이버 카카오 카카오톡 카카오페이 카카오스토리 인스타그램 페이스북 트위터 틱톡 쿠팡 당근마켓 번개장터 "
    "중고나라 배달의민족 요기요 홈택스 위택스 정부24 네이버밴드 아프리카TV 트위치 치지직 디스코드 위챗 텔레그램 "
    "왓츠앱 구글 지마켓 스마트스토어 네이버페이".split()
)
#: what a platform holds, written after its name ("유튜브 채널", "네이버 블로그")
_PLATFORM_KINDS = frozenset(
    "채널 블로그 카페 계정 스토어 밴드 페이지 쇼핑 지도 메일 앱 어플 검색 페이 쇼핑몰".split()
)
#: platforms named as their companies are: a service only with what it holds after it ("네이버 블로그", "카카오
#: 계정"), as "카카오에 입사하였다" names an employer, a company the court rule de-identifies
COMPANY_PLATFORMS = frozenset("네이버 카카오 구글 쿠팡 지마켓".split())
#: the service's word right after a company's platform name, in the text after the span ("네이버 블로그에")
_KIND_AFTER = re.compile(r"[ ]?(?:" + "|".join(sorted(_PLATFORM_KINDS, key=len, reverse=True)) + r")")
#: a company's legal form beside the name: then the platform's owner is a party ("주식회사 카카오")
_FORM_BESIDE = re.compile(r"(?:주식회사|유한회사|\(주\)|㈜)[ ]?$")
_FORM_AFTER = re.compile(r"[ ]?(?:주식회사|유한회사|\(주\)|㈜)")


def _is_vehicle(text: str, span: Span) -> bool:
    """Whether ``span`` is a car's model, maybe with its maker and its code ("기아 셀토스", "그랜저 HG", "K7")."""
    words = span.text.strip().replace("(", " ").replace(")", " ").split()
    if not words or not all(
        w in VEHICLE_MAKERS
        or w in VEHICLE_MODELS
        or w in AMBIGUOUS_MODELS
        or _MODEL_CODE.fullmatch(w)
        or (k > 0 and _TRIM_CODE.fullmatch(w))
        for k, w in enumerate(words)
    ):
        return False
    if all(w in VEHICLE_MAKERS for w in words):
        return False  # a maker alone is a company
    if any(w in VEHICLE_MODELS for w in words):
        return True
    near = text[max(0, span.start - 12) : span.end + 16]
    return _VEHICLE_NEAR.search(near) is not None


def _is_trim_after_model(text: str, span: Span) -> bool:
    """Whether ``span`` is a model's code written after the model or its maker ("HG" of "그랜저 HG", "MQ4" of
    "쏘렌토(MQ4)", "G90" of "제네시스 G90")."""
    if not _TRIM_CODE.fullmatch(span.text) and not _MODEL_CODE.fullmatch(span.text):
        return False
    before = re.search(r"([가-힣]{2,8})[ (]$", text[max(0, span.start - 10) : span.start])
    return before is not None and (
        before.group(1) in VEHICLE_MODELS
        or before.group(1) in AMBIGUOUS_MODELS
        or before.group(1) in VEHICLE_MAKERS
    )


def _is_platform(text: str, span: Span) -> bool:
    """Whether ``span`` is an online platform's or public service's name alone, not its owner as a party."""
    name, _, kind = span.text.strip().partition(" ")
    if name not in PLATFORMS or (kind and kind not in _PLATFORM_KINDS):
        return False
    if name in COMPANY_PLATFORMS and not kind and not _KIND_AFTER.match(text, span.end):
        return False
    return not (
        _FORM_BESIDE.search(text, max(0, span.start - 6), span.start) or _FORM_AFTER.match(text, span.end)
    )


#: a mobile phone's model as judgments write it ("갤럭시 S22 울트라", "갤럭시 Z플립4", "아이폰 14 프로 맥스", "iPhone
#: 13"): the maker's line, the model's number or code, its trims
_HANDSET = re.compile(
    r"(?:갤럭시|아이폰|Galaxy|iPhone)[ ]?"
    r"(?:Z[ ]?(?:플립|폴드|Flip|Fold)[ ]?[0-9]{0,2}|노트[ ]?[0-9]{0,2}|[A-Z]?[0-9]{1,3}\+?|SE[ ]?[0-9]?)"
    r"(?:[ ]?(?:울트라|플러스|프로|맥스|미니|FE|엣지|Ultra|Plus|Pro|Max|mini))*"
)


#: a handset's serial number in brackets right after its model ("갤럭시 Z플립3(R3CR60BNX7A)"): letters and digits,
#: at least one of each
_SERIAL_AFTER = re.compile(r"[ ]?\((?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*[0-9])([A-Z0-9]{8,15})\)")


def handset_serial_spans(text: str) -> list[Span]:
    """A mobile phone's serial number in brackets right after its model (:data:`_HANDSET`, then
    :data:`_SERIAL_AFTER`: "갤럭시 Z플립3(R3CR60BNX7A)", which a new-user trial of a phone shop, 2026-12-06, left in
    a table of phones opened in customers' names). The serial names one handset and through it its user, as an
    IMEI does: label 관리번호 (the court policy writes "(관리번호 1 생략)"), score 0.85, source ``"rule"``. Offsets
    are code points."""
    out = []
    for m in _HANDSET.finditer(text):
        serial = _SERIAL_AFTER.match(text, m.end())
        if serial:
            out.append(Span(serial.start(1), serial.end(1), serial.group(1), "관리번호", 0.85, "rule"))
    return out


#: consumer goods' brands and lines that a judgment of used-goods fraud lists as the thing sold ("에어팟 프로
#: 2세대", "다이슨 청소기", "플레이스테이션 5": a new-user trial, 2026-12-07, saw six items of a 범죄일람표 lettered as
#: persons, companies and addresses); a span opening with one names no one
CONSUMER_PRODUCTS = frozenset(
    "에어팟 아이패드 맥북 아이맥 애플워치 갤럭시탭 갤럭시워치 갤럭시버즈 다이슨 플레이스테이션 닌텐도 엑스박스 "
    "롤렉스 샤넬 구찌 루이비통 에르메스 프라다 디올 발렌시아가 몽클레르 나이키 아디다스 뉴발란스 오메가 까르띠에".split()
)


def _is_consumer_product(span: Span) -> bool:
    """Whether ``span`` opens with a consumer product's brand or line (:data:`CONSUMER_PRODUCTS`)."""
    first = span.text.split(" ", 1)[0]
    return first in CONSUMER_PRODUCTS


def _is_handset(text: str, span: Span, handsets: list[tuple[int, int]]) -> bool:
    """Whether ``span`` lies inside a phone's model name (:data:`_HANDSET`)."""
    return any(a <= span.start and span.end <= b for a, b in handsets)


def drop_product_names(text: str, spans: list[Span]) -> list[Span]:
    """Drop the model's spans (source ``"model"``) that are a car's model (:data:`VEHICLE_MODELS`, with its maker
    and code: "기아 셀토스", "그랜저 HG", "K7"; a model that is a word too, :data:`AMBIGUOUS_MODELS`, only with a
    vehicle's word or plate near it), a model's code after the model ("MQ4" of "쏘렌토(MQ4)"), or an online
    platform's or public service's name (:data:`PLATFORMS`: "유튜브", "네이버 블로그"; a platform named as its company,
    :data:`COMPANY_PLATFORMS`, only before what it holds; not beside a legal form, where the company is a party).
    So is a span inside a mobile phone's model (:data:`_HANDSET`: "갤럭시 S22 울트라" had become "(전화번호 2 생략)
    울트라", "아이폰 14 프로" "AC 14 프로" in a new-user trial of a phone shop, 2026-12-06), and one opening with a
    consumer product's brand or line (:data:`CONSUMER_PRODUCTS`: "에어팟", "다이슨"). Order kept; offsets are code
    points."""
    handsets = [m.span() for m in _HANDSET.finditer(text)]
    return [
        s
        for s in spans
        if not (
            s.source == "model"
            and (
                _is_vehicle(text, s)
                or _is_trim_after_model(text, s)
                or _is_platform(text, s)
                or _is_handset(text, s, handsets)
                or _is_consumer_product(s)
            )
        )
    ]
