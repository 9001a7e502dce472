//===- ElementwiseToLinalg.cpp - Element-wise relay ops to linalg ---------===//
//
// Unary, broadcast binary and creation operators become one linalg.generic
// (or linalg.fill) each; the scalar computation is arith/math.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::relay;

namespace {

/// How a scalar operation reads its element type.
struct ScalarKind {
  bool isFloat;
  bool isUnsigned;
};

ScalarKind getKind(Type relayType) {
  Type element = getElementTypeOrSelf(relayType);
  return {isa<FloatType>(element), element.isUnsignedInteger()};
}

Value buildCompare(OpBuilder &b, Location loc, ScalarKind kind,
                   arith::CmpFPredicate fpred, arith::CmpIPredicate spred,
                   arith::CmpIPredicate upred, Value lhs, Value rhs) {
  if (kind.isFloat)
    return arith::CmpFOp::create(b, loc, fpred, lhs, rhs);
  return arith::CmpIOp::create(b, loc, kind.isUnsigned ? upred : spred, lhs,
                               rhs);
}

/// Integer division and remainder with a defined result where the hardware
/// would trap (SIGFPE): a zero divisor gives 0, and the signed overflow
/// INT_MIN / -1 gives INT_MIN (its two's complement wrap) with remainder 0.
/// TVM leaves both undefined; docs/lowering.md documents the choice.
Value buildSafeIntegerDivision(OpBuilder &b, Location loc, Value lhs,
                               Value rhs, bool isUnsigned, bool remainder,
                               bool floor) {
  using P = arith::CmpIPredicate;
  Type type = lhs.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  auto constant = [&](const APInt &v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, v));
  };
  Value zero = constant(APInt::getZero(width));
  Value byZero = arith::CmpIOp::create(b, loc, P::eq, rhs, zero);
  // The value where the hardware would trap: 0 for a zero divisor; for
  // INT_MIN / -1 the quotient wraps to INT_MIN (lhs) and the remainder is 0.
  Value undefined = byZero;
  Value fallback = zero;
  if (!isUnsigned) {
    // One comparison per statement, so that the IR does not depend on the
    // unspecified order in which a call's arguments are evaluated.
    Value rhsIsMinusOne = arith::CmpIOp::create(
        b, loc, P::eq, rhs, constant(APInt::getAllOnes(width)));
    Value lhsIsMin = arith::CmpIOp::create(
        b, loc, P::eq, lhs, constant(APInt::getSignedMinValue(width)));
    Value overflow = arith::AndIOp::create(b, loc, lhsIsMin, rhsIsMinusOne);
    undefined = arith::OrIOp::create(b, loc, byZero, overflow);
    if (!remainder)
      fallback = arith::SelectOp::create(b, loc, byZero, zero, lhs);
  }
  Value divisor = arith::SelectOp::create(b, loc, undefined,
                                          constant(APInt(width, 1)), rhs);
  Value result;
  if (remainder)
    result = isUnsigned
                 ? arith::RemUIOp::create(b, loc, lhs, divisor).getResult()
                 : arith::RemSIOp::create(b, loc, lhs, divisor).getResult();
  else if (isUnsigned)
    result = arith::DivUIOp::create(b, loc, lhs, divisor);
  else if (floor)
    result = arith::FloorDivSIOp::create(b, loc, lhs, divisor);
  else
    result = arith::DivSIOp::create(b, loc, lhs, divisor);
  return arith::SelectOp::create(b, loc, undefined, fallback, result);
}

