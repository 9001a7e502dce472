//===- RelayInterfaces.cpp - Relay op interfaces --------------------------===//

#include "RelayDialect/IR/RelayInterfaces.h"

using namespace mlir;
using namespace mlir::relay;

#include "RelayDialect/IR/RelayInterfaces.cpp.inc"

OpPatternKind relay::getOpPatternKind(Operation *op) {
  if (auto iface = dyn_cast<RelayOpPatternInterface>(op))
    return iface.getOpPatternKind();
  return OpPatternKind::kOpaque;
}
