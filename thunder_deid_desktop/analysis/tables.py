"""Text tables of a judgment (a 범죄일람표, a list of victims): their cells and columns, the headings the analyzer
drops, and the names, nicknames, birth dates and passport numbers written in a column or a cell of their own
(also names glued between the numbers of a flattened table)."""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.roles import JOB_TITLES, UNKNOWN_NAMES, is_role_mention
from thunder_deid_desktop.spans import Span

#: a line or a table's cell (between tabs) that is one word of three Hangul syllables
_CELL_WORD = re.compile(r"(?:^|\t)[ ]*([가-힣]{3})[ ]*(?=\t|$)", re.M)
#: a table's heading row: a cell naming a column of persons or of numbers ("순번⇥성명⇥가입일⇥회원번호")
_HEADING_CELL = re.compile(
    r"(?:^|\t)[ ]*(?:순번|연번|번호|성명|이름|비고|금액|일자|날짜|주소|연락처"
    # (and a kind, a period, a place, a trade: "구분⇥피장자⇥설치 시기⇥위치⇥면적⇥관리자" of graves, which a new-user
    # trial of a clan's graves, 2026-12-07, saw "피장자" lettered)
    r"|구분|일시|기간|내용|위치|면적|직종|직위|직급|소속|생년월일)[ ]*(?=\t|$)",
    re.M,
)


