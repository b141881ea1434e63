"""Safe models (issue 9, item 7), the cases ``test_integrity.py`` does not cover: the shipped model folder
verifies and holds safetensors only, and a folder whose weights are a pickle that would run code is refused
before anything is unpickled, even when its manifest lists the pickle."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.integrity import (
    PICKLE_SUFFIXES,
    ModelIntegrityError,
    verify_manifest,
    write_manifest,
)
from thunder_deid_desktop.review import default_model_available

REPO = Path(__file__).resolve().parents[1]
SHIPPED = REPO / "resources" / "models" / "default"


class _Payload:
    """Unpickling this creates the file ``marker``: proof that code ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (str(self.marker), "w"))


@pytest.mark.skipif(not default_model_available(), reason="no model folder")
def test_the_shipped_model_verifies_and_is_safetensors_only() -> None:
    verify_manifest(SHIPPED)
    files = [p for p in SHIPPED.rglob("*") if p.is_file()]
    assert any(p.suffix == ".safetensors" for p in files)
    assert not [p for p in files if p.suffix.lower() in PICKLE_SUFFIXES]


@pytest.mark.parametrize("listed", [False, True])
def test_a_pickle_model_is_refused_before_it_is_unpickled(tmp_path: Path, listed: bool) -> None:
    from thunder_deid_desktop.analysis.model import TokenClassifier

    marker = tmp_path / "code-ran"
    d = tmp_path / "model"
    d.mkdir()
    (d / "config.json").write_text('{"model_type": "deberta-v2"}', encoding="utf-8")
    (d / "pytorch_model.bin").write_bytes(pickle.dumps(_Payload(marker)))
    if listed:  # even a manifest that names the pickle does not make it loadable
        write_manifest(d)
    with pytest.raises(ModelIntegrityError, match="pickle"):
        TokenClassifier(d)
    assert not marker.exists()
    # control: the payload does run when unpickled, so the check above is meaningful
    pickle.loads((d / "pytorch_model.bin").read_bytes())
    assert marker.exists()
