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

"$root/scripts/setup.sh"

# shellcheck source=scripts/sanitizers.sh
source "$root/scripts/sanitizers.sh"
# Assertions stay on (no -DNDEBUG): a failed one is a crash the fuzzer finds.
configure_sanitized "$build" \
  "-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
  "-O1 -gline-tables-only" -DRELAY_ENABLE_FUZZERS=ON
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

# One job in this process; new inputs go to $corpus, the seeds stay as they are.
nice -n 19 "$build/bin/$target" \
  -max_total_time=$((minutes * 60)) -print_final_stats=1 \
  -artifact_prefix="$crashes/" "${dict[@]}" "$@" "$corpus" "$seeds"
