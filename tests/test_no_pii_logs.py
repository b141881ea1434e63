"""No PII in logs (issue 9, item 4): a full session — ``thunder-deid deidentify`` (detection with the real model) and the scripted
reviewer (import, analysis with the real model, decisions, undo/redo, export) — runs with logging at DEBUG into
a file; the file must hold events (it is not empty) and none of the span strings found in the judgment, nor
its file name. A control shows that the scan does catch text when a logger prints it (SQLAlchemy's statement
log, ``open_store(echo=True)``, a developer switch that must stay off)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop.review import default_model_available

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"


def _run(args: list[str], log: Path, timeout: int = 300) -> subprocess.CompletedProcess:
    env = {**os.environ, "THUNDER_DEID_LOG_LEVEL": "DEBUG", "THUNDER_DEID_LOG_FILE": str(log)}
    return subprocess.run(
        [sys.executable, *args], cwd=REPO, env=env, capture_output=True, text=True, timeout=timeout
    )


def _span_strings(db: Path, report: Path) -> set[str]:
    """Every span string the CLI detected (its report) and the reviewer stored (the spans table)."""
    strings = {s["text"] for s in json.loads(report.read_text(encoding="utf-8"))["spans"]}
    con = sqlite3.connect(db)
    for start, end, text in con.execute(
        "SELECT s.start_cp, s.end_cp, d.text FROM spans s JOIN documents d ON d.id = s.document_id"
    ):
        strings.add(text[start:end])
    con.close()
    return {s for s in strings if len(s.strip()) >= 2}


@pytest.mark.slow
@pytest.mark.skipif(not default_model_available(), reason="no model folder")
def test_a_full_session_logs_no_span_string(tmp_path: Path) -> None:
    judgment = tmp_path / "홍길동_판결.txt"  # a file name that is itself personal information
    judgment.write_bytes((DATA / "judgment_dui.txt").read_bytes())
    log = tmp_path / "debug.log"
    out = tmp_path / "out"
    r = _run(["-m", "thunder_deid_desktop.cli", "deidentify", str(judgment), "-o", str(out), "--report"], log)
    assert r.returncode == 0, r.stderr[-2000:]
    db = tmp_path / "review.sqlite3"
    r = _run(
        ["-m", "thunder_deid_desktop.review.driver", str(judgment), "--db", str(db), "--model", "default",
         "--decisions", "25", "--seed", "3", "--export", str(tmp_path / "export")],
        log,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    text = log.read_text(encoding="utf-8")
    assert " DEBUG thunder_deid_desktop.review.session: document 1: " in text  # decisions were logged
    assert "document 1 imported" in text and "document 1 exported" in text
    (report,) = out.glob("*.report.json")
    strings = _span_strings(db, report)
    assert len(strings) >= 10
    leaked = sorted(s for s in strings if s in text)
    assert leaked == []
    assert "홍길동" not in text
    if os.name == "posix":
        assert log.stat().st_mode & 0o777 == 0o600


def test_the_scan_catches_text_when_sql_echo_is_on(tmp_path: Path) -> None:
    """Control: with SQL echo on, statement parameters (the judgment text) reach the log and the scan sees them;
    with the app's set-up they do not."""
    code = (
        "import sys\n"
        "from thunder_deid_desktop.logs import configure_logging\n"
        "configure_logging('DEBUG', sys.argv[1])\n"
        "from thunder_deid_desktop.review import Library\n"
        "from thunder_deid_desktop.store import open_store\n"
        "store = open_store(sys.argv[2], echo=sys.argv[3] == 'echo')\n"
        "Library(store).import_text('a.txt', '피고인 홍길동은 음주운전')\n"
    )
    for mode, leaks in (("echo", True), ("app", False)):
        log = tmp_path / f"{mode}.log"
        args = [sys.executable, "-c", code, str(log), str(tmp_path / f"{mode}.sqlite3"), mode]
        r = subprocess.run(args, cwd=REPO, capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        assert ("홍길동" in log.read_text(encoding="utf-8")) is leaks, mode
