"""Average the weights of two model folders of the same shape (a uniform "model soup", Wortsman et al. 2022) into a
new folder: a copy of the second folder whose ``model.safetensors`` holds ``(1 - w) * A + w * B`` for every float
tensor (others from B). The copy has no int8 runtime, metrics or card until the training command's final step is
run on it (``python -m training.train finalize --config CONFIG --model-dir OUT``).

Usage::

    .venv/bin/python tools/average_weights.py FOLDER_A FOLDER_B OUT [--weight 0.5]

Measured once, not adopted: ``training/configs/experiments/continue-soup.yaml``.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

#: files of a finished model folder that describe its own weights and are not copied
_OWN = ("model.int8.onnx", "metrics.json", "model_card.md", "analyzer.json", "manifest.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("a", type=Path)
    ap.add_argument("b", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--weight", type=float, default=0.5, help="weight of B (default 0.5)")
    args = ap.parse_args(argv)
    from safetensors.torch import load_file, save_file

    wa, wb = load_file(args.a / "model.safetensors"), load_file(args.b / "model.safetensors")
    if wa.keys() != wb.keys() or any(wa[k].shape != wb[k].shape for k in wa):
        ap.error("the two folders hold models of different shapes")
    if args.out.exists():
        ap.error(f"{args.out} exists")
    shutil.copytree(args.b, args.out, ignore=shutil.ignore_patterns(*_OWN))
    w = args.weight
    avg = {k: wa[k] * (1 - w) + wb[k] * w if wa[k].is_floating_point() else wb[k] for k in wa}
    save_file(avg, args.out / "model.safetensors", metadata={"format": "pt"})
    print(f"{args.out}: {len(avg)} tensors, weight of B {w}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
