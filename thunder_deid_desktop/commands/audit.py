"""``thunder-deid audit verify [--db PATH|URL] [--format text|json]``: check the decisions' hash chain.

Exit status: 0 the chain is intact, 1 it is broken (the first broken decision id is printed), 2 the database
cannot be opened. The rule is in :mod:`thunder_deid_desktop.store.audit`. The output holds ids, counts and
hashes only (no document text).
"""

from __future__ import annotations

import argparse
import json


def register(sub) -> None:
    """Add the ``audit`` parser (sub-command ``verify``)."""
    p = sub.add_parser("audit", help="check the tamper-evident audit trail of a review database")
    actions = p.add_subparsers(dest="audit_command", required=True)
    v = actions.add_parser("verify", help="recompute the decisions' hash chain; exit 1 at the first break")
    v.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL (default: the app's database)")
    v.add_argument("--format", choices=("text", "json"), default="text")
    v.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify the chain; returns the exit status (see module docstring)."""
    from thunder_deid_desktop.commands._store import open_existing_store
    from thunder_deid_desktop.store import default_db_path
    from thunder_deid_desktop.store.audit import verify_chain

    # verifying a database that is not there would create an empty one and call its empty chain intact
    store = open_existing_store(str(args.db if args.db is not None else default_db_path()), "audit")
    if store is None:
        return 2
    try:
        report = verify_chain(store.engine)
    finally:
        store.close()
    if args.format == "json":
        print(json.dumps(report.to_dict()))
    elif report.ok:
        print(f"audit chain intact: {report.checked} decisions, head {report.head}")
    else:
        print(
            f"audit chain BROKEN at decision {report.first_broken_id} ({report.reason}); "
            f"{report.checked - 1} decisions before it are intact"
        )
    return 0 if report.ok else 1
