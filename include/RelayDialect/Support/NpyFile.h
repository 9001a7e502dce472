//===- NpyFile.h - Reading and writing NumPy .npy files ---------*- C++ -*-===//
//
// The one reader and writer of NumPy's `.npy` format in the project: relay-run
// reads its inputs and expected results and writes its outputs with it;
// relay-translate reads `--params` and `--bind-params` archives (`.npz`) and
// the calibration reads its data with readNpz.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_SUPPORT_NPYFILE_H
#define RELAYDIALECT_SUPPORT_NPYFILE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir::relay {

/// An array as a .npy file (format version 1.0, 2.0 or 3.0) stores it:
/// little-endian, C order, one byte per element for bool.
struct NpyArray {
  /// NumPy's type string without the byte-order character: "f2", "f4", "f8",
  /// "b1", "i1", "i2", "i4", "i8", "u1", "u2", "u4" or "u8".
  std::string dtype;
  llvm::SmallVector<int64_t> shape;
  std::vector<char> data;

  int64_t numElements() const;
  size_t elementSize() const;
};

/// The size in bytes of one element of `dtype` (a type string as in
/// NpyArray::dtype), or 0 if the reader does not support it.
size_t getNpyElementSize(llvm::StringRef dtype);

/// Parses the contents of a .npy file. Checks the magic string, the version,
/// the header (`descr`, `fortran_order` and `shape` present; a supported
/// little-endian dtype; C order; non-negative extents whose product does not
/// overflow) and that the data has exactly the size the header implies. The
/// error says what is wrong, e.g. "truncated data (...)".
llvm::Expected<NpyArray> parseNpy(llvm::StringRef bytes);

/// Reads a .npy file. Errors are "cannot read 'PATH': ..." and
/// "PATH: not a supported .npy file: ..." (with parseNpy's reason).
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);

/// Reads a NumPy `.npz` archive (stored entries, or deflated ones where zlib
/// was found at build time): its arrays in archive order, keyed by the entry
/// name without `.npy`. Errors are "cannot open 'PATH': ...", "'PATH' is not
/// a valid .npz archive: ..." and "'PATH' entry 'NAME': not a supported .npy
/// file: ...".
llvm::Expected<std::vector<std::pair<std::string, NpyArray>>>
readNpz(llvm::StringRef path);

/// readNpz on the contents `zip` of an archive held in memory; `path` names
/// it in messages.
llvm::Expected<std::vector<std::pair<std::string, NpyArray>>>
parseNpz(llvm::StringRef zip, llvm::StringRef path);

/// Writes `array` as a .npy file (version 1.0, or 2.0 for very long headers).
llvm::Error writeNpy(llvm::StringRef path, const NpyArray &array);

} // namespace mlir::relay

#endif // RELAYDIALECT_SUPPORT_NPYFILE_H
