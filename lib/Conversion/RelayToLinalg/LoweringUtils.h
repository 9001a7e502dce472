//===- LoweringUtils.h - Helpers shared by the relay lowerings --*- C++ -*-===//

#ifndef RELAY_LIB_CONVERSION_RELAYTOLINALG_LOWERINGUTILS_H
#define RELAY_LIB_CONVERSION_RELAYTOLINALG_LOWERINGUTILS_H

#include "RelayDialect/IR/RelayTypeRelations.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace relay {

/// `value` as the compatible tensor type `type` (relay::castToType, for the
/// lowering, which only ever re-types compatible tensors).
Value castTo(OpBuilder &b, Location loc, Value value, Type type);

/// The reassociation that groups each dimension where `unit` is true with a
/// neighbouring other one (the one before it; leading ones the first other
/// one). When every dimension is a unit one it is empty: a collapse to (or
/// expansion from) rank 0.
SmallVector<ReassociationIndices> getUnitDimsReassociation(ArrayRef<bool> unit);

/// Removes the dimensions where `unit` is true; a dynamic one is first cast
/// to extent 1.
Value dropUnitDims(OpBuilder &b, Location loc, Value value,
                   ArrayRef<bool> unit);

/// Inserts dimensions of extent 1 where `unit` is true (`unit` spans the
/// result's rank; the others are `value`'s dimensions in order).
Value insertUnitDims(OpBuilder &b, Location loc, Value value,
                     ArrayRef<bool> unit);

/// The converted result type of a single-result relay op, or null when it
/// is not a ranked tensor.
template <typename OpTy>
RankedTensorType getConvertedResultType(const TypeConverter *converter,
                                        OpTy op) {
  return dyn_cast_or_null<RankedTensorType>(
      converter->convertType(op.getType()));
}

/// Sizes of `resultType` where dynamic extents are read off the first
/// operand (aligned from the right, NumPy style) that has a dynamic extent
/// there.
SmallVector<OpFoldResult> getBroadcastResultSizes(OpBuilder &b, Location loc,
                                                  RankedTensorType resultType,
                                                  ValueRange operands);

/// Checks at run time that the extents `actual` and `expected` agree, where
/// Relay's type relation requires it but a `?` left it to run time: a
/// `cf.assert` whose message names `loc` and says `what` disagrees. Nothing
/// is emitted when both are constants (the relation checked those).
void assertEqualExtents(OpBuilder &b, Location loc, OpFoldResult expected,
                        OpFoldResult actual, const Twine &what);

/// An uninitialised tensor of `sizes` x `elementType`.
Value createEmpty(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                  Type elementType);

/// A tensor filled with `value`.
Value createFilled(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                   Value value);

/// The indexing map that reads `operandType` inside a loop nest over
/// `resultRank` dimensions with NumPy broadcasting: dimensions are aligned
/// from the right and a static extent of 1 against another extent reads
/// index 0.
AffineMap getBroadcastMap(MLIRContext *ctx, RankedTensorType operandType,
                          RankedTensorType resultType);

/// A linalg.generic over the result's dimensions, all parallel, reading the
/// inputs with broadcasting maps; `body` computes one result element.
Value createElementwise(
    OpBuilder &b, Location loc, RankedTensorType resultType, ValueRange inputs,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body);

/// A scalar constant of `type` (float, integer or index) holding `value`.
Value createScalar(OpBuilder &b, Location loc, Type type, double value);

/// The neutral or limit values used to initialise reductions.
Value createLowest(OpBuilder &b, Location loc, Type type, bool isUnsigned);
Value createHighest(OpBuilder &b, Location loc, Type type, bool isUnsigned);
/// TVM's min_value(dtype): the lowest finite value (max pooling's padding and
/// initial value).
Value createLowestFinite(OpBuilder &b, Location loc, Type type,
                         bool isUnsigned);

/// Converts a scalar between element types with Relay's cast semantics.
/// `srcUnsigned`/`dstUnsigned` carry the signedness the signless types lost.
Value castScalar(OpBuilder &b, Location loc, Value value, Type dstType,
                 bool srcUnsigned, bool dstUnsigned);

/// Whether an element type of the relay program is unsigned.
inline bool isUnsignedElement(Type type) {
  return getElementTypeOrSelf(type).isUnsignedInteger();
}

/// The signless counterpart of an element type.
Type toSignless(Type type);

/// Pads `input` with `value` by `low`/`high` per dimension (no-op if all 0).
Value padTensor(OpBuilder &b, Location loc, Value input, ArrayRef<int64_t> low,
                ArrayRef<int64_t> high, Value value);

/// Transposes `input` by `perm` (result dim i = input dim perm[i]); returns
/// the input itself for the identity permutation.
Value transposeTensor(OpBuilder &b, Location loc, Value input,
                      ArrayRef<int64_t> perm);

} // namespace relay
} // namespace mlir

#endif // RELAY_LIB_CONVERSION_RELAYTOLINALG_LOWERINGUTILS_H
