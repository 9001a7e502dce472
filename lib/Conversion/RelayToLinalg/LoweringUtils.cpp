//===- LoweringUtils.cpp - Helpers shared by the relay lowerings ----------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineExpr.h"

#include <limits>

using namespace mlir;
using namespace mlir::relay;

Value relay::castTo(OpBuilder &b, Location loc, Value value, Type type) {
  FailureOr<Value> cast = castToType(b, loc, value, type);
  assert(succeeded(cast) && "the lowering only re-types compatible tensors");
  return succeeded(cast) ? *cast : Value();
}

SmallVector<ReassociationIndices>
relay::getUnitDimsReassociation(ArrayRef<bool> unit) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t i = 0, e = unit.size(); i < e; ++i) {
    if (unit[i]) {
      if (groups.empty())
        pending.push_back(i);
      else
        groups.back().push_back(i);
      continue;
    }
    pending.push_back(i);
    groups.push_back(pending);
    pending.clear();
  }
  return groups;
}

Value relay::dropUnitDims(OpBuilder &b, Location loc, Value value,
                          ArrayRef<bool> unit) {
  auto type = cast<RankedTensorType>(value.getType());
  if (llvm::none_of(unit, [](bool u) { return u; }))
    return value;
  SmallVector<int64_t> refined(type.getShape());
  for (auto [i, u] : llvm::enumerate(unit))
    if (u)
      refined[i] = 1;
  value = castTo(b, loc, value, type.clone(refined));
  return tensor::CollapseShapeOp::create(b, loc, value,
                                         getUnitDimsReassociation(unit));
}

Value relay::insertUnitDims(OpBuilder &b, Location loc, Value value,
                            ArrayRef<bool> unit) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == static_cast<int64_t>(unit.size()))
    return value;
  SmallVector<OpFoldResult> sizes;
  int64_t src = 0;
  for (bool u : unit)
    sizes.push_back(u ? OpFoldResult(b.getIndexAttr(1))
                      : tensor::getMixedSize(b, loc, value, src++));
  SmallVector<int64_t> shape = decomposeMixedValues(sizes).first;
  return tensor::ExpandShapeOp::create(b, loc, type.clone(shape), value,
                                       getUnitDimsReassociation(unit), sizes);
}

SmallVector<OpFoldResult>
relay::getBroadcastResultSizes(OpBuilder &b, Location loc,
                               RankedTensorType resultType,
                               ValueRange operands) {
  SmallVector<OpFoldResult> sizes;
  int64_t rank = resultType.getRank();
  for (int64_t i = 0; i < rank; ++i) {
    if (!resultType.isDynamicDim(i)) {
      sizes.push_back(b.getIndexAttr(resultType.getDimSize(i)));
      continue;
    }
    OpFoldResult size;
    for (Value operand : operands) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type)
        continue;
      int64_t j = i - (rank - type.getRank());
      if (j < 0 || type.getDimSize(j) == 1)
        continue;
      size = tensor::getMixedSize(b, loc, operand, j);
      if (type.isDynamicDim(j) || !size)
        break;
    }
    sizes.push_back(size ? size : b.getIndexAttr(1));
  }
  return sizes;
}

void relay::assertEqualExtents(OpBuilder &b, Location loc,
                               OpFoldResult expected, OpFoldResult actual,
                               const Twine &what) {
  auto dimOf = [](OpFoldResult size) {
    auto value = dyn_cast_if_present<Value>(size);
    return value ? value.getDefiningOp<tensor::DimOp>() : tensor::DimOp();
  };
  tensor::DimOp expectedDim = dimOf(expected), actualDim = dimOf(actual);
  if (expected == actual ||
      (getConstantIntValue(expected) && getConstantIntValue(actual)) ||
      (expectedDim && actualDim &&
       expectedDim.getSource() == actualDim.getSource() &&
       expectedDim.getConstantIndex() &&
       expectedDim.getConstantIndex() == actualDim.getConstantIndex()))
    return;
  std::string message;
  llvm::raw_string_ostream os(message);
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
       << fileLoc.getColumn() << ": ";
  os << what << " at run time";
  Value equal =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                            getValueOrCreateConstantIndexOp(b, loc, expected),
                            getValueOrCreateConstantIndexOp(b, loc, actual));
  cf::AssertOp::create(b, loc, equal, message);
}

