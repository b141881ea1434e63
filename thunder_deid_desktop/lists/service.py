"""The replacement lists of the store, without Qt: browse, search, add, edit, delete, import, audit.

:class:`ReplacementLists` is what the annotator screen (:mod:`thunder_deid_desktop.gui.lists_screen`) and the
``thunder-deid lists`` command use. Lists are keyed by fine labels of the taxonomy; a mention is checked by
:mod:`.validation` (errors refuse it, a ``person_name`` warning does not) and must not repeat within its label
(compared case-insensitively after :func:`~.validation.clean`). Deleting keeps the row inactive; adding the same
mention again re-activates it.

Only annotators and admins change lists (:data:`EDITOR_ROLES`; the role is re-read from the store). Every change is
one :class:`~thunder_deid_desktop.store.models.ReplacementEvent` written in the same transaction as the change
(``add``, ``edit``, ``delete``, ``import`` with ``before`` / ``after`` ``{"label", "text", "active"}``), the way
review decisions are recorded (:mod:`thunder_deid_desktop.review.session`). Log lines carry ids and counts only.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import aliased

from thunder_deid_desktop.lists.seed import ensure_seeded
from thunder_deid_desktop.lists.validation import Issue, check_text, clean, issue
from thunder_deid_desktop.review.library import UserInfo
from thunder_deid_desktop.store import Store, User
from thunder_deid_desktop.store.models import ReplacementEvent, ReplacementMention, utcnow
from thunder_deid_desktop.taxonomy import Taxonomy, get_taxonomy

log = logging.getLogger(__name__)

#: Roles allowed to change the lists.
EDITOR_ROLES = ("annotator", "admin")


class ListValidationError(ValueError):
    """A mention the lists refuse; ``issues`` holds every problem found (errors and warnings)."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues
        super().__init__("; ".join(i.message for i in issues if i.error))

    @property
    def codes(self) -> list[str]:
        """Codes of the errors, in order."""
        return [i.code for i in self.issues if i.error]


@dataclass(frozen=True)
class Mention:
    """One active (or, in the audit, former) mention: ``id``, fine ``label``, ``text``, ``source`` (``seed``,
    ``user``, ``import``), ``created_by`` (user name, ``None`` for the seed), ``created_at``, ``updated_at``."""

    id: int
    label: str
    text: str
    source: str
    created_by: str | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class EventInfo:
    """One audit entry: ``id``, ``mention_id``, ``user`` name (``None`` for the seed), ``timestamp``,
    ``action``, ``before``, ``after``, ``params``."""

    id: int
    mention_id: int | None
    user: str | None
    timestamp: datetime
    action: str
    before: dict
    after: dict
    params: dict


@dataclass
class ImportReport:
    """What an import did: ``added`` mentions (new or re-activated), ``duplicates`` (already in the list or
    repeated in the file) and ``duplicate_rows`` ``(row number, label, text)`` of them, ``rejected`` ``(row
    number, label, text, error codes)`` (row numbers from 1, the data rows of a file),
    ``warnings`` ``(row number, label, text, warning codes)`` of mentions added anyway, ``batch`` id shared by the
    import's events."""

    added: int = 0
    duplicates: int = 0
    duplicate_rows: list[tuple[int, str, str]] = field(default_factory=list)
    rejected: list[tuple[int, str, str, list[str]]] = field(default_factory=list)
    warnings: list[tuple[int, str, str, list[str]]] = field(default_factory=list)
    batch: str = ""


def _state(row: ReplacementMention) -> dict:
    return {"label": row.label, "text": row.text, "active": row.active}


