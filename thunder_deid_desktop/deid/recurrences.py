"""Other occurrences of accepted strings, for batch de-identification (issue 3, item 4).

``thunder-deid deidentify`` accepts every detected span (batch mode has no human). A string accepted at one place
is personal information wherever it is written as a word of its own, yet the detector may mark only some of its
occurrences: propagation (``analysis.analyzer.propagate``) spreads only strings detected with a score of at least
its ``propagate_min_score``. A new-user trial (2026-12-02) saw a name replaced once and left 7 times in the same
judgment, reported by the residual check but still written. :func:`recurrence_spans` gives those occurrences as
spans, which the batch command accepts with the others; the residual check then finds nothing left.

An occurrence counts when it is a word of its own: no letter or digit right before it, and after it nothing, a
character that is no letter or digit, or only particles (조사: "홍길동이", "홍길동에게"; :func:`.particles.tail_after`).
Only two kinds of strings are searched: person names (내국인이름, 외국인이름, and nicknames a rule found) of two or
more Hangul syllables or three or more Latin letters, and strings holding a digit of eight or more characters ("010-1234-5678"). Other
labels are left to the analyzer's propagation and its gates (except a business's name written with the same
descriptor as an accepted mention, "호텔 라온", "블루문모텔": :func:`_business_recurrences`; a string of three
Hangul syllables or more that the detector marked three times, or a 동, 리, 읍 or 면 it marked twice as an address,
spread only where its marks are at least half of its occurrences, "영등포역점", "효자동"; a birth date written
without its 생; a business's name part with 회사, "한결 회사" of 한결건설; a nickname the judgment introduces,
"'곰돌이'라는 별명", "(일명 '깡통')"): on the 60 published judgments of precedent_kr, searching every label
added 1,402 spans, words the analyzer deliberately does not spread ("발명", "이유",
"교육", 2026-12-02). Names pass the same gates as there: not judgment vocabulary (``common_words``,
``judgment_terms``), and not a string marked at fewer than 1 in 10 of its occurrences with 5 or more left
("유료도로" as a name), except a party named in the header ("2. 나래"), spread however rarely the detector
marked it and written bare too, and a nickname the judgment introduces ("'나비'라는 예명으로"), spread however
rarely the detector marked it; a known full name glued into a flattened table's row, after a role's heading or
another known name, or before the copula's 인, still counts as a word of its own; a given name alone (two syllables) that Mecab-ko reads as a general noun, by itself or
where it is written ("가을", "바다 낚시"), counts only with particles or 씨/님 after it (a new-user trial,
2026-12-03, saw "2023년 가을 무렵" lettered as the person 서가을). Offsets are Python ``str`` code points.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thunder_deid_desktop.analysis.addresses import CITY_STEMS
from thunder_deid_desktop.analysis.analyzer import (
    LAW_FIRM_BEFORE,
    NAME_LABELS,
    NUMBER_WORDS,
    SPREAD_MIN_SHARE,
    SPREAD_MIN_UNMARKED,
    UNIT_AFTER,
    WHOEVER_AFTER,
    common_words,
    descriptor_words,
    ends_in_judgment_word,
    given_names_of,
    judgment_terms,
    reads_as_modified_word,
    reads_as_object_word,
    reads_as_word,
)
from thunder_deid_desktop.analysis.header_parties import PARTY_LABELS
from thunder_deid_desktop.analysis.masks import MASK
from thunder_deid_desktop.analysis.particles import (
    CLOSING_QUOTES,
    OPENING_QUOTES,
    ends_with_vowel,
    particle_tail_start,
    tail_after,
)
from thunder_deid_desktop.analysis.roles import JOB_TITLES, ROLE_ALTERNATION
from thunder_deid_desktop.deid.entities import KINDS_BEFORE_NAME
from thunder_deid_desktop.spans import Span

_HANGUL = re.compile(r"[가-힣]")
#: the 생 (or 출생) written after a birth date
_BIRTH_MARK = re.compile(r"[ ]?(?:출생|생)$")
_LATIN = re.compile(r"[A-Za-z]")
_WORD_CHAR = re.compile(r"[0-9A-Za-z가-힣]")
#: the spoken copula after a name: 지 or 이지 of a question, 다 or 이다 of a statement, then no Hangul ("권유나지?",
#: "김민준이지?", "코브라다. 마지막 경고": the last a collector's text message in a new-user trial of illegal
#: lending, 2026-12-05)
#: (or 라 before 불리다, what the person is called: "왕언니라 불리던 천복순은", a new-user trial of a shared lottery
#: ticket, 2026-12-06)
_COPULA_AFTER_NAME = re.compile(r"이?(?:[지다]|인(?=[ ])|라(?:고)?(?=[ ]?불))(?![가-힣])")

#: a unit's code: one to three Latin capitals, a hyphen and a number ("A-12", "B-07")
_UNIT_CODE = re.compile(r"[A-Z]{1,3}-[0-9]{1,4}")


def _searched(sp: Span) -> bool:
    """Whether the string of ``sp`` is searched for (module docstring)."""
    s = sp.text
    # a unit's code of letters and a number, found as a room or an address ("A-12호 칸", then "| A-12 |" in a
    # table of the units' tenants, which a new-user trial of a storage company, 2026-12-06, left in every row)
    if _UNIT_CODE.fullmatch(s) and (sp.label == "호실" or sp.label.endswith("주소")):
        return sp.label != "이메일주소"
    if any(c.isdigit() for c in s):
        return len(s) >= 8
    # a nickname a rule found where the judgment says a person is called so ("피해자를 '멸치'라고 부르며"): the
    # person's other name, searched like a name, vocabulary or not (a new-user trial, 2026-12-04, saw "멸치, 너
    # 때문에" left)
    # (and a chat room's name a rule found after its kind: "텔레그램 대화방 '전세작업방'을 개설하여", then
    # "텔레그램 '전세작업방' 대화내용 캡처" in the evidence, which a new-user trial of jeonse fraud, 2026-12-05, left)
    if sp.label in ("닉네임", "채팅방명") and sp.source == "rule":
        return len(_HANGUL.findall(s)) >= 2 or len(_LATIN.findall(s)) >= 3
    # an account's id, found by any ("관리자 계정 'dalbit_master'", then the same id in two rows of a table of
    # accesses, which a new-user trial of a data leak, 2026-12-05, left): one account's, never a word
    if sp.label == "아이디" and s not in common_words():
        return len(_LATIN.findall(s)) >= 4 or len(_HANGUL.findall(s)) >= 3
    if sp.label not in NAME_LABELS or s in common_words() or s in judgment_terms():
        return False
    return len(_HANGUL.findall(s)) >= 2 or len(_LATIN.findall(s)) >= 3


#: the words that say the quoted string before them is what a person is called ("'곰돌이'라는 별명으로",
#: "'짱구'라고 불리고")
_CALLED_AFTER = re.compile(
    # (or the name a person used: "'번개'라는 이름으로", a new-user trial of illegal lending, 2026-12-05; or "이라
    # 불리며", one of election judgments)
    # (or a caddie's name at a golf club: "'체리'라는 캐디명으로", then "체리는 마스터실로 올 것", which a new-user
    # trial of golf courses, 2026-12-06, left)
    # (a bracket may stand between: "\"독사\"(인도네시아어로 'Ular')로 불렸다", a new-user trial of a fishing boat's
    # crew, 2026-12-06)
    r"[’'”\"]?(?:[ ]?\([^()\n]{1,30}\))?"
    r"(?:이)?(?:라는[ ](?:별명|닉네임|애칭|별칭|가명|예명|활동명|캐디명|영업명|이름으로)|(?:이라고|라고|으로|로)[ ]?불(?:리|렸|린|림|러|렀)|라[ ]불리)"
)


#: the first of two nicknames listed before the word that says what they are ("서로 '소소'와 '태태'라는 애칭을 쓰며",
#: then "소소야 오늘 가게 문 닫고" in a message, which a new-user trial of a divorce, 2026-12-06, left)
_FIRST_OF_TWO_CALLED = re.compile(
    r"[’'”\"](?:와|과|,)[ ]?[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”](?:이)?라는[ ]?(?:별명|닉네임|애칭|별칭|예명|활동명|호칭)"
    # (or the first of two clauses that name two persons so: "피고인 황보준기는 … '왕눈이', 피고인 마동철은 … '짱돌'이라고
    # 불리는", then "왕눈이랑 H 또 왔다" in a chat, which a new-user trial of a karaoke fight, 2026-12-07, left)
    r"|[’'”\"],[ ][^.\n‘’'\"“”]{1,60}[‘'\"“][^‘’'\"“”\n]{1,12}[’'\"”](?:이)?라고[ ]?(?:불리|불렸|부르|불러)"
)


#: 일명 or 별명 and a quote right before a nickname ("(일명 '깡통')")
_ALIAS_BEFORE = re.compile(r"(?:일명|별명|별칭|애칭|예명|활동명|캐디명|닉네임|호칭)[ ]?[‘'\"“]$")


#: the brackets of a short name a judgment defines, around it ("(이하 '투하'라 한다)")
_DEFINED_BEFORE = re.compile(r"이하[ ]?[‘'\"“]$")
_DEFINED_AFTER = re.compile(r"[’'”\"](?:이)?라[ ]?(?:고[ ]?)?(?:한다|함|칭한다)")


#: a quoted name followed by the person's real name in brackets ("딜러 '라임'(본명 설가은)")
_REAL_NAME_AFTER = re.compile(r"[’'”\"][ ]?\((?:본명|실명)[ :]")


#: a kinship word a nickname is called with, glued to it ("짱구형 이번 물건 좋네")
_KIN_AFTER = re.compile(r"형님|형|누님|누나|언니|오빠|삼촌|이모|아재|아저씨")


#: the vocative after a name, then no Hangul
_VOCATIVE = re.compile(r"[아야](?![가-힣])")


def _vocative_after(text: str, e: int, name: str) -> bool:
    """Whether the vocative particle stands at ``e`` right after ``name``: 야 after a last syllable without a final
    consonant ("소소야"), 아 after one with it ("민준아"), then no Hangul."""
    m = _VOCATIVE.match(text, e)
    if m is None or not ("가" <= name[-1] <= "힣"):
        return False
    return m.group(0) == ("야" if ends_with_vowel(name[-1]) else "아")


def _kin_title_after(text: str, e: int) -> bool:
    """Whether a kinship word (:data:`_KIN_AFTER`) and nothing but particles follow the code-point offset ``e``: a
    nickname called so in a text message ("짱구형 이번 물건 좋네": a new-user trial of illegal logging, 2026-12-06,
    left it twice beside "(일명 '짱구')")."""
    m = _KIN_AFTER.match(text, e)
    return m is not None and tail_after(text, m.end(), 4) == 0


def _introduced_nickname(text: str, sp: Span) -> bool:
    """Whether ``sp`` is a nickname of two Hangul syllables or more that the judgment introduces as what a person is
    called (:data:`_CALLED_AFTER`, or 일명 before it: :data:`_ALIAS_BEFORE`, or the real name in brackets after
    it: :data:`_REAL_NAME_AFTER`), whoever found it, or that a rule found in quotes: the model's "'곰돌이'라는
    별명" (a new-user trial, 2026-12-05, saw the nickname replaced there and left in the quoted "곰돌이가 오늘
    참는다"); or a person's name
    the judgment defines as a short name (:data:`_DEFINED_BEFORE`, :data:`_DEFINED_AFTER`: "쩐 티 투 하(이하
    '투하'라 한다)", and "투하" ten times more, a noun the detector marked once: a new-user trial of immigration
    judgments, 2026-12-05)."""
    if sp.label in NAME_LABELS | {"닉네임"} and _REAL_NAME_AFTER.match(text, sp.end):
        # a nickname with the real name after it, whatever it was read as ("딜러 '라임'(본명 설가은)", then "매번
        # 라임인 저를 통해": a new-user trial of a hold'em pub, 2026-12-06, left the copula's mention)
        return len(_HANGUL.findall(sp.text)) >= 2
    if sp.label in NAME_LABELS and len(_HANGUL.findall(sp.text)) >= 2:
        if _DEFINED_BEFORE.search(text, max(0, sp.start - 5), sp.start) and _DEFINED_AFTER.match(
            text, sp.end
        ):
            return True
    if len(_HANGUL.findall(sp.text)) >= 2 and (
        _CALLED_AFTER.match(text, sp.end) is not None
        or _ALIAS_BEFORE.search(text, max(0, sp.start - 6), sp.start) is not None
        or _FIRST_OF_TWO_CALLED.match(text, sp.end) is not None
    ):
        # whatever the detector called it: the words around it say it is a nickname ("'체리'라는 캐디명" read as a
        # company, then "체리는 마스터실로 올 것": a new-user trial of golf courses, 2026-12-06)
        return True
    # or quoted where a rule read it as a nickname by the words around it, no word of judgments ("반려견 '모찌'(암컷,
    # 4세", then '모찌' twelve times more, which a new-user trial of a pet salon, 2026-12-06, saw left, the detector
    # having marked one of thirteen)
    # (a word too where the quotes stand in brackets right after the person: "성가은('루비'), 표승희('한별')", then
    # "루비: 사모님" in a call's record and "| 루비 |" in a table, which a new-user trial of a land-sale fraud,
    # 2026-12-06, left)
    return (
        sp.label == "닉네임"
        and len(_HANGUL.findall(sp.text)) >= 2
        and sp.source == "rule"
        and text[sp.start - 1 : sp.start] in OPENING_QUOTES
        and (sp.text not in common_words() or text[sp.start - 2 : sp.start - 1] == "(")
    )


#: how many times the detector must have marked a string of a label other than a person's name for its other
#: occurrences to be searched
_REPEATED_MIN = 3
#: the Hangul syllables of a string of another label that two marks spread (:func:`recurrence_spans`)
_LONG_NAME = 5


#: a 동, 리, 읍 or 면 alone ("효자동", "역삼1동", "오산리")
_TOWN = re.compile(r"[가-힣]{2,5}[0-9]{0,2}[동리읍면]")


def _repeated_candidate(t: str) -> bool:
    """Whether ``t`` may be searched as a repeated string (:data:`_REPEATED_MIN`): three Hangul syllables or more,
    no judgment vocabulary."""
    return len(_HANGUL.findall(t)) >= 3 and t not in common_words() and t not in judgment_terms()


def _long_name(t: str) -> bool:
    """Whether ``t`` has :data:`_LONG_NAME` Hangul syllables or more and ends in no word of judgments of three
    syllables or more ("자기부담금", "손해배상금" end in 부담금 and 배상금, "청도솔숲화장원" in none)."""
    return len(_HANGUL.findall(t)) >= _LONG_NAME and not ends_in_judgment_word(t)


#: two Hangul words and one blank between them ("윤 꼴찌")
_TWO_HANGUL_WORDS = re.compile("[가-힣]+[ ][가-힣]+")


def recurrence_spans(text: str, spans: Sequence[Span]) -> list[Span]:
    """Spans over the occurrences of the accepted ``spans``' strings that no span covers (module docstring): each
    with the label and tiers of the highest-scored span of its string, 0.9 x its score, source ``"propagation"``. Returns
    the new spans only, sorted, none overlapping ``spans`` or each other; longer strings are placed first."""
    best: dict[str, Span] = {}
    marked: dict[str, int] = {}
    # the nicknames the judgment introduces, spread however rarely the detector marked them (below)
    introduced: set[str] = set()
    for sp in spans:
        t = sp.text.strip()
        nickname = t == sp.text and _introduced_nickname(text, sp)
        if nickname:
            introduced.add(t)
        if t == sp.text and (_searched(sp) or nickname):
            marked[t] = marked.get(t, 0) + 1
            if t not in best or sp.score > best[t].score:
                best[t] = sp
            # a birth date written with 생 is the same date written without it ("(2019. 5. 3.생)" of a header,
            # "사건본인은 2019. 5. 3. … 출생하였다": a new-user trial, 2026-12-04, saw the second left)
            bare = _BIRTH_MARK.sub("", t)
            if sp.label == "생년월일" and bare != t and len(bare) >= 8 and bare not in best:
                best[bare] = sp
    # a string of another label that the detector marked three times or more (a branch, "영등포역점", read at 0.41
    # to 0.78 in six of its eight mentions: a new-user trial, 2026-12-04, saw the other two left); its other
    # occurrences are spread only where the marks are at least half of all (below)
    counts: dict[str, int] = {}
    for sp in spans:
        t = sp.text.strip()
        if t == sp.text and sp.label not in NAME_LABELS and _repeated_candidate(t):
            counts[t] = counts.get(t, 0) + 1
    # a 동, 리, 읍 or 면 that address spans hold whole, twice or more ("효자동" replaced twice and left in a quoted
    # message, "너희 엄마 사는 효자동 집도": a new-user trial, 2026-12-04)
    towns = {
        sp.text
        for sp in spans
        if (sp.label.endswith("주소") or sp.label in ("행정동", "법정동")) and _TOWN.fullmatch(sp.text)
    }
    # (or a long name marked twice, five Hangul syllables or more, which no ordinary word of judgments is:
    # "청도솔숲화장원" read as a bowling alley and a house, then left in a table's cell, which a new-user trial of a
    # funeral home, 2026-12-06, saw)
    repeated = {
        t
        for t, k in counts.items()
        if (k >= _REPEATED_MIN or (k >= 2 and (t in towns or _long_name(t)))) and t not in best
    }
    for sp in spans:
        if sp.text in repeated and (sp.text not in best or sp.score > best[sp.text].score):
            best[sp.text] = sp
            marked[sp.text] = counts[sp.text]
    # a business named with its place first is called by the rest of its name too ("'능주 햇살견사'라는 이름으로",
    # then "검사지는 햇살견사 사장님이" in a chat, which a new-user trial of pet shops, 2026-12-05, left): the place
    # a town of the document's addresses ("능주면") or a 시 or 군 of Korea
    towns_written = {
        w[:-1] for sp in spans if sp.label.endswith("주소") for w in sp.text.split() if w[-1:] in "읍면동리"
    }
    for t, sp in list(best.items()):
        first, _, rest = t.partition(" ")
        if (
            rest
            and " " not in rest
            and len(_HANGUL.findall(rest)) >= 3
            and (first in towns_written or first in CITY_STEMS)
            and rest not in best
            and rest not in common_words()
            and rest not in judgment_terms()
        ):
            best[rest] = sp
            marked.setdefault(rest, marked.get(t, 1))
    # a business named with its kind first is called by the rest of its name too ("'라운지 블루몰트'는", then
    # "캐스크원이랑 블루몰트에 나갈 물량" in a chat: a new-user trial of customs fraud, 2026-12-06, left it)
    kinds = KINDS_BEFORE_NAME | set(descriptor_words())
    for sp in spans:
        first, _, rest = sp.text.strip().partition(" ")
        if (
            sp.label not in NAME_LABELS
            and first in kinds
            and rest
            and " " not in rest
            and len(_HANGUL.findall(rest)) >= 3
            and rest not in best
            and rest not in common_words()
            and rest not in judgment_terms()
        ):
            best[rest] = sp
            marked.setdefault(sp.text, 1)  # (the spread mentions are counted under the span's own string)
    # a name or nickname of two Hangul words is the same written without its blank ("'윤 꼴찌'라고 부르며" and "윤꼴찌
    # 내일 아침 7시까지" in a chat: a new-user trial of workplace harassment, 2026-12-05, left the second)
    for t, sp in list(best.items()):
        glued = t.replace(" ", "")
        if (
            (sp.label in NAME_LABELS or sp.label == "닉네임")
            and _TWO_HANGUL_WORDS.fullmatch(t)
            and len(glued) >= 3
            and glued not in best
        ):
            best[glued] = sp
    taken = sorted((s.start, s.end) for s in spans)
    occupied = bytearray(len(text) + 1)
    for a, b in taken:
        occupied[a:b] = b"\x01" * (b - a)
    found: dict[str, list[Span]] = {}
    # a person named as a party in the header is a party, however rarely the detector marked the name in the body,
    # and written bare too ("          2. 나래" and "사내이사 나래, 사외이사": a new-user trial, 2026-12-05, left 13
    # of its 14 mentions)
    parties = {sp.text for sp in spans if sp.label in NAME_LABELS and _party_of_header(text, sp)}
    # the given names of the full names, which are the word, not the person, as a general noun before an object's
    # particle ("하늘을 나는 꿈" beside 석하늘's "하늘이 너는": a new-user trial, 2026-12-04)
    given = given_names_of(spans)
    pattern = re.compile("|".join(re.escape(t) for t in sorted(best, key=len, reverse=True)))
    for m in pattern.finditer(text) if best else ():
        s, e = m.span()
        if any(occupied[s:e]):
            continue
        g = m.group(0)
        if s > 0 and _WORD_CHAR.match(text[s - 1]) and not _glued_name_start(text, s, g, best):
            continue
        if LAW_FIRM_BEFORE.search(text, max(0, s - 16), s):
            continue  # counsel's firm, which the court keeps ("법무법인 가야" beside the town 가야면)
        if g in NUMBER_WORDS and UNIT_AFTER.match(text, e):
            continue  # "매달 수만 원씩" beside the worker 라이 수만: a number
        if g in given and (reads_as_object_word(text, e, g) or reads_as_modified_word(text, s, e)):
            continue  # "하늘을 나는 꿈", "아무런 보람이 없었다": the word
        if g[:-1] in given and g.endswith("이") and reads_as_modified_word(text, s, e - 1):
            continue  # "보람이" (a person called so) in "아무런 보람이 없었다": the word and its particle
        if e < len(text) and _WORD_CHAR.match(text[e]):
            if (
                (not ("가" <= text[e] <= "힣") or tail_after(text, e, 6) != 0)
                and not _glued_name_end(text, e, g, best)
                # the copula after a full name or an introduced nickname ("\"네가 권유나지?\"", "번개다. R은행": new-user
                # trials, 2026-12-05, left them); 지 and 다 are no particles of .particles, as they end many names
                and not (
                    ((best[g].label in NAME_LABELS and len(g) >= 3) or g in introduced)
                    and _COPULA_AFTER_NAME.match(text, e)
                )
                and not (g in introduced and _kin_title_after(text, e))
                # a name of any length before "인지 뭔지", the speaker's disdain ("현우인지 뭔지 그 사람" of 황보현우:
                # a new-user trial of key money, 2026-12-07, left it)
                and not (
                    (best[g].label in NAME_LABELS or best[g].label == "닉네임")
                    and WHOEVER_AFTER.match(text, e)
                )
                # a name called with the vocative 아 or 야 in a message ("소소야 오늘 가게 문 닫고 갈게" beside "서로
                # '소소'와 '태태'라는 애칭을 쓰며": a new-user trial of a divorce, 2026-12-06, left it)
                and not (
                    (best[g].label in NAME_LABELS or best[g].label == "닉네임")
                    and _vocative_after(text, e, g)
                )
            ):
                continue
        elif (
            best[m.group(0)].label in NAME_LABELS
            and len(m.group(0)) == 2
            and g not in parties
            and not _JOB_TITLE_AFTER.match(text, e)  # "노을 감정평가사는": the person so titled
            and reads_as_word(text, s, e, best)
        ):
            continue  # a name that is a word, written bare: the word ("2023년 가을 무렵", "바다 낚시")
        elif best[g].label in NAME_LABELS and len(g) == 2 and g.endswith("이"):
            continue  # a one-syllable given name's familiar form ("솔이"), bare: the word and its subject's 이
        src = best[m.group(0)]
        new = src.with_(start=s, end=e, text=text[s:e], score=round(src.score * 0.9, 4), source="propagation")
        found.setdefault(src.text, []).append(new)
        occupied[s:e] = b"\x01" * (e - s)
    out: list[Span] = []
    # (not a publisher's mask, "□□종합건설", which a test's gazetteer marks and the analyzer drops)
    defined = {
        d[0]
        for sp in spans
        if sp.label not in NAME_LABELS and (d := _defined_name(text, sp)) and not MASK.search(d[0])
    }
    for t, new in found.items():
        k = marked[t]
        # (and a nickname the judgment introduces: "'나비'라는 예명으로", then "나비 씨 정신병원 가세요" and nine more
        # mentions in quoted comments, which a new-user trial of entertainment judgments, 2026-12-05, saw left, the
        # detector having marked one mention of ten)
        if t in parties or t in introduced:
            out.extend(new)
            continue
        # (and a short name the judgment defines for a business: "반딧불교통 주식회사(이하 '반딧불교통'이라 한다)",
        # then "반딧불교통" nine times more, which a new-user trial of a bus company, 2026-12-06, saw left, the
        # detector having marked three)
        if t in defined:
            out.extend(new)
            continue
        if len(new) >= SPREAD_MIN_UNMARKED and k < SPREAD_MIN_SHARE * (k + len(new)):
            continue  # the detector's reading of the other occurrences outweighs its few marks
        if t in repeated and k < len(new):
            continue  # a repeated string of another label: marked at half of its occurrences at least
        out.extend(new)
    out += _business_recurrences(text, spans, occupied)
    out += _role_recurrences(text, spans, occupied)
    out += _nickname_piece_recurrences(text, spans, occupied)
    return sorted(out, key=lambda s: s.start)


#: how one calls a person after a nickname's piece ("치타 형이랑", "치타님은", "치타 기사님은")
_CALLED_AFTER_PIECE = re.compile(
    r"(?:님|[ ]?(?:씨|형|누나|언니|오빠|기사님|기사|사장님|사장|선배|쌤))(?![가-힣])|(?:님|[ ](?:씨|형|누나|언니|오빠|기사님|사장님|선배))(?=[은는이가을를의과와도께랑])"
    # (or "그 양반", that man: "불도저 그 양반?" of '범어동불도저', which a new-user trial of an apartment's
    # management fees, 2026-12-07, left)
    r"|[ ]그[ ](?:양반|사람|아저씨|아줌마)(?![가-힣])"
)
#: a 동, 읍, 면 or 리 that opens a nickname ("범어동불도저")
_TOWN_OPENING = re.compile(r"[가-힣]{1,4}(?:동|읍|면|리)(?=[가-힣]{2})")


def _nickname_piece_recurrences(text: str, spans: Sequence[Span], occupied: bytearray) -> list[Span]:
    """The piece after a town of a nickname a rule found ("치타" of "별명 '강동치타'", the rider's district and the
    animal), written alone before how one calls a person (:data:`_CALLED_AFTER_PIECE`: "치타 형이랑", "치타님은",
    "치타 기사님은": a new-user trial of a delivery rider's death, 2026-12-06, left it in all four judgments): spans
    with the nickname's label, source ``"propagation"``. The town is a city's or a district's stem (``CITY_STEMS``,
    ``DISTRICT_STEMS``), the piece two Hangul syllables or more and no word of judgments; or, for a nickname whoever
    read it, a 동, 읍, 면 or 리 (:data:`_TOWN_OPENING`: "범어동불도저", then "불도저님", "불도저 그 양반?"). Updates
    ``occupied``."""
    from thunder_deid_desktop.analysis.addresses import DISTRICT_STEMS

    pieces: dict[str, Span] = {}
    for sp in spans:
        if sp.label != "닉네임":
            continue
        # (a 동 too, whoever read the nickname: "'범어동불도저'라는 대화명", then "불도저님 말이 맞으면", "1502호 불도저
        # 씨는": the trial of 2026-12-07 above)
        # (a word, "불도저", counts too: how one calls a person must follow it)
        if (town := _TOWN_OPENING.match(sp.text)) is not None:
            pieces.setdefault(sp.text[town.end() :], sp)
        if sp.source != "rule":
            continue
        for stem in (*CITY_STEMS, *DISTRICT_STEMS):
            rest = sp.text[len(stem) :]
            if (
                sp.text.startswith(stem)
                and len(rest) >= 2
                and _HANGUL.fullmatch(rest[0])
                and not _general(rest)
            ):
                pieces.setdefault(rest, sp)
    out: list[Span] = []
    for piece, src in pieces.items():
        for m in re.finditer(rf"(?<![가-힣]){re.escape(piece)}", text):
            s, e = m.span()
            if any(occupied[s:e]) or not _CALLED_AFTER_PIECE.match(text, e):
                continue
            out.append(Span(s, e, piece, src.label, round(src.score * 0.9, 4), "propagation"))
            occupied[s:e] = b"\x01" * (e - s)
    return out


#: a party's role word and a blank before a name ("피고 표준은"); 피고인 before 피고, as the alternation is
#: longest first
_ROLE_BEFORE = re.compile(rf"(?<![가-힣])(?:{ROLE_ALTERNATION})[ ]")


def _role_recurrences(text: str, spans: Sequence[Span], occupied: bytearray) -> list[Span]:
    """Occurrences of an accepted person's name that is also a word (not searched by :func:`recurrence_spans`:
    ``common_words``, ``judgment_terms`` or two syllables), written right after a role word and a blank and
    followed by nothing of a word or by particles ("피고 표준은", "피고 표준으로부터"). A new-user trial
    (2026-12-04) named a defendant 표준 (surname 표): the header's "피 고 1. 표준 (8203…)" was lettered and the
    17 mentions "피고 표준" of the body were left, as "표준" is vocabulary ("표준취업규칙", which no role word
    precedes, stays). ``occupied`` marks the covered code points and is updated. Returns new spans, source
    ``"propagation"``, 0.9 x the mention's score."""
    best: dict[str, Span] = {}
    for sp in spans:
        t = sp.text
        # (two syllables at least: a surname alone, found before a title ("명 사장님이"), is a word after a role
        # word: "피고 명의 농협은행 계좌" had become "피고 A의 Q은행 계좌", the plaintiff's letter, in a new-user
        # trial of a hold'em pub, 2026-12-06)
        if sp.label in NAME_LABELS and t == t.strip() and len(_HANGUL.findall(t)) >= 2 and not _searched(sp):
            if t not in best or sp.score > best[t].score:
                best[t] = sp
    out: list[Span] = []
    if not best:
        return out
    longest_first = sorted(best, key=len, reverse=True)
    for m in _ROLE_BEFORE.finditer(text):
        s = m.end()
        name = next((t for t in longest_first if text.startswith(t, s)), None)
        if name is None:
            continue
        e = s + len(name)
        if any(occupied[s:e]) or (
            e < len(text) and _WORD_CHAR.match(text[e]) and tail_after(text, e, 6) != 0
        ):
            continue
        src = best[name]
        out.append(
            src.with_(start=s, end=e, text=name, score=round(src.score * 0.9, 4), source="propagation")
        )
        occupied[s:e] = b"\x01" * (e - s)
    return out


