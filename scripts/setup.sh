#!/usr/bin/env bash
# Installs what the build and the tests need (Debian packages) when missing.
set -euo pipefail

PACKAGES=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  cmake ninja-build ccache g++ python3-numpy zlib1g-dev
  libdnnl-dev ocl-icd-opencl-dev
  # scripts/test-sanitizers.sh: clang with ASan and UBSan runtimes.
  clang-22 libclang-rt-22-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi
