//===- MergeComposite.cpp - Outline composite pattern matches -------------===//
//
// TVM's MergeComposite (src/relay/transforms/merge_composite.cc): every
// match of a target's pattern table becomes a composite function, here a
// private `func.func` with `relay.composite = "<target>.<pattern>"` called
// by `func.call` where the match's root was. The patterns are PDLL
// (lib/Transforms/Targets/*.pdll) compiled to PDL at build time; their
// rewrites call the `Composite` functions registered here, which find the
// matched operators, check them as TVM's PatternPartitioner does and outline
// them.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/ExternalTargets.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYMERGECOMPOSITEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

/// The operation of `block` that is or contains `op`, or null.
static Operation *inBlock(Block *block, Operation *op) {
  return block->findAncestorOpInBlock(*op);
}

/// The operations between the anchors and the root: those that use an
/// anchor's result (directly or through other operations) and whose result
/// the root uses (directly or not), in block order.
static SmallVector<Operation *> getMatchedOps(ArrayRef<Operation *> anchors,
                                              Operation *root) {
  Block *block = root->getBlock();
  Operation *earliest = anchors.front();
  for (Operation *anchor : anchors)
    if (anchor->isBeforeInBlock(earliest))
      earliest = anchor;

  // Ancestors of the root, no earlier than the earliest anchor: nothing
  // before it can be its descendant.
  llvm::SmallPtrSet<Operation *, 8> ancestors;
  SmallVector<Operation *> worklist{root};
  ancestors.insert(root);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || def->getBlock() != block || def->isBeforeInBlock(earliest))
        continue;
      if (ancestors.insert(def).second)
        worklist.push_back(def);
    }
  }

  llvm::SmallPtrSet<Operation *, 8> descendants;
  worklist.assign(anchors.begin(), anchors.end());
  descendants.insert(anchors.begin(), anchors.end());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Operation *user : op->getUsers()) {
      Operation *local = inBlock(block, user);
      if (local && ancestors.contains(local) &&
          descendants.insert(local).second)
        worklist.push_back(local);
    }
  }

  SmallVector<Operation *> ops(descendants.begin(), descendants.end());
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ops;
}

/// The `Composite` rewrites of the pattern tables: (name, size, anchors...,
/// root). Fails without touching the IR when the match is not one TVM would
/// outline, so the applicator moves on.
static LogicalResult outlineComposite(PatternRewriter &rewriter,
                                      PDLResultList &,
                                      ArrayRef<PDLValue> args) {
  if (args.size() < 4)
    return failure();
  auto name = dyn_cast_or_null<StringAttr>(args[0].cast<Attribute>());
  auto size = dyn_cast_or_null<IntegerAttr>(args[1].cast<Attribute>());
  if (!name || !size)
    return failure();
  Operation *root = args.back().cast<Operation *>();
  SmallVector<Operation *> anchors;
  for (const PDLValue &arg : args.drop_front(2).drop_back())
    anchors.push_back(arg.cast<Operation *>());
  Block *block = root->getBlock();
  auto parent = root->getParentOfType<func::FuncOp>();
  auto module = root->getParentOfType<ModuleOp>();
  if (!parent || !module || llvm::any_of(anchors, [&](Operation *op) {
        return op->getBlock() != block;
      }))
    return failure();

  // The matched operators are exactly those the pattern names: more would
  // mean a wildcard bound to a value computed from inside the match.
  SmallVector<Operation *> ops = getMatchedOps(anchors, root);
  if (static_cast<int64_t>(ops.size()) != size.getInt())
    return failure();
  llvm::SmallPtrSet<Operation *, 8> inMatch(ops.begin(), ops.end());
  // Only the root's value may leave the match (TVM's PatternGrouper rejects
  // a group whose intermediate values escape).
  for (Operation *op : ops) {
    if (op == root)
      continue;
    for (Operation *user : op->getUsers())
      if (!inMatch.contains(inBlock(block, user)))
        return failure();
    if (op->getNumRegions() != 0)
      return failure();
  }

  // Parameters: the values from outside, in the order the matched operators
  // read them (the wildcards in the pattern's post-order, as TVM numbers the
  // composite function's parameters).
  llvm::SetVector<Value> inputs;
  for (Operation *op : ops)
    for (Value operand : op->getOperands())
      if (!inMatch.contains(operand.getDefiningOp()))
        inputs.insert(operand);

  std::string base = "composite_" + name.getValue().str();
  std::replace(base.begin(), base.end(), '.', '_');
  std::string symbol = base;
  for (unsigned i = 1; SymbolTable::lookupSymbolIn(module, symbol); ++i)
    symbol = base + "_" + std::to_string(i);

  MLIRContext *context = rewriter.getContext();
  Location loc = root->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(parent);
  auto function = func::FuncOp::create(
      rewriter, loc, symbol,
      FunctionType::get(context, TypeRange(inputs.getArrayRef()),
                        root->getResultTypes()));
  function.setPrivate();
  function->setAttr(RelayDialect::CompositeAttrHelper::getNameStr(), name);
  Block *body = rewriter.createBlock(&function.getBody(), {},
                                     TypeRange(inputs.getArrayRef()),
                                     SmallVector<Location>(inputs.size(), loc));
  IRMapping mapping;
  mapping.map(inputs.getArrayRef(), body->getArguments());
  for (Operation *op : ops)
    rewriter.clone(*op, mapping);
  SmallVector<Value> results;
  for (Value result : root->getResults())
    results.push_back(mapping.lookup(result));
  func::ReturnOp::create(rewriter, loc, results);

  rewriter.setInsertionPoint(root);
  auto call =
      func::CallOp::create(rewriter, loc, function, inputs.getArrayRef());
  rewriter.replaceOp(root, call.getResults());
  for (Operation *op : llvm::reverse(ops))
    if (op != root)
      rewriter.eraseOp(op);
  return success();
}

