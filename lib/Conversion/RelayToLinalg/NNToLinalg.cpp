//===- NNToLinalg.cpp - Neural-network relay ops to linalg ----------------===//
//
// Convolutions, dense/matmul, normalisations, softmax, pooling, resampling and
// sub-pixel shuffles. Named linalg ops are used where they exist (convolution,
// depthwise and grouped convolution, matmul, batch_matmul, pooling); the rest
// is linalg.generic, with tensor.pad / expand_shape / collapse_shape /
// insert_slice and linalg.transpose for the data movement.
//
// Layouts: the named ops want NC<spatial> / OI<spatial> (or NHWC/HWIO for
// conv2d and pooling); any other permutation is transposed in and out.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::relay;

namespace {

using Iter = utils::IteratorType;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

RankedTensorType tensorType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

/// Index arithmetic on extents; constant operands fold to attributes.
OpFoldResult indexArith(OpBuilder &b, Location loc, OpFoldResult lhs,
                        OpFoldResult rhs, char kind) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r) {
    switch (kind) {
    case '+':
      return b.getIndexAttr(*l + *r);
    case '-':
      return b.getIndexAttr(*l - *r);
    case '*':
      return b.getIndexAttr(*l * *r);
    case '/':
      return b.getIndexAttr(*l / *r);
    }
  }
  // x + 0, x - 0, x * 1, x / 1 and 0 + x, 1 * x.
  if (r && ((*r == 0 && (kind == '+' || kind == '-')) ||
            (*r == 1 && (kind == '*' || kind == '/'))))
    return lhs;
  if (l && ((*l == 0 && kind == '+') || (*l == 1 && kind == '*')))
    return rhs;
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  switch (kind) {
  case '+':
    return arith::AddIOp::create(b, loc, x, y).getResult();
  case '-':
    return arith::SubIOp::create(b, loc, x, y).getResult();
  case '*':
    return arith::MulIOp::create(b, loc, x, y).getResult();
  default:
    return arith::DivSIOp::create(b, loc, x, y).getResult();
  }
}

/// Signed minimum / maximum of two index values.
OpFoldResult indexMin(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(std::min(*l, *r));
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  return arith::MinSIOp::create(b, loc, x, y).getResult();
}
OpFoldResult indexMax(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(std::max(*l, *r));
  Value x = indexValue(b, loc, lhs);
  Value y = indexValue(b, loc, rhs);
  return arith::MaxSIOp::create(b, loc, x, y).getResult();
}

OpFoldResult addIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '+');
}
OpFoldResult mulIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '*');
}
OpFoldResult divIndex(OpBuilder &b, Location loc, OpFoldResult x, int64_t v) {
  return indexArith(b, loc, x, b.getIndexAttr(v), '/');
}

/// The extent of a sliding window's output: (in - window) / stride + 1.
OpFoldResult windowCount(OpBuilder &b, Location loc, OpFoldResult in,
                         int64_t window, int64_t stride) {
  return addIndex(b, loc,
                  divIndex(b, loc, addIndex(b, loc, in, -window), stride), 1);
}

RankedTensorType typeFromSizes(ArrayRef<OpFoldResult> sizes, Type element) {
  SmallVector<int64_t> shape;
  for (OpFoldResult size : sizes)
    shape.push_back(getConstantIntValue(size).value_or(ShapedType::kDynamic));
  return RankedTensorType::get(shape, element);
}

Value expandShape(OpBuilder &b, Location loc, Value src,
                  ArrayRef<ReassociationIndices> reassociation,
                  ArrayRef<OpFoldResult> sizes) {
  auto type = typeFromSizes(sizes, tensorType(src).getElementType());
  return tensor::ExpandShapeOp::create(b, loc, type, src, reassociation, sizes);
}

Value collapseShape(OpBuilder &b, Location loc, Value src,
                    ArrayRef<ReassociationIndices> reassociation) {
  return tensor::CollapseShapeOp::create(b, loc, src, reassociation);
}

/// Converts every element of `tensor` to `element` (a no-op if it has it).
Value castElements(OpBuilder &b, Location loc, Value tensor, Type element,
                   bool srcUnsigned, bool dstUnsigned) {
  auto type = tensorType(tensor);
  if (type.getElementType() == element)
    return tensor;
  return createElementwise(b, loc, type.clone(element), tensor,
                           [&](OpBuilder &nb, Location nloc, ValueRange args) {
                             return castScalar(nb, nloc, args[0], element,
                                               srcUnsigned, dstUnsigned);
                           });
}

