//===- QuantizeRealize.cpp - relay.quantize: realization ------------------===//
//
// The third stage of TVM's automatic quantization (src/relay/quantize/
// realize.cc): the simulated graph, which computes in float, becomes a
// low-bit integer graph. Like TVM's ForwardRewrite with the FQRealizeRewrite
// rules, operators are visited in program order; a rule that produces a
// quantized value records it as TVM's QRealizeIntExpr (integer data, its
// scale and its type) instead of a value of the original type, and whoever
// has no rule for it dequantizes it: `cast(data, f32) * dom_scale`.
//
//===----------------------------------------------------------------------===//

#include "QuantizeUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

#include <cmath>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYQUANTIZEREALIZEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::quantize;

namespace {

/// TVM's QRealizeIntExpr: `data` (of element type `dtype`) times `scale`
/// stands for the float value. TVM reads scales as float32.
struct QRealizeInt {
  Value data;
  float scale;
  Type dtype;
};

struct RealizeConfig {
  Type dtypeInput, dtypeWeight, dtypeActivation;
  int64_t nbitActivation;
  double globalScale;
  bool roundUpward;
};

Type elementType(Value value) { return getElementTypeOrSelf(value.getType()); }

/// TVM's GetFixedPointMultiplierShift: `multiplier` = significand * 2^shift
/// with the significand a Q31 fixed-point number.
std::pair<int64_t, int64_t> fixedPointMultiplierShift(double multiplier) {
  if (multiplier == 0.0)
    return {0, 0};
  int exponent;
  double significand = std::frexp(multiplier, &exponent);
  auto q31 = static_cast<int64_t>(std::round(significand * (1ll << 31)));
  if (q31 == (1ll << 31)) {
    q31 /= 2;
    ++exponent;
  }
  return {q31, exponent};
}

class Realizer {
public:
  Realizer(Block &body, const RealizeConfig &cfg) : body(body), cfg(cfg) {}

  LogicalResult run() {
    SmallVector<Operation *> ops =
        llvm::map_to_vector(body, [](Operation &op) { return &op; });
    for (Operation *op : ops)
      if (failed(visit(op)))
        return failure();
    // The originals of quantized values: what still uses them (nothing
    // visited, as every user realized its operands) sees the dequantized
    // value; then they go, users first.
    for (Operation *op : llvm::reverse(replaced)) {
      Value result = op->getResult(0);
      if (!result.use_empty())
        result.replaceAllUsesWith(dequantize(result));
    }
    for (Operation *op : erased)
      op->erase();
    for (Operation *op : llvm::reverse(replaced))
      op->erase();
    return success();
  }

private:
  //===--------------------------------------------------------------------===//
  // Building blocks
  //===--------------------------------------------------------------------===//

  Value scalar(Type type, double value) {
    return makeScalarConstant(builder, loc, type, value);
  }

  /// TVM's Cast, left out where `value` already has `type` elements.
  Value castTo(Value value, Type type) {
    if (elementType(value) == type)
      return value;
    return CastOp::create(builder, loc, value, TypeAttr::get(type));
  }

  Value clip(Value value, double lo, double hi) {
    return ClipOp::create(builder, loc, value, builder.getF64FloatAttr(lo),
                          builder.getF64FloatAttr(hi));
  }

  Value stopFusion(Value value) {
    return StopFusionOp::create(builder, loc, value.getType(), value);
  }

  /// `x * multiplier` in fixed point on `i64` `x`, rounding half up
  /// (UPWARD, TVM's fixed_point_multiply) or half away from zero
  /// (TONEAREST, TVM's FixedPointMultiplyToNearest).
  Value fixedPointMultiply(Value x, double multiplier) {
    Type i64 = builder.getI64Type();
    auto [q31, shift] = fixedPointMultiplierShift(multiplier);
    int64_t leftShift = shift > 0 ? shift : 0;
    int64_t rightShift = 31 + (shift > 0 ? 0 : -shift);
    if (leftShift > 0)
      x = LeftShiftOp::create(builder, loc, x, scalar(i64, leftShift));
    x = MultiplyOp::create(builder, loc, x, scalar(i64, q31));
    int64_t half = int64_t(1) << (rightShift - 1);
    Value rounding = scalar(i64, half);
    if (!cfg.roundUpward) {
      Value nonNegative =
          GreaterEqualOp::create(builder, loc, x, scalar(i64, 0));
      rounding = WhereOp::create(builder, loc, nonNegative, rounding,
                                 scalar(i64, half - 1));
    }
    x = AddOp::create(builder, loc, x, rounding);
    return RightShiftOp::create(builder, loc, x, scalar(i64, rightShift));
  }

