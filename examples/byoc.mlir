// A small CNN for the BYOC chapter of the tutorial: two convolutions with
// their bias (an `add`, the form TVM's dnnl patterns match) and
// activation, a max pooling, and an operator oneDNN does not
// have (relay.negative) in between.
func.func @main(%x: tensor<1x3x8x8xf32> {relay.name = "x"}, %w1: tensor<4x3x3x3xf32> {relay.name = "w1"},
                %b1: tensor<1x4x1x1xf32> {relay.name = "b1"}, %w2: tensor<4x4x3x3xf32> {relay.name = "w2"}) -> tensor<1x4x2x2xf32> {
  %0 = relay.nn.conv2d %x, %w1 {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = relay.add %0, %b1 : (tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x6x6xf32>
  %3 = relay.negative %2 : tensor<1x4x6x6xf32>
  %4 = relay.nn.conv2d %3, %w2 {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x4x4xf32>
  %5 = relay.sigmoid %4 : tensor<1x4x4x4xf32>
  %6 = relay.nn.max_pool2d %5 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x2x2xf32>
  return %6 : tensor<1x4x2x2xf32>
}
