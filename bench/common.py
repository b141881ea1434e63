"""Shared pieces of the benchmark harness: the run settings, the sample judgments, timing and memory.

Every section (``bench.detect``, ``bench.scaling``, ``bench.batch``, ``bench.gui``, ``bench.train``) runs in its
own process, started by ``python -m bench``: it reads a :class:`Settings` JSON file and writes one JSON object of
raw figures, so that its peak resident memory is its own and a crash of one section does not lose the others.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("HF_HUB_OFFLINE", "1")

#: Document sizes of the scaling section, in characters (code points).
SCALING_SIZES = (1_000, 3_000, 10_000, 30_000, 100_000, 300_000)
#: Judgment sizes of the GUI section (3k: a short judgment, 26k: the longest shared sample, 300k: joined).
GUI_SIZES = (3_000, 26_000, 300_000)


def shared_samples() -> Path:
    """The 60 full-length judgments: ``$THUNDER_DEID_SHARED/data/precedent_kr/samples`` or ``../shared/...``."""
    env = os.environ.get("THUNDER_DEID_SHARED")
    base = Path(env) if env else ROOT.parent / "shared"
    return base / "data" / "precedent_kr" / "samples"


@dataclass
class Settings:
    """What to measure and how often (one object for all sections; ``python -m bench --help`` documents it).

    ``docs`` is a number of sample files (``None``: all), sizes are characters, ``train_seconds`` is the
    wall time of measured training steps, ``threads`` the CPU threads (cores) a section may use.
    """

    samples: str = field(default_factory=lambda: str(shared_samples()))
    docs: int | None = None
    repeats: int = 3
    threads: int = 2
    model: str | None = None
    big_windows: int = 3
    scaling_sizes: tuple[int, ...] = SCALING_SIZES
    scaling_detector: str = "model"
    gui_sizes: tuple[int, ...] = GUI_SIZES
    gui_repeats: int = 5
    apply_all_mentions: int = 200
    train_seconds: float = 45.0
    train_docs: int = 800
    profile: bool = True
    quick: bool = False

    @classmethod
    def quick_settings(cls, **over) -> Settings:
        """``--quick``: a smoke test (few documents, one repeat, small sizes, a short training run)."""
        base = {
            "docs": 3,
            "repeats": 1,
            "big_windows": 1,
            "scaling_sizes": (1_000, 3_000, 10_000),
            "gui_sizes": (3_000,),
            "gui_repeats": 1,
            "apply_all_mentions": 20,
            "train_seconds": 8.0,
            "train_docs": 100,
            "quick": True,
        }
        base.update(over)
        return cls(**base)

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Settings:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
        for k in ("scaling_sizes", "gui_sizes"):
            raw[k] = tuple(raw[k])
        return cls(**raw)


def sample_files(settings: Settings) -> list[Path]:
    """The sample judgments (``*.txt``, sorted by name), the first ``settings.docs`` of them.

    Raises:
        FileNotFoundError: the folder holds no ``.txt`` file.
    """
    files = sorted(Path(settings.samples).glob("*.txt"))
    if not files:
        raise FileNotFoundError(f"no .txt judgments in {settings.samples}")
    return files[: settings.docs] if settings.docs else files


def read_texts(files: list[Path]) -> list[str]:
    return [f.read_text(encoding="utf-8") for f in files]


def build_document(texts: list[str], size: int) -> str:
    """A document of exactly ``size`` code points: the texts joined by blank lines (cycled if needed), cut.

    Raises:
        ValueError: no non-empty text.
    """
    if not any(texts):
        raise ValueError("no text to build a document from")
    parts: list[str] = []
    n = 0
    i = 0
    while n < size:
        t = texts[i % len(texts)]
        i += 1
        if t:
            parts.append(t)
            n += len(t) + 2
    return "\n\n".join(parts)[:size]


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    """(wall seconds, result) of one call of ``fn``."""
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def median_seconds(fn: Callable[[], object], repeats: int) -> tuple[float, list[float]]:
    """Median wall seconds of ``repeats`` calls of ``fn`` (at least one), and every run's seconds."""
    runs = [timed(fn)[0] for _ in range(max(1, repeats))]
    return statistics.median(runs), runs


def peak_rss_mib() -> float:
    """Peak resident memory of this process so far, MiB (``getrusage``: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def cpu_pin(threads: int) -> list[str]:
    """A ``taskset`` prefix that keeps a child process on ``threads`` cores, when the machine has more."""
    if (os.cpu_count() or 1) > threads and sys.platform.startswith("linux"):
        return ["taskset", "-c", f"0-{threads - 1}"]
    return []


def thread_env(threads: int) -> dict[str, str]:
    """The environment of a child process limited to ``threads`` math threads (and offline)."""
    env = dict(os.environ)
    for k in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        env[k] = str(threads)
    env["HF_HUB_OFFLINE"] = "1"
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def cuda_available() -> bool:
    try:
        import torch

        return bool(torch.cuda.is_available())
    except Exception:  # noqa: BLE001 - a broken torch means no GPU for the benchmark
        return False


def machine() -> dict:
    """What the figures were measured on: CPUs, load average, platform, git commit."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    return {
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
        "platform": platform.platform(),
        "python": platform.python_version(),
        "processor": platform.processor() or platform.machine(),
        "commit": commit,
        "cuda": cuda_available(),
    }


def section_main(run: Callable[[Settings], dict], argv: list[str] | None = None) -> int:
    """Entry point of a section process: ``--settings FILE --json OUT``; writes ``run(settings)`` as JSON."""
    p = argparse.ArgumentParser()
    p.add_argument("--settings", type=Path, required=True)
    p.add_argument("--json", type=Path, required=True)
    args = p.parse_args(argv)
    settings = Settings.load(args.settings)
    result = run(settings)
    result.setdefault("peak_rss_mib", peak_rss_mib())
    args.json.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0
