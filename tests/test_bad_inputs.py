"""Bad-input corpus (issue 9, item 1): every file of ``tests/data/bad`` (built by ``make_bad.py`` there) and a
50 MB text made here go through the command line (``thunder-deid detect`` and ``deidentify``, real model) and
through the app's import (:meth:`Library.import_file` on a real SQLite file). Each gives the expected result
or exactly one clear error line; every run is a subprocess with a timeout (a hang fails the test), and the
database is consistent afterwards (integrity check, no row from a failed file, hash chain intact)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import unicodedata
import zipfile
from pathlib import Path

import pytest

from thunder_deid_desktop.documents import load_document
from thunder_deid_desktop.review import default_model_available

REPO = Path(__file__).resolve().parents[1]
BAD = Path(__file__).resolve().parent / "data" / "bad"
sys.path.insert(0, str(BAD))
import make_bad  # noqa: E402

BIG = "big_50mb.txt"

WORD = "not a valid Word (.docx) file: "
HWPX = "not a valid 한글 HWPX (.hwpx) file: "
CUT_SHORT = "its ZIP package is damaged or incomplete, as after a copy or download cut short (bad zip)"
DTD = (
    "contains a DTD (document type declaration), which documents do not need; refused for safety (unsafe XML)"
)

#: file -> the one error reason it must give (a new-user trial: "bad zip" alone told a clerk nothing)
ERRORS = {
    "zero_bytes.txt": "empty file",
    "whitespace_only.txt": "no text (whitespace only)",
    "binary.txt": "binary file",
    "truncated.docx": WORD + CUT_SHORT,
    "corrupt.docx": WORD
    + "its part word/document.xml is damaged: unbound prefix at line 1, column 1 (bad XML)",
    "truncated.hwpx": HWPX + CUT_SHORT,
    "corrupt.hwpx": HWPX
    + "its part Contents/section0.xml is damaged: unbound prefix at line 1, column 1 (bad XML)",
    "zip_bomb.docx": WORD
    + "its part word/media/bomb.bin would unpack from 19.9 KiB to 20 MiB, refused for safety (zip bomb)",
    "zip_bomb.hwpx": HWPX
    + "its part BinData/bomb.bin would unpack from 19.9 KiB to 20 MiB, refused for safety (zip bomb)",
    "xml_bomb.docx": WORD + "its part word/document.xml " + DTD,
    "xml_bomb.hwpx": HWPX + "its part Contents/section0.xml " + DTD,
    "encrypted.pdf": "encrypted PDF",
    "scanned.pdf": "no text layer: OCR needed",
    "invalid_utf8.txt": "undecodable bytes",
    "nul_chars.txt": "binary file",
    BIG: "file too large",
}

_NFC_BASE = make_bad.BASE
#: file -> (encoding, the text the loader must give: code points, marks kept, NFC)
TEXTS = {
    "cp949.txt": ("cp949", _NFC_BASE),
    "utf16.txt": ("utf-16-le", _NFC_BASE),
    "nfd_hangul.txt": ("utf-8", _NFC_BASE),
    "crlf.txt": ("utf-8", _NFC_BASE.replace("\n", "\r\n")),
    "lone_cr.txt": ("utf-8", _NFC_BASE.replace("\n", "\r")),
    "zero_width_rtl.txt": ("utf-8", (BAD / "zero_width_rtl.txt").read_bytes().decode("utf-8")),
    "emoji.txt": ("utf-8", (BAD / "emoji.txt").read_bytes().decode("utf-8")),
}
ALL = sorted([*ERRORS, *TEXTS])


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> dict[str, Path]:
    """Every corpus file by name; the 50 MB text is written to a temporary folder."""
    files = {name: BAD / name for name in ALL if name != BIG}
    big = tmp_path_factory.mktemp("big") / BIG
    line = ("피고인 홍길동은 서울 강남구에서 " * 8 + "\n").encode("utf-8")
    with big.open("wb") as fh:
        for _ in range(50 * 1024 * 1024 // len(line) + 1):
            fh.write(line)
    files[BIG] = big
    return files


def _cli(*args: str, timeout: int) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "THUNDER_DEID_LOG_LEVEL": "WARNING"},
    )


def _errors(stderr: str, paths) -> dict[str, list[str]]:
    """``{path: [reason, ...]}`` from the ``thunder-deid: PATH: reason`` lines; any other line fails."""
    out: dict[str, list[str]] = {}
    for line in stderr.splitlines():
        if not line.strip():
            continue
        path = next((str(p) for p in paths if line.startswith(f"thunder-deid: {p}: ")), None)
        assert path is not None, f"unexpected stderr line: {line!r}"
        out.setdefault(path, []).append(line[len(f"thunder-deid: {path}: ") :])
    return out


needs_model = pytest.mark.skipif(not default_model_available(), reason="no model folder")
slow = pytest.mark.slow


@pytest.fixture(scope="module")
def detect_run(corpus):
    proc = _cli("detect", *map(str, corpus.values()), timeout=300)
    by_path = {json.loads(x)["path"]: json.loads(x) for x in proc.stdout.splitlines() if x.strip()}
    return proc, by_path, _errors(proc.stderr, corpus.values())


@pytest.fixture(scope="module")
def deid_run(corpus, tmp_path_factory):
    out = tmp_path_factory.mktemp("deid")
    proc = _cli("deidentify", *map(str, corpus.values()), "-o", str(out), "--report", timeout=300)
    # the last line sums the run up ("7 file(s) written to OUT, 0 with warnings, 16 failed"); the others name a path
    *lines, summary = proc.stderr.rstrip("\n").split("\n")
    assert summary.startswith("thunder-deid: ") and f" file(s) written to {out}, " in summary, summary
    return proc, out, _errors("\n".join(lines), corpus.values())


IMPORT_SCRIPT = r"""
import json, sys
from thunder_deid_desktop.documents import DocumentError
from thunder_deid_desktop.review import Library
from thunder_deid_desktop.store import open_store
store = open_store(sys.argv[1])
lib = Library(store)
for path in sys.argv[2:]:
    try:
        doc_id, created = lib.import_file(path)
        d = lib.document(doc_id)
        print(json.dumps({"path": path, "id": doc_id, "chars": d.char_count}), flush=True)
    except DocumentError as exc:
        print(json.dumps({"path": path, "error": exc.reason}), flush=True)
