"""Fixes from what the held-out sets 82–85 (Supreme Court judgments drawn with ``tools/draw_corpus.py --supreme``,
placeholders filled by ``tools/fill_published.py``) and the new-user trials DU–DX left on 2026-12-05. Model spans,
where a test has any, are the ones the shipped model gave on that text; no model is loaded."""

from __future__ import annotations

from test_trial_s import _court

from thunder_deid_desktop.analysis.person_context import person_context_spans


def test_the_person_a_defamation_harms_is_a_name_though_mecab_reads_a_word() -> None:
    text = (
        "피고인 권옥자가 허미정과 공모하여 강하은 등을 비방할 목적으로 카페에 글을 게시하여 강하은 등의 명예를 "
        "훼손하였다."
    )
    assert [s.text for s in person_context_spans(text)] == ["강하은", "강하은"]
    out = _court(text, [])
    assert "강하은" not in out, out
    # roles, kinds of persons and bodies there stay
    kept = "피해자의 명예를 훼손하고 이사회의 명예를 훼손하며 고흥군을 비방하고 경영진을 비방할 목적으로"
    assert person_context_spans(kept) == []
