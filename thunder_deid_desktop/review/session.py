"""Reviewing one document, without Qt: decisions appended as events, current state derived from them.

A span's *state* is ``{"start", "end", "label", "status", "entity"}`` (offsets in code points of the document
text; ``status`` one of ``pending`` / ``accepted`` / ``rejected``; ``entity`` the id of a hand-made entity or
``None`` for automatic grouping) or ``None`` when the span does not exist (a user-added span before it was
added). Analysis spans start *pending*, user spans start *absent*.

Every action is one :class:`~thunder_deid_desktop.store.Decision` committed in one transaction at once:
``before`` and ``after`` hold the states of the spans it changed (and the document status when that changed).
The current state is the initial state with every decision's ``after`` applied in order, which is what
:class:`ReviewSession` does when it opens a document — so reopening the app restores every decision. Undo
and redo are decisions too (``reverts_id`` is the decision undone or redone). The undo and redo stacks are
session-wide, one pair per user across all documents (:class:`~.history.UndoHistory`, rebuilt from the same
log, so undo points survive a restart); :meth:`ReviewSession.undo` reverts the top of that stack when it
belongs to this document, and :meth:`.history.UndoHistory.undo` opens the right document first.

Rules (LABEL's workflow, issue 4 item 2):

* ``accept`` / ``reject`` / ``relabel`` (relabelling accepts) / ``adjust`` (new boundaries, accepts) /
  ``add`` (a user span, accepted) — live spans (pending or accepted) never overlap; a rejected span may be
  overlapped.
* ``link`` puts the mentions of the entities of the given spans into one hand-made entity; ``unlink`` gives a
  span an entity of its own.
* ``apply_identical`` copies a span's decision to every span with the identical text and, for an accepted
  span, adds spans at the identical occurrences nobody marked yet (not glued to a preceding letter); one
  decision, one undo step. :meth:`ReviewSession.identical` gives the count first.
* ``accept_above(t)`` accepts every pending span with score >= ``t``.
* A span decision on a ``reviewed`` / ``confirmed`` / ``exported`` document takes it back to ``in_review``;
  ``mark_reviewed`` needs no pending span.

Nothing here logs document text; log lines carry ids and counts.
"""

from __future__ import annotations

import bisect
import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import chain

from sqlalchemy import select

from thunder_deid_desktop.review.history import SCOPE_USER, UndoHistory
from thunder_deid_desktop.review.library import UserInfo
from thunder_deid_desktop.review.status import (
    CONFIRMED,
    EXPORTED,
    IN_REVIEW,
    REVIEWABLE,
    REVIEWED,
    check_transition,
)
from thunder_deid_desktop.spans import Span
from thunder_deid_desktop.store import Decision, Document, EntityRow, SpanRow, Store
from thunder_deid_desktop.store.models import utcnow
from thunder_deid_desktop.taxonomy import get_taxonomy

log = logging.getLogger(__name__)

PENDING = "pending"
ACCEPTED = "accepted"
REJECTED = "rejected"
SPAN_STATUSES = (PENDING, ACCEPTED, REJECTED)

_LETTER = re.compile(r"[가-힣A-Za-z]")

State = dict  # {"start", "end", "label", "status", "entity"}


class _NoChange(Exception):
    """Raised inside a write transaction to roll it back when an action changes nothing."""


class ReviewError(ValueError):
    """An action that the rules refuse (overlap, unknown label, nothing to undo, wrong status …);
    the message is for the user and holds no document text."""


@dataclass(frozen=True)
class SpanState:
    """The current state of one span (offsets in code points, end exclusive)."""

    id: int
    start: int
    end: int
    text: str
    label: str
    status: str
    entity: int | None
    score: float
    source: str
    origin: str
    tier3: str
    tier2: str
    tier1: str

    @property
    def live(self) -> bool:
        """Pending or accepted (a rejected span is not PII and is not rendered)."""
        return self.status != REJECTED

    @property
    def is_direct(self) -> bool:
        """Tier 1 is ``direct`` (사건관계인 특정 정보)."""
        return self.tier1 == "direct"

    def to_span(self) -> Span:
        """The :class:`~thunder_deid_desktop.spans.Span` (``meta={"span_id": id}``)."""
        src = self.source if self.source in ("model", "rule", "propagation", "user") else "model"
        return Span(
            self.start,
            self.end,
            self.text,
            self.label,
            self.score,
            src,  # type: ignore[arg-type]
            self.tier3,
            self.tier2,
            self.tier1,
            {"span_id": self.id},
        )


