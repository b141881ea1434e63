"""The model registry (issue 5, item 4): registration, the not-worse promotion rule, override audit, rollback."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.integrity import write_manifest
from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.review.library import Library
from thunder_deid_desktop.store import open_store

REPO = Path(__file__).resolve().parents[1]


def _model(folder: Path, f1: float, leak: float, validation_sha: str | None = None) -> Path:
    """A folder that passes the manifest check, with metrics.json (the registry reads nothing else)."""
    folder.mkdir(parents=True)
    (folder / "config.json").write_text("{}", encoding="utf-8")
    metrics = {"binary_token_f1": f1, "entity_leak_rate": leak}
    if validation_sha is None:
        validation_sha = registry.file_sha256(registry.fixed_validation_file())
    metrics["validation_sha256"] = validation_sha
    (folder / "metrics.json").write_text(json.dumps(metrics), encoding="utf-8")
    write_manifest(folder)
    return folder


@pytest.fixture
def store(tmp_path):
    s = open_store(tmp_path / "review.sqlite3")
    yield s
    s.close()


@pytest.fixture
def admin(store):
    return Library(store).user("관리자")


def test_shipped_default_is_the_initial_promoted_model(store):
    models = registry.list_models(store)
    assert [m.id for m in models] == ["default"]
    default = models[0]
    assert default.promoted and default.target == "shipped"
    assert default.path == registry.shipped_model_dir()
    shipped = json.loads((registry.shipped_model_dir() / "metrics.json").read_text(encoding="utf-8"))
    assert default.binary_f1 == shipped["binary_token_f1"]
    assert default.entity_leak == shipped["entity_leak_rate"]
    assert default.validation_sha256 == registry.file_sha256(registry.fixed_validation_file())
    assert registry.promoted_model_dir(store) == registry.shipped_model_dir()
    # listing twice registers nothing new
    assert len(registry.list_models(store)) == 1


def test_register_checks_manifest_and_metrics(store, tmp_path):
    folder = _model(tmp_path / "m1", 0.97, 0.05)
    entry = registry.register_model(
        store, folder, parent="default", command=["thunder-deid", "train"], data_snapshot=None
    )
    assert entry.parent == "default" and not entry.promoted and entry.binary_f1 == 0.97
    again = registry.register_model(store, folder, parent="default", command=["x"], data_snapshot=None)
    assert again.id == entry.id
    (folder / "config.json").write_text('{"changed": 1}', encoding="utf-8")
    with pytest.raises(registry.RegistryError, match="changed"):
        registry.register_model(store, folder, parent=None, command=[], data_snapshot=None)
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "config.json").write_text("{}", encoding="utf-8")
    write_manifest(bare)
    with pytest.raises(registry.RegistryError, match="metrics.json"):
        registry.register_model(store, bare, parent=None, command=[], data_snapshot=None)
    with pytest.raises(registry.RegistryError, match="parent"):
        registry.register_model(
            store, _model(tmp_path / "m2", 0.9, 0.1), parent="nope", command=[], data_snapshot=None
        )


def test_promotion_rule_override_and_rollback(store, admin, tmp_path):
    default = registry.promoted_model(store)
    better = registry.register_model(
        store,
        _model(tmp_path / "better", default.binary_f1 + 0.01, default.entity_leak - 0.01),
        parent="default",
        command=["train"],
        data_snapshot=None,
    )
    worse = registry.register_model(
        store,
        _model(tmp_path / "worse", default.binary_f1 + 0.02, default.entity_leak + 0.01),
        parent=better.id,
        command=["train"],
        data_snapshot=None,
    )
    registry.promote(store, better.id, admin)
    assert registry.promoted_model_dir(store) == tmp_path / "better"
    # higher F1 but a higher leak: refused without a reason, allowed with one, and the reason is audited
    with pytest.raises(registry.RegistryError, match="entity leak"):
        registry.promote(store, worse.id, admin)
    with pytest.raises(registry.RegistryError):
        registry.promote(store, worse.id, admin, override_reason="   ")
    registry.promote(store, worse.id, admin, override_reason="판례 유형 추가")
    assert registry.promoted_model(store).id == worse.id
    events = registry.history(store)
    override = [e for e in events if e["override_reason"]]
    assert override == [
        {
            **override[0],
            "model_id": worse.id,
            "user": "관리자",
            "action": "promote",
            "override_reason": "판례 유형 추가",
        }
    ]
    registry.rollback(store, "default", admin)
    assert registry.promoted_model(store).id == "default"
    assert registry.promoted_model_dir(store) == registry.shipped_model_dir()
    assert [e["action"] for e in registry.history(store)][-1] == "rollback"
    with pytest.raises(registry.RegistryError, match="unknown model"):
        registry.rollback(store, "missing", admin)


def test_different_validation_set_needs_override(store, admin, tmp_path):
    other = registry.register_model(
        store,
        _model(tmp_path / "o", 0.99, 0.0, validation_sha="0" * 64),
        parent=None,
        command=[],
        data_snapshot=None,
    )
    with pytest.raises(registry.RegistryError, match="different validation set"):
        registry.promote(store, other.id, admin)


def test_promoted_model_in_db_reads_without_creating(tmp_path, admin, store):
    missing = tmp_path / "none.sqlite3"
    assert registry.promoted_model_in_db(missing) is None
    assert not missing.exists()
    db = Path(str(store.url.database))
    assert registry.promoted_model_in_db(db) is None  # only the shipped model is promoted
    entry = registry.register_model(
        store, _model(tmp_path / "good", 0.99, 0.0), parent="default", command=[], data_snapshot=None
    )
    registry.promote(store, entry.id, admin)
    assert registry.promoted_model_in_db(db) == tmp_path / "good"


def test_rollback_refuses_a_tampered_folder(store, admin, tmp_path):
    folder = _model(tmp_path / "t", 0.99, 0.0)
    entry = registry.register_model(store, folder, parent=None, command=[], data_snapshot=None)
    shutil.copy(folder / "config.json", folder / "extra.json")
    with pytest.raises(registry.RegistryError, match="unexpected"):
        registry.rollback(store, entry.id, admin)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", *args], capture_output=True, text=True, cwd=REPO
    )


def test_models_cli_list_promote_rollback(tmp_path):
    db = tmp_path / "cli.sqlite3"
    store = open_store(db)
    Library(store).user("관리자")  # first user: admin
    Library(store).user("서기")
    entry = registry.register_model(
        store, _model(tmp_path / "worse", 0.5, 0.5), parent="default", command=["train"], data_snapshot=None
    )
    store.close()

    listed = _cli("models", "list", "--format", "json", "--db", str(db))
    assert listed.returncode == 0, listed.stderr
    rows = {m["id"]: m for m in json.loads(listed.stdout)}
    shipped = json.loads((REPO / "resources/models/default/metrics.json").read_text(encoding="utf-8"))
    assert rows["default"]["promoted"]
    assert rows["default"]["metrics"]["binary_token_f1"] == shipped["binary_token_f1"]
    assert rows[entry.id]["parent"] == "default" and not rows[entry.id]["promoted"]
    text = _cli("models", "list", "--db", str(db)).stdout
    assert "* default" in text and entry.id in text

    refused = _cli("models", "promote", entry.id, "--db", str(db), "--user", "관리자")
    assert refused.returncode == 2 and "binary F1" in refused.stderr
    clerk = _cli("models", "promote", entry.id, "--db", str(db), "--user", "서기", "--override-reason", "x")
    assert clerk.returncode == 2 and "not an admin" in clerk.stderr
    ok = _cli(
        "models",
        "promote",
        entry.id,
        "--db",
        str(db),
        "--user",
        "관리자",
        "--override-reason",
        "급한 배포",
        "--format",
        "json",
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["promoted"] is True
    back = _cli("models", "rollback", "default", "--db", str(db), "--user", "관리자")
    assert back.returncode == 0 and "default" in back.stdout
    store = open_store(db)
    try:
        assert registry.promoted_model(store).id == "default"
        assert [e["override_reason"] for e in registry.history(store) if e["action"] == "promote"][
            -1
        ] == "급한 배포"
    finally:
        store.close()


def test_train_cli_refuses_bad_arguments(tmp_path):
    none = _cli("train")
    assert none.returncode == 2 and "--preset" in none.stderr
    bad = _cli(
        "train", "--preset", "tiny", "--reviewed-since", "yesterday", "--db", str(tmp_path / "t.sqlite3")
    )
    assert bad.returncode == 2 and "ISO date" in bad.stderr
    db = tmp_path / "t.sqlite3"
    absent = _cli("train", "--preset", "tiny", "--base-model", "default", "--db", str(db))
    assert absent.returncode == 2 and "no such database" in absent.stderr
    assert not db.exists()  # a typo in --db must not create an empty database
    open_store(db).close()
    missing = _cli("train", "--preset", "tiny", "--base-model", "no-such-model", "--db", str(db))
    assert missing.returncode == 2 and "no-such-model" in missing.stderr


def test_models_cli_refuses_a_database_that_is_not_there(tmp_path):
    db = tmp_path / "typo" / "x.sqlite3"
    r = _cli("models", "list", "--db", str(db))
    assert r.returncode == 2
    assert r.stderr.strip() == f"thunder-deid models: {db}: no such database"
    assert not db.exists() and not db.parent.exists()


def test_default_model_dir_order(tmp_path, monkeypatch):
    from thunder_deid_desktop.analysis.analyzer import default_model_dir

    monkeypatch.delenv("THUNDER_DEID_MODEL", raising=False)
    missing = tmp_path / "nowhere" / "review.sqlite3"
    monkeypatch.setenv("THUNDER_DEID_DB", str(missing))
    assert default_model_dir() == registry.shipped_model_dir()
    assert not missing.exists()  # detect never creates a database
    db = tmp_path / "review.sqlite3"
    monkeypatch.setenv("THUNDER_DEID_DB", str(db))
    store = open_store(db)
    try:
        admin = Library(store).user("관리자")
        entry = registry.register_model(
            store, _model(tmp_path / "good", 0.99, 0.0), parent="default", command=[], data_snapshot=None
        )
        assert default_model_dir() == registry.shipped_model_dir()
        registry.promote(store, entry.id, admin)
        assert default_model_dir() == tmp_path / "good"
        assert registry.model_dir_for(store) == tmp_path / "good"
        monkeypatch.setenv("THUNDER_DEID_MODEL", str(tmp_path / "explicit"))
        assert default_model_dir() == tmp_path / "explicit"
        assert registry.model_dir_for(store) == tmp_path / "explicit"
    finally:
        store.close()
