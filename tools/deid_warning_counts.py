"""Count what ``thunder-deid deidentify`` would warn about on real judgments, and the 차량번호 spans detected.

Usage::

    .venv/bin/python tools/deid_warning_counts.py [--samples DIR] [--limit N] [--policy court]

For each ``*.txt`` in DIR (default: ``../shared/data/precedent_kr/samples``): detect with the bundled model,
render with the policy, run the residual check with the detector on the output (as the CLI does), and print
one line per document (warnings by code, 차량번호 spans, of which inside a case number), then the totals per
document.  Two model passes per document: on 2 CPU cores the 60 samples take tens of minutes.

Measured figures are quoted in the report of issue 3; no document text is printed.
"""

from __future__ import annotations

import argparse
import collections
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    """Parse the arguments and print the counts."""
    from thunder_deid_desktop.analysis.analyzer import Analyzer
    from thunder_deid_desktop.analysis.case_numbers import find_case_numbers
    from thunder_deid_desktop.deid import load_policy, render, residual_check

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--samples", type=Path, default=ROOT.parent / "shared" / "data" / "precedent_kr" / "samples"
    )
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--policy", default="court")
    args = ap.parse_args()
    analyzer = Analyzer()
    policy = load_policy(args.policy)
    files = sorted(args.samples.glob("*.txt"))[: args.limit]
    total: collections.Counter[str] = collections.Counter()
    for path in files:
        text = path.read_text(encoding="utf-8")
        spans = analyzer.analyze(text)
        rendering = render(text, spans, policy)
        warnings = residual_check(text, rendering, spans, analyzer.analyze, policy=policy)
        cases = find_case_numbers(text)
        plates = [s for s in spans if s.label == "차량번호"]
        row = collections.Counter(w.code for w in warnings)
        row["차량번호"] = len(plates)
        row["차량번호 on a case number"] = sum(
            any(a < s.end and s.start < b for a, b in cases) for s in plates
        )
        total.update(row)
        print(path.name, dict(row), flush=True)
    n = max(len(files), 1)
    print(f"{len(files)} documents; per document:", {k: round(v / n, 2) for k, v in sorted(total.items())})


if __name__ == "__main__":
    main()
