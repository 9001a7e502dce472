//===- InferType.cpp - Refine result types (TVM's InferType) --------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYINFERTYPEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

class TypeRefiner {
public:
  explicit TypeRefiner(ModuleOp module) : module(module) {}

  /// Refines every function until nothing changes (calls propagate refined
  /// function results to their callers).
  LogicalResult run() {
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    // A function whose symbol is used other than by func.call (a
    // func.constant, say) keeps its signature: those uses pin its type.
    for (func::FuncOp fn : funcs) {
      auto uses = SymbolTable::getSymbolUses(fn, module);
      pinned[fn] = !uses || llvm::any_of(*uses, [](SymbolTable::SymbolUse use) {
        return !isa<func::CallOp>(use.getUser());
      });
    }
    for (size_t iteration = 0; iteration <= funcs.size(); ++iteration) {
      changed = false;
      for (func::FuncOp fn : funcs)
        if (!fn.isDeclaration() && failed(refineFunction(fn)))
          return failure();
      if (!changed)
        break;
    }
    return success();
  }

private:
  LogicalResult refineFunction(func::FuncOp fn) {
    for (Block &block : fn.getBody())
      if (failed(refineBlock(block)))
        return failure();
    if (!pinned.lookup(fn))
      refineResultTypes(fn);
    castReturnsToResultTypes(fn);
    return success();
  }

  /// Function results follow the join of the values all returns give back.
  void refineResultTypes(func::FuncOp fn) {
    // Function results follow the join of the values all returns give back.
    SmallVector<Type> returned;
    bool first = true;
    for (Block &block : fn.getBody()) {
      auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
      if (!ret)
        continue;
      for (auto [i, type] : llvm::enumerate(ret.getOperandTypes())) {
        if (first)
          returned.push_back(type);
        else
          returned[i] = joinTypes(returned[i], type);
      }
      first = false;
    }
    SmallVector<Type> results(fn.getResultTypes());
    bool update = false;
    for (auto [i, type] : llvm::enumerate(returned)) {
      Type refined = meetTypes(results[i], type);
      // Only when every return already gives the refined type.
      if (refined != results[i] && refined == type) {
        results[i] = refined;
        update = true;
      }
    }
    if (update) {
      fn.setFunctionType(
          FunctionType::get(fn.getContext(), fn.getArgumentTypes(), results));
      changed = true;
    }
  }

  void castReturnsToResultTypes(func::FuncOp fn) {
    // Returns whose values became more refined than the function's results
    // (another return, or a pinned signature, keeps them less refined) give
    // back the declared type through a tensor.cast.
    for (Block &block : fn.getBody()) {
      auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
      if (!ret)
        continue;
      for (OpOperand &operand : ret->getOpOperands()) {
        Type expected = fn.getResultTypes()[operand.getOperandNumber()];
        if (operand.get().getType() == expected ||
            !isa<RankedTensorType>(expected))
          continue;
        OpBuilder builder(ret);
        operand.set(tensor::CastOp::create(builder, ret.getLoc(), expected,
                                           operand.get()));
      }
    }
  }

  LogicalResult refineBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      if (failed(refineOp(&op)))
        return failure();
    return success();
  }

  LogicalResult refineOp(Operation *op) {
    // Inner regions first: a closure's or branch's results depend on them.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (failed(refineBlock(block)))
          return failure();

    SmallVector<Type> inferred;
    if (auto fnOp = dyn_cast<FnOp>(op)) {
      auto yield = cast<YieldOp>(fnOp.getBody().front().getTerminator());
      inferred.push_back(FunctionType::get(op->getContext(),
                                           fnOp.getBody().getArgumentTypes(),
                                           yield.getValues().getTypes()));
    } else if (auto ifOp = dyn_cast<IfOp>(op)) {
      auto thenYield =
          cast<YieldOp>(ifOp.getThenRegion().front().getTerminator());
      auto elseYield =
          cast<YieldOp>(ifOp.getElseRegion().front().getTerminator());
      for (auto [a, b] : llvm::zip(thenYield.getValues().getTypes(),
                                   elseYield.getValues().getTypes()))
        inferred.push_back(joinTypes(a, b));
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
      if (!callee ||
          !areCompatibleTypes(callee.getResultTypes(), call.getResultTypes()))
        return success();
      llvm::append_range(inferred, callee.getResultTypes());
    } else if (auto iface = dyn_cast<InferTypeOpInterface>(op)) {
      if (op->getDialect() !=
          op->getContext()->getLoadedDialect<RelayDialect>())
        return success();
      if (failed(iface.inferReturnTypes(
              op->getContext(), op->getLoc(), op->getOperands(),
              op->getAttrDictionary(), op->getPropertiesStorage(),
              op->getRegions(), inferred)))
        return failure();
    } else {
      return success();
    }
    if (inferred.size() != op->getNumResults())
      return success();
    for (auto [result, type] : llvm::zip(op->getResults(), inferred)) {
      Type old = result.getType();
      if (!areCompatibleTypes(old, type))
        return op->emitOpError("result type ")
               << old << " contradicts the inferred type " << type;
      Type refined = meetTypes(old, type);
      if (refined != old)
        refineValue(result, refined);
    }
    return success();
  }

  /// Gives `value` the refined type; users that are not relay ops or
  /// returns keep seeing the old type through a tensor.cast.
  void refineValue(Value value, Type refined) {
    Type old = value.getType();
    auto isTolerant = [](Operation *user) {
      return isa<RelayDialect>(user->getDialect()) || isa<func::ReturnOp>(user);
    };
    bool needsCast = llvm::any_of(
        value.getUsers(), [&](Operation *user) { return !isTolerant(user); });
    if (needsCast && !isa<RankedTensorType>(old))
      return;
    value.setType(refined);
    changed = true;
    if (!needsCast)
      return;
    OpBuilder builder(value.getContext());
    builder.setInsertionPointAfterValue(value);
    auto cast = tensor::CastOp::create(builder, value.getLoc(), old, value);
    value.replaceUsesWithIf(cast.getResult(), [&](OpOperand &use) {
      return use.getOwner() != cast && !isTolerant(use.getOwner());
    });
  }

  ModuleOp module;
  llvm::DenseMap<func::FuncOp, bool> pinned;
  bool changed = false;
};

struct RelayInferTypePass
    : public relay::impl::RelayInferTypePassBase<RelayInferTypePass> {
  void runOnOperation() override {
    if (failed(TypeRefiner(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
