#!/usr/bin/env python3
"""Copy the release's replacement lists into ``resources/replacement_lists/`` and count label occurrences.

Writes (deterministic, sorted keys):
    * ``resources/replacement_lists/entity_mentions.json`` -- a byte copy of
      ``<shared>/data/thunder_deid/entity_mentions.json`` (``{raw label: [mention, ...]}``);
    * ``resources/replacement_lists/annotated_label_counts.json`` -- ``{fine label: spans}``, how often each
      label is tagged in ``annotated_judgments.jsonl`` after normalization through the taxonomy (which embeds the
      release's ``label_normalization.json``). The coverage view orders labels by it until documents are
      reviewed (:mod:`thunder_deid_desktop.lists.coverage`).

``<shared>`` is ``$THUNDER_DEID_SHARED`` or ``<repo>/../shared``. Usage: ``python tools/build_replacement_seed.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from thunder_deid_desktop.taxonomy import get_taxonomy  # noqa: E402

OUT = REPO / "resources" / "replacement_lists"


def main() -> int:
    shared = Path(os.environ.get("THUNDER_DEID_SHARED", REPO.parent / "shared"))
    src = shared / "data" / "thunder_deid"
    OUT.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src / "entity_mentions.json", OUT / "entity_mentions.json")
    tax = get_taxonomy()
    counts: Counter[str] = Counter()
    with open(src / "annotated_judgments.jsonl", encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                for span in json.loads(line)["spans"]:
                    counts[tax.normalize(span["label"])] += 1
    with open(OUT / "annotated_label_counts.json", "w", encoding="utf-8") as fh:
        json.dump(dict(sorted(counts.items())), fh, ensure_ascii=False, indent=0, sort_keys=True)
        fh.write("\n")
    print(f"{sum(counts.values())} spans, {len(counts)} labels")
    return 0


if __name__ == "__main__":
    sys.exit(main())
