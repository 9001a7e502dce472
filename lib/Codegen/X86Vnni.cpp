//===- X86Vnni.cpp - 8-bit matrix products on VNNI dot products -----------===//
//
// Integer matrix products and convolutions of 8-bit operands (uint8 x int8
// -> int32, what -relay-qnn-legalize's fast-int8 rule and
// -relay-qnn-canonicalize make of qnn.dense, qnn.batch_matmul and
// qnn.conv2d) on x86's VNNI instruction `vpdpbusd`: it
// multiplies 4 adjacent unsigned bytes of one operand with 4 signed bytes of
// the other and adds the 4 products to a 32-bit lane, 16 lanes (AVX-512
// VNNI) or 8 (AVX-VNNI) at a time, 4x the multiply-adds per instruction of
// 32-bit `vpmulld`/`vpaddd` and without widening the operands.
//
// The reduction must then run over groups of 4 adjacent k, packed with
// `linalg.pack` (zero-padded, so any extent works) so that the 4 bytes one
// lane sums are contiguous: a matrix product's second operand into the VNNI
// layout [N/L][K/4][L][4] (L lanes), whose L lanes of one k-group are
// contiguous too, while the first operand's rows, whose 4 bytes of a
// k-group are already adjacent, are broadcast as 32-bit words. A
// convolution's lanes are output channels, as in TVM's and oneDNN's int8
// convolutions: its weight is packed into [F/L][C/4][KH][KW][L][4] (the
// L x 4 bytes of L output channels at one tap, one vector) and its data
// (NCHW) into [N][C/4][H][W][4], whose 4 channel bytes of a pixel are
// broadcast as one word; no lane is wasted on a width that L does not
// divide, and any stride or dilation works, as each pixel is one broadcast.
// Each op becomes a loop nest of register tiles: R rows (m, or output
// columns) x T lane-vectors (n, or output channels) of the result in
// registers across the reduction, each step one broadcast per row, one load
// per vector and R x T dot products. The convolution's NCHW result is
// written per channel, R columns at a time, from a shuffle of the tile. LLVM 22
// does not form `vpdpbusd` from the equivalent extend/multiply/add/shuffle IR
// (its combine only handles a horizontal reduction to a scalar), and MLIR 22's
// x86vector dialect only has the signed x signed AVX-VNNI-INT8 `vpdpbssd`
// (x86vector.avx.dot.i8). The dot products are therefore written as what they
// compute, in 1-D vector arithmetic (buildDotProduct), and
// -relay-x86-vnni-intrinsics selects the instruction for them after
// bufferization, as an LLVM intrinsic called with the llvm dialect's
// `llvm.call_intrinsic` (which bufferization's deallocation could not see
// through: it has unknown memory effects).
//
// What follows the product in its primitive function (the requantization
// to 8 bits) is computed on the accumulators in registers, as
// -relay-vectorize-tiles does for floating-point epilogues: the int32
// result would otherwise be stored, read back and requantized by scalar
// loops (a third of the 3x3 convolution of bench/ in a profile).
//
//===----------------------------------------------------------------------===//

#include "TileUtils.h"

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYX86VNNIPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// An i8 tensor that a matrix product reads extended to i32.
struct ByteOperand {
  Value bytes;
  bool isUnsigned;
};

/// The i8 tensor `value` extends: the input of an element-wise generic whose
/// body only zero- or sign-extends it to i32 (the casts of Relay's
/// `nn.dense` with `out_dtype = int32` after linalg's element-wise fusion).
std::optional<ByteOperand> getByteOperand(Value value) {
  auto generic = value.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Block *body = generic.getBody();
  if (body->getOperations().size() != 2)
    return std::nullopt;
  Operation *ext = &body->front();
  if (ext->getNumOperands() != 1 ||
      ext->getOperand(0) != body->getArgument(0) ||
      body->getTerminator()->getOperand(0) != ext->getResult(0) ||
      !ext->getResult(0).getType().isInteger(32))
    return std::nullopt;
  Value input = generic.getDpsInputOperand(0)->get();
  if (!getElementTypeOrSelf(input.getType()).isInteger(8))
    return std::nullopt;
  if (isa<arith::ExtUIOp>(ext))
    return ByteOperand{input, true};
  if (isa<arith::ExtSIOp>(ext))
    return ByteOperand{input, false};
  return std::nullopt;
}

/// The byte tensors of the two inputs of `op`, one zero-extended and the
/// other sign-extended: vpdpbusd multiplies unsigned by signed bytes.
std::optional<std::pair<ByteOperand, ByteOperand>>
getMixedByteOperands(linalg::LinalgOp op) {
  std::optional<ByteOperand> first =
      getByteOperand(op.getDpsInputOperand(0)->get());
  std::optional<ByteOperand> second =
      getByteOperand(op.getDpsInputOperand(1)->get());
  if (!first || !second || first->isUnsigned == second->isUnsigned)
    return std::nullopt;
  return std::pair(*first, *second);
}

/// The scalar that the destination of `op` is filled with: the
/// accumulators start from it in registers, so the loops only ever write
/// the result (a read of the destination inside them would make
/// bufferization copy it).
Value getFillValue(linalg::LinalgOp op) {
  auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  if (!fill)
    return Value();
  return fill.getInputs().front();
}

