//===- SimplifyInference.cpp - Inference forms of training ops ------------===//
//
// The counterpart of TVM's SimplifyInference
// (src/relay/transforms/simplify_inference.cc): batch_norm, dropout and the
// layer/instance/group normalisations become element-wise arithmetic and
// reductions, which FuseOps can then fuse with their producers (a conv2d
// absorbs the `* scale + shift` of a batch_norm).
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYSIMPLIFYINFERENCEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// A rank-0 constant of `elementType` (TVM's MakeConstantScalar).
Value makeScalar(PatternRewriter &rewriter, Location loc, Type elementType,
                 double value) {
  auto type = RankedTensorType::get({}, elementType);
  auto attr = DenseElementsAttr::get(
      type, ArrayRef<Attribute>{FloatAttr::get(elementType, value)});
  return ConstantOp::create(rewriter, loc, attr);
}

/// `bias` (1-D, along `axis` of a rank-`rank` tensor) with trailing unit
/// dimensions so that it broadcasts along `axis` (TVM's
/// ExpandBiasToMatchAxis).
Value expandToAxis(PatternRewriter &rewriter, Location loc, Value bias,
                   int64_t rank, int64_t axis) {
  int64_t numNewAxis = rank - axis - 1;
  if (numNewAxis <= 0)
    return bias;
  return ExpandDimsOp::create(rewriter, loc, bias, /*axis=*/uint64_t{1},
                              /*num_newaxis=*/uint64_t(numNewAxis));
}

/// The rank of `value`'s ranked tensor type and `axis` made non-negative, or
/// failure.
FailureOr<std::pair<int64_t, int64_t>> rankAndAxis(Value value, int64_t axis) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return failure();
  int64_t rank = type.getRank();
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return failure();
  return std::make_pair(rank, axis);
}

/// `data * scale + shift` for field 0 of a batch_norm, its moving mean and
/// variance for fields 1 and 2; field 0 of a dropout is its input.
struct SimplifyTupleGetItem : OpRewritePattern<TupleGetItemOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TupleGetItemOp op,
                                PatternRewriter &rewriter) const override {
    Operation *producer = op.getTuple().getDefiningOp();
    uint64_t index = op.getIndex();
    Value replacement;
    if (auto dropout = dyn_cast_or_null<DropoutOp>(producer)) {
      // TVM keeps the dropout when its mask is used.
      if (index != 0)
        return failure();
      replacement = dropout.getData();
    } else if (auto bn = dyn_cast_or_null<BatchNormOp>(producer)) {
      if (index == 1)
        replacement = bn.getMovingMean();
      else if (index == 2)
        replacement = bn.getMovingVar();
      else if (failed(buildBatchNorm(rewriter, op.getLoc(), bn, replacement)))
        return failure();
    } else {
      return failure();
    }
    FailureOr<Value> cast =
        castToType(rewriter, op.getLoc(), replacement, op.getType());
    if (failed(cast))
      return failure();
    rewriter.replaceOp(op, *cast);
    return success();
  }

  static LogicalResult buildBatchNorm(PatternRewriter &rewriter, Location loc,
                                      BatchNormOp bn, Value &result) {
    auto ranked = rankAndAxis(bn.getData(), bn.getAxis());
    if (failed(ranked))
      return failure();
    auto [rank, axis] = *ranked;
    Type elementType = getElementTypeOrSelf(bn.getData().getType());
    Value eps = makeScalar(rewriter, loc, elementType,
                           bn.getEpsilon().convertToDouble());
    Value varAddEps = AddOp::create(rewriter, loc, bn.getMovingVar(), eps);
    Value sqrtVar = SqrtOp::create(rewriter, loc, varAddEps);
    Value one = makeScalar(rewriter, loc, elementType, 1.0);
    Value scale = DivideOp::create(rewriter, loc, one, sqrtVar);
    if (bn.getScale())
      scale = MultiplyOp::create(rewriter, loc, scale, bn.getGamma());
    Value negMean = NegativeOp::create(rewriter, loc, bn.getMovingMean());
    Value shift = MultiplyOp::create(rewriter, loc, negMean, scale);
    if (bn.getCenter())
      shift = AddOp::create(rewriter, loc, shift, bn.getBeta());
    scale = expandToAxis(rewriter, loc, scale, rank, axis);
    shift = expandToAxis(rewriter, loc, shift, rank, axis);
    Value out = MultiplyOp::create(rewriter, loc, bn.getData(), scale);
    result = AddOp::create(rewriter, loc, out, shift);
    return success();
  }
};

/// `(data - mean) / sqrt(variance + epsilon)` over `axes` of `data`.
Value normalize(PatternRewriter &rewriter, Location loc, Value data,
                ArrayRef<int64_t> axes, double epsilon) {
  Type elementType = getElementTypeOrSelf(data.getType());
  auto axesAttr = rewriter.getDenseI64ArrayAttr(axes);
  Value eps = makeScalar(rewriter, loc, elementType, epsilon);
  Value mean = MeanOp::create(rewriter, loc, data, axesAttr,
                              /*keepdims=*/true, /*exclude=*/false);
  Value var = VarianceOp::create(rewriter, loc, data, mean, axesAttr,
                                 /*keepdims=*/true, /*exclude=*/false,
                                 /*unbiased=*/false);
  Value denom =
      SqrtOp::create(rewriter, loc, AddOp::create(rewriter, loc, var, eps));
  Value centered = SubtractOp::create(rewriter, loc, data, mean);
  return DivideOp::create(rewriter, loc, centered, denom);
}

