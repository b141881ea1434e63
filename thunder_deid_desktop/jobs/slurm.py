"""A training run on a Slurm cluster: a batch script submitted with ``sbatch`` through the login host over SSH.

Steps (:meth:`SlurmTrainingJob.start`): connect to the login host (host key checked), copy and unpack the bundle
into ``<workdir>/jobs/<job id>`` and prepare the environment there (the working folder must be on a file system
the compute nodes share), write ``node.sh`` and ``job.sbatch`` (:func:`batch_script`) and submit it with
``sbatch --parsable``. The batch script runs ``srun --ntasks-per-node=1 bash node.sh``: one ``accelerate launch``
per node with ``--machine_rank $SLURM_NODEID`` and ``--main_process_ip`` = the first host of the allocation.

Following (:meth:`SlurmTrainingJob.events`): the job's output file ``slurm-<id>.out`` is read over SFTP from the
last offset every ``poll_s`` seconds (JSON lines become ``progress`` events) and its state is asked with
``squeue``, then ``scontrol show job`` (or ``sacct``) when it has left the queue. ``COMPLETED`` fetches the model,
checks its manifest and registers it; ``FAILED``, ``NODE_FAIL``, ``TIMEOUT``, ``OUT_OF_MEMORY`` or a lost
connection to the login host end with ``failed`` and the reason. :meth:`SlurmTrainingJob.cancel` runs
``scancel``. ``resume=True`` with the same ``job_id`` submits again with ``--resume`` (last checkpoint).
"""

from __future__ import annotations

import posixpath
import re
import shlex
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from thunder_deid_desktop.jobs import remote
from thunder_deid_desktop.jobs.base import JobEvent, parse_output_line
from thunder_deid_desktop.jobs.bundle import Bundle
from thunder_deid_desktop.jobs.ssh import launch_argv
from thunder_deid_desktop.jobs.targets import SlurmTarget, connect

#: Slurm job states after which the job will not run again.
FAILED_STATES = frozenset(
    {"FAILED", "NODE_FAIL", "TIMEOUT", "OUT_OF_MEMORY", "BOOT_FAIL", "DEADLINE", "PREEMPTED", "REVOKED"}
)
_RANK, _MAIN = "__THUNDER_RANK__", "__THUNDER_MAIN__"


def node_script(jobdir: str, argv: Sequence[str], env: dict[str, str]) -> str:
    """``node.sh``: what ``srun`` runs once per node (rank from ``$SLURM_NODEID``, rendezvous ``$MAIN_IP``)."""
    cmd = remote.qjoin(argv).replace(_RANK, '"$SLURM_NODEID"').replace(_MAIN, '"$MAIN_IP"')
    lines = ["#!/usr/bin/env bash", "set -e", f"cd {shlex.quote(jobdir)}"]
    lines += [f"export {k}={shlex.quote(v)}" for k, v in sorted(env.items())]
    lines.append(f"exec {cmd}")
    return "\n".join(lines) + "\n"


def batch_script(cluster: SlurmTarget, jobdir: str, job_name: str) -> str:
    """The ``sbatch`` script: resources as ``#SBATCH`` lines, then ``srun`` of ``node.sh`` on every node.

    ``--kill-on-bad-exit`` ends the whole step when one node's launcher fails, so a lost node fails the job
    instead of leaving the others waiting at the rendezvous.

    Raises:
        ValueError: ``jobdir`` holds white space or an option a line break (``#SBATCH`` lines are not quoted).
    """
    if any(c.isspace() for c in jobdir):
        raise ValueError(f"a Slurm working folder must not contain spaces: {jobdir!r}")
    opts = [
        f"--job-name={job_name}",
        f"--partition={cluster.partition}",
        f"--nodes={int(cluster.nodes)}",
        "--ntasks-per-node=1",
        f"--time={cluster.time_limit}",
        f"--output={posixpath.join(jobdir, 'slurm-%j.out')}",
        f"--chdir={jobdir}",
        "--no-requeue",  # a node failure is reported; the admin resumes from the checkpoint, not from scratch
    ]
    if cluster.account:
        opts.append(f"--account={cluster.account}")
    if cluster.gpus_per_node:
        opts.append(f"--gres=gpu:{int(cluster.gpus_per_node)}")
    if cluster.cpus_per_node:
        opts.append(f"--cpus-per-task={int(cluster.cpus_per_node)}")
    opts += list(cluster.extra_sbatch)
    for o in opts:
        if "\n" in o:
            raise ValueError(f"an sbatch option holds a line break: {o!r}")
    lines = ["#!/bin/bash"] + [f"#SBATCH {o}" for o in opts]
    lines += [
        "set -euo pipefail",
        'MAIN_IP=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)',
        "export MAIN_IP",
        f"srun --kill-on-bad-exit=1 --ntasks-per-node=1 bash {shlex.quote(posixpath.join(jobdir, 'node.sh'))}",
    ]
    return "\n".join(lines) + "\n"


