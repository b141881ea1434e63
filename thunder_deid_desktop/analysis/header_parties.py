"""The header block of a Korean judgment: its party lines and the labels in 【…】 brackets.

A judgment opens with lines such as ``【피 고 인】 홍길동 (주민등록번호)``, ``【원고, 피항소인】 김철수`` or
``【신 청 인】 …`` (대법원 판결서 작성 양식). The model is trained on excerpts of criminal facts that have no such
lines, so two structural rules complete it:

- :func:`party_name_spans`: on a party line (label :data:`PARTY_LABELS`, spaces ignored), a 2–4 syllable Hangul
  word right after the label is a person's name (label ``내국인이름``, source ``"rule"``, score 0.9). The label
  is in 【…】 in published texts and plain at the start of the line in the court's own files ("피   고   인
  김태수"), where the name must end the line or be followed by "(" or ",". Names of
  companies and of parties written as placeholders or role words ("피고인 1", "사건본인", "피고인들", "A", see
  :mod:`.roles`) are left to the model and the rules.
- :func:`header_label_ranges`: the text inside 【…】 is a field label, never personal information; the analyzer
  drops predicted spans that lie within it.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.particles import particle_tail_start
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

#: Party labels of a judgment header, spaces removed (원고/피고 with their appeal roles, 신청인, 청구인 ...).
PARTY_LABELS = (
    "피고인",
    "원고",
    "피고",
    "신청인",
    "피신청인",
    "청구인",
    "피청구인",
    "사건본인",
    "채권자",
    "채무자",
    "항고인",
    "재항고인",
    "상고인",
    "피상고인",
    "항소인",
    "피항소인",
    "원고보조참가인",
    "피고보조참가인",
    "피해자",
    "소송참가인",
    "참가인",
    "제3채무자",
    "보조참가인",
    "피고인겸피치료감호청구인",
    # the persons of protection cases: a domestic or child abuser (가정보호사건, 아동보호사건) and a juvenile
    # (소년보호사건), whose header a new-user trial, 2026-12-05, saw left ("행   위   자    국도원 (…)", "소
    # 년    기승우 (…)")
    "행위자",
    "소년",
    # the respondent of a family court's 심판 ("청구인 겸 상대방    함지유 (…)", "상대방 겸 청구인    용태건 (…)": a
    # new-user trial of child support, 2026-12-07)
    "상대방",
)
_HEADER = re.compile(r"【([^】\n]{1,40})】")
# A name right after the header label: 2–4 Hangul syllables ending at a space, "(", ",", or the line end.
#: a party's name: 2–4 Hangul syllables, or 2–4 single syllables letter-spaced as a header may write it ("원고
#: 정 해 룡": a new-user trial, 2026-12-03, saw such a plaintiff left wherever the name was not also written whole)
_PARTY_NAME = r"[가-힣]{2,4}|[가-힣](?:[ ][가-힣]){1,3}"
_NAME_AFTER = re.compile(rf"[ \t]*({_PARTY_NAME})(?=[ \t]*(?:[(,]|$|\s))", re.MULTILINE)
#: words a header writes after a party label that are no name even alone on the line ("【항 소 인】 쌍방": on
#: the first 5,000 judgments of the corpus the only vocabulary the line-end reading took, 2026-12-03)
_NOT_NAMES = frozenset(
    {
        "검사",
        "외",
        "주식회사",
        "유한회사",
        "재단법인",
        "사단법인",
        "대한민국",
        "쌍방",
        "파산자",
        "상대방",
        "변호인",
        "대통령",
    }
)
#: the party label at the start of a plain header line, as the court's own files write it (no 【…】, the label
#: often letter-spaced to a fixed width: "피   고   인    김태수 (750101-1…)", "원 고 , 피항소인   김철수");
#: the longest label first, so that "피고인" is not read as "피고" + "인…"
_PLAIN_LABEL = "|".join(
    r"[ \t]*".join(map(re.escape, label)) for label in sorted(PARTY_LABELS, key=lambda t: (-len(t), t))
)
#: a note in brackets after a party label: its role in a counterclaim or as a representative ("피고(반소원고)",
#: "원고(선정당사자)")
PARTY_NOTE = r"[ \t]*\([가-힣 ,·]{1,12}\)"
#: a plain party line: its label(s), then a 2–4 syllable word that ends the line or is followed by "(" or ","
#: (a sentence of the body that starts with a role word, "피고인 김태수는 …", does not match); the word may open
#: the next line, as a header laid out in a table reads (a cell is a line: "피 고 인\n김태수 (…)")
_PLAIN_PARTY_LINE = re.compile(
    # (two labels joined by 겸 too: "청구인 겸 상대방    함지유 (…)" of a family court's 심판, which a new-user trial of
    # child support, 2026-12-07, left; the name was written nowhere else)
    rf"^[ \t]*(?:{_PLAIN_LABEL})(?:[ \t]*(?:[,·ㆍ]|겸)[ \t]*(?:{_PLAIN_LABEL}))*(?:{PARTY_NOTE})?"
    rf"(?:[ \t]+|[ \t]*\n[ \t]*)"
    rf"(?:[0-9]{{1,2}}\.[ \t]*)?({_PARTY_NAME})(?=[ \t]*(?:[(,]|$))",
    re.MULTILINE,
)
#: a plain party line whose party is a club or a circle, alone on its line ("원         고    청솔조기축구회": a new-user
#: trial of a football club, 2026-12-06, left it; the model had the club's name everywhere else)
_GROUP_PARTY_LINE = re.compile(
    rf"^[ \t]*(?:{_PLAIN_LABEL})(?:{PARTY_NOTE})?[ \t]+(?:[0-9]{{1,2}}\.[ \t]*)?"
    r"([가-힣]{2,12}(축구회|야구회|동호회|클럽|산악회|친목회|동창회|향우회|모임))[ \t]*$",
    re.MULTILINE,
)
#: the release's label of each kind of group (:data:`_GROUP_PARTY_LINE`)
_GROUP_LABELS = {"동호회": "동호회", "모임": "모임"}


def party_group_spans(text: str) -> list[Span]:
    """A club or a circle named alone on a plain party line (:data:`_GROUP_PARTY_LINE`: "원 고 청솔조기축구회"), label
    동호회 (모임 for a 모임), score 0.9, source ``"rule"``: a private association is a party the court's rule
    de-identifies like a company. Offsets are code points."""
    return [
        Span(m.start(1), m.end(1), m.group(1), _GROUP_LABELS.get(m.group(2), "동호회"), 0.9, "rule")
        for m in _GROUP_PARTY_LINE.finditer(text)
    ]


#: a list number right before a party's name ("피고인 1. 하나")
_NUMBER_BEFORE = re.compile(r"[0-9]\.[ \t]*$")
#: a plain party line whose numbered list opens with a party that is no person ("피       고    1. 주식회사
#: 청산개발"): the persons after it are parties still ("2. 진보라 (780203-…)", which a new-user trial of a temple's
#: land, 2026-12-06, left in eleven of its twelve mentions)
_NUMBERED_LIST_OPENS = re.compile(
    rf"^[ \t]*(?:{_PLAIN_LABEL})(?:{PARTY_NOTE})?[ \t]+1\.[ \t]*[^\n]+", re.MULTILINE
)
#: the next party of a numbered header list, on its own line ("피고인 1. 하나" then "2. 문화")
_NUMBERED_PARTY_NEXT = re.compile(
    r"\n[ \t]*[0-9]{1,2}\.[ \t]*([가-힣]{2,4})(?=[ \t]*(?:[(,]|$))", re.MULTILINE
)


def header_label_ranges(text: str) -> list[tuple[int, int]]:
    """Code-point ranges ``[start, end)`` of every 【…】 field label, brackets included."""
    return [(m.start(), m.end()) for m in _HEADER.finditer(text)]


#: a public office or body written as the party ("피고 양평군수", "피고 특허청장", "피고 남양주시"): kept as written
#: (재판예규 비실명처리 기준: 국가기관·지방자치단체), never a person's name
_PUBLIC_PARTY = re.compile(
    r"(?:군수|시장|청장|장관|총장|서장|교육감|지사|위원회|공사|공단|[가-힣]{2,}[시군구])$"
)
_COMPANY_NEXT = re.compile(r"[ \t]*(?:주식회사|유한회사|㈜|\(주\)|합자회사|농업회사법인)")


#: the end of a line: a party label's word alone on its line is the party's name ("원 고 공유")
_LINE_END = re.compile(r"[ \t]*(?:\n|$)")
#: what only a person has, written after the name on a party line: a resident number, a birth date, sex or age
_PERSON_DETAILS_NEXT = re.compile(
    r"[ \t]*\((?:[0-9]{6}[ ]?-|(?:19|20)?[0-9]{2}\.[ ]?[0-9]{1,2}\.[ ]?[0-9]{1,2}\.?[ ]?생|[남여][,)]|[0-9]{1,3}세)"
)


#: "외 1인", "외 3명" after a party's name: the others of the same role
_OTHERS_NEXT = re.compile(r"[ ]?[0-9]{1,3}[ ]?[인명]")


def _numbered_parties_after(text: str, at: int) -> list[re.Match[str]]:
    """The next parties of a numbered header list after ``at`` (:data:`_NUMBERED_PARTY_NEXT`: "2. 마초롱" under
    "원고 1. 피정민"), over the indented lines between them (a party's address: a new-user trial, 2026-12-04, left
    the third and fourth plaintiffs, each below the address of the one before); the list ends at a line that is
    not indented (the next label) or after 16 lines."""
    out = []
    for _ in range(16):
        nl = text.find("\n", at)
        if nl < 0:
            break
        nxt = _NUMBERED_PARTY_NEXT.match(text, nl)
        if nxt:
            out.append(nxt)
            at = nxt.end()
            continue
        if not text.startswith((" ", "\t"), nl + 1):
            break
        at = nl + 1
    return out


def _named_like_a_district(name: str) -> bool:
    """Whether ``name`` is a person's name of three syllables that ends like a 시, 군 or 구 and is no such unit of
    Korea ("피고 편동구": a new-user trial of rehabilitation judgments, 2026-12-06, left the defendant in the header,
    read as a district; "노원구", "원주시" are districts and cities)."""
    from thunder_deid_desktop.analysis.addresses import is_known_district
    from thunder_deid_desktop.analysis.names import starts_with_surname

    return (
        len(name) == 3
        and name.endswith(("시", "군", "구"))
        and starts_with_surname(name)
        and not is_known_district(name)
    )


def party_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """Person names written right after a party label of the header (see module docstring).

    Skipped: words in ``exclude`` (the judgment vocabulary: "쌍방", "별지"), unless a person's details follow the
    word (:data:`_PERSON_DETAILS_NEXT`: "피고(반소원고) 공유 (830715-1456789)", "사건본인 하나 (2012. 3. 4.생)": a
    new-user trial, 2026-12-03, saw the defendant 공유 left everywhere); role words with or without a particle
    ("피고인과"), public offices and bodies ("양평군수", "남양주시", :data:`_PUBLIC_PARTY`), a company's name
    followed by its legal form ("아주상역 주식회사"), vocabulary with a particle ("별지와 같음"), a verb form
    ("해산된") and the label's role written for the name ("【준항고인】 준항고인"). "외" glued to a name before a
    count ("정성구외 1인") is cut off. A label with a note in brackets or a role ending in a party's role word
    counts ("원고(반소피고)", "【배상 신청인(원심)】", "재심청구인", "독립당사자참가인")."""
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_derived_modifier, is_function_word

    found: list[re.Match[str]] = []
    for m in _HEADER.finditer(text):
        # a note in brackets aside ("원고(선정당사자)", "배상 신청인(원심)"), a role ending in a party's role word
        # counts ("배상신청인", "재심청구인", "제1심공동피고": a held-out judgment, 2026-12-04, left
        # "【배상 신청인(원심)】 이정수")
        label = re.sub(r"\([^)]*\)|\s+", "", m.group(1))
        roles = re.split(r"[,·ㆍ]", label)
        if not any(r.endswith(PARTY_LABELS) for r in roles):
            continue
        nm = _NAME_AFTER.match(text, m.end())
        if nm:
            found.append(nm)
    for plain in _PLAIN_PARTY_LINE.finditer(text):
        found.append(plain)
        numbered = _NUMBER_BEFORE.search(text, plain.start(), plain.start(1))
        if numbered:
            found += _numbered_parties_after(text, plain.end())
    for opening in _NUMBERED_LIST_OPENS.finditer(text):
        found += _numbered_parties_after(text, opening.end())
    unique = {m.start(1): m for m in found}
    found = list(unique.values())
    out = []
    for nm in sorted(found, key=lambda m: m.start(1)):
        name = nm.group(1).replace(" ", "")  # a letter-spaced name is read whole
        end = nm.end(1)
        if name.endswith("외") and _OTHERS_NEXT.match(text, end):  # "정성구외 1인": 외 is "and others"
            name, end = name[:-1], end - 1
        stem = name[: particle_tail_start(name)]
        if (
            name in _NOT_NAMES
            or len(name) < 2
            or name.endswith(PARTY_LABELS)  # "【준항고인】 준항고인": the role written for the name
            # "별지와 같음"; not a name ending like a title before a person's details ("2. 임금님 (600202-…)":
            # a new-user trial, 2026-12-05, left the plaintiff in all ten mentions)
            or (
                stem != name
                and stem in exclude
                and not _PERSON_DETAILS_NEXT.match(text, nm.end(1))
                # (a full name alone on its line ends with no particle: "피 고 이정만", 이정 + 만 "only", which a
                # new-user trial of fishing partners, 2026-12-06, left in the header and the body)
                and not (looks_like_korean_full_name(name) and _LINE_END.match(text, nm.end(1)))
            )
            # "해산된 한국컨테이너부두공단"; not a name that reads like one before a person's details ("피고
            # 국다운 (690302-…)", 국 + 답다: a new-user trial, 2026-12-04, left the defendant in the header)
            or (is_derived_modifier(name) and not _PERSON_DETAILS_NEXT.match(text, nm.end(1)))
            or (
                name in exclude
                and not _PERSON_DETAILS_NEXT.match(text, nm.end(1))
                # alone on its line, with no particle ("원 고 공유", "원 고 하나": its 나 is no particle after a
                # one-syllable stem; "피고(반소원고) 또는" is wrapped text, "피고 회사는" a noun and its particle)
                and not (
                    _LINE_END.match(text, nm.end(1))
                    and (stem == name or (len(stem) == 1 and not is_function_word(name)))
                    and "\n" not in text[nm.start() : nm.start(1)].lstrip("\n")
                )
            )
            or is_role_mention(name)
            or (stem and is_role_mention(stem))
            or name.endswith(("회사", "법인", "조합", "은행"))
            or (_PUBLIC_PARTY.search(name) and not _named_like_a_district(name))
            or _COMPANY_NEXT.match(text, nm.end(1))
        ):
            continue
        out.append(Span(nm.start(1), end, text[nm.start(1) : end], "내국인이름", 0.9, "rule"))
    return out
