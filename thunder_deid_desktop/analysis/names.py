"""Korean person names: the surnames a name starts with (the name generators of ``training/`` and
:func:`.analyzer.complete_names` share them), and the particles a name span must not end with."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Container, Iterable, Sequence
from functools import lru_cache

from thunder_deid_desktop.paths import shipped_lists_path
from thunder_deid_desktop.spans import Span

#: One-syllable surnames, most frequent first (통계청 2015 인구주택총조사 top surnames, then a tail of rarer ones).
SURNAMES: tuple[str, ...] = tuple(
    (
        "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 전 홍 유 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 "
        "민 류 나 진 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 라 왕 금 옥 육 인 맹 제 "
        "모 탁 국 어 은 편 용 예 경 봉 사 부 가 복 태 목 형 계 피 두 감 음 빈 동 온 호 범 좌 팽 승 간 상 갈 단 견 당 "
        # rare ones that start few words ("대표자 이사장 옹재섭", "궉 강사", "담당자 탄지성", "증인 탄은비": new-user
        # trials, 2026-12-07, left them; the validation split's and the published judgments' spans are unchanged)
        "옹 궉 탄"
    ).split()
)
#: Chinese surnames as Hangul writes their Chinese reading, where it is no Korean surname of :data:`SURNAMES` (량쥔,
#: 리밍, 쑨리: a new-user check's "쥔 사장" of 량쥔 was left, 2026-12-07); used only for two-syllable names the
#: model read as names (their one-syllable given name), never to find names in text (리, 로 and 림 start many words)
CHINESE_READ_SURNAMES = frozenset("량 리 림 로 뤄 쑨 쩡 쉬 탕 샤 펑 훙 후 궈 뤼 딩 셰 팡 쟝 첸".split())
#: Chinese surnames of one character that Hangul writes in two syllables (高 가오, 趙 자오, 周 저우, 蕭 샤오, 曹 차오):
#: the given name of "가오신이" is "신이", not "오신이" (a new-user trial of ghost surgery, 2026-12-07, left "신이가")
CHINESE_TWO_SYLLABLE_SURNAMES = frozenset("가오 자오 저우 샤오 차오 랴오".split())


#: a name's spelling in capital Latin letters in brackets right after it ("(WANG HAILONG", "(LIU QING"), or its
#: Chinese characters ("(陈浩宇)"): a Chinese name so written is called by its surname and its given name too
#: ("천하오위(陈浩宇)" as "'천 사장' 또는 '하오위 형'": a new-user trial of a nurse's propofol, 2026-12-07)
SPELLING_AFTER = re.compile(r"[ ]?\((?:[A-Z]{2,}[ ][A-Z]{2,}|[\u4e00-\u9fff]{2,4}[,)])")


def chinese_given_name(name: str) -> str:
    """The given name of a Chinese name written in Hangul as one word: after a two-syllable reading of its surname
    (:data:`CHINESE_TWO_SYLLABLE_SURNAMES`: "가오신이" -> "신이"), else after its first syllable ("천하오위" ->
    "하오위")."""
    return name[2:] if name[:2] in CHINESE_TWO_SYLLABLE_SURNAMES and len(name) >= 4 else name[1:]


#: Two-syllable surnames.
COMPOUND_SURNAMES: tuple[str, ...] = ("남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방")


#: One-syllable particles (조사) and vocative endings the model sometimes takes into a name ("김민수가", "장도현만",
#: "도현아"). Korean names rarely end in these syllables, and only a stem known as a name elsewhere is cut. "이" is
#: left out: after a name ending in a consonant it is also the familiar suffix, which the annotations put inside
#: the name ("조환훈이의"; cutting it added a leak on the validation split, 2026-12-02).
NAME_TAIL_PARTICLES = frozenset("가은는을를의와과도만아야나며랑든")
#: Cut only where the stem itself is a detected name and the word ends there: the subject particle 이 (the
#: familiar suffix "조환훈이의" goes on with a particle and is kept) and the copula 다 ("범인은 이영희다."). A
#: new-user trial (2026-12-02) saw "서지석이" and "이영희다" get letters of their own; and the suffix 네 (a
#: person's family or household: "김철수네 집", a second person "C 집" in a new-user trial, 2026-12-03).
KNOWN_NAME_TAILS = frozenset("이다네")
#: case particles of one syllable cut off a full name's span even when the name is found nowhere else
_CASE_PARTICLES = frozenset("은는을를가의와과도")
#: particles that follow the subject-like 이 of a name ending in a consonant ("김민준이랑", "김민준이나",
#: "김민준이며", "김민준이고", "김민준이든", "김민준이야", "김민준이라고", "김민준이와"): with the stem a detected
#: name, the 이 is a particle's first syllable and is cut too (a new-user trial, 2026-12-03, saw "C랑" and "C와"
#: while 김민준 was A)
_AFTER_SUBJECT_I = ("랑", "나", "며", "고", "든", "야", "라", "여", "와")


def _recurs_as_word(text: str, stem: str, at: int, particle: str) -> bool:
    """Whether ``stem`` occurs in ``text`` elsewhere than at ``at`` as a word of its own: no Hangul syllable right
    before it and only particles after it, the first of them not ``particle`` ("조주택이", "조주택을" for the stem
    of "조주택은"; "전영만에게" is no evidence that "전영만" ends with the particle 만)."""
    from thunder_deid_desktop.analysis.particles import tail_after

    for m in re.finditer(re.escape(stem), text):
        s, e = m.span()
        if s == at or (s > 0 and "가" <= text[s - 1] <= "힣") or text.startswith(particle, e):
            continue
        if tail_after(text, e, 4) == 0:
            return True
    return False


#: an ordinal numeral and the space before the word it counts ("첫 번째 문단을", "두 번째 주장에")
_ORDINAL = re.compile(r"번째[ ]?")


def drop_after_ordinals(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """``spans`` without the model's and propagated person-name spans (``name_labels``) whose string is written
    right after an ordinal somewhere in ``text`` ("첫 번째 문단을 …, 끝 문단을": the bundled judgment's "문단을"
    had become a person, lettered twice in the README's demo): an ordinal counts things, not people. In the
    annotated release no placeholder follows "번째 " (7 plain words do), and in 2,000 judgments of the
    precedent_kr corpus the words after it are things ("주장에", "사진", "혼인신고"), 2026-12-03. Rule spans stay;
    order is kept."""
    counted_at = [m.end() for m in _ORDINAL.finditer(text)]  # where a counted word starts
    if not counted_at:
        return spans
    names = {sp.text for sp in spans if sp.label in name_labels and sp.source != "rule" and sp.text}
    counted = {name for name in names if any(text.startswith(name, at) for at in counted_at)}
    if not counted:
        return spans
    return [
        sp for sp in spans if not (sp.label in name_labels and sp.source != "rule" and sp.text in counted)
    ]


#: a bracket opening a note after a word, not a person's details ("(이하 ‘피해자’라 한다)", "(당시 종업원)")
_NOTE_BRACKET = re.compile(r"\([ ]?(?:이하|당시)[ ]")


#: one Hangul word of five syllables or more
_LONG_HANGUL_WORD = re.compile("[가-힣]{5,}")


#: one-syllable particles that end no Vietnamese name
_PLAIN_PARTICLES = frozenset("은 는 을 를 의 와 과 에".split())


def extend_long_names_over_last_syllable(text: str, spans: list[Span]) -> list[Span]:
    """A model span labelled 내국인이름 that is one Hangul word of five syllables or more and stops one syllable before
    its word's end ("천호로데오상" of "천호로데오상가 번영회", the 가 read as the subject's particle: a new-user trial
    of commercial leases, 2026-12-05, wrote "'F가' 번영회") takes that syllable and the label 기업명: no Korean name
    is so long, and a business's name is; a syllable Mecab-ko reads as a particle after it ("대경메디팜의") is left
    out, the label taken all the same. ``spans`` are sorted and non-overlapping; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    out = []
    for i, sp in enumerate(spans):
        e = sp.end
        nxt = spans[i + 1].start if i + 1 < len(spans) else len(text)
        if (
            sp.source == "model"
            and sp.label == "내국인이름"
            and _LONG_HANGUL_WORD.fullmatch(sp.text)
            # (not a word before its particle: "예비후보자의 선거사무소")
            and not is_vocabulary_word(sp.text)
            and e < nxt
            and "가" <= text[e] <= "힣"
            # (not a Vietnamese name written as one word before its particle: "응우옌티란은" had become a
            # business; a new-user trial of a marriage broker, 2026-12-06)
            and not (text[e] in _PLAIN_PARTICLES and VIETNAMESE_GLUED_NAME.fullmatch(sp.text))
            and not ("가" <= text[e + 1 : e + 2] <= "힣")
        ):
            # (a particle Mecab-ko reads after the name stays out: "대경메디팜의 영업사원" had become "E 영업사원", the
            # 의 gone, in a new-user trial of a pharmacy's kickbacks, 2026-12-07)
            if _particle_after(text[sp.start : e + 1]):
                sp = sp.with_(label="기업명")
            else:
                sp = sp.with_(end=e + 1, text=text[sp.start : e + 1], label="기업명")
        out.append(sp)
    return out


def _particle_after(word: str) -> bool:
    """Whether Mecab-ko reads the last syllable of ``word`` as a particle of its own (a J tag): "의" of
    "대경메디팜의", not "가" of "천호로데오상가" (상가, a noun)."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    parsed = morphemes(word)
    return bool(parsed) and parsed[-1][2] == word[-1] and parsed[-1][3].startswith("J")


def cut_known_name_particles(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Cut a one-syllable particle (:data:`NAME_TAIL_PARTICLES`) off the end of a person-name span when the rest is
    a name found elsewhere in the document: the text of another name span ("김민수가" where "김민수" is detected),
    the given name that ends one of three or four syllables ("도현아" where "장도현" is), or a word written
    elsewhere with other particles ("조주택은" where the text also has "조주택이" and "조주택을": a new-user trial,
    2026-12-02, saw "피해자 A 피고인에게" with the name left at the two others). The particle must end
    the word (a space, punctuation or the end of the text after it), and the stem must keep two syllables. A
    case particle (:data:`_CASE_PARTICLES`) is cut off a Korean full name even when it is found nowhere else
    ("김민재는"), and the 이 of a detected name that opens a particle (:data:`_AFTER_SUBJECT_I`: "김민준이랑").
    Nothing is cut before a bracket ("윤서아(여, 34세)") but one opening a note (:data:`_NOTE_BRACKET`: "윤아름을(이하
    ‘피해자’라 한다)", where 윤아름 is detected elsewhere), nor off a three-syllable name that the Mecab-ko
    dictionary knows as a whole ("이예은" where a misread "이예" was detected elsewhere). A span of another label
    that is a detected name and a case particle ("한소희도" as 금융회사) becomes that name's and is cut too, and one
    that is the given name of a detected full name, maybe with 이 or 가 or the vocative 아 or 야 after it ("서윤이"
    read as a place while 김서윤 is a name; "혜진아" as an apartment while 나혜진 is: a new-user trial, 2026-12-04),
    becomes a 내국인이름 (the grouping then gives it the full name's placeholder).

    Without the cut the renderer takes the particle into the placeholder and gives the person a second letter
    ("피해자 김민수가" -> "피해자 D" while 김민수 is A; a new-user trial, 2026-12-02). ``spans`` are sorted,
    non-overlapping; returns them in order, cut spans keeping label, score and source. Offsets are code points.
    """
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    # (no word of five syllables or more is a Korean name: "천호로데오상" of "천호로데오상가 번영회", the last syllable
    # read as 가, would cut another mention of the arcade; see extend_long_names_over_last_syllable)
    names = {s.text for s in spans if s.label in name_labels and not _LONG_HANGUL_WORD.fullmatch(s.text)}
    given = {t[-2:] for t in names if 3 <= len(t) <= 4 and " " not in t}
    # the one-syllable given name of a compound surname's name ("솔" of 남궁솔)
    given_one = {t[2] for t in names if len(t) == 3 and t[:2] in COMPOUND_SURNAMES}
    # a full name that opens a span of another label ("옥가온 사무소" of a 법무사, then "법무사 옥가온이 대리하였다":
    # a new-user trial, 2026-12-05, saw the 이 taken into a second letter)
    names |= {
        first
        for s in spans
        if s.label not in name_labels and " " in s.text
        if looks_like_korean_full_name(first := s.text.split(" ")[0])
    }
    out = []
    for sp in spans:
        t = sp.text
        # a bracket (sex, age, hanja) follows a whole name: "윤서아(여, 34세)" keeps its 아, and the familiar
        # "조환훈이(27세)가" its 이 (the particle comes after the bracket)
        if sp.label not in name_labels and len(t) >= 3 and t[:-1] in names and t[-1] in _CASE_PARTICLES:
            # a detected person's name and a case particle under another label ("한소희도" as 금융회사, while
            # "한소희" is a name: a new-user trial, 2026-12-03, saw "D, E 투자자로" lose the 도)
            sp = sp.with_(label=next(s.label for s in spans if s.text == t[:-1] and s.label in name_labels))
        elif (
            sp.label not in name_labels
            and (
                (len(t) == 2 and t in given)
                or (len(t) == 3 and t[:2] in given and t[2] in "이가아야")
                # ("솔이" read as a crypto-asset while 남궁솔 is a name: a new-user trial of military abuse,
                # 2026-12-07)
                or (len(t) == 2 and t[0] in given_one and t[1] in "이아야")
            )
            # (not a word's start: "한별" of "한별빌라", a building, while 금한별 is a person: a new-user trial,
            # 2026-12-05, saw the villa get the person's letter)
            and particle_tail_start(text[sp.end : hangul_word_end(text, sp.end)]) == 0
        ):
            # a detected person's given name, maybe with its subject particle or familiar 이, under another label
            # ("서윤이 학교 앞에서" read as a place while 김서윤 is a name: a new-user trial, 2026-12-03, saw a
            # second letter)
            sp = sp.with_(label="내국인이름")
        if sp.label in name_labels and len(t) == 2 and t[0] in given_one and t[1] in "아야":
            # the one syllable without the vocative, which the placeholder takes after it ("솔아, 오랜만이다" ->
            # "G야,"; source "rule", which drop_single_syllables keeps)
            out.append(sp.with_(end=sp.start + 1, text=t[0], source="rule"))
            continue
        # (but a note in the bracket, "(이하 ‘피해자’라 한다)", "(당시 종업원)", comes after the particle: "피해자
        # 윤아름을(이하 …)" gave the person a second letter in a new-user trial, 2026-12-04)
        noted = _NOTE_BRACKET.match(text, sp.end) and t[-1] in _CASE_PARTICLES and t[:-1] in names
        if noted:
            out.append(sp.with_(end=sp.end - 1, text=t[:-1]))
            continue
        if sp.label not in name_labels or len(t) < 3 or text.startswith("(", sp.end):
            out.append(sp)
            continue
        ends_word = sp.end == len(text) or not ("가" <= text[sp.end] <= "힣")
        # particles of two syllables or more after a name ("김순자와도", "박말순과도" where 김순자 is known, or a
        # full name: "A 갈등을" had lost the 와도 and the person got a second letter; a new-user trial, 2026-12-03)
        # (and a span that stops inside its particles: "봉준서로서" of "봉준서로서도", a new-user trial, 2026-12-05)
        rest = text[sp.end : hangul_word_end(text, sp.end)]
        head = _name_before_particles(t + rest, names) if ends_word or rest else None
        # (a particle of two syllables at least inside the span: not "양" of "사공태양은", a name)
        if head is not None and (len(t) - len(head) >= 2 or (ends_word and len(head) < len(t))):
            out.append(sp.with_(end=sp.start + len(head), text=head))
            continue
        stem, last = t[:-1], t[-1]
        if ends_word:  # the particle ends the word
            cut = (
                (
                    last in NAME_TAIL_PARTICLES
                    and (
                        stem in names
                        or (len(t) == 3 and stem in given)
                        or _recurs_as_word(text, stem, sp.start, last)
                    )
                )
                # the subject particle or the copula after a name detected as such: "서지석이,", "이영희다.", also
                # after the given name of one ("서윤이 학교" where 김서윤 is a name)
                or (last in KNOWN_NAME_TAILS and (stem in names or (len(t) == 3 and stem in given)))
                # a full name and a case particle ("피고인 김민재는 010-…" became "A (전화번호 1 생략)", the
                # particle lost; a new-user trial, 2026-12-03): no Korean name of four syllables with a
                # one-syllable surname ends so
                # (not where the particle ends a noun and the stem is never written without it: "용산마을" read as
                # a person is no "용산마" + 을, a new-user trial of election judgments, 2026-12-05, wrote "K를
                # 경로당"; "서가을" is a name; "채혈동의" is "채혈동" + 의 where "채혈동은" is written too)
                or (
                    sp.label == "내국인이름"
                    and last in _CASE_PARTICLES
                    and looks_like_korean_full_name(stem)
                    and not (is_general_noun(t[-2:]) and text.count(stem) == text.count(t))
                )
            )
        else:  # "김민준이랑": the 이 of a detected name opens the particle after it
            cut = last == "이" and stem in names and text.startswith(_AFTER_SUBJECT_I, sp.end)
        if not cut and stem in names and last != "이" and _particles_on(text, sp.end, last):
            cut = True  # "장민서로부터", "백지원과의", "장민서로": the particle is the word's, the name is known
        if (
            cut
            and len(t) == 3
            and _is_dictionary_name(t)
            and not _called_by_given_name(text, t, given, names)
        ):
            cut = False  # "이예은" is a name the dictionary knows, though a "이예" was detected elsewhere
        # "양서아." where "양서아" is a name too: a Korean name has three syllables more often than two
        if cut and len(stem) == 2 and _named_elsewhere(spans, sp, name_labels):
            cut = False
        out.append(sp.with_(end=sp.end - 1, text=stem) if cut else sp)
    return out


def _name_before_particles(word: str, names: set[str]) -> str | None:
    """The name at the start of ``word`` when the rest of it is two syllables or more of particles only
    (:func:`~.particles.particle_tail_start`): a name detected elsewhere (``names``) or a Korean full name
    ("김순자와도" -> "김순자", "박말순에게는" -> "박말순"); None otherwise."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    for n in range(len(word) - 2, 1, -1):
        head, rest = word[:n], word[n:]
        if (head in names or looks_like_korean_full_name(head)) and particle_tail_start(rest) == 0:
            return head
    return None


def _called_by_given_name(text: str, word: str, given: set[str], names: set[str]) -> bool:
    """Whether ``word`` (three syllables) is a detected person's given name and the vocative 아 or 야, as it is
    written everywhere in ``text``: never with a particle after it ("서진아 지금 영수 형 가게" while 길서진 is a
    name; mecab-ko-dic knows "서진아" and "이슬아" as full names, and new-user trials of game fraud and a
    hit-and-run, 2026-12-07, saw the person get a second letter)."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end

    stem = word[:2]
    if word[2] not in "아야" or stem not in given or stem in names:
        return False
    return all(hangul_word_end(text, m.end()) == m.end() for m in re.finditer(re.escape(word), text))


def _named_elsewhere(spans: list[Span], sp: Span, name_labels: frozenset[str]) -> bool:
    """Whether another person-name span has ``sp``'s text and scores at least as high as any span of the text
    without its last syllable ("양서아" at 1.0 elsewhere against "양서" at 0.83)."""
    stem = sp.text[:-1]
    same = [s.score for s in spans if s.label in name_labels and s.text == sp.text and s.start != sp.start]
    shorter = [s.score for s in spans if s.label in name_labels and s.text == stem]
    return bool(same) and max(same) >= max(shorter, default=0.0)


def _particles_on(text: str, end: int, last: str) -> bool:
    """Whether ``last`` (the span's last syllable) and the Hangul syllables written after ``end`` are particles
    only (:func:`~.particles.particle_tail_start`: "로" + "부터", "과" + "의", "아" + "야"), with something after;
    "로" alone too (no name of the validation split ends so; the one-syllable tails of :data:`NAME_TAIL_PARTICLES`
    are read by the caller). The familiar 이 is left to the caller ("조환훈이의": the annotations keep it)."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    we = min(hangul_word_end(text, end), end + 6)
    return (we > end or last == "로") and particle_tail_start(last + text[end:we]) == 0


def complete_known_names(
    text: str, spans: list[Span], name_labels: frozenset[str], descriptors: Container[str] = ()
) -> list[Span]:
    """Extend a span that is the start of a string detected elsewhere in the document over the rest of that string,
    where the text goes on with it and then only particles ("양서" of "양서아야" where "양서아" is a name span
    elsewhere -> "양서아"): the model stopped before a syllable it read as a vocative or particle, and the person
    got a second placeholder ("U아야" while 양서아 was W; a new-user trial, 2026-12-03). A person's name is
    completed by the document's names (``name_labels``) only; any other span by any detected string, longest first:
    a held-out set (2026-12-05) saw a company's "디티에" of "디티에이가" beside "디티에이" elsewhere rendered "D이가".
    At most two code points are added, never a functional descriptor of ``descriptors`` ("기완" stays before "은행"
    where "기완은행" was read whole elsewhere: the court keeps the descriptor). ``spans`` are sorted and
    non-overlapping; the extension never reaches the next span. Offsets are code points."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    def longest_first(strings: set[str]) -> list[str]:
        return sorted(strings, key=len, reverse=True)

    names = longest_first({s.text for s in spans if s.label in name_labels and _HANGUL.search(s.text)})
    others = longest_first({s.text for s in spans if len(s.text) >= 3 and _HANGUL.search(s.text)})
    out = []
    for i, sp in enumerate(spans):
        limit = spans[i + 1].start if i + 1 < len(spans) else len(text)
        if len(sp.text) >= 2 and sp.end < limit and "가" <= text[sp.end] <= "힣":
            for name in names if sp.label in name_labels else others:
                if (
                    len(sp.text) < len(name) <= len(sp.text) + 2
                    and name.startswith(sp.text)
                    and name[len(sp.text) :] not in descriptors
                    # (nor a ship's 호, kept as the court keeps it: "대광" of "이하 '대광호'")
                    and not (sp.label == "선박명" and name[len(sp.text) :] == "호")
                ):
                    e = sp.start + len(name)
                    if e <= limit and text.startswith(name, sp.start):
                        if particle_tail_start(text[e : hangul_word_end(text, e)]) == 0:
                            sp = sp.with_(end=e, text=name)
                            break
        out.append(sp)
    return out


#: what ends a table's cell or a bracket right after a word: no topic particle 은 stands there
_CELL_END = re.compile(r"[ ]?[\t\n)\]│|]|[ ]{2}|$")  # "| 서문가은 |": a new-user trial, 2026-12-05


