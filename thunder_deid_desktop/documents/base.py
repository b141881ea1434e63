"""The ``Document`` contract shared by every format, the one error type, and text edits.

A loader returns a :class:`Document` whose ``text`` is what span offsets index (code points).  Loaders never
change text silently: each normalisation they apply is named in ``normalizations`` (``"nfc"``: Unicode NFC;
``"bom"``: a byte-order mark was removed; ``"crlf"`` is *not* applied: CRLF stays as is in ``.txt``).

Structured formats (docx, hwpx) keep the map from text offsets to the pieces of the file that hold the text
(``pieces``), so a writer can apply edits without losing formatting.  A span that crosses formatting runs
is written into the first run it touches, with the covered text removed from the following runs (the
replacement takes the formatting of the run where the span starts).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

FORMATS = ("txt", "docx", "hwpx", "pdf", "hwp")

#: Largest input file read (bytes); larger inputs fail with "file too large".
MAX_FILE_BYTES = 200 * 1024 * 1024

#: Longest text accepted (code points), about 17 times the longest judgment we have seen (300k): analysing
#: it takes minutes on two cores; a longer text fails with "text too long" instead of running for hours
#: (issue 9, item 1).
MAX_TEXT_CHARS = 5_000_000

#: Largest plain-text file read (bytes): no encoding needs more than 4 bytes a code point.
MAX_TXT_BYTES = 4 * MAX_TEXT_CHARS


class DocumentError(Exception):
    """A file that cannot be read or written; ``reason`` is one short line for the user.

    Reasons used: "not found", "not a file", "empty file", "no text" (only whitespace), "binary file", "undecodable bytes",
    "no Korean text: check the file's encoding (guessed <codec>)" (txt), "file too large", "text too long",
    "unsupported format .X", "not a PDF file", "damaged or truncated PDF: <why>", "no text layer: OCR needed",
    "encrypted PDF" (the txt and pdf modules say when), "HWP 5 binary: save as HWPX", "output not encodable in <enc>", "edits do not fit the text".  A Word or
    HWPX package that cannot be read gives :func:`invalid_package`'s "not a valid Word (.docx) file: <what is
    wrong> (<code>)", the code being one of "bad zip", "zip too large", "zip bomb", "bad XML", "unsafe XML",
    "not a docx file", "not an hwpx file".
    """

    def __init__(self, path: str | Path | None, reason: str) -> None:
        self.path = Path(path) if path is not None else None
        self.reason = reason
        super().__init__(f"{path}: {reason}" if path is not None else reason)


#: The names a court clerk knows the packaged formats by, used in error reasons.
PACKAGE_NAMES = {"docx": "Word (.docx)", "hwpx": "한글 HWPX (.hwpx)"}


def invalid_package(path: str | Path | None, fmt: str, why: str, code: str) -> DocumentError:
    """The error for a ``fmt`` (``"docx"``/``"hwpx"``) file that cannot be read as one.

    The reason reads ``not a valid Word (.docx) file: <why> (<code>)``: ``why`` says in plain words what is
    wrong ("it is plain text, not a ZIP package"), ``code`` is the short technical name ("bad zip") that
    support and tests can rely on.
    """
    return DocumentError(path, f"not a valid {PACKAGE_NAMES.get(fmt, fmt)} file: {why} ({code})")


def size_text(n: int) -> str:
    """``n`` bytes in words: "512 MiB", "20 MiB", "12 KiB", "80 bytes"."""
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n} bytes"


class Edit(NamedTuple):
    """Replace ``text[start:end]`` (original code points, end exclusive) by ``replacement``."""

    start: int
    end: int
    replacement: str


@dataclass
class Piece:
    """A stretch of ``Document.text`` held by one editable place in the file (a docx run, an hwpx ``t`` text).

    ``get()`` returns the current text of the place, ``set(s)`` writes it back; ``start``/``end`` are the
    offsets of the original text in ``Document.text``.  Text between pieces (paragraph breaks, tabs written
    as elements) is not editable.
    """

    start: int
    end: int
    get: Callable[[], str]
    set: Callable[[str], None]


@dataclass
class Document:
    """A loaded document.

    Attributes:
        text: the text spans index (code points).
        path: where it was read from.
        format: one of :data:`FORMATS`.
        encoding: the detected or declared character encoding (txt), else "utf-8" for XML formats.
        normalizations: what the loader changed, e.g. ("nfc",).
        pieces: for docx/hwpx, the editable places in text order.
        native: the format library's object (python-docx Document, hwpx parts …) used by the writer.
        meta: anything else a writer needs (txt: ``bom``; pdf: ``pages``).
    """

    text: str
    path: Path | None
    format: str
    encoding: str | None = None
    normalizations: tuple[str, ...] = ()
    pieces: list[Piece] = field(default_factory=list, repr=False)
    native: Any = field(default=None, repr=False)
    meta: dict = field(default_factory=dict)


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """``text`` with non-overlapping ``edits`` applied.

    Raises:
        ValueError: edits that overlap or fall outside the text.
    """
    out: list[str] = []
    pos = 0
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        if e.start < pos or e.end > len(text) or e.start > e.end:
            raise ValueError(f"edit {e.start}..{e.end} overlaps another or is outside the text")
        out.append(text[pos : e.start])
        out.append(e.replacement)
        pos = e.end
    out.append(text[pos:])
    return "".join(out)


def apply_edits_to_pieces(pieces: Sequence[Piece], edits: Iterable[Edit]) -> int:
    """Apply ``edits`` (original text offsets) to ``pieces``; returns how many edits crossed pieces.

    Each edit's replacement goes into the first piece that the edit overlaps, at the edit's position; the
    covered text is removed from every other piece it overlaps.  An edit that touches no piece (it lies wholly
    in non-editable text such as a paragraph break) raises ``ValueError``.  Pieces are edited from the end
    of the document backwards so earlier offsets stay valid.
    """
    ordered = sorted(edits, key=lambda e: (e.start, e.end))
    for a, b in zip(ordered, ordered[1:], strict=False):
        if b.start < a.end:
            raise ValueError("overlapping edits")
    crossed = 0
    # current text of each piece, edited as original-offset slices from the back
    for e in reversed(ordered):
        touched = [p for p in pieces if p.start < e.end and e.start < p.end] or [
            p for p in pieces if p.start <= e.start <= p.end and e.start == e.end
        ]
        if not touched:
            raise ValueError(f"edit {e.start}..{e.end} touches no editable text")
        if len(touched) > 1:
            crossed += 1
        for k, p in enumerate(reversed(touched)):
            first = k == len(touched) - 1
            cur = p.get()
            a = max(e.start, p.start) - p.start
            b = min(e.end, p.end) - p.start
            p.set(cur[:a] + (e.replacement if first else "") + cur[b:])
    return crossed
