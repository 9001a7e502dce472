//===- GpuTile.cpp - Block and thread tiles for GPU kernels ---------------===//
//
// Kernel formation for NVIDIA GPUs on linalg on tensors: every linalg op not
// yet in a kernel is tiled into an scf.forall over blocks and, inside it, an
// scf.forall over threads, with its producers fused into both, so that a
// primitive function of -relay-fuse-ops becomes one kernel where fusion
// allows. -relay-gpu-map-forall turns the loops into gpu.launch after
// bufferisation.
//
//===----------------------------------------------------------------------===//

#include "TileUtils.h"

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYGPUTILEPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Whether `op` is computation this pass puts into kernels: linalg ops and
/// the tileable tensor ops (`tensor.pad`).
bool isKernelOp(Operation *op) {
  return isa<TilingInterface>(op) &&
         isa<linalg::LinalgDialect, tensor::TensorDialect>(op->getDialect());
}

/// The mapping of `count` loops, the last one fastest (linear_dim_0).
template <typename MappingAttr>
SmallVector<Attribute> linearMapping(MLIRContext *context, unsigned count) {
  SmallVector<Attribute> mapping;
  for (unsigned i = 0; i < count; ++i)
    mapping.push_back(MappingAttr::get(
        context, static_cast<gpu::MappingId>(
                     static_cast<uint64_t>(gpu::MappingId::LinearDim0) +
                     (count - 1 - i))));
  return mapping;
}

/// Erases the ops of `func` nothing uses any more: slices the fusion left
/// behind would otherwise keep the originals of fused producers alive, and
/// they would become kernels of their own.
void eraseDeadOps(RewriterBase &rewriter, func::FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> dead;
    func.walk([&](Operation *op) {
      if (op != func && isOpTriviallyDead(op))
        dead.push_back(op);
    });
    for (Operation *op : llvm::reverse(dead)) {
      if (!op->use_empty())
        continue;
      rewriter.eraseOp(op);
      changed = true;
    }
  }
}

/// Rewrites a `tensor.pad` of static shape with a constant padding value as
/// a `linalg.generic` that reads its source with `tensor.extract` where the
/// index is in bounds and yields the padding value elsewhere. Tiled, the
/// pad's TilingInterface puts the padded tile behind an `scf.if` that thread
/// tiles cannot fuse through; the generic's tile is a tile like any other,
/// so a convolution's padding fuses into the threads computing it.
void padToGeneric(RewriterBase &rewriter, tensor::PadOp pad) {
  Value padValue = pad.getConstantPaddingValue();
  RankedTensorType sourceType = pad.getSourceType();
  RankedTensorType resultType = pad.getResultType();
  ArrayRef<int64_t> low = pad.getStaticLow();
  if (!padValue || !sourceType.hasStaticShape() ||
      !resultType.hasStaticShape() || llvm::any_of(low, ShapedType::isDynamic))
    return;
  Location loc = pad.getLoc();
  int64_t rank = resultType.getRank();
  rewriter.setInsertionPoint(pad);
  Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                        resultType.getElementType());
  SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{resultType}, ValueRange{}, ValueRange{empty},
      maps, iterators, [&](OpBuilder &b, Location loc, ValueRange) {
        Value inBounds;
        SmallVector<Value> indices;
        Value zero = arith::ConstantIndexOp::create(b, loc, 0);
        for (int64_t d = 0; d < rank; ++d) {
          Value index = linalg::IndexOp::create(b, loc, d);
          int64_t extent = sourceType.getDimSize(d);
          if (low[d] == 0 && extent == resultType.getDimSize(d)) {
            indices.push_back(index);
            continue;
          }
          Value shifted = arith::SubIOp::create(
              b, loc, index, arith::ConstantIndexOp::create(b, loc, low[d]));
          // 0 <= shifted < extent, as one unsigned comparison.
          Value inside = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, shifted,
              arith::ConstantIndexOp::create(b, loc, extent));
          inBounds = inBounds ? arith::AndIOp::create(b, loc, inBounds, inside)
                              : inside;
          indices.push_back(
              arith::SelectOp::create(b, loc, inside, shifted, zero));
        }
        Value value =
            tensor::ExtractOp::create(b, loc, pad.getSource(), indices);
        if (inBounds)
          value = arith::SelectOp::create(b, loc, inBounds, value, padValue);
        linalg::YieldOp::create(b, loc, value);
      });
  rewriter.replaceOp(pad, generic.getResults());
}

