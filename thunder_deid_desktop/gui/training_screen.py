"""The admin's training screen (issue 5, items 3 and 4): retrain a model and manage the model registry.

Top: a new run — base model (a registered model, or from scratch), data (the shipped annotated data, plus the
documents clerks reviewed since a date), preset (``default`` or ``tiny``); Start and Cancel; a progress bar over the
run's steps, a live loss chart (:class:`LossChart`) and the run's log. The run is prepared by
:func:`~thunder_deid_desktop.jobs.plan.prepare_run` and executed by a
:class:`~thunder_deid_desktop.jobs.base.TrainingJob` (:class:`~thunder_deid_desktop.jobs.local.LocalTrainingJob`
unless a ``job_factory`` is given, e.g. a remote job), whose events are read in a background thread and reach the
GUI through a queued signal. A finished run is registered in the model registry.

Bottom: the registry — every model with its validation metrics (binary F1, entity leak), parent, target and date,
the promoted one marked; Promote (when the not-worse rule refuses, the admin may give an override reason, which is
audited) and Roll back. After a promotion or rollback the window's analyzer is unloaded, so the next analysis
loads the newly promoted model. Closing the screen while a run is going cancels the run (no training process is
left behind the app).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.jobs.base import JobEvent, TrainingJob
from thunder_deid_desktop.jobs.local import LocalTrainingJob
from thunder_deid_desktop.jobs.plan import PRESETS, RunPlan, missing_training_data, prepare_run
from thunder_deid_desktop.review.library import UserInfo
from thunder_deid_desktop.store import Store

log = logging.getLogger(__name__)

JobFactory = Callable[[RunPlan], TrainingJob]


def local_job(plan: RunPlan) -> TrainingJob:
    """The default job: ``training.train`` in a local subprocess.

    Raises:
        FileNotFoundError: the release's annotated data that training reads is missing on this machine
            (:func:`~thunder_deid_desktop.jobs.plan.missing_training_data`); the run then fails at once with this
            reason instead of a traceback in the job's log (a new-user trial, 2026-12-03).
    """
    if (missing := missing_training_data()) is not None:
        raise FileNotFoundError(
            f"the training data is missing: {missing} (set THUNDER_DEID_SHARED, README 'Data')"
        )
    return LocalTrainingJob(plan.config_path, plan.output_dir)


class LossChart(QWidget):
    """A line chart of the training loss against the step, painted with QPainter (no QtCharts needed)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.points: list[tuple[float, float]] = []
        self.setMinimumHeight(140)

    def add_point(self, step: float, loss: float) -> None:
        """Append ``(step, loss)`` and repaint."""
        self.points.append((float(step), float(loss)))
        self.update()

    def clear(self) -> None:
        """Remove every point."""
        self.points.clear()
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(40, 10, -10, -20)
        p.fillRect(self.rect(), self.palette().base())
        p.setPen(QPen(self.palette().text().color(), 1))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        if not self.points:
            p.end()
            return
        xs = [x for x, _ in self.points]
        ys = [y for _, y in self.points]
        x0, x1 = min(xs), max(xs)
        y0, y1 = 0.0, max(ys) or 1.0
        p.drawText(2, r.top() + 10, f"{y1:.2f}")
        p.drawText(2, r.bottom(), "0")
        p.drawText(r.right() - 60, r.bottom() + 15, f"{int(x1)}")

        def at(x: float, y: float) -> QPointF:
            fx = (x - x0) / (x1 - x0) if x1 > x0 else 0.5
            return QPointF(r.left() + fx * r.width(), r.bottom() - (y - y0) / (y1 - y0) * r.height())

        p.setPen(QPen(QColor(31, 119, 180), 2))
        p.drawPolyline(QPolygonF([at(x, y) for x, y in self.points]))
        p.end()


class _JobEvents(QObject):
    """Carries a job's events from the reading thread to the GUI thread."""

    event = Signal(object)
    prepared = Signal(object)


