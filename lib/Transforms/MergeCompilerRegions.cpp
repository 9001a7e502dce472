//===- MergeCompilerRegions.cpp - Merge regions of one target -------------===//
//
// TVM's MergeCompilerRegions (src/relay/transforms/merge_compiler_regions.cc):
// regions of the same target that feed each other are merged unless a path
// between them leaves through a region of another target, which would make
// the partitioned functions depend on each other in a cycle.
//
//===----------------------------------------------------------------------===//

#include "AnnotatedRegionSet.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYMERGECOMPILERREGIONSPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// TVM's RegionMerger, over region ids.
class RegionMerger {
public:
  explicit RegionMerger(AnnotatedRegionSet &regions) : regions(regions) {}

  /// Visits the end markers in post-order from the block's terminator,
  /// as TVM's visitor reaches them from the function body, then any the
  /// results do not reach.
  void run(Block &block);

private:
  void visitEnd(CompilerEndOp end);

  AnnotatedRegionSet &regions;
  /// Regions already merged into their children or visited.
  llvm::DenseSet<unsigned> merged;
  /// For each region, the regions above it it must not merge with: they
  /// reach it through a region of another target.
  DenseMap<unsigned, llvm::DenseSet<unsigned>> restrictions;
};

} // namespace

void RegionMerger::visitEnd(CompilerEndOp end) {
  AnnotatedRegion *region = regions.getRegion(end.getOperation());
  if (!region || merged.contains(region->id))
    return;

  // The parent regions first: those whose ends feed this region's begins.
  auto parentOf = [&](CompilerBeginOp begin) -> AnnotatedRegion * {
    return regions.getRegionOf(begin.getData());
  };
  SmallVector<CompilerBeginOp> ins(region->ins);
  for (CompilerBeginOp begin : ins) {
    AnnotatedRegion *parent = parentOf(begin);
    if (!parent || merged.contains(parent->id))
      continue;
    if (auto parentEnd = begin.getData().getDefiningOp<CompilerEndOp>())
      visitEnd(parentEnd);
  }

  // Visiting the parents may have merged regions; look them up again.
  region = regions.getRegion(end.getOperation());
  llvm::SetVector<AnnotatedRegion *> parents;
  for (CompilerBeginOp begin : region->ins)
    if (AnnotatedRegion *parent = parentOf(begin))
      if (parent != region)
        parents.insert(parent);

  unsigned id = region->id;
  // Restrictions are inherited: a region that cannot merge with an
  // ancestor of a parent cannot merge with it through this one either.
  for (AnnotatedRegion *parent : parents) {
    auto found = restrictions.find(parent->id);
    if (found != restrictions.end()) {
      llvm::DenseSet<unsigned> inherited = found->second;
      restrictions[id].insert(inherited.begin(), inherited.end());
    }
  }
  for (AnnotatedRegion *parent : parents) {
    if (parent->target != region->target) {
      restrictions[id].insert(parent->id);
      continue;
    }
    if (restrictions[id].contains(parent->id))
      continue;
    unsigned parentId = parent->id;
    regions.merge(parent, region);
    // Whatever could not merge with the parent cannot merge with the
    // region that now holds it.
    for (auto &entry : restrictions) {
      if (entry.second.erase(parentId))
        entry.second.insert(id);
    }
    restrictions[id].erase(id);
    merged.insert(parentId);
  }
  merged.insert(id);
}

void RegionMerger::run(Block &block) {
  // Post-order from the results: a node after its operands, operands left
  // to right.
  llvm::DenseSet<Operation *> visited;
  SmallVector<CompilerEndOp> order;
  std::function<void(Operation *)> dfs = [&](Operation *root) {
    SmallVector<std::pair<Operation *, unsigned>> stack;
    if (!visited.insert(root).second)
      return;
    stack.push_back({root, 0});
    while (!stack.empty()) {
      auto &[op, next] = stack.back();
      SmallVector<Value> operands = getDataflowOperands(op, &block);
      if (next < operands.size()) {
        Operation *def = operands[next++].getDefiningOp();
        if (def && def->getBlock() == &block && visited.insert(def).second)
          stack.push_back({def, 0});
        continue;
      }
      if (auto end = dyn_cast<CompilerEndOp>(op))
        order.push_back(end);
      stack.pop_back();
    }
  };
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    dfs(&block.back());
  for (Operation &op : block)
    dfs(&op);
  for (CompilerEndOp end : order)
    visitEnd(end);
}

namespace {
struct RelayMergeCompilerRegionsPass
    : public relay::impl::RelayMergeCompilerRegionsPassBase<
          RelayMergeCompilerRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isExternal() || RelayDialect::isFusedOrExternal(function))
        continue;
      Block &block = function.getBody().front();
      FailureOr<std::unique_ptr<AnnotatedRegionSet>> regions =
          AnnotatedRegionSet::create(block);
      if (failed(regions))
        return signalPassFailure();
      RegionMerger(**regions).run(block);

      // Markers now inside a region: a begin of an end of the same region
      // (TVM's MergeAnnotations).
      for (Operation &op : llvm::make_early_inc_range(block)) {
        auto begin = dyn_cast<CompilerBeginOp>(op);
        if (!begin)
          continue;
        auto end = begin.getData().getDefiningOp<CompilerEndOp>();
        if (!end || (*regions)->getRegion(begin.getOperation()) !=
                        (*regions)->getRegion(end.getOperation()))
          continue;
        begin.getResult().replaceAllUsesWith(end.getData());
        begin->erase();
        if (end->use_empty())
          end->erase();
      }
    }
  }
};
} // namespace
