"""Locations of the app's bundled resources (fonts, translations, sample), also inside a frozen build
(delegates to :func:`thunder_deid_desktop.paths.resource_dir`)."""

from __future__ import annotations

from pathlib import Path

from thunder_deid_desktop.paths import resource_dir


def resources_dir() -> Path:
    """``resources/`` of the checkout or of the PyInstaller bundle."""
    return resource_dir()


def sample_path() -> Path:
    """The bundled real judgment (``resources/samples/*.txt``; see ``resources/samples/SOURCE.md``).

    Raises:
        FileNotFoundError: no sample shipped.
    """
    found = sorted((resources_dir() / "samples").glob("*.txt"))
    if not found:
        raise FileNotFoundError("no bundled sample in resources/samples")
    return found[0]
