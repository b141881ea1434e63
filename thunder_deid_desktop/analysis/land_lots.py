"""Lot numbers (지번) of land written without their 동 or 리, lots the model read as other numbers, and the words of
the sentence or land categories that an address span should not hold."""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.addresses import public_body_after
from thunder_deid_desktop.spans import Span

#: land categories of the land register (지목, 공간정보관리법 제67조) that follow a lot number with its area
#: ("88-4 대 1,359㎡", "산 84 임야 40,045㎡"); after a lot without a hyphen they count only with an area after them
_LAND_CATEGORY = (
    r"(?:임야|답|전|대|잡종지|공장용지|도로|구거|하천|목장용지|과수원|대지|창고용지|주차장|학교용지|유지|분묘지|묘지"
    r"|체육용지|종교용지|철도용지|수도용지|공원|유원지|양어장|제방|사적지)"
)
#: the categories before an area, with the register's short 임 of 임야 ("375-6 임 13,131㎡", "같은 리 594-57 임
#: 227㎡" in the corpus; a held-out set, 2026-12-04), which alone is no land word ("2019-3 임 대표")
_LAND_CATEGORY_BEFORE_AREA = _LAND_CATEGORY[:-1] + "|임)"
#: an area of land ("1,234㎡", "57평", "3,064 제곱미터"), the one shape the lot rules and :func:`trim_land_words` use
_AREA_PATTERN = r"[0-9][0-9,.]* ?(?:㎡|평방미터|평|m2|제곱미터)"
#: a lot number (지번): "123", "123-4", a mountain lot "산 84" / "산84", the old form "1의 125" (1번지의 125)
_LOT = r"(?:산 ?)?[0-9]{1,5}(?:(?:-|의 ?)[0-9]{1,5})?"
#: a hyphenated lot followed by a word that only land takes ("53-11 토지", "136-4 지상", "284-8 일대", "19-11 대지"),
#: a word of two syllables or more with its particle ("187-12 토지를", "107-11 토지로": held-out sets, 2026-12-04);
#: 부동산 and 건물 too ("분할 전 840-8 부동산은": a held-out set, 2026-12-04; on the 5,000 published judgments four
#: matches, each a lot the publisher left)
_LOT_BEFORE_LAND = re.compile(
    r"(?<![\w.\-])((?:산 ?)?[0-9]{1,5}-[0-9]{1,5})(?:번지)?(?= (?:(?:"
    + _LAND_CATEGORY[3:-1]
    + r")(?![가-힣])|(?:토지|일원|일대|지상|소재|임야|대지|부동산|건물)(?:[을를의에은는이가과와도]|으?로|(?![가-힣]))))"
)
#: a lot followed by its land category and area ("1342 대 436㎡", "128 전 3,064평")
_LOT_WITH_AREA = re.compile(
    r"(?<![\w.\-])(" + _LOT + r")(?:번지)? ?(?=" + _LAND_CATEGORY_BEFORE_AREA + " ?" + _AREA_PATTERN + ")"
)
#: a lot after "같은 리 / 같은 동 / 같은 가" (the same village or 동 as the lot before: "같은 동 19-11 토지")
#: (a flattened table may break the line after it: "같은 리 \n          64-35 대지", or glue it: "같은리80-37 전
#: 882평방미터", a held-out set, 2026-12-04)
_LOT_SAME_PLACE = re.compile(r"같은 ?(?:리|동|가)(?: ?|[ \t]*\n[ \t]*)(" + _LOT + r")(?![0-9\-])")
#: further lots of a list after a lot ("598-1, 598-2 양 토지", "1516 내지 1519번지"): hyphenated or followed by
#: 번지, so that a date or an amount after a comma ("19-11, 2023. 5. 1.") is not taken
_LOT_LIST_NEXT = re.compile(
    r"(?:, ?| 및 | 내지 |~)((?:산 ?)?[0-9]{1,5}(?:-|의 ?)[0-9]{1,5}(?![0-9\-]|[.,][0-9])|(?:산 ?)?[0-9]{1,5}(?=번지))"
)

