//===- RelayNNOps.cpp - Neural-network operators --------------------------===//
//
// Type relations of TVM's src/relay/op/nn/*.cc.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

using namespace mlir;
using namespace mlir::relay;

static constexpr int64_t kDynamic = ShapedType::kDynamic;

static RankedTensorType tensorOf(Type type) {
  return dyn_cast<RankedTensorType>(type);
}

/// Finds the position of each letter of `canonical` in `layout`, which must be
/// a permutation of it (e.g. NHWC of NCHW).
static FailureOr<SmallVector<int64_t>>
matchLayout(std::optional<Location> loc, StringRef opName, LayoutAttr layout,
            StringRef canonical) {
  if (!layout.isPermutationOf(canonical)) {
    (void)emitOptionalError(loc, opName, " only supports layouts that are "
                                         "permutations of ",
                            canonical, ", got \"", layout.getName(), "\"");
    return failure();
  }
  return layout.getPermutationTo(canonical);
}

static StringRef spatialLetters(unsigned numSpatial) {
  return StringRef("DHW").take_back(numSpatial);
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

LogicalResult relay::inferConvType(std::optional<Location> loc,
                                   StringRef opName, unsigned numSpatial,
                                   bool transposed, Type dataType,
                                   Type weightType, const ConvAttrs &attrs,
                                   SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(dataType);
  auto weight = tensorOf(weightType);
  if (!data || !weight)
    return emitOptionalError(loc, "data and weight must be ranked tensors");
  std::string dataCanon = ("NC" + spatialLetters(numSpatial)).str();
  std::string kernelCanon =
      ((transposed ? "IO" : "OI") + spatialLetters(numSpatial)).str();
  auto dataPos = matchLayout(loc, opName, attrs.dataLayout, dataCanon);
  if (failed(dataPos))
    return failure();
  auto kernelPos = matchLayout(loc, opName, attrs.kernelLayout, kernelCanon);
  if (failed(kernelPos))
    return failure();
  LayoutAttr outLayout = attrs.outLayout ? attrs.outLayout : attrs.dataLayout;
  auto outPos = matchLayout(loc, opName, outLayout, dataCanon);
  if (failed(outPos))
    return failure();
  int64_t rank = numSpatial + 2;
  if (data.getRank() != rank || weight.getRank() != rank)
    return emitOptionalError(loc, "data and weight must have rank ", rank,
                             ", got ", data.getRank(), " and ",
                             weight.getRank());
  if (attrs.strides.size() != numSpatial || attrs.dilation.size() != numSpatial)
    return emitOptionalError(loc, "strides and dilation must have ",
                             numSpatial, " values");
  if (attrs.padding.size() != 2 * numSpatial)
    return emitOptionalError(loc, "padding must have ", 2 * numSpatial,
                             " values (normalised), got ",
                             attrs.padding.size());
  if (llvm::any_of(attrs.strides, [](int64_t s) { return s <= 0; }) ||
      llvm::any_of(attrs.dilation, [](int64_t d) { return d <= 0; }))
    return emitOptionalError(loc, "strides and dilation must be positive");
  if (llvm::any_of(attrs.padding, [](int64_t p) { return p < 0; }))
    return emitOptionalError(loc, "padding must be non-negative");
  if (attrs.groups <= 0)
    return emitOptionalError(loc, "groups must be positive");
  if (transposed && attrs.outputPadding.size() != numSpatial)
    return emitOptionalError(loc, "output_padding must have ", numSpatial,
                             " values");

  auto dataDim = [&](unsigned i) { return data.getDimSize((*dataPos)[i]); };
  auto kernelDim = [&](unsigned i) {
    return weight.getDimSize((*kernelPos)[i]);
  };
  int64_t batch = dataDim(0), inChannels = dataDim(1);
  // Kernel dims in canonical order: O, I (or I, O), spatial...
  int64_t kernelOut = kernelDim(transposed ? 1 : 0);
  int64_t kernelIn = kernelDim(transposed ? 0 : 1);

  int64_t outChannels;
  if (!transposed) {
    if (!ShapedType::isDynamic(inChannels) &&
        !ShapedType::isDynamic(kernelIn) &&
        llvm::checkedMul(kernelIn, attrs.groups) != inChannels)
      return emitOptionalError(loc, opName, ": input channels (", inChannels,
                               ") must equal the weight's input channels (",
                               kernelIn, ") times groups (", attrs.groups,
                               ")");
    if (!ShapedType::isDynamic(kernelOut) && kernelOut % attrs.groups != 0)
      return emitOptionalError(loc, opName, ": output channels (", kernelOut,
                               ") must be divisible by groups (",
                               attrs.groups, ")");
    outChannels = kernelOut;
  } else {
    if (!ShapedType::isDynamic(inChannels) && !ShapedType::isDynamic(kernelIn) &&
        inChannels != kernelIn)
      return emitOptionalError(loc, opName, ": input channels (", inChannels,
                               ") must equal the weight's input channels (",
                               kernelIn, ")");
    FailureOr<int64_t> product = mulExtentsChecked(
        loc, kernelOut, attrs.groups, Twine(opName) + ": the output channels");
    if (failed(product))
      return failure();
    outChannels = *product;
  }
  if (attrs.channels && !ShapedType::isDynamic(outChannels) &&
      *attrs.channels != outChannels)
    return emitOptionalError(loc, opName, ": channels (", *attrs.channels,
                             ") differs from the weight's output channels (",
                             outChannels, ")");
  if (attrs.kernelSize) {
    if (attrs.kernelSize->size() != numSpatial)
      return emitOptionalError(loc, "kernel_size must have ", numSpatial,
                               " values");
    for (unsigned i = 0; i < numSpatial; ++i) {
      int64_t k = kernelDim(2 + i);
      if (!ShapedType::isDynamic(k) && k != (*attrs.kernelSize)[i])
        return emitOptionalError(loc, opName, ": kernel_size [",
                                 attrs.kernelSize->front(),
                                 ", ...] is inconsistent with the weight "
                                 "shape");
    }
  }

  SmallVector<int64_t> canonical = {batch, outChannels};
  for (unsigned i = 0; i < numSpatial; ++i) {
    int64_t in = dataDim(2 + i), k = kernelDim(2 + i);
    if (ShapedType::isDynamic(in) || ShapedType::isDynamic(k)) {
      canonical.push_back(kDynamic);
      continue;
    }
    // Every step is checked: extents, padding, strides and dilation are
    // arbitrary int64 values.
    auto what = [&](StringRef part) {
      return (Twine(opName) + ": the " + part + " of spatial dimension " +
              Twine(i))
          .str();
    };
    if (k <= 0)
      return emitOptionalError(loc, opName, ": the kernel has extent ", k,
                               " in spatial dimension ", i);
    FailureOr<int64_t> dilated =
        mulChecked(loc, k - 1, attrs.dilation[i], what("dilated kernel"));
    if (succeeded(dilated))
      dilated = addChecked(loc, *dilated, 1, what("dilated kernel"));
    if (failed(dilated))
      return failure();
    FailureOr<int64_t> pad = addChecked(
        loc, attrs.padding[i], attrs.padding[numSpatial + i], what("padding"));
    if (failed(pad))
      return failure();
    FailureOr<int64_t> out = failure();
    if (transposed) {
      out = mulChecked(loc, attrs.strides[i], in - 1, what("output extent"));
      if (succeeded(out))
        out = addChecked(loc, *out, *dilated, what("output extent"));
      if (succeeded(out))
        out = subChecked(loc, *out, *pad, what("output extent"));
      if (succeeded(out))
        out = addChecked(loc, *out, attrs.outputPadding[i],
                         what("output extent"));
      if (failed(out))
        return failure();
      if (*out <= 0)
        return emitOptionalError(loc, opName, ": the output extent ", *out,
                                 " of spatial dimension ", i,
                                 " is not positive");
    } else {
      FailureOr<int64_t> padded =
          addChecked(loc, in, *pad, what("padded input"));
      if (failed(padded))
        return failure();
      if (*padded < *dilated)
        return emitOptionalError(loc, opName, ": the kernel (dilated extent ",
                                 *dilated, ") does not fit the padded input (",
                                 *padded, ") in spatial dimension ", i);
      out = (*padded - *dilated) / attrs.strides[i] + 1;
    }
    canonical.push_back(*out);
  }
  SmallVector<int64_t> shape(rank);
  for (int64_t i = 0; i < rank; ++i)
    shape[(*outPos)[i]] = canonical[i];
  if (failed(verifyShapeFits(loc, shape)))
    return failure();
  Type element = attrs.outDtype ? *attrs.outDtype : data.getElementType();
  inferred.push_back(RankedTensorType::get(shape, element));
  return success();
}

#define RELAY_CONV_INFER(OP, NAME, N, TRANSPOSED, EXTRA)                       \
  LogicalResult OP::inferReturnTypes(MLIRContext *,                            \
                                     std::optional<Location> location,         \
                                     Adaptor adaptor,                          \
                                     SmallVectorImpl<Type> &inferred) {        \
    ConvAttrs attrs = getConvAttrs(adaptor);                                   \
    EXTRA;                                                                     \
    return inferConvType(location, NAME, N, TRANSPOSED,                        \
                         adaptor.getData().getType(),                          \
                         adaptor.getWeight().getType(), attrs, inferred);      \
  }

RELAY_CONV_INFER(Conv1DOp, "conv1d", 1, false, )
RELAY_CONV_INFER(Conv2DOp, "conv2d", 2, false, )
RELAY_CONV_INFER(Conv3DOp, "conv3d", 3, false, )
RELAY_CONV_INFER(Conv2DTransposeOp, "conv2d_transpose", 2, true,
                 attrs.outputPadding = adaptor.getOutputPadding())
#undef RELAY_CONV_INFER

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

/// Matmul of `a` (..., M, K) or transposed, with a rank-2 `b` (K, N) or (N, K).
static LogicalResult inferMatmul(std::optional<Location> loc, StringRef opName,
                                 Type aType, Type bType, bool transposeA,
                                 bool transposeB, std::optional<int64_t> units,
                                 std::optional<Type> outDtype,
                                 SmallVectorImpl<Type> &inferred) {
  auto a = tensorOf(aType);
  auto b = tensorOf(bType);
  if (!a || !b)
    return emitOptionalError(loc, "operands must be ranked tensors");
  if (a.getRank() < 1 || (transposeA && a.getRank() < 2))
    return emitOptionalError(loc, opName, ": the data tensor has too few "
                                          "dimensions");
  if (b.getRank() != 2)
    return emitOptionalError(loc, opName, ": the weight must be 2-D, got rank ",
                             b.getRank());
  int64_t aRank = a.getRank();
  int64_t k = transposeA ? a.getDimSize(aRank - 2) : a.getDimSize(aRank - 1);
  int64_t bk = transposeB ? b.getDimSize(1) : b.getDimSize(0);
  int64_t n = transposeB ? b.getDimSize(0) : b.getDimSize(1);
  if (!ShapedType::isDynamic(k) && !ShapedType::isDynamic(bk) && k != bk)
    return emitOptionalError(loc, opName, ": the reduction dimensions differ (",
                             k, " vs ", bk, ")");
  if (units && !ShapedType::isDynamic(n) && *units != n)
    return emitOptionalError(loc, opName, ": units (", *units,
                             ") differs from the weight's extent ", n);
  if (units && ShapedType::isDynamic(n))
    n = *units;
  SmallVector<int64_t> shape(a.getShape());
  if (transposeA)
    shape[aRank - 2] = a.getDimSize(aRank - 1);
  shape[aRank - 1] = n;
  if (failed(verifyShapeFits(loc, shape)))
    return failure();
  Type element = outDtype ? *outDtype : a.getElementType();
  inferred.push_back(RankedTensorType::get(shape, element));
  return success();
}

LogicalResult relay::inferDenseType(std::optional<Location> loc, Type data,
                                    Type weight, std::optional<int64_t> units,
                                    std::optional<Type> outDtype,
                                    SmallVectorImpl<Type> &inferred) {
  return inferMatmul(loc, "dense", data, weight, false, true, units, outDtype,
                     inferred);
}

static std::optional<int64_t> toI64(std::optional<uint64_t> v) {
  if (!v)
    return std::nullopt;
  return static_cast<int64_t>(*v);
}

LogicalResult DenseOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  return inferDenseType(location, adaptor.getData().getType(),
                        adaptor.getWeight().getType(),
                        toI64(adaptor.getUnits()), adaptor.getOutDtype(),
                        inferred);
}

