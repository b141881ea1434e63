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
    assert (
        f"{src}: 1 warning(s) to review: 1 detector finding(s) (run with --report to list them)" in err
        and "코란도" not in err
    )
    assert cli.main(["deidentify", str(src), "-o", str(tmp_path / "b"), "--report"]) == 0
    err = capsys.readouterr().err
    listed = tmp_path / "b" / "judgment_dui.txt.report.json"
    assert (
        f"1 warning(s) to review: 1 detector finding(s) (listed in {listed})" in err and "코란도" not in err
    )
    report = json.loads((tmp_path / "b" / "judgment_dui.txt.report.json").read_text(encoding="utf-8"))
    (w,) = report["warnings"]
    output = (tmp_path / "b" / "judgment_dui.txt").read_text(encoding="utf-8")
    assert w["code"] == "detected" and output[w["start"] : w["end"]] == "코란도C"
    # where a clerk finds it in a word processor: the line, the text and its context on the line
    line = output.split("\n")[w["line"] - 1]
    assert w["text"] == "코란도C" and w["context"] in line and "코란도C" in w["context"]
    assert len(w["context"]) <= len("코란도C") + 2 * deidentify.CONTEXT_CHARS


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
        # the last line says what was done, also where a file had no warning
        f"thunder-deid: 1 file(s) written to {tmp_path / 'out'}, 0 with warnings, 4 failed",
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


def test_a_folder_gives_only_judgment_files_not_its_notes(tmp_path, detector, capsys):
    """A folder argument expands to .txt, .docx, .hwpx, .pdf and .hwp only: resources/samples holds a SOURCE.md
    that was read as a judgment; a text file named on the command line is still read, whatever its suffix."""
    src = tmp_path / "samples"
    _copy(DATA / "judgment_dui.txt", src / "judgment.txt")
    _copy(DATA / "judgment_election.docx", src / "sub" / "judgment.docx")
    notes = _copy(DATA / "judgment_election.txt", src / "SOURCE.md")
    (src / "sub" / "README.MD").write_text("# 출처\n피고인 정대호의 판결문\n", encoding="utf-8")
    (src / "notes.text").write_text("피고인 김민수에 대한 메모\n", encoding="utf-8")
    out = tmp_path / "out"
    rc = cli.main(["deidentify", str(src), "-o", str(out)])
    assert rc == 0, capsys.readouterr().err
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()) == [
        "judgment.txt",
        "sub/judgment.docx",
    ]
    # named explicitly, a .md file is still read as text
    rc = cli.main(["deidentify", str(notes), "-o", str(tmp_path / "named")])
    assert rc == 0, capsys.readouterr().err
    written = (tmp_path / "named" / "SOURCE.md").read_text(encoding="utf-8")
    assert "김민수" not in written and "김민수" in notes.read_text(encoding="utf-8")
    # a folder of notes only is a folder with nothing to do
    only_notes = tmp_path / "notes"
    _copy(DATA / "judgment_dui.txt", only_notes / "README.md")
    rc = cli.main(["deidentify", str(only_notes), "-o", str(tmp_path / "out2")])
    assert rc == 2
    err = capsys.readouterr().err
    assert f"thunder-deid: {only_notes}: no input files (.txt .docx .hwpx .pdf .hwp) in this folder" in err
    assert not (tmp_path / "out2" / "README.md").exists()


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


