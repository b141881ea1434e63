"""Train a token-classification model from placeholder-tagged judgments (paper §3, per-epoch replacement).

Run with one config file that reproduces the run::

    thunder-deid train --config training/configs/default.yaml            # or
    accelerate launch -m training.train --config training/configs/default.yaml

Steps: (1) train the Mecab-ko + BPE tokenizer (or reuse one), (2) build the BIO label set from the taxonomy labels
found in the data, (3) for every epoch draw new mentions for every placeholder, tokenize, cut windows, shuffle and
train with AdamW, linear warm-up and cosine decay (paper: AdamW (0.9, 0.999), 10 % warm-up + cosine), (4) save the
model folder (config, safetensors, tokenizer, label map), evaluate on the validation split filled with withheld
mentions, and write ``model_card.md`` and ``metrics.json``.

Issue 5 keys of the config: ``base_model`` (a model folder to fine-tune: its tokenizer, weights and label ids are
kept, labels new in the data are appended; with ``model.convert_base_to: bert`` a DeBERTa-v2 base is first converted
by :func:`training.model_factory.bert_from_deberta`), ``validation_gold`` (a fixed gold JSONL file evaluated instead of the
split of the annotated data, e.g. ``resources/models/default/validation_gold.jsonl``; its SHA-256 is written to
``metrics.json`` as ``validation_sha256``), ``data.extra_annotated`` (further placeholder-tagged JSONL files, all
used for training) and ``data_snapshot`` (recorded in ``train_info.json`` / ``metrics.json``).

Masked-LM adaptation (issue 2): with an ``mlm:`` section the model's encoder is first trained to predict masked
morphemes of ``precedent_kr/corpus.jsonl.gz`` (:mod:`training.mlm`), then fine-tuned; ``train.max_minutes`` counts
the fine-tuning only, the stage's own figures (``mlm_steps``, ``mlm_minutes``, …) go to ``train_info.json`` and its
progress to ``mlm_step`` / ``mlm_done`` events before ``start``.

Progress: one JSON object per line on stdout (and in ``<output_dir>/progress.jsonl``):
``{"event": "step", "step", "epoch", "loss", "lr", "tokens_per_s", "elapsed_s"}``, plus ``start``, ``epoch_end``,
``eval`` and ``done`` events, so that a GUI can follow a run.

Checkpoints (for remote runs that may be cut off): with ``train.checkpoint_dir`` set, the accelerate state (model,
optimizer, RNG) is saved to ``<checkpoint_dir>/latest`` every ``train.checkpoint_every`` steps and at every epoch's
end, with ``state.json`` (epoch, batch, step, schedule length) and the tokenizer; ``--resume`` (or
``train.resume: true``) continues from there with the same batches. The checkpoint before it is kept as
``<checkpoint_dir>/previous``, and a resume starts from the newest checkpoint that every process has: a run killed
while the processes (or nodes) were replacing ``latest`` may leave them one checkpoint apart, and processes that
resumed at different steps would wait for each other's collectives in vain. The folder is kept outside the model folder
so that the model's hash manifest does not cover it. ``model.gradient_checkpointing: true`` trades compute for
memory (large presets); bf16 comes from ``accelerate launch --mixed_precision bf16``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shlex
import sys
import time
from pathlib import Path

import yaml

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

from training import corpus  # noqa: E402
from training.dataset import (  # noqa: E402
    MentionSampler,
    fill_all,
    load_jsonl,
    make_template,
    split_templates,
)
from training.features import IGNORE, Window, make_windows  # noqa: E402
from training.schedule import fit_to_budget, lr_at  # noqa: E402


def load_config(path: str | Path) -> dict:
    """Read a YAML training config; relative paths inside it are relative to the repository root."""
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


class Progress:
    """Writes JSON-lines progress events to stdout and to a file."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.enabled = enabled
        self.f = open(path, "a", encoding="utf-8") if enabled else None  # noqa: SIM115

    def emit(self, **event) -> None:
        if not self.enabled:
            return
        line = json.dumps(event, ensure_ascii=False)
        print(line, flush=True)
        assert self.f is not None
        self.f.write(line + "\n")
        self.f.flush()


