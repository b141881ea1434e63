#!/usr/bin/env bash
# Build the one-folder bundle (thunder-deid-desktop + thunder-deid) with PyInstaller; see installer/README.md.
#
#   installer/build.sh [--model DIR] [--dist DIR] [--work DIR]
#
#   --model DIR  model folder shipped as the default model (default: resources/models/default)
#   --dist DIR   where the bundle folder goes (default: dist/; the bundle is DIR/thunder-deid-desktop)
#   --work DIR   PyInstaller's build folder (default: build/pyinstaller)
#
# Uses $PYTHON (default: .venv/bin/python, made by scripts/setup.sh) with the dev extra installed
# (pip install -e ".[dev]" brings PyInstaller). Prints the bundle's size and the build time.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
MODEL=${THUNDER_DEID_BUNDLE_MODEL:-resources/models/default}
DIST=dist
WORK=build/pyinstaller
while [ $# -gt 0 ]; do
  case "$1" in
    --model) MODEL=$2; shift 2 ;;
    --dist) DIST=$2; shift 2 ;;
    --work) WORK=$2; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ ! -f "$MODEL/config.json" ]; then
  echo "build.sh: no model folder at $MODEL (config.json missing); train one or pass --model DIR" >&2
  exit 1
fi
"$PY" -c 'import PyInstaller' 2>/dev/null || {
  echo "build.sh: PyInstaller is not installed for $PY (pip install -e \".[dev]\")" >&2
  exit 1
}
start=$(date +%s)
THUNDER_DEID_BUNDLE_MODEL=$(cd "$MODEL" && pwd) "$PY" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" installer/thunder-deid.spec
seconds=$(( $(date +%s) - start ))
BUNDLE="$DIST/thunder-deid-desktop"
echo "bundle: $BUNDLE ($(du -sh "$BUNDLE" | cut -f1), $(find "$BUNDLE" -type f | wc -l) files), built in ${seconds} s"
echo "largest parts:"
# sed reads all its input (head would close the pipe early and, with pipefail, fail the script)
du -sh "$BUNDLE"/_internal/* 2>/dev/null | sort -rh | sed -n '1,8s/^/  /p'
