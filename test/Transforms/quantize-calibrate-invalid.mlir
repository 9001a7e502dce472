// -relay-quantize-calibrate on input it cannot calibrate: a clear error.
// RUN: relay-opt %s -split-input-file -verify-diagnostics -relay-quantize-calibrate="weight-scale=max"

// Calibration needs the data of a WEIGHT as a constant (weights bound).
func.func @weight_not_constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = relay.constant dense<0.0> : tensor<f32>
  // expected-error@+1 {{'relay.op.annotation.simulated_quantize' op of kind WEIGHT needs constant data (bind the weights, e.g. relay-translate --bind-params, and fold constants first)}}
  %0 = relay.op.annotation.simulated_quantize %x, %zero, %zero, %zero {kind = 2 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// weight-scale=max has no scale for an all-zero weight (TVM would divide by
// zero later); power2 takes 1 (quantize-calibrate.mlir).
func.func @zero_weight(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = relay.constant dense<0.0> : tensor<f32>
  %w = relay.constant dense<0.0> : tensor<4xf32>
  // expected-error@+1 {{has an all-zero weight: its max scale is 0}}
  %0 = relay.op.annotation.simulated_quantize %w, %zero, %zero, %zero {kind = 2 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
