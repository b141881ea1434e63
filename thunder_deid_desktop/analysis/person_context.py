"""Persons named by the words around them: a role word before and a bracket with sex or age after ("피해자
남일지(56세)"), kin, holders and professionals before a name, a full name before 씨, a copula or a title, and full
names alone in brackets after a role or a document of the evidence.

- :func:`person_context_spans`: a 2–4 syllable Hangul word between a role word and a bracket with sex or age
  ("피해자 남일지(56세)") is a person's name (score 0.8, source ``"rule"``).

Also the shared tests of this theme: whether Mecab-ko reads a word as a name (:func:`reads_as_name`) and whether
the word before a place says a person follows (:func:`person_word_before`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Container

from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
from thunder_deid_desktop.analysis.role_names import PERSON_TITLES
from thunder_deid_desktop.analysis.roles import JOB_TITLES, ROLE_ALTERNATION, is_role_mention
from thunder_deid_desktop.spans import Span

# A person introduced by role with sex or age in brackets: "피해자 김철수(여, 45세)", "공소외인 박영희(32세)". On the
# validation split 243 of the 244 matches were gold person names (the other: "성명불상"), on the 60 published
# judgments none (they write "피해자 공소외 1(여, 45세)") (2026-11-30).
_PERSON_IN_CONTEXT = re.compile(
    # (the sex as a word of its own: "(여권번호 C4718293)" is no 여, "피해자 리즈키 프라타마의 여권(여권번호 …)" no
    # name of three words, which a new-user trial of a fishing boat, 2026-12-07, spread as "여권" to every passport)
    rf"(?:{ROLE_ALTERNATION})인?[ ]([가-힣]{{2,4}}|[가-힣]{{1,5}}(?:[ ][가-힣]{{1,5}}){{1,2}})[ ]?\("
    rf"(?:(?:남|여)(?:성|자)?(?![가-힣])|[0-9]{{1,3}}세"
    # or the name in Latin letters, as a foreigner's is written ("공범 마이클 존슨(Michael Johnson, …)")
    rf"|[A-Z][a-z]+(?:[ ][A-Z][a-zA-Z]*)+[,)])"
)
#: a bracket with a person's sex or age right after a name
_AGE_OR_SEX_BRACKET = re.compile(r"[ ]?\((?:(?:남|여)(?:성|자)?(?![가-힣])|[0-9]{1,3}세)")
#: a word with a person's birth year or age in brackets right after a bracket and a comma: the next person of a
#: list ("마마두(2016년생), 아미나타(2019년생)", "갑(10세), 을(8세)")
_LISTED_PERSON_WITH_AGE = re.compile(
    r"(?<=\),[ ])([가-힣]{2,6})\((?:(?:19|20)[0-9]{2}년생|(?:19|20)[0-9]{2}\.[ ]?[0-9]{1,2}\.[ ]?[0-9]{1,2}\.[ ]?생"
    r"|[0-9]{1,3}세)[,)]"
)
#: words written where a name would be, never one: unknown names and relatives
_NOT_PERSON_NAMES = frozenset(
    {
        "성명불상",
        "성명불상자",
        "불상자",
        "아들",
        "딸",
        "남편",
        "아내",
        "동생",
        "어머니",
        "아버지",
        "친구",
        "모친",
        "부친",
    }
)


#: a relation written between a person and a name ("피해자 김민수의 처 이영희"): the name is what follows it
RELATION_WORDS = _NOT_PERSON_NAMES | frozenset(
    {
        "처",
        "형",
        "누나",
        "언니",
        "오빠",
        "여동생",
        "남동생",
        "배우자",
        "조카",
        "삼촌",
        "이모",
        "고모",
        "사촌",
        "손자",
        "손녀",
        "사위",
        "며느리",
        "장모",
        "장인",
        "지인",
        "애인",
        "직원",
        "동거인",
        "여자친구",
        "남자친구",
    }
)


#: short words written between a role word and a name ("피고인 및 공범 이철수"): never part of a foreign name
NOT_NAME_WORDS = frozenset(
    {"및", "겸", "등", "외", "전", "현", "위", "그", "이", "각", "본건", "당시", "소속", "회사"}
)


#: a word of three syllables, then 씨 or 님 after a space and particles or the word's end ("이은주 씨가", "김민수 님은")
#: a given name of two syllables between a family word and the address a family gives it ("사위 정우 서방한테는":
#: a new-user trial, 2026-12-05, left it), particles only after the address
_KIN_NAME_THEN_ADDRESS = re.compile(
    r"(?<![가-힣])(?:사위|며느리|아들|딸|손자|손녀|조카|남편|아내|동생|올케|시누이|형부|제부|매형|매제|처남|처제)[ ]"
    r"([가-힣]{2})[ ](?:서방|씨|님|도련님|아가씨)(?=[은는이가을를의와과도에께한랑]|[^가-힣]|$)"
)
#: a full name after a person's family word ("피고인 H의 처 채수정이 두 자녀를": a new-user trial of phishing rings,
#: 2026-12-05, left it), then particles or punctuation
_KIN_OF_THEN_NAME = re.compile(
    r"의[ ](?:처|남편|아내|배우자|딸|아들|모친|부친|어머니|아버지|동생|누나|언니|오빠|형|조카|손자|손녀|장모|장인"
    r"|시어머니|시아버지|며느리|사위)[ ]([가-힣]{3})(?=[은는이가을를의와과도]|에게|한테|[ ,.)]|$)"
)
#: a full name after 망 (亡, the late: "망인의 처 소외 망 하말자는 먼저 사망하였다": a new-user trial of
#: inheritance judgments, 2026-12-05, left it), then particles or punctuation
_DECEASED_THEN_NAME = re.compile(
    r"(?<![가-힣])망[ ]([가-힣]{3})(?=[은는이가을를의와과도]|에게|으로부터|로부터|[ ,.)(]|$)"
)
#: a witness or a victim named before a bracket that says the person's post ("원심 증인 함소리(관리사무소
#: 경리주임)는": a new-user trial of management fees, 2026-12-07, left the name, 소리 a word)
_WITNESS_THEN_POST = re.compile(
    r"(?<![가-힣])(?:증인|참고인|고소인|신고인|진정인)[ ]([가-힣]{3})(?=\([^()\n]{2,30}\))"
)
#: a full name a sentence says someone turned out to be ("입주민(801호 거주 여현숙으로 밝혀졌다)": a new-user trial of
#: management fees, 2026-12-07, left it)
_NAME_REVEALED = re.compile(r"(?<![가-힣])([가-힣]{3})(?=(?:으로|로)[ ](?:밝혀|확인되|확인됐|특정되|특정됐))")
#: the parents who act for a minor party, after 친권자 ("법정대리인 친권자 부 유재원", "친권자 부 봉기태, 모 서미진":
#: a new-user trial of game item fraud, 2026-12-07, left two in a party's header), then a comma, a blank or the
#: line's end
_PARENTS_IN_CHARGE = re.compile(
    r"(?<![가-힣])친권자[ ](?:부|모|부모)[ ]([가-힣]{3})(?:,[ ]?(?:부|모)[ ]([가-힣]{3}))?(?=[ ,\n)]|$)"
)
#: a full name after a family word alone in brackets ("위탁가정(위탁모 원미자)에서": a new-user trial, 2026-12-05)
_BRACKETED_KIN_NAME = re.compile(
    r"\((?:위탁모|위탁부|친모|친부|계모|계부|양모|양부|모|부|처|남편|아내|배우자|어머니|아버지|할머니|할아버지)"
    r"[ ]([가-힣]{3})\)"
)
#: a kin word, then the person's name alone in brackets ("몽골 울란바토르에 있는 모친(체렌돌고르)과 두 자녀": a
#: new-user trial of voice phishing, 2026-12-06, left the Mongolian name)
_KIN_THEN_BRACKETED_NAME = re.compile(
    # (no 형 or 처 after a letter or a digit: "L형(러핑) 타워크레인" is a type)
    r"(?<![가-힣A-Za-z0-9])(?:모친|부친|어머니|아버지|배우자|남편|아내|처|딸|아들|장남|장녀|동생|남동생|여동생|누나|언니|오빠"
    r"|할머니|할아버지|시어머니|시아버지|장인|장모)\(([가-힣]{2,8}(?:[ ][가-힣]{1,6}){0,2})\)"
)
#: a person outside the case (소외) named before a bracket that says who ("마을 주민 소외 나무꾼(등록된 성명이며 …)",
#: "측량감정인 소외 마루한(대한지적공사 … 소속)": a new-user trial, 2026-12-05, left both, words of the dictionary)
_SOWOE_THEN_BRACKET = re.compile(r"(?<![가-힣])소외[ ]([가-힣]{2,4})(?=\()")
#: what 소외 names that is no person ("소외 주식회사(…)", "소외 대한민국(…)")
_SOWOE_NOT_PERSONS = frozenset(
    {"주식회사", "회사", "대한민국", "조합", "법인", "유한회사", "합자회사", "재단법인"}
)
#: a person made the holder of a right or a role in a deed ("근저당권자를 주성진으로 하여 경료된 …": a fair held-out
#: set, 2026-12-05, left the name; on the 5,000 published judgments the words there are roles and vocabulary)
_HOLDER_NAMED = re.compile(
    r"(?:권자|채권자|채무자|매수인|매도인|소유자|임차인|임대인|명의자|수분양자|수익자|피보험자|대표자|대표이사)를[ ]"
    r"([가-힣]{3,4}?)(?:으로|로)[ ]?하(?:여|는|고|였)"
)
#: a full name after the word 성명 (실명, 본명) in a bracket or after a comma, before a bracket's end, a comma or
#: another bracket ("'솔빛엄마' 닉네임의 회원(성명 배경란)이 작성한": a new-user trial of a parents' café, 2026-12-06,
#: left it where the model did not read it)
_NAMED_AS = re.compile(
    r"(?:(?<=\()|(?<=,[ ])|(?<=,))(?:성명|실명|본명)[ ]?[:：]?[ ]?([가-힣]{2,4})(?=[),]|[ ]?\()"
)
#: a professional's title, then the name closing a bracket or before a comma ("(담당 감정평가사 노을)": a new-user
#: trial, 2026-12-05, left the word-name; on the 5,000 published judgments the words there, vocabulary aside, are
#: two names)
_PROFESSIONAL_THEN_NAME = re.compile(
    r"(?<![가-힣])(?:감정평가사|세무사|공인회계사|회계사|법무사|공인노무사|노무사|공인중개사|측량사)[ ]([가-힣]{2,4})"
    r"(?=[),])"
)
#: a name, then a bracket that says the rest of the person is unknown ("지수(성명불상, 인스타그램 'BD')": a new-user
#: trial, 2026-12-05)
_NAME_THEN_UNKNOWN = re.compile(r"(?<![가-힣])([가-힣]{2,4})\((?:성명|실명|이름)[ ]?(?:불상|미상)")
_FULL_NAME_THEN_SSI = re.compile(
    r"(?<![가-힣])([가-힣]{3})[ ][씨님](?=[은는이가을를의와과도에께였로]|[^가-힣]|$)"
)
#: a full name of three syllables as the complement of a copula, after a word (a noun with its particle, or a
#: copula: :func:`person_context_spans`) ("작성자가 안정수인지 불분명하고": a held-out set of 2026-12-04 left it; the
#: model seldom marks a name there)
_FULL_NAME_THEN_COPULA = re.compile(
    r"(?<=[가-힣] )([가-힣]{3})(?=인지|인데|이고|이며|이다|였다|이었|임을|이라는|인 사실|인 점|이므로|이지만)"
)
#: titles written after a person's name ("정보통신부 김정호 사무관도", "조사를 담당한 윤재호 경위는": a held-out
#: trial on 60 corpus judgments filled with names, 2026-12-03, saw the first left): officials, police ranks,
#: staff and physicians. Not the titles that are also everyday words after a noun ("허위나 과장", "지도 감독",
#: "경위와") unless the word before reads as a name (:func:`reads_as_name`); never judges, prosecutors or
#: lawyers, whom the court rule keeps
NAME_THEN_TITLE_WORDS = tuple(
    "장관 차관 회장 사무관 주무관 서기관 수사관 조사관 실무관 감독관 근로감독관 이사장 대표이사 사장 팀장 부장 "
    "실장 차장 과장 대리 주임 계장 순경 경장 경사 경위 경감 경정 총경 경무관 간호사 전문의 주치의 지점장 센터장 "
    "본부장 "
    # professions and offices whose holders the court rule de-identifies (not lawyers and patent attorneys):
    # "성년후견인(이정희 사회복지사, 이하 같다)" was left by a held-out set, 2026-12-04
    "사회복지사 상담사 상담원 요양보호사 보육교사 교사 강사 교수 원장 기자 의원 위원 위원장 세무사 회계사 법무사 "
    # ("차현지 부교수(마케팅 전공)": a held-out set, 2026-12-04)
    "부교수 조교수 명예교수 겸임교수 초빙교수 연구교수 전임강사 시간강사 연구원 책임연구원 선임연구원 "
    "노무사 감정평가사 약사 한의사 치과의사 간호조무사 소장 국장 조합장 이장 통장 반장 "
    # a recruit and a doctor's degree ("김정수 훈련병은", "책임자 김영환 박사)": a held-out set, 2026-12-04)
    "훈련병 박사 "
    # a newborn and a child patient, called by the full name as a ward does ("'노하경 아기'였는데": a new-user trial
    # of a postpartum centre, 2026-12-06, left it three times)
    "아기 신생아 환아 원아 산모".split()
    # and the job titles a name span may run into (roles.JOB_TITLES: "△△식품의 이은정 이사와", left by a held-out
    # set, 2026-12-04)
    + [t for t in JOB_TITLES if t not in ("직원", "대표")]  # "노무과 직원", "지교회 대표" on the corpus
)
#: departments written before a job title in one word ("이건우 경리주임으로부터", left by a held-out set,
#: 2026-12-04)
_DEPARTMENTS = (
    "경리 총무 영업 관리 인사 기획 회계 재무 홍보 생산 구매 자재 시설 전산 공무 품질 현장 사무 개발".split()
)
_FULL_NAME_THEN_TITLE = re.compile(
    r"(?<![가-힣])([가-힣]{3})[ ](?:"
    + "|".join(_DEPARTMENTS)
    + r")?(?:"
    + "|".join(sorted(NAME_THEN_TITLE_WORDS, key=len, reverse=True))
    + r")(?=[은는이가을를의와과도에께님]|으?로|[^가-힣]|$)"
)
#: Mecab-ko tags that no part of a person's name bears: particles, endings, verbs and adjectives, affixes,
#: determiners, interjections, bound nouns, pronouns, adverbs ("주의와", "고용한", "명의상", "한서회")
_NOT_NAME_TAGS = ("J", "E", "V", "XS", "XP", "MM", "IC", "NNB", "NP", "MA", "SN", "SL")
#: syllables that make a noun into another ("명목상", "신촌점", "한국측", "하천계"), and a bureau's department
#: ("형사과 경장 도하린", read as 형 + 사과: a new-user trial of a hospice's theft, 2026-12-07, lettered it)
_NOUN_SUFFIXES = frozenset("상점측계별적팀과")


def _verb_in_context(text: str, start: int, end: int) -> bool:
    """Whether Mecab-ko, reading ``text[start:end]`` with the word before it, finds a verb, an adjective, a verb's
    suffix or an ending in it: "이용해" alone is a name (NNP 인명) to the dictionary, "신뢰를 이용해" is 이용 + 해
    (XSV+EC; a new-user trial of housing subscriptions, 2026-12-06, saw "이용해 통장" read as a village head).
    Code points."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    a = text.rfind(" ", 0, max(0, start - 1)) + 1
    a = max(a, text.rfind("\n", 0, start) + 1)
    for _, e, _, tag in morphemes(text[a:end]):
        if a + e > start and any(t.startswith(("VV", "VA", "XSV", "XSA", "E")) for t in tag.split("+")):
            return True
    return False


