// RUN: relay-opt %s -split-input-file -relay-fake-quantization-to-integer | FileCheck %s
// RUN: relay-opt %s -split-input-file --relay-fake-quantization-to-integer="optional-qnn-ops=nn.softmax" | FileCheck %s --check-prefix=OPT

// TVM's FakeQuantizationToInteger with the cases of TVM v0.13's
// tests/python/relay/test_pass_fake_quantization_to_integer.py (named per
// function; TVM compares the float and integer programs' outputs, which
// test/Integration/fake-quantization-to-integer.mlir does end to end).

// test_fake_quantize_conv: the scales multiply (2 * 0.5 = 1), the zero
// point of the product is 0 and the final quantize matches: no requantize.
// CHECK-LABEL: func.func @conv
// CHECK-NOT: relay.qnn.dequantize
// CHECK: %[[C:.+]] = relay.qnn.conv2d %arg0, %arg1, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} {kernel_size = array<i64: 5, 5>} : (tensor<1x3x16x16xi8>, tensor<4x3x5x5xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x4x12x12xi32>
// CHECK: %[[R:.+]] = relay.qnn.requantize %[[C]], %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} {axis = 1 : i64, out_dtype = ui8}
// CHECK-NOT: relay.nn.conv2d
// CHECK: return %[[R]]
func.func @conv(%x: tensor<1x3x16x16xi8>, %w: tensor<4x3x5x5xi8>) -> tensor<1x4x12x12xui8> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s05 = relay.constant dense<0.5> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %zero = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s2, %zero : (tensor<1x3x16x16xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x16x16xf32>
  %1 = relay.qnn.dequantize %w, %s05, %zero : (tensor<4x3x5x5xi8>, tensor<f32>, tensor<i32>) -> tensor<4x3x5x5xf32>
  %2 = relay.nn.conv2d %0, %1 {kernel_size = array<i64: 5, 5>} : (tensor<1x3x16x16xf32>, tensor<4x3x5x5xf32>) -> tensor<1x4x12x12xf32>
  %3 = relay.qnn.quantize %2, %one, %zero {out_dtype = ui8} : (tensor<1x4x12x12xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4x12x12xui8>
  return %3 : tensor<1x4x12x12xui8>
}

// -----

// test_fake_quantize_conv_per_channel: per-channel weight parameters; the
// product's scale is the folded per-channel vector, along channel axis 1.
// CHECK-LABEL: func.func @conv_per_channel
// CHECK: %[[PS:.+]] = relay.constant dense<[1.000000e+00, 2.000000e+00, 5.000000e-01, 4.000000e+00]> : tensor<4xf32>
// CHECK: %[[C:.+]] = relay.qnn.conv2d %arg0, %arg1
// CHECK-SAME: -> tensor<1x4x6x6xi32>
// CHECK: %[[PZ:.+]] = relay.constant dense<0> : tensor<4xi32>
// CHECK: relay.qnn.requantize %[[C]], %[[PS]], %[[PZ]], %{{.+}}, %{{.+}} {axis = 1 : i64, out_dtype = i8}
func.func @conv_per_channel(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi8> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %ws = relay.constant dense<[0.5, 1.0, 0.25, 2.0]> : tensor<4xf32>
  %wz = relay.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %zero = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s2, %zero : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xf32>
  %1 = relay.qnn.dequantize %w, %ws, %wz {axis = 0 : i64} : (tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x3x3xf32>
  %2 = relay.nn.conv2d %0, %1 {kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %3 = relay.qnn.quantize %2, %one, %zero : (tensor<1x4x6x6xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xi8>
  return %3 : tensor<1x4x6x6xi8>
}

// -----

// test_fake_quantize_dense_bias: dense, then a bias dequantized from int32
// with the product's parameters: an integer add (TVM's bias pattern).
// CHECK-LABEL: func.func @dense_bias
// CHECK: %[[D:.+]] = relay.qnn.dense %arg0, %arg1
// CHECK: %[[A:.+]] = relay.add %[[D]], %arg2 : (tensor<5x8xi32>, tensor<8xi32>) -> tensor<5x8xi32>
// CHECK: relay.qnn.requantize %[[A]]
func.func @dense_bias(%x: tensor<5x10xi8>, %w: tensor<8x10xi8>, %b: tensor<8xi32>) -> tensor<5x8xi8> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s05 = relay.constant dense<0.5> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %zero = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s2, %zero : (tensor<5x10xi8>, tensor<f32>, tensor<i32>) -> tensor<5x10xf32>
  %1 = relay.qnn.dequantize %w, %s05, %zero : (tensor<8x10xi8>, tensor<f32>, tensor<i32>) -> tensor<8x10xf32>
  %2 = relay.qnn.dequantize %b, %one, %zero : (tensor<8xi32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
  %3 = relay.nn.dense %0, %1 : (tensor<5x10xf32>, tensor<8x10xf32>) -> tensor<5x8xf32>
  %4 = relay.add %3, %2 : (tensor<5x8xf32>, tensor<8xf32>) -> tensor<5x8xf32>
  %5 = relay.qnn.quantize %4, %s2, %zero : (tensor<5x8xf32>, tensor<f32>, tensor<i32>) -> tensor<5x8xi8>
  return %5 : tensor<5x8xi8>
}

// -----

// test_fake_transpose_quantize_conv_bias_add with a float constant bias:
// quantized with the convolution's parameters (int32, axis 0).
// CHECK-LABEL: func.func @transpose_conv_bias_add
// CHECK: %[[T:.+]] = relay.transpose %arg0 {axes = array<i64: 0, 3, 1, 2>} : (tensor<1x8x8x3xi8>) -> tensor<1x3x8x8xi8>
// CHECK: %[[C:.+]] = relay.qnn.conv2d %[[T]], %arg1
// CHECK: %[[B:.+]] = relay.qnn.quantize %{{.+}}, %{{.+}}, %{{.+}} {axis = 0 : i64, out_dtype = i32} : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi32>
// CHECK: %[[BA:.+]] = relay.nn.bias_add %[[C]], %[[B]] : (tensor<1x4x6x6xi32>, tensor<4xi32>) -> tensor<1x4x6x6xi32>
// CHECK: relay.qnn.requantize %[[BA]]
func.func @transpose_conv_bias_add(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi8> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s05 = relay.constant dense<0.5> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %zero = relay.constant dense<0> : tensor<i32>
  %bias = relay.constant dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>
  %0 = relay.qnn.dequantize %x, %s2, %zero : (tensor<1x8x8x3xi8>, tensor<f32>, tensor<i32>) -> tensor<1x8x8x3xf32>
  %1 = relay.transpose %0 {axes = array<i64: 0, 3, 1, 2>} : (tensor<1x8x8x3xf32>) -> tensor<1x3x8x8xf32>
  %2 = relay.qnn.dequantize %w, %s05, %zero : (tensor<4x3x3x3xi8>, tensor<f32>, tensor<i32>) -> tensor<4x3x3x3xf32>
  %3 = relay.nn.conv2d %1, %2 {kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %4 = relay.nn.bias_add %3, %bias : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %5 = relay.qnn.quantize %4, %one, %zero : (tensor<1x4x6x6xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xi8>
  return %5 : tensor<1x4x6x6xi8>
}

// -----

// test_fake_quantize_batch_matmul.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: %[[M:.+]] = relay.qnn.batch_matmul %arg0, %arg1
// CHECK-SAME: -> tensor<1x4x3xi32>
// CHECK: relay.qnn.requantize %[[M]]
func.func @batch_matmul(%x: tensor<1x4x8xi8>, %w: tensor<1x3x8xi8>) -> tensor<1x4x3xi8> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s05 = relay.constant dense<0.5> : tensor<f32>
  %zero = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s2, %zero : (tensor<1x4x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x8xf32>
  %1 = relay.qnn.dequantize %w, %s05, %zero : (tensor<1x3x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8xf32>
  %2 = relay.nn.batch_matmul %0, %1 {transpose_b = true} : (tensor<1x4x8xf32>, tensor<1x3x8xf32>) -> tensor<1x4x3xf32>
  %3 = relay.qnn.quantize %2, %s2, %zero : (tensor<1x4x3xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4x3xi8>
  return %3 : tensor<1x4x3xi8>
}

// -----

// test_fake_quantize_maxpool and test_fake_quantize_reshape: identity
// rules; matching parameters leave no requantize.
// CHECK-LABEL: func.func @maxpool_reshape
// CHECK: %[[P:.+]] = relay.nn.max_pool2d %arg0 {{.*}} : (tensor<1x3x8x8xi8>) -> tensor<1x3x4x4xi8>
// CHECK: %[[R:.+]] = relay.reshape %[[P]] {{.*}} : (tensor<1x3x4x4xi8>) -> tensor<3x16xi8>
// CHECK-NEXT: return %[[R]]
func.func @maxpool_reshape(%x: tensor<1x3x8x8xi8>) -> tensor<3x16xi8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %z = relay.constant dense<-12> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xf32>
  %1 = relay.nn.max_pool2d %0 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  %2 = relay.reshape %1 {newshape = array<i64: 3, 16>} : (tensor<1x3x4x4xf32>) -> tensor<3x16xf32>
  %3 = relay.qnn.quantize %2, %s, %z : (tensor<3x16xf32>, tensor<f32>, tensor<i32>) -> tensor<3x16xi8>
  return %3 : tensor<3x16xi8>
}

// -----

// test_fake_quantize_avgpool: qnn.avg_pool2d with the output's parameters.
// CHECK-LABEL: func.func @avgpool
// CHECK: %[[P:.+]] = relay.qnn.avg_pool2d %arg0, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} {pool_size = array<i64: 3, 3>}
// CHECK-NEXT: return %[[P]]
func.func @avgpool(%x: tensor<1x3x8x8xi8>) -> tensor<1x3x6x6xi8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %os = relay.constant dense<3.0> : tensor<f32>
  %z = relay.constant dense<-12> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xf32>
  %1 = relay.nn.avg_pool2d %0 {pool_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32>
  %2 = relay.qnn.quantize %1, %os, %z : (tensor<1x3x6x6xf32>, tensor<f32>, tensor<i32>) -> tensor<1x3x6x6xi8>
  return %2 : tensor<1x3x6x6xi8>
}

// -----

// test_fake_quantize_global_avg_pool: requantized to the output's
// parameters in int32, pooled, requantized to int8.
// CHECK-LABEL: func.func @global_avg_pool
// CHECK: %[[R:.+]] = relay.qnn.requantize %arg0, {{.*}} {out_dtype = i32}
// CHECK: %[[P:.+]] = relay.nn.global_avg_pool2d %[[R]] : (tensor<1x3x8x8xi32>) -> tensor<1x3x1x1xi32>
// CHECK: relay.qnn.requantize %[[P]], {{.*}} : (tensor<1x3x1x1xi32>, {{.*}}) -> tensor<1x3x1x1xi8>
func.func @global_avg_pool(%x: tensor<1x3x8x8xi8>) -> tensor<1x3x1x1xi8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %os = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xf32>
  %1 = relay.nn.global_avg_pool2d %0 : (tensor<1x3x8x8xf32>) -> tensor<1x3x1x1xf32>
  %2 = relay.qnn.quantize %1, %os, %z : (tensor<1x3x1x1xf32>, tensor<f32>, tensor<i32>) -> tensor<1x3x1x1xi8>
  return %2 : tensor<1x3x1x1xi8>
}

// -----

// test_fake_quantize_concat: qnn.concatenate with every input's parameters.
// CHECK-LABEL: func.func @concat
// CHECK: %[[C:.+]] = relay.qnn.concatenate %arg0, %arg1, {{.*}} {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>}
// CHECK-NEXT: return %[[C]]
func.func @concat(%a: tensor<1x4xi8>, %b: tensor<1x4xi8>) -> tensor<1x8xi8> {
  %sa = relay.constant dense<0.5> : tensor<f32>
  %sb = relay.constant dense<0.25> : tensor<f32>
  %so = relay.constant dense<0.75> : tensor<f32>
  %za = relay.constant dense<1> : tensor<i32>
  %zb = relay.constant dense<-2> : tensor<i32>
  %zo = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %a, %sa, %za : (tensor<1x4xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4xf32>
  %1 = relay.qnn.dequantize %b, %sb, %zb : (tensor<1x4xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4xf32>
  %2 = relay.concatenate %0, %1 {axis = 1 : i64} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x8xf32>
  %3 = relay.qnn.quantize %2, %so, %zo : (tensor<1x8xf32>, tensor<f32>, tensor<i32>) -> tensor<1x8xi8>
  return %3 : tensor<1x8xi8>
}

// -----

// test_fake_quantize_clip: relu6 bounds at int(a / scale + zp).
// CHECK-LABEL: func.func @clip
// CHECK: %[[C:.+]] = relay.clip %arg0 {a_max = 1.170000e+02 : f64, a_min = 1.140000e+02 : f64} : tensor<16xui8>
// CHECK-NOT: relay.qnn.requantize
func.func @clip(%x: tensor<16xui8>) -> tensor<16xui8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %z = relay.constant dense<114> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<16xui8>, tensor<f32>, tensor<i32>) -> tensor<16xf32>
  %1 = relay.clip %0 {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<16xf32>
  %2 = relay.qnn.quantize %1, %s, %z {out_dtype = ui8} : (tensor<16xf32>, tensor<f32>, tensor<i32>) -> tensor<16xui8>
  return %2 : tensor<16xui8>
}

// -----

// test_fake_quantize_relu_per_channel: maximum with the zero points
// reshaped along the channel axis.
// CHECK-LABEL: func.func @relu_per_channel
// CHECK: %[[Z:.+]] = relay.reshape %{{.+}} {newshape = array<i64: 1, -1>} : (tensor<3xi32>) -> tensor<1x3xi32>
// CHECK: %[[ZC:.+]] = relay.cast %[[Z]] {dtype = ui8}
// CHECK: %[[M:.+]] = relay.maximum %arg0, %[[ZC]] : (tensor<5x3xui8>, tensor<1x3xui8>) -> tensor<5x3xui8>
// CHECK: relay.qnn.requantize %[[M]]
func.func @relu_per_channel(%x: tensor<5x3xui8>) -> tensor<5x3xui8> {
  %s = relay.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = relay.constant dense<[0, 1, 2]> : tensor<3xi32>
  %os = relay.constant dense<2.0> : tensor<f32>
  %oz = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z {axis = 1 : i64} : (tensor<5x3xui8>, tensor<3xf32>, tensor<3xi32>) -> tensor<5x3xf32>
  %1 = relay.nn.relu %0 : tensor<5x3xf32>
  %2 = relay.qnn.quantize %1, %os, %oz {out_dtype = ui8} : (tensor<5x3xf32>, tensor<f32>, tensor<i32>) -> tensor<5x3xui8>
  return %2 : tensor<5x3xui8>
}

// -----

// test_fake_quantize_mean: the mean of the int32-widened values.
// CHECK-LABEL: func.func @mean
// CHECK: %[[W:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK: %[[M:.+]] = relay.mean %[[W]] {axis = array<i64: 1>, keepdims = true} : (tensor<2x8xi32>) -> tensor<2x1xi32>
// CHECK: relay.cast %[[M]] {dtype = ui8}
func.func @mean(%x: tensor<2x8xui8>) -> tensor<2x1xui8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %z = relay.constant dense<114> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<2x8xui8>, tensor<f32>, tensor<i32>) -> tensor<2x8xf32>
  %1 = relay.mean %0 {axis = array<i64: 1>, keepdims = true} : (tensor<2x8xf32>) -> tensor<2x1xf32>
  %2 = relay.qnn.quantize %1, %s, %z {out_dtype = ui8} : (tensor<2x1xf32>, tensor<f32>, tensor<i32>) -> tensor<2x1xui8>
  return %2 : tensor<2x1xui8>
}

// -----

// test_fake_quantize_binary (add, multiply, subtract) and
// test_fake_quantize_binary_const: a float constant is quantized with the
// other side's parameters.
// CHECK-LABEL: func.func @binary
// CHECK: %[[A:.+]] = relay.qnn.add %arg0, %arg1
// CHECK: %[[C:.+]] = relay.qnn.quantize %{{.+}}, %{{.+}}, %{{.+}} : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<i8>
// CHECK: %[[M:.+]] = relay.qnn.mul %[[A]], %[[C]]
// CHECK: %[[S:.+]] = relay.qnn.subtract %[[M]], %arg1
// CHECK-NEXT: return %[[S]]
func.func @binary(%a: tensor<4x4xi8>, %b: tensor<4xi8>) -> tensor<4x4xi8> {
  %sa = relay.constant dense<0.5> : tensor<f32>
  %sb = relay.constant dense<0.25> : tensor<f32>
  %so = relay.constant dense<0.75> : tensor<f32>
  %za = relay.constant dense<1> : tensor<i32>
  %zb = relay.constant dense<-2> : tensor<i32>
  %zo = relay.constant dense<0> : tensor<i32>
  %c = relay.constant dense<3.0> : tensor<f32>
  %0 = relay.qnn.dequantize %a, %sa, %za : (tensor<4x4xi8>, tensor<f32>, tensor<i32>) -> tensor<4x4xf32>
  %1 = relay.qnn.dequantize %b, %sb, %zb : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  %2 = relay.add %0, %1 : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  %3 = relay.multiply %2, %c : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
  %4 = relay.subtract %3, %1 : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  %5 = relay.qnn.quantize %4, %so, %zo : (tensor<4x4xf32>, tensor<f32>, tensor<i32>) -> tensor<4x4xi8>
  return %5 : tensor<4x4xi8>
}

// -----

// test_fake_quantize_max_min: minimum/maximum on integers once both sides
// have the output's parameters: `a` is requantized, `b` has them already.
// CHECK-LABEL: func.func @max_min
// CHECK: %[[R:.+]] = relay.qnn.requantize %arg0
// CHECK-NEXT: %[[M:.+]] = relay.maximum %[[R]], %arg1 : tensor<8xi8>
// CHECK-NEXT: return %[[M]]
func.func @max_min(%a: tensor<8xi8>, %b: tensor<8xi8>) -> tensor<8xi8> {
  %sa = relay.constant dense<0.5> : tensor<f32>
  %sb = relay.constant dense<0.25> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %a, %sa, %z : (tensor<8xi8>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
  %1 = relay.qnn.dequantize %b, %sb, %z : (tensor<8xi8>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
  %2 = relay.maximum %0, %1 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %3 = relay.qnn.quantize %2, %sb, %z : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xi8>
  return %3 : tensor<8xi8>
}

// -----

// test_fake_quantize_abs (register_unary_qnn) and test_fake_quantize_pad
// (a float constant pad value quantized with the data's parameters).
// CHECK-LABEL: func.func @abs_pad
// CHECK: %[[V:.+]] = relay.qnn.quantize %{{.+}}, %{{.+}}, %{{.+}} : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<i8>
// CHECK: %[[P:.+]] = relay.nn.pad %arg0, %[[V]] {{.*}} -> tensor<6xi8>
// CHECK: %[[A:.+]] = relay.qnn.abs %[[P]]
// CHECK-NEXT: return %[[A]]
func.func @abs_pad(%x: tensor<4xi8>) -> tensor<6xi8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<3> : tensor<i32>
  %v = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  %1 = relay.nn.pad %0, %v {pad_width = array<i64: 1, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = relay.abs %1 : tensor<6xf32>
  %3 = relay.qnn.quantize %2, %s, %z : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xi8>
  return %3 : tensor<6xi8>
}

// -----

// test_fake_quantize_take: int8 in, uint8 out with the same parameters.
// CHECK-LABEL: func.func @take
// CHECK: %[[T:.+]] = relay.take %arg0, %{{.+}} {axis = 0 : i64} : (tensor<33x11xi8>, tensor<3xi32>) -> tensor<3x11xi8>
// CHECK: relay.qnn.requantize %[[T]], {{.*}} {out_dtype = ui8}
func.func @take(%x: tensor<33x11xi8>) -> tensor<3x11xui8> {
  %s = relay.constant dense<2.0> : tensor<f32>
  %z = relay.constant dense<114> : tensor<i32>
  %i = relay.constant dense<[0, 32, 5]> : tensor<3xi32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<33x11xi8>, tensor<f32>, tensor<i32>) -> tensor<33x11xf32>
  %1 = relay.take %0, %i {axis = 0 : i64} : (tensor<33x11xf32>, tensor<3xi32>) -> tensor<3x11xf32>
  %2 = relay.qnn.quantize %1, %s, %z {out_dtype = ui8} : (tensor<3x11xf32>, tensor<f32>, tensor<i32>) -> tensor<3x11xui8>
  return %2 : tensor<3x11xui8>
}

// -----

// test_fake_quantize_softmax: softmax's rule is optional (TVM's
// register_optional_fake_quantization_to_integer): only with
// optional-qnn-ops=nn.softmax.
// CHECK-LABEL: func.func @softmax
// CHECK: relay.nn.softmax
// CHECK: relay.qnn.quantize
// OPT-LABEL: func.func @softmax
// OPT: %[[S:.+]] = relay.qnn.softmax %arg0, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} {axis = 1 : i64}
// OPT-NEXT: return %[[S]]
func.func @softmax(%x: tensor<5x10xi8>) -> tensor<5x10xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %os = relay.constant dense<0.00390625> : tensor<f32>
  %oz = relay.constant dense<-128> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<5x10xi8>, tensor<f32>, tensor<i32>) -> tensor<5x10xf32>
  %1 = relay.nn.softmax %0 {axis = 1 : i64} : (tensor<5x10xf32>) -> tensor<5x10xf32>
  %2 = relay.qnn.quantize %1, %os, %oz : (tensor<5x10xf32>, tensor<f32>, tensor<i32>) -> tensor<5x10xi8>
  return %2 : tensor<5x10xi8>
}

// -----

// No rule for nn.log_softmax: the region stays in float (hard-fail off).
// CHECK-LABEL: func.func @no_rule
// CHECK: relay.qnn.dequantize
// CHECK: relay.nn.log_softmax
// CHECK: relay.qnn.quantize
func.func @no_rule(%x: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  %1 = relay.nn.log_softmax %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// -----

// A region reaching a function argument in float is not fake-quantized.
// CHECK-LABEL: func.func @float_input
// CHECK: relay.add
// CHECK: relay.qnn.quantize
func.func @float_input(%x: tensor<4xi8>, %y: tensor<4xf32>) -> tensor<4xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  %1 = relay.add %0, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// -----

// A float operator with another, float user stays for that user.
// CHECK-LABEL: func.func @shared
// CHECK: %[[D:.+]] = relay.qnn.dequantize %arg0
// CHECK: %[[R:.+]] = relay.nn.relu %[[D]]
// CHECK: %[[Q:.+]] = relay.maximum %arg0
// CHECK: return %[[Q]], %[[R]]
func.func @shared(%x: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xf32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  %1 = relay.nn.relu %0 : tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2, %1 : tensor<4xi8>, tensor<4xf32>
}
