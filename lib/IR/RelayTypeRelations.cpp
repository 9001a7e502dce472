//===- RelayTypeRelations.cpp - TVM type relations ------------------------===//

#include "RelayDialect/IR/RelayTypeRelations.h"
#include "RelayDialect/IR/RelayTypes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::relay;

bool relay::areCompatibleTypes(Type lhs, Type rhs) {
  if (lhs == rhs)
    return true;
  if (auto l = dyn_cast<RankedTensorType>(lhs)) {
    auto r = dyn_cast<RankedTensorType>(rhs);
    return r && l.getElementType() == r.getElementType() &&
           succeeded(verifyCompatibleShape(l.getShape(), r.getShape()));
  }
  if (auto l = dyn_cast<TupleType>(lhs)) {
    auto r = dyn_cast<TupleType>(rhs);
    return r && areCompatibleTypes(l.getTypes(), r.getTypes());
  }
  if (auto l = dyn_cast<FunctionType>(lhs)) {
    auto r = dyn_cast<FunctionType>(rhs);
    return r && areCompatibleTypes(l.getInputs(), r.getInputs()) &&
           areCompatibleTypes(l.getResults(), r.getResults());
  }
  // References are invariant in their value type, so combineTypes below
  // never refines one; compatibility only says that both could be the same.
  if (auto l = dyn_cast<RefType>(lhs)) {
    auto r = dyn_cast<RefType>(rhs);
    return r && areCompatibleTypes(l.getValueType(), r.getValueType());
  }
  return false;
}

bool relay::areCompatibleTypes(TypeRange lhs, TypeRange rhs) {
  if (lhs.size() != rhs.size())
    return false;
  for (auto [l, r] : llvm::zip(lhs, rhs))
    if (!areCompatibleTypes(l, r))
      return false;
  return true;
}

/// Combines two compatible types dimension by dimension with `combine`,
/// recursing through tuples and function types.
/// Both types must have the same structure (kinds, ranks, element types,
/// arities); `lhs` is returned otherwise.
static Type combineTypes(Type lhs, Type rhs,
                         function_ref<int64_t(int64_t, int64_t)> combine) {
  if (lhs == rhs)
    return lhs;
  auto combineLists = [&](TypeRange l, TypeRange r) {
    SmallVector<Type> result;
    for (auto [a, b] : llvm::zip(l, r))
      result.push_back(combineTypes(a, b, combine));
    return result;
  };
  if (auto l = dyn_cast<RankedTensorType>(lhs)) {
    auto r = dyn_cast<RankedTensorType>(rhs);
    if (!r || r.getRank() != l.getRank() ||
        r.getElementType() != l.getElementType())
      return lhs;
    SmallVector<int64_t> shape;
    for (auto [a, b] : llvm::zip(l.getShape(), r.getShape()))
      shape.push_back(combine(a, b));
    return RankedTensorType::get(shape, l.getElementType(), l.getEncoding());
  }
  if (auto l = dyn_cast<TupleType>(lhs)) {
    auto r = dyn_cast<TupleType>(rhs);
    if (!r || r.size() != l.size())
      return lhs;
    return TupleType::get(lhs.getContext(),
                          combineLists(l.getTypes(), r.getTypes()));
  }
  if (auto l = dyn_cast<FunctionType>(lhs)) {
    auto r = dyn_cast<FunctionType>(rhs);
    if (!r || r.getNumInputs() != l.getNumInputs() ||
        r.getNumResults() != l.getNumResults())
      return lhs;
    return FunctionType::get(lhs.getContext(),
                             combineLists(l.getInputs(), r.getInputs()),
                             combineLists(l.getResults(), r.getResults()));
  }
  return lhs;
}

Type relay::meetTypes(Type lhs, Type rhs) {
  if (!areCompatibleTypes(lhs, rhs))
    return lhs;
  return combineTypes(lhs, rhs, [](int64_t a, int64_t b) {
    return ShapedType::isDynamic(a) ? b : a;
  });
}

Type relay::joinTypes(Type lhs, Type rhs) {
  return combineTypes(lhs, rhs, [](int64_t a, int64_t b) {
    return a == b ? a : ShapedType::kDynamic;
  });
}

