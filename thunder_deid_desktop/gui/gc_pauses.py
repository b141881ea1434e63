"""Python's cyclic garbage collector in the desktop app: only on the GUI thread, and out of the review actions.

**Only on the GUI thread** (:func:`install`). CPython collects in whichever thread happens to allocate when a
threshold is crossed. When that is a worker thread (analysis, rendering, a training run being prepared) and the
garbage holds Qt objects (a closed dialog or window in a reference cycle), their C++ destructors run off the GUI
thread, which Qt does not allow: the test suite crashed with a segmentation fault "Garbage-collecting" in the
training screen's worker thread (2026-12-01). :func:`install` turns automatic collection off and runs the same
policy (generation thresholds, ``gc.get_threshold``) from a timer on the GUI thread, the remedy described by
F. Zadrozny ("Should Python garbage collector be disabled in PySide/PyQt?", 2014) and used by PyDev.

**Out of the review actions** (:func:`settle`). A collection of the oldest generation traverses every tracked
object: with the model loaded the process holds about 316,000 (most of them PyTorch and transformers modules),
and one full collection took 210-245 ms on this project's 2-core machine (76-100 ms without the model) against
a 16 ms target per action. :func:`settle` runs when a document has been opened: it collects the objects made
since the last settle and freezes the survivors (``gc.freeze``: "move them to a permanent generation and ignore
them in all the future collections"), so later collections traverse only what review creates afterwards. The
first settle after the model has loaded pays for its objects once; later ones cost about a millisecond.
Cyclic garbage among frozen objects (an earlier document's session, say) is not freed by collections, so every
:data:`FULL_EVERY`-th settle unfreezes everything first and makes one full collection (about 0.2 s with the
model), which bounds that memory to what :data:`FULL_EVERY` document openings leave.
"""

from __future__ import annotations

import gc
import time

#: One settle in this many unfreezes and collects everything (module docstring).
FULL_EVERY = 25

#: Milliseconds between two threshold checks of the GUI-thread collector.
CHECK_INTERVAL_MS = 500

_count = 0
_collector = None


def settle(full: bool | None = None) -> float:
    """Collect the unfrozen objects and freeze the survivors (module docstring); with ``full`` (by default every
    :data:`FULL_EVERY`-th call) unfreeze everything before collecting. Returns the seconds it took."""
    global _count
    _count += 1
    if full is None:
        full = _count % FULL_EVERY == 0
    t = time.perf_counter()
    if full:
        gc.unfreeze()
    gc.collect()
    gc.freeze()
    return time.perf_counter() - t


def collect_if_due() -> int | None:
    """One step of the GUI-thread collector: the oldest generation whose count is above its threshold is
    collected, as CPython's own trigger would (``gc.get_count`` against ``gc.get_threshold``); returns that
    generation, or ``None`` when nothing was due."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
    if not due:
        return None
    gen = max(due)
    gc.collect(gen)
    return gen


def install() -> None:
    """Turn automatic collection off and collect from a timer on the GUI thread (module docstring). Needs a
    running ``QApplication`` and must be called on its thread; a second call does nothing. The timer is a child
    of the application, so it lives as long as the app."""
    global _collector
    if _collector is not None:
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        raise RuntimeError("gc_pauses.install needs a QApplication")
    timer = QTimer(app)
    timer.setInterval(CHECK_INTERVAL_MS)
    timer.timeout.connect(collect_if_due)
    timer.start()
    gc.disable()
    _collector = timer


def installed() -> bool:
    """True once :func:`install` has run in this process."""
    return _collector is not None
