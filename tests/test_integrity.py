"""Model folders: hash manifest checked before loading, pickle weights refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from thunder_deid_desktop.analysis.integrity import (
    FINALIZING,
    ModelIntegrityError,
    finalizing,
    verify_manifest,
    write_manifest,
)


def _folder(tmp_path: Path) -> Path:
    d = tmp_path / "model"
    d.mkdir()
    (d / "config.json").write_text("{}", encoding="utf-8")
    (d / "model.safetensors").write_bytes(b"\x00" * 64)
    write_manifest(d)
    return d


def test_untouched_folder_verifies_and_logs_may_change(tmp_path: Path) -> None:
    d = _folder(tmp_path)
    verify_manifest(d)
    (d / "progress.jsonl").write_text('{"event": "step"}\n', encoding="utf-8")
    verify_manifest(d)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: (d / "model.safetensors").write_bytes(b"\x01" * 64), "changed"),
        (lambda d: (d / "model.safetensors").unlink(), "missing"),
        (lambda d: (d / "extra.txt").write_text("x"), "unexpected"),
        (lambda d: (d / "pytorch_model.bin").write_bytes(b"pickle"), "pickle"),
        (lambda d: (d / "manifest.json").unlink(), "no manifest"),
    ],
)
def test_tampering_is_refused(tmp_path: Path, change, message: str) -> None:
    d = _folder(tmp_path)
    change(d)
    with pytest.raises(ModelIntegrityError, match=message):
        verify_manifest(d)


def test_token_classifier_refuses_a_tampered_model(tmp_path: Path) -> None:
    from thunder_deid_desktop.analysis.model import TokenClassifier

    d = _folder(tmp_path)
    (d / "config.json").write_text('{"tampered": true}', encoding="utf-8")
    with pytest.raises(ModelIntegrityError):
        TokenClassifier(d)


def test_a_tampered_analyzer_json_is_refused_before_it_is_read(tmp_path: Path) -> None:
    # analyzer.json chooses the runtime and the decoding settings: the manifest must be checked before it is read
    from thunder_deid_desktop.analysis.analyzer import Analyzer

    d = _folder(tmp_path)
    (d / "analyzer.json").write_text('{"runtime": "onnx-int8"', encoding="utf-8")  # not listed, not even JSON
    with pytest.raises(ModelIntegrityError, match="unexpected"):
        Analyzer(d)


def test_a_folder_another_process_finalizes_is_refused_until_the_marker_is_gone(tmp_path: Path) -> None:
    # the finalize of the training command deletes analyzer.json and rewrites the manifest without it before it
    # chooses the settings: a folder that passes the hash check but would run with the analyzer's defaults
    d = _folder(tmp_path)
    (d / FINALIZING).write_text("999999999", encoding="utf-8")  # no such process here
    with pytest.raises(ModelIntegrityError, match=r"finalizing this model folder \(process 999999999\)"):
        verify_manifest(d)
    (d / FINALIZING).unlink()
    verify_manifest(d)


def test_the_finalizing_process_itself_may_load_the_folder_and_the_marker_goes_at_the_end(
    tmp_path: Path,
) -> None:
    d = _folder(tmp_path)
    with finalizing(d):
        assert (d / FINALIZING).is_file()
        verify_manifest(d)  # the marker is this process's and is no file of the manifest
        write_manifest(d)
        verify_manifest(d)
    assert not (d / FINALIZING).exists()
    verify_manifest(d)


def test_an_interrupted_finalize_leaves_the_folder_refused(tmp_path: Path) -> None:
    d = _folder(tmp_path)
    with pytest.raises(RuntimeError), finalizing(d):
        raise RuntimeError("killed half-way")
    assert (d / FINALIZING).is_file()
    (d / FINALIZING).write_text("999999999", encoding="utf-8")  # as a later process finds it
    with pytest.raises(ModelIntegrityError, match="interrupted"):
        verify_manifest(d)
