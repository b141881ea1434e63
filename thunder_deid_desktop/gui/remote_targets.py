"""Remote training targets in the admin's training screen (issue 6): where a run trains, and the targets file.

:class:`RemoteTargetsPanel` is a box with a "Train on" choice — this PC, one SSH node, all SSH nodes together
(a multi-node job, the first node is the rendezvous), or a Slurm cluster — the list of configured targets, and an
"Edit targets…" dialog (the JSON of ``targets.json``, checked before it is saved; key files are paths, never keys).
:func:`attach_remote_targets` puts the panel at the top of a
:class:`~thunder_deid_desktop.gui.training_screen.TrainingScreen` and swaps its ``job_factory``: the screen's
progress bar, loss chart, log, cancel and registration then follow a remote job exactly as a local one.

A remote job's start (connect, copy, prepare the environment: minutes on the first run) happens on a background
thread (:class:`~thunder_deid_desktop.jobs.remote.BackgroundStart`), so the window never waits on the network.
"""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.jobs import targets as targets_mod
from thunder_deid_desktop.jobs.remote import BackgroundStart
from thunder_deid_desktop.jobs.targets import SlurmTarget, SSHTarget, Target


class RemoteJobFactory:
    """Builds the remote job of a prepared run (``RunPlan``): bundle from its config, then an SSH or Slurm job.

    ``target`` (``ssh:a,b`` / ``slurm:name``) is what the training screen records in the registry, with the
    plan's ``command`` replaced by the remote launch command. GPU targets launch with bf16 (the presets'
    precision), CPU targets in fp32.
    """

    def __init__(self, nodes: list[SSHTarget] | None = None, cluster: SlurmTarget | None = None) -> None:
        self.nodes = nodes or []
        self.cluster = cluster
        self.target = f"slurm:{cluster.name}" if cluster else "ssh:" + ",".join(n.name for n in self.nodes)

    def __call__(self, plan):
        from thunder_deid_desktop.jobs.bundle import build_bundle
        from thunder_deid_desktop.jobs.slurm import SlurmTrainingJob
        from thunder_deid_desktop.jobs.ssh import SSHTrainingJob

        cfg = yaml.safe_load(Path(plan.config_path).read_text(encoding="utf-8"))
        snapshot = str(plan.snapshot.path) if getattr(plan, "snapshot", None) else None
        out = Path(plan.output_dir)
        gpus = self.cluster.gpus_per_node if self.cluster else min(n.gpus for n in self.nodes)
        precision = "bf16" if gpus > 0 else "no"

        def make():
            bundle = build_bundle(cfg, out.parent / ".bundles")
            if self.cluster is not None:
                return SlurmTrainingJob(
                    self.cluster,
                    bundle,
                    out,
                    parent=plan.parent,
                    data_snapshot=snapshot,
                    mixed_precision=precision,
                )
            return SSHTrainingJob(
                self.nodes, bundle, out, parent=plan.parent, data_snapshot=snapshot, mixed_precision=precision
            )

        def launched(job) -> None:
            plan.command = list(job.command)  # the registry records the remote launch command

        return BackgroundStart(make, out, launched)


class TargetsDialog(QDialog):
    """Edits the targets file as JSON; "Save" refuses text that does not parse into targets (message shown)."""

    def __init__(self, path: Path, parent=None) -> None:
        super().__init__(parent)
        self.path = path
        self.setWindowTitle(self.tr("Training targets"))
        self.help = QLabel(
            self.tr(
                "SSH nodes and Slurm clusters, saved in %1. Give the path of each private key file, never the "
                "key; host keys must already be in known_hosts."
            ).replace("%1", str(path))
        )
        self.help.setWordWrap(True)
        self.editor = QPlainTextEdit()
        current = targets_mod.load_targets(path) if path.is_file() else []
        self.editor.setPlainText(
            json.dumps(
                {"targets": [targets_mod.target_to_dict(t) for t in current]}, ensure_ascii=False, indent=1
            )
        )
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.help)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(760, 520)

    def save(self) -> bool:
        """Check and write the file; on an error show it and keep the dialog open. Returns True when saved."""
        try:
            data = json.loads(self.editor.toPlainText() or "{}")
            parsed = [targets_mod.target_from_dict(d) for d in data.get("targets", [])]
            targets_mod.save_targets(parsed, self.path)
        except (ValueError, AttributeError, TypeError) as exc:
            self.error.setText(self.tr("Not saved: %1").replace("%1", str(exc)))
            return False
        self.accept()
        return True


