// nn.dense computes x * w^T: (2x3) * (3x4) is 2x4, not 2x3.
func.func @main(%x: tensor<2x3xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