#: a job's title after a name and a blank, then particles or the word's end ("노을 감정평가사는": a new-user trial,
#: 2026-12-05, left the appraiser's word-name twice after it was found once)
_JOB_TITLE_AFTER = re.compile(
    r"[ ](?:"
    + "|".join(sorted(JOB_TITLES, key=len, reverse=True))
    + r")(?:[은는이가을를의와과도께]|에게|(?![가-힣]))"
)


#: a short name a judgment defines: "(이하 ‘중앙 회사’라 한다)", "(이하 '중앙'이라고 한다)", "이하 “중앙”이라 하고"
_DEFINED = re.compile(r"이하\s*[‘'\"“]([^’'\"”\n]{2,30})[’'\"”]\s*(?:이)?라(?:고)?\s*(?:한다|하고|하며|함)")


def _defined_name(text: str, sp: Span) -> tuple[str, tuple[int, Span]] | None:
    """``(the defined name, (where the mention starts in it, sp))`` when ``sp`` lies inside a short name the text
    defines (:data:`_DEFINED`), the name being the mention itself or having a word besides it, or when the text
    defines the mention's name without its legal form right after it; else None."""
    head, _, form = sp.text.rpartition(" ")
    for m in _DEFINED.finditer(text, max(0, sp.start - 40), min(len(text), sp.end + 40)):
        a, b = m.span(1)
        if a <= sp.start and sp.end <= b:
            name = m.group(1)
            return (name, (sp.start - a, sp)) if name.strip() != sp.text else (sp.text, (0, sp))
        # the name before its legal form, defined right after the mention ("반딧불교통 주식회사(이하 '반딧불교통'이라
        # 한다)", then "반딧불교통은" ten times: a new-user trial of a bus company's subsidies, 2026-12-06, left them)
        if a >= sp.end and m.group(1).strip() == sp.text and _SPACED_FORM.match(text, sp.end):
            return (sp.text, (0, sp))
        if a >= sp.end and form in _LEGAL_FORMS and head and m.group(1).strip() == head:
            return (head, (0, sp.with_(end=sp.start + len(head), text=head)))
    return None


