//===- RelayTensorOps.cpp - Element-wise, broadcast and injective ops -----===//
//
// Type relations of TVM's src/relay/op/tensor/{unary,binary,transform}.cc.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::relay;

static constexpr int64_t kDynamic = ShapedType::kDynamic;

static RankedTensorType tensorOf(Type type) {
  return dyn_cast<RankedTensorType>(type);
}

static LogicalResult checkShape(std::optional<Location> loc,
                                ArrayRef<int64_t> shape);

//===----------------------------------------------------------------------===//
// Unary
//===----------------------------------------------------------------------===//

LogicalResult ClipOp::verify() {
  if (getAMin().convertToDouble() > getAMax().convertToDouble())
    return emitOpError("a_min (")
           << getAMin().convertToDouble() << ") must not exceed a_max ("
           << getAMax().convertToDouble() << ")";
  return success();
}

LogicalResult IsNanOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  inferred.push_back(type.clone(IntegerType::get(context, 1)));
  return success();
}

LogicalResult
FixedPointMultiplyOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  inferred.push_back(adaptor.getData().getType());
  return success();
}

LogicalResult FixedPointMultiplyOp::verify() {
  // The multiplier is a Q31 significand (TVM's GetFixedPointMultiplierShift
  // gives [2^30, 2^31) or 0); the shifts must stay inside the i64 product.
  int64_t multiplier = static_cast<int64_t>(getMultiplier());
  int64_t shift = static_cast<int64_t>(getShift());
  if (multiplier < 0 || multiplier > std::numeric_limits<int32_t>::max())
    return emitOpError("multiplier must be in [0, 2^31), got ") << multiplier;
  if (shift < -32 || shift > 31)
    return emitOpError("shift must be in [-32, 31], got ") << shift;
  return success();
}

LogicalResult FixedPointMultiplyPerAxisOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  ArrayRef<int64_t> axes = adaptor.getAxes();
  SmallVector<int64_t> extents;
  for (int64_t a : axes) {
    FailureOr<int64_t> n = normalizeAxis(location, a, data.getRank());
    if (failed(n))
      return failure();
    extents.push_back(data.getDimSize(*n));
  }
  for (auto [name, value] :
       {std::pair<StringRef, Value>{"fixed_point_multiplier",
                                    adaptor.getFixedPointMultiplier()},
        {"left_shift", adaptor.getLeftShift()},
        {"right_shift", adaptor.getRightShift()}}) {
    auto type = tensorOf(value.getType());
    if (failed(verifyCompatibleShape(type.getShape(), extents)))
      return emitOptionalError(location, name,
                               " must have the extents of "
                               "data along axes (",
                               extents.size(), " dimensions), got ",
                               value.getType());
  }
  inferred.push_back(data);
  return success();
}

LogicalResult FixedPointMultiplyPerAxisOp::verify() {
  // Constant shifts are checked here; the lowering masks the others into
  // range, as a shift past the width has no defined result.
  for (auto [name, value, max] :
       {std::tuple<StringRef, Value, int64_t>{"left_shift", getLeftShift(), 31},
        {"right_shift", getRightShift(), 32}}) {
    DenseIntElementsAttr attr;
    if (!matchPattern(value, m_Constant(&attr)))
      continue;
    for (const APInt &v : attr.getValues<APInt>())
      if (v.getSExtValue() < 0 || v.getSExtValue() > max)
        return emitOpError(name) << " values must be in [0, " << max
                                 << "], got " << v.getSExtValue();
  }
  return success();
}

LogicalResult CastOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  if (!type || !adaptor.getDtypeAttr())
    return emitOptionalError(location, "expected a tensor and a dtype");
  inferred.push_back(type.clone(adaptor.getDtype()));
  return success();
}

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  if (getData().getType() == getType())
    return getData();
  return foldCast(*this, adaptor.getData());
}

