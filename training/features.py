"""BIO tags over tokens and fixed-length training windows.

A token gets the label of the gold span that covers at least half of its code points; the first such token of a
span is ``B-<label>``, the rest ``I-<label>``; tokens with no characters (space markers) get ``-100`` (ignored by the
loss, as Hugging Face token classification does for special tokens).
"""

from __future__ import annotations

from dataclasses import dataclass

from thunder_deid_desktop.analysis.model import windows
from thunder_deid_desktop.analysis.tokenizer import Encoding, MorphemeBPETokenizer
from training.dataset import Filled

IGNORE = -100


def bio_labels(enc: Encoding, spans: list[tuple[int, int, str]], label2id: dict[str, int]) -> list[int]:
    """One label id per token of ``enc`` for gold ``spans`` ``(start, end, label)`` (code points, sorted).

    Labels missing from ``label2id`` are treated as ``O``.
    """
    out = [label2id["O"]] * len(enc.ids)
    si = 0
    last_span = -1
    for t, (s, e) in enumerate(enc.offsets):
        if e <= s:
            out[t] = IGNORE
            continue
        while si < len(spans) and spans[si][1] <= s:
            si += 1
        if si >= len(spans):
            continue
        ss, se, lab = spans[si]
        overlap = min(e, se) - max(s, ss)
        if overlap * 2 >= (e - s) and overlap > 0:
            prefix = "I" if last_span == si else "B"
            lid = label2id.get(f"{prefix}-{lab}")
            if lid is not None:
                out[t] = lid
                last_span = si
    return out


@dataclass(slots=True)
class Window:
    """One training example: token ids and label ids, without special tokens (added at batching)."""

    ids: list[int]
    labels: list[int]


def make_windows(
    doc: Filled, tok: MorphemeBPETokenizer, label2id: dict[str, int], max_tokens: int, stride: int = 32
) -> list[Window]:
    """Tokenize a filled document and cut it into windows of at most ``max_tokens`` tokens (overlap ``stride``)."""
    _, enc = tok.encode(doc.text)
    labels = bio_labels(enc, doc.spans, label2id)
    return [Window(enc.ids[a:b], labels[a:b]) for a, b in windows(len(enc.ids), max_tokens, stride)]
