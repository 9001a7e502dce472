//===- AnnotatedRegionSet.cpp - Regions of compiler_begin/end -------------===//

#include "AnnotatedRegionSet.h"

#include "mlir/IR/Block.h"

using namespace mlir;
using namespace mlir::relay;

SmallVector<Value> relay::getDataflowOperands(Operation *op, Block *block) {
  llvm::SetVector<Value> values;
  SmallVector<Value> result(op->getOperands());
  op->walk([&](Operation *nested) {
    if (nested == op)
      return;
    for (Value operand : nested->getOperands())
      if (operand.getParentBlock() == block)
        values.insert(operand);
  });
  llvm::append_range(result, values);
  return result;
}

AnnotatedRegion *AnnotatedRegionSet::makeRegion(StringRef target) {
  storage.push_back(std::make_unique<AnnotatedRegion>());
  AnnotatedRegion *region = storage.back().get();
  region->id = nextId++;
  region->target = target.str();
  return region;
}

AnnotatedRegion *AnnotatedRegionSet::merge(AnnotatedRegion *src,
                                           AnnotatedRegion *dest) {
  if (!src || src == dest)
    return dest;
  if (!dest)
    return src;
  for (Operation *node : src->nodes) {
    dest->nodes.insert(node);
    regionOf[node] = dest;
  }
  llvm::append_range(dest->ins, src->ins);
  llvm::append_range(dest->outs, src->outs);
  // A begin reading an end of the merged region is now internal; so is the
  // end once nothing outside the region reads it.
  llvm::erase_if(dest->ins, [&](CompilerBeginOp begin) {
    auto end = begin.getData().getDefiningOp<CompilerEndOp>();
    return end && regionOf.lookup(end) == dest;
  });
  llvm::erase_if(dest->outs, [&](CompilerEndOp end) {
    return !end->use_empty() &&
           llvm::all_of(end->getUsers(), [&](Operation *user) {
             return isa<CompilerBeginOp>(user) && regionOf.lookup(user) == dest;
           });
  });
  src->nodes.clear();
  src->ins.clear();
  src->outs.clear();
  llvm::erase_if(storage, [&](const std::unique_ptr<AnnotatedRegion> &r) {
    return r.get() == src;
  });
  return dest;
}

SmallVector<AnnotatedRegion *> AnnotatedRegionSet::getRegions() const {
  SmallVector<AnnotatedRegion *> regions;
  for (const auto &region : storage)
    if (!region->nodes.empty())
      regions.push_back(region.get());
  auto first = [](AnnotatedRegion *region) {
    Operation *first = region->nodes.front();
    for (Operation *node : region->nodes)
      if (node->isBeforeInBlock(first))
        first = node;
    return first;
  };
  llvm::sort(regions, [&](AnnotatedRegion *a, AnnotatedRegion *b) {
    return first(a)->isBeforeInBlock(first(b));
  });
  return regions;
}

FailureOr<std::unique_ptr<AnnotatedRegionSet>>
AnnotatedRegionSet::create(Block &block) {
  auto set = std::make_unique<AnnotatedRegionSet>();
  for (Operation &op : block) {
    if (auto begin = dyn_cast<CompilerBeginOp>(op)) {
      AnnotatedRegion *region = set->makeRegion(begin.getCompiler());
      region->nodes.insert(begin);
      region->ins.push_back(begin);
      set->regionOf[begin] = region;
      continue;
    }
    if (auto end = dyn_cast<CompilerEndOp>(op)) {
      AnnotatedRegion *region = set->getRegionOf(end.getData());
      if (!region)
        return end.emitOpError("closes no region: its operand does not come "
                               "from a 'relay.annotation.compiler_begin' of "
                               "compiler '")
               << end.getCompiler() << "'";
      if (region->target != end.getCompiler())
        return end.emitOpError("for compiler '")
               << end.getCompiler() << "' closes a region of compiler '"
               << region->target << "'";
      region->nodes.insert(end);
      region->outs.push_back(end);
      set->regionOf[end] = region;
      continue;
    }
    if (op.hasTrait<OpTrait::IsTerminator>())
      continue;
    // Any other operation joins the regions of its operands (TVM's
    // AddToArgRegion); values out of a compiler_end are closed.
    AnnotatedRegion *region = nullptr;
    for (Value operand : getDataflowOperands(&op, &block)) {
      if (operand.getDefiningOp<CompilerEndOp>())
        continue;
      AnnotatedRegion *operandRegion = set->getRegionOf(operand);
      if (!operandRegion || operandRegion == region)
        continue;
      if (region && region->target != operandRegion->target)
        return op.emitOpError("uses values of regions of two compilers, '")
               << region->target << "' and '" << operandRegion->target
               << "': a 'relay.annotation.compiler_end' is missing";
      region = set->merge(operandRegion, region);
    }
    if (region) {
      region->nodes.insert(&op);
      set->regionOf[&op] = region;
    }
  }
  return set;
}
