"""Token-classification model: loading a model folder, sliding windows over any length, BIO tags -> spans.

A model is a folder (design card): ``config.json`` (with ``id2label`` in BIO form: ``O``, ``B-<fine label>``,
``I-<fine label>``), ``model.safetensors``, ``tokenizer.json``/``tokenizer_config.json`` and ``model_card.md``.
Any ``AutoModelForTokenClassification`` architecture loads (DeBERTa-v2, BERT, ...). Weights are read from
safetensors only (``use_safetensors=True``): a pickle checkpoint is never unpickled, and the folder must match its
SHA-256 manifest (:mod:`.integrity`) before anything in it is read.

Long documents: windows of ``window`` tokens with ``stride`` tokens of overlap; each token takes its prediction from
the window in which it is farthest from an edge, so nothing is truncated (the public Thunder-DeID tool cuts at 2048
tokens). The default overlap, 32 tokens, was measured with ``tools/window_overlap.py`` (2026-11-30): on long
documents of 12 validation excerpts each, overlaps of 64, 32 and 16 tokens gave entity leak 5.62 %, 5.55 % and
5.62 % and char precision 0.9311, 0.9318 and 0.9294 (the spread of run-to-run noise), while 32 instead of 64 runs
14 % fewer window tokens on the 60 precedent_kr judgments (307,267 instead of 357,123) and measured 23,450 vs
20,532 chars/s end to end, interleaved runs, median of 3.

CPU parallelism: batches of windows run on ``workers`` Python threads, each op single-threaded
(``torch.set_num_threads(1)``), instead of one thread whose ops are split over the cores (PyTorch releases the GIL
inside its kernels). Measured on 2 cores, 8 shared judgments (2026-11-30): on an idle machine the split ops are
about 11 % faster (14,354 vs 12,718 chars/s), but with two other busy processes on the same cores they collapse to
2,360–3,313 chars/s while the workers keep 7,339–7,360: a clerk's PC is rarely idle, so workers are the default
(``$THUNDER_DEID_WORKERS=1`` restores one thread with split ops). Results do not depend on the number of workers:
batches are formed the same way and merged in window order. On the CPU each pass runs one window
(:data:`CPU_BATCH`).

Runtimes: PyTorch on the safetensors weights, or ONNX Runtime on an int8 copy of them (``runtime="onnx-int8"``,
:data:`INT8_ONNX`). On 2 cores, batches of 4 x 256 tokens of the default model's shape, ``bench/arch_speed.py``
(2026-11-30): PyTorch float32 11,058 tokens/s, ONNX Runtime int8 21,436; with the same validation figures (the
model card has both: char recall 0.9722 vs 0.9720, entity leak 5.47 % vs 5.55 %). PyTorch's own dynamic int8
quantization gave DeBERTa-v2 no speed (10,112 vs 10,195 tokens/s in one run), so it is not offered.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from thunder_deid_desktop.analysis.tokenizer import Encoding, MorphemeBPETokenizer, Word, model_view

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")


@dataclass(frozen=True, slots=True)
class RawSpan:
    """A decoded model span before taxonomy and merging: code points ``[start, end)``, fine label, score."""

    start: int
    end: int
    label: str
    score: float


@dataclass
class TokenProbs:
    """Label probabilities of every token of a document, stored sparsely.

    ``pii`` is ``1 - P(O)`` for each token, shape ``(n_tokens,)`` float32. A token's whole softmax row (``n_labels``
    float32) is kept only when its ``pii`` is at least ``floor``: the others are outside any span for every
    threshold at or above ``floor``, so :func:`decode` never needs their rows. A dense ``(n_tokens, n_labels)``
    array of a 300k-character judgment takes about 740 MB (bench/ scaling section); this keeps the PII tokens only.

    ``row_of[t]`` is the index in ``rows`` of token ``t``'s row, or -1.
    """

    pii: np.ndarray
    row_of: np.ndarray
    rows: np.ndarray
    floor: float

    @classmethod
    def from_dense(cls, probs: np.ndarray, o_index: int, floor: float = 0.0) -> TokenProbs:
        """Wrap a dense ``(n_tokens, n_labels)`` array (``floor=0`` keeps every row)."""
        pii = (1.0 - probs[:, o_index]).astype(np.float32) if len(probs) else np.zeros(0, np.float32)
        keep = np.flatnonzero(pii >= floor)
        row_of = np.full(len(probs), -1, dtype=np.int64)
        row_of[keep] = np.arange(len(keep))
        return cls(pii, row_of, probs[keep].astype(np.float32, copy=False), floor)

    def dense(self, n_labels: int, o_index: int) -> np.ndarray:
        """The ``(n_tokens, n_labels)`` array; a row not stored is all ``O`` mass (``1 - pii``) on ``o_index``."""
        out = np.zeros((len(self.pii), n_labels), dtype=np.float32)
        out[:, o_index] = 1.0 - self.pii
        stored = self.row_of >= 0
        out[stored] = self.rows[self.row_of[stored]]
        return out


def windows(n_tokens: int, window: int, stride: int) -> list[tuple[int, int]]:
    """Token ranges ``[a, b)`` covering ``0..n_tokens`` with ``stride`` tokens of overlap between neighbours.

    Raises:
        ValueError: ``stride >= window`` or ``window < 2``.
    """
    if window < 2 or not (0 <= stride < window):
        raise ValueError("need window >= 2 and 0 <= stride < window")
    if n_tokens <= window:
        return [(0, n_tokens)]
    out = []
    a = 0
    step = window - stride
    while True:
        b = min(a + window, n_tokens)
        out.append((a, b))
        if b == n_tokens:
            return out
        a += step


def window_owners(n_tokens: int, wins: list[tuple[int, int]]) -> np.ndarray:
    """For each token ``0..n_tokens-1``, the index of the window of ``wins`` it is farthest from an edge in
    (the earlier window on a tie), shape ``(n_tokens,)`` int64; -1 for a token in no window.

    A token near a window's edge sees little context on that side, so its prediction is taken where it is most
    central. Each window owns one contiguous range, and the ranges increase with the window index.
    """
    owner = np.full(n_tokens, -1, dtype=np.int64)
    best = np.full(n_tokens, -1, dtype=np.int64)
    for w, (a, b) in enumerate(wins):
        idx = np.arange(a, b)
        margin = np.minimum(idx - a, b - 1 - idx)
        take = margin > best[a:b]
        best[a:b][take] = margin[take]
        owner[a:b][take] = w
    return owner


def default_workers() -> int:
    """Window-batch worker threads on the CPU: ``$THUNDER_DEID_WORKERS`` if set, else the usable cores, at most 8."""
    env = os.environ.get("THUNDER_DEID_WORKERS")
    if env:
        return max(1, int(env))
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, 8))


RUNTIMES = ("torch", "onnx-int8")
"""Ways to run a model folder (:class:`TokenClassifier` ``runtime``)."""

INT8_ONNX = "model.int8.onnx"
"""The int8 ONNX copy of a model folder's weights, written by ``training/onnx_export.py`` and covered by the
folder's hash manifest like every other file."""


