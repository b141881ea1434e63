"""Crash safety (issue 9, item 2): the review code path run as a process (the scripted driver,
``python -m thunder_deid_desktop.review.driver``, which opens the store, recovers, imports, analyses and decides
exactly as the window does) is killed with SIGKILL at random moments, 24 times, and restarted; every decision
it reported as committed must still be there, ``PRAGMA integrity_check`` must say ``ok``, the hash chain must
verify and the document must reopen. Also: the daily backup rotation and the pre-migration backup."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from datetime import date, timedelta
from pathlib import Path

import pytest

from thunder_deid_desktop.review import Library, ReviewSession
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.store.audit import verify_chain
from thunder_deid_desktop.store.backup import daily_backup

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"
KILLS = 24


def _start(db: Path, seed: int, stderr) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "thunder_deid_desktop.review.driver",
            str(DATA / "judgment_dui.txt"),
            "--db",
            str(db),
            "--spans",
            str(DATA / "judgment_dui.spans.json"),
            "--decisions",
            "100000",
            "--seed",
            str(seed),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        env={**os.environ, "THUNDER_DEID_LOG_LEVEL": "WARNING"},
    )


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_sigkill_at_random_moments_loses_no_committed_decision(tmp_path: Path) -> None:
    db = tmp_path / "review.sqlite3"
    rng = random.Random(9)
    committed: set[int] = set()
    killed_after_ready = 0
    for k in range(KILLS):
        err_path = tmp_path / f"driver-{k}.err"
        err = open(err_path, "w", encoding="utf-8")  # closed after the kill
        proc = _start(db, k, err)
        lines: list[str] = []
        reader = threading.Thread(target=lambda p=proc, out=lines: out.extend(p.stdout), daemon=True)
        reader.start()
        # the first kills land during start-up (store open, migration, import, analysis), later ones while
        # deciding
        time.sleep(rng.uniform(0.05, 1.0) if k < 4 else rng.uniform(0.0, 0.4))
        if k >= 4:  # wait until it is deciding, then a random moment more
            deadline = time.monotonic() + 60
            while not any(x.startswith("committed") for x in lines) and time.monotonic() < deadline:
                if proc.poll() is not None:
                    break
                time.sleep(0.02)
            time.sleep(rng.uniform(0.0, 0.3))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        reader.join(timeout=30)
        err.close()
        assert proc.returncode == -signal.SIGKILL, (
            f"run {k} ended by itself ({proc.returncode}): {err_path.read_text(encoding='utf-8')[-3000:]}"
        )
        ids = {int(x.split()[1]) for x in lines if x.startswith("committed ")}
        killed_after_ready += bool(ids)
        committed |= ids
        con = sqlite3.connect(db)
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        stored = {r[0] for r in con.execute("SELECT id FROM decisions")} if "decisions" in tables else set()
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        con.close()
        assert committed <= stored, f"run {k}: lost {sorted(committed - stored)[:5]}"
    assert killed_after_ready >= KILLS - 6 and len(committed) >= 2 * KILLS
    store = open_store(db)
    report = verify_chain(store.engine)
    assert report.ok, report
    lib = Library(store)
    user = lib.user("driver")
    (doc,) = lib.documents()
    session = ReviewSession(store, doc.id, user)  # the event log replays into a consistent state
    assert len(session.spans()) >= 16 and doc.status == "in_review"
    store.close()


def test_daily_backup_rotates_and_keeps_n(tmp_path: Path) -> None:
    db = tmp_path / "review.sqlite3"
    store = open_store(db)
    Library(store).import_text("a.txt", "피고인 홍길동은")
    store.close()
    day = date(2026, 11, 1)
    made = [daily_backup(db, keep=3, today=day + timedelta(days=i)) for i in range(5)]
    assert all(made)
    assert daily_backup(db, keep=3, today=day + timedelta(days=4)) is None  # one a day
    names = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert names == [f"review.daily-2026-11-0{d}.sqlite3" for d in (3, 4, 5)]
    copy = sqlite3.connect(tmp_path / "backups" / names[-1])
    assert copy.execute("SELECT count(*) FROM documents").fetchone() == (1,)
    assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    copy.close()
    if os.name == "posix":
        assert (tmp_path / "backups").stat().st_mode & 0o777 == 0o700
        assert {p.stat().st_mode & 0o777 for p in (tmp_path / "backups").iterdir()} == {0o600}


def test_the_app_takes_the_daily_backup_when_it_opens_the_store(tmp_path: Path) -> None:
    db = tmp_path / "app" / "review.sqlite3"
    store = open_store(db, daily_backups=7)
    store.close()
    assert len(list((db.parent / "backups").glob("review.daily-*.sqlite3"))) == 1
    store = open_store(tmp_path / "plain.sqlite3")  # tests and tools: no daily copy unless asked
    store.close()
    assert not (tmp_path / "backups").exists()
