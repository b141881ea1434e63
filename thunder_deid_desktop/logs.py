"""Logging set-up shared by the desktop app, the command line and the scripted driver (issue 9, item 4).

Rule: log lines carry events, ids, counts and timings, never document text or span strings. Our own loggers
(``thunder_deid_desktop.*``, ``training.*``) log at the chosen level; every other library's logger is held at
WARNING whatever the level, so that a DEBUG run does not pull in what libraries log below it (requests and
paths from ``urllib3`` / ``filelock`` / ``transformers``, plugin chatter from ``alembic``). SQLAlchemy keeps its
own ``sqlalchemy`` logger at WARNING already; its statement log (parameters included, i.e. the judgment text
on import) appears only with ``open_store(echo=True)``, a developer switch nothing in the app turns on.

Environment: ``THUNDER_DEID_LOG_LEVEL`` (``DEBUG``, ``INFO`` …; default INFO for the app, WARNING for the command line) and ``THUNDER_DEID_LOG_FILE``
(append to this file, created 0600 on POSIX, instead of stderr).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from thunder_deid_desktop.fileperms import secure_file

#: Loggers that follow the chosen level; everything else stays at WARNING.
OWN_LOGGERS = ("thunder_deid_desktop", "training", "__main__")

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(
    level: str | int | None = None, file: str | Path | None = None, default: str = "INFO"
) -> None:
    """Install one handler on the root logger (stderr, or ``file``) and set the levels (module docstring).

    Args:
        level: a level name or number; default ``$THUNDER_DEID_LOG_LEVEL``, else ``default``.
        file: a log file; default ``$THUNDER_DEID_LOG_FILE`` or none (stderr).
        default: the level when neither is given (the app: INFO; the command line: WARNING, so that its
            stderr keeps one line per failed file).

    Raises:
        ValueError: an unknown level name.
    """
    level = level if level is not None else os.environ.get("THUNDER_DEID_LOG_LEVEL", default)
    if isinstance(level, str):
        name = level.upper()
        if not isinstance(logging.getLevelName(name), int):
            raise ValueError(f"unknown log level {level!r}")
        level = logging.getLevelName(name)
    file = file if file is not None else os.environ.get("THUNDER_DEID_LOG_FILE") or None
    if file is not None:
        path = Path(file)
        secure_file(path)
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
    else:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(FORMAT))
    handler._thunder_deid = True  # type: ignore[attr-defined]  # ours: replaced by the next call
    root = logging.getLogger()
    for old in list(root.handlers):
        if getattr(old, "_thunder_deid", False):
            root.removeHandler(old)
            old.close()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    for name in OWN_LOGGERS:
        logging.getLogger(name).setLevel(level)
    logging.captureWarnings(True)
