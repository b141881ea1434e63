"""The annotators' replacement-list screen (issue 5, item 1): browse the lists by the taxonomy, search, add,
edit, delete, import and export, and see which labels are short of mentions.

Tab "Lists": the taxonomy tree on the left (all lists → tier 1 → tier 2 → tier 3 → fine label, each with its
number of mentions), the mentions of the chosen node on the right (a Qt model/view table; double-click a mention to
edit it in place) with a search field, an editor line and the buttons. Tab "Coverage": fine labels with fewer
mentions than a threshold, most used first (:mod:`thunder_deid_desktop.lists.coverage`); double-click one to open
its list.

Every change goes to :class:`~thunder_deid_desktop.lists.ReplacementLists` (validated, one audited event each);
refusals and warnings appear under the table, in the interface language. Users other than annotators and admins
see the lists read-only. Korean first, English when the application language is English (``self.tr``; the
taxonomy's Korean or English names).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QEvent, QLocale, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.lists import EDITOR_ROLES, ListValidationError, Mention, ReplacementLists
from thunder_deid_desktop.lists.coverage import DEFAULT_MIN_MENTIONS, coverage
from thunder_deid_desktop.lists.files import read_file, write_file
from thunder_deid_desktop.lists.validation import Issue
from thunder_deid_desktop.lists.validation import issue as _issue
from thunder_deid_desktop.review.library import UserInfo

log = logging.getLogger(__name__)

# Tree item data: ``(tier, node id)``; tier 0 is "all lists", 4 a fine label.
NODE_ROLE = Qt.ItemDataRole.UserRole


def english_ui() -> bool:
    """True when the application language is English (``install_language`` sets the default locale)."""
    return QLocale().language() == QLocale.Language.English


class MentionTableModel(QAbstractTableModel):
    """Mentions as table rows: mention (editable), label, added by, when. ``edit`` is called with
    ``(mention id, new text)`` when a mention is edited in place and returns whether the change was kept."""

    COLUMNS = ("mention", "label", "by", "when")

    def __init__(self, lists: ReplacementLists, edit=None, parent=None) -> None:
        super().__init__(parent)
        self.lists = lists
        self.rows: list[Mention] = []
        self.edit = edit
        self.editable = edit is not None

    def set_rows(self, rows: list[Mention]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def mention_at(self, row: int) -> Mention:
        """The mention shown in ``row``."""
        return self.rows[row]

    def row_of(self, mention_id: int) -> int | None:
        """The row showing ``mention_id``, if shown."""
        for i, m in enumerate(self.rows):
            if m.id == mention_id:
                return i
        return None

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (self.tr("Mention"), self.tr("Label"), self.tr("Added by"), self.tr("Changed"))[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        m = self.rows[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == 0:
                return m.text
            if col == 1:
                node = self.lists.taxonomy.label_node(m.label)
                name = node.name_en if english_ui() else node.name_ko
                return m.label if name == m.label else f"{m.label} ({name})"
            if col == 2:
                return m.created_by or self.tr("shipped list")
            return m.updated_at.astimezone().strftime("%Y-%m-%d %H:%M")
        if role == Qt.ItemDataRole.ToolTipRole and col == 1:
            return " › ".join(self.lists.taxonomy.tiers(m.label)[::-1])
        return None

    def flags(self, index):
        base = super().flags(index)
        if index.isValid() and index.column() == 0 and self.editable:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802 - Qt API
        if role != Qt.ItemDataRole.EditRole or index.column() != 0 or self.edit is None:
            return False
        return bool(self.edit(self.rows[index.row()].id, str(value)))


class ListsScreen(QDialog):
    """The replacement-list screen (see module docstring).

    Args:
        lists: the service on the open store (seeded on construction).
        user: who works; changes need a role in :data:`~thunder_deid_desktop.lists.EDITOR_ROLES`.
    """

    def __init__(self, lists: ReplacementLists, user: UserInfo, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lists_screen")
        self.lists = lists
        self.taxonomy = lists.taxonomy
        self.user = user
        self.can_edit = user.role in EDITOR_ROLES
        self._items: dict[tuple[int, str], QTreeWidgetItem] = {}
        self._build()
        self.retranslate()
        self.refresh_counts()
        self.tree.setCurrentItem(self._items[(0, "")])
        self.resize(1100, 720)

    # -- construction --------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setUniformRowHeights(True)
        root = QTreeWidgetItem()
        root.setData(0, NODE_ROLE, (0, ""))
        self.tree.addTopLevelItem(root)
        self._items[(0, "")] = root

        def add_children(parent_item: QTreeWidgetItem, node_id: str | None, tier: int) -> None:
            for node in self.taxonomy.children(node_id):
                item = QTreeWidgetItem(parent_item)
                item.setData(0, NODE_ROLE, (tier, node.id))
                self._items[(tier, node.id)] = item
                if tier < 4:
                    add_children(item, node.id, tier + 1)

        add_children(root, None, 1)
        root.setExpanded(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        self.tree.currentItemChanged.connect(lambda *_: self.refresh_mentions())

        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _t: self.refresh_mentions())
        self.model = MentionTableModel(self.lists, self._edit_in_place if self.can_edit else None, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            self.table.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.count_label = QLabel()
        self.label_caption = QLabel()
        self.editor = QLineEdit()
        self.editor.returnPressed.connect(self.add_current)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_current)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_current)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_dialog)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_dialog)
        for b in (self.add_button, self.save_button, self.delete_button, self.import_button):
            b.setEnabled(self.can_edit)
        self.editor.setEnabled(self.can_edit)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setMaximumHeight(110)
        self.details.hide()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count_label)
        edit_row = QHBoxLayout()
        edit_row.addWidget(self.label_caption)
        edit_row.addWidget(self.editor, 1)
        edit_row.addWidget(self.add_button)
        edit_row.addWidget(self.save_button)
        edit_row.addWidget(self.delete_button)
        file_row = QHBoxLayout()
        file_row.addStretch(1)
        file_row.addWidget(self.import_button)
        file_row.addWidget(self.export_button)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addLayout(top)
        rl.addWidget(self.table, 1)
        rl.addLayout(edit_row)
        rl.addWidget(self.message_label)
        rl.addWidget(self.details)
        rl.addLayout(file_row)
        split = QSplitter()
        split.addWidget(self.tree)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 720])

        self.min_spin = QSpinBox()
        self.min_spin.setRange(1, 100000)
        self.min_spin.setValue(DEFAULT_MIN_MENTIONS)
        self.min_spin.valueChanged.connect(lambda _v: self.refresh_coverage())
        self.min_caption = QLabel()
        self.coverage_note = QLabel()
        self.coverage_note.setWordWrap(True)
        self.coverage_table = QTableWidget(0, 5)
        self.coverage_table.verticalHeader().setVisible(False)
        self.coverage_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.coverage_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.coverage_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.coverage_table.cellDoubleClicked.connect(self._coverage_open)
        cov = QWidget()
        cl = QVBoxLayout(cov)
        row = QHBoxLayout()
        row.addWidget(self.min_caption)
        row.addWidget(self.min_spin)
        row.addStretch(1)
        cl.addLayout(row)
        cl.addWidget(self.coverage_note)
        cl.addWidget(self.coverage_table, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(split, "")
        self.tabs.addTab(cov, "")
        self.tabs.currentChanged.connect(lambda i: self.refresh_coverage() if i == 1 else None)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)

    # -- language ------------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every visible string in the current language (also on a LanguageChange event)."""
        self.setWindowTitle(self.tr("Replacement lists"))
        self.tabs.setTabText(0, self.tr("Lists"))
        self.tabs.setTabText(1, self.tr("Coverage"))
        self.tree.setHeaderLabels([self.tr("Category"), self.tr("Mentions")])
        self.search.setPlaceholderText(self.tr("Search mentions…"))
        self.editor.setPlaceholderText(self.tr("New mention, or the edited text of the selected one"))
        self.add_button.setText(self.tr("Add"))
        self.save_button.setText(self.tr("Save edit"))
        self.delete_button.setText(self.tr("Delete"))
        self.import_button.setText(self.tr("Import…"))
        self.export_button.setText(self.tr("Export…"))
        self.min_caption.setText(self.tr("Fewer mentions than:"))
        self.coverage_note.setText(
            self.tr(
                "Labels without a list or with too few mentions, most used first: by accepted spans in reviewed "
                "documents, then by the annotated training judgments. Double-click a label to open its list."
            )
        )
        self.coverage_table.setHorizontalHeaderLabels(
            [
                self.tr("Label"),
                self.tr("Group"),
                self.tr("Mentions"),
                self.tr("In reviews"),
                self.tr("In training data"),
            ]
        )
        if not self.can_edit:
            self.message_label.setText(self.tr("Read only: only annotators and admins can change the lists."))
        english = english_ui()
        for (tier, node_id), item in self._items.items():
            if tier == 0:
                item.setText(0, self.tr("All lists"))
                continue
            node = self.taxonomy.label_node(node_id) if tier == 4 else self.taxonomy.node(node_id)
            name = node.name_en if english else node.name_ko
            item.setText(0, f"{node_id} ({name})" if tier == 4 and name != node_id else name)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(MentionTableModel.COLUMNS) - 1)
        self._update_caption()
        if self.tabs.currentIndex() == 1:
            self.refresh_coverage()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tabs"):
            self.retranslate()
        super().changeEvent(event)

    def issue_text(self, issue: Issue) -> str:
        """The user's sentence for a validation issue code."""
        texts = {
            "empty": self.tr("The mention is empty."),
            "too_long": self.tr("The mention is too long (at most 100 characters)."),
            "bad_character": self.tr("The mention contains a line break or another control character."),
            "placeholder": self.tr(
                "This is a placeholder (such as A, A씨, ○○ or 피고인 1), not a value: it cannot be a replacement."
            ),
            "unknown_label": self.tr("The label is not in the taxonomy."),
            "duplicate": self.tr("This list already holds this mention."),
            "person_name": self.tr(
                "Warning: this looks like a real person's name, but this list should hold no names."
            ),
        }
        return texts.get(issue.code, issue.message)

    # -- state ---------------------------------------------------------------------------------------------

    def current_node(self) -> tuple[int, str]:
        """``(tier, node id)`` of the tree's current item (``(0, "")`` = all lists)."""
        item = self.tree.currentItem()
        return tuple(item.data(0, NODE_ROLE)) if item is not None else (0, "")  # type: ignore[return-value]

    def current_label(self) -> str | None:
        """The fine label chosen in the tree, or ``None`` when a group is chosen."""
        tier, node_id = self.current_node()
        return node_id if tier == 4 else None

    def selected_mentions(self) -> list[Mention]:
        """Mentions of the selected table rows, in row order."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.mention_at(r) for r in rows]

    def select_node(self, tier: int, node_id: str) -> None:
        """Make the tree item of ``(tier, node id)`` current (its list is shown).

        Raises:
            KeyError: no such item.
        """
        item = self._items[(tier, node_id)]
        parent = item.parent()
        while parent is not None:
            parent.setExpanded(True)
            parent = parent.parent()
        self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)

    def show_message(self, text: str, warning: bool = False, details: list[str] | None = None) -> None:
        """Show ``text`` under the table (orange for a warning or a refusal) and optional detail lines."""
        self.message_label.setText(text)
        self.message_label.setStyleSheet("color: #B04A00;" if warning else "")
        self.details.setPlainText("\n".join(details or []))
        self.details.setVisible(bool(details))

    def _issues_message(self, issues: list[Issue]) -> None:
        self.show_message(" ".join(self.issue_text(i) for i in issues), warning=bool(issues))

    def _update_caption(self) -> None:
        label = self.current_label()
        if label is None:
            self.label_caption.setText(self.tr("Choose a label in the tree to add"))
        else:
            self.label_caption.setText(self.tr("Add to %1:").replace("%1", label))
        self.add_button.setEnabled(self.can_edit and label is not None)

    def _selection_changed(self) -> None:
        sel = self.selected_mentions()
        if len(sel) == 1 and self.can_edit:
            self.editor.setText(sel[0].text)
        self.save_button.setEnabled(self.can_edit and len(sel) == 1)
        self.delete_button.setEnabled(self.can_edit and bool(sel))

    # -- refreshing ----------------------------------------------------------------------------------------

    def refresh_counts(self) -> None:
        """Recount mentions per label and tier and show the numbers in the tree."""
        counts = self.lists.counts()
        totals: dict[tuple[int, str], int] = {(0, ""): 0}
        for label, n in counts.items():
            t3, t2, t1 = self.taxonomy.tiers(label)
            for key in ((4, label), (3, t3), (2, t2), (1, t1), (0, "")):
                totals[key] = totals.get(key, 0) + n
        for key, item in self._items.items():
            n = totals.get(key, 0)
            item.setText(1, str(n))
            item.setForeground(1, Qt.GlobalColor.darkRed if n == 0 else Qt.GlobalColor.black)

    def refresh_mentions(self, keep: int | None = None) -> None:
        """Show the mentions of the current tree node that match the search (``keep``: a mention id to select)."""
        tier, node_id = self.current_node()
        labels = None if tier == 0 else self.lists.labels_under(node_id, tier)
        rows = self.lists.mentions(labels, self.search.text())
        self.model.set_rows(rows)
        self.count_label.setText(self.tr("%n mention(s)", "", len(rows)))
        self._update_caption()
        self._selection_changed()
        if keep is not None:
            row = self.model.row_of(keep)
            if row is not None:
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))

    def refresh_coverage(self) -> None:
        """Recompute the coverage tab."""
        rows = coverage(self.lists.store, self.taxonomy, self.lists.counts(), self.min_spin.value())
        english = english_ui()
        self.coverage_table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            t2 = self.taxonomy.node(self.taxonomy.tiers(row.label)[1])
            node = self.taxonomy.label_node(row.label)
            name = node.name_en if english else node.name_ko
            cells = [
                row.label if name == row.label else f"{row.label} ({name})",
                t2.name_en if english else t2.name_ko,
                row.mentions,
                row.reviewed,
                row.annotated,
            ]
            for c, value in enumerate(cells):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)
                if c == 0:
                    item.setData(NODE_ROLE, row.label)
                self.coverage_table.setItem(r, c, item)

    def _coverage_open(self, row: int, _col: int) -> None:
        label = self.coverage_table.item(row, 0).data(NODE_ROLE)
        self.search.clear()
        self.select_node(4, label)
        self.tabs.setCurrentIndex(0)
        self.editor.setFocus()

    def _after_change(self, keep: int | None = None) -> None:
        self.refresh_counts()
        self.refresh_mentions(keep)

    # -- actions -------------------------------------------------------------------------------------------

    def add_current(self) -> bool:
        """Add the editor's text to the chosen fine label's list; returns whether it was added."""
        label = self.current_label()
        if label is None or not self.can_edit:
            self.show_message(self.tr("Choose a label in the tree to add"), warning=True)
            return False
        try:
            mention, warnings = self.lists.add(self.user, label, self.editor.text())
        except ListValidationError as exc:
            self._issues_message(exc.issues)
            return False
        except PermissionError:
            self.show_message(self.tr("Read only: only annotators and admins can change the lists."), True)
            return False
        self.editor.clear()
        self._after_change(mention.id)
        if warnings:
            self._issues_message(warnings)
        else:
            self.show_message(self.tr("Added."))
        return True

    def _edit_in_place(self, mention_id: int, text: str) -> bool:
        return self._save(mention_id, text)

    def save_current(self) -> bool:
        """Replace the text of the one selected mention by the editor's text; returns whether it changed."""
        sel = self.selected_mentions()
        if len(sel) != 1:
            return False
        return self._save(sel[0].id, self.editor.text())

    def _save(self, mention_id: int, text: str) -> bool:
        try:
            mention, warnings = self.lists.edit(self.user, mention_id, text=text)
        except ListValidationError as exc:
            self._issues_message(exc.issues)
            return False
        except (KeyError, PermissionError):
            self.show_message(self.tr("The mention could not be changed."), True)
            return False
        self._after_change(mention.id)
        if warnings:
            self._issues_message(warnings)
        else:
            self.show_message(self.tr("Saved."))
        return True

    def ask_yes_no(self, title: str, text: str) -> bool:
        """Ask a question (tests replace this)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def delete_selected(self) -> int:
        """Delete the selected mentions after a confirmation; returns how many were deleted."""
        sel = self.selected_mentions()
        if not sel or not self.can_edit:
            return 0
        if not self.ask_yes_no(self.tr("Delete mentions"), self.tr("Delete %n mention(s)?", "", len(sel))):
            return 0
        n = self.lists.delete(self.user, [m.id for m in sel])
        self.editor.clear()
        self._after_change()
        self.show_message(self.tr("%n mention(s) deleted.", "", n))
        return n

    def ask_open_path(self) -> Path | None:
        """Ask for a list file to import (tests replace this)."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import replacement lists"), "", self.tr("Lists (*.csv *.json)")
        )
        return Path(path) if path else None

    def ask_save_path(self) -> Path | None:
        """Ask where to export (tests replace this)."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export replacement lists"),
            "replacement_lists.json",
            self.tr("Lists (*.csv *.json)"),
        )
        return Path(path) if path else None

    def import_dialog(self) -> None:
        """Import a CSV or JSON file chosen by the user; the report is shown under the table."""
        path = self.ask_open_path()
        if path is None:
            return
        try:
            pairs = read_file(path)
        except (OSError, ValueError) as exc:
            log.warning("list import failed: %s", type(exc).__name__)
            self.show_message(self.tr("The file could not be read: %1").replace("%1", str(exc)), True)
            return
        try:
            report = self.lists.import_rows(self.user, pairs, file=path.name)
        except PermissionError:
            self.show_message(self.tr("Read only: only annotators and admins can change the lists."), True)
            return

        def row(template: str, n: int, label: str, text: str, codes: list[str] | None = None) -> str:
            line = template.replace("%1", str(n)).replace("%2", f"{label} / {text}")
            return (
                line
                if codes is None
                else line.replace("%3", " ".join(self.issue_text(_issue(c)) for c in codes))
            )

        lines = (
            [row(self.tr("Row %1 refused: %2 — %3"), *r) for r in report.rejected]
            + [row(self.tr("Row %1 added with a warning: %2 — %3"), *r) for r in report.warnings]
            + [row(self.tr("Row %1 skipped, already in the list: %2"), *r) for r in report.duplicate_rows]
        )
        summary = (
            self.tr("Imported: %1 added, %2 duplicates skipped, %3 refused.")
            .replace("%1", str(report.added))
            .replace("%2", str(report.duplicates))
            .replace("%3", str(len(report.rejected)))
        )
        self._after_change()
        self.show_message(summary, warning=bool(report.rejected or report.warnings), details=lines)

    def export_dialog(self) -> None:
        """Export every list to a CSV or JSON file chosen by the user (format from the suffix, JSON otherwise)."""
        path = self.ask_save_path()
        if path is None:
            return
        if path.suffix.lower() not in (".csv", ".json"):
            path = path.with_suffix(".json")
        data = self.lists.as_dict()
        try:
            write_file(data, path, self.taxonomy)
        except (OSError, ValueError) as exc:
            self.show_message(self.tr("The file could not be written: %1").replace("%1", str(exc)), True)
            return
        n = sum(len(v) for v in data.values())
        self.show_message(
            self.tr("%1 mentions exported to %2").replace("%1", str(n)).replace("%2", path.name)
        )
