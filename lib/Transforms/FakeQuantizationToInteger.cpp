//===- FakeQuantizationToInteger.cpp - Fake-quantized regions to integers -===//
//
// The counterpart of TVM's FakeQuantizationToInteger
// (src/relay/transforms/fake_quantization_to_integer.cc) with the per-op
// rules TVM registers in python/tvm/relay/transform/
// fake_quantization_to_integer.py. A quantized model exported as
// "dequantize -> float operators -> quantize" (ONNX QDQ, PyTorch) runs its
// float operators on integers once every value of the region carries an
// affine type, TVM's TensorAffineType: the scale, zero point, integer type
// and channel axis that give its real value.
//
//===----------------------------------------------------------------------===//

#include "QnnUtils.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYFAKEQUANTIZATIONTOINTEGERPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// TVM's TensorAffineType: `real = scale * (value - zero_point)` with the
/// parameters per tensor or along `axis`.
struct AffineType {
  Value scale;
  Value zeroPoint;
  Type dtype;
  int64_t axis = -1;
};

using qnn::getConstantValues;

bool isRelayOp(Operation *op) {
  return op->getName().getDialectNamespace() ==
         RelayDialect::getDialectNamespace();
}

int64_t getRank(Value v) {
  return cast<RankedTensorType>(v.getType()).getRank();
}

/// TVM's approx_equal: the same expression, or constants that agree within
/// NumPy's allclose tolerances (a single value broadcasts).
bool approxEqual(Value a, Value b) {
  if (a == b)
    return true;
  std::optional<SmallVector<double>> x = getConstantValues(a);
  std::optional<SmallVector<double>> y = getConstantValues(b);
  if (!x || !y)
    return false;
  if (x->size() != y->size() && x->size() != 1 && y->size() != 1)
    return false;
  for (size_t i = 0, e = std::max(x->size(), y->size()); i < e; ++i) {
    double u = (*x)[x->size() == 1 ? 0 : i], v = (*y)[y->size() == 1 ? 0 : i];
    if (std::abs(u - v) > 1e-8 + 1e-5 * std::abs(v))
      return false;
  }
  return true;
}

bool sameAffine(const AffineType &a, const AffineType &b) {
  return a.dtype == b.dtype && approxEqual(a.scale, b.scale) &&
         approxEqual(a.zeroPoint, b.zeroPoint);
}

/// The operators TVM registers a rule for (FTVMFakeQuantizationToInteger),
/// apart from qnn.quantize, which ends a region.
bool hasRule(Operation *op, const llvm::StringSet<> &optionalOps) {
  if (isa<SoftmaxOp>(op))
    return optionalOps.contains("nn.softmax");
  return isa<DequantizeOp, ReshapeOp, SqueezeOp, StridedSliceOp, TransposeOp,
             ExpandDimsOp, MaxPool2DOp, BatchFlattenOp, DepthToSpaceOp, MaxOp,
             MinOp, AvgPool2DOp, GlobalAvgPool2DOp, BroadcastToOp, BiasAddOp,
             Conv2DOp, Conv2DTransposeOp, DenseOp, BatchMatmulOp, ConcatenateOp,
             ClipOp, ReluOp, PadOp, MeanOp, AddOp, MultiplyOp, SubtractOp,
             MinimumOp, MaximumOp, SqrtOp, RsqrtOp, ExpOp, ErfOp, SigmoidOp,
             TanhOp, AbsOp, LogOp, TakeOp>(op);
}

/// The operators TVM's QAT rewrite considers
/// (is_op_enabled_for_optional_fq2i).
bool isQatOp(Operation *op) {
  return isa<BroadcastToOp, ClipOp, ExpandDimsOp, MaxOp, MaximumOp, MinOp,
             MinimumOp, AvgPool2DOp, BatchFlattenOp, BatchMatmulOp, BiasAddOp,
             Conv2DOp, Conv2DTransposeOp, DenseOp, DepthToSpaceOp,
             GlobalAvgPool2DOp, MaxPool2DOp, PadOp, ReluOp, ReshapeOp,
             SqueezeOp, StridedSliceOp, TransposeOp>(op);
}

/// Records the operations a rewrite creates, so that a failed rewrite can
/// take them back and leave the IR as it was.
struct CreatedOps : OpBuilder::Listener {
  SmallVector<Operation *> ops;
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  void rollback() {
    for (Operation *op : llvm::reverse(ops)) {
      op->dropAllUses();
      op->erase();
    }
    ops.clear();
  }
};

