"""HWPX: read a hand-made package, write back with formatting and namespaces, refuse unsafe zips and XML."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.documents import DocumentError, load_document, write_document
from thunder_deid_desktop.documents import hwpx as hwpx_mod
from thunder_deid_desktop.spans import make_span

DATA = Path(__file__).resolve().parent / "data"
SRC = DATA / "judgment_election.hwpx"
HWPX_PREFIX = "not a valid 한글 HWPX (.hwpx) file: "
NAMES = ["정대호", "김민수", "박서연", "이준호", "최지우", "정하늘", "강도윤", "윤서준", "한지민"]


def name_spans(text):
    return [make_span(text, m.start(), m.end(), "내국인이름") for n in NAMES for m in re.finditer(n, text)]


def test_reads_paragraphs_tables_and_tabs():
    doc = load_document(SRC)
    assert doc.format == "hwpx"
    lines = doc.text.split("\n")
    assert lines[0] == "【피 고 인】 정대호"
    assert "증인 김민수" in lines  # paragraph nested in a table cell
    assert any("\t" in line for line in lines)  # <hp:tab/> reads as a tab
    for p in doc.pieces:
        assert p.get() == doc.text[p.start : p.end]


def test_round_trip_hand_made_hwpx_with_span_crossing_runs(tmp_path):
    doc = load_document(SRC)
    spans = name_spans(doc.text)
    first = spans[0]
    assert sum(1 for p in doc.pieces if p.start < first.end and first.start < p.end) == 2
    rendering = render(doc.text, spans, load_policy("court"))
    out = write_document(doc, rendering, tmp_path / "out.hwpx")
    again = load_document(out)
    assert again.text == rendering.text
    with zipfile.ZipFile(SRC) as a, zipfile.ZipFile(out) as b:
        assert a.namelist() == b.namelist()
        assert b.getinfo("mimetype").compress_type == zipfile.ZIP_STORED
        assert b.read("mimetype") == a.read("mimetype")
        assert b.read("Contents/header.xml") == a.read("Contents/header.xml")
        old, new = a.read("Contents/section0.xml"), b.read("Contents/section0.xml")
        preview = b.read("Preview/PrvText.txt").decode("utf-8")
    head = old[: old.index(b">", old.index(b"<hs:sec")) + 1]
    assert new.startswith(head)  # declaration and root tag with every namespace kept byte for byte
    assert b'<hp:run charPrIDRef="1"><hp:t>' in new  # the run formatting references stay
    for n in NAMES:
        assert n.encode() not in new
        assert n not in preview
    # the layout cache is dropped only where text changed
    assert new.count(b"linesegarray") < old.count(b"linesegarray")
    assert b"linesegarray" in new


def _zip(path: Path, entries: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return path


def test_zip_bomb_refused(tmp_path):
    f = _zip(tmp_path / "bomb.hwpx", {"Contents/section0.xml": b"<a>" + b" " * (20 * 1024 * 1024) + b"</a>"})
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert re.fullmatch(  # the compressed size depends on the zlib at hand
        re.escape(HWPX_PREFIX + "its part Contents/section0.xml would unpack from ")
        + r"[\d.]+ KiB to 20 MiB, refused for safety \(zip bomb\)",
        exc.value.reason,
    )


def test_too_many_entries_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(hwpx_mod, "MAX_ENTRIES", 3)
    f = _zip(tmp_path / "many.hwpx", {f"Contents/section{i}.xml": b"<a/>" for i in range(5)})
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert (
        exc.value.reason
        == HWPX_PREFIX + "its ZIP package holds 5 parts, more than the 3 allowed (zip too large)"
    )


def test_entity_expansion_refused(tmp_path):
    laughs = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
        b'<sec xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"><hp:p><hp:run><hp:t>&lol2;</hp:t>'
        b"</hp:run></hp:p></sec>"
    )
    f = _zip(tmp_path / "laughs.hwpx", {"Contents/section0.xml": laughs})
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == (
        HWPX_PREFIX
        + "its part Contents/section0.xml contains a DTD (document type declaration), which documents "
        "do not need; refused for safety (unsafe XML)"
    )


@pytest.mark.parametrize("part", ["Contents/header.xml", "Contents/content.hpf", "META-INF/container.xml"])
def test_entity_expansion_in_any_part_is_refused_not_copied_to_the_output(tmp_path, part):
    # a new-user trial (2026-12-03): a DTD in a part other than the sections was copied into the output
    section = (
        b'<sec xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"><hp:p><hp:run><hp:t>\xed\x99\x8d\xea\xb8\xb8'
        b"\xeb\x8f\x99</hp:t></hp:run></hp:p></sec>"
    )
    laughs = b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><head>&lol;</head>'
    f = _zip(tmp_path / "laughs.hwpx", {"Contents/section0.xml": section, part: laughs})
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == (
        HWPX_PREFIX + f"its part {part} contains a DTD (document type declaration), which documents "
        "do not need; refused for safety (unsafe XML)"
    )


def test_broken_xml_refused(tmp_path):
    f = _zip(tmp_path / "broken.hwpx", {"Contents/section0.xml": b"<sec><p>"})
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == (
        HWPX_PREFIX
        + "its part Contents/section0.xml is damaged: no element found at line 1, column 9 (bad XML)"
    )


def test_unreadable_hwpx_files_say_what_is_wrong(tmp_path, monkeypatch):
    """A new-user trial: "bad zip" alone told a clerk nothing; each reason names the format and the problem."""
    text = tmp_path / "renamed.hwpx"
    text.write_text("피고인 홍길동은 서울에서\n", encoding="utf-8")
    old = tmp_path / "old.hwpx"
    old.write_bytes((DATA / "hwp5_binary.hwp").read_bytes())
    no_section = _zip(tmp_path / "nosection.hwpx", {"mimetype": b"application/hwp+zip"})
    cut = tmp_path / "cut.hwpx"
    cut.write_bytes(SRC.read_bytes()[:2000])
    expected = {
        text: "it is plain text, not a ZIP package (bad zip)",
        old: "it is an old binary file (Word 97-2003 .doc or 한글 .hwp), not a ZIP package: open it and save it "
        "as .hwpx (bad zip)",
        no_section: "its ZIP package has no text part (Contents/section0.xml) (not an hwpx file)",
        cut: "its ZIP package is damaged or incomplete, as after a copy or download cut short (bad zip)",
    }
    for path, why in expected.items():
        with pytest.raises(DocumentError) as exc:
            load_document(path)
        assert str(exc.value) == f"{path}: {HWPX_PREFIX}{why}"
    monkeypatch.setattr(hwpx_mod, "MAX_PART_BYTES", 100)
    with pytest.raises(DocumentError) as exc:
        load_document(SRC)
    assert (
        exc.value.reason
        == HWPX_PREFIX + "its part Contents/section0.xml is larger than 100 bytes (zip too large)"
    )


def test_hwpx_renamed_hwp_is_read_as_hwpx(tmp_path):
    f = tmp_path / "renamed.hwp"
    f.write_bytes(SRC.read_bytes())
    assert load_document(f).format == "hwpx"


def _planted(path, part: str, before: str, xml: str):
    """A copy of the bundled hwpx at ``path`` with ``xml`` written into ``part`` right before ``before``."""
    with zipfile.ZipFile(SRC) as zin, zipfile.ZipFile(path, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == part:
                data = data.replace(before.encode("utf-8"), xml.encode("utf-8") + before.encode("utf-8"))
            zout.writestr(info, data)
    return path


def _cleared_manifest(tmp_path, metadata: str):
    """The bundled hwpx with ``metadata`` put into its ``content.hpf``, loaded (which must clear its properties) and
    written back: (the written path, its ``content.hpf`` text)."""
    doc = load_document(_planted(tmp_path / "meta.hwpx", "Contents/content.hpf", "<opf:manifest>", metadata))
    assert doc.normalizations == ("document properties cleared",)
    out = write_document(doc, doc.text, tmp_path / "out.hwpx")
    with zipfile.ZipFile(out) as z:
        return out, z.read("Contents/content.hpf").decode("utf-8")


def test_author_title_and_editor_in_the_manifest_are_emptied(tmp_path):
    metadata = (
        "<opf:metadata><opf:title>피고인 정대호 판결</opf:title><opf:language>ko</opf:language>"
        '<opf:meta name="creator" content="text">김민수</opf:meta>'
        '<opf:meta name="lastsaveby" content="text">박서연</opf:meta>'
        '<opf:meta name="Company" content="text"><![CDATA[이준호 법률사무소]]></opf:meta>'
        '<opf:meta name="subject" content="text"><![CDATA[]]></opf:meta>'
        '<opf:meta name="CreatedDate" content="text">2024-01-01T00:00:00Z</opf:meta></opf:metadata>'
    )
    out, hpf = _cleared_manifest(tmp_path, metadata)
    assert "<opf:title></opf:title>" in hpf and "정대호" not in hpf
    assert "김민수" not in hpf and "박서연" not in hpf and "이준호" not in hpf  # plain and CDATA
    assert "2024-01-01T00:00:00Z" in hpf and "<opf:language>ko</opf:language>" in hpf  # the rest as written
    assert load_document(out).normalizations == ()
    assert load_document(SRC).normalizations == ()  # a manifest without metadata: nothing to clear


def test_memo_and_tracked_change_authors_are_removed(tmp_path):
    # a second new-user trial (2026-12-02): "정수빈" stayed as a memo's author and a tracked change's author
    header = (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hh:head '
        b'xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head" version="1.4" secCnt="1"><hh:trackChangeAuthors '
        b'itemCnt="1"><hh:trackChangeAuthor id="1" name="\xec\xa0\x95\xec\x88\x98\xeb\xb9\x88" mark="1"/>'
        b"</hh:trackChangeAuthors></hh:head>"
    )
    memo = '<hp:stringParam name="Author">정수빈</hp:stringParam><hp:stringParam name="Date">2023-01-01</hp:stringParam>'
    src = tmp_path / "memo.hwpx"
    with zipfile.ZipFile(SRC) as zin, zipfile.ZipFile(src, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "Contents/header.xml":
                data = header
            elif info.filename == "Contents/section0.xml":
                data = data.replace(b"</hs:sec>", memo.encode("utf-8") + b"</hs:sec>")
            zout.writestr(info, data)
    doc = load_document(src)
    assert "memo and change authors removed" in doc.normalizations
    out = write_document(doc, doc.text, tmp_path / "out.hwpx")
    with zipfile.ZipFile(out) as z:
        parts = {n: z.read(n).decode("utf-8") for n in ("Contents/header.xml", "Contents/section0.xml")}
    assert not any("정수빈" in x for x in parts.values())
    assert (
        'name="" mark="1"' in parts["Contents/header.xml"] and "2023-01-01" in parts["Contents/section0.xml"]
    )


def test_a_master_page_is_read_and_de_identified(tmp_path):
    # a new-user trial (2026-12-02): "바탕쪽 피고인 강도윤" in Contents/masterpage0.xml was never read
    master = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>'
        '<hm:masterPage xmlns:hm="http://www.hancom.co.kr/hwpml/2011/master-page" '
        'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" id="masterpage0" type="BOTH">'
        '<hp:subList><hp:p id="0"><hp:run charPrIDRef="0"><hp:t>바탕쪽 피고인 윤서준</hp:t></hp:run></hp:p>'
        "</hp:subList></hm:masterPage>"
    ).encode()
    src = tmp_path / "master.hwpx"
    with zipfile.ZipFile(SRC) as zin, zipfile.ZipFile(src, "w") as zout:
        for info in zin.infolist():
            zout.writestr(info, zin.read(info))
        zout.writestr("Contents/masterpage0.xml", master)
    doc = load_document(src)
    assert doc.text.rstrip("\n").endswith("바탕쪽 피고인 윤서준")  # after the sections
    out = write_document(
        doc, render(doc.text, name_spans(doc.text), load_policy("court")), tmp_path / "o.hwpx"
    )
    with zipfile.ZipFile(out) as z:
        written = z.read("Contents/masterpage0.xml").decode("utf-8")
    assert "윤서준" not in written and "바탕쪽 피고인 " in written


def test_every_free_text_field_of_the_manifest_is_emptied(tmp_path):
    # a new-user trial (2026-12-03): <dc:creator> and <dc:contributor> kept names after de-identification
    metadata = (
        '<opf:metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><opf:title/><opf:language>ko</opf:language>'
        '<dc:creator opf:file-as="Jung, Daeho">정대호</dc:creator><dc:contributor>김민수</dc:contributor>'
        "<dc:publisher>박서연 법률사무소</dc:publisher><dc:description><![CDATA[이준호 검토]]></dc:description>"
        "<dc:title>최지우 판결</dc:title><dc:language>ko</dc:language><dc:date>2024-01-01</dc:date>"
        '<opf:meta name="keyword" content="text">정하늘</opf:meta>'
        '<opf:meta name="companyName" content="text">강도윤 상사</opf:meta>'
        '<opf:meta name="subject" content="text"/>\n'
        '<opf:meta name="ModifiedDate" content="text">2024-02-02T00:00:00Z</opf:meta>'
        '<opf:meta name="date" content="text">2024년 2월 2일 금요일</opf:meta></opf:metadata>'
    )
    out, hpf = _cleared_manifest(tmp_path, metadata)
    for name in (*NAMES[:7], "Jung"):
        assert name not in hpf, name
    assert '<dc:creator opf:file-as="">' in hpf and "<dc:contributor></dc:contributor>" in hpf
    for kept in ("<dc:language>ko</dc:language>", "<dc:date>2024-01-01</dc:date>", "2024-02-02T00:00:00Z"):
        assert kept in hpf
    assert "2024년 2월 2일 금요일" in hpf and '<opf:meta name="subject" content="text"/>' in hpf
    assert load_document(out).normalizations == ()


def _link(field_id: int, command: str, path: str, text: str) -> str:
    """A paragraph holding a hyperlink field as Hancom writes one, over ``text``."""
    return (
        f'<hp:p id="{900 + field_id}" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0"><hp:t>링크 </hp:t>'
        f'<hp:ctrl><hp:fieldBegin id="{field_id}" type="HYPERLINK" name="" editable="0" dirty="0">'
        '<hp:parameters cnt="3" name=""><hp:integerParam name="Prop">0</hp:integerParam>'
        f'<hp:stringParam name="Command">{command}</hp:stringParam>'
        f'<hp:stringParam name="Path">{path}</hp:stringParam></hp:parameters></hp:fieldBegin></hp:ctrl>'
        f'<hp:t>{text}</hp:t><hp:ctrl><hp:fieldEnd beginIDRef="{field_id}" fieldid="{field_id}"/></hp:ctrl>'
        "</hp:run></hp:p>"
    )


def test_a_hyperlink_address_is_treated_as_the_docx_writer_treats_a_link(tmp_path):
    # a new-user trial (2026-12-03): "mailto:choi.sua93@gmail.com;1;0;0;" stayed in a HYPERLINK field's
    # Command parameter behind the link text "최수아", which was replaced
    links = (
        _link(1, "mailto:choi.sua93@gmail.com;1;0;0;", "mailto:choi.sua93@gmail.com", "최지우")
        + _link(
            2,
            r"https\://www.law.go.kr/판례\?query=정대호;1;0;0;",
            "https://www.law.go.kr/판례?query=정대호",
            "판례",
        )
        + _link(
            3,
            r"https\://blog.example.com/jdh-010-2345-6789;1;0;0;",
            "https://blog.example.com/jdh-010-2345-6789",
            "블로그",
        )
    )
    doc = load_document(_planted(tmp_path / "links.hwpx", "Contents/section0.xml", "</hs:sec>", links))
    out = write_document(
        doc, render(doc.text, name_spans(doc.text), load_policy("court")), tmp_path / "out.hwpx"
    )
    with zipfile.ZipFile(out) as z:
        section = z.read("Contents/section0.xml").decode("utf-8")
    params = re.findall(r'<hp:stringParam name="(Command|Path)">([^<]*)</hp:stringParam>', section)
    assert params == [
        ("Command", ";1;0;0;"),  # an email: emptied, the options stay
        ("Path", ""),
        ("Command", r"https\://www.law.go.kr/판례\?query=A;1;0;0;"),  # a plain address: its name replaced
        ("Path", "https://www.law.go.kr/판례?query=A"),
        ("Command", ";1;0;0;"),  # a telephone number glued to a path
        ("Path", ""),
    ]
    for leak in ("choi.sua93", "정대호", "010-2345-6789"):
        assert leak not in section
    again = load_document(out)  # still a valid package
    assert re.search(r"^링크 [A-Z]+$", again.text, re.M)


def test_a_table_row_is_one_tab_separated_line_and_is_written_back(tmp_path):
    """A table's row is one line with its cells separated by tabs, as for docx: the analyzer's table rules read
    its columns (a new-user trial, 2026-12-04, saw every birth date of a docx table's column kept)."""

    def cell(i: int, text: str) -> str:
        return (
            f'<hp:tc><hp:subList><hp:p id="{i}" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0">'
            f"<hp:t>{text}</hp:t></hp:run></hp:p></hp:subList></hp:tc>"
        )

    rows = [("성명", "생년월일", "직종"), ("정대호", "1988. 4. 12.", "형틀목공")]
    table = (
        '<hp:p id="200" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0"><hp:tbl rowCnt="2" colCnt="3">'
        + "".join(
            "<hp:tr>" + "".join(cell(300 + 10 * r + c, v) for c, v in enumerate(row)) + "</hp:tr>"
            for r, row in enumerate(rows)
        )
        + "</hp:tbl></hp:run></hp:p>"
    )
    src = _planted(tmp_path / "table.hwpx", "Contents/section0.xml", '<hp:p id="4" ', table)
    doc = load_document(src)
    assert "성명\t생년월일\t직종\n정대호\t1988. 4. 12.\t형틀목공\n" in doc.text
    for p in doc.pieces:
        assert p.get() == doc.text[p.start : p.end]
    start = doc.text.index("1988")
    spans = name_spans(doc.text) + [make_span(doc.text, start, start + 12, "생년월일")]
    rendering = render(doc.text, sorted(spans, key=lambda s: s.start), load_policy("court"))
    again = load_document(write_document(doc, rendering, tmp_path / "out.hwpx"))
    assert again.text == rendering.text
    assert "형틀목공" in again.text and "정대호" not in again.text and "1988. 4. 12." not in again.text