/// The element-wise consumer of `op`'s result that its register tiles can
/// compute on the accumulators before storing them (the requantization of
/// qnn.dense and qnn.conv2d: subtract the zero-point terms, fixed-point
/// multiply, add the output zero point, clip, cast), so that the int32
/// result is never stored and read back: a linalg.generic, the only user
/// of the result, over the same index space (identity maps for the result
/// and its own output, whose value it does not read), whose other inputs
/// are indexed by loops and constants (each input is read along the lanes,
/// the loop `laneDim`, where it depends on it, else broadcast), and whose
/// body is element-wise arithmetic. Where lanes may lie past the end of
/// the result (`lanesInBounds` false), they compute on padding and are not
/// stored; an epilogue that could trap there (an integer division) is not
/// taken.
linalg::GenericOp matchEpilogue(linalg::LinalgOp op, unsigned laneDim,
                                bool lanesInBounds) {
  Value product = op->getResult(0);
  if (!product.hasOneUse())
    return {};
  auto generic = dyn_cast<linalg::GenericOp>(*product.user_begin());
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      laneDim >= generic.getNumLoops())
    return {};
  OpOperand *init = generic.getDpsInitOperand(0);
  if (!generic.getMatchingIndexingMap(init).isIdentity() ||
      generic.payloadUsesValueFromOperand(init))
    return {};
  for (OpOperand *input : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (input->get() == product) {
      if (!map.isIdentity())
        return {};
      continue;
    }
    if (!isa<RankedTensorType>(input->get().getType()))
      return {};
    if (!llvm::all_of(map.getResults(), [](AffineExpr index) {
          return isa<AffineDimExpr, AffineConstantExpr>(index);
        }))
      return {};
  }
  for (Operation &bodyOp : generic.getBody()->without_terminator()) {
    if (!OpTrait::hasElementwiseMappableTraits(&bodyOp) ||
        bodyOp.getNumRegions() != 0 ||
        !llvm::all_of(bodyOp.getResultTypes(),
                      [](Type type) { return type.isIntOrIndexOrFloat(); }))
      return {};
    if (!lanesInBounds &&
        isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
            arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(
            bodyOp))
      return {};
  }
  return generic;
}

/// The element-wise `epilogue` of a product computed on `acc`, the vector
/// of the product at `indices` (the first lane's; the lanes run along the
/// loop `laneDim`, reading padding past the end unless `inBounds`).
Value applyEpilogue(OpBuilder &b, Location loc, linalg::GenericOp epilogue,
                    Value product, Value acc, ValueRange indices,
                    unsigned laneDim, bool inBounds) {
  auto vectorOf = [&](Type type) {
    return VectorType::get(cast<VectorType>(acc.getType()).getShape(), type);
  };
  IRMapping mapping;
  Block *body = epilogue.getBody();
  AffineExpr lane = getAffineDimExpr(laneDim, b.getContext());
  for (OpOperand *input : epilogue.getDpsInputOperands()) {
    BlockArgument arg = body->getArgument(input->getOperandNumber());
    if (input->get() == product) {
      mapping.map(arg, acc);
      continue;
    }
    AffineMap map = epilogue.getMatchingIndexingMap(input);
    SmallVector<Value> at;
    std::optional<unsigned> lanePosition;
    for (auto [position, index] : llvm::enumerate(map.getResults())) {
      if (index == lane && !lanePosition)
        lanePosition = position;
      if (auto dim = dyn_cast<AffineDimExpr>(index))
        at.push_back(indices[dim.getPosition()]);
      else
        at.push_back(arith::ConstantIndexOp::create(
            b, loc, cast<AffineConstantExpr>(index).getValue()));
    }
    Type type = arg.getType();
    if (lanePosition) {
      // Along the dimension that the lane loop indexes (a per-channel term
      // of a convolution whose lanes are output channels is read along its
      // first dimension).
      Value padding =
          arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
      AffineMap read = AffineMap::get(map.getNumResults(), 0,
                                      b.getAffineDimExpr(*lanePosition));
      mapping.map(arg, vector::TransferReadOp::create(
                           b, loc, vectorOf(type), input->get(), at, padding,
                           read, ArrayRef<bool>{inBounds}));
    } else {
      Value scalar = tensor::ExtractOp::create(b, loc, input->get(), at);
      mapping.map(arg,
                  vector::BroadcastOp::create(b, loc, vectorOf(type), scalar));
    }
  }
  for (Operation &bodyOp : body->without_terminator()) {
    SmallVector<Value> operands;
    for (Value operand : bodyOp.getOperands()) {
      // Values from outside the body (constants) are the same in every lane.
      if (!mapping.contains(operand))
        mapping.map(operand, vector::BroadcastOp::create(
                                 b, loc, vectorOf(operand.getType()), operand));
      operands.push_back(mapping.lookup(operand));
    }
    OperationState state(loc, bodyOp.getName());
    state.addOperands(operands);
    state.addAttributes(bodyOp.getAttrs());
    for (Type type : bodyOp.getResultTypes())
      state.addTypes(vectorOf(type));
    Operation *vectorOp = b.create(state);
    mapping.map(bodyOp.getResults(), vectorOp->getResults());
  }
  return mapping.lookup(body->getTerminator()->getOperand(0));
}

/// A matrix product C[b?, m, n] += A[b?, m, k] * B[b?, n, k] (or B[b?, k, n])
/// of extended bytes, one operand unsigned and the other signed, with static
/// shapes.
struct ByteContraction {
  linalg::LinalgOp op;
  ByteOperand lhs, rhs;
  bool batched;
  /// B is indexed (n, k), as `nn.dense`'s weight, rather than (k, n).
  bool rhsTransposed;
  int64_t batch, m, n, k;
  /// The scalar the result starts from (its destination is a linalg.fill).
  Value start;
};

