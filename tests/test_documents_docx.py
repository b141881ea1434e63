"""Word .docx: read body, tables, headers and footers; write back with formatting, spans crossing runs."""

from __future__ import annotations

import re
import zipfile
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
    assert "증인\t김민수" in lines  # a table's row on one line, its cells separated by a tab
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


WORD = "not a valid Word (.docx) file: "


def test_not_a_docx(tmp_path):
    f = tmp_path / "x.docx"
    f.write_bytes(b"this is not a zip")
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == WORD + "it is plain text, not a ZIP package (bad zip)"


def test_unreadable_docx_files_say_what_is_wrong(tmp_path):
    """A new-user trial: "bad zip" alone told a clerk nothing; each reason names the format and the problem."""
    src = DATA / "judgment_election.docx"

    def rezip(name: str, drop: set[str], replace: dict[str, bytes] | None = None) -> Path:
        out = tmp_path / name
        with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w") as zout:
            for info in zin.infolist():
                if info.filename not in drop:
                    zout.writestr(info, (replace or {}).get(info.filename, zin.read(info)))
        return out

    old = tmp_path / "word97.docx"
    old.write_bytes((DATA / "hwp5_binary.hwp").read_bytes())
    binary = tmp_path / "photo.docx"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    expected = {
        old: "it is an old binary file (Word 97-2003 .doc or 한글 .hwp), not a ZIP package: open it and save it "
        "as .docx (bad zip)",
        binary: "it is not a ZIP package (bad zip)",
        rezip(
            "notext.docx", {"word/document.xml"}
        ): "its ZIP package has no Word text part (word/document.xml) (not a docx file)",
        rezip(
            "nolist.docx", {"[Content_Types].xml"}
        ): "its ZIP package has no list of parts ([Content_Types].xml) (not a docx file)",
        rezip("norels.docx", {"_rels/.rels"}): "its parts do not fit together (no relationship of type "
        "'officeDocument' in collection) (not a docx file)",
        rezip(
            "broken.docx", set(), {"word/styles.xml": b"<w:styles>"}
        ): "its part word/styles.xml is damaged: unbound prefix at line 1, column 1 (bad XML)",
    }
    for path, why in expected.items():
        with pytest.raises(DocumentError) as exc:
            load_document(path)
        assert str(exc.value) == f"{path}: {WORD}{why}"


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
FOOTNOTES = (
    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes xmlns:w="{W_NS}">'
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
    '<w:footnote w:id="1"><w:p><w:r><w:t>증인 박서연의 진술</w:t></w:r></w:p></w:footnote></w:footnotes>'
)


def _with_footnotes(src: Path, dst: Path) -> None:
    """Add a footnotes part (python-docx cannot write one) holding a name."""
    import zipfile

    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "[Content_Types].xml":
                data = data.replace(
                    b"</Types>",
                    b'<Override PartName="/word/footnotes.xml" ContentType="application/'
                    b'vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>',
                )
            elif item.filename == "word/_rels/document.xml.rels":
                data = data.replace(
                    b"</Relationships>",
                    b'<Relationship Id="rIdFn1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                    b'relationships/footnotes" Target="footnotes.xml"/></Relationships>',
                )
            zout.writestr(item, data)
        zout.writestr("word/footnotes.xml", FOOTNOTES)