def _judgment(path: Path, text: str = "피고인 김민수는 정대호를 만났다.\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_outputs_are_never_written_through_a_symbolic_link(tmp_path, detector, capsys) -> None:
    """A new-user trial (2026-12-03, /tmp/trial14/symdir): with OUTDIR/y.txt a link to a file elsewhere and
    OUTDIR/sub a link to a folder elsewhere, deidentify overwrote the link's target (and made it 0600) and wrote
    into the other folder. Each such file is refused with one line, the others are written, exit 2."""
    src = tmp_path / "in"
    _judgment(src / "y.txt")
    _judgment(src / "sub" / "x.txt")
    _judgment(src / "ok.txt")
    _judgment(src / "gone.txt")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file\n", encoding="utf-8")
    victim.chmod(0o644)
    out = tmp_path / "out"
    out.mkdir()
    (out / "y.txt").symlink_to(victim)
    (out / "sub").symlink_to(elsewhere, target_is_directory=True)
    (out / "gone.txt").symlink_to(tmp_path / "nowhere" / "new.txt")  # a broken link: nothing is created there
    rc = cli.main(["deidentify", str(src), "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert f"thunder-deid: {src / 'y.txt'}: cannot write {out / 'y.txt'}: it is a symbolic link\n" in err
    assert f"cannot write {out / 'sub' / 'x.txt'}: {out / 'sub'} is a symbolic link\n" in err
    assert f"cannot write {out / 'gone.txt'}: it is a symbolic link\n" in err
    assert len(err.splitlines()) == 4 and "Traceback" not in err
    assert err.endswith(f"thunder-deid: 1 file(s) written to {out}, 0 with warnings, 3 failed\n"), err
    assert victim.read_text(encoding="utf-8") == "someone else's file\n"
    assert victim.stat().st_mode & 0o777 == 0o644
    assert list(elsewhere.iterdir()) == [] and not (tmp_path / "nowhere").exists()
    assert (out / "y.txt").is_symlink() and (out / "sub").is_symlink()
    assert "김민수" not in (out / "ok.txt").read_text(encoding="utf-8")  # the other files still go on
    # no temporary file is left
    assert sorted(p.name for p in out.iterdir()) == ["gone.txt", "ok.txt", "sub", "y.txt"]


def test_a_report_is_never_written_through_a_symbolic_link(tmp_path, detector, capsys) -> None:
    src = _judgment(tmp_path / "r.txt")
    victim = tmp_path / "victim.json"
    victim.write_text("{}", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "r.txt.report.json").symlink_to(victim)
    assert cli.main(["deidentify", str(src), "-o", str(out), "--report"]) == 2
    err = capsys.readouterr().err
    assert err == f"thunder-deid: {src}: cannot write {out / 'r.txt.report.json'}: it is a symbolic link\n"
    assert victim.read_text(encoding="utf-8") == "{}"
    assert sorted(p.name for p in out.iterdir()) == ["r.txt.report.json"]  # no output without its report


def test_an_output_folder_given_as_a_link_is_followed(tmp_path, detector, capsys) -> None:
    """The user's own choice of OUTDIR may be a link (resolved once); only links below it are refused."""
    src = _judgment(tmp_path / "in" / "sub" / "a.txt").parents[1]
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real, target_is_directory=True)
    assert cli.main(["deidentify", str(src), "-o", str(link), "--report"]) == 0, capsys.readouterr().err
    assert (real / "sub" / "a.txt").is_file() and (real / "sub" / "a.txt.report.json").is_file()
    assert (real / "sub").stat().st_mode & 0o777 == 0o700


def test_a_link_that_appears_while_the_output_is_written_is_not_followed(
    tmp_path, detector, monkeypatch, capsys
) -> None:
    """The check is made again just before the temporary file is renamed over the output's name."""
    src = _judgment(tmp_path / "y.txt")
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file\n", encoding="utf-8")
    out = tmp_path / "out"
    real_write = deidentify.write_document

    def write_then_link(doc, rendering, path, fmt):
        real_write(doc, rendering, path, fmt)
        (out / "y.txt").symlink_to(victim)

    monkeypatch.setattr(deidentify, "write_document", write_then_link)
    assert cli.main(["deidentify", str(src), "-o", str(out)]) == 2
    assert f"cannot write {out / 'y.txt'}: it is a symbolic link" in capsys.readouterr().err
    assert victim.read_text(encoding="utf-8") == "someone else's file\n"
    assert [p.name for p in out.iterdir()] == ["y.txt"] and (out / "y.txt").is_symlink()


def test_a_folder_under_an_output_name_is_left_untouched(tmp_path, detector, capsys) -> None:
    """A new-user trial (2026-12-03): OUTDIR/collide.txt/ being a folder, it was made drw------- (it could no
    longer be entered), and a report's folder gave "base.txt: error: Is a directory" without naming the report."""
    collide = _judgment(tmp_path / "collide.txt")
    base = _judgment(tmp_path / "base.txt")
    ok = _judgment(tmp_path / "ok.txt")
    out = tmp_path / "out"
    for folder in (out / "collide.txt", out / "base.txt.report.json"):
        folder.mkdir(parents=True)
        (folder / "kept").write_text("x", encoding="utf-8")
        folder.chmod(0o755)
    rc = cli.main(["deidentify", str(collide), str(base), str(ok), "-o", str(out), "--report"])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert f"thunder-deid: {collide}: cannot write {out / 'collide.txt'}: it is a directory\n" in err
    assert f"thunder-deid: {base}: cannot write {out / 'base.txt.report.json'}: it is a directory\n" in err
    assert len(err.splitlines()) == 3
    assert err.endswith(f"thunder-deid: 1 file(s) written to {out}, 0 with warnings, 2 failed\n"), err
    for folder in (out / "collide.txt", out / "base.txt.report.json"):
        assert folder.stat().st_mode & 0o777 == 0o755 and (folder / "kept").read_text(encoding="utf-8") == "x"
    assert not (out / "base.txt").exists()  # no output without its report
    assert (out / "ok.txt").is_file() and (out / "ok.txt.report.json").is_file()


def test_a_cp949_text_written_as_utf8_is_said(tmp_path, detector, capsys) -> None:
    """A new-user trial (2026-12-03, /tmp/trial14/enc): a CP949 .txt whose mask is an emoji, which CP949 cannot
    hold, was written as UTF-8 with BOM in silence. The fallback is said on stderr and in the report."""
    policy = tmp_path / "emoji.yaml"
    policy.write_text(
        'name: emo\ndefault: {action: mask, text: "🔒"}\nrules:\n  내국인이름: {action: mask, text: "🔒"}\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    src = DATA / "enc_cp949.txt"
    rc = cli.main(["deidentify", str(src), "-o", str(out), "--policy", str(policy), "--report"])
    err = capsys.readouterr().err
    assert rc == 0, err
    written = out / "enc_cp949.txt"
    assert f"thunder-deid: {written}: written as UTF-8: the text cannot be encoded in cp949\n" in err
    assert written.read_bytes().startswith(b"\xef\xbb\xbf")
    assert "🔒" in written.read_text(encoding="utf-8-sig")
    report = json.loads((out / "enc_cp949.txt.report.json").read_text(encoding="utf-8"))
    assert report["encoding"] == "cp949"
    (warning,) = [w for w in report["warnings"] if w["code"] == "encoding"]
    assert warning["message"] == "written as UTF-8: the text cannot be encoded in cp949"
    # the court policy's placeholders fit in CP949: no such line
    assert cli.main(["deidentify", str(src), "-o", str(tmp_path / "court")]) == 0
    assert "written as UTF-8" not in capsys.readouterr().err
    assert load_document(tmp_path / "court" / "enc_cp949.txt").encoding == "cp949"


def test_warning_summary_counts_each_kind_likely_leaks_first():
    from collections import Counter

    from thunder_deid_desktop.commands.deidentify import warning_summary

    counts = Counter({"residual-word": 5, "residual": 2, "detected": 1, "mystery": 1})
    assert warning_summary(counts) == (
        "9 warning(s) to review: 2 original string(s) left, 1 detector finding(s), "
        "5 ordinary word(s) replaced elsewhere, 1 other"
    )


def test_a_warning_is_located_by_line_text_context_and_its_entitys_placeholder() -> None:
    text = "첫 줄이다.\n피고인 A는 우리 B에게 말하였다.\n셋째 줄"
    start = text.index("우리")
    w = deidentify.located(
        {"code": "residual-word", "message": "…", "start": start, "end": start + 2, "entity_id": "E2"},
        text,
        {"E1": "A", "E2": "B"},
    )
    assert (w["line"], w["text"], w["placeholder"]) == (2, "우리", "B")
    assert w["context"] == "피고인 A는 우리 B에게 말하였다."  # the line's end bounds it
    encoding = deidentify.located({"code": "encoding", "message": "…", "start": None, "end": None}, text)
    assert "line" not in encoding and "context" not in encoding
