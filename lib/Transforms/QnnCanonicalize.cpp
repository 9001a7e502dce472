//===- QnnCanonicalize.cpp - QNN operators to integer relay ops -----------===//
//
// The counterpart of TVM's qnn CanonicalizeOps (src/relay/qnn/pass/
// qnn_lower.cc and the FTVMQnnCanonicalize functions of
// src/relay/qnn/op/*.cc): every qnn operator becomes relay operators on
// integers (and floats for quantize/dequantize), with TVM's arithmetic, so
// that a program gives bit-for-bit TVM's results. Requantization is TVM's
// fixed-point multiplication: `fixed_point_multiply` for "UPWARD" rounding
// and the explicit int64 multiply/shift sequence for "TONEAREST".
//
//===----------------------------------------------------------------------===//

#include "QnnUtils.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYQNNCANONICALIZEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

std::pair<int32_t, int32_t>
relay::getFixedPointMultiplierShift(double multiplier) {
  if (multiplier == 0.)
    return {0, 0};
  int exponent = 0;
  double significand = std::frexp(multiplier, &exponent);
  // A Q31 significand: the binary point sits between bits 31 and 30.
  auto q = static_cast<int64_t>(std::round(significand * (1ll << 31)));
  if (q == (1ll << 31)) {
    q /= 2;
    ++exponent;
  }
  return {static_cast<int32_t>(q), exponent};
}

namespace {

using qnn::getConstantValues;

/// TVM's IsConstScalar: a rank-0 constant.
bool isConstScalar(Value v) {
  return cast<RankedTensorType>(v.getType()).getRank() == 0 &&
         getConstantValues(v).has_value();
}

/// TVM's IsEqualScalar: both are rank-0 constants holding the same value.
bool isEqualScalar(Value a, Value b) {
  if (!isConstScalar(a) || !isConstScalar(b))
    return false;
  return (*getConstantValues(a))[0] == (*getConstantValues(b))[0];
}

bool isConstZero(Value v) {
  if (!isConstScalar(v))
    return false;
  return (*getConstantValues(v))[0] == 0;
}

/// The range of a quantized dtype (TVM's GetQmin/GetQmax).
std::pair<double, double> getQRange(Type element) {
  unsigned width = element.getIntOrFloatBitWidth();
  if (element.isUnsignedInteger())
    return {0, std::ldexp(1.0, width) - 1};
  return {-std::ldexp(1.0, width - 1), std::ldexp(1.0, width - 1) - 1};
}

/// Builds relay operators at one location; the names follow TVM's
/// pattern_utils.h helpers.
struct QnnBuilder {
  PatternRewriter &b;
  Location loc;

  Type i32() { return b.getI32Type(); }
  Type i64() { return b.getI64Type(); }
  Type f32() { return b.getF32Type(); }

