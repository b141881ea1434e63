"""Keeping Python's cyclic garbage collector out of the review actions.

CPython runs a full (oldest-generation) collection whenever enough objects have survived the younger ones; it
traverses every tracked object. With the model loaded the desktop process holds about 316,000 tracked objects
(most of them PyTorch and transformers modules), and one full collection took 210-245 ms on this project's
2-core machine (2026-12-01; 76-100 ms without the model): a review action it fell into took that much longer
than the 16 ms target.

:func:`settle` runs when a document has been opened. It collects the objects made since the last settle and
then freezes the survivors (``gc.freeze``, Python >= 3.7: "move them to a permanent generation and ignore them
in all the future collections"), so later collections traverse only what review creates afterwards. The first
settle after the model has loaded pays for its objects once; later ones cost a few milliseconds.

Cyclic garbage among frozen objects (an earlier document's session, say) is not freed by collections. Every
:data:`FULL_EVERY`-th settle therefore unfreezes everything first and makes one full collection (about 0.2 s
with the model), which bounds that memory to what :data:`FULL_EVERY` document openings leave.
"""

from __future__ import annotations

import gc
import time

#: One settle in this many unfreezes and collects everything (module docstring).
FULL_EVERY = 25

_count = 0


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
