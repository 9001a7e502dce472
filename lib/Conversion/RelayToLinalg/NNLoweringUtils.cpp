//===- NNLoweringUtils.cpp - Helpers of the nn op lowerings ---------------===//

#include "NNLoweringUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
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

static AffineMap mapOver(ArrayRef<AffineExpr> exprs,
                         ArrayRef<OpFoldResult> operands, MLIRContext *ctx) {
  return AffineMap::get(operands.size(), 0, exprs, ctx);
}

OpFoldResult applyIndexExpr(OpBuilder &b, Location loc, AffineExpr expr,
                            ArrayRef<OpFoldResult> operands) {
  return affine::makeComposedFoldedAffineApply(
      b, loc, mapOver(expr, operands, b.getContext()), operands);
}

OpFoldResult minIndexExprs(OpBuilder &b, Location loc,
                           ArrayRef<AffineExpr> exprs,
                           ArrayRef<OpFoldResult> operands) {
  return affine::makeComposedFoldedAffineMin(
      b, loc, mapOver(exprs, operands, b.getContext()), operands);
}

OpFoldResult maxIndexExprs(OpBuilder &b, Location loc,
                           ArrayRef<AffineExpr> exprs,
                           ArrayRef<OpFoldResult> operands) {
  return affine::makeComposedFoldedAffineMax(
      b, loc, mapOver(exprs, operands, b.getContext()), operands);
}

OpFoldResult productOfIndices(OpBuilder &b, Location loc,
                              ArrayRef<OpFoldResult> factors,
                              std::optional<int64_t> atLeast) {
  AffineExpr product = b.getAffineConstantExpr(1);
  for (size_t i = 0, e = factors.size(); i < e; ++i)
    product = product * b.getAffineSymbolExpr(i);
  if (atLeast)
    return affine::makeComposedFoldedAffineMax(
        b, loc,
        AffineMap::get(0, factors.size(),
                       {product, b.getAffineConstantExpr(*atLeast)},
                       b.getContext()),
        factors);
  return affine::makeComposedFoldedAffineApply(
      b, loc, AffineMap::get(0, factors.size(), product, b.getContext()),
      factors);
}

/// The extent of a sliding window's output: (in - window) floordiv stride + 1.
/// (A dynamic input smaller than the window gives an empty output.)
OpFoldResult windowCount(OpBuilder &b, Location loc, OpFoldResult in,
                         int64_t window, int64_t stride) {
  AffineExpr d0 = b.getAffineDimExpr(0);
  return applyIndexExpr(b, loc, (d0 - window).floorDiv(stride) + 1, in);
}

SmallVector<OpFoldResult> windowOutputSizes(OpBuilder &b, Location loc,
                                            Value input, int64_t firstSpatial,
                                            ArrayRef<int64_t> kernel,
                                            ArrayRef<int64_t> strides,
                                            ArrayRef<int64_t> dilation) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, input);
  for (auto [i, k] : llvm::enumerate(kernel))
    sizes[firstSpatial + i] = windowCount(
        b, loc, sizes[firstSpatial + i], (k - 1) * dilation[i] + 1, strides[i]);
  return sizes;
}

std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
spatialPadding(int64_t rank, int64_t firstSpatial, ArrayRef<int64_t> padding) {
  SmallVector<int64_t> low(rank, 0), high(rank, 0);
  int64_t numSpatial = padding.size() / 2;
  for (int64_t i = 0; i < numSpatial; ++i) {
    low[firstSpatial + i] = padding[i];
    high[firstSpatial + i] = padding[numSpatial + i];
  }
  return {low, high};
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

} // namespace nn
} // namespace relay
} // namespace mlir
