"""HWP 5 binary (``.hwp``): recognised and refused with a clear error that asks for HWPX.

Decision (issue 3, item 5: "read its text if a maintained library can"): none qualifies today.  pyhwp, the
known reader, had its last release in 2020 and is AGPL-3.0; the many HWP packages published since 2025 are
young single-author projects without a track record that we could vet for a tool handling court records.
HWP 5 is an OLE compound file with zlib-compressed record streams; reading it ourselves would be a parser
we cannot test on real files here.  Hancom Office (and the free Hancom viewer) saves any .hwp as .hwpx,
which this tool reads and writes with formatting.

Detection: the OLE compound-file signature (D0 CF 11 E0 A1 B1 1A E1) → "HWP 5 binary: save as HWPX";
an HWP 3 file ("HWP Document File V3") → "HWP 3 binary: save as HWPX"; an .hwp that is really a zip (an
HWPX with the wrong extension) is read as HWPX by :func:`thunder_deid_desktop.documents.load_document`.
"""

from __future__ import annotations

from pathlib import Path

from thunder_deid_desktop.documents.base import Document, DocumentError

OLE_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")


def load_hwp(path: Path) -> Document:
    """Always raises: see module docstring.

    Raises:
        DocumentError: "HWP 5 binary: save as HWPX", "HWP 3 binary: save as HWPX", "empty file" or
        "not an HWP file".
    """
    with path.open("rb") as fh:
        head = fh.read(64)
    if not head:
        raise DocumentError(path, "empty file")
    if head.startswith(OLE_MAGIC):
        raise DocumentError(path, "HWP 5 binary: save as HWPX")
    if head.startswith(b"HWP Document File V3"):
        raise DocumentError(path, "HWP 3 binary: save as HWPX")
    raise DocumentError(path, "not an HWP file")
