#!/usr/bin/env bash
# Installs what is missing, builds relay-opt, and runs the example: type
# inference and canonicalisation of a ResNet basic block, printed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" relay-opt
build="${BUILD_DIR:-$root/build}"
set -x
"$build/bin/relay-opt" "$root/examples/resnet_block.mlir" -relay-infer-type -canonicalize
