//===- TensorLoweringUtils.h - Helpers of the tensor lowerings -*- C++ -*-===//
//
// Index arithmetic on extents, axis and extent helpers and the index-driven
// linalg.generic shared by the lowerings of the injective (shape) relay ops
// (ReshapeToLinalg, SliceToLinalg, GatherToLinalg, PadToLinalg,
// LayoutTransformToLinalg, TensorToLinalg), and the populate functions those
// files provide.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_LIB_CONVERSION_RELAYTOLINALG_TENSORLOWERINGUTILS_H
#define RELAY_LIB_CONVERSION_RELAYTOLINALG_TENSORLOWERINGUTILS_H

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace relay {
namespace tensor_lowering {

/// Index arithmetic on OpFoldResults that folds constant operands.
struct IndexMath {
  OpBuilder &b;
  Location loc;

  Value value(OpFoldResult v) {
    return getValueOrCreateConstantIndexOp(b, loc, v);
  }
  OpFoldResult constant(int64_t v) { return b.getIndexAttr(v); }

  template <typename OpTy>
  OpFoldResult binary(OpFoldResult lhs, OpFoldResult rhs,
                      function_ref<int64_t(int64_t, int64_t)> fold) {
    std::optional<int64_t> l = getConstantIntValue(lhs);
    std::optional<int64_t> r = getConstantIntValue(rhs);
    if (l && r)
      return constant(fold(*l, *r));
    return OpTy::create(b, loc, value(lhs), value(rhs)).getResult();
  }
  OpFoldResult add(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 0))
      return l;
    if (isConstantIntValue(l, 0))
      return r;
    return binary<arith::AddIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a + c; });
  }
  OpFoldResult sub(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 0))
      return l;
    return binary<arith::SubIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a - c; });
  }
  OpFoldResult mul(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    if (isConstantIntValue(l, 1))
      return r;
    return binary<arith::MulIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a * c; });
  }
  /// Division of a non-negative value by a positive one.
  OpFoldResult div(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    return binary<arith::DivUIOp>(l, r,
                                  [](int64_t a, int64_t c) { return a / c; });
  }
  /// ceil(l / r) of a non-negative value by a positive one.
  OpFoldResult ceilDiv(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    return binary<arith::CeilDivUIOp>(
        l, r, [](int64_t a, int64_t c) { return (a + c - 1) / c; });
  }
  OpFoldResult min(OpFoldResult l, OpFoldResult r) {
    return binary<arith::MinSIOp>(
        l, r, [](int64_t a, int64_t c) { return std::min(a, c); });
  }
  OpFoldResult max(OpFoldResult l, OpFoldResult r) {
    return binary<arith::MaxSIOp>(
        l, r, [](int64_t a, int64_t c) { return std::max(a, c); });
  }
  /// Clamps `v` into [lo, hi] (hi >= lo is assumed: v == lo needs nothing).
  OpFoldResult clamp(OpFoldResult v, OpFoldResult lo, OpFoldResult hi) {
    std::optional<int64_t> cv = getConstantIntValue(v);
    if (cv && cv == getConstantIntValue(lo))
      return v;
    return min(max(v, lo), hi);
  }
};

/// A possibly negative axis attribute (I64Attr reads as uint64_t) in
/// [0, rank).
int64_t axisIndex(uint64_t attr, int64_t rank);

/// The static extent of an OpFoldResult size, or kDynamic.
int64_t staticSize(OpFoldResult size);
SmallVector<int64_t> staticSizes(ArrayRef<OpFoldResult> sizes);

/// Converts an integer scalar to `index`.
Value toIndex(OpBuilder &b, Location loc, Value v, bool isUnsigned);

/// A linalg.generic with no inputs over `sizes` whose body computes each
/// element from the loop indices.
Value createIndexGeneric(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes, Type elementType,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> body);

//===----------------------------------------------------------------------===//
// The patterns of each part of the tensor family
//===----------------------------------------------------------------------===//

/// reshape, transpose, squeeze, expand_dims and batch_flatten.
void populateReshapePatterns(const TypeConverter &converter,
                             RewritePatternSet &patterns);
/// concatenate, stack, split and strided_slice.
void populateSlicePatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns);
/// take, gather, broadcast_to, tile and reverse.
void populateGatherPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);
/// nn.pad.
void populatePadPatterns(const TypeConverter &converter,
                         RewritePatternSet &patterns);
/// layout_transform.
void populateLayoutTransformPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns);

} // namespace tensor_lowering
} // namespace relay
} // namespace mlir

#endif // RELAY_LIB_CONVERSION_RELAYTOLINALG_TENSORLOWERINGUTILS_H
