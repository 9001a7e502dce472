#!/usr/bin/env bash
# Builds one libFuzzer target of fuzz/ (into build-fuzz/, clang-22 with
# libFuzzer, ASan and UBSan, assertions on, ccache) and fuzzes it.
#
#   scripts/fuzz.sh TARGET MINUTES [libFuzzer options...]
#   TARGET: relay-import-fuzzer, relay-parse-fuzzer, relay-npy-fuzzer or
#           relay-npz-fuzzer
#
# The corpus grows in build-fuzz/corpus/TARGET (seeded by fuzz/make-corpus.py
# from test/ and examples/); crashing inputs land in build-fuzz/crashes/TARGET.
# Building and fuzzing run at the lowest CPU priority; FUZZ_JOBS sets ninja's
# -j (default 1).
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,/^set/p' "$0" | sed '$d' >&2
  exit 2
fi
target="$1"
minutes="$2"
shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
llvm_bin="$(llvm-config-22 --bindir)"

"$root/scripts/setup.sh"

# Assertions stay on (no -DNDEBUG): a failed one is a crash the fuzzer finds.
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
flags="$flags -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR="$(llvm-config-22 --prefix)/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$llvm_bin/lit" \
    -DRELAY_ENABLE_FUZZERS=ON
fi
nice -n 19 ninja -C "$build" -j "${FUZZ_JOBS:-1}" "$target"

corpus="$build/corpus/$target"
seeds="$build/corpus/$target-seeds"
crashes="$build/crashes/$target"
mkdir -p "$corpus" "$crashes"
/usr/bin/python3 "$root/fuzz/make-corpus.py" "$target" "$seeds"

dict=()
case "$target" in
relay-import-fuzzer) dict=(-dict="$root/fuzz/relay.dict") ;;
relay-parse-fuzzer) dict=(-dict="$root/fuzz/mlir.dict") ;;
esac

# allow_user_poisoning=0: see scripts/test-sanitizers.sh.
export ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_SYMBOLIZER_PATH="$llvm_bin/llvm-symbolizer"
# One job in this process; new inputs go to $corpus, the seeds stay as they are.
nice -n 19 "$build/bin/$target" \
  -max_total_time=$((minutes * 60)) -print_final_stats=1 \
  -artifact_prefix="$crashes/" "${dict[@]}" "$@" "$corpus" "$seeds"
