"""PDF text layer through pdfplumber (read only).

Text layout: each page's ``extract_text()`` (pdfplumber's default layout: lines joined with "\\n"), pages
joined with "\\n" plus a form feed "\\f" marking the page break.  A page whose font has glyphs without a
Unicode mapping comes out of pdfminer as "(cid:2)" codes ("서(cid:2)울", a PDF that Qt wrote with Noto Sans KR, a
new-user trial of 2026-12-02: the codes became placeholders and a name stayed); such a page is read with PDFium
instead (pypdfium2, which pdfplumber installs), which resolves them, lines joined with "\\n" too; so is a page
where pdfminer finds no character at all (a font it cannot read: fpdf2 with Noto Sans KR).

Errors (``DocumentError.reason``), checked in this order:

1. "file too large" (over :data:`~thunder_deid_desktop.documents.base.MAX_FILE_BYTES`);
2. "not a PDF file": the file does not start with the ``%PDF`` header (white space before it allowed): an
   image or an HTML error page saved as .pdf;
3. "damaged or truncated PDF: <why>": the file starts like a PDF but cannot be trusted to give all its text
   (a new-user trial: a download cut short said "not a PDF file", which the user could see was
   wrong).  ``<why>`` is one of

   - "its end is missing, as after a copy or download cut short": the last ``%%EOF`` is not in the last
     1024 bytes (trailing NULs and white space, which some transfer tools pad with, left out), or PDF
     structure (``N G obj``, ``endobj``, ``endstream``, ``xref``, ``trailer``, ``startxref``) follows it: an
     update appended to the file and cut short.  The 1024-byte window is the one Acrobat searches (PDF
     Reference 1.7, appendix H, the implementation note on section 3.4.4, "File Trailer");
   - "it cannot be read (<pdfminer's error>)": pdfminer fails to open it or a page (a cross-reference table
     and trailer that are missing and cannot be rebuilt, an object cut in the middle);
   - "the text of page N is damaged (a compressed stream cannot be unpacked)": a Flate-compressed content
     stream of page N (1-based) is not a complete zlib stream; pdfminer (not strict) would give that page
     no text or part of it without a word (``pdfminer.pdftypes.PDFStream.decode``).  A wrong checksum alone
     is accepted, as pdfminer accepts it; streams of form XObjects are not checked;
4. "encrypted PDF": a password is needed to open it;
5. "no text layer: OCR needed": no page holds any text, a scan (this tool does no OCR).

Decided: a missing end is an error, not a warning.  The loaders have no warning channel that reaches the
user, and pdfminer reads a damaged file by other means when the cross-reference table at its end is
missing or broken: it scans the file for objects, or, in a file whose last update is cut short, takes the
earlier revision's table, which is whole.  That revision's pages then come out without an error and the
updated or added pages are dropped in silence (checked: a five-page file whose last two pages came in an
update, cut inside the update, read as three pages).  Lost text does not leak, but a judgment published
with pages missing is a wrong publication, and fetching the file again is cheap.  The costs: a file cut
only inside its last line (``%%EOF``) is refused although pdfminer would read it whole, and so is a file
with more than 1024 bytes of other data after its end.  A cut exactly at the end of an earlier revision
(just after its ``%%EOF``) cannot be told from a complete file.  A broken cross-reference table in a file
whose end is there is *not* an error: pdfminer rebuilds it from every object of the complete file (PDFium
and Acrobat repair the same way), and ``meta["xref_rebuilt"]`` is set to True.

Writing back a PDF is not supported (redacting a PDF's drawing operators safely is another tool's job):
the de-identified text is written as ``.txt`` and the CLI says so.
"""

from __future__ import annotations

import re
import unicodedata
import zlib
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdfdocument import PDFXRefFallback
from pdfminer.pdftypes import LITERALS_FLATE_DECODE, PDFStream, resolve1

from thunder_deid_desktop.documents.base import MAX_FILE_BYTES, Document, DocumentError

PAGE_BREAK = "\n\f"
#: a glyph pdfminer could not map to Unicode
_CID = re.compile(r"\(cid:[0-9]+\)")
#: the start of every reason for a PDF that has a header but cannot be read whole (see the module docstring)
DAMAGED = "damaged or truncated PDF"
#: bytes at the end of the file searched for ``%%EOF`` (Acrobat's window, see the module docstring)
EOF_WINDOW = 1024
#: trailing bytes ignored before that search (padding some copy and download tools add)
_PADDING = b"\x00\t\n\r\f "
#: keywords of PDF structure: after the last ``%%EOF`` they are the start of an update cut short
_STRUCTURE = re.compile(rb"\d+\s+\d+\s+obj\b|endobj|endstream|startxref|\bxref\b|\btrailer\b")


