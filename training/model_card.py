"""``model_card.md`` for a trained model folder: data, licence, command, shape and measured metrics."""

from __future__ import annotations

import datetime as _dt
import json
from pathlib import Path

LICENCE = (
    "The training data is the public Thunder-DeID release (mcrl/SNU_Thunder-DeID: annotated judgment excerpts and "
    "replacement lists, derived from lbox-open), licensed **CC BY-NC-SA 4.0**; this model is a derivative of it "
    'and is distributed under the same licence (attribution: Hahm, Kim, Lee, Park, Lee, "Thunder-DeID: Accurate '
    'and Efficient De-identification Framework for Korean Court Judgments", arXiv 2506.15266). The tokenizer was '
    "also trained on judgments from legalize-kr/precedent-kr (Korean government public works)."
)


def write_model_card(
    folder: Path, cfg: dict, metrics: dict, command: str, n_params: int, n_labels: int
) -> Path:
    """Write ``folder/model_card.md`` and return its path."""
    m = cfg["model"]
    t = cfg["train"]
    # the shape comes from the saved model (a fine-tuned or converted model's config has no shape keys)
    saved = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    shape = {
        "architecture": saved.get("model_type", m.get("architecture")),
        "hidden_size": saved.get("hidden_size", m.get("hidden_size")),
        "num_layers": saved.get("num_hidden_layers", m.get("num_layers")),
        "num_heads": saved.get("num_attention_heads", m.get("num_heads")),
    }
    runtime = metrics.get("analyzer_settings", {}).get("runtime", "torch")
    reference = metrics.get("float32_torch")
    ref_section = ""
    if reference:
        ref_rows = "\n".join(f"| {k} | {v} |" for k, v in reference.items())
        ref_section = f"""
### The same settings run by PyTorch with the float32 weights (for comparison; the analyzer runs {runtime})
| metric | value |
|---|---|
{ref_rows}
"""
    rows = "\n".join(f"| {k} | {v} |" for k, v in metrics.items() if not isinstance(v, dict | list))
    tier2 = "\n".join(
        f"| {k} | {v['mentions']} | {v['char_recall']} | {v['leak_rate']} |"
        for k, v in metrics.get("per_tier2", {}).items()
    )
    text = f"""# Thunder-DeID Desktop model: {folder.name}

Token classification (BIO over fine labels of the Thunder-DeID taxonomy) for de-identifying Korean court judgments.

## Training data and licence
{LICENCE}

- 4,050 annotated excerpts; validation split = documents whose stable hash of the id falls in 1/10 (never trained on).
- Per-epoch replacement (paper §3): every placeholder gets a new mention each epoch, sampled from the replacement
  list of its label (90 % of each list; the other 10 % is withheld for validation) or from the project's generators
  (names, addresses, numbers); generated values are split the same way, so validation names were never seen.

## Command
```
{command}
```
Config: `{json.dumps({k: v for k, v in cfg.items() if k != "card_notes"}, ensure_ascii=False)}`

## Shape
architecture {shape["architecture"]}, hidden {shape["hidden_size"]}, layers {shape["num_layers"]}, heads {shape["num_heads"]},
{n_params / 1e6:.1f}M parameters, {n_labels} BIO labels, max length {m.get("max_length", 256)} tokens (sliding windows at
inference), {t.get("epochs")} epochs planned, batch {t.get("batch_size")}, peak LR {t.get("lr")}.

## Validation metrics (measured by the training command on the validation split, model + rules + propagation)
Runtime on the CPU: {runtime} (`analyzer.json`).

| metric | value |
|---|---|
{rows}
{ref_section}
| tier 2 | gold mentions | char recall | leak rate |
|---|---|---|---|
{tier2}

{cfg.get("card_notes", "").strip()}

Written {_dt.date.today().isoformat()}.
"""
    path = folder / "model_card.md"
    path.write_text(text, encoding="utf-8")
    return path
