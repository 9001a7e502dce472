//===- RelayAttrs.h - Relay enums and attributes ----------------*- C++ -*-===//
//
// The enums of TVM's string modes and the layout attribute.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_IR_RELAYATTRS_H
#define RELAYDIALECT_IR_RELAYATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir {
namespace relay {

/// One axis of a TVM layout: a primal axis (`C` in NCHW16c, factor 0) or a
/// sub-axis (`16c`: factor 16) that splits the primal axis `name`.
struct LayoutAxis {
  /// The primal axis' letter, upper case also for a sub-axis.
  char name;
  /// 0 for a primal axis, the block size for a sub-axis.
  int64_t factor;

  bool isSubAxis() const { return factor > 0; }
  bool operator==(const LayoutAxis &other) const {
    return name == other.name && factor == other.factor;
  }
};

} // namespace relay
} // namespace mlir

#include "RelayDialect/IR/RelayEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "RelayDialect/IR/RelayAttrs.h.inc"

#endif // RELAYDIALECT_IR_RELAYATTRS_H
