"""Names in lists: the items of a list of names that the model left out ("피해자 김민수, 정해인, 송강호를"), two
persons joined by 와/과 or 및, chains of detected names, and the names that open a bulleted line before a colon."""

from __future__ import annotations

import re
from collections.abc import Iterable

from thunder_deid_desktop.analysis.particles import particle_tail_start
from thunder_deid_desktop.analysis.person_context import PLACE_ENDS, reads_as_name
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

#: a Korean full name opening a line after a bullet and before a colon ("○ 강지민 : 결과 도출에 따른 상품화는 어려울
#: 것", reviewers' comments a judgment quotes)
_BULLET_NAME = re.compile(r"(?m)^[ \t]*[○●◦•·\-※▶►□■◇◆][ ]?([가-힣]{3,4})[ ]?[:：]")


def bullet_name_spans(text: str) -> list[Span]:
    """Korean full names (:func:`.names.looks_like_korean_full_name`) that open a line after a bullet and before a
    colon (:data:`_BULLET_NAME`): a list of who said what ("○ 강지민 : 결과 도출에 따른 …": a held-out set,
    2026-12-05, left five reviewers' names), label 내국인이름, score 0.65 (weak), source ``"rule"``. Not judgment
    vocabulary, a role or a general noun; on the 5,000 published judgments one word matches ("하역항"). Offsets are
    code points."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    words = not_list_names()
    return [
        Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.65, "rule")
        for m in _BULLET_NAME.finditer(text)
        if looks_like_korean_full_name(m.group(1))
        and m.group(1) not in words
        and not is_role_mention(m.group(1))
        and not is_general_noun(m.group(1))
    ]


#: what separates the items of a list of names: a comma or "및"
#: a comma, a middle dot (with the spaces a flattened table leaves around it: "배민지·          우서준·") or 및
_LIST_SEPARATOR = re.compile(r",[ \t]{0,16}|[ \t]{0,16}[·ㆍ][ \t]{0,16}| 및 ")
_LIST_ITEM = re.compile(r"[가-힣]{2,6}")
#: particles after the last item of a list of names, longest first
_LAST_ITEM_PARTICLES = (
    "으로부터",
    "로부터",
    "에게서",
    "에게",
    "한테",
    "과의",
    "와의",
    "을",
    "를",
    "이",
    "가",
    "은",
    "는",
    "의",
    "과",
    "와",
    "도",
)


#: how long the words describing a listed person before the name may be (code points)
_DESCRIBED_ITEM = 24


def list_name_spans(text: str, spans: list[Span], exclude: frozenset[str] = frozenset()) -> list[Span]:
    """Names in a list of names that the model left out ("피해자 김민수, 정해인, 송강호를": "정해인").

    An item of 2 to 4 syllables (the last item's particle aside when three syllables remain: "송강호를") written between
    two list separators (a comma, a middle dot or "및": :data:`_LIST_SEPARATOR`; a held-out judgment, 2026-12-04,
    listed 40 witnesses as "증인 박지연·          조민준·…" and the model left 12 of them) counts as a person's name when the item before it and the item after
    it are detected person names (label 내국인이름), or, for the last item of a list, when the two items before
    it are, or, in a list of two joined by a comma, when the item is a full name Mecab-ko reads as one
    (:func:`_full_name_reading`: "박예원, 이민지도"); and the full names of a list that names at least two persons
    (:func:`_chain_name_spans`). It must
    not overlap a span, be in ``exclude`` (judgment vocabulary) or be a role word. Returns the new spans (source ``"rule"``, label 내국인이름, score 0.9 x the lower neighbour's), code-point offsets.
    """
    names = {(s.start, s.end): s for s in spans if s.label == "내국인이름"}
    by_end = {e: s for (_, e), s in names.items()}
    by_start = {s: sp for (s, _), sp in names.items()}
    taken = sorted((s.start, s.end) for s in spans)
    out: list[Span] = []
    for prev in sorted(names.values(), key=lambda s: s.start):
        sep = _LIST_SEPARATOR.match(text, prev.end)
        item = _LIST_ITEM.match(text, sep.end()) if sep else None
        if item is None:
            continue
        word = item.group(0)
        stem = word
        if not _LIST_SEPARATOR.match(text, item.end()):  # the last item may carry its particle ("송강호를"),
            # but a name may end like one ("김영이"): the stem must keep three syllables
            stem = next(
                (
                    word[: -len(p)]
                    for p in _LAST_ITEM_PARTICLES
                    if word.endswith(p) and len(word) - len(p) >= 3
                ),
                word,
            )
        a, b = item.start(), item.start() + len(stem)
        if not 2 <= len(stem) <= 4 or stem in exclude or is_role_mention(stem):
            continue
        if any(x < b and a < y for x, y in taken):
            continue
        after = _LIST_SEPARATOR.match(text, b)
        nxt = by_start.get(after.end()) if after and b == item.end() else None
        # (or a next item that describes the person before the name: "마을 주민 김복순, 이판돌, 베트남 출신
        # 결혼이주여성 응우옌 티 흐엉 등", which a new-user trial of a local election, 2026-12-07, left)
        if nxt is None and after is not None and b == item.end():
            nxt = next(
                (
                    sp
                    for x, sp in sorted(by_start.items())
                    if after.end() < x <= after.end() + _DESCRIBED_ITEM
                    and not re.search(r"[,·ㆍ\n]| 및 ", text[after.end() : x])
                ),
                None,
            )
        before = None
        if nxt is None:  # the last item: the list must go on before ``prev``
            back = re.search(
                r"(?:,[ \t]{0,16}|[ \t]{0,16}[·ㆍ][ \t]{0,16}| 및 )$",
                text[max(0, prev.start - 40) : prev.start],
            )
            before = by_end.get(prev.start - len(back.group(0))) if back else None
        if nxt is None and before is None:
            # a list of two: the second a full name that Mecab-ko reads as one ("박예원, 이민지도": a held-out set,
            # 2026-12-04, left 이민지 three times)
            # (or one that Mecab-ko reads as no word at all, with a person's particle after it: "친구 김도윤,
            # 옥다인과 함께", which a new-user trial of an e-scooter's accident, 2026-12-06, left)
            # (or a middle dot: "예비부부인 제갈현수·봉지유를", a new-user trial of a wedding shop, 2026-12-06)
            two = sep.group(0).strip()[:1] in (",", "·", "ㆍ") and (
                _full_name_reading(stem)
                or (stem != word and word[len(stem) :] in _PERSON_PARTICLES and _no_word(stem))
            )
            if after or back or not two:
                continue
            before = prev
        score = min(prev.score, (nxt or before).score)
        out.append(Span(a, b, stem, "내국인이름", round(0.9 * score, 4), "rule"))
        taken.append((a, b))
    out += _paired_name_spans(text, names.values(), taken, exclude)
    return out + _chain_name_spans(text, spans + out, exclude)


#: a three-syllable word joined by 와/과 (either, as a filled copy may write it) or 및 to the next word
#: (or a comma: "체험단원 표나래, 어수민 등에게", a new-user trial of supplements' advertising, 2026-12-06, left the
#: first)
_PAIRED_BEFORE = re.compile(r"(?<![가-힣])([가-힣]{3})(?:와|과|[ ]및|,)[ ]$")


def _paired_name_spans(
    text: str, names: Iterable[Span], taken: list[tuple[int, int]], exclude: frozenset[str]
) -> list[Span]:
    """The first of two persons joined by 와/과, 및 or a comma when the second is a detected full name ("일본에 있는
    주재호와 박병철이": the fair held-out set 62, 2026-12-05, left "주재호", which Mecab-ko reads as 주재 + 호): a word
    shaped as a Korean full name (:func:`.names.looks_like_korean_full_name`), no general noun, no place, no role,
    not in ``exclude``, overlapping nothing in ``taken`` (appended to). Label 내국인이름, score 0.9 x the second's,
    source ``"rule"``; code-point offsets."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    out = []
    for second in names:
        if len(second.text) != 3 or not looks_like_korean_full_name(second.text):
            continue
        m = _PAIRED_BEFORE.search(text, max(0, second.start - 8), second.start)
        if m is None:
            continue
        word, a, b = m.group(1), m.start(1), m.end(1)
        if (
            not looks_like_korean_full_name(word)
            or word in exclude
            or word[-1] in PLACE_ENDS
            or is_general_noun(word)
            or is_role_mention(word)
            or any(x < b and a < y for x, y in taken)
        ):
            continue
        out.append(Span(a, b, word, "내국인이름", round(0.9 * second.score, 4), "rule"))
        taken.append((a, b))
    return out


#: the particles after the last of two persons listed ("옥다인과 함께", "옥다인에게")
_PERSON_PARTICLES = frozenset("과 와 에게 에게서 한테 도 이 가 은 는 을 를 의".split())


def _no_word(word: str) -> bool:
    """Whether ``word`` is shaped as a Korean full name of three syllables (:func:`.names.looks_like_korean_full_name`)
    and Mecab-ko knows it as no general noun, compound of them, place or verb ("옥다인", not "옥수수", "한라산")."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import (
        has_verb,
        is_dictionary_compound,
        is_general_noun,
        is_place_noun,
    )

    return (
        len(word) == 3
        and looks_like_korean_full_name(word)
        and word[-1] not in PLACE_ENDS
        and not is_general_noun(word)
        and not is_dictionary_compound(word)
        and not is_place_noun(word)
        and not has_verb(word)
    )


def _full_name_reading(word: str) -> bool:
    """Whether ``word`` is a Korean full name (:func:`.names.looks_like_korean_full_name`) of three syllables that
    Mecab-ko reads as a name (:func:`reads_as_name`), no general noun and no place ("김포시")."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    # "이사건" ("이 사건" written together) is a person's name to mecab-ko-dic
    return (
        len(word) == 3
        and word[1:] != "사건"
        and looks_like_korean_full_name(word)
        and word[-1] not in PLACE_ENDS
        and not is_general_noun(word)
        and reads_as_name(word)
    )


#: a list of three or more words joined by middle dots or commas ("박지연·조민준·이시우의", with the spaces a
#: flattened table leaves around the dots)
_LIST_CHAIN = re.compile(
    r"(?<![가-힣])[가-힣]{2,6}(?:(?:[ \t]{0,16}[·ㆍ][ \t]{0,16}|,[ \t]{0,16})[가-힣]{2,6}){2,}(?![가-힣])"
)


def _chain_name_spans(text: str, spans: list[Span], exclude: frozenset[str]) -> list[Span]:
    """Full names (:func:`.names.looks_like_korean_full_name`) in a list of three or more items
    (:data:`_LIST_CHAIN`) of which at least two, and a third of all, are detected person names, whatever their
    neighbours: two missed names in a row ("장정식·김상훈·장지원·장서윤" with the first and last detected); or
    of a list of three or more full names joined by middle dots, none detected ("민채원·고다현·설지호에게"). An
    item must not be vocabulary (``exclude``, a general noun of Mecab-ko), a role word, end like a place
    ("김포시") nor overlap a span; the last item may carry particles. Label 내국인이름, score 0.9 x the lowest
    detected item's (0.81 when none is), source ``"rule"``."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    def name_like(stem: str) -> bool:
        return (
            looks_like_korean_full_name(stem)
            and stem not in exclude
            and stem[-1] not in PLACE_ENDS
            and not is_role_mention(stem)
            and not is_general_noun(stem)
        )

    starts = {s.start: s for s in spans if s.label == "내국인이름"}
    taken = sorted((s.start, s.end) for s in spans)
    out: list[Span] = []
    for chain in _LIST_CHAIN.finditer(text) if "·" in text or "ㆍ" in text or "," in text else ():
        items = list(re.finditer(r"[가-힣]+", chain.group(0)))
        stems = [m.group(0) for m in items]
        cut = particle_tail_start(stems[-1])  # the last item may carry its particle ("이시우의")
        stems[-1] = stems[-1][:cut] if cut >= 3 else stems[-1]
        found = [starts[chain.start() + m.start()] for m in items if chain.start() + m.start() in starts]
        if len(found) < 2 or 3 * len(found) < len(items):
            # three full names joined by middle dots, none of them read by the model ("자원봉사자
            # 민채원·고다현·설지호에게": a new-user trial, 2026-12-04)
            if not (_DOTS_ONLY.fullmatch(chain.group(0)) and len(items) >= 3 and all(map(name_like, stems))):
                continue
        score = round(0.9 * min((s.score for s in found), default=0.9), 4)
        for m, stem in zip(items, stems, strict=True):
            a = chain.start() + m.start()
            b = a + len(stem)
            if a in starts or not name_like(stem) or any(x < b and a < y for x, y in taken):
                continue
            out.append(Span(a, b, stem, "내국인이름", score, "rule"))
    return out


#: a list joined by middle dots only
_DOTS_ONLY = re.compile(r"[가-힣]+(?:[ \t]*[·ㆍ][ \t]*[가-힣]+)+")
