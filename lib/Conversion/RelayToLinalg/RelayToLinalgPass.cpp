//===- RelayToLinalgPass.cpp - The -convert-relay-to-linalg pass ----------===//

#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/IR/Matchers.h"
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
    if (failed(decompose()) || failed(checkConstantDivisions()))
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

  /// Integer `divide`, `floor_divide` and `mod` lower to code with a
  /// defined result for a zero divisor and for INT_MIN / -1 (see
  /// buildSafeIntegerDivision), because at run time they cannot be ruled out.
  /// When the operands are constants they can: TVM then rejects the program
  /// as it compiles (TIR's constant folding stops at "Divide by zero"), and
  /// so does this pass, rather than hiding the mistake behind a value.
  LogicalResult checkConstantDivisions() {
    WalkResult result = getOperation()->walk([](Operation *op) {
      if (!isa<DivideOp, FloorDivideOp, ModOp>(op))
        return WalkResult::advance();
      auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
      DenseIntElementsAttr lhs, rhs;
      if (!type || !matchPattern(op->getOperand(1), m_Constant(&rhs)))
        return WalkResult::advance();
      if (llvm::any_of(rhs.getValues<APInt>(),
                       [](const APInt &v) { return v.isZero(); })) {
        op->emitError() << "integer division by zero: the divisor is a "
                           "constant with a zero element";
        return WalkResult::interrupt();
      }
      if (type.getElementType().isUnsignedInteger() || !type.hasStaticShape() ||
          !matchPattern(op->getOperand(0), m_Constant(&lhs)))
        return WalkResult::advance();
      // INT_MIN / -1 overflows: look for the pair at some element of the
      // (broadcast) result.
      auto lhsType = cast<RankedTensorType>(lhs.getType());
      auto rhsType = cast<RankedTensorType>(rhs.getType());
      auto lhsValues = llvm::to_vector(lhs.getValues<APInt>());
      auto rhsValues = llvm::to_vector(rhs.getValues<APInt>());
      auto flatIndex = [&](RankedTensorType operand, ArrayRef<int64_t> index) {
        int64_t flat = 0;
        int64_t offset = type.getRank() - operand.getRank();
        for (auto [d, extent] : llvm::enumerate(operand.getShape()))
          flat = flat * extent + (extent == 1 ? 0 : index[offset + d]);
        return flat;
      };
      SmallVector<int64_t> index(type.getRank(), 0);
      for (int64_t n = 0, e = type.getNumElements(); n < e; ++n) {
        for (int64_t d = type.getRank() - 1, rest = n; d >= 0; --d) {
          index[d] = rest % type.getDimSize(d);
          rest /= type.getDimSize(d);
        }
        if (lhsValues[flatIndex(lhsType, index)].isMinSignedValue() &&
            rhsValues[flatIndex(rhsType, index)].isAllOnes()) {
          op->emitError() << "integer division overflows: the constant "
                             "operands divide INT_MIN by -1";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }
};
} // namespace
