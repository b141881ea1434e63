"""Damaged PDFs (a new-user trial): a file without the ``%PDF`` header is "not a PDF file"; one that
has it but is cut short or damaged is "damaged or truncated PDF: <why>", never read partially in silence.

The PDFs are written here (several pages, Flate-compressed content streams, text in the standard Adobe-Korea1
CID font as ``tests/data/make_fixtures.py`` does), so the cut points fall in every part of a real file."""

from __future__ import annotations

import hashlib
import zlib
from pathlib import Path

import pytest

from thunder_deid_desktop.documents import DocumentError, load_document
from thunder_deid_desktop.documents.pdf import DAMAGED

PAGES = [
    [f"{p}쪽 {i}행: 피고인 김철수는 피해자 박영희에게 상해를 가하였다." for i in range(12)]
    for p in range(1, 6)
]
END_MISSING = f"{DAMAGED}: its end is missing, as after a copy or download cut short"

#: the padding of the standard security handler (PDF Reference 1.7, algorithm 3.2)
_PAD = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")
_ID = bytes(range(16))


def _rc4(key: bytes, data: bytes) -> bytes:
    s = list(range(256))
    j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256
        s[i], s[j] = s[j], s[i]
    out = bytearray()
    i = j = 0
    for byte in data:
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(byte ^ s[(s[i] + s[j]) % 256])
    return bytes(out)


def make_pdf(pages: list[list[str]], *, encrypted: bool = False) -> bytes:
    """A PDF of ``pages`` (lines of each page), content streams Flate-compressed; ``encrypted``: RC4 40-bit
    (revision 2) with an empty user password, as PDFs that only restrict copying or printing are (it opens
    without a password; PDF Reference 1.7, algorithms 3.2 to 3.4)."""
    n = len(pages)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>"
        % (b" ".join(b"%d 0 R" % (6 + 2 * k) for k in range(n)), n),
        b"<< /Type /Font /Subtype /Type0 /BaseFont /HYSMyeongJo-Medium /Encoding /UniKS-UCS2-H "
        b"/DescendantFonts [4 0 R] >>",
        b"<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYSMyeongJo-Medium /CIDSystemInfo "
        b"<< /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 5 0 R >>",
        b"<< /Type /FontDescriptor /FontName /HYSMyeongJo-Medium /Flags 6 /FontBBox [0 -148 1001 880] "
        b"/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 60 >>",
    ]
    key = b""
    trailer_extra = b""
    if encrypted:
        o_value = _rc4(hashlib.md5(b"owner" + _PAD[:27]).digest()[:5], _PAD)
        key = hashlib.md5(_PAD + o_value + (-44).to_bytes(4, "little", signed=True) + _ID).digest()[:5]
        trailer_extra = b" /Encrypt %d 0 R" % (6 + 2 * n)
    for k, lines in enumerate(pages):
        stream = _content(lines)
        if encrypted:
            num = 7 + 2 * k
            stream = _rc4(hashlib.md5(key + num.to_bytes(3, "little") + b"\0\0").digest()[:10], stream)
        objs.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
            b"/Resources << /Font << /F1 3 0 R >> >> >>" % (7 + 2 * k)
        )
        objs.append(
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream"
        )
    if encrypted:
        objs.append(
            b"<< /Filter /Standard /V 1 /R 2 /O <%s> /U <%s> /P -44 >>"
            % (o_value.hex().encode(), _rc4(key, _PAD).hex().encode())
        )
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R%s /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objs) + 1,
        trailer_extra,
        _ID.hex().encode(),
        _ID.hex().encode(),
        xref,
    )
    return bytes(out)


def _content(lines: list[str]) -> bytes:
    """The Flate-compressed content stream that shows ``lines``."""
    ops = [
        "BT /F1 10 Tf 40 800 Td 14 TL",
        *(f"<{ln.encode('utf-16-be').hex().upper()}> Tj T*" for ln in lines),
    ]
    return zlib.compress("\n".join([*ops, "ET"]).encode("latin-1"))


def add_pages(base: bytes, base_pages: int, pages: list[list[str]]) -> bytes:
    """``base`` (:func:`make_pdf` of ``base_pages`` pages, not encrypted) with an incremental update appended
    that adds ``pages``: new page and content objects, a new page tree (object 2), a cross-reference section
    with ``/Prev`` and its own ``%%EOF`` (PDF Reference 1.7, section 3.4.5)."""
    first = 6 + 2 * base_pages
    objs = {}
    for k, lines in enumerate(pages):
        stream = _content(lines)
        objs[first + 2 * k] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
            b"/Resources << /Font << /F1 3 0 R >> >> >>" % (first + 2 * k + 1)
        )
        objs[first + 2 * k + 1] = (
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream"
        )
    kids = b" ".join(b"%d 0 R" % (6 + 2 * k) for k in range(base_pages + len(pages)))
    objs[2] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, base_pages + len(pages))
    out = bytearray(base)
    offsets = {}
    for num in sorted(objs):
        offsets[num] = len(out)
        out += b"%d 0 obj\n" % num + objs[num] + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 1\n0000000000 65535 f \n2 1\n%010d 00000 n \n%d %d\n" % (
        offsets[2],
        first,
        2 * len(pages),
    )
    for num in range(first, first + 2 * len(pages)):
        out += b"%010d 00000 n \n" % offsets[num]
    prev = int(base[base.rindex(b"startxref") + 10 :].split()[0])
    out += b"trailer\n<< /Size %d /Root 1 0 R /Prev %d >>\nstartxref\n%d\n%%%%EOF\n" % (
        first + 2 * len(pages),
        prev,
        xref,
    )
    return bytes(out)


def _text(pages: list[list[str]]) -> str:
    return "\n\f".join("\n".join(lines) for lines in pages)


