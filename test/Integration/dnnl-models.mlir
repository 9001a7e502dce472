// The models of models.mlir in the form the BYOC partitioner gives them:
// `relay.compiler = "dnnl"` functions calling composite functions, lowered
// to oneDNN runtime calls by relay-to-llvm and run by relay-run. Compared
// with the NumPy references of Inputs/models.py and, for the ResNet block,
// with the same model compiled by the pure MLIR path (models.mlir). oneDNN
// may sum a convolution in another order: rtol 1e-4.
// RUN: rm -rf %t && %python %S/Inputs/reference.py models %t
// RUN: relay-run %s --entry mlp --input %t/mlp.in0.npy --input %t/mlp.in1.npy \
// RUN:   --input %t/mlp.in2.npy --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.out0.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=MLP
// RUN: relay-run %s --entry resnet_block --input %t/resnet_block.in0.npy \
// RUN:   --input %t/resnet_block.in1.npy --input %t/resnet_block.in2.npy \
// RUN:   --input %t/resnet_block.in3.npy --input %t/resnet_block.in4.npy \
// RUN:   --input %t/resnet_block.in5.npy --input %t/resnet_block.in6.npy \
// RUN:   --input %t/resnet_block.in7.npy --input %t/resnet_block.in8.npy \
// RUN:   --input %t/resnet_block.in9.npy --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %S/models.mlir --entry resnet_block --input %t/resnet_block.in0.npy \
// RUN:   --input %t/resnet_block.in1.npy --input %t/resnet_block.in2.npy \
// RUN:   --input %t/resnet_block.in3.npy --input %t/resnet_block.in4.npy \
// RUN:   --input %t/resnet_block.in5.npy --input %t/resnet_block.in6.npy \
// RUN:   --input %t/resnet_block.in7.npy --input %t/resnet_block.in8.npy \
// RUN:   --input %t/resnet_block.in9.npy --input %t/resnet_block.in10.npy \
// RUN:   --output %t/resnet_block.mlir-path.npy
// RUN: relay-run %s --entry resnet_block --input %t/resnet_block.in0.npy \
// RUN:   --input %t/resnet_block.in1.npy --input %t/resnet_block.in2.npy \
// RUN:   --input %t/resnet_block.in3.npy --input %t/resnet_block.in4.npy \
// RUN:   --input %t/resnet_block.in5.npy --input %t/resnet_block.in6.npy \
// RUN:   --input %t/resnet_block.in7.npy --input %t/resnet_block.in8.npy \
// RUN:   --input %t/resnet_block.in9.npy --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.mlir-path.npy --rtol 1e-4 --atol 1e-4 --benchmark 3 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// The small CNN runs partly with oneDNN (convolution, pooling, dense) and
// partly as compiled MLIR (batch_flatten, and the bias of the classifier).
// RUN: relay-run %s --entry small_cnn --input %t/small_cnn.in0.npy --input %t/small_cnn.in1.npy \
// RUN:   --input %t/small_cnn.in2.npy --input %t/small_cnn.in3.npy --input %t/small_cnn.in4.npy \
// RUN:   --compare %t/small_cnn.out0.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=CNN
// RUN: relay-run %s --opt-level 0 --entry small_cnn --input %t/small_cnn.in0.npy --input %t/small_cnn.in1.npy \
// RUN:   --input %t/small_cnn.in2.npy --input %t/small_cnn.in3.npy --input %t/small_cnn.in4.npy \
// RUN:   --compare %t/small_cnn.out0.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=CNN
// RUN: relay-opt %s --relay-to-llvm | FileCheck %s --check-prefix=LOWERED

// MLP: result 0: {{.*}} all 80 elements within tolerance
// RESNET: result 0: {{.*}} all 200704 elements within tolerance
// CNN: result 0: {{.*}} all 20 elements within tolerance

// Every dnnl operation is a runtime call; the composite functions are gone.
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_dense
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_softmax
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_conv2d
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_batch_norm
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_binary
// LOWERED-DAG: llvm.call @_mlir_ciface_relay_dnnl_pool2d
// LOWERED-NOT: composite

//===----------------------------------------------------------------------===//
// An MLP, 784-256-10 with softmax, all of it in one dnnl function.
//===----------------------------------------------------------------------===//

func.func private @mlp_dense_bias_relu(%x: tensor<8x784xf32>, %w: tensor<256x784xf32>, %b: tensor<256xf32>)
    -> tensor<8x256xf32> attributes {relay.composite = "dnnl.dense_bias_relu"} {
  %0 = relay.nn.dense %x, %w {units = 256 : i64} : (tensor<8x784xf32>, tensor<256x784xf32>) -> tensor<8x256xf32>
  %1 = relay.nn.bias_add %0, %b {axis = -1 : i64} : (tensor<8x256xf32>, tensor<256xf32>) -> tensor<8x256xf32>
  %2 = relay.nn.relu %1 : tensor<8x256xf32>
  return %2 : tensor<8x256xf32>
}

func.func private @mlp_dense_bias(%x: tensor<8x256xf32>, %w: tensor<10x256xf32>, %b: tensor<10xf32>)
    -> tensor<8x10xf32> attributes {relay.composite = "dnnl.dense_bias"} {
  %0 = relay.nn.dense %x, %w {units = 10 : i64} : (tensor<8x256xf32>, tensor<10x256xf32>) -> tensor<8x10xf32>
  %1 = relay.add %0, %b : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  return %1 : tensor<8x10xf32>
}