/// `result` of `a op b`, or the overflow diagnostic when it is none.
static FailureOr<int64_t> checkedResult(std::optional<Location> loc,
                                        std::optional<int64_t> result,
                                        int64_t a, StringRef op, int64_t b,
                                        const Twine &what) {
  if (result)
    return *result;
  (void)emitOptionalError(loc, what, " (", a, op, b, ") overflows int64");
  return failure();
}

FailureOr<int64_t> relay::mulChecked(std::optional<Location> loc, int64_t a,
                                     int64_t b, const Twine &what) {
  return checkedResult(loc, llvm::checkedMul(a, b), a, " * ", b, what);
}

FailureOr<int64_t> relay::addChecked(std::optional<Location> loc, int64_t a,
                                     int64_t b, const Twine &what) {
  return checkedResult(loc, llvm::checkedAdd(a, b), a, " + ", b, what);
}

FailureOr<int64_t> relay::subChecked(std::optional<Location> loc, int64_t a,
                                     int64_t b, const Twine &what) {
  return checkedResult(loc, llvm::checkedSub(a, b), a, " - ", b, what);
}

FailureOr<int64_t> relay::mulExtentsChecked(std::optional<Location> loc,
                                            int64_t a, int64_t b,
                                            const Twine &what) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b))
    return ShapedType::kDynamic;
  return mulChecked(loc, a, b, what);
}

LogicalResult relay::verifyShapeFits(std::optional<Location> loc,
                                     ArrayRef<int64_t> shape,
                                     const Twine &what) {
  int64_t count = 1;
  bool overflow = false;
  for (auto [i, d] : llvm::enumerate(shape)) {
    if (ShapedType::isDynamic(d))
      continue;
    if (d < 0)
      return emitOptionalError(loc, what, " would have the negative extent ", d,
                               " in dimension ", i);
    if (std::optional<int64_t> c = llvm::checkedMul(count, d))
      count = *c;
    else
      overflow = true;
  }
  // A zero extent makes the tensor empty, however large the others are.
  if (overflow && !llvm::is_contained(shape, 0))
    return emitOptionalError(loc, "the element count of ", what,
                             " overflows int64");
  return success();
}

LogicalResult relay::broadcastShapes(std::optional<Location> loc,
                                     ArrayRef<int64_t> lhs,
                                     ArrayRef<int64_t> rhs,
                                     SmallVectorImpl<int64_t> &result) {
  size_t rank = std::max(lhs.size(), rhs.size());
  result.assign(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    int64_t l = i < lhs.size() ? lhs[lhs.size() - 1 - i] : 1;
    int64_t r = i < rhs.size() ? rhs[rhs.size() - 1 - i] : 1;
    int64_t &out = result[rank - 1 - i];
    if (l == r)
      out = l;
    else if (l == 1)
      out = r;
    else if (r == 1)
      out = l;
    else if (ShapedType::isDynamic(l))
      out = r;
    else if (ShapedType::isDynamic(r))
      out = l;
    else
      return emitOptionalError(loc, "operands are not broadcastable: dimension ",
                               l, " vs ", r);
  }
  return success();
}

LogicalResult relay::inferBroadcastType(std::optional<Location> loc, Type lhs,
                                        Type rhs, bool boolResult,
                                        SmallVectorImpl<Type> &inferred) {
  auto l = dyn_cast<RankedTensorType>(lhs);
  auto r = dyn_cast<RankedTensorType>(rhs);
  if (!l || !r)
    return emitOptionalError(loc, "operands must be ranked tensors");
  if (l.getElementType() != r.getElementType())
    return emitOptionalError(loc, "operands have different element types: ",
                             l.getElementType(), " vs ", r.getElementType());
  SmallVector<int64_t> shape;
  if (failed(broadcastShapes(loc, l.getShape(), r.getShape(), shape)) ||
      failed(verifyShapeFits(loc, shape)))
    return failure();
  Type elementType = boolResult ? IntegerType::get(lhs.getContext(), 1)
                                : l.getElementType();
  inferred.push_back(RankedTensorType::get(shape, elementType));
  return success();
}

