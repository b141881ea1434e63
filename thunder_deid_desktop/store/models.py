"""SQLAlchemy 2 models of the review store (issue 4, item 3).

Tables:

* ``users`` — who decides; ``role`` is ``clerk``, ``annotator`` or ``admin`` (admin screens are hidden from
  clerks).
* ``documents`` — one imported judgment: its text (what span offsets index, code points), a SHA-256 content
  hash of that text (re-importing the same text reuses the row), the workflow ``status`` and cached counts
  (``n_spans``, ``n_pending``) kept up to date in the same transaction as each decision.
* ``spans`` — every span ever known for a document: the analysis output (``origin="analysis"``, initial state
  *pending*) and spans a user added (``origin="user"``, initial state *absent*). Rows are never changed.
* ``decisions`` — the append-only event log: ``user``, ``timestamp``, ``action``, ``before`` and ``after``
  (JSON: ``{"spans": {span id: state or null}, "status": document status or null}``). The current state of
  every span is the initial state with every decision's ``after`` applied in id order
  (:mod:`thunder_deid_desktop.review.session`). Undo and redo are decisions too (``reverts_id`` names the
  decision undone or redone), so reopening restores the undo points exactly. ``undo_scope`` says which
  undo rule a decision was recorded under: ``"user"`` (revision 0002 on: one session-wide stack per user
  across all documents) or ``NULL`` (recorded before 0002, when each document had its own stack); see
  :mod:`thunder_deid_desktop.review.history`.
* ``entities`` — hand-made groups of mentions (link / unlink); a span state's ``entity`` refers to one.

Offsets are stored as ``start_cp`` / ``end_cp`` (code points, end exclusive) to make the unit explicit.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

ROLES = ("clerk", "annotator", "admin")


def utcnow() -> datetime:
    """Current time, timezone-aware UTC (stored as such)."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of all store tables."""


