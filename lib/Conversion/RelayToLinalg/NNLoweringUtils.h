//===- NNLoweringUtils.h - Helpers of the nn op lowerings -------*- C++ -*-===//
//
// Index arithmetic on extents, reshapes, scalar arithmetic by signedness and
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

/// Index arithmetic on extents; constant operands fold to attributes.
OpFoldResult indexArith(OpBuilder &b, Location loc, OpFoldResult lhs,
                        OpFoldResult rhs, char kind);

/// Signed minimum / maximum of two index values.
OpFoldResult indexMin(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs);

OpFoldResult indexMax(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs);

OpFoldResult addIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v);

OpFoldResult mulIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v);

OpFoldResult divIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v);

/// The extent of a sliding window's output: (in - window) / stride + 1.
OpFoldResult windowCount(OpBuilder &b, Location loc, OpFoldResult in,
                         int64_t window, int64_t stride);

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
Value buildGeneric(
    OpBuilder &b, Location loc, ValueRange inputs, Value init,
    ArrayRef<AffineMap> maps, ArrayRef<Iter> iterators,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body);

/// The map selecting `dims` of a `rank`-dimensional loop nest.
AffineMap selectDims(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> dims);

/// Reassociation of a rank-`rank` shape into one with the `dropped` (unit)
/// dims removed:
/// each removed dim joins the group of the nearest kept dim before it (or
/// after it, for leading ones).
SmallVector<ReassociationIndices>
reassociationDroppingDims(int64_t rank, ArrayRef<bool> dropped);

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
