# Sourced by scripts/test-sanitizers.sh and scripts/fuzz.sh: configuring a
# clang-22 build with sanitizers, and the runtime options of its programs.

# configure_sanitized BUILD_DIR "SANITIZE_FLAGS" "OPT_FLAGS" [CMAKE_ARGS...]
# Configures BUILD_DIR (once) with Ninja, ccache and Debian's libMLIR.so.
configure_sanitized() {
  local build="$1" flags="$2 -fno-omit-frame-pointer" opt="$3"
  shift 3
  [ ! -f "$build/build.ninja" ] || return 0
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="$opt" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$opt" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DMLIR_DIR="$(llvm-config-22 --prefix)/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$(llvm-config-22 --bindir)/lit" "$@"
}

# allow_user_poisoning=0: LLVM's BumpPtrAllocator (an inline header class)
# poisons its free slab space in the instrumented code, but its copies
# inlined into Debian's uninstrumented libMLIR.so never unpoison what they
# hand out, so an MLIRContext allocator shared by both reports
# use-after-poison on valid memory. Real heap errors are still found.
# UBSan stops at its first report, with a stack.
export ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
ASAN_SYMBOLIZER_PATH="$(llvm-config-22 --bindir)/llvm-symbolizer"
export ASAN_SYMBOLIZER_PATH