def _batches(windows: list[Window], batch_size: int, rng: random.Random) -> list[list[Window]]:
    """Length-bucketed batches (less padding), in random order."""
    order = sorted(windows, key=lambda w: len(w.ids) + rng.random())
    batches = [order[i : i + batch_size] for i in range(0, len(order), batch_size)]
    rng.shuffle(batches)
    return batches


def _collate(batch: list[Window], cls_id: int, sep_id: int, pad_id: int):
    import torch

    maxlen = max(len(w.ids) for w in batch) + 2
    ids = torch.full((len(batch), maxlen), pad_id, dtype=torch.long)
    labels = torch.full((len(batch), maxlen), IGNORE, dtype=torch.long)
    mask = torch.zeros((len(batch), maxlen), dtype=torch.long)
    for r, w in enumerate(batch):
        n = len(w.ids)
        ids[r, 0] = cls_id
        ids[r, 1 : n + 1] = torch.tensor(w.ids)
        ids[r, n + 1] = sep_id
        labels[r, 1 : n + 1] = torch.tensor(w.labels)
        mask[r, : n + 2] = 1
    return ids, mask, labels


def train(cfg: dict, config_path: str | None = None) -> Path:
    """Run a training job described by ``cfg`` (see ``training/configs/default.yaml``); returns the model folder."""
    import torch
    from accelerate import Accelerator
    from accelerate.utils import ProjectConfiguration, set_seed
    from transformers import AutoModelForTokenClassification

    from thunder_deid_desktop.analysis.tokenizer import MorphemeBPETokenizer, train_tokenizer, words_of
    from thunder_deid_desktop.taxonomy import get_taxonomy
    from training.model_factory import build_config

    root = corpus.REPO_ROOT
    seed = int(cfg.get("seed", 13))
    set_seed(seed)
    out = (
        (root / cfg["output_dir"]).resolve()
        if not os.path.isabs(cfg["output_dir"])
        else Path(cfg["output_dir"])
    )
    out.mkdir(parents=True, exist_ok=True)
    accelerator = Accelerator(
        cpu=cfg.get("cpu", not torch.cuda.is_available()),
        # checkpoints are written on every node: after a resume each node reads its own copy
        project_config=ProjectConfiguration(save_on_each_node=True),
    )
    is_main = accelerator.is_main_process
    progress = Progress(out / "progress.jsonl", enabled=is_main)
    t0 = time.time()
    tcfg = cfg["train"]
    if cfg.get("threads"):
        torch.set_num_threads(int(cfg["threads"]))

    taxonomy = get_taxonomy()
    data_cfg = cfg.get("data", {})
    annotated = Path(data_cfg.get("annotated") or corpus.thunder_dir() / "annotated_judgments.jsonl")
    docs = load_jsonl(annotated)
    if data_cfg.get("limit_docs"):
        docs = docs[: int(data_cfg["limit_docs"])]
    templates = [make_template(d, taxonomy.normalize) for d in docs]
    train_t, val_t = split_templates(templates)
    # extra placeholder-tagged documents (clerks' corrections, issue 5) are all training data: the validation set
    # is the shipped annotated data's split, or the fixed ``validation_gold`` file
    for extra in data_cfg.get("extra_annotated", []) or []:
        extra_t = [make_template(d, taxonomy.normalize) for d in load_jsonl(Path(extra))]
        train_t += extra_t
        templates += extra_t
    lists = corpus.load_lists(Path(data_cfg["lists"]) if data_cfg.get("lists") else None)
    lists = {taxonomy.normalize(k): v for k, v in lists.items()}
    train_sampler = MentionSampler(lists, withheld=False)
    val_sampler = MentionSampler(lists, withheld=True)
    # the fills the model is trained on; finalize's descriptor table keeps measuring plain fills (train_sampler)
    epoch_sampler = train_sampler
    if float(data_cfg.get("cross_label_share", 0)):
        from thunder_deid_desktop.analysis.analyzer import descriptor_words

        epoch_sampler = MentionSampler(
            lists,
            withheld=False,
            cross_label_share=float(data_cfg["cross_label_share"]),
            group_of=lambda label: taxonomy.tiers(label)[1],
            descriptors=descriptor_words(),
        )

    # --- tokenizer -------------------------------------------------------------------------------------------
    tk = cfg.get("tokenizer", {})
    ckdir = Path(tcfg["checkpoint_dir"]) if tcfg.get("checkpoint_dir") else None
    resume_from = _common_checkpoint(ckdir, accelerator) if ckdir and tcfg.get("resume") else None
    base = _base_model_dir(cfg)
    if resume_from is not None:
        tok = MorphemeBPETokenizer.from_pretrained(resume_from / "tokenizer")
    elif base is not None:
        tok = MorphemeBPETokenizer.from_pretrained(base)
    elif tk.get("from"):
        tok = MorphemeBPETokenizer.from_pretrained(root / tk["from"])
    else:
        texts = [t.text for t in train_t] + list(corpus.corpus_texts(int(tk.get("corpus_docs", 1500))))
        tok = train_tokenizer(
            words_of(texts), int(tk.get("vocab_size", 24000)), int(tk.get("min_frequency", 5))
        )
    tok.save_pretrained(out)

    # --- labels: every fine label of the data that the taxonomy knows, in BIO form --------------------------------
    seen = sorted({s.label for t in templates for s in t.slots if s.label in set(taxonomy.fine_labels)})
    id2label = {0: "O"}
    if base is not None:  # fine-tuning keeps the base model's label ids; labels new in the data are appended
        from transformers import AutoConfig

        base_config = AutoConfig.from_pretrained(str(base), local_files_only=True)
        id2label = {int(k): v for k, v in base_config.id2label.items()}
    known = set(id2label.values())
    for lab in seen:
        for tag in (f"B-{lab}", f"I-{lab}"):
            if tag not in known:
                id2label[len(id2label)] = tag
    label2id = {v: k for k, v in id2label.items()}

    mcfg = cfg["model"]
    max_length = int(mcfg.get("max_length", 256))
    if base is not None:
        model = load_base_model(base, id2label)
        want = mcfg.get(
            "convert_base_to"
        )  # the architecture of a base model is kept unless this says otherwise
        if want and want != model.config.model_type:
            if (model.config.model_type, want) != ("deberta-v2", "bert"):
                raise ValueError(f"cannot turn a {model.config.model_type} base model into {want}")
            from training.model_factory import bert_from_deberta

            model = bert_from_deberta(model, int(mcfg.get("max_position_embeddings", 512))).train()
        max_length = min(max_length, int(model.config.max_position_embeddings))
    else:
        model_config = build_config(mcfg.get("architecture", "deberta-v2"), tok.vocab_size, id2label, mcfg)
        model = AutoModelForTokenClassification.from_config(model_config)
    if mcfg.get("gradient_checkpointing"):
        model.gradient_checkpointing_enable()
    mlm_info: dict = {}
    if cfg.get("mlm") and resume_from is None:  # a resumed run's checkpoint already holds the adapted encoder
        from training.mlm import adapt_encoder

        mcorpus = cfg["mlm"]
        mlm_info = adapt_encoder(
            model,
            tok,
            corpus.corpus_texts(int(mcorpus.get("corpus_docs", 5000))),
            mcorpus,
            max_length,
            seed,
            progress.emit,
            accelerator,
        )
        progress.emit(event="mlm_done", **mlm_info)
    t_ft = time.time()  # the fine-tuning clock: train.max_minutes does not include the masked-LM stage
    n_params = sum(p.numel() for p in model.parameters())
    max_tokens = max_length - 2
    bs = int(tcfg.get("batch_size", 16))
    epochs = int(tcfg.get("epochs", 8))
    peak = float(tcfg.get("lr", 1e-3))
    opt = torch.optim.AdamW(
        model.parameters(), lr=peak, betas=(0.9, 0.999), weight_decay=float(tcfg.get("weight_decay", 0.01))
    )
    model, opt = accelerator.prepare(model, opt)

    def epoch_windows(epoch: int) -> list[Window]:
        filled = fill_all(train_t, epoch_sampler, seed, epoch)
        rank, world = accelerator.process_index, accelerator.num_processes
        filled = filled[rank::world]
        return [w for d in filled for w in make_windows(d, tok, label2id, max_tokens)]

    def fewest(n: int) -> int:
        # every process must take the same number of steps, or the gradient all-reduce waits forever
        return int(accelerator.gather(torch.tensor([n], device=accelerator.device)).min())

    first = epoch_windows(0)
    steps_per_epoch = fewest(math.ceil(len(first) / bs))
    total = steps_per_epoch * epochs
    warmup = int(float(tcfg.get("warmup_ratio", 0.1)) * total)
    max_s = float(tcfg.get("max_minutes", 1e9)) * 60
    progress.emit(
        event="start",
        params=n_params,
        labels=len(id2label),
        train_docs=len(train_t),
        val_docs=len(val_t),
        steps=total,
        steps_per_epoch=steps_per_epoch,
        processes=accelerator.num_processes,
    )
    step, start_epoch, start_batch = 0, 0, 0
    if resume_from is not None:
        accelerator.load_state(str(resume_from))
        state = json.loads((resume_from / "state.json").read_text(encoding="utf-8"))
        step, start_epoch, start_batch, total = state["step"], state["epoch"], state["batch"], state["total"]
        progress.emit(event="resume", step=step, epoch=start_epoch, batch=start_batch)

    def checkpoint(epoch: int, batch: int) -> None:
        assert ckdir is not None
        tmp = ckdir / "latest.tmp"
        accelerator.save_state(str(tmp))
        state = {"step": step, "epoch": epoch, "batch": batch, "total": total}
        accelerator.wait_for_everyone()
        if accelerator.is_local_main_process:  # one writer per node (nodes need not share a file system)
            import shutil

            tok.save_pretrained(tmp / "tokenizer")
            (tmp / "state.json").write_text(json.dumps(state), encoding="utf-8")  # last: marks it complete
            # latest -> previous, then latest.tmp -> latest: a kill at any point leaves a complete checkpoint
            if (ckdir / "previous").exists():
                shutil.rmtree(ckdir / "previous")
            if (ckdir / "latest").exists():
                (ckdir / "latest").rename(ckdir / "previous")
            tmp.rename(ckdir / "latest")
        progress.emit(event="checkpoint", **state)
        accelerator.wait_for_everyone()

    ck_every = int(tcfg.get("checkpoint_every", 0) or 0)
    tok_count = 0
    t_log = time.time()
    stopped_early = False
    cls_id, sep_id, pad_id = tok.hf.cls_token_id, tok.hf.sep_token_id, tok.hf.pad_token_id
    t_train = time.time()
    step0 = step  # steps done before this run (a resumed run starts at its checkpoint's step)

    def budget_steps(cap: int) -> int:
        # total steps that fit train.max_minutes at this run's rate so far, the same on every process
        return fewest(
            fit_to_budget(step, step - step0, time.time() - t_train, max_s - (time.time() - t_ft), cap)
        )

    for epoch in range(start_epoch, epochs):
        wins = first if epoch == 0 else epoch_windows(epoch)
        rng = random.Random(seed * 1000 + epoch)
        model.train()
        losses = []
        batches = _batches(wins, bs, rng)
        batches = batches[: fewest(min(len(batches), steps_per_epoch))]
        for bi, batch in enumerate(batches):
            if epoch == start_epoch and bi < start_batch:
                continue  # done before the checkpoint this run resumed from
            ids, mask, labels = _collate(batch, cls_id, sep_id, pad_id)
            ids, mask, labels = (
                ids.to(accelerator.device),
                mask.to(accelerator.device),
                labels.to(accelerator.device),
            )
            lr = lr_at(step, total, warmup, peak)
            for g in opt.param_groups:
                g["lr"] = lr
            loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss
            accelerator.backward(loss)
            accelerator.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            opt.zero_grad()
            step += 1
            tok_count += int(mask.sum())
            losses.append(loss.item())
            if step % int(tcfg.get("log_every", 20)) == 0:
                now = time.time()
                progress.emit(
                    event="step",
                    step=step,
                    epoch=epoch,
                    loss=round(sum(losses[-20:]) / len(losses[-20:]), 4),
                    lr=lr,
                    tokens_per_s=round(tok_count * accelerator.num_processes / (now - t_log), 1),
                    elapsed_s=round(now - t0, 1),
                )
                tok_count = 0
                t_log = now
            if step == step0 + 50 and max_s < 1e9:
                # fit the cosine schedule into the time budget: how many steps the budget allows at this rate
                fit = budget_steps(total)
                if fit < total:
                    total = fit
                    progress.emit(event="schedule", total_steps=total, reason="max_minutes")
            if ckdir and ck_every and step % ck_every == 0 and bi + 1 < len(batches):
                checkpoint(epoch, bi + 1)
            out_of_time = time.time() - t_ft > max_s
            if max_s < 1e9 and accelerator.num_processes > 1:  # all stop at the same step, or DDP hangs
                out_of_time = fewest(0 if out_of_time else 1) == 0
            if step >= total or out_of_time:
                stopped_early = step < steps_per_epoch * epochs
                break
        progress.emit(
            event="epoch_end",
            epoch=epoch,
            loss=round(sum(losses) / max(1, len(losses)), 4),
            elapsed_s=round(time.time() - t0, 1),
        )
        if max_s < 1e9 and not stopped_early and step < total and step - warmup < (total - warmup) / 2:
            # fit again with the rate of the whole run so far (the rate of the first 50 steps may have been
            # measured while another job shared the CPU); only in the schedule's first half, where a new total
            # moves the learning rate little
            fit = budget_steps(steps_per_epoch * epochs)
            if abs(fit - total) > total // 20:
                total = fit
                progress.emit(event="schedule", total_steps=total, reason="max_minutes")
        if ckdir and not stopped_early and step < total:
            checkpoint(epoch + 1, 0)
        if stopped_early or step >= total:
            break

    accelerator.wait_for_everyone()
    if not is_main:
        return out
    unwrapped = accelerator.unwrap_model(model)
    unwrapped.save_pretrained(out, safe_serialization=True)
    tok.save_pretrained(out)
    (out / "labels.json").write_text(json.dumps(id2label, ensure_ascii=False, indent=0), encoding="utf-8")
    train_info = {
        "train_minutes": round((time.time() - t_ft) / 60, 1),
        "stopped_early": stopped_early,
        "epochs_run": epoch + 1,
        "params": n_params,
        **mlm_info,
    }
    if base is not None:
        train_info["base_model"] = str(base)
    if cfg.get("data_snapshot"):
        train_info["data_snapshot"] = str(cfg["data_snapshot"])
    (out / "train_info.json").write_text(json.dumps(train_info), encoding="utf-8")
    finalize(out, cfg, config_path, val_t, val_sampler, progress, train_t, train_sampler)
    progress.emit(event="done", output_dir=str(out), elapsed_s=round(time.time() - t0, 1))
    return out


