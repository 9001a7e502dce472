// conv2d + bias + relu, then a sum: two fusion groups.
func.func @main(%x: tensor<1x8x16x16xf32>, %w: tensor<8x8x3x3xf32>,
                %b: tensor<8xf32>) -> tensor<1x8xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<1x8x16x16xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<1x8x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x8x16x16xf32>
  %3 = relay.exp %2 : tensor<1x8x16x16xf32>
  %4 = relay.sum %3 {axis = array<i64: 2, 3>} : (tensor<1x8x16x16xf32>) -> tensor<1x8xf32>
  return %4 : tensor<1x8xf32>
}
