"""Work off the GUI thread: a QRunnable that runs a function with progress and cancellation, and reports back
through queued signals. A click never waits on a model or a file.

``Task(fn)``: ``fn(progress, cancelled)`` runs in a pool thread; ``progress(done, total)`` and the result (or
the failure) reach the GUI thread as ``TaskSignals`` signals. :meth:`Task.cancel` sets a flag that ``fn``
polls through ``cancelled()``; whatever ``fn`` raises after that is reported as ``failed("cancelled", "")``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from thunder_deid_desktop.review.analysis import AnalysisCancelled

log = logging.getLogger(__name__)


class TaskSignals(QObject):
    """``progress(done, total)``, ``finished(result)``, ``failed(kind, message)``; kind is ``cancelled`` or
    the exception's class name (messages never carry document text: loaders and the workflow raise
    reasons, not content)."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str, str)


class Task(QRunnable):
    """Runs ``fn(progress, cancelled)`` in a pool thread (see module docstring)."""

    def __init__(self, fn: Callable[[Callable[[int, int], None], Callable[[], bool]], Any]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.fn = fn
        self.signals = TaskSignals()
        self._cancel = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        """Ask the function to stop at its next check."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._cancel.is_set()

    def run(self) -> None:  # runs in a pool thread
        try:
            result = self.fn(self.signals.progress.emit, self._cancel.is_set)
        except AnalysisCancelled:
            self.signals.failed.emit("cancelled", "")
        except Exception as exc:  # reported to the user; the app keeps running
            if self._cancel.is_set():  # stopped on request (e.g. deid.render's RenderCancelled)
                self.signals.failed.emit("cancelled", "")
                return
            log.warning("background task failed: %s", type(exc).__name__)
            self.signals.failed.emit(type(exc).__name__, str(getattr(exc, "reason", "") or exc)[:300])
        else:
            if self._cancel.is_set():
                self.signals.failed.emit("cancelled", "")
            else:
                self.signals.finished.emit(result)
        finally:
            self.done.set()