def _common_checkpoint(ckdir: Path, accelerator) -> Path | None:
    """The newest complete checkpoint (``latest`` or ``previous`` with a ``state.json``) whose step every
    process has; ``None``: there is none (start from scratch). A collective: every process must call it."""
    import torch

    mine: dict[int, Path] = {}
    for name in ("previous", "latest"):
        state = ckdir / name / "state.json"
        if state.is_file():
            mine[int(json.loads(state.read_text(encoding="utf-8"))["step"])] = ckdir / name
    steps = sorted(mine)[-2:]
    padded = torch.tensor(steps + [-1] * (2 - len(steps)), device=accelerator.device)
    everyone = accelerator.gather(padded).view(accelerator.num_processes, 2).tolist()
    common = set(steps).intersection(*(set(row) for row in everyone))
    return mine[max(common)] if common else None


def _base_model_dir(cfg: dict) -> Path | None:
    """The ``base_model`` folder of the config (fine-tuning), checked against its hash manifest; ``None`` if unset.

    Raises:
        thunder_deid_desktop.analysis.integrity.ModelIntegrityError: the folder does not match its manifest.
    """
    if not cfg.get("base_model"):
        return None
    from thunder_deid_desktop.analysis.integrity import verify_manifest

    base = Path(cfg["base_model"])
    base = base if base.is_absolute() else (corpus.REPO_ROOT / base).resolve()
    verify_manifest(base)
    return base


