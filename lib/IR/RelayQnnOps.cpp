//===- RelayQnnOps.cpp - Quantized operators ------------------------------===//
//
// Type relations of TVM's src/relay/qnn/op/*.cc.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::relay;

static LogicalResult checkScalar(std::optional<Location> loc, StringRef what,
                                 Type type) {
  auto t = dyn_cast<RankedTensorType>(type);
  if (!t || t.getRank() != 0)
    return emitOptionalError(loc, what, " must be a scalar, got ", type);
  return success();
}

static LogicalResult checkElementType(std::optional<Location> loc,
                                      StringRef what, Type type,
                                      ArrayRef<Type> allowed) {
  Type element = getElementTypeOrSelf(type);
  if (!llvm::is_contained(allowed, element))
    return emitOptionalError(loc, what, " has unsupported element type ",
                             element);
  return success();
}

static SmallVector<Type> intTypes(MLIRContext *ctx, ArrayRef<unsigned> widths,
                                  ArrayRef<unsigned> unsignedWidths = {}) {
  SmallVector<Type> types;
  for (unsigned w : widths)
    types.push_back(IntegerType::get(ctx, w));
  for (unsigned w : unsignedWidths)
    types.push_back(IntegerType::get(ctx, w, IntegerType::Unsigned));
  return types;
}

LogicalResult QuantizeOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  Type out = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                   : IntegerType::get(context, 8);
  if (failed(verifyQnnParams(location, "output", data,
                             adaptor.getOutputScale().getType(),
                             adaptor.getOutputZeroPoint().getType(),
                             adaptor.getAxis())) ||
      failed(checkElementType(location, "out_dtype", out,
                              intTypes(context, {8, 16, 32}, {8}))))
    return failure();
  inferred.push_back(data.clone(out));
  return success();
}

LogicalResult DequantizeOp::inferReturnTypes(MLIRContext *context,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  if (failed(checkElementType(location, "data", data,
                              intTypes(context, {8, 16, 32}, {8}))) ||
      failed(verifyQnnParams(location, "input", data,
                             adaptor.getInputScale().getType(),
                             adaptor.getInputZeroPoint().getType(),
                             adaptor.getAxis())))
    return failure();
  inferred.push_back(data.clone(Float32Type::get(context)));
  return success();
}

LogicalResult RequantizeOp::inferReturnTypes(MLIRContext *context,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  Type out = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                   : IntegerType::get(context, 8);
  if (failed(checkElementType(location, "data", data,
                              intTypes(context, {8, 16, 32, 64}, {8}))) ||
      failed(checkElementType(location, "out_dtype", out,
                              intTypes(context, {8, 16, 32}, {8}))) ||
      failed(verifyQnnParams(location, "input", data,
                             adaptor.getInputScale().getType(),
                             adaptor.getInputZeroPoint().getType(),
                             adaptor.getAxis(), /*alwaysCheckAxis=*/true)) ||
      failed(checkScalar(location, "output_scale",
                         adaptor.getOutputScale().getType())) ||
      failed(checkScalar(location, "output_zero_point",
                         adaptor.getOutputZeroPoint().getType())))
    return failure();
  inferred.push_back(data.clone(out));
  return success();
}

/// The checks qnn.conv2d and qnn.dense share: scalar input parameters, a
/// per-tensor or per-output-channel kernel scale, an integer accumulator.
static LogicalResult checkQnnMatmulParams(std::optional<Location> location,
                                          Type inputZp, Type inputScale,
                                          Type kernelZp, Type kernelScale,
                                          int64_t outChannels, Type out,
                                          ArrayRef<unsigned> outWidths) {
  MLIRContext *context = out.getContext();
  if (failed(checkScalar(location, "input_zero_point", inputZp)) ||
      failed(checkScalar(location, "input_scale", inputScale)) ||
      failed(checkElementType(location, "out_dtype", out,
                              intTypes(context, outWidths))))
    return failure();
  for (auto [name, type] : {std::pair<StringRef, Type>{"kernel_scale",
                                                       kernelScale},
                            {"kernel_zero_point", kernelZp}}) {
    auto t = cast<RankedTensorType>(type);
    if (t.getRank() == 0)
      continue;
    if (t.getRank() != 1 ||
        failed(verifyCompatibleShape(t.getShape(), {outChannels})))
      return emitOptionalError(location, name, " must be a scalar or have ",
                               outChannels, " values (one per output "
                                            "channel), got ",
                               type);
  }
  return success();
}

