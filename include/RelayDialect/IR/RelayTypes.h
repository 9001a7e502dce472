//===- RelayTypes.h - Relay types -------------------------------*- C++ -*-===//
//
// The relay dialect's own types (Relay's RefType); tensors, tuples and
// functions are builtin types.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_IR_RELAYTYPES_H
#define RELAYDIALECT_IR_RELAYTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace relay {

/// The store of Relay's reference cells: what `relay.ref_create` allocates in,
/// `relay.ref_read` reads and `relay.ref_write` writes. A resource of its own
/// so that reference effects order among themselves and with unknown effects
/// (calls) but not with memory effects of other dialects.
struct RefResource : public SideEffects::Resource::Base<RefResource> {
  StringRef getName() override { return "<relay.ref>"; }
};

} // namespace relay
} // namespace mlir

#define GET_TYPEDEF_CLASSES
#include "RelayDialect/IR/RelayTypes.h.inc"

#endif // RELAYDIALECT_IR_RELAYTYPES_H