void relay::registerCompositeRewrites(PDLPatternModule &module) {
  for (StringRef name : {"Composite", "Composite2", "Composite3"})
    module.registerRewriteFunction(name, outlineComposite);
}

namespace {

/// A PatternRewriter outside the greedy driver: the patterns are applied at
/// the operations chosen below, in TVM's order. The `Composite` rewrites
/// reject matches TVM would not outline before touching the IR, so a failed
/// rewrite is a failed match.
struct CompositeRewriter : public PatternRewriter {
  using PatternRewriter::PatternRewriter;
  bool canRecoverFromRewriteFailure() const override { return true; }
};

struct RelayMergeCompositePass
    : public relay::impl::RelayMergeCompositePassBase<RelayMergeCompositePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    FailureOr<SmallVector<const ExternalTarget *>> selected =
        lookupExternalTargets(targets, module);
    if (failed(selected))
      return signalPassFailure();

    for (const ExternalTarget *target : *selected) {
      for (const CompositePatternBuilder &build : target->patternTable) {
        PDLPatternModule pdl = build(context);
        registerCompositeRewrites(pdl);
        RewritePatternSet set(context);
        set.add(std::move(pdl));
        FrozenRewritePatternSet frozen(std::move(set));
        PatternApplicator applicator(frozen);
        applicator.applyDefaultCostModel();
        applyPattern(module, applicator);
      }
    }
  }

  /// One pattern over every block of every function TVM would visit,
  /// trying each operation as the root from the last to the first (TVM's
  /// PatternGrouper walks the graph in reverse topological order), so that
  /// in a chain the match nearest the output is taken first.
  void applyPattern(ModuleOp module, PatternApplicator &applicator) {
    SmallVector<func::FuncOp> functions;
    for (auto function : module.getOps<func::FuncOp>())
      if (!function.isExternal() && !RelayDialect::isFusedOrExternal(function))
        functions.push_back(function);
    CompositeRewriter rewriter(&getContext());
    for (func::FuncOp function : functions) {
      SmallVector<Block *> blocks;
      function.walk([&](Block *block) { blocks.push_back(block); });
      for (Block *block : blocks) {
        Operation *op = block->empty() ? nullptr : &block->back();
        while (op) {
          Operation *next = op->getNextNode();
          rewriter.setInsertionPoint(op);
          if (failed(applicator.matchAndRewrite(op, rewriter))) {
            op = op->getPrevNode();
            continue;
          }
          // The match was replaced by a call just before `next`; the
          // operations before the call were not part of it.
          Operation *call = next ? next->getPrevNode() : &block->back();
          op = call->getPrevNode();
        }
      }
    }
  }
};

} // namespace
