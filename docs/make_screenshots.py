"""Make the screenshots of ``docs/desktop.md`` with the real window, offscreen.

Usage: ``python docs/make_screenshots.py [--stand-in] [--out docs]``

Opens the bundled judgment (``resources/samples``) in a fresh temporary database, lets the default model
analyse it (``--stand-in``: a fixed list of strings of that judgment instead, when no model is at hand), makes
a few review decisions by the window's own handlers, and saves:

* ``desktop_review_ko.png`` — the Korean window: queue, highlighted judgment, preview, span panel, entities;
* ``desktop_export_en.png`` — the English window after an export, with the warnings listed;
* ``desktop_labels_ko.png`` — the searchable three-tier label picker.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

STAND_IN = (
    ("□□종합건설", "건설업체", 0.93),
    ("○○건설", "건설업체", 0.9),
    ("△△개발", "부동산개발회사", 0.88),
    ("김승우", "내국인이름", 0.97),
    ("박민지", "내국인이름", 0.96),
    ("김태창", "내국인이름", 0.55),
    ("공소외인", "내국인이름", 0.45),
)


class StandIn:
    """Marks the strings of :data:`STAND_IN` (labels that exist in the taxonomy)."""

    model_dir = Path("stand-in")

    def analyze(self, text: str):
        from thunder_deid_desktop.spans import Span
        from thunder_deid_desktop.taxonomy import get_taxonomy

        tax = get_taxonomy()
        out = []
        for needle, label, score in STAND_IN:
            if label not in tax.fine_labels:
                label = "건설업체"
            for m in re.finditer(re.escape(needle), text):
                sp = Span(m.start(), m.end(), needle, label, score, "model")
                if not any(sp.overlaps(o) for o in out):
                    out.append(tax.annotate(sp))
        return sorted(out, key=lambda s: s.start)


def pump(seconds: float) -> None:
    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--stand-in", action="store_true", help="fixed strings instead of the model")
    p.add_argument("--out", type=Path, default=ROOT / "docs")
    args = p.parse_args(argv)

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from thunder_deid_desktop.gui.app import make_window, wait_for
    from thunder_deid_desktop.gui.dialogs import LabelDialog
    from thunder_deid_desktop.gui.resources import sample_path
    from thunder_deid_desktop.review import AnalyzerRunner
    from thunder_deid_desktop.store import open_store

    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="shots-"))
    store = open_store(tmp / "db.sqlite3")
    settings = QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)
    runner = AnalyzerRunner(StandIn) if args.stand_in else AnalyzerRunner()
    w = make_window(store, "김서기", settings, runner=runner, lang="ko")
    w.resize(1600, 960)
    w.show()
    ready: list[int] = []
    w.document_ready.connect(ready.append)
    w.analysis_failed.connect(lambda d, k: ready.append(-1))
    w.open_files([sample_path()])
    if not wait_for(lambda: bool(ready), 900) or ready[0] < 0:
        print("analysis did not finish", file=sys.stderr)
        return 1
    s = w.session
    spans = s.spans()
    print(f"{len(spans)} spans ({runner.model_name})")
    # a few decisions: accept the first three, reject one, and select a pending span
    for sp in spans[:3]:
        w.select_span(sp.id)
        w.accept_current()
    if len(spans) > 4:
        w.select_span(spans[3].id)
        w.reject_current()
    nxt = s.next_unreviewed(0)
    if nxt is not None:
        w.select_span(nxt.id)
    wait_for(lambda: w.rendering is not None, 30)
    pump(0.8)
    args.out.mkdir(parents=True, exist_ok=True)
    w.grab().save(str(args.out / "desktop_review_ko.png"))

    dlg = LabelDialog(w.taxonomy, w.tr("Change label"), "내국인이름", False, w)
    dlg.resize(460, 560)
    dlg.show()
    dlg.picker.search.setText("주소")
    pump(0.5)
    dlg.grab().save(str(args.out / "desktop_labels_ko.png"))
    dlg.close()

    w.set_language("en")
    out = tmp / "export" / "judgment.deid.txt"
    out.parent.mkdir()
    w.ask_save_path = lambda suggested: out
    w.ask_yes_no = lambda title, text: True
    done: list[object] = []
    w.export_finished.connect(done.append)
    w.export_failed.connect(done.append)
    w.export_current()
    wait_for(lambda: bool(done), 600)
    if w.warnings_panel.count():
        w.warnings_panel.setCurrentRow(0)
        w.warnings_panel.itemActivated.emit(w.warnings_panel.item(0))
    pump(0.8)
    w.grab().save(str(args.out / "desktop_export_en.png"))
    print("saved", ", ".join(sorted(p.name for p in args.out.glob("desktop_*.png"))))
    w.close()
    store.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
