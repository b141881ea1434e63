"""Where the training inputs live and how to read them.

The shared data folder is ``../shared/data`` beside the repository root (CI and developer machines), or the folder
named by the environment variable ``THUNDER_DEID_SHARED`` (the folder that *contains* ``data/``).
"""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Iterator
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    """The shared folder (contains ``data/``); may not exist on a user's machine."""
    env = os.environ.get("THUNDER_DEID_SHARED")
    return Path(env) if env else (REPO_ROOT.parent / "shared")


def data_dir() -> Path:
    """``<shared>/data``."""
    return shared_dir() / "data"


def thunder_dir() -> Path:
    """The Thunder-DeID release files (annotated judgments, replacement lists, label map)."""
    return data_dir() / "thunder_deid"


def corpus_texts(limit: int | None = None) -> Iterator[str]:
    """Texts of ``precedent_kr/corpus.jsonl.gz`` (5,000 unlabeled judgments), at most ``limit``."""
    with gzip.open(data_dir() / "precedent_kr" / "corpus.jsonl.gz", "rt", encoding="utf-8") as f:
        for i, line in enumerate(f):
            if limit is not None and i >= limit:
                return
            yield json.loads(line)["text"]


def load_lists(path: Path | None = None) -> dict[str, list[str]]:
    """Replacement lists ``{label: [mention, ...]}`` (``entity_mentions.json`` shape)."""
    with open(path or thunder_dir() / "entity_mentions.json", encoding="utf-8") as f:
        return json.load(f)
