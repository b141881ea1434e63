"""Places named by the words around them: stations before their "역" ("용인역을", as mecab-ko-dic reads place
names), places in quotes after the words that locate or run them ("에 있는 ‘X’"), intersections, bus stops,
small services glued before their descriptor, and police posts, safety centres and community centres named by
their place.

- :func:`station_spans`: a station's name before its "역" ("용인역을"), as mecab-ko-dic reads place names;
- :func:`quoted_place_spans`: a place named in quotes after the words that locate or run it ("에 있는 ‘X’")."""

from __future__ import annotations

import re
from functools import lru_cache

from thunder_deid_desktop.analysis.addresses import CITY_STEMS, DISTRICT_STEMS
from thunder_deid_desktop.analysis.masks import MASK
from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

#: a police post, a fire station's safety centre or a community centre named by its place, as one word
#: ("조례지구대", "일산서구파출소", "화산119안전센터", "역삼1동주민센터")
_LOCAL_POST = re.compile(
    r"(?<![가-힣0-9])(?!제[0-9])([가-힣][가-힣0-9]{0,9}"
    # or a 동, 읍 or 면 and a blank before it ("망원1동 주민센터": a new-user trial, 2026-12-04, kept it)
    r"(?:(?<=[가-힣0-9][동읍면])[ ])?(지구대|파출소|치안센터|안전센터|주민센터|행정복지센터))"
    # (not a numbered one, "제2지구대", which names no place); its head glued after it ("반송지구대장 경감": a new-user trial, 2026-12-04, left the post's name)
    r"(?=(?:장)?(?:[은는이가을를의와과도에]|에서|으로|로)?(?![가-힣]))"
)


def local_post_spans(text: str) -> list[Span]:
    """Police posts, fire stations' safety centres and community centres named by their place ("순천경찰서
    조례지구대", "일산서구파출소"): the place tells where a person lives or was, and the court policy replaces them
    (unlike the 경찰서 or 소방서 above them, which it keeps). Label by the word's end (지구대, 파출소, 치안센터,
    안전센터, 주민센터, 행정복지센터; gold spans of the validation split hold the whole word), score 0.65 (weak). A
    new-user trial (2026-12-03) saw "조례지구대" kept in a full judgment. Offsets are code points."""
    return [
        Span(m.start(1), m.end(1), m.group(1), m.group(2), 0.65, "rule")
        for m in _LOCAL_POST.finditer(text)
        if len(m.group(1)) > len(m.group(2))
    ]


#: an island, a harbour or a landing named where the sea is told: the name of two to four syllables and its word
#: (섬, 도, 항, 포구, 선착장), then a bearing, the sea before it or a boat's coming and going ("곰솔섬 남동쪽 해상",
#: "솔곶도 북서쪽 약 400m", "솔매섬 동쪽", "보목포구로 이동", "도남항에서 … 승선": a new-user trial of a diving
#: accident, 2026-12-06, left five such places)
_SEA_PLACE = re.compile(
    # (and a bay, 만, and islets between which the sea runs: "은포만 안쪽 부엉섬과 작은솔섬 사이 해역", "작은솔섬,
    # 큰솔섬 사이 수로", which a new-user trial of an oyster farm, 2026-12-06, left)
    r"(?<![가-힣0-9])(?P<name>[가-힣]{2,4}(?P<kind>섬|도|항|포구|선착장|만))"
    r"(?=(?:[ ](?:북|남|동|서|북동|북서|남동|남서|안|바깥)(?:쪽|방|측|방향)"
    r"|[ ]사이[ ](?:수로|해역|해상|바다|물길)"
    r"|(?:,[ ]?|과[ ]|와[ ])[가-힣]{2,4}(?:섬|도)[ ]사이[ ]"
    r"|[ ]?(?:앞바다|앞[ ]바다|근해|연안|해상|인근[ ]해상|주변[ ]해역|해역)(?:에서|에|의|으로|로|을|를)?(?![가-힣])"
    r"|[ ](?:인근|부근|근처)(?:의|에|에서)?(?![가-힣])"
    r"|(?:에서|으로|로|에|을|를)[ ](?:[가-힣0-9 ,]{0,12}[ ])?(?:출항|입항|귀항|정박|접안|승선|하선|출발|이동|입도|도착))"
    r"(?:[가-힣]{0,4})?)"
)
#: words before the kind that say which, not what ("무인섬", "외딴섬", "목적항", "하역항"), and the provinces
#: ("전라남도 해역")
_NO_SEA_NAME = frozenset(
    "무인 외딴 부속 인근 작은 이웃 건너 해당 같은 어느 섬 본 목적 하역 선적 출발 도착 기항 경유 양륙 무역 국제 "
    "연안 모 어 전라남 전라북 경상남 경상북 충청남 충청북 경기 강원 제주특별자치 강원특별자치 전북특별자치".split()
)
#: words that end like a harbour and are none: an airport, a flight, a voyage ("인천공항", "자력운항")
_NOT_HARBOUR_ENDS = ("공항", "운항", "출항", "입항", "귀항", "결항", "취항", "항항")


