//===- RelayOps.h - Relay operations ----------------------------*- C++ -*-===//

#ifndef RELAYDIALECT_IR_RELAYOPS_H
#define RELAYDIALECT_IR_RELAYOPS_H

#include "RelayDialect/IR/RelayAttrs.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayFolding.h"
#include "RelayDialect/IR/RelayInterfaces.h"
#include "RelayDialect/IR/RelayTypeRelations.h"
#include "RelayDialect/IR/RelayTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "RelayDialect/IR/RelayOps.h.inc"

#endif // RELAYDIALECT_IR_RELAYOPS_H
