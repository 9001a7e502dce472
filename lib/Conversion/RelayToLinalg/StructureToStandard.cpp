//===- StructureToStandard.cpp - Relay structure to upstream ops ----------===//
//
// relay.constant becomes arith.constant, tuples are flattened into their
// leaves (a 1:N type conversion, also across function boundaries through the
// upstream func conversion patterns), relay.if becomes scf.if.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::relay;

RelayToLinalgTypeConverter::RelayToLinalgTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](RankedTensorType type) -> Type {
    return type.clone(toSignless(type.getElementType()));
  });
  addConversion(
      [this](TupleType type, SmallVectorImpl<Type> &results) -> LogicalResult {
        for (Type field : type.getTypes())
          if (failed(convertType(field, results)))
            return failure();
        return success();
      });
  addConversion([this](FunctionType type) -> std::optional<Type> {
    SmallVector<Type> inputs, results;
    if (failed(convertTypes(type.getInputs(), inputs)) ||
        failed(convertTypes(type.getResults(), results)))
      return std::nullopt;
    return FunctionType::get(type.getContext(), inputs, results);
  });
}

namespace {

SmallVector<Value> flatten(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> values;
  for (ValueRange range : ranges)
    llvm::append_range(values, range);
  return values;
}

/// Replaces `op` with `flat`, the leaves of its results after tuple
/// flattening: each original result gets the slice its converted type spans.
LogicalResult replaceWithFlattened(ConversionPatternRewriter &rewriter,
                                   const TypeConverter &converter,
                                   Operation *op, ValueRange flat) {
  SmallVector<ValueRange> replacements;
  unsigned next = 0;
  for (Type type : op->getResultTypes()) {
    SmallVector<Type> leaves;
    if (failed(converter.convertType(type, leaves)))
      return failure();
    replacements.push_back(flat.slice(next, leaves.size()));
    next += leaves.size();
  }
  rewriter.replaceOpWithMultiple(op, replacements);
  return success();
}

struct ConstantOpLowering : public OpConversionPattern<ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    TypedAttr value = cast<TypedAttr>(op.getValue());
    if (type != op.getType()) {
      auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
      if (!dense)
        return rewriter.notifyMatchFailure(
            op, "only dense constants of unsigned types can be converted");
      value = dense.bitcast(type.getElementType());
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type, value);
    return success();
  }
};

struct TupleOpLowering : public OpConversionPattern<TupleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TupleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {flatten(adaptor.getFields())});
    return success();
  }
};

struct TupleGetItemOpLowering : public OpConversionPattern<TupleGetItemOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TupleGetItemOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tupleType = cast<TupleType>(op.getTuple().getType());
    size_t offset = 0;
    SmallVector<Type> leaves;
    for (int64_t i = 0, e = op.getIndex(); i < e; ++i) {
      leaves.clear();
      if (failed(getTypeConverter()->convertType(tupleType.getType(i), leaves)))
        return failure();
      offset += leaves.size();
    }
    leaves.clear();
    if (failed(getTypeConverter()->convertType(op.getType(), leaves)))
      return failure();
    ValueRange all = adaptor.getTuple();
    if (all.size() < offset + leaves.size())
      return rewriter.notifyMatchFailure(op, "tuple was not flattened");
    SmallVector<Value> field(all.slice(offset, leaves.size()));
    rewriter.replaceOpWithMultiple(op, {field});
    return success();
  }
};

struct IfOpLowering : public OpConversionPattern<IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(IfOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Type> resultTypes;
    if (failed(
            getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    Value cond = tensor::ExtractOp::create(
        rewriter, loc, adaptor.getCond().front(), ValueRange{});
    auto newIf = scf::IfOp::create(rewriter, loc, resultTypes, cond,
                                   /*withElseRegion=*/true);
    for (auto [from, to] : {std::pair<Region *, Region *>{
                                &op.getThenRegion(), &newIf.getThenRegion()},
                            {&op.getElseRegion(), &newIf.getElseRegion()}}) {
      rewriter.eraseBlock(&to->front());
      rewriter.inlineRegionBefore(*from, *to, to->end());
    }
    return replaceWithFlattened(rewriter, *getTypeConverter(), op,
                                newIf.getResults());
  }
};

struct YieldOpLowering : public OpConversionPattern<YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(YieldOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<scf::IfOp>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "parent is not lowered yet");
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, flatten(adaptor.getValues()));
    return success();
  }
};

/// A call of a function value (a lifted closure passed around as a
/// func.constant) becomes func.call_indirect on the flattened arguments.
struct CallOpLowering : public OpConversionPattern<CallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CallOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange callee = adaptor.getCallee();
    if (callee.size() != 1 || !isa<FunctionType>(callee.front().getType()))
      return rewriter.notifyMatchFailure(op, "callee is not a function");
    SmallVector<Value> args = flatten(adaptor.getArgs());
    auto calleeType = cast<FunctionType>(callee.front().getType());
    if (TypeRange(args) != TypeRange(calleeType.getInputs()))
      return rewriter.notifyMatchFailure(
          op, "arguments are typed differently from the callee");
    auto call = func::CallIndirectOp::create(rewriter, op.getLoc(),
                                             callee.front(), args);
    return replaceWithFlattened(rewriter, *getTypeConverter(), op,
                                call.getResults());
  }
};

} // namespace

void relay::populateRelayStructureToStandardPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<CallOpLowering, ConstantOpLowering, TupleOpLowering,
               TupleGetItemOpLowering, IfOpLowering, YieldOpLowering>(
      converter, patterns.getContext());
}

void relay::populateRelayToLinalgConversionPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  populateRelayStructureToStandardPatterns(converter, patterns);
  populateRelayElementwiseToLinalgPatterns(converter, patterns);
  populateRelayReduceToLinalgPatterns(converter, patterns);
  populateRelayTensorToLinalgPatterns(converter, patterns);
  populateRelayNNToLinalgPatterns(converter, patterns);
}
