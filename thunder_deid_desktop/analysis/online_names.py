"""Names of the internet: channels, cafes, blogs, chat rooms, accounts and nicknames, in quotes or brackets, with the
words that say what they are; the portal 다음 named by its service; and whether a place lies inside a quotation
(:func:`inside_quotes`)."""

from __future__ import annotations

import re
from functools import lru_cache

from thunder_deid_desktop.analysis.roles import JOB_TITLES, ROLE_ALTERNATION, UNKNOWN_NAMES, is_role_mention
from thunder_deid_desktop.spans import Span

#: the name of an online space or identity in quotes right after the word that says what it is ("유튜브 채널
#: '서영의 폭로상자'", "네이버 카페 '강남맘들의 수다방'", "오픈채팅방인 ‘B’", "닉네임 ‘귀걸이’"), "인" allowed between;
#: "계정" is left out (an accounting 계정 is quoted so: "계정인 ‘매출원가’")
_ONLINE_NAME = re.compile(
    # (not a kind word that is itself quoted: "원주 무실동 '카페'에 있지?" quotes the café, not its name: a
    # new-user trial, 2026-12-05)
    # (a messenger's room written apart too: "텔레그램 방 '메가본부'에서만 연락하고", a new-user trial of match
    # fixing, 2026-12-06, left it)
    r"(?<![‘'\"“])(?P<kind>채널|카페|블로그|단체대화방|대화방|오픈채팅방|채팅방|단톡방|카카오톡[ ]?방|카톡[ ]?방|단체방"
    r"|텔레그램[ ]?방|닉네임|대화명"
    # a village house's name a person is called by ("증인 봉말숙(택호 '윗말댁')": a new-user trial of village
    # disputes, 2026-12-05, left it), and a member of an online community known by the name ("다른 카페 회원
    # '강남언니들'에게서": a new-user trial of cosmetic clinics, 2026-12-05)
    r"|별명|아이디|예명|활동명|택호|(?:카페|커뮤니티|사이트|밴드)[ ]회원"
    # a game's character, the main account's or another's ("부계정 캐릭터 '달그림자'로", "캐릭터 '황금기사'가": a
    # new-user trial of game fraud, 2026-12-05, left both)
    r"|캐릭터|캐릭터명"
    # an app a dating scam or a chat ran on ("만남 애플리케이션 '오늘의만남'에서": a new-user trial of dating
    # scams, 2026-12-05, left it)
    r"|애플리케이션|어플리케이션|어플|앱"
    # a web site or an online shop ("인터넷 스포츠토토 도박사이트 '벳킹'(도메인 …)과", "도박사이트 '킹스맨벳'": a
    # new-user trial of gambling sites, 2026-12-05, left four)
    r"|도박[ ]?사이트|사이트|쇼핑몰"
    # a pet by its name, which names its owner to those who know it ("반려견 '라떼'(암컷, 5세)": a new-user trial of
    # an animal hospital, 2026-12-06, left two pets in every mention)
    r"|반려견|반려묘|반려동물|애완견|애완묘|강아지|고양이"
    # a fan club, and a selling account whatever its words ("공식 팬클럽 '린트리' 8기", "판매 계정 '팬미팅양도전문'을
    # 개설하여": a new-user trial of ticket scalping, 2026-12-06, left both)
    r"|팬클럽|팬카페|판매[ ]?계정|판매용[ ]?계정|거래[ ]?계정|부계정"
    # a chat server, a profile's display name, a club ("디스코드 서버 '보드게이머 라운지'", "표시이름 '타일마스터'",
    # "체스 동아리 '블리츠나이트'", "동호회인 '청계산벗'": new-user trials of a board-game café and a hiking club,
    # 2026-12-06, left them)
    r"|서버|표시[ ]?이름|프로필[ ]?이름|동아리|동호회|산악회|소모임"
    # a post's writer known by the board's name ("게시글의 작성자 '택시아재'와 '수원역붙박이'가": a new-user trial
    # of a taxi company, 2026-12-06, left the second)
    r"|작성자|게시자|글쓴이"
    # a game's guild master or member ("길드 '흑룡단'의 길드장 '검은달'이 내 부캐라서", then "검은달님한테": a
    # new-user trial of game item fraud, 2026-12-06, left two of three)
    r"|길드장|길드원|길마|부캐|본캐"
    # a computer's name on a network ("데이터베이스 서버(호스트명 'nuri-db-prd02')": a new-user trial of a data
    # breach, 2026-12-06, left it)
    r"|호스트|호스트네임|컴퓨터명|기기명|장치명|단말기명)(?:명|이름)?"
    r"(?:[ ]?인)?[ ]?(?P<names>[‘'\"“](?P<name>[^‘’'\"“”\n]{1,30})[’'\"”]"
    # and the names listed after it ("회원 아이디 'S', 'T', '나비부인' 등": a new-user trial, 2026-12-05, left
    # the third)
    r"(?:(?:,[ ]?|[ ]및[ ]|(?<=[’'\"”])(?:와|과)[ ])[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”])*)"
)
#: a quoted name right before a particle only persons take ("중국 '샤오린'한테서 물건을 받아": a new-user trial of
#: counterfeit goods, 2026-12-06, left it)
_QUOTED_BEFORE_PERSON_PARTICLE = re.compile(
    r"[‘'\"“](?P<name>[가-힣]{2,6})[’'\"”](?:한테서|한테|에게서|에게|께서)(?![가-힣])"
)
#: the name a person is saved under in another's phone ("최유리를 휴대전화에 '유리공주'라고 저장해 두었다": a new-user
#: trial of a divorce, 2026-12-06, left it)
#: (one word: "계모임 엄여사" is a group's word and a surname with a title, which the surname rules read)
_SAVED_AS = re.compile(r"[‘'\"“](?P<name>[^‘’'\"“”\s]{2,12})[’'\"”](?:이라고|라고|으로|로)[ ]?(?:저장|등록)")
#: a person's name written in a record, after the person and the topic particle ("투르수노프 베크조드는 '베크'로
#: 기재되어": a new-user trial of a visa broker, 2026-12-06, left it)
_RECORDED_AS = re.compile(
    r"(?<=[은는][ ])[‘'\"“](?P<name>[가-힣]{2,4})[’'\"”](?:이라고|라고|으로|로)[ ]?(?:기재|적혀|적었|표시)"
)
#: a name glued to a title in quotes that the words after call what the person was called ("'유나실장'이라는
#: 호칭으로 근무하면서": a new-user trial of a wedding planner, 2026-12-06, left it): the name before the title
_GLUED_TITLE_CALLED = re.compile(
    r"[‘'\"“](?P<name>[가-힣]{1,3}?)(?:실장|원장|팀장|대표|이사|매니저|과장|부장|차장|쌤|선생님|디자이너|플래너)[’'\"”]"
    r"(?:이)?라는[ ]?(?:호칭|영업명|가명|이름|직함|별명|닉네임|예명|활동명)"
)
#: the name a person goes by among a group, at a bracket's end after the person ("AH(Daniel Howard, 가족들 사이에서는
#: '대니')": a new-user trial of a sibling inheritance dispute, 2026-12-06, left it), or before 라고 자기소개
#: ("채널 운영자가 하늘매라고 자기소개를 했다": a new-user trial of drone filming, the same day)
_CALLED_AMONG = re.compile(
    r"[ ](?:사이에서는|사이에서|사이에선|에서는)[ ][‘'\"“](?P<name>[^‘’'\"“”\n]{2,12})[’'\"”](?:로|으로)?\)"
    r"|(?<![가-힣])(?P<self>[가-힣]{2,6})(?:이)?라고[ ]?(?:자기소개|자신을[ ]소개)"
)
#: the speakers' names of a quoted chat after 대화명, each with the person before it ("(대화명 정만석: '인사동도깨비',
#: 오창길: 'kkoma_0117')", then "인사동도깨비: …" on each line: a new-user trial of stolen antiques, 2026-12-06,
#: left the first)
_CHAT_NAMES_OF_PERSONS = re.compile(
    r"(?:대화명|닉네임|아이디)[ ]?[(:：]?[ ]?(?P<pairs>[가-힣A-Za-z]{1,6}[ ]?[:：][ ]?[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”]"
    r"(?:,[ ]?[가-힣A-Za-z]{1,6}[ ]?[:：][ ]?[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”])*)"
)
#: an id and the holder's name in brackets right after it ("ruby_lee_22(이루비)": a new-user trial of game item
#: fraud, 2026-12-06, left the name in a table's cell)
_ID_THEN_NAME = re.compile(r"(?<![A-Za-z0-9_.])[A-Za-z][A-Za-z0-9_.]{3,29}\((?P<name>[가-힣]{3})\)")
#: a pet's name the judgment defines as the short name of the animal ("포메라니안 수컷 강아지(이하 '몽실이'라 한다,
#: 동물등록번호 …)", then "몽실이가", "몽실이를" fifteen times, which a new-user trial of an animal hospital,
#: 2026-12-06, left)
_PET_DEFINED = re.compile(
    r"(?:반려견|반려묘|반려동물|애완견|애완묘|강아지|고양이|수컷|암컷)[ ]?\(이하[ ]?[‘'\"“](?P<name>[가-힣]{2,6})[’'\"”]"
    r"(?:이)?라[ ]?(?:고[ ]?)?(?:한다|함|하고|하며)"
)
#: a name in quotes with its web address in brackets after it: a site's ("'맥스윈'(도메인 O)", "'라이브벳'(www.…)":
#: the new-user trial of gambling sites, 2026-12-05, left both)
_QUOTED_THEN_DOMAIN = re.compile(
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,30})[’'\"”][ ]?\((?:도메인|URL|url|주소|사이트[ ]?주소|(?:https?://)?www\.)"
)
#: a publisher's numbered placeholder inside a quoted name ("공소외 1 주식회사")
_PLACEHOLDER_INSIDE = re.compile(r"(?:공소외|소외|피고인|원고|피고|피해자)[ ]?[0-9]")
#: a nickname or an id alone in brackets after its word, unquoted ("(닉네임 판교댁)", "(아이디: mk_lee)")
_BRACKETED_NICKNAME = re.compile(r"\((?:닉네임|대화명|별명|아이디|ID)[ ]?[:：]?[ ]?([^\s()'‘’\"“”]{2,20})\)")
#: an account's id in quotes after 계정, with a digit or a Latin letter in it ("계정 ‘수진0302’", "계정 'mk_lee'")
_ACCOUNT_ID = re.compile(
    r"계정(?:[ ]?(?:명|이름|아이디))?(?:[ ]?인)?[ ]?[‘'\"“](?P<name>[^‘’'\"“”\n]{0,30}[0-9A-Za-z][^‘’'\"“”\n]{0,30})[’'\"”]"
)


@lru_cache(maxsize=1)
def _platform_account() -> re.Pattern[str]:
    """A platform's name (:data:`.products.PLATFORMS`), then an account in quotes after 계정, 아이디 or 닉네임, or an
    account alone in brackets right after the name ("당근마켓(해운대겜돌이)")."""
    from thunder_deid_desktop.analysis.products import PLATFORMS

    names = "|".join(sorted(map(re.escape, PLATFORMS), key=len, reverse=True))
    return re.compile(
        rf"(?:{names})[’'\"”]?[ ]?(?:계정|아이디|닉네임)[ ]?[‘'\"“](?P<name>[가-힣A-Za-z0-9_.]{{2,20}})[’'\"”]"
        rf"|(?<![가-힣])(?:{names})\((?P<cell>[가-힣A-Za-z0-9_.]{{2,20}})\)"
    )