def test_review_marks_properties_text_boxes_and_footnotes_leave_no_name(tmp_path):
    """A clerk's file: tracked changes, a comment, document properties, a text box and a footnote. Deleted
    text, comments and properties are removed on loading (named in normalizations); inserted text, text boxes
    and footnotes are read and de-identified like the body."""
    from docx.oxml import parse_xml

    d = docx.Document()
    d.core_properties.author = "정대호"
    d.core_properties.last_modified_by = "김민수"
    d.core_properties.title = "피고인 정대호 판결"
    p = d.add_paragraph("피고인 ")
    p.add_run("정대호")
    p.add_run("은 범행을 인정하였다.")
    d.add_comment(p.runs[1], text="김민수 확인 필요", author="이준호", initials="LJ")
    tracked = d.add_paragraph("증인 ")
    tracked._p.append(
        parse_xml(
            f'<w:ins xmlns:w="{W_NS}" w:id="1" w:author="최지우" w:date="2024-01-01T00:00:00Z">'
            "<w:r><w:t>강도윤은</w:t></w:r></w:ins>"
        )
    )
    tracked._p.append(
        parse_xml(
            f'<w:del xmlns:w="{W_NS}" w:id="2" w:author="최지우" w:date="2024-01-01T00:00:00Z">'
            "<w:r><w:delText>윤서준과 함께</w:delText></w:r></w:del>"
        )
    )
    tracked.add_run(" 법정에 출석하였다.")
    box = d.add_paragraph()
    box._p.append(
        parse_xml(
            f'<w:r xmlns:w="{W_NS}" xmlns:v="urn:schemas-microsoft-com:vml"><w:pict><v:shape><v:textbox>'
            "<w:txbxContent><w:p><w:r><w:t>메모: 한지민에게 연락</w:t></w:r></w:p></w:txbxContent>"
            "</v:textbox></v:shape></w:pict></w:r>"
        )
    )
    # a block-level content control and, in a paragraph, an inline one and a smart tag
    d.element.body.insert(
        len(d.element.body) - 1,
        parse_xml(
            f'<w:sdt xmlns:w="{W_NS}"><w:sdtPr/><w:sdtContent><w:p><w:r><w:t>작성자 정하늘</w:t></w:r></w:p>'
            "</w:sdtContent></w:sdt>"
        ),
    )
    inline = d.add_paragraph("참고인 ")
    inline._p.append(
        parse_xml(
            f'<w:sdt xmlns:w="{W_NS}"><w:sdtContent><w:r><w:t>이준호</w:t></w:r></w:sdtContent></w:sdt>'
        )
    )
    inline._p.append(
        parse_xml(f'<w:smartTag xmlns:w="{W_NS}" w:element="x"><w:r><w:t>, 김영현</w:t></w:r></w:smartTag>')
    )
    plain = tmp_path / "plain.docx"
    d.save(str(plain))
    src = tmp_path / "review.docx"
    _with_footnotes(plain, src)

    doc = load_document(src)
    assert set(doc.normalizations) == {
        "tracked changes accepted",
        "comments removed",
        "document properties cleared",
    }
    lines = doc.text.split("\n")
    assert "증인 강도윤은 법정에 출석하였다." in lines  # the insertion is accepted, the deletion gone
    assert "윤서준" not in doc.text
    assert "메모: 한지민에게 연락" in lines and "증인 박서연의 진술" in lines  # text box, footnote
    assert "작성자 정하늘" in lines and "참고인 이준호, 김영현" in lines  # content controls, smart tag
    spans = name_spans(doc.text)
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.docx")

    import zipfile

    with zipfile.ZipFile(out) as z:
        names = z.namelist()
        assert not any("comments" in n or "people" in n or "thumbnail" in n for n in names)
        xml = "".join(z.read(n).decode("utf-8") for n in names if n.endswith((".xml", ".rels")))
    for name in ("정대호", "김민수", "이준호", "최지우", "강도윤", "윤서준", "한지민", "박서연", "정하늘"):
        assert name not in xml, name
    again = load_document(out)
    assert again.normalizations == ()  # nothing left to remove
    footnote = next(line for line in again.text.split("\n") if line.endswith("의 진술"))
    assert re.fullmatch(r"증인 [A-Z]+의 진술", footnote)  # the footnote's name has its placeholder