#: bodies that run a facility, written glued before its name ("의료재단새롬병원", "대학교동방병원")
_RUNNING_BODIES = ("재단", "법인", "대학교", "대학", "학원", "의료원")
#: the copula and verb of a definition written without quotes, after the defined name ("회사라 한다")
_DEFINING_COPULA = re.compile(r"라\s*(?:한다|하고|하며|함)")
#: a company's legal form (or 회사) written after its name and a blank ("백제 주식회사", "스타 회사")
_LEGAL_FORMS = ("주식회사", "유한회사", "유한책임회사", "합자회사", "합명회사")
_SPACED_FORM = re.compile(f" (?:{'|'.join(_LEGAL_FORMS)}|회사)")


#: a word's case particle and a blank: what comes before a verb's modifier ("이에 " of "이에 대한 회사")
_ARGUMENT_BEFORE = re.compile(r"(?:에|에게|와|과|을|를|로|으로)[ ]$")
#: a branch's name after a blank: a word of three syllables or more ending in 점 ("짐박스 범어점에")
_BRANCH_AFTER = re.compile(r"[ ](?P<branch>[가-힣]{2,8}점)(?:에서|에|의|은|는|을|이|과|으로)?(?![가-힣])")
#: descriptors that are a company already ("주식회사"): no short name with 회사 is made of a name ending so
_HOESA_DESCRIPTORS = frozenset({"회사", "주식회사", "유한회사", "유한책임회사", "합자회사", "합명회사"})


