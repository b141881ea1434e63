"""Training data builder: placeholders replaced, labels aligned, same placeholder -> same mention, per-epoch draws."""

from __future__ import annotations

import random

import pytest

from thunder_deid_desktop.analysis import checksums
from thunder_deid_desktop.analysis.tokenizer import train_tokenizer, words_of
from training import generators
from training.dataset import (
    MentionSampler,
    Template,
    fill,
    fill_all,
    is_validation_doc,
    is_withheld,
    make_template,
    split_templates,
)
from training.features import IGNORE, bio_labels, make_windows


def _doc(text: str, tags: list[tuple[str, str]]) -> dict:
    """Annotated-judgment shape; ``tags`` are (placeholder text, label) in order of appearance."""
    spans, pos = [], 0
    for ph, label in tags:
        i = text.index(ph, pos)
        spans.append({"start": i, "end": i + len(ph), "label": label, "text": ph})
        pos = i + len(ph)
    return {"id": "fraud/doc_1", "text": text, "spans": spans}


DOC = _doc(
    "피고인은 피해자 B(남, 36세)에게 B의 C은행 계좌(계좌번호 1 생략)로 'D' 식당에서 돈을 보내게 하였다. B는 속았다.",
    [
        ("B", "내국인이름"),
        ("B", "내국인이름"),
        ("C", "은행"),
        ("계좌번호 1 생략", "계좌번호"),
        ("'D'", "식당"),
        ("B", "내국인이름"),
    ],
)
LISTS = {
    "은행": ["광주은행", "농협", "신한은행", "카카오뱅크", "우리은행", "기업은행"],
    "식당": ["나리", "한솥", "맛나"],
}


def _identity(label: str) -> str:
    return label


def test_template_strips_quotes_and_keeps_slots() -> None:
    t = make_template(DOC, _identity)
    assert [DOC["text"][s.start : s.end] for s in t.slots] == ["B", "B", "C", "계좌번호 1 생략", "D", "B"]


def test_omission_cut_short_by_tagging_is_extended() -> None:
    doc = {
        "id": "x",
        "text": "(차량번호 1 생략) 승용차",
        "spans": [{"start": 1, "end": 7, "label": "차량번호", "text": "차량번호 1"}],
    }
    t = make_template(doc, _identity)
    assert doc["text"][t.slots[0].start : t.slots[0].end] == "차량번호 1 생략"


def test_fill_replaces_every_placeholder_and_aligns_labels() -> None:
    t = make_template(DOC, _identity)
    f = fill(t, MentionSampler(LISTS, withheld=False), random.Random(1))
    assert "계좌번호 1 생략" not in f.text
    assert len(f.spans) == len(t.slots)
    for s, e, _ in f.spans:
        assert f.text[s:e].strip() == f.text[s:e] and e > s
    # same placeholder, same entity -> same mention everywhere in the document
    names = {f.text[s:e] for s, e, lab in f.spans if lab == "내국인이름"}
    assert len(names) == 1
    # the text around the slots is unchanged
    assert f.text.startswith("피고인은 피해자 ") and f.text.endswith("는 속았다.")


def test_descriptor_written_after_slot_is_cut_from_mention() -> None:
    t = Template("d", "피해자는 B은행에 갔다", [])
    from training.dataset import Slot

    t.slots.append(Slot(5, 6, "은행", "B"))
    f = fill(
        t, MentionSampler({"은행": ["광주은행", "신한은행", "우리은행"]}, withheld=False), random.Random(0)
    )
    s, e, _ = f.spans[0]
    assert "은행은행" not in f.text
    assert f.text[e:].startswith("은행에")


def test_per_epoch_replacement_draws_new_mentions_reproducibly() -> None:
    t = make_template(DOC, _identity)
    sampler = MentionSampler(LISTS, withheld=False)
    e0 = fill_all([t], sampler, seed=5, epoch=0)[0]
    e0b = fill_all([t], sampler, seed=5, epoch=0)[0]
    texts = {fill_all([t], sampler, seed=5, epoch=k)[0].text for k in range(6)}
    assert e0.text == e0b.text  # seeded
    assert len(texts) > 1  # a new draw per epoch


def test_withheld_mentions_never_used_for_training() -> None:
    many = {"은행": [f"{i}은행" for i in range(300)]}
    train = MentionSampler(many, withheld=False)
    val = MentionSampler(many, withheld=True)
    assert train.lists["은행"] and val.lists["은행"]
    assert not set(train.lists["은행"]) & set(val.lists["은행"])
    rng = random.Random(0)
    for _ in range(200):
        assert not is_withheld(train.sample("내국인이름", rng))
        assert is_withheld(val.sample("내국인이름", rng))


def test_validation_split_is_by_document_id() -> None:
    ts = [Template(f"doc_{i}", "x", []) for i in range(1000)]
    train, val = split_templates(ts)
    assert 50 < len(val) < 150
    assert all(is_validation_doc(t.id) for t in val) and not any(is_validation_doc(t.id) for t in train)