def reads_as_name(word: str) -> bool:
    """Whether Mecab-ko reads a three-syllable ``word`` as a person's name: a proper noun of semantic class 인명
    (:func:`.tokenizer.person_name_end`: "김정호", "윤재호"), or two morphemes or more none of which is a particle,
    ending, verb, affix or other part of speech of :data:`_NOT_NAME_TAGS`, the first not a general noun of two
    syllables or more ("공장팀": 공장 + 팀), and no final 의 ("금고의" read as 금 + 고의); never a noun and a
    suffix syllable of :data:`_NOUN_SUFFIXES` unless a 인명 ("신촌점"). On the 5,000 published judgments of precedent_kr the
    titles of :data:`NAME_THEN_TITLE_WORDS` after such words found names that the publishers left: "직원인 강현석
    대리가", "구본무 회장의" (2026-12-03)."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, morphemes, person_name_end

    if person_name_end(word) == len(word):
        return True
    # else a noun and a suffix ("명목상 대표이사", which mecab-ko-dic tags NNP, "신촌점 실장"), or a general noun of
    # two syllables and 회, an association ("상인회 경리", read as 상 + 인회: a new-user trial of a market's
    # association, 2026-12-07, lettered it 21 times)
    if word[-1] in _NOUN_SUFFIXES or (word[-1] == "회" and is_general_noun(word[:-1])):
        return False
    parsed = morphemes(word)
    # one proper noun of another class ("전교조 위원장", "명목상 대표이사"), a general noun of two syllables or
    # more first ("공장팀"), or a final 의 ("금고의" read as 금 + 고의)
    if (
        not parsed
        or len(parsed) == 1
        or word.endswith("의")
        or (parsed[0][3] == "NNG" and len(parsed[0][2]) >= 2)
    ):
        return False
    return not any(part.startswith(_NOT_NAME_TAGS) for m in parsed for part in m[3].split("+"))


#: kinds of persons written with an age ("소년(15세)", "정년(60세)")
_PERSON_KINDS = frozenset(
    "소년 소녀 남아 여아 유아 영아 아동 청년 노인 남성 여성 장남 장녀 차남 차녀 삼남 삼녀 막내 손자 손녀 정년".split()
)
#: a word of two or three syllables and an age in brackets ("시우(4세)", "로아 (만 3세)")
#: (or the age at the time, "지우(당시 만 5세)", or the child's birth year after a parent's word, "원고 황보석진의 딸
#: 시아(2018년생)": a new-user trial of a kindergarten's subsidy fraud, 2026-12-06, left both children)
_NAME_WITH_AGE = re.compile(
    r"(?<![가-힣])([가-힣]{2,3})[ ]?\((?:(?:당시|사고[ ]당시|현재)[ ])?(?:만[ ]?)?[0-9]{1,2}세[,)]"
    r"|(?:(?<=딸[ ])|(?<=아들[ ])|(?<=자녀[ ])|(?<=손자[ ])|(?<=손녀[ ])|(?<=장남[ ])|(?<=장녀[ ]))"
    r"([가-힣]{2,3})[ ]?\((?:19|20)[0-9]{2}년생\)"
)


#: a full name after a quoted shop and 의, then a particle ("다동 9호 '바다건어물'의 봉미라는": a new-user trial of a
#: traditional market, 2026-12-06, left it)
_SHOP_THEN_PERSON = re.compile(r"[’'”\"]의[ ]([가-힣]{3})(?=(?:은|는|이|가|와|과|도|에게)(?![가-힣])|,[ ])")
#: a parent's word for the child, then a given name of two syllables and a subject's or topic's particle
_CHILD_BY_GIVEN_NAME = re.compile(
    r"(?<![가-힣])(?:딸|아들|손자|손녀)[ ]([가-힣]{2})(?:가|는|이는|이가|도|랑|이랑)(?![가-힣])"
)


#: subjects a teacher or an instructor is named by, glued before the title ("기간제 음악교사 봉다은": a new-user
#: trial of a school foundation, 2026-12-05, left the name)
_SUBJECTS = "국어 영어 수학 과학 사회 음악 미술 체육 보건 영양 특수 진로 상담 전문 원어민 기간제 수석".split()
#: persons named by their relation to a school, a house or a church, before their name as a title is ("새싹반
#: 학부모 길민아는": a new-user trial of a daycare centre, 2026-12-06, left the name, written once)
#: (a customer, a guest, a member, a participant of a chat: "피해자의 손님 석은비는", a new-user trial of a guesthouse's
#: road, 2026-12-06, left the guest)
_PERSONS_BY_RELATION = (
    "학부모",
    "보호자",
    "투숙객",
    "입주민",
    "세입자",
    "신도",
    "교인",
    "손님",
    "고객",
    "이용객",
    "숙박객",
    "참여자",
    # a site's agent, a committee's expert member, a new member, an owner ("현장대리인 소재만에게", "전문위원
    # 연지호의", "신입회원 여민서를", "원래 소유자 진보라(연락처 …)": new-user trials of 2026-12-06 left them)
    "현장대리인",
    "전문위원",
    "신입회원",
    "신입부원",
    "소유자",
    # a player ("L 선수 인지훈의 아버지로서": a new-user trial of a youth baseball team, 2026-12-06, left him)
    "선수",
    # officers of the agricultural extension ("원주시농업기술센터 소속 농촌지도사 어윤정이 채취한": a new-user trial of a
    # beekeeper's case, 2026-12-06, left her, 어 a rare surname)
    "농촌지도사",
    "지도사",
    "연구사",
)
#: a job title, a blank and a word of three to five syllables standing alone
_TITLE_THEN_WORD = re.compile(
    r"(?<![가-힣])((?:"
    + "|".join(_SUBJECTS)
    + r")(?:교사|강사)|"
    + "|".join(
        sorted((t for t in (*JOB_TITLES, *_PERSONS_BY_RELATION) if len(t) >= 2), key=len, reverse=True)
    )
    # (or a title in Latin capitals: "채권자의 담당 PD 석다인도 위 메시지를", a new-user trial of webtoons,
    # 2026-12-06, left the producer)
    + r"|(?<![A-Za-z])(?:PD|CEO|CFO|CTO|COO|MD|AE|FD))[ ]"
    r"([가-힣]{3,5})(?![가-힣])"
)


#: a word of three syllables with its object's particle, then the post it is appointed to ("Q를 형틀반장으로,
#: 추연길을 철근반장으로 각 배치하여", "김철수를 대표이사로 선임")
_APPOINTED_AS = re.compile(
    r"(?<![가-힣])([가-힣]{3})(?:을|를)[ ][가-힣]{0,6}?(?:"
    + "|".join(sorted((t for t in JOB_TITLES if len(t) >= 2), key=len, reverse=True))
    + r")(?:으로|로)(?=[ ,])"
)


#: a word of three syllables whose honour is harmed or whom a writing defames, alone or heading a list ("강하은 등을
#: 비방할 목적으로", "강하은 등의 명예를 훼손한": a held-out Supreme Court set of seed 85, 2026-12-05, left the victim
#: of a defamation twice, a name that Mecab-ko reads as the adjective 강하 + 은)
_DEFAMED = re.compile(
    r"(?<![가-힣])([가-힣]{3})(?:[ ]등)?(?:의[ ]명예(?:를|가)[ ]훼손|(?:을|를)[ ]비방(?:할|하))"
)
#: a full name after "one of" a group of persons ("피해 차량 운전자 중 차은비는 사고로": a new-user trial of
#: staged crashes, 2026-12-06, left it); not "한명" (one of them). On the 5,000 published judgments four names the
#: publishers left ("근로자 중 이승현 등", "원고들 중 장상식,") and one job ("근로자 중 조무원과")
_ONE_OF_PERSONS = re.compile(
    r"(?<![가-힣])(?:운전자|피해자|탑승자|동승자|승객|참가자|직원|근로자|회원|학생|환자|입주민|주민|세입자|임차인"
    r"|가해자|피고인들|피해자들|원고들|피고들|공범들|조합원|수강생|투자자)[ ]중[ ](?!한명|두명|세명)([가-힣]{3})"
    r"(?=[은는이가의을를과와도](?![가-힣])|[ ,])"
)


#: a vehicle's plate and, in brackets after it, its driver or owner, alone, after a comma or two joined by a slash
#: ("48거2917(강명숙)", "123허4567(이준혁/김태민)", "…(세광물류 소속 화물차, 배상철)": a table of staged accidents in
#: a new-user trial of insurance fraud, 2026-12-05, left the names written once)
_PLATE_THEN_NAMES = re.compile(
    r"(?<![0-9])[0-9]{2,3}[가-힣][ ]?[0-9]{4}\((?:[^()\n]{1,24},[ ])?([가-힣]{2,4})(?:/([가-힣]{2,4}))?\)"
)


#: a worker named after the verb of joining, leaving or working ("2023. 11. 중순 입사한 이동건으로 이미 채워질": a
#: new-user trial of workplace harassment, 2026-12-05, left the name, which Mecab-ko reads as 이동 + 건)
_WORKER_AFTER_VERB = re.compile(
    r"(?:입사한|퇴사한|채용된|채용한|고용된|고용한|근무하던|근무하는|일하던|일하는|재직하던|재직하는|재직[ ]중인|근무[ ]중인)"
    r"[ ]([가-힣]{3})(?:으로|이|가|은|는|을|를|의|과|와|에게|도)(?![가-힣])"
)


#: a role word, a name and "외 N인" or "외 N명", the others of a list left out ("파산관재인 원고 강하은 외 1인 (소송대리인
#: …)": a held-out Supreme Court set of seed 78 with the new fill, 2026-12-05, left the name, which Mecab-ko reads as
#: 강하 + 은)
_NAME_AND_OTHERS = re.compile(
    # (a party's assisting intervener too: "피고보조참가인 이영자 외 1인", the held-out set 92, 2026-12-05)
    rf"(?<![가-힣])(?:원고|피고)?(?:{ROLE_ALTERNATION})[ ]([가-힣]{{3}})[ ]외[ ]?[0-9]{{1,3}}[ ]?(?:인|명)(?![가-힣])"
)
#: a name listed beside persons named by their roles: before "및 피고인 B", or after "피고, " with the copula or a
#: particle ("애널리스트들인 하주원 및 피고인 B, 피고인 C", "공동상속인은 원고들, 피고, 최종수다": the held-out sets 90
#: and 93, 2026-12-05, left both, names Mecab-ko reads as other words)
_NAME_BESIDE_ROLES = re.compile(
    rf"(?<![가-힣]의[ ])(?<![가-힣])([가-힣]{{3}})[ ]및[ ](?:{ROLE_ALTERNATION})"
    rf"(?:[ ]?(?:[A-Z]{{1,2}}|[0-9]{{1,2}})(?![A-Za-z0-9])|[ ][가-힣]{{3}}(?=[ ,.]|(?:은|는|이|가|을|를|의|과|와|에게|에|도)(?![가-힣])))"
    rf"|(?<![가-힣])(?:{ROLE_ALTERNATION})들?,[ ]([가-힣]{{3}})(?:이다|다|이며|이고|와|과|이|가|은|는|의)(?=[ .,])"
)


#: a member, a customer or a worker named with details in brackets after the name ("회원 위보람(아이디 …)의",
#: "회원 어수경(전화번호 …, 인천 …)": a new-user trial of a data leak, 2026-12-05, left both, 위 and 어 read as other
#: words)
_MEMBER_WITH_DETAILS = re.compile(
    r"(?<![가-힣])(?:회원|고객|구매자|가입자|이용자|판매자|소비자|수강생|환자|세입자|입주자|직원|근로자|피해자|"
    r"피해회원|피해고객)[ ]([가-힣]{3})\((?:아이디|ID|id|전화|휴대|연락처|주소|생년월일|이메일|e-?mail|[0-9])"
)


def _full_name_group_spans(
    text: str, pattern: re.Pattern[str], exclude: frozenset[str], is_word: Callable[[str], bool] | None = None
) -> list[Span]:
    """A span (label 내국인이름, score 0.8, source ``"rule"``) for each group of each match of ``pattern`` in ``text``
    that holds a Korean full name (:func:`.names.looks_like_korean_full_name`), no word of ``exclude``, no role and,
    with ``is_word``, no word it accepts. In match order; offsets are code points."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    out = []
    for m in pattern.finditer(text):
        for g in range(1, pattern.groups + 1):
            name = m.group(g)
            if (
                name
                and looks_like_korean_full_name(name)
                and not (name in exclude or is_role_mention(name) or (is_word is not None and is_word(name)))
            ):
                out.append(Span(m.start(g), m.end(g), name, "내국인이름", 0.8, "rule"))
    return out


