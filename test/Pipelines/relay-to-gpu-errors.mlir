// What relay-to-gpu cannot lower yet is an error at the relay op, naming
// the op it became: no crash, no silent host fallback.
// RUN: relay-opt %s --split-input-file --verify-diagnostics --relay-to-gpu="format=isa"

func.func @main(%x: tensor<8x64xf32>) -> tensor<f32> {
  // expected-error @+1 {{relay-gpu-tile: 'linalg.reduce' has no parallel loop to map to GPU blocks and threads}}
  %0 = relay.sum %x : (tensor<8x64xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

