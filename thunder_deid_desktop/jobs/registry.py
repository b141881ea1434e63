"""The model registry (issue 5, item 4): every trained model folder, which one is promoted, and why.

A model is registered from its folder: the folder must pass
:func:`~thunder_deid_desktop.analysis.integrity.verify_manifest` and hold ``metrics.json`` (written by
``training.train.finalize``). Its id is the first 16 hex digits of the SHA-256 of ``manifest.json`` (content
addressed: registering the same folder twice gives the same row); the shipped model of
``resources/models/default`` has the id :data:`DEFAULT_ID` and is registered and promoted the first time a store's
registry is read, as the initial promoted model.

Promotion rule (issue 5): a model is promoted only if, on the same fixed validation set, it is not worse than the
promoted one on binary token F1 (``binary_token_f1``: not lower) and entity leak (``entity_leak_rate``: not
higher). Otherwise — or when the two were measured on different validation files, or a metric is missing — the
promotion needs an ``override_reason``, which is audited in ``model_events`` with the user. Rollback makes any
earlier registered model the promoted one again (also audited). The promoted model is the one named by the
newest ``promote`` / ``rollback`` event.

:func:`promoted_model_in_db` reads the promoted folder from a SQLite file without migrating it or creating it,
for :func:`thunder_deid_desktop.analysis.analyzer.default_model_dir`.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from thunder_deid_desktop.analysis.integrity import MANIFEST, file_sha256, verify_manifest
from thunder_deid_desktop.paths import resource_dir
from thunder_deid_desktop.store import Store
from thunder_deid_desktop.store.models import ModelEvent, ModelRow, User

log = logging.getLogger(__name__)

DEFAULT_ID = "default"
#: ``path`` stored for the shipped model: resolved against the running installation's ``resources/``.
DEFAULT_PATH = "resource:models/default"
#: The fixed validation set every run is evaluated on (the shipped model's validation split, never changed).
F1_KEY = "binary_token_f1"
LEAK_KEY = "entity_leak_rate"
VALIDATION_FILE = "validation_gold.jsonl"
SNAPSHOT_FILE = "snapshot.json"


def shipped_model_dir() -> Path:
    """``resources/models/default`` of this installation."""
    return resource_dir() / "models" / "default"


def fixed_validation_file() -> Path:
    """The fixed validation set: ``resources/models/default/validation_gold.jsonl`` (gold JSONL of ``eval``)."""
    return shipped_model_dir() / VALIDATION_FILE


def models_home() -> Path:
    """Where trained models go by default: ``$THUNDER_DEID_MODELS``, else ``models/`` in the user data folder."""
    env = os.environ.get("THUNDER_DEID_MODELS")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("thunder-deid-desktop", appauthor=False)) / "models"


class RegistryError(ValueError):
    """A registry operation that is not allowed (unknown id, a worse model without override, a bad folder)."""


@dataclass(frozen=True)
class ModelEntry:
    """One registered model as the CLI and the admin screen show it.

    ``path`` is the model folder on this machine; ``metrics`` its ``metrics.json``; ``promoted`` is true for the
    model the analyzer loads; ``created_at`` the registration time (UTC).
    """

    id: str
    name: str
    path: Path
    parent: str | None
    command: list[str]
    data_snapshot: str | None
    data_sha256: str | None
    target: str
    metrics: dict[str, Any]
    binary_f1: float | None
    entity_leak: float | None
    validation_sha256: str | None
    created_at: datetime
    promoted: bool = False

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (``path`` as a string, ``created_at`` ISO 8601)."""
        return {
            "id": self.id,
            "name": self.name,
            "path": str(self.path),
            "parent": self.parent,
            "command": list(self.command),
            "data_snapshot": self.data_snapshot,
            "data_sha256": self.data_sha256,
            "target": self.target,
            "binary_f1": self.binary_f1,
            "entity_leak": self.entity_leak,
            "validation_sha256": self.validation_sha256,
            "created_at": self.created_at.isoformat(),
            "promoted": self.promoted,
            "metrics": self.metrics,
        }


@dataclass(frozen=True)
class Comparison:
    """Result of the promotion rule: ``ok`` when the candidate is not worse; ``reasons`` say why not."""

    ok: bool
    reasons: tuple[str, ...]


def _resolve(path: str) -> Path:
    if path == DEFAULT_PATH:
        return shipped_model_dir()
    return Path(path)