func.func private @dnnl_0(%x: tensor<8x784xf32>, %w1: tensor<256x784xf32>, %b1: tensor<256xf32>,
                          %w2: tensor<10x256xf32>, %b2: tensor<10xf32>) -> tensor<8x10xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"} {
  %0 = func.call @mlp_dense_bias_relu(%x, %w1, %b1)
      : (tensor<8x784xf32>, tensor<256x784xf32>, tensor<256xf32>) -> tensor<8x256xf32>
  %1 = func.call @mlp_dense_bias(%0, %w2, %b2)
      : (tensor<8x256xf32>, tensor<10x256xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  %2 = relay.nn.softmax %1 : (tensor<8x10xf32>) -> tensor<8x10xf32>
  return %2 : tensor<8x10xf32>
}

func.func @mlp(%x: tensor<8x784xf32>, %w1: tensor<256x784xf32>, %b1: tensor<256xf32>,
               %w2: tensor<10x256xf32>, %b2: tensor<10xf32>) -> tensor<8x10xf32> {
  %0 = func.call @dnnl_0(%x, %w1, %b1, %w2, %b2)
      : (tensor<8x784xf32>, tensor<256x784xf32>, tensor<256xf32>, tensor<10x256xf32>, tensor<10xf32>)
      -> tensor<8x10xf32>
  return %0 : tensor<8x10xf32>
}

//===----------------------------------------------------------------------===//
// The ResNet basic block: conv-bn-relu-conv-bn-add-relu at 1x64x56x56. The
// first convolution is a composite, the second a plain operator; batch
// normalisation and the residual add are oneDNN primitives of their own.
//===----------------------------------------------------------------------===//

func.func private @resnet_conv(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>)
    -> tensor<1x64x56x56xf32> attributes {relay.composite = "dnnl.conv2d"} {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  return %0 : tensor<1x64x56x56xf32>
}

func.func private @dnnl_1(%x: tensor<1x64x56x56xf32>,
    %w1: tensor<64x64x3x3xf32>, %g1: tensor<64xf32>, %b1: tensor<64xf32>, %m1: tensor<64xf32>, %v1: tensor<64xf32>,
    %w2: tensor<64x64x3x3xf32>, %g2: tensor<64xf32>, %b2: tensor<64xf32>, %m2: tensor<64xf32>, %v2: tensor<64xf32>)
    -> tensor<1x64x56x56xf32> attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_1"} {
  %0 = func.call @resnet_conv(%x, %w1) : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
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

func.func @resnet_block(%x: tensor<1x64x56x56xf32>,
    %w1: tensor<64x64x3x3xf32>, %g1: tensor<64xf32>, %b1: tensor<64xf32>, %m1: tensor<64xf32>, %v1: tensor<64xf32>,
    %w2: tensor<64x64x3x3xf32>, %g2: tensor<64xf32>, %b2: tensor<64xf32>, %m2: tensor<64xf32>, %v2: tensor<64xf32>)
    -> tensor<1x64x56x56xf32> {
  %0 = func.call @dnnl_1(%x, %w1, %g1, %b1, %m1, %v1, %w2, %g2, %b2, %m2, %v2)
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>,
         tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      -> tensor<1x64x56x56xf32>
  return %0 : tensor<1x64x56x56xf32>
}

//===----------------------------------------------------------------------===//
// The small CNN, partly offloaded: conv+bias+relu and pooling in @dnnl_2, the
// flattening in @small_cnn itself, the classifier's product in @dnnl_3 and
// its bias after it, again in @small_cnn.
//===----------------------------------------------------------------------===//

func.func private @cnn_conv_bias_relu(%x: tensor<2x1x28x28xf32>, %w: tensor<8x1x3x3xf32>, %b: tensor<8xf32>)
    -> tensor<2x8x28x28xf32> attributes {relay.composite = "dnnl.conv2d_bias_relu"} {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 8 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<2x1x28x28xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x28x28xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<2x8x28x28xf32>, tensor<8xf32>) -> tensor<2x8x28x28xf32>
  %2 = relay.nn.relu %1 : tensor<2x8x28x28xf32>
  return %2 : tensor<2x8x28x28xf32>
}

func.func private @dnnl_2(%x: tensor<2x1x28x28xf32>, %w: tensor<8x1x3x3xf32>, %b: tensor<8xf32>)
    -> tensor<2x8x14x14xf32> attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_2"} {
  %0 = func.call @cnn_conv_bias_relu(%x, %w, %b)
      : (tensor<2x1x28x28xf32>, tensor<8x1x3x3xf32>, tensor<8xf32>) -> tensor<2x8x28x28xf32>
  %1 = relay.nn.max_pool2d %0 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<2x8x28x28xf32>) -> tensor<2x8x14x14xf32>
  return %1 : tensor<2x8x14x14xf32>
}

func.func private @dnnl_3(%x: tensor<2x1568xf32>, %w: tensor<10x1568xf32>) -> tensor<2x10xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_3"} {
  %0 = relay.nn.dense %x, %w : (tensor<2x1568xf32>, tensor<10x1568xf32>) -> tensor<2x10xf32>
  return %0 : tensor<2x10xf32>
}

func.func @small_cnn(%x: tensor<2x1x28x28xf32>, %w: tensor<8x1x3x3xf32>, %b: tensor<8xf32>,
                     %wd: tensor<10x1568xf32>, %bd: tensor<10xf32>) -> tensor<2x10xf32> {
  %0 = func.call @dnnl_2(%x, %w, %b)
      : (tensor<2x1x28x28xf32>, tensor<8x1x3x3xf32>, tensor<8xf32>) -> tensor<2x8x14x14xf32>
  %1 = relay.nn.batch_flatten %0 : (tensor<2x8x14x14xf32>) -> tensor<2x1568xf32>
  %2 = func.call @dnnl_3(%1, %wd) : (tensor<2x1568xf32>, tensor<10x1568xf32>) -> tensor<2x10xf32>
  %3 = relay.nn.bias_add %2, %bd : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
  return %3 : tensor<2x10xf32>
}