LogicalResult PReluOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  auto alpha = tensorOf(adaptor.getAlpha().getType());
  if (!data || !alpha)
    return emitOptionalError(location, "operands must be ranked tensors");
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), data.getRank());
  if (failed(axis))
    return failure();
  if (alpha.getRank() != 1 ||
      failed(verifyCompatibleShape({data.getDimSize(*axis)}, alpha.getShape())))
    return emitOptionalError(
        location, "alpha must be a 1-D tensor of ",
        data.isDynamicDim(*axis) ? std::string("?")
                                 : std::to_string(data.getDimSize(*axis)),
        " values (the extent of axis ", *axis, ")");
  if (alpha.getElementType() != data.getElementType())
    return emitOptionalError(location,
                             "alpha and data have different element types");
  inferred.push_back(data);
  return success();
}

//===----------------------------------------------------------------------===//
// Binary
//===----------------------------------------------------------------------===//

LogicalResult WhereOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto cond = tensorOf(adaptor.getCondition().getType());
  auto x = tensorOf(adaptor.getX().getType());
  auto y = tensorOf(adaptor.getY().getType());
  if (!cond || !x || !y)
    return emitOptionalError(location, "operands must be ranked tensors");
  if (x.getElementType() != y.getElementType())
    return emitOptionalError(location, "x and y have different element types: ",
                             x.getElementType(), " vs ", y.getElementType());
  SmallVector<int64_t> xy, shape;
  if (failed(broadcastShapes(location, x.getShape(), y.getShape(), xy)) ||
      failed(broadcastShapes(location, cond.getShape(), xy, shape)) ||
      failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(RankedTensorType::get(shape, x.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// Reshape-like
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  SmallVector<int64_t> shape;
  if (failed(inferNewShape<StaticExtents>(location, type.getShape(),
                                          adaptor.getNewshape(),
                                          adaptor.getAllowzero(), shape)))
    return failure();
  inferred.push_back(type.clone(shape));
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getData().getType() == getType() && getType().hasStaticShape())
    return getData();
  return foldReshapeLike(*this, adaptor.getData());
}

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> perm;
  if (auto axes = adaptor.getAxes()) {
    if (static_cast<int64_t>(axes->size()) != rank)
      return emitOptionalError(location, "axes has ", axes->size(),
                               " entries but the input has rank ", rank);
    SmallVector<bool> seen(rank, false);
    for (int64_t a : *axes) {
      FailureOr<int64_t> n = normalizeAxis(location, a, rank);
      if (failed(n))
        return failure();
      if (seen[*n])
        return emitOptionalError(location, "axis ", a,
                                 " appears more than once in axes");
      seen[*n] = true;
      perm.push_back(*n);
    }
  } else {
    for (int64_t i = rank - 1; i >= 0; --i)
      perm.push_back(i);
  }
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  inferred.push_back(type.clone(shape));
  return success();
}

SmallVector<int64_t> TransposeOp::getPermutation() {
  int64_t rank = getData().getType().getRank();
  SmallVector<int64_t> perm;
  if (auto axes = getAxes()) {
    for (int64_t a : *axes)
      perm.push_back(a < 0 ? a + rank : a);
    return perm;
  }
  for (int64_t i = rank - 1; i >= 0; --i)
    perm.push_back(i);
  return perm;
}

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  SmallVector<int64_t> perm = getPermutation();
  bool identity = llvm::all_of(llvm::enumerate(perm), [](auto it) {
    return it.value() == static_cast<int64_t>(it.index());
  });
  if (identity && getData().getType() == getType())
    return getData();
  return foldTranspose(*this, adaptor.getData(), perm);
}

LogicalResult SqueezeOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  int64_t rank = type.getRank();
  SmallVector<bool> drop(rank, false);
  if (auto axis = adaptor.getAxis()) {
    for (int64_t a : *axis) {
      FailureOr<int64_t> n = normalizeAxis(location, a, rank);
      if (failed(n))
        return failure();
      int64_t dim = type.getDimSize(*n);
      if (!ShapedType::isDynamic(dim) && dim != 1)
        return emitOptionalError(location, "cannot squeeze axis ", a,
                                 " of extent ", dim);
      drop[*n] = true;
    }
  } else {
    for (int64_t i = 0; i < rank; ++i) {
      if (type.isDynamicDim(i))
        return emitOptionalError(
            location, "axis must be given to squeeze a dynamic input");
      drop[i] = type.getDimSize(i) == 1;
    }
  }
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i)
    if (!drop[i])
      shape.push_back(type.getDimSize(i));
  inferred.push_back(type.clone(shape));
  return success();
}