store.close()
"""


@pytest.fixture(scope="module")
def app_run(corpus, tmp_path_factory):
    """The app's import of every file, in a subprocess with a timeout, into a database that already holds a
    reviewed document (so that 'consistent afterwards' has something to lose)."""
    db = tmp_path_factory.mktemp("app") / "review.sqlite3"
    seed = subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.review.driver", str(REPO / "tests/data/judgment_dui.txt"),
         "--db", str(db), "--spans", str(REPO / "tests/data/judgment_dui.spans.json"), "--decisions", "5"],
        cwd=REPO, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert seed.returncode == 0, seed.stderr[-2000:]
    proc = subprocess.run(
        [sys.executable, "-c", IMPORT_SCRIPT, str(db), *map(str, corpus.values())],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    results = {json.loads(x)["path"]: json.loads(x) for x in proc.stdout.splitlines()}
    return db, results


def test_the_corpus_is_what_make_bad_builds() -> None:
    built = make_bad.build()
    assert sorted(built) == sorted(n for n in ALL if n != BIG)
    for name, data in built.items():
        assert (BAD / name).read_bytes() == data, name
        assert len(data) < 64 * 1024, name  # small committed files only


@pytest.mark.parametrize("name", ALL)
def test_loader(name: str, corpus) -> None:
    if name in ERRORS:
        from thunder_deid_desktop.documents import DocumentError

        with pytest.raises(DocumentError) as exc:
            load_document(corpus[name])
        assert exc.value.reason == ERRORS[name]
        assert "\n" not in str(exc.value)
    else:
        enc, text = TEXTS[name]
        doc = load_document(corpus[name])
        assert (doc.encoding, doc.text) == (enc, unicodedata.normalize("NFC", text))
        assert ("nfc" in doc.normalizations) == (name == "nfd_hangul.txt")


@pytest.mark.parametrize("name", ALL)
def test_app_import(name: str, corpus, app_run) -> None:
    _db, results = app_run
    r = results[str(corpus[name])]
    if name in ERRORS:
        assert r == {"path": str(corpus[name]), "error": ERRORS[name]}
    else:
        assert r["chars"] == len(unicodedata.normalize("NFC", TEXTS[name][1]))


def test_database_is_consistent_after_the_bad_inputs(app_run) -> None:
    db, results = app_run
    ok = {r["id"] for r in results.values() if "id" in r}
    distinct = {unicodedata.normalize("NFC", t) for _e, t in TEXTS.values()}
    assert len(ok) == len(distinct)  # cp949, utf16 and NFD hold the same text: one document
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    ids = {r[0] for r in con.execute("SELECT id FROM documents")}
    assert ids == ok | {1}  # the reviewed document and one row per distinct good text, nothing else
    assert con.execute("SELECT count(*) FROM documents WHERE trim(text) = ''").fetchone() == (0,)
    con.close()
    r = _cli("audit", "verify", "--db", str(db), timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr


@slow
@needs_model
@pytest.mark.parametrize("name", ALL)
def test_cli_detect(name: str, corpus, detect_run) -> None:
    proc, by_path, errors = detect_run
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    path = str(corpus[name])
    if name in ERRORS:
        assert errors.get(path) == [ERRORS[name]]
        assert path not in by_path
    else:
        assert path not in errors
        doc = load_document(corpus[name])
        text = doc.meta.get("decoded", doc.text)  # the file's own text, before the loader's NFC (issue 2)
        spans = by_path[path]["spans"]
        for s in spans:  # offsets are code points of the decoded text, whatever marks and emoji it holds
            assert text[s["start"] : s["end"]] == s["text"]
        assert any(s["text"] == "800101-1234567" for s in spans)  # the checksum rule still fires


@slow
@needs_model
@pytest.mark.parametrize("name", ALL)
def test_cli_deidentify(name: str, corpus, deid_run) -> None:
    proc, out, errors = deid_run
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    path = str(corpus[name])
    written = [p for p in out.rglob(f"{Path(name).stem}*") if not p.name.endswith(".report.json")]
    if name in ERRORS:
        assert errors.get(path) == [ERRORS[name]] and written == []
    else:
        assert path not in errors and len(written) == 1
        result = load_document(written[0]).text
        assert "800101-1234567" not in result
        if os.name == "posix":
            assert written[0].stat().st_mode & 0o777 == 0o600


def test_bad_policy_database_and_target_are_one_line_each(tmp_path: Path, capsys, monkeypatch) -> None:
    # found by a new user: these named only an exception class, or had no prefix and exit status 1
    from thunder_deid_desktop.cli import main
    from thunder_deid_desktop.deid.policy import PolicyError, load_policy

    broken = tmp_path / "broken.yaml"
    broken.write_text("labels: [1, 2\n", encoding="utf-8")
    with pytest.raises(PolicyError, match=r"YAML error at line 2, column 1"):
        load_policy(str(broken))
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    with pytest.raises(PolicyError, match="a folder, not a file"):
        load_policy(str(folder))

    not_db = tmp_path / "notes.txt"
    not_db.write_text("hello", encoding="utf-8")
    assert main(["models", "list", "--db", str(not_db)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["thunder-deid models: cannot open the database: file is not a database"]

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # an empty target list
    with pytest.raises(SystemExit) as done:
        main(["remote", "train", "--target", "nosuch", "--config", "x.yaml"])
    assert done.value.code == 2
    assert capsys.readouterr().err.startswith("thunder-deid remote: no target named 'nosuch'")


def test_renamed_and_broken_word_and_hwpx_files_say_what_is_wrong(tmp_path: Path) -> None:
    """A new-user trial: a text file renamed to .docx said only "fake.docx: bad zip". Each failed file gives one
    line that names the format and what is wrong, exit status 2, no traceback and no output."""
    word, hwpx = "not a valid Word (.docx) file: ", "not a valid 한글 HWPX (.hwpx) file: "
    text = "피고인 홍길동은 서울에서 운전하였다.\n"
    (tmp_path / "fake.docx").write_text(text, encoding="utf-8")
    (tmp_path / "fake.hwpx").write_text(text, encoding="utf-8")
    (tmp_path / "old.docx").write_bytes((REPO / "tests/data/hwp5_binary.hwp").read_bytes())
    (tmp_path / "cut.docx").write_bytes((REPO / "tests/data/judgment_election.docx").read_bytes()[:2000])
    with zipfile.ZipFile(tmp_path / "photos.docx", "w") as zf:
        zf.writestr("photo.jpg", b"\xff\xd8\xff")
    with zipfile.ZipFile(tmp_path / "nosection.hwpx", "w") as zf:
        zf.writestr("mimetype", b"application/hwp+zip")
    with zipfile.ZipFile(tmp_path / "broken.hwpx", "w") as zf:
        zf.writestr("Contents/section0.xml", b"<sec><p>")
    expected = {
        "fake.docx": word + "it is plain text, not a ZIP package (bad zip)",
        "fake.hwpx": hwpx + "it is plain text, not a ZIP package (bad zip)",
        "old.docx": word + "it is an old binary file (Word 97-2003 .doc or 한글 .hwp), not a ZIP package: "
        "open it and save it as .docx (bad zip)",
        "cut.docx": word
        + "its ZIP package is damaged or incomplete, as after a copy or download cut short (bad zip)",
        "photos.docx": word + "its ZIP package has no Word text part (word/document.xml) (not a docx file)",
        "nosection.hwpx": hwpx
        + "its ZIP package has no text part (Contents/section0.xml) (not an hwpx file)",
        "broken.hwpx": hwpx
        + "its part Contents/section0.xml is damaged: no element found at line 1, column 9 "
        "(bad XML)",
    }
    paths = [tmp_path / name for name in expected]
    out = tmp_path / "out"
    proc = _cli("deidentify", *map(str, paths), "-o", str(out), timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert _errors(proc.stderr, paths) == {str(tmp_path / n): [why] for n, why in expected.items()}
    assert not out.exists()  # nothing written, the folder this run made is gone again


#: policy file content -> the one line after "thunder-deid: policy: " ({f}: the file)
POLICY_ERRORS = {
    b"\x7fELF\x02\x01\x01\x00\x00\x00": "cannot read {f}: not a YAML text file (binary data: a NUL byte at "
    "line 1, column 8)",
    b"\x1b[1mname: x\n": "cannot read {f}: not a YAML text file (control character U+001B at line 1, column 1)",
    "name: 법원\n".encode("cp949"): "cannot read {f}: not UTF-8 text (it looks like CP949/EUC-KR; byte 0xB9 "
    "at line 1, column 7): save it as UTF-8",
    b"default: letter\nrules:\n  - [a\n": "cannot read {f}: YAML error at line 4, column 1: expected ',' or "
    "']', but got '<stream end>' (while parsing a flow sequence started at line 3, column 5)",
    b"": "{f}: the policy file is empty: it needs settings such as 'default: letter'",
    b"- default: letter\n": "{f}: the file must hold a mapping of settings (lines such as 'default: letter'), "
    "not a list",
}


def test_bad_policy_files_give_one_precise_line(tmp_path: Path, capsys) -> None:
    """A new-user trial: a binary file given as --policy said "cannot read policy: ReaderError". Each unreadable
    policy gives one line naming the file and the reason, exit status 2, and nothing is written."""
    from thunder_deid_desktop.cli import main

    judgment = tmp_path / "judgment.txt"
    judgment.write_text("피고인 홍길동은 서울에서 운전하였다.\n", encoding="utf-8")
    for n, (content, message) in enumerate(POLICY_ERRORS.items()):
        policy = tmp_path / f"policy{n}.bin"
        policy.write_bytes(content)
        assert main(["deidentify", str(judgment), "-o", str(tmp_path / "out"), "--policy", str(policy)]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert err == ["thunder-deid: policy: " + message.format(f=policy)]
    assert not (tmp_path / "out").exists()
    # the same through the installed command line, as the user ran it
    policy = tmp_path / "some.bin"
    policy.write_bytes(next(iter(POLICY_ERRORS)))
    proc = _cli(
        "deidentify", str(judgment), "-o", str(tmp_path / "out"), "--policy", str(policy), timeout=120
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == [
        "thunder-deid: policy: " + POLICY_ERRORS[policy.read_bytes()].format(f=policy)
    ]
