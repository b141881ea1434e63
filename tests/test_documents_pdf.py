"""PDF: the text layer is read (Korean CID font), a scan gets "no text layer: OCR needed", output is .txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from thunder_deid_desktop.documents import DocumentError, load_document, output_suffix, write_document

DATA = Path(__file__).resolve().parent / "data"


def test_text_layer_is_read():
    doc = load_document(DATA / "judgment_dui.pdf")
    assert doc.format == "pdf"
    reference = [
        ln[:60] for ln in (DATA / "judgment_dui.txt").read_text(encoding="utf-8").split("\n") if ln.strip()
    ]
    assert doc.text.split("\n") == [ln.strip() for ln in reference[:6]]  # pdfplumber drops leading spaces
    assert doc.meta["pages"] == 1


def test_scan_without_text_layer():
    with pytest.raises(DocumentError) as exc:
        load_document(DATA / "scan.pdf")
    assert exc.value.reason == "no text layer: OCR needed"


def test_pdf_output_is_text(tmp_path):
    doc = load_document(DATA / "judgment_dui.pdf")
    assert output_suffix(doc, "same") == ".txt"
    i = doc.text.index("김정훈")
    out = write_document(doc, [(i, i + 3, "A")], tmp_path / "out.txt")
    assert out.read_text(encoding="utf-8").startswith("【피 고 인】 A (")


def test_truncated_pdf(tmp_path):
    f = tmp_path / "cut.pdf"
    f.write_bytes((DATA / "judgment_dui.pdf").read_bytes()[:300])
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    # it starts with %PDF: "not a PDF file" was wrong (a new-user trial)
    assert (
        exc.value.reason
        == "damaged or truncated PDF: its end is missing, as after a copy or download cut short"
    )


def test_a_pdf_with_unmapped_glyphs_is_read_through_pdfium(tmp_path, qapp):
    # a new-user trial (2026-12-02): a PDF written by Qt with Noto Sans KR read as "서(cid:2)울(cid:2)…"
    from PySide6.QtGui import QFont, QFontDatabase, QPageSize, QPdfWriter, QTextDocument

    from thunder_deid_desktop.paths import resource_dir

    family = QFontDatabase.applicationFontFamilies(
        QFontDatabase.addApplicationFont(str(resource_dir() / "fonts" / "NotoSansKR-Regular.otf"))
    )[0]
    pdf = tmp_path / "qt.pdf"
    writer = QPdfWriter(str(pdf))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    text = QTextDocument()
    text.setDefaultFont(QFont(family, 11))
    text.setPlainText("서 울 중 앙 지 방 법 원\n피고인 김민준은 피해자 박서연에게 상해를 가하였다.")
    text.print_(writer)
    del writer  # the file is complete once the writer is gone
    import pdfplumber

    with pdfplumber.open(str(pdf)) as raw:
        assert "(cid:" in raw.pages[0].extract_text()  # what pdfminer alone gives
    doc = load_document(pdf)
    assert "(cid:" not in doc.text
    assert doc.text.startswith("서 울 중 앙 지 방 법 원\n피고인 김민준은 피해자 박서연에게 상해를 가하였다.")


def test_a_page_pdfminer_cannot_read_is_read_with_pdfium():
    """A new-user trial (2026-12-03): a PDF written by fpdf2 with Noto Sans KR was refused with "no text layer:
    OCR needed"; pdfminer finds no character on it, PDFium reads it (tests/data/SOURCES.md)."""
    doc = load_document(DATA / "fpdf2_noto.pdf")
    assert "피고인 홍길동은" in doc.text and "김철수에게" in doc.text
