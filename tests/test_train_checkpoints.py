"""Which checkpoint a resumed multi-process run starts from (``training.train._common_checkpoint``).

A run killed while its processes replace ``latest`` can leave them one checkpoint apart; every process must
resume from the same step, or they wait for each other's collectives in vain.
"""

from __future__ import annotations

import json
from pathlib import Path

import torch

from training.train import _common_checkpoint


class Gathering:
    """Stands in for ``accelerate.Accelerator``: ``gather`` returns this process's tensor and the others'."""

    device = "cpu"

    def __init__(self, others: list[list[int]]) -> None:
        self.others = others
        self.num_processes = 1 + len(others)

    def gather(self, t: torch.Tensor) -> torch.Tensor:
        return torch.cat([t, *(torch.tensor(o) for o in self.others)])


def checkpoints(root: Path, **steps: int) -> Path:
    for name, step in steps.items():
        (root / name).mkdir(parents=True)
        (root / name / "state.json").write_text(json.dumps({"step": step}))
    return root


def test_a_process_one_checkpoint_ahead_resumes_from_the_one_all_have(tmp_path):
    ck = checkpoints(tmp_path, previous=20, latest=40)
    assert _common_checkpoint(ck, Gathering([[20, -1]])) == ck / "previous"
    assert _common_checkpoint(ck, Gathering([[20, 40]])) == ck / "latest"


def test_no_common_checkpoint_starts_from_scratch(tmp_path):
    ck = checkpoints(tmp_path, latest=20)
    assert _common_checkpoint(ck, Gathering([[-1, -1]])) is None
    assert _common_checkpoint(tmp_path / "none", Gathering([])) is None


def test_an_unfinished_checkpoint_is_ignored(tmp_path):
    # killed between "latest -> previous" and "latest.tmp -> latest": previous is the newest complete one
    ck = checkpoints(tmp_path, previous=40)
    (ck / "latest.tmp").mkdir()
    assert _common_checkpoint(ck, Gathering([[20, 40]])) == ck / "previous"
    (ck / "latest").mkdir()  # no state.json: not complete
    assert _common_checkpoint(ck, Gathering([])) == ck / "previous"