std::optional<ByteContraction> matchByteContraction(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op) ||
      op.hasDynamicShape() || llvm::is_contained(op.getStaticLoopRanges(), 0))
    return std::nullopt;
  if (!getElementTypeOrSelf(op.getDpsInitOperand(0)->get().getType())
           .isInteger(32))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->batch.size() > 1 || dims->m.size() != 1 ||
      dims->n.size() != 1 || dims->k.size() != 1)
    return std::nullopt;

  ByteContraction contraction;
  contraction.op = op;
  contraction.batched = !dims->batch.empty();
  MLIRContext *ctx = op.getContext();
  auto d = [&](unsigned loop) { return getAffineDimExpr(loop, ctx); };
  auto map = [&](AffineExpr a, AffineExpr b) {
    SmallVector<AffineExpr> results;
    if (contraction.batched)
      results.push_back(d(dims->batch.front()));
    results.append({a, b});
    return AffineMap::get(op.getNumLoops(), 0, results, ctx);
  };
  AffineExpr m = d(dims->m.front()), n = d(dims->n.front()),
             k = d(dims->k.front());
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[0] != map(m, k) || maps[2] != map(m, n))
    return std::nullopt;
  if (maps[1] == map(n, k))
    contraction.rhsTransposed = true;
  else if (maps[1] == map(k, n))
    contraction.rhsTransposed = false;
  else
    return std::nullopt;

  std::optional<std::pair<ByteOperand, ByteOperand>> operands =
      getMixedByteOperands(op);
  if (!operands)
    return std::nullopt;
  std::tie(contraction.lhs, contraction.rhs) = *operands;
  contraction.start = getFillValue(op);
  if (!contraction.start)
    return std::nullopt;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  contraction.batch =
      contraction.batched ? extents[dims->batch.front()] : int64_t(1);
  contraction.m = extents[dims->m.front()];
  contraction.n = extents[dims->n.front()];
  contraction.k = extents[dims->k.front()];
  return contraction;
}

/// A convolution (linalg.conv_2d_nchw_fchw) of extended bytes, one operand
/// unsigned and the other signed, with static shapes.
struct ByteConvolution {
  linalg::Conv2DNchwFchwOp op;
  ByteOperand image, filter;
  int64_t strideH, strideW, dilationH, dilationW;
  Value start;
};

