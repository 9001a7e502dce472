// A two-layer perceptron (784-256-10) with a softmax, the weights as inputs.
//
//   relay-run examples/mlp.mlir --input x.npy --input w1.npy --input b1.npy \
//     --input w2.npy --input b2.npy --print
//
// lowers it with the relay-to-llvm pipeline, JIT-compiles it for this CPU and
// prints the class probabilities (scripts/example.sh makes the inputs).
func.func @main(%x: tensor<4x784xf32>, %w1: tensor<256x784xf32>, %b1: tensor<256xf32>,
                %w2: tensor<10x256xf32>, %b2: tensor<10xf32>) -> tensor<4x10xf32> {
  %0 = relay.nn.dense %x, %w1 {units = 256 : i64} : (tensor<4x784xf32>, tensor<256x784xf32>) -> tensor<4x256xf32>
  %1 = relay.nn.bias_add %0, %b1 : (tensor<4x256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
  %2 = relay.nn.relu %1 : tensor<4x256xf32>
  %3 = relay.nn.dense %2, %w2 {units = 10 : i64} : (tensor<4x256xf32>, tensor<10x256xf32>) -> tensor<4x10xf32>
  %4 = relay.nn.bias_add %3, %b2 : (tensor<4x10xf32>, tensor<10xf32>) -> tensor<4x10xf32>
  %5 = relay.nn.softmax %4 : (tensor<4x10xf32>) -> tensor<4x10xf32>
  return %5 : tensor<4x10xf32>
}