/// The common tail of the normalisations: `out * gamma + beta` with gamma and
/// beta along `axis`, then the replacement of `op`.
template <typename NormOp>
LogicalResult finishNorm(PatternRewriter &rewriter, NormOp op, Value out,
                         int64_t rank, int64_t axis) {
  Location loc = op.getLoc();
  if (op.getScale())
    out = MultiplyOp::create(
        rewriter, loc, out,
        expandToAxis(rewriter, loc, op.getGamma(), rank, axis));
  if (op.getCenter())
    out = AddOp::create(rewriter, loc, out,
                        expandToAxis(rewriter, loc, op.getBeta(), rank, axis));
  FailureOr<Value> cast = castToType(rewriter, loc, out, op.getType());
  if (failed(cast))
    return failure();
  rewriter.replaceOp(op, *cast);
  return success();
}

struct SimplifyLayerNorm : OpRewritePattern<LayerNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LayerNormOp op,
                                PatternRewriter &rewriter) const override {
    auto ranked = rankAndAxis(op.getData(), op.getAxis());
    if (failed(ranked))
      return failure();
    auto [rank, axis] = *ranked;
    Value out = normalize(rewriter, op.getLoc(), op.getData(), {axis},
                          op.getEpsilon().convertToDouble());
    return finishNorm(rewriter, op, out, rank, axis);
  }
};

/// Normalises each sample and channel over the remaining (spatial) axes.
struct SimplifyInstanceNorm : OpRewritePattern<InstanceNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(InstanceNormOp op,
                                PatternRewriter &rewriter) const override {
    auto ranked = rankAndAxis(op.getData(), op.getAxis());
    if (failed(ranked))
      return failure();
    auto [rank, axis] = *ranked;
    SmallVector<int64_t> axes;
    for (int64_t i = 1; i < rank; ++i)
      if (i != axis)
        axes.push_back(i);
    // Without spatial axes there is nothing to normalise over (an empty
    // `axis` would mean every axis to relay.mean); leave the operator.
    if (axes.empty())
      return failure();
    Value out = normalize(rewriter, op.getLoc(), op.getData(), axes,
                          op.getEpsilon().convertToDouble());
    return finishNorm(rewriter, op, out, rank, axis);
  }
};

/// Splits the channels into `num_groups` groups with a reshape
/// (N, C, H, W -> N, G, C/G, H, W), normalises each group over its channels
/// and the axes after it, and reshapes back.
struct SimplifyGroupNorm : OpRewritePattern<GroupNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(GroupNormOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getData().getType());
    if (!type)
      return failure();
    auto ranked = rankAndAxis(op.getData(), op.getAxis());
    if (failed(ranked))
      return failure();
    auto [rank, axis] = *ranked;
    int64_t groups = op.getNumGroups();
    int64_t channels = type.getDimSize(axis);
    if (groups <= 0 ||
        (!ShapedType::isDynamic(channels) && channels % groups != 0))
      return failure();

    // A static shape is spelled out; a dynamic one uses Relay's special
    // values: 0 copies a dimension, -4 splits the channels into
    // [groups, -1], -3 merges them back and -2 copies the remaining ones.
    bool isStatic = type.hasStaticShape();
    SmallVector<int64_t> grouped, ungrouped, axes;
    for (int64_t i = 0; i < rank; ++i) {
      if (i == axis) {
        if (!isStatic) {
          grouped.append({-4, groups, -1, -2});
          ungrouped.append({-3, -2});
          break;
        }
        grouped.push_back(groups);
        grouped.push_back(channels / groups);
        continue;
      }
      grouped.push_back(isStatic ? type.getDimSize(i) : 0);
      ungrouped.push_back(0);
    }
    for (int64_t i = axis; i < rank; ++i)
      axes.push_back(i + 1);
    if (isStatic)
      ungrouped.assign(type.getShape().begin(), type.getShape().end());

    Location loc = op.getLoc();
    Value data = ReshapeOp::create(rewriter, loc, op.getData(),
                                   rewriter.getDenseI64ArrayAttr(grouped),
                                   /*allowzero=*/false);
    Value out =
        normalize(rewriter, loc, data, axes, op.getEpsilon().convertToDouble());
    out = ReshapeOp::create(rewriter, loc, out,
                            rewriter.getDenseI64ArrayAttr(ungrouped),
                            /*allowzero=*/false);
    return finishNorm(rewriter, op, out, rank, axis);
  }
};

struct RelaySimplifyInferencePass
    : public relay::impl::RelaySimplifyInferencePassBase<
          RelaySimplifyInferencePass> {
  void runOnOperation() override {
    RewritePatternSet patternList(&getContext());
    populateSimplifyInferencePatterns(patternList);
    FrozenRewritePatternSet patterns(std::move(patternList));
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      // A primitive function is a fusion group whose operators are already
      // decided (its name lists them); an external one belongs to another
      // compiler, which TVM's function passes skip too.
      if (function.isExternal() || RelayDialect::isFusedOrExternal(function))
        continue;
      if (failed(applyPatternsGreedily(function, patterns)))
        return signalPassFailure();
    }
  }
};

} // namespace

void relay::populateSimplifyInferencePatterns(RewritePatternSet &patterns) {
  patterns.add<SimplifyTupleGetItem, SimplifyLayerNorm, SimplifyInstanceNorm,
               SimplifyGroupNorm>(patterns.getContext());
}
