"""PyInstaller runtime hook: runs in the frozen app before the entry script.

* Offline: the Hugging Face libraries never try the network (the model is a local folder in the bundle).
* Windowed executables (Windows ``thunder-deid-desktop.exe`` has no console) start with ``sys.stdout`` and
  ``sys.stderr`` set to ``None``; progress bars and loggers would then fail on ``None.write``. They are pointed at
  ``thunder-deid-desktop.log`` in the user log folder (messages hold counts and ids only, never document text), or
  at the null device when that folder cannot be written.
"""

import os
import sys

for _name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE", "HF_HUB_DISABLE_TELEMETRY"):
    os.environ.setdefault(_name, "1")


def _log_stream():
    try:
        from platformdirs import user_log_dir

        folder = user_log_dir("thunder-deid-desktop", appauthor=False)
        os.makedirs(folder, exist_ok=True)
        return open(os.path.join(folder, "thunder-deid-desktop.log"), "a", encoding="utf-8", buffering=1)
    except Exception:  # a read-only profile must not stop the app
        return open(os.devnull, "w", encoding="utf-8")


if sys.stdout is None or sys.stderr is None:
    _stream = _log_stream()
    if sys.stdout is None:
        sys.stdout = _stream
    if sys.stderr is None:
        sys.stderr = _stream