def _softmax(logits: np.ndarray) -> np.ndarray:
    z = logits - logits.max(axis=-1, keepdims=True)
    np.exp(z, out=z)
    z /= z.sum(axis=-1, keepdims=True)
    return z


class OnnxModel:
    """An ONNX Runtime session called like a ``transformers`` model: ``model(input_ids=, attention_mask=).logits``
    with int64 numpy arrays ``(batch, length)``; ``logits`` is float32 ``(batch, length, n_labels)``.

    ``threads``: ONNX Runtime intra-op threads (``None``: its default, all cores). ``run`` is thread-safe and
    releases the GIL (ONNX Runtime docs), so window batches run in parallel on the worker threads.

    Raises:
        FileNotFoundError: no ONNX file (the folder was not exported, see ``training/onnx_export.py``).
    """

    def __init__(self, path: Path, threads: int | None = None) -> None:
        import onnxruntime as ort

        if not path.is_file():
            raise FileNotFoundError(f"{path} missing: this model folder has no int8 ONNX copy")
        options = ort.SessionOptions()
        if threads:
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
        options.log_severity_level = 3  # errors only: no warnings on the user's terminal
        self.session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

    def __call__(self, input_ids: np.ndarray, attention_mask: np.ndarray):
        from types import SimpleNamespace

        (logits,) = self.session.run(["logits"], {"input_ids": input_ids, "attention_mask": attention_mask})
        return SimpleNamespace(logits=logits)