std::optional<ByteConvolution>
matchByteConvolution(linalg::Conv2DNchwFchwOp op) {
  if (!op.hasPureTensorSemantics() || op.hasDynamicShape() ||
      !getElementTypeOrSelf(op.getDpsInitOperand(0)->get().getType())
           .isInteger(32))
    return std::nullopt;
  // An empty convolution has nothing to tile (and no run of columns).
  if (llvm::is_contained(op.getStaticLoopRanges(), 0))
    return std::nullopt;
  SmallVector<int64_t> strides(op.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(op.getDilations().getValues<int64_t>());
  std::optional<std::pair<ByteOperand, ByteOperand>> operands =
      getMixedByteOperands(op);
  if (!operands)
    return std::nullopt;
  Value start = getFillValue(op);
  if (!start)
    return std::nullopt;
  return ByteConvolution{
      op,         operands->first, operands->second, strides[0],
      strides[1], dilations[0],    dilations[1],     start};
}

/// How to build one register tile of dot products: R rows x T vectors of L
/// lanes, the reduction loops around the dot products, and the reads of
/// the operands and the result at given reduction indices.
struct DotTile {
  int64_t rows, vectors;
  /// The reduction as loops, then as dimensions unrolled inside them (the
  /// window of a convolution: a loop of 3 iterations costs a compare and
  /// a branch for every 16 dot products).
  SmallVector<int64_t> reductionExtents, unrolledExtents;
  /// The 4 bytes of row `r` (vector<4xi8>) that each lane multiplies, at
  /// the reduction indices `steps` (the loops' then the unrolled ones).
  std::function<Value(OpBuilder &, int64_t r, ValueRange steps)> readRow;
  /// The L x 4 bytes of vector `t` (vector<4Lxi8>, 1-D: the vector code
  /// stays 1-D, as -relay-vectorize-tiles, which runs later, unrolls n-D
  /// vectors).
  std::function<Value(OpBuilder &, int64_t t, ValueRange steps)> readVector;
  /// The indices of the first lane of accumulator (r, t) in the result.
  std::function<SmallVector<Value>(OpBuilder &, int64_t r, int64_t t)>
      resultIndices;
  /// Writes the R x T final values (row-major) into the result; by default
  /// each is written along the result's last dimension at resultIndices.
  std::function<Value(OpBuilder &, ArrayRef<Value> values, Value result)> store;
  /// Whether every lane of the result is inside it.
  bool inBounds;
  /// The element-wise consumer computed on the accumulators, if any, the
  /// product it reads, and the loop along which the lanes run.
  linalg::GenericOp epilogue;
  Value product;
  unsigned laneDim;
  /// Whether the rows hold the unsigned bytes (else the vectors do).
  bool rowsUnsigned;
};

/// acc[i] + sum_j zext(u[4i + j]) * sext(s[4i + j]) for j < 4: what one
/// `vpdpbusd` computes, written with 1-D vector arithmetic (the 4 products
/// of a lane gathered by stride-4 shuffles) so that it keeps its meaning,
/// and its form, through the target-independent passes up to
/// -relay-x86-vnni-intrinsics, which selects the instruction for it.
static Value buildDotProduct(OpBuilder &b, Location loc, Value acc, Value u,
                             Value s) {
  auto accType = cast<VectorType>(acc.getType());
  int64_t lanes = accType.getNumElements();
  auto wide = VectorType::get({lanes * 4}, accType.getElementType());
  Value products =
      arith::MulIOp::create(b, loc, arith::ExtUIOp::create(b, loc, wide, u),
                            arith::ExtSIOp::create(b, loc, wide, s));
  SmallVector<Value> parts;
  for (int64_t j = 0; j < 4; ++j) {
    SmallVector<int64_t> mask;
    for (int64_t i = 0; i < lanes; ++i)
      mask.push_back(4 * i + j);
    parts.push_back(
        vector::ShuffleOp::create(b, loc, products, products, mask));
  }
  Value sum = arith::AddIOp::create(
      b, loc, arith::AddIOp::create(b, loc, parts[0], parts[1]),
      arith::AddIOp::create(b, loc, parts[2], parts[3]));
  return arith::AddIOp::create(b, loc, acc, sum);
}

/// The tensor the register tiles write into: not the product's filled
/// destination but an empty one, since the tiles start from the fill value
/// in registers and write every element (a fill would be a pass over the
/// whole int32 result for nothing); with an epilogue, the epilogue's
/// result.
static Value getUnfilledResult(OpBuilder &b, const DotTile &tile) {
  Value like = tile.epilogue ? tile.epilogue->getResult(0) : tile.product;
  auto type = cast<RankedTensorType>(like.getType());
  return tensor::EmptyOp::create(b, like.getLoc(), type.getShape(),
                                 type.getElementType());
}

/// Replaces the product `op` (and its epilogue) with the tiles' `result`.
static void replaceResult(RewriterBase &rewriter, linalg::LinalgOp op,
                          const DotTile &tile, Value result) {
  if (!tile.epilogue) {
    rewriter.replaceOp(op, result);
    return;
  }
  rewriter.replaceOp(tile.epilogue, result);
  rewriter.eraseOp(op);
}

struct RelayX86VnniPass
    : public relay::impl::RelayX86VnniPassBase<RelayX86VnniPass> {
  using RelayX86VnniPassBase::RelayX86VnniPassBase;

  void runOnOperation() override;

private:
  /// Lanes of one dot product.
  int64_t lanes = 16;

  /// Builds one register tile: the accumulators start from `start` (so
  /// that tiles that overlap compute the same values), accumulate across
  /// the reduction loops and are written into `result`, which is returned.
  Value buildDotTile(OpBuilder &b, Location loc, const DotTile &tile,
                     Value start, Value result);
  /// `source` packed along `innerDimsPos` by `innerTiles` (zero-padded),
  /// its outer dimensions permuted by `outerDimsPerm`.
  Value pack(RewriterBase &rewriter, Location loc, Value source,
             ArrayRef<int64_t> innerDimsPos, ArrayRef<int64_t> innerTiles,
             ArrayRef<int64_t> outerDimsPerm);

  /// The NCHW i8 `image` as [N][C/4][H][W x 4] (zero-padded along C): the
  /// 4 channel bytes of each pixel adjacent.
  Value packImage(RewriterBase &rewriter, Location loc, Value image);

  void rewrite(RewriterBase &rewriter, const ByteContraction &contraction);
  void rewrite(RewriterBase &rewriter, const ByteConvolution &convolution);
};

Value RelayX86VnniPass::buildDotTile(OpBuilder &b, Location loc,
                                     const DotTile &tile, Value start,
                                     Value result) {
  Type i32 = b.getI32Type();
  auto accType = VectorType::get({lanes}, i32);
  auto bytesType = VectorType::get({lanes * 4}, b.getI8Type());
  Value splat = vector::BroadcastOp::create(b, loc, accType, start);
  SmallVector<Value> accumulators(tile.rows * tile.vectors, splat);

  SmallVector<Value> lbs, ubs, steps;
  for (int64_t extent : tile.reductionExtents) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, extent));
    steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
  }
  SmallVector<int64_t> unrolledStrides = computeStrides(tile.unrolledExtents);
  int64_t unrolledCount = 1;
  for (int64_t extent : tile.unrolledExtents)
    unrolledCount *= extent;
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, accumulators,
      [&](OpBuilder &nb, Location, ValueRange ivs,
          ValueRange accs) -> scf::ValueVector {
        scf::ValueVector current(accs.begin(), accs.end());
        for (int64_t u = 0; u < unrolledCount; ++u) {
          SmallVector<Value> at(ivs);
          for (int64_t position : delinearize(u, unrolledStrides))
            at.push_back(arith::ConstantIndexOp::create(nb, loc, position));
          SmallVector<Value> columns;
          for (int64_t t = 0; t < tile.vectors; ++t)
            columns.push_back(tile.readVector(nb, t, at));
          for (int64_t r = 0; r < tile.rows; ++r) {
            // The row's 4 bytes as one 32-bit word, broadcast to every lane.
            Value word = vector::BitCastOp::create(
                nb, loc, VectorType::get({1}, i32), tile.readRow(nb, r, at));
            Value scalar =
                vector::ExtractOp::create(nb, loc, word, ArrayRef<int64_t>{0});
            Value splat = vector::BroadcastOp::create(nb, loc, accType, scalar);
            Value row = vector::BitCastOp::create(nb, loc, bytesType, splat);
            for (int64_t t = 0; t < tile.vectors; ++t) {
              Value unsignedBytes = tile.rowsUnsigned ? row : columns[t];
              Value signedBytes = tile.rowsUnsigned ? columns[t] : row;
              Value &acc = current[r * tile.vectors + t];
              acc = buildDotProduct(nb, loc, acc, unsignedBytes, signedBytes);
            }
          }
        }
        return current;
      });
  SmallVector<Value> values;
  for (int64_t r = 0; r < tile.rows; ++r) {
    for (int64_t t = 0; t < tile.vectors; ++t) {
      Value value = nest.results[r * tile.vectors + t];
      if (tile.epilogue)
        value = applyEpilogue(b, loc, tile.epilogue, tile.product, value,
                              tile.resultIndices(b, r, t), tile.laneDim,
                              tile.inBounds);
      values.push_back(value);
    }
  }
  if (tile.store)
    return tile.store(b, values, result);
  for (int64_t r = 0; r < tile.rows; ++r)
    for (int64_t t = 0; t < tile.vectors; ++t)
      result = vector::TransferWriteOp::create(
                   b, loc, values[r * tile.vectors + t], result,
                   tile.resultIndices(b, r, t), ArrayRef<bool>{tile.inBounds})
                   .getResult();
  return result;
}

