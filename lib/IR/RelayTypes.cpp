//===- RelayTypes.cpp - Relay types ---------------------------------------===//

#include "RelayDialect/IR/RelayTypes.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::relay;

#define GET_TYPEDEF_CLASSES
#include "RelayDialect/IR/RelayTypes.cpp.inc"

LogicalResult RefType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type valueType) {
  // A reference holds a Relay value, like any other Relay expression.
  if (!isa<RankedTensorType, TupleType, FunctionType, RefType, TypeVarType>(
          valueType))
    return emitError() << "a reference must hold a Relay value (a ranked "
                          "tensor, tuple, function, reference or type "
                          "variable), not "
                       << valueType;
  return success();
}

void RelayDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "RelayDialect/IR/RelayTypes.cpp.inc"
      >();
}
