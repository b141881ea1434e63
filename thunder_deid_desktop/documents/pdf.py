"""PDF text layer through pdfplumber (read only).

Text layout: each page's ``extract_text()`` (pdfplumber's default layout: lines joined with "\\n"), pages
joined with "\\n" plus a form feed "\\f" marking the page break.  A PDF whose pages hold no text at all is
a scan: "no text layer: OCR needed" (this tool does no OCR).  An encrypted PDF that cannot be opened gives
"encrypted PDF"; a broken one "not a PDF file".

Writing back a PDF is not supported (redacting a PDF's drawing operators safely is another tool's job):
the de-identified text is written as ``.txt`` and the CLI says so.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pdfplumber

from thunder_deid_desktop.documents.base import MAX_FILE_BYTES, Document, DocumentError

PAGE_BREAK = "\n\f"


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
