//===- RelayInterfaces.h - Relay op interfaces ------------------*- C++ -*-===//

#ifndef RELAYDIALECT_IR_RELAYINTERFACES_H
#define RELAYDIALECT_IR_RELAYINTERFACES_H

#include "mlir/IR/OpDefinition.h"

#include "RelayDialect/IR/RelayAttrs.h"

namespace mlir {
namespace relay {

/// Marks an operator of TVM's op registry (see Relay_TvmOperator).
template <typename ConcreteOp>
class TvmOperator : public OpTrait::TraitBase<ConcreteOp, TvmOperator> {};

} // namespace relay
} // namespace mlir

#include "RelayDialect/IR/RelayInterfaces.h.inc"

namespace mlir {
namespace relay {

/// Whether `op` is a TVM operator (a Relay `Call` of an `Op`).
inline bool isTvmOperator(Operation *op) { return op->hasTrait<TvmOperator>(); }

/// One argument of the TVM call an operator stands for: the operands
/// [begin, begin + size), passed as one `Tuple` when `isTuple`.
struct TvmCallArgument {
  unsigned begin;
  unsigned size;
  bool isTuple;
};

/// The arguments of the TVM call `op` stands for: its tuple operand groups
/// (RelayTupleOperandsInterface), else one argument per operand.
SmallVector<TvmCallArgument> getTvmCallArguments(Operation *op);

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
