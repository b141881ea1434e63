"""``thunder-deid remote``: training on SSH nodes and Slurm clusters (issue 6; guide: ``docs/remote_training.md``).

::

    thunder-deid remote targets [--format table|json]          # the configured targets (targets.json)
    thunder-deid remote check --target NAME                     # log in (host key checked), show python and GPUs
    thunder-deid remote train --target NAME [--target NAME ...] (--preset P | --config FILE)
                              [--epochs N] [--max-minutes M] [--port 29500] [--job-id ID --resume]
                              [--output-dir DIR] [--register] [--db PATH]

``train`` with several SSH targets runs one multi-node job (the first is node 0); with one Slurm target it submits
a batch job. Events are printed as JSON lines (``{"kind": "progress"|"log"|…, "data": {…}}``); Ctrl-C cancels
the remote run. Exit status: 0 finished, 1 failed, 130 cancelled, 2 bad arguments.
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("remote", help="train on SSH nodes or a Slurm cluster")
    rsub = p.add_subparsers(dest="remote_command", required=True)
    t = rsub.add_parser("targets", help="list the configured targets")
    t.add_argument("--format", choices=("table", "json"), default="table")
    t.set_defaults(func=run_targets)
    c = rsub.add_parser("check", help="log in to a target and show its python and GPUs")
    c.add_argument("--target", required=True)
    c.set_defaults(func=run_check)
    r = rsub.add_parser("train", help="train on remote targets")
    r.add_argument("--target", action="append", required=True, help="target name (repeat for several nodes)")
    g = r.add_mutually_exclusive_group(required=True)
    g.add_argument("--preset", help="tiny, default, paper-370m, paper-800m or paper-1.5b")
    g.add_argument("--config", help="a training config file")
    r.add_argument("--epochs", type=int)
    r.add_argument("--max-minutes", type=float)
    r.add_argument("--port", type=int, default=29500, help="rendezvous port on node 0")
    r.add_argument("--job-id", help="job folder name on the targets (with --resume: the run to continue)")
    r.add_argument("--resume", action="store_true", help="continue --job-id from its last checkpoint")
    r.add_argument("--output-dir", help="local folder for the fetched model")
    r.add_argument("--register", action="store_true", help="add the fetched model to the registry")
    r.add_argument("--db", help="review database (path or URL; default: the app's)")
    r.set_defaults(func=run_train)


def _find(name: str):
    from thunder_deid_desktop.jobs.targets import load_targets, targets_path

    for t in load_targets():
        if t.name == name:
            return t
    print(f"thunder-deid remote: no target named {name!r} in {targets_path()}", file=sys.stderr)
    raise SystemExit(2)


def run_targets(args) -> int:
    from thunder_deid_desktop.jobs.targets import SSHTarget, load_targets, target_to_dict, targets_path

    targets = load_targets()
    if args.format == "json":
        print(json.dumps([target_to_dict(t) for t in targets], ensure_ascii=False, indent=1))
        return 0
    print(f"# {targets_path()}")
    for t in targets:
        if isinstance(t, SSHTarget):
            print(f"{t.name}\tssh\t{t.user}@{t.host}:{t.port}\tgpus={t.gpus}\t{t.workdir}")
        else:
            print(
                f"{t.name}\tslurm\t{t.login.user}@{t.login.host}:{t.login.port}\tpartition={t.partition}"
                f"\tnodes={t.nodes}x{t.gpus_per_node}\t{t.login.workdir}"
            )
    return 0


def run_check(args) -> int:
    from thunder_deid_desktop.jobs import remote
    from thunder_deid_desktop.jobs.targets import SSHTarget, connect

    t = _find(args.target)
    login = t if isinstance(t, SSHTarget) else t.login
    try:
        client = connect(login)
    except Exception as exc:
        print(f"{t.name}: cannot connect: {exc}", file=sys.stderr)
        return 1
    try:
        py = remote.qjoin([remote.node_python(login), "--version"])
        rc, out = remote.run(client, f"{py} 2>&1; nvidia-smi -L 2>/dev/null || echo 'no NVIDIA GPU visible'")
    finally:
        client.close()
    print(out)
    return 0 if rc == 0 else 1


def run_train(args) -> int:
    import yaml

    from thunder_deid_desktop.jobs import registry
    from thunder_deid_desktop.jobs.bundle import build_bundle
    from thunder_deid_desktop.jobs.presets import PRESETS, load_preset
    from thunder_deid_desktop.jobs.slurm import SlurmTrainingJob
    from thunder_deid_desktop.jobs.ssh import SSHTrainingJob
    from thunder_deid_desktop.jobs.targets import SlurmTarget, SSHTarget

    if args.resume and not args.job_id:
        print("--resume needs --job-id", file=sys.stderr)
        return 2
    targets = [_find(n) for n in args.target]
    if args.preset:
        if args.preset not in PRESETS:
            print(f"unknown preset {args.preset!r} (use {', '.join(PRESETS)})", file=sys.stderr)
            return 2
        cfg, name = load_preset(args.preset), args.preset
    else:
        cfg, name = yaml.safe_load(Path(args.config).read_text(encoding="utf-8")), Path(args.config).stem
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    if args.max_minutes is not None:
        cfg["train"]["max_minutes"] = args.max_minutes
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    out = Path(args.output_dir) if args.output_dir else registry.models_home() / f"{stamp}-{name}-remote"
    store = None
    if args.register:
        from thunder_deid_desktop.store import open_store

        store = open_store(args.db)
    bundle = build_bundle(cfg, out.parent / ".bundles")
    common = dict(store=store, job_id=args.job_id, main_port=args.port, resume=args.resume)
    if len(targets) == 1 and isinstance(targets[0], SlurmTarget):
        cluster = targets[0]
        precision = "bf16" if cluster.gpus_per_node else "no"
        job = SlurmTrainingJob(cluster, bundle, out, mixed_precision=precision, **common)
    elif all(isinstance(t, SSHTarget) for t in targets):
        precision = "bf16" if min(t.gpus for t in targets) > 0 else "no"
        job = SSHTrainingJob(targets, bundle, out, mixed_precision=precision, **common)
    else:
        print("give one Slurm target, or one or more SSH targets", file=sys.stderr)
        return 2
    try:
        job.start()
    except RuntimeError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    print(json.dumps({"kind": "log", "data": {"line": f"job id {job.job_id}"}}), flush=True)
    last = None
    try:
        for ev in job.events():
            print(json.dumps({"kind": ev.kind, "data": ev.data}, ensure_ascii=False), flush=True)
            last = ev
    except KeyboardInterrupt:
        job.cancel()
        for ev in job.events():
            last = ev
    if last is not None and last.kind == "finished":
        return 0
    return 130 if last is not None and last.kind == "cancelled" else 1