/// Pads `tensor` with zeros (the zero is only created when there is padding).
Value padWithZero(OpBuilder &b, Location loc, Value tensor,
                  ArrayRef<int64_t> low, ArrayRef<int64_t> high) {
  if (llvm::all_of(low, [](int64_t v) { return v == 0; }) &&
      llvm::all_of(high, [](int64_t v) { return v == 0; }))
    return tensor;
  Value zero = createScalar(b, loc, tensorType(tensor).getElementType(), 0);
  return padTensor(b, loc, tensor, low, high, zero);
}

/// Scalar arithmetic for float, signed and unsigned integer elements.
Value scalarAdd(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::AddFOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, x, y);
}
Value scalarMul(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::MulFOp::create(b, loc, x, y);
  return arith::MulIOp::create(b, loc, x, y);
}
Value scalarDiv(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned) {
  if (isa<FloatType>(x.getType()))
    return arith::DivFOp::create(b, loc, x, y);
  if (isUnsigned)
    return arith::DivUIOp::create(b, loc, x, y);
  return arith::DivSIOp::create(b, loc, x, y);
}
Value scalarMax(OpBuilder &b, Location loc, Value x, Value y, bool isUnsigned) {
  if (isa<FloatType>(x.getType()))
    return arith::MaximumFOp::create(b, loc, x, y);
  if (isUnsigned)
    return arith::MaxUIOp::create(b, loc, x, y);
  return arith::MaxSIOp::create(b, loc, x, y);
}

/// An index value as a scalar of `type` (float or integer).
Value indexToScalar(OpBuilder &b, Location loc, Value index, Type type) {
  if (isa<FloatType>(type)) {
    Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    return arith::SIToFPOp::create(b, loc, type, i64);
  }
  return arith::IndexCastOp::create(b, loc, type, index);
}

/// An extent as a scalar of `type`, folded when it is static.
Value sizeToScalar(OpBuilder &b, Location loc, OpFoldResult size, Type type) {
  if (std::optional<int64_t> c = getConstantIntValue(size))
    return createScalar(b, loc, type, static_cast<double>(*c));
  return indexToScalar(b, loc, indexValue(b, loc, size), type);
}

/// TVM's min_value(dtype): the lowest finite value, used to pad and
/// initialise max pooling.
Value createMinValue(OpBuilder &b, Location loc, Type type, bool isUnsigned) {
  if (auto f = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(
        b, loc,
        b.getFloatAttr(type, APFloat::getLargest(f.getFloatSemantics(), true)));
  return createLowest(b, loc, type, isUnsigned);
}

/// A linalg.generic with one result written into `init`. `body` gets the
/// block arguments (inputs, then the output) and returns the value to yield.
Value buildGeneric(
    OpBuilder &b, Location loc, ValueRange inputs, Value init,
    ArrayRef<AffineMap> maps, ArrayRef<Iter> iterators,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, body(nb, nloc, args));
      });
  return generic.getResult(0);
}

/// The map selecting `dims` of a `rank`-dimensional loop nest.
AffineMap selectDims(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> dims) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d : dims)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

