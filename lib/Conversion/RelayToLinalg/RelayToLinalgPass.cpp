//===- RelayToLinalgPass.cpp - The -convert-relay-to-linalg pass ----------===//

#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_CONVERTRELAYTOLINALGPASS
#include "RelayDialect/Conversion/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {
struct ConvertRelayToLinalgPass
    : public relay::impl::ConvertRelayToLinalgPassBase<
          ConvertRelayToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    if (failed(decompose()))
      return signalPassFailure();

    RelayToLinalgTypeConverter converter;
    RewritePatternSet patterns(ctx);
    populateRelayToLinalgConversionPatterns(converter, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);

    ConversionTarget target(*ctx);
    target.addIllegalDialect<RelayDialect>();
    target.addLegalDialect<affine::AffineDialect, arith::ArithDialect,
                           linalg::LinalgDialect, math::MathDialect,
                           scf::SCFDialect, tensor::TensorDialect>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::CallIndirectOp,
                                 func::ConstantOp, func::ReturnOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  /// Applies the decompositions to the operators they rewrite (and to what
  /// they create), leaving the rest of the module as it is.
  LogicalResult decompose() {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      Operation *decomposed = op;
      if (auto get = dyn_cast<TupleGetItemOp>(op))
        decomposed = get.getTuple().getDefiningOp();
      if (isa_and_nonnull<BatchNormOp, DropoutOp, LayerNormOp, InstanceNormOp,
                          GroupNormOp>(decomposed) ||
          op->getName().getStringRef().starts_with("relay.qnn."))
        ops.push_back(op);
    });
    RewritePatternSet patterns(&getContext());
    populateRelayNNDecompositionPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    return applyOpPatternsGreedily(ops, std::move(patterns), config);
  }
};
} // namespace
