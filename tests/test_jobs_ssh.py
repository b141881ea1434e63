"""Remote training over SSH against a real OpenSSH server on 127.0.0.1, used as two nodes.

Each test runs a real 2-process gloo training job (``accelerate launch --num_machines 2``, one CPU process per
"machine", ``ACCELERATE_USE_CPU=1``) of a tiny model through the same code path as a GPU job: bundle, SFTP copy,
environment check, launch, follow, fetch, hash check, register.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from pathlib import Path

import pytest
import sshd_server
from conftest import needs_training_data

from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.jobs.bundle import build_bundle, verify_extracted
from thunder_deid_desktop.jobs.ssh import SSHTrainingJob, launch_argv
from thunder_deid_desktop.jobs.targets import SSHTarget, connect, load_targets, save_targets
from thunder_deid_desktop.store import open_store

pytestmark = [
    needs_training_data,
    pytest.mark.skipif(sshd_server.available() is not None, reason=str(sshd_server.available())),
]


@pytest.fixture(scope="module")
def sshd(tmp_path_factory):
    server = sshd_server.start_sshd(tmp_path_factory.mktemp("sshd"))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_bundle(sshd_server.tiny_training_config(epochs=2), tmp_path_factory.mktemp("bundle"))


def nodes(sshd, root: Path) -> list[SSHTarget]:
    """Two targets on the same sshd, each with its own working folder (two "machines")."""
    return [
        SSHTarget(
            name=f"node-{c}",
            host="127.0.0.1",
            port=sshd.port,
            user=sshd.user,
            key_file=str(sshd.key),
            known_hosts=str(sshd.known_hosts),
            workdir=str(root / f"node-{c}"),
            python=sys.executable,
        )
        for c in "ab"
    ]


def group_ends(pgid: int, within_s: float = 60) -> bool:
    """True once no process of the group ``pgid`` is left (killed processes take a moment to exit)."""
    import time

    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.2)
    return False


def _error_lines(events) -> list[str]:
    """Output lines of a run that look like the cause of a failure (for assertion messages)."""
    keys = ("Error", "Traceback", "error", "Killed", "timed out")
    return [
        e.data["line"][-300:] for e in events if e.kind == "log" and any(k in e.data["line"] for k in keys)
    ]


def run_to_end(job) -> list:
    job.start()
    return list(job.events())


@pytest.mark.slow  # a real 2-process training run (30-60 s)
def test_two_node_training_is_fetched_checked_and_registered(sshd, bundle, tmp_path):
    store = open_store(tmp_path / "review.sqlite3")
    targets = nodes(sshd, tmp_path)
    out = tmp_path / "fetched"
    job = SSHTrainingJob(targets, bundle, out, store=store, parent=None, main_port=sshd_server.free_port())
    events = run_to_end(job)
    last = events[-1]
    assert last.kind == "finished", (last.data, [e.data for e in events[-6:-1]])
    start = next(e.data for e in events if e.kind == "progress" and e.data["event"] == "start")
    assert start["processes"] == 2  # two machines, one gloo process each
    assert any(e.kind == "progress" and e.data["event"] == "step" for e in events)
    # both nodes ran from their own unpacked bundle; node 1 wrote its own checkpoint copy
    for t in targets:
        jobdir = Path(job.jobdir(t))
        verify_extracted(jobdir)
        assert (jobdir / "checkpoints" / "latest" / "state.json").is_file()
    assert any("environment ready" in e.data.get("line", "") for e in events if e.kind == "log")
    # fetched, manifest-checked, registered with where it came from
    assert (out / "model.safetensors").is_file() and (out / "manifest.json").is_file()
    entry = registry.get_model(store, last.data["model_id"])
    assert entry.target == "ssh:node-a,node-b"
    assert entry.data_sha256 == bundle.data_sha256
    assert "--num_machines" in entry.command and "--machine_rank" in entry.command
    assert entry.metrics["epochs_run"] == 2


@pytest.mark.slow  # a real 2-process training run (30-60 s)
def test_cancel_then_resume_from_the_last_checkpoint(sshd, tmp_path):
    bundle = build_bundle(
        sshd_server.tiny_training_config(epochs=3, limit_docs=120, hidden=64), tmp_path / "bundle"
    )
    targets = nodes(sshd, tmp_path)
    port = sshd_server.free_port()
    job = SSHTrainingJob(targets, bundle, tmp_path / "m1", main_port=port, train_args=["--max-minutes", "3"])
    job.start()
    seen = []
    for ev in job.events():
        seen.append(ev)
        if ev.kind == "progress" and ev.data["event"] == "checkpoint":
            job.cancel()
    assert seen[-1].kind == "cancelled", [e.data for e in seen[-10:]]
    # the job sends no signal after it ended: a late SIGKILL read from run.pid killed the resumed run below
    assert not any(t.name == "ssh-job-cancel" and t.is_alive() for t in threading.enumerate())
    assert not any(e.kind == "progress" and e.data["event"] == "done" for e in seen)
    for t in targets:  # every process group is gone
        pgid = int((Path(job.jobdir(t)) / "run.pid").read_text())
        assert group_ends(pgid)
    # the last checkpoint every node completed (a kill may land between the nodes' renames)
    ck = min(
        (json.loads((Path(job.jobdir(t)) / "checkpoints/latest/state.json").read_text()) for t in targets),
        key=lambda state: state["step"],
    )

    again = SSHTrainingJob(
        targets,
        bundle,
        tmp_path / "m2",
        main_port=sshd_server.free_port(),
        job_id=job.job_id,
        resume=True,
        train_args=["--max-minutes", "3"],
    )
    events = run_to_end(again)
    assert events[-1].kind == "finished", (events[-1].data, _error_lines(events))
    assert any("environment ready (cached" in e.data.get("line", "") for e in events if e.kind == "log")
    resumed = next(e.data for e in events if e.kind == "progress" and e.data["event"] == "resume")
    assert resumed["step"] >= ck["step"] > 0
    first_step = next(e.data["step"] for e in events if e.kind == "progress" and e.data["event"] == "step")
    assert first_step > resumed["step"]  # no step was trained twice
    assert (tmp_path / "m2" / "manifest.json").is_file()


@pytest.mark.slow  # a real 2-process training run (30-60 s)
def test_a_lost_node_fails_the_job_with_a_reason(sshd, bundle, tmp_path):
    targets = nodes(sshd, tmp_path)
    job = SSHTrainingJob(targets, bundle, tmp_path / "m", main_port=sshd_server.free_port())
    job.start()
    events = []
    for ev in job.events():
        events.append(ev)
        if ev.kind == "progress" and ev.data["event"] == "start":
            # node-b dies (power cut): its whole process tree is killed behind the job's back
            pgid = int((Path(job.jobdir(targets[1])) / "run.pid").read_text())
            os.killpg(pgid, signal.SIGKILL)
    assert events[-1].kind == "failed"
    assert "node-b" in events[-1].data["reason"]
    pgid = int((Path(job.jobdir(targets[0])) / "run.pid").read_text())
    assert group_ends(pgid)  # the surviving node was stopped, not left waiting


def test_unknown_host_key_is_refused(sshd, bundle, tmp_path):
    empty = tmp_path / "known_hosts"
    empty.write_text("")
    t = nodes(sshd, tmp_path)[0]
    t.known_hosts = str(empty)
    import paramiko

    with pytest.raises(paramiko.SSHException, match="not found in known_hosts"):
        connect(t)
    job = SSHTrainingJob([t], bundle, tmp_path / "m")
    with pytest.raises(RuntimeError, match="node-a: cannot connect"):
        job.start()


def test_targets_file_round_trip_keeps_key_paths_only(sshd, tmp_path):
    path = tmp_path / "targets.json"
    targets = nodes(sshd, tmp_path)
    save_targets(targets, path)
    assert load_targets(path) == targets
    text = path.read_text()
    assert str(sshd.key) in text and "PRIVATE KEY" not in text
    assert oct(path.stat().st_mode & 0o777) == "0o600"


def test_launch_argv_quotes_and_counts_processes():
    argv = launch_argv(
        "/opt/my env/bin/python",
        num_machines=2,
        machine_rank=1,
        main_ip="10.0.0.1",
        main_port=29500,
        gpus_per_node=8,
        mixed_precision="bf16",
    )
    assert argv[argv.index("--num_processes") + 1] == "16"
    assert argv[argv.index("--machine_rank") + 1] == "1"
    assert "--multi_gpu" in argv and argv[argv.index("--mixed_precision") + 1] == "bf16"
    from thunder_deid_desktop.jobs.remote import qjoin

    assert qjoin(argv).startswith("'/opt/my env/bin/python' -m accelerate.commands.launch")


def test_bundle_carries_the_snapshot_base_model_and_config(tmp_path):
    import tarfile

    import yaml

    snap = tmp_path / "snap"
    snap.mkdir()
    (snap / "reviewed.jsonl").write_text('{"id": "r1", "text": "A", "spans": []}\n')
    (snap / "lists.json").write_text('{"이름": ["김철수"]}')
    (tmp_path / "gold.jsonl").write_text('{"id": "g", "text": "x", "spans": []}\n')
    base = tmp_path / "base"
    (base / "sub").mkdir(parents=True)
    (base / "config.json").write_text("{}")
    (base / "sub" / "w.safetensors").write_bytes(b"\0" * 10)
    cfg = sshd_server.tiny_training_config()
    cfg["data"].update(extra_annotated=[str(snap / "reviewed.jsonl")], lists=str(snap / "lists.json"))
    cfg["validation_gold"] = str(tmp_path / "gold.jsonl")
    cfg["base_model"] = str(base)
    b1 = build_bundle(cfg, tmp_path / "b1")
    b2 = build_bundle(cfg, tmp_path / "b2")
    assert b1.sha256 == b2.sha256 and b1.data_sha256 == b2.data_sha256  # reproducible archive
    with tarfile.open(b1.path) as tar:
        names = set(tar.getnames())
        inner = yaml.safe_load(tar.extractfile("out/train_config.yaml"))
        tar.extractall(tmp_path / "x", filter="data")
    assert {
        "data/reviewed.jsonl",
        "data/lists.json",
        "data/gold.jsonl",
        "base_model/sub/w.safetensors",
    } <= names
    assert "training/train.py" in names and "resources/taxonomy.json" in names
    assert not any(n.startswith(("thunder_deid_desktop/gui/", "resources/models/")) for n in names)
    assert inner["data"]["extra_annotated"] == ["data/reviewed.jsonl"] and inner["base_model"] == "base_model"
    assert inner["validation_gold"] == "data/gold.jsonl" and inner["output_dir"] == "out"
    assert (
        len((tmp_path / "x/shared/data/thunder_deid/annotated_judgments.jsonl").read_text().splitlines())
        == 40
    )
    verify_extracted(tmp_path / "x")
    (tmp_path / "x/data/lists.json").write_text("{}")
    with pytest.raises(ValueError, match="data/lists.json"):
        verify_extracted(tmp_path / "x")


def test_presets_match_the_paper_shapes():
    from thunder_deid_desktop.jobs.presets import PRESETS, load_preset

    shapes = {
        "paper-370m": (1024, 24, 16, 5e-5),
        "paper-800m": (1280, 36, 20, 2e-5),
        "paper-1.5b": (2048, 24, 32, 2e-5),
    }
    for name, (hidden, layers, heads, lr) in shapes.items():
        cfg = load_preset(name)
        m, t = cfg["model"], cfg["train"]
        assert (m["hidden_size"], m["num_layers"], m["num_heads"], t["lr"]) == (hidden, layers, heads, lr)
        assert m["max_length"] == 2048 and m["gradient_checkpointing"] is True
        assert t["warmup_ratio"] == 0.1 and t["epochs"] == 30 and t["batch_size"] * PRESETS[name].gpus == 32
        assert PRESETS[name].mixed_precision == "bf16"
    assert load_preset("default")["model"]["hidden_size"] == 256


@pytest.mark.slow  # a real 2-process training run (30-60 s)
def test_admin_screen_trains_on_two_ssh_nodes(qtbot, sshd, tmp_path, monkeypatch):
    """The admin screen with the remote-targets panel: "all SSH nodes together" runs the same real 2-node job,
    its events drive the screen's progress bar and loss chart, and the model is registered as trained there."""
    import yaml

    from thunder_deid_desktop.gui.remote_targets import attach_remote_targets
    from thunder_deid_desktop.gui.training_screen import TrainingScreen
    from thunder_deid_desktop.jobs import plan as plan_mod
    from thunder_deid_desktop.review.library import Library

    monkeypatch.setenv("THUNDER_DEID_SNAPSHOTS", str(tmp_path / "snapshots"))
    monkeypatch.setenv("THUNDER_DEID_MODELS", str(tmp_path / "models"))
    configs = tmp_path / "configs"
    configs.mkdir()
    gold = tmp_path / "gold.jsonl"
    gold.write_text(
        "".join(registry.fixed_validation_file().read_text(encoding="utf-8").splitlines(True)[:10])
    )
    cfg = sshd_server.tiny_training_config()
    cfg["validation_gold"] = str(gold)
    (configs / "tiny.yaml").write_text(yaml.safe_dump(cfg, allow_unicode=True))
    monkeypatch.setattr(plan_mod, "configs_dir", lambda: configs)  # the tiny preset, smaller still
    targets_file = tmp_path / "targets.json"
    save_targets(nodes(sshd, tmp_path), targets_file)

    store = open_store(tmp_path / "review.sqlite3")
    screen = TrainingScreen(store, Library(store).user("관리자"), None, output_root=tmp_path / "runs")
    qtbot.addWidget(screen)
    panel = attach_remote_targets(screen, targets_file)
    screen.show()
    assert panel.table.rowCount() == 2
    panel.where_combo.setCurrentIndex(panel.where_combo.findData("all"))
    assert screen.job_factory.target == "ssh:node-a,node-b"
    screen.preset_combo.setCurrentIndex(screen.preset_combo.findData("tiny"))
    screen.reviewed_check.setChecked(False)
    assert screen.start()
    qtbot.waitUntil(lambda: screen.finished_kind is not None, timeout=600_000)
    assert screen.finished_kind == "finished", screen.status_label.text()
    assert len(screen.chart.points) >= 1 and screen.progress.value() == screen.progress.maximum()
    entry = screen.last_entry
    assert entry is not None and entry.target == "ssh:node-a,node-b"
    assert "--num_machines" in entry.command


