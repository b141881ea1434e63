"""The contract every training job follows (local subprocess, SSH nodes, Slurm), and its event stream.

A job is started once, followed through :meth:`TrainingJob.events` (a blocking iterator that ends when the job
ends), and may be cancelled from another thread. Progress comes from the JSON lines that ``training.train``
prints (``{"event": "start"|"step"|"epoch_end"|"eval"|"done", ...}``, see its module docstring); other output
lines are passed on as ``log`` events. The iterator's last event is always ``finished``, ``failed`` or
``cancelled``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Protocol

EventKind = Literal["progress", "log", "finished", "failed", "cancelled"]
TERMINAL: frozenset[str] = frozenset({"finished", "failed", "cancelled"})


@dataclass(frozen=True)
class JobEvent:
    """One thing a job reports.

    * ``progress`` — ``data`` is one parsed JSON progress object of ``training.train`` (``event``, ``step``,
      ``epoch``, ``loss``, ``lr``, ``tokens_per_s``, ``elapsed_s`` …);
    * ``log`` — ``data = {"line": str}``, one line of output that is not a progress object;
    * ``finished`` — ``data = {"model_dir": str}``: the local folder of the trained model;
    * ``failed`` — ``data = {"reason": str}`` (a lost node, a dropped connection, a non-zero exit …);
    * ``cancelled`` — ``data = {}``.
    """

    kind: EventKind
    data: dict = field(default_factory=dict)

    @property
    def terminal(self) -> bool:
        """True for the last event of a job (``finished``, ``failed`` or ``cancelled``)."""
        return self.kind in TERMINAL


def parse_output_line(line: str) -> JobEvent:
    """A ``progress`` event if ``line`` is a JSON object with an ``event`` key, else a ``log`` event.

    ``line`` may end with a newline; it is stripped. Never raises.
    """
    text = line.rstrip("\r\n")
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError:
            obj = None
        if isinstance(obj, dict) and "event" in obj:
            return JobEvent("progress", obj)
    return JobEvent("log", {"line": text})


class TrainingJob(Protocol):
    """A training run somewhere: :meth:`start`, then iterate :meth:`events`; :meth:`cancel` from any thread."""

    def start(self) -> None:
        """Launch the run; raises ``RuntimeError`` (or a subclass) with a clear message if it cannot start."""
        ...

    def events(self) -> Iterator[JobEvent]:
        """Blocking iterator over the job's events; ends after the terminal event."""
        ...

    def cancel(self) -> None:
        """Stop the run (kill its process group / ``scancel``); the iterator then yields ``cancelled``."""
        ...

    @property
    def output_dir(self) -> Path:
        """Local folder the finished model folder is (or will be) in."""
        ...
