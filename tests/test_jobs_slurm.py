"""Remote training through Slurm: a real one-node Slurm (Debian's slurm-wlm) started by the test, reached over a
real OpenSSH server on 127.0.0.1 as its login host.

The fixture starts ``munged`` with a key made in a temporary folder, ``slurmctld`` and ``slurmd`` with a generated
``slurm.conf`` (one node: this machine, its CPUs, partition ``debug``). The job runs the generated batch script,
``srun`` runs ``accelerate launch`` on the CPU, and the model comes back, is checked and registered.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import sshd_server
from conftest import needs_training_data

from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.jobs.bundle import build_bundle
from thunder_deid_desktop.jobs.slurm import SlurmTrainingJob, batch_script
from thunder_deid_desktop.jobs.targets import SlurmTarget, SSHTarget
from thunder_deid_desktop.store import open_store

BINARIES = ("/usr/sbin/munged", "/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch")
_missing = [b for b in BINARIES if not Path(b).is_file()]
pytestmark = [
    needs_training_data,
    pytest.mark.skipif(
        bool(_missing), reason=f"slurm-wlm/munge not installed: {_missing} (scripts/setup.sh)"
    ),
    pytest.mark.skipif(sshd_server.available() is not None, reason=str(sshd_server.available())),
    pytest.mark.skipif(os.geteuid() != 0, reason="slurmd must run as root to start jobs (CI runs as root)"),
]


def _wait(cond, what: str, log: Path, timeout: float = 30) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if cond():
            return
        time.sleep(0.3)
    raise RuntimeError(f"{what} did not start: {log.read_text(errors='replace')[-2000:]}")


@pytest.fixture(scope="module")
def slurm(tmp_path_factory):
    """A one-node Slurm cluster; yields the path of its ``slurm.conf``."""
    d = tmp_path_factory.mktemp("slurm")
    for sub in ("state", "spool", "munge"):
        (d / sub).mkdir()
    os.chmod(d / "munge", 0o700)
    key = d / "munge" / "munge.key"
    key.write_bytes(os.urandom(1024))
    os.chmod(key, 0o600)
    sock = d / "munge" / "sock"
    pids = []
    subprocess.run(
        [
            "/usr/sbin/munged",
            "--force",
            f"--key-file={key}",
            f"--socket={sock}",
            f"--log-file={d / 'munge.log'}",
            f"--pid-file={d / 'munge.pid'}",
            f"--seed-file={d / 'munge.seed'}",
        ],
        check=True,
    )
    pids.append(d / "munge.pid")
    host = socket.gethostname()
    conf = d / "slurm.conf"
    ctld_port, d_port = sshd_server.free_port(), sshd_server.free_port()
    conf.write_text(
        f"""ClusterName=tdtest
SlurmctldHost={host}(127.0.0.1)
SlurmUser=root
SlurmctldPort={ctld_port}
SlurmdPort={d_port}
AuthType=auth/munge
AuthInfo=socket={sock}
CredType=cred/munge
StateSaveLocation={d / "state"}
SlurmdSpoolDir={d / "spool"}
SlurmctldPidFile={d / "slurmctld.pid"}
SlurmdPidFile={d / "slurmd.pid"}
SlurmctldLogFile={d / "slurmctld.log"}
SlurmdLogFile={d / "slurmd.log"}
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MinJobAge=600
NodeName={host} NodeAddr=127.0.0.1 CPUs={os.cpu_count()} RealMemory=1000 State=UNKNOWN
PartitionName=debug Nodes={host} Default=YES MaxTime=INFINITE State=UP
"""
    )
    env = {**os.environ, "SLURM_CONF": str(conf)}
    subprocess.run(["/usr/sbin/slurmctld", "-f", str(conf)], check=True, env=env)
    pids.append(d / "slurmctld.pid")
    subprocess.run(["/usr/sbin/slurmd", "-f", str(conf), "-N", host], check=True, env=env)
    pids.append(d / "slurmd.pid")

    def idle() -> bool:
        out = subprocess.run(["sinfo", "-h", "-o", "%t"], capture_output=True, text=True, env=env).stdout
        return out.strip() == "idle"

    try:
        _wait(idle, "slurm", d / "slurmctld.log")
        yield conf
    finally:
        for pid_file in reversed(pids):
            if pid_file.is_file():
                try:
                    os.kill(int(pid_file.read_text().split()[0]), 15)
                except (ProcessLookupError, ValueError):
                    pass
        # step daemons outlive slurmd by design; those of this cluster carry its SLURM_CONF
        for pid in _processes_with_env(f"SLURM_CONF={conf}"):
            try:
                os.kill(pid, 9)
            except ProcessLookupError:
                pass


def _processes_with_env(entry: str) -> list[int]:
    """Ids of this user's processes whose environment holds ``entry`` (``NAME=value``)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            env = (proc / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if entry.encode() in env:
            found.append(int(proc.name))
    return found


