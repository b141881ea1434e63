"""Section 2: time per character of each stage for documents of 1k to 300k characters.

A document of each size is built by joining real judgments (:func:`~bench.common.build_document`). Stages, each
timed alone on the output of the previous one (median of ``repeats`` runs):

- ``model``: sliding-window model spans, tidied (``Analyzer.model_spans``); with ``scaling_detector =
  "synthetic"`` the deterministic stand-in :func:`bench.gui_bench.synthetic_spans` (every 6th 2-4 syllable word
  before a particle) instead: seconds for 300k characters, and a stress test of propagation (many distinct
  strings, most occurrences left for it to mark);
- ``rules_propagation``: field labels, rules, merge and in-document propagation (``Analyzer.finish``);
- ``analysis``: the two above together (what ``Analyzer.analyze`` costs);
- ``entities``: :func:`~thunder_deid_desktop.deid.entities.group_entities` of the spans;
- ``render``: :func:`~thunder_deid_desktop.deid.render.render` with the court policy;
- ``highlight``: :class:`~thunder_deid_desktop.gui.highlight.SpanHighlighter` over a ``QTextDocument``
  (offscreen), ``set_marks`` of every span = one full highlighting pass.

A stage is *superlinear* (:func:`superlinear`) when its time per unit at the largest size is more than
:data:`SUPERLINEAR_FACTOR` times its lowest from 10k characters up (smaller documents carry fixed costs) and its
time grows faster than ``units ** SUPERLINEAR_EXPONENT`` between the two largest sizes; ``exponent`` of each stage
is that growth (1 = linear, 2 = quadratic). The unit is the character, or the span for
:data:`PER_SPAN_STAGES`. With ``profile`` set, each superlinear stage is profiled once at the largest size with
pyinstrument; the text profile goes into the result (``profiles``).
"""

from __future__ import annotations

import math
import os
import sys

from bench.common import Settings, median_seconds, peak_rss_mib, read_texts, sample_files, section_main

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: Time per character at the largest size over the lowest (from 10k up) above which a stage may be superlinear.
SUPERLINEAR_FACTOR = 2.0
#: Growth exponent of the time between the two largest sizes above which it is superlinear (1 = linear,
#: 2 = quadratic); a fixed cost per block or per document can raise time/char between 10k and 100k, but
#: only a superlinear step keeps raising it to the end.
SUPERLINEAR_EXPONENT = 1.3
STAGES = ("model", "rules_propagation", "analysis", "entities", "render", "highlight")
#: Stages whose work is per span, not per character: judged per span, since the span density of the built
#: documents is not constant (a joined document repeats names, and propagation marks them all).
PER_SPAN_STAGES = ("entities", "render", "highlight")


def exponent(units: list[int], seconds: list[float]) -> float | None:
    """log(t2/t1) / log(u2/u1) between the two largest sizes, ``units`` being characters or spans (None with
    fewer than two sizes, a zero time or no growth of the units)."""
    if len(units) < 2 or seconds[-1] <= 0 or seconds[-2] <= 0 or units[-1] <= units[-2] or units[-2] <= 0:
        return None
    return math.log(seconds[-1] / seconds[-2]) / math.log(units[-1] / units[-2])


def superlinear(sizes: list[int], seconds: list[float], units: list[int] | None = None) -> bool:
    """True when the cost per unit (``units``: characters by default, or spans) at the largest size exceeds
    :data:`SUPERLINEAR_FACTOR` times the lowest among sizes >= 10,000 characters (or all sizes if none is that
    large) and the time grows faster than ``units ** SUPERLINEAR_EXPONENT`` between the two largest sizes."""
    units = units or sizes
    if 0 in units:
        return False
    per_unit = [t / u for t, u in zip(seconds, units, strict=True)]
    ref = [p for n, p in zip(sizes, per_unit, strict=True) if n >= 10_000] or per_unit
    k = exponent(units, seconds)
    return k is not None and per_unit[-1] > SUPERLINEAR_FACTOR * min(ref) and k > SUPERLINEAR_EXPONENT


class _Highlight:
    """A document and highlighter kept across runs; ``__call__`` does one full highlighting pass."""

    def __init__(self, text: str, spans) -> None:
        from PySide6.QtGui import QTextDocument
        from PySide6.QtWidgets import QApplication

        from thunder_deid_desktop.gui.highlight import LOW_CONFIDENCE, Mark, SpanHighlighter
        from thunder_deid_desktop.gui.offsets import OffsetMap, display_text
        from thunder_deid_desktop.taxonomy import get_taxonomy

        self.app = QApplication.instance() or QApplication([])
        tax = get_taxonomy()
        offsets = OffsetMap(text)
        self.doc = QTextDocument()
        self.doc.setPlainText(display_text(text))
        self.hl = SpanHighlighter(self.doc)
        self.marks = []
        for k, s in enumerate(spans):
            try:
                color = tax.color(s.label)
            except KeyError:
                color = "#DDDDDD"
            self.marks.append(
                Mark(
                    offsets.to_utf16(s.start),
                    offsets.to_utf16(s.end),
                    color,
                    s.tier1 == "direct",
                    "pending",
                    s.score < LOW_CONFIDENCE,
                    k,
                )
            )

    def __call__(self) -> int:
        self.hl.set_marks(self.marks)
        return self.hl.applied


