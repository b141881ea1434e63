"""Analyzer: model + rules + overlap resolution + propagation (issue 2, item 8). Being written."""

from __future__ import annotations

from pathlib import Path

from thunder_deid_desktop.spans import Span


class Analyzer:
    """Detects PII spans in a document text.

    ``Analyzer(model_dir=None, device="cpu").analyze(text) -> list[Span]`` (sorted by start, non-overlapping,
    tiers filled). ``model_dir=None`` loads ``resources/models/default``.
    """

    def __init__(self, model_dir: Path | None = None, device: str = "cpu") -> None:
        raise NotImplementedError("being written")

    def analyze(self, text: str) -> list[Span]:
        raise NotImplementedError