CPU_BATCH = 1
"""Windows per forward pass on the CPU. ONNX Runtime int8, default model, 2 workers, the 60 precedent_kr
judgments (269,571 tokens), two interleaved rounds (2026-12-01): batches of 1 / 2 / 3 / 4 windows of 256 tokens
ran 22,643–22,793 / 22,182–22,280 / 20,504–22,068 / 19,217–19,234 tokens/s (one window's activations stay in
the core's cache). One window per pass also makes a window's result independent of its batch neighbours: the int8
runtime quantizes activations per input tensor, padding included."""

CUDA_BATCH = 16
"""Windows per forward pass on a GPU, where larger batches fill the device."""

PII_FLOOR = 0.02
"""Tokens with ``1 - P(O)`` below this keep no probability row (:class:`TokenProbs`); decoding thresholds must
be at least this (the settings grid of the training configs goes down to 0.2)."""


class TokenClassifier:
    """A loaded model folder: ``predict(text) -> (words, encoding, probs)`` and ``spans(text) -> [RawSpan]``.

    ``probs`` is a float32 array ``(n_tokens, n_labels)`` of softmax probabilities aligned with ``encoding.ids``.

    Args:
        folder: the model folder.
        device: ``"cpu"`` or ``"cuda"``.
        window, stride: window length and overlap in tokens (``window`` is capped by the model's positions).
        batch_size: windows per forward pass; ``None``: :data:`CPU_BATCH` on the CPU, :data:`CUDA_BATCH` on CUDA.
        workers: threads running window batches in parallel on the CPU (``None``: :func:`default_workers`);
            with more than one, PyTorch's intra-op threads are set to 1 for the process (ONNX Runtime: the
            session gets 1 intra-op thread). Ignored on CUDA.
        runtime: ``"torch"`` runs the safetensors weights with PyTorch; ``"onnx-int8"`` runs the folder's
            :data:`INT8_ONNX` (int8 weights, made by ``training/onnx_export.py``) with ONNX Runtime on the CPU,
            without loading the PyTorch weights (on CUDA the PyTorch path is used). ``None``: the ``runtime`` of
            the folder's ``analyzer.json`` (what its validation metrics were measured with), else ``"torch"``.
            That file's contents are kept as ``folder_settings`` (``{}`` without one) for the analyzer.

    Raises:
        FileNotFoundError: no ``config.json`` in ``folder``.
        ValueError: unknown ``runtime``.
        thunder_deid_desktop.analysis.integrity.ModelIntegrityError: the folder does not match its manifest.
    """

    def __init__(
        self,
        folder: str | Path,
        device: str = "cpu",
        window: int = 256,
        stride: int = 32,
        batch_size: int | None = None,
        workers: int | None = None,
        runtime: str | None = None,
    ) -> None:
        from thunder_deid_desktop.analysis.integrity import verify_manifest

        self.folder = Path(folder)
        if not (self.folder / "config.json").is_file():
            raise FileNotFoundError(f"no model folder at {self.folder} (config.json missing)")
        verify_manifest(self.folder)  # hashes checked, no pickle weights (ModelIntegrityError otherwise)
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # no "Loading weights" bar on the user's terminal
        # the folder's analyzer.json (runtime and decoding settings), read once and only after the manifest check
        settings_file = self.folder / "analyzer.json"
        self.folder_settings: dict = (
            json.loads(settings_file.read_text(encoding="utf-8")) if settings_file.is_file() else {}
        )
        if runtime is None:
            runtime = self.folder_settings.get("runtime", "torch")
        if runtime not in RUNTIMES:
            raise ValueError(f"unknown runtime {runtime!r} (use one of {', '.join(RUNTIMES)})")
        self.workers = 1 if device != "cpu" else (workers or default_workers())
        self.runtime = "torch" if device != "cpu" else runtime
        if self.runtime == "onnx-int8":
            from transformers import AutoConfig

            config = AutoConfig.from_pretrained(str(self.folder), local_files_only=True)
            self.device = None
            self.model = OnnxModel(self.folder / INT8_ONNX, threads=1 if self.workers > 1 else None)
        else:
            import torch
            from transformers import AutoModelForTokenClassification

            self.device = torch.device(device)
            self.model = AutoModelForTokenClassification.from_pretrained(
                str(self.folder), local_files_only=True, use_safetensors=True
            ).to(self.device)
            self.model.eval()
            config = self.model.config
            # with one worker, torch keeps its own intra-op thread count (all cores unless the caller set it)
            if self.workers > 1:
                torch.set_num_threads(1)
        self.tokenizer = MorphemeBPETokenizer.from_pretrained(self.folder)
        self.id2label = {int(k): v for k, v in config.id2label.items()}
        max_pos = getattr(config, "max_position_embeddings", 512) or 512
        self.window = min(window, max_pos)
        self.stride = min(stride, self.window // 2)
        self.batch_size = batch_size or (CPU_BATCH if device == "cpu" else CUDA_BATCH)
        self.cls_id = self.tokenizer.hf.cls_token_id
        self.sep_id = self.tokenizer.hf.sep_token_id
        self.pad_id = self.tokenizer.hf.pad_token_id
        self.o_index = next(i for i, lab in self.id2label.items() if lab == "O")
        self._pool: ThreadPoolExecutor | None = None
        if self.workers > 1:
            self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="deid-model")

    def _forward(self, enc: Encoding, batch: list[tuple[int, int]]) -> np.ndarray:
        """Logits ``(len(batch), longest range + 2, n_labels)`` float32 for token ranges of ``enc``."""
        maxlen = max(b - a for a, b in batch) + 2
        ids = np.full((len(batch), maxlen), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(batch), maxlen), dtype=np.int64)
        for r, (a, b) in enumerate(batch):
            row = [self.cls_id, *enc.ids[a:b], self.sep_id]
            ids[r, : len(row)] = row
            mask[r, : len(row)] = 1
        if self.runtime == "onnx-int8":
            return self.model(input_ids=ids, attention_mask=mask).logits
        import torch

        with torch.inference_mode():
            logits = self.model(
                input_ids=torch.from_numpy(ids).to(self.device),
                attention_mask=torch.from_numpy(mask).to(self.device),
            ).logits
            return logits.float().cpu().numpy()

    def token_probs(self, enc: Encoding, floor: float = PII_FLOOR) -> TokenProbs:
        """Softmax probabilities per token of ``enc`` over all windows, rows kept where ``1 - P(O) >= floor``.

        Each token takes its row from the window in which it is farthest from an edge (the earlier window on a
        tie): :func:`window_owners`, decided from the window ranges before the model runs, so each window's
        result only contributes the tokens it owns.
        """
        n = len(enc.ids)
        n_labels = len(self.id2label)
        if n == 0:
            return TokenProbs(
                np.zeros(0, np.float32),
                np.full(0, -1, dtype=np.int64),
                np.zeros((0, n_labels), np.float32),
                floor,
            )
        wins = windows(n, self.window - 2, self.stride)
        owner = window_owners(n, wins)
        batches = [
            list(range(b0, min(b0 + self.batch_size, len(wins))))
            for b0 in range(0, len(wins), self.batch_size)
        ]

        def run(batch: list[int]) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
            """For each window of the batch: (owned tokens, their PII probability, rows of those >= floor)."""
            logits = self._forward(enc, [wins[w] for w in batch])
            out = []
            for r, w in enumerate(batch):
                a, b = wins[w]
                tokens = a + np.flatnonzero(owner[a:b] == w)
                rows = _softmax(logits[r, 1 + tokens - a])
                pii = 1.0 - rows[:, self.o_index]
                out.append((tokens, pii, rows[pii >= floor]))
            return out

        if self._pool is not None and len(batches) > 1:  # results come back in window order
            results = self._pool.map(run, batches)
        else:
            results = map(run, batches)
        parts = [part for batch_parts in results for part in batch_parts]
        pii = np.concatenate([p for _, p, _ in parts]).astype(np.float32, copy=False)
        kept = np.flatnonzero(pii >= floor)  # owned ranges are increasing: the tokens are 0..n-1 in order
        row_of = np.full(n, -1, dtype=np.int64)
        row_of[kept] = np.arange(len(kept))
        rows = np.concatenate([r for _, _, r in parts]).astype(np.float32, copy=False)
        return TokenProbs(pii, row_of, rows, floor)

    def encode(self, text: str) -> tuple[list[Word], Encoding]:
        """``(words, encoding)`` of :func:`~.tokenizer.model_view` of ``text``: what the model reads (emoji and
        characters outside the BMP as spaces); offsets index ``text``, as the view keeps every length."""
        return self.tokenizer.encode(model_view(text))

    def predict(self, text: str) -> tuple[list[Word], Encoding, TokenProbs]:
        """Tokenize ``text`` (:meth:`encode`) and return ``(words, encoding, probs)`` (see :class:`TokenProbs`)."""
        words, enc = self.encode(text)
        return words, enc, self.token_probs(enc)

    def spans(self, text: str, threshold: float = 0.5) -> list[RawSpan]:
        """Decode BIO predictions into code-point spans; see :func:`decode`."""
        _, enc, probs = self.predict(text)
        return decode(enc, probs, self.id2label, self.o_index, threshold)


