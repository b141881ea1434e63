"""``thunder-deid lists import FILE | export FILE | stats`` — the replacement lists of the review store.

* ``lists import FILE [--format csv|json]`` adds the mentions of a CSV (``label``, ``mention`` columns) or
  ``entity_mentions.json``-shaped file; refused rows and duplicates are skipped and reported (exit 1 when a row
  was refused). Needs an annotator or admin (``--user``, default the login name; the first user of an empty
  store is its admin).
* ``lists export FILE [--format csv|json]`` writes every active mention.
* ``lists stats [--format text|json]`` prints counts per tier 2 and the labels short of mentions (``--min``).

``--db PATH|URL`` chooses the store as the desktop app does (default ``$THUNDER_DEID_DB``, else the user data
folder). The shipped lists are loaded into the store on first use. Exit 2: unreadable file or database, bad
format, or a user who may not change lists.
"""

from __future__ import annotations

import argparse
import getpass
import json
import sys
from collections import Counter
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("lists", help="replacement lists in the review store: import, export, stats")
    p.add_argument("--db", default=None, help="SQLite file or SQLAlchemy URL (default: the user data folder)")
    acts = p.add_subparsers(dest="lists_command", required=True)
    imp = acts.add_parser("import", help="add mentions from a CSV or JSON file")
    imp.add_argument("file", metavar="FILE")
    imp.add_argument("--format", choices=("csv", "json"), default=None, help="default: from the suffix")
    imp.add_argument("--user", default=None, help="who imports (default: the login name)")
    exp = acts.add_parser("export", help="write the lists to a CSV or JSON file")
    exp.add_argument("file", metavar="FILE")
    exp.add_argument("--format", choices=("csv", "json"), default=None, help="default: from the suffix")
    st = acts.add_parser("stats", help="mentions per tier and labels short of mentions")
    st.add_argument("--format", choices=("text", "json"), default="text")
    st.add_argument("--min", type=int, default=None, help="coverage threshold (default 20 mentions)")
    for q in (imp, exp, st):
        # SUPPRESS: a --db given before the action ("lists --db X stats") is not overwritten by a default
        q.add_argument("--db", default=argparse.SUPPRESS, help="SQLite file or SQLAlchemy URL")
    p.set_defaults(func=run)


def _fail(msg: str) -> int:
    print(f"thunder-deid lists: {msg}", file=sys.stderr)
    return 2


def run(args) -> int:
    from thunder_deid_desktop.lists import ReplacementLists
    from thunder_deid_desktop.store import open_store

    try:
        store = open_store(args.db)
    except Exception as exc:  # a bad --db must not end in a traceback
        return _fail(f"cannot open the database: {type(exc).__name__}: {exc}")
    try:
        lists = ReplacementLists(store)
        return {"import": _import, "export": _export, "stats": _stats}[args.lists_command](args, lists)
    finally:
        store.close()


def _import(args, lists) -> int:
    from thunder_deid_desktop.lists.files import read_file
    from thunder_deid_desktop.review.library import Library

    try:
        pairs = read_file(args.file, args.format)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return _fail(f"{args.file}: {reason}")
    user = Library(lists.store).user(args.user or getpass.getuser() or "annotator")
    try:
        report = lists.import_rows(user, pairs, file=Path(args.file).name)
    except PermissionError as exc:
        return _fail(f"{exc} (user {user.name!r} is a {user.role}; an admin can change roles in the app)")
    for n, label, text, codes in report.rejected:  # a refused line break is shown as "\n", on one line
        shown = text.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
        print(f"row {n}: refused ({', '.join(codes)}): {label}\t{shown}", file=sys.stderr)
    for n, label, text, codes in report.warnings:
        print(f"row {n}: added with a warning ({', '.join(codes)}): {label}\t{text}", file=sys.stderr)
    for n, label, text in report.duplicate_rows:
        print(f"row {n}: skipped, already in the list: {label}\t{text}", file=sys.stderr)
    print(
        f"{report.added} added, {report.duplicates} duplicates skipped, {len(report.rejected)} refused "
        f"(import {report.batch})"
    )
    return 1 if report.rejected else 0


def _export(args, lists) -> int:
    from thunder_deid_desktop.lists.files import write_file

    data = lists.as_dict()
    try:
        write_file(data, args.file, lists.taxonomy, args.format)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return _fail(f"{args.file}: {reason}")
    print(f"{sum(len(v) for v in data.values())} mentions of {len(data)} labels written to {args.file}")
    return 0


def stats(lists, min_mentions: int | None = None) -> dict:
    """The figures ``lists stats`` prints: totals, mentions per tier 2, audit events per action, and the
    labels short of mentions (see :mod:`thunder_deid_desktop.lists.coverage`)."""
    from thunder_deid_desktop.lists.coverage import DEFAULT_MIN_MENTIONS, coverage

    counts = lists.counts()
    threshold = DEFAULT_MIN_MENTIONS if min_mentions is None else min_mentions
    per_tier2: Counter[str] = Counter()
    for label, n in counts.items():
        per_tier2[lists.taxonomy.tiers(label)[1]] += n
    events = Counter(e.action for e in lists.history(limit=10**9))
    short = coverage(lists.store, lists.taxonomy, counts, threshold)
    return {
        "labels_with_list": len(counts),
        "mentions": sum(counts.values()),
        "fine_labels": len(lists.taxonomy.fine_labels),
        "per_tier2": {n.id: per_tier2.get(n.id, 0) for n in lists.taxonomy.nodes(2)},
        "events": dict(sorted(events.items())),
        "min_mentions": threshold,
        "short_labels": [
            {"label": r.label, "mentions": r.mentions, "reviewed": r.reviewed, "annotated": r.annotated}
            for r in short
        ],
    }


def _stats(args, lists) -> int:
    data = stats(lists, args.min)
    if args.format == "json":
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    print(f"mentions          {data['mentions']}")
    print(f"labels with list  {data['labels_with_list']} of {data['fine_labels']}")
    print("events            " + ", ".join(f"{k} {v}" for k, v in data["events"].items()))
    print(f"\n{'tier 2':<16} {'mentions':>8}")
    for k, v in data["per_tier2"].items():
        print(f"{k:<16} {v:>8}")
    short = data["short_labels"]
    print(f"\n{len(short)} labels with fewer than {data['min_mentions']} mentions; the 20 most used:")
    print(f"{'label':<20} {'mentions':>8} {'reviewed':>8} {'annotated':>9}")
    for r in short[:20]:
        print(f"{r['label']:<20} {r['mentions']:>8} {r['reviewed']:>8} {r['annotated']:>9}")
    return 0
