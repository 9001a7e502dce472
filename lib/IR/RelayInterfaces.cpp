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

SmallVector<TvmCallArgument> relay::getTvmCallArguments(Operation *op) {
  SmallVector<TvmCallArgument> args;
  if (auto tuples = dyn_cast<RelayTupleOperandsInterface>(op)) {
    for (auto [index, isTuple] :
         llvm::enumerate(tuples.getTupleOperandGroups())) {
      auto [begin, size] = tuples.getOperandGroup(index);
      args.push_back({begin, size, isTuple});
    }
    return args;
  }
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    args.push_back({i, 1, false});
  return args;
}
