//===- VectorizeTiles.cpp - Register tiles in vector registers ------------===//
//
// Vector code generation for the tiles of -relay-tile-primitives: every
// linalg op with static shapes is tiled once more, to a register tile, and
// vectorised with upstream's linalg vectoriser. Convolutions and matrix
// products keep a block of their result in vector registers across their
// reduction loops, so that each step of the reduction is a few broadcasts
// and fused multiply-adds (an outer product) instead of a load and a store
// of the result per multiply-add.
//
//===----------------------------------------------------------------------===//

#include "TileUtils.h"

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYVECTORIZETILESPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// How an op is cut into register tiles: the sizes of the tile of its
/// parallel loops (0: the whole loop), and whether its reduction loops are
/// then stepped one iteration at a time around the tile.
struct RegisterTile {
  SmallVector<int64_t> sizes;
  bool stepReductions = false;
};

/// The vector size along a loop of `extent`: the largest power of two at
/// most `limit` that divides it (tiles then have static shapes, which the
/// vectoriser needs as it does not mask here, and vectors split evenly
/// into registers: LLVM legalises a vector<28xf32> kept in registers
/// across a loop into pieces of 4 and spills them), or the whole loop when
/// it is odd and fits.
int64_t getVectorSize(int64_t extent, int64_t limit) {
  int64_t size = 1;
  while (size * 2 <= limit && extent % (size * 2) == 0)
    size *= 2;
  if (size == 1 && extent <= limit)
    return extent;
  return size;
}

/// The loop, among those of `op`, that the innermost dimension of its
/// result iterates over, if it is a parallel loop: vectors run along it, so
/// that the result is written with contiguous vector stores.
std::optional<unsigned> getVectorLoop(linalg::LinalgOp op) {
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (map.getNumResults() == 0)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!dim || op.getIteratorTypesArray()[dim.getPosition()] !=
                  utils::IteratorType::parallel)
    return std::nullopt;
  return dim.getPosition();
}

/// The second loop of a register tile of a convolution or contraction: the
/// output channels of a convolution, the other result dimension of a
/// matrix product. Along it every reduction step reuses the vector of the
/// input it loaded, with one broadcast weight per row.
std::optional<unsigned> getRowLoop(linalg::LinalgOp op, unsigned vectorLoop) {
  if (FailureOr<linalg::ConvolutionDimensions> dims =
          linalg::inferConvolutionDims(op);
      succeeded(dims)) {
    for (unsigned loop : llvm::reverse(dims->outputChannel))
      if (loop != vectorLoop)
        return loop;
    for (unsigned loop : llvm::reverse(dims->depth))
      if (loop != vectorLoop)
        return loop;
    return std::nullopt;
  }
  if (FailureOr<linalg::ContractionDimensions> dims =
          linalg::inferContractionDims(op);
      succeeded(dims)) {
    for (ArrayRef<unsigned> loops : {ArrayRef(dims->m), ArrayRef(dims->n)})
      if (!loops.empty() && !llvm::is_contained(loops, vectorLoop))
        return loops.back();
  }
  return std::nullopt;
}

/// The register tile of `op`, or nothing when it is not vectorised here:
/// dynamic shapes (the tiles would need masks), more than one result, no
/// parallel loop along the result's innermost dimension, or reductions
/// other than those of a convolution or contraction (their innermost loop
/// is the reduction, which LLVM's loop vectoriser handles).
std::optional<RegisterTile> getRegisterTile(linalg::LinalgOp op,
                                            int64_t vectorElements,
                                            int64_t accumulators,
                                            int64_t registerElements) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      !isa<TilingInterface>(op.getOperation()))
    return std::nullopt;
  // Vectors of i1 (Relay's bool) are bit-packed in LLVM but a byte per
  // element in memory: only element types of whole bytes are vectorised.
  for (Value operand : op->getOperands()) {
    Type element = getElementTypeOrSelf(operand.getType());
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
      return std::nullopt;
  }
  // Other indexing than permutations is left to the scalar lowering, but
  // for the window of a named convolution: upstream tiling does not slice
  // a flipped or modular index (a transposed convolution's weight) right.
  bool namedConvolution =
      !isa<linalg::GenericOp>(op) && linalg::isaConvolutionOpInterface(op);
  if (!namedConvolution &&
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return std::nullopt;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  if (llvm::any_of(extents, ShapedType::isDynamic))
    return std::nullopt;
  std::optional<unsigned> vectorLoop = getVectorLoop(op);
  if (!vectorLoop)
    return std::nullopt;

  RegisterTile tile;
  tile.sizes.assign(extents.size(), 0);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  std::optional<unsigned> rowLoop;
  if (op.getNumReductionLoops() > 0) {
    // Named ops only: the generics of other lowerings (a transposed
    // convolution's flipped window, say) may index operands with loops that
    // have no range of their own once the reductions are stepped.
    if (isa<linalg::GenericOp>(op) || (!linalg::isaConvolutionOpInterface(op) &&
                                       !linalg::isaContractionOpInterface(op)))
      return std::nullopt;
    rowLoop = getRowLoop(op, *vectorLoop);
    tile.stepReductions = true;
  }

  int64_t vector = getVectorSize(extents[*vectorLoop], vectorElements);
  if (vector == 1)
    return std::nullopt;
  int64_t registersPerRow = llvm::divideCeil(vector, registerElements);
  for (auto [loop, iterator] : llvm::enumerate(iterators)) {
    if (iterator != utils::IteratorType::parallel)
      continue;
    if (loop == *vectorLoop)
      tile.sizes[loop] = vector;
    else if (rowLoop && loop == *rowLoop)
      tile.sizes[loop] = largestDivisor(
          extents[loop], std::max<int64_t>(1, accumulators / registersPerRow));
    else
      tile.sizes[loop] = 1;
  }
  // A size equal to its extent is the whole loop: no tile loop for it.
  for (auto [size, extent] : llvm::zip_equal(tile.sizes, extents))
    if (size == extent)
      size = 0;
  return tile;
}