def test_a_vertically_merged_cell_is_read_and_written_once(tmp_path):
    d = docx.Document()
    table = d.add_table(rows=3, cols=2)
    merged = table.cell(0, 0).merge(table.cell(2, 0))
    merged.text = "피고인 정대호는 김민수를 만났다."
    for i, word in enumerate(("첫째", "둘째", "셋째")):
        table.cell(i, 1).text = word
    src = tmp_path / "vmerge.docx"
    d.save(str(src))
    doc = load_document(src)
    assert doc.text.count("정대호") == 1  # python-docx gives the merged cell once for every row it spans
    out = write_document(
        doc, render(doc.text, name_spans(doc.text), load_policy("court")), tmp_path / "o.docx"
    )
    assert docx.Document(str(out)).tables[0].cell(1, 0).text == "피고인 A는 B를 만났다."


def test_pictures_breaks_fields_and_symbols_in_an_edited_run_stay(tmp_path):
    # a new-user trial (2026-12-02): python-docx's Run.text setter rebuilt the run and dropped them
    from docx.oxml import parse_xml

    d = docx.Document()
    p = d.add_paragraph()
    p._p.append(
        parse_xml(
            f'<w:r xmlns:w="{W_NS}"><w:t xml:space="preserve">증인 한지민의 사진: </w:t>'
            '<w:sym w:font="Wingdings" w:char="F04A"/><w:t xml:space="preserve"> 진술 끝.</w:t>'
            '<w:br w:type="page"/><w:fldChar w:fldCharType="begin"/><w:instrText> PAGE </w:instrText>'
            '<w:fldChar w:fldCharType="end"/><w:t xml:space="preserve">둘째 쪽 박서연</w:t></w:r>'
        )
    )
    src = tmp_path / "in.docx"
    d.save(str(src))
    doc = load_document(src)
    spans = [
        make_span(doc.text, doc.text.index(n), doc.text.index(n) + 3, "내국인이름")
        for n in ("한지민", "박서연")
    ]
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.docx")
    run = docx.Document(str(out)).paragraphs[0].runs[0]._r
    tags = [c.tag.split("}")[1] for c in run]
    assert tags == ["t", "sym", "t", "br", "fldChar", "instrText", "fldChar", "t"]
    assert run.xpath("string(w:br/@w:type)") == "page"
    assert "".join(t.text for t in run.iter(f"{{{W_NS}}}t")) == "증인 A의 사진:  진술 끝.둘째 쪽 B"


def test_every_free_text_core_property_is_cleared(tmp_path):
    # a new-user trial (2026-12-03): version, identifier and content status kept names and a registration number
    d = docx.Document()
    cp = d.core_properties
    cp.author, cp.title, cp.subject, cp.keywords = "정대호", "정대호 판결", "피해자 김민수", "박서연"
    cp.comments, cp.last_modified_by, cp.category = "이준호 확인", "최지우", "정하늘"
    cp.content_status, cp.identifier, cp.version = "담당 서기 강도윤", "850312-1234567", "윤서준판"
    cp.language = "ko-KR"
    d.add_paragraph("피고인은 범행을 인정하였다.")
    src = tmp_path / "props.docx"
    d.save(str(src))
    doc = load_document(src)
    assert "document properties cleared" in doc.normalizations
    out = write_document(doc, doc.text, tmp_path / "out.docx")
    import zipfile

    with zipfile.ZipFile(out) as z:
        core = z.read("docProps/core.xml").decode("utf-8")
    for value in (*NAMES[:-2], "850312-1234567"):
        assert value not in core, value
    written = docx.Document(str(out)).core_properties
    assert (written.content_status, written.identifier, written.version) == ("", "", "")
    assert written.language == "ko-KR"  # a language tag names no one

    cp.language = "작성자 한지민"  # free text where a language tag belongs goes too
    d.save(str(src))
    out = write_document(load_document(src), doc.text, tmp_path / "out2.docx")
    assert docx.Document(str(out)).core_properties.language == ""