#: an account in quotes after a person and 의 계정 ("피정우의 계정 '짱구카'")
_PERSONS_ACCOUNT = re.compile(r"(?P<of>의)[ ]계정[ ]?[‘'\"“](?P<name>[가-힣]{2,12})[’'\"”]")
#: names in quotes written before the word that says what they are ("'맥북달인', '폰정리합니다' 등의 닉네임을",
#: "'강남맘'이라는 카페": a new-user trial, 2026-12-04, saw the first of two nicknames replaced, the second kept)
_NAMES_BEFORE_KIND = re.compile(
    # (each may have its person in brackets: "'여호수아'(피고인 A), '바른길'(피고인 F)라는 닉네임", a new-user trial of
    # church judgments, 2026-12-05, left all but the last)
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”](?:\([^()\n]{1,20}\))?"
    r"(?:(?:,[ ]?|[ ]및[ ])[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”](?:\([^()\n]{1,20}\))?)*)"
    r"(?:[ ]?등의[ ]|[ ]?등[ ]|(?:이)?라는[ ]|[ ])"
    # (or 가명, false names given to persons: "'소울', '레나', '제이' 등의 가명을 쓰게 하였다", a new-user trial of
    # brokerage, 2026-12-06, left the first)
    r"(?P<kind>채널|카페|블로그|단체대화방|대화방|오픈채팅방|채팅방|단톡방|닉네임|대화명|별명|애칭|별칭|아이디|예명|활동명|가명|택호"
    # a game's character ("'월하독작'이라는 캐릭터를": a new-user trial of game fraud, 2026-12-05, left it)
    r"|캐릭터)"
    r"(?![ ]?(?:게시|글|댓글|회원|운영|가입))"  # "“참치 좋아하세요?”라는 카페 게시글": a post's title
)
_QUOTED = re.compile(r"[‘'\"“]([^‘’'\"“”\n]{1,30})[’'\"”]")


#: what lies between a closing quote and the next opening one, not inside quotes: it opens with a particle and a
#: blank or a blank, ends with a blank, or holds a closing bracket ("'이 사건 단톡방'이라 한다)에서 문하린을 '돼지공주'",
#: "'원미 PC카페' 2층 사무실에서, 위 '벳365킹'": new-user trials, 2026-12-05, saw the words between taken as a chat
#: room's or a cafe's name after a kind that ended a quoted name)
_BETWEEN_QUOTES = re.compile(r"^(?:이라|라|이|가|은|는|을|를|으로|로|에서|의|과|와)?[ ]|[ ]$|\)")


def inside_quotes(text: str, at: int) -> bool:
    """Whether ``at`` lies inside a quotation opened earlier on its line: an odd count of straight quotes (' or ")
    before it, or more opening curly quotes (‘ “) than closing ones (’ ”)."""
    line = text[text.rfind("\n", 0, at) + 1 : at]
    return (
        line.count("'") % 2 == 1
        or line.count('"') % 2 == 1
        or line.count("‘") > line.count("’")
        or line.count("“") > line.count("”")
    )


