"""``thunder-deid deidentify PATH... -o OUTDIR [--policy P] [--format same|txt] [--report] [--case]``.

For each input: load it, run detection, accept every span (batch mode has no human reviewer), render with
the policy, check for residuals (original strings left, and what the detector still finds in the output),
and write it under OUTDIR mirroring the input tree: a file argument gives ``OUTDIR/<its name>``, a folder
argument gives ``OUTDIR/<path relative to that folder>``, so equal names in different sub-folders do not
collide (``.txt`` for ``--format txt`` and for PDF input, which is not written back); with ``--report`` also
``<output>.report.json`` (input, output, encoding, normalizations, spans, policy, entities with their
placeholders, replacements, warnings; it holds the original strings).  An
output that would overwrite an input file, or another output of the same run, is refused for that file.
With ``--case`` the inputs are judgments of one case: every input is read and detected first, then the
persons' names, nicknames and ids accepted in any of them are searched in all (``deid.case_names``).

Nothing is written outside OUTDIR nor through a symbolic link: OUTDIR is resolved once (it may itself be a link),
and an output whose name below it is a link or a folder, or that has a link (or a file) among its folders, or
whose folder does not resolve inside OUTDIR, is refused for that file ("cannot write OUTDIR/y.txt: it is a
symbolic link"), before detection and again just before it is written.  Each file is written to a new hidden
temporary file beside it (created with ``O_EXCL | O_NOFOLLOW``, mode 0600) and renamed over the name
(``os.replace``, which replaces a link that appeared meanwhile instead of following it); an output and its report
are renamed only once both are written.  A ``.txt`` whose replacements cannot be encoded in its encoding (an
emoji mask in a CP949 file) is written as UTF-8 with BOM, and said so: a line on stderr and a warning
(``"encoding"``) in the report.

Bad input gives one line on stderr per failed file (``path: reason``), the other files go on, and the exit
status is 2 if any file failed (0 otherwise); no traceback is printed.  A progress bar goes to stderr when it
is a terminal; messages are written through ``tqdm.write`` so they never land inside the bar's line.
Nothing of the document text is printed or logged, only paths, counts and reasons.

The detector is ``Analyzer(model_dir, device).analyze``; tests replace :data:`DETECTOR_FACTORY`.
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tqdm import tqdm

from thunder_deid_desktop.commands._inputs import NO_INPUT_FILES, expand_paths
from thunder_deid_desktop.deid import DeidWarning, Policy, PolicyError, load_policy, render, residual_check
from thunder_deid_desktop.deid.case_names import case_recurrence_spans, case_strings
from thunder_deid_desktop.deid.recurrences import with_recurrences
from thunder_deid_desktop.documents import (
    TEXT_SUFFIXES,
    Document,
    DocumentError,
    expected_output_suffix,
    load_document,
    output_suffix,
    write_document,
)
from thunder_deid_desktop.documents.txt import txt_output_encoding
from thunder_deid_desktop.fileperms import UnsafePathError, private_temp, secure_dir, secure_path_below
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
    p.add_argument("-o", "--output", required=True, type=_outdir, metavar="OUTDIR", help="output folder")
    p.add_argument(
        "--policy",
        default="court",
        help="court (default), lawgokr, pseudonym, a policy added to the user policy folder, or a policy YAML file",
    )
    p.add_argument("--format", choices=("same", "txt"), default="same", help="output format (default: same)")
    p.add_argument(
        "--report",
        action="store_true",
        help="also write <output file name>.report.json (judgment.txt.report.json) beside each output: entities with their placeholders, spans, "
        "replacements, policy, warnings. It holds the ORIGINAL strings (mode 0600): keep it with the "
        "originals and never publish it with the de-identified file",
    )
    p.add_argument(
        "--model",
        "--model-dir",
        dest="model_dir",
        type=Path,
        default=None,
        help="model folder (default: the promoted or bundled default model)",
    )
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu", help="torch device (default: cpu)")
    p.add_argument(
        "--case",
        action="store_true",
        help="the inputs are judgments of one case (first instance, appeal, a related civil suit): a person's "
        "name, nickname or id found in one is also searched in the others (all inputs are read before any is "
        "written)",
    )
    p.set_defaults(func=run)


def _outdir(value: str) -> Path:
    """``-o``: a non-empty path (argparse shows the error and exits 2). An empty one (an unset ``-o "$OUT"``)
    had written into the current folder (a new-user trial, 2026-12-03)."""
    if not value.strip():
        raise argparse.ArgumentTypeError("the output folder is empty")
    return Path(value)


def plan_and_check(
    args_paths: list[Path], outdir: Path, fmt: str = "same"
) -> tuple[list[tuple[Path, Path]], list[tuple[Path, str]]]:
    """``(plan, problems)``. ``plan``: ``(input file, output path without its suffix)`` for every input, in
    argument order, a file named twice once. A file argument maps to ``outdir/<its stem>``; a folder argument is
    expanded recursively
    (the judgment formats of :data:`~thunder_deid_desktop.commands._inputs.FOLDER_SUFFIXES`, sorted: no
    ``.md``) and each file maps to ``outdir/<its path relative to the folder, stem>``; two inputs that would
    give the same output file (``fmt``: the ``--format``) are told apart by :func:`_distinct_outputs`.
    Files inside ``outdir`` itself are skipped when a folder argument contains it (outputs of an earlier run).

    ``problems``: ``(folder argument, reason)`` for each folder that gives no file to de-identify: an empty
    folder (no file of those formats), or one whose files are all inside ``outdir`` (the output folder is the
    input folder or holds it), which would otherwise end in silence with nothing written."""
    out_root = outdir.resolve()
    plan: list[tuple[Path, Path]] = []
    problems: list[tuple[Path, str]] = []
    # the same file named twice ("a.txt ./a.txt", or inside a folder also given) is one input (a new-user trial,
    # 2026-12-03, saw "output … already used by another input" for it)
    seen: set[Path] = set()

    def first_time(f: Path) -> bool:
        key = f.resolve()
        if key in seen:
            return False
        seen.add(key)
        return True

    for arg in args_paths:
        if arg.is_dir():
            found = skipped = 0
            for f in expand_paths([arg]):
                found += 1
                if f.resolve().is_relative_to(out_root):
                    skipped += 1
                    continue
                rel = f.relative_to(arg)
                if first_time(f):
                    plan.append((f, outdir / rel.parent / rel.stem))
            if not found:
                problems.append((arg, NO_INPUT_FILES))
            elif found == skipped:
                problems.append(
                    (
                        arg,
                        f"every file is inside the output folder {outdir}: choose an output folder outside it",
                    )
                )
        elif first_time(arg):
            plan.append((arg, outdir / arg.stem))
    return _distinct_outputs(plan, fmt), problems


def _distinct_outputs(plan: list[tuple[Path, Path]], fmt: str) -> list[tuple[Path, Path]]:
    """``plan`` with the output of an input that is not plain text named after its whole file name when another
    input would get the same output: "판결.pdf" beside "판결.txt" gives "판결.pdf.txt" (a PDF is written as
    text), "판결.docx" beside "판결.txt" with ``--format txt`` "판결.docx.txt". A new-user trial saw the second
    file of such a pair fail with "already used by another input"."""

    finals = [base.with_name(base.name + expected_output_suffix(path, fmt)) for path, base in plan]
    counts = Counter(finals)
    return [
        (path, base.with_name(path.name))
        if counts[final] > 1 and path.suffix.lower() not in TEXT_SUFFIXES
        else (path, base)
        for (path, base), final in zip(plan, finals, strict=True)
    ]


def _say(message: str) -> None:
    """One line on stderr that does not break the progress bar."""
    tqdm.write(message, file=sys.stderr)


def detect_spans(text: str, detect: Detector) -> list[Span]:
    """The spans batch mode accepts in ``text``: every detected span, and so every other occurrence of an accepted
    string (:func:`~thunder_deid_desktop.deid.recurrences.with_recurrences`). Offsets are code points."""
    return with_recurrences(text, list(detect(text)))


def process_file(
    path: Path,
    out_base: Path,
    policy,
    detect: Detector,
    fmt: str,
    report: bool,
    taken: set[Path],
    inputs: frozenset[Path] = frozenset(),
    outdir: Path | None = None,
    out_root: Path | None = None,
    detected: list[Span] | None = None,
    shared: dict[str, Span] | None = None,
) -> tuple[Path, Counter[str], list[str]]:
    """De-identify one file into ``out_base`` + the output suffix; returns (output path, number of warnings to
    review by their code, lines for the user, each starting with the path it is about: a PDF is not written back,
    its text is; a ``.txt`` written as UTF-8 because its encoding cannot hold the replacements).  The encoding
    warning is in the report's warnings but not in the numbers (nothing in the text to review).

    ``inputs`` are the resolved input files of the run (never overwritten); ``taken`` the resolved outputs
    written so far (updated).  ``outdir`` is the output folder as given (default: ``out_base``'s folder) and
    ``out_root`` that folder resolved once for the whole run (default: now): nothing is written outside it.
    ``detected`` are the spans :func:`detect_spans` gave for this file (default: detect now); ``shared`` the names of
    the case (``--case``, :func:`~thunder_deid_desktop.deid.case_names.case_strings`), searched in this file too.

    Raises:
        DocumentError: unreadable input, an output that would overwrite an input or another output, an output
            that is (or lies below) a symbolic link, a folder, or outside the output folder ("cannot write
            OUT: it is a symbolic link"), or an output that cannot be written ("cannot write OUT: No space left
            on device"; nothing of it is left behind).
    """
    outdir = out_base.parent if outdir is None else outdir
    out_root = outdir.resolve() if out_root is None else out_root
    doc = load_document(path)
    out = out_base.with_name(out_base.name + output_suffix(doc, fmt))
    report_path = out.with_name(out.name + ".report.json")
    files = [out] + ([report_path] if report else [])
    for target in files:  # before the detector runs: the same check is made again when writing
        try:
            _check_output(target, outdir, out_root)
        except OSError as exc:
            raise DocumentError(path, f"cannot write {target}: {exc.strerror or exc}") from None
    targets = [t.resolve() for t in files]
    if any(t == path.resolve() or t in inputs for t in targets):
        raise DocumentError(path, f"refusing to overwrite an input file ({out})")
    if any(t in taken for t in targets):
        raise DocumentError(path, f"output {out} already used by another input")
    spans = detected if detected is not None else detect_spans(doc.text, detect)
    if shared:  # the names of the case found in its other judgments (deid.case_names)
        spans = sorted([*spans, *case_recurrence_spans(doc.text, spans, shared)], key=lambda sp: sp.start)
    rendering = render(doc.text, spans, policy)
    warnings = rendering.warnings + residual_check(doc.text, rendering, spans, detect, policy=policy)
    lines: list[str] = []
    note = (
        f"PDF is not written back; the de-identified text is in {out}"
        if doc.format == "pdf" and fmt == "same"
        else None
    )
    if note:
        lines.append(f"{path}: {note}")
    encoding_warning = _encoding_warning(doc, rendering.text)
    if encoding_warning:
        lines.append(f"{out}: {encoding_warning.message}")

    placeholders = {e.id: e.placeholder for e in rendering.entities}

    def write_report(tmp: Path) -> None:
        data = {
            "input": str(path),
            "output": str(out),
            "format": doc.format,
            "output_format": out.suffix.lstrip("."),
            "encoding": doc.encoding,
            "normalizations": list(doc.normalizations),
            "spans": [s.to_json() for s in spans],
            **rendering.to_json(),
            "warnings": [
                located(w.to_json(), rendering.text, placeholders)
                for w in warnings + ([encoding_warning] if encoding_warning else [])
            ],
        }
        if note:
            data["note"] = note
        # the report lists the span strings: owner only (issue 9, item 5), as the temporary file is
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")

    writers: list[tuple[Path, Callable[[Path], object]]] = [
        (out, lambda tmp: write_document(doc, rendering, tmp, fmt))
    ]
    if report:
        writers.append((report_path, write_report))
    staged: list[tuple[Path, Path]] = []  # (temporary file, its target)
    renamed: list[Path] = []
    target = out
    try:
        for target, write in writers:
            staged.append((_stage(target, write, outdir, out_root), target))
        for tmp, target in staged:
            # again: a link may have appeared while the file was written
            _check_output(target, outdir, out_root)
            os.replace(tmp, target)
            renamed.append(target)
    except BaseException as exc:  # a full disk, a link: no output without its report (and no empty report)
        for done in renamed:
            done.unlink(missing_ok=True)
        # a read-only or full output folder (a new-user trial saw "error: OSError")
        if isinstance(exc, OSError):
            raise DocumentError(path, f"cannot write {target}: {exc.strerror or exc}") from None
        raise
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
    taken.update(targets)
    return out, Counter(w.code for w in warnings), lines


#: how the summary on stderr names each code's warnings (``residual`` first: the likely leaks)
_WARNING_KINDS = (
    ("residual", "original string(s) left"),
    ("detected", "detector finding(s)"),
    ("keep-conflict", "entity(ies) replaced beside a judge's or lawyer's context"),
    ("overlap", "overlapping span(s) skipped"),
    ("residual-word", "ordinary word(s) replaced elsewhere"),
)


#: how many code points of the de-identified text a warning's ``context`` shows on each side
CONTEXT_CHARS = 30


def located(warning: dict, text: str, placeholders: dict[str, str] | None = None) -> dict:
    """``warning`` (:meth:`DeidWarning.to_json`) with where it is in the de-identified ``text``, for a clerk who
    looks for it in a word processor: ``line`` (1-based, as ``--format txt`` writes the text: a docx paragraph or
    table row per line), ``text`` (the characters at ``start``..``end``) and ``context`` (up to
    :data:`CONTEXT_CHARS` code points on each side on the same line); and ``placeholder``, what the warning's
    entity was written as (``placeholders``: entity id -> placeholder). Trial helpers of 2026-12-07 could not find a
    docx warning's offset without a second run, nor tell which letter "E30" is. A warning without a position has
    no line, text or context."""
    if placeholders and warning.get("entity_id") in placeholders:
        warning = {**warning, "placeholder": placeholders[warning["entity_id"]]}
    start, end = warning.get("start"), warning.get("end")
    if start is None or end is None:
        return warning
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    return {
        **warning,
        "line": text.count("\n", 0, start) + 1,
        "text": text[start:end],
        "context": text[max(ls, start - CONTEXT_CHARS) : min(le, end + CONTEXT_CHARS)],
    }


def warning_summary(counts: Counter[str]) -> str:
    """ "N warning(s) to review: …" with the number of each kind (codes of
    :class:`~thunder_deid_desktop.deid.DeidWarning`; ``residual-word`` last: mostly words that were replaced
    where they should not have been, see :mod:`~thunder_deid_desktop.deid.residual`).  Numbers only: the
    warnings quote the document, so they are listed in the report, never on stderr."""
    parts = [f"{counts[code]} {name}" for code, name in _WARNING_KINDS if counts[code]]
    named = {code for code, _ in _WARNING_KINDS}
    other = sum(n for code, n in counts.items() if code not in named)
    if other:
        parts.append(f"{other} other")
    return f"{sum(counts.values())} warning(s) to review: {', '.join(parts)}"


def _check_output(target: Path, outdir: Path, out_root: Path, create: bool = False) -> None:
    """Refuse to write ``target`` (a path ``outdir / ...``) through a link or outside the output folder: see
    :func:`~thunder_deid_desktop.fileperms.secure_path_below` (``create``: make its missing folders), and its
    folder must resolve inside ``out_root``, the output folder resolved when the run began.

    Raises:
        UnsafePathError: "it is a symbolic link", "it is a directory", "OUTDIR/sub is a symbolic link", "it is
            outside the output folder", ...
        OSError: a folder cannot be created.
    """
    secure_path_below(outdir, target, create=create)
    if not target.parent.resolve().is_relative_to(out_root):
        raise UnsafePathError(errno.EXDEV, "it is outside the output folder", str(target))


def _stage(target: Path, write: Callable[[Path], object], outdir: Path, out_root: Path) -> Path:
    """A new temporary file beside ``target`` (its folders made, checked by :func:`_check_output`) filled by
    ``write(temporary path)``; the caller renames it over ``target`` or removes it.

    Raises:
        OSError: as :func:`_check_output`, or the folder or the file cannot be written (the file is removed).
        DocumentError: what ``write`` raises.
    """
    _check_output(target, outdir, out_root, create=True)
    tmp = private_temp(target)
    try:
        write(tmp)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _encoding_warning(doc: Document, text: str) -> DeidWarning | None:
    """The warning for a ``.txt`` whose de-identified ``text`` cannot be encoded in the file's encoding (an emoji
    mask in a CP949 file): it is written as UTF-8 with BOM (:func:`~thunder_deid_desktop.documents.txt.write_txt`),
    which must not happen in silence. ``None`` for any other document."""
    if doc.format != "txt" or not doc.encoding:
        return None
    if txt_output_encoding(text, doc.encoding) != "utf-8-sig" or doc.encoding == "utf-8-sig":
        return None
    return DeidWarning("encoding", f"written as UTF-8: the text cannot be encoded in {doc.encoding}")


def run(args: argparse.Namespace) -> int:
    """Run the command; returns 0 when every file was written, 2 when any failed. An output folder that this
    run created and left empty (every input failed) is removed again. Stderr gets one line per file that failed
    or has warnings (:func:`warning_summary`), then, when any file was written, "N file(s) written to OUTDIR, M
    with warnings[, F failed]"."""
    try:
        policy = load_policy(args.policy)
    except PolicyError as exc:
        print(f"thunder-deid: policy: {exc}", file=sys.stderr)
        return 2
    outdir: Path = args.output
    if outdir.exists() and not outdir.is_dir():
        print(f"thunder-deid: {outdir}: the output (-o) must be a folder, this is a file", file=sys.stderr)
        return 2
    created = not outdir.exists()
    try:
        secure_dir(outdir)  # a folder created here is 0700 (issue 9, item 5)
    except OSError as exc:
        print(f"thunder-deid: {outdir}: cannot create the output folder: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        return _deidentify_all(args, policy, outdir)
    finally:
        if created and not any(outdir.iterdir()):
            outdir.rmdir()


def _deidentify_all(args: argparse.Namespace, policy: Policy, outdir: Path) -> int:
    """The body of :func:`run` once the output folder exists; the same return value."""
    plan, problems = plan_and_check(args.paths, outdir, args.format)
    for arg, reason in problems:
        _say(f"thunder-deid: {arg}: {reason}")
    if not plan:
        return 2
    try:
        detect = DETECTOR_FACTORY(args.model_dir, args.device)
    except Exception as exc:  # a missing or broken model must not end in a traceback
        print(f"thunder-deid: cannot load model: {exc}", file=sys.stderr)  # the words of detect and eval
        return 2
    failed = len(problems)
    inputs = frozenset(p.resolve() for p, _ in plan if p.exists())
    out_root = outdir.resolve()  # once: every output's folder must resolve inside it
    taken: set[Path] = set()
    detected: dict[Path, list[Span]] = {}
    shared: dict[str, Span] = {}
    if getattr(args, "case", False):  # one case: read every judgment first, then share its names
        texts: list[tuple[str, list[Span]]] = []
        for path, _ in tqdm(plan, desc="read the case", unit="file", file=sys.stderr, disable=None):
            try:
                text = load_document(path).text
                detected[path] = detect_spans(text, detect)
            except Exception:  # reported when the file is processed below
                continue
            texts.append((text, detected[path]))
        shared = case_strings(texts)
    written = warned = 0
    for path, out_base in tqdm(plan, desc="deidentify", unit="file", file=sys.stderr, disable=None):
        try:
            out, counts, lines = process_file(
                path,
                out_base,
                policy,
                detect,
                args.format,
                args.report,
                taken,
                inputs,
                outdir,
                out_root,
                detected=detected.get(path),
                shared=shared,
            )
            log.info("file written (%d warnings)", counts.total())  # no path: names can be in file names
            written += 1
            warned += bool(counts)
            for line in lines:
                _say(f"thunder-deid: {line}")
            if counts:  # the warnings quote the document's strings: listed in the report, never on stderr
                where = f"listed in {out}.report.json" if args.report else "run with --report to list them"
                _say(f"thunder-deid: {path}: {warning_summary(counts)} ({where})")
        except DocumentError as exc:
            failed += 1
            _say(f"thunder-deid: {path}: {exc.reason}")
        except OSError as exc:  # say why, not only the exception's name
            failed += 1
            _say(f"thunder-deid: {path}: error: {exc.strerror or type(exc).__name__}")
        except Exception as exc:  # one bad file never stops the batch nor prints a traceback
            failed += 1
            _say(f"thunder-deid: {path}: error: {type(exc).__name__}")
    # one line that says the run is done, also where no file had a warning (new-user trials asked for it)
    if written:
        failures = f", {failed} failed" if failed else ""
        _say(f"thunder-deid: {written} file(s) written to {outdir}, {warned} with warnings{failures}")
    return 2 if failed else 0
