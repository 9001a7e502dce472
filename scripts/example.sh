#!/usr/bin/env bash
# Installs what is missing, builds the tools and runs the examples:
# 1. type inference and canonicalisation of a ResNet basic block, printed;
# 2. an MLP compiled and run end to end with relay-run, its output printed
#    and compared with NumPy.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" relay-opt relay-run relay-translate
build="${BUILD_DIR:-$root/build}"
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT

set -x
"$build/bin/relay-opt" "$root/examples/resnet_block.mlir" -relay-infer-type -canonicalize
/usr/bin/python3 "$root/examples/mlp_inputs.py" "$data"
"$build/bin/relay-run" "$root/examples/mlp.mlir" \
  --input "$data/x.npy" --input "$data/w1.npy" --input "$data/b1.npy" \
  --input "$data/w2.npy" --input "$data/b2.npy" \
  --print --compare "$data/expected.npy"