#: a name in quotes followed by the person's real name ("학부모 '도곡동불주먹'(실명 염지현)") or by the words
#: that say the person is called so ("'깡통'으로 불리는 공범"): a nickname
_NICKNAME_THEN_REAL_NAME = re.compile(
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,30})[’'\"”]"
    r"(?:[ ]?\((?:실명|본명)[ ]|(?:이라고|라고|으로|로)[ ]?불리(?:는|던|우는)[ ](?P<who>[가-힣]{1,6}))"
)
#: a short name in quotes and a finite form of 불리다 ("피고는 '막내'로 불렸다", "동료들 사이에서 '이 반장'으로
#: 불렸다": a new-user trial, 2026-12-04, left both): how a judgment says what someone was called
_CALLED_SO = re.compile(
    # (a given name glued to a title and 님: "피고인 A는 \"미나실장님\"으로 불렸다", a new-user trial of cosmetic
    # clinics, 2026-12-05)
    # (or a Latin name and a title: "'Jason 실장'이라는 이름을 쓰는", a new-user trial of interior works, 2026-12-06)
    r"[‘'\"“](?P<name>(?:[가-힣]{1,4}|[A-Z][a-z]{1,11})"
    # (a kin word of four syllables too: "'그랜저 할아버지'로 불릴 만큼", a new-user trial of a market's car crash,
    # 2026-12-06, left it)
    r"(?:[ ][가-힣]{1,4}|(?:실장|사장|원장|팀장|부장|과장|대표|선생|이사|언니|오빠|누나)님?)?)"
    # (or 이라 불리며: "'두꺼비 이장'이라 불리며", a new-user trial of election judgments, 2026-12-05, left it)
    # (a bracket may stand between, the name in another language: "\"독사\"(인도네시아어로 'Ular')로 불렸다", a new-user
    # trial of a fishing boat's crew, 2026-12-06, left it)
    r"[’'\"”](?:[ ]?\([^()\n]{1,30}\))?(?:(?:이라고|라고|이라|라|으로|로)[ ]?"
    # (and the adnominal "불린 사람", "불리는 자": a new-user trial of academies, 2026-12-06, left "'케이쌤'으로 불린")
    # (or the nominal 불림 of a bracket's note: "(남, 당시 13세, 시설 아동들 사이에서는 '짱구'로 불림)", a new-user
    # trial of a children's home, 2026-12-06, left it)
    r"불(?:렸다|렸고|렸으며|렸던|린다|리고|리며|리었다|리웠다|렸는데|리는데|렸으나|리던|린|리는|리운|릴|림(?![가-힣]))"
    # (or what one goes by: "'방앗간 언니'로 통한다", the same trial)
    r"|통(?:한다|했다|했고|하였다)"
    # or the name the person used ("'번개 실장' 또는 '번개'라는 이름으로 추심": a new-user trial of illegal lending,
    # 2026-12-05, left it)
    # (or with its object's particle and a word between: "'줄리아'라는 영어 이름을", "'제이든 작가'라는 이름을
    # 사용하였다": new-user trials of investment fraud and a wedding studio, 2026-12-06, left them)
    # (or what one person called another: "원고를 부른 '민쁘니'라는 호칭도 부적절하다", a new-user trial of
    # harassment, 2026-12-06, left it nine times)
    r"|(?:이라는|라는)[ ]?(?:[가-힣]{1,3}[ ])?(?:이름|별칭|가명|닉네임|예명|활동명)(?:으로|을|를)"
    r"|(?:이라는|라는)[ ]?(?:호칭|애칭)(?:으로|을|를|도|은|이|까지))"
)
#: kinship words and forms of address, which are what a person is called and no name of one
_FORMS_OF_ADDRESS = frozenset(
    "엄마 아빠 어머니 아버지 어머님 아버님 형 형님 누나 누님 언니 오빠 동생 이모 고모 삼촌 할머니 할아버지 아저씨 "
    "아줌마 아주머니 선생님 선생 사장님 사장 사모님 여사님 이모님 삼촌님 어르신 자기 여보 당신 아가 애기 아기".split()
)
#: the words for an elder among them, which make one nickname with the word before them ("'그랜저 할아버지'",
#: "'샤오 이모'"), unlike a title the court keeps after a letter ("'두꺼비 이장'" -> "'A 이장'") or a word peers
#: call each other by ("'해머 형님'" -> "'A 형님'")
KIN_TITLES = frozenset("이모 고모 삼촌 할머니 할아버지 아저씨 아줌마 아주머니 어르신".split())
#: the words after a quoted name that call it a name the person used ("'제니 실장'이라는 호칭을")
_NAMED_SO = re.compile(r"[’'\"”](?:이)?라는[ ]?(?:영업명|가명|이름|직함|호칭|별명|닉네임|예명|캐디명)")
#: the first of two quoted names so called ("'큰언니' 또는 '곽 여사'로 불리며": a new-user trial of rehabilitation
#: judgments, 2026-12-06, left the first at its second mention), one word (a surname and a title, "'곽 이장' 또는",
#: is the surname rule's); the second is :data:`_CALLED_SO`'s
_FIRST_OF_TWO_CALLED = re.compile(
    # (or a word of two syllables or more and a title: "'토끼 사범님' 또는 '토끼쌤'으로 불렸다", a new-user trial of a
    # taekwondo gym, 2026-12-06)
    r"[‘'\"“](?P<name>[가-힣]{2,6}|[가-힣]{2,4}[ ][가-힣]{1,4})[’'\"”][ ]?(?:또는|혹은|이나|,|및)[ ]?"
    r"(?=[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”]"
    # (or with the second's real name in brackets: "운반원 '꼬마' 및 '독사'(본명 불상)와 함께", a new-user trial of a
    # moving company, 2026-12-06, left the first)
    r"(?:(?:이라고|라고|이라|라|으로|로)[ ]?불(?:렸|리|린)|\((?:본명|실명)[ ]"
    # (or "이라는 별명으로": "'독과장' 또는 '독사'라는 별명으로 불렸다", a new-user trial of a bus company, 2026-12-06)
    r"|(?:이)?라는[ ](?:별명|별칭|닉네임|애칭|예명|호칭)))"
)
#: a name in quotes that a person gave as the person's own ("자신을 '박 실장'이라고 소개하였는데": a new-user trial
#: of illegal dumping, 2026-12-05, left the false name a broker used with the villagers)
_INTRODUCED_AS = re.compile(
    r"자신을[ ]?[‘'\"“](?P<name>[가-힣]{1,4}(?:[ ][가-힣]{1,3})?)[’'\"”](?:이)?(?:라고|라며)[ ]?(?:소개|칭)"
    # or a person known only by such a name ("'김 팀장'이라는 사람으로부터", "'왕 사장'이라는 중국인으로부터": a new-user
    # trial of game fraud, 2026-12-05, left both)
    r"|[‘'\"“](?P<titled>[가-힣]{1,2}[ ][가-힣]{1,4})[’'\"”](?:이)?라는[ ]?(?:사람|남자|여자|남성|여성|자|성명불상자|[가-힣]{1,3}인"
    # or the name a person worked under ("'서 대리'라는 영업명으로": a new-user trial of crypto fraud, 2026-12-05)
    r"|영업명|가명|이름|직함|호칭|별명|닉네임|예명)"
    # or a surname and a title unquoted before 이라 불리다 ("엄 교수라 불리며 학력과 경력을 꾸며내": a new-user trial of
    # crypto fraud, 2026-12-05, left it)
    r"|(?<![가-힣])(?P<called>[가-힣]{1,2}[ ][가-힣]{1,4})(?:이)?라(?:고)?[ ]?불(?:리|렸|린)"
)
#: a person's alias in quotes after 일명, 별명 or 가명, in brackets after the name or alone ("피고인 구태식(일명 '불곰')은",
#: "피해자 AP(일명 '생쥐', 23세)": a new-user trial, 2026-12-05, left the second and a third, "'깡통'")
#: Vietnamese surnames as judgments transcribe them, which open a name written as one word ("응우옌티린")
_VIETNAMESE_SURNAMES = "응우옌|응웬|응우엔|쩐|후인|부이|호앙|즈엉|다오|르엉|루엉|팜|응오|도안"
#: what stands right before a person's alias: a full name, a publisher's letter or a role word (or a Vietnamese
#: name of five or six syllables, or a Latin one in capitals: "응우옌티린(가명 '나비')", "NATTHIDA SOMBOON(가명
#: '나나')": a new-user trial of brokerage, 2026-12-06, left both)
_PERSON_BEFORE_ALIAS = re.compile(
    rf"(?:(?<![가-힣])[가-힣]{{3,4}}|(?<![A-Za-z])[A-Z]{{1,2}}|(?<![A-Za-z])[A-Z][A-Z]+[ ][A-Z][A-Z]+"
    rf"|(?<![가-힣])(?:{_VIETNAMESE_SURNAMES})[가-힣]{{2,4}}"
    # (or written in words, the short surnames too: "응오 티 호아(원고가 '호아 언니'라고 부르는 사람)", "레 반
    # 타인(원고가 '타인 오빠'라 부르는 사람)", a new-user trial of a divorce, 2026-12-06, left the nicknames)
    rf"|(?<![가-힣])(?:{_VIETNAMESE_SURNAMES}|레|보|당|호|도|부)(?:[ ][가-힣]{{1,4}}){{1,3}}"
    rf"|(?<![가-힣])(?:{ROLE_ALTERNATION}))$"
)
_ALIAS_NAMED = re.compile(
    # (or 가명, the name a person worked under: "도우미로 일하던 김은정(가명 '민지')과": a new-user trial of divorce
    # judgments, 2026-12-05, left it)
    # (or a member's holy name in a religious group, 영명, 세례명, 법명: "(재정부장, 영명 '엘리야')": a new-user trial of
    # a cult's fraud, 2026-12-06, left three)
    # (or a caddie's name at a golf club: "(여, 31세, 캐디명 '체리')", a new-user trial of golf courses, 2026-12-06,
    # left it thirteen times)
    # (or 자칭, what a person calls himself: "성명불상자(자칭 '써니 매니저')", a new-user trial of voice phishing,
    # 2026-12-07, left it)
    r"(?:\(|[ ])(?:일명|별명|별칭|애칭|예명|가명|활동명|영명|세례명|법명|캐디명|닉네임|호칭|자칭)[ ]?"
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,20})[’'\"”]"
)
#: a bracket holding only a quoted word, right after a person (a full name, a letter, a role, 성명불상): the name the
#: person goes by ("R('은비짱')", "성명불상('해파리')" of a table of buyers: a new-user trial of drug crimes,
#: 2026-12-05, left both)
#: (or opening a bracket of more: "안세훈('토끼', 별건 기소)", a new-user trial of insurance fraud, 2026-12-06, left it)
_QUOTED_IN_BRACKET = re.compile(r"\([‘'\"“](?P<name>[^‘’'\"“”\n()]{1,15})[’'\"”](?:\)|,[ ]?[^)\n]{1,30}\))")
#: an account's id and its character or nickname in brackets after a person, joined by a slash
#: ("노하은(haeun0707/하늘정원)" of a table of victims: a new-user trial of game fraud, 2026-12-05, left both); the
#: id has a digit or "_"
_ID_SLASH_NAME_IN_BRACKET = re.compile(
    r"\((?P<id>[A-Za-z][A-Za-z0-9_.]{2,19}[0-9_][A-Za-z0-9_.]{0,19}|[A-Za-z][A-Za-z0-9_.]{0,19}[0-9_][A-Za-z0-9_.]{2,19})"
    r"/(?P<name>[가-힣A-Za-z0-9]{2,12})\)"
)
#: a quoted name right after a job title or a role in a crime ("관리실장 '블랙'(한국 국적 …)", "환전업자 '린다'를
#: 통해": a new-user trial of crypto fraud, 2026-12-05, left both)
_CRIME_ROLES = (
    "총책 부총책 모집책 수거책 전달책 인출책 관리책 유인책 환전책 환전업자 브로커 운영자 부운영자 상담원 딜러 "
    "팀장 실장 관리실장 사장 대표 이사 부장 과장 대리 매니저".split()
)
_TITLE_THEN_QUOTED = re.compile(
    r"(?<![가-힣])(?:"
    + "|".join(sorted(_CRIME_ROLES, key=len, reverse=True))
    + r")[ ][‘'\"“](?P<name>[가-힣A-Za-z]{2,10})[’'\"”]"
    r"(?=[(은는이가을를의와과도에로]|[ ,])"
)
#: a staff member or a fellow called by a quoted name ("전 직원 '민서'는 그 인적사항조차": a new-user trial of
#: defamation, 2026-12-06, left it); the name no word published judgments write ("'교육'"), as a quoted word after
#: these is often one
_STAFF_THEN_QUOTED = re.compile(
    # (or a hostess, a chat's participant: "도우미 '슬기'와 '나래' 2명을", "다른 참여자 '범어맘0815'(입주민 R)는":
    # new-user trials of a karaoke bar and an apartment's defects, 2026-12-06, left them)
    # (or an acquaintance: "같은 공장에서 일하던 지인 '투안'의 소개로", a new-user trial of insurance fraud,
    # 2026-12-06, left it)
    # (or the one in charge: "담당자 '민과장'(텔레그램 아이디 …)의 지시에 따라", a new-user trial of a romance scam,
    # 2026-12-06, left it)
    r"(?<![가-힣])(?P<kind>직원|종업원|알바생|아르바이트생|동료|회원|손님|제보자|도우미|참여자|참가자|지인|친구|선배|후배"
    r"|담당자)[ ]"
    # (or a Latin name: "운송회사 직원 'Linda Carter'를 가장한", a new-user trial of a romance scam, 2026-12-06)
    r"[‘'\"“](?P<name>[가-힣]{2,8}|[가-힣A-Za-z]{2,10}[0-9]{1,6}|[A-Z][a-z]+(?:[ ][A-Z][a-z]+){1,2})[’'\"”]"
    r"(?=[(은는이가을를의와과도에로]|[ ,])"
)
#: quoted names listed before the word that calls them hostesses or staff ("'AB', 'AE', '소다' 등 도우미를": a new-user
#: trial of a karaoke bar, 2026-12-06, left the last)
_QUOTED_LIST_OF_PERSONS = re.compile(
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”](?:(?:,[ ]?|[ ]및[ ]|와[ ]|과[ ])[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”])+)"
    r"[ ]?등(?:의)?[ ](?:도우미|접대부|종업원|직원|선수|회원)"
)
#: quoted names listed before "등으로 불렸다" ("고객들에게 '마크작가', 'A 실장' 등으로 불렸다": a new-user trial of a
#: wedding studio, 2026-12-06, left the first)
_LIST_CALLED = re.compile(
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”](?:(?:,[ ]?|[ ]또는[ ])[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”])+)"
    r"[ ]?등(?:으로|이라고|이라|라고)[ ]?불(?:렸|린|리)"
)
#: the next quoted name of a list after a staff member's or a fellow's quoted name ("도우미 '슬기'와 '나래'")
_NEXT_QUOTED_NAME = re.compile(r"(?:와|과|,[ ]?|[ ]및[ ])[ ]?[‘'\"“](?P<name>[가-힣]{2,8})[’'\"”]")
#: an unknown person, as judgments write one
_UNKNOWN_PERSON_BEFORE = re.compile(r"성명[ ]?불상(?:자|의[ ]?[가-힣]{1,4})?$")
#: what a bracket after a person says others call the person ("피고인 C(마을 사람들은 … '짱뚱이'라고 부른다)",
#: "증인 Y(마을에서는 … '거제댁'으로 부른다)", "X(마을에서는 '점방 할매'로 통한다)": a new-user trial of fishing
#: villages, 2026-12-05, left all three)
_CALLED_IN_BRACKET = re.compile(
    r"\((?:[^()\n]{0,40}[ ])?[‘'\"“](?P<name>[^‘’'\"“”\n]{1,12})[’'\"”](?:이라고|라고|이라|라|으로|로)[ ]?"
    r"(?:부른다|불렀다|불린다|불렸다|부르고|부르며|부르는|부르던|통한다|통했다|통하였다|불림|불리는|불리던|불렸던)"
)
#: a person called by a name in quotes ("피해자를 '멸치'라고 부르며": a new-user trial, 2026-12-04, left it)
_PERSON_CALLED = re.compile(
    r"(?<![가-힣A-Za-z])(?P<who>[가-힣]{1,6}|[A-Z]{1,2})"
    # (an aside after the person and an adverb of how often before the name: "피해자 백승우(16세)를 평소 '뚱이'라고
    # 부르며", a new-user trial of school violence, 2026-12-07, left it)
    # (or since when: "피고인을 어릴 때부터 '똘이'라고 불렀고", a new-user trial of an inheritance, 2026-12-07, left it)
    r"(?:\([^()\n]{1,20}\))?(?:을|를)[ ](?:(?:평소|평소에|평소에도|늘|항상|자주|주로|흔히|줄곧|종종|계속"
    r"|어릴[ ](?:때|적)부터|어려서부터|예전부터|오래전부터|옛날부터|지금도|아직도)[ ])?"
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,30})[’'\"”]"
    r"(?:이라고|라고)[ ]?(?:부르|부른|불렀|칭하|칭한|호칭하|호칭한)"
)
_HANGUL_RUN = re.compile(r"[가-힣]+")


