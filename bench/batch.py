"""Section 3: batch mode — judgments per hour of ``thunder-deid deidentify`` over the sample judgments.

The CLI runs as a child process (pinned to ``threads`` cores with ``taskset`` where the machine has more, and
``OMP_NUM_THREADS=threads``) over a folder holding the sample files, writing into a fresh temporary folder; the
wall time includes the process start and the model load, as a clerk's batch run does. Median of ``repeats``
runs; judgments/hour = files / median seconds x 3600. With a CUDA GPU present, the same with ``--device cuda``
(not pinned); otherwise that row is skipped and says why.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.common import (
    Settings,
    cpu_pin,
    cuda_available,
    median_seconds,
    sample_files,
    section_main,
    thread_env,
)


def cli_command() -> list[str]:
    """The ``thunder-deid`` console script next to this interpreter, else the module through ``-c``."""
    script = Path(sys.executable).parent / "thunder-deid"
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from thunder_deid_desktop.cli import main; sys.exit(main())"]


def one_run(inputs: Path, device: str, settings: Settings) -> int:
    """Run the CLI once over ``inputs`` into a fresh folder; returns the number of files written.

    Raises:
        RuntimeError: the CLI exited with a non-zero status (its stderr tail is in the message).
    """
    with tempfile.TemporaryDirectory(prefix="bench-batch-out-") as out:
        cmd = [*cli_command(), "deidentify", str(inputs), "-o", out, "--device", device]
        if settings.model:
            cmd += ["--model", settings.model]
        if device == "cpu":
            cmd = cpu_pin(settings.threads) + cmd
        proc = subprocess.run(cmd, env=thread_env(settings.threads), capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"deidentify exited {proc.returncode}: {proc.stderr[-800:]}")
        return sum(1 for p in Path(out).iterdir() if p.is_file())


def measure(inputs: Path, n_files: int, device: str, settings: Settings) -> dict:
    written: list[int] = []
    seconds, runs = median_seconds(
        lambda: written.append(one_run(inputs, device, settings)), settings.repeats
    )
    return {
        "device": device,
        "files": n_files,
        "written": min(written),
        "seconds": seconds,
        "runs_s": runs,
        "judgments_per_hour": n_files / seconds * 3600,
        "pinned": bool(cpu_pin(settings.threads)) if device == "cpu" else False,
    }


def run(settings: Settings) -> dict:
    """Measure section 3; returns ``{"cpu": {...}, "cuda": {...} or {"skipped": reason}}``."""
    files = sample_files(settings)
    with tempfile.TemporaryDirectory(prefix="bench-batch-in-") as tmp:
        inputs = Path(tmp)
        for f in files:
            shutil.copy(f, inputs / f.name)
        chars = sum(len(f.read_text(encoding="utf-8")) for f in files)
        result = {
            "threads": settings.threads,
            "characters": chars,
            "cpu": measure(inputs, len(files), "cpu", settings),
        }
        if cuda_available():
            result["cuda"] = measure(inputs, len(files), "cuda", settings)
        else:
            result["cuda"] = {"skipped": "no CUDA GPU on this machine (torch.cuda.is_available() is False)"}
    result["cli_peak_rss_mib"] = round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1)
    return result


if __name__ == "__main__":
    sys.exit(section_main(run))
