// -relay-fake-quantization-to-integer end to end: fake-quantized float
// programs (dequantize, float operators, quantize: what ONNX QDQ and PyTorch
// exports produce) and the integer programs the pass makes from them run
// with relay-run. As in TVM's test_pass_fake_quantization_to_integer.py, the
// integer results are within one quantization step of the float program's,
// and both are within one step of NumPy's float reference
// (Inputs/fake_quantization_to_integer.py).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/fake_quantization_to_integer.py %t
// RUN: relay-opt %s -relay-fake-quantization-to-integer -o %t/int.mlir
// RUN: FileCheck %s --input-file %t/int.mlir
//
// RUN: relay-run %s --entry conv_block --input %t/conv_x.npy --input %t/conv_w.npy \
// RUN:   --output %t/conv_float.npy --compare %t/conv_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/int.mlir --entry conv_block --input %t/conv_x.npy --input %t/conv_w.npy \
// RUN:   --compare %t/conv_float.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/int.mlir --entry conv_block --input %t/conv_x.npy --input %t/conv_w.npy \
// RUN:   --compare %t/conv_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=CONV
//
// RUN: relay-run %s --entry dense_block --input %t/dense_x.npy --input %t/dense_w.npy \
// RUN:   --output %t/dense_float.npy --compare %t/dense_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=DENSE
// RUN: relay-run %t/int.mlir --entry dense_block --input %t/dense_x.npy --input %t/dense_w.npy \
// RUN:   --compare %t/dense_float.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=DENSE
// RUN: relay-run %t/int.mlir --entry dense_block --input %t/dense_x.npy --input %t/dense_w.npy \
// RUN:   --compare %t/dense_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=DENSE
//
// RUN: relay-run %s --entry binary_block --input %t/bin_a.npy --input %t/bin_b.npy \
// RUN:   --output %t/bin_float.npy --compare %t/bin_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=BIN
// RUN: relay-run %t/int.mlir --entry binary_block --input %t/bin_a.npy --input %t/bin_b.npy \
// RUN:   --compare %t/bin_float.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=BIN
// RUN: relay-run %t/int.mlir --entry binary_block --input %t/bin_a.npy --input %t/bin_b.npy \
// RUN:   --compare %t/bin_ref.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=BIN

// Every region became integer operators.
// CHECK-LABEL: func.func @conv_block
// CHECK-NOT: relay.qnn.dequantize
// CHECK: relay.qnn.conv2d
// CHECK-NOT: relay.nn.conv2d
// CHECK-LABEL: func.func @dense_block
// CHECK-NOT: relay.qnn.dequantize
// CHECK: relay.qnn.dense
// CHECK-LABEL: func.func @binary_block
// CHECK-NOT: relay.qnn.dequantize
// CHECK: relay.qnn.add
// CHECK: relay.qnn.mul
// CHECK: relay.qnn.concatenate

// CONV: all 144 elements within tolerance
// DENSE: all 40 elements within tolerance
// BIN: all 32 elements within tolerance

func.func @conv_block(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xui8> {
  %xs = relay.constant dense<0.05> : tensor<f32>
  %xz = relay.constant dense<2> : tensor<i32>
  %ws = relay.constant dense<[0.01, 0.02, 0.015, 0.03]> : tensor<4xf32>
  %wz = relay.constant dense<0> : tensor<4xi32>
  %b = relay.constant dense<[0.1, -0.2, 0.3, 0.05]> : tensor<4xf32>
  %os = relay.constant dense<0.02> : tensor<f32>
  %oz = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %xs, %xz : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<1x3x8x8xf32>
  %1 = relay.qnn.dequantize %w, %ws, %wz {axis = 0 : i64} : (tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x3x3xf32>
  %2 = relay.nn.conv2d %0, %1 {kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %3 = relay.nn.bias_add %2, %b : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %4 = relay.nn.relu %3 : tensor<1x4x6x6xf32>
  %5 = relay.clip %4 {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<1x4x6x6xf32>
  %6 = relay.qnn.quantize %5, %os, %oz {out_dtype = ui8} : (tensor<1x4x6x6xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xui8>
  return %6 : tensor<1x4x6x6xui8>
}

func.func @dense_block(%x: tensor<1x4x6x6xui8>, %w: tensor<10x9xi8>) -> tensor<4x10xi8> {
  %xs = relay.constant dense<0.02> : tensor<f32>
  %ws = relay.constant dense<0.04> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %b = relay.constant dense<[-1.0, -0.777777791, -0.555555582, -0.333333343, -0.111111112, 0.111111112, 0.333333343, 0.555555582, 0.777777791, 1.0]> : tensor<10xf32>
  %os = relay.constant dense<0.5> : tensor<f32>
  %oz = relay.constant dense<-3> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %xs, %z : (tensor<1x4x6x6xui8>, tensor<f32>, tensor<i32>) -> tensor<1x4x6x6xf32>
  %1 = relay.nn.max_pool2d %0 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x6x6xf32>) -> tensor<1x4x3x3xf32>
  %2 = relay.reshape %1 {newshape = array<i64: 4, 9>} : (tensor<1x4x3x3xf32>) -> tensor<4x9xf32>
  %3 = relay.qnn.dequantize %w, %ws, %z : (tensor<10x9xi8>, tensor<f32>, tensor<i32>) -> tensor<10x9xf32>
  %4 = relay.nn.dense %2, %3 : (tensor<4x9xf32>, tensor<10x9xf32>) -> tensor<4x10xf32>
  %5 = relay.add %4, %b : (tensor<4x10xf32>, tensor<10xf32>) -> tensor<4x10xf32>
  %6 = relay.qnn.quantize %5, %os, %oz : (tensor<4x10xf32>, tensor<f32>, tensor<i32>) -> tensor<4x10xi8>
  return %6 : tensor<4x10xi8>
}

func.func @binary_block(%a: tensor<2x8xi8>, %b: tensor<8xi8>) -> tensor<2x16xi8> {
  %sa = relay.constant dense<0.1> : tensor<f32>
  %za = relay.constant dense<1> : tensor<i32>
  %sb = relay.constant dense<0.05> : tensor<f32>
  %zb = relay.constant dense<-4> : tensor<i32>
  %half = relay.constant dense<0.5> : tensor<f32>
  %so = relay.constant dense<0.0625> : tensor<f32>
  %zo = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %a, %sa, %za : (tensor<2x8xi8>, tensor<f32>, tensor<i32>) -> tensor<2x8xf32>
  %1 = relay.qnn.dequantize %b, %sb, %zb : (tensor<8xi8>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
  %2 = relay.add %0, %1 : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %3 = relay.multiply %2, %half : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %4 = relay.concatenate %3, %0 {axis = 1 : i64} : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
  %5 = relay.qnn.quantize %4, %so, %zo : (tensor<2x16xf32>, tensor<f32>, tensor<i32>) -> tensor<2x16xi8>
  return %5 : tensor<2x16xi8>
}
