"""Opening the review database for a command that reads what is already there (models, audit, train --db)."""

from __future__ import annotations

import sys
from pathlib import Path


def open_existing_store(db: str | None, command: str):
    """Open the store at ``--db`` (``None``: the app's default file, created on first use like the desktop app).

    An explicit path that is not a file is refused instead of silently creating an empty database there (a typo in
    ``--db`` would otherwise list an empty registry or verify an empty audit trail). SQLAlchemy URLs
    (``scheme://...``) are passed through.

    Returns:
        the :class:`~thunder_deid_desktop.store.Store`, or ``None`` after printing one line
        ``thunder-deid <command>: ...`` on stderr (the caller exits with status 2).
    """
    from thunder_deid_desktop.store import open_store

    if db is not None and "://" not in db and not Path(db).expanduser().is_file():
        print(f"thunder-deid {command}: {db}: no such database", file=sys.stderr)
        return None
    try:
        return open_store(db)
    except Exception as exc:  # a bad --db must not end in a traceback
        # the driver's own message ("file is not a database"), first line only: SQLAlchemy appends the SQL
        reason = str(getattr(exc, "orig", None) or type(exc).__name__).splitlines()[0]
        print(f"thunder-deid {command}: cannot open the database: {reason}", file=sys.stderr)
        return None
