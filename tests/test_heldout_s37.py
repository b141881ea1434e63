"""Fixes from what the last fair held-out sets (Supreme Court judgments 94–98, drawn with
``tools/draw_corpus.py --supreme``, placeholders filled by ``tools/fill_published.py``) and the new-user trials of
2026-12-06 left. Model spans, where a test has any, are the ones the shipped model gave on that text; no model is
loaded."""

from __future__ import annotations

from test_trial_s import _court

from thunder_deid_desktop.analysis.places import glued_service_spans


def test_a_shop_or_trading_firm_glued_to_its_kind_is_a_business() -> None:
    text = "피고인은 경북 안동시에 있는 해오름상회 등으로부터 팥을 구입하여 태광상사에 팔았다."
    assert [(s.text, s.label) for s in glued_service_spans(text)] == [("해오름", "점포"), ("태광", "기업명")]
    out = _court(text, [])
    assert "해오름" not in out and "태광" not in out, out
    # a boss, a rank and a shop of no name are no business
    kept = "직장 상사인 피해자가 말하였다. 육군 상사로 복무하였다. 동네슈퍼와 할인마트에서 샀다."
    assert glued_service_spans(kept) == []
