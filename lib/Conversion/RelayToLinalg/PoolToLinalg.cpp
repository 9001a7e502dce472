//===- PoolToLinalg.cpp - Pooling to linalg -------------------------------===//
//
// nn.max_pool2d/avg_pool2d (named linalg pooling ops), the global poolings
// and nn.adaptive_avg_pool2d.
//
//===----------------------------------------------------------------------===//

#include "NNLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::nn;

namespace {

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

enum class PoolKind { Max, Sum };

/// A named pooling op over `input` (NCHW or NHWC, already padded).
Value buildNamedPool(OpBuilder &b, Location loc, Value input, bool nhwc,
                     PoolKind kind, bool isUnsigned, ArrayRef<int64_t> kernel,
                     ArrayRef<int64_t> strides, ArrayRef<int64_t> dilation) {
  Type element = tensorType(input).getElementType();
  int64_t hPos = nhwc ? 1 : 2;
  SmallVector<OpFoldResult> sizes =
      windowOutputSizes(b, loc, input, hPos, kernel, strides, dilation);
  Value initValue = kind == PoolKind::Max
                        ? createLowestFinite(b, loc, element, isUnsigned)
                        : createScalar(b, loc, element, 0);
  Value init = createFilled(b, loc, sizes, initValue);
  Value window = createEmpty(
      b, loc, {b.getIndexAttr(kernel[0]), b.getIndexAttr(kernel[1])}, element);
  SmallVector<Type, 1> types = {init.getType()};
  SmallVector<Value, 2> ins = {input, window}, outs = {init};
  Attribute s = b.getI64TensorAttr(strides), d = b.getI64TensorAttr(dilation);
  Operation *pool;
  if (kind == PoolKind::Sum && nhwc)
    pool = linalg::PoolingNhwcSumOp::create(b, loc, types, ins, outs, s, d);
  else if (kind == PoolKind::Sum)
    pool = linalg::PoolingNchwSumOp::create(b, loc, types, ins, outs, s, d);
  else if (!nhwc)
    pool = linalg::PoolingNchwMaxOp::create(b, loc, types, ins, outs, s, d);
  else if (isUnsigned)
    pool = linalg::PoolingNhwcMaxUnsignedOp::create(b, loc, types, ins, outs, s,
                                                    d);
  else
    pool = linalg::PoolingNhwcMaxOp::create(b, loc, types, ins, outs, s, d);
  return pool->getResult(0);
}

/// Divides every element of `sum` by the index value `divisor` computes
/// inside the loop body (it may read the position with linalg.index).
Value divideByCount(OpBuilder &b, Location loc, Value sum, bool isUnsigned,
                    function_ref<Value(OpBuilder &, Location)> divisor) {
  auto type = tensorType(sum);
  int64_t rank = type.getRank();
  Type element = type.getElementType();
  AffineMap id = b.getMultiDimIdentityMap(rank);
  return buildGeneric(
      b, loc, sum,
      createEmpty(b, loc, tensor::getMixedSizes(b, loc, sum), element),
      {id, id}, SmallVector<Iter>(rank, Iter::parallel),
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value count = indexToScalar(nb, l, divisor(nb, l), element);
        return scalarDiv(nb, l, args[0], count, isUnsigned);
      });
}

/// Divides every element of `sum` by the constant `count`.
Value divideByConstant(OpBuilder &b, Location loc, Value sum, bool isUnsigned,
                       int64_t count) {
  auto type = tensorType(sum);
  int64_t rank = type.getRank();
  Type element = type.getElementType();
  AffineMap id = b.getMultiDimIdentityMap(rank);
  return buildGeneric(
      b, loc, sum,
      createEmpty(b, loc, tensor::getMixedSizes(b, loc, sum), element),
      {id, id}, SmallVector<Iter>(rank, Iter::parallel),
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value divisor =
            createScalar(nb, l, element, static_cast<double>(count));
        return scalarDiv(nb, l, args[0], divisor, isUnsigned);
      });
}

