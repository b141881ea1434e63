"""Word ``.docx`` through python-docx: body paragraphs and tables (nested too), then headers and footers.

Text layout: one line per paragraph (``"\\n"`` after each), in this order: the body in document order (a
table's cells row by row, each cell's paragraphs), then for each section its header and footer paragraphs
(each distinct header/footer part once).  Inside a paragraph the text is the concatenation of its runs,
including runs inside hyperlinks; python-docx renders ``<w:tab/>`` as "\\t" and ``<w:br/>`` as "\\n" in a
run's text, and writes them back the same way.

Writing keeps every run's formatting: edits are applied to runs (see
:func:`~thunder_deid_desktop.documents.base.apply_edits_to_pieces`); a span crossing runs is written into the
run where it starts.  Not covered (left as written, noted here): text boxes, footnotes/endnotes, comments,
field results, and document properties (author, title) — the CLI report says so.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import docx
from docx.document import Document as DocxDocument
from docx.table import Table
from docx.text.paragraph import Paragraph
from docx.text.run import Run

from thunder_deid_desktop.documents.base import (
    MAX_FILE_BYTES,
    Document,
    DocumentError,
    Edit,
    Piece,
    apply_edits_to_pieces,
)
from thunder_deid_desktop.documents.hwpx import _read_part, check_zip, parse_xml


def _iter_block(container) -> list[Paragraph]:
    out: list[Paragraph] = []
    for item in container.iter_inner_content():
        if isinstance(item, Paragraph):
            out.append(item)
        elif isinstance(item, Table):
            for row in item.rows:
                seen: set[int] = set()
                for cell in row.cells:
                    if id(cell._tc) in seen:  # merged cells repeat
                        continue
                    seen.add(id(cell._tc))
                    out.extend(_iter_block(cell))
    return out


def _paragraphs(doc: DocxDocument) -> list[Paragraph]:
    paras = _iter_block(doc)
    seen_parts: set[int] = set()
    for section in doc.sections:
        for hf in (
            section.header,
            section.first_page_header,
            section.even_page_header,
            section.footer,
            section.first_page_footer,
            section.even_page_footer,
        ):
            if hf.is_linked_to_previous:
                continue
            part = hf.part
            if id(part) in seen_parts:
                continue
            seen_parts.add(id(part))
            paras.extend(_iter_block(hf))
    return paras


def _runs(p: Paragraph) -> list[Run]:
    runs: list[Run] = []
    for item in p.iter_inner_content():
        if isinstance(item, Run):
            runs.append(item)
        else:  # Hyperlink
            runs.extend(item.runs)
    return runs


def _piece(run: Run, start: int, end: int) -> Piece:
    def get() -> str:
        return run.text

    def set_(s: str) -> None:
        run.text = s

    return Piece(start, end, get, set_)


def check_xml_parts(path: Path) -> None:
    """Parse every XML part of the package with defusedxml before python-docx sees it (issue 9, item 1).

    python-docx's lxml parser does not expand entities, but a part with a DTD (an entity bomb, an external
    entity) has no place in a Word file and is refused outright; parts are read under the zip limits of
    :func:`~thunder_deid_desktop.documents.hwpx.check_zip`.

    Raises:
        DocumentError: "unsafe XML" (a DTD, entity or external reference), "bad XML", "zip too large".
    """
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if name.endswith((".xml", ".rels")):
                parse_xml(_read_part(zf, name, path), path)


def load_docx(path: Path) -> Document:
    """Read a .docx (layout in the module docstring).

    Raises:
        DocumentError: "not a docx file", "zip too large", "zip bomb", "unsafe XML", "bad XML", "no text",
        "file too large".
    """
    if path.stat().st_size > MAX_FILE_BYTES:
        raise DocumentError(path, "file too large")
    check_zip(path)
    check_xml_parts(path)
    try:
        native = docx.Document(str(path))
    except Exception:  # python-docx raises several types for a broken package
        raise DocumentError(path, "not a docx file") from None
    parts: list[str] = []
    pieces: list[Piece] = []
    pos = 0
    for p in _paragraphs(native):
        for run in _runs(p):
            t = run.text
            if t:
                pieces.append(_piece(run, pos, pos + len(t)))
                parts.append(t)
                pos += len(t)
        parts.append("\n")
        pos += 1
    text = "".join(parts)
    if not text.strip():
        raise DocumentError(path, "no text")
    return Document(text, path, "docx", "utf-8", (), pieces=pieces, native=native)


def write_docx(doc: Document, edits: list[Edit], out_path: Path) -> int:
    """Apply ``edits`` to the runs of a loaded docx and save it to ``out_path``; returns runs-crossing edits.

    The loaded document object is modified in place: load again to write a second time.

    Raises:
        DocumentError: "edits do not fit the text" (an edit that lies only in a paragraph break).
    """
    try:
        crossed = apply_edits_to_pieces(doc.pieces, edits)
    except ValueError:
        raise DocumentError(out_path, "edits do not fit the text") from None
    doc.native.save(str(out_path))
    return crossed


def is_docx(path: Path) -> bool:
    """True when ``path`` is a zip holding ``word/document.xml``."""
    try:
        with zipfile.ZipFile(path) as zf:
            return "word/document.xml" in zf.namelist()
    except (zipfile.BadZipFile, OSError):
        return False
