"""The document queue and users of the review store, without Qt.

:class:`Library` imports documents (deduplicated by the SHA-256 of their text), lists them with their
status and counts, records the analysis lifecycle (``new → analyzing → in_review``, or back to ``new`` when
cancelled) as decisions, and manages users and roles. Per-document review is :class:`~.session.ReviewSession`.

Results are plain dataclasses (:class:`DocumentInfo`, :class:`UserInfo`, :class:`DecisionInfo`), safe to hand
to another thread; nothing here logs document text.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import func, select

from thunder_deid_desktop.review.status import ANALYZING, IN_REVIEW, NEW, check_transition
from thunder_deid_desktop.spans import Span
from thunder_deid_desktop.store import ROLES, Decision, Document, SpanRow, Store, User
from thunder_deid_desktop.store.models import utcnow

log = logging.getLogger(__name__)


def content_hash(text: str) -> str:
    """SHA-256 (hex) of the UTF-8 bytes of ``text``: the identity of a document's content."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class UserInfo:
    """A user: ``id``, ``name``, ``role`` (one of :data:`~thunder_deid_desktop.store.ROLES`)."""

    id: int
    name: str
    role: str

    @property
    def is_admin(self) -> bool:
        """True for the admin role (admin screens are shown)."""
        return self.role == "admin"


@dataclass(frozen=True)
class DocumentInfo:
    """A row of the document queue."""

    id: int
    name: str
    path: str | None
    format: str
    status: str
    char_count: int
    n_spans: int
    n_pending: int
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class DecisionInfo:
    """One audit-trail entry: who, when, what, how many spans it changed (no document text)."""

    id: int
    document_id: int
    user: str
    timestamp: datetime
    action: str
    n_spans: int
    status_before: str | None
    status_after: str | None
    params: dict
    reverts_id: int | None


def _doc_info(d: Document) -> DocumentInfo:
    return DocumentInfo(
        d.id,
        d.name,
        d.path,
        d.format,
        d.status,
        d.char_count,
        d.n_spans,
        d.n_pending,
        d.created_at,
        d.updated_at,
    )


def _get_document(s, doc_id: int) -> Document:
    """The document row ``doc_id`` in session ``s``.

    Raises:
        KeyError: no such document.
    """
    doc = s.get(Document, doc_id)
    if doc is None:
        raise KeyError(doc_id)
    return doc


