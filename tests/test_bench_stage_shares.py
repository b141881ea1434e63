"""``bench/stage_shares.py`` on two small real judgments: every step timed, shares that add up."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "bench" / "stage_shares.py"

pytestmark = pytest.mark.model


def test_stage_shares_times_each_step(tmp_path: Path) -> None:
    for name in ("judgment_dui.txt", "judgment_election.txt"):
        shutil.copy(REPO / "tests" / "data" / name, tmp_path / name)
    out = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path), "--repeats", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    ).stdout
    shares = {
        m.group(1): float(m.group(2)) for m in re.finditer(r"^(\w+)\s+[0-9.]+ s\s+([0-9.]+)%", out, re.M)
    }
    assert set(shares) == {"tokenize", "model", "decode", "finish"}
    assert abs(sum(shares.values()) - 100) < 0.5
    assert re.search(r"^total .* chars/s$", out, re.M)
    empty = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path / "none")], capture_output=True, text=True
    )
    assert empty.returncode == 2 and "no .txt judgments" in empty.stderr
