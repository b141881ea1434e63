"""The review store: real SQLite files, Alembic migrations run at open, one transaction per write."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import select, text

from thunder_deid_desktop.store import Decision, Document, User, default_db_path, open_store, to_url
from thunder_deid_desktop.store.db import alembic_config, head_revision


def test_open_creates_schema_at_head_and_reopens(db_path: Path) -> None:
    store = open_store(db_path)
    assert db_path.is_file()
    assert {"users", "documents", "spans", "decisions", "entities", "alembic_version"} <= set(
        store.table_names()
    )
    with store.read() as s:
        assert s.execute(text("select version_num from alembic_version")).scalar() == head_revision()
    store.close()
    again = open_store(db_path)  # idempotent: no error, same revision
    with again.read() as s:
        assert s.execute(text("select count(*) from alembic_version")).scalar() == 1
    again.close()


def test_sqlite_is_wal_with_foreign_keys(db_path: Path) -> None:
    store = open_store(db_path)
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar().lower() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
    store.close()


def test_idle_checkpoints_leave_the_log_to_the_owner_until_its_limit(db_path: Path) -> None:
    """With ``idle_checkpoints`` a commit does not checkpoint before IDLE_AUTOCHECKPOINT pages; the owner's
    :meth:`Store.checkpoint` copies the log into the file, and a plain connection sees every row either way."""
    from thunder_deid_desktop.store.db import IDLE_AUTOCHECKPOINT

    plain = open_store(db_path)
    with plain.engine.connect() as conn:
        assert conn.execute(text("PRAGMA wal_autocheckpoint")).scalar() == 1000  # SQLite's default
    plain.close()
    store = open_store(db_path, idle_checkpoints=True)
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA wal_autocheckpoint")).scalar() == IDLE_AUTOCHECKPOINT
    for i in range(300):  # about 1,500 pages of log: past SQLite's default limit, below ours
        with store.write() as s:
            s.add(Document(name=f"d{i}", content_hash=f"{i:064x}", text="가" * 4000, char_count=4000))
    wal = db_path.with_name(db_path.name + "-wal")
    assert wal.stat().st_size > 1000 * 4096
    with sqlite3.connect(db_path) as raw:  # committed rows are readable before any checkpoint
        assert raw.execute("select count(*) from documents").fetchone() == (300,)
        raw.execute("PRAGMA wal_autocheckpoint=0")  # this reader must not checkpoint on close either
    assert store.checkpoint() is True
    with (
        store.engine.connect() as conn
    ):  # the whole log is in the file now: a new checkpoint has nothing to copy
        busy, log_pages, done = conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
        assert busy == 0 and log_pages == done
    store.close()


def test_write_commits_at_once_and_rolls_back_on_error(db_path: Path) -> None:
    store = open_store(db_path)
    with store.write() as s:
        s.add(User(name="clerk1", role="clerk"))
    # another connection (plain sqlite3, not SQLAlchemy) sees the committed row immediately
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("select name, role from users").fetchall() == [("clerk1", "clerk")]
    with pytest.raises(RuntimeError), store.write() as s:
        s.add(User(name="ghost"))
        s.flush()
        raise RuntimeError("boom")
    with store.read() as s:
        assert [u.name for u in s.scalars(select(User))] == ["clerk1"]
    store.close()


def test_json_before_after_round_trip(db_path: Path) -> None:
    store = open_store(db_path)
    with store.write() as s:
        u = User(name="a")
        d = Document(name="x.txt", content_hash="0" * 64, text="홍길동😀", char_count=4)
        s.add_all([u, d])
        s.flush()
        s.add(
            Decision(
                document_id=d.id,
                user_id=u.id,
                action="accept",
                before={"spans": {"1": {"status": "pending"}}},
                after={"spans": {"1": {"status": "accepted"}}},
            )
        )
    store.close()
    store = open_store(db_path)
    with store.read() as s:
        dec = s.scalar(select(Decision))
        assert dec.after == {"spans": {"1": {"status": "accepted"}}}
        assert dec.timestamp is not None
        assert s.scalar(select(Document)).text == "홍길동😀"
    store.close()


def test_targets_path_url_and_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert to_url("postgresql+psycopg://u@h/db") == "postgresql+psycopg://u@h/db"
    assert to_url(tmp_path / "a.db") == f"sqlite:///{(tmp_path / 'a.db').resolve()}"
    store = open_store(f"sqlite:///{tmp_path / 'url.db'}")
    assert (tmp_path / "url.db").is_file()
    store.close()
    monkeypatch.setenv("THUNDER_DEID_DB", str(tmp_path / "env" / "r.db"))
    assert default_db_path() == tmp_path / "env" / "r.db"
    store = open_store(None)
    assert (tmp_path / "env" / "r.db").is_file()
    store.close()
    monkeypatch.delenv("THUNDER_DEID_DB")
    from platformdirs import user_data_dir

    assert (
        default_db_path() == Path(user_data_dir("thunder-deid-desktop", appauthor=False)) / "review.sqlite3"
    )


def test_migrations_downgrade_and_upgrade(db_path: Path) -> None:
    from alembic import command

    store = open_store(db_path)
    cfg = alembic_config()
    with store.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "base")
    assert set(store.table_names()) == {"alembic_version"}
    store.close()
    store = open_store(db_path)
    assert "decisions" in store.table_names()
    store.close()


def test_models_match_migrations(db_path: Path) -> None:
    """Autogenerate finds nothing to do: the migration scripts create exactly the models' schema."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    from thunder_deid_desktop.store import Base

    store = open_store(db_path)
    with store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []
    store.close()


def test_a_migration_that_dies_half_way_leaves_no_table_behind(db_path: Path, monkeypatch) -> None:
    # Python's sqlite3 runs CREATE TABLE outside a transaction unless one is begun explicitly: a kill during the
    # first migration left tables without the revision stamp, and the next start failed (test_crash_safety)
    from alembic import command

    real_upgrade = command.upgrade

    def upgrade_then_die(cfg, revision):
        real_upgrade(cfg, revision)  # every table created, the revision stamped ...
        raise KeyboardInterrupt  # ... and the process interrupted before the commit

    monkeypatch.setattr(command, "upgrade", upgrade_then_die)
    with pytest.raises(KeyboardInterrupt):
        open_store(db_path)
    tables = (
        sqlite3.connect(db_path).execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    )
    assert tables == []
    monkeypatch.setattr(command, "upgrade", real_upgrade)
    store = open_store(db_path)  # the next start migrates from scratch
    with store.read() as session:
        assert session.execute(text("SELECT version_num FROM alembic_version")).scalar() == head_revision()