def person_context_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A 2–4 syllable Hangul word after a role word and before a bracket with sex or age ("피해자 남일지(56세)") or
    with the name in Latin letters ("공범 마이클 존슨(Michael Johnson, 1985. 3. 2.생)"; a new-user trial saw
    "마이클 T(T, …)", 2026-12-03):
    a person's name (label ``내국인이름``; two or three words, "피해자 마리아 산토스(여, 31세)", are a foreign name in
    Hangul, label ``외국인이름``: 4 of 4 such matches on the validation split were gold names, none on the 60 published
    judgments, 2026-12-01; no word of such a name may be judgment vocabulary in ``exclude`` or a short word of
    :data:`NOT_NAME_WORDS`, "피고인 및 공범 이철수"), score 0.8, source ``"rule"``: confident, it wins over the model in
    ``analyzer.merge``, which keeps a person label the model gave the same place). The model missed such names
    even in this context when they were unseen or looked like vocabulary ("임상", "윤인지"). A relation word
    (:data:`RELATION_WORDS`) before the last word leaves only that word ("피해자 김민수의 처 이영희(여, 43세)" ->
    "이영희"; the whole was taken for a foreign name in a new-user trial, 2026-12-02). So is a Korean full name of
    three syllables written before 씨 or 님 (:data:`_FULL_NAME_THEN_SSI`: "이은주 씨가") or before a title
    (:data:`_FULL_NAME_THEN_TITLE`: "김정호 사무관도") when Mecab-ko reads it as a name (:func:`reads_as_name`),
    not as vocabulary of ``exclude``, a general noun or a word holding a verb; so is the next person of a list of
    persons with their ages (:data:`_LISTED_PERSON_WITH_AGE`: "마마두(2016년생), 아미나타(2019년생)"), and a given
    name between a family word and a family's address (:data:`_KIN_NAME_THEN_ADDRESS`: "사위 정우 서방"), a full
    name after a person's family word (:data:`_KIN_OF_THEN_NAME`: "H의 처 채수정이") or after 망 (:data:`_DECEASED_THEN_NAME`:
    "소외 망 하말자는") or after 친권자 and a parent's word (:data:`_PARENTS_IN_CHARGE`: "친권자 부 유재원"), a witness's
    name before the bracket of the witness's post (:data:`_WITNESS_THEN_POST`: "증인 함소리(관리사무소 경리주임)"), a full
    name someone turned out to be (:data:`_NAME_REVEALED`: "여현숙으로 밝혀졌다"), and a full
    name after a family word in brackets (:data:`_BRACKETED_KIN_NAME`: "(위탁모 원미자)"), and a name before a
    bracket saying the rest is unknown (:data:`_NAME_THEN_UNKNOWN`: "지수(성명불상, …)"), and a word after 소외
    before a bracket (:data:`_SOWOE_THEN_BRACKET`: "소외 나무꾼(등록된 성명이며 …)"; on the 5,000 published
    judgments the words there are companies and the state but for two names), and a professional's name after the
    title, closing a bracket or before a comma (:data:`_PROFESSIONAL_THEN_NAME`: "(담당 감정평가사 노을)"), and a
    full name a deed makes a right's holder (:data:`_HOLDER_NAMED`: "근저당권자를 주성진으로 하여"), a full name after
    성명 in a bracket (:data:`_NAMED_AS`: "회원(성명 배경란)이"), and a full name a
    defamation harms (:data:`_DEFAMED`: "강하은 등의 명예를 훼손"), a full name after
    one of a group of persons (:data:`_ONE_OF_PERSONS`: "운전자 중 차은비는"), and the names in brackets after a vehicle's plate
    (:data:`_PLATE_THEN_NAMES`: "48거2917(강명숙)"), and a worker after the verb of joining or working
    (:data:`_WORKER_AFTER_VERB`: "입사한 이동건으로"), and a name between a role and "외 N인" (:data:`_NAME_AND_OTHERS`:
    "원고 강하은 외 1인"), and a name listed beside persons named by their roles (:data:`_NAME_BESIDE_ROLES`: "하주원
    및 피고인 B"), and a member or a customer with details in brackets (:data:`_MEMBER_WITH_DETAILS`: "회원
    위보람(아이디 …)"), and a kin word's person alone in brackets (:data:`_KIN_THEN_BRACKETED_NAME`: "모친(체렌돌고르)"),
    a full name after a quoted shop and 의 (:data:`_SHOP_THEN_PERSON`), a child's given name after 아들 or 딸 in a quoted
    statement (:data:`_CHILD_BY_GIVEN_NAME`), a child with the age at the time or the birth year
    (:data:`_NAME_WITH_AGE`), a foreign name in Hangul words after a person's word
    (:func:`_foreign_words_after_person_word`) and a one-word foreign name after a seafarer's rank
    (:func:`_foreign_word_after_seafarer`). Spans sorted."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    out = []
    for m in _PERSON_IN_CONTEXT.finditer(text):
        name, start = m.group(1), m.start(1)
        words = name.split(" ")
        # "김민수의 처 이영희": a person and a relation come first; the name is the word after the relation
        # (so do a job title and a military rank: "피해자 이병 정하람(20세)", a new-user trial of military judgments,
        # 2026-12-05, had taken whole for a foreign name and spread "이병")
        cut = max(
            (i + 1 for i, w in enumerate(words[:-1]) if w in RELATION_WORDS or w in JOB_TITLES), default=0
        )
        if cut:
            start += len(" ".join(words[:cut])) + 1
            words = words[cut:]
            name = " ".join(words)
            if len(words) > 1 or not 2 <= len(name) <= 4:
                continue
        if is_role_mention(name) or any(w in _NOT_PERSON_NAMES or is_role_mention(w) for w in words):
            continue
        # several words: each must look like part of a name, not the words before one ("및 공범 이철수")
        if len(words) > 1 and any(w in NOT_NAME_WORDS or w in exclude for w in words):
            continue
        # a word of judgments before a Latin name is what the name is ("원고 회사(Maison Legrand SAS)"), not a person
        if len(words) == 1 and name in exclude and not _AGE_OR_SEX_BRACKET.match(text, m.end(1)):
            continue
        # a name written in two or three words is a foreign name in Hangul ("마리아 산토스", "속 쩜란")
        label = "외국인이름" if len(words) > 1 else "내국인이름"
        out.append(Span(start, m.end(1), name, label, 0.8, "rule"))
    # a word of two or three syllables with an age in brackets, whatever comes before ("초록반 교실\t시우(4세)\t…"
    # of a table of incidents, "피해아동 로아(3세)": a new-user trial of child abuse, 2026-12-05, left both
    # children, named by their given names only, "시우" a general noun too); not a role, a relation, a kind of
    # person ("아들(5세)", "정년(60세)"), vocabulary or a word with a verb: on the 5,000 published judgments the
    # six words so left are foreign names ("산자야(34세)"), 2026-12-05
    from thunder_deid_desktop.analysis.analyzer import common_words, country_names
    from thunder_deid_desktop.analysis.tokenizer import has_verb

    role_read = {sp.start for sp in out}
    for m in _NAME_WITH_AGE.finditer(text):
        g = 1 if m.group(1) else 2
        name = m.group(g)
        if any(m.start(g) <= a < m.end(g) for a in role_read):
            continue  # read above after its role ("공소외인 마리아(32세)")
        if (
            is_role_mention(name)
            or name in RELATION_WORDS
            or name in _PERSON_KINDS
            or name in _NOT_PERSON_NAMES
        ):
            continue
        # (a word of judgments or a verb's stem is a name before the age at the time too: "지우(당시 만 5세)", 지우다)
        at_the_time = "당시" in m.group(0)
        if not at_the_time and (name in exclude or name in common_words() or has_verb(name)):
            continue
        out.append(Span(m.start(g), m.end(g), name, "내국인이름", 0.8, "rule"))
    # a child by the given name after the parent's word in a quoted statement ("\"아들 태오가 2년 동안 다녔지만",
    # "\"딸 수아가 영어 선생님이 울면서 떠났다": a new-user trial of a kindergarten, 2026-12-06, left both); not
    # vocabulary ("아들 하나가", "딸 친구가")
    from thunder_deid_desktop.analysis.analyzer import everyday_nouns, judgment_terms
    from thunder_deid_desktop.analysis.online_names import inside_quotes

    for m in _SHOP_THEN_PERSON.finditer(text):
        name = m.group(1)
        if looks_like_korean_full_name(name) and name not in exclude and name not in common_words():
            out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
    for m in _CHILD_BY_GIVEN_NAME.finditer(text):
        name = m.group(1)
        if (
            inside_quotes(text, m.start(1))
            and name not in exclude
            and name not in common_words()
            and name not in everyday_nouns()
            and name not in judgment_terms()
            and not is_role_mention(name)
            and name not in RELATION_WORDS
        ):
            out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
    # the next person of a list of persons with their ages ("자녀 마마두(2016년생), 아미나타(2019년생)는": a new-user
    # trial, 2026-12-04, left the second)
    for m in _LISTED_PERSON_WITH_AGE.finditer(text):
        name = m.group(1)
        if is_role_mention(name) or name in _NOT_PERSON_NAMES or name in RELATION_WORDS or name in exclude:
            continue
        label = "내국인이름" if len(name) <= 3 else "외국인이름"
        out.append(Span(m.start(1), m.end(1), name, label, 0.8, "rule"))
    # names the words around them mark (see above: a deed's holder, a professional, 소외, an unknown rest, a family
    # word in brackets, a family's address)
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    for pattern in (_HOLDER_NAMED, _NAMED_AS):
        for m in pattern.finditer(text):
            name = m.group(1)
            if looks_like_korean_full_name(name) and name not in exclude and not is_role_mention(name):
                # (not a term: "(성명 표시권" of the published judgments)
                if pattern is _NAMED_AS and (
                    name in judgment_terms() or is_general_noun(name) or is_dictionary_compound(name)
                ):
                    continue
                out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
    for m in _PROFESSIONAL_THEN_NAME.finditer(text):
        if m.group(1) not in exclude and not is_role_mention(m.group(1)):
            out.append(Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.8, "rule"))
    for m in _SOWOE_THEN_BRACKET.finditer(text):
        if m.group(1) not in _SOWOE_NOT_PERSONS and not m.group(1).endswith(("회사", "법인", "조합")):
            out.append(Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.8, "rule"))
    for m in _NAME_THEN_UNKNOWN.finditer(text):
        # (not a kind of person, "신고인(성명 불상)이")
        if not (
            m.group(1) in exclude
            or is_role_mention(m.group(1))
            or m.group(1) in RELATION_WORDS
            or (m.group(1)[-1] in "인자" and is_general_noun(m.group(1)))
        ):
            out.append(Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.8, "rule"))
    for m in _BRACKETED_KIN_NAME.finditer(text):
        if looks_like_korean_full_name(m.group(1)) and m.group(1) not in exclude:
            out.append(Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.8, "rule"))
        # (or a foreign name of three syllables, no vocabulary: "가족(처 리우팡)에게", a new-user trial of a propofol
        # ring, 2026-12-06, left it)
        elif (
            m.group(1) not in exclude and m.group(1) not in common_words() and not is_role_mention(m.group(1))
        ):
            out.append(Span(m.start(1), m.end(1), m.group(1), "외국인이름", 0.8, "rule"))
    for m in _KIN_THEN_BRACKETED_NAME.finditer(text):
        name = m.group(1)
        words = name.split()
        # (not a note on the person: "모친(사망)", "배우자(이혼)", "아들(미성년자)")
        if any(
            w in exclude or w in common_words() or is_role_mention(w) or w in RELATION_WORDS for w in words
        ):
            continue
        label = "내국인이름" if len(words) == 1 and looks_like_korean_full_name(name) else "외국인이름"
        out.append(Span(m.start(1), m.end(1), name, label, 0.8, "rule"))
    for m in _KIN_NAME_THEN_ADDRESS.finditer(text):
        if not (m.group(1) in exclude or is_role_mention(m.group(1)) or m.group(1) in RELATION_WORDS):
            out.append(Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.8, "rule"))
    # full names the words around them mark, each group of a pattern one (see above: the late, a family word, a
    # vehicle's plate, a member with details, a role and "외 N인"); where the words around allow a word too, no
    # word (roles beside a name, a worker after the verb of joining, the person a defamation harms)
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    def plain_word(name: str) -> bool:
        return name in common_words() or is_general_noun(name)

    for pattern, is_word in (
        (_DECEASED_THEN_NAME, None),
        (_KIN_OF_THEN_NAME, None),
        (_PARENTS_IN_CHARGE, None),
        (_WITNESS_THEN_POST, plain_word),
        # (not a noun and the 으 of its particle: "소유 차량으로 확인되었다", "민박집 사진으로 밝혀졌다")
        (_NAME_REVEALED, lambda name: plain_word(name) or name.endswith("으")),
        (_PLATE_THEN_NAMES, None),
        (_MEMBER_WITH_DETAILS, None),
        (_NAME_AND_OTHERS, None),
        (_NAME_BESIDE_ROLES, plain_word),
        (_WORKER_AFTER_VERB, is_vocabulary_word),
        (_DEFAMED, plain_word),
        (_ONE_OF_PERSONS, plain_word),
    ):
        out += _full_name_group_spans(text, pattern, exclude, is_word)
    # a full name before the honorific 씨 or 님 written apart ("배우자 이은주 씨가": a new-user trial, 2026-12-03,
    # saw it kept; the 5,000 published judgments have no such pair left, as their publishers replaced the names)
    from thunder_deid_desktop.analysis.tokenizer import has_verb, morphemes

    taken = {sp.start for sp in out}
    for m in _FULL_NAME_THEN_SSI.finditer(text):
        name = m.group(1)
        if m.start(1) not in taken and looks_like_korean_full_name(name) and name not in exclude:
            out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
            taken.add(m.start(1))
    for m in _FULL_NAME_THEN_TITLE.finditer(text):
        name = m.group(1)
        if m.start(1) in taken or not looks_like_korean_full_name(name) or name in exclude:
            continue
        # a local council before its members' title ("구의회 의원": the corpus, 2026-12-04)
        if is_general_noun(name) or has_verb(name) or not reads_as_name(name) or name.endswith("의회"):
            continue
        if _verb_in_context(text, m.start(1), m.end(1)):
            continue  # "신뢰를 이용해 통장 양도를": 이용 + 해, a verb, before a bankbook
        out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
        taken.add(m.start(1))
    for m in _FULL_NAME_THEN_COPULA.finditer(text):
        name = m.group(1)
        if m.start(1) in taken or not looks_like_korean_full_name(name) or name in exclude:
            continue
        # (not a country of origin: "소불고기가 호주산이라는 사실", a new-user trial of false origin labels, 2026-12-07)
        if name.endswith("산") and name[:-1] in country_names():
            continue
        # a noun with its particle before it ("작성자가"), no verb's ending ("근무하는 감리원인 사실"), and no verb
        # stem ("손상하였다"): on the 5,000 published judgments no word was taken (2026-12-04)
        before = text[: m.start(1) - 1].rsplit(None, 1)[-1]
        parsed = morphemes(before)
        # or a copula's alternative before it ("피고인이 아니라 강태호인지", "이민호인지 박정우인지조차": a new-user
        # trial, 2026-12-04), or a person's role ("대표이사인 피고인 이상훈인 사실": a held-out set, 2026-12-04)
        alternative = (
            before in ("아니라", "아니고")
            or (before.endswith("인지") and len(before) > 2)
            or is_role_mention(before)
        )
        if (
            not re.fullmatch("[가-힣]+", before)
            or not (alternative or (parsed and parsed[-1][3].startswith("J")))
            or name.endswith("하")
        ):
            continue
        # and Mecab-ko reads the copula (VCP) right after the name, no noun that its first syllable completes
        # ("연대책임을": 연대 + 책임 + 을; "강태호인지에" is read as the noun 인지 and 에), unless a role is
        # before the name, which is then the complement ("피고인 이상훈인 사실", read as 이상 + 훈인)
        word = text[m.start(1) : hangul_word_end(text, m.start(1))]
        copula = any(a == 3 and ("VCP" in tag or form == "인지") for a, _, form, tag in morphemes(word))
        if not copula and not is_role_mention(before):
            continue
        if is_general_noun(name) or has_verb(name) or not reads_as_name(name):
            continue
        out.append(Span(m.start(1), m.end(1), name, "내국인이름", 0.8, "rule"))
    taken |= {sp.start for sp in out}
    out += [sp for sp in _bracketed_names(text, exclude) if sp.start not in taken]
    taken |= {sp.start for sp in out}
    out += [sp for sp in _title_then_full_name_spans(text, exclude) if sp.start not in taken]
    taken |= {sp.start for sp in out}
    out += [sp for sp in _foreign_words_after_person_word(text, exclude) if sp.start not in taken]
    taken |= {sp.start for sp in out}
    out += [sp for sp in _foreign_word_after_seafarer(text, exclude) if sp.start not in taken]
    return sorted(out, key=lambda sp: sp.start)