/// Broadcasts a single-element vector through its scalar: once the rows of
/// a register tile are unrolled, each broadcasts one element of a vector
/// read (a convolution weight), and the read of that element then becomes
/// a scalar load (populateScalarVectorTransferLoweringPatterns) instead of
/// a strided vector read.
struct BroadcastSingleElement : OpRewritePattern<vector::BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto sourceType = dyn_cast<VectorType>(op.getSourceType());
    if (!sourceType || sourceType.getNumElements() != 1 ||
        sourceType.isScalable())
      return failure();
    Value scalar = vector::ExtractOp::create(
        rewriter, op.getLoc(), op.getSource(),
        SmallVector<int64_t>(sourceType.getRank(), 0));
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(
        op, op.getResultVectorType(), scalar);
    return success();
  }
};

/// The element-wise consumer that a register tile of `producer` (a
/// convolution or matrix product) can absorb as its epilogue: a generic of
/// parallel loops only, the producer's only user, reading the whole result
/// with the identity map (a bias add and an activation after FuseOps and
/// linalg's element-wise fusion). Computed in the same register tile, the
/// epilogue reads the accumulators from registers instead of reloading the
/// result from memory in a separate pass.
linalg::GenericOp getEpilogue(linalg::LinalgOp producer,
                              const RegisterTile &tile) {
  if (!tile.stepReductions || producer->getNumResults() != 1)
    return {};
  Value result = producer->getResult(0);
  if (!result.hasOneUse())
    return {};
  OpOperand &use = *result.getUses().begin();
  auto consumer = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!consumer || consumer.getNumDpsInits() != 1 ||
      consumer.getNumParallelLoops() != consumer.getNumLoops() ||
      consumer->getResult(0).getType() != result.getType() ||
      !consumer.getMatchingIndexingMap(&use).isIdentity())
    return {};
  AffineMap resultMap =
      producer.getMatchingIndexingMap(producer.getDpsInitOperand(0));
  if (!resultMap.isProjectedPermutation() ||
      resultMap.getNumResults() != consumer.getNumLoops())
    return {};
  return consumer;
}

/// Removes a transfer_write whose vector a later write of the same chain
/// overwrites, when only writes to other elements lie between them: what
/// remains of a register tile's result once its epilogue, computed from
/// the accumulators in registers, writes the same rows. Upstream folds
/// only a write immediately overwritten.
struct EraseOverwrittenWrite : OpRewritePattern<vector::TransferWriteOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferWriteOp write,
                                PatternRewriter &rewriter) const override {
    if (!isa<RankedTensorType>(write.getBase().getType()))
      return failure();
    Value dest = write.getBase();
    while (auto prior = dest.getDefiningOp<vector::TransferWriteOp>()) {
      if (!prior->hasOneUse())
        return failure();
      if (vector::checkSameValueWAW(write, prior)) {
        rewriter.replaceOp(prior, prior.getBase());
        return success();
      }
      if (!vector::isDisjointTransferIndices(
              cast<VectorTransferOpInterface>(write.getOperation()),
              cast<VectorTransferOpInterface>(prior.getOperation())))
        return failure();
      dest = prior.getBase();
    }
    return failure();
  }
};

