"""The speakers of a chat or a comment thread quoted line by line ("구월동불곰: 오늘 현금 상태 어때요?", "- 달콤한라떼:
I 원장님 좋은 분인데…"): a nickname or a name at the start of each line, before a colon. The model reads a
nickname made of words ("달콤한라떼", "송도3교맘") as words; the lines around it say it is a speaker."""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: a chat's line: a list mark maybe, a time maybe ("[2023-09-27 19:04]", "2023. 8. 26. 16:15"), the speaker (no blank,
#: no colon, two to fifteen characters, maybe with a note in brackets: "관리자(불주먹)"), a colon and a blank
_SPEAKER_LINE = re.compile(
    r"^[ \t]*(?:[-·•▶]\s*)?"
    r"(?:\[[^\]\n]{4,25}\][ ]*|(?:19|20)?[0-9]{2}[.\-/][ ]?[0-9]{1,2}[.\-/][ ]?[0-9]{1,2}\.?[ ]+[0-9]{1,2}:[0-9]{2}[ ]+)?"
    # (a word before the speaker: a floor or a unit of a building's group chat, "3층 오여사 : …", "201 한상민 : …":
    # a new-user trial of neighbour disputes, 2026-12-05, left the third speaker, "주차요정")
    r"(?:[0-9]{1,4}(?:층|호|동)?[ ])?"
    # (or two words, a nickname and a name: "세윤맘 도하람 : 저희도요", a new-user trial of academies, 2026-12-05,
    # whose line broke the block and left "준서엄마" on the next)
    r"(?P<name>[가-힣]{2,8}(?:[ ][가-힣]{2,4}){1,2}|[^\s:：()\[\]\"'“”‘’]{2,15})(?:\([^)\n]{1,15}\))?[ ]?[:：][ ]",
    re.MULTILINE,
)
#: a chat's line as a messenger exports it, the speaker in brackets, a time in brackets maybe ("[제임스] 오늘부터 …",
#: "[루비] [오후 3:15] 넵": a new-user trial of a land-sale fraud, 2026-12-06, left "[한별] 환매 확약서는")
_BRACKETED_SPEAKER_LINE = re.compile(
    r"^[ \t]*\[(?P<name>[가-힣]{2,8}(?:[ ][가-힣]{2,4})?|[^\s:：()\[\]\"'“”‘’0-9][^\s:：()\[\]\"'“”‘’]{1,14})\]"
    r"[ ]?(?:\[[^\]\n]{3,12}\][ ]?)?(?=[^\s\[])",
    re.MULTILINE,
)
#: a parent called by the child's given name ("지율맘", "서하엄마", "다온아빠")
_PARENT_HANDLE = re.compile(r"[가-힣]{1,3}(?:맘|엄마|아빠|맘님)")
#: a court's placeholder for a person ("A", "AB") or a person's number ("피고인1")
_PLACEHOLDER = re.compile(r"[A-Z]{1,2}|[가-힣]{2,5}[0-9]{1,2}")
#: an account's id: Latin letters with a digit or "_" ("bulgom7409: \"꼬마야 …\"", "lala_boss88: …" of a karaoke bar's
#: chat: a new-user trial, 2026-12-06, left the first, whose block had no detected speaker)
_LATIN_ID = re.compile(r"(?=[A-Za-z0-9_.]*[0-9_])[A-Za-z][A-Za-z0-9_.]{2,19}")
#: the fewest lines of a block of speakers, and of its speakers
_MIN_LINES = 3
_MIN_SPEAKERS = 2


