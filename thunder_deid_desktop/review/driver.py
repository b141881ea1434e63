"""A scripted reviewer: the app's review code path without the window, for crash, offline and log tests.

::

    python -m thunder_deid_desktop.review.driver --db DB FILE [--spans JSON | --model DIR|default]
        [--decisions N] [--seed S] [--export OUTDIR] [--user NAME]

It does what the desktop window does on open (:func:`thunder_deid_desktop.gui.app.main`): opens the store with
the daily backup, recovers documents left ``analyzing`` by a crashed run, imports FILE (deduplicated by
content), analyses it when it is new — with the real analyzer (``--model``) or, for speed, with the spans of
a JSON file (``--spans``: ``[{"start", "end", "label"}]``, code points) — and then makes ``N`` review
decisions through :class:`~thunder_deid_desktop.review.session.ReviewSession` (accept / reject / relabel /
undo / redo, chosen by ``--seed``), each committed in its own transaction as in the window. After each commit
it prints ``committed <decision id>`` (flushed), so a test that kills the process knows what was committed.
With ``--export`` it exports with the court policy and prints ``exported <file name>``. Output carries ids
and counts only. Exit 0, or 2 with one line on stderr when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path


def _spans_from_json(path: Path, text: str) -> list:
    from thunder_deid_desktop.spans import Span
    from thunder_deid_desktop.taxonomy import get_taxonomy

    tax = get_taxonomy()
    out = []
    for d in json.loads(path.read_text(encoding="utf-8")):
        s, e = int(d["start"]), int(d["end"])
        out.append(tax.annotate(Span(s, e, text[s:e], d["label"], 1.0, "model")))
    return out


def build_parser() -> argparse.ArgumentParser:
    """The driver's argument parser (see module docstring)."""
    p = argparse.ArgumentParser(prog="thunder_deid_desktop.review.driver", description=__doc__.split("\n")[0])
    p.add_argument("file", type=Path)
    p.add_argument("--db", required=True)
    p.add_argument("--spans", type=Path, default=None, help="JSON spans used instead of the model")
    p.add_argument("--model", default=None, help="model folder, or 'default'")
    p.add_argument("--decisions", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--export", type=Path, default=None)
    p.add_argument("--user", default="driver")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the script; returns the exit status."""
    args = build_parser().parse_args(argv)
    from thunder_deid_desktop.logs import configure_logging

    configure_logging()
    from thunder_deid_desktop.documents import DocumentError
    from thunder_deid_desktop.review import Library, ReviewError, ReviewSession, export_document
    from thunder_deid_desktop.store import open_store
    from thunder_deid_desktop.store.backup import DAILY_KEEP

    store = open_store(args.db, daily_backups=DAILY_KEEP)
    lib = Library(store)
    user = lib.user(args.user)
    lib.recover_interrupted(user)
    try:
        doc_id, _ = lib.import_file(args.file)
    except (DocumentError, ValueError) as exc:
        print(f"driver: {getattr(exc, 'reason', 'no text')}", file=sys.stderr)
        return 2
    if lib.document(doc_id).status == "new":
        lib.start_analysis(doc_id, user)
        text = lib.text(doc_id)
        if args.spans is not None:
            spans = _spans_from_json(args.spans, text)
            name = "spans-file"
        else:
            from thunder_deid_desktop.analysis.analyzer import Analyzer

            analyzer = Analyzer() if args.model in (None, "default") else Analyzer(Path(args.model))
            spans = analyzer.analyze(text)
            name = Path(analyzer.model_dir).name
        lib.finish_analysis(doc_id, user, spans, name)
    print(f"ready document {doc_id}", flush=True)
    session = ReviewSession(store, doc_id, user)
    rng = random.Random(args.seed)
    labels = sorted({s.label for s in session.spans()}) or ["내국인이름"]
    for _ in range(args.decisions):
        spans = session.spans()
        if not spans:
            break
        sp = rng.choice(spans)
        move = rng.random()
        try:
            if move < 0.4:
                change = session.accept([sp.id]) if sp.status != "accepted" else session.reject([sp.id])
            elif move < 0.6:
                change = session.reject([sp.id])
            elif move < 0.75:
                change = session.relabel([sp.id], rng.choice(labels))
            elif move < 0.9:
                change = session.undo()
            else:
                change = session.redo()
        except ReviewError:
            continue
        if change.decision_id is not None:
            print(f"committed {change.decision_id}", flush=True)
    if args.export is not None:
        args.export.mkdir(parents=True, exist_ok=True)
        out = args.export / f"{Path(args.file).stem}.deid{Path(args.file).suffix or '.txt'}"
        result = export_document(session, out, confirm_unreviewed=True)
        print(f"exported {result.path.name}", flush=True)
    store.close()
    print("done", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