OpFoldResult SqueezeOp::fold(FoldAdaptor adaptor) {
  if (getData().getType() == getType())
    return getData();
  return foldReshapeLike(*this, adaptor.getData());
}

LogicalResult ExpandDimsOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  int64_t rank = type.getRank();
  int64_t axis = adaptor.getAxis();
  int64_t count = adaptor.getNumNewaxis();
  if (count < 0 || count > 64)
    return emitOptionalError(location, "num_newaxis must be in [0, 64], got ",
                             count);
  if (axis < -rank - 1 || axis > rank)
    return emitOptionalError(location, "axis ", axis,
                             " is out of range for rank ", rank);
  int64_t pivot = axis < 0 ? rank + axis + 1 : axis;
  SmallVector<int64_t> shape(type.getShape().take_front(pivot));
  shape.append(count, 1);
  llvm::append_range(shape, type.getShape().drop_front(pivot));
  inferred.push_back(type.clone(shape));
  return success();
}

OpFoldResult ExpandDimsOp::fold(FoldAdaptor adaptor) {
  if (getNumNewaxis() == 0 && getData().getType() == getType())
    return getData();
  return foldReshapeLike(*this, adaptor.getData());
}

LogicalResult relay::inferConcatenateType(std::optional<Location> loc,
                                          TypeRange inputs, int64_t axis,
                                          SmallVectorImpl<Type> &inferred) {
  if (inputs.empty())
    return emitOptionalError(loc, "expected at least one input");
  auto first = tensorOf(inputs.front());
  if (!first)
    return emitOptionalError(loc, "inputs must be ranked tensors");
  int64_t rank = first.getRank();
  FailureOr<int64_t> a = normalizeAxis(loc, axis, rank);
  if (failed(a))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  for (auto [i, input] : llvm::enumerate(inputs.drop_front())) {
    auto type = tensorOf(input);
    if (!type || type.getRank() != rank)
      return emitOptionalError(loc, "input ", i + 1, " has rank ",
                               type ? type.getRank() : -1, " but input 0 has ",
                               rank);
    if (type.getElementType() != first.getElementType())
      return emitOptionalError(loc, "input ", i + 1, " has element type ",
                               type.getElementType(), " but input 0 has ",
                               first.getElementType());
    for (int64_t d = 0; d < rank; ++d) {
      int64_t dim = type.getDimSize(d);
      if (d == *a) {
        if (ShapedType::isDynamic(shape[d]) || ShapedType::isDynamic(dim)) {
          shape[d] = kDynamic;
          continue;
        }
        FailureOr<int64_t> sum =
            addChecked(loc, shape[d], dim,
                       "the concatenated extent of dimension " + Twine(d));
        if (failed(sum))
          return failure();
        shape[d] = *sum;
      } else if (ShapedType::isDynamic(shape[d])) {
        shape[d] = dim;
      } else if (!ShapedType::isDynamic(dim) && dim != shape[d]) {
        return emitOptionalError(loc, "input ", i + 1, " has extent ", dim,
                                 " in dimension ", d, " but expected ",
                                 shape[d]);
      }
    }
  }
  if (failed(verifyShapeFits(loc, shape)))
    return failure();
  inferred.push_back(first.clone(shape));
  return success();
}

LogicalResult ConcatenateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  return inferConcatenateType(location, ValueRange(adaptor.getData()).getTypes(),
                              adaptor.getAxis(), inferred);
}

LogicalResult StackOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  TypeRange inputs = ValueRange(adaptor.getData()).getTypes();
  if (inputs.empty())
    return emitOptionalError(location, "expected at least one input");
  auto first = tensorOf(inputs.front());
  int64_t rank = first.getRank();
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), rank + 1);
  if (failed(axis))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  for (auto [i, input] : llvm::enumerate(inputs.drop_front())) {
    auto type = tensorOf(input);
    if (type.getElementType() != first.getElementType() ||
        type.getRank() != rank ||
        failed(verifyCompatibleShape(type.getShape(), shape)))
      return emitOptionalError(location, "input ", i + 1, " of type ", type,
                               " does not match input 0 of type ", first);
    for (int64_t d = 0; d < rank; ++d)
      if (ShapedType::isDynamic(shape[d]))
        shape[d] = type.getDimSize(d);
  }
  shape.insert(shape.begin() + *axis, static_cast<int64_t>(inputs.size()));
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(first.clone(shape));
  return success();
}