class TrainingScreen(QWidget):
    """The training and registry screen (module docstring); a top-level window owned by the main window.

    Args:
        store: the open store (registry, corrected documents, replacement lists).
        user: the admin using the screen (recorded on promotions and rollbacks).
        runner: the window's :class:`~thunder_deid_desktop.review.analysis.AnalyzerRunner` (unloaded after a
            promotion), or ``None``.
        job_factory: builds the job of a prepared run (default: :func:`local_job`).
        output_root: folder for new model folders (default: the registry's models home).
    """

    COLUMNS = ("id", "name", "binary_f1", "entity_leak", "parent", "target", "created")

    def __init__(
        self,
        store: Store,
        user: UserInfo,
        runner=None,
        parent=None,
        job_factory: JobFactory | None = None,
        output_root: Path | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.user = user
        self.runner = runner
        self.job_factory = job_factory or local_job
        self.output_root = output_root
        self.job: TrainingJob | None = None
        self.plan: RunPlan | None = None
        self.last_entry: registry.ModelEntry | None = None
        self.finished_kind: str | None = None
        #: the ``start`` progress event of the current run (steps, train_docs, labels …)
        self.run_info: dict = {}
        self._bridge = _JobEvents()
        self._bridge.event.connect(self._on_event)
        self._bridge.prepared.connect(self._on_prepared)
        self._busy = False
        self._cancel_requested = False
        self._job_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._build()
        self.retranslate()
        self.refresh_models()
        self.resize(900, 760)

    # -- layout ------------------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.run_box = QGroupBox()
        form = QFormLayout()
        self.base_combo = QComboBox()
        self.preset_combo = QComboBox()
        for p in PRESETS:
            self.preset_combo.addItem(p, p)
        self.reviewed_check = QCheckBox()
        self.reviewed_check.setChecked(True)
        self.since_edit = QDateEdit()
        self.since_edit.setCalendarPopup(True)
        self.since_edit.setDisplayFormat("yyyy-MM-dd")
        self.since_edit.setDate(QDate(2000, 1, 1))
        data_row = QHBoxLayout()
        data_row.addWidget(self.reviewed_check)
        data_row.addWidget(self.since_edit)
        data_row.addStretch(1)
        self.base_label, self.data_label, self.preset_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.base_label, self.base_combo)
        form.addRow(self.data_label, data_row)
        form.addRow(self.preset_label, self.preset_combo)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status_label = QLabel()
        self.chart = LossChart()
        self.log_view = QPlainTextEdit()
        self.log_view.setReadOnly(True)
        self.log_view.setMaximumBlockCount(5000)
        run_layout = QVBoxLayout(self.run_box)
        run_layout.addLayout(form)
        run_layout.addLayout(buttons)
        run_layout.addWidget(self.progress)
        run_layout.addWidget(self.status_label)
        run_layout.addWidget(self.chart, 1)
        run_layout.addWidget(self.log_view, 1)

        self.models_box = QGroupBox()
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.promote_button = QPushButton()
        self.promote_button.clicked.connect(self.promote_selected)
        self.rollback_button = QPushButton()
        self.rollback_button.clicked.connect(self.rollback_selected)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh_models)
        mbuttons = QHBoxLayout()
        for b in (self.promote_button, self.rollback_button, self.refresh_button):
            mbuttons.addWidget(b)
        mbuttons.addStretch(1)
        models_layout = QVBoxLayout(self.models_box)
        models_layout.addWidget(self.table)
        models_layout.addLayout(mbuttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.run_box, 3)
        layout.addWidget(self.models_box, 2)

    def retranslate(self) -> None:
        """Set every text (Korean first; English when that language is installed)."""
        self.setWindowTitle(self.tr("Model training"))
        self.run_box.setTitle(self.tr("New training run"))
        self.base_label.setText(self.tr("Base model"))
        self.data_label.setText(self.tr("Data"))
        self.preset_label.setText(self.tr("Preset"))
        self.reviewed_check.setText(self.tr("Shipped data plus documents reviewed since"))
        self.start_button.setText(self.tr("Start training"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.models_box.setTitle(self.tr("Model registry"))
        self.promote_button.setText(self.tr("Promote…"))
        self.rollback_button.setText(self.tr("Roll back to this model"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Model"),
                self.tr("Folder"),
                self.tr("Binary F1"),
                self.tr("Entity leak"),
                self.tr("Parent"),
                self.tr("Where trained"),
                self.tr("Registered"),
            ]
        )
        if self.base_combo.count():
            self.base_combo.setItemText(0, self.tr("(train from scratch)"))

    # -- registry ----------------------------------------------------------------------------------------------

    def refresh_models(self) -> None:
        """Reload the registry table and the base-model choices."""
        self.entries = registry.list_models(self.store)
        self.table.setRowCount(len(self.entries))
        for row, e in enumerate(self.entries):
            values = (
                ("★ " if e.promoted else "") + e.id,
                e.name,
                "-" if e.binary_f1 is None else f"{e.binary_f1:.4f}",
                "-" if e.entity_leak is None else f"{e.entity_leak:.4f}",
                e.parent or "-",
                e.target,
                e.created_at.astimezone().strftime("%Y-%m-%d %H:%M"),
            )
            for col, v in enumerate(values):
                item = QTableWidgetItem(v)
                if e.promoted:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        current = self.base_combo.currentData()
        self.base_combo.clear()
        self.base_combo.addItem(self.tr("(train from scratch)"), None)
        for e in self.entries:
            self.base_combo.addItem(f"{e.id} ({e.name})", e.id)
        idx = self.base_combo.findData(current)
        self.base_combo.setCurrentIndex(max(0, idx))

    def selected_entry(self) -> registry.ModelEntry | None:
        """The registry row selected in the table."""
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def select_model(self, model_id: str) -> None:
        """Select the table row of ``model_id`` (no-op when absent)."""
        for row, e in enumerate(self.entries):
            if e.id == model_id:
                self.table.selectRow(row)

    def ask_override_reason(self, reasons: tuple[str, ...]) -> str | None:
        """Ask the admin for the reason to promote past the rule; ``None`` when declined."""
        text, ok = QInputDialog.getText(
            self,
            self.tr("Promote anyway?"),
            self.tr(
                "This model is not as good as the promoted one:\n%1\n\nReason for promoting it anyway:"
            ).replace("%1", "\n".join(reasons)),
        )
        return text.strip() if ok and text.strip() else None

    def promote_selected(self) -> bool:
        """Promote the selected model (asking for an override reason if the rule refuses); True if promoted."""
        entry = self.selected_entry()
        if entry is None:
            return False
        verdict = registry.compare(entry, registry.promoted_model(self.store))
        reason = None
        if not verdict.ok:
            reason = self.ask_override_reason(verdict.reasons)
            if reason is None:
                return False
        try:
            registry.promote(self.store, entry.id, self.user, override_reason=reason)
        except registry.RegistryError as exc:
            QMessageBox.warning(self, self.tr("Not promoted"), str(exc))
            return False
        self._model_changed()
        return True

    def rollback_selected(self) -> bool:
        """Make the selected (earlier) model the promoted one; True if done."""
        entry = self.selected_entry()
        if entry is None:
            return False
        try:
            registry.rollback(self.store, entry.id, self.user)
        except registry.RegistryError as exc:
            QMessageBox.warning(self, self.tr("Not rolled back"), str(exc))
            return False
        self._model_changed()
        return True

    def _model_changed(self) -> None:
        if self.runner is not None and hasattr(self.runner, "unload"):
            self.runner.unload()
        self.refresh_models()

    # -- a run -------------------------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True from :meth:`start` until the run's terminal event has been handled."""
        return self._busy

    def start(self) -> bool:
        """Start a run with the chosen options; False if one is running already.

        The data snapshot, the config and the job's launch happen in a background thread (the snapshot reads the
        store and hashes the shipped data); a failure there ends the run as ``failed`` with the reason shown.
        """
        if self._busy:
            return False
        since = None
        use_store = self.reviewed_check.isChecked()
        if use_store:
            d = self.since_edit.date()
            since = datetime(d.year(), d.month(), d.day(), tzinfo=UTC)
        out = None
        if self.output_root is not None:
            out = self.output_root / datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
        options = dict(
            preset=self.preset_combo.currentData(),
            store=self.store,
            include_reviewed=use_store,
            base_model=self.base_combo.currentData(),
            reviewed_since=since,
            output_dir=out,
        )
        self._busy = True
        self._cancel_requested = False
        self.job = None
        self.plan = None
        self.finished_kind = None
        self.last_entry = None
        self.run_info = {}
        self.chart.clear()
        self.log_view.clear()
        self.progress.setRange(0, 0)
        self.status_label.setText(self.tr("Preparing the data…"))
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._thread = threading.Thread(target=self._run, args=(options,), name="training-run", daemon=True)
        self._thread.start()
        return True

    def _run(self, options: dict) -> None:  # runs in a background thread
        emit = self._bridge.event.emit
        try:
            plan = prepare_run(**options)
            job = self.job_factory(plan)
            with self._job_lock:
                if self._cancel_requested:
                    emit(JobEvent("cancelled", {}))
                    return
                self.plan = plan
                job.start()
                self.job = job
            self._bridge.prepared.emit(plan)
            for ev in job.events():
                emit(ev)
        except Exception as exc:  # a bad option, an unwritable folder, a broken stream: the run failed
            log.warning("training run failed: %s", type(exc).__name__)
            emit(JobEvent("failed", {"reason": f"{type(exc).__name__}: {exc}"}))

    def _on_prepared(self, plan: RunPlan) -> None:
        snap = plan.snapshot
        if snap is not None:
            self._log(
                self.tr("Data snapshot %1: %2 reviewed documents")
                .replace("%1", snap.sha256[:16])
                .replace("%2", str(snap.reviewed_docs))
            )
        self.status_label.setText(self.tr("Training…"))

    def cancel(self) -> None:
        """Cancel the run (its process group is killed; a run still being prepared does not start)."""
        if not self._busy:
            return
        self.status_label.setText(self.tr("Cancelling…"))
        with self._job_lock:
            self._cancel_requested = True
            job = self.job
        if job is not None:
            job.cancel()

    def _log(self, line: str) -> None:
        self.log_view.appendPlainText(line)

    def _on_event(self, ev: JobEvent) -> None:
        if ev.kind == "log":
            self._log(ev.data.get("line", ""))
            return
        if ev.kind == "progress":
            self._on_progress(ev.data)
            return
        # terminal
        self.finished_kind = ev.kind
        self.job = None
        self._busy = False
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1)
        if ev.kind == "finished":
            self.progress.setValue(1)
            self._register(Path(ev.data["model_dir"]))
        elif ev.kind == "cancelled":
            self.progress.setValue(0)
            self.status_label.setText(self.tr("Cancelled."))
        else:
            self.progress.setValue(0)
            self.status_label.setText(self.tr("Failed: %1").replace("%1", ev.data.get("reason", "")))

    def _on_progress(self, d: dict) -> None:
        kind = d.get("event")
        if kind == "start":
            self.run_info = dict(d)
        if kind == "start" and d.get("steps"):
            self.progress.setRange(0, int(d["steps"]))
            self.progress.setValue(0)
        elif kind == "schedule" and d.get("total_steps"):
            self.progress.setMaximum(int(d["total_steps"]))
        elif kind == "step":
            if self.progress.maximum() > 0:
                self.progress.setValue(min(int(d.get("step", 0)), self.progress.maximum()))
            if "loss" in d:
                self.chart.add_point(d.get("step", len(self.chart.points)), d["loss"])
            self.status_label.setText(
                self.tr("Step %1, loss %2")
                .replace("%1", str(d.get("step")))
                .replace("%2", f"{d['loss']:.4f}")
            )
        elif kind == "mlm_step":  # the masked-LM stage before fine-tuning (training/mlm.py): no chart points
            self.status_label.setText(
                self.tr("Masked-LM stage: step %1, loss %2")
                .replace("%1", str(d.get("step")))
                .replace("%2", f"{d.get('loss', 0):.4f}")
            )
        elif kind == "mlm_done":
            self._log(
                self.tr("Masked-LM stage done: %1 steps, loss %2")
                .replace("%1", str(d.get("mlm_steps")))
                .replace("%2", str(d.get("mlm_final_loss")))
            )
        elif kind == "epoch_end":
            self._log(
                self.tr("Epoch %1 done, mean loss %2")
                .replace("%1", str(d.get("epoch")))
                .replace("%2", str(d.get("loss")))
            )
        elif kind == "eval":
            self.status_label.setText(self.tr("Evaluating on the fixed validation set…"))
            self._log(
                self.tr("Validation: binary F1 %1, entity leak %2")
                .replace("%1", str(d.get("binary_token_f1")))
                .replace("%2", str(d.get("entity_leak_rate")))
            )

    def _register(self, folder: Path) -> None:
        plan = self.plan
        assert plan is not None
        try:
            self.last_entry = registry.register_model(
                self.store,
                folder,
                parent=plan.parent,
                command=plan.command,
                data_snapshot=str(plan.snapshot.path) if plan.snapshot else None,
                target=getattr(self.job_factory, "target", "local"),
            )
        except registry.RegistryError as exc:
            self.status_label.setText(self.tr("Trained, but not registered: %1").replace("%1", str(exc)))
            return
        self.refresh_models()
        self.select_model(self.last_entry.id)
        self.status_label.setText(
            self.tr("Finished: model %1 registered (binary F1 %2, entity leak %3).")
            .replace("%1", self.last_entry.id)
            .replace("%2", str(self.last_entry.binary_f1))
            .replace("%3", str(self.last_entry.entity_leak))
        )

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table"):
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.cancel()
        super().closeEvent(event)
