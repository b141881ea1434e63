"""Detection throughput of the default model vs. a DeBERTa-v2 of Thunder-DeID-340M's shape, on the same CPU.

Usage: ``python bench/detect_speed.py [--model DIR] [--docs N] [--big-windows K] [--json OUT]``

Measures, on the 60 full-length judgments of ``../shared/data/precedent_kr/samples`` (or N of them):
- end-to-end ``Analyzer.analyze`` throughput in characters per second, model load excluded and included;
- the Mecab-ko pass alone (the floor of any model on this tokenizer);
- peak resident memory of the process (``resource.getrusage``, KiB on Linux);
- a DeBERTa-v2 with hidden 1024, 24 layers, 16 heads (the 340M shape, random weights), timed on K windows of
  512 tokens of the same texts and extrapolated to the whole corpus by its token count; then the ratio.
Figures vary with the machine and its load: each is a median of ``--repeats`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def sample_texts(n: int | None) -> list[str]:
    from training.corpus import data_dir

    files = sorted((data_dir() / "precedent_kr" / "samples").glob("*.txt"))[:n]
    return [f.read_text(encoding="utf-8") for f in files]


def time_it(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def big_model_seconds(n_tokens_total: int, windows: int, threads: int) -> tuple[float, float]:
    """(seconds per 512-token window, extrapolated seconds for ``n_tokens_total`` tokens) for the 340M shape."""
    import torch
    from transformers import AutoModelForTokenClassification, DebertaV2Config

    torch.set_num_threads(threads)
    cfg = DebertaV2Config(
        vocab_size=32000,
        hidden_size=1024,
        num_hidden_layers=24,
        num_attention_heads=16,
        intermediate_size=4096,
        max_position_embeddings=2048,
        relative_attention=True,
        position_buckets=256,
        pos_att_type=["p2c", "c2p"],
        norm_rel_ebd="layer_norm",
        position_biased_input=False,
        share_att_key=True,
        num_labels=595,
    )
    model = AutoModelForTokenClassification.from_config(cfg).eval()
    x = torch.randint(5, 32000, (1, 512))
    with torch.inference_mode():
        model(input_ids=x)  # warm-up
        t = time.perf_counter()
        for _ in range(windows):
            model(input_ids=x)
        per = (time.perf_counter() - t) / windows
    return per, per * n_tokens_total / 512


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model")
    ap.add_argument("--docs", type=int)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--big-windows", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--json")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    texts = sample_texts(args.docs)
    chars = sum(len(t) for t in texts)

    from thunder_deid_desktop.analysis.tokenizer import pre_tokenize

    mecab_s = time_it(lambda: [pre_tokenize(t) for t in texts], args.repeats)

    t0 = time.perf_counter()
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    analyzer = Analyzer(args.model)
    load_s = time.perf_counter() - t0
    n_tokens = sum(len(analyzer.classifier.tokenizer.encode(t)[1].ids) for t in texts)
    run_s = time_it(lambda: [analyzer.analyze(t) for t in texts], args.repeats)
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    per_window, big_s = big_model_seconds(n_tokens, args.big_windows, args.threads)
    res = {
        "documents": len(texts),
        "characters": chars,
        "tokens": n_tokens,
        "threads": args.threads,
        "mecab_chars_per_s": round(chars / mecab_s),
        "model_load_s": round(load_s, 2),
        "default_chars_per_s_excl_load": round(chars / run_s),
        "default_chars_per_s_incl_load": round(chars / (run_s + load_s)),
        "peak_rss_mib": round(peak_kib / 1024),
        "big_340m_shape_s_per_512_window": round(per_window, 2),
        "big_340m_shape_chars_per_s_extrapolated": round(chars / big_s, 1),
        "speed_ratio_default_over_340m": round(big_s / run_s, 1),
    }
    for k, v in res.items():
        print(f"{k:<42} {v}")
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
