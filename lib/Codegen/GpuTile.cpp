//===- GpuTile.cpp - Block and thread tiles for GPU kernels ---------------===//
//
// Kernel formation for NVIDIA GPUs on linalg on tensors: every linalg op not
// yet in a kernel is tiled into an scf.forall over blocks and, inside it, an
// scf.forall over threads, with its producers fused into both, so that a
// primitive function of -relay-fuse-ops becomes one kernel where fusion
// allows. -relay-gpu-map-forall turns the loops into gpu.launch after
// bufferisation.
//
// Contractions (matrix products, convolutions) get blocks of a square-ish
// output tile whose reduction loop is tiled with scf.for; in every step the
// tiles of both inputs are copied into workgroup (shared) memory by all the
// threads of the block before they compute, the classic shared-memory
// matrix product, expressed on tensors with bufferization.alloc_tensor in
// #gpu.address_space<workgroup> and linalg.copy.
//
// Dynamic extents are tiled by static sizes whose last tile is partial;
// workgroup buffers take the static bound of a tile's extent. An op without
// parallel loops (a reduction to a scalar) becomes a kernel of one block
// whose threads share the reduction.
//
//===----------------------------------------------------------------------===//

#include "TileUtils.h"

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#include <limits>

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

/// Whether `op` is a contraction whose input tiles are staged in shared
/// memory: a matrix product (dense, matmul, batch_matmul) or a convolution
/// on tensors, both of whose inputs are read many times per block.
bool isContraction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getNumReductionLoops() == 0 ||
      linalgOp.getNumParallelLoops() == 0)
    return false;
  return linalg::isaContractionOpInterface(linalgOp) ||
         linalg::isaConvolutionOpInterface(linalgOp);
}

/// Whether a contraction is among `root` and the kernel ops it reads,
/// transitively: those fuse into the root's blocks.
bool readsContraction(Operation *root) {
  SmallVector<Operation *> worklist = {root};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!seen.insert(op).second)
      continue;
    if (isContraction(op))
      return true;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp(); def && isKernelOp(def))
        worklist.push_back(def);
  }
  return false;
}

/// Whether `type` is a tensor that bufferises into workgroup memory.
gpu::AddressSpaceAttr getWorkgroupSpace(MLIRContext *context) {
  return gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
}

/// A static upper bound of the extent `size` of a tile, from the tiling's
/// affine.min where the extent is dynamic; nullopt where it has none.
std::optional<int64_t> getStaticBound(OpFoldResult size) {
  if (std::optional<int64_t> constant = getConstantIntValue(size))
    return constant;
  FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
      presburger::BoundType::UB, ValueBoundsConstraintSet::Variable(size),
      /*stopCondition=*/nullptr, /*closedUB=*/true);
  if (failed(bound))
    return std::nullopt;
  return *bound;
}

/// A tensor of `type` in workgroup memory, uninitialised.
Value createSharedTensor(RewriterBase &rewriter, Location loc,
                         RankedTensorType type) {
  auto alloc =
      bufferization::AllocTensorOp::create(rewriter, loc, type, ValueRange{});
  alloc.setMemorySpaceAttr(getWorkgroupSpace(rewriter.getContext()));
  return alloc.getResult();
}

