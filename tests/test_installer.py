"""Offline installer (issue 7): the PyInstaller bundle is built in a temporary folder and run from there with no
Python on PATH, no virtual environment, an empty home and network-free settings.

Marked ``installer`` (run by ``.ci/run``; several minutes: the build dominates). Needs a model to ship: the
repository's ``resources/models/default`` or ``$THUNDER_DEID_BUNDLE_MODEL``; skipped when there is none.
The first tests (unmarked, fast) check :mod:`thunder_deid_desktop.paths`, the one place that decides where
resources are in a checkout and in a bundle.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from thunder_deid_desktop import paths

REPO = Path(__file__).resolve().parents[1]
EXE = ".exe" if sys.platform == "win32" else ""
BUILD_TIMEOUT_S = 1800


# ----------------------------------------------------------------------------------- paths (fast, unmarked)


def test_resource_dir_in_a_checkout_is_the_repository_resources() -> None:
    assert not paths.is_frozen()
    assert paths.app_root() == REPO
    assert paths.resource_dir() == REPO / "resources"
    assert (paths.resource_dir() / "taxonomy.json").is_file()


def test_resource_dir_follows_meipass_when_frozen(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert paths.is_frozen()
    assert paths.resource_dir() == tmp_path / "resources"


def test_data_modules_take_their_folders_from_resource_dir() -> None:
    from thunder_deid_desktop.analysis import analyzer
    from thunder_deid_desktop.deid import policy
    from thunder_deid_desktop.taxonomy import DEFAULT_PATH

    res = paths.resource_dir()
    assert DEFAULT_PATH == res / "taxonomy.json"
    assert policy.POLICY_DIR == res / "policies" and (policy.POLICY_DIR / "court.yaml").is_file()
    assert analyzer.DEFAULT_MODEL_DIR == res / "models" / "default"


# ----------------------------------------------------------------------------------- the bundle


def _bundle_model() -> Path | None:
    env = os.environ.get("THUNDER_DEID_BUNDLE_MODEL")
    folder = Path(env) if env else REPO / "resources" / "models" / "default"
    return folder if (folder / "config.json").is_file() else None


def _sample() -> Path:
    return sorted((REPO / "resources" / "samples").glob("*.txt"))[0]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Iterator[Path]:
    """Build the bundle with installer/build.sh into a temporary folder; returns the bundle folder.

    ``$THUNDER_DEID_PREBUILT_BUNDLE`` (a bundle folder) skips the build, to iterate on the checks."""
    prebuilt = os.environ.get("THUNDER_DEID_PREBUILT_BUNDLE")
    if prebuilt:
        yield Path(prebuilt)
        return
    model = _bundle_model()
    if model is None:
        pytest.skip("no model to bundle: resources/models/default (or $THUNDER_DEID_BUNDLE_MODEL) is absent")
    root = tmp_path_factory.mktemp("installer")
    env = dict(os.environ, PYTHON=sys.executable, THUNDER_DEID_BUNDLE_MODEL=str(model))
    t0 = time.monotonic()
    proc = subprocess.run(
        [
            "bash",
            str(REPO / "installer" / "build.sh"),
            "--dist",
            str(root / "dist"),
            "--work",
            str(root / "work"),
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
    )
    if proc.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        pytest.fail(f"build failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-8000:]}")
    sys.stderr.write(
        f"\n[installer] {proc.stdout.strip()}\n[installer] test build took {time.monotonic() - t0:.0f} s\n"
    )
    shutil.rmtree(root / "work", ignore_errors=True)  # PyInstaller's build folder: as large as the bundle
    folder = root / "dist" / "thunder-deid-desktop"
    assert folder.is_dir()
    yield folder
    shutil.rmtree(root, ignore_errors=True)  # a gigabyte; pytest would keep it among its last three runs


def _offline_env(home: Path) -> dict[str, str]:
    """A bare environment: PATH holds only an empty folder (no Python, no tools), a fresh home and XDG folders,
    Hugging Face offline, and proxies pointing at a closed local port so that any network attempt fails."""
    (home / "bin").mkdir(parents=True, exist_ok=True)
    run = home / "run"
    run.mkdir(exist_ok=True)
    run.chmod(0o700)
    env = {
        "PATH": str(home / "bin"),
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_RUNTIME_DIR": str(run),
        "TMPDIR": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "HF_HOME": str(home / "hf"),
    }
    for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        env[name] = "http://127.0.0.1:9"
    if sys.platform == "win32":  # Windows cannot start a process without these
        for name in ("SYSTEMROOT", "WINDIR", "COMSPEC"):
            if name in os.environ:
                env[name] = os.environ[name]
        env["APPDATA"] = str(home / "AppData" / "Roaming")
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
        env["TEMP"] = env["TMP"] = str(home)
    return env


def _run(
    bundle: Path, program: str, args: list[str], home: Path, timeout: float
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(bundle / f"{program}{EXE}"), *args],
        cwd=bundle,
        env=_offline_env(home),
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=timeout,
    )


@pytest.mark.installer
def test_bundle_holds_the_app_and_its_resources_and_nothing_outside(bundle: Path) -> None:
    internal = bundle / "_internal"
    for program in ("thunder-deid", "thunder-deid-desktop"):
        exe = bundle / f"{program}{EXE}"
        assert exe.is_file() and os.access(exe, os.X_OK), program
    res = internal / "resources"
    for rel in (
        "taxonomy.json",
        "common_words.txt",
        "judgment_terms.txt",
        "name_like_terms.txt",
        "everyday_nouns.txt",
        "policies/court.yaml",
        "policies/lawgokr.yaml",
        "policies/pseudonym.yaml",
        "replacement_lists/entity_mentions.json",
        "fonts/NotoSansKR-Regular.otf",
        "fonts/OFL.txt",
        "i18n/thunder_deid_ko.qm",
        "samples/" + _sample().name,
        "models/default/config.json",
        "models/default/model.safetensors",
        "models/default/tokenizer.json",
        "models/default/model_card.md",
        "models/default/manifest.json",
    ):
        assert (res / rel).is_file(), rel
    assert not (res / "models" / "default" / "train.log").exists()  # run logs are not shipped
    assert (internal / "mecab_ko_dic" / "dictionary" / "sys.dic").is_file()
    assert (internal / "mecab" / "mecabrc").is_file()
    assert (internal / "thunder_deid_desktop" / "store" / "migrations" / "env.py").is_file()
    assert list((internal / "thunder_deid_desktop" / "store" / "migrations" / "versions").glob("0001_*.py"))
    plugins = internal / "PySide6" / "Qt" / "plugins"
    assert list((plugins / "platforms").glob("*offscreen*")), "Qt offscreen platform plugin missing"
    if sys.platform.startswith("linux"):
        assert list((plugins / "platforms").glob("*xcb*")), "Qt xcb platform plugin missing"
    assert list((plugins / "imageformats").iterdir()), "Qt image format plugins missing"

    files = [p for p in bundle.rglob("*") if p.is_file() or p.is_symlink()]
    names = [p.relative_to(internal).as_posix() for p in files if internal in p.parents]
    # trimmed: no CUDA, no torch build tools or test libraries, no other model architectures, no test frameworks
    gpu = re.compile(
        r"(^|/)(lib)?(cudart|cublas|cudnn|cufft|nvrtc|nccl|torch_cuda|c10_cuda)[^/]*\.(so|dll|dylib)[.0-9]*$",
        re.I,
    )
    assert not [n for n in names if gpu.search(n) or n.startswith("nvidia/")]
    assert not [
        n
        for n in names
        if n.startswith(("torch/bin/test_", "torch/include/", "torch/test/")) or "torchbind_test" in n
    ]
    assert not (internal / "mecab_ko_dic" / "dictionary" / "model.bin").exists()
    assert not (internal / "transformers" / "models" / "llama").exists()
    assert not [n for n in names if n.split("/")[0] in ("pytest", "_pytest", "hypothesis", "torchvision")]
    # everything the bundle links to lies inside it (no path back into the build machine's Python)
    for p in files:
        if p.is_symlink():
            target = p.resolve()
            assert bundle.resolve() in target.parents, f"{p} points outside the bundle"
    size = sum(p.stat().st_size for p in files if p.is_file() and not p.is_symlink())
    sys.stderr.write(f"\n[installer] bundle {size / 2**20:.0f} MiB in {len(files)} files\n")
    assert size < 1600 * 2**20, f"bundle grew to {size / 2**20:.0f} MiB"


@pytest.mark.installer
def test_cli_detect_runs_from_the_bundle(bundle: Path, tmp_path: Path) -> None:
    from thunder_deid_desktop.documents import load_document

    sample = tmp_path / "in" / _sample().name
    sample.parent.mkdir()
    shutil.copyfile(_sample(), sample)
    proc = _run(bundle, "thunder-deid", ["detect", str(sample), "--format", "jsonl"], tmp_path / "home", 600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0]["path"] == str(sample)
    spans = lines[0]["spans"]
    assert len(spans) >= 5, "the bundled model and rules found almost nothing in a real judgment"
    text = load_document(sample).text
    for s in spans:
        assert text[s["start"] : s["end"]] == s["text"]
    assert {s["source"] for s in spans} & {"model", "propagation"}, "no span came from the model"
    assert "Traceback" not in proc.stderr


@pytest.mark.installer
@pytest.mark.parametrize("policy", ["court", "pseudonym"])
def test_cli_deidentify_runs_from_the_bundle(bundle: Path, tmp_path: Path, policy: str) -> None:
    out = tmp_path / "out"
    # the second bundled judgment still names a company (resources/samples/SOURCE.md); the first has nothing
    # left to replace under the court rule
    sample = sorted((REPO / "resources" / "samples").glob("*prec180200.txt"))[0]
    proc = _run(
        bundle,
        "thunder-deid",
        ["deidentify", str(sample), "-o", str(out), "--policy", policy],
        tmp_path / "h",
        600,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    written = (out / sample.name).read_text(encoding="utf-8")
    original = sample.read_text(encoding="utf-8")
    assert written != original and "【주    문】" in written  # replaced mentions, the structure kept
    assert "현대커머셜" not in written
    assert "Traceback" not in proc.stderr


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    return struct.unpack(">II", head[16:24])


@pytest.mark.installer
def test_desktop_selftest_runs_from_the_bundle(bundle: Path, tmp_path: Path) -> None:
    shot = tmp_path / "shot" / "selftest.png"
    proc = _run(
        bundle, "thunder-deid-desktop", ["--selftest", "--screenshot", str(shot)], tmp_path / "home", 600
    )
    assert proc.returncode == 0, f"{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    summary = [line for line in proc.stdout.splitlines() if line.startswith("selftest:")]
    assert summary and " spans" in summary[0] and "model default" in summary[0], proc.stdout
    width, height = _png_size(shot)
    assert width >= 800 and height >= 500
    assert "Traceback" not in proc.stderr


def _wait(predicate, timeout: float, proc: subprocess.Popen) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        if proc.poll() is not None:
            return predicate()
        time.sleep(0.5)
    return predicate()


def _documents(db: Path) -> int:
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as conn:
            return conn.execute("SELECT count(*) FROM documents").fetchone()[0]
    except sqlite3.Error:
        return 0


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=30)


def _revision(db: Path) -> str:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        return conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]


def _to_oldest_revision(db: Path) -> str | None:
    """Downgrade ``db`` to the first schema revision, as if an older version of the app had made it; returns
    that revision, or None when there is only one (nothing to upgrade from)."""
    from alembic import command
    from alembic.config import Config
    from alembic.script import ScriptDirectory
    from sqlalchemy import create_engine

    from thunder_deid_desktop.store.db import MIGRATIONS_DIR

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    revisions = list(ScriptDirectory.from_config(cfg).walk_revisions())  # newest first
    if len(revisions) < 2:
        return None
    oldest = revisions[-1].revision
    engine = create_engine(f"sqlite:///{db}")
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, oldest)
    engine.dispose()
    return oldest


@pytest.mark.installer
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks the Linux (XDG) user folders")
def test_first_run_creates_database_and_settings_in_the_user_folders_and_an_upgrade_keeps_them(
    bundle: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    db = home / "data" / "thunder-deid-desktop" / "review.sqlite3"
    settings = home / "config" / "thunder-deid-desktop" / "desktop.ini"
    log = tmp_path / "first.log"
    with open(log, "w", encoding="utf-8") as err:
        proc = subprocess.Popen(
            [str(bundle / "thunder-deid-desktop")], cwd=bundle, env=_offline_env(home), stdout=err, stderr=err
        )
        try:
            ok = _wait(lambda: db.is_file() and settings.is_file() and _documents(db) >= 1, 300, proc)
        finally:
            _stop(proc)
    assert ok, f"first run: database {db.is_file()}, settings {settings.is_file()}\n{log.read_text()[-3000:]}"
    assert "language" in settings.read_text(encoding="utf-8")
    head = _revision(db)  # the bundle's migrations ran
    # An upgrade: the database as an older version left it (first schema revision), then the new bundle starts
    # on it: the schema is migrated to the newest revision and the document is still there (not imported again).
    oldest = _to_oldest_revision(db)
    if oldest is not None:
        assert _revision(db) == oldest != head
    log2 = tmp_path / "second.log"
    with open(log2, "w", encoding="utf-8") as err:
        proc = subprocess.Popen(
            [str(bundle / "thunder-deid-desktop")], cwd=bundle, env=_offline_env(home), stdout=err, stderr=err
        )
        try:
            _wait(lambda: "store opened" in log2.read_text(encoding="utf-8", errors="replace"), 180, proc)
            time.sleep(3)
            running = proc.poll() is None
        finally:
            _stop(proc)
    assert running, f"second run exited early:\n{log2.read_text()[-3000:]}"
    assert _revision(db) == head
    assert _documents(db) == 1