LogicalResult MatmulOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferMatmul(location, "matmul", adaptor.getTensorA().getType(),
                     adaptor.getTensorB().getType(), adaptor.getTransposeA(),
                     adaptor.getTransposeB(), toI64(adaptor.getUnits()),
                     adaptor.getOutDtype(), inferred);
}

/// nn.batch_matmul's relation (TVM's BatchMatmulRel), shared with
/// qnn.batch_matmul.
static LogicalResult inferBatchMatmul(std::optional<Location> location,
                                      Type xType, Type yType, bool ta, bool tb,
                                      Type outDtype,
                                      SmallVectorImpl<Type> &inferred) {
  auto x = tensorOf(xType);
  auto y = tensorOf(yType);
  if (x.getRank() != 3 || y.getRank() != 3)
    return emitOptionalError(location,
                             "batch_matmul operands must be 3-D, "
                             "got ranks ",
                             x.getRank(), " and ", y.getRank());
  int64_t xb = x.getDimSize(0), yb = y.getDimSize(0);
  int64_t xi = ta ? x.getDimSize(2) : x.getDimSize(1);
  int64_t xk = ta ? x.getDimSize(1) : x.getDimSize(2);
  int64_t yk = tb ? y.getDimSize(2) : y.getDimSize(1);
  int64_t yj = tb ? y.getDimSize(1) : y.getDimSize(2);
  SmallVector<int64_t> batch;
  if (failed(broadcastShapes(/*loc=*/std::nullopt, {xb}, {yb}, batch)))
    return emitOptionalError(location,
                             "batch_matmul: batch dimensions don't match");
  if (!ShapedType::isDynamic(xk) && !ShapedType::isDynamic(yk) && xk != yk)
    return emitOptionalError(location, "batch_matmul: the reduction "
                                       "dimensions differ (",
                             xk, " vs ", yk, ")");
  Type element = outDtype ? outDtype : x.getElementType();
  if (failed(verifyShapeFits(location, {batch[0], xi, yj})))
    return failure();
  inferred.push_back(RankedTensorType::get({batch[0], xi, yj}, element));
  return success();
}