@pytest.fixture(scope="module")
def sshd(tmp_path_factory):
    server = sshd_server.start_sshd(tmp_path_factory.mktemp("sshd"))
    yield server
    server.stop()


def cluster(sshd, slurm: Path, workdir: Path) -> SlurmTarget:
    login = SSHTarget(
        name="login",
        host="127.0.0.1",
        port=sshd.port,
        user=sshd.user,
        key_file=str(sshd.key),
        known_hosts=str(sshd.known_hosts),
        workdir=str(workdir),
        python=sys.executable,
    )
    return SlurmTarget(
        name="test-cluster",
        login=login,
        partition="debug",
        nodes=1,
        cpus_per_node=2,
        time_limit="00:10:00",
        setup=f"export SLURM_CONF={slurm}",
    )


@pytest.mark.slow  # a real training run (30-60 s)
def test_slurm_job_runs_the_batch_script_and_registers_the_model(sshd, slurm, tmp_path):
    store = open_store(tmp_path / "review.sqlite3")
    bundle = build_bundle(sshd_server.tiny_training_config(epochs=1), tmp_path / "bundle")
    c = cluster(sshd, slurm, tmp_path / "cluster")
    job = SlurmTrainingJob(c, bundle, tmp_path / "fetched", store=store, poll_s=1.0)
    job.start()
    assert job.slurm_id and job.slurm_id.isdigit()
    events = list(job.events())
    last = events[-1]
    assert last.kind == "finished", (last.data, [e.data for e in events[-6:-1]])
    assert any(e.kind == "progress" and e.data["event"] == "start" for e in events)
    assert any(e.kind == "progress" and e.data["event"] == "done" for e in events)
    script = (Path(job.jobdir) / "job.sbatch").read_text()
    assert "#SBATCH --partition=debug" in script and "srun --kill-on-bad-exit=1" in script
    entry = registry.get_model(store, last.data["model_id"])
    assert entry.target == "slurm:test-cluster"
    assert (tmp_path / "fetched" / "manifest.json").is_file()


@pytest.mark.slow  # a real training run (30-60 s)
def test_slurm_test_only_and_scancel(sshd, slurm, tmp_path):
    bundle = build_bundle(
        sshd_server.tiny_training_config(epochs=50, limit_docs=200, hidden=64), tmp_path / "b"
    )
    c = cluster(sshd, slurm, tmp_path / "cluster")
    job = SlurmTrainingJob(c, bundle, tmp_path / "fetched", poll_s=0.5)
    job.start()
    assert "to start at" in job.test_only()  # Slurm's own check of the generated script
    for ev in job.events():
        if ev.kind == "progress" and ev.data["event"] == "start":
            job.cancel()
        last = ev
    assert last.kind == "cancelled"
    env = {**os.environ, "SLURM_CONF": str(slurm)}
    state = subprocess.run(
        ["scontrol", "-o", "show", "job", job.slurm_id], capture_output=True, text=True, env=env
    ).stdout
    assert "JobState=CANCELLED" in state


def test_batch_script_lists_the_resources():
    login = SSHTarget(name="l", host="h", user="u", key_file="k", workdir="/shared/w")
    c = SlurmTarget(
        name="h100",
        login=login,
        partition="gpu",
        account="court",
        nodes=2,
        gpus_per_node=8,
        time_limit="2-00:00:00",
    )
    with pytest.raises(ValueError, match="spaces"):
        batch_script(c, "/shared/w/jobs/x y", "thunder-deid-x")
    text = batch_script(c, "/shared/w/jobs/x", "thunder-deid-x")
    for line in ("--nodes=2", "--gres=gpu:8", "--account=court", "--time=2-00:00:00", "--partition=gpu"):
        assert f"#SBATCH {line}" in text
    assert "srun --kill-on-bad-exit=1 --ntasks-per-node=1 bash /shared/w/jobs/x/node.sh" in text


@pytest.mark.slow  # a real training run (30-60 s)
def test_a_failed_node_is_reported(sshd, slurm, tmp_path):
    bundle = build_bundle(
        sshd_server.tiny_training_config(epochs=50, limit_docs=200, hidden=64), tmp_path / "b"
    )
    job = SlurmTrainingJob(
        cluster(sshd, slurm, tmp_path / "cluster"), bundle, tmp_path / "fetched", poll_s=0.5
    )
    job.start()
    env = {**os.environ, "SLURM_CONF": str(slurm)}
    host = socket.gethostname()
    try:
        for ev in job.events():
            if ev.kind == "progress" and ev.data["event"] == "start":  # the node goes down mid-run
                subprocess.run(
                    ["scontrol", "update", f"nodename={host}", "state=down", "reason=test"],
                    check=True,
                    env=env,
                )
            last = ev
    finally:
        subprocess.run(["scontrol", "update", f"nodename={host}", "state=resume"], env=env)
    assert last.kind == "failed"
    assert f"Slurm job {job.slurm_id} ended NODE_FAIL" in last.data["reason"]
