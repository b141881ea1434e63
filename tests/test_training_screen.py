"""The admin's training screen (issue 5), offscreen with pytest-qt: a run's progress, loss chart, log and
registration; promotion with the override dialog; rollback; cancel; the queue's uncertainty column.

The job here is a stand-in :class:`TrainingJob` that replays a real run's event shapes and writes a model folder
that passes the registry's checks (the real subprocess is tested in ``test_local_job.py`` and the real training in
``test_retrain_e2e.py``)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from conftest import GazetteerAnalyzer, bundled_sample
from PySide6.QtCore import QSettings, Qt

from thunder_deid_desktop.analysis.integrity import write_manifest
from thunder_deid_desktop.gui.app import make_window
from thunder_deid_desktop.gui.training_screen import TrainingScreen
from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.jobs.base import JobEvent
from thunder_deid_desktop.review import AnalyzerRunner
from thunder_deid_desktop.review.library import Library
from thunder_deid_desktop.store import open_store


class FakeJob:
    """Replays ``training.train``'s events; ``hold`` makes it wait for :meth:`cancel`."""

    def __init__(self, plan, hold: bool = False) -> None:
        self.plan = plan
        self.hold = hold
        self._cancel = threading.Event()

    @property
    def output_dir(self) -> Path:
        return self.plan.output_dir

    def start(self) -> None:
        pass

    def cancel(self) -> None:
        self._cancel.set()

    def events(self):
        # a config with an mlm: section runs the masked-LM stage first (training/mlm.py)
        yield JobEvent("progress", {"event": "mlm_step", "step": 20, "loss": 7.25, "lr": 1e-4})
        yield JobEvent("progress", {"event": "mlm_done", "mlm_steps": 20, "mlm_final_loss": 7.25})
        yield JobEvent("progress", {"event": "start", "steps": 4})
        yield JobEvent("log", {"line": "tokenizer trained"})
        for step, loss in ((2, 1.5), (4, 0.75)):
            yield JobEvent("progress", {"event": "step", "step": step, "epoch": 0, "loss": loss})
        if self.hold:
            self._cancel.wait(30)
            yield JobEvent("cancelled", {})
            return
        out = self.plan.output_dir
        (out / "config.json").write_text("{}", encoding="utf-8")
        shipped = registry.promoted_model  # noqa: F841 - the rule compares with the promoted model
        (out / "metrics.json").write_text(
            json.dumps(
                {
                    "binary_token_f1": 0.5,
                    "entity_leak_rate": 0.4,
                    "validation_sha256": registry.file_sha256(registry.fixed_validation_file()),
                }
            ),
            encoding="utf-8",
        )
        write_manifest(out)
        yield JobEvent("progress", {"event": "eval", "binary_token_f1": 0.5, "entity_leak_rate": 0.4})
        yield JobEvent("finished", {"model_dir": str(out)})


class CountingRunner:
    def __init__(self) -> None:
        self.unloads = 0

    def unload(self) -> None:
        self.unloads += 1


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("THUNDER_DEID_SNAPSHOTS", str(tmp_path / "snapshots"))
    monkeypatch.setenv("THUNDER_DEID_MODELS", str(tmp_path / "models"))
    store = open_store(tmp_path / "review.sqlite3")
    yield store
    store.close()


def _screen(qtbot, store, tmp_path, hold=False):
    admin = Library(store).user("관리자")
    runner = CountingRunner()
    screen = TrainingScreen(
        store, admin, runner, job_factory=lambda plan: FakeJob(plan, hold), output_root=tmp_path / "runs"
    )
    qtbot.addWidget(screen)
    screen.show()
    return screen, runner


def test_run_register_promote_with_override_and_roll_back(qtbot, env, tmp_path) -> None:
    screen, runner = _screen(qtbot, env, tmp_path)
    assert screen.windowTitle() == "Model training" or screen.windowTitle() == "모델 학습"
    assert [e.id for e in screen.entries] == ["default"]
    screen.preset_combo.setCurrentIndex(screen.preset_combo.findData("tiny"))
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=30000)
    assert screen.finished_kind == "finished"
    assert screen.chart.points == [(2.0, 1.5), (4.0, 0.75)]
    assert screen.progress.maximum() == 1 and screen.progress.value() == 1
    assert "tokenizer trained" in screen.log_view.toPlainText()
    assert "Masked-LM" in screen.log_view.toPlainText() and "7.25" in screen.log_view.toPlainText()
    entry = screen.last_entry
    assert entry is not None and entry.binary_f1 == 0.5 and entry.parent is None
    assert entry.data_snapshot and Path(entry.data_snapshot, "snapshot.json").is_file()
    config = (screen.plan.config_path).read_text(encoding="utf-8")
    assert "validation_gold" in config and "reviewed.jsonl" in config
    assert [e.id for e in screen.entries] == ["default", entry.id]
    assert screen.selected_entry().id == entry.id

    # worse than the shipped model: the override dialog is asked; declining promotes nothing
    asked: list[tuple] = []
    screen.ask_override_reason = lambda reasons: asked.append(reasons) or None
    assert not screen.promote_selected()
    assert "binary F1" in asked[0][0] and registry.promoted_model(env).id == "default"
    screen.ask_override_reason = lambda reasons: "시험 배포"
    assert screen.promote_selected()
    assert registry.promoted_model(env).id == entry.id and runner.unloads == 1
    assert registry.model_dir_for(env) == entry.path
    assert any(e["override_reason"] == "시험 배포" for e in registry.history(env))
    assert screen.table.item(1, 0).text().startswith("★")

    screen.select_model("default")
    assert screen.rollback_selected()
    assert registry.promoted_model(env).id == "default" and runner.unloads == 2

    # the new model can be the base of the next run
    screen.base_combo.setCurrentIndex(screen.base_combo.findData(entry.id))
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=30000)
    assert "base_model" in screen.plan.config_path.read_text(encoding="utf-8")
    assert screen.plan.parent == entry.id


