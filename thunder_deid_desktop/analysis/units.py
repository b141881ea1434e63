"""Building, unit and room numbers ("101동 1203호", "1호 병실", "지하1번 출구", "지하1호", "안양교도소 2실"), a
building's name completed before its number, the units after an address and a comma, and the notes in brackets
after an address or a unit:

- :func:`unit_number_spans`: apartment building and unit numbers ("101동 1203호"), rooms and exits that name
  themselves ("1호 병실", "지하1번 출구"), basement units ("지하1호") and prison rooms ("안양교도소 2실");
- :func:`address_note_spans`: the 법정동 in brackets after a road-name address ("(역삼동)")."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from thunder_deid_desktop.analysis.particles import tail_after
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

# Apartment building and unit numbers ("101동 1203호", "C동"): de-identified since 2019 (재판예규 비실명처리 기준,
# FACTS.md "Court practice": 아파트 동·호수). A number right before 동/호/호실 counts when a building word or another
# unit is written shortly before it. A basement number is one identifier with its "지하" ("지하1호", as the
# annotations tag it).
#: the number of a building, unit, room or exit: digits or capitals not glued to a word before them, or a
#: basement number ("지하1", which may follow a word: "모텔지하1호")
_UNIT_NUMBER = r"(?:(?<![0-9A-Za-z가-힣])(?:(?:지하[ ]?|지층[ ]?)?[0-9]{1,4}|[A-Z]{1,2})|(?<![0-9A-Za-z])(?:지하|지층)[ ]?[0-9]{1,4})"
#: a unit number after a building word may be written with 제 ("해운대아이파크 제101동 제3504호": a new-user
#: trial, 2026-12-03, saw "제3504호" left), the 제 itself not inside a word ("문제3호"); not a 동 ("제3동 주민센터"
#: is an administrative 동)
_UNIT = re.compile(
    rf"((?<=(?<![가-힣])제)[0-9]{{1,4}}(?=호(?!실))|{_UNIT_NUMBER})(동|호실|호)(?!선|기|차|봉|수|인|가|점|안)"
)
BUILDING_CONTEXT = re.compile(
    r"(아파트|빌라|빌딩|건물|오피스텔|맨션|상가|타워|주택|원룸|호텔|모텔|기숙사|[0-9]+동|[0-9]+층"
    # (a warehouse's or a factory's wings: "'한빛물류센터' B동 2층 창고", which a new-user trial of counterfeit goods,
    # 2026-12-06, left)
    r"|물류센터|센터|창고|공장|사옥"
    # (or a market's or a complex's wing lettered in Hangul before its number: "다동 1호 'AH상회'", "가동 12호", which a
    # new-user trial of a traditional market, 2026-12-06, left)
    r"|(?<![가-힣])[가나다라마바사]동[ ]\Z)"
)
_UNIT_AFTER_BUILDING = re.compile(rf"[ ]?{_UNIT_NUMBER}호")
#: Label of the number, by the unit word after it.
UNIT_LABELS = {"동": "동", "호": "호실", "호실": "호실"}
# Units that name themselves: a hospital or hotel room ("808호 병실", "3호 객실", "402호실") and a station exit
# ("8번 출구"), and a numbered room of a bar or karaoke ("7번방", "15번 룸": the validation split's gold tags "7" of
# "노래클럽 내 7번방"; a new-user trial, 2026-12-03, saw "'H노래방' 7번 방" kept; not "3번 방문"). In the annotated
# release such numbers are tagged 82 % (호 병실/객실/호실, 37 of 45) and 78 % (번 출구, 62 of 79) of the time,
# against 10 % of floors (층, 60 of 668), which are left alone.
_SELF_UNIT = re.compile(
    rf"({_UNIT_NUMBER})(?=(호[ ]?(?:병실|객실)|호실|번[ ]?출구|번[ ]?(?:방|룸)(?=에서|에|으로|의|은|이|을|과|[^가-힣]|$)))"
)
# A basement unit ("지하1호") is no floor and no public place: the annotated release never leaves one as plain
# text (0 of its "지하 N호"; its 89 plain basement numbers are floors, "지하 1층", which stay out of this rule).
# "지층" is the basement as a building register writes it ("오금로 311-4, 지층 1호(가락동)": a new-user trial,
# 2026-12-04, left the unit and its 동)
_BASEMENT_UNIT = re.compile(
    r"(?<![0-9A-Za-z])((?:지하|지층)[ ]?[0-9]{1,4})(?=호(?!선|기|차|봉|수|인|가|점|안))"
)
# The room of a prison or detention centre: in the annotated release the number or letter written right after
# "교도소"/"구치소" (or "교도소 내") was a tagged placeholder all 42 times (실 20, 호실 3, 방 2, 동 1, ...; never
# plain text), as in "안양교도소 B실에서", "서울구치소 C호 수용실에".
_PRISON_ROOM = re.compile(
    r"(?:교도소|구치소)(?:[ ]내)?[ ]((?:[0-9]{1,4}|[A-Z]{1,2})(?:-[0-9]{1,3})?)(?![0-9A-Za-z])(실|호|방|동)?"
)
#: Label of a prison room number, by the word after it (실 without one, the release's most frequent)
PRISON_ROOM_LABELS = {"실": "실", "호": "호실", "방": "방", "동": "동", None: "실"}


#: labels of detected spans that name a building: a unit number may follow them ("마린시티자이 103동")
BUILDING_LABELS = frozenset(
    "아파트 빌딩 오피스텔 빌라 상가 모텔 호텔 주택 이동식주택 건물 맨션 원룸 기숙사 고시원 레지던스".split()
)


#: one syllable glued to a building's span, then a building or unit number ("마린시티자" + "이 103동")
_SYLLABLE_THEN_UNIT = re.compile(r"[가-힣][ ](?:제)?[0-9]{1,4}(?:동|호)(?![가-힣])")


def extend_building_names(text: str, spans: list[Span]) -> list[Span]:
    """Extend a span labelled a building (:data:`BUILDING_LABELS`) over the one syllable glued to its end when a
    building or unit number follows after a space ("마린시티자" of "마린시티자이 103동": the model read the 이 of
    the brand 자이 as a particle; a new-user trial, 2026-12-03, saw "B가 103동"). A subject particle cannot stand
    there: a number, not a verb, follows. Order kept; offsets are code points."""
    out = []
    for sp in spans:
        if sp.label in BUILDING_LABELS and _SYLLABLE_THEN_UNIT.match(text, sp.end):
            sp = sp.with_(end=sp.end + 1, text=text[sp.start : sp.end + 1])
        out.append(sp)
    return out


def unit_number_spans(text: str, window: int = 25, buildings: Sequence[Span] = ()) -> list[Span]:
    """Building (동) and unit (호) numbers after a building word within ``window`` code points before them (a
    building number followed by a unit number, "101동 202호", needs none), or right after one of the detected
    ``buildings`` spans (a label of :data:`BUILDING_LABELS`; "마린시티자이 103동 엘리베이터", whose name holds no
    building word: a new-user trial, 2026-12-03, saw "103동" kept), and numbers of rooms and exits that
    name themselves ("1호 병실", "지하1번 출구"; see ``_SELF_UNIT``).

    Returns spans over the number alone (with "지하" for a basement), label 동, 호실 or 번, score 0.65: a weak rule
    span, used where the model found nothing (see ``analyzer.merge``). Offsets are code points of ``text``.
    """
    ends = sorted((b.end, i) for i, b in enumerate(buildings) if b.label in BUILDING_LABELS)
    keys = [e for e, _ in ends]

    def near(start: int) -> list[Span]:  # the building spans that end right before ``start``
        i = bisect.bisect_left(keys, start - 1)
        return [buildings[j] for e, j in ends[i : i + 2] if e <= start]

    out = []
    seen: set[int] = set()
    for m in _SELF_UNIT.finditer(text):
        # an exit is 번 as the annotations tag it; a numbered room of a bar is 번호 ("7" of "7번방", validation gold)
        label = ("번" if "출구" in m.group(2) else "번호") if m.group(2).startswith("번") else "호실"
        seen.add(m.start(1))
        out.append(Span(m.start(1), m.end(1), m.group(1), label, 0.65, "rule"))
    for m in _BASEMENT_UNIT.finditer(text):
        if m.start(1) in seen:
            continue
        seen.add(m.start(1))
        out.append(Span(m.start(1), m.end(1), m.group(1), "호실", 0.65, "rule"))
    for m in _PRISON_ROOM.finditer(text):
        if m.start(1) in seen:
            continue
        seen.add(m.start(1))
        out.append(Span(m.start(1), m.end(1), m.group(1), PRISON_ROOM_LABELS[m.group(2)], 0.65, "rule"))
    for m in _UNIT.finditer(text):
        if m.start(1) in seen:
            continue
        # a building number directly followed by a unit number ("101동 202호") needs no building word before it
        pair = m.group(2) == "동" and _UNIT_AFTER_BUILDING.match(text, m.end())
        named = any(b.end <= m.start() <= b.end + 1 for b in near(m.start()))
        if (
            not pair
            and not named
            and not BUILDING_CONTEXT.search(text, max(0, m.start() - window), m.start())
        ):
            continue
        out.append(Span(m.start(1), m.end(1), m.group(1), UNIT_LABELS[m.group(2)], 0.65, "rule"))
    return sorted(out, key=lambda s: s.start)


# A road-name address with its 법정동 in brackets ("테헤란로 123 (역삼동)", "중앙로 5 (신천동, 행복아파트)"): the bracket
# is below 시·군·구, so it is part of the address (도로명주소 표기, 도로명주소법 시행령 제6조: 참고항목).
_ADDRESS_NOTE = re.compile(
    r"[ ]?\(([가-힣0-9]{1,10}(?:동|읍|면|리|가)(?:[ ]?[0-9]{1,4}가)?"
    # (or with its lot number: "(정자동 178, 느티마을3단지)", a new-user trial, 2026-12-05, left it)
    r"(?:[ ](?:산[ ]?)?[0-9]{1,5}(?:-[0-9]{1,4})?)?"
    r"(?:,[ ]?[^()\n]{1,30})?)\)"
)


#: a building's name alone in brackets after a unit number ("402호(물금반도유보라)")
_BUILDING_ALONE_NOTE = re.compile(r"[ ]?\(([가-힣][가-힣A-Za-z0-9]{2,14})\)")
#: an address span that ends with its unit number ("… 608동 1102호", "… 302호실", "… 3층")
_ENDS_WITH_UNIT = re.compile(r"[0-9](?:호실|호|층)$")


def _is_vocabulary_note(word: str) -> bool:
    """Whether a bracket's one word after a unit number is vocabulary, no building's name ("(일부)", "(공용부분)",
    "(임차인)"): judgment vocabulary, a general noun or a compound of the Mecab-ko dictionary, or a role."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    return (
        word in not_list_names()  # judgment vocabulary and terms, both lists built once
        or is_general_noun(word)
        or is_dictionary_compound(word)
        or is_role_mention(word)
    )


