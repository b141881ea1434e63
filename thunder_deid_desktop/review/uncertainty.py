"""Model uncertainty of each document, for active learning (issue 5, item 5): clerks review first what the model
is least sure about (least-confidence sampling, as in Prodigy's and INCEpTION's active-learning queues).

A document's uncertainty is ``max(1 - score)`` over the spans its analysis produced (``spans.origin =
"analysis"``; ``score`` is the model's probability of the span's label, 1.0 for rule matches): 0 when every span
was certain, near 1 when at least one span was a guess. The spans of an analysis never change (decisions are
separate events), so the value is fixed at analysis time and is read with one aggregate query. Documents not
analysed yet, or whose analysis found nothing, have no value.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import func, select

from thunder_deid_desktop.store import SpanRow, Store


def document_uncertainty(store: Store, doc_ids: Iterable[int] | None = None) -> dict[int, float]:
    """``{document id: uncertainty in [0, 1]}`` (module docstring) for ``doc_ids`` (all documents if ``None``);
    documents without analysis spans are absent."""
    q = (
        select(SpanRow.document_id, func.max(1.0 - SpanRow.score))
        .where(SpanRow.origin == "analysis")
        .group_by(SpanRow.document_id)
    )
    if doc_ids is not None:
        q = q.where(SpanRow.document_id.in_(list(doc_ids)))
    with store.read() as s:
        return {int(d): max(0.0, min(1.0, float(u))) for d, u in s.execute(q) if u is not None}