class RemoteTargetsPanel(QGroupBox):
    """ "Train on" choice and the list of targets (module docstring). ``on_change(factory or None)`` is called
    when the choice changes (``None`` = this PC)."""

    def __init__(self, on_change, path: Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self.on_change = on_change
        self.path = path or targets_mod.targets_path()
        self.targets: list[Target] = []
        self.where_label = QLabel()
        self.where_combo = QComboBox()
        self.where_combo.currentIndexChanged.connect(self._where_changed)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(self.edit_targets)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMaximumHeight(120)
        row = QHBoxLayout()
        row.addWidget(self.where_combo, 1)
        row.addWidget(self.edit_button)
        form = QFormLayout()
        form.addRow(self.where_label, row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table)
        self.retranslate()
        self.reload()

    def retranslate(self) -> None:
        """Set every visible text (again, after a language switch)."""
        self.setTitle(self.tr("Where to train"))
        self.where_label.setText(self.tr("Train on"))
        self.edit_button.setText(self.tr("Edit targets…"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Kind"), self.tr("Host"), self.tr("GPUs"), self.tr("Working folder")]
        )
        if self.where_combo.count():
            self.where_combo.setItemText(0, self.tr("This PC"))
            ssh = [t for t in self.targets if isinstance(t, SSHTarget)]
            if len(ssh) > 1:
                i = self.where_combo.findData("all")
                self.where_combo.setItemText(
                    i, self.tr("All SSH nodes together (%1 nodes)").replace("%1", str(len(ssh)))
                )

    def reload(self) -> None:
        """Read the targets file again and rebuild the choice and the table (an unreadable file shows its error)."""
        try:
            self.targets = targets_mod.load_targets(self.path)
        except (ValueError, OSError) as exc:
            self.targets = []
            self.setToolTip(str(exc))
        self.where_combo.blockSignals(True)
        self.where_combo.clear()
        self.where_combo.addItem(self.tr("This PC"), "local")
        ssh = [t for t in self.targets if isinstance(t, SSHTarget)]
        for t in ssh:
            self.where_combo.addItem(f"SSH: {t.name} ({t.host})", f"ssh:{t.name}")
        if len(ssh) > 1:
            self.where_combo.addItem(
                self.tr("All SSH nodes together (%1 nodes)").replace("%1", str(len(ssh))), "all"
            )
        for t in self.targets:
            if isinstance(t, SlurmTarget):
                self.where_combo.addItem(f"Slurm: {t.name} ({t.login.host})", f"slurm:{t.name}")
        self.where_combo.blockSignals(False)
        self.table.setRowCount(len(self.targets))
        for r, t in enumerate(self.targets):
            if isinstance(t, SSHTarget):
                cells = [t.name, "SSH", f"{t.host}:{t.port}", str(t.gpus), t.workdir]
            else:
                gpus = f"{t.nodes} × {t.gpus_per_node}"
                cells = [t.name, "Slurm", f"{t.login.host}:{t.login.port}", gpus, t.login.workdir]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.where_combo.setCurrentIndex(0)
        self._where_changed()

    def factory(self) -> RemoteJobFactory | None:
        """The job factory of the current choice (``None`` = this PC)."""
        kind, _, name = str(self.where_combo.currentData() or "local").partition(":")
        ssh = [t for t in self.targets if isinstance(t, SSHTarget)]
        if kind == "ssh":
            return RemoteJobFactory(nodes=[t for t in ssh if t.name == name])
        if kind == "all":
            return RemoteJobFactory(nodes=ssh)
        if kind == "slurm":
            return RemoteJobFactory(cluster=next(t for t in self.targets if t.name == name))
        return None

    def _where_changed(self, *_args) -> None:
        self.on_change(self.factory())

    def edit_targets(self) -> None:
        """Open the targets dialog; reload after a save."""
        dialog = TargetsDialog(self.path, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.reload()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table"):
            self.retranslate()
        super().changeEvent(event)


def attach_remote_targets(screen: QWidget, path: Path | None = None) -> RemoteTargetsPanel:
    """Put a :class:`RemoteTargetsPanel` at the top of the training ``screen`` and let it set the screen's
    ``job_factory`` (back to the screen's own local factory for "This PC"). Returns the panel."""
    local = screen.job_factory

    def on_change(factory) -> None:
        if not getattr(screen, "running", False):
            screen.job_factory = factory or local

    panel = RemoteTargetsPanel(on_change, path, screen)
    screen.layout().insertWidget(0, panel)
    panel.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    return panel