LogicalResult SplitOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  if (type.getRank() == 0)
    return emitOptionalError(location, "cannot split a rank-0 tensor");
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), type.getRank());
  if (failed(axis))
    return failure();
  int64_t dim = type.getDimSize(*axis);
  SmallVector<int64_t> sizes;
  Attribute spec = adaptor.getIndicesOrSections();
  if (auto sections = dyn_cast_or_null<IntegerAttr>(spec)) {
    int64_t n = sections.getInt();
    // More sections than elements (or than any program would mean) is an
    // error, not an attempt to build a huge tuple type.
    int64_t limit = ShapedType::isDynamic(dim) ? 65536 : std::max<int64_t>(dim, 1);
    if (n <= 0 || n > limit)
      return emitOptionalError(location, "the number of sections must be in "
                                         "[1, ",
                               limit, "], got ", n);
    if (!ShapedType::isDynamic(dim) && dim % n != 0)
      return emitOptionalError(location, n, " sections do not divide extent ",
                               dim);
    sizes.assign(n, ShapedType::isDynamic(dim) ? kDynamic : dim / n);
  } else if (auto indices = dyn_cast_or_null<DenseI64ArrayAttr>(spec)) {
    int64_t prev = 0;
    for (int64_t index : indices.asArrayRef()) {
      if (index <= prev)
        return emitOptionalError(
            location, "split indices must be a strictly ascending list of "
                      "positive values");
      if (!ShapedType::isDynamic(dim) && index >= dim)
        return emitOptionalError(location, "split index ", index,
                                 " is out of range for extent ", dim);
      sizes.push_back(index - prev);
      prev = index;
    }
    sizes.push_back(ShapedType::isDynamic(dim) ? kDynamic : dim - prev);
  } else {
    return emitOptionalError(location, "indices_or_sections must be an integer "
                                       "or an array of indices");
  }
  SmallVector<Type> fields;
  for (int64_t size : sizes) {
    SmallVector<int64_t> shape(type.getShape());
    shape[*axis] = size;
    fields.push_back(type.clone(shape));
  }
  inferred.push_back(TupleType::get(context, fields));
  return success();
}

