"""The learning-rate schedule of both training stages: linear warm-up, then cosine decay to zero (paper §4:
AdamW with 10 % warm-up and cosine decay; the warm-up share is the config's ``warmup_ratio``)."""

from __future__ import annotations

import math


def lr_at(step: int, total: int, warmup: int, peak: float) -> float:
    """Learning rate for optimizer step ``step`` (0-based) of ``total``: ``peak * (step + 1) / warmup`` during the
    ``warmup`` steps, then ``peak * (1 + cos(pi * progress)) / 2`` with ``progress`` going from 0 to 1."""
    if step < warmup:
        return peak * (step + 1) / max(1, warmup)
    progress = (step - warmup) / max(1, total - warmup)
    return peak * 0.5 * (1 + math.cos(math.pi * min(1.0, progress)))
