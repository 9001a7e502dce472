// A small CNN: conv-bias-relu, max pooling, conv-bias-relu, global average
// pooling, a dense layer and a softmax, on a 1x3x16x16 image.
//
//   relay-run examples/small_cnn.mlir --input x.npy --input w1.npy ... --print
//
// scripts/gpu-check.sh runs it on the CPU and on an NVIDIA GPU
// (--device=cuda) and compares the two.
func.func @main(%x: tensor<1x3x16x16xf32>, %w1: tensor<8x3x3x3xf32>,
                %b1: tensor<8xf32>, %w2: tensor<16x8x3x3xf32>,
                %b2: tensor<16xf32>, %w3: tensor<10x16xf32>,
                %b3: tensor<10xf32>) -> tensor<1x10xf32> {
  %0 = relay.nn.conv2d %x, %w1 {padding = array<i64: 1, 1, 1, 1>,
                                channels = 8, kernel_size = array<i64: 3, 3>}
      : (tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x16x16xf32>
  %1 = relay.nn.bias_add %0, %b1 : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<1x8x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x8x16x16xf32>
  %3 = relay.nn.max_pool2d %2 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<1x8x16x16xf32>) -> tensor<1x8x8x8xf32>
  %4 = relay.nn.conv2d %3, %w2 {padding = array<i64: 1, 1, 1, 1>,
                                channels = 16, kernel_size = array<i64: 3, 3>}
      : (tensor<1x8x8x8xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x8x8xf32>
  %5 = relay.nn.bias_add %4, %b2 : (tensor<1x16x8x8xf32>, tensor<16xf32>) -> tensor<1x16x8x8xf32>
  %6 = relay.nn.relu %5 : tensor<1x16x8x8xf32>
  %7 = relay.nn.global_avg_pool2d %6 : (tensor<1x16x8x8xf32>) -> tensor<1x16x1x1xf32>
  %8 = relay.nn.batch_flatten %7 : (tensor<1x16x1x1xf32>) -> tensor<1x16xf32>
  %9 = relay.nn.dense %8, %w3 {units = 10 : i64} : (tensor<1x16xf32>, tensor<10x16xf32>) -> tensor<1x10xf32>
  %10 = relay.nn.bias_add %9, %b3 : (tensor<1x10xf32>, tensor<10xf32>) -> tensor<1x10xf32>
  %11 = relay.nn.softmax %10 : (tensor<1x10xf32>) -> tensor<1x10xf32>
  return %11 : tensor<1x10xf32>
}
