//===- ReduceToLinalg.cpp - Relay reductions to linalg --------------------===//
//
// sum, mean, max, min, prod, all and any become one linalg.reduce over the
// reduced dimensions (mean and variance then divide by the element count,
// read from the operand's extents so that `?` works); argmax and argmin are a
// linalg.generic with two outputs, the value and the i32 index. `keepdims`
// re-inserts the reduced dimensions with a tensor.expand_shape.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::relay;

namespace {

/// The input dimensions a reduction reduces (TVM's GetReduceAxes): all of
/// them when `axis` is absent or empty (then `exclude` is ignored), else the
/// listed ones, or with `exclude` all the others.
SmallVector<bool> getReducedDims(int64_t rank,
                                 std::optional<ArrayRef<int64_t>> axis,
                                 bool exclude) {
  bool all = !axis || axis->empty();
  SmallVector<bool> reduced(rank, all);
  if (all)
    return reduced;
  for (int64_t a : *axis)
    reduced[a < 0 ? a + rank : a] = true;
  if (exclude)
    for (int64_t i = 0; i < rank; ++i)
      reduced[i] = !reduced[i];
  return reduced;
}

/// The extents of the dimensions that are not reduced.
SmallVector<OpFoldResult> keptSizes(OpBuilder &b, Location loc, Value input,
                                    ArrayRef<bool> reduced) {
  SmallVector<OpFoldResult> sizes;
  for (int64_t i = 0, e = reduced.size(); i < e; ++i)
    if (!reduced[i])
      sizes.push_back(tensor::getMixedSize(b, loc, input, i));
  return sizes;
}

/// The number of reduced elements as a scalar of `type`.
Value reducedCount(OpBuilder &b, Location loc, Value input,
                   ArrayRef<bool> reduced, Type type, int64_t offset = 0) {
  int64_t constant = 1;
  Value dynamic;
  for (int64_t i = 0, e = reduced.size(); i < e; ++i) {
    if (!reduced[i])
      continue;
    OpFoldResult dim = tensor::getMixedSize(b, loc, input, i);
    if (auto attr = dyn_cast<Attribute>(dim)) {
      constant *= cast<IntegerAttr>(attr).getInt();
      continue;
    }
    Value v = cast<Value>(dim);
    dynamic =
        dynamic ? arith::MulIOp::create(b, loc, dynamic, v).getResult() : v;
  }
  if (!dynamic)
    return createScalar(b, loc, type, static_cast<double>(constant + offset));
  if (constant != 1)
    dynamic = arith::MulIOp::create(
        b, loc, dynamic, arith::ConstantIndexOp::create(b, loc, constant));
  if (offset != 0)
    dynamic = arith::AddIOp::create(
        b, loc, dynamic, arith::ConstantIndexOp::create(b, loc, offset));
  if (isa<FloatType>(type)) {
    Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), dynamic);
    return arith::SIToFPOp::create(b, loc, type, i64);
  }
  return arith::IndexCastOp::create(b, loc, type, dynamic);
}

/// A linalg.reduce of `input` over the `reduced` dimensions into a tensor of
/// `accType` initialised with `init`; `combine(element, accumulator)`.
Value buildReduce(
    OpBuilder &b, Location loc, Value input, ArrayRef<bool> reduced, Value init,
    function_ref<Value(OpBuilder &, Location, Value, Value)> combine) {
  Value filled = createFilled(b, loc, keptSizes(b, loc, input, reduced), init);
  SmallVector<int64_t> dims;
  for (int64_t i = 0, e = reduced.size(); i < e; ++i)
    if (reduced[i])
      dims.push_back(i);
  auto reduce = linalg::ReduceOp::create(
      b, loc, ValueRange{input}, ValueRange{filled}, dims,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(
            nb, nloc, ValueRange{combine(nb, nloc, args[0], args[1])});
      });
  return reduce.getResult(0);
}

/// An element-wise linalg.generic over `input` giving `elementType`.
Value mapElements(OpBuilder &b, Location loc, Value input, Type elementType,
                  function_ref<Value(OpBuilder &, Location, Value)> body) {
  auto type = cast<RankedTensorType>(input.getType());
  return createElementwise(b, loc, type.clone(elementType), input,
                           [&](OpBuilder &nb, Location nloc, ValueRange args) {
                             return body(nb, nloc, args[0]);
                           });
}

/// keepdims and the cast to the declared result type.
Value finishReduce(OpBuilder &b, Location loc, Value value,
                   ArrayRef<bool> reduced, bool keepdims,
                   RankedTensorType resultType) {
  if (keepdims)
    value = insertUnitDims(b, loc, value, reduced);
  if (value.getType() != resultType)
    value = tensor::CastOp::create(b, loc, resultType, value);
  return value;
}

Value divide(OpBuilder &b, Location loc, Value lhs, Value rhs,
             bool isUnsigned) {
  if (isa<FloatType>(lhs.getType()))
    return arith::DivFOp::create(b, loc, lhs, rhs);
  return isUnsigned ? arith::DivUIOp::create(b, loc, lhs, rhs).getResult()
                    : arith::DivSIOp::create(b, loc, lhs, rhs).getResult();
}