def test_cancel(qtbot, env, tmp_path) -> None:
    screen, _ = _screen(qtbot, env, tmp_path, hold=True)
    assert screen.start()
    assert not screen.start()  # one run at a time
    qtbot.waitUntil(lambda: len(screen.chart.points) == 2, timeout=30000)
    assert screen.cancel_button.isEnabled()
    screen.cancel()
    qtbot.waitUntil(lambda: screen.finished_kind == "cancelled", timeout=30000)
    assert screen.start_button.isEnabled() and not screen.cancel_button.isEnabled()
    assert [e.id for e in registry.list_models(env)] == ["default"]


def test_window_opens_the_screen_and_sorts_the_queue_by_uncertainty(qtbot, tmp_path) -> None:
    store = open_store(tmp_path / "w.sqlite3")
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        w = make_window(store, "관리자", settings, runner=AnalyzerRunner(GazetteerAnalyzer), lang="ko")
        qtbot.addWidget(w)
        assert w.actions_by_key["training"].text() == "모델 학습과 모델 목록…"
        w.actions_by_key["training"].trigger()
        assert isinstance(w.training_screen, TrainingScreen) and w.training_screen.isVisible()
        w.training_screen.close()

        lib = w.library
        text = bundled_sample().read_text(encoding="utf-8")
        with qtbot.waitSignal(w.document_ready, timeout=60000):
            w.open_files([bundled_sample()])
        other, _ = lib.import_text("짧은 판결", "피고인은 김승우와 만났다.")
        lib.start_analysis(other, w.user)
        lib.finish_analysis(other, w.user, GazetteerAnalyzer().analyze("피고인은 김승우와 만났다."), "g")
        w.refresh_queue()
        col = w.queue_model.COLUMNS.index("uncertainty")
        w.queue_view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
        names = [w.queue_proxy.index(r, 0).data() for r in range(w.queue_proxy.rowCount())]
        values = [w.queue_proxy.index(r, col).data() for r in range(w.queue_proxy.rowCount())]
        assert names[0] == bundled_sample().name and names[1] == "짧은 판결"
        assert float(values[0]) > float(values[1]) == pytest.approx(0.03)
        assert w.queue_model.headerData(col, Qt.Orientation.Horizontal) == "불확실도"
        assert len(text) > 0
        w.close()
    finally:
        store.close()


def test_a_run_that_cannot_start_fails_with_its_reason(qtbot, env, tmp_path) -> None:
    admin = Library(env).user("관리자")

    def broken(plan):
        raise RuntimeError("no python on this node")

    screen = TrainingScreen(env, admin, None, job_factory=broken, output_root=tmp_path / "runs")
    qtbot.addWidget(screen)
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=30000)
    assert screen.finished_kind == "failed" and not screen.running
    assert "no python on this node" in screen.status_label.text()
    assert screen.start_button.isEnabled()


def test_shipped_data_only_with_a_registered_base(qtbot, env, tmp_path) -> None:
    screen, _ = _screen(qtbot, env, tmp_path)
    screen.reviewed_check.setChecked(False)
    screen.base_combo.setCurrentIndex(screen.base_combo.findData("default"))
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=30000)
    assert screen.finished_kind == "finished"
    assert screen.plan.snapshot is None and screen.plan.parent == "default"
    config = screen.plan.config_path.read_text(encoding="utf-8")
    assert str(registry.shipped_model_dir()) in config and "reviewed.jsonl" not in config
    assert screen.last_entry.parent == "default" and screen.last_entry.data_snapshot is None


def test_a_run_without_the_training_data_fails_at_once_with_its_reason(
    qtbot, env, tmp_path, monkeypatch
) -> None:
    # a user's machine has no ../shared: the local job says so instead of a traceback in its log (a new-user
    # trial, 2026-12-03)
    monkeypatch.setenv("THUNDER_DEID_SHARED", str(tmp_path / "no_shared"))
    admin = Library(env).user("관리자")
    screen = TrainingScreen(env, admin, None, output_root=tmp_path / "runs")  # the default, local job
    qtbot.addWidget(screen)
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=30000)
    assert screen.finished_kind == "failed" and screen.job is None
    assert "training data is missing" in screen.status_label.text()