  Value scalar(Type element, double value) {
    auto type = RankedTensorType::get({}, element);
    Attribute attr =
        isa<FloatType>(element)
            ? Attribute(b.getFloatAttr(element, value))
            : Attribute(b.getIntegerAttr(element, static_cast<int64_t>(value)));
    return ConstantOp::create(b, loc, DenseElementsAttr::get(type, attr));
  }
  Value vector(Type element, ArrayRef<double> values) {
    auto type =
        RankedTensorType::get({static_cast<int64_t>(values.size())}, element);
    SmallVector<Attribute> attrs;
    for (double v : values)
      attrs.push_back(
          isa<FloatType>(element)
              ? Attribute(b.getFloatAttr(element, v))
              : Attribute(b.getIntegerAttr(element, static_cast<int64_t>(v))));
    return ConstantOp::create(b, loc, DenseElementsAttr::get(type, attrs));
  }
  Value convert(Value v, Type element) {
    if (getElementTypeOrSelf(v.getType()) == element)
      return v;
    return CastOp::create(b, loc, v, TypeAttr::get(element));
  }
  Value clip(Value v, double lo, double hi) {
    return ClipOp::create(b, loc, v, b.getF64FloatAttr(lo),
                          b.getF64FloatAttr(hi));
  }
  /// TVM's ExpandBiasToMatchAxis: a 1-D per-channel parameter gets trailing
  /// unit dimensions so that it broadcasts along `axis` of a rank-`rank`
  /// tensor; a scalar broadcasts as it is.
  Value expandToAxis(Value v, int64_t rank, int64_t axis) {
    if (cast<RankedTensorType>(v.getType()).getRank() == 0)
      return v;
    int64_t numNewAxis = rank - axis - 1;
    if (numNewAxis <= 0)
      return v;
    return ExpandDimsOp::create(b, loc, v, uint64_t{1}, uint64_t(numNewAxis));
  }
  Value add(Value l, Value r) { return AddOp::create(b, loc, l, r); }
  Value sub(Value l, Value r) { return SubtractOp::create(b, loc, l, r); }
  Value mul(Value l, Value r) { return MultiplyOp::create(b, loc, l, r); }
};

int64_t normalizedAxis(int64_t axis, int64_t rank) {
  if (axis < 0)
    axis = rank > 0 ? axis + rank : 0;
  return axis;
}

/// TVM's FixedPointMultiplyToNearest / FixedPointMultiplyPerChannel with
/// "TONEAREST": in int64, shift left, multiply by the Q31 significand, add
/// 2^(s-1) for non-negative products and 2^(s-1) - 1 for negative ones (ties
/// away from zero) and shift right by s = 31 + right shift. The multipliers
/// are one (per-tensor) or one per index of `axis`.
Value fixedPointMultiplyToNearest(QnnBuilder &q, Value tensor,
                                  ArrayRef<double> multipliers, int64_t rank,
                                  int64_t axis) {
  SmallVector<double> significands, lshifts, posRounding, negRounding, rshifts;
  bool lshiftRequired = false;
  for (double m : multipliers) {
    auto [significand, shift] = getFixedPointMultiplierShift(m);
    int lshift = shift > 0 ? shift : 0;
    int total = (shift > 0 ? 0 : -shift) + 31;
    significands.push_back(significand);
    lshifts.push_back(lshift);
    lshiftRequired |= lshift != 0;
    rshifts.push_back(total);
    posRounding.push_back(std::ldexp(1.0, total - 1));
    negRounding.push_back(std::ldexp(1.0, total - 1) - 1);
  }
  // A negative axis marks the per-tensor case (scalar parameters).
  bool perTensor = axis < 0;
  auto param = [&](ArrayRef<double> values) -> Value {
    if (perTensor)
      return q.scalar(q.i64(), values[0]);
    return q.expandToAxis(q.vector(q.i64(), values), rank, axis);
  };
  tensor = q.convert(tensor, q.i64());
  if (lshiftRequired)
    tensor = LeftShiftOp::create(q.b, q.loc, tensor, param(lshifts));
  tensor = q.mul(tensor, param(significands));
  Value nonNegative =
      GreaterEqualOp::create(q.b, q.loc, tensor, q.scalar(q.i64(), 0));
  Value rounding = WhereOp::create(q.b, q.loc, nonNegative, param(posRounding),
                                   param(negRounding));
  tensor = q.add(tensor, rounding);
  tensor = RightShiftOp::create(q.b, q.loc, tensor, param(rshifts));
  return q.convert(tensor, q.i32());
}

/// The requantization multipliers `input_scale / output_scale`, computed in
/// double from the float32 scales as TVM does, when both scales are
/// constants and the output scale is a non-zero scalar.
std::optional<SmallVector<double>> getMultipliers(Value inputScale,
                                                  Value outputScale) {
  std::optional<SmallVector<double>> inScales = getConstantValues(inputScale);
  std::optional<SmallVector<double>> outScales = getConstantValues(outputScale);
  if (!inScales || !outScales || outScales->size() != 1)
    return std::nullopt;
  float outScaleF = static_cast<float>((*outScales)[0]);
  if (outScaleF == 0.0f)
    return std::nullopt;
  SmallVector<double> multipliers;
  for (double s : *inScales)
    multipliers.push_back(static_cast<double>(static_cast<float>(s)) /
                          static_cast<double>(outScaleF));
  return multipliers;
}

/// Whether the fixed-point form of every multiplier keeps its shifts inside
/// the 64-bit product: multipliers in [2^-32, 2^31) (or 0). TVM's generated
/// code is undefined outside.
bool fixedPointInRange(ArrayRef<double> multipliers) {
  return llvm::all_of(multipliers, [](double m) {
    int32_t shift = getFixedPointMultiplierShift(m).second;
    return shift >= -32 && shift <= 31;
  });
}

/// Whether lowerRequantize succeeds on these scales with the int64 compute
/// dtype; patterns check it before they create any operation.
bool canRequantize(Value inputScale, Value outputScale) {
  std::optional<SmallVector<double>> m =
      getMultipliers(inputScale, outputScale);
  return m && fixedPointInRange(*m);
}

/// Whether requantizeOrUpcast succeeds.
bool canRequantizeOrUpcast(Value scale, Value zeroPoint, Value targetScale,
                           Value targetZeroPoint) {
  return (isEqualScalar(scale, targetScale) &&
          isEqualScalar(zeroPoint, targetZeroPoint)) ||
         canRequantize(scale, targetScale);
}

/// TVM's RequantizeLower for constant scales: RequantizeLowerInt for the
/// int64 compute dtype, RequantizeLowerFP for float32/float64 (on a target
/// with SSE4.1, as every x86-64 CPU this project runs on: floor(x + 0.5) for
/// UPWARD and round() for TONEAREST). "None" takes the defaults of TVM's
/// RequantizeConfig: UPWARD and int64.
FailureOr<Value> lowerRequantize(QnnBuilder &q, Value data, Value inputScale,
                                 Value inputZeroPoint, Value outputScale,
                                 Value outputZeroPoint, int64_t axisAttr,
                                 QnnRounding rounding,
                                 QnnComputeDtype computeDtype, Type outType) {
  auto dataType = cast<RankedTensorType>(data.getType());
  int64_t rank = dataType.getRank();
  int64_t axis = normalizedAxis(axisAttr, rank);
  std::optional<SmallVector<double>> maybeMultipliers =
      getMultipliers(inputScale, outputScale);
  if (!maybeMultipliers)
    return failure();
  SmallVector<double> multipliers = *maybeMultipliers;
  bool perTensor = isConstScalar(inputScale);
  if (rounding == QnnRounding::None)
    rounding = QnnRounding::Upward;
  if (computeDtype == QnnComputeDtype::None)
    computeDtype = QnnComputeDtype::Int64;
  // Checked before anything is created, so that a failing pattern leaves
  // the IR as it was.
  if (computeDtype == QnnComputeDtype::Int64 && !fixedPointInRange(multipliers))
    return failure();
  Value zero = q.scalar(q.i32(), 0);

  if (computeDtype != QnnComputeDtype::Int64) {
    Type fp = computeDtype == QnnComputeDtype::Float32 ? Type(q.b.getF32Type())
                                                       : Type(q.b.getF64Type());
    Value tensor = q.convert(data, fp);
    if (!isEqualScalar(inputZeroPoint, zero))
      tensor = q.sub(tensor,
                     q.convert(q.expandToAxis(inputZeroPoint, rank, axis), fp));
    if (perTensor) {
      if (!isEqualScalar(inputScale, outputScale))
        tensor = q.mul(q.scalar(fp, multipliers[0]), tensor);
    } else {
      tensor =
          q.mul(tensor, q.expandToAxis(q.vector(fp, multipliers), rank, axis));
    }
    if (!isEqualScalar(outputZeroPoint, zero))
      tensor = q.add(tensor, q.convert(outputZeroPoint, fp));
    if (rounding == QnnRounding::Upward)
      tensor = FloorOp::create(q.b, q.loc, q.add(tensor, q.scalar(fp, 0.5)));
    else
      tensor = RoundOp::create(q.b, q.loc, tensor);
    tensor = q.convert(tensor, q.i32());
    if (outType == q.i32())
      return tensor;
    auto [qmin, qmax] = getQRange(outType);
    return q.convert(q.clip(tensor, qmin, qmax), outType);
  }

  Value tensor = q.convert(data, q.i32());
  if (!isEqualScalar(inputZeroPoint, zero))
    tensor = q.sub(
        tensor, q.convert(q.expandToAxis(inputZeroPoint, rank, axis), q.i32()));
  if (perTensor) {
    if (!isEqualScalar(inputScale, outputScale)) {
      if (rounding == QnnRounding::Upward) {
        auto [significand, shift] =
            getFixedPointMultiplierShift(multipliers[0]);
        tensor = FixedPointMultiplyOp::create(
            q.b, q.loc, tensor, q.b.getI64IntegerAttr(significand),
            q.b.getI64IntegerAttr(shift));
      } else {
        tensor = fixedPointMultiplyToNearest(q, tensor, multipliers, rank,
                                             /*axis=*/-1);
      }
    }
  } else if (rounding == QnnRounding::Upward) {
    // TVM's FixedPointMultiplyPerChannel: fixed_point_multiply_per_axis.
    SmallVector<double> significands, lshifts, rshifts;
    bool lshiftRequired = false, rshiftRequired = false;
    for (double m : multipliers) {
      auto [significand, shift] = getFixedPointMultiplierShift(m);
      significands.push_back(significand);
      lshifts.push_back(shift > 0 ? shift : 0);
      rshifts.push_back(shift > 0 ? 0 : -shift);
      lshiftRequired |= shift > 0;
      rshiftRequired |= shift < 0;
    }
    tensor = FixedPointMultiplyPerAxisOp::create(
        q.b, q.loc, tensor, q.vector(q.i32(), significands),
        q.vector(q.i32(), lshifts), q.vector(q.i32(), rshifts),
        q.b.getBoolAttr(lshiftRequired), q.b.getBoolAttr(rshiftRequired),
        q.b.getDenseI64ArrayAttr({axis}));
  } else {
    tensor = fixedPointMultiplyToNearest(q, tensor, multipliers, rank, axis);
  }
  if (!isEqualScalar(outputZeroPoint, zero))
    tensor = q.add(q.convert(outputZeroPoint, q.i32()), tensor);
  if (outType == q.i32())
    return tensor;
  auto [qmin, qmax] = getQRange(outType);
  return q.convert(q.clip(tensor, qmin, qmax), outType);
}

/// TVM's utils Requantize helper: a requantize with the default rounding
/// and compute dtype, lowered at once.
FailureOr<Value> requantize(QnnBuilder &q, Value data, Value inputScale,
                            Value inputZeroPoint, Value outputScale,
                            Value outputZeroPoint, Type outType,
                            int64_t axis = -1) {
  return lowerRequantize(q, data, inputScale, inputZeroPoint, outputScale,
                         outputZeroPoint, axis, QnnRounding::None,
                         QnnComputeDtype::None, outType);
}

/// TVM's RequantizeOrUpcast (op_common.h): requantize to the target
/// parameters unless they already match, else just widen.
FailureOr<Value> requantizeOrUpcast(QnnBuilder &q, Value data, Value scale,
                                    Value zeroPoint, Value targetScale,
                                    Value targetZeroPoint, int64_t axis) {
  if (!isEqualScalar(scale, targetScale) ||
      !isEqualScalar(zeroPoint, targetZeroPoint))
    return requantize(q, data, scale, zeroPoint, targetScale, targetZeroPoint,
                      q.i32(), axis);
  return q.convert(data, q.i32());
}

/// TVM's ConvertDtype: clip to the range of `element`, then cast.
Value convertDtype(QnnBuilder &q, Value v, Type element) {
  auto [qmin, qmax] = getQRange(element);
  return q.convert(q.clip(v, qmin, qmax), element);
}

Type resultElement(Operation *op) {
  return getElementTypeOrSelf(op->getResult(0).getType());
}

LogicalResult replace(PatternRewriter &rewriter, Operation *op,
                      FailureOr<Value> value) {
  if (failed(value))
    return rewriter.notifyMatchFailure(op, "needs constant scales");
  FailureOr<Value> cast =
      castToType(rewriter, op->getLoc(), *value, op->getResult(0).getType());
  if (failed(cast))
    return failure();
  rewriter.replaceOp(op, *cast);
  return success();
}

/// qnn.quantize (TVM's QuantizeLower):
/// clip(round(data / scale) + zero_point) cast to out_dtype, in float32.
struct QuantizeCanonicalize : OpRewritePattern<QuantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QuantizeOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    int64_t rank = op.getData().getType().getRank();
    int64_t axis = normalizedAxis(op.getAxis(), rank);
    Value scale = q.expandToAxis(op.getOutputScale(), rank, axis);
    Value zeroPoint = q.expandToAxis(op.getOutputZeroPoint(), rank, axis);
    Value scaled = DivideOp::create(rewriter, q.loc, op.getData(), scale);
    // Operands that create ops are built one per statement, here and below:
    // the order in which a call's arguments are evaluated is unspecified.
    Value zeroPointF32 = q.convert(zeroPoint, q.f32());
    Value rounded = RoundOp::create(rewriter, q.loc, scaled);
    Value shifted = q.add(rounded, zeroPointF32);
    Type out = resultElement(op);
    auto [qmin, qmax] = getQRange(out);
    return replace(rewriter, op, q.convert(q.clip(shifted, qmin, qmax), out));
  }
};