/// A rewritten value and its affine type.
struct Quantized {
  Value value;
  AffineType type;
};

/// Applies TVM's per-op rules to one region. `outType` is the affine type
/// of the qnn.quantize ending the region (TVM sets it as the type of every
/// rewritten operator, for rules that cannot deduce their output
/// parameters); the QAT rewrite has none.
class RuleApplier {
public:
  RuleApplier(OpBuilder &builder, std::optional<AffineType> outType)
      : b(builder), outType(outType) {}

  /// The reason of the last failure.
  std::string reason;

  /// Rewrites `op` given its operands: the rewritten value and affine type
  /// of operands from the region, the original value of the others
  /// (constants).
  FailureOr<Quantized> apply(Operation *op, ArrayRef<Value> operands,
                             ArrayRef<std::optional<AffineType>> types);

private:
  OpBuilder &b;
  std::optional<AffineType> outType;
  Location loc = b.getUnknownLoc();

  LogicalResult fail(const Twine &why) {
    reason = why.str();
    return failure();
  }

  /// Creates `OpTy` with its result type inferred, failing (instead of
  /// aborting as the inferring builders do) when the relation rejects the
  /// operands.
  template <typename OpTy, typename... Args>
  FailureOr<Value> create(Args &&...args) {
    auto op =
        OpTy::create(b, loc, b.getNoneType(), std::forward<Args>(args)...);
    SmallVector<Type> types;
    if (failed(OpTy::inferReturnTypes(
            b.getContext(), std::nullopt, op->getOperands(),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), types))) {
      reason = ("the operands of '" + op->getName().getStringRef() +
                "' do not fit its type relation")
                   .str();
      return failure();
    }
    op->getResult(0).setType(types.front());
    return op->getResult(0);
  }

  /// `op` on new operands with the result's element type `element` (the
  /// data-movement operators that run on integers unchanged).
  Value cloneWith(Operation *op, ArrayRef<Value> operands, Type element) {
    IRMapping mapping;
    mapping.map(op->getOperands(), operands);
    Operation *clone = b.clone(*op, mapping);
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    clone->getResult(0).setType(type.clone(element));
    return clone->getResult(0);
  }

  Value scalarI32(int64_t v) {
    auto type = RankedTensorType::get({}, b.getI32Type());
    return ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, b.getI32IntegerAttr(int32_t(v))));
  }
  Value castTo(Value v, Type element) {
    if (getElementTypeOrSelf(v.getType()) == element)
      return v;
    return CastOp::create(b, loc, v, TypeAttr::get(element));
  }

  FailureOr<AffineType> requireOut() {
    if (!outType)
      return fail("needs the output parameters of a qnn.quantize");
    return *outType;
  }

  /// qnn.requantize from `from` to `to`'s parameters with `to`'s type.
  FailureOr<Value> requantize(Value v, const AffineType &from,
                              const AffineType &to, Type outDtype) {
    return create<RequantizeOp>(
        v, from.scale, from.zeroPoint, to.scale, to.zeroPoint,
        b.getI64IntegerAttr(from.axis),
        QnnRoundingAttr::get(b.getContext(), QnnRounding::None),
        QnnComputeDtypeAttr::get(b.getContext(), QnnComputeDtype::None),
        TypeAttr::get(outDtype));
  }

  FailureOr<Value> quantize(Value v, const AffineType &t, int64_t axis) {
    return create<QuantizeOp>(v, t.scale, t.zeroPoint,
                              b.getI64IntegerAttr(axis),
                              TypeAttr::get(t.dtype));
  }

  /// The product of two scales, folded when both are constants (TVM's
  /// fold_constant(x_t.scale * w_t.scale)).
  FailureOr<Value> multiplyScales(Value a, Value c);

  /// A parameter of an operand of rank `rank` with per-channel values along
  /// `axis` reshaped to broadcast (TVM's reshape to b_shape).
  FailureOr<Value> alongAxis(Value v, int64_t rank, int64_t axis);

  FailureOr<Quantized> identity(Operation *op, ArrayRef<Value> operands,
                                ArrayRef<std::optional<AffineType>> types);
  FailureOr<Quantized> binary(Operation *op, ArrayRef<Value> operands,
                              ArrayRef<std::optional<AffineType>> types);
  FailureOr<Quantized> clip(ClipOp op, Value arg, const AffineType &t);
  FailureOr<Quantized> relu(Value arg, const AffineType &t);
  template <typename QnnOpTy, typename OpTy>
  FailureOr<Quantized> convolution(OpTy op, ArrayRef<Value> operands,
                                   ArrayRef<std::optional<AffineType>> types);
};

