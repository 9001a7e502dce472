//===- GpuMapForall.cpp - Block and thread scf.forall to gpu.launch -------===//
//
// After bufferisation, the scf.forall loops of -relay-gpu-tile become
// kernels: a loop over blocks is a gpu.launch with a 1-D grid, the loops
// over threads in it strided loops over the block's threads, the buffers
// in workgroup memory its workgroup attributions. Where an extent is
// dynamic, the grid is computed on the host from the buffers' dimensions
// and a thread loop over a partial tile runs fewer iterations than the
// block has threads: its bound is the tile's run-time extent.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYGPUMAPFORALLPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

template <typename MappingAttr> bool isMappedTo(scf::ForallOp forall) {
  std::optional<ArrayAttr> mapping = forall.getMapping();
  return mapping && !mapping->empty() &&
         llvm::all_of(*mapping,
                      [](Attribute a) { return isa<MappingAttr>(a); });
}

/// The bounds of a loop mapped to the GPU, per loop: its lower bound, step
/// and trip count (constants where static, values computed before the loop
/// where dynamic) and a static upper bound of the trip count where one is
/// known, which sizes the block of a thread loop whose extent is only known
/// at run time.
struct LoopBounds {
  SmallVector<OpFoldResult> lbs, steps, trips;
  SmallVector<std::optional<int64_t>> tripBounds;

  /// The number of iterations, folded to a constant where static.
  Value product(RewriterBase &rewriter, Location loc) const {
    Value n = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (OpFoldResult trip : trips)
      n = rewriter.createOrFold<arith::MulIOp>(
          loc, n, getValueOrCreateConstantIndexOp(rewriter, loc, trip));
    return n;
  }
  /// A static upper bound of product(), if there is one.
  std::optional<int64_t> productBound() const {
    int64_t n = 1;
    for (std::optional<int64_t> t : tripBounds) {
      if (!t)
        return std::nullopt;
      n *= *t;
    }
    return n;
  }
};

/// The bounds of `forall`, its trip counts computed before it
/// (ceil((ub - lb) / step), the last tile of a dynamic extent partial), or
/// an error when a step is not a positive constant.
FailureOr<LoopBounds> getLoopBounds(RewriterBase &rewriter,
                                    scf::ForallOp forall) {
  LoopBounds bounds;
  Location loc = forall.getLoc();
  rewriter.setInsertionPoint(forall);
  for (auto [lb, ub, step] :
       llvm::zip(forall.getMixedLowerBound(), forall.getMixedUpperBound(),
                 forall.getMixedStep())) {
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!s || *s <= 0)
      return forall->emitError("relay-gpu-map-forall: a loop mapped to the "
                               "GPU needs a positive constant step");
    AffineExpr l, u;
    bindSymbols(rewriter.getContext(), l, u);
    OpFoldResult trip = affine::makeComposedFoldedAffineApply(
        rewriter, loc, (u - l).ceilDiv(*s), {lb, ub});
    // A partial tile of a dynamic extent: the tiling's affine.min bounds
    // its extent.
    std::optional<int64_t> tripBound;
    FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
        presburger::BoundType::UB, ValueBoundsConstraintSet::Variable(trip),
        /*stopCondition=*/nullptr, /*closedUB=*/true);
    if (succeeded(bound))
      tripBound = std::max<int64_t>(0, *bound);
    bounds.lbs.push_back(lb);
    bounds.steps.push_back(step);
    bounds.trips.push_back(trip);
    bounds.tripBounds.push_back(tripBound);
  }
  return bounds;
}

