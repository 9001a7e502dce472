// RUN: relay-opt %s -split-input-file -relay-quantize-calibrate | FileCheck %s
// The second case has no max scale (test/Transforms/quantize-invalid.mlir):
// RUN: not relay-opt %s -split-input-file -relay-quantize-calibrate="weight-scale=max nbit-input=4 global-scale=2.0" 2>/dev/null | FileCheck %s --check-prefix=MAX

// TVM v0.13.0's _calibrate.py in global_scale mode (the mode of
// test_pass_auto_quantize.py's test_left_shift_negative and
// test_dense_conv2d_rewrite): with valid_range = 2^(nbit - sign),
// dom_scale = scale / valid_range, clip_min = -(valid_range - 1),
// clip_max = valid_range - 1; the scale of a WEIGHT is max|w| rounded up to
// a power of two (power2) or max|w| (max), every other kind global_scale.

// INPUT (8 bits): 8 / 2^7; WEIGHT max|w| = 0.3: power2 0.5 / 2^7, max
// 0.3 / 2^7; ACTIVATION (32 bits): 8 / 2^31 and +-(2^31 - 1) (as f32).
// CHECK-LABEL: func.func @kinds
// CHECK: %[[IN_SCALE:.*]] = relay.constant dense<6.250000e-02> : tensor<f32>
// CHECK: %[[LO:.*]] = relay.constant dense<-1.270000e+02> : tensor<f32>
// CHECK: %[[HI:.*]] = relay.constant dense<1.270000e+02> : tensor<f32>
// CHECK: relay.op.annotation.simulated_quantize %arg0, %[[IN_SCALE]], %[[LO]], %[[HI]] {kind = 1 : i64}
// CHECK: %[[W_SCALE:.*]] = relay.constant dense<3.906250e-03> : tensor<f32>
// CHECK: relay.op.annotation.simulated_quantize %{{.*}}, %[[W_SCALE]], %{{.*}}, %{{.*}} {kind = 2 : i64}
// CHECK: %[[ACT_SCALE:.*]] = relay.constant dense<3.7252903E-9> : tensor<f32>
// CHECK: %[[ACT_LO:.*]] = relay.constant dense<-2.14748365E+9> : tensor<f32>
// CHECK: %[[ACT_HI:.*]] = relay.constant dense<2.14748365E+9> : tensor<f32>
// CHECK: relay.op.annotation.simulated_quantize %{{.*}}, %[[ACT_SCALE]], %[[ACT_LO]], %[[ACT_HI]] {kind = 3 : i64}
// The zero placeholders are gone.
// CHECK-NOT: dense<0.000000e+00>
// weight-scale=max, nbit-input=4, global-scale=2: INPUT 2 / 2^3 within
// +-7; WEIGHT 0.3 / 2^7.
// MAX-LABEL: func.func @kinds
// MAX: %[[IN_SCALE:.*]] = relay.constant dense<2.500000e-01> : tensor<f32>
// MAX: %[[LO4:.*]] = relay.constant dense<-7.000000e+00> : tensor<f32>
// MAX: %[[HI4:.*]] = relay.constant dense<7.000000e+00> : tensor<f32>
// MAX: relay.op.annotation.simulated_quantize %arg0, %[[IN_SCALE]], %[[LO4]], %[[HI4]] {kind = 1 : i64}
// MAX: %[[W_SCALE:.*]] = relay.constant dense<2.343750e-03> : tensor<f32>
// MAX: relay.op.annotation.simulated_quantize %{{.*}}, %[[W_SCALE]], %{{.*}}, %{{.*}} {kind = 2 : i64}
func.func @kinds(%x: tensor<1x4xf32>) -> tensor<1x2xf32> {
  %zero = relay.constant dense<0.0> : tensor<f32>
  %w = relay.constant dense<[[0.1, -0.3, 0.2, 0.0], [0.05, 0.1, -0.1, 0.25]]> : tensor<2x4xf32>
  %0 = relay.op.annotation.simulated_quantize %x, %zero, %zero, %zero {kind = 1 : i64} : (tensor<1x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x4xf32>
  %1 = relay.op.annotation.simulated_quantize %w, %zero, %zero, %zero {kind = 2 : i64} : (tensor<2x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x4xf32>
  %2 = relay.nn.dense %0, %1 : (tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<1x2xf32>
  %3 = relay.op.annotation.simulated_quantize %2, %zero, %zero, %zero {kind = 3 : i64} : (tensor<1x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x2xf32>
  return %3 : tensor<1x2xf32>
}

// -----

// An all-zero weight: power2 takes the scale 1 (TVM's _power2_scale), and an
// IDENTITY simulated_quantize is left alone.
// CHECK-LABEL: func.func @zero_weight_and_identity
// CHECK: %[[ZERO:.*]] = relay.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[W_SCALE:.*]] = relay.constant dense<7.812500e-03> : tensor<f32>
// CHECK: relay.op.annotation.simulated_quantize %{{.*}}, %[[W_SCALE]], %{{.*}}, %{{.*}} {kind = 2 : i64}
// CHECK: relay.op.annotation.simulated_quantize %arg0, %[[ZERO]], %[[ZERO]], %[[ZERO]] {kind = 0 : i64}
func.func @zero_weight_and_identity(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = relay.constant dense<0.0> : tensor<f32>
  %w = relay.constant dense<0.0> : tensor<4xf32>
  %0 = relay.op.annotation.simulated_quantize %w, %zero, %zero, %zero {kind = 2 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %1 = relay.op.annotation.simulated_quantize %x, %zero, %zero, %zero {kind = 0 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
