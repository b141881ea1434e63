"""Masked-LM adaptation of the encoder before fine-tuning (training/mlm.py, issue 2)."""

from __future__ import annotations

import json

import torch
from conftest import bundled_sample, needs_training_data, write_one_name_gold
from transformers import AutoModelForTokenClassification, DataCollatorForLanguageModeling

from thunder_deid_desktop.analysis.tokenizer import MorphemeBPETokenizer
from thunder_deid_desktop.jobs import registry
from training.mlm import adapt_encoder, collate_examples, corpus_sequences
from training.model_factory import build_config

SAMPLE = bundled_sample().read_text(encoding="utf-8")
LABELS = {0: "O", 1: "B-내국인이름", 2: "I-내국인이름"}
SMALL = {"hidden_size": 32, "num_layers": 1, "num_heads": 2, "intermediate_size": 64, "dropout": 0.0}


def _tokenizer() -> MorphemeBPETokenizer:
    return MorphemeBPETokenizer.from_pretrained(registry.shipped_model_dir())


def test_sequences_are_cut_to_the_length_and_keep_their_morpheme_index() -> None:
    tok = _tokenizer()
    _, enc = tok.encode(SAMPLE)
    pieces = list(corpus_sequences([SAMPLE], tok, 30))
    assert len(pieces) == len(enc.ids) // 30
    assert all(len(ids) == 30 and len(words) == 30 for ids, words in pieces)
    assert pieces[1] == (enc.ids[30:60], enc.word_index[30:60])


def test_the_collator_masks_every_piece_of_a_morpheme_together() -> None:
    tok = _tokenizer()
    pieces = list(corpus_sequences([SAMPLE], tok, 62))[:8]
    # the sample has morphemes of several BPE pieces, or the test would prove nothing
    assert any(words.count(w) > 1 for _, words in pieces for w in set(words))
    collator = DataCollatorForLanguageModeling(
        tok.hf,
        whole_word_mask=True,
        mlm_probability=0.4,
        mask_replace_prob=1.0,
        random_replace_prob=0.0,
        seed=3,
    )
    batch = collator(collate_examples(pieces, tok.hf.cls_token_id, tok.hf.sep_token_id))
    masked = batch["labels"] != -100
    assert 0.2 < masked.float().mean() < 0.6
    assert not masked[:, 0].any() and not masked[:, -1].any()  # [CLS] and [SEP] are never masked
    for row, (ids, words) in enumerate(pieces):
        for w in set(words):
            cols = [k + 1 for k, x in enumerate(words) if x == w]
            assert len({bool(masked[row, c]) for c in cols}) == 1, f"morpheme {w} masked in part"
        where = masked[row]
        assert (batch["input_ids"][row][where] == tok.hf.mask_token_id).all()
        assert batch["labels"][row][where].tolist() == [
            ids[c - 1] for c in where.nonzero().flatten().tolist()
        ]


def test_adaptation_trains_the_encoder_and_leaves_the_classifier_alone() -> None:
    torch.manual_seed(0)
    tok = _tokenizer()
    model = AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", tok.vocab_size, LABELS, SMALL)
    )
    before = {k: v.clone() for k, v in model.state_dict().items()}
    events: list[dict] = []
    info = adapt_encoder(
        model,
        tok,
        [SAMPLE] * 3,
        {"max_steps": 40, "batch_size": 4, "lr": 0.01, "warmup_ratio": 0.1},
        64,
        seed=5,
        emit=lambda **e: events.append(e),
    )
    after = model.state_dict()
    assert info["mlm_steps"] == 40 and info["mlm_sequences"] == 160
    assert torch.equal(before["classifier.weight"], after["classifier.weight"])
    changed = [k for k in before if k.startswith("deberta.") and not torch.equal(before[k], after[k])]
    assert "deberta.embeddings.word_embeddings.weight" in changed
    assert any(".encoder.layer.0." in k for k in changed)
    assert [e["step"] for e in events] == [20, 40] and {e["event"] for e in events} == {"mlm_step"}
    # the masked-LM loss (mean of 20 steps) falls while the same text is seen again
    assert events[1]["loss"] < events[0]["loss"] - 0.3
    assert info["mlm_final_loss"] == events[1]["loss"]


def test_a_corpus_too_short_for_one_batch_is_an_error() -> None:
    import pytest

    tok = _tokenizer()
    model = AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", tok.vocab_size, LABELS, SMALL)
    )
    with pytest.raises(ValueError, match="no batch"):
        adapt_encoder(
            model, tok, ["피고인은 무죄."], {"max_steps": 3, "batch_size": 2}, 64, 1, lambda **e: None
        )


@needs_training_data
def test_training_runs_the_masked_lm_stage_before_fine_tuning(tmp_path, monkeypatch) -> None:
    # training.train with an ``mlm:`` section: the stage runs on the shared corpus, its figures reach train_info
    # and the progress stream, and fine-tuning follows; the final step measures the per-label descriptor table.
    # While the final step chooses the settings, another process refuses the folder (no analyzer.json yet).
    import subprocess
    import sys

    from thunder_deid_desktop import evaluation
    from training.train import train

    probed: list[str] = []
    grid = evaluation.evaluate_settings_grid

    def probing_grid(folder, *args, **kwargs):
        other = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from thunder_deid_desktop.analysis.integrity import "
                "verify_manifest as v; v(sys.argv[1])",
                str(folder),
            ],
            capture_output=True,
            text=True,
        )
        probed.append(other.stderr)
        return grid(folder, *args, **kwargs)

    monkeypatch.setattr(evaluation, "evaluate_settings_grid", probing_grid)

    gold = write_one_name_gold(tmp_path / "gold.jsonl")
    out = train(
        {
            "seed": 1,
            "output_dir": str(tmp_path / "run"),
            "threads": 1,
            "tokenizer": {"from": str(registry.shipped_model_dir())},
            "validation_gold": str(gold),
            "model": {**SMALL, "architecture": "deberta-v2", "max_position_embeddings": 64, "max_length": 64},
            "mlm": {"corpus_docs": 4, "max_steps": 3, "batch_size": 2},
            "train": {"epochs": 1, "batch_size": 8, "lr": 0.001, "max_minutes": 0.2, "log_every": 5},
            "data": {"limit_docs": 12},
            "eval_grid": {"threshold": [0.5], "extend_descriptors": ["by_label"]},
        }
    )
    assert probed and all("finalizing this model folder" in err for err in probed), probed
    assert not (out / "FINALIZING").exists()
    # the per-label descriptor table (training/descriptors.py) goes to analyzer.json, its name to metrics.json
    table = json.loads((out / "analyzer.json").read_text(encoding="utf-8"))["extend_descriptors"]
    assert isinstance(table, dict) and all(isinstance(v, list) for v in table.values())
    from thunder_deid_desktop.analysis.analyzer import Analyzer, descriptor_setting

    assert Analyzer(out).descriptors == descriptor_setting(table)  # the analyzer reads the table back
    metrics = json.loads((out / "metrics.json").read_text(encoding="utf-8"))
    assert metrics["analyzer_settings"]["extend_descriptors"] == "by_label"
    info = json.loads((out / "train_info.json").read_text(encoding="utf-8"))
    assert info["mlm_steps"] == 3 and info["mlm_sequences"] == 6
    events = [json.loads(line)["event"] for line in (out / "progress.jsonl").read_text().splitlines()]
    assert events.index("mlm_done") < events.index("start") < events.index("step")