FailureOr<Value> RuleApplier::multiplyScales(Value a, Value c) {
  std::optional<SmallVector<double>> x = getConstantValues(a);
  std::optional<SmallVector<double>> y = getConstantValues(c);
  if (!x || !y)
    return create<MultiplyOp>(a, c);
  if (x->size() != y->size() && x->size() != 1 && y->size() != 1)
    return fail("per-channel scales of different lengths");
  Value shaped = x->size() >= y->size() ? a : c;
  SmallVector<float> product;
  for (size_t i = 0, e = std::max(x->size(), y->size()); i < e; ++i)
    product.push_back(static_cast<float>((*x)[x->size() == 1 ? 0 : i]) *
                      static_cast<float>((*y)[y->size() == 1 ? 0 : i]));
  auto type = cast<RankedTensorType>(shaped.getType());
  return ConstantOp::create(b, loc,
                            DenseElementsAttr::get(type, ArrayRef(product)))
      .getResult();
}

FailureOr<Value> RuleApplier::alongAxis(Value v, int64_t rank, int64_t axis) {
  if (getRank(v) == 0)
    return v;
  if (axis < 0)
    axis += rank;
  SmallVector<int64_t> shape(rank, 1);
  shape[axis] = -1;
  return create<ReshapeOp>(v, b.getDenseI64ArrayAttr(shape),
                           b.getBoolAttr(false));
}

/// TVM's register_unary_identity and the rules that keep the argument's
/// type: the operator runs on the integers.
FailureOr<Quantized>
RuleApplier::identity(Operation *op, ArrayRef<Value> operands,
                      ArrayRef<std::optional<AffineType>> types) {
  if (!types[0])
    return fail("its data is not quantized");
  return Quantized{cloneWith(op, operands, types[0]->dtype), *types[0]};
}

/// TVM's get_binary_types with register_binary_qnn (add, subtract,
/// multiply) and register_binary_identity (minimum, maximum).
FailureOr<Quantized>
RuleApplier::binary(Operation *op, ArrayRef<Value> operands,
                    ArrayRef<std::optional<AffineType>> types) {
  FailureOr<AffineType> maybeOut = requireOut();
  if (failed(maybeOut))
    return failure();
  Value left = operands[0], right = operands[1];
  std::optional<AffineType> leftT = types[0], rightT = types[1];
  if (!leftT && !rightT)
    return fail("neither input is quantized");
  // A float constant on one side is quantized with the other side's
  // parameters.
  if (!leftT) {
    FailureOr<Value> q = quantize(left, *rightT, -1);
    if (failed(q))
      return failure();
    left = *q;
    leftT = rightT;
  }
  if (!rightT) {
    FailureOr<Value> q = quantize(right, *leftT, -1);
    if (failed(q))
      return failure();
    right = *q;
    rightT = leftT;
  }
  AffineType out = *maybeOut;
  if (leftT->dtype != out.dtype)
    out = *leftT;

  if (isa<MinimumOp, MaximumOp>(op)) {
    for (auto [side, t] : {std::pair<Value *, AffineType *>{&left, &*leftT},
                           {&right, &*rightT}}) {
      if (sameAffine(*t, out))
        continue;
      FailureOr<Value> r = requantize(*side, *t, out, out.dtype);
      if (failed(r))
        return failure();
      *side = *r;
    }
    return Quantized{cloneWith(op, {left, right}, out.dtype), out};
  }

  // After qnn.conv2d or qnn.dense an int32 `add` with matching parameters
  // and zero zero points is a bias addition: it stays an integer add.
  std::optional<SmallVector<double>> outZp = getConstantValues(out.zeroPoint);
  if (isa<AddOp>(op) && sameAffine(*leftT, *rightT) &&
      leftT->dtype == b.getI32Type() && approxEqual(leftT->scale, out.scale) &&
      approxEqual(leftT->zeroPoint, out.zeroPoint) && outZp &&
      llvm::all_of(*outZp, [](double z) { return z == 0; }))
    return Quantized{cloneWith(op, {left, right}, leftT->dtype), *leftT};

  if (getRank(out.scale) != 0 || getRank(out.zeroPoint) != 0)
    return fail("the output scale and zero point must be scalars");
  auto build = [&](auto tag) -> FailureOr<Value> {
    using QnnOpTy = decltype(tag);
    return create<QnnOpTy>(left, right, leftT->scale, leftT->zeroPoint,
                           rightT->scale, rightT->zeroPoint, out.scale,
                           out.zeroPoint, b.getI64IntegerAttr(leftT->axis),
                           b.getI64IntegerAttr(rightT->axis));
  };
  FailureOr<Value> result = isa<AddOp>(op)        ? build(QnnAddOp())
                            : isa<SubtractOp>(op) ? build(QnnSubtractOp())
                                                  : build(QnnMulOp());
  if (failed(result))
    return failure();
  return Quantized{*result, out};
}

