"""What SSH and Slurm jobs share: running a command over an open SSH connection, copying files with SFTP,
uploading and unpacking a job bundle, preparing a node's environment, fetching and registering the model.

Every remote command line is built from an argv list with :func:`shlex.quote` on each item (:func:`qjoin`).
"""

from __future__ import annotations

import hashlib
import posixpath
import shlex
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

from thunder_deid_desktop.jobs.bundle import Bundle
from thunder_deid_desktop.jobs.targets import SSHTarget

Log = Callable[[str], None]


class RemoteError(RuntimeError):
    """A remote step failed (message names the host and the step)."""


def qjoin(argv: Sequence[object]) -> str:
    """One shell command line from ``argv``, every item quoted with :func:`shlex.quote`."""
    return " ".join(shlex.quote(str(a)) for a in argv)


def run(client, command: str, *, timeout: float | None = 600, log: Log | None = None) -> tuple[int, str]:
    """Run ``command`` (already quoted) and wait; returns (exit status, stdout+stderr text).

    ``log`` receives each output line as it comes. Raises :class:`RemoteError` when the channel closes without
    an exit status (a dropped connection).
    """
    _, stdout, _ = client.exec_command(command, timeout=timeout)
    chan = stdout.channel
    chan.set_combine_stderr(True)
    lines = []
    for raw in iter(stdout.readline, ""):
        line = raw.rstrip("\n")
        lines.append(line)
        if log:
            log(line)
    while not chan.exit_status_ready() and chan.get_transport().is_active():
        chan.status_event.wait(0.1)
    if not chan.exit_status_ready():
        raise RemoteError("connection lost while running a remote command")
    return chan.recv_exit_status(), "\n".join(lines)


def check(
    client,
    argv: Sequence[object],
    what: str,
    host: str,
    *,
    log: Log | None = None,
    cwd: str = "",
    timeout: float | None = 600,
) -> str:
    """Run ``argv`` (quoted) in ``cwd``; returns its output. Raises :class:`RemoteError` on a non-zero status.

    ``timeout`` is the longest wait for output in seconds (``None``: no limit).
    """
    cmd = qjoin(argv)
    if cwd:
        cmd = f"cd {shlex.quote(cwd)} && {cmd}"
    rc, out = run(client, cmd, log=log, timeout=timeout)
    if rc != 0:
        tail = out.strip().splitlines()[-3:]
        raise RemoteError(f"{host}: {what} failed (exit {rc}): {' | '.join(tail)}")
    return out


def sftp_mkdirs(sftp, path: str) -> None:
    """``mkdir -p`` over SFTP (absolute POSIX ``path``)."""
    parts = []
    p = path
    while p not in ("", "/"):
        parts.append(p)
        p = posixpath.dirname(p)
    for d in reversed(parts):
        try:
            sftp.stat(d)
        except OSError:
            sftp.mkdir(d)


def sftp_put_text(sftp, path: str, text: str, mode: int = 0o644) -> None:
    """Write ``text`` (UTF-8) to the remote ``path``."""
    with sftp.open(path, "w") as f:
        f.write(text.encode("utf-8"))
    sftp.chmod(path, mode)


def sftp_get_tree(sftp, remote: str, local: Path) -> int:
    """Copy the remote folder ``remote`` to ``local`` recursively; returns the number of files copied."""
    local.mkdir(parents=True, exist_ok=True)
    n = 0
    for entry in sftp.listdir_attr(remote):
        src = posixpath.join(remote, entry.filename)
        dst = local / entry.filename
        if stat.S_ISDIR(entry.st_mode or 0):
            n += sftp_get_tree(sftp, src, dst)
        elif stat.S_ISREG(entry.st_mode or 0):
            sftp.get(src, str(dst))
            n += 1
    return n


def upload_bundle(client, target: SSHTarget, bundle: Bundle, jobdir: str, *, log: Log | None = None) -> None:
    """Copy the bundle to ``<workdir>/bundles/`` (skipped when a file with its hash is there), check its
    SHA-256 on the host, and unpack it into ``jobdir`` (kept when it exists: a resumed job).

    Raises:
        RemoteError: the copy does not match the bundle's hash, or unpacking fails.
    """
    host = target.name
    sftp = client.open_sftp()
    try:
        bundles = posixpath.join(target.workdir, "bundles")
        sftp_mkdirs(sftp, bundles)
        remote = posixpath.join(bundles, bundle.name)
        try:
            present = sftp.stat(remote).st_size == bundle.path.stat().st_size
        except OSError:
            present = False
        if not present:
            if log:
                log(f"[{host}] copying {bundle.name} ({bundle.path.stat().st_size} bytes)")
            sftp.put(str(bundle.path), remote + ".part")
            sftp.posix_rename(remote + ".part", remote)
        digest = check(client, ["sha256sum", remote], "hash check", host).split()[0]
        if digest != bundle.sha256:
            sftp.remove(remote)
            raise RemoteError(
                f"{host}: the copied bundle's SHA-256 differs ({digest[:12]} != {bundle.sha256[:12]})"
            )
        try:
            sftp.stat(posixpath.join(jobdir, "bundle.json"))
            if log:
                log(f"[{host}] job folder {jobdir} exists (resume)")
            return
        except OSError:
            pass
        sftp_mkdirs(sftp, jobdir)
    finally:
        sftp.close()
    check(client, ["tar", "-xzf", remote, "-C", jobdir], "unpacking the bundle", host)