class SlurmTrainingJob:
    """A :class:`~thunder_deid_desktop.jobs.base.TrainingJob` on a Slurm cluster (see module docstring).

    Arguments as :class:`thunder_deid_desktop.jobs.ssh.SSHTrainingJob`, with ``cluster`` instead of nodes and
    ``poll_s``, the seconds between two looks at the queue and the output file.
    """

    def __init__(
        self,
        cluster: SlurmTarget,
        bundle: Bundle,
        output_dir: str | Path,
        *,
        store=None,
        parent: str | None = None,
        data_snapshot: str | None = None,
        job_id: str | None = None,
        main_port: int = 29500,
        mixed_precision: str = "no",
        resume: bool = False,
        train_args: Sequence[str] = (),
        poll_s: float = 2.0,
    ) -> None:
        self.cluster = cluster
        self.bundle = bundle
        self._output_dir = Path(output_dir)
        self.store = store
        self.parent = parent
        self.data_snapshot = data_snapshot or bundle.data_sha256
        self.job_id = job_id or remote.new_job_id(bundle)
        self.main_port = int(main_port)
        self.mixed_precision = mixed_precision
        self.resume = resume
        self.train_args = [str(a) for a in train_args]
        self.poll_s = poll_s
        self.slurm_id: str | None = None
        self.command: list[str] = []
        self.model_id: str | None = None
        self._client = None
        self._cancelled = threading.Event()
        self._lock = threading.Lock()
        self._pending_logs: list[str] = []

    @property
    def output_dir(self) -> Path:
        """Local folder of the fetched model."""
        return self._output_dir

    @property
    def jobdir(self) -> str:
        """The job folder on the cluster's shared file system."""
        return posixpath.join(self.cluster.login.workdir, "jobs", self.job_id)

    def _sh(self, argv: Sequence[object], what: str) -> str:
        """Run a Slurm command on the login host (after the target's ``setup`` line); returns its output."""
        cmd = remote.qjoin(argv)
        if self.cluster.setup:
            cmd = f"{self.cluster.setup} && {cmd}"
        with self._lock:
            rc, out = remote.run(self._client, cmd, timeout=120)
        if rc != 0:
            raise remote.RemoteError(f"{self.cluster.name}: {what} failed (exit {rc}): {out.strip()[-300:]}")
        return out

    def start(self) -> None:
        """Copy, prepare, write the scripts and ``sbatch`` them.

        Raises:
            RuntimeError: the login host cannot be reached, or copying, preparing or submitting fails.
        """
        if self._client is not None:
            raise RuntimeError("job already started")
        login = self.cluster.login
        try:
            self._client = connect(login)
        except Exception as exc:
            raise remote.RemoteError(
                f"{self.cluster.name}: cannot connect to {login.host}:{login.port}: {exc}"
            ) from exc
        log = self._pending_logs.append
        remote.upload_bundle(self._client, login, self.bundle, self.jobdir, log=log)
        remote.prepare_env(self._client, login, self.jobdir, log=log)
        argv = launch_argv(
            remote.node_python(login),
            num_machines=self.cluster.nodes,
            machine_rank=_RANK,  # type: ignore[arg-type]
            main_ip=_MAIN,
            main_port=self.main_port,
            gpus_per_node=self.cluster.gpus_per_node,
            mixed_precision=self.mixed_precision,
            resume=self.resume,
            train_args=self.train_args,
        )
        self.command = argv
        env = {
            "THUNDER_DEID_SHARED": posixpath.join(self.jobdir, "shared"),
            "PYTHONUNBUFFERED": "1",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "HF_HUB_DISABLE_TELEMETRY": "1",
        }
        if self.cluster.gpus_per_node == 0:
            env["ACCELERATE_USE_CPU"] = "1"
        sftp = self._client.open_sftp()
        try:
            remote.sftp_put_text(
                sftp, posixpath.join(self.jobdir, "node.sh"), node_script(self.jobdir, argv, env), 0o755
            )
            script = batch_script(self.cluster, self.jobdir, f"thunder-deid-{self.job_id}")
            remote.sftp_put_text(sftp, posixpath.join(self.jobdir, "job.sbatch"), script, 0o644)
        finally:
            sftp.close()
        out = self._sh(["sbatch", "--parsable", posixpath.join(self.jobdir, "job.sbatch")], "sbatch")
        self.slurm_id = out.strip().splitlines()[-1].split(";")[0]
        log(f"[{self.cluster.name}] submitted Slurm job {self.slurm_id}")

    def test_only(self) -> str:
        """``sbatch --test-only`` of the written script (Slurm's own check of the resources); returns its output."""
        return self._sh(
            ["sbatch", "--test-only", posixpath.join(self.jobdir, "job.sbatch")], "sbatch --test-only"
        )

    def _state(self) -> tuple[str, str]:
        """(state, exit code) of the Slurm job; state "" while Slurm no longer knows it."""
        out = self._sh(["squeue", "-h", "-j", self.slurm_id, "-o", "%T"], "squeue").strip()
        if out:
            return out.split()[0], ""
        try:
            info = self._sh(["scontrol", "-o", "show", "job", self.slurm_id], "scontrol")
            state = re.search(r"JobState=(\S+)", info)
            code = re.search(r"ExitCode=(\S+)", info)
            return (state.group(1) if state else ""), (code.group(1) if code else "")
        except remote.RemoteError:
            pass
        out = self._sh(
            ["sacct", "-n", "-X", "-P", "-j", self.slurm_id, "-o", "State,ExitCode"], "sacct"
        ).strip()
        if out:
            state, _, code = out.splitlines()[0].partition("|")
            return state.split()[0], code
        return "", ""

    def _read_output(self, sftp, offset: int, partial: str) -> tuple[int, str, list[str]]:
        path = posixpath.join(self.jobdir, f"slurm-{self.slurm_id}.out")
        try:
            with sftp.open(path, "r") as f:
                f.seek(offset)
                data = f.read()
        except OSError:
            return offset, partial, []
        text = partial + data.decode("utf-8", errors="replace")
        *lines, rest = text.split("\n")
        return offset + len(data), rest, lines

    def events(self) -> Iterator[JobEvent]:
        """Events from the job's output file until it ends, then ``finished``, ``failed`` or ``cancelled``."""
        if self.slurm_id is None:
            raise RuntimeError("job not started")
        for line in self._pending_logs:
            yield JobEvent("log", {"line": line})
        offset, partial = 0, ""
        try:
            sftp = self._client.open_sftp()
            while True:
                state, code = self._state()
                offset, partial, lines = self._read_output(sftp, offset, partial)
                for line in lines:
                    yield parse_output_line(line)
                if state and state not in ("PENDING", "CONFIGURING", "RUNNING", "COMPLETING", "SUSPENDED"):
                    break
                if not state:
                    state = "UNKNOWN"
                    break
                time.sleep(self.poll_s)
            offset, partial, lines = self._read_output(sftp, offset, partial + "")
            for line in [*lines, partial] if partial else lines:
                yield parse_output_line(line)
            sftp.close()
        except Exception as exc:  # a dropped connection to the login host
            yield JobEvent(
                "failed",
                {
                    "reason": f"connection to {self.cluster.name} lost ({exc}); Slurm job {self.slurm_id} may "
                    f"still be running (scancel {self.slurm_id})"
                },
            )
            self._close()
            return
        try:
            if state == "COMPLETED":
                yield self._fetch()
            elif state == "CANCELLED" and self._cancelled.is_set():
                yield JobEvent("cancelled", {})
            else:
                reason = f"Slurm job {self.slurm_id} ended {state}" + (f" (exit code {code})" if code else "")
                yield JobEvent("failed", {"reason": reason})
        finally:
            self._close()

    def _fetch(self) -> JobEvent:
        try:
            self.model_id = remote.fetch_and_register(
                self._client,
                posixpath.join(self.jobdir, "out"),
                self._output_dir,
                store=self.store,
                parent=self.parent,
                command=self.command,
                data_snapshot=self.data_snapshot,
                target=f"slurm:{self.cluster.name}",
            )
        except Exception as exc:
            return JobEvent(
                "failed", {"reason": f"fetching the model from {self.cluster.name} failed: {exc}"}
            )
        data = {"model_dir": str(self._output_dir), "job_id": self.job_id, "slurm_id": self.slurm_id}
        if self.model_id:
            data["model_id"] = self.model_id
        return JobEvent("finished", data)

    def cancel(self) -> None:
        """``scancel`` the Slurm job; :meth:`events` then ends with ``cancelled``."""
        self._cancelled.set()
        if self.slurm_id and self._client is not None:
            self._sh(["scancel", self.slurm_id], "scancel")

    def _close(self) -> None:
        if self._client is not None:
            try:
                self._client.close()
            except Exception:
                pass