LogicalResult
StridedSliceOp::inferReturnTypes(MLIRContext *,
                                 std::optional<Location> location,
                                 Adaptor adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  auto type = tensorOf(adaptor.getData().getType());
  int64_t rank = type.getRank();
  ArrayRef<int64_t> begin = adaptor.getBegin(), end = adaptor.getEnd();
  SmallVector<int64_t> strides;
  if (auto s = adaptor.getStrides())
    strides.assign(s->begin(), s->end());
  if (strides.empty())
    strides.push_back(1);
  bool sizeMode = adaptor.getSliceMode() == SliceMode::Size;
  SmallVector<int64_t> axes;
  if (auto a = adaptor.getAxes()) {
    if (a->size() != begin.size() || a->size() != end.size() ||
        (a->size() != strides.size() && !sizeMode))
      return emitOptionalError(
          location, "axes, begin, end, and strides must have the same length");
    for (int64_t axis : *a) {
      FailureOr<int64_t> n = normalizeAxis(location, axis, rank);
      if (failed(n))
        return failure();
      axes.push_back(*n);
    }
  } else {
    if (static_cast<int64_t>(begin.size()) > rank ||
        static_cast<int64_t>(end.size()) > rank ||
        static_cast<int64_t>(strides.size()) > rank)
      return emitOptionalError(location, "begin, end and strides may have at "
                                         "most ",
                               rank, " values");
    for (int64_t i = 0; i < rank; ++i)
      axes.push_back(i);
  }
  SmallVector<int64_t> shape(type.getShape());
  for (auto [i, axis] : llvm::enumerate(axes)) {
    int64_t dim = type.getDimSize(axis);
    int64_t stride = sizeMode ? 1 : (i < strides.size() ? strides[i] : 1);
    if (stride == 0)
      return emitOptionalError(location, "strides must be non-zero");
    bool hasBegin = i < begin.size(), hasEnd = i < end.size();
    if (ShapedType::isDynamic(dim)) {
      if (hasBegin || hasEnd)
        shape[axis] = kDynamic;
      continue;
    }
    int64_t b = hasBegin ? begin[i] : (stride > 0 ? 0 : dim - 1);
    int64_t e;
    if (sizeMode) {
      if (hasEnd && end[i] >= 0) {
        if (b < 0)
          b += dim;
        // `end` is a size: a sum past int64 is past the end as well.
        e = llvm::checkedAdd(b, end[i]).value_or(
            std::numeric_limits<int64_t>::max());
      } else {
        e = dim;
      }
    } else {
      e = hasEnd ? end[i] : (stride > 0 ? dim : -dim - 1);
    }
    if (b < 0)
      b += dim;
    if (e < 0 && !(sizeMode))
      e += dim;
    // TVM's CanonicalizeIndex clamps both ends into the axis; the interval
    // is then in [0, dim] and the count ceil(interval / |stride|), computed
    // without overflow for any stride (also INT64_MIN).
    int64_t interval;
    if (stride > 0) {
      b = std::clamp<int64_t>(b, 0, dim);
      e = std::clamp<int64_t>(e, 0, dim);
      if (b > e)
        return emitOptionalError(location, "begin ", b, " exceeds end ", e,
                                 " on axis ", axis);
      interval = e - b;
    } else {
      b = std::clamp<int64_t>(b, -1, dim - 1);
      e = std::clamp<int64_t>(e, -1, dim - 1);
      if (e > b)
        return emitOptionalError(location, "end ", e, " exceeds begin ", b,
                                 " on axis ", axis, " with a negative stride");
      interval = b - e;
    }
    uint64_t magnitude = stride > 0 ? static_cast<uint64_t>(stride)
                                    : 0 - static_cast<uint64_t>(stride);
    shape[axis] =
        interval == 0
            ? 0
            : static_cast<int64_t>(
                  (static_cast<uint64_t>(interval) - 1) / magnitude + 1);
  }
  inferred.push_back(type.clone(shape));
  return success();
}

LogicalResult TakeOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  auto indices = tensorOf(adaptor.getIndices().getType());
  if (!adaptor.getAxis()) {
    inferred.push_back(indices.clone(data.getElementType()));
    return success();
  }
  FailureOr<int64_t> axis = normalizeAxis(
      location, static_cast<int64_t>(*adaptor.getAxis()), data.getRank());
  if (failed(axis))
    return failure();
  int64_t batchDims = adaptor.getBatchDims();
  if (batchDims < 0)
    batchDims += indices.getRank();
  if (batchDims < 0 || batchDims > indices.getRank() || batchDims > *axis)
    return emitOptionalError(location, "batch_dims ", adaptor.getBatchDims(),
                             " must be in [0, min(axis, rank(indices))]");
  SmallVector<int64_t> shape(data.getShape().take_front(*axis));
  llvm::append_range(shape, indices.getShape().drop_front(batchDims));
  llvm::append_range(shape, data.getShape().drop_front(*axis + 1));
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  auto indices = tensorOf(adaptor.getIndices().getType());
  if (data.getRank() != indices.getRank())
    return emitOptionalError(location, "data and indices must have the same "
                                       "rank, got ",
                             data.getRank(), " and ", indices.getRank());
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), data.getRank());
  if (failed(axis))
    return failure();
  for (int64_t d = 0; d < data.getRank(); ++d) {
    if (d == *axis)
      continue;
    if (failed(verifyCompatibleShape({data.getDimSize(d)},
                                     {indices.getDimSize(d)})))
      return emitOptionalError(location, "data and indices differ in "
                                         "dimension ",
                               d);
  }
  inferred.push_back(indices.clone(data.getElementType()));
  return success();
}

LogicalResult BroadcastToOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  ArrayRef<int64_t> target = adaptor.getShape();
  if (failed(checkShape(location, target)))
    return failure();
  SmallVector<int64_t> shape;
  if (failed(broadcastShapes(location, data.getShape(), target, shape)))
    return failure();
  if (ArrayRef<int64_t>(shape) != target)
    return emitOptionalError(location, "cannot broadcast ", data,
                             " to the requested shape");
  inferred.push_back(data.clone(target));
  return success();
}

