"""Model folder integrity: a SHA-256 manifest written when a model is saved and checked before it is loaded.

``manifest.json`` = ``{"algorithm": "sha256", "files": {relative path: hex digest}}`` over every file of the folder
except the manifest itself and run logs (:data:`LOGS`), which nothing loads. Loading refuses a folder whose files differ from the manifest, that holds pickle
weights (``*.bin``, ``*.pt``, ``*.pkl``: only safetensors are loaded), or that has no manifest.

While the training command finalizes a folder (chooses and writes ``analyzer.json``, the metrics and the card) the
folder holds a :data:`FINALIZING` marker with that process's id; any other process refuses the folder until the
marker is gone, because in the meantime the folder is complete enough to pass a manifest check but lacks its
settings (an analyzer loaded then would silently run with its defaults). A marker left by an interrupted finalize
keeps the folder refused until finalize is run again.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

MANIFEST = "manifest.json"
#: Run logs that change after the model is written and that nothing loads.
LOGS = ("progress.jsonl", "train.log")
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
#: Marker file of a folder being finalized; its text is the finalizing process's id.
FINALIZING = "FINALIZING"


class ModelIntegrityError(Exception):
    """The model folder does not match its manifest, or is not safe to load (reason in the message)."""


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file's bytes, read in blocks (``hashlib.file_digest``); ``OSError`` if unreadable."""
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def _files(folder: Path) -> list[Path]:
    skipped = (MANIFEST, FINALIZING, *LOGS)
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name not in skipped)


@contextmanager
def finalizing(folder: str | Path) -> Iterator[None]:
    """Mark ``folder`` as being finalized by this process for the ``with`` block (:data:`FINALIZING`).

    The marker is removed when the block ends normally and kept when it raises: the folder is then incomplete and
    stays refused by :func:`verify_manifest` in other processes until a finalize completes.
    """
    marker = Path(folder) / FINALIZING
    marker.write_text(str(os.getpid()), encoding="utf-8")
    yield
    marker.unlink(missing_ok=True)


def check_not_finalizing(folder: str | Path) -> None:
    """Raise if another process is finalizing ``folder`` or a finalize of it was interrupted.

    Raises:
        ModelIntegrityError: a :data:`FINALIZING` marker naming another process id (or unreadable).
    """
    marker = Path(folder) / FINALIZING
    if not marker.is_file():
        return
    owner = marker.read_text(encoding="utf-8", errors="replace").strip()
    if owner == str(os.getpid()):
        return
    raise ModelIntegrityError(
        f"{folder}: the training command is finalizing this model folder (process {owner}) or was interrupted "
        "while it did: wait for it to finish, or run `python -m training.train finalize` on it again"
    )


def write_manifest(folder: str | Path) -> Path:
    """Hash every file of ``folder`` into ``folder/manifest.json``; returns its path."""
    folder = Path(folder)
    files = {p.relative_to(folder).as_posix(): file_sha256(p) for p in _files(folder)}
    path = folder / MANIFEST
    path.write_text(
        json.dumps({"algorithm": "sha256", "files": files}, indent=1, sort_keys=True), encoding="utf-8"
    )
    return path


def verify_manifest(folder: str | Path) -> None:
    """Check ``folder`` against its manifest.

    Raises:
        ModelIntegrityError: no manifest, a pickle weight file, a missing, extra or changed file, or a finalize
            of the folder running in another process or interrupted (:func:`check_not_finalizing`).
    """
    folder = Path(folder)
    check_not_finalizing(folder)
    path = folder / MANIFEST
    if not path.is_file():
        raise ModelIntegrityError(
            f"{folder}: no {MANIFEST}: write one on a trusted copy with "
            "thunder_deid_desktop.analysis.integrity.write_manifest(folder)"
        )
    pickles = [p.name for p in _files(folder) if p.suffix.lower() in PICKLE_SUFFIXES]
    if pickles:
        raise ModelIntegrityError(f"{folder}: pickle weights are never loaded: {', '.join(pickles)}")
    try:
        expected = json.loads(path.read_text(encoding="utf-8"))["files"]
    except (ValueError, KeyError) as exc:
        raise ModelIntegrityError(f"{folder}: unreadable manifest") from exc
    actual = {p.relative_to(folder).as_posix(): p for p in _files(folder)}
    missing = sorted(set(expected) - set(actual))
    extra = sorted(set(actual) - set(expected))
    if missing or extra:
        raise ModelIntegrityError(f"{folder}: files missing {missing} or unexpected {extra}")
    changed = [name for name, digest in expected.items() if file_sha256(actual[name]) != digest]
    if changed:
        raise ModelIntegrityError(f"{folder}: changed since the manifest was written: {', '.join(changed)}")
