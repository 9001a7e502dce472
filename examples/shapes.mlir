// A dense layer whose intermediate results have unknown (`?`) extents.
func.func @main(%x: tensor<2x3xf32>, %w: tensor<4x3xf32>, %b: tensor<4xf32>)
    -> tensor<?x?xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<?x?xf32>, tensor<4xf32>) -> tensor<?x?xf32>
  %2 = relay.transpose %1 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
