"""PDF text layer through pdfplumber (read only).

Text layout: each page's ``extract_text()`` (pdfplumber's default layout: lines joined with "\\n"), pages
joined with "\\n" plus a form feed "\\f" marking the page break.  A page whose font has glyphs without a
Unicode mapping comes out of pdfminer as "(cid:2)" codes ("서(cid:2)울", a PDF that Qt wrote with Noto Sans KR, a
new-user trial of 2026-12-02: the codes became placeholders and a name stayed); such a page is read with PDFium
instead (pypdfium2, which pdfplumber installs), which resolves them, lines joined with "\\n" too.  A PDF whose
pages hold no text at all is a scan: "no text layer: OCR needed" (this tool does no OCR).  An encrypted PDF that cannot be opened gives
"encrypted PDF"; a broken one "not a PDF file".

Writing back a PDF is not supported (redacting a PDF's drawing operators safely is another tool's job):
the de-identified text is written as ``.txt`` and the CLI says so.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pdfplumber

from thunder_deid_desktop.documents.base import MAX_FILE_BYTES, Document, DocumentError

PAGE_BREAK = "\n\f"
#: a glyph pdfminer could not map to Unicode
_CID = re.compile(r"\(cid:[0-9]+\)")


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


def load_pdf(path: Path) -> Document:
    """Read the text layer of a PDF (see module docstring).

    Raises:
        DocumentError: "no text layer: OCR needed", "encrypted PDF", "not a PDF file", "file too large".
    """
    if path.stat().st_size > MAX_FILE_BYTES:
        raise DocumentError(path, "file too large")
    with path.open("rb") as fh:
        if not fh.read(1024).lstrip().startswith(b"%PDF"):
            raise DocumentError(path, "not a PDF file")
    pages: list[str] = []
    try:
        with pdfplumber.open(str(path)) as pdf:
            for page in pdf.pages:
                pages.append(page.extract_text() or "")
        unmapped = [i for i, t in enumerate(pages) if _CID.search(t)]
        if unmapped:
            for i, t in zip(unmapped, _pdfium_pages(path, unmapped), strict=True):
                pages[i] = t
    except Exception as exc:  # pdfminer raises many types for broken or encrypted files
        # pdfplumber >= 0.11 wraps pdfminer's error (PdfminerException(PDFPasswordIncorrect())): look inside
        inner = [exc, exc.__cause__, exc.__context__, *(a for a in exc.args if isinstance(a, BaseException))]
        names = " ".join(type(e).__name__ for e in inner if e is not None)
        if "Password" in names or "Encrypt" in names:
            raise DocumentError(path, "encrypted PDF") from None
        raise DocumentError(path, "not a PDF file") from None
    if not any(p.strip() for p in pages):
        raise DocumentError(path, "no text layer: OCR needed")
    text = PAGE_BREAK.join(pages)
    norms: tuple[str, ...] = ()
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
        norms = ("nfc",)
    return Document(text, path, "pdf", None, norms, meta={"pages": len(pages)})
