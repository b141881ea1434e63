"""Mecab-ko morphemes as pre-tokens, BPE inside them, exact code-point offsets (paper §3.7).

The paper pre-tokenizes with Mecab-ko so that a particle (조사) is never inside a name ("홍길동이" -> "홍길동" + "이"),
then applies BPE inside each morpheme. ``tokenizers`` cannot serialize a custom Python pre-tokenizer, so the Mecab
step runs here in Python and the fast tokenizer is called with ``is_split_into_words=True``; only the BPE part is
saved (``tokenizer.json`` in the model folder) and the Mecab step is re-created from this module on load.

Offsets: every token carries ``(start, end)`` in Python code points of the *original* text. The text is normalized to
NFC internally for Mecab (NFD Hangul would otherwise be one unknown token) and offsets are mapped back, so a token of
a decomposed syllable covers all of its jamo code points.

Words: a morpheme that follows whitespace is passed to BPE with the marker ``▁`` in front (the leading space
stays on the first morpheme, as in the public release); the marker maps to no character.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

SPACE_MARK = "▁"
# Mecab slows sharply on long strings: parse pieces of at most this many code points, cut at whitespace.
MAX_PIECE = 200
_WS = re.compile(r"\s+")
_NON_WS_RUN = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Word:
    """A pre-token: a Mecab morpheme (or a run Mecab left alone) with original offsets.

    ``start``/``end`` are code points of the original text; ``form`` is what BPE sees (NFC surface, with
    :data:`SPACE_MARK` in front when whitespace precedes it); ``pos`` is Mecab's part-of-speech tag.
    ``char_starts`` is ``None`` when the surface is the original text unchanged; otherwise (NFD input) it gives,
    for each surface code point ``i``, its original start, plus the end: ``len(surface) + 1`` entries.
    """

    start: int
    end: int
    form: str
    pos: str
    spaced: bool
    char_starts: tuple[int, ...] | None = None


class MorphemeTagger:
    """Mecab-ko morphemes of a string as ``(start, end, surface, pos)`` tuples (code points into the string).

    python-mecab-ko's ``MeCab.parse`` builds a ``Morpheme`` and a ``Feature`` named tuple per morpheme, which was
    70 % of its time on the 60 precedent_kr judgments (cProfile, 2026-11-30: 1.9 s of 2.7 s); this reads the same
    lattice (``mecab.utils.create_lattice``, parsed by the tagger ``MeCab()`` builds) and keeps only the span and
    the first feature field, the part-of-speech tag. ``tests/test_tokenizer.py`` checks it against ``MeCab.parse``.

    Raises:
        RuntimeError: Mecab reports an error for a string.
    """

    def __init__(self) -> None:
        import mecab  # python-mecab-ko with python-mecab-ko-dic; no system install needed
        from mecab.utils import create_lattice

        self._mecab = mecab.MeCab()
        self._create_lattice = create_lattice

    def features(self, text: str):
        """python-mecab-ko's own morphemes of ``text``, each with all its features (semantic class, type)."""
        return self._mecab.parse(text)

    def parse(self, sentence: str) -> list[tuple[int, int, str, str]]:
        lattice = self._create_lattice(sentence)
        tagger = self._mecab._tagger
        if not tagger.parse(lattice):
            raise RuntimeError(f"mecab: {tagger.what()}")
        out = []
        for (a, b), node in lattice:
            pos = node.feature.split(",", 1)[0]
            out.append((a, b, node.surface, pos if pos != "*" else ""))
        return out


@lru_cache(maxsize=1)
def _mecab() -> MorphemeTagger:
    return MorphemeTagger()


#: characters no training text had: emoji and pictographs (with their joiners and variation selectors) and
#: every character outside the Basic Multilingual Plane; ☆ and ★, which publishers use as masks, are kept
_UNSEEN = re.compile("[\U00010000-\U0010ffff\u2600-\u2604\u2607-\u27bf\u2b50\u2b55\ufe0f\u200d\u20e3]")