/// A tile of `sizes` elements of `elementType` in workgroup memory,
/// uninitialised. Workgroup memory is allocated statically, once per block:
/// where a size is dynamic (a partial tile of a dynamic extent), the buffer
/// has the size's static upper bound and the tile is its leading part.
/// Null where a size has no static upper bound.
Value createSharedTile(RewriterBase &rewriter, Location loc, Type elementType,
                       ArrayRef<OpFoldResult> sizes) {
  SmallVector<int64_t> shape;
  for (OpFoldResult size : sizes) {
    std::optional<int64_t> bound = getStaticBound(size);
    if (!bound || *bound < 1)
      return Value();
    shape.push_back(*bound);
  }
  Value buffer = createSharedTensor(rewriter, loc,
                                    RankedTensorType::get(shape, elementType));
  if (llvm::all_of(sizes, [](OpFoldResult size) {
        return getConstantIntValue(size).has_value();
      }))
    return buffer;
  SmallVector<OpFoldResult> zeros(sizes.size(), rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(sizes.size(), rewriter.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(rewriter, loc, buffer, zeros, sizes,
                                        ones);
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

/// Whether `op` is unused and computes on tensors only: trivially dead, or
/// a loop whose body has no effect but allocating tensors (a copy of a
/// reduction loop that tiling a consumer left behind unused).
bool isDead(Operation *op) {
  if (isOpTriviallyDead(op))
    return true;
  if (!isa<scf::ForOp>(op) || !op->use_empty())
    return false;
  WalkResult effects = op->walk([&](Operation *inner) {
    if (inner == op || isa<bufferization::AllocTensorOp>(inner) ||
        isMemoryEffectFree(inner) ||
        inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !effects.wasInterrupted();
}

/// tensor.dim of a result of an scf.forall is that of its shared output.
struct FoldDimOfForall : OpRewritePattern<tensor::DimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::DimOp dim,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<OpResult>(dim.getSource());
    auto forall = result ? dyn_cast<scf::ForallOp>(result.getOwner()) : nullptr;
    if (!forall)
      return failure();
    rewriter.modifyOpInPlace(dim, [&] {
      dim.getSourceMutable().set(forall.getOutputs()[result.getResultNumber()]);
    });
    return success();
  }
};

/// Resolves the tensor.dim ops of `func` to the sizes they are computed
/// from (an operand's dimension, a slice's size), without folding anything
/// else: where an extent is dynamic, a tile's size read from a value a
/// fusion left behind would keep that value alive.
void resolveDims(func::FuncOp func) {
  RewritePatternSet patterns(func.getContext());
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  tensor::DimOp::getCanonicalizationPatterns(patterns, func.getContext());
  patterns.add<FoldDimOfForall>(func.getContext());
  walkAndApplyPatterns(func, std::move(patterns));
}

/// Erases the ops of `func` nothing uses any more: slices the fusion left
/// behind would otherwise keep the originals of fused producers alive, and
/// they would become kernels of their own.
void eraseDeadOps(RewriterBase &rewriter, func::FuncOp func) {
  resolveDims(func);
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> dead;
    // Not into a dead op: erasing it erases what it holds.
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == func || !isDead(op))
        return WalkResult::advance();
      dead.push_back(op);
      return WalkResult::skip();
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

/// Whether `op` has a parallel loop, one to spread over threads.
bool hasParallelLoop(Operation *op) {
  auto tileable = dyn_cast<TilingInterface>(op);
  return tileable && llvm::is_contained(tileable.getLoopIteratorTypes(),
                                        utils::IteratorType::parallel);
}

/// Whether `op` reduces tensors to a scalar: a linalg op on tensors with
/// reduction loops and no parallel one, one result, whose reduction tiles
/// can be merged (PartialReductionOpInterface).
bool isScalarReduction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() &&
         isa<PartialReductionOpInterface>(op) &&
         linalgOp.getNumDpsInits() == 1 &&
         linalgOp.getNumReductionLoops() > 0 &&
         linalgOp.getNumParallelLoops() == 0;
}

/// Whether a reduction loop of `op` has a dynamic extent.
bool hasDynamicReduction(linalg::LinalgOp op) {
  for (auto [extent, iterator] :
       llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction &&
        ShapedType::isDynamic(extent))
      return true;
  return false;
}

/// Whether the element-wise producers of the reduction `op` are best
/// fused into it: its reduction loop has a dynamic extent, or it reduces to
/// a scalar (each thread of the block reads a part of the input whose
/// extent is only known at run time).
bool fusesProducers(linalg::LinalgOp op) {
  return op.hasPureTensorSemantics() && op.getNumReductionLoops() > 0 &&
         (hasDynamicReduction(op) || op.getNumParallelLoops() == 0);
}

/// Whether an input of `op` is the result of an element-wise
/// linalg.generic.
bool readsElementwise(linalg::LinalgOp op) {
  return llvm::any_of(op.getDpsInputOperands(), [](OpOperand *input) {
    auto producer = input->get().getDefiningOp<linalg::GenericOp>();
    return producer && producer.getNumReductionLoops() == 0;
  });
}

/// Fuses the element-wise producers of every reduction over a dynamic
/// extent or to a scalar into it (a named reduction, linalg.reduce, as a
/// linalg.generic), also where they have other users: their values along
/// the reduced loop are then recomputed where the reduction reads them
/// rather than materialised in a buffer of the loop's run-time extent,
/// which neither workgroup memory nor a thread's registers could hold
/// (softmax's exp(x - max) of a row of dynamic length).
void fuseIntoDynamicReductions(RewriterBase &rewriter, func::FuncOp func) {
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op) && fusesProducers(op) &&
        readsElementwise(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    (void)linalg::generalizeNamedOp(rewriter, op);
  }
  bool changed = true;
  while (changed) {
    changed = false;
    func.walk([&](linalg::GenericOp op) {
      if (!fusesProducers(op))
        return WalkResult::advance();
      for (OpOperand *input : op.getDpsInputOperands()) {
        auto producer = input->get().getDefiningOp<linalg::GenericOp>();
        if (!producer || producer.getNumReductionLoops() != 0 ||
            !linalg::areElementwiseOpsFusable(input))
          continue;
        // A copy of the producer for this reduction alone, so that the
        // fused op does not also yield the producer's values for its other
        // users.
        rewriter.setInsertionPoint(producer);
        Operation *copy = rewriter.clone(*producer);
        rewriter.modifyOpInPlace(op, [&] {
          input->set(
              copy->getResult(cast<OpResult>(input->get()).getResultNumber()));
        });
        FailureOr<linalg::ElementwiseOpFusionResult> fused =
            linalg::fuseElementwiseOps(rewriter, input);
        if (failed(fused)) {
          rewriter.modifyOpInPlace(op, [&] {
            input->set(producer->getResult(
                cast<OpResult>(input->get()).getResultNumber()));
          });
          rewriter.eraseOp(copy);
          continue;
        }
        // Where the reduction was: its operands, the initial value, may be
        // defined after the producer.
        rewriter.moveOpBefore(fused->fusedOp, op);
        for (OpResult result : op->getResults())
          rewriter.replaceAllUsesWith(result,
                                      fused->replacements.lookup(result));
        rewriter.eraseOp(op);
        rewriter.eraseOp(copy);
        changed = true;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
  }
}

struct RelayGpuTilePass
    : public relay::impl::RelayGpuTilePassBase<RelayGpuTilePass> {
  using Base::Base;
  void runOnOperation() override;

private:
  FailureOr<scf::SCFTileAndFuseResult>
  tileAndFuse(RewriterBase &rewriter, TilingInterface op,
              const scf::SCFTilingOptions &tiling,
              const FrozenRewritePatternSet &cleanup);
  LogicalResult tileIntoBlocks(RewriterBase &rewriter, TilingInterface op,
                               const FrozenRewritePatternSet &cleanup);
  FailureOr<scf::ForallOp> wrapInBlock(RewriterBase &rewriter,
                                       linalg::LinalgOp op);
  LogicalResult tileBlock(RewriterBase &rewriter, scf::ForallOp forall,
                          const FrozenRewritePatternSet &cleanup);
  LogicalResult tileIntoThreads(RewriterBase &rewriter, TilingInterface op,
                                const FrozenRewritePatternSet &cleanup);
  FailureOr<SmallVector<Operation *>>
  stageInSharedMemory(RewriterBase &rewriter, linalg::LinalgOp op);
  FailureOr<SmallVector<Operation *>>
  reduceCooperatively(RewriterBase &rewriter, linalg::LinalgOp op,
                      const FrozenRewritePatternSet &cleanup);
  FailureOr<SmallVector<Operation *>>
  reduceToScalar(RewriterBase &rewriter, linalg::LinalgOp op,
                 const FrozenRewritePatternSet &cleanup);
  FailureOr<Operation *>
  tilePartialReduction(RewriterBase &rewriter, linalg::LinalgOp op,
                       const scf::SCFTilingOptions &tiling,
                       const FrozenRewritePatternSet &cleanup);

  /// Ops that a thread tile must not fuse: the staged contractions and the
  /// copies into shared memory are thread loops of their own, separated by
  /// barriers.
  llvm::SmallPtrSet<Operation *, 8> unfusable;
};

/// The extents of `op`'s loops, ShapedType::kDynamic where only known at
/// run time, or failure (with an error) when a loop does not start at 0
/// with step 1.
FailureOr<SmallVector<int64_t>> getExtents(RewriterBase &rewriter,
                                           TilingInterface op) {
  SmallVector<int64_t> extents;
  for (Range range : op.getIterationDomain(rewriter)) {
    std::optional<int64_t> lb = getConstantIntValue(range.offset);
    std::optional<int64_t> step = getConstantIntValue(range.stride);
    if (!lb || !step || *lb != 0 || *step != 1)
      return op->emitError("relay-gpu-tile: '")
             << op->getName() << "' has a loop that does not start at 0 "
             << "with step 1";
    extents.push_back(
        getConstantIntValue(range.size).value_or(ShapedType::kDynamic));
  }
  return extents;
}

/// The size of a tile of a loop of `extent` iterations that is at most
/// `limit`: a divisor of a static extent (whole tiles of static shape), the
/// limit itself for a dynamic one (the last tile partial, its extent an
/// affine.min that bounds the loops inside it).
int64_t getTileSize(int64_t extent, int64_t limit) {
  if (ShapedType::isDynamic(extent))
    return std::max<int64_t>(limit, 1);
  return largestDivisor(extent, limit);
}

/// Tiles of `sizes` in an scf.forall with `mapping`.
scf::SCFTilingOptions getForallTiling(MLIRContext *context,
                                      ArrayRef<int64_t> sizes,
                                      ArrayRef<Attribute> mapping) {
  scf::SCFTilingOptions tiling;
  tiling.setTileSizes(getAsIndexOpFoldResult(context, sizes));
  tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  tiling.setMapping(mapping);
  return tiling;
}

FailureOr<scf::SCFTileAndFuseResult>
RelayGpuTilePass::tileAndFuse(RewriterBase &rewriter, TilingInterface op,
                              const scf::SCFTilingOptions &tiling,
                              const FrozenRewritePatternSet &cleanup) {
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  options.cleanupPatterns = cleanup;
  options.setFusionControlFn(
      [&](tensor::ExtractSliceOp, OpResult producer,
          bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        if (unfusable.contains(producer.getOwner()))
          return std::nullopt;
        return scf::SCFTileAndFuseOptions::ControlFnResult{};
      });
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

/// Where `use` reads a tensor.empty, a tile of its sizes in workgroup
/// memory instead (createSharedTile), created before the user; failure
/// where a size has no static bound.
LogicalResult useSharedTile(RewriterBase &rewriter, OpOperand &use) {
  auto empty = use.get().getDefiningOp<tensor::EmptyOp>();
  if (!empty)
    return success();
  Operation *user = use.getOwner();
  rewriter.setInsertionPoint(user);
  Value shared =
      createSharedTile(rewriter, empty.getLoc(),
                       empty.getType().getElementType(), empty.getMixedSizes());
  if (!shared)
    return failure();
  rewriter.modifyOpInPlace(user, [&] { use.set(shared); });
  return success();
}

/// Puts the accumulator of `op` in workgroup memory when it is a block's
/// own tile (a linalg.fill of a tensor.empty in the block) that the block's
/// consumers read, rather than a tile of the kernel's result.
void useSharedAccumulator(RewriterBase &rewriter, linalg::LinalgOp op) {
  auto fill = op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  if (!fill)
    return;
  auto empty = fill.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>();
  if (!empty || empty->getParentOp() != op->getParentOp())
    return;
  (void)useSharedTile(rewriter, fill.getDpsInitsMutable()[0]);
}

/// Whether `op` is a reduction whose reduction loop the threads of a block
/// share: a linalg op with one result, parallel and reduction loops, and
/// no contraction (those are staged in shared memory instead).
bool isCooperativeReduction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() &&
         isa<PartialReductionOpInterface>(op) && !isContraction(op) &&
         linalgOp.getNumDpsInits() == 1 &&
         linalgOp.getNumReductionLoops() > 0 &&
         linalgOp.getNumParallelLoops() > 0;
}

/// The outermost reduction loop of `op` and its extent (ShapedType::kDynamic
/// where only known at run time), or nullopt when it has none.
std::optional<std::pair<unsigned, int64_t>>
getOuterReduction(linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  auto reduction = llvm::find(iterators, utils::IteratorType::reduction);
  if (reduction == iterators.end())
    return std::nullopt;
  unsigned k = std::distance(iterators.begin(), reduction);
  return std::make_pair(k, op.getStaticLoopRanges()[k]);
}

/// Reduction loops shorter than a warp stay serial in each thread: sharing
/// them would leave most of the block idle and add a merge.
constexpr int64_t kMinCooperativeExtent = 32;

/// Whether the block's threads share a reduction loop of `extent`
/// iterations: one of dynamic extent (which may be long), or one of at
/// least kMinCooperativeExtent.
bool isShared(int64_t extent) {
  return ShapedType::isDynamic(extent) || extent >= kMinCooperativeExtent;
}

/// Static shared memory a block may use without opting in to more: 48 KiB
/// on every NVIDIA GPU since Kepler.
constexpr int64_t kSharedMemoryBytes = 48 * 1024;

/// The bytes of the tiles of `op`'s inputs when its loops have `sizes`
/// iterations, from the indexing maps (a convolution's input tile includes
/// the window's halo).
int64_t getInputTileBytes(linalg::LinalgOp op, ArrayRef<int64_t> sizes) {
  Builder builder(op.getContext());
  SmallVector<Attribute> first, last;
  for (int64_t size : sizes) {
    first.push_back(builder.getIndexAttr(0));
    last.push_back(builder.getIndexAttr(size - 1));
  }
  int64_t bytes = 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    SmallVector<Attribute> lows, highs;
    if (failed(map.constantFold(first, lows)) ||
        failed(map.constantFold(last, highs)))
      return std::numeric_limits<int64_t>::max();
    int64_t elements = 1;
    for (auto [low, high] : llvm::zip(lows, highs))
      elements *= cast<IntegerAttr>(high).getInt() -
                  cast<IntegerAttr>(low).getInt() + 1;
    Type element = getElementTypeOrSelf(input->get().getType());
    bytes += elements * llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
  }
  return bytes;
}

/// Tiles the outermost reduction loop of the contraction `op`, a block's
/// tile, with an scf.for (the largest divisor of its extent up to
/// `reduction-tile` whose input tiles fit in shared memory; for a dynamic
/// extent, `reduction-tile` or the largest power-of-two fraction of it
/// that fits, the last step partial), and copies
/// both input tiles of every step into tensors in workgroup memory that the
/// step's product reads. An accumulator the block's consumers read (not a
/// tile of the kernel's result) is in workgroup memory too. Returns the ops
/// to tile into threads, each its own thread loop: the product's step
/// first, then the copies; none when no tile fits.
FailureOr<SmallVector<Operation *>>
RelayGpuTilePass::stageInSharedMemory(RewriterBase &rewriter,
                                      linalg::LinalgOp op) {
  auto tileable = cast<TilingInterface>(op.getOperation());
  // The tile's extents, or their static upper bounds where the block's
  // tile is partial; a reduction over a dynamic extent has none.
  SmallVector<int64_t> bounds;
  for (Range range : tileable.getIterationDomain(rewriter))
    bounds.push_back(getStaticBound(range.size).value_or(ShapedType::kDynamic));
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  auto reduction = llvm::find(iterators, utils::IteratorType::reduction);
  int64_t k = std::distance(iterators.begin(), reduction);
  SmallVector<int64_t> loopSizes(bounds);
  int64_t extent = bounds[k];
  Type accumulator = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  int64_t accumulatorBytes =
      llvm::divideCeil(accumulator.getIntOrFloatBitWidth(), 8);
  for (int64_t d = 0, e = iterators.size(); d < e; ++d) {
    if (iterators[d] != utils::IteratorType::parallel)
      continue;
    if (ShapedType::isDynamic(bounds[d]))
      return SmallVector<Operation *>();
    accumulatorBytes *= bounds[d];
  }
  for (int64_t d = 0, e = iterators.size(); d < e; ++d)
    if (d != k && ShapedType::isDynamic(bounds[d]))
      return SmallVector<Operation *>();
  // Steps of `reduction-tile` (a divisor of a static extent), fewer while
  // the tiles do not fit; the last step of a dynamic extent is partial.
  int64_t size = getTileSize(extent, reductionTile);
  while (true) {
    loopSizes[k] = size;
    if (getInputTileBytes(op, loopSizes) + accumulatorBytes <=
        kSharedMemoryBytes)
      break;
    if (size == 1)
      return SmallVector<Operation *>();
    size = ShapedType::isDynamic(extent) ? size / 2
                                         : largestDivisor(extent, size - 1);
  }

  Location loc = op.getLoc();
  useSharedAccumulator(rewriter, op);

  SmallVector<int64_t> sizes(iterators.size(), 0);
  sizes[k] = size;
  scf::SCFTilingOptions tiling;
  tiling.setTileSizes(getAsIndexOpFoldResult(&getContext(), sizes));
  tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, tileable, tiling);
  if (failed(tiled) || tiled->tiledOps.size() != 1)
    return op->emitError("relay-gpu-tile: cannot tile the reduction of '")
           << op.getOperation()->getName() << "'";
  rewriter.replaceOp(op, tiled->replacements);
  auto step = cast<linalg::LinalgOp>(tiled->tiledOps.front());

  SmallVector<Operation *> stages = {step};
  for (OpOperand *input : step.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type)
      continue;
    // A partial tile of a dynamic extent is copied into the leading part
    // of a buffer of the full tile's size: the copy's thread loop covers
    // the partial tile only, so no thread reads past the input's end.
    rewriter.setInsertionPoint(step);
    Value shared =
        createSharedTile(rewriter, loc, type.getElementType(),
                         tensor::getMixedSizes(rewriter, loc, input->get()));
    if (!shared)
      continue;
    auto copy = linalg::CopyOp::create(rewriter, loc, input->get(), shared);
    rewriter.modifyOpInPlace(step, [&] { input->set(copy.getResult(0)); });
    stages.push_back(copy);
  }
  unfusable.insert(stages.begin(), stages.end());
  return stages;
}

/// Tiles the reduction `op` with `tiling`, a partial reduction over
/// threads, its producers fused in, with the partial results in workgroup
/// memory. Returns the merge of the partial results (a thread loop of its
/// own, or the block's merge of a reduction to a scalar).
FailureOr<Operation *>
RelayGpuTilePass::tilePartialReduction(RewriterBase &rewriter,
                                       linalg::LinalgOp op,
                                       const scf::SCFTilingOptions &tiling,
                                       const FrozenRewritePatternSet &cleanup) {
  Value result = op->getResult(0);
  FailureOr<scf::SCFTileAndFuseResult> tiled = tileAndFuse(
      rewriter, cast<TilingInterface>(op.getOperation()), tiling, cleanup);
  if (failed(tiled) || tiled->loops.empty())
    return failure();
  Value merged = tiled->replacements.lookup(result);
  Operation *merge = merged ? merged.getDefiningOp() : nullptr;
  if (!merge || !isKernelOp(merge))
    return op->emitError("relay-gpu-tile: partial reduction without a merge");

  // The partial results in workgroup memory.
  auto forall = cast<scf::ForallOp>(tiled->loops.front().getOperation());
  for (OpOperand &output : forall.getOutputsMutable()) {
    OpOperand *use = &output;
    if (auto fill = output.get().getDefiningOp<linalg::FillOp>())
      use = &fill.getDpsInitsMutable()[0];
    if (failed(useSharedTile(rewriter, *use)))
      return op->emitError("relay-gpu-tile: the partial results of '")
             << op.getOperation()->getName()
             << "' have no static bound for workgroup memory";
  }
  unfusable.insert(merge);
  return merge;
}

/// Shares the outermost reduction loop of `op`, a block's tile, among the
/// block's threads with upstream's partial reduction tiling: an scf.forall
/// over threads in which each thread reduces its own part of the loop
/// (its producers fused in) into its element of a tensor of partial results
/// in workgroup memory, then a linalg.reduce merging the partial results,
/// which becomes a thread loop of its own after a barrier. Returns the merge
/// to tile into threads; none when the loop is too short to share.
FailureOr<SmallVector<Operation *>>
RelayGpuTilePass::reduceCooperatively(RewriterBase &rewriter,
                                      linalg::LinalgOp op,
                                      const FrozenRewritePatternSet &cleanup) {
  std::optional<std::pair<unsigned, int64_t>> reduction = getOuterReduction(op);
  if (!reduction || !isShared(reduction->second))
    return SmallVector<Operation *>();
  auto [k, extent] = *reduction;
  scf::SCFTilingOptions tiling;
  if (ShapedType::isDynamic(extent)) {
    // block-elements threads, each over a contiguous part of
    // ceil(extent / threads) iterations, the last parts shorter or empty.
    SmallVector<OpFoldResult> numThreads(op.getNumLoops(),
                                         rewriter.getIndexAttr(0));
    numThreads[k] = rewriter.getIndexAttr(std::max<int64_t>(blockElements, 1));
    tiling.setNumThreads(numThreads);
    tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
    tiling.setMapping(
        linearMapping<gpu::GPUThreadMappingAttr>(&getContext(), 1));
  } else {
    int64_t threads = largestDivisor(extent, blockElements);
    if (threads < kMinCooperativeExtent)
      return SmallVector<Operation *>();
    SmallVector<int64_t> sizes(op.getNumLoops(), 0);
    sizes[k] = extent / threads;
    tiling = getForallTiling(
        &getContext(), sizes,
        linearMapping<gpu::GPUThreadMappingAttr>(&getContext(), 1));
  }
  useSharedAccumulator(rewriter, op);

  tiling.setReductionTilingStrategy(
      ReductionTilingStrategy::PartialReductionOuterParallel);
  tiling.setReductionDims({k});
  FailureOr<Operation *> merge =
      tilePartialReduction(rewriter, op, tiling, cleanup);
  if (failed(merge))
    return failure();
  return SmallVector<Operation *>{*merge};
}

/// Shares all of the reduction to a scalar `op`, in the block of
/// wrapInBlock, among the block's threads: upstream's partial reduction
/// tiling with a number of threads along the innermost reduction loops
/// (`block-elements` in all, a loop's extent at most), each thread reducing
/// its part of the loops (its producers fused in) into its slot of a tensor
/// in workgroup memory. The merge of the slots, a linalg.reduce without
/// parallel loops, stays in the block: -relay-gpu-map-forall makes it a
/// tree reduction by the block's threads. Returns the ops to tile into
/// threads: none, the partial reduction is a thread loop already.
///
/// A single reduction loop whose static extent is a multiple of the
/// block's threads is split instead (upstream's splitReduction with an
/// inner parallel loop), so that thread t reduces elements t, t + T,
/// t + 2T, ...: consecutive threads read consecutive elements (coalesced),
/// where contiguous parts would have each thread read its own stretch. The
/// split op, a thread loop over the slots, is returned.
FailureOr<SmallVector<Operation *>>
RelayGpuTilePass::reduceToScalar(RewriterBase &rewriter, linalg::LinalgOp op,
                                 const FrozenRewritePatternSet &cleanup) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t blockThreads = std::max<int64_t>(blockElements, 1);
  if (op.getNumReductionLoops() == 1 && op.getNumLoops() == 1 &&
      !ShapedType::isDynamic(ranges[0]) && blockThreads > 1 &&
      ranges[0] % blockThreads == 0 && ranges[0] / blockThreads >= 2) {
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::SplitReductionResult> split =
        linalg::splitReduction(rewriter, op, [&](linalg::LinalgOp) {
          return linalg::SplitReductionOptions{blockThreads, /*index=*/0,
                                               /*innerParallel=*/true};
        });
    if (succeeded(split) &&
        succeeded(
            useSharedTile(rewriter, split->fillOp.getDpsInitsMutable()[0]))) {
      unfusable.insert(split->resultCombiningLinalgOp);
      return SmallVector<Operation *>{split->splitLinalgOp};
    }
  }
  SmallVector<OpFoldResult> numThreads(ranges.size(), rewriter.getIndexAttr(0));
  SmallVector<unsigned> dims;
  int64_t remaining = std::max<int64_t>(blockElements, 1);
  for (int64_t d = ranges.size() - 1; d >= 0 && remaining > 1; --d) {
    int64_t threads = ShapedType::isDynamic(ranges[d])
                          ? remaining
                          : std::min(remaining, ranges[d]);
    if (threads <= 1)
      continue;
    numThreads[d] = rewriter.getIndexAttr(threads);
    remaining /= threads;
    dims.push_back(d);
  }
  // A reduction of one element is the block's merge alone.
  if (dims.empty())
    return SmallVector<Operation *>();
  llvm::sort(dims);
  scf::SCFTilingOptions tiling;
  tiling.setNumThreads(numThreads);
  tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  tiling.setMapping(
      linearMapping<gpu::GPUThreadMappingAttr>(&getContext(), dims.size()));
  tiling.setReductionTilingStrategy(
      ReductionTilingStrategy::PartialReductionOuterParallel);
  tiling.setReductionDims(dims);
  if (failed(tilePartialReduction(rewriter, op, tiling, cleanup)))
    return failure();
  return SmallVector<Operation *>();
}

/// Puts `root`, an op without parallel loops (a reduction to a scalar, an
/// operation on scalars), in a block loop of one iteration, with the ops
/// without parallel loops that only it reads (the reduction to a scalar a
/// mean divides, the fill of a reduction's initial value): one kernel of
/// one block. Scalars computed in the block other than its result are in
/// workgroup memory, where all of the block's threads see them.
FailureOr<scf::ForallOp> RelayGpuTilePass::wrapInBlock(RewriterBase &rewriter,
                                                       linalg::LinalgOp root) {
  if (!root.hasPureTensorSemantics() || root.getNumDpsInits() != 1 ||
      root->getNumResults() != 1)
    return failure();
  Operation *rootOp = root.getOperation();
  llvm::SetVector<Operation *> slice;
  slice.insert(rootOp);
  SmallVector<Operation *> worklist = {rootOp};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || slice.contains(def) || !isKernelOp(def) ||
          hasParallelLoop(def) || def->getBlock() != rootOp->getBlock() ||
          def->getNumResults() != 1 ||
          !llvm::all_of(def->getUsers(),
                        [&](Operation *user) { return slice.contains(user); }))
        continue;
      slice.insert(def);
      worklist.push_back(def);
    }
  }
  SmallVector<Operation *> ops = slice.takeVector();
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });

  // The block writes the root's result where the root's initial value
  // would be: the fill of a reduction's initial value writes it too.
  Operation *writer = rootOp;
  Value dest = root.getDpsInits()[0];
  if (Operation *def = dest.getDefiningOp();
      def && llvm::is_contained(ops, def)) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(def);
    if (!dps || dps.getNumDpsInits() != 1)
      return failure();
    writer = def;
    dest = dps.getDpsInits()[0];
  }

  Location loc = root.getLoc();
  rewriter.setInsertionPoint(rootOp);
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)},
      ValueRange{dest},
      rewriter.getArrayAttr(
          linearMapping<gpu::GPUBlockMappingAttr>(&getContext(), 1)));
  Value out = forall.getRegionIterArgs()[0];
  Operation *terminator = forall.getTerminator();
  for (Operation *op : ops)
    rewriter.moveOpBefore(op, terminator);
  rewriter.modifyOpInPlace(writer, [&] {
    cast<DestinationStyleOpInterface>(writer).getDpsInitsMutable()[0].set(out);
  });
  for (Operation *op : ops) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    if (op == writer || !dps)
      continue;
    for (OpOperand &init : dps.getDpsInitsMutable())
      if (failed(useSharedTile(rewriter, init)))
        return op->emitError("relay-gpu-tile: a scalar of the block of '")
               << rootOp->getName() << "' has no static shape";
  }

  Value result = rootOp->getResult(0);
  rewriter.setInsertionPointToStart(
      &forall.getTerminator().getRegion().front());
  tensor::ParallelInsertSliceOp::create(
      rewriter, loc, result, out, ArrayRef<OpFoldResult>{},
      ArrayRef<OpFoldResult>{}, ArrayRef<OpFoldResult>{});
  rewriter.replaceUsesWithIf(result, forall.getResult(0), [&](OpOperand &use) {
    return !forall->isProperAncestor(use.getOwner());
  });
  return forall;
}