#: a hyphenated lot that a list ends with the lot after it ("995-24 내지 580-24 토지": the lot before 내지)
_LOT_LIST_BEFORE = re.compile(r"(?<![\w.\-])((?:산 ?)?[0-9]{1,5}-[0-9]{1,5})(?:번지)?(?:, ?| 및 | 내지 |~)$")
#: a lot after the field word 지번 and a particle or a quote ("당시 지번이 ‘150-22’이었던", "지번: 123-4"), not the
#: number of a publisher's placeholder ("(지번 1 생략)")
_LOT_AFTER_FIELD = re.compile(
    r"지번(?:(?:이|은|을|:)[ ]?[‘'\"“]?|[ ]?[‘'\"“])(" + _LOT + r")(?![0-9\-]|[^()\n]{0,12}생략)"
)

#: a hyphenated lot before the field word 지번, in quotes or not ("‘327-18, 789-3, 954-7, 620-21’의 지번이 새롭게 부여된
#: 도로용지": a held-out set, 2026-12-05, left two of them; the list's earlier lots by :data:`_LOT_LIST_BEFORE`)
_LOT_BEFORE_FIELD = re.compile(
    r"(?<![\w.\-])((?:산 ?)?[0-9]{1,5}-[0-9]{1,5})[’'\"”]?(?:의|로|으로|이라는|라는)?[ ](?:새로운[ ]|새[ ])?지번"
    r"(?![ ]?[0-9])"
)
#: counters glued to a range of numbers, which makes it a count ("내가 산 2-3개의 물건")
_COUNTERS = "개|명|회|시간|년|월|층|세|장|권|대|원|%"
#: a hyphenated mountain lot (산 지번) standing alone ("이 사건 토지 산 53-2 중 18,246㎡", "○○리 산28-1일원"):
#: 산 before a hyphenated number is always a lot in the 5,000 published judgments (52 of 52, 2026-12-04); on the
#: next line of a flattened table the number alone is the span ("토지 산 \n        12-7 중 403㎡", a held-out
#: set, 2026-12-04, left seven)
_MOUNTAIN_LOT = re.compile(r"(?<![가-힣A-Za-z0-9])(산[ ]?[0-9]{1,5}-[0-9]{1,5})(?![0-9\-]|" + _COUNTERS + ")")
_MOUNTAIN_LOT_NEXT_LINE = re.compile(
    r"(?<![가-힣A-Za-z0-9])산[ \t]*\n[ \t]*([0-9]{1,5}-[0-9]{1,5})(?![0-9\-]|" + _COUNTERS + ")"
)
#: a lot written with 번지 ("8-33번지 209㎡", "오류동 산 5번지"): 번지 names a lot number, and in the 5,000 published
#: judgments every one of its 39 matches is a lot the publisher left (2026-12-04)
_LOT_NUMBERED = re.compile(r"(?<![\w.\-])((?:산 ?)?[0-9]{1,5}(?:-[0-9]{1,5})?)(?=번지(?!점프))")
#: a lot glued to the 리 or 동 before it and followed by an area ("▽▽리290-9 126,942㎡", "같은 리 및 ○○리27-17
#: 456㎡": a held-out set, 2026-12-05, left four); the area makes it land, not a building's 동 and unit
_LOT_GLUED_TO_PLACE = re.compile(
    r"(?<=[가-힣○△□◇◎☆▽][리동])("
    + _LOT
    + r")(?![0-9\-])(?= ?(?:"
    + _LAND_CATEGORY_BEFORE_AREA
    + " ?)?"
    + _AREA_PATTERN
    + ")"
)
#: a party's role word right before a number ("피고 2", "공소외 1")
_PARTY_NUMBER_BEFORE = re.compile(r"(?:원고|피고|피고인|소외|증인|사건본인) ?$")


