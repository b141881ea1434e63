"""Backups of a SQLite review database and owner-only file modes (issue 9, items 2 and 5).

* :func:`pre_migration_backup` — a copy taken before a migration changes the schema revision
  (``backups/<stem>.pre-<from>-to-<to>.<UTC time>.sqlite3``); never deleted automatically.
* :func:`daily_backup` — one copy a day when the app opens the store (``backups/<stem>.daily-<YYYY-MM-DD>.sqlite3``),
  keeping the newest ``keep`` (default :data:`DAILY_KEEP`).

Copies are made with SQLite's online backup API (:meth:`sqlite3.Connection.backup`), which gives a consistent
snapshot even while another connection writes (WAL). ``backups/`` sits next to the database. On POSIX the
folder is 0700 and every copy 0600 (:mod:`thunder_deid_desktop.fileperms`), like the database itself.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from datetime import UTC, date, datetime
from pathlib import Path

from thunder_deid_desktop.fileperms import secure_dir, secure_file

log = logging.getLogger(__name__)

#: Daily backups kept by :func:`daily_backup`.
DAILY_KEEP = 7


def backups_dir(db_path: Path) -> Path:
    """The ``backups`` folder next to ``db_path``."""
    return Path(db_path).parent / "backups"


def backup_to(db_path: Path, dest: Path) -> Path:
    """Copy the database ``db_path`` to ``dest`` with the SQLite backup API; returns ``dest`` (mode 0600).

    Raises:
        sqlite3.Error: the source cannot be read or the copy written.
    """
    secure_dir(dest.parent)
    tmp = dest.with_name(dest.name + ".part")
    secure_file(tmp)
    src = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    os.replace(tmp, dest)  # a crash mid-copy never leaves a half backup under the final name
    return dest


def pre_migration_backup(db_path: Path, from_rev: str, to_rev: str) -> Path:
    """Back up ``db_path`` before migrating it from ``from_rev`` to ``to_rev``; returns the copy's path."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    dest = backups_dir(db_path) / f"{Path(db_path).stem}.pre-{from_rev}-to-{to_rev}.{stamp}.sqlite3"
    backup_to(Path(db_path), dest)
    log.info("database backed up before migration %s -> %s", from_rev, to_rev)
    return dest


def daily_backup(db_path: Path, keep: int = DAILY_KEEP, today: date | None = None) -> Path | None:
    """Take today's backup of ``db_path`` unless there is one; delete daily backups beyond the newest
    ``keep``. Returns the new copy's path, or ``None`` when today's exists (or ``keep`` < 1)."""
    if keep < 1:
        return None
    db_path = Path(db_path)
    folder = backups_dir(db_path)
    day = (today or datetime.now(UTC).date()).isoformat()
    dest = folder / f"{db_path.stem}.daily-{day}.sqlite3"
    made = None
    if not dest.exists():
        made = backup_to(db_path, dest)
        log.info("daily database backup taken")
    olds = sorted(folder.glob(f"{db_path.stem}.daily-*.sqlite3"), reverse=True)
    for old in olds[keep:]:
        old.unlink(missing_ok=True)
    return made
