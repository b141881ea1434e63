"""``thunder-deid deidentify``: outputs per format, reports, bad inputs, policies; detector injected.

The real Analyzer is used only by the test marked ``model`` (skipped without the bundled model).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop import cli
from thunder_deid_desktop.commands import deidentify
from thunder_deid_desktop.documents import load_document
from thunder_deid_desktop.spans import make_span

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
GOLD = {
    **{
        n: "내국인이름"
        for n in ["정대호", "김민수", "박서연", "이준호", "최지우", "정하늘", "강도윤", "윤서준", "한지민"]
    },
    **{n: "내국인이름" for n in ["김정훈", "황진구", "박연욱", "김영현"]},
    "800101-1234567": "주민등록번호",
    "12가3456": "차량번호",
    "34나5678": "차량번호",
    "비전동 123-4": "시아래주소",
    "행복한우리병원": "병원",
}
SECRETS = ["정대호", "김민수", "박서연", "김정훈", "800101-1234567", "12가3456", "비전동 123-4", "행복한우리"]


def fake_detector(text: str):
    spans = []
    for s, label in GOLD.items():
        for m in re.finditer(re.escape(s), text):
            spans.append(make_span(text, m.start(), m.end(), label, source="rule"))
    return sorted(spans, key=lambda s: s.start)


@pytest.fixture
def detector(monkeypatch):
    calls = []

    def factory(model_dir, device):
        calls.append((model_dir, device))
        return fake_detector

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", factory)
    return calls


def test_all_formats_written_with_report(tmp_path, detector, capsys):
    names = ["judgment_dui.txt", "judgment_election.docx", "judgment_election.hwpx", "enc_cp949.txt"]
    out = tmp_path / "out"
    rc = cli.main(["deidentify", *(str(DATA / n) for n in names), "-o", str(out), "--report"])
    assert rc == 0, capsys.readouterr().err
    assert detector == [(None, "cpu")]
    assert sorted(p.name for p in out.iterdir()) == sorted(names + [f"{n}.report.json" for n in names])
    for name in ("judgment_dui.txt", "judgment_election.docx", "judgment_election.hwpx", "enc_cp949.txt"):
        text = load_document(out / name).text
        for s in SECRETS:
            assert s not in text, (name, s)
        assert "황진구" in text or "박연욱" in text  # judges shown as written
    assert load_document(out / "enc_cp949.txt").encoding == "cp949"
    report = json.loads((out / "judgment_dui.txt.report.json").read_text(encoding="utf-8"))
    assert report["policy"] == "court"
    assert {e["placeholder"] for e in report["entities"]} >= {"A", "(주민등록번호 생략)", "(차량번호 1 생략)"}
    assert report["spans"] and report["replacements"]
    assert report["warnings"] == []
    err = capsys.readouterr().err
    assert "김정훈" not in err and "Traceback" not in err


def test_warnings_are_counted_on_stderr_and_listed_only_in_the_report(tmp_path, monkeypatch, capsys):
    """What the detector still finds in the output is a warning; stderr gives the count and where they are listed,
    never the strings themselves (they quote the document)."""

    def factory(model_dir, device):
        def detect(text):
            spans = fake_detector(text)
            if "(주민등록번호 생략)" in text:  # the output: the detector still finds "코란도C" there
                i = text.index("코란도C")
                spans.append(make_span(text, i, i + 4, "차량종류", source="model"))
            return sorted(spans, key=lambda s: s.start)

        return detect

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", factory)
    src = DATA / "judgment_dui.txt"
    assert cli.main(["deidentify", str(src), "-o", str(tmp_path / "a")]) == 0
    err = capsys.readouterr().err
    assert f"{src}: 1 warning(s) to review (run with --report to list them)" in err and "코란도" not in err
    assert cli.main(["deidentify", str(src), "-o", str(tmp_path / "b"), "--report"]) == 0
    err = capsys.readouterr().err
    listed = tmp_path / "b" / "judgment_dui.txt.report.json"
    assert f"1 warning(s) to review (listed in {listed})" in err and "코란도" not in err
    report = json.loads((tmp_path / "b" / "judgment_dui.txt.report.json").read_text(encoding="utf-8"))
    (w,) = report["warnings"]
    output = (tmp_path / "b" / "judgment_dui.txt").read_text(encoding="utf-8")
    assert w["code"] == "detected" and output[w["start"] : w["end"]] == "코란도C"


def test_pdf_same_format_gives_txt_with_note(tmp_path, detector, capsys):
    rc = cli.main(["deidentify", str(DATA / "judgment_dui.pdf"), "-o", str(tmp_path), "--report"])
    assert rc == 0
    assert (
        "judgment_dui.pdf: PDF is not written back; the de-identified text is in" in capsys.readouterr().err
    )
    assert "김정훈" not in (tmp_path / "judgment_dui.txt").read_text(encoding="utf-8")
    assert "note" in json.loads((tmp_path / "judgment_dui.txt.report.json").read_text(encoding="utf-8"))


def test_format_txt_and_other_policies(tmp_path, detector):
    rc = cli.main(
        [
            "deidentify",
            str(DATA / "judgment_election.docx"),
            "-o",
            str(tmp_path / "a"),
            "--format",
            "txt",
            "--policy",
            "lawgokr",
        ]
    )
    assert rc == 0
    text = (tmp_path / "a" / "judgment_election.txt").read_text(encoding="utf-8")
    assert "공소외 1" in text and "김민수" not in text
    policy = tmp_path / "mine.yaml"
    policy.write_text("name: mine\ndefault: {action: mask, text: '■■'}\n", encoding="utf-8")
    rc = cli.main(
        ["deidentify", str(DATA / "judgment_dui.txt"), "-o", str(tmp_path / "b"), "--policy", str(policy)]
    )
    assert rc == 0
    assert "■■" in (tmp_path / "b" / "judgment_dui.txt").read_text(encoding="utf-8")


def test_bad_inputs_one_line_each_others_go_on(tmp_path, detector, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    inputs = [
        tmp_path / "missing.txt",
        DATA / "hwp5_binary.hwp",
        DATA / "scan.pdf",
        empty,
        DATA / "judgment_dui.txt",
    ]
    rc = cli.main(["deidentify", *map(str, inputs), "-o", str(tmp_path / "out")])
    assert rc == 2
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.startswith("thunder-deid: ")]
    assert lines == [
        f"thunder-deid: {tmp_path / 'missing.txt'}: not found",
        f"thunder-deid: {DATA / 'hwp5_binary.hwp'}: HWP 5 binary: save as HWPX",
        f"thunder-deid: {DATA / 'scan.pdf'}: no text layer: OCR needed",
        f"thunder-deid: {empty}: empty file",
    ]
    assert "Traceback" not in err
    assert (tmp_path / "out" / "judgment_dui.txt").exists()


def test_detector_failure_on_one_file_is_reported(tmp_path, monkeypatch, capsys):
    def factory(model_dir, device):
        def detect(text):
            if "정대호" in text:
                raise RuntimeError("boom")
            return fake_detector(text)

        return detect

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", factory)
    rc = cli.main(
        [
            "deidentify",
            str(DATA / "judgment_election.txt"),
            str(DATA / "judgment_dui.txt"),
            "-o",
            str(tmp_path),
        ]
    )
    assert rc == 2
    err = capsys.readouterr().err
    assert f"thunder-deid: {DATA / 'judgment_election.txt'}: error: RuntimeError" in err
    assert (tmp_path / "judgment_dui.txt").exists() and not (tmp_path / "judgment_election.txt").exists()


def test_output_that_is_a_file_is_refused(tmp_path, detector, capsys):
    src = tmp_path / "in.txt"
    src.write_text("피고인 김정훈은 2020. 1. 1. 음주운전을 하였다.", encoding="utf-8")
    mode = src.stat().st_mode
    assert cli.main(["deidentify", str(src), "-o", str(src)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"thunder-deid: {src}: the output (-o) must be a folder, this is a file"
    assert src.read_text(encoding="utf-8").startswith("피고인 김정훈") and src.stat().st_mode == mode


def test_unknown_policy_and_same_output_name(tmp_path, detector, capsys):
    assert (
        cli.main(["deidentify", str(DATA / "judgment_dui.txt"), "-o", str(tmp_path), "--policy", "nope"]) == 2
    )
    assert capsys.readouterr().err.startswith("thunder-deid: policy: no policy named")
    twin = tmp_path / "twin"
    twin.mkdir()
    (twin / "judgment_dui.txt").write_text("피고인 김정훈", encoding="utf-8")
    rc = cli.main(
        [
            "deidentify",
            str(DATA / "judgment_dui.txt"),
            str(twin / "judgment_dui.txt"),
            "-o",
            str(tmp_path / "o"),
        ]
    )
    assert rc == 2
    assert "already used by another input" in capsys.readouterr().err


def test_subprocess_without_model_gives_one_line_and_exit_2(tmp_path):
    env_cmd = [
        sys.executable,
        "-c",
        "import sys; from thunder_deid_desktop.cli import main; sys.exit(main())",
        "deidentify",
        str(DATA / "judgment_dui.txt"),
        "-o",
        str(tmp_path),
        "--model-dir",
        str(tmp_path / "no-model"),
    ]
    proc = subprocess.run(env_cmd, capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.strip().startswith("thunder-deid: cannot load model: ")


MODEL = ROOT / "resources" / "models" / "default" / "config.json"


@pytest.mark.model
@pytest.mark.skipif(not MODEL.is_file(), reason="bundled model absent")
def test_real_analyzer_end_to_end(tmp_path):
    rc = cli.main(["deidentify", str(DATA / "judgment_dui.txt"), "-o", str(tmp_path), "--report"])
    assert rc == 0
    text = (tmp_path / "judgment_dui.txt").read_text(encoding="utf-8")
    assert "김정훈" not in text and "800101-1234567" not in text
    report = json.loads((tmp_path / "judgment_dui.txt.report.json").read_text(encoding="utf-8"))
    assert report["entities"]


def _copy(src: Path, dst: Path) -> Path:
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_bytes(src.read_bytes())
    return dst


def test_folder_arguments_mirror_the_input_tree(tmp_path, detector, capsys):
    src = tmp_path / "in"
    _copy(DATA / "judgment_dui.txt", src / "a" / "judgment.txt")
    _copy(DATA / "judgment_election.txt", src / "b" / "judgment.txt")
    _copy(DATA / "judgment_election.docx", src / "b" / "c" / "judgment.docx")
    single = _copy(DATA / "enc_cp949.txt", tmp_path / "elsewhere" / "judgment.txt")
    out = tmp_path / "out"
    rc = cli.main(["deidentify", str(src), str(single), "-o", str(out), "--report"])
    assert rc == 0, capsys.readouterr().err
    written = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert written == sorted(
        [
            "a/judgment.txt",
            "a/judgment.txt.report.json",
            "b/judgment.txt",
            "b/judgment.txt.report.json",
            "b/c/judgment.docx",
            "b/c/judgment.docx.report.json",
            "judgment.txt",
            "judgment.txt.report.json",
        ]
    )
    # each output comes from its own input (same names, different folders, no collision)
    assert "정대호" not in (out / "a" / "judgment.txt").read_text(encoding="utf-8")
    for rel in ("a/judgment.txt", "b/judgment.txt", "judgment.txt"):
        report = json.loads((out / f"{rel}.report.json").read_text(encoding="utf-8"))
        assert Path(report["output"]) == out / rel
    assert json.loads((out / "judgment.txt.report.json").read_text(encoding="utf-8"))["input"] == str(single)
    # a second run over a folder that holds OUTDIR does not pick up the outputs
    rc = cli.main(["deidentify", str(tmp_path), "-o", str(out)])
    assert rc == 0
    assert (out / "in" / "b" / "c" / "judgment.docx").is_file() and (
        out / "elsewhere" / "judgment.txt"
    ).is_file()
    assert not (out / "out").exists() and not (out / "a" / "judgment.txt.txt").exists()


def test_an_input_file_is_never_overwritten(tmp_path, detector, capsys):
    folder = tmp_path / "d"
    docx = _copy(DATA / "judgment_election.docx", folder / "judgment.docx")
    txt = _copy(DATA / "judgment_dui.txt", folder / "judgment.txt")
    before = (docx.read_bytes(), txt.read_bytes())
    rc = cli.main(["deidentify", str(docx), str(txt), "-o", str(folder), "--format", "txt"])
    assert rc == 2
    err = capsys.readouterr().err
    assert f"thunder-deid: {txt}: refusing to overwrite an input file" in err
    assert (docx.read_bytes(), txt.read_bytes()) == before
    # the docx, whose text output would have been judgment.txt too, is named after its whole file name
    assert (folder / "judgment.docx.txt").is_file() and f"{docx}: refusing" not in err
    rc = cli.main(["deidentify", str(docx), "-o", str(folder)])  # --format same: judgment.docx itself
    assert rc == 2 and f"thunder-deid: {docx}: refusing to overwrite an input file" in capsys.readouterr().err
    assert docx.read_bytes() == before[0]


def test_a_folder_with_nothing_to_do_is_reported_not_skipped_in_silence(tmp_path, detector, capsys):
    """A folder given as its own output folder, or an empty folder, is one line on stderr and exit 2; the other
    arguments of the run still go on."""
    folder = tmp_path / "d"
    txt = _copy(DATA / "judgment_dui.txt", folder / "judgment.txt")
    before = txt.read_bytes()
    rc = cli.main(["deidentify", str(folder), "-o", str(folder)])
    assert rc == 2
    err = capsys.readouterr().err
    assert f"thunder-deid: {folder}: every file is inside the output folder {folder}" in err
    assert txt.read_bytes() == before and sorted(folder.iterdir()) == [txt]
    empty = tmp_path / "empty"
    empty.mkdir()
    out = tmp_path / "out"
    rc = cli.main(["deidentify", str(empty), str(txt), "-o", str(out)])
    assert rc == 2
    assert f"thunder-deid: {empty}: no input files (.txt" in capsys.readouterr().err
    assert (out / "judgment.txt").is_file()  # the file argument was still de-identified


FAKE_RUN = """
import re, sys
from thunder_deid_desktop import cli
from thunder_deid_desktop.commands import deidentify
from thunder_deid_desktop.spans import make_span

