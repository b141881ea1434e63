"""Which labels need more replacement mentions: labels without a list or with a short one, most used first.

How often a label is used is counted twice:

* ``reviewed`` — accepted spans of documents whose review is finished (status ``reviewed``, ``confirmed`` or
  ``exported``), their current state derived from the decision log as
  :class:`~thunder_deid_desktop.review.session.ReviewSession` does (analysis spans start pending, each
  decision's ``after`` applied in id order);
* ``annotated`` — tagged spans of the release's annotated judgments
  (``resources/replacement_lists/annotated_label_counts.json``, built by ``tools/build_replacement_seed.py``), which
  orders the labels before any document has been reviewed.

Rows are ordered by ``reviewed`` count, then ``annotated`` count (both descending), then label.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy import select

from thunder_deid_desktop.lists.seed import SEED_DIR
from thunder_deid_desktop.review.status import CONFIRMED, EXPORTED, REVIEWED
from thunder_deid_desktop.store import Decision, Document, SpanRow, Store
from thunder_deid_desktop.taxonomy import Taxonomy

ANNOTATED_COUNTS = SEED_DIR / "annotated_label_counts.json"
FINISHED = (REVIEWED, CONFIRMED, EXPORTED)

#: Default threshold of "too few mentions" (``training/dataset.py`` uses lists of at least 3; 20 leaves room
#: for the withheld validation part and for variety).
DEFAULT_MIN_MENTIONS = 20


@dataclass(frozen=True)
class CoverageRow:
    """A label short of mentions: ``mentions`` in its list, ``reviewed`` accepted spans in finished documents,
    ``annotated`` spans in the release's annotated judgments."""

    label: str
    mentions: int
    reviewed: int
    annotated: int


@lru_cache(maxsize=1)
def annotated_counts() -> dict[str, int]:
    """``{fine label: tagged spans}`` of the annotated judgments (empty when the file is missing)."""
    try:
        with open(ANNOTATED_COUNTS, encoding="utf-8") as fh:
            return {str(k): int(v) for k, v in json.load(fh).items()}
    except FileNotFoundError:
        return {}


def reviewed_counts(store: Store) -> Counter[str]:
    """``{label: accepted spans}`` over documents whose status is in :data:`FINISHED`."""
    counts: Counter[str] = Counter()
    with store.read() as s:
        doc_ids = list(s.scalars(select(Document.id).where(Document.status.in_(FINISHED))))
        for doc_id in doc_ids:
            state: dict[int, dict] = {
                sid: {"label": label, "status": "pending"}
                for sid, label in s.execute(
                    select(SpanRow.id, SpanRow.label).where(
                        SpanRow.document_id == doc_id, SpanRow.origin == "analysis"
                    )
                )
            }
            q = select(Decision.after).where(Decision.document_id == doc_id).order_by(Decision.id)
            for (after,) in s.execute(q):
                for key, st in ((after or {}).get("spans") or {}).items():
                    if st is None:
                        state.pop(int(key), None)
                    else:
                        state[int(key)] = st
            counts.update(st["label"] for st in state.values() if st.get("status") == "accepted")
    return counts


def coverage(
    store: Store, taxonomy: Taxonomy, list_counts: dict[str, int], min_mentions: int = DEFAULT_MIN_MENTIONS
) -> list[CoverageRow]:
    """Fine labels whose list has fewer than ``min_mentions`` mentions (``list_counts``: ``{label: mentions}``,
    e.g. :meth:`~.service.ReplacementLists.counts`), ordered as the module docstring says."""
    reviewed = reviewed_counts(store)
    annotated = annotated_counts()
    rows = [
        CoverageRow(label, list_counts.get(label, 0), reviewed.get(label, 0), annotated.get(label, 0))
        for label in taxonomy.fine_labels
        if list_counts.get(label, 0) < min_mentions
    ]
    rows.sort(key=lambda r: (-r.reviewed, -r.annotated, r.label))
    return rows
