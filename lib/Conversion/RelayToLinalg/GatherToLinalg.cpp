//===- GatherToLinalg.cpp - Index-remapping ops to linalg -----------------===//
//
// take, gather, broadcast_to, tile and reverse: a linalg.generic whose body
// reads the source with tensor.extract at a computed position (or, for
// broadcast_to, a broadcasting indexing map).
//
//===----------------------------------------------------------------------===//

#include "TensorLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::tensor_lowering;

namespace {

//===----------------------------------------------------------------------===//
// take, gather
//===----------------------------------------------------------------------===//

struct TakeOpLowering : public OpConversionPattern<TakeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TakeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    TakeMode mode = op.getMode();
    Value data = adaptor.getData();
    Value indices = adaptor.getIndices();
    auto indicesType = cast<RankedTensorType>(indices.getType());
    bool indicesUnsigned = isUnsignedElement(op.getIndices().getType());
    int64_t indRank = indicesType.getRank();

    int64_t axis = 0, batchDims = 0;
    if (std::optional<uint64_t> a = op.getAxis()) {
      int64_t rank = cast<RankedTensorType>(data.getType()).getRank();
      axis = static_cast<int64_t>(*a);
      axis = axis < 0 ? axis + rank : axis;
      batchDims = op.getBatchDims();
      if (batchDims < 0)
        batchDims += indRank;
    } else {
      // Take from the flattened input.
      auto type = cast<RankedTensorType>(data.getType());
      if (type.getRank() == 0)
        data = insertUnitDims(rewriter, loc, data, {true});
      else if (type.getRank() > 1)
        data = tensor::CollapseShapeOp::create(
            rewriter, loc, data,
            SmallVector<ReassociationIndices>{
                llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()))});
    }
    auto dataType = cast<RankedTensorType>(data.getType());
    int64_t dataRank = dataType.getRank();
    int64_t outRank = dataRank - 1 + indRank - batchDims;
    if (outRank != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "result rank mismatch");

    // out = data[:axis] ++ indices[batch_dims:] ++ data[axis+1:]
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < axis; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, data, d));
    for (int64_t d = batchDims; d < indRank; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, indices, d));
    for (int64_t d = axis + 1; d < dataRank; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, data, d));
    // TVM leaves an out-of-range index in `fast` mode and any index into an
    // empty axis undefined; here they have defined results instead of
    // reading out of bounds (docs/lowering.md): `fast` clips like `clip`,
    // and taking from an empty axis gives zeros.
    if (mode == TakeMode::Fast)
      mode = TakeMode::Clip;
    IndexMath m{rewriter, loc};
    OpFoldResult extent = tensor::getMixedSize(rewriter, loc, data, axis);
    std::optional<int64_t> staticExtent = getConstantIntValue(extent);
    Value empty;
    if (!staticExtent || *staticExtent == 0)
      empty = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, m.value(extent),
          arith::ConstantIndexOp::create(rewriter, loc, 0));
    // The extent along the axis (wrap) or the last valid index (clip), at
    // least 1 and 0 so that an empty axis neither divides by zero nor clamps
    // below zero.
    Value bound;
    if (staticExtent) {
      bound = arith::ConstantIndexOp::create(
          rewriter, loc,
          mode == TakeMode::Wrap ? std::max<int64_t>(*staticExtent, 1)
                                 : std::max<int64_t>(*staticExtent - 1, 0));
    } else if (mode == TakeMode::Wrap) {
      bound = arith::MaxSIOp::create(
          rewriter, loc, m.value(extent),
          arith::ConstantIndexOp::create(rewriter, loc, 1));
    } else {
      bound = arith::MaxSIOp::create(
          rewriter, loc, m.value(m.sub(extent, m.constant(1))),
          arith::ConstantIndexOp::create(rewriter, loc, 0));
    }

    SmallVector<AffineExpr> indexExprs;
    for (int64_t d = 0; d < batchDims; ++d)
      indexExprs.push_back(getAffineDimExpr(d, ctx));
    for (int64_t d = batchDims; d < indRank; ++d)
      indexExprs.push_back(getAffineDimExpr(axis + d - batchDims, ctx));
    Value init = createEmpty(rewriter, loc, sizes, dataType.getElementType());
    SmallVector<AffineMap> maps = {AffineMap::get(outRank, 0, indexExprs, ctx),
                                   rewriter.getMultiDimIdentityMap(outRank)};
    SmallVector<utils::IteratorType> iterators(outRank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{indices},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value idx = toIndex(b, l, args[0], indicesUnsigned);
          if (mode == TakeMode::Clip) {
            Value zero = arith::ConstantIndexOp::create(b, l, 0);
            idx = arith::MinSIOp::create(
                b, l, arith::MaxSIOp::create(b, l, idx, zero), bound);
          } else if (mode == TakeMode::Wrap) {
            Value zero = arith::ConstantIndexOp::create(b, l, 0);
            Value r = arith::RemSIOp::create(b, l, idx, bound);
            Value negative =
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, r, zero);
            idx = arith::SelectOp::create(
                b, l, negative, arith::AddIOp::create(b, l, r, bound), r);
          }
          SmallVector<Value> coords;
          for (int64_t d = 0; d < axis; ++d)
            coords.push_back(linalg::IndexOp::create(b, l, d));
          coords.push_back(idx);
          for (int64_t d = axis + 1; d < dataRank; ++d)
            coords.push_back(
                linalg::IndexOp::create(b, l, d - 1 + indRank - batchDims));
          if (!empty) {
            linalg::YieldOp::create(
                b, l,
                ValueRange{tensor::ExtractOp::create(b, l, data, coords)});
            return;
          }
          Type element = dataType.getElementType();
          auto guarded = scf::IfOp::create(
              b, l, empty,
              [&](OpBuilder &tb, Location tl) {
                scf::YieldOp::create(
                    tb, tl, ValueRange{createScalar(tb, tl, element, 0)});
              },
              [&](OpBuilder &eb, Location el) {
                scf::YieldOp::create(eb, el,
                                     ValueRange{tensor::ExtractOp::create(
                                         eb, el, data, coords)});
              });
          linalg::YieldOp::create(b, l, guarded.getResults());
        });
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, generic.getResult(0), resultType));
    return success();
  }
};