LogicalResult BatchMatmulOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  Type out = adaptor.getOutDtype() ? *adaptor.getOutDtype() : Type();
  return inferBatchMatmul(
      location, adaptor.getTensorA().getType(), adaptor.getTensorB().getType(),
      adaptor.getTransposeA(), adaptor.getTransposeB(), out, inferred);
}

LogicalResult QnnBatchMatmulOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  // TVM's QnnBatchMatmulRel: scalar parameters, an int32 accumulator unless
  // out_dtype says otherwise.
  if (failed(verifyQnnScalarParams(location, "x", adaptor.getXScale().getType(),
                                   adaptor.getXZeroPoint().getType())) ||
      failed(verifyQnnScalarParams(location, "y", adaptor.getYScale().getType(),
                                   adaptor.getYZeroPoint().getType())))
    return failure();
  Type out = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                   : IntegerType::get(context, 32);
  return inferBatchMatmul(location, adaptor.getX().getType(),
                          adaptor.getY().getType(), adaptor.getTransposeA(),
                          adaptor.getTransposeB(), out, inferred);
}

/// A 1-D tensor with `extent` values (or a dynamic length).
static LogicalResult checkVector(std::optional<Location> loc, StringRef what,
                                 Type type, int64_t extent, Type element) {
  auto t = tensorOf(type);
  if (!t || t.getRank() != 1 ||
      failed(verifyCompatibleShape(t.getShape(), {extent})))
    return emitOptionalError(loc, what, " must be a 1-D tensor of ", extent,
                             " values, got ", type);
  if (element && t.getElementType() != element)
    return emitOptionalError(loc, what, " must have element type ", element);
  return success();
}

