// Three small models end to end, weights as inputs, compared with NumPy
// (Inputs/models.py): an MLP (784-256-10, softmax), a ResNet basic block
// (conv-bn-relu-conv-bn-add-relu at 1x64x56x56) and a small CNN
// (conv, pool, dense).
// RUN: rm -rf %t && %python %S/Inputs/reference.py models %t
// RUN: relay-run %s --entry mlp --input %t/mlp.in0.npy --input %t/mlp.in1.npy \
// RUN:   --input %t/mlp.in2.npy --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.out0.npy | FileCheck %s --check-prefix=MLP
// RUN: relay-run %s --entry resnet_block --input %t/resnet_block.in0.npy \
// RUN:   --input %t/resnet_block.in1.npy --input %t/resnet_block.in2.npy \
// RUN:   --input %t/resnet_block.in3.npy --input %t/resnet_block.in4.npy \
// RUN:   --input %t/resnet_block.in5.npy --input %t/resnet_block.in6.npy \
// RUN:   --input %t/resnet_block.in7.npy --input %t/resnet_block.in8.npy \
// RUN:   --input %t/resnet_block.in9.npy --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %s --entry small_cnn --input %t/small_cnn.in0.npy --input %t/small_cnn.in1.npy \
// RUN:   --input %t/small_cnn.in2.npy --input %t/small_cnn.in3.npy --input %t/small_cnn.in4.npy \
// RUN:   --compare %t/small_cnn.out0.npy --rtol 1e-4 --atol 1e-5

// MLP: result 0: {{.*}} all 80 elements within tolerance
// RESNET: result 0: {{.*}} all 200704 elements within tolerance

func.func @mlp(%x: tensor<8x784xf32>, %w1: tensor<256x784xf32>, %b1: tensor<256xf32>,
               %w2: tensor<10x256xf32>, %b2: tensor<10xf32>) -> tensor<8x10xf32> {
  %0 = relay.nn.dense %x, %w1 {units = 256 : i64} : (tensor<8x784xf32>, tensor<256x784xf32>) -> tensor<8x256xf32>
  %1 = relay.nn.bias_add %0, %b1 : (tensor<8x256xf32>, tensor<256xf32>) -> tensor<8x256xf32>
  %2 = relay.nn.relu %1 : tensor<8x256xf32>
  %3 = relay.nn.dense %2, %w2 {units = 10 : i64} : (tensor<8x256xf32>, tensor<10x256xf32>) -> tensor<8x10xf32>
  %4 = relay.nn.bias_add %3, %b2 : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  %5 = relay.nn.softmax %4 : (tensor<8x10xf32>) -> tensor<8x10xf32>
  return %5 : tensor<8x10xf32>
}

func.func @resnet_block(%x: tensor<1x64x56x56xf32>,
    %w1: tensor<64x64x3x3xf32>, %g1: tensor<64xf32>, %b1: tensor<64xf32>, %m1: tensor<64xf32>, %v1: tensor<64xf32>,
    %w2: tensor<64x64x3x3xf32>, %g2: tensor<64xf32>, %b2: tensor<64xf32>, %m2: tensor<64xf32>, %v2: tensor<64xf32>)
    -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.conv2d %x, %w1 {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %1 = relay.nn.batch_norm %0, %g1, %b1, %m1, %v1
      : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
  %3 = relay.nn.relu %2 : tensor<1x64x56x56xf32>
  %4 = relay.nn.conv2d %3, %w2 {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %5 = relay.nn.batch_norm %4, %g2, %b2, %m2, %v2
      : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
  %6 = relay.tuple_get_item %5[0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
  %7 = relay.add %6, %x : tensor<1x64x56x56xf32>
  %8 = relay.nn.relu %7 : tensor<1x64x56x56xf32>
  return %8 : tensor<1x64x56x56xf32>
}

func.func @small_cnn(%x: tensor<2x1x28x28xf32>, %w: tensor<8x1x3x3xf32>, %b: tensor<8xf32>,
                     %wd: tensor<10x1568xf32>, %bd: tensor<10xf32>) -> tensor<2x10xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 8 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<2x1x28x28xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x28x28xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<2x8x28x28xf32>, tensor<8xf32>) -> tensor<2x8x28x28xf32>
  %2 = relay.nn.relu %1 : tensor<2x8x28x28xf32>
  %3 = relay.nn.max_pool2d %2 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<2x8x28x28xf32>) -> tensor<2x8x14x14xf32>
  %4 = relay.nn.batch_flatten %3 : (tensor<2x8x14x14xf32>) -> tensor<2x1568xf32>
  %5 = relay.nn.dense %4, %wd : (tensor<2x1568xf32>, tensor<10x1568xf32>) -> tensor<2x10xf32>
  %6 = relay.nn.bias_add %5, %bd : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
  return %6 : tensor<2x10xf32>
}
