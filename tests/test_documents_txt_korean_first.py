"""CP949 text that charset-normalizer misreads (a new-user trial): short CP949 files came back as big5, cp1006,
utf_16_be … mojibake, detection found nothing and every name would have been published as it was.  A file
that decodes strictly as CP949 into mostly KS X 1001 Hangul is read as CP949 (step 4 of the txt module's
order); a guessed codec that yields no Hangul at all is refused (step 6).  Every case is a real file."""

from __future__ import annotations

from pathlib import Path

import pytest

from thunder_deid_desktop.documents import DocumentError, load_document, write_document

DATA = Path(__file__).resolve().parent / "data"
NO_KOREAN = "no Korean text: check the file's encoding (guessed "


def _load(tmp_path: Path, data: bytes):
    f = tmp_path / "judgment.txt"
    f.write_bytes(data)
    return load_document(f)


@pytest.mark.parametrize(
    "text",
    [
        "김철수",  # charset-normalizer 3.5 alone: big5 "梯繹熱"
        "김철수\n",
        "이",
        "판결",  # big5
        "박영희",
        "똠방각하",  # "똠" is an extended (UHC) syllable, not in KS X 1001
        "김철수 010-1234-5678",  # big5
        "  다. 인정사실",  # utf_16_be, although the file has no NUL byte
        "【주문】",  # euc_jis_2004
        " ● 민법",  # utf_16_le
        "피고인 김철수",
        "피고인 김철수는 2020. 1. 1. 서울에서 피해자를 때렸다.",
        "피고인 김철수는 2020. 1. 1. 서울에서 피해자 박영희를 때렸다.\r\n피해자는 전치 2주의 상해를 입었다.\r\n",
    ],
)
def test_short_cp949_files_are_read_as_cp949(tmp_path, text):
    doc = _load(tmp_path, text.encode("cp949"))
    assert (doc.text, doc.encoding) == (text, "cp949")


def _cp949_lines() -> list[str]:
    """The lines of the fixture judgments (tests/data: our two and the precedent-kr ones) that CP949 can hold,
    and their first 12, 6 and 3 characters, those with Hangul."""
    files = [
        DATA / "judgment_dui.txt",
        DATA / "judgment_election.txt",
        *sorted((DATA / "precedent_kr").glob("*.txt")),
    ]
    lines = set()
    for f in files:
        for ln in f.read_text(encoding="utf-8").split("\n"):
            try:
                ln.encode("cp949")
            except UnicodeEncodeError:
                continue
            for piece in (ln, ln[:12], ln.strip()[:6], ln.strip()[:3]):  # short files: where detectors fail
                if any("\uac00" <= c <= "\ud7a3" for c in piece):
                    lines.add(piece)
    return sorted(lines)


def test_every_line_of_the_fixture_judgments_alone_in_cp949_is_read_back(tmp_path):
    # each line is a file of its own
    lines = _cp949_lines()
    assert len(lines) > 200
    wrong, refused = [], []
    for ln in lines:
        try:
            doc = _load(tmp_path, ln.encode("cp949"))
        except DocumentError as exc:
            refused.append((ln, exc.reason))  # never silent: step 6
            continue
        if (doc.text, doc.encoding) != (ln, "cp949"):
            wrong.append((ln, doc.encoding, doc.text))
    assert wrong == []
    assert all(reason.startswith(NO_KOREAN) for _, reason in refused)
    assert len(refused) * 100 <= len(lines)


def test_cp949_bytes_that_are_also_valid_utf8_are_read_as_cp949(tmp_path):
    data = "황짜".encode("cp949")
    assert data.decode("utf-8") == "Ȳ¥"  # valid UTF-8, no Hangul
    doc = _load(tmp_path, data)
    assert (doc.text, doc.encoding) == ("황짜", "cp949")


def test_a_cp949_file_with_much_hanja_is_left_to_the_detector(tmp_path):
    # fewer KS X 1001 syllables than other characters: step 4 does not take it, charset-normalizer does
    text = (
        "大法院 判決\n事件 2020도1234 傷害\n被告人 金哲洙\n原審判決 서울中央地方法院 2020. 1. 1. 宣告 判決\n"
        "主文 上告를 棄却한다.\n理由 上告理由를 判斷한다. 原審의 判斷에 法理誤解의 違法이 없다.\n"
    )
    doc = _load(tmp_path, text.encode("cp949"))
    assert doc.text == text
    assert doc.encoding in ("cp949", "euc_kr")


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("café résumé", "latin-1"),  # charset-normalizer 3.5: cp1006 "cafﻠ rﻠsumﻠ"
        ("Müller straße", "cp1252"),
        ("naïve déjà vu — «quote»", "cp1252"),  # cp1250 "naďve déjŕ"
        ("Ça va?", "latin-1"),  # utf_16_be before UTF-16 guesses were skipped, big5 now
    ],
)
def test_a_latin_file_without_hangul_is_refused_with_its_guessed_encoding(tmp_path, text, encoding):
    with pytest.raises(DocumentError) as exc:
        _load(tmp_path, text.encode(encoding))
    assert exc.value.reason.startswith(NO_KOREAN) and exc.value.reason.endswith(")")
    assert "utf_16" not in exc.value.reason and "utf_32" not in exc.value.reason


def test_files_whose_encoding_is_not_a_guess_are_not_refused_for_lack_of_hangul(tmp_path):
    english = "The defendant was sentenced to one year.\n"
    doc = _load(tmp_path, english.encode("utf-8"))
    assert (doc.text, doc.encoding) == (english, "utf-8")
    accents = "naïve — déjà vu\n"  # "—" (E2 80 94) is not CP949: UTF-8 stays
    doc = _load(tmp_path, accents.encode("utf-8"))
    assert (doc.text, doc.encoding) == (accents, "utf-8")
    doc = _load(tmp_path, b"\xef\xbb\xbf" + "café".encode())
    assert (doc.text, doc.encoding) == ("café", "utf-8")


def test_utf8_without_hangul_that_reads_as_ksx1001_hangul_is_read_as_cp949_and_written_back_unchanged(
    tmp_path,
):
    # the documented cost of step 3: UTF-8 "é" is C3 A9, CP949 "챕"
    data = "café résumé\n".encode()
    doc = _load(tmp_path, data)
    assert (doc.text, doc.encoding) == ("caf챕 r챕sum챕\n", "cp949")
    out = write_document(doc, doc.text, tmp_path / "out.txt")
    assert out.read_bytes() == data


def test_utf8_korean_is_utf8(tmp_path):
    text = "피고인 김철수는 café에서"
    doc = _load(tmp_path, text.encode("utf-8"))
    assert (doc.text, doc.encoding) == (text, "utf-8")