class ReplacementLists:
    """The replacement lists of one store (see module docstring).

    Args:
        store: an open store (migrated to revision 0004 or later).
        taxonomy: the taxonomy (default :func:`~thunder_deid_desktop.taxonomy.get_taxonomy`).
        seed: load the shipped lists now if they were never loaded (:func:`~.seed.ensure_seeded`); when the
            shipped file is missing a warning is logged and the lists start empty (no ``seed`` event is written,
            so a later run with the file still loads it).
    """

    def __init__(self, store: Store, taxonomy: Taxonomy | None = None, seed: bool = True) -> None:
        self.store = store
        self.taxonomy = taxonomy or get_taxonomy()
        if seed:
            try:
                ensure_seeded(store, taxonomy=self.taxonomy)
            except FileNotFoundError:  # a build without resources/replacement_lists: start empty, seed later
                log.warning("shipped replacement lists not found; the lists start empty")

    def canonical(self, label: str) -> str:
        """``label`` itself when it is a fine label, else its normalization through the taxonomy (raw labels of
        the release such as ``"앞 도로"``). The release's map is not idempotent (``"사업체"`` is both a fine label
        and a raw key mapped to ``"기업명"``), so a fine label is never normalized again: a file written by
        :func:`~thunder_deid_desktop.lists.export_json` imports unchanged."""
        label = clean(label)
        return label if label in self.taxonomy.fine_labels else self.taxonomy.normalize(label)

    # -- reading -------------------------------------------------------------------------------------------

    def labels_under(self, node_id: str, tier: int) -> list[str]:
        """Fine labels below the taxonomy node ``node_id`` of ``tier`` (1-3), or ``[node_id]`` for tier 4.

        Raises:
            KeyError: ``node_id`` is not a node of that tier.
            ValueError: tier outside 1..4.
        """
        if tier == 4:
            self.taxonomy.label_node(node_id)
            return [node_id]
        if tier not in (1, 2, 3):
            raise ValueError(f"no tier {tier}")
        if self.taxonomy.node(node_id).tier != tier:
            raise KeyError(f"{node_id!r} is not a tier-{tier} node")
        index = 3 - tier  # tiers() is (tier3, tier2, tier1)
        return [lab for lab in self.taxonomy.fine_labels if self.taxonomy.tiers(lab)[index] == node_id]

    def counts(self) -> dict[str, int]:
        """``{fine label: active mentions}`` for labels that have at least one."""
        with self.store.read() as s:
            q = (
                select(ReplacementMention.label, func.count(ReplacementMention.id))
                .where(ReplacementMention.active.is_(True))
                .group_by(ReplacementMention.label)
            )
            return {label: n for label, n in s.execute(q)}

    def mentions(self, labels: Collection[str] | None = None, query: str = "") -> list[Mention]:
        """Active mentions of ``labels`` (all labels when ``None``) whose text contains ``query`` (blanks around
        it ignored; ASCII letters case-insensitive), ordered by label, then id (the order they were added)."""
        creator = aliased(User)
        q = (
            select(ReplacementMention, creator.name)
            .outerjoin(creator, creator.id == ReplacementMention.created_by)
            .where(ReplacementMention.active.is_(True))
            .order_by(ReplacementMention.label, ReplacementMention.id)
        )
        if labels is not None:
            q = q.where(ReplacementMention.label.in_(list(labels)))
        needle = clean(query)
        if needle:
            q = q.where(ReplacementMention.text.contains(needle, autoescape=True))
        with self.store.read() as s:
            return [
                Mention(r.id, r.label, r.text, r.source, name, r.created_at, r.updated_at)
                for r, name in s.execute(q)
            ]

    def mention(self, mention_id: int) -> Mention:
        """The active mention ``mention_id``.

        Raises:
            KeyError: no such active mention.
        """
        with self.store.read() as s:
            row = s.get(ReplacementMention, mention_id)
            if row is None or not row.active:
                raise KeyError(mention_id)
            name = s.get(User, row.created_by).name if row.created_by is not None else None
            return Mention(row.id, row.label, row.text, row.source, name, row.created_at, row.updated_at)

    def as_dict(self) -> dict[str, list[str]]:
        """``{label: [mention, ...]}`` (the ``entity_mentions.json`` shape), labels sorted, mentions in the
        order they were added."""
        out: dict[str, list[str]] = {}
        with self.store.read() as s:
            q = (
                select(ReplacementMention.label, ReplacementMention.text)
                .where(ReplacementMention.active.is_(True))
                .order_by(ReplacementMention.label, ReplacementMention.id)
            )
            for label, text in s.execute(q):
                out.setdefault(label, []).append(text)
        return out

    def history(self, mention_id: int | None = None, limit: int = 1000) -> list[EventInfo]:
        """Newest audit events first (of one mention when ``mention_id`` is given)."""
        q = (
            select(ReplacementEvent, User.name)
            .outerjoin(User, User.id == ReplacementEvent.user_id)
            .order_by(ReplacementEvent.id.desc())
            .limit(limit)
        )
        if mention_id is not None:
            q = q.where(ReplacementEvent.mention_id == mention_id)
        with self.store.read() as s:
            return [
                EventInfo(e.id, e.mention_id, name, e.timestamp, e.action, e.before, e.after, e.params)
                for e, name in s.execute(q)
            ]

    # -- checking ------------------------------------------------------------------------------------------

    def _duplicate(
        self, s, label: str, text: str, exclude_id: int | None = None
    ) -> ReplacementMention | None:
        """The row (active or not) of ``label`` whose text equals ``text`` case-insensitively."""
        q = select(ReplacementMention).where(
            ReplacementMention.label == label, func.lower(ReplacementMention.text) == text.lower()
        )
        if exclude_id is not None:
            q = q.where(ReplacementMention.id != exclude_id)
        rows = list(s.scalars(q))
        rows.sort(key=lambda r: not r.active)  # an active duplicate first
        for r in rows:
            if r.text.casefold() == text.casefold():
                return r
        return None

    def validate(self, label: str, text: str, exclude_id: int | None = None) -> list[Issue]:
        """Problems of adding ``text`` to ``label`` (or of changing mention ``exclude_id`` to it): the checks of
        :func:`~.validation.check_text` on the cleaned text and normalized label, plus ``duplicate``."""
        label = self.canonical(label)
        text = clean(text)
        issues = check_text(self.taxonomy, label, text)
        with self.store.read() as s:
            dup = self._duplicate(s, label, text, exclude_id) if text else None
        if dup is not None and dup.active:
            issues.insert(0, issue("duplicate"))
        return issues

    def _editor(self, s, user: UserInfo) -> User:
        me = s.get(User, user.id)
        if me is None or me.role not in EDITOR_ROLES:
            raise PermissionError("only annotators and admins can change the replacement lists")
        return me

    # -- changing ------------------------------------------------------------------------------------------

    def _add(
        self, s, me: User, label: str, text: str, source: str, index: dict | None = None
    ) -> tuple[ReplacementMention | None, dict, list[Issue]]:
        """Add in session ``s`` without the event; returns ``(row, before, warnings)``, row ``None`` for an
        active duplicate. ``index`` (``{(label, casefolded text): row}``) replaces the duplicate query and is
        kept up to date.

        Raises:
            ListValidationError: the checks refuse the mention.
        """
        issues = check_text(self.taxonomy, label, text)
        if any(i.error for i in issues):
            raise ListValidationError(issues)
        key = (label, text.casefold())
        dup = index.get(key) if index is not None else self._duplicate(s, label, text)
        if dup is not None and dup.active:
            return None, {}, [issue("duplicate")]
        now = utcnow()
        if dup is not None:  # re-activate a deleted mention rather than keep two rows
            before = _state(dup)
            dup.active, dup.text, dup.updated_by, dup.updated_at = True, text, me.id, now
            row = dup
        else:
            before = {}
            row = ReplacementMention(
                label=label,
                text=text,
                active=True,
                source=source,
                created_by=me.id,
                created_at=now,
                updated_by=me.id,
                updated_at=now,
            )
            s.add(row)
        if index is not None:
            index[key] = row
        return row, before, issues

    @staticmethod
    def _event(s, me: User, row: ReplacementMention, action: str, before: dict, params: dict) -> None:
        s.add(
            ReplacementEvent(
                mention_id=row.id,
                user_id=me.id,
                timestamp=row.updated_at,
                action=action,
                before=before,
                after=_state(row),
                params=params,
            )
        )

    def add(self, user: UserInfo, label: str, text: str) -> tuple[Mention, list[Issue]]:
        """Add ``text`` to the list of ``label`` (a raw label is made :meth:`canonical`, the text cleaned).

        Returns:
            ``(mention, warnings)``; warnings are :class:`~.validation.Issue` with ``error`` false.

        Raises:
            ListValidationError: refused (placeholder, empty, too long, unknown label, duplicate …).
            PermissionError: ``user`` is not an annotator or admin.
        """
        label = self.canonical(label)
        text = clean(text)
        with self.store.write() as s:
            me = self._editor(s, user)
            row, before, issues = self._add(s, me, label, text, "user")
            if row is None:
                raise ListValidationError(issues)
            s.flush()
            self._event(s, me, row, "add", before, {})
            mention = Mention(
                row.id, row.label, row.text, row.source, me.name, row.created_at, row.updated_at
            )
        log.info("replacement mention %d added by user %d", mention.id, user.id)
        return mention, issues

    def edit(
        self, user: UserInfo, mention_id: int, text: str | None = None, label: str | None = None
    ) -> tuple[Mention, list[Issue]]:
        """Change the text and/or label of an active mention (``None`` keeps it); nothing is recorded when
        nothing changes.

        Returns:
            ``(mention, warnings)``.

        Raises:
            KeyError: no such active mention.
            ListValidationError: the new value is refused (including a duplicate of another mention).
            PermissionError: ``user`` is not an annotator or admin.
        """
        with self.store.write() as s:
            me = self._editor(s, user)
            row = s.get(ReplacementMention, mention_id)
            if row is None or not row.active:
                raise KeyError(mention_id)
            new_label = self.canonical(label) if label is not None else row.label
            new_text = clean(text) if text is not None else row.text
            creator = s.get(User, row.created_by).name if row.created_by is not None else None
            if (new_label, new_text) == (row.label, row.text):
                return Mention(
                    row.id, row.label, row.text, row.source, creator, row.created_at, row.updated_at
                ), []
            issues = check_text(self.taxonomy, new_label, new_text)
            dup = self._duplicate(s, new_label, new_text, exclude_id=row.id)
            if dup is not None and dup.active:
                issues.insert(0, issue("duplicate"))
            if any(i.error for i in issues):
                raise ListValidationError(issues)
            before = _state(row)
            row.label, row.text, row.updated_by, row.updated_at = new_label, new_text, me.id, utcnow()
            self._event(s, me, row, "edit", before, {})
            mention = Mention(
                row.id, row.label, row.text, row.source, creator, row.created_at, row.updated_at
            )
        log.info("replacement mention %d edited by user %d", mention_id, user.id)
        return mention, issues

    def delete(self, user: UserInfo, mention_ids: Iterable[int]) -> int:
        """Delete (deactivate) active mentions; one ``delete`` event each. Returns how many were deleted.

        Raises:
            KeyError: one of the ids is not an active mention (nothing is deleted).
            PermissionError: ``user`` is not an annotator or admin.
        """
        ids = list(dict.fromkeys(mention_ids))
        with self.store.write() as s:
            me = self._editor(s, user)
            now = utcnow()
            for mid in ids:
                row = s.get(ReplacementMention, mid)
                if row is None or not row.active:
                    raise KeyError(mid)
                before = _state(row)
                row.active, row.updated_by, row.updated_at = False, me.id, now
                self._event(s, me, row, "delete", before, {})
        log.info("%d replacement mentions deleted by user %d", len(ids), user.id)
        return len(ids)

    def import_rows(
        self, user: UserInfo, rows: Iterable[tuple[str, str]], file: str | None = None
    ) -> ImportReport:
        """Add many ``(label, mention)`` pairs in one transaction: refused rows and duplicates are skipped and
        reported, the others added with one ``import`` event each (``params``: ``batch``, ``file`` name, row).

        Raises:
            PermissionError: ``user`` is not an annotator or admin.
        """
        report = ImportReport(batch=uuid.uuid4().hex[:12])
        with self.store.write() as s:
            me = self._editor(s, user)
            index: dict[tuple[str, str], ReplacementMention] = {}
            for row in s.scalars(select(ReplacementMention).order_by(ReplacementMention.active)):
                index[(row.label, row.text.casefold())] = row  # active rows last, so they win
            done: list[tuple[ReplacementMention, dict, dict]] = []
            for n, (raw_label, raw_text) in enumerate(rows, 1):
                label, text = self.canonical(raw_label), clean(raw_text)
                try:
                    row, before, issues = self._add(s, me, label, text, "import", index)
                except ListValidationError as exc:
                    report.rejected.append((n, label, text, exc.codes))
                    continue
                if row is None:
                    report.duplicates += 1
                    report.duplicate_rows.append((n, label, text))
                    continue
                done.append((row, before, {"batch": report.batch, "file": file, "row": n}))
                if issues:
                    report.warnings.append((n, label, text, [i.code for i in issues]))
            s.flush()
            for row, before, params in done:
                self._event(s, me, row, "import", before, params)
            report.added = len(done)
        log.info(
            "import %s by user %d: %d added, %d duplicates, %d rejected",
            report.batch,
            user.id,
            report.added,
            report.duplicates,
            len(report.rejected),
        )
        return report
