"""tools/average_weights.py: the uniform weight average of two model folders (the soup experiment of the card)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file, save_file

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("average_weights", ROOT / "tools" / "average_weights.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _folder(path: Path, value: float, shape=(2, 3)) -> Path:
    path.mkdir()
    save_file({"w": torch.full(shape, value), "ids": torch.tensor([1, 2])}, path / "model.safetensors")
    (path / "config.json").write_text("{}", encoding="utf-8")
    (path / "metrics.json").write_text("{}", encoding="utf-8")
    return path


def test_the_average_of_two_folders(tmp_path: Path) -> None:
    a, b = _folder(tmp_path / "a", 1.0), _folder(tmp_path / "b", 3.0)
    assert _tool().main([str(a), str(b), str(tmp_path / "out"), "--weight", "0.25"]) == 0
    out = load_file(tmp_path / "out" / "model.safetensors")
    assert torch.allclose(out["w"], torch.full((2, 3), 1.5)) and out["ids"].tolist() == [1, 2]
    assert (tmp_path / "out" / "config.json").exists() and not (tmp_path / "out" / "metrics.json").exists()


def test_folders_of_different_shapes_are_refused(tmp_path: Path) -> None:
    a, b = _folder(tmp_path / "a", 1.0), _folder(tmp_path / "b", 3.0, (3, 2))
    with pytest.raises(SystemExit):
        _tool().main([str(a), str(b), str(tmp_path / "out")])
    assert not (tmp_path / "out").exists()
