"""The span highlighter redraws the blocks on screen at once and the others in later event-loop turns."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument

from thunder_deid_desktop.gui.highlight import DEFERRED_CHUNK, Mark, SpanHighlighter


def _formats(doc: QTextDocument, n: int) -> list[tuple[int, int]]:
    block = doc.findBlockByNumber(n)
    return [(f.start, f.length) for f in block.layout().formats()]


def test_visible_blocks_are_redrawn_now_the_others_soon(qtbot) -> None:
    doc = QTextDocument("\n".join(f"피해자 김철수 {i}" for i in range(200)))
    hl = SpanHighlighter(doc)

    def mark(n: int, status: str) -> Mark:
        start = doc.findBlockByNumber(n).position() + 4
        return Mark(start, start + 3, "#FFE0E0", True, status, False, key=n)

    hl.set_marks(mark(n, "pending") for n in range(0, 200, 2))
    assert _formats(doc, 0) == [(4, 3)] and hl.deferred == 0
    hl.update_marks([mark(n, "accepted") for n in range(0, 200, 2)], visible=range(0, 10))
    assert hl.deferred == 100 - 5  # blocks 0, 2, 4, 6, 8 were redrawn before returning
    accepted = hl._fmt(mark(0, "accepted"))
    assert doc.findBlockByNumber(0).layout().formats()[0].format == accepted
    assert doc.findBlockByNumber(198).layout().formats()[0].format != accepted
    qtbot.waitUntil(lambda: hl.deferred == 0, timeout=5000)
    assert doc.findBlockByNumber(198).layout().formats()[0].format == accepted
    # without a visible range nothing waits; a later action's visible blocks leave the waiting set
    hl.update_marks([mark(n, "rejected") for n in range(0, 200, 2)])
    assert hl.deferred == 0
    hl.update_marks([mark(n, "pending") for n in range(0, 200, 2)], visible=range(0, 1))
    assert hl.deferred > DEFERRED_CHUNK
    hl.update_marks([mark(198, "pending")], visible=range(198, 200))
    assert hl.deferred == 100 - 2  # blocks 0 and 198 are drawn, the other 98 wait
    qtbot.waitUntil(lambda: hl.deferred == 0, timeout=5000)
    assert doc.findBlockByNumber(198).layout().formats()[0].format == hl._fmt(mark(0, "pending"))


def test_the_index_follows_moved_added_and_removed_marks(qtbot) -> None:
    """A status change keeps the sorted index; a new range, a new mark or a removal rebuilds it."""
    doc = QTextDocument("\n".join(f"피해자 김철수 {i}" for i in range(20)))
    hl = SpanHighlighter(doc)

    def mark(n: int, key: int, shift: int = 0, status: str = "pending") -> Mark:
        start = doc.findBlockByNumber(n).position() + 4 + shift
        return Mark(start, start + 3 - shift, "#FFE0E0", True, status, False, key=key)

    hl.set_marks(mark(n, key=n) for n in range(0, 20, 2))
    hl.update_marks([mark(4, key=4, status="accepted")])
    assert [m.key for m in hl.marks()] == list(range(0, 20, 2))
    hl.update_marks([mark(1, key=4)])  # mark 4 moves to block 1
    hl.update_marks([mark(3, key=99)], removed=[0])
    assert [m.key for m in hl.marks()] == [4, 2, 99, 6, 8, 10, 12, 14, 16, 18]
    assert _formats(doc, 1) == [(4, 3)] and _formats(doc, 3) == [(4, 3)]
    assert _formats(doc, 0) == [] and _formats(doc, 4) == []
    hl.update_marks([mark(1, key=4, shift=1)])  # a boundary nudge inside the same block
    assert _formats(doc, 1) == [(5, 2)]