def run(settings: Settings) -> dict:
    """Measure section 2; returns ``{"sizes": [...], "stages": {stage: {"seconds": [...],
    "us_per_char": [...]}}, "spans": [...], "superlinear": [...], "profiles": {...}}``."""
    import torch

    from thunder_deid_desktop.analysis.analyzer import Analyzer
    from thunder_deid_desktop.deid.entities import group_entities
    from thunder_deid_desktop.deid.policy import load_policy
    from thunder_deid_desktop.deid.render import render

    torch.set_num_threads(settings.threads)
    texts = read_texts(sample_files(settings))
    analyzer = Analyzer(settings.model)
    if settings.scaling_detector == "synthetic":
        from bench.gui_bench import synthetic_spans as detect  # source "model", tiers filled
    else:
        detect = analyzer.model_spans
    policy = load_policy("court")
    sizes = sorted(settings.scaling_sizes)
    stages: dict[str, dict[str, list]] = {s: {"seconds": [], "us_per_char": []} for s in STAGES}
    n_spans: list[int] = []
    rss: list[float] = []  # peak resident memory so far after each size (MiB): the growth is the size's
    work = {}
    from bench.common import build_document

    for size in sizes:
        text = build_document(texts, size)
        out: dict = {}
        t_model, _ = median_seconds(
            lambda text=text, out=out: out.__setitem__("model", detect(text)), settings.repeats
        )
        t_finish, _ = median_seconds(
            lambda text=text, out=out: out.__setitem__("spans", analyzer.finish(text, out["model"])),
            settings.repeats,
        )
        spans = out["spans"]
        t_ent, _ = median_seconds(
            lambda text=text, spans=spans: group_entities(text, spans), settings.repeats
        )
        t_render, _ = median_seconds(
            lambda text=text, spans=spans: render(text, spans, policy), settings.repeats
        )
        hl = _Highlight(text, spans)
        hl()  # the first pass also lays out formats once; time the steady state
        t_hl, _ = median_seconds(hl, settings.repeats)
        del hl
        for name, t in (
            ("model", t_model),
            ("rules_propagation", t_finish),
            ("analysis", t_model + t_finish),
            ("entities", t_ent),
            ("render", t_render),
            ("highlight", t_hl),
        ):
            stages[name]["seconds"].append(t)
            stages[name]["us_per_char"].append(t / size * 1e6)
        n_spans.append(len(spans))
        rss.append(peak_rss_mib())
        work[size] = (text, out["model"], spans)

    for name, st in stages.items():
        st["unit"] = "spans" if name in PER_SPAN_STAGES else "characters"
        units = n_spans if name in PER_SPAN_STAGES else sizes
        st["exponent"] = exponent(units, st["seconds"])
    flagged = [
        s
        for s in STAGES
        if s != "analysis"
        and superlinear(sizes, stages[s]["seconds"], n_spans if s in PER_SPAN_STAGES else None)
    ]
    profiles: dict[str, str] = {}
    if settings.profile and flagged:
        text, model_spans, spans = work[sizes[-1]]
        calls = {
            "model": lambda: detect(text),
            "rules_propagation": lambda: analyzer.finish(text, model_spans),
            "entities": lambda: group_entities(text, spans),
            "render": lambda: render(text, spans, policy),
            "highlight": _Highlight(text, spans),
        }
        for name in flagged:
            profiles[name] = profile_text(calls[name])
    return {
        "sizes": sizes,
        "detector": settings.scaling_detector,
        "threads": settings.threads,
        "repeats": settings.repeats,
        "spans": n_spans,
        "peak_rss_after_mib": rss,
        "stages": stages,
        "superlinear": flagged,
        "superlinear_factor": SUPERLINEAR_FACTOR,
        "superlinear_exponent": SUPERLINEAR_EXPONENT,
        "profiles": profiles,
    }


def profile_text(fn) -> str:
    """The pyinstrument text profile (wall clock, no colour) of one call of ``fn``."""
    from pyinstrument import Profiler

    prof = Profiler(interval=0.001)
    prof.start()
    try:
        fn()
    finally:
        prof.stop()
    return prof.output_text(unicode=True, color=False, show_all=False)


if __name__ == "__main__":
    sys.exit(section_main(run))
