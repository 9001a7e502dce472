//===- ConvToLinalg.cpp - Convolutions to linalg --------------------------===//
//
// nn.conv1d/2d/3d (named linalg convolutions, depthwise and grouped ones)
// and nn.conv2d_transpose. Layouts other than the named ops' are transposed
// in and out.
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
// Convolutions
//===----------------------------------------------------------------------===//

/// Grouped convolution as a linalg.generic: input [N, G, C, S...], filter
/// [G, F, C, K...], output [N, G, F, O...].
Value buildGroupedConvGeneric(OpBuilder &b, Location loc, Value input,
                              Value filter, Value init,
                              ArrayRef<int64_t> strides,
                              ArrayRef<int64_t> dilation) {
  MLIRContext *ctx = b.getContext();
  int64_t s = strides.size();
  // Loops: n, g, f, o_1..o_s (parallel), c, k_1..k_s (reduction).
  int64_t numLoops = 4 + 2 * s;
  auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
  int64_t cLoop = 3 + s;
  SmallVector<AffineExpr> inExprs = {d(0), d(1), d(cLoop)};
  SmallVector<AffineExpr> filterExprs = {d(1), d(2), d(cLoop)};
  SmallVector<AffineExpr> outExprs = {d(0), d(1), d(2)};
  for (int64_t i = 0; i < s; ++i) {
    inExprs.push_back(d(3 + i) * strides[i] + d(cLoop + 1 + i) * dilation[i]);
    filterExprs.push_back(d(cLoop + 1 + i));
    outExprs.push_back(d(3 + i));
  }
  SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, inExprs, ctx),
                                 AffineMap::get(numLoops, 0, filterExprs, ctx),
                                 AffineMap::get(numLoops, 0, outExprs, ctx)};
  SmallVector<Iter> iterators(3 + s, Iter::parallel);
  iterators.append(1 + s, Iter::reduction);
  return buildGeneric(b, loc, ValueRange{input, filter}, init, maps, iterators,
                      [](OpBuilder &nb, Location nloc, ValueRange args) {
                        Value product = scalarMul(nb, nloc, args[0], args[1]);
                        return scalarAdd(nb, nloc, args[2], product);
                      });
}

