"""Session-wide undo / redo of one user across every document, without Qt (issue 4, item 2).

Ctrl+Z undoes the user's newest decision wherever it was made: decide in document A, then in B, switch back
to A, and the first undo reverts the decision in B, the next one the decision in A; redo goes forward the same
way, and any new undoable decision (in any document) clears the redo stack.

The stacks are not stored: they are rebuilt from the append-only decision log
(:class:`~thunder_deid_desktop.store.Decision`), where an undo or redo is itself a decision naming the decision
it reverts (``reverts_id``). So reopening the app restores the same stacks for that user. Replay rules:

* Decisions with ``undo_scope == "user"`` (written from store revision 0002 on), only the user's own, in id
  order: an undoable decision is pushed on the undo stack and clears the redo stack; an ``undo`` moves the
  top of the undo stack to the redo stack, a ``redo`` moves it back.
* Decisions with ``undo_scope`` NULL (written before revision 0002, when each document had its own stack of
  every user's decisions) are first replayed per document under that old rule; then the points of this
  user's decisions are merged into the session-wide stacks in the order of the event that made each one a
  point (the decision itself, or the undo / redo that last moved it), which is the order the user made them.

Each point is an :class:`UndoPoint` (decision id and document id); the per-document ``before`` / ``after``
states needed to revert it stay in :class:`~.session.ReviewSession`. Nothing here reads or logs document text.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import or_, select

from thunder_deid_desktop.store import Decision, Store

if TYPE_CHECKING:
    from thunder_deid_desktop.review.library import UserInfo
    from thunder_deid_desktop.review.session import Change, ReviewSession

log = logging.getLogger(__name__)

SCOPE_USER = "user"


@dataclass(frozen=True)
class UndoPoint:
    """One entry of an undo or redo stack: the decision to revert or apply again, and its document."""

    decision_id: int
    document_id: int


class UndoHistory:
    """The session-wide undo and redo stacks of one user (see module docstring).

    Args:
        store: the open store.
        user: whose stacks (decisions of other users never enter them).

    Share one instance between the :class:`~.session.ReviewSession` objects of one window (pass it as their
    ``history``) so that every decision lands on the same stacks.
    """

    def __init__(self, store: Store, user: UserInfo) -> None:
        self.store = store
        self.user = user
        self._undo: list[UndoPoint] = []
        self._redo: list[UndoPoint] = []
        self._load()

    # -- replay --------------------------------------------------------------------------------------------

    def _load(self) -> None:
        q = (
            select(
                Decision.id,
                Decision.document_id,
                Decision.user_id,
                Decision.action,
                Decision.undoable,
                Decision.reverts_id,
                Decision.undo_scope,
            )
            .where(or_(Decision.undo_scope.is_(None), Decision.user_id == self.user.id))
            .where(or_(Decision.undoable.is_(True), Decision.action.in_(("undo", "redo"))))
            .order_by(Decision.id)
        )
        with self.store.read() as s:
            rows = list(s.execute(q))
        legacy = [r for r in rows if r.undo_scope is None]
        if legacy:
            self._merge_legacy(legacy)
        for r in rows:
            if r.undo_scope is not None and r.user_id == self.user.id:
                self.record(r.id, r.document_id, r.action, r.undoable, r.reverts_id)
        log.info(
            "undo history of user %d: %d undo and %d redo points (%d pre-0002 events)",
            self.user.id,
            len(self._undo),
            len(self._redo),
            len(legacy),
        )

    def _merge_legacy(self, rows) -> None:
        """Replay pre-0002 events per document (old rule) and merge this user's points by event order."""
        # per document: stacks of (decision id, id of the event that made it a point, owner user id)
        undo: dict[int, list[tuple[int, int, int]]] = {}
        redo: dict[int, list[tuple[int, int, int]]] = {}
        for r in rows:
            u, rd = undo.setdefault(r.document_id, []), redo.setdefault(r.document_id, [])
            if r.action == "undo":
                if u and u[-1][0] == r.reverts_id:
                    did, _at, who = u.pop()
                    rd.append((did, r.id, who))
            elif r.action == "redo":
                if rd and rd[-1][0] == r.reverts_id:
                    did, _at, who = rd.pop()
                    u.append((did, r.id, who))
            elif r.undoable:
                u.append((r.id, r.id, r.user_id))
                rd.clear()
        mine_u = sorted(
            (at, did, doc) for doc, st in undo.items() for did, at, who in st if who == self.user.id
        )
        mine_r = sorted(
            (at, did, doc) for doc, st in redo.items() for did, at, who in st if who == self.user.id
        )
        self._undo = [UndoPoint(did, doc) for _at, did, doc in mine_u]
        self._redo = [UndoPoint(did, doc) for _at, did, doc in mine_r]

    # -- updating ------------------------------------------------------------------------------------------

    def record(
        self, decision_id: int, document_id: int, action: str, undoable: bool, reverts: int | None
    ) -> None:
        """Account for a decision of this user just committed (or replayed): see the module's rules.

        An ``undo`` / ``redo`` that does not revert the top of its stack (impossible through this class)
        is ignored with a warning rather than corrupting the stacks.
        """
        if action == "undo":
            if self._undo and self._undo[-1].decision_id == reverts:
                self._redo.append(self._undo.pop())
            else:
                log.warning("undo decision %d does not match the undo stack; ignored", decision_id)
        elif action == "redo":
            if self._redo and self._redo[-1].decision_id == reverts:
                self._undo.append(self._redo.pop())
            else:
                log.warning("redo decision %d does not match the redo stack; ignored", decision_id)
        elif undoable:
            self._undo.append(UndoPoint(decision_id, document_id))
            self._redo.clear()

    # -- reading -------------------------------------------------------------------------------------------

    @property
    def undo_top(self) -> UndoPoint | None:
        """What the next undo reverts, or None."""
        return self._undo[-1] if self._undo else None

    @property
    def redo_top(self) -> UndoPoint | None:
        """What the next redo applies again, or None."""
        return self._redo[-1] if self._redo else None

    @property
    def can_undo(self) -> bool:
        """True when there is a decision to undo."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """True when there is an undone decision to redo."""
        return bool(self._redo)

    @property
    def depth(self) -> tuple[int, int]:
        """``(undo points, redo points)``."""
        return len(self._undo), len(self._redo)

    def points(self) -> tuple[tuple[UndoPoint, ...], tuple[UndoPoint, ...]]:
        """Both stacks, bottom first: ``(undo, redo)`` (the last item of each is its top)."""
        return tuple(self._undo), tuple(self._redo)

    # -- stepping across documents -------------------------------------------------------------------------

    def undo(
        self,
        current: ReviewSession | None,
        open_session: Callable[[int], ReviewSession] | None = None,
    ) -> tuple[ReviewSession, Change]:
        """Undo the user's newest decision, in whatever document it was made.

        Args:
            current: the session shown now (reused when the decision is in its document), or None.
            open_session: builds the session of another document (default: a new
                :class:`~.session.ReviewSession` sharing this history).

        Returns:
            ``(session of the document the undo happened in, its Change)``.

        Raises:
            ReviewError: nothing to undo.
        """
        return self._step("undo", self.undo_top, current, open_session)

    def redo(
        self,
        current: ReviewSession | None,
        open_session: Callable[[int], ReviewSession] | None = None,
    ) -> tuple[ReviewSession, Change]:
        """Apply again the user's newest undone decision, in whatever document it was made (see :meth:`undo`).

        Raises:
            ReviewError: nothing to redo.
        """
        return self._step("redo", self.redo_top, current, open_session)

    def _step(self, action, top, current, open_session):
        from thunder_deid_desktop.review.session import ReviewError, ReviewSession

        if top is None:
            raise ReviewError(f"nothing to {action}")
        session = current
        if session is None or session.document_id != top.document_id:
            if open_session is not None:
                session = open_session(top.document_id)
            else:
                session = ReviewSession(self.store, top.document_id, self.user, history=self)
        if session.history is not self:
            raise ValueError("the session does not share this undo history")
        change = session.undo() if action == "undo" else session.redo()
        return session, change
