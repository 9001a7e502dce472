//===- LinalgToLoops.cpp - Affine loops when static, scf otherwise --------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYLINALGTOLOOPSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

struct RelayLinalgToLoopsPass
    : public relay::impl::RelayLinalgToLoopsPassBase<RelayLinalgToLoopsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> linalgOps;
    getOperation().walk(
        [&](linalg::LinalgOp op) { linalgOps.push_back(op); });

    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : linalgOps) {
      if (!op.hasPureBufferSemantics()) {
        op.emitOpError("is still on tensors; bufferise before lowering to "
                       "loops");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::LinalgLoops> loops =
          op.hasDynamicShape() ? linalg::linalgOpToLoops(rewriter, op)
                               : linalg::linalgOpToAffineLoops(rewriter, op);
      if (failed(loops)) {
        op.emitOpError("could not be lowered to loops");
        return signalPassFailure();
      }
      rewriter.eraseOp(op);
    }

    // The index arithmetic of the loop bodies: as upstream's linalg-to-loops
    // passes, fold the affine.apply chains and the dims of known extents.
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    memref::DimOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
