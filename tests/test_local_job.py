"""LocalTrainingJob: a real subprocess (a stand-in ``training.train`` in a temporary folder), its JSON progress
stream, the exit status, and cancellation of the whole process group."""

from __future__ import annotations

import os
import sys
import textwrap
import time
from pathlib import Path

import pytest

from thunder_deid_desktop.jobs.base import TrainingJob
from thunder_deid_desktop.jobs.local import LocalTrainingJob

FAKE = textwrap.dedent(
    """
    import json, os, subprocess, sys, time
    args = sys.argv[1:]
    out = args[args.index("--output-dir") + 1]
    mode = os.environ.get("FAKE_MODE", "ok")
    print(json.dumps({"event": "start", "steps": 2}), flush=True)
    print("plain log line", flush=True)
    if mode == "hang":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        open(os.path.join(out, "child.pid"), "w").write(str(child.pid))
        print(json.dumps({"event": "step", "step": 1, "loss": 2.5}), flush=True)
        time.sleep(600)
    if mode == "fail":
        print("Traceback: boom", flush=True)
        sys.exit(3)
    print(json.dumps({"event": "step", "step": 1, "loss": 2.5}), flush=True)
    print(json.dumps({"event": "done", "output_dir": out}), flush=True)
    """
)


@pytest.fixture
def fake_root(tmp_path) -> Path:
    pkg = tmp_path / "root" / "training"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "train.py").write_text(FAKE, encoding="utf-8")
    return tmp_path / "root"


def _job(fake_root: Path, out: Path, mode: str) -> LocalTrainingJob:
    out.mkdir(exist_ok=True)
    return LocalTrainingJob("cfg.yaml", out, cwd=fake_root, env={"FAKE_MODE": mode})


def test_progress_log_and_finished(fake_root, tmp_path):
    job: TrainingJob = _job(fake_root, tmp_path / "out", "ok")
    assert isinstance(job, LocalTrainingJob)
    assert job.command[:3] == [sys.executable, "-m", "training.train"]
    job.start()
    events = list(job.events())
    kinds = [e.kind for e in events]
    assert kinds == ["progress", "log", "progress", "progress", "finished"]
    assert events[1].data == {"line": "plain log line"}
    assert events[2].data["loss"] == 2.5
    assert events[-1].data == {"model_dir": str(tmp_path / "out")}
    with pytest.raises(RuntimeError):
        job.start()


def test_failure_reports_exit_status_and_last_line(fake_root, tmp_path):
    job = _job(fake_root, tmp_path / "out", "fail")
    job.start()
    last = list(job.events())[-1]
    assert last.kind == "failed"
    assert last.data["reason"] == "exit status 3: Traceback: boom"


def test_accelerate_command_for_several_processes(tmp_path):
    job = LocalTrainingJob("c.yaml", tmp_path, processes=2, extra_args=["--epochs", 1])
    assert job.command[1:6] == ["-m", "accelerate.commands.launch", "--num_processes", "2", "-m"]
    assert job.command[-2:] == ["--epochs", "1"]


@pytest.mark.skipif(os.name == "nt", reason="process groups are POSIX here")
def test_cancel_kills_the_process_group(fake_root, tmp_path):
    out = tmp_path / "out"
    job = _job(fake_root, out, "hang")
    job.start()
    it = job.events()
    seen = []
    for ev in it:
        seen.append(ev)
        if ev.kind == "progress" and ev.data.get("event") == "step":
            break
    child = int((out / "child.pid").read_text())
    job.cancel()
    rest = list(it)
    assert rest[-1].kind == "cancelled"
    # the grandchild was in the same group and got SIGTERM too; wait for the kernel to reap it (bounded)
    for _ in range(100):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        if Path(f"/proc/{child}/status").is_file() and "zombie" in Path(f"/proc/{child}/status").read_text():
            break
        time.sleep(0.05)
    else:
        pytest.fail("child process survived cancel")