def load_base_model(base: Path, id2label: dict[int, str]):
    """The token classifier of ``base`` (safetensors only), its output layer grown to ``id2label``.

    ``id2label`` must start with the base model's labels in their order (ids ``0..n-1``); rows for the appended
    labels start from a fresh random initialisation, the others keep their trained weights.

    Raises:
        ValueError: ``id2label`` does not extend the base model's label map.
    """
    import torch
    from transformers import AutoModelForTokenClassification

    model = AutoModelForTokenClassification.from_pretrained(
        str(base), local_files_only=True, use_safetensors=True
    )
    old = {int(k): v for k, v in model.config.id2label.items()}
    if any(id2label.get(i) != lab for i, lab in old.items()):
        raise ValueError("the label map does not extend the base model's labels")
    if len(id2label) > len(old):
        clf = model.classifier
        grown = torch.nn.Linear(clf.in_features, len(id2label))
        with torch.no_grad():
            grown.weight[: len(old)] = clf.weight
            grown.bias[: len(old)] = clf.bias
        model.classifier = grown
        model.num_labels = len(id2label)
        model.config.num_labels = len(id2label)
    model.config.id2label = dict(id2label)
    model.config.label2id = {v: k for k, v in id2label.items()}
    return model


def validation_gold(val_templates, sampler: MentionSampler, seed: int) -> list[dict]:
    """The validation split filled once with withheld mentions, in the gold JSONL shape of ``thunder-deid eval``."""
    docs = fill_all(val_templates, sampler, seed + 7919, 0)
    return [
        {"id": d.id, "text": d.text, "spans": [{"start": s, "end": e, "label": lab} for s, e, lab in d.spans]}
        for d in docs
    ]