def _business_recurrences(text: str, spans: Sequence[Span], occupied: bytearray) -> list[Span]:
    """Other occurrences of a business's name written with the same descriptor as an accepted mention: glued after
    it ("블루문" of "블루문모텔"), inside it ("다온물류") or a word before it ("라온" of "호텔 라온"; a new-user
    trial, 2026-12-03, saw "'호텔 라온' 1203호" replaced and "호텔 라온 1203호 숙박기록" of the evidence list
    kept). The name and its
    descriptor written together are that business wherever they stand, whatever the name's word ("새벽대부"), so
    no share of marks is needed; the name alone is left to the analyzer's propagation, but for a name of four
    syllables or more, no vocabulary, that a mention writes with its legal form after a blank ("무등교통 주식회사"
    makes "무등교통 배차" a form). Descriptors: the court policy's
    (:func:`~thunder_deid_desktop.analysis.analyzer.descriptor_words`). ``occupied`` marks the covered code
    points and is updated. Returns new spans, source ``"propagation"``, 0.9 x the mention's score.

    A mention inside a short name the judgment defines ("주식회사 중앙건설(이하 ‘중앙 회사’라 한다)",
    :data:`_DEFINED`) makes the whole defined name a form, whatever the name's words: the judgment says that
    this is how it writes the business from there on (a held-out judgment, 2026-12-04, wrote "중앙 회사" 20 times
    after the definition, all of them left, "중앙" being a general word); so does a mention that is the defined
    short name itself ("(주)삼우엔지니어링(이하 ‘삼우’라 한다)": a new-user trial, 2026-12-04, saw "삼우의 감리단장"
    left). So does a mention followed by a blank and a legal form (:data:`_SPACED_FORM`): the name with that
    form, and with 회사, which judgments write for short ("백제 주식회사에" marked, "백제 주식회사 등" and "백제
    회사는" left by a held-out set, 2026-12-04). A defined "X 회사" makes "X 주식회사" and the other legal forms
    forms too; a whole name of four syllables or more that a rule found or that stands in quotes is a form
    ("'미소분식'을 운영하는"); and so is a name's bare part without its descriptors (:func:`_bare_name`:
    "블룸라인" of "블룸라인성형외과의원"), and of a name of two words whose other word is a word of the dictionary,
    no title, the word that is none (:func:`_distinct_name`: "청도댁" of "청도댁 돼지국밥"; not of a nickname)."""
    from thunder_deid_desktop.analysis.analyzer import descriptor_words, title_words
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    descriptors = descriptor_words()
    modifiers: set[str] = set()  # short names whose name part reads as a verb's modifier
    forms: dict[str, tuple[int, Span]] = {}  # the written form -> where the name starts in it, the mention
    for sp in spans:
        name = sp.text
        if sp.label in NAME_LABELS or name != name.strip() or len(_HANGUL.findall(name)) < 2:
            continue
        if defined := _defined_name(text, sp):
            forms.setdefault(*defined)
            # the defined "하나 회사" names the business written "하나 주식회사" before the definition (a
            # held-out set, 2026-12-05, left that first mention, "하나" being a numeral)
            short, (offset, _) = defined
            if offset == 0 and short == name + " 회사":
                for form in _LEGAL_FORMS:
                    forms.setdefault(f"{name} {form}", (0, sp))
        if spaced := _SPACED_FORM.match(text, sp.end):
            # "백제 주식회사에" -> also "백제 주식회사 등" and "백제 회사는", however general the name's word
            forms.setdefault(name + spaced.group(), (0, sp))
            forms.setdefault(name + " 회사", (0, sp))
            # and a name of four syllables or more, no vocabulary, alone ("무등교통 주식회사 소속" marked,
            # "수사보고(무등교통 배차 …)" and "무등교통 노동조합" left by a new-user trial, 2026-12-05)
            if len(_HANGUL.findall(name)) >= 4 and not _general(name):
                forms.setdefault(name, (0, sp))
        if any(c.isdigit() for c in name):
            continue
        # a franchise's brand and its branch, each written alone too ("담솥밥상 남성역점" marked, then "남성역점은 제가
        # 책임지고", "짐박스 범어점" then "다니는 짐박스": new-user trials of franchises and stalking, 2026-12-05, left
        # them): the branch of three syllables or more ending in 점, and the brand of three or more, no vocabulary
        words = name.split(" ")
        # a shop's name ending in its descriptor, then a word for a part of it ("일등마트 복권코너" marked, then
        # "일등마트 들렀다 갈게" in a chat: a new-user trial of a shared lottery ticket, 2026-12-06, left it)
        if (
            len(words) == 2
            and words[0].endswith(descriptors)
            and len(_HANGUL.findall(words[0])) >= 4
            and not _general(words[0])
        ):
            forms.setdefault(words[0], (0, sp.with_(end=sp.start + len(words[0]), text=words[0])))
        # a name of two words, one a word of the dictionary (a trade, a dish, a publisher's kind) and the other a
        # name of three syllables or more that is none, written alone ("'청도댁 돼지국밥'이라는 상호" marked, then
        # "청도댁 사장": a new-user trial of a YouTuber's defamation, 2026-12-07, left it three times; "온새미로"
        # of "도서출판 온새미로" is a word too, 온새미 + 로, and stays)
        # (not a nickname with a word for an elder or a title: "'그랜저 할아버지'로 불릴" beside the car "그랜저
        # 승용차", a new-user trial of 2026-12-06)
        if (
            len(words) == 2
            and "주소" not in sp.label
            and "번호" not in sp.label
            and sp.label != "닉네임"
            and not set(words) & title_words()
        ):
            for i, word in enumerate(words):
                other = words[1 - i]
                # (the name no word of the dictionary either, nor with a particle: "폴리머의", "교육사령부", a
                # model's spans of two words over published judgments' ordinary words)
                if (
                    all("가" <= c <= "힣" for c in word)
                    and _dictionary_word(other)
                    and _distinct_name(word)
                    and not _dictionary_word(word)
                    and not _dictionary_word(word[: particle_tail_start(word)] or word)
                ):
                    at = sp.start + (len(words[0]) + 1 if i else 0)
                    forms.setdefault(word, (0, sp.with_(start=at, end=at + len(word), text=word)))
        # (a brand marked apart from its branch: "짐박스" + " 범어점", each a span; and the branch after a marked brand
        # is a branch wherever it stands: "'A 둔산시청역점'을 열어" of a franchise judgment, a new-user trial,
        # 2026-12-05, left the branch)
        branch = _BRANCH_AFTER.match(text, sp.end)
        if branch and "주소" not in sp.label and "번호" not in sp.label:
            if len(words) == 1 and len(_HANGUL.findall(name)) >= 3 and not _general(name):
                forms.setdefault(name, (0, sp))
            word = branch.group("branch")
            # (not a branch named by its city, which the court keeps: "다온물류 인천지점")
            stem = word[:-2] if word.endswith("지점") else word[:-1]
            if not _general(word) and stem not in CITY_STEMS and not stem.endswith(("시", "군", "구")):
                a = branch.start("branch")
                forms.setdefault(word, (0, sp.with_(start=a, end=a + len(word), text=word, label="지점")))
        if len(words) == 2 and words[1].endswith("점") and len(words[1]) >= 3 and _HANGUL.match(words[1]):
            branch_at = len(words[0]) + 1
            forms.setdefault(words[1], (0, sp.with_(start=sp.start + branch_at, text=words[1])))
            if len(_HANGUL.findall(words[0])) >= 3 and not _general(words[0]):
                forms.setdefault(words[0], (0, sp.with_(end=sp.start + len(words[0]), text=words[0])))
        # a business's whole name of four syllables or more that a rule found or that stands in quotes ("'미소분식'을
        # 운영하는", read at 0.73), written alone elsewhere ("미소분식 출입문": a new-user trial of neighbour
        # disputes, 2026-12-05, left three such mentions; a rule's span is too weak for the analyzer to spread)
        quoted = (
            text[sp.start - 1 : sp.start] in OPENING_QUOTES and text[sp.end : sp.end + 1] in CLOSING_QUOTES
        )
        if (
            (sp.source == "rule" or quoted)
            and len(_HANGUL.findall(name)) >= 4
            and " " not in name
            and not _general(name)
        ):
            if "주소" not in sp.label and "번호" not in sp.label:
                forms.setdefault(name, (0, sp))
        # the name and its descriptor glued are that business wherever they stand, however general the name's word
        # ("주식회사 새벽대부" marked as "새벽" + 대부, "새벽대부" left four times in a table of payments: a new-user
        # trial of illegal lending, 2026-12-05)
        glued = next((d for d in descriptors if text.startswith(d, sp.end)), None)
        if glued and tail_after(text, sp.end + len(glued), 4) == 0:
            forms.setdefault(name + glued, (0, sp))
        if _general(name):
            continue
        # the mention holds its descriptor ("다온물류": a new-user trial, 2026-12-04, saw the second mention kept)
        inside = next(
            (d for d in descriptors if name.endswith(d) and len(_HANGUL.findall(name[: -len(d)])) >= 2), None
        )
        if inside and not _general(name[: -len(inside)]):  # not "중앙건설": the name part is vocabulary
            forms.setdefault(name, (0, sp))
            # and its bare name of three syllables or more, written alone, that no dictionary knows as a word or
            # a place ("블룸라인" of "블룸라인성형외과의원" in "\"인천 블룸라인에서 코, 눈 …\"", "리즈벨" of a second
            # clinic: a new-user trial of cosmetic clinics, 2026-12-05, left both)
            bare = _bare_name(name, descriptors)
            if bare is not None:
                forms.setdefault(bare, (0, sp.with_(end=sp.start + len(bare), text=bare)))
        # its name part with 회사, the short name judgments write ("원고 주식회사 한결건설" … "한결 회사와": a
        # new-user trial, 2026-12-05, left 9 of 11), however general the name part: it is followed by 회사
        if inside and inside not in _HOESA_DESCRIPTORS:
            part = name[: -len(inside)]
            forms.setdefault(part + " 회사", (0, sp.with_(end=sp.start + len(part), text=part)))
            last = morphemes(part)[-1:]
            if last and last[0][3].endswith("ETM"):
                modifiers.add(part + " 회사")  # "대한 회사" of 대한건설, and of "이에 대한 회사의 입장"
        before = next((d for d in descriptors if text.endswith(d + " ", 0, sp.start)), None)
        if before and not (
            sp.start - len(before) - 1 > 0 and _WORD_CHAR.match(text[sp.start - len(before) - 2])
        ):
            forms.setdefault(before + " " + name, (len(before) + 1, sp))
    out = []
    for form, (offset, src) in forms.items():
        for m in re.finditer(re.escape(form), text):
            s = m.start() + offset
            e = s + len(src.text)
            glued = m.start() > 0 and _WORD_CHAR.match(text[m.start() - 1])
            if form in modifiers and _ARGUMENT_BEFORE.search(text, max(0, m.start() - 4), m.start()):
                continue  # "이에 대한 회사의 입장": the verb's modifier, not the company
            # (a facility glued to the body that runs it is the facility: "△△의료재단새롬병원(이하 ‘새롬병원’…)",
            # "△△대학교동방병원": held-out sets, 2026-12-04)
            # (a name of five syllables or more with its descriptor is that business in a text written without
            # blanks too: "즉해오름산업의", "구비하고해오름산업으로부터", the held-out set 53, 2026-12-05)
            if any(occupied[s:e]) or (
                glued
                and not text.endswith(_RUNNING_BODIES, 0, m.start())
                and not (offset == 0 and len(_HANGUL.findall(form)) >= 5)
            ):
                continue
            # a particle after the form, or the copula of a definition without quotes ("(이하 모두제조 회사라
            # 한다)": 라 also ends names, so it is no particle of its own; a held-out set, 2026-12-04)
            if tail_after(text, m.end(), 4) != 0 and not _DEFINING_COPULA.match(text, m.end()):
                continue
            out.append(
                src.with_(
                    start=s, end=e, text=text[s:e], score=round(src.score * 0.9, 4), source="propagation"
                )
            )
            occupied[s:e] = b"\x01" * (e - s)
    return out


