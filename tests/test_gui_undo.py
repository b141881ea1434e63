"""Session-wide undo / redo in the real window (pytest-qt, offscreen): decide in judgment A, then in B,
switch back to A; Ctrl+Z undoes B's decision (showing B with that span selected), the next one A's; Ctrl+Shift+Z
goes forward the same way; a new decision clears redo; a restart on the same database keeps the stack."""

from __future__ import annotations

from pathlib import Path

from conftest import bundled_sample
from PySide6.QtCore import Qt
from test_gui import harness, key, marks_match_spans  # noqa: F401 - the fixture is used by name

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def open_file(qtbot, w, path: Path) -> int:
    with qtbot.waitSignal(w.document_ready, timeout=60000) as blocker:
        w.open_files([path])
    return blocker.args[0]


def status_of(w, span_id: int) -> str:
    return w.session.span(span_id).status


def test_undo_redo_across_two_documents_and_restart(harness, qtbot, tmp_path: Path) -> None:  # noqa: F811
    other = tmp_path / "사본.txt"
    other.write_text(bundled_sample().read_text(encoding="utf-8") + "\n\n(사본) 2부 중 제2부.\n", "utf-8")
    w = harness.window()
    doc_a = open_file(qtbot, w, bundled_sample())
    doc_b = open_file(qtbot, w, other)
    assert doc_a != doc_b

    # decide in A (accept the first unreviewed span), then in B (reject its first), then back to A
    w.show_document(doc_a)
    key(qtbot, w, Qt.Key.Key_N)
    a_span = w.current_id
    key(qtbot, w, Qt.Key.Key_A)
    assert status_of(w, a_span) == "accepted"
    w.show_document(doc_b)
    key(qtbot, w, Qt.Key.Key_N)
    b_span = w.current_id
    key(qtbot, w, Qt.Key.Key_R)
    assert status_of(w, b_span) == "rejected"
    w.show_document(doc_a)
    assert w.session.document_id == doc_a and status_of(w, a_span) == "accepted"

    # Ctrl+Z in A undoes the decision made in B: the window shows B with that span selected
    key(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert w.session.document_id == doc_b and w.current_id == b_span
    assert status_of(w, b_span) == "pending" and marks_match_spans(w)
    # the next Ctrl+Z undoes the one in A
    key(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert w.session.document_id == doc_a and w.current_id == a_span
    assert status_of(w, a_span) == "pending" and marks_match_spans(w)
    assert not w.actions_by_key["undo"].isEnabled() and w.actions_by_key["redo"].isEnabled()

    # Ctrl+Shift+Z goes forward the same way: A, then B
    key(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert w.session.document_id == doc_a and status_of(w, a_span) == "accepted"
    key(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert w.session.document_id == doc_b and w.current_id == b_span and status_of(w, b_span) == "rejected"
    assert marks_match_spans(w) and not w.actions_by_key["redo"].isEnabled()

    # undo B's again, then a new decision in A clears the redo stack of the whole session
    key(qtbot, w, Qt.Key.Key_Z, CTRL)
    assert w.session.document_id == doc_b and w.actions_by_key["redo"].isEnabled()
    w.show_document(doc_a)
    key(qtbot, w, Qt.Key.Key_N)
    a2 = w.current_id
    key(qtbot, w, Qt.Key.Key_R)
    assert status_of(w, a2) == "rejected" and not w.actions_by_key["redo"].isEnabled()
    key(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)  # nothing to redo: nothing changes
    assert w.session.document_id == doc_a and w.session.undo_depth == (2, 0)
    points = w.history.points()
    w.close()

    # restart on the same database: the same session-wide stack, usable before any document is shown
    w2 = harness.window()
    assert w2.history.points() == points and w2.actions_by_key["undo"].isEnabled()
    w2.show_document(doc_b)
    key(qtbot, w2, Qt.Key.Key_Z, CTRL)  # the newest decision was A's rejection: the window goes to A
    assert w2.session.document_id == doc_a and w2.current_id == a2 and status_of(w2, a2) == "pending"
    key(qtbot, w2, Qt.Key.Key_Z, CTRL)
    assert w2.session.document_id == doc_a and status_of(w2, a_span) == "pending"
    assert marks_match_spans(w2) and not w2.actions_by_key["undo"].isEnabled()
