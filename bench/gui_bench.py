"""Responsiveness of the desktop review window (issue 4, item 4), offscreen, on this machine.

Usage: ``python bench/gui_bench.py [--model DIR | --no-model] [--repeats N] [--json OUT]``

Targets of the issue and what is measured for each (wall clock, ``time.perf_counter``):

* *a 26k-character judgment readable within 300 ms*: from ``open_files`` (file read in a worker, import into
  the store, text shown) until the text widget holds the whole judgment — the longest shared sample (25,293
  chars);
* *highlighted within 2 s on 2 cores*: from ``open_files`` until every span is highlighted, including the model
  load of a fresh process (cold) and with the model loaded (warm: a second, slightly different file);
  ``analysis_s`` is the analyzer's own share (model load included when cold);
* *each review action <= 16 ms*: accept (+ move to the next), reject, relabel, boundary nudge, add, apply to
  identical occurrences, undo, redo — each through the window's own handler, so the time includes the SQLite
  commit and the re-highlighting of the touched blocks. The entity list and preview follow 150 ms later
  (debounced): rendering runs in a worker, ``preview_ready`` is the time until they show the change and
  ``preview_gui_thread`` the part of it spent on the GUI thread (filling the list and the preview);
* *300k-character judgments stay usable*: 300k characters of real judgments (the shared samples joined) with
  synthetic spans (every 2-4 syllable word before a particle, ~1 in 6): open and highlight, the review
  actions, the refresh, and a full-page paint while scrolling.

``--no-model`` replaces the model by the synthetic spans everywhere (no analysis figures then). Figures depend
on the machine and its load; each action figure is the median and maximum of ``--repeats`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

_WORD = re.compile(r"(?<![가-힣])[가-힣]{2,4}(?=[은는이가을를에의와과])")


def shared_samples() -> Path:
    env = os.environ.get("THUNDER_DEID_SHARED")
    base = Path(env) if env else ROOT / ".." / "shared"
    return base / "data" / "precedent_kr" / "samples"


def synthetic_spans(text: str, every: int = 6):
    """Deterministic load: every ``every``-th 2-4 syllable word before a particle, as a name or a place."""
    from thunder_deid_desktop.spans import Span
    from thunder_deid_desktop.taxonomy import get_taxonomy

    tax = get_taxonomy()
    out = []
    for k, m in enumerate(_WORD.finditer(text)):
        if k % every:
            continue
        label = "내국인이름" if k % 12 == 0 else "건설업체"
        out.append(tax.annotate(Span(m.start(), m.end(), m.group(0), label, 0.5 + (k % 50) / 100, "model")))
    return out


class Synthetic:
    """An analyzer stand-in that returns :func:`synthetic_spans`."""

    model_dir = Path("synthetic")

    def analyze(self, text: str):
        return synthetic_spans(text)


def wait(pred, timeout: float = 600.0) -> bool:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    end = time.perf_counter() + timeout
    while not pred():
        if time.perf_counter() > end:
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        time.sleep(0.002)  # like Qt's own event loop, give the GIL to the worker threads while idle
    return True


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def open_and_time(w, path: Path, n_chars: int) -> dict:
    """Open ``path``; time until readable (text shown) and until highlighted (analysis done, spans drawn)."""
    ready: list[int] = []
    w.document_ready.connect(lambda d: ready.append(d))
    analysis: list[float] = []
    analyze = w.runner.analyze

    def timed_analyze(*args, **kwargs):  # runs in the analysis thread
        t = time.perf_counter()
        try:
            return analyze(*args, **kwargs)
        finally:
            analysis.append(time.perf_counter() - t)

    w.runner.analyze = timed_analyze
    t0 = time.perf_counter()
    w.open_files([path])
    wait(lambda: w.session is not None and w.text_view.document().characterCount() - 1 >= n_chars)
    readable = time.perf_counter() - t0
    wait(lambda: bool(ready))
    wait(lambda: len(w.highlighter.marks()) == len(w.session.spans()))
    highlighted = time.perf_counter() - t0
    w.document_ready.disconnect()
    w.runner.analyze = analyze
    return {
        "readable_ms": ms(readable),
        "highlighted_s": round(highlighted, 3),
        "analysis_s": round(analysis[0], 3) if analysis else None,
        "spans": len(w.session.spans()),
    }


def time_actions(w, repeats: int) -> dict:
    """Median and max milliseconds of each review action through the window's handlers."""
    s = w.session
    times: dict[str, list[float]] = {}
    gui_part: list[float] = []
    show = w._show_rendering

    def timed_show(*args):  # the part of a preview refresh that runs on the GUI thread
        t = time.perf_counter()
        show(*args)
        gui_part.append(time.perf_counter() - t)

    w._show_rendering = timed_show

    def timed(name, fn, *args):
        t = time.perf_counter()
        fn(*args)
        times.setdefault(name, []).append(time.perf_counter() - t)

    for _ in range(repeats):
        pending = [x for x in s.spans() if x.status == "pending"]
        if len(pending) < 4:
            break
        w.select_span(pending[0].id)
        timed("accept", w.accept_current)
        w.select_span(pending[1].id)
        timed("reject", w.reject_current)
        w.select_span(pending[2].id)
        timed("relabel", w.relabel_current_to, "외국인이름")
        timed("nudge_end", w.nudge, 0, -1)
        timed("undo", w.undo)
        timed("redo", w.redo)
        timed("undo", w.undo)
        shown: list[int] = []
        w.rendering_shown.connect(shown.append)
        t = time.perf_counter()
        w.refresh_rendering()
        wait(shown.__len__)
        times.setdefault("preview_ready", []).append(time.perf_counter() - t)
        w.rendering_shown.disconnect()
        times.setdefault("preview_gui_thread", []).append(gui_part[-1])
        w.select_span(pending[3].id)
        w.accept_current()
        w.select_span(pending[3].id)
        timed("apply_identical", w._run, s.apply_identical, pending[3].id)
        timed("undo", w.undo)
    # add a span over a free word
    free = next(
        (
            m
            for m in re.finditer(r"[가-힣]{3}", s.text)
            if not s.spans_at(m.start()) and not s.spans_at(m.end() - 1)
        ),
        None,
    )
    if free is not None:
        timed("add", w._run, s.add, free.start(), free.end(), "내국인이름")
    return {
        k: {"median_ms": ms(statistics.median(v)), "max_ms": ms(max(v)), "n": len(v)}
        for k, v in times.items()
    }


