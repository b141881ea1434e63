"""Translations: Korean by default, English switchable, through Qt's translation system.

Source strings in the code are English (``self.tr("...")``); ``resources/i18n/thunder_deid_ko.ts`` holds their
Korean translations and is compiled to ``thunder_deid_ko.qm`` (``resources/i18n/build.py`` runs
``pyside6-lupdate`` and ``pyside6-lrelease``). Qt's own ``qtbase_ko.qm`` translates the standard buttons
of message boxes and file dialogs. The choice is kept in the app's settings (``language``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from thunder_deid_desktop.gui.resources import resources_dir

log = logging.getLogger(__name__)

LANGUAGES = ("ko", "en")
DEFAULT_LANGUAGE = "ko"
_installed: list[QTranslator] = []


def qm_path(lang: str):
    """Path of the app's compiled translation for ``lang``."""
    return resources_dir() / "i18n" / f"thunder_deid_{lang}.qm"


def install_language(lang: str) -> bool:
    """Switch the running application to ``lang`` (``ko`` or ``en``); widgets get a LanguageChange event.

    Returns False (and stays in English) when the Korean file cannot be loaded.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("no QCoreApplication")
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    QLocale.setDefault(QLocale(QLocale.Language.Korean if lang == "ko" else QLocale.Language.English))
    if lang == "en":
        return True
    ok = True
    mine = QTranslator(app)
    if mine.load(str(qm_path(lang))):
        app.installTranslator(mine)
        _installed.append(mine)
    else:
        log.warning("translation %s could not be loaded", lang)
        ok = False
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok
