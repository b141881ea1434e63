"""Turn accepted spans into de-identified text following a :class:`~thunder_deid_desktop.deid.policy.Policy`.

``render(text, spans, policy, entities=None) -> Rendering``:

1. spans are checked against ``text`` (``ValueError`` if one does not match) and overlaps are resolved (the
   earlier, then longer span wins; the other is dropped with an ``overlap`` warning);
2. mentions are grouped into entities (:func:`~thunder_deid_desktop.deid.entities.group_entities`, or the
   caller's :class:`~thunder_deid_desktop.deid.entities.EntityIndex` with hand links);
3. each entity, in order of first appearance, is kept (judge, lawyer, court …, see the policy) or gets its
   placeholder: letters and numbers are allocated in that order;
4. each mention is replaced: functional descriptors and the 시·도/시·군·구 part of addresses stay, a
   template's own parentheses are dropped when the span already sits inside "( )", a role word already
   written before the span is not repeated ("피고인 홍길동" → "피고인 1");
5. the particle after each replacement is corrected (:mod:`thunder_deid_desktop.deid.josa`).

Every change is listed in ``Rendering.replacements`` as ``(start, end, original_start, original_end,
replacement)``: output and original code-point offsets, end exclusive.  Mention replacements and particle
corrections are separate entries (a particle entry covers only the particle); text outside the entries is
unchanged, so a GUI can map any position both ways.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES
from thunder_deid_desktop.analysis.particles import particle_tail_start
from thunder_deid_desktop.analysis.roles import MILITARY_RANKS
from thunder_deid_desktop.deid import pseudonym
from thunder_deid_desktop.deid.entities import (
    PERSON_TITLES,
    Entity,
    EntityIndex,
    group_entities,
    is_person,
    is_person_label,
    split_descriptor,
)
from thunder_deid_desktop.deid.josa import ASIDE_MAX, particle_fix, particle_owner
from thunder_deid_desktop.deid.policy import Policy, Rule
from thunder_deid_desktop.spans import Span, read_blanks

#: 시·도 written short; full names are recognised by their endings (특별시, 광역시, 특별자치시/도, 도).
SIDO_SHORT = frozenset(
    "서울 부산 대구 인천 광주 대전 울산 세종 경기 강원 충북 충남 전북 전남 경북 경남 제주".split()
)
#: the full names of the 시·도, present and past (행정구역 as 지방자치법 and the special acts name them; 강원과 전북
#: became 특별자치도 in 2023 and 2024): only these are kept as a 시·도, not any word ending in 도 ("글로리움송도", an
#: apartment that a new-user trial of insurance fraud, 2026-12-05, saw kept whole as a province)
SIDO_FULL = frozenset(
    (
        "서울특별시 부산광역시 대구광역시 인천광역시 광주광역시 대전광역시 울산광역시 세종특별자치시 경기도 강원도 "
        "강원특별자치도 충청북도 충청남도 전라북도 전북특별자치도 전라남도 경상북도 경상남도 제주도 제주특별자치도 "
        "서울시 부산시 대구시 인천시 광주시 대전시 울산시 세종시 부산직할시 대구직할시 인천직할시 광주직할시 대전직할시"
    ).split()
)
_HANGUL_WORD = re.compile(r"^[\uac00-\ud7a3]+$")


class Replacement(NamedTuple):
    """One change: output ``[start, end)`` holds ``replacement``, which replaced original ``[original_start,
    original_end)``.  Offsets in code points."""

    start: int
    end: int
    original_start: int
    original_end: int
    replacement: str


@dataclass
class DeidWarning:
    """Something a reviewer should look at.

    Attributes:
        code: ``overlap`` (a span dropped that reaches beyond the span kept), ``keep-conflict`` (an entity
            replaced although some mentions are in a judge/lawyer context), ``residual`` (an original string still
            in the output),
            ``residual-word`` (the same for a replaced mention that is an ordinary word: likely over-replaced,
            see :mod:`~thunder_deid_desktop.deid.residual`), ``detected``
            (the detector still finds PII in the output); the ``deidentify`` command adds ``encoding`` (a text
            written as UTF-8 because its own encoding cannot hold a replacement).
        message: human-readable, without document text.
        start, end: output offsets (code points) when the warning has a position.
        entity_id: the entity concerned, if any.
    """

    code: str
    message: str
    start: int | None = None
    end: int | None = None
    entity_id: str | None = None

    def to_json(self) -> dict:
        """Plain dict for reports."""
        return {
            "code": self.code,
            "message": self.message,
            "start": self.start,
            "end": self.end,
            "entity_id": self.entity_id,
        }


@dataclass
class RenderedMention:
    """How one accepted span was rendered.

    Attributes:
        span: the accepted span (original offsets).
        entity_id: its entity.
        replacement: the text written instead of the span (None: kept as is).
        secret: the part of the span text that was removed (the name without its kept descriptor, the address
            below 시·군·구); empty when kept.  The residual check looks for it in the output.
        start, end: output offsets of the replacement (or of the kept text).
    """

    span: Span
    entity_id: str
    replacement: str | None
    secret: str
    start: int = 0
    end: int = 0


@dataclass
class Rendering:
    """Result of :func:`render`: ``text``, ``entities`` (with placeholders), ``replacements``,
    ``warnings``."""

    text: str
    entities: list[Entity]
    replacements: list[Replacement]
    warnings: list[DeidWarning]
    policy: str = ""
    mentions: list[RenderedMention] = field(default_factory=list)

    def to_json(self) -> dict:
        """The report shape: policy, entities (placeholders, mentions), replacements, warnings."""
        return {
            "policy": self.policy,
            "entities": [e.to_json() for e in self.entities],
            "replacements": [r._asdict() for r in self.replacements],
            "warnings": [w.to_json() for w in self.warnings],
        }


#: a 시 and its 구 written as one word ("창원시마산합포구", "수원시장안구")
_CITY_AND_DISTRICT = re.compile(r"[가-힣]{1,4}시[가-힣]{1,5}구")


def _is_sigungu(word: str) -> bool:
    """Whether ``word``, ending in 시, 군 or 구, names one: a 시 or 군 of Korea (:data:`.addresses.CITY_STEMS` and
    its unit), a 구 of five syllables at most ("미추홀구"), or a 시 and its 구 written together ("창원시마산합포구").
    "상무센트럴리젠시" and "레지던시" are buildings (a new-user trial of family property, 2026-12-05, saw the first
    kept as a city)."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS

    if word.endswith("구"):
        return len(word) <= 5 or _CITY_AND_DISTRICT.fullmatch(word) is not None
    return (
        word[:-1] in CITY_STEMS
        or word[:-1] in _FORMER_CITIES
        or word[:-1] in ("세종특별자치", "제주특별자치")
    )


#: 시 and 군 merged into others since the 1990s, which older judgments still write ("경남 마산시")
_FORMER_CITIES = frozenset(
    "마산 진해 청원 여천 삼천포 이리 온양 장승포 충무 대덕 남제주 북제주 진양 영일 금릉".split()
)


def split_address(text: str) -> tuple[str, str]:
    """Split an address into (kept 시·도 / 시·군·구 words with their trailing space, everything below).

    "서울 송파구 잠실동 123" → ("서울 송파구 ", "잠실동 123"); "경기도 수원시 영통구 매탄동" →
    ("경기도 수원시 영통구 ", "매탄동"); "잠실동 123" → ("", "잠실동 123").  At most three words are kept; the
    first may be a 시·도 (short or full name) or a 시/군/구, later ones must end in 시, 군 or 구 and name one
    (:func:`_is_sigungu`: "마산시", "미추홀구", "창원시마산합포구"; not "상무센트럴리젠시").
    """
    parts = re.split(r"(\s+)", text)
    kept = 0
    for i in range(0, len(parts), 2):
        word = parts[i]
        if kept >= 3 or not word or not _HANGUL_WORD.match(word):
            break
        is_sido = kept == 0 and (word in SIDO_SHORT or word in SIDO_FULL)
        # (only a 시·군·구 of Korea: "상무센트럴리젠시" is an apartment's name, which a new-user trial of family
        # property, 2026-12-05, saw kept as a city)
        is_sigungu = len(word) >= 2 and word.endswith(("시", "군", "구")) and _is_sigungu(word)
        if not (is_sido or is_sigungu):
            break
        kept += 1
    if kept == 0:
        return "", text
    cut = sum(len(p) for p in parts[: 2 * kept])  # words and the spaces between/after them
    return text[:cut], text[cut:]


