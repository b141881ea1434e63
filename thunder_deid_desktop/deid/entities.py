"""Group the mentions of one entity within a document, so that one entity gets one placeholder everywhere.

Mentions are grouped (union-find over span indices) when

1. their *keys* are equal: the text in NFC with all whitespace and invisible characters removed ("홍 길동" =
   "홍\u200b길동" = "홍길동"), a
   trailing title or honorific removed for persons ("홍길동씨", "홍길동 사장" → "홍길동"), and a
   functional descriptor removed for other entities ("나리식당" = "나리", "주식회사 나리" = "나리").
   Strings made only of digits and punctuation (house numbers, dates) are grouped only with the same
   label, because "101" as 동 and "101" as 호 are different things; a plate's key drops an older plate's region
   ("인천80바5127" = "80바 5127"); and a bank, or a business whose descriptor the key drops, is keyed apart from a
   person whose given name (of a Korean full name of the document) or foreign name's word is that key ("하나은행",
   "만석농장" and "투안식자재" are not 금하나, 오만석 or 투안);
2. a person's two-syllable mention equals the given name of exactly one Korean full name of three syllables, or of
   four with a compound surname, in the document ("길동" → "홍길동", "현석" → "남궁현석"; also with the familiar
   suffix 이 after a consonant, "하은이" → "조하은", as with a two-syllable name, "구슬이" → "구슬", and the one
   syllable of a two-syllable full name's given name, with that 이 or alone, "솔이" and "솔" → "박솔"), or is a
   surname with 씨, 군 or 양 that starts exactly one three-syllable full name ("김씨" → "김민수"), or a surname
   alone with a title in the mention or after it (:data:`SURNAME_TITLES`: "주 회장" → "주종덕", "사공 사장" →
   "사공민재"; of several full names with the surname the one :func:`~.analysis.names.full_name_meant` picks,
   the only one written just before: "피해자 엄가은은 … 엄 씨가"; with several candidates nothing is linked and such
   surname mentions are not grouped by their key either; a Chinese name of two or four syllables spelled in Latin
   letters or its characters after it counts as a full name there, "왕 사장" → "왕하이룽(WANG HAILONG)", and so does
   one whose surname Hangul reads in no Korean way or in two syllables, "량 사장" → "량웨이", "자오 씨" → "자오리쥔";
   never the listener's kin, "니 아버지 석 영감"; a surname glued to its title counts too, "오회장님" → "오상철";
   the given name of such a four-syllable Chinese name is the name's, "하오위" → "천하오위"), or is the last syllable of
   exactly one three-syllable name's given name as a pet name, with 이 or before the vocative 아/야 ("준이", "린아"
   → "염예준", "염예린"); a foreign name's word before its last, alone, with the familiar 이 or a title, is that
   name's ("라훌이", "라훌 박사님" → "라훌 샤르마"), and a rule's mention of a foreign first name's first two
   syllables, with the vocative or not, is that name's ("로사" → "로사리오 델라크루즈"); quoted nicknames a sentence says its subject was called or
   introduced by are the subject's ("피고인 표진우는 … '곱창왕' 또는 '표 회장'으로 불렸다");
3. a person's mention written in brackets right after another person's mention in the other script (one has
   Hangul, the other none) is the same person's name ("홍길동(洪吉童", "존 스미스(John Smith)", "Michael
   Brown(마이클 브라운)"), and so is one with the surname in Chinese characters and the same given name
   ("신하늘 (申하늘"), and so is one in the next cell of a table's row in the other script whose first sound agrees
   ("타파 마가르 수닐⇥THAPA MAGAR SUNIL"); a person's one Latin word equals
   the first or last word of exactly one Latin name of several words ("Smith" → "John Smith": a new-user
   trial, 2026-12-03, saw one man get two letters), and so does a Hangul word of two syllables or more that
   begins or ends one foreign name ("하산" → "알리 하산"; with the familiar 이 after a last word, "록이" →
   "응우옌 반 록");
   a short name defined in brackets right after a mention ("한울종합건설 주식회사(이하 '피고 한울건설'이라 한다)")
   is the same entity as that mention, when both are persons or neither is, or when the bracket follows a person's
   name and holds one word the model read as something else ("(GERALD …, 이하 '제리'라 한다)"); a business's or organisation's
   key of two Hangul syllables or more that begins exactly one longer such key is its short name ("한빛" →
   "한빛테크"), and a business's mention of several words whose last word is another business's mention is that
   business ("반포 해님" → "해님"); a business's, a place's or a group's Latin original in brackets right after it,
   a closing quote maybe between, is that entity ("'아르떼'(ARTE)"); an address of two words or more ending in a number that ends exactly one longer address is the
   same place written without its first words ("화제리 311" → "원동면 화제리 311");
4. the caller links them by hand (``links``: pairs of span indices; the review step stores these).

Labels do not split groups otherwise: the same string is the same entity even when the model gave two
mentions different labels (FACTS.md: "the same string gets the same letter within a document").  An entity's
label is the most frequent label of its mentions (first mention wins ties).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from thunder_deid_desktop.analysis.names import (
    CHINESE_READ_SURNAMES,
    CHINESE_TWO_SYLLABLE_SURNAMES,
    COMPOUND_SURNAMES,
    PERSON_HANDLE_LABELS,
    SENTENCE_END,
    SPELLING_AFTER,
    SURNAMES,
    VIETNAMESE_NAME,
    chinese_given_name,
    full_name_meant,
)
from thunder_deid_desktop.analysis.online_names import HANDLE_LABELS, KOREAN_NAME_BRACKET, QUOTED_NAMES_CALLED
from thunder_deid_desktop.analysis.organisations import is_bank_name
from thunder_deid_desktop.analysis.particles import ends_with_vowel, tail_after
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.analysis.rules import PLATE_REGIONS
from thunder_deid_desktop.analysis.tokenizer import is_general_noun
from thunder_deid_desktop.spans import Span

#: Titles and honorifics that may be written glued to a name ("홍길동씨") or inside a name span.
PERSON_TITLES: tuple[str, ...] = tuple(
    sorted(
        {
            "씨",
            "님",
            "군",
            "양",
            "옹",
            "여사",
            "사장",
            "사장님",
            "대표",
            "대표이사",
            "이사",
            "부장",
            "과장",
            "차장",
            "대리",
            "팀장",
            "실장",
            "원장",
            "회장",
            "선생",
            "선생님",
            "교수",
            "할머니",
            "할아버지",
            "아저씨",
            "아줌마",
            "형",
            "누나",
            "언니",
            "오빠",
        },
        key=lambda t: (-len(t), t),
    )
)

#: the listener's kin right before a surname and title in speech ("진우야 니 아버지 석 영감 살아 계실 때부터" of
#: 석진우's late father: a new-user trial of seaweed farms, 2026-12-07, gave the father the son's letter): such a
#: mention is never the one full name of its surname by that alone
_LISTENERS_KIN_BEFORE = re.compile(
    r"(?<![가-힣])(?:니|네|너|너희|너네|느그|니네|자네|당신)[ ]?(?:아버지|아버님|어머니|어머님|아빠|엄마|할아버지|할머니|"
    r"형|누나|오빠|언니|동생|남편|마누라|아들|딸|삼촌|이모|고모|작은아버지|큰아버지)[ ]$"
)
#: a topic's particle right after a subject ("피고인 박금철은 ")
_TOPIC_AFTER = re.compile(r"(?:은|는)[ ]")
#: titles written after a foreigner's given name ("라훌 박사님")
_FIRST_NAME_TITLES = frozenset(PERSON_TITLES) | frozenset({"박사", "박사님", "교수님", "기사", "기사님"})

#: Default functional descriptors used when no policy gives its own (policy files extend this).
DEFAULT_DESCRIPTORS: tuple[str, ...] = (
    "식당",
    "아파트",
    "은행",
    "병원",
    "주식회사",
    "빌딩",
    "모텔",
    "호텔",
    "노래방",
    "편의점",
    "주점",
    "카페",
    "빌라",
    "오피스텔",
    "마트",
    "학교",
    "교회",
)
DEFAULT_DESCRIPTOR_PREFIXES: tuple[str, ...] = ("주식회사", "(주)", "㈜", "유한회사", "사단법인", "재단법인")

_NUMERIC = re.compile(r"^[\d\W_]+$")
_HANGUL3 = re.compile(r"^[\uac00-\ud7a3]{3}$")
_HANGUL2 = re.compile(r"^[\uac00-\ud7a3]{2}$")
_HAS_HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: a Latin word of a nickname and a Hangul word of its reading
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z.\-]*")
_HANGUL_WORD = re.compile(r"[가-힣]+")


def _reads_as(a: str, b: str) -> bool:
    """Whether one of ``a`` and ``b`` is a Latin word and the other a Hangul word that may read it (by the first
    sounds, :func:`.analysis.latin_aliases.sounds_like`: "Ploy" and "쁠로이"; not "seyoung_oh" and "오세영")."""
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like

    latin, hangul = (a, b) if _LATIN_WORD.fullmatch(a) else (b, a)
    return bool(_LATIN_WORD.fullmatch(latin) and _HANGUL_WORD.fullmatch(hangul)) and sounds_like(
        hangul, latin
    )


#: what stands in brackets before a later item in Chinese characters ("LIANG WEI, " of "(LIANG WEI, 梁伟)")
_HANJA_LATER_ITEM = re.compile(r"[^()\n]{1,40}?,[ ]?(?=[\u4e00-\u9fff])")
#: a name in Chinese characters only
_HANJA_ONLY = re.compile(r"[\u4e00-\u9fff]+")
#: a Korean name with its surname in Chinese characters and its given name in Hangul ("申하늘")
_MIXED_HANJA = re.compile(r"[\u4e00-\u9fff]{1,2}([\uac00-\ud7a3]{1,3})")
#: forms of address that also end given names ("태양", "은군", "재형" of 도재형: a new-user trial of strikes,
#: 2026-12-05, saw "도 지회장" given a letter of its own, the full name being keyed "도재"): stripped from a
#: two-syllable rest only after a blank
_NAME_ENDING_TITLES = frozenset({"군", "양", "형"})
#: a surname with a form of address ("김씨", "박군", "이양")
_SURNAME_TITLE = re.compile(r"^[\uac00-\ud7a3][씨군양]$")
_HANGUL4 = re.compile(r"^[\uac00-\ud7a3]{4}$")
_HANGUL_NAME = re.compile(r"^[\uac00-\ud7a3]{2,}$")
#: tier-2 groups of businesses and organisations whose short names :func:`group_entities` links to their full names
_BUSINESS_GROUPS = frozenset({"사업체", "조직"})
_COMPOUND_SURNAMES = frozenset(COMPOUND_SURNAMES)
#: a title written after a surname alone ("주 회장이", "사공 사장(일명 …)", "맹 기사는")
SURNAME_TITLES = (
    "회장 사장 부사장 실장 원장 이사장 이사 대표 전무 상무 부장 차장 과장 계장 팀장 대리 주임 기사 반장 소장 국장 "
    "선생 교수 의사 간호사 총무 사무장 씨 님 군 양 "
    # an elected member and a candidate ("남궁 의원님이": a new-user trial of an election offence, 2026-12-04)
    "의원 의원님 후보 후보자 시장 군수 구청장 "
    # officials, a branch's and a union's heads, police ranks ("한 주무관님", "표 지점장의", "구 경사님": a new-user
    # trial of bribery judgments, 2026-12-05)
    "주무관 사무관 주사 지점장 조합장 교장 교감 경사 경장 순경 경감 "
    # a married woman by her surname ("계모임 엄여사"로 저장: a new-user trial, 2026-12-05, left it)
    "여사 "
    # a shop's manager, a coach, a teacher as pupils call one, an employee, an elder ("권 매니저님", "황 코치라고",
    # "석 쌤이", "맹 사원은", "여 형님은": new-user trials of sexual-crime and labour judgments, 2026-12-05)
    "매니저 코치 감독 쌤 사원 형님 누님 약사 "
    # a division's head, a son-in-law ("봉 본부장님도", "기 서방이 애를 데려가면": new-user trials of bankruptcy
    # and family judgments, 2026-12-05)
    "본부장 서방 "
    # a ship's master, a church's offices, a society's secretary and auditor, researchers' ranks, the old as
    # neighbours call them ("천 선장이", "여 장로님", "봉 집사에게", "여 간사에게", "어 감사가", "곽 책임님이", "임
    # 수석", "옥 영감이", "하 할매", "봉 어르신": new-user trials of fishing, church, apartment, trade-secret and
    # elderly-care judgments, 2026-12-05)
    "선장 목사 장로 권사 집사 전도사 간사 감사 책임 선임 수석 영감 할매 어르신 할머니 할아버지 "
    # a lab's head and a teaching assistant ("봉 랩장 자신도", "편 조교는": a new-user trial of university
    # judgments, 2026-12-05)
    "랩장 조교 "
    # military ranks, and an insurance planner, a loss adjuster, a shop's owner ("홍 상병님에게는", "황보 병장 될
    # 사람", "조 설계사가", "배 사정사님 건은", "맹 점주는": new-user trials of military and traffic judgments,
    # 2026-12-05, left them)
    "이병 일병 상병 병장 하사 중사 상사 원사 준위 소위 중위 대위 소령 중령 대령 설계사 사정사 점주 "
    # professionals, a hotel's or a bar's manager, a committee's head ("채 건축사는", "고 지배인은", "명
    # 위원장님이": new-user trials of business suspensions and elections, 2026-12-05, left them)
    "건축사 세무사 법무사 노무사 회계사 지배인 위원장 부위원장 사무국장 "
    # correction officers' ranks and a project's head ("표 교위가", "탁 교위님이", "엄 단장의": new-user trials of
    # prison and bribery judgments, 2026-12-05, left them)
    "교위 교도 교정관 단장 "
    # a village's and a neighbourhood's heads, a union branch's heads, a squad's leader, the old as villagers call
    # them ("변 이장 이놈", "도 지회장이", "탁 부지회장이": new-user trials of village disputes and strikes,
    # 2026-12-05, left the first and broke the others)
    "이장 통장 부녀회장 노인회장 지회장 부지회장 분회장 대장 양반 "
    # a branch's, a centre's and a shop's heads ("강 지사장은 매주 월요일": a new-user trial of platform labour,
    # 2026-12-05, left it)
    "지사장 센터장 점장 공장장 지부장 사업소장 "
    # an academy's instructors ("추 강사가 계속": a new-user trial of academies, 2026-12-05, left it)
    "강사 부원장 담임 트레이너 "
    # a boat's crew, a reporter, a campaign's accountant ("마 갑판장이", "윤 기관장", "엄 기자는", "봉 회계가": new-user
    # trials of fishing boats and elections, 2026-12-05, left them)
    "갑판장 기관장 항해사 기관사 조리장 어로장 선주 기자 회계 "
    # a franchisor's supervisor ("노 슈퍼바이저 역시": a new-user trial of franchises, 2026-12-05, left it)
    "슈퍼바이저 "
    # a work crew's leader and an appraiser ("채 조장이 휴대전화로", "'AF' 황 평가사에게": new-user trials of
    # industrial accidents and jeonse fraud, 2026-12-05, left them)
    "조장 평가사 감정평가사 "
    # an intern, a building's manager, a broker ("민 인턴이라고", "백 관리인은", "진 중개사에게": new-user trials of
    # workplace harassment and commercial leases, 2026-12-05, left them)
    "인턴 관리인 중개사 "
    # writers and their assistants, a golf course's caddie and a golfer, a doctor of a degree as a nickname ("문
    # 작가가", "마 어시스턴트가", "옥 캐디, 쳐도 되지?", "봉 프로님이", "'엄박사'라는 호칭": new-user trials of
    # webtoons, golf accidents and promotion halls, 2026-12-06, left them)
    "작가 어시스턴트 캐디 프로 박사 "
    # a player and a referee ("탁 선수를 벤치에", "노 심판은": a new-user trial of match fixing, 2026-12-06)
    "선수 심판 "
    # a lay Buddhist woman and a man as a temple calls them, a monk ("장 보살에게": a new-user trial of a temple's
    # landslide, 2026-12-06, left it)
    "보살 처사 "
    # a head nurse, a chef, a bar's madam ("백 수간호사에게", "'모 셰프'라고", "'어 마담'": new-user trials of kickbacks,
    # a shared house and nominee shops, 2026-12-06, left them)
    "수간호사 셰프 마담 "
    # a Chinese firm's director general and a ring's boss ("탕 총감이 이를 보고", "장 총책이 매일 저녁": new-user
    # trials of trade secrets and brokerage, 2026-12-06, left them)
    "총감 총책 "
    # a committee's member ("H에게 표 위원은 이미 그만뒀다고": a new-user trial of art fraud, 2026-12-06, left it)
    "위원 "
    # a senior and an elder sister as juniors call them ("\"염 선배가 복도에서", "일명 '진 언니'": new-user trials of
    # a university's harassment and of marriage fraud, 2026-12-06, left both)
    "선배 언니 "
    # a customs broker, a gym's head, a teacher of a daycare centre ("편 관세사가", "'머슬 우 관장'으로", "엄 교사가
    # 다가오기만": new-user trials of customs smuggling, gyms and daycare centres, 2026-12-06, left them)
    "관세사 관장 교사 "
    # a nurse's aide ("길 조무사처럼": a new-user trial of a care hospital, 2026-12-06, left it)
    "조무사 간호조무사 "
    # a broadcast's producer, an appraiser ("곽 PD님, 곱창집 편", "허 감정사가 만든 인증서": new-user trials of a
    # YouTuber's live broadcast and of counterfeit watches, 2026-12-06, left them)
    "PD 피디 감정사 "
    # a taekwondo instructor ("'토끼 사범님' 또는 '토끼쌤'으로 불렸다": a new-user trial of a taekwondo gym, 2026-12-06)
    "사범 "
    # a guide, a vice-leader and a vice-chairman ("추 가이드님이 로프를", "남 부대장님은 후미에서", "'백 부회장 1차
    # 500'": new-user trials of a hiking club's accident and of an apartment's bid-rigging, 2026-12-06, left them)
    "가이드 부대장 부회장 "
    # a monk by the lay surname, an auctioneer ("석 스님이 30년", "기 경매사가 작성한": new-user trials of a temple
    # and a cattle auction, 2026-12-07, left them)
    "스님 경매사 "
    # a dormitory's supervisor ("기숙사 사감 곽미정(학생들은 '곽 사감'이라 불렀다)": a new-user trial of a
    # dormitory fire, 2026-12-07, gave the nickname a letter of its own)
    "사감 "
    # a dental hygienist, an office's bookkeeper ("옥 위생사는", "궉 경리": new-user trials of a dental clinic and a
    # market's association, 2026-12-07, left them)
    "위생사 치과위생사 경리 "
    # a student, a driving test's examiner ("선우 학생의 진술은", "맹 검정원님이": new-user trials of a parking
    # dispute and of a driving school's bribery, 2026-12-07, left the one and lettered the other apart)
    "학생 검정원 "
    # an old man as the neighbours call him, a court's appraiser, a prison's doctor, an interpreter ("성 노인(성기택)이",
    # "윤 감정인은", "방 의무관은", "염 의무관의": new-user trials of a farmland boundary and a prison assault,
    # 2026-12-07, left them)
    "노인 감정인 의무관 통역인 통역사 "
    # a surveyor ("측량사 모경태가 … 측량한 결과", then "피고는 모 측량사가 기준점을 잘못 잡았다고": a new-user trial of a
    # farmland boundary, 2026-12-07, left it)
    "측량사 측량기사 "
    # a restaurant's head cook, an apartment building's representative, a security guard ("임 주방장(임재훈)은", "하
    # 동대표님도", "황보 경비원은": new-user trials of unpaid wages, online defamation and noise between flats,
    # 2026-12-07, left them)
    "주방장 동대표 경비원 경비반장 "
    # a university's dean and a food inspector ("남궁 처장으로부터", "송 감시원도": new-user trials of a dormitory
    # assault and a kimchi factory, 2026-12-07, left both)
    "처장 학장 감시원 감독관"
).split()
_TITLE_AFTER_SURNAME = re.compile(r"[ ]?(?:" + "|".join(sorted(SURNAME_TITLES, key=len, reverse=True)) + r")")
#: a surname, a blank and a title as one mention ("윤 과장", "남궁 주임")
_SURNAME_THEN_TITLE = re.compile(
    r"([가-힣]{1,2})[ ](" + "|".join(sorted(SURNAME_TITLES, key=len, reverse=True)) + r")"
)


def is_person(span: Span) -> bool:
    """True for person names: tier 2 "인명" or a fine label naming a name (…이름, 성명, 닉네임, 아이디, …명 of
    people)."""
    return is_person_label(span.label, span.tier2)


@functools.lru_cache(maxsize=1024)
def tier2_group(label: str) -> str:
    """The tier-2 group of a fine label in the bundled taxonomy, "" for a label it does not know."""
    from thunder_deid_desktop.taxonomy import get_taxonomy

    try:
        return get_taxonomy().tiers(label)[1]
    except KeyError:
        return ""


def is_business(span: Span) -> bool:
    """Whether ``span`` is a business's or an organisation's name (tier 2 of :data:`_BUSINESS_GROUPS`, taken from
    the taxonomy when the span has none)."""
    return (span.tier2 or tier2_group(span.label)) in _BUSINESS_GROUPS


def is_person_label(label: str, tier2: str = "") -> bool:
    """:func:`is_person` for a fine label and its tier 2 (an entity's label: :attr:`Entity.label`,
    :attr:`Entity.tier2`)."""
    if tier2:
        return tier2 == "인명"
    return label.endswith("이름") or label in {
        "성명",
        "인명",
        "닉네임",
        "별명",
        "대화명",
        "아이디",
        "세례명",
        "법명",
    }


def split_descriptor(
    text: str,
    descriptors: Sequence[str] = DEFAULT_DESCRIPTORS,
    prefixes: Sequence[str] = DEFAULT_DESCRIPTOR_PREFIXES,
    label: str = "",
) -> tuple[str, str, str]:
    """Split ``text`` into (prefix descriptor, core, suffix descriptor): "나리식당" → ("", "나리", "식당").

    The longest matching descriptor wins; a descriptor is split off only when a non-empty core remains, so
    "식당" alone is all core.  The separating whitespace stays with the descriptor ("행복 아파트" →
    ("", "행복", " 아파트")); returns ("", text, "") when nothing matches.  A one-syllable suffix descriptor
    must be a word of the name (:func:`_syllable_suffix`): "서울역" → ("", "서울", "역") but "대한무역" →
    ("", "대한", "무역"), never ("", "대한무", "역"); ``label``, the mention's fine label, may name it ("역",
    "지하철역").
    """
    pre = ""
    core = text
    words, lengths = _word_set(tuple(prefixes))
    for n in lengths:  # longest first
        if core[:n] in words and core[n:].strip():
            rest = core[n:]
            stripped = rest.lstrip()
            pre = core[:n] + rest[: len(rest) - len(stripped)]
            core = stripped
            break
    suf = ""
    words, lengths = _word_set(tuple(descriptors))
    for n in lengths:
        if len(core) > n and core[-n:] in words and core[:-n].strip():
            if n == 1:
                n = _syllable_suffix(core, label)
                if not n or not core[:-n].strip():
                    break
            head = core[:-n]
            stripped = head.rstrip()
            suf = head[len(stripped) :] + core[-n:]
            core = stripped
            break
    return pre, core, suf


#: words that end in a one-syllable descriptor and name a kind of business themselves: when a name ends with one,
#: the whole word is its descriptor ("대한무역" → "A무역", as court.yaml, which lists "무역", renders it; "용역" is a
#: fine label of the taxonomy); a new-user trial, 2026-12-03, saw "○○역" for 대한무역 under lawgokr
SYLLABLE_DESCRIPTOR_WORDS: tuple[str, ...] = ("무역", "용역", "통역", "번역")


def _syllable_suffix(core: str, label: str = "") -> int:
    """How many code points at the end of ``core``, which ends in a one-syllable descriptor ("역", "바", "절"),
    are its descriptor: the whole word of :data:`SYLLABLE_DESCRIPTOR_WORDS` it ends with ("대한무역" → 2), else 1
    when the syllable is a word of the name (:func:`_ends_in_word`: "서울역", "시청역", "KTX역") or the mention's
    ``label`` names it (:func:`_label_names`: "역", "지하철역"), else 0: the syllable is the last one of another
    word ("지역", "구역", "계절", and mecab-ko-dic's noun "산역" in "오산역": a station keeps its 역 by its label),
    and a descriptor split off it would leave a name that is not one ("○○역" for 대한무역)."""
    word = next((w for w in SYLLABLE_DESCRIPTOR_WORDS if core.endswith(w)), None)
    if word:
        return len(word)
    syllable = core[-1]
    if _ends_in_word(core, syllable) or _label_names(label, syllable):
        return 1
    return 0


def _label_names(label: str, syllable: str) -> bool:
    """Whether the fine label ``label`` names the kind the one-syllable descriptor ``syllable`` stands for: the
    label is the syllable ("역", "바") or a word of two or more syllables and the syllable ("지하철역", "호스트바"),
    not a two-syllable word that ends in it (the taxonomy's "용역", "구역")."""
    return label == syllable or (len(label) >= 3 and label.endswith(syllable))


@functools.lru_cache(maxsize=4096)
def _ends_in_word(text: str, syllable: str) -> bool:
    """Whether ``text``, which ends in ``syllable``, ends in it as a word of its own, as Mecab-ko reads the last
    word of ``text``: the syllable is written apart ("행복 역"), is a morpheme of its own ("시청" + "역",
    "지하철" + "역", "KTX" + "역", "역" alone), or ends a proper noun of three or more syllables (mecab-ko-dic's
    place-name compounds "서울역", "사당역", as :func:`~thunder_deid_desktop.analysis.tokenizer.station_name_end`
    reads them); not when it ends another word ("무역", "지역", "계절": general nouns)."""
    from thunder_deid_desktop.analysis.tokenizer import pre_tokenize

    last = text.rstrip().rsplit(None, 1)[-1] if text.strip() else ""
    if last == syllable:
        return True
    words = pre_tokenize(last)
    if not words:
        return False
    end = words[-1]
    surface = last[end.start : end.end]
    return surface == syllable or (end.pos == "NNP" and len(surface) >= 3 and surface.endswith(syllable))


@functools.lru_cache(maxsize=32)
def _word_set(words: tuple[str, ...]) -> tuple[frozenset[str], tuple[int, ...]]:
    """``words`` as a set and their distinct lengths, longest first: a prefix or suffix of each length is one
    set lookup (the render of a 300k-character judgment called :func:`split_descriptor` 2,378 times, which
    sorted and scanned the whole list each time)."""
    return frozenset(w for w in words if w), tuple(sorted({len(w) for w in words if w}, reverse=True))


#: characters that show nothing (soft hyphen, zero-width space and joiners, direction marks, word joiner, BOM)
_INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]")


#: the labels of banks and like financial companies (the release's fine labels), whose mentions are keyed apart
#: from persons' (:func:`_is_bank_mention`)
_BANK_LABELS = frozenset(
    {"은행", "저축은행", "해외은행", "금융회사", "금융기관", "증권사", "해외증권사", "카드회사"}
)


#: an older plate's region before its number ("인천80바5127")
_REGION_BEFORE_PLATE = re.compile(r"(?:" + "|".join(PLATE_REGIONS) + r")([0-9]{1,3}[가-힣][0-9]{4})")


def _compact(text: str) -> str:
    """``text`` in NFC without blanks and invisible characters, as :func:`mention_key` reads it."""
    return re.sub(r"\s+", "", _INVISIBLE.sub("", unicodedata.normalize("NFC", text)))


def _is_bank_mention(span: Span, key: str) -> bool:
    """Whether ``span`` (its grouping ``key``) names a bank: a bank's name of
    :func:`~thunder_deid_desktop.analysis.organisations.is_bank_name` ("하나은행"), or the name before 은행 under a
    bank's label ("농협" labelled 은행)."""
    return is_bank_name(_compact(span.text)) or (span.label in _BANK_LABELS and is_bank_name(key + "은행"))


def mention_key(
    span: Span,
    descriptors: Sequence[str] = DEFAULT_DESCRIPTORS,
    prefixes: Sequence[str] = DEFAULT_DESCRIPTOR_PREFIXES,
) -> str:
    """The grouping key of a mention (see module docstring): NFC, no whitespace nor invisible characters (a
    zero-width space inside "홍\u200b길동" is the same person as "홍길동"), no title / descriptor, no counter 호
    after a vehicle number ("152허3391호" is "152허3391": a new-user trial, 2026-12-03, saw two numbers given), no
    생 after a birth date ("2019. 5. 3.생" is "2019. 5. 3.")."""
    text = _INVISIBLE.sub("", unicodedata.normalize("NFC", span.text))
    if is_person(span):
        compact = _compact(span.text)
        for title in PERSON_TITLES:
            if compact.endswith(title) and len(compact) - len(title) >= 2:
                # a full name ending like 군 or 양 is the name ("우태양" is no Miss 우태: a new-user trial,
                # 2026-12-05, saw "태양이 형" given a letter of its own), unless a blank sets the title apart
                # ("민지 양") or a full name stands before it ("김민지양")
                if (
                    title in _NAME_ENDING_TITLES
                    and len(compact) - len(title) == 2
                    and not text.rstrip().endswith(" " + title)
                ):
                    break
                compact = compact[: -len(title)]
                break
        # an organisation the model called a person ("새빛쉼터", "주식회사 동방" as 내국인이름) is keyed as one, so
        # that it joins the mentions labelled as the organisation; a name keeps two syllables ("김시장" stays)
        pre, core, suf = split_descriptor(compact, descriptors, prefixes, span.label)
        if (pre or len(suf) >= 2) and len(core) >= 2:
            compact = core
        key = compact
    else:
        _, core, _ = split_descriptor(text, descriptors, prefixes, span.label)
        key = re.sub(r"\s+", "", core)
    if span.label == "차량번호" and key.endswith("호") and any(c.isdigit() for c in key[-2:-1]):
        key = key[:-1]  # "152허3391호" (the counter 호 is in the rule's span) is the car "152허3391"
    if span.label == "차량번호" and (plate := _REGION_BEFORE_PLATE.fullmatch(key)):
        # "인천80바5127호" and "80바 5127" are one car: the region of an older plate is no part of its number (a
        # new-user trial of smuggling, 2026-12-07, numbered them 1 and 2)
        key = plate.group(1)
    if span.label == "생년월일" and key.endswith("생") and any(c.isdigit() for c in key[-3:-1]):
        key = key[:-2] if key.endswith("출생") else key[:-1]  # "2019.5.3.생" is the date "2019.5.3."
    if _NUMERIC.match(key):
        key = f"{span.label}\x00{key}"
    return key


@dataclass
class Entity:
    """One entity of a document: its mentions (accepted spans) and, after rendering, its placeholder.

    Attributes:
        id: ``"E1"``, ``"E2"`` … in order of first appearance.
        label: most frequent fine label of the mentions.
        mentions: the spans, sorted by start.
        key: the grouping key (see :func:`mention_key`).
        placeholder: what the entity is rendered as ("A", "(계좌번호 1 생략)"); empty until rendered,
            and equal to the first mention's text when the entity is kept.
        kept: True when the policy keeps it as written (judge, lawyer, court …).
    """

    id: str
    label: str
    mentions: list[Span]
    key: str = ""
    placeholder: str = ""
    kept: bool = False
    tier3: str = ""
    tier2: str = ""
    tier1: str = ""

    @property
    def start(self) -> int:
        """Start of the first mention (code points)."""
        return self.mentions[0].start

    def to_json(self) -> dict:
        """JSON shape used in reports: id, label, tiers, placeholder, kept, mentions (span JSON)."""
        return {
            "id": self.id,
            "label": self.label,
            "tier3": self.tier3,
            "tier2": self.tier2,
            "tier1": self.tier1,
            "placeholder": self.placeholder,
            "kept": self.kept,
            "mentions": [m.to_json() for m in self.mentions],
        }


class EntityIndex:
    """Entities of one document with lookup from a mention's (start, end) to its entity.

    Build it with :meth:`from_spans` (automatic grouping) or from a list of :class:`Entity` that the review
    step produced (with hand links).  ``link(a, b)`` merges the entities of two mentions.
    """

    def __init__(self, entities: Iterable[Entity]) -> None:
        self.entities: list[Entity] = sorted(entities, key=lambda e: e.start)
        self._by_pos: dict[tuple[int, int], Entity] = {}
        for ent in self.entities:
            for m in ent.mentions:
                self._by_pos[(m.start, m.end)] = ent

    @classmethod
    def from_spans(
        cls, text: str, spans: Sequence[Span], links: Iterable[tuple[int, int]] = (), **kw
    ) -> EntityIndex:
        """Group ``spans`` of ``text`` (see :func:`group_entities`)."""
        return cls(group_entities(text, spans, links, **kw))

    def entity_of(self, span: Span) -> Entity | None:
        """The entity holding a mention at the same offsets, or None."""
        return self._by_pos.get((span.start, span.end))

    def link(self, a: Span, b: Span) -> None:
        """Merge the entities of mentions ``a`` and ``b`` (a hand link); ids are renumbered by first
        appearance.

        Raises:
            KeyError: one of the spans is not a mention of any entity here.
        """
        ea, eb = self._by_pos[(a.start, a.end)], self._by_pos[(b.start, b.end)]
        if ea is eb:
            return
        ea.mentions = sorted(ea.mentions + eb.mentions, key=lambda s: (s.start, s.end))
        self.entities = [e for e in self.entities if e is not eb]
        for m in eb.mentions:
            self._by_pos[(m.start, m.end)] = ea
        self.entities.sort(key=lambda e: e.start)
        for i, ent in enumerate(self.entities, 1):
            ent.id = f"E{i}"

    def __iter__(self):
        return iter(self.entities)

    def __len__(self) -> int:
        return len(self.entities)


def unambiguous_given_names(full_names: Iterable[str]) -> dict[str, str]:
    """Given name -> full name, for the three-syllable Korean full names in ``full_names`` (surname + two
    syllables, "홍길동" -> "길동") whose given name no other of them shares; ambiguous given names are left out.

    The rule of :func:`group_entities` (a two-syllable person mention is the only full name with that given name),
    shared with the analyzer, which marks such given names where they are written alone."""
    by_given: dict[str, set[str]] = {}
    for name in full_names:
        if _HANGUL3.match(name):
            by_given.setdefault(name[1:], set()).add(name)
        elif _HANGUL4.match(name) and name[:2] in _COMPOUND_SURNAMES:  # "남궁현석" -> "현석"
            by_given.setdefault(name[2:], set()).add(name)
    return {g: next(iter(names)) for g, names in by_given.items() if len(names) == 1}


def _pet_name_owner(text: str, span: Span, key: str, last_of: dict[str, str]) -> str | None:
    """The full name whose given name's last syllable ``key`` is as a pet name: the syllable and the familiar 이
    ("준이"), or the syllable before the vocative 아 or 야, in the span or after it ("린아"); ``last_of`` maps a last
    syllable to the one three-syllable full name ending with it."""
    if len(key) == 2 and key.endswith("이") and key[0] in last_of and is_person(span):
        return last_of[key[0]]
    if len(key) == 1 and key in last_of and is_person(span) and text[span.end : span.end + 1] in ("아", "야"):
        return last_of[key]
    # (the syllable and the vocative in one span: "솔아, 오랜만이다" of 남궁솔, which a new-user trial of military
    # abuse, 2026-12-07, lettered apart)
    if len(key) == 2 and key[1] in ("아", "야") and key[0] in last_of and is_person(span):
        return last_of[key[0]]
    return None


def surname_of(name: str) -> str:
    """The surname of a Korean full name: two syllables for a compound surname ("남궁현석" -> "남궁") or for a
    Chinese surname Hangul writes in two ("자오리쥔" -> "자오", :data:`.names.CHINESE_TWO_SYLLABLE_SURNAMES`), else
    one."""
    if len(name) == 4 and (name[:2] in _COMPOUND_SURNAMES or name[:2] in CHINESE_TWO_SYLLABLE_SURNAMES):
        return name[:2]
    return name[:1]


def _organisation_mentions(
    text: str, mentions: Sequence[Span], descriptors: Sequence[str], prefixes: Sequence[str]
) -> list[Span]:
    """The mentions with a label other than a person's, when the entity's mentions mix person and other labels
    and one of them is written as an organisation: a descriptor in the mention ("새빛쉼터", "주식회사 동방") or a
    descriptor prefix right before it ("주식회사 동방", "(주)동방"); else ``[]``. A person's name never carries a
    functional descriptor, so the entity is an organisation whatever the model called its bare mentions ("동방은"
    as 내국인이름 three times against "주식회사 동방" once: a new-user trial, 2026-12-03, saw "주식회사 공소외 1")."""
    others = [m for m in mentions if not is_person(m)]
    if not others or len(others) == len(mentions):
        return []
    for m in mentions:
        pre, _core, suf = split_descriptor(m.text, descriptors, prefixes, m.label)
        before = text[max(0, m.start - 8) : m.start].rstrip(" \t")
        if pre or suf or any(before.endswith(p) for p in prefixes if p):
            return others
    return []


#: a short name defined in brackets: "(이하 '피고 한울건설'이라 한다)", "(이하 “A”라 함)"
_DEFINED_AS = re.compile(
    # (also as the last item of a bracket: "제7대광호(29톤, 어선번호 …, 이하 '대광호'라 한다)")
    r"\([ ]?(?:[^()\n]{1,80}?,[ ]?)?이하[ ]?['‘\"“]([^'’\"”\n]{1,40})['’\"”][ ]?(?:이)?라[ ]?(?:한다|함|칭한다|칭함)"
)
#: at most what stands between the defined name and the bracket: a legal form ("한울종합건설 주식회사(이하 …")
_DEFINED_GAP = 6


def _span_between(spans: Sequence[Span], i: int, at: int) -> bool:
    """Whether another span lies between the end of ``spans[i]`` and ``at``."""
    return any(spans[i].end <= s.start and s.end <= at and s is not spans[i] for s in spans)


#: the end of a table's cell and the start of the next: a tab or a vertical bar with blanks
_NEXT_CELL = re.compile(r"[ ]*(?:\t|[ ]?\|[ ]?)[ ]*")
#: a bracket opened right after a name, with a space before or inside it
_BRACKET_AFTER = re.compile(r"[ ]?\([ ]?")
#: a closing quote maybe, then an opening bracket: what stands between a name and its Latin original
_LATIN_AFTER = re.compile(r"[’'\"”]?\(")


#: the kinds of a bar or a shop written before its name besides the court policy's descriptors ("바 캐스크원",
#: "라운지 블루몰트")
KINDS_BEFORE_NAME = frozenset("바 라운지 펍 와인바 포차 숍 샵".split())
#: a word of a person's name written in several words: Latin ("Smith") or two Hangul syllables or more ("하산")
_NAME_WORD = re.compile(r"[A-Z][A-Za-z'\-]+|[가-힣]{2,}")


def group_entities(
    text: str,
    spans: Sequence[Span],
    links: Iterable[tuple[int, int]] = (),
    descriptors: Sequence[str] = DEFAULT_DESCRIPTORS,
    prefixes: Sequence[str] = DEFAULT_DESCRIPTOR_PREFIXES,
    check: Callable[[int], None] | None = None,
) -> list[Entity]:
    """Group accepted spans of ``text`` into entities (rules in the module docstring).

    Args:
        text: the document text the spans index (only used to check offsets).
        spans: accepted spans; duplicates at the same offsets are merged into one mention.
        links: pairs of indices into ``spans`` that the user linked by hand.
        descriptors, prefixes: functional descriptors stripped from non-person keys.
        check: called with each span's index before its key is made; it may raise to stop the grouping
            (:func:`~thunder_deid_desktop.deid.render.render` stops a cancelled preview this way).

    Returns:
        Entities sorted by first appearance, ids ``E1``, ``E2`` …, mentions sorted by start.

    Raises:
        ValueError: a span whose text does not match ``text`` at its offsets.
    """
    for s in spans:
        if text[s.start : s.end] != s.text:
            raise ValueError(f"span {s.start}..{s.end} does not match the text")
    n = len(spans)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i: int, j: int) -> None:
        ri, rj = find(i), find(j)
        if ri != rj:
            parent[max(ri, rj)] = min(ri, rj)

    keys = []
    for i, s in enumerate(spans):
        if check is not None:
            check(i)
        keys.append(mention_key(s, descriptors, prefixes))
    # a bank is never a person of the same name: "하나은행" is no mention of the person "하나" of 금하나, which
    # new-user trials of tax evasion and research funds, 2026-12-07, wrote "Z 명의 Z은행 계좌"; the person is the
    # given name of a Korean full name written in the document (a bank's short name read as a nickname, "신한" of a
    # published judgment, and an organisation the model called a person, "동방은" beside "주식회사 동방", or
    # "성곡새마을금고" read once as a person, stay the organisation's)
    full = {
        k for s, k in zip(spans, keys, strict=True) if is_person(s) and _HANGUL3.match(k) and k[0] in SURNAMES
    }
    person_keys = {name[1:] for name in full}
    # (and a foreign name's word written alone: "투안식자재" beside the worker 응우옌 반 투안, called "투안")
    person_keys |= {
        k
        for s, k in zip(spans, keys, strict=True)
        if s.label == "외국인이름" and _HANGUL_NAME.match(k) and len(k) <= 4
    }

    # (nor is a business named after a person that person: "만석농장", "주식회사 만석팜" beside 오만석, "보람PC방"
    # beside 표보람, whose descriptor the key drops; new-user trials of a pig farm and game fraud, 2026-12-07, wrote
    # "주식회사 A … 대표이사 A", as the court's "나리식당" -> "A식당" does not)
    # (a business under a person's label too, its descriptor dropped by the key: "투안식자재" read as a nickname)
    def named_business(s: Span, k: str) -> bool:
        if not is_person(s):
            # (or one whose kind is glued after the span: "'만수노래타운'" read as "만수", a karaoke bar, beside
            # 강만수, which a new-user trial of a karaoke fight, 2026-12-07, wrote "'H노래타운'" with his letter)
            glued = s.end < len(text) and "가" <= text[s.end] <= "힣" and tail_after(text, s.end, 6) != 0
            return _is_bank_mention(s, k) or _compact(s.text) != k or glued
        compact = _compact(s.text)
        return compact != k and any(compact == k + d for d in descriptors)

    keys = [
        k + "\x00org" if k in person_keys and named_business(s, k) else k
        for s, k in zip(spans, keys, strict=True)
    ]
    # Given-name links: "길동" -> the only full name "홍길동" among person mentions; "김씨" -> the only "김.."
    # (a nickname of three syllables that opens with no surname is no full name: "퀸가람" beside 변가람 had made
    # the given name "가람" ambiguous, given a letter of its own in a new-user trial of crypto fraud, 2026-12-07)
    full_names = {
        k
        for s, k in zip(spans, keys, strict=True)
        if is_person(s)
        and (_HANGUL3.match(k) or (_HANGUL4.match(k) and k[:2] in _COMPOUND_SURNAMES))
        and not (s.label in PERSON_HANDLE_LABELS and k[0] not in SURNAMES and k[:2] not in _COMPOUND_SURNAMES)
        # (nor one that is a word of the dictionary: "유치원" as the nickname of 유한결 made "유 이병" its mention,
        # a new-user trial of military abuse, 2026-12-07, while the private's full name had its own letter)
        and not (s.label in PERSON_HANDLE_LABELS and is_general_noun(k))
        # (nor a surname glued to a title: "오회장님" of a chat's speaker is 오상철, not a second 오)
        and not (len(k) == 3 and k[1:] in SURNAME_TITLES)
    }
    # a Chinese name of two or four syllables with its spelling in Latin letters after it ("왕하이룽(WANG
    # HAILONG)", "류칭(LIU QING, 刘青)") is called by its surname too ("'왕 사장' 또는 '큰형'으로 불리던": a new-user
    # trial of smuggling, 2026-12-07, gave the surname and title a letter of its own)
    spelled = {
        k
        for s, k in zip(spans, keys, strict=True)
        if is_person(s)
        and len(k) in (2, 4)
        and _HANGUL_NAME.match(k)
        and (k[0] in SURNAMES or k[:2] in CHINESE_TWO_SYLLABLE_SURNAMES)
        and k[:2] not in _COMPOUND_SURNAMES
        and SPELLING_AFTER.match(text, s.end)
    }
    # (and one whose surname's reading is no Korean surname, of two to four syllables: "량 사장" of 량웨이, "쑨 씨" of
    # 쑨젠궈: new-user trials of forged antiques and seaweed farms, 2026-12-07, left both)
    spelled |= {
        k
        for s, k in zip(spans, keys, strict=True)
        if is_person(s)
        and 2 <= len(k) <= 4
        and _HANGUL_NAME.match(k)
        and (k[0] in CHINESE_READ_SURNAMES or (len(k) >= 3 and k[:2] in CHINESE_TWO_SYLLABLE_SURNAMES))
    }
    by_surname: dict[str, list[str]] = {}
    for name in sorted(full_names | spelled):
        by_surname.setdefault(surname_of(name), []).append(name)
        # a name of three syllables opening with a compound surname is called by it too ("제갈 기사도" of 제갈윤)
        if len(name) == 3 and name[:2] in _COMPOUND_SURNAMES:
            by_surname.setdefault(name[:2], []).append(name)
    first: dict[str, int] = {}
    by_pos: dict[tuple[int, int], int] = {}
    for i, (s, k) in enumerate(zip(spans, keys, strict=True)):
        if (s.start, s.end) in by_pos:
            union(by_pos[(s.start, s.end)], i)
        by_pos.setdefault((s.start, s.end), i)
        if k in first:
            # a surname alone that several full names share stands for each in its place (full_name_meant below)
            # (and one no full name has, before a title, is the person of that title: "정 원장" and "정 과장" of a
            # new-user trial of divorce judgments, 2026-12-07, are two persons; the pairs are linked below)
            titled_only = (
                is_person(s)
                and k not in by_surname
                and (k in SURNAMES or k in _COMPOUND_SURNAMES)
                and _TITLE_AFTER_SURNAME.match(text, s.end) is not None
            )
            if not (is_person(s) and len(by_surname.get(k, ())) > 1) and not titled_only:
                union(first[k], i)
        else:
            first[k] = i
    given = unambiguous_given_names(full_names)
    persons = {k for s, k in zip(spans, keys, strict=True) if is_person(s) and _HANGUL2.match(k)}
    # the one-syllable given names of two-syllable full names ("솔" of 박솔), each of one name only
    by_one: dict[str, set[str]] = {}
    for k in persons:
        # (not the given name of a full name written too: "예린" of 한예린 is no 예 + 린, and "린 씨" of 응우옌 티 린
        # had merged the defendant 한예린 with her victim in a new-user trial of defamation, 2026-12-07)
        if (k[0] in SURNAMES or k[0] in CHINESE_READ_SURNAMES) and k not in given:
            by_one.setdefault(k[1], set()).add(k)
    one_given = {g: next(iter(ks)) for g, ks in by_one.items() if len(ks) == 1}
    by_last: dict[str, set[str]] = {}
    for name in full_names:
        if _HANGUL3.match(name):
            by_last.setdefault(name[2], set()).add(name)
    last_of = {x: next(iter(ns)) for x, ns in by_last.items() if len(ns) == 1}
    # a foreign name's one-syllable last word is that name's, not a pet name of a Korean name ending alike ("록이" of
    # 응우옌 반 록 beside the lawyer 천영록: a new-user trial of labour judgments, 2026-12-05)
    foreign_last = {s.text.split()[-1] for s in spans if is_person(s) and len(s.text.split()) >= 2}
    written_at: dict[str, list[int]] = {}  # full name -> starts of its mentions
    for s, k in zip(spans, keys, strict=True):
        if (k in full_names or k in spelled) and is_person(s):
            written_at.setdefault(k, []).append(s.start)

    for i, (s, k) in enumerate(zip(spans, keys, strict=True)):
        if not is_person(s):
            continue
        if _HANGUL2.match(k) and k in given:
            union(first[given[k]], i)
        elif _HANGUL3.match(k) and k.endswith("이") and k[:2] in given and not ends_with_vowel(k[1]):
            union(first[given[k[:2]]], i)  # "하은이" (the familiar suffix 이) -> "조하은"
        elif _HANGUL3.match(k) and k.endswith("이") and k[:2] in persons and not ends_with_vowel(k[1]):
            # a two-syllable name with the familiar 이 ("구슬이랑" -> "구슬": a new-user trial, 2026-12-04)
            union(first[k[:2]], i)
        elif _HANGUL2.match(k) and k.endswith("이") and k[0] in one_given and not ends_with_vowel(k[0]):
            # a one-syllable given name with the familiar 이 ("솔이" -> "박솔": a new-user trial, 2026-12-05)
            union(first[one_given[k[0]]], i)
        elif k[:1] not in foreign_last and (pet := _pet_name_owner(text, s, k, last_of)) is not None:
            # the last syllable of a given name as a family calls a child ("준이 손 데었어", "린아 냉장고에" of
            # 염예준, 염예린: a new-user trial, 2026-12-05)
            union(first[pet], i)
        elif len(k) == 1 and k in one_given and k not in by_surname and k not in foreign_last:
            # the syllable alone, before 씨 or 님 ("솔 님한테도" -> "표솔"), where no full name has it as surname
            union(first[one_given[k]], i)
        elif _SURNAME_TITLE.match(k) and len(by_surname.get(k[0], ())) == 1:
            union(first[by_surname[k[0]][0]], i)
        elif (
            # a surname glued to its title, as a chat's speaker writes it ("오회장님: …" of 오상철, who is "오 회장"
            # in the body: a new-user trial of a forged power of attorney, 2026-12-07, gave the speaker a letter
            # of its own)
            _HANGUL_NAME.match(k)
            and 3 <= len(k) <= 6
            and k[0] in by_surname
            and (k[1:] in SURNAME_TITLES or k[1:].removesuffix("님") in SURNAME_TITLES)
            and k not in full_names
            and (name := full_name_meant(by_surname[k[0]], written_at, s.start, text)) is not None
        ):
            union(first[name], i)
        # a surname alone with a title after it, in the span or after it ("주 회장이", "사공 사장": a new-user
        # trial, 2026-12-04, saw them kept or given a letter of their own) -> the full name it stands for
        elif (
            k in by_surname
            and (s.text.strip() != k or _TITLE_AFTER_SURNAME.match(text, s.end))
            and not _LISTENERS_KIN_BEFORE.search(text, max(0, s.start - 12), s.start)
            and (name := full_name_meant(by_surname[k], written_at, s.start, text)) is not None
        ):
            union(first[name], i)
    # the given name of a Chinese name of four syllables written with its spelling or characters ("하오위 형" of
    # 천하오위(陈浩宇): a new-user trial of a nurse's propofol, 2026-12-07) -> that name
    # (a given name two such names share links neither: "샤오위" of 량샤오위 and of 천샤오위)
    given_of = [
        (chinese_given_name(name), name) for name in sorted(spelled) if len(name) == 4 and name in first
    ]
    given_count = Counter(g for g, _ in given_of)
    shared_given = {g for g, n in given_count.items() if n > 1}
    chinese_given = {g: name for g, name in given_of if g not in shared_given}
    for i, (s, k) in enumerate(zip(spans, keys, strict=True)):
        if is_person(s) and k in chinese_given:
            union(first[chinese_given[k]], i)
    # one surname and title written again stand for one person ("'윤 과장'이라고 불렀고" linked to the defendant,
    # then "윤 과장이 자신이 빌려준 돈" given a letter of its own where three full names share 윤: a new-user trial of
    # embezzlement, 2026-12-06)
    # (never two persons each already linked to a full name: two 김 과장 of one judgment, each near his own name)
    full_firsts = [first[name] for name in written_at if name in first]

    def named(i: int) -> bool:
        return any(find(j) == find(i) for j in full_firsts)

    titled: dict[tuple[str, str], int] = {}
    for i, s in enumerate(spans):
        if not is_person(s):
            continue
        pair = None
        if m := _SURNAME_THEN_TITLE.fullmatch(s.text.strip()):
            pair = (m.group(1), m.group(2))
        elif 1 <= len(s.text.strip()) <= 2 and (t := _TITLE_AFTER_SURNAME.match(text, s.end)):
            pair = (s.text.strip(), t.group().strip())
        if pair is not None and pair[1] not in ("씨", "님"):
            if pair not in titled:
                titled[pair] = i
            elif not (named(titled[pair]) and named(i)) or find(titled[pair]) == find(i):
                union(titled[pair], i)
    # a foreign name's last word written alone ("흐엉은" after "쩐 티 흐엉": a new-user trial, 2026-12-05, saw two
    # letters for one worker) -> the only name of several words that ends with it
    # (and its last two words, of a name of three words or more: "투 하 씨가" of 응우옌 티 투 하, a new-user trial
    # of a marriage immigrant's abuse, 2026-12-07)
    by_last: dict[str, set[int]] = {}
    by_last_two: dict[str, set[int]] = {}
    for i, s in enumerate(spans):
        words = s.text.split()
        if not (is_person(s) and len(words) >= 2 and _HAS_HANGUL.search(words[-1])):
            continue
        # (one syllable for a Vietnamese given name: "훙이" after "응우옌 반 훙", a new-user trial, 2026-12-05)
        if len(words[-1]) >= 2 or VIETNAMESE_NAME.fullmatch(s.text.strip()):
            by_last.setdefault(words[-1], set()).add(find(i))
        if len(words) >= 3:
            by_last_two.setdefault(" ".join(words[-2:]), set()).add(find(i))
    for i, s in enumerate(spans):
        t = s.text.strip()
        owners = by_last.get(t)
        if owners is None and len(t) >= 2 and t.endswith("이") and not ends_with_vowel(t[-2]):
            owners = by_last.get(t[:-1])  # with the familiar 이 ("록이는" of 응우옌 반 록)
        if is_person(s) and " " not in t and owners and len(owners) == 1:
            union(next(iter(owners)), i)
    for i, s in enumerate(spans):
        owners = by_last_two.get(" ".join(s.text.split()))
        if is_person(s) and len(s.text.split()) == 2 and owners and len(owners) == 1:
            union(next(iter(owners)), i)
    # a foreign name's first word (its given name) written alone, with the familiar 이 or with a title ("라훌이가",
    # "라훌 박사님이" of 라훌 샤르마: a new-user trial of research funds, 2026-12-07, gave the postdoc three letters)
    # -> the only name of several words that holds it before its last word; a Korean name spaced ("김 철수") is none
    # (the name from that word on: "라훌 샤르마" of "박사후연구원 라훌 샤르마" and of "라훌 샤르마" is one)
    by_first: dict[str, set[str]] = {}
    by_short: dict[str, set[str]] = {}
    tail_at: dict[str, int] = {}
    for i, s in enumerate(spans):
        words = s.text.split()
        if not (is_person(s) and len(words) >= 2) or len(words[0]) == 1 or words[-1] in _FIRST_NAME_TITLES:
            continue
        for k, w in enumerate(words[:-1]):
            if (
                len(w) >= 2
                and _HANGUL_WORD.fullmatch(w)
                and not is_role_mention(w)
                and w not in _COMPOUND_SURNAMES
            ):
                tail = " ".join(words[k:])
                by_first.setdefault(w, set()).add(tail)
                tail_at.setdefault(tail, i)
                # (and its first two syllables, as one calls the person in speech: "로사" of 로사리오 델라크루즈,
                # "마리" of 마리셀 델라크루즈, new-user trials of forged antiques and a forged power of attorney,
                # 2026-12-07; the analyzer marks them in speech only, ``analysis.analyzer``)
                if k == 0 and len(w) >= 3:
                    by_short.setdefault(w[:2], set()).add(tail)
    for i, s in enumerate(spans):
        words = s.text.split()
        if (
            not is_person(s)
            or not words
            or len(words) > 2
            or (len(words) == 2 and words[1] not in _FIRST_NAME_TITLES)
        ):
            continue
        t = words[0]
        owners = by_first.get(t)
        if owners is None and len(t) >= 3 and t.endswith("이") and not ends_with_vowel(t[-2]):
            owners = by_first.get(t[:-1])
        if owners is None and len(t) == 2 and s.source == "rule":
            owners = by_short.get(t)
        if owners is None and len(t) == 3 and t[-1] in "아야" and s.source == "rule":
            owners = by_short.get(t[:2])  # with the vocative: "마리야"
        if owners and len(owners) == 1:
            union(tail_at[next(iter(owners))], i)
    # Names in another script in brackets: "홍길동(洪吉童, …)" -> one person
    person_at = {s.start: i for i, s in enumerate(spans) if is_person(s)}
    for i, s in enumerate(spans):
        # "마리아 산토스 (MARIA SANTOS, …)": one space may stand before the bracket and one inside it
        bracket = _BRACKET_AFTER.match(text, s.end)
        if is_person(s) and bracket:
            j = person_at.get(bracket.end())
            # an ID or a nickname with its holder's name in brackets is no spelling of the name ("seyoung_oh(오세영)":
            # a new-user trial, 2026-12-04, saw "C(C)")
            # (a Latin nickname with its Hangul reading is one: "'Ploy(쁠로이)'라는 애칭", a new-user trial of farm
            # workers, 2026-12-06)
            handle = j is not None and (s.label in HANDLE_LABELS or spans[j].label in HANDLE_LABELS)
            if handle and not _reads_as(s.text, spans[j].text):
                continue
            # either script may come first: "Michael Brown(마이클 브라운)" (a new-user trial, 2026-12-03)
            if j is not None and bool(_HAS_HANGUL.search(spans[j].text)) != bool(_HAS_HANGUL.search(s.text)):
                union(i, j)
            # a surname in Chinese characters and the given name in Hangul: "신하늘 (申하늘, …)" (a trial, 2026-12-03)
            elif j is not None and (mixed := _MIXED_HANJA.fullmatch(spans[j].text)):
                if len(s.text) == len(mixed.group(0)) and s.text.endswith(mixed.group(1)):
                    union(i, j)
            # the name in Chinese characters as a later item of the brackets ("량웨이(LIANG WEI, 梁伟)": a new-user
            # trial of trade secrets, 2026-12-06)
            later = _HANJA_LATER_ITEM.match(text, bracket.end())
            k = person_at.get(later.end()) if later else None
            if k is not None and _HANJA_ONLY.fullmatch(spans[k].text) and _HAS_HANGUL.search(s.text):
                union(i, k)
        # a foreigner's Korean name in brackets after the name ("Sarah Kim(한국명 김사라)": a new-user trial of
        # tutoring, 2026-12-07, gave her two letters)
        korean = KOREAN_NAME_BRACKET.match(text, s.end)
        k = person_at.get(korean.end()) if korean else None
        if is_person(s) and k is not None:
            union(i, k)
    # a business's, a place's or a group's Latin original in brackets, a closing quote maybe between ("클럽
    # '아르떼'(ARTE)의": a new-user trial, 2026-12-05): one entity, of the same label
    at = {(s.start, s.label): i for i, s in enumerate(spans)}
    for i, s in enumerate(spans):
        if is_person(s) or not _HAS_HANGUL.search(s.text):
            continue
        original = _LATIN_AFTER.match(text, s.end)
        j = at.get((original.end(), s.label)) if original else None
        if j is not None and not _HAS_HANGUL.search(spans[j].text):
            union(i, j)
    # a table row's cells of one person in both scripts ("타파 마가르 수닐⇥THAPA MAGAR SUNIL": a new-user trial,
    # 2026-12-04, saw two letters for one worker), when the first sounds agree (latin_aliases.sounds_like)
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like

    for i, s in enumerate(spans):
        cell = _NEXT_CELL.match(text, s.end)
        j = person_at.get(cell.end()) if cell and is_person(s) else None
        if j is None or bool(_HAS_HANGUL.search(spans[j].text)) == bool(_HAS_HANGUL.search(s.text)):
            continue
        hangul, latin = (s.text, spans[j].text) if _HAS_HANGUL.search(s.text) else (spans[j].text, s.text)
        if sounds_like(hangul.strip(), latin.strip()):
            union(i, j)
    # "Smith" -> the only Latin name "John Smith" of several words that starts or ends with it; "하산" -> the only
    # foreign name in Hangul "알리 하산" (a second new-user trial, 2026-12-03: "하산은" got a letter of its own)
    latin_words: dict[str, set[str]] = {}
    for s, k in zip(spans, keys, strict=True):
        words = s.text.split()
        if is_person(s) and len(words) > 1 and all(map(_NAME_WORD.fullmatch, (words[0], words[-1]))):
            for w in {words[0], words[-1]}:
                latin_words.setdefault(w, set()).add(k)
        # (a first name before a one-syllable Korean surname: "제시카" -> "제시카 박", which a new-user trial of a vet
        # clinic, 2026-12-07, gave two letters)
        elif is_person(s) and len(words) == 2 and _NAME_WORD.fullmatch(words[0]) and len(words[1]) == 1:
            latin_words.setdefault(words[0], set()).add(k)
    for i, s in enumerate(spans):
        names = latin_words.get(s.text)
        if is_person(s) and names is not None and len(names) == 1:
            union(first[next(iter(names))], i)
    # the nicknames a sentence says its subject was called or introduced by: "피고인 박금철은 … \"연변 삼촌\" 또는
    # \"금철이 삼촌\"으로 소개되었다", "피고인 표진우는 … '곱창왕' 또는 '표 회장'으로 불렸다" -> the subject (new-user
    # trials of defectors' fraud and tax evasion, 2026-12-07, gave the nickname a letter of its own)
    order = sorted(range(n), key=lambda i: spans[i].start)
    for m in QUOTED_NAMES_CALLED.finditer(text):
        line = text.rfind("\n", 0, m.start()) + 1
        ends = [e.end() for e in SENTENCE_END.finditer(text, line, m.start())]
        begin = ends[-1] if ends else line
        # (the last subject before the names: "피고인 배동춘은 … 선장이고, 피고인 왕하이룽은 … '왕 사장' 또는 '큰형'으로
        # 불리던" is 왕하이룽)
        subject = next(
            (
                i
                for i in reversed(order)
                if begin <= spans[i].start < m.start()
                and is_person(spans[i])
                and spans[i].label not in HANDLE_LABELS
                and _TOPIC_AFTER.match(text, spans[i].end)
            ),
            None,
        )
        if subject is None:
            continue
        for i in order:
            sp = spans[i]
            if m.start() <= sp.start and sp.end <= m.end() and sp.label in HANDLE_LABELS:
                union(subject, i)
    # a short name the judgment defines for a party: "한울종합건설 주식회사(이하 '피고 한울건설'이라 한다)" -> one
    # entity (a new-user trial, 2026-12-03, saw the defendant get E and K)
    starts = sorted(range(n), key=lambda i: spans[i].start)
    for m in _DEFINED_AS.finditer(text):
        before = [i for i in starts if spans[i].end <= m.start() and m.start() - spans[i].end <= _DEFINED_GAP]
        inside = [i for i in starts if m.start(1) <= spans[i].start and spans[i].end <= m.end(1)]
        if before and inside:
            i, j = before[-1], inside[0]
            # (a person's short name the model read as something else, the bracket right after the name: "제럴드
            # 마카파갈 레예스(GERALD …, 외국인등록번호 …, 이하 '제리'라 한다)" with "제리" read as a company, which a
            # new-user trial of a karaoke fight, 2026-12-07, gave a letter of its own)
            misread = (
                is_person(spans[i])
                and m.start() - spans[i].end <= 1
                and "주소" not in spans[j].label
                and " " not in spans[j].text.strip()
            )
            same_kind = is_person(spans[i]) == is_person(spans[j]) or misread
            if same_kind and not _span_between(spans, i, m.start()):
                union(i, j)
    # a business's short name that begins exactly one longer business name of the document: "한빛" -> "한빛테크"
    # (a new-user trial, 2026-12-04: "주식회사 한빛테크" got B and "(이하 '한빛'이라 한다)", "한빛은" J, so the
    # reader could not tell them apart); two candidates ("한빛테크", "한빛건설") link nothing
    business = {k: i for k, i in first.items() if is_business(spans[i]) and _HANGUL_NAME.match(k)}
    for k, i in business.items():
        longer = [j for other, j in business.items() if other.startswith(k) and len(other) > len(k)]
        if len(k) >= 2 and len(longer) == 1:
            union(longer[0], i)
    # a business written with a place's word before its name: "반포 해님" -> "해님" (a new-user trial, 2026-12-04,
    # saw one daycare get P and X); the last word is the key of exactly one business mention
    # (or its kind: "라운지 블루몰트" -> "블루몰트", whatever label the model gave them: a new-user trial of customs
    # fraud, 2026-12-06)
    kinds = KINDS_BEFORE_NAME | set(descriptors)
    for i, sp in enumerate(spans):
        words = sp.text.split()
        if len(words) < 2 or not _HANGUL_NAME.match(words[-1]):
            continue
        if is_business(sp):
            j = business.get(words[-1])
        elif words[0] in kinds and not is_person(sp):
            j = first.get(words[-1])
            j = None if j is None or is_person(spans[j]) else j
        else:
            j = None
        if j is not None and j != i:
            union(j, i)
    # an address written again without its first words: "위 화제리 311" -> "원동면 화제리 311" (a new-user trial,
    # 2026-12-04, saw two letters for one lot); a shorter address of two words or more with a digit, which ends
    # exactly one longer address of the document
    addresses: dict[tuple[str, ...], int] = {}
    for i, sp in enumerate(spans):
        words = tuple(sp.text.split())
        if "주소" in sp.label and words:
            addresses.setdefault(words, i)
    for words, i in addresses.items():
        if len(words) < 2 or not any(c.isdigit() for c in words[-1]):
            continue
        longer = [
            j for other, j in addresses.items() if len(other) > len(words) and other[-len(words) :] == words
        ]
        if len(longer) == 1:
            union(longer[0], i)
    # a vessel's name written without its number: "동해진호" -> "제8동해진호", "썬라이즈호" -> "썬라이즈7호" (a new-user
    # trial of fishing boats, 2026-12-06, saw two letters for one boat), when exactly one numbered vessel of the
    # document has that name ("썬라이즈7" and "썬라이즈8" leave "썬라이즈" alone)
    from thunder_deid_desktop.analysis.organisations import NUMBERED_VESSEL

    numbered: dict[str, set[int]] = {}
    for i, sp in enumerate(spans):
        m = NUMBERED_VESSEL.fullmatch(sp.text.strip())
        if sp.label == "선박명" and m and any(c.isdigit() for c in sp.text):
            numbered.setdefault(m.group(1), set()).add(find(i))
    for i, sp in enumerate(spans):
        owners = numbered.get(sp.text.strip().removesuffix("호"))
        if sp.label == "선박명" and owners and len(owners) == 1:
            union(next(iter(owners)), i)
    for a, b in links:
        if not (0 <= a < n and 0 <= b < n):
            raise ValueError(f"link ({a}, {b}) outside the span list")
        union(a, b)

    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(i)
    entities: list[Entity] = []
    for members in groups.values():
        seen: set[tuple[int, int]] = set()
        mentions: list[Span] = []
        for i in sorted(members, key=lambda i: (spans[i].start, spans[i].end)):
            pos = (spans[i].start, spans[i].end)
            if pos not in seen:
                seen.add(pos)
                mentions.append(spans[i])
        voters = _organisation_mentions(text, mentions, descriptors, prefixes) or mentions
        counts = Counter(m.label for m in voters)
        best = max(counts.values())
        label = next(m.label for m in voters if counts[m.label] == best)
        rep = next(m for m in mentions if m.label == label)
        entities.append(
            Entity(
                id="",
                label=label,
                mentions=mentions,
                key=keys[members[0]],
                tier3=rep.tier3,
                tier2=rep.tier2,
                tier1=rep.tier1,
            )
        )
    entities.sort(key=lambda e: (e.start, e.mentions[0].end))
    for i, ent in enumerate(entities, 1):
        ent.id = f"E{i}"
    return entities


__all__ = [
    "DEFAULT_DESCRIPTORS",
    "DEFAULT_DESCRIPTOR_PREFIXES",
    "SYLLABLE_DESCRIPTOR_WORDS",
    "Entity",
    "EntityIndex",
    "group_entities",
    "is_person",
    "is_person_label",
    "mention_key",
    "split_descriptor",
]