/// TVM's clip rule: with per-tensor constant parameters the bounds become
/// `int(a / scale + zero_point)`; otherwise they are quantized (per channel
/// along the axis) and applied with maximum/minimum.
FailureOr<Quantized> RuleApplier::clip(ClipOp op, Value arg,
                                       const AffineType &t) {
  double amin = op.getAMin().convertToDouble();
  double amax = op.getAMax().convertToDouble();
  std::optional<SmallVector<double>> scale = getConstantValues(t.scale);
  std::optional<SmallVector<double>> zp = getConstantValues(t.zeroPoint);
  if (scale && zp && scale->size() == 1 && zp->size() == 1) {
    // Python's int(): truncation toward zero.
    double lo = std::trunc(amin / (*scale)[0] + (*zp)[0]);
    double hi = std::trunc(amax / (*scale)[0] + (*zp)[0]);
    Value out = ClipOp::create(b, loc, arg.getType(), arg,
                               b.getF64FloatAttr(lo), b.getF64FloatAttr(hi));
    return Quantized{out, t};
  }
  auto scaleType = cast<RankedTensorType>(t.scale.getType());
  int64_t rank = getRank(arg);
  SmallVector<Value> bounds;
  for (double bound : {amin, amax}) {
    auto type = RankedTensorType::get(scaleType.getShape(), b.getF32Type());
    Value c = ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, b.getF32FloatAttr(bound)));
    FailureOr<Value> q = quantize(c, t, scaleType.getRank() == 0 ? -1 : 0);
    if (failed(q))
      return failure();
    FailureOr<Value> shaped = alongAxis(*q, rank, t.axis);
    if (failed(shaped))
      return failure();
    bounds.push_back(*shaped);
  }
  FailureOr<Value> lower = create<MaximumOp>(arg, bounds[0]);
  if (failed(lower))
    return failure();
  FailureOr<Value> upper = create<MinimumOp>(*lower, bounds[1]);
  if (failed(upper))
    return failure();
  return Quantized{*upper, t};
}

/// TVM's relu rule: maximum with the zero point (per channel along the
/// axis).
FailureOr<Quantized> RuleApplier::relu(Value arg, const AffineType &t) {
  FailureOr<Value> zero = alongAxis(t.zeroPoint, getRank(arg), t.axis);
  if (failed(zero))
    return failure();
  FailureOr<Value> out = create<MaximumOp>(arg, castTo(*zero, t.dtype));
  if (failed(out))
    return failure();
  return Quantized{*out, t};
}

/// TVM's conv2d and conv2d_transpose rules: the qnn operator with the
/// operands' parameters; the result has scale `x_scale * w_scale`, zero
/// point 0, out_dtype int32 and its channel axis at the output layout's C.
template <typename QnnOpTy, typename OpTy>
FailureOr<Quantized>
RuleApplier::convolution(OpTy op, ArrayRef<Value> operands,
                         ArrayRef<std::optional<AffineType>> types) {
  if (!types[0] || !types[1])
    return fail("its data and weight must both be quantized");
  const AffineType &x = *types[0], &w = *types[1];
  FailureOr<Value> scale = multiplyScales(x.scale, w.scale);
  if (failed(scale))
    return failure();
  Value result;
  if constexpr (std::is_same_v<QnnOpTy, QnnConv2DOp>) {
    FailureOr<Value> conv = create<QnnConv2DOp>(
        operands[0], operands[1], x.zeroPoint, w.zeroPoint, x.scale, w.scale,
        op.getStridesAttr(), op.getPaddingAttr(), op.getDilationAttr(),
        op.getGroupsAttr(), op.getChannelsAttr(), op.getKernelSizeAttr(),
        op.getDataLayoutAttr(), op.getKernelLayoutAttr(), op.getOutLayoutAttr(),
        TypeAttr());
    if (failed(conv))
      return failure();
    result = *conv;
  } else {
    FailureOr<Value> conv = create<QnnConv2DTransposeOp>(
        operands[0], operands[1], x.zeroPoint, w.zeroPoint, x.scale, w.scale,
        op.getStridesAttr(), op.getPaddingAttr(), op.getDilationAttr(),
        op.getGroupsAttr(), op.getChannelsAttr(), op.getKernelSizeAttr(),
        op.getDataLayoutAttr(), op.getKernelLayoutAttr(), op.getOutLayoutAttr(),
        TypeAttr(), op.getOutputPaddingAttr());
    if (failed(conv))
      return failure();
    result = *conv;
  }
  LayoutAttr layout =
      op.getOutLayoutAttr() ? op.getOutLayoutAttr() : op.getDataLayoutAttr();
  auto zeros = DenseElementsAttr::get(
      cast<RankedTensorType>(scale->getType()).clone(b.getI32Type()),
      b.getI32IntegerAttr(0));
  Value zp = ConstantOp::create(b, loc, zeros);
  return Quantized{result,
                   AffineType{*scale, zp, b.getI32Type(), layout.indexOf('C')}};
}

