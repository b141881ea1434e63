"""Draw a held-out set of lower-court judgments from the unlabeled corpus, as ``.txt`` files.

``../shared/data/precedent_kr/corpus.jsonl.gz`` holds 5,000 published judgments (one JSON object per line with
``case_no``, ``court``, ``case_type``, ``date`` and ``text``). Lower-court judgments (``court`` other than
대법원) name far more persons, places and businesses than the Supreme Court's, so a held-out set draws from them
by default; ``--supreme`` draws the Supreme Court's instead (once the lower-court pool is used up; about half of them
still name parties as 공소외 1, 원고 1, ○○ …): ``n`` of them at random (``random.Random(seed)``), none of the 60 ``samples`` (matched by court and case number)
and none already written to an ``--exclude`` folder, so that two sets never share a judgment. Each file is named
``<case type>_<date>_<index>.txt`` and holds the judgment's text as published.

The set then goes through ``tools/fill_published.py --samples OUT`` (law.go.kr placeholders written back with
generated values, each a gold span) and ``thunder-deid eval``, whose ``rendered_leaked`` counts what a
published copy would still show.

Usage: ``python tools/draw_corpus.py --seed 17 [--case-type 형사] [--supreme] [--exclude DIR ...] -o DIR``.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import random
import sys
from pathlib import Path

_DATA = Path("../shared/data/precedent_kr")
#: the line of the Supreme Court in the corpus' ``court`` field
_SUPREME = "대법원"
#: the key of a judgment in the corpus, the samples' manifest and a drawn file's first line
_KEY_FIELDS = ("court", "case_no")


def draw(
    records: list[dict],
    n: int,
    seed: int,
    skip: set[tuple[str, str]],
    case_type: str | None,
    supreme: bool = False,
) -> list[dict]:
    """Up to ``n`` lower-court records (Supreme Court ones when ``supreme``) in a seeded random order, none keyed
    (``(court, case_no)``) in ``skip`` and, when ``case_type`` is given, only of that type ("형사", "민사", …).
    The same arguments give the same list."""
    pool = [
        r
        for r in records
        if (r["court"] == _SUPREME) == supreme
        and (r["court"], r["case_no"]) not in skip
        and (case_type is None or r["case_type"] == case_type)
    ]
    pool.sort(key=lambda r: (r["court"], r["case_no"], r["date"]))
    random.Random(seed).shuffle(pool)
    return pool[:n]


def _drawn_keys(folder: Path) -> set[tuple[str, str]]:
    """Keys of the judgments an earlier draw wrote to ``folder`` (its ``drawn.csv``)."""
    with (folder / "drawn.csv").open(encoding="utf-8", newline="") as f:
        return {(row["court"], row["case_no"]) for row in csv.DictReader(f)}


def main(argv: list[str] | None = None) -> int:
    """Write the drawn judgments and ``drawn.csv`` (file, court, case number, type, date); returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=_DATA / "corpus.jsonl.gz")
    ap.add_argument("--manifest", type=Path, default=_DATA / "samples_manifest.csv")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("-n", type=int, default=60, help="judgments to draw (default 60)")
    ap.add_argument("--case-type", help="only this case type (형사, 민사, 일반행정, 세무, 특허, 가사)")
    ap.add_argument(
        "--supreme", action="store_true", help="draw Supreme Court judgments instead of lower-court ones"
    )
    ap.add_argument(
        "--exclude", type=Path, action="append", default=[], help="a folder an earlier draw wrote"
    )
    ap.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    with gzip.open(args.corpus, "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    skip: set[tuple[str, str]] = set()
    if args.manifest.is_file():
        with args.manifest.open(encoding="utf-8", newline="") as f:
            skip |= {(row["court"], row["case_no"]) for row in csv.DictReader(f)}
    for folder in args.exclude:
        skip |= _drawn_keys(folder)
    chosen = draw(records, args.n, args.seed, skip, args.case_type, args.supreme)
    args.output.mkdir(parents=True, exist_ok=True)
    with (args.output / "drawn.csv").open("w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(("file", *_KEY_FIELDS, "case_type", "date"))
        for i, r in enumerate(chosen):
            name = f"{r['case_type'].replace('·', '_')}_{r['date']}_{i:03d}.txt"
            (args.output / name).write_text(r["text"], encoding="utf-8")
            out.writerow((name, r["court"], r["case_no"], r["case_type"], r["date"]))
    print(f"{len(chosen)} judgments -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