def detect(text):
    return [make_span(text, m.start(), m.end(), "내국인이름", source="rule") for m in re.finditer("김정훈", text)]

deidentify.DETECTOR_FACTORY = lambda model_dir, device: detect
sys.exit(cli.main(sys.argv[1:]))
"""


def test_error_lines_stay_whole_next_to_the_progress_bar(tmp_path):
    """stderr is a terminal (a pty), so tqdm draws its bar; every failure line must still be a line of its own."""
    import fcntl
    import os
    import pty
    import struct
    import termios

    script = tmp_path / "run.py"
    script.write_text(FAKE_RUN, encoding="utf-8")
    inputs = []
    for i in range(6):
        inputs.append(_copy(DATA / "judgment_dui.txt", tmp_path / "in" / f"good{i}.txt"))
        inputs.append(tmp_path / "in" / f"missing{i}.txt")
    master, slave = pty.openpty()
    fcntl.ioctl(
        slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0)
    )  # tqdm draws nothing at width 0
    proc = subprocess.Popen(
        [sys.executable, str(script), "deidentify", *map(str, inputs), "-o", str(tmp_path / "out")],
        stdout=subprocess.DEVNULL,
        stderr=slave,
        cwd=ROOT,
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:  # EIO: the child closed the pty
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.wait(timeout=300) == 2
    err = b"".join(chunks).decode("utf-8")
    assert "deidentify:" in err and "|" in err  # the bar was drawn
    pieces = [p.strip() for p in re.split(r"[\r\n]", err)]
    for i in range(6):
        assert f"thunder-deid: {tmp_path / 'in' / f'missing{i}.txt'}: not found" in pieces
    assert "Traceback" not in err
    assert len(list((tmp_path / "out").iterdir())) == 6


def test_an_output_folder_left_empty_is_removed_only_if_this_run_created_it(tmp_path, detector, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    for inputs in ([tmp_path / "missing.txt"], [empty]):  # nothing to do; every input fails
        rc = cli.main(["deidentify", *map(str, inputs), "-o", str(tmp_path / "out")])
        assert rc == 2 and not (tmp_path / "out").exists()
    mine = tmp_path / "mine"
    mine.mkdir()
    assert cli.main(["deidentify", str(empty), "-o", str(mine)]) == 2
    assert mine.is_dir()  # the user's own folder stays
    assert (
        cli.main(["deidentify", str(empty), str(DATA / "judgment_dui.txt"), "-o", str(tmp_path / "out")]) == 2
    )
    assert (tmp_path / "out" / "judgment_dui.txt").exists()
    capsys.readouterr()


def test_a_pdf_beside_a_txt_of_the_same_name_gets_its_own_output(tmp_path, detector):
    # a new-user trial (2026-12-02): both wanted "판결.txt" and the second failed with "already used"
    src = tmp_path / "in"
    src.mkdir()
    (src / "judgment.pdf").write_bytes((DATA / "judgment_dui.pdf").read_bytes())
    (src / "judgment.txt").write_bytes((DATA / "judgment_dui.txt").read_bytes())
    (src / "other.docx").write_bytes((DATA / "judgment_election.docx").read_bytes())
    out = tmp_path / "out"
    assert cli.main(["deidentify", str(src), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["judgment.pdf.txt", "judgment.txt", "other.docx"]
    out2 = tmp_path / "out2"
    (src / "other.txt").write_bytes((DATA / "judgment_dui.txt").read_bytes())
    assert cli.main(["deidentify", str(src), "-o", str(out2), "--format", "txt"]) == 0
    names = sorted(p.name for p in out2.iterdir())
    assert names == ["judgment.pdf.txt", "judgment.txt", "other.docx.txt", "other.txt"]


def test_batch_replaces_every_word_occurrence_of_a_detected_name(tmp_path, monkeypatch) -> None:
    # a new-user trial (2026-12-02): the detector marked the name once; the other occurrences stayed
    once = "임차돌"

    def detect_once(text: str):  # the first occurrence only (also run on the output, where there is none)
        i = text.find(once)
        return [make_span(text, i, i + len(once), "내국인이름", 0.7)] if i >= 0 else []

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", lambda model_dir, device: detect_once)
    src = tmp_path / "in.txt"
    src.write_text(
        "피해자 임차돌은 폭행당하였다. 임차돌이 신고하였고, 경찰은 임차돌을 조사하였다.\n", encoding="utf-8"
    )
    assert cli.main(["deidentify", str(src), "-o", str(tmp_path / "out"), "--report"]) == 0
    assert (tmp_path / "out" / "in.txt").read_text(encoding="utf-8") == (
        "피해자 A는 폭행당하였다. A가 신고하였고, 경찰은 A를 조사하였다.\n"
    )
    report = json.loads((tmp_path / "out" / "in.txt.report.json").read_text(encoding="utf-8"))
    assert [s["source"] for s in report["spans"]] == ["model", "propagation", "propagation"]
    assert report["warnings"] == []


def test_an_output_that_cannot_be_written_is_named_with_the_reason_and_left_out(
    tmp_path, detector, monkeypatch, capsys
) -> None:
    # a new-user trial (2026-12-02): a read-only or full output folder gave "error: OSError", and a full disk
    # left an empty report beside the output
    import errno

    src = tmp_path / "in.txt"
    src.write_text("피고인 김민수는 정대호를 만났다.\n", encoding="utf-8")
    out = tmp_path / "out"
    real_write_text = Path.write_text

    def full_disk(self, *args, **kwargs):
        if self.name.endswith(".report.json"):
            real_write_text(self, "")  # what a full disk leaves: an empty file
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", full_disk)
    assert cli.main(["deidentify", str(src), "-o", str(out), "--report"]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {out / 'in.txt.report.json'}: No space left on device" in err
    assert "Traceback" not in err and not out.exists()  # the folder this run made, left empty, is removed

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system", str(out / "in.txt"))

    monkeypatch.setattr(deidentify, "write_document", read_only)
    assert cli.main(["deidentify", str(src), "-o", str(out)]) == 2
    assert f"cannot write {out / 'in.txt'}: Read-only file system" in capsys.readouterr().err