def extend_names_over_cell_final_eun(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Extend a Korean person-name span over a 은 right after it where a table's cell or a bracket ends next
    (:data:`_CELL_END`): the 은 ends the given name ("다은", "하은", "지은"), which Mecab-ko splits off as the topic
    particle, and the model stopped before it ("남궁다" of "\t남궁다은\t" in a customer list: a new-user trial,
    2026-12-05, saw "AH는" with the particle "corrected"). In prose the topic particle has its predicate after it,
    so a name before "은 " or "은," stays as it is, unless the text writes the name and 은 elsewhere with a
    particle glued after (:func:`_eun_ends_the_name`: "선우다은은", "선우다은의": the 은 is the name's; a new-user
    trial of apartment management, 2026-12-05, saw "선우다" lettered thirteen times and "O은은" written). ``spans``
    are sorted and non-overlapping; offsets are code points."""
    out = []
    for i, sp in enumerate(spans):
        e = sp.end
        nxt = spans[i + 1].start if i + 1 < len(spans) else len(text)
        if (
            sp.label in name_labels
            and 2 <= len(sp.text) <= 4
            and re.fullmatch("[가-힣]+", sp.text)
            and text[e : e + 1] == "은"
            and e + 1 <= nxt
            and (_CELL_END.match(text, e + 1) or _eun_ends_the_name(text, sp.text))
        ):
            sp = sp.with_(end=e + 1, text=sp.text + "은")
        out.append(sp)
    return out


def _eun_ends_the_name(text: str, name: str) -> bool:
    """Whether ``text`` writes ``name`` + "은" with a particle glued after it ("선우다은은", "선우다은의", "선우다은에게"):
    no particle follows the topic particle 은 so, hence 은 ends the given name. Needs a full name of three
    syllables or four with a two-syllable surname once 은 is added (:func:`looks_like_korean_full_name`)."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    if not looks_like_korean_full_name(name + "은"):
        return False
    for m in re.finditer(re.escape(name) + "은(?=[가-힣])", text):
        if m.start() > 0 and "가" <= text[m.start() - 1] <= "힣":
            continue
        tail = text[m.end() : hangul_word_end(text, m.end())]
        if particle_tail_start(tail) == 0:
            return True
    return False


#: syllables that start a particle, a copula or a word glued to names ("이철이", "김민에게", "박솔측은"): never the
#: last syllable of a given name the model stopped before
_PARTICLE_STARTS = frozenset("이가은는을를의에와과도로으만께랑인야아측씨님등외들")


def extend_names_before_a_syllable_and_particle(
    text: str, spans: list[Span], name_labels: frozenset[str]
) -> list[Span]:
    """Extend a two-syllable Korean person-name span over the one syllable glued after it when a particle follows
    that syllable and the three syllables look like a full name ("하말" + "자는" of "망 하말자는": the model read
    "자는" as the verb 자다, and a new-user trial of inheritance judgments, 2026-12-05, printed "B자는"). The
    syllable must start no particle or copula (:data:`_PARTICLE_STARTS`: "이철이", "김민에게" stay) and the text
    after it, up to a blank or punctuation, must be particles only (:func:`~.particles.particle_tail_start`).
    ``spans`` are sorted; offsets are code points."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    out = []
    for sp in spans:
        e = sp.end
        if (
            sp.label in name_labels
            and len(sp.text) == 2
            and re.fullmatch("[가-힣]{2}", sp.text)
            and e < len(text)
            and re.match("[가-힣]", text[e])
            and text[e] not in _PARTICLE_STARTS
        ):
            tail = text[e + 1 : hangul_word_end(text, e + 1)]
            if tail and particle_tail_start(tail) == 0 and looks_like_korean_full_name(sp.text + text[e]):
                sp = sp.with_(end=e + 1, text=sp.text + text[e])
        out.append(sp)
    return out


def _is_dictionary_name(word: str) -> bool:
    """Whether ``word`` is, as a whole, a Korean name of mecab-ko-dic (NNP 인명) starting with a surname."""
    from thunder_deid_desktop.analysis.tokenizer import person_name_end

    return looks_like_korean_full_name(word) and person_name_end(word) == len(word)


#: written glued before a name and never part of it: "故이영희" (the late), "망이영희의 상속인" (亡, the late)
_NAME_PREFIXES = ("故", "亡", "망")
#: the model's labels of links (a link has a ".", ":" or "@"), which a name with a slash after it is not ("이영희/최수아
#: 명의": a new-user trial saw "이영희/" labelled URL and given its own letter)
LINK_LABELS = frozenset({"URL", "이메일"})
_HANGUL = re.compile("[가-힣]")
#: closing brackets and quotes, which a span keeps at its end when it holds their opening one
_CLOSING = frozenset(")]}）」』”’\"'")


#: an id after the word for it: Latin letters with digits or "_" ("아이디 cw_silbi_doctor", "ID: mk_lee7")
_ID_AFTER_FIELD = re.compile(
    r"(?:아이디|ID|계정)[ ]?[:：]?[ ]?([A-Za-z][A-Za-z0-9_.\-]*[0-9_][A-Za-z0-9_.\-]*)$"
)


#: an id: Latin letters with digits, "_" or "." inside ("byeolha_truth")
_HANDLE = re.compile(r"[A-Za-z][A-Za-z0-9]*[_.][A-Za-z0-9_.]*[A-Za-z0-9]|[A-Za-z]+[0-9]+[A-Za-z0-9]*")
#: a closing quote, then 라는 or 이라는, maybe a platform's name, and the word for an account
_QUOTED_ACCOUNT_AFTER = re.compile(
    r"[’'\"”](?:이)?라는[ ](?:[가-힣A-Za-z]{2,8}[ ])?(?:계정|아이디|닉네임|채널)"
)


def _vocabulary_only(text: str) -> bool:
    """Whether every run of Hangul in ``text`` is a vocabulary word (:func:`.analyzer.is_vocabulary_word`)."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    return all(is_vocabulary_word(w) for w in re.findall("[가-힣]+", text))


#: a person's name of two to four capitalised Latin words, accented letters too ("Élodie Garnier")
_LATIN_PERSON = re.compile(
    # (a middle initial too: "David K. Whitfield")
    r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+(?:[ ][A-Z]\.)?(?:[ ][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'\-]+){1,3}"
)
#: a person's particle right after a name, then no Hangul
_PERSON_PARTICLE_AFTER = re.compile(r"(?:이|가|은|는|의|에게|에게서|와|과|을|를|도|한테)(?![가-힣])")
#: labels of a person's handle or pen name (:func:`cut_name_wrappers`)
PERSON_HANDLE_LABELS = frozenset({"닉네임", "대화명", "별명"})
#: signs that open a text message's signature or follow an emoticon, before a name ("^^ -", "~ ", "♡")
_LEADING_SIGNS = re.compile(r"[\^~\-*=♡♥☆★ ]+")
#: a signature after an emoticon or a dash at a span's end, the name alone after them ("거예요 ^^ -윤")
_SIGNED_NAME = re.compile(r"(?<![가-힣A-Za-z0-9])(?:\^\^|[~\-♡♥☆★])[ ]?[\-~]?(?P<name>[가-힣]{1,4})$")


def cut_name_wrappers(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Tidy the ends of model and propagated spans (rule spans are kept as they are), chiefly to reduce a span to
    the person's name that it wraps when that name is the text of a person-name span of the document:

    - a prefix glued before it, :data:`_NAME_PREFIXES` ("故이영희" -> "이영희");
    - signs after it other than closing brackets and quotes (a slash, a hyphen: "이영희/" labelled URL; "100-"
      of any label loses its hyphen);
    - a span whose "(" is not closed inside it is split in two at the bracket, the bracket left out ("김민준(金敏俊"
      labelled 해외주소: "김민준" and "金敏俊", both with the name's label when "김민준" is a known name);
    - a link span (URL, 이메일) without ".", ":" or Hangul is no link and is dropped ("Method for conditioning" of
      a patent judgment); one with Hangul is kept, mislabelled ("\u200f김철수\u200e" between direction marks),
      unless its Hangul is vocabulary only ("3/9 + 기여분"); one of capitalised Latin words with a person's particle
      after it is a foreign name (:data:`_LATIN_PERSON`: "Élodie Garnier가", label 외국인이름).

    The reduced span takes the label of the name span. Without this the renderer gave the person a second letter
    and lost the sign ("DC 명의", "G)도"; a new-user trial, 2026-12-03). ``spans`` sorted; returns them in order.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.online_names import KOREAN_NAME_BRACKET

    names: dict[str, str] = {}
    for s in sorted(spans, key=lambda s: s.source == "propagation"):  # model and rule labels first
        if s.label in name_labels:
            names.setdefault(s.text, s.label)
    # the texts of the document's other spans (not links), of three code points or more, and their labels
    # (of persons' names and handles only: a link's words that are a place or a firm elsewhere are more often the
    # model's misreadings, "Conservatorium" of a music school in the published judgments)
    known = {
        s.text: s.label
        for s in sorted(spans, key=lambda s: s.score)  # the best-read label last, so it stays
        if (s.label in name_labels or s.label in PERSON_HANDLE_LABELS) and len(s.text) >= 3
    }
    out = []
    for sp in spans:
        if sp.source == "rule":
            out.append(sp)
            continue
        t = sp.text
        # a person's Latin name with the Korean name in brackets after it ("David K. Whitfield(한국명 위대윗)"
        # labelled URL: a new-user trial of a farmland boundary, 2026-12-07)
        if sp.label in LINK_LABELS and _LATIN_PERSON.fullmatch(t) and KOREAN_NAME_BRACKET.match(text, sp.end):
            out.append(sp.with_(label="외국인이름"))
            continue
        if (
            sp.label in LINK_LABELS
            and "." not in t
            and ":" not in t
            # Hangul under a link label is a mislabelled mention and stays covered, unless it is vocabulary only
            # ("3/9 + 기여분" of a share's sum: a new-user trial, 2026-12-04)
            and (not _HANGUL.search(t) or _vocabulary_only(t))
        ):
            # an id written after its field word is the id ("아이디 cw_silbi_doctor" labelled URL: a new-user trial
            # of insurance fraud, 2026-12-05, lost it whole)
            ident = _ID_AFTER_FIELD.search(t)
            if ident is not None:
                a = sp.start + ident.start(1)
                out.append(
                    sp.with_(start=a, end=a + len(ident.group(1)), text=ident.group(1), label="아이디")
                )
            # a person's name in Latin letters, accented ones too, with a person's particle after it ("수출담당자
            # Élodie Garnier가" labelled URL: a new-user trial of customs fraud, 2026-12-06, left it)
            if ident is None and _LATIN_PERSON.fullmatch(t) and _PERSON_PARTICLE_AFTER.match(text, sp.end):
                out.append(sp.with_(label="외국인이름"))
                continue
            # an id in quotes that the words after it call an account ("'byeolha_truth'라는 인스타그램 계정" labelled
            # URL: a new-user trial of workplace harassment, 2026-12-07, left it)
            if ident is None and _HANDLE.fullmatch(t) and _QUOTED_ACCOUNT_AFTER.match(text, sp.end):
                out.append(sp.with_(label="아이디"))
                continue
            # a word of it that the document's other spans name is that mention ("글/그림 CHUNSE" labelled URL in a
            # table, where 'CHUNSE' is a pen name elsewhere: a new-user trial of webtoons, 2026-12-06, left it)
            for w in re.finditer(r"[^\s/|,()]+", t):
                if ident is None and w.group(0) in known:
                    a = sp.start + w.start()
                    out.append(
                        sp.with_(start=a, end=a + len(w.group(0)), text=w.group(0), label=known[w.group(0)])
                    )
            continue
        a, b = 0, len(t)
        inside = None  # what follows an unclosed "(": its own span
        if "(" in t and ")" not in t[t.index("(") :]:
            b = t.index("(")
            rest = t[b + 1 :]
            lead = len(rest) - len(rest.lstrip())
            if rest.strip():
                at = sp.start + b + 1 + lead
                inside = sp.with_(start=at, end=at + len(rest.strip()), text=rest.strip())
        while b > a and not t[b - 1].isalnum() and t[b - 1] not in _CLOSING:  # "이영희/", "100-"
            b -= 1
        if t.startswith(_NAME_PREFIXES) and t[1:b] in names:
            a = 1
        # an emoticon or a dash before a person's name or handle ("^^ -윤" of a text message signed "^^ -윤실장":
        # a new-user trial of key money, 2026-12-07, lost the signs and gave the signature a letter of its own)
        # (and the words before them: "거예요 ^^ -윤" read as one person's name, where "-윤실장" signs the message)
        if sp.label in name_labels or sp.label in PERSON_HANDLE_LABELS:
            lead = _LEADING_SIGNS.match(t, a, b)
            signed = _SIGNED_NAME.search(t, a, b)
            if lead is not None and lead.end() < b and _HANGUL.match(t, lead.end()):
                a = lead.end()
            elif signed is not None and signed.start("name") > a:
                a = signed.start("name")
        core = t[a:b]
        if (a, b) == (0, len(t)):
            out.append(sp)
            continue
        if core in names:
            out.append(sp.with_(start=sp.start + a, end=sp.start + b, text=core, label=names[core]))
            inside = inside and inside.with_(label=names[core])  # "김민준(金敏俊": the name in hanja
        elif core:
            out.append(sp.with_(start=sp.start + a, end=sp.start + b, text=core))
        if inside is not None:
            out.append(inside)
    return out


_KOREAN_NAME = re.compile(r"[가-힣]{2,4}")


def _particles_then_space(text: str, at: int) -> bool:
    """Whether ``text`` goes on from ``at`` with particles only and then a space ("의 사용자" after "허준석")."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    end = text.find(" ", at)
    return end > at and particle_tail_start(text[at:end]) == 0


#: a whole address: 시·도 or 시·군·구 words, maybe a 읍 or 면, a 동, 리, road or street and its number ("정읍시 고부면
#: 신흥리 508", "서울 강남구 역삼동 123-4")
_ADDRESS_SHAPE = re.compile(
    r"(?:[가-힣]{1,8}(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구)?[ ])+(?:[가-힣]{1,6}(?:읍|면)[ ])?"
    r"[가-힣0-9]{1,10}(?:동|리|로|길|가)[ ](?:산[ ]?)?[0-9]{1,5}(?:-[0-9]{1,4})?"
)


def relabel_addresses_read_as_names(spans: list[Span]) -> list[Span]:
    """Label 구아래주소 a model span labelled 내국인이름 that is a whole address (:data:`_ADDRESS_SHAPE`): the model ran a
    party's name on over the address line below it ("구창환\n정읍시 고부면 신흥리 508", split at the line break), and
    the name rules then cut the line to a 'name' it starts with ("정읍시") and dropped the rest (a new-user trial of
    farmland, 2026-12-05, left "고부면 신흥리 508"). Order kept."""
    return [
        sp.with_(label="구아래주소")
        if sp.source == "model" and sp.label == "내국인이름" and _ADDRESS_SHAPE.fullmatch(sp.text)
        else sp
        for sp in spans
    ]


def cut_to_known_names(spans: list[Span]) -> list[Span]:
    """Cut a Korean-name span (내국인이름) that starts with a Korean name detected elsewhere in the document and goes
    on past it after a space or a sign ("이영희 관련", "이영희 - 대외비" where "이영희" is a span) back to that name:
    the words after it were taken into the placeholder and the person got a second letter (a new-user trial,
    2026-12-02: "피해자 이영희 - 대외비" became "피해자 C" while 이영희 was B). A span of another label that
    starts so after a space is cut too and becomes the person's (내국인이름): a docx footer "이영희 제출" was one
    span labelled 보험회사, and became "F" (a new-user trial, 2026-12-03). A name span may also go on over the
    name's particles and a space ("허준석의 사용자로서" read as one name: a later trial saw "피고 AH로서", the words
    "의 사용자" gone). An id or a number at the end of a span of another label keeps that label as a span of its own
    (:data:`_ID_AT_END`: "황보진우 아이디 jinwoo_hb"). ``spans`` sorted; returns them sorted. Offsets are code
    points."""
    known = {s.text for s in spans if s.label == "내국인이름" and _KOREAN_NAME.fullmatch(s.text)}
    longest_first = sorted(known, key=len, reverse=True)
    out = []
    for sp in spans:
        # (a foreign name's words go on after its first: "드미트리 소콜로프", where "드미트리" is a span elsewhere,
        # had kept 소콜로프 in a new-user trial, 2026-12-05)
        # (nor an address: "삼랑진읍 임천리 122-5" had been cut to "삼랑진읍", which the model had read as a person in
        # a table of the same judgment, and the 리 and the lot left: a new-user trial of farm cooperatives,
        # 2026-12-05)
        if sp.text not in known and sp.label != "외국인이름" and "주소" not in sp.label:
            person = sp.label == "내국인이름"
            name = next(
                (
                    n
                    for n in longest_first
                    if sp.text.startswith(n)
                    and (
                        sp.text[len(n)] == " "
                        if not person
                        else not ("가" <= sp.text[len(n)] <= "힣") or _particles_then_space(sp.text, len(n))
                    )
                ),
                None,
            )
            if name is not None:
                # the id or number written after the person keeps the span's own label ("황보진우 아이디
                # jinwoo_hb" read as one 아이디: a new-user trial of drunk driving, 2026-12-05, left the id)
                tail = _ID_AT_END.search(sp.text, len(name)) if not person else None
                if tail is not None:
                    out.append(
                        sp.with_(start=sp.start + tail.start(), end=sp.start + tail.end(), text=tail.group())
                    )
                sp = sp.with_(end=sp.start + len(name), text=name, label="내국인이름")
        out.append(sp)
    return sorted(out, key=lambda s: s.start)


#: an id or a number that ends a span after a person's name and a word ("… 아이디 jinwoo_hb")
#: (or one with a digit, "_" or "@" before a word the model took in too: "배수현 선생 인스타 baesuhyun_ssam 가", a
#: new-user trial of a school's abuse case, 2026-12-06, left the id)
_ID_AT_END = re.compile(
    r"(?<=[ (:])(?:[A-Za-z0-9][A-Za-z0-9_.@\-]{2,}$"
    r"|(?=[A-Za-z0-9_.@\-]*[0-9_@])[A-Za-z0-9][A-Za-z0-9_.@\-]{2,}(?![A-Za-z0-9_.@\-]))"
)


#: a name in Chinese characters in brackets ("(洪吉童, 1976. 3. 15.생)", "(王小明)")
#: (a Japanese name in kanji with a blank between its family and given names too: "다나카 유이 (田中 結衣, 2003. 8.
#: 15.생)", which a new-user trial of a K-pop agency, 2026-12-06, left)
_HANJA_IN_BRACKETS = re.compile(
    r"[ ]?\([ ]?([\u4e00-\u9fff]{2,5}|[\u4e00-\u9fff]{1,3}[ ][\u4e00-\u9fff]{1,3})(?=[ ]?[,)])"
)


def relabel_names_before_hanja(text: str, spans: list[Span]) -> list[Span]:
    """Relabel 내국인이름 a span of another label that is a Korean full name (:func:`looks_like_korean_full_name`)
    followed by as many Chinese characters in brackets ("김용팔(金龍八, 480705-…)" labelled 해외주소 inside a tax
    judgment's table: a new-user trial, 2026-12-03, saw the letter and "金龍八" kept): a party's name with its
    hanja. Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import NAME_LABELS

    out: list[Span] = []
    for sp in spans:
        if sp.label != "내국인이름" and looks_like_korean_full_name(sp.text):
            m = _HANJA_IN_BRACKETS.match(text, sp.end)
            if m and len(m.group(1)) == len(sp.text):
                sp = sp.with_(label="내국인이름")
        # a foreign name of two or three Hangul words with its Chinese characters and its Latin spelling in the
        # bracket after it ("원      고\t다나카 유키(田中由紀, Tanaka Yuki)" read as a foreign address twice: a
        # new-user trial of divorce judgments, 2026-12-07, left "유키가" in the body): a person, and so is the
        # bracket's content
        elif (
            sp.label not in NAME_LABELS
            and _FOREIGN_WORDS.fullmatch(sp.text)
            and _HANJA_AND_LATIN_AFTER.match(text, sp.end)
        ):
            sp = sp.with_(label="외국인이름")
        elif (
            out
            and out[-1].label == "외국인이름"
            and sp.label not in NAME_LABELS
            and _HANJA_AND_LATIN_AFTER.match(text, out[-1].end)
            and out[-1].end < sp.start <= out[-1].end + 2
        ):
            sp = sp.with_(label="외국인이름")
        out.append(sp)
    return out


def relabel_names_before_latin(text: str, spans: list[Span]) -> list[Span]:
    """Relabel 외국인이름 a span of another label that is two or three Hangul words followed by its spelling in
    Latin letters in brackets, the first words sounding alike (:func:`.latin_aliases.sounds_like`): "교인 로사
    델라크루즈(Rosa Dela Cruz)는" read as a company, which a new-user trial of a church's right of way, 2026-12-07,
    saw lettered apart from "로사는" (left); the first words must sound alike. Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import NAME_LABELS
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like

    out = []
    for sp in spans:
        if sp.label not in NAME_LABELS and _LONG_FOREIGN_WORDS.fullmatch(sp.text):
            m = _LATIN_NAME_IN_BRACKETS.match(text, sp.end)
            if m and sounds_like(sp.text.split()[0], m.group(1)):
                sp = sp.with_(label="외국인이름")
        out.append(sp)
    return out


#: a name in Latin letters in brackets, title case, two to four words (group 1: the first word)
_LATIN_NAME_IN_BRACKETS = re.compile(r"[ ]?\(([A-Z][a-z]+)(?:[ ][A-Z][a-z]+){1,3}\)")
#: two or three Hangul words of one to six syllables ("로사 델라크루즈")
_LONG_FOREIGN_WORDS = re.compile(r"[가-힣]{1,6}(?:[ ][가-힣]{1,6}){1,2}")
#: two or three Hangul words of one to four syllables ("다나카 유키")
_FOREIGN_WORDS = re.compile(r"[가-힣]{1,4}(?:[ ][가-힣]{1,4}){1,2}")
#: a bracket with Chinese characters, a comma and a name in Latin letters ("(田中由紀, Tanaka Yuki")
_HANJA_AND_LATIN_AFTER = re.compile(r"[ ]?\([\u4e00-\u9fff]{2,8},[ ]?[A-Z][A-Za-z]+[ ][A-Z]")


#: a foreign name in Latin capitals, two to four words, with its Hangul transcription in brackets right after it,
#: word for word ("DERARTU KEBEDE(데라르투 케베데)")
_LATIN_THEN_TRANSCRIPTION = re.compile(
    r"(?<![A-Za-z0-9])([A-Z][A-Z'\-]+(?:[ ][A-Z][A-Z'\-]+){1,3})[ ]?\(([가-힣]{2,6}(?:[ ][가-힣]{1,6}){1,3})\)"
)
#: words of a company's or a body's name in Latin capitals, which no person's name holds
_LATIN_ORGANISATION_WORDS = frozenset(
    "CO LTD INC CORP CORPORATION COMPANY GROUP TRADING TRADE BANK LIMITED HOLDINGS INTERNATIONAL UNIVERSITY "
    "SHIPPING LOGISTICS INDUSTRY INDUSTRIES ELECTRONICS GLOBAL KOREA JAPAN CHINA ASSOCIATION FOUNDATION".split()
)


def transliterated_name_spans(text: str, spans: list[Span]) -> list[Span]:
    """A foreign person's name in Latin capitals with its Hangul transcription in brackets, word for word
    (:data:`_LATIN_THEN_TRANSCRIPTION`: "난민으로 인정된 DERARTU KEBEDE(데라르투 케베데)는"): both become 외국인이름
    spans (score 0.8, source ``"rule"``) replacing the spans that overlap them, as the model had read "DERARTU" alone
    as a building and left "KEBEDE" (a new-user trial, 2026-12-05). Not where a Latin word is a company's
    (:data:`_LATIN_ORGANISATION_WORDS`: "TRADING CO") or a Hangul word a general noun of the Mecab-ko dictionary
    (a translated company name, "화싱 무역"). ``spans`` sorted; returns sorted spans; offsets are code points."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    found = []
    for m in _LATIN_THEN_TRANSCRIPTION.finditer(text):
        latin, hangul = m.group(1).split(" "), m.group(2).split(" ")
        if len(latin) != len(hangul) or any(w.strip("'-") in _LATIN_ORGANISATION_WORDS for w in latin):
            continue
        if any(is_general_noun(w) for w in hangul):
            continue
        found += [
            Span(m.start(1), m.end(1), m.group(1), "외국인이름", 0.8, "rule"),
            Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.8, "rule"),
        ]
    if not found:
        return spans
    kept = [sp for sp in spans if not any(f.start < sp.end and sp.start < f.end for f in found)]
    return sorted(kept + found, key=lambda sp: sp.start)


#: one word in brackets right after a name ("함지민(지민파파)")
_ALIAS_IN_BRACKETS = re.compile(r"\(([가-힣A-Za-z][가-힣A-Za-z0-9_]{1,11})\)")


#: a Latin original in brackets after a name, a closing quote maybe between ("클럽 '아르떼'(ARTE)의")
_LATIN_ORIGINAL = re.compile(
    r"[’'\"”]?\((?P<latin>[A-Z][A-Za-z0-9&.'\-]{2,20}(?:[ ][A-Z][A-Za-z0-9&.'\-]*){0,3})(?=[,)])"
)
#: a Hangul word, maybe quoted, then an opening bracket, at the end of the text before a Latin span
_HANGUL_BEFORE_BRACKET = re.compile(r"(?<![가-힣])([가-힣]{2,8})[’'\"”]?[ ]?\($")
#: one to three Hangul words, then an opening bracket, at the end of the text before a Latin span
_HANGUL_WORDS_BEFORE_BRACKET = re.compile(r"(?<![가-힣])([가-힣]{2,8}(?:[ ][가-힣]{2,8}){0,2})[ ]?\(\Z")
#: capitalised Latin words of a business's name, its legal form's dots and ampersands too
_LATIN_WORDS = re.compile(r"[A-Z][A-Za-z0-9&.'\-]*(?:[ ][A-Za-z0-9&.'\-]+){1,5}")


def hangul_before_latin_spans(
    text: str, spans: list[Span], exclude: frozenset[str] = frozenset()
) -> list[Span]:
    """The Hangul word right before a detected Latin name in brackets, when it reads as that name
    (:func:`.latin_aliases.sounds_like`: "위디아(WIDIA)", "'리플라(RIPPLA)'": new-user trials of fishing crews and of
    an entertainment agency, 2026-12-06, saw the Latin lettered and the Hangul left), with the Latin span's label,
    0.9 x its score, source ``"rule"``; the other way round of :func:`latin_original_spans`. Not a word of
    ``exclude``, a general noun or a role. Returns the new spans only, none overlapping ``spans``; offsets are code
    points."""
    from thunder_deid_desktop.analysis.companies import LATIN_COMPANY
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    taken = [(s.start, s.end) for s in spans]
    out = []
    for sp in spans:
        if text[sp.end : sp.end + 1] not in (")", ","):
            continue
        # a business's name of Latin words and the Hangul words that transcribe them, the first sounding like the
        # first ("오션스타 쉬핑(Ocean Star Shipping S.A.)": a new-user trial of a ship-repair yard, 2026-12-06, left
        # the Hangul)
        words = sp.text.split()
        if (
            sp.label not in ("내국인이름", "외국인이름")
            and 2 <= len(words) <= 6
            and _LATIN_WORDS.fullmatch(sp.text)
            and LATIN_COMPANY.search(sp.text)  # a legal form: not a body's or a term's translation
        ):
            several = _HANGUL_WORDS_BEFORE_BRACKET.search(text, max(0, sp.start - 30), sp.start)
            if several is None:
                continue
            before = several.group(1).split()
            # the longest run of the last words that transcribes the name: its first word sounding like the name's
            # first, none a general noun or a compound of nouns ("선주 오션스타 쉬핑": 선주 is the ship's owner)
            for k in range(min(len(before), len(words)), 0, -1):
                hangul = before[-k:]
                b = several.end(1)
                a = b - len(" ".join(hangul))
                if (
                    sounds_like(hangul[0], words[0])
                    and not any(
                        w in exclude or is_general_noun(w) or is_dictionary_compound(w) or is_role_mention(w)
                        for w in hangul
                    )
                    and not any(x < b and a < y for x, y in taken)
                ):
                    out.append(Span(a, b, text[a:b], sp.label, round(0.9 * sp.score, 4), "rule"))
                    break
            continue
        if not re.fullmatch(r"[A-Z][A-Za-z'\-]{2,20}", sp.text) or sp.text in LATIN_TERMS:
            continue
        m = _HANGUL_BEFORE_BRACKET.search(text, max(0, sp.start - 14), sp.start)
        if m is None:
            continue
        word = m.group(1)
        if (
            word in exclude
            or is_general_noun(word)
            or is_role_mention(word)
            or not sounds_like(word, sp.text)
        ):
            continue
        a, b = m.span(1)
        if any(x < b and a < y for x, y in taken):
            continue
        out.append(Span(a, b, word, sp.label, round(0.9 * sp.score, 4), "rule"))
    return out


#: capitals that are terms, not names ("개인용 컴퓨터(PC)", "폐쇄회로(CCTV)", "MMSE 11점"; a care home's "CCTV"
#: read as a person at 1.0 and cognitive tests as a bank: a new-user trial of elderly care, 2026-12-05)
LATIN_TERMS = frozenset(
    "PC CCTV SNS ID IP URL USB GPS DNA MDMA THC LSD GHB ATM OTP QR APP AI IT TV CEO CFO HUG KTX SRT LH SH "
    "MMSE CDR CT MRI ECG EKG BMI ICU SMS MMS LTE NFC PIN LED LCD OEM ODM ERP".split()
)


def latin_original_spans(text: str, spans: list[Span]) -> list[Span]:
    """The Latin original written in brackets right after a detected name of a business, a place or a group, a
    closing quote maybe between (:data:`_LATIN_ORIGINAL`: "클럽 '아르떼'(ARTE)의", "'하이퍼'(HYPER)는": a new-user
    trial, 2026-12-05, left both), with the name's label, 0.9 x its score, source ``"rule"``. Persons' Latin
    spellings are :func:`bracketed_foreign_name_spans`'; numbers and terms (:data:`LATIN_TERMS`: "(PC)") are
    left. Returns the new spans only, none overlapping ``spans``; offsets are code points."""
    taken = [(s.start, s.end) for s in spans]
    out = []
    for sp in spans:
        if sp.label.endswith("번호") or not any("가" <= c <= "힣" for c in sp.text):
            continue
        m = _LATIN_ORIGINAL.match(text, sp.end)
        if not m or m.group("latin") in LATIN_TERMS:
            continue
        a, b = m.span("latin")
        if any(x < b and a < y for x, y in taken):
            continue
        out.append(Span(a, b, m.group("latin"), sp.label, round(0.9 * sp.score, 4), "rule"))
    return out


#: a business's other name alone in brackets right after it ("하늘페이먼츠(블루문)" of a table of payees)
_HANGUL_ALIAS_IN_BRACKETS = re.compile(r"\(([가-힣]{2,8})\)")
#: labels of businesses besides those of the taxonomy's tier 2 사업체 (:func:`business_alias_spans`)
_BUSINESS_LABELS_FOR_ALIAS = ("기업명", "(주식회사)", "가게")


def business_alias_spans(text: str, spans: list[Span]) -> list[Span]:
    """The other name of a detected business (a span of the taxonomy's tier 2 사업체) in brackets right after it
    ("| 하늘페이먼츠(블루문) |" in a table of payees, the merchant's name the payment agent used: a new-user trial of
    a betting site, 2026-12-06, left it), with the business's label, 0.9 x its score, source ``"rule"``: two to
    eight Hangul syllables, not judgment vocabulary, general nouns or a compound of the Mecab-ko dictionary
    ("금속스크랩(불용철판)" of the validation split), a role, a legal form, a city or a place of the dictionary
    ("(수원)"), after a name with no digit ("XL2546(무결점)"), where no span is. Returns the new spans only; offsets
    are code points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS, _is_place_word
    from thunder_deid_desktop.analysis.analyzer import common_words, judgment_terms
    from thunder_deid_desktop.analysis.companies import COMPANY_FORMS
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun, morphemes
    from thunder_deid_desktop.deid.entities import tier2_group

    # (a number's label on a word with no digit is no span for long: "블루문" read as an account, then dropped)
    taken = [
        (s.start, s.end)
        for s in spans
        if not (s.label.endswith("번호") and not any(map(str.isdigit, s.text)))
    ]
    out = []
    for sp in spans:
        if not (sp.label in _BUSINESS_LABELS_FOR_ALIAS or tier2_group(sp.label) == "사업체"):
            continue
        m = _HANGUL_ALIAS_IN_BRACKETS.match(text, sp.end)
        if m is None or any(c.isdigit() for c in sp.text):  # "XL2546(무결점)" of a monitor read as a shop
            continue
        alias = m.group(1)
        if (
            # (nor words of the dictionary: "금속스크랩(불용철판)", a note on the goods the model's "business" names)
            all(tag == "NNG" for *_, tag in morphemes(alias))
            or is_dictionary_compound(alias)
            or alias in common_words()
            or alias in judgment_terms()
            or is_general_noun(alias)
            or is_role_mention(alias)
            or alias in COMPANY_FORMS
            or alias in CITY_STEMS
            or _is_place_word(alias)
            or any(a < m.end(1) and m.start(1) < b for a, b in taken)
        ):
            continue
        out.append(Span(m.start(1), m.end(1), alias, sp.label, round(0.9 * sp.score, 4), "rule"))
    return out


#: a one-word alias, then the person's full or given name in brackets ("똘이(손하진)", "똘이(예준)")
_ALIAS_THEN_NAME = re.compile(r"(?<![가-힣])([가-힣]{2,6})\(([가-힣]{2,4})\)")


def bracketed_alias_spans(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """A person's nickname or alias in brackets right after the person's Korean full name
    (:data:`_ALIAS_IN_BRACKETS`: "함지민(지민파파)" in a second-hand fraud's table of victims: a new-user trial,
    2026-12-05, left two), or right before the full name or its given name in brackets inside a quotation
    (:data:`_ALIAS_THEN_NAME`: "\"똘이(예준) 너도"; not a family word, "부(김철수)", nor evidence listed,
    "피해부위사진(김철수)"), label
    닉네임, score 0.65, source ``"rule"``. Not a word of judgments or a general noun ("(가명)", "(피해자)",
    "(회사원)"), an article or a footnote ("(제1조)", "(주1)"), a role, a title, a country or a span already there;
    a nickname is often a compound ("지민파파"). On the 5,000 published judgments such brackets after a person hold
    ages, numbers and companies (a company is personal information too). Returns the new spans only; offsets are
    code points."""
    from thunder_deid_desktop.analysis.analyzer import KINSHIP_WORDS, country_names, not_list_names
    from thunder_deid_desktop.analysis.online_names import inside_quotes
    from thunder_deid_desktop.analysis.roles import JOB_TITLES, is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    taken = [(s.start, s.end) for s in spans]
    words = not_list_names()
    full = {sp.text for sp in spans if sp.label in name_labels and looks_like_korean_full_name(sp.text)}
    known = full | {n[-2:] for n in full}  # and their given names ("예준" of 염예준)
    found: list[re.Match[str]] = []
    for sp in spans:
        if sp.text in full and sp.label in name_labels:
            m = _ALIAS_IN_BRACKETS.match(text, sp.end)
            if m:
                found.append(m)
    # or the alias first, the full or given name in its brackets ("똘이(예준) 너도": a new-user trial,
    # 2026-12-05), in a quotation, as a speaker calls a person (evidence is listed so: "피해부위사진(김철수)")
    for m in _ALIAS_THEN_NAME.finditer(text):
        if m.group(2) in known and m.group(1) not in KINSHIP_WORDS and inside_quotes(text, m.start(1)):
            found.append(m)
    out = []
    for m in found:
        alias = m.group(1)
        if (
            re.match(r"(?:제|주)[0-9]", alias)  # an article or a footnote ("(제1조)", "(주1)")
            or alias in words
            or alias in JOB_TITLES
            or alias in country_names()
            or is_role_mention(alias)
            or is_general_noun(alias)
            or department_title(alias)
            or any(a < m.end(1) and m.start(1) < b for a, b in taken)
        ):
            continue
        out.append(Span(m.start(1), m.end(1), alias, "닉네임", 0.65, "rule"))
    return out


def department_title(word: str) -> bool:
    """Whether ``word`` is a title after a general noun of a department or a field ("간호부장", "영업팀장", "현장소장";
    :func:`.analyzer.title_words`): a person's post in brackets after the name ("석보람(간호부장)의 각 법정진술",
    which a new-user trial of a hospice's theft, 2026-12-07, lettered as a nickname)."""
    from thunder_deid_desktop.analysis.analyzer import title_words
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    return any(
        word.endswith(t) and len(word) > len(t) and is_general_noun(word[: -len(t)]) for t in title_words()
    )


#: a name with its surname in Chinese characters and its given name in Hangul, in brackets ("신하늘 (申하늘, …)")
_MIXED_HANJA_IN_BRACKETS = re.compile(r"[ ]?\([ ]?([\u4e00-\u9fff]{1,2}([가-힣]{1,3}))(?=[ ]?[,)])")


def relabel_mixed_hanja_names(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Give a span in brackets right after a person-name span that writes the same name with its surname in
    Chinese characters ("신하늘 (申하늘, 850103-…)") the name's label, or add it as a rule span where none is
    there: a new-user trial (2026-12-03) saw "申하늘" labelled 아이디 get a letter of its own. The given name in
    Hangul must be the name's own. ``spans`` sorted; returns sorted spans; offsets are code points."""
    at = {(s.start, s.end): k for k, s in enumerate(spans)}
    out = list(spans)
    added = []
    for sp in spans:
        if sp.label not in name_labels:
            continue
        m = _MIXED_HANJA_IN_BRACKETS.match(text, sp.end)
        # the same given name, and a surname of as many characters ("申" for "신", "南宮" for "남궁")
        if m is None or not sp.text.endswith(m.group(2)) or len(sp.text) != len(m.group(1)):
            continue
        k = at.get((m.start(1), m.end(1)))
        if k is not None:
            out[k] = out[k].with_(label=sp.label)
        else:
            added.append(Span(m.start(1), m.end(1), m.group(1), sp.label, sp.score, "rule"))
    return sorted(out + added, key=lambda s: s.start) if added else out


def hanja_name_spans(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """The person's name in Chinese characters written in brackets right after a person-name span ("홍길동(洪吉童,
    1976. 3. 15.생)" -> "洪吉童"), with that span's label and score, source ``"rule"``; spans already there are not
    repeated. Judgments give a party's name in hanja this way; the model, trained on texts without hanja, never
    tags it (a new-user trial, 2026-12-02, found "南宮敏洙" and "鄭秀彬" left in the output).

    So is the name in Chinese characters as a later item of the same brackets ("량웨이(LIANG WEI, 梁伟)"), and a
    company's or any other span's name in Chinese characters right after it, up to 30 of them ("선전다펑무인기
    과기유한공사(深圳大鹏无人机科技有限公司)에", "왕하이펑(王海峰)" read as an address: a new-user trial of trade
    secrets, 2026-12-06, left seven such names and five companies). A span of another label whose text is a
    person-name span elsewhere counts as a person's ("사토 켄지(佐藤健二)").

    ``spans`` are sorted; returns only the new spans, sorted. Offsets are code points of ``text``."""
    from thunder_deid_desktop.deid.entities import is_business

    taken = {(s.start, s.end) for s in spans}
    # (a string read as a person's name elsewhere is one here too: "동반 경기자 사토 켄지(佐藤健二)" read as an address
    # beside "사토 켄지" read as a name, which a new-user trial of golf courses, 2026-12-06, left)
    names = {s.text for s in spans if s.label in name_labels}
    out = []
    for sp in spans:
        if sp.label in name_labels or sp.text in names:
            m = _HANJA_IN_BRACKETS.match(text, sp.end)
            if m is None:
                m = _HANJA_LATER_IN_BRACKETS.match(text, sp.end)
        else:
            m = _HANJA_NAME_IN_BRACKETS.match(text, sp.end)
            # a word read in Korean with its characters, one syllable each, is a term's gloss ("가감산율(加減算率)",
            # "저조선(低潮線)" of the published judgments, which the model misread): not unless a business's
            if m and not is_business(sp) and len(m.group(1)) == len(sp.text.replace(" ", "")):
                m = None
            # a name in kanji of two words, a Japanese person's ("다나카 유이 (田中 結衣, …)" read as an address):
            # no term's gloss has a blank
            spaced = _HANJA_IN_BRACKETS.match(text, sp.end)
            if m is None and spaced is not None and " " in spaced.group(1):
                m = spaced
        if m and (m.start(1), m.end(1)) not in taken:
            taken.add((m.start(1), m.end(1)))
            out.append(Span(m.start(1), m.end(1), m.group(1), sp.label, sp.score, "rule"))
    return sorted(out, key=lambda s: s.start)


#: the surnames most common in China, Taiwan and Korea, in simplified and traditional characters (the first
#: character of a name in Chinese characters)
_CHINESE_SURNAMES = frozenset(
    "李王张張刘劉陈陳杨楊赵趙黄黃周吴吳徐孙孫胡朱高林何郭马馬罗羅梁宋郑鄭谢謝韩韓唐冯馮于董萧蕭程曹袁邓鄧许許傅沈"
    "曾彭吕呂苏蘇卢盧蒋蔣蔡贾賈丁魏薛叶葉阎閻余潘杜戴夏钟鍾汪田任姜范方石姚谭譚廖邹鄒熊金陆陸郝孔白崔康毛邱秦江史"
    "顾顧侯邵孟龙龍万萬段钱錢汤湯尹黎易常武乔喬贺賀赖賴龚龔文朴权權安柳洪全裴裵南河成车車禹具辛闵閔申"
)
#: a person's word right before a name: a nationality, a job or a party's role ("중국인 탕위(唐宇)를", "영업담당
#: 쉬징(徐静)이")
_PERSON_BEFORE_HANJA_NAME = re.compile(
    r"(?:(?:중국|대만|홍콩|일본|조선족|중국 국적의?|국적)인?|담당|직원|대표|사장|이사|총경리|부장|과장|팀장|실장|매니저|"
    r"증인|참고인|피해자|피고인|통역인|공범|동창인?|친구인?|공급책|공급업자|판매자|구매자|거래처|"
    # a crew member, a worker ("중국 국적 선원 쑨젠궈(孫建國, 외국인등록번호 …)", "참가인의 선원 판즈창(潘志強)으로부터":
    # a new-user trial of seaweed farms, 2026-12-07, left both sets of characters, the model reading an address)
    r"선원|선장|기관장|항해사|어선원|근로자|노동자|종업원|유학생|간병인)[ ]$"
)
#: a name in Chinese characters and its Hangul in brackets ("刘晶(류징)")
_HANJA_THEN_HANGUL_NAME = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff]{2,4})[ ]?\(([가-힣]{2,6})\)")
#: a Hangul name of two to four syllables and its characters in brackets, as many ("탕위(唐宇)")
_HANGUL_THEN_HANJA_NAME = re.compile(r"(?<![가-힣])([가-힣]{2,6})[ ]?\(([\u4e00-\u9fff]{2,4})(?=[ ]?[,)])")


def chinese_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A person's name in Hangul followed by its Chinese characters in brackets, as many ("중국인 탕위(唐宇)를",
    "영업담당 쉬징(徐静)이": a new-user trial of customs smuggling, 2026-12-06, left both, the model finding no span
    in the Hangul and the hanja rule having no name to follow): both labelled 외국인이름, score 0.8, source
    ``"rule"``. Only after a person's word (:data:`_PERSON_BEFORE_HANJA_NAME`), with the first character a common
    surname (:data:`_CHINESE_SURNAMES`) and a Hangul word that is no vocabulary (``exclude``) nor a 시·군·구: a term
    read in Korean with its characters ("권한규정(權限規定)", "안성군(安城郡)" of the published judgments) has no such
    word before it. A Hangul name longer than its characters is their Mandarin sound, not their Korean reading,
    and needs no person's word ("공급책 천쯔하오(陈子豪, 위챗 아이디 …)", "리우밍하오(刘明浩, …)": a new-user trial of
    counterfeit goods, 2026-12-06, left both in every mention). The characters first with their Hangul in brackets
    (:data:`_HANJA_THEN_HANGUL_NAME`: "刘晶(류징)") count too, the Hangul no general noun. Offsets are code points."""
    out = []
    for m in _HANGUL_THEN_HANJA_NAME.finditer(text):
        hangul, hanja = m.group(1), m.group(2)
        sound = len(hanja) < len(hangul) <= 2 * len(hanja)
        if not (len(hangul) == len(hanja) or sound) or hanja[0] not in _CHINESE_SURNAMES or hangul in exclude:
            continue
        if not sound and hangul.endswith(("시", "군", "구", "도", "읍", "면", "동", "리")):
            continue
        if not sound and not _PERSON_BEFORE_HANJA_NAME.search(text, max(0, m.start() - 12), m.start()):
            continue
        out.append(Span(m.start(1), m.end(1), hangul, "외국인이름", 0.8, "rule"))
        out.append(Span(m.start(2), m.end(2), hanja, "외국인이름", 0.8, "rule"))
    # the other way round, the characters first and their Hangul in brackets ("| 刘晶(류징) | 문화상품권 핀번호 |" of a
    # table of buyers: a new-user trial of a motel's hidden camera, 2026-12-07, left both): a Hangul word of as many
    # syllables, or of the Mandarin sound, that is no word
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    for m in _HANJA_THEN_HANGUL_NAME.finditer(text):
        hanja, hangul = m.group(1), m.group(2)
        sound = len(hanja) < len(hangul) <= 2 * len(hanja)
        if not (len(hangul) == len(hanja) or sound) or hanja[0] not in _CHINESE_SURNAMES:
            continue
        if (
            hangul in exclude
            or is_general_noun(hangul)
            or hangul.endswith(("시", "군", "구", "도", "읍", "면", "동", "리"))
        ):
            continue
        out.append(Span(m.start(1), m.end(1), hanja, "외국인이름", 0.8, "rule"))
        out.append(Span(m.start(2), m.end(2), hangul, "외국인이름", 0.8, "rule"))
    return out


#: a person's initials with dots before the person's sex in brackets ("피해자 K.D.Y.(여, 30대)", "L.S.(여)" of a
#: table)
_DOTTED_INITIALS = re.compile(r"(?<![A-Za-z.])((?:[A-Z]\.){2,4})(?=[ ]?\((?:여|남)[ ]?[,)])")


#: initials with dots after a person's word ("환자 Y.S.A.는"), or alone in a table's cell ("| K.J.H. |", "\tL.S.\t")
#: (anywhere they are as often an abbreviation: "C.C.C.", "F.O.B." of the published judgments)
#: (or after Dr. and as a signature after a dash at a quote's end: "Dr. H.D.Y. 전화 notify", "정상 확인 - O.S.R.\"":
#: a new-user trial of a hospital's records, 2026-12-06, left both)
_PERSON_THEN_DOTTED_INITIALS = re.compile(
    r"(?:(?<![가-힣])(?:환자|피해자|피고인|고객|회원|직원|학생|아동|수진자|수급자|이용자|손님|근로자)[ ]"
    r"|(?<![A-Za-z])(?:Dr|Prof|RN)\.[ ]?|[ ][-–—][ ])"
    r"((?:[A-Z]\.){2,4})(?![A-Za-z.])"
)
_DOTTED_INITIALS_CELL = re.compile(r"(?:^|[|\t│])[ ]*((?:[A-Z]\.){2,4})[ ]*(?=[|\t│]|$)", re.MULTILINE)
#: abbreviations written with dots, no one's initials
_DOTTED_ABBREVIATIONS = frozenset(
    {"U.S.A.", "U.S.", "U.K.", "E.U.", "R.O.K.", "A.M.", "P.M.", "N.B.", "P.O."}
)


#: two names joined by a middle dot, a couple or a pair ("도현석·엄채원", "Daniel Whitford·석하윤")
_DOTTED_PAIR = re.compile(
    r"(?<![가-힣A-Za-z])(?P<a>[가-힣]{3}|[A-Z][a-z]+(?:[ ][A-Z][a-z]+){1,2})[·ㆍ](?P<b>[가-힣]{3})(?![가-힣])"
)


def dotted_pair_name_spans(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """The other name of two persons' names joined by a middle dot (:data:`_DOTTED_PAIR`: "| 도현석·엄채원 |" under
    "신랑·신부", which a new-user trial of a wedding studio, 2026-12-06, saw written "| AR·마다솜 |", the model
    reading only the groom's) where one of them is a span of a person's name in ``spans``: the other, a Korean
    full name (:func:`looks_like_korean_full_name`) labelled 내국인이름 or a Latin name of two or three words
    labelled 외국인이름, where no span overlaps it. "김장철·이사철" has no name span and stays. Returns the new
    spans only; score 0.8, source ``"rule"``; offsets are code points."""
    starts = {(sp.start, sp.end) for sp in spans if sp.label in name_labels}
    out = []
    for m in _DOTTED_PAIR.finditer(text):
        for known, other in (("a", "b"), ("b", "a")):
            if m.span(known) not in starts:
                continue
            a, b = m.span(other)
            name = m.group(other)
            latin = name[0].isascii()
            if not (latin or looks_like_korean_full_name(name)):
                continue
            if any(sp.start < b and a < sp.end for sp in spans):
                continue
            out.append(Span(a, b, name, "외국인이름" if latin else "내국인이름", 0.8, "rule"))
    return out


def dotted_initials_spans(text: str) -> list[Span]:
    """A person's initials written with dots before the person's sex in brackets ("피해자 K.D.Y.(여, 30대)", "L.S.(여)"
    in a table of victims: a new-user trial of illegal filming, 2026-12-06, left both, the model lettering single
    letters of them), after a person's word or Dr. ("환자 Y.S.A.는", "Dr. H.D.Y."), as a signature after a dash
    ("- O.S.R.") or alone in a table's cell ("| K.J.H. |" in a table of
    patients: a new-user trial of a pharmacy, 2026-12-06, left twelve), not an abbreviation
    (:data:`_DOTTED_ABBREVIATIONS`); label 내국인이름, score 0.8, source ``"rule"``. Offsets are code points."""
    found = {
        m.span(1)
        for p in (_DOTTED_INITIALS, _PERSON_THEN_DOTTED_INITIALS, _DOTTED_INITIALS_CELL)
        for m in p.finditer(text)
        if m.group(1) not in _DOTTED_ABBREVIATIONS
    }
    return [Span(s, e, text[s:e], "내국인이름", 0.8, "rule") for s, e in sorted(found)]


#: a name in Chinese characters after the name in Latin capitals, in brackets after a person's ("(LIANG WEI, 梁伟)";
#: not "폴리머(polymer, 重合體)")
_HANJA_LATER_IN_BRACKETS = re.compile(
    r"[ ]?\([ ]?[A-Z][A-Z'\-]*(?:[ ][A-Z][A-Z'\-]*){0,3},[ ]?([\u4e00-\u9fff]{2,5})(?=[ ]?[,)])"
)
#: a company's or a person's name in Chinese characters in brackets ("(深圳大鹏无人机科技有限公司, 이하 …)")
_HANJA_NAME_IN_BRACKETS = re.compile(r"[ ]?\([ ]?([\u4e00-\u9fff]{2,30})(?=[ ]?[,)])")


#: particles written after the familiar suffix 이 of a given name ("하은이를", "지훈이가", "현석이에게"); not the
#: copula's endings ("하은이다", "하은이고"), where the 이 is the copula's
_AFTER_FAMILIAR_SUFFIX = (
    "를",
    "가",
    "는",
    "의",
    "에게",
    "한테",
    "도",
    "와",
    "랑",
    "하고",
    "만",
    "로",
    "에게서",
    "한테서",
    "까지",
    "보다",
)


#: an elder sibling's word called after a given name and its suffix, then a subject or topic particle ("태훈이 형이
#: 시키는", "상민이 형은": the 이 is the suffix, one subject follows; new-user trials, 2026-12-04, read "A가 형이")
_KIN_AFTER_FAMILIAR_SUFFIX = re.compile(
    # (or a parent, with the honorific 께 too: "하린이 어머니께는", a new-user trial, 2026-12-04, read "A가 어머니께는")
    r"[ ](?:형|형님|언니|누나|오빠|어머니|아버지|엄마|아빠|할머니|할아버지"
    # or a spouse, a child, a friend, or the person's matter ("상훈이 처 윤혜숙도", "재남이 건은": new-user trials
    # of inheritance and labour judgments, 2026-12-05, read "H가 처")
    r"|처|남편|아내|아들|딸|동생|친구|건"
    # or a spouse or a partner as speech names them ("우람이 와이프 번호도": a new-user trial of illegal lending,
    # 2026-12-05, read "P가 와이프")
    r"|와이프|마누라|남친|여친|여자친구|남자친구|애인"
    # or how neighbours and kin call an elder ("경숙이 아줌마 가게 가지 마세요", "태식이 아저씨 이번에 꼭", "동찬이 아재가":
    # new-user trials of online defamation and a farmland boundary, 2026-12-07, read "H가 아줌마")
    r"|아줌마|아저씨|아재|아지매|삼촌|이모|고모|할매|할배)"
    # or no particle, or a comitative one ("한결이 오빠 말을", "하늘이 오빠랑": a new-user trial, 2026-12-05)
    # (not an object's or a dative's: "민준이 형을 때렸다" may have the subject's 이, and keeps it)
    # (와 and 과 as 랑: "민성이 엄마와 달리", which a new-user trial of school violence, 2026-12-07, read "H가 엄마와")
    r"(?:이|은|가|는|께|께서|께는|도|의|랑|하고|한테|와|과)?(?![가-힣])"
)


#: an elder's word glued to a given name and its familiar suffix ("태율이형 저 진짜 못 돌아가겠어요": a new-user
#: trial of military judgments, 2026-12-05, read "P이형")
_GLUED_KIN_AFTER_FAMILIAR_SUFFIX = re.compile(
    r"(?:형님|형|언니|누나|오빠)(?:이|은|가|는|도|의|랑|하고|한테)?(?![가-힣])"
)
#: the second person after a given name and its familiar suffix ("하늘이 너 오늘 일 말하면", "가을이 너도")
_YOU_AFTER_FAMILIAR_SUFFIX = re.compile(
    # (and the dialect's 니: "하진이 니 밤길 조심해라", which a new-user trial of prison judgments, 2026-12-05,
    # read "F가 니")
    r"[ ,](?:너|넌|너는|너도|너를|너만|너한테|네가|니가|니|니는|니도|니를)(?![가-힣])"
)
#: "우리" (our) before a given name: "우리 다솜이 약국으로만" calls the person by the name and its suffix
_OUR_BEFORE = re.compile(r"(?<![가-힣])우리[ ]$")


#: the quoting particle after a quoted name ("'다연이'라고", "'기원이'라는", "'하은이'라며", "'하은이'로")
_QUOTING_AFTER = re.compile(r"(?:라고|라는|라며|라면서|라 하|라고도|라던|로|으로)")


def _familiar_tail(tail: str) -> bool:
    """Whether ``tail`` (the rest of a word after a given name and 이) is particles that open with one of
    :data:`_AFTER_FAMILIAR_SUFFIX` ("를", "한테도": "하윤이한테도", which a new-user trial, 2026-12-05, printed
    "O이한테도")."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    return tail in _AFTER_FAMILIAR_SUFFIX or (
        tail.startswith(_AFTER_FAMILIAR_SUFFIX) and particle_tail_start(tail) == 0
    )