struct RelayVectorizeTilesPass
    : public relay::impl::RelayVectorizeTilesPassBase<RelayVectorizeTilesPass> {
  using RelayVectorizeTilesPassBase::RelayVectorizeTilesPassBase;

  void runOnOperation() override;

private:
  /// Tiles, vectorises and unrolls `op`; returns the loops that step its
  /// reductions, innermost last, for the accumulators to be hoisted out of.
  FailureOr<SmallVector<LoopLikeOpInterface>>
  vectorizeOp(RewriterBase &rewriter, linalg::LinalgOp op,
              const RegisterTile &tile);

  /// Tiles `epilogue` to the register tile of `producer`, fuses `producer`
  /// (and the fill of its accumulators) into that tile, and vectorises
  /// them; returns the producer's reduction loops as vectorizeOp does.
  FailureOr<SmallVector<LoopLikeOpInterface>>
  vectorizeWithEpilogue(RewriterBase &rewriter, linalg::LinalgOp producer,
                        const RegisterTile &tile, linalg::GenericOp epilogue);
};

/// Tiles `op` with `sizes` (0: whole loop), replaces it and returns the
/// tiled op and the loops.
FailureOr<scf::SCFTilingResult>
tile(RewriterBase &rewriter, linalg::LinalgOp op, ArrayRef<int64_t> sizes) {
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> result = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(result))
    return failure();
  rewriter.replaceOp(op, result->replacements);
  return result;
}

/// The vectoriser expands affine.apply in a body itself but takes no
/// affine.min/max (the nn lowerings' clamps and window counts): they become
/// arith first, as -lower-affine would make them later.
static void lowerAffineMinMax(linalg::GenericOp generic) {
  SmallVector<Operation *> ops;
  for (Operation &op : generic.getBody()->getOperations())
    if (isa<affine::AffineMinOp, affine::AffineMaxOp>(op))
      ops.push_back(&op);
  if (ops.empty())
    return;
  RewritePatternSet patterns(generic.getContext());
  populateAffineToStdConversionPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps);
  (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
}

FailureOr<SmallVector<LoopLikeOpInterface>>
RelayVectorizeTilesPass::vectorizeOp(RewriterBase &rewriter,
                                     linalg::LinalgOp op,
                                     const RegisterTile &registerTile) {
  SmallVector<LoopLikeOpInterface> reductionLoops;
  Operation *current = op;
  if (llvm::any_of(registerTile.sizes, [](int64_t size) { return size; })) {
    FailureOr<scf::SCFTilingResult> tiled =
        tile(rewriter, op, registerTile.sizes);
    if (failed(tiled))
      return op->emitError("relay-vectorize-tiles: cannot tile this op");
    current = tiled->tiledOps.back();
  }

  // Reductions one step at a time: the tile then only has parallel loops
  // once its unit dimensions are gone (a convolution's window offsets
  // become constants), which is an outer product the vectoriser handles.
  auto linalgOp = cast<linalg::LinalgOp>(current);
  if (registerTile.stepReductions) {
    SmallVector<int64_t> sizes;
    for (utils::IteratorType iterator : linalgOp.getIteratorTypesArray())
      sizes.push_back(iterator == utils::IteratorType::reduction ? 1 : 0);
    FailureOr<scf::SCFTilingResult> tiled = tile(rewriter, linalgOp, sizes);
    if (failed(tiled))
      return op->emitError(
          "relay-vectorize-tiles: cannot tile the reductions of this op");
    llvm::append_range(reductionLoops, tiled->loops);
    linalgOp = cast<linalg::LinalgOp>(tiled->tiledOps.back());
  }

  rewriter.setInsertionPoint(linalgOp);
  auto generic = dyn_cast<linalg::GenericOp>(linalgOp.getOperation());
  if (!generic) {
    FailureOr<linalg::GenericOp> generalized =
        linalg::generalizeNamedOp(rewriter, linalgOp);
    if (failed(generalized))
      return reductionLoops;
    generic = *generalized;
  }
  linalg::ControlDropUnitDims control;
  // Slices, not reshapes: the accumulator's extract_slice/insert_slice pair
  // is a subset the loops can hoist.
  control.rankReductionStrategy =
      linalg::ControlDropUnitDims::RankReductionStrategy::ExtractInsertSlice;
  if (FailureOr<linalg::DropUnitDimsResult> dropped =
          linalg::dropUnitDims(rewriter, generic, control);
      succeeded(dropped)) {
    rewriter.replaceOp(generic, dropped->replacements);
    generic = cast<linalg::GenericOp>(dropped->resultOp.getOperation());
  }

  lowerAffineMinMax(generic);
  if (failed(linalg::vectorizeOpPrecondition(generic)))
    return reductionLoops;
  rewriter.setInsertionPoint(generic);
  FailureOr<linalg::VectorizationResult> vectorized =
      linalg::vectorize(rewriter, generic);
  if (failed(vectorized))
    return reductionLoops;
  rewriter.replaceOp(generic, vectorized->replacements);
  return reductionLoops;
}