def sea_place_spans(text: str) -> list[Span]:
    """Islands, harbours and landings named where the sea is told (:data:`_SEA_PLACE`): label 항구 for a harbour,
    포구 or 선착장, 구아래이름 (a place's name below the 시·군·구) for an island, score 0.65 (weak), source
    ``"rule"``. Not a name a 시 or 군 gives its harbour or island (``CITY_STEMS``: "통영항", "거제도", "울릉도"
    are kept as the court keeps the 시·군·구), nor a port abroad after its country's name ("인도 문드라항"), nor a word of
    :data:`_NO_SEA_NAME` before the kind, nor an airport or a voyage (:data:`_NOT_HARBOUR_ENDS`), nor a general noun
    of Mecab-ko ("외딴섬"). Every other mention of a place so named, with particles only after it, is a span too
    ("도남항으로 오시면 돼요"). On the 5,000 published judgments of the corpus it marks 23 mentions of 8 places:
    islands of fishing zones the publishers kept ("동검도 주변 해역"), harbours ("부산 감천항에 정박"), and two foreign
    ports ("비토리아항에 도착"; "인도 문드라항", 인도 being a word too and no country name of the analyzer's list).
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import country_names
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    countries = tuple(c + " " for c in country_names())
    named: dict[str, set[str]] = {"구아래이름": set(), "항구": set()}
    out: list[Span] = []
    for m in _SEA_PLACE.finditer(text):
        name, kind = m.group("name"), m.group("kind")
        stem = name[: -len(kind)]
        if (
            stem in CITY_STEMS
            # a port abroad ("인도 문드라항에 도착", "미국 롱비치항"): no one's address
            or text.endswith(countries, max(0, m.start() - 12), m.start())
            or stem in _NO_SEA_NAME
            or name.endswith(_NOT_HARBOUR_ENDS)
            or is_general_noun(name)
            or is_role_mention(name)
            # a number ("삼천만 안쪽")
            or re.fullmatch("[일이삼사오육칠팔구십백천만억조]+", stem)
        ):
            continue
        named["구아래이름" if kind in ("섬", "도", "만") else "항구"].add(name)
    # every mention of a place so named, particles only after it ("도남항으로 오시면 돼요" in a quoted message)
    for label, names in named.items():
        if not names:
            continue
        pattern = re.compile(
            r"(?<![가-힣0-9])(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + ")"
        )
        for m in pattern.finditer(text):
            if particle_tail_start(text[m.end() : hangul_word_end(text, m.end())]) == 0:
                out.append(Span(m.start(1), m.end(1), m.group(1), label, 0.65, "rule"))
    return out


# A place named in quotes right after the words that locate or run it ("…에 있는 ‘은경노래방’", "소재 'UD' 앞",
# "피고인이 운영하는 ‘준비’에서"): in the annotated release such a quote held a tagged placeholder 831 times
# and plain text 8 times (a prison, a transfer centre, and general words after "운영하는": "총책", "토퍼").
_QUOTED_PLACE = re.compile(
    # (a facility named after what it is: "가정폭력피해자 보호시설인 ‘한울쉼터’(서울 양천구 …)", a new-user trial,
    # 2026-12-04, left the shelter)
    # (or a client: "거래처인 '상무요양병원'과": a new-user trial of franchises, 2026-12-05, left it)
    # (or a ground: "민간 구장인 '미사 스타디움 풋살파크'", a new-user trial of a football club, 2026-12-06, left it)
    r"(?:에[ ]있는|[ ]소재|운영하는|근무하는|업체인|상호인|시설인|기관인|센터인|거래처인|구장인|경기장인|체육관인)"
    r"[ ]?[‘'\"“]([^‘’'\"“”\n]{1,20})[’'\"”]"
    r"[ ]?([가-힣]{0,6})"
)
# A one-word name in quotes that the words after it say is a name: a descriptor that is a fine label ("‘뉴시스’
# 신문", "‘C’ 편의점") or "라는 상호/업체/단체" ("‘D’이라는 상호로"). In the annotated release such a quote held
# a tagged placeholder 503 times and plain text 5 times ("‘보이스피싱’ 범죄조직", "‘서울역버스환승센터’
# 버스정류장", "‘킹톡’ 어플"), which the general-noun and public-place checks below skip.
_QUOTED_NAMED = re.compile(
    # (a bracket may stand between the quote and 이라는: "'분당정밀'(사업자등록번호 …)이라는 상호로", which a new-user
    # trial of a dental clinic's malpractice, 2026-12-07, left)
    r"(?<![가-힣A-Za-z0-9])[‘'\"“]([^‘’'\"“”\n ]{1,15})[’'\"”]"
    r"(?:[ ]?\([^()\n]{1,40}\)(?=[ ]?(?:이라는|라는)))?(?:[ ]?(이라는|라는))?[ ]?([가-힣]{0,6})"
)
#: a place's kind, then its name in quotes ("카페 '온새미로'에서", "일식당 '스시하루'에서"); the kind must be a fine
#: label of the model or a functional descriptor of the court policy (:func:`quoted_place_spans`); no blank opens
#: or closes the name (a closing quote after a kind: "‘011커피숍 커피숍' 내에서 피해자에게 \"…", the validation split)
_KIND_THEN_QUOTED = re.compile(
    r"(?<![가-힣])([가-힣]{2,6})[ ]?[‘'\"“]([^‘’'\"“”\s](?:[^‘’'\"“”\n]{0,18}[^‘’'\"“”\s])?)[’'\"”]"
)
#: words for a shop in general before its quoted name ("상품권 판매점 '주안상품권'에": a new-user trial, 2026-12-05,
#: left it)
SHOP_KINDS = frozenset(
    "판매점 판매소 판매업체 상점 가게 매장 점포 업체 업소 대리점 도매상 소매점 "
    # an online shop ("스마트스토어 '루나룸'을 추가 개설하려": a new-user trial of platform fraud, 2026-12-05)
    "스마트스토어 쇼핑몰 온라인몰 스토어 "
    # a platform or a site ("숙박예약 플랫폼 '스테이픽'의": a new-user trial of travel fraud, 2026-12-05, left it)
    "플랫폼 사이트 중개플랫폼 예약플랫폼 "
    # small shops by their trade ("운영하던 네일숍 '유리네일'을 정리하고": a new-user trial of drug crimes,
    # 2026-12-05, left it)
    "네일숍 네일샵 미용실 피부관리실 공방 꽃집 반찬가게 세탁소 정육점 카센터 공업사 분식집 치킨집 호프집 횟집 "
    # offices of a trade ("하단에 '세무회계 다올'이라고 기재한": a new-user trial of school foundations, 2026-12-05,
    # left it)
    "세무회계 세무사무소 회계사무소 세무사무실 회계사무실 세무대리인 중개사무소 부동산 인테리어 헬스장 필라테스 "
    # antique and art dealers ("고미술상 '해송고미술'의 대표": a new-user trial of art fraud, 2026-12-06, left it)
    "고미술상 골동품상 골동품점 화랑 갤러리 표구사 "
    # a franchise's brand ("고깃집 프랜차이즈 '청년고깃간'의 가맹사업": a new-user trial of investment fraud,
    # 2026-12-06, left it)
    "프랜차이즈 브랜드 "
    # a photo studio and a money changer ("사진관 '금색연화 웨딩촬영'", "환전상 '쓰리스타 머니'": a new-user trial of
    # marriage fraud, 2026-12-06, left both)
    "사진관 스튜디오 환전상 환전소 "
    # a direct shop of fishermen or farmers ("대게 직판장 '바다향대게'에서 판매한다": a new-user trial of a fishing
    # partnership, 2026-12-06, left it)
    "직판장 직매장 판매장 "
    # a scrap dealer and second-hand shops ("고물상 '대성자원'으로 처분된": a new-user trial of a recycling centre,
    # 2026-12-06, left it)
    "고물상 재활용센터 중고가구점 중고매장 고철상 "
    # a coffee shop and an exchange ("앞 커피전문점 '카페 온새미로'에서", "가상자산 거래소 '코인베리'(이하 …)":
    # new-user trials of research funds and a crypto exchange, 2026-12-06, left both)
    "커피전문점 커피숍 음식점 술집 주점 노래연습장 빵집 제과점 거래소 "
    # movers and carriers ("이사비용(이삿짐센터 '착한이사')": a new-user trial of a detective agency, 2026-12-06,
    # left it)
    "이삿짐센터 이사업체 용달 용달업체 퀵서비스 택배사 운송업체 "
    # a used-car complex ("중고차 매매단지 '서해오토랜드'(이하 …)": a new-user trial of used cars, 2026-12-06, left it)
    "매매단지 매매상사 중고차매매단지 중고차매매상사".split()
)
#: what a kind of supplier or contractor ends with ("하도급업체", "협력업체", "납품업소"), or of a shop ("서핑숍
#: '파도소리서프'를": a new-user trial of a glamping site, 2026-12-06, left it)
#: (or a kind of group: "동물보호단체 '경북동물권지킴이'의 활동가", a new-user trial of a dog farm, 2026-12-06, left it)
_SUPPLIER_ENDS = ("업체", "업소", "단체", "숍", "샵")
#: a further name in quotes in a list after a kind and its quoted name ("업체 '대명설비'와 '금강철물'")
_QUOTED_MORE = re.compile(
    r"(?:와|과|,|[ ]및)[ ]?[‘'\"“]([^‘’'\"“”\s](?:[^‘’'\"“”\n]{0,18}[^‘’'\"“”\s])?)[’'\"”]"
)
#: a business's name in quotes that is started, opened, run or taken over ("'하수인테리어'를 창업하였으므로": a
#: new-user trial, 2026-12-05, left it)
_QUOTED_STARTED = re.compile(
    # (a bracket may come between: "'JH인테리어'(연락처 …, 이메일 …)를 운영하고", which a new-user trial of school
    # violence, 2026-12-07, left)
    r"(?<![가-힣A-Za-z0-9])[‘'\"“]([^‘’'\"“”\n]{1,20})[’'\"”](?:[ ]?\([^()\n]{1,60}\))?(?:을|를)[ ]?"
    # (or rented: "지하 1층의 '달빛연습실'을 임차하고", a new-user trial of an entertainment agency, 2026-12-07)
    r"(?:창업|개업|운영|인수|설립|오픈|차리|차려|임차)"
    # (or a note in brackets after a person: "S('예가식품' 운영)의 식자재 대금": a new-user trial of rehabilitation
    # judgments, 2026-12-06, left it)
    # (a comma may come first: "무등록 업자('우진설비', 운영자 S) 시공": a new-user trial of a fire, 2026-12-06)
    r"|(?<=\()[‘'\"“]([^‘’'\"“”\n]{1,20})[’'\"”][ ]?(?:,[ ]?)?(?:운영자|운영|경영|대표자|대표|업주)(?=[ ,)])"
    # or a business with its head in brackets after it ("건축설계는 '한울건축사사무소'(대표 건축사 L)가": a new-user
    # trial, 2026-12-05, left it)
    r"|(?<![가-힣A-Za-z0-9])[‘'\"“]([^‘’'\"“”\n]{1,20})[’'\"”][ ]?\((?:대표|대표자|대표이사|운영자|업주)[ )]"
)
#: names in quotes listed before the words that call them businesses ("'달구벌대리운전' 외에도 '팔공대리', '수성콜대리'
#: 등 다른 업체의 콜": a new-user trial of platform labour, 2026-12-05, left the middle one)
_QUOTED_LIST_OF_BUSINESSES = re.compile(
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{2,20}[’'\"”](?:(?:,[ ]?|[ ]및[ ]|[ ]외에도[ ]|[ ]외에[ ])[‘'\"“][^‘’'\"“”\n]{2,20}[’'\"”])+)"
    r"[ ]?등(?:의)?[ ](?:다른[ ]|여러[ ])?(?:업체|회사|가게|업소|점포|매장|식당|병원|학원|상점|사업체)"
)
#: a business named in brackets with its head after a comma ("견적서(두동설비, 대표 남기춘)": a new-user trial of
#: village disputes, 2026-12-05, left it)
_BRACKETED_WITH_HEAD = re.compile(
    r"\(([가-힣A-Za-z0-9][가-힣A-Za-z0-9&]{1,14}),[ ]?(?:대표|대표자|대표이사|운영자|업주|사업주)[ ][가-힣A-Z]"
)
#: the words after "라는" that say the quote is the name of a business or a body, and the fine label each
#: gives where the name does not end with one (a name of no label is a 가게)
_NAME_NOUNS = {"상호": "", "업체": "", "가게": "", "매장": "", "점포": "", "회사": "기업명", "단체": "단체명"}
#: public places, whose names are kept (재판예규: state bodies), and words that say the name is unknown
_QUOTED_PUBLIC = re.compile(
    r"(?:교도소|구치소|법원|검찰청|경찰서|지구대|파출소|청사|시청|구청|군청|센터|역)$"
)
_QUOTED_UNKNOWN = re.compile(r"알[ ]?수[ ]?없|불상|모르는|미상|생략")


def quoted_after_kind(text: str, span: Span) -> bool:
    """Whether ``span`` is the whole content of a quote written right after a place's or a shop's kind
    (:data:`_KIND_THEN_QUOTED`: "일식당 '해운정'에서"): the kind says the quote is a name, whatever the word means.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import descriptor_words, fine_label_set

    if span.start < 1 or text[span.start - 1] not in "‘'\"“" or text[span.end : span.end + 1] not in "’'\"”":
        return False
    m = re.search(r"(?<![가-힣])([가-힣]{2,6})[ ]?$", text[max(0, span.start - 9) : span.start - 1])
    if m is None:
        return False
    kind = m.group(1)
    return (
        kind in SHOP_KINDS
        or kind in descriptor_words()
        or kind in fine_label_set()
        or kind.endswith(_SUPPLIER_ENDS)
    )


