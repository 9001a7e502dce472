// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=" -relay-quantize-calibrate -relay-quantize-realize -canonicalize | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=" -relay-quantize-calibrate="weight-scale=max" -relay-quantize-realize -canonicalize | FileCheck %s --check-prefix=UPWARD
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=" -relay-quantize-calibrate="weight-scale=max" -relay-quantize-realize="rounding=TONEAREST" -canonicalize | FileCheck %s --check-prefix=NEAREST

// TVM v0.13.0's realize.cc after annotation and global_scale calibration.

// test_left_shift_negative (test_pass_auto_quantize.py): a conv2d with
// weights 256: its result has the scale (8 / 2^7) * (256 / 2^7) = 2^-3 and
// becomes an INPUT of scale 2^-4 at the end of the section: a left shift by
// +1, never by a negative amount.
// CHECK-LABEL: func.func @left_shift_negative
// CHECK-DAG: %[[ONE:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK-DAG: %[[W:.*]] = relay.constant dense<127> : tensor<16x16x3x3xi8>
// CHECK-DAG: %[[SIXTEEN:.*]] = relay.constant dense<1.600000e+01> : tensor<f32>
// CHECK: %[[S:.*]] = relay.multiply %arg0, %[[SIXTEEN]]
// CHECK: %[[R:.*]] = relay.round %[[S]]
// CHECK: %[[CL:.*]] = relay.clip %[[R]] {a_max = 1.270000e+02 : f64, a_min = -1.270000e+02 : f64}
// CHECK: %[[X:.*]] = relay.cast %[[CL]] {dtype = i8}
// CHECK: %[[C:.*]] = relay.nn.conv2d %[[X]], %[[W]] {{{.*}}out_dtype = i32{{.*}}} : (tensor<1x16x8x8xi8>, tensor<16x16x3x3xi8>) -> tensor<1x16x8x8xi32>
// CHECK: %[[RELU:.*]] = relay.nn.relu %[[C]] : tensor<1x16x8x8xi32>
// CHECK: %[[SH:.*]] = relay.left_shift %[[RELU]], %[[ONE]]
// CHECK: %[[CL2:.*]] = relay.clip %[[SH]] {a_max = 1.270000e+02 : f64, a_min = -1.270000e+02 : f64} : tensor<1x16x8x8xi32>
// CHECK: %[[I8:.*]] = relay.cast %[[CL2]] {dtype = i8}
// CHECK: %[[SF:.*]] = relay.annotation.stop_fusion %[[I8]]
// Dequantized for the function result: cast(x, f32) * 2^-4.
// CHECK: %[[F:.*]] = relay.cast %[[SF]] {dtype = f32}
// CHECK: %[[OUT:.*]] = relay.multiply %[[F]], %{{.*}}
// CHECK: return %[[OUT]]
// CHECK-NOT: simulated_quantize
func.func @left_shift_negative(%data: tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> {
  %w = relay.constant dense<256.0> : tensor<16x16x3x3xf32>
  %0 = relay.nn.conv2d %data, %w {padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x16x8x8xf32>
  return %1 : tensor<1x16x8x8xf32>
}

// -----

// Power-of-two scales (the default): requantizing a conv2d result of scale
// 2^-4 * 2^-8 to an INPUT of scale 2^-4 is a right shift by 8 after adding
// 2^7 (round_for_shift). With weight-scale=max the ratio is not a power of
// two: a fixed-point multiplication in i64 (Q31 multiplier, right shift by
// 31 + its exponent), rounding half up (rounding=UPWARD adds 2^(n-1)) or half away from
// zero (rounding=TONEAREST adds 2^(n-1) or 2^(n-1) - 1 by the sign).
// CHECK-LABEL: func.func @requantize
// CHECK-DAG: %[[B:.*]] = relay.constant dense<128> : tensor<i32>
// CHECK-DAG: %[[N:.*]] = relay.constant dense<8> : tensor<i32>
// CHECK: %[[C:.*]] = relay.nn.conv2d {{.*}} -> tensor<1x4x8x8xi32>
// CHECK: %[[A:.*]] = relay.add %[[C]], %[[B]]
// CHECK: %[[SH:.*]] = relay.right_shift %[[A]], %[[N]]
// CHECK: relay.clip %[[SH]]
// UPWARD-LABEL: func.func @requantize
// UPWARD: %[[C:.*]] = relay.nn.conv2d {{.*}} -> tensor<1x4x8x8xi32>
// UPWARD: %[[W:.*]] = relay.cast %[[C]] {dtype = i64}
// UPWARD: %[[M:.*]] = relay.multiply %[[W]], %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
// UPWARD: %[[A:.*]] = relay.add %[[M]], %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
// UPWARD: %[[SH:.*]] = relay.right_shift %[[A]], %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
// UPWARD: %[[CL:.*]] = relay.clip %[[SH]] {a_max = 1.270000e+02 : f64, a_min = -1.270000e+02 : f64} : tensor<1x4x8x8xi64>
// UPWARD: relay.cast %[[CL]] {dtype = i32}
// NEAREST-LABEL: func.func @requantize
// NEAREST: %[[M:.*]] = relay.multiply %{{.*}}, %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
// NEAREST: %[[GE:.*]] = relay.greater_equal %[[M]], %{{.*}}
// NEAREST: %[[RND:.*]] = relay.where %[[GE]], %{{.*}}, %{{.*}}
// NEAREST: %[[A:.*]] = relay.add %[[M]], %[[RND]]
// NEAREST: relay.right_shift %[[A]], %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
func.func @requantize(%data: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %w = relay.constant dense<0.3> : tensor<4x4x3x3xf32>
  %0 = relay.nn.conv2d %data, %w {padding = array<i64: 1, 1, 1, 1>, channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

// test_dense_conv2d_rewrite's default (skip_dense_layer): the dense layer
// takes the dequantized INPUT; the add of a constant bias after a quantized
// conv2d brings both to the smaller scale (a left shift of the bias) and
// keeps the float-born operand out of fusion (stop_fusion).
// CHECK-LABEL: func.func @dense_skipped
// CHECK: %[[C:.*]] = relay.nn.conv2d {{.*}} -> tensor<1x4x2x2xi32>
// CHECK: %[[BS:.*]] = relay.left_shift %{{.*}}, %{{.*}} : (tensor<4x1x1xi32>, tensor<i32>) -> tensor<4x1x1xi32>
// CHECK: %[[BF:.*]] = relay.annotation.stop_fusion %[[BS]]
// CHECK: %[[A:.*]] = relay.add %[[C]], %[[BF]] : (tensor<1x4x2x2xi32>, tensor<4x1x1xi32>) -> tensor<1x4x2x2xi32>
// CHECK: relay.nn.batch_flatten %{{.*}} : (tensor<1x4x2x2xi8>) -> tensor<1x16xi8>
// CHECK: %[[F:.*]] = relay.cast %{{.*}} {dtype = f32} : tensor<1x16xi8> -> tensor<1x16xf32>
// CHECK: %[[DQ:.*]] = relay.multiply %[[F]], %{{.*}}
// CHECK: relay.nn.dense %[[DQ]], %{{.*}} : (tensor<1x16xf32>, tensor<2x16xf32>) -> tensor<1x2xf32>
func.func @dense_skipped(%data: tensor<1x4x2x2xf32>) -> tensor<1x2xf32> {
  %w = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %b = relay.constant dense<0.25> : tensor<4x1x1xf32>
  %fw = relay.constant dense<0.125> : tensor<2x16xf32>
  %0 = relay.nn.conv2d %data, %w {kernel_size = array<i64: 1, 1>} : (tensor<1x4x2x2xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x2x2xf32>
  %1 = relay.add %0, %b : (tensor<1x4x2x2xf32>, tensor<4x1x1xf32>) -> tensor<1x4x2x2xf32>
  %2 = relay.nn.batch_flatten %1 : (tensor<1x4x2x2xf32>) -> tensor<1x16xf32>
  %3 = relay.nn.dense %2, %fw : (tensor<1x16xf32>, tensor<2x16xf32>) -> tensor<1x2xf32>
  return %3 : tensor<1x2xf32>
}

// -----

// ClipRealize: the bounds in units of the value's scale (2^-4 * 2^-8 for a
// conv2d result): clip(0, 6) becomes clip(0, 6 * 2^12).
// CHECK-LABEL: func.func @clip
// CHECK: %[[C:.*]] = relay.nn.conv2d {{.*}} -> tensor<1x4x2x2xi32>
// CHECK: relay.clip %[[C]] {a_max = 2.457600e+04 : f64, a_min = 0.000000e+00 : f64} : tensor<1x4x2x2xi32>
func.func @clip(%data: tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> {
  %w = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %0 = relay.nn.conv2d %data, %w {kernel_size = array<i64: 1, 1>} : (tensor<1x4x2x2xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x2x2xf32>
  %1 = relay.clip %0 {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<1x4x2x2xf32>
  return %1 : tensor<1x4x2x2xf32>
}