/// qnn.dequantize (TVM's DequantizeLower):
/// float32(int32(data) - zero_point) * scale.
struct DequantizeCanonicalize : OpRewritePattern<DequantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DequantizeOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    int64_t rank = op.getData().getType().getRank();
    int64_t axis = normalizedAxis(op.getAxis(), rank);
    Value scale = q.expandToAxis(op.getInputScale(), rank, axis);
    Value zeroPoint = q.expandToAxis(op.getInputZeroPoint(), rank, axis);
    Value zeroPointI32 = q.convert(zeroPoint, q.i32());
    Value shifted = q.sub(q.convert(op.getData(), q.i32()), zeroPointI32);
    return replace(rewriter, op, q.mul(q.convert(shifted, q.f32()), scale));
  }
};

struct RequantizeCanonicalize : OpRewritePattern<RequantizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RequantizeOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    return replace(rewriter, op,
                   lowerRequantize(q, op.getData(), op.getInputScale(),
                                   op.getInputZeroPoint(), op.getOutputScale(),
                                   op.getOutputZeroPoint(), op.getAxis(),
                                   op.getRounding(), op.getComputeDtype(),
                                   resultElement(op)));
  }
};

/// qnn.add and qnn.subtract (TVM's QnnAddCanonicalize and
/// QnnSubtractCanonicalize): both operands requantized to the output
/// parameters in int32, added or subtracted, the output zero point
/// corrected, then clipped back to the element type.
template <typename OpTy, bool IsAdd>
struct AddSubtractCanonicalize : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!canRequantizeOrUpcast(op.getLhsScale(), op.getLhsZeroPoint(),
                               op.getOutputScale(), op.getOutputZeroPoint()) ||
        !canRequantizeOrUpcast(op.getRhsScale(), op.getRhsZeroPoint(),
                               op.getOutputScale(), op.getOutputZeroPoint()))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    QnnBuilder q{rewriter, op.getLoc()};
    FailureOr<Value> lhs = requantizeOrUpcast(
        q, op.getLhs(), op.getLhsScale(), op.getLhsZeroPoint(),
        op.getOutputScale(), op.getOutputZeroPoint(), op.getLhsAxis());
    FailureOr<Value> rhs = requantizeOrUpcast(
        q, op.getRhs(), op.getRhsScale(), op.getRhsZeroPoint(),
        op.getOutputScale(), op.getOutputZeroPoint(), op.getRhsAxis());
    if (failed(lhs) || failed(rhs))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    Value zero = q.scalar(q.i32(), 0);
    Value output;
    if (IsAdd) {
      //  Q_c = Q_a' + Q_b' - zp_c
      output = q.add(*lhs, *rhs);
      if (!isEqualScalar(op.getOutputZeroPoint(), zero))
        output = q.sub(output, op.getOutputZeroPoint());
    } else {
      //  Q_c = Q_a' - Q_b' + zp_c
      output = q.sub(*lhs, *rhs);
      if (!isEqualScalar(op.getOutputZeroPoint(), zero))
        output = q.add(output, op.getOutputZeroPoint());
    }
    return replace(rewriter, op, convertDtype(q, output, resultElement(op)));
  }
};

