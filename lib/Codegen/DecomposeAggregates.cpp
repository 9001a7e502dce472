//===- DecomposeAggregates.cpp - Expand softmax, pack and unpack ----------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYDECOMPOSEAGGREGATESPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

struct RelayDecomposeAggregatesPass
    : public relay::impl::RelayDecomposeAggregatesPassBase<
          RelayDecomposeAggregatesPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::AggregatedOpInterface, linalg::PackOp, linalg::UnPackOp>(
              op))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      if (failed(decompose(rewriter, op))) {
        op->emitOpError("could not be decomposed");
        return signalPassFailure();
      }
    }
  }

  /// Replaces `op` by the ops it stands for.
  static LogicalResult decompose(RewriterBase &rewriter, Operation *op) {
    if (auto pack = dyn_cast<linalg::PackOp>(op))
      return linalg::lowerPack(rewriter, pack);
    if (auto unpack = dyn_cast<linalg::UnPackOp>(op)) {
      FailureOr<linalg::LowerUnPackOpResult> lowered =
          linalg::lowerUnPack(rewriter, unpack);
      if (failed(lowered))
        return failure();
      // lowerUnPack copies the unpacked value into the unpack's destination;
      // a fresh destination (tensor.empty, as the lowering makes) needs no
      // copy.
      Value unpacked = lowered->extractSliceOp
                           ? lowered->extractSliceOp.getResult()
                           : lowered->collapseShapeOp.getResult();
      for (Operation *user : llvm::make_early_inc_range(unpacked.getUsers())) {
        auto copy = dyn_cast<linalg::CopyOp>(user);
        if (copy && copy.getOutputs()[0].getDefiningOp<tensor::EmptyOp>() &&
            copy->getResult(0).getType() == unpacked.getType())
          rewriter.replaceOp(copy, unpacked);
      }
      return success();
    }
    FailureOr<SmallVector<Value>> values =
        cast<linalg::AggregatedOpInterface>(op).decomposeOperation(rewriter);
    if (failed(values))
      return failure();
    rewriter.replaceOp(op, *values);
    return success();
  }
};

} // namespace