/// Reassociation of a rank-`rank` shape into one with the `dropped` (unit)
/// dims removed:
/// each removed dim joins the group of the nearest kept dim before it (or
/// after it, for leading ones).
SmallVector<ReassociationIndices>
reassociationDroppingDims(int64_t rank, ArrayRef<bool> dropped) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t i = 0; i < rank; ++i) {
    if (dropped[i]) {
      if (groups.empty())
        pending.push_back(i);
      else
        groups.back().push_back(i);
      continue;
    }
    ReassociationIndices group = pending;
    pending.clear();
    group.push_back(i);
    groups.push_back(group);
  }
  if (!pending.empty()) {
    if (groups.empty())
      groups.push_back(pending);
    else
      llvm::append_range(groups.back(), pending);
  }
  return groups;
}

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
  SmallVector<OpFoldResult> outSpatial;
  for (int64_t i = 0; i < s; ++i)
    outSpatial.push_back(
        windowCount(b, loc, tensor::getMixedSize(b, loc, input, 2 + i),
                    (kernel[i] - 1) * dilation[i] + 1, strides[i]));
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
      Value padded =
          padWithZero(rewriter, loc, data, {0, padding[0], padding[1], 0},
                      {0, padding[2], padding[3], 0});
      SmallVector<OpFoldResult> sizes = {
          tensor::getMixedSize(rewriter, loc, padded, 0)};
      for (int64_t i = 0; i < 2; ++i)
        sizes.push_back(windowCount(
            rewriter, loc, tensor::getMixedSize(rewriter, loc, padded, 1 + i),
            (wType.getDimSize(i) - 1) * dilation[i] + 1, strides[i]));
      sizes.push_back(tensor::getMixedSize(rewriter, loc, weight, 3));
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
      SmallVector<int64_t> low = {0, 0}, high = {0, 0};
      llvm::append_range(low, padding.take_front(NumSpatial));
      llvm::append_range(high, padding.drop_front(NumSpatial));
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
      for (int64_t i = 0; i < 2; ++i) {
        OpFoldResult dilated = addIndex(
            rewriter, loc,
            mulIndex(rewriter, loc,
                     addIndex(rewriter, loc, dataSizes[2 + i], -1), strides[i]),
            1);
        sizes.push_back(
            addIndex(rewriter, loc, dilated, low[2 + i] + high[2 + i]));
      }
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
        sizes.push_back(
            addIndex(rewriter, loc,
                     mulIndex(rewriter, loc, addIndex(rewriter, loc, in, -1),
                              strides[i]),
                     dk - padding[i] - padding[2 + i] + outputPadding[i]));
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

