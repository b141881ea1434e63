"""Section 1: detection throughput of the default model vs. the Thunder-DeID-340M shape vs. Mecab-ko alone.

On the sample judgments (the 60 full-length ones of ``precedent_kr/samples`` by default), in one process pinned
to ``threads`` math threads, each figure the median of ``repeats`` runs:

- the Mecab-ko pass alone (:func:`~thunder_deid_desktop.analysis.tokenizer.pre_tokenize`): the floor of any model
  on this tokenizer;
- ``Analyzer.analyze`` end to end (model + rules + propagation), model load excluded and included (the load is
  itself a median of ``repeats`` loads);
- the same documents as one batch through ``Analyzer.analyze_many`` (what ``thunder-deid detect`` runs: the model
  works on one document while the next is tokenized), load excluded;
- peak resident memory after the default model's runs (before the big model is built);
- a DeBERTa-v2 of Thunder-DeID-340M's shape (hidden 1024, 24 layers, 16 heads, 595 labels, random weights),
  extrapolated to the corpus by its token counts under the default tokenizer (the figure the paper's model would
  need on this CPU), two ways:

  - as the paper runs it: sequences of 2,048 tokens (its fine-tuning and inference length; the public tool takes
    up to 2,048 tokens per call, ``../shared/data/paper/FACTS.md``), each document cut into 2,048-token chunks.
    A forward pass is timed at 512 and at 2,048 tokens and a chunk of ``L`` tokens costs ``a·L + b·L²``
    through those two points (linear layers plus attention), so the last, shorter chunk of each document is not
    charged as a full one. Issue 8's reference figure for this shape ("about 80 chars/s on 2 cores") is of this
    kind. Not measured with ``--quick`` (one 2,048-token pass takes about 40 s);
  - in sliding windows of 512 tokens, the cheaper way a tool could run it: ``big_windows`` passes at 512
    tokens, extrapolated per token.

Characters are Python code points; chars/s = characters of all documents / seconds for all of them.
"""

from __future__ import annotations

import statistics
import sys
import time

from bench.common import Settings, median_seconds, peak_rss_mib, read_texts, sample_files, section_main

PAPER_LENGTH = 2048
"""Tokens per sequence of the paper's models (fine-tuning and the public tool's input limit)."""


def big_model_seconds(lengths: tuple[int, ...], windows: int, threads: int) -> tuple[dict[int, float], int]:
    """({length: median seconds of one forward pass of that many tokens}, parameter count) of a random
    DeBERTa-v2 of the 340M shape; ``windows`` passes per length after one warm-up pass at the first length."""
    import torch
    from transformers import AutoModelForTokenClassification, DebertaV2Config

    torch.set_num_threads(threads)
    cfg = DebertaV2Config(
        vocab_size=32000,
        hidden_size=1024,
        num_hidden_layers=24,
        num_attention_heads=16,
        intermediate_size=4096,
        max_position_embeddings=2048,
        relative_attention=True,
        position_buckets=256,
        pos_att_type=["p2c", "c2p"],
        norm_rel_ebd="layer_norm",
        position_biased_input=False,
        share_att_key=True,
        num_labels=595,
    )
    model = AutoModelForTokenClassification.from_config(cfg).eval()
    n_params = sum(p.numel() for p in model.parameters())
    out: dict[int, float] = {}
    with torch.inference_mode():
        model(input_ids=torch.randint(5, 32000, (1, lengths[0])))  # warm-up
        for length in lengths:
            x = torch.randint(5, 32000, (1, length))
            runs = []
            for _ in range(max(1, windows)):
                t = time.perf_counter()
                model(input_ids=x)
                runs.append(time.perf_counter() - t)
            out[length] = statistics.median(runs)
    return out, n_params


