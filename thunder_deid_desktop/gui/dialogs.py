"""Dialogs of the review window: label choice, confidence threshold, help sheet, administration."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.gui.models import status_name
from thunder_deid_desktop.gui.panels import LabelPicker
from thunder_deid_desktop.review.library import Library, UserInfo
from thunder_deid_desktop.store import ROLES
from thunder_deid_desktop.taxonomy import Taxonomy


class LabelDialog(QDialog):
    """Choose a fine label by typing (Korean or English) and Enter."""

    def __init__(
        self, taxonomy: Taxonomy, title: str, initial: str | None = None, english: bool = False, parent=None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.picker = LabelPicker(taxonomy)
        self.picker.set_english(english)
        if initial:
            self.picker.show_label(initial)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.picker)
        lay.addWidget(buttons)
        self.picker.chosen.connect(lambda _label: self.accept())
        self.resize(420, 520)
        self.picker.search.setFocus()

    def _ok(self) -> None:
        if self.picker.current_label():
            self.accept()

    def label(self) -> str | None:
        """The chosen label (after ``exec()`` returned Accepted)."""
        return self.picker.current_label()


class ThresholdDialog(QDialog):
    """Pick a confidence threshold; shows how many pending spans would be accepted before confirming."""

    def __init__(self, count: Callable[[float], int], initial: float = 0.9, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Accept all above a confidence"))
        self._count = count
        self.spin = QDoubleSpinBox()
        self.spin.setRange(0.0, 1.0)
        self.spin.setSingleStep(0.05)
        self.spin.setDecimals(2)
        self.spin.setValue(initial)
        self.info = QLabel()
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Minimum confidence:")))
        row.addWidget(self.spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(self.info)
        lay.addWidget(buttons)
        self.spin.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self._count(self.spin.value())
        self.info.setText(self.tr("%n unreviewed span(s) will be accepted.", "", n))

    def threshold(self) -> float:
        """The chosen threshold."""
        return float(self.spin.value())


class HelpDialog(QDialog):
    """The help sheet: every action with its shortcut, and what the colours mean."""

    def __init__(self, actions: list[QAction], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = [(a.text().replace("&", ""), ", ".join(s.toString() for s in a.shortcuts())) for a in actions]
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for r, (name, keys) in enumerate(rows):
            table.setItem(r, 0, QTableWidgetItem(name))
            table.setItem(r, 1, QTableWidgetItem(keys))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.resizeColumnToContents(1)
        note = QLabel(
            self.tr(
                "Colours follow the tier-2 category. Bold: direct identifier. Wavy red underline: low "
                "confidence. Green underline: accepted. Struck out: rejected. Select text and press Insert "
                "to add a span; click two spans one after the other and press Ctrl+L to link them."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(table)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.table = table
        self.resize(560, 640)


class AdminDialog(QDialog):
    """Administration (admins only): users and roles, and the audit trail of all decisions."""

    def __init__(self, library: Library, actor: UserInfo, doc_names: dict[int, str], parent=None) -> None:
        super().__init__(parent)
        self.library = library
        self.actor = actor
        self.setWindowTitle(self.tr("Administration"))
        tabs = QTabWidget()
        self.users = QTableWidget(0, 2)
        self.users.setHorizontalHeaderLabels([self.tr("User"), self.tr("Role")])
        self.users.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        tabs.addTab(self.users, self.tr("Users and roles"))
        self.audit = QTableWidget(0, 6)
        self.audit.setHorizontalHeaderLabels(
            [
                self.tr("Time"),
                self.tr("User"),
                self.tr("Document"),
                self.tr("Action"),
                self.tr("Spans"),
                self.tr("Status"),
            ]
        )
        self.audit.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        tabs.addTab(self.audit, self.tr("Audit trail"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(tabs)
        lay.addWidget(buttons)
        self._fill_users()
        self._fill_audit(doc_names)
        self.resize(760, 520)

    def _fill_users(self) -> None:
        users = self.library.users()
        self.users.setRowCount(len(users))
        for r, u in enumerate(users):
            self.users.setItem(r, 0, QTableWidgetItem(u.name))
            combo = QComboBox()
            combo.addItems(list(ROLES))
            combo.setCurrentText(u.role)
            combo.currentTextChanged.connect(lambda role, name=u.name: self._set_role(name, role))
            self.users.setCellWidget(r, 1, combo)

    def _set_role(self, name: str, role: str) -> None:
        try:
            self.library.set_role(self.actor, name, role)
        except (PermissionError, ValueError, KeyError):
            self._fill_users()

    def _fill_audit(self, doc_names: dict[int, str]) -> None:
        hist = self.library.history(None, limit=2000)
        self.audit.setRowCount(len(hist))
        for r, h in enumerate(hist):
            status = ""
            if h.status_after:
                status = f"{status_name(h.status_before or '')} → {status_name(h.status_after)}"
            vals = [
                h.timestamp.strftime("%Y-%m-%d %H:%M:%S") if h.timestamp else "",
                h.user,
                doc_names.get(h.document_id, str(h.document_id)),
                h.action,
                str(h.n_spans),
                status,
            ]
            for c, v in enumerate(vals):
                self.audit.setItem(r, c, QTableWidgetItem(v))
        self.audit.resizeColumnsToContents()


def _unused(_w: QWidget) -> None:  # keeps the QWidget import for type checkers of subclasses
    return None
