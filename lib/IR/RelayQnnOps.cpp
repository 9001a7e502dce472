//===- RelayQnnOps.cpp - Quantized operators ------------------------------===//
//
// Type relations of TVM's src/relay/qnn/op/*.cc.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

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
  ConvAttrs attrs;
  attrs.strides = adaptor.getStrides();
  attrs.padding = adaptor.getPadding();
  attrs.dilation = adaptor.getDilation();
  attrs.groups = adaptor.getGroups();
  if (auto c = adaptor.getChannels())
    attrs.channels = static_cast<int64_t>(*c);
  attrs.kernelSize = adaptor.getKernelSize();
  attrs.dataLayout = adaptor.getDataLayout();
  attrs.kernelLayout = adaptor.getKernelLayout();
  attrs.outLayout = adaptor.getOutLayoutAttr();
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
