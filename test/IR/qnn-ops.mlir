// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Quantized operators (TVM's src/relay/qnn/op). Scales are f32 and zero points
// i32, scalars for per-tensor quantization, 1-D along `axis` for per-channel.

//===----------------------------------------------------------------------===//
// qnn.quantize
//===----------------------------------------------------------------------===//

// Per-tensor, default out_dtype (int8) and axis (-1) elided.
// CHECK-LABEL: func.func @quantize_per_tensor
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[S:.*]]: tensor<f32>, %[[Z:.*]]: tensor<i32>)
// CHECK: %[[R:.*]] = relay.qnn.quantize %[[X]], %[[S]], %[[Z]] : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
// CHECK-NEXT: return %[[R]]
func.func @quantize_per_tensor(%x: tensor<2x4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x4xi8> {
  %0 = relay.qnn.quantize %x, %s, %z : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// An explicit out_dtype equal to TVM's Python default is kept: it is an
// optional attribute, not a defaulted one.
// CHECK-LABEL: func.func @quantize_out_dtype
// CHECK: relay.qnn.quantize %{{.*}}, %{{.*}}, %{{.*}} {out_dtype = ui8} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xui8>
// CHECK: relay.qnn.quantize %{{.*}}, %{{.*}}, %{{.*}} {out_dtype = i16} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xi16>
// CHECK: relay.qnn.quantize %{{.*}}, %{{.*}}, %{{.*}} {out_dtype = i32} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xi32>
func.func @quantize_out_dtype(%x: tensor<8xf32>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<8xui8>, tensor<8xi16>, tensor<8xi32>) {
  %0 = relay.qnn.quantize %x, %s, %z {out_dtype = ui8} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xui8>
  %1 = relay.qnn.quantize %x, %s, %z {out_dtype = i16} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xi16>
  %2 = relay.qnn.quantize %x, %s, %z {out_dtype = i32} : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xi32>
  return %0, %1, %2 : tensor<8xui8>, tensor<8xi16>, tensor<8xi32>
}

// Per-channel along axis 1 (NCHW channels), with a dynamic batch.
// CHECK-LABEL: func.func @quantize_per_channel
// CHECK: relay.qnn.quantize %{{.*}}, %{{.*}}, %{{.*}} {axis = 1 : i64, out_dtype = ui8} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xi32>) -> tensor<?x3x4x4xui8>
func.func @quantize_per_channel(%x: tensor<?x3x4x4xf32>, %s: tensor<3xf32>, %z: tensor<3xi32>) -> tensor<?x3x4x4xui8> {
  %0 = relay.qnn.quantize %x, %s, %z {axis = 1 : i64, out_dtype = ui8} : (tensor<?x3x4x4xf32>, tensor<3xf32>, tensor<3xi32>) -> tensor<?x3x4x4xui8>
  return %0 : tensor<?x3x4x4xui8>
}

// Per-channel scale with a scalar zero point, along the last axis given
// explicitly (the default, so elided); the result may be less refined than
// the inferred type.
// CHECK-LABEL: func.func @quantize_mixed_params
// CHECK: relay.qnn.quantize %{{.*}}, %{{.*}}, %{{.*}} :  (tensor<2x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<?x5xi8>
func.func @quantize_mixed_params(%x: tensor<2x5xf32>, %s: tensor<5xf32>, %z: tensor<i32>) -> tensor<?x5xi8> {
  %0 = relay.qnn.quantize %x, %s, %z {axis = -1 : i64} : (tensor<2x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<?x5xi8>
  return %0 : tensor<?x5xi8>
}

//===----------------------------------------------------------------------===//
// qnn.dequantize
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dequantize
// CHECK: relay.qnn.dequantize %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4xi8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
// CHECK: relay.qnn.dequantize %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4xui8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
// CHECK: relay.qnn.dequantize %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
func.func @dequantize(%a: tensor<2x4xi8>, %b: tensor<2x4xui8>, %c: tensor<2x4xi32>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = relay.qnn.dequantize %a, %s, %z : (tensor<2x4xi8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  %1 = relay.qnn.dequantize %b, %s, %z : (tensor<2x4xui8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  %2 = relay.qnn.dequantize %c, %s, %z : (tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// Per-channel along axis 0 of an i16 tensor with a dynamic inner dimension.
// CHECK-LABEL: func.func @dequantize_per_channel
// CHECK: relay.qnn.dequantize %{{.*}}, %{{.*}}, %{{.*}} {axis = 0 : i64} : (tensor<6x?xi16>, tensor<6xf32>, tensor<6xi32>) -> tensor<6x?xf32>
func.func @dequantize_per_channel(%x: tensor<6x?xi16>, %s: tensor<6xf32>, %z: tensor<6xi32>) -> tensor<6x?xf32> {
  %0 = relay.qnn.dequantize %x, %s, %z {axis = 0 : i64} : (tensor<6x?xi16>, tensor<6xf32>, tensor<6xi32>) -> tensor<6x?xf32>
  return %0 : tensor<6x?xf32>
}

//===----------------------------------------------------------------------===//
// qnn.requantize
//===----------------------------------------------------------------------===//

// Defaults: axis -1, rounding "None", compute_dtype "None", out_dtype int8.
// CHECK-LABEL: func.func @requantize_defaults
// CHECK: relay.qnn.requantize %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x16xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x16xi8>
func.func @requantize_defaults(%x: tensor<1x16xi32>, %is: tensor<f32>, %iz: tensor<i32>, %os: tensor<f32>, %oz: tensor<i32>) -> tensor<1x16xi8> {
  %0 = relay.qnn.requantize %x, %is, %iz, %os, %oz {axis = -1 : i64, rounding = #relay.rounding<None>, compute_dtype = #relay.compute_dtype<None>} : (tensor<1x16xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x16xi8>
  return %0 : tensor<1x16xi8>
}

// Per-channel input parameters, every attribute set to a non-default value.
// CHECK-LABEL: func.func @requantize_per_channel
// CHECK: relay.qnn.requantize %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {axis = 1 : i64, compute_dtype = #relay.compute_dtype<int64>, out_dtype = ui8, rounding = #relay.rounding<UPWARD>} : (tensor<?x8x3x3xi32>, tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> tensor<?x8x3x3xui8>
func.func @requantize_per_channel(%x: tensor<?x8x3x3xi32>, %is: tensor<8xf32>, %iz: tensor<8xi32>, %os: tensor<f32>, %oz: tensor<i32>) -> tensor<?x8x3x3xui8> {
  %0 = relay.qnn.requantize %x, %is, %iz, %os, %oz {axis = 1 : i64, rounding = #relay.rounding<UPWARD>, compute_dtype = #relay.compute_dtype<int64>, out_dtype = ui8} : (tensor<?x8x3x3xi32>, tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> tensor<?x8x3x3xui8>
  return %0 : tensor<?x8x3x3xui8>
}

// Every accepted rounding / compute_dtype, i64 and i8 inputs, i16 and i32 outputs.
// CHECK-LABEL: func.func @requantize_variants
// CHECK: relay.qnn.requantize {{.*}} {compute_dtype = #relay.compute_dtype<float32>, rounding = #relay.rounding<TONEAREST>} : (tensor<4xi64>, {{.*}}) -> tensor<4xi8>
// CHECK: relay.qnn.requantize {{.*}} {compute_dtype = #relay.compute_dtype<float64>, out_dtype = i16} : (tensor<4xi8>, {{.*}}) -> tensor<4xi16>
// CHECK: relay.qnn.requantize {{.*}} {out_dtype = i32} : (tensor<4xi8>, {{.*}}) -> tensor<4xi32>
func.func @requantize_variants(%a: tensor<4xi64>, %b: tensor<4xi8>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<4xi8>, tensor<4xi16>, tensor<4xi32>) {
  %0 = relay.qnn.requantize %a, %s, %z, %s, %z {rounding = #relay.rounding<TONEAREST>, compute_dtype = #relay.compute_dtype<float32>} : (tensor<4xi64>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  %1 = relay.qnn.requantize %b, %s, %z, %s, %z {compute_dtype = #relay.compute_dtype<float64>, out_dtype = i16} : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi16>
  %2 = relay.qnn.requantize %b, %s, %z, %s, %z {out_dtype = i32} : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi8>, tensor<4xi16>, tensor<4xi32>
}

//===----------------------------------------------------------------------===//
// qnn.conv2d
//===----------------------------------------------------------------------===//

// Operands: data, weight, input_zero_point, kernel_zero_point, input_scale,
// kernel_scale. Default layouts NCHW/OIHW; out_dtype defaults to int32.
// CHECK-LABEL: func.func @qconv2d_per_tensor
// CHECK-SAME: (%[[D:.*]]: tensor<1x3x8x8xi8>, %[[W:.*]]: tensor<4x3x3x3xi8>, %[[IZ:.*]]: tensor<i32>, %[[KZ:.*]]: tensor<i32>, %[[IS:.*]]: tensor<f32>, %[[KS:.*]]: tensor<f32>)
// CHECK: relay.qnn.conv2d %[[D]], %[[W]], %[[IZ]], %[[KZ]], %[[IS]], %[[KS]] : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
func.func @qconv2d_per_tensor(%d: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>, %iz: tensor<i32>, %kz: tensor<i32>, %is: tensor<f32>, %ks: tensor<f32>) -> tensor<1x4x6x6xi32> {
  %0 = relay.qnn.conv2d %d, %w, %iz, %kz, %is, %ks : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// Per-output-channel kernel scale and zero point, strides, padding, dilation,
// kernel_size/channels and a non-default out_dtype.
// CHECK-LABEL: func.func @qconv2d_per_channel
// CHECK: relay.qnn.conv2d {{.*}} {channels = 8 : i64, dilation = array<i64: 2, 2>, kernel_size = array<i64: 3, 3>, out_dtype = i64, padding = array<i64: 2, 2, 2, 2>, strides = array<i64: 2, 2>} : (tensor<2x4x16x16xui8>, tensor<8x4x3x3xui8>, tensor<i32>, tensor<8xi32>, tensor<f32>, tensor<8xf32>) -> tensor<2x8x8x8xi64>
func.func @qconv2d_per_channel(%d: tensor<2x4x16x16xui8>, %w: tensor<8x4x3x3xui8>, %iz: tensor<i32>, %kz: tensor<8xi32>, %is: tensor<f32>, %ks: tensor<8xf32>) -> tensor<2x8x8x8xi64> {
  %0 = relay.qnn.conv2d %d, %w, %iz, %kz, %is, %ks {strides = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>, dilation = array<i64: 2, 2>, channels = 8 : i64, kernel_size = array<i64: 3, 3>, out_dtype = i64} : (tensor<2x4x16x16xui8>, tensor<8x4x3x3xui8>, tensor<i32>, tensor<8xi32>, tensor<f32>, tensor<8xf32>) -> tensor<2x8x8x8xi64>
  return %0 : tensor<2x8x8x8xi64>
}

// NHWC/HWIO, depthwise (groups = channels), dynamic batch, i16 output.
// CHECK-LABEL: func.func @qconv2d_nhwc_depthwise
// CHECK: relay.qnn.conv2d {{.*}} {data_layout = #relay.layout<NHWC>, groups = 4 : i64, kernel_layout = #relay.layout<HWOI>, out_dtype = i16, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x8x8x4xi8>, tensor<3x3x4x1xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xf32>) -> tensor<?x8x8x4xi16>
func.func @qconv2d_nhwc_depthwise(%d: tensor<?x8x8x4xi8>, %w: tensor<3x3x4x1xi8>, %iz: tensor<i32>, %kz: tensor<i32>, %is: tensor<f32>, %ks: tensor<4xf32>) -> tensor<?x8x8x4xi16> {
  %0 = relay.qnn.conv2d %d, %w, %iz, %kz, %is, %ks {padding = array<i64: 1, 1, 1, 1>, groups = 4 : i64, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWOI>, out_dtype = i16} : (tensor<?x8x8x4xi8>, tensor<3x3x4x1xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xf32>) -> tensor<?x8x8x4xi16>
  return %0 : tensor<?x8x8x4xi16>
}

// A separate out_layout; the declared result may keep a `?`.
// CHECK-LABEL: func.func @qconv2d_out_layout
// CHECK: relay.qnn.conv2d {{.*}} {out_layout = #relay.layout<NHWC>} : (tensor<1x2x5x5xi16>, tensor<3x2x1x1xi16>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x5x?x3xi32>
func.func @qconv2d_out_layout(%d: tensor<1x2x5x5xi16>, %w: tensor<3x2x1x1xi16>, %iz: tensor<i32>, %kz: tensor<i32>, %is: tensor<f32>, %ks: tensor<f32>) -> tensor<1x5x?x3xi32> {
  %0 = relay.qnn.conv2d %d, %w, %iz, %kz, %is, %ks {out_layout = #relay.layout<NHWC>} : (tensor<1x2x5x5xi16>, tensor<3x2x1x1xi16>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x5x?x3xi32>
  return %0 : tensor<1x5x?x3xi32>
}

//===----------------------------------------------------------------------===//
// qnn.dense
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @qdense
// CHECK: relay.qnn.dense %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<4x10xi32>
// CHECK: relay.qnn.dense %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {out_dtype = i64, units = 10 : i64} : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<10xi32>, tensor<f32>, tensor<10xf32>) -> tensor<4x10xi64>
func.func @qdense(%x: tensor<4x16xi8>, %w: tensor<10x16xi8>, %iz: tensor<i32>, %kz: tensor<i32>, %is: tensor<f32>, %ks: tensor<f32>, %kzc: tensor<10xi32>, %ksc: tensor<10xf32>) -> (tensor<4x10xi32>, tensor<4x10xi64>) {
  %0 = relay.qnn.dense %x, %w, %iz, %kz, %is, %ks : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<4x10xi32>
  %1 = relay.qnn.dense %x, %w, %iz, %kzc, %is, %ksc {units = 10 : i64, out_dtype = i64} : (tensor<4x16xi8>, tensor<10x16xi8>, tensor<i32>, tensor<10xi32>, tensor<f32>, tensor<10xf32>) -> tensor<4x10xi64>
  return %0, %1 : tensor<4x10xi32>, tensor<4x10xi64>
}

// uint8 / uint16 data, uint8 weight, batched dynamic leading dims.
// CHECK-LABEL: func.func @qdense_unsigned
// CHECK: relay.qnn.dense {{.*}} : (tensor<?x3x8xui8>, tensor<5x8xui8>, {{.*}}) -> tensor<?x3x5xi32>
// CHECK: relay.qnn.dense {{.*}} : (tensor<2x8xui16>, tensor<5x8xui8>, {{.*}}) -> tensor<2x5xi32>
func.func @qdense_unsigned(%x: tensor<?x3x8xui8>, %y: tensor<2x8xui16>, %w: tensor<5x8xui8>, %z: tensor<i32>, %s: tensor<f32>) -> (tensor<?x3x5xi32>, tensor<2x5xi32>) {
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %s : (tensor<?x3x8xui8>, tensor<5x8xui8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<?x3x5xi32>
  %1 = relay.qnn.dense %y, %w, %z, %z, %s, %s : (tensor<2x8xui16>, tensor<5x8xui8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x5xi32>
  return %0, %1 : tensor<?x3x5xi32>, tensor<2x5xi32>
}

//===----------------------------------------------------------------------===//
// qnn.add / qnn.mul
//===----------------------------------------------------------------------===//

// Operands: lhs, rhs, lhs_scale, lhs_zero_point, rhs_scale, rhs_zero_point,
// output_scale, output_zero_point. Broadcasting as BroadcastRel.
// CHECK-LABEL: func.func @qadd_qmul
// CHECK: relay.qnn.add %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x1x4xi8>, tensor<3x1xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3x4xi8>
// CHECK: relay.qnn.mul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x1x4xi8>, tensor<3x1xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3x4xi8>
func.func @qadd_qmul(%a: tensor<2x1x4xi8>, %b: tensor<3x1xi8>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<2x3x4xi8>, tensor<2x3x4xi8>) {
  %0 = relay.qnn.add %a, %b, %s, %z, %s, %z, %s, %z : (tensor<2x1x4xi8>, tensor<3x1xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3x4xi8>
  %1 = relay.qnn.mul %a, %b, %s, %z, %s, %z, %s, %z : (tensor<2x1x4xi8>, tensor<3x1xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3x4xi8>
  return %0, %1 : tensor<2x3x4xi8>, tensor<2x3x4xi8>
}

// Per-channel lhs/rhs parameters on non-default axes; a dynamic dimension
// broadcast against a static one.
// CHECK-LABEL: func.func @qadd_per_channel
// CHECK: relay.qnn.add {{.*}} {lhs_axis = 1 : i64, rhs_axis = 0 : i64} : (tensor<?x3xui8>, tensor<3xui8>, tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> tensor<?x3xui8>
// CHECK: relay.qnn.mul {{.*}} {lhs_axis = 0 : i64} : (tensor<4x?xi32>, tensor<4x5xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x5xi32>
func.func @qadd_per_channel(%a: tensor<?x3xui8>, %b: tensor<3xui8>, %ls: tensor<3xf32>, %lz: tensor<3xi32>, %c: tensor<4x?xi32>, %d: tensor<4x5xi32>, %cs: tensor<4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<?x3xui8>, tensor<4x5xi32>) {
  %0 = relay.qnn.add %a, %b, %ls, %lz, %ls, %lz, %s, %z {lhs_axis = 1 : i64, rhs_axis = 0 : i64} : (tensor<?x3xui8>, tensor<3xui8>, tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> tensor<?x3xui8>
  %1 = relay.qnn.mul %c, %d, %cs, %z, %s, %z, %s, %z {lhs_axis = 0 : i64} : (tensor<4x?xi32>, tensor<4x5xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x5xi32>
  return %0, %1 : tensor<?x3xui8>, tensor<4x5xi32>
}

//===----------------------------------------------------------------------===//
// qnn.concatenate
//===----------------------------------------------------------------------===//

// Operands: data..., input_scales..., input_zero_points..., output_scale,
// output_zero_point. The functional type cannot tell the groups apart, so the
// custom form spells out operandSegmentSizes as well.
// CHECK-LABEL: func.func @qconcatenate
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xi8>, %[[B:.*]]: tensor<2x5xi8>, %[[SA:.*]]: tensor<f32>, %[[SB:.*]]: tensor<f32>, %[[ZA:.*]]: tensor<i32>, %[[ZB:.*]]: tensor<i32>, %[[OS:.*]]: tensor<f32>, %[[OZ:.*]]: tensor<i32>)
// CHECK: relay.qnn.concatenate %[[A]], %[[B]], %[[SA]], %[[SB]], %[[ZA]], %[[ZB]], %[[OS]], %[[OZ]] {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
func.func @qconcatenate(%a: tensor<2x3xi8>, %b: tensor<2x5xi8>, %sa: tensor<f32>, %sb: tensor<f32>, %za: tensor<i32>, %zb: tensor<i32>, %os: tensor<f32>, %oz: tensor<i32>) -> tensor<2x8xi8> {
  %0 = relay.qnn.concatenate %a, %b, %sa, %sb, %za, %zb, %os, %oz {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// Three inputs along the default axis 0, one of them with a dynamic extent,
// and a single input, written in the generic form.
// CHECK-LABEL: func.func @qconcatenate_dynamic
// CHECK: relay.qnn.concatenate {{.*}} {operandSegmentSizes = array<i32: 3, 3, 3, 1, 1>} : (tensor<1x4xui8>, tensor<?x4xui8>, tensor<2x4xui8>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<?x4xui8>
// CHECK: relay.qnn.concatenate {{.*}} {axis = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : (tensor<1x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xui8>
func.func @qconcatenate_dynamic(%a: tensor<1x4xui8>, %b: tensor<?x4xui8>, %c: tensor<2x4xui8>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<?x4xui8>, tensor<1x4xui8>) {
  %0 = "relay.qnn.concatenate"(%a, %b, %c, %s, %s, %s, %z, %z, %z, %s, %z) {operandSegmentSizes = array<i32: 3, 3, 3, 1, 1>} : (tensor<1x4xui8>, tensor<?x4xui8>, tensor<2x4xui8>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<?x4xui8>
  %1 = "relay.qnn.concatenate"(%a, %s, %z, %s, %z) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, axis = -1 : i64} : (tensor<1x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xui8>
  return %0, %1 : tensor<?x4xui8>, tensor<1x4xui8>
}

//===----------------------------------------------------------------------===//
// A quantized pipeline
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @qnn_pipeline
// CHECK: %[[Q:.*]] = relay.qnn.quantize
// CHECK: %[[C:.*]] = relay.qnn.conv2d %[[Q]],
// CHECK: %[[R:.*]] = relay.qnn.requantize %[[C]],
// CHECK: %[[D:.*]] = relay.qnn.dequantize %[[R]],
// CHECK: return %[[D]] : tensor<1x4x6x6xf32>
func.func @qnn_pipeline(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xi8>, %s: tensor<f32>, %z: tensor<i32>, %ks: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %q = relay.qnn.quantize %x, %s, %z : (tensor<1x3x8x8xf32>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xi8>
  %c = relay.qnn.conv2d %q, %w, %z, %z, %s, %ks {kernel_size = array<i64: 3, 3>, channels = 4 : i64} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xf32>) -> tensor<1x4x6x6xi32>
  %r = relay.qnn.requantize %c, %ks, %z, %s, %z {axis = 1 : i64} : (tensor<1x4x6x6xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xi8>
  %d = relay.qnn.dequantize %r, %s, %z : (tensor<1x4x6x6xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xf32>
  return %d : tensor<1x4x6x6xf32>
}

//===----------------------------------------------------------------------===//
// The other qnn operators of TVM v0.13
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @qnn_more
// CHECK: relay.qnn.subtract %{{.*}} : (tensor<4x8xui8>, tensor<8xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xui8>
// CHECK: relay.qnn.tanh %{{.*}} : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16xi8>
// CHECK: relay.qnn.hardswish
// CHECK: relay.qnn.leaky_relu %{{.*}} {alpha = 1.000000e-01 : f64}
// CHECK: relay.qnn.leaky_relu %{{.*}} : (tensor<16xi8>
// CHECK: relay.qnn.avg_pool2d %{{.*}} {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : {{.*}} -> tensor<1x4x4x4xui8>
// CHECK: relay.qnn.batch_matmul %{{.*}} : {{.*}} -> tensor<2x3x5xi32>
// CHECK: relay.qnn.batch_matmul %{{.*}} {transpose_b = false} : {{.*}} -> tensor<2x3x5xi32>
// CHECK: relay.qnn.conv2d_transpose %{{.*}} -> tensor<1x4x9x9xi32>
func.func @qnn_more(%a: tensor<4x8xui8>, %b: tensor<8xui8>, %i: tensor<16xi8>,
                    %p: tensor<1x4x8x8xui8>, %x: tensor<2x3x8xi8>, %y: tensor<2x5x8xi8>,
                    %yt: tensor<2x8x5xi8>, %t: tensor<1x3x4x4xui8>, %tw: tensor<3x4x3x3xi8>,
                    %s: tensor<f32>, %z: tensor<i32>)
    -> (tensor<4x8xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>,
        tensor<1x4x4x4xui8>, tensor<2x3x5xi32>, tensor<2x3x5xi32>, tensor<1x4x9x9xi32>) {
  %0 = relay.qnn.subtract %a, %b, %s, %z, %s, %z, %s, %z : (tensor<4x8xui8>, tensor<8xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xui8>
  %1 = relay.qnn.tanh %i, %s, %z, %s, %z : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16xi8>
  %2 = relay.qnn.hardswish %i, %s, %z, %s, %z : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16xi8>
  %3 = relay.qnn.leaky_relu %i, %s, %z, %s, %z {alpha = 0.1 : f64} : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16xi8>
  %4 = relay.qnn.leaky_relu %i, %s, %z, %s, %z {alpha = 0.25 : f64} : (tensor<16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16xi8>
  %5 = relay.qnn.avg_pool2d %p, %s, %z, %s, %z {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4x4x4xui8>
  %6 = relay.qnn.batch_matmul %x, %y, %z, %z, %s, %s : (tensor<2x3x8xi8>, tensor<2x5x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3x5xi32>
  %7 = relay.qnn.batch_matmul %x, %yt, %z, %z, %s, %s {transpose_b = false} : (tensor<2x3x8xi8>, tensor<2x8x5xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3x5xi32>
  %8 = relay.qnn.conv2d_transpose %t, %tw, %z, %z, %s, %s {channels = 4 : i64, kernel_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x3x4x4xui8>, tensor<3x4x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x9x9xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x8xui8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<1x4x4x4xui8>, tensor<2x3x5xi32>, tensor<2x3x5xi32>, tensor<1x4x9x9xi32>
}

// CHECK-LABEL: func.func @fixed_point
// CHECK: relay.fixed_point_multiply %{{.*}} {multiplier = 1073741824 : i64, shift = -3 : i64} : tensor<4x8xi32>
// CHECK: relay.fixed_point_multiply_per_axis %{{.*}} {axes = array<i64: 1>, is_lshift_required = false, is_rshift_required = true} : (tensor<4x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
func.func @fixed_point(%x: tensor<4x8xi32>, %m: tensor<8xi32>, %l: tensor<8xi32>, %r: tensor<8xi32>) -> (tensor<4x8xi32>, tensor<4x8xi32>) {
  %0 = relay.fixed_point_multiply %x {multiplier = 1073741824 : i64, shift = -3 : i64} : tensor<4x8xi32>
  %1 = relay.fixed_point_multiply_per_axis %x, %m, %l, %r {axes = array<i64: 1>, is_lshift_required = false, is_rshift_required = true} : (tensor<4x8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0, %1 : tensor<4x8xi32>, tensor<4x8xi32>
}

// -----

//===----------------------------------------------------------------------===//
// qnn.softmax, qnn.simulated_quantize, qnn.simulated_dequantize
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @softmax
// CHECK: relay.qnn.softmax %arg0, %arg1, %arg2, %arg1, %arg2 {axis = 0 : i64} : (tensor<3x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<3x8xi8>
// CHECK: relay.qnn.softmax %arg0, %arg1, %arg2, %arg1, %arg2 : (tensor<3x8xi8>
func.func @softmax(%x: tensor<3x8xi8>, %s: tensor<f32>, %z: tensor<i32>) -> (tensor<3x8xi8>, tensor<3x8xi8>) {
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z {axis = 0 : i64} : (tensor<3x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<3x8xi8>
  %1 = relay.qnn.softmax %x, %s, %z, %s, %z : (tensor<3x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<3x8xi8>
  return %0, %1 : tensor<3x8xi8>, tensor<3x8xi8>
}

// -----

// Per-tensor (scalar or one-value) and per-channel parameters; the dtype
// code is an operand.
// CHECK-LABEL: func.func @simulated
// CHECK: relay.qnn.simulated_quantize %arg0, %arg1, %arg2, %arg3 : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK: relay.qnn.simulated_quantize %arg0, %arg1, %arg4, %arg5 {axis = 0 : i64} : (tensor<2x3xf32>, tensor<i32>, tensor<2xf32>, tensor<1xi32>) -> tensor<2x3xf32>
// CHECK: relay.qnn.simulated_dequantize %{{.*}}, %arg1, %arg2, %arg3 : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
func.func @simulated(%x: tensor<2x3xf32>, %d: tensor<i32>, %s: tensor<f32>, %z: tensor<i32>, %sc: tensor<2xf32>, %z1: tensor<1xi32>) -> tensor<2x3xf32> {
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = relay.qnn.simulated_quantize %x, %d, %sc, %z1 {axis = 0 : i64} : (tensor<2x3xf32>, tensor<i32>, tensor<2xf32>, tensor<1xi32>) -> tensor<2x3xf32>
  %2 = relay.add %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = relay.qnn.simulated_dequantize %2, %d, %s, %z : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}
