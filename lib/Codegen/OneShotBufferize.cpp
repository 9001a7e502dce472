//===- OneShotBufferize.cpp - Module bufferisation with function values ---===//
//
// Upstream's one-shot module bufferisation, plus what Relay's first-class
// functions need: the bufferisation of `func.call_indirect`
// (FuncBufferizableOpInterfaceImpl.cpp) and, in the same pass so that the module
// verifies in between, the new types of all function values.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/FuncBufferizableOpInterfaceImpl.h"
#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotModuleBufferize.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYONESHOTBUFFERIZEPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Functions whose address is taken may be called from anywhere; none of
/// them writes into its arguments, which is what lets an indirect call be
/// analysed without knowing its callee.
void makeAddressTakenArgumentsReadOnly(ModuleOp module) {
  SymbolTableCollection symbols;
  module.walk([&](func::ConstantOp constant) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        constant, constant.getValueAttr());
    if (!callee || callee.isExternal())
      return;
    Builder builder(module.getContext());
    for (auto [i, type] : llvm::enumerate(callee.getArgumentTypes()))
      if (isa<TensorType>(type))
        callee.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                          builder.getBoolAttr(false));
  });
}

/// CSE merges equal `tensor.empty` ops, so one of them may be the
/// destination of every element-wise op of a function. One-shot analysis
/// then sees a single buffer that all those ops write and all their results
/// alias: each in-place decision checks the uses of every other, quadratic
/// in the number of ops (an unfused program of 1,000 ops took 20 s here).
/// An empty tensor has no contents to share, so each use gets its own,
/// placed just before the user (the sizes dominate the original, which
/// dominates the user); the analysis then stays local.
void splitSharedEmptyTensors(ModuleOp module) {
  SmallVector<tensor::EmptyOp> shared;
  module.walk([&](tensor::EmptyOp empty) {
    if (!empty->hasOneUse() && !empty->use_empty())
      shared.push_back(empty);
  });
  OpBuilder builder(module.getContext());
  for (tensor::EmptyOp empty : shared) {
    for (OpOperand &use :
         llvm::make_early_inc_range(llvm::drop_begin(empty->getUses()))) {
      builder.setInsertionPoint(use.getOwner());
      use.set(builder.clone(*empty)->getResult(0));
    }
  }
}

/// After bufferisation every tensor is a memref, but values of function type
/// still mention tensors. Their new types follow from the old ones alone
/// (function boundaries use identity layouts), so they are set in place.
LogicalResult retypeFunctionValues(ModuleOp module) {
  module.walk([](Operation *op) {
    for (OpResult result : op->getResults())
      result.setType(getBufferizedBoundaryType(result.getType()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(getBufferizedBoundaryType(arg.getType()));
    if (auto func = dyn_cast<func::FuncOp>(op))
      func.setFunctionType(
          cast<FunctionType>(getBufferizedBoundaryType(func.getFunctionType())));
  });

  // The casts the bufferised indirect calls put on their callees now cast a
  // type to itself.
  module.walk([](UnrealizedConversionCastOp cast) {
    if (cast->getNumOperands() == 1 && cast->getNumResults() == 1 &&
        cast.getOperand(0).getType() == cast.getResult(0).getType()) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
  });

  SymbolTableCollection symbols;
  WalkResult result = module.walk([&](func::ConstantOp constant) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        constant, constant.getValueAttr());
    if (callee && callee.getFunctionType() != constant.getType()) {
      constant.emitOpError("refers to @")
          << constant.getValue() << " of bufferised type "
          << callee.getFunctionType() << ", but the function value has type "
          << constant.getType();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

struct RelayOneShotBufferizePass
    : public relay::impl::RelayOneShotBufferizePassBase<
          RelayOneShotBufferizePass> {
  void getDependentDialects(DialectRegistry &registry) const override {
    RelayOneShotBufferizePassBase::getDependentDialects(registry);
    registerCallIndirectBufferizableOpInterfaceExternalModel(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    makeAddressTakenArgumentsReadOnly(module);
    splitSharedEmptyTensors(module);

    bufferization::OneShotBufferizationOptions options;
    options.bufferizeFunctionBoundaries = true;
    options.setFunctionBoundaryTypeConversion(
        bufferization::LayoutMapOption::IdentityLayoutMap);
    bufferization::BufferizationState state;
    if (failed(bufferization::runOneShotModuleBufferize(module, options,
                                                         state)) ||
        failed(retypeFunctionValues(module)))
      return signalPassFailure();
  }
};

} // namespace