#: a person's word, then two or three Hangul words and a particle or a sign: a foreign name written in Hangul
#: ("피해자 라흐마트 히다야트의 사실혼 배우자 데위 레스타리는": a new-user trial of a ship-repair yard, 2026-12-06, left
#: the spouse in all three mentions and the victim's second word)
_FOREIGN_WORDS_AFTER_PERSON = re.compile(
    r"(?<![가-힣])(?P<word>피해자|배우자|사실혼[ ]배우자|처|남편|아내|증인|참고인|근로자|선원|노동자|망인|망|고인|유족"
    r"|강사|통역인|대표|직원|코치|매니저)[ ]"
    r"(?P<name>[가-힣]{2,5}(?:[ ][가-힣]{2,7}){1,2})(?![가-힣])"
)


#: a seafarer's rank, then a foreign name of one Hangul word with its particles ("조타수 AT와 2등항해사 산토스를
#: 조사하면서": a new-user trial of a ship collision, 2026-12-06, left it)
_SEAFARER_THEN_ONE_WORD = re.compile(
    r"(?<![가-힣])(?:[1-3]등[ ]?(?:항해사|기관사)|항해사|기관사|조타수|갑판장|갑판원|기관장|기관원|조기장|선원|어선원)[ ]"
    r"(?P<name>[가-힣]{3,5}?)(?=(?:은|는|이|가|을|를|의|와|과|에게|도|로부터|에게서)?(?![가-힣]))"
)


