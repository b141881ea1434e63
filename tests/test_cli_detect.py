"""``thunder-deid detect`` / ``eval`` contract: JSON shape, exact offsets, folders, bad input, exit status."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.analyzer import default_model_dir
from thunder_deid_desktop.analysis.integrity import write_manifest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not (default_model_dir() / "config.json").is_file(), reason="no model folder")

JUDGMENT = (
    "피고인은 2021. 7. 13. 15:45경 광주 북구 용봉동 123-4에 있는 행복아파트 엘리베이터 안에서, 피해자 김민준(남, 39세)이 "
    '피고인에게 "마스크를 안 쓰셨네요."라고 말하였다는 이유로 화가 나, 손으로 피해자 김민준의 배 부위를 1회 때려 폭행하였다.\n'
    "피고인은 피해자로부터 피고인 명의의 농협 계좌(352-1234-5678-93)로 500만 원을 송금받았다. 연락처 010-2345-6789.\r\n"
)


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        timeout=600,
    )


def test_detect_jsonl_offsets_index_the_decoded_file(tmp_path: Path) -> None:
    f = tmp_path / "a.txt"
    f.write_bytes("\ufeff".encode() + JUDGMENT.encode("utf-8"))  # BOM removed, CRLF kept
    r = run_cli("detect", str(f), "--format", "jsonl")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 1
    doc = json.loads(lines[0])
    assert doc["path"] == str(f)
    text = f.read_bytes().decode("utf-8-sig")
    assert text.endswith("\r\n")
    assert doc["spans"], "a judgment with a name, an account and a phone number has PII"
    keys = {"start", "end", "text", "label", "tier3", "tier2", "tier1", "score", "source"}
    for s in doc["spans"]:
        assert set(s) == keys
        assert text[s["start"] : s["end"]] == s["text"]
        assert s["tier1"] in ("direct", "quasi")
        assert s["source"] in ("model", "rule", "propagation")
        assert 0.0 <= s["score"] <= 1.0
    starts = [s["start"] for s in doc["spans"]]
    assert starts == sorted(starts)
    texts = {s["text"] for s in doc["spans"]}
    assert "352-1234-5678-93" in texts and "010-2345-6789" in texts  # checksum/format rules


def test_detect_offsets_index_an_nfd_file_as_written(tmp_path: Path) -> None:
    """Decomposed Hangul (macOS, some converters): the analyzer works on NFC, the offsets go back to the file."""
    import unicodedata

    f = tmp_path / "nfd.txt"
    text = unicodedata.normalize("NFD", "😀 " + JUDGMENT)  # an astral character first, CRLF at the end
    assert text != unicodedata.normalize("NFC", text)
    f.write_text(text, encoding="utf-8", newline="")
    r = run_cli("detect", str(f))
    assert r.returncode == 0, r.stderr
    spans = json.loads(r.stdout)["spans"]
    assert {"김민준", "352-1234-5678-93"} <= {unicodedata.normalize("NFC", s["text"]) for s in spans}
    for s in spans:
        assert text[s["start"] : s["end"]] == s["text"]
    name = next(s for s in spans if unicodedata.normalize("NFC", s["text"]) == "김민준")
    assert len(name["text"]) == 9  # three syllables written as nine jamo


def test_detect_folder_recurses_and_bad_files_fail_alone(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "good.txt").write_text(JUDGMENT, encoding="utf-8")
    (tmp_path / "good2.txt").write_text(JUDGMENT[:120], encoding="cp949", errors="ignore")
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "binary.txt").write_bytes(bytes(range(256)) * 40)
    (tmp_path / "sub" / "link.txt").symlink_to(tmp_path / "gone.txt")  # a broken link is named, not skipped
    r = run_cli("detect", str(tmp_path), str(tmp_path / "missing.txt"))
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    err = r.stderr.strip().splitlines()
    assert any("link.txt" in line and "not found" in line for line in err)
    assert any("empty.txt" in line and "empty" in line for line in err)
    assert any("binary.txt" in line for line in err)
    assert any("missing.txt" in line and "not found" in line for line in err)
    paths = [json.loads(line)["path"] for line in r.stdout.strip().splitlines()]
    assert sorted(Path(p).name for p in paths) == ["good.txt", "good2.txt"]


def test_every_empty_folder_is_named_like_deidentify_does_and_the_rest_runs(tmp_path: Path) -> None:
    empty, other = tmp_path / "empty", tmp_path / "only_images"
    empty.mkdir()
    other.mkdir()
    (other / "scan.png").write_bytes(b"\x89PNG")
    good = tmp_path / "good.txt"
    good.write_text(JUDGMENT, encoding="utf-8")
    r = run_cli("detect", str(empty), str(good), str(other))
    assert r.returncode == 2
    err = r.stderr.strip().splitlines()
    assert err == [
        f"thunder-deid: {empty}: no input files (.txt .docx .hwpx .pdf .hwp) in this folder",
        f"thunder-deid: {other}: no input files (.txt .docx .hwpx .pdf .hwp) in this folder",
    ]
    assert [json.loads(line)["path"] for line in r.stdout.strip().splitlines()] == [str(good)]
    alone = run_cli("detect", str(empty))
    assert alone.returncode == 2 and alone.stdout == ""
    assert alone.stderr.strip() == err[0]


def test_a_folder_gives_only_judgment_files_and_a_named_md_file_is_still_read(tmp_path: Path) -> None:
    """A folder expands to .txt, .docx, .hwpx, .pdf and .hwp only (resources/samples/SOURCE.md was read as a
    judgment), recursively; a .md file named on the command line is still read as text."""
    folder = tmp_path / "samples"
    (folder / "sub").mkdir(parents=True)
    good = folder / "judgment.txt"
    good.write_text(JUDGMENT, encoding="utf-8")
    (folder / "SOURCE.md").write_text(JUDGMENT, encoding="utf-8")
    (folder / "sub" / "NOTES.MD").write_text(JUDGMENT, encoding="utf-8")
    (folder / "sub" / "notes.text").write_text(JUDGMENT, encoding="utf-8")
    r = run_cli("detect", str(folder))
    assert r.returncode == 0, r.stderr
    assert [json.loads(line)["path"] for line in r.stdout.strip().splitlines()] == [str(good)]
    named = run_cli("detect", str(folder / "SOURCE.md"))
    assert named.returncode == 0, named.stderr
    (doc,) = [json.loads(line) for line in named.stdout.strip().splitlines()]
    assert doc["path"] == str(folder / "SOURCE.md") and doc["spans"]
    only_notes = run_cli("detect", str(folder / "sub"))
    assert only_notes.returncode == 2 and only_notes.stdout == ""
    assert only_notes.stderr.strip() == (
        f"thunder-deid: {folder / 'sub'}: no input files (.txt .docx .hwpx .pdf .hwp) in this folder"
    )


def test_detect_table_format_and_bad_model(tmp_path: Path) -> None:
    f = tmp_path / "a.txt"
    f.write_text(JUDGMENT, encoding="utf-8")
    r = run_cli("detect", str(f), "--format", "table")
    assert r.returncode == 0 and r.stdout.startswith("# ")
    r = run_cli("detect", str(f), "--model", str(tmp_path / "nope"))
    assert r.returncode == 2 and "cannot load model" in r.stderr and "Traceback" not in r.stderr


def test_eval_reports_metrics_json_and_text(tmp_path: Path) -> None:
    name = "김민준"
    s1 = JUDGMENT.index(name)
    s2 = JUDGMENT.index(name, s1 + 1)
    acc = JUDGMENT.index("352-1234-5678-93")
    gold = {
        "text": JUDGMENT,
        "spans": [
            {"start": s1, "end": s1 + 3, "label": "내국인이름"},
            {"start": s2, "end": s2 + 3, "label": "내국인이름"},
            {"start": acc, "end": acc + 16, "label": "계좌번호"},
        ],
    }
    g = tmp_path / "gold.jsonl"
    g.write_text(json.dumps(gold, ensure_ascii=False) + "\n", encoding="utf-8")
    r = run_cli("eval", str(g), "--format", "json")
    assert r.returncode == 0, r.stderr
    m = json.loads(r.stdout)
    for k in (
        "binary_token_f1",
        "micro_token_f1",
        "char_recall",
        "char_precision",
        "entity_leak_rate",
        "label_accuracy",
        "per_tier2",
    ):
        assert k in m
    assert m["gold_mentions"] == 3
    assert 0 <= m["char_recall"] <= 1 and 0 <= m["entity_leak_rate"] <= 1
    r = run_cli("eval", str(g))
    assert r.returncode == 0 and "char_recall" in r.stdout and "tier 2" in r.stdout
    assert "warning" not in r.stderr  # every gold label is a taxonomy label
    gold["spans"][2]["label"] = "없는라벨"
    g.write_text(json.dumps(gold, ensure_ascii=False) + "\n", encoding="utf-8")
    r = run_cli("eval", str(g), "--format", "json")
    assert r.returncode == 0 and json.loads(r.stdout)["gold_mentions"] == 3
    assert "1 gold label(s) not in the taxonomy (없는라벨)" in r.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "abc", "spans": [{"start": 2, "end": 9, "label": "x"}]}\n', encoding="utf-8")
    r = run_cli("eval", str(bad))
    assert r.returncode == 2 and "bad gold file" in r.stderr and "Traceback" not in r.stderr


def test_tampered_or_broken_model_folder_is_one_clear_line(tmp_path: Path) -> None:
    import shutil

    f = tmp_path / "a.txt"
    f.write_text(JUDGMENT, encoding="utf-8")
    copy = tmp_path / "model"
    shutil.copytree(default_model_dir(), copy)
    data = bytearray((copy / "model.safetensors").read_bytes())
    data[-4:] = b"\x00\x01\x02\x03"
    (copy / "model.safetensors").write_bytes(bytes(data))
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "config.json").write_text("{}", encoding="utf-8")
    busy = tmp_path / "busy"  # another process (its id in the marker) is finalizing it: no analyzer.json yet
    shutil.copytree(default_model_dir(), busy)
    (busy / "analyzer.json").unlink()
    write_manifest(busy)
    (busy / "FINALIZING").write_text("999999999", encoding="utf-8")
    for model, reason in (
        (copy, "changed since the manifest"),
        (bare, "no manifest.json"),
        (busy, "finalizing this model folder (process 999999999)"),
    ):
        for cmd in (["detect", str(f)], ["eval", str(tmp_path / "gold.jsonl")]):
            if cmd[0] == "eval":
                (tmp_path / "gold.jsonl").write_text(
                    json.dumps(
                        {"text": "피해자 김민준", "spans": [{"start": 4, "end": 7, "label": "내국인이름"}]}
                    )
                    + "\n",
                    encoding="utf-8",
                )
            r = run_cli(*cmd, "--model", str(model))
            assert r.returncode == 2, r.stderr
            assert "cannot load model" in r.stderr and reason in r.stderr
            assert "Traceback" not in r.stderr


def test_a_reader_that_goes_away_gives_no_traceback(tmp_path: Path) -> None:
    """``thunder-deid … | head -1``: stdout closed by the reader ends the command quietly (exit 141)."""
    cmd = [
        sys.executable,
        "-m",
        "thunder_deid_desktop.cli",
        "lists",
        "stats",
        "--db",
        str(tmp_path / "db.sqlite3"),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader is gone before anything is written
    err = proc.stderr.read().decode("utf-8")
    assert proc.wait(timeout=120) == 141
    assert "Traceback" not in err and "BrokenPipeError" not in err


def test_version_is_printed(capsys) -> None:
    from importlib.metadata import version

    from thunder_deid_desktop.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"thunder-deid {version('thunder-deid-desktop')}"


def test_table_format_keeps_one_line_per_span() -> None:
    from thunder_deid_desktop.commands.detect import _table

    span = {"start": 0, "end": 3, "tier1": "quasi", "tier2": "사업체", "label": "주식회사", "score": 0.5}
    out = _table("a.txt", [{**span, "source": "model", "text": "대한\r\n피고"}])
    assert out.splitlines()[1].endswith("대한\\r\\n피고") and len(out.splitlines()) == 2


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('{"text": "김철수", "spans": [{"start": 0, "end": 3}]}', "line 2: span 1: 'label' missing"),
        (
            '{"text": "김철수", "spans": [{"start": "0", "end": "3", "label": "내국인이름"}]}',
            "must be integers",
        ),
        ('{"text": "김철수", "spans": [{"start": 0, "end": 3, "label": null}]}', "'label' missing or not"),
        ("[1, 2]", "line 2: not a JSON object"),
        ('{"text": "김철수", "spans": "x"}', "'spans' missing or not a list"),
        ('{"text": 123, "spans": []}', "'text' missing or not a string"),
        ('{"text": "김철수"}', "'spans' missing"),
        ("{not json", "line 2: not JSON"),
        ('{"text": "김철수\t', "line 2: not JSON (Invalid control character, column 14)"),
        ('{"text": "  ", "spans": []}', "line 2: 'text' is empty"),
        (
            '{"text": "김민수\\ud800는", "spans": []}',
            "line 2: 'text' is not valid Unicode",
        ),  # a lone surrogate
        (
            '{"text": "김철수 씨", "spans": [{"start": 0, "end": 3, "label": "내국인이름"}, '
            '{"start": 1, "end": 5, "label": "내국인이름"}]}',
            "line 2: spans 0..3 and 1..5 overlap",
        ),
        (
            '{"text": "김철수 씨", "spans": [{"start": 3, "end": 0, "label": "내국인이름"}]}',
            "line 2: span 3..0 is empty or reversed",
        ),  # a second new-user trial: this had read "outside the text"
        (
            '{"text": "김철수 씨", "spans": [{"start": 1, "end": 4, "label": "내국인이름", "text": "김철수"}]}',
            "line 2: span 1..4: its 'text' differs",
        ),  # offsets that drifted were accepted silently (a new-user trial, 2026-12-03)
    ],
)
def test_a_malformed_gold_line_is_named_with_its_number(tmp_path: Path, line: str, reason: str) -> None:
    from thunder_deid_desktop.commands.eval import _read_gold

    g = tmp_path / "gold.jsonl"
    g.write_text('{"text": "abc", "spans": []}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2") as err:
        _read_gold(g)
    assert reason in str(err.value)


def test_a_gold_line_that_is_not_utf8_is_named(tmp_path: Path) -> None:
    from thunder_deid_desktop.commands.eval import _read_gold

    g = tmp_path / "gold.jsonl"
    g.write_bytes('{"text": "abc", "spans": []}\n{"text": "김철수", "spans": []}\n'.encode("cp949"))
    with pytest.raises(ValueError, match=r"^line 2: not UTF-8 \(byte 0xb1 at byte 11\)$"):
        _read_gold(g)


def test_eval_refuses_bad_gold_and_thresholds_in_one_line_before_loading_a_model(tmp_path: Path) -> None:
    g = tmp_path / "gold.jsonl"
    g.write_text('{"text": "김철수", "spans": [{"start": 0, "end": 3}]}\n', encoding="utf-8")
    r = run_cli("eval", str(g), "--model", str(tmp_path / "no-model"))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert (
        r.stderr.strip()
        == f"thunder-deid: {g}: bad gold file: line 1: span 1: 'label' missing or not a string"
    )
    for value in ("5", "0", "-0.1", "x"):
        r = run_cli("eval", str(g), "--threshold", value)
        assert r.returncode == 2 and "--threshold" in r.stderr and "Traceback" not in r.stderr
