"""Names after a person's role, a job title or a relative's word ("피고인 이미경을", "증인 홍인표의", "상무
이주원에게서"), names with a head's title in brackets ("(소장 편은비)"), and the titles and relatives that say a person
is named (:data:`PERSON_TITLES`, :data:`RELATIVES`, :data:`DEPARTMENT_HEADS`)."""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.header_parties import PARTY_NOTE
from thunder_deid_desktop.analysis.particles import misread_particle, particle_tail_start
from thunder_deid_desktop.analysis.roles import (
    JOB_TITLES,
    MILITARY_RANKS,
    PROFESSIONAL_TITLES,
    ROLE_ALTERNATION,
    is_role_mention,
)
from thunder_deid_desktop.spans import Span

#: a role word or title, a space, then a Hangul word (its name and particles): "피고인 이미경을", "원고 백지원"
_ROLE_THEN_WORD = re.compile(
    rf"(?<![가-힣])(?:{ROLE_ALTERNATION}|{'|'.join(JOB_TITLES)})(?:{PARTY_NOTE})?[ ]([가-힣]{{3,8}})(?![가-힣])"
)
#: job titles that are also everyday words of judgments, read as titles only before a name: 경위 (circumstances,
#: "이유나 경위"), 경정 (correction), 경사 (slope), 교사 (instigation), 의사 (intention), 소장 (a complaint), 감사
#: (audit), 이사 (moving), 조장 (abetting), 대표, 위원, 직원, 반장, 총무, 점장
_AMBIGUOUS_TITLES = frozenset(
    "경위 경정 경사 교사 의사 소장 감사 이사 조장 대표 위원 직원 반장 총무 점장".split()
)
#: a Hangul word, a space, then a job title and its particles: "이현주 부문장으로", "김민수 과장,"
_WORD_THEN_TITLE = re.compile(
    rf"(?<![가-힣])([가-힣]{{3,4}})[ ](?:{'|'.join(t for t in JOB_TITLES if t not in _AMBIGUOUS_TITLES)})"
    r"(?=[^가-힣]|[은는이가을를의과와도]|으로|에게|$)"
)

#: a word that opens a sentence: at the start of a line, after a list mark ("가. ", "(1) ", "① "), or after the full
#: stop of a sentence or a date ("… 하였다. 김민수는", "2006. 6. 10. 김민수와")
_SENTENCE_START_WORD = re.compile(
    r"(?:^[ \t]*(?:(?:[가-하]|[0-9]{1,2})[.)][ \t]+|\((?:[가-하]|[0-9]{1,2})\)[ \t]+|[\u2460-\u2473][ \t]*)?"
    r"|(?<=[.][ ]))([가-힣]{3,8})(?![가-힣])",
    re.M,
)


def dictionary_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """Korean names that mecab-ko-dic knows, right after a role word or a job title ("피고인 이미경을 징역 4년에",
    "원고 백지원 내지", "증인 노정희의 증언", "상무 이주원에게서"; :data:`.roles.JOB_TITLES`), right before a
    job title ("이현주 부문장으로"), or opening a sentence (:data:`_SENTENCE_START_WORD`: "가. 김민수는 …",
    "2006. 6. 10. 김민수와 …", as civil judgments write their facts): label 내국인이름, score 0.8, source ``"rule"``.
    A new-user trial (2026-12-03) saw "김민수는" leak at the start of a civil judgment's facts; in the 5,000
    published judgments of precedent_kr, where the publisher has replaced the parties, a sentence opens with such
    a name and a particle 15 times: 12 names the publisher left and "노숙자", "양천구", "이용권".

    The model missed exactly these names when a full-length judgment was filled with generated names (the 60 of
    precedent_kr with their law.go.kr placeholders replaced, 2026-12-03): names that start like a word ("이미",
    "백지", "이주"), which the model read as that word. The name must be three syllables starting with a surname (:data:`.names.SURNAMES`) or
    four starting with a two-syllable one, tagged NNP 인명 by the dictionary with only particles after it
    (:func:`.tokenizer.person_name_end`), and not judgment vocabulary of ``exclude`` ("이상의" is a dictionary
    name too). Offsets are code points."""
    from thunder_deid_desktop.analysis.names import compound_surname_name_end, looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import person_name_end

    out = []
    found = sorted(
        [
            *_ROLE_THEN_WORD.finditer(text),
            *_WORD_THEN_TITLE.finditer(text),
            *_SENTENCE_START_WORD.finditer(text),
        ],
        key=lambda m: m.start(1),
    )
    for m in found:
        word = m.group(1)
        end = person_name_end(word)
        if end is None:
            continue
        end = compound_surname_name_end(word, end)  # "남궁윤아가": not "남궁윤" + "아가"
        name = word[:end]
        if not looks_like_korean_full_name(name) or name in exclude or is_role_mention(name):
            continue
        if out and out[-1].start == m.start(1):  # two contexts read the same name
            continue
        if m.re is _SENTENCE_START_WORD and word[end:].startswith("도"):
            # "라. 유아인도 청구": 도 ends many nouns (인도, 제도, 한도), and the dictionary knows an actor 유아인
            continue
        if name.endswith("하") and word[end:].startswith(("였", "여")):
            # a noun and 하다 ("2024. 3. 31. 하선하였다": a new-user trial of fishing crews, 2026-12-06, saw "M이었다";
            # the dictionary knows a 하선하)
            continue
        out.append(Span(m.start(1), m.start(1) + end, name, "내국인이름", 0.8, "rule"))
    return out