LogicalResult QnnConv2DOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  ConvAttrs attrs = getConvAttrs(adaptor);
  attrs.outDtype = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                         : IntegerType::get(context, 32);
  SmallVector<Type> types = intTypes(context, {8, 16}, {8});
  if (failed(checkElementType(location, "data", adaptor.getData().getType(),
                              types)) ||
      failed(checkElementType(location, "weight",
                              adaptor.getWeight().getType(), types)) ||
      failed(inferConvType(location, "qnn.conv2d", 2, false,
                           adaptor.getData().getType(),
                           adaptor.getWeight().getType(), attrs, inferred)))
    return failure();
  auto result = cast<RankedTensorType>(inferred.back());
  LayoutAttr outLayout = attrs.outLayout ? attrs.outLayout : attrs.dataLayout;
  int64_t outChannels = result.getDimSize(outLayout.indexOf('C'));
  return checkQnnMatmulParams(location, adaptor.getInputZeroPoint().getType(),
                              adaptor.getInputScale().getType(),
                              adaptor.getKernelZeroPoint().getType(),
                              adaptor.getKernelScale().getType(), outChannels,
                              *attrs.outDtype, {16, 32, 64});
}

LogicalResult QnnDenseOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  Type out = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                   : IntegerType::get(context, 32);
  std::optional<int64_t> units;
  if (auto u = adaptor.getUnits())
    units = static_cast<int64_t>(*u);
  if (failed(checkElementType(location, "data", adaptor.getData().getType(),
                              intTypes(context, {8, 16}, {8, 16}))) ||
      failed(checkElementType(location, "weight",
                              adaptor.getWeight().getType(),
                              intTypes(context, {8}, {8}))) ||
      failed(inferDenseType(location, adaptor.getData().getType(),
                            adaptor.getWeight().getType(), units, out,
                            inferred)))
    return failure();
  auto result = cast<RankedTensorType>(inferred.back());
  return checkQnnMatmulParams(location, adaptor.getInputZeroPoint().getType(),
                              adaptor.getInputScale().getType(),
                              adaptor.getKernelZeroPoint().getType(),
                              adaptor.getKernelScale().getType(),
                              result.getDimSize(result.getRank() - 1), out,
                              {32, 64});
}

LogicalResult
QnnConcatenateOp::inferReturnTypes(MLIRContext *,
                                   std::optional<Location> location,
                                   Adaptor adaptor,
                                   SmallVectorImpl<Type> &inferred) {
  size_t n = adaptor.getData().size();
  if (adaptor.getInputScales().size() != n ||
      adaptor.getInputZeroPoints().size() != n)
    return emitOptionalError(location, "expected one input scale and zero "
                                       "point per input (",
                             n, "), got ", adaptor.getInputScales().size(),
                             " and ", adaptor.getInputZeroPoints().size());
  for (Value v : adaptor.getInputScales())
    if (failed(checkScalar(location, "input scale", v.getType())))
      return failure();
  for (Value v : adaptor.getInputZeroPoints())
    if (failed(checkScalar(location, "input zero point", v.getType())))
      return failure();
  if (failed(checkScalar(location, "output_scale",
                         adaptor.getOutputScale().getType())) ||
      failed(checkScalar(location, "output_zero_point",
                         adaptor.getOutputZeroPoint().getType())))
    return failure();
  return inferConcatenateType(location,
                              ValueRange(adaptor.getData()).getTypes(),
                              adaptor.getAxis(), inferred);
}

