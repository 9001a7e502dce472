//===- TilePrimitives.cpp - One loop nest per primitive function ----------===//
//
// Fused code generation for the groups of -relay-fuse-ops: the root of every
// primitive function is tiled along its parallel loops and all its producers
// are fused into the tiles with upstream's TilingInterface, so that the
// intermediates of a group only ever exist one tile at a time.
//
//===----------------------------------------------------------------------===//

#include "TileUtils.h"

#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYTILEPRIMITIVESPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {


/// Tile of the result of a matrix product, per dimension: a 32x32 block of
/// C reads 32 rows of A and 32 columns of B, which stay in the cache while
/// the block is computed.
constexpr int64_t kContractionTile = 32;

/// Makes the element-wise `op` compute in the buffer of one of its inputs:
/// when its destination is a `tensor.empty` it never reads, and an input of
/// the same type, read through the same indexing map, is produced in the
/// same block by a destination-style op and used nowhere else, that input
/// becomes the destination. Every element is read before it is written at
/// the same position, so bufferisation keeps the chain in place, and once
/// tiled the producer's tile and the consumer's tile are one buffer instead
/// of a temporary per tile.
bool reuseInputAsInit(RewriterBase &rewriter, linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  if (!init->get().getDefiningOp<tensor::EmptyOp>() ||
      op.payloadUsesValueFromOperand(init))
    return false;
  AffineMap initMap = op.getMatchingIndexingMap(init);
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    Operation *producer = value.getDefiningOp();
    if (value.getType() != init->get().getType() || !value.hasOneUse() ||
        !producer || producer->getBlock() != op->getBlock() ||
        !isa<DestinationStyleOpInterface>(producer) ||
        op.getMatchingIndexingMap(input) != initMap)
      continue;

    unsigned inputIndex = input->getOperandNumber();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps.erase(maps.begin() + inputIndex);
    Block *body = op.getBody();
    rewriter.modifyOpInPlace(op, [&] {
      op.getOutputsMutable().assign(value);
      op.getInputsMutable().erase(inputIndex);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      BlockArgument inputArg = body->getArgument(inputIndex);
      inputArg.replaceAllUsesWith(body->getArguments().back());
      body->eraseArgument(inputIndex);
    });
    return true;
  }
  return false;
}