def _marking_folder(fn):
    """Run ``fn(out, ...)`` with the finalizing marker in the folder ``out``
    (:func:`thunder_deid_desktop.analysis.integrity.finalizing`): other processes refuse to load it meanwhile."""
    import functools

    @functools.wraps(fn)
    def marked(out: Path, *args, **kwargs):
        from thunder_deid_desktop.analysis.integrity import finalizing

        with finalizing(out):
            return fn(out, *args, **kwargs)

    return marked


@_marking_folder
def finalize(
    out: Path,
    cfg: dict,
    config_path: str | None,
    val_templates,
    val_sampler: MentionSampler,
    progress: Progress,
    train_templates=None,
    train_sampler: MentionSampler | None = None,
) -> dict:
    """After training: write the validation gold, choose the PII threshold on it, measure, write
    ``analyzer.json``, ``metrics.json``, ``model_card.md`` and the hash manifest. Returns the metrics.

    The settings (``eval_grid`` of the config) are those with the highest character-level F2 among the ones whose
    char precision is at least ``min_precision`` (default 0.9). With ``runtime: onnx-int8`` in the config the folder
    gets its int8 ONNX copy (:mod:`training.onnx_export`), the grid is measured with it (what the analyzer will
    run), and the chosen settings once more with the PyTorch float32 weights (``metrics["float32_torch"]``).

    ``extend_descriptors: by_label`` in the grid stands for the per-label descriptor table measured on two epochs
    of filled training documents (:func:`training.descriptors.descriptor_table`, share ``descriptor_min_share`` of
    the config, default 0.45); ``train_templates`` and ``train_sampler`` are then required (``ValueError``).

    While it runs, the folder carries the finalizing marker (:func:`thunder_deid_desktop.analysis.integrity.finalizing`):
    other processes refuse to load it. If finalize raises, the marker stays and the folder stays refused.
    """
    import hashlib
    import shutil

    from thunder_deid_desktop.analysis.integrity import write_manifest
    from thunder_deid_desktop.evaluation import evaluate_settings_grid
    from training.model_card import write_model_card

    seed = int(cfg.get("seed", 13))
    if cfg.get("validation_gold"):  # the fixed validation set (issue 5): the same file for every run
        fixed = Path(cfg["validation_gold"])
        fixed = fixed if fixed.is_absolute() else (corpus.REPO_ROOT / fixed).resolve()
        if fixed.resolve() != (out / "validation_gold.jsonl").resolve():
            shutil.copyfile(fixed, out / "validation_gold.jsonl")
        gold = load_jsonl(out / "validation_gold.jsonl")
    else:
        gold = validation_gold(val_templates, val_sampler, seed)
        (out / "validation_gold.jsonl").write_text(
            "\n".join(json.dumps(g, ensure_ascii=False) for g in gold) + "\n", encoding="utf-8"
        )
    validation_sha256 = hashlib.sha256((out / "validation_gold.jsonl").read_bytes()).hexdigest()
    from thunder_deid_desktop.analysis.model import INT8_ONNX, RUNTIMES

    runtime = cfg.get("runtime") or "torch"
    if runtime not in RUNTIMES:
        raise ValueError(f"unknown runtime {runtime!r} in the config (use one of {', '.join(RUNTIMES)})")
    for stale in ("analyzer.json", "metrics.json", "model_card.md", INT8_ONNX):
        (out / stale).unlink(missing_ok=True)
    if runtime == "onnx-int8":
        from training.onnx_export import export_int8

        export_int8(out)
    write_manifest(out)
    # choose the post-processing settings on the validation split (choose_setting); the analyzer reads them
    # from analyzer.json
    grid = settings_grid(cfg, train_templates, train_sampler)
    use_rules = bool(cfg.get("eval_with_rules", True))
    results = evaluate_settings_grid(out, gold, grid, use_rules=use_rules, runtime=runtime)
    for settings, m in results:
        progress.emit(
            event="setting",
            **shown_setting(settings),
            char_recall=m["char_recall"],
            char_precision=m["char_precision"],
            leak=m["entity_leak_rate"],
        )
    best_settings, best = choose_setting(results, float(cfg.get("min_precision", 0.9)))
    best_settings = {**best_settings, "runtime": runtime}
    metrics = dict(best)
    if runtime != "torch":  # the same settings with the PyTorch float32 weights, for the model card (before
        # analyzer.json is written: the manifest above does not list it yet)
        ((_, reference),) = evaluate_settings_grid(
            out, gold, [best_settings], use_rules=use_rules, runtime="torch"
        )
        metrics["float32_torch"] = {k: v for k, v in reference.items() if not isinstance(v, dict | list)}
    (out / "analyzer.json").write_text(json.dumps(best_settings, ensure_ascii=False), encoding="utf-8")
    metrics["analyzer_settings"] = shown_setting(best_settings)
    metrics["validation_sha256"] = validation_sha256
    metrics["settings_grid"] = [
        {
            **shown_setting(st),
            **{k: m[k] for k in ("char_recall", "char_precision", "entity_leak_rate", "rendered_leak_rate")},
        }
        for st, m in results
    ]
    info_path = out / "train_info.json"
    info = json.loads(info_path.read_text(encoding="utf-8")) if info_path.is_file() else {}
    metrics.update({k: v for k, v in info.items() if k != "params"})
    (out / "metrics.json").write_text(json.dumps(metrics, ensure_ascii=False, indent=2), encoding="utf-8")
    progress.emit(event="eval", **{k: v for k, v in metrics.items() if not isinstance(v, dict | list)})
    command = (
        f"thunder-deid train --config {shlex.quote(str(config_path))}" if config_path else "(in-process)"
    )
    from transformers import AutoConfig

    n_labels = len(AutoConfig.from_pretrained(str(out), local_files_only=True).id2label)
    write_model_card(
        out, cfg, metrics, command=command, n_params=int(info.get("params", 0)), n_labels=n_labels
    )
    write_manifest(out)
    return metrics