/// qnn.mul (TVM's QnnMulCanonicalize): (Q_a - zp_a) * (Q_b - zp_b) in int32
/// is a quantized tensor of scale S_a * S_b (per channel where a side is)
/// and zero point 0, requantized to the output.
struct MulCanonicalize : OpRewritePattern<QnnMulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnMulOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<double>> ls = getConstantValues(op.getLhsScale());
    std::optional<SmallVector<double>> rs = getConstantValues(op.getRhsScale());
    std::optional<SmallVector<double>> os =
        getConstantValues(op.getOutputScale());
    if (!ls || !rs || !os || os->size() != 1 ||
        static_cast<float>((*os)[0]) == 0.0f)
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    if (ls->size() > 1 && rs->size() > 1 && ls->size() != rs->size())
      return rewriter.notifyMatchFailure(op, "per-channel scales disagree");
    // The product's scale, computed in float32 as TVM does; per channel
    // along the axis of the side that has several scales.
    SmallVector<double> scales, multipliers;
    size_t n = std::max(ls->size(), rs->size());
    for (size_t i = 0; i < n; ++i) {
      scales.push_back(static_cast<float>((*ls)[ls->size() > 1 ? i : 0]) *
                       static_cast<float>((*rs)[rs->size() > 1 ? i : 0]));
      multipliers.push_back(scales.back() /
                            static_cast<double>(static_cast<float>((*os)[0])));
    }
    if (!fixedPointInRange(multipliers))
      return rewriter.notifyMatchFailure(op, "multiplier out of range");

    QnnBuilder q{rewriter, op.getLoc()};
    auto resultType = cast<RankedTensorType>(op.getType());
    int64_t rank = resultType.getRank();
    Value zero = q.scalar(q.i32(), 0);
    auto shifted = [&](Value v, Value zp, int64_t axisAttr) {
      Value w = q.convert(v, q.i32());
      if (isEqualScalar(zp, zero))
        return w;
      int64_t vRank = cast<RankedTensorType>(v.getType()).getRank();
      return q.sub(w,
                   q.expandToAxis(zp, vRank, normalizedAxis(axisAttr, vRank)));
    };
    Value output =
        q.mul(shifted(op.getLhs(), op.getLhsZeroPoint(), op.getLhsAxis()),
              shifted(op.getRhs(), op.getRhsZeroPoint(), op.getRhsAxis()));
    Value scale;
    int64_t axis = -1;
    if (n == 1) {
      scale = q.scalar(q.f32(), scales[0]);
    } else {
      // The axis is the lhs's (or rhs's) channel axis, counted in the
      // result's dimensions after broadcasting.
      bool fromLhs = ls->size() > 1;
      Value side = fromLhs ? op.getLhs() : op.getRhs();
      int64_t sideRank = cast<RankedTensorType>(side.getType()).getRank();
      axis = normalizedAxis(fromLhs ? op.getLhsAxis() : op.getRhsAxis(),
                            sideRank) +
             (rank - sideRank);
      scale = q.vector(q.f32(), scales);
    }
    return replace(rewriter, op,
                   requantize(q, output, scale, zero, op.getOutputScale(),
                              op.getOutputZeroPoint(), resultElement(op),
                              axis));
  }
};

/// qnn.concatenate (TVM's ConcatenateQnnCanonicalize): inputs whose
/// parameters differ from the output's are requantized, then concatenated.
struct ConcatenateCanonicalize : OpRewritePattern<QnnConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnConcatenateOp op,
                                PatternRewriter &rewriter) const override {
    for (auto [scale, zp] :
         llvm::zip_equal(op.getInputScales(), op.getInputZeroPoints()))
      if (!canRequantizeOrUpcast(scale, zp, op.getOutputScale(),
                                 op.getOutputZeroPoint()))
        return rewriter.notifyMatchFailure(op, "needs constant scales");
    QnnBuilder q{rewriter, op.getLoc()};
    Type out = resultElement(op);
    SmallVector<Value> inputs;
    for (auto [data, scale, zp] : llvm::zip_equal(
             op.getData(), op.getInputScales(), op.getInputZeroPoints())) {
      if (isEqualScalar(scale, op.getOutputScale()) &&
          isEqualScalar(zp, op.getOutputZeroPoint())) {
        inputs.push_back(data);
        continue;
      }
      FailureOr<Value> r = requantize(q, data, scale, zp, op.getOutputScale(),
                                      op.getOutputZeroPoint(), out);
      if (failed(r))
        return rewriter.notifyMatchFailure(op, "needs constant scales");
      inputs.push_back(*r);
    }
    return replace(
        rewriter, op,
        Value(ConcatenateOp::create(rewriter, q.loc, inputs,
                                    rewriter.getI64IntegerAttr(op.getAxis()))));
  }
};