  /// TVM's MulAndDiv: `data * s1 / s2` in `dtype`, by a shift if possible.
  FailureOr<Value> mulAndDiv(Value data, float s1, float s2, Type dtype) {
    if (s1 == s2)
      return data;
    float factor = s1 / s2;
    float shiftFactor = std::log2(factor);
    if (!(shiftFactor > 0))
      return emitError(loc) << "cannot realize a rescaling by " << factor;
    if (static_cast<int>(shiftFactor) == shiftFactor)
      return Value(LeftShiftOp::create(
          builder, loc, data, scalar(dtype, static_cast<int>(shiftFactor))));
    if (static_cast<int>(factor) == factor)
      return Value(
          MultiplyOp::create(builder, loc, data, scalar(dtype, factor)));
    Value wide = castTo(data, builder.getI64Type());
    return castTo(fixedPointMultiply(wide, factor), dtype);
  }

  /// TVM's QRealizeIntExprNode::Realize, once per quantized value, right
  /// after its data.
  Value dequantize(Value original) {
    auto it = dequantized.find(original);
    if (it != dequantized.end())
      return it->second;
    QRealizeInt q = quantized.lookup(original);
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfterValue(q.data);
    Location savedLoc = loc;
    loc = original.getLoc();
    Type f32 = builder.getF32Type();
    Value result = MultiplyOp::create(builder, loc, castTo(q.data, f32),
                                      scalar(f32, q.scale));
    loc = savedLoc;
    dequantized[original] = result;
    return result;
  }

  /// TVM's ForwardOp: `op` again, on `operands`, with `attrs` changed; the
  /// result type follows from the operator's type relation.
  FailureOr<Value> forward(Operation *op, ValueRange operands,
                           ArrayRef<NamedAttribute> attrs = {}) {
    Operation *clone = builder.clone(*op);
    clone->setOperands(operands);
    for (NamedAttribute attr : attrs)
      clone->setAttr(attr.getName(), attr.getValue());
    SmallVector<Type> types;
    auto iface = cast<InferTypeOpInterface>(clone);
    if (failed(iface.inferReturnTypes(
            clone->getContext(), clone->getLoc(), clone->getOperands(),
            clone->getAttrDictionary(), clone->getPropertiesStorage(),
            clone->getRegions(), types)) ||
        types.size() != 1) {
      clone->erase();
      return op->emitOpError("cannot be realized on its quantized operands");
    }
    clone->getResult(0).setType(types.front());
    return clone->getResult(0);
  }

  /// The quantized form of an operand, if it has one.
  std::optional<QRealizeInt> getQuantized(Value value) const {
    auto it = quantized.find(value);
    if (it == quantized.end())
      return std::nullopt;
    return it->second;
  }

  //===--------------------------------------------------------------------===//
  // Rules (realize.cc)
  //===--------------------------------------------------------------------===//

  using RuleResult = FailureOr<std::optional<QRealizeInt>>;
  static RuleResult noRule() { return std::optional<QRealizeInt>(); }

