"""Regenerate the test fixtures in tests/data from the shared law.go.kr samples (see SOURCES.md).

Run from the repository root: ``.venv/bin/python tests/data/make_fixtures.py``.  The outputs are committed;
this script documents exactly how they were made.  The law.go.kr placeholders ("공소외 1", "(주소 1 생략)",
"(차량번호 1 생략)", masks such as "◇◇◇◇병원") are filled with invented values so that the files look like
the originals a court clerk holds; the particle after each filled value is corrected for its reading.  The
filled spans are written to ``<name>.spans.json`` (gold spans: start, end, label).
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from thunder_deid_desktop.deid.josa import particle_fix  # noqa: E402

SAMPLES = ROOT / ".." / "shared" / "data" / "precedent_kr" / "samples"
OUT = Path(__file__).resolve().parent

ELECTION = "precedentkr_criminal_lower_2017-09-15_prec185855.txt"
DUI = "precedentkr_criminal_lower_2022-11-03_prec232825.txt"


def lines_of(name: str, numbers: list[int]) -> str:
    lines = (SAMPLES / name).read_text(encoding="utf-8").split("\n")
    return "\n".join(lines[i - 1].rstrip() for i in numbers) + "\n"


def fill(text: str, table: list[tuple]) -> tuple[str, list[dict]]:
    """Replace every occurrence of each placeholder (regex) by its value, fixing the particle after it.

    A table row is (regex, value, label) or (regex, value, label, "keep"): a name the court shows as written
    (judge, prosecutor, lawyer); its span gets ``"keep": true``.
    """
    pattern = re.compile("|".join(f"({row[0]})" for row in table))
    out: list[str] = []
    spans: list[dict] = []
    pos = 0
    length = 0
    for m in pattern.finditer(text):
        if m.start() < pos:
            continue
        _, value, label, *keep = table[m.lastindex - 1]
        gap = text[pos : m.start()]
        out.append(gap)
        length += len(gap)
        span = {"start": length, "end": length + len(value), "label": label}
        if keep:
            span["keep"] = True
        spans.append(span)
        out.append(value)
        length += len(value)
        pos = m.end()
        fix = particle_fix(value, text[pos : pos + 40])
        if fix is not None:
            a, b, new = fix
            gap = text[pos : pos + a] + new
            out.append(gap)
            length += len(gap)
            pos += b
    out.append(text[pos:])
    return "".join(out), spans


def election() -> tuple[str, list[dict]]:
    text = lines_of(ELECTION, [1, 2, 3, 4, 17, 18, 20, 42, 43])
    text = text.replace("【피 고 인】\n", "【피 고 인】 정대호\n") + "\n판사 황진구(재판장) 송호철 안영화\n"
    names = ["김민수", "박서연", "이준호", "최지우", "정하늘", "강도윤", "윤서준", "한지민"]
    table = [(rf"공소외 {i}(?!\d)", n, "내국인이름") for i, n in enumerate(names, 1)]
    table.append(("정대호", "정대호", "내국인이름"))
    table.append((r"□□산악회", "한마음산악회", "산악회"))
    table += [(n, n, "내국인이름", "keep") for n in ("김영현", "이종기", "황진구", "송호철", "안영화")]
    return fill(text, table)


def dui() -> tuple[str, list[dict]]:
    text = lines_of(DUI, [1, 2, 3, 4, 37, 40])
    text = text.replace("【피 고 인】 피고인\n", "【피 고 인】 김정훈 (800101-1234567)\n")
    text += "\n판사 박연욱(재판장) 박원철 이희준\n"
    table = [
        ("김정훈", "김정훈", "내국인이름"),
        ("800101-1234567", "800101-1234567", "주민등록번호"),
        (r"\(주소 1 생략\)", "비전동 123-4", "시아래주소"),
        (r"\(주소 2 생략\)", "비전동 567", "시아래주소"),
        (r"\(주소 3 생략\)", "세교동 89", "시아래주소"),
        (r"\(차량번호 1 생략\)", "12가3456", "차량번호"),
        (r"\(차량번호 2 생략\)", "34나5678", "차량번호"),
        (r"\(차량번호 3 생략\)", "56다7890", "차량번호"),
        ("◇◇◇◇병원", "행복한우리병원", "병원"),
        ("○○○○○○ 오피스텔", "나리팰리스 오피스텔", "오피스텔"),
        (r"□□근린공원", "소사벌근린공원", "공원"),
    ]
    table += [(n, n, "내국인이름", "keep") for n in ("조성운", "김경돈", "박연욱", "박원철", "이희준")]
    return fill(text, table)


def write_text_variants(name: str, text: str, spans: list[dict]) -> None:
    (OUT / f"{name}.txt").write_text(text, encoding="utf-8", newline="\n")
    (OUT / f"{name}.spans.json").write_text(
        json.dumps(spans, ensure_ascii=False, indent=0) + "\n", encoding="utf-8"
    )


def encodings(text: str) -> None:
    (OUT / "enc_utf8_bom_crlf.txt").write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    (OUT / "enc_utf16le_bom.txt").write_bytes(b"\xff\xfe" + text.encode("utf-16-le"))
    (OUT / "enc_utf16be_bom.txt").write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))
    (OUT / "enc_cp949.txt").write_bytes(text.encode("cp949"))
    (OUT / "enc_euckr.txt").write_bytes(text.encode("euc_kr"))


def make_docx(text: str, spans: list[dict], path: Path) -> None:
    """python-docx document: header, footer, a table, and the first name split over two runs (bold +
    plain)."""
    import docx
    from docx.shared import Pt

    d = docx.Document()
    sec = d.sections[0]
    sec.header.is_linked_to_previous = False
    sec.header.paragraphs[0].text = "서울고등법원 판결 — 피고인 정대호"
    sec.footer.is_linked_to_previous = False
    sec.footer.paragraphs[0].text = "- 1 -"
    first = spans[0]
    lines = text.split("\n")[:-1]
    offset = 0
    for i, line in enumerate(lines):
        p = d.add_paragraph()
        a, b = offset, offset + len(line)
        if a <= first["start"] < b and i == 0:
            cut = first["start"] - a + 2  # split the name after two syllables
            r1 = p.add_run(line[:cut])
            r1.bold = True
            r2 = p.add_run(line[cut:])
            r2.font.size = Pt(11)
        else:
            p.add_run(line)
        offset = b + 1
        if i == 3:
            t = d.add_table(rows=1, cols=2)
            t.cell(0, 0).text = "증인"
            t.cell(0, 1).text = "김민수"
    d.core_properties.author = "fixture"
    d.save(str(path))


HP = "http://www.hancom.co.kr/hwpml/2011/paragraph"
HS = "http://www.hancom.co.kr/hwpml/2011/section"


def make_hwpx(text: str, spans: list[dict], path: Path) -> None:
    """A hand-made HWPX: mimetype, container, content.hpf, header, one section with runs, a table, a tab."""
    from xml.sax.saxutils import escape

    first = spans[0]
    paras = []
    offset = 0
    for i, line in enumerate(text.split("\n")[:-1]):
        a = offset
        if a <= first["start"] < a + len(line):
            cut = first["start"] - a + 2
            runs = (
                f'<hp:run charPrIDRef="1"><hp:t>{escape(line[:cut])}</hp:t></hp:run>'
                f'<hp:run charPrIDRef="0"><hp:t>{escape(line[cut:])}</hp:t></hp:run>'
            )
        elif "\t" not in line and i == 5:
            head, _, tail = line.partition(" ")
            runs = f'<hp:run charPrIDRef="0"><hp:t>{escape(head)}<hp:tab/>{escape(tail)}</hp:t></hp:run>'
        else:
            runs = f'<hp:run charPrIDRef="0"><hp:t>{escape(line)}</hp:t></hp:run>'
        paras.append(
            f'<hp:p id="{i}" paraPrIDRef="0" styleIDRef="0">{runs}'
            f'<hp:linesegarray><hp:lineseg textpos="0" vertpos="0"/></hp:linesegarray></hp:p>'
        )
        offset = a + len(line) + 1
    table = (
        '<hp:p id="99" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0"><hp:tbl rowCnt="1" colCnt="1">'
        '<hp:tr><hp:tc><hp:subList><hp:p id="100" paraPrIDRef="0" styleIDRef="0"><hp:run charPrIDRef="0">'
        "<hp:t>증인 김민수</hp:t></hp:run></hp:p></hp:subList></hp:tc></hp:tr></hp:tbl></hp:run></hp:p>"
    )
    section = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>'
        f'<hs:sec xmlns:hp="{HP}" xmlns:hs="{HS}" xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core">'
        + "".join(paras[:4])
        + table
        + "".join(paras[4:])
        + "</hs:sec>"
    )
    files = {
        "mimetype": "application/hwp+zip",
        "version.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hv:HCFVersion '
        'xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" major="5" minor="1"/>',
        "META-INF/container.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><ocf:container '
        'xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container"><ocf:rootfiles><ocf:rootfile '
        'full-path="Contents/content.hpf" media-type="application/hwpml-package+xml"/></ocf:rootfiles>'
        "</ocf:container>",
        "Contents/content.hpf": '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><opf:package '
        'xmlns:opf="http://www.idpf.org/2007/opf/"><opf:manifest><opf:item id="header" '
        'href="Contents/header.xml" media-type="application/xml"/><opf:item id="section0" '
        'href="Contents/section0.xml" media-type="application/xml"/></opf:manifest><opf:spine>'
        '<opf:itemref idref="header"/><opf:itemref idref="section0"/></opf:spine></opf:package>',
        "Contents/header.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?><hh:head '
        'xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head" version="1.4" secCnt="1"/>',
        "Contents/section0.xml": section,
        "Preview/PrvText.txt": text[:200],
    }
    with zipfile.ZipFile(path, "w") as zf:
        for name, content in files.items():
            kind = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            zf.writestr(zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0)), content, compress_type=kind)


def make_pdf(lines: list[str], path: Path, with_text: bool = True) -> None:
    """A one-page PDF; text in the standard Adobe-Korea1 CID font (UniKS-UCS2-H), or only a drawn
    rectangle."""
    content = []
    if with_text:
        content.append("BT /F1 10 Tf 40 800 Td 14 TL")
        for ln in lines:
            content.append(f"<{ln.encode('utf-16-be').hex().upper()}> Tj T*")
        content.append("ET")
    else:
        content.append("0 0 1 rg 100 100 200 200 re f")
    stream = "\n".join(content).encode("latin-1")
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources "
        + (b"<< /Font << /F1 5 0 R >> >>" if with_text else b"<< >>")
        + b" >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type0 /BaseFont /HYSMyeongJo-Medium /Encoding /UniKS-UCS2-H "
        b"/DescendantFonts [6 0 R] >>",
        b"<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYSMyeongJo-Medium /CIDSystemInfo "
        b"<< /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 7 0 R >>",
        b"<< /Type /FontDescriptor /FontName /HYSMyeongJo-Medium /Flags 6 /FontBBox [0 -148 1001 880] "
        b"/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 60 >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    path.write_bytes(bytes(out))


def main() -> None:
    e_text, e_spans = election()
    write_text_variants("judgment_election", e_text, e_spans)
    d_text, d_spans = dui()
    write_text_variants("judgment_dui", d_text, d_spans)
    encodings(d_text)
    make_docx(e_text, e_spans, OUT / "judgment_election.docx")
    make_hwpx(e_text, e_spans, OUT / "judgment_election.hwpx")
    short = [ln[:60] for ln in d_text.split("\n") if ln.strip()][:6]
    make_pdf(short, OUT / "judgment_dui.pdf")
    make_pdf([], OUT / "scan.pdf", with_text=False)
    (OUT / "hwp5_binary.hwp").write_bytes(bytes.fromhex("D0CF11E0A1B11AE1") + b"\x00" * 504)


if __name__ == "__main__":
    main()
