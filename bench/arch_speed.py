"""Training and inference throughput of candidate architectures at the default model's size, on this CPU.

Usage: ``python bench/arch_speed.py [--threads 2]``. Random weights, batch 16 x 256 tokens, 1,100 BIO labels,
vocabulary 24,000: the shape of the default model. Prints tokens/s for a training step (forward, backward, AdamW)
and for inference, for DeBERTa-v2 (relative attention) and BERT of the same size. Used to choose the
architecture of the default model (see its model card).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    import torch
    from transformers import AutoModelForTokenClassification

    from training.model_factory import build_config

    torch.set_num_threads(args.threads)
    id2label = {i: f"L{i}" for i in range(1100)}
    id2label[0] = "O"
    for arch in ("deberta-v2", "bert"):
        m = {"hidden_size": 256, "num_layers": 4, "num_heads": 4, "intermediate_size": 1024}
        model = AutoModelForTokenClassification.from_config(build_config(arch, 24000, id2label, m))
        opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
        x = torch.randint(5, 24000, (16, 256))
        y = torch.randint(0, 1100, (16, 256))
        model.train()
        for i in range(4):
            if i == 1:
                t = time.perf_counter()
            model(input_ids=x, labels=y).loss.backward()
            opt.step()
            opt.zero_grad()
        train_tps = 16 * 256 * 3 / (time.perf_counter() - t)
        model.eval()
        with torch.inference_mode():
            model(input_ids=x)
            t = time.perf_counter()
            for _ in range(3):
                model(input_ids=x)
        infer_tps = 16 * 256 * 3 / (time.perf_counter() - t)
        n = sum(p.numel() for p in model.parameters())
        print(
            f"{arch:<11} params {n / 1e6:5.1f}M  train tokens/s {train_tps:7.0f}  inference tokens/s {infer_tps:7.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
