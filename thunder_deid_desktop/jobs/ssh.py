"""A training run on one or more machines over SSH: ``accelerate launch`` on every node, followed from here.

Steps (:meth:`SSHTrainingJob.start`): connect to every node (host keys checked, :func:`targets.connect`), copy
the bundle with SFTP and unpack it into ``<workdir>/jobs/<job id>`` (:func:`remote.upload_bundle`), prepare the
node's Python environment once (:func:`remote.prepare_env`), write ``run-<rank>.sh`` and start it with
``setsid`` so that the whole ``accelerate`` process tree is one process group whose id is in ``run.pid``.
Every node runs::

    python -m accelerate.commands.launch --num_machines N --machine_rank K --main_process_ip IP0
        --main_process_port PORT --num_processes P [--multi_gpu] [--mixed_precision bf16]
        -m training.train --config out/train_config.yaml --output-dir out --checkpoint-dir checkpoints [--resume]

A node with ``gpus = 0`` runs one CPU process with the gloo backend (``ACCELERATE_USE_CPU=1``); this is how the
test runs two "machines" on 127.0.0.1 through the same code path as a GPU job.

Following (:meth:`SSHTrainingJob.events`): the output of every node is read on its own thread; node 0's JSON
lines become ``progress`` events, the rest ``log`` events (prefixed with the node name). A node that exits with
a non-zero status, or whose connection drops (no exit status; SSH keep-alives every 10 s), ends the job with
``failed`` and a reason naming the node; the other nodes' process groups are then killed. When every node exits
0 the model folder of node 0 is fetched with SFTP, checked against its hash manifest and registered.
:meth:`SSHTrainingJob.cancel` sends SIGTERM to each node's process group (SIGKILL after ``kill_after_s``);
the group ids are read once, and ``events`` ends only after the last signal, so that a job resumed in the
same folder (which rewrites ``run.pid``) is never hit by its predecessor's SIGKILL.
A job started again with the same ``job_id`` and ``resume=True`` continues from the last checkpoint.
"""

from __future__ import annotations

import posixpath
import queue
import shlex
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from thunder_deid_desktop.jobs import remote
from thunder_deid_desktop.jobs.base import JobEvent, parse_output_line
from thunder_deid_desktop.jobs.bundle import CONFIG, Bundle
from thunder_deid_desktop.jobs.targets import SSHTarget, connect


def launch_argv(
    python: str,
    *,
    num_machines: int,
    machine_rank: int,
    main_ip: str,
    main_port: int,
    gpus_per_node: int,
    mixed_precision: str = "no",
    resume: bool = False,
    train_args: Sequence[str] = (),
) -> list[str]:
    """The ``accelerate launch`` argv of one node (CPU nodes: one process each, gloo).

    ``num_processes`` is the total over all machines (accelerate's meaning); ``--multi_gpu`` selects the
    distributed launcher whenever there is more than one process.
    """
    per_node = max(1, gpus_per_node)
    total = per_node * num_machines
    argv = [python, "-m", "accelerate.commands.launch", "--num_machines", num_machines]
    argv += ["--machine_rank", machine_rank, "--main_process_ip", main_ip, "--main_process_port", main_port]
    argv += ["--num_processes", total]
    if total > 1:
        argv.append("--multi_gpu")
    argv += ["--mixed_precision", mixed_precision, "--dynamo_backend", "no"]
    argv += ["-m", "training.train", "--config", CONFIG, "--output-dir", "out"]
    argv += ["--checkpoint-dir", "checkpoints", *train_args]
    if resume:
        argv.append("--resume")
    return [str(a) for a in argv]


def run_script(jobdir: str, argv: Sequence[str], env: dict[str, str]) -> str:
    """``run-<rank>.sh``: records its process group id in ``run.pid``, sets ``env`` and execs ``argv``."""
    lines = ["#!/usr/bin/env bash", "set -e", f"cd {shlex.quote(jobdir)}", "echo $$ > run.pid"]
    lines += [f"export {k}={shlex.quote(v)}" for k, v in sorted(env.items())]
    lines.append("exec " + remote.qjoin(argv) + " 2>&1")
    return "\n".join(lines) + "\n"


