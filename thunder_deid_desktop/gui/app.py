"""``thunder-deid-desktop``: the review app's command line (issue 4, item 7).

::

    thunder-deid-desktop [FILE...] [--db PATH|URL] [--user NAME] [--policy P] [--lang ko|en]
    thunder-deid-desktop --selftest [--screenshot PNG] [FILE]

Without FILE and with an empty queue, the bundled real judgment (``resources/samples``) is opened. ``--db``
takes a SQLite file or a SQLAlchemy URL (default: ``review.sqlite3`` in the user data folder). ``--user``
defaults to the login name; the first user of a new database is its admin.

``--selftest`` opens FILE (default: the bundled sample) in a fresh temporary database (unless ``--db`` is
given), waits for the analysis, checks that every span is highlighted and that highlight colours were painted,
saves a screenshot, prints one summary line (counts only) and exits 0, or 1 with the reason.
"""

from __future__ import annotations

import argparse
import getpass
import logging
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``thunder-deid-desktop``."""
    p = argparse.ArgumentParser(
        prog="thunder-deid-desktop",
        description="Review and de-identify Korean court judgments (비실명처리) in a desktop window.",
    )
    p.add_argument(
        "files", nargs="*", type=Path, metavar="FILE", help="judgments to open (.txt .docx .hwpx .pdf)"
    )
    p.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL (default: the user data folder)")
    p.add_argument("--user", default=None, help="reviewer name (default: the login name)")
    p.add_argument(
        "--policy", default="court", help="rendering policy: court (default), lawgokr, pseudonym, or YAML"
    )
    p.add_argument(
        "--lang", choices=("ko", "en"), default=None, help="interface language (default: saved, else ko)"
    )
    p.add_argument(
        "--selftest", action="store_true", help="open FILE, wait for analysis, check highlights, exit"
    )
    p.add_argument("--screenshot", type=Path, default=None, help="with --selftest: save a PNG of the window")
    p.add_argument(
        "--timeout", type=float, default=600.0, help="with --selftest: seconds to wait for analysis"
    )
    return p


def _settings(selftest: bool):
    from PySide6.QtCore import QSettings

    if selftest:  # never touch the user's settings (a temporary file: language and window size, no text)
        path = Path(tempfile.mkdtemp(prefix="tdd-selftest-")) / "settings.ini"
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "thunder-deid-desktop", "desktop")


def make_window(store, user_name: str, settings, policy: str = "court", runner=None, lang: str | None = None):
    """Create the main window on an open store (used by :func:`main` and by tests).

    Requires a running ``QApplication``; loads the shipped font and the saved (or given) language, and moves
    garbage collection to the GUI thread (:func:`thunder_deid_desktop.gui.gc_pauses.install`).
    """
    from PySide6.QtWidgets import QApplication

    from thunder_deid_desktop.gui import gc_pauses
    from thunder_deid_desktop.gui.fonts import apply_app_font
    from thunder_deid_desktop.gui.i18n import install_language
    from thunder_deid_desktop.gui.window import MainWindow
    from thunder_deid_desktop.review import AnalyzerRunner, Library

    app = QApplication.instance()
    gc_pauses.install()  # garbage is collected on this (the GUI) thread only
    apply_app_font(app)
    language = lang or settings.value("language", "ko")
    settings.setValue("language", language)
    install_language(language)
    user = Library(store).user(user_name)
    if runner is None:  # the promoted model of this store (issue 5)
        from thunder_deid_desktop.jobs.registry import analyzer_factory

        runner = AnalyzerRunner(analyzer_factory(store))
    preload(runner)
    return MainWindow(store, user, runner, settings, policy)


def preload(runner) -> None:
    """Load the model in a background thread while the clerk picks a file (about 4 s on 2 cores), so that the
    first analysis does not wait for it. A failure is left for the first analysis to report."""
    import threading

    def load() -> None:
        try:
            runner.load()
        except Exception as exc:  # reported by the analysis that needs the model
            log.info("model preload failed: %s", type(exc).__name__)

    threading.Thread(target=load, name="analyzer-preload", daemon=True).start()


def wait_for(predicate, timeout: float) -> bool:
    """Process Qt events until ``predicate()`` is true or ``timeout`` seconds pass."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    return predicate()


def painted_highlights(window) -> int:
    """Number of distinct tier-2 highlight colours visible in the text view's pixels."""
    colors = set()
    for m in window.highlighter.marks():
        if m.status != "rejected":
            colors.add(m.color.lower())
    if not colors:
        return 0
    img = window.text_view.viewport().grab().toImage()
    found = set()
    step = 2
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            name = img.pixelColor(x, y).name().lower()
            if name in colors:
                found.add(name)
        if found == colors:
            break
    return len(found)


