//===- NNLoweringUtils.h - Helpers of the nn op lowerings -------*- C++ -*-===//
//
// Index arithmetic (affine), reshapes, scalar arithmetic by signedness and
// generic-op builders shared by the lowerings of the nn family
// (ConvToLinalg, MatmulToLinalg, PoolToLinalg, ImageToLinalg, NNToLinalg),
// and the populate functions those files provide.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_LIB_CONVERSION_RELAYTOLINALG_NNLOWERINGUTILS_H
#define RELAY_LIB_CONVERSION_RELAYTOLINALG_NNLOWERINGUTILS_H

#include "LoweringUtils.h"

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace relay {
namespace nn {

using Iter = utils::IteratorType;

RankedTensorType tensorType(Value value);

Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr);

/// Index arithmetic on extents and loop positions, on upstream's affine
/// builders: `expr` (or each of `exprs`) reads the values `operands` as
/// d0, d1, ... and becomes one affine.apply (affine.min, affine.max), which
/// folds to an attribute when the operands are constants. Build each
/// quantity as one expression rather than op by op: composing applies one
/// at a time leaves the intermediate ones behind.
OpFoldResult applyIndexExpr(OpBuilder &b, Location loc, AffineExpr expr,
                            ArrayRef<OpFoldResult> operands);
OpFoldResult minIndexExprs(OpBuilder &b, Location loc,
                           ArrayRef<AffineExpr> exprs,
                           ArrayRef<OpFoldResult> operands);
OpFoldResult maxIndexExprs(OpBuilder &b, Location loc,
                           ArrayRef<AffineExpr> exprs,
                           ArrayRef<OpFoldResult> operands);

/// The product of `factors` as one (semi-affine) affine.apply, folded: what
/// upstream's affine::computeProduct builds, which libMLIR.so does not
/// export. With `atLeast`, one affine.max of the product and that bound.
OpFoldResult productOfIndices(OpBuilder &b, Location loc,
                              ArrayRef<OpFoldResult> factors,
                              std::optional<int64_t> atLeast = std::nullopt);

/// The extent of a sliding window's output: (in - window) floordiv stride + 1.
OpFoldResult windowCount(OpBuilder &b, Location loc, OpFoldResult in,
                         int64_t window, int64_t stride);

/// The extents of a sliding window's output over `input` (already padded):
/// `input`'s extents, those of the spatial dims from `firstSpatial` on
/// replaced by windowCount of the dilated `kernel`.
SmallVector<OpFoldResult> windowOutputSizes(OpBuilder &b, Location loc,
                                            Value input, int64_t firstSpatial,
                                            ArrayRef<int64_t> kernel,
                                            ArrayRef<int64_t> strides,
                                            ArrayRef<int64_t> dilation);

/// tensor.pad's low and high of a rank-`rank` tensor for TVM's normalised
/// `padding` (all begins, then all ends) of the spatial dims from
/// `firstSpatial` on.
std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
spatialPadding(int64_t rank, int64_t firstSpatial, ArrayRef<int64_t> padding);

RankedTensorType typeFromSizes(ArrayRef<OpFoldResult> sizes, Type element);

Value expandShape(OpBuilder &b, Location loc, Value src,
                  ArrayRef<ReassociationIndices> reassociation,
                  ArrayRef<OpFoldResult> sizes);

Value collapseShape(OpBuilder &b, Location loc, Value src,
                    ArrayRef<ReassociationIndices> reassociation);

/// Converts every element of `tensor` to `element` (a no-op if it has it).
Value castElements(OpBuilder &b, Location loc, Value tensor, Type element,
                   bool srcUnsigned, bool dstUnsigned);

/// Pads `tensor` with zeros (the zero is only created when there is padding).
Value padWithZero(OpBuilder &b, Location loc, Value tensor,
                  ArrayRef<int64_t> low, ArrayRef<int64_t> high);

/// Scalar arithmetic for float, signed and unsigned integer elements.
Value scalarAdd(OpBuilder &b, Location loc, Value x, Value y);

Value scalarMul(OpBuilder &b, Location loc, Value x, Value y);

Value scalarDiv(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned);

Value scalarMax(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned);

/// An index value as a scalar of `type` (float or integer).
Value indexToScalar(OpBuilder &b, Location loc, Value index, Type type);

/// A linalg.generic with one result written into `init`. `body` gets the
/// block arguments (inputs, then the output) and returns the value to yield.
Value buildGeneric(OpBuilder &b, Location loc, ValueRange inputs, Value init,
                   ArrayRef<AffineMap> maps, ArrayRef<Iter> iterators,
                   function_ref<Value(OpBuilder &, Location, ValueRange)> body);

/// The map selecting `dims` of a `rank`-dimensional loop nest.
AffineMap selectDims(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> dims);

//===----------------------------------------------------------------------===//
// The patterns of each part of the nn family
//===----------------------------------------------------------------------===//

/// nn.conv1d/2d/3d and nn.conv2d_transpose.
void populateConvPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);
/// nn.dense, nn.matmul, nn.batch_matmul and nn.bias_add.
void populateMatmulPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);
/// Max/average, global and adaptive pooling.
void populatePoolPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);
/// nn.upsampling, nn.depth_to_space and nn.space_to_depth.
void populateImagePatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns);

} // namespace nn
} // namespace relay
} // namespace mlir

#endif // RELAY_LIB_CONVERSION_RELAYTOLINALG_NNLOWERINGUTILS_H