FailureOr<Quantized>
RuleApplier::apply(Operation *op, ArrayRef<Value> operands,
                   ArrayRef<std::optional<AffineType>> types) {
  loc = op->getLoc();
  auto data = [&]() -> FailureOr<AffineType> {
    if (!types[0])
      return fail("its data is not quantized");
    return *types[0];
  };
  return TypeSwitch<Operation *, FailureOr<Quantized>>(op)
      .Case([&](DequantizeOp dq) -> FailureOr<Quantized> {
        return Quantized{dq.getData(),
                         AffineType{dq.getInputScale(), dq.getInputZeroPoint(),
                                    getElementTypeOrSelf(dq.getData()),
                                    static_cast<int64_t>(dq.getAxis())}};
      })
      .Case<ReshapeOp, SqueezeOp, StridedSliceOp, TransposeOp, ExpandDimsOp,
            MaxPool2DOp, BatchFlattenOp, DepthToSpaceOp, MaxOp, MinOp,
            BroadcastToOp, TakeOp>(
          [&](Operation *) { return identity(op, operands, types); })
      .Case([&](AvgPool2DOp pool) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        FailureOr<AffineType> out = requireOut();
        if (failed(t) || failed(out))
          return failure();
        FailureOr<Value> v = create<QnnAvgPool2DOp>(
            operands[0], t->scale, t->zeroPoint, out->scale, out->zeroPoint,
            pool.getPoolSizeAttr(), pool.getStridesAttr(),
            pool.getDilationAttr(), pool.getPaddingAttr(), pool.getLayoutAttr(),
            pool.getOutLayoutAttr(), pool.getCeilModeAttr(),
            pool.getCountIncludePadAttr());
        if (failed(v))
          return failure();
        return Quantized{*v, *out};
      })
      .Case([&](GlobalAvgPool2DOp) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        FailureOr<AffineType> out = requireOut();
        if (failed(t) || failed(out))
          return failure();
        Value arg = operands[0];
        if (!sameAffine(*t, *out)) {
          FailureOr<Value> r = requantize(arg, *t, *out, b.getI32Type());
          if (failed(r))
            return failure();
          arg = *r;
        } else {
          arg = castTo(arg, b.getI32Type());
        }
        AffineType result = *out;
        result.dtype = b.getI32Type();
        return Quantized{cloneWith(op, {arg}, b.getI32Type()), result};
      })
      .Case([&](BiasAddOp) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        if (failed(t))
          return failure();
        Value bias = operands[1];
        FailureOr<Value> q =
            types[1] ? (sameAffine(*types[1], *t)
                            ? FailureOr<Value>(bias)
                            : requantize(bias, *types[1], *t, t->dtype))
                     : quantize(bias, *t, 0);
        if (failed(q))
          return failure();
        return Quantized{cloneWith(op, {operands[0], *q}, t->dtype), *t};
      })
      .Case([&](Conv2DOp conv) {
        return convolution<QnnConv2DOp>(conv, operands, types);
      })
      .Case([&](Conv2DTransposeOp conv) {
        return convolution<QnnConv2DTransposeOp>(conv, operands, types);
      })
      .Case([&](DenseOp dense) -> FailureOr<Quantized> {
        if (!types[0] || !types[1])
          return fail("its data and weight must both be quantized");
        const AffineType &x = *types[0], &w = *types[1];
        FailureOr<Value> scale = multiplyScales(x.scale, w.scale);
        if (failed(scale))
          return failure();
        FailureOr<Value> v = create<QnnDenseOp>(
            operands[0], operands[1], x.zeroPoint, w.zeroPoint, x.scale,
            w.scale, dense.getUnitsAttr(), TypeAttr());
        if (failed(v))
          return failure();
        auto zeros = DenseElementsAttr::get(
            cast<RankedTensorType>(scale->getType()).clone(b.getI32Type()),
            b.getI32IntegerAttr(0));
        Value zp = ConstantOp::create(b, loc, zeros);
        return Quantized{*v, AffineType{*scale, zp, b.getI32Type(), 1}};
      })
      .Case([&](BatchMatmulOp bmm) -> FailureOr<Quantized> {
        if (!types[0] || !types[1])
          return fail("both operands must be quantized");
        const AffineType &x = *types[0], &y = *types[1];
        FailureOr<Value> scale = multiplyScales(x.scale, y.scale);
        if (failed(scale))
          return failure();
        FailureOr<Value> v = create<QnnBatchMatmulOp>(
            operands[0], operands[1], x.zeroPoint, y.zeroPoint, x.scale,
            y.scale, TypeAttr(), bmm.getTransposeAAttr(),
            bmm.getTransposeBAttr());
        if (failed(v))
          return failure();
        return Quantized{
            *v, AffineType{*scale, scalarI32(0), b.getI32Type(), x.axis}};
      })
      .Case([&](ConcatenateOp concat) -> FailureOr<Quantized> {
        FailureOr<AffineType> out = requireOut();
        if (failed(out))
          return failure();
        SmallVector<Value> scales, zps;
        for (const std::optional<AffineType> &t : types) {
          if (!t)
            return fail("every input must be quantized");
          scales.push_back(t->scale);
          zps.push_back(t->zeroPoint);
        }
        FailureOr<Value> v =
            create<QnnConcatenateOp>(operands, scales, zps, out->scale,
                                     out->zeroPoint, concat.getAxisAttr());
        if (failed(v))
          return failure();
        return Quantized{*v, *out};
      })
      .Case([&](ClipOp c) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        if (failed(t))
          return failure();
        return clip(c, operands[0], *t);
      })
      .Case([&](ReluOp) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        if (failed(t))
          return failure();
        return relu(operands[0], *t);
      })
      .Case([&](PadOp) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        if (failed(t))
          return failure();
        // A pad value computed from a dequantize is requantized to the
        // data's parameters; a float constant is quantized with them.
        FailureOr<Value> value =
            types[1] ? (sameAffine(*types[1], *t)
                            ? FailureOr<Value>(operands[1])
                            : requantize(operands[1], *types[1], *t, t->dtype))
                     : quantize(operands[1], *t, -1);
        if (failed(value))
          return failure();
        return Quantized{cloneWith(op, {operands[0], *value}, t->dtype), *t};
      })
      .Case([&](MeanOp) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        if (failed(t))
          return failure();
        Value mean = cloneWith(op, {castTo(operands[0], b.getI32Type())},
                               b.getI32Type());
        return Quantized{castTo(mean, t->dtype), *t};
      })
      .Case<AddOp, SubtractOp, MultiplyOp, MinimumOp, MaximumOp>(
          [&](Operation *) { return binary(op, operands, types); })
      .Case<SqrtOp, RsqrtOp, ExpOp, ErfOp, SigmoidOp, TanhOp, AbsOp, LogOp>(
          [&](Operation *) -> FailureOr<Quantized> {
            FailureOr<AffineType> t = data();
            FailureOr<AffineType> out = requireOut();
            if (failed(t) || failed(out))
              return failure();
            auto build = [&](auto tag) -> FailureOr<Value> {
              return create<decltype(tag)>(operands[0], t->scale, t->zeroPoint,
                                           out->scale, out->zeroPoint);
            };
            FailureOr<Value> v =
                TypeSwitch<Operation *, FailureOr<Value>>(op)
                    .Case([&](SqrtOp) { return build(QnnSqrtOp()); })
                    .Case([&](RsqrtOp) { return build(QnnRsqrtOp()); })
                    .Case([&](ExpOp) { return build(QnnExpOp()); })
                    .Case([&](ErfOp) { return build(QnnErfOp()); })
                    .Case([&](SigmoidOp) { return build(QnnSigmoidOp()); })
                    .Case([&](TanhOp) { return build(QnnTanhOp()); })
                    .Case([&](AbsOp) { return build(QnnAbsOp()); })
                    .Case([&](LogOp) { return build(QnnLogOp()); });
            if (failed(v))
              return failure();
            return Quantized{*v, *out};
          })
      .Case([&](SoftmaxOp softmax) -> FailureOr<Quantized> {
        FailureOr<AffineType> t = data();
        FailureOr<AffineType> out = requireOut();
        if (failed(t) || failed(out))
          return failure();
        FailureOr<Value> v = create<QnnSoftmaxOp>(
            operands[0], t->scale, t->zeroPoint, out->scale, out->zeroPoint,
            softmax.getAxisAttr());
        if (failed(v))
          return failure();
        return Quantized{*v, *out};
      })
      .Default([&](Operation *) -> FailureOr<Quantized> {
        return fail("no rewrite rule");
      });
}