def test_first_page_and_even_page_headers_and_footers_of_every_section(tmp_path):
    """Each header and footer part of each section is read once and written back; a part linked to the
    previous section's is neither read twice nor created."""
    import zipfile

    d = docx.Document()
    d.add_paragraph("본문 첫 구역")
    first = d.sections[0]
    first.different_first_page_header_footer = True
    d.settings.odd_and_even_pages_header_footer = True
    texts = {
        "header": "머리말 정대호",
        "first_page_header": "첫쪽 머리말 김민수",
        "even_page_header": "짝수쪽 머리말 박서연",
        "footer": "꼬리말 이준호",
        "first_page_footer": "첫쪽 꼬리말 최지우",
        "even_page_footer": "짝수쪽 꼬리말 정하늘",
    }
    for attr, text in texts.items():
        getattr(first, attr).paragraphs[0].text = text
    second = d.add_section()
    second.different_first_page_header_footer = True
    second.first_page_footer.is_linked_to_previous = False
    second.first_page_footer.paragraphs[0].text = "둘째 구역 첫쪽 꼬리말 강도윤"
    d.add_paragraph("본문 둘째 구역")
    src = tmp_path / "headers.docx"
    d.save(str(src))
    with zipfile.ZipFile(src) as z:
        parts = sorted(n for n in z.namelist() if re.match(r"word/(header|footer)\d+\.xml$", n))
    assert len(parts) == 7

    doc = load_document(src)
    lines = doc.text.split("\n")
    for text in (*texts.values(), "둘째 구역 첫쪽 꼬리말 강도윤"):
        assert lines.count(text) == 1, text
    out = write_document(
        doc, render(doc.text, name_spans(doc.text), load_policy("court")), tmp_path / "out.docx"
    )
    with zipfile.ZipFile(out) as z:
        assert sorted(n for n in z.namelist() if re.match(r"word/(header|footer)\d+\.xml$", n)) == parts
        xml = "".join(z.read(n).decode("utf-8") for n in parts)
    for name in NAMES[:7]:
        assert name not in xml, name
    written = docx.Document(str(out)).sections
    assert written[0].first_page_header.paragraphs[0].text == "첫쪽 머리말 B"
    assert written[0].even_page_footer.paragraphs[0].text == "짝수쪽 꼬리말 F"
    assert written[1].header.is_linked_to_previous and written[1].even_page_header.is_linked_to_previous


def test_a_table_row_is_one_tab_separated_line_so_its_columns_are_read(tmp_path):
    """A new-user trial (2026-12-04): a docx table of unpaid workers ("순번 | 성명 | 생년월일 | 직종") kept every birth
    date, each cell having been a line of its own; the analyzer's table rules read tab-separated rows."""
    from thunder_deid_desktop.analysis.analyzer import Analyzer, default_model_dir

    d = docx.Document()
    d.add_paragraph("[별지] 임금체불 근로자 명단")
    rows = [
        ("순번", "성명", "생년월일", "직종"),
        ("1", "소한결", "1988. 4. 12.", "형틀목공"),
        ("2", "탁하람", "1995. 11. 3.", "철근공"),
    ]
    table = d.add_table(rows=3, cols=4)
    for i, row in enumerate(rows):
        for j, value in enumerate(row):
            table.cell(i, j).text = value
    d.add_paragraph("판사 장세린")
    src = tmp_path / "wages.docx"
    d.save(str(src))
    doc = load_document(src)
    assert "1\t소한결\t1988. 4. 12.\t형틀목공\n" in doc.text
    spans = Analyzer(default_model_dir()).analyze(doc.text)
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.docx")
    cells = [c.text for row in docx.Document(str(out)).tables[0].rows for c in row.cells]
    for value in ("소한결", "탁하람", "1988. 4. 12.", "1995. 11. 3."):
        assert value not in cells, cells
    assert cells[:4] == ["순번", "성명", "생년월일", "직종"]
