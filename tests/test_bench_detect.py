"""Section 1's extrapolation of the 340M shape to the corpus, and its report lines (no model is run here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.detect import chunked_seconds
from bench.report import section_detect

COMMITTED = Path(__file__).resolve().parents[1] / "bench" / "results" / "bench.json"


def test_chunked_seconds_follow_the_quadratic_through_both_timings() -> None:
    a, b = 2e-3, 8e-6

    def cost(n: int) -> float:
        return a * n + b * n * n

    t512, t2048 = (512, cost(512)), (2048, cost(2048))
    assert chunked_seconds([2048], 2048, t512, t2048) == pytest.approx(cost(2048))
    # a document of 5,000 tokens: two full chunks and one of 904, charged as 904 tokens, not as a full chunk
    assert chunked_seconds([5000, 100], 2048, t512, t2048) == pytest.approx(
        2 * cost(2048) + cost(904) + cost(100)
    )
    assert chunked_seconds([5000], 2048, t512, t2048) < 3 * cost(2048)
    assert chunked_seconds([], 2048, t512, t2048) == 0


def test_report_gives_both_ways_of_running_the_340m_shape(tmp_path: Path) -> None:
    r = dict(json.loads(COMMITTED.read_text(encoding="utf-8"))["sections"]["detect"])
    r.update(
        big_340m_s_per_2048_sequence=40.0,
        big_340m_chars_per_s_paper=90.0,
        ratio_default_over_340m_paper=r["default_chars_per_s_excl_load"] / 90.0,
        ratio_batch_over_340m_paper=r["batch_chars_per_s"] / 90.0,
    )
    text = "\n".join(section_detect(r, tmp_path))
    assert "2,048-token sequences as the paper runs it" in text and "sliding 512-token windows" in text
    assert f"**{r['ratio_default_over_340m_paper']:.1f}×** against the paper's 2,048-token sequences" in text
    assert (tmp_path / "throughput.png").stat().st_size > 0
    r = {k: v for k, v in r.items() if "paper" not in k and "2048" not in k}  # a quick run: 512 only
    text = "\n".join(section_detect(r, tmp_path))
    assert "not timed in a quick run" in text and "as the paper runs it" not in text