def _load(tmp_path: Path, data: bytes):
    f = tmp_path / "judgment.pdf"
    f.write_bytes(data)
    return load_document(f)


def _reason(tmp_path: Path, data: bytes) -> str:
    with pytest.raises(DocumentError) as exc:
        _load(tmp_path, data)
    return exc.value.reason


def test_the_written_pdf_is_read_whole(tmp_path):
    doc = _load(tmp_path, make_pdf(PAGES))
    assert doc.text == _text(PAGES)
    assert doc.meta == {"pages": 5}


@pytest.mark.parametrize("fraction", [0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95, 0.99])
def test_a_pdf_cut_short_is_damaged_not_foreign(tmp_path, fraction):
    data = make_pdf(PAGES)
    assert _reason(tmp_path, data[: int(len(data) * fraction)]) == END_MISSING


def test_a_pdf_cut_inside_its_last_line_is_refused_too(tmp_path):
    data = make_pdf(PAGES)
    assert _reason(tmp_path, data[: data.rindex(b"%%EOF") + 3]) == END_MISSING


@pytest.mark.parametrize("where", [0.1, 0.5, 0.95])
def test_a_pdf_whose_last_update_is_cut_short_is_refused(tmp_path, where):
    # pdfminer falls back on the earlier revision, whole, and reads its three pages without an error: the two
    # pages the update added would be dropped in silence. The earlier %%EOF is within the last 1024 bytes.
    base = make_pdf(PAGES[:3])
    data = add_pages(base, 3, PAGES[3:])
    assert _load(tmp_path, data).text == _text(PAGES)
    cut = data[: len(base) + int((len(data) - len(base)) * where)]
    assert len(cut) - cut.rindex(b"%%EOF") < 1024
    assert _reason(tmp_path, cut) == END_MISSING


@pytest.mark.parametrize(
    "data",
    [
        b"\xff\xd8\xff\xe0\x00\x10JFIF" + b"\0" * 200,  # a photo of a page renamed .pdf
        b"<!DOCTYPE html><html><body>404 Not Found</body></html>\n%%EOF\n",  # an error page saved as .pdf
        "피고인 김철수".encode(),
    ],
)
def test_a_file_without_the_header_is_not_a_pdf(tmp_path, data):
    assert _reason(tmp_path, data) == "not a PDF file"


def test_a_cut_pdf_with_an_end_added_cannot_be_read(tmp_path):
    # a download resumed wrongly: the tail of the file is there, the middle (objects, cross-reference table) is not
    data = make_pdf(PAGES)
    reason = _reason(tmp_path, data[: len(data) // 2] + b"\n%%EOF\n")
    assert reason.startswith(f"{DAMAGED}: it cannot be read (")


def test_a_broken_cross_reference_table_in_a_whole_file_is_rebuilt(tmp_path):
    data = make_pdf(PAGES)
    xref = data.rindex(b"xref\n0 ")
    broken = data[: xref + 30] + b"GARBAGE!" * 5 + data[xref + 70 :]
    assert len(broken) == len(data)
    doc = _load(tmp_path, broken)
    assert doc.text == _text(PAGES)
    assert doc.meta == {"pages": 5, "xref_rebuilt": True}


def _stream_of_page(data: bytes, page: int) -> tuple[int, int]:
    """(start, end) of the compressed bytes of page ``page``'s (1-based) content stream in ``data``."""
    head = data.index(b"%d 0 obj\n<< /Length" % (5 + 2 * page))
    start = data.index(b"stream\n", head) + len(b"stream\n")
    return start, data.index(b"\nendstream", start)


def test_a_damaged_content_stream_is_an_error_not_a_page_without_text(tmp_path):
    # pdfminer, not strict, gives such a page b"" as its content: the page's text would be lost in silence
    data = bytearray(make_pdf(PAGES))
    start, end = _stream_of_page(bytes(data), 3)
    data[start + 40 : start + 80] = b"\0" * 40
    assert _reason(tmp_path, bytes(data)) == (
        f"{DAMAGED}: the text of page 3 is damaged (a compressed stream cannot be unpacked)"
    )


def test_a_content_stream_cut_short_is_an_error(tmp_path):
    data = bytearray(make_pdf(PAGES))
    start, end = _stream_of_page(bytes(data), 2)
    data[end - 30 : end] = b" " * 30  # the same length: offsets stay right, the deflate data stops early
    assert _reason(tmp_path, bytes(data)).startswith(f"{DAMAGED}: the text of page 2 is damaged")


def test_a_wrong_checksum_alone_is_accepted(tmp_path):
    # the deflate data is whole; pdfminer reads it (decompress_corrupted), so do we
    data = bytearray(make_pdf(PAGES))
    start, end = _stream_of_page(bytes(data), 4)
    data[end - 1] ^= 0xFF  # the last byte of the Adler-32 checksum
    assert _load(tmp_path, bytes(data)).text == _text(PAGES)


def test_padding_after_the_end_is_accepted_junk_is_not(tmp_path):
    data = make_pdf(PAGES)
    assert _load(tmp_path, data + b"\0" * 3000).text == _text(PAGES)
    assert _load(tmp_path, data + b"<html>" + b"x" * 500).text == _text(PAGES)  # within Acrobat's 1024 bytes
    assert _reason(tmp_path, data + b"<html>" + b"x" * 2000) == END_MISSING


def test_a_pdf_that_only_restricts_copying_is_read(tmp_path):
    # encrypted with an empty user password: the streams are checked after deciphering them
    data = make_pdf(PAGES, encrypted=True)
    assert b"/Encrypt" in data and "김철수".encode("utf-16-be") not in data
    assert _load(tmp_path, data).text == _text(PAGES)
