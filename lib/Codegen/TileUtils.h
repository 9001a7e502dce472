//===- TileUtils.h - Shared by the tiling passes ----------------*- C++ -*-===//
//
// Helpers of -relay-tile-primitives and -relay-vectorize-tiles.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_CODEGEN_TILEUTILS_H
#define RELAYDIALECT_CODEGEN_TILEUTILS_H

#include <algorithm>
#include <cstdint>

namespace mlir {
namespace relay {

/// The largest divisor of `extent` that is at most `limit` (at least 1), so
/// that tiles of that size cover the loop with whole tiles of static shape.
inline int64_t largestDivisor(int64_t extent, int64_t limit) {
  for (int64_t size = std::min(extent, limit); size > 1; --size)
    if (extent % size == 0)
      return size;
  return 1;
}

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CODEGEN_TILEUTILS_H
