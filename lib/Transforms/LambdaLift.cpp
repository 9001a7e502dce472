//===- LambdaLift.cpp - Lift closures to global functions -----------------===//

#include "ClosureUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYLAMBDALIFTPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

bool capturesValues(FnOp fn) {
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(fn.getBody(), captured);
  return !captured.empty();
}

/// Whether every use of the closure is as the callee of a relay.call.
bool isOnlyCalled(FnOp fn) {
  return llvm::all_of(fn->getUses(), [](OpOperand &use) {
    auto call = dyn_cast<CallOp>(use.getOwner());
    return call && use.getOperandNumber() == 0;
  });
}

struct RelayLambdaLiftPass
    : public relay::impl::RelayLambdaLiftPassBase<RelayLambdaLiftPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    // Post-order: inner closures are lifted before the ones around them, so
    // their captures become captures of the outer closure.
    SmallVector<FnOp> closures;
    module.walk([&](FnOp fn) { closures.push_back(fn); });
    llvm::DenseMap<Operation *, unsigned> counters;
    for (FnOp fn : closures) {
      // An escaping closure needs a closure object for its captures; one
      // without captures is just a function and escapes as func.constant.
      if (!isOnlyCalled(fn) && capturesValues(fn))
        continue;
      auto enclosing = fn->getParentOfType<func::FuncOp>();
      if (!enclosing)
        continue;
      if (failed(lift(fn, enclosing, symbols, counters[enclosing])))
        return signalPassFailure();
    }
  }

  LogicalResult lift(FnOp fn, func::FuncOp enclosing, SymbolTable &symbols,
                     unsigned &counter) {
    Region &body = fn.getBody();
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(body, captured);

    // The lifted function: captures first, then the closure's parameters.
    FunctionType fnType = fn.getFunctionType();
    func::FuncOp lifted = liftClosureBody(
        fn, captured.getArrayRef(), enclosing,
        (enclosing.getSymName() + "_lifted_" + Twine(counter++)).str(),
        symbols);
    OpBuilder builder(fn);

    // Calls pass the captured values along; other uses (only possible
    // without captures) take the function as a value.
    for (OpOperand &use : llvm::make_early_inc_range(fn->getUses())) {
      auto call = dyn_cast<CallOp>(use.getOwner());
      if (!call || use.getOperandNumber() != 0) {
        builder.setInsertionPoint(fn);
        auto ref = func::ConstantOp::create(builder, fn.getLoc(), fnType,
                                            lifted.getSymName());
        use.set(ref);
        continue;
      }
      builder.setInsertionPoint(call);
      SmallVector<Value> operands(captured.begin(), captured.end());
      for (auto [arg, type] : llvm::zip(call.getArgs(), fnType.getInputs())) {
        FailureOr<Value> v = castToType(builder, call.getLoc(), arg, type);
        if (failed(v))
          return call.emitOpError("argument type ")
                 << arg.getType() << " cannot be passed as " << type;
        operands.push_back(*v);
      }
      auto newCall =
          func::CallOp::create(builder, call.getLoc(), lifted, operands);
      for (auto [oldResult, newResult] :
           llvm::zip(call.getResults(), newCall.getResults())) {
        FailureOr<Value> v =
            castToType(builder, call.getLoc(), newResult, oldResult.getType());
        if (failed(v))
          return call.emitOpError("result type ")
                 << newResult.getType() << " cannot be used as "
                 << oldResult.getType();
        oldResult.replaceAllUsesWith(*v);
      }
      call.erase();
    }
    fn.erase();
    return success();
  }
};

} // namespace