#: the copula's forms after a noun, which a glued role word may be followed by ("피고인이라면", "피고이며")
_COPULA_STARTS = (
    "이라",
    "이며",
    "이고",
    "이다",
    "이나",
    "이면",
    "이어",
    "이었",
    "이지",
    "이자",
    "이므",
    "이니",
    "이든",
)
#: the roles of criminal judgments, always persons (a civil party may be a body: "피고 안성시")
_CRIMINAL_ROLES = ("피해자", "피고인", "증인", "공범", "고소인", "참고인", "공소외", "공동피고인")
#: general nouns written after a criminal role that name no one ("피고인 소환장을 발송하였으나")
_NOUNS_AFTER_ROLES = frozenset(
    {"소환장", "소지품", "소유물", "소재지", "주소지", "거주지", "사무실", "가족들"}
)
#: the parties of civil, family and administrative judgments; those of family and other non-contentious cases
#: (가사비송: "상대방 연소망이 있다", "사건본인 연소망의", a new-user trial, 2026-12-04, left the minor 5 times)
_CIVIL_ROLES = (
    "원고",
    "피고",
    "신청인",
    "피신청인",
    "청구인",
    "피청구인",
    "채권자",
    "채무자",
    "상대방",
    "사건본인",
    "항고인",
    "재항고인",
)
#: person roles whose word is followed by the person's name in an original judgment ("피해자 정보라도"); 공동피고
#: also after "제1심" ("제1심공동피고 남성하의"); the longest role first ("피고인" before "피고")
_PERSON_ROLE_THEN_WORD = re.compile(
    r"(?:(?<![가-힣])(?:"
    + "|".join(sorted((*_CRIMINAL_ROLES[:-1], *_CIVIL_ROLES), key=len, reverse=True))
    # one of several ("교통사고 피해자 중 김명자와": a held-out set, 2026-12-04)
    + r")(?:들?[ ]중(?![ ]한[ ]?(?:명|사람)))?|(?:(?<![가-힣])|(?<=심))공동피고인?)[ ]([가-힣]{3,7})(?![가-힣0-9(])"
)


#: a person's nationality written before the name like a title ("한국인 표영철로", role_name_spans); a general
#: noun after it is the person's kind, never a name ("중국인 유학생이다", "외국인 근로자가": a new-user check,
#: 2026-12-07, read 유학생 as a name and lettered 유)
NATIONALITIES = tuple(
    "한국인 중국인 조선족 일본인 미국인 베트남인 필리핀인 태국인 대만인 몽골인 러시아인 외국인".split()
)