def _clean_spans(text: str, spans: Sequence[Span]) -> tuple[list[Span], list[DeidWarning]]:
    for s in spans:
        if s.end > len(text) or text[s.start : s.end] != s.text:
            raise ValueError(f"span {s.start}..{s.end} does not match the text")
    ordered = sorted(set(spans), key=lambda s: (s.start, -(s.end - s.start), s.label))
    kept: list[Span] = []
    warnings: list[DeidWarning] = []
    for s in ordered:
        if kept and s.start < kept[-1].end:
            # (only where part of it lies outside the span kept: one inside it is rendered with it, and new-user
            # trials of 2026-12-07 found every such warning pointing at text that had been replaced all the same)
            if s.end > kept[-1].end:
                warnings.append(
                    DeidWarning("overlap", f"span {s.start}..{s.end} overlaps another and was dropped")
                )
            continue
        kept.append(s)
    return kept, warnings


#: how far the context of a mention reaches along its line, each way (code points): a role, a title, a type word
#: or an opened bracket stands close to the mention
LINE_CONTEXT = 400


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the line of ``text[start:end]``, at most :data:`LINE_CONTEXT` code points each way. Without the
    limit every mention of a judgment written on one line scanned the whole line (and ran ``$``-anchored
    patterns over it): a new-user trial (2026-12-03) saw a 1M-character one-line file still rendering after 10
    minutes, 50k characters take 20 s."""
    lo = max(0, start - LINE_CONTEXT)
    ls = text.rfind("\n", lo, start) + 1 or lo
    hi = min(len(text), end + LINE_CONTEXT)
    le = text.find("\n", end, hi)
    return ls, (hi if le < 0 else le)


def _ends_with_word(before: str, words: Sequence[str]) -> str | None:
    """The word of ``words`` that ``before`` ends with (ignoring spaces and "("), or None.

    A judgment header label such as "【검    사】" counts as its word without spaces ("검사").
    """
    header = re.search(r"【([^】]*)】\s*$", before)
    if header:
        before = re.sub(r"\s+", "", header.group(1))
    before = before.rstrip(" \t(")
    for w in sorted(words, key=len, reverse=True):
        if before.endswith(w):
            return w
    return None


#: single syllables separated by spaces at the start of a line ("검 사", "피 고 인", "검       사" as a header
#: aligns its labels: a new-user trial of 2026-12-02), before a space
_SPACED_START = re.compile(r"(?:[가-힣][ \t]+)+[가-힣](?=\s)")


#: a name of a list written before another ("담당변호사 유재석, 조세호"), with a note in brackets ("김민지(기소), ")
_LIST_ITEM_BEFORE = re.compile(r"(?:[가-힣]{2,4}(?:\([^()\n]{1,10}\))?[ \t]*[,·ㆍ][ \t]*)+$")
#: a note in brackets after a title ("판사(재판장) 송강호")
_NOTE_BEFORE = re.compile(r"\([가-힣 ]{1,8}\)[ \t]*$")
#: a whole line of single syllables separated by spaces: a letter-spaced label ("피   고   인", "검       사")
_SPACED_LABEL = re.compile(r"[ \t]*(?:[가-힣][ \t]+)+[가-힣][ \t]*")


#: a military rank written right before a name (군인사법 제3조; "대위(진)": promoted-designate), with its blanks
_RANK = r"(?<![가-힣])(?:" + "|".join(MILITARY_RANKS) + r")(?:\(진\))?"
_RANK_BEFORE = re.compile(_RANK + r"[ \t]+$")
#: names after their ranks written before another, with a note and a comma or not ("군판사 대령 김영률(재판장) 소령
#: 오재욱 대위 하성호(주심)", as the published court-martial judgments of precedent_kr write their benches)
_RANKED_NAMES_BEFORE = re.compile(
    r"(?:" + _RANK + r"[ \t]+[가-힣]{2,4}(?:\([^()\n]{1,10}\))?[ \t]*[,·]?[ \t]*)+$"
)


def _context_before(text: str, span: Span, lists: bool = False) -> str:
    """What is written before ``span`` that may name its role or title: the line up to the span, a letter-spaced
    label joined ("피   고   인    " -> "피고인 "), with ``lists`` the names of a list and a bracketed note
    before it left out ("담당변호사 유재석, " -> "담당변호사 ", "판사(재판장) " -> "판사 "); when nothing is left,
    the line before, as a table's cell is ("검       사" above "김민지(기소)": one cell per line in a ``.docx``
    or ``.hwpx``; a second new-user trial, 2026-12-03, saw judges and prosecutors so replaced)."""
    ls, _ = _line_bounds(text, span.start, span.end)
    before = text[ls : span.start]
    if lists:
        # a military rank between the title and the name ("군검사 대위 서해찬(기소), 중위 반유나", "군판사 대령
        # 한승민": a new-user trial of a court-martial judgment, 2026-12-04, saw them replaced)
        before = _RANKED_NAMES_BEFORE.sub("", _RANK_BEFORE.sub("", before))
        before = _LIST_ITEM_BEFORE.sub("", before)
        before = _RANKED_NAMES_BEFORE.sub("", _RANK_BEFORE.sub("", before))
        before = _NOTE_BEFORE.sub(" ", before) if before.strip() else before
    if not before.strip() and ls > 0:  # the span opens its line: the cell before
        before = text[text.rfind("\n", 0, ls - 1) + 1 : ls - 1] + " "
    if _SPACED_LABEL.fullmatch(before):
        before = re.sub(r"[ \t]+", "", before) + " "
    return before


def _title_word(after: str, title: str) -> bool:
    """Whether ``after`` opens with the word ``title`` and nothing but particles after it in that word: "검사가",
    "판사 ", not "검사역" (an inspector of the financial supervisor: a held-out set, 2026-12-04, saw "배지민
    검사역" kept as if a prosecutor) nor "판사실"."""
    if not after.startswith(title):
        return False
    end = len(title)
    while end < len(after) and "가" <= after[end] <= "힣":
        end += 1
    return particle_tail_start(after[len(title) : end]) == 0


#: what follows an official's title in quotes when someone posed as the official: the quote's end, then 라고 or an
#: object's particle and a verb of posing ("'… 이현우 검사'라고 소개하면서", "'… 검사'를 사칭하여")
_IMPERSONATED = re.compile(
    r"(?:님)?[’'\"”]"
    # (maybe the first of a list of such quotes: "'… 박태준 검사', '국민건강보험공단 환급팀 오지현 주임' 등을 사칭하여",
    # a new-user trial of voice phishing, 2026-12-06, saw the first kept)
    r"(?:,[ ]?[‘'\"“][^‘’'\"“”\n]{1,40}[’'\"”])*(?:[ ]?등)?"
    r"[ ]?(?:이?라고|이?라며|을|를|로|으로|인[ ]?척)?[ ]?(?:자신을[ ]?)?(?:소개|사칭|행세|칭하|사칭하|속이)"
)


#: a name in Latin letters or one Hangul word, then the bracket that opens right before a span ("Daniel Cho(")
_NAME_THEN_BRACKET = re.compile(r"(?:[A-Z][A-Za-z'\-]*(?:[ ][A-Za-z'\-]+){0,3}|[가-힣]{2,5})[ ]?\($")
#: a party's agent right before a name, and a lawyer's title right after it ("대리인 곽태민 변호사")
_AGENT_BEFORE = re.compile(r"(?<![가-힣])(?:소송)?대리인[ ]?$")
_LAWYER_AFTER = re.compile(r"[ ]?변호사(?!법|회|협회|사무)")


def _in_keep_context(text: str, span: Span, policy: Policy) -> bool:
    labels = policy.keep_context_labels
    if labels and span.label not in labels and span.tier2 not in labels:
        return False
    ls, le = _line_bounds(text, span.start, span.end)
    # the line before the span, a list's names and a note left out, or the cell before (see _context_before)
    before = _context_before(text, span, lists=True)
    title = _ends_with_word(before, policy.keep_before)
    if title and not _ends_with_word(before.rstrip(" \t(")[: -len(title)], policy.keep_appointed):
        return True  # not a lawyer a court appointed to an office ("직무대행자로 변호사 박지현")
    # the same person's name in the other script, in brackets right after the official's name ("변호사 Daniel
    # Cho(조다니엘)": a new-user trial of insurance fraud, 2026-12-07, saw the counsel's Hangul name lettered)
    named = _NAME_THEN_BRACKET.search(before) if is_person(span) else None
    if named is not None:
        title = _ends_with_word(before[: named.start()], policy.keep_before)
        cut = before[: named.start()].rstrip(" \t(")
        if title and not _ends_with_word(cut[: -len(title)], policy.keep_appointed):
            return True
    after = text[span.end : le]
    # counsel named between 대리인 and 변호사 ("대리인 곽태민 변호사는": a new-user trial of protection orders,
    # 2026-12-05, saw the lawyer lettered, as 대리인 alone may be anyone and 변호사 after a name alone a party)
    if is_person(span) and _AGENT_BEFORE.search(before) and _LAWYER_AFTER.match(after):
        return True
    # a word glued to the end of anything but a name continues that word: "영동대로 143로 적성" + "검사" is a
    # test (적성검사), not a prosecutor (a held-out judgment, 2026-12-04)
    glued = after[:1].isalnum() and not is_person(span)
    title_after = next((w for w in policy.keep_after if _title_word(after.lstrip(" \t"), w)), None)
    if not glued and title_after is not None:
        # a false official's name, in quotes before 라고 소개, 를 사칭 ("'서울중앙지검 강력부 남궁태호 검사'를
        # 사칭하여": new-user trials of voice phishing, 2026-12-05, saw three kept as prosecutors)
        rest = after.lstrip(" \t")[len(title_after) :]
        return _IMPERSONATED.match(rest) is None
    line = text[ls:le].strip()
    header = re.match(r"【([^】]*)】", line)  # "【검    사】 김승우(기소), 박민지(공판)" opens with 검사
    if header:
        line = re.sub(r"\s+", "", header.group(1)) + " " + line[header.end() :].lstrip()
    spaced = _SPACED_START.match(line)  # "검 사 정하늘(기소)": a letter-spaced header word
    if spaced:
        line = spaced.group(0).replace(" ", "") + line[spaced.end() :]
    return len(line) <= 100 and any(re.match(re.escape(w) + r"\s", line) for w in policy.keep_line_start)


def _keep_text(span: Span, policy: Policy) -> bool:
    return any(p.search(span.text.strip()) for p in policy.keep_text)


#: a letter code written as a word of its own: one or two capitals, maybe with particles or a title after them ("A",
#: "A의", "AB가", "A사장"); not inside a Latin word, nor after a syllable or before a digit, as models write them
#: ("CCTV", "코란도C", "K5", "A4 용지")
_WRITTEN_CODE = re.compile(r"(?<![A-Za-z0-9가-힣])[A-Z]{1,2}(?![A-Za-z0-9])")


class _Allocator:
    """Allocates placeholders in order of first appearance.

    A numbered placeholder already written in the text ("공소외 2", "피고인 1", "(계좌번호 1 생략)": a text that was
    partly de-identified, or a published one) is never given out again: two people would share it. Nor is a
    letter code written in the text as a word of its own (:data:`_WRITTEN_CODE`: "행위자⇥A" of a table, "피고인
    A"): a new-user trial of child abuse (2026-12-05) had a child lettered "A" beside the "A" the text already gave
    the abuser.
    """

    def __init__(self, policy: Policy, text: str = "") -> None:
        self.policy = policy
        self.text = text
        written = {m.group(0) for m in _WRITTEN_CODE.finditer(text)}
        self.letters = (code for code in policy.letters() if code not in written)
        self.counters: dict[str, int] = {}
        self.used: set[str] = set()
        self._in_text: dict[str, set[int]] = {}
        #: counter key -> numbers given to the persons a header lists ("피고인 1. 김민수", "2. 이영희" below it)
        self.reserved: dict[str, set[int]] = {}

    def reserve(self, role_number: str) -> None:
        """Keep ``role_number`` ("피고인 2": a role word, a space, a number) for the person the header numbers so,
        so that no other person of that role is given it, whether or not the text writes it."""
        word, _, n = role_number.rpartition(" ")
        self.reserved.setdefault("role:" + word, set()).add(int(n))

    def _numbers_in_text(self, head: str, tail: str) -> set[int]:
        """Numbers ``n`` for which ``head + n + tail`` is written in the text (a space before the number is
        optional, the number is not glued to further digits); one scan of the text per form."""
        key = head + "\0" + tail
        if key not in self._in_text:
            h = re.escape(head.rstrip(" ")) + (" ?" if head.endswith(" ") else "")
            found = re.finditer(h + r"([0-9]+)(?![0-9])" + re.escape(tail), self.text)
            self._in_text[key] = {int(m.group(1)) for m in found}
        return self._in_text[key]

    def number(self, key: str, head: str | None = None, tail: str = "") -> int:
        """The next number of counter ``key``; with ``head`` (and ``tail``), skipping numbers whose placeholder
        ``head + n + tail`` the text already has."""
        n = self.counters.get(key, 0) + 1
        taken = self._numbers_in_text(head, tail) if head is not None else set()
        taken = taken | self.reserved.get(key, set())
        while n in taken:
            n += 1
        self.counters[key] = n
        return n

    def template(self, rule: Rule, label: str) -> str:
        assert rule.text is not None
        key = rule.counter or rule.text.format(n="#", label=label)
        head, _, tail = rule.text.replace("{label}", label).partition("{n}")
        return rule.text.format(n=self.number(key, head, tail), label=label)

    def role(self, word: str) -> str:
        """ "피고인 1", "피고인 2" ... for a role word, skipping numbers the text already has."""
        return f"{word} {self.number('role:' + word, word + ' ')}"


def _entity_rule(policy: Policy, ent: Entity) -> Rule:
    return policy.rule_for(ent.label, ent.tier3, ent.tier2, ent.tier1)


#: a note in brackets after a role word, before the name or the header's closing bracket: "피고(반소원고) ",
#: "【원고(반소피고)】 " (law.go.kr writes the role so: "피고(반소원고)")
_ROLE_NOTE_PATTERN = r"\([가-힣 ,]{1,12}\)"
_ROLE_NOTE = re.compile(_ROLE_NOTE_PATTERN + r"(?=[ \t]*(?:】[ \t]*)?$)")
#: the party's part in the appeal after a comma, after the role word ("원고, 항소인    최영호": a new-user trial,
#: 2026-12-03, saw "공소외 1" for the plaintiff); the name then gets the role's number and the role is written
#: again ("원고, 항소인    원고 1"), as law.go.kr writes a header's party
_APPEAL_NOTE = re.compile(r",[ ]*(?:피)?(?:부대)?(?:항소인|상고인|항고인)(?=[ \t]*(?:】[ \t]*)?$)")


def _role_before(text: str, span: Span, policy: Policy) -> str | None:
    """The role word written right before ``span`` ("피고인 홍길동" -> "피고인"), also with a letter-spaced header
    label ("피   고   인    박서준"), a bracketed note after the role ("피고(반소원고) 이상훈", "【원고(반소피고)】
    김정아": a new-user trial, 2026-12-03, saw "공소외 1" for the defendant of a counterclaim) or other names of
    a list between ("사건본인 이서윤, 이도현"); None when there is none."""
    if not policy.roles:
        return None
    before = _context_before(text, span)  # "피   고   인    박서준": a letter-spaced header label
    before = _LIST_ITEM_BEFORE.sub("", before) or before  # "사건본인 이서윤, " -> "사건본인 "
    before = _APPEAL_NOTE.sub("", _ROLE_NOTE.sub("", before))
    if not before.endswith((" ", "\t")):
        # a role glued to the name ("원고김민수는": a second new-user trial, 2026-12-03, saw "원고원고 1은")
        return _glued_role(text, span, policy)
    word = _ends_with_word(before, policy.roles)
    if word is None or re.search(r"【[^】]*】\s*$", before):
        return word
    head = before.rstrip(" \t")[: -len(word)]
    if head and re.match(r"[\uac00-\ud7a3]", head[-1]):  # "공동피고인" is not the role word "피고인"
        return None
    return word


def _glued_role(text: str, span: Span, policy: Policy) -> str | None:
    """The role word of ``policy.roles`` written right before ``span`` with no space, itself at the start of a
    word ("원고김민수는" -> "원고"; "공동피고김민수" has none); None otherwise. Longest role first."""
    for word in sorted(policy.roles, key=len, reverse=True):
        at = span.start - len(word)
        if at >= 0 and text.startswith(word, at) and not (at > 0 and "가" <= text[at - 1] <= "힣"):
            return word
    return None


def _numbered_role_before(text: str, span: Span, policy: Policy) -> str | None:
    """ "피고인 1" when the span's line has "피고인 1. " (or "피고인 1 ", "피고인 1) ") right before it: the judgment
    numbers its parties in the header ("피고인 1. 김민수", "피고인 2. 이영희"), and the person keeps that number (a
    new-user trial, 2026-12-02: the lawgokr policy made 김민수 "피고인 4" and 이영희 "공소외 1")."""
    if not policy.roles:
        return None
    ls, _ = _line_bounds(text, span.start, span.end)
    m = re.search(
        rf"(?:^|[^\uac00-\ud7a3])({'|'.join(map(re.escape, policy.roles))})[ ]?([0-9]{{1,3}})[.)]?[ \t]+$",
        text[ls : span.start],
    )
    return f"{m.group(1)} {int(m.group(2))}" if m else None


#: a header list's item right before a name: its number, a crime's letter after it ("2.나. "), after the label or
#: the blanks that open its line ("피   고   인    1. ", "【피 고 인】 1. ", "               2. ", "2) ")
_LIST_ITEM_END = re.compile(r"(?:^|[ \t】])([0-9]{1,2})[.)](?:[ \t]*[가-하][.)])?[ \t]+$")
#: words that open the lines of a party's entry below its name ("주거 서울 …", "등록기준지 …")
_ENTRY_FIELDS = (
    "주거",
    "주소",
    "거소",
    "본적",
    "등록기준지",
    "송달장소",
    "최후주소",
    "소재지",
    "직업",
    "국적",
)
#: lines searched upwards for the label of a header list
_LIST_LINES = 30


def _role_label(label: str, policy: Policy) -> str | None:
    """The role word of a header label as written: plain ("피고인"), letter-spaced ("피   고   인"), in
    corner brackets ("【피 고 인】"), with a note ("피고(반소원고)"); None when the label is no role of the policy."""
    word = re.sub(r"[ \t]+", "", label.strip().strip("【】"))
    word = re.sub(_ROLE_NOTE_PATTERN + "$", "", word)
    return word if word in policy.roles else None


def _listed_role(text: str, span: Span, policy: Policy) -> str | None:
    """ "피고인 2" for the second name of a header list under a role label: the label opens the first item's line
    ("피   고   인    1. 응우옌 반 안", "【피 고 인】 1. …") or a line of its own above the items, and the items
    ("2. 어금순"), the lines of an entry ("주거 …", indented lines) and nothing else stand between (a new-user trial,
    2026-12-03: the list's defendants became "피고인 3" and "피고인 4", or "공소외 1", while the text's own "피고인
    1" and "피고인 2" named them). The item's number is the person's: the court numbered its parties so."""
    if not policy.roles:
        return None
    ls, _ = _line_bounds(text, span.start, span.end)
    before = text[ls : span.start]
    item = _LIST_ITEM_END.search(before)
    if item is None:
        return None
    number = int(item.group(1))
    label = before[: item.start(1)]
    if label.strip():
        role = _role_label(label, policy)
        return f"{role} {number}" if role else None
    line_end = ls - 1
    for _ in range(_LIST_LINES):
        if line_end < 0:
            return None
        start = text.rfind("\n", 0, line_end) + 1
        line = text[start:line_end]
        line_end = start - 1
        head = re.match(
            rf"[ \t]*(【[^】\n]*】|(?:[가-힣][ \t]*)+?(?:{_ROLE_NOTE_PATTERN})?)(?=[ \t]*(?:$|[0-9]{{1,2}}[.)]))",
            line,
        )
        if head and (role := _role_label(head.group(1), policy)):
            return f"{role} {number}"
        stripped = line.strip()
        if not stripped or line[:1] in " \t" or re.match(r"[0-9]{1,2}[.)]", stripped):
            continue
        if stripped.startswith(_ENTRY_FIELDS):
            continue
        return None
    return None


def _header_number(text: str, ent: Entity, policy: Policy) -> str | None:
    """The role and number the judgment's header gives a person ("피고인 1. 김민수", or the second item of a list
    under "피 고 인"), from any of its mentions (the model may give one of them another label), or None."""
    if not any(is_person(m) for m in ent.mentions):
        return None
    for m in ent.mentions:
        numbered = _numbered_role_before(text, m, policy) or _listed_role(text, m, policy)
        if numbered:
            return numbered
    return None


class RenderCancelled(Exception):
    """Raised by :func:`render` when its ``cancelled`` callback returned true."""


#: Items (mentions, entities, edits) between two calls of :func:`render`'s ``cancelled`` callback.
CANCEL_EVERY = 64


def _checker(cancelled: Callable[[], bool] | None) -> Callable[[int], None]:
    """``check(i)``: raises :class:`RenderCancelled` when ``i`` is a multiple of :data:`CANCEL_EVERY` and
    ``cancelled()`` is true (a no-op without a callback)."""
    if cancelled is None:
        return lambda _i: None

    def check(i: int) -> None:
        if i % CANCEL_EVERY == 0 and cancelled():
            raise RenderCancelled

    return check


def render(
    text: str,
    spans: Sequence[Span],
    policy: Policy,
    entities: EntityIndex | Sequence[Entity] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Rendering:
    """De-identify ``text`` by replacing accepted ``spans`` according to ``policy``.

    Args:
        text: the document text (``Document.text``).
        spans: accepted spans (offsets into ``text``); order does not matter.
        policy: from :func:`~thunder_deid_desktop.deid.policy.load_policy`.
        entities: optional grouping (e.g. with hand links); spans it does not cover are grouped automatically.
        cancelled: polled every :data:`CANCEL_EVERY` items; when it returns true the rendering stops. The
            desktop window stops a preview this way when the clerk acts again: a rendering running in a worker
            thread holds Python's GIL, and each of the action's SQLite and Qt calls on the GUI thread then
            waited up to the interpreter's switch interval (5 ms) to get it back, which made an accept on a
            300k-character judgment take 40-80 ms instead of 5-7 (``bench/gui_bench.py``, 2026-12-01).

    Returns:
        A :class:`Rendering`; deterministic for equal inputs.

    Raises:
        ValueError: a span's text does not match ``text`` at its offsets.
        RenderCancelled: ``cancelled()`` returned true.
    """
    check = _checker(cancelled)
    policy = policy.for_text(text)  # law.go.kr's "소외 1" outside criminal judgments
    accepted, warnings = _clean_spans(text, spans)
    ents = _entities_for(text, accepted, policy, entities, check)
    # whether each mention stands in a judge's or lawyer's context, read once for the split and the keeping below
    in_context: dict[tuple[int, int], bool] = {}
    # (ideographic spaces read as blanks: "검　　　사　문태식(기소)" is the prosecutor's line, spans.read_blanks)
    read = read_blanks(text)
    for k, ent in enumerate(ents):
        check(k)
        for m in ent.mentions:
            in_context[(m.start, m.end)] = _in_keep_context(read, m, policy)
    ents = _split_kept_full_names(ents, in_context)
    alloc = _Allocator(policy, text)
    # a pseudonym is never another entity's original ("피해자 이주원은 피고인 김경숙에게" where 이주원 was the
    # defendant's real name: a new-user trial, 2026-12-03)
    alloc.used.update(m.text for m in accepted)
    alloc.used.update(ent.key for ent in ents)
    mention_of: dict[tuple[int, int], tuple[Entity, str | None, str]] = {}
    # the numbers a header gives its parties are theirs before anyone is numbered: a person named first in the body
    # must not take the number of one the header lists further down
    for ent in ents:
        if _entity_rule(policy, ent).action == "numbered" and (numbered := _header_number(text, ent, policy)):
            alloc.reserve(numbered)

    replaced: list[tuple[Entity, Rule]] = []
    for k, ent in enumerate(ents):
        check(k)
        rule = _entity_rule(policy, ent)
        ent.placeholder, ent.kept = "", False
        in_ctx = [in_context[(m.start, m.end)] for m in ent.mentions]
        if rule.action == "keep" or all(_keep_text(m, policy) for m in ent.mentions) or all(in_ctx):
            ent.kept = True
            ent.placeholder = ent.mentions[0].text
            for m in ent.mentions:
                mention_of[(m.start, m.end)] = (ent, None, "")
            continue
        if any(in_ctx):
            warnings.append(
                DeidWarning(
                    "keep-conflict",
                    "some mentions are in a judge/lawyer context; entity replaced",
                    entity_id=ent.id,
                )
            )
        if rule.action == "address":
            below = [split_address(m.text) for m in ent.mentions]
            if not any(b.strip() for _, b in below):  # only 시·도 / 시·군·구: shown as written
                ent.kept = True
                ent.placeholder = ent.mentions[0].text
                for m in ent.mentions:
                    mention_of[(m.start, m.end)] = (ent, None, "")
                continue
        ent.placeholder = _placeholder(text, ent, rule, policy, alloc)
        replaced.append((ent, rule))
    if policy.single_role_unnumbered:
        _unnumber_single_roles(text, [ent for ent, _ in replaced], policy)
    written_numbers: dict[tuple[str, str], int] = {}

    def renumber(word: str, ent: Entity) -> int:
        # a number named by the text's own type word ("회원번호 1 생략") is numbered per that word, whatever label
        # the model gave it: two members' numbers read as 금괴일련번호 and 관리번호 had both become "회원번호 1
        # 생략" (a new-user trial of gym memberships, 2026-12-06)
        key = (word, ent.id)
        if key not in written_numbers:
            written_numbers[key] = alloc.number("written:" + word, word + " ", " 생략")
        return written_numbers[key]

    for k, (ent, rule) in enumerate(replaced):
        check(k)
        for m in ent.mentions:
            mention_of[(m.start, m.end)] = (ent, *_mention_replacement(text, m, ent, rule, policy, renumber))

    return _assemble(text, accepted, mention_of, ents, warnings, policy, check)


def _entities_for(
    text: str,
    accepted: list[Span],
    policy: Policy,
    entities: EntityIndex | Sequence[Entity] | None,
    check: Callable[[int], None],
) -> list[Entity]:
    descs = policy.descriptors or None
    kw: dict = {"check": check}
    if descs:
        kw |= {"descriptors": policy.descriptors, "prefixes": policy.descriptor_prefixes}
    if entities is None:
        return group_entities(text, accepted, **kw)
    index = entities if isinstance(entities, EntityIndex) else EntityIndex(entities)
    pos = {(s.start, s.end): s for s in accepted}
    result: list[Entity] = []
    covered: set[tuple[int, int]] = set()
    for ent in index:
        mentions = [pos[(m.start, m.end)] for m in ent.mentions if (m.start, m.end) in pos]
        if not mentions:
            continue
        covered.update((m.start, m.end) for m in mentions)
        result.append(
            Entity(ent.id, ent.label, mentions, ent.key, "", False, ent.tier3, ent.tier2, ent.tier1)
        )
    rest = [s for s in accepted if (s.start, s.end) not in covered]
    result.extend(group_entities(text, rest, **kw))
    result.sort(key=lambda e: (e.start, e.mentions[0].end))
    for i, ent in enumerate(result, 1):
        ent.id = f"E{i}"
    return result


def _split_kept_full_names(ents: list[Entity], in_context: dict[tuple[int, int], bool]) -> list[Entity]:
    """``ents`` with each entity whose mentions in a judge's or lawyer's context (``in_context``: a mention's
    ``(start, end)`` -> :func:`_in_keep_context`) are
    one full name and whose other mentions are all shorter (a surname alone or with a title, linked by the
    grouping: "외교관 박 실장" with the judge "판사 박정우") split in two: the full name stays with its context and
    is kept, the shorter mentions are another person, replaced. A new-user trial (2026-12-05) saw the presiding
    judge replaced so. Entities are renumbered "E1", "E2" … in order of first appearance when one is split."""
    out: list[Entity] = []
    for ent in ents:
        in_ctx = [in_context[(m.start, m.end)] for m in ent.mentions]
        kept = [m for m, c in zip(ent.mentions, in_ctx, strict=True) if c]
        rest = [m for m, c in zip(ent.mentions, in_ctx, strict=True) if not c]
        names = {m.text for m in kept}
        if not kept or not rest or len(names) != 1 or any(len(m.text) >= len(kept[0].text) for m in rest):
            out.append(ent)
            continue
        for part in (kept, rest):
            out.append(Entity(ent.id, ent.label, part, ent.key, "", False, ent.tier3, ent.tier2, ent.tier1))
    if len(out) != len(ents):
        out.sort(key=lambda e: (e.start, e.mentions[0].end))
        for i, ent in enumerate(out, 1):
            ent.id = f"E{i}"
    return out


def _role_numbers_written(text: str, role: str) -> bool:
    """Whether ``text`` numbers persons of ``role`` itself ("원고 1", "원고2는", "원고 1. 김민수"), or speaks of
    several ("원고들"); a number with a unit or a date after it is none ("원고 60%", "피고 2019. 3. 1.")."""
    if re.search(rf"(?<![가-힣]){re.escape(role)}들", text):
        return True
    number = re.compile(
        rf"(?<![가-힣]){re.escape(role)}[ ]?[0-9]{{1,2}}(?![0-9,%]|\.[ ]?[0-9]|[ ]?(?:년|월|일|원|명|개|세|%))"
    )
    return number.search(text) is not None


def _unnumber_single_roles(text: str, ents: list[Entity], policy: Policy) -> None:
    """For a policy with ``single_role_unnumbered``: the one person of a role is the role word alone ("원고 1" ->
    "원고"), as law.go.kr publishes a judgment with one plaintiff or one defendant ("원고는", "피고인은"), when no
    other entity has that role's placeholder and the text neither numbers persons of the role itself nor speaks
    of several (:func:`_role_numbers_written`). Changes ``ent.placeholder`` in place."""
    by_role: dict[str, list[Entity]] = {}
    for ent in ents:
        role, _, number = ent.placeholder.rpartition(" ")
        if role in policy.roles and number.isdigit():
            by_role.setdefault(role, []).append(ent)
    for role, group in by_role.items():
        if len(group) == 1 and group[0].placeholder == f"{role} 1" and not _role_numbers_written(text, role):
            group[0].placeholder = role


def _placeholder(text: str, ent: Entity, rule: Rule, policy: Policy, alloc: _Allocator) -> str:
    first = ent.mentions[0]
    action = rule.action
    if action == "letter":
        return next(alloc.letters)
    if action == "numbered":
        # a person the header numbers ("피고인 1. 김민수") keeps the number; the text has it, so no one else gets it
        # (any mention: the model may give one of a person's mentions another label, "김민수" as 해외주소)
        numbered = _header_number(text, ent, policy)
        if numbered:
            return numbered
        # a person named after a role word anywhere ("원고 김영희") gets that role's number
        role = next((r for m in ent.mentions if is_person(m) and (r := _role_before(text, m, policy))), None)
        if role:
            return alloc.role(role)
        return alloc.template(rule, ent.label)
    if action in ("remove", "mask"):
        assert rule.text is not None
        return rule.text.format(n=1, label=ent.label)
    if action == "pseudonym" or (action == "address" and rule.pool):
        original = first.text
        if action == "address":
            original = split_address(first.text)[1]
        elif not is_person(first):
            original = split_descriptor(
                original, policy.descriptors, policy.descriptor_prefixes, first.label
            )[1]
        # without a pool a person gets a generated name, not a company's from the lists (new-user trial)
        pool = rule.pool or ("name" if is_person(first) else "mentions")
        # "박성호(여, 45세)": a name of the sex the text writes for the person (a new-user trial gave a woman 성호)
        sex = (
            pseudonym.sex_hint(text, [m.end for m in ent.mentions], [m.start for m in ent.mentions])
            if pool == "name"
            else None
        )
        return pseudonym.draw(policy.seed, pool, ent.label, ent.key, original, alloc.used, sex=sex)
    if action == "address":
        if rule.text:
            return alloc.template(rule, ent.label)
        return next(alloc.letters)
    raise ValueError(f"unknown action {action!r}")


#: words written right after a building, unit, floor or lot number, longest first
UNIT_WORDS = ("호실", "번지", "라인", "단지", "블록", "구역", "호", "동", "층", "번", "실")
#: a number (with a basement or letter prefix) and its unit word: "1259호", "B1층", "지하1호", "102동"
_UNIT_NUMBER = re.compile(r"(?:지하|[A-Za-z])?[0-9]+(?:-[0-9]+)?(?:" + "|".join(UNIT_WORDS) + ")")


#: one-syllable titles that end some names ("김대형", "이지양", "윤꽃님": a new-user trial, 2026-12-05, saw "A님은"):
#: kept apart only after a full name of three syllables
_SHORT_TITLES = frozenset({"군", "양", "옹", "형", "님"})


def person_title(text: str) -> str:
    """The title or honorific that ends a person's mention, with the spaces before it ("김민준씨" -> "씨",
    "김민준 사장" -> " 사장"), or "" when there is none (:data:`.entities.PERSON_TITLES`, the titles that entity
    grouping removes from its key). The name before it keeps at least two Hangul syllables, three before a
    one-syllable title that also ends given names (:data:`_SHORT_TITLES`: "김대형" is a name), four after a compound
    surname ("사공태양" is a name)."""
    for title in PERSON_TITLES:
        if text.endswith(title):
            stem = text[: -len(title)].rstrip()
            need = 3 if title in _SHORT_TITLES else 2
            # a compound surname's full name has four ("사공태양" is 사공 + 태양, not 사공태 + 양: a new-user trial,
            # 2026-12-05, saw "원 고 A양")
            if title in _SHORT_TITLES and stem[:2] in COMPOUND_SURNAMES:
                need = 4
            if len(stem) >= need and all("가" <= c <= "힣" or c == " " for c in stem):
                return text[len(stem) :]
    return ""


#: descriptors that name the same kind of place: a pseudonym that ends with one of a group already says what
#: the mention's descriptor of that group says (the endings of the shipped replacement lists: "호궁노래클럽" is
#: drawn for a 노래방, "수원슈퍼마켓" for a 슈퍼, "삼성물산" for a 무역회사; a new-user trial, 2026-12-03, saw
#: "수원슈퍼마켓슈퍼" and "록아시아노래클럽노래방")
EQUIVALENT_DESCRIPTORS: tuple[frozenset[str], ...] = (
    frozenset({"슈퍼", "슈퍼마켓", "마트", "마켓", "편의점"}),
    frozenset({"노래방", "노래연습장", "노래클럽", "노래주점", "노래빠", "노래바"}),
    frozenset({"주점", "술집", "호프", "소주방", "포차"}),
    frozenset({"다방", "커피숍", "카페"}),
    frozenset({"PC방", "피시방"}),
    frozenset({"식당", "음식점"}),
    frozenset({"무역", "상사", "종합상사", "물산", "트레이딩", "인터내셔널", "인터내셔날", "코퍼레이션"}),
    # a bank's or a shop's branch ("개포자이점" drawn for "공주지점": a new-user trial, 2026-12-03, saw "개포자이점지점")
    frozenset({"지점", "점", "본점", "영업점", "출장소"}),
    # a clinic and a bank drawn for another of their kind ("화선당한의원" for a 의원, "신협" for a 은행: a new-user
    # trial, 2026-12-03, saw "화선당한의원의원" and "신협은행")
    frozenset({"의원", "한의원", "병원", "치과", "요양병원", "클리닉"}),
    frozenset({"은행", "저축은행", "신협", "새마을금고", "우체국", "금고", "수협", "농협", "뱅크"}),
)
_EQUIVALENT_WORDS = frozenset().union(*EQUIVALENT_DESCRIPTORS)


def own_descriptor_start(name: str, descriptor: str) -> int | None:
    """Where the descriptor that ``name`` (a drawn pseudonym) ends with starts, when it names the kind that
    ``descriptor`` names, else None: ``descriptor`` itself, a descriptor of its group in
    :data:`EQUIVALENT_DESCRIPTORS` ("수원슈퍼마켓", "슈퍼" -> 2), or a word of at most four characters that begins
    with the descriptor's first two ("호궁노래클럽", "노래방" -> 2). Something must remain before it."""
    name = name.rstrip()
    d = descriptor.strip()
    if not d:
        return None
    kinds = {d}.union(*(g for g in EQUIVALENT_DESCRIPTORS if d in g))
    for kind in sorted(kinds, key=len, reverse=True):
        if name.endswith(kind) and name[: -len(kind)].strip():
            return len(name) - len(kind)
    start = name.rfind(d[:2]) if len(d) >= 2 else -1
    if start > 0 and name[:start].strip() and len(name) - start <= 4:
        return start
    return None


def _pseudonym_with(
    ph: str, pre: str, suf: str, ent_label: str, label: str, descs: Sequence[str], policy: Policy
) -> str:
    """The pseudonym ``ph`` of a mention whose kept descriptors are ``pre`` and ``suf``, with each said once.

    A real name from the list that carries the mention's own descriptors is used whole ("부산은행" for "제주은행"),
    and so is one that ends with a descriptor of the same kind (:func:`own_descriptor_start`: "수원슈퍼마켓" for
    "행복슈퍼", not "수원슈퍼마켓슈퍼"); otherwise its name part takes them ("뉴시스" drawn for a bank the model
    labelled a newspaper: "뉴시스은행"), so the kind of place the text speaks of stays.
    """
    if (
        pseudonym.has_list(ent_label)
        and ph.endswith(suf.strip())
        and ph.startswith(pre.strip())
        and ph.strip() != (pre + suf).strip()
    ):
        return ph
    own_pre, name, _ = split_descriptor(ph, descs, policy.descriptor_prefixes, label)
    if suf.strip() and own_descriptor_start(ph, suf) is not None:
        return pre + ph[len(own_pre) :]
    if suf.strip() and any(ph.strip() in g and suf.strip() in g for g in EQUIVALENT_DESCRIPTORS):
        return pre + ph.strip()  # the drawn name is a kind of place itself ("신협" for "제주은행")
    return pre + name + suf


def _pseudonym_before(text: str, m: Span, ph: str, descs: Sequence[str]) -> str:
    """The pseudonym ``ph`` of a mention whose descriptor is written after the span ("래미안" + "아파트", the
    annotations' convention; "행복" + "슈퍼"): a drawn name that ends with that descriptor, or one of the same kind
    (:func:`own_descriptor_start`), leaves it to the text ("장안현대홈타운1차아파트아파트", "수원슈퍼마켓슈퍼": new-user
    trials of 2026-12-02 and 2026-12-03)."""
    words = sorted({*descs, *_EQUIVALENT_WORDS}, key=len, reverse=True)
    after = next((d for d in words if text.startswith(d, m.end)), None)
    start = own_descriptor_start(ph, after) if after else None
    return ph[:start].rstrip() if start is not None else ph


def _mention_replacement(
    text: str,
    m: Span,
    ent: Entity,
    rule: Rule,
    policy: Policy,
    renumber: Callable[[str, Entity], int] | None = None,
) -> tuple[str | None, str]:
    """(replacement or None when the mention stays, removed secret part) for one mention. ``renumber(word,
    entity)`` gives the number of a number the text names by a type word other than its label's ("회원번호" before
    a number labelled 관리번호), numbered per that word."""

    def own_number(written: str, rest: str) -> str:
        # only a number of no type of its own (the 고유번호 family, counted per label): an account or a phone keeps
        # its type's counter, so that "(휴대전화 1 생략)" and "(전화번호 1 생략)" stay one number
        if (
            renumber is None
            or rule.counter is not None
            or not (written.endswith("번호") or written in _NUMBER_WORDS)
        ):
            return rest
        if written == inner.group(1) or not (n := re.match(r"[0-9]+", rest)):
            return rest
        return str(renumber(written, ent)) + rest[n.end() :]

    ph = ent.placeholder
    m_rule = policy.rule_for(m.label, m.tier3, m.tier2, m.tier1)
    ent_person = is_person_label(ent.label, ent.tier2)
    if is_person(m) and not ent_person:  # an organisation's mention the model called a person: "○○쉼터"
        m_rule = rule
    # (nor a foreign name of several words whose entity the model's other mentions made a business: "로웰 카스티요
    # 비야누에바" had become "H바", 바 (a bar) kept as a descriptor, in a new-user trial of a gambling site,
    # 2026-12-07, where "로웰" alone was read as a company many times)
    foreign_words = is_person(m) and len(m.text.split()) >= 2 and m.text.split()[-1] not in policy.descriptors
    keep_desc = (
        rule.keep_descriptor
        and m_rule.keep_descriptor
        and not (is_person(m) and ent_person)
        and not foreign_words
    )
    if rule.action == "address":
        prefix, below = split_address(m.text)
        if not below.strip():
            return None, ""
        pre, core, suf = ("", below, "")
        if keep_desc and rule.text is None:
            pre, core, suf = split_descriptor(below, policy.descriptors, (), m.label)
        # an omission in its own brackets written inside an address's bracket ("(황금동, 황금캐슬골드파크)"): its
        # brackets go, as for other omissions (a new-user trial, 2026-12-03, saw "((주소 2 생략), (주소 3 생략))")
        if not prefix and ph.startswith("(") and ph.endswith(")") and _inside_brackets(text, m):
            ph = ph[1:-1]
        return prefix + pre + ph + suf, core
    if rule.action in ("letter", "mask", "pseudonym") and ent_person and (title := person_title(m.text)):
        # "김민준씨는" -> "A씨는": the title is no part of the name (a new-user trial, 2026-12-03, saw "A는")
        return ph + title, m.text[: -len(title)]
    if rule.action in ("letter", "mask", "pseudonym") and keep_desc:
        descs = (*policy.descriptors, m.label) if len(m.label) >= 2 else policy.descriptors
        if _UNIT_NUMBER.fullmatch(m.text):  # "1259호", "102동": the unit word stays ("B호"; a new-user trial)
            descs = (*descs, *UNIT_WORDS)
        pre, core, suf = split_descriptor(m.text, descs, policy.descriptor_prefixes, m.label)
        if pre or suf:
            if rule.action == "pseudonym":
                return _pseudonym_with(ph, pre, suf, ent.label, m.label, descs, policy), core
            return pre + ph + suf, core
        if rule.action == "pseudonym":
            ph = _pseudonym_before(text, m, ph, descs)
        return ph, m.text
    repl = ph
    # (a type word may open with Latin letters: "(IP주소 1 생략)")
    inner = re.fullmatch(r"\(([A-Za-z]{0,4}[가-힣]+) (.+)\)", repl)
    quoted = text[m.start - 1 : m.start] in _QUOTES and text[m.end : m.end + 1] in _QUOTES
    after = text[m.end + 1 : m.end + 2] if quoted else text[m.end : m.end + 1]
    if inner and after in (")", ",", ";"):
        # the type word is already written in the bracket ("계좌(계좌번호 123-45-6789)로", "(계좌번호 3333-…,
        # 예금주 …)"): only what follows it goes in ("계좌(계좌번호 1 생략)로", not "(계좌번호 (계좌번호 1 생략))";
        # new-user trials, 2026-12-03)
        ls, _ = _line_bounds(text, m.start, m.end)
        # (the number may be quoted: "(계좌번호 '391-910248-17907')", a new-user trial, 2026-12-04)
        # (or its type word with Latin letters, maybe spaced: "(IP 주소 121.134.56.201)", which a new-user trial of
        # bid rigging, 2026-12-06, saw written "(IP 주소 IP주소 1 생략)")
        written = re.search(
            r"\(((?:[A-Za-z]{1,4}[ ]?)?[가-힣]+)[ ]?(?:[:：][ ]?)?[‘'\"“]?$", text[ls : m.start]
        )
        if written and _names_type(written.group(1).replace(" ", ""), inner.group(1)):
            return own_number(written.group(1), inner.group(2)), m.text
    if inner:
        # the type word written right before the span, outside brackets ("법인등록번호 110111-1234567",
        # "계좌번호: 123-45-6789"): "법인등록번호 1 생략", the court's form, not "법인등록번호 (법인등록번호 1 생략)"
        # (a second new-user trial, 2026-12-03)
        ls, _ = _line_bounds(text, m.start, m.end)
        written = _TYPE_WORD_BEFORE.search(text, ls, m.start)
        # not "그 번호" for "전화번호"; a number word of its own names the number ("영업신고번호 1 생략", "발신번호
        # 1 생략": a new-user trial, 2026-12-03, saw "발신번호 전화번호 1 생략")
        if (
            written
            and (
                written.group(1).replace(" ", "").endswith(inner.group(1))
                or (
                    inner.group(1).endswith("번호")
                    and written.group(1).endswith("번호")
                    and len(written.group(1)) > 3
                )
                # a number word without 번호 ("(학번 2023123456)" -> "(학번 1 생략)", not "학번 관리번호 1 생략": a
                # new-user trial of a club's retreat, 2026-12-06)
                or (inner.group(1).endswith("번호") and written.group(1) in _NUMBER_WORDS)
                # a phone named by its kind ("(휴대전화 010-…)" -> "(휴대전화 1 생략)", not "휴대전화 전화번호 1 생략"),
                # any word for a telephone or a contact ("대표전화 062-…", "연락처 010-…": new-user trials of
                # 2026-12-07 saw "대표전화 전화번호 1 생략" beside "휴대전화 2 생략")
                or (inner.group(1) == "전화번호" and _names_a_phone(written.group(1)))
                # an e-mail named so ("전자우편 a@b.kr" -> "전자우편 1 생략", not "전자우편 이메일 1 생략")
                or (inner.group(1) == "이메일" and written.group(1) in _EMAIL_WORDS)
                # or "번호" after a word for a phone ("휴대전화 번호 010-…" -> "휴대전화 번호 1 생략", not "휴대전화 번호
                # (전화번호 1 생략)": a new-user trial of divorce judgments, 2026-12-07)
                or (
                    written.group(1) == "번호"
                    and inner.group(1) == "전화번호"
                    and (prev := re.search(r"([가-힣]+)[ ]?$", text[ls : written.start()])) is not None
                    and _names_a_phone(prev.group(1))
                )
                # a number named "번호" after its kind in Latin letters ("B/L 번호 DLSE…" -> "B/L 번호 1 생략", not "B/L 번호
                # 전화번호 1 생략": a new-user trial of customs smuggling, 2026-12-06)
                or (
                    written.group(1) == "번호"
                    and inner.group(1).endswith("번호")
                    and re.search(r"[A-Za-z][ ]?$", text[ls : written.start()]) is not None
                )
            )
        ):
            if (
                written.group(1).replace(" ", "").endswith(inner.group(1))
                or inner.group(1)
                in (
                    "전화번호",
                    "이메일",
                )
                or written.group(1) == "번호"
                and inner.group(1) == "전화번호"
            ):
                return inner.group(2), m.text
            return own_number(written.group(1), inner.group(2)), m.text
        # an IP address after "IP" ("(접속 IP 185.220.…)" -> "(접속 IP 1 생략)", not "IP IP주소 1 생략": new-user
        # trials of lecture piracy and game fraud, 2026-12-07)
        if inner.group(1) == "IP주소" and re.search(r"(?<![A-Za-z])IP[ ]?[:：]?[ ]?$", text[ls : m.start]):
            return inner.group(2), m.text
    if " " in repl:  # a role or type word already written before the span is not repeated ("공소외 정수민")
        head, tail = repl.split(" ", 1)
        ls, _ = _line_bounds(text, m.start, m.end)
        before = text[ls : m.start]
        if (
            before.endswith((" ", "\t"))
            # "피고(반소원고) 이상훈" -> "피고(반소원고) 1": the role's note stays as written
            and _ROLE_NOTE.sub("", before.rstrip(" \t")).endswith(head)
            and re.fullmatch(r"[가-힣]+", head)
        ):
            repl = tail
        elif _glued_role(text, m, policy) == head:
            # "원고김민수는" -> "원고 1은": the role is written, the number goes after a space
            repl = " " + tail
    if (
        repl.startswith("(")
        and repl.endswith(")")
        and (_inside_brackets(text, m) or _in_open_bracket(text, m))
    ):
        repl = repl[1:-1]
    return repl, m.text


def _in_open_bracket(text: str, m: Span) -> bool:
    """Whether the mention ``m`` stands inside a bracket opened before it on its line and closed after it there,
    after a word ("(신용카드 4617-… 결제분)": a new-user trial of malpractice, 2026-12-07, saw "(신용카드 (카드번호 1
    생략) 결제분)")."""
    ls, le = _line_bounds(text, m.start, m.end)
    head, tail = text[ls : m.start], text[m.end : le]
    opened = head.rfind("(")
    return (
        opened > head.rfind(")")
        and ")" in tail
        and "(" not in tail[: tail.find(")")]
        and m.start > opened + 1
    )


_QUOTES = "‘’'\"“”"


def _inside_brackets(text: str, m: Span) -> bool:
    """Whether the mention ``m`` is an item of a bracket already: "(" right before it and ")" or "," right after
    it ("최민규(1978. 5. 9.생, 남)": a new-user trial, 2026-12-03, saw "T((생년월일 1 생략), 남)"), or ")" or ","
    right after it in a bracket opened earlier on its line ("(남, 1978. 5. 9.생)", "(H, 1990. 1. 1.생, 미국
    국적)", "(연락처 010-…)"). A mention glued to the word before it keeps its brackets ("(…, 영업신고번호
    제2019-0034567호)": a new-user trial, 2026-12-03, saw "영업신고번호 제선박번호 1 생략)")."""
    before, after = text[m.start - 1 : m.start], text[m.end : m.end + 1]
    # right after "(": the first item of a bracket, whatever follows it ("이메일(msh@… 발신, …)": a new-user trial,
    # 2026-12-03, saw "((이메일 1 생략) 발신")
    if before == "(":
        _, le = _line_bounds(text, m.start, m.end)
        close, opened = text.find(")", m.end, le), text.find("(", m.end, le)
        if close >= 0 and not 0 <= opened < close:  # the bracket closes on the line, no other opens before
            return True
    if before.isalnum():
        return False
    ls, _ = _line_bounds(text, m.start, m.end)
    head = text[ls : m.start]
    return after in (")", ",") and head.rfind("(") > head.rfind(")")


#: words that name a number without the word 번호 (a student's, an employee's, a soldier's, a prisoner's)
_NUMBER_WORDS = frozenset({"학번", "사번", "군번", "수번", "날짜코드", "데이트코드", "예약코드"})
#: words that name a telephone number before it
_PHONE_WORDS = frozenset({"휴대전화", "휴대폰", "핸드폰", "전화", "유선전화", "집전화", "연락처", "전화번호"})
#: words that name an e-mail address before it
_EMAIL_WORDS = frozenset({"전자우편", "메일", "이메일주소", "메일주소", "전자메일"})


def _names_a_phone(word: str) -> bool:
    """Whether ``word`` names a telephone number: one of :data:`_PHONE_WORDS` or any word ending in 전화 or 폰
    ("대표전화", "사무실전화", "회사전화", "업무폰")."""
    return word in _PHONE_WORDS or word.endswith(("전화", "폰"))


#: a word right before a span, then a space or a colon ("계좌번호 ", "법인등록번호: ")
#: (Latin letters may open it, maybe spaced: "IP주소 ", "IP 주소 ")
_TYPE_WORD_BEFORE = re.compile(r"(?<![가-힣A-Za-z])((?:[A-Za-z]{1,4}[ ]?)?[가-힣]{2,})(?:[ ]?[:：][ ]?|[ ])$")


def _names_type(written: str, word: str) -> bool:
    """Whether the word ``written`` in the bracket before a span ("카드번호" of "체크카드(카드번호 5365-…)") already
    names the type word ``word`` of its template ("신용카드번호" of "(신용카드번호 1 생략)"): the same word, or one
    of them ends with the other, a word of at least two syllables ("카드번호" ⊂ "신용카드번호"), so the type is not
    written twice ("체크카드(카드번호 (신용카드번호 1 생략))": a new-user trial, 2026-12-03); the text's word stays,
    as law.go.kr writes it ("체크카드(카드번호 1 생략)")."""
    short, long_ = sorted((written, word), key=len)
    return len(short) >= 2 and long_.endswith(short)


def _overlaps_a_span(accepted: list[Span], starts: list[int], start: int, end: int) -> bool:
    """Whether original ``[start, end)`` overlaps an accepted span (sorted by start, no two overlapping)."""
    j = bisect.bisect_left(starts, end) - 1  # the last span starting before ``end``
    return j >= 0 and accepted[j].end > start


def _written_role(text: str, m: Span, repl: str, policy: Policy) -> tuple[int, str] | None:
    """Where the edit of mention ``m`` starts, and what it writes, when its replacement ``repl`` is a role of the
    policy, with or without a number ("원고 1", "원고"), that the text already writes right before the name on its
    line: "원고 1 김민수" and "피고인 1. 김민수는" become "원고 1" and "피고인 1은", not "원고 1 원고 1" (a
    finding of session 20, 2026-12-03), and "원고 김민수는" and "원고김민수는" "원고는" for a single plaintiff; a
    role's note stays and the name goes with the blanks before it ("피고(반소원고) 이상훈" -> "피고(반소원고)").
    None otherwise."""
    role, _, number = repl.rpartition(" ") if " " in repl else (repl, "", "")
    if role not in policy.roles or (number and not number.isdigit()):
        return None
    ls, _ = _line_bounds(text, m.start, m.end)
    written = re.search(
        rf"(?<![가-힣]){re.escape(role)}"
        + (rf"[ ]?{number}(?![0-9])" if number else "")
        + rf"(?P<note>{_ROLE_NOTE_PATTERN})?[.)]?(?P<blank>[ \t]*)$",
        text[ls : m.start],
    )
    if not written:
        return None
    if not written.group("blank"):
        # glued: "원고김민수는" -> "원고는" (the role alone, as written); a number needs its blank ("원고 1")
        if number or written.group(0) != role:
            return None
        return m.start, ""
    if written.group("note"):
        return ls + written.start("blank"), ""
    return ls + written.start(), repl


def _assemble(
    text: str,
    accepted: list[Span],
    mention_of: dict[tuple[int, int], tuple[Entity, str | None, str]],
    ents: list[Entity],
    warnings: list[DeidWarning],
    policy: Policy,
    check: Callable[[int], None],
) -> Rendering:
    # (original_start, original_end, replacement, mention index or -1 for a particle)
    edits: list[tuple[int, int, str, int]] = []
    starts = [s.start for s in accepted]
    replaced_ends = {s.end for s in accepted if mention_of[(s.start, s.end)][1] is not None}
    edited_to = 0  # where the edits so far end in the original (they come in order)
    for i, s in enumerate(accepted):
        check(i)
        _, repl, _ = mention_of[(s.start, s.end)]
        if repl is None:
            continue
        start, written = s.start, repl
        collapsed = _written_role(text, s, repl, policy)
        # the role and number already written before the name take its place ("원고 1 김민수" -> "원고 1"), where
        # nothing else is edited there
        if (
            collapsed
            and edited_to <= collapsed[0]
            and not _overlaps_a_span(accepted, starts, collapsed[0], s.start)
        ):
            start, written = collapsed
        edits.append((start, s.end, written, i))
        edited_to = s.end
        # the particle agrees with the replacement as read, a template in its own parentheses too: "(전화번호 1
        # 생략)" ends in 략, so "(전화번호 1 생략)으로" whatever word stands before it (reading that word instead
        # gave "에게 (전화번호 1 생략)로", "계좌 (계좌번호 1 생략)로": a new-user trial, 2026-12-03).
        # After an aside the particle belongs to the word before its bracket (josa.particle_owner): "A(여, 31세,
        # 베트남 국적)는" follows A, "계좌(계좌번호 1 생략)로" and "'D상사'(사업자등록번호 1 생략)는" follow the
        # unchanged word and stay (new-user trials, 2026-12-03: "A(…)은", "'D상사'(…)은").  The particle may
        # come after an aside that holds other spans ("최동욱(서울 … 테헤란로 45 거주)은"): the edit is kept when
        # no accepted span overlaps it
        fix = particle_fix(repl, text[s.end : s.end + ASIDE_MAX + 20])
        if fix is not None:
            a, b, new = fix
            if particle_owner(text, s.end + a, replaced_ends) == s.end and not _overlaps_a_span(
                accepted, starts, s.end + a, s.end + b
            ):
                edits.append((s.end + a, s.end + b, new, -1))
                edited_to = s.end + b
    edits.sort(key=lambda e: e[0])

    out: list[str] = []
    replacements: list[Replacement] = []
    mentions: list[RenderedMention] = []
    pos = 0
    out_len = 0
    spans_out: dict[int, tuple[int, int]] = {}
    for o_start, o_end, repl, idx in edits:
        gap = text[pos:o_start]
        out.append(gap)
        out_len += len(gap)
        replacements.append(Replacement(out_len, out_len + len(repl), o_start, o_end, repl))
        if idx >= 0:
            spans_out[idx] = (out_len, out_len + len(repl))
        out.append(repl)
        out_len += len(repl)
        pos = o_end
    out.append(text[pos:])
    result = "".join(out)

    # output offsets of kept mentions: shift by the length change of the edits that end before them
    # (prefix sums over the edits sorted by original end: one bisect per mention, not a scan of every edit)
    by_end = sorted(
        (r.original_end, len(r.replacement) - (r.original_end - r.original_start)) for r in replacements
    )
    ends = [e for e, _d in by_end]
    shifts = [0, *itertools.accumulate(d for _e, d in by_end)]
    for i, s in enumerate(accepted):
        ent, repl, secret = mention_of[(s.start, s.end)]
        if i in spans_out:
            a, b = spans_out[i]
        else:
            shift = shifts[bisect.bisect_right(ends, s.start)]
            a, b = s.start + shift, s.end + shift
        mentions.append(RenderedMention(s, ent.id, repl, secret, a, b))
    return Rendering(result, ents, replacements, warnings, policy.name, mentions)


__all__ = [
    "DeidWarning",
    "RenderCancelled",
    "Rendering",
    "RenderedMention",
    "Replacement",
    "render",
    "split_address",
]
