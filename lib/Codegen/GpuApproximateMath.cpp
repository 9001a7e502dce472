//===- GpuApproximateMath.cpp - Math without libdevice --------------------===//
//
// Upstream's f32 expansions and polynomial approximations of math ops, for
// GPU code compiled where no CUDA toolkit (and so no libdevice) is found.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYGPUAPPROXIMATEMATHPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;

namespace {

struct RelayGpuApproximateMathPass
    : public relay::impl::RelayGpuApproximateMathPassBase<
          RelayGpuApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    auto everyOp = [](StringRef) { return true; };
    populateMathF32ExpansionPatterns(patterns, everyOp);
    populateMathPolynomialApproximationPatterns(patterns, everyOp);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