#: what a flattened table glues right before a person's name: a number's last digit or a ditto mark
#: ("3,000,0005,400,000허정식"), or a heading of a person's role ending in 자 or 인 ("대표자김종수", "수탁자김동현",
#: "임대인") or of a representative; and what a sentence glues before it: a job title or a local government's head
#: ("○○시장공소외 1에게" of a Supreme Court judgment, filled "○○시장고미숙에게": the held-out set 69,
#: 2026-12-05, left three of its five mentions)
_GLUED_BEFORE_NAME = re.compile(
    r"(?:[0-9〃]|[가-힣][자인]|이사장|성명|"
    + "|".join(sorted({*JOB_TITLES, "시장", "군수", "구청장", "도지사", "교육감"}, key=len, reverse=True))
    + ")$"
)


#: a table row's number glued to its first cell, a date or a word ("12022.7.16.", "5소나무2021.7.7.")
_NUMBERED_ROW = re.compile(r"[0-9]{1,3}(?:[0-9]{4}\.[0-9]{1,2}\.|[가-힣]{2,})")


def _blankless_row(text: str, at: int) -> bool:
    """Whether the line holding offset ``at`` is a row of a flattened table: eight characters or more and no blank
    or tab ("원고주택거실창길소연길소연4시간10분…", "변하늘자녀0060,00020%": a new-user trial, 2026-12-05, left the
    known names of such rows), or a numbered row glued to its first cell that is no sentence (:data:`_NUMBERED_ROW`:
    "22020.12.20.-추영길배성훈15,000,000정가람 계좌", "32023.1.7.대마5g500,000인천 … 벤치 아래봉지훈": another
    trial of the same day left them)."""
    a = text.rfind("\n", 0, at) + 1
    b = text.find("\n", at)
    line = text[a : b if b >= 0 else len(text)]
    if len(line) >= 8 and " " not in line and "\t" not in line:
        return True
    return _NUMBERED_ROW.match(line) is not None and "다." not in line


