// The ResNet-18 3x3 convolution at 1x64x56x56 (64 -> 64 channels, pad 1).
func.func @main(%x: tensor<1x64x56x56xf32> {relay.name = "x"},
                %w: tensor<64x64x3x3xf32> {relay.name = "w"}) -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  return %0 : tensor<1x64x56x56xf32>
}