def model_view(text: str) -> str:
    """``text`` with every character the model never saw in training (:data:`_UNSEEN`) read as a space, one
    code point for one, so offsets stay those of ``text``: an emoji in a quoted chat message ("죽었어😡😡")
    became an unknown token that the model took for personal information and ran a span over the words around
    it (a new-user trial, 2026-12-02). The classifier encodes the view (:meth:`.model.TokenClassifier.predict`);
    spans are cut from ``text``, and :meth:`MecabBPETokenizer.encode` itself still covers every character."""
    return _UNSEEN.sub(" ", text) if not text.isascii() else text


def morphemes(text: str) -> list[tuple[int, int, str, str]]:
    """Mecab-ko's morphemes of ``text`` (NFC): ``(start, end, surface, tag)``, offsets in code points of the NFC
    text, tag the Sejong part of speech ("NNG", "NNP", "VV+EC", "" when Mecab gives none)."""
    return _mecab().parse(unicodedata.normalize("NFC", text))


@lru_cache(maxsize=65536)
def is_general_noun(text: str) -> bool:
    """Whether ``text`` is exactly one morpheme that Mecab-ko tags as a general noun (NNG: "학력", "도선",
    "공급자"), not a proper noun (NNP: "김철수", tagged 인명 by mecab-ko-dic) nor several morphemes."""
    if not text or text != text.strip():
        return False
    nfc = unicodedata.normalize("NFC", text)
    morphemes = _mecab().parse(nfc)
    return len(morphemes) == 1 and morphemes[0][2] == nfc and morphemes[0][3] == "NNG"


def _read_on_line(text: str, start: int, end: int) -> tuple[str, str] | None:
    """``(segment, word)`` in NFC: ``text`` from ``start`` to the end of its line (at most 12 code points after
    ``end``), and ``text[start:end]``; ``None`` for offsets outside ``text`` or when normalisation would move them."""
    if not 0 <= start < end <= len(text):
        return None
    stop = text.find("\n", end)
    stop = min(len(text) if stop < 0 else stop, end + 12)
    segment = unicodedata.normalize("NFC", text[start:stop])
    word = unicodedata.normalize("NFC", text[start:end])
    if len(segment) != stop - start or len(word) != end - start:
        return None
    return segment, word