def plain_word(word: str, exclude: Container[str]) -> bool:
    """Whether ``word`` can be no word of a foreign name: vocabulary (``exclude``, the analyzer's common words), a
    general noun of Mecab-ko, a role or a word holding a verb."""
    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_general_noun

    return (
        word in exclude
        or word in common_words()
        or is_general_noun(word)
        or is_role_mention(word)
        or has_verb(word)
    )


def _foreign_word_after_seafarer(text: str, exclude: frozenset[str]) -> list[Span]:
    """A foreign name of one Hangul word of three to five syllables after a seafarer's rank
    (:data:`_SEAFARER_THEN_ONE_WORD`: "2등항해사 산토스를"), not vocabulary, a general noun, a role, a word holding a
    verb or a Korean full name (the role-name rules read those): label 외국인이름, score 0.8, source ``"rule"``."""
    from thunder_deid_desktop.analysis.analyzer import judgment_terms
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, morphemes

    out = []
    for m in _SEAFARER_THEN_ONE_WORD.finditer(text):
        name = m.group("name")
        if (
            plain_word(name, exclude)
            or looks_like_korean_full_name(name)
            or is_dictionary_compound(name)  # "업무정지" of the published judgments
            or name in judgment_terms()  # "선원 초과근무"
            or any(tag[:1] in "VEX" for *_, tag in morphemes(name))  # "선원 강취당한"
        ):
            continue
        out.append(Span(m.start("name"), m.end("name"), name, "외국인이름", 0.8, "rule"))
    return out