class SSHTrainingJob:
    """A :class:`~thunder_deid_desktop.jobs.base.TrainingJob` on SSH nodes (see module docstring).

    Args:
        nodes: the machines, node 0 first (it is the rendezvous and holds the finished model).
        bundle: the job bundle (:func:`thunder_deid_desktop.jobs.bundle.build_bundle`).
        output_dir: local folder the model folder is copied to.
        store: a :class:`thunder_deid_desktop.store.Store` to register the model in (``None``: do not register).
        parent: registry id of the base model (``None``: trained from scratch).
        data_snapshot: data snapshot folder or hash for the registry (default: the bundle's data hash).
        job_id: name of the job folder on the nodes (same id + ``resume=True`` continues a run).
        main_port: rendezvous TCP port on node 0 (open it between the nodes).
        mixed_precision: ``no``, ``bf16`` or ``fp16``.
        train_args: further ``training.train`` arguments (``--max-minutes 3``).
    """

    kill_after_s: float = 10.0

    def __init__(
        self,
        nodes: Sequence[SSHTarget],
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
    ) -> None:
        if not nodes:
            raise ValueError("an SSH job needs at least one node")
        self.nodes = list(nodes)
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
        self._clients: list = []
        self._queue: queue.Queue = queue.Queue()
        self._cancelled = threading.Event()
        self._cancel_thread: threading.Thread | None = None
        self._ended = False
        self._started = False
        self.command: list[str] = []
        self.model_id: str | None = None

    @property
    def output_dir(self) -> Path:
        """Local folder of the fetched model."""
        return self._output_dir

    def jobdir(self, node: SSHTarget) -> str:
        """The job folder on ``node``."""
        return posixpath.join(node.workdir, "jobs", self.job_id)

    def _log(self, line: str) -> None:
        self._queue.put(("event", JobEvent("log", {"line": line})))

    # --- start ------------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Connect, copy, prepare and launch on every node.

        Raises:
            RuntimeError: already started, or a node cannot be reached, copied to, prepared or launched (the
                message names the node; nodes already launched are stopped).
        """
        if self._started:
            raise RuntimeError("job already started")
        self._started = True
        try:
            for node in self.nodes:
                try:
                    self._clients.append(connect(node))
                except Exception as exc:  # paramiko.SSHException, OSError
                    raise remote.RemoteError(
                        f"{node.name}: cannot connect to {node.host}:{node.port}: {exc}"
                    ) from exc
            for node, client in zip(self.nodes, self._clients, strict=True):
                remote.upload_bundle(client, node, self.bundle, self.jobdir(node), log=self._log)
                remote.prepare_env(client, node, self.jobdir(node), log=self._log)
            for rank, (node, client) in enumerate(zip(self.nodes, self._clients, strict=True)):
                self._launch(rank, node, client)
        except Exception:
            self._kill_all()
            self._close()
            raise

    def _launch(self, rank: int, node: SSHTarget, client) -> None:
        jobdir = self.jobdir(node)
        argv = launch_argv(
            remote.node_python(node),
            num_machines=len(self.nodes),
            machine_rank=rank,
            main_ip=self.nodes[0].node_address,
            main_port=self.main_port,
            gpus_per_node=node.gpus,
            mixed_precision=self.mixed_precision,
            resume=self.resume,
            train_args=self.train_args,
        )
        if rank == 0:
            self.command = argv
        env = {
            "THUNDER_DEID_SHARED": posixpath.join(jobdir, "shared"),
            "PYTHONUNBUFFERED": "1",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
            "HF_HUB_DISABLE_TELEMETRY": "1",
        }
        if node.gpus == 0:
            env["ACCELERATE_USE_CPU"] = "1"
        script = posixpath.join(jobdir, f"run-{rank}.sh")
        sftp = client.open_sftp()
        try:
            remote.sftp_put_text(sftp, script, run_script(jobdir, argv, env), 0o755)
        finally:
            sftp.close()
        transport = client.get_transport()
        chan = transport.open_session()
        chan.set_combine_stderr(True)
        chan.exec_command(f"exec setsid --wait bash {shlex.quote(script)}")
        threading.Thread(target=self._reader, args=(rank, node, chan), daemon=True).start()

    def _reader(self, rank: int, node: SSHTarget, chan) -> None:
        f = chan.makefile("rb")
        try:
            for raw in f:
                line = raw.decode("utf-8", errors="replace")
                if rank == 0:
                    self._queue.put(("event", parse_output_line(line)))
                else:
                    self._queue.put(("event", JobEvent("log", {"line": f"[{node.name}] {line.rstrip()}"})))
        except Exception as exc:  # socket errors of a dropped connection
            self._queue.put(("exit", rank, None, f"connection to {node.name} lost: {exc}"))
            return
        # the exit status comes after the end of the output: wait for it while the connection lives
        deadline = time.time() + 60
        while not chan.exit_status_ready() and chan.get_transport().is_active() and time.time() < deadline:
            time.sleep(0.1)
        alive = chan.get_transport() is not None and chan.get_transport().is_active()
        if chan.exit_status_ready() and (chan.recv_exit_status() != -1 or alive):
            # paramiko reports -1 both for a channel closed by a dropped connection and for an exit by a signal
            status = chan.recv_exit_status()
            reason = f"node {node.name} (rank {rank}) was killed by a signal" if status == -1 else ""
            self._queue.put(("exit", rank, status, reason))
        else:
            self._queue.put(("exit", rank, None, f"connection to {node.name} ({node.host}) lost"))

    # --- follow -----------------------------------------------------------------------------------------------
    def events(self) -> Iterator[JobEvent]:
        """Events of every node until all have exited, then ``finished`` (model fetched, checked, registered),
        ``failed`` (with ``reason``) or ``cancelled``."""
        if not self._started:
            raise RuntimeError("job not started")
        running = set(range(len(self.nodes)))
        failure = ""
        while running:
            item = self._queue.get()
            if item[0] == "event":
                yield item[1]
                continue
            _, rank, status, reason = item
            running.discard(rank)
            if status == 0 or self._cancelled.is_set() or failure:
                continue
            node = self.nodes[rank]
            failure = reason or f"node {node.name} (rank {rank}) exited with status {status}"
            self._kill_all()  # the others would wait for the lost node forever
        while not self._queue.empty():
            item = self._queue.get()
            if item[0] == "event":
                yield item[1]
        if self._cancel_thread is not None:
            # the job has ended only once its last signal is sent: a resumed job started right after this one
            # must not receive it
            self._cancel_thread.join()
        self._ended = True
        try:
            if self._cancelled.is_set():
                yield JobEvent("cancelled", {})
                return
            if failure:
                yield JobEvent("failed", {"reason": failure})
                return
            yield self._fetch()
        finally:
            self._close()

    def _fetch(self) -> JobEvent:
        node, client = self.nodes[0], self._clients[0]
        try:
            self.model_id = remote.fetch_and_register(
                client,
                posixpath.join(self.jobdir(node), "out"),
                self._output_dir,
                store=self.store,
                parent=self.parent,
                command=self.command,
                data_snapshot=self.data_snapshot,
                target="ssh:" + ",".join(n.name for n in self.nodes),
            )
        except Exception as exc:
            return JobEvent("failed", {"reason": f"fetching the model from {node.name} failed: {exc}"})
        data = {"model_dir": str(self._output_dir), "job_id": self.job_id}
        if self.model_id:
            data["model_id"] = self.model_id
        return JobEvent("finished", data)

    # --- control ----------------------------------------------------------------------------------------------
    def cancel(self) -> None:
        """Kill every node's process group (SIGTERM, SIGKILL after :attr:`kill_after_s`); ``events`` then ends
        with ``cancelled``."""
        if self._cancelled.is_set() or self._ended:
            return  # nothing of this job runs any more (a later job may use the same folder)
        self._cancelled.set()
        # SSH round trips and the grace period must not block the caller (a window's button)
        self._cancel_thread = threading.Thread(target=self._kill_all, name="ssh-job-cancel", daemon=True)
        self._cancel_thread.start()

    def _kill_all(self) -> None:
        """SIGTERM every node's process group, then SIGKILL the groups still there after :attr:`kill_after_s`.

        The group ids are read from ``run.pid`` once, before the first signal: a job resumed in the same job
        folder rewrites ``run.pid``, and a SIGKILL that read it again seconds later killed the resumed run.
        """
        groups = [(i, pgid) for i in range(len(self._clients)) if (pgid := self._group_id(i)) is not None]
        for i, pgid in groups:
            self._signal(i, pgid, "TERM")
        deadline = time.time() + self.kill_after_s
        while groups and time.time() < deadline:
            time.sleep(0.5)
            groups = [(i, pgid) for i, pgid in groups if self._signal(i, pgid, "0")]
        for i, pgid in groups:
            self._signal(i, pgid, "KILL")

    def _client(self, i: int):
        """Node ``i``'s connection; a new one when the job's connection dropped (to clean up)."""
        client = self._clients[i]
        if client.get_transport() is None or not client.get_transport().is_active():
            client = self._clients[i] = connect(self.nodes[i])
        return client

    def _group_id(self, i: int) -> int | None:
        """The process group id in node ``i``'s ``run.pid`` (``None``: no file, or the node is unreachable)."""
        pidfile = shlex.quote(posixpath.join(self.jobdir(self.nodes[i]), "run.pid"))
        try:
            rc, out = remote.run(self._client(i), f"cat {pidfile} 2>/dev/null", timeout=30)
        except Exception:
            return None  # best effort: a node that is gone has nothing left to kill
        return int(out.strip()) if rc == 0 and out.strip().isdigit() else None

    def _signal(self, i: int, pgid: int, sig: str) -> bool:
        """``kill -<sig>`` the process group ``pgid`` on node ``i``; True when it exists (``sig`` ``0``: a test)."""
        try:
            rc, _ = remote.run(self._client(i), f"kill -{sig} -- -{int(pgid)} 2>/dev/null", timeout=30)
        except Exception:
            return False  # best effort: a node that is gone has nothing left to kill
        return rc == 0

    def _close(self) -> None:
        for client in self._clients:
            try:
                client.close()
            except Exception:
                pass
