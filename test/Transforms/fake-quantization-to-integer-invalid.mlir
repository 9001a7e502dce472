// RUN: relay-opt %s -split-input-file --relay-fake-quantization-to-integer="hard-fail=true" -verify-diagnostics

// TVM's test_fq_hard_fail: with hard_fail, a region that cannot be
// rewritten is an error instead of staying in float.

func.func @no_rule(%x: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  // expected-error @+1 {{fake-quantization-to-integer: no rewrite rule for 'relay.nn.log_softmax'}}
  %1 = relay.nn.log_softmax %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// -----

// The optional softmax rule is off by default.
func.func @optional_off(%x: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xi8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  // expected-error @+1 {{no rewrite rule for 'relay.nn.softmax'}}
  %1 = relay.nn.softmax %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// -----

// qnn.add needs a per-tensor output: a per-channel quantize after `add`
// cannot be rewritten (TVM's assertion in register_binary_qnn).
func.func @per_channel_output(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %os = relay.constant dense<[0.1, 0.2, 0.3]> : tensor<3xf32>
  %oz = relay.constant dense<0> : tensor<3xi32>
  %0 = relay.qnn.dequantize %a, %s, %z : (tensor<2x3xi8>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = relay.qnn.dequantize %b, %s, %z : (tensor<2x3xi8>, tensor<f32>, tensor<i32>) -> tensor<2x3xf32>
  // expected-error @+1 {{fake-quantization-to-integer: cannot rewrite 'relay.add': the output scale and zero point must be scalars}}
  %2 = relay.add %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = relay.qnn.quantize %2, %os, %oz : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xi32>) -> tensor<2x3xi8>
  return %3 : tensor<2x3xi8>
}

// -----

// qnn.softmax takes int8 only: a uint8 input fails its type relation.
func.func @softmax_uint8(%x: tensor<4xui8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %x, %s, %z : (tensor<4xui8>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  // expected-error @+1 {{no rewrite rule for 'relay.nn.softmax'}}
  %1 = relay.nn.softmax %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.qnn.quantize %1, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}
