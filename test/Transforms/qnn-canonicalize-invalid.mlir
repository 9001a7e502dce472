// RUN: relay-opt %s -split-input-file -relay-qnn-canonicalize -verify-diagnostics

// TVM computes the fixed-point multipliers at compile time
// (GetScalarFromConstant): a scale that is not a constant cannot be
// canonicalized, and neither can a multiplier whose shifts would leave the
// 64-bit product.

func.func @requantize_dynamic_scale(%x: tensor<4xi32>, %s: tensor<f32>) -> tensor<4xi8> {
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{cannot canonicalize 'relay.qnn.requantize': its scales must be constants, the output scale non-zero and every requantization multiplier in [2^-32, 2^31)}}
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z : (tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @requantize_huge_multiplier(%x: tensor<4xi32>) -> tensor<4xi8> {
  %is = relay.constant dense<4294967296.0> : tensor<f32>
  %os = relay.constant dense<1.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{cannot canonicalize 'relay.qnn.requantize'}}
  %0 = relay.qnn.requantize %x, %is, %z, %os, %z : (tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @add_dynamic_scale(%a: tensor<4xi8>, %s: tensor<f32>) -> tensor<4xi8> {
  %c = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{cannot canonicalize 'relay.qnn.add'}}
  %0 = relay.qnn.add %a, %a, %s, %z, %c, %z, %c, %z : (tensor<4xi8>, tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// qnn.softmax computes round(1 / scale) at compile time (TVM checks the
// input scale is a constant there).
func.func @softmax_dynamic_scale(%x: tensor<4xi8>, %s: tensor<f32>) -> tensor<4xi8> {
  %z = relay.constant dense<0> : tensor<i32>
  // expected-error @+1 {{cannot canonicalize 'relay.qnn.softmax'}}
  %0 = relay.qnn.softmax %x, %s, %z, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
