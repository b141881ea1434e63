#!/usr/bin/env bash
# Set-up and run: creates .venv/ in the repository root, installs everything (CPU torch 2.13.0 pinned), then runs the
# main job on the bundled real judgment. `--no-run` installs only (used by CI).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python >= 3.11 needed" >&2; exit 1; }
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# constraints.txt: the exact versions the tests ran with (pyproject.toml has the ranges)
.venv/bin/python -m pip install -q -c constraints.txt -e ".[dev]"
# Qt's offscreen and xcb platforms need a few system libraries that a minimal Debian lacks.
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && ! ldconfig -p | grep -q libxkbcommon.so.0; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxkbcommon0 libegl1 libgl1 \
    libfontconfig1 libdbus-1-3 >/dev/null
fi
# Remote-training tests start a real OpenSSH server and a one-node Slurm (tests/test_jobs_ssh.py, test_jobs_slurm.py).
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && { [ ! -x /usr/sbin/sshd ] || [ ! -x /usr/sbin/slurmctld ]; }; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssh-server slurm-wlm munge >/dev/null
fi
[ "${1:-}" = "--no-run" ] && exit 0

SAMPLE=$(ls resources/samples/*.txt | head -n 1)
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -f thunder_deid_desktop/gui/app.py ]; then
  exec .venv/bin/thunder-deid-desktop "$SAMPLE"
fi
echo "== detected spans of $SAMPLE (no display: showing the command-line jobs)"
.venv/bin/thunder-deid detect "$SAMPLE" --format table
# law.go.kr masked the parties of the first sample already (only officials, kept by the court rule, are named);
# the second still names a company (resources/samples/SOURCE.md)
OUT=$(mktemp -d)
.venv/bin/thunder-deid deidentify resources/samples/*.txt -o "$OUT" --policy court
for f in resources/samples/*.txt; do
  echo "== de-identified with the court policy: $OUT/$(basename "$f")"
  cat "$OUT/$(basename "$f")"
done