def _pdfium_pages(path: Path, indexes: list[int]) -> list[str]:
    """The text of the pages ``indexes`` of ``path`` as PDFium reads it (pypdfium2), "\\r\\n" turned into "\\n"."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        out = []
        for i in indexes:
            page = pdf[i]
            textpage = page.get_textpage()
            out.append(
                textpage.get_text_range().replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "")
            )
            textpage.close()
            page.close()
        return out
    finally:
        pdf.close()


def _has_end(path: Path, size: int) -> bool:
    """Whether ``path`` (``size`` bytes long) ends like a whole PDF: its last ``%%EOF`` lies in the last
    :data:`EOF_WINDOW` bytes once trailing NULs and white space (up to 4 KiB) are left out, and no PDF structure
    (:data:`_STRUCTURE`) follows it, which would be an update appended to the file and cut short."""
    with path.open("rb") as fh:
        fh.seek(max(0, size - EOF_WINDOW - 4096))
        tail = fh.read().rstrip(_PADDING)
    end = tail.rfind(b"%%EOF")
    return end >= 0 and len(tail) - end <= EOF_WINDOW and not _STRUCTURE.search(tail, end + 5)


def _flate_damaged(stream: Any) -> bool:
    """True when ``stream`` (a page's content stream, pdfminer object) is Flate-compressed, not yet decoded,
    and its data is not a complete zlib stream: a bad zlib header, data that stops before the last deflate
    block, or bytes that are not deflate data.  Only a wrong or missing Adler-32 checksum after a complete
    deflate stream is accepted (pdfminer accepts it too, ``decompress_corrupted``)."""
    if not isinstance(stream, PDFStream) or stream.rawdata is None:
        return False  # not a stream, or decoded already (a stream shared by two pages)
    filters = stream.get_filters()
    if not filters or filters[0][0] not in LITERALS_FLATE_DECODE:
        return False
    raw = stream.rawdata
    if stream.decipher is not None and stream.objid is not None and stream.genno is not None:
        raw = stream.decipher(stream.objid, stream.genno, raw, stream.attrs)
    try:
        zlib.decompress(raw)  # what pdfminer tries first; trailing bytes after the stream are ignored
        return False
    except zlib.error:
        pass
    if len(raw) < 2 or raw[0] & 0x0F != 8 or (raw[0] << 8 | raw[1]) % 31:
        return True  # pdfminer would give b""
    inflater = zlib.decompressobj(-zlib.MAX_WBITS)  # raw deflate: the checksum is left unread
    try:
        inflater.decompress(raw[2:])
    except zlib.error:
        return True
    return not inflater.eof


def load_pdf(path: Path) -> Document:
    """Read the text layer of a PDF (see module docstring).

    Returns:
        A :class:`Document` with ``format="pdf"``, ``encoding=None``, ``meta={"pages": <page count>}``, and
        ``meta["xref_rebuilt"] = True`` when pdfminer had to rebuild the cross-reference table.

    Raises:
        DocumentError: "file too large", "not a PDF file", "damaged or truncated PDF: <why>", "encrypted PDF",
            "no text layer: OCR needed" (the module docstring says when).
    """
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise DocumentError(path, "file too large")
    with path.open("rb") as fh:
        if not fh.read(1024).lstrip().startswith(b"%PDF"):
            raise DocumentError(path, "not a PDF file")
    if not _has_end(path, size):
        raise DocumentError(path, f"{DAMAGED}: its end is missing, as after a copy or download cut short")
    pages: list[str] = []
    try:
        with pdfplumber.open(str(path)) as pdf:
            rebuilt = any(isinstance(x, PDFXRefFallback) for x in pdf.doc.xrefs)
            for n, page in enumerate(pdf.pages, 1):
                if any(_flate_damaged(resolve1(s)) for s in page.page_obj.contents):
                    raise DocumentError(
                        path,
                        f"{DAMAGED}: the text of page {n} is damaged (a compressed stream cannot be unpacked)",
                    )
                pages.append(page.extract_text() or "")
        # and pages where pdfminer finds no character at all: fonts it cannot read (a PDF that fpdf2 wrote with
        # Noto Sans KR, a new-user trial of 2026-12-03, had been refused as a scan); a real scan stays empty
        unmapped = [i for i, t in enumerate(pages) if _CID.search(t) or not t.strip()]
        if unmapped:
            for i, t in zip(unmapped, _pdfium_pages(path, unmapped), strict=True):
                pages[i] = t
    except DocumentError:
        raise
    except Exception as exc:  # pdfminer raises many types for broken or encrypted files
        # pdfplumber >= 0.11 wraps pdfminer's error (PdfminerException(PDFPasswordIncorrect())): look inside
        inner = [exc, exc.__cause__, exc.__context__, *(a for a in exc.args if isinstance(a, BaseException))]
        names = " ".join(type(e).__name__ for e in inner if e is not None)
        if "Password" in names or "Encrypt" in names:
            raise DocumentError(path, "encrypted PDF") from None
        cause = next((e for e in inner[1:] if e is not None), exc)
        raise DocumentError(path, f"{DAMAGED}: it cannot be read ({type(cause).__name__})") from None
    if not any(p.strip() for p in pages):
        raise DocumentError(path, "no text layer: OCR needed")
    text = PAGE_BREAK.join(pages)
    norms: tuple[str, ...] = ()
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
        norms = ("nfc",)
    meta: dict = {"pages": len(pages)}
    if rebuilt:
        meta["xref_rebuilt"] = True
    return Document(text, path, "pdf", None, norms, meta=meta)
