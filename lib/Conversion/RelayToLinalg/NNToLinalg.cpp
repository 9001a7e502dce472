//===- NNToLinalg.cpp - Neural-network relay ops to linalg ----------------===//
//
// The nn family's lowering: this file holds softmax, dropout and the
// normalisations (decomposed with SimplifyInference's patterns first) and
// gathers the patterns of the other parts: ConvToLinalg.cpp (convolutions),
// MatmulToLinalg.cpp (dense, matmul, bias_add), PoolToLinalg.cpp (pooling)
// and ImageToLinalg.cpp (resampling, sub-pixel shuffles); their shared
// helpers are in NNLoweringUtils.
//
// Named linalg ops are used where they exist (convolution, depthwise and
// grouped convolution, matmul, batch_matmul, pooling); the rest is
// linalg.generic, with tensor.pad / expand_shape / collapse_shape /
// insert_slice and linalg.transpose for the data movement. Layouts: the named
// ops want NC<spatial> / OI<spatial> (or NHWC/HWIO for conv2d and pooling);
// any other permutation is transposed in and out.
//
//===----------------------------------------------------------------------===//

#include "NNLoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::nn;

namespace {

//===----------------------------------------------------------------------===//
// Normalisations, softmax, dropout
//===----------------------------------------------------------------------===//

/// A batch_norm whose tuple is used whole (returned, passed on) gets its
/// fields projected and rebuilt as a relay.tuple, so that SimplifyInference's
/// patterns, which rewrite the projections, decompose every batch_norm.
struct ProjectBatchNormFields : public OpRewritePattern<BatchNormOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BatchNormOp op,
                                PatternRewriter &rewriter) const override {
    auto isProjection = [](OpOperand &use) {
      return isa<TupleGetItemOp>(use.getOwner());
    };
    if (llvm::all_of(op->getUses(), isProjection))
      return rewriter.notifyMatchFailure(op, "only projections");
    rewriter.setInsertionPointAfter(op);
    SmallVector<Value> fields;
    TupleType type = op.getType();
    for (unsigned i = 0, e = type.size(); i < e; ++i)
      fields.push_back(TupleGetItemOp::create(
          rewriter, op.getLoc(), type.getType(i), op.getResult(), uint64_t{i}));
    Value tuple = TupleOp::create(rewriter, op.getLoc(), fields);
    rewriter.replaceUsesWithIf(op.getResult(), tuple, [&](OpOperand &use) {
      return !isProjection(use);
    });
    return success();
  }
};

/// softmax is upstream's linalg.softmax, whose decomposition
/// (-relay-decompose-aggregates) computes TVM's max, sum of exp(x - max) and
/// exp(x - max) / sum along the axis.
struct SoftmaxOpLowering : public OpConversionPattern<SoftmaxOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value data = adaptor.getData();
    int64_t axis = op.getAxis();
    if (axis < 0)
      axis += resultType.getRank();
    Value init =
        createEmpty(rewriter, loc, tensor::getMixedSizes(rewriter, loc, data),
                    resultType.getElementType());
    auto softmax =
        linalg::SoftmaxOp::create(rewriter, loc, TypeRange{init.getType()},
                                  data, init, static_cast<uint64_t>(axis));
    rewriter.replaceOp(
        op, castTo(rewriter, loc, softmax.getResult()[0], resultType));
    return success();
  }
};

/// log_softmax: (x - max) - log(sum of exp(x - max)) along the axis, which
/// linalg.softmax does not express.
struct LogSoftmaxOpLowering : public OpConversionPattern<LogSoftmaxOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(LogSoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value data = adaptor.getData();
    int64_t rank = resultType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0)
      axis += rank;
    Type element = resultType.getElementType();
    SmallVector<OpFoldResult> dims = tensor::getMixedSizes(rewriter, loc, data);
    SmallVector<OpFoldResult> keptSizes;
    SmallVector<int64_t> kept;
    SmallVector<Iter> iterators;
    for (int64_t i = 0; i < rank; ++i) {
      iterators.push_back(i == axis ? Iter::reduction : Iter::parallel);
      if (i != axis) {
        kept.push_back(i);
        keptSizes.push_back(dims[i]);
      }
    }
    AffineMap id = rewriter.getMultiDimIdentityMap(rank);
    AffineMap keptMap = selectDims(ctx, rank, kept);
    Value max =
        buildGeneric(rewriter, loc, data,
                     createFilled(rewriter, loc, keptSizes,
                                  createLowest(rewriter, loc, element, false)),
                     {id, keptMap}, iterators,
                     [](OpBuilder &b, Location l, ValueRange args) -> Value {
                       return arith::MaximumFOp::create(b, l, args[1], args[0]);
                     });
    Value sum =
        buildGeneric(rewriter, loc, ValueRange{data, max},
                     createFilled(rewriter, loc, keptSizes,
                                  createScalar(rewriter, loc, element, 0)),
                     {id, keptMap, keptMap}, iterators,
                     [](OpBuilder &b, Location l, ValueRange args) -> Value {
                       Value e = math::ExpOp::create(
                           b, l, arith::SubFOp::create(b, l, args[0], args[1]));
                       return arith::AddFOp::create(b, l, args[2], e);
                     });
    Value result = buildGeneric(
        rewriter, loc, ValueRange{data, max, sum},
        createEmpty(rewriter, loc, dims, element), {id, keptMap, keptMap, id},
        SmallVector<Iter>(rank, Iter::parallel),
        [](OpBuilder &b, Location l, ValueRange args) -> Value {
          Value shifted = arith::SubFOp::create(b, l, args[0], args[1]);
          return arith::SubFOp::create(b, l, shifted,
                                       math::LogOp::create(b, l, args[2]));
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// Inference dropout: the data unchanged and a mask of ones.
struct DropoutOpLowering : public OpConversionPattern<DropoutOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DropoutOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (adaptor.getData().size() != 1)
      return rewriter.notifyMatchFailure(op, "unexpected operands");
    Value data = adaptor.getData().front();
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertType(op.getType(), resultTypes)) ||
        resultTypes.size() != 2)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = tensorType(data).getElementType();
    Value ones =
        createFilled(rewriter, loc, tensor::getMixedSizes(rewriter, loc, data),
                     createScalar(rewriter, loc, element, 1));
    SmallVector<Value> results = {castTo(rewriter, loc, data, resultTypes[0]),
                                  castTo(rewriter, loc, ones, resultTypes[1])};
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

} // namespace

void relay::populateRelayNNToLinalgPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  nn::populateConvPatterns(converter, patterns);
  nn::populateMatmulPatterns(converter, patterns);
  nn::populatePoolPatterns(converter, patterns);
  nn::populateImagePatterns(converter, patterns);
  patterns.add<SoftmaxOpLowering, LogSoftmaxOpLowering, DropoutOpLowering>(
      converter, patterns.getContext());
}

void relay::populateRelayNNDecompositionPatterns(RewritePatternSet &patterns) {
  populateSimplifyInferencePatterns(patterns);
  // qnn operators lower through TVM's canonicalization to integer relay ops.
  populateQnnCanonicalizePatterns(patterns);
  patterns.add<ProjectBatchNormFields>(patterns.getContext());
}
