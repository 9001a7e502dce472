#!/usr/bin/env bash
# Builds the project a second time with clang-22's AddressSanitizer and
# UndefinedBehaviorSanitizer (into build-asan/, Ninja, ccache, Debian's shared
# libMLIR.so) and runs the whole suite (check-relay) there. Any report fails
# the test that triggered it: UBSan does not recover, and ASan aborts.
#
# Environment: ASAN_BUILD_DIR (default build-asan), ASAN_JOBS (ninja -j;
# default: Ninja's), NICE=1 to build at the lowest CPU priority.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ASAN_BUILD_DIR:-$root/build-asan}"
llvm_bin="$(llvm-config-22 --bindir)"

"$root/scripts/setup.sh"

# -O1 keeps the instrumented suite fast enough without hiding frames, and
# line tables are all the symbolizer needs for a report's file:line.
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all"
flags="$sanitize -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR="$(llvm-config-22 --prefix)/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$llvm_bin/lit"
fi

# allow_user_poisoning=0: LLVM's BumpPtrAllocator (an inline header class)
# poisons its free slab space in the instrumented code here, but its copies
# inlined into Debian's uninstrumented libMLIR.so never unpoison what they
# hand out, so an MLIRContext allocator shared by both reports
# use-after-poison on valid memory. Real heap errors are still found.
export ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_SYMBOLIZER_PATH="$llvm_bin/llvm-symbolizer"

jobs=()
[ -z "${ASAN_JOBS:-}" ] || jobs=(-j "$ASAN_JOBS")
prefix=()
[ -z "${NICE:-}" ] || prefix=(nice -n 19)
"${prefix[@]}" ninja -C "$build" "${jobs[@]}" check-relay
