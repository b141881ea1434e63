"""Side panels of the review window: selected span and three-tier label picker, entities, legend, warnings."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.gui.highlight import char_format
from thunder_deid_desktop.gui.models import (
    LABEL_ROLE,
    EntityTreeModel,
    LabelFilterProxy,
    build_taxonomy_model,
    span_status_name,
)
from thunder_deid_desktop.review.session import SpanState
from thunder_deid_desktop.taxonomy import Taxonomy


class LabelPicker(QWidget):
    """Searchable tier 1 → 2 → 3 → fine-label tree. ``chosen(label)`` on Enter or double-click."""

    chosen = Signal(str)

    def __init__(self, taxonomy: Taxonomy, parent=None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.tree = QTreeView()
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.proxy = LabelFilterProxy(self)
        self._english = False
        self.proxy.setSourceModel(build_taxonomy_model(taxonomy))
        self.tree.setModel(self.proxy)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.search)
        lay.addWidget(self.tree)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._choose_current)
        self.tree.doubleClicked.connect(self._choose_index)
        self.tree.activated.connect(self._choose_index)
        self.retranslate()

    def set_english(self, english: bool) -> None:
        """Show English (True) or Korean names."""
        if english != self._english:
            self._english = english
            self.proxy.setSourceModel(build_taxonomy_model(self.taxonomy, english))
            self._filter(self.search.text())

    def retranslate(self) -> None:
        """Set translated texts."""
        self.search.setPlaceholderText(self.tr("Search labels (Korean or English)…"))

    def _first_leaf(self, parent: QModelIndex) -> QModelIndex:
        for r in range(self.proxy.rowCount(parent)):
            idx = self.proxy.index(r, 0, parent)
            if idx.data(LABEL_ROLE):
                return idx
            found = self._first_leaf(idx)
            if found.isValid():
                return found
        return QModelIndex()

    def _filter(self, text: str) -> None:
        self.proxy.set_query(text)
        if text.strip():
            self.tree.expandAll()
            leaf = self._first_leaf(QModelIndex())
            if leaf.isValid():
                self.tree.setCurrentIndex(leaf)
                self.tree.scrollTo(leaf)
        else:
            self.tree.collapseAll()

    def current_label(self) -> str | None:
        """The fine label under the tree's cursor, or None."""
        return self.tree.currentIndex().data(LABEL_ROLE) or None

    def _choose_current(self) -> None:
        label = self.current_label()
        if label:
            self.chosen.emit(label)

    def _choose_index(self, index: QModelIndex) -> None:
        label = index.data(LABEL_ROLE)
        if label:
            self.chosen.emit(label)

    def show_label(self, label: str) -> None:
        """Move the tree's cursor to ``label`` (clearing the search)."""
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self.proxy.set_query("")
        model = self.proxy.sourceModel()
        hits = model.match(
            model.index(0, 0), LABEL_ROLE, label, 1, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive
        )
        if hits:
            idx = self.proxy.mapFromSource(hits[0])
            self.tree.collapseAll()
            self.tree.setCurrentIndex(idx)
            self.tree.scrollTo(idx)


class SpanPanel(QWidget):
    """Details of the selected span (label, tiers, score, source, status, entity and placeholder), accept /
    reject buttons and the label picker."""

    def __init__(self, taxonomy: Taxonomy, parent=None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self.fields: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        form = QFormLayout()
        for key in ("text", "label", "tier3", "tier2", "tier1", "score", "source", "status", "entity"):
            val = QLabel()
            val.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            val.setWordWrap(True)
            cap = QLabel()
            self.fields[key] = val
            self.captions[key] = cap
            form.addRow(cap, val)
        self.accept_button = QPushButton()
        self.reject_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.reject_button)
        self.picker_caption = QLabel()
        self.picker = LabelPicker(taxonomy)
        self.apply_label_button = QPushButton()
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addLayout(buttons)
        lay.addWidget(self.picker_caption)
        lay.addWidget(self.picker, 1)
        lay.addWidget(self.apply_label_button)
        self.english = False
        self.retranslate()
        self.show_span(None)

    def retranslate(self) -> None:
        """Set translated texts."""
        caps = {
            "text": self.tr("Text"),
            "label": self.tr("Label"),
            "tier3": self.tr("Tier 3"),
            "tier2": self.tr("Tier 2"),
            "tier1": self.tr("Tier 1"),
            "score": self.tr("Confidence"),
            "source": self.tr("Source"),
            "status": self.tr("Status"),
            "entity": self.tr("Entity"),
        }
        for key, cap in caps.items():
            self.captions[key].setText(cap)
        self.accept_button.setText(self.tr("Accept (A)"))
        self.reject_button.setText(self.tr("Reject (R)"))
        self.picker_caption.setText(self.tr("Change label (L):"))
        self.apply_label_button.setText(self.tr("Apply label"))
        self.picker.retranslate()

    def _name(self, node_id: str, leaf: bool = False) -> str:
        if not node_id:
            return ""
        try:
            node = self.taxonomy.label_node(node_id) if leaf else self.taxonomy.node(node_id)
        except KeyError:
            return node_id
        return node.name_en if self.english else node.name_ko

    def source_name(self, source: str) -> str:
        """Translated name of a span source."""
        return {
            "model": self.tr("model"),
            "rule": self.tr("rule"),
            "propagation": self.tr("repeated mention"),
            "user": self.tr("added by hand"),
        }.get(source, source)

    def show_span(self, span: SpanState | None, entity: str = "") -> None:
        """Fill the fields for ``span`` (None clears them); ``entity`` is e.g. ``"E3 → A"``."""
        enabled = span is not None
        for w in (self.accept_button, self.reject_button, self.apply_label_button):
            w.setEnabled(enabled)
        if span is None:
            for val in self.fields.values():
                val.setText("—")
            return
        self.fields["text"].setText(span.text if len(span.text) <= 200 else span.text[:200] + "…")
        self.fields["label"].setText(f"{self._name(span.label, leaf=True)} ({span.label})")
        self.fields["tier3"].setText(self._name(span.tier3))
        self.fields["tier2"].setText(self._name(span.tier2))
        self.fields["tier1"].setText(self._name(span.tier1))
        self.fields["score"].setText(f"{span.score:.2f}")
        self.fields["source"].setText(self.source_name(span.source))
        self.fields["status"].setText(span_status_name(span.status))
        self.fields["entity"].setText(entity or "—")
        self.picker.show_label(span.label)


