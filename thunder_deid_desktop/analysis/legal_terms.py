"""Names of laws, rules, decisions and crimes, and references to a judgment's annexes: public, never personal
information.

A judgment cites "공정거래법", "구 지방세법 시행령", "운영규정", "화해권고결정", "[별표 1]" over and over; the model,
trained on excerpts of criminal facts where such words are rare, reads some of them as company or person names, and
propagation then spreads them. On the 60 published judgments of precedent_kr the default model marked 285 such spans;
on the validation split two gold mentions matched the pattern, both fill artifacts ("미규정" as a company) — measured
2026-12-01.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: the last word of a law, a rule or a decision ("…법", "…시행령", "…규정", "…결정"); 법률 is left out (a law firm's
#: name is cut to "…법률" by the model: "부산제일합동법률").
_INSTRUMENT = re.compile(r"(?:[가-힣]법|시행령|시행규칙|규정|규칙|조례|훈령|예규|지침|결정|판결)$")
#: an annex of the judgment or of a law ("[별표 1]", "별지 2", the title line "별지 부동산 목록")
_ANNEX = re.compile(r"별[표지][ ]?[0-9]|^별[표지] ")


#: the name of a crime as a judgment's heading and 법령의 적용 write it: a law's violation, a death or an injury a
#: crime caused, a crime done in one's work ("산업안전보건법위반", "업무상과실치사", "폭행치상", "업무상횡령"); the
#: model read "업무상과실치사" of a header as a redevelopment project and lettered it (a new-user trial of industrial
#: accidents, 2026-12-05). Four syllables at least: no name is so made.
_CRIME_NAME = re.compile(
    r"(?=[가-힣]{4})(?:[가-힣]{1,12}법위반|[가-힣]{0,6}(?:치사|치상)|업무상(?:과실[가-힣]{0,4}|횡령|배임))"
)


def is_legal_reference(text: str, person: bool = False) -> bool:
    """True when ``text`` ends with the name of a law, rule or decision, or cites an annex (see module docstring).

    ``person``: the text was tagged as a person's name, which may end like a rule ("김규정", "박예규", "최현법"):
    then the words before the instrument must be at least two syllables long (three before "법"), as in
    "운영규정", "거절결정", "공정거래법"."""
    t = text.strip()
    if _ANNEX.search(t) or _CRIME_NAME.fullmatch(t):
        return True
    m = _INSTRUMENT.search(t)
    if not m:
        return False
    if not person:
        return True
    law = t.endswith("법")
    stem = t[:-1] if law else t[: m.start()]  # the "[가-힣]법" match starts one syllable before 법
    return len(stem.replace(" ", "")) >= (3 if law else 2)


#: a public office or a local government's office at the end of a span: "해양수산부장관", "특허청장", "노동부 장관",
#: "서대문구청", and a public corporation named by its task ("근로복지공단", "국민건강보험공단", "정부법무공단": a
#: new-user trial, 2026-12-03, saw the intervener of a labour case lettered; an industrial estate, "시화공단", is a
#: place and stays a span) (the court keeps state bodies and local governments as written, 재판예규 비실명처리 기준)
_PUBLIC_OFFICE = re.compile(
    r"(?:장관|차관|청장|처장|구청|시청|군청|도청|(?:복지|보험|연금|법무|인력|교통|안전|환경|시설|체육|관리)공단"
    # an election commission and an electoral district ("포항시북구선거관리위원회", "포항시 바선거구": a new-user
    # trial, 2026-12-04, saw both lettered)
    r"|선거관리위원회|선거구"
    # an education office, a regional office of a ministry, a local council and its election ("서울특별시강남서초
    # 교육지원청", "포항지방해양수산청", "청송군의회 의원선거": new-user trials of schools, fishing boats and
    # elections, 2026-12-05, saw them lettered)
    r"|교육지원청|교육청|지방해양수산청|지방국토관리청|지방환경청|지방고용노동청|지방병무청|지방보훈청"
    r"|(?:특별시|광역시|특별자치시|도|시|군|구)의회(?:[ ]?의원선거)?)$"
)


#: the heads of local governments and education offices as statutes name them ("특별자치시장·특별자치도지사·
#: 시장·군수·구청장은" of 식품위생법 제75조, quoted in a new-user trial, 2026-12-05: the model read the first two as a
#: market and a car park); whole words only, since 시장 also ends a market's name ("현대시장")
_LOCAL_HEADS = frozenset(
    "특별시장 광역시장 특별자치시장 도지사 특별자치도지사 시·도지사 시장·군수 시장·군수·구청장 군수 구청장 "
    "교육감 시·도교육감 특별시장·광역시장".split()
)


#: state bodies by their names and the short names judgments and parties use for them ("선관위", "권익위",
#: "금감원"; a new-user trial of apartment management, 2026-12-05, saw "선관위" lettered throughout), which the court
#: keeps as written (재판예규 비실명처리 기준: state bodies); names with a region before them are
#: :data:`_REGIONAL_BODY`'s
_STATE_BODIES = frozenset(
    (
        "국회 대법원 헌법재판소 감사원 국가정보원 국정원 공정거래위원회 공정위 금융위원회 금융위 금융감독원 금감원 "
        "국민권익위원회 권익위 국가인권위원회 인권위 방송통신위원회 방통위 중앙노동위원회 중노위 지노위 노동위원회 "
        "선거관리위원회 선관위 중앙선거관리위원회 중앙선관위 국세청 관세청 경찰청 대검찰청 검찰청 해양경찰청 소방청 "
        "병무청 조달청 통계청 특허청 기상청 산림청 고용노동부 국토교통부 보건복지부 법무부 행정안전부 교육부 국방부 "
        "국민연금공단 국민건강보험공단 건강보험심사평가원 심평원 한국토지주택공사 근로복지공단 한국산업안전보건공단"
    ).split()
)
#: a regional body of the state ("서울지방노동위원회", "부산지방국세청", "수원지방검찰청", "○○경찰서")
_REGIONAL_BODY = re.compile(
    r"[가-힣]{1,6}(?:지방노동위원회|지방국세청|세무서|지방검찰청|지검|지청|경찰서|지방경찰청|시·?도경찰청|소방서|출입국·?외국인청"
    r"|출입국관리사무소|선거관리위원회|선관위)"
)


def is_public_office(text: str) -> bool:
    """True when ``text`` ends with the title of a minister or the head of a state agency, or names the office of a
    local government ("해양수산부장관", "특허청장", "서대문구청"), or is the statutory title of a local
    government's head (:data:`_LOCAL_HEADS`: "특별자치시장", "도지사"), or a state body (:data:`_STATE_BODIES`,
    :data:`_REGIONAL_BODY`: "선관위", "서울지방노동위원회"): public, never personal information. The
    annotated release tags no span that ends so (checked 2026-12-03); on the 60 published judgments the model had
    marked 15, as persons, companies or nicknames."""
    t = text.strip()
    return (
        bool(_PUBLIC_OFFICE.search(t))
        or t in _LOCAL_HEADS
        or t in _STATE_BODIES
        or _REGIONAL_BODY.fullmatch(t) is not None
        or _is_city_head(t)
    )


#: the head of a city or a county glued to its name without 시 or 군 ("평창군수", "원주시장"), or of a 구
_CITY_HEAD = re.compile(r"([가-힣]{2,3})(?:시장|군수|시의회|군의회)|[가-힣]{1,4}구청장")


def _is_city_head(text: str) -> bool:
    """Whether ``text`` is the head or the council of a 시 or 군 of Korea written with its name ("평창군수 명의의
    사실조회 회신", "원주시장 명의의": a new-user trial of land speculation, 2026-12-05, saw both lettered), or a
    구청장; "현대시장" is a market, its first word no city (:data:`.addresses.CITY_STEMS`)."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS

    m = _CITY_HEAD.fullmatch(text)
    return m is not None and (m.group(1) is None or m.group(1) in CITY_STEMS)


#: the ministries of the central government, their past names included (정부조직법)
MINISTRIES = (
    "기획재정부 교육부 과학기술정보통신부 외교부 통일부 법무부 국방부 행정안전부 문화체육관광부 농림축산식품부 "
    "농림수산식품부 산업통상자원부 보건복지부 환경부 고용노동부 노동부 여성가족부 국토교통부 국토해양부 해양수산부 "
    "중소벤처기업부 지식경제부 행정자치부 안전행정부 건설교통부 재정경제부 교육과학기술부 보건복지가족부"
).split()


#: a 시·도 as a judgment writes it before a local body ("경상북도", "경북", "서울특별시")
_PROVINCE = (
    r"(?:서울|부산|대구|인천|광주|대전|울산)(?:특별시|광역시)?|세종(?:특별자치시)?|경기도?|강원(?:특별자치)?도?"
    r"|충청[남북]도|전라[남북]도|경상[남북]도|전북(?:특별자치도)?|[충전경][남북]|제주(?:특별자치)?도?"
)


#: a public corporation (공기업) named by the state or a province and its task: "한국토지주택공사", "한국가스공사",
#: "한국농수산식품유통공사", "서울교통공사", "경기주택도시공사"; an industrial estate ("시화공단") or construction work
#: ("건설공사", "도로공사") is none
_PUBLIC_CORPORATION = re.compile(
    r"(?<![가-힣])(?:(?:한국[가-힣]{2,12}(?:공사|공단)"
    r"|(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)"
    r"(?:교통|도시|주택도시|도시철도|시설|시설관리|환경|관광|항만|개발|국제공항)공사"
    # national agencies without 한국 in their names (공공기관의 운영에 관한 법률), and their branches after a space
    # ("근로복지공단 안양지사": a new-user trial, 2026-12-03, saw the branch lettered)
    # institutes of the state ("한국의료분쟁조정중재원", "국립과학수사연구원": a trial saw "국립과학수사BD BE")
    r"|한국[가-힣]{2,12}(?:진흥원|중재원|연구원|평가원|개발원|정보원|조정원|재단|시험원|시험연구원|인증원)"
    r"|국립[가-힣]{2,12}(?:연구원|연구소|과학원|박물관|미술관|도서관|의료원|병원|대학교|대학|관리원|검사원|검역본부|품질원)"
    # education offices and their heads ("용인교육지원청교육장": a new-user trial, 2026-12-03, saw a span end inside
    # it, "W육장은")
    r"|[가-힣]{2,8}(?:교육지원청|교육청)(?:교육장|교육감)?"
    # tax offices and ministries with their heads ("유성세무서장", "국토교통부장관": trials, 2026-12-03, saw "AO세무서장"
    # and "N교통부장관")
    r"|[가-힣]{2,6}세무서(?:장)?"
    # immigration offices of the Ministry of Justice ("안산출입국·외국인사무소": a new-user trial, 2026-12-04, saw
    # "U·외국인사무소")
    r"|[가-힣]{2,6}출입국(?:[·ㆍ]외국인(?:사무소|청|지청)|관리사무소|관리소)(?:장)?"
    # the armed forces' hospitals ("국군춘천병원", "국군수도병원": a new-user trial, 2026-12-04, saw "U병원")
    r"|국군[가-힣]{2,6}병원"
    r"|(?:" + "|".join(MINISTRIES) + r")(?:장관|차관)?"
    r"|근로복지공단|국민건강보험공단|국민연금공단|건강보험심사평가원|도로교통공단|교통안전공단|예금보험공사"
    r"|신용보증기금|기술보증기금|주택도시보증공사|중소벤처기업진흥공단|소상공인시장진흥공단|한국소비자원"
    # the state's appraisal agency, its former name too ("한국부동산원의 기부채납 토지 평가액": a new-user trial,
    # 2026-12-04, saw one of three mentions lettered)
    r"|한국부동산원|한국감정원"
    # legal aid, a state-funded body ("대한법률구조공단 서울남부지부": a new-user trial, 2026-12-05, saw "O지부"),
    # the postal service and the environment offices (정부조직법: "우정사업본부", "금강유역환경청", the same trial)
    r"|대한법률구조공단|우정사업본부|[가-힣]{2,6}(?:유역|지방)환경청"
    # police and fire stations with their heads, state bodies ("수사보고(부천원미경찰서장)", "대전서부소방서의": a
    # new-user trial, 2026-12-04, saw the model read the names' first words as a department and a school)
    r"|[가-힣]{2,8}(?:경찰서|소방서)(?:장)?"
    # the post office, a state enterprise that also keeps savings ("우체국 정기예금": a new-user trial, 2026-12-04)
    r"|[가-힣]{0,8}우체국"
    # national university hospitals (국립대학병원 설치법: "충남대학교병원", "화순전남대학교병원" became "V대학교병원" in
    # new-user trials of postpartum centres and tattooing, 2026-12-06), a local government's public health centre
    # ("분당구보건소" became "AC"), an agency of the state ("한국석유관리원" became "O" in a new-user trial of fake
    # petroleum, 2026-12-06)
    r"|(?:분당|화순|칠곡|양산)?(?:서울|부산|경북|경상국립|경상|전남|전북|충남|충북|강원|제주)대학교(?:치과)?병원"
    r"|[가-힣]{1,6}(?:시|군|구)보건소"
    r"|한국석유관리원|국과수|식품의약품안전처|식약처"
    # the agricultural extension of the state and of local governments (농촌진흥법 제3조: 농촌진흥청, 도 농업기술원,
    # 시·군 농업기술센터), and the state's agencies that a judgment names with an institute of theirs ("완주군농업기술센터",
    # "경기도농업기술원", "농촌진흥청 국립농업과학원" became "B센터", "N" and "G학원" in a new-user trial of a
    # beekeeper's case, 2026-12-06)
    # local public medical centres (지방의료원의 설립 및 운영에 관한 법률: "충주의료원" became "AG" in a new-user trial
    # of private ambulances, 2026-12-06) and Korea's diplomatic missions ("주호찌민 대한민국 총영사관" became "U 대한민국
    # V" in a new-user trial of visa fraud, the same day)
    r"|(?:서울|부산|대구|인천|광주|대전|울산|경기도|충주|청주|서산|홍성|천안|공주|군산|남원|진안|목포|순천|강진|포항"
    r"|김천|안동|울진|마산|진주|원주|강릉|속초|삼척|영월|수원|의정부|파주|이천|안성|포천|제주|서귀포)의료원"
    r"|주[가-힣]{1,8}[ ]?(?:대한민국[ ]?)?(?:총영사관|영사관|대사관)"
    r"|[가-힣]{1,6}(?:시|군|구)[ ]?농업기술센터|(?:" + _PROVINCE + r")[ ]?농업기술원"
    r"|(?:농촌진흥청|산림청|기상청|특허청|조달청|통계청|관세청|국세청|병무청|문화재청|국가유산청|질병관리청|소방청"
    r"|해양경찰청|경찰청|방위사업청)(?:[ ]국립[가-힣]{2,12}(?:과학원|연구원|연구소|원))?"
    # local councils and their members, with the province before them ("경상북도 의성군의회의원", "의성군의회 의원":
    # a new-user trial, 2026-12-04, saw both lettered): a local government's body
    r"|(?:(?:" + _PROVINCE + r")[ ])?[가-힣]{1,6}(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구)의회"
    # and its committees ("포항시의회 도시건설위원회": a new-user trial, 2026-12-04, saw the committee lettered)
    r"(?:[ ]?(?:의원|의장|부의장|[가-힣]{2,10}위원회))?)"
    # (two such levels: "한국전력공사 인천본부 김포지사", which a new-user trial of a scrap yard, 2026-12-06, saw an
    # address's span run into)
    r"(?:[ ]?[가-힣]{1,8}(?:지사|지부|지역본부|본부|출장소|센터)){0,2})"
)


#: how the names of planned districts of a city end ("송도국제도시", "위례신도시", "나주혁신도시")
_CITY_DISTRICT_ENDS = ("국제도시", "신도시", "혁신도시", "기업도시", "행복도시")


def label_public_corporations(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` where those lying inside the name of a public corporation (:data:`_PUBLIC_CORPORATION`) are
    replaced by one span over the whole name, labelled 공공기관 (the model reads them as 금융기관, 기업명 or
    공공기관, and cuts "한국농수산식품유통" before "공사"). The court keeps state bodies as written (재판예규
    비실명처리 기준; the published judgments of precedent_kr write "한국가스공사" 16 times), and the policies keep
    the label 공공기관, so the name stays in the de-identified text. Spans of a person's name are left alone.

    Conversely a 공공기관 span ending with "공사" that names no public corporation is labelled 기업명: the model
    learned "…공사" as a public body (the release's list of 공공기관 mentions holds "댐건설공사", "도로건설공사"), and
    a firm named so ("기계제작업체인 '대성공사'", a new-user trial, 2026-12-03) was kept by the court policy; and
    a 공공기관 span naming a planned district ("송도국제도시", :data:`_CITY_DISTRICT_ENDS`) is labelled 구아래주소.
    ``spans`` sorted and non-overlapping; so is the result. Offsets are code points."""
    out: list[Span] = []
    matches = list(_PUBLIC_CORPORATION.finditer(text))
    done: set[int] = set()

    def claim(sp: Span, m: re.Match[str]) -> None:
        """One span over the whole name ``m``, labelled 공공기관, the first time the name is met."""
        if m.start() not in done:
            done.add(m.start())
            out.append(sp.with_(start=m.start(), end=m.end(), text=m.group(0), label="공공기관"))

    for sp in spans:
        # a span that starts inside the name and runs past it ("연구원 감정서" of "국립과학수사연구원 감정서", read
        # as a person: a new-user trial, 2026-12-03, saw "국립과학수사BC BD") keeps what follows, unless vocabulary
        inner = next((m for m in matches if m.start() < sp.start < m.end() < sp.end), None)
        if inner is not None:
            rest = sp.text[inner.end() - sp.start :]
            cut = inner.end() + len(rest) - len(rest.lstrip())
            claim(sp, inner)
            if not rest.strip() or all(_is_vocabulary(w) for w in rest.split()):
                continue
            sp = sp.with_(start=cut, text=text[cut : sp.end])
        # a span that runs from before the name into it ("대능리 산 21 일대 한국전력공사 인천본부 김포" of an address:
        # a new-user trial of a scrap yard, 2026-12-06, saw "김포시 J지사의") ends before it; the name is public
        into = next((m for m in matches if sp.start < m.start() < sp.end <= m.end()), None)
        if into is not None and sp.label not in ("내국인이름", "외국인이름"):
            claim(sp, into)
            head = text[sp.start : into.start()].rstrip()
            head = head.removesuffix(" 일대").removesuffix(" 소재").rstrip()
            if len(head) < 2:
                continue
            sp = sp.with_(end=sp.start + len(head), text=head)
        m = next((m for m in matches if m.start() <= sp.start and sp.end <= m.end()), None)
        if m is None and sp.label == "공공기관" and sp.text.endswith("공사"):
            sp = sp.with_(label="기업명")
        # nor is a city's district a body ("인천 연수구 컨벤시아대로 송도국제도시 사거리", which a new-user trial of
        # insurance fraud, 2026-12-07, saw kept as a public body): an area below the 시·군·구
        if sp.label == "공공기관" and sp.text.endswith(_CITY_DISTRICT_ENDS):
            sp = sp.with_(label="구아래주소")
        # a person's name that is the whole name too ("| 한국소비자원 |" in a table's column of persons, which a
        # new-user trial of a moving company, 2026-12-06, saw lettered with the body's other mentions)
        if m is None:
            out.append(sp)
            continue
        claim(sp, m)
    return sorted(out, key=lambda s: s.start)


#: controlled substances as drug judgments name them (마약류 관리에 관한 법률 제2조 and its 시행령 별표: 마약,
#: 향정신성의약품, 대마), with the street names judgments use ("필로폰", "야바", "엑스터시"): a drug is no personal
#: information, yet the model read "메트암페타민" as a company or a hotel (a new-user trial, 2026-12-03)
CONTROLLED_SUBSTANCES = frozenset(
    """메트암페타민 메스암페타민 암페타민 필로폰 히로뽕 야바 엑스터시 엑스터시정 MDMA 대마 대마초 대마수지 해시시 해쉬쉬
    합성대마 케타민 코카인 크랙 헤로인 모르핀 아편 펜타닐 옥시코돈 하이드로코돈 메타돈 코데인 트라마돌 프로포폴
    미다졸람 졸피뎀 디아제팜 알프라졸람 로라제팜 플루니트라제팜 GHB LSD 엘에스디 날부핀 덱스트로메토르판 러미라
    메틸페니데이트 펜터민 카트 크라톰 사일로시빈 실로시빈 메페드론 JWH-018 5F-ADB""".split()
)


def is_controlled_substance(text: str) -> bool:
    """Whether ``text``, blanks around it ignored, is the name of a controlled substance
    (:data:`CONTROLLED_SUBSTANCES`: "메트암페타민", "대마초")."""
    return text.strip() in CONTROLLED_SUBSTANCES


#: a state body the court keeps, then a space, at the start of a span ("순천경찰서 조례지구대")
_LEADING_PUBLIC_BODY = re.compile(
    r"(?:[가-힣]{1,10}(?:경찰서|소방서|세무서|교도소|구치소|시청|구청|군청|도청|법원|검찰청|지청|지원)"
    r"|" + "|".join(MINISTRIES) + r")[ ]+(?=\S)"
)


def _full_name(word: str) -> bool:
    """Whether ``word`` looks like a Korean full name (:func:`.names.looks_like_korean_full_name`) and is no city's
    court branch (:data:`.addresses.CITY_STEMS` before 지원 or 지청: "안산지원")."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    return looks_like_korean_full_name(word) and word[:-2] not in CITY_STEMS


def cut_leading_public_bodies(spans: list[Span]) -> list[Span]:
    """Start a span after the state body written at its start ("순천경찰서 조례지구대" -> "조례지구대"): the court
    keeps police stations, courts, local government offices and ministries (:data:`MINISTRIES`) as written, and
    in one span with the 지구대 the station had become part of its letter ("A지구대 소속": a new-user trial,
    2026-12-03). What is left is no span when it is vocabulary only ("농림수산식품부 소관 농축산물", a later
    trial). Order kept; offsets are code points."""
    out = []
    for sp in spans:
        m = _LEADING_PUBLIC_BODY.match(sp.text)
        # a person's name that ends like a court's branch ("김지원 경영지원본부 대표": a held-out set of seed 82,
        # 2026-12-05, saw the name kept as a body and the rest lettered); branches are named by their city
        # ("안산지원", "남원지청")
        if m is not None and m.group().strip().endswith(("지원", "지청")) and _full_name(m.group().strip()):
            m = None
        if m is None:  # a public corporation or institute ("국립과학수사연구원 감정서")
            m = _PUBLIC_CORPORATION.match(sp.text)
            m = m if m and sp.text[m.end() : m.end() + 1] == " " and sp.text[m.end() :].strip() else None
        if m:
            cut = m.end() + len(sp.text[m.end() :]) - len(sp.text[m.end() :].lstrip(" "))
            sp = sp.with_(start=sp.start + cut, text=sp.text[cut:])
            if sp.source != "rule" and all(_is_vocabulary(w) for w in sp.text.split()):
                continue  # "농림수산식품부 소관 농축산물": a ministry and words, no name
        out.append(sp)
    return out


#: the units a state body is divided into, ending the word after the body's name ("대검찰청 디지털포렌식센터",
#: "경찰청 사이버수사국", "관세청 조사총괄과")
_BODY_UNIT_ENDS = (
    "센터",
    "본부",
    "연구소",
    "연구원",
    "사무소",
    "수사단",
    "지원단",
    "수사국",
    "수사과",
    "수사팀",
    "국",
    "과",
    "팀",
    "계",
    "실",
    "단",
)
#: a state body's name and a blank, right before a span (:data:`_STATE_BODIES`, :data:`_REGIONAL_BODY`)
_STATE_BODY_BEFORE = re.compile(
    "(?:" + "|".join(sorted(_STATE_BODIES, key=len, reverse=True)) + "|" + _REGIONAL_BODY.pattern + r")[ ]$"
)


def drop_units_of_state_bodies(text: str, spans: list[Span]) -> list[Span]:
    """Drop a model span that is, or begins, the word of a unit of the state body named right before it
    (:data:`_STATE_BODY_BEFORE`, the word ending in :data:`_BODY_UNIT_ENDS`: "대검찰청 디지털포렌식센터에" with
    "디지털포렌식" read as a repair shop, which a new-user trial of golf courses, 2026-12-06, saw lettered as
    "대검찰청 AE센터"): the court keeps state bodies and their parts as written (재판예규 비실명처리 기준). Person
    names stay ("경찰청 김철수"). Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
    from thunder_deid_desktop.deid.entities import is_person

    out = []
    for sp in spans:
        if (
            sp.source == "model"
            and not is_person(sp)
            and _STATE_BODY_BEFORE.search(text, max(0, sp.start - 16), sp.start)
        ):
            end = hangul_word_end(text, sp.start)
            word = text[sp.start : end]
            stem = word[: particle_tail_start(word)] if len(word) > 2 else word
            if sp.end <= end and stem.endswith(_BODY_UNIT_ENDS) and len(stem) >= 3:
                continue
        out.append(sp)
    return out


#: a court's name going on right after a span ("공군작전사령부 보통" + "군사법원", "서울중앙" + "지방법원")
_COURT_AFTER = re.compile(r"(?:보통|고등)?군사법원|(?:지방|고등|가정|행정|회생|특허)?법원")


def drop_court_name_parts(text: str, spans: list[Span]) -> list[Span]:
    """Drop spans a court's name goes on right after (:data:`_COURT_AFTER`): the court policy keeps courts as
    written, and the model read "공군작전사령부 보통" of "공군작전사령부 보통군사법원" as an organisation, which the
    renderer wrote "G군사법원" (a new-user trial of military judgments, 2026-12-05). Order kept; offsets are code
    points."""
    return [sp for sp in spans if not _COURT_AFTER.match(text, sp.end)]


def _is_vocabulary(word: str) -> bool:
    """:func:`.analyzer.is_vocabulary_word` without compounds ("조례지구대" is a police post's name); imported
    late, as the analyzer imports this module."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    return is_vocabulary_word(word, compounds=False)


#: labels the court policy keeps as state bodies, and the words that name such a body, in the span or right after it
KEPT_BODY_WORDS: dict[str, tuple[str, ...]] = {
    "경찰서": ("경찰서",),
    "소방서": ("소방서",),
    "교도소": ("교도소",),
    "구치소": ("구치소",),
    "시청": ("시청",),
    "구청": ("구청",),
    "군청": ("군청",),
    "행정시": ("시",),
    "행정구": ("구",),
    "행정군": ("군",),
}


#: a local government's office or head written right after a span: the span is the name of that 시·군·구
#: ("수영" + "구청장", "연기" + "군수", "영도" + "구의회"); not 시장, which also ends a market's name ("현대시장")
_LOCAL_OFFICE_AFTER = re.compile(r"([시군구])(?:청장|청|의회|수(?![가-힣]))")
_LOCAL_UNIT_LABEL = {"시": "행정시", "군": "행정군", "구": "행정구"}


def check_kept_body_labels(text: str, spans: list[Span]) -> list[Span]:
    """Relabel 기업명 a span labelled a state body that the court policy keeps (:data:`KEPT_BODY_WORDS`: 경찰서,
    구청, 행정구 …) when neither it nor the three characters after it hold the word that names such a body: the
    model called a taxi company "천안삼호운수" a 경찰서, and the policy kept the party's name as written (a new-user
    trial, 2026-12-03). On the validation split every gold span of these labels passes ("영도" + "구청"). Order
    kept; offsets are code points.

    The other way round, a model or propagated span of another label written right before a local government's
    office or head (:data:`_LOCAL_OFFICE_AFTER`: "수영" of "부산광역시 수영구청장", labelled 구이하주소) is
    relabelled 행정시, 행정군 or 행정구, which the court policy keeps: a new-user trial, 2026-12-03, saw the
    defendant "부산광역시 E구청장"."""
    out = []
    for sp in spans:
        office = _LOCAL_OFFICE_AFTER.match(text, sp.end)
        if office and sp.source != "rule" and sp.label not in KEPT_BODY_WORDS and sp.text.strip() == sp.text:
            sp = sp.with_(label=_LOCAL_UNIT_LABEL[office.group(1)])
        words = KEPT_BODY_WORDS.get(sp.label)
        if words is not None:
            around = sp.text + text[sp.end : sp.end + 3]
            if not any(w in around for w in words) or not _places_before_unit(sp):
                sp = sp.with_(label="기업명")
        out.append(sp)
    return out


def _places_before_unit(span: Span) -> bool:
    """Whether every word of a 시·군·구 span but its last is a place ("경기 부천", "부산광역시 수영"), not a shop's
    brand before a branch named after a city ("데일리원 부천" of "'데일리원 부천시청역점'", labelled 행정시 and so
    kept: a new-user trial of convenience stores, 2026-12-06)."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.analyzer import is_province

    if span.label not in _LOCAL_UNIT_LABEL.values():
        return True
    return all(
        is_province(w) or w in CITY_STEMS or w.endswith(("시", "도", "군", "구"))
        for w in span.text.split()[:-1]
    )


def drop_legal_references(
    spans: list[Span], person_labels: frozenset[str] = frozenset(), text: str | None = None
) -> list[Span]:
    """``spans`` without the model and propagated spans that are legal references, public offices
    (:func:`is_public_office`) or controlled substances (:func:`is_controlled_substance`); rule spans are kept.
    Spans with a label in ``person_labels`` are tested as names (see :func:`is_legal_reference`). With ``text`` (the
    document), a span that ends inside a word is tested as a public office with the rest of that word too
    ("서울특별시강남서초교육지" of "…교육지원청": a new-user trial of school violence, 2026-12-05, wrote "AB원청")."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    def office(s: Span) -> bool:
        if is_public_office(s.text):
            return True
        if text is None or s.end >= len(text) or not ("가" <= text[s.end] <= "힣"):
            return False
        word = text[s.start : hangul_word_end(text, s.end)]
        return is_public_office(word[: particle_tail_start(word)]) or is_public_office(word)

    return [
        s
        for s in spans
        if s.source == "rule"
        or not (
            is_legal_reference(s.text, s.label in person_labels)
            or office(s)
            or is_controlled_substance(s.text)
        )
    ]


#: a title in corner brackets ("「집합건물의 소유 및 관리에 관한 법률」", "「전기사업법」", "「○○시 도시계획 조례」")
_BRACKETED = re.compile(r"「([^「」\n]{1,120})」")
#: the last word of a title in corner brackets: an instrument of :data:`_INSTRUMENT`, a law (법률, 특례법) or a treaty
_TITLE_END = re.compile(
    r"(?:[가-힣]법|법률|시행령|시행규칙|규정|규칙|조례|훈령|예규|지침|고시|협약|조약|협정|의정서)$"
)


#: a statute's name written as one word right before the article it cites ("출입국관리법 제99조의3", "공정거래법 49조
#: 4항", "같은 법 시행령 제3조" is not one word) or before 위반, a crime's name ("노인장기요양보험법위반": a new-user
#: trial of elderly care, 2026-12-05, saw it lettered "A요양보험법위반")
_CITED_STATUTE = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣·]{1,30}(?:법|법률|시행령|시행규칙|규칙|조례))(?=[ ]?(?:제[ ]?)?[0-9]{1,4}조|위반"
    # (or before 상, its decree or its rules, or alone on a line after a mark: "노인장기요양보험법상 장기요양기관은",
    # "■ 노인장기요양보험법", which a new-user trial of home-care fraud, 2026-12-06, saw written "■ X요양보험법")
    r"|상[ ]|[ ]시행령|[ ]시행규칙)"
    r"|(?<=■[ ])([가-힣·]{2,30}(?:법|법률|시행령|시행규칙))(?=[ \t]*(?:\n|$))"
)
#: the heading of a judgment's annex or section of quoted statutes ("[별지] 관계 법령", "3. 관계 법령")
_STATUTE_ANNEX_HEADING = re.compile(
    r"^[ \t]*(?:\[?별지[ ]?[0-9]*\]?[ ]*|[0-9]{1,2}\.[ ]*|[가-하]\.[ ]*)?(?:관계|관련|참조)[ ]?(?:법령|법규|조문|법조문)"
    r"[ \t]*$",
    re.MULTILINE,
)
#: a line of quoted statute text: an article's heading, a law's name on its own, an item's or a paragraph's mark
_STATUTE_LINE = re.compile(
    r"[ \t]*(?:제[ ]?[0-9]{1,4}조(?:의[ ]?[0-9]{1,3})?[ ]?\(|■|[①-⑳]|[0-9]{1,2}\.[ ]|[가-하]\.[ ]|\(생략\)"
    r"|[가-힣·ㆍ ]{2,40}(?:법|법률|시행령|시행규칙)[ \t]*$)"
)


def cited_statute_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of statutes' names written as one word right before an article they cite
    (:data:`_CITED_STATUTE`): "대성정밀: 출입국관리법 제99조의3" became "A: B관리법" in a new-user trial
    (2026-12-04), the model having read "출입국" as a company; or before 상, its decree or rules, or alone on a line
    after "■". A statute's name is public (법령 명칭)."""
    return [m.span(1) if m.group(1) else m.span(2) for m in _CITED_STATUTE.finditer(text)]


def statute_annex_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of the lines of quoted statutes under a heading of relevant laws
    (:data:`_STATUTE_ANNEX_HEADING`: "[별지] 관계 법령", "3. 관계 법령"): each line after it that is statute text
    (:data:`_STATUTE_LINE`: an article's heading "제15조의4(…)", a law's name, "■", an item's mark), up to the
    first other line that is not blank. Quoted statutes are public (법령), yet their words looked like names and
    businesses to the model ("산후조리업자는" lettered, "공중위생영업자" as "공중U업자": new-user trials of
    postpartum centres and tattooing, 2026-12-06)."""
    out = []
    for h in _STATUTE_ANNEX_HEADING.finditer(text):
        pos = h.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if line.strip():
                if not _STATUTE_LINE.match(line):
                    break
                out.append((pos, end))
            pos = end + 1
    return out


#: the end of a statute's title written without brackets: "…에 관한 법률", "…에 관한 특례법", "…에 관한 법"
_ABOUT_STATUTE = re.compile(r"에[ ]관한[ ](?:법률|특례법|법)(?:(?![가-힣])|(?=위반))")
#: a word of a title before "에 관한": Hangul with the middle dots of a list ("일ㆍ가정", "장애인·노인")
_TITLE_WORD = re.compile(r"[가-힣ㆍ·]+")
#: the endings of a sentence's words that no statute's title has before "에 관한" (a subject's, an object's or a
#: place's particle): "언동은 남녀고용평등과 …" starts the title after "언동은"
_SENTENCE_PARTICLES = ("은", "는", "이", "가", "을", "를", "에", "에서", "으로", "로", "도", "만", "께")
#: at most this many words of a title before "에 관한" ("장애인ㆍ노인ㆍ임산부 등의 편의증진 보장": 4)
_TITLE_WORDS = 7


def about_statute_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of statutes' titles written without corner brackets and ending in "에 관한
    법률" (특례법, 법): "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률 제2조" became "Y와 일ㆍ가정 …" in a new-user
    trial (2026-12-04), the model having read "남녀고용평등" as a company. The title runs back from "에 관한" over
    up to :data:`_TITLE_WORDS` words on the same line, stopping before a word that ends in a sentence's particle
    (:data:`_SENTENCE_PARTICLES`: "언동은") or holds anything but Hangul and middle dots. A statute's name is
    public (법령 명칭). No range is given where a word is a role or a person's full name ("피해자 김민수에 관한
    법률 상담")."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.roles import is_role_mention

    out = []
    for m in _ABOUT_STATUTE.finditer(text):
        start = m.start()
        words = 0
        while words < _TITLE_WORDS:
            i = start
            while i > 0 and text[i - 1] == " ":
                i -= 1
            j = i
            while j > 0 and _TITLE_WORD.fullmatch(text[j - 1]):
                j -= 1
            word = text[j:i]
            if not word or (words and word.endswith(_SENTENCE_PARTICLES)):
                break
            if is_role_mention(word) or looks_like_korean_full_name(word):
                start = m.start()  # "피해자 김민수에 관한 법률 상담": a person, no title
                break
            start = j
            words += 1
            if j == 0 or text[j - 1] != " ":
                break
        if start < m.start():
            out.append((start, m.end()))
    return out


#: a statute's sub-item numbered with 의 ("제1의3호", "제2조의2", "제4의2목"): an apartment's unit is "N동 M호",
#: never "제N의M호"
_SUB_ITEM = re.compile(r"제[ ]?[0-9]{1,4}(?:조)?의[ ]?[0-9]{1,3}(?:[ ]?(?:호|조|항|목))?(?![0-9])")


def sub_item_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of statutes' sub-items numbered with 의 (:data:`_SUB_ITEM`): "학교폭력예방법
    제2조 제1호 및 제1의3호" became "제A의B호" in a new-user trial (2026-12-04), the model having read the digits
    as unit numbers (호실). A statute's article is public."""
    return [m.span() for m in _SUB_ITEM.finditer(text)]


def statute_title_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of the titles of laws, rules and treaties written in corner brackets,
    brackets excluded: "「아동·청소년의 성보호에 관한 법률」" -> the range of "아동·청소년의 성보호에 관한 법률".

    Such a title is public (법령 명칭; 재판예규 비실명처리 기준 names no statute as personal information), yet its
    words look like company and person names to the model ("「전기사업법」" -> "전기사업" as a company, a new-user
    trial of 2026-12-02). Titles in corner brackets that do not end like a law are not returned."""
    return [
        (m.start(1), m.end(1)) for m in _BRACKETED.finditer(text) if _TITLE_END.search(m.group(1).strip())
    ]


#: a court instance ("제1심", "원심", "항소심") with what a judgment writes after it: its courtroom ("제1심법정") or a
#: party of that instance ("제1심 공동피고 4", "원심공동피고인")
_INSTANCE = re.compile(
    r"(?<![가-힣])(?:제[ ]?[0-9]{1,2}[ ]?심|원심|당심|항소심|상고심|환송심|환송 전 원심)"
    r"(?:[ ]?법정|[ ]?공동(?:피고인|피고|원고)들?(?:[ ]?[0-9]+(?![0-9]))?)?"
)


def court_instance_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of court instances and what follows them as one term: "제1심법정",
    "원심 법정", "제1심 공동피고 4", "당심". Public procedural words, never personal information; on the 60
    published judgments of precedent_kr the model marked 43 spans inside them ("1심법정", "심공동피고",
    2026-12-02)."""
    return [m.span() for m in _INSTANCE.finditer(text)]


#: a class of stay (체류자격, 출입국관리법 시행령 별표 1: "E-9" 비전문취업, "F-6" 결혼이민, "D-2" 유학)
_VISA_CLASS = re.compile(r"[A-H]-[0-9]{1,2}(?:-[0-9]{1,2})?")
#: words that name a class of stay before it
_VISA_CONTEXT = re.compile(
    r"체류자격|비자|사증|체류\s?자격|visa|고용허가|이민|자격으로"
    # the class's name before its bracket ("단기방문(C-3) 또는 관광통과(B-2) 체류자격으로": a new-user trial, 2026-12-04)
    r"|단기방문|관광통과|단기취업|비전문취업|방문취업|방문동거|계절근로|유학|일반연수|기업투자|무역경영|거주|영주"
    # an entry with its class in brackets ("2019. 8. 3.  입국(C-3)": a new-user trial, 2026-12-05, saw "C(계좌번호 1
    # 생략)")
    r"|입국\(",
    re.IGNORECASE,
)


#: headings of a table's column of classes of stay
_VISA_COLUMNS = frozenset({"체류자격", "비자", "사증", "비자종류", "체류자격(비자)"})


def drop_visa_classes(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without a class of stay written after 체류자격, 비자, 사증, 고용허가(제) or 이민 within 15 code points,
    or before "자격으로" ("체류자격(E-9)", "고용허가제(E-9)", "결혼이민(F-6) 자격으로":
    a category of the 출입국관리법 that thousands hold, never personal information; a new-user trial, 2026-12-03,
    saw it lettered), or in a table's column headed so (:data:`_VISA_COLUMNS`: "체류자격" over "C-3(기간도과)";
    not a storage unit's "A-13" in a table of a judgment that says "거주" anywhere, which a new-user trial of a
    storage company, 2026-12-06, saw left). Order is kept."""
    from thunder_deid_desktop.analysis.tables import column_cells

    # (the table's cells are read only where a span has a class's shape: most documents have none)
    visa_cells: list[tuple[int, int]] | None = None

    def in_visa_cell(at: int) -> bool:
        nonlocal visa_cells
        if visa_cells is None:
            visa_cells = [(a, a + len(cell)) for a, cell in column_cells(text, _VISA_COLUMNS)]
        return any(a <= at < b for a, b in visa_cells)

    return [
        s
        for s in spans
        if not (
            # the class, or its digits with the letter before them ("-3" of "C-3" read as an account)
            (_VISA_CLASS.fullmatch(s.text) or _VISA_CLASS.fullmatch(text[max(0, s.start - 1) : s.end]))
            and (
                _VISA_CONTEXT.search(text, max(0, s.start - 15), min(len(text), s.end + 8))
                # a cell of a table whose heading names the class ("체류자격" over "C-3(기간도과)": a new-user
                # trial, 2026-12-04, saw the cells written as phone numbers)
                # (after the bar and a blank too: "| E-8(이탈) |", a new-user trial of foreign workers, 2026-12-05)
                or in_visa_cell(s.start)
            )
        )
    ]


#: a licence or a qualification written right after the occupation's name ("건설기계조종사면허", "요양보호사 자격증")
_LICENCE_AFTER = re.compile(r"[ ]?(?:면허|자격|시험)")
#: an occupation's name of Hangul ending with 사 (조종사, 중개사, 보호사, 기능사)
_OCCUPATION = re.compile(r"[가-힣]{1,10}사")


def drop_licence_names(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """``spans`` without a span other than a person's name (``name_labels``) that is an occupation's name ending
    with 사 right before 면허, 자격 or 시험 ("건설기계조종사면허 제…호", "요양보호사 자격증"): the name of a licence
    that thousands hold (국가기술자격법, 건설기계관리법), never a business; a new-user trial of a crane's accident,
    2026-12-06, saw "건설기계조종사" read as a broker's office and lettered. Order kept; offsets are code points."""
    return [
        s
        for s in spans
        if s.label in name_labels or not (_OCCUPATION.fullmatch(s.text) and _LICENCE_AFTER.match(text, s.end))
    ]