def chat_speaker_spans(text: str, spans: list[Span], exclude: frozenset[str] = frozenset()) -> list[Span]:
    """The speakers of blocks of chat lines (:data:`_SPEAKER_LINE`, at least :data:`_MIN_LINES` lines in a row, a
    blank line allowed between them, :data:`_MIN_SPEAKERS` speakers or more) where one speaker at least is a person
    already: a detected name or nickname in ``spans``, a court's placeholder ("A", "피고인1") or a role word
    ("피고인", "피해자") or an account's id (:data:`_LATIN_ID`). Every other speaker that is no role, relation,
    title, judgment vocabulary (``exclude``) or placeholder becomes a span (label 내국인이름 when it looks like a
    Korean full name, 아이디 for an account's id, else 닉네임; score 0.65, source ``"rule"``: a model span
    overlapping it wins), each of its lines' mentions. A new-user trial of child
    abuse (2026-12-05) left "달콤한라떼" and "송도3교맘" of a quoted comment thread while the third commenter was
    replaced; one of drug judgments left "검은토끼" in the chat though a table named it. Offsets are code points;
    returns the new spans only, none overlapping ``spans``."""
    from thunder_deid_desktop.analysis.analyzer import (
        NAME_LABELS,
        _Intervals,
        common_words,
        is_vocabulary_word,
    )
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.person_context import RELATION_WORDS
    from thunder_deid_desktop.analysis.role_names import PERSON_TITLES
    from thunder_deid_desktop.analysis.roles import JOB_TITLES, is_role_mention

    persons = {s.text for s in spans if s.label in NAME_LABELS or s.label in ("닉네임", "아이디")}
    covered = _Intervals(spans)

    def vocabulary(name: str) -> bool:
        return (
            is_role_mention(name)
            or name in RELATION_WORDS
            or name in JOB_TITLES
            or name in PERSON_TITLES
            or name in exclude
            or name in common_words()
            or name.rstrip("님") in JOB_TITLES
            or "생략" in name
        )

    out: list[Span] = []
    for block in _blocks(text):
        names = {m.group("name") for m in block}
        if len(names) < _MIN_SPEAKERS:
            continue
        # (a speaker of two words counts by either: "세윤맘 도하람"; so does a parent called by the child's name,
        # "지율맘", "서하엄마": a new-user trial of academies, 2026-12-05, left a chat of such speakers whole)
        if not any(
            n in persons
            or any(w in persons for w in n.split())
            or _PLACEHOLDER.fullmatch(n)
            or is_role_mention(n)
            or _PARENT_HANDLE.fullmatch(n)
            or _LATIN_ID.fullmatch(n)
            for n in names
        ):
            continue
        for m in block:
            name = m.group("name")
            if _PLACEHOLDER.fullmatch(name) or name.isdigit() or vocabulary(name):
                continue
            # (a speaker of several words, each a word of judgments, is a heading: "피고인 회사 : …")
            # (but for a full name among them: "로고스 실장 도가은", whose 도가 + 은 reads as a word too)
            words = name.split()
            if (
                len(words) > 1
                and all(vocabulary(w) or is_vocabulary_word(w) for w in words)
                and not any(looks_like_korean_full_name(w) and not vocabulary(w) for w in words)
            ):
                continue
            a, b = m.span("name")
            if covered.overlaps(a, b):
                continue
            label = (
                "내국인이름"
                if looks_like_korean_full_name(name)
                else "아이디"
                if _LATIN_ID.fullmatch(name)
                else "닉네임"
            )
            out.append(Span(a, b, name, label, 0.65, "rule"))
    return out


def _blocks(text: str) -> list[list[re.Match[str]]]:
    """The runs of chat lines in ``text``: consecutive lines matching :data:`_SPEAKER_LINE` or
    :data:`_BRACKETED_SPEAKER_LINE`, a blank line allowed
    between two of them; only runs of :data:`_MIN_LINES` lines or more."""
    blocks: list[list[re.Match[str]]] = []
    run: list[re.Match[str]] = []
    last_line = -10
    line, counted = 0, 0  # the line of offset ``counted``, counted on from the last match
    matches = sorted(
        (*_SPEAKER_LINE.finditer(text), *_BRACKETED_SPEAKER_LINE.finditer(text)), key=lambda m: m.start()
    )
    for m in matches:
        line += text.count("\n", counted, m.start())
        counted = m.start()
        if run and line - last_line > 2:
            blocks.append(run)
            run = []
        run.append(m)
        last_line = line
    if run:
        blocks.append(run)
    return [b for b in blocks if len(b) >= _MIN_LINES]