// qnn.concatenate(data, input_scales, input_zero_points, output_scale,
// output_zero_point): the first three are tuples in TVM.
ArrayRef<bool> QnnConcatenateOp::getTupleOperandGroups() {
  static constexpr bool kGroups[] = {true, true, true, false, false};
  return kGroups;
}

//===----------------------------------------------------------------------===//
// Verifiers of constant quantization parameters
//===----------------------------------------------------------------------===//

/// A constant scale must be finite and non-zero (the fixed-point multipliers
/// divide by it); a constant zero point must lie in the range of the
/// quantized element type `quantized` it shifts.
static LogicalResult verifyConstantParams(Operation *op, StringRef what,
                                          Value scale, Value zeroPoint,
                                          Type quantized) {
  DenseFPElementsAttr scales;
  if (scale && matchPattern(scale, m_Constant(&scales)))
    for (const APFloat &s : scales.getValues<APFloat>())
      if (s.isZero() || !s.isFinite())
        return op->emitOpError()
               << what << " scale must be finite and non-zero, got "
               << s.convertToDouble();
  DenseIntElementsAttr zeroPoints;
  auto element = dyn_cast<IntegerType>(getElementTypeOrSelf(quantized));
  if (!zeroPoint || !element ||
      !matchPattern(zeroPoint, m_Constant(&zeroPoints)))
    return success();
  unsigned width = element.getWidth();
  if (width >= 32 && !element.isUnsigned())
    return success();
  int64_t lo = element.isUnsigned() ? 0 : -(int64_t{1} << (width - 1));
  int64_t hi = element.isUnsigned() ? (int64_t{1} << width) - 1
                                    : (int64_t{1} << (width - 1)) - 1;
  for (const APInt &z : zeroPoints.getValues<APInt>()) {
    int64_t v = z.getSExtValue();
    if (v < lo || v > hi)
      return op->emitOpError()
             << what << " zero point " << v << " is out of the range [" << lo
             << ", " << hi << "] of " << element;
  }
  return success();
}

LogicalResult QuantizeOp::verify() {
  return verifyConstantParams(*this, "output", getOutputScale(),
                              getOutputZeroPoint(), getType());
}

LogicalResult DequantizeOp::verify() {
  return verifyConstantParams(*this, "input", getInputScale(),
                              getInputZeroPoint(), getData().getType());
}

LogicalResult RequantizeOp::verify() {
  return failure(
      failed(verifyConstantParams(*this, "input", getInputScale(),
                                  getInputZeroPoint(), getData().getType())) ||
      failed(verifyConstantParams(*this, "output", getOutputScale(),
                                  getOutputZeroPoint(), getType())));
}

LogicalResult QnnConv2DOp::verify() {
  return failure(
      failed(verifyConstantParams(*this, "input", getInputScale(),
                                  getInputZeroPoint(), getData().getType())) ||
      failed(verifyConstantParams(*this, "kernel", getKernelScale(),
                                  getKernelZeroPoint(),
                                  getWeight().getType())));
}

LogicalResult QnnDenseOp::verify() {
  return failure(
      failed(verifyConstantParams(*this, "input", getInputScale(),
                                  getInputZeroPoint(), getData().getType())) ||
      failed(verifyConstantParams(*this, "kernel", getKernelScale(),
                                  getKernelZeroPoint(),
                                  getWeight().getType())));
}

template <typename OpTy> static LogicalResult verifyQnnBinary(OpTy op) {
  return failure(
      failed(verifyConstantParams(op, "lhs", op.getLhsScale(),
                                  op.getLhsZeroPoint(),
                                  op.getLhs().getType())) ||
      failed(verifyConstantParams(op, "rhs", op.getRhsScale(),
                                  op.getRhsZeroPoint(),
                                  op.getRhs().getType())) ||
      failed(verifyConstantParams(op, "output", op.getOutputScale(),
                                  op.getOutputZeroPoint(), op.getType())));
}