def quoted_place_spans(
    text: str, spans: list[Span], labels: frozenset[str], exclude: frozenset[str] = frozenset()
) -> list[Span]:
    """Places named in quotes after the words that locate or run them (``_QUOTED_PLACE``: "에 있는 ‘X’",
    "소재 ‘X’", "운영하는 ‘X’", "근무하는 ‘X’") or before the words that start or run them (``_QUOTED_STARTED``:
    "‘X’를 창업하였으므로"), and one-word names in quotes that the words after them call a
    name (``_QUOTED_NAMED``: "‘X’ 신문", "‘X’라는 상호"): one span over the quote's content, where no span of
    ``spans`` overlaps it (the model's own spans and labels are kept).

    Its label is the longest label of ``labels`` (the model's fine labels) that the name ends with or the word
    after the quote starts with ("‘은경노래방’" -> 노래방, "‘건봉’ 식당" -> 식당), else the label of the noun
    after "라는" (``_NAME_NOUNS``: 단체 -> 단체명, 회사 -> 기업명), else 가게. Skipped: a name of a
    public place (``_QUOTED_PUBLIC``: "‘안양교도소’"), words saying the name is unknown ("‘상호를 알 수 없는
    커피숍’"), a word of ``exclude`` (the judgment vocabulary) and one general noun of the Mecab-ko dictionary
    ("‘토퍼’"), which the release left as plain text. A quoted word made of a name and a descriptor of the court
    policy ("‘해님유치원’") counts by itself, and so does a name after its kind inside the quotes ("‘카페 담소’",
    even a general noun; not a verb, "‘카페 가기’"). Score 0.65, source ``"rule"``; 0.8 where the model marked
    only pieces of the quoted name, which it then replaces (``analyzer.merge``); offsets are code points."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    taken = [(s.start, s.end) for s in spans]
    named = sorted((lab for lab in labels if len(lab) >= 2), key=len, reverse=True)
    found: dict[int, tuple[int, str]] = {}
    for m in _QUOTED_PLACE.finditer(text):
        found[m.start(1)] = (m.end(1), m.group(2))
    for m in _QUOTED_STARTED.finditer(text):
        g = next(k for k in (1, 2, 3) if m.group(k) is not None)
        found.setdefault(m.start(g), (m.end(g), ""))
    for m in _QUOTED_NAMED.finditer(text):
        after = m.group(3)
        noun = next((n for n in _NAME_NOUNS if after.startswith(n)), None) if m.group(2) else None
        if m.start(1) not in found and (noun or any(after.startswith(lab) for lab in named)):
            found[m.start(1)] = (m.end(1), _NAME_NOUNS[noun] if noun else after)
    for m in _QUOTED_LIST_OF_BUSINESSES.finditer(text):
        for q in re.finditer(r"[‘'\"“]([^‘’'\"“”\n]{2,20})[’'\"”]", m.group("names")):
            found.setdefault(m.start("names") + q.start(1), (m.start("names") + q.end(1), ""))
    for m in _BRACKETED_WITH_HEAD.finditer(text):
        if not is_role_mention(m.group(1)):
            found.setdefault(m.start(1), (m.end(1), ""))
    # the kind written before the quote ("카페 '온새미로'에서": a new-user trial, 2026-12-05, left it)
    from thunder_deid_desktop.analysis.analyzer import descriptor_words

    kinds = set(named) | set(descriptor_words()) | SHOP_KINDS
    after_kind: set[int] = set()  # names quoted right after their kind, where the model's pieces give way
    for m in _KIND_THEN_QUOTED.finditer(text):
        # (or a kind of supplier: "하도급업체 '대명설비'와 '금강철물'에": a new-user trial of church disputes,
        # 2026-12-05, left both; the names listed after the first are of the same kind)
        # (or the kind with the copula: "시장 안 떡집인 '송화방앗간' 앞에서", a new-user trial of a market's car
        # crash, 2026-12-06, left it)
        kind = m.group(1)[:-1] if m.group(1).endswith("인") and m.group(1)[:-1] in kinds else m.group(1)
        if kind in kinds or kind.endswith(_SUPPLIER_ENDS):
            found.setdefault(m.start(2), (m.end(2), kind))
            after_kind.add(m.start(2))
            pos = m.end()
            while (more := _QUOTED_MORE.match(text, pos)) is not None:
                found.setdefault(more.start(1), (more.end(1), kind))
                pos = more.end()
    # a quoted word made of a name and a descriptor of the court policy ("'해님유치원'을 그만두고", "'달빛어린이집'에
    # 다니고": a new-user trial of family judgments, 2026-12-05, left the first), the name no word of judgments
    from thunder_deid_desktop.analysis.analyzer import everyday_nouns, judgment_terms
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    descriptors = descriptors_longest_first()
    kind_quoted: set[int] = set()
    # or the descriptor first, then the name, inside the quotes ("원주 무실동 '카페 담소'에 있지?": a new-user
    # trial of sexual-crime judgments, 2026-12-05, left it)
    for m in _QUOTED_KIND_THEN_NAME.finditer(text):
        kind, rest = m.group(1), m.group(2)
        verb = morphemes(rest)[0][3].startswith(("VV", "VA", "VX"))  # "'카페 가기'" is going there
        if kind in kinds and rest not in exclude and rest not in everyday_nouns() and not verb:
            found.setdefault(m.start(2), (m.end(2), kind))
            kind_quoted.add(m.start(2))  # a noun too: the quote says it names the café
    for m in _QUOTED_WORD.finditer(text):
        word = m.group(1)
        kind = next((d for d in descriptors if word.endswith(d) and len(word) - len(d) >= 2), None)
        stem = word[: len(word) - len(kind)] if kind else ""
        if (
            kind
            # a kind of company a statute defines ("이하 "유동화전문회사"라 한다": a held-out set, 2026-12-05, saw
            # it lettered 50 times); a company's name is written with its legal form, not glued to 회사
            and kind != "회사"
            and stem not in exclude
            and stem not in everyday_nouns()
            and word not in judgment_terms()  # "'의과대학'"
            and not _QUOTED_PUBLIC.search(word)
        ):
            found.setdefault(m.start(1), (m.end(1), ""))
    out = []
    for a in sorted(found):
        b, after = found[a]
        name = text[a:b].strip()
        if (
            not name
            or not any(c.isalnum() for c in name)
            # (nor a name a publisher masked: '대학교인 "□□□ 대학교"' of a published judgment)
            or MASK.search(name)
            or _QUOTED_PUBLIC.search(name)
            or _QUOTED_UNKNOWN.search(name)
            or name in exclude
            or (is_general_noun(name) and a not in kind_quoted)
            or _compound_of_terms(name)
            # (nor the words between two quotations, read as one quote: '"…"으로 고치고, 증거의 요지에 "…"', a
            # new-user trial of a bar's assault, 2026-12-06)
            or "," in name
            or particle_tail_start(name.split()[0]) == 0
        ):
            continue
        overlapping = [(x, y) for x, y in taken if x < b and a < y]
        # the model's pieces inside the quote, none of them the whole name ("'예" and "식품" of "'예가식품' 운영": a
        # new-user trial, 2026-12-06, saw both dropped later and the shop left): the quote's name replaces them
        # (the name's first and last syllables read, a gap between them; not where the model read the name and
        # left its descriptor or legal form out: "한빛" of "'한빛맥주점'", "스튜디오티앤티" of "'주식회사 …'")
        covered = {k for x, y in overlapping for k in range(max(x, a), min(y, b))}
        # (or single syllables only, which drop_single_syllables drops later: "예" of "'예가식품'" once
        # drop_midword_starts took "식품")
        single = all(min(y, b) - max(x, a) <= 1 for x, y in overlapping)
        # (after its kind any piece inside the quote gives way: "환전상 '쓰리스타 머니'" where the model read "머니",
        # a new-user trial of marriage fraud, 2026-12-06)
        pieces = (
            ((a in covered and b - 1 in covered) or single or a in after_kind)
            and len(covered) < b - a
            # (a gap inside one word: "'슬별은행 계림센트럴점'" is a bank and its branch, two names)
            and (" " not in text[a:b] or a in after_kind)
            and all(a - 1 <= x and y <= b + 1 for x, y in overlapping)
        )
        if overlapping and not pieces:
            continue
        # (the longest; of two as long, the one the name ends with: "밴드 '광주 당일대출 모임'" had 밴드 or 모임 by the
        # order of a set, so two runs of the same judgment could letter it apart from 광주은행 or with it)
        label = max(
            (lab for lab in named if name.endswith(lab) or after.startswith(lab)),
            key=lambda lab: (len(lab), name.endswith(lab)),
            default="가게",
        )
        # (a name quoted right after its kind is validated by it, and spread to its bare mentions: "일식당 '해운정'"
        # then "해운정 결제 내역", which a new-user trial of kickbacks, 2026-12-06, left, 해운정 a noun too)
        out.append(Span(a, b, text[a:b], label, 0.8 if pieces or a in after_kind else 0.65, "rule"))
    return out


def _compound_of_terms(name: str) -> bool:
    """Whether ``name`` is a compound of general nouns of Mecab-ko, each a word of judgments, the last no kind of
    place ("운영지원금" in "센터 '운영지원금'": a new-user trial of a marketing scheme, 2026-12-06, read it as the
    centre's name; "'행복식당'" ends with its kind and "'대운설비'" starts with no such word: both stay names)."""
    from thunder_deid_desktop.analysis.analyzer import common_words, descriptor_words, judgment_terms
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, morphemes

    if " " in name or not is_dictionary_compound(name):
        return False
    # (a firm glued to its trade is a name: "'정도세무회계'", 정도 + 세무 + 회계)
    if name.endswith(tuple(_GLUED_SERVICE_LABELS)) or name.endswith(tuple(SHOP_KINDS)):
        return False
    words, terms = common_words(), judgment_terms()
    parts = [m[2] for m in morphemes(name)]
    # (every part a word of judgments: "대운설비" is a firm, 대운 no such word)
    return (
        all(len(p) >= 2 and (p in words or p in terms) for p in parts) and parts[-1] not in descriptor_words()
    )


#: one Hangul word alone in quotes
_QUOTED_WORD = re.compile(r"[‘'\"“]([가-힣]{3,15})[’'\"”]")
#: a kind and one word in quotes ("'카페 담소'")
_QUOTED_KIND_THEN_NAME = re.compile(r"[‘'\"“]([가-힣]{1,6})[ ]([가-힣]{2,10})[’'\"”]")


#: an intersection's name glued to its word ("송내사거리", "형산교차로")
_INTERSECTION = re.compile(r"(?<![가-힣A-Za-z0-9])([가-힣]{2,6})(사거리|삼거리|오거리|네거리|교차로)")


#: words before 교차로 or 사거리 that say what kind of crossing, not which ("입체교차로", "회전교차로")
_INTERSECTION_KINDS = frozenset(
    "입체 평면 회전 신호 무신호 사거리 삼거리 오거리 대형 소형 인근 부근 해당".split()
)
#: public buildings a crossing is named after, which the court keeps ("시청사거리", "강남구청사거리")
_PUBLIC_CROSSING_ENDS = (
    "시청",
    "구청",
    "군청",
    "도청",
    "법원",
    "검찰청",
    "경찰서",
    "소방서",
    "세무서",
    "우체국",
)


def intersection_spans(text: str) -> list[Span]:
    """The names of intersections written glued to 사거리, 삼거리, 오거리, 네거리 ("갈마네거리": a new-user trial,
    2026-12-04, left it) or 교차로 ("송내사거리에서" -> "송내",
    label 사거리, or 교차로): the annotated release tags the name alone ("D사거리"), and a new-user trial
    (2026-12-03) saw "송내사거리" left twice while "송내역" became "L역". A name that is judgment
    vocabulary ("법원사거리", "중앙교차로": :func:`.analyzer.common_words`; not the terms of 3 to 5 syllables that
    published judgments write, places among them: "동수원사거리", in three of four judgments of a new-user trial of a
    taxi company, 2026-12-06, was left), a kind of crossing
    (:data:`_INTERSECTION_KINDS`: "입체교차로") or a public building's (:data:`_PUBLIC_CROSSING_ENDS`: "시청사거리")
    is skipped; a general noun of Mecab-ko is not, since places are named so ("길동사거리", "봉천사거리",
    "신안사거리": a new-user trial, 2026-12-05, left five). A station's name before the crossing ("장산역사거리") is
    taken without its 역, label 지하철역. Score 0.65, source ``"rule"``: weak, kept where the model found nothing.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words

    out = []
    for m in _INTERSECTION.finditer(text):
        name, label = m.group(1), "교차로" if m.group(2) == "교차로" else "사거리"
        if name.endswith("역"):
            name, label = name[:-1], "지하철역"
        if (
            len(name) < 2
            or name in common_words()
            or name in _INTERSECTION_KINDS
            or name.endswith(_PUBLIC_CROSSING_ENDS)
        ):
            continue
        out.append(Span(m.start(1), m.start(1) + len(name), name, label, 0.65, "rule"))
    # an interchange ("남부순환로 신월IC", a new-user trial of insurance fraud, 2026-12-07, left it)
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS, is_known_district

    for m in _INTERCHANGE.finditer(text):
        name = m.group(1)
        # (not one named after a 시, 군 or 구, which the court keeps: "경인고속국도의 부평IC ~ 서운JCT 구간", a
        # published judgment)
        district = name in CITY_STEMS or any(is_known_district(name + u) for u in "시군구")
        if (
            name not in common_words()
            and not district
            and not any(sp.start < m.end(1) and m.start(1) < sp.end for sp in out)
        ):
            out.append(Span(m.start(1), m.end(1), m.group(1), "교차로", 0.65, "rule"))
    # a road's name right before a crossing, a station or an interchange ("화곡로 등촌삼거리", "강서로 까치산역
    # 교차로" of the same trial's table of staged accidents, which left them)
    from thunder_deid_desktop.analysis.addresses import _instrumental_noun

    for m in ROAD_BEFORE_CROSSING.finditer(text):
        if not _instrumental_noun(m.group(1)) and m.group(1) not in common_words():
            out.append(Span(m.start(1), m.end(1), m.group(1), "도로", 0.65, "rule"))
    return sorted(out, key=lambda sp: sp.start)


#: an interchange's or a junction's name glued to its word ("신월IC", "서서울나들목")
_INTERCHANGE = re.compile(r"(?<![가-힣A-Za-z0-9])([가-힣]{2,6})(?:IC|JC|나들목|톨게이트)(?![A-Za-z가-힣])")
#: a road's name, a blank, then a crossing's, a station's or an interchange's name and its word
ROAD_BEFORE_CROSSING = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣][가-힣0-9]{1,10}(?:대로|로|길))[ ]"
    r"(?=[가-힣]{2,6}(?:사거리|삼거리|오거리|네거리|교차로|역|IC|JC|나들목)(?![가-힣A-Za-z]))"
)


#: a bus stop's name before its word ("선부광장 버스정류장", "시민회관정류장", "고잔동 정류소")
_BUS_STOP = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣][가-힣0-9]{1,9})[ ]?(?=(?:버스[ ]?)?(?:정류장|정류소)(?![가-힣]{2}))"
)


def bus_stop_spans(text: str) -> list[Span]:
    """The names of bus stops written before 정류장 or 정류소 ("같은 구 선부광장 버스정류장 앞": a new-user trial,
    2026-12-04, left it twice), label 버스정류장, score 0.65 (a weak rule span): a stop is named after the place
    it serves, which the court replaces below the 시·군·구. A name that is judgment vocabulary or a general noun of
    the Mecab-ko dictionary ("마을 버스정류장", "인근 정류장": :func:`.analyzer.is_vocabulary_word`, no compounds) or
    ends with a particle ("도로나") is skipped; on the 5,000 published judgments nothing is left then (their stops
    were masked). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    out = []
    for m in _BUS_STOP.finditer(text):
        name = m.group(1)
        # (nor a word with its particle: "도로나 정류장", "무료순환버스의 정류장" on the corpus)
        if (
            name.endswith("버스")
            or is_vocabulary_word(name, compounds=False)
            or particle_tail_start(name) < len(name)
        ):
            continue
        out.append(Span(m.start(1), m.end(1), name, "버스정류장", 0.65, "rule"))
    return out


#: a Hangul word with "역" in it, not glued to Latin letters or digits before it
_STATION_WORD = re.compile(r"(?<![가-힣A-Za-z0-9])[가-힣]*역[가-힣]*")


#: a market's kinds written glued after its name ("송림전통시장", "갯바람어시장"), longest first
_MARKET_KINDS = ("수산시장", "전통시장", "어시장")
#: descriptors of small businesses and services whose name is glued before them, and the fine label each gives (a
#: label of the model's: the analyzer keeps no other)
_GLUED_SERVICE_LABELS = {
    # a fishing village's society and a farmers' group, named after their 리 ("복룡어촌계가 계원들에게": a new-user
    # trial of fishing villages, 2026-12-05, left it 5 times)
    "어촌계": "조합",
    "작목반": "단체명",
    "심리상담센터": "상담소",
    "상담센터": "상담소",
    "상담소": "상담소",
    "발달센터": "센터",
    "심리센터": "센터",
    "태권도": "태권도장",
    "합기도": "체육관",
    "검도관": "체육관",
    "체육관": "체육관",
    "공부방": "학원",
    "교습소": "학원",
    # carriers ("해누리교통 소속", "한누리택배 송파지점": a new-user trial of drunk driving, 2026-12-05, left both)
    "교통": "운송회사",
    "택배": "운송회사",
    "운수": "운송회사",
    "통운": "운송회사",
    "여객": "버스회사",
    "물류": "물류회사",
    "렌트카": "기업명",
    "렌터카": "기업명",
    "견인": "기업명",
    # shops and trading firms ("안동시에 있는 해오름상회 등으로부터": a fair held-out Supreme Court set, 2026-12-06,
    # left the filled name; on the 5,000 published judgments the rule spans 태광상사, 테크노마트, 롯데슈퍼 …)
    "상회": "점포",
    "상사": "기업명",
    "슈퍼": "점포",
    "마트": "점포",
    "정육점": "정육점",
    "철물점": "점포",
    "공업사": "정비공업사",
    "카센터": "오토바이수리점",
    # small firms named before their trade ("빛고을인테리어 세금계산서", "'세무회계 다올'": new-user trials,
    # 2026-12-05, left them; on the 5,000 published judgments the rule spans 마루유통, 동성그린테크, 대현농수산 …)
    "인테리어": "기업명",
    "모터스": "기업명",
    "세무회계": "기업명",
    "테크": "기업명",
    "유통": "유통업",
    "농수산": "기업명",
    "수산": "기업명",
    "농원": "기업명",
    # offices of customs brokers, tax accountants, accountants and labour attorneys, whom the court rule does not
    # keep as it keeps lawyers ("다인관세사무소의 관세사": a new-user trial of customs smuggling, 2026-12-06, left it)
    "관세사무소": "기업명",
    "관세사사무소": "기업명",
    "세무사사무소": "기업명",
    "세무사무소": "기업명",
    "회계사무소": "기업명",
    "노무사사무소": "기업명",
    # a pharmacy ("'초록잎약국'을 운영하는 약사": a new-user trial of rebates, 2026-12-06, left it)
    "약국": "약국",
    # a union's branch at a company, named after the company ("대명교통분회(분회장 …)", "삼광택시분회와": a new-user
    # trial of taxi drivers' wages, 2026-12-06, left three)
    "분회": "기업명",
    # children's homes ("아동양육시설 해솔아동원": a new-user trial of a children's home, 2026-12-06, left it four
    # times)
    "아동원": "육아원",
    "보육원": "육아원",
    "영아원": "육아원",
    # a heavy-equipment firm ("대성중기 소속 굴삭기": a new-user trial of a guesthouse's road, 2026-12-06, left it)
    "중기": "기업명",
    # an animal shelter ("하늘품보호소에 다시 인계된": a new-user trial of a dog farm, 2026-12-06, left it)
    "보호소": "단체명",
    # a kindergarten, an online market, a flour mill ("초록별유치원과 체결한", "온담마켓과", "한별제분 밀가루를": new-user
    # trials of a kindergarten bus and a bakery, 2026-12-06, left them)
    "유치원": "유치원",
    "어린이집": "어린이집",
    "마켓": "가게",
    "제분": "기업명",
    # a marina ("블루포트마리나 육상 야적장에": a new-user trial of a boats' collision, 2026-12-06, left it)
    "마리나": "기업명",
    # a medical foundation ("피해자 세음의료재단과 합의하고": a new-user trial of a pharmacist's theft, 2026-12-06)
    "의료재단": "의료법인",
    # schools, also with their heads' title glued ("위계로써 휘담고등학교장 N의 학생부 관리 업무": a new-user trial
    # of admissions fraud, 2026-12-06, left it where the model had read the school's other mentions)
    "초등학교": "초등학교",
    "중학교": "중학교",
    "고등학교": "고등학교",
    # markets ("송림전통시장 상인들", "갯바람어시장은": a new-user trial of a market's merchants' association,
    # 2026-12-06, left them, the model cutting "갯바람어" before 시장)
    **dict.fromkeys(_MARKET_KINDS, "시장"),
}
_GLUED_SERVICE = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣][가-힣0-9]{1,11}?)("
    + "|".join(sorted(_GLUED_SERVICE_LABELS, key=len, reverse=True))
    # (the head's title may follow: "휘담고등학교장", "해오름상담소장")
    + r")(?=(?:장)?(?:에서|에게|으로|에|의|은|는|을|를|이|가|과|와|도|로|까지|부터)?(?![가-힣]))"
)
#: the descriptors of a village's groups, named after the village (:func:`glued_service_spans`)
_VILLAGE_GROUPS = frozenset({"어촌계", "작목반"})
#: the descriptors whose names are often dictionary nouns: a licensed professional's office ("다인관세사무소":
#: 다인 多人; a new-user trial of customs smuggling, 2026-12-06, left it), a union's branch named after its company
#: ("삼광택시분회"), a flour mill, a marina, a medical foundation, a school or a kindergarten ("휘담고등학교")
_KINDS_NAMED_BY_WORDS = frozenset(
    {
        "관세사무소",
        "관세사사무소",
        "세무사사무소",
        "세무사무소",
        "회계사무소",
        "노무사사무소",
        "분회",
        "제분",
        "마리나",
        "의료재단",
    }
    # (and of a school: "휘담고등학교", 휘담 a noun; "초록별유치원"; of a market: "송림전통시장", 송림 松林)
    | {"초등학교", "중학교", "고등학교", "유치원", "어린이집", *_MARKET_KINDS}
)


