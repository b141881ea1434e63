"""Fine-tuning from a base model (issue 5, item 3): the base folder is checked against its manifest, its label ids
are kept, labels new in the data are appended with the trained rows of the output layer unchanged."""

from __future__ import annotations

import pytest
import torch

from thunder_deid_desktop.analysis.integrity import ModelIntegrityError, write_manifest
from training.model_factory import build_config
from training.train import _base_model_dir, load_base_model

SIZE = dict(hidden_size=16, num_layers=1, num_heads=2, intermediate_size=32, max_position_embeddings=64)


@pytest.fixture
def base(tmp_path):
    from transformers import AutoModelForTokenClassification

    id2label = {0: "O", 1: "B-내국인이름", 2: "I-내국인이름"}
    torch.manual_seed(0)
    model = AutoModelForTokenClassification.from_config(build_config("deberta-v2", 50, id2label, SIZE))
    folder = tmp_path / "base"
    model.save_pretrained(folder, safe_serialization=True)
    write_manifest(folder)
    return folder, model


def test_labels_are_appended_and_trained_rows_kept(base):
    folder, original = base
    grown = {0: "O", 1: "B-내국인이름", 2: "I-내국인이름", 3: "B-은행명", 4: "I-은행명"}
    model = load_base_model(folder, grown)
    assert model.classifier.out_features == 5 and model.num_labels == 5
    assert model.config.id2label == grown
    assert torch.equal(model.classifier.weight[:3], original.classifier.weight)
    assert torch.equal(model.classifier.bias[:3], original.classifier.bias)
    ids = torch.tensor([[1, 5, 7, 2]])
    out = model(input_ids=ids, attention_mask=torch.ones_like(ids), labels=torch.tensor([[0, 3, 4, 0]]))
    assert out.logits.shape == (1, 4, 5) and torch.isfinite(out.loss)


def test_same_labels_keep_the_model_and_reordering_is_refused(base):
    folder, original = base
    same = load_base_model(folder, {0: "O", 1: "B-내국인이름", 2: "I-내국인이름"})
    assert torch.equal(same.classifier.weight, original.classifier.weight)
    with pytest.raises(ValueError):
        load_base_model(folder, {0: "O", 1: "I-내국인이름", 2: "B-내국인이름"})


def test_base_folder_must_match_its_manifest(base):
    folder, _ = base
    assert _base_model_dir({"base_model": str(folder)}) == folder
    assert _base_model_dir({}) is None
    (folder / "config.json").write_text("{}", encoding="utf-8")
    with pytest.raises(ModelIntegrityError):
        _base_model_dir({"base_model": str(folder)})
