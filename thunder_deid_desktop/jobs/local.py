"""A training run on this machine: ``training.train`` as a subprocess in its own process group.

One CPU process runs ``python -m training.train --config FILE --output-dir DIR …``; several processes (or GPUs)
run ``python -m accelerate.commands.launch --num_processes N -m training.train …`` (the ``accelerate launch``
command, called through the running interpreter so that no ``PATH`` lookup is needed). stdout and stderr are
merged and read line by line: JSON progress objects become ``progress`` events (:func:`parse_output_line`), the
rest ``log`` events. :meth:`LocalTrainingJob.cancel` sends SIGTERM to the whole process group (``accelerate``
workers included), then SIGKILL after :attr:`LocalTrainingJob.kill_after_s` seconds.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

from thunder_deid_desktop.jobs.base import JobEvent, parse_output_line

REPO_ROOT = Path(__file__).resolve().parents[2]


class LocalTrainingJob:
    """A :class:`~thunder_deid_desktop.jobs.base.TrainingJob` run locally (see module docstring).

    Args:
        config: the YAML training config (``training/configs/*.yaml`` or one written by the caller).
        output_dir: the folder the model is written to (``--output-dir``).
        extra_args: further ``training.train`` arguments (``--epochs N``, ``--max-minutes M``, ``--base-model DIR``).
        processes: 1 runs ``python -m training.train``; more runs ``accelerate launch --num_processes N``.
        python: the interpreter (default: this one).
        cwd: working folder, which must make ``training`` importable (default: the repository root).
        env: extra environment variables.
    """

    kill_after_s: float = 10.0

    def __init__(
        self,
        config: str | Path,
        output_dir: str | Path,
        *,
        extra_args: Sequence[str] = (),
        processes: int = 1,
        python: str | None = None,
        cwd: str | Path | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.config = Path(config)
        self._output_dir = Path(output_dir)
        self.extra_args = [str(a) for a in extra_args]
        self.processes = max(1, int(processes))
        self.python = python or sys.executable
        self.cwd = Path(cwd) if cwd else REPO_ROOT
        self.env = dict(env or {})
        self._proc: subprocess.Popen[str] | None = None
        self._cancelled = threading.Event()
        self._lock = threading.Lock()
        self._last_lines: list[str] = []
        self.model_dir: Path | None = None

    @property
    def output_dir(self) -> Path:
        """The folder the trained model is written to."""
        return self._output_dir

    @property
    def command(self) -> list[str]:
        """The argv that :meth:`start` runs."""
        train_args = ["--config", str(self.config), "--output-dir", str(self._output_dir), *self.extra_args]
        if self.processes == 1:
            return [self.python, "-m", "training.train", *train_args]
        return [
            self.python,
            "-m",
            "accelerate.commands.launch",
            "--num_processes",
            str(self.processes),
            "-m",
            "training.train",
            *train_args,
        ]

    def start(self) -> None:
        """Launch the subprocess.

        Raises:
            RuntimeError: already started, or the interpreter cannot be run.
        """
        with self._lock:
            if self._proc is not None:
                raise RuntimeError("job already started")
            env = {**os.environ, **self.env, "PYTHONUNBUFFERED": "1"}
            kwargs: dict = {}
            if os.name == "nt":  # pragma: no cover - Windows
                kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
            else:
                kwargs["start_new_session"] = True
            try:
                self._proc = subprocess.Popen(
                    self.command,
                    cwd=self.cwd,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    text=True,
                    encoding="utf-8",
                    errors="replace",
                    bufsize=1,
                    **kwargs,
                )
            except OSError as exc:
                raise RuntimeError(f"cannot start training: {exc}") from exc

    def events(self) -> Iterator[JobEvent]:
        """Progress and log events while the process runs, then ``finished`` / ``failed`` / ``cancelled``.

        ``finished`` carries ``model_dir`` (the ``output_dir`` of the ``done`` event, else :attr:`output_dir`).
        """
        proc = self._proc
        if proc is None:
            raise RuntimeError("job not started")
        assert proc.stdout is not None
        done_dir: str | None = None
        for line in proc.stdout:
            ev = parse_output_line(line)
            if ev.kind == "progress" and ev.data.get("event") == "done":
                done_dir = ev.data.get("output_dir")
            elif ev.kind == "log":
                self._last_lines = (self._last_lines + [ev.data["line"]])[-5:]
            yield ev
        rc = proc.wait()
        if self._cancelled.is_set():
            yield JobEvent("cancelled", {})
        elif rc == 0:
            self.model_dir = Path(done_dir) if done_dir else self._output_dir
            yield JobEvent("finished", {"model_dir": str(self.model_dir)})
        else:
            tail = next((x for x in reversed(self._last_lines) if x.strip()), "")
            yield JobEvent("failed", {"reason": f"exit status {rc}" + (f": {tail}" if tail else "")})

    def cancel(self) -> None:
        """Terminate the process group (SIGTERM, then SIGKILL after :attr:`kill_after_s`); safe to call twice."""
        self._cancelled.set()
        proc = self._proc
        if proc is None or proc.poll() is not None:
            return
        self._signal(proc, signal.SIGTERM)

        def _kill() -> None:
            try:
                proc.wait(self.kill_after_s)
            except subprocess.TimeoutExpired:
                self._signal(proc, getattr(signal, "SIGKILL", signal.SIGTERM))

        threading.Thread(target=_kill, daemon=True).start()

    @staticmethod
    def _signal(proc: subprocess.Popen, sig: int) -> None:
        try:
            if os.name == "nt":  # pragma: no cover - Windows
                proc.send_signal(signal.CTRL_BREAK_EVENT)
            else:
                os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass
