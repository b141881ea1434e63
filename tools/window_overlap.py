"""Measure the analyzer's window overlap (``stride``): accuracy on long documents and speed on full judgments.

The validation excerpts are mostly shorter than one window, so the overlap is measured on long documents made of
``--join`` validation excerpts joined by blank lines (gold offsets shifted), and the speed on the 60 full-length
judgments of ``precedent_kr/samples`` (median of ``--repeats`` passes, model loaded once). Usage::

    .venv/bin/python tools/window_overlap.py [--strides 64 32 16] [--join 12] [--repeats 3]

The default stride of :class:`thunder_deid_desktop.analysis.model.TokenClassifier` was chosen with it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def joined(gold: list[dict], k: int) -> list[dict]:
    """Documents of ``k`` consecutive gold documents each, separated by a blank line, spans shifted."""
    out = []
    for i in range(0, len(gold), k):
        parts, spans, off = [], [], 0
        for d in gold[i : i + k]:
            spans += [{**s, "start": s["start"] + off, "end": s["end"] + off} for s in d["spans"]]
            parts.append(d["text"])
            off += len(d["text"]) + 2
        out.append({"text": "\n\n".join(parts), "spans": spans})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--strides", type=int, nargs="+", default=[64, 32, 16])
    ap.add_argument("--join", type=int, default=12, help="validation excerpts per long document")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)

    from thunder_deid_desktop.analysis.analyzer import Analyzer
    from thunder_deid_desktop.evaluation import _tier2_of, score
    from training import corpus
    from training.dataset import load_jsonl

    gold = joined(load_jsonl(ROOT / "resources" / "models" / "default" / "validation_gold.jsonl"), args.join)
    samples = sorted((corpus.data_dir() / "precedent_kr" / "samples").glob("*.txt"))
    texts = [p.read_text(encoding="utf-8") for p in samples]
    n_chars = sum(map(len, texts))
    analyzer = Analyzer()
    analyzer.analyze(texts[0])  # warm-up
    tier2 = _tier2_of()
    print(
        f"{len(gold)} long documents (mean {sum(len(d['text']) for d in gold) // len(gold)} chars); "
        f"{len(texts)} judgments, {n_chars} chars"
    )
    for stride in args.strides:
        analyzer.classifier.stride = stride
        m = score(gold, [analyzer.analyze(d["text"]) for d in gold], tier2)
        runs = []
        for _ in range(args.repeats):
            t0 = time.perf_counter()
            for t in texts:
                analyzer.analyze(t)
            runs.append(time.perf_counter() - t0)
        print(
            f"stride {stride}: char recall {m['char_recall']:.4f}, precision {m['char_precision']:.4f}, "
            f"entity leak {m['entity_leak_rate']:.2%}, label accuracy {m['label_accuracy']:.4f}; "
            f"{n_chars / statistics.median(runs):,.0f} chars/s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