def _entry(row: ModelRow, promoted_id: str | None) -> ModelEntry:
    return ModelEntry(
        id=row.id,
        name=row.name,
        path=_resolve(row.path),
        parent=row.parent_id,
        command=list(row.command or []),
        data_snapshot=row.data_snapshot,
        data_sha256=row.data_sha256,
        target=row.target,
        metrics=dict(row.metrics or {}),
        binary_f1=row.binary_f1,
        entity_leak=row.entity_leak,
        validation_sha256=row.validation_sha256,
        created_at=row.created_at if row.created_at.tzinfo else row.created_at.replace(tzinfo=UTC),
        promoted=row.id == promoted_id,
    )


def _read_metrics(folder: Path) -> dict[str, Any]:
    path = folder / "metrics.json"
    if not path.is_file():
        raise RegistryError(f"{folder}: no metrics.json (was the run finalized?)")
    try:
        metrics = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise RegistryError(f"{folder}: unreadable metrics.json") from exc
    if not isinstance(metrics, dict):
        raise RegistryError(f"{folder}: metrics.json is not an object")
    return metrics


def _validation_sha(folder: Path, metrics: dict[str, Any]) -> str | None:
    """The hash of the validation file the metrics were measured on: recorded by ``finalize``
    (``validation_sha256``), else that of the folder's ``validation_gold.jsonl``."""
    if metrics.get("validation_sha256"):
        return str(metrics["validation_sha256"])
    gold = folder / VALIDATION_FILE
    return file_sha256(gold) if gold.is_file() else None


def snapshot_sha256(snapshot: str | None) -> str | None:
    """The content hash of a data snapshot: the ``sha256`` in ``<snapshot>/snapshot.json`` when ``snapshot`` is
    such a folder, else ``snapshot`` itself when it is 64 hex digits, else ``None``."""
    if not snapshot:
        return None
    meta = Path(snapshot) / SNAPSHOT_FILE
    if meta.is_file():
        try:
            return str(json.loads(meta.read_text(encoding="utf-8"))["sha256"])
        except (ValueError, KeyError):
            return None
    if len(snapshot) == 64 and all(c in "0123456789abcdef" for c in snapshot):
        return snapshot
    return None


def _user_id(s, user) -> int | None:
    """``user`` as a users.id: an object with ``id``, a user name (must exist), or ``None`` (the system)."""
    if user is None:
        return None
    if hasattr(user, "id"):
        return int(user.id)
    row = s.scalar(select(User).where(User.name == str(user)))
    if row is None:
        raise RegistryError(f"unknown user {user!r}")
    return row.id


def _promoted_id(s) -> str | None:
    ev = s.scalar(
        select(ModelEvent)
        .where(ModelEvent.action.in_(("promote", "rollback")))
        .order_by(ModelEvent.id.desc())
        .limit(1)
    )
    return ev.model_id if ev else None


def _row_values(
    folder: Path,
    *,
    parent: str | None,
    command: list[str],
    data_snapshot: str | None,
    target: str,
    path_value: str,
) -> dict[str, Any]:
    try:
        verify_manifest(folder)
    except Exception as exc:  # ModelIntegrityError: the message names the problem
        raise RegistryError(str(exc)) from exc
    metrics = _read_metrics(folder)
    f1, leak = metrics.get(F1_KEY), metrics.get(LEAK_KEY)
    return dict(
        name=folder.name,
        path=path_value,
        parent_id=parent,
        command=[str(c) for c in command],
        data_snapshot=data_snapshot,
        data_sha256=snapshot_sha256(data_snapshot),
        target=target,
        metrics=metrics,
        binary_f1=float(f1) if isinstance(f1, int | float) else None,
        entity_leak=float(leak) if isinstance(leak, int | float) else None,
        validation_sha256=_validation_sha(folder, metrics),
        manifest_sha256=file_sha256(folder / MANIFEST),
    )


def ensure_default(store: Store) -> None:
    """Register and promote the shipped model if the registry has never promoted one; refresh its row when a
    newer application ships another default model. Does nothing when the shipped folder is missing."""
    folder = shipped_model_dir()
    if not (folder / MANIFEST).is_file():
        return
    try:
        _ensure_default(store, folder)
    except IntegrityError:  # another process registered it at the same moment
        log.info("shipped model registered by another process")