LogicalResult BiasAddOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), data.getRank());
  if (failed(axis) ||
      failed(checkVector(location, "bias", adaptor.getBias().getType(),
                         data.getDimSize(*axis), data.getElementType())))
    return failure();
  inferred.push_back(data);
  return success();
}

//===----------------------------------------------------------------------===//
// Normalisations
//===----------------------------------------------------------------------===//

LogicalResult BatchNormOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  if (data.getRank() == 0)
    return emitOptionalError(location, "batch_norm needs data of rank >= 1");
  int64_t axis = adaptor.getAxis();
  // TVM accepts -1 as the last axis and no other negative value.
  if (axis < -1 || axis >= data.getRank())
    return emitOptionalError(location, "axis ", axis,
                             " is out of range for rank ", data.getRank());
  if (axis == -1)
    axis = data.getRank() - 1;
  int64_t channels = data.getDimSize(axis);
  Type element = data.getElementType();
  for (auto [name, value] :
       {std::pair<StringRef, Value>{"gamma", adaptor.getGamma()},
        {"beta", adaptor.getBeta()},
        {"moving_mean", adaptor.getMovingMean()},
        {"moving_var", adaptor.getMovingVar()}})
    if (failed(checkVector(location, name, value.getType(), channels, element)))
      return failure();
  auto vector = RankedTensorType::get({channels}, element);
  inferred.push_back(TupleType::get(context, {data, vector, vector}));
  return success();
}