def paint_time(w) -> float:
    """Milliseconds to scroll one page down and paint the text view."""
    bar = w.text_view.verticalScrollBar()
    bar.setValue(bar.value() + bar.pageStep())
    t = time.perf_counter()
    w.text_view.viewport().grab()
    return ms(time.perf_counter() - t)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", type=Path, default=None, help="model folder (default: the default resolution)")
    p.add_argument("--no-model", action="store_true", help="synthetic spans instead of the model")
    p.add_argument("--repeats", type=int, default=15)
    p.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "gui_bench.json")
    args = p.parse_args(argv)

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from thunder_deid_desktop.gui.app import make_window
    from thunder_deid_desktop.review import AnalyzerRunner
    from thunder_deid_desktop.store import open_store

    samples = shared_samples()
    files = sorted(samples.glob("*.txt"))
    if not files:
        print(f"no samples in {samples}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="gui-bench-"))
    big26 = max(files, key=lambda f: len(f.read_text(encoding="utf-8")))
    text26 = big26.read_text(encoding="utf-8")
    joined, parts = "", []
    for f in files:
        if len(joined) >= 300_000:
            break
        parts.append(f.read_text(encoding="utf-8"))
        joined = "\n\n".join(parts)
    big300 = tmp / "joined_300k.txt"
    big300.write_text(joined[:300_000], encoding="utf-8")
    second26 = tmp / "second_26k.txt"
    second26.write_text(text26 + "\n", encoding="utf-8")

    if args.no_model:
        runner = AnalyzerRunner(Synthetic)
    elif args.model is not None:
        from thunder_deid_desktop.analysis.analyzer import Analyzer

        runner = AnalyzerRunner(lambda: Analyzer(args.model))
    else:
        runner = AnalyzerRunner()
    store = open_store(tmp / "bench.sqlite3", idle_checkpoints=True)  # as the app opens it
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    w = make_window(store, "bench", settings, runner=runner)
    w.resize(1500, 920)
    w.show()
    result: dict = {
        "machine": {"cpus": os.cpu_count(), "platform": sys.platform},
        "model": "synthetic" if args.no_model else str(args.model or "default"),
    }
    cold = open_and_time(w, big26, len(text26))
    result["judgment_26k"] = {"file": big26.name, "chars": len(text26), "cold": cold}
    result["model_load_s"] = round(runner.load_seconds or 0.0, 3)
    warm = open_and_time(w, second26, len(text26) + 1)
    result["judgment_26k"]["warm"] = warm
    result["judgment_26k"]["actions"] = time_actions(w, args.repeats)
    result["judgment_26k"]["paint_ms"] = paint_time(w)

    # 300k characters: synthetic spans (the model's time on such a text is reported by bench/detect_speed.py)
    w.runner = AnalyzerRunner(Synthetic)
    big = open_and_time(w, big300, 300_000)
    result["judgment_300k"] = {"chars": 300_000, **big}
    t = time.perf_counter()
    w.show_document(w.session.document_id)
    result["judgment_300k"]["reopen_ms"] = ms(time.perf_counter() - t)
    result["judgment_300k"]["actions"] = time_actions(w, max(5, args.repeats // 3))
    result["judgment_300k"]["paint_ms"] = paint_time(w)
    w.close()
    store.close()
    del app

    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
