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
    from training.train import choose_setting, load_config, settings_grid, shown_setting

    cfg = load_config(args.config)
    taxonomy = get_taxonomy()
    docs = load_jsonl(corpus.thunder_dir() / "annotated_judgments.jsonl")
    train_t, _ = split_templates([make_template(d, taxonomy.normalize) for d in docs])
    lists = {taxonomy.normalize(k): v for k, v in corpus.load_lists().items()}
    grid = settings_grid(cfg, train_t, MentionSampler(lists, withheld=False))
    gold = load_jsonl(ROOT / "resources" / "models" / "default" / "validation_gold.jsonl")
    floor = float(cfg.get("min_precision", 0.9))

    out: dict[str, list[dict]] = {}
    for folder in args.folders:
        results = evaluate_settings_grid(folder, gold, grid, runtime="onnx-int8")
        out[str(folder)] = [{**shown_setting(st), **{k: m[k] for k in METRICS}} for st, m in results]
        settings, m = choose_setting(results, floor)
        best = {**shown_setting(settings), **{k: m[k] for k in METRICS}}
        print(f"{folder}: {json.dumps(best, ensure_ascii=False)}", flush=True)
    if args.out:
        args.out.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
