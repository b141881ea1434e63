"""Replacement lists on a real SQLite file: seed once, validation, add/edit/delete with audit rows, permissions,
CSV and JSON round trips, coverage from reviewed documents, export_json for training, the CLI."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import gazetteer_detect
from sqlalchemy import func, select

from thunder_deid_desktop import cli
from thunder_deid_desktop.lists import ListValidationError, ReplacementLists, export_json
from thunder_deid_desktop.lists.coverage import annotated_counts, coverage, reviewed_counts
from thunder_deid_desktop.lists.files import read_csv, read_json, write_csv, write_json
from thunder_deid_desktop.lists.seed import SEED_PATH, ensure_seeded, is_seeded
from thunder_deid_desktop.lists.validation import check_text, clean, looks_like_person_name
from thunder_deid_desktop.review import Library, ReviewSession
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.store.models import ReplacementEvent, ReplacementMention
from thunder_deid_desktop.taxonomy import get_taxonomy

REPO = Path(__file__).resolve().parents[1]
SMALL_SEED = {
    "IT회사": ["네이버", "카카오", "NAVER"],
    "가게": ["행복마트"],  # raw key: normalized to 사업체 like training does
    "앞 도로": ["중앙로 앞 도로"],  # raw key -> 위치기준
    "은행": ["농협", "○○은행", "A"],  # the last two are masks: skipped
}


@pytest.fixture
def small_seed(tmp_path: Path) -> Path:
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(SMALL_SEED, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def env(db_path: Path, small_seed: Path):
    """(store, lists, annotator, clerk): the first user is the store's admin; 'ann' is made an annotator."""
    store = open_store(db_path)
    ensure_seeded(store, small_seed)
    lib = Library(store)
    admin = lib.user("admin-lee")
    ann = lib.set_role(admin, lib.user("ann").name, "annotator")
    clerk = lib.user("clerk-kim")
    yield store, ReplacementLists(store), ann, clerk
    store.close()


def events(store, action: str | None = None) -> list[ReplacementEvent]:
    with store.read() as s:
        q = select(ReplacementEvent).order_by(ReplacementEvent.id)
        if action:
            q = q.where(ReplacementEvent.action == action)
        return list(s.scalars(q))


# -- validation -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "empty"),
        ("   \t ", "empty"),
        ("A", "placeholder"),
        ("Ｂ", "placeholder"),
        ("A씨", "placeholder"),
        ("B 씨", "placeholder"),
        ("○○", "placeholder"),
        ("○○건설", "placeholder"),
        ("□□종합건설", "placeholder"),
        ("피고인 1", "placeholder"),
        ("공소외 2", "placeholder"),
        ("피해자 A", "placeholder"),
        ("피고인", "placeholder"),
        ("(주소 1 생략)", "placeholder"),
        ("**", "placeholder"),
        ("가" * 101, "too_long"),
        ("줄\n바꿈", "bad_character"),
    ],
)
def test_refused_values(text: str, code: str) -> None:
    issues = check_text(get_taxonomy(), "IT회사", clean(text) if code != "bad_character" else text)
    assert code in [i.code for i in issues if i.error]


@pytest.mark.parametrize("text", ["네이버", "K5", "E1", "DB", "가" * 100, "★다올연합센터★", "김포"])
def test_accepted_values(text: str) -> None:
    assert check_text(get_taxonomy(), "IT회사", text) == []


def test_person_name_warning_only_outside_name_labels() -> None:
    tax = get_taxonomy()
    assert looks_like_person_name("김민준") and looks_like_person_name("남궁민")
    assert not looks_like_person_name("안랩") and not looks_like_person_name("한샘")
    assert not looks_like_person_name("김민준빌딩") and not looks_like_person_name("Kim")
    warn = check_text(tax, "IT회사", "김민준")
    assert [(i.code, i.error) for i in warn] == [("person_name", False)]
    assert check_text(tax, "내국인이름", "김민준") == []
    assert [i.code for i in check_text(tax, "없는라벨", "네이버")] == ["unknown_label"]


def test_clean_normalizes_nfc_and_blanks() -> None:
    decomposed = "\u1112\u1161\u11ab\u1100\u1173\u11af"  # 한글 in conjoining jamo (NFD)
    assert clean(f"  {decomposed}   마트 ") == "한글 마트"


# -- seed -----------------------------------------------------------------------------------------------------