/// A convolution of a canonical NC<spatial> input (already padded and in the
/// accumulator type) with an OI<spatial> weight (I = C / groups).
FailureOr<Value> buildCanonicalConv(OpBuilder &b, Location loc, Value input,
                                    Value weight, int64_t groups,
                                    ArrayRef<int64_t> strides,
                                    ArrayRef<int64_t> dilation) {
  auto inType = tensorType(input), wType = tensorType(weight);
  int64_t s = inType.getRank() - 2;
  Type element = inType.getElementType();
  SmallVector<int64_t> kernel;
  for (int64_t i = 0; i < s; ++i) {
    if (wType.isDynamicDim(2 + i))
      return failure();
    kernel.push_back(wType.getDimSize(2 + i));
  }
  SmallVector<OpFoldResult> outSpatial = llvm::to_vector(llvm::drop_begin(
      windowOutputSizes(b, loc, input, 2, kernel, strides, dilation), 2));
  OpFoldResult n = tensor::getMixedSize(b, loc, input, 0),
               o = tensor::getMixedSize(b, loc, weight, 0);
  Attribute stridesAttr = b.getI64TensorAttr(strides);
  Attribute dilationAttr = b.getI64TensorAttr(dilation);
  Value zero = createScalar(b, loc, element, 0);

  auto makeInit = [&](ArrayRef<OpFoldResult> leading) {
    SmallVector<OpFoldResult> sizes(leading);
    llvm::append_range(sizes, outSpatial);
    return createFilled(b, loc, sizes, zero);
  };

  if (groups == 1) {
    Value init = makeInit({n, o});
    SmallVector<Type, 1> types = {init.getType()};
    SmallVector<Value, 2> ins = {input, weight}, outs = {init};
    switch (s) {
    case 1:
      return linalg::Conv1DNcwFcwOp::create(b, loc, types, ins, outs,
                                            stridesAttr, dilationAttr)
          .getResult(0);
    case 2:
      return linalg::Conv2DNchwFchwOp::create(b, loc, types, ins, outs,
                                              stridesAttr, dilationAttr)
          .getResult(0);
    case 3:
      return linalg::Conv3DNcdhwFcdhwOp::create(b, loc, types, ins, outs,
                                                stridesAttr, dilationAttr)
          .getResult(0);
    default:
      return failure();
    }
  }

  // The input's channels are groups * (the weight's input channels).
  if (inType.isDynamicDim(1) && !wType.isDynamicDim(1)) {
    SmallVector<int64_t> shape(inType.getShape());
    shape[1] = groups * wType.getDimSize(1);
    input = tensor::CastOp::create(b, loc, inType.clone(shape), input);
    inType = tensorType(input);
  }
  int64_t channels = inType.getDimSize(1);
  int64_t outChannels = wType.getDimSize(0);
  int64_t groupChannels = wType.getDimSize(1);
  if (ShapedType::isDynamic(outChannels) || outChannels % groups != 0)
    return failure();

  // Reassociation grouping dims [first, first + 1] of a rank-`rank` shape.
  auto splitDim = [&](int64_t first, int64_t rank) {
    SmallVector<ReassociationIndices> reassociation;
    for (int64_t i = 0; i < rank; ++i) {
      if (i == first + 1)
        continue;
      if (i == first)
        reassociation.push_back({i, i + 1});
      else
        reassociation.push_back({i});
    }
    return reassociation;
  };

  // Depthwise: one input channel per group and one output channel per group.
  if (channels == groups && outChannels == groups && groupChannels == 1) {
    Value filter = collapseShape(b, loc, weight, splitDim(0, s + 2));
    Value init = makeInit({n, o});
    SmallVector<Type, 1> types = {init.getType()};
    SmallVector<Value, 2> ins = {input, filter}, outs = {init};
    switch (s) {
    case 1:
      return linalg::DepthwiseConv1DNcwCwOp::create(b, loc, types, ins, outs,
                                                    stridesAttr, dilationAttr)
          .getResult(0);
    case 2:
      return linalg::DepthwiseConv2DNchwChwOp::create(b, loc, types, ins, outs,
                                                      stridesAttr, dilationAttr)
          .getResult(0);
    case 3:
      return linalg::DepthwiseConv3DNcdhwCdhwOp::create(
                 b, loc, types, ins, outs, stridesAttr, dilationAttr)
          .getResult(0);
    default:
      return failure();
    }
  }

  // Grouped: split the channels into [G, C/G] and the filters into [G, O/G].
  int64_t perGroup = outChannels / groups;
  OpFoldResult g = b.getIndexAttr(groups);
  OpFoldResult cg = tensor::getMixedSize(b, loc, weight, 1);
  SmallVector<OpFoldResult> inSizes = {n, g, cg};
  for (int64_t i = 0; i < s; ++i)
    inSizes.push_back(tensor::getMixedSize(b, loc, input, 2 + i));
  Value groupedInput = expandShape(b, loc, input, splitDim(1, s + 3), inSizes);
  SmallVector<OpFoldResult> filterSizes = {g, b.getIndexAttr(perGroup), cg};
  for (int64_t k : kernel)
    filterSizes.push_back(b.getIndexAttr(k));
  Value filter = expandShape(b, loc, weight, splitDim(0, s + 3), filterSizes);
  Value init = makeInit({n, g, b.getIndexAttr(perGroup)});
  Value result;
  if (s == 2)
    result =
        linalg::Conv2DNgchwGfchwOp::create(
            b, loc, TypeRange{init.getType()}, ValueRange{groupedInput, filter},
            ValueRange{init}, stridesAttr, dilationAttr)
            .getResult(0);
  else
    result = buildGroupedConvGeneric(b, loc, groupedInput, filter, init,
                                     strides, dilation);
  return collapseShape(b, loc, result, splitDim(1, s + 3));
}

std::string spatialLetters(unsigned numSpatial) {
  return StringRef("DHW").take_back(numSpatial).str();
}

