"""Span highlighting in a ``QPlainTextEdit``: a ``QSyntaxHighlighter`` fed with spans in UTF-16 units.

Look (shown in the legend):

* background: the tier-2 colour of the label (``Taxonomy.color``);
* **bold**: a direct identifier (tier 1 ``direct``), regular weight: a quasi-identifier;
* red wavy underline: a pending span with a score below :data:`LOW_CONFIDENCE`;
* solid dark-green underline: accepted; no underline: pending;
* grey, struck out, no background: rejected.

A highlighter works block by block, so a change re-highlights only the blocks of the spans that changed
(:meth:`SpanHighlighter.update_marks`), those on screen first, which keeps a review action fast on a
300k-character judgment.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

#: Blocks re-highlighted per event-loop turn by :meth:`SpanHighlighter.update_marks`'s deferred pass.
DEFERRED_CHUNK = 16

#: Scores below this are marked as low confidence.
LOW_CONFIDENCE = 0.6

ACCEPTED_UNDERLINE = QColor("#1B7F3B")
LOW_UNDERLINE = QColor("#D0021B")
REJECTED_TEXT = QColor("#8A8A8A")


@dataclass(frozen=True)
class Mark:
    """One highlighted range in UTF-16 units with its look."""

    start16: int
    end16: int
    color: str
    direct: bool
    status: str
    low: bool
    key: int = 0


def char_format(color: str, direct: bool, status: str, low: bool) -> QTextCharFormat:
    """The text format of a span (see module docstring)."""
    fmt = QTextCharFormat()
    if status == "rejected":
        fmt.setForeground(REJECTED_TEXT)
        fmt.setFontStrikeOut(True)
        return fmt
    fmt.setBackground(QColor(color))
    fmt.setForeground(QColor("#000000"))
    if direct:
        fmt.setFontWeight(QFont.Weight.Bold)
    if status == "accepted":
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SingleUnderline)
        fmt.setUnderlineColor(ACCEPTED_UNDERLINE)
    elif low:
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        fmt.setUnderlineColor(LOW_UNDERLINE)
    return fmt


class SpanHighlighter(QSyntaxHighlighter):
    """Highlights :class:`Mark` ranges of a document (UTF-16 offsets of the whole document)."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._marks: dict[int, Mark] = {}
        self._sorted: list[tuple[int, int, int]] = []
        self._max_len = 0
        self._formats: dict[tuple, QTextCharFormat] = {}
        self._deferred: set[int] = set()  # block numbers to re-highlight in later event-loop turns
        self._deferred_scheduled = False
        self.applied = 0  # ranges formatted by the last full pass (used by the self-test)

    def _fmt(self, m: Mark) -> QTextCharFormat:
        key = (m.color, m.direct, m.status, m.low)
        fmt = self._formats.get(key)
        if fmt is None:
            fmt = self._formats[key] = char_format(*key)
        return fmt

    def _reindex(self) -> None:
        self._sorted = sorted((m.start16, m.end16, k) for k, m in self._marks.items())
        self._max_len = max((e - s for s, e, _ in self._sorted), default=0)

    def set_marks(self, marks: Iterable[Mark]) -> None:
        """Replace every mark and re-highlight the whole document."""
        self._marks = {m.key: m for m in marks}
        self._reindex()
        self._deferred.clear()  # the full pass below covers them
        self.applied = 0
        self.rehighlight()

    def update_marks(
        self, changed: Iterable[Mark], removed: Iterable[int] = (), visible: range | None = None
    ) -> None:
        """Replace or add ``changed`` marks (by key), drop ``removed`` keys, and re-highlight only the blocks
        they touch (old and new positions).

        ``visible``: block numbers on screen. When given, touched blocks in it are re-highlighted now and the
        others in the next turns of the event loop, :data:`DEFERRED_CHUNK` at a time, so that an action on many
        spans (apply to all on 200 mentions spread over 80 paragraphs) returns with what the clerk sees
        already redrawn. Without it every touched block is redrawn before returning.
        """
        doc = self.document()
        touched: set[int] = set()
        moved = False  # the sorted index changes only when a mark appears, goes or changes its range
        for key in removed:
            old = self._marks.pop(key, None)
            if old is not None:
                moved = True
                touched.update(self._blocks(doc, old.start16, old.end16))
        for m in changed:
            old = self._marks.get(m.key)
            if old is not None:
                touched.update(self._blocks(doc, old.start16, old.end16))
            moved = moved or old is None or (old.start16, old.end16) != (m.start16, m.end16)
            self._marks[m.key] = m
            touched.update(self._blocks(doc, m.start16, m.end16))
        if moved:
            self._reindex()
        now = touched if visible is None else {n for n in touched if n in visible}
        for n in sorted(now):
            self._rehighlight_number(n)
        self._deferred -= now  # redrawn already
        self._deferred |= touched - now
        self._schedule_deferred()

    @property
    def deferred(self) -> int:
        """Blocks waiting to be re-highlighted by :meth:`update_marks`'s deferred pass."""
        return len(self._deferred)

    def _schedule_deferred(self) -> None:
        if self._deferred and not self._deferred_scheduled:
            self._deferred_scheduled = True
            QTimer.singleShot(0, self, self._run_deferred)  # with self as context: dropped if it is deleted

    def _run_deferred(self) -> None:
        self._deferred_scheduled = False
        for n in sorted(self._deferred)[:DEFERRED_CHUNK]:
            self._deferred.discard(n)
            self._rehighlight_number(n)
        self._schedule_deferred()

    def _rehighlight_number(self, n: int) -> None:
        block = self.document().findBlockByNumber(n)
        if block.isValid():
            self.rehighlightBlock(block)

    @staticmethod
    def _blocks(doc: QTextDocument, start16: int, end16: int) -> range:
        block = doc.findBlock(start16)
        a = block.blockNumber()
        last = max(start16, end16 - 1)
        if block.isValid() and last < block.position() + block.length():  # the usual case: one block
            return range(max(a, 0), max(a, 0) + 1)
        b = doc.findBlock(last).blockNumber()
        return range(max(a, 0), max(a, b) + 1)

    def marks(self) -> list[Mark]:
        """Current marks sorted by start."""
        return [self._marks[k] for _s, _e, k in self._sorted]

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt override
        block = self.currentBlock()
        pos = block.position()
        end = pos + block.length()
        i = bisect.bisect_left(self._sorted, (pos - self._max_len, -1, -1))
        while i < len(self._sorted):
            s, e, key = self._sorted[i]
            i += 1
            if s >= end:
                break
            if e <= pos:
                continue
            a, b = max(s, pos), min(e, end)
            self.setFormat(a - pos, b - a, self._fmt(self._marks[key]))
            self.applied += 1