  /// QuantizeRealize.
  RuleResult realizeSimulatedQuantize(SimulatedQuantizeOp sq) {
    std::optional<QRealizeInt> input = getQuantized(sq.getData());
    if (sq.getKind() == static_cast<uint64_t>(QAnnotateKind::Identity)) {
      if (input)
        return input;
      sq.getResult().replaceAllUsesWith(sq.getData());
      erased.push_back(sq);
      return noRule();
    }
    std::optional<double> domScale = getScalarConstant(sq.getDomScale());
    std::optional<double> clipMin = getScalarConstant(sq.getClipMin());
    std::optional<double> clipMax = getScalarConstant(sq.getClipMax());
    if (!domScale || !clipMin || !clipMax || !(*domScale > 0.0))
      return sq.emitOpError("is not calibrated: dom_scale, clip_min and "
                            "clip_max must be constants with a positive "
                            "dom_scale (run -relay-quantize-calibrate)");
    if (sq.getRounding() != QuantizeRounding::Round || !sq.getSign())
      return sq.emitOpError(
          "can only be realized with sign = true and rounding = \"round\"");
    float odom = static_cast<float>(*domScale);

    if (!input) {
      // Quantize from real: the data stays float, rounded and clipped.
      Type type = elementType(sq.getData());
      Value scaled = MultiplyOp::create(builder, loc, sq.getData(),
                                        scalar(type, 1.0f / odom));
      Value rounded =
          clip(RoundOp::create(builder, loc, scaled), *clipMin, *clipMax);
      return std::optional(QRealizeInt{rounded, odom, type});
    }

    // x * idom = y * odom  =>  y = x * idom / odom.
    Value data = input->data;
    Type dtype = input->dtype;
    if (isa<FloatType>(dtype)) {
      // Rounded float data (a quantized constant) shifts as an activation.
      data = castTo(data, cfg.dtypeActivation);
      dtype = cfg.dtypeActivation;
    }
    float idom = input->scale;
    if (idom == odom)
      return std::optional(
          QRealizeInt{clip(data, *clipMin, *clipMax), odom, dtype});
    float shiftNbit = std::log2(odom / idom);
    if (static_cast<int>(shiftNbit) == shiftNbit) {
      auto shift = static_cast<int>(shiftNbit);
      if (shift > 0) {
        // round_for_shift (TVM's default): add half of the last bit.
        data = AddOp::create(builder, loc, data,
                             scalar(dtype, std::exp2(shift - 1)));
        data = RightShiftOp::create(builder, loc, data, scalar(dtype, shift));
      } else {
        data = LeftShiftOp::create(builder, loc, data, scalar(dtype, -shift));
      }
      return std::optional(
          QRealizeInt{clip(data, *clipMin, *clipMax), odom, dtype});
    }
    data = castTo(data, builder.getI64Type());
    data = fixedPointMultiply(data, idom / odom);
    data = castTo(clip(data, *clipMin, *clipMax), dtype);
    return std::optional(QRealizeInt{data, odom, dtype});
  }

  /// Conv2dRealize, Conv1dRealize, DenseRealize, BatchMatmulRealize: the
  /// product of `dtype-input` data and `dtype-weight` weights accumulates in
  /// `dtype-activation`.
  RuleResult realizeProduct(Operation *op) {
    std::optional<QRealizeInt> lhs = getQuantized(op->getOperand(0));
    std::optional<QRealizeInt> rhs = getQuantized(op->getOperand(1));
    if (!lhs || !rhs)
      return noRule();
    Value ldata = castTo(lhs->data, cfg.dtypeInput);
    Value rdata = castTo(rhs->data, cfg.dtypeWeight);
    FailureOr<Value> result =
        forward(op, {ldata, rdata},
                {builder.getNamedAttr("out_dtype",
                                      TypeAttr::get(cfg.dtypeActivation))});
    if (failed(result))
      return failure();
    return std::optional(
        QRealizeInt{*result, lhs->scale * rhs->scale, cfg.dtypeActivation});
  }

  /// MulRealize.
  RuleResult realizeMultiply(Operation *op) {
    std::optional<QRealizeInt> lhs = getQuantized(op->getOperand(0));
    std::optional<QRealizeInt> rhs = getQuantized(op->getOperand(1));
    if (!lhs || !rhs)
      return noRule();
    Type dtype = cfg.dtypeActivation;
    FailureOr<Value> result =
        forward(op, {castTo(lhs->data, dtype), castTo(rhs->data, dtype)});
    if (failed(result))
      return failure();
    return std::optional(QRealizeInt{*result, lhs->scale * rhs->scale, dtype});
  }

