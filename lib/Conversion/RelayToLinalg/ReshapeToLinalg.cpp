//===- ReshapeToLinalg.cpp - reshape and friends to linalg ----------------===//
//
// reshape (tensor.collapse_shape / tensor.expand_shape, grouping extents
// symbolically also when they are dynamic), transpose (linalg.transpose),
// squeeze, expand_dims and batch_flatten.
//
//===----------------------------------------------------------------------===//

#include "TensorLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::tensor_lowering;

namespace {

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

/// A symbolic extent: `factor` times the product of the (dynamic) input
/// dimensions in `dims`, divided by `divisor` (1 unless an inferred extent
/// does not simplify to that form; the extent is then only known at runtime).
struct SymExtent {
  int64_t factor = 1;
  SmallVector<int64_t> dims;
  int64_t divisor = 1;

  static SymExtent constant(int64_t v) { return {v, {}, 1}; }
  bool known() const { return divisor == 1; }
  bool isStatic() const { return known() && dims.empty(); }

  SymExtent operator*(const SymExtent &o) const {
    SymExtent r{factor * o.factor, dims, divisor * o.divisor};
    llvm::append_range(r.dims, o.dims);
    llvm::sort(r.dims);
    return r;
  }
  bool operator==(const SymExtent &o) const {
    return known() && o.known() && factor == o.factor && dims == o.dims;
  }
  /// This extent divided by the constant `d`.
  SymExtent divide(int64_t d) const {
    if (known() && d != 0 && factor % d == 0)
      return {factor / d, dims, 1};
    return {factor, dims, divisor * d};
  }
  /// The runtime value, reading dynamic extents of `input`.
  OpFoldResult materialize(IndexMath &m, Value input) const {
    OpFoldResult v = m.constant(factor);
    for (int64_t d : dims)
      v = m.mul(v, tensor::getMixedSize(m.b, m.loc, input, d));
    return m.div(v, m.constant(divisor));
  }
};

/// Groups consecutive `big` extents so that each group's product is the
/// matching `small` extent; trailing extents of 1 join the last group.
std::optional<SmallVector<ReassociationIndices>>
matchGroups(ArrayRef<SymExtent> big, ArrayRef<SymExtent> small) {
  if (small.size() > big.size())
    return std::nullopt;
  for (const SymExtent &e : llvm::concat<const SymExtent>(big, small))
    if (!e.known())
      return std::nullopt;
  SymExtent one;
  SmallVector<ReassociationIndices> groups;
  size_t i = 0;
  for (const SymExtent &target : small) {
    ReassociationIndices group;
    SymExtent product;
    do {
      if (i >= big.size())
        return std::nullopt;
      group.push_back(i);
      product = product * big[i];
      ++i;
    } while (!(product == target));
    groups.push_back(group);
  }
  for (; i < big.size(); ++i) {
    if (!(big[i] == one) || groups.empty())
      return std::nullopt;
    groups.back().push_back(i);
  }
  return groups;
}

/// The extent algebra of `relay::inferNewShape` on symbolic extents.
struct SymExtents {
  static SymExtent constant(int64_t v) { return SymExtent::constant(v); }
  static std::optional<int64_t> getConstant(const SymExtent &e) {
    if (!e.isStatic())
      return std::nullopt;
    return e.factor;
  }
  /// `a * b`; none when the constant factors overflow int64.
  static std::optional<SymExtent> mul(const SymExtent &a, const SymExtent &b) {
    if (!llvm::checkedMul(a.factor, b.factor) ||
        !llvm::checkedMul(a.divisor, b.divisor))
      return std::nullopt;
    return a * b;
  }
  static std::optional<SymExtent> divide(const SymExtent &e, int64_t d) {
    if (e.isStatic() && e.factor % d != 0)
      return std::nullopt;
    return e.divide(d);
  }
  static std::optional<SymExtent> unknown() { return std::nullopt; }
};

/// reshape: a tensor.collapse_shape or tensor.expand_shape when the extents
/// provably group (also with `?`, compared symbolically), else a collapse to
/// 1-D followed by an expand to the result's extents.
struct ReshapeOpLowering : public OpConversionPattern<ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t inRank = inputType.getRank();
    IndexMath m{rewriter, loc};

    SmallVector<SymExtent> inSym;
    for (int64_t i = 0; i < inRank; ++i)
      inSym.push_back(inputType.isDynamicDim(i)
                          ? SymExtent{1, {i}, 1}
                          : SymExtent::constant(inputType.getDimSize(i)));
    SmallVector<SymExtent> outSym;
    if (failed(inferNewShape<SymExtents>(
            /*loc=*/std::nullopt, ArrayRef<SymExtent>(inSym), op.getNewshape(),
            op.getAllowzero(), outSym)))
      return rewriter.notifyMatchFailure(op, "invalid newshape");
    int64_t outRank = outSym.size();
    if (outRank != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "result rank mismatch");

    // The extents that are static by the reshape itself (a more refined
    // declared result type is reached with the final tensor.cast).
    SmallVector<int64_t> outShape;
    for (const SymExtent &s : outSym)
      outShape.push_back(s.isStatic() ? s.factor : ShapedType::kDynamic);
    auto outType = resultType.clone(outShape);
    auto outSizes = [&]() {
      SmallVector<OpFoldResult> sizes;
      for (int64_t i = 0; i < outRank; ++i)
        sizes.push_back(ShapedType::isDynamic(outShape[i])
                            ? outSym[i].materialize(m, input)
                            : m.constant(outShape[i]));
      return sizes;
    };

