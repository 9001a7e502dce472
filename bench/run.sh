#!/usr/bin/env bash
# Builds relay-run, installs the peers (PyTorch, OpenBLAS) if missing, and
# prints the benchmark table.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
for p in python3-torch libopenblas0-pthread; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$p"
  fi
done
"$root/scripts/build.sh" relay-run
/usr/bin/python3 "$root/bench/run.py" --relay-run "${BUILD_DIR:-$root/build}/bin/relay-run" "$@"
