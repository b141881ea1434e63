"""Qt item models of the review window: document queue, three-tier label tree, entity list."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel

from thunder_deid_desktop.review.library import DocumentInfo
from thunder_deid_desktop.review.status import STATUSES
from thunder_deid_desktop.taxonomy import Taxonomy

DOC_ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
LABEL_ROLE = Qt.ItemDataRole.UserRole + 3
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 4

_Index = QModelIndex | QPersistentModelIndex


def status_name(status: str) -> str:
    """Translated display name of a document status."""
    names = {
        "new": QCoreApplication.translate("Status", "New"),
        "analyzing": QCoreApplication.translate("Status", "Analyzing"),
        "in_review": QCoreApplication.translate("Status", "In review"),
        "reviewed": QCoreApplication.translate("Status", "Reviewed"),
        "confirmed": QCoreApplication.translate("Status", "Confirmed"),
        "exported": QCoreApplication.translate("Status", "Exported"),
    }
    return names.get(status, status)


def span_status_name(status: str) -> str:
    """Translated display name of a span status."""
    names = {
        "pending": QCoreApplication.translate("Status", "Pending"),
        "accepted": QCoreApplication.translate("Status", "Accepted"),
        "rejected": QCoreApplication.translate("Status", "Rejected"),
    }
    return names.get(status, status)


class DocumentQueueModel(QAbstractTableModel):
    """The document queue: name, status, spans, pending, characters, last change, model uncertainty.

    ``uncertainty`` (issue 5, active learning) comes from
    :func:`thunder_deid_desktop.review.uncertainty.document_uncertainty` via :meth:`set_uncertainty`; sorting
    that column in descending order puts first the documents the model was least sure about (documents without a
    value sort last).
    """

    COLUMNS = ("name", "status", "spans", "pending", "chars", "updated", "uncertainty")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[DocumentInfo] = []
        self._uncertainty: dict[int, float] = {}

    def set_uncertainty(self, values: dict[int, float], replace: bool = True) -> None:
        """Set ``{document id: uncertainty}`` (replacing all values, or only those given when ``replace`` is
        false) and repaint that column."""
        self._uncertainty = dict(values) if replace else {**self._uncertainty, **values}
        col = self.COLUMNS.index("uncertainty")
        if self._rows:
            self.dataChanged.emit(self.index(0, col), self.index(len(self._rows) - 1, col))

    def set_documents(self, docs: list[DocumentInfo]) -> None:
        """Replace all rows."""
        self.beginResetModel()
        self._rows = list(docs)
        self.endResetModel()

    def update_document(self, doc: DocumentInfo) -> None:
        """Refresh one row (or append it)."""
        for i, d in enumerate(self._rows):
            if d.id == doc.id:
                self._rows[i] = doc
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(self.COLUMNS) - 1))
                return
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
        self._rows.append(doc)
        self.endInsertRows()

    def document(self, row: int) -> DocumentInfo:
        """The document shown in ``row``."""
        return self._rows[row]

    def row_of(self, doc_id: int) -> int:
        """Row of a document id, -1 if absent."""
        return next((i for i, d in enumerate(self._rows) if d.id == doc_id), -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Document"),
            self.tr("Status"),
            self.tr("Spans"),
            self.tr("Unreviewed"),
            self.tr("Characters"),
            self.tr("Changed"),
            self.tr("Uncertainty"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        d = self._rows[index.row()]
        col = self.COLUMNS[index.column()]
        if role == DOC_ID_ROLE:
            return d.id
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "name": d.name,
                "status": status_name(d.status),
                "spans": d.n_spans,
                "pending": d.n_pending,
                "chars": f"{d.char_count:,}",
                "updated": d.updated_at.strftime("%Y-%m-%d %H:%M") if d.updated_at else "",
                "uncertainty": f"{self._uncertainty[d.id]:.2f}" if d.id in self._uncertainty else "",
            }[col]
        if role == SORT_ROLE:
            return {
                "name": d.name,
                "status": STATUSES.index(d.status) if d.status in STATUSES else 99,
                "spans": d.n_spans,
                "pending": d.n_pending,
                "chars": d.char_count,
                "updated": d.updated_at.timestamp() if d.updated_at else 0.0,
                "uncertainty": self._uncertainty.get(d.id, -1.0),
            }[col]
        if role == Qt.ItemDataRole.ToolTipRole and col == "name":
            return d.path or d.name
        if role == Qt.ItemDataRole.TextAlignmentRole and col in ("spans", "pending", "chars", "uncertainty"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class DocumentFilterProxy(QSortFilterProxyModel):
    """Filters the queue by status (``None`` = all) and by a substring of the name; sorts by raw values."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.status: str | None = None
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(0)

    def set_status(self, status: str | None) -> None:
        """Show only documents in ``status`` (None: all)."""
        self.status = status
        self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        if self.status is not None and model.document(row).status != self.status:  # type: ignore[attr-defined]
            return False
        return super().filterAcceptsRow(row, parent)


