"""``thunder-deid deidentify PATH... -o OUTDIR [--policy P] [--format same|txt] [--report]``.

For each input: load it, run detection, accept every span (batch mode has no human reviewer), render with
the policy, check for residuals (original strings left, and what the detector still finds in the output),
and write ``OUTDIR/<same file name>`` (``.txt`` for ``--format txt`` and for PDF input, which is not written
back) plus, with ``--report``, ``OUTDIR/<file name>.report.json`` (entities, placeholders, spans, policy,
warnings, what the loader normalised).

Bad input gives one line on stderr per failed file (``path: reason``), the other files go on, and the exit
status is 2 if any file failed (0 otherwise); no traceback is printed.  A progress bar goes to stderr.
Nothing of the document text is printed or logged, only paths, counts and reasons.

The detector is ``Analyzer(model_dir, device).analyze``; tests replace :data:`DETECTOR_FACTORY`.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path

from tqdm import tqdm

from thunder_deid_desktop.commands._inputs import expand_paths, report_failure
from thunder_deid_desktop.deid import PolicyError, load_policy, render, residual_check
from thunder_deid_desktop.documents import (
    DocumentError,
    load_document,
    output_suffix,
    write_document,
)
from thunder_deid_desktop.spans import Span

log = logging.getLogger(__name__)

Detector = Callable[[str], list[Span]]


def _analyzer_factory(model_dir: Path | None, device: str) -> Detector:
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    return Analyzer(model_dir=model_dir, device=device).analyze


#: ``(model_dir, device) -> detector``; replaced in tests.
DETECTOR_FACTORY: Callable[[Path | None, str], Detector] = _analyzer_factory


def register(subparsers) -> None:
    """Add the ``deidentify`` sub-command to ``subparsers``."""
    p = subparsers.add_parser(
        "deidentify",
        help="de-identify judgments with a court policy and write them to OUTDIR",
        description=__doc__.split("\n\n")[1] if __doc__ else None,
    )
    p.add_argument(
        "paths", nargs="+", type=Path, metavar="PATH", help="input files or folders (.txt .docx .hwpx .pdf)"
    )
    p.add_argument("-o", "--output", required=True, type=Path, metavar="OUTDIR", help="output folder")
    p.add_argument(
        "--policy",
        default="court",
        help="court (default), lawgokr, pseudonym, or a policy YAML file",
    )
    p.add_argument("--format", choices=("same", "txt"), default="same", help="output format (default: same)")
    p.add_argument("--report", action="store_true", help="also write <name>.report.json")
    p.add_argument(
        "--model",
        "--model-dir",
        dest="model_dir",
        type=Path,
        default=None,
        help="model folder (default: the bundled model)",
    )
    p.add_argument("--device", default="cpu", help="torch device (default: cpu)")
    p.set_defaults(func=run)


def process_file(
    path: Path, outdir: Path, policy, detect: Detector, fmt: str, report: bool, taken: set[Path]
) -> tuple[Path, int]:
    """De-identify one file; returns (output path, number of warnings).

    Raises:
        DocumentError: unreadable input, or an output that would overwrite an input or another output.
    """
    doc = load_document(path)
    out = outdir / (path.stem + output_suffix(doc, fmt))
    if out.resolve() in taken:
        raise DocumentError(path, f"output name {out.name} already used by another input")
    if out.resolve() == path.resolve():
        raise DocumentError(path, "refusing to overwrite the input")
    spans = list(detect(doc.text))
    rendering = render(doc.text, spans, policy)
    warnings = rendering.warnings + residual_check(doc.text, rendering, spans, detect)
    write_document(doc, rendering, out, fmt)
    taken.add(out.resolve())
    if report:
        data = {
            "input": str(path),
            "output": str(out),
            "format": doc.format,
            "output_format": out.suffix.lstrip("."),
            "encoding": doc.encoding,
            "normalizations": list(doc.normalizations),
            "spans": [s.to_json() for s in spans],
            **rendering.to_json(),
            "warnings": [w.to_json() for w in warnings],
        }
        if doc.format == "pdf" and fmt == "same":
            data["note"] = "PDF is not written back; the de-identified text is in the .txt output"
        out.with_name(out.name + ".report.json").write_text(
            json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8"
        )
    return out, len(warnings)


def run(args: argparse.Namespace) -> int:
    """Run the command; returns 0 when every file was written, 2 when any failed."""
    try:
        policy = load_policy(args.policy)
    except PolicyError as exc:
        print(f"policy: {exc}", file=sys.stderr)
        return 2
    outdir: Path = args.output
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"{outdir}: cannot create output folder: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        detect = DETECTOR_FACTORY(args.model_dir, args.device)
    except Exception as exc:  # a missing or broken model must not end in a traceback
        print(f"model: cannot load the detector: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    failed = 0
    paths = list(expand_paths(args.paths))
    taken = {p.resolve() for p in paths if p.exists()}
    for path in tqdm(paths, desc="deidentify", unit="file", file=sys.stderr, disable=None):
        try:
            out, n_warn = process_file(path, outdir, policy, detect, args.format, args.report, taken)
            log.info("wrote %s (%d warnings)", out, n_warn)
            if n_warn:
                print(f"thunder-deid: {path}: {n_warn} warning(s) to review", file=sys.stderr)
        except DocumentError as exc:
            failed += 1
            report_failure(path, exc.reason)
        except Exception as exc:  # one bad file never stops the batch nor prints a traceback
            failed += 1
            report_failure(path, f"error: {type(exc).__name__}")
    return 2 if failed else 0
