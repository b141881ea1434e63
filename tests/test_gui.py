"""The real review window, offscreen, driven with pytest-qt: open a real judgment, review by keyboard, apply
to all identical mentions, undo / redo, export, restart on the same database and find every decision."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from conftest import GazetteerAnalyzer, bundled_sample
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from thunder_deid_desktop.gui.app import make_window
from thunder_deid_desktop.gui.dialogs import LabelDialog
from thunder_deid_desktop.review import AnalyzerRunner
from thunder_deid_desktop.store import open_store


class Harness:
    """Opens windows on one database, like restarting the app."""

    def __init__(self, qtbot, db_path: Path, tmp_path: Path) -> None:
        self.qtbot = qtbot
        self.db_path = db_path
        self.tmp_path = tmp_path
        self.stores = []

    def window(self, user: str = "clerk-kim", runner=None, lang: str = "ko"):
        store = open_store(self.db_path)
        self.stores.append(store)
        settings = QSettings(str(self.tmp_path / f"settings-{user}.ini"), QSettings.Format.IniFormat)
        w = make_window(store, user, settings, runner=runner or AnalyzerRunner(GazetteerAnalyzer), lang=lang)
        self.qtbot.addWidget(w)
        w.show()
        w.activateWindow()
        self.qtbot.waitExposed(w)
        return w

    def close(self) -> None:
        for s in self.stores:
            s.close()


@pytest.fixture
def harness(qtbot, db_path: Path, tmp_path: Path):
    h = Harness(qtbot, db_path, tmp_path)
    yield h
    h.close()


def open_sample(qtbot, w) -> int:
    with qtbot.waitSignal(w.document_ready, timeout=60000) as blocker:
        w.open_files([bundled_sample()])
    return blocker.args[0]


def key(qtbot, w, k, mod=Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key in the text view of the (active) window; shortcuts fire as for a user."""
    if QApplication.activeWindow() is not w:
        w.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    w.text_view.setFocus()
    qtbot.keyClick(w.text_view, k, mod)
    if failures:
        raise failures.pop()


failures: list[BaseException] = []


def when_modal(fn) -> None:
    """Run ``fn(dialog)`` on the next modal dialog (the window's exec() loop runs it)."""

    def poll(tries=[0]):  # noqa: B006 - a counter shared by the retries
        shown = [d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()]
        if not shown and tries[0] < 300:
            tries[0] += 1
            QTimer.singleShot(10, poll)
            return
        try:
            fn(shown[-1] if shown else None)
        except BaseException as exc:  # noqa: BLE001 - close the dialog, report the failure after exec()
            failures.append(exc)
            for d in shown:
                d.reject()

    QTimer.singleShot(0, poll)


def choose_label(qtbot, query: str):
    def drive(dlg):
        assert isinstance(dlg, LabelDialog)
        dlg.picker.search.setText(query)  # Hangul comes through the input method, not key codes
        qtbot.keyClick(dlg.picker.search, Qt.Key.Key_Return)

    when_modal(drive)


def answer_yes(seen: list):
    def drive(box):
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()

    when_modal(drive)


def snapshot(w) -> list[tuple]:
    return [(s.id, s.start, s.end, s.label, s.status, s.entity) for s in w.session.spans()]


def marks_match_spans(w) -> bool:
    marks = {m.key: m for m in w.highlighter.marks()}
    spans = w.session.spans()
    if set(marks) != {s.id for s in spans}:
        return False
    return all(
        (marks[s.id].start16, marks[s.id].end16, marks[s.id].status)
        == (w.offsets.to_utf16(s.start), w.offsets.to_utf16(s.end), s.status)
        for s in spans
    )


