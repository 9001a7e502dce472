//===- NNLoweringUtils.cpp - Helpers of the nn op lowerings ---------------===//

#include "NNLoweringUtils.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

namespace mlir {
namespace relay {
namespace nn {

RankedTensorType tensorType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

/// Index arithmetic on extents; constant operands fold to attributes.
OpFoldResult indexArith(OpBuilder &b, Location loc, OpFoldResult lhs,
                        OpFoldResult rhs, char kind) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r) {
    switch (kind) {
    case '+':
      return b.getIndexAttr(*l + *r);
    case '-':
      return b.getIndexAttr(*l - *r);
    case '*':
      return b.getIndexAttr(*l * *r);
    case '/':
      return b.getIndexAttr(*l / *r);
    }
  }
  // x + 0, x - 0, x * 1, x / 1 and 0 + x, 1 * x.
  if (r && ((*r == 0 && (kind == '+' || kind == '-')) ||
            (*r == 1 && (kind == '*' || kind == '/'))))
    return lhs;
  if (l && ((*l == 0 && kind == '+') || (*l == 1 && kind == '*')))
    return rhs;
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  switch (kind) {
  case '+':
    return arith::AddIOp::create(b, loc, x, y).getResult();
  case '-':
    return arith::SubIOp::create(b, loc, x, y).getResult();
  case '*':
    return arith::MulIOp::create(b, loc, x, y).getResult();
  default:
    return arith::DivSIOp::create(b, loc, x, y).getResult();
  }
}

/// Signed minimum / maximum of two index values.
OpFoldResult indexMin(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(std::min(*l, *r));
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  return arith::MinSIOp::create(b, loc, x, y).getResult();
}
OpFoldResult indexMax(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(std::max(*l, *r));
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  return arith::MaxSIOp::create(b, loc, x, y).getResult();
}

OpFoldResult addIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '+');
}
OpFoldResult mulIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '*');
}
OpFoldResult divIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '/');
}

/// The extent of a sliding window's output: (in - window) / stride + 1.
OpFoldResult windowCount(OpBuilder &b, Location loc, OpFoldResult in,
                         int64_t window, int64_t stride) {
  return addIndex(b, loc,
                  divIndex(b, loc, addIndex(b, loc, in, -window), stride), 1);
}

RankedTensorType typeFromSizes(ArrayRef<OpFoldResult> sizes, Type element) {
  SmallVector<int64_t> shape;
  for (OpFoldResult size : sizes)
    shape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
  return RankedTensorType::get(shape, element);
}

Value expandShape(OpBuilder &b, Location loc, Value src,
                  ArrayRef<ReassociationIndices> reassociation,
                  ArrayRef<OpFoldResult> sizes) {
  auto type = typeFromSizes(sizes, tensorType(src).getElementType());
  return tensor::ExpandShapeOp::create(b, loc, type, src, reassociation, sizes);
}

Value collapseShape(OpBuilder &b, Location loc, Value src,
                    ArrayRef<ReassociationIndices> reassociation) {
  return tensor::CollapseShapeOp::create(b, loc, src, reassociation);
}

/// Converts every element of `tensor` to `element` (a no-op if it has it).
Value castElements(OpBuilder &b, Location loc, Value tensor, Type element,
                   bool srcUnsigned, bool dstUnsigned) {
  auto type = tensorType(tensor);
  if (type.getElementType() == element)
    return tensor;
  return createElementwise(b, loc, type.clone(element), tensor,
                           [&](OpBuilder &nb, Location nloc, ValueRange args) {
                             return castScalar(nb, nloc, args[0], element,
                                               srcUnsigned, dstUnsigned);
                           });
}

/// Pads `tensor` with zeros (the zero is only created when there is padding).
Value padWithZero(OpBuilder &b, Location loc, Value tensor,
                  ArrayRef<int64_t> low, ArrayRef<int64_t> high) {
  if (llvm::all_of(low, [](int64_t v) { return v == 0; }) &&
      llvm::all_of(high, [](int64_t v) { return v == 0; }))
    return tensor;
  Value zero = createScalar(b, loc, tensorType(tensor).getElementType(), 0);
  return padTensor(b, loc, tensor, low, high, zero);
}

/// Scalar arithmetic for float, signed and unsigned integer elements.
Value scalarAdd(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::AddFOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, x, y);
}
Value scalarMul(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::MulFOp::create(b, loc, x, y);
  return arith::MulIOp::create(b, loc, x, y);
}
Value scalarDiv(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned) {
  if (isa<FloatType>(x.getType()))
    return arith::DivFOp::create(b, loc, x, y);
  if (isUnsigned)
    return arith::DivUIOp::create(b, loc, x, y);
  return arith::DivSIOp::create(b, loc, x, y);
}
Value scalarMax(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned) {
  if (isa<FloatType>(x.getType()))
    return arith::MaximumFOp::create(b, loc, x, y);
  if (isUnsigned)
    return arith::MaxUIOp::create(b, loc, x, y);
  return arith::MaxSIOp::create(b, loc, x, y);
}

/// An index value as a scalar of `type` (float or integer).
Value indexToScalar(OpBuilder &b, Location loc, Value index, Type type) {
  if (isa<FloatType>(type)) {
    Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    return arith::SIToFPOp::create(b, loc, type, i64);
  }
  return arith::IndexCastOp::create(b, loc, type, index);
}

/// A linalg.generic with one result written into `init`. `body` gets the
/// block arguments (inputs, then the output) and returns the value to yield.
Value buildGeneric(
    OpBuilder &b, Location loc, ValueRange inputs, Value init,
    ArrayRef<AffineMap> maps, ArrayRef<Iter> iterators,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, body(nb, nloc, args));
      });
  return generic.getResult(0);
}

/// The map selecting `dims` of a `rank`-dimensional loop nest.
AffineMap selectDims(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> dims) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d : dims)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

/// Reassociation of a rank-`rank` shape into one with the `dropped` (unit)
/// dims removed:
/// each removed dim joins the group of the nearest kept dim before it (or
/// after it, for leading ones).
SmallVector<ReassociationIndices>
reassociationDroppingDims(int64_t rank, ArrayRef<bool> dropped) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t i = 0; i < rank; ++i) {
    if (dropped[i]) {
      if (groups.empty())
        pending.push_back(i);
      else
        groups.back().push_back(i);
      continue;
    }
    ReassociationIndices group = pending;
    pending.clear();
    group.push_back(i);
    groups.push_back(group);
  }
  if (!pending.empty()) {
    if (groups.empty())
      groups.push_back(pending);
    else
      llvm::append_range(groups.back(), pending);
  }
  return groups;
}

} // namespace nn
} // namespace relay
} // namespace mlir