#: a floor written after an address, before its bracket (", 3층", " 지하 1층")
_FLOOR_AFTER = re.compile(
    r",?[ ]?(?:(?:지하[ ]?)?[0-9]{1,3}층"
    # or units the model did not mark yet ("대학로 155번길 8, 204호(궁동, 해오름원룸)": a new-user trial,
    # 2026-12-05, left the 동 of a header's address)
    r"|(?:[0-9]{1,4}동[ ])?(?:[0-9]{1,3}층[ ])?[0-9]{1,5}호"
    # or the unit word of a number the span took ("상무민주로 71, 3층 302" + "호(치평동, 상무리치빌)": a new-user
    # trial of stalking, 2026-12-05, left the bracket)
    r"|(?:호실|호|층)(?=[ ]?\()"
    # or a building's name and its floor or unit ("테크노중앙로 76, 하람빌딩 4층(관평동)에": a new-user trial of
    # tax-invoice fraud, 2026-12-06, left the 동)
    r"|[가-힣A-Za-z][가-힣A-Za-z0-9]{1,19}[ ](?:(?:지하[ ]?)?[0-9]{1,3}층|[0-9]{1,5}호)(?=[ ]?\())"
)
#: a building's name after the comma of an address's bracket, without a descriptor: one word ("해운대아이파크")
_BARE_BUILDING_NOTE = re.compile(r"[ ]?([가-힣A-Za-z][가-힣A-Za-z0-9]{1,19})[ ]?")
#: unit numbers after which an address's bracket comes ("305동 1502호(하동, 광교자연앤힐스테이트)"), and the unit
#: word written after the number (outside its span, or inside: then nothing follows)
_UNIT_NOTE_LABELS = frozenset({"동", "호실", "층"})
_UNIT_WORD_AFTER = re.compile(r"(?:호실|호|동|층)?")