struct RelayGpuTilePass
    : public relay::impl::RelayGpuTilePassBase<RelayGpuTilePass> {
  using Base::Base;
  void runOnOperation() override;

private:
  FailureOr<scf::SCFTileAndFuseResult>
  tileAndFuse(RewriterBase &rewriter, TilingInterface op,
              ArrayRef<int64_t> sizes, ArrayRef<Attribute> mapping,
              const FrozenRewritePatternSet &cleanup);
  LogicalResult tileIntoBlocks(RewriterBase &rewriter, TilingInterface op,
                               const FrozenRewritePatternSet &cleanup);
  LogicalResult tileIntoThreads(RewriterBase &rewriter, TilingInterface op,
                                const FrozenRewritePatternSet &cleanup);
};

/// Static extents of `op`'s loops, or failure (with an error) when one is
/// dynamic or there is no parallel loop to spread over the GPU.
FailureOr<SmallVector<int64_t>> getStaticExtents(RewriterBase &rewriter,
                                                 TilingInterface op) {
  SmallVector<int64_t> extents;
  for (Range range : op.getIterationDomain(rewriter)) {
    std::optional<int64_t> lb = getConstantIntValue(range.offset);
    std::optional<int64_t> ub = getConstantIntValue(range.size);
    std::optional<int64_t> step = getConstantIntValue(range.stride);
    if (!lb || !ub || !step || *lb != 0 || *step != 1)
      return op->emitError("relay-gpu-tile: '")
             << op->getName()
             << "' has a dynamic extent; the GPU lowering needs static "
                "shapes";
    extents.push_back(*ub);
  }
  if (llvm::none_of(op.getLoopIteratorTypes(), [](utils::IteratorType t) {
        return t == utils::IteratorType::parallel;
      }))
    return op->emitError("relay-gpu-tile: '")
           << op->getName()
           << "' has no parallel loop to map to GPU blocks and threads (a "
              "reduction to a scalar has no GPU lowering yet)";
  return extents;
}

FailureOr<scf::SCFTileAndFuseResult> RelayGpuTilePass::tileAndFuse(
    RewriterBase &rewriter, TilingInterface op, ArrayRef<int64_t> sizes,
    ArrayRef<Attribute> mapping, const FrozenRewritePatternSet &cleanup) {
  scf::SCFTilingOptions tiling;
  tiling.setTileSizes(getAsIndexOpFoldResult(&getContext(), sizes));
  tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  tiling.setMapping(mapping);
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  options.cleanupPatterns = cleanup;
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, op, options);
  if (failed(result))
    return op->emitError("relay-gpu-tile: cannot tile '")
           << op->getName() << "'";
  for (OpResult value : op->getResults())
    if (Value replacement = result->replacements.lookup(value))
      rewriter.replaceAllUsesWith(value, replacement);
  if (op->use_empty())
    rewriter.eraseOp(op);
  return result;
}

LogicalResult
RelayGpuTilePass::tileIntoThreads(RewriterBase &rewriter, TilingInterface op,
                                  const FrozenRewritePatternSet &cleanup) {
  FailureOr<SmallVector<int64_t>> extents = getStaticExtents(rewriter, op);
  if (failed(extents))
    return failure();
  // One element of every parallel loop per thread.
  SmallVector<int64_t> sizes;
  for (utils::IteratorType type : op.getLoopIteratorTypes())
    sizes.push_back(type == utils::IteratorType::parallel ? 1 : 0);
  unsigned loops = llvm::count(sizes, 1);
  return tileAndFuse(
      rewriter, op, sizes,
      linearMapping<gpu::GPUThreadMappingAttr>(&getContext(), loops), cleanup);
}

