//===- FuseOps.cpp - Fuse operators into primitive functions --------------===//
//
// TVM's FuseOps (src/relay/transforms/fuse_ops.cc): partition every block
// with GraphPartitioner, then outline each group the way TVM's FuseMutator
// wraps it into a primitive Function, here a private `func.func` with the
// `relay.primitive` attribute called by `func.call`.
//
//===----------------------------------------------------------------------===//

#include "GraphPartitioner.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYFUSEOPSPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Outlines the groups of one function's blocks.
class Outliner {
public:
  Outliner(func::FuncOp parent, SymbolTable &symbols,
           llvm::StringMap<unsigned> &nameCounters)
      : parent(parent), symbols(symbols), nameCounters(nameCounters) {}

  void fuseBlock(Block &block, int optLevel, size_t maxDepth);

private:
  void rewriteGroup(const IndexedForwardGraph &graph,
                    ArrayRef<unsigned> members, unsigned root);
  void outline(ArrayRef<Operation *> ops, Operation *root);
  std::string getUniqueName(ArrayRef<Operation *> ops);

  func::FuncOp parent;
  SymbolTable &symbols;
  llvm::StringMap<unsigned> &nameCounters;
  /// Scalar constants cloned into fused functions; erased once unused.
  llvm::SetVector<Operation *> clonedConstants;
};

void Outliner::fuseBlock(Block &block, int optLevel, size_t maxDepth) {
  IndexedForwardGraph graph = IndexedForwardGraph::build(block);
  std::vector<unsigned> roots =
      GraphPartitioner(optLevel, maxDepth).partition(graph);

  std::vector<SmallVector<unsigned, 1>> members = getGroupMembers(roots);
  for (unsigned nid = 0, e = graph.size(); nid < e; ++nid)
    if (roots[nid] == nid)
      rewriteGroup(graph, members[nid], nid);

  for (Operation *constant : clonedConstants)
    if (constant->use_empty())
      constant->erase();
  clonedConstants.clear();
}

/// FuseMutator's decision for a group, by the kind of its root.
void Outliner::rewriteGroup(const IndexedForwardGraph &graph,
                            ArrayRef<unsigned> members, unsigned root) {
  // A tuple is never wrapped: a group rooted at one is the tuple alone.
  if (graph[root].isVirtualTuple())
    return;
  Operation *rootOp = graph[root].op;

  SmallVector<Operation *> ops;
  for (unsigned nid : members)
    if (!graph[nid].isVirtualTuple())
      ops.push_back(graph[nid].op);

  if (auto stop = dyn_cast<StopFusionOp>(rootOp)) {
    // The barrier has done its work: it is replaced by its operand, through
    // a cast where the annotation changed the type (refined or relaxed a
    // dimension). Tuples cannot be cast; the annotation then stays.
    assert(ops.size() == 1 && "stop_fusion is opaque");
    OpBuilder builder(stop);
    FailureOr<Value> replacement =
        castToType(builder, stop.getLoc(), stop.getData(), stop.getType());
    if (failed(replacement))
      return;
    stop.getResult().replaceAllUsesWith(*replacement);
    stop->erase();
    return;
  }
  if (auto get = dyn_cast<TupleGetItemOp>(rootOp)) {
    // A projection is wrapped only with the producer of its tuple; alone it
    // reads a tuple made elsewhere (by an opaque operator, say) and stays.
    Operation *producer = get.getTuple().getDefiningOp();
    if (!producer || !llvm::is_contained(ops, producer))
      return;
  } else if (!isTvmOperator(rootOp)) {
    // Constants, tuples, `if`, closures, their calls and other dialects'
    // operations stay where they are.
    return;
  }
  outline(ops, rootOp);
}

std::string Outliner::getUniqueName(ArrayRef<Operation *> ops) {
  std::string name = getFusedFunctionName(ops);
  std::string candidate = name;
  unsigned &counter = nameCounters[name];
  while (symbols.lookup(candidate))
    candidate = name + "_" + std::to_string(++counter);
  return candidate;
}

