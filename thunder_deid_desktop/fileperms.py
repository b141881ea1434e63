"""Owner-only files and folders (issue 9, item 5): the database, its backups, exports, reports and log files
hold court records, so on POSIX they are created 0600 and the folders this program creates 0700.

A file is *created* with the mode (``os.open(..., 0o600)``) rather than changed afterwards, so there is no
moment when another user could open it; writers that then open it with ``"w"`` keep the mode.  A folder is never
given a file's mode.

Outputs written below a folder the user chose (``deidentify -o OUTDIR``) go through :func:`secure_path_below`,
which refuses a symbolic link (or a file where a folder should be) anywhere below that folder, and
:func:`private_temp`, a new file beside the output that is then renamed over it (``os.replace`` replaces a link
at the name, it never writes through one).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
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

    Raises:
        IsADirectoryError: ``path`` is a folder (left as it is: a folder of mode 0600 cannot be entered).
    """
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
    created = not path.exists()
    if created:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, FILE_MODE))
    if os.name == "posix":
        try:
            os.chmod(path, FILE_MODE)
        except PermissionError:  # pragma: no cover - not ours
            pass
    return created


class UnsafePathError(OSError):
    """A path that is not written: a symbolic link, a folder where a file is meant, a file where a folder is
    meant, or a place outside the chosen folder. ``strerror`` says why in words ("it is a symbolic link",
    "OUT/sub is a symbolic link"), ``filename`` is the path concerned."""


def secure_path_below(root: Path, path: Path, create: bool = False) -> Path:
    """``path``, a file to be written below the folder ``root``, checked without following links: every folder
    between ``root`` and it exists as a real folder (with ``create``, a missing one is made, mode 0700 as in
    :func:`secure_dir`, one level at a time) and ``path`` itself is neither a symbolic link (broken or not) nor a
    folder. ``root`` itself may be a link (the user chose it); missing folders end the check without ``create``.

    Raises:
        UnsafePathError: "it is a symbolic link", "it is a directory", "ROOT/sub is a symbolic link", "ROOT/sub is
            not a folder", or "it is not below ROOT" (``path`` is not ``root`` / names, without "..").
        OSError: a folder cannot be created.
    """
    root, path = Path(root), Path(path)
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        parts = ()
    if not parts or ".." in parts:
        raise UnsafePathError(errno.EXDEV, f"it is not below {root}", str(path))
    folder = root
    for name in parts[:-1]:
        folder = folder / name
        try:
            st = os.lstat(folder)
        except FileNotFoundError:
            if not create:
                return path
            folder.mkdir(mode=DIR_MODE)  # one level: each is checked (a race gives FileExistsError)
            if os.name == "posix":
                os.chmod(folder, DIR_MODE)
            continue
        if stat.S_ISLNK(st.st_mode):
            raise UnsafePathError(errno.ELOOP, f"{folder} is a symbolic link", str(folder))
        if not stat.S_ISDIR(st.st_mode):
            raise UnsafePathError(errno.ENOTDIR, f"{folder} is not a folder", str(folder))
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return path
    if stat.S_ISLNK(st.st_mode):
        raise UnsafePathError(errno.ELOOP, "it is a symbolic link", str(path))
    if stat.S_ISDIR(st.st_mode):
        raise UnsafePathError(errno.EISDIR, "it is a directory", str(path))
    return path


def private_temp(path: Path) -> Path:
    """A new empty file beside ``path`` to write its content into before ``os.replace(temp, path)``: mode 0600,
    created with ``O_CREAT | O_EXCL`` (and ``O_NOFOLLOW`` where there is one, by :func:`tempfile.mkstemp`), so it
    is never an existing file nor a link; its name is hidden and ends with ``path``'s name (".~" + random + "-" +
    name, or the end of a long name). The caller removes it if it is not renamed.

    Raises:
        OSError: the folder cannot be written.
    """
    path = Path(path)
    tail = path.name
    while len(os.fsencode(tail)) > 200:  # a long name: its end (suffixes kept), within the name limit
        tail = tail[1:]
    fd, name = tempfile.mkstemp(prefix=".~", suffix=f"-{tail}", dir=path.parent)
    os.close(fd)
    return Path(name)
