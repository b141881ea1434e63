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


def fit_to_budget(step: int, steps_timed: int, seconds_timed: float, seconds_left: float, cap: int) -> int:
    """Total optimizer steps of a run that must end within a time budget (``train.max_minutes``): the ``step``
    steps taken so far plus 97 % of the steps that ``seconds_left`` allows at the rate measured over the last
    ``steps_timed`` steps (``seconds_timed`` seconds); at least ``step + 1``, at most ``cap`` (the configured
    epochs). ``steps_timed`` of 0 gives ``cap``.

    The training loop fits the cosine schedule with it after 50 steps and again at the end of each epoch while
    the schedule is in its first half: a rate measured while another job shared the CPU (a run of 2026-12-02 was
    fitted to 1,620 steps at 60 % of its later speed and ended 30 minutes early) is corrected by the next."""
    if steps_timed <= 0 or seconds_timed <= 0:
        return cap
    more = int(max(0.0, seconds_left) / (seconds_timed / steps_timed) * 0.97)
    return max(step + 1, min(cap, step + more))
