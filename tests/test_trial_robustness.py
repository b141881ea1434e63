"""Findings of a new-user trial that tried to break the commands and the app (2026-12-03): each fixed, each
checked here on real files, a real SQLite database and the real command line."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.addresses import road_address_spans
from thunder_deid_desktop.deid.render import LINE_CONTEXT, _line_bounds
from thunder_deid_desktop.lists.files import read_csv, write_file
from thunder_deid_desktop.lists.validation import check_text, clean
from thunder_deid_desktop.taxonomy import get_taxonomy

REPO = Path(__file__).resolve().parents[1]


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_court_on_a_later_line_or_inside_another_word_does_not_hide_an_address() -> None:
    # the header of an appeal: the party's address, the court two lines below
    text = (
        "피고인 홍길동, 회사원\n주거 서울특별시 강남구 테헤란로 123\n항소인 피고인\n원심판결 서울중앙지방법원"
    )
    assert [s.text for s in road_address_spans(text)] == ["테헤란로 123"]
    text = "주소 서울특별시 강남구 테헤란로 123 법정대리인 김민수"
    assert [s.text for s in road_address_spans(text)] == ["테헤란로 123"]
    # a court's own address stays public
    assert road_address_spans("서울 서초구 서초중앙로 157 서울중앙지방법원에서") == []


def test_the_context_of_a_mention_reaches_a_bounded_stretch_of_its_line() -> None:
    text = "가" * 100_000 + "\n끝"
    ls, le = _line_bounds(text, 50_000, 50_003)
    assert (ls, le) == (50_000 - LINE_CONTEXT, 50_003 + LINE_CONTEXT)
    assert _line_bounds(text, 10, 12) == (0, 12 + LINE_CONTEXT)
    assert _line_bounds("첫 줄\n둘째 줄 홍길동\n셋째", 9, 12) == (4, 12)


def test_a_line_break_inside_an_imported_mention_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "in.csv"
    path.write_text('label,mention\nIT회사,"줄\n바꿈"\nIT회사,"탭\t문자"\n', encoding="utf-8")
    rows = read_csv(path)
    tax = get_taxonomy()
    for label, text in rows:
        assert "bad_character" in [i.code for i in check_text(tax, label, clean(text))], text
    assert clean("  두  칸   공백 ") == "두 칸 공백"


def test_list_exports_are_the_owners_only(tmp_path: Path) -> None:
    for name in ("l.csv", "l.json"):
        out = tmp_path / name
        write_file({"IT회사": ["라인"]}, out, get_taxonomy())
        assert _mode(out) == 0o600, name
        assert "라인" in out.read_text(encoding="utf-8-sig")


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "THUNDER_DEID_DB": str(cwd / "review.sqlite3")}
    return subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=600,
    )


def test_an_empty_output_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("피고인 홍길동은 집에 갔다.\n", encoding="utf-8")
    run = _cli("deidentify", "a.txt", "-o", "", cwd=tmp_path)
    assert run.returncode == 2 and "the output folder is empty" in run.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]  # nothing written beside it


def test_duplicate_rows_of_an_import_are_listed(tmp_path: Path) -> None:
    path = tmp_path / "in.csv"
    path.write_text("label,mention\nIT회사,비에프랩스\nIT회사,비에프랩스\n", encoding="utf-8")
    run = _cli("lists", "import", str(path), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "1 added, 1 duplicates skipped" in run.stdout
    assert "row 2: skipped, already in the list" in run.stderr


def test_training_without_its_data_says_so_in_one_line(tmp_path: Path) -> None:
    env_shared = tmp_path / "no_shared"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "thunder_deid_desktop.cli",
            "train",
            "--preset",
            "tiny",
            "--output-dir",
            "run",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "THUNDER_DEID_SHARED": str(env_shared)},
        timeout=600,
    )
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert "training data is missing" in run.stderr and "THUNDER_DEID_SHARED" in run.stderr
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("given", ["out.docx", "out.DEID.TXT", "out.deid.txt"])
def test_the_apps_export_keeps_the_suffix_of_what_it_writes(
    qtbot, tmp_path: Path, monkeypatch, given
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from thunder_deid_desktop.gui.window import MainWindow

    chosen = tmp_path / given
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(chosen), "")))
    fake = type(
        "W",
        (),
        {
            "settings": type("S", (), {"value": lambda self, k, d=None: str(tmp_path)})(),
            "tr": lambda self, s: s,
        },
    )()
    out = MainWindow.ask_save_path(fake, "판결.deid.txt")
    assert out.suffix.lower() == ".txt"
    assert out.name == (given if given.lower().endswith(".txt") else given + ".txt")


def test_a_file_named_twice_is_one_input(tmp_path: Path) -> None:
    from thunder_deid_desktop.commands.deidentify import plan_and_check

    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "a.txt").write_text("피고인 홍길동\n", encoding="utf-8")
    out = tmp_path / "out"
    plan, problems = plan_and_check([tree / "a.txt", tmp_path / "tree" / ".." / "tree" / "a.txt", tree], out)
    assert plan == [(tree / "a.txt", out / "a")] and problems == []