def _building_alone_span(
    text: str, alone: re.Match[str], sp: Span, taken: list[tuple[int, int]], noted: set[int]
) -> list[Span]:
    """The span of a building named alone in an address's bracket (:data:`_BUILDING_ALONE_NOTE` match ``alone``),
    with the label and score of the address or unit ``sp``; none where a span of ``taken`` overlaps it or the
    bracket was read already (``noted``, updated)."""
    a, b = alone.span(1)
    if any(x < b and a < y for x, y in taken) or a in noted:
        return []
    noted.add(a)
    return [Span(a, b, text[a:b], sp.label, sp.score, "rule")]


def address_note_spans(text: str, spans: list[Span]) -> list[Span]:
    """For each address span (a label containing "주소") or unit number (동, 호실, 층 with its unit word) followed
    by a bracket that names its 동/읍/면/리, a span over the bracket's content with the address's label and score (source ``"rule"``). A building named
    after a comma ("(역삼동, 래미안아파트)") is a span of its own, its name without the descriptor, labelled by the
    descriptor (아파트, 빌라, 오피스텔, 맨션, 빌딩), as the text names it elsewhere ("래미안아파트 앞에서"): one
    entity, one letter (a new-user trial, 2026-12-02, saw "C(D아파트)" in the header and "I아파트" below). A
    building named without a descriptor ("(우동, 해운대아이파크)") is a span of its own too, labelled as the
    address (a later trial, 2026-12-03, saw it lettered with the 동 and "해운대아이파크 아파트" get another letter).

    ``spans`` are the analyzer's spans so far; returns only the new spans. A bracket that a span crosses is
    left alone; spans that lie wholly inside the bracket ("삼" of "역삼동") are for the caller to replace."""
    taken = sorted((s.start, s.end) for s in spans)
    out = []
    address = None  # the last address span seen: a unit number's bracket takes its label
    noted: set[int] = set()
    for sp in spans:
        if "주소" in sp.label:
            address = sp
            m = _ADDRESS_NOTE.match(text, sp.end)
            # a floor or unit between the address and its bracket ("해운대구 B, 3층(반송동)": a new-user trial,
            # 2026-12-04, left the 동; "B, 204호(궁동, …)")
            floor = _FLOOR_AFTER.match(text, sp.end) if m is None else None
            m = _ADDRESS_NOTE.match(text, floor.end()) if floor else m
            # an address that ends with its unit, then a building's name alone in the bracket ("정관중앙로 88, 608동
            # 1102호(정관롯데캐슬)": a new-user trial of a church dispute, 2026-12-06, left it)
            alone = (
                _BUILDING_ALONE_NOTE.match(text, sp.end)
                if m is None and _ENDS_WITH_UNIT.search(sp.text)
                else None
            )
            if alone and not _is_vocabulary_note(alone.group(1)):
                out += _building_alone_span(text, alone, sp, taken, noted)
                continue
        elif sp.label in _UNIT_NOTE_LABELS:  # "광교중앙로 140, 305동 1502호(하동, …)": after the unit number
            unit = _UNIT_WORD_AFTER.match(text, sp.end)
            m = _ADDRESS_NOTE.match(text, unit.end()) if unit else None
            # (or its floor between: "우림라이온스밸리 B동 11층(가산동)", which a new-user trial of a data breach,
            # 2026-12-06, left in two judgments' headers)
            floor = _FLOOR_AFTER.match(text, unit.end()) if unit and m is None else None
            m = _ADDRESS_NOTE.match(text, floor.end()) if floor else m
            near = address is not None and "\n" not in text[address.end : sp.start]
            sp = sp.with_(label=address.label if near and address else "구아래주소")
            # a building's name alone in the bracket, the address's 읍 or 동 written before it ("물금읍 가촌서로 21,
            # 1306동 402호(물금반도유보라)": a new-user trial of military judgments, 2026-12-05, left it)
            alone = _BUILDING_ALONE_NOTE.match(text, unit.end()) if unit and m is None else None
            if alone and not _is_vocabulary_note(alone.group(1)):
                out += _building_alone_span(text, alone, sp, taken, noted)
                continue
        else:
            continue
        if not m or m.start(1) in noted:  # (a bracket read after the address and again after its unit)
            continue
        a, b = m.start(1), m.end(1)
        noted.add(a)
        if any(x < b and a < y and not (a <= x and y <= b) for x, y in taken):
            continue
        comma = text.find(",", a, b)
        building = _BUILDING_NOTE.fullmatch(text, comma + 1, b) if comma >= 0 else None
        # a building named without a descriptor ("(우동, 해운대아이파크)", "(용현동, 해오름빌)"): its name alone
        bare = _BARE_BUILDING_NOTE.fullmatch(text, comma + 1, b) if comma >= 0 and not building else None
        # a span inside the bracket over its comma stays whole with it: the caller replaces only what a note holds
        over_comma = any(a <= x and y <= b and x <= comma < y for x, y in taken)
        if building and not over_comma:
            # "(역삼동, 래미안아파트)": the 동, then the building's name as the text names it elsewhere
            out.append(Span(a, comma, text[a:comma], sp.label, sp.score, "rule"))
            s, e = building.span(1)
            out.append(Span(s, e, text[s:e], building.group(2), sp.score, "rule"))
        elif bare and not over_comma:
            out.append(Span(a, comma, text[a:comma], sp.label, sp.score, "rule"))
            s, e = bare.span(1)
            out.append(Span(s, e, text[s:e], sp.label, sp.score, "rule"))
        else:
            out.append(Span(a, b, text[a:b], sp.label, sp.score, "rule"))
    return out