/// The convolution or contraction `root` depends on within its block, the
/// closest one first, or null.
linalg::LinalgOp findAnchor(linalg::LinalgOp root) {
  SmallVector<Operation *> worklist = {root};
  llvm::SmallPtrSet<Operation *, 16> visited = {root};
  for (size_t next = 0; next < worklist.size(); ++next) {
    Operation *op = worklist[next];
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      if (linalgOp.getNumReductionLoops() > 0 &&
          (linalg::isaConvolutionOpInterface(linalgOp) ||
           linalg::isaContractionOpInterface(linalgOp)))
        return linalgOp;
    for (Value operand : op->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        if (producer->getBlock() == root->getBlock() &&
            isa<TilingInterface>(producer) && visited.insert(producer).second)
          worklist.push_back(producer);
  }
  return nullptr;
}

/// Tile sizes for the loops of `anchor`: one output row of every channel
/// for a convolution or pooling (the input rows it reads are few, so a
/// fused `tensor.pad` recomputes little), 32x32 blocks of the result for a
/// contraction, never the reduction loops.
std::optional<SmallVector<int64_t>>
getAnchorTileSizes(linalg::LinalgOp anchor) {
  SmallVector<int64_t> sizes(anchor.getNumLoops(), 0);
  if (FailureOr<linalg::ConvolutionDimensions> dims =
          linalg::inferConvolutionDims(anchor);
      succeeded(dims) && !dims->outputImage.empty()) {
    for (unsigned loop : dims->batch)
      sizes[loop] = 1;
    for (unsigned loop : dims->depth)
      sizes[loop] = 1;
    sizes[dims->outputImage.front()] = 1;
    return sizes;
  }
  if (FailureOr<linalg::ContractionDimensions> dims =
          linalg::inferContractionDims(anchor);
      succeeded(dims) && !dims->m.empty() && !dims->n.empty()) {
    for (unsigned loop : dims->batch)
      sizes[loop] = 1;
    for (ArrayRef<unsigned> loops : {ArrayRef(dims->m), ArrayRef(dims->n)}) {
      for (unsigned loop : loops.drop_back())
        sizes[loop] = 1;
      sizes[loops.back()] = kContractionTile;
    }
    return sizes;
  }
  return std::nullopt;
}

/// Carries the anchor's tile sizes over to `root` when the root's loops are
/// the dimensions of a result shaped like the anchor's, which holds for the
/// element-wise and broadcast ops FuseOps puts after an anchor.
std::optional<SmallVector<int64_t>>
mapAnchorTileSizes(linalg::LinalgOp anchor, linalg::LinalgOp root,
                   ArrayRef<int64_t> anchorSizes) {
  if (anchor == root)
    return SmallVector<int64_t>(anchorSizes);
  if (anchor->getNumResults() != 1 || root->getNumResults() != 1)
    return std::nullopt;
  auto anchorType = dyn_cast<RankedTensorType>(anchor->getResult(0).getType());
  auto rootType = dyn_cast<RankedTensorType>(root->getResult(0).getType());
  if (!anchorType || !rootType || anchorType.getShape() != rootType.getShape())
    return std::nullopt;
  AffineMap rootMap = root.getIndexingMapMatchingResult(root->getResult(0));
  AffineMap anchorMap =
      anchor.getIndexingMapMatchingResult(anchor->getResult(0));
  if (!rootMap.isIdentity() || !anchorMap.isProjectedPermutation() ||
      anchorMap.getNumResults() != rootMap.getNumResults())
    return std::nullopt;
  SmallVector<int64_t> sizes(root.getNumLoops(), 0);
  for (unsigned dim = 0, e = anchorMap.getNumResults(); dim < e; ++dim)
    sizes[dim] = anchorSizes[anchorMap.getDimPosition(dim)];
  return sizes;
}

/// Tile sizes when there is no anchor to follow: whole innermost loops
/// while the tile has at most `maxElements` elements (reduction loops always
/// whole), a partial tile of the next parallel loop, 1 for the outer ones.
/// The extents are static.
SmallVector<int64_t> getDefaultTileSizes(TilingInterface root,
                                         ArrayRef<int64_t> extents,
                                         int64_t maxElements) {
  SmallVector<utils::IteratorType> iterators = root.getLoopIteratorTypes();
  SmallVector<int64_t> sizes(iterators.size(), 0);
  int64_t volume = 1;
  bool whole = true;
  for (int64_t loop = iterators.size() - 1; loop >= 0; --loop) {
    if (iterators[loop] == utils::IteratorType::reduction) {
      volume = std::min(maxElements, volume * extents[loop]);
    } else if (!whole) {
      sizes[loop] = 1;
    } else if (volume * extents[loop] <= maxElements) {
      volume *= extents[loop];
    } else {
      sizes[loop] = std::max<int64_t>(1, maxElements / volume);
      whole = false;
    }
  }
  return sizes;
}

/// Whether tiling `root` would fuse anything: some operand comes from an op
/// of the block that can be tiled, other than a `linalg.fill` of its
/// destination.
bool hasFusableProducer(Operation *root) {
  return llvm::any_of(root->getOperands(), [&](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && producer->getBlock() == root->getBlock() &&
           isa<TilingInterface>(producer) && !isa<linalg::FillOp>(producer);
  });
}

/// Shrinks every tile size to the largest divisor of its loop's extent, so
/// that all tiles are whole: the tiled ops keep static shapes, which
/// -relay-vectorize-tiles needs (it does not mask) and which lets
/// -relay-linalg-to-loops lower the ops inside the tiles to affine loops (a
/// size computed by `affine.min` would send them to scf). Returns whether
/// some loop has more than one tile.
bool makeTilesWhole(MutableArrayRef<int64_t> sizes, ArrayRef<int64_t> extents) {
  bool tiled = false;
  for (auto [size, extent] : llvm::zip_equal(sizes, extents)) {
    if (size == 0)
      continue;
    if (size >= extent) {
      size = 0;
      continue;
    }
    size = largestDivisor(extent, size);
    tiled = true;
  }
  return tiled;
}

/// Packs the second operand of a matrix product that reads it transposed
/// (`nn.dense`: C = A * B^T, linalg.matmul with B indexed (n, k)): the
/// vectors of the register tiles run along n, where B^T's elements are a
/// row of B apart, so every step of the reduction would gather them. A
/// transposed copy of B, made once before the product (it is computed
/// once, see getComputedOnce), makes them contiguous, as TVM's x86 dense
/// schedules pack the weight.
void packTransposedOperand(RewriterBase &rewriter, linalg::MatmulOp op) {
  MLIRContext *ctx = op.getContext();
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  auto map = [&](AffineExpr a, AffineExpr b) {
    return AffineMap::get(3, 0, {a, b}, ctx);
  };
  SmallVector<AffineMap> transposedB = {map(d(0), d(2)), map(d(1), d(2)),
                                        map(d(0), d(1))};
  if (op.getIndexingMapsArray() != ArrayRef(transposedB) ||
      !op.hasPureTensorSemantics())
    return;
  Value b = op.getDpsInputOperand(1)->get();
  auto bType = dyn_cast<RankedTensorType>(b.getType());
  if (!bType || !bType.hasStaticShape())
    return;
  rewriter.setInsertionPoint(op);
  Value empty = tensor::EmptyOp::create(
      rewriter, op.getLoc(), {bType.getDimSize(1), bType.getDimSize(0)},
      bType.getElementType());
  auto transpose = linalg::TransposeOp::create(rewriter, op.getLoc(), b, empty,
                                               ArrayRef<int64_t>{1, 0});
  rewriter.modifyOpInPlace(op, [&] {
    op->setOperand(1, transpose->getResult(0));
    op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(
        {map(d(0), d(2)), map(d(2), d(1)), map(d(0), d(1))}));
  });
}

