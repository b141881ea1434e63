"""Tamper-evident audit trail (issue 9, item 6): decisions chained by SHA-256; ``thunder-deid audit verify``
reports the first broken decision after a row is edited, deleted or written around the hook; revision 0003
chains decisions recorded before it."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import gazetteer_detect

from thunder_deid_desktop.review import Library, ReviewSession
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.store.audit import GENESIS, verify_chain
from thunder_deid_desktop.store.db import alembic_config, head_revision

REPO = Path(__file__).resolve().parents[1]


def _reviewed_db(db_path: Path, sample_path: Path) -> list[int]:
    """A real session: import, analysis, accept, reject, undo, redo; returns the decision ids."""
    store = open_store(db_path)
    lib = Library(store)
    user = lib.user("clerk-kim")
    doc_id, _ = lib.import_file(sample_path)
    lib.start_analysis(doc_id, user)
    lib.finish_analysis(doc_id, user, gazetteer_detect(lib.text(doc_id)), "gazetteer", 0.01)
    s = ReviewSession(store, doc_id, user)
    ids = [sp.id for sp in s.spans()]
    s.accept(ids[:3])
    s.reject(ids[3:5])
    s.undo()
    s.redo()
    s.accept(ids[5:6])
    ids = [h.id for h in lib.history()]
    store.close()
    return sorted(ids)


def _verify(db: Path, fmt: str = "text") -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "thunder_deid_desktop.cli",
            "audit",
            "verify",
            "--db",
            str(db),
            "--format",
            fmt,
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_every_decision_is_chained(db_path: Path, sample_path: Path) -> None:
    ids = _reviewed_db(db_path, sample_path)
    con = sqlite3.connect(db_path)
    rows = con.execute("SELECT id, prev_hash, hash FROM decisions ORDER BY id").fetchall()
    con.close()
    assert [r[0] for r in rows] == ids and len(ids) >= 7
    assert rows[0][1] == GENESIS
    for (_, _, h), (_, prev, _) in zip(rows, rows[1:], strict=False):
        assert prev == h and len(h) == 64
    store = open_store(db_path)
    report = verify_chain(store.engine)
    store.close()
    assert report.ok and report.checked == len(ids) and report.head == rows[-1][2]


def test_verify_command_intact_then_edited_row(db_path: Path, sample_path: Path) -> None:
    ids = _reviewed_db(db_path, sample_path)
    ok = _verify(db_path)
    assert ok.returncode == 0, ok.stderr
    assert f"intact: {len(ids)} decisions" in ok.stdout
    victim = ids[4]
    con = sqlite3.connect(db_path)  # a raw edit: turn a decision's outcome around
    (after,) = con.execute("SELECT after FROM decisions WHERE id = ?", (victim,)).fetchone()
    assert "accepted" in after or "rejected" in after or "status" in after
    forged = (
        after.replace("rejected", "accepted")
        if "rejected" in after
        else after.replace("accepted", "rejected")
    )
    if forged == after:
        forged = json.dumps({**json.loads(after), "note": 1})
    con.execute("UPDATE decisions SET after = ? WHERE id = ?", (forged, victim))
    con.commit()
    con.close()
    bad = _verify(db_path)
    assert bad.returncode == 1
    assert f"BROKEN at decision {victim} (hash mismatch)" in bad.stdout
    js = _verify(db_path, "json")
    assert js.returncode == 1
    report = json.loads(js.stdout)
    assert (
        report["ok"] is False and report["first_broken_id"] == victim and report["reason"] == "hash mismatch"
    )


def test_a_changed_timestamp_or_user_is_caught(db_path: Path, sample_path: Path) -> None:
    ids = _reviewed_db(db_path, sample_path)
    con = sqlite3.connect(db_path)
    con.execute("UPDATE decisions SET timestamp = '2020-01-01 00:00:00.000000' WHERE id = ?", (ids[2],))
    con.commit()
    con.close()
    store = open_store(db_path)
    report = verify_chain(store.engine)
    store.close()
    assert (report.ok, report.first_broken_id, report.reason) == (False, ids[2], "hash mismatch")


def test_a_deleted_row_breaks_the_next_link(db_path: Path, sample_path: Path) -> None:
    ids = _reviewed_db(db_path, sample_path)
    con = sqlite3.connect(db_path)
    con.execute("PRAGMA foreign_keys=OFF")
    con.execute("DELETE FROM decisions WHERE id = ?", (ids[3],))
    con.commit()
    con.close()
    bad = _verify(db_path)
    assert bad.returncode == 1 and f"decision {ids[4]} (prev_hash mismatch)" in bad.stdout


def test_a_row_inserted_around_the_hook_is_reported(db_path: Path, sample_path: Path) -> None:
    ids = _reviewed_db(db_path, sample_path)
    con = sqlite3.connect(db_path)
    con.execute(
        "INSERT INTO decisions (document_id, user_id, timestamp, action, params, before, after, undoable)"
        " VALUES (1, 1, '2026-11-30 10:00:00.000000', 'accept', '{}', '{}', '{}', 0)"
    )
    con.commit()
    con.close()
    bad = _verify(db_path, "json")
    assert bad.returncode == 1
    assert json.loads(bad.stdout)["first_broken_id"] == ids[-1] + 1
    assert json.loads(bad.stdout)["reason"] == "missing hash"


def test_verify_a_missing_database(tmp_path: Path) -> None:
    r = _verify(tmp_path / "nope.sqlite3")
    assert r.returncode == 2 and "no such database" in r.stderr
    assert not (tmp_path / "nope.sqlite3").exists()


def test_revision_0003_chains_existing_decisions_and_backs_up_first(db_path: Path) -> None:
    """A database left at 0002 with decisions is backed up, migrated, and its old decisions verify."""
    from alembic import command
    from sqlalchemy import create_engine

    engine = create_engine(f"sqlite:///{db_path}")
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0002")
    engine.dispose()
    con = sqlite3.connect(db_path)
    con.execute(
        "INSERT INTO users (id, name, role, created_at) VALUES (1, 'kim', 'admin', '2026-11-29 09:00:00')"
    )
    con.execute(
        "INSERT INTO documents (id, name, format, normalizations, content_hash, text, char_count, status,"
        " n_spans, n_pending, created_at, updated_at) VALUES (1, 'a.txt', 'txt', '[]', 'x', '피고인 홍길동',"
        " 7, 'in_review', 0, 0, '2026-11-29 09:00:00', '2026-11-29 09:00:00')"
    )
    for k in range(5):
        con.execute(
            "INSERT INTO decisions (document_id, user_id, timestamp, action, params, before, after, undoable,"
            " undo_scope) VALUES (1, 1, ?, 'accept', '{}', ?, ?, 1, 'user')",
            (
                f"2026-11-29 09:0{k}:00.000000",
                json.dumps({"spans": {"1": None}}),
                json.dumps({"spans": {"1": k}}),
            ),
        )
    con.commit()
    con.close()
    store = open_store(db_path)
    report = verify_chain(store.engine)
    store.close()
    assert report.ok and report.checked == 5
    backups = list(
        (db_path.parent / "backups").glob(f"{db_path.stem}.pre-0002-to-{head_revision()}.*.sqlite3")
    )
    assert len(backups) == 1
    old = sqlite3.connect(backups[0])
    assert old.execute("SELECT version_num FROM alembic_version").fetchone() == ("0002",)
    assert old.execute("SELECT count(*) FROM decisions").fetchone() == (5,)
    old.close()


@pytest.mark.parametrize("scope", [None, "user"])
def test_hash_is_stable_across_reads(db_path: Path, scope) -> None:
    """The hash computed at insert equals the one recomputed from the stored row (JSON keys, time zone)."""
    from thunder_deid_desktop.store import Decision
    from thunder_deid_desktop.store.audit import decision_hash

    store = open_store(db_path)
    lib = Library(store)
    user = lib.user("a")
    doc, _ = lib.import_text("a.txt", "피고인 홍길동은")
    with store.write() as s:
        d = Decision(
            document_id=doc, user_id=user.id, action="x", after={"spans": {10: 1, 2: None}}, undo_scope=scope
        )
        s.add(d)
    with store.read() as s:
        row = s.get(Decision, d.id)
        assert row.hash == d.hash and decision_hash(row.__dict__, row.prev_hash) == row.hash
    assert verify_chain(store.engine).ok
    store.close()
