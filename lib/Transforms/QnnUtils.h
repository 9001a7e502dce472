//===- QnnUtils.h - Shared pieces of the qnn passes -------------*- C++ -*-===//
//
// What -relay-qnn-canonicalize and -relay-fake-quantization-to-integer share:
// reading constant quantization parameters (scales, zero points).
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSFORMS_QNNUTILS_H
#define RELAYDIALECT_TRANSFORMS_QNNUTILS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::relay::qnn {

/// The values of a constant float or integer tensor (a scale or a zero
/// point), as doubles; nullopt for a null or non-constant value.
inline std::optional<SmallVector<double>> getConstantValues(Value v) {
  ElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<double> values;
  if (auto fp = dyn_cast<DenseFPElementsAttr>(attr)) {
    for (const APFloat &f : fp.getValues<APFloat>())
      values.push_back(f.convertToDouble());
  } else if (auto ints = dyn_cast<DenseIntElementsAttr>(attr)) {
    for (const APInt &i : ints.getValues<APInt>())
      values.push_back(static_cast<double>(i.getSExtValue()));
  } else {
    return std::nullopt;
  }
  return values;
}

} // namespace mlir::relay::qnn

#endif // RELAYDIALECT_TRANSFORMS_QNNUTILS_H
