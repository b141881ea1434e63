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
