"""AnalyzerRunner: one load per process, progress, cancel — with a stand-in and with the real model."""

from __future__ import annotations

import pytest
from conftest import GazetteerAnalyzer, gazetteer_detect

from thunder_deid_desktop.review import AnalysisCancelled, AnalyzerRunner, default_model_available
from thunder_deid_desktop.review.analysis import PROGRESS_TOTAL


def test_loads_once_and_reports_the_end(sample_text: str) -> None:
    made = []

    def factory():
        made.append(1)
        return GazetteerAnalyzer()

    runner = AnalyzerRunner(factory)
    seen: list[int] = []
    spans = runner.analyze(sample_text, lambda d, t: seen.append(d))
    runner.analyze(sample_text)
    assert made == [1] and runner.model_name == "gazetteer"
    assert spans == gazetteer_detect(sample_text)
    assert seen[0] == 0 and seen[-1] == PROGRESS_TOTAL


def test_cancel_before_running(sample_text: str) -> None:
    runner = AnalyzerRunner(GazetteerAnalyzer)
    with pytest.raises(AnalysisCancelled):
        runner.analyze(sample_text, cancelled=lambda: True)


@pytest.mark.skipif(not default_model_available(), reason="no model folder")
def test_real_model_progress_and_cancel(sample_text: str) -> None:
    runner = AnalyzerRunner()
    text = sample_text * 2  # enough windows for several batches
    seen: list[int] = []
    spans = runner.analyze(text, lambda d, t: seen.append(d))
    assert seen == sorted(seen) and seen[-1] == PROGRESS_TOTAL
    assert len(set(seen)) >= 4  # intermediate steps, one per batch of windows
    assert all(text[s.start : s.end] == s.text for s in spans)
    # cancel in the middle: the next forward pass raises
    calls: list[int] = []
    with pytest.raises(AnalysisCancelled):
        runner.analyze(text, lambda d, t: calls.append(d), cancelled=lambda: len(calls) >= 3)
    assert calls[-1] < PROGRESS_TOTAL
    # the runner is still usable afterwards
    assert runner.analyze(text) == spans


def test_the_window_gets_the_recurrences_batch_de_identification_accepts() -> None:
    # a name the analyzer found once is written again further on: the clerk reviews both, as the batch command
    # replaces both (deid.recurrences)
    from thunder_deid_desktop.spans import make_span

    text = "피고인 김민수는 자백하였다. 김민수에게 징역 1년을 선고한다."

    class Once:
        model_dir = "once"

        def analyze(self, t: str) -> list:
            return [make_span(t, 4, 7, "내국인이름", 0.99)]

    spans = AnalyzerRunner(Once).analyze(text)
    assert [(s.start, s.text, s.source) for s in spans] == [
        (4, "김민수", "model"),
        (16, "김민수", "propagation"),
    ]
