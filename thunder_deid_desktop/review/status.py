"""The document status machine of the review workflow (issue 4, item 1; after LABEL's loaded → annotating →
pending → saved → to be confirmed → done).

::

    new ──▶ analyzing ──▶ in_review ──▶ reviewed ──▶ confirmed ──▶ exported
     ▲          │            ▲  │          │  │          │            │
     └──────────┘            │  └──────────┼──┼──────────┼──▶ exported │
     (cancelled / failed)    └─────────────┴──┴──────────┴────────────┘
                              (a span decided again after review, confirmation or export)

* ``analyzing`` → ``new`` when analysis is cancelled or fails (and at start-up after an interrupted run);
* ``in_review`` → ``reviewed`` only when no span is pending;
* export is allowed from ``in_review`` on (with unreviewed spans only after a recorded confirmation);
* any span decision on a ``reviewed``, ``confirmed`` or ``exported`` document takes it back to ``in_review``.
"""

from __future__ import annotations

NEW = "new"
ANALYZING = "analyzing"
IN_REVIEW = "in_review"
REVIEWED = "reviewed"
CONFIRMED = "confirmed"
EXPORTED = "exported"

#: All statuses in workflow order.
STATUSES: tuple[str, ...] = (NEW, ANALYZING, IN_REVIEW, REVIEWED, CONFIRMED, EXPORTED)

#: Allowed transitions ``from -> {to}``.
TRANSITIONS: dict[str, frozenset[str]] = {
    NEW: frozenset({ANALYZING}),
    ANALYZING: frozenset({IN_REVIEW, NEW}),
    IN_REVIEW: frozenset({REVIEWED, EXPORTED}),
    REVIEWED: frozenset({IN_REVIEW, CONFIRMED, EXPORTED}),
    CONFIRMED: frozenset({IN_REVIEW, EXPORTED}),
    EXPORTED: frozenset({IN_REVIEW, EXPORTED}),
}

#: Statuses in which spans can be reviewed (the analysis has produced them).
REVIEWABLE: frozenset[str] = frozenset({IN_REVIEW, REVIEWED, CONFIRMED, EXPORTED})


class TransitionError(ValueError):
    """A status change the machine does not allow."""

    def __init__(self, current: str, target: str) -> None:
        self.current = current
        self.target = target
        super().__init__(f"cannot go from {current} to {target}")


def can_transition(current: str, target: str) -> bool:
    """True when ``current -> target`` is allowed (see :data:`TRANSITIONS`)."""
    return target in TRANSITIONS.get(current, frozenset())


def check_transition(current: str, target: str) -> None:
    """Raise :class:`TransitionError` unless ``current -> target`` is allowed.

    Raises:
        TransitionError: not allowed, or an unknown status.
    """
    if not can_transition(current, target):
        raise TransitionError(current, target)