LogicalResult QnnAddOp::verify() { return verifyQnnBinary(*this); }
LogicalResult QnnSubtractOp::verify() { return verifyQnnBinary(*this); }
LogicalResult QnnMulOp::verify() { return verifyQnnBinary(*this); }

LogicalResult QnnConcatenateOp::verify() {
  for (auto [data, scale, zp] :
       llvm::zip(getData(), getInputScales(), getInputZeroPoints()))
    if (failed(verifyConstantParams(*this, "input", scale, zp, data.getType())))
      return failure();
  return verifyConstantParams(*this, "output", getOutputScale(),
                              getOutputZeroPoint(), getType());
}

LogicalResult relay::verifyQnnUnaryParams(Operation *op) {
  // Operands (data, scale, zero_point, output_scale, output_zero_point).
  return failure(failed(verifyConstantParams(op, "input", op->getOperand(1),
                                             op->getOperand(2),
                                             op->getOperand(0).getType())) ||
                 failed(verifyConstantParams(op, "output", op->getOperand(3),
                                             op->getOperand(4),
                                             op->getResult(0).getType())));
}

LogicalResult QnnLeakyReluOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  if (failed(verifyQnnScalarParams(location, "input",
                                   adaptor.getInputScale().getType(),
                                   adaptor.getInputZeroPoint().getType())) ||
      failed(verifyQnnScalarParams(location, "output",
                                   adaptor.getOutputScale().getType(),
                                   adaptor.getOutputZeroPoint().getType())))
    return failure();
  inferred.push_back(adaptor.getData().getType());
  return success();
}

LogicalResult QnnLeakyReluOp::verify() {
  // alpha and 1 - alpha become Q31 fixed-point multipliers.
  double alpha = getAlpha().convertToDouble();
  if (!(alpha >= 0.0 && alpha <= 1.0))
    return emitOpError("alpha must be in [0, 1], got ") << alpha;
  return verifyQnnUnaryParams(*this);
}

LogicalResult QnnAvgPool2DOp::verify() { return verifyQnnUnaryParams(*this); }

LogicalResult QnnBatchMatmulOp::verify() {
  return failure(
      failed(verifyConstantParams(*this, "x", getXScale(), getXZeroPoint(),
                                  getX().getType())) ||
      failed(verifyConstantParams(*this, "y", getYScale(), getYZeroPoint(),
                                  getY().getType())));
}

LogicalResult QnnConv2DTransposeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  ConvAttrs attrs = getConvAttrs(adaptor);
  attrs.outputPadding = adaptor.getOutputPadding();
  attrs.outDtype = adaptor.getOutDtype() ? *adaptor.getOutDtype()
                                         : IntegerType::get(context, 32);
  SmallVector<Type> types = intTypes(context, {8, 16}, {8});
  if (failed(checkElementType(location, "data", adaptor.getData().getType(),
                              types)) ||
      failed(checkElementType(location, "weight", adaptor.getWeight().getType(),
                              types)) ||
      failed(inferConvType(location, "qnn.conv2d_transpose", 2, true,
                           adaptor.getData().getType(),
                           adaptor.getWeight().getType(), attrs, inferred)))
    return failure();
  auto result = cast<RankedTensorType>(inferred.back());
  LayoutAttr outLayout = attrs.outLayout ? attrs.outLayout : attrs.dataLayout;
  int64_t outChannels = result.getDimSize(outLayout.indexOf('C'));
  return checkQnnMatmulParams(location, adaptor.getInputZeroPoint().getType(),
                              adaptor.getInputScale().getType(),
                              adaptor.getKernelZeroPoint().getType(),
                              adaptor.getKernelScale().getType(), outChannels,
                              *attrs.outDtype, {16, 32, 64});
}

