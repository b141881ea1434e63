"""The shipped Korean font (Noto Sans KR, SIL OFL 1.1, ``resources/fonts/``), loaded with QFontDatabase so
that no machine shows tofu boxes for Hangul."""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from thunder_deid_desktop.gui.resources import resources_dir

log = logging.getLogger(__name__)

FAMILY = "Noto Sans KR"
_loaded: list[str] = []


def load_fonts() -> list[str]:
    """Register every ``.otf``/``.ttf`` of ``resources/fonts`` once; returns the font families loaded."""
    if _loaded:
        return list(_loaded)
    for path in sorted((resources_dir() / "fonts").glob("*.[ot]tf")):
        fid = QFontDatabase.addApplicationFont(str(path))
        if fid < 0:
            log.warning("font file %s could not be loaded", path.name)
            continue
        _loaded.extend(QFontDatabase.applicationFontFamilies(fid))
    return list(_loaded)


def apply_app_font(app: QApplication, point_size: float = 10.5) -> QFont:
    """Load the shipped fonts and make Noto Sans KR the application font; returns it."""
    families = load_fonts()
    font = QFont(FAMILY if FAMILY in families else app.font().family())
    font.setPointSizeF(point_size)
    app.setFont(font)
    return font
