"""Reading and writing replacement lists as files: CSV and the JSON shape of ``entity_mentions.json``.

* JSON: ``{label: [mention, ...]}`` (UTF-8, the shape of the release's ``entity_mentions.json``, which
  ``training/corpus.py``'s ``load_lists`` reads).
* CSV: UTF-8 with a byte-order mark (so that spreadsheet programs read Hangul), a header row; the columns
  ``label`` and ``mention`` are required on import, others (``tier3``, ``tier2``, ``tier1`` written on export)
  are ignored.

Readers return ``(label, mention)`` pairs in file order, unchecked (the service validates them).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from thunder_deid_desktop.fileperms import secure_file
from thunder_deid_desktop.taxonomy import Taxonomy

FORMATS = ("csv", "json")
CSV_COLUMNS = ("label", "mention", "tier3", "tier2", "tier1")


def guess_format(path: str | Path, given: str | None = None) -> str:
    """``given`` if set, else ``csv`` / ``json`` from the file suffix.

    Raises:
        ValueError: neither given nor guessable.
    """
    fmt = given or Path(path).suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        raise ValueError(f"unknown list format {fmt!r} (use csv or json)")
    return fmt


def read_json(path: str | Path) -> list[tuple[str, str]]:
    """Pairs of a ``{label: [mention, ...]}`` JSON file.

    Raises:
        OSError: unreadable file. ValueError: bad JSON or another shape (``json.JSONDecodeError`` is one).
    """
    with open(path, encoding="utf-8-sig") as fh:
        doc = json.load(fh)
    if not isinstance(doc, dict):
        raise ValueError("expected a JSON object {label: [mention, ...]}")
    pairs: list[tuple[str, str]] = []
    for label, mentions in doc.items():
        if not isinstance(mentions, list) or not all(isinstance(m, str) for m in mentions):
            raise ValueError(f"the value of label {label!r} is not a list of strings")
        pairs.extend((label, m) for m in mentions)
    return pairs


def read_csv(path: str | Path) -> list[tuple[str, str]]:
    """Pairs of a CSV file with ``label`` and ``mention`` columns (see module docstring).

    Raises:
        OSError: unreadable file. ValueError: a header without those columns.
    """
    with open(path, encoding="utf-8-sig", newline="") as fh:
        reader = csv.DictReader(fh)
        fields = [f.strip().lower() for f in reader.fieldnames or []]
        if "label" not in fields or "mention" not in fields:
            raise ValueError("the CSV header must name the columns 'label' and 'mention'")
        reader.fieldnames = fields
        return [((row.get("label") or ""), (row.get("mention") or "")) for row in reader]


def read_file(path: str | Path, format: str | None = None) -> list[tuple[str, str]]:
    """Pairs of a CSV or JSON list file (``format`` from the suffix when ``None``)."""
    return read_csv(path) if guess_format(path, format) == "csv" else read_json(path)


def write_json(lists: dict[str, list[str]], path: str | Path) -> None:
    """Write ``{label: [mention, ...]}`` as UTF-8 JSON (labels in the given order, Hangul unescaped)."""
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(lists, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


def write_csv(lists: dict[str, list[str]], path: str | Path, taxonomy: Taxonomy) -> None:
    """Write one row per mention with :data:`CSV_COLUMNS` (tiers from ``taxonomy``; empty for unknown labels)."""
    with open(path, "w", encoding="utf-8-sig", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(CSV_COLUMNS)
        for label, mentions in lists.items():
            try:
                t3, t2, t1 = taxonomy.tiers(label)
            except KeyError:
                t3 = t2 = t1 = ""
            for m in mentions:
                w.writerow((label, m, t3, t2, t1))


def write_file(
    lists: dict[str, list[str]], path: str | Path, taxonomy: Taxonomy, format: str | None = None
) -> None:
    """Write ``lists`` as CSV or JSON (``format`` from the suffix when ``None``), mode 0600 like every file the
    product writes (README "What the product guarantees"; a new-user trial, 2026-12-03, found exports 0644)."""
    fmt = guess_format(path, format)
    secure_file(Path(path))
    if fmt == "csv":
        write_csv(lists, path, taxonomy)
    else:
        write_json(lists, path)