template <typename Adaptor>
static LogicalResult inferNorm(std::optional<Location> location,
                               Adaptor &adaptor, int64_t minRank,
                               SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  if (data.getRank() < minRank)
    return emitOptionalError(location, "data must have rank at least ",
                             minRank);
  FailureOr<int64_t> axis =
      normalizeAxis(location, adaptor.getAxis(), data.getRank());
  if (failed(axis))
    return failure();
  int64_t channels = data.getDimSize(*axis);
  if (failed(checkVector(location, "gamma", adaptor.getGamma().getType(),
                         channels, data.getElementType())) ||
      failed(checkVector(location, "beta", adaptor.getBeta().getType(),
                         channels, data.getElementType())))
    return failure();
  inferred.push_back(data);
  return success();
}

LogicalResult LayerNormOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferNorm(location, adaptor, 1, inferred);
}

LogicalResult InstanceNormOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &inferred) {
  return inferNorm(location, adaptor, 3, inferred);
}

LogicalResult GroupNormOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  if (failed(inferNorm(location, adaptor, 2, inferred)))
    return failure();
  auto data = tensorOf(adaptor.getData().getType());
  int64_t groups = adaptor.getNumGroups();
  int64_t axis = *normalizeAxis(location, adaptor.getAxis(), data.getRank());
  int64_t channels = data.getDimSize(axis);
  if (groups <= 0 ||
      (!ShapedType::isDynamic(channels) && channels % groups != 0))
    return emitOptionalError(location, "num_groups (", groups,
                             ") must be positive and divide the channels (",
                             channels, ")");
  return success();
}

template <typename Adaptor>
static LogicalResult inferSoftmax(std::optional<Location> location,
                                  Adaptor &adaptor,
                                  SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  if (failed(normalizeAxis(location, adaptor.getAxis(), data.getRank())))
    return failure();
  inferred.push_back(data);
  return success();
}

LogicalResult SoftmaxOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferSoftmax(location, adaptor, inferred);
}

