"""Architectures the trainer builds, and the DeBERTa-v2 -> BERT weight transfer (training/model_factory.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from conftest import needs_training_data, write_one_name_gold
from transformers import AutoModelForTokenClassification, DebertaV2Config

from training.model_factory import bert_from_deberta, build_config

LABELS = {0: "O", 1: "B-내국인이름", 2: "I-내국인이름"}
SMALL = {"hidden_size": 32, "num_layers": 2, "num_heads": 2, "intermediate_size": 64, "dropout": 0.0}


def _ids(seed: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, 300, (3, 17), generator=g)
    mask = torch.ones_like(ids)
    mask[1, 12:] = 0  # a padded row
    return ids, mask


def test_content_only_deberta_and_its_bert_copy_give_the_same_logits() -> None:
    # without relative attention and without absolute positions DeBERTa-v2 is BERT with zero position embeddings:
    # the transfer must then be exact, which checks every weight's mapping and the attention scale
    torch.manual_seed(0)
    cfg = DebertaV2Config(
        vocab_size=300,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
        relative_attention=False,
        position_biased_input=False,
        type_vocab_size=0,
        pad_token_id=0,
        id2label=LABELS,
        label2id={v: k for k, v in LABELS.items()},
    )
    deberta = AutoModelForTokenClassification.from_config(cfg).eval()
    bert = bert_from_deberta(deberta, max_position_embeddings=64)
    ids, mask = _ids()
    with torch.no_grad():
        a = deberta(input_ids=ids, attention_mask=mask).logits
        b = bert(input_ids=ids, attention_mask=mask).logits
    keep = mask.bool()
    assert torch.allclose(a[keep], b[keep], atol=1e-5)
    assert bert.config.model_type == "bert" and bert.config.id2label == LABELS


def test_relative_attention_model_converts_and_its_query_is_rescaled() -> None:
    torch.manual_seed(1)
    deberta = AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", 300, LABELS, SMALL)
    ).eval()
    bert = bert_from_deberta(deberta, max_position_embeddings=128)
    src = deberta.state_dict()
    dst = bert.state_dict()
    # c2p + p2c: DeBERTa divides the scores by sqrt(3 * head_dim), BERT by sqrt(head_dim)
    q = src["deberta.encoder.layer.0.attention.self.query_proj.weight"] / 3**0.5
    assert torch.allclose(dst["bert.encoder.layer.0.attention.self.query.weight"], q)
    assert torch.equal(
        dst["bert.encoder.layer.1.output.dense.weight"], src["deberta.encoder.layer.1.output.dense.weight"]
    )
    assert torch.equal(dst["classifier.weight"], src["classifier.weight"])
    assert not dst["bert.embeddings.position_embeddings.weight"].any()
    assert bert.config.max_position_embeddings == 128
    ids, mask = _ids(1)
    with torch.no_grad():
        assert bert(input_ids=ids, attention_mask=mask).logits.shape == (3, 17, len(LABELS))


def test_only_deberta_without_absolute_positions_converts() -> None:
    bert = AutoModelForTokenClassification.from_config(build_config("bert", 300, LABELS, SMALL))
    with pytest.raises(ValueError, match="deberta-v2"):
        bert_from_deberta(bert)
    absolute = AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", 300, LABELS, {**SMALL, "relative_attention": False})
    )
    with pytest.raises(ValueError, match="absolute position"):
        bert_from_deberta(absolute)
    with pytest.raises(ValueError, match="unknown architecture"):
        build_config("gpt", 300, LABELS, SMALL)


@needs_training_data
def test_training_converts_a_deberta_base_only_when_the_config_says_so(tmp_path) -> None:
    # training.train with base_model + model.convert_base_to: bert fine-tunes a BERT copy; without the key the
    # base model's own architecture is kept (a preset's "architecture" does not convert a base)
    import json
    import shutil

    from transformers import AutoConfig

    from thunder_deid_desktop.analysis.integrity import write_manifest
    from thunder_deid_desktop.jobs import registry
    from training.train import train

    shipped = registry.shipped_model_dir()
    base = tmp_path / "base"
    base.mkdir()
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.copyfile(shipped / name, base / name)
    cfg = AutoConfig.from_pretrained(str(shipped), local_files_only=True)
    id2label = {int(k): v for k, v in cfg.id2label.items()}
    small = {**SMALL, "max_position_embeddings": 128}
    AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", cfg.vocab_size, id2label, small)
    ).save_pretrained(base, safe_serialization=True)
    write_manifest(base)
    gold = write_one_name_gold(tmp_path / "gold.jsonl")

    def run(name: str, model: dict) -> Path:
        return train(
            {
                "seed": 1,
                "output_dir": str(tmp_path / name),
                "threads": 1,
                "base_model": str(base),
                "validation_gold": str(gold),
                "model": {"architecture": "deberta-v2", "max_length": 64, **model},
                "train": {"epochs": 1, "batch_size": 8, "lr": 0.001, "max_minutes": 0.3, "log_every": 5},
                "data": {"limit_docs": 12},
                "eval_grid": {"threshold": [0.5]},
            }
        )

    converted = run("bert", {"convert_base_to": "bert"})
    kept = run("kept", {})
    assert json.loads((converted / "config.json").read_text(encoding="utf-8"))["model_type"] == "bert"
    assert json.loads((kept / "config.json").read_text(encoding="utf-8"))["model_type"] == "deberta-v2"
    assert "architecture bert" in (converted / "model_card.md").read_text(encoding="utf-8")
