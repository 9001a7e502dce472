// -relay-quantize-realize on input it cannot realize: a clear error.
// RUN: relay-opt %s -split-input-file -verify-diagnostics -relay-quantize-realize

// A simulated_quantize that calibration did not set cannot be realized.
func.func @not_calibrated(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %lo = relay.constant dense<-127.0> : tensor<f32>
  %hi = relay.constant dense<127.0> : tensor<f32>
  %0 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 0 : i64, rounding = #relay.quantize_rounding<round>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  // expected-error@+1 {{'relay.op.annotation.simulated_quantize' op is not calibrated: dom_scale, clip_min and clip_max must be constants with a positive dom_scale (run -relay-quantize-calibrate)}}
  %1 = relay.op.annotation.simulated_quantize %0, %s, %lo, %hi {kind = 1 : i64, rounding = #relay.quantize_rounding<round>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A zero dom_scale (annotation's placeholder) is not a calibrated one.
func.func @zero_scale(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = relay.constant dense<0.0> : tensor<f32>
  // expected-error@+1 {{op is not calibrated}}
  %0 = relay.op.annotation.simulated_quantize %x, %zero, %zero, %zero {kind = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Only TVM's defaults sign = true, rounding = "round" have a realization.
func.func @floor_rounding(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = relay.constant dense<0.0625> : tensor<f32>
  %lo = relay.constant dense<-127.0> : tensor<f32>
  %hi = relay.constant dense<127.0> : tensor<f32>
  // expected-error@+1 {{can only be realized with sign = true and rounding = "round"}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 1 : i64, rounding = #relay.quantize_rounding<floor>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