LogicalResult TileOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  ArrayRef<int64_t> reps = adaptor.getReps();
  if (llvm::any_of(reps, [](int64_t r) { return r <= 0; }))
    return emitOptionalError(location, "reps must be positive");
  size_t rank = std::max<size_t>(data.getRank(), reps.size());
  SmallVector<int64_t> dims(rank - data.getRank(), 1), r(rank - reps.size(), 1);
  llvm::append_range(dims, data.getShape());
  llvm::append_range(r, reps);
  SmallVector<int64_t> shape;
  for (size_t i = 0; i < rank; ++i) {
    FailureOr<int64_t> extent = mulExtentsChecked(
        location, dims[i], r[i], "the tiled extent of dimension " + Twine(i));
    if (failed(extent))
      return failure();
    shape.push_back(*extent);
  }
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  if (failed(normalizeAxis(location, adaptor.getAxis(), data.getRank())))
    return failure();
  inferred.push_back(data);
  return success();
}

LogicalResult
LayoutTransformOp::inferReturnTypes(MLIRContext *,
                                    std::optional<Location> location,
                                    Adaptor adaptor,
                                    SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  LayoutAttr src = adaptor.getSrcLayout(), dst = adaptor.getDstLayout();
  SmallVector<LayoutAxis> srcAxes = src.getAxes(), dstAxes = dst.getAxes();
  if (src.getRank() != data.getRank())
    return emitOptionalError(location, "layout \"", src.getName(),
                             "\" does not match rank ", data.getRank());
  llvm::DenseMap<char, int64_t> extent;
  for (auto [i, axis] : llvm::enumerate(srcAxes)) {
    int64_t dim = data.getDimSize(i);
    if (axis.factor > 0 && !ShapedType::isDynamic(dim) && dim != axis.factor)
      return emitOptionalError(location, "input extent ", dim, " at index ", i,
                               " does not match the layout's factor ",
                               axis.factor);
  }
  // The full extent of each primal axis (times its sub-axis' factor).
  for (auto [i, axis] : llvm::enumerate(srcAxes)) {
    if (axis.isSubAxis())
      continue;
    FailureOr<int64_t> full =
        mulExtentsChecked(location, data.getDimSize(i),
                          std::max<int64_t>(src.getFactorOf(axis.name), 1),
                          "the full extent of axis " + Twine(axis.name));
    if (failed(full))
      return failure();
    extent[axis.name] = *full;
  }
  for (const LayoutAxis &axis : dstAxes)
    if (!axis.isSubAxis() && !extent.count(axis.name))
      return emitOptionalError(location, "cannot convert from ", src.getName(),
                               " to ", dst.getName());
  if (llvm::count_if(dstAxes, [](auto &a) { return !a.isSubAxis(); }) !=
      static_cast<long>(extent.size()))
    return emitOptionalError(location, "cannot convert from ", src.getName(),
                             " to ", dst.getName());
  SmallVector<int64_t> shape;
  for (const LayoutAxis &axis : dstAxes) {
    if (axis.factor > 0) {
      shape.push_back(axis.factor);
      continue;
    }
    int64_t full = extent[axis.name];
    int64_t factor = std::max<int64_t>(dst.getFactorOf(axis.name), 1);
    if (ShapedType::isDynamic(full)) {
      shape.push_back(kDynamic);
    } else if (full % factor != 0) {
      return emitOptionalError(location, "extent ", full, " of axis ",
                               StringRef(&axis.name, 1),
                               " is not divisible by ", factor);
    } else {
      shape.push_back(full / factor);
    }
  }
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  ArrayRef<int64_t> padWidth = adaptor.getPadWidth();
  if (static_cast<int64_t>(padWidth.size()) != 2 * data.getRank())
    return emitOptionalError(location, "pad_width must have 2 values per "
                                       "dimension (",
                             2 * data.getRank(), "), got ", padWidth.size());
  // TVM's PadRel: widths only add elements (cropping is strided_slice).
  for (int64_t d = 0; d < data.getRank(); ++d)
    for (int64_t side = 0; side < 2; ++side)
      if (padWidth[2 * d + side] < 0)
        return emitOptionalError(location, "pad_width must be non-negative, got ",
                                 padWidth[2 * d + side],
                                 side ? " after" : " before", " dimension ", d);
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < data.getRank(); ++d) {
    int64_t dim = data.getDimSize(d);
    if (ShapedType::isDynamic(dim)) {
      shape.push_back(kDynamic);
      continue;
    }
    FailureOr<int64_t> before =
        addChecked(location, dim, padWidth[2 * d],
                   "the padded extent of dimension " + Twine(d));
    if (failed(before))
      return failure();
    FailureOr<int64_t> padded =
        addChecked(location, *before, padWidth[2 * d + 1],
                   "the padded extent of dimension " + Twine(d));
    if (failed(padded))
      return failure();
    shape.push_back(*padded);
  }
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult BatchFlattenOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  if (data.getRank() == 0)
    return emitOptionalError(location, "cannot flatten a rank-0 tensor");
  int64_t rest = 1;
  for (int64_t d = 1; d < data.getRank(); ++d) {
    FailureOr<int64_t> product = mulExtentsChecked(
        location, rest, data.getDimSize(d), "the flattened extent");
    if (failed(product))
      return failure();
    rest = *product;
  }
  inferred.push_back(data.clone({data.getDimSize(0), rest}));
  return success();
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

