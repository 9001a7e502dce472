//===- relay-npy-fuzzer.cpp - libFuzzer target for the .npy reader --------===//
//
// Feeds arbitrary bytes to parseNpy, the reader behind relay-run's --input
// and --expect files and the entries of .npz archives. A malformed file must
// be an error, never a crash; an accepted one must hold exactly the bytes its
// header implies, which the trap below checks.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Support/NpyFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  llvm::Expected<mlir::relay::NpyArray> array = mlir::relay::parseNpy(bytes);
  if (!array) {
    llvm::consumeError(array.takeError());
    return 0;
  }
  size_t elementSize = array->elementSize();
  if (elementSize == 0 ||
      array->data.size() !=
          static_cast<uint64_t>(array->numElements()) * elementSize)
    __builtin_trap();
  return 0;
}
