#!/usr/bin/env bash
# Configures (once) and builds the project into build/ with Ninja and ccache.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
llvm_bin="$(llvm-config-22 --bindir)"

if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR="$(llvm-config-22 --prefix)/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$llvm_bin/lit"
fi
cmake --build "$build" --target "${@:-all}"