def _determiner_first(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as a determiner (MM) and a noun: "이행금" as 이 + 행금 ("this …")."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    parts = morphemes(word)
    return len(parts) > 1 and parts[0][3] == "MM"


def cell_name_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """A Korean full name that is a whole line or a whole table cell ("7⇥2024. 4. 2.⇥…⇥한지민⇥치마 속 …" of a
    범죄일람표; a ``.docx`` table's cells are lines of the document text): three syllables starting with a surname
    (:func:`.names.looks_like_korean_full_name`), no vocabulary of ``exclude``, no general noun of the Mecab-ko
    dictionary, no verb, no determiner and a noun ("이행금" read as 이 + 행금) and no role word. Label 내국인이름, score 0.8, source ``"rule"``. A new-user trial
    (2026-12-03) saw the victims' column of a table kept; in the 5,000 published judgments of precedent_kr such a
    line or cell occurs once, a name the publisher left ("정종전"). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import country_names
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import has_verb, is_function_word, is_general_noun

    out = []
    lines = text.split("\n")  # (once: _column_of_words reads the rows around each candidate)
    for m in _CELL_WORD.finditer(text):
        w = m.group(1)
        if not looks_like_korean_full_name(w) or w in exclude or is_role_mention(w):
            continue
        # not a heading of a table ("순번⇥성명⇥가입일⇥회원번호": a new-user trial of a marketing scheme, 2026-12-06,
        # saw "가입일" lettered as a member)
        line_start = text.rfind("\n", 0, m.start(1)) + 1
        line_end = text.find("\n", m.end(1))
        if "\t" in text[line_start : m.start(1)] + text[m.end(1) : line_end if line_end >= 0 else len(text)]:
            if _HEADING_CELL.search(text, line_start, line_end if line_end >= 0 else len(text)):
                continue
        if is_general_noun(w) or has_verb(w) or is_function_word(w) or _determiner_first(w):
            continue
        # (nor a country of origin: "호주산" in a column of origins, which a new-user trial of false origin labels,
        # 2026-12-07, lettered as a person in every row)
        if w.endswith("산") and w[:-1] in country_names():
            continue
        if _column_of_words(text, lines, line_start, m.start(1)):
            continue
        out.append(Span(m.start(1), m.end(1), w, "내국인이름", 0.8, "rule"))
    return out


def drop_names_in_word_columns(text: str, spans: list[Span]) -> list[Span]:
    """Drop model spans labelled 내국인이름 that are a whole cell of a tab-separated table in a column of words
    (:func:`_column_of_words`: "사상공" under "직종" between "용접공" and "도장공", read as a worker's name at 0.54 in a
    new-user trial of a shipyard's unpaid wages, 2026-12-07). Order kept; offsets are code points."""
    out = []
    lines = text.split("\n")  # (once: _column_of_words reads the rows around each span)
    for sp in spans:
        if sp.source == "model" and sp.label == "내국인이름":
            line_start = text.rfind("\n", 0, sp.start) + 1
            before = text[line_start : sp.start].rstrip(" ")
            after = text[sp.end : sp.end + 1]
            cell = (before == "" or before.endswith("\t")) and after in ("\t", "\n", "")
            if (
                cell
                and "\t" in text[line_start : sp.end + 1]
                and _column_of_words(text, lines, line_start, sp.start)
            ):
                continue
        out.append(sp)
    return out


def _column_of_words(text: str, lines: list[str], line_start: int, at: int) -> bool:
    """Whether the tab-separated cell at ``at`` (its line starting at ``line_start``; ``lines``: ``text`` split at
    its line breaks, made once by the caller) is in a column whose other
    cells, in the rows around it with as many cells, are mostly words of the dictionary or of judgments: a
    column of trades, kinds or places, not of persons ("용접공", "도장공" above "사상공", which a new-user trial of a
    shipyard's unpaid wages, 2026-12-07, lettered as a worker). At least two such other cells are needed."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    line_end = text.find("\n", at)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    width = line.count("\t") + 1
    if width < 3:
        return False
    index = text.count("\t", line_start, at)
    row = text.count("\n", 0, line_start)
    others: list[str] = []
    for step in (-1, 1):
        k = row + step
        while 0 <= k < len(lines) and lines[k].count("\t") + 1 == width:
            cell = lines[k].split("\t")[index].strip()
            if cell:
                others.append(cell)
            k += step
    words = [c for c in others if all("가" <= ch <= "힣" for ch in c) and is_vocabulary_word(c)]
    return len(words) >= 2 and 2 * len(words) > len(others)


#: header cells of a table's column of persons (a 범죄일람표's "피해자", "예금주", "성명")
PERSON_COLUMNS = frozenset(
    "피해자 피해자명 피해자성명 성명 이름 피고인 피의자 예금주 명의자 명의인 수취인 송금인 입금자 상대방 임차인 임대인 "
    "채권자 채무자 근로자 대상자 고소인 증인 공범 "
    # senders and recipients of messages ("순번⇥일시⇥수단⇥수신⇥내용": a new-user trial, 2026-12-04)
    "수신 수신인 수신자 발신 발신인 발신자 송신자 "
    # payers, pupils, customers and members of a ledger ("순번  결제일  학부모(카드 명의)  학생  카드사": a new-user
    # trial, 2026-12-05, left "목소영" and "하 정민" of an academy's 범죄일람표)
    "학부모 학생 원생 수강생 보호자 환자 고객 고객명 회원 회원명 주주 조합원 직원 가입자 계약자 매수인 매도인 "
    "구매자 판매자 납부자 결제자 세입자 신청인 청구인 피보험자 보험계약자 카드명의자 대표자 대표자명 "
    # the same headings with 명 ("환자명 | 생년월일 | 보호자 연락처": a new-user trial of medical judgments,
    # 2026-12-05, left two child patients of such a list)
    "환자명 학생명 원생명 아동명 근로자명 직원명 보호자명 수급자 수급자명 수진자 수진자명 가입자명 계약자명 "
    # children and pupils of a table of incidents ("순번⇥일시⇥장소⇥피해아동⇥행위자": a new-user trial of child
    # abuse, 2026-12-05, left "유진" and "유찬" in six cells)
    "아동 피해아동 원아 피해원아 피해학생 가해학생 행위자 "
    # candidates of a table of votes ("기호   후보자     득표수": a new-user trial of farm cooperatives, 2026-12-05,
    # left "여상구"), patients of a table of prescriptions ("조제일⇥환자⇥처방 의원")
    "후보자 후보 입후보자 당선인 당선자 처방환자 투약자 "
    # customers, drivers, newborns and their parents ("순번 | 일시 | 손님 | 부위", "차량번호⇥운전자⇥출발지", "연번 |
    # 신생아 | 산모 | 부 | 진단": new-user trials of tattooing, fake petroleum and a postpartum centre, 2026-12-06,
    # left a name in each)
    "손님 손님명 운전자 운전자명 운전기사 신생아 산모 산모명 부 모 부친 모친 아버지 어머니 이용자 매수자 "
    # givers of offerings, a prescribing doctor ("순번 헌금자 헌금 종류", "병동 | 환자 | 처방의": new-user trials of a
    # church's embezzlement and a pharmacist's theft, 2026-12-06, left five givers and a doctor)
    # (not 기사, 의사 or 간호사 alone, which a cell of a surname and the title ends with: "함 기사" read as a heading
    # had shifted a table of workers' pay, whose next name was left)
    "헌금자 기부자 후원자 교인 성도 처방의 담당의 주치의 담당자 "
    # the members of a table of proxies ("순번   위임인    생년월일": a new-user trial of a fishing cooperative,
    # 2026-12-06, left five of nine)
    "위임인 수임인 계원 어촌계원 조합원명 회원성명 "
    # a ship's crew ("선원⇥공제 기간⇥공제액(미화)⇥입금 계좌": a new-user trial of a fishing boat's foreign crew,
    # 2026-12-06, left "수프리야디" and "도 꽝 빈")
    "선원 선원명 승선원 외국인선원 실제인물 인물 "
    # a taxi's or a bus's assigned driver ("순번⇥차량번호⇥차종⇥차대번호⇥배정 운전원⇥비고": a new-user trial of a taxi
    # company, 2026-12-06, left "Ahmed Karimov")
    "운전원 승무원 운수종사자 "
    # guests of a lodging's reviews and the writers of posts ("작성일 | 게스트(표시명) | 국적 | 예약번호": a new-user
    # trial of short-term lodging, 2026-12-06, left "민지" and "준호")
    "게스트 투숙객 숙박객 예약자 이용객 작성자 진술자 댓글작성자 "
    # the tenants of a sublet's rooms ("방⇥입주자⇥연락처": a new-user trial of a villa's sublets, 2026-12-07, left
    # three)
    "입주자 입주자명 거주자 전차인 "
    # investors of a pyramid scheme and the children of a ledger of an academy's fees ("순번⇥투자일⇥투자자⇥모집책",
    # "순번⇥결제일⇥학부모⇥자녀⇥결제 내역": new-user trials of a pyramid scheme and tutoring, 2026-12-07, left
    # "석준", "서아" and "지호")
    "투자자 투자자명 피해투자자 자녀 자녀명".split()
)
_CELL_NAME = re.compile(r"[ ]*([가-힣]{2,4})[ ]*")
#: a cell of a name and a note in brackets after it, blanks around ("표지안(한별고 2)")
#: (or a foreign name in Hangul words: "아크바로프 자수르(우즈베키스탄)" under "성명(국적)", a new-user trial of a visa
#: broker, 2026-12-06, left it)
_CELL_WITH_NOTE = re.compile(
    r"([ ]*[가-힣]{2,4}|[ ]*[가-힣]{2,7}(?:[ ][가-힣]{1,7}){1,3}|[ ]*[A-Z][a-z]+(?:[ ][A-Z][a-z]+){1,3})"
    r"[ ]?\([^()\n]{1,20}\)[ ]*"
)
#: a Korean name with a blank after its surname ("하 정민", "남궁 초아")
_CELL_SPACED_NAME = re.compile(r"[ ]*((?:[가-힣]|[가-힣]{2}) [가-힣]{1,2})[ ]*")


def _cells(line: str) -> tuple[list[str], list[int]]:
    """The cells of a text table's row and their offsets in ``line``: split at tabs, or at vertical bars when the
    line has no tab ("성명 | 생년월일 | 현 재학(원) 기관"), also a box-drawing table's ("│순번│채권자  │주소│": a
    new-user trial, 2026-12-04)."""
    sep = "\t" if "\t" in line else "|" if "|" in line else "│" if "│" in line else "\t"
    cells = line.split(sep)
    offsets, offset = [], 0
    for c in cells:
        offsets.append(offset)
        offset += len(c) + 1
    return cells, offsets


#: a column gap of a table aligned with blanks: two blanks or more
_BLANK_GAP = re.compile(r"[ ]{2,}")


def split_at_gaps(text: str, gap: re.Pattern[str], start: int = 0) -> tuple[list[str], list[int]]:
    """``text[start:]`` split at the matches of ``gap``: the pieces between them (empty ones included) and their
    offsets in ``text`` (code points)."""
    pieces, offsets, at = [], [], start
    for m in [*gap.finditer(text, start), None]:
        end = m.start() if m is not None else len(text)
        pieces.append(text[at:end])
        offsets.append(at)
        if m is not None:
            at = m.end()
    return pieces, offsets


def aligned_cells(line: str) -> tuple[list[str], list[int]]:
    """The cells of a row as :func:`_cells` splits it, or, for a line with no tab and no bar, split at gaps of two
    blanks or more (a table aligned with blanks, as copied out of a word processor: "2     이정자    2022. 1. 21.
    30,000,000": a new-user trial, 2026-12-04, saw four victims of such a 범죄일람표 left). The line's leading
    blanks are no gap. Offsets are code points of ``line``."""
    if "\t" in line or "|" in line or "│" in line:
        return _cells(line)
    return split_at_gaps(line, _BLANK_GAP, len(line) - len(line.lstrip(" ")))


#: a table's top border ("┌────┬───", "+----+") and the rule under its heading row ("├────┼───", "|----|---|")
_TOP_BORDER = re.compile(r"[ \t]*[┌┏╔+][─━═\-┬┳╦+]*[ \t]*")
_HEADING_RULE = re.compile(r"[ \t]*(?:[├┠╠][─━═┼╋╬┤┨╣]*|\|?(?:[ ]*:?-{3,}:?[ ]*\|)+[ ]*:?-*:?[ ]*)[ \t]*")


def drop_table_headings(text: str, spans: list[Span], vocabulary: frozenset[str]) -> list[Span]:
    """``spans`` without the model's and propagated spans that lie in a table's heading row, or that are a whole
    cell of a table's row and a general noun of the Mecab-ko dictionary or a word of ``vocabulary`` (judgment
    words): a new-user trial (2026-12-04) saw a box-drawing table of creditors ("│순번│채권자│주소│채권의
    원인│채권액(원)│") written "│M│채권자│주소│N의 O│P(원)│" and its cells "할부금" and "대여금" lettered; so is a
    whole cell that is a compound of the dictionary and no full name ("형틀목공"). A
    heading row is a row of cells (split at bars or tabs, :func:`_cells`; three or more) right under a top border
    (:data:`_TOP_BORDER`) or right over the rule under a heading (:data:`_HEADING_RULE`). Rule spans stay; order
    kept; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.organisations import is_bank_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    if "│" not in text and "|" not in text and "\t" not in text:
        return spans
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    heading_rows: list[tuple[int, int]] = []
    cells: dict[tuple[int, int], str] = {}  # (start, end) of a cell's content -> the content
    for i, line in enumerate(lines):
        parts, offsets = _cells(line)
        if len(parts) < 3:
            continue
        before = lines[i - 1] if i > 0 else ""
        after = lines[i + 1] if i + 1 < len(lines) else ""
        if (before.strip() and _TOP_BORDER.fullmatch(before)) or (
            after.strip() and _HEADING_RULE.fullmatch(after)
        ):
            heading_rows.append((starts[i], starts[i] + len(line)))
        for part, offset in zip(parts, offsets, strict=True):
            content = part.strip()
            if content:
                a = starts[i] + offset + (len(part) - len(part.lstrip()))
                cells[(a, a + len(content))] = content
    # strings the model read with confidence outside the table's cells: a cell holding one is that name
    # ("무등효사랑장례식장" of "'무등효사랑장례식장' 특실에서" at 0.997, then two cells of a table of funeral costs:
    # a new-user trial of funeral services, 2026-12-05, left both, the name being a compound of dictionary words)
    confident = {
        sp.text
        for sp in spans
        if sp.source == "model" and sp.score >= 0.9 and (sp.start, sp.end) not in cells
    }
    business_cells = {
        start + len(cell) - len(cell.lstrip()) for start, cell in column_cells(text, BUSINESS_COLUMNS)
    }
    out = []
    for sp in spans:
        if sp.source != "rule":
            if any(a <= sp.start and sp.end <= b for a, b in heading_rows):
                continue
            word = cells.get((sp.start, sp.end))
            # (a word of a foreign name the document writes whole is that person's, whatever Mecab-ko reads:
            # "마이" of 쩐 티 마이 in a column of workers, which a new-user trial of sex crimes, 2026-12-07, left)
            # (nor a bank's name, a compound of the dictionary too: "토스뱅크" under 금융기관, which a new-user trial of
            # illegal lending, 2026-12-07, left beside the lettered 광주은행)
            if (
                word is not None
                and word not in confident
                and not (sp.label == "외국인이름" and sp.source == "propagation")
                and not is_bank_name(word)
                and (
                    word in vocabulary
                    or is_general_noun(word)
                    # a compound of the dictionary that is no full name ("형틀목공" in a column of jobs: a new-user
                    # trial, 2026-12-04, saw it lettered as a person in five rows), unless the column is one of
                    # businesses, which are named so ("소안수산", "옥주미용실" under 판매처 and 업체(상호): new-user
                    # trials of fishing villages and elections, 2026-12-05, left them)
                    or (
                        is_vocabulary_word(word)
                        and not looks_like_korean_full_name(word)
                        and sp.start not in business_cells
                    )
                )
            ):
                continue
        out.append(sp)
    return out


#: a note in brackets after a column's heading ("성명(한글)", "성명(영문)", "피해자(가명)")
_HEADING_NOTE = re.compile(r"\([가-힣]{1,4}\)$")


def _full_name_cell(cell: str) -> bool:
    """Whether a table's cell begins with a Korean full name of three syllables that Mecab-ko reads as a person's
    name (NNP 인명: "박춘자", "윤서현, 강민혁 (각 1/2 지분)"), which no heading does."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import person_name_end

    m = re.match(r"[ ]*([가-힣]{3})(?![가-힣])", cell)
    # (a heading of a noun and a heading's last syllable is none: "이송일" of "순번  이송일  환자", which Mecab-ko
    # reads as a name; a new-user trial of private ambulances, 2026-12-06, lost the column of patients)
    if (
        m is not None
        and m.group(1)[-1] in _HEADING_ENDS
        and is_vocabulary_word(m.group(1)[:2], compounds=False)
    ):
        return False
    return m is not None and looks_like_korean_full_name(m.group(1)) and person_name_end(m.group(1)) == 3


#: the last syllables of a table's headings made of a noun and it: a date (이송일), an amount (수령액), a person
#: (송금자), a place (출발지, 사용처)
_HEADING_ENDS = frozenset("일 액 자 지 처 명 량 비 료 금 율 수")


#: a row that stands for the rows a table leaves out
_ELLIPSIS_ROWS = frozenset({"...", "…", "⋮", "……", "(중략)", "(생략)", "중략", "생략", ":", "·····"})


def column_cells(text: str, headings: frozenset[str], keep_notes: bool = False) -> list[tuple[int, str]]:
    """The cells below a heading of ``headings`` in a text table, as ``(start, cell)`` (start in code points): a
    line of three cells or more (tab- or bar-separated, :func:`_cells`, or aligned with blanks,
    :func:`aligned_cells`) with such a heading (blanks and a note in
    brackets removed, :data:`_HEADING_NOTE`: "성명(영문)"), then
    the rows below it with as many cells, up to the first line without the same number."""
    out = []
    columns: list[int] = []
    width = -1
    start = 0
    for line in text.split("\n"):
        # (the rule under a box-drawing table's heading row goes on with the table: "├────┼──────┤" after "│ 연번 │
        # 닉네임 │ 성명 │" ended it, and a new-user trial of gambling judgments, 2026-12-05, left the nicknames)
        # (nor does a row of an ellipsis between the rows shown: "..." before "37     2023. 9. 27.  변금자", which a
        # new-user trial of private ambulances, 2026-12-06, left)
        if columns and (_HEADING_RULE.fullmatch(line.rstrip("\r")) or line.strip() in _ELLIPSIS_ROWS):
            start += len(line) + 1
            continue
        cells, offsets = aligned_cells(line.rstrip("\r").rstrip(" "))
        if len(cells) < 2:
            columns, width = [], -1
        else:
            heads = [i for i, c in enumerate(cells) if _is_heading(_heading_key(c, keep_notes), headings)]
            # a row of a table of items and values that names a person is no heading ("| 매도인 | 박춘자 |" above
            # "| 계약금 | …원 |": a new-user trial of a pension's sale, 2026-12-06, saw 계약금, 잔금 and 특약사항
            # lettered as sellers)
            # (or a cell of a sentence's length: "| 매도인 | 피고 변재훈, 피고 남궁소연(각 1/2 지분) |" above "|
            # 목적물 | …", "| 중도금 | …": a new-user trial of an apartment's sale, 2026-12-06, saw the contract's
            # items lettered as persons and 중도금 so written nine times)
            if heads and any(
                _full_name_cell(c) or len(c.strip()) > 20 for i, c in enumerate(cells) if i not in heads
            ):
                heads = []
            # a table has three columns or more; "피고인⇥1. 탁가람 …" is the judgment's header, whose first cells
            # below are its field words ("검사", "변호인", "판결선고": a new-user trial, 2026-12-03, saw them lettered)
            if heads and len(cells) >= 3:
                columns, width = heads, len(cells)
            # (a row of a table aligned with blanks loses its last cell when that is empty: "2     은채원 …
            # 140,000,000" under "순번  임차인(피해자)  …  보증금  비고", which a new-user trial of jeonse fraud,
            # 2026-12-05, saw end the table, leaving three tenants of the rows below)
            elif not (
                len(cells) == width or (len(cells) == width - 1 and columns and max(columns) < len(cells))
            ):
                columns, width = [], -1
            else:
                out += [(start + offsets[i], cells[i]) for i in columns]
        start += len(line) + 1
    return out


def _heading_key(cell: str, keep_notes: bool) -> str:
    """A heading cell without its blanks and, unless ``keep_notes``, without its bracketed note
    (:data:`_HEADING_NOTE`: "학부모(카드명의)" -> "학부모")."""
    cell = cell.strip().replace(" ", "")
    return cell if keep_notes else _HEADING_NOTE.sub("", cell)


def _is_heading(cell: str, headings: frozenset[str]) -> bool:
    """Whether the heading ``cell`` (blanks and a bracketed note removed) is one of ``headings``, or one of them
    after a word of up to three syllables ("가짜 임차인", "실제 피해자": a new-user trial of jeonse fraud,
    2026-12-05, left the column of a 범죄일람표 so headed)."""
    # (a note in brackets may follow a longer heading: "피해작가(필명)")
    # (a heading of one syllable only alone: "부" and "모" of newborns' parents end "메모" and "규모" too)
    return cell in headings or any(
        len(h) >= 2 and cell.endswith(h) and len(cell) - len(h) <= (6 if h.startswith("(") else 3)
        for h in headings
    )


#: a table's row of totals or notes, written in the column of names ("합계", "소계": a new-user trial, 2026-12-04)
_TOTAL_CELLS = frozenset("합계 소계 총계 누계 총액 합산 비고 이하여백 계".split())
#: officials and bodies the court keeps, written alone in a cell ("항소인\t\t피고인들 및 검사\n검사\t\t모세영(기소)" of
#: an appeal's header read as a table: new-user trials of 2026-12-06 saw the prosecutor lettered in the 주문, "L의
#: 피고인 A에 대한 항소를 모두 기각한다"; "| 불리한 정상 | … | 검사 |" of a table of evidence)
_OFFICIAL_CELLS = frozenset("검사 판사 재판장 변호인 변호사 검찰 법원 경찰 수사기관 피고인측 검사측".split())


def column_name_spans(text: str) -> list[Span]:
    """The cells of a text table's column of persons (:func:`column_cells` under :data:`PERSON_COLUMNS`:
    "순번⇥일시⇥피해자⇥금액", "성명 | 생년월일 | …"): a cell of 2 to 4 Hangul syllables, not a role word, is a name
    (label 내국인이름, score 0.8, source ``"rule"``), even a word of the dictionary ("배수지", "정의": a new-user
    trial, 2026-12-03, saw both kept in a 범죄일람표); a cell of two to four Hangul words or of one to four
    capitalised Latin words is a foreign name (label 외국인이름: "타파 마가르 수닐", "THAPA MAGAR SUNIL"), but a
    surname, a blank and a given name of one or two syllables is a Korean name ("하 정민"). Offsets are code
    points."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES, SURNAMES, looks_like_korean_full_name
    from thunder_deid_desktop.analysis.person_context import RELATION_WORDS

    out = []
    for start, cell in column_cells(text, PERSON_COLUMNS):
        # a note in brackets after the person ("표지안(한별고 2)" under "수강생(학교·학년)", "어수정(딸)": new-user trials
        # of a cram school and a hospital, 2026-12-06, left them): the cell's name before it
        noted = _CELL_WITH_NOTE.fullmatch(cell)
        if noted is not None:
            cell = noted.group(1)
        # a person's relation to a party, then the full name ("원고의 동생 천소율": a new-user trial of illegal
        # lending, 2026-12-05, had the cell as one foreign name and left "소율 씨가" of the messages): the name
        words = cell.split()
        if (
            len(words) >= 2
            and looks_like_korean_full_name(words[-1])
            and all(
                w.removesuffix("의") in RELATION_WORDS or is_role_mention(w.removesuffix("의"))
                for w in words[:-1]
            )
        ):
            a = start + cell.rindex(words[-1])
            out.append(Span(a, a + len(words[-1]), words[-1], "내국인이름", 0.8, "rule"))
            continue
        # a full name and a title, or a group and a full name ("모순애 권사", "청년부 육지훈": a new-user trial of a
        # church's embezzlement, 2026-12-06, left both)
        if len(words) == 2:
            from thunder_deid_desktop.deid.entities import SURNAME_TITLES

            first, last = words
            name = (
                first
                if looks_like_korean_full_name(first) and last in SURNAME_TITLES
                else last
                # (or a job's title: "물류팀장 어민석", "센터장 편수아" under 담당자, which a new-user trial of a data
                # breach, 2026-12-06, saw lettered whole as foreign names, the titles lost)
                if looks_like_korean_full_name(last)
                and (first.endswith(("부", "회", "팀", "반", "과")) or first.endswith(JOB_TITLES))
                else None
            )
            if name is not None:
                a = start + cell.index(name)
                out.append(Span(a, a + len(name), name, "내국인이름", 0.8, "rule"))
                continue
        m = _CELL_NAME.fullmatch(cell)
        if m and (is_role_mention(m.group(1)) or m.group(1) in _TOTAL_CELLS or m.group(1) in _OFFICIAL_CELLS):
            continue
        # nor a party's role and its short name ("피고 금고" in a table of dividends: a new-user trial of jeonse
        # fraud, 2026-12-05)
        if any(is_role_mention(w) for w in cell.split()):
            continue
        # a foreign name in Hangul words or in Latin capitals ("타파 마가르 수닐", "THAPA MAGAR SUNIL": a new-user
        # trial's table of foreign workers, 2026-12-04, kept the Latin one as a public body); a Korean name
        # written with a blank after its surname first ("하 정민": a new-user trial, 2026-12-05)
        spaced = _CELL_SPACED_NAME.fullmatch(cell)
        # (the first word a surname, not a word starting with one: "피고 금고" is the defendant's short name)
        first = spaced.group(1).split(" ")[0] if spaced else ""
        if spaced and (first in SURNAMES or first in COMPOUND_SURNAMES):
            sp = _cell_span(start, cell, _CELL_SPACED_NAME, "내국인이름")
        else:
            sp = _cell_span(start, cell, _CELL_NAME, "내국인이름") or _cell_span(
                start, cell, _CELL_FOREIGN_NAME, "외국인이름"
            )
        if sp and sp.label == "외국인이름" and _ordinary_long_word(sp.text):
            continue  # "| 자기부담금 | 사고당 500,000원 |" of an insurance policy's table
        # (nor words of judgments only: "| 6~14 | 세진로지스 외 2곳 | 별지 기재 |" of a table of drivers, a new-user
        # trial of a strike, 2026-12-06, lettered as a foreign person)
        if (
            sp
            and sp.label == "외국인이름"
            and " " in sp.text
            and all(w in not_list_names() for w in sp.text.split())
        ):
            continue
        if sp:
            out.append(sp)
    return out


def _ordinary_long_word(word: str) -> bool:
    """Whether ``word``, one Hangul word, is a word of the Mecab-ko dictionary's nouns or ends in a word of judgments
    of three syllables or more ("자기부담금": 부담금), rather than a foreign name in one word ("수프리야디")."""
    from thunder_deid_desktop.analysis.analyzer import ends_in_judgment_word
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    if not re.fullmatch("[가-힣]+", word):
        return False
    return is_general_noun(word) or is_dictionary_compound(word) or ends_in_judgment_word(word)


#: the headings of a table's column of nicknames, alone or as the note of a person's heading ("구매자(대화명)",
#: "상대방(대화명)")
NICKNAME_COLUMNS = frozenset(
    "대화명 닉네임 별명 아이디 텔레그램 (대화명) (닉네임) (별명) (아이디) (텔레그램) (텔레그램대화명) "
    # pen names, stage names and work names ("피해 작가(필명)": a new-user trial of webtoons, 2026-12-06, left
    # "밤까마귀")
    "필명 예명 활동명 (필명) (예명) (활동명) "
    # an app's accounts with their holders ("주문 계정(명의자)": a new-user trial of fake orders, 2026-12-06)
    "계정 계정명 주문계정 (명의자) "
    # what pupils call one another ("수강생(학교·학년)⇥별칭(단체대화방)⇥…": a new-user trial of a cram school,
    # 2026-12-06, left four)
    "별칭 애칭 호칭 (별칭) (애칭) 별칭(단체대화방) 별칭(대화방) "
    # the names a ledger or a chart wrote for the persons ("| 일자 | 기재된 이름 | 실제 인물 |", "| 투약일 | 진료기록부상
    # 이름 |": a new-user trial of a propofol ring, 2026-12-06, left "이수")
    "기재된이름 기재이름 진료기록부상이름 장부상이름 가명".split()
)
#: headings that put the nickname in the note of a person's column ("입금자(닉네임)")
_NICKNAME_NOTE_HEADINGS = frozenset({"(닉네임)", "(대화명)", "(별명)", "(별칭)", "(애칭)", "(아이디)"})
#: a nickname's cell: Hangul, Latin letters, digits, "_" and "." without blanks, two to fifteen of them, maybe in
#: quotes ("'고양이발'" under "매수자 대화명": a new-user trial of drug crimes, 2026-12-05, left it)
_CELL_NICKNAME = re.compile(r"[ ]*[‘'\"“]?([가-힣A-Za-z0-9_.]{2,15})[’'\"”]?[ ]*")
#: a nickname's cell with a note in brackets after it (its id or its holder)
_CELL_NICKNAME_WITH_NOTE = re.compile(r"[ ]*([가-힣A-Za-z0-9_.]{2,15})\(([^()\n]{2,30})\)[ ]*")
#: a name and the title one calls the person by in such a cell ("성명⇥호칭⇥국적" over "최유나⇥유나 쌤⇥대한민국": a
#: new-user trial of a nail shop, 2026-12-06, left it): the name alone
_CELL_NAME_AND_TITLE = re.compile(
    r"[ ]*([가-힣A-Za-z]{1,10})[ ](?:원장|실장|쌤|선생님|팀장|매니저|디자이너|언니|오빠|누나|형|이모|삼촌)(?:님)?[ ]*"
)
#: an account's id in such a note ("yeoksam_mukbo", "lover88")
_NOTE_ID = re.compile(r"[A-Za-z][A-Za-z0-9_.]{2,29}")


def column_nickname_spans(text: str) -> list[Span]:
    """The cells of a text table's column of nicknames (:func:`column_cells` under :data:`NICKNAME_COLUMNS`, the
    note of the heading kept: "연번⇥일시⇥구매자(대화명)⇥품목 및 수량"): a cell of two to fifteen letters or digits
    without blanks (:data:`_CELL_NICKNAME`) is a nickname (label 닉네임, score 0.8, source ``"rule"``), whatever
    its words ("하늘다람쥐", "해운대큰손": a new-user trial of drug and crypto-asset judgments, 2026-12-05, left
    both in 범죄일람표 so headed); not a role word, a total or an unknown ("성명불상"). Also the id after the slash
    of a cell under a heading of a thing and its id (:data:`PAIRED_ID_COLUMNS`: "게임/아이디" over "리니지M /
    haram0502"; label 아이디 for Latin letters and digits, else 닉네임). Offsets are code points."""
    out = []
    # the cells of a column whose heading puts the nickname in brackets ("입금자(닉네임)" over "길소연(산들바람)": a
    # new-user trial of a hiking club, 2026-12-07, left two such nicknames): the note is the nickname
    noted = {start for start, _ in column_cells(text, _NICKNAME_NOTE_HEADINGS, keep_notes=True)}
    for start, cell in column_cells(text, NICKNAME_COLUMNS, keep_notes=True):
        m = _CELL_NICKNAME.fullmatch(cell)
        # (or the nickname with its id or its holder in brackets: "돈까스러버(donkatsu_lover88)", "치킨대장(남궁민호)":
        # a new-user trial of fake reviews, 2026-12-06, left the nicknames; the bracket is the other rules')
        m = m or _CELL_NICKNAME_WITH_NOTE.fullmatch(cell) or _CELL_NAME_AND_TITLE.fullmatch(cell)
        if m and m.lastindex == 2:
            from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

            note = m.group(2).strip()
            a = start + m.start(2) + (len(m.group(2)) - len(m.group(2).lstrip()))
            if _NOTE_ID.fullmatch(note):
                out.append(Span(a, a + len(note), note, "아이디", 0.8, "rule"))
            elif looks_like_korean_full_name(note):
                out.append(Span(a, a + len(note), note, "내국인이름", 0.8, "rule"))
            elif start in noted and _CELL_NICKNAME.fullmatch(note) and note not in UNKNOWN_NAMES:
                out.append(Span(a, a + len(note), note, "닉네임", 0.8, "rule"))
        if not m or m.group(1) in _TOTAL_CELLS or m.group(1) in UNKNOWN_NAMES or is_role_mention(m.group(1)):
            continue
        if m.group(1).isdigit():
            continue
        out.append(Span(start + m.start(1), start + m.end(1), m.group(1), "닉네임", 0.8, "rule"))
    # a column of a thing and its id, the heading and each cell joined by a slash ("게임/아이디" over "리니지M /
    # haram0502", "던전앤파이터 / 지호킹": a new-user trial of game item fraud, 2026-12-07, left four): the id
    for start, cell in column_cells(text, PAIRED_ID_COLUMNS):
        m = _CELL_THING_AND_ID.fullmatch(cell)
        if not m or m.group(2) in _TOTAL_CELLS or m.group(2) in UNKNOWN_NAMES or m.group(2).isdigit():
            continue
        label = "아이디" if _NOTE_ID.fullmatch(m.group(2)) else "닉네임"
        out.append(Span(start + m.start(2), start + m.end(2), m.group(2), label, 0.8, "rule"))
    return out


#: the headings of a column of a thing and its id, joined by a slash ("게임/아이디", "플랫폼/닉네임")
PAIRED_ID_COLUMNS = frozenset({"/아이디", "/닉네임", "/계정", "/대화명", "/ID", "/아이디(닉네임)"})
#: such a cell: the thing, a slash, then the id of two to twenty letters, digits, "_" and "."
_CELL_THING_AND_ID = re.compile(r"[ ]*([^/\t\n]{1,30}?)[ ]*/[ ]*([가-힣A-Za-z0-9_.]{2,20})[ ]*")


#: the headings of a table's column of businesses paid or dealt with ("항목 | 지급처 | 금액(원)")
BUSINESS_COLUMNS = frozenset(
    "지급처 거래처 거래업체 업체 업체명 상호 상호명 가맹점 가맹점명 사용처 결제처 납품처 매입처 매출처 구입처 판매처 "
    "구매처 공급업체 시공업체 시공사 "
    # shops ("순번 | 업소명 | 업주": a new-user trial of fake reviews, 2026-12-06, left one of four)
    "업소 업소명 가게 가게명 매장 매장명 점포 점포명 "
    # insurers, repair shops and rental firms ("| 보험사 |", then "| 온새미화재 |": a new-user trial of a repair shop's
    # insurance fraud, 2026-12-06, left the insurer named only there)
    "보험사 보험회사 정비업체 공업사 렌터카업체 렌트카업체 대여업체".split()
)
#: the provinces' stems, written before 도 ("경기도", "충청북도")
_PROVINCE_STEMS = frozenset("경기 강원 제주 충청북 충청남 전라북 전라남 경상북 경상남".split())


def _local_government_first(name: str, city_stems: frozenset[str]) -> bool:
    """Whether ``name`` opens with a 시·도 or a 시·군 and its unit ("광주광역시영락공원", "여주시 상하수도사업소"):
    what a local government runs."""
    m = re.match(r"([가-힣]{2,3}?)(특별시|광역시|특별자치시|특별자치도|시|군|도)", name)
    return m is not None and (m.group(1) in city_stems or m.group(1) in _PROVINCE_STEMS)


#: a business's cell: one word of Hangul, Latin letters and digits, or two, two to twenty of them
_CELL_BUSINESS = re.compile(r"[ ]*([가-힣A-Za-z0-9&]{2,20}(?: [가-힣A-Za-z0-9&]{1,12})?)[ ]*")


def column_business_spans(text: str, vocabulary: frozenset[str]) -> list[Span]:
    """The cells of a text table's column of businesses (:func:`column_cells` under :data:`BUSINESS_COLUMNS`:
    "항목 | 지급처 | 금액(원)", then "꽃 장식, 제단 | 동명꽃집 | 800,000": a new-user trial of funeral services,
    2026-12-05, left the florist): label 기업명, score 0.65 (a weak rule span, the model's own spans win). Not a
    word of ``vocabulary`` or a general noun ("현금", "기타"), a total, an unknown, a role, a public body
    (:func:`.legal_terms.is_public_office`) nor a city. Offsets are code points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.legal_terms import is_public_office
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    out = []
    for start, cell in column_cells(text, BUSINESS_COLUMNS):
        m = _CELL_BUSINESS.fullmatch(cell)
        if not m:
            continue
        name = m.group(1)
        if (
            name in vocabulary
            or name in _TOTAL_CELLS
            or name in UNKNOWN_NAMES
            or is_role_mention(name)
            or is_public_office(name)
            or name.isdigit()
            or name.rstrip("시군구") in CITY_STEMS
            or _local_government_first(name, CITY_STEMS)  # "광주광역시영락공원": a city's own facility
            or (" " not in name and is_general_noun(name))
        ):
            continue
        out.append(Span(start + m.start(1), start + m.end(1), name, "기업명", 0.65, "rule"))
    return out


def _cell_span(start: int, cell: str, pattern: re.Pattern[str], label: str) -> Span | None:
    """A rule span (score 0.8) over group 1 of ``pattern`` when it matches the whole ``cell``, which starts at the
    code-point offset ``start`` of the text; else None."""
    m = pattern.fullmatch(cell)
    if not m:
        return None
    a = start + m.start(1)
    return Span(a, a + len(m.group(1)), m.group(1), label, 0.8, "rule")


_CELL_FOREIGN_NAME = re.compile(
    # (or one Hangul word of five to eight syllables, an Indonesian name: "수프리야디")
    r"[ ]*([가-힣]{1,8}(?: [가-힣]{1,8}){1,3}|[가-힣]{5,8}|[A-Z][A-Za-z'\-]+(?: [A-Z][A-Za-z'\-]+){0,3})[ ]*"
)


#: headings of a table's column of birth dates
BIRTH_DATE_COLUMNS = frozenset({"생년월일", "출생일", "생일", "출생일자"})
_CELL_DATE = re.compile(
    r"[ ]*((?:19|20)[0-9]{2}\.[ ]?[0-9]{1,2}\.[ ]?[0-9]{1,2}\.?|(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}"
    r"|(?:19|20)[0-9]{2}년[ ]?[0-9]{1,2}월[ ]?[0-9]{1,2}일)(?:[ ]?생)?[ ]*"
)


def column_birth_date_spans(text: str) -> list[Span]:
    """The full dates of a text table's column of birth dates (:func:`column_cells` under
    :data:`BIRTH_DATE_COLUMNS`: "성명 | 생년월일 | 현 재학(원) 기관", then "구서윤 | 2015. 6. 21. | …"): label 생년월일,
    score 0.8, source ``"rule"``. A new-user trial of a custody judgment (2026-12-04) saw the children's birth dates
    kept in the 별지 while their names were replaced; 재판예규 비실명처리 기준 removes 생년월일. Offsets are code
    points."""
    spans = [
        _cell_span(start, cell, _CELL_DATE, "생년월일")
        for start, cell in column_cells(text, BIRTH_DATE_COLUMNS)
    ]
    # the first half of resident numbers, six digits, under their heading ("주민등록번호 앞자리": a new-user trial of
    # pharmacies, 2026-12-05, left three) or under a birth date's
    spans += [
        _cell_span(start, cell, _CELL_BIRTH_DIGITS, "주민등록번호")
        for start, cell in column_cells(text, BIRTH_DATE_COLUMNS | RESIDENT_NUMBER_COLUMNS)
    ]
    return [sp for sp in spans if sp]


#: headings of a table's column of resident numbers or their first half
RESIDENT_NUMBER_COLUMNS = frozenset(
    {
        "주민등록번호",
        "주민번호",
        "주민등록번호 앞자리",
        "주민번호 앞자리",
        "주민등록번호앞자리",
        "생년월일(주민번호)",
    }
)
#: six digits, a date of birth as a resident number's first half writes it ("520711")
_CELL_BIRTH_DIGITS = re.compile(
    r"[ ]*([0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01]))(?:-[*xX]{1,7})?[ ]*"
)


#: headings of a table's column of passport numbers
PASSPORT_COLUMNS = frozenset({"여권번호", "여권", "여권번호(Passport)"})
#: a passport number in a cell: one or two capitals and six to nine digits ("C4728193", "AA3391705", "N01947325"), or
#: the Korean form of 2021 ("M123A4567")
_CELL_PASSPORT = re.compile(r"[ ]*([A-Z]{1,2}[0-9]{6,9}|[A-Z][0-9]{3}[A-Z][0-9]{4})[ ]*")


def column_passport_spans(text: str) -> list[Span]:
    """The passport numbers of a text table's column of passports (:func:`column_cells` under
    :data:`PASSPORT_COLUMNS`: "성명⇥국적⇥생년월일⇥여권번호⇥체류자격"): label 여권번호, score 0.8, source ``"rule"``. A
    new-user trial of foreign workers (2026-12-04) saw them written as phone numbers or letters, the heading too
    far for :class:`.rules.PassportRecognizer`'s context. Offsets are code points."""
    spans = (
        _cell_span(start, cell, _CELL_PASSPORT, "여권번호")
        for start, cell in column_cells(text, PASSPORT_COLUMNS)
    )
    return [sp for sp in spans if sp]