def take_familiar_suffix(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Extend a person-name span of two Hangul syllables (a given name written alone), or of one (a name's last
    word as it is called), that ends in a consonant over the familiar suffix 이 written after it, when particles follow ("하은" of "하은이를" -> "하은이"): the
    annotations put the suffix inside the name ("조환훈이의"), and without it the de-identified text read "D이를"
    for 하은 (a new-user trial, 2026-12-03), or before an elder sibling's word and a subject particle ("태훈이 형이":
    :data:`_KIN_AFTER_FAMILIAR_SUFFIX`), before the second person (:data:`_YOU_AFTER_FAMILIAR_SUFFIX`: "하늘이 너
    오늘 일 말하면", which a new-user trial, 2026-12-05, saw as "I가 너"), or after "우리" ("우리 다솜이 약국으로만").
    A vowel-final name takes no such suffix ("현우를"). ``spans`` sorted
    and non-overlapping; the extension never reaches the next span. Offsets are code points."""
    from thunder_deid_desktop.analysis.online_names import inside_quotes
    from thunder_deid_desktop.analysis.particles import ends_with_vowel, hangul_word_end

    out: list[Span] = []
    for i, sp in enumerate(spans):
        e = sp.end
        if (
            sp.label in name_labels
            # (or one syllable, a foreign name's last word as it is called: "록이는" of 응우옌 반 록, which a
            # new-user trial of labour judgments, 2026-12-05, printed "AE이는")
            and len(sp.text) in (1, 2)
            and all("가" <= c <= "힣" for c in sp.text)
            and not ends_with_vowel(sp.text[-1])
            and text[e : e + 1] == "이"
            and (i + 1 == len(spans) or spans[i + 1].start > e)
            and (
                _familiar_tail(text[e + 1 : hangul_word_end(text, e + 1)])
                or _KIN_AFTER_FAMILIAR_SUFFIX.match(text, e + 1)
                or _GLUED_KIN_AFTER_FAMILIAR_SUFFIX.match(text, e + 1)
                or _YOU_AFTER_FAMILIAR_SUFFIX.match(text, e + 1)
                # or a comma in quoted speech, where the name is called ("명옥이, 나 집에 갈래": a new-user trial of a
                # care home, 2026-12-07, read "P가, 나")
                or (text[e + 1 : e + 2] == "," and inside_quotes(text, sp.start))
                or (_OUR_BEFORE.search(text, max(0, sp.start - 4), sp.start) and not _hangul_at(text, e + 1))
                # or a closing quote, then a particle ("'태민이'와": a new-user trial of bribery, 2026-12-06, saw
                # "'K가'와") or the quoting 라고/라는 ("'다연이'라고 불렀다", "'기원이'라는": new-user trials of a
                # cattle auction and a clan's graves, 2026-12-07, saw "'A가'라고"; a quote is what one is called)
                or (
                    text[e + 1 : e + 2] in ("'", "’", '"', "”")
                    and text[sp.start - 1 : sp.start] in ("'", "‘", '"', "“")
                    and (
                        _familiar_tail(text[e + 2 : hangul_word_end(text, e + 2)])
                        or _QUOTING_AFTER.match(text, e + 2) is not None
                    )
                )
            )
        ):
            sp = sp.with_(end=e + 1, text=text[sp.start : e + 1])
        out.append(sp)
    return out


def _hangul_at(text: str, i: int) -> bool:
    return i < len(text) and "가" <= text[i] <= "힣"


def starts_with_surname(word: str) -> bool:
    """Whether ``word`` starts with a Korean surname of :data:`SURNAMES` or :data:`COMPOUND_SURNAMES` ("김", "남궁").
    1,020 of the 1,033 Korean-name mentions of Hangul only in the validation split do; the others are a foreign
    given name ("카리나") and made-up strings of the annotations' fill ("혼향")."""
    return word[:1] in SURNAMES or word[:2] in COMPOUND_SURNAMES


def looks_like_korean_full_name(word: str) -> bool:
    """Three Hangul syllables starting with a surname ("김민수"), or four starting with a two-syllable one
    ("남궁민수")."""
    if not all("가" <= c <= "힣" for c in word):
        return False
    if len(word) == 3:
        return word[0] in SURNAMES
    return len(word) == 4 and word[:2] in COMPOUND_SURNAMES


def _judgment_word(word: str) -> bool:
    """Whether ``word`` is judgment vocabulary or a term of published judgments (the analyzer's lists)."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names

    return word in not_list_names()


#: the middle dot of a list of names ("박지연·조민준")
_NAME_DOT = re.compile(r"[·ㆍ]")


#: the words that say which of a person's names follows (the name's field: "Sarah Kim(한국명 김세라", "(본명 남지아)"):
#: no one's name ("한국명" of the model's "한국명 김세라", split from the name, was lettered as the person in a
#: new-user trial of a pyramid scheme, 2026-12-07)
NAME_FIELD_WORDS = frozenset(
    "한국명 한국이름 한글명 한자명 영문명 중국명 일본명 본명 실명 가명 예명 법명 세례명".split()
)


def drop_class_names(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Drop model and propagated person-name spans that are a class's name, a word of three syllables or more ending
    in 반 that is no Korean full name, a word of its own with only particles after it ("영재반", "별님반", "무지개반":
    new-user trials of a cram school and daycare centres, 2026-12-07, saw "영재반" lettered as a person at five
    places, "초등부 L 수학"): a class names no one. Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.particles import tail_after

    out = []
    for sp in spans:
        t = sp.text
        if (
            sp.source in ("model", "propagation")
            and sp.label in name_labels
            and len(t) >= 3
            and t.endswith("반")
            and _HANGUL_WORD.fullmatch(t)
            and not looks_like_korean_full_name(t)
            and not (sp.start > 0 and _hangul_at(text, sp.start - 1))
            and tail_after(text, sp.end, 4) == 0
        ):
            continue
        out.append(sp)
    return out


#: how one calls a person after the nickname (kin words and a shop's titles: "'똘이 삼촌'", "'뚱이 형'")
_CALL_WORDS_AFTER_HANDLE = frozenset(
    "삼촌 이모 고모 외삼촌 형 형님 언니 누나 오빠 아저씨 아줌마 할머니 할아버지 할매 할배 선배 쌤 사장 사장님".split()
)


def cut_call_words_after_handles(spans: list[Span]) -> list[Span]:
    """Cut how one calls a person (:data:`_CALL_WORDS_AFTER_HANDLE`) from the end of a nickname span whose first
    word is another nickname or name span's text ("'똘이 삼촌'" beside "'똘이'라고 불렀고": a new-user trial of an
    inheritance, 2026-12-07, saw "'A'라 불렀다", the uncle gone): the court's style keeps the kin word ("'A
    삼촌'"). Order kept; offsets are code points."""
    known = {
        sp.text
        for sp in spans
        if sp.label in PERSON_HANDLE_LABELS or sp.label in ("내국인이름", "외국인이름")
    }
    out = []
    for sp in spans:
        head, sep, last = sp.text.rpartition(" ")
        if sp.label in PERSON_HANDLE_LABELS and sep and head in known and last in _CALL_WORDS_AFTER_HANDLE:
            sp = sp.with_(end=sp.start + len(head), text=head)
        out.append(sp)
    return out


