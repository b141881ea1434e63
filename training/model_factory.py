"""Model configurations: the architectures the trainer can build from scratch.

``deberta-v2`` is the paper's architecture (DeBERTa-v3 = DeBERTa-v2 code with relative attention). ``bert`` is the
same size with absolute positions only; on a 2-core CPU it is faster (see ``bench/detect_speed.py`` and the model
card for the measured figures), so the config file chooses.
"""

from __future__ import annotations

from typing import Any


def build_config(arch: str, vocab_size: int, id2label: dict[int, str], m: dict[str, Any]):
    """A ``transformers`` config for token classification.

    Args:
        arch: ``"deberta-v2"`` or ``"bert"``.
        vocab_size: tokenizer size.
        id2label: BIO label map.
        m: the ``model`` section of the training config (hidden_size, num_layers, num_heads, intermediate_size,
            max_position_embeddings, dropout, and for deberta-v2 position_buckets / relative_attention).

    Raises:
        ValueError: unknown ``arch``.
    """
    from transformers import BertConfig, DebertaV2Config

    common = dict(
        vocab_size=vocab_size,
        hidden_size=m["hidden_size"],
        num_hidden_layers=m["num_layers"],
        num_attention_heads=m["num_heads"],
        intermediate_size=m["intermediate_size"],
        max_position_embeddings=m.get("max_position_embeddings", 512),
        hidden_dropout_prob=m.get("dropout", 0.1),
        attention_probs_dropout_prob=m.get("dropout", 0.1),
        id2label=id2label,
        label2id={v: k for k, v in id2label.items()},
        pad_token_id=0,
        type_vocab_size=0 if arch == "deberta-v2" else 1,
    )
    if arch == "bert":
        return BertConfig(**common)
    if arch == "deberta-v2":
        rel = m.get("relative_attention", True)
        return DebertaV2Config(
            **common,
            relative_attention=rel,
            position_buckets=m.get("position_buckets", 64) if rel else -1,
            max_relative_positions=-1,
            pos_att_type=["p2c", "c2p"] if rel else None,
            position_biased_input=not rel,
            norm_rel_ebd="layer_norm" if rel else "none",
            share_att_key=True,
        )
    raise ValueError(f"unknown architecture {arch!r} (use deberta-v2 or bert)")


def bert_from_deberta(model, max_position_embeddings: int = 512):
    """A BERT token classifier initialised from a trained DeBERTa-v2 one (weight transfer, not distillation).

    Both architectures share the transformer block (query/key/value projections, attention output, feed-forward,
    post-layer norms), the word embeddings and the classifier; only the position signal differs. DeBERTa-v2 adds
    relative-position terms (c2p, p2c) to the attention scores and divides them by ``sqrt(head_dim * (1 +
    len(pos_att_type)))``; BERT has learned absolute positions and divides by ``sqrt(head_dim)``. So the query
    projection is scaled by ``sqrt(1 / (1 + len(pos_att_type)))`` to keep the content-to-content scores, and the
    absolute position and token-type embeddings start at zero: the converted model first sees content only, and
    fine-tuning (``training.train`` with ``base_model`` and ``model.convert_base_to: bert``) teaches it positions.
    Used because BERT's attention runs about 1.8x faster than DeBERTa's on a 2-core CPU at this size
    (``bench/arch_speed.py``) and a warm start keeps what the DeBERTa model learned.

    Args:
        model: a ``DebertaV2ForTokenClassification`` (``position_biased_input`` false, as this project builds it).
        max_position_embeddings: positions of the BERT model (>= the windows it will see).

    Returns:
        ``BertForTokenClassification`` with the same label map and vocabulary, in eval mode.

    Raises:
        ValueError: ``model`` is not a DeBERTa-v2 token classifier, or it has absolute positions of its own.
    """
    import math

    import torch
    from transformers import BertConfig, BertForTokenClassification

    c = model.config
    if c.model_type != "deberta-v2":
        raise ValueError(f"expected a deberta-v2 model, got {c.model_type!r}")
    if getattr(c, "position_biased_input", False):
        raise ValueError("the DeBERTa model has absolute position embeddings: not supported")
    n_pos_terms = len(c.pos_att_type or []) if c.relative_attention else 0
    cfg = BertConfig(
        vocab_size=c.vocab_size,
        hidden_size=c.hidden_size,
        num_hidden_layers=c.num_hidden_layers,
        num_attention_heads=c.num_attention_heads,
        intermediate_size=c.intermediate_size,
        hidden_act=c.hidden_act,
        max_position_embeddings=max_position_embeddings,
        hidden_dropout_prob=c.hidden_dropout_prob,
        attention_probs_dropout_prob=c.attention_probs_dropout_prob,
        layer_norm_eps=c.layer_norm_eps,
        type_vocab_size=1,
        pad_token_id=c.pad_token_id,
        id2label=dict(c.id2label),
        label2id=dict(c.label2id),
    )
    bert = BertForTokenClassification(cfg)
    src = model.state_dict()
    q_scale = math.sqrt(1.0 / (1 + n_pos_terms))
    mapping = {
        "bert.embeddings.word_embeddings.weight": "deberta.embeddings.word_embeddings.weight",
        "bert.embeddings.LayerNorm.weight": "deberta.embeddings.LayerNorm.weight",
        "bert.embeddings.LayerNorm.bias": "deberta.embeddings.LayerNorm.bias",
        "classifier.weight": "classifier.weight",
        "classifier.bias": "classifier.bias",
    }
    for i in range(c.num_hidden_layers):
        b, d = f"bert.encoder.layer.{i}.", f"deberta.encoder.layer.{i}."
        for kind in ("weight", "bias"):
            for bn, dn in (
                ("attention.self.query", "attention.self.query_proj"),
                ("attention.self.key", "attention.self.key_proj"),
                ("attention.self.value", "attention.self.value_proj"),
                ("attention.output.dense", "attention.output.dense"),
                ("attention.output.LayerNorm", "attention.output.LayerNorm"),
                ("intermediate.dense", "intermediate.dense"),
                ("output.dense", "output.dense"),
                ("output.LayerNorm", "output.LayerNorm"),
            ):
                mapping[f"{b}{bn}.{kind}"] = f"{d}{dn}.{kind}"
    state = bert.state_dict()
    with torch.no_grad():
        for dst, s in mapping.items():
            value = src[s].clone()
            if ".attention.self.query." in dst:
                value *= q_scale
            state[dst] = value
        state["bert.embeddings.position_embeddings.weight"].zero_()
        state["bert.embeddings.token_type_embeddings.weight"].zero_()
    bert.load_state_dict(state)
    return bert.eval()
