// Constant folding and inlining with MLIR's own passes.
func.func private @scale(%x: tensor<3xf32>) -> tensor<3xf32> {
  %two = relay.constant dense<2.0> : tensor<f32>
  %0 = relay.multiply %x, %two : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = relay.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %0 = relay.nn.relu %c : tensor<3xf32>
  %1 = func.call @scale(%0) : (tensor<3xf32>) -> tensor<3xf32>
  %2 = relay.add %x, %1 : tensor<3xf32>
  return %2 : tensor<3xf32>
}
