//===- LinalgToLoops.cpp - Affine loops when static, scf otherwise --------===//
//
// Also the strided `memref.copy`s of bufferisation (the interior of a
// padded tensor, a tile of a transpose): the LLVM lowering calls the
// runtime's generic `memrefCopy` for them, which copies element by element
// through a memcpy call each. As loops they are plain loads and stores that
// LLVM vectorises.
//
// Fills and copies of static shape whose rows are contiguous (the fill and
// the interior copy of a padded tensor, a strided copy) are written as
// vector stores of whole rows here rather than left to LLVM: a byte loop
// stays a byte loop when LLVM cannot see the alignment or the aliasing of
// the memrefs' pointers (the zero-point pad of a quantized convolution took
// a fifth of its time as one-byte stores).
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYLINALGTOLOOPSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Whether the LLVM lowering copies `copy` with one memcpy (rather than a
/// call of the runtime's element-wise `memrefCopy`).
bool isMemcpy(memref::CopyOp copy) {
  auto isContiguous = [](Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return memref && (memref.getLayout().isIdentity() ||
                      memref::isStaticShapeAndContiguousRowMajor(memref));
  };
  return isContiguous(copy.getSource().getType()) &&
         isContiguous(copy.getTarget().getType());
}

/// A fill or copy of static shape whose operands' rows are contiguous.
struct RowMove {
  /// The value every element is set to (a fill), else null.
  Value fillValue;
  /// The memref copied from (a copy), else null.
  Value source;
  Value target;
};

/// Whether the innermost dimension of `type` has unit stride (a row is
/// contiguous), with a static shape and an element of whole bytes.
static bool hasContiguousRows(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || memref.getRank() == 0)
    return false;
  Type element = memref.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
    return false;
  if (memref.getLayout().isIdentity())
    return true;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(memref.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

/// `op` as a fill or a copy: linalg.fill, linalg.copy, or a linalg.generic
/// of parallel loops and identity maps whose body yields a value from
/// outside it (what bufferisation makes of tensor.pad's padding) or its one
/// input unchanged.
static std::optional<RowMove> matchRowMove(linalg::LinalgOp op) {
  // (A fill's value is a scalar operand.)
  if (op.getNumDpsInits() != 1 || op.getNumDpsInputs() > 1 ||
      !llvm::all_of(op->getOperandTypes(), [](Type type) {
        return type.isIntOrIndexOrFloat() || hasContiguousRows(type);
      }))
    return std::nullopt;
  Value target = op.getDpsInitOperand(0)->get();
  if (auto fill = dyn_cast<linalg::FillOp>(op.getOperation()))
    return RowMove{fill.getInputs().front(), Value(), target};
  if (auto copy = dyn_cast<linalg::CopyOp>(op.getOperation()))
    return RowMove{Value(), copy.getInputs().front(), target};
  if (op.getNumParallelLoops() != op.getNumLoops() ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Block *body = op.getBlock();
  // Anything else in the body (the pad's unused linalg.index) must have no
  // effect.
  for (Operation &bodyOp : body->without_terminator())
    if (!isPure(&bodyOp) || !bodyOp.use_empty())
      return std::nullopt;
  Value yielded = body->getTerminator()->getOperand(0);
  Type element = getElementTypeOrSelf(target.getType());
  if (yielded.getParentBlock() != body && yielded.getType() == element)
    return RowMove{yielded, Value(), target};
  if (op.getNumDpsInputs() == 1) {
    OpOperand *input = op.getDpsInputOperand(0);
    if (yielded == op.getMatchingBlockArgument(input) &&
        getElementTypeOrSelf(input->get().getType()) == element)
      return RowMove{Value(), input->get(), target};
  }
  return std::nullopt;
}

/// `value` with all its dimensions collapsed into one, when its layout is
/// the identity (a whole buffer is one row).
static Value collapseIfIdentity(OpBuilder &b, Location loc, Value value) {
  auto type = cast<MemRefType>(value.getType());
  if (!type.getLayout().isIdentity() || type.getRank() == 1)
    return value;
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return memref::CollapseShapeOp::create(b, loc, value,
                                         ArrayRef<ReassociationIndices>{all});
}

/// Writes `move` as loops over all dimensions but the innermost, and rows
/// of vector loads and stores of at most 64 bytes each (one AVX-512
/// register; wider vectors LLVM splits).
static void buildRowMove(OpBuilder &b, Location loc, RowMove move) {
  // A fill of a whole buffer, or a copy between two whole buffers, is one
  // long row.
  bool identity = llvm::all_of(
      ValueRange{move.source ? move.source : move.target, move.target},
      [](Value value) {
        return cast<MemRefType>(value.getType()).getLayout().isIdentity();
      });
  if (identity) {
    move.target = collapseIfIdentity(b, loc, move.target);
    if (move.source)
      move.source = collapseIfIdentity(b, loc, move.source);
  }
  auto type = cast<MemRefType>(move.target.getType());
  Type element = type.getElementType();
  int64_t rank = type.getRank();
  int64_t width = type.getShape().back();
  int64_t chunk = std::max<int64_t>(1, 512 / element.getIntOrFloatBitWidth());

  auto buildRow = [&](OpBuilder &rb, ValueRange outer) {
    auto store = [&](OpBuilder &sb, Value column, int64_t size) {
      auto vectorType = VectorType::get({size}, element);
      SmallVector<Value> indices(outer);
      indices.push_back(column);
      Value value;
      if (move.source) {
        value =
            vector::LoadOp::create(sb, loc, vectorType, move.source, indices);
      } else {
        value =
            vector::BroadcastOp::create(sb, loc, vectorType, move.fillValue);
      }
      vector::StoreOp::create(sb, loc, value, move.target, indices);
    };
    // Up to four registers as one vector; longer rows as a loop of
    // registers and the rest.
    if (width <= 4 * chunk) {
      store(rb, arith::ConstantIndexOp::create(rb, loc, 0), width);
      return;
    }
    int64_t whole = width / chunk * chunk;
    auto loop = affine::AffineForOp::create(rb, loc, 0, whole, chunk);
    {
      OpBuilder::InsertionGuard guard(rb);
      rb.setInsertionPointToStart(loop.getBody());
      store(rb, loop.getInductionVar(), chunk);
    }
    if (width != whole)
      store(rb, arith::ConstantIndexOp::create(rb, loc, whole), width - whole);
  };
  SmallVector<int64_t> lbs(rank - 1, 0), steps(rank - 1, 1);
  affine::buildAffineLoopNest(
      b, loc, lbs, type.getShape().drop_back(), steps,
      [&](OpBuilder &nb, Location, ValueRange ivs) { buildRow(nb, ivs); });
}

struct RelayLinalgToLoopsPass
    : public relay::impl::RelayLinalgToLoopsPassBase<RelayLinalgToLoopsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Strided copies of ranked memrefs become linalg.copy, lowered below.
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      if (isa<MemRefType>(copy.getSource().getType()) &&
          isa<MemRefType>(copy.getTarget().getType()) && !isMemcpy(copy))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }

    SmallVector<linalg::LinalgOp> linalgOps;
    getOperation().walk([&](linalg::LinalgOp op) { linalgOps.push_back(op); });

    for (linalg::LinalgOp op : linalgOps) {
      if (!op.hasPureBufferSemantics()) {
        op.emitOpError("is still on tensors; bufferise before lowering to "
                       "loops");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      if (std::optional<RowMove> move = matchRowMove(op)) {
        buildRowMove(rewriter, op.getLoc(), *move);
        rewriter.eraseOp(op);
        continue;
      }
      FailureOr<linalg::LinalgLoops> loops =
          op.hasDynamicShape() ? linalg::linalgOpToLoops(rewriter, op)
                               : linalg::linalgOpToAffineLoops(rewriter, op);
      if (failed(loops)) {
        op.emitOpError("could not be lowered to loops");
        return signalPassFailure();
      }
      rewriter.eraseOp(op);
    }

    // The index arithmetic of the loop bodies: as upstream's linalg-to-loops
    // passes, fold the affine.apply chains and the dims of known extents.
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    memref::DimOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
