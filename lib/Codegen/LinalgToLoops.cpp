//===- LinalgToLoops.cpp - Affine loops when static, scf otherwise --------===//
//
// Also the strided `memref.copy`s of bufferisation (the interior of a
// padded tensor, a tile of a transpose): the LLVM lowering calls the
// runtime's generic `memrefCopy` for them, which copies element by element
// through a memcpy call each. As loops they are plain loads and stores that
// LLVM vectorises.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
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

/// Whether the LLVM lowering copies `copy` with one memcpy (rather than a
/// call of the runtime's element-wise `memrefCopy`).
bool isMemcpy(memref::CopyOp copy) {
  auto isContiguous = [](Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return memref && (memref.getLayout().isIdentity() ||
                      memref::isStaticShapeAndContiguousRowMajor(memref));
  };
  return isContiguous(copy.getSource().getType()) &&
         isContiguous(copy.getTarget().getType());
}

struct RelayLinalgToLoopsPass
    : public relay::impl::RelayLinalgToLoopsPassBase<RelayLinalgToLoopsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Strided copies of ranked memrefs become linalg.copy, lowered below.
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      if (isa<MemRefType>(copy.getSource().getType()) &&
          isa<MemRefType>(copy.getTarget().getType()) && !isMemcpy(copy))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }

    SmallVector<linalg::LinalgOp> linalgOps;
    getOperation().walk(
        [&](linalg::LinalgOp op) { linalgOps.push_back(op); });

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
