"""Tests of thunder_deid_desktop.taxonomy and tools/build_taxonomy.py.

Tests marked ``needs_shared`` read the Thunder-DeID release in ../shared/data (or $THUNDER_DEID_SHARED) and
skip when it is absent; the others use only resources/taxonomy.json.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import math
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from thunder_deid_desktop.spans import Span, make_span
from thunder_deid_desktop.taxonomy import DEFAULT_PATH, NEUTRAL_COLOR, Node, Taxonomy, get_taxonomy

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("THUNDER_DEID_SHARED") or (REPO / ".." / "shared")).resolve()
RELEASE = SHARED / "data" / "thunder_deid"
needs_shared = pytest.mark.skipif(not RELEASE.is_dir(), reason="shared release data not available")

HANGUL = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]")
PAPER_TIER2 = {
    "direct": ["인명", "연령정보", "이메일주소", "주민등록번호"],
    "quasi": [
        "사건관계인이력",
        "사건관련숫자정보",
        "사건관련장소",
        "지리정보",
        "조직",
        "기관및시설",
        "사업체",
        "상품일반",
        "방송통신서비스",
        "금융서비스",
        "사회·문화",
        "URL",
    ],
}
RULE_LABELS = [
    "외국인등록번호",
    "사업자등록번호",
    "법인등록번호",
    "신용카드번호",
    "IP주소",
    "여권번호",
    "운전면허번호",
]


@pytest.fixture(scope="module")
def tax() -> Taxonomy:
    return Taxonomy.load()


@pytest.fixture(scope="module")
def norm_map() -> dict[str, str]:
    return json.loads((RELEASE / "label_normalization.json").read_text(encoding="utf-8"))


def _build_module():
    spec = importlib.util.spec_from_file_location("build_taxonomy", REPO / "tools" / "build_taxonomy.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- structure -------------------------------------------------------------------------------------------


def test_tier_counts_and_paper_tier2(tax):
    assert [n.id for n in tax.nodes(1)] == ["direct", "quasi"]
    assert len(tax.nodes(2)) == 16
    assert len(tax.nodes(3)) == 80
    for t1, names in PAPER_TIER2.items():
        assert [n.id for n in tax.children(t1)] == names
    per_tier1 = Counter(tax.node(n.parent).parent for n in tax.nodes(3))
    assert per_tier1 == {"direct": 6, "quasi": 74}
    assert [n.name_ko for n in tax.children("인명")] == ["내국인이름", "외국인이름", "아이디·닉네임"]
    assert len(tax.children("기관및시설")) == 18 and len(tax.children("사업체")) == 18


def test_ids_follow_the_documented_rule(tax):
    assert tax.node("인명").tier == 2 and tax.node("사건관련숫자정보").tier == 2
    assert tax.node("내국인이름").tier == 3 and tax.node("고유번호").tier == 3
    ids = [n.id for t in (1, 2, 3) for n in tax.nodes(t)]
    assert len(ids) == len(set(ids))
    tier2_ids = {n.id for n in tax.nodes(2)}
    for n in tax.nodes(3):
        if n.id != n.name_ko:  # qualified only where the bare name would clash
            assert n.id == f"{n.parent}/{n.name_ko}"
            assert n.name_ko in tier2_ids or sum(m.name_ko == n.name_ko for m in tax.nodes(3)) > 1
    assert tax.tiers("주민등록번호") == ("주민등록번호/주민등록번호", "주민등록번호", "direct")
    assert tax.tiers("건설업체")[0] == "사업체/건설" and tax.tiers("공사현장")[0] == "사건관련장소/건설"


def test_every_fine_label_has_exactly_one_path(tax):
    assert list(tax.fine_labels) == sorted(tax.fine_labels)
    seen: Counter[str] = Counter()
    for t3 in tax.nodes(3):
        leaves = tax.children(t3.id)
        assert leaves, f"tier-3 {t3.id} has no fine label"
        for leaf in leaves:
            assert leaf.tier == 4 and leaf.parent == t3.id
            seen[leaf.id] += 1
    assert set(seen) == set(tax.fine_labels) and set(seen.values()) == {1}
    for label in tax.fine_labels:
        t3, t2, t1 = tax.tiers(label)
        assert tax.node(t3).tier == 3 and tax.node(t3).parent == t2
        assert tax.node(t2).tier == 2 and tax.node(t2).parent == t1
        assert t1 in ("direct", "quasi")


def test_children_walk_terminates_and_reaches_every_label(tax):
    visited: list[Node] = []

    def walk(node_id: str | None, depth: int) -> None:
        assert depth <= 4
        for child in tax.children(node_id):
            visited.append(child)
            if child.tier < 4:
                walk(child.id, depth + 1)

    walk(None, 0)
    assert Counter(n.tier for n in visited) == {1: 2, 2: 16, 3: 80, 4: len(tax.fine_labels)}
    assert tax.children("신용카드번호") == []  # a leaf that is not also a node id


def test_names_in_korean_and_english(tax):
    for node in [*(n for t in (1, 2, 3, 4) for n in tax.nodes(t))]:
        assert node.name_ko.strip() and node.name_en.strip(), node
        assert not HANGUL.search(node.name_en), node
        assert HANGUL.search(node.name_ko) or node.name_ko.isascii(), node
    assert tax.node("direct").name_en == "Direct identifiers"
    assert tax.label_node("계좌번호").name_en == "bank account number"
    assert tax.label_node("내국인이름").name_en != tax.node("내국인이름").name_en  # leaf vs tier-3


def _lab(hex_color: str) -> tuple[float, float, float, float]:
    def lin(c: int) -> float:
        x = c / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(int(hex_color[i : i + 2], 16)) for i in (1, 3, 5))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)), y


def test_tier2_colours_distinct_and_readable(tax):
    colours = {n.id: n.color for n in tax.nodes(2)}
    assert all(re.fullmatch(r"#[0-9A-F]{6}", c) for c in colours.values())
    assert len(set(colours.values())) == 16
    for c in colours.values():
        luminance = _lab(c)[3]
        assert (luminance + 0.05) / 0.05 >= 7.0, c  # WCAG AAA contrast with black text
    for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
        assert math.dist(_lab(ca)[:3], _lab(cb)[:3]) >= 10.0, (a, b)
    for label in tax.fine_labels:
        assert tax.color(label) == colours[tax.tiers(label)[1]]
    assert tax.color("고유번호") == tax.color("사건관련숫자정보") == tax.color("계좌번호")
    assert tax.color("quasi") == NEUTRAL_COLOR
    for node in tax.nodes(3):  # a string that is both a tier-3 id and a label gets one colour either way
        if node.id in tax.fine_labels:
            assert tax.label_node(node.id).color == node.color
    with pytest.raises(KeyError):
        tax.color("없는라벨")


# -- API behaviour ---------------------------------------------------------------------------------------


def test_annotate_and_unknown_labels(tax):
    text = "피고인 홍길동은 계좌 110-123-456789로"
    span = make_span(text, 4, 7, "내국인이름", 0.9)
    out = tax.annotate(span)
    assert (out.tier3, out.tier2, out.tier1) == ("내국인이름", "인명", "direct")
    assert (out.start, out.end, out.text, out.score) == (4, 7, "홍길동", 0.9)
    acc = tax.annotate(make_span(text, 12, 26, "계좌번호"))
    assert (acc.tier3, acc.tier2, acc.tier1) == ("고유번호", "사건관련숫자정보", "quasi")
    with pytest.raises(KeyError):
        tax.annotate(Span(0, 3, "피고인", "피고인라벨"))
    with pytest.raises(KeyError):
        tax.tiers("앞 도로")  # a raw label: normalize first
    with pytest.raises(KeyError):
        tax.node("no-such-node")
    with pytest.raises(KeyError):
        tax.children("no-such-node")


def test_rule_labels_placed_as_specified(tax):
    for label in RULE_LABELS:
        assert label in tax.fine_labels
    assert tax.tiers("외국인등록번호")[1:] == ("주민등록번호", "direct")
    assert tax.tiers("IP주소") == ("고유번호", "사건관련숫자정보", "quasi")
    for label in ("사업자등록번호", "법인등록번호", "신용카드번호", "여권번호", "운전면허번호"):
        assert tax.tiers(label)[0] == "고유번호"


def test_normalize_examples(tax):
    assert tax.normalize("앞 도로") == "위치기준"
    assert tax.normalize("호") == "호실"
    assert tax.normalize("필리핀 이름") == "필리핀이름"
    assert tax.normalize("년생") == "출생연도"
    assert tax.normalize("내국인이름") == "내국인이름"  # canonical already
    assert tax.normalize("처음보는라벨") == "처음보는라벨"
    assert tax.normalize("기관") == "사업체"  # applied once, as released (사업체 -> 기업명 not followed)
    for raw in ("앞 도로", "호", "기관", "건물임대업"):
        assert tax.normalize(raw) in tax.fine_labels


def test_search(tax):
    assert tax.search("계좌번호")[0] == "계좌번호"
    assert tax.search("  BANK ")[:1] and {"은행", "계좌번호"} <= set(tax.search("bank"))
    names = tax.search("인명")  # a tier-2 name: all its labels
    assert "내국인이름" in names and "닉네임" in names and "은행" not in names
    assert set(tax.search("")) == set(tax.fine_labels)
    assert tax.search("zzqqxx") == []
    hits = tax.search("주소")
    assert (
        hits.index("주소") < hits.index("구아래주소") < hits.index("소재")
    )  # label, name, then tier-3 match


def test_get_taxonomy_is_cached():
    assert get_taxonomy() is get_taxonomy()
    assert get_taxonomy().fine_labels == Taxonomy.load(DEFAULT_PATH).fine_labels


def test_load_needs_only_the_json(tmp_path):
    """Load a copy of the JSON in a fresh interpreter that refuses any file access under shared/."""
    copy = tmp_path / "taxonomy.json"
    copy.write_bytes(DEFAULT_PATH.read_bytes())
    code = (
        "import sys\n"
        f"blocked = {str(SHARED)!r}\n"
        "def hook(event, args):\n"
        "    if event == 'open' and isinstance(args[0], str) and args[0].startswith(blocked):\n"
        "        raise PermissionError(args[0])\n"
        "sys.addaudithook(hook)\n"
        "from pathlib import Path\n"
        "from thunder_deid_desktop.taxonomy import Taxonomy, get_taxonomy\n"
        f"t = Taxonomy.load(Path({str(copy)!r}))\n"
        "assert t.tiers('내국인이름') == ('내국인이름', '인명', 'direct')\n"
        "assert t.normalize('앞 도로') == '위치기준'\n"
        "assert len(get_taxonomy().fine_labels) == len(t.fine_labels)\n"
        "print(len(t.fine_labels))\n"
    )
    pythonpath = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, THUNDER_DEID_SHARED=str(tmp_path / "no-shared-here"), PYTHONPATH=pythonpath)
    res = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )
    assert res.returncode == 0, res.stderr
    assert int(res.stdout) == len(Taxonomy.load().fine_labels)


def test_load_rejects_inconsistent_documents(tmp_path):
    doc = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    doc["labels"][0]["tier3"] = "없는범주"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ValueError):
        Taxonomy.load(bad)
    doc = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    doc["labels"][5]["name_en"] = ""
    bad.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ValueError):
        Taxonomy.load(bad)


# -- against the release data ----------------------------------------------------------------------------


@needs_shared
def test_all_595_model_labels_present(tax):
    rows = [
        line.split("\t")
        for line in (RELEASE / "model_labels_595.tsv").read_text("utf-8").splitlines()
        if line
    ]
    labels = {label for _i, label in rows}
    assert len(rows) == 595 and "O" in labels
    assert labels - {"O"} == set(tax.model_labels)
    assert labels - {"O"} <= set(tax.fine_labels)


@needs_shared
def test_annotated_spans_and_mention_keys_all_annotate(tax, norm_map):
    assert tax._normalization == norm_map  # embedded verbatim  # noqa: SLF001
    assert set(norm_map.values()) <= set(tax.fine_labels)
    n_spans = 0
    with (RELEASE / "annotated_judgments.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            doc = json.loads(line)
            for s in doc["spans"]:
                label = tax.normalize(s["label"])
                span = tax.annotate(make_span(doc["text"], s["start"], s["end"], label))
                assert span.tier1 in ("direct", "quasi")
                n_spans += 1
    assert n_spans > 20_000
    mentions = json.loads((RELEASE / "entity_mentions.json").read_text(encoding="utf-8"))
    for key in mentions:
        tax.tiers(tax.normalize(key))


@needs_shared
def test_frequent_labels_have_real_translations(tax, norm_map):
    counts: Counter[str] = Counter()
    with (RELEASE / "annotated_judgments.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            for s in json.loads(line)["spans"]:
                counts[norm_map.get(s["label"], s["label"])] += 1
    top = [label for label, _n in counts.most_common(150)]
    english = {tax.label_node(label).name_en for label in top}
    assert len(english) >= 145  # distinct glosses, not a generic placeholder
    assert tax.label_node("구아래주소").name_en.startswith("address below")


@needs_shared
def test_release_folders_map_through_the_table():
    """Labels with a single release folder land in the tier-3 that the folder table gives, unless placed."""
    source = yaml.safe_load((REPO / "resources" / "taxonomy_source.yaml").read_text(encoding="utf-8"))
    doc = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    tier3_by_ref = {f"{n['parent']}/{n['name_ko']}": n["id"] for n in doc["tier3"]}
    checked = 0
    for lab in doc["labels"]:
        if lab["id"] in source["placements"] or len(lab["release_folders"]) != 1:
            continue
        target = source["folders"][lab["release_folders"][0]]
        assert lab["tier3"] == tier3_by_ref[target], lab["id"]
        checked += 1
    assert checked > 400


@needs_shared
def test_build_is_deterministic_and_matches_the_committed_json():
    build = _build_module()
    first = build.dumps(build.build(SHARED))
    assert first == DEFAULT_PATH.read_text(encoding="utf-8"), "run: python tools/build_taxonomy.py"
    assert build.main(["--shared", str(SHARED), "--check"]) == 0


@needs_shared
def test_build_refuses_uncovered_labels(tmp_path):
    build = _build_module()
    source = yaml.safe_load((REPO / "resources" / "taxonomy_source.yaml").read_text(encoding="utf-8"))
    del source["placements"]["내국인이름"]
    del source["english"]["계좌번호"]
    broken = tmp_path / "source.yaml"
    broken.write_text(yaml.safe_dump(source, allow_unicode=True), encoding="utf-8")
    with pytest.raises(build.BuildError) as err:
        build.build(SHARED, broken)
    assert "내국인이름" in str(err.value) and "계좌번호" in str(err.value)
