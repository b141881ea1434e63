"""load_document: dispatch by content and suffix, HWP 5 refused with a clear reason, file-system errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from thunder_deid_desktop.documents import DocumentError, load_document, write_document

DATA = Path(__file__).resolve().parent / "data"


def reason(path) -> str:
    with pytest.raises(DocumentError) as exc:
        load_document(path)
    return exc.value.reason


def test_hwp5_binary_asks_for_hwpx():
    assert reason(DATA / "hwp5_binary.hwp") == "HWP 5 binary: save as HWPX"


def test_hwp3_and_other_hwp(tmp_path):
    (tmp_path / "old.hwp").write_bytes(b"HWP Document File V3.00 \x1a\x01\x02\x03\x04\x05")
    assert reason(tmp_path / "old.hwp") == "HWP 3 binary: save as HWPX"
    (tmp_path / "x.hwp").write_bytes(b"hello")
    assert reason(tmp_path / "x.hwp") == "not an HWP file"


def test_file_system_errors(tmp_path):
    assert reason(tmp_path / "missing.txt") == "not found"
    assert reason(tmp_path) == "not a file"
    (tmp_path / "empty.docx").write_bytes(b"")
    assert reason(tmp_path / "empty.docx") == "empty file"
    (tmp_path / "a.xlsx").write_bytes(b"data")
    assert reason(tmp_path / "a.xlsx") == "unsupported format .xlsx"
    (tmp_path / "word97.doc").write_bytes((DATA / "hwp5_binary.hwp").read_bytes())
    assert reason(tmp_path / "word97.doc") == "unsupported format .doc"


def test_renamed_files_are_read_by_content(tmp_path):
    (tmp_path / "judgment.txt").write_bytes((DATA / "judgment_election.docx").read_bytes())
    assert load_document(tmp_path / "judgment.txt").format == "docx"
    (tmp_path / "judgment").write_bytes((DATA / "judgment_dui.pdf").read_bytes())
    assert load_document(tmp_path / "judgment").format == "pdf"


def test_writer_refuses_to_overwrite_its_input(tmp_path):
    f = tmp_path / "in.txt"
    f.write_text("피고인 홍길동", encoding="utf-8")
    doc = load_document(f)
    with pytest.raises(DocumentError) as exc:
        write_document(doc, "피고인 A", f)
    assert exc.value.reason == "refusing to overwrite the input"
    assert f.read_text(encoding="utf-8") == "피고인 홍길동"
