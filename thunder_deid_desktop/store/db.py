"""Engine and session handling of the review store; migrations are applied when a store is opened.

``open_store(target=None) -> Store``:

* ``target`` ``None`` — the default SQLite file ``<user data dir>/review.sqlite3`` (platformdirs
  ``user_data_dir("thunder-deid-desktop")``, overridable with ``$THUNDER_DEID_DB``);
* a path — a SQLite file there (its folder is created);
* a SQLAlchemy URL (``sqlite:///...``, ``postgresql+psycopg://user@host/db`` …) — used as given (a PostgreSQL
  driver must be installed for a team database).

SQLite connections use WAL journaling, ``synchronous=NORMAL`` (a committed decision survives an application
crash; only a power loss may lose the last ones) and foreign keys. Every write is one short transaction
(:meth:`Store.write`); the design card asks that each decision be committed when it is made.

Checkpoints (copying the write-ahead log back into the database file): by default SQLite runs one inside the
commit that takes the log past 1,000 pages, which made that commit 25-40 ms long in the desktop benchmark
(``bench/gui_bench.py``, 300k-character judgment, 2026-12-01) against a 16 ms target per review action. A store
opened with ``idle_checkpoints=True`` (the desktop app) moves that limit to :data:`IDLE_AUTOCHECKPOINT` pages and
its owner calls :meth:`Store.checkpoint` when the user is idle; the higher limit still bounds the log if that
never happens. Committed data is in the log either way: a checkpoint changes where it is, not whether it is
durable (SQLite, "Write-Ahead Logging", sections 3 and 4).
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

log = logging.getLogger(__name__)

APP_NAME = "thunder-deid-desktop"
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def default_db_path() -> Path:
    """``$THUNDER_DEID_DB`` if set, else ``review.sqlite3`` in the platformdirs user data folder."""
    env = os.environ.get("THUNDER_DEID_DB")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / "review.sqlite3"


def to_url(target: str | Path | None) -> str:
    """The SQLAlchemy URL for a ``--db`` argument: ``None`` -> default file, a URL as is, a path -> sqlite.

    A string counts as a URL when it contains ``://`` (``sqlite:///x.db``, ``postgresql://…``).
    """
    if target is None:
        target = default_db_path()
    if isinstance(target, str) and "://" in target:
        return target
    path = Path(target).expanduser().resolve()
    return f"sqlite:///{path}"


#: ``wal_autocheckpoint`` (pages of the page size, 4 KiB by default) of a store opened with ``idle_checkpoints``.
IDLE_AUTOCHECKPOINT = 16_000


def _sqlite_pragmas(dbapi_conn, _record, autocheckpoint: int | None = None) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    if autocheckpoint is not None:
        cur.execute(f"PRAGMA wal_autocheckpoint={int(autocheckpoint)}")
    cur.close()


def _sqlite_file(engine: Engine) -> Path | None:
    """The file of a SQLite engine (``None`` for other backends and in-memory databases)."""
    url = engine.url
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return None
    return Path(url.database)


def alembic_config():
    """An ``alembic.config.Config`` for the migration scripts shipped in :data:`MIGRATIONS_DIR` (no
    ``alembic.ini``); pass a connection in ``cfg.attributes["connection"]`` before running a command."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    return cfg