class EntityPanel(QWidget):
    """Entities of the document (placeholder, label, mentions) with link / unlink of selected mentions."""

    span_activated = Signal(int)
    link_requested = Signal(list)
    unlink_requested = Signal(list)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = EntityTreeModel(self)
        self.view = QTreeView()
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setUniformRowHeights(True)
        self.link_button = QPushButton()
        self.unlink_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.link_button)
        buttons.addWidget(self.unlink_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addLayout(buttons)
        self.view.clicked.connect(self._clicked)
        self.link_button.clicked.connect(lambda: self.link_requested.emit(self.selected_span_ids()))
        self.unlink_button.clicked.connect(lambda: self.unlink_requested.emit(self.selected_span_ids()))
        self.retranslate()

    def retranslate(self) -> None:
        """Set translated texts."""
        self.model.set_headers((self.tr("Entity / mention"), self.tr("Placeholder"), self.tr("Label")))
        self.link_button.setText(self.tr("Link selected"))
        self.unlink_button.setText(self.tr("Unlink selected"))

    def set_entities(self, rows: list[tuple[str, str, str, str, list[tuple[int, str]]]]) -> None:
        """``rows``: (entity id, placeholder, label name, colour, [(span id, mention text)]); entities that
        were expanded stay expanded."""
        m = self.model
        expanded = {
            tuple(m.span_ids(m.index(r, 0)))[:1]
            for r in range(m.rowCount())
            if self.view.isExpanded(m.index(r, 0))
        }
        m.set_rows(rows)
        if expanded:
            for r in range(m.rowCount()):
                idx = m.index(r, 0)
                if tuple(m.span_ids(idx))[:1] in expanded:
                    self.view.setExpanded(idx, True)

    def selected_span_ids(self) -> list[int]:
        """Span ids of the selected rows (an entity row stands for all its mentions)."""
        out: list[int] = []
        for idx in self.view.selectionModel().selectedRows(0):
            for sid in self.model.span_ids(idx):
                if sid not in out:
                    out.append(sid)
        return out

    def _clicked(self, index: QModelIndex) -> None:
        ids = self.model.span_ids(index.siblingAtColumn(0))
        if ids:
            self.span_activated.emit(ids[0])


class Legend(QPlainTextEdit):
    """The colour legend, drawn with the very formats of the highlighter (tier-2 colours, direct / quasi,
    low confidence, accepted, rejected)."""

    def __init__(self, taxonomy: Taxonomy, parent=None) -> None:
        super().__init__(parent)
        self.taxonomy = taxonomy
        self.setReadOnly(True)
        self.setFrameStyle(0)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.english = False
        self.retranslate()

    def retranslate(self) -> None:
        """Rebuild the legend in the current language."""
        self.clear()
        cur = self.textCursor()
        plain = QTextCharFormat()

        def put(text: str, fmt: QTextCharFormat) -> None:
            cur.insertText(text, fmt)
            cur.insertText("  ", plain)

        first_direct = "#FF9E9E"
        for node in self.taxonomy.nodes(2):
            name = node.name_en if self.english else node.name_ko
            direct = node.parent == "direct"
            put(f" {name} ", char_format(node.color or "#FFFFFF", direct, "pending", False))
            if direct:
                first_direct = node.color or first_direct
        cur.insertText("\n", plain)
        put(self.tr(" bold: direct identifier "), char_format(first_direct, True, "pending", False))
        put(self.tr(" regular: quasi-identifier "), char_format("#B3B8FF", False, "pending", False))
        put(self.tr(" low confidence "), char_format("#B3B8FF", False, "pending", True))
        put(self.tr(" accepted "), char_format("#B3B8FF", False, "accepted", False))
        put(self.tr(" rejected "), char_format("#B3B8FF", False, "rejected", False))
        self.moveCursor(QTextCursor.MoveOperation.Start)


class WarningsPanel(QListWidget):
    """Residual-check and rendering warnings of the last export; activating one jumps to it
    (``jump(start, end)`` in code points of the original text)."""

    jump = Signal(int, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.itemActivated.connect(self._activated)
        self.itemDoubleClicked.connect(self._activated)

    def set_warnings(self, items: list[tuple[str, int | None, int | None]]) -> None:
        """``items``: (display text, original start, original end)."""
        self.clear()
        for text, start, end in items:
            it = QListWidgetItem(text)
            it.setData(Qt.ItemDataRole.UserRole, "" if start is None else f"{start},{end}")
            self.addItem(it)

    def _activated(self, item: QListWidgetItem) -> None:
        where = item.data(Qt.ItemDataRole.UserRole)
        if where:
            start, end = (int(x) for x in where.split(","))
            self.jump.emit(start, end)
