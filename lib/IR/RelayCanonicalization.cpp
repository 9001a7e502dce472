//===- RelayCanonicalization.cpp - Canonicalization patterns --------------===//
//
// Registers the declarative patterns of RelayCanonicalization.td (TVM's
// SimplifyExpr rewrites) with the ops they rewrite, and the helpers those
// patterns call.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::relay;

namespace mlir::relay {
/// The permutation of transpose(transpose(x, p1), p2): p1[p2[i]].
static DenseI64ArrayAttr composeTransposes(OpBuilder &builder, Value inner,
                                           Value outer) {
  SmallVector<int64_t> first =
      inner.getDefiningOp<TransposeOp>().getPermutation();
  SmallVector<int64_t> second =
      outer.getDefiningOp<TransposeOp>().getPermutation();
  SmallVector<int64_t> composed;
  for (int64_t p : second)
    composed.push_back(first[p]);
  return builder.getDenseI64ArrayAttr(composed);
}

/// The number of significand bits of a float type, sign excluded.
static unsigned significandBits(FloatType type) {
  return APFloat::semanticsPrecision(type.getFloatSemantics());
}

/// Whether every value of element type `from` is exactly representable in
/// `to`, so that casting to `to` first loses nothing.
static bool isLosslessCast(Type from, Type to) {
  if (from == to)
    return true;
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(to);
  if (fromFloat)
    return toFloat &&
           APFloat::isRepresentableAsNormalIn(fromFloat.getFloatSemantics(),
                                              toFloat.getFloatSemantics());
  unsigned fromWidth = from.getIntOrFloatBitWidth();
  // A bool is 0 or 1, exact in every dtype.
  if (fromWidth == 1)
    return true;
  bool fromUnsigned = from.isUnsignedInteger();
  if (toFloat)
    return (fromUnsigned ? fromWidth : fromWidth - 1) <=
           significandBits(toFloat);
  unsigned toWidth = to.getIntOrFloatBitWidth();
  bool toUnsigned = to.isUnsignedInteger();
  if (toWidth == 1)
    return false;
  if (fromUnsigned == toUnsigned)
    return toWidth >= fromWidth;
  // Unsigned values fit a strictly wider signed type; negative values never
  // fit an unsigned one.
  return fromUnsigned && toWidth > fromWidth;
}
} // namespace mlir::relay

namespace {
#include "RelayCanonicalization.inc"
} // namespace

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ReshapeOfReshape>(context);
}

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<TransposeOfTranspose>(context);
}

void CastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<CastOfLosslessCast>(context);
}

void DivideOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<DivideOneBySqrt>(context);
}

void MultiplyOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<AdjacentMultiply>(context);
}

void AddOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *context) {
  results.add<AdjacentAdd>(context);
}
