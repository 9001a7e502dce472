// What relay-to-gpu cannot lower yet is an error at the relay op, naming
// the op it became: no crash, no silent host fallback.
// RUN: relay-opt %s --split-input-file --verify-diagnostics --relay-to-gpu="format=isa"

// An argmax of a whole tensor: a reduction to a scalar with two results
// (the maximum and its index), which the block reduction does not merge.
func.func @main(%x: tensor<8x64xf32>) -> tensor<i32> {
  // expected-error @+1 {{relay-gpu-tile: 'linalg.generic' has no parallel loop to map to GPU blocks and threads and is not an op with one result (a reduction to one scalar)}}
  %0 = relay.argmax %x : (tensor<8x64xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}