/// Moves the body of `forall` before `before`, its induction variables
/// recovered from `linear` (the last loop fastest), and erases the loop.
void inlineForall(RewriterBase &rewriter, scf::ForallOp forall,
                  const LoopBounds &bounds, Value linear, Operation *before) {
  Location loc = forall.getLoc();
  rewriter.setInsertionPoint(before);
  SmallVector<Value> ivs;
  if (bounds.trips.size() == 1) {
    ivs.push_back(linear);
  } else {
    auto delinearize = affine::AffineDelinearizeIndexOp::create(
        rewriter, loc, linear, bounds.trips, /*hasOuterBound=*/true);
    llvm::append_range(ivs, delinearize.getResults());
  }
  AffineExpr iv, lb;
  bindDims(rewriter.getContext(), iv);
  bindSymbols(rewriter.getContext(), lb);
  for (auto [i, value] : llvm::enumerate(ivs)) {
    int64_t step = *getConstantIntValue(bounds.steps[i]);
    value = getValueOrCreateConstantIndexOp(
        rewriter, loc,
        affine::makeComposedFoldedAffineApply(rewriter, loc, iv * step + lb,
                                              {value, bounds.lbs[i]}));
  }
  Block *body = forall.getBody();
  SmallVector<Value> replacements(ivs);
  // After bufferisation a forall has no shared outputs left.
  Operation *terminator = body->getTerminator();
  rewriter.inlineBlockBefore(body, before, replacements);
  rewriter.eraseOp(terminator);
  rewriter.eraseOp(forall);
}

/// The payload of the reduction `op` (one input, one init) applied to `in`
/// and `acc`, cloned at the builder's insertion point; null where the
/// payload reads its loop indices.
Value createCombine(RewriterBase &rewriter, linalg::LinalgOp op, Value in,
                    Value acc) {
  Block *body = op.getBlock();
  if (body->getNumArguments() != 2 || !body->getOps<linalg::IndexOp>().empty())
    return Value();
  IRMapping mapping;
  mapping.map(body->getArgument(0), in);
  mapping.map(body->getArgument(1), acc);
  for (Operation &inner : body->without_terminator())
    rewriter.clone(inner, mapping);
  return mapping.lookupOrDefault(body->getTerminator()->getOperand(0));
}

/// Whether `op`, an op of a block outside its thread loops, merges partial
/// results in workgroup memory into a scalar: the merge of a reduction to a
/// scalar of -relay-gpu-tile, a reduction of all of a static buffer.
bool isBlockMerge(linalg::LinalgOp op) {
  if (op.getNumParallelLoops() != 0 || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumLoops() == 0)
    return false;
  auto partials = dyn_cast<MemRefType>(op.getDpsInputs()[0].getType());
  auto result = dyn_cast<MemRefType>(op.getDpsInits()[0].getType());
  return partials && result && result.getRank() == 0 &&
         partials.hasStaticShape() && partials.getLayout().isIdentity() &&
         gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(partials) &&
         op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity();
}

/// Replaces the merge `op` (isBlockMerge) with a tree reduction by the
/// block's threads: while n > 1 partial results are left, the threads
/// combine slot i with slot i + ceil(n/2) for i < n - ceil(n/2), in place,
/// then meet at a barrier; thread 0 then combines slot 0 with the result's
/// initial value. log2(n) steps instead of one thread's n.
LogicalResult createTreeReduction(RewriterBase &rewriter, linalg::LinalgOp op,
                                  Value threadId, Value blockSize) {
  Location loc = op.getLoc();
  Value partials = op.getDpsInputs()[0];
  Value result = op.getDpsInits()[0];
  auto type = cast<MemRefType>(partials.getType());
  rewriter.setInsertionPoint(op);
  if (type.getRank() != 1) {
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    partials = memref::CollapseShapeOp::create(
        rewriter, loc, partials, ArrayRef<ReassociationIndices>{all});
  }
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  for (int64_t n = type.getNumElements(); n > 1;) {
    int64_t half = llvm::divideCeil(n, 2);
    Value active = arith::ConstantIndexOp::create(rewriter, loc, n - half);
    auto step = scf::ForOp::create(rewriter, loc, threadId, active, blockSize);
    rewriter.setInsertionPoint(step.getBody()->getTerminator());
    Value i = step.getInductionVar();
    Value j = arith::AddIOp::create(
        rewriter, loc, i, arith::ConstantIndexOp::create(rewriter, loc, half));
    Value a = memref::LoadOp::create(rewriter, loc, partials, i);
    Value b = memref::LoadOp::create(rewriter, loc, partials, j);
    Value combined = createCombine(rewriter, op, b, a);
    if (!combined)
      return op->emitError("relay-gpu-map-forall: the merge of a block's "
                           "partial results reads its loop indices");
    memref::StoreOp::create(rewriter, loc, combined, partials, i);
    rewriter.setInsertionPointAfter(step);
    gpu::BarrierOp::create(rewriter, loc);
    n = half;
  }
  Value first = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                      threadId, zero);
  auto ifOp = scf::IfOp::create(rewriter, loc, first, /*withElseRegion=*/false);
  rewriter.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  Value total = memref::LoadOp::create(rewriter, loc, partials, zero);
  Value init = memref::LoadOp::create(rewriter, loc, result, ValueRange{});
  Value combined = createCombine(rewriter, op, total, init);
  memref::StoreOp::create(rewriter, loc, combined, result, ValueRange{});
  rewriter.eraseOp(op);
  return success();
}