LogicalResult LogSoftmaxOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  return inferSoftmax(location, adaptor, inferred);
}

LogicalResult DropoutOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  double rate = adaptor.getRate().convertToDouble();
  if (!(rate >= 0 && rate < 1))
    return emitOptionalError(location, "rate must be in [0, 1), got ", rate);
  Type data = adaptor.getData().getType();
  inferred.push_back(TupleType::get(context, {data, data}));
  return success();
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

template <typename Adaptor>
static LogicalResult inferPool2D(std::optional<Location> location,
                                 StringRef opName, Adaptor &adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  LayoutAttr layout = adaptor.getLayout();
  auto pos = matchLayout(location, opName, layout, "NCHW");
  if (failed(pos))
    return failure();
  LayoutAttr outLayout =
      adaptor.getOutLayoutAttr() ? adaptor.getOutLayoutAttr() : layout;
  auto outPos = matchLayout(location, opName, outLayout, "NCHW");
  if (failed(outPos))
    return failure();
  if (data.getRank() != 4)
    return emitOptionalError(location, opName, " expects a 4-D input, got rank ",
                             data.getRank());
  ArrayRef<int64_t> pool = adaptor.getPoolSize(), strides = adaptor.getStrides(),
                    dilation = adaptor.getDilation(),
                    padding = adaptor.getPadding();
  if (pool.size() != 2 || strides.size() != 2 || dilation.size() != 2)
    return emitOptionalError(location, "pool_size, strides and dilation must "
                                       "have 2 values");
  if (padding.size() != 4)
    return emitOptionalError(location, "padding must have 4 values "
                                       "(normalised), got ",
                             padding.size());
  if (llvm::any_of(pool, [](int64_t v) { return v <= 0; }) ||
      llvm::any_of(strides, [](int64_t v) { return v <= 0; }) ||
      llvm::any_of(dilation, [](int64_t v) { return v <= 0; }))
    return emitOptionalError(location, "pool_size, strides and dilation must "
                                       "be positive");
  if (llvm::any_of(padding, [](int64_t v) { return v < 0; }))
    return emitOptionalError(location, "padding must be non-negative");
  SmallVector<int64_t> canonical = {data.getDimSize((*pos)[0]),
                                    data.getDimSize((*pos)[1])};
  for (unsigned i = 0; i < 2; ++i) {
    int64_t in = data.getDimSize((*pos)[2 + i]);
    if (ShapedType::isDynamic(in)) {
      canonical.push_back(kDynamic);
      continue;
    }
    auto what = [&](StringRef part) {
      return (Twine(opName) + ": the " + part + " of spatial dimension " +
              Twine(i))
          .str();
    };
    FailureOr<int64_t> dilated =
        mulChecked(location, pool[i] - 1, dilation[i], what("window"));
    if (succeeded(dilated))
      dilated = addChecked(location, *dilated, 1, what("window"));
    if (failed(dilated))
      return failure();
    int64_t window = *dilated;
    FailureOr<int64_t> padded =
        addChecked(location, in, padding[i], what("padded input"));
    if (succeeded(padded))
      padded =
          addChecked(location, *padded, padding[2 + i], what("padded input"));
    if (failed(padded))
      return failure();
    if (*padded < window)
      return emitOptionalError(location, opName, ": the window (", window,
                               ") does not fit the padded input");
    // ceil_mode adds stride - 1 to the numerator; in unsigned arithmetic the
    // sum of two non-negative int64 values cannot wrap.
    uint64_t numerator = static_cast<uint64_t>(*padded - window) +
                         (adaptor.getCeilMode() ? strides[i] - 1 : 0);
    canonical.push_back(
        static_cast<int64_t>(numerator / static_cast<uint64_t>(strides[i])) +
        1);
  }
  SmallVector<int64_t> shape(4);
  for (int64_t i = 0; i < 4; ++i)
    shape[(*outPos)[i]] = canonical[i];
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult MaxPool2DOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferPool2D(location, "max_pool2d", adaptor, inferred);
}

