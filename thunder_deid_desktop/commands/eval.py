"""``thunder-deid eval GOLD.jsonl [--model DIR] [--format text|json]``.

GOLD has the shape of ``annotated_judgments.jsonl`` with real mentions in place: one JSON object per line with
``text`` and ``spans`` (``start``, ``end``, ``label``; code points). Reports the paper's metrics (binary token-level
P/R/F1, token-level micro P/R/F1 over fine labels) and the product's (character-level PII recall and precision with
whitespace ignored, entity leak rate, fine-label accuracy, a per-tier-2 table); see
:mod:`thunder_deid_desktop.evaluation` for the definitions.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("eval", help="score the detector against gold judgments (JSON lines)")
    p.add_argument("gold", metavar="GOLD.jsonl")
    p.add_argument("--model", help="model folder (default: the bundled default model)")
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--threshold", type=float, help="PII threshold (default: the model's analyzer.json)")
    p.add_argument("--no-rules", action="store_true")
    p.set_defaults(func=run)


def _read_gold(path: Path) -> list[dict]:
    docs = []
    with open(path, encoding="utf-8-sig") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            d = json.loads(line)
            text = d["text"]
            for s in d["spans"]:
                if not (0 <= s["start"] < s["end"] <= len(text)):
                    raise ValueError(f"line {n}: span {s['start']}..{s['end']} outside the text")
            docs.append(d)
    if not docs:
        raise ValueError("no documents")
    return docs


def _warn_unknown_labels(path: str, gold: list[dict]) -> None:
    """One warning line on stderr when gold labels are not fine labels of the taxonomy (``taxonomy.json``).

    Such mentions still count for recall, precision and the leak rate, but their tier 2 is shown as ``?`` and a
    prediction can never match their label (label accuracy, micro token scores)."""
    from thunder_deid_desktop.taxonomy import get_taxonomy

    known = set(get_taxonomy().fine_labels)
    unknown = sorted({s["label"] for d in gold for s in d["spans"] if s["label"] not in known})
    if unknown:
        shown = ", ".join(unknown[:5]) + (", ..." if len(unknown) > 5 else "")
        print(
            f"thunder-deid: {path}: warning: {len(unknown)} gold label(s) not in the taxonomy ({shown}): "
            "their mentions count for recall and leak, but never for label accuracy; tier 2 shown as '?'",
            file=sys.stderr,
        )


def _print_text(m: dict) -> None:
    keys = [
        "documents",
        "gold_mentions",
        "binary_token_precision",
        "binary_token_recall",
        "binary_token_f1",
        "micro_token_precision",
        "micro_token_recall",
        "micro_token_f1",
        "char_recall",
        "char_precision",
        "entity_leak_rate",
        "label_accuracy",
    ]
    for k in keys:
        print(f"{k:<24} {m[k]}")
    print(f"\n{'tier 2':<14} {'mentions':>8} {'char recall':>12} {'leak rate':>10}")
    for k, v in m["per_tier2"].items():
        print(f"{k:<14} {v['mentions']:>8} {v['char_recall']:>12.4f} {v['leak_rate']:>10.4f}")


def run(args) -> int:
    from thunder_deid_desktop.analysis.analyzer import default_model_dir
    from thunder_deid_desktop.evaluation import evaluate_model_folder

    try:
        gold = _read_gold(Path(args.gold))
    except (OSError, ValueError, KeyError, json.JSONDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(f"thunder-deid: {args.gold}: bad gold file: {reason}", file=sys.stderr)
        return 2
    _warn_unknown_labels(args.gold, gold)
    try:
        metrics = evaluate_model_folder(
            Path(args.model) if args.model else default_model_dir(),
            gold,
            use_rules=not args.no_rules,
            device=args.device,
            threshold=args.threshold,
        )
    except (
        Exception
    ) as exc:  # missing, tampered (ModelIntegrityError) or broken model: one line, no traceback
        print(f"thunder-deid: cannot load model: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(metrics, ensure_ascii=False, indent=2))
    else:
        _print_text(metrics)
    return 0
