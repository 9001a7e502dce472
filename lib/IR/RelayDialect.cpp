//===- RelayDialect.cpp - Relay dialect -----------------------------------===//

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/IR/RelayTypes.h"

using namespace mlir;
using namespace mlir::relay;

#include "RelayDialect/IR/RelayOpsDialect.cpp.inc"

void RelayDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "RelayDialect/IR/RelayOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
}

Operation *RelayDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, elements);
}