/// The scalar body of a broadcast binary operator. `kind` describes the
/// operands' (relay) element type.
Value buildBinary(Operation *op, OpBuilder &b, Location loc, ScalarKind kind,
                  Value lhs, Value rhs) {
  bool f = kind.isFloat, u = kind.isUnsigned;
  using P = arith::CmpIPredicate;
  using FP = arith::CmpFPredicate;
  return TypeSwitch<Operation *, Value>(op)
      .Case([&](AddOp) -> Value {
        return f ? arith::AddFOp::create(b, loc, lhs, rhs).getResult()
                 : arith::AddIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](SubtractOp) -> Value {
        return f ? arith::SubFOp::create(b, loc, lhs, rhs).getResult()
                 : arith::SubIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](MultiplyOp) -> Value {
        return f ? arith::MulFOp::create(b, loc, lhs, rhs).getResult()
                 : arith::MulIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](DivideOp) -> Value {
        if (f)
          return arith::DivFOp::create(b, loc, lhs, rhs);
        return buildSafeIntegerDivision(b, loc, lhs, rhs, u,
                                        /*remainder=*/false, /*floor=*/false);
      })
      .Case([&](FloorDivideOp) -> Value {
        if (f)
          return math::FloorOp::create(b, loc,
                                       arith::DivFOp::create(b, loc, lhs, rhs));
        return buildSafeIntegerDivision(b, loc, lhs, rhs, u,
                                        /*remainder=*/false, /*floor=*/true);
      })
      .Case([&](ModOp) -> Value {
        if (f)
          return arith::RemFOp::create(b, loc, lhs, rhs);
        return buildSafeIntegerDivision(b, loc, lhs, rhs, u,
                                        /*remainder=*/true, /*floor=*/false);
      })
      .Case([&](PowerOp) -> Value {
        return f ? math::PowFOp::create(b, loc, lhs, rhs).getResult()
                 : math::IPowIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](MaximumOp) -> Value {
        if (f)
          return arith::MaximumFOp::create(b, loc, lhs, rhs);
        return u ? arith::MaxUIOp::create(b, loc, lhs, rhs).getResult()
                 : arith::MaxSIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](MinimumOp) -> Value {
        if (f)
          return arith::MinimumFOp::create(b, loc, lhs, rhs);
        return u ? arith::MinUIOp::create(b, loc, lhs, rhs).getResult()
                 : arith::MinSIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Case([&](EqualOp) {
        return buildCompare(b, loc, kind, FP::OEQ, P::eq, P::eq, lhs, rhs);
      })
      .Case([&](NotEqualOp) {
        return buildCompare(b, loc, kind, FP::UNE, P::ne, P::ne, lhs, rhs);
      })
      .Case([&](LessOp) {
        return buildCompare(b, loc, kind, FP::OLT, P::slt, P::ult, lhs, rhs);
      })
      .Case([&](LessEqualOp) {
        return buildCompare(b, loc, kind, FP::OLE, P::sle, P::ule, lhs, rhs);
      })
      .Case([&](GreaterOp) {
        return buildCompare(b, loc, kind, FP::OGT, P::sgt, P::ugt, lhs, rhs);
      })
      .Case([&](GreaterEqualOp) {
        return buildCompare(b, loc, kind, FP::OGE, P::sge, P::uge, lhs, rhs);
      })
      .Case([&](LogicalAndOp) -> Value {
        return arith::AndIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](LogicalOrOp) -> Value {
        return arith::OrIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](LeftShiftOp) -> Value {
        return arith::ShLIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](RightShiftOp) -> Value {
        return u ? arith::ShRUIOp::create(b, loc, lhs, rhs).getResult()
                 : arith::ShRSIOp::create(b, loc, lhs, rhs).getResult();
      })
      .Default([](Operation *) -> Value { return nullptr; });
}

/// TVM's q_multiply_shift with q = 31 on one i32 element: in i64,
/// `((x << lshift) * multiplier + 2^(rshift + 30)) >> (rshift + 31)`, then
/// truncated to i32. `lshift` may be null (no left shift); the shifts are i64.
Value buildQMultiplyShift(OpBuilder &b, Location loc, Value x, Value multiplier,
                          Value lshift, Value rshift) {
  Type i64 = b.getI64Type();
  Value wide = arith::ExtSIOp::create(b, loc, i64, x);
  if (lshift)
    wide = arith::ShLIOp::create(b, loc, wide, lshift);
  wide = arith::MulIOp::create(b, loc, wide, multiplier);
  Value total =
      arith::AddIOp::create(b, loc, rshift, createScalar(b, loc, i64, 31));
  Value one = createScalar(b, loc, i64, 1);
  Value rounding = arith::ShLIOp::create(
      b, loc, one, arith::SubIOp::create(b, loc, total, one));
  wide = arith::AddIOp::create(b, loc, wide, rounding);
  wide = arith::ShRSIOp::create(b, loc, wide, total);
  return arith::TruncIOp::create(b, loc, x.getType(), wide);
}

/// The scalar body of a unary operator.
Value buildUnary(Operation *op, OpBuilder &b, Location loc, ScalarKind kind,
                 Value x) {
  Type type = x.getType();
  bool f = kind.isFloat, u = kind.isUnsigned;
  return TypeSwitch<Operation *, Value>(op)
      .Case([&](ReluOp) -> Value {
        if (u)
          return x;
        Value zero = createScalar(b, loc, type, 0);
        return f ? arith::MaximumFOp::create(b, loc, x, zero).getResult()
                 : arith::MaxSIOp::create(b, loc, x, zero).getResult();
      })
      .Case([&](LeakyReluOp op) -> Value {
        Value zero = createScalar(b, loc, type, 0);
        Value alpha =
            createScalar(b, loc, type, op.getAlpha().convertToDouble());
        Value scaled = arith::MulFOp::create(b, loc, x, alpha);
        Value positive =
            arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, zero);
        return arith::SelectOp::create(b, loc, positive, x, scaled);
      })
      .Case([&](ExpOp) -> Value { return math::ExpOp::create(b, loc, x); })
      .Case([&](LogOp) -> Value { return math::LogOp::create(b, loc, x); })
      .Case([&](SqrtOp) -> Value { return math::SqrtOp::create(b, loc, x); })
      .Case([&](RsqrtOp) -> Value { return math::RsqrtOp::create(b, loc, x); })
      .Case([&](TanhOp) -> Value { return math::TanhOp::create(b, loc, x); })
      .Case([&](ErfOp) -> Value { return math::ErfOp::create(b, loc, x); })
      .Case([&](FloorOp) -> Value { return math::FloorOp::create(b, loc, x); })
      .Case([&](CeilOp) -> Value { return math::CeilOp::create(b, loc, x); })
      // TVM's generated code rounds half away from zero (llvm.round); only
      // its constant folder uses nearbyint.
      .Case([&](RoundOp) -> Value { return math::RoundOp::create(b, loc, x); })
      .Case([&](SinOp) -> Value { return math::SinOp::create(b, loc, x); })
      .Case([&](CosOp) -> Value { return math::CosOp::create(b, loc, x); })
      .Case([&](SigmoidOp) -> Value {
        Value one = createScalar(b, loc, type, 1);
        Value negated = arith::NegFOp::create(b, loc, x);
        Value e = math::ExpOp::create(b, loc, negated);
        return arith::DivFOp::create(b, loc, one,
                                     arith::AddFOp::create(b, loc, one, e));
      })
      .Case([&](NegativeOp) -> Value {
        if (f)
          return arith::NegFOp::create(b, loc, x);
        return arith::SubIOp::create(b, loc, createScalar(b, loc, type, 0), x);
      })
      .Case([&](AbsOp) -> Value {
        if (f)
          return math::AbsFOp::create(b, loc, x);
        return u ? x : math::AbsIOp::create(b, loc, x).getResult();
      })
      .Case([&](CopyOp) { return x; })
      .Case([&](FixedPointMultiplyOp op) -> Value {
        Type i64 = b.getI64Type();
        int64_t shift = static_cast<int64_t>(op.getShift());
        Value lshift =
            shift > 0 ? createScalar(b, loc, i64, double(shift)) : Value();
        return buildQMultiplyShift(
            b, loc, x,
            createScalar(b, loc, i64, double(int64_t(op.getMultiplier()))),
            lshift, createScalar(b, loc, i64, double(shift > 0 ? 0 : -shift)));
      })
      .Case([&](LogicalNotOp) -> Value {
        return arith::XOrIOp::create(b, loc, x, createScalar(b, loc, type, 1));
      })
      .Case([&](IsNanOp) -> Value {
        return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
      })
      .Case([&](ClipOp op) -> Value {
        double lo = op.getAMin().convertToDouble();
        double hi = op.getAMax().convertToDouble();
        if (f) {
          Value l = createScalar(b, loc, type, lo);
          Value h = createScalar(b, loc, type, hi);
          return arith::MinimumFOp::create(
              b, loc, arith::MaximumFOp::create(b, loc, x, l), h);
        }
        // Integer bounds saturate to the type's range.
        unsigned width = type.getIntOrFloatBitWidth();
        auto bound = [&](double v) {
          double min = u ? 0 : -std::ldexp(1.0, width - 1);
          double max =
              u ? std::ldexp(1.0, width) - 1 : std::ldexp(1.0, width - 1) - 1;
          v = std::clamp(v, min, max);
          APInt value = u ? APInt(width, static_cast<uint64_t>(v))
                          : APInt(width, static_cast<int64_t>(v), true);
          return arith::ConstantOp::create(b, loc,
                                           b.getIntegerAttr(type, value));
        };
        Value l = bound(std::ceil(lo)), h = bound(std::floor(hi));
        Value clamped = u ? arith::MaxUIOp::create(b, loc, x, l).getResult()
                          : arith::MaxSIOp::create(b, loc, x, l).getResult();
        return u ? arith::MinUIOp::create(b, loc, clamped, h).getResult()
                 : arith::MinSIOp::create(b, loc, clamped, h).getResult();
      })
      .Default([](Operation *) -> Value { return nullptr; });
}

/// One-operand element-wise operators.
template <typename OpTy>
struct UnaryOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    ScalarKind kind = getKind(op.getData().getType());
    bool failedBody = false;
    Value result = createElementwise(
        rewriter, op.getLoc(), resultType, adaptor.getData(),
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          Value v = buildUnary(op, b, loc, kind, args[0]);
          if (!v) {
            failedBody = true;
            return args[0];
          }
          return v;
        });
    if (failedBody)
      return rewriter.notifyMatchFailure(op, "no scalar lowering");
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Broadcast binary operators.
template <typename OpTy>
struct BinaryOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    ScalarKind kind = getKind(op.getLhs().getType());
    Value result = createElementwise(
        rewriter, op.getLoc(), resultType,
        ValueRange{adaptor.getLhs(), adaptor.getRhs()},
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return buildBinary(op, b, loc, kind, args[0], args[1]);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct WhereOpLowering : public OpConversionPattern<WhereOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(WhereOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    Value result = createElementwise(
        rewriter, op.getLoc(), resultType,
        ValueRange{adaptor.getCondition(), adaptor.getX(), adaptor.getY()},
        [](OpBuilder &b, Location loc, ValueRange args) -> Value {
          return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct CastOpLowering : public OpConversionPattern<CastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    bool srcUnsigned = isUnsignedElement(op.getData().getType());
    bool dstUnsigned = isUnsignedElement(op.getType());
    Type dst = resultType.getElementType();
    Value result = createElementwise(
        rewriter, op.getLoc(), resultType, adaptor.getData(),
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return castScalar(b, loc, args[0], dst, srcUnsigned, dstUnsigned);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// nn.prelu: `x > 0 ? x : alpha[c] * x` with alpha along `axis`.
struct PReluOpLowering : public OpConversionPattern<PReluOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PReluOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    int64_t rank = resultType.getRank();
    int64_t axis = static_cast<int64_t>(op.getAxis());
    if (axis < 0)
      axis += rank;
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < rank; ++i)
      sizes.push_back(
          tensor::getMixedSize(rewriter, loc, adaptor.getData(), i));
    Value init = createEmpty(rewriter, loc, sizes, resultType.getElementType());
    SmallVector<AffineMap> maps = {
        rewriter.getMultiDimIdentityMap(rank),
        AffineMap::get(rank, 0, getAffineDimExpr(axis, ctx), ctx),
        rewriter.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()},
        ValueRange{adaptor.getData(), adaptor.getAlpha()}, ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          Value zero = createScalar(b, l, args[0].getType(), 0);
          Value positive = arith::CmpFOp::create(
              b, l, arith::CmpFPredicate::OGT, args[0], zero);
          Value scaled = arith::MulFOp::create(b, l, args[0], args[1]);
          linalg::YieldOp::create(b, l,
                                  ValueRange{arith::SelectOp::create(
                                      b, l, positive, args[0], scaled)});
        });
    Value result = generic.getResult(0);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// fixed_point_multiply_per_axis: one linalg.generic reading the multiplier
/// and the shifts at the indices of `axes`.
struct FixedPointMultiplyPerAxisLowering
    : public OpConversionPattern<FixedPointMultiplyPerAxisOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(FixedPointMultiplyPerAxisOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    int64_t rank = resultType.getRank();
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineExpr> paramDims;
    for (int64_t a : op.getAxes())
      paramDims.push_back(getAffineDimExpr(a < 0 ? a + rank : a, ctx));
    AffineMap paramMap = AffineMap::get(rank, 0, paramDims, ctx);
    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < rank; ++i)
      sizes.push_back(
          tensor::getMixedSize(rewriter, loc, adaptor.getData(), i));
    Value init = createEmpty(rewriter, loc, sizes, resultType.getElementType());
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<AffineMap> maps = {identity, paramMap, paramMap, paramMap,
                                   identity};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool lshiftRequired = op.getIsLshiftRequired();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()},
        ValueRange{adaptor.getData(), adaptor.getFixedPointMultiplier(),
                   adaptor.getLeftShift(), adaptor.getRightShift()},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Type i64 = b.getI64Type();
          // Shifts out of range have no defined result; clamping keeps the
          // generated code free of LLVM poison (the verifier rejects
          // constant ones).
          auto clamped = [&](Value v, double max) -> Value {
            Value wide = arith::ExtSIOp::create(b, l, i64, v);
            wide =
                arith::MaxSIOp::create(b, l, wide, createScalar(b, l, i64, 0));
            return arith::MinSIOp::create(b, l, wide,
                                          createScalar(b, l, i64, max));
          };
          Value lshift = lshiftRequired ? clamped(args[2], 31) : Value();
          Value multiplier = arith::ExtSIOp::create(b, l, i64, args[1]);
          Value result = buildQMultiplyShift(b, l, args[0], multiplier, lshift,
                                             clamped(args[3], 32));
          linalg::YieldOp::create(b, l, ValueRange{result});
        });
    Value result = generic.getResult(0);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Operators that fill their result with one value.