#: the building named after the 동 in an address's bracket: its name, then a descriptor that is a fine label
_BUILDING_NOTE = re.compile(r"[ ]?([가-힣A-Za-z0-9]{2,20}?)[ ]?(아파트|빌라|오피스텔|맨션|빌딩)")


#: a unit written after an address and a comma ("심곡로 17, 1202호", "광안해변로 219, 101동 1803호")
_UNIT_AFTER_ADDRESS = re.compile(
    r",[ ]?(?:([0-9]{1,4})동[ ]?)?([0-9]{1,5})호"
    # particles may follow ("신림로 340, 502호에서": a new-user trial, 2026-12-05, left it)
    r"(?=(?:에서|에게|에|의|로|으로|는|은|를|을|이|가|와|과|까지|부터|도)?(?![가-힣0-9]))"
)
#: a building's name with its kind after an address and a comma, then its floor, 동 or 호 ("테헤란로 427,
#: 위워크빌딩 14층에 있는": a new-user trial, 2026-12-05, left the name)
_BUILDING_AFTER_ADDRESS = re.compile(
    r",[ ]?([가-힣A-Za-z0-9]{1,15}?)(빌딩|타워|아파트|오피스텔|빌라|맨션|상가|프라자|플라자|캐슬)"
    r"(?=[ ]?(?:지하[ ]?)?[0-9]{1,4}(?:층|동|호))"
)


