"""Model folder integrity: a SHA-256 manifest written when a model is saved and checked before it is loaded.

``manifest.json`` = ``{"algorithm": "sha256", "files": {relative path: hex digest}}`` over every file of the folder
except the manifest itself and run logs (:data:`LOGS`), which nothing loads. Loading refuses a folder whose files differ from the manifest, that holds pickle
weights (``*.bin``, ``*.pt``, ``*.pkl``: only safetensors are loaded), or that has no manifest.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

MANIFEST = "manifest.json"
#: Run logs that change after the model is written and that nothing loads.
LOGS = ("progress.jsonl", "train.log")
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")


class ModelIntegrityError(Exception):
    """The model folder does not match its manifest, or is not safe to load (reason in the message)."""


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file's bytes, read in blocks (``hashlib.file_digest``); ``OSError`` if unreadable."""
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name != MANIFEST and p.name not in LOGS)


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
        ModelIntegrityError: no manifest, a pickle weight file, a missing, extra or changed file.
    """
    folder = Path(folder)
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
