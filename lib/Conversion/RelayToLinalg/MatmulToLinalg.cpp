//===- MatmulToLinalg.cpp - Dense and matmul to linalg --------------------===//
//
// nn.dense, nn.matmul and nn.batch_matmul as linalg matmul/batch_matmul
// (with transposes where TVM's operands are transposed), and nn.bias_add.
//
//===----------------------------------------------------------------------===//

#include "NNLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::nn;

namespace {

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

/// `a` (..., M, K) [or (..., K, M) if transposeA] times the 2-D `b` (K, N)
/// [or (N, K) if transposeB], in the accumulator type of `resultType`.
Value buildMatmul(OpBuilder &builder, Location loc, Value a, Value b,
                  bool transposeA, bool transposeB,
                  RankedTensorType resultType) {
  MLIRContext *ctx = builder.getContext();
  int64_t rank = tensorType(a).getRank();
  if (transposeA && rank > 2) {
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[rank - 1], perm[rank - 2]);
    a = transposeTensor(builder, loc, a, perm);
    transposeA = false;
  }
  SmallVector<ReassociationIndices> reassociation;
  Value a2 = a;
  if (rank == 1) {
    reassociation = {{0, 1}};
    a2 = expandShape(
        builder, loc, a, reassociation,
        {builder.getIndexAttr(1), tensor::getMixedSize(builder, loc, a, 0)});
  } else if (rank > 2) {
    reassociation = {llvm::to_vector(llvm::seq<int64_t>(0, rank - 1)),
                     {rank - 1}};
    a2 = collapseShape(builder, loc, a, reassociation);
  }
  OpFoldResult m = tensor::getMixedSize(builder, loc, a2, transposeA ? 1 : 0);
  OpFoldResult n = tensor::getMixedSize(builder, loc, b, transposeB ? 0 : 1);
  assertEqualExtents(builder, loc,
                     tensor::getMixedSize(builder, loc, a2, transposeA ? 0 : 1),
                     tensor::getMixedSize(builder, loc, b, transposeB ? 1 : 0),
                     "the operands' reduction extents differ");
  Type acc = resultType.getElementType();
  Value init =
      createFilled(builder, loc, {m, n}, createScalar(builder, loc, acc, 0));
  auto matmul =
      linalg::MatmulOp::create(builder, loc, TypeRange{init.getType()},
                               ValueRange{a2, b}, ValueRange{init});
  if (transposeA || transposeB) {
    auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    SmallVector<AffineExpr> exprsA = {d(0), d(2)}, exprsB = {d(2), d(1)};
    if (transposeA)
      exprsA = {d(2), d(0)};
    if (transposeB)
      exprsB = {d(1), d(2)};
    AffineMap mapA = AffineMap::get(3, 0, exprsA, ctx);
    AffineMap mapB = AffineMap::get(3, 0, exprsB, ctx);
    AffineMap mapC = AffineMap::get(3, 0, {d(0), d(1)}, ctx);
    matmul.setIndexingMapsAttr(
        builder.getAffineMapArrayAttr({mapA, mapB, mapC}));
  }
  Value result = matmul.getResult(0);
  if (rank == 1) {
    result = collapseShape(builder, loc, result, reassociation);
  } else if (rank > 2) {
    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < rank - 1; ++i)
      sizes.push_back(tensor::getMixedSize(builder, loc, a, i));
    sizes.push_back(n);
    result = expandShape(builder, loc, result, reassociation, sizes);
  }
  return castTo(builder, loc, result, resultType);
}

struct DenseOpLowering : public OpConversionPattern<DenseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DenseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType || resultType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type acc = resultType.getElementType();
    bool resultUnsigned = isUnsignedElement(op.getType());
    Value data =
        castElements(rewriter, loc, adaptor.getData(), acc,
                     isUnsignedElement(op.getData().getType()), resultUnsigned);
    Value weight = castElements(rewriter, loc, adaptor.getWeight(), acc,
                                isUnsignedElement(op.getWeight().getType()),
                                resultUnsigned);
    rewriter.replaceOp(
        op, buildMatmul(rewriter, loc, data, weight, false, true, resultType));
    return success();
  }
};

struct MatmulOpLowering : public OpConversionPattern<MatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType || resultType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type acc = resultType.getElementType();
    bool resultUnsigned = isUnsignedElement(op.getType());
    Value a = castElements(rewriter, loc, adaptor.getTensorA(), acc,
                           isUnsignedElement(op.getTensorA().getType()),
                           resultUnsigned);
    Value b = castElements(rewriter, loc, adaptor.getTensorB(), acc,
                           isUnsignedElement(op.getTensorB().getType()),
                           resultUnsigned);
    rewriter.replaceOp(op, buildMatmul(rewriter, loc, a, b, op.getTransposeA(),
                                       op.getTransposeB(), resultType));
    return success();
  }
};