  /// UnifyDTypeScale: the operands in one type and at one scale.
  FailureOr<SmallVector<Value>> unify(Operation *op, ArrayRef<QRealizeInt> args,
                                      Type &dtype, float &scale) {
    if (!dtype)
      dtype = args.size() == 2 && args[1].dtype == cfg.dtypeInput
                  ? cfg.dtypeInput
                  : cfg.dtypeActivation;
    SmallVector<Value> result;
    for (auto [i, arg] : llvm::enumerate(args)) {
      Value data = arg.data;
      auto ref = op->getOperand(i).getDefiningOp<SimulatedQuantizeOp>();
      if (arg.dtype != dtype) {
        data = castTo(data, dtype);
      } else if (ref &&
                 ref.getKind() == static_cast<uint64_t>(QAnnotateKind::Input)) {
        // Stored as dtype-input between two fusion groups.
        data = castTo(stopFusion(castTo(data, cfg.dtypeInput)), dtype);
      }
      result.push_back(data);
    }
    // ChooseDomScale: the smaller scale of two, else the global one.
    if (args.size() == 2)
      scale = std::min(args[0].scale, args[1].scale);
    else
      scale = static_cast<float>(cfg.globalScale /
                                 std::exp2(cfg.nbitActivation - 1));
    for (auto [i, arg] : llvm::enumerate(args)) {
      FailureOr<Value> rescaled = mulAndDiv(result[i], arg.scale, scale, dtype);
      if (failed(rescaled))
        return failure();
      result[i] = *rescaled;
    }
    return result;
  }

  /// AddRealize.
  RuleResult realizeAdd(Operation *op) {
    std::optional<QRealizeInt> lhs = getQuantized(op->getOperand(0));
    std::optional<QRealizeInt> rhs = getQuantized(op->getOperand(1));
    if (!lhs || !rhs)
      return noRule();
    Type dtype = cfg.dtypeActivation;
    float scale;
    SmallVector<QRealizeInt> args = {*lhs, *rhs};
    FailureOr<SmallVector<Value>> operands = unify(op, args, dtype, scale);
    if (failed(operands))
      return failure();
    // Float (rounded constant) operands are not fused.
    for (auto [i, arg] : llvm::enumerate(args))
      if (isa<FloatType>(arg.dtype))
        (*operands)[i] = stopFusion((*operands)[i]);
    FailureOr<Value> result = forward(op, *operands);
    if (failed(result))
      return failure();
    return std::optional(QRealizeInt{*result, scale, dtype});
  }

  /// ConcatenateRealize.
  RuleResult realizeConcatenate(Operation *op) {
    SmallVector<QRealizeInt> args;
    for (Value operand : op->getOperands()) {
      std::optional<QRealizeInt> arg = getQuantized(operand);
      if (!arg)
        return noRule();
      args.push_back(*arg);
    }
    Type dtype;
    float scale;
    FailureOr<SmallVector<Value>> operands = unify(op, args, dtype, scale);
    if (failed(operands))
      return failure();
    FailureOr<Value> result = forward(op, *operands);
    if (failed(result))
      return failure();
    return std::optional(QRealizeInt{*result, scale, dtype});
  }

  /// ClipRealize: the bounds in units of the scale.
  RuleResult realizeClip(ClipOp op) {
    std::optional<QRealizeInt> x = getQuantized(op.getData());
    if (!x)
      return noRule();
    double scale = x->scale;
    FailureOr<Value> result = forward(
        op, {x->data},
        {builder.getNamedAttr(
             "a_min",
             builder.getF64FloatAttr(op.getAMin().convertToDouble() / scale)),
         builder.getNamedAttr(
             "a_max",
             builder.getF64FloatAttr(op.getAMax().convertToDouble() / scale))});
    if (failed(result))
      return failure();
    return std::optional(QRealizeInt{*result, x->scale, x->dtype});
  }

  /// IdentityRealize, CastDtypeInputRealize (`castTo` = dtype-input),
  /// AvgPoolRealize (`castTo` = dtype-activation): the operator on the
  /// integers, the scale unchanged.
  RuleResult realizeUnary(Operation *op, Type castType) {
    std::optional<QRealizeInt> x = getQuantized(op->getOperand(0));
    if (!x)
      return noRule();
    Value data = castType ? castTo(x->data, castType) : x->data;
    FailureOr<Value> result = forward(op, {data});
    if (failed(result))
      return failure();
    return std::optional(
        QRealizeInt{*result, x->scale, castType ? castType : x->dtype});
  }

  /// CastHintRealize: the integers stored as the hinted type. A hint on a
  /// value that is not quantized does nothing and goes.
  RuleResult realizeCastHint(CastHintOp op) {
    std::optional<QRealizeInt> x = getQuantized(op.getData());
    if (!x) {
      op.getResult().replaceAllUsesWith(op.getData());
      erased.push_back(op);
      return noRule();
    }
    Type dtype = op.getDtype();
    return std::optional(QRealizeInt{castTo(x->data, dtype), x->scale, dtype});
  }