def is_general_noun_at(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is one morpheme that Mecab-ko tags as a general noun (NNG) when read with the
    words after it on its line (up to 12 code points): "바다" of "바다 낚시를" is NNG, of "바다는 그날" NNP, and
    alone NNP. Offsets are code points."""
    return _tag_at(text, start, end) == "NNG"


def is_adverb_at(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is one morpheme that Mecab-ko tags as an adverb (MAG) when read with the words
    after it on its line, as :func:`is_general_noun_at` reads a noun: "한결" of "태도가 한결 나아져" (a given name
    that is also the adverb "much"). Offsets are code points."""
    return _tag_at(text, start, end) == "MAG"


def _tag_at(text: str, start: int, end: int) -> str | None:
    """Mecab-ko's tag of ``text[start:end]`` read with the words after it on its line, when it is one morpheme
    there; else None. Offsets are code points."""
    read = _read_on_line(text, start, end)
    if read is None:
        return None
    segment, word = read
    parsed = _mecab().parse(segment)
    return parsed[0][3] if parsed and parsed[0][2] == word else None


def is_person_name_at(text: str, start: int, end: int) -> bool:
    """Whether Mecab-ko reads ``text[start:end]`` as one proper noun of the semantic class 인명 (a person's name)
    when read with the words after it on its line (up to 12 code points), as :func:`is_general_noun_at` reads a
    general noun: "김상철" of "김상철에게 처분하였으며" is a name, "유인하" of "유인하는 역할" (which alone, with
    its particle, reads as a name) is a verb. Offsets are code points."""
    read = _read_on_line(text, start, end)
    if read is None:
        return False
    segment, word = read
    nodes = _mecab().features(segment)
    return (
        bool(nodes)
        and nodes[0].surface == word
        and nodes[0].feature.pos == "NNP"
        and nodes[0].feature.semantic == "인명"
    )


#: Mecab-ko (Sejong) tags of morphemes that never name anything: verbs and adjectives, adverbs, endings,
#: particles, suffixes that make verbs, interjections
_FUNCTION_TAGS = ("V", "MA", "E", "J", "XSV", "XSA", "IC")


def has_verb(word: str) -> bool:
    """Whether Mecab-ko reads a verb or an adjective in ``word`` (a tag part VV, VA or VX: "모르게" of "피해자
    모르게"); the copula (VCP) is no sign: a name written like a noun and 이다 ("정보라") reads so."""
    return any(part.startswith(("VV", "VA", "VX")) for m in _mecab().parse(word) for part in m[3].split("+"))


def reads_as_predicate(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as a predicate: its first morpheme a verb or an adjective (VV, VA, VX:
    "하면", "있으면", "보면") or a noun made one (XSV, XSA: "얘기하면"). A place name with an ending after it
    ("청교면": NNP + VCP+EC, "일죽면": NNG + VV + EC) is none."""
    morphemes = _mecab().parse(unicodedata.normalize("NFC", word.strip())) if word.strip() else []
    if not morphemes:
        return False
    if morphemes[0][3].startswith(("VV", "VA", "VX")):
        return True
    return any(part.startswith(("XSV", "XSA")) for m in morphemes for part in m[3].split("+"))


def is_derived_modifier(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as a noun made a verb, an adjective or a predicate that modifies the next
    word (its last morpheme tagged XSV+ETM, XSA+ETM or VCP+ETM: "해산된", "관련된", "필요한", "판매업체인"). A
    given name read as an adjective ("박하은": VA+ETM) is no such word."""
    nfc = unicodedata.normalize("NFC", word.strip())
    morphemes = _mecab().parse(nfc) if nfc else []
    return bool(morphemes) and morphemes[-1][3].startswith(("XSV+ETM", "XSA+ETM", "VCP+ETM"))


def reads_as_clause_end(text: str) -> bool:
    """Whether Mecab-ko reads ``text`` as a predicate that ends a clause: a verb or an adjective with a tense's
    pre-final ending and 다 (an EP part after a VV, VA or VX part: "안 마셨다"; not a Thai name that parses so, "쏨싹
    차라왓"), or a general noun of two syllables
    or more, the copula 이 and an ending as morphemes of their own ("심야이기": NNG, 이/VCP, 기/ETN; "심야이고"). A
    Korean name parses as neither; a name like a noun with the copula glued into one morpheme ("정보라": NNG,
    라/VCP+EC) is left."""
    nfc = unicodedata.normalize("NFC", text.strip())
    parsed = _mecab().parse(nfc) if nfc else []
    if not parsed:
        return False
    parts = [p for m in parsed for p in m[3].split("+")]
    if nfc.endswith("다") and "EP" in parts and any(p.startswith(("VV", "VA", "VX")) for p in parts):
        return True
    return (
        len(parsed) == 3
        and parsed[0][3] == "NNG"
        and parsed[0][1] - parsed[0][0] >= 2
        and (parsed[1][2], parsed[1][3]) == ("이", "VCP")
        and parsed[2][3].startswith(("ETN", "EC"))
    )


def is_function_word(text: str) -> bool:
    """Whether every morpheme Mecab-ko finds in ``text`` is a verb, adjective, adverb, ending, particle or
    interjection (tags starting with :data:`_FUNCTION_TAGS`; "따라서" VV+EC, "아니라" VCN+EC, "그러나" MAJ,
    "있는가요" VA+EC), i.e. ``text`` holds no noun, number, foreign word or root. False for empty text. Some
    Korean given names parse so ("박하은" VA+ETM): callers apply it to labels other than persons' names."""
    nfc = unicodedata.normalize("NFC", text.strip())
    if not nfc:
        return False
    morphemes = _mecab().parse(nfc)
    return bool(morphemes) and all(
        all(part.startswith(_FUNCTION_TAGS) for part in m[3].split("+")) for m in morphemes
    )


@lru_cache(maxsize=65536)
def is_dictionary_compound(text: str, affixes: bool = True) -> bool:
    """Whether Mecab-ko reads ``text`` as general nouns of its dictionary (NNG) of two syllables or more each,
    with noun affixes (XSN, XPN) and particles (J tags) only: "투찰률" (투찰 + 률), "평가지표", "갑상선암",
    "포기서" (포기 + 서). False for a proper noun (NNP: "카리나"), an unknown or foreign word, a verb, and for a
    one-syllable noun ("혼향" read as 혼 + 향, "수쵸범": made-up names split so). Without ``affixes``, nouns only
    ("국제결혼"; not "라발스", read as 라발 + the suffix 스, a made-up business name of the validation split)."""
    nfc = unicodedata.normalize("NFC", text.strip())
    nouns = 0
    allowed = ("XSN", "XPN") if affixes else ()
    for morpheme in _mecab().parse(nfc) if nfc else ():
        tags = (morpheme[3] or "UNKNOWN").split("+")
        if tags == ["NNG"]:
            if len(morpheme[2]) < 2:
                return False
            nouns += 1
        elif not all(tag in allowed or tag.startswith("J") for tag in tags):
            return False
    return nouns > 0


def station_name_end(word: str) -> int | None:
    """Where the station name of a word that names a railway or subway station ends, before its "역": "용인역을"
    -> 2 (mecab-ko-dic's place-name compound "용인역", NNP with semantic class 지명), "서울역에서" -> 2 (the place
    name "서울" then the noun "역"). ``None`` when the word does not start with one, or when anything but
    particles (J tags) follows the "역" ("서울역버스환승센터", "지역", "구역", "이체내역"). Offsets are code points
    of ``word`` (NFC Hangul expected)."""
    nodes = _mecab().features(word)
    if not nodes or nodes[0].feature.pos != "NNP" or nodes[0].feature.semantic != "지명":
        return None
    first = nodes[0].surface
    if first.endswith("역") and len(first) >= 3:
        end, rest = len(first) - 1, nodes[1:]
    elif len(nodes) > 1 and nodes[1].surface == "역" and nodes[1].feature.pos == "NNG":
        end, rest = len(first), nodes[2:]
    else:
        return None
    return end if all(n.feature.pos.startswith("J") for n in rest) else None


@lru_cache(maxsize=65536)
def is_place_noun(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as one proper noun of the semantic class 지명 ("구월동", "서초동"; not
    "권리변동"). NFC Hangul expected."""
    nodes = _mecab().features(word)
    return len(nodes) == 1 and nodes[0].feature.pos == "NNP" and nodes[0].feature.semantic == "지명"


@lru_cache(maxsize=65536)
def person_name_end(word: str) -> int | None:
    """Where a person's name that starts ``word`` ends, when mecab-ko-dic knows the name: the first morpheme is a
    proper noun of semantic class 인명 (NNP "이미경" of "이미경을", "백지원") and only particles follow it (J tags,
    or the rest read as particles by :func:`~.particles.particle_tail_start`: "이미경의", whose 의 Mecab tags
    NNG), also where Mecab reads the name only without its particles ("이미경의" as 이미 + 경의, "김정자의" as
    the name 김정 + 자의). ``None`` otherwise ("주장하는", "한지민과" read as 한 + 지민, "소송대리인" NNP without a
    class). The dictionary's names include words that are also phrases ("이상의"): callers add a context. Offsets
    are code points of ``word`` (NFC Hangul expected)."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start

    nodes = _mecab().features(word)
    if nodes and nodes[0].feature.pos == "NNP" and nodes[0].feature.semantic == "인명":
        rest = word[len(nodes[0].surface) :]
        # "의" after a name is tagged NNG: the project's particle list reads it
        if all(n.feature.pos.startswith("J") for n in nodes[1:]) or particle_tail_start(rest) == 0:
            return len(nodes[0].surface)
    # Mecab reads some names with a particle as other words ("이미경의": 이미 + 경의; "김정자의": the name 김정 +
    # 자의, a held-out Supreme Court set of seed 79, 2026-12-05); the word without its particles is read alone
    stem = word[: particle_tail_start(word)]
    if stem and stem != word and person_name_end(stem) == len(stem):
        return len(stem)
    return None


def nfc_with_offsets(text: str) -> tuple[str, list[int]]:
    """NFC-normalize ``text`` and map each output code point to original offsets.

    Returns ``(nfc_text, starts)`` where ``starts`` has ``len(nfc_text) + 1`` entries: output code point ``i``
    came from original ``[starts[i], starts[i+1])``. Text that is already NFC maps 1:1 (fast path).
    Composition is done per cluster (a starter plus following combining marks / Hangul vowel and final jamo).
    """
    if unicodedata.is_normalized("NFC", text):
        return text, list(range(len(text) + 1))
    out: list[str] = []
    starts: list[int] = []
    i = 0
    n = len(text)
    while i < n:
        j = i + 1
        while j < n and (unicodedata.combining(text[j]) or "\u1160" <= text[j] <= "\u11ff"):
            j += 1
        piece = unicodedata.normalize("NFC", text[i:j])
        if len(piece) == 1:
            out.append(piece)
            starts.append(i)
        else:  # could not compose into one code point: keep the pieces; map each to the whole cluster start
            for k, ch in enumerate(piece):
                out.append(ch)
                starts.append(i if k == 0 else min(i + k, j - 1))
        i = j
    starts.append(n)
    return "".join(out), starts


def _pieces(text: str) -> Iterator[tuple[int, int]]:
    """Split ``text`` into pieces of at most :data:`MAX_PIECE` code points at whitespace (or hard cut)."""
    n = len(text)
    pos = 0
    while pos < n:
        end = min(pos + MAX_PIECE, n)
        if end < n:
            cut = max(text.rfind(" ", pos, end), text.rfind("\n", pos, end))
            if cut > pos:
                end = cut
        yield pos, end
        pos = end


def pre_tokenize(text: str) -> list[Word]:
    """Split ``text`` into Mecab-ko morphemes with original code-point offsets.

    Whitespace is never inside a word. A character Mecab drops (it normally drops none but whitespace) is emitted
    as a word of its own, so every non-whitespace code point belongs to exactly one word.
    """
    nfc, starts = nfc_with_offsets(text)
    tagger = _mecab()
    words: list[Word] = []
    for p0, p1 in _pieces(nfc):
        piece = nfc[p0:p1]
        stripped = piece.lstrip()
        if not stripped:
            continue
        base = p0 + len(piece) - len(stripped)  # Mecab's spans are relative to the left-stripped string
        covered = p0
        for a, b, surface, pos in tagger.parse(stripped):
            ms, me = base + a, base + b
            if ms < covered or me <= ms or nfc[ms:me] != surface:
                continue
            # characters skipped by Mecab (rare): emit them as their own words
            if ms > covered and not nfc[covered:ms].isspace():
                for gap in _NON_WS_RUN.finditer(nfc, covered, ms):
                    words.append(_word(nfc, starts, gap.start(), gap.end(), "UNK"))
            words.append(_word(nfc, starts, ms, me, pos or "UNK"))
            covered = me
        for gap in _NON_WS_RUN.finditer(nfc, covered, p1):
            words.append(_word(nfc, starts, gap.start(), gap.end(), "UNK"))
    return words


def _word(nfc: str, starts: list[int], s: int, e: int, pos: str) -> Word:
    spaced = s == 0 or nfc[s - 1].isspace()
    form = nfc[s:e]
    exact = starts[e] - starts[s] == e - s
    return Word(
        starts[s],
        starts[e],
        (SPACE_MARK + form) if spaced else form,
        pos,
        spaced,
        None if exact else tuple(starts[s : e + 1]),
    )


@dataclass(frozen=True, slots=True)
class Encoding:
    """Token ids of one window with original offsets.

    ``ids``: token ids without special tokens; ``offsets``: ``(start, end)`` code points per token (``start == end``
    for a token holding only the space marker); ``word_index``: index into the word list per token.
    """

    ids: list[int]
    offsets: list[tuple[int, int]]
    word_index: list[int]


class MorphemeBPETokenizer:
    """Mecab-ko pre-tokenization + a ``tokenizers`` BPE model, saved as ``tokenizer.json`` in a model folder.

    ``encode(text)`` returns an :class:`Encoding` over the whole text (no special tokens, no truncation: the
    analyzer windows it). ``hf`` is the underlying :class:`transformers.PreTrainedTokenizerFast`.
    """

    def __init__(self, hf_tokenizer) -> None:
        self.hf = hf_tokenizer
        # word form -> (ids, offsets), one cache for unspaced and one for spaced forms
        self._cache: tuple[dict[str, tuple[list[int], list[tuple[int, int]]]], ...] = ({}, {})

    @classmethod
    def from_pretrained(cls, folder: str | Path) -> MorphemeBPETokenizer:
        """Load from a model folder (``tokenizer.json`` + ``tokenizer_config.json``); no network access."""
        from transformers import PreTrainedTokenizerFast

        return cls(PreTrainedTokenizerFast.from_pretrained(str(folder), local_files_only=True))

    def save_pretrained(self, folder: str | Path) -> None:
        """Write the BPE part into ``folder`` (the Mecab part is code, see module docstring)."""
        self.hf.save_pretrained(str(folder))

    @property
    def vocab_size(self) -> int:
        return len(self.hf)

    def _encode_word(self, form: str, spaced: bool) -> tuple[list[int], list[tuple[int, int]]]:
        """BPE ids of one word form and their offsets in the word's surface, without the space marker of a
        ``spaced`` form (cached; a surface may itself start with the marker character)."""
        cache = self._cache[spaced]
        hit = cache.get(form)
        if hit is None:
            enc = self.hf._tokenizer.encode(form, add_special_tokens=False)
            shift = 1 if spaced else 0
            hit = (list(enc.ids), [(max(a - shift, 0), max(b - shift, 0)) for a, b in enc.offsets])
            if len(cache) < 200_000:
                cache[form] = hit
        return hit

    def encode_words(self, words: list[Word]) -> Encoding:
        """BPE-encode pre-tokenized words; offsets are mapped back to the original text."""
        ids: list[int] = []
        offsets: list[tuple[int, int]] = []
        word_index: list[int] = []
        for wi, w in enumerate(words):
            wids, woffs = self._encode_word(w.form, w.spaced)
            ids.extend(wids)
            word_index.extend([wi] * len(wids))
            cs = w.char_starts
            if cs is None:
                st = w.start
                if len(woffs) == 1:  # most words are one token
                    a, b = woffs[0]
                    offsets.append((st + a, st + b))
                else:
                    offsets.extend([(st + a, st + b) for a, b in woffs])
            else:  # NFD source: map NFC surface positions back to the original code points
                offsets.extend([(cs[a], cs[b]) if b > a else (cs[a], cs[a]) for a, b in woffs])
        return Encoding(ids, offsets, word_index)

    def encode(self, text: str) -> tuple[list[Word], Encoding]:
        """Pre-tokenize and encode ``text``; returns ``(words, encoding)``."""
        words = pre_tokenize(text)
        return words, self.encode_words(words)

    def tokens(self, text: str) -> list[tuple[str, int, int]]:
        """Debug view: ``(token string, start, end)`` for every token of ``text``."""
        _, enc = self.encode(text)
        conv = self.hf.convert_ids_to_tokens(enc.ids)
        return [(t, s, e) for t, (s, e) in zip(conv, enc.offsets, strict=True)]


SPECIAL_TOKENS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def train_tokenizer(
    word_forms: Iterable[str], vocab_size: int, min_frequency: int = 5
) -> MorphemeBPETokenizer:
    """Train the BPE part on an iterator of word forms (the output of :func:`pre_tokenize`).

    Digits are split one by one (``pre_tokenizers.Digits``) so numbers are never memorized as units; the alphabet
    is limited to characters seen ``min_frequency`` times, anything else is ``[UNK]``... except every Hangul
    syllable, which is added to the initial alphabet so unseen names never become ``[UNK]``.
    Source: Hugging Face tokenizers BPE trainer docs.
    """
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Digits(individual_digits=True)
    hangul = [chr(c) for c in range(0xAC00, 0xD7A4)]
    ascii_ = [chr(c) for c in range(0x21, 0x7F)]
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=[SPACE_MARK, *hangul, *ascii_],
        limit_alphabet=len(hangul) + 2000,
        show_progress=False,
    )
    tok.train_from_iterator(word_forms, trainer=trainer)
    hf = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        unk_token="[UNK]",
        pad_token="[PAD]",
        cls_token="[CLS]",
        sep_token="[SEP]",
        mask_token="[MASK]",
    )
    return MorphemeBPETokenizer(hf)


def words_of(texts: Iterable[str]) -> Iterator[str]:
    """Word forms of every text, for :func:`train_tokenizer`."""
    for t in texts:
        for line in t.splitlines():
            for w in pre_tokenize(line):
                yield w.form
