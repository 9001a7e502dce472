//===- Passes.h - Relay transformation passes -------------------*- C++ -*-===//

#ifndef RELAYDIALECT_TRANSFORMS_PASSES_H
#define RELAYDIALECT_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace relay {

#define GEN_PASS_DECL
#include "RelayDialect/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "RelayDialect/Transforms/Passes.h.inc"

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_PASSES_H