  RuleResult applyRule(Operation *op) {
    if (auto sq = dyn_cast<SimulatedQuantizeOp>(op))
      return realizeSimulatedQuantize(sq);
    if (isa<Conv2DOp, Conv1DOp, DenseOp, BatchMatmulOp>(op))
      return realizeProduct(op);
    if (isa<MultiplyOp>(op))
      return realizeMultiply(op);
    if (isa<AddOp>(op))
      return realizeAdd(op);
    if (isa<ConcatenateOp>(op))
      return realizeConcatenate(op);
    if (auto clipOp = dyn_cast<ClipOp>(op))
      return realizeClip(clipOp);
    if (isa<ReluOp, ReshapeOp, StridedSliceOp, BatchFlattenOp, TransposeOp,
            StopFusionOp>(op))
      return realizeUnary(op, nullptr);
    if (isa<MaxPool2DOp>(op))
      return realizeUnary(op, cfg.dtypeInput);
    if (isa<AvgPool2DOp, GlobalAvgPool2DOp>(op))
      return realizeUnary(op, cfg.dtypeActivation);
    if (auto hint = dyn_cast<CastHintOp>(op))
      return realizeCastHint(hint);
    return noRule();
  }

  LogicalResult visit(Operation *op) {
    builder.setInsertionPoint(op);
    loc = op->getLoc();
    RuleResult result = noRule();
    if (op->getNumResults() == 1 && op->getNumRegions() == 0)
      result = applyRule(op);
    if (failed(result))
      return failure();
    if (*result) {
      quantized[op->getResult(0)] = **result;
      replaced.push_back(op);
      return success();
    }
    // Replaced by its operand (an identity simulated_quantize or a cast_hint
    // on float).
    if (!erased.empty() && erased.back() == op)
      return success();
    // No rule: quantized operands are dequantized.
    for (OpOperand &use : op->getOpOperands())
      if (quantized.contains(use.get()))
        use.set(dequantize(use.get()));
    op->walk([&](Operation *nested) {
      if (nested == op)
        return;
      for (OpOperand &use : nested->getOpOperands())
        if (quantized.contains(use.get()))
          use.set(dequantize(use.get()));
    });
    return success();
  }

  Block &body;
  const RealizeConfig &cfg;
  OpBuilder builder{body.getParentOp()->getContext()};
  Location loc = builder.getUnknownLoc();
  DenseMap<Value, QRealizeInt> quantized;
  DenseMap<Value, Value> dequantized;
  SmallVector<Operation *> replaced;
  SmallVector<Operation *> erased;
};

struct RelayQuantizeRealizePass
    : public relay::impl::RelayQuantizeRealizePassBase<
          RelayQuantizeRealizePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    Location loc = UnknownLoc::get(context);
    if (failed(parseDtypeOption(context, "dtype-input", dtypeInput,
                                cfg.dtypeInput)) ||
        failed(parseDtypeOption(context, "dtype-weight", dtypeWeight,
                                cfg.dtypeWeight)) ||
        failed(parseDtypeOption(context, "dtype-activation", dtypeActivation,
                                cfg.dtypeActivation)))
      return failure();
    if (nbitActivation < 2 || nbitActivation > 64)
      return emitError(loc) << "invalid nbit-activation " << nbitActivation
                            << ": expected 2 to 64 bits";
    if (!(globalScale > 0.0) || !std::isfinite(globalScale))
      return emitError(loc) << "invalid global-scale " << globalScale
                            << ": expected a positive number";
    if (rounding != "UPWARD" && rounding != "TONEAREST")
      return emitError(loc) << "unknown rounding '" << rounding
                            << "': expected UPWARD or TONEAREST";
    cfg.nbitActivation = nbitActivation;
    cfg.globalScale = globalScale;
    cfg.roundUpward = rounding == "UPWARD";
    return success();
  }

  void runOnOperation() override {
    bool failedAny = false;
    forEachQuantizableFunction(getOperation(), [&](func::FuncOp func) {
      if (!failedAny && func.getBody().hasOneBlock() &&
          failed(Realizer(func.getBody().front(), cfg).run()))
        failedAny = true;
    });
    if (failedAny)
      signalPassFailure();
  }

  RealizeConfig cfg;
};

} // namespace
