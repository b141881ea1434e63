"""Plain text: encodings detected (not guessed), BOM and CRLF kept, NFC reported, clear errors."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from thunder_deid_desktop.documents import DocumentError, load_document, write_document
from thunder_deid_desktop.documents.txt import txt_output_encoding, write_txt

DATA = Path(__file__).resolve().parent / "data"
REFERENCE = (DATA / "judgment_dui.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "encoding", "norms"),
    [
        ("judgment_dui.txt", "utf-8", ()),
        ("enc_utf16le_bom.txt", "utf-16-le", ("bom",)),
        ("enc_utf16be_bom.txt", "utf-16-be", ("bom",)),
        ("enc_cp949.txt", "cp949", ()),
        ("enc_euckr.txt", "cp949", ()),  # EUC-KR is a subset of CP949: detected as the superset
    ],
)
def test_encodings_decode_to_the_same_text(name, encoding, norms):
    doc = load_document(DATA / name)
    assert doc.format == "txt"
    assert doc.text == REFERENCE
    assert doc.encoding == encoding
    assert doc.normalizations == norms


def test_utf8_bom_and_crlf_are_kept(tmp_path):
    doc = load_document(DATA / "enc_utf8_bom_crlf.txt")
    assert doc.text == REFERENCE.replace("\n", "\r\n")  # CRLF stays: offsets index the file's own text
    assert doc.normalizations == ("bom",)
    out = write_document(doc, doc.text.replace("김정훈", "A"), tmp_path / "out.txt")
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data and "김정훈".encode() not in data


@pytest.mark.parametrize("name", ["enc_cp949.txt", "enc_utf16le_bom.txt"])
def test_round_trip_keeps_encoding(tmp_path, name):
    doc = load_document(DATA / name)
    i = doc.text.index("김정훈")
    out = write_document(doc, [(i, i + 3, "A")], tmp_path / name)
    again = load_document(out)
    assert again.encoding == doc.encoding
    assert again.text == doc.text[:i] + "A" + doc.text[i + 3 :]


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_detected_and_written_back_the_same_way(tmp_path, encoding):
    # "가" (U+AC00) has a NUL low byte: the NULs are not all on one side of the pairs
    text = REFERENCE + "가가가\n"
    f = tmp_path / "nobom.txt"
    f.write_bytes(text.encode(encoding))
    doc = load_document(f)
    assert (doc.text, doc.encoding, doc.normalizations) == (text, encoding, ())
    i = doc.text.index("김정훈")
    out = write_document(doc, [(i, i + 3, "A")], tmp_path / "out.txt")
    assert out.read_bytes() == (text[:i] + "A" + text[i + 3 :]).encode(encoding)  # no BOM added


def test_nul_bytes_on_both_sides_of_the_pairs_are_a_binary_file(tmp_path):
    f = tmp_path / "mixed.txt"
    f.write_bytes(REFERENCE.encode("utf-16-le") + b"\x00" + REFERENCE.encode("utf-16-le"))  # odd length
    with pytest.raises(DocumentError, match="binary file"):
        load_document(f)
    f.write_bytes(b"\x00\x00\x00\x00" * 10 + b"ab" * 20)  # NULs on both sides
    with pytest.raises(DocumentError, match="binary file"):
        load_document(f)


def test_cp949_output_that_cannot_hold_a_character_falls_back_to_utf8(tmp_path):
    doc = load_document(DATA / "enc_cp949.txt")
    out = write_document(doc, doc.text + "\U0001f600", tmp_path / "x.txt")
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")
    assert load_document(out).text.endswith("\U0001f600")


def test_the_fallback_encoding_is_told_beforehand(tmp_path):
    """``txt_output_encoding`` names what ``write_txt`` uses, so that deidentify can say a CP949 file was written as
    UTF-8 (a new-user trial: an emoji mask turned a CP949 output into UTF-8 in silence)."""
    cases = [("홍길동", "cp949", "cp949"), ("A 🔒", "cp949", "utf-8-sig"), ("A 🔒", "euc_kr", "utf-8-sig")]
    cases += [("A 🔒", "utf-8", "utf-8"), ("A 🔒", "utf-16-le", "utf-16-le")]
    for text, asked, used in cases:
        assert txt_output_encoding(text, asked) == used
        assert write_txt(text, tmp_path / "x.txt", asked) == used
    assert (tmp_path / "x.txt").read_bytes() == "A 🔒".encode("utf-16-le")


def test_decomposed_hangul_is_normalised_and_reported(tmp_path):
    f = tmp_path / "nfd.txt"
    f.write_text(unicodedata.normalize("NFD", "피고인 홍길동은"), encoding="utf-8")
    doc = load_document(f)
    assert doc.text == "피고인 홍길동은"
    assert doc.normalizations == ("nfc",)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty file"),
        (b"  \n\n", "no text (whitespace only)"),
        (b"abc\x00\x01\x02def", "binary file"),
        (b"\xff\xfe\x00\xd8", "undecodable bytes"),
    ],
)
def test_bad_text_files(tmp_path, data, reason):
    f = tmp_path / "bad.txt"
    f.write_bytes(data)
    with pytest.raises(DocumentError) as exc:
        load_document(f)
    assert exc.value.reason == reason
    assert exc.value.path == f


def test_an_nfd_file_is_written_back_in_nfd_outside_the_edits(tmp_path):
    # a new-user trial (2026-12-02): the whole output came back in NFC, every character changed
    nfd = unicodedata.normalize("NFD", "피고인 홍길동은 서울에서 살았다.")
    f = tmp_path / "nfd.txt"
    f.write_text(nfd, encoding="utf-8")
    doc = load_document(f)
    i = doc.text.index("홍길동")  # offsets of the NFC text
    out = write_document(doc, [(i, i + 3, "A")], tmp_path / "out.txt")
    written = out.read_text(encoding="utf-8")
    assert written == unicodedata.normalize("NFD", "피고인 ") + "A" + unicodedata.normalize(
        "NFD", "은 서울에서 살았다."
    )