void Outliner::outline(ArrayRef<Operation *> ops, Operation *root) {
  assert(root->getNumResults() == 1 && "an operator has one result");
  llvm::SmallPtrSet<Operation *, 8> inGroup(ops.begin(), ops.end());

  // The parameters: values from outside the group, in the order the group's
  // operations read them (TVM's GetOrAllocParam). Rank-0 constants are
  // cloned inside instead.
  llvm::SetVector<Value> arguments;
  llvm::SetVector<Operation *> scalarConstants;
  for (Operation *op : ops) {
    assert(op->getNumRegions() == 0 && "fused operations have no regions");
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && inGroup.contains(def))
        continue;
      auto constant = dyn_cast_or_null<ConstantOp>(def);
      if (constant && constant.getType().getRank() == 0)
        scalarConstants.insert(def);
      else
        arguments.insert(operand);
    }
  }

  // The results: the root's value, or the fields of a tuple it yields.
  Value rootValue = root->getResult(0);
  auto tupleType = dyn_cast<TupleType>(rootValue.getType());
  SmallVector<Type> resultTypes;
  if (tupleType)
    llvm::append_range(resultTypes, tupleType.getTypes());
  else
    resultTypes.push_back(rootValue.getType());

  MLIRContext *context = root->getContext();
  Location loc = root->getLoc();
  OpBuilder builder(context);
  auto function = func::FuncOp::create(
      builder, loc, getUniqueName(ops),
      FunctionType::get(context, TypeRange(arguments.getArrayRef()),
                        resultTypes));
  function.setPrivate();
  function->setAttr(RelayDialect::PrimitiveAttrHelper::getNameStr(),
                    UnitAttr::get(context));
  symbols.insert(function, Block::iterator(parent));

  Block *body = function.addEntryBlock();
  builder.setInsertionPointToStart(body);
  IRMapping mapping;
  mapping.map(arguments.getArrayRef(), body->getArguments());
  for (Operation *constant : scalarConstants)
    builder.clone(*constant, mapping);
  for (Operation *op : ops)
    builder.clone(*op, mapping);
  SmallVector<Value> results;
  Value fusedRoot = mapping.lookup(rootValue);
  if (tupleType) {
    for (unsigned i = 0, e = tupleType.size(); i < e; ++i)
      results.push_back(TupleGetItemOp::create(
          builder, loc, tupleType.getType(i), fusedRoot, uint64_t{i}));
  } else {
    results.push_back(fusedRoot);
  }
  func::ReturnOp::create(builder, loc, results);

  // The call replaces the root; the other operations of the group are only
  // used inside it.
  builder.setInsertionPoint(root);
  auto call =
      func::CallOp::create(builder, loc, function, arguments.getArrayRef());
  Value replacement =
      tupleType ? TupleOp::create(builder, loc, call.getResults()).getResult()
                : call.getResult(0);
  rootValue.replaceAllUsesWith(replacement);
  for (Operation *op : llvm::reverse(ops)) {
    assert(op->use_empty() && "only the root of a group is used outside it");
    op->erase();
  }
  clonedConstants.insert(scalarConstants.begin(), scalarConstants.end());
}

struct RelayFuseOpsPass
    : public relay::impl::RelayFuseOpsPassBase<RelayFuseOpsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (fuseOptLevel < 0) {
      module.emitError("fuse-opt-level must be non-negative, got ")
          << static_cast<int>(fuseOptLevel);
      return signalPassFailure();
    }

    SmallVector<func::FuncOp> functions = getFusionFunctions(module);

    SymbolTable symbols(module);
    llvm::StringMap<unsigned> nameCounters;
    for (func::FuncOp function : functions) {
      Outliner outliner(function, symbols, nameCounters);
      for (Block *block : getFusionBlocks(function))
        outliner.fuseBlock(*block, fuseOptLevel, maxDepth);
    }
  }
};

} // namespace
