"""Where the application's own files are: in a source checkout and inside the PyInstaller bundle (issue 7).

* :func:`app_root` — the repository root in a checkout (the folder that holds ``thunder_deid_desktop/`` and
  ``resources/``); in a frozen build, ``sys._MEIPASS``, the bundle's ``_internal`` folder, where
  ``installer/thunder-deid.spec`` lays out the same ``resources/`` tree.
* :func:`resource_dir` — ``<app_root>/resources``: taxonomy, policies, fonts, translations, the sample judgment
  and ``models/default``.

Modules that ship data next to the code (taxonomy, policies, the default model) take their folder from here, so
the frozen layout is decided in one place.
"""

from __future__ import annotations

import sys
from pathlib import Path


def is_frozen() -> bool:
    """True inside a PyInstaller bundle (``sys.frozen`` is set by its bootloader)."""
    return bool(getattr(sys, "frozen", False)) and bool(getattr(sys, "_MEIPASS", None))


def app_root() -> Path:
    """``sys._MEIPASS`` in a frozen build, else the repository root (the parent of this package)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[1]


def resource_dir() -> Path:
    """The ``resources/`` folder (see module docstring); not checked for existence."""
    return app_root() / "resources"


def shipped_lists_path() -> Path:
    """The replacement lists shipped with the application, ``resources/replacement_lists/entity_mentions.json``
    (``{raw label: [mention, ...]}``, a copy of the Thunder-DeID release's lists, CC BY-NC-SA 4.0); not checked
    for existence. The list store is seeded from it, the pseudonym policy draws from it and the analyzer reads
    its foreign first names."""
    return resource_dir() / "replacement_lists" / "entity_mentions.json"
