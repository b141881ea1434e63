"""Word .docx: read body, tables, headers and footers; write back with formatting, spans crossing runs."""

from __future__ import annotations

import re
from pathlib import Path

import docx
import pytest

from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.documents import DocumentError, load_document, write_document
from thunder_deid_desktop.spans import make_span

DATA = Path(__file__).resolve().parent / "data"
NAMES = ["정대호", "김민수", "박서연", "이준호", "최지우", "정하늘", "강도윤", "윤서준", "한지민", "김영현"]


def name_spans(text):
    return [make_span(text, m.start(), m.end(), "내국인이름") for n in NAMES for m in re.finditer(n, text)]


def test_reads_body_table_header_footer():
    doc = load_document(DATA / "judgment_election.docx")
    assert doc.format == "docx"
    lines = doc.text.split("\n")
    assert lines[0] == "【피 고 인】 정대호"
    assert "증인" in lines and "김민수" in lines  # table cells, one paragraph each
    assert "서울고등법원 판결 — 피고인 정대호" in lines  # header
    assert "- 1 -" in lines  # footer
    for p in doc.pieces:
        assert p.get() == doc.text[p.start : p.end]


def test_round_trip_python_docx_file_with_span_crossing_runs(tmp_path):
    doc = load_document(DATA / "judgment_election.docx")
    spans = name_spans(doc.text)
    first = next(s for s in spans if s.start == doc.text.index("정대호"))
    assert sum(1 for p in doc.pieces if p.start < first.end and first.start < p.end) == 2  # crosses runs
    rendering = render(doc.text, spans, load_policy("court"))
    out = write_document(doc, rendering, tmp_path / "out.docx")
    again = load_document(out)
    assert again.text == rendering.text
    for n in NAMES[:-1]:
        assert n not in again.text
    assert "김영현" in again.text  # prosecutor kept
    # formatting: the first paragraph keeps its bold run (which now holds the placeholder) and its plain run
    native = docx.Document(str(out))
    runs = native.paragraphs[0].runs
    assert runs[0].bold is True and runs[0].text == "【피 고 인】 A"
    assert runs[1].bold is not True and runs[1].text == ""
    assert native.tables[0].cell(0, 1).text == "B"  # the table comes before the other mentions
    assert native.sections[0].header.paragraphs[0].text.endswith("피고인 A")
    # a file written by the project reads and writes again unchanged
    second = write_document(again, again.text, tmp_path / "second.docx")
    assert load_document(second).text == rendering.text


def test_not_a_docx(tmp_path):
    f = tmp_path / "x.docx"
    f.write_bytes(b"this is not a zip")
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == "bad zip"
