"""Tamper-evident audit trail: every decision is chained to the one before it by SHA-256 (issue 9, item 6).

Rule (revision 0003 on): decisions are chained in ``id`` order over the whole database. Decision *n* stores

* ``prev_hash`` — the ``hash`` of the decision with the next lower id, or :data:`GENESIS` for the first one;
* ``hash`` — SHA-256 (hex) of the canonical JSON of its fields (:data:`FIELDS`) together with ``prev_hash``.

Canonical JSON (:func:`canonical_json`): keys sorted, no spaces, UTF-8 (``ensure_ascii=False``); JSON columns
are round-tripped through JSON first (so integer dict keys become strings, as they are when read back);
``timestamp`` is written in UTC without zone, ``YYYY-MM-DD HH:MM:SS.ffffff`` (how SQLite stores it).

The hashes are filled by an ``after_flush`` hook on every ORM session (:func:`_chain_new_decisions`): it reads
the new rows back through the table's column types (the same way :func:`verify_chain` reads them) and writes
``prev_hash`` / ``hash`` in the same transaction, so no writer of decisions has to know about the chain.
SQLite serialises writers, so two transactions cannot pick the same predecessor; on a PostgreSQL team
database two simultaneous writers could, which :func:`verify_chain` would then report as a break.

What the chain shows: a changed field of any decision (``hash mismatch``), a deleted, inserted or reordered
decision (``prev_hash mismatch``), a decision written around the hook (``missing hash``). It cannot show
that the newest decisions were deleted (truncation of the tail); the daily backups
(:mod:`thunder_deid_desktop.store.backup`) keep an older head to compare with.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, event, select, update
from sqlalchemy.orm import Session

from thunder_deid_desktop.store.models import Decision

#: ``prev_hash`` of the first decision.
GENESIS = "0" * 64

#: The decision columns covered by the hash (plus ``prev_hash``), in no particular order (keys are sorted).
FIELDS = (
    "id",
    "document_id",
    "user_id",
    "timestamp",
    "action",
    "params",
    "before",
    "after",
    "undoable",
    "reverts_id",
    "undo_scope",
)

_JSON_FIELDS = ("params", "before", "after")


def _timestamp(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):  # a raw SQLite value
        value = datetime.fromisoformat(value)
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    return value.isoformat(sep=" ", timespec="microseconds")


def canonical_json(row: Mapping[str, Any], prev_hash: str) -> bytes:
    """The bytes hashed for one decision: :data:`FIELDS` of ``row`` (a mapping of column values as the
    ORM/Core types return them) and ``prev_hash``, as canonical JSON (see module docstring)."""
    fields: dict[str, Any] = {}
    for name in FIELDS:
        v = row[name]
        if name == "timestamp":
            v = _timestamp(v)
        elif name in _JSON_FIELDS:
            v = json.loads(v) if isinstance(v, str) else json.loads(json.dumps(v if v is not None else {}))
        elif name == "undoable":
            v = bool(v)
        fields[name] = v
    fields["prev_hash"] = prev_hash
    return json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decision_hash(row: Mapping[str, Any], prev_hash: str) -> str:
    """SHA-256 hex of :func:`canonical_json`."""
    return hashlib.sha256(canonical_json(row, prev_hash)).hexdigest()


def _table():
    return Decision.__table__


def _last_hash_before(conn: Connection, decision_id: int) -> str:
    t = _table()
    h = conn.execute(select(t.c.hash).where(t.c.id < decision_id).order_by(t.c.id.desc()).limit(1)).first()
    return GENESIS if h is None else (h[0] or "")


def chain_rows(conn: Connection, ids: Iterable[int]) -> dict[int, tuple[str, str]]:
    """Fill ``prev_hash`` / ``hash`` of the decisions ``ids`` (in id order) on ``conn``; returns
    ``{id: (prev_hash, hash)}``.

    Each decision is chained to the decision with the next lower id, which must already carry its hash.
    """
    t = _table()
    todo = sorted(set(ids))
    out: dict[int, tuple[str, str]] = {}
    if not todo:
        return out
    cols = [t.c[f] for f in FIELDS]  # only these: a later revision may add columns
    rows = {r.id: r._mapping for r in conn.execute(select(*cols).where(t.c.id.in_(todo)))}
    prev = _last_hash_before(conn, todo[0])
    for did in todo:
        h = decision_hash(rows[did], prev)
        conn.execute(update(t).where(t.c.id == did).values(prev_hash=prev, hash=h))
        out[did] = (prev, h)
        prev = h
    return out


@event.listens_for(Session, "after_flush")
def _chain_new_decisions(session: Session, _flush_context) -> None:
    from sqlalchemy.orm.attributes import set_committed_value

    new = sorted((o for o in session.new if isinstance(o, Decision)), key=lambda d: d.id)
    if not new:
        return
    chained = chain_rows(session.connection(), [d.id for d in new])
    for d in new:
        prev, h = chained[d.id]
        set_committed_value(d, "prev_hash", prev)
        set_committed_value(d, "hash", h)


@dataclass(frozen=True)
class AuditReport:
    """Outcome of :func:`verify_chain`: ``ok``; ``checked`` decisions read; the first broken decision id and
    why (``"hash mismatch"``, ``"prev_hash mismatch"``, ``"missing hash"``), else ``None``; ``head`` the hash
    of the newest decision (``GENESIS`` when there is none)."""

    ok: bool
    checked: int
    first_broken_id: int | None = None
    reason: str | None = None
    head: str = GENESIS

    def to_dict(self) -> dict:
        """A JSON-ready dict."""
        return asdict(self)


def verify_chain(engine: Engine | Connection) -> AuditReport:
    """Recompute the chain over every decision in id order and compare (see module docstring)."""
    t = _table()
    prev = GENESIS
    n = 0

    def run(conn: Connection) -> AuditReport:
        nonlocal prev, n
        for row in conn.execution_options(yield_per=500).execute(select(t).order_by(t.c.id)):
            n += 1
            m = row._mapping
            if not m["hash"] or not m["prev_hash"]:
                return AuditReport(False, n, m["id"], "missing hash", prev)
            if m["prev_hash"] != prev:
                return AuditReport(False, n, m["id"], "prev_hash mismatch", prev)
            if decision_hash(m, prev) != m["hash"]:
                return AuditReport(False, n, m["id"], "hash mismatch", prev)
            prev = m["hash"]
        return AuditReport(True, n, None, None, prev)

    if isinstance(engine, Connection):
        return run(engine)
    with engine.connect() as conn:
        return run(conn)
