"""Training and inference throughput of candidate architectures at the default model's size, on this CPU.

Usage: ``python bench/arch_speed.py [--threads 2]``. Random weights, 1,100 BIO labels, vocabulary 24,000: the shape
of the default model. Prints tokens/s for a training step (forward, backward, AdamW; batch 16 x 256 tokens) and for
inference as the analyzer runs it (batch 4 x 256 tokens) with PyTorch (float32) and with ONNX Runtime on the int8
export (``training/onnx_export.py``, the ``onnx-int8`` runtime), for DeBERTa-v2 (relative attention) and BERT of
the same size. Used to choose the architecture of the default model (see its model card).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    import numpy as np
    import torch
    from transformers import AutoModelForTokenClassification

    from thunder_deid_desktop.analysis.model import INT8_ONNX, OnnxModel
    from training.model_factory import build_config
    from training.onnx_export import export_int8

    torch.set_num_threads(args.threads)
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
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
        xi = x[:4]
        with torch.inference_mode():
            model(input_ids=xi)
            t = time.perf_counter()
            for _ in range(12):
                model(input_ids=xi)
        infer = {"float32": 4 * 256 * 12 / (time.perf_counter() - t)}
        with tempfile.TemporaryDirectory() as tmp:
            model.save_pretrained(tmp)
            export_int8(tmp)
            onnx = OnnxModel(Path(tmp) / INT8_ONNX, threads=args.threads)
            ids, mask = xi.numpy(), np.ones_like(xi.numpy())
            onnx(input_ids=ids, attention_mask=mask)
            t = time.perf_counter()
            for _ in range(12):
                onnx(input_ids=ids, attention_mask=mask)
            infer["int8"] = 4 * 256 * 12 / (time.perf_counter() - t)
        n = sum(p.numel() for p in model.parameters())
        print(
            f"{arch:<11} params {n / 1e6:5.1f}M  train tokens/s {train_tps:7.0f}  inference tokens/s "
            f"PyTorch float32 {infer['float32']:7.0f}  ONNX Runtime int8 {infer['int8']:7.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
