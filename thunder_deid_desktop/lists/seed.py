"""Loading the shipped replacement lists into the store, once.

``resources/replacement_lists/entity_mentions.json`` (``{raw label: [mention, ...]}``, CC BY-NC-SA 4.0, see the
``SOURCE.md`` next to it) is loaded on the first use of the lists: labels are normalized through the taxonomy (the
release's ``label_normalization.json``, as ``training/train.py`` does for its lists), mentions cleaned
(:func:`~.validation.clean`), and mentions the validation refuses or that repeat within a normalized label are
skipped. The load is one transaction that also writes one ``seed`` event (file name, SHA-256, counts); the
presence of that event is what makes the load happen only once, even after every seeded mention was deleted.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import Counter
from pathlib import Path

from sqlalchemy import insert, select

from thunder_deid_desktop.lists.validation import check_text, clean
from thunder_deid_desktop.paths import resource_dir, shipped_lists_path
from thunder_deid_desktop.store import Store
from thunder_deid_desktop.store.models import ReplacementEvent, ReplacementMention, utcnow
from thunder_deid_desktop.taxonomy import Taxonomy, get_taxonomy

log = logging.getLogger(__name__)

SEED_DIR = resource_dir() / "replacement_lists"
SEED_PATH = shipped_lists_path()


def is_seeded(store: Store) -> bool:
    """True when the store holds the ``seed`` event (the shipped lists were loaded before)."""
    with store.read() as s:
        return (
            s.scalar(select(ReplacementEvent.id).where(ReplacementEvent.action == "seed").limit(1))
            is not None
        )


def ensure_seeded(store: Store, path: Path | None = None, taxonomy: Taxonomy | None = None) -> int:
    """Load the shipped lists (``path``, default :data:`SEED_PATH`) unless they were loaded before.

    Returns:
        The number of mentions inserted (0 when the store was seeded already).

    Raises:
        FileNotFoundError: the seed file is missing.
        ValueError: the file is not a ``{label: [mention, ...]}`` JSON object.
    """
    if is_seeded(store):
        return 0
    path = Path(path or SEED_PATH)
    tax = taxonomy or get_taxonomy()
    raw = path.read_bytes()
    doc = json.loads(raw.decode("utf-8"))
    if not isinstance(doc, dict) or not all(isinstance(v, list) for v in doc.values()):
        raise ValueError(f"{path.name}: not a {{label: [mention, ...]}} object")
    rows: list[dict] = []
    seen: set[tuple[str, str]] = set()
    skipped: Counter[str] = Counter()
    now = utcnow()
    for raw_label, mentions in doc.items():
        label = tax.normalize(raw_label)
        for mention in mentions:
            text = clean(str(mention))
            errors = [i.code for i in check_text(tax, label, text) if i.error]
            if errors:
                skipped[errors[0]] += 1
                continue
            key = (label, text.casefold())
            if key in seen:
                skipped["duplicate"] += 1
                continue
            seen.add(key)
            rows.append(
                {
                    "label": label,
                    "text": text,
                    "active": True,
                    "source": "seed",
                    "created_at": now,
                    "updated_at": now,
                }
            )
    with store.write() as s:
        if (
            s.scalar(select(ReplacementEvent.id).where(ReplacementEvent.action == "seed").limit(1))
            is not None
        ):
            return 0
        if rows:
            s.execute(insert(ReplacementMention), rows)
        s.add(
            ReplacementEvent(
                action="seed",
                user_id=None,
                mention_id=None,
                before={},
                after={},
                params={
                    "file": path.name,
                    "sha256": hashlib.sha256(raw).hexdigest(),
                    "mentions": len(rows),
                    "labels": len({r["label"] for r in rows}),
                    "skipped": dict(sorted(skipped.items())),
                },
            )
        )
    log.info("replacement lists seeded: %d mentions, skipped %s", len(rows), dict(skipped))
    return len(rows)