def head_revision() -> str:
    """The newest Alembic revision id shipped with this code (what :func:`migrate` upgrades to)."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def migrate(engine: Engine) -> str | None:
    """Bring the schema to the newest Alembic revision; returns the revision now current.

    Runs the migration scripts of ``thunder_deid_desktop/store/migrations`` programmatically (no
    ``alembic.ini``), inside one transaction. A SQLite file whose revision is about to change is first
    copied to ``backups/`` next to it (:func:`~thunder_deid_desktop.store.backup.pre_migration_backup`).
    """
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    cfg = alembic_config()
    db_file = _sqlite_file(engine)
    if db_file is not None and db_file.is_file():
        with engine.connect() as conn:
            current = MigrationContext.configure(conn).get_current_revision()
        head = head_revision()
        if current is not None and current != head:
            from thunder_deid_desktop.store.backup import pre_migration_backup

            pre_migration_backup(db_file, current, head)
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            # Python's sqlite3 opens a transaction only before INSERT/UPDATE/DELETE, so CREATE TABLE ran on its own:
            # a kill during the first migration left tables without the revision stamp, and the next start failed
            # with "table documents already exists" (tests/test_crash_safety.py, 2026-12-01). An explicit BEGIN
            # makes the whole upgrade one transaction (SQLAlchemy docs, pysqlite: "Serializable isolation /
            # Savepoints / Transactional DDL").
            conn.exec_driver_sql("BEGIN")
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
        conn.commit()
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


class Store:
    """An open review database: ``engine``, a session factory, and :meth:`write` / :meth:`read` helpers.

    Build with :func:`open_store`. Sessions do not expire objects on commit, so rows read in one
    transaction stay readable after it.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.url = engine.url
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def write(self) -> Iterator[Session]:
        """A session inside one transaction, committed on success, rolled back on any exception."""
        with self._sessions() as session, session.begin():
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading (nothing is committed)."""
        with self._sessions() as session:
            yield session

    def table_names(self) -> list[str]:
        """Tables present in the database (used by tests and the admin screen)."""
        return sorted(inspect(self.engine).get_table_names())

    def checkpoint(self) -> bool:
        """Copy what the write-ahead log holds into the SQLite file now, without waiting for readers or writers
        (``PRAGMA wal_checkpoint(PASSIVE)``; see the module docstring). Returns ``True`` when the whole log was
        copied; ``False`` when a reader or writer kept part of it (the next checkpoint goes on) and for other
        backends, which have nothing to do."""
        if self.engine.dialect.name != "sqlite":
            return False
        with self.engine.connect() as conn:
            busy, log_pages, done = conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
            conn.commit()
        return busy == 0 and done == log_pages

    def close(self) -> None:
        """Dispose of the engine's connections."""
        self.engine.dispose()


def open_store(
    target: str | Path | None = None,
    echo: bool = False,
    daily_backups: int = 0,
    idle_checkpoints: bool = False,
) -> Store:
    """Open (creating and migrating as needed) the store at ``target`` (see module docstring).

    A SQLite file is created with mode 0600 in a folder created 0700 (POSIX; an existing file is set to
    0600). With ``daily_backups`` > 0 (the desktop app passes
    :data:`~thunder_deid_desktop.store.backup.DAILY_KEEP`) one copy a day is kept in ``backups/``, the newest
    ``daily_backups`` of them. With ``idle_checkpoints`` the caller runs :meth:`Store.checkpoint` when idle and
    commits do not checkpoint before :data:`IDLE_AUTOCHECKPOINT` pages (module docstring).

    Raises:
        sqlalchemy.exc.ArgumentError: a malformed URL.
        sqlalchemy.exc.OperationalError: the database cannot be opened or created.
    """
    from thunder_deid_desktop.fileperms import secure_dir, secure_file
    from thunder_deid_desktop.store.backup import daily_backup

    url = make_url(to_url(target))
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        secure_dir(Path(url.database).parent)
        secure_file(Path(url.database))
    engine = create_engine(url, echo=echo)
    if url.get_backend_name() == "sqlite":
        event.listen(
            engine,
            "connect",
            functools.partial(
                _sqlite_pragmas, autocheckpoint=IDLE_AUTOCHECKPOINT if idle_checkpoints else None
            ),
        )
    revision = migrate(engine)
    db_file = _sqlite_file(engine)
    if daily_backups > 0 and db_file is not None:
        daily_backup(db_file, keep=daily_backups)
    log.info("store opened (%s, revision %s)", url.get_backend_name(), revision)
    return Store(engine)
