"""tools/draw_corpus.py: seeded held-out sets of lower-court (or Supreme Court) judgments, disjoint from the samples
and each other."""

from __future__ import annotations

import csv
import gzip
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import draw_corpus  # noqa: E402


def _corpus(tmp_path: Path) -> tuple[Path, Path]:
    records = [
        {
            "court": "대법원",
            "case_no": "2020다1",
            "case_type": "민사",
            "date": "2020-01-01",
            "text": "상고를 기각한다.",
        },
        *(
            {
                "court": "서울중앙지방법원",
                "case_no": f"2021고단{i}",
                "case_type": "형사" if i % 2 else "민사",
                "date": f"2021-01-{i + 1:02d}",
                "text": f"판결 {i}",
            }
            for i in range(10)
        ),
    ]
    corpus = tmp_path / "corpus.jsonl.gz"
    with gzip.open(corpus, "wt", encoding="utf-8") as f:
        f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    manifest = tmp_path / "manifest.csv"
    manifest.write_text("file,court,case_no\nx.txt,서울중앙지방법원,2021고단0\n", encoding="utf-8")
    return corpus, manifest


def _keys(folder: Path) -> set[tuple[str, str]]:
    with (folder / "drawn.csv").open(encoding="utf-8", newline="") as f:
        return {(row["court"], row["case_no"]) for row in csv.DictReader(f)}


def test_draws_are_seeded_lower_court_and_disjoint(tmp_path: Path) -> None:
    corpus, manifest = _corpus(tmp_path)
    common = ["--corpus", str(corpus), "--manifest", str(manifest), "-n", "4"]
    assert draw_corpus.main([*common, "--seed", "1", "-o", str(tmp_path / "a")]) == 0
    assert draw_corpus.main([*common, "--seed", "1", "-o", str(tmp_path / "a2")]) == 0
    assert (
        draw_corpus.main(
            [*common, "--seed", "2", "--exclude", str(tmp_path / "a"), "-o", str(tmp_path / "b")]
        )
        == 0
    )
    a, b = _keys(tmp_path / "a"), _keys(tmp_path / "b")
    assert a == _keys(tmp_path / "a2") and len(a) == len(b) == 4  # the same seed draws the same set
    assert not a & b  # an excluded folder's judgments are not drawn again
    for keys in (a, b):  # neither the Supreme Court nor a sample
        assert all(court != "대법원" for court, _ in keys)
        assert ("서울중앙지방법원", "2021고단0") not in keys
    texts = sorted(p.read_text(encoding="utf-8") for p in (tmp_path / "a").glob("*.txt"))
    assert len(texts) == 4 and all(t.startswith("판결 ") for t in texts)


def test_case_type_filter_and_missing_corpus(tmp_path: Path) -> None:
    corpus, manifest = _corpus(tmp_path)
    out = tmp_path / "c"
    args = [
        "--corpus",
        str(corpus),
        "--manifest",
        str(manifest),
        "--seed",
        "3",
        "--case-type",
        "형사",
        "-o",
        str(out),
    ]
    assert draw_corpus.main(args) == 0
    with (out / "drawn.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 5 and {r["case_type"] for r in rows} == {"형사"}
    assert draw_corpus.main(["--corpus", str(tmp_path / "none.gz"), "--seed", "1", "-o", str(out)]) == 2


def test_supreme_draws_only_the_supreme_court(tmp_path: Path) -> None:
    corpus, manifest = _corpus(tmp_path)
    out = tmp_path / "s"
    args = ["--corpus", str(corpus), "--manifest", str(manifest), "--seed", "4", "--supreme"]
    assert draw_corpus.main([*args, "-o", str(out)]) == 0
    assert _keys(out) == {("대법원", "2020다1")}
    assert draw_corpus.main([*args, "--exclude", str(out), "-o", str(tmp_path / "s2")]) == 0
    assert _keys(tmp_path / "s2") == set()  # excluded once drawn
