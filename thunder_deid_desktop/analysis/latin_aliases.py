"""A person written in Hangul and then in Latin letters (or the other way round) with the person's details in
the same brackets ("공범 마이클 존슨(Michael Johnson, 1985. 3. 2.생)"), and whether a Hangul word may transliterate a
Latin one (:func:`sounds_like`)."""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.person_context import NOT_NAME_WORDS, person_word_before
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

# A foreign person's name in Hangul followed by its Latin spelling and the person's details in brackets
# ("마리아 산토스 (MARIA SANTOS, 1989. 11. 2.생, 필리핀 국적)", "쩐 티 흐엉(TRAN THI HUONG, 여, 27세)"): a
# new-user trial (2026-12-03) saw "A 산토스 (B, …)" and "A (B AN, …)" when the model found pieces of both.
_LATIN_ALIAS = re.compile(
    r"((?:[가-힣]{1,5}[ ]){0,3}(?<![가-힣])[가-힣]{1,8})[ ]?\(([A-Z][A-Za-z'\-]*(?:[ ][A-Z][A-Za-z'\-]*){1,3}),[ ]?"
    # the details as items of their own: "여" of "하여" or "생" of "생산" is none ("(SAMSUNG ELECTRONICS, 이하
    # '삼성'이라 하여 …)")
    r"(?=[^()\n]{0,40}?(?:(?<![가-힣])(?:남|여)(?![가-힣])|[0-9]{1,3}세|[0-9]\.?[ ]?생(?![가-힣])|국적))"
)


#: the same with the Latin name alone in the brackets, written in title case ("알리 하산(Ali Hassan)에게", "쏨차이
#: 분마(Somchai Boonma)로부터": a new-user trial, 2026-12-03, saw "C(Ali HD)" and "I 분마(J)"); the Hangul name
#: must then have as many words as the Latin one (a company's English name is rarely spaced so in Hangul)
#: a word of a Latin name in title case or in capitals ("Ali", "NGUYEN")
_LATIN_NAME_WORD = r"[A-Z](?:[a-z'\-]+|[A-Z'\-]+)"
_LATIN_ALIAS_BARE = re.compile(
    rf"((?:[가-힣]{{1,6}}[ ]){{1,3}}[가-힣]{{1,6}})[ ]?\(({_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD}){{1,3}})\)"
)
#: a person's details after a bracketed Latin name: a birth date, a resident number, sex, age or nationality
PERSON_DETAILS_AFTER = re.compile(
    r"[ ]?,[ ]?(?:(?:19|20)?[0-9]{2}\.[ ]?[0-9]{1,2}\.[ ]?[0-9]{1,2}\.?[ ]?생|[0-9]{6}[ ]?-|[남여](?:자|성)?[,)]"
    r"|[0-9]{1,3}세|[가-힣]{1,8}[ ]?국적)"
)
#: the other way round: a Latin name, then the person's Hangul name in brackets with the person's details after it
#: ("Daniel Kim (김대니얼, 1985. 6. 14.생, 미국 국적)": a new-user trial, 2026-12-03, saw the model call the Hangul
#: name a company and the man get two letters)
_HANGUL_ALIAS = re.compile(
    rf"(?<![A-Za-z])({_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD}){{1,3}})[ ]?\(((?:[가-힣]{{1,6}}[ ]){{0,3}}[가-힣]{{2,6}})(?="
    + PERSON_DETAILS_AFTER.pattern
    + ")"
)
#: the same without details, the bracket closed right after the Hangul name ("직원 Muhammad Rizwan(무함마드
#: 리즈완)의": a new-user trial, 2026-12-03, saw the man get three letters); checked like ``_LATIN_ALIAS_BARE``
_HANGUL_ALIAS_BARE = re.compile(
    rf"(?<![A-Za-z])({_LATIN_NAME_WORD}(?:[ ]{_LATIN_NAME_WORD}){{1,3}})[ ]?\(((?:[가-힣]{{1,6}}[ ]){{1,3}}[가-힣]{{1,6}})\)"
)
#: Latin words of a company's or an institution's name, never of a person's
_LATIN_ORGANISATION_WORDS = frozenset(
    "Bank Co Corp Corporation Company Electronics Group Holdings Inc Industries Korea Ltd Motors "
    "Partners Service Services Solutions Systems Technology University "
    # legal forms written in capitals or as initials ("PT Limas Tunggal", an Indonesian Perseroan Terbatas)
    "Pt Llc Gmbh Plc Bv Ag Sa Ltda Pte Sdn Bhd".split()
)