LogicalResult AvgPool2DOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return inferPool2D(location, "avg_pool2d", adaptor, inferred);
}

LogicalResult QnnAvgPool2DOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  // TVM's QnnAvgPool2DRel: scalar parameters, nn.avg_pool2d's shape.
  if (failed(verifyQnnScalarParams(location, "input",
                                   adaptor.getInputScale().getType(),
                                   adaptor.getInputZeroPoint().getType())) ||
      failed(verifyQnnScalarParams(location, "output",
                                   adaptor.getOutputScale().getType(),
                                   adaptor.getOutputZeroPoint().getType())))
    return failure();
  return inferPool2D(location, "qnn.avg_pool2d", adaptor, inferred);
}

/// Replaces the H and W extents of a 4-D tensor in `layout` by `fn(extent,
/// i)`. `fn` also sees dynamic extents when `sizeFromInput` is false (the new
/// extent does not depend on the old one, as for global pooling).
template <typename Adaptor>
static LogicalResult
inferSpatialResize(std::optional<Location> location, StringRef opName,
                   Adaptor &adaptor, LayoutAttr layout, bool sizeFromInput,
                   function_ref<FailureOr<int64_t>(int64_t, int)> fn,
                   SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  auto pos = matchLayout(location, opName, layout, "NCHW");
  if (failed(pos))
    return failure();
  if (data.getRank() != 4)
    return emitOptionalError(location, opName, " expects a 4-D input, got rank ",
                             data.getRank());
  SmallVector<int64_t> shape(data.getShape());
  for (int i = 0; i < 2; ++i) {
    int64_t &dim = shape[(*pos)[2 + i]];
    if (sizeFromInput && ShapedType::isDynamic(dim))
      continue;
    FailureOr<int64_t> extent = fn(dim, i);
    if (failed(extent))
      return failure();
    dim = *extent;
  }
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(data.clone(shape));
  return success();
}

template <typename Adaptor>
static LogicalResult inferGlobalPool(std::optional<Location> location,
                                     StringRef opName, Adaptor &adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  if (adaptor.getOutLayoutAttr() &&
      adaptor.getOutLayoutAttr() != adaptor.getLayout())
    return emitOptionalError(location, opName,
                             " does not change the layout; out_layout must "
                             "be absent or equal to layout");
  return inferSpatialResize(
      location, opName, adaptor, adaptor.getLayout(), /*sizeFromInput=*/false,
      [](int64_t, int) -> FailureOr<int64_t> { return 1; }, inferred);
}

LogicalResult
GlobalAvgPool2DOp::inferReturnTypes(MLIRContext *,
                                    std::optional<Location> location,
                                    Adaptor adaptor,
                                    SmallVectorImpl<Type> &inferred) {
  return inferGlobalPool(location, "global_avg_pool2d", adaptor, inferred);
}

LogicalResult
GlobalMaxPool2DOp::inferReturnTypes(MLIRContext *,
                                    std::optional<Location> location,
                                    Adaptor adaptor,
                                    SmallVectorImpl<Type> &inferred) {
  return inferGlobalPool(location, "global_max_pool2d", adaptor, inferred);
}

LogicalResult
AdaptiveAvgPool2DOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  ArrayRef<int64_t> size;
  if (auto s = adaptor.getOutputSize())
    size = *s;
  if (size.size() > 2 || llvm::any_of(size, [](int64_t v) { return v <= 0; }))
    return emitOptionalError(location, "output_size must have at most 2 "
                                       "positive values");
  if (adaptor.getOutLayoutAttr() &&
      adaptor.getOutLayoutAttr() != adaptor.getLayout())
    return emitOptionalError(location, "out_layout must be absent or equal to "
                                       "layout");
  return inferSpatialResize(
      location, "adaptive_avg_pool2d", adaptor, adaptor.getLayout(),
      /*sizeFromInput=*/size.empty(),
      [&](int64_t dim, int i) -> FailureOr<int64_t> {
        if (size.empty())
          return dim;
        return size.size() == 1 ? size[0] : size[i];
      },
      inferred);
}