#: titles of persons at work and at school, written before the person's name ("대표자 이사장 마성진", "담임교사
#: 조아라 작성의", "점주 탁지호는"), and police ranks (경찰공무원법 제3조: "측정자 경위 강다인", which a new-user
#: trial, 2026-12-03, saw left while "순경 강다인" was found)
#: relatives and acquaintances written before a person's name ("아들 소재윤도", "시어머니 노정애와")
RELATIVES = tuple(
    "지인 친구 애인 동거인 동거녀 동거남 내연녀 내연남 남편 아내 배우자 모친 부친 어머니 아버지 아들 동생 "
    "언니 누나 오빠 처남 매형 사위 며느리 조카 삼촌 이모 고모 손자 손녀 선배 후배 동업자 "
    "시어머니 시아버지 장모 장인 할머니 할아버지 "
    # the wider family ("외조모 봉순례 밑에서": a new-user trial, 2026-12-04, left the name)
    "외조모 외조부 조모 조부 외할머니 외할아버지 외삼촌 외숙모 숙모 숙부 이모부 고모부 큰아버지 작은아버지 "
    "큰어머니 작은어머니 형님 누이 여동생 남동생 형수 제수 올케 시누이 처제 처형 시동생 계모 계부 양모 양부 "
    "생모 생부 친모 친부 딸 장남 장녀 차남 차녀 외손자 외손녀 전처 전남편 "
    # neighbours ("이웃 석나래의 승용차를": a new-user trial, 2026-12-04)
    "이웃 이웃주민".split()
)
PERSON_TITLES = tuple(
    dict.fromkeys(  # the professionals' titles of roles.PROFESSIONAL_TITLES after these, each once
        "이사장 대표이사 대표자 담임교사 교사 교감 교장 강사 점주 업주 사장 팀장 과장 부장 실장 간호사 운전기사 "
        "중개보조원 공인중개사 관리소장 센터장 매니저 코치 감독 대리 주임 사무장 총무 반장 조장 계장 "
        "순경 경장 경사 경위 경감 경정 총경 경무관 "
        # public officials by their titles ("담당 주무관 윤서연 010-…": a new-user trial, 2026-12-03, saw it left)
        "주무관 사무관 서기관 수사관 조사관 실무관 감독관 근로감독관 보좌관 비서관 상담원 상담관 "
        # physicians and co-workers ("감정의 정형외과 전문의 석은비", "동료 근로자 위성호는": a trial, 2026-12-03)
        "전문의 전공의 주치의 집도의 담당의 감정의 의사 한의사 치과의사 약사 간호조무사 근로자 동료".split()
        # a clinic's or an academy's head ("마음숲의원, 원장 하슬기": a new-user trial, 2026-12-04)
        + "원장 부원장".split()
        # relatives and acquaintances ("피고인의 지인 이현지 30%": a held-out set, 2026-12-04)
        + list(RELATIVES)
        # staff ("종업원인 차은비는", "담당 정비사 소민호": a new-user trial, 2026-12-04)
        + "종업원 아르바이트생 알바생 점원 직원 경비원 운전사 배달원 정비사 기사 인턴".split()
        # a customer ("자신이 모집한 고객 진소율, AJ를": a new-user trial of insurance fraud, 2026-12-05, left it), a
        # client ("의뢰인 백수정으로부터": a new-user trial of a detective agency, 2026-12-06)
        + ["고객", "의뢰인"]
        # buyers, sellers, payees, guardians and students ("구매자 오슬기는", "수취인 중 '고아라'": a new-user trial
        # of counterfeit goods, 2026-12-06, left both)
        + "구매자 구입자 판매자 수취인 보호자 손님 수강생".split()
        # a shop's operator ("'카페 AK' 수유점(운영자 소재호, 사업자등록번호 …)": a new-user trial of a bus crash,
        # 2026-12-06, left it)
        + ["운영자"]
        # a member of a 계 or a fishing village's association ("계원 구말례는 4,120,000원을": a new-user trial of an
        # oyster farm, 2026-12-06, left it)
        + "계원 어촌계원 정계원 준계원".split()
        # a vehicle's driver ("운전자 표한솔 제공": a new-user trial, 2026-12-04, left the name)
        + ["운전자"]
        # a care home's head, an apartment council's officers ("(시설장 진보람)", "선관위원 마루나와": a new-user
        # trial, 2026-12-05, left both)
        + "시설장 선관위원 선거관리위원 동대표 관리사무소장 사무국장 간사".split()
        # correction officers and a project's head ("교위 하상진이 작성한", "엄 단장의": new-user trials of prison and
        # bribery judgments, 2026-12-05)
        + "교도관 교위 교도 교정관 단장".split()
        # school staff and a pupil ("보건교사 연수아의 보건일지", "같은 반 학생 어태오의 진술서": a new-user trial of
        # school violence, 2026-12-05, left both)
        + "보건교사 영양교사 상담교사 특수교사 학생".split()
        # an architect, a machine's operator, the staff member in charge, a neighbour ("대표 건축사 용기백",
        # "지게차 운전원 모아름이", "인사담당자 구하나가", "이웃 주민 노을빛": a new-user trial, 2026-12-05)
        + "건축사 운전원 담당자 인사담당자 주민 이웃주민".split()
        # researchers and the one in charge of a test ("(검사책임자 선임연구원 옥하랑)": a new-user trial, 2026-12-05)
        + "연구원 선임연구원 책임연구원 수석연구원 검사책임자 책임자".split()
        # a club's or an association's officers and members ("동아리 회장 진하람도", "다른 회원 한보미에게서":
        # new-user trials, 2026-12-05, left both)
        + "회장 부회장 회원 위원장 부위원장 위원 총무이사".split()
        # a business's head and a person's real name ("'W부동산' 대표 금나래의", "'AK'(실명 안다연)에게서": new-user
        # trials, 2026-12-04, left both)
        + ["대표", "실명", "본명"]
        # a shop's operator, a wholesaler at auction, a ship's owner and officers, a village's and a church's
        # offices ("(운영자 구슬기)", "중도매인 봉지혜": new-user trials of franchises and fishing villages,
        # 2026-12-05, left both)
        + "운영자 중도매인 선주 선장 기관장 항해사 어촌계장 이장 목사 장로 권사 집사 전도사".split()
        # a lab's assistant, who ordered a delivery, a consumer, a monk's lay name ("연구실 조교 노은솔 참석",
        # "주문자 옥지환,", "(속명 피상욱)": new-user trials of a professor's dismissal, a delivery rider and a
        # temple, 2026-12-07, left each)
        + "조교 주문자 소비자 속명 세속명".split()
        # a building's security chief ("경비반장 탄정호 역시": a new-user trial of a security guard's assault,
        # 2026-12-07, left it)
        + "경비반장 경비대장 경비팀장 경비원장".split()
        # residents of a care home, patients and inmates ("다른 입소자 도금례와 다투는 장면": a new-user trial of a
        # care home, 2026-12-07, left it)
        + "입소자 입소어르신 입원환자 환자 수용자 재소자 입주자 이용자".split()
        # a person by nationality ("총책(일명 'L', 한국인 표영철로 추정된다)": a new-user trial of voice phishing,
        # 2026-12-07, left it)
        + list(NATIONALITIES)
        # soldiers by their ranks ("병장 김도윤", "당직사관 중위 라윤호도": a new-user trial, 2026-12-04)
        + list(MILITARY_RANKS)
        + list(PROFESSIONAL_TITLES)
    )
)
#: titles that also modify the noun after them ("회원 예탁금"): a name after them is written with its particles
_MODIFYING_TITLES = ("회원", "위원", "계원", "어촌계원", "정계원", "준계원")
#: a head's title and a name alone in brackets after the place they head ("강서가정상담소(소장 편은비)에서",
#: "마음숲의원(원장 하슬기)": a new-user trial, 2026-12-04, left the first); 소장 and 대표 read as titles there only
_BRACKETED_TITLE_NAME = re.compile(
    r"\((?:소장|원장|부원장|대표|대표자|대표이사|관장|센터장|이사장|회장|사장|점장|점주|실장|팀장|국장|교장|운영자)[ ]"
    # (or before a comma and the business's other details: "(운영자 소재호, 사업자등록번호 …)")
    r"([가-힣]{3,4})(?:\)|,[ ](?=사업자|주소|연락처|전화|휴대전화|생년월일))"
)


