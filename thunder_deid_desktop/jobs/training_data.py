"""Training data from clerks' corrections (issue 5, item 2) and the data snapshot a run is traced to.

A document counts as corrected when its status is ``reviewed``, ``confirmed`` or ``exported`` and no span is
pending (an export may be confirmed with spans left unreviewed; those documents are left out). Its accepted spans
(the live spans of :class:`~thunder_deid_desktop.review.session.ReviewSession` once nothing is pending) become
placeholders, as in the release's ``annotated_judgments.jsonl``: each span's text is replaced by a capital-letter
placeholder (``A``, ``B`` … ``Z``, ``AA`` …; one per entity — a hand-made entity group, else one per
(label, surface text)), and the span list points at the placeholders (``start``/``end`` code points, ``label``,
``text`` = the placeholder). Training then fills the placeholders anew every epoch (per-epoch replacement), so no
real name of a reviewed document is ever trained on.

:func:`build_snapshot` writes what a run uses into a content-addressed folder::

    <root>/<sha256[:16]>/reviewed.jsonl   # the corrected documents, placeholder-tagged
                         lists.json      # replacement lists (the store's, else the shipped ones)
                         snapshot.json   # {"sha256", "files": {name: sha256}, "shipped_annotated": {...}, ...}

``sha256`` hashes the names and SHA-256 of the two files and of the shipped annotated data, so two runs on the
same data share one snapshot folder and a model's registry row names exactly what it was trained on.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select

from thunder_deid_desktop.analysis.integrity import file_sha256
from thunder_deid_desktop.review.library import UserInfo
from thunder_deid_desktop.review.session import PENDING, ReviewSession
from thunder_deid_desktop.review.status import CONFIRMED, EXPORTED, REVIEWED
from thunder_deid_desktop.store import Document, Store

#: Statuses whose documents are training data (when nothing is pending).
CORRECTED: tuple[str, ...] = (REVIEWED, CONFIRMED, EXPORTED)
#: The reader used to replay decisions (it decides nothing).
_READER = UserInfo(0, "training-data", "admin")


@dataclass(frozen=True)
class Snapshot:
    """A data snapshot folder: ``path``, content ``sha256``, number of corrected documents in it."""

    path: Path
    sha256: str
    reviewed_docs: int

    @property
    def reviewed_jsonl(self) -> Path:
        """The corrected documents (``annotated_judgments.jsonl`` shape)."""
        return self.path / "reviewed.jsonl"

    @property
    def lists_json(self) -> Path:
        """The replacement lists (``entity_mentions.json`` shape)."""
        return self.path / "lists.json"


def placeholder(n: int) -> str:
    """The ``n``-th capital-letter placeholder: 0 -> ``A``, 25 -> ``Z``, 26 -> ``AA`` (spreadsheet columns)."""
    out = ""
    n += 1
    while n:
        n, r = divmod(n - 1, 26)
        out = chr(ord("A") + r) + out
    return out


def _as_utc(d: datetime) -> datetime:
    return d if d.tzinfo else d.replace(tzinfo=UTC)


def corrected_document_ids(store: Store, since: datetime | None = None) -> list[int]:
    """Ids of corrected documents (module docstring), last changed at or after ``since`` (UTC; naive = UTC)."""
    with store.read() as s:
        rows = s.scalars(
            select(Document)
            .where(Document.status.in_(CORRECTED), Document.n_pending == 0)
            .order_by(Document.id)
        ).all()
        return [d.id for d in rows if since is None or _as_utc(d.updated_at) >= _as_utc(since)]


def tagged_document(store: Store, doc_id: int) -> dict:
    """One corrected document as a placeholder-tagged training document.

    Returns ``{"id": "review-<doc id>-<hash12>", "case_type": "reviewed", "malformed_tags": False, "text",
    "spans": [{"start", "end", "label", "text"}]}`` where ``text`` has every accepted span replaced by its
    placeholder and the offsets (code points) index that text.

    Raises:
        KeyError: no such document.
        ValueError: the document still has pending spans.
    """
    session = ReviewSession(store, doc_id, _READER)
    spans = sorted((s for s in session.spans(include_rejected=False)), key=lambda s: (s.start, -s.end))
    if any(s.status == PENDING for s in spans):
        raise ValueError(f"document {doc_id} has pending spans")
    keys: dict[tuple, str] = {}
    out: list[str] = []
    tagged: list[dict] = []
    pos = length = 0
    for sp in spans:
        if sp.start < pos:  # overlapping spans: keep the first
            continue
        key = ("entity", sp.entity) if sp.entity is not None else ("text", sp.label, sp.text)
        ph = keys.setdefault(key, placeholder(len(keys)))
        before = session.text[pos : sp.start]
        out.append(before)
        length += len(before)
        tagged.append({"start": length, "end": length + len(ph), "label": sp.label, "text": ph})
        out.append(ph)
        length += len(ph)
        pos = sp.end
    out.append(session.text[pos:])
    with store.read() as s:
        content = s.get(Document, doc_id).content_hash
    return {
        "id": f"review-{doc_id}-{content[:12]}",
        "case_type": "reviewed",
        "malformed_tags": False,
        "text": "".join(out),
        "spans": tagged,
    }


def _write_lists(store: Store, path: Path, shipped_lists: Path | None) -> str:
    """The store's replacement lists (issue 5 item 1's ``export_json``) when available, else a copy of the
    shipped ones; returns which."""
    try:
        from thunder_deid_desktop.lists import export_json
    except ImportError:
        export_json = None
    if export_json is not None:
        export_json(store, path)
        return "store"
    from training import corpus

    shutil.copyfile(shipped_lists or corpus.thunder_dir() / "entity_mentions.json", path)
    return "shipped"


def build_snapshot(
    store: Store,
    root: Path,
    *,
    since: datetime | None = None,
    shipped_annotated: Path | None = None,
    shipped_lists: Path | None = None,
) -> Snapshot:
    """Write the corrected documents and the replacement lists into a content-addressed folder under ``root``.

    Args:
        since: only documents last changed at or after this time (UTC).
        shipped_annotated: the shipped annotated data the run combines them with (hashed, not copied: it is a
            read-only release file); default ``<shared>/data/thunder_deid/annotated_judgments.jsonl``.
        shipped_lists: lists to copy when the store has none (default: the release's ``entity_mentions.json``).

    Returns:
        The :class:`Snapshot` (an existing folder is reused when the content is the same).

    Raises:
        OSError: ``root`` cannot be written.
    """
    from training import corpus

    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".snapshot-", dir=root))
    ids = corrected_document_ids(store, since)
    with open(tmp / "reviewed.jsonl", "w", encoding="utf-8") as f:
        for doc_id in ids:
            f.write(json.dumps(tagged_document(store, doc_id), ensure_ascii=False) + "\n")
    lists_source = _write_lists(store, tmp / "lists.json", shipped_lists)
    annotated = shipped_annotated or corpus.thunder_dir() / "annotated_judgments.jsonl"
    files = {name: file_sha256(tmp / name) for name in ("lists.json", "reviewed.jsonl")}
    shipped = {"path": str(annotated), "sha256": file_sha256(annotated) if annotated.is_file() else None}
    digest = hashlib.sha256(
        json.dumps({"files": files, "shipped_annotated": shipped["sha256"]}, sort_keys=True).encode()
    ).hexdigest()
    meta = {
        "sha256": digest,
        "files": files,
        "shipped_annotated": shipped,
        "lists_source": lists_source,
        "reviewed_docs": len(ids),
        "reviewed_since": since.isoformat() if since else None,
        "created_at": datetime.now(UTC).isoformat(),
    }
    final = root / digest[:16]
    if final.is_dir():
        shutil.rmtree(tmp)
    else:
        (tmp / "snapshot.json").write_text(json.dumps(meta, indent=1), encoding="utf-8")
        tmp.rename(final)
    return Snapshot(final, digest, len(ids))
