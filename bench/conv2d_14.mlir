// The ResNet-18 3x3 convolution of layer 3 at 1x256x14x14 (256 -> 256
// channels, pad 1): output rows narrower than a 16-lane vector.
func.func @main(%x: tensor<1x256x14x14xf32> {relay.name = "x"},
                %w: tensor<256x256x3x3xf32> {relay.name = "w"}) -> tensor<1x256x14x14xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 256 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<1x256x14x14xf32>
  return %0 : tensor<1x256x14x14xf32>
}
