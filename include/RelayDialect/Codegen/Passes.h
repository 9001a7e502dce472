//===- Passes.h - Codegen passes: linalg on tensors to loops ----*- C++ -*-===//
//
// Code generation from linalg on tensors: tiling and fusion of primitive
// functions, register tiles and vectorisation, bufferisation (function values
// included), loops, and the entry-point annotations relay-run reads. The
// pipelines (RelayDialect/Pipelines/Pipelines.h) assemble these passes;
// registerRelayCodegenPasses() makes them available to an opt tool.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_CODEGEN_PASSES_H
#define RELAYDIALECT_CODEGEN_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace relay {

#define GEN_PASS_DECL
#include "RelayDialect/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "RelayDialect/Codegen/Passes.h.inc"

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CODEGEN_PASSES_H
