//===- Passes.h - Relay conversion passes -----------------------*- C++ -*-===//

#ifndef RELAYDIALECT_CONVERSION_PASSES_H
#define RELAYDIALECT_CONVERSION_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace relay {

#define GEN_PASS_DECL
#include "RelayDialect/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "RelayDialect/Conversion/Passes.h.inc"

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CONVERSION_PASSES_H