Value relay::createEmpty(OpBuilder &b, Location loc,
                         ArrayRef<OpFoldResult> sizes, Type elementType) {
  return tensor::EmptyOp::create(b, loc, sizes, elementType);
}

Value relay::createFilled(OpBuilder &b, Location loc,
                          ArrayRef<OpFoldResult> sizes, Value value) {
  Value empty = createEmpty(b, loc, sizes, value.getType());
  return linalg::FillOp::create(b, loc, ValueRange{value}, ValueRange{empty})
      .getResult(0);
}

AffineMap relay::getBroadcastMap(MLIRContext *ctx, RankedTensorType operandType,
                                 RankedTensorType resultType) {
  int64_t rank = resultType.getRank();
  int64_t offset = rank - operandType.getRank();
  SmallVector<AffineExpr> exprs;
  for (int64_t j = 0; j < operandType.getRank(); ++j) {
    int64_t i = j + offset;
    if (operandType.getDimSize(j) == 1 && resultType.getDimSize(i) != 1)
      exprs.push_back(getAffineConstantExpr(0, ctx));
    else
      exprs.push_back(getAffineDimExpr(i, ctx));
  }
  return AffineMap::get(rank, 0, exprs, ctx);
}

Value relay::createElementwise(
    OpBuilder &b, Location loc, RankedTensorType resultType, ValueRange inputs,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  MLIRContext *ctx = b.getContext();
  SmallVector<OpFoldResult> sizes =
      getBroadcastResultSizes(b, loc, resultType, inputs);
  // An extent that is not a static 1 is read as is (getBroadcastMap), so it
  // must be the result's: a `?` is never a run-time 1 that broadcasts, and
  // two `?` extents of different sizes would read out of bounds.
  int64_t rank = resultType.getRank();
  for (auto [n, input] : llvm::enumerate(inputs)) {
    auto type = cast<RankedTensorType>(input.getType());
    for (int64_t j = 0; j < type.getRank(); ++j) {
      int64_t i = j + rank - type.getRank();
      // Nothing to check (and no tensor.dim to create) for a static 1, for
      // static extents, and where the result's extent is read off this one.
      auto readOff = dyn_cast_if_present<Value>(sizes[i])
                         ? cast<Value>(sizes[i]).getDefiningOp<tensor::DimOp>()
                         : tensor::DimOp();
      if (type.getDimSize(j) == 1 ||
          (!type.isDynamicDim(j) && getConstantIntValue(sizes[i])) ||
          (readOff && readOff.getSource() == input &&
           readOff.getConstantIndex() == j))
        continue;
      assertEqualExtents(b, loc, sizes[i],
                         tensor::getMixedSize(b, loc, input, j),
                         "operand " + Twine(n) + "'s extent of dimension " +
                             Twine(i) + " differs from the other operands'");
    }
  }
  Value init = createEmpty(b, loc, sizes, resultType.getElementType());
  SmallVector<AffineMap> maps;
  for (Value input : inputs)
    maps.push_back(getBroadcastMap(ctx, cast<RankedTensorType>(input.getType()),
                                   resultType));
  maps.push_back(b.getMultiDimIdentityMap(resultType.getRank()));
  SmallVector<utils::IteratorType> iterators(resultType.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value result = body(nb, nloc, args.drop_back());
        linalg::YieldOp::create(nb, nloc, result);
      });
  Value result = generic.getResult(0);
  if (result.getType() != resultType)
    result = tensor::CastOp::create(b, loc, resultType, result);
  return result;
}

Value relay::createScalar(OpBuilder &b, Location loc, Type type, double value) {
  if (isa<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  if (type.isIndex())
    return arith::ConstantIndexOp::create(b, loc, static_cast<int64_t>(value));
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(type, static_cast<int64_t>(value)));
}

/// The identity of a max (`max` true) or min reduction over `type`: upstream
/// arith's, with Relay's signedness (a bool compares as unsigned).
static Value createExtremum(OpBuilder &b, Location loc, Type type,
                            bool isUnsigned, bool max, bool finite = false) {
  using Kind = arith::AtomicRMWKind;
  bool isFloat = isa<FloatType>(type);
  bool asUnsigned = isUnsigned || type.isInteger(1);
  Kind kind = isFloat      ? (max ? Kind::maximumf : Kind::minimumf)
              : asUnsigned ? (max ? Kind::maxu : Kind::minu)
                           : (max ? Kind::maxs : Kind::mins);
  return arith::getIdentityValue(kind, type, b, loc, finite);
}