/// The producers of `anchor`'s inputs that every tile along some tiled loop
/// would compute again, because the input does not depend on that loop (a
/// matrix product's B for the tiles along m, a convolution's weight for the
/// rows): they stay outside the tile loops and are computed once.
llvm::SmallPtrSet<Operation *, 4>
getComputedOnce(linalg::LinalgOp anchor, ArrayRef<int64_t> anchorSizes) {
  llvm::SmallPtrSet<Operation *, 4> once;
  SmallVector<int64_t> extents = anchor.getStaticLoopRanges();
  for (OpOperand *input : anchor.getDpsInputOperands()) {
    Operation *producer = input->get().getDefiningOp();
    if (!producer)
      continue;
    AffineMap map = anchor.getMatchingIndexingMap(input);
    for (unsigned loop = 0, e = map.getNumDims(); loop < e; ++loop)
      if (anchorSizes[loop] != 0 && anchorSizes[loop] < extents[loop] &&
          !map.isFunctionOfDim(loop))
        once.insert(producer);
  }
  return once;
}

struct RelayTilePrimitivesPass
    : public relay::impl::RelayTilePrimitivesPassBase<RelayTilePrimitivesPass> {
  using RelayTilePrimitivesPassBase::RelayTilePrimitivesPassBase;

  void runOnOperation() override;

private:
  LogicalResult tileRoot(RewriterBase &rewriter, linalg::LinalgOp root,
                         const FrozenRewritePatternSet &cleanup);
};

LogicalResult
RelayTilePrimitivesPass::tileRoot(RewriterBase &rewriter, linalg::LinalgOp root,
                                  const FrozenRewritePatternSet &cleanup) {
  auto tileable = cast<TilingInterface>(root.getOperation());
  if (!hasFusableProducer(root))
    return success();

  // Dynamic extents would give tiles of dynamic size (see makeTilesWhole).
  SmallVector<int64_t> extents = root.getStaticLoopRanges();
  if (llvm::any_of(extents, ShapedType::isDynamic))
    return success();
  std::optional<SmallVector<int64_t>> sizes;
  llvm::SmallPtrSet<Operation *, 4> computedOnce;
  if (linalg::LinalgOp anchor = findAnchor(root))
    if (std::optional<SmallVector<int64_t>> anchorSizes =
            getAnchorTileSizes(anchor)) {
      sizes = mapAnchorTileSizes(anchor, root, *anchorSizes);
      computedOnce = getComputedOnce(anchor, *anchorSizes);
    }
  if (!sizes)
    sizes = getDefaultTileSizes(tileable, extents, tileElements);
  if (!makeTilesWhole(*sizes, extents))
    return success();

  scf::SCFTilingOptions tiling;
  tiling.setTileSizes(getAsIndexOpFoldResult(&getContext(), *sizes));
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  // A producer is only fused for a tile of static shape (see makeTilesWhole);
  // the slice of a `tensor.pad`'s source next to the border is dynamic, so
  // whatever produces that source stays outside the loop.
  options.setFusionControlFn(
      [&](tensor::ExtractSliceOp slice, OpResult producer,
          bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        if (!slice.getResultType().hasStaticShape() ||
            computedOnce.contains(producer.getOwner()))
          return std::nullopt;
        return scf::SCFTileAndFuseOptions::ControlFnResult{};
      });
  options.cleanupPatterns = cleanup;

  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, tileable, options);
  if (failed(result))
    return root->emitError("relay-tile-primitives: cannot tile this op");
  for (OpResult value : root->getResults())
    if (Value replacement = result->replacements.lookup(value))
      rewriter.replaceAllUsesWith(value, replacement);
  if (root->use_empty())
    rewriter.eraseOp(root);
  return success();
}

void RelayTilePrimitivesPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (!func->hasAttr(RelayDialect::PrimitiveAttrHelper::getNameStr()) || func.isExternal())
    return;

  IRRewriter rewriter(&getContext());
  func.walk([&](linalg::GenericOp op) { reuseInputAsInit(rewriter, op); });
  func.walk([&](linalg::MatmulOp op) { packTransposedOperand(rewriter, op); });

  // The roots: the linalg ops whose results the function returns, last
  // first, so that a root that also feeds another is fused there before it
  // is tiled on its own.
  Block &body = func.getBody().front();
  llvm::SetVector<Operation *> roots;
  for (Value value : body.getTerminator()->getOperands())
    if (Operation *op = value.getDefiningOp())
      if (op->getBlock() == &body && isa<linalg::LinalgOp>(op) &&
          isa<TilingInterface>(op))
        roots.insert(op);
  SmallVector<Operation *> ordered = roots.takeVector();
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });

  RewritePatternSet patterns(&getContext());
  tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, &getContext());
  tensor::populateMergeConsecutiveInsertExtractSlicePatterns(patterns);
  tensor::populateBubbleUpExtractSliceOpPatterns(patterns);
  tensor::populateFoldTensorEmptyPatterns(patterns);
  FrozenRewritePatternSet cleanup(std::move(patterns));

  for (Operation *root : ordered)
    if (failed(tileRoot(rewriter, cast<linalg::LinalgOp>(root), cleanup)))
      return signalPassFailure();
}

} // namespace
