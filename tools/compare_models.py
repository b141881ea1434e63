"""Score model folders side by side on the validation split, every setting of a config's post-processing grid.

Usage::

    .venv/bin/python tools/compare_models.py --config training/configs/default.yaml FOLDER [FOLDER ...] \
        [--out comparison.json]

Each folder is run with the same analyzer (this checkout's code), the int8 runtime and the fixed validation gold
``resources/models/default/validation_gold.jsonl``, over the ``eval_grid`` of the config (``by_label`` is the
per-label descriptor table measured on the training data, as the training command's final step does). Prints, per
folder, the setting the final step would choose (highest character F2 with precision >= the config's
``min_precision``) and writes every row to ``--out``. The masked-LM comparison in the default model's card was
measured with it. Needs the shared data (``../shared/data``) for the descriptor table.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

METRICS = ("char_recall", "char_precision", "entity_leak_rate", "label_accuracy", "binary_token_f1")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--config", required=True, help="training config whose eval_grid and min_precision are used"
    )
    ap.add_argument("folders", nargs="+", type=Path, help="model folders (with their hash manifests)")
    ap.add_argument("--out", type=Path, help="write every row of every folder as JSON here")
    args = ap.parse_args(argv)

    from thunder_deid_desktop.evaluation import evaluate_settings_grid
    from thunder_deid_desktop.taxonomy import get_taxonomy
    from training import corpus
    from training.dataset import MentionSampler, load_jsonl, make_template, split_templates
    from training.train import BY_LABEL, _descriptor_table, load_config

    cfg = load_config(args.config)
    taxonomy = get_taxonomy()
    docs = load_jsonl(corpus.thunder_dir() / "annotated_judgments.jsonl")
    train_t, _ = split_templates([make_template(d, taxonomy.normalize) for d in docs])
    lists = {taxonomy.normalize(k): v for k, v in corpus.load_lists().items()}
    grid_cfg = cfg.get("eval_grid") or {"threshold": [0.5]}
    keys = sorted(grid_cfg)
    grid = [dict(zip(keys, v, strict=True)) for v in itertools.product(*(grid_cfg[k] for k in keys))]
    if any(g.get("extend_descriptors") == BY_LABEL for g in grid):
        table = _descriptor_table(cfg, train_t, MentionSampler(lists, withheld=False))
        grid = [
            {**g, "extend_descriptors": table} if g.get("extend_descriptors") == BY_LABEL else g for g in grid
        ]
    gold = load_jsonl(ROOT / "resources" / "models" / "default" / "validation_gold.jsonl")
    floor = float(cfg.get("min_precision", 0.9))

    def f2(row: dict) -> float:
        p, r = row["char_precision"], row["char_recall"]
        return 5 * p * r / (4 * p + r) if p + r else 0.0

    out: dict[str, list[dict]] = {}
    for folder in args.folders:
        rows = []
        for settings, m in evaluate_settings_grid(folder, gold, grid, runtime="onnx-int8"):
            ext = settings.get("extend_descriptors")
            shown = {**settings, "extend_descriptors": BY_LABEL if isinstance(ext, dict) else ext}
            rows.append({**shown, **{k: m[k] for k in METRICS}})
        out[str(folder)] = rows
        best = max([r for r in rows if r["char_precision"] >= floor] or rows, key=f2)
        print(f"{folder}: {json.dumps(best, ensure_ascii=False)}", flush=True)
    if args.out:
        args.out.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
