"""Files and permissions (issue 9, item 5): the database, its WAL files, backups, exports, reports and log files
are created 0600 and the folders this program creates 0700 (POSIX); the desktop self-test leaves no copy of the
judgment in the temporary folder after it closes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from conftest import GazetteerAnalyzer, bundled_sample

from thunder_deid_desktop import cli
from thunder_deid_desktop.commands import deidentify
from thunder_deid_desktop.documents import load_document, write_document
from thunder_deid_desktop.review import Library
from thunder_deid_desktop.spans import make_span
from thunder_deid_desktop.store import open_store

DATA = Path(__file__).resolve().parent / "data"

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes")


def mode(p: Path) -> int:
    return p.stat().st_mode & 0o777


def test_database_and_its_folder_are_owner_only(tmp_path: Path) -> None:
    os.umask(0o022)  # the usual umask: files would be 0644 by default
    db = tmp_path / "new" / "nested" / "review.sqlite3"
    store = open_store(db)
    Library(store).import_text("a.txt", "피고인 홍길동은")
    assert mode(db.parent) == 0o700 and mode(db) == 0o600
    wal = [p for p in db.parent.iterdir() if p.name.endswith(("-wal", "-shm"))]
    assert wal and {mode(p) for p in wal} == {0o600}  # SQLite gives them the database's mode
    store.close()
    old = tmp_path / "old.sqlite3"  # a database made by an older version, world-readable
    old.touch(mode=0o644)
    os.chmod(old, 0o644)
    open_store(old).close()
    assert mode(old) == 0o600


@pytest.mark.parametrize("name", ["judgment_dui.txt", "judgment_election.docx", "judgment_election.hwpx"])
def test_exports_are_owner_only(tmp_path: Path, name: str) -> None:
    os.umask(0o022)
    doc = load_document(DATA / name)
    out = write_document(doc, [(0, 1, "X")], tmp_path / f"out{Path(name).suffix}")
    assert mode(out) == 0o600
    assert load_document(out).text.startswith("X")


def test_a_failed_write_leaves_no_empty_file(tmp_path: Path) -> None:
    doc = load_document(DATA / "judgment_election.docx")
    with pytest.raises(Exception):  # noqa: B017 - whatever the writer raises
        write_document(doc, [(10**6, 10**6 + 1, "X")], tmp_path / "out.docx")
    assert not (tmp_path / "out.docx").exists()


def test_deidentify_output_folder_report_and_files(tmp_path: Path, monkeypatch) -> None:
    os.umask(0o022)

    def detect(text: str):
        return [
            make_span(text, i, i + 3, "내국인이름", source="rule") for i in [text.find("김정훈")] if i >= 0
        ]

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", lambda model_dir, device: detect)
    out = tmp_path / "out"
    assert cli.main(["deidentify", str(DATA / "judgment_dui.txt"), "-o", str(out), "--report"]) == 0
    assert mode(out) == 0o700
    files = list(out.iterdir())
    assert len(files) == 2 and {mode(p) for p in files} == {0o600}  # the report lists span strings


def test_selftest_leaves_no_copy_of_the_judgment(tmp_path: Path, monkeypatch, qtbot) -> None:
    """``thunder-deid-desktop --selftest`` works in a temporary database; after it closes, nothing under the
    temporary folder holds the judgment's text."""
    import thunder_deid_desktop.gui.app as app_mod
    import thunder_deid_desktop.jobs.registry as registry
    import thunder_deid_desktop.review.analysis as analysis

    monkeypatch.setattr(analysis, "_default_factory", GazetteerAnalyzer)
    monkeypatch.setattr(registry, "analyzer_factory", lambda store: GazetteerAnalyzer)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    sample = bundled_sample()
    assert app_mod.main(["--selftest", str(sample)]) == 0
    needle = "김승우".encode()
    leftovers = [p for p in tmp_path.rglob("*") if p.is_file() and needle in p.read_bytes()]
    assert leftovers == []
    assert not list(tmp_path.rglob("*.sqlite3*"))