/// TVM's four-term sum of a product of zero-point-corrected operands,
///   term1 - term2 - term3 + lhsZp * rhsZp * K,
/// where term2 (the lhs sums times rhsZp) and term3 (the rhs sums times lhsZp)
/// are built only when their zero point is not a constant zero. At least one
/// zero point is non-zero; with both, K must be static.
static Value sumZeroPointTerms(QnnBuilder &q, Type out, Value term1,
                               llvm::function_ref<Value()> term2,
                               llvm::function_ref<Value()> term3, Value lhsZp,
                               Value rhsZp, int64_t k) {
  if (isConstZero(lhsZp))
    return q.sub(term1, term2());
  if (isConstZero(rhsZp))
    return q.sub(term1, term3());
  // One op-creating operand per statement: the order in which a call's
  // arguments are evaluated is unspecified, and the IR must not depend on it.
  Value kValue = q.scalar(out, double(k));
  Value rhsZpOut = q.convert(rhsZp, out);
  Value zpProduct = q.mul(q.convert(lhsZp, out), rhsZpOut);
  Value term4 = q.mul(zpProduct, kValue);
  Value rhsCorrected = q.sub(term4, term3());
  Value lhsCorrected = q.sub(term1, term2());
  return q.add(lhsCorrected, rhsCorrected);
}

/// qnn.dense (TVM's QnnDenseCanonicalize): with K the reduction extent,
///   sum_k (a - za)(w - zw) = dense(a, w) - zw * sum_k a - za * sum_k w
///                            + za * zw * K,
/// keeping only the terms whose zero points are not constant zeros. In
/// wrapping int32 arithmetic this equals the direct sum bit for bit.
struct DenseCanonicalize : OpRewritePattern<QnnDenseOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnDenseOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Type out = resultElement(op);
    auto dataType = cast<RankedTensorType>(op.getData().getType());
    int64_t k = dataType.getDimSize(dataType.getRank() - 1);
    Value izp = op.getInputZeroPoint(), kzp = op.getKernelZeroPoint();
    bool izpZero = isConstZero(izp), kzpZero = isConstZero(kzp);
    // The fourth term needs K; checked before anything is created.
    if (!izpZero && !kzpZero && ShapedType::isDynamic(k))
      return rewriter.notifyMatchFailure(op, "dynamic reduction extent");
    Value term1 = DenseOp::create(rewriter, q.loc, op.getData(), op.getWeight(),
                                  op.getUnitsAttr(), TypeAttr::get(out));
    if (izpZero && kzpZero)
      return replace(rewriter, op, term1);
    // DenseSecondTerm: zw[n] * sum_k a[.., k].
    auto term2 = [&]() {
      Value reduced =
          SumOp::create(rewriter, q.loc, q.convert(op.getData(), out),
                        rewriter.getDenseI64ArrayAttr({-1}),
                        /*keepdims=*/true);
      return q.mul(reduced, q.convert(kzp, out));
    };
    // DenseThirdTerm: za * sum_k w[n, k].
    auto term3 = [&]() {
      Value reduced =
          SumOp::create(rewriter, q.loc, q.convert(op.getWeight(), out),
                        rewriter.getDenseI64ArrayAttr({1}), /*keepdims=*/false);
      return q.mul(reduced, q.convert(izp, out));
    };
    return replace(rewriter, op,
                   sumZeroPointTerms(q, out, term1, term2, term3, izp, kzp, k));
  }
};

/// TVM's Conv2DFirstTerm - Conv2DThirdTerm for a kernel zero point of 0:
///   sum (x - zx) w = conv(pad(x, zx), w) - zx * sum_{c,kh,kw} w[o],
/// exact in wrapping int32 arithmetic. The padding moves into an nn.pad
/// with the zero point as its value, as TVM's Conv2DPadInput does.
static Value firstMinusThirdTerm(QnnBuilder &q, QnnConv2DOp op, Type out) {
  PatternRewriter &rewriter = q.b;
  Value data = op.getData(), izp = op.getInputZeroPoint();
  ArrayRef<int64_t> padding = op.getPadding();
  LayoutAttr dataLayout = op.getDataLayout();
  LayoutAttr kernelLayout = op.getKernelLayout();
  if (llvm::any_of(padding, [](int64_t p) { return p != 0; })) {
    auto dataType = cast<RankedTensorType>(data.getType());
    SmallVector<int64_t> width(2 * dataType.getRank(), 0);
    int64_t h = dataLayout.indexOf('H'), w = dataLayout.indexOf('W');
    width[2 * h] = padding[0];
    width[2 * w] = padding[1];
    width[2 * h + 1] = padding[2];
    width[2 * w + 1] = padding[3];
    data = PadOp::create(rewriter, q.loc, data,
                         q.convert(izp, dataType.getElementType()), width);
  }
  Value conv = Conv2DOp::create(
      rewriter, q.loc, data, op.getWeight(), op.getStridesAttr(),
      rewriter.getDenseI64ArrayAttr({0, 0, 0, 0}), op.getDilationAttr(),
      op.getGroupsAttr(), op.getChannelsAttr(), op.getKernelSizeAttr(),
      op.getDataLayoutAttr(), op.getKernelLayoutAttr(), op.getOutLayoutAttr(),
      TypeAttr::get(out));
  // The kernel sums over everything but the output channels.
  SmallVector<int64_t> axes;
  for (char axis : {'I', 'H', 'W'})
    axes.push_back(kernelLayout.indexOf(axis));
  llvm::sort(axes);
  Value sums = SumOp::create(rewriter, q.loc, q.convert(op.getWeight(), out),
                             rewriter.getDenseI64ArrayAttr(axes),
                             /*keepdims=*/false);
  LayoutAttr outLayout =
      op.getOutLayoutAttr() ? op.getOutLayoutAttr() : dataLayout;
  Value term3 = q.expandToAxis(q.mul(sums, q.convert(izp, out)), 4,
                               outLayout.indexOf('C'));
  return q.sub(conv, term3);
}

