"""Owner-only files and folders (issue 9, item 5): the database, its backups, exports, reports and log files
hold court records, so on POSIX they are created 0600 and the folders this program creates 0700.

A file is *created* with the mode (``os.open(..., 0o600)``) rather than changed afterwards, so there is no
moment when another user could open it; writers that then open it with ``"w"`` keep the mode.
"""

from __future__ import annotations

import os
from pathlib import Path

FILE_MODE = 0o600
DIR_MODE = 0o700


def secure_dir(path: Path) -> Path:
    """Create ``path`` (and parents) if missing; the folder created here gets mode 0700 (POSIX).

    An existing folder is left as it is (it may be the user's own, e.g. the home folder).
    """
    path = Path(path)
    if not path.exists():
        path.mkdir(parents=True, exist_ok=True, mode=DIR_MODE)
        if os.name == "posix":
            os.chmod(path, DIR_MODE)  # mkdir's mode is filtered by the umask
    return path


def secure_file(path: Path) -> bool:
    """Create ``path`` empty with mode 0600 if missing, else set 0600 (POSIX); True when it was created.

    A file owned by someone else keeps its mode (``chmod`` is not permitted).
    """
    path = Path(path)
    created = not path.exists()
    if created:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, FILE_MODE))
    if os.name == "posix":
        try:
            os.chmod(path, FILE_MODE)
        except PermissionError:  # pragma: no cover - not ours
            pass
    return created