class User(Base):
    """A reviewer; ``role`` in :data:`ROLES`."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    role: Mapped[str] = mapped_column(String(20), default="clerk")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Document(Base):
    """An imported judgment (see module docstring)."""

    __tablename__ = "documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    path: Mapped[str | None] = mapped_column(Text, nullable=True)
    format: Mapped[str] = mapped_column(String(10), default="txt")
    encoding: Mapped[str | None] = mapped_column(String(40), nullable=True)
    normalizations: Mapped[list] = mapped_column(JSON, default=list)
    content_hash: Mapped[str] = mapped_column(String(64), index=True)
    # deferred: a review action reads and writes the status and counters only, not the whole judgment
    text: Mapped[str] = mapped_column(Text, deferred=True)
    char_count: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default="new")
    n_spans: Mapped[int] = mapped_column(Integer, default=0)
    n_pending: Mapped[int] = mapped_column(Integer, default=0)
    model: Mapped[str | None] = mapped_column(String(255), nullable=True)
    analysis_seconds: Mapped[float | None] = mapped_column(Float, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SpanRow(Base):
    """A span known for a document (immutable; its current state comes from decisions)."""

    __tablename__ = "spans"
    __table_args__ = (Index("ix_spans_document", "document_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    start: Mapped[int] = mapped_column("start_cp", Integer)
    end: Mapped[int] = mapped_column("end_cp", Integer)
    label: Mapped[str] = mapped_column(String(100))
    score: Mapped[float] = mapped_column(Float, default=1.0)
    source: Mapped[str] = mapped_column(String(20), default="model")
    origin: Mapped[str] = mapped_column(String(10), default="analysis")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Decision(Base):
    """One event of the audit trail (see module docstring)."""

    __tablename__ = "decisions"
    __table_args__ = (
        Index("ix_decisions_document", "document_id", "id"),
        Index("ix_decisions_user", "user_id", "id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    timestamp: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    action: Mapped[str] = mapped_column(String(30))
    params: Mapped[dict] = mapped_column(JSON, default=dict)
    before: Mapped[dict] = mapped_column(JSON, default=dict)
    after: Mapped[dict] = mapped_column(JSON, default=dict)
    undoable: Mapped[bool] = mapped_column(Boolean, default=True)
    reverts_id: Mapped[int | None] = mapped_column(ForeignKey("decisions.id"), nullable=True)
    undo_scope: Mapped[str | None] = mapped_column(String(10), nullable=True, default="user")
    # Hash chain (revision 0003, filled after insert by thunder_deid_desktop.store.audit).
    prev_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class EntityRow(Base):
    """A hand-made entity (a group of linked mentions) of one document."""

    __tablename__ = "entities"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ModelRow(Base):
    """A trained model folder known to the registry (issue 5; revision 0005).

    ``id`` is the first 16 hex digits of the SHA-256 of the folder's ``manifest.json`` (``"default"`` for the
    shipped model), ``metrics`` the folder's ``metrics.json``; ``binary_f1`` / ``entity_leak`` copy its
    ``binary_token_f1`` / ``entity_leak_rate`` and ``validation_sha256`` names the validation file they were
    measured on. Rows are never changed except by re-registering the same folder; promotions are events.
    """

    __tablename__ = "models"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    path: Mapped[str] = mapped_column(Text)
    parent_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    command: Mapped[list] = mapped_column(JSON, default=list)
    data_snapshot: Mapped[str | None] = mapped_column(Text, nullable=True)
    data_sha256: Mapped[str | None] = mapped_column(String(64), nullable=True)
    target: Mapped[str] = mapped_column(String(20), default="local")
    metrics: Mapped[dict] = mapped_column(JSON, default=dict)
    binary_f1: Mapped[float | None] = mapped_column(Float, nullable=True)
    entity_leak: Mapped[float | None] = mapped_column(Float, nullable=True)
    validation_sha256: Mapped[str | None] = mapped_column(String(64), nullable=True)
    manifest_sha256: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ModelEvent(Base):
    """Append-only audit of the registry: ``register``, ``promote`` or ``rollback`` of one model.

    The promoted model is the one named by the newest ``promote`` / ``rollback`` event. ``override_reason`` is
    set when a promotion went past the not-worse rule.
    """

    __tablename__ = "model_events"
    __table_args__ = (Index("ix_model_events_model", "model_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    model_id: Mapped[str] = mapped_column(ForeignKey("models.id"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    timestamp: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    action: Mapped[str] = mapped_column(String(20))
    override_reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    params: Mapped[dict] = mapped_column(JSON, default=dict)


class ReplacementMention(Base):
    """One mention of a replacement list (issue 5, item 1; revision 0004): ``label`` is a fine label of the
    taxonomy, ``text`` the mention. A deleted mention keeps its row with ``active`` false; ``source`` says where
    it came from (``seed``, ``user``, ``import``). Every change is a :class:`ReplacementEvent`."""

    __tablename__ = "replacement_mentions"
    __table_args__ = (Index("ix_replacement_mentions_label", "label", "text"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    label: Mapped[str] = mapped_column(String(100))
    text: Mapped[str] = mapped_column(String(200))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    source: Mapped[str] = mapped_column(String(10), default="user")
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ReplacementEvent(Base):
    """Append-only audit of the replacement lists, in the style of :class:`Decision`: ``action`` (``seed``,
    ``add``, ``edit``, ``delete``, ``import``), ``before`` / ``after`` the mention's ``{"label", "text",
    "active"}`` (``{}`` when absent), ``params`` (import batch, file name, counts). ``user_id`` is ``NULL``
    for the one ``seed`` event written when the shipped lists are loaded."""

    __tablename__ = "replacement_events"
    __table_args__ = (Index("ix_replacement_events_mention", "mention_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    mention_id: Mapped[int | None] = mapped_column(ForeignKey("replacement_mentions.id"), nullable=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    timestamp: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    action: Mapped[str] = mapped_column(String(10))
    before: Mapped[dict] = mapped_column(JSON, default=dict)
    after: Mapped[dict] = mapped_column(JSON, default=dict)
    params: Mapped[dict] = mapped_column(JSON, default=dict)