/// qnn.conv2d: without zero points, nn.conv2d on the quantized operands
/// (TVM's first term). With a data zero point and a constant zero kernel
/// zero point (symmetric weights) and no groups, TVM's first and third
/// terms: the convolution of the quantized operands, the data padded with
/// its zero point, minus the zero point times each output channel's kernel
/// sum, so that the convolution keeps its 8-bit operands (and runs on VNNI
/// dot products, -relay-x86-vnni). Otherwise the zero points are subtracted
/// in int32 before the convolution, as TVM's Conv2DFallBack: padding the
/// shifted data with 0 is padding the data with its zero point. TVM takes
/// this path for non-constant zero points, dilated kernels with a zero
/// point and grouped convolutions; for the others with a kernel zero point
/// it splits the sum into four terms (docs/lowering.md says why this
/// lowering does not).
struct Conv2DCanonicalize : OpRewritePattern<QnnConv2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnConv2DOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Type out = resultElement(op);
    Value data = op.getData(), weight = op.getWeight();
    Value izp = op.getInputZeroPoint(), kzp = op.getKernelZeroPoint();
    if (!isConstZero(izp) && isConstZero(kzp) && op.getGroups() == 1 &&
        out.getIntOrFloatBitWidth() <= 32)
      return replace(rewriter, op, firstMinusThirdTerm(q, op, out));
    if (!isConstZero(izp) || !isConstZero(kzp)) {
      Type acc = q.i32();
      if (out.getIntOrFloatBitWidth() > 32)
        acc = out;
      data = q.convert(data, acc);
      weight = q.convert(weight, acc);
      if (!isConstZero(izp))
        data = q.sub(data, q.convert(izp, acc));
      if (!isConstZero(kzp)) {
        // A per-channel kernel zero point runs along the kernel's O axis.
        Value zp = q.convert(kzp, acc);
        int64_t o = op.getKernelLayout().indexOf('O');
        zp = q.expandToAxis(zp, 4, o);
        weight = q.sub(weight, zp);
      }
    }
    Value conv = Conv2DOp::create(
        rewriter, q.loc, data, weight, op.getStridesAttr(), op.getPaddingAttr(),
        op.getDilationAttr(), op.getGroupsAttr(), op.getChannelsAttr(),
        op.getKernelSizeAttr(), op.getDataLayoutAttr(),
        op.getKernelLayoutAttr(), op.getOutLayoutAttr(), TypeAttr::get(out));
    return replace(rewriter, op, conv);
  }
};

/// The float32 operator of a qnn unary operator.
Value buildFloatUnary(QnnBuilder &q, Operation *op, Value x) {
  PatternRewriter &b = q.b;
  Location loc = q.loc;
  return TypeSwitch<Operation *, Value>(op)
      .Case([&](QnnTanhOp) { return TanhOp::create(b, loc, x); })
      .Case([&](QnnExpOp) { return ExpOp::create(b, loc, x); })
      .Case([&](QnnSqrtOp) { return SqrtOp::create(b, loc, x); })
      .Case([&](QnnRsqrtOp) { return RsqrtOp::create(b, loc, x); })
      .Case([&](QnnErfOp) { return ErfOp::create(b, loc, x); })
      .Case([&](QnnSigmoidOp) { return SigmoidOp::create(b, loc, x); })
      .Case([&](QnnLogOp) { return LogOp::create(b, loc, x); })
      .Case([&](QnnAbsOp) { return AbsOp::create(b, loc, x); })
      .Case([&](QnnHardswishOp) -> Value {
        // TVM's Hardswish (pattern_utils.h): x * clip(x + 3, 0, 6) / 6.
        Value shifted = q.clip(q.add(x, q.scalar(q.f32(), 3.0)), 0.0, 6.0);
        return DivideOp::create(b, loc, q.mul(x, shifted),
                                q.scalar(q.f32(), 6.0));
      })
      .Default([](Operation *) { return Value(); });
}

/// TVM's QNN_UNARY_OP_DEFAULT_CANONICALIZATION: dequantize, the float
/// operator, quantize back to the input's dtype.
template <typename OpTy> struct UnaryCanonicalize : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Type element = resultElement(op);
    Value real =
        DequantizeOp::create(rewriter, q.loc, op.getData(), op.getScale(),
                             op.getZeroPoint(), rewriter.getI64IntegerAttr(-1));
    Value result = buildFloatUnary(q, op, real);
    Value quantized = QuantizeOp::create(
        rewriter, q.loc, result, op.getOutputScale(), op.getOutputZeroPoint(),
        rewriter.getI64IntegerAttr(-1), TypeAttr::get(element));
    return replace(rewriter, op, quantized);
  }
};

/// qnn.leaky_relu (TVM's QnnLeakyReluCanonicalize): with q' the input
/// requantized to the output parameters, `x < zp ? alpha * q' + (1 - alpha)
/// * zp_o : q'`, both products fixed-point multiplications.
struct LeakyReluCanonicalize : OpRewritePattern<QnnLeakyReluOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnLeakyReluOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    double alpha = op.getAlpha().convertToDouble();
    auto [m, shift] = getFixedPointMultiplierShift(alpha);
    auto [mz, shiftZ] = getFixedPointMultiplierShift(1 - alpha);
    if (shift < -32 || shiftZ < -32)
      return rewriter.notifyMatchFailure(op, "alpha too close to 0 or 1");
    if (!canRequantizeOrUpcast(op.getInputScale(), op.getInputZeroPoint(),
                               op.getOutputScale(), op.getOutputZeroPoint()))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    Value data = q.convert(op.getData(), q.i32());
    Value izp = q.convert(op.getInputZeroPoint(), q.i32());
    Value ozp = q.convert(op.getOutputZeroPoint(), q.i32());
    FailureOr<Value> requantized =
        requantizeOrUpcast(q, data, op.getInputScale(), op.getInputZeroPoint(),
                           op.getOutputScale(), op.getOutputZeroPoint(), -1);
    if (failed(requantized))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    Value prod = FixedPointMultiplyOp::create(
        rewriter, q.loc, *requantized, rewriter.getI64IntegerAttr(m),
        rewriter.getI64IntegerAttr(shift));
    Value scaledZ = FixedPointMultiplyOp::create(
        rewriter, q.loc, ozp, rewriter.getI64IntegerAttr(mz),
        rewriter.getI64IntegerAttr(shiftZ));
    Value negative = LessOp::create(rewriter, q.loc, data, izp);
    Value output = WhereOp::create(rewriter, q.loc, negative,
                                   q.add(prod, scaledZ), *requantized);
    return replace(rewriter, op, convertDtype(q, output, resultElement(op)));
  }
};

/// qnn.avg_pool2d (TVM's QnnAvgPoolCanonicalize): requantize (or widen) to
/// the output parameters in int32, nn.avg_pool2d, clip and cast back.
struct AvgPool2DCanonicalize : OpRewritePattern<QnnAvgPool2DOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnAvgPool2DOp op,
                                PatternRewriter &rewriter) const override {
    if (!canRequantizeOrUpcast(op.getInputScale(), op.getInputZeroPoint(),
                               op.getOutputScale(), op.getOutputZeroPoint()))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    QnnBuilder q{rewriter, op.getLoc()};
    FailureOr<Value> input = requantizeOrUpcast(
        q, op.getData(), op.getInputScale(), op.getInputZeroPoint(),
        op.getOutputScale(), op.getOutputZeroPoint(), -1);
    if (failed(input))
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    Value pooled = AvgPool2DOp::create(
        rewriter, q.loc, *input, op.getPoolSizeAttr(), op.getStridesAttr(),
        op.getDilationAttr(), op.getPaddingAttr(), op.getLayoutAttr(),
        op.getOutLayoutAttr(), op.getCeilModeAttr(),
        op.getCountIncludePadAttr());
    return replace(rewriter, op, convertDtype(q, pooled, resultElement(op)));
  }
};