#: ``eval_grid.extend_descriptors`` value standing for the measured per-label descriptor table
BY_LABEL = "by_label"


def settings_grid(cfg: dict, train_templates=None, train_sampler: MentionSampler | None = None) -> list[dict]:
    """Every combination of the config's ``eval_grid`` values (keys sorted), as Analyzer keyword dicts, with
    ``extend_descriptors: by_label`` replaced by the measured table (:func:`_descriptor_table`; ``ValueError``
    without ``train_templates`` and ``train_sampler``)."""
    import itertools

    grid_cfg = cfg.get("eval_grid") or {"threshold": [0.5]}
    keys = sorted(grid_cfg)
    grid = [
        dict(zip(keys, values, strict=True)) for values in itertools.product(*(grid_cfg[k] for k in keys))
    ]
    if any(g.get("extend_descriptors") == BY_LABEL for g in grid):
        table = _descriptor_table(cfg, train_templates, train_sampler)
        grid = [
            {**g, "extend_descriptors": table} if g.get("extend_descriptors") == BY_LABEL else g for g in grid
        ]
    return grid


def shown_setting(settings: dict) -> dict:
    """``settings`` with a descriptor table written as ``by_label`` (the table goes to analyzer.json once, not
    into every grid row or progress line)."""
    ext = settings.get("extend_descriptors")
    return {**settings, "extend_descriptors": BY_LABEL} if isinstance(ext, dict) else settings


