"""Section 5: training throughput (tokens/s) of the default model config on CPU; the 370M preset on a GPU.

``training/configs/default.yaml`` is run as ``python -m training.train`` in a child process pinned to
``threads`` cores, with three changes that keep it short and leave the model the same: the tokenizer is taken
from the bundled model folder (no tokenizer training), ``data.limit_docs = train_docs``, and ``log_every = 2``.
The figures are the ``tokens_per_s`` fields of the JSON ``step`` progress lines (real, non-padding tokens per
second of forward + backward + AdamW); the first step line (warm-up) is left out, and so is a line whose interval spans an
epoch change (it also timed building the next epoch's windows); the run is stopped once ``train_seconds`` have
passed since the first line and one line was kept. Reported: the median over the step lines, and the mean.

The *370M preset* is ``training/configs/paper-370m.yaml`` (the paper's 370M shape, 336M parameters, sequence
length 2048, batch 4, gradient checkpointing; :mod:`thunder_deid_desktop.jobs.presets`) with the same changes,
on one CUDA GPU in bf16 (``ACCELERATE_MIXED_PRECISION``, as the preset is launched); it runs only where
``torch.cuda.is_available()``, and is skipped (with the reason) elsewhere.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from bench.common import ROOT, Settings, cpu_pin, cuda_available, section_main, thread_env


def bench_config(settings: Settings, out_dir: Path, gpu_preset: bool) -> dict:
    """The default training config (or the ``paper-370m`` preset's, ``training/configs/paper-370m.yaml``) with
    the benchmark's changes (see module docstring)."""
    name = "paper-370m.yaml" if gpu_preset else "default.yaml"
    cfg = yaml.safe_load((ROOT / "training" / "configs" / name).read_text(encoding="utf-8"))
    cfg["output_dir"] = str(out_dir)
    cfg["threads"] = settings.threads
    cfg.setdefault("tokenizer", {})["from"] = settings.model or str(ROOT / "resources" / "models" / "default")
    cfg.setdefault("data", {})["limit_docs"] = settings.train_docs
    cfg["train"]["log_every"] = 2
    cfg["train"]["max_minutes"] = max(5.0, settings.train_seconds / 60 * 4)
    cfg["train"].pop("checkpoint_every", None)
    cfg["cpu"] = not gpu_preset
    return cfg


def measure(settings: Settings, gpu_preset: bool) -> dict:
    """Run one short training and read its progress lines; returns tokens/s figures."""
    with tempfile.TemporaryDirectory(prefix="bench-train-") as tmp:
        cfg_path = Path(tmp) / "bench.yaml"
        cfg_path.write_text(
            yaml.safe_dump(bench_config(settings, Path(tmp) / "run", gpu_preset)), encoding="utf-8"
        )
        cmd = [sys.executable, "-m", "training.train", "--config", str(cfg_path)]
        if not gpu_preset:
            cmd = cpu_pin(settings.threads) + cmd
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            cmd,
            cwd=ROOT,
            env=thread_env(settings.threads) | ({"ACCELERATE_MIXED_PRECISION": "bf16"} if gpu_preset else {}),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        steps: list[dict] = []
        params = None
        first_step_at = None
        prev_epoch = None
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                try:
                    ev = json.loads(line)
                except ValueError:
                    continue
                if not isinstance(ev, dict):
                    continue
                if ev.get("event") == "start":
                    params = ev.get("params")
                if ev.get("event") != "step":
                    continue
                same_epoch = ev.get("epoch") == prev_epoch
                prev_epoch = ev.get("epoch")
                if first_step_at is None:
                    first_step_at = time.perf_counter()
                    continue  # warm-up
                if same_epoch:  # a line whose interval spans an epoch change also timed the new windows
                    steps.append(ev)
                if steps and time.perf_counter() - first_step_at >= settings.train_seconds:
                    break
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        wall = time.perf_counter() - t0
    if not steps:
        return {"error": f"no step progress line after the warm-up (exit {proc.returncode}, {wall:.0f} s)"}
    tps = [float(e["tokens_per_s"]) for e in steps]
    return {
        "device": "cuda" if gpu_preset else "cpu",
        "model": "370M preset" if gpu_preset else "default",
        "parameters": params,
        "batch_size": bench_config(settings, Path("."), gpu_preset)["train"]["batch_size"],
        "step_lines": len(steps),
        "last_step": steps[-1].get("step"),
        "tokens_per_s_median": statistics.median(tps),
        "tokens_per_s_mean": statistics.fmean(tps),
        "tokens_per_s_lines": tps,
        "wall_s": wall,
        "pinned": bool(cpu_pin(settings.threads)) and not gpu_preset,
    }


def run(settings: Settings) -> dict:
    """Measure section 5; returns ``{"cpu_default": {...}, "gpu_370m": {...} or {"skipped": reason}}``."""
    result = {
        "threads": settings.threads,
        "train_docs": settings.train_docs,
        "seconds": settings.train_seconds,
    }
    result["cpu_default"] = measure(settings, gpu_preset=False)
    if cuda_available():
        result["gpu_370m"] = measure(settings, gpu_preset=True)
    else:
        result["gpu_370m"] = {"skipped": "no CUDA GPU on this machine (torch.cuda.is_available() is False)"}
    return result


if __name__ == "__main__":
    sys.exit(section_main(run))