#: headings of a table's column of employees', members' or patients' numbers, and management numbers
ID_NUMBER_COLUMNS = frozenset(
    {
        "사번",
        "사원번호",
        "직원번호",
        "회원번호",
        "학번",
        "군번",
        "차트번호",
        "환자번호",
        "관리번호",
        "등록번호",
        # a handset's identity and serial ("| 기종 | IMEI | 매입가 |": a new-user trial of stolen phones' export,
        # 2026-12-06, left two of 28 IMEIs and saw the rest written as phones' and accounts' numbers)
        "IMEI",
        "IMEI번호",
        "단말기번호",
        "기기번호",
        "일련번호",
        "시리얼번호",
        # a parcel's waybill, a booking's and a device's numbers ("| 운송장번호 | 허브 하차 스캔 |", "순번⇥예매 계정⇥
        # 예매번호⇥좌석": new-user trials of a sorting centre's thefts and of ticket scalping, 2026-12-06, left four
        # waybills and a booking, and read others as accounts)
        "운송장번호",
        "송장번호",
        "예매번호",
        "예약번호",
        "주문번호",
        "제조번호",
        # a rental's contract, an accident's claim and cattle's trace numbers ("| 대여계약번호 | … | 사고접수번호 |",
        # "| 이력번호 |": new-user trials of a repair shop's insurance fraud and of cattle trading, 2026-12-06, saw
        # them as accounts' numbers)
        "계약번호",
        "대여계약번호",
        "사고접수번호",
        "접수번호",
        "증권번호",
        "이력번호",
        "귀표번호",
        # a fishery's or a business's licence ("구분일⇥어업권자⇥면허어장⇥임대 기간" over "제1133호": a new-user trial of
        # an oyster farm, 2026-12-06, left two of three)
        "면허어장",
        "면허번호",
        "허가번호",
        "어장번호",
    }
)
#: such a number in a cell: digits and capitals, a digit among them, maybe joined by hyphens ("SJ-210104",
#: "20231047", "HG-1907-0342")
_CELL_ID_NUMBER = re.compile(r"[ ]*((?=[A-Z0-9-]*[0-9])[A-Z0-9]{1,17}(?:-[A-Z0-9]{1,10}){0,3})[ ]*")