def char_f2(m: dict) -> float:
    """Character-level F2 of metrics ``m`` (recall weighted twice: a missed character is a leak, an extra one
    only over-masks)."""
    p, r = m["char_precision"], m["char_recall"]
    return 5 * p * r / (4 * p + r) if p + r else 0.0


def exact_char_precision(m: dict) -> float:
    """Char precision of metrics ``m`` from its unrounded counts (``char_counts``), else the rounded figure."""
    counts = m.get("char_counts")
    if counts:
        return counts["covered"] / counts["predicted"] if counts["predicted"] else 0.0
    return m["char_precision"]


def choose_setting(results: list[tuple[dict, dict]], min_precision: float) -> tuple[dict, dict]:
    """The ``(settings, metrics)`` pair with the highest :func:`char_f2` among those whose char precision is at
    least ``min_precision``, else among all. Precision is compared unrounded (:func:`exact_char_precision`): a
    setting at 0.929959, shown as 0.93, was chosen over the 0.93 target on 2026-12-01."""
    ok = [r for r in results if exact_char_precision(r[1]) >= min_precision] or results
    return max(ok, key=lambda r: char_f2(r[1]))


def _descriptor_table(
    cfg: dict, train_templates, train_sampler: MentionSampler | None
) -> dict[str, list[str]]:
    """The per-label descriptor table on two epochs of filled training documents (see :func:`finalize`)."""
    if train_templates is None or train_sampler is None:
        raise ValueError("extend_descriptors: by_label needs the training templates and their sampler")
    from thunder_deid_desktop.analysis.analyzer import descriptor_words
    from training.descriptors import descriptor_table

    seed = int(cfg.get("seed", 13))
    filled = [d for epoch in range(2) for d in fill_all(train_templates, train_sampler, seed, epoch)]
    return descriptor_table(filled, descriptor_words(), float(cfg.get("descriptor_min_share", 0.45)))