def _foreign_words_after_person_word(text: str, exclude: frozenset[str]) -> list[Span]:
    """A foreign name of two or three Hangul words right after a person's word (:data:`_FOREIGN_WORDS_AFTER_PERSON`:
    "배우자 데위 레스타리는"), each word (its particles cut off the last) neither vocabulary (``exclude``, the
    analyzer's common words), a general noun, a role nor a word holding a verb, and the name written so twice or more
    in the document, or alone as a bracket's first item after the person's word ("(강사 다카하시 유이, …)"): label 외국인이름, score 0.8, source ``"rule"``. Offsets are code points."""

    from thunder_deid_desktop.analysis.analyzer import common_words
    from thunder_deid_desktop.analysis.tokenizer import has_verb

    def plain(word: str) -> bool:
        return plain_word(word, exclude)

    out = []
    for m in _FOREIGN_WORDS_AFTER_PERSON.finditer(text):
        found = m.group("name").split(" ")
        # the fewest words that end the name with a particle or a sign ("데위 레스타리는", not "… 당심에서")
        for k in range(2, len(found) + 1):
            words = found[:k]
            cut = particle_tail_start(words[-1])
            words[-1] = words[-1][:cut] if cut >= 2 else words[-1]
            name = " ".join(words)
            # (or once, alone in a bracket's first item after the person's word: "(강사 다카하시 유이, 일본 오사카 소재
            # 미용학교 강사)", which a new-user trial of a hair salon, 2026-12-06, left; there a given name after a
            # first word of three syllables or more may be a noun too, "유이")
            end = m.start("name") + len(name)
            bracketed = text[m.start() - 1 : m.start()] == "(" and text[end : end + 1] in (",", ")")
            if plain(words[0]) or any(
                plain(w)
                and not (bracketed and len(words[0]) >= 3 and w not in common_words() and not has_verb(w))
                for w in words[1:]
            ):
                break
            if text.count(name) >= 2 or bracketed:
                a = m.start("name")
                out.append(Span(a, a + len(name), name, "외국인이름", 0.8, "rule"))
                break
    return out


