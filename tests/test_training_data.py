"""Training data from clerks' corrections (issue 5, item 2), the data snapshot, and document uncertainty (item 5).

Real store, real review decisions on the bundled real judgment; the model is the deterministic gazetteer of
``conftest`` (what is tested here is what happens to the decisions, not the model)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from conftest import bundled_sample, gazetteer_detect

from thunder_deid_desktop.jobs.training_data import (
    build_snapshot,
    corrected_document_ids,
    placeholder,
    tagged_document,
)
from thunder_deid_desktop.review.library import Library
from thunder_deid_desktop.review.session import ReviewSession
from thunder_deid_desktop.review.uncertainty import document_uncertainty
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.taxonomy import get_taxonomy
from training.dataset import make_template


@pytest.fixture
def store(tmp_path):
    s = open_store(tmp_path / "review.sqlite3")
    yield s
    s.close()


def _analysed(store, text: str, name: str = "doc") -> tuple[int, object]:
    lib = Library(store)
    user = lib.user("서기")
    doc_id, _ = lib.import_text(name, text)
    lib.start_analysis(doc_id, user)
    lib.finish_analysis(doc_id, user, gazetteer_detect(text), "gazetteer")
    return doc_id, user


def test_placeholders_are_spreadsheet_letters():
    assert [placeholder(i) for i in (0, 1, 25, 26, 27, 51, 52)] == ["A", "B", "Z", "AA", "AB", "AZ", "BA"]


def test_reviewed_document_becomes_placeholder_tagged(store):
    text = bundled_sample().read_text(encoding="utf-8")
    doc_id, user = _analysed(store, text)
    session = ReviewSession(store, doc_id, user)
    spans = session.spans()
    assert spans, "the gazetteer marks the bundled judgment"
    assert corrected_document_ids(store) == []  # in review: not training data yet
    rejected = next(s for s in spans if s.text == "김태창")
    session.reject([rejected.id])
    start = text.index("판결") if "판결" in text else 0
    session.add(start, start + 2, "내국인이름")  # a span the model missed (a clerk's addition)
    session.accept([s.id for s in session.spans() if s.status == "pending"])
    session.mark_reviewed()
    assert corrected_document_ids(store) == [doc_id]

    doc = tagged_document(store, doc_id)
    assert doc["id"].startswith(f"review-{doc_id}-")
    accepted = [s for s in session.spans() if s.status == "accepted"]
    assert len(doc["spans"]) == len(accepted)
    for sp in doc["spans"]:
        assert doc["text"][sp["start"] : sp["end"]] == sp["text"]
        assert sp["text"].isupper()
    # every accepted mention is replaced (unmarked occurrences stay); the rejected one stays as ordinary text
    for mention in {s.text for s in accepted}:
        n_accepted = sum(1 for s in accepted if s.text == mention)
        assert doc["text"].count(mention) == text.count(mention) - n_accepted
    assert doc["text"].count("김태창") == text.count("김태창") - sum(
        1 for s in accepted if s.text == "김태창"
    )
    # equal (label, text) share a placeholder, so the trainer gives them one mention per epoch
    by_text: dict[str, set[str]] = {}
    for s, t in zip(sorted(accepted, key=lambda s: s.start), doc["spans"], strict=True):
        by_text.setdefault(s.text, set()).add(t["text"])
    assert all(len(v) == 1 for v in by_text.values())
    # and the trainer reads it as it reads the shipped annotated data
    template = make_template(doc, get_taxonomy().normalize)
    assert len(template.slots) == len(doc["spans"])


def test_pending_and_old_documents_are_left_out(store):
    text = bundled_sample().read_text(encoding="utf-8")
    doc_id, user = _analysed(store, text)
    session = ReviewSession(store, doc_id, user)
    session.accept([s.id for s in session.spans()])
    session.mark_reviewed()
    assert corrected_document_ids(store, datetime.now(UTC) - timedelta(hours=1)) == [doc_id]
    assert corrected_document_ids(store, datetime.now(UTC) + timedelta(hours=1)) == []
    session.reject([session.spans()[0].id])  # a decision after review: back to in_review
    assert corrected_document_ids(store) == []


def test_snapshot_is_content_addressed(store, tmp_path):
    text = bundled_sample().read_text(encoding="utf-8")
    doc_id, user = _analysed(store, text)
    session = ReviewSession(store, doc_id, user)
    session.accept([s.id for s in session.spans()])
    session.mark_reviewed()
    lists = tmp_path / "lists.json"
    lists.write_text(
        json.dumps({"은행명": ["가나은행", "다라은행", "마바은행"]}, ensure_ascii=False), encoding="utf-8"
    )
    annotated = tmp_path / "annotated.jsonl"
    annotated.write_text('{"id": "x", "text": "A", "spans": []}\n', encoding="utf-8")
    a = build_snapshot(store, tmp_path / "snaps", shipped_annotated=annotated, shipped_lists=lists)
    b = build_snapshot(store, tmp_path / "snaps", shipped_annotated=annotated, shipped_lists=lists)
    assert a == b and a.reviewed_docs == 1
    assert a.path.name == a.sha256[:16]
    meta = json.loads((a.path / "snapshot.json").read_text(encoding="utf-8"))
    assert meta["sha256"] == a.sha256 and meta["reviewed_docs"] == 1
    assert sorted(p.name for p in (tmp_path / "snaps").iterdir()) == [a.path.name]
    rows = [json.loads(line) for line in a.reviewed_jsonl.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in rows] == [tagged_document(store, doc_id)["id"]]
    # other data, other hash
    annotated.write_text('{"id": "y", "text": "B", "spans": []}\n', encoding="utf-8")
    c = build_snapshot(store, tmp_path / "snaps", shipped_annotated=annotated, shipped_lists=lists)
    assert c.sha256 != a.sha256


def test_uncertainty_is_the_least_confident_analysis_span(store):
    text = bundled_sample().read_text(encoding="utf-8")
    doc_id, _ = _analysed(store, text)
    lowest = min(s.score for s in gazetteer_detect(text))
    assert document_uncertainty(store) == {doc_id: pytest.approx(1 - lowest)}
    other, _ = _analysed(store, "피고인은 김승우와 만났다.", "short")
    values = document_uncertainty(store)
    assert values[other] == pytest.approx(1 - 0.97)
    assert values[doc_id] > values[other]
    assert document_uncertainty(store, [other]) == {other: pytest.approx(1 - 0.97)}
