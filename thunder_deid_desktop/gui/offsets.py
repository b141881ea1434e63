"""Code points <-> UTF-16 units, and the text shown in Qt's text widgets.

Span offsets are Python ``str`` code points; Qt's ``QTextCursor``/``QTextBlock`` positions count UTF-16 units,
in which a character outside the Basic Multilingual Plane (emoji, rare hanja of Plane 2) takes two. Converting
at this one boundary keeps highlights right after such characters (a known fault of web annotation tools).

Qt also folds ``"\\r\\n"`` into one paragraph break, which would shift every later position;
:func:`display_text` writes it as ``" \\n"`` (same length) before the text reaches a widget.
"""

from __future__ import annotations

import bisect
import re

_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def display_text(text: str) -> str:
    """``text`` as given to a ``QPlainTextEdit``: ``"\\r\\n"`` -> ``" \\n"``; same code-point length."""
    return text.replace("\r\n", " \n")


class OffsetMap:
    """Conversion between code-point offsets of ``text`` and UTF-16 offsets (Qt positions).

    Both directions are O(log k) for k astral characters; building is one regex scan.
    """

    def __init__(self, text: str) -> None:
        self.length = len(text)
        self._astral = [m.start() for m in _ASTRAL.finditer(text)]
        self._astral16 = [cp + k for k, cp in enumerate(self._astral)]
        self.length16 = self.length + len(self._astral)

    @property
    def trivial(self) -> bool:
        """True when the text has no astral character (both units agree)."""
        return not self._astral

    def to_utf16(self, cp: int) -> int:
        """UTF-16 offset of code point ``cp`` (0 <= cp <= len(text))."""
        return cp + bisect.bisect_left(self._astral, cp)

    def to_cp(self, u16: int) -> int:
        """Code-point offset of UTF-16 offset ``u16``; an offset inside a surrogate pair maps to the start of
        that character."""
        return u16 - bisect.bisect_left(self._astral16, u16)
