//===- QnnLegalize.cpp - Target rules for qnn.conv2d and qnn.dense --------===//
//
// The counterpart of TVM's qnn Legalize (src/relay/qnn/pass/legalize.cc)
// with the x86 rules of python/tvm/relay/qnn/op/legalizations.py: on a CPU
// with fast int8 (VNNI) the operands become uint8 x int8, the pair
// vpdpbusd multiplies; elsewhere the zero points are subtracted in int16
// and the operator becomes nn.conv2d / nn.dense.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYQNNLEGALIZEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

bool isInt8(Type type, bool isUnsigned) {
  auto t = dyn_cast<IntegerType>(getElementTypeOrSelf(type));
  return t && t.getWidth() == 8 && t.isUnsigned() == isUnsigned;
}

Value castElements(PatternRewriter &b, Location loc, Value v, Type element) {
  if (getElementTypeOrSelf(v.getType()) == element)
    return v;
  return CastOp::create(b, loc, v, TypeAttr::get(element));
}

/// TVM's _shift: `(value, zero_point)` moved by +128 into uint8 or by -128
/// into int8; the represented real numbers do not change.
std::pair<Value, Value> shiftBy128(PatternRewriter &b, Location loc, Value data,
                                   Value zeroPoint, bool toUnsigned) {
  int64_t shift = toUnsigned ? 128 : -128;
  Type i32 = b.getI32Type();
  auto type = RankedTensorType::get({}, i32);
  Value c = ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getI32IntegerAttr(shift)));
  Value shifted = AddOp::create(b, loc, castElements(b, loc, data, i32), c);
  Type element = IntegerType::get(b.getContext(), 8,
                                  toUnsigned ? IntegerType::Unsigned
                                             : IntegerType::Signless);
  Value newData = castElements(b, loc, shifted, element);
  // A constant zero point folds at once, as TVM's get_scalar_from_constant.
  DenseIntElementsAttr attr;
  Value newZeroPoint;
  if (matchPattern(zeroPoint, m_Constant(&attr))) {
    SmallVector<APInt> values;
    for (const APInt &v : attr.getValues<APInt>())
      values.push_back(v + APInt(32, shift, /*isSigned=*/true));
    newZeroPoint = ConstantOp::create(
        b, loc, DenseElementsAttr::get(attr.getType(), values));
  } else {
    newZeroPoint = AddOp::create(b, loc, zeroPoint, c);
  }
  return {newData, newZeroPoint};
}

/// `kernel - zero_point` in int16, a per-channel zero point along the
/// kernel's output-channel axis `o`.
Value shiftKernelInt16(PatternRewriter &b, Location loc, Value kernel,
                       Value zeroPoint, int64_t o) {
  Type i16 = b.getI16Type();
  Value zp = castElements(b, loc, zeroPoint, i16);
  int64_t rank = cast<RankedTensorType>(kernel.getType()).getRank();
  if (cast<RankedTensorType>(zp.getType()).getRank() == 1 && rank - o - 1 > 0)
    zp = ExpandDimsOp::create(b, loc, zp, uint64_t{1}, uint64_t(rank - o - 1));
  return SubtractOp::create(b, loc, castElements(b, loc, kernel, i16), zp);
}

template <typename OpTy> struct QnnMatmulLegalize : OpRewritePattern<OpTy> {
  QnnMatmulLegalize(MLIRContext *ctx, bool fastInt8)
      : OpRewritePattern<OpTy>(ctx), fastInt8(fastInt8) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value data = op.getData(), weight = op.getWeight();
    // The rules are written for 8-bit operands (TVM applies them to those
    // only in practice: int16 data would overflow the int16 subtraction).
    bool dataS8 = isInt8(data.getType(), false);
    bool dataU8 = isInt8(data.getType(), true);
    bool weightS8 = isInt8(weight.getType(), false);
    bool weightU8 = isInt8(weight.getType(), true);
    if (!(dataS8 || dataU8) || !(weightS8 || weightU8))
      return rewriter.notifyMatchFailure(op, "not 8-bit operands");

    if (fastInt8) {
      // helper_change_dtypes_to_uint8_int8.
      if (dataU8 && weightS8)
        return rewriter.notifyMatchFailure(op, "already uint8 x int8");
      Value izp = op.getInputZeroPoint(), kzp = op.getKernelZeroPoint();
      if (dataS8)
        std::tie(data, izp) = shiftBy128(rewriter, loc, data, izp, true);
      if (weightU8)
        std::tie(weight, kzp) = shiftBy128(rewriter, loc, weight, kzp, false);
      rewriter.modifyOpInPlace(op, [&] {
        op.getDataMutable().assign(data);
        op.getWeightMutable().assign(weight);
        op.getInputZeroPointMutable().assign(izp);
        op.getKernelZeroPointMutable().assign(kzp);
      });
      return success();
    }

    // helper_no_fast_int8_hw_legalization.
    Type i16 = rewriter.getI16Type();
    // One cast per statement: the IR must not depend on the unspecified
    // order in which a call's arguments are evaluated.
    Value zeroPoint16 =
        castElements(rewriter, loc, op.getInputZeroPoint(), i16);
    Value data16 = castElements(rewriter, loc, data, i16);
    Value shiftedData = SubtractOp::create(rewriter, loc, data16, zeroPoint16);
    Type out = getElementTypeOrSelf(op.getType());
    Value result;
    if constexpr (std::is_same_v<OpTy, QnnConv2DOp>) {
      int64_t o = op.getKernelLayout().indexOf('O');
      Value shiftedKernel =
          shiftKernelInt16(rewriter, loc, weight, op.getKernelZeroPoint(), o);
      result = Conv2DOp::create(
          rewriter, loc, shiftedData, shiftedKernel, op.getStridesAttr(),
          op.getPaddingAttr(), op.getDilationAttr(), op.getGroupsAttr(),
          op.getChannelsAttr(), op.getKernelSizeAttr(), op.getDataLayoutAttr(),
          op.getKernelLayoutAttr(), op.getOutLayoutAttr(), TypeAttr::get(out));
    } else {
      Value shiftedKernel =
          shiftKernelInt16(rewriter, loc, weight, op.getKernelZeroPoint(), 0);
      result = DenseOp::create(rewriter, loc, shiftedData, shiftedKernel,
                               op.getUnitsAttr(), TypeAttr::get(out));
    }
    FailureOr<Value> typed = castToType(rewriter, loc, result, op.getType());
    if (failed(typed))
      return failure();
    rewriter.replaceOp(op, *typed);
    return success();
  }

  bool fastInt8;
};

struct RelayQnnLegalizePass
    : public relay::impl::RelayQnnLegalizePassBase<RelayQnnLegalizePass> {
  using RelayQnnLegalizePassBase::RelayQnnLegalizePassBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<QnnMatmulLegalize<QnnConv2DOp>, QnnMatmulLegalize<QnnDenseOp>>(
        ctx, fastInt8);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