//===----------------------------------------------------------------------===//
// Resampling
//===----------------------------------------------------------------------===//

LogicalResult UpSamplingOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  double scaleH = adaptor.getScaleH().convertToDouble();
  double scaleW = adaptor.getScaleW().convertToDouble();
  // Also rejects NaN and scales whose result could not be an extent.
  auto validScale = [](double s) { return s > 0 && s < 1e9; };
  if (!validScale(scaleH) || !validScale(scaleW))
    return emitOptionalError(location, "scale_h and scale_w must be positive "
                                       "and below 1e9");
  return inferSpatialResize(
      location, "upsampling", adaptor, adaptor.getLayout(),
      /*sizeFromInput=*/true,
      [&](int64_t dim, int i) -> FailureOr<int64_t> {
        double scaled = std::round(dim * (i == 0 ? scaleH : scaleW));
        // 2^63 is exactly representable; anything from it on is no int64.
        if (!(scaled < 0x1p63))
          return emitOptionalError(location, "upsampling: the ",
                                   i == 0 ? "height" : "width", " extent ", dim,
                                   " times ", i == 0 ? "scale_h" : "scale_w",
                                   " overflows int64");
        return static_cast<int64_t>(scaled);
      },
      inferred);
}

template <typename Adaptor>
static LogicalResult inferSubPixel(std::optional<Location> location,
                                   StringRef opName, Adaptor &adaptor,
                                   bool toSpace,
                                   SmallVectorImpl<Type> &inferred) {
  auto data = tensorOf(adaptor.getData().getType());
  int64_t block = adaptor.getBlockSize();
  if (block <= 0)
    return emitOptionalError(location, "block_size must be positive");
  auto pos = matchLayout(location, opName, adaptor.getLayout(), "NCHW");
  if (failed(pos))
    return failure();
  if (data.getRank() != 4)
    return emitOptionalError(location, opName, " expects a 4-D input, got rank ",
                             data.getRank());
  SmallVector<int64_t> shape(data.getShape());
  int64_t &c = shape[(*pos)[1]];
  int64_t &h = shape[(*pos)[2]];
  int64_t &w = shape[(*pos)[3]];
  auto divide = [&](int64_t &dim, int64_t by, StringRef what) -> LogicalResult {
    if (ShapedType::isDynamic(dim))
      return success();
    if (dim % by != 0)
      return emitOptionalError(location, opName, ": ", what, " extent ", dim,
                               " is not divisible by ", by);
    dim /= by;
    return success();
  };
  auto multiply = [&](int64_t &dim, int64_t by, StringRef what) {
    FailureOr<int64_t> product = mulExtentsChecked(
        location, dim, by, opName + ": the " + what + " extent");
    if (succeeded(product))
      dim = *product;
    return LogicalResult(product);
  };
  // block_size * block_size overflows for block sizes from 2^32 on (and
  // would wrap to a zero divisor).
  FailureOr<int64_t> blockArea =
      mulChecked(location, block, block, opName + ": block_size * block_size");
  if (failed(blockArea))
    return failure();
  if (toSpace) {
    if (failed(divide(c, *blockArea, "channel")) ||
        failed(multiply(h, block, "height")) ||
        failed(multiply(w, block, "width")))
      return failure();
  } else {
    if (failed(divide(h, block, "height")) ||
        failed(divide(w, block, "width")) ||
        failed(multiply(c, *blockArea, "channel")))
      return failure();
  }
  if (failed(verifyShapeFits(location, shape)))
    return failure();
  inferred.push_back(data.clone(shape));
  return success();
}

LogicalResult DepthToSpaceOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &inferred) {
  return inferSubPixel(location, "depth_to_space", adaptor, true, inferred);
}

LogicalResult SpaceToDepthOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &inferred) {
  return inferSubPixel(location, "space_to_depth", adaptor, false, inferred);
}
