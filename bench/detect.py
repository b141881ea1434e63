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
  timed on ``big_windows`` windows of 512 tokens and extrapolated to the corpus by its token count under the
  default tokenizer (the figure the paper's model would need on this CPU).

Characters are Python code points; chars/s = characters of all documents / seconds for all of them.
"""

from __future__ import annotations

import statistics
import sys
import time

from bench.common import Settings, median_seconds, peak_rss_mib, read_texts, sample_files, section_main


def big_model_seconds_per_window(windows: int, threads: int) -> tuple[float, int]:
    """(median seconds of one 512-token window, parameter count) of a random DeBERTa-v2 of the 340M shape."""
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
    x = torch.randint(5, 32000, (1, 512))
    runs = []
    with torch.inference_mode():
        model(input_ids=x)  # warm-up
        for _ in range(max(1, windows)):
            t = time.perf_counter()
            model(input_ids=x)
            runs.append(time.perf_counter() - t)
    return statistics.median(runs), n_params


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
    n_tokens = sum(len(analyzer.classifier.tokenizer.encode(t)[1].ids) for t in texts)
    run_s, run_runs = median_seconds(lambda: [analyzer.analyze(t) for t in texts], settings.repeats)
    batch_s, batch_runs = median_seconds(
        lambda: list(analyzer.analyze_many(enumerate(texts))), settings.repeats
    )
    rss_default = peak_rss_mib()
    per_window, n_params = big_model_seconds_per_window(settings.big_windows, settings.threads)
    big_s = per_window * n_tokens / 512
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
        "ratio_default_over_mecab": mecab_s / run_s,
        "peak_rss_mib": peak_rss_mib(),
    }


if __name__ == "__main__":
    sys.exit(section_main(run))