#: headings of a column of units a business lets by their codes: storage rooms, booths, tents, stalls ("| 원고 |
#: 보관 호실 | 주요 물품 |", a new-user trial of a storage company, 2026-12-06, left "A-12", "A-13", "B-07", "C-21"
#: in every row)
UNIT_COLUMNS = frozenset({"호실", "보관함", "유닛", "부스", "텐트", "점포", "매대", "구획", "칸"})
#: a unit's code in a cell: one to three Latin capitals, maybe a hyphen, a number ("A-12", "B07"); or a room's
#: number with 호, the number only ("308호" of a boarding house's rooms, where the residents live: a new-user trial of
#: a fire, 2026-12-07, left four of five such cells)
_CELL_UNIT_CODE = re.compile(r"[ ]*([A-Z]{1,3}-?[0-9]{1,4}|[0-9]{1,4}(?=호))호?[ ]*")


def column_unit_spans(text: str) -> list[Span]:
    """The codes of a text table's column of units (:func:`column_cells` under :data:`UNIT_COLUMNS`, after a word
    or not: "보관 호실"), or a room's number before 호 ("308호", the number): label 호실, score 0.8, source
    ``"rule"``. A cell that is anything but one code is left (a room's number alone, "1203", is the address
    rules'). Offsets are code points."""
    spans = (
        _cell_span(start, cell, _CELL_UNIT_CODE, "호실") for start, cell in column_cells(text, UNIT_COLUMNS)
    )
    return [sp for sp in spans if sp]


