"""Entry script of the bundle: one frozen program, two executables.

``installer/thunder-deid.spec`` makes two executables from this one script (a single analysis keeps the build
short); the executable's own name picks the program: ``thunder-deid-desktop[.exe]`` runs the review app
(:func:`thunder_deid_desktop.gui.app.main`), any other name the command line (:func:`thunder_deid_desktop.cli.main`).
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path


def main() -> int:
    """Dispatch on the executable's name; returns the exit status."""
    if Path(sys.executable).stem.lower().endswith("desktop"):
        from thunder_deid_desktop.gui.app import main as program
    else:
        from thunder_deid_desktop.cli import main as program
    return int(program() or 0)


if __name__ == "__main__":
    multiprocessing.freeze_support()  # no-op unless a library starts worker processes (spawn on Windows)
    sys.exit(main())