struct BatchMatmulOpLowering : public OpConversionPattern<BatchMatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BatchMatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType || resultType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type acc = resultType.getElementType();
    bool resultUnsigned = isUnsignedElement(op.getType());
    Value a = castElements(rewriter, loc, adaptor.getTensorA(), acc,
                           isUnsignedElement(op.getTensorA().getType()),
                           resultUnsigned);
    Value b = castElements(rewriter, loc, adaptor.getTensorB(), acc,
                           isUnsignedElement(op.getTensorB().getType()),
                           resultUnsigned);
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    auto aType = tensorType(a), bType = tensorType(b);
    // A static batch of 1 against another batch is broadcast: the operand
    // loses its batch dimension and its indexing map does not use it.
    bool broadcastA = aType.getDimSize(0) == 1 && resultType.getDimSize(0) != 1;
    bool broadcastB = bType.getDimSize(0) == 1 && resultType.getDimSize(0) != 1;
    OpFoldResult batch =
        resultType.isDynamicDim(0)
            ? tensor::getMixedSize(rewriter, loc, broadcastA ? b : a, 0)
            : rewriter.getIndexAttr(resultType.getDimSize(0));
    OpFoldResult m = tensor::getMixedSize(rewriter, loc, a, ta ? 2 : 1);
    OpFoldResult n = tensor::getMixedSize(rewriter, loc, b, tb ? 1 : 2);
    assertEqualExtents(rewriter, loc,
                       tensor::getMixedSize(rewriter, loc, a, ta ? 1 : 2),
                       tensor::getMixedSize(rewriter, loc, b, tb ? 2 : 1),
                       "the operands' reduction extents differ");
    if (!broadcastA && !broadcastB)
      assertEqualExtents(rewriter, loc,
                         tensor::getMixedSize(rewriter, loc, a, 0),
                         tensor::getMixedSize(rewriter, loc, b, 0),
                         "the operands' batch extents differ");
    SmallVector<ReassociationIndices> dropBatch = {{0, 1}, {2}};
    if (broadcastA)
      a = collapseShape(rewriter, loc, a, dropBatch);
    if (broadcastB)
      b = collapseShape(rewriter, loc, b, dropBatch);
    Value init = createFilled(rewriter, loc, {batch, m, n},
                              createScalar(rewriter, loc, acc, 0));
    auto matmul =
        linalg::BatchMatmulOp::create(rewriter, loc, TypeRange{init.getType()},
                                      ValueRange{a, b}, ValueRange{init});
    if (ta || tb || broadcastA || broadcastB) {
      // Loops: (batch, m, n, k).
      auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
      SmallVector<AffineExpr> exprsA, exprsB;
      if (!broadcastA)
        exprsA.push_back(d(0));
      exprsA.append(ta ? SmallVector<AffineExpr>{d(3), d(1)}
                       : SmallVector<AffineExpr>{d(1), d(3)});
      if (!broadcastB)
        exprsB.push_back(d(0));
      exprsB.append(tb ? SmallVector<AffineExpr>{d(2), d(3)}
                       : SmallVector<AffineExpr>{d(3), d(2)});
      matmul.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(
          {AffineMap::get(4, 0, exprsA, ctx), AffineMap::get(4, 0, exprsB, ctx),
           AffineMap::get(4, 0, {d(0), d(1), d(2)}, ctx)}));
    }
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, matmul.getResult(0), resultType));
    return success();
  }
};

struct BiasAddOpLowering : public OpConversionPattern<BiasAddOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BiasAddOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0)
      axis += rank;
    Value data = adaptor.getData();
    Value init =
        createEmpty(rewriter, loc, tensor::getMixedSizes(rewriter, loc, data),
                    resultType.getElementType());
    AffineMap id = rewriter.getMultiDimIdentityMap(rank);
    Value result =
        buildGeneric(rewriter, loc, ValueRange{data, adaptor.getBias()}, init,
                     {id, selectDims(rewriter.getContext(), rank, {axis}), id},
                     SmallVector<Iter>(rank, Iter::parallel),
                     [](OpBuilder &b, Location l, ValueRange args) -> Value {
                       if (args[0].getType().isInteger(1))
                         return arith::XOrIOp::create(b, l, args[0], args[1]);
                       return scalarAdd(b, l, args[0], args[1]);
                     });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::nn::populateMatmulPatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<DenseOpLowering, MatmulOpLowering, BatchMatmulOpLowering,
               BiasAddOpLowering>(converter, patterns.getContext());
}
