"""Stray copies of replaced strings in the markup of a written docx / hwpx (issue 3, item 4)."""

from __future__ import annotations

import zipfile

import docx
from docx.oxml import parse_xml

from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.documents import load_document, write_document
from thunder_deid_desktop.documents.residue import replacement_pairs, scrub_xml_bytes
from thunder_deid_desktop.spans import make_span

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def test_only_specific_originals_are_searched_for_in_markup() -> None:
    text = "홍길동 A동 7 010-1234-5678 2021 Kim"
    edits = [
        (0, 3, "A"),
        (4, 6, "B"),
        (7, 8, "C"),
        (9, 22, "(전화번호 1 생략)"),
        (23, 27, "D"),
        (28, 31, "E"),
    ]
    assert replacement_pairs(text, edits) == [
        ("%ED%99%8D%EA%B8%B8%EB%8F%99", "A"),  # "홍길동" as a link address writes it
        ("%ed%99%8d%ea%b8%b8%eb%8f%99", "A"),
        ("010-1234-5678", "(전화번호 1 생략)"),
        ("홍길동", "A"),
        ("Kim", "E"),
    ]


def test_a_name_percent_encoded_in_a_link_address_is_replaced_too() -> None:
    # a second new-user trial (2026-12-02): "?ref=%EC%9D%B4%EC%98%81%ED%9D%AC" (이영희) stayed in a docx link,
    # and an hwpx hyperlink's Command parameter kept "%EA%B9%80%EB%AF%BC%EC%88%98" (김민수)
    pairs = replacement_pairs("김민수 이영희", [(0, 3, "A"), (4, 7, "B")])
    xml = (
        b'<hp:p xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"><hp:stringParam name="Command">'
        b"https://blog.example.com/%EA%B9%80%EB%AF%BC%EC%88%98?ref=%ec%9d%b4%ec%98%81%ed%9d%ac;1;0;0;"
        b"</hp:stringParam></hp:p>"
    )
    out = scrub_xml_bytes(xml, pairs).decode("utf-8")
    assert "https://blog.example.com/A?ref=B;1;0;0;" in out


def test_attributes_and_texts_are_scrubbed_but_style_references_are_not() -> None:
    xml = (
        f'<w:document xmlns:w="{W_NS}"><w:body><w:p><w:pPr><w:pStyle w:val="홍길동체"/></w:pPr>'
        '<w:bookmarkStart w:id="0" w:name="홍길동_메모"/><w:r><w:instrText> MERGEFIELD 홍길동 </w:instrText></w:r>'
        "</w:p></w:body></w:document>"
    ).encode()
    out = scrub_xml_bytes(xml, [("홍길동", "A")]).decode("utf-8")
    assert 'w:name="A_메모"' in out and "MERGEFIELD A" in out
    assert 'w:val="홍길동체"' in out  # a style reference keeps naming its style
    assert scrub_xml_bytes(xml, [("김철수", "B")]) == xml  # nothing to replace: the bytes as they were


def test_alt_text_bookmarks_field_codes_and_links_of_a_docx_are_cleaned(tmp_path) -> None:
    d = docx.Document()
    p = d.add_paragraph("피고인 홍길동은 피해자 김철수를 때렸다.")
    p._p.insert(0, parse_xml(f'<w:bookmarkStart xmlns:w="{W_NS}" w:id="7" w:name="홍길동_진술"/>'))
    p._p.append(parse_xml(f'<w:bookmarkEnd xmlns:w="{W_NS}" w:id="7"/>'))
    field = d.add_paragraph()
    field._p.append(
        parse_xml(
            f'<w:fldSimple xmlns:w="{W_NS}" w:instr=" MERGEFIELD 김철수 "><w:r><w:t>x</w:t></w:r></w:fldSimple>'
        )
    )
    link = d.add_paragraph()
    r_id = d.part.relate_to("mailto:홍길동@example.com", docx.opc.constants.RELATIONSHIP_TYPE.HYPERLINK, True)
    link._p.append(
        parse_xml(
            f'<w:hyperlink xmlns:w="{W_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
            f'relationships" r:id="{r_id}" w:tooltip="김철수에게 메일"><w:r><w:t>메일</w:t></w:r></w:hyperlink>'
        )
    )
    d.settings.element.append(
        parse_xml(f'<w:docVars xmlns:w="{W_NS}"><w:docVar w:name="피고인" w:val="홍길동"/></w:docVars>')
    )
    src = tmp_path / "in.docx"
    d.save(str(src))
    doc = load_document(src)
    spans = [
        make_span(doc.text, doc.text.index(n), doc.text.index(n) + 3, "내국인이름")
        for n in ("홍길동", "김철수")
    ]
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.docx")
    with zipfile.ZipFile(out) as z:
        every = b"".join(z.read(n) for n in z.namelist()).decode("utf-8", errors="replace")
    assert "홍길동" not in every and "김철수" not in every
    again = docx.Document(str(out))  # still a Word file
    assert again.paragraphs[0].text == "피고인 A는 피해자 B를 때렸다."