@pytest.mark.parametrize(
    "label",
    [
        "내국인이름",
        "구아래주소",
        "계좌번호",
        "차량번호",
        "휴대폰번호",
        "주민등록번호",
        "이메일주소",
        "URL",
        "나이",
        "식당",
    ],
)
def test_generators_are_seeded_and_nonempty(label: str) -> None:
    gen = generators.generator_for(label)
    a = [gen(random.Random(7)) for _ in range(3)]
    assert a == [gen(random.Random(7)) for _ in range(3)]
    assert all(a)


def test_generated_rrn_has_valid_check_digit_and_names_vary() -> None:
    rng = random.Random(3)
    for _ in range(50):
        assert checksums.rrn_checksum_valid(generators.rrn(rng).replace("-", ""))
    names = {generators.person_name(rng) for _ in range(500)}
    assert len(names) > 450
    assert {len(n) for n in names} >= {2, 3, 4}


def test_bio_labels_and_windows() -> None:
    text = "피해자 김철수에게 광주은행 계좌로"
    spans = [(4, 7, "내국인이름"), (10, 12, "은행")]
    tok = train_tokenizer(words_of([text] * 5), vocab_size=300, min_frequency=1)
    l2i = {"O": 0, "B-내국인이름": 1, "I-내국인이름": 2, "B-은행": 3, "I-은행": 4}
    _, enc = tok.encode(text)
    y = bio_labels(enc, spans, l2i)
    tagged = {}
    for (s, e), lab in zip(enc.offsets, y, strict=True):
        if lab not in (0, IGNORE):
            tagged.setdefault(lab, "")
            tagged[lab] += text[s:e]
    assert tagged[1] + tagged.get(2, "") == "김철수"
    assert tagged[3] + tagged.get(4, "") == "광주"
    from training.dataset import Filled

    wins = make_windows(Filled("d", text * 30, []), tok, l2i, max_tokens=16, stride=4)
    assert len(wins) > 3 and all(len(w.ids) <= 16 for w in wins)


@pytest.mark.parametrize(
    ("gen", "label"),
    [
        (generators.vehicle_plate, "차량번호"),
        (generators.mobile_number, "휴대폰번호"),
        (generators.rrn, "주민등록번호"),
        (generators.email, "이메일주소"),
    ],
)
def test_generated_numbers_are_ones_the_rules_accept(gen, label: str) -> None:
    from thunder_deid_desktop.analysis.rules import find_rule_spans

    rng = random.Random(11)
    for _ in range(50):
        value = gen(rng)
        found = [s for s in find_rule_spans(f"피고인은 ({value}) 이용") if s.text == value]
        assert found and found[0].label == label, value


def test_cross_label_draws_come_from_peers_of_the_group_with_their_descriptor_cut() -> None:
    lists = {
        "호텔": [f"라발{i}호텔" for i in range(40)],
        "식당": [f"나리{i}식당" for i in range(40)],
        "은행": [f"제주{i}은행" for i in range(40)],  # another group: never drawn for 호텔
        "내국인이름": [f"홍길{i}" for i in range(40)],  # has its own generator: never crossed
    }
    groups = {"호텔": "사업체", "식당": "사업체", "은행": "금융", "내국인이름": "인명"}
    sampler = MentionSampler(
        lists,
        withheld=False,
        cross_label_share=0.5,
        group_of=groups.__getitem__,
        descriptors=("호텔", "식당"),
    )
    assert sampler.peers == {"호텔": ["식당"], "식당": ["호텔"]}
    rng = random.Random(3)
    draws = [sampler.sample("호텔", rng) for _ in range(400)]
    crossed = [d for d in draws if d.startswith("나리")]
    assert 120 < len(crossed) < 280  # about half
    assert all(not d.endswith("식당") for d in crossed)  # "나리3식당" -> "나리3"
    assert not any(d.startswith("제주") for d in draws)
    assert all(not is_withheld(d + "식당") for d in crossed)  # from the training part of the peer's list
    names = [sampler.sample("내국인이름", rng) for _ in range(200)]
    assert not any(n.startswith(("라발", "나리")) for n in names)


def test_cross_label_share_zero_leaves_fills_unchanged_and_bad_shares_are_refused() -> None:
    t = make_template(DOC, _identity)
    plain = fill_all([t], MentionSampler(LISTS, withheld=False), seed=5, epoch=2)[0]
    zero = MentionSampler(LISTS, withheld=False, cross_label_share=0.0, group_of=lambda label: "g")
    assert fill_all([t], zero, seed=5, epoch=2)[0] == plain
    with pytest.raises(ValueError):
        MentionSampler(LISTS, withheld=False, cross_label_share=1.5, group_of=lambda label: "g")
    with pytest.raises(ValueError):
        MentionSampler(LISTS, withheld=False, cross_label_share=0.2)
