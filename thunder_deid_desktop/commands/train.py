"""``thunder-deid train``: train (or fine-tune) a model, optionally on clerks' corrections, and register it.

::

    thunder-deid train --config FILE [--output-dir DIR] [--epochs N] [--max-minutes M]
    thunder-deid train [--preset default|tiny] [--base-model DIR|ID] [--reviewed-since DATE]
                       [--register] [--db PATH] [--output-dir DIR] [--epochs N] [--max-minutes M]

Runs :mod:`training.train` in this process (one CPU process). For several processes or GPUs use
``accelerate launch -m training.train --config FILE`` with the config file this command writes
(``<output dir>/train_config.yaml``). Progress is printed as JSON lines.

With ``--preset``, ``--base-model``, ``--reviewed-since``, ``--register`` or ``--db`` the run is prepared by
:func:`thunder_deid_desktop.jobs.plan.prepare_run`: evaluation on the fixed validation set, and, when a database
is used (``--db``, ``--register`` or ``--reviewed-since``; default database as for the app), the corrected
documents (changed on or after ``DATE``, a UTC ISO date or time) and the store's replacement lists are snapshotted
and added to the shipped annotated data. ``--register`` adds the finished model to the registry (``thunder-deid
models list``); promoting it is a separate, audited step. ``--base-model`` takes a folder or a registered id (looked
up in the database).
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime


def register(sub) -> None:
    p = sub.add_parser("train", help="train a model from annotated judgments (per-epoch replacement)")
    p.add_argument("--config", help="YAML config, e.g. training/configs/default.yaml")
    p.add_argument("--preset", choices=("default", "tiny"), help="a shipped config (default: default)")
    p.add_argument("--base-model", help="fine-tune this model folder or registered model id")
    p.add_argument("--reviewed-since", help="add corrected documents changed on or after DATE (UTC, ISO)")
    p.add_argument("--register", action="store_true", help="add the trained model to the registry")
    p.add_argument("--db", help="review database (path or URL; default: the app's)")
    p.add_argument("--output-dir")
    p.add_argument("--epochs", type=int)
    p.add_argument("--max-minutes", type=float)
    p.set_defaults(func=run)


def _date(text: str) -> datetime:
    d = datetime.fromisoformat(text)
    return d if d.tzinfo else d.replace(tzinfo=UTC)


def _say_missing_data() -> int:
    """2 after one line on stderr when :func:`~thunder_deid_desktop.jobs.plan.missing_training_data` finds the
    data missing, else 0."""
    from thunder_deid_desktop.jobs.plan import missing_training_data

    missing = missing_training_data()
    if missing is None:
        return 0
    print(
        f"thunder-deid train: the training data is missing: {missing} (set THUNDER_DEID_SHARED to the folder "
        "that holds data/thunder_deid/, README 'Data')",
        file=sys.stderr,
    )
    return 2


def run(args) -> int:
    from training.train import main as train_main

    managed = bool(args.preset or args.base_model or args.reviewed_since or args.register or args.db)
    if not managed:
        if not args.config:
            print("thunder-deid train: give --config FILE or --preset default|tiny", file=sys.stderr)
            return 2
        argv = ["--config", args.config]
        if args.output_dir:
            argv += ["--output-dir", args.output_dir]
        if args.epochs is not None:
            argv += ["--epochs", str(args.epochs)]
        if args.max_minutes is not None:
            argv += ["--max-minutes", str(args.max_minutes)]
        return _say_missing_data() or train_main(argv)

    from thunder_deid_desktop.commands._store import open_existing_store
    from thunder_deid_desktop.jobs import registry
    from thunder_deid_desktop.jobs.plan import prepare_run, resolve_base
    from thunder_deid_desktop.store import open_store

    try:
        since = _date(args.reviewed_since) if args.reviewed_since else None
    except ValueError:
        print(
            f"thunder-deid train: --reviewed-since {args.reviewed_since!r} is not an ISO date",
            file=sys.stderr,
        )
        return 2
    use_db = bool(args.db or args.register or args.reviewed_since)
    store = None
    if args.db:  # reviewed documents and the registry are read from it: it must exist
        store = open_existing_store(args.db, "train")
        if store is None:
            return 2
    elif use_db or args.base_model:  # a registered id needs the registry
        store = open_store()
    try:
        try:
            if args.base_model:  # a wrong base model is named before missing data
                resolve_base(store, args.base_model)
            if _say_missing_data():  # after the arguments: a wrong one is named first
                return 2
            plan = prepare_run(
                preset=args.preset or "default",
                config=args.config,
                store=store,
                include_reviewed=use_db,
                base_model=args.base_model,
                reviewed_since=since,
                output_dir=args.output_dir,
                epochs=args.epochs,
                max_minutes=args.max_minutes,
            )
        except (ValueError, OSError) as exc:  # RegistryError is a ValueError
            print(f"thunder-deid train: {exc}", file=sys.stderr)
            return 2
        if plan.snapshot is not None:
            print(
                json.dumps(
                    {
                        "event": "snapshot",
                        "path": str(plan.snapshot.path),
                        "sha256": plan.snapshot.sha256,
                        "reviewed_docs": plan.snapshot.reviewed_docs,
                    }
                ),
                flush=True,
            )
        rc = train_main(["--config", str(plan.config_path)])
        if rc != 0 or not args.register:
            return rc
        assert store is not None
        try:
            entry = registry.register_model(
                store,
                plan.output_dir,
                parent=plan.parent,
                command=plan.command,
                data_snapshot=str(plan.snapshot.path) if plan.snapshot else None,
                target="local",
            )
        except registry.RegistryError as exc:
            print(f"thunder-deid train: not registered: {exc}", file=sys.stderr)
            return 2
        print(json.dumps({"event": "registered", "id": entry.id, "path": str(entry.path)}), flush=True)
        return 0
    finally:
        if store is not None:
            store.close()