def cut_market_kind_starts(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with a model span that ends with the first syllables of a market's kind written right after it
    cut before them: "갯바람어" of "갯바람어시장" (어시장), "송림전통" of "송림전통시장" (전통시장); the name is then
    found alone elsewhere ("'2022 갯바람 가을 전어 축제'", which a new-user trial of a market's merchants'
    association, 2026-12-06, left) and the kind stays whole after the letter ("A어시장"). Two syllables of the name
    at least must remain. Order kept; offsets are code points."""
    out = []
    for sp in spans:
        if sp.source == "model":
            for kind in _MARKET_KINDS:
                k = next((k for k in range(1, len(kind) - 1) if text.startswith(kind, sp.end - k)), 0)
                if k and len(sp.text) - k >= 2 and text[sp.end - k - 1 : sp.end - k] != " ":
                    sp = sp.with_(end=sp.end - k, text=sp.text[:-k])
                    break
        out.append(sp)
    return out


#: words before such a descriptor that say what kind of service, not which ("가정폭력상담소", "아동발달센터")
_SERVICE_KINDS = frozenset(
    "가정폭력 성폭력 아동 청소년 가족 가정 부부 심리 언어 놀이 미술 음악 지역 인근 해당 전문 사설 개인 무료 "
    "공공 국공립 민간 동네 근처 다른 같은 위 이 그 각 사고 차량 대차 여성장애인 장애인 여성 노인 이주여성 "
    "다문화 "
    # kinds of schools ("과학고등학교", "여자중학교")
    "여자 남자 공업 상업 예술 과학 외국어 국제 체육 디자인 정보 특성화 사립 공립 국립 자율형 인문계 실업계 근처의".split()
)


def glued_service_spans(text: str) -> list[Span]:
    """A small service's name glued before its descriptor (:data:`_GLUED_SERVICE`: "해오름가정폭력상담소",
    "목동다온아동발달센터", "'튼튼나래태권도'", "대전제일렌트카", "둔산24시견인"): new-user trials (2026-12-05) left
    them where the model, reading a whole judgment, missed them. The span is the name without the descriptor, which
    the court keeps ("A상담소"), labelled by :data:`_GLUED_SERVICE_LABELS`; score 0.6 (weak), source ``"rule"``.
    A kind between the name and the descriptor stays outside the span ("해오름" of "해오름가정폭력상담소"); a name
    that is a kind (:data:`_SERVICE_KINDS`), a word of judgments or a compound of general nouns of Mecab-ko
    ("가정폭력상담소", "여성장애인성폭력상담소") is no name, nor a guardian's word ("한정후견인") nor a city the court
    keeps ("김포어촌계"). A village's society or farmers' group (:data:`_VILLAGE_GROUPS`: "복룡어촌계") is named
    after its village, often a dictionary noun, which is then a name too (as is the name of a licensed professional's
    office, :data:`_KINDS_NAMED_BY_WORDS`: "다인관세사무소"): on the 5,000 published judgments such
    spans are the villages the publishers left ("선두어촌계", "물치어촌계"), places below the 시·군·구 that the
    court replaces. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    out = []
    for m in _GLUED_SERVICE.finditer(text):
        name = m.group(1)
        if m.group(2) == "견인" and name.endswith("후"):
            continue  # 후견인, a guardian ("한정후견인", "미성년후견인")
        # a kind between the name and the descriptor stays with the descriptor ("해오름" of "해오름가정폭력상담소")
        kind = next((k for k in sorted(_SERVICE_KINDS, key=len, reverse=True) if name.endswith(k)), "")
        if kind and len(name) - len(kind) >= 2:
            name = name[: -len(kind)]
        # (a village's name before its society is often a dictionary noun: "복룡" 伏龍)
        village = m.group(2) in _VILLAGE_GROUPS or m.group(2) in _KINDS_NAMED_BY_WORDS
        if (
            name in _SERVICE_KINDS
            or name in common_words()
            or name in judgment_terms()
            or (not village and (is_general_noun(name) or is_dictionary_compound(name)))
            or is_role_mention(name)
            # a city's name, which the court keeps ("김포어촌계" of the published judgments)
            or name in CITY_STEMS
        ):
            continue
        out.append(
            Span(m.start(1), m.start(1) + len(name), name, _GLUED_SERVICE_LABELS[m.group(2)], 0.6, "rule")
        )
    return out


