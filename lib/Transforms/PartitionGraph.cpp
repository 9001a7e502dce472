//===- PartitionGraph.cpp - Outline external regions into functions -------===//
//
// TVM's PartitionGraph (src/relay/transforms/partition_graph.cc): each
// region of an external compiler, delimited by compiler_begin/end markers,
// becomes a function for that compiler, called where the region was.
//
//===----------------------------------------------------------------------===//

#include "AnnotatedRegionSet.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYPARTITIONGRAPHPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

static constexpr StringLiteral kDefaultTarget = "default";

/// TVM's RemoveDefaultAnnotations and FlattenTupleOutputs.
static void prepareMarkers(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block)) {
    auto begin = dyn_cast<CompilerBeginOp>(op);
    auto end = dyn_cast<CompilerEndOp>(op);
    if ((begin && begin.getCompiler() == kDefaultTarget) ||
        (end && end.getCompiler() == kDefaultTarget)) {
      op.getResult(0).replaceAllUsesWith(op.getOperand(0));
      op.erase();
      continue;
    }
    // An end of a tuple built in the region: the fields leave the region and
    // the tuple is rebuilt outside, so each field is an output of its own.
    auto tuple = end ? end.getData().getDefiningOp<TupleOp>() : TupleOp();
    if (!tuple)
      continue;
    OpBuilder builder(end);
    SmallVector<Value> fields;
    for (Value field : tuple.getFields())
      fields.push_back(CompilerEndOp::create(builder, end.getLoc(),
                                             field.getType(), field,
                                             end.getCompilerAttr()));
    auto outside =
        TupleOp::create(builder, end.getLoc(), end.getType(), fields);
    end.getResult().replaceAllUsesWith(outside.getResult());
    end->erase();
    if (tuple->use_empty())
      tuple->erase();
  }
}

namespace {

class Partitioner {
public:
  Partitioner(func::FuncOp parent, ModuleOp module,
              llvm::StringMap<unsigned> &counters)
      : parent(parent), module(module), counters(counters) {}

  LogicalResult run(Block &block);

private:
  LogicalResult outline(AnnotatedRegion &region);
  std::string getName(StringRef compiler);

  func::FuncOp parent;
  ModuleOp module;
  llvm::StringMap<unsigned> &counters;
};

} // namespace

std::string Partitioner::getName(StringRef compiler) {
  unsigned &counter = counters[compiler];
  std::string name;
  do
    name = (compiler + "_" + Twine(counter++)).str();
  while (SymbolTable::lookupSymbolIn(module, name));
  return name;
}

LogicalResult Partitioner::outline(AnnotatedRegion &region) {
  Block *block = region.nodes.front()->getBlock();
  SmallVector<Operation *> nodes(region.nodes.begin(), region.nodes.end());
  llvm::sort(nodes,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  llvm::SmallPtrSet<Operation *, 16> inRegion(nodes.begin(), nodes.end());

  // Values may only leave through an end marker.
  for (Operation *node : nodes) {
    if (isa<CompilerEndOp>(node))
      continue;
    for (OpOperand &use : node->getUses()) {
      Operation *user = block->findAncestorOpInBlock(*use.getOwner());
      if (!user || !inRegion.contains(user))
        return use.getOwner()->emitOpError("uses a value of a region of "
                                           "compiler '")
               << region.target
               << "' without a 'relay.annotation.compiler_end'";
    }
  }

  // Inputs: the distinct values entering through begin markers; constants
  // are bound inside.
  llvm::SetVector<Value> inputs;
  SmallVector<Operation *> constants;
  for (Operation *node : nodes) {
    auto begin = dyn_cast<CompilerBeginOp>(node);
    if (!begin)
      continue;
    Value value = begin.getData();
    if (auto constant = value.getDefiningOp<ConstantOp>()) {
      if (!llvm::is_contained(constants, constant.getOperation()))
        constants.push_back(constant);
      continue;
    }
    inputs.insert(value);
  }
  // Outputs: the distinct values leaving through end markers.
  llvm::SetVector<Value> outputs;
  for (Operation *node : nodes)
    if (auto end = dyn_cast<CompilerEndOp>(node))
      outputs.insert(end.getData());

  MLIRContext *context = parent.getContext();
  Location loc = nodes.front()->getLoc();
  OpBuilder builder(context);
  builder.setInsertionPoint(parent);
  std::string name = getName(region.target);
  auto function = func::FuncOp::create(
      builder, loc, name,
      FunctionType::get(context, TypeRange(inputs.getArrayRef()),
                        TypeRange(outputs.getArrayRef())));
  function.setPrivate();
  function->setAttr(RelayDialect::CompilerAttrHelper::getNameStr(),
                    builder.getStringAttr(region.target));
  function->setAttr(RelayDialect::GlobalSymbolAttrHelper::getNameStr(),
                    builder.getStringAttr(name));
  Block *body = function.addEntryBlock();
  builder.setInsertionPointToStart(body);
  IRMapping mapping;
  mapping.map(inputs.getArrayRef(), body->getArguments());
  for (Operation *constant : constants)
    builder.clone(*constant, mapping);
  for (Operation *node : nodes) {
    if (isa<CompilerBeginOp, CompilerEndOp>(node)) {
      mapping.map(node->getResult(0), mapping.lookup(node->getOperand(0)));
      continue;
    }
    // A nested region may only use values of the region.
    bool closed = true;
    node->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (operand.getParentBlock() == block && !mapping.contains(operand))
          closed = false;
    });
    if (!closed)
      return node->emitOpError("uses a value from outside its region of "
                               "compiler '")
             << region.target << "' without a compiler_begin";
    builder.clone(*node, mapping);
  }
  SmallVector<Value> results;
  for (Value output : outputs)
    results.push_back(mapping.lookup(output));
  func::ReturnOp::create(builder, loc, results);

  // The call goes where the region ends; users of its outputs that come
  // earlier are moved after it by the topological sort of the block.
  builder.setInsertionPoint(nodes.back());
  auto call =
      func::CallOp::create(builder, loc, function, inputs.getArrayRef());
  for (Operation *node : nodes)
    if (auto end = dyn_cast<CompilerEndOp>(node))
      end.getResult().replaceAllUsesWith(
          call.getResult(llvm::find(outputs, end.getData()) - outputs.begin()));
  for (Operation *node : llvm::reverse(nodes)) {
    node->dropAllUses();
    node->erase();
  }
  for (Operation *constant : constants)
    if (constant->use_empty())
      constant->erase();
  return success();
}

LogicalResult Partitioner::run(Block &block) {
  prepareMarkers(block);
  FailureOr<std::unique_ptr<AnnotatedRegionSet>> regions =
      AnnotatedRegionSet::create(block);
  if (failed(regions))
    return failure();
  for (AnnotatedRegion *region : (*regions)->getRegions())
    if (failed(outline(*region)))
      return failure();
  sortTopologically(&block);
  return success();
}

namespace {
struct RelayPartitionGraphPass
    : public relay::impl::RelayPartitionGraphPassBase<RelayPartitionGraphPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> functions;
    for (auto function : module.getOps<func::FuncOp>())
      if (!function.isExternal() && !RelayDialect::isFusedOrExternal(function))
        functions.push_back(function);
    llvm::StringMap<unsigned> counters;
    for (func::FuncOp function : functions) {
      Partitioner partitioner(function, module, counters);
      if (failed(partitioner.run(function.getBody().front())))
        return signalPassFailure();
    }
  }
};
} // namespace
