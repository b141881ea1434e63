"""Shared plumbing of batch commands: finding input files, reporting a bad file in one line, progress on stderr."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from thunder_deid_desktop.documents import Document, DocumentError, load_document

#: More files than this get a progress bar on stderr.
PROGRESS_MIN_FILES = 5

#: The suffixes a folder argument expands to: the formats judgments come in. A file named on the command line
#: may also be any other text file that :func:`~thunder_deid_desktop.documents.load_document` reads (``.text``,
#: ``.md``, no suffix), but a folder's notes and read-me files are not judgments ("resources/samples" holds a
#: ``SOURCE.md`` that was read and de-identified as one).
FOLDER_SUFFIXES: tuple[str, ...] = (".txt", ".docx", ".hwpx", ".pdf", ".hwp")


def expand_paths(paths: Iterable[str | Path], suffixes: tuple[str, ...] = FOLDER_SUFFIXES) -> Iterator[Path]:
    """Each PATH as given (a file of any suffix: the loader decides); a folder expands to its files whose
    lower-cased suffix is in ``suffixes`` (default :data:`FOLDER_SUFFIXES`), recursively, sorted. A broken link
    with such a suffix is yielded too, so that it is reported like a missing file given by name (a new-user
    trial, 2026-12-02: it was skipped without a word)."""
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            yield from sorted(
                f
                for f in p.rglob("*")
                if (f.is_file() or (f.is_symlink() and not f.exists())) and f.suffix.lower() in suffixes
            )
        else:
            yield p


#: The reason given for a folder that holds no judgment file (detect and deidentify alike).
NO_INPUT_FILES = f"no input files ({' '.join(FOLDER_SUFFIXES)}) in this folder"


def empty_folders(paths: Iterable[str | Path], suffixes: tuple[str, ...] = FOLDER_SUFFIXES) -> list[Path]:
    """The folders among ``paths`` that hold no file whose suffix is in ``suffixes`` (searched recursively), in
    order."""
    return [
        Path(raw) for raw in paths if Path(raw).is_dir() and next(expand_paths([raw], suffixes), None) is None
    ]


def report_failure(path: str | Path, reason: str) -> None:
    """One clear line on stderr naming the file and the reason (never a traceback, never document text)."""
    print(f"thunder-deid: {path}: {reason}", file=sys.stderr)


def load_or_report(path: Path) -> Document | None:
    """Load ``path``; on failure report it and return ``None``."""
    try:
        doc = load_document(path)
    except DocumentError as exc:
        report_failure(path, exc.reason)
        return None
    if not doc.text.strip():
        report_failure(path, "no text")
        return None
    return doc


def progress(items: list, desc: str):
    """``items`` wrapped in a tqdm bar on stderr when there are many of them."""
    if len(items) < PROGRESS_MIN_FILES:
        return items
    from tqdm import tqdm

    # disable=None: no bar when stderr is not a terminal, so a script reading stderr gets whole error lines
    return tqdm(items, desc=desc, unit="file", file=sys.stderr, disable=None)