FailureOr<SmallVector<LoopLikeOpInterface>>
RelayVectorizeTilesPass::vectorizeWithEpilogue(RewriterBase &rewriter,
                                               linalg::LinalgOp producer,
                                               const RegisterTile &tile,
                                               linalg::GenericOp epilogue) {
  // The epilogue's loops are the dimensions of the producer's result.
  AffineMap resultMap =
      producer.getMatchingIndexingMap(producer.getDpsInitOperand(0));
  SmallVector<int64_t> sizes;
  for (unsigned i = 0, e = resultMap.getNumResults(); i < e; ++i)
    sizes.push_back(tile.sizes[resultMap.getDimPosition(i)]);

  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setTileSizes(
      getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  Operation *producerOp = producer;
  options.setFusionControlFn(
      [&](tensor::ExtractSliceOp, OpResult value,
          bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        if (value.getOwner() == producerOp ||
            isa<linalg::FillOp>(value.getOwner()))
          return scf::SCFTileAndFuseOptions::ControlFnResult{};
        return std::nullopt;
      });
  rewriter.setInsertionPoint(epilogue);
  FailureOr<scf::SCFTileAndFuseResult> fused =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(epilogue.getOperation()), options);
  if (failed(fused))
    return epilogue->emitError(
        "relay-vectorize-tiles: cannot tile this epilogue");
  for (OpResult result : epilogue->getResults())
    rewriter.replaceAllUsesWith(result, fused->replacements.lookup(result));
  rewriter.eraseOp(epilogue);

  // The tiled producer first: the epilogue reads what it computes.
  linalg::LinalgOp tiledProducer, tiledEpilogue;
  SmallVector<linalg::LinalgOp> others;
  for (Operation *op : fused->tiledAndFusedOps) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp)
      continue;
    if (!tiledEpilogue)
      tiledEpilogue = linalgOp;
    else if (linalgOp.getNumReductionLoops() > 0)
      tiledProducer = linalgOp;
    else
      others.push_back(linalgOp);
  }
  if (!tiledEpilogue)
    return epilogue->emitError("relay-vectorize-tiles: cannot tile this op");
  RegisterTile none;
  none.sizes.assign(tiledEpilogue.getNumLoops(), 0);
  if (!tiledProducer) {
    // Upstream did not fuse the producer into the tile: both are
    // vectorised on their own, as without an epilogue.
    if (failed(vectorizeOp(rewriter, tiledEpilogue, none)))
      return failure();
    return vectorizeOp(rewriter, producer, tile);
  }
  RegisterTile whole;
  whole.sizes.assign(tiledProducer.getNumLoops(), 0);
  whole.stepReductions = true;
  FailureOr<SmallVector<LoopLikeOpInterface>> loops =
      vectorizeOp(rewriter, tiledProducer, whole);
  if (failed(loops))
    return failure();
  for (linalg::LinalgOp op : others) {
    RegisterTile asIs;
    asIs.sizes.assign(op.getNumLoops(), 0);
    if (failed(vectorizeOp(rewriter, op, asIs)))
      return failure();
  }
  if (failed(vectorizeOp(rewriter, tiledEpilogue, none)))
    return failure();
  if (producer->use_empty())
    rewriter.eraseOp(producer);
  return loops;
}