    // With `?` input extents, a `-1` extent (or a scalar result) is solved
    // at run time, where the element count may not fit the new shape: TVM's
    // dynamic reshape checks it, and so does the generated code.
    if (!inputType.hasStaticShape() &&
        (outRank == 0 ||
         llvm::any_of(outSym, [](const SymExtent &s) { return !s.known(); }))) {
      auto product = [&](ArrayRef<OpFoldResult> sizes) -> Value {
        Value p = arith::ConstantIndexOp::create(rewriter, loc, 1);
        for (OpFoldResult size : sizes)
          p = arith::MulIOp::create(
              rewriter, loc, p,
              getValueOrCreateConstantIndexOp(rewriter, loc, size));
        return p;
      };
      assertEqualExtents(
          rewriter, loc, product(tensor::getMixedSizes(rewriter, loc, input)),
          product(outSizes()),
          "the input's element count does not fit the new shape");
    }

    Value result;
    if (outRank == inRank && llvm::equal(inSym, outSym)) {
      result = input;
    } else if (auto groups = matchGroups(inSym, outSym)) {
      result = tensor::CollapseShapeOp::create(rewriter, loc, outType, input,
                                               *groups);
    } else if (auto groups = matchGroups(outSym, inSym)) {
      result = tensor::ExpandShapeOp::create(rewriter, loc, outType, input,
                                             *groups, outSizes());
    } else if (outRank == 0) {
      // Every input extent must be 1.
      result = castTo(rewriter, loc, input,
                      inputType.clone(SmallVector<int64_t>(inRank, 1)));
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, outType, result, SmallVector<ReassociationIndices>{});
    } else {
      // A general reshape: flatten, then split into the result's extents.
      Value flat = input;
      if (inRank == 0) {
        flat = tensor::ExpandShapeOp::create(
            rewriter, loc, inputType.clone({1}), input,
            SmallVector<ReassociationIndices>{},
            ArrayRef<OpFoldResult>{m.constant(1)});
      } else if (inRank > 1) {
        ReassociationIndices all =
            llvm::to_vector(llvm::seq<int64_t>(0, inRank));
        flat = tensor::CollapseShapeOp::create(
            rewriter, loc, input, SmallVector<ReassociationIndices>{all});
      }
      if (outRank == 1) {
        result = flat;
      } else {
        ReassociationIndices all =
            llvm::to_vector(llvm::seq<int64_t>(0, outRank));
        result = tensor::ExpandShapeOp::create(
            rewriter, loc, outType, flat,
            SmallVector<ReassociationIndices>{all}, outSizes());
      }
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// transpose, squeeze, expand_dims, batch_flatten
//===----------------------------------------------------------------------===//

struct TransposeOpLowering : public OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    SmallVector<int64_t> perm;
    if (auto axes = op.getAxes()) {
      for (int64_t a : *axes)
        perm.push_back(a < 0 ? a + rank : a);
    } else {
      for (int64_t i = rank - 1; i >= 0; --i)
        perm.push_back(i);
    }
    Value result =
        transposeTensor(rewriter, op.getLoc(), adaptor.getData(), perm);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct SqueezeOpLowering : public OpConversionPattern<SqueezeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SqueezeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    auto type = cast<RankedTensorType>(adaptor.getData().getType());
    int64_t rank = type.getRank();
    SmallVector<bool> drop(rank, false);
    if (auto axis = op.getAxis()) {
      for (int64_t a : *axis)
        drop[a < 0 ? a + rank : a] = true;
    } else {
      for (int64_t i = 0; i < rank; ++i)
        drop[i] = type.getDimSize(i) == 1;
    }
    Value result = dropUnitDims(rewriter, op.getLoc(), adaptor.getData(), drop);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct ExpandDimsOpLowering : public OpConversionPattern<ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ExpandDimsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank =
        cast<RankedTensorType>(adaptor.getData().getType()).getRank();
    int64_t axis = op.getAxis();
    int64_t count = op.getNumNewaxis();
    int64_t pivot = axis < 0 ? rank + axis + 1 : axis;
    SmallVector<bool> unit(rank + count, false);
    for (int64_t i = pivot; i < pivot + count; ++i)
      unit[i] = true;
    Value result =
        insertUnitDims(rewriter, op.getLoc(), adaptor.getData(), unit);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct BatchFlattenOpLowering : public OpConversionPattern<BatchFlattenOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BatchFlattenOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
    Value result = input;
    if (rank == 1) {
      result = insertUnitDims(rewriter, loc, input, {false, true});
    } else if (rank > 2) {
      ReassociationIndices rest = llvm::to_vector(llvm::seq<int64_t>(1, rank));
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, input, SmallVector<ReassociationIndices>{{0}, rest});
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void tensor_lowering::populateReshapePatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<ReshapeOpLowering, TransposeOpLowering, SqueezeOpLowering,
               ExpandDimsOpLowering, BatchFlattenOpLowering>(
      converter, patterns.getContext());
}