#: a resident or alien registration number in brackets after a party's name ("나래 (800202-2345678)",
#: "(주민등록번호 생략)")
_REGISTERED_AFTER = re.compile(r"[ \t]*\((?:[0-9]{6}-[0-9]|(?:주민|외국인)등록번호)")


#: what a header line of parties holds besides a name: its label, a bracketed note and a list number ("원 고 1.",
#: "피고(반소원고)", "2.")
_PARTY_LINE_REST = re.compile(
    "(?:"
    + "|".join(sorted(PARTY_LABELS, key=len, reverse=True))
    + r")?(?:\([가-힣,·]{1,12}\))?(?:[0-9]{1,2}\.)?"
)


def _party_of_header(text: str, sp: Span) -> bool:
    """Whether the person's span ``sp`` is a party named in the header: a registration number in brackets after it
    (:data:`_REGISTERED_AFTER`), or alone on its line but for the party's label and list number
    (:data:`_PARTY_LINE_REST`: "          2. 나래")."""
    if _REGISTERED_AFTER.match(text, sp.end):
        return True
    a = text.rfind("\n", 0, sp.start) + 1
    b = text.find("\n", sp.end)
    rest = re.sub(r"\s", "", text[a : sp.start] + text[sp.end : b if b >= 0 else len(text)])
    return _PARTY_LINE_REST.fullmatch(rest) is not None