#: a residence's name glued before its kind ("태광아파트", "행복빌라"), not after a mask or another Hangul syllable
_NAMED_RESIDENCE = re.compile(
    r"(?<![가-힣A-Za-z0-9○△□◇◎☆＊*])([가-힣]{2,6}?)(아파트|빌라|맨션|오피스텔)"
    r"(?=(?:에서|에게|으로|에|의|은|는|을|를|이|가|과|와|도|로|까지|부터|단지)?(?![가-힣]))"
)
#: words before 아파트 that say what kind of residence, not which ("임대아파트", "신축아파트", "주공아파트" of the
#: public housing corporation): the kinds the 5,000 published judgments write glued before 아파트
_RESIDENCE_KINDS = frozenset(
    "임대 신축 분양 미분양 수분양 주상복합 고층 저층 초고층 노후 단지 대단지 대단위 재건축 재개발 공공 민영 민간 "
    "국민임대 영구임대 공공임대 민간임대 장기임대 공공분양 일반분양 복층 시영 주공 군인 관사 사원 기존 신규 일반 "
    "인근 주변 해당 같은 다른 위 이 그 각 동네 소형 중형 대형 다세대 연립 원룸 투룸 신혼 철거예정".split()
)


def residence_name_spans(text: str) -> list[Span]:
    """A residence's name glued before its kind (:data:`_NAMED_RESIDENCE`: "동방아파트", "행복빌라"): the name
    places a person below the 시·군·구, and the court policy replaces it, keeping the kind ("B아파트"; 재판예규,
    ``resources/policies/court.yaml``). The model finds most ("태광아파트", "대성아파트") but left "동방아파트" of the
    same list in a held-out Supreme Court set of seed 76 (2026-12-05). Apartments are named after anything, dictionary
    nouns included ("동방"), so only kinds (:data:`_RESIDENCE_KINDS`), words of judgments and cities the court keeps
    are no names. The span is the name without its kind, as the annotated release marks it ("골든팰리스" of
    "골든팰리스빌라"; a span over both cost the validation split's precision 0.0008); label the kind (아파트, 빌라,
    맨션, 오피스텔: fine labels of the model), score 0.6 (weak), source ``"rule"``. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms

    out = []
    for m in _NAMED_RESIDENCE.finditer(text):
        name = m.group(1)
        if (
            name in _RESIDENCE_KINDS
            or name.endswith(("임대", "분양"))
            or name in common_words()
            or name in judgment_terms()
            or name in CITY_STEMS
            or is_role_mention(name)
        ):
            continue
        out.append(Span(m.start(1), m.end(1), m.group(1), m.group(2), 0.6, "rule"))
    return out


def station_spans(text: str) -> list[Span]:
    """Names of railway and subway stations ("용인역을 지나는" -> "용인역", label 지하철역), found by mecab-ko-dic's
    place names (:func:`~.tokenizer.station_name_end`). The span holds the "역", which the annotations mostly
    leave outside ("B역"), as the model's own station spans do ("울산역"): a span "서울" made every other "서울" of
    the judgment ("서울중앙지방법원") a residual warning after rendering, and the court policy keeps the "역" after
    the letter anyway ("A역"). In the annotated release a station's name was a tagged placeholder 172 times (지하철역 139, 역 33)
    and plain text about 12 times ("범내골역", "매봉역"). On the validation split 12 of the 13 words this rule
    takes were gold (the other, "잠실역", a station the fill left in plain text; 2026-12-03). The judgment
    vocabulary is not consulted: Mecab's reading of the word decides ("용인역" is a station, "용인" alone a word).
    Score 0.65, source ``"rule"``: a weak span, kept where the model found nothing."""
    from thunder_deid_desktop.analysis.tokenizer import station_name_end

    out = []
    for m in _STATION_WORD.finditer(text):
        end = station_name_end(m.group())
        if end is None:
            continue
        end += 1  # with its 역 (see above)
        out.append(Span(m.start(), m.start() + end, m.group()[:end], "지하철역", 0.65, "rule"))
    return out


#: words for a kind of shop that end in 점, no branch's name ("유흥주점", "할인점", "지점")
_SHOP_KIND_ENDS = (
    "주점",
    "상점",
    "매점",
    "본점",
    "지점",
    "분점",
    "음식점",
    "편의점",
    "직영점",
    "가맹점",
    "대리점",
    "판매점",
    "전문점",
    "할인점",
    "백화점",
    "면세점",
    "영업점",
    "제과점",
    "서점",
)
#: a branch's name written after its brand, ending in 점 ("스마일마트24 부천시청역점", "가온솥밥 성수점"), or in 관
#: after an academy ("한빛수학학원 목동관"), a closing quote maybe between ("'V' 순천신대점")
_BRANCH_AFTER = re.compile(
    # (or after the brand's definition: "I신협(이하 'I신협'이라 한다) 탄방지점에서", a new-user trial of a credit
    # union, 2026-12-06)
    # (or after the chain's kind, written apart: "'A 헤어 공덕역점'", a new-user trial of hair salons, 2026-12-06)
    # (or after the brand's 의: "하루결의 판교점 확장", a new-user trial of a bakery, 2026-12-06, left it)
    # (or after the brand's kind inside its quotes: "'스타PC방' 부개점(인천 부평구 …)", "'별빛노래연습장' 치평점, 상무점과":
    # a new-user trial of nominee shops, 2026-12-06, left them)
    r"(?:[A-Za-z가-힣]{1,6}(?=[’'\"”]))?"
    r"[’'\"”]?(?:\(이하[^)\n]{1,30}\))?(?P<academy>학원|어학원|교습소)?(?:의(?=[ ][가-힣A-Za-z0-9]{2,12}?점))?"
    # (a convenience store's kind glued to its name too: "행복편의점 고잔점 앞에", a new-user trial of used-goods fraud,
    # 2026-12-07, left the branch)
    r"(?:[ ](?P<chain>헤어|짐|피트니스|필라테스|카페|커피|치킨|피자|베이커리|마트|안경|약국|편의점)|(?<=[가-힣])(?P<glued>편의점))?"
    # (or an office of a company, "늘곁에상조 서현영업소에서": a new-user trial of a funeral-service company,
    # 2026-12-06, left it)
    # (or an academy's main and branch schools, "'AB학원' 잠실본원과 … 같은 학원 대치분원에서": a new-user trial of a
    # cram school, 2026-12-06, left them)
    r"[ ](?P<name>[가-힣A-Za-z0-9]{2,12}?)(?P<kind>지점|영업소|지사|출장소|본원|분원|점|관)"
    r"(?=[’'\"”)\s,(]|$|(?:에서|에|의|은|는|이|을|를|과|와|으로|로)(?![가-힣]))"
)
#: buildings and halls ending in 관 that are no academy's branch
_HALL_WORDS = (
    "본관",
    "별관",
    "신관",
    "구관",
    "회관",
    "도서관",
    "체육관",
    "기념관",
    "박물관",
    "미술관",
    "영사관",
    "대사관",
)


#: what joins the items of a list of branches ("마두점, 주엽점, 화정점 외에 식사점과 탄현점"), an item's bracket
#: (its address) maybe before it
_BRANCH_LIST_JOIN = r"(?:\([^()\n]{0,60}\))?(?:,[ ]?|[ ]및[ ]|[ ]또는[ ]|과[ ]|와[ ]|[ ]외에도?[ ])"
#: the next item of a list of branches: a name of two to six syllables and its 점
_BRANCH_LIST_NEXT = re.compile(
    _BRANCH_LIST_JOIN + r"([가-힣]{2,6}점)(?=[\s,(]|(?:과|와|의|은|는|이|을|를|에서|에|으로|이었|이다)|$)"
)
#: the item before: a name and its 점 right before the joining words
_BRANCH_LIST_PREVIOUS = re.compile(r"(?<![가-힣])([가-힣]{2,6}점)" + _BRANCH_LIST_JOIN + r"$")


def _is_branch_word(branch: str) -> bool:
    """Whether ``branch`` (a word ending in 점) may name a branch: not a kind of shop (:data:`_SHOP_KIND_ENDS`),
    a word of judgments, or a noun or compound of the Mecab-ko dictionary ("시점", "문제점", "출발점")."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    return not (
        branch.endswith(_SHOP_KIND_ENDS)
        or branch in common_words()
        or is_general_noun(branch)
        or is_dictionary_compound(branch)
        or branch[:-1] in CITY_STEMS
    )


