#!/usr/bin/env bash
# Runs the MLP, the ResNet block, a small CNN and every case of the
# relay-to-gpu lit tests on an NVIDIA GPU with
# `relay-run --device=cuda` and compares each result with the CPU's
# (`relay-run`, relay-to-llvm) within rtol 1e-4 (and an absolute
# tolerance of 1e-4 of the result's largest magnitude). The cases with dynamic
# shapes (relay-to-gpu-dynamic.mlir: element-wise, dense, convolution,
# reductions, an MLP layer with a dynamic batch) and the reductions to a
# scalar (relay-to-gpu-scalar.mlir) run with two sizes for every `?`
# extent, neither a multiple of the tiles. Needs a built tree
# (scripts/build.sh), an NVIDIA driver (libcuda.so.1) and NumPy; ptxas is
# optional (without it the driver compiles the PTX).
#
#   scripts/gpu-check.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-${BUILD_DIR:-$root/build}}"
run="$build/bin/relay-run"
# The first of $PYTHON, Debian's interpreter and the python3 on PATH that
# has NumPy (a GPU machine's may live in a virtual environment).
python=
for candidate in ${PYTHON:-} /usr/bin/python3 python3; do
  if "$candidate" -c 'import numpy' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  echo "gpu-check: no python3 with NumPy (set PYTHON)" >&2
  exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! "$python" -c 'import ctypes; ctypes.CDLL("libcuda.so.1")' 2>/dev/null; then
  echo "gpu-check: no NVIDIA driver (libcuda.so.1) on this machine" >&2
  exit 2
fi

# Random inputs for every parameter of the entry function, by shape; a
# dynamic extent (`?`) is SIZE.
make_inputs() { # FILE ENTRY DIR [SIZE]
  "$python" - "$1" "$2" "$3" "${4:-1}" <<'PY'
import os, re, sys
import numpy as np
path, entry, out, size = sys.argv[1:5]
text = open(path).read()
m = re.search(r"func\.func @" + re.escape(entry) + r"\((.*?)\)\s*->", text, re.S)
rng = np.random.default_rng(0)
os.makedirs(out, exist_ok=True)
for i, (name, shape) in enumerate(
        re.findall(r"%(\w+):\s*tensor<([0-9?x]+)xf32>", m.group(1))):
    dims = [int(size) if d == "?" else int(d) for d in shape.split("x")]
    a = rng.standard_normal(dims).astype(np.float32)
    # Variances of batch norms must be positive.
    if name.startswith("v"):
        a = np.abs(a) + 0.5
    np.save(os.path.join(out, "%02d.npy" % i), a * 0.5)
PY
}

status=0
check() { # NAME FILE ENTRY [SIZE]
  local name="$1" file="$2" entry="$3" dir="$work/$1"
  make_inputs "$file" "$entry" "$dir" "${4:-}"
  local args=()
  for f in "$dir"/[0-9]*.npy; do args+=(--input "$f"); done
  "$run" "$file" --entry "$entry" "${args[@]}" --output "$dir/cpu.npy" >/dev/null
  # Sums are ordered differently on the two devices: an element that
  # cancels to near zero keeps the rounding error of its largest terms, so
  # the absolute tolerance is 1e-4 of the result's largest magnitude.
  local atol
  atol="$("$python" -c 'import sys, numpy as np
print(max(1e-5, 1e-4 * float(np.abs(np.load(sys.argv[1])).max(initial=0))))' \
    "$dir/cpu.npy")"
  echo "== $name"
  if "$run" "$file" --device=cuda --entry "$entry" "${args[@]}" \
      --compare "$dir/cpu.npy" --rtol 1e-4 --atol "$atol"; then
    echo "gpu-check: $name: GPU matches CPU"
  else
    echo "gpu-check: $name: GPU differs from CPU" >&2
    status=1
  fi
}

check mlp "$root/examples/mlp.mlir" main
check resnet-block "$root/examples/resnet_block.mlir" resnet_block
check small-cnn "$root/examples/small_cnn.mlir" main

# Every case of the relay-to-gpu lit tests (one module between `// -----`
# lines, entry @main): each op family, the matrix products and convolutions
# staged in shared memory, the reductions shared by a block's threads, the
# libdevice math.
split_cases() { # TEST
  "$python" - "$root/test/Pipelines/$1.mlir" "$work/$1" <<'PY'
import os, sys
path, out = sys.argv[1:3]
os.makedirs(out, exist_ok=True)
for i, case in enumerate(open(path).read().split("\n// -----\n")):
    open(os.path.join(out, "%02d.mlir" % i), "w").write(case)
PY
}
for test in relay-to-gpu relay-to-gpu-shared relay-to-gpu-math; do
  split_cases "$test"
  for case in "$work/$test"/*.mlir; do
    check "$test-$(basename "$case" .mlir)" "$case" main
  done
done

# Dynamic shapes: the same kernels for two sizes of every `?` extent, the
# last block's tile partial in both; for the reductions to a scalar, sizes
# below and above one element per thread of the block.
for test in relay-to-gpu-dynamic relay-to-gpu-scalar; do
  split_cases "$test"
  for case in "$work/$test"/*.mlir; do
    for size in 37 300; do
      check "$test-$(basename "$case" .mlir)-$size" "$case" main "$size"
    done
  done
done
exit $status
