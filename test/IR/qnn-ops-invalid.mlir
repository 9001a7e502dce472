// RUN: relay-opt %s -split-input-file -verify-diagnostics

// Type-relation failures of the quantized operators. A relation reports its
// own message, then the verifier adds "failed to infer returned types".

//===----------------------------------------------------------------------===//
// qnn.quantize
//===----------------------------------------------------------------------===//

// Per-channel scale whose length differs from the channel axis (the last one
// by default).
func.func @quantize_scale_length(%x: tensor<2x4xf32>, %s: tensor<3xf32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{output scale has 3 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<2x4xf32>, tensor<3xf32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// Per-channel zero point along axis 0.
func.func @quantize_zero_point_length(%x: tensor<2x4xf32>, %s: tensor<f32>, %z: tensor<4xi32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{output zero point has 4 values but the channel axis has 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z {axis = 0 : i64} : (tensor<2x4xf32>, tensor<f32>, tensor<4xi32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// QuantizeRel: the data must be float32.
func.func @quantize_f16(%x: tensor<2x4xf16>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit float values, but got 'tensor<2x4xf16>'}}
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<2x4xf16>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// out_dtype is one of int8, uint8, int16, int32.
func.func @quantize_out_dtype_i64(%x: tensor<2x4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi64> {
  // expected-error @+2 {{out_dtype has unsupported element type 'i64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z {out_dtype = i64} : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// A float out_dtype is not even an integer type attribute.
func.func @quantize_out_dtype_float(%x: tensor<2x4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+1 {{attribute 'out_dtype' failed to satisfy constraint}}
  %0 = relay.qnn.quantize %x, %s, %z {out_dtype = f16} : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// The declared result must follow out_dtype (int8 by default).
func.func @quantize_result_mismatch(%x: tensor<2x4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xui8> {
  // expected-error @+2 {{inferred type(s) 'tensor<2x4xi8>' are incompatible with return type(s) of operation 'tensor<2x4xui8>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xui8>
  return %0 : tensor<2x4xui8>
}

// -----

// Per-channel parameters need a channel axis: a rank-0 input has none.
func.func @quantize_rank0_per_channel(%x: tensor<f32>, %s: tensor<3xf32>, %z: tensor<i32>) -> tensor<i8> {
  // expected-error @+2 {{quantization axis -1 is out of range for rank 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<f32>, tensor<3xf32>, tensor<i32>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.dequantize
//===----------------------------------------------------------------------===//

// Dequantize accepts int8, uint8, int16 and int32 data.
func.func @dequantize_i64(%x: tensor<2x4xi64>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{data has unsupported element type 'i64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x4xi64>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @dequantize_axis_out_of_range(%x: tensor<2x4xi8>, %s: tensor<2xf32>, %z: tensor<2xi32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{quantization axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dequantize %x, %s, %z {axis = 2 : i64} : (tensor<2x4xi8>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Scales and zero points are scalars or 1-D.
func.func @dequantize_2d_scale(%x: tensor<2x4xi8>, %s: tensor<2x4xf32>, %z: tensor<i32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{input scale must be a scalar or a 1-D tensor}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x4xi8>, tensor<2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Scales are float32.
func.func @dequantize_f64_scale(%x: tensor<2x4xi8>, %s: tensor<f64>, %z: tensor<i32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit float values, but got 'tensor<f64>'}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x4xi8>, tensor<f64>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Zero points are int32.
func.func @dequantize_i8_zero_point(%x: tensor<2x4xi8>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand #2 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i8>'}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x4xi8>, tensor<f32>, tensor<i8>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The result is always float32.
func.func @dequantize_f16_result(%x: tensor<2x4xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xf16> {
  // expected-error @+1 {{result #0 must be ranked tensor of 32-bit float values, but got 'tensor<2x4xf16>'}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x4xi8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.requantize
//===----------------------------------------------------------------------===//

// The output scale must be a scalar.
func.func @requantize_output_scale_vector(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>, %os: tensor<4xf32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{output_scale must be a scalar, got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %os, %z : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// The output zero point must be a scalar, even with one element.
func.func @requantize_output_zero_point_vector(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>, %oz: tensor<1xi32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{output_zero_point must be a scalar, got 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %oz : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<1xi32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// Per-channel input scale whose length differs from axis 1.
func.func @requantize_input_scale_length(%x: tensor<2x4xi32>, %s: tensor<2xf32>, %z: tensor<i32>, %os: tensor<f32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{input scale has 2 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %os, %z : (tensor<2x4xi32>, tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @requantize_bad_rounding(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+1 {{unknown qnn rounding mode "DOWNWARD"; expected one of "None", "UPWARD", "TONEAREST"}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z {rounding = #relay.rounding<DOWNWARD>} : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// The options are case-sensitive, as in TVM.
func.func @requantize_lowercase_rounding(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+1 {{unknown qnn rounding mode "upward"; expected one of "None", "UPWARD", "TONEAREST"}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z {rounding = #relay.rounding<upward>} : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @requantize_bad_compute_dtype(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+1 {{unknown qnn compute dtype "int32"; expected one of "None", "int64", "float32", "float64"}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z {compute_dtype = #relay.compute_dtype<int32>} : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @requantize_out_dtype_i64(%x: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi64> {
  // expected-error @+2 {{out_dtype has unsupported element type 'i64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z {out_dtype = i64} : (tensor<2x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

// Input dtypes: int8, uint8, int16, int32, int64.
func.func @requantize_ui16_data(%x: tensor<2x4xui16>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{data has unsupported element type 'ui16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z : (tensor<2x4xui16>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.conv2d
//===----------------------------------------------------------------------===//

// kernel_scale has one value per output channel (4 here).
func.func @qconv2d_kernel_scale_length(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %s: tensor<f32>, %ks: tensor<3xf32>) -> tensor<1x4x6x6xi32> {
  // expected-error @+2 {{kernel_scale must be a scalar or have 4 values (one per output channel), got 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %z, %s, %ks : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// -----

func.func @qconv2d_kernel_zero_point_length(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %kz: tensor<2xi32>, %s: tensor<f32>) -> tensor<1x4x6x6xi32> {
  // expected-error @+2 {{kernel_zero_point must be a scalar or have 4 values (one per output channel), got 'tensor<2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %kz, %s, %s : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<2xi32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// -----

// The input zero point (third operand) must be a scalar.
func.func @qconv2d_input_zero_point_vector(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %iz: tensor<1xi32>, %s: tensor<f32>) -> tensor<1x4x6x6xi32> {
  // expected-error @+2 {{input_zero_point must be a scalar, got 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %iz, %z, %s, %s : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<1xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// -----

// Data and weight are int8, uint8 or int16.
func.func @qconv2d_i32_data(%d: tensor<1x3x8x8xi32>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<1x4x6x6xi32> {
  // expected-error @+2 {{data has unsupported element type 'i32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %z, %s, %s : (tensor<1x3x8x8xi32>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// -----

// The accumulator is int16, int32 or int64.
func.func @qconv2d_out_dtype_i8(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<1x4x6x6xi8> {
  // expected-error @+2 {{out_dtype has unsupported element type 'i8'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %z, %s, %s {out_dtype = i8} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi8>
  return %0 : tensor<1x4x6x6xi8>
}

// -----

// The shape follows Conv2DRel: a 3x3 kernel on 8x8 gives 6x6.
func.func @qconv2d_result_shape(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<1x4x7x7xi32> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x4x6x6xi32>' are incompatible with return type(s) of operation 'tensor<1x4x7x7xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %z, %s, %s : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x7x7xi32>
  return %0 : tensor<1x4x7x7xi32>
}

// -----

func.func @qconv2d_channel_mismatch(%d: tensor<1x3x8x8xi8>, %w: tensor<4x2x3x3xi8>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<1x4x6x6xi32> {
  // expected-error @+2 {{qnn.conv2d: input channels (3) must equal the weight's input channels (2) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.conv2d %d, %w, %z, %z, %s, %s : (tensor<1x3x8x8xi8>, tensor<4x2x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.dense
//===----------------------------------------------------------------------===//

// The weight is int8 or uint8.
func.func @qdense_i16_weight(%x: tensor<4x16xi8>, %w: tensor<10x16xi16>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<4x10xi32> {
  // expected-error @+2 {{weight has unsupported element type 'i16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %s : (tensor<4x16xi8>, tensor<10x16xi16>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<4x10xi32>
  return %0 : tensor<4x10xi32>
}

// -----

// The input scale (fifth operand) must be a scalar.
func.func @qdense_input_scale_vector(%x: tensor<4x16xi8>, %w: tensor<10x16xi8>, %z: tensor<i32>, %s: tensor<f32>, %is: tensor<4xf32>) -> tensor<4x10xi32> {
  // expected-error @+2 {{input_scale must be a scalar, got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dense %x, %w, %z, %z, %is, %s : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> tensor<4x10xi32>
  return %0 : tensor<4x10xi32>
}

// -----

// A per-channel kernel scale has `units` values, not one per input feature.
func.func @qdense_kernel_scale_length(%x: tensor<4x16xi8>, %w: tensor<10x16xi8>, %z: tensor<i32>, %s: tensor<f32>, %ks: tensor<16xf32>) -> tensor<4x10xi32> {
  // expected-error @+2 {{kernel_scale must be a scalar or have 10 values (one per output channel), got 'tensor<16xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %ks : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<16xf32>) -> tensor<4x10xi32>
  return %0 : tensor<4x10xi32>
}

// -----

func.func @qdense_reduction_mismatch(%x: tensor<4x16xi8>, %w: tensor<10x8xi8>, %z: tensor<i32>, %s: tensor<f32>) -> tensor<4x10xi32> {
  // expected-error @+2 {{dense: the reduction dimensions differ (16 vs 8)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %s : (tensor<4x16xi8>, tensor<10x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<4x10xi32>
  return %0 : tensor<4x10xi32>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.add / qnn.mul
//===----------------------------------------------------------------------===//

// lhs_axis defaults to -1: a per-channel lhs scale needs 4 values here.
func.func @qadd_lhs_scale_length(%a: tensor<2x4xi8>, %s: tensor<f32>, %z: tensor<i32>, %ls: tensor<2xf32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{lhs scale has 2 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.add %a, %a, %ls, %z, %s, %z, %s, %z : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @qmul_rhs_zero_point_length(%a: tensor<2x4xi8>, %s: tensor<f32>, %z: tensor<i32>, %rz: tensor<3xi32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{rhs zero point has 3 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.mul %a, %a, %s, %z, %s, %rz, %s, %z {rhs_axis = 1 : i64} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @qadd_lhs_axis_out_of_range(%a: tensor<2x4xi8>, %s: tensor<f32>, %z: tensor<i32>, %ls: tensor<4xf32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{quantization axis -3 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.add %a, %a, %ls, %z, %s, %z, %s, %z {lhs_axis = -3 : i64} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

func.func @qmul_not_broadcastable(%a: tensor<2x4xi8>, %b: tensor<3xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{operands are not broadcastable: dimension 4 vs 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.mul %a, %b, %s, %z, %s, %z, %s, %z : (tensor<2x4xi8>, tensor<3xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// BroadcastRel: lhs and rhs have the same dtype.
func.func @qadd_dtype_mismatch(%a: tensor<2x4xi8>, %b: tensor<2x4xui8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{operands have different element types: 'i8' vs 'ui8'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.add %a, %b, %s, %z, %s, %z, %s, %z : (tensor<2x4xi8>, tensor<2x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.concatenate
//===----------------------------------------------------------------------===//

// One scale and one zero point per input.
func.func @qconcatenate_scale_count(%a: tensor<2x3xi8>, %b: tensor<2x5xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x8xi8> {
  // expected-error @+2 {{expected one input scale and zero point per input (2), got 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %b, %s, %z, %z, %s, %z {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 1, 2, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

func.func @qconcatenate_zero_point_count(%a: tensor<2x3xi8>, %b: tensor<2x5xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x8xi8> {
  // expected-error @+2 {{expected one input scale and zero point per input (2), got 2 and 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %b, %s, %s, %z, %z, %z, %s, %z {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 3, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

// Input scales are scalars (no per-channel concatenate).
func.func @qconcatenate_vector_scale(%a: tensor<2x3xi8>, %b: tensor<2x5xi8>, %s: tensor<f32>, %z: tensor<i32>, %s3: tensor<3xf32>) -> tensor<2x8xi8> {
  // expected-error @+2 {{input scale must be a scalar, got 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %b, %s3, %s, %z, %z, %s, %z {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<3xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

func.func @qconcatenate_vector_output_zero_point(%a: tensor<2x3xi8>, %b: tensor<2x5xi8>, %s: tensor<f32>, %z: tensor<i32>, %oz: tensor<8xi32>) -> tensor<2x8xi8> {
  // expected-error @+2 {{output_zero_point must be a scalar, got 'tensor<8xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %b, %s, %s, %z, %z, %s, %oz {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<8xi32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

// ConcatenateRel: the other dimensions agree.
func.func @qconcatenate_extent_mismatch(%a: tensor<2x3xi8>, %b: tensor<3x5xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x8xi8> {
  // expected-error @+2 {{input 1 has extent 3 in dimension 0 but expected 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %b, %s, %s, %z, %z, %s, %z {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x3xi8>, tensor<3x5xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

func.func @qconcatenate_axis_out_of_range(%a: tensor<2x3xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x3xi8> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %a, %s, %z, %s, %z {axis = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : (tensor<2x3xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @qconcatenate_no_input(%s: tensor<f32>, %z: tensor<i32>) -> tensor<2xi8> {
  // expected-error @+2 {{expected at least one input}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.concatenate %s, %z {operandSegmentSizes = array<i32: 0, 0, 0, 1, 1>} : (tensor<f32>, tensor<i32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// Quantized data is integer.
func.func @qconcatenate_float_data(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of Relay integer (i8..i64, ui8..ui64) values}}
  %0 = relay.qnn.concatenate %a, %s, %z, %s, %z {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : (tensor<2x3xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @requantize_axis_out_of_range(%x: tensor<2x3xi32>, %s: tensor<f32>, %z: tensor<i32>) {
  // expected-error @+2 {{quantization axis 5 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z {axis = 5 : i64} : (tensor<2x3xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xi8>
  return
}

// -----

func.func @qnn_add_vector_output_scale(%a: tensor<4xi8>, %s: tensor<f32>, %z: tensor<i32>, %os: tensor<4xf32>) {
  // expected-error @+2 {{output scale must be a scalar, got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.add %a, %a, %s, %z, %s, %z, %os, %z : (tensor<4xi8>, tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<i32>) -> tensor<4xi8>
  return
}

// -----

func.func @qnn_dense_i16_out(%x: tensor<2x8xi8>, %w: tensor<4x8xi8>, %z: tensor<i32>, %s: tensor<f32>) {
  // expected-error @+2 {{out_dtype has unsupported element type 'i16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %s {out_dtype = i16} : (tensor<2x8xi8>, tensor<4x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x4xi16>
  return
}

// -----

func.func @quantize_length_one_scale_for_four_channels(%x: tensor<2x4xf32>, %s: tensor<1xf32>, %z: tensor<i32>) {
  // expected-error @+2 {{output scale has 1 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<2x4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<2x4xi8>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Constant quantization parameters
//===----------------------------------------------------------------------===//

// A constant zero scale: the fixed-point multipliers would divide by it.
func.func @requantize_zero_output_scale(%x: tensor<4xi32>) -> tensor<4xi8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zero = relay.constant dense<0.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.requantize' op output scale must be finite and non-zero, got 0}}
  %0 = relay.qnn.requantize %x, %s, %z, %zero, %z : (tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// One zero among per-channel scales.
func.func @dequantize_zero_channel_scale(%x: tensor<2x3xi8>) -> tensor<2x3xf32> {
  %s = relay.constant dense<[0.5, 0.0, 1.0]> : tensor<3xf32>
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.dequantize' op input scale must be finite and non-zero, got 0}}
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x3xi8>, tensor<3xf32>, tensor<i32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A zero point outside the range of the quantized type (uint8 here).
func.func @quantize_zero_point_range(%x: tensor<4xf32>) -> tensor<4xui8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<256> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.quantize' op output zero point 256 is out of the range [0, 255] of 'ui8'}}
  %0 = relay.qnn.quantize %x, %s, %z {out_dtype = ui8} : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// The kernel zero point of an int8 kernel, per channel.
func.func @conv2d_kernel_zero_point_range(%x: tensor<1x3x4x4xui8>, %w: tensor<2x3x2x2xi8>) -> tensor<1x2x3x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %kz = relay.constant dense<[0, 128]> : tensor<2xi32>
  // expected-error @+1 {{'relay.qnn.conv2d' op kernel zero point 128 is out of the range [-128, 127] of 'i8'}}
  %0 = relay.qnn.conv2d %x, %w, %z, %kz, %s, %s {kernel_size = array<i64: 2, 2>} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xi8>, tensor<i32>, tensor<2xi32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

// -----

// Binary operators check each side and the output.
func.func @add_rhs_zero_point_range(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %bad = relay.constant dense<-129> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.add' op rhs zero point -129 is out of the range [-128, 127] of 'i8'}}
  %0 = relay.qnn.add %a, %b, %s, %z, %s, %bad, %s, %z : (tensor<4xi8>, tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// A non-finite scale.
func.func @tanh_infinite_scale(%x: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0x7F800000> : tensor<f32>
  %ok = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.tanh' op input scale must be finite and non-zero, got INF}}
  %0 = relay.qnn.tanh %x, %s, %z, %ok, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// Per-channel requantize scales whose length differs from the axis extent.
func.func @requantize_scale_length(%x: tensor<2x4xi32>, %s: tensor<3xf32>, %os: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{input scale has 3 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.requantize %x, %s, %z, %os, %z : (tensor<2x4xi32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// qnn.leaky_relu's alpha becomes Q31 multipliers of alpha and 1 - alpha.
func.func @leaky_relu_alpha(%x: tensor<4xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xi8> {
  // expected-error @+1 {{'relay.qnn.leaky_relu' op alpha must be in [0, 1], got 1.5}}
  %0 = relay.qnn.leaky_relu %x, %s, %z, %s, %z {alpha = 1.5 : f64} : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// The unary qnn operators take scalar parameters only.
func.func @sigmoid_per_channel(%x: tensor<2x4xi8>, %s: tensor<4xf32>, %os: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{input scale must be a scalar, got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.sigmoid %x, %s, %z, %os, %z : (tensor<2x4xi8>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// qnn.batch_matmul: 8-bit operands.
func.func @batch_matmul_i16(%x: tensor<1x2x4xi16>, %y: tensor<1x3x4xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<1x2x3xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 8-bit signless integer or 8-bit unsigned integer values}}
  %0 = relay.qnn.batch_matmul %x, %y, %z, %z, %s, %s : (tensor<1x2x4xi16>, tensor<1x3x4xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

//===----------------------------------------------------------------------===//
// fixed_point_multiply
//===----------------------------------------------------------------------===//

func.func @fixed_point_multiply_multiplier(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'relay.fixed_point_multiply' op multiplier must be in [0, 2^31), got 2147483648}}
  %0 = relay.fixed_point_multiply %x {multiplier = 2147483648 : i64, shift = 0 : i64} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @fixed_point_multiply_shift(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'relay.fixed_point_multiply' op shift must be in [-32, 31], got -40}}
  %0 = relay.fixed_point_multiply %x {multiplier = 1073741824 : i64, shift = -40 : i64} : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @fixed_point_multiply_int8(%x: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit signless integer values}}
  %0 = relay.fixed_point_multiply %x {multiplier = 1073741824 : i64, shift = 0 : i64} : tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @fixed_point_multiply_per_axis_extent(%x: tensor<4x8xi32>, %m: tensor<4xi32>) -> tensor<4x8xi32> {
  // expected-error @+2 {{fixed_point_multiplier must have the extents of data along axes (1 dimensions), got 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.fixed_point_multiply_per_axis %x, %m, %m, %m {axes = array<i64: 1>, is_lshift_required = false, is_rshift_required = true} : (tensor<4x8xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

func.func @fixed_point_multiply_per_axis_shift(%x: tensor<4x8xi32>, %m: tensor<8xi32>) -> tensor<4x8xi32> {
  %r = relay.constant dense<33> : tensor<8xi32>
  // expected-error @+1 {{'relay.fixed_point_multiply_per_axis' op right_shift values must be in [0, 32], got 33}}
  %0 = relay.fixed_point_multiply_per_axis %x, %m, %m, %r {axes = array<i64: 1>, is_lshift_required = false, is_rshift_required = true} : (tensor<4x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

// qnn.softmax takes int8 data only (TVM's QnnSoftmaxRel).
func.func @softmax_uint8(%x: tensor<4xui8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xui8> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 8-bit signless integer values}}
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z : (tensor<4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @softmax_axis(%x: tensor<4xi8>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xi8> {
  // expected-error @+2 {{axis 1 is out of range for rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z {axis = 1 : i64} : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @softmax_per_channel(%x: tensor<2x4xi8>, %s: tensor<4xf32>, %os: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  // expected-error @+2 {{input scale must be a scalar, got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.softmax %x, %s, %z, %os, %z : (tensor<2x4xi8>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// The exponent's integer unit is round(1 / scale): TVM requires scale <= 1.
func.func @softmax_scale(%x: tensor<4xi8>, %z: tensor<i32>) -> tensor<4xi8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  // expected-error @+1 {{'relay.qnn.softmax' op input scale must be at most 1, got 2}}
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @softmax_zero_point(%x: tensor<4xi8>, %s: tensor<f32>) -> tensor<4xi8> {
  %z = relay.constant dense<300> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.softmax' op input zero point 300 is out of the range [-128, 127] of 'i8'}}
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// qnn.simulated_quantize: the dtype code is one of TVM's SQNN_DTYPE_TO_CODE.
func.func @simulated_code(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xf32> {
  %d = relay.constant dense<7> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.simulated_quantize' op dtype code must be 0 (disable), 1 (int8), 2 (uint8) or 3 (int32), got 7}}
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @simulated_dtype_rank(%x: tensor<4xf32>, %d: tensor<1xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+2 {{dtype must be a scalar, got 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z : (tensor<4xf32>, tensor<1xi32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @simulated_scale_length(%x: tensor<2x4xf32>, %d: tensor<i32>, %s: tensor<3xf32>, %z: tensor<i32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{scale has 3 values but the channel axis has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.simulated_dequantize %x, %d, %s, %z : (tensor<2x4xf32>, tensor<i32>, tensor<3xf32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @simulated_axis(%x: tensor<2x4xf32>, %d: tensor<i32>, %s: tensor<2xf32>, %z: tensor<i32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{quantization axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z {axis = 2 : i64} : (tensor<2x4xf32>, tensor<i32>, tensor<2xf32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @simulated_scale_zero(%x: tensor<4xf32>, %d: tensor<i32>, %z: tensor<i32>) -> tensor<4xf32> {
  %s = relay.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{'relay.qnn.simulated_quantize' op the scale must be finite and non-zero, got 0}}
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// With a constant code the zero point must fit the type it selects (uint8).
func.func @simulated_zero_point(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %d = relay.constant dense<2> : tensor<i32>
  %z = relay.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{'relay.qnn.simulated_dequantize' op the zero point -1 is out of the range [0, 255] of 'ui8'}}
  %0 = relay.qnn.simulated_dequantize %x, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
