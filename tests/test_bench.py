"""Smoke test of the benchmark harness (issue 8): ``python -m bench --quick`` on three small real judgments.

Runs every section in real child processes (the model, the CLI, an offscreen window, a short training run where
the Thunder-DeID data is present) and checks that ``report.md``, ``bench.json`` and the plots are written and
that the figures are sane (positive, finite, consistent with each other). No timing is asserted.
"""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.analyzer import default_model_dir

REPO = Path(__file__).resolve().parents[1]
SAMPLES = [
    *sorted((REPO / "resources" / "samples").glob("*.txt"))[:1],
    REPO / "tests" / "data" / "judgment_dui.txt",
    REPO / "tests" / "data" / "judgment_election.txt",
]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.model,
    pytest.mark.skipif(not (default_model_dir() / "config.json").is_file(), reason="no model folder"),
]


def _training_data() -> bool:
    from training.corpus import thunder_dir

    return (thunder_dir() / "annotated_judgments.jsonl").is_file()


def _positive(x) -> bool:
    return isinstance(x, int | float) and math.isfinite(x) and x > 0


@pytest.fixture(scope="module")
def bench_run(tmp_path_factory) -> tuple[Path, dict, str]:
    tmp = tmp_path_factory.mktemp("bench")
    samples = tmp / "samples"
    samples.mkdir()
    for f in SAMPLES:
        shutil.copy(f, samples / f.name)
    out = tmp / "out"
    sections = "detect,scaling,batch,gui" + (",train" if _training_data() else "")
    cmd = [
        sys.executable,
        "-m",
        "bench",
        "--quick",
        "--samples",
        str(samples),
        "--sizes",
        "1000,3000",
        "--gui-sizes",
        "3000",
        "--apply-all",
        "12",
        "--train-seconds",
        "1",
        "--train-docs",
        "60",
        "--sections",
        sections,
        "--out",
        str(out),
    ]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=1800)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out, json.loads((out / "bench.json").read_text(encoding="utf-8")), sections


def test_report_and_plots_written(bench_run):
    out, _res, sections = bench_run
    report = (out / "report.md").read_text(encoding="utf-8")
    for heading in ("## 1. Detection", "## 2. Scaling", "## 3. Batch", "## 4. Desktop", "## 5. Training"):
        assert heading in report
    assert "**Failed**" not in report
    assert "--quick" in report and "Rows for the README" in report
    for png in ("throughput.png", "scaling.png"):
        assert (out / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if "train" not in sections:
        assert "Not run" in report.split("## 5. Training")[1]


def test_detection_figures_sane(bench_run):
    _out, res, _ = bench_run
    d = res["sections"]["detect"]
    assert d["documents"] == 3
    assert d["characters"] == sum(len(f.read_text(encoding="utf-8")) for f in SAMPLES)
    for k in (
        "mecab_chars_per_s",
        "default_chars_per_s_excl_load",
        "batch_chars_per_s",
        "big_340m_chars_per_s_extrapolated",
    ):
        assert _positive(d[k]), k
    # load included can only be slower; the 340M shape is a far bigger network than the default model
    assert d["default_chars_per_s_incl_load"] < d["default_chars_per_s_excl_load"]
    assert d["ratio_default_over_340m"] > 1
    assert d["big_340m_params"] > 300e6
    assert 50 < d["peak_rss_default_mib"] <= d["peak_rss_mib"]


def test_scaling_figures_sane(bench_run):
    _out, res, _ = bench_run
    sc = res["sections"]["scaling"]
    assert sc["sizes"] == [1000, 3000]
    assert set(sc["stages"]) == {"model", "rules_propagation", "analysis", "entities", "render", "highlight"}
    for name, st in sc["stages"].items():
        assert len(st["us_per_char"]) == 2 and all(_positive(v) for v in st["us_per_char"]), name
    a, m, r = (sc["stages"][k]["seconds"] for k in ("analysis", "model", "rules_propagation"))
    assert a == pytest.approx([x + y for x, y in zip(m, r, strict=True)])
    assert sc["spans"][1] >= 1


def test_batch_gui_training_sane(bench_run):
    _out, res, sections = bench_run
    b = res["sections"]["batch"]
    assert b["cpu"]["written"] == b["cpu"]["files"] == 3
    assert _positive(b["cpu"]["judgments_per_hour"])
    assert "skipped" in b["cuda"] or _positive(b["cuda"]["judgments_per_hour"])
    g = res["sections"]["gui"]
    (j,) = g["judgments"]
    assert j["cold"]["readable_ms"] > 0 and j["cold"]["highlighted_s"] * 1000 >= j["cold"]["readable_ms"]
    assert j["warm"]["spans"] == j["cold"]["spans"]
    assert g["apply_all"]["accepted_after_apply"] == g["apply_all"]["mentions"] == 12
    assert _positive(g["peak_rss_mib"])
    if "train" in sections:
        t = res["sections"]["train"]["cpu_default"]
        assert _positive(t["tokens_per_s_median"]) and t["parameters"] > 1e6