def test_seed_normalizes_labels_skips_masks_and_runs_once(env, small_seed: Path) -> None:
    store, lists, _ann, _clerk = env
    assert lists.as_dict() == {
        "IT회사": ["네이버", "카카오", "NAVER"],
        "사업체": ["행복마트"],
        "위치기준": ["중앙로 앞 도로"],
        "은행": ["농협"],
    }
    (seed,) = events(store, "seed")
    assert seed.user_id is None
    assert seed.params["mentions"] == 6 and seed.params["skipped"] == {"placeholder": 2}
    assert ensure_seeded(store, small_seed) == 0
    ReplacementLists(store)  # seeding on use does nothing either, even with the shipped file
    lists.delete(_ann, [m.id for m in lists.mentions()])
    assert ensure_seeded(store) == 0 and lists.as_dict() == {}
    assert len(events(store, "seed")) == 1


def test_shipped_seed_loads_every_list_with_training_normalization(db_path: Path) -> None:
    store = open_store(db_path)
    assert not is_seeded(store)
    lists = ReplacementLists(store)
    tax = lists.taxonomy
    raw = json.loads(SEED_PATH.read_text(encoding="utf-8"))
    expected: dict[str, list[str]] = {}
    for label, mentions in raw.items():
        for m in mentions:
            bucket = expected.setdefault(tax.normalize(label), [])
            if clean(m) not in bucket:
                bucket.append(clean(m))  # 3 shipped mentions have a double blank inside
    assert lists.as_dict() == dict(sorted(expected.items()))
    assert all(label in tax.fine_labels for label in lists.counts())
    with store.read() as s:
        assert s.scalar(select(func.count(ReplacementMention.id))) == sum(map(len, expected.values()))
    store.close()


# -- changes and audit ----------------------------------------------------------------------------------------


def test_add_edit_delete_are_audited(env) -> None:
    store, lists, ann, _clerk = env
    m, warnings = lists.add(ann, "IT회사", "  라인플러스 ")
    assert (m.label, m.text, m.source, m.created_by, warnings) == ("IT회사", "라인플러스", "user", "ann", [])
    m2, _ = lists.edit(ann, m.id, text="라인 플러스")
    assert lists.mention(m.id).text == "라인 플러스" == m2.text
    lists.delete(ann, [m.id])
    with pytest.raises(KeyError):
        lists.mention(m.id)
    assert "라인 플러스" not in lists.as_dict()["IT회사"]
    log = [(e.action, e.before, e.after, e.user_id) for e in events(store) if e.mention_id == m.id]
    assert log == [
        ("add", {}, {"label": "IT회사", "text": "라인플러스", "active": True}, ann.id),
        (
            "edit",
            {"label": "IT회사", "text": "라인플러스", "active": True},
            {"label": "IT회사", "text": "라인 플러스", "active": True},
            ann.id,
        ),
        (
            "delete",
            {"label": "IT회사", "text": "라인 플러스", "active": True},
            {"label": "IT회사", "text": "라인 플러스", "active": False},
            ann.id,
        ),
    ]
    assert [h.action for h in lists.history(m.id)] == ["delete", "edit", "add"]
    # adding it again re-activates the same row (one row per mention), audited as an add
    again, _ = lists.add(ann, "IT회사", "라인 플러스")
    assert again.id == m.id
    assert lists.history(m.id)[0].before["active"] is False


def test_refusals_change_nothing(env) -> None:
    store, lists, ann, clerk = env
    before = (lists.as_dict(), len(events(store)))
    for label, text, code in [
        ("IT회사", "naver", "duplicate"),  # case-insensitive duplicate of NAVER
        ("IT회사", "A씨", "placeholder"),
        ("IT회사", " ", "empty"),
        ("없는라벨", "무엇", "unknown_label"),
    ]:
        with pytest.raises(ListValidationError) as exc:
            lists.add(ann, label, text)
        assert code in exc.value.codes
    nid = lists.mentions(["IT회사"], "네이버")[0].id
    with pytest.raises(ListValidationError) as exc:
        lists.edit(ann, nid, text="카카오")
    assert exc.value.codes == ["duplicate"]
    with pytest.raises(PermissionError):
        lists.add(clerk, "IT회사", "라인")
    with pytest.raises(PermissionError):
        lists.delete(clerk, [nid])
    assert (lists.as_dict(), len(events(store))) == before
    assert lists.edit(ann, nid, text=" 네이버 ")[1] == []  # no change, no event
    assert len(events(store)) == before[1]


