"""``thunder-deid train --config FILE [--output-dir DIR] [--epochs N] [--max-minutes M]``.

Runs :mod:`training.train` in this process (one CPU process). For several processes or GPUs use
``accelerate launch -m training.train --config FILE`` with the same config file. Progress is printed as JSON lines.
"""

from __future__ import annotations


def register(sub) -> None:
    p = sub.add_parser("train", help="train a model from annotated judgments (per-epoch replacement)")
    p.add_argument("--config", required=True, help="YAML config, e.g. training/configs/default.yaml")
    p.add_argument("--output-dir")
    p.add_argument("--epochs", type=int)
    p.add_argument("--max-minutes", type=float)
    p.set_defaults(func=run)


def run(args) -> int:
    from training.train import main as train_main

    argv = ["--config", args.config]
    if args.output_dir:
        argv += ["--output-dir", args.output_dir]
    if args.epochs is not None:
        argv += ["--epochs", str(args.epochs)]
    if args.max_minutes is not None:
        argv += ["--max-minutes", str(args.max_minutes)]
    return train_main(argv)
