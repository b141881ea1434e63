"""The PySide6 desktop review app (issue 4): windows, Qt models and delegates, worker threads.

Business logic lives in :mod:`thunder_deid_desktop.review` (workflow) and :mod:`thunder_deid_desktop.store`
(database); this package only shows it and forwards the user's actions. Entry point:
:func:`thunder_deid_desktop.gui.app.main` (``thunder-deid-desktop``).
"""
