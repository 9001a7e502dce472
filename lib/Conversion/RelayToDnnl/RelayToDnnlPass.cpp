//===- RelayToDnnlPass.cpp - The -convert-relay-to-dnnl pass --------------===//

#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/Conversion/RelayToDnnl/RelayToDnnl.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Transforms/ExternalTargets.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_CONVERTRELAYTODNNLPASS
#include "RelayDialect/Conversion/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {
struct ConvertRelayToDnnlPass
    : public relay::impl::ConvertRelayToDnnlPassBase<ConvertRelayToDnnlPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> functions;
    for (auto func : module.getOps<func::FuncOp>())
      if (isDnnlFunction(func) && !func.isDeclaration())
        functions.push_back(func);
    if (functions.empty())
      return;
    // Every operator is checked before anything changes, so that an
    // unsupported one is reported as it was written.
    bool supported = true;
    for (func::FuncOp func : functions)
      supported &= succeeded(checkDnnlSupport(func));
    DnnlRuntimeCalls calls(module);
    if (!supported || failed(calls.checkRuntimeSymbols()))
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    populateRelayToDnnlPatterns(patterns, calls);
    FrozenRewritePatternSet frozen(std::move(patterns));
    SmallPtrSet<Operation *, 8> composites;
    for (func::FuncOp func : functions) {
      func.walk([&](func::CallOp call) {
        if (Operation *callee = SymbolTable::lookupNearestSymbolFrom(
                call, call.getCalleeAttr()))
          composites.insert(callee);
      });
      // Composite bodies are inlined or fused into the dnnl function, so
      // the rewrite stays within it.
      // Top-down, so that call sites are numbered in program order.
      if (failed(applyPatternsGreedily(
              func.getBody(), frozen,
              GreedyRewriteConfig().setUseTopDownTraversal(true))))
        return signalPassFailure();
      WalkResult left = func.walk([&](Operation *op) {
        if (!isa<RelayDialect>(op->getDialect()))
          return WalkResult::advance();
        op->emitOpError("in @")
            << func.getSymName() << " was not lowered to oneDNN calls";
        return WalkResult::interrupt();
      });
      if (left.wasInterrupted())
        return signalPassFailure();
    }
    // The composites the dnnl functions called are now unused (their bodies
    // hold relay operators only the dnnl lowering understands in this form).
    for (Operation *composite : composites)
      if (SymbolTable::symbolKnownUseEmpty(composite, module))
        composite->erase();
  }
};
} // namespace

void mlir::relay::registerDnnlTargetLowering() {
  static const bool registered = [] {
    return succeeded(setExternalTargetLowering(
        kDnnlCompiler, [](OpPassManager &pm) {
          pm.addPass(createConvertRelayToDnnlPass());
        }));
  }();
  (void)registered;
}