template <typename OpTy, PoolKind Kind>
struct Pool2DOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = resultType.getElementType();
    if (element.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean pooling");
    bool isUnsigned = isUnsignedElement(op.getType());
    LayoutAttr layout = op.getLayout();
    LayoutAttr outLayout =
        op.getOutLayoutAttr() ? op.getOutLayoutAttr() : layout;
    // The named ops are NCHW or NHWC; unsigned max pooling exists in NHWC
    // only.
    bool nhwc =
        layout.getName() == "NHWC" || (Kind == PoolKind::Max && isUnsigned);
    StringRef work = nhwc ? "NHWC" : "NCHW";
    int64_t hPos = nhwc ? 1 : 2;
    ArrayRef<int64_t> kernel = op.getPoolSize(), strides = op.getStrides(),
                      dilation = op.getDilation(), padding = op.getPadding();
    bool ceilMode = op.getCeilMode();

    Value data = transposeTensor(rewriter, loc, adaptor.getData(),
                                 layout.getPermutationTo(work));
    // TVM pads the end by stride - 1 more in ceil mode.
    auto [low, high] = spatialPadding(4, hPos, padding);
    if (ceilMode)
      for (int64_t i = 0; i < 2; ++i)
        high[hPos + i] += strides[i] - 1;
    Value padded = data;
    if (llvm::any_of(llvm::concat<int64_t>(low, high),
                     [](int64_t v) { return v != 0; })) {
      Value padValue =
          Kind == PoolKind::Max
              ? createLowestFinite(rewriter, loc, element, isUnsigned)
              : createScalar(rewriter, loc, element, 0);
      padded = padTensor(rewriter, loc, data, low, high, padValue);
    }
    Value result = buildNamedPool(rewriter, loc, padded, nhwc, Kind, isUnsigned,
                                  kernel, strides, dilation);

    if constexpr (Kind == PoolKind::Sum) {
      bool countIncludePad = op.getCountIncludePad();
      bool noPadding = llvm::all_of(padding, [](int64_t p) { return p == 0; });
      SmallVector<OpFoldResult> inSizes = {
          tensor::getMixedSize(rewriter, loc, data, hPos),
          tensor::getMixedSize(rewriter, loc, data, hPos + 1)};
      if (!ceilMode && (countIncludePad || noPadding)) {
        // Every window lies inside the (padded) input: a constant divisor.
        result = divideByConstant(rewriter, loc, result, isUnsigned,
                                  kernel[0] * kernel[1]);
      } else {
        // TVM's divisor (topi pool_impl_nd): per spatial axis, the number of
        // window positions that count, start + j * dilation for j < kernel.
        result = divideByCount(
            rewriter, loc, result, isUnsigned,
            [&](OpBuilder &b, Location l) -> Value {
              AffineExpr o = b.getAffineDimExpr(0), in = b.getAffineDimExpr(1),
                         j = b.getAffineDimExpr(2);
              auto c = [&](int64_t v) { return b.getAffineConstantExpr(v); };
              SmallVector<OpFoldResult> counts;
              for (int64_t i = 0; i < 2; ++i) {
                int64_t k = kernel[i], d = dilation[i];
                Value pos = linalg::IndexOp::create(b, l, hPos + i);
                AffineExpr start = o * strides[i] - padding[i];
                if (countIncludePad) {
                  // The window is clipped at the end of the padded input:
                  // min(k - 1, room / d) + 1 positions.
                  AffineExpr room = in + (padding[2 + i] - 1) - start;
                  SmallVector<OpFoldResult> operands = {pos, inSizes[i]};
                  if (!ceilMode || d == 1) {
                    counts.push_back(minIndexExprs(
                        b, l, {c(k), room.floorDiv(d) + 1}, operands));
                    continue;
                  }
                  // A ceil-mode window may start past the padded input
                  // (room < 0); TVM's division then truncates toward zero:
                  // max(floor(room / d), min(ceil(room / d), 0)).
                  OpFoldResult up =
                      minIndexExprs(b, l, {room.ceilDiv(d), c(0)}, operands);
                  operands.push_back(up);
                  OpFoldResult quotient =
                      maxIndexExprs(b, l, {room.floorDiv(d), j}, operands);
                  counts.push_back(
                      minIndexExprs(b, l, {c(k), o + 1}, {quotient}));
                  continue;
                }
                // Only the window positions inside the input count: the
                // first is `jumps` dilation steps past the start, the last
                // is clipped at in - 1. A window wholly in the padding sums
                // to zero, so flooring (not truncating, as TVM does) its
                // negative count changes no result: the divisor stays >= 1.
                OpFoldResult jumps =
                    maxIndexExprs(b, l, {(-start).ceilDiv(d), c(0)}, {pos});
                counts.push_back(minIndexExprs(
                    b, l, {c(k) - j, (in - 1 - start - j * d).floorDiv(d) + 1},
                    {pos, inSizes[i], jumps}));
              }
              // Without the padding, at least 1 (TVM's max(count, 1)).
              std::optional<int64_t> atLeast;
              if (!countIncludePad)
                atLeast = 1;
              return indexValue(b, l, productOfIndices(b, l, counts, atLeast));
            });
      }
    }
    result = transposeTensor(rewriter, loc, result,
                             outLayout.getPermutationFrom(work));
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

template <typename OpTy, PoolKind Kind>
struct GlobalPool2DOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = resultType.getElementType();
    if (element.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean pooling");
    bool isUnsigned = isUnsignedElement(op.getType());
    LayoutAttr layout = op.getLayout();
    int64_t hPos = layout.indexOf('H'), wPos = layout.indexOf('W');
    Value data = adaptor.getData();
    SmallVector<OpFoldResult> dims = tensor::getMixedSizes(rewriter, loc, data);
    SmallVector<bool> dropped(4, false);
    dropped[hPos] = dropped[wPos] = true;
    SmallVector<int64_t> kept;
    SmallVector<OpFoldResult> keptSizes;
    SmallVector<Iter> iterators;
    for (int64_t i = 0; i < 4; ++i) {
      iterators.push_back(dropped[i] ? Iter::reduction : Iter::parallel);
      if (!dropped[i]) {
        kept.push_back(i);
        keptSizes.push_back(dims[i]);
      }
    }
    Value initValue =
        Kind == PoolKind::Max
            ? createLowestFinite(rewriter, loc, element, isUnsigned)
            : createScalar(rewriter, loc, element, 0);
    Value reduced = buildGeneric(
        rewriter, loc, data, createFilled(rewriter, loc, keptSizes, initValue),
        {rewriter.getMultiDimIdentityMap(4),
         selectDims(rewriter.getContext(), 4, kept)},
        iterators, [&](OpBuilder &b, Location l, ValueRange args) -> Value {
          if (Kind == PoolKind::Max)
            return scalarMax(b, l, args[1], args[0], isUnsigned);
          return scalarAdd(b, l, args[1], args[0]);
        });
    if (Kind == PoolKind::Sum) {
      OpFoldResult area =
          productOfIndices(rewriter, loc, {dims[hPos], dims[wPos]});
      if (std::optional<int64_t> c = getConstantIntValue(area))
        reduced = divideByConstant(rewriter, loc, reduced, isUnsigned, *c);
      else
        reduced = divideByCount(
            rewriter, loc, reduced, isUnsigned,
            [&](OpBuilder &b, Location l) { return indexValue(b, l, area); });
    }
    Value result = insertUnitDims(rewriter, loc, reduced, dropped);
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// Average pooling to a fixed output size: window i spans
/// [floor(i * in / out), ceil((i + 1) * in / out)).
struct AdaptiveAvgPool2DOpLowering
    : public OpConversionPattern<AdaptiveAvgPool2DOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(AdaptiveAvgPool2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = resultType.getElementType();
    if (element.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean pooling");
    bool isUnsigned = isUnsignedElement(op.getType());
    LayoutAttr layout = op.getLayout();
    SmallVector<int64_t> pos = {layout.indexOf('H'), layout.indexOf('W')};
    Value data = adaptor.getData();
    auto dataType = tensorType(data);
    std::optional<ArrayRef<int64_t>> outputSize = op.getOutputSize();
    if (!outputSize || outputSize->empty()) {
      // Windows of one element: the identity.
      rewriter.replaceOp(op, castTo(rewriter, loc, data, resultType));
      return success();
    }
    SmallVector<int64_t> in, out;
    for (int64_t i = 0; i < 2; ++i) {
      in.push_back(dataType.getDimSize(pos[i]));
      out.push_back(outputSize->size() == 1 ? (*outputSize)[0]
                                            : (*outputSize)[i]);
    }
    if (ShapedType::isDynamic(in[0]) || ShapedType::isDynamic(in[1]))
      return rewriter.notifyMatchFailure(op, "dynamic spatial extents");

    Value result;
    if (in[0] % out[0] == 0 && in[1] % out[1] == 0) {
      // Equal windows: a regular pooling with kernel = stride = in / out.
      bool nhwc = layout.getName() == "NHWC";
      StringRef work = nhwc ? "NHWC" : "NCHW";
      SmallVector<int64_t> kernel = {in[0] / out[0], in[1] / out[1]};
      Value input =
          transposeTensor(rewriter, loc, data, layout.getPermutationTo(work));
      result = buildNamedPool(rewriter, loc, input, nhwc, PoolKind::Sum,
                              isUnsigned, kernel, kernel, {1, 1});
      result = divideByConstant(rewriter, loc, result, isUnsigned,
                                kernel[0] * kernel[1]);
      result = transposeTensor(rewriter, loc, result,
                               layout.getPermutationFrom(work));
    } else {
      // A generic over (output dims..., kh, kw) reading the input at
      // start(o) + k; positions past the window are masked out. The input is
      // padded so that the largest window never reads out of bounds.
      auto start = [](int64_t o, int64_t i, int64_t n) { return o * i / n; };
      auto end = [](int64_t o, int64_t i, int64_t n) {
        return ((o + 1) * i + n - 1) / n;
      };
      SmallVector<int64_t> window(2, 0), high(4, 0);
      for (int64_t i = 0; i < 2; ++i) {
        int64_t pad = 0;
        for (int64_t o = 0; o < out[i]; ++o)
          window[i] = std::max(window[i],
                               end(o, in[i], out[i]) - start(o, in[i], out[i]));
        for (int64_t o = 0; o < out[i]; ++o)
          pad = std::max(pad, start(o, in[i], out[i]) + window[i] - in[i]);
        high[pos[i]] = pad;
      }
      Value zero = createScalar(rewriter, loc, element, 0);
      Value padded = padTensor(rewriter, loc, data, SmallVector<int64_t>(4, 0),
                               high, zero);
      auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
      SmallVector<AffineExpr> inExprs;
      for (int64_t i = 0; i < 4; ++i) {
        if (i == pos[0] || i == pos[1]) {
          int64_t j = i == pos[0] ? 0 : 1;
          inExprs.push_back((d(i) * in[j]).floorDiv(out[j]) + d(4 + j));
        } else {
          inExprs.push_back(d(i));
        }
      }
      SmallVector<OpFoldResult> outSizes =
          tensor::getMixedSizes(rewriter, loc, data);
      outSizes[pos[0]] = rewriter.getIndexAttr(out[0]);
      outSizes[pos[1]] = rewriter.getIndexAttr(out[1]);
      Value windowTensor = createEmpty(
          rewriter, loc,
          {rewriter.getIndexAttr(window[0]), rewriter.getIndexAttr(window[1])},
          element);
      SmallVector<Iter> iterators(4, Iter::parallel);
      iterators.append(2, Iter::reduction);
      // The window extent end(o) - start(o) of output position o.
      auto extent = [&](OpBuilder &b, Location l, Value o, int64_t j) {
        AffineExpr d0 = b.getAffineDimExpr(0);
        AffineExpr first = (d0 * in[j]).floorDiv(out[j]);
        AffineExpr end = ((d0 + 1) * in[j]).ceilDiv(out[j]);
        return indexValue(b, l,
                          applyIndexExpr(b, l, end - first, OpFoldResult(o)));
      };
      Value sum = buildGeneric(
          rewriter, loc, ValueRange{padded, windowTensor},
          createFilled(rewriter, loc, outSizes, zero),
          {AffineMap::get(6, 0, inExprs, ctx), selectDims(ctx, 6, {4, 5}),
           selectDims(ctx, 6, {0, 1, 2, 3})},
          iterators, [&](OpBuilder &b, Location l, ValueRange args) -> Value {
            Value valid;
            for (int64_t j = 0; j < 2; ++j) {
              Value o = linalg::IndexOp::create(b, l, pos[j]);
              Value k = linalg::IndexOp::create(b, l, 4 + j);
              Value size = extent(b, l, o, j);
              Value inside = arith::CmpIOp::create(
                  b, l, arith::CmpIPredicate::slt, k, size);
              valid =
                  valid ? arith::AndIOp::create(b, l, valid, inside).getResult()
                        : inside;
            }
            Value zero = createScalar(b, l, element, 0);
            Value v = arith::SelectOp::create(b, l, valid, args[0], zero);
            return scalarAdd(b, l, args[2], v);
          });
      result = divideByCount(
          rewriter, loc, sum, isUnsigned, [&](OpBuilder &b, Location l) {
            Value oh = linalg::IndexOp::create(b, l, pos[0]);
            Value h = extent(b, l, oh, 0);
            Value ow = linalg::IndexOp::create(b, l, pos[1]);
            Value w = extent(b, l, ow, 1);
            return arith::MulIOp::create(b, l, h, w).getResult();
          });
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::nn::populatePoolPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<Pool2DOpLowering<MaxPool2DOp, PoolKind::Max>,
               Pool2DOpLowering<AvgPool2DOp, PoolKind::Sum>,
               GlobalPool2DOpLowering<GlobalMaxPool2DOp, PoolKind::Max>,
               GlobalPool2DOpLowering<GlobalAvgPool2DOp, PoolKind::Sum>,
               AdaptiveAvgPool2DOpLowering>(converter, patterns.getContext());
}
