"""Section 4: the desktop review window, offscreen — time to readable text, to full highlights, action latency.

Reuses the probes of :mod:`bench.gui_bench` (see its docstring for what each figure includes). For each size of
``gui_sizes`` (3k, 26k, 300k characters) a judgment is opened through ``open_files`` with the real model:

- the shared sample closest in length is used when one is within 50 % of the size, else real judgments are
  joined to that size (:func:`~bench.common.build_document`);
- the first document is opened right after the window is made (``cold``: the model is still loading in the
  background), then a copy of it and every other size with the model loaded (``warm``);
- review actions (accept, reject, relabel, boundary nudge, undo, redo, apply to identical occurrences, preview
  refresh) are timed on every opened size, ``gui_repeats`` times each, median and maximum;
- *apply to all* on ``apply_all_mentions`` identical mentions: the first sample with the name "홍길동" written
  before ``apply_all_mentions`` evenly spaced words, every occurrence a pending span (plus the synthetic load of
  :func:`~bench.gui_bench.synthetic_spans`); one mention is accepted and its decision applied to the others,
  then undone, ``gui_repeats`` times.

Peak resident memory of the whole GUI process is reported.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench.common import Settings, build_document, peak_rss_mib, read_texts, sample_files, section_main

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: The name written before the words of the apply-to-all document.
NAME = "홍길동"


def pick_text(texts: list[str], size: int) -> tuple[str, bool]:
    """(text, joined?) of about ``size`` characters: the closest real judgment if within 50 %, else joined."""
    best = min(texts, key=lambda t: abs(len(t) - size))
    if abs(len(best) - size) <= size * 0.5:
        return best, False
    return build_document(texts, size), True


def with_name(text: str, n: int) -> str:
    """``text`` with ``NAME + "은 "`` written before ``n`` evenly spaced space-separated words."""
    words = text.split(" ")
    step = max(1, len(words) // n)
    out, k = [], 0
    for i, w in enumerate(words):
        if k < n and i % step == 0:
            out.append(f"{NAME}은 {w}")
            k += 1
        else:
            out.append(w)
    while k < n:  # fewer words than mentions: append the rest
        out.append(f"{NAME}은")
        k += 1
    return " ".join(out)


class NameAnalyzer:
    """An analyzer stand-in: every occurrence of :data:`NAME` is a pending person name, plus the synthetic load
    of :func:`bench.gui_bench.synthetic_spans` where it does not overlap."""

    model_dir = Path("synthetic")

    def analyze(self, text: str):
        import re

        from bench.gui_bench import synthetic_spans
        from thunder_deid_desktop.spans import Span
        from thunder_deid_desktop.taxonomy import get_taxonomy

        tax = get_taxonomy()
        names = [
            tax.annotate(Span(m.start(), m.end(), NAME, "내국인이름", 0.9, "model"))
            for m in re.finditer(NAME, text)
        ]
        other = [s for s in synthetic_spans(text) if not any(s.overlaps(n) for n in names)]
        return sorted(names + other, key=lambda s: s.start)


def apply_all(w, n: int, repeats: int) -> dict:
    """Accept one :data:`NAME` mention, then time apply-to-all over the others and its undo."""
    from bench.gui_bench import ms

    s = w.session
    first = next(x for x in s.spans() if x.text == NAME)
    w.select_span(first.id)
    w.accept_current()
    applied, undone, covered = [], [], []
    for _ in range(max(1, repeats)):
        w.select_span(first.id)
        t = time.perf_counter()
        w._run(s.apply_identical, first.id)
        applied.append(time.perf_counter() - t)
        covered.append(sum(1 for x in s.spans() if x.text == NAME and x.status == "accepted"))
        t = time.perf_counter()
        w.undo()
        undone.append(time.perf_counter() - t)
    return {
        "mentions": n,
        "accepted_after_apply": min(covered),
        "apply_median_ms": ms(statistics.median(applied)),
        "apply_max_ms": ms(max(applied)),
        "undo_median_ms": ms(statistics.median(undone)),
        "undo_max_ms": ms(max(undone)),
        "n": len(applied),
    }


def run(settings: Settings) -> dict:
    """Measure section 4 (see module docstring)."""
    import torch
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from bench.gui_bench import open_and_time, paint_time, time_actions
    from thunder_deid_desktop.gui.app import make_window
    from thunder_deid_desktop.review import AnalyzerRunner
    from thunder_deid_desktop.store import open_store

    torch.set_num_threads(settings.threads)
    texts = read_texts(sample_files(replace(settings, docs=None)))  # pick sizes among all samples
    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="bench-gui-"))
    if settings.model:
        from thunder_deid_desktop.analysis.analyzer import Analyzer

        runner = AnalyzerRunner(lambda: Analyzer(settings.model))
    else:
        runner = AnalyzerRunner()
    store = open_store(tmp / "bench.sqlite3", idle_checkpoints=True)  # as the app opens it
    qsettings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    w = make_window(store, "bench", qsettings, runner=runner)
    w.resize(1500, 920)
    w.show()
    result: dict = {"threads": settings.threads, "repeats": settings.gui_repeats, "judgments": []}
    for k, size in enumerate(sorted(settings.gui_sizes)):
        text, joined = pick_text(texts, size)
        path = tmp / f"judgment_{size}.txt"
        path.write_text(text, encoding="utf-8")
        entry: dict = {"size": size, "chars": len(text), "joined": joined}
        if k == 0:
            entry["cold"] = open_and_time(w, path, len(text))
            result["model_load_s"] = round(runner.load_seconds or 0.0, 3)
            path = tmp / f"judgment_{size}_copy.txt"
            path.write_text(text + "\n", encoding="utf-8")
            entry["warm"] = open_and_time(w, path, len(text) + 1)
        else:
            entry["warm"] = open_and_time(w, path, len(text))
        entry["actions"] = time_actions(w, settings.gui_repeats)
        entry["paint_ms"] = paint_time(w)
        result["judgments"].append(entry)
    # apply to all on N identical mentions (synthetic detector: the model would not mark exactly N)
    w.runner = AnalyzerRunner(NameAnalyzer)
    named = with_name(pick_text(texts, 26_000)[0], settings.apply_all_mentions)
    path = tmp / "apply_all.txt"
    path.write_text(named, encoding="utf-8")
    opened = open_and_time(w, path, len(named))
    result["apply_all"] = {"chars": len(named), "spans": opened["spans"]}
    result["apply_all"].update(apply_all(w, named.count(NAME), settings.gui_repeats))
    w.close()
    store.close()
    del app
    result["peak_rss_mib"] = peak_rss_mib()
    return result


if __name__ == "__main__":
    sys.exit(section_main(run))
