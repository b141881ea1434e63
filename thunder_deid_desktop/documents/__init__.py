"""Document formats: ``load_document(path) -> Document`` and ``write_document(doc, new, out_path, format)``.

Formats: ``.txt`` (UTF-8 ± BOM, UTF-16/32 with BOM, CP949/EUC-KR detected), ``.docx``, ``.hwpx``, ``.pdf``
(text layer, read only) and ``.hwp`` (HWP 5 binary: refused, "save as HWPX").  The format is chosen from
the file's first bytes where they are decisive (zip → docx/hwpx by content, ``%PDF``, OLE compound file),
else from the extension, so a renamed file is still read correctly.  Every failure is a
:class:`DocumentError` with a one-line reason.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path

from thunder_deid_desktop.documents.base import (
    FORMATS,
    MAX_TEXT_CHARS,
    Document,
    DocumentError,
    Edit,
    apply_edits,
)
from thunder_deid_desktop.documents.docx import is_docx, load_docx, write_docx
from thunder_deid_desktop.documents.hwp import OLE_MAGIC, load_hwp
from thunder_deid_desktop.documents.hwpx import is_hwpx, load_hwpx, write_hwpx
from thunder_deid_desktop.documents.pdf import load_pdf
from thunder_deid_desktop.documents.txt import load_txt, write_txt
from thunder_deid_desktop.fileperms import secure_file

TEXT_SUFFIXES = (".txt", ".text", ".md")
SUFFIXES = (*TEXT_SUFFIXES, ".docx", ".hwpx", ".pdf", ".hwp")
#: the zip-based formats by suffix: a file with one of these suffixes is read by its loader, which says what is
#: wrong with it in words ("not a valid Word (.docx) file: it is plain text, not a ZIP package (bad zip)")
PACKAGE_SUFFIXES = {".docx": load_docx, ".hwpx": load_hwpx}


def load_document(path: str | Path) -> Document:
    """Load any supported file.

    Raises:
        DocumentError: "not found", "not a file", "empty file", "unsupported format .X", "text too long"
        (more than :data:`~thunder_deid_desktop.documents.base.MAX_TEXT_CHARS` code points), or a loader's
        reason.
    """
    doc = _load(Path(path))
    if len(doc.text) > MAX_TEXT_CHARS:
        raise DocumentError(doc.path, "text too long")
    return doc


def _load(p: Path) -> Document:
    try:
        if not p.exists():
            raise DocumentError(p, "not found")
        if not p.is_file():
            raise DocumentError(p, "not a file")
        if p.stat().st_size == 0:
            raise DocumentError(p, "empty file")
        with p.open("rb") as fh:
            head = fh.read(8)
        suffix = p.suffix.lower()
        if head.startswith(b"PK\x03\x04"):
            if is_hwpx(p):
                return load_hwpx(p)
            if is_docx(p):
                return load_docx(p)
            if suffix in PACKAGE_SUFFIXES:
                return PACKAGE_SUFFIXES[suffix](p)
            raise DocumentError(p, f"unsupported format {suffix or 'zip'}")
        if head.startswith(b"%PDF") or suffix == ".pdf":
            return load_pdf(p)
        if suffix in PACKAGE_SUFFIXES:  # not a zip by its first bytes: the loader says what it is instead
            return PACKAGE_SUFFIXES[suffix](p)
        if head.startswith(OLE_MAGIC):
            if suffix == ".hwp":
                return load_hwp(p)
            raise DocumentError(p, f"unsupported format {suffix or 'OLE'}")
        if suffix == ".hwp":
            return load_hwp(p)
        if suffix in TEXT_SUFFIXES or suffix == "":
            return load_txt(p)
        raise DocumentError(p, f"unsupported format {suffix}")
    except OSError as exc:
        raise DocumentError(p, f"cannot read: {exc.strerror or type(exc).__name__}") from None


def _edits_from(doc: Document, new: object) -> tuple[str, list[Edit]]:
    if isinstance(new, str):
        sm = difflib.SequenceMatcher(None, doc.text, new, autojunk=False)
        edits = [Edit(i1, i2, new[j1:j2]) for op, i1, i2, j1, j2 in sm.get_opcodes() if op != "equal"]
        return new, edits
    replacements = getattr(new, "replacements", None)
    items: Sequence = replacements if replacements is not None else new  # type: ignore[assignment]
    edits = []
    for r in items:
        if isinstance(r, Edit):
            edits.append(r)
        elif hasattr(r, "original_start"):
            edits.append(Edit(r.original_start, r.original_end, r.replacement))
        else:
            start, end, repl = r
            edits.append(Edit(int(start), int(end), str(repl)))
    return apply_edits(doc.text, edits), edits


def _in_decoded_form(doc: Document, edits: list[Edit]) -> str | None:
    """The file's own decoded text (``meta["decoded"]``, kept by the txt loader when it NFC-normalised an NFD
    file) with ``edits`` (offsets into the NFC ``doc.text``) applied at the matching places, so that every
    character outside the edits stays as the file had it (issue 3: rendering keeps every character outside
    spans unchanged; a new-user trial got a whole NFD file back in NFC). ``None`` when the file was NFC already
    or the mapping does not give ``doc.text`` back."""
    decoded = doc.meta.get("decoded")
    if not decoded:
        return None
    from thunder_deid_desktop.analysis.tokenizer import nfc_with_offsets

    composed, starts = nfc_with_offsets(decoded)
    if composed != doc.text:
        return None
    return apply_edits(decoded, [Edit(starts[e.start], starts[e.end], e.replacement) for e in edits])


def output_suffix(doc: Document, fmt: str = "same") -> str:
    """The suffix an output gets: the input's for ``same`` (``.txt`` for pdf, which is not written back)."""
    return _output_suffix(doc.format, doc.path.suffix if doc.path is not None else "", fmt)