Value relay::createLowest(OpBuilder &b, Location loc, Type type,
                          bool isUnsigned) {
  return createExtremum(b, loc, type, isUnsigned, /*max=*/true);
}

Value relay::createHighest(OpBuilder &b, Location loc, Type type,
                           bool isUnsigned) {
  return createExtremum(b, loc, type, isUnsigned, /*max=*/false);
}

Value relay::createLowestFinite(OpBuilder &b, Location loc, Type type,
                                bool isUnsigned) {
  return createExtremum(b, loc, type, isUnsigned, /*max=*/true,
                        /*finite=*/true);
}

Value relay::castScalar(OpBuilder &b, Location loc, Value value, Type dstType,
                        bool srcUnsigned, bool dstUnsigned) {
  Type srcType = value.getType();
  if (srcType == dstType)
    return value;
  bool srcFloat = isa<FloatType>(srcType), dstFloat = isa<FloatType>(dstType);
  // Casting to bool is a comparison with zero, as in TVM.
  if (dstType.isInteger(1)) {
    Value zero = createScalar(b, loc, srcType, 0);
    if (srcFloat)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, value,
                                   zero);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value, zero);
  }
  if (srcType.isInteger(1))
    srcUnsigned = true;
  if (srcFloat && dstFloat) {
    if (srcType.getIntOrFloatBitWidth() < dstType.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(b, loc, dstType, value);
    if (srcType.getIntOrFloatBitWidth() > dstType.getIntOrFloatBitWidth())
      return arith::TruncFOp::create(b, loc, dstType, value);
    // f16 <-> bf16: through f32.
    Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return arith::TruncFOp::create(b, loc, dstType, wide);
  }
  if (srcFloat)
    return dstUnsigned
               ? arith::FPToUIOp::create(b, loc, dstType, value).getResult()
               : arith::FPToSIOp::create(b, loc, dstType, value).getResult();
  if (dstFloat)
    return srcUnsigned
               ? arith::UIToFPOp::create(b, loc, dstType, value).getResult()
               : arith::SIToFPOp::create(b, loc, dstType, value).getResult();
  unsigned srcWidth = srcType.getIntOrFloatBitWidth();
  unsigned dstWidth = dstType.getIntOrFloatBitWidth();
  if (srcWidth > dstWidth)
    return arith::TruncIOp::create(b, loc, dstType, value);
  if (srcWidth < dstWidth)
    return srcUnsigned
               ? arith::ExtUIOp::create(b, loc, dstType, value).getResult()
               : arith::ExtSIOp::create(b, loc, dstType, value).getResult();
  return value;
}

Type relay::toSignless(Type type) {
  if (auto i = dyn_cast<IntegerType>(type))
    if (!i.isSignless())
      return IntegerType::get(type.getContext(), i.getWidth());
  return type;
}

Value relay::padTensor(OpBuilder &b, Location loc, Value input,
                       ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                       Value value) {
  if (llvm::all_of(low, [](int64_t v) { return v == 0; }) &&
      llvm::all_of(high, [](int64_t v) { return v == 0; }))
    return input;
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < type.getRank(); ++i)
    shape.push_back(type.isDynamicDim(i)
                        ? ShapedType::kDynamic
                        : type.getDimSize(i) + low[i] + high[i]);
  SmallVector<OpFoldResult> lowAttrs, highAttrs;
  for (int64_t v : low)
    lowAttrs.push_back(b.getIndexAttr(v));
  for (int64_t v : high)
    highAttrs.push_back(b.getIndexAttr(v));
  return tensor::PadOp::create(b, loc, type.clone(shape), input, lowAttrs,
                               highAttrs, value);
}

Value relay::transposeTensor(OpBuilder &b, Location loc, Value input,
                             ArrayRef<int64_t> perm) {
  bool identity = llvm::all_of(llvm::enumerate(perm), [](auto it) {
    return it.value() == static_cast<int64_t>(it.index());
  });
  if (identity)
    return input;
  SmallVector<OpFoldResult> sizes;
  for (int64_t p : perm)
    sizes.push_back(tensor::getMixedSize(b, loc, input, p));
  auto type = cast<RankedTensorType>(input.getType());
  Value init = createEmpty(b, loc, sizes, type.getElementType());
  return linalg::TransposeOp::create(b, loc, input, init, perm).getResult()[0];
}