/// What linalg.pack makes of the i8 constant `source` (zero-padded): the
/// outer dimensions, ceil-divided by the tiles and permuted by
/// `outerDimsPerm`, then the tiles of the dimensions `innerDimsPos`.
static DenseElementsAttr packConstant(DenseElementsAttr source,
                                      ArrayRef<int64_t> innerDimsPos,
                                      ArrayRef<int64_t> innerTiles,
                                      ArrayRef<int64_t> outerDimsPerm) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  ArrayRef<int64_t> shape = sourceType.getShape();
  int64_t rank = shape.size();
  SmallVector<int64_t> tileOf(rank, 1);
  for (auto [dim, size] : llvm::zip_equal(innerDimsPos, innerTiles))
    tileOf[dim] = size;
  SmallVector<int64_t> outerOrder = llvm::to_vector(outerDimsPerm);
  if (outerOrder.empty())
    outerOrder = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  SmallVector<int64_t> packedShape;
  for (int64_t dim : outerOrder)
    packedShape.push_back(llvm::divideCeil(shape[dim], tileOf[dim]));
  llvm::append_range(packedShape, innerTiles);
  auto packedType =
      RankedTensorType::get(packedShape, sourceType.getElementType());

  SmallVector<int64_t> sourceStrides = computeStrides(shape);
  auto values = source.getValues<int8_t>();
  SmallVector<int8_t> packed(packedType.getNumElements(), 0);
  SmallVector<int64_t> index(packedShape.size(), 0);
  for (int64_t linear = 0, e = packed.size(); linear < e; ++linear) {
    // index = the packed position of `linear`; the source position of each
    // dimension is its outer index times its tile plus its inner index.
    int64_t rest = linear;
    for (int64_t i = packedShape.size() - 1; i >= 0; --i) {
      index[i] = rest % packedShape[i];
      rest /= packedShape[i];
    }
    SmallVector<int64_t> at(rank);
    for (auto [i, dim] : llvm::enumerate(outerOrder))
      at[dim] = index[i] * tileOf[dim];
    for (auto [i, dim] : llvm::enumerate(innerDimsPos))
      at[dim] += index[rank + i];
    bool inside = true;
    int64_t offset = 0;
    for (int64_t dim = 0; dim < rank; ++dim) {
      inside &= at[dim] < shape[dim];
      offset += at[dim] * sourceStrides[dim];
    }
    if (inside)
      packed[linear] = values[offset];
  }
  return DenseElementsAttr::get(packedType, ArrayRef<int8_t>(packed));
}

Value RelayX86VnniPass::pack(RewriterBase &rewriter, Location loc, Value source,
                             ArrayRef<int64_t> innerDimsPos,
                             ArrayRef<int64_t> innerTiles,
                             ArrayRef<int64_t> outerDimsPerm) {
  // A constant (a bound weight) is packed now, at compile time, as TVM's
  // FoldConstant folds the layout transforms of weights.
  DenseElementsAttr constant;
  if (matchPattern(source, m_Constant(&constant)) &&
      constant.getElementType().isInteger(8))
    return arith::ConstantOp::create(
        rewriter, loc,
        packConstant(constant, innerDimsPos, innerTiles, outerDimsPerm));

  SmallVector<OpFoldResult> tiles;
  for (int64_t size : innerTiles)
    tiles.push_back(rewriter.getIndexAttr(size));
  Value dest = linalg::PackOp::createDestinationTensor(
      rewriter, loc, source, tiles, innerDimsPos, outerDimsPerm);
  Type i8 = rewriter.getI8Type();
  Value zero = arith::ConstantOp::create(rewriter, loc, i8,
                                         rewriter.getIntegerAttr(i8, 0));
  auto packOp = linalg::PackOp::create(
      rewriter, loc, source, dest, innerDimsPos, tiles, zero, outerDimsPerm);
  // linalg.pack as a pad, an expand_shape and a transpose, which bufferize
  // and vectorise like any other. Which ops lowerPack makes depends on the
  // shape (a pack whose outer dimensions are all 1 becomes a pad and an
  // insert_slice, with no transpose), so the packed value is read back from
  // a temporary use of the pack that lowerPack updates.
  auto holder = UnrealizedConversionCastOp::create(
      rewriter, loc, packOp.getResult().getType(), packOp.getResult());
  Value packed = packOp.getResult();
  if (succeeded(linalg::lowerPack(rewriter, packOp)))
    packed = holder.getOperand(0);
  rewriter.eraseOp(holder);
  return packed;
}

/// Builds the loops of `ubs` and `steps` (all from 0) around `body`, which
/// takes the induction variables and the result and returns it updated.
static Value buildTileLoops(
    OpBuilder &b, Location loc, ArrayRef<int64_t> ubs, ArrayRef<int64_t> steps,
    Value init,
    function_ref<Value(OpBuilder &, ValueRange ivs, Value result)> body) {
  SmallVector<Value> lbValues, ubValues, stepValues;
  for (auto [ub, step] : llvm::zip_equal(ubs, steps)) {
    lbValues.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubValues.push_back(arith::ConstantIndexOp::create(b, loc, ub));
    stepValues.push_back(arith::ConstantIndexOp::create(b, loc, step));
  }
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbValues, ubValues, stepValues, ValueRange{init},
      [&](OpBuilder &nb, Location, ValueRange ivs, ValueRange args)
          -> scf::ValueVector { return {body(nb, ivs, args.front())}; });
  return nest.results.front();
}

/// `source` with its two innermost dimensions collapsed into one.
static Value collapseInnermost(OpBuilder &b, Location loc, Value source) {
  int64_t rank = cast<RankedTensorType>(source.getType()).getRank();
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t i = 0; i < rank - 2; ++i)
    reassociation.push_back({i});
  reassociation.push_back({rank - 2, rank - 1});
  return tensor::CollapseShapeOp::create(b, loc, source, reassociation);
}

static Value addIndex(OpBuilder &b, Location loc, Value x, int64_t y) {
  if (y == 0)
    return x;
  return arith::AddIOp::create(b, loc, x,
                               arith::ConstantIndexOp::create(b, loc, y));
}

static Value mulIndex(OpBuilder &b, Location loc, Value x, int64_t y) {
  if (y == 1)
    return x;
  return arith::MulIOp::create(b, loc, x,
                               arith::ConstantIndexOp::create(b, loc, y));
}