def decode(
    enc: Encoding,
    probs: np.ndarray | TokenProbs,
    id2label: dict[int, str],
    o_index: int,
    threshold: float = 0.5,
    continue_threshold: float | None = None,
    back_threshold: float | None = None,
) -> list[RawSpan]:
    """BIO decoding with a PII threshold and hysteresis.

    A span starts at a token whose PII probability ``1 - P(O)`` is at least ``threshold`` and goes on over the
    following tokens while it stays at least ``continue_threshold`` (default: ``threshold``), so that the last
    syllable of a name the model is less sure of is not left out (one leaked syllable leaks the entity). With
    ``back_threshold`` the same holds backwards inside a word: the tokens glued right before a span's first token
    (no space or other character between) join it while they stay at least ``max(back_threshold, low)``, where
    ``low`` is the lower of the two thresholds ("라발스" of the pieces "라" 0.38, "발" 0.48, "스" 0.67); they do not
    vote on the label. ``None`` (the default) extends nothing backwards. A token's fine label is the label whose B+I probability is highest; a new span starts at a B-dominant token
    whose label differs from the running span's, or after a non-PII token. ``probs`` is a dense
    ``(n_tokens, n_labels)`` array or a :class:`TokenProbs`. Tokens without characters (space
    markers) are skipped. The span's label is the probability-weighted majority of its tokens' labels; its score
    the mean PII probability of its tokens.
    """
    low = threshold if continue_threshold is None else min(continue_threshold, threshold)
    back_low = None if back_threshold is None else max(low, back_threshold)
    if len(enc.ids) == 0:
        return []
    if isinstance(probs, np.ndarray):
        probs = TokenProbs.from_dense(probs, o_index)
    if low < probs.floor:
        raise ValueError(f"threshold {low} below the probability floor {probs.floor} of these predictions")
    n_labels = probs.rows.shape[1]
    base: dict[str, list[int]] = {}
    is_b = np.zeros(n_labels, dtype=bool)
    for i, lab in id2label.items():
        if lab == "O":
            continue
        kind, _, name = lab.partition("-")
        base.setdefault(name, []).append(i)
        is_b[i] = kind == "B"
    names = sorted(base)
    if not names or len(enc.ids) == 0:
        return []
    name_of = {n: j for j, n in enumerate(names)}
    # column of each fine label's B and I tag in a probability row; n_labels: an all-zero column added at the end
    b_col = np.full(len(names), n_labels, dtype=np.int64)
    i_col = np.full(len(names), n_labels, dtype=np.int64)
    for name, idx in base.items():
        for i in idx:
            (b_col if is_b[i] else i_col)[name_of[name]] = i
    pii = probs.pii
    # tokens with characters (a space marker is skipped: it neither starts, continues nor breaks a span)
    has_chars = np.fromiter((e > s for s, e in enc.offsets), dtype=bool, count=len(enc.offsets))
    candidates = np.flatnonzero(has_chars & (pii >= low))

    def masses(t: int) -> tuple[np.ndarray, np.ndarray]:
        # mass of each fine label (B + I) and of its B tag for token ``t`` (stored row: low >= floor), shape
        # (n_names,); built per token rather than for all candidates at once, so that a document dense with
        # personal information does not hold two more copies of its probability rows (a new-user trial saw
        # 3 GB for 264k characters)
        row = np.append(probs.rows[probs.row_of[t]], np.float32(0.0))
        b_row = row[b_col]
        return b_row + row[i_col], b_row

    out: list[RawSpan] = []
    cur: list[int] = []
    votes = np.zeros(len(names), dtype=np.float32)  # the running span's per_name sum, as before in float32

    def flush() -> None:
        if not cur:
            return
        s = enc.offsets[cur[0]][0]
        e = enc.offsets[cur[-1]][1]
        label = names[int(votes.argmax())]
        out.append(RawSpan(s, e, label, float(pii[cur].mean())))
        cur.clear()
        votes[:] = 0.0

    seen = np.concatenate([[0], np.cumsum(has_chars)])  # seen[t]: tokens with characters before t
    for t in candidates.tolist():
        if cur and seen[t] - seen[cur[-1] + 1] > 0:  # a token below ``low`` lies between: the span ends
            flush()
        if not cur and pii[t] < threshold:
            continue
        if not cur and back_low is not None:
            # hysteresis backwards too, inside the word: the tokens glued before the start that stay at least
            # ``back_low`` ("라:0.38 발:0.48 스:0.67" -> "라발스"), so the first syllables of a name are not left out
            floor_start = out[-1].end if out else 0
            j = t
            while (
                j > 0
                and has_chars[j - 1]
                and pii[j - 1] >= back_low
                and enc.offsets[j - 1][1] == enc.offsets[j][0]
                and enc.offsets[j - 1][0] >= floor_start
            ):
                j -= 1
            cur.extend(range(j, t))  # they take the label of the tokens from ``t`` on (no votes)
        s = enc.offsets[t][0]
        name_row, b_row = masses(t)
        k = int(name_row.argmax())
        if cur:
            running = int(votes.argmax())
            starts_new = b_row[k] > name_row[k] - b_row[k] and k != running
            gap = enc.offsets[cur[-1]][1] < s and enc.word_index[t] != enc.word_index[cur[-1]]
            if starts_new or (gap and b_row[k] > 0.5 * name_row[k] and k != running):
                flush()
        cur.append(t)
        votes += name_row
    flush()
    return out