struct GatherOpLowering : public OpConversionPattern<GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value data = adaptor.getData(), indices = adaptor.getIndices();
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    bool indicesUnsigned = isUnsignedElement(op.getIndices().getType());
    Type element = resultType.getElementType();
    Value result = createElementwise(
        rewriter, loc, cast<RankedTensorType>(indices.getType()).clone(element),
        ValueRange{indices}, [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> coords;
          for (int64_t d = 0; d < rank; ++d)
            coords.push_back(
                d == axis ? toIndex(b, l, args[0], indicesUnsigned)
                          : linalg::IndexOp::create(b, l, d).getResult());
          return tensor::ExtractOp::create(b, l, data, coords).getResult();
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// broadcast_to, tile, reverse
//===----------------------------------------------------------------------===//

struct BroadcastToOpLowering : public OpConversionPattern<BroadcastToOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BroadcastToOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    ArrayRef<int64_t> target = op.getShape();
    int64_t offset = target.size() - type.getRank();
    // Only new leading dimensions (no extent 1 stretched): linalg.broadcast.
    bool stretches = false;
    for (int64_t j = 0; j < type.getRank(); ++j)
      if (type.getDimSize(j) == 1 && target[j + offset] != 1)
        stretches = true;
    auto targetType = type.clone(target);
    Value result;
    if (stretches) {
      result = createElementwise(
          rewriter, loc, targetType, ValueRange{input},
          [](OpBuilder &, Location, ValueRange args) { return args[0]; });
    } else if (offset == 0) {
      result = castTo(rewriter, loc, input, targetType);
    } else {
      input =
          castTo(rewriter, loc, input, type.clone(target.drop_front(offset)));
      SmallVector<OpFoldResult> sizes =
          llvm::map_to_vector(target, [&](int64_t d) -> OpFoldResult {
            return rewriter.getIndexAttr(d);
          });
      Value init = createEmpty(rewriter, loc, sizes, type.getElementType());
      result = linalg::BroadcastOp::create(
                   rewriter, loc, input, init,
                   llvm::to_vector(llvm::seq<int64_t>(0, offset)))
                   .getResult()[0];
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// tile: linalg.broadcast adds a repetition dimension before each tiled
/// dimension, then tensor.collapse_shape merges each (repetition, extent)
/// pair, so that element i of a tiled dimension reads i mod extent.
struct TileOpLowering : public OpConversionPattern<TileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t dataRank = type.getRank();
    int64_t rank = resultType.getRank();
    int64_t lead = rank - dataRank;
    SmallVector<int64_t> reps(rank - op.getReps().size(), 1);
    llvm::append_range(reps, op.getReps());

    SmallVector<OpFoldResult> sizes;
    SmallVector<int64_t> added;
    SmallVector<ReassociationIndices> groups;
    for (int64_t i = 0; i < rank; ++i) {
      ReassociationIndices group;
      if (i < lead || reps[i] != 1) {
        group.push_back(sizes.size());
        added.push_back(sizes.size());
        sizes.push_back(rewriter.getIndexAttr(reps[i]));
      }
      if (i >= lead) {
        group.push_back(sizes.size());
        sizes.push_back(tensor::getMixedSize(rewriter, loc, input, i - lead));
      }
      groups.push_back(group);
    }
    Value result = input;
    if (!added.empty()) {
      Value init = createEmpty(rewriter, loc, sizes, type.getElementType());
      result = linalg::BroadcastOp::create(rewriter, loc, input, init, added)
                   .getResult()[0];
      result = tensor::CollapseShapeOp::create(rewriter, loc, result, groups);
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

struct ReverseOpLowering : public OpConversionPattern<ReverseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t rank = type.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    Value last = getValueOrCreateConstantIndexOp(
        rewriter, loc,
        IndexMath{rewriter, loc}.sub(sizes[axis], rewriter.getIndexAttr(1)));
    Value result = createIndexGeneric(
        rewriter, loc, sizes, type.getElementType(),
        [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
          SmallVector<Value> coords(ivs);
          coords[axis] = arith::SubIOp::create(b, l, last, ivs[axis]);
          return tensor::ExtractOp::create(b, l, input, coords);
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void tensor_lowering::populateGatherPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<TakeOpLowering, GatherOpLowering, BroadcastToOpLowering,
               TileOpLowering, ReverseOpLowering>(converter,
                                                  patterns.getContext());
}