enum class ReduceKind { Sum, Mean, Max, Min, Prod, All, Any };

/// The reductions with a scalar combiner.
template <typename OpTy, ReduceKind kind>
struct ReduceOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto inputType = cast<RankedTensorType>(input.getType());
    Type element = inputType.getElementType();
    bool isFloat = isa<FloatType>(element);
    // Booleans compare as unsigned (true > false).
    bool isUnsigned =
        isUnsignedElement(op.getData().getType()) || element.isInteger(1);
    SmallVector<bool> reduced =
        getReducedDims(inputType.getRank(), op.getAxis(), op.getExclude());

    // mean accumulates 16-bit floats in f32, as TVM does.
    Type accType = element;
    if (kind == ReduceKind::Mean && isFloat &&
        element.getIntOrFloatBitWidth() < 32)
      accType = rewriter.getF32Type();

    Value init;
    switch (kind) {
    case ReduceKind::Sum:
    case ReduceKind::Mean:
    case ReduceKind::Any:
      init = createScalar(rewriter, loc, accType, 0);
      break;
    case ReduceKind::Prod:
      init = createScalar(rewriter, loc, accType, 1);
      break;
    case ReduceKind::All:
      init = createScalar(rewriter, loc, accType, 1);
      break;
    case ReduceKind::Max:
      init = createLowest(rewriter, loc, accType, isUnsigned);
      break;
    case ReduceKind::Min:
      init = createHighest(rewriter, loc, accType, isUnsigned);
      break;
    }

    Value result = buildReduce(
        rewriter, loc, input, reduced, init,
        [&](OpBuilder &b, Location l, Value x, Value acc) -> Value {
          if (x.getType() != accType)
            x = arith::ExtFOp::create(b, l, accType, x);
          switch (kind) {
          case ReduceKind::Sum:
          case ReduceKind::Mean:
            return isFloat ? arith::AddFOp::create(b, l, x, acc).getResult()
                           : arith::AddIOp::create(b, l, x, acc).getResult();
          case ReduceKind::Prod:
            return isFloat ? arith::MulFOp::create(b, l, x, acc).getResult()
                           : arith::MulIOp::create(b, l, x, acc).getResult();
          case ReduceKind::Max:
            if (isFloat)
              return arith::MaximumFOp::create(b, l, x, acc);
            return isUnsigned
                       ? arith::MaxUIOp::create(b, l, x, acc).getResult()
                       : arith::MaxSIOp::create(b, l, x, acc).getResult();
          case ReduceKind::Min:
            if (isFloat)
              return arith::MinimumFOp::create(b, l, x, acc);
            return isUnsigned
                       ? arith::MinUIOp::create(b, l, x, acc).getResult()
                       : arith::MinSIOp::create(b, l, x, acc).getResult();
          case ReduceKind::All:
            return arith::AndIOp::create(b, l, x, acc);
          case ReduceKind::Any:
            return arith::OrIOp::create(b, l, x, acc);
          }
          llvm_unreachable("unknown reduction");
        });

    if (kind == ReduceKind::Mean) {
      Value count = reducedCount(rewriter, loc, input, reduced, accType);
      result = mapElements(rewriter, loc, result, element,
                           [&](OpBuilder &b, Location l, Value v) -> Value {
                             Value q = divide(b, l, v, count, isUnsigned);
                             if (q.getType() != element)
                               q = arith::TruncFOp::create(b, l, element, q);
                             return q;
                           });
    }

    rewriter.replaceOp(op, finishReduce(rewriter, loc, result, reduced,
                                        op.getKeepdims(), resultType));
    return success();
  }
};

