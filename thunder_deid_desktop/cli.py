"""The ``thunder-deid`` command line: one sub-command per job, each in ``thunder_deid_desktop.commands``.

Every sub-command module exposes ``register(subparsers)`` (adds its parser and sets ``func``) and a
``run(args) -> int`` that returns the process exit status (0 ok, 2 if any input file failed).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

# Offline guarantee: no model hub, no telemetry (set before transformers is imported anywhere).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

COMMANDS = ("detect", "eval", "deidentify", "train", "audit", "lists", "models", "remote")


def _version() -> str:
    """The installed distribution's version (``pyproject.toml``), or ``unknown`` when run from a bare source tree."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("thunder-deid-desktop")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with every available sub-command registered."""
    parser = argparse.ArgumentParser(
        prog="thunder-deid", description="Korean court judgment de-identification"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"thunder_deid_desktop.commands.{name}")
        except ModuleNotFoundError as exc:  # a command whose module is not built yet
            if exc.name != f"thunder_deid_desktop.commands.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``thunder-deid``; returns the exit status."""
    if argv is None:  # run as the program (not called in-process by a test or a script)
        from thunder_deid_desktop.logs import configure_logging

        configure_logging(default="WARNING")  # libraries held at WARNING: no SQL parameters, no text
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status = int(args.func(args) or 0)
        sys.stdout.flush()  # inside the try: a reader that went away is reported here, not at exit
        return status
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader of stdout went away (``| head``): stop quietly, as a shell tool does (Python docs, signal
        # module, "Note on SIGPIPE": point stdout at devnull so the final flush at exit cannot fail again)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
