//===- RelayFolding.h - Constant folding of Relay operators -----*- C++ -*-===//
//
// The folders that evaluate Relay operators on constant operands (TVM's
// FoldConstant, done by MLIR's folding so that -canonicalize, -sccp and the
// greedy driver use it) and the algebraic identities of the binary
// operators. Each op's generated `fold` calls one of these.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_IR_RELAYFOLDING_H
#define RELAYDIALECT_IR_RELAYFOLDING_H

#include "mlir/IR/OpDefinition.h"

#include <optional>

namespace mlir {
namespace relay {

/// Folding never creates constants larger than this many elements (unless
/// they are splats), so that folding cannot blow up a small program.
constexpr int64_t kMaxFoldedElements = int64_t(1) << 20;

/// Whether `attr` is a splat constant equal to `value` (an integer splat
/// compares as a signed value).
bool isSplatOf(Attribute attr, double value);

/// An element-wise unary operator (exp, relu, clip, ...) of a constant.
OpFoldResult foldElementwiseUnary(Operation *op, Attribute operand);

/// A broadcasting binary operator: evaluated when both operands are
/// constants, else simplified by its identities (`x * 1`, `x + -0.0`, ...).
OpFoldResult foldBroadcastBinary(Operation *op, Attribute lhs, Attribute rhs);

/// `cast` of a constant.
OpFoldResult foldCast(Operation *op, Attribute operand);

/// A reduction (sum, mean, max, min, prod, all, any) of a constant.
OpFoldResult foldReduce(Operation *op, Attribute operand,
                        std::optional<ArrayRef<int64_t>> axis, bool exclude);

/// A constant with the same elements in the static shape of `op`'s result
/// (reshape, squeeze, expand_dims, ...).
OpFoldResult foldReshapeLike(Operation *op, Attribute operand);

/// `transpose` of a constant by the permutation `perm`.
OpFoldResult foldTranspose(Operation *op, Attribute operand,
                           ArrayRef<int64_t> perm);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_IR_RELAYFOLDING_H