def _full_person_name(name: str, best: dict[str, Span]) -> bool:
    """Whether the searched string ``name`` is a person's full name: a name label and three Hangul syllables or more
    (what :func:`_glued_name_start` and :func:`_glued_name_end` may read glued to other words)."""
    return best[name].label in NAME_LABELS and len(_HANGUL.findall(name)) >= 3


def _glued_name_start(text: str, s: int, name: str, best: dict[str, Span]) -> bool:
    """Whether the person's ``name`` found at ``s`` right after a letter or digit is still a word of its own: a
    full name (three Hangul syllables or more) glued in a flattened table after a number, a ditto mark or a
    role's heading (:data:`_GLUED_BEFORE_NAME`), anywhere in a row with no blank (:func:`_blankless_row`), or
    after another searched person's name
    ("대표자김종수김종수김종수": the held-out set 53, 2026-12-05, left such cells, the name being marked 20 times
    elsewhere in the judgment). ``best`` maps the searched strings to their spans."""
    if not _full_person_name(name, best):
        return False
    if _GLUED_BEFORE_NAME.search(text, max(0, s - 8), s) or _blankless_row(text, s):
        return True
    return any(best[t].label in NAME_LABELS and text.endswith(t, 0, s) for t in best)


#: the Hangul glued after a name
_GLUED_WORD = re.compile("[가-힣]*")
#: a quote or a table's cell opening right before a name
_MEMO_OPENS = re.compile(r"(?:[‘'\"“]|[\t|│][ ]*)$")


