"""The review workflow without Qt (issue 4): document queue and users (:class:`Library`), per-document review
with decisions stored as events (:class:`ReviewSession`), the user's session-wide undo/redo across documents,
persisted as events too (:class:`UndoHistory`), the status machine
(:mod:`.status`), analysis with progress and cancel (:class:`AnalyzerRunner`) and export (:mod:`.export`).

The GUI (:mod:`thunder_deid_desktop.gui`) only calls these; it holds no business logic of its own.
"""

from thunder_deid_desktop.review.analysis import AnalysisCancelled, AnalyzerRunner, default_model_available
from thunder_deid_desktop.review.export import (
    ExportJob,
    ExportResult,
    UnreviewedSpansError,
    export_document,
    make_export_job,
    run_export,
    suggested_output_name,
)
from thunder_deid_desktop.review.history import UndoHistory, UndoPoint
from thunder_deid_desktop.review.library import DecisionInfo, DocumentInfo, Library, UserInfo, content_hash
from thunder_deid_desktop.review.session import (
    ACCEPTED,
    PENDING,
    REJECTED,
    Change,
    IdenticalPlan,
    ReviewError,
    ReviewSession,
    SpanState,
)
from thunder_deid_desktop.review.status import STATUSES, TransitionError

__all__ = [
    "ACCEPTED",
    "PENDING",
    "REJECTED",
    "STATUSES",
    "AnalysisCancelled",
    "AnalyzerRunner",
    "Change",
    "DecisionInfo",
    "DocumentInfo",
    "ExportJob",
    "ExportResult",
    "IdenticalPlan",
    "Library",
    "ReviewError",
    "ReviewSession",
    "SpanState",
    "TransitionError",
    "UndoHistory",
    "UndoPoint",
    "UnreviewedSpansError",
    "UserInfo",
    "content_hash",
    "default_model_available",
    "export_document",
    "make_export_job",
    "run_export",
    "suggested_output_name",
]