def bracketed_title_name_spans(text: str) -> list[Span]:
    """Korean full names written alone with a head's title in brackets (:data:`_BRACKETED_TITLE_NAME`: "(소장
    편은비)"), label 내국인이름, score 0.7, source ``"rule"``: a name starting with a surname, three syllables or
    four with a two-syllable surname (:func:`.names.looks_like_korean_full_name`). Offsets are code points."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    return [
        Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.7, "rule")
        for m in _BRACKETED_TITLE_NAME.finditer(text)
        if looks_like_korean_full_name(m.group(1))
    ]


#: the heads of a department, a branch or an office, written after its name as one word ("농정과장", "인사팀장",
#: "◇◇군지부장", "병원장"; a held-out judgment, 2026-12-04, left "농정과장 김주원에서 농업기술원장 안경희로")
DEPARTMENT_HEADS = (
    "과장",
    "팀장",
    "부장",
    "실장",
    "계장",
    "센터장",
    "지부장",
    "지점장",
    "국장",
    "본부장",
    "소장",
    "원장",
)
#: the word after a title, in a lookahead: titles may follow one another ("대표자 이사장 마성진")
#: words glued before a title to say whose assistant or which chief ("보조코치 하예린이": a new-user trial, 2026-12-04)
#: words glued before a title ("담당 주무관"), and the court's appointed examiners' kinds ("진료기록감정의 설동하(": a
#: new-user trial, 2026-12-04, left the name; "신체감정의")
_TITLE_PREFIXES = "보조 수석 책임 담당 전담 총괄 현장 진료기록 신체".split()
_TITLE_THEN_WORD = re.compile(
    r"(?<![가-힣])(?:"
    + "|".join(_TITLE_PREFIXES)
    + r")?(?:"
    + "|".join(sorted(PERSON_TITLES, key=len, reverse=True))
    + r"|[가-힣]{1,6}(?:"
    + "|".join(DEPARTMENT_HEADS)
    # the title with the copula ("마취통증과 의사인 김성호가": a held-out judgment, 2026-12-04)
    # the name after blanks, or on the next line of a flattened table ("의사인 \n          진정식과": a held-out
    # set, 2026-12-04)
    + r"))(?:인)?(?:[ ]{1,16}|[ ]*\n[ ]{0,16})(?=([가-힣]{3,7})(?![가-힣0-9]))"
)


def _named_with_bracket(text: str, stem: str) -> bool:
    """Whether ``stem`` is written after a party's role with a bracket right after it ("원고 구하은(이하 …)",
    "원고 구하은 (830101-…)"): how a judgment introduces a party, never how it writes a verb."""
    roles = "|".join(_CIVIL_ROLES + _CRIMINAL_ROLES)
    return re.search(r"(?<![가-힣])(?:" + roles + r")[ ]" + re.escape(stem) + r"[ ]?\(", text) is not None


def _longer_word(word: str, stem: str) -> bool:
    """Whether ``word`` reads as a vocabulary word longer than ``stem`` with particles after it: "조사결과" + "를"
    where the particle cut gave "조사결" + "과를" (:func:`.analyzer.is_vocabulary_word`, no compounds: "박지훈의"
    reads as a compound of the dictionary)."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    # (the longer word itself, not what is left of it once particles are cut: "탁유나에게" is no "탁유" + "나에게", a
    # new-user trial, 2026-12-04, left "직원 탁유나")
    vocabulary = not_list_names()
    return any(
        (word[:k] in vocabulary or is_general_noun(word[:k])) and particle_tail_start(word[k:]) == 0
        for k in range(len(stem) + 1, len(word) + 1)
    )