struct RelayGpuMapForallPass
    : public relay::impl::RelayGpuMapForallPassBase<RelayGpuMapForallPass> {
  using Base::Base;
  void runOnOperation() override;
  LogicalResult mapBlocks(RewriterBase &rewriter, scf::ForallOp blocks);
};

LogicalResult RelayGpuMapForallPass::mapBlocks(RewriterBase &rewriter,
                                               scf::ForallOp blocks) {
  if (blocks.getNumResults() != 0)
    return blocks->emitError("relay-gpu-map-forall: runs after "
                             "bufferisation (this loop still has results)");
  // The grid: ceil(extent / tile) blocks along each loop, computed on the
  // host from the dimensions of the buffers where they are dynamic.
  FailureOr<LoopBounds> grid = getLoopBounds(rewriter, blocks);
  if (failed(grid))
    return failure();
  SmallVector<scf::ForallOp> threadLoops;
  blocks.walk([&](scf::ForallOp inner) {
    if (isMappedTo<gpu::GPUThreadMappingAttr>(inner))
      threadLoops.push_back(inner);
  });
  // The block: as many threads as the largest thread loop may have
  // iterations (a partial tile of a dynamic extent has fewer), at most
  // max-threads, which a loop without a static bound (over a whole dynamic
  // extent) gets.
  SmallVector<LoopBounds> threadBounds;
  int64_t threads = 1;
  for (scf::ForallOp loop : threadLoops) {
    FailureOr<LoopBounds> bounds = getLoopBounds(rewriter, loop);
    if (failed(bounds))
      return failure();
    threads = std::max(threads, bounds->productBound().value_or(maxThreads));
    threadBounds.push_back(*bounds);
  }
  threads = std::min<int64_t>(threads, std::max<int64_t>(maxThreads, 1));

  Location loc = blocks.getLoc();
  rewriter.setInsertionPoint(blocks);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  // The sizes are created before the launch, one per statement: the order
  // in which a call's arguments are evaluated is unspecified.
  Value threadCount = arith::ConstantIndexOp::create(rewriter, loc, threads);
  Value blockCount = grid->product(rewriter, loc);
  auto launch = gpu::LaunchOp::create(rewriter, loc, blockCount, one, one,
                                      threadCount, one, one);
  Block &launchBody = launch.getBody().front();
  rewriter.setInsertionPointToEnd(&launchBody);
  auto terminator = gpu::TerminatorOp::create(rewriter, loc);
  inlineForall(rewriter, blocks, *grid, launch.getBlockIds().x, terminator);

  // Thread loops: iterations tid, tid + blockDim, ...; the block's threads
  // meet at a barrier before the next loop reads what this one wrote.
  Value threadId = launch.getThreadIds().x;
  Value blockSize = launch.getBlockSize().x;
  for (auto [loop, bounds] : llvm::zip(threadLoops, threadBounds)) {
    Location threadLoc = loop.getLoc();
    rewriter.setInsertionPoint(loop);
    Value count = bounds.product(rewriter, threadLoc);
    auto strided =
        scf::ForOp::create(rewriter, threadLoc, threadId, count, blockSize);
    // Buffers of a thread's tile live in its registers and local memory.
    loop.walk([&](memref::AllocOp alloc) {
      if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloc.getType()))
        return;
      rewriter.setInsertionPoint(alloc);
      rewriter.replaceOpWithNewOp<memref::AllocaOp>(
          alloc, alloc.getType(), alloc.getDynamicSizes(),
          alloc.getSymbolOperands(), alloc.getAlignmentAttr());
    });
    inlineForall(rewriter, loop, bounds, strided.getInductionVar(),
                 strided.getBody()->getTerminator());
    Operation *next = strided->getNextNode();
    if (next && !isa<gpu::TerminatorOp>(next)) {
      rewriter.setInsertionPointAfter(strided);
      gpu::BarrierOp::create(rewriter, threadLoc);
    }
  }

  // Buffers in workgroup memory (the tiles -relay-gpu-tile stages in shared
  // memory) are the launch's workgroup attributions, allocated once per
  // block; a buffer in another memory space outside the thread loops would
  // be one per thread where the block needs one for all.
  SmallVector<memref::AllocOp> allocs;
  launch.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  for (memref::AllocOp alloc : allocs) {
    MemRefType type = alloc.getType();
    if (!gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type) ||
        !type.hasStaticShape())
      return alloc->emitError("relay-gpu-map-forall: a buffer shared by the "
                              "threads of a block must be in workgroup "
                              "memory and of static shape");
    BlockArgument shared = launch.addWorkgroupAttribution(type, alloc.getLoc());
    rewriter.replaceOp(alloc, shared);
  }

  // Bufferisation copies a thread's tile where a view of one buffer is
  // inserted into another view of it (a partial result into its slot):
  // in a kernel such a copy is the thread's own loop (linalg.copy, lowered
  // with the other linalg ops), not a call of the host's memrefCopy.
  SmallVector<memref::CopyOp> copies;
  launch.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
  for (memref::CopyOp copy : copies) {
    rewriter.setInsertionPoint(copy);
    if (copy.getSource() == copy.getTarget()) {
      rewriter.eraseOp(copy);
      continue;
    }
    linalg::CopyOp::create(rewriter, copy.getLoc(), copy.getSource(),
                           copy.getTarget());
    rewriter.eraseOp(copy);
  }

  // Ops of the block outside its thread loops without parallel loops (the
  // kernel of a reduction to a scalar, -relay-gpu-tile's wrapInBlock): the
  // merge of partial results a tree reduction by all of the block's
  // threads, any other (a scalar's initial value, arithmetic on scalars)
  // one thread's work. The block's threads meet at a barrier after each.
  SmallVector<linalg::LinalgOp> scalarOps;
  for (Operation &inner : launchBody)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(&inner);
        linalgOp && linalgOp.getNumParallelLoops() == 0)
      scalarOps.push_back(linalgOp);
  for (linalg::LinalgOp op : scalarOps) {
    Location opLoc = op.getLoc();
    Operation *next = op->getNextNode();
    if (isBlockMerge(op)) {
      if (failed(createTreeReduction(rewriter, op, threadId, blockSize)))
        return failure();
    } else {
      rewriter.setInsertionPoint(op);
      Value first = arith::CmpIOp::create(
          rewriter, opLoc, arith::CmpIPredicate::eq, threadId,
          arith::ConstantIndexOp::create(rewriter, opLoc, 0));
      auto ifOp =
          scf::IfOp::create(rewriter, opLoc, first, /*withElseRegion=*/false);
      rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
    }
    if (!isa<gpu::TerminatorOp, gpu::BarrierOp>(next)) {
      rewriter.setInsertionPoint(next);
      gpu::BarrierOp::create(rewriter, opLoc);
    }
  }
  return success();
}

void RelayGpuMapForallPass::runOnOperation() {
  SmallVector<scf::ForallOp> blockLoops;
  getOperation().walk([&](scf::ForallOp forall) {
    if (isMappedTo<gpu::GPUBlockMappingAttr>(forall) &&
        !forall->getParentOfType<scf::ForallOp>())
      blockLoops.push_back(forall);
  });
  IRRewriter rewriter(&getContext());
  for (scf::ForallOp forall : blockLoops)
    if (failed(mapBlocks(rewriter, forall)))
      return signalPassFailure();
}

} // namespace
