"""``python -m bench [--quick] [--repeats N] [--sections detect,scaling,batch,gui,train] [--out DIR] ...``

Runs the benchmark sections of issue 8, each in its own process (its peak memory is its own; one failing
section is reported and the others go on), then writes into ``--out`` (default ``bench/results``):
``bench.json`` (settings, machine, raw figures of every section), ``report.md`` and the PNG plots.

Sections: ``detect`` (throughput vs. the 340M shape and Mecab-ko), ``scaling`` (1k-300k characters, per stage),
``batch`` (CLI judgments/hour), ``gui`` (desktop window latency and memory), ``train`` (training tokens/s).
A run of some sections (``--sections detect``) keeps the other sections of an existing ``bench.json`` in ``--out``,
each with the run it came from (``section_runs``; the report names them), unless ``--fresh`` is given.
Exit status: 0 when every section ran, 1 when one failed (the report says which), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench.common import ROOT, Settings, machine, thread_env
from bench.report import write_report

SECTIONS = ("detect", "scaling", "batch", "gui", "train")


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x.replace("_", "")) for x in text.split(",") if x.strip())


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[1])
    p.add_argument("--quick", action="store_true", help="smoke test: 3 documents, 1 repeat, small sizes")
    p.add_argument("--repeats", type=int, help="runs per figure, the median is reported (default 3; quick 1)")
    p.add_argument("--docs", type=int, help="number of sample judgments (default all; quick 3)")
    p.add_argument("--samples", type=Path, help="folder of .txt judgments (default the shared samples)")
    p.add_argument("--model", type=Path, help="model folder (default: the bundled model)")
    p.add_argument("--threads", type=int, default=2, help="CPU threads/cores (default 2)")
    p.add_argument(
        "--sections", default=",".join(SECTIONS), help="comma-separated subset of " + ",".join(SECTIONS)
    )
    p.add_argument("--sizes", type=_ints, help="scaling sizes in characters, e.g. 1000,3000,10000")
    p.add_argument(
        "--synthetic-spans",
        action="store_true",
        help="scaling: a regex stand-in for the model (fast; stresses propagation, entities, render, highlight)",
    )
    p.add_argument("--gui-sizes", type=_ints, help="GUI judgment sizes, e.g. 3000,26000,300000")
    p.add_argument(
        "--apply-all", type=int, help="identical mentions for the apply-to-all timing (default 200)"
    )
    p.add_argument("--big-windows", type=int, help="512-token windows timed for the 340M shape (default 3)")
    p.add_argument("--train-seconds", type=float, help="seconds of measured training steps (default 45)")
    p.add_argument("--train-docs", type=int, help="annotated judgments the training run reads (default 800)")
    p.add_argument("--no-profile", action="store_true", help="do not profile superlinear stages")
    p.add_argument("--note", default="", help="a line for the report header (e.g. the machine's state)")
    p.add_argument("--timeout", type=float, default=5400, help="seconds one section may take (default 5400)")
    p.add_argument("--out", type=Path, default=ROOT / "bench" / "results", help="output folder")
    p.add_argument(
        "--fresh",
        action="store_true",
        help="write only the sections run now (default: keep the other sections of an existing bench.json)",
    )
    args = p.parse_args(argv)
    bad = [s for s in args.sections.split(",") if s not in SECTIONS]
    if bad:
        p.error(f"unknown section(s): {', '.join(bad)}")
    return args


def settings_from(args: argparse.Namespace) -> Settings:
    """The :class:`Settings` of the command line (quick defaults first, explicit options over them)."""
    s = Settings.quick_settings() if args.quick else Settings()
    over = {
        "repeats": args.repeats,
        "docs": args.docs,
        "samples": str(args.samples) if args.samples else None,
        "model": str(args.model) if args.model else None,
        "scaling_sizes": args.sizes,
        "gui_sizes": args.gui_sizes,
        "apply_all_mentions": args.apply_all,
        "big_windows": args.big_windows,
        "train_seconds": args.train_seconds,
        "train_docs": args.train_docs,
    }
    if args.synthetic_spans:
        s = replace(s, scaling_detector="synthetic")
    s = replace(s, threads=args.threads, profile=not args.no_profile, **{k: v for k, v in over.items() if v})
    if args.repeats and args.quick:
        s = replace(s, gui_repeats=args.repeats)
    return s


def run_section(name: str, settings_path: Path, tmp: Path, threads: int, timeout: float) -> dict:
    """Run ``bench.<name>`` in a child process; its JSON result, or ``{"error": ...}``."""
    out = tmp / f"{name}.json"
    cmd = [sys.executable, "-m", f"bench.{name}", "--settings", str(settings_path), "--json", str(out)]
    try:
        proc = subprocess.run(
            cmd, cwd=ROOT, env=thread_env(threads), capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return {"error": f"did not finish within {timeout:.0f} s"}
    if proc.returncode != 0 or not out.is_file():
        tail = " ".join(proc.stderr.strip().splitlines()[-3:])[-600:]
        return {"error": f"exit status {proc.returncode}: {tail}"}
    return json.loads(out.read_text(encoding="utf-8"))


def merge_previous(results: dict, previous: dict) -> dict:
    """``results`` completed with the sections of ``previous`` (an earlier ``bench.json``) that were not run now.

    Every section of the returned dict has its provenance in ``section_runs[name]`` (``command``, ``started``,
    ``commit``); a kept section keeps the provenance it had (or its run's, for a ``bench.json`` written before
    ``section_runs`` existed), with its wall time and load average. ``results`` is modified and returned."""
    runs = results.setdefault("section_runs", {})
    old_runs = previous.get("section_runs") or {}
    old_default = {
        "command": previous.get("command", "?"),
        "started": previous.get("started", "?"),
        "commit": (previous.get("machine_start") or {}).get("commit", "?"),
    }
    for name in SECTIONS:
        if name in results["sections"] or name not in (previous.get("sections") or {}):
            continue
        results["sections"][name] = previous["sections"][name]
        runs[name] = old_runs.get(name, old_default)
        for key in ("section_wall_s", "section_load"):
            if name in (previous.get(key) or {}):
                results.setdefault(key, {})[name] = previous[key][name]
    return results


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    settings = settings_from(args)
    sections = [s for s in SECTIONS if s in args.sections.split(",")]
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")  # seconds: runs a minute apart differ
    results: dict = {
        "command": "python -m bench " + shlex.join(argv if argv is not None else sys.argv[1:]),
        "started": started,
        "note": args.note,
        "settings": settings.__dict__ | {"scaling_sizes": list(settings.scaling_sizes)},
        "machine_start": machine(),
        "sections": {},
        "section_wall_s": {},
        "section_load": {},
    }
    results["settings"]["gui_sizes"] = list(settings.gui_sizes)
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        sp = Path(tmp) / "settings.json"
        settings.save(sp)
        for name in sections:
            print(f"bench: {name} ...", file=sys.stderr, flush=True)
            t = time.perf_counter()
            load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
            results["sections"][name] = run_section(name, sp, Path(tmp), settings.threads, args.timeout)
            results["section_wall_s"][name] = round(time.perf_counter() - t, 1)
            if load_before is not None:
                results["section_load"][name] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
            err = results["sections"][name].get("error")
            print(
                f"bench: {name} {'FAILED: ' + err if err else 'done'} ({results['section_wall_s'][name]} s)",
                file=sys.stderr,
                flush=True,
            )
    results["wall_s"] = round(time.perf_counter() - t0, 1)
    results["machine_end"] = machine()
    now = {"command": results["command"], "started": started, "commit": results["machine_start"]["commit"]}
    results["section_runs"] = {name: now for name in results["sections"]}
    previous_path = args.out / "bench.json"
    if not args.fresh and len(sections) < len(SECTIONS) and previous_path.is_file():
        try:
            merge_previous(results, json.loads(previous_path.read_text(encoding="utf-8")))
        except (ValueError, KeyError, TypeError) as exc:  # an unreadable old file is replaced, not merged
            print(f"bench: {previous_path}: not merged ({exc})", file=sys.stderr)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "bench.json").write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    report = write_report(results, args.out)
    print(f"bench: wrote {report} and {args.out / 'bench.json'}", file=sys.stderr)
    return 1 if any("error" in r for r in results["sections"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
