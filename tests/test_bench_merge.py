"""A partial benchmark run (``python -m bench --sections detect``) keeps the other sections of the report."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from bench.__main__ import SECTIONS, merge_previous
from bench.report import write_report

COMMITTED = Path(__file__).resolve().parents[1] / "bench" / "results" / "bench.json"


def test_partial_run_keeps_the_other_sections_with_their_provenance(tmp_path: Path) -> None:
    previous = json.loads(COMMITTED.read_text(encoding="utf-8"))  # the committed report's figures ...
    assert set(previous["sections"]) == set(SECTIONS)
    previous.pop("section_runs", None)  # ... as one full run written before sections had their own provenance
    now = copy.deepcopy(previous)
    now.update(command="python -m bench --sections detect", started="2030-01-01 00:00 UTC")
    now["machine_start"] = {**now["machine_start"], "commit": "abc1234"}
    now["sections"] = {"detect": previous["sections"]["detect"]}
    now["section_wall_s"] = {"detect": 1.0}
    now["section_load"] = {"detect": [0.1, 0.2]}
    now["section_runs"] = {
        "detect": {"command": now["command"], "started": now["started"], "commit": "abc1234"}
    }

    merged = merge_previous(now, previous)
    assert set(merged["sections"]) == set(SECTIONS)
    assert merged["section_wall_s"]["detect"] == 1.0  # this run's figures are not overwritten
    for name in set(SECTIONS) - {"detect"}:
        assert merged["sections"][name] == previous["sections"][name]
        assert merged["section_runs"][name]["started"] == previous["started"]
        assert merged["section_runs"][name]["commit"] == previous["machine_start"]["commit"]

    report = write_report(merged, tmp_path).read_text(encoding="utf-8")
    kept = [line for line in report.splitlines() if line.startswith("> Kept from an earlier run")]
    assert len(kept) == 1 and previous["started"] in kept[0]
    listed = kept[0].split(": ", 1)[1].split(", measured by")[0].split(", ")
    assert listed == ["scaling", "batch", "gui", "train"]
    assert "## 2. Scaling" in report and "## 1. Detection throughput" in report
    # a merged file merged again keeps the original provenance
    again = merge_previous({"command": "x", "started": "y", "sections": {"detect": {}}}, merged)
    assert again["section_runs"]["scaling"]["started"] == previous["started"]