def _ensure_default(store: Store, folder: Path) -> None:
    with store.write() as s:
        row = s.get(ModelRow, DEFAULT_ID)
        manifest_sha = file_sha256(folder / MANIFEST)
        if row is not None and row.manifest_sha256 == manifest_sha and _promoted_id(s) is not None:
            return
        values = _row_values(
            folder,
            parent=None,
            command=["thunder-deid", "train", "--config", "training/configs/default.yaml"],
            data_snapshot=None,
            target="shipped",
            path_value=DEFAULT_PATH,
        )
        if row is None:
            s.add(ModelRow(id=DEFAULT_ID, **values))
            s.flush()
            s.add(ModelEvent(model_id=DEFAULT_ID, action="register", params={"shipped": True}))
        elif row.manifest_sha256 != manifest_sha:
            for k, v in values.items():
                setattr(row, k, v)
            s.add(
                ModelEvent(model_id=DEFAULT_ID, action="register", params={"shipped": True, "updated": True})
            )
        if _promoted_id(s) is None:
            s.add(ModelEvent(model_id=DEFAULT_ID, action="promote", params={"initial": True}))


def register_model(
    store: Store,
    folder: Path,
    *,
    parent: str | None,
    command: list[str],
    data_snapshot: str | None,
    target: str = "local",
) -> ModelEntry:
    """Register the model in ``folder`` (a finalized training output) and return its entry.

    Args:
        folder: model folder with ``manifest.json`` and ``metrics.json``; its absolute path is stored.
        parent: id of the base model it was fine-tuned from (``None`` when trained from scratch).
        command: the command line that produced it (argv list).
        data_snapshot: the data snapshot folder (with ``snapshot.json``) or its content hash.
        target: where it was trained (``local``, ``ssh``, ``slurm`` …).

    Raises:
        RegistryError: the folder fails its manifest check, has no readable ``metrics.json``, or ``parent`` is
            not registered.
    """
    folder = Path(folder).resolve()
    ensure_default(store)
    values = _row_values(
        folder,
        parent=parent,
        command=command,
        data_snapshot=data_snapshot,
        target=target,
        path_value=str(folder),
    )
    model_id = values["manifest_sha256"][:16]
    with store.write() as s:
        if parent is not None and s.get(ModelRow, parent) is None:
            raise RegistryError(f"unknown parent model {parent!r}")
        row = s.get(ModelRow, model_id)
        if row is None:
            row = ModelRow(id=model_id, **values)
            s.add(row)
            s.flush()
            s.add(ModelEvent(model_id=model_id, action="register", params={"target": target}))
        promoted = _promoted_id(s)
        log.info("model %s registered (%s)", model_id, target)
        return _entry(row, promoted)


def list_models(store: Store) -> list[ModelEntry]:
    """Every registered model, oldest first, the promoted one flagged (the shipped default is added if new)."""
    ensure_default(store)
    with store.read() as s:
        promoted = _promoted_id(s)
        rows = s.scalars(select(ModelRow).order_by(ModelRow.created_at, ModelRow.id)).all()
        return [_entry(r, promoted) for r in rows]


def get_model(store: Store, model_id: str) -> ModelEntry:
    """The entry of ``model_id``. Raises :class:`RegistryError` if unknown."""
    ensure_default(store)
    with store.read() as s:
        row = s.get(ModelRow, model_id)
        if row is None:
            raise RegistryError(f"unknown model {model_id!r}")
        return _entry(row, _promoted_id(s))


def promoted_model(store: Store) -> ModelEntry | None:
    """The promoted model's entry, ``None`` when nothing is registered (no shipped model either)."""
    ensure_default(store)
    with store.read() as s:
        pid = _promoted_id(s)
        row = s.get(ModelRow, pid) if pid else None
        return _entry(row, pid) if row else None


def compare(candidate: ModelEntry, current: ModelEntry | None) -> Comparison:
    """The promotion rule (module docstring): is ``candidate`` not worse than ``current``?"""
    if current is None or current.id == candidate.id:
        return Comparison(True, ())
    reasons: list[str] = []
    if candidate.binary_f1 is None or candidate.entity_leak is None:
        reasons.append("candidate has no binary F1 / entity leak on the validation set")
    elif current.binary_f1 is None or current.entity_leak is None:
        reasons.append("current model has no binary F1 / entity leak on the validation set")
    else:
        if candidate.validation_sha256 != current.validation_sha256:
            reasons.append("measured on a different validation set")
        if candidate.binary_f1 < current.binary_f1:
            reasons.append(f"binary F1 {candidate.binary_f1:.4f} < {current.binary_f1:.4f}")
        if candidate.entity_leak > current.entity_leak:
            reasons.append(f"entity leak {candidate.entity_leak:.4f} > {current.entity_leak:.4f}")
    return Comparison(not reasons, tuple(reasons))