#: a brand and its branch in quotes ("예컨대 '버거하우스 망원점' 등에": a new-user trial of fake reviews, 2026-12-06,
#: left both)
_QUOTED_BRAND_BRANCH = re.compile(
    r"[‘'\"“](?P<brand>[가-힣A-Za-z0-9]{2,12})[ ](?P<branch>[가-힣]{2,6}(?:점|지점))[’'\"”]"
)


@lru_cache(maxsize=1)
def descriptors_longest_first() -> list[str]:
    """The court policy's functional descriptors (:func:`.analyzer.descriptor_words`) of two syllables or more,
    longest first; built once."""
    from thunder_deid_desktop.analysis.analyzer import descriptor_words

    return sorted((d for d in descriptor_words() if len(d) >= 2), key=len, reverse=True)


def quoted_brand_branch_spans(text: str) -> list[Span]:
    """A brand and its branch written together in quotes (:data:`_QUOTED_BRAND_BRANCH`): a span over the brand
    (label 가게) and one over the branch (label 지점), score 0.65, source ``"rule"``; not where the branch is a word
    (:func:`_is_branch_word`: "'모든 지점'") or the brand a word of judgments. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, fine_label_set, judgment_terms

    out = []
    for m in _QUOTED_BRAND_BRANCH.finditer(text):
        brand, branch = m.group("brand"), m.group("branch")
        if brand in common_words() or brand in judgment_terms() or not _is_branch_word(branch):
            continue
        # (a brand ending with a kind the court keeps is the name before it: "'슬별은행 계림센트럴점'")
        kind = next(
            (d for d in descriptors_longest_first() if brand.endswith(d) and len(brand) - len(d) >= 2), ""
        )
        label = kind if kind and kind in fine_label_set() else "가게"
        out.append(
            Span(
                m.start("brand"),
                m.end("brand") - len(kind),
                brand[: len(brand) - len(kind)],
                label,
                0.65,
                "rule",
            )
        )
        out.append(Span(m.start("branch"), m.end("branch"), branch, "지점", 0.65, "rule"))
    return out


def branch_list_spans(text: str, spans: list[Span]) -> list[Span]:
    """The other branches of a list in which a branch's span stands (label 지점, ending in 점): the items joined to
    it by commas, 및, 과/와 or 외에 (:data:`_BRANCH_LIST_NEXT`, :data:`_BRANCH_LIST_PREVIOUS`; "마두점, 주엽점,
    화정점 외에 식사점과 탄현점이었는데", "해운대점(…) 및 서면점": new-user trials of franchises, 2026-12-06, left
    the items the model did not mark, named after towns that are words, 식사 and 서면). A span over each, label
    지점, score 0.8 (spread by propagation to the item's other mentions), source ``"rule"``, where no span overlaps it; not a word (:func:`_is_branch_word`) nor a city
    the court keeps ("서울점"). Returns the new spans only; offsets are code points."""
    taken = [(s.start, s.end) for s in spans]
    found: dict[int, Span] = {}
    todo = [s for s in spans if s.label == "지점" and s.text.endswith("점")]
    while todo:
        sp = todo.pop()
        near = []
        m = _BRANCH_LIST_NEXT.match(text, sp.end)
        if m:
            near.append((m.start(1), m.end(1)))
        p = _BRANCH_LIST_PREVIOUS.search(text, max(0, sp.start - 80), sp.start)
        if p:
            near.append((p.start(1), p.end(1)))
        for a, b in near:
            if a in found or any(x < b and a < y for x, y in taken) or not _is_branch_word(text[a:b]):
                continue
            found[a] = Span(a, b, text[a:b], "지점", 0.8, "rule")
            todo.append(found[a])
    return sorted(found.values(), key=lambda s: s.start)


#: a branch's name right before its head's title ("원고의 남양지점 지점장으로")
_BRANCH_BEFORE_HEAD = re.compile(
    r"(?<![가-힣])([가-힣]{2,6}(?:지점|점))[ ](?:지점장|부지점장|점장)(?:으로서|으로|이|은|을|의|과|에게|인)?(?![가-힣])"
)


def branch_before_head_spans(text: str) -> list[Span]:
    """A branch named right before its head's title ("원고의 남양지점 지점장으로 근무하면서": a new-user trial of a
    credit union, 2026-12-06, left it, no brand before it), the name and its 지점 or 점, label 지점, score 0.8, source
    ``"rule"``. Not a word of judgments or of the dictionary ("본점 지점장", "영업점 점장"); the name before 지점 may be
    a word, as towns' names are ("남양", "서면"). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    words = common_words()
    out = []
    for m in _BRANCH_BEFORE_HEAD.finditer(text):
        branch = m.group(1)
        # (the name is a town's, which may be a word: "남양", "서면"; a kind of shop is a word of its own: "영업점")
        name = branch[:-2] if branch.endswith("지점") else branch[:-1]
        if len(name) < 2 or branch in words or is_general_noun(branch) or is_dictionary_compound(branch):
            continue
        if name in CITY_STEMS:  # "서울지점": a city the court keeps
            continue
        if not branch.endswith("지점") and (branch.endswith(_SHOP_KIND_ENDS) or is_general_noun(name)):
            continue
        out.append(Span(m.start(1), m.end(1), branch, "지점", 0.8, "rule"))
    return out


