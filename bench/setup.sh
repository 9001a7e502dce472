#!/usr/bin/env bash
# Installs what only the benchmarks need, the peers: Debian's PyTorch (its
# quantized operators are the int8 peer) and the pthread OpenBLAS (without
# it NumPy and PyTorch fall back to the reference BLAS and run matmul about
# 40x slower). The tests do not need them (scripts/setup.sh installs those
# dependencies); oneDNN, the BYOC peer, is a build dependency already.
set -euo pipefail
missing=()
for p in python3-torch libopenblas0-pthread; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi
