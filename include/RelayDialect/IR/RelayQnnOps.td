//===- RelayQnnOps.td - Quantized operators ----------------*- tablegen -*-===//
//
// TVM's src/relay/qnn/op/*.cc operators. Scales and zero points are operands
// (scalars for per-tensor quantization, 1-D along `axis` for per-channel).
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_QNN_OPS_TD
#define RELAY_QNN_OPS_TD

def Relay_QnnScale : RankedTensorOf<[F32]>;
def Relay_QnnZeroPoint : RankedTensorOf<[I32]>;

def Relay_QuantizeOp : Relay_FunctionalOp<"qnn.quantize", Relay_ElemWise> {
  let summary = "quantizes float data: round(data / scale) + zero_point";
  let arguments = (ins RankedTensorOf<[F32]>:$data, Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"-1">:$axis,
                   OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
}

def Relay_DequantizeOp : Relay_FunctionalOp<"qnn.dequantize", Relay_ElemWise> {
  let summary = "dequantizes to float32: scale * (data - zero_point)";
  let arguments = (ins Relay_IntTensor:$data, Relay_QnnScale:$input_scale,
                   Relay_QnnZeroPoint:$input_zero_point,
                   Relay_I64Default<"-1">:$axis);
  let results = (outs RankedTensorOf<[F32]>:$result);
}

def Relay_RequantizeOp : Relay_FunctionalOp<"qnn.requantize", Relay_ElemWise> {
  let summary = "converts quantized data from one (scale, zero point) to another";
  let arguments = (ins Relay_IntTensor:$data, Relay_QnnScale:$input_scale,
                   Relay_QnnZeroPoint:$input_zero_point,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"-1">:$axis,
                   Relay_EnumDefault<Relay_QnnRoundingAttr, "None">:$rounding,
                   Relay_EnumDefault<Relay_QnnComputeDtypeAttr,
                                     "None">:$compute_dtype,
                   OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
}

def Relay_QnnConv2DOp : Relay_FunctionalOp<"qnn.conv2d", Relay_OutEWiseFusable> {
  let summary = "quantized 2-D convolution accumulating in `out_dtype` (int32)";
  let arguments = (ins Relay_IntTensor:$data, Relay_IntTensor:$weight,
      Relay_QnnZeroPoint:$input_zero_point, Relay_QnnZeroPoint:$kernel_zero_point,
      Relay_QnnScale:$input_scale, Relay_QnnScale:$kernel_scale,
      Relay_I64ArrayDefault<"{1, 1}">:$strides,
      Relay_I64ArrayDefault<"{0, 0, 0, 0}">:$padding,
      Relay_I64ArrayDefault<"{1, 1}">:$dilation,
      Relay_I64Default<"1">:$groups,
      OptionalAttr<I64Attr>:$channels,
      OptionalAttr<DenseI64ArrayAttr>:$kernel_size,
      Relay_LayoutDefault<"NCHW">:$data_layout,
      Relay_LayoutDefault<"OIHW">:$kernel_layout,
      Relay_OutLayout:$out_layout,
      OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
}

def Relay_QnnDenseOp : Relay_FunctionalOp<"qnn.dense", Relay_OutEWiseFusable> {
  let summary = "quantized dense accumulating in `out_dtype` (int32)";
  let arguments = (ins Relay_IntTensor:$data, Relay_IntTensor:$weight,
      Relay_QnnZeroPoint:$input_zero_point, Relay_QnnZeroPoint:$kernel_zero_point,
      Relay_QnnScale:$input_scale, Relay_QnnScale:$kernel_scale,
      OptionalAttr<I64Attr>:$units,
      OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
}

// qnn.add and qnn.mul (TVM's QnnBroadcastRel); `lhs_axis`/`rhs_axis` select
// the channel axis of per-channel parameters.
class Relay_QnnBinaryOp<string mnemonic>
    : Relay_FunctionalOp<mnemonic, Relay_Broadcast> {
  let arguments = (ins Relay_IntTensor:$lhs, Relay_IntTensor:$rhs,
      Relay_QnnScale:$lhs_scale, Relay_QnnZeroPoint:$lhs_zero_point,
      Relay_QnnScale:$rhs_scale, Relay_QnnZeroPoint:$rhs_zero_point,
      Relay_QnnScale:$output_scale, Relay_QnnZeroPoint:$output_zero_point,
      Relay_I64Default<"-1">:$lhs_axis, Relay_I64Default<"-1">:$rhs_axis);
  let results = (outs Relay_IntTensor:$result);
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      if (::mlir::failed(::mlir::relay::verifyQnnParams(
              location, "lhs", adaptor.getLhs().getType(),
              adaptor.getLhsScale().getType(),
              adaptor.getLhsZeroPoint().getType(), adaptor.getLhsAxis())) ||
          ::mlir::failed(::mlir::relay::verifyQnnParams(
              location, "rhs", adaptor.getRhs().getType(),
              adaptor.getRhsScale().getType(),
              adaptor.getRhsZeroPoint().getType(), adaptor.getRhsAxis())) ||
          ::mlir::failed(::mlir::relay::verifyQnnScalarParams(
              location, "output", adaptor.getOutputScale().getType(),
              adaptor.getOutputZeroPoint().getType())))
        return ::mlir::failure();
      return ::mlir::relay::inferBroadcastType(
          location, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
          /*boolResult=*/false, inferred);
    }
  }];
}

def Relay_QnnAddOp : Relay_QnnBinaryOp<"qnn.add"> {
  let summary = "quantized broadcasting addition";
}
def Relay_QnnMulOp : Relay_QnnBinaryOp<"qnn.mul"> {
  let summary = "quantized broadcasting multiplication";
}

def Relay_QnnConcatenateOp : Relay_FunctionalOp<"qnn.concatenate",
    Relay_Injective, [AttrSizedOperandSegments]> {
  let summary = "concatenates quantized tensors, requantizing to the output";
  let description = [{
    TVM passes `data`, `input_scales` and `input_zero_points` as three tuples;
    here they are three variadic operand groups of equal length.
  }];
  let arguments = (ins Variadic<Relay_IntTensor>:$data,
                   Variadic<Relay_QnnScale>:$input_scales,
                   Variadic<Relay_QnnZeroPoint>:$input_zero_points,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"0">:$axis);
  let results = (outs Relay_IntTensor:$result);
}

#endif // RELAY_QNN_OPS_TD
