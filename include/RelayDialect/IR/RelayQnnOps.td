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
  let description = [{
    TVM's `qnn.quantize`, the affine quantization of `f32` data:
    `clip(round(data / output_scale) + output_zero_point, qmin, qmax)`,
    where `[qmin, qmax]` is the range of `out_dtype`. Per-tensor
    quantization passes a scalar `f32` scale and a scalar `i32` zero
    point; per-channel quantization passes 1-D tensors with one value per
    index of dimension `axis` (default -1, the last one). `out_dtype` is
    `i8` when absent (the default of TVM's Python API) and may be `ui8`,
    `i16` or `i32`. The result has the data's shape and `out_dtype` (TVM's
    QuantizeRel).

    ```mlir
    %0 = relay.qnn.quantize %x, %scale, %zp {out_dtype = ui8}
        : (tensor<1x3x8x8xf32>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xui8>
    %1 = relay.qnn.quantize %w, %scales, %zps {axis = 0 : i64}
        : (tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xi32>)
        -> tensor<4x3x3x3xi8>
    ```
  }];
  let arguments = (ins RankedTensorOf<[F32]>:$data, Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"-1">:$axis,
                   OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
}

def Relay_DequantizeOp : Relay_FunctionalOp<"qnn.dequantize", Relay_ElemWise> {
  let summary = "dequantizes to float32: scale * (data - zero_point)";
  let description = [{
    TVM's `qnn.dequantize`, the inverse of `qnn.quantize`: the real value
    `input_scale * (data - input_zero_point)` of every quantized element,
    computed in `f32`. `data` is `i8`, `ui8`, `i16` or `i32`. The scale
    (`f32`) and zero point (`i32`) are scalars for per-tensor
    quantization, or 1-D with one value per index of dimension `axis`
    (default -1) for per-channel quantization. The result has the data's
    shape and element type `f32` (TVM's DequantizeRel).

    ```mlir
    %0 = relay.qnn.dequantize %q, %scale, %zp
        : (tensor<1x4x6x6xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xf32>
    ```
  }];
  let arguments = (ins Relay_IntTensor:$data, Relay_QnnScale:$input_scale,
                   Relay_QnnZeroPoint:$input_zero_point,
                   Relay_I64Default<"-1">:$axis);
  let results = (outs RankedTensorOf<[F32]>:$result);
  let hasVerifier = 1;
}

def Relay_RequantizeOp : Relay_FunctionalOp<"qnn.requantize", Relay_ElemWise> {
  let summary = "converts quantized data from one (scale, zero point) to another";
  let description = [{
    TVM's `qnn.requantize`: re-expresses quantized values under a new
    scale and zero point, `clip(output_zero_point + round(input_scale /
    output_scale * (data - input_zero_point)), qmin, qmax)` in the range
    of `out_dtype`; typically it narrows the `i32` accumulator of
    `qnn.conv2d` or `qnn.dense` back to 8 bits. The input parameters may
    be per-channel (1-D along `axis`, default -1); the output scale (`f32`)
    and zero point (`i32`) are scalars. `rounding` is "UPWARD" (ties
    toward +infinity), "TONEAREST" (ties away from zero) or "None" (the
    default: the mode of TVM's RequantizeConfig, "UPWARD" unless
    configured); `compute_dtype` is "int64", "float32", "float64" or
    "None" (the default: chosen by RequantizeConfig when lowering).
    `data` is `i8`, `ui8`, `i16`, `i32` or `i64`; `out_dtype` is `i8` when
    absent, or `ui8`, `i16`, `i32`. The result has the data's shape and
    `out_dtype` (TVM's RequantizeRel).

    ```mlir
    %0 = relay.qnn.requantize %acc, %in_scales, %in_zp, %out_scale, %out_zp
        {axis = 1 : i64}
        : (tensor<1x4x6x6xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>,
           tensor<i32>) -> tensor<1x4x6x6xi8>
    ```
  }];
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
  let hasVerifier = 1;
}

def Relay_QnnConv2DOp : Relay_FunctionalOp<"qnn.conv2d", Relay_OutEWiseFusable> {
  let summary = "quantized 2-D convolution accumulating in `out_dtype` (int32)";
  let description = [{
    TVM's `qnn.conv2d`: `nn.conv2d` on zero-point-corrected integers, each
    output element summing `(data - input_zero_point) * (weight -
    kernel_zero_point)` over its window in `out_dtype` (`i32` when
    absent, or `i16`, `i64`). The scales do not enter the computation:
    they describe the result, whose scale is `input_scale * kernel_scale`,
    for the `qnn.requantize` that usually follows. The operands are data,
    weight, input zero point, kernel zero point, input scale and kernel
    scale, in TVM's order. `data` and `weight` are `i8`, `ui8` or `i16`;
    the input parameters are scalars, the kernel parameters scalars or
    1-D with one value per output channel. The attributes, their defaults
    (NCHW/OIHW layouts, padding normalised as (top, left, bottom, right))
    and the result shape are those of `nn.conv2d` (TVM's QnnConv2DRel).

    ```mlir
    %0 = relay.qnn.conv2d %q, %w, %izp, %kzp, %iscale, %kscales
        {channels = 4 : i64, kernel_size = array<i64: 3, 3>}
        : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>,
           tensor<f32>, tensor<4xf32>) -> tensor<1x4x6x6xi32>
    ```
  }];
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
  let hasVerifier = 1;
}

def Relay_QnnDenseOp : Relay_FunctionalOp<"qnn.dense", Relay_OutEWiseFusable> {
  let summary = "quantized dense accumulating in `out_dtype` (int32)";
  let description = [{
    TVM's `qnn.dense`: `nn.dense` on zero-point-corrected integers,
    `result[..., n] = sum_k (data[..., k] - input_zero_point) *
    (weight[n, k] - kernel_zero_point[n])` in `out_dtype` (`i32` when
    absent, or `i64`). As for `qnn.conv2d`, the scales only describe the
    result's scale, `input_scale * kernel_scale`. The operands are data,
    weight, input zero point, kernel zero point, input scale and kernel
    scale; `data` is `i8`, `ui8`, `i16` or `ui16` and `weight` `i8` or
    `ui8`; the input parameters are scalars, the kernel parameters
    scalars or 1-D with one value per output unit. `units` and the result
    shape are those of `nn.dense` (TVM's QnnDenseRel).

    ```mlir
    %0 = relay.qnn.dense %q, %w, %izp, %kzp, %iscale, %kscale
        : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<i32>,
           tensor<f32>, tensor<f32>) -> tensor<4x10xi32>
    ```
  }];
  let arguments = (ins Relay_IntTensor:$data, Relay_IntTensor:$weight,
      Relay_QnnZeroPoint:$input_zero_point, Relay_QnnZeroPoint:$kernel_zero_point,
      Relay_QnnScale:$input_scale, Relay_QnnScale:$kernel_scale,
      OptionalAttr<I64Attr>:$units,
      OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
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
  let hasVerifier = 1;
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
  let description = [{
    TVM's `qnn.add`: adds the real values the operands stand for and
    quantizes the sum with the output parameters, i.e.
    `clip(round((lhs_scale * (lhs - lhs_zero_point) + rhs_scale * (rhs -
    rhs_zero_point)) / output_scale) + output_zero_point)` in the range of
    the element type. The operands are lhs, rhs, then scale and zero point
    of lhs, of rhs and of the output. The lhs and rhs parameters may be
    per-channel, 1-D along `lhs_axis` and `rhs_axis` (default -1); the
    output ones are scalars. The shapes broadcast as in `relay.add`; the
    result keeps the operands' element type (TVM's QnnBroadcastRel).

    ```mlir
    %0 = relay.qnn.add %a, %b, %sa, %za, %sb, %zb, %so, %zo
        : (tensor<2x1x4xi8>, tensor<3x1xi8>, tensor<f32>, tensor<i32>,
           tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<2x3x4xi8>
    ```
  }];
}
def Relay_QnnMulOp : Relay_QnnBinaryOp<"qnn.mul"> {
  let summary = "quantized broadcasting multiplication";
  let description = [{
    TVM's `qnn.mul`: multiplies the real values the operands stand for and
    quantizes the product with the output parameters, i.e.
    `clip(round(lhs_scale * rhs_scale * (lhs - lhs_zero_point) * (rhs -
    rhs_zero_point) / output_scale) + output_zero_point)` in the range of
    the element type. The operands are lhs, rhs, then scale and zero point
    of lhs, of rhs and of the output. The lhs and rhs parameters may be
    per-channel, 1-D along `lhs_axis` and `rhs_axis` (default -1); the
    output ones are scalars. The shapes broadcast as in `relay.multiply`;
    the result keeps the operands' element type (TVM's QnnBroadcastRel).

    ```mlir
    %0 = relay.qnn.mul %a, %b, %sa, %za, %sb, %zb, %so, %zo
        : (tensor<8xui8>, tensor<8xui8>, tensor<f32>, tensor<i32>,
           tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<8xui8>
    ```
  }];
}

def Relay_QnnSubtractOp : Relay_QnnBinaryOp<"qnn.subtract"> {
  let summary = "quantized broadcasting subtraction";
  let description = [{
    TVM's `qnn.subtract`: subtracts the real values the operands stand for
    and quantizes the difference with the output parameters, i.e.
    `clip(round((lhs_scale * (lhs - lhs_zero_point) - rhs_scale * (rhs -
    rhs_zero_point)) / output_scale) + output_zero_point)` in the range of
    the element type (computed as TVM does: both operands requantized to
    the output parameters in int32, subtracted, the output zero point added
    back). The operands are lhs, rhs, then scale and zero point of lhs, of
    rhs and of the output; the lhs and rhs parameters may be per-channel
    along `lhs_axis` and `rhs_axis` (default -1). The shapes broadcast as in
    `relay.subtract`; the result keeps the operands' element type (TVM's
    QnnBroadcastRel).

    ```mlir
    %0 = relay.qnn.subtract %a, %b, %sa, %za, %sb, %zb, %so, %zo
        : (tensor<4x4xui8>, tensor<4xui8>, tensor<f32>, tensor<i32>,
           tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<4x4xui8>
    ```
  }];
}

def Relay_QnnConcatenateOp : Relay_FunctionalOp<"qnn.concatenate",
    Relay_Injective, [AttrSizedOperandSegments,
                      DeclareOpInterfaceMethods<RelayTupleOperandsInterface>]> {
  let summary = "concatenates quantized tensors, requantizing to the output";
  let description = [{
    TVM passes `data`, `input_scales` and `input_zero_points` as three tuples;
    here they are three variadic operand groups of equal length.

    Every input is requantized from its own scalar scale and zero point to
    the scalar `output_scale` and `output_zero_point`, then the inputs are
    joined along `axis` (default 0) as by `relay.concatenate`. The
    operands are all inputs, all input scales, all input zero points, the
    output scale and the output zero point; since the function type
    cannot show where one group ends, the custom form also prints
    `operandSegmentSizes` (the group lengths: N, N, N, 1, 1). The result
    has the concatenated shape and the inputs' element type (TVM's
    QnnConcatenateRel).

    ```mlir
    %0 = relay.qnn.concatenate %a, %b, %sa, %sb, %za, %zb, %so, %zo
        {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>}
        : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>,
           tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<2x8xi8>
    ```
  }];
  let arguments = (ins Variadic<Relay_IntTensor>:$data,
                   Variadic<Relay_QnnScale>:$input_scales,
                   Variadic<Relay_QnnZeroPoint>:$input_zero_points,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"0">:$axis);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Operators whose canonical form dequantizes, computes in float32 and
// quantizes (TVM's QNN_CREATE_UNARY_ELEMENTWISE_OP), and the other qnn
// operators of TVM v0.13
//===----------------------------------------------------------------------===//

// qnn.tanh, qnn.exp, ...: (x, scale, zero_point, output_scale,
// output_zero_point), all parameters scalars (TVM's
// QnnElementwiseUnaryFuncRel), int8 or uint8 data.
// TVM v0.13 registers a pattern kind (ElemWise) for qnn.tanh only
// (python/tvm/relay/qnn/op/_qnn.py); the others are opaque.
class Relay_QnnUnaryOp<string name, string formula,
                       Trait patternKind = Relay_Opaque>
    : Relay_FunctionalOp<"qnn." # name, patternKind> {
  let summary = "quantized element-wise `" # name # "`";
  let description = [{
    TVM's `qnn.}] # name # [{`: the real value `r = scale * (x -
    zero_point)` of every element goes through `}] # formula # [{` in
    float32 and is quantized with `output_scale` and `output_zero_point`
    (TVM's QNN_UNARY_OP_DEFAULT_CANONICALIZATION: `qnn.dequantize`, the
    float operator, `qnn.quantize`). `x` is `i8` or `ui8`; the four
    parameters are scalars. The result has the type of `x` (TVM's
    QnnElementwiseUnaryFuncRel).

    ```mlir
    %0 = relay.qnn.}] # name # [{ %x, %s, %z, %os, %oz
        : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<16xi8>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I8, UI8]>:$data,
                   Relay_QnnScale:$scale, Relay_QnnZeroPoint:$zero_point,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point);
  let results = (outs RankedTensorOf<[I8, UI8]>:$result);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      if (::mlir::failed(::mlir::relay::verifyQnnScalarParams(
              location, "input", adaptor.getScale().getType(),
              adaptor.getZeroPoint().getType())) ||
          ::mlir::failed(::mlir::relay::verifyQnnScalarParams(
              location, "output", adaptor.getOutputScale().getType(),
              adaptor.getOutputZeroPoint().getType())))
        return ::mlir::failure();
      inferred.push_back(adaptor.getData().getType());
      return ::mlir::success();
    }
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::relay::verifyQnnUnaryParams(getOperation());
    }
  }];
}

def Relay_QnnTanhOp : Relay_QnnUnaryOp<"tanh", "tanh(r)", Relay_ElemWise>;
def Relay_QnnExpOp : Relay_QnnUnaryOp<"exp", "exp(r)">;
def Relay_QnnSqrtOp : Relay_QnnUnaryOp<"sqrt", "sqrt(r)">;
def Relay_QnnRsqrtOp : Relay_QnnUnaryOp<"rsqrt", "1 / sqrt(r)">;
def Relay_QnnErfOp : Relay_QnnUnaryOp<"erf", "erf(r)">;
def Relay_QnnSigmoidOp : Relay_QnnUnaryOp<"sigmoid", "1 / (1 + exp(-r))">;
def Relay_QnnHardswishOp
    : Relay_QnnUnaryOp<"hardswish", "r * clip(r + 3, 0, 6) / 6">;
def Relay_QnnLogOp : Relay_QnnUnaryOp<"log", "log(r)">;
def Relay_QnnAbsOp : Relay_QnnUnaryOp<"abs", "abs(r)">;

def Relay_QnnLeakyReluOp : Relay_FunctionalOp<"qnn.leaky_relu", Relay_Opaque> {
  let summary = "quantized leaky ReLU";
  let description = [{
    TVM's `qnn.leaky_relu` (LeakyReluAttrs, `alpha` default 0.25): the
    input is requantized to the output parameters in int32 (`q'`); where
    `x < zero_point` the result is `alpha * q' + (1 - alpha) *
    output_zero_point`, both products as `fixed_point_multiply` with the
    Q31 forms of `alpha` and `1 - alpha`, elsewhere `q'`; then clipped to
    the element type (TVM's QnnLeakyReluCanonicalize). The operands are x,
    input scale, input zero point, output scale and output zero point, all
    scalars; `x` is `i8` or `ui8` and the result has its type (TVM's
    QnnLeakyReluRel). TVM registers no pattern kind for it: opaque.

    ```mlir
    %0 = relay.qnn.leaky_relu %x, %s, %z, %os, %oz {alpha = 1.000000e-01 : f64}
        : (tensor<16xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<16xui8>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I8, UI8]>:$data,
                   Relay_QnnScale:$input_scale,
                   Relay_QnnZeroPoint:$input_zero_point,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_F64Default<"0.25">:$alpha);
  let results = (outs RankedTensorOf<[I8, UI8]>:$result);
  let hasVerifier = 1;
}

def Relay_QnnAvgPool2DOp : Relay_FunctionalOp<"qnn.avg_pool2d",
                                              Relay_OutEWiseFusable> {
  let summary = "quantized 2-D average pooling";
  let description = [{
    TVM's `qnn.avg_pool2d` (AvgPool2DAttrs, with the defaults of
    `nn.avg_pool2d`): the input is requantized to the output parameters in
    int32 (or widened where they match), averaged by `nn.avg_pool2d` in
    int32 (truncating division, as TVM's integer pooling), clipped and cast
    back (TVM's QnnAvgPoolCanonicalize). The operands are data, input
    scale, input zero point, output scale and output zero point, all
    scalars; the result shape is `nn.avg_pool2d`'s and the element type the
    data's (TVM's QnnAvgPool2DRel).

    ```mlir
    %0 = relay.qnn.avg_pool2d %x, %s, %z, %os, %oz
        {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
        : (tensor<1x4x8x8xui8>, tensor<f32>, tensor<i32>, tensor<f32>,
           tensor<i32>) -> tensor<1x4x4x4xui8>
    ```
  }];
  let arguments = (ins Relay_IntTensor:$data, Relay_QnnScale:$input_scale,
      Relay_QnnZeroPoint:$input_zero_point, Relay_QnnScale:$output_scale,
      Relay_QnnZeroPoint:$output_zero_point, DenseI64ArrayAttr:$pool_size,
      Relay_I64ArrayDefault<"{1, 1}">:$strides,
      Relay_I64ArrayDefault<"{1, 1}">:$dilation,
      Relay_I64ArrayDefault<"{0, 0, 0, 0}">:$padding,
      Relay_LayoutDefault<"NCHW">:$layout, Relay_OutLayout:$out_layout,
      Relay_BoolFalse:$ceil_mode, Relay_BoolFalse:$count_include_pad);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
}

def Relay_QnnBatchMatmulOp : Relay_FunctionalOp<"qnn.batch_matmul",
                                                Relay_OutEWiseFusable> {
  let summary = "quantized batch matrix product accumulating in int32";
  let description = [{
    TVM's `qnn.batch_matmul`: `nn.batch_matmul` on zero-point-corrected
    integers, `result[b, i, j] = sum_k (x[b, i, k] - x_zero_point) *
    (y[b, j, k] - y_zero_point)` with TVM's defaults `transpose_a = false`
    and `transpose_b = true`, in `out_dtype` (`i32` when absent). The
    operands are x, y, x zero point, y zero point, x scale and y scale, all
    scalars; the scales only describe the result's scale `x_scale *
    y_scale`. `x` and `y` are `i8` or `ui8` (TVM's QnnBatchMatmulRel).

    ```mlir
    %0 = relay.qnn.batch_matmul %x, %y, %xz, %yz, %xs, %ys
        : (tensor<2x3x8xi8>, tensor<2x5x8xi8>, tensor<i32>, tensor<i32>,
           tensor<f32>, tensor<f32>) -> tensor<2x3x5xi32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I8, UI8]>:$x,
      RankedTensorOf<[I8, UI8]>:$y, Relay_QnnZeroPoint:$x_zero_point,
      Relay_QnnZeroPoint:$y_zero_point, Relay_QnnScale:$x_scale,
      Relay_QnnScale:$y_scale,
      OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype,
      Relay_BoolFalse:$transpose_a, Relay_BoolTrue:$transpose_b);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
}

def Relay_QnnConv2DTransposeOp : Relay_FunctionalOp<"qnn.conv2d_transpose",
                                                    Relay_OutEWiseFusable> {
  let summary = "quantized 2-D transposed convolution";
  let description = [{
    TVM's `qnn.conv2d_transpose`: `nn.conv2d_transpose` on
    zero-point-corrected integers in `out_dtype` (`i32` when absent): both
    operands widened to int32 and their zero points subtracted, then the
    transposed convolution. The operands and their order are
    those of `qnn.conv2d`; the attributes and defaults (IOHW kernels,
    `output_padding`) are `nn.conv2d_transpose`'s. The kernel parameters
    are scalars or have one value per output channel (TVM's
    QnnConv2DTransposeRel).

    ```mlir
    %0 = relay.qnn.conv2d_transpose %q, %w, %izp, %kzp, %iscale, %kscale
        {channels = 4 : i64, kernel_size = array<i64: 3, 3>,
         strides = array<i64: 2, 2>}
        : (tensor<1x3x4x4xui8>, tensor<3x4x3x3xi8>, tensor<i32>, tensor<i32>,
           tensor<f32>, tensor<f32>) -> tensor<1x4x9x9xi32>
    ```
  }];
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
      Relay_LayoutDefault<"IOHW">:$kernel_layout,
      Relay_OutLayout:$out_layout,
      OptionalAttr<TypeAttrOf<Relay_Int>>:$out_dtype,
      Relay_I64ArrayDefault<"{0, 0}">:$output_padding);
  let results = (outs Relay_IntTensor:$result);
  let hasVerifier = 1;
}

def Relay_QnnSoftmaxOp : Relay_FunctionalOp<"qnn.softmax", Relay_Opaque> {
  let summary = "integer-only softmax of int8 data";
  let description = [{
    TVM's `qnn.softmax` (SoftmaxAttrs, `axis` default -1): the integer-only
    softmax of Algorithm 1 of arXiv:2207.01405, as TVM's
    QnnSoftmaxCanonicalize computes it in int32. With `x = (data -
    zero_point) - max(data - zero_point)` along `axis` and `x0 =
    round(1 / scale)`: `x' = x + (x >> 1) - (x >> 4)` (about `x *
    log2(e)`), `q = clip(x' / -x0, 0, 20)`, `r = x' + q * x0`,
    `e = ((r >> 1) + x0) << (max(q) - q)`, `out = ((2^30 / sum(e)) * e) >>
    23` (a quantized value of scale 1/128), requantized to `output_scale`
    and `output_zero_point` as int8. The input scale must be a constant of
    at most 1 when the operator is canonicalized (TVM checks it there); all
    four parameters are scalars. `data` is `i8` and the result has its type
    (TVM's QnnSoftmaxRel). TVM registers no pattern kind for it: opaque.

    ```mlir
    %0 = relay.qnn.softmax %x, %s, %z, %os, %oz {axis = 1 : i64}
        : (tensor<2x10xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<2x10xi8>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I8]>:$data, Relay_QnnScale:$scale,
                   Relay_QnnZeroPoint:$zero_point,
                   Relay_QnnScale:$output_scale,
                   Relay_QnnZeroPoint:$output_zero_point,
                   Relay_I64Default<"-1">:$axis);
  let results = (outs RankedTensorOf<[I8]>:$result);
  let hasVerifier = 1;
}

// qnn.simulated_quantize and qnn.simulated_dequantize (TVM's
// SimulatedQuantizeRel and topi.nn.simulated_quantize): float in, float out,
// the integer type chosen at run time by a scalar code operand.
class Relay_QnnSimulatedOp<string mnemonic>
    : Relay_FunctionalOp<mnemonic, Relay_ElemWise> {
  let arguments = (ins RankedTensorOf<[F32]>:$data,
                   RankedTensorOf<[I32]>:$dtype, Relay_QnnScale:$scale,
                   Relay_QnnZeroPoint:$zero_point,
                   Relay_I64Default<"-1">:$axis);
  let results = (outs RankedTensorOf<[F32]>:$result);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      if (::mlir::failed(::mlir::relay::verifySimulatedQnnParams(
              location, adaptor.getData().getType(),
              adaptor.getDtype().getType(), adaptor.getScale().getType(),
              adaptor.getZeroPoint().getType(), adaptor.getAxis())))
        return ::mlir::failure();
      inferred.push_back(adaptor.getData().getType());
      return ::mlir::success();
    }
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::relay::verifySimulatedQnnOp(getOperation());
    }
  }];
}

def Relay_QnnSimulatedQuantizeOp
    : Relay_QnnSimulatedOp<"qnn.simulated_quantize"> {
  let summary = "quantizes and keeps float32: clip(round(data / scale) + zp)";
  let description = [{
    TVM's `qnn.simulated_quantize`: the values `qnn.quantize` would produce,
    `clip(round(data / scale) + zero_point, qmin, qmax)`, kept in `f32`, with
    the integer type given at run time by the scalar `i32` operand `dtype`,
    a code of TVM's SQNN_DTYPE_TO_CODE: 0 passes `data` through unchanged
    ("disable"), 1 is int8, 2 uint8, 3 int32 (any other code also passes
    through, as TVM's dispatch does). The operands are data, dtype, scale
    and zero point in TVM's order; the scale (`f32`) and zero point (`i32`)
    are scalars, 1-D with one value, or 1-D with one value per index of
    dimension `axis` (default -1) for per-channel quantization. The result
    has the data's type (TVM's SimulatedQuantizeRel).

    ```mlir
    %0 = relay.qnn.simulated_quantize %x, %dtype, %scales, %zps
        {axis = 1 : i64}
        : (tensor<2x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xi32>)
        -> tensor<2x3xf32>
    ```
  }];
}

def Relay_QnnSimulatedDequantizeOp
    : Relay_QnnSimulatedOp<"qnn.simulated_dequantize"> {
  let summary = "dequantizes float-held integers: (data - zp) * scale";
  let description = [{
    TVM's `qnn.simulated_dequantize`: the values `qnn.dequantize` would
    produce, `(data - zero_point) * scale` in `f32`, on quantized values held
    in `f32`. The scalar `i32` operand `dtype` is a code of TVM's
    SQNN_DTYPE_TO_CODE: 1 (int8), 2 (uint8) and 3 (int32) dequantize, any
    other code (0 is "disable") passes `data` through. The operands are
    data, dtype, scale and zero point in TVM's order; the scale (`f32`) and
    zero point (`i32`) are scalars, 1-D with one value, or 1-D with one
    value per index of dimension `axis` (default -1). The result has the
    data's type (TVM's SimulatedDequantizeRel).

    ```mlir
    %0 = relay.qnn.simulated_dequantize %q, %dtype, %s, %z
        : (tensor<8xf32>, tensor<i32>, tensor<f32>, tensor<i32>)
        -> tensor<8xf32>
    ```
  }];
}

#endif // RELAY_QNN_OPS_TD
