"""Mecab-ko + BPE tokenizer: exact code-point offsets, particles split off, save/load without network."""

from __future__ import annotations

import unicodedata

import pytest

from thunder_deid_desktop.analysis.tokenizer import (
    SPACE_MARK,
    MorphemeBPETokenizer,
    nfc_with_offsets,
    pre_tokenize,
    train_tokenizer,
    words_of,
)

TEXTS = [
    "피고인은 2020. 6. 6. 12:50경 청주시 흥덕구 복대동 123-4에 있는 식당 앞 도로에서 피해자 김철수(남, 36세)와 시비를 하던 중",
    "피해자 홍길동이 피고인 명의의 농협 계좌(352-1234-5678-93)로 1,000만 원을 송금하였다.",
    "Email: kim@example.com, URL https://www.court.go.kr/ 그리고 😀 이모지와 𠀀 확장 한자.",
]


@pytest.fixture(scope="module")
def tok() -> MorphemeBPETokenizer:
    return train_tokenizer(words_of(TEXTS * 3), vocab_size=600, min_frequency=2)


def _check_offsets(text: str, tok: MorphemeBPETokenizer) -> None:
    words, enc = tok.encode(text)
    for w in words:
        assert 0 <= w.start < w.end <= len(text)
        assert not text[w.start : w.end].isspace()
    prev_end = 0
    for s, e in enc.offsets:
        assert 0 <= s <= e <= len(text)
        assert s >= prev_end or s == e
        prev_end = max(prev_end, e)
    covered = set()
    for s, e in enc.offsets:
        covered.update(range(s, e))
    # every non-space code point belongs to a token
    assert covered == {i for i, ch in enumerate(text) if not ch.isspace()}


@pytest.mark.parametrize(
    "text",
    [
        *TEXTS,
        "피해자 A에게\r\n피고인 B는\r\n",
        "lone\rcarriage return 줄바꿈",
        "😀😀 홍길동 😀이 🇰🇷 국기",
        "ＡＢＣ１２３ 전각 문자",
        "tab\there  multiple   spaces",
    ],
)
def test_offsets_cover_every_non_space_code_point(text: str, tok: MorphemeBPETokenizer) -> None:
    _check_offsets(text, tok)


def test_token_text_matches_offsets_for_hangul_latin_digits_emoji(tok: MorphemeBPETokenizer) -> None:
    text = "피고인 김철수😀이 010-1234-5678로 abc"
    words, enc = tok.encode(text)
    pieces = tok.tokens(text)
    for token, s, e in pieces:
        if token == "[UNK]":
            assert text[s:e] == "😀"
            continue
        shown = token.replace(SPACE_MARK, "")
        assert shown == text[s:e], (token, s, e)


def test_particle_is_its_own_word() -> None:
    words = pre_tokenize("홍길동이 집에 갔다")
    surfaces = [("홍길동이 집에 갔다")[w.start : w.end] for w in words]
    assert surfaces[:2] == ["홍길동", "이"]
    assert words[1].pos.startswith("JK")


def test_space_marker_only_on_word_after_whitespace() -> None:
    words = pre_tokenize("피고인은 집에")
    assert words[0].spaced and words[0].form.startswith(SPACE_MARK)
    assert not words[1].spaced and words[1].form == "은"
    assert words[2].spaced


def test_nfd_hangul_maps_back_to_original_code_points(tok: MorphemeBPETokenizer) -> None:
    nfc = "피해자 홍길동이 왔다"
    nfd = unicodedata.normalize("NFD", nfc)
    assert len(nfd) > len(nfc)
    words = pre_tokenize(nfd)
    got = [unicodedata.normalize("NFC", nfd[w.start : w.end]) for w in words]
    assert got == [nfc[w.start : w.end] for w in pre_tokenize(nfc)]
    _check_offsets(nfd, tok)


def test_nfc_with_offsets_identity_and_mapping() -> None:
    text, starts = nfc_with_offsets("abc")
    assert text == "abc" and starts == [0, 1, 2, 3]
    nfd = unicodedata.normalize("NFD", "한글")
    text, starts = nfc_with_offsets(nfd)
    assert text == "한글"
    assert starts[0] == 0 and starts[1] == 3 and starts[-1] == len(nfd)


def test_long_text_is_split_but_offsets_stay_exact(tok: MorphemeBPETokenizer) -> None:
    text = " ".join(TEXTS) * 40  # one line of several thousand code points
    words = pre_tokenize(text)
    assert words[-1].end == len(text.rstrip())
    _check_offsets(text[:3000], tok)


def test_save_and_load_roundtrip_offline(tmp_path, tok: MorphemeBPETokenizer, monkeypatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    tok.save_pretrained(tmp_path)
    assert (tmp_path / "tokenizer.json").is_file()
    again = MorphemeBPETokenizer.from_pretrained(tmp_path)
    for text in TEXTS:
        assert again.encode(text)[1] == tok.encode(text)[1]


def test_unseen_name_is_not_unknown(tok: MorphemeBPETokenizer) -> None:
    """Every Hangul syllable is in the alphabet, so an unseen name never becomes [UNK]."""
    _, enc = tok.encode("피해자 뷁똷쀍")
    assert tok.hf.unk_token_id not in enc.ids


def test_morpheme_tagger_agrees_with_python_mecab_ko() -> None:
    """The lattice reader gives the spans, surfaces and tags of python-mecab-ko's own ``MeCab.parse``."""
    import mecab

    from thunder_deid_desktop.analysis.tokenizer import MorphemeTagger

    text = "피고인 홍길동이 2020. 3. 4. 서울 강남구 테헤란로 45에서 😀 ABC코인 100만 원을 받았다(‘이하 A’)."
    want = [(m.span.start, m.span.end, m.surface, m.feature.pos) for m in mecab.MeCab().parse(text)]
    assert MorphemeTagger().parse(text) == want
    assert [w for w in want if w[3] == "JKS"] == [(7, 8, "이", "JKS")]


def test_general_nouns_are_single_nng_morphemes_of_the_dictionary() -> None:
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    assert is_general_noun("학력") and is_general_noun("공급자")
    assert not is_general_noun("김철수")  # NNP, 인명
    assert not is_general_noun("고속국도")  # several morphemes
    assert not is_general_noun("학력을") and not is_general_noun(" 학력") and not is_general_noun("")
    assert is_general_noun(unicodedata.normalize("NFD", "학력"))  # decomposed Hangul is read as composed


def test_the_model_reads_emoji_and_astral_characters_as_spaces_offsets_unchanged() -> None:
    from thunder_deid_desktop.analysis.tokenizer import model_view

    text = '"너 오늘 죽었어😡😡 ☎ 👨‍👩‍👧 𠀀𝒳" ○○시☆☆지구대 ★ 김민수'
    view = model_view(text)
    assert len(view) == len(text)
    assert view == '"너 오늘 죽었어' + " " * 13 + '" ○○시☆☆지구대 ★ 김민수'  # publishers' masks stay
    assert model_view("abc") == "abc"