def expected_output_suffix(path: Path, fmt: str = "same") -> str:
    """:func:`output_suffix` of the file at ``path`` before it is loaded, taking its format from its suffix (a
    renamed file, an ".hwp" that is HWPX inside, may end otherwise once loaded)."""
    ext = path.suffix.lower()
    return _output_suffix("txt" if ext in TEXT_SUFFIXES or not ext else ext[1:], path.suffix, fmt)


def _output_suffix(doc_format: str, input_suffix: str, fmt: str) -> str:
    if fmt == "txt" or doc_format == "pdf":
        return ".txt"
    if doc_format == "txt":
        return input_suffix or ".txt"
    return f".{doc_format}"


def write_document(
    doc: Document, new_text_or_edits: object, out_path: str | Path, format: str = "same"
) -> Path:
    """Write the de-identified document.

    Args:
        doc: the loaded input (docx/hwpx objects are modified in place: load again for a second write).
        new_text_or_edits: the new text (str), a sequence of edits ``(start, end, replacement)`` in original
            offsets, or a :class:`~thunder_deid_desktop.deid.render.Rendering` (its ``replacements``).
        out_path: the file to write (not changed; the caller picks the suffix, see :func:`output_suffix`).
        format: ``"same"`` (input format; pdf gives txt) or ``"txt"``.

    Returns:
        ``out_path``, readable by its owner only (mode 0600 on POSIX).

    Raises:
        DocumentError: "refusing to overwrite the input", "edits do not fit the text", "unsupported output
        format X".
        ValueError: overlapping edits.
    """
    out = Path(out_path)
    if format not in ("same", "txt"):
        raise DocumentError(out, f"unsupported output format {format}")
    if doc.path is not None and out.exists() and out.resolve() == doc.path.resolve():
        raise DocumentError(out, "refusing to overwrite the input")
    new_text, edits = _edits_from(doc, new_text_or_edits)
    created = secure_file(out)  # 0600 from the start (issue 9, item 5)
    try:
        target = "txt" if format == "txt" or doc.format in ("txt", "pdf", "hwp") else doc.format
        if target == "txt":
            if doc.format == "txt":
                new_text = _in_decoded_form(doc, edits) or new_text
                write_txt(new_text, out, doc.encoding or "utf-8", doc.meta.get("bom", b""))
            else:
                write_txt(new_text, out)
        elif target == "docx":
            write_docx(doc, edits, out)
        elif target == "hwpx":
            write_hwpx(doc, edits, out, new_text)
    except BaseException:
        if created:
            out.unlink(missing_ok=True)  # no empty file left behind
        raise
    secure_file(out)
    return out


__all__ = [
    "FORMATS",
    "SUFFIXES",
    "Document",
    "DocumentError",
    "Edit",
    "apply_edits",
    "load_document",
    "output_suffix",
    "expected_output_suffix",
    "write_document",
]
