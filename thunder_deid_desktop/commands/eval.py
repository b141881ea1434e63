"""``thunder-deid eval GOLD.jsonl [--model DIR] [--format text|json]``.

GOLD has the shape of ``annotated_judgments.jsonl`` with real mentions in place: one JSON object per line with
``text`` and ``spans`` (``start``, ``end``, ``label``; code points). Reports the paper's metrics (binary token-level
P/R/F1, token-level micro P/R/F1 over fine labels) and the product's (character-level PII recall and precision with
whitespace ignored, entity leak rate, the share of gold mentions still written in the ``court`` rendering,
fine-label accuracy, a per-tier-2 table); see
:mod:`thunder_deid_desktop.evaluation` for the definitions.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("eval", help="score the detector against gold judgments (JSON lines)")
    p.add_argument("gold", metavar="GOLD.jsonl")
    p.add_argument("--model", help="model folder (default: the promoted or bundled default model)")
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--threshold", type=_threshold, help="PII threshold (default: the model's analyzer.json)")
    p.add_argument("--no-rules", action="store_true")
    p.set_defaults(func=run)


def _threshold(value: str) -> float:
    """``--threshold``: a probability, 0 < value <= 1 (argparse shows the error and exits 2)."""
    try:
        x = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {value!r}") from None
    if not 0.0 < x <= 1.0:
        raise argparse.ArgumentTypeError(f"must be above 0 and at most 1: {value}")
    return x


_SURROGATE = re.compile("[\ud800-\udfff]")


def _gold_doc(d: object) -> str | None:
    """What is wrong with one parsed gold line ``d``, or ``None`` when it has the documented shape: an object with
    ``text`` (a non-blank str) and ``spans`` (a list of objects with int ``start`` < ``end`` inside the text and
    a str ``label``, no two overlapping; a span's optional ``text`` equal to ``text[start:end]``)."""
    if not isinstance(d, dict):
        return "not a JSON object"
    text, spans = d.get("text"), d.get("spans")
    if not isinstance(text, str):
        return "'text' missing or not a string"
    if not text.strip():
        return "'text' is empty"
    if _SURROGATE.search(text):  # JSON allows "\ud800"; no tokenizer or file can hold it
        return "'text' is not valid Unicode (a lone surrogate escape)"
    if not isinstance(spans, list):
        return "'spans' missing or not a list"
    for i, s in enumerate(spans, 1):
        if not isinstance(s, dict):
            return f"span {i} is not a JSON object"
        start, end, label = s.get("start"), s.get("end"), s.get("label")
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in (start, end)):
            return f"span {i}: 'start' and 'end' must be integers"
        if not isinstance(label, str) or not label:
            return f"span {i}: 'label' missing or not a string"
        if start >= end:
            return f"span {start}..{end} is empty or reversed (start must be below end)"
        if not 0 <= start < end <= len(text):
            return f"span {start}..{end} outside the text"
        if "text" in s and s["text"] != text[start:end]:  # offsets that drifted (a second new-user trial)
            return f"span {start}..{end}: its 'text' differs from the document's characters there"
    edges = sorted((s["start"], s["end"]) for s in spans)
    for (a, b), (c, d) in zip(edges, edges[1:], strict=False):
        if c < b:  # the metrics give each character one gold label
            return f"spans {a}..{b} and {c}..{d} overlap"
    return None


def _read_gold(path: Path) -> list[dict]:
    """The documents of a gold JSON-lines file (blank lines skipped).

    Raises:
        OSError: the file cannot be read.
        ValueError: a line is not UTF-8, not JSON or not of the documented shape (the message names the line), or
            the file holds no document.
    """
    docs = []
    with open(path, "rb") as f:
        for n, raw in enumerate(f, 1):
            try:
                line = raw.decode("utf-8-sig" if n == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise ValueError(
                    f"line {n}: not UTF-8 (byte 0x{raw[exc.start]:02x} at byte {exc.start + 1})"
                ) from None
            if not line.strip():
                continue
            try:
                d = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(
                    f"line {n}: not JSON ({exc.msg.removesuffix(' at')}, column {exc.colno})"
                ) from None
            problem = _gold_doc(d)
            if problem:
                raise ValueError(f"line {n}: {problem}")
            docs.append(d)
    if not docs:
        raise ValueError("no documents")
    return docs


def _warn_unknown_labels(path: str, gold: list[dict]) -> None:
    """One warning line on stderr when gold labels are not fine labels of the taxonomy (``taxonomy.json``).

    Such mentions still count for recall, precision and the leak rate, but their tier 2 is shown as ``?`` and a
    prediction can never match their label (label accuracy, micro token scores)."""
    from thunder_deid_desktop.taxonomy import get_taxonomy

    tax = get_taxonomy()
    known = set(tax.fine_labels)
    unknown = sorted(
        {
            s["label"]
            for d in gold
            for s in d["spans"]
            if s["label"] not in known and tax.normalize(s["label"]) not in known
        }
    )
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
        "rendered_leak_rate",
        "rendered_leaked",
        "label_accuracy",
    ]
    for k in keys:
        print(f"{k:<24} {m[k]}")
    if m.get("gold_labels_normalized"):
        print(
            f"{'gold_labels_normalized':<24} {m['gold_labels_normalized']} (raw release labels mapped to canonical)"
        )
    print(f"\n{'tier 2':<14} {'mentions':>8} {'char recall':>12} {'leak rate':>10}")
    for k, v in m["per_tier2"].items():
        print(f"{k:<14} {v['mentions']:>8} {v['char_recall']:>12.4f} {v['leak_rate']:>10.4f}")


def run(args) -> int:
    from thunder_deid_desktop.analysis.analyzer import default_model_dir
    from thunder_deid_desktop.evaluation import evaluate_model_folder

    try:
        gold = _read_gold(Path(args.gold))
    except (OSError, ValueError) as exc:  # UnicodeDecodeError is a ValueError
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
