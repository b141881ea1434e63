"""Where a document's detection time goes: ``python bench/stage_shares.py [SAMPLES_DIR] [--repeats N]``.

Times each step of ``Analyzer.analyze`` separately over the sample judgments (the 60 of ``precedent_kr/samples``
by default), one document at a time after a warm-up on five of them, and prints seconds and shares per step:

- ``tokenize``: Mecab-ko pre-tokenization and BPE (``MorphemeBPETokenizer.encode``);
- ``model``: the windows through the runtime, their softmax and merging (``TokenClassifier.token_probs``);
- ``decode``: BIO decoding and edge tidying (``Analyzer.decode``);
- ``finish``: rules, filters, propagation and taxonomy (``Analyzer.finish``).

Each figure is the median over ``--repeats`` passes; chars/s counts code points of all documents over the sum
of the four medians. A figure for the README, not a target check (section 1 of ``python -m bench`` is that).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import shared_samples  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("samples", nargs="?", default=str(shared_samples()))
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    texts = [p.read_text(encoding="utf-8") for p in sorted(Path(args.samples).glob("*.txt"))]
    if not texts:
        print(f"no .txt judgments in {args.samples}", file=sys.stderr)
        return 2
    analyzer = Analyzer()
    clf = analyzer.classifier
    for t in texts[:5]:
        analyzer.analyze(t)
    passes: dict[str, list[float]] = {"tokenize": [], "model": [], "decode": [], "finish": []}
    for _ in range(max(1, args.repeats)):
        spent = dict.fromkeys(passes, 0.0)
        for text in texts:
            t0 = time.perf_counter()
            words, enc = clf.encode(text)
            t1 = time.perf_counter()
            probs = clf.token_probs(enc)
            t2 = time.perf_counter()
            spans = analyzer.decode(text, words, enc, probs)
            t3 = time.perf_counter()
            analyzer.finish(text, spans)
            t4 = time.perf_counter()
            for step, seconds in zip(spent, (t1 - t0, t2 - t1, t3 - t2, t4 - t3), strict=True):
                spent[step] += seconds
        for step, seconds in spent.items():
            passes[step].append(seconds)
    medians = {step: statistics.median(v) for step, v in passes.items()}
    total = sum(medians.values())
    chars = sum(len(t) for t in texts)
    print(f"{len(texts)} documents, {chars:,} characters, median of {args.repeats} passes")
    for step, seconds in medians.items():
        print(f"{step:<9} {seconds:6.2f} s  {seconds / total:5.1%}")
    print(f"{'total':<9} {total:6.2f} s  {chars / total:,.0f} chars/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
