"""Superseded by section 1 of the harness: ``python -m bench --sections detect`` (see :mod:`bench.detect`).

Kept so that ``python bench/detect_speed.py [--docs N] [--repeats N] [--big-windows K]`` still works; the
figures go to ``bench/results/bench.json`` and ``report.md``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from bench.__main__ import main

    sys.exit(main(["--sections", "detect", *sys.argv[1:]]))