LogicalResult
RelayGpuTilePass::tileIntoBlocks(RewriterBase &rewriter, TilingInterface op,
                                 const FrozenRewritePatternSet &cleanup) {
  FailureOr<SmallVector<int64_t>> extents = getStaticExtents(rewriter, op);
  if (failed(extents))
    return failure();
  // Innermost parallel loops whole while the tile has at most blockElements
  // elements, a divisor of the next one (tiles of static shape), 1 outside.
  SmallVector<utils::IteratorType> iterators = op.getLoopIteratorTypes();
  SmallVector<int64_t> sizes(iterators.size(), 0);
  int64_t remaining = std::max<int64_t>(blockElements, 1);
  unsigned loops = 0;
  for (int64_t d = iterators.size() - 1; d >= 0; --d) {
    if (iterators[d] != utils::IteratorType::parallel)
      continue;
    sizes[d] = largestDivisor((*extents)[d], remaining);
    remaining /= sizes[d];
    ++loops;
  }
  FailureOr<scf::SCFTileAndFuseResult> blocks = tileAndFuse(
      rewriter, op, sizes,
      linearMapping<gpu::GPUBlockMappingAttr>(&getContext(), loops), cleanup);
  if (failed(blocks))
    return failure();
  if (blocks->loops.empty())
    return op->emitError("relay-gpu-tile: tiling '")
           << op->getName() << "' made no loop";
  auto forall = cast<scf::ForallOp>(blocks->loops.front().getOperation());

  // The tiles of the root (what the block loop inserts into its result)
  // first, then whatever producer is left in the block, last first.
  SmallVector<Operation *> roots;
  for (Operation &yield : forall.getTerminator().getYieldingOps())
    if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(yield))
      if (Operation *def = insert.getSource().getDefiningOp())
        if (isKernelOp(def) && def->getParentOp() == forall)
          roots.push_back(def);
  for (Operation *root : roots)
    if (failed(tileIntoThreads(rewriter, cast<TilingInterface>(root), cleanup)))
      return failure();
  auto func = forall->getParentOfType<func::FuncOp>();
  eraseDeadOps(rewriter, func);
  while (true) {
    Operation *last = nullptr;
    for (Operation &inner : forall.getBody()->without_terminator())
      if (isKernelOp(&inner))
        last = &inner;
    if (!last)
      return success();
    if (failed(tileIntoThreads(rewriter, cast<TilingInterface>(last), cleanup)))
      return failure();
    eraseDeadOps(rewriter, func);
  }
}

void RelayGpuTilePass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;

  RewritePatternSet patterns(&getContext());
  tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, &getContext());
  tensor::populateMergeConsecutiveInsertExtractSlicePatterns(patterns);
  tensor::populateBubbleUpExtractSliceOpPatterns(patterns);
  tensor::populateFoldTensorEmptyPatterns(patterns);
  FrozenRewritePatternSet cleanup(std::move(patterns));

  // Roots, last first: the op computing a returned value takes its
  // producers into its kernel; a producer fusion leaves behind (used
  // elsewhere too, or behind an op without tiling) is a root later on.
  IRRewriter rewriter(&getContext());
  func.walk([&](tensor::PadOp pad) { padToGeneric(rewriter, pad); });
  while (true) {
    Operation *last = nullptr;
    func.walk([&](Operation *op) {
      if (isKernelOp(op) && !op->getParentOfType<scf::ForallOp>())
        last = op;
    });
    if (!last)
      return;
    if (failed(tileIntoBlocks(rewriter, cast<TilingInterface>(last), cleanup)))
      return signalPassFailure();
    eraseDeadOps(rewriter, func);
  }
}

} // namespace