/// qnn.batch_matmul (TVM's QnnBatchMatmulCanonicalize): for TVM's default
/// layout (y transposed) the four terms of qnn.dense, per batch:
/// `bmm(x, y) - zy * sum_k x - zx * sum_k y + zx * zy * K`; other layouts
/// subtract the zero points in int32 first.
struct BatchMatmulCanonicalize : OpRewritePattern<QnnBatchMatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnBatchMatmulOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Type out = resultElement(op);
    Value x = op.getX(), y = op.getY();
    Value xzp = op.getXZeroPoint(), yzp = op.getYZeroPoint();
    bool xzpZero = isConstZero(xzp), yzpZero = isConstZero(yzp);
    auto bmm = [&](Value a, Value b) -> Value {
      return BatchMatmulOp::create(rewriter, q.loc, a, b, TypeAttr::get(out),
                                   op.getTransposeAAttr(),
                                   op.getTransposeBAttr());
    };
    int64_t k = cast<RankedTensorType>(x.getType())
                    .getDimSize(op.getTransposeA() ? 1 : 2);
    if (xzpZero && yzpZero)
      return replace(rewriter, op, bmm(x, y));
    if (op.getTransposeA() || !op.getTransposeB() || ShapedType::isDynamic(k)) {
      Value a = q.convert(x, out), b = q.convert(y, out);
      if (!xzpZero)
        a = q.sub(a, q.convert(xzp, out));
      if (!yzpZero)
        b = q.sub(b, q.convert(yzp, out));
      return replace(rewriter, op, bmm(a, b));
    }
    Value term1 = bmm(x, y);
    auto term2 = [&]() {
      Value reduced =
          SumOp::create(rewriter, q.loc, q.convert(x, out),
                        rewriter.getDenseI64ArrayAttr({2}), /*keepdims=*/true);
      return q.mul(reduced, q.convert(yzp, out));
    };
    auto term3 = [&]() {
      Value reduced =
          SumOp::create(rewriter, q.loc, q.convert(y, out),
                        rewriter.getDenseI64ArrayAttr({2}), /*keepdims=*/false);
      reduced = ExpandDimsOp::create(rewriter, q.loc, reduced, uint64_t{1});
      return q.mul(reduced, q.convert(xzp, out));
    };
    return replace(rewriter, op,
                   sumZeroPointTerms(q, out, term1, term2, term3, xzp, yzp, k));
  }
};

/// qnn.conv2d_transpose: the zero points subtracted in int32, then
/// nn.conv2d_transpose; without zero points on the quantized operands.
struct Conv2DTransposeCanonicalize : OpRewritePattern<QnnConv2DTransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnConv2DTransposeOp op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Type out = resultElement(op);
    Value data = op.getData(), weight = op.getWeight();
    Value izp = op.getInputZeroPoint(), kzp = op.getKernelZeroPoint();
    if (!isConstZero(izp) || !isConstZero(kzp)) {
      Type acc = out.getIntOrFloatBitWidth() > 32 ? out : q.i32();
      data = q.convert(data, acc);
      weight = q.convert(weight, acc);
      if (!isConstZero(izp))
        data = q.sub(data, q.convert(izp, acc));
      if (!isConstZero(kzp))
        weight =
            q.sub(weight, q.expandToAxis(q.convert(kzp, acc), 4,
                                         op.getKernelLayout().indexOf('O')));
    }
    Value conv = Conv2DTransposeOp::create(
        rewriter, q.loc, data, weight, op.getStridesAttr(), op.getPaddingAttr(),
        op.getDilationAttr(), op.getGroupsAttr(), op.getChannelsAttr(),
        op.getKernelSizeAttr(), op.getDataLayoutAttr(),
        op.getKernelLayoutAttr(), op.getOutLayoutAttr(), TypeAttr::get(out),
        op.getOutputPaddingAttr());
    return replace(rewriter, op, conv);
  }
};

/// qnn.softmax (TVM's QnnSoftmaxCanonicalize): Algorithm 1 of
/// arXiv:2207.01405 in int32, the exponent base-2 with `x0 = round(1 /
/// scale)` as its integer unit, then `out` (scale 1/128) requantized to the
/// output parameters as int8.
struct SoftmaxCanonicalize : OpRewritePattern<QnnSoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(QnnSoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    constexpr int kM = 30, kBits = 8;
    std::optional<SmallVector<double>> inScale =
        getConstantValues(op.getScale());
    std::optional<SmallVector<double>> outScale =
        getConstantValues(op.getOutputScale());
    if (!inScale || !outScale)
      return rewriter.notifyMatchFailure(op, "needs constant scales");
    float scale = static_cast<float>((*inScale)[0]);
    if (!(scale > 0.0f && scale <= 1.0f))
      return rewriter.notifyMatchFailure(op, "input scale not in (0, 1]");
    double outputUnit = 1.0 / (1 << (kBits - 1));
    SmallVector<double> multiplier = {outputUnit /
                                      static_cast<float>((*outScale)[0])};
    if (static_cast<float>((*outScale)[0]) == 0.0f ||
        !fixedPointInRange(multiplier))
      return rewriter.notifyMatchFailure(op, "multiplier out of range");

    QnnBuilder q{rewriter, op.getLoc()};
    auto i32Const = [&](double v) { return q.scalar(q.i32(), v); };
    auto axes =
        rewriter.getDenseI64ArrayAttr({static_cast<int64_t>(op.getAxis())});
    // round(1 / scale) in float32, as TVM computes it; at most 2^24 since
    // the verifier keeps the scale finite and non-zero.
    double x0 = std::round(1.0f / scale);
    Value data = q.sub(q.convert(op.getData(), q.i32()), op.getZeroPoint());
    Value max = MaxOp::create(rewriter, q.loc, data, axes, /*keepdims=*/true);
    Value x = q.sub(data, max);
    Value xp =
        q.sub(q.add(x, RightShiftOp::create(rewriter, q.loc, x, i32Const(1))),
              RightShiftOp::create(rewriter, q.loc, x, i32Const(4)));
    Value negX0 = i32Const(-x0);
    Value quotient =
        q.clip(DivideOp::create(rewriter, q.loc, xp, negX0), 0, 20);
    Value maxQuotient =
        MaxOp::create(rewriter, q.loc, quotient, axes, /*keepdims=*/true);
    Value r = q.sub(xp, q.mul(quotient, negX0));
    Value xb = q.add(RightShiftOp::create(rewriter, q.loc, r, i32Const(1)),
                     i32Const(x0));
    Value exps =
        LeftShiftOp::create(rewriter, q.loc, xb, q.sub(maxQuotient, quotient));
    Value sums = SumOp::create(rewriter, q.loc, exps, axes, /*keepdims=*/true);
    Value output = RightShiftOp::create(
        rewriter, q.loc,
        q.mul(DivideOp::create(rewriter, q.loc, i32Const(1 << kM), sums), exps),
        i32Const(kM - (kBits - 1)));
    return replace(rewriter, op,
                   requantize(q, output, q.scalar(q.f32(), outputUnit),
                              i32Const(0), op.getOutputScale(),
                              op.getOutputZeroPoint(), resultElement(op)));
  }
};

