"""Session-wide undo / redo across documents, without Qt, on a real SQLite file: ordering across two real
judgments, redo cleared by a new decision anywhere, stacks per user, restart, and the upgrade of a
revision-0001 database holding per-document undo data."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from conftest import gazetteer_detect
from sqlalchemy import create_engine, text

from thunder_deid_desktop.review import (
    ACCEPTED,
    PENDING,
    REJECTED,
    Library,
    ReviewError,
    ReviewSession,
    UndoHistory,
    UndoPoint,
)
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.store.db import alembic_config, head_revision


@pytest.fixture
def two_docs(db_path: Path, sample_text: str):
    """(store, library, user, doc A, doc B): two different judgments analysed by the gazetteer."""
    store = open_store(db_path)
    lib = Library(store)
    user = lib.user("clerk-kim")
    ids = []
    for name, body in (("a.txt", sample_text), ("b.txt", sample_text + "\n\n(사본) 2부 중 제2부.")):
        doc_id, created = lib.import_text(name, body)
        assert created
        lib.start_analysis(doc_id, user)
        lib.finish_analysis(doc_id, user, gazetteer_detect(body), "gazetteer", 0.01)
        ids.append(doc_id)
    yield store, lib, user, ids[0], ids[1]
    store.close()


def states(session: ReviewSession) -> list[tuple]:
    return [(s.id, s.start, s.end, s.label, s.status, s.entity) for s in session.spans()]


def test_undo_follows_the_users_decisions_across_documents(two_docs) -> None:
    store, _lib, user, doc_a, doc_b = two_docs
    hist = UndoHistory(store, user)
    sa = ReviewSession(store, doc_a, user, history=hist)
    sb = ReviewSession(store, doc_b, user, history=hist)
    a0, b0 = sa.spans()[0].id, sb.spans()[0].id
    sa.accept([a0])  # decide in A
    sb.reject([b0])  # then in B, then the clerk switches back to A
    assert hist.depth == (2, 0) and sa.undo_depth == (2, 0)
    with pytest.raises(ReviewError, match="another document"):
        sa.undo()  # A's own undo must not skip the newer decision in B

    session, change = hist.undo(sa)  # Ctrl+Z in A undoes B's decision and shows B
    assert session.document_id == doc_b and change.span_ids == (b0,)
    assert session.span(b0).status == PENDING
    session, change = hist.undo(session)  # the next Ctrl+Z undoes the one in A
    assert session.document_id == doc_a and change.span_ids == (a0,)
    assert session.span(a0).status == PENDING
    with pytest.raises(ReviewError, match="nothing to undo"):
        hist.undo(session)

    session, change = hist.redo(session)  # redo goes forward the same way: A first, then B
    assert session.document_id == doc_a and session.span(a0).status == ACCEPTED
    session, change = hist.redo(session)
    assert session.document_id == doc_b and session.span(b0).status == REJECTED
    with pytest.raises(ReviewError, match="nothing to redo"):
        hist.redo(session)

    # a new decision, in either document, clears the redo stack of the whole session
    hist.undo(session)
    assert hist.redo_top is not None and hist.redo_top.document_id == doc_b
    sa2 = ReviewSession(store, doc_a, user, history=hist)
    sa2.reject([sa2.spans()[1].id])
    assert hist.depth == (2, 0) and not sa2.can_redo


def test_undo_points_survive_a_restart_exactly(two_docs, db_path: Path) -> None:
    store, lib, user, doc_a, doc_b = two_docs
    hist = UndoHistory(store, user)
    sa = ReviewSession(store, doc_a, user, history=hist)
    sb = ReviewSession(store, doc_b, user, history=hist)
    sp_a, sp_b = sa.spans(), sb.spans()
    repeated = next(x.id for x in sp_b if sb.text.count(x.text) > 1)
    sa.accept([sp_a[0].id])
    sb.relabel([repeated], "건설자재회사")
    sa.reject([sp_a[2].id])
    assert sb.apply_identical(repeated).decision_id is not None
    sa.link([sp_a[3].id, sp_a[4].id])
    cur, _ = hist.undo(sa)  # link in A
    cur, _ = hist.undo(cur)  # apply_identical in B
    cur, _ = hist.redo(cur)  # apply_identical again
    # another user's decisions never enter this user's stacks, and theirs start empty
    lee = lib.user("clerk-lee")
    assert UndoHistory(store, lee).depth == (0, 0)
    lee_b = ReviewSession(store, doc_b, lee)
    lee_span = next(x.id for x in lee_b.spans() if x.status == PENDING)
    assert lee_b.accept([lee_span]).decision_id is not None
    points = hist.points()
    assert [p.document_id for p in points[0]] == [doc_a, doc_b, doc_a, doc_b]
    assert [p.document_id for p in points[1]] == [doc_a]
    before = {d: states(ReviewSession(store, d, user, history=hist)) for d in (doc_a, doc_b)}
    store.close()

    store2 = open_store(db_path)  # as after a restart
    hist2 = UndoHistory(store2, user)
    assert hist2.points() == points
    after = {d: states(ReviewSession(store2, d, user, history=hist2)) for d in (doc_a, doc_b)}
    assert after == before
    assert UndoHistory(store2, lee).depth == (1, 0)
    cur2, change = hist2.redo(None)  # the undone link in A comes back after the restart
    assert cur2.document_id == doc_a and len(change.span_ids) >= 2
    done = []
    while hist2.can_undo:
        cur2, _ = hist2.undo(cur2)
        done.append(cur2.document_id)
    assert done == [doc_a, doc_b, doc_a, doc_b, doc_a]
    fresh_a = ReviewSession(store2, doc_a, user, history=hist2)
    assert all(s.status == PENDING and s.entity is None for s in fresh_a.spans())
    fresh_b = ReviewSession(store2, doc_b, user, history=hist2)
    assert [s.id for s in fresh_b.spans() if s.status != PENDING] == [lee_span]  # lee's stays
    store2.close()


# -- upgrade from revision 0001 with per-document undo data ----------------------------------------------

NOW = datetime(2026, 11, 1, tzinfo=UTC).isoformat()


def _state(start: int, end: int, label: str, status: str) -> dict:
    return {"start": start, "end": end, "label": label, "status": status, "entity": None}


def _make_0001_db(db_path: Path, body: str) -> dict:
    """A database at revision 0001 written the way the per-document code wrote it."""
    from alembic import command

    engine = create_engine(f"sqlite:///{db_path}")
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    spans = gazetteer_detect(body)[:4]
    assert len(spans) == 4
    with engine.begin() as c:
        for uid, name in ((1, "clerk-kim"), (2, "clerk-lee")):
            c.execute(text("insert into users values (:i, :n, 'clerk', :t)"), {"i": uid, "n": name, "t": NOW})
        for doc in (1, 2):
            c.execute(
                text(
                    "insert into documents values (:i, :n, null, 'txt', null, '[]', :h, :x, :c,"
                    " 'in_review', 4, 4, 'gazetteer', null, :t, :t)"
                ),
                {"i": doc, "n": f"d{doc}.txt", "h": f"{doc:064d}", "x": body, "c": len(body), "t": NOW},
            )
            for k, sp in enumerate(spans):
                c.execute(
                    text("insert into spans values (:i, :d, :s, :e, :l, 0.9, 'rule', 'analysis', :t)"),
                    {"i": doc * 10 + k, "d": doc, "s": sp.start, "e": sp.end, "l": sp.label, "t": NOW},
                )

        def dec(did, doc, user, action, span_k, old, new, undoable=True, reverts=None):
            sp = spans[span_k]
            key = str(doc * 10 + span_k)
            before = {"spans": {key: _state(sp.start, sp.end, sp.label, old)}}
            after = {"spans": {key: _state(sp.start, sp.end, sp.label, new)}}
            c.execute(
                text("insert into decisions values (:i, :d, :u, :t, :a, '{}', :b, :f, :o, :r)"),
                {
                    "i": did,
                    "d": doc,
                    "u": user,
                    "t": NOW,
                    "a": action,
                    "b": json.dumps(before),
                    "f": json.dumps(after),
                    "o": undoable,
                    "r": reverts,
                },
            )

        dec(1, 1, 1, "accept", 0, PENDING, ACCEPTED)  # kim in A
        dec(2, 2, 1, "accept", 0, PENDING, ACCEPTED)  # kim in B
        dec(3, 1, 1, "reject", 1, PENDING, REJECTED)  # kim in A
        dec(4, 1, 1, "undo", 1, REJECTED, PENDING, False, 3)  # per-document undo in A
        dec(5, 2, 1, "reject", 1, PENDING, REJECTED)  # kim in B: cleared only B's redo stack
        dec(6, 2, 2, "accept", 2, PENDING, ACCEPTED)  # lee in B (on B's stack, above kim's)
    engine.dispose()
    return {"spans": spans}


def test_migration_from_0001_keeps_per_document_undo_data(db_path: Path, sample_text: str) -> None:
    _make_0001_db(db_path, sample_text)
    store = open_store(db_path)  # upgrades to head
    with store.read() as s:
        assert s.execute(text("select version_num from alembic_version")).scalar() == head_revision()
        assert s.execute(text("select count(*) from decisions where undo_scope is null")).scalar() == 6
    lib = Library(store)
    kim, lee = lib.user("clerk-kim"), lib.user("clerk-lee")
    hist = UndoHistory(store, kim)
    # kim's per-document points merged in the order they were made; lee's decision is not kim's to undo
    assert hist.points() == ((UndoPoint(1, 1), UndoPoint(2, 2), UndoPoint(5, 2)), (UndoPoint(3, 1),))
    assert UndoHistory(store, lee).points() == ((UndoPoint(6, 2),), ())
    sa = ReviewSession(store, 1, kim, history=hist)
    assert [sa.span(i).status for i in (10, 11, 12, 13)] == [ACCEPTED, PENDING, PENDING, PENDING]
    sb = ReviewSession(store, 2, kim, history=hist)
    assert [sb.span(i).status for i in (20, 21, 22, 23)] == [ACCEPTED, REJECTED, ACCEPTED, PENDING]

    cur, change = hist.redo(sa)  # the legacy redo point in A still works after the upgrade
    assert cur.document_id == 1 and cur.span(11).status == REJECTED
    cur, change = hist.undo(cur)  # ... and is undone again
    cur, change = hist.undo(cur)  # then B's newest decision
    assert cur.document_id == 2 and change.span_ids == (21,) and cur.span(21).status == PENDING
    new = cur.accept([23])  # a new session-wide decision clears every redo point, A's legacy one too
    assert hist.points() == ((UndoPoint(1, 1), UndoPoint(2, 2), UndoPoint(new.decision_id, 2)), ())
    points = hist.points()
    store.close()

    store2 = open_store(db_path)  # restart after the upgrade: mixed old and new events replay the same
    assert UndoHistory(store2, kim).points() == points
    store2.close()
