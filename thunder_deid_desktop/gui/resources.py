"""Locations of the app's bundled resources (fonts, translations, sample), also inside a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """``resources/`` next to the package (or inside a PyInstaller bundle, ``sys._MEIPASS/resources``)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def sample_path() -> Path:
    """The bundled real judgment (``resources/samples/*.txt``; see ``resources/samples/SOURCE.md``).

    Raises:
        FileNotFoundError: no sample shipped.
    """
    found = sorted((resources_dir() / "samples").glob("*.txt"))
    if not found:
        raise FileNotFoundError("no bundled sample in resources/samples")
    return found[0]
