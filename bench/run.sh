#!/usr/bin/env bash
# Builds relay-run, installs the peers (PyTorch, OpenBLAS) if missing, and
# prints the benchmark table.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/bench/setup.sh"
"$root/scripts/build.sh" relay-run relay-opt
/usr/bin/python3 "$root/bench/run.py" --relay-run "${BUILD_DIR:-$root/build}/bin/relay-run" "$@"
