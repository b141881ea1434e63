"""``thunder-deid models list|promote ID [--override-reason TEXT]|rollback ID [--format json] [--db PATH]``.

The model registry (:mod:`thunder_deid_desktop.jobs.registry`). ``list`` prints every registered model — the
shipped default included, with its validation metrics — and marks the promoted one (``*``); ``promote`` applies
the not-worse rule (binary F1, entity leak on the fixed validation set) unless ``--override-reason`` is given;
``rollback`` makes an earlier model the promoted one. Promotions and rollbacks are recorded with the user
(``--user``, default the login name) and need the admin role. Exit status 2 when refused.
"""

from __future__ import annotations

import getpass
import json
import sys


def register(sub) -> None:
    p = sub.add_parser("models", help="the model registry: list, promote, roll back")
    p.add_argument("action", choices=("list", "promote", "rollback"))
    p.add_argument("model_id", nargs="?", help="registry id (promote / rollback)")
    p.add_argument("--override-reason", help="promote although the rule refuses it (recorded)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--db", help="review database (path or URL; default: the app's)")
    p.add_argument("--user", help="who promotes / rolls back (default: the login name)")
    p.set_defaults(func=run)


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.4f}"


def _print_list(entries, fmt: str) -> None:
    if fmt == "json":
        print(json.dumps([e.to_json() for e in entries], ensure_ascii=False, indent=1))
        return
    print(f"  {'id':<18} {'binary F1':>9} {'leak':>7}  {'parent':<18} {'target':<8} {'registered':<20} path")
    for e in entries:
        mark = "*" if e.promoted else " "
        print(
            f"{mark} {e.id:<18} {_fmt(e.binary_f1):>9} {_fmt(e.entity_leak):>7}  {e.parent or '-':<18} "
            f"{e.target:<8} {e.created_at:%Y-%m-%d %H:%M:%S} {e.path}"
        )


def run(args) -> int:
    from thunder_deid_desktop.commands._store import open_existing_store
    from thunder_deid_desktop.jobs import registry
    from thunder_deid_desktop.review.library import Library

    store = open_existing_store(args.db, "models")
    if store is None:
        return 2
    try:
        if args.action == "list":
            _print_list(registry.list_models(store), args.format)
            return 0
        if not args.model_id:
            print(f"thunder-deid models {args.action}: give a model id", file=sys.stderr)
            return 2
        user = Library(store).user(args.user or getpass.getuser())
        if not user.is_admin:
            print(f"thunder-deid models: {user.name} is not an admin", file=sys.stderr)
            return 2
        try:
            if args.action == "promote":
                entry = registry.promote(store, args.model_id, user, override_reason=args.override_reason)
            else:
                entry = registry.rollback(store, args.model_id, user)
        except registry.RegistryError as exc:
            print(f"thunder-deid models {args.action}: {exc}", file=sys.stderr)
            return 2
        if args.format == "json":
            print(json.dumps(entry.to_json(), ensure_ascii=False, indent=1))
        else:
            print(f"promoted model: {entry.id} ({entry.path})")
        return 0
    finally:
        store.close()
