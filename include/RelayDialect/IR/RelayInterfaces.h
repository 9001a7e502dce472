//===- RelayInterfaces.h - Relay op interfaces ------------------*- C++ -*-===//

#ifndef RELAYDIALECT_IR_RELAYINTERFACES_H
#define RELAYDIALECT_IR_RELAYINTERFACES_H

#include "mlir/IR/OpDefinition.h"

#include "RelayDialect/IR/RelayAttrs.h"

#include "RelayDialect/IR/RelayInterfaces.h.inc"

namespace mlir {
namespace relay {

/// Gives an op class a fixed TVM pattern kind; RelayOpPatternInterface reads
/// it through the static getOpPatternKind().
template <OpPatternKind Kind> struct HasOpPatternKind {
  template <typename ConcreteOp>
  class Impl : public OpTrait::TraitBase<ConcreteOp, Impl> {
  public:
    static OpPatternKind getOpPatternKind() { return Kind; }
  };
};

/// TVM's pattern kind of any operation: operations that do not implement
/// RelayOpPatternInterface (other dialects' ops) are opaque.
OpPatternKind getOpPatternKind(Operation *op);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_IR_RELAYINTERFACES_H
