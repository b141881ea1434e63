"""The learning-rate schedule and its fit to a time budget (training/schedule.py)."""

from __future__ import annotations

import math

from training.schedule import fit_to_budget, lr_at


def test_lr_warms_up_linearly_then_decays_to_zero_by_cosine():
    assert lr_at(0, 100, 10, 1.0) == 0.1
    assert lr_at(9, 100, 10, 1.0) == 1.0
    assert lr_at(10, 100, 10, 1.0) == 1.0
    assert math.isclose(lr_at(55, 100, 10, 1.0), 0.5)
    assert lr_at(100, 100, 10, 1.0) == 0.0
    assert lr_at(500, 100, 10, 1.0) == 0.0  # past the end: stays at zero


def test_fit_to_budget_counts_the_steps_the_time_left_allows():
    # 50 steps in 100 s (2 s a step), 1,000 s left: 500 more steps, 97 % of them
    assert fit_to_budget(50, 50, 100.0, 1000.0, cap=10_000) == 50 + 485


def test_a_slow_start_is_corrected_by_the_rate_of_the_whole_run():
    # fitted after 50 steps at 4 s a step (the CPU shared with another job), then 2 s a step
    first = fit_to_budget(50, 50, 200.0, 4000.0, cap=10_000)
    later = fit_to_budget(1000, 950, 200.0 + 950 * 2.0, 4000.0 - 1900.0, cap=10_000)
    assert later > first * 1.3


def test_fit_to_budget_stays_between_the_next_step_and_the_configured_epochs():
    assert fit_to_budget(50, 50, 100.0, 1e9, cap=800) == 800
    assert fit_to_budget(50, 50, 100.0, 0.0, cap=800) == 51
    assert fit_to_budget(50, 50, 100.0, -30.0, cap=800) == 51  # already over the budget
    assert fit_to_budget(0, 0, 0.0, 100.0, cap=800) == 800  # nothing timed yet