class Library:
    """Documents and users of one store.

    Args:
        store: an open :class:`~thunder_deid_desktop.store.Store`.
    """

    def __init__(self, store: Store) -> None:
        self.store = store

    # -- users ---------------------------------------------------------------------------------------------

    def user(self, name: str) -> UserInfo:
        """The user called ``name``, created if new: the first user of an empty store is ``admin``, later
        ones ``clerk``.

        Raises:
            ValueError: an empty name.
        """
        name = name.strip()
        if not name:
            raise ValueError("empty user name")
        with self.store.write() as s:
            u = s.scalar(select(User).where(User.name == name))
            if u is None:
                first = (s.scalar(select(func.count(User.id))) or 0) == 0
                u = User(name=name, role="admin" if first else "clerk")
                s.add(u)
                s.flush()
                log.info("user %d created with role %s", u.id, u.role)
            return UserInfo(u.id, u.name, u.role)

    def users(self) -> list[UserInfo]:
        """All users, by name."""
        with self.store.read() as s:
            return [UserInfo(u.id, u.name, u.role) for u in s.scalars(select(User).order_by(User.name))]

    def set_role(self, actor: UserInfo, name: str, role: str) -> UserInfo:
        """Give user ``name`` the ``role``; only an admin may.

        Raises:
            PermissionError: ``actor`` is not an admin (re-read from the store).
            ValueError: unknown role, or the last admin would lose the role.
            KeyError: no such user.
        """
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}")
        with self.store.write() as s:
            me = s.get(User, actor.id)
            if me is None or me.role != "admin":
                raise PermissionError("only an admin can change roles")
            u = s.scalar(select(User).where(User.name == name))
            if u is None:
                raise KeyError(name)
            if u.role == "admin" and role != "admin":
                admins = s.scalar(select(func.count(User.id)).where(User.role == "admin")) or 0
                if admins <= 1:
                    raise ValueError("the last admin cannot lose the role")
            u.role = role
            return UserInfo(u.id, u.name, u.role)

    # -- documents -----------------------------------------------------------------------------------------

    def import_text(
        self,
        name: str,
        text: str,
        path: str | Path | None = None,
        format: str = "txt",
        encoding: str | None = None,
        normalizations: Sequence[str] = (),
    ) -> tuple[int, bool]:
        """Add a document; returns ``(document id, created)``. A text already in the store (same SHA-256)
        returns the existing document (``created`` False; its path is updated when it had none or the old
        file is gone).

        Raises:
            ValueError: empty text.
        """
        if not text.strip():
            raise ValueError("empty document")
        digest = content_hash(text)
        with self.store.write() as s:
            found = s.scalar(select(Document).where(Document.content_hash == digest).order_by(Document.id))
            if found is not None:
                if path is not None and (found.path is None or not Path(found.path).exists()):
                    found.path = str(path)
                return found.id, False
            doc = Document(
                name=name,
                path=str(path) if path is not None else None,
                format=format,
                encoding=encoding,
                normalizations=list(normalizations),
                content_hash=digest,
                text=text,
                char_count=len(text),
                status=NEW,
            )
            s.add(doc)
            s.flush()
            log.info("document %d imported (%d chars, %s)", doc.id, len(text), format)
            return doc.id, True

    def import_file(self, path: str | Path) -> tuple[int, bool]:
        """Load ``path`` with :func:`~thunder_deid_desktop.documents.load_document` and import it.

        Raises:
            DocumentError: the file cannot be read.
            ValueError: it holds no text.
        """
        from thunder_deid_desktop.documents import load_document

        doc = load_document(path)
        p = Path(path).resolve()
        return self.import_text(p.name, doc.text, p, doc.format, doc.encoding, doc.normalizations)

    def documents(self) -> list[DocumentInfo]:
        """Every document, oldest first."""
        with self.store.read() as s:
            return [_doc_info(d) for d in s.scalars(select(Document).order_by(Document.id))]

    def document(self, doc_id: int) -> DocumentInfo:
        """One document's queue row.

        Raises:
            KeyError: no such document.
        """
        with self.store.read() as s:
            d = _get_document(s, doc_id)
            return _doc_info(d)

    def text(self, doc_id: int) -> str:
        """The text of a document (what span offsets index).

        Raises:
            KeyError: no such document.
        """
        with self.store.read() as s:
            d = _get_document(s, doc_id)
            return d.text

    # -- analysis lifecycle --------------------------------------------------------------------------------

    def _status_decision(
        self, s, doc: Document, user: UserInfo, action: str, target: str, params: dict
    ) -> None:
        check_transition(doc.status, target)
        s.add(
            Decision(
                document_id=doc.id,
                user_id=user.id,
                action=action,
                params=params,
                before={"status": doc.status},
                after={"status": target},
                undoable=False,
            )
        )
        doc.status = target
        doc.updated_at = utcnow()

    def start_analysis(self, doc_id: int, user: UserInfo) -> None:
        """``new → analyzing`` (recorded).

        Raises:
            TransitionError: the document is not ``new``.
        """
        with self.store.write() as s:
            doc = _get_document(s, doc_id)
            self._status_decision(s, doc, user, "analysis_start", ANALYZING, {})

    def finish_analysis(
        self,
        doc_id: int,
        user: UserInfo,
        spans: Sequence[Span],
        model: str = "",
        seconds: float | None = None,
    ) -> int:
        """Store the analysis ``spans`` (pending) and go ``analyzing → in_review``; returns the span count.

        Raises:
            TransitionError: the document is not ``analyzing``.
            ValueError: a span does not match the document text.
        """
        with self.store.write() as s:
            doc = _get_document(s, doc_id)
            check_transition(doc.status, IN_REVIEW)
            for sp in spans:
                if doc.text[sp.start : sp.end] != sp.text:
                    raise ValueError(f"span {sp.start}..{sp.end} does not match the document text")
            s.add_all(
                SpanRow(
                    document_id=doc_id,
                    start=sp.start,
                    end=sp.end,
                    label=sp.label,
                    score=float(sp.score),
                    source=sp.source,
                    origin="analysis",
                )
                for sp in spans
            )
            doc.n_spans = doc.n_pending = len(spans)
            doc.model = model or None
            doc.analysis_seconds = seconds
            params = {"spans": len(spans), "model": model, "seconds": round(seconds, 3) if seconds else None}
            self._status_decision(s, doc, user, "analysis_done", IN_REVIEW, params)
        log.info("document %d analysed: %d spans", doc_id, len(spans))
        return len(spans)

    def cancel_analysis(self, doc_id: int, user: UserInfo, reason: str = "cancelled") -> None:
        """``analyzing → new`` (recorded with ``reason``, e.g. ``cancelled`` or an error class name).

        Raises:
            TransitionError: the document is not ``analyzing``.
        """
        with self.store.write() as s:
            doc = _get_document(s, doc_id)
            self._status_decision(s, doc, user, "analysis_cancel", NEW, {"reason": reason})

    def recover_interrupted(self, user: UserInfo) -> list[int]:
        """Put documents left ``analyzing`` by a previous run that ended abruptly back to ``new``."""
        with self.store.write() as s:
            stuck = list(s.scalars(select(Document).where(Document.status == ANALYZING)))
            for doc in stuck:
                self._status_decision(s, doc, user, "analysis_cancel", NEW, {"reason": "interrupted"})
            return [d.id for d in stuck]

    # -- audit ---------------------------------------------------------------------------------------------

    def history(self, doc_id: int | None = None, limit: int = 1000) -> list[DecisionInfo]:
        """The newest ``limit`` decisions (of one document, or all), newest first."""
        with self.store.read() as s:
            q = select(Decision, User.name).join(User, User.id == Decision.user_id)
            if doc_id is not None:
                q = q.where(Decision.document_id == doc_id)
            q = q.order_by(Decision.id.desc()).limit(limit)
            out = []
            for d, uname in s.execute(q):
                out.append(
                    DecisionInfo(
                        d.id,
                        d.document_id,
                        uname,
                        d.timestamp,
                        d.action,
                        len((d.after or {}).get("spans") or {}),
                        (d.before or {}).get("status"),
                        (d.after or {}).get("status"),
                        dict(d.params or {}),
                        d.reverts_id,
                    )
                )
            return out