def prepare_env(client, target: SSHTarget, jobdir: str, *, log: Log | None = None) -> None:
    """Run the bundle's ``prepare_env.sh`` on the host: a venv with the requirements (when ``target.venv`` is
    set), checked by importing torch and accelerate; skipped when ``<workdir>/env/env-<hash>.ready`` exists.

    Raises:
        RemoteError: the environment cannot be made.
    """
    marks = posixpath.join(target.workdir, "env")
    check(
        client,
        ["bash", "prepare_env.sh", target.python, target.venv, marks, target.wheelhouse],
        "preparing the Python environment",
        target.name,
        log=(lambda line: log(f"[{target.name}] {line}")) if log else None,
        cwd=jobdir,
        timeout=None,  # pip installing torch prints nothing for minutes
    )


def node_python(target: SSHTarget) -> str:
    """The interpreter that runs jobs on ``target`` (the venv's when it has one)."""
    return posixpath.join(target.venv, "bin", "python") if target.venv else target.python


def fetch_and_register(
    client,
    remote_model_dir: str,
    local_dir: Path,
    *,
    store,
    parent: str | None,
    command: list[str],
    data_snapshot: str | None,
    target: str,
) -> str | None:
    """Copy the finished model folder to ``local_dir``, check it against its hash manifest, and register it in
    ``store`` (when given). Returns the registry id (``None`` without a store).

    Raises:
        thunder_deid_desktop.analysis.integrity.ModelIntegrityError: the copy does not match its manifest.
        OSError: the copy fails.
    """
    from thunder_deid_desktop.analysis.integrity import verify_manifest

    sftp = client.open_sftp()
    try:
        sftp_get_tree(sftp, remote_model_dir, local_dir)
    finally:
        sftp.close()
    verify_manifest(local_dir)
    if store is None:
        return None
    from thunder_deid_desktop.jobs.registry import register_model

    entry = register_model(
        store, local_dir, parent=parent, command=command, data_snapshot=data_snapshot, target=target
    )
    return entry.id


def new_job_id(bundle: Bundle) -> str:
    """A job folder name: UTC time and the bundle hash (``20261130-131500-<8 hex>``)."""
    import datetime as _dt

    now = _dt.datetime.now(_dt.UTC).strftime("%Y%m%d-%H%M%S")
    salt = hashlib.sha256(f"{now}{bundle.sha256}".encode()).hexdigest()[:4]
    return f"{now}-{bundle.sha256[:8]}{salt}"


class BackgroundStart:
    """A :class:`~thunder_deid_desktop.jobs.base.TrainingJob` whose slow start (build the bundle, connect, copy,
    prepare the environment) runs on a thread: :meth:`start` returns at once, so a window never waits on it.

    Args:
        make: builds the real job (called on the thread; may raise).
        output_dir: the local model folder (known before the real job exists).
        on_launched: called with the real job once it has started (on the thread).
    """

    def __init__(
        self,
        make: Callable[[], object],
        output_dir: Path,
        on_launched: Callable[[object], None] | None = None,
    ) -> None:
        import threading

        self._make = make
        self._output_dir = Path(output_dir)
        self.job = None
        self.error: str | None = None
        self._launched = False
        self._on_launched = on_launched
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._run, name="remote-job-start", daemon=True)

    @property
    def output_dir(self) -> Path:
        """The local folder the fetched model goes to."""
        return self._output_dir

    def _run(self) -> None:
        try:
            job = self._make()
            self.job = job
            if not self._cancelled.is_set():
                job.start()
                self._launched = True
                if self._on_launched is not None:
                    self._on_launched(job)
        except Exception as exc:  # shown as the failure reason
            self.error = str(exc) or type(exc).__name__

    def start(self) -> None:
        """Start the preparation thread. Raises ``RuntimeError`` when called twice."""
        if self._thread.ident is not None:
            raise RuntimeError("job already started")
        self._thread.start()

    def events(self):
        """A log line, then (once started) the real job's events; ``failed`` if the start raised."""
        from thunder_deid_desktop.jobs.base import JobEvent

        yield JobEvent("log", {"line": "preparing the remote job (bundle, copy, environment)…"})
        self._thread.join()
        if self.error is not None:
            yield JobEvent("failed", {"reason": self.error})
            return
        if not self._launched:  # cancelled before anything ran
            yield JobEvent("cancelled", {})
            return
        if self._cancelled.is_set():
            self.job.cancel()  # cancelled while it was being launched
        yield from self.job.events()

    def cancel(self) -> None:
        """Cancel: before the launch nothing starts; after it, the real job is cancelled."""
        self._cancelled.set()
        job = self.job
        if job is not None and not self._thread.is_alive():
            job.cancel()
