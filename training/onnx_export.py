"""Export a model folder's weights to an int8 ONNX file for the CPU runtime (``runtime: onnx-int8``).

``python -m training.onnx_export MODEL_DIR`` writes ``MODEL_DIR/model.int8.onnx``
(:data:`thunder_deid_desktop.analysis.model.INT8_ONNX`); the training command does it in its final step when the
config says ``runtime: onnx-int8``, before the hash manifest is written.

Steps: ``torch.onnx.export`` (the TorchScript exporter, opset 17, batch and length dynamic) of the
``AutoModelForTokenClassification`` in the folder to a temporary float32 file, then ONNX Runtime's dynamic
quantization (``onnxruntime.quantization.quantize_dynamic``, int8 weights, activations quantized per batch at run
time; ONNX Runtime docs, "Quantize ONNX models"). Only the model's ``logits`` output is kept. The exported graph is
checked against PyTorch on a random batch before quantization.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import warnings
from pathlib import Path


def export_int8(folder: str | Path, opset: int = 17) -> Path:
    """Write ``folder/model.int8.onnx`` from the safetensors weights of ``folder``; returns its path.

    Raises:
        RuntimeError: the float32 export differs from PyTorch by more than 1e-3 in a logit.
        FileNotFoundError: no model folder.
    """
    import numpy as np
    import onnxruntime as ort
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForTokenClassification

    from thunder_deid_desktop.analysis.model import INT8_ONNX

    folder = Path(folder)
    if not (folder / "config.json").is_file():
        raise FileNotFoundError(f"no model folder at {folder}")
    model = AutoModelForTokenClassification.from_pretrained(
        str(folder), local_files_only=True, use_safetensors=True
    )
    model.eval()
    model.config.return_dict = False  # a plain tuple output: (logits,)
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(5, model.config.vocab_size, (2, 48), generator=g)
    mask = torch.ones_like(ids)
    mask[1, 40:] = 0
    out = folder / INT8_ONNX
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "model.onnx"
        with warnings.catch_warnings():  # the tracer's notes on Python control flow in the model code
            warnings.simplefilter("ignore")
            torch.onnx.export(
                model,
                (ids, mask),
                str(fp32),
                input_names=["input_ids", "attention_mask"],
                output_names=["logits"],
                dynamic_axes={
                    name: {0: "batch", 1: "length"} for name in ("input_ids", "attention_mask", "logits")
                },
                opset_version=opset,
                dynamo=False,
            )
        # checked at the traced length and at another one: a length frozen into the graph by the tracer would
        # pass the first check only
        session = ort.InferenceSession(str(fp32), providers=["CPUExecutionProvider"])
        for length in (ids.shape[1], 300):
            x = torch.randint(5, model.config.vocab_size, (2, length), generator=g)
            m = torch.ones_like(x)
            m[1, length - 8 :] = 0
            (got,) = session.run(["logits"], {"input_ids": x.numpy(), "attention_mask": m.numpy()})
            with torch.inference_mode():
                want = model(input_ids=x, attention_mask=m)[0].numpy()
            diff = float(np.abs(got - want)[m.numpy().astype(bool)].max())
            if diff > 1e-3:
                raise RuntimeError(
                    f"the ONNX export differs from PyTorch by {diff:.2g} in a logit (length {length})"
                )
        quantize_dynamic(str(fp32), str(out), weight_type=QuantType.QInt8)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m training.onnx_export", description=__doc__.splitlines()[0])
    ap.add_argument("model_dir")
    args = ap.parse_args(argv)
    path = export_int8(args.model_dir)
    print(f"wrote {path} ({path.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