LogicalResult
RelayGpuTilePass::tileIntoThreads(RewriterBase &rewriter, TilingInterface op,
                                  const FrozenRewritePatternSet &cleanup) {
  if (failed(getExtents(rewriter, op)))
    return failure();
  // One element of every parallel loop per thread.
  SmallVector<int64_t> sizes;
  for (utils::IteratorType type : op.getLoopIteratorTypes())
    sizes.push_back(type == utils::IteratorType::parallel ? 1 : 0);
  unsigned loops = llvm::count(sizes, 1);
  return tileAndFuse(rewriter, op,
                     getForallTiling(&getContext(), sizes,
                                     linearMapping<gpu::GPUThreadMappingAttr>(
                                         &getContext(), loops)),
                     cleanup);
}

LogicalResult
RelayGpuTilePass::tileIntoBlocks(RewriterBase &rewriter, TilingInterface op,
                                 const FrozenRewritePatternSet &cleanup) {
  FailureOr<SmallVector<int64_t>> extents = getExtents(rewriter, op);
  if (failed(extents))
    return failure();
  SmallVector<utils::IteratorType> iterators = op.getLoopIteratorTypes();
  if (!llvm::is_contained(iterators, utils::IteratorType::parallel)) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation());
    FailureOr<scf::ForallOp> block = linalgOp
                                         ? wrapInBlock(rewriter, linalgOp)
                                         : FailureOr<scf::ForallOp>(failure());
    if (failed(block))
      return op->emitError("relay-gpu-tile: '")
             << op->getName()
             << "' has no parallel loop to map to GPU blocks and threads "
                "and is not an op with one result (a reduction to one scalar)";
    return tileBlock(rewriter, *block, cleanup);
  }
  // Innermost parallel loops whole while the tile has at most blockElements
  // elements, a divisor of the next one (tiles of static shape), 1 outside;
  // a dynamic extent is tiled by what is left of blockElements, its last
  // tile partial.
  // A block reading a contraction takes a square-ish tile instead (at most
  // sqrt(block-elements) along each loop first), so that both of its input
  // tiles in shared memory are read by many threads; what is left of the
  // block then goes to the innermost loops again.
  SmallVector<int64_t> sizes(iterators.size(), 0);
  int64_t remaining = std::max<int64_t>(blockElements, 1);
  bool square = sharedMemory && readsContraction(op);
  // A reduction the block's threads share: rows enough for about
  // block-elements elements reduced per block.
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation());
      sharedMemory && linalgOp && isCooperativeReduction(linalgOp))
    if (std::optional<std::pair<unsigned, int64_t>> reduction =
            getOuterReduction(linalgOp);
        reduction && isShared(reduction->second))
      remaining = ShapedType::isDynamic(reduction->second)
                      ? 1
                      : std::max<int64_t>(1, remaining / reduction->second);
  int64_t side = 1;
  while (side * side * 4 <= remaining)
    side *= 2;
  unsigned loops = 0;
  for (int64_t d = iterators.size() - 1; d >= 0; --d) {
    if (iterators[d] != utils::IteratorType::parallel)
      continue;
    sizes[d] = getTileSize((*extents)[d],
                           square ? std::min(remaining, side) : remaining);
    remaining /= sizes[d];
    ++loops;
  }
  for (int64_t d = iterators.size() - 1; square && d >= 0; --d) {
    if (iterators[d] != utils::IteratorType::parallel)
      continue;
    int64_t grown = getTileSize((*extents)[d], sizes[d] * remaining);
    remaining = remaining * sizes[d] / grown;
    sizes[d] = grown;
  }
  FailureOr<scf::SCFTileAndFuseResult> blocks =
      tileAndFuse(rewriter, op,
                  getForallTiling(&getContext(), sizes,
                                  linearMapping<gpu::GPUBlockMappingAttr>(
                                      &getContext(), loops)),
                  cleanup);
  if (failed(blocks))
    return failure();
  if (blocks->loops.empty())
    return op->emitError("relay-gpu-tile: tiling '")
           << op->getName() << "' made no loop";
  return tileBlock(rewriter,
                   cast<scf::ForallOp>(blocks->loops.front().getOperation()),
                   cleanup);
}