template <typename OpTy, unsigned NumSpatial>
struct ConvOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type acc = resultType.getElementType();
    if (acc.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean convolution");
    bool resultUnsigned = isUnsignedElement(op.getType());
    std::string dataCanon = "NC" + spatialLetters(NumSpatial);
    std::string kernelCanon = "OI" + spatialLetters(NumSpatial);
    LayoutAttr dataLayout = op.getDataLayout();
    LayoutAttr kernelLayout = op.getKernelLayout();
    LayoutAttr outLayout =
        op.getOutLayoutAttr() ? op.getOutLayoutAttr() : dataLayout;
    int64_t groups = op.getGroups();
    ArrayRef<int64_t> strides = op.getStrides(), dilation = op.getDilation(),
                      padding = op.getPadding();

    Value data =
        castElements(rewriter, loc, adaptor.getData(), acc,
                     isUnsignedElement(op.getData().getType()), resultUnsigned);
    Value weight = castElements(rewriter, loc, adaptor.getWeight(), acc,
                                isUnsignedElement(op.getWeight().getType()),
                                resultUnsigned);
    Value result;
    if (NumSpatial == 2 && dataLayout.getName() == "NHWC" &&
        kernelLayout.getName() == "HWIO" && groups == 1) {
      // linalg.conv_2d_nhwc_hwcf takes these layouts as they are.
      auto wType = tensorType(weight);
      if (wType.isDynamicDim(0) || wType.isDynamicDim(1))
        return rewriter.notifyMatchFailure(op, "dynamic kernel extent");
      auto [low, high] = spatialPadding(4, 1, padding);
      Value padded = padWithZero(rewriter, loc, data, low, high);
      SmallVector<OpFoldResult> sizes =
          windowOutputSizes(rewriter, loc, padded, 1,
                            wType.getShape().take_front(2), strides, dilation);
      sizes[3] = tensor::getMixedSize(rewriter, loc, weight, 3);
      Value init = createFilled(rewriter, loc, sizes,
                                createScalar(rewriter, loc, acc, 0));
      result = linalg::Conv2DNhwcHwcfOp::create(
                   rewriter, loc, TypeRange{init.getType()},
                   ValueRange{padded, weight}, ValueRange{init},
                   rewriter.getI64TensorAttr(strides),
                   rewriter.getI64TensorAttr(dilation))
                   .getResult(0);
      result = transposeTensor(rewriter, loc, result,
                               outLayout.getPermutationFrom("NHWC"));
    } else {
      data = transposeTensor(rewriter, loc, data,
                             dataLayout.getPermutationTo(dataCanon));
      weight = transposeTensor(rewriter, loc, weight,
                               kernelLayout.getPermutationTo(kernelCanon));
      auto [low, high] = spatialPadding(2 + NumSpatial, 2, padding);
      Value padded = padWithZero(rewriter, loc, data, low, high);
      FailureOr<Value> conv = buildCanonicalConv(rewriter, loc, padded, weight,
                                                 groups, strides, dilation);
      if (failed(conv))
        return rewriter.notifyMatchFailure(
            op, "needs static kernel extents and output channels");
      result = transposeTensor(rewriter, loc, *conv,
                               outLayout.getPermutationFrom(dataCanon));
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// conv2d_transpose as a convolution: the input is dilated by the strides
/// (inserted into zeros with a strided tensor.insert_slice), padded by
/// dilated_kernel - 1 - padding (plus output_padding after), and convolved
/// with stride 1 by the spatially flipped kernel whose I and O are swapped
/// per group.
struct Conv2DTransposeOpLowering
    : public OpConversionPattern<Conv2DTransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(Conv2DTransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type acc = resultType.getElementType();
    if (acc.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean convolution");
    bool resultUnsigned = isUnsignedElement(op.getType());
    LayoutAttr dataLayout = op.getDataLayout();
    LayoutAttr outLayout =
        op.getOutLayoutAttr() ? op.getOutLayoutAttr() : dataLayout;
    int64_t groups = op.getGroups();
    ArrayRef<int64_t> strides = op.getStrides(), dilation = op.getDilation(),
                      padding = op.getPadding(),
                      outputPadding = op.getOutputPadding();

    Value data =
        castElements(rewriter, loc, adaptor.getData(), acc,
                     isUnsignedElement(op.getData().getType()), resultUnsigned);
    Value weight = castElements(rewriter, loc, adaptor.getWeight(), acc,
                                isUnsignedElement(op.getWeight().getType()),
                                resultUnsigned);
    data = transposeTensor(rewriter, loc, data,
                           dataLayout.getPermutationTo("NCHW"));
    weight = transposeTensor(rewriter, loc, weight,
                             op.getKernelLayout().getPermutationTo("IOHW"));
    auto wType = tensorType(weight);
    if (!wType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs a static weight shape");
    int64_t inChannels = wType.getDimSize(0), perGroup = wType.getDimSize(1);
    int64_t kh = wType.getDimSize(2), kw = wType.getDimSize(3);
    if (inChannels % groups != 0)
      return rewriter.notifyMatchFailure(op,
                                         "channels not divisible by groups");
    int64_t groupChannels = inChannels / groups;

    // The flipped kernel [G*F, C/G, kh, kw]:
    //   w'[o, c, y, x] = w[(o / F) * (C/G) + c, o % F, kh-1-y, kw-1-x].
    auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    AffineMap flipMap =
        AffineMap::get(4, 0,
                       {d(0).floorDiv(perGroup) * groupChannels + d(1),
                        d(0) % perGroup, -d(2) + (kh - 1), -d(3) + (kw - 1)},
                       ctx);
    Value flippedInit =
        createEmpty(rewriter, loc,
                    {rewriter.getIndexAttr(groups * perGroup),
                     rewriter.getIndexAttr(groupChannels),
                     rewriter.getIndexAttr(kh), rewriter.getIndexAttr(kw)},
                    acc);
    Value flipped = buildGeneric(
        rewriter, loc, weight, flippedInit,
        {flipMap, rewriter.getMultiDimIdentityMap(4)},
        SmallVector<Iter>(4, Iter::parallel),
        [](OpBuilder &, Location, ValueRange args) { return args[0]; });

    // Dilate and pad the input. Negative paddings (padding larger than the
    // dilated kernel) are cropped from the convolution's result instead.
    SmallVector<int64_t> kernel = {kh, kw};
    SmallVector<int64_t> low(4, 0), high(4, 0), crop(2, 0);
    for (int64_t i = 0; i < 2; ++i) {
      int64_t dk = (kernel[i] - 1) * dilation[i] + 1;
      int64_t lo = dk - 1 - padding[i];
      int64_t hi = dk - 1 - padding[2 + i] + outputPadding[i];
      low[2 + i] = std::max<int64_t>(lo, 0);
      high[2 + i] = std::max<int64_t>(hi, 0);
      crop[i] = low[2 + i] - lo;
    }
    Value padded;
    if (llvm::all_of(strides, [](int64_t v) { return v == 1; })) {
      padded = padWithZero(rewriter, loc, data, low, high);
    } else {
      SmallVector<OpFoldResult> dataSizes =
          tensor::getMixedSizes(rewriter, loc, data);
      SmallVector<OpFoldResult> sizes = {dataSizes[0], dataSizes[1]};
      // The input dilated by the strides, then padded.
      AffineExpr in = rewriter.getAffineDimExpr(0);
      for (int64_t i = 0; i < 2; ++i)
        sizes.push_back(applyIndexExpr(
            rewriter, loc, (in - 1) * strides[i] + 1 + low[2 + i] + high[2 + i],
            dataSizes[2 + i]));
      Value zeros = createFilled(rewriter, loc, sizes,
                                 createScalar(rewriter, loc, acc, 0));
      SmallVector<OpFoldResult> offsets = {
          rewriter.getIndexAttr(0), rewriter.getIndexAttr(0),
          rewriter.getIndexAttr(low[2]), rewriter.getIndexAttr(low[3])};
      SmallVector<OpFoldResult> steps = {
          rewriter.getIndexAttr(1), rewriter.getIndexAttr(1),
          rewriter.getIndexAttr(strides[0]), rewriter.getIndexAttr(strides[1])};
      padded = tensor::InsertSliceOp::create(rewriter, loc, data, zeros,
                                             offsets, dataSizes, steps);
    }
    FailureOr<Value> conv = buildCanonicalConv(rewriter, loc, padded, flipped,
                                               groups, {1, 1}, dilation);
    if (failed(conv))
      return rewriter.notifyMatchFailure(op, "unsupported convolution");
    Value result = *conv;
    if (llvm::any_of(crop, [](int64_t v) { return v != 0; }) ||
        llvm::any_of(llvm::seq<int64_t>(0, 2), [&](int64_t i) {
          return high[2 + i] != (kernel[i] - 1) * dilation[i] - padding[2 + i] +
                                    outputPadding[i];
        })) {
      // The canonical (NCHW) extents of the result.
      SmallVector<OpFoldResult> convSizes =
          tensor::getMixedSizes(rewriter, loc, result);
      SmallVector<OpFoldResult> sizes = {convSizes[0], convSizes[1]};
      for (int64_t i = 0; i < 2; ++i) {
        int64_t dk = (kernel[i] - 1) * dilation[i] + 1;
        OpFoldResult in = tensor::getMixedSize(rewriter, loc, data, 2 + i);
        AffineExpr d0 = rewriter.getAffineDimExpr(0);
        sizes.push_back(applyIndexExpr(rewriter, loc,
                                       (d0 - 1) * strides[i] + dk - padding[i] -
                                           padding[2 + i] + outputPadding[i],
                                       in));
      }
      SmallVector<OpFoldResult> offsets = {
          rewriter.getIndexAttr(0), rewriter.getIndexAttr(0),
          rewriter.getIndexAttr(crop[0]), rewriter.getIndexAttr(crop[1])};
      SmallVector<OpFoldResult> steps(4, rewriter.getIndexAttr(1));
      result = tensor::ExtractSliceOp::create(rewriter, loc, result, offsets,
                                              sizes, steps);
    }
    result = transposeTensor(rewriter, loc, result,
                             outLayout.getPermutationFrom("NCHW"));
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::nn::populateConvPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<ConvOpLowering<Conv1DOp, 1>, ConvOpLowering<Conv2DOp, 2>,
               ConvOpLowering<Conv3DOp, 3>, Conv2DTransposeOpLowering>(
      converter, patterns.getContext());
}