FailureOr<int64_t> relay::normalizeAxis(std::optional<Location> loc,
                                        int64_t axis, int64_t rank,
                                        StringRef what) {
  if (axis < -rank || axis >= rank) {
    (void)emitOptionalError(loc, what, " ", axis, " is out of range for rank ",
                            rank);
    return failure();
  }
  return axis < 0 ? axis + rank : axis;
}

LogicalResult relay::inferReduceType(std::optional<Location> loc, Type input,
                                     std::optional<ArrayRef<int64_t>> axis,
                                     bool keepdims, bool exclude,
                                     ReduceResultKind kind,
                                     SmallVectorImpl<Type> &inferred) {
  auto type = dyn_cast<RankedTensorType>(input);
  if (!type)
    return emitOptionalError(loc, "operand must be a ranked tensor");
  int64_t rank = type.getRank();
  // TVM's GetReduceAxes: no axis, or an empty list, reduces every axis.
  bool all = !axis || axis->empty();
  SmallVector<bool> reduced(rank, all);
  if (!all) {
    for (int64_t a : *axis) {
      FailureOr<int64_t> n = normalizeAxis(loc, a, rank);
      if (failed(n))
        return failure();
      if (reduced[*n])
        return emitOptionalError(loc, "axis ", a, " appears more than once");
      reduced[*n] = true;
    }
    if (exclude)
      for (int64_t i = 0; i < rank; ++i)
        reduced[i] = !reduced[i];
  }
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i) {
    if (!reduced[i])
      shape.push_back(type.getDimSize(i));
    else if (keepdims)
      shape.push_back(1);
  }
  Type elementType = kind == ReduceResultKind::Index
                         ? IntegerType::get(input.getContext(), 32)
                         : type.getElementType();
  inferred.push_back(RankedTensorType::get(shape, elementType));
  return success();
}

LogicalResult relay::verifyQnnParams(std::optional<Location> loc,
                                     StringRef what, Type data, Type scale,
                                     Type zeroPoint, int64_t axis,
                                     bool alwaysCheckAxis) {
  auto dataType = dyn_cast<RankedTensorType>(data);
  if (!dataType)
    return emitOptionalError(loc, what, " must be a ranked tensor");
  std::optional<int64_t> channelAxis;
  auto getAxis = [&]() -> LogicalResult {
    if (channelAxis)
      return success();
    FailureOr<int64_t> a =
        normalizeAxis(loc, axis, dataType.getRank(), "quantization axis");
    if (failed(a))
      return failure();
    channelAxis = *a;
    return success();
  };
  if (alwaysCheckAxis && failed(getAxis()))
    return failure();
  for (auto [name, type] :
       {std::pair<StringRef, Type>{"scale", scale}, {"zero point", zeroPoint}}) {
    auto t = dyn_cast<RankedTensorType>(type);
    if (!t || t.getRank() > 1)
      return emitOptionalError(loc, what, " ", name,
                               " must be a scalar or a 1-D tensor");
    if (t.getRank() == 0)
      continue;
    // Per-channel parameters have one value per channel along the axis.
    if (failed(getAxis()))
      return failure();
    int64_t extent = dataType.getDimSize(*channelAxis);
    if (failed(verifyCompatibleShape({extent}, t.getShape())))
      return emitOptionalError(loc, what, " ", name, " has ", t.getDimSize(0),
                               " values but the channel axis has ", extent);
  }
  return success();
}

LogicalResult relay::verifyQnnScalarParams(std::optional<Location> loc,
                                           StringRef what, Type scale,
                                           Type zeroPoint) {
  for (auto [name, type] :
       {std::pair<StringRef, Type>{"scale", scale}, {"zero point", zeroPoint}}) {
    auto t = dyn_cast<RankedTensorType>(type);
    if (!t || t.getRank() != 0)
      return emitOptionalError(loc, what, " ", name, " must be a scalar, got ",
                               type);
  }
  return success();
}

FailureOr<Value> relay::castToType(OpBuilder &b, Location loc, Value value,
                                   Type type) {
  if (value.getType() == type)
    return value;
  auto from = dyn_cast<RankedTensorType>(value.getType());
  auto to = dyn_cast<RankedTensorType>(type);
  if (!from || !to || !tensor::CastOp::areCastCompatible(from, to))
    return failure();
  return tensor::CastOp::create(b, loc, to, value).getResult();
}
