//===- AnnotateTarget.cpp - Mark operators of external targets ------------===//
//
// TVM's AnnotateTarget (src/relay/transforms/annotate_target.cc, with
// include_non_call_ops): every operation gets the first target that
// supports it (or "default"), and the edges between operations get
// `compiler_end` (the producer's target) and `compiler_begin` (the
// consumer's target) markers, one pair per use.
//
//===----------------------------------------------------------------------===//

#include "AnnotatedRegionSet.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/ExternalTargets.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYANNOTATETARGETPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

static constexpr StringLiteral kDefaultTarget = "default";

namespace {

class Annotator {
public:
  Annotator(ArrayRef<const ExternalTarget *> targets, SymbolTable &symbols)
      : targets(targets), symbols(symbols) {}

  void annotate(Block &block);

private:
  std::string chooseTarget(Operation *op);
  Value wrap(OpBuilder &builder, Location loc, Value value, StringRef target,
             bool begin);

  ArrayRef<const ExternalTarget *> targets;
  SymbolTable &symbols;
  /// The target of each value an annotated operation produced (TVM's
  /// op_expr_to_target_).
  DenseMap<Value, std::string> targetOf;
  /// Operations whose first operand a user marked with compiler_begin: that
  /// target comes first.
  DenseMap<Operation *, std::string> preferred;
};

} // namespace

Value Annotator::wrap(OpBuilder &builder, Location loc, Value value,
                      StringRef target, bool begin) {
  StringAttr name = builder.getStringAttr(target);
  if (begin)
    return CompilerBeginOp::create(builder, loc, value.getType(), value, name);
  return CompilerEndOp::create(builder, loc, value.getType(), value, name);
}

std::string Annotator::chooseTarget(Operation *op) {
  // A target the user asked for comes first, supported or not, as in TVM.
  auto it = preferred.find(op);
  if (it != preferred.end())
    return it->second;
  if (auto call = dyn_cast<func::CallOp>(op)) {
    // A composite function goes to the target its name starts with.
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    auto composite = callee
                         ? callee->getAttrOfType<StringAttr>(
                               RelayDialect::CompositeAttrHelper::getNameStr())
                         : StringAttr();
    if (composite) {
      StringRef prefix = composite.getValue().split('.').first;
      if (composite.getValue().contains('.'))
        for (const ExternalTarget *target : targets)
          if (target->name == prefix)
            return target->name;
    }
    return kDefaultTarget.str();
  }
  if (isa<TupleOp, TupleGetItemOp>(op)) {
    // A tuple or projection follows its first annotated operand.
    for (Value operand : op->getOperands()) {
      auto found = targetOf.find(operand);
      if (found != targetOf.end())
        return found->second;
    }
    return kDefaultTarget.str();
  }
  if (isTvmOperator(op))
    for (const ExternalTarget *target : targets)
      if (target->supports(op))
        return target->name;
  return kDefaultTarget.str();
}

void Annotator::annotate(Block &block) {
  // Markers from an earlier run or from the user: remember what they said
  // and take them out; the new ones are placed below.
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (auto end = dyn_cast<CompilerEndOp>(op)) {
      targetOf.try_emplace(end.getData(), end.getCompiler().str());
      end.getResult().replaceAllUsesWith(end.getData());
      end->erase();
    } else if (auto begin = dyn_cast<CompilerBeginOp>(op)) {
      for (OpOperand &use : begin->getUses())
        if (use.getOperandNumber() == 0)
          preferred.try_emplace(use.getOwner(), begin.getCompiler().str());
      begin.getResult().replaceAllUsesWith(begin.getData());
      begin->erase();
    }
  }

  SmallVector<Operation *> ops;
  for (Operation &op : block)
    ops.push_back(&op);
  for (Operation *op : ops) {
    Location loc = op->getLoc();
    OpBuilder builder(op);
    if (op->hasTrait<OpTrait::IsTerminator>()) {
      // The function's results leave their regions (TVM's
      // InsertCompilerEndAndPropogateTarget on the body).
      if (!isa<func::ReturnOp>(op))
        continue;
      for (OpOperand &operand : op->getOpOperands()) {
        auto found = targetOf.find(operand.get());
        if (found != targetOf.end())
          operand.set(wrap(builder, loc, operand.get(), found->second,
                           /*begin=*/false));
      }
      continue;
    }
    SmallVector<Value> operands = getDataflowOperands(op, &block);
    // Operations without inputs (constants, zeros) are inputs themselves,
    // as TVM treats calls without arguments.
    if (operands.empty())
      continue;
    std::string target = chooseTarget(op);
    // Every input: out of its producer's region, into this operation's.
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      auto found = targetOf.find(value);
      if (found != targetOf.end())
        value = wrap(builder, loc, value, found->second, /*begin=*/false);
      operand.set(wrap(builder, loc, value, target, /*begin=*/true));
    }
    for (Value value :
         ArrayRef<Value>(operands).drop_front(op->getNumOperands())) {
      Value wrapped = value;
      auto found = targetOf.find(value);
      if (found != targetOf.end())
        wrapped = wrap(builder, loc, value, found->second, /*begin=*/false);
      wrapped = wrap(builder, loc, wrapped, target, /*begin=*/true);
      value.replaceUsesWithIf(wrapped, [&](OpOperand &use) {
        return use.getOwner() != op && op->isAncestor(use.getOwner());
      });
    }
    for (Value result : op->getResults())
      targetOf[result] = target;
  }
}

namespace {
struct RelayAnnotateTargetPass
    : public relay::impl::RelayAnnotateTargetPassBase<RelayAnnotateTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<SmallVector<const ExternalTarget *>> selected =
        lookupExternalTargets(targets, module);
    if (failed(selected))
      return signalPassFailure();
    SymbolTable symbols(module);
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isExternal() || RelayDialect::isFusedOrExternal(function))
        continue;
      Annotator annotator(*selected, symbols);
      annotator.annotate(function.getBody().front());
    }
  }
};
} // namespace