void RelayX86VnniPass::rewrite(RewriterBase &rewriter,
                               const ByteContraction &contraction) {
  linalg::LinalgOp op = contraction.op;
  Location loc = op.getLoc();
  // The lanes run along n, the result's last dimension.
  unsigned laneDim = contraction.batched ? 2 : 1;
  linalg::GenericOp epilogue;
  if (contraction.n % lanes == 0)
    epilogue = matchEpilogue(op, laneDim, /*lanesInBounds=*/true);
  // After the epilogue's other operands, where there is one.
  rewriter.setInsertionPoint(epilogue ? epilogue.getOperation()
                                      : op.getOperation());
  Type i8 = rewriter.getI8Type();
  bool batched = contraction.batched;
  unsigned lead = batched ? 1 : 0;
  int64_t groups = llvm::divideCeil(contraction.k, 4);
  int64_t blocks = llvm::divideCeil(contraction.n, lanes);

  // A's k-groups are its rows' 4 adjacent bytes; a k that is no multiple of
  // 4 is padded with zeros, which add nothing.
  Value lhs = contraction.lhs.bytes;
  if (contraction.k % 4 != 0) {
    auto type = cast<RankedTensorType>(lhs.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.back() = groups * 4;
    Value zero = arith::ConstantOp::create(rewriter, loc, i8,
                                           rewriter.getIntegerAttr(i8, 0));
    lhs = tensor::createPadHighOp(RankedTensorType::get(shape, i8), lhs, zero,
                                  /*nofold=*/false, loc, rewriter);
  }
  // B in the VNNI layout [b?][N/L][K/4][L][4].
  int64_t nPos = lead + (contraction.rhsTransposed ? 0 : 1);
  int64_t kPos = lead + (contraction.rhsTransposed ? 1 : 0);
  SmallVector<int64_t> outerDimsPerm;
  if (batched)
    outerDimsPerm.push_back(0);
  outerDimsPerm.append({nPos, kPos});
  Value packed = pack(rewriter, loc, contraction.rhs.bytes, {nPos, kPos},
                      {lanes, 4}, outerDimsPerm);
  // The L x 4 bytes of a k-group as one dimension.
  packed = collapseInnermost(rewriter, loc, packed);

  // T vectors along n (2 where the blocks pair up, so that each broadcast
  // row feeds two dot products) and the largest number of rows R dividing m
  // with R x T accumulators.
  DotTile tile;
  tile.vectors = blocks % 2 == 0 ? 2 : 1;
  tile.rows = largestDivisor(contraction.m,
                             std::max<int64_t>(1, accumulators / tile.vectors));
  tile.reductionExtents = {groups};
  tile.inBounds = contraction.n % lanes == 0;
  tile.rowsUnsigned = contraction.lhs.isUnsigned;
  tile.epilogue = epilogue;
  tile.product = op->getResult(0);
  tile.laneDim = laneDim;

  SmallVector<int64_t> ubs, steps;
  if (batched) {
    ubs.push_back(contraction.batch);
    steps.push_back(1);
  }
  // The column blocks outside the rows: one T-vector panel of the packed B
  // (T x L columns x K bytes, 32 KiB at K = 1024) stays in the L1 cache
  // while every row of A passes by once, rather than all of B streaming
  // from L2 for every R rows.
  ubs.append({blocks, contraction.m});
  steps.append({tile.vectors, tile.rows});
  Value result = buildTileLoops(
      rewriter, loc, ubs, steps, getUnfilledResult(rewriter, tile),
      [&](OpBuilder &b, ValueRange ivs, Value result) {
        auto withBatch = [&](std::initializer_list<Value> rest) {
          SmallVector<Value> indices;
          if (batched)
            indices.push_back(ivs.front());
          indices.append(rest);
          return indices;
        };
        Value nb0 = ivs[lead], m0 = ivs[lead + 1];
        tile.readRow = [&](OpBuilder &rb, int64_t r, ValueRange k) -> Value {
          Value zero =
              arith::ConstantOp::create(rb, loc, i8, rb.getIntegerAttr(i8, 0));
          return vector::TransferReadOp::create(
              rb, loc, VectorType::get({4}, i8), lhs,
              withBatch(
                  {addIndex(rb, loc, m0, r), mulIndex(rb, loc, k.front(), 4)}),
              zero, ArrayRef<bool>{true});
        };
        tile.readVector = [&](OpBuilder &rb, int64_t t, ValueRange k) -> Value {
          Value zero =
              arith::ConstantOp::create(rb, loc, i8, rb.getIntegerAttr(i8, 0));
          Value c0 = arith::ConstantIndexOp::create(rb, loc, 0);
          return vector::TransferReadOp::create(
              rb, loc, VectorType::get({lanes * 4}, i8), packed,
              withBatch({addIndex(rb, loc, nb0, t), k.front(), c0}), zero,
              ArrayRef<bool>{true});
        };
        tile.resultIndices = [&](OpBuilder &rb, int64_t r, int64_t t) {
          return withBatch(
              {addIndex(rb, loc, m0, r),
               mulIndex(rb, loc, addIndex(rb, loc, nb0, t), lanes)});
        };
        return buildDotTile(b, loc, tile, contraction.start, result);
      });
  replaceResult(rewriter, op, tile, result);
}

/// `a` and `b` (1-D vectors of one element type) one after the other.
static Value concatVectors(OpBuilder &b, Location loc, Value first,
                           Value second) {
  int64_t size = cast<VectorType>(first.getType()).getNumElements() +
                 cast<VectorType>(second.getType()).getNumElements();
  return vector::ShuffleOp::create(
      b, loc, first, second, llvm::to_vector(llvm::seq<int64_t>(0, size)));
}

/// The 1-D vectors `parts` (of one type) one after the other.
static Value concatVectors(OpBuilder &b, Location loc,
                           SmallVector<Value> parts) {
  // Pairwise, so that the shuffles stay balanced.
  while (parts.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < parts.size(); i += 2)
      next.push_back(concatVectors(b, loc, parts[i], parts[i + 1]));
    if (parts.size() % 2 != 0)
      next.push_back(parts.back());
    parts = std::move(next);
  }
  return parts.front();
}