#: job titles that are words too, before a noun ("소위 설계상의" so-called, "이사 이주해도" moving, "감사 결과")
_TITLES_ALSO_WORDS = frozenset("소위 이사 감사 경사 대리 간사 대표 교사 직원 명의자 가입자".split())
#: morphemes no name holds: verbs, adjectives, the copula, suffixes and endings
_NOT_IN_NAMES = ("VV", "VA", "VX", "VCP", "XSV", "XSA", "XSN", "EC", "EF", "ETM", "ETN", "EP")


#: what follows only a person: a particle of a person (에게, 한테, 께서) or a bracket of the person's details
_PERSON_AFTER_NAME = re.compile(
    r"(?:에게|에게서|한테|한테서|께서)(?![가-힣])|\((?:연락처|전화|휴대전화|남|여|[0-9]{2,4}년생|[0-9]{1,3}세)"
)


def _title_then_full_name_spans(text: str, exclude: frozenset[str]) -> list[Span]:
    """A Korean full name of three syllables right after a job title and a blank, its particles after it ("회사의
    상무 나현지는": the fair held-out set 75, 2026-12-05, left it, Mecab-ko reading 나 as a pronoun), label
    내국인이름, score 0.8, source ``"rule"``. Not after a title that is a word too (:data:`_TITLES_ALSO_WORDS`),
    not vocabulary (``exclude``, :func:`.analyzer.everyday_nouns`, :func:`.analyzer.judgment_terms`), a general noun,
    a word whose first two syllables are such vocabulary, or a word with a verb, a suffix or an ending. On the 5,000
    published judgments these shapes found 48 names the publisher left (officers of courts-martial, 감정인,
    대표이사) and 5 words ("선임안을"), before these last two checks (2026-12-05). So is such a word with its
    object's particle before the post it is appointed to (:data:`_APPOINTED_AS`: "추연길을 철근반장으로"). Offsets
    are code points."""
    from thunder_deid_desktop.analysis.analyzer import everyday_nouns, judgment_terms
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, morphemes, person_name_end

    out = []
    # (a title that is a word too counts right after a bracket opens: "'인천 드림클럽'(대표 공인호, 이하 …)", a new-user
    # trial of a sports coach's abuse, 2026-12-06, left the club's head)
    found = [
        (m.start(2), m.group(2))
        for m in _TITLE_THEN_WORD.finditer(text)
        if m.group(1) not in _TITLES_ALSO_WORDS or text[m.start() - 1 : m.start()] == "("
    ]
    # (there the name's head may be a word too, "공인" of 공인호, as a comma or the bracket's end follows the name)
    bracketed = {
        m.start(2)
        for m in _TITLE_THEN_WORD.finditer(text)
        if text[m.start() - 1 : m.start()] == "(" and text[m.end(2) : m.end(2) + 1] in (",", ")")
    }
    # (or before the post it is appointed to, with its object's particle: "추연길을 철근반장으로 각 배치하여", a
    # new-user trial of construction sites, 2026-12-05, left it, Mecab-ko reading 추연 + 길)
    found += [(m.start(1), m.group(1)) for m in _APPOINTED_AS.finditer(text)]
    for start, word in found:
        # three syllables and particles after them, though the particles could start earlier ("용가은의" splits
        # into 용 + 가 + 은 + 의 as well: a new-user trial of protection orders, 2026-12-05, left "상담사 용가은의")
        # (not when a word of two syllables and particles reads it: "소령 이상의" is 이상 + 의)
        shortest = particle_tail_start(word)
        # (a person's particle or a bracket of contact details after three syllables says a person is meant:
        # "현장대리인 소재만에게", "소유자 진보라(연락처 …)", new-user trials of 2026-12-06 left both)
        personal = len(word) >= 3 and _PERSON_AFTER_NAME.match(text, start + 3) is not None
        if particle_tail_start(word[3:]) == 0 and (
            personal or not (shortest == 2 and is_general_noun(word[:2]))
        ):
            shortest = 3
        name = word[:shortest]
        if len(name) != 3 or not looks_like_korean_full_name(name):
            continue
        if name in exclude or name in everyday_nouns() or name in judgment_terms():
            continue
        if is_general_noun(name) and not personal:
            continue
        if person_name_end(name) != len(name):
            parsed = morphemes(word)
            if any(tag.startswith(_NOT_IN_NAMES) for _, _, _, t in parsed for tag in t.split("+")):
                continue
            # (nor a word of judgments and a syllable: "선임안을"; Mecab-ko misreads names as nouns, "어은 + 지의")
            head = name[:2]
            if (
                start not in bracketed
                and not personal
                and (head in exclude or head in everyday_nouns() or head in judgment_terms())
            ):
                continue
        out.append(Span(start, start + len(name), name, "내국인이름", 0.8, "rule"))
    return sorted(out, key=lambda sp: sp.start)