def test_warning_does_not_refuse(env) -> None:
    _store, lists, ann, _clerk = env
    m, warnings = lists.add(ann, "IT회사", "김민준")
    assert [w.code for w in warnings] == ["person_name"]
    assert "김민준" in lists.as_dict()["IT회사"]
    assert [i.code for i in lists.validate("IT회사", "김민준")] == ["duplicate", "person_name"]
    assert lists.validate("IT회사", "김민준", exclude_id=m.id)[0].code == "person_name"


def test_browse_by_tier_and_search(env) -> None:
    _store, lists, ann, _clerk = env
    lists.add(ann, "내국인이름", "홍길동")
    tax = lists.taxonomy
    under_t2 = lists.labels_under("사업체", 2)
    assert "IT회사" in under_t2 and "은행" in under_t2 and "내국인이름" not in under_t2
    assert {m.label for m in lists.mentions(under_t2)} == {"IT회사", "사업체", "은행"}
    assert [m.text for m in lists.mentions(lists.labels_under("direct", 1))] == ["홍길동"]
    assert lists.labels_under(tax.tiers("IT회사")[0], 3) == [
        lab for lab in tax.fine_labels if tax.tiers(lab)[0] == tax.tiers("IT회사")[0]
    ]
    assert lists.labels_under("은행", 4) == ["은행"]
    assert [m.text for m in lists.mentions(None, "카")] == ["카카오"]
    assert [m.text for m in lists.mentions(None, "naver")] == ["NAVER"]
    assert lists.mentions(None, "%") == []  # LIKE wildcards are escaped
    assert lists.counts() == {"IT회사": 3, "내국인이름": 1, "사업체": 1, "위치기준": 1, "은행": 1}


# -- files ----------------------------------------------------------------------------------------------------


def test_import_report_and_events(env, tmp_path: Path) -> None:
    store, lists, ann, _clerk = env
    path = tmp_path / "in.csv"
    path.write_text(
        "label,mention\nIT회사,라인\nIT회사,라인\nIT회사,A\n앞 도로,시청 앞 도로\n은행,NAVER\n은행,김민준\n"
        "없는라벨,무엇\n",
        encoding="utf-8",
    )
    report = lists.import_rows(ann, read_csv(path), file=path.name)
    assert report.added == 4  # 라인, 시청 앞 도로 (raw label normalized), NAVER in 은행, 김민준 (warned)
    assert report.duplicates == 1
    assert [(n, codes) for n, _l, _t, codes in report.rejected] == [
        (3, ["placeholder"]),
        (7, ["unknown_label"]),
    ]
    assert [(n, codes) for n, _l, _t, codes in report.warnings] == [(6, ["person_name"])]
    assert "시청 앞 도로" in lists.as_dict()["위치기준"]
    imported = events(store, "import")
    assert len(imported) == 4
    assert {e.params["batch"] for e in imported} == {report.batch}
    assert [e.params["row"] for e in imported] == [1, 4, 5, 6]
    assert all(e.params["file"] == "in.csv" and e.before == {} for e in imported)


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_export_import_round_trip(env, tmp_path: Path, db_path: Path, fmt: str) -> None:
    store, lists, ann, _clerk = env
    lists.add(ann, "IT회사", 'Quote "and", comma')  # survives CSV quoting
    lists.add(ann, "사업체", "가게")  # a label that is also a raw key of the normalization map
    data = lists.as_dict()
    path = tmp_path / f"lists.{fmt}"
    if fmt == "csv":
        write_csv(data, path, lists.taxonomy)
        with open(path, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.reader(fh))
        assert rows[0] == ["label", "mention", "tier3", "tier2", "tier1"]
        assert ["은행", "농협", "금융·세무", "사업체", "quasi"] in rows
        pairs = read_csv(path)
    else:
        write_json(data, path)
        assert json.loads(path.read_text(encoding="utf-8")) == data
        pairs = read_json(path)
    other = open_store(tmp_path / "other.sqlite3")
    (tmp_path / "empty.json").write_text("{}", encoding="utf-8")
    ensure_seeded(other, tmp_path / "empty.json")
    lib = Library(other)
    boss = lib.user("boss")
    copy = ReplacementLists(other)
    report = copy.import_rows(boss, pairs, file=path.name)
    assert (report.added, report.duplicates, report.rejected) == (sum(map(len, data.values())), 0, [])
    assert copy.as_dict() == data
    assert copy.import_rows(boss, pairs).duplicates == report.added  # importing twice adds nothing
    other.close()