LogicalResult QnnConv2DTransposeOp::verify() {
  return failure(
      failed(verifyConstantParams(*this, "input", getInputScale(),
                                  getInputZeroPoint(), getData().getType())) ||
      failed(verifyConstantParams(*this, "kernel", getKernelScale(),
                                  getKernelZeroPoint(),
                                  getWeight().getType())));
}

LogicalResult QnnSoftmaxOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> location,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  if (failed(verifyQnnScalarParams(location, "input",
                                   adaptor.getScale().getType(),
                                   adaptor.getZeroPoint().getType())) ||
      failed(verifyQnnScalarParams(location, "output",
                                   adaptor.getOutputScale().getType(),
                                   adaptor.getOutputZeroPoint().getType())) ||
      failed(normalizeAxis(location, adaptor.getAxis(), data.getRank())))
    return failure();
  inferred.push_back(data);
  return success();
}

LogicalResult QnnSoftmaxOp::verify() {
  // TVM's canonicalization computes round(1 / scale) as the integer unit of
  // the exponent and checks the scale there; a constant is checked here.
  DenseFPElementsAttr scale;
  if (matchPattern(getScale(), m_Constant(&scale))) {
    double s = (*scale.getValues<APFloat>().begin()).convertToDouble();
    if (s > 1.0)
      return emitOpError("input scale must be at most 1, got ") << s;
  }
  return verifyQnnUnaryParams(*this);
}

/// TVM's SQNN_DTYPE_TO_CODE: 1 int8, 2 uint8, 3 int32 (0 disables).
static Type getSimulatedQnnType(MLIRContext *ctx, int64_t code) {
  switch (code) {
  case 1:
    return IntegerType::get(ctx, 8);
  case 2:
    return IntegerType::get(ctx, 8, IntegerType::Unsigned);
  case 3:
    return IntegerType::get(ctx, 32);
  default:
    return Type();
  }
}

LogicalResult relay::verifySimulatedQnnParams(std::optional<Location> loc,
                                              Type data, Type dtype, Type scale,
                                              Type zeroPoint, int64_t axis) {
  auto dataType = cast<RankedTensorType>(data);
  if (failed(checkScalar(loc, "dtype", dtype)))
    return failure();
  for (auto [name, type] : {std::pair<StringRef, Type>{"scale", scale},
                            {"zero point", zeroPoint}}) {
    auto t = cast<RankedTensorType>(type);
    if (t.getRank() > 1)
      return emitOptionalError(loc, name, " must be a scalar or a 1-D tensor");
    if (t.getRank() == 0 || t.getDimSize(0) == 1)
      continue;
    FailureOr<int64_t> a =
        normalizeAxis(loc, axis, dataType.getRank(), "quantization axis");
    if (failed(a))
      return failure();
    int64_t extent = dataType.getDimSize(*a);
    if (failed(verifyCompatibleShape({extent}, t.getShape())))
      return emitOptionalError(loc, name, " has ", t.getDimSize(0),
                               " values but the channel axis has ", extent);
  }
  return success();
}

LogicalResult relay::verifySimulatedQnnOp(Operation *op) {
  // Operands (data, dtype, scale, zero_point).
  DenseIntElementsAttr code;
  // Without a constant code the zero points are not range-checked (the
  // float result type is no integer type).
  Type quantized = op->getResult(0).getType();
  if (matchPattern(op->getOperand(1), m_Constant(&code))) {
    int64_t c = (*code.getValues<APInt>().begin()).getSExtValue();
    if (c < 0 || c > 3)
      return op->emitOpError("dtype code must be 0 (disable), 1 (int8), 2 "
                             "(uint8) or 3 (int32), got ")
             << c;
    if (c == 0)
      return success();
    quantized = getSimulatedQnnType(op->getContext(), c);
  }
  return verifyConstantParams(op, "the", op->getOperand(2), op->getOperand(3),
                              quantized);
}
