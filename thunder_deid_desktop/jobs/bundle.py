"""The job bundle a remote run starts from: code, data snapshot and config in one ``.tar.gz`` with a hash.

Layout inside the archive (the bundle root plays the repository root, so ``training.corpus.REPO_ROOT`` is it)::

    training/                    the trainer package and its configs
    thunder_deid_desktop/        the application package without gui/ (tokenizer, taxonomy, evaluation, integrity)
    resources/                   taxonomy, policies, word lists (no models, fonts or samples)
    shared/data/thunder_deid/    annotated judgments and replacement lists the config does not name otherwise
    shared/data/precedent_kr/corpus.jsonl.gz   the judgments the tokenizer is trained on (only the ones it reads)
    data/                        every data file the config names (a snapshot: reviewed.jsonl, lists.json …,
                                 the fixed ``validation_gold``)
    base_model/                  the model folder ``base_model`` names (fine-tuning), when it names one
    out/train_config.yaml        the config, its paths rewritten to the bundle's copies; inside the model folder
                                 ``out`` so that the model's hash manifest covers it
    requirements.txt             the runtime dependencies of pyproject.toml without the GUI (environment hash)
    prepare_env.sh               creates the node's environment once (see :mod:`thunder_deid_desktop.jobs.ssh`)
    bundle.json                  {"files": {path: sha256}, "data_sha256", "env_sha256"}

On a node the job runs with ``THUNDER_DEID_SHARED=<bundle>/shared`` and the bundle root as working folder.
"""

from __future__ import annotations

import copy
import gzip
import hashlib
import io
import json
import re
import shutil
import tarfile
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

import yaml

from thunder_deid_desktop.analysis.integrity import file_sha256
from thunder_deid_desktop.paths import app_root

#: The config inside the bundle (relative to its root).
CONFIG = "out/train_config.yaml"
#: Sub-packages and resource folders that a training node never needs.
_SKIP_PARTS = {"__pycache__", "gui", "models", "fonts", "samples", "i18n"}
#: Runtime dependencies left out of a node's environment (the desktop GUI).
_GUI_DEPENDENCIES = ("pyside6",)

PREPARE_ENV = r"""#!/usr/bin/env bash
# Prepare the Python environment of this node once: $1 python, $2 venv folder ("" = use $1 as is),
# $3 marker folder, $4 wheelhouse ("" = PyPI). Skipped when a marker of the same requirements hash exists.
set -euo pipefail
PY=$1; VENV=$2; MARKS=$3; WHEELS=${4:-}
HASH=$(sha256sum requirements.txt | cut -c1-16)
MARK="$MARKS/env-$HASH.ready"
if [ -n "$VENV" ]; then RUN="$VENV/bin/python"; else RUN="$PY"; fi
if [ -f "$MARK" ]; then echo "environment ready (cached $HASH)"; exit 0; fi
mkdir -p "$MARKS"
if [ -n "$VENV" ]; then
  [ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
  if [ -n "$WHEELS" ]; then
    "$RUN" -m pip install -q --no-index --find-links "$WHEELS" -r requirements.txt
  else
    "$RUN" -m pip install -q -r requirements.txt
  fi
fi
"$RUN" -c 'import torch, accelerate, transformers, mecab, yaml; print("torch", torch.__version__, "cuda", torch.cuda.is_available())'
touch "$MARK"
echo "environment ready ($HASH)"
"""


@dataclass(frozen=True)
class Bundle:
    """A built bundle: the archive ``path``, its ``sha256``, the hash of its data and of its requirements."""

    path: Path
    sha256: str
    data_sha256: str
    env_sha256: str

    @property
    def name(self) -> str:
        """``bundle-<sha256[:16]>.tar.gz``: the name the archive has on a node."""
        return f"bundle-{self.sha256[:16]}.tar.gz"


def _sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def runtime_requirements(pyproject: Path | None = None) -> str:
    """``requirements.txt`` text: the ``[project] dependencies`` of ``pyproject.toml`` minus the GUI ones."""
    pyproject = pyproject or app_root() / "pyproject.toml"
    deps = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"]
    keep = [d for d in deps if not d.lower().startswith(_GUI_DEPENDENCIES)]
    return "\n".join(keep) + "\n"


def _code_files(root: Path) -> list[Path]:
    files = []
    for top in ("training", "thunder_deid_desktop", "resources"):
        for p in sorted((root / top).rglob("*")):
            rel = p.relative_to(root)
            if p.is_file() and not (set(rel.parts) & _SKIP_PARTS) and p.suffix not in (".pyc",):
                files.append(rel)
    return files


def _head_lines(src: Path, limit: int | None) -> bytes:
    """The first ``limit`` lines of a JSONL file (all when ``limit`` is None)."""
    if limit is None:
        return src.read_bytes()
    out = io.BytesIO()
    with open(src, "rb") as f:
        for i, line in enumerate(f):
            if i >= limit:
                break
            out.write(line)
    return out.getvalue()


def _corpus_head(limit: int) -> bytes:
    from training import corpus

    src = corpus.data_dir() / "precedent_kr" / "corpus.jsonl.gz"
    buf = io.BytesIO()
    with gzip.open(src, "rb") as f, gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as g:
        for i, line in enumerate(f):
            if i >= limit:
                break
            g.write(line)
    return buf.getvalue()


def _safe_name(path: Path, taken: set[str]) -> str:
    base = re.sub(r"[^A-Za-z0-9._-]", "_", path.name) or "data"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{n}-{base}"
    taken.add(name)
    return name