Value RelayX86VnniPass::packImage(RewriterBase &rewriter, Location loc,
                                  Value image) {
  auto type = cast<RankedTensorType>(image.getType());
  int64_t batch = type.getDimSize(0), channels = type.getDimSize(1),
          height = type.getDimSize(2), width = type.getDimSize(3);
  // A constant image, or channels to pad to a group of 4, take the
  // general path.
  DenseElementsAttr constant;
  if (channels % 4 != 0 || matchPattern(image, m_Constant(&constant)))
    return collapseInnermost(rewriter, loc,
                             pack(rewriter, loc, image, {1}, {4}, {}));

  // The 4 channels of a group, V columns of each, interleaved into the
  // 4 x V bytes of the packed row: one shuffle of 4 vector loads. The last
  // chunk of a row ends at its end (overlapping the one before).
  Type i8 = rewriter.getI8Type();
  int64_t chunk = std::min<int64_t>(16, width);
  int64_t chunks = llvm::divideCeil(width, chunk);
  Value packed = tensor::EmptyOp::create(
      rewriter, loc, ArrayRef<int64_t>{batch, channels / 4, height, width * 4},
      i8);
  SmallVector<int64_t> interleave;
  for (int64_t w = 0; w < chunk; ++w)
    for (int64_t j = 0; j < 4; ++j)
      interleave.push_back(j * chunk + w);
  return buildTileLoops(
      rewriter, loc, {batch, channels / 4, height, chunks}, {1, 1, 1, 1},
      packed, [&](OpBuilder &b, ValueRange ivs, Value result) {
        Value n = ivs[0], group = ivs[1], h = ivs[2];
        Value w0 = arith::MinSIOp::create(
            b, loc, mulIndex(b, loc, ivs[3], chunk),
            arith::ConstantIndexOp::create(b, loc, width - chunk));
        Value zero =
            arith::ConstantOp::create(b, loc, i8, b.getIntegerAttr(i8, 0));
        SmallVector<Value> rows;
        for (int64_t j = 0; j < 4; ++j)
          rows.push_back(vector::TransferReadOp::create(
              b, loc, VectorType::get({chunk}, i8), image,
              ValueRange{n, addIndex(b, loc, mulIndex(b, loc, group, 4), j), h,
                         w0},
              zero, ArrayRef<bool>{true}));
        Value low = concatVectors(b, loc, rows[0], rows[1]);
        Value high = concatVectors(b, loc, rows[2], rows[3]);
        Value bytes = vector::ShuffleOp::create(b, loc, low, high, interleave);
        return vector::TransferWriteOp::create(
                   b, loc, bytes, result,
                   ValueRange{n, group, h, mulIndex(b, loc, w0, 4)},
                   ArrayRef<bool>{true})
            .getResult();
      });
}

