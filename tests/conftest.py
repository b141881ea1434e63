"""Shared pytest setup. Qt runs offscreen (set before any Qt import) so GUI tests need no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from thunder_deid_desktop.spans import Span  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SAMPLES_DIR = REPO / "resources" / "samples"


@pytest.fixture(autouse=True)
def _collect_garbage_on_the_main_thread():
    """The desktop app collects garbage from a timer on the GUI thread only (``gui/gc_pauses.py``); in the test
    process, once a test has made a window, later tests would run with automatic collection off, so each test
    ends with a collection here, on the main thread (cycles holding Qt objects must not be freed elsewhere)."""
    yield
    import gc

    from thunder_deid_desktop.gui import gc_pauses

    if gc_pauses.installed():
        gc.collect()


def training_data_available() -> bool:
    """True when the shared Thunder-DeID release (``../shared/data`` or ``$THUNDER_DEID_SHARED``) is here: training
    tests need it; a user's clone without it skips them (CI has it)."""
    from training.corpus import thunder_dir

    return (thunder_dir() / "annotated_judgments.jsonl").is_file()


needs_training_data = pytest.mark.skipif(
    not training_data_available(), reason="no shared training data (../shared/data or $THUNDER_DEID_SHARED)"
)


def write_one_name_gold(path: Path) -> Path:
    """A one-document gold file (``thunder-deid eval`` shape) with one 내국인이름 span, for short training runs."""
    import json

    text = "피고인 홍길동은 2020. 1. 1. 서울 종로구에서 술을 마셨다."
    s = text.index("홍길동")
    doc = {"text": text, "spans": [{"start": s, "end": s + 3, "label": "내국인이름"}]}
    path.write_text(json.dumps(doc, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def bundled_sample() -> Path:
    """The real judgment bundled with the app (``resources/samples/*.txt``)."""
    return sorted(SAMPLES_DIR.glob("*.txt"))[0]


#: (string, fine label, score, how many occurrences to mark: None = all) for :func:`gazetteer_detect`.
GAZETTEER = (
    ("□□종합건설", "건설업체", 0.93, 5),
    ("○○건설", "건설업체", 0.9, None),
    ("김승우", "내국인이름", 0.97, None),
    ("김태창", "내국인이름", 0.55, None),
)


def gazetteer_detect(text: str) -> list[Span]:
    """A deterministic stand-in for the model over the bundled judgment: marks the strings of
    :data:`GAZETTEER` (some only partly, so that "apply to all identical occurrences" has work to do).
    Tiers are filled from the taxonomy. Used where a test checks the review workflow, not the model."""
    from thunder_deid_desktop.taxonomy import get_taxonomy

    tax = get_taxonomy()
    out: list[Span] = []
    for needle, label, score, limit in GAZETTEER:
        for k, m in enumerate(re.finditer(re.escape(needle), text)):
            if limit is not None and k >= limit:
                break
            sp = Span(m.start(), m.end(), needle, label, score, "model")
            if not any(sp.overlaps(o) for o in out):
                out.append(tax.annotate(sp))
    return sorted(out, key=lambda s: s.start)


class GazetteerAnalyzer:
    """An object with the Analyzer's ``analyze`` method, backed by :func:`gazetteer_detect`."""

    model_dir = Path("gazetteer")

    def analyze(self, text: str) -> list[Span]:
        return gazetteer_detect(text)


@pytest.fixture
def sample_path() -> Path:
    return bundled_sample()


@pytest.fixture
def sample_text(sample_path: Path) -> str:
    return sample_path.read_text(encoding="utf-8")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "review.sqlite3"
