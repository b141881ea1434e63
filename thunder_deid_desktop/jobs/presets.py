"""Remote-training presets: a config file of ``training/configs`` plus how to launch it.

The paper's shapes (``paper-370m``, ``paper-800m``, ``paper-1.5b``; facts in ``shared/data/paper/FACTS.md``) run in
bf16 with gradient checkpointing, AdamW (0.9, 0.999), the paper's learning rates, 10 % warm-up + cosine decay,
sequence length 2048, 4 windows per GPU (x 8 GPUs = the paper's batch of 32) and a checkpoint every 500 steps.
``default`` is the small model shipped with the app (trained on CPU), ``tiny`` a smoke test.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Preset:
    """``name``; ``config`` (file name in ``training/configs``); ``mixed_precision`` for ``accelerate launch``;
    ``gpus`` the node shape it was sized for (GPUs in total; 0 = CPU); ``note`` for the admin."""

    name: str
    config: str
    mixed_precision: str
    gpus: int
    note: str


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset("tiny", "tiny.yaml", "no", 0, "smoke test, minutes on a CPU"),
        Preset("default", "default.yaml", "no", 0, "the shipped 9.6M model; about an hour on 2 CPU cores"),
        Preset("paper-370m", "paper-370m.yaml", "bf16", 8, "paper 370M shape (336M params), LR 5e-5, 8 GPUs"),
        Preset("paper-800m", "paper-800m.yaml", "bf16", 8, "paper 800M shape (750M params), LR 2e-5, 8 GPUs"),
        Preset(
            "paper-1.5b", "paper-1.5b.yaml", "bf16", 8, "paper 1.5B shape (1.47B params), LR 2e-5, 8 GPUs"
        ),
    )
}


def config_path(name: str) -> Path:
    """The config file of preset ``name``. Raises ``KeyError`` for an unknown preset."""
    from training import corpus

    return corpus.REPO_ROOT / "training" / "configs" / PRESETS[name].config


def load_preset(name: str) -> dict:
    """The parsed config of preset ``name``. Raises ``KeyError`` for an unknown preset."""
    return yaml.safe_load(config_path(name).read_text(encoding="utf-8"))
