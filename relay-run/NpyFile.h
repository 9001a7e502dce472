//===- NpyFile.h - Reading and writing NumPy .npy files ---------*- C++ -*-===//

#ifndef RELAY_RUN_NPYFILE_H
#define RELAY_RUN_NPYFILE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace relay_run {

/// An array as stored in a version 1.0/2.0 .npy file, C order.
struct NpyArray {
  /// NumPy's type string without the byte-order character: "f4", "i8",
  /// "u1", "b1", "f2", ...
  std::string dtype;
  llvm::SmallVector<int64_t> shape;
  std::vector<char> data;

  int64_t numElements() const;
  size_t elementSize() const;
};

llvm::Expected<NpyArray> readNpy(llvm::StringRef path);
llvm::Error writeNpy(llvm::StringRef path, const NpyArray &array);

} // namespace relay_run

#endif // RELAY_RUN_NPYFILE_H