template <typename OpTy>
struct FillLikeLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(
        this->getTypeConverter()->convertType(op.getType()));
    Type element = resultType.getElementType();
    Value value;
    SmallVector<OpFoldResult> sizes;
    if constexpr (std::is_same_v<OpTy, ZerosLikeOp> ||
                  std::is_same_v<OpTy, OnesLikeOp>) {
      for (int64_t i = 0; i < resultType.getRank(); ++i)
        sizes.push_back(
            tensor::getMixedSize(rewriter, loc, adaptor.getData(), i));
    } else {
      for (int64_t d : resultType.getShape())
        sizes.push_back(rewriter.getIndexAttr(d));
    }
    if constexpr (std::is_same_v<OpTy, FullOp>) {
      Value scalar =
          tensor::ExtractOp::create(rewriter, loc, adaptor.getFillValue());
      value = castScalar(rewriter, loc, scalar, element,
                         isUnsignedElement(op.getFillValue().getType()),
                         isUnsignedElement(op.getType()));
    } else {
      bool one =
          std::is_same_v<OpTy, OnesOp> || std::is_same_v<OpTy, OnesLikeOp>;
      value = createScalar(rewriter, loc, element, one ? 1 : 0);
    }
    Value result = createFilled(rewriter, loc, sizes, value);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void relay::populateRelayElementwiseToLinalgPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<
      UnaryOpLowering<ReluOp>, UnaryOpLowering<LeakyReluOp>,
      UnaryOpLowering<ExpOp>, UnaryOpLowering<LogOp>, UnaryOpLowering<SqrtOp>,
      UnaryOpLowering<RsqrtOp>, UnaryOpLowering<TanhOp>,
      UnaryOpLowering<SigmoidOp>, UnaryOpLowering<NegativeOp>,
      UnaryOpLowering<AbsOp>, UnaryOpLowering<ErfOp>, UnaryOpLowering<FloorOp>,
      UnaryOpLowering<CeilOp>, UnaryOpLowering<RoundOp>, UnaryOpLowering<SinOp>,
      UnaryOpLowering<CosOp>, UnaryOpLowering<CopyOp>,
      UnaryOpLowering<LogicalNotOp>, UnaryOpLowering<IsNanOp>,
      UnaryOpLowering<ClipOp>, UnaryOpLowering<FixedPointMultiplyOp>>(converter,
                                                                      ctx);
  patterns.add<BinaryOpLowering<AddOp>, BinaryOpLowering<SubtractOp>,
               BinaryOpLowering<MultiplyOp>, BinaryOpLowering<DivideOp>,
               BinaryOpLowering<PowerOp>, BinaryOpLowering<MaximumOp>,
               BinaryOpLowering<MinimumOp>, BinaryOpLowering<ModOp>,
               BinaryOpLowering<FloorDivideOp>, BinaryOpLowering<EqualOp>,
               BinaryOpLowering<NotEqualOp>, BinaryOpLowering<LessOp>,
               BinaryOpLowering<LessEqualOp>, BinaryOpLowering<GreaterOp>,
               BinaryOpLowering<GreaterEqualOp>, BinaryOpLowering<LogicalAndOp>,
               BinaryOpLowering<LogicalOrOp>, BinaryOpLowering<LeftShiftOp>,
               BinaryOpLowering<RightShiftOp>>(converter, ctx);
  patterns.add<WhereOpLowering, CastOpLowering, PReluOpLowering,
               FixedPointMultiplyPerAxisLowering, FillLikeLowering<FullOp>,
               FillLikeLowering<ZerosOp>, FillLikeLowering<OnesOp>,
               FillLikeLowering<ZerosLikeOp>, FillLikeLowering<OnesLikeOp>>(
      converter, ctx);
}
