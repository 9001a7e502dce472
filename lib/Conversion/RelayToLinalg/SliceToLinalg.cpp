//===- SliceToLinalg.cpp - Joins and slices to linalg ---------------------===//
//
// concatenate and stack (tensor.concat), split and strided_slice
// (tensor.extract_slice; negative strides read through a linalg.generic).
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
// concatenate, stack, split
//===----------------------------------------------------------------------===//

struct ConcatenateOpLowering : public OpConversionPattern<ConcatenateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    // Off the axis the inputs' extents must agree; tensor.concat assumes it.
    ValueRange inputs = adaptor.getData();
    for (int64_t d = 0; d < rank; ++d) {
      if (d == axis)
        continue;
      for (auto [n, input] : llvm::enumerate(inputs.drop_front()))
        assertEqualExtents(
            rewriter, op.getLoc(),
            tensor::getMixedSize(rewriter, op.getLoc(), inputs.front(), d),
            tensor::getMixedSize(rewriter, op.getLoc(), input, d),
            "input " + Twine(n + 1) + "'s extent of dimension " + Twine(d) +
                " differs from input 0's");
    }
    Value result =
        tensor::ConcatOp::create(rewriter, op.getLoc(), axis, inputs);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct StackOpLowering : public OpConversionPattern<StackOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(StackOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    SmallVector<bool> unit(rank, false);
    unit[axis] = true;
    SmallVector<Value> expanded;
    for (Value input : adaptor.getData())
      expanded.push_back(insertUnitDims(rewriter, loc, input, unit));
    Value result = expanded.size() == 1
                       ? expanded.front()
                       : tensor::ConcatOp::create(rewriter, loc, axis, expanded)
                             .getResult();
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// split: one tensor.extract_slice per field of the result tuple.
struct SplitOpLowering : public OpConversionPattern<SplitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Type> fieldTypes;
    if (failed(getTypeConverter()->convertType(op.getType(), fieldTypes)))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    IndexMath m{rewriter, loc};
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    OpFoldResult dim = dims[axis];

    SmallVector<OpFoldResult> offsets, sizes;
    Attribute spec = op.getIndicesOrSections();
    if (auto sections = dyn_cast<IntegerAttr>(spec)) {
      int64_t n = sections.getInt();
      OpFoldResult size = m.div(dim, m.constant(n));
      for (int64_t i = 0; i < n; ++i) {
        offsets.push_back(m.mul(size, m.constant(i)));
        sizes.push_back(size);
      }
    } else if (auto indices = dyn_cast<DenseI64ArrayAttr>(spec)) {
      int64_t prev = 0;
      for (int64_t index : indices.asArrayRef()) {
        offsets.push_back(m.constant(prev));
        sizes.push_back(m.constant(index - prev));
        prev = index;
      }
      offsets.push_back(m.constant(prev));
      sizes.push_back(m.sub(dim, m.constant(prev)));
    } else {
      return rewriter.notifyMatchFailure(op, "invalid indices_or_sections");
    }
    if (sizes.size() != fieldTypes.size())
      return rewriter.notifyMatchFailure(op, "field count mismatch");

    SmallVector<Value> fields;
    SmallVector<OpFoldResult> strides(rank, m.constant(1));
    for (auto [offset, size, fieldType] :
         llvm::zip(offsets, sizes, fieldTypes)) {
      SmallVector<OpFoldResult> sliceOffsets(rank, m.constant(0));
      SmallVector<OpFoldResult> sliceSizes(dims);
      sliceOffsets[axis] = offset;
      sliceSizes[axis] = size;
      Value slice = tensor::ExtractSliceOp::create(
          rewriter, loc, input, sliceOffsets, sliceSizes, strides);
      fields.push_back(castTo(rewriter, loc, slice, fieldType));
    }
    rewriter.replaceOpWithMultiple(op, {fields});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// strided_slice
//===----------------------------------------------------------------------===//

struct StridedSliceOpLowering : public OpConversionPattern<StridedSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(StridedSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t rank = type.getRank();
    IndexMath m{rewriter, loc};
    ArrayRef<int64_t> begin = op.getBegin(), end = op.getEnd();
    SmallVector<int64_t> strides;
    if (auto s = op.getStrides())
      strides.assign(s->begin(), s->end());
    if (strides.empty())
      strides.push_back(1);
    bool sizeMode = op.getSliceMode() == SliceMode::Size;
    SmallVector<int64_t> axes;
    if (auto a = op.getAxes()) {
      for (int64_t axis : *a)
        axes.push_back(axis < 0 ? axis + rank : axis);
    } else {
      axes = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    }

    // Per dimension: the first element read, the count and the step.
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    SmallVector<OpFoldResult> offsets(rank, m.constant(0)), sizes(dims);
    SmallVector<int64_t> steps(rank, 1);
    for (auto [i, axis] : llvm::enumerate(axes)) {
      int64_t stride = sizeMode ? 1 : (i < strides.size() ? strides[i] : 1);
      if (stride == 0)
        return rewriter.notifyMatchFailure(op, "zero stride");
      bool hasBegin = i < begin.size(), hasEnd = i < end.size();
      OpFoldResult dim = dims[axis];
      // Normalises a negative position by adding the extent.
      auto normalize = [&](int64_t v) -> OpFoldResult {
        return v < 0 ? m.add(m.constant(v), dim) : m.constant(v);
      };
      OpFoldResult b, e, count;
      if (stride > 0) {
        b = hasBegin ? normalize(begin[i]) : m.constant(0);
        if (sizeMode)
          e = hasEnd && end[i] >= 0 ? m.add(b, m.constant(end[i])) : dim;
        else
          e = hasEnd ? normalize(end[i]) : dim;
        b = m.clamp(b, m.constant(0), dim);
        e = m.clamp(e, m.constant(0), dim);
        count =
            m.ceilDiv(m.max(m.sub(e, b), m.constant(0)), m.constant(stride));
      } else {
        OpFoldResult last = m.sub(dim, m.constant(1));
        b = hasBegin ? normalize(begin[i]) : last;
        e = hasEnd ? normalize(end[i]) : m.constant(-1);
        b = m.clamp(b, m.constant(-1), last);
        e = m.clamp(e, m.constant(-1), last);
        count =
            m.ceilDiv(m.max(m.sub(b, e), m.constant(0)), m.constant(-stride));
      }
      offsets[axis] = b;
      sizes[axis] = count;
      steps[axis] = stride;
    }

    Value result;
    if (llvm::any_of(sizes,
                     [](OpFoldResult s) { return isConstantIntValue(s, 0); })) {
      // A statically empty slice (begin past the end, as TVM allows, or an
      // empty input) reads nothing; tensor.extract_slice would reject its
      // offset, which may equal the extent.
      result =
          tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    } else if (llvm::all_of(steps, [](int64_t s) { return s > 0; })) {
      SmallVector<OpFoldResult> stepSizes = llvm::map_to_vector(
          steps, [&](int64_t s) -> OpFoldResult { return m.constant(s); });
      result = tensor::ExtractSliceOp::create(rewriter, loc, input, offsets,
                                              sizes, stepSizes);
    } else {
      // Negative steps: element i reads begin + i * step.
      result = createIndexGeneric(
          rewriter, loc, sizes, type.getElementType(),
          [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
            SmallVector<Value> coords;
            for (int64_t d = 0; d < rank; ++d) {
              Value c = ivs[d];
              if (steps[d] != 1)
                c = arith::MulIOp::create(
                    b, l, c, arith::ConstantIndexOp::create(b, l, steps[d]));
              if (!isConstantIntValue(offsets[d], 0))
                c = arith::AddIOp::create(
                    b, l, getValueOrCreateConstantIndexOp(b, l, offsets[d]), c);
              coords.push_back(c);
            }
            return tensor::ExtractOp::create(b, l, input, coords);
          });
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void tensor_lowering::populateSlicePatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<ConcatenateOpLowering, StackOpLowering, SplitOpLowering,
               StridedSliceOpLowering>(converter, patterns.getContext());
}
