"""Masked-LM adaptation of the encoder on unlabeled judgments before fine-tuning (issue 2: "measure it").

The token classifier's encoder (``model.<base_model_prefix>``, e.g. ``deberta``) is copied into an
``AutoModelForMaskedLM`` of the same config, trained to predict masked tokens of ``precedent_kr/corpus.jsonl.gz``
(5,000 published judgments), and copied back; the classifier head is untouched. Masking is whole-morpheme: every BPE
piece of a masked Mecab-ko morpheme is masked together (``DataCollatorForLanguageModeling(whole_word_mask=True)``,
transformers' collator, fed offsets that put a gap between morphemes), 15 % of morphemes, each replaced by
``[MASK]`` (the collator's whole-word mode has no 10 % random / 10 % kept variant of BERT, Devlin et al. 2019
§3.1). The prediction head is applied to the masked positions only, so the 24,000-way output layer does not run
on the 85 % of positions that carry no loss. The learning rate follows :func:`training.schedule.lr_at`, as in
fine-tuning.

Config (``mlm:`` section of a training config)::

    mlm:
      corpus_docs: 5000      # judgments read, in a seeded shuffled order
      max_steps: 1400        # optimizer steps (batch_size sequences of model.max_length tokens each)
      max_minutes: 30        # stops earlier if this wall-clock budget is spent
      batch_size: 16
      lr: 0.0002             # AdamW peak; linear warm-up over warmup_ratio of max_steps, then cosine decay
      warmup_ratio: 0.06
      mask_probability: 0.15
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator

import torch

from thunder_deid_desktop.analysis.tokenizer import MorphemeBPETokenizer
from training.schedule import lr_at


def corpus_sequences(
    texts: Iterable[str], tok: MorphemeBPETokenizer, max_tokens: int
) -> Iterator[tuple[list[int], list[int]]]:
    """Cut the token stream of every text into pieces of exactly ``max_tokens`` tokens (the remainder is dropped).

    Yields ``(ids, word_index)`` pairs: token ids (no special tokens) and, per token, the index of its Mecab-ko
    morpheme within the text, so that the pieces of one morpheme can be masked together.
    """
    for text in texts:
        _, enc = tok.encode(text)
        for s in range(0, len(enc.ids) - max_tokens + 1, max_tokens):
            yield enc.ids[s : s + max_tokens], enc.word_index[s : s + max_tokens]


def collate_examples(pieces: list[tuple[list[int], list[int]]], cls_id: int, sep_id: int) -> list[dict]:
    """Examples for ``DataCollatorForLanguageModeling(whole_word_mask=True)``: ``[CLS] ids [SEP]``.

    The collator starts a new word where a token's start offset differs from the previous token's end; the offsets
    given here are synthetic (token ``k`` of morpheme ``w`` gets ``(k + w, k + w + 1)``), contiguous inside a morpheme
    and with a gap of one between morphemes.
    """
    out = []
    for ids, words in pieces:
        offsets = [(0, 0)] + [(k + w, k + w + 1) for k, w in enumerate(words)] + [(0, 0)]
        out.append(
            {
                "input_ids": [cls_id, *ids, sep_id],
                "special_tokens_mask": [1] + [0] * len(ids) + [1],
                "offset_mapping": offsets,
            }
        )
    return out


def _masked_lm_loss(mlm_model, batch: dict) -> torch.Tensor:
    """Cross-entropy over the masked positions only (the head runs on those rows alone when the model has ``cls``)."""
    labels = batch["labels"]
    head = getattr(mlm_model, "cls", None)
    if head is None:  # other architectures: the full forward
        return mlm_model(
            input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], labels=labels
        ).loss
    base = getattr(mlm_model, mlm_model.base_model_prefix)
    hidden = base(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).last_hidden_state
    where = labels != -100
    logits = head(hidden[where])
    return torch.nn.functional.cross_entropy(logits, labels[where])


def _any_process(accelerator, flag: bool) -> bool:
    """``flag`` or-ed over all processes (just ``flag`` without accelerate or with one process)."""
    if accelerator is None or accelerator.num_processes == 1:
        return flag
    t = torch.tensor([1 if flag else 0], device=accelerator.device)
    return bool(accelerator.gather(t).max())


def adapt_encoder(
    model,
    tok: MorphemeBPETokenizer,
    texts: Iterable[str],
    cfg: dict,
    max_length: int,
    seed: int,
    emit: Callable[..., None],
    accelerator=None,
) -> dict:
    """Masked-LM training of ``model``'s encoder in place; returns a summary for ``train_info.json``.

    Args:
        model: an ``AutoModelForTokenClassification`` (not yet wrapped by accelerate); its encoder weights change.
        texts: unlabeled judgment texts, all read into memory and shuffled with ``seed`` (the 5,000-judgment corpus
            is 28.6M code points); each process of a multi-process run takes every n-th; each is tokenized only
            when training reaches it.
        cfg: the config's ``mlm:`` section (keys in the module docstring).
        max_length: sequence length in tokens, special tokens included.
        emit: progress callback; called as ``emit(event="mlm_step", step=…, loss=…, lr=…, tokens_per_s=…,
            elapsed_s=…)`` every 20 steps.
        accelerator: an ``accelerate.Accelerator`` for multi-process runs; ``None`` trains in this process.

    Returns:
        ``{"mlm_steps", "mlm_minutes", "mlm_sequences", "mlm_final_loss"}`` (loss: mean of the last 20 steps).

    Raises:
        ValueError: ``texts`` yields no sequence of ``max_length`` tokens.
    """
    from transformers import AutoModelForMaskedLM, DataCollatorForLanguageModeling

    mlm_model = AutoModelForMaskedLM.from_config(model.config)
    prefix = model.base_model_prefix
    getattr(mlm_model, prefix).load_state_dict(getattr(model, prefix).state_dict())
    mlm_model.train()
    bs = int(cfg.get("batch_size", 16))
    max_steps = int(cfg.get("max_steps", 1000))
    max_s = float(cfg.get("max_minutes", 1e9)) * 60
    peak = float(cfg.get("lr", 2e-4))
    warmup = max(1, int(float(cfg.get("warmup_ratio", 0.06)) * max_steps))
    opt = torch.optim.AdamW(mlm_model.parameters(), lr=peak, betas=(0.9, 0.999), weight_decay=0.01)
    rank, world = 0, 1
    if accelerator is not None:
        mlm_model, opt = accelerator.prepare(mlm_model, opt)
        rank, world = accelerator.process_index, accelerator.num_processes
    collator = DataCollatorForLanguageModeling(
        tok.hf,
        whole_word_mask=True,
        mlm_probability=float(cfg.get("mask_probability", 0.15)),
        mask_replace_prob=1.0,  # the collator supports no random replacement with whole-word masking
        random_replace_prob=0.0,
        seed=seed + rank,
    )
    docs = list(texts)
    random.Random(seed).shuffle(docs)
    stream = corpus_sequences(docs[rank::world], tok, max_length - 2)
    cls_id, sep_id = tok.hf.cls_token_id, tok.hf.sep_token_id
    step, sequences, recent = 0, 0, []
    t0 = t_log = time.time()
    tokens = 0
    while True:
        pieces = [p for _, p in zip(range(bs), stream, strict=False)]
        # every process must take the same number of steps (the gradient all-reduce), so the stop is agreed on
        stop = step >= max_steps or time.time() - t0 >= max_s or len(pieces) < bs
        if _any_process(accelerator, stop):
            break
        batch = collator(collate_examples(pieces, cls_id, sep_id))
        batch["attention_mask"] = torch.ones_like(batch["input_ids"])
        if accelerator is not None:
            batch = {k: v.to(accelerator.device) for k, v in batch.items()}
        lr = lr_at(step, max_steps, warmup, peak)
        for group in opt.param_groups:
            group["lr"] = lr
        loss = _masked_lm_loss(mlm_model, batch)
        (accelerator.backward(loss) if accelerator is not None else loss.backward())
        torch.nn.utils.clip_grad_norm_(mlm_model.parameters(), 1.0)
        opt.step()
        opt.zero_grad()
        step += 1
        sequences += bs
        tokens += int(batch["input_ids"].numel())
        recent = (recent + [loss.item()])[-20:]
        if step % 20 == 0:
            now = time.time()
            emit(
                event="mlm_step",
                step=step,
                loss=round(sum(recent) / len(recent), 4),
                lr=lr,
                tokens_per_s=round(tokens / (now - t_log), 1),
                elapsed_s=round(now - t0, 1),
            )
            t_log, tokens = now, 0
    if step == 0:
        raise ValueError(f"the masked-LM corpus gave no batch of {bs} sequences of {max_length} tokens")
    if accelerator is not None:
        mlm_model = accelerator.unwrap_model(mlm_model)
    getattr(model, prefix).load_state_dict(getattr(mlm_model, prefix).state_dict())
    return {
        "mlm_steps": step,
        "mlm_minutes": round((time.time() - t0) / 60, 1),
        "mlm_sequences": sequences * world,
        "mlm_final_loss": round(sum(recent) / len(recent), 4),
    }