void RelayX86VnniPass::rewrite(RewriterBase &rewriter,
                               const ByteConvolution &convolution) {
  linalg::Conv2DNchwFchwOp op = convolution.op;
  Location loc = op.getLoc();
  auto outType = cast<RankedTensorType>(op->getResult(0).getType());
  auto filterType = cast<RankedTensorType>(convolution.filter.bytes.getType());
  int64_t batch = outType.getDimSize(0), channels = outType.getDimSize(1),
          height = outType.getDimSize(2), width = outType.getDimSize(3);
  int64_t groups = llvm::divideCeil(filterType.getDimSize(1), 4);
  int64_t kh = filterType.getDimSize(2), kw = filterType.getDimSize(3);
  // The lanes are output channels: L of them per vector, the last block
  // padded with zero weights when L does not divide the channels.
  int64_t blocks = llvm::divideCeil(channels, lanes);
  bool partialBlock = channels % lanes != 0;
  linalg::GenericOp epilogue =
      matchEpilogue(op, /*laneDim=*/1, /*lanesInBounds=*/!partialBlock);
  rewriter.setInsertionPoint(epilogue ? epilogue.getOperation()
                                      : op.getOperation());
  Type i8 = rewriter.getI8Type();
  // [N][C/4][H][W x 4]: the 4 channel bytes of a pixel are one word, which
  // each row of the tile broadcasts.
  Value image = packImage(rewriter, loc, convolution.image.bytes);
  // [F/L][C/4][KH][KW][L x 4]: the 4 channel bytes of L output channels,
  // one vector.
  Value filter = collapseInnermost(
      rewriter, loc,
      pack(rewriter, loc, convolution.filter.bytes, {0, 1}, {lanes, 4}, {}));

  // R output columns x T blocks of output channels. The columns are split
  // into equal runs of at most `accumulators / T` (the last run ends at
  // the row's end, overlapping the one before when R does not divide the
  // width: its columns are computed twice, with the same values).
  DotTile tile;
  tile.vectors = blocks % 2 == 0 ? 2 : 1;
  int64_t limit = std::max<int64_t>(1, accumulators / tile.vectors);
  tile.rows = llvm::divideCeil(width, llvm::divideCeil(width, limit));
  int64_t runs = llvm::divideCeil(width, tile.rows);
  tile.reductionExtents = {groups};
  // The window unrolled (up to 7 x 7), else loops too.
  if (kh * kw <= 49)
    tile.unrolledExtents = {kh, kw};
  else
    tile.reductionExtents.append({kh, kw});
  tile.inBounds = !partialBlock;
  tile.rowsUnsigned = convolution.image.isUnsigned;
  tile.epilogue = epilogue;
  tile.product = op->getResult(0);
  tile.laneDim = 1;

  Value result = buildTileLoops(
      rewriter, loc, {batch, blocks, height, runs}, {1, tile.vectors, 1, 1},
      getUnfilledResult(rewriter, tile),
      [&](OpBuilder &b, ValueRange ivs, Value result) {
        Value n = ivs[0], block0 = ivs[1], oh = ivs[2];
        Value ow0 = arith::MinSIOp::create(
            b, loc, mulIndex(b, loc, ivs[3], tile.rows),
            arith::ConstantIndexOp::create(b, loc, width - tile.rows));
        Value ih0 = mulIndex(b, loc, oh, convolution.strideH);
        tile.readRow = [&](OpBuilder &rb, int64_t r, ValueRange k) -> Value {
          Value zero =
              arith::ConstantOp::create(rb, loc, i8, rb.getIntegerAttr(i8, 0));
          Value ih = arith::AddIOp::create(
              rb, loc, ih0, mulIndex(rb, loc, k[1], convolution.dilationH));
          Value iw = arith::AddIOp::create(
              rb, loc,
              mulIndex(rb, loc, addIndex(rb, loc, ow0, r), convolution.strideW),
              mulIndex(rb, loc, k[2], convolution.dilationW));
          return vector::TransferReadOp::create(
              rb, loc, VectorType::get({4}, i8), image,
              ValueRange{n, k[0], ih, mulIndex(rb, loc, iw, 4)}, zero,
              ArrayRef<bool>{true});
        };
        tile.readVector = [&](OpBuilder &rb, int64_t t, ValueRange k) -> Value {
          Value zero =
              arith::ConstantOp::create(rb, loc, i8, rb.getIntegerAttr(i8, 0));
          Value c0 = arith::ConstantIndexOp::create(rb, loc, 0);
          return vector::TransferReadOp::create(
              rb, loc, VectorType::get({lanes * 4}, i8), filter,
              ValueRange{addIndex(rb, loc, block0, t), k[0], k[1], k[2], c0},
              zero, ArrayRef<bool>{true});
        };
        tile.resultIndices = [&](OpBuilder &rb, int64_t r, int64_t t) {
          return SmallVector<Value>{
              n, mulIndex(rb, loc, addIndex(rb, loc, block0, t), lanes), oh,
              addIndex(rb, loc, ow0, r)};
        };
        // The result is NCHW: the R vectors of a channel block are
        // transposed into one run of R columns per channel (one shuffle
        // each), channels past the end skipped.
        tile.store = [&](OpBuilder &sb, ArrayRef<Value> values,
                         Value result) -> Value {
          for (int64_t t = 0; t < tile.vectors; ++t) {
            SmallVector<Value> parts;
            for (int64_t r = 0; r < tile.rows; ++r)
              parts.push_back(values[r * tile.vectors + t]);
            Value all = concatVectors(sb, loc, parts);
            Value first =
                mulIndex(sb, loc, addIndex(sb, loc, block0, t), lanes);
            for (int64_t c = 0; c < lanes; ++c) {
              SmallVector<int64_t> mask;
              for (int64_t r = 0; r < tile.rows; ++r)
                mask.push_back(r * lanes + c);
              Value run = vector::ShuffleOp::create(sb, loc, all, all, mask);
              Value channel = addIndex(sb, loc, first, c);
              auto write = [&](OpBuilder &wb) -> Value {
                return vector::TransferWriteOp::create(
                           wb, loc, run, result,
                           ValueRange{n, channel, oh, ow0},
                           ArrayRef<bool>{true})
                    .getResult();
              };
              if (!partialBlock) {
                result = write(sb);
                continue;
              }
              Value inside = arith::CmpIOp::create(
                  sb, loc, arith::CmpIPredicate::slt, channel,
                  arith::ConstantIndexOp::create(sb, loc, channels));
              result = scf::IfOp::create(
                           sb, loc, inside,
                           [&](OpBuilder &tb, Location) {
                             scf::YieldOp::create(tb, loc, write(tb));
                           },
                           [&](OpBuilder &eb, Location) {
                             scf::YieldOp::create(eb, loc, result);
                           })
                           .getResult(0);
            }
          }
          return result;
        };
        return buildDotTile(b, loc, tile, convolution.start, result);
      });
  replaceResult(rewriter, op, tile, result);
}

void RelayX86VnniPass::runOnOperation() {
  if (isa == "avx512-vnni") {
    lanes = 16;
  } else if (isa == "avx-vnni") {
    lanes = 8;
  } else {
    getOperation().emitError("relay-x86-vnni: unknown isa '")
        << isa << "' (expected avx512-vnni or avx-vnni)";
    return signalPassFailure();
  }
  if (accumulators < 1) {
    getOperation().emitError("relay-x86-vnni: accumulators must be at least 1");
    return signalPassFailure();
  }

  SmallVector<ByteContraction> contractions;
  SmallVector<ByteConvolution> convolutions;
  getOperation().walk([&](linalg::LinalgOp op) {
    if (auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(op.getOperation())) {
      if (std::optional<ByteConvolution> match = matchByteConvolution(conv))
        convolutions.push_back(*match);
    } else if (std::optional<ByteContraction> match =
                   matchByteContraction(op)) {
      contractions.push_back(*match);
    }
  });
  IRRewriter rewriter(&getContext());
  auto rewriteAndClean = [&](auto match, linalg::LinalgOp op) {
    llvm::SmallSetVector<Operation *, 3> producers;
    for (OpOperand &operand : op->getOpOperands())
      if (Operation *producer = operand.get().getDefiningOp())
        producers.insert(producer);
    rewrite(rewriter, match);
    // The extended copies of the operands and the filled destination,
    // unless something else reads them.
    for (Operation *producer : producers)
      if (producer->use_empty())
        rewriter.eraseOp(producer);
  };
  for (const ByteContraction &contraction : contractions)
    rewriteAndClean(contraction, contraction.op);
  for (const ByteConvolution &convolution : convolutions)
    rewriteAndClean(convolution, convolution.op);
}

} // namespace
