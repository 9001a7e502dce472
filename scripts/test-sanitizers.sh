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

"$root/scripts/setup.sh"

# shellcheck source=scripts/sanitizers.sh
source "$root/scripts/sanitizers.sh"
# -O1 keeps the instrumented suite fast enough without hiding frames, and
# line tables are all the symbolizer needs for a report's file:line.
configure_sanitized "$build" \
  "-fsanitize=address,undefined -fno-sanitize-recover=all" \
  "-O1 -gline-tables-only -DNDEBUG"
# The suite also checks the stack after return, initialisation order and
# string functions' arguments.
export ASAN_OPTIONS="$ASAN_OPTIONS:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1"

jobs=()
[ -z "${ASAN_JOBS:-}" ] || jobs=(-j "$ASAN_JOBS")
prefix=()
[ -z "${NICE:-}" ] || prefix=(nice -n 19)
"${prefix[@]}" ninja -C "$build" "${jobs[@]}" check-relay