def split_adjacent_names(spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Split a person-name span made of two Korean full names separated by one space ("김민수 박서연" of "피해자
    김민수 박서연에게 각 돈을 빌렸다") into two spans labelled 내국인이름, same score and source: the model and
    the two-word rule for foreign names read them as one person, and the renderer then gave two people one
    letter (a new-user trial, 2026-12-02). A foreign name in Hangul is left whole: its words are not Korean full
    names ("마리아 산토스", "응우옌 반 훙"). A name span over a middle dot is split at it, pieces of one character
    and words (judgment vocabulary, general nouns: "신고ㆍ납부") dropped: the model read "우·임준서" in
    "이시우·임준서의" (a held-out judgment, 2026-12-04). Offsets are code points; order is kept."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    out: list[Span] = []
    for sp in spans:
        if sp.label in name_labels and _NAME_DOT.search(sp.text):  # "우·임준서" of "이시우·임준서의"
            out += [
                sp.with_(start=sp.start + m.start(), end=sp.start + m.end(), text=m.group(0))
                for m in re.finditer(r"[^·ㆍ\s]{2,}", sp.text)
                if not (_judgment_word(m.group(0)) or is_general_noun(m.group(0)))  # "신고ㆍ납부", "장ㆍ정당"
            ]
            continue
        words = sp.text.split(" ")
        # a name's field word and the name ("한국명 김세라"): the name alone
        if sp.label in name_labels and len(words) == 2 and words[0] in NAME_FIELD_WORDS and words[1]:
            out.append(sp.with_(start=sp.end - len(words[1]), text=words[1]))
            continue
        if (
            sp.label in name_labels
            and len(words) == 2
            and all(map(looks_like_korean_full_name, words))
            and not any(map(_judgment_word, words))  # "연구원 감정서": no names
        ):
            cut = sp.start + len(words[0])
            out.append(sp.with_(end=cut, text=words[0], label="내국인이름"))
            out.append(sp.with_(start=cut + 1, text=words[1], label="내국인이름"))
        else:
            out.append(sp)
    return out


#: a name in Latin letters: capitalised words ("Michael", "Brown", "O'Neil", "Jean-Luc")
_LATIN_NAME_WORDS = re.compile(r"[A-Z][A-Za-z'\-]*(?: [A-Z][A-Za-z'\-]*)*")


def join_name_words(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Join two person-name spans that are the words of one name: Hangul words separated by exactly one space
    (or capitalised Latin words: "Michael" + "Brown", which a new-user trial, 2026-12-03, saw as "A BroB"),
    not both Korean full names (those are two people: :func:`split_adjacent_names`). "마리아 산토스" came out as
    "마리아" (the role rule of "피해자 마리아") and "산토스" (the model), which the renderer wrote "A B" for one
    woman (checked 2026-12-03; the annotations tag a foreign name in Hangul as one span, "마리아 산토스"). The
    joined span keeps the first span's label and source and the higher score. Offsets are code points; input
    and output are sorted by start.
    """
    out: list[Span] = []
    for sp in spans:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.end + 1 == sp.start
            and text[prev.end] == " "
            and prev.label in name_labels
            and sp.label in name_labels
            and (
                all("가" <= c <= "힣" or c == " " for c in prev.text + sp.text)
                or (_LATIN_NAME_WORDS.fullmatch(prev.text) and _LATIN_NAME_WORDS.fullmatch(sp.text))
            )
            and not (
                looks_like_korean_full_name(prev.text.split(" ")[-1]) and looks_like_korean_full_name(sp.text)
            )
        ):
            out[-1] = prev.with_(end=sp.end, text=text[prev.start : sp.end], score=max(prev.score, sp.score))
        else:
            out.append(sp)
    return out


def join_compound_surnames(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """A person-name span that is a compound surname alone (:data:`COMPOUND_SURNAMES`: "남궁", "황보"), written with
    a space before the given name ("남궁 수진", "어머니(남궁 옥자)가"), is extended over the given name: one or two
    syllables, then no Hangul or only particles (:func:`~.particles.particle_tail_start`). Spans inside the given
    name give way. A new-user trial (2026-12-03) saw "남궁 수진" become "A B" (the given name labelled a car
    model) and "남궁 옥자" become "A 옥자". Offsets are code points; input and output sorted by start."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    heads = [s for s in spans if s.label in name_labels and s.text in COMPOUND_SURNAMES]
    if not heads:
        return spans
    joined: dict[int, Span] = {}
    for head in heads:
        if text[head.end : head.end + 1] != " ":
            continue
        given_start = head.end + 1
        word = text[given_start : hangul_word_end(text, given_start)]
        stem = word[: particle_tail_start(word)]
        if not 1 <= len(stem) <= 2:
            continue
        # (a title is no given name: "남궁 처장으로부터", which had become one span dropped as a title's, the surname
        # left in a new-user trial of a dormitory assault, 2026-12-07)
        if re.fullmatch(rf"(?:{SURNAME_TITLE_WORDS})", stem):
            continue
        end = given_start + len(stem)
        joined[head.start] = head.with_(end=end, text=text[head.start : end])
    if not joined:
        return spans
    out = []
    for sp in spans:
        if sp.start in joined:
            out.append(joined[sp.start])
        elif not any(j.start < sp.end and sp.start < j.end for j in joined.values()):
            out.append(sp)
    return sorted(out, key=lambda s: s.start)


@lru_cache(maxsize=1)
def foreign_first_names() -> frozenset[str]:
    """First words of the foreign names written in Hangul in the shipped replacement lists
    (``resources/replacement_lists/entity_mentions.json``, the Thunder-DeID release's lists: 필리핀이름 "마리아
    클라라", 베트남이름 "응우옌 반 민", 일본인이름 "스즈키 토모히로" …) that have two syllables or more: 84 words
    on 2026-12-03 ("마리아", "응우옌", "스즈키"). One-syllable first words ("도", "반", "윤") are left out: they
    are everyday words or Korean surnames. Empty when the file is missing or unreadable."""
    try:
        lists = json.loads(shipped_lists_path().read_text("utf-8"))
    except (OSError, ValueError):
        return frozenset()
    out: set[str] = set()
    for label, mentions in lists.items() if isinstance(lists, dict) else ():
        if not label.endswith("이름") or label == "내국인이름" or not isinstance(mentions, list):
            continue
        for mention in mentions:
            words = mention.split() if isinstance(mention, str) else []
            if len(words) >= 2 and len(words[0]) >= 2 and all(_HANGUL_WORD.fullmatch(w) for w in words):
                out.add(words[0])
    return frozenset(out)


_HANGUL_WORD = re.compile(r"[가-힣]+")
#: a known foreign first name, then one to three Hangul words ("마리아 산토스", "응우옌 티 투 항은")
_FOREIGN_NAME_WORDS = re.compile(r"(?<![가-힣])([가-힣]{2,6})(?=((?: [가-힣]{1,6}){1,3}))")
#: words that end a foreign name: an honorific, "etc.", "and", "outside" ("마리아 씨가", "마리아 등으로부터")
_AFTER_NAME_WORDS = frozenset({"씨", "님", "등", "및", "외", "군", "양"})


def foreign_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """Foreign names written in Hangul that start with a first word of :func:`foreign_first_names` and go on with
    one to three words ("마리아 산토스는" -> "마리아 산토스", "응우옌 반 훙에게" -> "응우옌 반 훙"), label 외국인이름,
    score 0.65 (a weak rule span: kept where the model found nothing or only pieces of it, ``analyzer.merge``).

    A following word ends the name when it is vocabulary (``exclude``: the analyzer passes
    :func:`.analyzer.not_list_names`), a role word, one general noun of the Mecab-ko dictionary or holds a
    verb; a particle at the end of the last word is cut (:func:`.particles.particle_tail_start`); at least one
    following word must be left. The model had missed "마리아 산토스" at two places of the validation split
    (probability near 0 in one, only "토스" in the other; the name is one of the training generators' own,
    ``training/generators.py``): with this rule the entity leak went 2.83 % -> 2.75 %, other spans unchanged.
    The first words match nowhere in the first 5,000 judgments of the unlabeled corpus, whose publishers had
    removed foreign names, nor in the 60 published judgments (2026-12-03). A Vietnamese name with its middle
    name 티 or 반 after a one-syllable surname is one too (:data:`VIETNAMESE_NAME`: "레 티 란과" -> "레 티 란"), and
    so is one written as a word (:data:`VIETNAMESE_GLUED_NAME`: "레반남", "팜티투가") where the text speaks of
    Vietnam (베트남), unless a word of judgments or a general noun. Offsets are code points."""
    from thunder_deid_desktop.analysis.particles import ends_with_vowel, particle_tail_start
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_general_noun

    firsts = foreign_first_names() - exclude
    out: list[Span] = []
    if not firsts:
        return out
    for m in _FOREIGN_NAME_WORDS.finditer(text):
        if m.group(1) not in firsts:
            continue
        end = m.end(1)
        words = m.group(2).split(" ")[1:]
        for i, word in enumerate(words):
            cut = particle_tail_start(word) if len(word) > 1 else len(word)
            # "뚜이와": no particle is 이 + 와 after a vowel, so the 이 is the name's ("뚜이" + "와"; "산토스이다" is
            # the copula and stays cut)
            if (
                0 < cut < len(word) - 1
                and word[cut] == "이"
                and word[cut + 1] in "와가는를로의에"
                and ends_with_vowel(word[cut - 1])
            ):
                cut += 1
            stem = word[:cut] or word
            last = stem != word or i == len(words) - 1
            if (
                stem in exclude
                or (word[0] in _AFTER_NAME_WORDS and particle_tail_start(word[1:]) == 0)  # "씨가", "등으로"
                or (len(stem) < 2 and last and i == 0)  # "반" ends no name: "응우옌 반 훙", "응우옌 반"
                or is_role_mention(stem)
                or has_verb(word)
                or (len(stem) > 1 and is_general_noun(stem))
            ):
                break
            end += 1 + len(stem)
            if stem != word:
                break  # a particle ends the name
        if end > m.end(1):
            out.append(Span(m.start(1), end, text[m.start(1) : end], "외국인이름", 0.65, "rule"))
    for m in VIETNAMESE_NAME.finditer(text):
        given = m.group(2)
        cut = particle_tail_start(given) or len(given)
        end = m.start(2) + min(cut, 2)
        # a fourth word is one syllable ("응우옌 티 투 항"): otherwise the name ends at the third ("레 티 란 씨가"),
        # also before a noun that reads as a syllable and particles ("쩐 티 란 사이에": 사 + 이에, a new-user trial,
        # 2026-12-05)
        noun_after = len(given) > 2 and is_general_noun(given[:-1])
        if m.group(1) and (min(cut, 2) != 1 or given[:1] in _AFTER_NAME_WORDS or noun_after):
            end = m.end(1) - 1
        # it replaces a shorter reading of the same name ("응우옌 반" of "응우옌 반 투안의": 투안 is also a noun)
        if any(
            sp.start < end and m.start() < sp.end and not m.start() <= sp.start <= sp.end <= end for sp in out
        ):
            continue
        out = [sp for sp in out if not m.start() <= sp.start <= sp.end <= end]
        out.append(Span(m.start(), end, text[m.start() : end], "외국인이름", 0.65, "rule"))
    # the same written as one word ("레반남", "팜티투가"), only in a judgment that speaks of Vietnam or writes such a
    # name in words ("응우옌 반 훙에 대한 경찰 진술조서(통역인 레티투 참여)": a new-user trial of a prison assault,
    # 2026-12-07, left the interpreter)
    if "베트남" in text or "Vietnam" in text or VIETNAMESE_NAME.search(text):
        from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

        for m in VIETNAMESE_GLUED_NAME.finditer(text):
            word = m.group(0)
            if any(sp.start < m.end() and m.start() < sp.end for sp in out):
                continue
            if is_vocabulary_word(word) or word in exclude:  # (a general noun of Mecab-ko too)
                continue
            out.append(Span(m.start(), m.end(), word, "외국인이름", 0.65, "rule"))
    return sorted(out, key=lambda sp: sp.start)


#: a Vietnamese name in Hangul with its middle name 티 or 반 ("레 티 란", "쩐 반 훙"): a surname of one syllable,
#: which :func:`foreign_first_names` leaves out (a new-user trial, 2026-12-04, kept "유족(배우자 레 티 란)과"); no
#: match in the 5,000 judgments of the corpus
VIETNAMESE_NAME = re.compile(
    r"(?<![가-힣])(?:레|쩐|팜|부|보|도|호|당|판|찐|딘|응오|호앙|후인|부이|즈엉|마이|응우옌|응웬)[ ](?:티|반)[ ]"
    r"([가-힣][ ])?([가-힣]{1,4})(?![가-힣])"
)


#: such a name written as one word, a given name of one or two syllables, then particles or no Hangul ("레반남,",
#: "팜티투가": a new-user trial of a marriage broker, 2026-12-06, left both): :func:`foreign_name_spans` takes it
#: only where the text speaks of Vietnam; not "부반장"
VIETNAMESE_GLUED_NAME = re.compile(
    r"(?<![가-힣])(?:레|쩐|팜|도|당|판|찐|딘|응오|호앙|후인|부이|즈엉|응우옌|응웬)(?:티|반)[가-힣]{1,2}?"
    r"(?=(?:[은는이가을를의와과에도]|에게|에서|으로|로|이라는|라는|이며|이고)?(?![가-힣]))"
)


def cut_glued_roles(spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Cut a role word glued to the front of a person-name span when the rest is a name detected elsewhere in the
    document ("피고이슬" where "이슬" is a name span -> "이슬"): the model took the role into the name, and the
    person got a second placeholder while the role word disappeared ("G에게" for "피고이슬에게" while 이슬 was B;
    a new-user trial, 2026-12-03). Role words are those of :data:`.roles.ROLE_WORDS`, longest first. Offsets are
    code points; order is kept."""
    from thunder_deid_desktop.analysis.roles import ROLE_WORDS

    names = {s.text for s in spans if s.label in name_labels}
    out = []
    for sp in spans:
        if sp.label in name_labels:
            role = next((r for r in ROLE_WORDS if sp.text.startswith(r) and sp.text[len(r) :] in names), None)
            if role is not None and len(sp.text) - len(role) >= 2:
                sp = sp.with_(start=sp.start + len(role), text=sp.text[len(role) :])
        out.append(sp)
    return out


#: how a person is called glued after a given name ("하람쌤", "은비쌤", "지훈님")
_GLUED_CALLS = ("쌤", "님", "씨")


def cut_calls_after_given_names(spans: list[Span]) -> list[Span]:
    """Cut 쌤, 님 or 씨 glued after a given name from a name's or a nickname's span when the rest is the given name
    (the last two syllables) of a Korean full name found in the document ("하람쌤" of 편하람 -> "하람", label
    내국인이름): the entity grouping then gives it the person's letter, and the call stays ("B쌤"). A new-user trial of a
    dental clinic (2026-12-07) saw "하람쌤", "지훈쌤" and "보라쌤" each lettered apart from the person. Offsets are
    code points; order kept."""
    from thunder_deid_desktop.analysis.analyzer import given_names_of

    given = given_names_of(spans)
    out = []
    for sp in spans:
        t = sp.text
        if (sp.label in ("내국인이름", "닉네임")) and t.endswith(_GLUED_CALLS) and t[:-1] in given:
            sp = sp.with_(end=sp.end - 1, text=t[:-1], label="내국인이름")
        out.append(sp)
    return out


#: a name in Hangul words followed by the same number of capitalised Latin words in brackets: a foreign person's
#: name and its spelling ("드미트리 볼코프 (DMITRII VOLKOV)", "응우옌 반 안 (NGUYEN VAN AN)")
_HANGUL_THEN_LATIN_NAME = re.compile(
    # (not from a particle after a closing bracket: "왕하이펑(王海峰)은 량웨이(LIANG WEI, 梁伟)와", a new-user trial of
    # trade secrets, 2026-12-06, saw "은 량웨이" taken as the two words of LIANG WEI)
    # (Latin letters with accents too: "레아 마르샹(Léa Marchand)", a new-user trial of short-term lodging, 2026-12-06,
    # left the sister's Latin name)
    # (and a middle initial with its dot: "다니엘 R. 휘트모어(Daniel R. Whitmore)", a new-user trial of a romance
    # scam, 2026-12-06, read as a financial product and left elsewhere)
    r"(?<![가-힣)\]’”])([가-힣]{1,8}(?: (?:[가-힣]{1,8}|[A-Z]\.)){0,3})[ ]?\([ ]?"
    r"([A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'\-]*(?: (?:[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'\-]*|[A-Z]\.)){0,3})[ ]?(?=[,)])"
)


#: a family word or a party's role right before a foreign name of one word ("딸 자이나브(ZAINAB)")
_PERSON_WORD_BEFORE = re.compile(
    r"(?<![가-힣])(?:딸|아들|배우자|처|남편|아내|자녀|장남|장녀|차남|차녀|어머니|아버지|[남여]?동생|누나|언니|오빠|형|조카"
    r"|손자|손녀|피해자|피고인|원고|피고|참고인|증인|공범|국적의|국적인"
    # (a parent, an in-law, a co-worker: "망인의 부모 수하르토(SUHARTO), 시티 아미나(SITI AMINAH)", which a new-user
    # trial of a ship-repair yard, 2026-12-06, left in the text and a table)
    r"|부모|부친|모친|시아버지|시어머니|장인|장모|며느리|사위|동료|근로자|선원)[ ]$"
)


def _one_word_foreign_name(text: str, start: int, hangul: str, latin: str, exclude: frozenset[str]) -> bool:
    """Whether a Hangul word with one Latin word in brackets after it, at ``start``, is a person's name: a family
    word or a role right before it (:data:`_PERSON_WORD_BEFORE`), a Latin word of four letters or more in
    capitals, and a Hangul word that is no vocabulary (``exclude``) nor a general noun. Without the family word
    such pairs are mostly terms and their originals on the 5,000 published judgments ("피씨(PC)", "리습(LISP)",
    "브라켓(BRACKET)": 428 spans, 2026-12-05)."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    return (
        _PERSON_WORD_BEFORE.search(text, max(0, start - 5), start) is not None
        and len(latin) >= 4
        and latin.isupper()
        and hangul not in exclude
        and (len(hangul) == 1 or not is_general_noun(hangul))  # "낭(NANG)": one syllable, read as a noun
    )


#: the words that make a Latin name a company's
_COMPANY_WORD = re.compile(
    r"\b(?:Corporation|Corp|Inc|Incorporated|Ltd|Limited|Company|Co|LLC|GmbH|AG|SA|Holdings|Group|Bank)\b",
    re.IGNORECASE,
)


def plain_word_before_name(word: str) -> bool:
    """Whether a Hangul word before a foreign name is a word of its own: it holds a particle ("국적의") or is a
    general noun or a place of Mecab-ko ("미화원", "베트남")."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, is_place_noun, morphemes

    if is_general_noun(word) or is_place_noun(word):
        return True
    stem = word[: particle_tail_start(word)]
    if stem != word and len(stem) >= 2 and (is_general_noun(stem) or is_place_noun(stem)):
        return True  # "국적의", which Mecab-ko reads as two nouns
    return any(tag[:1] == "J" or "+J" in tag for *_, tag in morphemes(word))


def bracketed_foreign_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A foreign person's name in Hangul words with its Latin spelling in brackets right after it, as many words
    each (:data:`_HANGUL_THEN_LATIN_NAME`): both spans labelled 외국인이름, score 0.9 (a confident rule span: the
    model's pieces give way to it, ``analyzer.merge``). The model had read "드미트리 볼코프 (DMITRII VOLKOV)" as four
    spans of four labels, which became "M N (O P)" and later "M 볼코프" (a new-user trial, 2026-12-03). No Hangul
    word may be vocabulary (``exclude``) unless it sounds like its Latin word ("알리" and "Ali"; not all of them),
    nor a role word ("피고인 김철수 (KIM CHUL)" is no foreign name); Hangul
    words beyond the Latin ones' count are words before the name and stay out. A name in capitals with its Hangul
    words in brackets (:data:`_CAPITALS_THEN_HANGUL_NAME`: "AUNG KYAW MIN(아웅 쪼 민)") gives both spans too.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound

    out = []
    for m in _HANGUL_THEN_LATIN_NAME.finditer(text):
        hangul, latin = m.group(1).split(" "), m.group(2).split(" ")
        # words before the name that are words of their own, a particle in them or a general noun, however many
        # Latin words follow ("국적의 미화원 팜티흐엉(PHAM THI HUONG, …)": three words for three, which a new-user
        # trial of a motel's hidden camera, 2026-12-07, saw lettered as one name, "국적의" spread as a person)
        name_start, words = m.start(1), hangul
        # (a word that sounds like the first Latin word is the name's own: "시티 아미나(SITI AMINAH)")
        # (a role word before it is left to the checks below: "피고인 김철수 (KIM CHUL)" is no foreign name)
        while (
            len(hangul) > 1
            and plain_word_before_name(hangul[0])
            and not sounds_like(hangul[0], latin[0])
            and not is_role_mention(hangul[0])
        ):
            name_start += len(hangul[0]) + 1
            hangul = hangul[1:]
        # a name written as one Hangul word, its Latin words in capitals ("뚜안반롱(DOAN VAN LONG)", "안마리아(ANNA
        # MARIA)" of a table: a new-user trial of construction sites, 2026-12-05, left both)
        if (
            len(hangul) == 1
            and 2 <= len(latin) <= 4
            and m.group(2).isupper()
            and len(hangul[0]) >= 3
            and hangul[0] not in exclude
            and not is_role_mention(hangul[0])
            and sounds_like(hangul[0], latin[0])
            and not _COMPANY_WORD.search(m.group(2))
            # not a loanword or a brand ("비디오테이프(VIDEO TAPE)", "노스페이스(NORTH FACE)" of the published
            # judgments): general nouns of Mecab-ko, or one proper noun of no person
            and not is_dictionary_compound(hangul[0])
            and not _brand_word(hangul[0])
        ):
            out.append(Span(name_start, m.end(1), hangul[0], "외국인이름", 0.9, "rule"))
            out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.9, "rule"))
            continue
        if name_start != m.start(1):
            if len(words) <= len(latin):
                continue  # as many words as the Latin name only with words of their own: no name of so many
            hangul = words  # more words than the Latin name: the words before it are left out below
        # words before the name ("피해자 모하메드 알리(Mohammed Ali, …)": a new-user trial, 2026-12-03, saw the
        # role word counted with the name and the name lettered three times) are left out
        extra = max(0, len(hangul) - len(latin))
        start = m.start(1) + sum(len(w) + 1 for w in hangul[:extra])
        hangul = hangul[extra:]
        if (
            len(hangul) != len(latin)
            or all(w in exclude for w in hangul)
            # a word of the vocabulary counts when it sounds like its Latin word ("알리" and "Ali")
            or any(
                (w in exclude and not sounds_like(w, x)) or is_role_mention(w)
                for w, x in zip(hangul, latin, strict=True)
            )
            # with words before it left out, every word sounds like its Latin word: "교육과정 중
            # 고등교육(Hoger Onderwijs)" of a published judgment is a term and its original; so does a name of one
            # word ("딸 자이나브(ZAINAB)는": a new-user trial, 2026-12-05, left it), which a term in its original
            # is as often ("소송(Litigation)")
            or ((extra or len(latin) == 1) and not all(map(sounds_like, hangul, latin)))
            or (len(latin) == 1 and not _one_word_foreign_name(text, start, hangul[0], latin[0], exclude))
        ):
            words = m.group(1).split(" ")
            joined = _joined_latin_words(text, m.start(1), words, latin, exclude)
            if joined is not None and not _COMPANY_WORD.search(m.group(2)):
                # a Hangul word for two Latin ones ("마크 델라크루즈(MARK DELA CRUZ)")
                start = m.start(1) + sum(len(w) + 1 for w in words[:joined])
                out.append(Span(start, m.end(1), text[start : m.end(1)], "외국인이름", 0.9, "rule"))
                out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.9, "rule"))
            continue
        if _COMPANY_WORD.search(m.group(2)):  # "인터내셔널 비지네스 머신즈 코포레이션 (… Corporation)"
            continue
        out.append(Span(start, m.end(1), text[start : m.end(1)], "외국인이름", 0.9, "rule"))
        out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.9, "rule"))
    # the other way round: a name in capitals, then its Hangul words in brackets, as many ("선원 AUNG KYAW MIN(아웅
    # 쪼 민)의 임금": a new-user trial of fishing boats, 2026-12-05, left the Hangul twice), no Hangul word a word
    # of ``exclude`` nor a role
    for m in _CAPITALS_THEN_HANGUL_NAME.finditer(text):
        latin, hangul = m.group(1).split(" "), m.group(2).split(" ")
        # (a word of vocabulary that sounds like its Latin word is the name's: "라이" of "RAI BISHAL(라이 비샬)", a
        # new-user trial of foreign workers, 2026-12-05, left the Hangul)
        if len(latin) != len(hangul) or any(
            (w in exclude and not sounds_like(w, lw)) or is_role_mention(w)
            for w, lw in zip(hangul, latin, strict=True)
        ):
            continue
        if _COMPANY_WORD.search(m.group(1)):
            continue
        out.append(Span(m.start(1), m.end(1), m.group(1), "외국인이름", 0.9, "rule"))
        out.append(Span(m.start(2), m.end(2), m.group(2), "외국인이름", 0.9, "rule"))
    return sorted(out, key=lambda sp: sp.start)


def _joined_latin_words(
    text: str, start: int, hangul: list[str], latin: list[str], exclude: frozenset[str]
) -> int | None:
    """How many of ``hangul``'s first words are words before a name whose last two or more Hangul words spell the
    Latin words in capitals, one Hangul word for one or more Latin words in order ("마크 델라크루즈" and "MARK DELA
    CRUZ": a new-user trial of a marriage broker, 2026-12-06, saw "델라크루즈" and "CRUZ" lettered apart and "마크"
    and "DELA" left). Each Hangul word sounds like the first Latin word of its group (``latin_aliases.sounds_like``),
    has two syllables for each of the group's words, and is no role; a word but the first is no general noun of
    Mecab-ko nor a word of ``exclude``, and the first is none either unless a family word or a party's role stands
    before the name (:data:`_PERSON_WORD_BEFORE`: "남동생 마크"; "스팀 제너레이터(STEAM GENERATOR TUBE)" is a
    term). ``hangul`` are the words from ``start`` of ``text`` on; ``None`` when no such split exists."""
    from thunder_deid_desktop.analysis.latin_aliases import sounds_like
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    def splits(words: list[str], rest: list[str]) -> bool:
        if not words:
            return not rest
        for k in range(1, len(rest) - len(words) + 2):
            if sounds_like(words[0], rest[0]) and len(words[0]) >= 2 * k and splits(words[1:], rest[k:]):
                return True
        return False

    if not all(w.isupper() for w in latin):  # a name in capitals, as passports write it; terms are not
        return None
    for extra in range(len(hangul) - 1):
        words = hangul[extra:]
        if len(words) < 2 or len(words) >= len(latin):
            continue
        if any(map(is_role_mention, words)) or any(is_general_noun(w) or w in exclude for w in words[1:]):
            continue
        at = start + sum(len(w) + 1 for w in hangul[:extra])
        if is_general_noun(words[0]) and not _PERSON_WORD_BEFORE.search(text, max(0, at - 5), at):
            continue
        if splits(words, latin):
            return extra
    return None


def _brand_word(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as one proper noun of no person's class ("노스페이스")."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes, person_name_end

    parsed = morphemes(word)
    return len(parsed) == 1 and parsed[0][3] == "NNP" and person_name_end(word) is None


#: a name of two to four words in capitals, then its Hangul words in brackets ("AUNG KYAW MIN(아웅 쪼 민)")
_CAPITALS_THEN_HANGUL_NAME = re.compile(
    r"(?<![A-Za-z])([A-Z][A-Z'\-]+(?: [A-Z][A-Z'\-]+){1,3})[ ]?\(([가-힣]{1,5}(?: [가-힣]{1,5}){1,3})\)"
)


#: a Hangul word, one space, then a Latin name of two to four capitalised words ("소유자 Tanaka Yuki")
_WORD_THEN_LATIN_NAME = re.compile(r"([가-힣]+)[ ]((?:[A-Z][A-Za-z'\-]*)(?:[ ][A-Z][A-Za-z'\-]*){1,3})")


def cut_words_before_latin_names(text: str, spans: list[Span], vocabulary: frozenset[str]) -> list[Span]:
    """A model span made of a word of ``vocabulary`` (or a role word, or a relation: "모", "부", "처", "직원") and a
    Latin name after it ("소유자 Tanaka Yuki") is cut to the Latin name, labelled 외국인이름 when a person's details
    follow it (``latin_aliases``' details: ", 일본 국적", ", 35세"). A new-user trial (2026-12-03) saw "(소유자 Tanaka Yuki, 일본 국적)" become
    "(Z, 일본 국적)" where the lines around it kept "(소유자 W)". Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.latin_aliases import PERSON_DETAILS_AFTER
    from thunder_deid_desktop.analysis.person_context import RELATION_WORDS
    from thunder_deid_desktop.analysis.roles import is_role_mention

    out = []
    for sp in spans:
        m = _WORD_THEN_LATIN_NAME.fullmatch(sp.text) if sp.source == "model" else None
        word = m.group(1) if m else ""
        # a relation ("피해아동 …의 모 Nguyen Thi Lan": a new-user trial, 2026-12-03, saw "모" go into the letter)
        if m and (
            word in vocabulary or is_role_mention(word) or word in RELATION_WORDS or word in ("모", "부")
        ):
            start = sp.start + m.start(2)
            label = "외국인이름" if PERSON_DETAILS_AFTER.match(text, sp.end) else sp.label
            sp = sp.with_(start=start, text=m.group(2), label=label)
        out.append(sp)
    return out


#: a person's initials in Hangul consonants ("ㄱㅎㅈ", "ㅂㅅㅇ과"), as judgments on minors write pupils: two to four
#: compatibility jamo (U+3131–U+314E) standing as a word, particles after them allowed
_INITIALS = re.compile(r"(?<![\u3131-\u318E가-힣A-Za-z0-9])([\u3131-\u314E]{2,4})(?![\u3131-\u318E])")
#: chat words written in consonants, which the 5,000 published judgments of precedent_kr quote ("ㅇㅋ", "ㅅㅂ")
_CONSONANT_CHAT_WORDS = frozenset(
    "ㅇㅋ ㅅㅂ ㅆㅂ ㄱㅅ ㅇㅇ ㄴㄴ ㅈㅅ ㅊㅋ ㄷㄷ ㅂㅂ ㄱㄱ ㅎㅇ ㅃㅇ ㅁㅊ ㅈㄹ ㅅㄱ ㄳ ㅇㅈ ㄹㅇ ㅈㄴ ㅗㅗ ㄲㅈ ㅂㅅ".split()
)


#: the initials of 년, 놈 and 새끼 that end an insult after a chat word ("ㅁㅊㄴ", "ㅅㅂㄴ", "ㅂㅅㅅㄲ")
_INSULT_ENDS = frozenset({"ㄴ", "ㅅㄲ"})


def initials_spans(text: str) -> list[Span]:
    """Persons written by the initials of their name in Hangul consonants ("같은 반 학생인 ㄱㅎㅈ(이하 …),
    ㅂㅅㅇ과 함께"; a new-user trial, 2026-12-03, saw "ㅂㅅㅇ" left in a school-violence judgment): two to four
    consonants (:data:`_INITIALS`), not one repeated (laughter, "ㅋㅋ", "ㅎㅎㅎ") nor a chat word
    (:data:`_CONSONANT_CHAT_WORDS`) nor an insult made of one (:data:`_INSULT_ENDS`: "ㅁㅊㄴ"). The 5,000 published judgments of precedent_kr hold eight runs of two or more
    consonants, all chat words or laughter (their publishers masked the persons), the annotated release none.
    Label 내국인이름, score 0.8 (a confident rule); offsets are code points."""
    out = []
    for m in _INITIALS.finditer(text):
        w = m.group(1)
        # (also an insult made of a chat word and ㄴ or ㅅㄲ, "ㅁㅊㄴ": the object of a 모욕 charge that a new-user
        # trial, 2026-12-04, saw lettered)
        if (
            len(set(w)) == 1
            or w in _CONSONANT_CHAT_WORDS
            or (w[:2] in _CONSONANT_CHAT_WORDS and w[2:] in _INSULT_ENDS)
        ):
            continue
        out.append(Span(m.start(1), m.end(1), w, "내국인이름", 0.8, "rule"))
    return out


def compound_surname_name_end(word: str, end: int) -> int:
    """Where a name that starts ``word`` with a two-syllable surname ends, given the end ``end`` a reading found:
    4 instead of 3 when the fourth syllable is no case particle nor 이 or 에 and only particles follow it ("남궁윤아가"
    -> "남궁윤아", which the particle cut and mecab-ko-dic read as "남궁윤" + "아가"; a new-user trial,
    2026-12-03, saw "대표이사 H아가"), else ``end`` ("남궁민은" -> 3). Offsets are code points of ``word``."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    if end != 3 or word[:2] not in COMPOUND_SURNAMES or len(word) < 4 or not "가" <= word[3] <= "힣":
        return end
    # (nor 에, the place's and the recipient's particle: "피고 제갈윤에 대한" became "피고 U 대한" in a new-user
    # trial of malpractice, 2026-12-05)
    if word[3] in _CASE_PARTICLES or word[3] in "이에" or particle_tail_start(word[4:]) != 0:
        return end
    return 4


def cut_modifiers_before_names(spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """A person's name span of two words or more whose first word is a verb's or an adjective's modifier form
    (Mecab-ko's last tag ETM: "멈춘 선우재민", "예쁜 지수") starts after that word: the model read "고장으로 멈춘
    선우재민 소유의" as one name, and the letter swallowed the verb (a new-user trial, 2026-12-05). Order kept;
    offsets are code points."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    out = []
    for sp in spans:
        words = sp.text.split(" ")
        # (a first word of one syllable is a surname more often: "쩐 반 롱", "한 수진", read as 쩔다, 하다)
        if sp.label in name_labels and len(words) >= 2 and len(words[0]) >= 2:
            parsed = morphemes(words[0])
            if parsed and parsed[-1][3].endswith("ETM") and parsed[-1][1] == len(words[0]):
                cut = len(words[0]) + 1
                sp = sp.with_(start=sp.start + cut, text=sp.text[cut:])
        out.append(sp)
    return out


def drop_title_pieces(spans: list[Span], name_labels: frozenset[str], text: str | None = None) -> list[Span]:
    """Drop person-name spans that are a job title alone, or a title with a unit before it ("인사팀장",
    "경영지원본부장", "팀장"): pieces the model's "김도윤 인사팀장" left when a name rule took "김도윤", which
    propagation then spread to "인사팀장 김도윤" and the renderer wrote "R" for "인사팀장 김도윤" and "T팀장" for
    the other (a new-user trial, 2026-12-03). A title is a word of :data:`.roles.JOB_TITLES`, of
    :data:`.role_names.PERSON_TITLES` or :data:`.person_context.NAME_THEN_TITLE_WORDS`; the unit before it is a general
    noun of the Mecab-ko dictionary of two syllables or more (인사, 경영지원) or absent ("김사장" is a person). A
    model span of any other label that is a title alone goes too ("원장" of "(원장 모경숙)"). A title quoted as what
    a person is called (``text`` given: "'선장'이라는 별명으로", a new-user trial of match fixing, 2026-12-06) is a
    nickname and stays. Order kept."""
    from thunder_deid_desktop.analysis.analyzer import descriptor_words
    from thunder_deid_desktop.analysis.online_names import _NAMED_SO
    from thunder_deid_desktop.analysis.person_context import NAME_THEN_TITLE_WORDS
    from thunder_deid_desktop.analysis.role_names import PERSON_TITLES
    from thunder_deid_desktop.analysis.roles import JOB_TITLES
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    descriptors = descriptor_words()
    title_set = {*JOB_TITLES, *PERSON_TITLES, *NAME_THEN_TITLE_WORDS}
    titles = sorted(title_set, key=len, reverse=True)
    out = []
    for sp in spans:
        t = sp.text
        if (
            text is not None
            and text[sp.start - 1 : sp.start] in "‘'\"“"
            and sp.start > 0
            and _NAMED_SO.match(text, sp.end)
        ):
            out.append(sp)
            continue
        if sp.label in name_labels and " " not in t:
            title = next((w for w in titles if t.endswith(w)), None)
            unit = t[: -len(title)] if title else None
            # a one-syllable unit is a surname ("김사장", "이팀장": a person called by the title)
            if title and (
                not unit or (len(unit) >= 2 and (is_general_noun(unit) or is_dictionary_compound(unit)))
            ):
                continue
        # a title alone under any other label ("(원장 모경숙)" had "원장" as 게임아이템 at 0.81: a new-user trial,
        # 2026-12-05)
        # (not a business's name that is a title too, labelled by its descriptor: "상무" of "상무요양병원", a new-user
        # trial of franchises, 2026-12-05)
        elif sp.source == "model" and t in title_set and not sp.label.endswith(descriptors):
            continue
        out.append(sp)
    return out


#: the bracket after a name that defines its short name, maybe after other notes in it ("(MARK …, 이하 '마크'라
#: 한다)", "(이하 '마크'라 한다)")
_SHORT_NAME_BRACKET = re.compile(
    r"\([^()\n]{0,60}?이하[ ]?[‘'\"“](?P<name>[^‘’'\"“”\n]{1,12})[’'\"”][ ]?(?:이)?라(?:고)?[ ]?(?:한다|함|칭한다|칭함)"
)


def _short_name_defined_after(text: str, end: int) -> str | None:
    """The short name defined in the bracket right after a name ending at ``end`` (:data:`_SHORT_NAME_BRACKET`), or
    None."""
    m = _SHORT_NAME_BRACKET.match(text, end)
    return m.group("name") if m else None


def foreign_name_word_spans(
    text: str, spans: list[Span], exclude: frozenset[str] = frozenset()
) -> list[Span]:
    """A word of a detected foreign name in Hangul written alone ("라히모프에게" after "라히모프 자수르"): a judgment
    may call a foreigner by the surname or the given name, and a new-user trial (2026-12-03) saw "원고가
    라히모프에게 가한 상해는" kept. Words of three syllables or more (two for the last word, the given name, or
    for another word with particles after it: "렌초가" after "렌초 게메추"; one for the last word of a Vietnamese
    name, with particles after it or in a comma's list: "훙이", "훙, 롱, 마이") of
    외국인이름 spans of two or more words (or 내국인이름 ones that are no Korean name letter-spaced), not
    judgment vocabulary of ``exclude`` (a general noun only with particles: "투안은"), occurring where no span is,
    as a word of their own
    followed only by particles: new spans labelled 외국인이름, source ``"propagation"``, 0.9 x the name's score.
    A one-syllable name takes only the tails of :data:`_SINGLE_NAME_TAILS` ("훙이", not the "나가" of "하나가"),
    and a last word takes the name's words written right before it ("투 하가" of "응우옌 티 투 하"). Also the first
    word of a nickname of an English first name and a Korean surname ("줄리아" of "줄리아 엄"); a word that is a
    general noun only before how one calls the person (:data:`_FOREIGN_NAME_CALLED`: "사토 상한테도"); and the whole
    name written again as one span ("마이클 존슨에게", over the model's pieces of it, with the name's label). Offsets
    are code points; returns the new spans only."""
    from thunder_deid_desktop.analysis.analyzer import NUMBER_WORDS, UNIT_AFTER
    from thunder_deid_desktop.analysis.foreign_names import foreign_word
    from thunder_deid_desktop.analysis.online_names import inside_quotes
    from thunder_deid_desktop.analysis.particles import hangul_word_end, tail_after
    from thunder_deid_desktop.analysis.person_context import person_word_before
    from thunder_deid_desktop.analysis.tokenizer import (
        is_general_noun,
        is_place_noun,
        morphemes,
        reads_as_predicate,
    )

    words: dict[str, Span] = {}
    defined_words: set[str] = set()
    first_two: set[str] = set()
    spelled_words: set[str] = set()
    called_only: set[str] = set()
    single: set[str] = set()
    for sp in spans:
        parts = sp.text.split()
        # a foreign name of one syllable that a rule read with its Latin spelling ("낭(NANG)"): with particles
        if sp.label == "외국인이름" and sp.source == "rule" and len(sp.text) == 1 and "가" <= sp.text <= "힣":
            words.setdefault(sp.text, sp)
            single.add(sp.text)
        if len(parts) < 2:
            continue
        # a foreign name the model labelled 내국인이름: one opening with a known foreign first word or a Vietnamese
        # name whatever its words ("응우옌 반 투안" in a table's cell: 반 and 투안 are nouns too), or one after a
        # person's word or before its Latin spelling or nationality ("피해자 야마다 켄지(YAMADA KENJI)에게") with
        # no word of vocabulary or a general noun (the model's "전신문 통지", "리비아 자위야(Zawiyah)"); never one
        # with a Korean full name or a surname letter-spaced ("김 철수")
        known = parts[0] in foreign_first_names() or bool(VIETNAMESE_NAME.fullmatch(sp.text))
        # (or one whose words read as foreign, no dictionary's: "프렘 바하두르 마가르", then "피해자 프렘은" and
        # "프렘이 울면서", which a new-user trial of a Nepalese restaurant, 2026-12-07, left five times)
        # (three words or more, of two syllables or more, one of them foreign by its form: a Korean name is
        # never so written)
        by_form = (
            sp.label == "내국인이름"
            and len(parts) >= 3
            and all(len(w) >= 2 and _HANGUL_WORD.fullmatch(w) for w in parts)
            and any(foreign_word(w, exclude) for w in parts)
            and not any(w in exclude or is_place_noun(w) for w in parts)  # "필리핀 팜팡가주 앙헬레스시"
        )
        known = known or by_form
        # (or an English name with the Korean surname, a nickname: "엄수정(일명 '줄리아 엄', …)", then "엄 팀장, 즉
        # 줄리아는", which a new-user trial of a farmland boundary, 2026-12-07, left)
        english = (
            sp.label in PERSON_HANDLE_LABELS
            and len(parts) == 2
            and parts[1] in SURNAMES
            and len(parts[0]) >= 2
            and not is_general_noun(parts[0])
            and parts[0] not in exclude
        )
        if (
            sp.label != "외국인이름"
            and not english
            and not (
                sp.label == "내국인이름"
                and (
                    known
                    or (
                        (
                            person_word_before(text, sp.start)
                            or _LATIN_BRACKET.match(text, sp.end)
                            # (or in capitals and small letters: "리암 오코너(Liam O'Connor)", a new-user trial of
                            # stalking, 2026-12-06)
                            or _LATIN_SPELLING_AFTER.match(text, sp.end)
                            or _NATIONALITY_BRACKET.match(text, sp.end)  # "파르한 후세인(방글라데시 국적, …)"
                            # (or in brackets after its Latin spelling: "모 Elena Petrova(엘레나 페트로바)", then
                            # "엘레나에 대하여는", which a new-user trial of school violence, 2026-12-07, left)
                            or _LATIN_NAME_BEFORE_BRACKET.search(text, max(0, sp.start - 40), sp.start)
                        )
                        and not any(w in exclude or is_general_noun(w) for w in parts)
                    )
                )
                and (by_form or not any(map(looks_like_korean_full_name, parts)))
                and not (len(parts[0]) == 1 and parts[0] in SURNAMES)
            )
        ):
            continue
        # a word of the name the judgment defines as its short name ("마크 안토니 빌라누에바(이하 '마크'라 한다)",
        # which a new-user trial of smuggling, 2026-12-07, left eight times, 마크 being a word too): the person's
        # wherever it is written, bare too
        if (short := _short_name_defined_after(text, sp.end)) in parts and all(
            "가" <= c <= "힣" for c in short
        ):
            words.setdefault(short, sp.with_(label="외국인이름"))
            defined_words.add(short)
        for k, w in enumerate(parts):
            # the given name at the end may have two syllables ("켄지" of "야마다 켄지", "투안" of "응우옌 반
            # 투안": a new-user trial, 2026-12-04); a longer word must be no general noun
            last_two = len(w) == 2 and k == len(parts) - 1
            hangul = all("가" <= c <= "힣" for c in w)
            # (and a given name of two syllables first, as Ethiopian names write it: "렌초가" after "렌초 게메추",
            # a new-user trial, 2026-12-05; no general noun, and with its particles only)
            # (or a first name that is a general noun too where the name's Latin spelling follows it: "소피는" after
            # "소피 마르샹(Sophie Marchand)", a new-user trial of short-term lodging, 2026-12-06, left it; with its
            # particles only, as ``general`` below)
            spelled = k == 0 and len(w) >= 2 and _LATIN_SPELLING_AFTER.match(text, sp.end) is not None
            spelled = spelled or (k == 0 and by_form)  # "프렘은" of "프렘 바하두르 마가르", 프렘 a noun too
            # (the given name of a Vietnamese name that is a word of judgments, "타인" of "레 반 타인": only where a
            # title or a kin word calls the person after it)
            if hangul and w in exclude and last_two and VIETNAMESE_NAME.fullmatch(sp.text):
                words.setdefault(w, sp.with_(label="외국인이름"))
                called_only.add(w)
            # (and any other word of two syllables or more that is a general noun too, with how one calls the
            # person after it only: "\"사토 상한테도 전해라\"" of 사토 겐지, 사토 a noun, which a new-user trial of
            # noise between flats, 2026-12-07, left)
            elif (
                hangul
                and len(w) >= 2
                and w not in exclude
                and is_general_noun(w)
                and not (last_two or spelled)
            ):
                if w not in words:
                    called_only.add(w)
                words.setdefault(w, sp.with_(label="외국인이름"))
            if (
                hangul
                and w not in exclude
                and ((len(w) >= 2 and not is_general_noun(w)) or last_two or spelled)
            ):
                called_only.discard(w)
                words.setdefault(w, sp.with_(label="외국인이름"))
                # (a spelled first name that is no noun counts bare too: "리암 그 새끼" after "리암 오코너(Liam
                # O'Connor)", a new-user trial of stalking, 2026-12-06, left it; whichever mention of the name
                # comes with the spelling)
                if len(w) == 2 and not last_two:
                    first_two.add(w)
                if spelled and not is_general_noun(w):
                    spelled_words.add(w)
            # the one-syllable given name that ends a Vietnamese name ("훙" of "응우옌 반 훙"), in a list or with
            # its particles only ("오늘 훙, 롱, 마이 9시까지", "훙이 내일": a new-user trial, 2026-12-05)
            elif hangul and len(w) == 1 and k == len(parts) - 1 and VIETNAMESE_NAME.fullmatch(sp.text):
                words.setdefault(w, sp.with_(label="외국인이름"))
                single.add(w)
    latin_out = _latin_first_name_spans(text, spans)
    if not words:
        return latin_out
    general = {w for w in words if is_general_noun(w)}  # "투안" (投案) of "응우옌 반 투안"
    general |= first_two - spelled_words
    # (and an adverb: "부디" of the Indonesian 부디 산토소 in "사고 후 부디 치료를 잘 받으라는", which a new-user trial
    # of a fishing boat, 2026-12-07, lettered)
    general |= {w for w in words if [tag for *_, tag in morphemes(w)] == ["MAG"]}
    general -= defined_words
    called_only -= defined_words
    out = []
    # the whole name written again is one span, not one for each of its words ("마이클 존슨에게" after "마이클
    # 존슨(Michael Johnson, …)": a new-user trial of noise between flats, 2026-12-07, saw "K K에게")
    wholes = sorted({src.text for src in words.values() if " " in src.text}, key=len, reverse=True)
    for m in re.finditer("|".join(map(re.escape, wholes)), text) if wholes else ():
        s, e = m.span()
        if (s > 0 and "가" <= text[s - 1] <= "힣") or tail_after(text, e, 4) != 0:
            continue
        # (over the model's pieces of it, which the merge lets the whole replace)
        if not any(
            sp.start < e and s < sp.end and not (s <= sp.start and sp.end <= e and sp.end - sp.start < e - s)
            for sp in [*spans, *out]
        ):
            src = next(w for w in words.values() if w.text == m.group(0))
            # (with the label the name has where it was read: the release labels some foreign names 내국인이름)
            label = next((sp.label for sp in spans if sp.text == m.group(0)), "외국인이름")
            out.append(Span(s, e, m.group(0), label, round(src.score * 0.9, 4), "propagation"))
    for m in re.finditer("|".join(map(re.escape, sorted(words, key=len, reverse=True))), text):
        s, e = m.span()
        if (s > 0 and "가" <= text[s - 1] <= "힣") or tail_after(text, e, 4) != 0:
            continue
        if any(sp.start <= s and e <= sp.end for sp in out):
            continue  # (inside the whole name written again)
        # (a one-syllable name's own piece the model read, which drop_single_syllables drops, gives way)
        if any(
            sp.start < e and s < sp.end and not (m.group(0) in single and sp.end - sp.start == 1)
            for sp in spans
        ):
            continue
        # a word that is a general noun too (not judgment vocabulary, which ``exclude`` left out) counts only with
        # particles after it ("투안은", "근로자 투안의"), never bare
        particles = e < len(text) and "가" <= text[e] <= "힣"
        listed = m.group(0) in single and (text.startswith(", ", e) or text[max(0, s - 2) : s] == ", ")
        # (not a number word before its unit: "매달 수만 원씩" beside the worker 라이 수만, which a new-user trial of
        # foreign workers, 2026-12-07, wrote "매달 M 원씩")
        if m.group(0) in NUMBER_WORDS and UNIT_AFTER.match(text, e):
            continue
        # (or how one calls the person after it: "타인 사장에게", "'타인 형'으로 불렸다" of 레 반 타인, 타인 a noun
        # too: a new-user trial of a visa broker, 2026-12-06, left four)
        called = _FOREIGN_NAME_CALLED.match(text, e) is not None
        # (or called with a comma after it in quoted speech: "\"부디, 손 넣지 마라\"" of 부디 산토소, 부디 an adverb
        # too, which a new-user trial of a fishing boat, 2026-12-07, left)
        called = called or (text.startswith(",", e) and inside_quotes(text, s))
        # (or a table's cell of its own: "…(010-7425-1183)⇥투⇥110,000" in a column of workers, which a new-user
        # trial of sex crimes, 2026-12-07, left beside 응우옌 티 투 and 쩐 티 마이)
        cell = s > 0 and text[s - 1] in "\t|│" and text[e : e + 1] in ("\t", "|", "│", "\n")
        called = called or cell
        if m.group(0) in called_only and not called:
            continue
        if m.group(0) in general and not particles and not listed and not called:
            continue
        if m.group(0) in single and not (particles or listed or cell):
            continue
        # a one-syllable name takes one particle, not two that make a word with it ("하" + "나가" of "공동원인의
        # 하나가": a new-user trial of a market's car crash, 2026-12-06, wrote "AG나가")
        if (
            m.group(0) in single
            and particles
            and text[e : hangul_word_end(text, e)] not in _SINGLE_NAME_TAILS
        ):
            continue
        # a one-syllable name that is a verb's stem with its ending ("하" of "쩐 티 투 하" in "하여", "하였다":
        # a new-user trial of immigration judgments, 2026-12-05, wrote "비치하게 G여")
        if m.group(0) in single and particles and reads_as_predicate(text[s : hangul_word_end(text, s)]):
            continue
        src = words[m.group(0)]
        # the name's words written before its last one ("투 하가" of "응우옌 티 투 하": a new-user trial of a
        # market's car crash, 2026-12-06, wrote "투 AG가")
        parts = src.text.split()
        k = len(parts) - 2
        if m.group(0) == parts[-1]:
            while k >= 0 and text[max(0, s - len(parts[k]) - 1) : s] == parts[k] + " ":
                before = s - len(parts[k]) - 1
                if (before > 0 and "가" <= text[before - 1] <= "힣") or any(
                    sp.start < s and before < sp.end for sp in spans
                ):
                    break
                s, k = before, k - 1
        # (one syllable: source "rule", which the analyzer's drop_single_syllables keeps)
        source = "rule" if m.group(0) in single else "propagation"
        out.append(Span(s, e, text[s:e], "외국인이름", round(src.score * 0.9, 4), source))
    return sorted(out + latin_out, key=lambda sp: sp.start)


#: what may follow a one-syllable given name in its word ("훙이", "란은", "낭 씨" has a blank): particles alone, or the
#: familiar 이 and particles
_SINGLE_NAME_TAILS = frozenset(
    tail
    for base in "이 가 은 는 을 를 의 에게 에게서 한테 와 과 도 만 랑 이랑 까지 부터 로부터 으로부터 와의 과의 에게는 에게도".split()
    for tail in (base, "이" + base if base not in ("이", "이랑") else base)
) | frozenset({"이", "아", "야", "씨", "씨가", "씨는", "씨의", "씨를", "씨에게", "씨와", "씨도"})
#: how one calls a foreigner after the name: a title or a kin word, a word of its own ("타인 사장에게", "타인 형")
_FOREIGN_NAME_CALLED = re.compile(
    r"[ ](?:씨|님|형|오빠|언니|누나|사장|실장|팀장|팀|반장|대표|선생|쌤)(?![가-힣])|[ ](?:씨|님|형|오빠|언니|누나|사장|실장|팀장|반장|대표)(?=[은는이가을를의와과도께에])"
    # (or the Japanese さん: "\"사토 상한테도 전해라\"" of 사토 겐지, 사토 a noun too, which a new-user trial of noise
    # between flats, 2026-12-07, left)
    r"|[ ]상(?:한테|에게|께|이|은|의|도|님)"
)
#: a first name in Latin letters as written in a name: a capital, then small letters ("Sophie", "Léa")
_LATIN_FIRST_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]{3,}")


def _latin_first_name_spans(text: str, spans: list[Span]) -> list[Span]:
    """The first name of a foreign person's Latin name of two or more words (label 외국인이름), written alone as a
    word of its own where no span is ("Hi Sophie!" after "Sophie Marchand": a new-user trial of short-term
    lodging, 2026-12-06, left it): new spans labelled 외국인이름, source ``"propagation"``, 0.9 x the name's score.
    Four letters or more, a capital then small letters, no Latin term of :data:`LATIN_TERMS`."""
    firsts: dict[str, Span] = {}
    for sp in spans:
        parts = sp.text.split()
        if sp.label == "외국인이름" and len(parts) >= 2 and _LATIN_FIRST_NAME.fullmatch(parts[0]):
            if parts[0] not in LATIN_TERMS:
                firsts.setdefault(parts[0], sp)
    out: list[Span] = []
    for first, src in firsts.items():
        for m in re.finditer(rf"(?<![A-Za-zÀ-ÖØ-öø-ÿ0-9]){re.escape(first)}(?![A-Za-zÀ-ÖØ-öø-ÿ0-9])", text):
            if any(sp.start < m.end() and m.start() < sp.end for sp in spans):
                continue
            out.append(
                Span(m.start(), m.end(), first, "외국인이름", round(src.score * 0.9, 4), "propagation")
            )
    return out


#: a name's Latin spelling in brackets after it, in capitals or not ("소피 마르샹(Sophie Marchand")
_LATIN_SPELLING_AFTER = re.compile(r"[ ]?\([ ]?[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'\-]+[ ][A-ZÀ-ÖØ-Þ]")
#: a name in Latin letters of two words or more and the bracket that opens after it ("Elena Petrova(")
_LATIN_NAME_BEFORE_BRACKET = re.compile(r"(?<![A-Za-z])[A-Z][A-Za-z'\-]+(?:[ ][A-Za-z'\-]+)+[ ]?\([ ]?$")
#: a nationality in brackets after a name ("파르한 후세인(방글라데시 국적, 외국인등록번호 …)")
_NATIONALITY_BRACKET = re.compile(r"[ ]?\([ ]?[가-힣]{2,10}[ ]?국적")
#: a name's spelling in Latin capitals in brackets after it ("야마다 켄지(YAMADA KENJI)")
_LATIN_BRACKET = re.compile(r"[ ]?\([ ]?[A-Z][A-Z]+[ ][A-Z]")
#: particles of two parts that a name span may end inside: the part in the span, the part after it
_SPLIT_PARTICLES = (
    ("으로", "부터"),
    ("로", "부터"),
    ("에", "게서"),
    ("에", "게"),
    ("한", "테서"),
    ("한", "테"),
)


def cut_split_particles(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Cut the first part of a particle off the end of a person-name span whose second part follows it: "켄지로"
    of "켄지로부터" -> "켄지" (로부터), "김민수에" of "김민수에게" -> "김민수" (a new-user trial, 2026-12-04, saw
    "U부터": the person given a new letter and the 로 lost). The name left must have two syllables at least.
    Offsets are code points; order is kept."""
    out = []
    for sp in spans:
        if sp.label in name_labels:
            for head, tail in _SPLIT_PARTICLES:
                if sp.text.endswith(head) and len(sp.text) - len(head) >= 2 and text.startswith(tail, sp.end):
                    end = sp.end - len(head)
                    sp = sp.with_(end=end, text=text[sp.start : end])
                    break
        out.append(sp)
    return out


#: surnames that are also a determiner or a prefix before a title ("이 사장" is also "this president", "전 사장"
#: "the former one", "한 실장" "one manager", "위 감사" "the said auditor", "동 회사"
#: "the same company"): never read as a surname alone; not 고 and 공, which are no determiner before a title (고,
#: the late, goes before a name: "고 지배인은", "공 사장이" were left by a new-user trial of business suspensions,
#: 2026-12-05)
_AMBIGUOUS_SURNAMES = frozenset("이전현구신한본각부대총원위동")
#: of those, the prefixes "old" and "new" (舊, 新), which a judgment rarely writes before a title: with a full name
#: of the surname written with the same title, the surname is meant (:func:`_titled_full_name`); "한 주무관" (one
#: officer), "현 실장" (the present manager) and "전 대리" (the former clerk) stay words
_PREFIX_SURNAMES = frozenset("구신")
#: the copula and its endings right after a title ("대표인지", "사장이었다", "팀장이라고")
_COPULA_AFTER_TITLE = re.compile(
    r"(?:인|이)(?:지|데|가|지도|데도|지는|지를|고|며|다|었다|었고|었던|었는데|라고|라는|라|야|니까|니|지만|므로)"
)
#: the start of a chat's message on its line: a time maybe, a speaker of at most 20 characters and a colon ("H: 현
#: 실장 이번 주 한 건 더 빼 주라", "2023. 8. 26. 16:15 염예린: "), where persons are called as in speech (a new-user
#: trial of jeonse fraud, 2026-12-05, left "현 실장")
_CHAT_MESSAGE_BEFORE = re.compile(
    # (the time with 오전 or 오후: "[2023. 7. 10. 오후 6:50] J 소장: 구 반장 지금 빠지면", a new-user trial of
    # construction sites, 2026-12-05, left it)
    r"[ \t]*(?:\[?(?:19|20)?[0-9. :\-]{4,22}(?:(?:오전|오후)[ ]?[0-9:]{3,5})?\]?[ ])?[^\n:：\t]{1,20}[:：][ ]"
)


#: titles after a surname that no determiner or prefix goes before ("한 일병", "전 씨"; not "전 사장", the former)
_UNDETERMINED_TITLE = re.compile(
    r"[ ]?(?:씨|이병|일병|상병|병장)(?![가-힣])|[ ]?(?:씨|이병|일병|상병|병장)[은는이가을를의와과도]"
)
#: a chat written as a table's row: a cell with a time, a cell with the speaker, then the message ("| 2023. 7. 3.
#: 19:07 | G | Q 오늘도 … 이 대리가 내일": a new-user trial of workplace harassment, 2026-12-05, left "이 대리")
_TABLE_CHAT_BEFORE = re.compile(r"[ \t]*[|│]?[^|│\n]*[0-9]{1,2}:[0-9]{2}[^|│\n]*[|│\t][^|│\t\n]{1,20}[|│\t]")
#: a party's role in brackets right after a title ("구 사장(피고 K)이": a new-user trial of commercial leases,
#: 2026-12-05, left it, 구 read as "former"): the surname before is a person's
_ROLE_BRACKET_AFTER = re.compile(
    r"\((?:피고인|피고|원고|피해자|증인|신청인|피신청인|채권자|채무자|참가인)[ ]"
)
#: the start of a list's item, right before a word ("1. ", "- ")
_ITEM_START = re.compile(r"(?m)^[ \t]*(?:[0-9]{1,2}[.)]|[-•○·])[ ]?$")
#: a short name the judgment defines in quotes ("(이하 '한 소장'이라 한다)"; group 1: the name)
_DEFINED_SHORT_NAME = re.compile(r"이하[ ]?[‘'\"“]([^‘’'\"“”\n]{1,12})[’'\"”]")
#: a bracket of at most 40 code points on one line (group 1: its content)
_SHORT_BRACKET = re.compile(r"\(([^()\n]{1,40})\)")


def _bracketed_full_name(text: str, at: int, names: Iterable[str]) -> str | None:
    """The one full name of ``names`` written in the bracket that opens at ``at`` ("이 과장(블루오션파트너스 회계
    담당 이슬기)은": the bracket names the person the surname and title stand for), else None (no bracket
    there, none of them in it, or several)."""
    m = _SHORT_BRACKET.match(text, at)
    inside = [n for n in names if m is not None and n in m.group(1)]
    return inside[0] if len(inside) == 1 else None


#: how near a full name's mention its title must be written to count as the person's (code points, same line)
_TITLE_NEAR_NAME = 30


#: the titles a judgment writes beside a full name for the title that a surname takes ("대표이사 민경희", then "민
#: 사장님이": a new-user trial of a local election, 2026-12-07)
_TITLE_LIKE = {"사장": ("대표이사", "대표"), "대표": ("대표이사",), "회장": ("대표이사",)}


#: from a speaker's or a subject's name to a title after a surname in the speaker's quotation or right after the
#: subject ("이 \"은비야, 박 " of "박지훈이 \"은비야, 박 원장", "은 박 " of "박지훈은 박 원장의")
_SPOKEN_TITLE = re.compile(
    r"(?:[은는이가]|께서)?[ ]?(?:[:：][ ]?)?(?:[\"“‘'][^\"”’'\n]*)?(?<![가-힣])(?:"
    + "|".join((*COMPOUND_SURNAMES, *sorted(SURNAMES)))
    + r")[ ]?"
)


def _titled_full_name(
    text: str, names: Iterable[str], starts: dict[str, list[int]], title: re.Match | None
) -> bool:
    """Whether one of the full names ``names`` (``starts``: full name -> starts of its mentions) is written within
    :data:`_TITLE_NEAR_NAME` code points of the title that ``title`` matched or a title like it (:data:`_TITLE_LIKE`;
    another occurrence than the matched one), on the same line and in the same sentence, no full stop between
    ("피고인 구민철은 ○○물산의 영업과장이다", "과장 구민철"): then "구 과장" is that person, not "the old manager"."""
    if title is None:
        return False
    for name in names:
        for at in starts.get(name, ()):
            lo = max(text.rfind("\n", 0, at) + 1, at - _TITLE_NEAR_NAME)
            hi = text.find("\n", at)
            hi = min(len(text) if hi < 0 else hi, at + len(name) + _TITLE_NEAR_NAME)
            found = [
                (k, word)
                for word in (title.group(1), *_TITLE_LIKE.get(title.group(1), ()))
                for k in (text.rfind(word, lo, at), text.find(word, at + len(name), hi))
            ]
            for k, word in found:
                # (not the mention's own title, "전수경은 … 전 대리는", nor one of another sentence: "이민수. 맹 기사는
                # 운전하였고 사공 사장")
                between = text[min(k + len(word), at) : max(k, at + len(name))] if k >= 0 else ""
                # (nor one nearer another full name: "민경수의 동생인 민경희가 대표이사로" is 민경희's; nor the title of
                # a surname written alone in a quotation the name speaks or right after the name as its subject,
                # "박지훈이 \"은비야, 박 원장 카드로", "박지훈은 박 원장의 학원 법인카드": no one calls oneself so)
                # (a date's points end no sentence: "피고인 백마루는 2018. 4. 1.부터 … 관리사무소장으로", then "백
                # 소장님", which a new-user trial of management fees, 2026-12-07, gave the son's letter)
                if (
                    k >= 0
                    and k != title.start(1)
                    and not SENTENCE_END.search(between)
                    and not any(other in between for other in starts if other != name)
                    and not (k > at and _SPOKEN_TITLE.fullmatch(text, at + len(name), k))
                    # (nor a title whose holder's kin the name is: "대표가 백시우던데, 소장님 아드님 맞죠?", nor one that
                    # opens a chat's message, the listener called: "황보민준: 소장님, 시우조경 대표가 백시우던데")
                    and not _KIN_OF_TITLED.match(text, k + len(word))
                    and not _CHAT_SPEAKER_THEN.search(text, max(0, k - 25), k)
                ):
                    return True
            # or the person's post, a word ending with the title, later in the sentence the name opens as its topic
            # ("피고인 백마루는 2018. 4. 1.부터 … 아파트 관리사무소장으로 근무하였다", then "백 소장님": a new-user trial
            # of management fees, 2026-12-07, gave the son 백시우 the 소장's letter)
            end = at + len(name)
            if text.startswith(("은 ", "는 "), end):
                stop = SENTENCE_END.search(text, end)
                hi = min(stop.start() if stop else len(text), end + 200, _line_end(text, end))
                post = re.compile(rf"[가-힣]*{re.escape(title.group(1))}(?:으로|이고|이다|이며|으로서|이었)")
                held = post.search(text, end, hi)
                if held and not any(other in text[end : held.start()] for other in starts if other != name):
                    return True
    return False


#: the kin of the holder of a title, right after it ("소장님 아드님", "사장 딸")
_KIN_OF_TITLED = re.compile(
    r"님?[ ]?(?:의[ ])?(?:아드님|따님|아들|딸|부인|사모님|남편|아내|동생|조카|손자|손녀)(?![가-힣])"
)


def _line_end(text: str, at: int) -> int:
    """The offset of the line break after ``at``, or the text's length."""
    k = text.find("\n", at)
    return len(text) if k < 0 else k


#: what stands between a quotation's speaker and its opening mark ("박지훈이 \"", "피고 민경수: \"")
_SPEAKER_BEFORE_QUOTE = re.compile(r"(?:[은는이가]|께서)?[ ]?(?:[:：][ ]?)?")
#: what stands between a clause's subject and a surname written right after it ("박지훈은 박 원장의")
_SUBJECT_BEFORE = re.compile(r"[은는이가][ ]")


def _first_same_mention(text: str, at: int, title: re.Match[str] | None) -> int | None:
    """Where the surname and title that stand at ``at`` (``title``: the title's match after the surname) are first
    written in ``text``, a word of their own, when that is before ``at``; else None."""
    if title is None:
        return None
    m = re.search(r"(?<![가-힣])" + re.escape(text[at : title.end()]), text)
    return m.start() if m is not None and m.start() < at else None


def _speaker_or_subject_before(text: str, name: str, starts: dict[str, list[int]], at: int) -> bool:
    """Whether a mention of ``name`` (``starts``: full name -> starts of its mentions) is the speaker of the
    quotation in which ``at`` stands (:data:`_SPEAKER_BEFORE_QUOTE` between the mention and the opening mark, on
    the same line) or the subject written right before ``at`` (:data:`_SUBJECT_BEFORE`)."""
    from thunder_deid_desktop.analysis.online_names import inside_quotes

    line = text.rfind("\n", 0, at) + 1
    quote = max((text.rfind(q, line, at) for q in "\"“‘'"), default=-1) if inside_quotes(text, at) else -1
    for x in starts.get(name, ()):
        end = x + len(name)
        if end <= at and _SUBJECT_BEFORE.fullmatch(text, end, at):
            return True
        if line <= x and end <= quote and _SPEAKER_BEFORE_QUOTE.fullmatch(text, end, quote):
            return True
    return _chat_line_speaker(text, name, starts, at)


def _chat_line_speaker(text: str, name: str, starts: dict[str, list[int]], at: int) -> bool:
    """Whether ``name`` is the speaker of the chat's line ``at`` stands in ("백정민: 백 실장한테 물어봐", which a
    new-user trial of research funds, 2026-12-07, gave the professor's letter, not his sister's, the 실장)."""
    line = text.rfind("\n", 0, at) + 1
    return any(
        line <= x < at and _CHAT_SPEAKER.fullmatch(text, line, x) and _CHAT_COLON.match(text, x + len(name))
        for x in starts.get(name, ())
    )


#: what may open a chat's line before its speaker: blanks, a time ("[21:05] ")
_CHAT_SPEAKER = re.compile(r"[ \t]*(?:\[[^\]\n]{1,25}\][ ]?)?")
#: a chat's or a transcript's line before its message: blanks, maybe a time in brackets, a speaker and a colon
#: ("[21:05] 민호: ", "백정민: ")
CHAT_LINE_OPEN = re.compile(_CHAT_SPEAKER.pattern + r"[^\n:：]{1,20}[:：]")
#: a chat's speaker and colon at a line's start, right before a word ("황보민준: ")
_CHAT_SPEAKER_THEN = re.compile(r"(?:^|\n)" + CHAT_LINE_OPEN.pattern + r"[ ]?$")
#: the colon after a chat line's speaker
_CHAT_COLON = re.compile(r"[ ]?[:：]")


#: a quoted surname and title, then its topic particle ("'백 실장'은 피고인의 여동생인 백경희로서")
_QUOTED_TITLE_TOPIC = re.compile(r"[’'\"”][은는][ ]")


#: the titles of a shop's owner or head ("나 사장", "김 원장")
_OWNER_TITLES = ("사장", "대표", "원장", "점장", "실장", "사장님", "대표님", "원장님")
#: a shop's name in quotes that holds a given name, then the title's sentence ("간판에 '도윤컴퓨터'라고 적혀 있었고")
_QUOTED_SHOP = re.compile(r"[‘'\"“]([가-힣]{3,10})[’'\"”]")


def _owner_of_shop_before(text: str, names: Sequence[str], at: int) -> str | None:
    """The full name whose given name opens a shop's name quoted in the same sentence before a surname and an
    owner's title at ``at`` (:data:`_OWNER_TITLES`): "간판에 '도윤컴퓨터'라고 적혀 있었고, 나 사장이라고 불리는 사람이"
    is 나도윤, not his sister 나수빈 (a new-user trial of game item fraud, 2026-12-07, gave the 사장 a letter of his
    own). None unless exactly one of ``names`` does."""
    title = _title_after_shared_surname(text, names, at)
    if title is None or title.group().strip() not in _OWNER_TITLES:
        return None
    line = text.rfind("\n", 0, at) + 1
    ends = [m.end() for m in SENTENCE_END.finditer(text, line, at)]
    # (in the same speech: not "'순옥이네반찬' 가게 안에서 … \"연길에 있는 김 사장이", another 김 the victim heard of)
    shops = [
        m.group(1)
        for m in _QUOTED_SHOP.finditer(text, ends[-1] if ends else line, at)
        if not any(q in text[m.end() : at] for q in '"“”')
    ]
    owners = {n for n in names for shop in shops if len(n) == 3 and shop.startswith(n[1:])}
    return owners.pop() if len(owners) == 1 else None


#: a party's role word and its object particle right before a quote ("원고를 '", "피고인을 \"")
_PARTY_CALLED_BEFORE = re.compile(
    r"(?<![가-힣])(원고|피고인|피고|피해자|신청인|피신청인|청구인)[ ]?[0-9]?(?:을|를)[ ][‘'\"“]$"
)


def _party_called_so(text: str, names: Sequence[str], at: int) -> str | None:
    """The full name of the party a quoted surname and title is said to call: "마을 사람들은 원고를 '구 사장' 또는
    '꿀꿀이 사장'이라고 부른다" is the plaintiff 구본철, not his son 구슬기 written just before (a new-user trial of a
    pig farm's odour, 2026-12-07, gave the plaintiff his son's letter): the role word and its object particle right
    before the quote (:data:`_PARTY_CALLED_BEFORE`), and the one of ``names`` the text writes right after that role
    word, letter-spaced or not ("원　　　고\t구본철", "원고 구본철은"). None otherwise."""
    role = _PARTY_CALLED_BEFORE.search(text, max(0, at - 12), at)
    if role is None:
        return None
    spaced = r"\s*".join(role.group(1))
    found = {n for n in names if re.search(rf"(?<![가-힣]){spaced}[\s0-9.]*{re.escape(n)}(?![가-힣])", text)}
    return found.pop() if len(found) == 1 else None


def _defined_after(text: str, names: Sequence[str], starts: dict[str, list[int]], at: int) -> str | None:
    """The full name a quoted surname and title at ``at`` is said to be, later in the same sentence: "위 '백 실장'은
    피고인의 여동생인 백경희로서" (a new-user trial of research funds, 2026-12-07, gave the 실장 the professor's
    letter, the only 백 written before). The only one of ``names`` written in that sentence after the topic
    particle, or None."""
    if text[at - 1 : at] not in ("'", "‘", '"', "“"):
        return None
    title = _title_after_shared_surname(text, names, at)
    if title is None:
        return None
    after = title.end() + (text[title.end() : title.end() + 1] == "님")
    if not _QUOTED_TITLE_TOPIC.match(text, after):
        return None
    stop = SENTENCE_END.search(text, after)
    end = min(stop.start() if stop else len(text), _line_end(text, after))
    found = {n for n in names for x in starts.get(n, ()) if after < x < end}
    return found.pop() if len(found) == 1 else None


#: how far before a surname written alone a full name with it counts as just written (code points)
NEAR_MENTION = 200


def full_name_meant(
    names: Sequence[str], starts: dict[str, list[int]], at: int, text: str | None = None, _again: bool = True
) -> str | None:
    """Which of the full names ``names`` sharing a surname a surname written alone at ``at`` ("엄 씨가") stands
    for: the only one; of several, the only one written before ``at`` (``starts``: full name -> starts of its
    mentions), or the only one written within :data:`NEAR_MENTION` code points before it ("피해자 엄가은은 … 엄
    씨가" with the father 엄태식 named later or far before: a new-user trial, 2026-12-05); with ``text``, else the
    only one written elsewhere with the title that follows the surname (:func:`_titled_full_name`: "청도댁 사장
    육은채" and her son 육지호, then "육 사장님 고소하세요", which a new-user trial of a YouTuber's defamation,
    2026-12-07, gave a letter of its own), else the one written last before it in the same sentence
    (:func:`_nearest_in_sentence`). None when that leaves several ("김민수, 김철수 … 김 사장") or none.

    With ``text``, before those: the one named in the bracket after the title or in the bracket the surname stands
    in ("이 과장(이하 '이 과장'이라 한다, 성명 이수철)"); the only one written before ``at`` that is neither the
    speaker of the quotation ``at`` stands in nor the subject written right before it
    (:func:`_speaker_or_subject_before`: "박지훈이 \"은비야, 박 원장 카드로\""); of several written before, the
    only one written with the title or one like it (:data:`_TITLE_LIKE`), else the one the same surname and title
    stood for where first written (:func:`_first_same_mention`, resolved without this step again: ``_again``)."""
    from thunder_deid_desktop.analysis.online_names import inside_quotes

    if len(names) == 1:
        return names[0]
    if text is not None:
        # the one named in a bracket right after the title ("이 갑판장(갑판장 이정호)의")
        title = _title_after_shared_surname(text, names, at)
        after = title.end() + (text[title.end() : title.end() + 1] == "님") if title is not None else 0
        if title is not None and (named := _bracketed_full_name(text, after, names)) is not None:
            return named
        # the one named in the bracket the surname stands in ("이 과장(이하 '이 과장'이라 한다, 성명 이수철)": a
        # new-user trial of unpaid wages, 2026-12-07, read the inner one as the plaintiff 이정훈 written before, and
        # the definition then merged the two men)
        opened = text.rfind("(", text.rfind("\n", 0, at) + 1, at)
        if opened >= 0 and ")" not in text[opened:at]:
            if (named := _bracketed_full_name(text, opened, names)) is not None:
                return named
        # the only one written before it that is not the speaker of the quotation the surname stands in nor the
        # subject written right before it: no one calls oneself so ("박지훈이 \"은비야, 박 원장 카드로 결제한 거\"",
        # "피고인 박지훈은 박 원장의 학원 법인카드" of the victim 박정숙: a new-user trial of used-goods fraud,
        # 2026-12-07, gave the defendant the victim's mentions)
        if (defined := _defined_after(text, names, starts, at)) is not None:
            return defined
        if (owner := _owner_of_shop_before(text, names, at)) is not None:
            return owner
        if (party := _party_called_so(text, names, at)) is not None:
            return party
        others = [
            n
            for n in names
            if any(x < at for x in starts.get(n, ())) and not _speaker_or_subject_before(text, n, starts, at)
        ]
        if len(others) == 1:
            return others[0]
        # a chat's speaker does not call himself so: the only other one, written later ("백정민: 백 실장한테
        # 물어봐", his sister 백경희 named after the chat; not one who is called so, "배진우는 '배 이사'로 불렸다")
        rest = [n for n in names if not _chat_line_speaker(text, n, starts, at)]
        if not others and len(rest) == 1 and len(names) > 1:
            return rest[0]
    before = [n for n in names if any(x < at for x in starts.get(n, ()))]
    if len(before) > 1:
        near = [n for n in before if any(at - NEAR_MENTION <= x < at for x in starts.get(n, ()))]
        if text is not None:
            # the only one written elsewhere with the title or its like ("하위 모집책 배진우는 '배 이사'로" against the
            # investor 배수정 written nearer; "대표이사 민경희" for "민 사장님이": a new-user trial of a pyramid scheme
            # and one of a local election, 2026-12-07, gave the mentions the nearer name)
            title = _title_after_shared_surname(text, before, at)
            titled = [n for n in before if _titled_full_name(text, [n], starts, title)]
            if len(titled) == 1:
                return titled[0]
            # else the one the same surname and title stood for where first written, as a judgment keeps calling
            # one person so ("투자자들 사이에서 '권 회장' 또는 '태식이 형'으로 불렸다" of 권태식, then "권 회장이
            # 책임진다" after his sister 권미숙's account: a new-user trial of a pyramid scheme, 2026-12-07, gave her
            # the mention)
            first = _first_same_mention(text, at, title)
            if _again and not titled and first is not None:
                meant = full_name_meant(names, starts, first, text, _again=False)
                if meant in before:
                    return meant
            if len(near) != 1:
                # (of several titled ones, those near it or, with none near, all)
                titled = [n for n in titled if n in (near or before)]
                near = titled or _nearest_in_sentence(text, near or before, starts, at)
                if not titled and inside_quotes(text, at):
                    near = []  # (a quotation speaks of a third person: "윤정례와 윤소희는 "이는 윤 과장이 …"")
        before = near
    return before[0] if len(before) == 1 else None


def _title_after_shared_surname(text: str, names: Sequence[str], at: int) -> re.Match[str] | None:
    """The title (:func:`_title_after_surname`) written after the surname that the full names ``names`` share, the
    surname standing at ``at``: two syllables when their common start is a compound surname, else one."""
    surname = os.path.commonprefix(list(names))[:2]
    surname = surname if surname in COMPOUND_SURNAMES else surname[:1]
    return _title_after_surname().match(text, at + len(surname))


#: the end of a sentence: a full stop, a question or an exclamation mark before a blank or a line's end; not a
#: date's points ("간호사 한소망이 2022. 11. 4. 06:40경 … 발견하였고, 한 간호사가" is one sentence)
SENTENCE_END = re.compile(r"(?<![0-9])[.?!](?=\s|$)")


def _nearest_in_sentence(text: str, names: Sequence[str], starts: dict[str, list[int]], at: int) -> list[str]:
    """The full name of ``names`` written last before ``at`` in the same sentence (no line break, no sentence's
    end between), as a one-item list, or ``[]``: "복정호에게 전화 … 요구하였으나, 복 사장은" is 복정호, of the family's
    six 복 (a new-user trial of an adult guardianship, 2026-12-07, gave "복 사장" a letter of its own). Not used
    for a surname inside a quotation (:func:`full_name_meant`), where the speakers named before speak of another."""
    best: tuple[int, str] | None = None
    for n in names:
        for x in starts.get(n, ()):
            if x < at and "\n" not in text[x:at] and not SENTENCE_END.search(text, x + len(n), at):
                if best is None or x > best[0]:
                    best = (x, n)
    return [best[1]] if best else []


@lru_cache(maxsize=1)
def _title_after_surname() -> re.Pattern[str]:
    """A title of ``deid.entities.SURNAME_TITLES`` right after a surname, a blank maybe between (group 1: the
    title without the honorific 님, which a title written near the full name need not have: "사장" of "육
    사장님")."""
    from thunder_deid_desktop.deid.entities import SURNAME_TITLES

    titles = {t[:-1] if t.endswith("님") and len(t) > 2 else t for t in SURNAME_TITLES}
    return re.compile(r"[ ]?(" + "|".join(sorted(titles, key=len, reverse=True)) + r")")


#: titles after a surname that, glued to a syllable, also end an ordinary word ("최선임" most senior, "총책임",
#: "일감사"): read as a person's only with a blank or 님 between ("곽 책임님이", "임 수석")
_GLUED_AMBIGUOUS_TITLES = ("선임", "책임", "수석", "감사", "간사", "영감", "상사", "원사")


def _glued_rule_nickname(sp: Span) -> bool:
    """Whether ``sp`` is a nickname a rule read (in quotes, after the words that call it so) written as one word
    ("'왕언니'"; not "'윤 과장'", a surname and a title written with a blank)."""
    return sp.label == "닉네임" and sp.source == "rule" and " " not in sp.text


def surname_title_spans(text: str, spans: list[Span]) -> list[Span]:
    """A person's surname written alone before a title ("맹 기사는", "사공 사장(일명 …)"; :data:`.deid.entities.
    SURNAME_TITLES`) where a detected Korean full name (label 내국인이름, three syllables or four with a
    compound surname) has that surname: the court's style calls a person so ("A 회장"), and a new-user trial
    (2026-12-04) saw "사공 사장" kept and "맹 기사" given a letter of its own. A model span of the surname and the
    title is cut to the surname. A surname found alone becomes a span (label 내국인이름, 0.9 x the full name's
    score, source ``"rule"``, which drop_single_syllables keeps); the entity grouping gives it the placeholder of
    the full name it stands for (:func:`full_name_meant`), or a letter of its own where several may be meant. Surnames that are also a determiner or a prefix (:data:`_AMBIGUOUS_SURNAMES`: "이 사장", "전 사장")
    are left alone, but with 님, in quotes, in a chat and the like, 구, 신 or 이 where a full name of theirs is
    written with the same title (:func:`_titled_full_name`), where the bracket after the title names a full name of
    theirs ("이 과장(회계 담당 이슬기)은") or the surname and title stand in brackets after it ("한상철(한 부장)"),
    and where the judgment defines the surname and title as a short name ("(이하 '한 소장'이라 한다)"). After the
    title only particles may follow. A
    surname that is the last word of a foreign name of three words or more, written with the word before it ("투 하
    씨가" of 응우옌 티 투 하), is no surname: those two words become a span of that name's label. Returns all spans,
    sorted; offsets are code points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.online_names import inside_quotes
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, is_place_noun
    from thunder_deid_desktop.deid.entities import SURNAME_TITLES, surname_of

    full: dict[str, dict[str, Span]] = {}  # surname -> full name -> its first span
    for sp in spans:
        # (not a given name the familiar 이 extended to three syllables: "태양이" of 우태양 is no 태)
        if sp.label == "내국인이름" and sp.source != "propagation" and looks_like_korean_full_name(sp.text):
            full.setdefault(surname_of(sp.text), {}).setdefault(sp.text, sp)
            # a name of three syllables opening with a compound surname is called by it too ("제갈 기사도" of
            # 제갈윤, whose surname_of is 제: a new-user trial's chat, 2026-12-05, left it)
            if sp.text[:2] in COMPOUND_SURNAMES:
                full.setdefault(sp.text[:2], {}).setdefault(sp.text, sp)
    unique = full
    if not unique:
        return spans
    # where several full names share the surname, the one written last before the mention is meant ("피해자
    # 엄가은은 … 엄 씨가", with the father 엄태식 elsewhere: a new-user trial, 2026-12-05, left "엄 씨")
    starts: dict[str, list[int]] = {}
    for sp in spans:
        if sp.label == "내국인이름" and sp.text in full.get(surname_of(sp.text), {}):
            starts.setdefault(sp.text, []).append(sp.start)
    titles = "|".join(sorted(SURNAME_TITLES, key=len, reverse=True))
    pattern = re.compile(
        r"(?<![가-힣])("
        + "|".join(sorted(unique, key=len, reverse=True))
        + r")(?=[ ]?(?:"
        + titles
        + r")(?:님)?([가-힣]*))"
    )
    honored = re.compile(r"[ ]?(?:" + titles + r")님")
    defined = {d.group(1) for d in _DEFINED_SHORT_NAME.finditer(text)}
    titled = re.compile(r"[ ]?(" + titles + r")")
    taken = sorted((s.start, s.end) for s in spans)
    out = []
    # "맹 기사" of the model -> "맹", whatever its label ("맹 사원" read as a company: a new-user trial, 2026-12-05)
    for sp in spans:
        # (not a nickname a rule read in quotes: "천복순은 '왕언니', 마영자는 '빨간모자'라고 불렸다" is no 왕 언니, a
        # new-user trial of a shared lottery ticket, 2026-12-06)
        # ("'윤 과장'이라고 불렀다", written with a blank, is the surname and the title)
        m = pattern.match(sp.text) if not _glued_rule_nickname(sp) else None
        if m and m.end() < len(sp.text):
            rest = sp.text[m.end() :].strip()
            # (with the particle the model took in: "도 지회장이" of "도 지회장이 라인 통로에서", a new-user trial of
            # strikes, 2026-12-05, written "AG AC 통로에서")
            if rest in SURNAME_TITLES or rest[: particle_tail_start(rest)] in SURNAME_TITLES:
                sp = sp.with_(end=sp.start + m.end(), text=m.group(1), label="내국인이름")
        # words before a surname that a title follows ("매일 밤 도" of "매일 밤 도 원장이 석진만 대표에게", read as one
        # name at 0.92: a new-user trial of malpractice, 2026-12-05, wrote "AC 원장이", the words gone)
        head, _, last = sp.text.rpartition(" ")
        if (
            head
            and sp.source == "model"
            and sp.label in ("내국인이름", "외국인이름")
            and last in unique
            and len(last) <= 2
            and pattern.match(text, sp.end - len(last))
        ):
            sp = sp.with_(start=sp.end - len(last), text=last, label="내국인이름")
        out.append(sp)
    # a nickname a rule read in quotes that starts like a surname and a title ("'왕언니'"), written elsewhere bare
    # ("왕언니라 불리던 천복순은": the lottery trial of 2026-12-06 saw "왕" read as the surname there)
    nicknames = tuple(sp.text for sp in spans if _glued_rule_nickname(sp) and len(sp.text) >= 3)
    for m in pattern.finditer(text):
        if nicknames and text.startswith(nicknames, m.start(1)):
            continue
        # "주 회장단", "맹 기사들이" go on into another word; the copula's 인 does not ("진 회장인 내가": a new-user
        # trial, 2026-12-05), nor 네, the person's household or shop ("길사장네 돈가스집": a new-user trial of
        # franchises, 2026-12-05)
        if (
            particle_tail_start(m.group(2)) != 0
            and m.group(2) not in ("인", "네")
            # (nor the copula's other forms: "용 대표인지 국 사장인지 정확히 모르겠다", a new-user trial of fake
            # petroleum, 2026-12-06, left both)
            and not _COPULA_AFTER_TITLE.fullmatch(m.group(2))
        ):
            continue
        a, b = m.span(1)
        # the last word of a foreign name written with the word before it ("투 하 씨가" of 응우옌 티 투 하, read as
        # the surname of the prosecutor 하승민: a new-user trial of a marriage immigrant's abuse, 2026-12-07, merged
        # the two and replaced the prosecutor)
        # (those last words are that person's: a span of them, which the entity grouping gives the name's letter)
        before = text[max(0, a - 12) : a]
        prev = before.split()[-1] if before.endswith(" ") and before.split() else ""
        owner = next(
            (
                sp
                for sp in spans
                if prev
                and sp.label in ("내국인이름", "외국인이름")
                and len(sp.text.split()) >= 3
                and sp.text.endswith(" " + prev + " " + m.group(1))
                and not (
                    sp.start < b and a - len(prev) - 1 < sp.end
                )  # (another mention: not "매일 밤 도" here)
            ),
            None,
        )
        if owner is not None:
            last = Span(a - len(prev) - 1, b, text[a - len(prev) - 1 : b], owner.label, owner.score, "rule")
            if not any(x < last.end and last.start < y for x, y in taken):
                out.append(last)
            continue
        # a surname glued to a title that is a word's end as well, with no 님 ("생활관의 최선임으로서" is the most
        # senior: a new-user trial of military judgments, 2026-12-05, wrote "R선임")
        if text.startswith(_GLUED_AMBIGUOUS_TITLES, b) and not honored.match(text, b):
            continue
        # a surname glued to its title 양 or 군 that is a word ("태양이 뜨거웠다" is no Miss 태, "장군이" no 장)
        glued = hangul_word_end(text, b)
        if glued > b and text[b] in "양군" and is_general_noun(text[a : b + 1]):
            continue
        # a surname glued to a title that together are a word of judgments ("주차장에서" of 주민수, "반소장 부본",
        # "한의원에", "도의원이다": a new-user trial of insurance fraud, 2026-12-05, saw "L소장 부본" and "R의원에")
        # (a title of one syllable glued makes no such word: "구쌤이", "차쌤 있어"; with 님 too: "이사장님이" is the
        # chairman, which a new-user trial of a school foundation, 2026-12-05, saw written "AD사장님이")
        if glued > b:
            word = text[a:glued]
            word = word[: particle_tail_start(word)] or word
            # (a surname and 님 that make a word of two syllables: "손님" is a guest, not Mr 손; a new-user trial of a
            # karaoke bar, 2026-12-06, saw "R님" six times beside 손태영)
            if text[b : b + 1] == "님" and is_general_noun(text[a : b + 1]):
                continue
            # (nor a place Mecab-ko knows, or a city and its unit: "기장군 정관읍" is no Mr 기 the general)
            if is_place_noun(word) or (word[-1:] in "시군구" and word[:-1] in CITY_STEMS):
                continue
            word = word[:-1] if word.endswith("님") else word
            # (not a quote of the word alone, what a person is called: "주변에서 '방사장' 또는 '기철이 형'으로
            # 불렸으며", a new-user trial of tax-invoice fraud, 2026-12-06, left it)
            quoted = text[a - 1 : a] in "‘'\"“" and a > 0 and text[glued : glued + 1] in ("’", "'", '"', "”")
            if len(word) >= 3 and is_vocabulary_word(word, compounds=False) and not quoted:
                continue
        # a surname that is also a determiner or a prefix ("이 사장" this, "전 실장" former): only with the
        # honorific 님 after the title or inside a quotation, where persons are called so ("한 주무관님이 잘 좀 봐
        # 주십시오", "구 경사님 문자가 오면": a new-user trial, 2026-12-05, left both)
        # (or glued to 쌤, which follows no determiner: "구쌤이 4라고 했다는데" in a nurses' chat, a new-user trial,
        # 2026-12-05)
        if (
            m.group(1) in _AMBIGUOUS_SURNAMES
            and not (
                # (not 이, "this", in a quotation or with 님 alone: "\"이 기사가 먼저 반말했다\"" is this driver, whom a
                # new-user trial of drivers' assaults, 2026-12-07, saw lettered apart from 나봉수; the steps below
                # that name a full name of the surname still count)
                (m.group(1) != "이" and honored.match(text, b))
                or (m.group(1) != "이" and inside_quotes(text, a))
                # (a quotation that opens with it names the person so called: "'이 실장'은 피고인 이도현을 가리킨다",
                # "\"이 실장이라는 사람이")
                or (m.group(1) == "이" and text[a - 1 : a] in ("'", "‘", '"', "“"))
                or text.startswith("쌤", b)
                # or a title no determiner goes before: 씨 and a private's rank ("한 일병은 현재 다른 대대로", "전 씨 |
                # 20": new-user trials of military and construction judgments, 2026-12-05, left them)
                or _UNDETERMINED_TITLE.match(text, b)
                or _CHAT_MESSAGE_BEFORE.match(text, text.rfind("\n", 0, a) + 1, a)
                or _ROLE_BRACKET_AFTER.match(text, m.end(2))
                or _TABLE_CHAT_BEFORE.match(text, text.rfind("\n", 0, a) + 1, a)
                # or a full name of the surname written with the same title ("피고인 구민철은 … 영업과장이다", then "구
                # 과장은 피해자에게 전화하였다": new-user trials, 2026-12-05 and 06, left "구 과장", "신 팀장")
                # (and the surname 이 too, which before a title judgments write for "this" rarely: "피고인 이정민은 …
                # 총무이사로", then "이 총무에게": a new-user trial of a redevelopment union, 2026-12-07, left it)
                or (
                    m.group(1) in _PREFIX_SURNAMES | {"이"}
                    and _titled_full_name(text, unique[m.group(1)], starts, titled.match(text, b))
                )
                # or 한, "one", where the full name written with the title is in the same sentence before it ("간호사
                # 한소망이 … 발견하였고, 한 간호사가 … 보고하였으나": a new-user trial of malpractice, 2026-12-07, left
                # it; not "그중 한 간호사가", one of them)
                or (
                    m.group(1) == "한"
                    and _titled_full_name(text, unique["한"], starts, titled.match(text, b))
                    and _nearest_in_sentence(text, list(unique["한"]), starts, a)
                    and not text.endswith("중 ", 0, a)
                )
                # or 한 and a title opening an item of a list where the judgment names one person of the surname
                # ("증인 김은정, 한승연의 각 법정진술\n1. 한 실장이 작성한 수강생 출결부": a new-user trial of an academy,
                # 2026-12-07, left it; not a sentence's start, "한 주무관은 그 뒤 이 사건 한 과장 자리에 있었다")
                or (
                    m.group(1) == "한"
                    and len(unique["한"]) == 1
                    and _ITEM_START.search(text, text.rfind("\n", 0, a) + 1, a) is not None
                )
                # or a full name of the surname in brackets right after the title ("이 과장(… 회계 담당 이슬기)은", "이
                # 갑판장(갑판장 이정호)의": new-user trials of crypto fraud and a fishing boat, 2026-12-07, left both)
                or _bracketed_full_name(text, m.end(2), unique[m.group(1)]) is not None
                # or the surname and title the judgment defined as the person's short name ("한상철(이하 '한 소장'이라
                # 한다)", then "한 소장이 작성한 공정표": a new-user trial of a subcontract, 2026-12-07, left it)
                or ((t := titled.match(text, b)) is not None and text[a : t.end()] in defined)
                # or in brackets right after the full name ("공장 관리자 한상철(한 부장)은": a new-user trial of
                # foreign workers, 2026-12-07, left it)
                or (text[a - 1 : a] == "(" and any(text.endswith(n, 0, a - 1) for n in unique[m.group(1)]))
                # or filling a bracket of its own where a full name of the surname is written with the title
                # ("010-7731-4025(한 총무)" in a table, "총무 한가람" in the body: a new-user trial of a pig farm,
                # 2026-12-07, left it)
                or (
                    text[a - 1 : a] == "("
                    and (t := titled.match(text, b)) is not None
                    and text.startswith(")", t.end())
                    and _titled_full_name(text, unique[m.group(1)], starts, t)
                )
            )
        ):
            continue
        names = unique[m.group(1)]
        meant = full_name_meant(sorted(names), starts, a, text)
        # a surname that several full names share is still a person's: a span of its own when none is meant
        score = names[meant].score if meant else min(sp.score for sp in names.values())
        new = Span(a, b, m.group(1), "내국인이름", round(0.9 * score, 4), "rule")
        # the model's span of the surname alone ("맹") is this one (drop_single_syllables would drop it)
        out = [new if (s.start, s.end) == (a, b) else s for s in out]
        if (a, b) not in taken and not any(x < b and a < y for x, y in taken):
            out.append(new)
    return sorted(out, key=lambda s: s.start)


#: below this score a model's name span ending inside a word of general nouns is dropped
_COMPOUND_NAME_SCORE = 0.9


def drop_names_inside_compounds(text: str, spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Drop model person-name spans (``name_labels``, score below :data:`_COMPOUND_NAME_SCORE`) that end inside a
    word Mecab-ko reads as general nouns only, the span's end falling inside one of them: "서면사" of "서면사과"
    (서면 + 사과; the school-violence measure of a written apology, read as a person at 0.69 and written "A와" by
    a new-user trial, 2026-12-04); a better-read one too when it leaves two syllables or more of that noun after
    it (:func:`_cuts_a_long_noun`: "강변여" of "강변여과수"). A name with its particle reads as a proper noun and a particle ("김철수와"),
    and a name the dictionary misreads has other tags ("이미경의": 이미 MAG), so neither is dropped. Order kept;
    offsets are code points."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end
    from thunder_deid_desktop.analysis.tokenizer import _mecab

    out = []
    for sp in spans:
        if (
            sp.source == "model"
            and sp.label in name_labels
            and sp.end < len(text)
            and "가" <= text[sp.end] <= "힣"
            and all("가" <= c <= "힣" for c in sp.text)
        ):
            end = hangul_word_end(text, sp.end)
            morphemes = _mecab().parse(text[sp.start : end])
            # (the word's particles aside: "의예" of "서울대학교 의예과에 재학한", read as a person at 0.21 in a
            # new-user trial of tutoring, 2026-12-07, written "Q과에" and spread to "'서울대 Q와 재학'")
            while (
                len(morphemes) >= 2 and morphemes[-1][3].startswith("J") and morphemes[-1][0] > len(sp.text)
            ):
                end = sp.start + morphemes[-1][0]
                morphemes = morphemes[:-1]
            cut = len(sp.text)
            if (
                len(morphemes) >= 2
                and all(tag == "NNG" for _, _, _, tag in morphemes)
                and not any(a == cut for a, _, _, _ in morphemes)
                and (sp.score < _COMPOUND_NAME_SCORE or _cuts_a_long_noun(text[sp.end : end], morphemes, cut))
            ):
                continue
            # (or one noun of the dictionary the name stops inside, however sure the model was: "집어" of "집어등
            # 발전기" at 0.95, which a new-user trial of a fishing boat, 2026-12-07, wrote "P등")
            if len(morphemes) == 1 and morphemes[0][3] == "NNG" and morphemes[0][1] == end - sp.start:
                continue
        out.append(sp)
    return out


def _cuts_a_long_noun(rest: str, morphemes: list[tuple[int, int, str, str]], cut: int) -> bool:
    """Whether a name ending at ``cut`` of its word leaves two syllables or more of the general noun it ends inside
    after it, and these are no particles: "강변여" of "강변여과수" (강변 + 여과수, read as a person at 0.99 in the
    fair held-out set 64, 2026-12-05), where a name with its particle, misread as one noun, leaves one syllable
    ("장뎜기이", "권덕소과") or particles only."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    inside = next((m for m in morphemes if m[0] < cut < m[1]), None)
    return inside is not None and inside[1] - cut >= 2 and len(rest) >= 2 and particle_tail_start(rest) > 0


#: place nouns whose last syllable reads as a particle ("송동마을": 마 + 을)
_PLACE_NOUNS_LIKE_PARTICLES = ("마을", "부락")


def relabel_full_names_read_as_places(
    text: str, spans: list[Span], name_labels: frozenset[str]
) -> list[Span]:
    """Model spans of a label other than a name's that are a whole word made of a Korean full name (three syllables
    starting with a surname, :func:`looks_like_korean_full_name`; no judgment vocabulary or general noun, no place's
    unit at its end, :data:`.name_lists.PLACE_ENDS`) and its particles (:func:`_particle_read_at`: not "위키백과"):
    the name, labelled ``내국인이름``, without the particles. A new-user trial of a hold'em pub (2026-12-06) saw
    "선배인 명세훈의 권유로" read whole as an office and rendered "선배인 AL 권유로", the genitive gone. A span of a
    name's label, or one whose word goes on past it, is left as it is. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.name_lists import PLACE_ENDS
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    out = []
    for sp in spans:
        word = sp.text
        cut = particle_tail_start(word)
        if (
            sp.source == "model"
            and sp.label not in name_labels
            and 0 < cut < len(word)
            and not _hangul_at(text, sp.end)
            and not (sp.start > 0 and _hangul_at(text, sp.start - 1))
            and len(word[:cut]) == 3
            and looks_like_korean_full_name(word[:cut])
            and word[cut - 1] not in PLACE_ENDS
            and not is_vocabulary_word(word[:cut])
            and _particle_read_at(word, cut)
            # (nor a place whose last noun ends like a particle: "'송동마을' 정류장", 마을, had become "'Q를'
            # 정류장" in a new-user trial of a rural bus's hit-and-run, 2026-12-06)
            and not word.endswith(_PLACE_NOUNS_LIKE_PARTICLES)
        ):
            sp = sp.with_(end=sp.start + cut, text=word[:cut], label="내국인이름")
        out.append(sp)
    return out


def relabel_names_read_as_other_kinds(
    spans: list[Span], name_labels: frozenset[str], text: str | None = None
) -> list[Span]:
    """Model spans of a label other than a name's whose text is a Korean full name (three syllables starting with
    a surname, :func:`looks_like_korean_full_name`; no judgment vocabulary or general noun) that another span of
    the document labels a name: that name's label. A new-user trial of a loan shark's accounts (2026-12-06) saw
    "임수빈" of "'임수빈 계좌'" read as a bank; the bracket's short name joined the bank's entity, and the person
    and the 농협은행 before it were both written "AG" ("AG 명의의 AG은행 계좌"). With ``text``, also one written
    right before a person's title and a blank (:data:`.deid.entities.SURNAME_TITLES`) or right after a person's
    word (:func:`.person_context.person_word_before`): label 내국인이름 ("후보 나경배", "나경배 후보" read as a
    driving service and a restaurant, so that "나 후보" stood alone: a new-user trial of a local election,
    2026-12-07, left it 8 times). Order kept; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.particles import tail_after
    from thunder_deid_desktop.analysis.person_context import person_word_before

    names = {sp.text: sp.label for sp in spans if sp.label in name_labels}
    out = []
    for sp in spans:
        names_label = names.get(sp.text, "")
        if text is not None and not names_label:
            title = _title_after_surname().match(text, sp.end) if text[sp.end : sp.end + 1] == " " else None
            if (
                title is not None
                and (tail_after(text, title.end(), 4) == 0 or text.startswith("님", title.end()))
                or person_word_before(text, sp.start)
            ):
                names_label = "내국인이름"
        if (
            sp.source == "model"
            and sp.label not in name_labels
            and names_label
            and len(sp.text) == 3
            and looks_like_korean_full_name(sp.text)
            and not is_vocabulary_word(sp.text)
        ):
            sp = sp.with_(label=names_label)
        out.append(sp)
    return out


#: one-syllable particles that end nouns too ("위키백과", "효과", "학과"; "정도", "경로"): no particle after a name
#: the model read as a place: read as the end of the noun
_NOUN_END_PARTICLES = frozenset("과 와 도 로 나 야 아 여".split())


def _particle_read_at(word: str, cut: int) -> bool:
    """Whether the tail ``word[cut:]`` is a particle after a name: not one syllable that ends nouns too
    (:data:`_NOUN_END_PARTICLES`: "위키백과" is no name and 과; Mecab-ko reads neither it nor "명세훈의" right)."""
    return word[cut:] not in _NOUN_END_PARTICLES


#: a Hangul word after a blank (particles cut by the caller)
#: (a middle initial may stand between: "다니엘 R. 휘트모어", a new-user trial of a romance scam, 2026-12-06, left the
#: family name)
_NEXT_HANGUL_WORD = re.compile(r"[ ](?:[A-Z]\.[ ])?([가-힣]{2,5})(?![가-힣0-9A-Za-z])")


def extend_foreign_names_over_next_word(
    text: str, spans: list[Span], name_labels: frozenset[str], vocabulary: Container[str]
) -> list[Span]:
    """Extend a model span of a person's name that is one Hangul word not opening with a Korean surname
    (:func:`starts_with_surname`: a foreign first name, "카림") over the next word, its particles cut, when that word
    is a name's too: no ``vocabulary`` (the analyzer's judgment words), no general noun or place of the Mecab-ko
    dictionary, no verb, no role word, two syllables left at least ("카림 압둘라가" -> "카림 압둘라"), over a middle
    initial between too ("다니엘 R. 휘트모어"). A new-user
    trial of cattle trading (2026-12-06) saw "직원 R 압둘라가", the family name left. Offsets are code points;
    order kept."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start
    from thunder_deid_desktop.analysis.roles import is_role_mention
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_general_noun, is_place_noun

    taken = {s.start for s in spans}
    out = []
    for sp in spans:
        m = _NEXT_HANGUL_WORD.match(text, sp.end)
        if (
            m is not None
            and sp.source == "model"
            and sp.label in name_labels
            and _HANGUL_WORD.fullmatch(sp.text)
            and len(sp.text) >= 2
            and not starts_with_surname(sp.text)
            and m.start(1) not in taken
            and not (sp.start > 0 and _hangul_at(text, sp.start - 1))
        ):
            word = m.group(1)
            stem = word[: particle_tail_start(word)] if len(word) > 2 else word
            if (
                len(stem) >= 2
                and stem not in vocabulary
                and not is_general_noun(stem)
                and not is_place_noun(stem)
                and not has_verb(stem)
                and not is_role_mention(stem)
            ):
                sp = sp.with_(end=m.start(1) + len(stem), text=text[sp.start : m.start(1) + len(stem)])
        out.append(sp)
    return out


#: surnames of one syllable that are no word of their own, so that one before a title and a blank is a person's
#: however few full names the judgment writes ("탁 실장이 팩스로 보내 줬다", "류 거사님한테는": a new-user trial of a
#: temple's land, 2026-12-06, left both, no full name with 탁 or 류 being written)
#: (and the common surnames that are no word before a title either: "정 원장이 이를 아동보호전문기관에 신고하였다",
#: "최 상무", "윤 선생", seven such persons of a new-user trial of divorce judgments, 2026-12-07, named by surname and
#: title only, were left; not those that are words there too, 이 전 현 구 신 한 본 각 부 대 총 원 위 동 (this, former,
#: present …, :data:`_AMBIGUOUS_SURNAMES`), 나 제 모 여 남 두 고 양 경 예 어 인 (I, my, a certain, female, male, two,
#: the late, both, about after a date, yes, uh, the copula))
_WORDLESS_SURNAMES = (
    "류|탁|곽|맹|엄|옥|봉|염|빈|추|김|박|최|정|강|조|윤|장|임|오|서|권|황|안|송|홍|유|문|손|배|백|허|심|노|하|성|차|주|우"
    "|민|진|지|채|천|방|공|함|변|도|소|석|선|설|마|길|연|표|명|기|반|라|왕|금|국|편|용|피|황보|남궁|제갈"
    # (rare ones that are no word before a title: "담당자인 팽 매니저에게", a new-user trial of a vet clinic,
    # 2026-12-07, left it)
    "|팽|궉|옹|탄|좌|견"
    "|선우|독고|사공|서문"
)
#: the titles such a surname takes here (:data:`SURNAME_TITLE_WORDS`, an alternation): workplace and shop titles of the court's (a subset of
#: :data:`.deid.entities.SURNAME_TITLES`), a clinic's and a school's (원장, 선생, 교수, 간호사) and a lay Buddhist's
#: (거사, 보살)
SURNAME_TITLE_WORDS = (
    r"실장|사장|팀장|부장|과장|차장|대리|주임|기사|반장|소장|원장|이사|상무|전무"
    r"|회장|총무|사무장|거사|보살|매니저|코치|선생|교수|간호사|약사|부원장|본부장|지점장|센터장|점장|국장|여사|쌤"
    # investigators and officials ("서울중앙지검 금융범죄수사팀 박 수사관": a new-user trial of voice phishing,
    # 2026-12-07, left the persona's name)
    r"|수사관|조사관|주무관|사무관|형사"
    # a court's appraiser, a prison's doctor, an interpreter ("윤 감정인은", "방 의무관은": new-user trials of a
    # farmland boundary and a prison assault, 2026-12-07, left them)
    r"|감정인|의무관|통역인|주방장|동대표|경비원"
    # a university's dean and a food inspector ("남궁 처장으로부터", "송 감시원도 같이 나가니까": new-user trials of
    # a dormitory assault and a kimchi factory, 2026-12-07, left both)
    r"|처장|학장|감시원|감독관"
)
_WORDLESS_SURNAME_TITLE = re.compile(
    rf"(?<![가-힣])({_WORDLESS_SURNAMES})[ ](?P<title>{SURNAME_TITLE_WORDS})(?:님)?"
    # (or any other syllable, of which :func:`wordless_surname_title_spans` takes particles and
    # :data:`_AFTER_WORDLESS_TITLE`)
    r"(?=[가-힣 ,.!?'\"’”)]|$)"
)
#: what follows the title of :data:`_WORDLESS_SURNAME_TITLE` beside particles: a blank or a sign, or the copula of
#: one who introduces himself ("박 수사관입니다")
_AFTER_WORDLESS_TITLE = re.compile(r"입니다|이에요|[ ,.!?'\"’”)]|$")


#: a surname that is no word, a blank and a title, the whole text of a span ("남궁 처장")
_SURNAME_AND_TITLE_SPAN = re.compile(rf"({_WORDLESS_SURNAMES})[ ](?:{SURNAME_TITLE_WORDS})(?:님)?")


def cut_titles_after_surnames(spans: list[Span]) -> list[Span]:
    """Cut a person's span that is a surname that is no word and a title after it (:data:`_SURNAME_AND_TITLE_SPAN`:
    the model's "남궁 처장", which a later step dropped as a title, so that "상급자인 남궁 처장의 지시" was left in a
    new-user trial of a dormitory assault, 2026-12-07) to the surname, as :func:`wordless_surname_title_spans`
    reads it: the court writes "A 처장". Order kept; offsets are code points."""
    out = []
    for sp in spans:
        person = sp.label.endswith("이름") or sp.label in PERSON_HANDLE_LABELS
        m = _SURNAME_AND_TITLE_SPAN.fullmatch(sp.text) if person else None
        out.append(sp.with_(end=sp.start + len(m.group(1)), text=m.group(1)) if m else sp)
    return out


def wordless_surname_title_spans(text: str) -> list[Span]:
    """A surname that is no word (:data:`_WORDLESS_SURNAMES`) before a title and a blank, then a particle or a sign
    (:data:`_WORDLESS_SURNAME_TITLE`: "탁 실장이", "류 거사님한테는"): the surname, label 내국인이름, score 0.65 (a
    weak rule span, which replaces the model's span of the surname alone in :func:`.analyzer.merge`), source
    ``"rule"``; the court's style writes the person so ("A 실장"). Where a full name with
    the surname is written, :func:`surname_title_spans` gives the mention that person's letter. Also a full name
    of that surname written before the same title and a blank ("방지원 의무관에게" beside "방 의무관은"), no word of
    judgments nor a general noun: label 내국인이름, score 0.8. Source ``"rule"``; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.particles import tail_after

    # (any particles: "강 대리로부터 대가를 약속받았다", a new-user trial of used-goods fraud, 2026-12-07, left it)
    found = [
        m
        for m in _WORDLESS_SURNAME_TITLE.finditer(text)
        if _AFTER_WORDLESS_TITLE.match(text, m.end()) or tail_after(text, m.end(), 5) == 0
    ]
    out = [Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.65, "rule") for m in found]
    # the full name written with the same title, of that surname ("방지원 의무관에게" beside "방 의무관은": a new-user
    # trial of a prison assault, 2026-12-07, left the doctor's full name, which the model had not read), no word of
    # judgments nor a general noun ("방문객 의무관"); score 0.8
    for surname, title in sorted({(m.group(1), m.group("title")) for m in found}):
        for m in re.finditer(rf"(?<![가-힣])({surname}[가-힣]{{2}})[ ]{title}", text):
            full = m.group(1)
            if looks_like_korean_full_name(full) and not is_vocabulary_word(full):
                out.append(Span(m.start(1), m.end(1), full, "내국인이름", 0.8, "rule"))
    return sorted(out, key=lambda sp: sp.start)


#: Western first names as Korean writes them, which Koreans abroad write before their Korean surname ("제시카 박",
#: "엘레나 박", "제임스 김")
WESTERN_FIRST_NAMES = frozenset(
    "제시카 엘레나 마이클 제임스 데이비드 데이빗 다니엘 대니얼 사라 세라 에밀리 소피아 소피 올리비아 크리스 크리스틴 "
    "케빈 브라이언 앤드류 앤드루 안나 애나 마리아 줄리아 제니퍼 제니 린다 수잔 폴 피터 존 톰 알렉스 알렉산더 "
    "니콜라스 빅토리아 나탈리아 올가 이반 그레이스 헬렌 캐서린 캐시 엘리자베스 레이첼 레베카 리사 로라 루시 "
    "메리 미셸 낸시 스티븐 스티브 에릭 에릭슨 조셉 조지 찰스 토머스 토마스 매튜 벤자민 벤저민 사무엘 새뮤얼 "
    "윌리엄 헨리 잭 제이슨 제이크 저스틴 조슈아 앤디 토니 테리 케이트 켈리 클라라 티나 조이 해리 루크 "
    "샘 에이미 애슐리 앨리스 엠마 에바 줄리 줄리안 노아 리암 이선 이든 루카스 레오 빈센트 앤서니 마크 필립".split()
)
#: such a first name, or a known foreign one, a blank and a one-syllable Korean surname, then no Hangul or a
#: person's particle ("제시카 박(Jessica Park)은", "통역인 엘레나 박 참여")
_WESTERN_NAME_KOREAN_SURNAME = re.compile(
    r"(?<![가-힣])(?P<first>[가-힣]{2,5})[ ](?P<surname>[가-힣])"
    r"(?=[ (,.)\"'’”\t\n]|$|(?:[은는이가을를의와과도]|에게|한테|께서|이랑|랑)(?![가-힣]))"
)


def western_name_with_korean_surname_spans(text: str) -> list[Span]:
    """A Western first name (:data:`WESTERN_FIRST_NAMES` or :func:`foreign_first_names`) written before a
    one-syllable Korean surname (:data:`SURNAMES`), as Koreans abroad are named ("미국 국적의 제시카 박(Jessica
    Park)은", "통역인 엘레나 박 참여": new-user trials of a vet clinic and noise between flats, 2026-12-07, left "박"
    beside the lettered first name and the interpreter whole): label 외국인이름, score 0.8, source ``"rule"``.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.particles import hangul_word_end

    firsts = WESTERN_FIRST_NAMES | foreign_first_names()
    return [
        Span(m.start(), m.end(), m.group(0), "외국인이름", 0.8, "rule")
        for m in _WESTERN_NAME_KOREAN_SURNAME.finditer(text)
        if m.group("first") in firsts
        and m.group("surname") in SURNAMES
        # (not a Vietnamese name's surname and middle name: "응우옌 반 투안")
        and m.group("surname") not in ("반", "티")
        # (nor a word that the surname and what follows it make: "산토스 레이첼 명의 토스뱅크", 명의 "in the name of")
        and not is_vocabulary_word(text[m.start("surname") : hangul_word_end(text, m.start("surname"))])
    ]