#: a party or person role glued to the name after it ("원고정유미에게", "신청인이민호와", "청구인조인성의")
_ROLE_GLUED_WORD = re.compile(rf"(?<![가-힣])(?:{ROLE_ALTERNATION})([가-힣]{{3,7}})(?![가-힣(])")


#: syllables that make a noun of a noun ("선임안", "위원직", "기재란", "설계상", "교육비")
_NOUN_MAKING_SYLLABLES = frozenset("직란상안이비료액권서표건분측금율률용별적성화계장원실부")


#: a child's or a person's mother or father written 모 or 부 after 의, then a name of three syllables and its
#: particles ("같은 반 아동 AB의 모 정유리가 작성한": a new-user trial of a daycare, 2026-12-07, left it)
_PARENT_THEN_NAME = re.compile(
    r"(?<=의[ ])(모|부)[ ]([가-힣]{3})(?=(?:은|는|이|가|을|를|의|와|과|도|에게|로부터|에게서)?(?![가-힣]))"
)


def parent_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A Korean full name after 모 or 부 (mother, father) written after a person and 의 (:data:`_PARENT_THEN_NAME`:
    "아동 AB의 모 정유리가"), as a judgment names a parent: label 내국인이름, score 0.65 (a weak rule span), source
    ``"rule"``. The name must start with a surname and be no vocabulary of ``exclude``; after 부, which is also a
    part or a department, no general noun of Mecab-ko either (after 모 a name may be one: "정유리"). Offsets are
    code points."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    return [
        Span(m.start(2), m.end(2), m.group(2), "내국인이름", 0.65, "rule")
        for m in _PARENT_THEN_NAME.finditer(text)
        if looks_like_korean_full_name(m.group(2))
        and m.group(2) not in exclude
        and not (m.group(1) == "부" and is_general_noun(m.group(2)))
    ]