def branch_after_brand_spans(text: str, spans: list[Span]) -> list[Span]:
    """The name of a branch written after its brand's span and a blank, ending in 점 (:data:`_BRANCH_AFTER`:
    "'스마일마트24 부천시청역점'": a new-user trial of convenience stores, 2026-12-06, left the branch, named after
    a station), in 지점 (after the brand's definition too: "(이하 '해누리신협'이라 한다) 탄방지점"), or in 관 after an
    academy ("한빛수학학원 목동관"); a closing quote or the chain's kind may stand between ("'V' 순천신대점", "'블랑쉬
    헤어 공덕역점'": new-user trials of 2026-12-06). A span over the name and its 점, as the annotations write a
    branch ("계림센트럴점"), label 지점, score 0.8, source ``"rule"``, replacing the model's pieces inside it where no
    span covers the name whole. Not a kind of shop (:data:`_SHOP_KIND_ENDS`), a word of judgments or a general noun
    of Mecab-ko ("직영점", "유흥주점"). Returns all spans, sorted; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun
    from thunder_deid_desktop.deid.entities import is_business

    words = common_words()
    out = list(spans)
    for sp in spans:
        # (a brand the model read as a person counts where the branch is named after a town or a station:
        # "브레드하임 해운대달맞이점" in a table of franchisees, which a new-user trial of a bakery franchise,
        # 2026-12-06, left)
        person = sp.label in ("내국인이름", "외국인이름")
        if not (is_business(sp) or person):
            continue
        m = _BRANCH_AFTER.match(text, sp.end)
        if m is None:
            continue
        name = m.group("name")
        branch = name + m.group("kind")
        if m.group("kind") == "관" and (
            branch.endswith(_HALL_WORDS) or not (m.group("academy") or sp.text.endswith(("학원", "교습소")))
        ):
            continue  # an academy's branch only ("목동관"), not a hall ("체육관")
        # (a branch named after its city and town is a compound of the dictionary: "순천신대점", 순천 + 신대)
        # (or after its station: "공덕역점", 공덕 + 역점 to the dictionary)
        town = any(name.startswith(c) and len(name) > len(c) for c in CITY_STEMS) or (
            name.endswith("역") and len(name) >= 3
        )
        # (or after a 구 of two syllables or more: "해운대달맞이점")
        town = town or any(name.startswith(d) and len(d) >= 2 and len(name) > len(d) for d in DISTRICT_STEMS)
        if person and not (town and m.group("kind") == "점"):
            continue
        # (an academy's branch is named after its 동 whatever the word means: "목동관", 목동 a shepherd)
        # (a 지점 is named after its town, which may be a word: "탄방지점"; not after a branch: "계림센트럴점지점")
        kind = m.group("kind")
        # (so is a branch after the chain's kind: "'아이언웍스 짐 송도점'", 송도 a word, which a new-user trial of
        # gyms, 2026-12-06, left)
        # (or after the brand's closing quote: "'X' 회기점에서", 회기 a word, a new-user trial of a club's retreat,
        # 2026-12-06, left it)
        # (not the brand's own trade again: "'사북의류' 의류점 앞에서", the validation split)
        lead = re.match(r"([A-Za-z가-힣]{0,6})[’'\"”]", m.group(0))
        quoted = lead is not None and not (sp.text + lead.group(1)).endswith(name)
        # (or after the brand's 의: "하루결의 판교점", 판교 a noun)
        quoted = quoted or m.group(0).startswith("의 ")
        offices = ("관", "지점", "영업소", "지사", "출장소", "본원", "분원")
        chain = m.group("chain") or m.group("glued")
        checked = (branch,) if kind in offices or chain or quoted else (name, branch)
        shop_kind = name.endswith("점") if kind in offices[1:] else branch.endswith(_SHOP_KIND_ENDS)
        if shop_kind or any(
            w in words or is_general_noun(w) or (is_dictionary_compound(w) and not town) for w in checked
        ):
            continue  # "직영점", "유흥주점", "계림센트럴점지점"
        a, b = m.start("name"), m.end("name") + len(kind)
        # the model's pieces inside the name give way ("부" of "부천시청역점"); a span over it whole, or more, stays
        inside = [s for s in out if s.start < b and a < s.end]
        if any(s.start < a or s.end > b or (s.start == a and s.end >= b - 1) for s in inside):
            continue
        out = [s for s in out if s not in inside] + [Span(a, b, branch, "지점", 0.8, "rule")]
    return sorted(out, key=lambda s: s.start)


#: a school's or an academy's branch named after its town ("대치분원(서울 강남구 …), 목동분원(…)", "같은 학원
#: 대치분원에서": a new-user trial of a cram school, 2026-12-06, left them), written alone
_BRANCH_SCHOOL = re.compile(
    r"(?<![가-힣])(?P<name>[가-힣]{2,4}분원)(?=[\s,(]|(?:에서|에|의|은|는|이|가|을|를|과|와|으로|로|까지)(?![가-힣])|$)"
)


#: a church's branch sanctuary, prayer house or retreat named after its town ("새빛은혜교회 배방성전(이하 '배방성전'이라
#: 한다)", "일광은혜수양관": new-user trials of a church's split, 2026-12-06, left the first)
_CHURCH_PLACE = re.compile(
    r"(?<![가-힣])(?P<name>[가-힣]{2,6}(?:성전|예배처|기도원|수양관))"
    r"(?=[\s,(’'\"”]|(?:에서|에|의|은|는|이|가|을|를|과|와|으로|로|까지)(?![가-힣])|$)"
)


def branch_school_spans(text: str) -> list[Span]:
    """A branch of an academy or an institute named after its town (:data:`_BRANCH_SCHOOL`: "대치분원", "목동분원"),
    label 지점, score 0.65 (weak), source ``"rule"``; not where the town is a word of judgments or a role ("각
    분원" is no name: one syllable), whatever else it means (대치, 목동 are nouns too). The 5,000 published
    judgments of the corpus hold no match. So are a church's places named after their towns (:data:`_CHURCH_PLACE`:
    "배방성전", "일광은혜수양관"), label 교회. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words

    words = common_words()
    out = []
    for m in _BRANCH_SCHOOL.finditer(text):
        town = m.group("name")[:-2]
        if town in words or is_role_mention(town):
            continue
        out.append(Span(m.start("name"), m.end("name"), m.group("name"), "지점", 0.65, "rule"))
    # (and a church's places so named, label 교회: "배방성전"; not a word of judgments nor a general noun of Mecab-ko,
    # "대성전", "본성전")
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    for m in _CHURCH_PLACE.finditer(text):
        name = m.group("name")
        if name in words or is_general_noun(name) or is_role_mention(name):
            continue
        out.append(Span(m.start("name"), m.end("name"), name, "교회", 0.65, "rule"))
    return out