#: the Hangul initial consonants a transliteration may start with for a Latin initial letter (외래어 표기법 as
#: names are written in judgments: "Ali" 알리, "Hassan" 하산, "Nguyen" 응우옌, "Tran" 쩐, "Somchai" 쏨차이)
_INITIALS = {
    **dict.fromkeys("AEIOUWY", "ㅇ"),
    "B": "ㅂㅃ",
    "C": "ㅋㅅㅊㅆㅉ",
    "D": "ㄷㄸ",
    "F": "ㅍㅎ",
    "G": "ㄱㄲㅈ",
    "H": "ㅎㅇ",
    "J": "ㅈㅎㅇ",
    "K": "ㅋㄱㄲ",
    "L": "ㄹ",
    "M": "ㅁ",
    "N": "ㄴㅇ",
    "P": "ㅍㅃ",
    "Q": "ㅋㄲ",
    "R": "ㄹ",
    "S": "ㅅㅆㅈㅊ",
    "T": "ㅌㄸㅊㅉ",
    "V": "ㅂㅍ",
    "X": "ㅅㅆㅈ",
    "Z": "ㅈㅉ",
}
_CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def sounds_like(hangul: str, latin: str) -> bool:
    """Whether the Hangul word may be a transliteration of the Latin word by their first sounds (:data:`_INITIALS`:
    "하산" and "Hassan", not "회사" and "Ocean")."""
    first = hangul[0]
    if not ("가" <= first <= "힣") or not latin:
        return False
    return _CHOSEONG[(ord(first) - 0xAC00) // 588] in _INITIALS.get(latin[0].upper(), "")


def latin_alias_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A person written in Hangul and then in Latin letters with the person's sex, age, birth date or nationality
    in the same brackets (``_LATIN_ALIAS``): two spans of one person, the Hangul name (its last words, as many as
    the Latin name has, leaving out role words, judgment vocabulary in ``exclude``, :data:`NOT_NAME_WORDS` and,
    before the name's last word, a word of its own that does not sound like its Latin word,
    :func:`.names.plain_word_before_name`: "베트남 국적의 미화원 팜티흐엉(PHAM THI HUONG, 여, …)" is "팜티흐엉";
    one word stands for up to four Latin ones with up to eight syllables, "응우옌티마이(NGUYEN THI MAI, …)")
    and the Latin name. Both are labelled 외국인이름 when the Hangul name has two or more words or more than four
    syllables, else 내국인이름
    ("김철수(KIM CHEOLSU, 남, 30세)"). Score 0.8, source ``"rule"``: confident, they replace the model's pieces
    (``analyzer.merge``); entity grouping links a name and the Latin name in brackets after it.

    A Latin name alone in the brackets, in title case (``_LATIN_ALIAS_BARE``: "알리 하산(Ali Hassan)"), counts when
    the Hangul name has as many words as the Latin one and each Hangul word starts with a sound its Latin word
    may be transliterated with (:func:`sounds_like`), and no Latin word is an organisation's
    (:data:`_LATIN_ORGANISATION_WORDS`), and a role, relation or job title is written right before it or the
    person's details right after the bracket (:data:`PERSON_DETAILS_AFTER`); both are labelled 외국인이름.

    A Latin name of two to four words with the person's Hangul name in brackets and the person's details after it
    (:data:`_HANGUL_ALIAS`: "Daniel Kim (김대니얼, 1985. 6. 14.생, …)") gives the two spans too: the Latin name
    외국인이름, the Hangul name 외국인이름 when it has several words, else 내국인이름; without the details
    (:data:`_HANGUL_ALIAS_BARE`: "직원 Muhammad Rizwan(무함마드 리즈완)의") it is checked as the Latin name alone in
    brackets is, and both are 외국인이름."""
    from thunder_deid_desktop.analysis.names import plain_word_before_name

    out = []
    for m in _LATIN_ALIAS.finditer(text):
        words = m.group(1).split(" ")
        latin = m.group(2).split(" ")
        n_latin = len(latin)
        name_words: list[str] = []
        for w in reversed(words):
            if len(name_words) >= n_latin or w in exclude or w in NOT_NAME_WORDS or is_role_mention(w):
                break
            # (a word of its own before the name's last word: "베트남 국적의 미화원 팜티흐엉(PHAM THI HUONG, 여, …)",
            # one Hangul word for three Latin ones, had become one name of three words, a new-user trial of a
            # motel's hidden camera, 2026-12-07, spreading "국적의" as a person)
            # (unless it sounds like its own Latin word: "반" of "응우옌 반 안(NGUYEN VAN AN")
            latin_word = latin[n_latin - len(name_words) - 1]
            if name_words and plain_word_before_name(w) and not sounds_like(w, latin_word):
                break
            name_words.insert(0, w)
        # (one word of up to eight syllables for several Latin ones: a Vietnamese name written as one word,
        # "응우옌티마이(NGUYEN THI MAI, …)")
        longest = 8 if n_latin >= 2 else 4
        if not name_words or (len(name_words) == 1 and not 2 <= len(name_words[0]) <= longest):
            continue
        name = " ".join(name_words)
        start = m.end(1) - len(name)
        label = "외국인이름" if len(name_words) > 1 or len(name) > 4 else "내국인이름"
        out.append(Span(start, m.end(1), name, label, 0.8, "rule"))
        out.append(Span(m.start(2), m.end(2), m.group(2), label, 0.8, "rule"))
    for m in _LATIN_ALIAS_BARE.finditer(text):
        latin = m.group(2).split(" ")
        words = m.group(1).split(" ")[-len(latin) :]
        last = m.group(1).split(" ")[-1]
        # each Hangul word sounds like its Latin word ("알리 하산(Ali Hassan)"; "위 회사(Blue Ocean)" is none), or the
        # Hangul name is written as one word ("통역인 쩐티마이(TRAN THI MAI)": a new-user trial, 2026-12-03, saw two
        # letters): more syllables than Latin words, sounding like the first
        spaced = len(words) == len(latin) and all(map(sounds_like, words, latin))
        if (
            not spaced
            and len(last) > len(latin)
            and min(map(len, latin)) >= 3
            and sounds_like(last, latin[0])
        ):
            words = [last]
        elif not spaced:
            continue
        if any(w in NOT_NAME_WORDS or is_role_mention(w) for w in words):
            continue
        if any(w.title() in _LATIN_ORGANISATION_WORDS for w in latin):
            continue
        # a person, not a loanword ("스톡 푸티지(Stock Footage)", "컴포트 레터(Comfort Letter)", which sound alike
        # too): a role, relation or title right before the name ("남편 알리 하산(Ali Hassan)", "사장 쏨차이
        # 분마(Somchai Boonma)"). Without it, 11 matches in the first 5,000 judgments of the corpus were 7 terms or
        # firms and 4 persons (2026-12-03); with it, none.
        start = m.end(1) - len(" ".join(words))
        context = person_word_before(text, start)
        # or the person's details after the bracket, as a header writes them ("1. 알리 하산(Ali Hassan), 1990. 4.
        # 12.생, 파키스탄 국적": a second new-user trial, 2026-12-03)
        if not context and not PERSON_DETAILS_AFTER.match(text, m.end()):
            continue
        name = " ".join(words)
        out.append(Span(m.end(1) - len(name), m.end(1), name, "외국인이름", 0.8, "rule"))
        out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.8, "rule"))
    for m in _HANGUL_ALIAS_BARE.finditer(text):
        latin, words = m.group(1).split(" "), m.group(2).split(" ")
        if len(words) != len(latin) or not all(map(sounds_like, words, latin)):
            continue
        if any(w.title() in _LATIN_ORGANISATION_WORDS for w in latin) or any(
            w in NOT_NAME_WORDS for w in words
        ):
            continue
        if person_word_before(text, m.start(1)) or PERSON_DETAILS_AFTER.match(text, m.end()):
            out.append(Span(m.start(1), m.end(1), m.group(1), "외국인이름", 0.8, "rule"))
            out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.8, "rule"))
    for m in _HANGUL_ALIAS.finditer(text):
        words = m.group(2).split(" ")
        if any(w.title() in _LATIN_ORGANISATION_WORDS for w in m.group(1).split(" ")) or any(
            w in exclude or w in NOT_NAME_WORDS or is_role_mention(w) for w in words
        ):
            continue
        label = "외국인이름" if len(words) > 1 else "내국인이름"
        out.append(Span(m.start(1), m.end(1), m.group(1), "외국인이름", 0.8, "rule"))
        out.append(Span(m.start(2), m.end(2), m.group(2), label, 0.8, "rule"))
    return out


#: a signature in Latin letters, in quotes, then (이)라고 and a verb of signing ("'R.Jasur'라고 서명한 다음": a new-user
#: trial of foreign workers' judgments, 2026-12-05, left the worker's forged signature): initials with dots, a
#: name of one to three words
_LATIN_SIGNATURE = re.compile(
    r"[‘'\"“]((?:[A-Z]\.[ ]?){0,2}[A-Z][A-Za-z'\-]+(?:[ .][A-Z][A-Za-z'\-]+){0,2})[’'\"”][ ]?"
    r"(?:이?라고|이?라는)[ ]?(?:(?:자필로|임의로|함부로|직접)[ ]?)?(?:서명|사인|날인|자서)"
    # or after the word for a signature, maybe with a year ("화백의 서명인 \"H.Y.SEO 1974\"를 써 넣고": a new-user
    # trial of art fraud, 2026-12-06, left the painter's)
    r"|(?:서명|사인)(?:인|으로|처럼)?[ ]?[‘'\"“]((?:[A-Z]\.[ ]?){0,2}[A-Z][A-Za-z'\-]+(?:[ .][A-Z][A-Za-z'\-]+){0,2})"
    r"(?:[ ][0-9]{2,4})?[’'\"”]"
)


def latin_signature_spans(text: str) -> list[Span]:
    """A person's signature written in Latin letters in quotes before (이)라고 and a verb of signing
    (:data:`_LATIN_SIGNATURE`: "'R.Jasur'라고 서명한", "'Nguyen Van A'라고 사인하여"), or in quotes after the word
    for a signature, maybe with a year ("서명인 \"H.Y.SEO 1974\""): a span over the signature (not the year),
    label 외국인이름, score 0.8, source ``"rule"``; a word of an organisation's name
    (:data:`_LATIN_ORGANISATION_WORDS`) is none. Offsets are code points."""
    out = []
    for m in _LATIN_SIGNATURE.finditer(text):
        g = 1 if m.group(1) else 2
        words = re.split(r"[ .]+", m.group(g))
        if any(w in _LATIN_ORGANISATION_WORDS or w.capitalize() in _LATIN_ORGANISATION_WORDS for w in words):
            continue
        out.append(Span(m.start(g), m.end(g), m.group(g), "외국인이름", 0.8, "rule"))
    return out


#: a nickname of Latin letters with its Hangul reading in brackets, quoted, where the text says it is a nickname:
#: before ("애칭 'Ploy(쁠로이)'", "별명은 'Nary(나리)'") or after it ("'Ploy(쁠로이)'라는 애칭으로", "'Nary(나리)'로
#: 불렸다")
_QUOTED_LATIN_NICKNAME = re.compile(
    r"(?P<before>(?:애칭|별칭|별명|닉네임|예명|호칭)(?:은|는|인|이|을|를)?[ ]?)?[‘'\"“]"
    r"(?P<latin>[A-Za-z][A-Za-z.\-]{1,20})[ ]?\((?P<hangul>[가-힣]{2,6})\)[’'\"”]"
    r"(?P<after>(?:이)?라는[ ](?:애칭|별칭|별명|닉네임|예명|영어[ ]?이름|이름|호칭)|(?:으)?로[ ](?:불|통))?"
)


def quoted_latin_nickname_spans(text: str) -> list[Span]:
    """A nickname of Latin letters with its Hangul reading in brackets, in quotes, where the words around say it is
    a nickname (:data:`_QUOTED_LATIN_NICKNAME`: "'Ploy(쁠로이)'라는 애칭으로 불렸다") and the reading starts with a
    sound the Latin word may be read with (:func:`sounds_like`): two spans, the Latin word and the reading, label
    닉네임, score 0.8, source ``"rule"`` (spread like a handle; the entity grouping makes them one entity). A
    new-user trial of farm workers (2026-12-06) left "쁠로이" after a lettered "Ploy". Offsets are code points."""
    out = []
    for m in _QUOTED_LATIN_NICKNAME.finditer(text):
        if not (m.group("before") or m.group("after")) or not sounds_like(
            m.group("hangul"), m.group("latin")
        ):
            continue
        for g in ("latin", "hangul"):
            out.append(Span(m.start(g), m.end(g), m.group(g), "닉네임", 0.8, "rule"))
    return out


#: a foreign person's name in capitalised Latin words right after the person's title or role ("운영사 Zen Haven
#: Retreats LLC(대표 Daniel Whitcombe)와": a new-user trial of a temple's land, 2026-12-06, left it), then a
#: bracket's end, a comma or a person's particle
_TITLE_THEN_LATIN_NAME = re.compile(
    r"(?<![가-힣])(?:대표|대표자|대표이사|이사|사장|담당자|매니저|지배인|직원|강사|코치|통역인)[ ]"
    r"(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[ ][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+){1,3})"
    # (not before a bracket: "직원 Stock Footage(회사 자료)" names a thing and its reading)
    r"(?=[),]|(?:이|가|은|는|의|에게|와|과|을|를|도)?(?![A-Za-z가-힣(]))"
)
#: Latin words of a business's name, which no person's name holds
_LATIN_BUSINESS_WORDS = frozenset(
    "Co Ltd Inc Corp Corporation Company Group Trading Bank Limited Holdings International University Shipping "
    "Logistics Industries Electronics Global Korea Japan China Association Foundation Retreats Hotel Resort".split()
)


#: the same before a title or a rank and a blank ("'Daniel Whitford 대위'를 사칭하였고": a new-user trial of a romance
#: scam, 2026-12-07, left the persona's name twice)
_LATIN_NAME_THEN_TITLE = re.compile(
    r"(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[ ][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+){1,3})[ ]"
    r"(?:대위|중위|소위|소령|중령|대령|준장|장군|상사|중사|하사|병장|박사|교수|대표|사장|회장|목사|신부|기자|씨|님)"
    r"(?:이|가|은|는|의|에게|와|과|을|를|도|로|으로)?(?![가-힣])"
)


#: an English honorific and a surname, maybe the given name before it ("Mr. Ma와 Pastor Choo가", "Sorry, Mr.
#: Wilson": new-user trials of a farmland boundary and used-goods fraud, 2026-12-07, left the one and lettered the
#: other apart from the person); group ``name`` without the honorific
_HONORIFIC_THEN_LATIN_NAME = re.compile(
    # (or the title written whole: "Professor Baek told me", which a new-user trial of research funds, 2026-12-07,
    # left in an interpreted statement)
    r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Pastor|Rev|Father|Sister|Prof|Professor|Doctor|Director|President"
    r"|Manager|Chairman|Captain)\.?[ ]"
    r"(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[ ][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+)?)(?![A-Za-z])"
)


def titled_latin_name_spans(text: str) -> list[Span]:
    """Foreign persons' names of two to four capitalised Latin words right after a title or role
    (:data:`_TITLE_THEN_LATIN_NAME`: "(대표 Daniel Whitcombe)") or before one (:data:`_LATIN_NAME_THEN_TITLE`:
    "'Daniel Whitford 대위'"), and one or two after an English honorific (:data:`_HONORIFIC_THEN_LATIN_NAME`: "Mr.
    Ma"), none a business's word (:data:`_LATIN_BUSINESS_WORDS`): label 외국인이름, score 0.8, source ``"rule"``.
    Offsets are code points."""
    out = []
    for m in (
        *_TITLE_THEN_LATIN_NAME.finditer(text),
        *_LATIN_NAME_THEN_TITLE.finditer(text),
        *_HONORIFIC_THEN_LATIN_NAME.finditer(text),
    ):
        if any(w.rstrip(".,") in _LATIN_BUSINESS_WORDS for w in m.group("name").split()):
            continue
        out.append(Span(m.start("name"), m.end("name"), m.group("name"), "외국인이름", 0.8, "rule"))
    return out