def build_taxonomy_model(tax: Taxonomy, english: bool = False) -> QStandardItemModel:
    """Tier 1 → tier 2 → tier 3 → fine label tree; label items carry ``LABEL_ROLE``; every item carries a
    ``SEARCH_ROLE`` string (ids, Korean and English names) for the filter."""
    model = QStandardItemModel()

    def item(node) -> QStandardItem:
        main = node.name_en if english else node.name_ko
        it = QStandardItem(main if node.tier < 4 or main == node.id else f"{main}  ·  {node.id}")
        it.setEditable(False)
        it.setToolTip(f"{node.name_ko} / {node.name_en}")
        it.setData(f"{node.id} {node.name_ko} {node.name_en}".casefold(), SEARCH_ROLE)
        if node.color:
            it.setData(QBrush(QColor(node.color)), Qt.ItemDataRole.DecorationRole)
        return it

    root = model.invisibleRootItem()
    for t1 in tax.children(None):
        i1 = item(t1)
        root.appendRow(i1)
        for t2 in tax.children(t1.id):
            i2 = item(t2)
            i1.appendRow(i2)
            for t3 in tax.children(t2.id):
                i3 = item(t3)
                i2.appendRow(i3)
                for leaf in tax.children(t3.id):
                    i4 = item(leaf)
                    i4.setData(leaf.id, LABEL_ROLE)
                    i3.appendRow(i4)
    return model


class LabelFilterProxy(QSortFilterProxyModel):
    """Recursive filter of the label tree: a node is shown when it or a descendant matches the query."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setFilterRole(SEARCH_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_query(self, query: str) -> None:
        """Filter by a substring (case-insensitive) of ids and names."""
        self.setFilterFixedString(query.strip().casefold())


class EntityTreeModel(QAbstractItemModel):
    """Entities (top level: id and mention count, placeholder, label) and their mentions (children), built
    lazily by the view: replacing thousands of mentions is one model reset.

    Rows are ``(entity id, placeholder, label name, colour, [(span id, mention text)])``.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, str, str, list[tuple[int, str]]]] = []
        self.headers = ("", "", "")

    def set_rows(self, rows) -> None:
        """Replace every entity."""
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def set_headers(self, headers: tuple[str, str, str]) -> None:
        """Column titles."""
        self.headers = headers
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)

    def span_ids(self, index: _Index) -> list[int]:
        """Span ids of an entity row (all its mentions) or of a mention row (one)."""
        if not index.isValid():
            return []
        parent = index.internalId()
        if parent == 0:
            return [sid for sid, _t in self.rows[index.row()][4]]
        return [self.rows[parent - 1][4][index.row()][0]]

    def index(self, row: int, column: int, parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0)
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        if not parent.isValid():
            return len(self.rows)
        if parent.internalId() == 0 and parent.column() == 0:
            return len(self.rows[parent.row()][4])
        return 0

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 3

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        parent = index.internalId()
        if parent == 0:
            eid, placeholder, label, color, mentions = self.rows[index.row()]
            if role == Qt.ItemDataRole.DisplayRole:
                return (f"{eid} ({len(mentions)})", placeholder, label)[index.column()]
            if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
                return QColor(color)
            return None
        if role == Qt.ItemDataRole.DisplayRole and index.column() == 0:
            return self.rows[parent - 1][4][index.row()][1]
        return None
