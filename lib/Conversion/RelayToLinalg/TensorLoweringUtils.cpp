//===- TensorLoweringUtils.cpp - Helpers of the tensor lowerings ----------===//

#include "TensorLoweringUtils.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

namespace mlir {
namespace relay {
namespace tensor_lowering {

/// A possibly negative axis attribute (I64Attr reads as uint64_t) in
/// [0, rank).
int64_t axisIndex(uint64_t attr, int64_t rank) {
  int64_t axis = static_cast<int64_t>(attr);
  return axis < 0 ? axis + rank : axis;
}

/// The static extent of an OpFoldResult size, or kDynamic.
int64_t staticSize(OpFoldResult size) {
  std::optional<int64_t> v = getConstantIntValue(size);
  return v ? *v : ShapedType::kDynamic;
}

SmallVector<int64_t> staticSizes(ArrayRef<OpFoldResult> sizes) {
  return llvm::map_to_vector(sizes, staticSize);
}

/// Converts an integer scalar to `index`.
Value toIndex(OpBuilder &b, Location loc, Value v, bool isUnsigned) {
  if (v.getType().isIndex())
    return v;
  if (isUnsigned || v.getType().isInteger(1))
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// A linalg.generic with no inputs over `sizes` whose body computes each
/// element from the loop indices.
Value createIndexGeneric(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes, Type elementType,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> body) {
  int64_t rank = sizes.size();
  Value init = createEmpty(b, loc, sizes, elementType);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(rank)}, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange) {
        SmallVector<Value> indices;
        for (int64_t i = 0; i < rank; ++i)
          indices.push_back(linalg::IndexOp::create(nb, nloc, i));
        linalg::YieldOp::create(nb, nloc, ValueRange{body(nb, nloc, indices)});
      });
  return generic.getResult(0);
}

} // namespace tensor_lowering
} // namespace relay
} // namespace mlir
