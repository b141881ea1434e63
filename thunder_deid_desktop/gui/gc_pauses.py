"""Keeping Python's cyclic garbage collector out of the review actions.

CPython runs a full (oldest-generation) collection whenever enough objects have survived the younger ones; it
traverses every tracked object. With a judgment open, the window holds some 130,000-160,000 tracked objects
(Qt wrappers, SQLAlchemy mappers, spans, the rendering's mentions), and one full collection took 76-100 ms on
this project's 2-core machine (``bench/gui_bench.py``, 300k-character judgment, 2026-12-01): a review action it
fell into took over 100 ms against the 16 ms target.

:func:`settle` is called when a document has been opened, a moment that already costs hundreds of
milliseconds: it collects once over everything (``gc.unfreeze`` first, so garbage among objects frozen for an
earlier document is freed too) and then freezes the survivors (``gc.freeze``, Python >= 3.7: "move them to a
permanent generation and ignore them in all the future collections"). Later collections, during review,
traverse only the objects made since, and take well under a millisecond. Nothing is leaked for longer than one
document: the next :func:`settle` unfreezes and collects them again.
"""

from __future__ import annotations

import gc
import time


def settle() -> float:
    """Collect all generations, then freeze the surviving objects (module docstring); returns the seconds the
    collection took (for the log and the benchmarks)."""
    t = time.perf_counter()
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    return time.perf_counter() - t