def test_a_link_address_holding_an_identifier_the_text_does_not_show_is_emptied(tmp_path) -> None:
    # a new-user trial (2026-12-02): the text said "김민수 블로그", the address kept a phone number
    d = docx.Document()
    d.add_paragraph("피해자 김민수는 블로그를 운영하였다.")
    link = d.add_paragraph()
    targets = ("https://blog.example.com/kimminsu-010-2345-6789", "https://www.scourt.go.kr/portal/main.jsp")
    for target, shown in zip(targets, ("김민수 블로그", "대법원"), strict=True):
        r_id = d.part.relate_to(target, docx.opc.constants.RELATIONSHIP_TYPE.HYPERLINK, True)
        link._p.append(
            parse_xml(
                f'<w:hyperlink xmlns:w="{W_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
                f'relationships" r:id="{r_id}"><w:r><w:t>{shown}</w:t></w:r></w:hyperlink>'
            )
        )
    src = tmp_path / "links.docx"
    d.save(str(src))
    doc = load_document(src)
    spans = [
        make_span(doc.text, m, m + 3, "내국인이름")
        for m in (doc.text.index("김민수"), doc.text.rindex("김민수"))
    ]
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.docx")
    with zipfile.ZipFile(out) as z:
        rels = z.read("word/_rels/document.xml.rels").decode("utf-8")
    assert "010-2345-6789" not in rels and 'Target="#"' in rels
    assert targets[1] in rels  # an address with no identifier in it stays


def test_a_bookmark_name_in_an_hwpx_section_is_cleaned(tmp_path) -> None:
    from pathlib import Path

    src = Path(__file__).resolve().parent / "data" / "judgment_election.hwpx"
    marked = tmp_path / "marked.hwpx"
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(marked, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "Contents/section0.xml":
                data = data.replace(
                    '<hp:run charPrIDRef="0"><hp:t>호</hp:t></hp:run>'.encode(),
                    '<hp:run charPrIDRef="0"><hp:t>호</hp:t><hp:ctrl><hp:bookmark name="정대호_진술"/></hp:ctrl>'
                    "</hp:run>".encode(),
                    1,
                )
                assert "정대호_진술".encode() in data
            zout.writestr(info, data)
    doc = load_document(marked)
    spans = [
        make_span(doc.text, i, i + 3, "내국인이름")
        for i in range(len(doc.text))
        if doc.text.startswith("정대호", i)
    ]
    out = write_document(doc, render(doc.text, spans, load_policy("court")), tmp_path / "out.hwpx")
    with zipfile.ZipFile(out) as z:
        section = z.read("Contents/section0.xml").decode("utf-8")
        header = z.read("Contents/header.xml")
    with zipfile.ZipFile(marked) as z:
        assert header == z.read("Contents/header.xml")  # the style table is left as it was
    assert "정대호" not in section and 'name="A_진술"' in section
    assert (
        section.startswith("<?xml") and 'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"' in section
    )
    assert load_document(out).text.startswith("【피 고 인】 A")


def test_docx_text_that_no_span_covers_is_written_as_the_txt_output_writes_it(tmp_path) -> None:
    # a new-user trial (2026-12-04): the docx's markup scrub replaced every copy of an accepted string in the
    # visible text too ("회전 체결되는" -> "O되는" with no particle correction), so that the docx and its --format
    # txt output differed; the text is the writer's, only markup copies are the scrub's
    d = docx.Document()
    p = d.add_paragraph("피고인 홍길동은 회전 체결 구조를 썼다. 회전 체결되는 하우징.")
    p._p.insert(0, parse_xml(f'<w:bookmarkStart xmlns:w="{W_NS}" w:id="3" w:name="회전 체결_메모"/>'))
    p._p.append(parse_xml(f'<w:bookmarkEnd xmlns:w="{W_NS}" w:id="3"/>'))
    src = tmp_path / "in.docx"
    d.save(str(src))
    doc = load_document(src)
    first = doc.text.index("회전 체결")
    spans = [make_span(doc.text, 4, 7, "내국인이름"), make_span(doc.text, first, first + 5, "기업명")]
    rendering = render(doc.text, spans, load_policy("court"))
    assert "회전 체결되는" in rendering.text  # the span covers the first copy only
    out = write_document(doc, rendering, tmp_path / "out.docx")
    assert load_document(out).text == rendering.text
    with zipfile.ZipFile(out) as z:
        body = z.read("word/document.xml").decode("utf-8")
    assert 'w:name="B_메모"' in body  # a markup copy is still replaced


def test_hwpx_text_that_no_span_covers_is_written_as_the_txt_output_writes_it(tmp_path) -> None:
    from pathlib import Path

    src = Path(__file__).resolve().parent / "data" / "judgment_election.hwpx"
    doc = load_document(src)
    i = doc.text.index("김민수")
    rendering = render(doc.text, [make_span(doc.text, i, i + 3, "내국인이름")], load_policy("court"))
    assert doc.text.count("김민수") > 1 and "김민수" in rendering.text  # one copy of several replaced
    out = write_document(doc, rendering, tmp_path / "out.hwpx")
    assert load_document(out).text == rendering.text