/// Tiles the ops of the block loop `forall` into thread loops: the block's
/// contractions staged in shared memory, its reductions shared by its
/// threads, the root's tile and the producers left in the block.
LogicalResult
RelayGpuTilePass::tileBlock(RewriterBase &rewriter, scf::ForallOp forall,
                            const FrozenRewritePatternSet &cleanup) {
  // Contractions in the block: a loop over their reduction tiles with the
  // input tiles in shared memory.
  SmallVector<Operation *> staged;
  if (sharedMemory) {
    SmallVector<linalg::LinalgOp> contractions;
    for (Operation &inner : forall.getBody()->without_terminator())
      if (isContraction(&inner))
        contractions.push_back(cast<linalg::LinalgOp>(&inner));
    for (linalg::LinalgOp contraction : contractions) {
      FailureOr<SmallVector<Operation *>> ops =
          stageInSharedMemory(rewriter, contraction);
      if (failed(ops))
        return failure();
      llvm::append_range(staged, *ops);
    }
  }

  // Reductions in the block, producers first: the threads share each
  // one's reduction loop, the next one reads its merged result; a
  // reduction to a scalar (the block of wrapInBlock) all of its loops.
  if (sharedMemory) {
    SmallVector<linalg::LinalgOp> reductions;
    for (Operation &inner : forall.getBody()->without_terminator())
      if ((isCooperativeReduction(&inner) || isScalarReduction(&inner)) &&
          !unfusable.contains(&inner))
        reductions.push_back(cast<linalg::LinalgOp>(&inner));
    for (linalg::LinalgOp reduction : reductions) {
      FailureOr<SmallVector<Operation *>> ops =
          isScalarReduction(reduction)
              ? reduceToScalar(rewriter, reduction, cleanup)
              : reduceCooperatively(rewriter, reduction, cleanup);
      if (failed(ops))
        return failure();
      llvm::append_range(staged, *ops);
    }
  }

  // The tiles of the root (what the block loop inserts into its result)
  // first, then the staged contractions and their copies into shared
  // memory, then whatever producer is left in the block, last first.
  SmallVector<Operation *> roots;
  for (Operation &yield : forall.getTerminator().getYieldingOps())
    if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(yield))
      if (Operation *def = insert.getSource().getDefiningOp())
        if (isKernelOp(def) && hasParallelLoop(def) &&
            def->getParentOp() == forall && !unfusable.contains(def))
          roots.push_back(def);
  for (Operation *op : staged)
    if (hasParallelLoop(op))
      roots.push_back(op);
  for (Operation *root : roots)
    if (failed(tileIntoThreads(rewriter, cast<TilingInterface>(root), cleanup)))
      return failure();
  unfusable.clear();
  auto func = forall->getParentOfType<func::FuncOp>();
  eraseDeadOps(rewriter, func);
  // What is left without parallel loops (the merge of a reduction to a
  // scalar, a scalar's initial value or an operation on scalars) stays in
  // the block, for -relay-gpu-map-forall to give to the block's threads.
  while (true) {
    Operation *last = nullptr;
    for (Operation &inner : forall.getBody()->without_terminator())
      if (isKernelOp(&inner) && hasParallelLoop(&inner))
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
  if (blockElements < 1 || reductionTile < 1) {
    func.emitError("relay-gpu-tile: block-elements and reduction-tile must "
                   "be positive (got ")
        << blockElements << " and " << reductionTile << ")";
    return signalPassFailure();
  }

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
  fuseIntoDynamicReductions(rewriter, func);
  eraseDeadOps(rewriter, func);
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