def lot_number_spans(text: str) -> list[Span]:
    """Lot numbers (지번) of land written without their 동 or 리 before them, label 구아래주소, score 0.65 (a weak rule
    span, kept where the model found nothing: ``analyzer.merge``): a hyphenated number before 토지, 일원, 일대,
    지상, 소재 or a land category ("53-11 토지", "136-4 지상 단독주택"); any lot before a land category and an area
    ("1342 대 436㎡", "산 84 임야 40,045㎡"); a lot after "같은 리/동/가" ("같은 동 19-11 토지") or after the field
    word 지번 ("당시 지번이 ‘150-22’이었던") or before it ("‘954-7’의 지번이"); a hyphenated mountain lot ("산 53-2", also with 산 on the line
    before: :data:`_MOUNTAIN_LOT`); a lot written with 번지 ("8-33번지"); a lot glued to its 리 or 동 before an area ("▽▽리290-9 126,942㎡");
    and the lots a list goes on with after
    one of these ("598-1, 598-2 양
    토지", "1516 내지 1519번지") or starts with before it ("995-24 내지 580-24 토지"; a held-out set, 2026-12-04,
    left the first and that one).

    The court keeps an address down to its 시·군·구 only (재판예규 비실명처리 기준), and a lot is the address of a
    piece of land. The annotated release has none (its excerpts are criminal facts whose lots the publisher
    had already lettered), and the model misses some in civil judgments ("같은 동 1516 내지 1519번지"). In the first
    5,000 judgments of the unlabeled corpus these shapes match 384 times, where the publisher had left the lots
    in ("서울 서초구 반포동 88-4 대 1,359㎡", "같은 동 19-11 토지"); of 150 read by hand all were lots once a
    party's number ("피고 2임야") and a publisher's mask ("000-0") were excluded (2026-12-03). A lot followed within
    30 code points by a public body (a court, a 구청) is skipped as :func:`road_address_spans` does. Offsets are
    code points.
    """
    found: dict[int, re.Match] = {}
    for pattern in (
        _LOT_BEFORE_LAND,
        _LOT_WITH_AREA,
        _LOT_SAME_PLACE,
        _LOT_AFTER_FIELD,
        _LOT_BEFORE_FIELD,
        _MOUNTAIN_LOT,
        _MOUNTAIN_LOT_NEXT_LINE,
        _LOT_NUMBERED,
        _LOT_GLUED_TO_PLACE,
    ):
        for m in pattern.finditer(text):
            found.setdefault(m.start(1), m)
    for m in list(found.values()):
        at = m.end(1)
        while (nxt := _LOT_LIST_NEXT.match(text, at)) is not None:
            found.setdefault(nxt.start(1), nxt)
            at = nxt.end(1)
        at = m.start(1)
        while (prev := _LOT_LIST_BEFORE.search(text, max(0, at - 24), at)) is not None:
            found.setdefault(prev.start(1), prev)
            at = prev.start(1)
    out = []
    for start in sorted(found):
        m = found[start]
        if public_body_after(text, m.end(1)):
            continue
        # "피고 2임야 14,248㎡" (a party's number in a table) and "000-0" (a publisher's mask) are no lots
        if _PARTY_NUMBER_BEFORE.search(text, max(0, start - 6), start) or not m.group(1).strip("0-산 "):
            continue
        out.append(Span(m.start(1), m.end(1), m.group(1), "구아래주소", 0.65, "rule"))
    return out