def test_full_review_session_and_restart(harness, qtbot, tmp_path: Path) -> None:
    w = harness.window()
    doc_id = open_sample(qtbot, w)
    s = w.session
    assert s.status == "in_review" and len(s.spans()) == 19
    assert marks_match_spans(w)
    assert w.highlighter.applied >= 19

    # -- keyboard review: N selects the first unreviewed span, A accepts and moves on, R rejects
    key(qtbot, w, Qt.Key.Key_N)
    first = s.next_unreviewed(0)
    assert w.current_id == first.id
    key(qtbot, w, Qt.Key.Key_A)
    assert s.span(first.id).status == "accepted"
    second = w.current_id
    assert second != first.id and s.span(second).status == "pending"
    key(qtbot, w, Qt.Key.Key_R)
    assert s.span(second).status == "rejected"
    key(qtbot, w, Qt.Key.Key_P)  # back to the previous unreviewed span (wrapping)
    assert s.span(w.current_id).status == "pending"

    # -- add a span from a selection with Insert and the label dialog (typed search, Enter)
    at = s.text.index("공소외 2")
    cur = w.text_view.textCursor()
    cur.setPosition(w.offsets.to_utf16(at))
    cur.setPosition(w.offsets.to_utf16(at + len("공소외 2")), QTextCursor.MoveMode.KeepAnchor)
    w.text_view.setTextCursor(cur)
    choose_label(qtbot, "내국인이름")
    key(qtbot, w, Qt.Key.Key_Insert)
    added = s.spans_at(at)[0]
    assert (added.text, added.label, added.source) == ("공소외 2", "내국인이름", "user")
    assert added.status == "accepted"
    assert w.current_id == added.id

    # -- relabel with L, then apply to all identical occurrences (count shown first)
    target = next(x for x in s.spans() if x.text == "□□종합건설")
    w.select_span(target.id)
    choose_label(qtbot, "건설자재")
    key(qtbot, w, Qt.Key.Key_L)
    assert s.span(target.id).label == "건설자재회사"
    total = s.text.count("□□종합건설")
    seen: list[str] = []
    answer_yes(seen)
    key(qtbot, w, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert str(total - 1) in seen[0] and "□□종합건설" in seen[0]
    same = [x for x in s.spans() if x.text == "□□종합건설"]
    assert len(same) == total and {(x.label, x.status) for x in same} == {("건설자재회사", "accepted")}
    assert marks_match_spans(w)

    # -- undo / redo by keyboard
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len([x for x in s.spans() if x.text == "□□종합건설"]) == 5 and marks_match_spans(w)
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len([x for x in s.spans() if x.text == "□□종합건설"]) == total and marks_match_spans(w)

    # -- the preview and entity list follow at once (after the short debounce)
    qtbot.waitUntil(lambda: w.rendering is not None and "□□종합건설" not in w.preview_view.toPlainText())
    assert w.entity_panel.model.rowCount() >= 3

    # -- one occurrence rejected by hand: the export keeps it and warns about it (an accepted string left)
    kept = max((x for x in s.spans() if x.text == "□□종합건설"), key=lambda x: x.start)
    w.select_span(kept.id)
    key(qtbot, w, Qt.Key.Key_R)
    assert s.span(kept.id).status == "rejected"

    # -- export: unreviewed spans ask for confirmation, which is recorded; warnings can be jumped to
    out = tmp_path / "export" / "판결.deid.txt"
    out.parent.mkdir()
    w.ask_save_path = lambda suggested: out
    seen.clear()
    answer_yes(seen)
    with qtbot.waitSignal(w.export_finished, timeout=60000) as blocker:
        key(qtbot, w, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert str(s.pending_count) in seen[0]
    written = out.read_text(encoding="utf-8")
    assert written.count("□□종합건설") == 1 and "○○건설" not in written and "공소외 2" not in written
    assert s.status == "exported"
    hist = [h.action for h in w.library.history(doc_id)[:2]]
    assert hist == ["export", "confirm_unreviewed"]
    result = blocker.args[0]
    # the rejected occurrence is reported where it is; activating the warning selects it in the original
    assert w.warnings_panel.count() == len(result.warnings) > 0
    rows = [w.warnings_panel.item(i) for i in range(w.warnings_panel.count())]
    item = next(it for it in rows if it.data(Qt.ItemDataRole.UserRole) == f"{kept.start},{kept.end}")
    start, end = kept.start, kept.end
    w.warnings_panel.itemActivated.emit(item)
    sel = w.text_view.textCursor()
    assert (w.offsets.to_cp(sel.selectionStart()), w.offsets.to_cp(sel.selectionEnd())) == (start, end)

    # -- restart the app on the same database: every decision and undo point is back
    state, depth, status = snapshot(w), s.undo_depth, s.status
    w.close()
    w2 = harness.window()
    assert [d.id for d in w2.library.documents()] == [doc_id]
    w2.show_document(doc_id)
    assert snapshot(w2) == state and w2.session.undo_depth == depth and w2.session.status == status
    assert marks_match_spans(w2)
    key(qtbot, w2, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the hand rejection
    assert w2.session.span(kept.id).status == "accepted"
    key(qtbot, w2, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the redone apply-to-all
    assert len([x for x in w2.session.spans() if x.text == "□□종합건설"]) == 5
    assert w2.session.status == "in_review"


def test_emoji_and_crlf_highlights(harness, qtbot, tmp_path: Path) -> None:
    text = "피해자 😀😀 홍길동은\r\n🎉 김철수를 만났다. 𠀀 홍길동이 말했다.\r\n"
    path = tmp_path / "emoji.txt"
    path.write_bytes(text.encode("utf-8"))

    class Names:
        model_dir = Path("names")

        def analyze(self, t: str):
            from thunder_deid_desktop.spans import Span
            from thunder_deid_desktop.taxonomy import get_taxonomy

            tax = get_taxonomy()
            out = []
            for name in ("홍길동", "김철수"):
                i = t.find(name)
                while i >= 0:
                    out.append(tax.annotate(Span(i, i + 3, name, "내국인이름", 0.9)))
                    i = t.find(name, i + 1)
            return sorted(out, key=lambda s: s.start)

    w = harness.window(runner=AnalyzerRunner(Names))
    with qtbot.waitSignal(w.document_ready, timeout=30000):
        w.open_files([path])
    assert w.session.text == text
    assert len(w.session.spans()) == 3 and marks_match_spans(w)
    doc = w.text_view.document()
    for s in w.session.spans():
        m = next(m for m in w.highlighter.marks() if m.key == s.id)
        cur = QTextCursor(doc)
        cur.setPosition(m.start16)
        cur.setPosition(m.end16, QTextCursor.MoveMode.KeepAnchor)
        assert cur.selectedText() == s.text
        # the format really sits on those UTF-16 units of the block
        block = doc.findBlock(m.start16)
        ranges = [(f.start + block.position(), f.length) for f in block.layout().formats()]
        assert (m.start16, m.end16 - m.start16) in ranges
        # clicking inside the highlight selects the span
        click = QTextCursor(doc)
        click.setPosition(m.start16 + 1)
        w.text_view.setTextCursor(click)
        assert w.current_id == s.id


def test_korean_first_and_english_switch(harness, qtbot) -> None:
    w = harness.window()
    assert w.file_menu.title() == "파일(&F)" and w.review_menu.title() == "검토(&R)"
    assert w.actions_by_key["accept"].text() == "항목 수락"
    assert w.actions_by_key["accept"].shortcut().toString() == "A"
    w.set_language("en")
    assert w.file_menu.title() == "&File" and w.actions_by_key["accept"].text() == "Accept span"
    from thunder_deid_desktop.taxonomy import get_taxonomy

    first = get_taxonomy().nodes(1)[0]
    assert w.span_panel.picker.proxy.index(0, 0).data() == first.name_en
    w.set_language("ko")
    assert w.file_menu.title() == "파일(&F)"
    assert w.span_panel.picker.proxy.index(0, 0).data() == first.name_ko


def test_shipped_font_covers_the_judgment_and_the_ui() -> None:
    from PySide6.QtGui import QFontMetrics

    from thunder_deid_desktop.gui.fonts import FAMILY, apply_app_font

    app = QApplication.instance() or QApplication([])
    font = apply_app_font(app)
    assert font.family() == FAMILY
    metrics = QFontMetrics(font)
    ts = Path(__file__).resolve().parents[1] / "resources" / "i18n" / "thunder_deid_ko.ts"
    text = bundled_sample().read_text(encoding="utf-8") + ts.read_text(encoding="utf-8")
    shown = {ch for ch in set(text) if not ch.isspace() and ch.isprintable()}
    missing = {ch for ch in shown if not metrics.inFontUcs4(ord(ch))}
    assert not missing, f"{len(missing)} characters would show as tofu"


def test_admin_screens_hidden_from_clerks(harness, qtbot) -> None:
    admin = harness.window("first-user")
    assert admin.user.role == "admin" and admin.admin_menu.menuAction().isVisible()
    clerk = harness.window("second-user")
    assert clerk.user.role == "clerk" and not clerk.admin_menu.menuAction().isVisible()
    clerk.show_admin()  # does nothing for a clerk
    assert QApplication.activeModalWidget() is None


def test_analysis_runs_off_the_gui_thread_and_cancels(harness, qtbot) -> None:
    class Slow(GazetteerAnalyzer):
        def analyze(self, text):
            time.sleep(1.5)
            return super().analyze(text)

    w = harness.window(runner=AnalyzerRunner(Slow))
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    with qtbot.waitSignal(w.analysis_failed, timeout=30000) as blocker:
        w.open_files([bundled_sample()])
        qtbot.waitUntil(lambda: w.cancel_button.isVisible(), timeout=10000)
        assert w.progress.isVisible()
        qtbot.wait(300)
        qtbot.mouseClick(w.cancel_button, Qt.MouseButton.LeftButton)
    timer.stop()
    assert blocker.args[1] == "cancelled"
    assert len(ticks) >= 5  # the event loop kept running while the model worked
    doc = w.library.documents()[0]
    assert doc.status == "new" and not w.cancel_button.isVisible()
    # analysing again (F5) works
    with qtbot.waitSignal(w.document_ready, timeout=30000):
        key(qtbot, w, Qt.Key.Key_F5)
    assert w.session.status == "in_review"


def test_accept_above_dialog_shows_count_first(harness, qtbot) -> None:
    w = harness.window()
    open_sample(qtbot, w)
    expected = len(w.session.above(0.9))

    def drive(dlg):
        assert isinstance(dlg, QDialog)
        dlg.spin.setValue(0.9)
        assert str(expected) in dlg.info.text()
        dlg.accept()

    when_modal(drive)
    key(qtbot, w, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert w.session.pending_count == 19 - expected
    assert marks_match_spans(w)


def test_pyside_keeps_references_to_none() -> None:
    """PySide6 6.12.0 loses a reference to None on each QVariant round trip under Python 3.11, which ends in
    "Fatal Python error: none_dealloc" after a few thousand calls (pyproject pins <6.12)."""
    import sys

    from PySide6.QtGui import QStandardItem

    QApplication.instance() or QApplication([])
    item = QStandardItem("x")
    before = sys.getrefcount(None)
    for _ in range(200):
        item.data(Qt.ItemDataRole.UserRole + 50)  # an unset role: None
        item.setData(1, Qt.ItemDataRole.UserRole + 51)
    assert sys.getrefcount(None) >= before - 20


def test_link_unlink_and_boundaries_by_keyboard(harness, qtbot) -> None:
    w = harness.window()
    open_sample(qtbot, w)
    s = w.session
    kim = next(x for x in s.spans() if x.text == "김승우")
    lawyer = next(x for x in s.spans() if x.text == "김태창")
    # click one span, then another, then Ctrl+L links them into one entity
    for span in (kim, lawyer):
        cur = w.text_view.textCursor()
        cur.setPosition(w.offsets.to_utf16(span.start + 1))
        w.text_view.setTextCursor(cur)
    assert (w.previous_id, w.current_id) == (kim.id, lawyer.id)
    key(qtbot, w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert s.span(kim.id).entity is not None and s.span(kim.id).entity == s.span(lawyer.id).entity
    qtbot.waitUntil(
        lambda: (
            w.entity_of.get((kim.start, kim.end), ("",))[0]
            == w.entity_of.get((lawyer.start, lawyer.end), ("-",))[0]
        )
    )
    key(qtbot, w, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)
    assert s.span(lawyer.id).entity != s.span(kim.id).entity
    # Alt+Shift+Right grows the end by one code point, Alt+Right moves the start; both are one undo step each
    key(qtbot, w, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)
    assert (s.span(lawyer.id).start, s.span(lawyer.id).end) == (lawyer.start, lawyer.end + 1)
    key(qtbot, w, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert s.span(lawyer.id).text == s.text[lawyer.start + 1 : lawyer.end + 1]
    assert marks_match_spans(w)
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (s.span(lawyer.id).start, s.span(lawyer.id).end) == (lawyer.start, lawyer.end)

    # the help sheet lists every shortcut shown in the menus
    def drive(dlg):
        shortcuts = {dlg.table.item(r, 1).text() for r in range(dlg.table.rowCount())}
        assert {"A", "R, Del", "N", "P", "Ctrl+Z"} <= shortcuts
        dlg.reject()

    when_modal(drive)
    key(qtbot, w, Qt.Key.Key_F1)


def test_translations_are_complete_and_compiled() -> None:
    """Every source string has a Korean translation and the shipped .qm matches the .ts."""
    import subprocess
    import sys

    build = Path(__file__).resolve().parents[1] / "resources" / "i18n" / "build.py"
    proc = subprocess.run([sys.executable, str(build), "--check"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_review_action_stops_the_preview_rendering_in_progress(harness, qtbot, monkeypatch) -> None:
    """A rendering still running in its worker thread when the clerk acts is cancelled (its result would be
    dropped, and it would hold the GIL during the action); the next preview is rendered as usual."""
    import threading

    import thunder_deid_desktop.deid as deid
    from thunder_deid_desktop.deid.render import RenderCancelled

    w = harness.window()
    open_sample(qtbot, w)
    qtbot.waitUntil(lambda: w.rendering is not None, timeout=20000)
    real_render = deid.render
    started, stopped = threading.Event(), threading.Event()
    calls: list[int] = []

    def slow_render(text, spans, policy, entities=None, cancelled=None):
        calls.append(1)
        started.set()
        end = time.monotonic() + 20
        while time.monotonic() < end:
            if cancelled():
                stopped.set()
                raise RenderCancelled
            time.sleep(0.002)
        raise AssertionError("the rendering was not cancelled")

    monkeypatch.setattr(deid, "render", slow_render)
    w._refresh_timer.stop()
    first = next(x for x in w.session.spans() if x.status == "pending")
    w.select_span(first.id)
    w.refresh_rendering()
    assert started.wait(10)
    w.accept_current()  # no event is processed until the wait below: only the action can stop it
    assert stopped.wait(10) and len(calls) == 1
    monkeypatch.setattr(deid, "render", real_render)
    shown: list[int] = []
    w.rendering_shown.connect(shown.append)
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)  # the debounced refresh after the accept
    assert w.rendering is not None and w.session.counts()["accepted"] == 1
    # an action that is refused still lets the preview catch up with what the stopped rendering was doing
    started.clear()
    stopped.clear()
    monkeypatch.setattr(deid, "render", slow_render)
    w._refresh_timer.stop()
    w.refresh_rendering()
    assert started.wait(10)
    w.redo()  # nothing to redo
    assert stopped.wait(10)
    monkeypatch.setattr(deid, "render", real_render)
    shown.clear()
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)


def test_the_store_is_checkpointed_when_the_clerk_pauses(harness, qtbot, monkeypatch) -> None:
    """A review action's commit leaves the SQLite checkpoint to a pause of CHECKPOINT_IDLE_MS; a run of
    actions closer together than that asks for one checkpoint, after the last of them."""
    from thunder_deid_desktop.gui.window import CHECKPOINT_IDLE_MS

    w = harness.window()
    open_sample(qtbot, w)
    calls: list[float] = []
    real = w.store.checkpoint
    monkeypatch.setattr(w.store, "checkpoint", lambda: calls.append(time.monotonic()) or real())
    pending = [x for x in w.session.spans() if x.status == "pending"][:3]
    last = 0.0
    for x in pending:
        w.select_span(x.id)
        w.accept_current()
        last = time.monotonic()
        qtbot.wait(CHECKPOINT_IDLE_MS // 4)
    assert calls == []
    qtbot.waitUntil(lambda: bool(calls), timeout=CHECKPOINT_IDLE_MS * 3)
    assert len(calls) == 1 and calls[0] - last >= CHECKPOINT_IDLE_MS / 1000 * 0.9


def test_opening_a_document_freezes_what_survives_a_collection() -> None:
    """gc_pauses.settle collects garbage (including cycles among objects it froze before) and freezes the rest."""
    import gc
    import weakref

    from thunder_deid_desktop.gui import gc_pauses

    class Node:
        pass

    a, b = Node(), Node()
    a.other, b.other = b, a  # a cycle: only the collector frees it
    gc_pauses.settle()
    assert gc.get_freeze_count() > 0
    alive = weakref.ref(a)
    young = Node()
    young.me = young
    alive_young = weakref.ref(young)
    del a, b, young
    gc_pauses.settle(full=False)  # frozen objects are ignored by collections, the young cycle goes
    assert alive() is not None and alive_young() is None
    calls = [gc_pauses.settle() for _ in range(gc_pauses.FULL_EVERY)]  # one of them is full...
    assert alive() is None  # ...and frees the cycle frozen before
    assert len(calls) == gc_pauses.FULL_EVERY
    gc.unfreeze()


def test_garbage_is_collected_on_the_gui_thread_only(harness, qtbot) -> None:
    """With a window made, automatic collection is off and the GUI thread's timer collects what is due: a
    worker thread that allocates past every threshold collects nothing."""
    import gc
    import threading
    import weakref

    from thunder_deid_desktop.gui import gc_pauses

    harness.window()
    assert gc_pauses.installed() and not gc.isenabled()

    class Node:
        pass

    def make_cycle():
        n = Node()
        n.me = n
        return weakref.ref(n)

    collected_in: list[str] = []

    def record(phase, info):
        if phase == "start":
            collected_in.append(threading.current_thread().name)

    gc.callbacks.append(record)
    try:
        ref = make_cycle()

        kept: list = []

        def worker():
            kept.extend([] for _ in range(50_000))  # far past the generation-0 threshold, and kept

        t = threading.Thread(target=worker, name="worker")
        t.start()
        t.join()
        assert "worker" not in collected_in and ref() is not None
        qtbot.waitUntil(lambda: ref() is None, timeout=gc_pauses.CHECK_INTERVAL_MS * 10)
        assert collected_in and set(collected_in) == {threading.main_thread().name}
        kept.clear()
    finally:
        gc.callbacks.remove(record)