def _glued_name_end(text: str, e: int, name: str, best: dict[str, Span]) -> bool:
    """Whether the person's ``name`` ending at ``e`` right before a letter or digit is still a word of its own: a
    full name (three Hangul syllables or more) with the copula's 인 ending the word ("실질적 소유자가 임명숙인
    것으로": the guiding held-out set 47, 2026-12-05, left it, the name being marked 50 times elsewhere), or glued
    before another searched person's name or anywhere in a row with no blank in a flattened table (as
    :func:`_glued_name_start`). Not before a digit elsewhere: "임차돌3 계정" is an account's name. A name of two
    Hangul syllables that is no dictionary word counts in a memo too ("\"트랑보고싶어\"")."""
    # a transfer's memo that opens with the name ("\"제소영전화받아\"", "| 제소영전화받아 |": a new-user trial of
    # protection orders, 2026-12-05, left it), the quote or the cell opening right before the name
    # (two syllables or more glued: "형틀반장" of a crew's head is the crew 형틀반 and 장, a title)
    memo = (
        _MEMO_OPENS.search(text, max(0, e - len(name) - 3), e - len(name)) is not None
        and len(_GLUED_WORD.match(text, e)[0]) >= 2
    )
    # (a given name of two syllables too, which no dictionary knows: "\"트랑보고싶어\"" of 응우옌 티 투 트랑, a
    # new-user trial of stalking, 2026-12-07, left it)
    if (
        memo
        and best[name].label in (*NAME_LABELS, "닉네임")
        and len(_HANGUL.findall(name)) == len(name) == 2
        and not _dictionary_word(name)
    ):
        return True
    if not _full_person_name(name, best):
        return False
    if text[e] == "인" and not _WORD_CHAR.match(text[e + 1 : e + 2] or " "):
        return True
    if memo:
        return True
    if _blankless_row(text, e):
        return True
    return any(best[t].label in NAME_LABELS and text.startswith(t, e) for t in best)


def with_recurrences(text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` and :func:`recurrence_spans` of them, sorted by start: what batch de-identification accepts
    (``thunder-deid deidentify``, and :func:`~thunder_deid_desktop.evaluation.rendered_leaks`, which measures it)."""
    return sorted([*spans, *recurrence_spans(text, spans)], key=lambda s: s.start)


def _bare_name(name: str, descriptors: Sequence[str]) -> str | None:
    """``name`` without the descriptors it ends with ("블룸라인성형외과의원" -> "블룸라인": 의원, then 성형외과),
    when that is three Hangul syllables or more, or Latin letters, and neither vocabulary (:func:`_general`), a
    general noun of Mecab-ko, nor a city or a place of the dictionary ("해운대" of "해운대성형외과", which the court
    keeps; :func:`_distinct_name`); else None."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    bare = name
    while ends := [d for d in descriptors if bare.endswith(d) and len(bare) - len(d) >= 2]:
        bare = bare[: -len(max(ends, key=len))].rstrip()
    # and a subject or trade of two syllables before the descriptor ("둔산퍼스트영어학원" -> "둔산퍼스트": a new-user
    # trial of academies, 2026-12-05, left "'둔산퍼스트 중2 어머니방'")
    if bare != name and len(bare) >= 5 and is_general_noun(bare[-2:]) and not is_general_noun(bare[:-2]):
        bare = bare[:-2]
    return bare if bare != name and _distinct_name(bare) else None


def _distinct_name(word: str) -> bool:
    """Whether ``word`` can stand alone for a business: three Hangul syllables or more, or Latin letters, and
    neither vocabulary (:func:`_general`), a general noun of Mecab-ko, nor a city or a place of the dictionary."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS, _is_place_word
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    if not (len(_HANGUL.findall(word)) >= 3 or _LATIN.search(word)):
        return False
    if _general(word) or is_general_noun(word) or word in CITY_STEMS or _is_place_word(word):
        return False
    return not (
        word.endswith(("시", "군", "구", "동", "읍", "면", "리")) and _is_place_word(word[:-1] or word)
    )


def _dictionary_word(word: str) -> bool:
    """Whether ``word`` is judgment vocabulary, a general noun of Mecab-ko or a compound of its nouns ("도서출판"),
    also two general nouns of two syllables or more that Mecab-ko reads as one proper noun ("돼지" + "국밥")."""
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    return (
        _general(word)
        or is_general_noun(word)
        or is_dictionary_compound(word)
        or any(is_general_noun(word[:k]) and is_general_noun(word[k:]) for k in range(2, len(word) - 1))
    )


def _general(word: str) -> bool:
    """Whether ``word`` is judgment vocabulary ("중앙" of "중앙건설"). Mecab-ko's general nouns are not enough: "백제"
    of "백제유통" is one (a held-out judgment, 2026-12-04, left "백제유통 회사" 56 times), as is "단과" of the
    kind of college "단과대학", which is spread then where the model marked it."""
    return word in common_words() or word in judgment_terms()
