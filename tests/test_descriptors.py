"""Per-label descriptor table measured on filled training documents (training/descriptors.py) and its use by tidy."""

from __future__ import annotations

from thunder_deid_desktop.analysis.analyzer import descriptor_setting, descriptor_words, tidy
from thunder_deid_desktop.spans import make_span
from training.dataset import Filled
from training.descriptors import descriptor_counts, descriptor_table

DESCRIPTORS = ("식당", "은행")


def _doc(text: str, *mentions: tuple[str, str]) -> Filled:
    spans, at = [], 0
    for mention, label in mentions:
        s = text.index(mention, at)
        spans.append((s, s + len(mention), label))
        at = s + len(mention)
    return Filled("d", text, spans)


def test_counts_descriptors_inside_and_right_after_a_span() -> None:
    docs = [
        _doc("제주은행에서 광주은행 계좌로", ("제주은행", "은행"), ("광주", "은행")),
        _doc("나리식당 앞, 은행 창구", ("나리", "식당"), ("은행", "은행")),  # "은행" alone: no name before it
    ]
    inside, outside = descriptor_counts(docs, DESCRIPTORS)
    assert inside == {("은행", "은행"): 1}
    assert outside == {("은행", "은행"): 1, ("식당", "식당"): 1}


def test_the_table_keeps_pairs_seen_often_enough_with_the_descriptor_inside() -> None:
    banks = [_doc("제주은행", ("제주은행", "은행"))] * 9 + [_doc("광주은행", ("광주", "은행"))] * 11
    diners = [_doc("나리식당", ("나리", "식당"))] * 30
    rare = [_doc("가나은행", ("가나은행", "지점"))] * 5
    assert descriptor_table(banks + diners + rare, DESCRIPTORS) == {"은행": ["은행"]}  # 45 % inside
    assert descriptor_table(banks + diners + rare, DESCRIPTORS, min_share=0.5) == {}
    assert descriptor_table(banks + diners + rare, DESCRIPTORS, min_count=5) == {
        "은행": ["은행"],
        "지점": ["은행"],
    }


def test_tidy_extends_only_the_labels_of_a_table() -> None:
    text = "제주은행 계좌와 나리식당"
    spans = [make_span(text, 0, 2, "은행"), make_span(text, 9, 11, "식당")]
    table = descriptor_setting({"은행": ["은행"]})
    assert [s.text for s in tidy(text, spans, None, table)] == ["제주은행", "나리"]
    assert descriptor_setting(True) == descriptor_words() and descriptor_setting(False) == ()
    assert descriptor_setting({"빌딩": ["타워", "센터빌딩"]}) == {
        "빌딩": ("센터빌딩", "타워")
    }  # longest first