#: such a number written with 제 and 호 ("제1133호")
_CELL_JE_NUMBER = re.compile(r"[ ]*(제[ ]?[0-9]{2,8}(?:-[0-9]{1,6})?호)[ ]*")


def column_id_number_spans(text: str) -> list[Span]:
    """The numbers of a text table's column of employees', members' or patients' numbers (:func:`column_cells`
    under :data:`ID_NUMBER_COLUMNS`: "순번⇥성명⇥사번⇥입사일"): label 관리번호, score 0.8, source ``"rule"``. A
    new-user trial of a logistics centre's workers (2026-12-06) saw one of five left and the others read as
    addresses or gold bars' serials. Offsets are code points."""
    spans = (
        _cell_span(start, cell, _CELL_ID_NUMBER, "관리번호")
        or _cell_span(start, cell, _CELL_JE_NUMBER, "관리번호")
        for start, cell in column_cells(text, ID_NUMBER_COLUMNS)
    )
    return [sp for sp in spans if sp]


#: three syllables glued between a table's numbers or marks, as a flattened table writes a cell of names ("2김민지〃
#: ‘99.4.23.", "서예원급여600600"): a digit, a ditto mark or a lost character before, another or a pay word after
_GLUED_CELL_NAME = re.compile(r"(?<=[0-9〃?？])([가-힣]{3})(?=[〃0-9?？]|급여|이사|감사|상여|급[ ])")


