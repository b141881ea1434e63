"""``thunder-deid-desktop --selftest``: opens a judgment, waits for analysis, checks the highlights, saves a
screenshot. In-process with a stand-in detector (fast, always run) and as the command with the real model."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import GazetteerAnalyzer, bundled_sample
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from thunder_deid_desktop.gui.app import build_parser, make_window, run_selftest
from thunder_deid_desktop.review import AnalyzerRunner, default_model_available
from thunder_deid_desktop.store import open_store

REPO = Path(__file__).resolve().parents[1]


def _window(qtbot, tmp_path: Path, analyzer):
    store = open_store(tmp_path / "db.sqlite3")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = make_window(store, "selftest", settings, runner=AnalyzerRunner(analyzer))
    qtbot.addWidget(w)
    return w, store


def test_selftest_checks_highlights_and_saves_a_screenshot(qtbot, tmp_path: Path, capsys) -> None:
    w, store = _window(qtbot, tmp_path, GazetteerAnalyzer)
    png = tmp_path / "shot" / "window.png"
    assert run_selftest(w, bundled_sample(), png, timeout=60) == 0
    image = QImage(str(png))
    assert image.width() >= 800 and image.height() >= 500
    assert png.stat().st_mode & 0o777 == 0o600  # it shows the judgment: the owner's only (a new-user trial)
    out = capsys.readouterr().out
    assert "19 spans" in out and "colours painted" in out
    assert "김승우" not in out  # counts only, never document text
    store.close()


class Nothing:
    """An analyzer that finds nothing."""

    model_dir = Path("nothing")

    def analyze(self, text):
        return []


def test_selftest_fails_when_nothing_is_highlighted(qtbot, tmp_path: Path, capsys) -> None:
    w, store = _window(qtbot, tmp_path, Nothing)
    assert run_selftest(w, bundled_sample(), None, timeout=60) == 1
    assert "no span" in capsys.readouterr().err
    store.close()


def test_selftest_names_a_file_it_cannot_read_at_once(qtbot, tmp_path: Path, capsys) -> None:
    # a second new-user trial (2026-12-02): a missing or corrupt file waited for the whole timeout
    w, store = _window(qtbot, tmp_path, Nothing)
    bad = tmp_path / "bad.docx"
    bad.write_bytes(b"not a zip")
    t0 = time.perf_counter()
    assert run_selftest(w, tmp_path / "missing.txt", None, timeout=60) == 1
    assert run_selftest(w, bad, None, timeout=60) == 1
    assert time.perf_counter() - t0 < 30  # not the timeout
    err = capsys.readouterr().err
    assert "missing.txt: not found" in err and "bad.docx:" in err
    store.close()


def test_command_line() -> None:
    args = build_parser().parse_args(["a.txt", "b.docx", "--db", "sqlite:///x.db", "--user", "김서기"])
    assert [str(f) for f in args.files] == ["a.txt", "b.docx"] and args.db == "sqlite:///x.db"
    assert args.user == "김서기" and not args.selftest
    args = build_parser().parse_args(["--selftest", "--screenshot", "s.png"])
    assert args.selftest and str(args.screenshot) == "s.png" and args.files == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland check")
def test_no_display_is_one_line_and_exit_2(tmp_path: Path) -> None:
    # found by a new user: without a display Qt aborted the process (SIGABRT) with lines about plugins
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["THUNDER_DEID_DB"] = str(tmp_path / "unused.db")
    proc = subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.gui.app", str(bundled_sample())],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("thunder-deid-desktop: no display found")
    assert not (tmp_path / "unused.db").exists()


@pytest.mark.slow
@pytest.mark.skipif(not default_model_available(), reason="no model folder")
def test_selftest_command_with_the_real_model(tmp_path: Path) -> None:
    png = tmp_path / "selftest.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "THUNDER_DEID_DB": str(tmp_path / "unused.db")}
    proc = subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.gui.app", "--selftest", "--screenshot", str(png)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "selftest:" in proc.stdout and png.is_file()
    assert not (tmp_path / "unused.db").exists()  # the self-test uses a fresh temporary database


def test_main_opens_the_bundled_judgment_then_reopens_it(qtbot, tmp_path: Path, monkeypatch) -> None:
    """``thunder-deid-desktop`` with an empty database opens the bundled sample; started again, it shows the
    same document without importing it twice."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import thunder_deid_desktop.gui.app as app_mod
    import thunder_deid_desktop.jobs.registry as registry
    import thunder_deid_desktop.review.analysis as analysis
    from thunder_deid_desktop.gui.window import MainWindow
    from thunder_deid_desktop.review import Library

    monkeypatch.setattr(analysis, "_default_factory", GazetteerAnalyzer)
    monkeypatch.setattr(registry, "analyzer_factory", lambda store: GazetteerAnalyzer)  # the promoted model
    monkeypatch.setattr(
        app_mod, "_settings", lambda selftest: QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    )
    db = tmp_path / "main.sqlite3"
    seen: list[tuple[str, int]] = []

    def quit_when_shown(tries=[0]):  # noqa: B006 - a counter shared by the retries
        wins = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        ready = [w for w in wins if w.session is not None and w.session.status == "in_review"]
        if ready or tries[0] > 600:
            if ready:
                seen.append((ready[0].session.name, len(ready[0].session.spans())))
            for w in wins:
                w.close()
            QApplication.instance().quit()
            return
        tries[0] += 1
        QTimer.singleShot(50, quit_when_shown)

    for _ in range(2):
        QTimer.singleShot(0, quit_when_shown)
        assert app_mod.main(["--db", str(db), "--user", "김서기"]) == 0
    # a quit() that arrived after its exec() returned stays posted and would end the next test's event loop
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.removePostedEvents(QApplication.instance(), QEvent.Type.Quit)
    assert seen == [(bundled_sample().name, 19)] * 2
    store = open_store(db)
    assert [d.name for d in Library(store).documents()] == [bundled_sample().name]
    assert [u.name for u in Library(store).users()] == ["김서기"]
    store.close()


def test_the_model_is_loaded_in_the_background_when_the_window_opens(qtbot, tmp_path: Path) -> None:
    """The first analysis must not wait for the model load: make_window starts it at once, off the GUI thread."""
    import threading

    loaded_in: list[str] = []

    class Slow(GazetteerAnalyzer):
        def __init__(self) -> None:
            loaded_in.append(threading.current_thread().name)
            super().__init__()

    w, store = _window(qtbot, tmp_path, Slow)
    qtbot.waitUntil(lambda: w.runner.load_seconds is not None, timeout=10000)
    assert loaded_in == ["analyzer-preload"]
    store.close()


def test_status_bar_shows_the_model_and_where_data_is_stored(qtbot, tmp_path: Path) -> None:
    w, store = _window(qtbot, tmp_path, GazetteerAnalyzer)
    model, db, settings = w.where()
    assert db == str(tmp_path / "db.sqlite3") and settings == str(tmp_path / "s.ini")
    text = w.where_label.text()
    assert text.startswith("모델: ") and model in text and db in text  # Korean first
    assert "설정 파일: " + settings in w.where_label.toolTip()
    store.close()
