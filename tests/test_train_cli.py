"""``thunder-deid train`` on the CPU (issue 5): fine-tune a registered model with the tiny preset on the shipped data
plus a document a clerk reviewed, evaluate on the fixed validation set, register it with its parent and data
snapshot — a real subprocess, a real database.

The base is a small model (the shipped tokenizer and label map, random weights, 64 hidden units) so that the test
takes minutes (3 min 10 s here, load average about 4); the same run on top of the 9.6M-parameter shipped model
(``--base-model default``) passed too but took 13 min on the loaded 2-core machine. Marked slow: one epoch plus
the 436 judgments of the fixed validation set."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import bundled_sample, gazetteer_detect, needs_training_data

from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.review.library import Library
from thunder_deid_desktop.review.session import ReviewSession
from thunder_deid_desktop.store import open_store

pytestmark = needs_training_data

REPO = Path(__file__).resolve().parents[1]


def _small_base(folder: Path) -> Path:
    """A registrable model folder: the shipped tokenizer and labels, a small random DeBERTa-v2."""
    import shutil

    from transformers import AutoConfig, AutoModelForTokenClassification

    from thunder_deid_desktop.analysis.integrity import write_manifest
    from training.model_factory import build_config

    shipped = registry.shipped_model_dir()
    folder.mkdir(parents=True)
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.copyfile(shipped / name, folder / name)
    cfg = AutoConfig.from_pretrained(str(shipped), local_files_only=True)
    id2label = {int(k): v for k, v in cfg.id2label.items()}
    size = dict(hidden_size=64, num_layers=1, num_heads=2, intermediate_size=128, max_position_embeddings=128)
    model = AutoModelForTokenClassification.from_config(
        build_config("deberta-v2", cfg.vocab_size, id2label, size)
    )
    model.save_pretrained(folder, safe_serialization=True)
    (folder / "metrics.json").write_text(
        json.dumps({"binary_token_f1": 0.0, "entity_leak_rate": 1.0}), "utf-8"
    )
    write_manifest(folder)
    return folder


@pytest.mark.slow
def test_train_fine_tunes_a_registered_model_and_registers_it(tmp_path) -> None:
    db = tmp_path / "review.sqlite3"
    store = open_store(db)
    base = registry.register_model(
        store, _small_base(tmp_path / "base"), parent=None, command=["test"], data_snapshot=None
    )
    lib = Library(store)
    user = lib.user("관리자")
    text = bundled_sample().read_text(encoding="utf-8")
    doc_id, _ = lib.import_text("판결", text)
    lib.start_analysis(doc_id, user)
    lib.finish_analysis(doc_id, user, gazetteer_detect(text), "gazetteer")
    session = ReviewSession(store, doc_id, user)
    session.accept([s.id for s in session.spans()])
    session.mark_reviewed()
    store.close()

    env = {
        **os.environ,
        "THUNDER_DEID_MODELS": str(tmp_path / "models"),
        "THUNDER_DEID_SNAPSHOTS": str(tmp_path / "snapshots"),
    }
    out = tmp_path / "models" / "ft"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "thunder_deid_desktop.cli",
            "train",
            "--preset",
            "tiny",
            "--base-model",
            str(tmp_path / "base"),
            "--reviewed-since",
            "2000-01-01",
            "--register",
            "--db",
            str(db),
            "--output-dir",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=1800,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    events = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    kinds = [e["event"] for e in events]
    assert kinds[0] == "snapshot" and events[0]["reviewed_docs"] == 1
    assert "start" in kinds and "eval" in kinds and kinds[-1] == "registered"
    start = next(e for e in events if e["event"] == "start")
    assert start["labels"] >= 1  # the shipped model's label ids (plus any new ones)
    registered = events[-1]

    store = open_store(db)
    try:
        entry = registry.get_model(store, registered["id"])
        default = registry.get_model(store, "default")
        assert entry.parent == base.id and entry.path == out.resolve()
        assert entry.validation_sha256 == default.validation_sha256
        assert entry.metrics["documents"] == 436
        assert entry.data_sha256 == events[0]["sha256"]
        info = json.loads((out / "train_info.json").read_text(encoding="utf-8"))
        assert Path(info["base_model"]) == (tmp_path / "base").resolve()
        assert not entry.promoted  # promoting is a separate, audited step
    finally:
        store.close()