#: the representatives' cell of a flattened register of associations: the names glued after 대표자 or before 사무실
#: ("좌동대표자김지연박영자사무실", "윤도윤사무실": the held-out set 53, 2026-12-05, left both names of the first),
#: its run read three syllables at a time, each a surname and nouns only
_GLUED_REPRESENTATIVES = re.compile(
    r"(?:대표자|(?<=[ \t]))((?:[가-힣]{3}){1,4})(?=사무실)|대표자((?:[가-힣]{3}){1,4})(?=[ \t])"
)


def glued_cell_name_spans(text: str) -> list[Span]:
    """Names of Mecab-ko's dictionary (NNP 인명, :func:`.names._is_dictionary_name`) glued between the numbers of
    a flattened table (:data:`_GLUED_CELL_NAME`: "1조서현급 …2김민지〃‘99.4.23.": the fair held-out set 51,
    2026-12-05, left five such names of one table), label 내국인이름, score 0.65 (weak), source ``"rule"``. Not
    judgment vocabulary nor a word published judgments use that Mecab-ko reads as a name
    (:func:`.analyzer.name_like_terms`: "호프만", the only match on the 5,000 published judgments).
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import name_like_terms, not_list_names
    from thunder_deid_desktop.analysis.names import _is_dictionary_name, looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, morphemes

    words, name_like = not_list_names(), name_like_terms()

    def is_name(word: str) -> bool:
        return word not in words and word not in name_like and _is_dictionary_name(word)

    def reads_as_full_name(word: str) -> bool:
        return (
            looks_like_korean_full_name(word)
            and word not in words
            and word not in name_like
            and not is_general_noun(word)
            and all(tag.startswith("NN") for *_, tag in morphemes(word))
        )

    # (a full name Mecab-ko does not know is no cell name: between two numbers the 5,000 published judgments read
    # 11 words so, "2021간회합100022" of a case number among them, and 2 names)
    out = [
        Span(m.start(1), m.end(1), m.group(1), "내국인이름", 0.65, "rule")
        for m in _GLUED_CELL_NAME.finditer(text)
        if is_name(m.group(1))
    ]
    # the run of a representatives' cell is names only when every three syllables of it read as a full name: a
    # surname and no general noun ("박예준" is no name of Mecab-ko's dictionary)
    for m in _GLUED_REPRESENTATIVES.finditer(text):
        group = 1 if m.group(1) else 2
        start, run = m.start(group), m.group(group)
        names = [run[i : i + 3] for i in range(0, len(run), 3)]
        if all(reads_as_full_name(name) for name in names):  # not "이면서" of "대표자이면서"
            out += [
                Span(start + 3 * i, start + 3 * i + 3, name, "내국인이름", 0.65, "rule")
                for i, name in enumerate(names)
            ]
    return sorted(out, key=lambda sp: sp.start)