/// Rewrites the region of one qnn.quantize, or of one operator for the QAT
/// rewrite, inserting the integer operators before `anchor`.
class RegionRewriter {
public:
  RegionRewriter(Operation *anchor, std::optional<AffineType> outType)
      : builder(anchor), rules(builder, outType) {
    builder.setListener(&created);
  }

  /// The rewritten value of `v`, an operand of a region operator, and its
  /// affine type (none for constants, which rules quantize themselves).
  FailureOr<std::pair<Value, std::optional<AffineType>>>
  rewrite(Value v, const llvm::SetVector<Operation *> &region) {
    Operation *def = v.getDefiningOp();
    if (!def || !region.contains(def))
      return std::make_pair(v, std::optional<AffineType>());
    auto it = memo.find(v);
    if (it != memo.end())
      return std::make_pair(it->second.value,
                            std::optional<AffineType>(it->second.type));
    SmallVector<Value> operands;
    SmallVector<std::optional<AffineType>> types;
    if (!isa<DequantizeOp>(def)) {
      for (Value operand : def->getOperands()) {
        auto r = rewrite(operand, region);
        if (failed(r))
          return failure();
        operands.push_back(r->first);
        types.push_back(r->second);
      }
    }
    FailureOr<Quantized> q = rules.apply(def, operands, types);
    if (failed(q)) {
      failedOp = def;
      return failure();
    }
    memo[v] = *q;
    return std::make_pair(q->value, std::optional<AffineType>(q->type));
  }