def run_selftest(window, file: Path, screenshot: Path | None, timeout: float) -> int:
    """Open ``file`` in ``window``, wait for analysis, check highlights, save ``screenshot``; 0 when all is
    well, 1 otherwise (the reason printed on stderr)."""
    from PySide6.QtWidgets import QApplication

    from thunder_deid_desktop.documents import DocumentError, load_document

    try:  # a file that cannot be read is named at once (a new-user trial waited for the whole timeout)
        load_document(file)
    except DocumentError as exc:
        print(f"selftest: {file}: {exc.reason}", file=sys.stderr)
        return 1
    state: dict = {}
    window.document_ready.connect(lambda doc_id: state.setdefault("ready", doc_id))
    window.analysis_failed.connect(lambda doc_id, kind: state.setdefault("failed", kind))
    window.show()
    t0 = time.perf_counter()
    window.open_files([file])
    if not wait_for(lambda: "ready" in state or "failed" in state, timeout):
        print("selftest: analysis did not finish in time", file=sys.stderr)
        return 1
    if "failed" in state:
        print(f"selftest: analysis failed ({state['failed']})", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - t0
    wait_for(lambda: False, 0.5)  # let the window paint
    session = window.session
    live = session.spans(include_rejected=False)
    marks = window.highlighter.marks()
    problems = []
    if not live:
        problems.append("the analysis found no span in the judgment")
    if len(marks) != len(session.spans()):
        problems.append(f"{len(marks)} highlights for {len(session.spans())} spans")
    for m, s in zip(marks, session.spans(), strict=False):
        if window.offsets.to_cp(m.start16) != s.start or window.offsets.to_cp(m.end16) != s.end:
            problems.append("a highlight is not where its span is")
            break
    if window.highlighter.applied < 1 and live:
        problems.append("no highlight was applied to the text")
    if live:  # scroll to the first span so that it is on screen
        window.select_span(live[0].id, move=True)
        wait_for(lambda: False, 0.3)
    painted = painted_highlights(window) if live else 0
    if live and painted == 0:
        problems.append("no highlight colour was painted")
    if screenshot is not None:
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        # the picture shows the judgment: the owner's only, as every file the product writes (a new-user trial)
        from thunder_deid_desktop.fileperms import secure_file

        secure_file(screenshot)
        if not window.grab().save(str(screenshot)):
            problems.append(f"cannot write {screenshot}")
    print(
        f"selftest: {len(session.text)} chars, {len(live)} spans, {painted} colours painted, "
        f"analysis {seconds:.1f} s, model {window.runner.model_name or '-'}"
        + (f", screenshot {screenshot}" if screenshot else "")
    )
    QApplication.processEvents()
    if problems:
        print("selftest: FAILED: " + "; ".join(problems), file=sys.stderr)
        return 1
    return 0


def _display_available() -> bool:
    """False only on Linux/BSD with no X11 or Wayland display and no ``QT_QPA_PLATFORM`` chosen (Windows and
    macOS always have their own platform plugin)."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return True
    return any(os.environ.get(v) for v in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    """Run the app (see module docstring); returns the exit status."""
    args = build_parser().parse_args(argv)
    from thunder_deid_desktop.logs import configure_logging

    configure_logging()  # INFO for our loggers; SQL and library loggers held at WARNING (no text in logs)
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None and not _display_available():
        # Qt would abort the process (SIGABRT) with several lines about platform plugins
        print(
            "thunder-deid-desktop: no display found (DISPLAY / WAYLAND_DISPLAY unset); run it in a desktop "
            "session, use `thunder-deid` for batch work, or set QT_QPA_PLATFORM=offscreen for a headless check",
            file=sys.stderr,
        )
        return 2

    from thunder_deid_desktop.gui.resources import sample_path
    from thunder_deid_desktop.store import open_store
    from thunder_deid_desktop.store.backup import DAILY_KEEP

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Thunder-DeID Desktop")
    app.setOrganizationName("thunder-deid-desktop")
    db = args.db
    # the self-test's temporary database folder, removed on exit: it holds the judgment's text
    scratch = Path(tempfile.mkdtemp(prefix="tdd-selftest-")) if args.selftest else None
    if scratch is not None and db is None:
        db = scratch / "review.sqlite3"
    try:
        store = open_store(db, daily_backups=0 if args.selftest else DAILY_KEEP, idle_checkpoints=True)
    except Exception as exc:  # a bad --db must not end in a traceback
        print(f"thunder-deid-desktop: cannot open the database: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    settings = _settings(args.selftest)
    user = args.user or getpass.getuser() or "clerk"
    window = make_window(
        store, user, settings, args.policy, lang=args.lang or ("ko" if args.selftest else None)
    )
    if args.selftest:
        if len(args.files) > 1:
            print("thunder-deid-desktop: --selftest takes at most one FILE", file=sys.stderr)
            return 2
        file = args.files[0] if args.files else sample_path()
        code = run_selftest(window, file, args.screenshot, args.timeout)
        window.close()
        store.close()
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
        return code
    window.show()
    files = list(args.files)
    if not files and not window.library.documents():
        files = [sample_path()]
    if files:
        window.open_files(files)
    else:
        docs = window.library.documents()
        window.show_document(docs[-1].id)
    code = app.exec()
    store.close()
    return int(code)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
