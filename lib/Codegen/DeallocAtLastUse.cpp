//===- DeallocAtLastUse.cpp - Free buffers right after their last use -----===//
//
// Ownership-based deallocation frees a block's buffers where the block ends.
// Where a buffer's whole lifetime is visible in its block, it can be freed
// right after its last use instead: intermediate results then do not
// accumulate over a long straight-line program, and the ownership-based
// pass has less to track.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYDEALLOCATLASTUSEPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// The operation of `block` after which `alloc`'s buffer is dead, or null
/// when the buffer may outlive the block or more than `limit` values are
/// computed from it. Every value an operation computes from the buffer
/// (its results, and those of the operations around it up to `block`)
/// is taken to carry the buffer: views, call results that may alias an
/// argument, loop results, values yielded out of regions.
Operation *findLastUser(memref::AllocOp alloc, unsigned limit) {
  Block *block = alloc->getBlock();
  Operation *last = alloc;
  SmallVector<Value> worklist = {alloc.getResult()};
  DenseSet<Value> carriers = {alloc.getResult()};
  auto carry = [&](Value value) {
    if (carriers.insert(value).second)
      worklist.push_back(value);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      // Used in another block, or by the block's terminator: the buffer
      // leaves the block.
      if (!ancestor || ancestor->hasTrait<OpTrait::IsTerminator>())
        return nullptr;
      for (Operation *op = user; op != ancestor->getParentOp();
           op = op->getParentOp())
        for (Value result : op->getResults())
          carry(result);
      if (carriers.size() > limit)
        return nullptr;
      if (last->isBeforeInBlock(ancestor))
        last = ancestor;
    }
  }
  return last;
}

struct RelayDeallocAtLastUsePass
    : relay::impl::RelayDeallocAtLastUsePassBase<RelayDeallocAtLastUsePass> {
  using Base::Base;

  void runOnOperation() override {
    StringRef manual = bufferization::BufferizationDialect::kManualDeallocation;
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp alloc) {
      if (!alloc->hasAttr(manual))
        allocs.push_back(alloc);
    });
    UnitAttr unit = UnitAttr::get(&getContext());
    for (memref::AllocOp alloc : allocs) {
      Operation *last = findLastUser(alloc, maxDerivedValues);
      if (!last)
        continue;
      OpBuilder builder(last->getContext());
      builder.setInsertionPointAfter(last);
      auto dealloc = memref::DeallocOp::create(builder, alloc.getLoc(), alloc);
      dealloc->setAttr(manual, unit);
      alloc->setAttr(manual, unit);
    }
  }
};

} // namespace