def role_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A name of three syllables starting with a surname right after a person's role and before its particles
    ("피해자 정보라도", "증인 홍인표의"), where the dictionary does not know it (:func:`dictionary_name_spans`) and
    the model read it as words: label 내국인이름, score 0.65 (weak: kept where no other span overlaps it), source
    ``"rule"``. The name must not be common vocabulary (``exclude``, the analyzer's
    :func:`.analyzer.common_words`: "주거지" of "피고인 주거지에서"), one general noun of the Mecab-ko dictionary
    (except after a criminal role, written so twice: "피고인 고정자는"), nor hold a verb ("피해자 모르게":
    :func:`.tokenizer.has_verb`). Measured 2026-12-03: no new span on the
    validation split (the model had every such name), and on 600 judgments of the precedent_kr corpus 8 spans,
    each a real name the publisher left ("증인 홍인표의"); a new-user trial saw "피해자 정보라도" left whole
    ("정보라는" is read as "정보" + "라는" and stays a miss). The civil roles count too (원고, 피고, 신청인,
    청구인, 채권자, 채무자: "피고 남성하는", a new-user trial, 2026-12-03), with a local government or a body ending
    the word (시, 군, 구, 회, 국: "피고 안성시로부터", "피고 지방회는"), a noun with the copula ("원고 지분인") and a
    province ("피고 경상남도") left out: on 2,000 judgments of the corpus it then found 43 mentions, all names
    publishers had left ("원고 장경옥은"); so do 공소외 and (제1심)공동피고 ("공소외 남원지 작성의": one match on 2,000
    corpus judgments, a name). The role may be glued to the name ("원고정유미에게",
    "신청인이민호와", "청구인조인성의": a new-user trial, 2026-12-03), any role of :data:`.roles.ROLE_WORDS`;
    then its last two syllables may not be vocabulary, nor its first two unless it starts with one of the ten
    commonest surnames ("이영" of "피고이영희에게") and not with the copula ("피고인이라면"), and it may not start
    with 인 (the role word going on: "피고" + "인신문", "청구인" + "용금액은"). On 3,000 judgments of the corpus
    the glued form found 11 mentions of six names publishers had left ("증인김무영의", "증인이성국의",
    "피고백영순은") and one word ("증인도피죄의"). A person's title at work or at school counts as a role
    (:data:`PERSON_TITLES`: "대표자 이사장 마성진", "담임교사 조아라 작성의", left by the model in a new-user trial,
    2026-12-03), its first two syllables not vocabulary unless a common surname starts it: on 3,000 judgments of
    the corpus one match, a name publishers had left ("총무 조만식은"). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms, name_like_terms
    from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES, SURNAMES, compound_surname_name_end
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_general_noun

    terms, name_like = judgment_terms(), name_like_terms()
    out = []
    for m in (
        *_PERSON_ROLE_THEN_WORD.finditer(text),
        *_ROLE_GLUED_WORD.finditer(text),
        *_TITLE_THEN_WORD.finditer(text),
    ):
        word = m.group(1)
        cut = particle_tail_start(word)
        if (
            compound_surname_name_end(word, cut) != cut
            or (  # "남궁윤아가": a compound surname's name of four
                cut == 4
                and word[:2] in COMPOUND_SURNAMES
                and word[:4] not in exclude  # "인사팀장 독고민재 발급"
                and word[2:4] not in common_words()  # not "대표이사 서문내용을" (서문 and 내용)
            )
        ):
            out.append(Span(m.start(1), m.start(1) + 4, word[:4], "내국인이름", 0.65, "rule"))
            continue
        # a name ending in 아 or 야 with particles after it: a vocative ends its phrase, so "서민아의" is "서민아" +
        # "의", not "서민" + "아의" (a new-user trial, 2026-12-03, saw "담임교사 서민아의" kept)
        ends_in_a = cut == 2 and len(word) > 3 and word[2] in "아야" and particle_tail_start(word[3:]) == 0
        if ends_in_a:
            cut = 3
        stem = word[:cut]
        # a name whose last syllable reads as a particle ("구하은에": 은 + 에) that the judgment introduced with a
        # bracket after the role ("원고 구하은(이하 …)")
        if (
            cut == 2
            and len(word) > 3
            and m.re is _PERSON_ROLE_THEN_WORD
            and _named_with_bracket(text, word[:3])
        ):
            stem = word[:3]
        # a last syllable that cannot be a particle after the one before it ("하지은이": 은 after the vowel of 지,
        # where a particle would be 는; a held-out set, 2026-12-04, left "원고의 대표자 하지은이")
        if cut == 2 and len(word) > 3 and misread_particle(word[1], word[2]):
            stem = word[:3]
        # after a title, a full name of three syllables rather than two and a particle of two ("선임연구원
        # 옥하랑은" read as 옥하 + 랑은, "(시설장 옥하랑)" as 옥하 + 랑, "마루나와" as 마루 + 나와: new-user trials,
        # 2026-12-05, left them)
        if (
            cut == 2
            and len(word) >= 3
            and m.re is _TITLE_THEN_WORD
            # (or 양 and 군, Miss and Master after a name: "입주자 손태양을" read as 손태 + 양을, a new-user trial of a
            # boarding-house fire, 2026-12-07, left it)
            and word[2] in "랑나양군"
            and particle_tail_start(word[3:]) == 0
        ):
            stem = word[:3]
        # (and a name ending in 라 before 는, not the quotative 라는 where its first two syllables are no everyday word:
        # "사무장 금보라는 현장점검 당시", which a new-user trial of a moving company, 2026-12-06, left; "정보라는"
        # stays 정보 + 라는)
        if cut == 2 and word[2:] == "라는" and word[:2] not in common_words():
            stem = word[:3]
        # (and one of three syllables alone at its line's end, as a header writes a party's representative:
        # "대표이사 석재만", 석재 + 만, new-user trials of a taekwondo gym and a hometown association, 2026-12-06)
        if (
            cut == 2
            and len(word) == 3
            and m.re is _TITLE_THEN_WORD
            and text[m.start(1) + 3 : m.start(1) + 4] in ("\n", "")
        ):
            stem = word
        if len(stem) != 3 or stem[0] not in SURNAMES or stem in exclude:
            continue
        # a plural is no one's name ("동료 고물상들 사이에서는": a new-user trial of container thefts, 2026-12-07,
        # lettered the trade through the judgment)
        if word[len(stem) :].startswith("들"):
            continue
        # a member is also a modifier of nouns ("회원 예탁금", "위원 명단"): a name after it needs its particles
        if (
            m.re is _TITLE_THEN_WORD
            and text[m.start() : m.start(1)].rstrip().endswith(_MODIFYING_TITLES)
            and len(word) == len(stem)
        ):
            continue
        # a general noun is a name after a criminal role where the judgment writes it so twice or more ("피고인
        # 고정자는": a held-out set, 2026-12-04, left it 16 times; on the 5,000 corpus judgments such a role
        # preceded only the nouns of _NOUNS_AFTER_ROLES, and "피고인 지지층" once in a published sample); not after a
        # civil role, whose parties are bodies too ("원고 연합회", "피고 선교회")
        # ... or after a title with its particles, where it is no term of judgments ("주무관 채송화는": a new-user
        # trial, 2026-12-05; on 3,000 of the corpus judgments this reads no word more as a name)
        if (
            is_general_noun(stem)
            and not (
                m.re is _TITLE_THEN_WORD
                and m.group(0).split()[0] not in NATIONALITIES
                and len(word) > len(stem)
                and particle_tail_start(word[len(stem) :]) == 0
                and stem not in judgment_terms()
            )
            and not (
                m.re is _PERSON_ROLE_THEN_WORD
                and m.group(0).startswith(_CRIMINAL_ROLES)
                and not m.group(0).startswith("공소외")  # "공소외 노래방 영업주들" (the corpus)
                and stem not in _NOUNS_AFTER_ROLES
                and len(
                    re.findall(
                        r"(?<![가-힣])(?:" + "|".join(_CRIMINAL_ROLES) + ")[ ]" + re.escape(stem), text
                    )
                )
                >= 2
            )
        ):
            continue
        if is_role_mention(stem):
            continue
        # a verb's reading ("피해자 모르게") unless the judgment names the person so: a bracket after the word
        # ("원고 구하은(이하 ‘원고 구하은’)", 구하 + 은: a held-out judgment, 2026-12-04, left her 18 times)
        # nor after a title or a relative where a particle follows ("담임교사 채은지는" read as 채 + 은지, "종업원인
        # 차은비는" as 차 + 은 + 비: new-user trials, 2026-12-04; on the 5,000 published judgments no word after a
        # title read as a verb with a particle after it)
        if has_verb(stem) and not (
            (m.re is _PERSON_ROLE_THEN_WORD and _named_with_bracket(text, stem))
            or (m.re is _TITLE_THEN_WORD and len(word) > len(stem))
        ):
            continue
        # a noun with the copula ("원고 지분인 7/18", "피고 소유임을"), a place or a body ("피고 경상남도", "피고
        # 지방회는", "피고 감사국은"): seen after the civil roles on the corpus, 2026-12-03
        copula = stem[-1] in "인임" and is_general_noun(stem[:-1])
        if copula or (stem[-1] in "남북" and word[len(stem) : len(stem) + 1] == "도"):
            continue
        # a civil party may be a local government or a body ("피고 안성시로부터"): not read after the civil roles
        if stem[-1] in "회국시군구" and not m.group(0).startswith(_CRIMINAL_ROLES):
            continue
        # glued: the role word may go on into a longer word ("피고" + "인신문", "피고사건인", "청구인용금액은")
        glued = m.re is _ROLE_GLUED_WORD
        # (the first two syllables of a name with a common surname may be a word: "이영" of "피고이영희에게")
        common_surname = stem[0] in SURNAMES[:10] and not stem.startswith(_COPULA_STARTS)  # "피고인이라면"
        if glued and (stem[0] == "인" or (stem[:2] in exclude and not common_surname) or stem[1:] in exclude):
            continue
        # after a title, a word of judgments may start it ("대표이사 선임안을" on the corpus, 2026-12-03), or the
        # word may be one with a particle-like syllable inside ("경위 조사결과를": not "조사결" + "과를")
        # (after a relative a word of judgments may start a name: "아들 소재윤도", a new-user trial, 2026-12-04; on the
        # 5,000 published judgments no such word followed a relative)
        relative = m.group(0).split()[0] in RELATIVES if m.re is _TITLE_THEN_WORD else False
        # (nor before a particle where the three syllables are no word of judgments: "선관위원 마루나와", "운전원
        # 모아름이": a new-user trial, 2026-12-05, left each; on 3,000 of the corpus judgments this reads no word
        # more as a name)
        particled = (
            len(word) > len(stem)
            and stem not in terms
            and stem not in name_like
            # not a noun and its suffix ("선임안을", "위원직을", "기재란이", "설계상의" on the corpus)
            and not (stem[2] in _NOUN_MAKING_SYLLABLES and is_general_noun(stem[:2]))
        )
        # (nor alone at its line's end, as a party's representative is written in a judgment's header: "대표이사
        # 진보겸", 진보 + 겸, a new-user trial of trade secrets, 2026-12-05)
        eol = text.find("\n", m.start(1))
        rest = text[m.start(1) + 3 : eol if eol >= 0 else len(text)].strip()
        alone = (
            len(word) == len(stem)
            # (or alone in its bracket: "'AH'(운영자 구슬기)가", a new-user trial of franchises, 2026-12-05)
            and (not rest or (rest.startswith(")") and "(" in text[max(0, m.start() - 2) : m.start() + 1]))
            and stem not in terms
            and stem not in name_like
        )
        if (
            m.re is _TITLE_THEN_WORD
            and not ends_in_a
            and (
                (stem[:2] in exclude and not common_surname and not relative and not particled and not alone)
                or _longer_word(word, stem)
            )
        ):
            continue
        out.append(Span(m.start(1), m.start(1) + 3, stem, "내국인이름", 0.65, "rule"))
    return out