#: a brackets' content written right after a person's role or a document of the evidence ("피의자(안정남)",
#: "진술조서(류경자, 2회)", "피의자신문조서(김철수·이영희)")
_BRACKET_AFTER_ROLE_OR_DOCUMENT = re.compile(
    r"(?:조서|진술서|고소장|고발장|확인서|자술서|탄원서|불원서|합의서|각서|차용증|영수증|진단서|녹취록|녹취서|"
    r"보고|문답서|감정서|의견서|진정서|피의자|피해자|피고인|증인|참고인|고소인|고발인|진정인|제보자)"
    r"\(([^()\n]{3,40})\)"
)


def _bracketed_names(text: str, exclude: frozenset[str]) -> list[Span]:
    """Full names alone in brackets after a role or a document of the evidence
    (:data:`_BRACKET_AFTER_ROLE_OR_DOCUMENT`: "수사보고(피의자(안정남) 변경보고)", "경찰 진술조서(류경자)"; a held-out
    set of criminal judgments, 2026-12-04, left both): each item of the brackets (split at commas and middle dots)
    that is a Korean full name (:func:`.names.looks_like_korean_full_name`) Mecab-ko reads as one
    (:func:`reads_as_name`), not vocabulary of ``exclude``, a general noun, a role nor a place ("김포시"). Label
    내국인이름, score 0.8, source ``"rule"``; code-point offsets."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    out = []
    for m in _BRACKET_AFTER_ROLE_OR_DOCUMENT.finditer(text):
        for item in re.finditer(r"[^,·ㆍ]+", m.group(1)):
            name = item.group(0).strip()
            if (
                not looks_like_korean_full_name(name)
                or name in exclude
                or name[-1] in PLACE_ENDS
                or is_role_mention(name)
                or is_general_noun(name)
                or not reads_as_name(name)
            ):
                continue
            a = m.start(1) + item.start() + item.group(0).index(name)
            out.append(Span(a, a + len(name), name, "내국인이름", 0.8, "rule"))
    return out


def person_word_before(text: str, start: int) -> bool:
    """Whether the word right before ``start`` says a person follows: a role (also with 의, "피해자의"), a
    relation, a job or a person's title ("근로자", "통역인"), a nationality ("국적의"), or a letter-spaced role label
    opening the line ("원 고 NGUYEN VAN HUNG"; a new-user trial, 2026-12-03, saw the man get two letters), or a
    post of a field (:func:`.names.department_title`: "학부모회장")."""
    from thunder_deid_desktop.analysis.names import department_title

    before = text[max(0, start - 12) : start].split()
    if before and (
        is_role_mention(before[-1].removesuffix("의"))
        or before[-1] in RELATION_WORDS
        or before[-1] in JOB_TITLES
        or before[-1] in PERSON_TITLES
        or before[-1] in ("국적의", "국적인")  # "우즈베키스탄 국적의 RAKHIMOV JASUR(라히모프 자수르)"
        # (or a post of a field: "학부모회장 Sarah Kim(사라 김)은", which a new-user trial of insurance fraud,
        # 2026-12-07, left in Hangul)
        or department_title(before[-1])  # "학부모회장", "영업팀장"
    ):
        return True
    line = text[text.rfind("\n", 0, start) + 1 : start]
    return bool(line.strip()) and len(line) <= 20 and is_role_mention(re.sub(r"[ \t【】]", "", line))


#: the last syllables of places, which a full name's shape may have ("김포시", "이천동")
PLACE_ENDS = frozenset("시군구동읍면리도")