def test_export_json_for_training(env, tmp_path: Path) -> None:
    store, lists, ann, _clerk = env
    lists.add(ann, "은행", "신한은행")
    out = tmp_path / "entity_mentions.json"
    n = export_json(store, out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert n == sum(map(len, doc.values())) == 7
    assert doc["은행"] == ["농협", "신한은행"] and list(doc) == sorted(doc)
    sys.path.insert(0, str(REPO))
    from training.corpus import load_lists

    assert load_lists(out) == doc


# -- coverage -------------------------------------------------------------------------------------------------


def test_coverage_orders_by_reviewed_then_annotated(env, sample_path: Path) -> None:
    store, lists, ann, clerk = env
    rows = coverage(store, lists.taxonomy, lists.counts(), min_mentions=2)
    labels = [r.label for r in rows]
    assert "IT회사" not in labels and "은행" in labels  # 3 mentions vs 1
    assert len(rows) == len(lists.taxonomy.fine_labels) - 1
    annotated = annotated_counts()
    assert annotated["내국인이름"] > annotated["은행"] > 0
    assert labels.index("내국인이름") < labels.index("은행")
    assert reviewed_counts(store) == {}

    lib = Library(store)
    doc_id, _ = lib.import_file(sample_path)
    lib.start_analysis(doc_id, clerk)
    lib.finish_analysis(doc_id, clerk, gazetteer_detect(lib.text(doc_id)), "gazetteer", 0.01)
    session = ReviewSession(store, doc_id, clerk)
    building = [s.id for s in session.spans() if s.label == "건설업체"]
    names = [s.id for s in session.spans() if s.label == "내국인이름"]
    session.accept(building)
    session.reject(names)
    assert reviewed_counts(store) == {}  # not finished yet
    session.mark_reviewed()
    assert reviewed_counts(store) == {"건설업체": len(building)}
    rows = coverage(store, lists.taxonomy, lists.counts(), min_mentions=2)
    assert rows[0].label == "건설업체" and rows[0].reviewed == len(building) and rows[0].mentions == 0


# -- CLI ------------------------------------------------------------------------------------------------------


def test_cli_import_export_stats(env, db_path: Path, tmp_path: Path, capsys) -> None:
    store, lists, _ann, _clerk = env
    src = tmp_path / "in.json"
    src.write_text(json.dumps({"IT회사": ["라인"], "은행": ["○○은행"]}, ensure_ascii=False), encoding="utf-8")
    code = cli.main(["lists", "import", str(src), "--db", str(db_path), "--user", "ann"])
    out = capsys.readouterr()
    assert code == 1  # one row refused
    assert "1 added, 0 duplicates skipped, 1 refused" in out.out and "placeholder" in out.err
    assert cli.main(["lists", "import", str(src), "--db", str(db_path), "--user", "clerk-kim"]) == 2
    assert "annotators and admins" in capsys.readouterr().err
    assert cli.main(["lists", "--db", str(db_path), "export", str(tmp_path / "out.csv")]) == 0
    assert "7 mentions of 4 labels" in capsys.readouterr().out
    assert ("IT회사", "라인") in read_csv(tmp_path / "out.csv")
    assert cli.main(["lists", "stats", "--db", str(db_path), "--format", "json", "--min", "2"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["mentions"] == 7 and stats["labels_with_list"] == 4
    assert stats["per_tier2"]["사업체"] == 6
    assert stats["events"] == {"import": 1, "seed": 1}
    assert stats["short_labels"][0]["label"] == "내국인이름"
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n", encoding="utf-8")
    assert cli.main(["lists", "import", str(bad), "--db", str(db_path), "--user", "ann"]) == 2
    assert "label" in capsys.readouterr().err


def test_cli_subprocess_seeds_a_new_store_and_exports(tmp_path: Path) -> None:
    db = tmp_path / "fresh.sqlite3"
    out = tmp_path / "lists.json"
    run = subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", "lists", "export", str(out), "--db", str(db)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "40123 mentions of 598 labels" in run.stdout
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert sum(map(len, doc.values())) == 40123
    text = subprocess.run(
        [sys.executable, "-m", "thunder_deid_desktop.cli", "lists", "stats", "--db", str(db)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert text.returncode == 0 and "labels with list  598 of 698" in text.stdout


def test_missing_seed_file_starts_empty_and_seeds_later(db_path: Path, tmp_path: Path, monkeypatch) -> None:
    import thunder_deid_desktop.lists.seed as seed_mod

    store = open_store(db_path)
    monkeypatch.setattr(seed_mod, "SEED_PATH", tmp_path / "absent.json")
    assert ReplacementLists(store).as_dict() == {} and not is_seeded(store)
    monkeypatch.undo()
    assert sum(ReplacementLists(store).counts().values()) == 40123 and is_seeded(store)
    store.close()
