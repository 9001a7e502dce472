//===- CanonicalizeOps.cpp - TVM's CanonicalizeOps ------------------------===//
//
// The counterpart of TVM's CanonicalizeOps
// (src/relay/transforms/canonicalize_ops.cc): `nn.bias_add` becomes an `add`
// of the bias expanded along the axis, which later passes (the quantizer's
// rules, fusion) know as a broadcast add.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/IR/RelayTypeRelations.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYCANONICALIZEOPSPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// bias_add(data, bias, axis) -> add(data, expand_dims(bias, 1, rank - axis
/// - 1)), TVM's BiasAddSimplifier.
struct BiasAddToAdd : OpRewritePattern<BiasAddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BiasAddOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getData().getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "unranked data");
    int64_t rank = type.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank)
      return rewriter.notifyMatchFailure(op, "axis out of range");
    Location loc = op.getLoc();
    Value bias = op.getBias();
    if (int64_t numNewAxis = rank - axis - 1; numNewAxis > 0)
      bias = ExpandDimsOp::create(rewriter, loc, bias, /*axis=*/uint64_t{1},
                                  /*num_newaxis=*/uint64_t(numNewAxis));
    Value sum = AddOp::create(rewriter, loc, op.getData(), bias);
    FailureOr<Value> result = castToType(rewriter, loc, sum, op.getType());
    if (failed(result))
      return failure();
    rewriter.replaceOp(op, *result);
    return success();
  }
};

struct RelayCanonicalizeOpsPass
    : public relay::impl::RelayCanonicalizeOpsPassBase<
          RelayCanonicalizeOpsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<BiasAddToAdd>(&getContext());
    FrozenRewritePatternSet frozen(std::move(patterns));
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || func->hasAttr("relay.primitive") ||
          func->hasAttr("relay.compiler"))
        continue;
      if (failed(applyPatternsGreedily(func, frozen)))
        return signalPassFailure();
    }
  }
};

} // namespace