  /// The affine type of the value `rewrite` returned for `v`.
  AffineType getType(Value v) { return memo.lookup(v).type; }

  OpBuilder builder;
  CreatedOps created;
  RuleApplier rules;
  Operation *failedOp = nullptr;

private:
  DenseMap<Value, Quantized> memo;
};

/// Verifies the operators a rewrite created (their verifiers check
/// constant parameters), without reporting.
bool createdOpsVerify(ArrayRef<Operation *> ops) {
  if (ops.empty())
    return true;
  ScopedDiagnosticHandler quiet(ops.front()->getContext(),
                                [](Diagnostic &) { return success(); });
  return llvm::all_of(
      ops, [](Operation *op) { return succeeded(verify(op, false)); });
}

/// Erases the operators of a rewritten region that nothing uses any more,
/// consumers first.
void eraseDead(ArrayRef<Operation *> ops) {
  for (Operation *op : llvm::reverse(ops))
    if (op->use_empty())
      op->erase();
}

struct RelayFakeQuantizationToIntegerPass
    : public relay::impl::RelayFakeQuantizationToIntegerPassBase<
          RelayFakeQuantizationToIntegerPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::StringSet<> optional;
    for (const std::string &name : optionalQnnOps)
      optional.insert(name);
    SmallVector<QuantizeOp> quantizes;
    getOperation()->walk([&](QuantizeOp op) { quantizes.push_back(op); });
    for (QuantizeOp op : quantizes)
      if (failed(rewriteRegion(op, optional)))
        return signalPassFailure();
    if (!useQat)
      return;
    SmallVector<Operation *> candidates;
    getOperation()->walk([&](Operation *op) {
      if (isQatOp(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates)
      if (failed(rewriteQat(op, optional)))
        return signalPassFailure();
  }

  /// TVM's SubgraphExtractor: the operators reaching `quantize` backwards
  /// up to qnn.dequantize, in topological order; none if the region
  /// reaches anything but relay operators and constants (a function
  /// argument, another dialect, control flow).
  static std::optional<llvm::SetVector<Operation *>>
  extractRegion(QuantizeOp quantize) {
    llvm::SetVector<Operation *> region;
    SmallVector<std::pair<Operation *, bool>> stack;
    auto visit = [&](Value v) -> bool {
      Operation *def = v.getDefiningOp();
      if (!def || def->getNumRegions() != 0 || def->getNumResults() != 1 ||
          !isRelayOp(def))
        return false;
      if (!isa<ConstantOp>(def) && !region.contains(def))
        stack.push_back({def, false});
      return true;
    };
    if (!visit(quantize.getData()))
      return std::nullopt;
    // Post-order, so that operands come before their users.
    while (!stack.empty()) {
      auto [op, expanded] = stack.pop_back_val();
      if (region.contains(op))
        continue;
      if (expanded || isa<DequantizeOp>(op)) {
        region.insert(op);
        continue;
      }
      stack.push_back({op, true});
      for (Value operand : op->getOperands())
        if (!visit(operand))
          return std::nullopt;
    }
    return region;
  }

  LogicalResult rewriteRegion(QuantizeOp quantize,
                              const llvm::StringSet<> &optional) {
    std::optional<llvm::SetVector<Operation *>> region =
        extractRegion(quantize);
    if (!region || region->empty())
      return success();
    for (Operation *op : *region) {
      if (hasRule(op, optional))
        continue;
      if (!hardFail)
        return success();
      return op->emitError("fake-quantization-to-integer: no rewrite rule "
                           "for '")
             << op->getName() << "'";
    }
    AffineType out{quantize.getOutputScale(), quantize.getOutputZeroPoint(),
                   getElementTypeOrSelf(quantize.getType()),
                   static_cast<int64_t>(quantize.getAxis())};
    RegionRewriter rewriter(quantize, out);
    auto result = rewriter.rewrite(quantize.getData(), *region);
    Value value;
    if (succeeded(result)) {
      // TVM's quantize rule: requantize unless the parameters match.
      value = result->first;
      AffineType t = *result->second;
      if (!sameAffine(t, out)) {
        RequantizeOp r = RequantizeOp::create(
            rewriter.builder, quantize.getLoc(), quantize.getType(), value,
            t.scale, t.zeroPoint, out.scale, out.zeroPoint,
            rewriter.builder.getI64IntegerAttr(t.axis),
            QnnRoundingAttr::get(&getContext(), QnnRounding::None),
            QnnComputeDtypeAttr::get(&getContext(), QnnComputeDtype::None),
            TypeAttr::get(out.dtype));
        value = r;
      }
    }
    if (failed(result) || value.getType() != quantize.getType() ||
        !createdOpsVerify(rewriter.created.ops)) {
      rewriter.created.rollback();
      if (!hardFail)
        return success();
      Operation *at = rewriter.failedOp ? rewriter.failedOp : quantize;
      std::string why = rewriter.rules.reason.empty()
                            ? "the rewritten operators do not verify"
                            : rewriter.rules.reason;
      return at->emitError("fake-quantization-to-integer: cannot rewrite '")
             << at->getName() << "': " << why;
    }
    quantize.getResult().replaceAllUsesWith(value);
    quantize.erase();
    eraseDead(region->getArrayRef());
    return success();
  }

  /// TVM's QATRewriter: an operator whose operands are dequantized (or
  /// constants) is rewritten to integers and dequantized after.
  LogicalResult rewriteQat(Operation *op, const llvm::StringSet<> &optional) {
    llvm::SetVector<Operation *> region;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && isa<DequantizeOp>(def)) {
        region.insert(def);
        continue;
      }
      if (def && isa<ConstantOp>(def))
        continue;
      if (!def || !isRelayOp(def))
        return success(); // TVM: not a data-flow region, left alone
      if (!hardFail)
        return success();
      return op->emitError("fake-quantization-to-integer: an operand of '")
             << op->getName() << "' is not dequantized";
    }
    if (region.empty())
      return success();
    region.insert(op);
    RegionRewriter rewriter(op, std::nullopt);
    auto result = rewriter.rewrite(op->getResult(0), region);
    Value value;
    if (succeeded(result)) {
      const AffineType &t = *result->second;
      DequantizeOp dq = DequantizeOp::create(
          rewriter.builder, op->getLoc(), op->getResult(0).getType(),
          result->first, t.scale, t.zeroPoint,
          rewriter.builder.getI64IntegerAttr(t.axis));
      value = dq;
    }
    if (failed(result) || !createdOpsVerify(rewriter.created.ops)) {
      rewriter.created.rollback();
      if (!hardFail)
        return success();
      return op->emitError("fake-quantization-to-integer: cannot rewrite '")
             << op->getName() << "': " << rewriter.rules.reason;
    }
    op->getResult(0).replaceAllUsesWith(value);
    eraseDead(region.getArrayRef());
    return success();
  }
};

} // namespace
