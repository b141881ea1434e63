"""Running the Analyzer for the review app: loaded once per process, with progress and cancellation.

:class:`AnalyzerRunner` wraps :class:`~thunder_deid_desktop.analysis.analyzer.Analyzer` (or any object with an
``analyze(text) -> list[Span]`` method made by ``factory``), and adds the recurrences batch de-identification
accepts (``deid.recurrences``). The model is loaded on first use, under a lock,
in whatever thread calls :meth:`AnalyzerRunner.analyze` (the GUI calls it from a worker thread), and reused.

Progress and cancellation are a thin adapter over the Analyzer's token classifier (it has no hook of its own):
when the analyzer has ``classifier.token_probs`` and ``classifier.model``, the runner counts the model's
forward passes (one per batch of sliding windows) against the number of batches that ``token_probs`` will
run, and raises :class:`AnalysisCancelled` from the next forward pass once ``cancelled()`` is true. Without
those attributes progress jumps from 0 to the end and cancellation takes effect when ``analyze`` returns.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from thunder_deid_desktop.deid.recurrences import with_recurrences
from thunder_deid_desktop.spans import Span

log = logging.getLogger(__name__)

#: Progress is reported as ``(done, PROGRESS_TOTAL)``.
PROGRESS_TOTAL = 1000

Progress = Callable[[int, int], None]


class AnalysisCancelled(Exception):
    """The analysis was cancelled by the user."""


def _default_factory() -> Any:
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    return Analyzer()


def default_model_available() -> bool:
    """True when the default model folder (``$THUNDER_DEID_MODEL`` or ``resources/models/default``) has a
    ``config.json``."""
    from thunder_deid_desktop.analysis.analyzer import default_model_dir

    return (default_model_dir() / "config.json").is_file()


class _CountingModel:
    """Delegates to a torch model; calls ``hook()`` before each forward pass."""

    def __init__(self, model: Any, hook: Callable[[], None]) -> None:
        self._model = model
        self._hook = hook

    def __call__(self, *args, **kwargs):
        self._hook()
        return self._model(*args, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self._model, name)


class AnalyzerRunner:
    """Loads the analyzer once and runs it with progress and cancellation (see module docstring).

    Args:
        factory: builds the analyzer (default: ``Analyzer()`` with the default model folder).
    """

    def __init__(self, factory: Callable[[], Any] | None = None) -> None:
        self._factory = factory or _default_factory
        self._analyzer: Any = None
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()
        self._progress: Progress | None = None
        self._cancelled: Callable[[], bool] | None = None
        self._total = 0
        self._done = 0
        self.load_seconds: float | None = None

    @property
    def loaded(self) -> bool:
        """True once the analyzer is loaded."""
        return self._analyzer is not None

    @property
    def model_name(self) -> str:
        """Name of the model folder (``""`` when unknown or not loaded)."""
        d = getattr(self._analyzer, "model_dir", None)
        return Path(d).name if d else ""

    def load(self) -> Any:
        """The analyzer, loading it on first call (thread-safe).

        Raises:
            FileNotFoundError: no model folder; anything the factory raises.
        """
        with self._load_lock:
            if self._analyzer is None:
                t0 = time.perf_counter()
                analyzer = self._factory()
                self._install_hooks(analyzer)
                self._analyzer = analyzer
                self.load_seconds = time.perf_counter() - t0
                log.info("analyzer loaded in %.1f s", self.load_seconds)
            return self._analyzer

    def unload(self) -> None:
        """Forget the loaded analyzer, so that the next analysis builds it again with the factory (after a model
        promotion, issue 5); an analysis already running finishes with the old one."""
        with self._load_lock:
            self._analyzer = None
            self.load_seconds = None

    def _install_hooks(self, analyzer: Any) -> None:
        clf = getattr(analyzer, "classifier", None)
        if clf is None or not hasattr(clf, "token_probs") or not hasattr(clf, "model"):
            return
        try:
            from thunder_deid_desktop.analysis.model import windows
        except ImportError:  # pragma: no cover - the analysis package is part of the app
            return
        original = clf.token_probs

        def token_probs(enc):
            n = len(enc.ids)
            inner = clf.window - 2
            n_windows = len(windows(n, inner, clf.stride)) if n else 0
            self._total = max(1, math.ceil(n_windows / clf.batch_size))
            self._done = 0
            return original(enc)

        clf.token_probs = token_probs
        clf.model = _CountingModel(clf.model, self._step)

    def _report(self, fraction: float) -> None:
        if self._progress is not None:
            self._progress(min(PROGRESS_TOTAL, int(fraction * PROGRESS_TOTAL)), PROGRESS_TOTAL)

    def _check(self) -> None:
        if self._cancelled is not None and self._cancelled():
            raise AnalysisCancelled()

    def _step(self) -> None:
        self._check()
        self._done += 1
        self._report(0.05 + 0.85 * min(1.0, (self._done - 1) / max(1, self._total)))

    def analyze(
        self, text: str, progress: Progress | None = None, cancelled: Callable[[], bool] | None = None
    ) -> list[Span]:
        """Spans of ``text`` (sorted, non-overlapping, tiers filled), loading the analyzer if needed: the
        analyzer's and the other occurrences of their strings that batch de-identification accepts too
        (:func:`~thunder_deid_desktop.deid.recurrences.with_recurrences`, source ``"propagation"``), so that the
        clerk reviews what ``thunder-deid deidentify`` would replace.

        Runs one analysis at a time (a second caller waits).

        Raises:
            AnalysisCancelled: ``cancelled()`` became true.
            FileNotFoundError: no model folder.
        """
        with self._run_lock:
            self._progress, self._cancelled = progress, cancelled
            try:
                self._report(0.0)
                analyzer = self.load()
                self._check()
                self._report(0.03)
                # with the other occurrences of what it found, as batch de-identification accepts them
                # (``deid.recurrences``): the clerk sees every span the batch command would replace
                spans = with_recurrences(text, analyzer.analyze(text))
                self._check()
                self._report(1.0)
                return spans
            finally:
                self._progress = self._cancelled = None
