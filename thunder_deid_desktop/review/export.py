"""Export of a reviewed document through the rendering issue's policy and writers (issue 4, item 5).

Split in three so that the slow part can run off the GUI thread without touching the database:

1. :func:`make_export_job` (GUI thread) snapshots what is to be rendered: the live spans (accepted *and*
   pending — an unreviewed prediction is still treated as PII, the safe default) and the hand-made entities;
2. :func:`run_export` (any thread) renders with the policy (:func:`~thunder_deid_desktop.deid.render`), runs
   the residual check (:func:`~thunder_deid_desktop.deid.residual_check`, optionally with a detector) and
   writes the file (:func:`~thunder_deid_desktop.documents.write_document`). The source file is re-read so
   that docx/hwpx keep their formatting; when it is gone or its text changed, the stored text is written as
   ``.txt`` (``ExportResult.fallback_txt``);
3. :meth:`~.session.ReviewSession.record_export` (GUI thread) records the export.

:func:`export_document` does the three in one call. A document with unreviewed spans is exported only with
``confirm_unreviewed=True``, and that confirmation is recorded as its own decision first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from thunder_deid_desktop.review.library import content_hash
from thunder_deid_desktop.review.session import ReviewError, ReviewSession
from thunder_deid_desktop.spans import Span

log = logging.getLogger(__name__)


class UnreviewedSpansError(ReviewError):
    """Export refused: ``n`` spans are still pending and the user has not confirmed."""

    def __init__(self, n: int) -> None:
        self.n = n
        super().__init__(f"{n} spans are not reviewed yet")


@dataclass
class ExportJob:
    """A snapshot of what to export (made on the GUI thread)."""

    document_id: int
    name: str
    text: str
    path: str | None
    format: str
    content_hash: str
    spans: list[Span]
    entities: list
    n_pending: int


@dataclass
class ExportResult:
    """Outcome of :func:`run_export`: the written ``path``, the rendering, residual and rendering
    ``warnings`` (output positions, no text), and whether the stored text was written as ``.txt``."""

    path: Path
    rendering: object
    warnings: list = field(default_factory=list)
    policy: str = "court"
    format: str = "same"
    fallback_txt: bool = False

    def record_params(self, n_pending: int, confirmed: bool) -> dict:
        """Parameters stored with the export decision (file name only, no text)."""
        return {
            "policy": self.policy,
            "format": "txt" if self.fallback_txt else self.format,
            "output": self.path.name,
            "unreviewed": n_pending,
            "confirmed_unreviewed": confirmed,
            "warnings": len(self.warnings),
        }


def make_export_job(session: ReviewSession) -> ExportJob:
    """Snapshot ``session`` for :func:`run_export`."""
    return ExportJob(
        session.document_id,
        session.name,
        session.text,
        session.path,
        session.format,
        session.content_hash,
        session.live_spans(),
        session.hand_entities(),
        session.pending_count,
    )


def suggested_output_name(name: str, format: str) -> str:
    """``<stem>.deid<suffix>``: the input's suffix, ``.txt`` for pdf and hwp (not written back)."""
    p = Path(name)
    suffix = ".txt" if format in ("pdf", "hwp") else (p.suffix or ".txt")
    return f"{p.stem}.deid{suffix}"


def run_export(
    job: ExportJob,
    out_path: str | Path,
    policy: str = "court",
    fmt: str = "same",
    detect: Callable[[str], list[Span]] | None = None,
) -> ExportResult:
    """Render, check and write ``job`` to ``out_path`` (see module docstring).

    Raises:
        DocumentError: the output cannot be written.
        PolicyError: unknown policy.
    """
    from thunder_deid_desktop.deid import load_policy, render, residual_check
    from thunder_deid_desktop.documents import Document, DocumentError, load_document, write_document

    pol = load_policy(policy)
    source = None
    if job.path and Path(job.path).is_file():
        try:
            loaded = load_document(job.path)
            if content_hash(loaded.text) == job.content_hash:
                source = loaded
        except DocumentError:
            source = None
    fallback = source is None
    if source is None:
        source = Document(job.text, None, "txt", "utf-8")
    rendering = render(job.text, job.spans, pol, entities=job.entities or None)
    warnings = list(rendering.warnings) + residual_check(job.text, rendering, job.spans, detect)
    out = write_document(source, rendering, out_path, "txt" if fallback else fmt)
    log.info(
        "document %d exported (%d replacements, %d warnings)",
        job.document_id,
        len(rendering.replacements),
        len(warnings),
    )
    return ExportResult(Path(out), rendering, warnings, policy, fmt, fallback)


def export_document(
    session: ReviewSession,
    out_path: str | Path,
    policy: str = "court",
    fmt: str = "same",
    detect: Callable[[str], list[Span]] | None = None,
    confirm_unreviewed: bool = False,
) -> ExportResult:
    """Export in one call (tests, scripts): confirm-and-record unreviewed spans, run, record.

    Raises:
        UnreviewedSpansError: spans pending and ``confirm_unreviewed`` is false (nothing is written).
        TransitionError: the document is not analysed yet.
    """
    from thunder_deid_desktop.review.status import EXPORTED, check_transition

    check_transition(session.status, EXPORTED)
    n = session.pending_count
    if n and not confirm_unreviewed:
        raise UnreviewedSpansError(n)
    if n:
        session.record_unreviewed_confirmation(n)
    result = run_export(make_export_job(session), out_path, policy, fmt, detect)
    session.record_export(result.record_params(n, bool(n)))
    return result