def finalize_main(argv: list[str] | None = None) -> int:
    """``python -m training.train finalize --config FILE --model-dir DIR``: re-run :func:`finalize` on a folder."""
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    p.add_argument("--model-dir", required=True)
    args = p.parse_args(argv)
    cfg = load_config(args.config)
    from thunder_deid_desktop.taxonomy import get_taxonomy

    taxonomy = get_taxonomy()
    data_cfg = cfg.get("data", {})
    docs = load_jsonl(Path(data_cfg.get("annotated") or corpus.thunder_dir() / "annotated_judgments.jsonl"))
    if data_cfg.get("limit_docs"):
        docs = docs[: int(data_cfg["limit_docs"])]
    train_t, val_t = split_templates([make_template(d, taxonomy.normalize) for d in docs])
    lists = corpus.load_lists(Path(data_cfg["lists"]) if data_cfg.get("lists") else None)
    lists = {taxonomy.normalize(k): v for k, v in lists.items()}
    out = Path(args.model_dir)
    finalize(
        out,
        cfg,
        args.config,
        val_t,
        MentionSampler(lists, withheld=True),
        Progress(out / "progress.jsonl"),
        train_t,
        MentionSampler(lists, withheld=False),
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m training.train --config FILE [--output-dir DIR] [--epochs N] [--max-minutes M]``."""
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--config", required=True)
    p.add_argument("--output-dir")
    p.add_argument("--epochs", type=int)
    p.add_argument("--max-minutes", type=float)
    p.add_argument("--checkpoint-dir", help="save the accelerate state here (outside the model folder)")
    p.add_argument("--resume", action="store_true", help="continue from <checkpoint-dir>/latest if it exists")
    if argv is None:
        argv = sys.argv[1:]
    if argv and argv[0] == "finalize":
        return finalize_main(argv[1:])
    args = p.parse_args(argv)
    cfg = load_config(args.config)
    if args.output_dir:
        cfg["output_dir"] = args.output_dir
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    if args.max_minutes is not None:
        cfg["train"]["max_minutes"] = args.max_minutes
    if args.checkpoint_dir:
        cfg["train"]["checkpoint_dir"] = args.checkpoint_dir
    if args.resume:
        cfg["train"]["resume"] = True
    train(cfg, config_path=args.config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