/// TVM's SQNN_DTYPE_TO_CODE and the integer types the codes select.
constexpr int64_t kSimulatedCodes[] = {1, 2, 3};
std::pair<double, double> getSimulatedQRange(int64_t code) {
  switch (code) {
  case 1:
    return {-128, 127};
  case 2:
    return {0, 255};
  default:
    return {-2147483648.0, 2147483647.0};
  }
}

/// A scale or zero point of a simulated operator shaped to broadcast along
/// `axis` of the data: a 1-D tensor of one value becomes a scalar.
Value simulatedParam(QnnBuilder &q, Value v, int64_t rank, int64_t axis) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getRank() == 1 && type.getDimSize(0) == 1)
    v = SqueezeOp::create(q.b, q.loc, v, q.b.getDenseI64ArrayAttr({0}));
  return q.expandToAxis(v, rank, axis);
}

/// qnn.simulated_quantize and qnn.simulated_dequantize (TVM's
/// topi.nn.simulated_quantize/dequantize): the float formula of every code,
/// selected by the run-time code with `where` (TVM's if_then_else chain);
/// with a constant code only its formula, or `data` for "disable".
template <typename OpTy, bool IsQuantize>
struct SimulatedCanonicalize : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    QnnBuilder q{rewriter, op.getLoc()};
    Value data = op.getData();
    int64_t rank = op.getData().getType().getRank();
    int64_t axis = normalizedAxis(op.getAxis(), rank);
    Value scale = simulatedParam(q, op.getScale(), rank, axis);
    Value zeroPoint =
        q.convert(simulatedParam(q, op.getZeroPoint(), rank, axis), q.f32());
    auto formula = [&](int64_t code) -> Value {
      if (!IsQuantize)
        return q.mul(q.sub(data, zeroPoint), scale);
      auto [lo, hi] = getSimulatedQRange(code);
      Value rounded = RoundOp::create(
          rewriter, q.loc, DivideOp::create(rewriter, q.loc, data, scale));
      return q.clip(q.add(rounded, zeroPoint), lo, hi);
    };
    std::optional<SmallVector<double>> code = getConstantValues(op.getDtype());
    if (code) {
      auto c = static_cast<int64_t>((*code)[0]);
      if (!llvm::is_contained(kSimulatedCodes, c))
        return replace(rewriter, op, data);
      return replace(rewriter, op, formula(c));
    }
    Value result = data;
    if (!IsQuantize) {
      // Every integer code dequantizes alike.
      Value isInteger = LogicalAndOp::create(
          rewriter, q.loc,
          GreaterEqualOp::create(rewriter, q.loc, op.getDtype(),
                                 q.scalar(q.i32(), 1)),
          LessEqualOp::create(rewriter, q.loc, op.getDtype(),
                              q.scalar(q.i32(), 3)));
      return replace(
          rewriter, op,
          Value(WhereOp::create(rewriter, q.loc, isInteger, formula(1), data)));
    }
    for (int64_t c : kSimulatedCodes) {
      Value selected =
          EqualOp::create(rewriter, q.loc, op.getDtype(), q.scalar(q.i32(), c));
      result = WhereOp::create(rewriter, q.loc, selected, formula(c), result);
    }
    return replace(rewriter, op, result);
  }
};

struct RelayQnnCanonicalizePass
    : public relay::impl::RelayQnnCanonicalizePassBase<
          RelayQnnCanonicalizePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateQnnCanonicalizePatterns(patterns);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
    // What remains could not be canonicalized: TVM needs constant scales
    // (GetScalarFromConstant) where the fixed-point multipliers are
    // computed at compile time.
    WalkResult result = getOperation()->walk([](Operation *op) {
      if (!op->getName().getStringRef().starts_with("relay.qnn."))
        return WalkResult::advance();
      op->emitError("cannot canonicalize '")
          << op->getName()
          << "': its scales must be constants, the output scale non-zero and "
             "every requantization multiplier in [2^-32, 2^31)";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

void relay::populateQnnCanonicalizePatterns(RewritePatternSet &patterns) {
  patterns
      .add<QuantizeCanonicalize, DequantizeCanonicalize, RequantizeCanonicalize,
           AddSubtractCanonicalize<QnnAddOp, /*IsAdd=*/true>,
           AddSubtractCanonicalize<QnnSubtractOp, /*IsAdd=*/false>,
           MulCanonicalize, ConcatenateCanonicalize, DenseCanonicalize,
           Conv2DCanonicalize, LeakyReluCanonicalize, AvgPool2DCanonicalize,
           BatchMatmulCanonicalize, Conv2DTransposeCanonicalize,
           UnaryCanonicalize<QnnTanhOp>, UnaryCanonicalize<QnnExpOp>,
           UnaryCanonicalize<QnnSqrtOp>, UnaryCanonicalize<QnnRsqrtOp>,
           UnaryCanonicalize<QnnErfOp>, UnaryCanonicalize<QnnSigmoidOp>,
           UnaryCanonicalize<QnnHardswishOp>, UnaryCanonicalize<QnnLogOp>,
           UnaryCanonicalize<QnnAbsOp>, SoftmaxCanonicalize,
           SimulatedCanonicalize<QnnSimulatedQuantizeOp, /*IsQuantize=*/true>,
           SimulatedCanonicalize<QnnSimulatedDequantizeOp,
                                 /*IsQuantize=*/false>>(patterns.getContext());
}
