"""Architectures the trainer builds, and the DeBERTa-v2 -> BERT weight transfer (training/model_factory.py)."""

from __future__ import annotations

import pytest
import torch
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
