//===- FuncBufferizableOpInterfaceImpl.h - func.call_indirect ---*- C++ -*-===//
//
// Relay's first-class functions lower to `func.constant` and
// `func.call_indirect`, which upstream's one-shot bufferisation does not know.
// The calling convention that makes them bufferisable is described with
// `-relay-one-shot-bufferize` (Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_CODEGEN_FUNCBUFFERIZABLEOPINTERFACEIMPL_H
#define RELAYDIALECT_CODEGEN_FUNCBUFFERIZABLEOPINTERFACEIMPL_H

#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
class DialectRegistry;

namespace relay {

/// `type` with every tensor in it (also in nested function types) replaced by
/// the buffer a function boundary passes for it: a memref with the identity
/// layout. Other types are returned as they are.
Type getBufferizedBoundaryType(Type type);

/// Registers the BufferizableOpInterface of `func.call_indirect`.
void registerCallIndirectBufferizableOpInterfaceExternalModel(
    DialectRegistry &registry);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CODEGEN_FUNCBUFFERIZABLEOPINTERFACEIMPL_H