void RelayVectorizeTilesPass::runOnOperation() {
  func::FuncOp func = getOperation();
  MLIRContext *context = &getContext();

  SmallVector<std::pair<linalg::LinalgOp, RegisterTile>> candidates;
  func.walk([&](linalg::LinalgOp op) {
    if (std::optional<RegisterTile> tile =
            getRegisterTile(op, vectorElements, accumulators, registerElements))
      candidates.emplace_back(op, std::move(*tile));
  });
  if (candidates.empty())
    return;

  // Epilogues go with the register tiles of their producers; only those
  // that could be tiled on their own (getRegisterTile's checks).
  llvm::DenseSet<Operation *> tileable;
  for (auto &candidate : candidates)
    tileable.insert(candidate.first);
  llvm::DenseMap<Operation *, linalg::GenericOp> epilogues;
  llvm::DenseSet<Operation *> absorbed;
  for (auto &[op, tile] : candidates)
    if (linalg::GenericOp epilogue = getEpilogue(op, tile);
        epilogue && tileable.contains(epilogue)) {
      epilogues[op] = epilogue;
      absorbed.insert(epilogue);
    }

  IRRewriter rewriter(context);
  SmallVector<SmallVector<LoopLikeOpInterface>> loopNests;
  for (auto &[op, tile] : candidates) {
    if (absorbed.contains(op))
      continue;
    linalg::GenericOp epilogue = epilogues.lookup(op);
    FailureOr<SmallVector<LoopLikeOpInterface>> loops =
        epilogue ? vectorizeWithEpilogue(rewriter, op, tile, epilogue)
                 : vectorizeOp(rewriter, op, tile);
    if (failed(loops))
      return signalPassFailure();
    loopNests.push_back(std::move(*loops));
  }

  // Transfers with permutation maps (a weight broadcast along the vector,
  // say) become plain reads followed by broadcasts and transposes, which the
  // unrolling below folds into one broadcast per row.
  {
    RewritePatternSet patterns(context);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return signalPassFailure();
  }

  // Vectors of one dimension, the registers' shape: n-D transfers and
  // arithmetic are unrolled along their outer dimensions.
  {
    RewritePatternSet patterns(context);
    // Broadcasts stay whole: a row sliced out of one folds into a broadcast
    // of a scalar, which lowers to one splat.
    vector::populateVectorUnrollPatterns(
        patterns,
        vector::UnrollVectorOptions()
            .setFilterConstraint([](Operation *op) {
              return success(!isa<vector::BroadcastOp>(op));
            })
            .setNativeShapeFn(
                [](Operation *op) -> std::optional<SmallVector<int64_t>> {
                  auto vectorOp = dyn_cast<VectorUnrollOpInterface>(op);
                  if (!vectorOp)
                    return std::nullopt;
                  std::optional<SmallVector<int64_t>> shape =
                      vectorOp.getShapeForUnroll();
                  if (!shape || shape->size() < 2)
                    return std::nullopt;
                  SmallVector<int64_t> native(shape->size(), 1);
                  native.back() = shape->back();
                  return native;
                }));
    patterns.add<BroadcastSingleElement>(context);
    vector::populateScalarVectorTransferLoweringPatterns(
        patterns, /*benefit=*/1, /*allowMultipleUses=*/true);
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    vector::populateVectorTransferDropUnitDimsPatterns(patterns);
    vector::populateDropUnitDimWithShapeCastPatterns(patterns);
    vector::populateVectorToVectorCanonicalizationPatterns(patterns);
    // Folds the slices of broadcasts and transposes the unrolling makes.
    Dialect *vectorDialect = context->getLoadedDialect<vector::VectorDialect>();
    for (RegisteredOperationName name : context->getRegisteredOperations())
      if (&name.getDialect() == vectorDialect)
        name.getCanonicalizationPatterns(patterns, context);
    tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, context);
    tensor::InsertSliceOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return signalPassFailure();
  }

  // Multiplies and adds of the vector code may contract into fused
  // multiply-adds, as TVM's LLVM code generator allows everywhere
  // (FPOpFusion::Fast): an outer product step is then one FMA per row.
  func.walk([](Operation *op) {
    if (!isa<arith::MulFOp, arith::AddFOp, arith::SubFOp>(op) ||
        !isa<VectorType>(op->getResult(0).getType()))
      return;
    auto fastMath = cast<arith::ArithFastMathInterface>(op);
    op->setAttr(
        fastMath.getFastMathAttrName(),
        arith::FastMathFlagsAttr::get(
            op->getContext(), fastMath.getFastMathFlagsAttr().getValue() |
                                  arith::FastMathFlags::contract));
  });

  // The accumulators: the result tile, read and written at every step of
  // the reductions, moves out of the reduction loops into registers, the
  // innermost loop first.
  for (SmallVector<LoopLikeOpInterface> &loops : loopNests)
    for (LoopLikeOpInterface loop : llvm::reverse(loops))
      hoistLoopInvariantSubsets(rewriter, loop);

  // With the accumulators out of the loops, an epilogue's reads of the
  // result fold to the accumulators (upstream's read-after-write folding
  // through writes of other rows), and the result's writes it overwrites
  // go away.
  if (!epilogues.empty()) {
    RewritePatternSet patterns(context);
    patterns.add<EraseOverwrittenWrite>(context);
    vector::TransferReadOp::getCanonicalizationPatterns(patterns, context);
    vector::TransferWriteOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, context);
    tensor::InsertSliceOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return signalPassFailure();
  }
}

} // namespace