@dataclass(frozen=True)
class Change:
    """What one action changed: the decision id (None when nothing changed), the span ids whose state
    changed, and the document status before and after."""

    decision_id: int | None
    span_ids: tuple[int, ...] = ()
    status_before: str = ""
    status_after: str = ""

    @property
    def status_changed(self) -> bool:
        """True when the document status changed."""
        return self.status_before != self.status_after


@dataclass(frozen=True)
class IdenticalPlan:
    """What :meth:`ReviewSession.apply_identical` would do: ``existing`` span ids to change and ``new``
    ``(start, end)`` occurrences to mark."""

    source_id: int
    existing: tuple[int, ...] = ()
    new: tuple[tuple[int, int], ...] = ()

    @property
    def count(self) -> int:
        """Number of occurrences the decision would be applied to."""
        return len(self.existing) + len(self.new)


@dataclass
class _Base:
    score: float
    source: str
    origin: str


class ReviewSession:
    """Review of one document by one user (see module docstring).

    Args:
        store: the open store.
        document_id: the document to review.
        user: who decides (from :meth:`~.library.Library.user`).
        history: the user's session-wide undo history, shared by every session of one window; a new one is
            loaded from the store when omitted.

    Raises:
        KeyError: no such document.
    """

    def __init__(
        self, store: Store, document_id: int, user: UserInfo, history: UndoHistory | None = None
    ) -> None:
        self.store = store
        self.document_id = document_id
        self.user = user
        self.taxonomy = get_taxonomy()
        self._base: dict[int, _Base] = {}
        self._cur: dict[int, State] = {}
        self._decisions: dict[int, tuple[dict, dict]] = {}
        self.history = history if history is not None else UndoHistory(store, user)
        self._cache: dict[int, SpanState] = {}
        self._sorted: list[tuple[int, int, int]] | None = None
        self._max_len = 0
        self._load()

    # -- loading / replay ----------------------------------------------------------------------------------

    def _load(self) -> None:
        with self.store.read() as s:
            doc = s.get(Document, self.document_id)
            if doc is None:
                raise KeyError(self.document_id)
            self.text: str = doc.text
            self.name: str = doc.name
            self.path: str | None = doc.path
            self.format: str = doc.format
            self.content_hash: str = doc.content_hash
            self.status: str = doc.status
            for row in s.scalars(select(SpanRow).where(SpanRow.document_id == self.document_id)):
                self._base[row.id] = _Base(row.score, row.source, row.origin)
                if row.origin == "analysis":
                    self._cur[row.id] = {
                        "start": row.start,
                        "end": row.end,
                        "label": row.label,
                        "status": PENDING,
                        "entity": None,
                    }
            q = (
                select(
                    Decision.id,
                    Decision.action,
                    Decision.before,
                    Decision.after,
                    Decision.undoable,
                    Decision.reverts_id,
                )
                .where(Decision.document_id == self.document_id)
                .order_by(Decision.id)
            )
            n = 0
            for did, action, before, after, undoable, _reverts in s.execute(q):
                self._apply(after or {})
                if undoable and action not in ("undo", "redo"):
                    self._decisions[did] = (before or {}, after or {})
                n += 1
        log.info("document %d opened: %d spans, %d decisions", self.document_id, len(self._cur), n)

    def _apply(self, after: dict) -> None:
        moved = False  # the sorted order only changes when a span appears, goes or changes its range
        for key, state in (after.get("spans") or {}).items():
            sid = int(key)
            old = self._cur.get(sid)
            if state is None:
                self._cur.pop(sid, None)
                moved = moved or old is not None
            else:
                self._cur[sid] = dict(state)
                moved = moved or old is None or (old["start"], old["end"]) != (state["start"], state["end"])
            self._cache.pop(sid, None)
        if moved:
            self._sorted = None

    # -- reading -------------------------------------------------------------------------------------------

    def _state(self, sid: int) -> SpanState:
        got = self._cache.get(sid)
        if got is not None:
            return got
        st = self._cur[sid]
        base = self._base[sid]
        t3, t2, t1 = self._tiers(st["label"])
        got = SpanState(
            sid,
            st["start"],
            st["end"],
            self.text[st["start"] : st["end"]],
            st["label"],
            st["status"],
            st.get("entity"),
            base.score,
            base.source,
            base.origin,
            t3,
            t2,
            t1,
        )
        self._cache[sid] = got
        return got

    def _tiers(self, label: str) -> tuple[str, str, str]:
        try:
            return self.taxonomy.tiers(label)
        except KeyError:
            return ("", "", "")

    def _order(self) -> list[tuple[int, int, int]]:
        if self._sorted is None:
            self._sorted = sorted((st["start"], st["end"], sid) for sid, st in self._cur.items())
            self._max_len = max((e - s for s, e, _ in self._sorted), default=0)
        return self._sorted

    def span(self, span_id: int) -> SpanState:
        """The current state of one existing span.

        Raises:
            KeyError: no such span (or it does not exist at present).
        """
        return self._state(span_id)

    def spans(self, include_rejected: bool = True) -> list[SpanState]:
        """Current spans sorted by (start, end, id)."""
        out = [self._state(sid) for _s, _e, sid in self._order()]
        return out if include_rejected else [s for s in out if s.live]

    def live_spans(self) -> list[Span]:
        """Pending and accepted spans as :class:`Span` objects (what a rendering de-identifies)."""
        return [s.to_span() for s in self.spans(include_rejected=False)]

    def spans_at(self, pos: int) -> list[SpanState]:
        """Spans containing code point ``pos`` (live ones first)."""
        order = self._order()
        i = bisect.bisect_right(order, (pos, 1 << 62, 1 << 62))
        found = []
        while i > 0:
            i -= 1
            s, e, sid = order[i]
            if s < pos - self._max_len:
                break
            if s <= pos < e:
                found.append(self._state(sid))
        return sorted(found, key=lambda x: (not x.live, x.start))

    def counts(self) -> dict[str, int]:
        """``{"pending", "accepted", "rejected", "total"}`` span counts."""
        c = {PENDING: 0, ACCEPTED: 0, REJECTED: 0}
        for st in self._cur.values():
            c[st["status"]] += 1
        c["total"] = len(self._cur)
        return c

    @property
    def pending_count(self) -> int:
        """Number of pending (unreviewed) spans."""
        return sum(1 for st in self._cur.values() if st["status"] == PENDING)

    @property
    def can_undo(self) -> bool:
        """True when the user has a decision to undo (in any document: the stack is session-wide)."""
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        """True when the user has an undone decision to redo (in any document)."""
        return self.history.can_redo

    @property
    def undo_depth(self) -> tuple[int, int]:
        """``(undo points, redo points)`` of the user's session-wide stacks."""
        return self.history.depth

    def next_unreviewed(self, pos: int, forward: bool = True, wrap: bool = True) -> SpanState | None:
        """The first pending span starting after ``pos`` (``forward``) or before it, wrapping around."""
        # scan outwards from pos in the cached order: a review moves to a near span, so this is short
        order, cur = self._order(), self._cur
        if forward:
            i = bisect.bisect_right(order, (pos, 1 << 62, 1 << 62))
            seq = chain(range(i, len(order)), range(i) if wrap else ())
        else:
            i = bisect.bisect_left(order, (pos, -1, -1))
            seq = chain(range(i - 1, -1, -1), range(len(order) - 1, i - 1, -1) if wrap else ())
        for k in seq:
            sid = order[k][2]
            if cur[sid]["status"] == PENDING:
                return self._state(sid)
        return None

    def above(self, threshold: float) -> list[int]:
        """Ids of pending spans with score >= ``threshold`` (what :meth:`accept_above` would accept)."""
        return [
            sid
            for _s, _e, sid in self._order()
            if self._cur[sid]["status"] == PENDING and self._base[sid].score >= threshold
        ]

    # -- writing -------------------------------------------------------------------------------------------

    def _require_reviewable(self) -> None:
        if self.status not in REVIEWABLE:
            raise ReviewError(f"document is {self.status}: spans cannot be reviewed yet")

    def _check_label(self, label: str) -> None:
        try:
            self.taxonomy.tiers(label)
        except KeyError:
            raise ReviewError(f"unknown label {label!r}") from None

    def _check_range(self, start: int, end: int, ignore: Iterable[int] = ()) -> None:
        if not (0 <= start < end <= len(self.text)):
            raise ReviewError(f"range {start}..{end} is outside the text")
        if not self.text[start:end].strip():
            raise ReviewError("a span must cover more than blanks")
        skip = set(ignore)
        for s, e, sid in self._order():
            if s >= end:
                break
            if sid in skip or self._cur[sid]["status"] == REJECTED:
                continue
            if s < end and start < e:
                raise ReviewError(f"range {start}..{end} overlaps span {sid}")

    def _commit(
        self,
        action: str,
        build: Callable[[list[int], list[int]], dict[int, State | None]],
        *,
        params: dict | None = None,
        new_spans: Sequence[tuple[int, int, str, float, str]] = (),
        new_entities: int = 0,
        status: str | None = None,
        undoable: bool = True,
        reverts: int | None = None,
        auto_status: bool = True,
    ) -> Change:
        """Write one decision in one transaction and update the in-memory state after the commit."""
        current_status = self.status
        try:
            return self._write(
                action, build, params, new_spans, new_entities, status, undoable, reverts, auto_status
            )
        except _NoChange:
            return Change(None, (), current_status, current_status)

    def _write(self, action, build, params, new_spans, new_entities, status, undoable, reverts, auto_status):
        current_status = self.status
        with self.store.write() as s:
            ent_ids: list[int] = []
            for _ in range(new_entities):
                e = EntityRow(document_id=self.document_id, created_by=self.user.id)
                s.add(e)
                s.flush()
                ent_ids.append(e.id)
            rows = [
                SpanRow(
                    document_id=self.document_id,
                    start=a,
                    end=b,
                    label=lab,
                    score=score,
                    source=src,
                    origin="user",
                )
                for a, b, lab, score, src in new_spans
            ]
            if rows:
                s.add_all(rows)
                s.flush()
            changes = build([r.id for r in rows], ent_ids)
            changes = {sid: st for sid, st in changes.items() if self._cur.get(sid) != st}
            new_cur = dict(self._cur)
            for sid, st in changes.items():
                if st is None:
                    new_cur.pop(sid, None)
                else:
                    new_cur[sid] = st
            target = status if status is not None else current_status
            if (
                changes
                and auto_status
                and status is None
                and current_status in (REVIEWED, CONFIRMED, EXPORTED)
            ):
                target = IN_REVIEW
            n_pending = sum(1 for st in new_cur.values() if st["status"] == PENDING)
            if target in (REVIEWED, CONFIRMED) and n_pending:
                target = IN_REVIEW
            if not changes and target == current_status and action not in ("export", "confirm_unreviewed"):
                raise _NoChange
            before: dict = {"spans": {str(k): self._cur.get(k) for k in changes}}
            after: dict = {"spans": {str(k): v for k, v in changes.items()}}
            if target != current_status:
                before["status"], after["status"] = current_status, target
            dec = Decision(
                document_id=self.document_id,
                user_id=self.user.id,
                action=action,
                params=params or {},
                before=before,
                after=after,
                undoable=undoable,
                reverts_id=reverts,
                undo_scope=SCOPE_USER,
            )
            s.add(dec)
            doc = s.get(Document, self.document_id)
            assert doc is not None
            doc.status = target
            doc.n_spans = sum(1 for st in new_cur.values() if st["status"] != REJECTED)
            doc.n_pending = n_pending
            doc.updated_at = utcnow()
            s.flush()
            did = dec.id
        # committed: now the memory
        new_rows = {r.id: r for r in rows}
        for sid in changes:
            if sid not in self._base:
                row = new_rows[sid]
                self._base[sid] = _Base(row.score, row.source, "user")
        self._apply(after)
        self.status = target
        if undoable:
            self._decisions[did] = (before, after)
        self.history.record(did, self.document_id, action, undoable, reverts)
        log.debug("document %d: %s (decision %d, %d spans)", self.document_id, action, did, len(changes))
        return Change(did, tuple(sorted(changes)), current_status, target)

    def _set(self, ids: Iterable[int], **fields) -> dict[int, State]:
        out = {}
        for sid in ids:
            if sid not in self._cur:
                raise ReviewError(f"no span {sid}")
            out[sid] = {**self._cur[sid], **fields}
        return out

    def accept(self, ids: Iterable[int]) -> Change:
        """Accept spans as PII (a rejected one must not overlap a live span).

        Raises:
            ReviewError: unknown span, overlap, or the document is not reviewable.
        """
        self._require_reviewable()
        ids = list(ids)
        for sid in ids:
            st = self._cur.get(sid)
            if st is not None and st["status"] == REJECTED:
                self._check_range(st["start"], st["end"], ignore=[sid])
        changes = self._set(ids, status=ACCEPTED)
        return self._commit("accept", lambda _n, _e: changes, params={"n": len(ids)})

    def reject(self, ids: Iterable[int]) -> Change:
        """Reject spans (not PII; they stay listed, struck out).

        Raises:
            ReviewError: unknown span, or the document is not reviewable.
        """
        self._require_reviewable()
        ids = list(ids)
        changes = self._set(ids, status=REJECTED)
        return self._commit("reject", lambda _n, _e: changes, params={"n": len(ids)})

    def relabel(self, ids: Iterable[int], label: str) -> Change:
        """Give spans another fine label (and accept them).

        Raises:
            ReviewError: unknown label or span, overlap of a rejected span, or not reviewable.
        """
        self._require_reviewable()
        self._check_label(label)
        ids = list(ids)
        for sid in ids:
            st = self._cur.get(sid)
            if st is not None and st["status"] == REJECTED:
                self._check_range(st["start"], st["end"], ignore=[sid])
        changes = self._set(ids, label=label, status=ACCEPTED)
        return self._commit("relabel", lambda _n, _e: changes, params={"n": len(ids), "label": label})

    def adjust(self, span_id: int, start: int, end: int) -> Change:
        """Move a span's boundaries to ``[start, end)`` (code points) and accept it.

        Raises:
            ReviewError: outside the text, only blanks, overlap with another live span, unknown span.
        """
        self._require_reviewable()
        self._check_range(start, end, ignore=[span_id])
        changes = self._set([span_id], start=start, end=end, status=ACCEPTED)
        return self._commit("adjust", lambda _n, _e: changes, params={"delta": [start, end]})

    def add(self, start: int, end: int, label: str) -> Change:
        """Add an accepted user span over ``[start, end)``; blanks at its edges are trimmed.

        Raises:
            ReviewError: empty after trimming, overlap with a live span, unknown label.
        """
        self._require_reviewable()
        self._check_label(label)
        while start < end and self.text[start].isspace():
            start += 1
        while end > start and self.text[end - 1].isspace():
            end -= 1
        self._check_range(start, end)
        state = {"start": start, "end": end, "label": label, "status": ACCEPTED, "entity": None}
        return self._commit(
            "add",
            lambda new, _e: {new[0]: dict(state)},
            params={"label": label},
            new_spans=[(start, end, label, 1.0, "user")],
        )

    # -- entities ------------------------------------------------------------------------------------------

    def entity_groups(self, descriptors: Sequence[str] | None = None, prefixes: Sequence[str] | None = None):
        """Current entities of the live spans as lists of span ids, in order of first appearance: hand-made
        entities as stored, the other spans grouped automatically
        (:func:`~thunder_deid_desktop.deid.entities.group_entities`)."""
        from thunder_deid_desktop.deid.entities import group_entities

        live = self.spans(include_rejected=False)
        explicit: dict[int, list[int]] = {}
        rest: list[SpanState] = []
        for st in live:
            if st.entity is not None:
                explicit.setdefault(st.entity, []).append(st.id)
            else:
                rest.append(st)
        kw = {}
        if descriptors is not None:
            kw["descriptors"] = descriptors
        if prefixes is not None:
            kw["prefixes"] = prefixes
        groups = list(explicit.values())
        for ent in group_entities(self.text, [s.to_span() for s in rest], **kw):
            groups.append([m.meta["span_id"] for m in ent.mentions])
        groups.sort(key=lambda g: min(self._cur[i]["start"] for i in g))
        return groups

    def hand_entities(self):
        """Hand-made entities as :class:`~thunder_deid_desktop.deid.entities.Entity` objects (for
        :func:`~thunder_deid_desktop.deid.render`, which groups the remaining spans itself)."""
        from collections import Counter

        from thunder_deid_desktop.deid.entities import Entity

        groups: dict[int, list[SpanState]] = {}
        for st in self.spans(include_rejected=False):
            if st.entity is not None:
                groups.setdefault(st.entity, []).append(st)
        out = []
        for eid, members in groups.items():
            counts = Counter(m.label for m in members)
            best = max(counts.values())
            rep = next(m for m in members if counts[m.label] == best)
            out.append(
                Entity(
                    f"H{eid}",
                    rep.label,
                    [m.to_span() for m in members],
                    "",
                    "",
                    False,
                    rep.tier3,
                    rep.tier2,
                    rep.tier1,
                )
            )
        return out

    def link(self, ids: Iterable[int]) -> Change:
        """Put the given spans and every mention of their current entities into one hand-made entity.

        Raises:
            ReviewError: fewer than two live spans given, or unknown span.
        """
        self._require_reviewable()
        ids = [i for i in ids]
        for sid in ids:
            if sid not in self._cur or self._cur[sid]["status"] == REJECTED:
                raise ReviewError(f"span {sid} is not a live span")
        if len(set(ids)) < 2:
            raise ReviewError("select at least two mentions to link")
        members: set[int] = set()
        groups = self.entity_groups()
        for g in groups:
            if any(i in g for i in ids):
                members.update(g)
        members.update(ids)

        def build(_new: list[int], ents: list[int]) -> dict[int, State]:
            return self._set(sorted(members), entity=ents[0])

        return self._commit("link", build, params={"n": len(members)}, new_entities=1, auto_status=False)

    def unlink(self, ids: Iterable[int]) -> Change:
        """Give each span an entity of its own (it stops sharing a placeholder with the others).

        Raises:
            ReviewError: unknown span.
        """
        self._require_reviewable()
        ids = sorted(set(ids))
        for sid in ids:
            if sid not in self._cur:
                raise ReviewError(f"no span {sid}")

        def build(_new: list[int], ents: list[int]) -> dict[int, State]:
            out = {}
            for sid, eid in zip(ids, ents, strict=True):
                out.update(self._set([sid], entity=eid))
            return out

        return self._commit("unlink", build, params={"n": len(ids)}, new_entities=len(ids), auto_status=False)

    # -- bulk ----------------------------------------------------------------------------------------------

    def identical(self, span_id: int) -> IdenticalPlan:
        """Where :meth:`apply_identical` would apply the decision of ``span_id`` (see module docstring).

        Raises:
            KeyError: unknown span.
        """
        src = self._state(span_id)
        if src.status == PENDING:
            return IdenticalPlan(span_id)
        existing = []
        for s, e, sid in self._order():
            if sid == span_id or e - s != len(src.text) or self.text[s:e] != src.text:
                continue
            st = self._cur[sid]
            if src.status == REJECTED and st["status"] != REJECTED:
                existing.append(sid)
            elif src.status == ACCEPTED and (st["status"] != ACCEPTED or st["label"] != src.label):
                existing.append(sid)
        new: list[tuple[int, int]] = []
        if src.status == ACCEPTED:
            n = len(src.text)
            same_text = {(s, e) for s, e, sid in self._order() if e - s == n and self.text[s:e] == src.text}
            same_starts = sorted(
                s for s, _ in same_text
            )  # all of length n: (s, s + n) overlaps (a, b) iff a - n < s < b
            live = [(s, e) for s, e, sid in self._order() if self._cur[sid]["status"] != REJECTED]
            starts = [s for s, _ in live]
            for m in re.finditer(re.escape(src.text), self.text):
                a, b = m.start(), m.end()
                if (a, b) in same_text:
                    continue
                if a > 0 and _LETTER.match(self.text[a - 1]) and _LETTER.match(self.text[a]):
                    continue
                i = bisect.bisect_left(starts, b)
                if any(s < b and a < e for s, e in live[max(0, i - 50) : i]):
                    continue
                if bisect.bisect_left(same_starts, b) > bisect.bisect_right(same_starts, a - n):
                    continue
                new.append((a, b))
        return IdenticalPlan(span_id, tuple(existing), tuple(new))

    def apply_identical(self, span_id: int) -> Change:
        """Apply the decision of ``span_id`` to all identical occurrences (one decision, one undo step).

        Raises:
            ReviewError: the span is still pending (nothing to apply) or the document is not reviewable.
        """
        self._require_reviewable()
        src = self._state(span_id)
        if src.status == PENDING:
            raise ReviewError("decide this span first")
        plan = self.identical(span_id)
        fields: dict = {"status": src.status}
        if src.status == ACCEPTED:
            fields["label"] = src.label
            if src.entity is not None:
                fields["entity"] = src.entity

        def build(new: list[int], _e: list[int]) -> dict[int, State]:
            out = self._set(plan.existing, **fields)
            for sid, (a, b) in zip(new, plan.new, strict=True):
                out[sid] = {
                    "start": a,
                    "end": b,
                    "label": src.label,
                    "status": ACCEPTED,
                    "entity": src.entity,
                }
            return out

        return self._commit(
            "apply_identical",
            build,
            params={"source": span_id, "existing": len(plan.existing), "new": len(plan.new)},
            new_spans=[(a, b, src.label, src.score, "user") for a, b in plan.new],
        )

    def accept_above(self, threshold: float) -> Change:
        """Accept every pending span with score >= ``threshold`` (one decision)."""
        self._require_reviewable()
        ids = self.above(threshold)
        changes = self._set(ids, status=ACCEPTED)
        return self._commit(
            "accept_above", lambda _n, _e: changes, params={"threshold": threshold, "n": len(ids)}
        )

    # -- undo / redo ---------------------------------------------------------------------------------------

    def _top(self, action: str, point) -> int:
        if point is None:
            raise ReviewError(f"nothing to {action}")
        if point.document_id != self.document_id or point.decision_id not in self._decisions:
            raise ReviewError(f"the decision to {action} was made in another document")
        return point.decision_id

    def undo(self) -> Change:
        """Revert the user's newest decision not yet undone (recorded as an ``undo`` decision).

        Raises:
            ReviewError: nothing to undo, or that decision was made in another document (use
                :meth:`.history.UndoHistory.undo`, which opens it).
        """
        target = self._top("undo", self.history.undo_top)
        before, _after = self._decisions[target]
        return self._revert("undo", target, before)

    def redo(self) -> Change:
        """Apply again the user's newest undone decision (recorded as a ``redo`` decision).

        Raises:
            ReviewError: nothing to redo, or that decision was made in another document.
        """
        target = self._top("redo", self.history.redo_top)
        _before, after = self._decisions[target]
        return self._revert("redo", target, after)

    def _revert(self, action: str, target: int, states: dict) -> Change:
        spans = {int(k): (dict(v) if v is not None else None) for k, v in (states.get("spans") or {}).items()}
        status = states.get("status")
        return self._commit(
            action,
            lambda _n, _e: spans,
            params={"decision": target},
            status=status,
            undoable=False,
            reverts=target,
            auto_status=True,
        )

    # -- document status -----------------------------------------------------------------------------------

    def mark_reviewed(self) -> Change:
        """``in_review → reviewed`` (undoable).

        Raises:
            ReviewError: spans still pending.
            TransitionError: not ``in_review``.
        """
        n = self.pending_count
        if n:
            raise ReviewError(f"{n} spans are not reviewed yet")
        check_transition(self.status, REVIEWED)
        return self._commit("mark_reviewed", lambda _n, _e: {}, status=REVIEWED)

    def confirm(self) -> Change:
        """``reviewed → confirmed`` (undoable).

        Raises:
            TransitionError: not ``reviewed``.
        """
        check_transition(self.status, CONFIRMED)
        return self._commit("confirm", lambda _n, _e: {}, status=CONFIRMED)

    def record_unreviewed_confirmation(self, n_pending: int) -> Change:
        """Record that the user confirmed exporting with ``n_pending`` unreviewed spans."""
        return self._commit(
            "confirm_unreviewed", lambda _n, _e: {}, params={"pending": n_pending}, undoable=False
        )

    def record_export(self, params: dict) -> Change:
        """Record an export (``→ exported``, not undoable); ``params`` hold policy, format, output file name,
        unreviewed count and warning count (no document text).

        Raises:
            TransitionError: the document cannot be exported in its status.
        """
        check_transition(self.status, EXPORTED)
        return self._commit("export", lambda _n, _e: {}, params=params, status=EXPORTED, undoable=False)