/// argmax / argmin: a linalg.generic whose outputs are the running extreme
/// value and its index. The index of an element is its position in the
/// reduced dimensions, linearised row-major (TVM's RavelIndex); ties go to
/// the first occurrence, or with select_last_index to the last one.
template <typename OpTy, bool isMax>
struct ArgReduceOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!resultType || !resultType.getElementType().isInteger())
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t rank = inputType.getRank();
    Type element = inputType.getElementType();
    Type indexType = resultType.getElementType();
    bool isFloat = isa<FloatType>(element);
    bool isUnsigned =
        isUnsignedElement(op.getData().getType()) || element.isInteger(1);
    bool last = op.getSelectLastIndex();
    SmallVector<bool> reduced =
        getReducedDims(rank, op.getAxis(), op.getExclude());

    SmallVector<OpFoldResult> sizes = keptSizes(rewriter, loc, input, reduced);
    Value initValue = isMax ? createLowest(rewriter, loc, element, isUnsigned)
                            : createHighest(rewriter, loc, element, isUnsigned);
    Value values = createFilled(rewriter, loc, sizes, initValue);
    Value indices = createFilled(rewriter, loc, sizes,
                                 createScalar(rewriter, loc, indexType, 0));

    // Extents of the reduced dimensions, for linearising the index.
    SmallVector<std::pair<int64_t, Value>> reducedExtents;
    SmallVector<AffineExpr> keptExprs;
    SmallVector<utils::IteratorType> iterators;
    for (int64_t i = 0; i < rank; ++i) {
      if (reduced[i]) {
        // The first reduced extent takes no part in the linearisation.
        Value extent;
        if (!reducedExtents.empty())
          extent = getValueOrCreateConstantIndexOp(
              rewriter, loc, tensor::getMixedSize(rewriter, loc, input, i));
        reducedExtents.push_back({i, extent});
        iterators.push_back(utils::IteratorType::reduction);
      } else {
        keptExprs.push_back(getAffineDimExpr(i, ctx));
        iterators.push_back(utils::IteratorType::parallel);
      }
    }
    AffineMap outMap = AffineMap::get(rank, 0, keptExprs, ctx);
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank),
                                   outMap, outMap};

    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{values.getType(), indices.getType()},
        ValueRange{input}, ValueRange{values, indices}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = args[0], accValue = args[1], accIndex = args[2];
          Value linear;
          for (auto [dim, extent] : reducedExtents) {
            Value idx = linalg::IndexOp::create(b, l, dim);
            linear = linear
                         ? arith::AddIOp::create(
                               b, l,
                               arith::MulIOp::create(b, l, linear, extent), idx)
                               .getResult()
                         : idx;
          }
          if (!linear)
            linear = arith::ConstantIndexOp::create(b, l, 0);
          Value index = arith::IndexCastOp::create(b, l, indexType, linear);
          Value better, equal;
          if (isFloat) {
            better = arith::CmpFOp::create(b, l,
                                           isMax ? arith::CmpFPredicate::OGT
                                                 : arith::CmpFPredicate::OLT,
                                           x, accValue);
            equal = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, x,
                                          accValue);
          } else {
            using P = arith::CmpIPredicate;
            P pred = isMax ? (isUnsigned ? P::ugt : P::sgt)
                           : (isUnsigned ? P::ult : P::slt);
            better = arith::CmpIOp::create(b, l, pred, x, accValue);
            equal = arith::CmpIOp::create(b, l, P::eq, x, accValue);
          }
          Value preferred = arith::CmpIOp::create(
              b, l,
              last ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::slt,
              index, accIndex);
          Value update = arith::OrIOp::create(
              b, l, better, arith::AndIOp::create(b, l, equal, preferred));
          Value newValue = arith::SelectOp::create(b, l, update, x, accValue);
          Value newIndex =
              arith::SelectOp::create(b, l, update, index, accIndex);
          linalg::YieldOp::create(b, l, ValueRange{newValue, newIndex});
        });

    rewriter.replaceOp(op, finishReduce(rewriter, loc, generic.getResult(1),
                                        reduced, op.getKeepdims(), resultType));
    return success();
  }
};

/// variance: sum((data - mean)^2) / N, or / (N - 1) when unbiased; the mean
/// operand broadcasts against the data (it usually keeps the reduced
/// dimensions with extent 1).
struct VarianceOpLowering : public OpConversionPattern<VarianceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(VarianceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value data = adaptor.getData();
    auto dataType = cast<RankedTensorType>(data.getType());
    Type element = dataType.getElementType();
    SmallVector<bool> reduced =
        getReducedDims(dataType.getRank(), op.getAxis(), op.getExclude());

    Value squares = createElementwise(
        rewriter, loc, dataType, ValueRange{data, adaptor.getMean()},
        [](OpBuilder &b, Location l, ValueRange args) -> Value {
          Value d = arith::SubFOp::create(b, l, args[0], args[1]);
          return arith::MulFOp::create(b, l, d, d);
        });
    Value sum =
        buildReduce(rewriter, loc, squares, reduced,
                    createScalar(rewriter, loc, element, 0),
                    [](OpBuilder &b, Location l, Value x, Value acc) -> Value {
                      return arith::AddFOp::create(b, l, x, acc);
                    });
    Value count = reducedCount(rewriter, loc, data, reduced, element,
                               op.getUnbiased() ? -1 : 0);
    Value result = mapElements(rewriter, loc, sum, element,
                               [&](OpBuilder &b, Location l, Value v) -> Value {
                                 return arith::DivFOp::create(b, l, v, count);
                               });
    rewriter.replaceOp(op, finishReduce(rewriter, loc, result, reduced,
                                        op.getKeepdims(), resultType));
    return success();
  }
};

} // namespace

void relay::populateRelayReduceToLinalgPatterns(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ReduceOpLowering<SumOp, ReduceKind::Sum>,
               ReduceOpLowering<MeanOp, ReduceKind::Mean>,
               ReduceOpLowering<MaxOp, ReduceKind::Max>,
               ReduceOpLowering<MinOp, ReduceKind::Min>,
               ReduceOpLowering<ProdOp, ReduceKind::Prod>,
               ReduceOpLowering<AllOp, ReduceKind::All>,
               ReduceOpLowering<AnyOp, ReduceKind::Any>,
               ArgReduceOpLowering<ArgMaxOp, true>,
               ArgReduceOpLowering<ArgMinOp, false>, VarianceOpLowering>(
      converter, ctx);
}