#: a role word and the words of a name before its last word ("피해자 라시드 ")
_ROLE_THEN_NAME_WORDS = re.compile(rf"(?<![가-힣])(?:{ROLE_ALTERNATION})[ ](?:[가-힣]{{1,6}}[ ]){{1,3}}$")
#: a person called by one or more names in quotes, the last before 라고 and the verb of calling, the others joined
#: by 또는 or a comma with a short aside between ("주민들은 지금도 그를 '남궁 이장' 또는 턱수염 때문에 '털보
#: 이장'이라고 부른다", "원고를 '봉수 양반' 또는 '천 이장'이라 부르고": a new-user trial of village disputes,
#: 2026-12-05, left the last of each list)
_PERSON_CALLED_LIST = re.compile(
    r"(?<![가-힣A-Za-z])(?P<who>[가-힣]{1,6}|[A-Z]{1,2})(?:을|를)[ ]"
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”]"
    r"(?:[ ]?(?:또는|혹은|이나|,)[ ](?:[^‘’'\"“”\n.]{0,30}[ ])?[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”])*)"
    r"(?:이라고|라고|이라|라|으로|로)[ ]?(?:부르|부른|불러|불렀|칭하|칭한|호칭하|호칭한)"
)
#: the persons a judgment calls "him" or "her" before saying what others call them
_PRONOUNS = frozenset({"그", "그녀", "그들", "자신"})
#: quoted pet names that persons call each other by (서로) or a fond one ("우리 장군"), then 라고 and the verb of
#: calling ("서로 '토끼', '곰돌이'라고 부르며", "'우리 장군'이라고 불러 왔다")
_PET_NAMES_CALLED = re.compile(
    # (서로를 too: "위 네 사람은 서로를 '마장군', '편대장', '석프로', '제갈량'이라고 불렀다", a new-user trial of a golf
    # accident, 2026-12-06)
    r"(?:(?<![가-힣])서로(?:를)?[ ](?P<names>[‘'\"“][가-힣]{1,5}[’'\"”](?:,[ ]?[‘'\"“][가-힣]{1,5}[’'\"”])*)"
    r"|(?P<fond>[‘'\"“]우리[ ][가-힣]{1,4}[’'\"”]))"
    r"(?:이라고|라고|으로|로)[ ]?(?:부르|불러|불렀|칭하|호칭)"
)
#: the words after "…으로 불리는" that say a person is called so (a thing may be called so too: "‘부대찌개’라고
#: 불리게", "‘인텔 인사이드’로 불리기", seen on the published judgments)
_CALLED_PERSONS = frozenset(
    "사람 자 남자 여자 남성 여성 조직원 총책 친구 선배 후배 형님 일당 중간책 모집책 운반책 "
    # the old, children, patients and colleagues ("P 할머니를 '욕쟁이 할매'라고 부르며": a new-user trial of elderly
    # care, 2026-12-05, left it)
    "할머니 할아버지 어르신 노인 아이 학생 아동 원아 환자 동료 후임 선임 "
    # the speaker himself in a witness's words ("다들 저를 '짱가'라고 불렀고": a new-user trial of a recycling centre,
    # 2026-12-06, left it)
    "저 나 제 본인 그 그녀".split()
)
#: the real name in Latin letters after "본명" or "실명" ("'제니'(본명 Suda Phromma, 29세)")
_REAL_LATIN_NAME = re.compile(
    r"\((?:실명|본명)[ :]?[ ]?([A-Z][A-Za-z'\-]+(?:[ ][A-Z][A-Za-z'\-]+){0,3})(?=[,)])"
)
#: the real name in Hangul after "본명" or "실명" in brackets after a nickname ("'Z'(본명 남지아)와": a new-user trial of
#: academies, 2026-12-06, left it), or a foreigner's Korean name after "한국명" or "한국 이름" ("David K.
#: Whitfield(한국명 위대윗)도", "Sarah Kim(한국명 김세라, 여, 41세)": new-user trials of a farmland boundary and a
#: pyramid scheme, 2026-12-07, left the one and lettered the word 한국명 as the person)
_KOREAN_NAME_WORDS = r"(?:한국명|한국[ ]?이름|한국식[ ](?:이름|성명)|한국[ ]?성명)"
_REAL_HANGUL_NAME = re.compile(rf"\((?:실명|본명|{_KOREAN_NAME_WORDS})[ :]?[ ]?([가-힣]{{2,4}})(?=[,)])")
#: a bracket with the word for a foreigner's Korean name, right after the name ("Sarah Kim(한국명 "): what follows
#: is the same person's name
KOREAN_NAME_BRACKET = re.compile(rf"[ ]?\([ ]?{_KOREAN_NAME_WORDS}[ :]?[ ]?")
#: a nickname that the sentence explains: the word, its topic particle, then who called whom so and the word for a
#: nickname ("짱구는 장태수가 박지윤을 부르던 별명이다"; group ``name``)
_NICKNAME_EXPLAINED = re.compile(
    # (no comma and no other topic between: not "\"…\"이라는 글을 올렸는데, 짱구는 …")
    r"(?<![가-힣])(?P<name>[가-힣]{2,6})(?:은|는|이란|란)[ ](?:(?![은는][ ])[^.,\n]){0,30}?"
    r"(?:부르던|부르는|부른|불리던|불리는|불린|부르기도[ ]하던)[ ](?:별명|애칭|호칭|닉네임|별칭)"
)
#: a quoted name that the sentence says stands for a witness, a party or another person ("위 녹취록에서 '제이'는
#: 신양8호의 필리핀 국적 갑판원인 증인 제이슨 레예스(JASON REYES)를, '알료샤'는 … 가리키는": a new-user trial of
#: smuggling, 2026-12-07, left both in the transcript)
_QUOTED_NAME_POINTS_TO = re.compile(
    r"[‘'\"“](?P<name>[가-힣]{2,6})[’'\"”][은는][ ][^.\n'‘’\"“”]{0,60}?"
    r"(?:증인|피고인|피해자|원고|피고|공범|참고인|신고인)[ ][^.\n'‘’\"“”]{2,60}?[을를][ ,](?:[^.\n]{0,80}?[ ])?(?:각[ ])?가리키"
)
#: quoted names, joined by 또는 or a comma, by which someone was called or introduced (one name, or a list) ("'A 회장' 또는 '통일아버지'로
#: 불렸다", "\"연변 삼촌\" 또는 \"장 삼촌\"으로 소개되었다": a new-user trial of defectors' fraud, 2026-12-07, left
#: both; group ``names``)
QUOTED_NAMES_CALLED = re.compile(
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”](?:[ ]?(?:또는|혹은|이나|,)[ ][‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”])*)"
    r"(?:이라고|라고|이라|라|으로|로)[ ]?(?:불렸|불리|불린|불려|소개되|소개됐|소개된|통했|통한|통하)"
)
#: one quoted item of such a list
_QUOTED_ITEM = re.compile(r"[‘'\"“]([^‘’'\"“”\n]{1,12})[’'\"”]")
#: words for a person whom the judgment does not name, before a bracket that defines a short name for the person
_ALIAS_PERSON_WORDS = frozenset(
    "구매자 판매자 매수인 매도인 남자 여자 남성 여성 성명불상자 상대방 운반책 수거책 전달책 모집책 총책 중간책 "
    "관리책 인출책 딜러 브로커 업자".split()
)
#: such a word, "성명불상의" maybe before it, and the bracket that defines the person's short name ("성명불상의 구매자
#: (이하 '재키'라 한다)"; group ``name``)
_DEFINED_PERSON_ALIAS = re.compile(
    r"(?<![가-힣])(?:" + "|".join(sorted(_ALIAS_PERSON_WORDS, key=len, reverse=True)) + r")"
    r"\(이하[ ]?[‘'\"“](?P<name>[^‘’'\"“”\n]{1,12})[’'\"”](?:이?라(?:고)?)[ ]?(?:한다|함|칭한다|칭함)"
)
#: the fine label of each kind of online name (as the annotated release labels them: 카페명, 방송플랫폼, 블로그,
#: 채팅방명, 닉네임, 아이디)
_ONLINE_LABELS = {
    "채널": "방송플랫폼",
    "카페": "카페명",
    "블로그": "블로그",
    "단체대화방": "채팅방명",
    "대화방": "채팅방명",
    "오픈채팅방": "채팅방명",
    "채팅방": "채팅방명",
    "단톡방": "채팅방명",
    # ("단체 카카오톡방 '솔바람 산우회 공지방'": a new-user trial, 2026-12-05, left it)
    "카카오톡방": "채팅방명",
    "카톡방": "채팅방명",
    "카카오톡 방": "채팅방명",
    "카톡 방": "채팅방명",
    "텔레그램 방": "채팅방명",
    "단체방": "채팅방명",
    "텔레그램방": "채팅방명",
    "닉네임": "닉네임",
    "대화명": "닉네임",
    "별명": "닉네임",
    "애칭": "닉네임",
    "별칭": "닉네임",
    "아이디": "아이디",
    # a performer's stage name ("'하루'라는 예명으로 활동하는 가수", "(예명 '달콩')": a new-user trial of
    # entertainment judgments, 2026-12-05, left both)
    "예명": "닉네임",
    "활동명": "닉네임",
    "가명": "닉네임",
    # a house's name in a village (택호: "안골댁", "윗말댁"), by which villagers call its people
    "택호": "닉네임",
    "캐릭터": "닉네임",
    "캐릭터명": "닉네임",
    "도박사이트": "사이트",
    "도박 사이트": "사이트",
    "사이트": "사이트",
    "쇼핑몰": "쇼핑몰",
    "애플리케이션": "어플",
    "어플리케이션": "어플",
    "어플": "어플",
    "앱": "어플",
    "팬클럽": "카페명",
    "팬카페": "카페명",
    **dict.fromkeys(
        ("판매 계정", "판매계정", "판매용 계정", "판매용계정", "거래 계정", "거래계정", "부계정"), "아이디"
    ),
    "서버": "채팅방명",
    **dict.fromkeys(("표시이름", "표시 이름", "프로필이름", "프로필 이름"), "닉네임"),
    **dict.fromkeys(("동아리", "동호회", "산악회", "소모임"), "동호회"),
}
#: a chat's speaker at a line's start with a nickname in brackets ("   정태윤 팀장(태풍팀장): 유진씨 오늘 …": a new-user
#: trial of workplace harassment, 2026-12-05, left "태풍팀장" three times)
_SPEAKER_NICKNAME = re.compile(
    r"^[ \t]*[가-힣]{2,4}(?:[ ][가-힣]{1,4})?\(([가-힣A-Za-z0-9_]{2,12})\)[ ]?:[ ]", re.MULTILINE
)
#: two ids of a chat's header, the sender's and the receiver's ("kumdh1207 → wtm0315": the same trial left the
#: second), each with a digit or "_"
_ID_ARROW_ID = re.compile(
    r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9_.]*[0-9_][A-Za-z0-9_.]*)[ ]?(?:→|->|⇒)[ ]?"
    r"([A-Za-z][A-Za-z0-9_.]*[0-9_][A-Za-z0-9_.]*)(?![A-Za-z0-9_.])"
)
#: an id in Latin letters right after the messenger or network it is on ("문의 … / 카톡 barunmuscle 무료거부": a
#: new-user trial of gyms, 2026-12-05, left it)
_MESSENGER_ID = re.compile(
    r"(?<![가-힣])(?:카톡|카카오톡|카카오|텔레그램|인스타|인스타그램|위챗|라인)[ ]?(?:아이디|ID|id)?[ ]?[:：]?[ ]?"
    r"(?<![A-Za-z0-9_.@])([a-z][a-z0-9_.]{4,29})(?![A-Za-z0-9_.@])"
)
#: an id in Latin letters right after the word "아이디" or "계정", bare or in brackets ("C 아이디 jinwoo_hb, J 아이디
#: tak_sm93", "페이스북 계정(rahmat.hidayat.88)에": new-user trials of drunk driving and fishing boats, 2026-12-05,
#: left them); lower-case letters with a digit, "_" or "." in it, as ids are written, not a product's name
_ID_AFTER_WORD = re.compile(
    r"(?<![가-힣])(?:아이디|계정|계정명)[ ]?(?:[:：(][ ]?)?"
    r"(?<![A-Za-z0-9_.@])([a-z][a-z0-9]*[_.0-9][a-z0-9_.]*[a-z0-9])(?![A-Za-z0-9_.@\-])"
)
#: a quoted id after the word for a user's id or a chat name ("자신의 사용자 ID 'DAON-GS-0117'로 접속하여", "카카오톡
#: 메시지(대화명 '가온대표')로": new-user trials of a hospital's records and a delivery platform, 2026-12-06, left
#: both): an id of letters, digits, "_", "." or "-" with a digit or a sign, or any chat name
_QUOTED_ID_AFTER_WORD = re.compile(
    r"(?<![가-힣])(?:사용자[ ]?ID|사용자[ ]?아이디|로그인[ ]?ID|ID|아이디)[ ]?[:：]?[ ]?[‘'\"“]"
    r"(?P<id>(?=[A-Za-z0-9_.\-]*[0-9_.\-])[A-Za-z0-9][A-Za-z0-9_.\-]{3,29})[’'\"”]"
    r"|(?<![가-힣])대화명[ ]?[:：]?[ ]?[‘'\"“](?P<chat>[^‘’'\"“”\n]{2,15})[’'\"”]"
)
#: a code repository's name of small letters, digits and hyphens (a slash between owner and repository) before or
#: after 저장소 ("route-x 저장소에서", "(저장소 nextrain-dev/heron-core의": a new-user trial of trade secrets,
#: 2026-12-06, left the company's repositories)
_REPOSITORY = re.compile(
    r"(?<![A-Za-z0-9_./\-])(?P<before>[a-z0-9]+(?:[-_][a-z0-9]+)+(?:/[a-z0-9]+(?:[-_][a-z0-9]+)*)?)[ ]저장소"
    r"|저장소[ ]?[‘'\"“]?(?P<after>[a-z0-9]+(?:[-_][a-z0-9]+)*(?:/[a-z0-9]+(?:[-_][a-z0-9]+)*)?)(?![A-Za-z0-9_.\-])"
)
#: a nickname in quotes with the person's name and title in brackets after it ("담당은 '탱크쌤'(추광민 트레이너)이고":
#: a new-user trial of gyms, 2026-12-05, left both)
_NICKNAME_THEN_NAME_AND_TITLE = re.compile(
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,12})[’'\"”]\((?P<person>[가-힣]{3,4})[ ]"
    r"(?:" + "|".join(sorted(JOB_TITLES, key=len, reverse=True)) + r")\)"
)
#: a club's or a group's offices before a bracket holding the holder's nickname ("회장('조황대장')")
_OFFICE_BEFORE = re.compile(
    r"(?<![가-힣])(?:회장|부회장|총무|회계|감사|고문|대장|부대장|반장|팀장|실장|사장|주장|부주장|간사|리더)$"
)
#: a nickname in quotes right before a full name of three syllables with its particles ("운전근로자 '홍반장' 정필구도
#: 당심 증인으로": a new-user trial of taxi drivers' wages, 2026-12-06, left both): the nickname and the person
#: (or a word and a title, "'곰 반장' 석진호를", "'대목 형님' 하춘식 팀과": a new-user trial of interior works,
#: 2026-12-06, left both; or a name someone calls the person before the person's job: "'해머 형님'이라 부르는 철거공
#: 남궁철이", the same trial)
_NICKNAME_THEN_FULL_NAME = re.compile(
    r"[‘'\"“](?P<name>[가-힣]{2,6}|[가-힣]{1,4}[ ][가-힣]{1,3})[’'\"”]"
    # (or called so before the person: "원내에서 '꿀벌 선생님'으로 불린 현가을은", a new-user trial of a kindergarten,
    # 2026-12-06, left the teacher's name)
    r"(?:(?:이)?라(?:고)?[ ]부르(?:는|던)[ ][가-힣]{2,5}|(?:이라고|라고|으로|로)[ ]불(?:린|리는|리던))?"
    r"[ ](?P<person>[가-힣]{3})"
    r"(?=(?:도|은|는|이|가|을|를|의|에게|와|과|으로|로|[ ]팀)?(?![가-힣]))"
)
#: a channel's, a blog's or a nickname's new name in quotes, then (으)로 and a verb of changing ("채널 이름을 '진실의
#: 사도'로 바꾸었다")
_RENAMED_TO = re.compile(
    r"(?<![가-힣])(?P<kind>채널|블로그|카페|닉네임|대화명|계정)[ ]?(?:이름|명)?(?:을|를)[ ]"
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,20})[’'\"”](?:으로|로)[ ](?:바꾸|바꿨|바꿔|변경)"
)
#: a word and a title, unquoted, then (으)로 불리던/불리는 and the person's full name ("오뚝이 반장으로 불리던 오동규")
_UNQUOTED_CALLED = re.compile(
    r"(?<![가-힣‘'\"“])(?P<name>[가-힣]{2,5})[ ](?:반장|형님|언니|오빠|누나|삼촌|이모|아저씨|아줌마|할매|할배|사장|실장|대장)"
    r"(?:으로|로)[ ]불리(?:던|는|운|었던)[ ](?P<person>[가-힣]{3})(?=(?:도|은|는|이|가|을|를|의|와|과|[ ]역시)?(?![가-힣]))"
)
#: a name in quotes, then 라고 and "부르는"/"부르던" and a role word ("'첼 언니'라고 부르던 피고인")
_CALLED_BEFORE_ROLE = re.compile(
    r"[‘'\"“](?P<name>[^‘’'\"“”\n]{1,12})[’'\"”](?:이)?라(?:고)?[ ]부르(?:는|던)[ ]"
    rf"(?:{ROLE_ALTERNATION})(?![가-힣])"
)
#: a referral code, which names the member who recruits ("가입할 때 추천인 코드 LISA0705 넣어요": a new-user trial
#: of dating scams, 2026-12-05, left it)
_REFERRAL_CODE = re.compile(
    r"(?:추천인|추천|초대)[ ]?코드(?:는|:|：)?[ ]?[‘'\"“]?([A-Za-z0-9][A-Za-z0-9_\-]{3,19})(?![A-Za-z0-9_\-])"
)