def relabel_lots_read_as_numbers(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each span that is exactly a lot of :func:`lot_number_spans` but labelled otherwise (the model
    reads "‘327-18, 789-3’의 지번" as check or account numbers, which the court policy then writes "(수표번호 1
    생략)") relabelled 구아래주소; order kept. Offsets are code points."""
    lots = {(sp.start, sp.end) for sp in lot_number_spans(text)}
    return [
        sp.with_(label="구아래주소") if (sp.start, sp.end) in lots and not sp.label.endswith("주소") else sp
        for sp in spans
    ]


#: a word before a lot that is no part of its address ("분할 전 53-11 토지": the model read "전 53-11")
_WORD_BEFORE_LOT = re.compile(r"(?:전|후|위|각|및|중) (?=(?:산 ?)?[0-9])")
#: a land category and area after a lot, at the end of an address span ("반포동 88-4 대" + " 1,359㎡")
_CATEGORY_AT_END = re.compile(r"(?<=[0-9]) ?" + _LAND_CATEGORY_BEFORE_AREA + r"$")
_AREA_AFTER = re.compile(" ?" + _AREA_PATTERN)
#: an area of land, not inside a longer number
_AREA = re.compile(r"(?<![0-9,.])" + _AREA_PATTERN)
#: the word of "같은 리/동/면/읍/가" at the start of a span ("리 53-11")
_SAME_PLACE_WORD = re.compile(r"(?:리|동|면|읍|가) (?=\S)")


def trim_land_words(text: str, spans: list[Span]) -> list[Span]:
    """Cut off an address span (a label ending in 주소) a word before its lot that belongs to the sentence ("전 53-11"
    of "분할 전 53-11 토지" -> "53-11", "리 53-11" of "같은 리 53-11") and a land category before an area at its
    end ("반포동 88-4 대" of "… 대 1,359㎡" -> "반포동 88-4"); drop one that is a piece of an area ("1" of
    "1,234㎡") or ends with its first digits ("반여동 1291-7 일대 47" of "… 47,812㎡" -> "반여동 1291-7"): the land
    category (지목) and the area describe the land, not where it is, and a
    placeholder that swallowed them read "서울 서초구 A 1,359㎡" and "분할 C 토지" (checked 2026-12-03). Offsets
    are code points; a span is never emptied."""
    out = []
    for sp in spans:
        if sp.label.endswith("주소") and sp.text.replace(",", "").replace(".", "").isdigit():
            # a piece of an area ("1" and "234" of "임야 1,234㎡": a second new-user trial, 2026-12-03)
            area = next(
                (a for a in _AREA.finditer(text, max(0, sp.start - 12)) if a.start() <= sp.start), None
            )
            if area is not None and sp.end <= area.end():
                continue
        if sp.label.endswith("주소"):
            # "리 53-11" of "같은 리 53-11 토지": the 리 is the sentence's "the same village"
            if text.endswith("같은 ", 0, sp.start) and _SAME_PLACE_WORD.match(sp.text):
                cut = _SAME_PLACE_WORD.match(sp.text).end()
                sp = sp.with_(start=sp.start + cut, text=sp.text[cut:])
            m = _WORD_BEFORE_LOT.match(sp.text)
            if m and m.end() < len(sp.text):
                sp = sp.with_(start=sp.start + m.end(), text=sp.text[m.end() :])
            # the first digits of an area at its end ("반여동 1291-7 일대 47" of "… 일대 47,812㎡": a new-user
            # trial, 2026-12-04, read "A,812㎡"), with the land word before them; then the land category before
            # the area ("신남리 345-2 전 1" of "… 전 1,234㎡": a new-user trial, 2026-12-04, read "A 1,234㎡")
            m = _AREA_START_AT_END.search(sp.text)
            area = _AREA.match(text, sp.start + m.start(1)) if m else None
            if m and m.start() > 0 and area is not None and area.end() > sp.end:
                end = sp.start + m.start()
                sp = sp.with_(end=end, text=text[sp.start : end])
            m = _CATEGORY_AT_END.search(sp.text)
            if m and m.start() > 0 and _AREA_AFTER.match(text, sp.end):
                end = sp.start + m.start()
                sp = sp.with_(end=end, text=text[sp.start : end])
        out.append(sp)
    return out


#: a land word and the first digits of a number at the end of a span ("일대 47")
_AREA_START_AT_END = re.compile(r"(?:[ ](?:일대|일원|지상|소재))?[ ]([0-9]{1,3})$")
