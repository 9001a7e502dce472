//===- Passes.h - Relay transformation passes -------------------*- C++ -*-===//

#ifndef RELAYDIALECT_TRANSFORMS_PASSES_H
#define RELAYDIALECT_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace relay {

#define GEN_PASS_DECL
#include "RelayDialect/Transforms/Passes.h.inc"

/// TVM's SimplifyInference as patterns: `tuple_get_item`s of batch_norm and
/// dropout, layer_norm, instance_norm and group_norm become element-wise
/// arithmetic and reductions on relay ops. -relay-simplify-inference applies
/// them to the non-primitive functions; -convert-relay-to-linalg lowers these
/// operators through them.
void populateSimplifyInferencePatterns(RewritePatternSet &patterns);

/// TVM's qnn CanonicalizeOps as patterns: every qnn operator becomes relay
/// operators on integers. -relay-qnn-canonicalize applies them;
/// -convert-relay-to-linalg lowers qnn operators through them.
void populateQnnCanonicalizePatterns(RewritePatternSet &patterns);

/// TVM's GetFixedPointMultiplierShift: `multiplier` as a Q31 significand in
/// [2^30, 2^31) (or 0) and a power-of-two exponent.
std::pair<int32_t, int32_t> getFixedPointMultiplierShift(double multiplier);

#define GEN_PASS_REGISTRATION
#include "RelayDialect/Transforms/Passes.h.inc"

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_PASSES_H