static LogicalResult checkShape(std::optional<Location> loc,
                                ArrayRef<int64_t> shape) {
  if (llvm::any_of(shape, [](int64_t d) { return d < 0; }))
    return emitOptionalError(loc, "shape must not have negative extents");
  return verifyShapeFits(loc, shape);
}

LogicalResult FullOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto fill = tensorOf(adaptor.getFillValue().getType());
  if (failed(checkShape(location, adaptor.getShape())))
    return failure();
  Type element = adaptor.getDtype() ? *adaptor.getDtype() : fill.getElementType();
  inferred.push_back(RankedTensorType::get(adaptor.getShape(), element));
  return success();
}

LogicalResult ZerosOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  if (failed(checkShape(location, adaptor.getShape())))
    return failure();
  inferred.push_back(
      RankedTensorType::get(adaptor.getShape(), adaptor.getDtype()));
  return success();
}

LogicalResult OnesOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  if (failed(checkShape(location, adaptor.getShape())))
    return failure();
  inferred.push_back(
      RankedTensorType::get(adaptor.getShape(), adaptor.getDtype()));
  return success();
}

/// The scalar value of a constant operand, if it is one.
static std::optional<double> getScalarConstant(Value v) {
  Attribute attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  auto elements = dyn_cast<DenseElementsAttr>(attr);
  if (!elements || elements.getNumElements() != 1)
    return std::nullopt;
  Type element = elements.getElementType();
  if (isa<FloatType>(element))
    return (*elements.value_begin<APFloat>()).convertToDouble();
  if (element.isUnsignedInteger())
    return static_cast<double>((*elements.value_begin<APInt>()).getZExtValue());
  return static_cast<double>((*elements.value_begin<APInt>()).getSExtValue());
}

LogicalResult ArangeOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  int64_t length = kDynamic;
  std::optional<double> start = getScalarConstant(adaptor.getStart());
  std::optional<double> stop = getScalarConstant(adaptor.getStop());
  std::optional<double> step = getScalarConstant(adaptor.getStep());
  if (start && stop && step) {
    if (*step == 0)
      return emitOptionalError(location, "arange step must be non-zero");
    double n = std::ceil((*stop - *start) / *step);
    if (!(n > 0))
      return emitOptionalError(location, "arange produces no elements");
    if (n > 1e15)
      return emitOptionalError(location, "arange produces too many elements");
    length = static_cast<int64_t>(n);
  }
  inferred.push_back(RankedTensorType::get({length}, adaptor.getDtype()));
  return success();
}

//===----------------------------------------------------------------------===//
// Tuple operands (RelayTupleOperandsInterface)
//===----------------------------------------------------------------------===//

// concatenate((%a, %b, ...)) and stack((%a, %b, ...)): one tuple argument.
ArrayRef<bool> ConcatenateOp::getTupleOperandGroups() {
  static constexpr bool kGroups[] = {true};
  return kGroups;
}

ArrayRef<bool> StackOp::getTupleOperandGroups() {
  static constexpr bool kGroups[] = {true};
  return kGroups;
}
