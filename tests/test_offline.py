"""Offline guarantee (issue 9, item 3): detection (``thunder-deid detect``, real model), review and export (the
scripted reviewer ``thunder_deid_desktop.review.driver`` with the real analyzer), local training
(``thunder-deid train`` on a tiny config) and ``audit verify`` run as subprocesses with the network blocked at
the socket level (``tests/offline/sitecustomize.py``): every name lookup or internet connection is recorded
and refused. The record must stay empty. ``HF_HUB_OFFLINE`` and friends are removed from the environment
first, so what is shown is that the code itself never reaches out (not that a variable hid it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from thunder_deid_desktop.review import default_model_available

REPO = Path(__file__).resolve().parents[1]
BLOCKER = Path(__file__).resolve().parent / "offline"
SAMPLE = REPO / "tests" / "data" / "judgment_dui.txt"


def _env(net_log: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HF_", "TRANSFORMERS_", "HUGGINGFACE_")) and k not in ("DO_NOT_TRACK",)
    }
    env["PYTHONPATH"] = os.pathsep.join([str(BLOCKER), str(REPO), env.get("PYTHONPATH", "")]).rstrip(
        os.pathsep
    )
    env["THUNDER_DEID_NET_LOG"] = str(net_log)
    env["THUNDER_DEID_LOG_LEVEL"] = "WARNING"
    return env


def _run(args: list[str], net_log: Path, timeout: int) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], cwd=REPO, env=_env(net_log), capture_output=True, text=True, timeout=timeout
    )


def _attempts(net_log: Path) -> list[dict]:
    if not net_log.exists():
        return []
    return [json.loads(x) for x in net_log.read_text(encoding="utf-8").splitlines()]


def test_the_blocker_records_and_refuses(tmp_path: Path) -> None:
    """Positive control: the same set-up does see and stop a connection."""
    log = tmp_path / "net.jsonl"
    code = (
        "import os, socket\n"
        "assert os.environ['THUNDER_DEID_NET_BLOCKED'] == '1'\n"
        "try:\n    socket.create_connection(('example.com', 80), timeout=1)\nexcept OSError as e:\n    print(e)\n"
        "s = socket.socket()\n"
        "try:\n    s.connect(('127.0.0.1', 9))\nexcept OSError as e:\n    print(e)\n"
        "a, b = socket.socketpair(socket.AF_UNIX)\n"  # local IPC stays allowed
        "a.sendall(b'x'); print(b.recv(1))\n"
    )
    r = _run(["-c", code], log, 60)
    assert r.returncode == 0, r.stderr
    assert "network blocked" in r.stdout and "b'x'" in r.stdout
    assert [a["call"] for a in _attempts(log)] == ["create_connection", "connect"]


@pytest.mark.slow
@pytest.mark.skipif(not default_model_available(), reason="no model folder")
def test_detect_review_export_offline(tmp_path: Path) -> None:
    log = tmp_path / "net.jsonl"
    r = _run(["-m", "thunder_deid_desktop.cli", "detect", str(SAMPLE)], log, 300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert json.loads(r.stdout)["spans"]
    db = tmp_path / "review.sqlite3"
    out = tmp_path / "out"
    r = _run(
        ["-m", "thunder_deid_desktop.review.driver", str(SAMPLE), "--db", str(db), "--model", "default",
         "--decisions", "15", "--export", str(out)],
        log,
        300,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    assert "exported" in r.stdout and any(out.iterdir())
    r = _run(["-m", "thunder_deid_desktop.cli", "audit", "verify", "--db", str(db)], log, 120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert _attempts(log) == []


@pytest.mark.slow
@pytest.mark.skipif(
    not (REPO.parent / "shared" / "data" / "thunder_deid").is_dir()
    and not os.environ.get("THUNDER_DEID_SHARED"),
    reason="no training data",
)
def test_local_training_offline(tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from sshd_server import tiny_training_config

    cfg = tiny_training_config(epochs=1, limit_docs=30)
    cfg["train"]["max_minutes"] = 0.5
    cfg["output_dir"] = str(tmp_path / "run")
    config = tmp_path / "tiny.yaml"
    config.write_text(yaml.safe_dump(cfg, allow_unicode=True), encoding="utf-8")
    log = tmp_path / "net.jsonl"
    r = _run(
        ["-m", "thunder_deid_desktop.cli", "train", "--config", str(config), "--max-minutes", "0.5"], log, 420
    )
    assert r.returncode == 0, r.stderr[-3000:]
    assert (tmp_path / "run" / "config.json").is_file()
    assert any(json.loads(x).get("event") == "done" for x in r.stdout.splitlines() if x.startswith("{"))
    assert _attempts(log) == []