def test_targets_dialog_refuses_a_bad_file(qtbot, tmp_path):
    from thunder_deid_desktop.gui.remote_targets import TargetsDialog

    path = tmp_path / "targets.json"
    dialog = TargetsDialog(path)
    qtbot.addWidget(dialog)
    dialog.editor.setPlainText('{"targets": [{"kind": "ssh", "name": "x", "host": "h", "password": "p"}]}')
    assert not dialog.save() and "password" in dialog.error.text() and not path.exists()
    dialog.editor.setPlainText(
        '{"targets": [{"kind": "ssh", "name": "x", "host": "h", "user": "u", "key_file": "~/k", "workdir": "/w"}]}'
    )
    assert dialog.save() and load_targets(path)[0].host == "h"


@pytest.mark.slow  # a real 2-process training run (30-60 s)
def test_a_dropped_connection_fails_the_job_and_cleans_up(sshd, bundle, tmp_path):
    targets = nodes(sshd, tmp_path)
    job = SSHTrainingJob(targets, bundle, tmp_path / "m", main_port=sshd_server.free_port())
    job.start()
    events = []
    for ev in job.events():
        events.append(ev)
        if ev.kind == "progress" and ev.data["event"] == "start":
            for pid in sshd.session_pids():  # the network goes: every SSH session of the job ends at once
                os.kill(pid, signal.SIGKILL)
    assert events[-1].kind == "failed"
    assert "connection to node-" in events[-1].data["reason"] and "lost" in events[-1].data["reason"]
    for t in targets:  # a new connection was opened to stop what was left running
        pgid = int((Path(job.jobdir(t)) / "run.pid").read_text())
        assert group_ends(pgid)


def test_cli_lists_and_checks_targets(sshd, tmp_path, monkeypatch, capsys):
    from thunder_deid_desktop.cli import main

    path = tmp_path / "targets.json"
    save_targets(nodes(sshd, tmp_path), path)
    monkeypatch.setenv("THUNDER_DEID_TARGETS", str(path))
    assert main(["remote", "targets", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [t["name"] for t in listed] == ["node-a", "node-b"] and listed[0]["kind"] == "ssh"
    assert main(["remote", "check", "--target", "node-b"]) == 0
    out = capsys.readouterr().out
    assert "Python 3." in out and ("GPU" in out)
    assert main(["remote", "train", "--target", "node-a", "--preset", "nope"]) == 2
