"""``thunder-deid detect PATH... [--format jsonl|table] [--model DIR] [--device cpu|cuda]``.

Writes, with ``--format jsonl``, one JSON object per document to stdout::

    {"path": str, "spans": [{"start", "end", "text", "label", "tier3", "tier2", "tier1", "score", "source"}]}

Offsets are code points into the document's text (for ``.txt``: the file decoded — UTF-8 with the BOM removed, or
the detected encoding — with no newline translation), so ``text[start:end] == span["text"]``.
A file that cannot be read, or a folder with no file of a supported format, gets one line on stderr; the others are
still processed; exit status 2 if any failed.
"""

from __future__ import annotations

import json
import sys

from thunder_deid_desktop.commands._inputs import (
    NO_INPUT_FILES,
    empty_folders,
    expand_paths,
    load_or_report,
    progress,
    report_failure,
)


def register(sub) -> None:
    p = sub.add_parser("detect", help="detect PII spans in judgments (txt, docx, hwpx, pdf)")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders (searched recursively)")
    p.add_argument("--format", choices=("jsonl", "table"), default="jsonl")
    p.add_argument("--model", help="model folder (default: the promoted or bundled default model)")
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    p.add_argument("--no-rules", action="store_true", help="model only (for comparisons)")
    p.set_defaults(func=run)


def _table(path: str, spans: list[dict]) -> str:
    lines = [f"# {path}  ({len(spans)} spans)"]
    for s in spans:
        shown = s["text"].replace("\r", "\\r").replace("\n", "\\n")  # one line per span, whatever the text
        lines.append(
            f"{s['start']:>7} {s['end']:>7}  {s['tier1']:<6} {s['tier2']:<10} {s['label']:<12} "
            f"{s['score']:.2f} {s['source']:<11} {shown}"
        )
    return "\n".join(lines)


def file_offsets(decoded: str, nfc_text: str, spans: list[dict]) -> list[dict] | None:
    """``spans`` (offsets into ``nfc_text``, the loader's NFC form of ``decoded``) moved to offsets into
    ``decoded``, the file's own decoded text, with ``text`` taken from it: the contract of ``detect`` (issue 2:
    ``text[start:end] == span["text"]`` in the file, NFD Hangul included). ``None`` when the per-cluster NFC of
    :func:`~thunder_deid_desktop.analysis.tokenizer.nfc_with_offsets` does not give ``nfc_text`` back."""
    from thunder_deid_desktop.analysis.tokenizer import nfc_with_offsets

    composed, starts = nfc_with_offsets(decoded)
    if composed != nfc_text:
        return None
    out = []
    for s in spans:
        a, b = starts[s["start"]], starts[s["end"]]
        out.append({**s, "start": a, "end": b, "text": decoded[a:b]})
    return out


def run(args) -> int:
    files = list(expand_paths(args.paths))
    empty = empty_folders(args.paths)  # each reported, as deidentify does; the other paths still run
    for folder in empty:
        report_failure(folder, NO_INPUT_FILES)
    if not files:
        return 2
    try:
        from thunder_deid_desktop.analysis.analyzer import Analyzer

        analyzer = Analyzer(args.model, device=args.device, use_rules=not args.no_rules)
    except (
        Exception
    ) as exc:  # missing, tampered (ModelIntegrityError) or broken model: one line, no traceback
        print(f"thunder-deid: cannot load model: {exc}", file=sys.stderr)
        return 2
    failed = 0
    decoded: dict = {}

    def loaded():  # load failures are reported as the batch reaches them; the others go on
        nonlocal failed
        for path in progress(files, "detect"):
            doc = load_or_report(path)
            if doc is None:
                failed += 1
            else:
                if "decoded" in doc.meta:  # NFC-normalised by the loader: offsets go back to the file's text
                    decoded[path] = (doc.meta["decoded"], doc.text)
                yield path, doc.text

    # the model works on one document while the next is loaded and tokenized (Analyzer.analyze_many)
    for path, result in analyzer.analyze_many(loaded()):
        if isinstance(result, Exception):  # one bad file never stops the batch nor prints a traceback
            failed += 1
            report_failure(path, f"error: {type(result).__name__}")
            continue
        spans = [s.to_json() for s in result]
        if path in decoded:
            raw, nfc_text = decoded.pop(path)
            moved = file_offsets(raw, nfc_text, spans)
            if moved is not None:
                spans = moved
            else:  # not seen in practice: the offsets then index the NFC text, and the user is told
                report_failure(
                    path, "warning: offsets index the text in Unicode NFC, not the file's own form"
                )
        if args.format == "jsonl":
            sys.stdout.write(json.dumps({"path": str(path), "spans": spans}, ensure_ascii=False) + "\n")
        else:
            sys.stdout.write(_table(str(path), spans) + "\n")
        sys.stdout.flush()
    return 2 if failed or empty else 0