def _person_before(text: str, at: int, words: frozenset[str]) -> bool:
    """Whether a person is written right before ``at`` (:data:`_PERSON_BEFORE_ALIAS`: a full name, a publisher's
    letter or a role), not a word of ``words`` (judgment vocabulary) or a general noun of Mecab-ko ("계약서('별지')")."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    if _PERSON_BEFORE_ALIAS.search(text, max(0, at - 40), at) is None:
        return False
    w = at
    while w > 0 and "가" <= text[w - 1] <= "힣":
        w -= 1
    before = text[w:at]
    return not (before and not is_role_mention(before) and (before in words or is_general_noun(before)))


#: online platforms written in Latin letters (:data:`.products.PLATFORMS` has their Hangul names), lower case
LATIN_PLATFORMS = frozenset(
    "wechat kakaotalk kakao telegram instagram facebook youtube discord whatsapp twitter tiktok line naver "
    "google band twitch signal viber snapchat".split()
)


def online_name_spans(text: str) -> list[Span]:
    """Names of channels, cafes, blogs, chat rooms and nicknames in quotes after the word that says what they are
    (:data:`_ONLINE_NAME`: "유튜브 채널 '서영의 폭로상자'", "네이버 카페 '강남맘들의 수다방'") or before it
    (:data:`_NAMES_BEFORE_KIND`: "'맥북달인', '폰정리합니다' 등의 닉네임을"), or nicknames before
    the person's real name or "…으로 불리는" (:data:`_NICKNAME_THEN_REAL_NAME`), or a person's called so
    (:data:`_PERSON_CALLED`: "피해자를 '멸치'라고 부르며"), or a short name before 불렸다 and its kin (:data:`_CALLED_SO`:
    "피고는 '막내'로 불렸다"), or what a bracket right after a person says others call the person
    (:data:`_CALLED_IN_BRACKET`: "피고인 C(마을 사람들은 … '짱뚱이'라고 부른다)"): one span over the quote's content,
    labelled by its kind (:data:`_ONLINE_LABELS`); a real name in Latin letters after "본명" is a foreign name
    (:data:`_REAL_LATIN_NAME`: "(본명 Suda Phromma, 29세)"). A new-user trial (2026-12-03) saw only "서영" of the channel replaced ("'A의
    폭로상자'") and the nickname "도곡동불주먹" kept. Names the publisher masked ("○○○", "(카페명 1 생략)") are
    skipped; on the 5,000 published judgments of precedent_kr the rule then finds seven mentions of five names:
    "취업뽀개기", "귀걸이", "촉", "탕탕", "비야비야" (a thing called so, "‘부대찌개’라고 불리게", is none: a person word must follow).
    Also: a village's 택호, a community's member and an app in quotes after their words ("택호 '윗말댁'",
    "애플리케이션 '오늘의만남'", label 어플; apps that judgments name as words, "텔레그램", are none); the names a
    person is called by, listed before 라고 부른다 (:data:`_PERSON_CALLED_LIST`); a chat speaker's nickname in
    brackets (:data:`_SPEAKER_NICKNAME`, score 0.8); a nickname with the person's name and title in brackets
    (:data:`_NICKNAME_THEN_NAME_AND_TITLE`: the name too, label 내국인이름, score 0.8); ids around an arrow, after a
    messenger's name or a referral code (label 아이디); and a given name with the family's word for the person
    (:data:`_FAMILY_CALLED`: "'막내 상도'") becomes a span of the given name alone, label 내국인이름, where the text
    writes that given name after a surname too.
    Score 0.65 (weak: the model's spans inside the quote give way to it, :func:`.analyzer.merge`) unless said;
    offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import (
        everyday_nouns,
        is_vocabulary_word,
        judgment_terms,
        not_list_names,
    )
    from thunder_deid_desktop.analysis.masks import MASK
    from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES, SURNAMES, looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun
    from thunder_deid_desktop.deid.entities import SURNAME_TITLES

    def is_title(word: str) -> bool:
        # a title the court keeps after a letter, with 님 or not ("이장", "사범님")
        # (or a job's title: "'킹콩 처장님'이라고 부르며", which a new-user trial of harassment, 2026-12-06, saw
        # lettered whole); not a kin word, which makes one nickname with the word before it ("'그랜저 할아버지'로
        # 불릴 만큼": the piece alone had been spread to the car, "그랜저 승용차", in a new-user trial of a market's
        # car crash, 2026-12-06)
        bare = word.removesuffix("님")
        if bare in KIN_TITLES or word in KIN_TITLES:
            return False
        return word in SURNAME_TITLES or bare in SURNAME_TITLES or bare in JOB_TITLES

    words = not_list_names()
    found: dict[int, tuple[int, str]] = {}
    for m in _ONLINE_NAME.finditer(text):
        # (an app's or a site's name that judgments write as a word is a public service's: "텔레그램", "네이버")
        app = _ONLINE_LABELS.get(m.group("kind")) in ("어플", "사이트", "쇼핑몰")
        for q in _QUOTED.finditer(text, m.start("names"), m.end("names")):
            # (a web address is the URL rule's; a publisher's placeholder is no name: "사이트 '공소외 1 주식회사'")
            if app and ("." in q.group(1) or _PLACEHOLDER_INSIDE.search(q.group(1))):
                continue
            # (an app that judgments name as a word is no one's: "애플리케이션인 ‘텔레그램’을 통하여")
            if app and (q.group(1) in words or q.group(1) in judgment_terms()):
                continue
            if not _BETWEEN_QUOTES.search(q.group(1)):
                found.setdefault(q.start(1), (q.end(1), _ONLINE_LABELS.get(m.group("kind"), "닉네임")))
    for m in _QUOTED_BEFORE_PERSON_PARTICLE.finditer(text):
        name = m.group("name")
        if (
            name not in words
            and name not in judgment_terms()
            and not is_role_mention(name)
            and name not in JOB_TITLES
        ):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _CALLED_AMONG.finditer(text):
        g = "name" if m.group("name") else "self"
        if m.group(g) not in words and not is_role_mention(m.group(g)) and m.group(g) not in JOB_TITLES:
            found.setdefault(m.start(g), (m.end(g), "닉네임"))
    for m in _GLUED_TITLE_CALLED.finditer(text):
        if len(m.group("name")) >= 2 and m.group("name") not in words:
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _CHAT_NAMES_OF_PERSONS.finditer(text):
        for q in _QUOTED.finditer(text, m.start("pairs"), m.end("pairs")):
            if q.group(1) not in words and not _BETWEEN_QUOTES.search(q.group(1)):
                found.setdefault(q.start(1), (q.end(1), "닉네임"))
    for m in _ID_THEN_NAME.finditer(text):
        if looks_like_korean_full_name(m.group("name")) and m.group("name") not in words:
            found.setdefault(m.start("name"), (m.end("name"), "내국인이름"))
    for m in _SAVED_AS.finditer(text):
        name = m.group("name")
        if name not in words and name not in judgment_terms() and not _BETWEEN_QUOTES.search(name):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _RECORDED_AS.finditer(text):
        name = m.group("name")
        # (on the 5,000 published judgments: "서병학" and "네베로" left, words such as "가공선", "쌍방합의" not)
        if (
            name not in words
            and name not in judgment_terms()
            and name not in everyday_nouns()
            and not is_general_noun(name)
            and not is_dictionary_compound(name)
        ):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _PET_DEFINED.finditer(text):
        if m.group("name") not in words and m.group("name") not in judgment_terms():
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _QUOTED_THEN_DOMAIN.finditer(text):
        name = m.group("name")
        if "." in name or _PLACEHOLDER_INSIDE.search(name):
            continue
        if name not in words and name not in judgment_terms() and not _BETWEEN_QUOTES.search(name):
            found.setdefault(m.start("name"), (m.end("name"), "사이트"))
    for m in _NICKNAME_THEN_REAL_NAME.finditer(text):
        who = m.group("who")
        if who is None or who in _CALLED_PERSONS or is_role_mention(who):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    # starts of surnames that stand for a person (_INTRODUCED_AS) and of nicknames before a title (_CALLED_SO)
    surnames: set[int] = set()
    for m in (*_CALLED_SO.finditer(text), *_FIRST_OF_TWO_CALLED.finditer(text)):
        # (not a kinship word or how one addresses anyone: "'엄마'라고 부르며", "'선생님'으로 불렸다")
        if m.group("name") in _FORMS_OF_ADDRESS or is_role_mention(m.group("name")):
            continue
        # a nickname and a title the court keeps after the letter ("'두꺼비 이장'" -> "'A 이장'")
        nickname, _, title = m.group("name").partition(" ")
        # (with 님 too: "'토끼 사범님'" -> "'A 사범님'")
        titled = is_title(title)
        end = m.start("name") + len(nickname) if titled else m.end("name")
        found.setdefault(m.start("name"), (end, "닉네임"))
        if titled:
            # (the nickname before its title wins over a model span of both under another label: "'루시 실장'으로
            # 불린" read as a car market, and "루시 실장으로부터" left, a new-user trial of investment fraud, 2026-12-06)
            surnames.add(m.start("name"))
    for m in _INTRODUCED_AS.finditer(text):
        # the name before a title the court keeps ("'박 실장'" -> "'A 실장'"); a title or a word alone is what the
        # person posed as, no name ("자신을 '검사'라고 소개", "자신을 '직원'이라고 소개")
        # (with a title, only a surname: "'금감원 직원'" is a body's staff)
        group = "name" if m.group("name") else "titled" if m.group("titled") else "called"
        nickname, _, title = m.group(group).partition(" ")
        # (a nickname of any kind before a title that the words after the quote call a name the person used: "'제니
        # 실장'이라는 호칭을 사용하며", a new-user trial of brokerage, 2026-12-06, left it twice)
        named = _NAMED_SO.match(text, m.end(group))
        if title:
            nicknamed = named is not None and len(nickname) >= 2 and nickname not in words
            if (
                nickname not in SURNAMES and nickname not in COMPOUND_SURNAMES and not nicknamed
            ) or title not in SURNAME_TITLES:
                continue
        elif nickname in SURNAME_TITLES or nickname in JOB_TITLES or is_general_noun(nickname):
            continue
        found.setdefault(m.start(group), (m.start(group) + len(nickname), "닉네임"))
        # and wherever the surname and the title are written again ("\"박 실장이 퇴비 회사 사람인 줄 알았다\"")
        if title:
            again = re.compile(rf"(?<![가-힣]){re.escape(nickname)}(?=[ ]?{re.escape(title)})")
            for r in again.finditer(text):
                found.setdefault(r.start(), (r.end(), "닉네임"))
                surnames.add(r.start())
    for m in _ALIAS_NAMED.finditer(text):
        # a person's: after a full name, a publisher's letter or a role, not after a kind ("전화대출사기(일명
        # '보이스피싱')" of the validation split, "메트암페타민(일명 '필로폰')" of a new-user trial, 2026-12-05)
        # (or an unknown person: "성명불상자(일명 '해운대 박 원장')", a new-user trial of draft evasion, 2026-12-06)
        unknown = _UNKNOWN_PERSON_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None
        # (or a later item of a bracket opened after the person: "마동석(공동체 재정부장, 영명 '엘리야')")
        opened = text.rfind("(", max(0, m.start() - 40), m.start() + 1)
        later_item = (
            opened >= 0 and ")" not in text[opened : m.start()] and "\n" not in text[opened : m.start()]
        )
        if (
            unknown
            or _person_before(text, m.start(), words)
            or (later_item and _person_before(text, opened, words))
        ):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _TITLE_THEN_QUOTED.finditer(text):
        name = m.group("name")
        # not a title or a word of judgments in quotes ("실장 '직무대행'")
        if name in words or name in SURNAME_TITLES or name in JOB_TITLES or is_role_mention(name):
            continue
        found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _STAFF_THEN_QUOTED.finditer(text):
        name = m.group("name")
        # (a hostess's stage name is a word as often as not: '슬기', '나래', '소다')
        stage = m.group("kind") == "도우미"
        if (
            name in words
            or name in SURNAME_TITLES
            or name in JOB_TITLES
            or (name in everyday_nouns() and not stage)
        ):
            continue
        if is_role_mention(name):
            continue
        found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
        pos = m.end()
        while (more := _NEXT_QUOTED_NAME.match(text, pos)) is not None:
            other = more.group("name")
            if not (other in words or (other in everyday_nouns() and not stage) or is_role_mention(other)):
                found.setdefault(more.start("name"), (more.end("name"), "닉네임"))
            pos = more.end()
    for m in (*_QUOTED_LIST_OF_PERSONS.finditer(text), *_LIST_CALLED.finditer(text)):
        for q in _QUOTED.finditer(m.group("names")):
            name = q.group(1).strip()
            # (not a publisher's letter and a title: "'A 실장'")
            if (
                len(name) >= 2
                and name not in words
                and not is_role_mention(name)
                and not re.fullmatch(r"[A-Z]{1,2}(?:[ ]?[가-힣]{1,4})?", name)
            ):
                found.setdefault(m.start("names") + q.start(1), (m.start("names") + q.end(1), "닉네임"))
    for m in _ID_SLASH_NAME_IN_BRACKET.finditer(text):
        if _PERSON_BEFORE_ALIAS.search(text, max(0, m.start() - 12), m.start()) is not None:
            found.setdefault(m.start("id"), (m.end("id"), "아이디"))
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _QUOTED_IN_BRACKET.finditer(text):
        # after a person, as for 일명 above; no role inside
        name = m.group("name").strip()
        if len(name) < 2 or is_role_mention(name):  # not a party's 갑 or 을
            continue
        unknown = _UNKNOWN_PERSON_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None
        # (or after a person's office in a club: "원고 J는 회장('조황대장'), 원고 A는 총무('물때요정')", a new-user
        # trial of a boats' collision, 2026-12-06, left both)
        office = _OFFICE_BEFORE.search(text, max(0, m.start() - 8), m.start())
        if unknown or office or _person_before(text, m.start(), words):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _CALLED_IN_BRACKET.finditer(text):
        # after a person: a role, a publisher's letter or a full name, not a word ("…을 뜻한다(강학상 이를 … ‘신
        # 주거권설’이라고 부른다)", the one match on the 5,000 published judgments)
        before = _PERSON_BEFORE_ALIAS.search(text, max(0, m.start() - 12), m.start())
        if before is not None and before.group(0) not in words and not before.group(0).endswith("다"):
            # a name and the kin word one calls the person by: the name alone ("'호아 언니'" -> "'A 언니'")
            name, _, kin = m.group("name").rpartition(" ")
            end = m.start("name") + len(name) if name and kin in _FORMS_OF_ADDRESS else m.end("name")
            found.setdefault(m.start("name"), (end, "닉네임"))
    for m in _PERSON_CALLED.finditer(text):
        who = m.group("who")
        # (or a person the court's style already wrote as a letter: "원고 A를 '하마'라고 부르며", a new-user trial
        # of school violence, 2026-12-05, left the nickname seven times)
        # (or the last word of a name after a role word: "피해자 라시드 칸을 '칸사장'이라고 불렀다", a new-user trial of
        # a night market, 2026-12-06, left it)
        named = _ROLE_THEN_NAME_WORDS.search(text, max(0, m.start() - 24), m.start("who"))
        if m.group("name") in _FORMS_OF_ADDRESS:
            continue  # "피고인을 '엄마'라고 부르며"
        # (nor the person's own given name, with the familiar 이 maybe, which the given-name rules read: "박솔을 어릴
        # 때부터 \"솔이\"라고 불렀고", where "솔이 무성했다" is the pine)
        if len(who) >= 2 and m.group("name") in {who[1:], who[1:] + "이", who[-1] + "이"}:
            continue
        # (or a name of three syllables or more that is no word: "사건본인은 류샤오옌을 '샤오 이모'라고 불렀다", a
        # new-user trial of an adult guardianship, 2026-12-06, left the caregiver's nickname in three judgments)
        # (or a given name of two syllables, as a witness quotes the one who called: "지호가 승우를 '뚱이'라고 부르는
        # 걸", a new-user trial of school violence, 2026-12-07)
        person = (
            len(who) >= 2
            and _HANGUL_RUN.fullmatch(who)
            and not is_vocabulary_word(who)
            and (len(who) >= 3 or not is_general_noun(who))
        )
        if who in _CALLED_PERSONS or is_role_mention(who) or who.isupper() or named or person:
            # a nickname and a title the court keeps after the letter ("'킹콩 처장님'" -> "'A 처장님'")
            nickname, _, title = m.group("name").partition(" ")
            end = m.start("name") + len(nickname) if title and is_title(title) else m.end("name")
            found.setdefault(m.start("name"), (end, "닉네임"))
    for m in _PERSON_CALLED_LIST.finditer(text):
        who = m.group("who")
        if (
            who in _PRONOUNS
            or who in _CALLED_PERSONS
            or is_role_mention(who)
            or who.isupper()
            or looks_like_korean_full_name(who)
        ):
            for q in _QUOTED.finditer(text, m.start("names"), m.end("names")):
                if not _BETWEEN_QUOTES.search(q.group(1)) and q.group(1) not in _FORMS_OF_ADDRESS:
                    found.setdefault(q.start(1), (q.end(1), "닉네임"))
    # pet names persons call each other or a child ("서로 '토끼', '곰돌이'라고 부르며", "주로 '우리 장군'이라고 불러
    # 왔다": a new-user trial of family judgments, 2026-12-05, left both)
    for m in _PET_NAMES_CALLED.finditer(text):
        g = "names" if m.group("names") else "fond"
        for q in _QUOTED.finditer(text, m.start(g), m.end(g)):
            if _BETWEEN_QUOTES.search(q.group(1)):
                continue
            fond = re.match(r"우리[ ]", q.group(1))
            found.setdefault(q.start(1) + (fond.end() if fond else 0), (q.end(1), "닉네임"))
    for m in _REAL_LATIN_NAME.finditer(text):
        found.setdefault(m.start(1), (m.end(1), "외국인이름"))
    # a nickname the judgment explains after it ("짱구는 장태수가 박지윤을 부르던 별명이다", after "\"성남 건축과 짱구랑
    # 라운딩\"": a new-user trial of bribery, 2026-12-07, left both)
    # (a word too, as nicknames are: 짱구)
    for m in _NICKNAME_EXPLAINED.finditer(text):
        if not (is_role_mention(m.group("name")) or m.group("name") in _FORMS_OF_ADDRESS):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in QUOTED_NAMES_CALLED.finditer(text):
        items = list(_QUOTED_ITEM.finditer(text, m.start("names"), m.end("names")))
        if len(items) < 2:
            continue  # (one quoted name may be a thing's: "'부대찌개'라고 불리게")
        for item in items:
            name = item.group(1).strip()
            if is_role_mention(name) or name in _FORMS_OF_ADDRESS or name in UNKNOWN_NAMES:
                continue
            # (a surname or a given name with its familiar 이 and how one calls the person, "A 회장", "금철이 삼촌",
            # is the person's name, which the name rules read)
            first = name.split()[0]
            if " " in name and (len(first) == 1 or (len(first) == 3 and first.endswith("이"))):
                continue
            found.setdefault(item.start(1), (item.end(1), "닉네임"))
    # (each quoted name of a sentence that says whom they stand for, the second one after a comma)
    at = 0
    while (m := _QUOTED_NAME_POINTS_TO.search(text, at)) is not None:
        if not (is_role_mention(m.group("name")) or m.group("name") in _FORMS_OF_ADDRESS):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
        at = m.end("name")
    # a short name the judgment gives an unnamed person ("성명불상의 구매자(이하 '재키'라 한다)에게", which a new-user
    # trial of a data breach, 2026-12-07, left three times): one word, no role, no word of judgments nor a general
    # noun ("성명불상남", "피대습자", "무권리자" of the published judgments)
    for m in _DEFINED_PERSON_ALIAS.finditer(text):
        name = m.group("name")
        if not (
            is_role_mention(name)
            or name in UNKNOWN_NAMES
            or name in _ALIAS_PERSON_WORDS
            or " " in name
            or name.endswith(("자", "인", "남", "녀"))
            or is_vocabulary_word(name)
        ):
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    for m in _REAL_HANGUL_NAME.finditer(text):
        # (not an unknown one: "'독사'(본명 불상)", which a new-user trial of a moving company, 2026-12-06, saw
        # lettered as a person)
        if m.group(1) not in UNKNOWN_NAMES:
            found.setdefault(m.start(1), (m.end(1), "내국인이름"))
    # an account whose quoted name has digits or Latin letters, an id ("피해자 계정 ‘수진0302’": a new-user trial,
    # 2026-12-04, left it), not an accounting account ("계정인 ‘매출원가’")
    # a nickname alone in brackets after its word, unquoted ("불친절했어요(닉네임 판교댁)": a new-user trial,
    # 2026-12-04, left it)
    for m in _BRACKETED_NICKNAME.finditer(text):
        # (not a note that there is none: "한결(별명 없음)", which a new-user trial of a hiking club, 2026-12-07, lettered)
        if m.group(1) not in UNKNOWN_NAMES:
            found.setdefault(m.start(1), (m.end(1), "닉네임"))
    for m in _REFERRAL_CODE.finditer(text):
        found.setdefault(m.start(1), (m.end(1), "아이디"))
    # (a speaker's nickname is sure: score 0.8, so that the model's reading of it as a name with a title, cut to
    # "태풍" and dropped as a word, gives way)
    speakers = {
        m.start(1): m.end(1)
        for m in _SPEAKER_NICKNAME.finditer(text)
        if not is_role_mention(m.group(1)) and m.group(1) not in words
    }
    persons_named: dict[int, int] = {}
    for m in _NICKNAME_THEN_NAME_AND_TITLE.finditer(text):
        found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
        if looks_like_korean_full_name(m.group("person")):
            persons_named[m.start("person")] = m.end("person")
    # a channel, a blog or a nickname renamed ("채널 이름을 '진실의 사도'로 바꾸었다": a new-user trial of an
    # entertainer's defamation, 2026-12-07, left it)
    for m in _RENAMED_TO.finditer(text):
        if not is_role_mention(m.group("name")):
            found.setdefault(m.start("name"), (m.end("name"), _ONLINE_LABELS.get(m.group("kind"), "닉네임")))
    # an unquoted name and a title that a person was called by, the person's full name after it ("오뚝이 반장으로
    # 불리던 오동규 역시": a new-user trial of an industrial accident, 2026-12-07, left the nickname)
    for m in _UNQUOTED_CALLED.finditer(text):
        if looks_like_korean_full_name(m.group("person")) and m.group("name") not in words:
            found.setdefault(m.start("name"), (m.end("name"), "닉네임"))
    # a name in quotes that people call a person whose role follows ("필리핀 근로자들이 '첼 언니'라고 부르던 피고인
    # 산토스 레이첼도": a new-user trial of foreign workers, 2026-12-07, left it): the name, a kin word after it kept
    for m in _CALLED_BEFORE_ROLE.finditer(text):
        name, _, kin = m.group("name").rpartition(" ")
        end = m.start("name") + len(name) if name and kin in _FORMS_OF_ADDRESS else m.end("name")
        if not is_role_mention(m.group("name")) and m.group("name") not in _FORMS_OF_ADDRESS:
            found.setdefault(m.start("name"), (end, "닉네임"))
    for m in _NICKNAME_THEN_FULL_NAME.finditer(text):
        person = m.group("person")
        # (a word and a blank only before a title: "'곰 반장'", not "'결버터 식빵' 배합표" of a bakery's recipe)
        nickname, blank, title = m.group("name").partition(" ")
        if blank and not is_title(title):
            continue
        # (a full name no word: "'갑' 계약서", "'A' 조합원" are no persons; a compound of dictionary nouns is a name
        # where the text says the person is called so: "'꿀벌 선생님'으로 불린 현가을은", 현 + 가을)
        called = bool(re.search(r"[ ](?:불|부르)", m.group(0)))
        if (
            looks_like_korean_full_name(person)
            and (
                (called and person not in words)
                or (not is_vocabulary_word(person) and not is_dictionary_compound(person))
            )
            and not is_role_mention(m.group("name"))
        ):
            persons_named[m.start("person")] = m.end("person")
            if m.group("name") not in words:
                # a title after the nickname stays after the letter ("'대목 형님'" -> "'A 형님'", "'타일 여사님'" ->
                # "'A 여사님'"); a nickname of one syllable keeps its title inside the span ("'곰 반장'" -> "'A'")
                end = m.start("name") + len(nickname) if blank and len(nickname) >= 2 else m.end("name")
                found.setdefault(m.start("name"), (end, "닉네임"))
    for m in _MESSENGER_ID.finditer(text):
        found.setdefault(m.start(1), (m.end(1), "아이디"))
    for m in _ID_AFTER_WORD.finditer(text):
        if 4 <= len(m.group(1)) <= 30:
            found.setdefault(m.start(1), (m.end(1), "아이디"))
    for m in _QUOTED_ID_AFTER_WORD.finditer(text):
        g = "id" if m.group("id") else "chat"
        if m.group(g).strip() not in words and not is_role_mention(m.group(g).strip()):
            found.setdefault(m.start(g), (m.end(g), "아이디" if g == "id" else "닉네임"))
    for m in _REPOSITORY.finditer(text):
        g = "before" if m.group("before") else "after"
        # (with a hyphen, an underscore or a slash, or a digit: not "저장소 내" nor a word of English)
        if re.search(r"[-_/0-9]", m.group(g)):
            found.setdefault(m.start(g), (m.end(g), "아이디"))
    for m in _ID_ARROW_ID.finditer(text):
        for g in (1, 2):
            found.setdefault(m.start(g), (m.end(g), "아이디"))
    for m in _ACCOUNT_ID.finditer(text):
        if not re.fullmatch(r"[A-Z]{1,2}[가-힣]{0,3}", m.group("name")):  # a publisher's letter ("A형")
            found.setdefault(m.start("name"), (m.end("name"), "아이디"))
    # an account on a platform named before it ("'당근마켓' 계정 '해운대겜돌이'", "당근마켓(해운대겜돌이)" of a table: a
    # new-user trial of second-hand trading fraud, 2026-12-06, left it in three rows)
    for m in _platform_account().finditer(text):
        g = "name" if m.group("name") else "cell"
        # (in brackets, not a word, a compound of words or an acronym: "번개장터(안전결제)", "인스타그램(SNS)" of the
        # validation split)
        cell = g == "cell" and (
            is_general_noun(m.group(g)) or is_dictionary_compound(m.group(g)) or m.group(g).isupper()
        )
        if m.group(g) in words or cell:
            continue
        found.setdefault(m.start(g), (m.end(g), "닉네임"))
    # a person's account, its name in Hangul ("피정우의 계정 '짱구카'": a new-user trial of used-car fraud,
    # 2026-12-06, left it), the person no word ("회사의 계정 '매출원가'" is an accounting one)
    for m in _PERSONS_ACCOUNT.finditer(text):
        if _person_before(text, m.start("of"), words) and m.group("name") not in words:
            found.setdefault(m.start("name"), (m.end("name"), "아이디"))
    for m in _NAMES_BEFORE_KIND.finditer(text):
        for q in _QUOTED.finditer(text, m.start("names"), m.end("names")):
            if not _BETWEEN_QUOTES.search(q.group(1)):
                found.setdefault(q.start(1), (q.end(1), _ONLINE_LABELS[m.group("kind")]))
    # teasing names in quotes before the word for teasing ("'말똥이'라는 놀림", "\"팔팔이\", \"…\" 등의 놀림을": a
    # new-user trial of name changes, 2026-12-05, left both): a quoted word alone is a nickname, not a quoted
    # sentence
    for m in _TEASED_AS.finditer(text):
        for q in _QUOTED.finditer(text, m.start("names"), m.end("names")):
            if _TEASING_NAME.fullmatch(q.group(1)):
                found.setdefault(q.start(1), (q.end(1), "닉네임"))
    from thunder_deid_desktop.analysis.products import PLATFORMS

    out = []
    for a, (b, label) in sorted(found.items()):
        name = text[a:b]
        if not name.strip() or "생략" in name or MASK.search(name):
            continue
        # (a platform in Latin letters is no one's name: "위챗(WeChat) 아이디 'xiaoming_visa88'", whose "WeChat" a
        # new-user trial of visa fraud, 2026-12-07, saw lettered, and "위챗" with it five times)
        if name.strip().lower() in LATIN_PLATFORMS or name.strip() in PLATFORMS:
            continue
        # a given name with the family's word for the person ("'막내 상도'", "'봉수 양반'", "'상미 고모'"): the
        # given name is the person's, whom the entity grouping then finds by it (new-user trials of family
        # property and village disputes, 2026-12-05, saw a letter of its own given to each such form)
        family = _FAMILY_CALLED.fullmatch(name)
        g = "given1" if family and family.group("given1") else "given2"
        # (when the text writes the given name after a surname too: "'점방 할매'" is a shop's old woman)
        if label == "닉네임" and family and _written_with_surname(text, family.group(g)):
            out.append(
                Span(a + family.start(g), a + family.end(g), family.group(g), "내국인이름", 0.65, "rule")
            )
            continue
        # (a surname standing for a person, confident so that the merge keeps it over the model's one syllable,
        # which drop_single_syllables removes: "'김 팀장'이라는 사람", a new-user trial of game fraud, 2026-12-05)
        out.append(Span(a, b, name, label, 0.8 if a in surnames else 0.65, "rule"))
    out += [Span(a, b, text[a:b], "닉네임", 0.8, "rule") for a, b in speakers.items() if a not in found]
    out += [Span(a, b, text[a:b], "내국인이름", 0.8, "rule") for a, b in persons_named.items()]
    return sorted(out, key=lambda sp: sp.start)


def _written_with_surname(text: str, given: str) -> bool:
    """Whether ``text`` writes ``given`` after a surname somewhere, as a full name ("박상도" for "상도")."""
    from thunder_deid_desktop.analysis.names import SURNAMES

    return any(m.start() > 0 and text[m.start() - 1] in SURNAMES for m in re.finditer(given, text))


#: the words a family or a village calls a person by, with the given name
_FAMILY_WORDS = (
    "막내 큰형 작은형 큰언니 작은언니 큰누나 큰오빠 큰아들 작은아들 큰딸 작은딸 장남 차남 장녀 차녀 형 형님 누나 언니 "
    "오빠 동생 양반 고모 이모 삼촌 외삼촌 고모부 이모부 큰아버지 작은아버지 큰엄마 작은엄마 숙모 외숙모 처남 큰처남 "
    "작은처남 매형 매부 동서 조카 할매 할배 아재 아지매"
).split()
_FAMILY_CALLED = re.compile(
    rf"(?:{'|'.join(_FAMILY_WORDS)})[ ](?P<given1>[가-힣]{{2}})|(?P<given2>[가-힣]{{2}})[ ](?:{'|'.join(_FAMILY_WORDS)})"
)


#: quoted words before the word for teasing ("'말똥이'라는 놀림", "'팔팔이', 'X야 …' 등의 놀림", "'하마'라고 놀리며")
_TEASED_AS = re.compile(
    r"(?P<names>[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”](?:(?:,[ ]?|[ ]및[ ])[‘'\"“][^‘’'\"“”\n]{1,30}[’'\"”])*)"
    r"(?:[ ]?등의[ ]|(?:이)?라는[ ]|(?:이)?라고[ ]?)(?:놀림|놀리)"
)
#: a teasing name: one Hangul word of two to six syllables
_TEASING_NAME = re.compile(r"[가-힣]{2,6}")


#: the portal 다음 (Daum), whose name is the everyday word "다음" (next): only before the services that only it
#: names ("다음 카페", "다음카페", "다음 블로그") or as "인터넷 다음 사이트"
_DAUM = re.compile(
    r"(?<![가-힣])다음(?=[ ]?(?:카페|까페|블로그|메일|아고라))|(?<=인터넷 )다음(?= 사이트| 포털)"
)


def portal_spans(text: str) -> list[Span]:
    """The portal 다음 named by the service after it (``_DAUM``: "인터넷 다음 카페 ‘FOO’에" -> "다음", label
    포털). The model, reading the everyday word "다음" (next), gives it no probability; on the validation split
    all five such mentions were gold 포털, and the 5,000 published judgments of precedent_kr hold two, both the
    portal. Score 0.65, source ``"rule"``; offsets are code points."""
    return [Span(m.start(), m.end(), m.group(), "포털", 0.65, "rule") for m in _DAUM.finditer(text)]


#: an account's id of Latin letters and digits ("rambo_incheon", "eunbi.yeo02", "trot4ever")
#: (a Discord tag's "#" and digits too: "ghost#4471", which a new-user trial of e-sports match fixing, 2026-12-07,
#: saw written with the next id as one letter)
_LATIN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._\-]{2,31}(?:#[0-9]{4})?")
#: what may wrap a list of ids in a span: blanks and the brackets around the list ("(majw_delivery, …")
_WRAP = " ()"
#: the labels of a person's handle or an account's id rather than a name (also the entity grouping's,
#: :mod:`.deid.entities`)
HANDLE_LABELS = frozenset({"아이디", "닉네임", "대화명", "별명", "계정"})


#: a Hangul word and a blank before an id
_WORD_BEFORE_ID = re.compile(r"[가-힣]+[ ]+(?=[A-Za-z0-9])")


def split_listed_ids(spans: list[Span]) -> list[Span]:
    """``spans`` with each span of an id's or a handle's label that is a list of ids of Latin letters, joined by
    commas ("majw_delivery, takhs_boss, eunbi.yeo02", "rambo_incheon, areumdri_0913"; what the span took in before
    the list's opening bracket is left out), cut into one span per id:
    each is an account of its own, with its own placeholder, and an id of the list mentioned alone elsewhere
    gets that id's (new-user trials of e-scooter rentals and parcel thefts, 2026-12-06, saw three ids written as
    one letter and "rambo_incheon" get two). Order kept; offsets are code points."""
    out = []
    for sp in spans:
        # (the model's span may take in the words and the bracket before the list: "아이디(majw_delivery, …",
        # "네이버 회신(rambo_incheon, …": they are dropped with the bracket)
        head = sp.text.split(",")[0].rfind("(") + 1
        # (or a field's word and a blank: "아이디 ghost#4471, chaeyun_7", the word dropped later by drop_field_words)
        if word := _WORD_BEFORE_ID.match(sp.text, head):
            head = word.end()
        parts = sp.text[head:].split(",")
        if (
            sp.label not in HANDLE_LABELS
            or len(parts) < 2
            or not all(_LATIN_ID.fullmatch(p.strip(_WRAP)) for p in parts)
        ):
            out.append(sp)
            continue
        at = sp.start + head
        for part in parts:
            a = at + len(part) - len(part.lstrip(_WRAP))
            b = a + len(part.strip(_WRAP))
            out.append(sp.with_(start=a, end=b, text=part.strip(_WRAP)))
            at += len(part) + 1
    return out


#: the rest of an id's run of Latin letters and digits after a span's end, dots, hyphens and underscores inside
_ID_RUN_AFTER = re.compile(r"(?:[._\-]?[A-Za-z0-9])+")
_ID_RUN_BEFORE = re.compile(r"(?:[A-Za-z0-9][._\-]?)+\Z")


def extend_latin_ids(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each span of an id's or a handle's label made of Latin letters and digits that stops inside a
    run of them (dots, hyphens and underscores between) extended to the whole run: the model read "yoo" of the id
    'yoo.mom61', which came out "'I.mom61'" (a new-user trial of ticket scalping, 2026-12-06). The extension stops
    at a neighbouring span. ``spans`` sorted and non-overlapping; order kept; offsets are code points."""
    out: list[Span] = []
    for i, sp in enumerate(spans):
        if sp.label in HANDLE_LABELS and _LATIN_ID.fullmatch(sp.text):
            limit = spans[i + 1].start if i + 1 < len(spans) else len(text)
            floor = out[-1].end if out else 0
            after = _ID_RUN_AFTER.match(text, sp.end, limit)
            before = _ID_RUN_BEFORE.search(text, floor, sp.start)
            start = before.start() if before else sp.start
            end = after.end() if after else sp.end
            if (start, end) != (sp.start, sp.end):
                sp = sp.with_(start=start, end=end, text=text[start:end])
        out.append(sp)
    return out


#: a list of quoted items joined by commas ("'chaerin_0823', 'yoo.mom61', 'trot4ever'")
_QUOTED_LIST = re.compile(r"[‘'\"“][^‘’'\"“”\n]{1,40}[’'\"”](?:[ ]?,[ ]?[‘'\"“][^‘’'\"“”\n]{1,40}[’'\"”])+")


def listed_quoted_id_spans(text: str, spans: list[Span]) -> list[Span]:
    """The ids of Latin letters and digits in a list of quoted items where another item is a span of an id's or a
    handle's label ("계정 'chaerin_0823', 'yoo.mom61', 'trot4ever' 등": a new-user trial of ticket scalping,
    2026-12-06, left the last, read as a URL): that label, score 0.8, source ``"rule"`` (spread like a handle);
    and Korean full names of three syllables in a list where two items are persons' names (label 내국인이름). Returns the new spans only, one replacing a span of another label over the same item; offsets are code
    points."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    by_start = {sp.start: sp for sp in spans}
    taken = sorted((sp.start, sp.end) for sp in spans)
    out = []
    for m in _QUOTED_LIST.finditer(text):
        items = [(i.start(1), i.group(1)) for i in _QUOTED.finditer(m.group(0))]
        items = [(m.start() + a, t) for a, t in items]
        labels = [by_start[a].label for a, t in items if a in by_start and by_start[a].text == t]
        label = next((lb for lb in labels if lb in HANDLE_LABELS), None)
        # a list of persons' names, two of them read so: the others of three syllables with a surname are names too
        # ("수취인 중 '고아라', 'AE', 'AF' 등": a new-user trial of counterfeit goods, 2026-12-06, left the first)
        if label is None and sum(lb in ("내국인이름", "외국인이름") for lb in labels) >= 2:
            for a, t in items:
                b = a + len(t)
                if (
                    len(t) == 3
                    and looks_like_korean_full_name(t)
                    and t not in not_list_names()
                    and not any(x < b and a < y for x, y in taken)
                ):
                    out.append(Span(a, b, t, "내국인이름", 0.8, "rule"))
            continue
        if label is None:
            continue
        for a, t in items:
            b = a + len(t)
            # (an item the model read under another label is relabelled: "'trot4ever'" read as a URL, dropped later)
            same = by_start.get(a)
            relabel = same is not None and same.end == b and same.label not in HANDLE_LABELS
            if _LATIN_ID.fullmatch(t) and (relabel or not any(x < b and a < y for x, y in taken)):
                out.append(Span(a, b, t, label, 0.8, "rule"))
    return out


#: the end of a sentence that says what persons were called: the last quoted name and "라는 별칭", "이라고 불렸다"
_CALLED_LIST_END = re.compile(
    r"[’'\"”](?:이)?(?:라는[ ](?:별칭|별명|닉네임|애칭|예명|이름|호칭|대화명)|(?:이라고|라고|으로|로)[ ]?불)"
)
#: an earlier item of such a list: a person's topic (은, 는, 이, 가, a blank) and a quoted name, then a comma
#: (or its object, when others call the persons so: "석사과정 P를 '두부', Q를 '초코'라고 불렀다", a new-user trial of
#: a lab's research funds, 2026-12-06, left the first)
#: (one word: "'큰형 상구'" is a family's word and a given name, which online_name_spans reads)
_CALLED_LIST_ITEM = re.compile(r"(?<=[은는이가을를][ ])[‘'\"“](?P<name>[^‘’'\"“”\s]{2,12})[’'\"”](?=,[ ])")


def listed_nickname_spans(text: str) -> list[Span]:
    """The quoted names listed before the last one of a sentence that says what persons were called ("원고 박정훈은
    '박반장', 원고 이수진은 '막둥이', 원고 최동욱은 '곰돌이'라는 별칭으로 불렸다", "피해자 천복순은 '왕언니',
    피해자 마영자는 '빨간모자', … '깍두기'라고 불렸다": a new-user trial of a lottery shared by coworkers,
    2026-12-06, left '막둥이', '하마', '빨간모자' and '왕언니', ordinary words the model did not read): label 닉네임,
    score 0.65, source ``"rule"``. Each item, one word, follows a person's topic or object particle and ends at a
    comma; the list's last name is :func:`online_name_spans`'s. Offsets are code points."""
    out: list[Span] = []
    for end in _CALLED_LIST_END.finditer(text):
        start = max(text.rfind(".", 0, end.start()), text.rfind("\n", 0, end.start())) + 1
        for m in _CALLED_LIST_ITEM.finditer(text, start, end.start()):
            out.append(Span(m.start("name"), m.end("name"), m.group("name"), "닉네임", 0.65, "rule"))
    return out