#: a zone (구역) of a car park or a plot, as the end of a span read as a station ("C구역", "주차구역", "B-12구역")
_ZONE_END = re.compile(r"구역$")


def drop_zones_read_as_stations(spans: list[Span]) -> list[Span]:
    """``spans`` without the model spans read as a subway station (label 지하철역) that end with "구역", a zone: what
    comes before it is a car park's or a cemetery's code ("C구역", "B-12구역") or words ("전용 주차구역"), and the
    rendering kept "역" after a letter as a station's descriptor (new-user trials of a car park and of graves,
    2026-12-06, saw "지하 2층 X역 카메라", "장애인 O역", "AS역 3열"). A station's name is never written with
    구역. Order kept."""
    return [
        sp
        for sp in spans
        if not (sp.source == "model" and sp.label == "지하철역" and _ZONE_END.search(sp.text))
    ]


#: a school by its short name and a pupil's grade ("은하여중 2학년 3반", "한빛고 1학년")
_SCHOOL_SHORT_NAME = re.compile(r"(?<![가-힣])([가-힣]{2,4}?)(여중|여고|중|고|초)[ ]?[1-6][ ]?학년")
#: the labels of those schools by their short names' ends
_SCHOOL_LABELS = {"여중": "중학교", "중": "중학교", "여고": "고등학교", "고": "고등학교", "초": "초등학교"}
#: a realtor's office named glued to its kind ("바다공인중개사사무소 박 소장의 중개로")
_REALTOR_OFFICE = re.compile(
    r"(?<![가-힣])([가-힣]{2,5}?)(?=(?:공인중개사사무소|공인중개사무소|부동산중개사무소|중개사무소))"
)


#: words that point at a place named elsewhere, glued to its kind ("해당공인중개사사무소", "인근중개사무소")
_POINTING_WORDS = frozenset("해당 인근 소속 관할 위의 같은 다른 기존 지역 동네 근처".split())


def short_school_and_office_spans(text: str) -> list[Span]:
    """A school by its short name before a pupil's grade (:data:`_SCHOOL_SHORT_NAME`: "은하여중 2학년 3반 맞지?" of a
    quoted threat, which a new-user trial of sex crimes, 2026-12-07, left: the victim's school) and a realtor's
    office by the name glued before its kind (:data:`_REALTOR_OFFICE`: "바다공인중개사사무소 박 소장의 중개로", which a
    new-user trial of commercial leases, 2026-12-07, left while two such offices were lettered): the name without
    its kind, labelled by it (중학교, 고등학교, 초등학교; 공인중개사), score 0.65 (a weak rule span), source ``"rule"``.
    The court letters private schools and businesses, their kind kept (재판예규 비실명처리 기준). A school's name is
    no word of judgments (:func:`.analyzer.common_words`), an office's no word that points at another
    (:data:`_POINTING_WORDS`: "해당"). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words

    words = common_words()
    out = []
    for m in _SCHOOL_SHORT_NAME.finditer(text):
        if m.group(1) not in words:
            out.append(Span(m.start(1), m.end(1), m.group(1), _SCHOOL_LABELS[m.group(2)], 0.65, "rule"))
    for m in _REALTOR_OFFICE.finditer(text):
        # (a word names such an office as often: "바다공인중개사사무소"; not one that points at another: "해당")
        if m.group(1) not in _POINTING_WORDS:
            out.append(Span(m.start(1), m.end(1), m.group(1), "공인중개사", 0.65, "rule"))
    return out


#: a café's name written after the word 카페 and a blank, then where one meets ("카페 모모 앞에서", "카페 라온에서";
#: group ``name``)
_CAFE_THEN_NAME = re.compile(
    r"(?<![가-힣])(?:카페|커피숍|커피전문점)[ ](?P<name>[가-힣]{2,6}|[A-Za-z][A-Za-z&']{1,15})"
    r"(?=[ ](?:앞|근처|옆|건너편|맞은편|입구|주차장)(?:에서|에|으로|을|이|까지)?(?![가-힣])"
    r"|(?:앞|에서|으로|로|에)(?=[ ,.\"'”’]))"
)


#: the words for a café, which follow one another as no name ("커피숍 카페에서")
_CAFE_WORDS = frozenset("카페 커피숍 커피전문점 커피 다방 찻집".split())


def cafe_name_spans(text: str) -> list[Span]:
    """A café's name after the word 카페 (or 커피숍) and a blank, before where one meets or a particle of place
    (:data:`_CAFE_THEN_NAME`: "\"망원동 카페 모모 앞에서 만나 드릴게요\"", which a new-user trial of used-goods fraud,
    2026-12-07, left): label 커피, score 0.65 (a weak rule span), source ``"rule"``; the court writes "카페 A".
    Not a word of judgments, an everyday noun or a general noun of Mecab-ko ("카페 안에서", "카페 온도에서" read
    as the word), nor a place Mecab-ko knows ("카페 거리"). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, everyday_nouns
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, is_place_noun

    out = []
    for m in _CAFE_THEN_NAME.finditer(text):
        name = m.group("name")
        if (
            name in _CAFE_WORDS
            or name in common_words()
            or name in everyday_nouns()
            or is_general_noun(name)
            or is_place_noun(name)
        ):
            continue  # (nor the kind again: "011커피숍 카페에서" of the validation split)
        out.append(Span(m.start("name"), m.end("name"), name, "커피", 0.65, "rule"))
    return out


#: a golf course's name glued to its kind ("빛고을컨트리클럽", "솔바람CC", "하늘골프클럽"; group ``name``)
_GOLF_COURSE = re.compile(
    r"(?<![가-힣A-Za-z])(?P<name>[가-힣]{2,6}?)(?:컨트리클럽|컨트리|골프클럽|골프앤리조트|골프리조트|CC|cc|GC)"
    r"(?![가-힣A-Za-z])"
)


def golf_course_spans(text: str) -> list[Span]:
    """A golf course's name glued to its kind (:data:`_GOLF_COURSE`: "전남 담양군 빛고을컨트리클럽" in a table of
    bribes, which a new-user trial of bribery, 2026-12-07, left while the model read the same kind in the text):
    the name, label 골프장, score 0.65 (a weak rule span), source ``"rule"``; the court writes "A컨트리클럽". Not a
    word of judgments nor a general noun of Mecab-ko ("회원컨트리클럽"), nor a city's name ("서울컨트리클럽"). Offsets
    are code points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    return [
        Span(m.start("name"), m.end("name"), m.group("name"), "골프장", 0.65, "rule")
        for m in _GOLF_COURSE.finditer(text)
        if not is_vocabulary_word(m.group("name")) and m.group("name") not in CITY_STEMS
    ]