def build_bundle(config: dict, dest_dir: Path, *, root: Path | None = None) -> Bundle:
    """Write ``dest_dir/bundle-<hash>.tar.gz`` for the training ``config`` (a parsed YAML dict) and return it.

    Data: ``data.annotated``, ``data.extra_annotated`` and ``data.lists`` of the config are copied to ``data/``
    (the first ``data.limit_docs`` lines of ``annotated`` only: the trainer reads no more); missing ones come from
    the shared release into ``shared/data/thunder_deid/``. A ``tokenizer.from`` folder is copied to
    ``tokenizer/``; without one the first ``tokenizer.corpus_docs`` judgments of the corpus are included.
    ``validation_gold`` (a file) goes to ``data/`` and ``base_model`` (a folder) to ``base_model/``.
    ``output_dir`` becomes ``out``; the config is ``out/train_config.yaml``.

    Raises:
        FileNotFoundError: a data file the config names, or the shared release, is missing.
    """
    from training import corpus

    root = root or app_root()
    cfg = copy.deepcopy(config)
    members: dict[str, bytes] = {}
    for rel in _code_files(root):
        members[rel.as_posix()] = (root / rel).read_bytes()

    data_cfg = cfg.setdefault("data", {})
    limit = int(data_cfg["limit_docs"]) if data_cfg.get("limit_docs") else None
    taken: set[str] = set()
    data_files: dict[str, bytes] = {}
    if data_cfg.get("annotated"):
        src = Path(data_cfg["annotated"])
        name = "data/" + _safe_name(src, taken)
        data_files[name] = _head_lines(src, limit)
        data_cfg["annotated"] = name
    else:
        src = corpus.thunder_dir() / "annotated_judgments.jsonl"
        data_files["shared/data/thunder_deid/annotated_judgments.jsonl"] = _head_lines(src, limit)
    extra = []
    for item in data_cfg.get("extra_annotated") or []:
        name = "data/" + _safe_name(Path(item), taken)
        data_files[name] = Path(item).read_bytes()
        extra.append(name)
    if extra:
        data_cfg["extra_annotated"] = extra
    if data_cfg.get("lists"):
        src = Path(data_cfg["lists"])
        name = "data/" + _safe_name(src, taken)
        data_files[name] = src.read_bytes()
        data_cfg["lists"] = name
    else:
        src = corpus.thunder_dir() / "entity_mentions.json"
        data_files["shared/data/thunder_deid/entity_mentions.json"] = src.read_bytes()

    tk = cfg.setdefault("tokenizer", {})
    if tk.get("from"):
        src = Path(tk["from"]) if Path(tk["from"]).is_absolute() else root / tk["from"]
        for p in sorted(src.iterdir()):
            if p.is_file() and p.name.startswith(("tokenizer", "special_tokens", "vocab", "merges")):
                data_files[f"tokenizer/{p.name}"] = p.read_bytes()
        tk["from"] = "tokenizer"
    else:
        n = int(tk.get("corpus_docs", 1500))
        if n > 0:
            data_files["shared/data/precedent_kr/corpus.jsonl.gz"] = _corpus_head(n)
    if cfg.get("validation_gold"):
        src = Path(cfg["validation_gold"])
        name = "data/" + _safe_name(src, taken)
        data_files[name] = src.read_bytes()
        cfg["validation_gold"] = name
    if cfg.get("base_model"):
        src = Path(cfg["base_model"])
        for p in sorted(src.rglob("*")):
            if p.is_file():
                data_files[f"base_model/{p.relative_to(src).as_posix()}"] = p.read_bytes()
        cfg["base_model"] = "base_model"
    members.update(data_files)
    cfg["output_dir"] = "out"

    requirements = runtime_requirements(root / "pyproject.toml")
    members["requirements.txt"] = requirements.encode()
    members["prepare_env.sh"] = PREPARE_ENV.encode()
    members[CONFIG] = yaml.safe_dump(cfg, allow_unicode=True, sort_keys=False).encode()
    digests = {name: _sha256_bytes(data) for name, data in sorted(members.items())}
    data_sha = _sha256_bytes(json.dumps({k: digests[k] for k in sorted(data_files)}, sort_keys=True).encode())
    env_sha = digests["requirements.txt"]
    members["bundle.json"] = json.dumps(
        {"files": digests, "data_sha256": data_sha, "env_sha256": env_sha}, indent=1, sort_keys=True
    ).encode()

    dest_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=".bundle-", suffix=".tar.gz", dir=dest_dir)
    with open(fd, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for name in sorted(members):
                data = members[name]
                info = tarfile.TarInfo(name)
                info.size = len(data)
                info.mode = 0o755 if name.endswith(".sh") else 0o644
                info.mtime = 0
                tar.addfile(info, io.BytesIO(data))
    tmp = Path(tmp_name)
    sha = file_sha256(tmp)
    final = dest_dir / f"bundle-{sha[:16]}.tar.gz"
    shutil.move(tmp, final)
    return Bundle(final, sha, data_sha, env_sha)


def verify_extracted(folder: Path) -> None:
    """Check an extracted bundle against its ``bundle.json``.

    Raises:
        ValueError: a file is missing or differs.
    """
    meta = json.loads((folder / "bundle.json").read_text(encoding="utf-8"))
    bad = [n for n, d in meta["files"].items() if not (folder / n).is_file() or file_sha256(folder / n) != d]
    if bad:
        raise ValueError(f"bundle files missing or changed: {bad[:5]}")
