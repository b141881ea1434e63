"""A retraining run made ready: data snapshot, config file and output folder (shared by the CLI and the admin
screen; a remote job copies the same files).

:func:`prepare_run` takes a preset (``training/configs/<preset>.yaml``) or a config file, and writes
``<output_dir>/train_config.yaml`` with the issue-5 keys of :mod:`training.train` filled in:

* ``base_model`` — the folder to fine-tune (``None``: train from scratch);
* ``validation_gold`` — the fixed validation set (:func:`~thunder_deid_desktop.jobs.registry.fixed_validation_file`)
  unless the config names one;
* ``data.extra_annotated`` / ``data.lists`` / ``data_snapshot`` — the snapshot of corrected documents and
  replacement lists (:func:`~thunder_deid_desktop.jobs.training_data.build_snapshot`) when a store is given.

The config file lies inside the model folder, so the folder's hash manifest covers it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import yaml

from thunder_deid_desktop.jobs import registry
from thunder_deid_desktop.jobs.training_data import Snapshot, build_snapshot
from thunder_deid_desktop.store import Store

PRESETS = ("default", "tiny")
CONFIG_NAME = "train_config.yaml"


def configs_dir() -> Path:
    """``training/configs`` of the repository (presets live there)."""
    from training import corpus

    return corpus.REPO_ROOT / "training" / "configs"


def snapshots_home() -> Path:
    """Where data snapshots go: ``$THUNDER_DEID_SNAPSHOTS``, else ``snapshots/`` beside the models folder."""
    env = os.environ.get("THUNDER_DEID_SNAPSHOTS")
    return Path(env) if env else registry.models_home().parent / "snapshots"


@dataclass
class RunPlan:
    """What a run needs: ``config_path`` (inside ``output_dir``), the ``snapshot`` (or ``None``), the registry id
    of the base model (``parent``), and the ``command`` recorded in the registry."""

    config_path: Path
    output_dir: Path
    snapshot: Snapshot | None
    parent: str | None
    command: list[str] = field(default_factory=list)


def missing_training_data() -> Path | None:
    """The release's annotated judgments that every training run reads (``training.corpus.thunder_dir()``), when
    that file is missing, else ``None``: training needs ``../shared/data`` or ``$THUNDER_DEID_SHARED``, which a
    user's machine may not have (a new-user trial, 2026-12-03, got a traceback from ``thunder-deid train``)."""
    from training.corpus import thunder_dir

    path = thunder_dir() / "annotated_judgments.jsonl"
    return None if path.is_file() else path


def resolve_base(store: Store | None, base: str | Path | None) -> tuple[Path | None, str | None]:
    """``base`` as ``(folder, registry id or None)``: a registered id or a folder (matched against the registry
    when a store is given).

    Raises:
        registry.RegistryError: ``base`` is neither a folder nor a registered id.
    """
    if base is None or str(base) == "":
        return None, None
    path = Path(base)
    if store is not None:
        for entry in registry.list_models(store):
            if entry.id == str(base) or (path.is_dir() and entry.path.resolve() == path.resolve()):
                return entry.path, entry.id
    if path.is_dir():
        return path.resolve(), None
    raise registry.RegistryError(f"base model {base!s} is neither a folder nor a registered model id")


def prepare_run(
    *,
    preset: str = "default",
    config: str | Path | None = None,
    store: Store | None = None,
    include_reviewed: bool = True,
    base_model: str | Path | None = None,
    reviewed_since: datetime | None = None,
    output_dir: str | Path | None = None,
    epochs: int | None = None,
    max_minutes: float | None = None,
) -> RunPlan:
    """Write the snapshot and ``train_config.yaml`` of a run (module docstring) and return its plan.

    Args:
        preset: ``default`` or ``tiny`` (ignored when ``config`` is given).
        store: the review store: registered base models are looked up there and, with ``include_reviewed``, its
            corrected documents (changed at or after ``reviewed_since``) and its replacement lists go into the
            snapshot; ``None`` (or ``include_reviewed=False``) trains on the shipped data only.
        output_dir: the model folder (default: ``<models home>/<UTC time>-<preset>``).

    Raises:
        ValueError: an unknown preset.
        registry.RegistryError: a bad ``base_model``.
    """
    if config is None:
        if preset not in PRESETS:
            raise ValueError(f"unknown preset {preset!r} (use {' or '.join(PRESETS)})")
        config = configs_dir() / f"{preset}.yaml"
    with open(config, encoding="utf-8") as f:
        cfg = yaml.safe_load(f)
    base_dir, parent = resolve_base(store, base_model)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    out = Path(output_dir) if output_dir else registry.models_home() / f"{stamp}-{Path(config).stem}"
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    cfg["output_dir"] = str(out)
    if base_dir is not None:
        cfg["base_model"] = str(base_dir)
    if not cfg.get("validation_gold"):
        cfg["validation_gold"] = str(registry.fixed_validation_file())
    if epochs is not None:
        cfg["train"]["epochs"] = int(epochs)
    if max_minutes is not None:
        cfg["train"]["max_minutes"] = float(max_minutes)
    snapshot = None
    if store is not None and include_reviewed:
        snapshot = build_snapshot(store, snapshots_home(), since=reviewed_since)
        data = cfg.setdefault("data", {}) or {}
        cfg["data"] = data
        data["extra_annotated"] = [*(data.get("extra_annotated") or []), str(snapshot.reviewed_jsonl)]
        data["lists"] = str(snapshot.lists_json)
        cfg["data_snapshot"] = str(snapshot.path)
    config_path = out / CONFIG_NAME
    config_path.write_text(yaml.safe_dump(cfg, allow_unicode=True, sort_keys=False), encoding="utf-8")
    command = ["thunder-deid", "train", "--config", str(config_path)]
    return RunPlan(config_path, out, snapshot, parent, command)
