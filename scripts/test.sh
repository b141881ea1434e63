#!/usr/bin/env bash
# The whole test suite (needs scripts/setup.sh --no-run first).
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
