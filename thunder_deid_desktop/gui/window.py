"""The main review window (issue 4, items 1, 2, 4, 5, 6).

Layout: the document queue (left), the judgment text with highlighted spans and the de-identified preview side
by side (centre, preview toggled with F9), the legend under the text, the selected span with the three-tier
label picker and the entity list (right), and the warnings of the last export (bottom). A progress bar with a
cancel button sits in the status bar while a document loads or is analysed.

Every review action goes to :class:`~thunder_deid_desktop.review.session.ReviewSession` (one committed
decision each) and the window then redraws only the spans that changed. Undo and redo go to the user's
session-wide :class:`~thunder_deid_desktop.review.history.UndoHistory` (shared by every document's session),
which says in which document the step happens; the window then shows that document with the span selected. Loading, analysis and export run in
worker threads (:mod:`.workers`); the GUI thread only reads and writes the database, which takes a few
milliseconds.

Positions: the session speaks code points, Qt speaks UTF-16 units; :class:`~.offsets.OffsetMap` converts at
every crossing.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from thunder_deid_desktop.gui import gc_pauses
from thunder_deid_desktop.gui.dialogs import AdminDialog, HelpDialog, LabelDialog, ThresholdDialog
from thunder_deid_desktop.gui.highlight import LOW_CONFIDENCE, Mark, SpanHighlighter
from thunder_deid_desktop.gui.i18n import install_language
from thunder_deid_desktop.gui.models import (
    DOC_ID_ROLE,
    DocumentFilterProxy,
    DocumentQueueModel,
    status_name,
)
from thunder_deid_desktop.gui.offsets import OffsetMap, display_text
from thunder_deid_desktop.gui.panels import EntityPanel, Legend, SpanPanel, WarningsPanel
from thunder_deid_desktop.gui.workers import Task
from thunder_deid_desktop.review.analysis import AnalyzerRunner
from thunder_deid_desktop.review.export import make_export_job, run_export, suggested_output_name
from thunder_deid_desktop.review.history import UndoHistory
from thunder_deid_desktop.review.library import Library, UserInfo
from thunder_deid_desktop.review.session import Change, ReviewError, ReviewSession, SpanState
from thunder_deid_desktop.review.status import ANALYZING, NEW, REVIEWABLE, STATUSES, TransitionError
from thunder_deid_desktop.review.uncertainty import document_uncertainty
from thunder_deid_desktop.store import Store
from thunder_deid_desktop.taxonomy import get_taxonomy

log = logging.getLogger(__name__)

CURRENT_BG = QColor("#2F5FD0")
CURRENT_FG = QColor("#FFFFFF")

#: Milliseconds without a review action after which the store's write-ahead log is checkpointed.
CHECKPOINT_IDLE_MS = 2000

#: Milliseconds after a document is shown before the garbage collector is settled (``gui/gc_pauses.py``):
#: long enough for the first paint to come first.
SETTLE_DELAY_MS = 100


def output_to_original(replacements, pos: int) -> int:
    """Original code-point offset of output offset ``pos`` of a rendering (text outside replacements is
    unchanged; a position inside a replacement maps to the replaced original start)."""
    delta = 0
    for r in sorted(replacements, key=lambda r: r.start):
        if pos < r.start:
            break
        if pos < r.end:
            return r.original_start
        delta += (r.original_end - r.original_start) - (r.end - r.start)
    return pos + delta


def original_to_output(replacements, pos: int) -> int:
    """Output offset of original code-point ``pos`` (inverse of :func:`output_to_original`)."""
    delta = 0
    for r in sorted(replacements, key=lambda r: r.original_start):
        if pos < r.original_start:
            break
        if pos < r.original_end:
            return r.start
        delta += (r.end - r.start) - (r.original_end - r.original_start)
    return pos + delta


class MainWindow(QMainWindow):
    """The review window (see module docstring).

    Args:
        store: the open store.
        user: who reviews.
        runner: the analyzer runner (loaded on first analysis, in a worker thread).
        settings: where language, geometry and the last label are kept.
        policy: rendering policy of preview and export (``court``, ``lawgokr``, ``pseudonym`` or a YAML path).

    Signals:
        document_ready(int): a document's analysis finished and it can be reviewed.
        analysis_failed(int, str): analysis of a document failed or was cancelled (kind).
        export_finished(object): an :class:`~thunder_deid_desktop.review.export.ExportResult`.
        export_failed(str): an export failed (reason).
        rendering_shown(int): entity list and preview now show the latest decisions of a document.
    """

    document_ready = Signal(int)
    rendering_shown = Signal(int)
    analysis_failed = Signal(int, str)
    export_finished = Signal(object)
    export_failed = Signal(str)

    def __init__(
        self,
        store: Store,
        user: UserInfo,
        runner: AnalyzerRunner,
        settings: QSettings,
        policy: str = "court",
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.library = Library(store)
        self.user = user
        self.runner = runner
        self.settings = settings
        self.policy_name = policy
        self.taxonomy = get_taxonomy()
        self.session: ReviewSession | None = None
        self.lists_screen = None  # the replacement-list screen, made on first use (annotators, admins)
        self.training_screen = None  # the training and model-registry screen, made on first use (admins)
        self.history = UndoHistory(store, user)
        self.offsets = OffsetMap("")
        self.preview_offsets = OffsetMap("")
        self.rendering = None
        self.entity_of: dict[tuple[int, int], tuple[str, str]] = {}
        self.current_id: int | None = None
        self.previous_id: int | None = None
        self.last_label: str | None = settings.value("last_label", None)
        self.english = settings.value("language", "ko") == "en"
        self.analysis_pool = QThreadPool(self)
        self.analysis_pool.setMaxThreadCount(1)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self.analysis_tasks: dict[int, Task] = {}
        self.other_tasks: list[Task] = []
        self._analysis_started: dict[int, float] = {}
        self._open_first: int | None = None
        self._selecting = False
        self._render_generation = 0
        self._closed = False
        self._render_tasks: list[Task] = []
        self._preview_stale = False
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(150)
        self._refresh_timer.timeout.connect(self.refresh_rendering)
        # the SQLite checkpoint waits for a pause in the review instead of lengthening a commit (store/db.py)
        self._checkpoint_timer = QTimer(self)
        self._checkpoint_timer.setSingleShot(True)
        self._checkpoint_timer.setInterval(CHECKPOINT_IDLE_MS)
        self._checkpoint_timer.timeout.connect(self._checkpoint)
        self._build_ui()
        self._build_actions()
        self.retranslate()
        self.library.recover_interrupted(user)
        self.refresh_queue()
        self._update_actions()
        self.setAcceptDrops(True)
        geometry = settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1500, 920)

    # -- construction --------------------------------------------------------------------------------------

    def _build_ui(self) -> None:
        self.text_view = QPlainTextEdit()
        self.text_view.setReadOnly(True)
        self.text_view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.text_view.setObjectName("original")
        self.highlighter = SpanHighlighter(self.text_view.document())
        self.preview_view = QPlainTextEdit()
        self.preview_view.setReadOnly(True)
        self.preview_view.setObjectName("preview")
        self.preview_highlighter = SpanHighlighter(self.preview_view.document())
        for view in (self.text_view, self.preview_view):
            f = view.font()
            f.setPointSizeF(float(self.settings.value("text_size", 12.0)))
            view.setFont(f)
        self.original_caption = QLabel()
        self.preview_caption = QLabel()
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.original_caption)
        ll.addWidget(self.text_view)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.preview_caption)
        rl.addWidget(self.preview_view)
        self.preview_pane = right
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setSizes([600, 500])
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.legend = Legend(self.taxonomy)
        self.legend.setFixedHeight(64)
        central = QWidget()
        cl = QVBoxLayout(central)
        cl.addWidget(self.header)
        cl.addWidget(self.splitter, 1)
        cl.addWidget(self.legend)
        self.setCentralWidget(central)

        # document queue
        self.queue_model = DocumentQueueModel(self)
        self.queue_proxy = DocumentFilterProxy(self)
        self.queue_proxy.setSourceModel(self.queue_model)
        self.queue_view = QTableView()
        self.queue_view.setModel(self.queue_proxy)
        self.queue_view.setSortingEnabled(True)
        self.queue_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.queue_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.queue_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.queue_view.verticalHeader().setVisible(False)
        # widths are fitted when rows come or go (_fit_queue_columns), not on every change of a row: with
        # ResizeToContents a count losing a digit re-laid out the window, text view included (60 ms of an
        # accept on a 300k-character judgment, bench/gui_bench.py, 2026-12-01)
        self.queue_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.queue_view.horizontalHeader().setStretchLastSection(True)
        self.queue_view.activated.connect(self._queue_activated)
        self.queue_view.clicked.connect(self._queue_activated)
        self.queue_filter = QLineEdit()
        self.queue_filter.setClearButtonEnabled(True)
        self.queue_filter.textChanged.connect(self.queue_proxy.setFilterFixedString)
        self.queue_status = QComboBox()
        self.queue_status.currentIndexChanged.connect(
            lambda i: self.queue_proxy.set_status(self.queue_status.itemData(i))
        )
        qw = QWidget()
        ql = QVBoxLayout(qw)
        row = QHBoxLayout()
        row.addWidget(self.queue_filter, 1)
        row.addWidget(self.queue_status)
        ql.addLayout(row)
        ql.addWidget(self.queue_view)
        self.queue_dock = self._dock("queue", qw, Qt.DockWidgetArea.LeftDockWidgetArea)
        qw.setMinimumWidth(330)

        self.span_panel = SpanPanel(self.taxonomy)
        self.span_panel.accept_button.clicked.connect(self.accept_current)
        self.span_panel.reject_button.clicked.connect(self.reject_current)
        self.span_panel.apply_label_button.clicked.connect(self._apply_picker_label)
        self.span_panel.picker.chosen.connect(self.relabel_current_to)
        self.span_dock = self._dock("span", self.span_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.entity_panel = EntityPanel()
        self.entity_panel.span_activated.connect(lambda sid: self.select_span(sid, move=True))
        self.entity_panel.link_requested.connect(self._link_ids)
        self.entity_panel.unlink_requested.connect(self._unlink_ids)
        self.entity_dock = self._dock("entities", self.entity_panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.splitDockWidget(self.span_dock, self.entity_dock, Qt.Orientation.Vertical)
        self.warnings_panel = WarningsPanel()
        self.warnings_panel.jump.connect(self.jump_to)
        self.warnings_dock = self._dock(
            "warnings", self.warnings_panel, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.warnings_dock.hide()

        self.status_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.setRange(0, 1000)
        self.progress.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.hide()
        self.cancel_button.clicked.connect(self.cancel_analysis)
        # which model is in use and where the data is stored (issue 7: a clean first run says so)
        self.where_label = QLabel()
        self.where_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.cancel_button)
        self.statusBar().addPermanentWidget(self.where_label)

        self.text_view.cursorPositionChanged.connect(self._cursor_moved)
        self.text_view.selectionChanged.connect(self._selection_changed)

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, key: str, slot, shortcuts: list[str] = (), checkable: bool = False) -> QAction:
        act = QAction(self)
        act.setObjectName(key)
        if shortcuts:
            act.setShortcuts([QKeySequence(s) for s in shortcuts])
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.addAction(act)
        self.actions_by_key[key] = act
        return act

    def _build_actions(self) -> None:
        self.actions_by_key: dict[str, QAction] = {}
        a = self._action
        a("open", self.open_dialog, ["Ctrl+O"])
        a("export", self.export_current, ["Ctrl+Shift+E"])
        a("analyze", self.analyze_current, ["F5"])
        a("quit", self.close, ["Ctrl+Q"])
        a("undo", self.undo, ["Ctrl+Z"])
        a("redo", self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])
        a("accept", self.accept_current, ["A"])
        a("reject", self.reject_current, ["R", "Del"])
        a("relabel", self.relabel_current, ["L"])
        a("add", self.add_from_selection, ["Ins", "Ctrl+E"])
        a("start_left", lambda: self.nudge(-1, 0), ["Alt+Left"])
        a("start_right", lambda: self.nudge(1, 0), ["Alt+Right"])
        a("end_left", lambda: self.nudge(0, -1), ["Alt+Shift+Left"])
        a("end_right", lambda: self.nudge(0, 1), ["Alt+Shift+Right"])
        a("bounds_selection", self.bounds_from_selection, ["Ctrl+B"])
        a("next", lambda: self.goto_unreviewed(True), ["N"])
        a("previous", lambda: self.goto_unreviewed(False), ["P"])
        a("link", self.link_current, ["Ctrl+L"])
        a("unlink", self.unlink_current, ["Ctrl+U"])
        a("identical", self.apply_identical_current, ["Ctrl+Shift+A"])
        a("above", self.accept_above_dialog, ["Ctrl+Alt+A"])
        a("mark_reviewed", self.mark_reviewed, ["Ctrl+Return"])
        a("confirm", self.confirm_document, ["Ctrl+Shift+Return"])
        a("preview", self.toggle_preview, ["F9"], checkable=True)
        a("bigger", lambda: self.text_size(1), ["Ctrl+="])
        a("smaller", lambda: self.text_size(-1), ["Ctrl+-"])
        a("help", self.show_help, ["F1"])
        a("admin", self.show_admin)
        a("training", self.show_training)
        a("lists", self.show_lists)
        self.actions_by_key["preview"].setChecked(self.settings.value("preview", "true") in ("true", True))
        self.preview_pane.setVisible(self.actions_by_key["preview"].isChecked())
        self.lang_group = QActionGroup(self)
        for lang in ("ko", "en"):
            act = QAction("한국어" if lang == "ko" else "English", self, checkable=True)
            act.setData(lang)
            act.setChecked((lang == "en") == self.english)
            act.triggered.connect(lambda _c=False, lang=lang: self.set_language(lang))
            self.lang_group.addAction(act)

        mb = self.menuBar()
        k = self.actions_by_key
        self.file_menu = mb.addMenu("")
        self.file_menu.addActions([k["open"], k["analyze"], k["export"]])
        self.file_menu.addSeparator()
        self.file_menu.addAction(k["quit"])
        self.edit_menu = mb.addMenu("")
        self.edit_menu.addActions([k["undo"], k["redo"]])
        self.review_menu = mb.addMenu("")
        self.review_menu.addActions([k["accept"], k["reject"], k["relabel"], k["add"]])
        self.review_menu.addSeparator()
        self.bounds_menu = self.review_menu.addMenu("")
        self.bounds_menu.addActions(
            [k["start_left"], k["start_right"], k["end_left"], k["end_right"], k["bounds_selection"]]
        )
        self.review_menu.addSeparator()
        self.review_menu.addActions([k["next"], k["previous"]])
        self.review_menu.addSeparator()
        self.review_menu.addActions([k["link"], k["unlink"], k["identical"], k["above"]])
        self.review_menu.addSeparator()
        self.review_menu.addActions([k["mark_reviewed"], k["confirm"]])
        self.view_menu = mb.addMenu("")
        self.view_menu.addAction(k["preview"])
        self.view_menu.addActions([k["bigger"], k["smaller"]])
        self.view_menu.addSeparator()
        for dock in (self.queue_dock, self.span_dock, self.entity_dock, self.warnings_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addSeparator()
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(self.lang_group.actions())
        self.admin_menu = mb.addMenu("")
        self.admin_menu.addAction(k["admin"])
        self.admin_menu.addAction(k["training"])
        self.admin_menu.menuAction().setVisible(self.user.is_admin)
        self.lists_menu = mb.addMenu("")
        self.lists_menu.addAction(k["lists"])
        self.lists_menu.menuAction().setVisible(self.user.role in ("annotator", "admin"))
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(k["help"])

    def retranslate(self) -> None:
        """Set every visible string in the current language (also on a LanguageChange event)."""
        texts = {
            "open": self.tr("Open judgments…"),
            "export": self.tr("Export de-identified…"),
            "analyze": self.tr("Analyze document"),
            "quit": self.tr("Quit"),
            "undo": self.tr("Undo"),
            "redo": self.tr("Redo"),
            "accept": self.tr("Accept span"),
            "reject": self.tr("Reject span"),
            "relabel": self.tr("Change label…"),
            "add": self.tr("Add span from selection…"),
            "start_left": self.tr("Move start left"),
            "start_right": self.tr("Move start right"),
            "end_left": self.tr("Move end left"),
            "end_right": self.tr("Move end right"),
            "bounds_selection": self.tr("Set boundaries to selection"),
            "next": self.tr("Next unreviewed span"),
            "previous": self.tr("Previous unreviewed span"),
            "link": self.tr("Link with previous span (one entity)"),
            "unlink": self.tr("Unlink from entity"),
            "identical": self.tr("Apply to all identical occurrences…"),
            "above": self.tr("Accept all above a confidence…"),
            "mark_reviewed": self.tr("Mark document reviewed"),
            "confirm": self.tr("Confirm document"),
            "preview": self.tr("De-identified preview"),
            "bigger": self.tr("Larger text"),
            "smaller": self.tr("Smaller text"),
            "help": self.tr("Keyboard shortcuts and colours"),
            "admin": self.tr("Users, roles and audit trail…"),
            "training": self.tr("Model training and registry…"),
            "lists": self.tr("Replacement lists…"),
        }
        for key, text in texts.items():
            self.actions_by_key[key].setText(text)
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.review_menu.setTitle(self.tr("&Review"))
        self.bounds_menu.setTitle(self.tr("Boundaries"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("Language"))
        self.admin_menu.setTitle(self.tr("&Administration"))
        self.lists_menu.setTitle(self.tr("&Lists"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.queue_dock.setWindowTitle(self.tr("Documents"))
        self.span_dock.setWindowTitle(self.tr("Selected span"))
        self.entity_dock.setWindowTitle(self.tr("Entities"))
        self.warnings_dock.setWindowTitle(self.tr("Export warnings"))
        self.original_caption.setText(self.tr("Original"))
        self.preview_caption.setText(self.tr("De-identified preview"))
        self.queue_filter.setPlaceholderText(self.tr("Filter by name…"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._show_where()
        current = self.queue_status.currentData()
        self.queue_status.blockSignals(True)
        self.queue_status.clear()
        self.queue_status.addItem(self.tr("All statuses"), None)
        for st in STATUSES:
            self.queue_status.addItem(status_name(st), st)
        self.queue_status.setCurrentIndex(max(0, self.queue_status.findData(current)))
        self.queue_status.blockSignals(False)
        self.setWindowTitle(
            self.tr("Thunder-DeID Desktop — judgment de-identification") + f" [{self.user.name}]"
        )
        for w in (self.span_panel, self.legend):
            w.english = self.english
        self.span_panel.picker.set_english(self.english)
        self.span_panel.retranslate()
        self.entity_panel.retranslate()
        self.legend.retranslate()
        self.queue_model.headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, len(DocumentQueueModel.COLUMNS) - 1
        )
        self._update_header()
        if self.current_id is not None:
            self.select_span(self.current_id, move=False)
        if self.session is not None:
            self.refresh_rendering()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "actions_by_key"):
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        """Switch the interface language (``ko`` or ``en``) at once and remember it."""
        self.english = lang == "en"
        self.settings.setValue("language", lang)
        install_language(lang)
        self.retranslate()

    # -- queue ---------------------------------------------------------------------------------------------

    def refresh_queue(self) -> None:
        """Reload the document queue from the store."""
        self.queue_model.set_documents(self.library.documents())
        self.queue_model.set_uncertainty(document_uncertainty(self.store))
        self._fit_queue_columns()

    def _fit_queue_columns(self) -> None:
        self.queue_view.resizeColumnsToContents()
        self.queue_view.setColumnWidth(0, 190)

    def _refresh_queue_row(self, doc_id: int, uncertainty: bool = False) -> None:
        # a document's uncertainty is fixed when its analysis is stored (review/uncertainty.py): it is read
        # again then (``uncertainty``), not after each review action, which changes status and counters only
        rows = self.queue_model.rowCount()
        self.queue_model.update_document(self.library.document(doc_id))
        if uncertainty:
            self.queue_model.set_uncertainty(document_uncertainty(self.store, [doc_id]), replace=False)
        if uncertainty or self.queue_model.rowCount() != rows:
            self._fit_queue_columns()

    def _queue_activated(self, index) -> None:
        doc_id = index.siblingAtColumn(0).data(DOC_ID_ROLE)
        if doc_id is not None and (self.session is None or self.session.document_id != doc_id):
            self.show_document(doc_id)

    # -- opening and analysis ------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        """Ask for files and open them."""
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Open judgments"),
            str(self.settings.value("open_dir", str(Path.home()))),
            self.tr("Judgments (*.txt *.docx *.hwpx *.pdf *.hwp);;All files (*)"),
        )
        if paths:
            self.settings.setValue("open_dir", str(Path(paths[0]).parent))
            self.open_files([Path(p) for p in paths])

    def open_files(self, paths: list[Path]) -> None:
        """Load ``paths`` in the background, import them, show the first and analyse the new ones."""
        self._open_first = None
        for i, path in enumerate(paths):
            self._start_load(Path(path), first=i == 0)

    def _start_load(self, path: Path, first: bool) -> None:
        from thunder_deid_desktop.documents import load_document

        def work(progress, cancelled):
            doc = load_document(path)
            return path, doc.text, doc.format, doc.encoding, tuple(doc.normalizations)

        task = Task(work)
        task.signals.finished.connect(lambda res, first=first: self._loaded(res, first))
        task.signals.failed.connect(lambda kind, msg, p=path: self._load_failed(p, kind, msg))
        self.other_tasks.append(task)
        self._busy(self.tr("Loading…"))
        self.pool.start(task)

    def _loaded(self, res, first: bool) -> None:
        if self._closed:
            return
        path, text, fmt, enc, norms = res
        self._idle_if_done()
        try:
            doc_id, created = self.library.import_text(path.name, text, path.resolve(), fmt, enc, norms)
        except ValueError as exc:
            self.message(self.tr("Cannot open {name}: {reason}").format(name=path.name, reason=str(exc)))
            return
        self._refresh_queue_row(doc_id)
        if first:
            self.show_document(doc_id)
        if self.library.document(doc_id).status == NEW:
            self.start_analysis(doc_id)

    def _load_failed(self, path: Path, kind: str, msg: str) -> None:
        if self._closed:
            return
        self._idle_if_done()
        self.message(self.tr("Cannot open {name}: {reason}").format(name=path.name, reason=msg or kind))

    def analyze_current(self) -> None:
        """Analyse the shown document again if it is new (e.g. after a cancelled analysis)."""
        if self.session is not None and self.session.status == NEW:
            self.start_analysis(self.session.document_id)

    def start_analysis(self, doc_id: int) -> None:
        """Run the analyzer on a ``new`` document in the analysis thread (one at a time)."""
        if doc_id in self.analysis_tasks:
            return
        try:
            self.library.start_analysis(doc_id, self.user)
        except TransitionError:
            return
        text = self.library.text(doc_id)
        runner = self.runner

        def work(progress, cancelled):
            return runner.analyze(text, progress, cancelled)

        task = Task(work)
        task.signals.progress.connect(lambda d, t, doc_id=doc_id: self._analysis_progress(doc_id, d, t))
        task.signals.finished.connect(lambda spans, doc_id=doc_id: self._analysis_done(doc_id, spans))
        task.signals.failed.connect(lambda kind, msg, doc_id=doc_id: self._analysis_error(doc_id, kind, msg))
        self.analysis_tasks[doc_id] = task
        self._analysis_started[doc_id] = time.perf_counter()
        self._refresh_queue_row(doc_id)
        if self.session is not None and self.session.document_id == doc_id:
            self.session.status = ANALYZING
            self._update_header()
        self._busy(self.tr("Analyzing…"), cancellable=True)
        self.analysis_pool.start(task)

    def _analysis_progress(self, doc_id: int, done: int, total: int) -> None:
        if self._closed:
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def where(self) -> tuple[str, str, str]:
        """(model in use, database location, settings file) as shown in the status bar."""
        from thunder_deid_desktop.analysis.analyzer import default_model_dir

        model = self.runner.model_name or default_model_dir().name
        url = self.store.url
        db = url.database if url.drivername.startswith("sqlite") else url.render_as_string(hide_password=True)
        return model, str(db or url), self.settings.fileName()

    def _show_where(self) -> None:
        model, db, settings = self.where()
        self.where_label.setText(self.tr("Model: %1 · Data: %2").replace("%1", model).replace("%2", db))
        self.where_label.setToolTip(
            self.tr("Model: %1\nDatabase: %2\nSettings: %3")
            .replace("%1", model)
            .replace("%2", db)
            .replace("%3", settings)
        )

    def _analysis_done(self, doc_id: int, spans) -> None:
        self.analysis_tasks.pop(doc_id, None)
        seconds = time.perf_counter() - self._analysis_started.pop(doc_id, time.perf_counter())
        n = self.library.finish_analysis(doc_id, self.user, spans, self.runner.model_name, seconds)
        if self._closed:
            return
        self._show_where()
        self._refresh_queue_row(doc_id, uncertainty=True)
        self._idle_if_done()
        if self.session is None or self.session.document_id == doc_id:
            self.show_document(doc_id)
        self.message(self.tr("Analysis finished: %n span(s) found.", "", n))
        log.info("analysis of document %d: %d spans in %.1f s", doc_id, n, seconds)
        self.document_ready.emit(doc_id)

    def _analysis_error(self, doc_id: int, kind: str, msg: str) -> None:
        self.analysis_tasks.pop(doc_id, None)
        self._analysis_started.pop(doc_id, None)
        self.library.cancel_analysis(doc_id, self.user, kind)
        if self._closed:
            return
        self._refresh_queue_row(doc_id)
        self._idle_if_done()
        if self.session is not None and self.session.document_id == doc_id:
            self.session.status = NEW
            self._update_header()
            self._update_actions()
        if kind == "cancelled":
            self.message(self.tr("Analysis cancelled."))
        else:
            self.message(self.tr("Analysis failed: {reason}").format(reason=msg or kind))
        self.analysis_failed.emit(doc_id, kind)

    def cancel_analysis(self) -> None:
        """Cancel every queued or running analysis (the running one stops at its next batch)."""
        for task in self.analysis_tasks.values():
            task.cancel()
        self.cancel_button.setEnabled(False)
        self.status_label.setText(self.tr("Cancelling…"))

    def _busy(self, text: str, cancellable: bool = False) -> None:
        self.status_label.setText(text)
        self.progress.setRange(0, 0 if not cancellable else 1000)
        self.progress.setValue(0)
        self.progress.show()
        if cancellable:
            self.cancel_button.setEnabled(True)
            self.cancel_button.show()

    def _idle_if_done(self) -> None:
        self.other_tasks = [t for t in self.other_tasks if not t.done.is_set()]
        if not self.analysis_tasks:
            self.cancel_button.hide()
        if not self.analysis_tasks and not self.other_tasks:
            self.progress.hide()
            self.status_label.setText("")

    # -- showing a document --------------------------------------------------------------------------------

    def _open_session(self, doc_id: int) -> ReviewSession:
        return ReviewSession(self.store, doc_id, self.user, history=self.history)

    def show_document(self, doc_id: int, session: ReviewSession | None = None) -> None:
        """Open ``doc_id`` for review: text, highlights, panels (restoring every stored decision); ``session``
        is one already opened for it (by an undo / redo that crossed documents)."""
        self.session = session if session is not None else self._open_session(doc_id)
        if doc_id in self.analysis_tasks:
            self.session.status = ANALYZING
        self.offsets = OffsetMap(self.session.text)
        self.current_id = self.previous_id = None
        self.text_view.blockSignals(True)
        self.text_view.setPlainText(display_text(self.session.text))
        self.text_view.blockSignals(False)
        self.highlighter.set_marks(self._mark(s) for s in self.session.spans())
        self.text_view.setExtraSelections([])
        self.span_panel.show_span(None)
        self.warnings_panel.set_warnings([])
        row = self.queue_model.row_of(doc_id)
        if row >= 0:
            idx = self.queue_proxy.mapFromSource(self.queue_model.index(row, 0))
            self.queue_view.selectionModel().blockSignals(True)
            self.queue_view.setCurrentIndex(idx)
            self.queue_view.selectionModel().blockSignals(False)
        self._update_header()
        self._update_actions()
        self.refresh_rendering()
        QTimer.singleShot(SETTLE_DELAY_MS, self, self._settle_memory)  # after the text is on screen

    def _checkpoint(self) -> None:
        try:
            self.store.checkpoint()
        except Exception as exc:  # noqa: BLE001 - a checkpoint can wait for the next pause or SQLite's own
            log.warning("checkpoint skipped: %s", type(exc).__name__)

    def _settle_memory(self) -> None:
        seconds = gc_pauses.settle()
        log.debug("garbage collected and frozen in %.0f ms", seconds * 1000)

    def _mark(self, s: SpanState) -> Mark:
        try:
            color = self.taxonomy.color(s.label)
        except KeyError:
            color = "#DDDDDD"
        return Mark(
            self.offsets.to_utf16(s.start),
            self.offsets.to_utf16(s.end),
            color,
            s.is_direct,
            s.status,
            s.status == "pending" and s.score < LOW_CONFIDENCE,
            s.id,
        )

    def _update_header(self) -> None:
        if self.session is None:
            self.header.setText(self.tr("Open a judgment with Ctrl+O."))
            return
        c = self.session.counts()
        self.header.setText(
            self.tr(
                "{name} — {status} — unreviewed {pending} / accepted {accepted} / rejected {rejected}"
            ).format(
                name=self.session.name,
                status=status_name(self.session.status),
                pending=c["pending"],
                accepted=c["accepted"],
                rejected=c["rejected"],
            )
        )

    def _update_actions(self) -> None:
        s = self.session
        reviewable = s is not None and s.status in REVIEWABLE
        has_span = reviewable and self.current_id is not None
        k = self.actions_by_key
        for key in (
            "accept",
            "reject",
            "relabel",
            "start_left",
            "start_right",
            "end_left",
            "end_right",
            "bounds_selection",
            "unlink",
            "identical",
        ):
            k[key].setEnabled(has_span)
        for key in ("add", "next", "previous", "above", "mark_reviewed", "confirm", "export", "link"):
            k[key].setEnabled(reviewable)
        k["undo"].setEnabled(self.history.can_undo)  # session-wide: also with no document shown
        k["redo"].setEnabled(self.history.can_redo)
        k["analyze"].setEnabled(bool(s and s.status == NEW))

    # -- selection -----------------------------------------------------------------------------------------

    def current_span(self) -> SpanState | None:
        """The selected span, or None."""
        if self.session is None or self.current_id is None:
            return None
        try:
            return self.session.span(self.current_id)
        except KeyError:
            return None

    def _cursor_moved(self) -> None:
        if self.session is None or self._selecting:
            return
        cur = self.text_view.textCursor()
        if cur.hasSelection():
            return
        cp = self.offsets.to_cp(cur.position())
        found = self.session.spans_at(cp) or (self.session.spans_at(cp - 1) if cp > 0 else [])
        if found:
            if found[0].id != self.current_id:
                self.select_span(found[0].id, move=False)
        elif self.current_id is not None:
            self._set_current(None)

    def _selection_changed(self) -> None:
        return None

    def _set_current(self, span_id: int | None) -> None:
        if span_id != self.current_id and self.current_id is not None:
            self.previous_id = self.current_id
        self.current_id = span_id
        span = self.current_span()
        sels = []
        if span is not None:
            sel = QTextEdit.ExtraSelection()
            cur = QTextCursor(self.text_view.document())
            cur.setPosition(self.offsets.to_utf16(span.start))
            cur.setPosition(self.offsets.to_utf16(span.end), QTextCursor.MoveMode.KeepAnchor)
            sel.cursor = cur
            fmt = QTextCharFormat()
            fmt.setBackground(CURRENT_BG)
            fmt.setForeground(CURRENT_FG)
            sel.format = fmt
            sels.append(sel)
            ent = self.entity_of.get((span.start, span.end))
            self.span_panel.show_span(span, f"{ent[0]} → {ent[1]}" if ent else "")
        else:
            self.span_panel.show_span(None)
        self.text_view.setExtraSelections(sels)
        self._update_actions()

    def select_span(self, span_id: int, move: bool = True) -> None:
        """Make ``span_id`` the current span; ``move`` puts the text cursor on it and scrolls to it."""
        if self.session is None:
            return
        try:
            span = self.session.span(span_id)
        except KeyError:
            return
        if move:
            self._selecting = True
            cur = self.text_view.textCursor()
            cur.setPosition(self.offsets.to_utf16(span.start))
            self.text_view.setTextCursor(cur)
            self.text_view.ensureCursorVisible()
            self._selecting = False
            self._sync_preview(span.start)
        self._set_current(span_id)

    def _sync_preview(self, cp: int) -> None:
        if self.rendering is None or not self.preview_pane.isVisible():
            return
        out = original_to_output(self.rendering.replacements, cp)
        cur = self.preview_view.textCursor()
        cur.setPosition(min(self.preview_offsets.to_utf16(out), self.preview_offsets.length16))
        self.preview_view.setTextCursor(cur)
        self.preview_view.ensureCursorVisible()

    def selection_range(self) -> tuple[int, int] | None:
        """The text selection in code points, or None."""
        cur = self.text_view.textCursor()
        if not cur.hasSelection():
            return None
        return self.offsets.to_cp(cur.selectionStart()), self.offsets.to_cp(cur.selectionEnd())

    def jump_to(self, start: int, end: int) -> None:
        """Select ``[start, end)`` (code points of the original) in the text and scroll to it."""
        cur = self.text_view.textCursor()
        cur.setPosition(self.offsets.to_utf16(start))
        cur.setPosition(self.offsets.to_utf16(min(end, self.offsets.length)), QTextCursor.MoveMode.KeepAnchor)
        self._selecting = True
        self.text_view.setTextCursor(cur)
        self._selecting = False
        self.text_view.ensureCursorVisible()
        self.text_view.setFocus()

    # -- applying changes ----------------------------------------------------------------------------------

    def _run(self, fn, *args) -> Change | None:
        if self.session is None:
            return None
        self._cancel_renders()
        try:
            change = fn(*args)
        except (ReviewError, TransitionError) as exc:
            self.message(self.explain(exc))
            return None
        self.apply_change(change)
        return change

    def explain(self, exc: Exception) -> str:
        """A translated message for a refused action."""
        text = str(exc)
        if isinstance(exc, TransitionError):
            return self.tr("Not possible while the document is {status}.").format(
                status=status_name(exc.current)
            )
        known = {
            "nothing to undo": self.tr("Nothing to undo."),
            "nothing to redo": self.tr("Nothing to redo."),
            "decide this span first": self.tr("Accept or reject this span first."),
            "select at least two mentions to link": self.tr(
                "Select two spans to link (click one, then another)."
            ),
            "a span must cover more than blanks": self.tr("A span must cover more than blanks."),
        }
        if text in known:
            return known[text]
        if "overlaps span" in text:
            return self.tr("The range overlaps another span.")
        if "spans are not reviewed yet" in text:
            return self.tr("Some spans are not reviewed yet.")
        if "cannot be reviewed yet" in text:
            return self.tr("The document is not analysed yet.")
        return text

    def apply_change(self, change: Change) -> None:
        """Redraw what ``change`` touched (only those spans' blocks) and refresh counts, queue and preview."""
        s = self.session
        if s is None or change.decision_id is None:
            self._update_actions()
            return
        changed, removed = [], []
        for sid in change.span_ids:
            try:
                changed.append(self._mark(s.span(sid)))
            except KeyError:
                removed.append(sid)
        self.highlighter.update_marks(changed, removed, visible=self._visible_blocks())
        if self.current_id in removed:
            self._set_current(None)
        elif self.current_id is not None:
            self._set_current(self.current_id)
        self._update_header()
        self._update_actions()
        self._refresh_queue_row(s.document_id)
        self._refresh_timer.start()
        self._checkpoint_timer.start()

    def _visible_blocks(self) -> range:
        """Numbers of the text view's blocks on screen (QPlainTextEdit's block geometry, as in Qt's
        line-number-area example)."""
        view = self.text_view
        block = view.firstVisibleBlock()
        first = block.blockNumber()
        bottom = view.viewport().height()
        offset = view.contentOffset()
        last = first
        while block.isValid() and view.blockBoundingGeometry(block).translated(offset).top() <= bottom:
            last = block.blockNumber()
            block = block.next()
        return range(first, last + 1)

    def refresh_rendering(self) -> None:
        """Render the current decisions with the policy in a worker thread; :meth:`_show_rendering` then
        fills the entity list (with placeholders) and the preview, unless a newer refresh was asked for."""
        if self._closed:
            return
        s = self.session
        self._render_generation += 1
        if s is None or s.status not in REVIEWABLE:
            self.rendering = None
            self.entity_of = {}
            self.entity_panel.set_entities([])
            self.preview_view.setPlainText("")
            return
        generation = self._render_generation
        text, spans, entities = s.text, s.live_spans(), s.hand_entities() or None
        policy = self.policy_name
        doc_id = s.document_id
        self._cancel_renders(reschedule=False)  # their results would be dropped anyway

        def work(progress, cancelled):
            from thunder_deid_desktop.deid import load_policy, render

            return render(text, spans, load_policy(policy), entities=entities, cancelled=cancelled)

        task = Task(work)
        task.signals.finished.connect(
            lambda rendering: self._show_rendering(generation, doc_id, spans, rendering)
        )
        task.signals.failed.connect(
            lambda kind, msg: kind == "cancelled" or log.warning("rendering failed: %s", kind)
        )
        self._render_tasks = [t for t in self._render_tasks if not t.done.is_set()] + [task]
        self.pool.start(task)

    def _cancel_renders(self, reschedule: bool = True) -> None:
        """Stop the preview renderings still running: a review action is about to change what they render,
        and a rendering in a worker thread slows the action down (GIL; see ``deid.render``'s ``cancelled``).

        With ``reschedule`` a stopped rendering is asked for again after the usual pause, so the preview
        catches up even when the action changes nothing or is refused."""
        stopped = False
        for task in self._render_tasks:
            if not task.done.is_set():
                task.cancel()
                stopped = True
        if stopped and reschedule and not self._closed:
            self._refresh_timer.start()

    def _show_rendering(self, generation: int, doc_id: int, spans, rendering) -> None:
        s = self.session
        if self._closed or generation != self._render_generation or s is None or s.document_id != doc_id:
            return  # a newer refresh is on its way
        self.rendering = rendering
        ids = {(sp.start, sp.end): sp.meta["span_id"] for sp in spans}
        rows = []
        self.entity_of = {}
        kept = self.tr("(kept)")
        for ent in rendering.entities:
            ph = kept if ent.kept else ent.placeholder
            for m in ent.mentions:
                self.entity_of[(m.start, m.end)] = (ent.id, ph)
            try:
                node = self.taxonomy.label_node(ent.label)
                label = node.name_en if self.english else node.name_ko
                color = self.taxonomy.color(ent.label)
            except KeyError:
                label, color = ent.label, "#DDDDDD"
            mentions = [(ids[(m.start, m.end)], m.text) for m in ent.mentions if (m.start, m.end) in ids]
            rows.append((ent.id, ph, label, color, mentions))
        self.entity_panel.set_entities(rows)
        self._preview_stale = True
        if self.preview_pane.isVisible():
            self._fill_preview()
        if self.current_id is not None:
            self._set_current(self.current_id)
        self.rendering_shown.emit(doc_id)

    def _fill_preview(self) -> None:
        rendering = self.rendering
        self._preview_stale = False
        if rendering is None:
            self.preview_view.setPlainText("")
            return
        bar = self.preview_view.verticalScrollBar().value()
        self.preview_view.setPlainText(display_text(rendering.text))
        self.preview_offsets = OffsetMap(rendering.text)
        marks = []
        for i, m in enumerate(rendering.mentions):
            if m.replacement is None:
                continue
            try:
                color = self.taxonomy.color(m.span.label)
            except KeyError:
                color = "#DDDDDD"
            start16, end16 = self.preview_offsets.to_utf16(m.start), self.preview_offsets.to_utf16(m.end)
            marks.append(Mark(start16, end16, color, m.span.tier1 == "direct", "accepted", False, i))
        self.preview_highlighter.set_marks(marks)
        self.preview_view.verticalScrollBar().setValue(bar)

    # -- review actions ------------------------------------------------------------------------------------

    def accept_current(self) -> None:
        """Accept the current span (A) and move to the next unreviewed one."""
        span = self.current_span()
        if span is not None and self._run(self.session.accept, [span.id]):
            self._advance(span)

    def reject_current(self) -> None:
        """Reject the current span (R) and move to the next unreviewed one."""
        span = self.current_span()
        if span is not None and self._run(self.session.reject, [span.id]):
            self._advance(span)

    def _advance(self, span: SpanState) -> None:
        nxt = self.session.next_unreviewed(span.start, True, wrap=True) if self.session else None
        if nxt is not None:
            self.select_span(nxt.id, move=True)

    def ask_label(self, title: str, initial: str | None) -> str | None:
        """Ask for a fine label (searchable three-tier picker); None when cancelled."""
        dlg = LabelDialog(self.taxonomy, title, initial, self.english, self)
        try:
            return dlg.label() if dlg.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dlg.deleteLater()
            self.activateWindow()

    def ask_yes_no(self, title: str, text: str) -> bool:
        """A Yes/No question (Yes is the default button)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            box.deleteLater()
            self.activateWindow()

    def relabel_current(self) -> None:
        """Change the current span's label with the label dialog (L)."""
        span = self.current_span()
        if span is None:
            return
        label = self.ask_label(self.tr("Change label"), span.label)
        if label:
            self.relabel_current_to(label)

    def relabel_current_to(self, label: str) -> None:
        """Give the current span ``label`` (and accept it)."""
        span = self.current_span()
        if span is not None and self._run(self.session.relabel, [span.id], label):
            self.last_label = label
            self.settings.setValue("last_label", label)

    def _apply_picker_label(self) -> None:
        label = self.span_panel.picker.current_label()
        if label:
            self.relabel_current_to(label)

    def add_from_selection(self) -> None:
        """Add a span over the selected text (Insert), asking for its label."""
        if self.session is None:
            return
        rng = self.selection_range()
        if rng is None:
            self.message(self.tr("Select the text of the new span first."))
            return
        label = self.ask_label(self.tr("Label of the new span"), self.last_label)
        if not label:
            return
        change = self._run(self.session.add, rng[0], rng[1], label)
        if change and change.span_ids:
            self.last_label = label
            self.settings.setValue("last_label", label)
            self.select_span(change.span_ids[0], move=True)

    def nudge(self, d_start: int, d_end: int) -> None:
        """Move the current span's start or end by one code point."""
        span = self.current_span()
        if span is not None:
            self._run(self.session.adjust, span.id, span.start + d_start, span.end + d_end)

    def bounds_from_selection(self) -> None:
        """Set the current span's boundaries to the text selection (Ctrl+B)."""
        span = self.current_span()
        rng = self.selection_range()
        if span is None or rng is None:
            self.message(self.tr("Select a span, then the text it should cover."))
            return
        self._run(self.session.adjust, span.id, *rng)

    def goto_unreviewed(self, forward: bool) -> None:
        """Select the next (N) or previous (P) unreviewed span."""
        if self.session is None:
            return
        span = self.current_span()
        pos = span.start if span is not None else self.offsets.to_cp(self.text_view.textCursor().position())
        nxt = self.session.next_unreviewed(pos, forward)
        if nxt is None:
            self.message(self.tr("No unreviewed span left."))
            return
        self.select_span(nxt.id, move=True)

    def link_current(self) -> None:
        """Link the current span with the one selected before it (Ctrl+L), or the mentions selected in the
        entity list."""
        ids = self.entity_panel.selected_span_ids() if self.entity_panel.view.hasFocus() else []
        if len(ids) < 2:
            ids = [i for i in (self.previous_id, self.current_id) if i is not None]
        self._link_ids(ids)

    def _link_ids(self, ids: list[int]) -> None:
        if self._run(self.session.link, ids) is not None:
            self.message(self.tr("Linked into one entity."))

    def unlink_current(self) -> None:
        """Give the current span an entity of its own (Ctrl+U)."""
        span = self.current_span()
        if span is not None:
            self._unlink_ids([span.id])

    def _unlink_ids(self, ids: list[int]) -> None:
        if ids:
            self._run(self.session.unlink, ids)

    def apply_identical_current(self) -> None:
        """Apply the current span's decision to all identical occurrences, after showing their count."""
        span = self.current_span()
        if span is None:
            return
        if span.status == "pending":
            self.message(self.tr("Accept or reject this span first."))
            return
        plan = self.session.identical(span.id)
        if plan.count == 0:
            self.message(self.tr("No other identical occurrence to change."))
            return
        question = self.tr(
            "Apply this decision to %n identical occurrence(s) of “{text}”?", "", plan.count
        ).format(text=span.text)
        if self.ask_yes_no(self.tr("Apply to all identical occurrences"), question):
            change = self._run(self.session.apply_identical, span.id)
            if change:
                self.message(self.tr("Applied to %n occurrence(s).", "", len(change.span_ids)))

    def accept_above_dialog(self) -> None:
        """Accept every pending span above a confidence chosen in a dialog that shows the count first."""
        if self.session is None:
            return
        dlg = ThresholdDialog(lambda t: len(self.session.above(t)), 0.9, self)
        accepted = dlg.exec() == QDialog.DialogCode.Accepted
        threshold = dlg.threshold()
        dlg.deleteLater()
        self.activateWindow()
        if accepted:
            change = self._run(self.session.accept_above, threshold)
            if change is not None:
                self.message(self.tr("Accepted %n span(s).", "", len(change.span_ids)))

    def undo(self) -> None:
        """Undo the user's last decision wherever it was made (Ctrl+Z): the window switches to its document
        and selects the span; undo points are session-wide and survive a restart."""
        self._step(self.history.undo)

    def redo(self) -> None:
        """Redo the user's last undone decision, in whatever document (Ctrl+Shift+Z / Ctrl+Y)."""
        self._step(self.history.redo)

    def _step(self, fn) -> None:
        self._cancel_renders()
        try:
            session, change = fn(self.session, self._open_session)
        except (ReviewError, TransitionError) as exc:
            self.message(self.explain(exc))
            return
        if session is not self.session:
            self.show_document(session.document_id, session)
        self.apply_change(change)
        shown = [sid for sid in change.span_ids if self._exists(sid)]
        if shown:
            self.select_span(shown[0])

    def _exists(self, span_id: int) -> bool:
        try:
            return self.session is not None and self.session.span(span_id) is not None
        except KeyError:
            return False

    def mark_reviewed(self) -> None:
        """Mark the document reviewed (Ctrl+Enter); refused while spans are pending."""
        if self.session is not None and self._run(self.session.mark_reviewed):
            self.message(self.tr("Document marked reviewed."))

    def confirm_document(self) -> None:
        """Confirm a reviewed document (Ctrl+Shift+Enter)."""
        if self.session is not None and self._run(self.session.confirm):
            self.message(self.tr("Document confirmed."))

    # -- export --------------------------------------------------------------------------------------------

    def ask_save_path(self, suggested: str) -> Path | None:
        """Ask where to write the de-identified file. The export writes the format of ``suggested``'s suffix
        (:func:`suggested_output_name`): a name given with another suffix gets that one added ("out.docx" for a
        text export becomes "out.docx.txt"), as a new-user trial (2026-12-03) saw plain text written into a
        ``.docx`` that Word cannot open."""
        start = Path(str(self.settings.value("export_dir", str(Path.home())))) / suggested
        suffix = Path(suggested).suffix
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export de-identified judgment"), str(start), f"*{suffix}" if suffix else ""
        )
        if not path:
            return None
        out = Path(path)
        if suffix and out.suffix.lower() != suffix.lower():
            out = out.with_name(out.name + suffix)
        return out

    def export_current(self) -> None:
        """Export the shown document (Ctrl+Shift+E): unreviewed spans need a recorded confirmation; writing
        and the residual check run in the background; warnings are listed and can be jumped to."""
        s = self.session
        if s is None:
            return
        if s.status not in REVIEWABLE:
            self.message(self.tr("The document is not analysed yet."))
            return
        n = s.pending_count
        if n:
            question = self.tr(
                "%n span(s) are not reviewed yet. They will be de-identified as predicted. Export anyway?",
                "",
                n,
            )
            if not self.ask_yes_no(self.tr("Unreviewed spans"), question):
                return
            s.record_unreviewed_confirmation(n)
        out = self.ask_save_path(suggested_output_name(s.name, s.format))
        if out is None:
            return
        self.settings.setValue("export_dir", str(out.parent))
        job = make_export_job(s)
        policy = self.policy_name
        runner = self.runner

        def work(progress, cancelled):
            return run_export(job, out, policy, "same", runner.analyze)

        task = Task(work)
        doc_id = s.document_id
        task.signals.finished.connect(lambda res: self._exported(doc_id, res, n))
        task.signals.failed.connect(lambda kind, msg: self._export_error(kind, msg))
        self.other_tasks.append(task)
        self._busy(self.tr("Exporting…"))
        self.pool.start(task)

    def _exported(self, doc_id: int, result, n_pending: int) -> None:
        if self._closed:
            return
        self._idle_if_done()
        s = self.session
        if s is not None and s.document_id == doc_id:
            change = self._run(s.record_export, result.record_params(n_pending, bool(n_pending)))
            del change
        items = []
        names = {
            "residual": self.tr("An original string is still in the output"),
            "residual-word": self.tr(
                "An ordinary word replaced elsewhere is in the output: was replacing it needed?"
            ),
            "detected": self.tr("The detector still finds personal information"),
            "overlap": self.tr("Overlapping spans: one was skipped"),
            "keep-conflict": self.tr("Replaced although some mentions look like a judge or lawyer"),
        }
        for w in result.warnings:
            start = end = None
            if w.start is not None:
                start = output_to_original(result.rendering.replacements, w.start)
                end = output_to_original(
                    result.rendering.replacements, w.end if w.end is not None else w.start + 1
                )
                end = max(end, start + 1)
            where = self.tr(" (position {pos})").format(pos=start) if start is not None else ""
            items.append((names.get(w.code, w.code) + where, start, end))
        self.warnings_panel.set_warnings(items)
        if items:
            self.warnings_dock.show()
            self.warnings_dock.raise_()
            self.resizeDocks([self.warnings_dock], [150], Qt.Orientation.Vertical)
        self.message(
            self.tr("Exported to {name}; %n warning(s).", "", len(result.warnings)).format(
                name=result.path.name
            )
        )
        self.export_finished.emit(result)

    def _export_error(self, kind: str, msg: str) -> None:
        if self._closed:
            return
        self._idle_if_done()
        self.message(self.tr("Export failed: {reason}").format(reason=msg or kind))
        self.export_failed.emit(msg or kind)

    # -- view ----------------------------------------------------------------------------------------------

    def toggle_preview(self, checked: bool) -> None:
        """Show or hide the de-identified preview (F9)."""
        self.preview_pane.setVisible(checked)
        self.settings.setValue("preview", "true" if checked else "false")
        if checked and self._preview_stale:
            self._fill_preview()

    def text_size(self, step: int) -> None:
        """Make the text larger or smaller."""
        for view in (self.text_view, self.preview_view):
            f = view.font()
            f.setPointSizeF(max(7.0, min(32.0, f.pointSizeF() + step)))
            view.setFont(f)
        self.settings.setValue("text_size", self.text_view.font().pointSizeF())

    def show_help(self) -> None:
        """The help sheet: every action with its shortcuts."""
        acts = [a for a in self.actions_by_key.values() if a.shortcuts()]
        HelpDialog(acts, self).exec()

    def show_lists(self) -> None:
        """The replacement-list screen (annotators and admins; :mod:`.lists_screen`), one per window."""
        if self.user.role not in ("annotator", "admin"):
            return
        if self.lists_screen is None:
            from thunder_deid_desktop.gui.lists_screen import ListsScreen
            from thunder_deid_desktop.lists import ReplacementLists

            self.lists_screen = ListsScreen(ReplacementLists(self.store), self.user, self)
        self.lists_screen.show()
        self.lists_screen.raise_()
        self.lists_screen.activateWindow()

    def show_admin(self) -> None:
        """Users, roles and the audit trail (admins only)."""
        if not self.user.is_admin:
            return
        names = {d.id: d.name for d in self.library.documents()}
        AdminDialog(self.library, self.user, names, self).exec()

    def show_training(self) -> None:
        """Model training and the model registry (admins only; :mod:`.training_screen`), one per window."""
        if not self.user.is_admin:
            return
        if self.training_screen is None:
            from thunder_deid_desktop.gui.training_screen import TrainingScreen

            self.training_screen = TrainingScreen(self.store, self.user, self.runner, self)
            from thunder_deid_desktop.gui.remote_targets import attach_remote_targets

            attach_remote_targets(self.training_screen)  # SSH nodes / Slurm clusters (issue 6)
        self.training_screen.show()
        self.training_screen.raise_()

    def message(self, text: str) -> None:
        """Show a short message in the status bar."""
        self.statusBar().showMessage(text, 8000)

    # -- window events -------------------------------------------------------------------------------------

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt override
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            self.open_files(paths)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        for task in self.analysis_tasks.values():
            task.cancel()
        self._closed = True
        self._refresh_timer.stop()
        self._checkpoint_timer.stop()
        self._render_generation += 1
        self.analysis_pool.waitForDone(10000)
        self.pool.waitForDone(10000)
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)
