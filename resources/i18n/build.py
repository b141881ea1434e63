"""Update and compile the app's translations.

    .venv/bin/python resources/i18n/build.py          # lupdate (keeps translations) + lrelease
    .venv/bin/python resources/i18n/build.py --check  # exit 1 if a string is untranslated or the .qm is stale

``thunder_deid_ko.ts`` is the source of truth for the Korean texts (edit it with ``pyside6-linguist`` or by
hand); ``thunder_deid_ko.qm`` is what the app loads. Both tools ship with PySide6-Essentials.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
GUI = REPO / "thunder_deid_desktop" / "gui"
TS = HERE / "thunder_deid_ko.ts"
QM = HERE / "thunder_deid_ko.qm"
BIN = Path(sys.executable).parent


def untranslated(ts: Path = TS) -> list[str]:
    """Source strings of ``ts`` without a finished, non-empty translation."""
    out = []
    for m in ET.parse(ts).getroot().iter("message"):
        tr = m.find("translation")
        texts = [tr.text] if m.get("numerus") != "yes" else [n.text for n in tr.findall("numerusform")]
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(
            t and t.strip() for t in texts
        ):
            out.append(m.find("source").text or "")
    return out


def lupdate() -> None:
    """Collect the strings of ``thunder_deid_desktop/gui`` into the .ts (existing translations kept)."""
    sources = sorted(str(p) for p in GUI.glob("*.py"))
    subprocess.run(
        [
            str(BIN / "pyside6-lupdate"),
            *sources,
            "-no-obsolete",
            "-locations",
            "none",
            "-target-language",
            "ko_KR",
            "-ts",
            str(TS),
        ],
        check=True,
    )


def lrelease(out: Path = QM) -> None:
    """Compile the .ts to ``out``."""
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(TS), "-qm", str(out)], check=True)


def main(argv: list[str]) -> int:
    if "--check" in argv:
        missing = untranslated()
        for s in missing:
            print(f"untranslated: {s!r}")
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / "fresh.qm"
            lrelease(fresh)
            stale = not QM.is_file() or fresh.read_bytes() != QM.read_bytes()
        if stale:
            print(f"{QM.name} is stale: run resources/i18n/build.py")
        return 1 if missing or stale else 0
    lupdate()
    lrelease()
    missing = untranslated()
    if missing:
        print(f"{len(missing)} untranslated strings in {TS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
