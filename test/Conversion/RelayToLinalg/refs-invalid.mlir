// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file -verify-diagnostics

// References are not lowered (yet): the conversion stops with an error at
// the first one instead of leaving a relay op behind.
func.func @ref(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'relay.ref_create' that was explicitly marked illegal}}
  %r = relay.ref_create %x : tensor<f32> -> !relay.ref<tensor<f32>>
  %v = relay.ref_read %r : !relay.ref<tensor<f32>> -> tensor<f32>
  return %v : tensor<f32>
}
