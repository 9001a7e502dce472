// conv2d + bias_add + relu at the ResNet-18 3x3 shape, 1x64x56x56 (64 -> 64
// channels, pad 1): one primitive function after -relay-fuse-ops.
func.func @main(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>, %b: tensor<64xf32>) -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x64x56x56xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %2 = relay.nn.relu %1 : tensor<1x64x56x56xf32>
  return %2 : tensor<1x64x56x56xf32>
}