def chunked_seconds(
    doc_tokens: list[int], chunk: int, t_short: tuple[int, float], t_long: tuple[int, float]
) -> float:
    """Seconds to run documents of ``doc_tokens`` tokens in chunks of ``chunk`` tokens, a chunk of ``L`` tokens
    costing ``a·L + b·L²`` through the measured points ``t_short`` and ``t_long`` (``(length, seconds)``)."""
    (l1, s1), (l2, s2) = t_short, t_long
    b = (s2 / l2 - s1 / l1) / (l2 - l1)
    a = s1 / l1 - b * l1
    total = 0.0
    for n in doc_tokens:
        full, rest = divmod(n, chunk)
        total += full * (a * chunk + b * chunk**2) + (a * rest + b * rest**2 if rest else 0.0)
    return total


def run(settings: Settings) -> dict:
    """Measure section 1; returns raw figures (see module docstring)."""
    import torch

    torch.set_num_threads(settings.threads)
    texts = read_texts(sample_files(settings))
    chars = sum(len(t) for t in texts)

    from thunder_deid_desktop.analysis.tokenizer import pre_tokenize

    mecab_s, mecab_runs = median_seconds(lambda: [pre_tokenize(t) for t in texts], settings.repeats)

    from thunder_deid_desktop.analysis.analyzer import Analyzer

    holder: list = [None]

    def load() -> None:
        holder[0] = None  # free the previous copy first: peak memory is that of one loaded model
        holder[0] = Analyzer(settings.model)

    load_s, load_runs = median_seconds(load, max(1, min(settings.repeats, 3)))
    analyzer = holder[0]
    doc_tokens = [len(analyzer.classifier.encode(t)[1].ids) for t in texts]
    n_tokens = sum(doc_tokens)
    run_s, run_runs = median_seconds(lambda: [analyzer.analyze(t) for t in texts], settings.repeats)
    batch_s, batch_runs = median_seconds(
        lambda: list(analyzer.analyze_many(enumerate(texts))), settings.repeats
    )
    rss_default = peak_rss_mib()
    lengths = (512,) if settings.quick else (512, PAPER_LENGTH)
    big, n_params = big_model_seconds(lengths, settings.big_windows, settings.threads)
    per_window = big[512]
    big_s = per_window * n_tokens / 512
    paper: dict = {}
    if PAPER_LENGTH in big:
        paper_s = chunked_seconds(
            doc_tokens, PAPER_LENGTH, (512, big[512]), (PAPER_LENGTH, big[PAPER_LENGTH])
        )
        paper = {
            "big_340m_s_per_2048_sequence": big[PAPER_LENGTH],
            "big_340m_chars_per_s_paper": chars / paper_s,
            "ratio_default_over_340m_paper": paper_s / run_s,
            "ratio_batch_over_340m_paper": paper_s / batch_s,
        }
    return {
        "documents": len(texts),
        "characters": chars,
        "tokens": n_tokens,
        "threads": settings.threads,
        "repeats": settings.repeats,
        "mecab_s": mecab_s,
        "mecab_runs_s": mecab_runs,
        "mecab_chars_per_s": chars / mecab_s,
        "model_dir": str(analyzer.model_dir),
        "model_load_s": load_s,
        "model_load_runs_s": load_runs,
        "default_s": run_s,
        "default_runs_s": run_runs,
        "default_chars_per_s_excl_load": chars / run_s,
        "default_chars_per_s_incl_load": chars / (run_s + load_s),
        "batch_s": batch_s,
        "batch_runs_s": batch_runs,
        "batch_chars_per_s": chars / batch_s,
        "peak_rss_default_mib": rss_default,
        "big_340m_params": n_params,
        "big_340m_windows": settings.big_windows,
        "big_340m_s_per_512_window": per_window,
        "big_340m_chars_per_s_extrapolated": chars / big_s,
        "ratio_default_over_340m": big_s / run_s,
        "ratio_batch_over_340m": big_s / batch_s,
        **paper,
        "ratio_default_over_mecab": mecab_s / run_s,
        "peak_rss_mib": peak_rss_mib(),
    }


if __name__ == "__main__":
    sys.exit(section_main(run))