template <typename OpTy, bool IsLog>
struct SoftmaxOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
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
          if (IsLog)
            return arith::SubFOp::create(b, l, shifted,
                                         math::LogOp::create(b, l, args[2]));
          return arith::DivFOp::create(b, l, math::ExpOp::create(b, l, shifted),
                                       args[2]);
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
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, input);
  for (int64_t i = 0; i < 2; ++i)
    sizes[hPos + i] = windowCount(
        b, loc, sizes[hPos + i], (kernel[i] - 1) * dilation[i] + 1, strides[i]);
  Value initValue = kind == PoolKind::Max
                        ? createMinValue(b, loc, element, isUnsigned)
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
    SmallVector<int64_t> low(4, 0), high(4, 0);
    for (int64_t i = 0; i < 2; ++i) {
      low[hPos + i] = padding[i];
      high[hPos + i] = padding[2 + i] + (ceilMode ? strides[i] - 1 : 0);
    }
    Value padded = data;
    if (llvm::any_of(llvm::concat<int64_t>(low, high),
                     [](int64_t v) { return v != 0; })) {
      Value padValue = Kind == PoolKind::Max
                           ? createMinValue(rewriter, loc, element, isUnsigned)
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
        // TVM's divisor (topi pool_impl_nd), with truncating division.
        result = divideByCount(
            rewriter, loc, result, isUnsigned,
            [&](OpBuilder &b, Location l) -> Value {
              auto c = [&](int64_t v) -> OpFoldResult {
                return b.getIndexAttr(v);
              };
              OpFoldResult count = c(1);
              for (int64_t i = 0; i < 2; ++i) {
                Value o = linalg::IndexOp::create(b, l, hPos + i);
                OpFoldResult scaled = indexArith(b, l, o, c(strides[i]), '*');
                OpFoldResult start =
                    indexArith(b, l, scaled, c(padding[i]), '-');
                OpFoldResult end = indexArith(
                    b, l, start, c((kernel[i] - 1) * dilation[i]), '+');
                OpFoldResult first = start;
                if (countIncludePad) {
                  // The window is clipped at the end of the padded input.
                  OpFoldResult limit =
                      indexArith(b, l, inSizes[i], c(padding[2 + i] - 1), '+');
                  end = indexMin(b, l, end, limit);
                } else {
                  // Only the window positions inside the input count.
                  OpFoldResult jumps =
                      indexArith(b, l, c(dilation[i] - 1), start, '-');
                  jumps = indexArith(b, l, jumps, c(dilation[i]), '/');
                  jumps = indexMax(b, l, jumps, c(0));
                  OpFoldResult last = indexArith(b, l, inSizes[i], c(1), '-');
                  end = indexMin(b, l, end, last);
                  OpFoldResult skip =
                      indexArith(b, l, jumps, c(dilation[i]), '*');
                  first = indexArith(b, l, start, skip, '+');
                }
                OpFoldResult span = indexArith(b, l, end, first, '-');
                OpFoldResult num = indexArith(b, l, span, c(dilation[i]), '/');
                num = indexArith(b, l, num, c(1), '+');
                count = indexArith(b, l, count, num, '*');
              }
              if (!countIncludePad)
                count = indexMax(b, l, count, c(1));
              return indexValue(b, l, count);
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
    Value initValue = Kind == PoolKind::Max
                          ? createMinValue(rewriter, loc, element, isUnsigned)
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
          indexArith(rewriter, loc, dims[hPos], dims[wPos], '*');
      if (std::optional<int64_t> c = getConstantIntValue(area))
        reduced = divideByConstant(rewriter, loc, reduced, isUnsigned, *c);
      else
        reduced = divideByCount(
            rewriter, loc, reduced, isUnsigned,
            [&](OpBuilder &b, Location l) { return indexValue(b, l, area); });
    }
    SmallVector<OpFoldResult> sizes = dims;
    sizes[hPos] = sizes[wPos] = rewriter.getIndexAttr(1);
    Value result = expandShape(rewriter, loc, reduced,
                               reassociationDroppingDims(4, dropped), sizes);
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
        auto c = [&](int64_t v) -> OpFoldResult { return b.getIndexAttr(v); };
        OpFoldResult scaled = indexArith(b, l, o, c(in[j]), '*');
        OpFoldResult first = indexArith(b, l, scaled, c(out[j]), '/');
        OpFoldResult next = indexArith(b, l, o, c(1), '+');
        OpFoldResult nextScaled = indexArith(b, l, next, c(in[j]), '*');
        OpFoldResult rounded = indexArith(b, l, nextScaled, c(out[j] - 1), '+');
        OpFoldResult end = indexArith(b, l, rounded, c(out[j]), '/');
        return indexValue(b, l, indexArith(b, l, end, first, '-'));
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

//===----------------------------------------------------------------------===//
// Resampling and sub-pixel shuffles
//===----------------------------------------------------------------------===//

/// nn.upsampling as TVM's resize2d: coordinates "asymmetric" (in = out *
/// in_size / out_size) or "align_corners"; nearest_neighbor rounds down
/// (asymmetric) or half away from zero (align_corners), bilinear and bicubic
/// (alpha -0.5) interpolate clamped neighbours. Coordinates are float32.
struct UpSamplingOpLowering : public OpConversionPattern<UpSamplingOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(UpSamplingOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = resultType.getElementType();
    bool isUnsigned = isUnsignedElement(op.getType());
    UpsamplingMethod method = op.getMethod();
    bool alignCorners = op.getAlignCorners();
    if (method != UpsamplingMethod::NearestNeighbor && element.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean interpolation");
    LayoutAttr layout = op.getLayout();
    SmallVector<int64_t> pos = {layout.indexOf('H'), layout.indexOf('W')};
    Value data = adaptor.getData();
    SmallVector<OpFoldResult> inDims =
        tensor::getMixedSizes(rewriter, loc, data);
    SmallVector<OpFoldResult> outDims = inDims;
    SmallVector<double> scales = {op.getScaleH().convertToDouble(),
                                  op.getScaleW().convertToDouble()};
    Type f32 = rewriter.getF32Type();
    for (int64_t j = 0; j < 2; ++j) {
      int64_t p = pos[j];
      if (!resultType.isDynamicDim(p)) {
        outDims[p] = rewriter.getIndexAttr(resultType.getDimSize(p));
        continue;
      }
      // round(in * scale), as the type relation computes it.
      Type f64 = rewriter.getF64Type();
      Value in = indexToScalar(rewriter, loc,
                               indexValue(rewriter, loc, inDims[p]), f64);
      Value scaled = arith::MulFOp::create(
          rewriter, loc, in, createScalar(rewriter, loc, f64, scales[j]));
      Value rounded = math::RoundOp::create(rewriter, loc, scaled);
      Value i64 = arith::FPToSIOp::create(rewriter, loc, rewriter.getI64Type(),
                                          rounded);
      outDims[p] = arith::IndexCastOp::create(rewriter, loc,
                                              rewriter.getIndexType(), i64)
                       .getResult();
    }
    // Per axis: the scale (float32; a constant when the extents are static)
    // and the integer step when the output is a static multiple of the input
    // (TVM then divides integers).
    SmallVector<std::optional<float>> staticScale(2);
    SmallVector<Value> dynamicScale(2);
    SmallVector<int64_t> intStep(2, 0);
    for (int64_t j = 0; j < 2; ++j) {
      int64_t p = pos[j];
      std::optional<int64_t> in = getConstantIntValue(inDims[p]);
      std::optional<int64_t> out = getConstantIntValue(outDims[p]);
      if (in && out) {
        if (method == UpsamplingMethod::NearestNeighbor && !alignCorners &&
            *in > 0 && *out % *in == 0) {
          intStep[j] = *out / *in;
          continue;
        }
        float num = alignCorners ? float(*in - 1) : float(*in);
        float den = alignCorners ? float(*out - 1) : float(*out);
        staticScale[j] = den == 0 ? 0.0f : num / den;
        continue;
      }
      Value inF = indexToScalar(rewriter, loc,
                                indexValue(rewriter, loc, inDims[p]), f32);
      Value outF = indexToScalar(rewriter, loc,
                                 indexValue(rewriter, loc, outDims[p]), f32);
      if (!alignCorners) {
        dynamicScale[j] = arith::DivFOp::create(rewriter, loc, inF, outF);
        continue;
      }
      // (in - 1) / (out - 1), and 0 for a single output position.
      Value one = createScalar(rewriter, loc, f32, 1);
      Value zero = createScalar(rewriter, loc, f32, 0);
      inF = arith::SubFOp::create(rewriter, loc, inF, one);
      outF = arith::SubFOp::create(rewriter, loc, outF, one);
      Value ratio = arith::DivFOp::create(rewriter, loc, inF, outF);
      Value several = arith::CmpFOp::create(
          rewriter, loc, arith::CmpFPredicate::OGT, outF, zero);
      dynamicScale[j] =
          arith::SelectOp::create(rewriter, loc, several, ratio, zero);
    }

    Value init = createEmpty(rewriter, loc, outDims, element);
    bool isFloat = isa<FloatType>(element);
    Type compute =
        isFloat && element.getIntOrFloatBitWidth() > 32 ? element : Type(f32);
    Value result = buildGeneric(
        rewriter, loc, ValueRange{}, init, {rewriter.getMultiDimIdentityMap(4)},
        SmallVector<Iter>(4, Iter::parallel),
        [&](OpBuilder &b, Location l, ValueRange) -> Value {
          SmallVector<Value> indices;
          for (int64_t i = 0; i < 4; ++i)
            indices.push_back(linalg::IndexOp::create(b, l, i));
          // The source coordinate (float32) along spatial axis j.
          auto coordinate = [&](int64_t j) -> Value {
            Value scale = staticScale[j]
                              ? createScalar(b, l, f32, *staticScale[j])
                              : dynamicScale[j];
            Value o = indexToScalar(b, l, indices[pos[j]], f32);
            return arith::MulFOp::create(b, l, scale, o);
          };
          // An index clamped into [0, in - 1] along spatial axis j.
          auto clamp = [&](OpFoldResult index, int64_t j) -> Value {
            OpFoldResult last =
                indexArith(b, l, inDims[pos[j]], b.getIndexAttr(1), '-');
            OpFoldResult upper = indexMin(b, l, index, last);
            return indexValue(b, l, indexMax(b, l, upper, b.getIndexAttr(0)));
          };
          auto floatToIndex = [&](Value v) -> Value {
            Value i64 = arith::FPToSIOp::create(b, l, b.getI64Type(), v);
            return arith::IndexCastOp::create(b, l, b.getIndexType(), i64);
          };
          auto extract = [&](Value y, Value x) -> Value {
            SmallVector<Value> at = indices;
            at[pos[0]] = y;
            at[pos[1]] = x;
            return tensor::ExtractOp::create(b, l, data, at);
          };
          if (method == UpsamplingMethod::NearestNeighbor) {
            SmallVector<Value> src;
            for (int64_t j = 0; j < 2; ++j) {
              if (intStep[j]) {
                Value step = arith::ConstantIndexOp::create(b, l, intStep[j]);
                src.push_back(
                    arith::DivSIOp::create(b, l, indices[pos[j]], step));
                continue;
              }
              Value c = coordinate(j);
              // TVM's resize: round half away from zero (llvm.round) with
              // align_corners, else floor after adding 1e-5 so that a
              // coordinate just below an integer lands on it.
              Value rounded;
              if (alignCorners) {
                rounded = math::RoundOp::create(b, l, c);
              } else {
                Value nudged = arith::AddFOp::create(
                    b, l, c, createScalar(b, l, f32, 1e-5));
                rounded = math::FloorOp::create(b, l, nudged);
              }
              src.push_back(clamp(floatToIndex(rounded), j));
            }
            return extract(src[0], src[1]);
          }
          // Interpolation: the floor of the coordinate, the fraction, and the
          // neighbours clamped into the input.
          SmallVector<Value> base, frac;
          for (int64_t j = 0; j < 2; ++j) {
            Value c = coordinate(j);
            Value fl = math::FloorOp::create(b, l, c);
            base.push_back(floatToIndex(fl));
            Value f = arith::SubFOp::create(b, l, c, fl);
            if (compute != f32)
              f = arith::ExtFOp::create(b, l, compute, f);
            frac.push_back(f);
          }
          auto pixel = [&](int64_t dy, int64_t dx) -> Value {
            Value y =
                clamp(indexArith(b, l, base[0], b.getIndexAttr(dy), '+'), 0);
            Value x =
                clamp(indexArith(b, l, base[1], b.getIndexAttr(dx), '+'), 1);
            Value v = extract(y, x);
            return castScalar(b, l, v, compute, isUnsigned, false);
          };
          auto cst = [&](double v) { return createScalar(b, l, compute, v); };
          auto mul = [&](Value x, Value y) -> Value {
            return arith::MulFOp::create(b, l, x, y);
          };
          auto add = [&](Value x, Value y) -> Value {
            return arith::AddFOp::create(b, l, x, y);
          };
          auto sub = [&](Value x, Value y) -> Value {
            return arith::SubFOp::create(b, l, x, y);
          };
          Value value;
          if (method == UpsamplingMethod::Bilinear) {
            // lerp(a, c, t) = a * (1 - t) + c * t, as TVM's resize.
            auto lerp = [&](Value a, Value c, Value t) -> Value {
              Value oneMinus = sub(cst(1), t);
              Value lhs = mul(a, oneMinus);
              Value rhs = mul(c, t);
              return add(lhs, rhs);
            };
            Value p00 = pixel(0, 0);
            Value p01 = pixel(0, 1);
            Value p10 = pixel(1, 0);
            Value p11 = pixel(1, 1);
            Value top = lerp(p00, p01, frac[1]);
            Value bottom = lerp(p10, p11, frac[1]);
            value = lerp(top, bottom, frac[0]);
          } else {
            // TVM's cubic spline weights with alpha = -0.5.
            double alpha = -0.5;
            auto weights = [&](Value t) {
              Value t2 = mul(t, t);
              Value t3 = mul(t2, t);
              // alpha * (t^3 - 2 t^2 + t)
              Value a = sub(t3, mul(cst(2), t2));
              Value sum = add(a, t);
              Value w1 = mul(cst(alpha), sum);
              // (alpha + 2) t^3 - (alpha + 3) t^2 + 1
              Value b3 = mul(cst(alpha + 2), t3);
              Value b2 = mul(cst(alpha + 3), t2);
              Value diff = sub(b3, b2);
              Value w2 = add(diff, cst(1));
              // -(alpha + 2) t^3 + (2 alpha + 3) t^2 - alpha t
              Value c3 = mul(cst(-(alpha + 2)), t3);
              Value c2 = mul(cst(2 * alpha + 3), t2);
              Value c1 = mul(cst(alpha), t);
              Value w3 = sub(add(c3, c2), c1);
              // -alpha t^3 + alpha t^2
              Value d3 = mul(cst(-alpha), t3);
              Value d2 = mul(cst(alpha), t2);
              Value w4 = add(d3, d2);
              return SmallVector<Value>{w1, w2, w3, w4};
            };
            SmallVector<Value> wx = weights(frac[1]);
            SmallVector<Value> wy = weights(frac[0]);
            SmallVector<Value> rows;
            for (int64_t j = 0; j < 4; ++j) {
              Value row;
              for (int64_t i = 0; i < 4; ++i) {
                Value p = pixel(j - 1, i - 1);
                Value term = mul(p, wx[i]);
                row = row ? add(row, term) : term;
              }
              rows.push_back(row);
            }
            for (int64_t j = 0; j < 4; ++j) {
              Value term = mul(rows[j], wy[j]);
              value = value ? add(value, term) : term;
            }
          }
          return castScalar(b, l, value, element, false, isUnsigned);
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// depth_to_space / space_to_depth on NCHW by expand_shape, transpose and
/// collapse_shape; other layouts are transposed to NCHW and back.
template <typename OpTy, bool ToSpace>
struct SubPixelOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    LayoutAttr layout = op.getLayout();
    int64_t block = op.getBlockSize();
    Value data = transposeTensor(rewriter, loc, adaptor.getData(),
                                 layout.getPermutationTo("NCHW"));
    SmallVector<OpFoldResult> dims = tensor::getMixedSizes(rewriter, loc, data);
    OpFoldResult bs = rewriter.getIndexAttr(block);
    SmallVector<ReassociationIndices> channelSplit = {{0}, {1, 2, 3}, {4}, {5}};
    SmallVector<ReassociationIndices> spatialSplit = {{0}, {1}, {2, 3}, {4, 5}};
    Value result;
    if constexpr (ToSpace) {
      OpFoldResult c = divIndex(rewriter, loc, dims[1], block * block);
      bool dcr = op.getMode() == DepthToSpaceMode::DCR;
      SmallVector<OpFoldResult> sizes =
          dcr ? SmallVector<OpFoldResult>{dims[0], bs, bs, c, dims[2], dims[3]}
              : SmallVector<OpFoldResult>{dims[0], c, bs, bs, dims[2], dims[3]};
      Value expanded = expandShape(rewriter, loc, data, channelSplit, sizes);
      // To [N, C', H, b, W, b].
      SmallVector<int64_t> perm = dcr ? SmallVector<int64_t>{0, 3, 4, 1, 5, 2}
                                      : SmallVector<int64_t>{0, 1, 4, 2, 5, 3};
      result = transposeTensor(rewriter, loc, expanded, perm);
      result = collapseShape(rewriter, loc, result, spatialSplit);
    } else {
      SmallVector<OpFoldResult> sizes = {
          dims[0],
          dims[1],
          divIndex(rewriter, loc, dims[2], block),
          bs,
          divIndex(rewriter, loc, dims[3], block),
          bs};
      Value expanded = expandShape(rewriter, loc, data, spatialSplit, sizes);
      // To [N, b, b, C, H', W'].
      result = transposeTensor(rewriter, loc, expanded, {0, 3, 5, 1, 2, 4});
      result = collapseShape(rewriter, loc, result, channelSplit);
    }
    result = transposeTensor(rewriter, loc, result,
                             layout.getPermutationFrom("NCHW"));
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::populateRelayNNToLinalgPatterns(const TypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<ConvOpLowering<Conv1DOp, 1>, ConvOpLowering<Conv2DOp, 2>,
               ConvOpLowering<Conv3DOp, 3>, Conv2DTransposeOpLowering,
               DenseOpLowering, MatmulOpLowering, BatchMatmulOpLowering,
               BiasAddOpLowering, SoftmaxOpLowering<SoftmaxOp, false>,
               SoftmaxOpLowering<LogSoftmaxOp, true>, DropoutOpLowering,
               Pool2DOpLowering<MaxPool2DOp, PoolKind::Max>,
               Pool2DOpLowering<AvgPool2DOp, PoolKind::Sum>,
               GlobalPool2DOpLowering<GlobalMaxPool2DOp, PoolKind::Max>,
               GlobalPool2DOpLowering<GlobalAvgPool2DOp, PoolKind::Sum>,
               AdaptiveAvgPool2DOpLowering, UpSamplingOpLowering,
               SubPixelOpLowering<DepthToSpaceOp, true>,
               SubPixelOpLowering<SpaceToDepthOp, false>>(
      converter, patterns.getContext());
}

void relay::populateRelayNNDecompositionPatterns(RewritePatternSet &patterns) {
  populateSimplifyInferencePatterns(patterns);
  patterns.add<ProjectBatchNormFields>(patterns.getContext());
}
