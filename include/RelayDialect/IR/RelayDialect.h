//===- RelayDialect.h - Relay dialect ---------------------------*- C++ -*-===//
//
// The `relay` dialect: TVM's Relay IR in MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_IR_RELAYDIALECT_H
#define RELAYDIALECT_IR_RELAYDIALECT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "RelayDialect/IR/RelayOpsDialect.h.inc"

#endif // RELAYDIALECT_IR_RELAYDIALECT_H
