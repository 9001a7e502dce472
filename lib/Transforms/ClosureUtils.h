//===- ClosureUtils.h - Lifting closure bodies ------------------*- C++ -*-===//
//
// Shared by -relay-lambda-lift and -relay-defunctionalize.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSFORMS_CLOSUREUTILS_H
#define RELAYDIALECT_TRANSFORMS_CLOSUREUTILS_H

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace relay {

/// Moves the body of the closure `fn` into a new private function named
/// `name` (uniqued), placed before `enclosing`: its parameters are
/// `captures`, then the closure's own; the captured values in the body
/// become those parameters and `relay.yield` becomes `func.return`. The
/// closure is left with an empty body for the caller to replace.
func::FuncOp liftClosureBody(FnOp fn, ArrayRef<Value> captures,
                             func::FuncOp enclosing, StringRef name,
                             SymbolTable &symbols);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_CLOSUREUTILS_H