def unit_after_address_spans(text: str, spans: list[Span]) -> list[Span]:
    """The unit numbers written after an address span and a comma ("주거 경기 부천시 원미구 심곡로 17, 1202호"):
    new spans labelled 동 and 호실 (:data:`UNIT_LABELS`), score 0.9 x the address's, source ``"rule"``, where no
    span is; and a building's name written there before its floor, 동 or 호 (:data:`_BUILDING_AFTER_ADDRESS`:
    "테헤란로 427, 위워크빌딩 14층" -> "위워크", labelled by its kind, 빌딩 for a 타워 or 프라자). A unit is part of the address below the 시·군·구 (재판예규 비실명처리 기준: 아파트 동·호수); a new-user
    trial (2026-12-04) saw "원미구 I, 1202호" while the other defendants' units were replaced. Returns all spans,
    sorted; offsets are code points."""
    taken = sorted((s.start, s.end) for s in spans)
    new = []
    for sp in spans:
        if not sp.label.endswith("주소"):
            continue
        m = _UNIT_AFTER_ADDRESS.match(text, sp.end)
        if not m:
            continue
        for g, label in ((1, "동"), (2, "호실")):
            a, b = m.span(g)
            if a >= 0 and not any(x < b and a < y for x, y in taken):
                new.append(Span(a, b, text[a:b], label, round(0.9 * sp.score, 4), "rule"))
    # a building's name after the address, its kind kept after the letter ("위워크빌딩 14층" -> "A빌딩 14층")
    for sp in spans:
        if not sp.label.endswith("주소"):
            continue
        b = _BUILDING_AFTER_ADDRESS.match(text, sp.end)
        if b and not any(x < b.end(1) and b.start(1) < y for x, y in taken):
            kind = b.group(2)
            label = kind if kind in BUILDING_LABELS else "빌딩"
            new.append(Span(b.start(1), b.end(1), b.group(1), label, round(0.9 * sp.score, 4), "rule"))
    return sorted(spans + new, key=lambda s: s.start) if new else spans


