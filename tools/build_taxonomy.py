#!/usr/bin/env python3
"""Build ``resources/taxonomy.json`` from the Thunder-DeID release data and a hand-written mapping table.

Inputs (read-only):
    * ``<shared>/data/thunder_deid/model_labels_595.tsv`` -- the released models' labels (``O`` skipped);
    * ``annotated_judgments.jsonl`` -- span labels, normalized through ``label_normalization.json``;
    * ``entity_mentions.json`` -- keys (normalized) of the replacement lists;
    * ``entity_mention_paths.json`` and ``category_tree.json`` -- each list's folder in the release's tree;
    * ``resources/taxonomy_source.yaml`` -- tier 1/2/3 (paper arXiv 2506.15266v3, Appendix D), the table
      from release folders to the paper's tier-3 categories, per-label placements, English names, colours.

``<shared>`` is ``$THUNDER_DEID_SHARED`` or ``<repo>/../shared``.

Usage::

    python tools/build_taxonomy.py            # write resources/taxonomy.json
    python tools/build_taxonomy.py --check    # exit 1 when the file on disk differs from a fresh build

The output is deterministic (sorted keys and labels, no timestamps), so ``--check`` is a byte comparison.
Every fine label must be placed and translated: a label the tables do not cover fails the build with a list.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

import yaml

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO_ROOT / "resources" / "taxonomy_source.yaml"
DEFAULT_OUT = REPO_ROOT / "resources" / "taxonomy.json"

#: Labels emitted by the checksum-validated recognizers (analysis/rules.py) besides the model's labels.
RULE_LABELS = (
    "외국인등록번호",
    "사업자등록번호",
    "법인등록번호",
    "신용카드번호",
    "IP주소",
    "여권번호",
    "운전면허번호",
    "생년월일",
)

RELEASE_FILES = (
    "model_labels_595.tsv",
    "annotated_judgments.jsonl",
    "entity_mentions.json",
    "entity_mention_paths.json",
    "category_tree.json",
    "label_normalization.json",
)


class BuildError(RuntimeError):
    """The tables do not cover the data (unplaced or untranslated labels, unknown folders, bad ids)."""


def shared_dir() -> Path:
    """The shared folder: ``$THUNDER_DEID_SHARED`` or ``<repo>/../shared``."""
    env = os.environ.get("THUNDER_DEID_SHARED")
    return Path(env) if env else (REPO_ROOT / ".." / "shared").resolve()


def release_dir(shared: Path | None = None) -> Path:
    """``<shared>/data/thunder_deid``."""
    return (shared or shared_dir()) / "data" / "thunder_deid"


def _load_release(data: Path) -> dict:
    norm: dict[str, str] = json.loads((data / "label_normalization.json").read_text(encoding="utf-8"))
    model_labels = []
    for line in (data / "model_labels_595.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip():
            _idx, label = line.split("\t")
            if label != "O":
                model_labels.append(label)
    annotated: Counter[str] = Counter()
    with (data / "annotated_judgments.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            for span in json.loads(line)["spans"]:
                annotated[norm.get(span["label"], span["label"])] += 1
    mentions = json.loads((data / "entity_mentions.json").read_text(encoding="utf-8"))
    paths: dict[str, list[str]] = json.loads((data / "entity_mention_paths.json").read_text(encoding="utf-8"))
    tree = json.loads((data / "category_tree.json").read_text(encoding="utf-8"))
    digests = {name: hashlib.sha256((data / name).read_bytes()).hexdigest() for name in RELEASE_FILES}
    return {
        "norm": norm,
        "model_labels": model_labels,
        "annotated": annotated,
        "mention_keys": sorted(mentions),
        "paths": paths,
        "tree": tree,
        "digests": digests,
    }


def _tree_folders(tree: dict, prefix: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """(folder, label) pairs of the release's category tree; ``목록`` holds a folder's labels."""
    out: list[tuple[str, str]] = []
    for key, value in tree.items():
        if key == "목록":
            out.extend(("/".join(prefix), label) for label in value)
        else:
            out.extend(_tree_folders(value, (*prefix, key)))
    return out


def _hierarchy(source: dict) -> tuple[list[dict], list[dict], list[dict], dict[str, str]]:
    """Tier 1/2/3 node dicts and a map "<tier2>/<tier3 name>" (and unique bare names) -> tier-3 id."""
    tier1 = [dict(t, tier=1, parent=None, color=None) for t in source["tier1"]]
    tier1_ids = {t["id"] for t in tier1}
    tier2: list[dict] = []
    for t in source["tier2"]:
        if t["parent"] not in tier1_ids:
            raise BuildError(f"tier-2 {t['id']}: unknown parent {t['parent']}")
        tier2.append(
            {
                "id": t["id"],
                "name_ko": t["id"],
                "name_en": t["name_en"],
                "tier": 2,
                "parent": t["parent"],
                "color": t["color"].upper(),
            }
        )
    tier2_ids = {t["id"] for t in tier2}
    name_count = Counter(name for t in source["tier2"] for name, _en in t["tier3"])
    tier3: list[dict] = []
    ref: dict[str, str] = {}
    for t in source["tier2"]:
        for name, name_en in t["tier3"]:
            clash = name in tier2_ids or name in tier1_ids or name_count[name] > 1
            node_id = f"{t['id']}/{name}" if clash else name
            tier3.append(
                {
                    "id": node_id,
                    "name_ko": name,
                    "name_en": name_en,
                    "tier": 3,
                    "parent": t["id"],
                    "color": t["color"].upper(),
                }
            )
            ref[f"{t['id']}/{name}"] = node_id
            if not clash:
                ref[name] = node_id
    ids = [n["id"] for n in tier1 + tier2 + tier3]
    if len(ids) != len(set(ids)):
        raise BuildError("tier 1-3 ids are not unique")
    return tier1, tier2, tier3, ref


def build(shared: Path | None = None, source_path: Path = DEFAULT_SOURCE) -> dict:
    """Build the taxonomy document (the JSON object written to ``taxonomy.json``).

    Raises:
        FileNotFoundError: release data or the source YAML missing.
        BuildError: a fine label without placement or English name, a release folder missing from the
            folder table, or a placement naming an unknown tier-3 node.
    """
    data = release_dir(shared)
    rel = _load_release(data)
    source = yaml.safe_load(source_path.read_text(encoding="utf-8"))
    norm: dict[str, str] = rel["norm"]
    tier1, tier2, tier3, ref = _hierarchy(source)
    tier3_by_id = {n["id"]: n for n in tier3}
    tier2_by_id = {n["id"]: n for n in tier2}

    # Fine labels and where each comes from.
    sources: dict[str, set[str]] = defaultdict(set)
    for label in rel["model_labels"]:
        sources[label].add("model")
    for label in rel["annotated"]:
        sources[label].add("annotated")
    for key in rel["mention_keys"]:
        sources[norm.get(key, key)].add("mentions")
    for label in RULE_LABELS:
        sources[label].add("rules")
    for target in norm.values():  # normalize() must always give a known label
        sources[target].add("normalization")

    # Release folders of each fine label: its own list's folders, those of raw keys normalizing to it,
    # and the category tree's folders.
    folders: dict[str, set[str]] = defaultdict(set)
    for key, fs in rel["paths"].items():
        for f in fs:
            folders[key].add(f)
            folders[norm.get(key, key)].add(f)
    for f, label in _tree_folders(rel["tree"]):
        if f:
            folders[label].add(f)
            folders[norm.get(label, label)].add(f)

    def resolve(ref_str: str, what: str) -> str:
        if ref_str not in ref:
            raise BuildError(f"{what}: unknown tier-3 {ref_str!r}")
        return ref[ref_str]

    # None: a coarse folder whose labels all need a placement of their own.
    folder_map = {f: (resolve(t, f"folder {f}") if t else None) for f, t in source["folders"].items()}
    placements = {lab: resolve(t, f"placement {lab}") for lab, t in source["placements"].items()}
    english: dict[str, str] = source["english"]

    unknown_folders = sorted({f for lab in sources for f in folders.get(lab, ()) if f not in folder_map})
    unplaced, untranslated, labels = [], [], []
    for label in sorted(sources):
        label_folders = sorted(folders.get(label, ()))
        if label in placements:
            t3 = placements[label]
        else:
            candidates = {folder_map.get(f) for f in label_folders} - {None}
            if len(candidates) != 1:
                unplaced.append(f"{label} {label_folders}")
                continue
            t3 = candidates.pop()
        if not english.get(label):
            untranslated.append(label)
        t2 = tier3_by_id[t3]["parent"]
        labels.append(
            {
                "id": label,
                "name_ko": label,
                "name_en": english.get(label, ""),
                "tier": 4,
                "parent": t3,
                "tier3": t3,
                "tier2": t2,
                "tier1": tier2_by_id[t2]["parent"],
                "color": tier2_by_id[t2]["color"],
                "in_model": "model" in sources[label],
                "annotated_count": rel["annotated"].get(label, 0),
                "sources": sorted(sources[label]),
                "release_folders": label_folders,
            }
        )
    problems = []
    if unknown_folders:
        problems.append(f"release folders missing from the folder table: {unknown_folders}")
    if unplaced:
        problems.append(f"labels without a single tier-3 (add a placement): {unplaced}")
    if untranslated:
        problems.append(f"labels without an English name: {untranslated}")
    stale = sorted(set(english) - set(sources)) + sorted(set(placements) - set(sources))
    if stale:
        problems.append(f"table entries for labels not in the data: {stale}")
    if problems:
        raise BuildError("\n".join(problems))

    per_tier3 = Counter(lab["tier3"] for lab in labels)
    empty_tier3 = [n["id"] for n in tier3 if not per_tier3[n["id"]]]
    by_source = Counter(s for lab in labels for s in lab["sources"])
    n_direct3 = sum(1 for n in tier3 if tier2_by_id[n["parent"]]["parent"] == "direct")
    moved = []  # placed outside every tier-3 its release folders map to
    for lab in labels:
        mapped = {folder_map.get(f) for f in lab["release_folders"]} - {None}
        if mapped and lab["tier3"] not in mapped:
            moved.append(lab["id"])
    n_quasi3 = len(tier3) - n_direct3
    notes = [
        f"Tier 3: {len(tier3)} categories ({n_direct3} direct, {n_quasi3} quasi), reconstructed one to "
        "one from the transcription of the paper's Appendix D (taxonomy_transcribed.md). Korean names are "
        "the transcription's verbatim (spacing and middle dots included, e.g. "
        "'농축물수산업 및 임업'); the transcription comes from a two-column PDF, so a spelling may "
        "differ from the printed paper.",
        "Ids: tier 1 is 'direct' / 'quasi'; tier-2 and tier-3 ids are their Korean names, except that a "
        "tier-3 name that is also a tier-2 id or another tier-3's name gets the id "
        "'<tier-2 id>/<name>' (연령정보/연령정보, 이메일주소/이메일주소, "
        "주민등록번호/주민등록번호, URL/URL, 사업체/건설, 사건관련장소/건설). Tier 1-3 ids "
        "are unique; fine labels (tier 4) are a separate namespace and may equal a tier-3 id "
        "(e.g. 내국인이름).",
        f"Fine labels: {len(labels)} = the {by_source['model']} non-O labels of model_labels_595.tsv, "
        f"plus canonical labels of annotated_judgments.jsonl ({by_source['annotated']} in all), "
        f"normalized entity_mentions.json keys ({by_source['mentions']}), the rule labels "
        f"({by_source['rules']}) and every label_normalization.json target. The paper counts 729 fine "
        "labels; its lists also name labels that are not in the release (e.g. 나이, 군번, 훈장번호): "
        "those are not included, except 생년월일, the label of the birth-date rule.",
        "Placement: a label's release folder(s) (entity_mention_paths.json, category_tree.json, "
        "including the folders of raw labels normalizing to it) map to a paper tier-3 through the folder "
        "table in resources/taxonomy_source.yaml; labels without a folder (names, numbers, addresses, "
        "annotation-only labels) and labels with several or coarse folders are placed one by one. Labels "
        "placed outside the tier-3 their release folder maps to (to follow the paper's lists or a closer "
        f"paper category; reasons in taxonomy_source.yaml): {', '.join(moved)}.",
        "Normalization: 'normalization' is label_normalization.json verbatim, applied once (raw -> "
        "canonical, absent = canonical already). It is not a fixed point: 기관 -> 사업체 -> 기업명 "
        "and the cycle 건물임대업 <-> 건물임대관리회사 are kept as released, and some model "
        "labels (e.g. 가게, 지역주택조합) are raw keys too, so model output must not be normalized.",
        f"Tier-3 categories without a fine label in the release data: {empty_tier3 or 'none'}.",
        "Colours: one per tier-2 node, light enough for black text (WCAG contrast >= 7); tier-3 and fine "
        "labels carry their tier-2 colour.",
    ]
    return {
        "schema": 1,
        "generated_by": "tools/build_taxonomy.py (resources/taxonomy_source.yaml + shared/data/thunder_deid)",
        "paper": "Hahm et al., Thunder-DeID, arXiv 2506.15266v3, Appendix D",
        "release_sha256": rel["digests"],
        "counts": {"tier1": len(tier1), "tier2": len(tier2), "tier3": len(tier3), "fine_labels": len(labels)},
        "notes": notes,
        "tier1": tier1,
        "tier2": tier2,
        "tier3": tier3,
        "labels": labels,
        "normalization": dict(sorted(norm.items())),
    }


def dumps(doc: dict) -> str:
    """Serialize deterministically: UTF-8 text, one-space indent, trailing newline."""
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    """CLI entry point; returns the exit status (0 ok, 1 ``--check`` mismatch, 2 build error)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=None, help="shared folder (default: ../shared)")
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    args = parser.parse_args(argv)
    try:
        text = dumps(build(args.shared, args.source))
    except (BuildError, FileNotFoundError) as exc:
        print(f"build_taxonomy: {exc}", file=sys.stderr)
        return 2
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print(f"build_taxonomy: {args.out} is {'up to date' if same else 'STALE'}")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    doc = json.loads(text)
    print(f"build_taxonomy: wrote {args.out} ({doc['counts']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