def promote(store: Store, model_id: str, user, *, override_reason: str | None = None) -> ModelEntry:
    """Make ``model_id`` the promoted model if the rule allows it or an override reason is given.

    Args:
        user: who promotes: an object with ``id`` (e.g. ``UserInfo``) or a user name.
        override_reason: required (non-blank) when :func:`compare` says the candidate is worse or not comparable;
            recorded in the audit event.

    Raises:
        RegistryError: unknown model or user; a worse model without an override reason; the model folder no
            longer matches its manifest.
    """
    candidate = get_model(store, model_id)
    verdict = compare(candidate, promoted_model(store))
    reason = (override_reason or "").strip() or None
    if not verdict.ok and reason is None:
        raise RegistryError("not promoted: " + "; ".join(verdict.reasons) + " (give an override reason)")
    try:
        verify_manifest(candidate.path)
    except Exception as exc:
        raise RegistryError(str(exc)) from exc
    with store.write() as s:
        s.add(
            ModelEvent(
                model_id=model_id,
                user_id=_user_id(s, user),
                action="promote",
                override_reason=reason if not verdict.ok else None,
                params={"rule_ok": verdict.ok, "reasons": list(verdict.reasons), "note": reason},
            )
        )
    log.info("model %s promoted (rule ok: %s)", model_id, verdict.ok)
    return get_model(store, model_id)


def rollback(store: Store, model_id: str, user) -> ModelEntry:
    """Make an earlier registered model the promoted one again (audited; the promotion rule does not apply).

    Raises:
        RegistryError: unknown model or user; the model folder no longer matches its manifest.
    """
    target = get_model(store, model_id)
    try:
        verify_manifest(target.path)
    except Exception as exc:
        raise RegistryError(str(exc)) from exc
    current = promoted_model(store)
    with store.write() as s:
        s.add(
            ModelEvent(
                model_id=model_id,
                user_id=_user_id(s, user),
                action="rollback",
                params={"from": current.id if current else None},
            )
        )
    log.info("rolled back to model %s", model_id)
    return get_model(store, model_id)


def history(store: Store) -> list[dict[str, Any]]:
    """The registry's audit events, oldest first: ``{id, model_id, user, timestamp, action, override_reason}``."""
    with store.read() as s:
        rows = s.execute(
            select(ModelEvent, User.name)
            .outerjoin(User, User.id == ModelEvent.user_id)
            .order_by(ModelEvent.id)
        ).all()
        return [
            {
                "id": ev.id,
                "model_id": ev.model_id,
                "user": name,
                "timestamp": ev.timestamp.isoformat(),
                "action": ev.action,
                "override_reason": ev.override_reason,
            }
            for ev, name in rows
        ]


def promoted_model_dir(store: Store) -> Path:
    """Folder of the promoted model (the shipped default when nothing else was promoted)."""
    entry = promoted_model(store)
    return entry.path if entry else shipped_model_dir()


def promoted_model_in_db(db_path: Path) -> Path | None:
    """The promoted model folder recorded in the SQLite file ``db_path``, read without creating or migrating it.

    ``None`` when the file does not exist, has no registry tables yet, promotes nothing but the shipped model,
    or cannot be read (the caller then falls back to the shipped model).
    """
    import sqlite3

    if not db_path.is_file():
        return None
    try:
        con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            row = con.execute(
                "SELECT m.path FROM model_events e JOIN models m ON m.id = e.model_id "
                "WHERE e.action IN ('promote', 'rollback') ORDER BY e.id DESC LIMIT 1"
            ).fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    if not row or row[0] == DEFAULT_PATH:
        return None
    return _resolve(row[0])


def model_dir_for(store: Store) -> Path:
    """The folder the analyzer of an app on ``store`` loads: ``$THUNDER_DEID_MODEL`` if set, else the promoted
    model (the shipped default when nothing else was promoted)."""
    env = os.environ.get("THUNDER_DEID_MODEL")
    return Path(env) if env else promoted_model_dir(store)


def analyzer_factory(store: Store):
    """A zero-argument callable building the :class:`~thunder_deid_desktop.analysis.analyzer.Analyzer` of
    :func:`model_dir_for` (for :class:`~thunder_deid_desktop.review.analysis.AnalyzerRunner`); the folder is looked
    up when the analyzer is built, so a runner that reloads picks up a new promotion."""

    def make():
        from thunder_deid_desktop.analysis.analyzer import Analyzer

        return Analyzer(model_dir_for(store))

    return make