#: a span that ends with a building's 동 and a unit's number ("B동 203호", "101동 1203호"): the unit's number
_WING_THEN_UNIT = re.compile(r"(?:[0-9]{1,4}|[A-Z]{1,2}|[가-힣])동[ ]?([0-9]{3,4}호)\Z")


def unit_piece_spans(text: str, spans: list[Span]) -> list[Span]:
    """The unit's number of a detected "X동 NNN호" written alone elsewhere ("\\"소장님, 203호 난간 흔들린다고\\"" after
    "이 사건 오피스텔 B동 203호": a new-user trial of short-term lodging, 2026-12-06, left it in a quoted message),
    as a word of its own (particles or 실 after it), not after 제 ("제203호" of a statute or a courtroom), not before
    법정 or 증: new spans with the detected span's label, 0.9 x its score, source ``"propagation"``, where no span
    is. A number two detected units end with ("101동 203호", "102동 203호") is no one's: left. Offsets are code
    points; returns the new spans only."""
    owners: dict[str, Span] = {}
    shared: set[str] = set()
    for sp in spans:
        m = _WING_THEN_UNIT.search(sp.text)
        if m is None:
            continue
        unit = m.group(1)
        if unit in owners and owners[unit].text != sp.text:
            shared.add(unit)
        owners.setdefault(unit, sp)
    out: list[Span] = []
    for unit, src in owners.items():
        if unit in shared:
            continue
        for m in re.finditer(rf"(?<![0-9A-Za-z가-힣\-]){re.escape(unit)}(?![0-9])", text):
            s, e = m.span()
            if text[max(0, s - 2) : s].rstrip().endswith("제") or _COURTROOM_AFTER.match(text, e):
                continue
            if text[e : e + 1] == "실":
                e += 1
            if any(sp.start < e and s < sp.end for sp in spans):
                continue
            if e < len(text) and "가" <= text[e] <= "힣" and tail_after(text, e, 4) != 0:
                continue  # glued to a word that is no particle ("203호선"; "203호에서" counts)
            out.append(Span(s, e, text[s:e], src.label, round(src.score * 0.9, 4), "propagation"))
    return out


#: a courtroom's or an exhibit's word after a number with 호 ("203호 법정", "203호증")
_COURTROOM_AFTER = re.compile(r"[ ]?(?:법정|증|소법정|대법정)")


#: a hall of a campus or a dormitory named with 관, then its wing, floor or room ("생활관 누리관 Y동 Z호", "인문관
#: 412호 강의실", "가온관 3층 E호")
_HALL_THEN_UNIT = re.compile(
    r"(?<![가-힣])([가-힣]{2,4}관)[ ](?=(?:[A-Z0-9]{1,3}동|[0-9]{1,2}층|지하[ ]?[0-9]|[0-9]{2,4}호)(?![0-9]))"
)
#: halls every campus and town has, general words ("도서관 2층", "체육관 1층") and halls of the state
_COMMON_HALLS = frozenset(
    "도서관 체육관 본관 별관 신관 구관 회관 강당관 대사관 영사관 박물관 미술관 기념관 문화관".split()
)


def hall_spans(text: str) -> list[Span]:
    """A campus's or a dormitory's hall named with 관 before its wing, floor or room (:data:`_HALL_THEN_UNIT`: "생활관
    누리관 3동 201호", "인문관 412호 강의실": a new-user trial of a language school, 2026-12-06, left three), not a
    general noun of Mecab-ko nor a hall every campus has (:data:`_COMMON_HALLS`), label 빌딩, score 0.65 (weak: a
    model span there wins), source ``"rule"``. Offsets are code points."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    out = []
    for m in _HALL_THEN_UNIT.finditer(text):
        hall = m.group(1)
        if hall in _COMMON_HALLS or is_general_noun(hall) or is_role_mention(hall):
            continue
        out.append(Span(m.start(1), m.end(1), hall, "빌딩", 0.65, "rule"))
    return out
