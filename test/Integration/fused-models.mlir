// The MLP and the ResNet basic block of models.mlir after -relay-fuse-ops,
// run with the fused code generation (opt-level 1: one tiled loop nest per
// primitive function) and without it (opt-level 0: one loop nest per linalg
// op), against the NumPy references of Inputs/models.py and against the
// unfused module.
// RUN: rm -rf %t && %python %S/Inputs/reference.py models %t
// RUN: relay-opt %S/models.mlir -relay-fuse-ops -o %t/fused.mlir
// RUN: FileCheck %s --check-prefix=FUSED --input-file %t/fused.mlir

// The groups: TVM's for these models (batch_norm is opaque, as in TVM
// before SimplifyInference).
// FUSED-DAG: func.func private @fused_nn_dense_nn_bias_add_nn_relu({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_nn_dense_nn_bias_add({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_nn_softmax({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_nn_conv2d({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_nn_batch_norm({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_nn_relu({{.*}} attributes {relay.primitive}
// FUSED-DAG: func.func private @fused_add_nn_relu({{.*}} attributes {relay.primitive}

// The unfused module at opt-level 0 gives the reference of the fused runs
// (to fp32 rounding: fused code contracts multiplies and adds into FMAs).
// RUN: relay-run %S/models.mlir --opt-level 0 --entry mlp \
// RUN:   --input %t/mlp.in0.npy --input %t/mlp.in1.npy --input %t/mlp.in2.npy \
// RUN:   --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.out0.npy --output %t/mlp.unfused.npy \
// RUN:   | FileCheck %s --check-prefix=MLP
// RUN: relay-run %t/fused.mlir --opt-level 0 --entry mlp \
// RUN:   --input %t/mlp.in0.npy --input %t/mlp.in1.npy --input %t/mlp.in2.npy \
// RUN:   --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.out0.npy | FileCheck %s --check-prefix=MLP
// RUN: relay-run %t/fused.mlir --opt-level 1 --entry mlp \
// RUN:   --input %t/mlp.in0.npy --input %t/mlp.in1.npy --input %t/mlp.in2.npy \
// RUN:   --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.out0.npy | FileCheck %s --check-prefix=MLP
// RUN: relay-run %t/fused.mlir --opt-level 1 --entry mlp \
// RUN:   --input %t/mlp.in0.npy --input %t/mlp.in1.npy --input %t/mlp.in2.npy \
// RUN:   --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --compare %t/mlp.unfused.npy --rtol 1e-6 --atol 1e-7 \
// RUN:   | FileCheck %s --check-prefix=MLP

// RUN: relay-run %S/models.mlir --opt-level 0 --entry resnet_block \
// RUN:   --input %t/resnet_block.in0.npy --input %t/resnet_block.in1.npy \
// RUN:   --input %t/resnet_block.in2.npy --input %t/resnet_block.in3.npy \
// RUN:   --input %t/resnet_block.in4.npy --input %t/resnet_block.in5.npy \
// RUN:   --input %t/resnet_block.in6.npy --input %t/resnet_block.in7.npy \
// RUN:   --input %t/resnet_block.in8.npy --input %t/resnet_block.in9.npy \
// RUN:   --input %t/resnet_block.in10.npy --output %t/resnet_block.unfused.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %t/fused.mlir --opt-level 0 --entry resnet_block \
// RUN:   --input %t/resnet_block.in0.npy --input %t/resnet_block.in1.npy \
// RUN:   --input %t/resnet_block.in2.npy --input %t/resnet_block.in3.npy \
// RUN:   --input %t/resnet_block.in4.npy --input %t/resnet_block.in5.npy \
// RUN:   --input %t/resnet_block.in6.npy --input %t/resnet_block.in7.npy \
// RUN:   --input %t/resnet_block.in8.npy --input %t/resnet_block.in9.npy \
// RUN:   --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %t/fused.mlir --opt-level 1 --entry resnet_block \
// RUN:   --input %t/resnet_block.in0.npy --input %t/resnet_block.in1.npy \
// RUN:   --input %t/resnet_block.in2.npy --input %t/resnet_block.in3.npy \
// RUN:   --input %t/resnet_block.in4.npy --input %t/resnet_block.in5.npy \
// RUN:   --input %t/resnet_block.in6.npy --input %t/resnet_block.in7.npy \
// RUN:   --input %t/resnet_block.in8.npy --input %t/resnet_block.in9.npy \
// RUN:   --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %t/fused.mlir --opt-level 1 --entry resnet_block \
// RUN:   --input %t/resnet_block.in0.npy --input %t/resnet_block.in1.npy \
// RUN:   --input %t/resnet_block.in2.npy --input %t/resnet_block.in3.npy \
// RUN:   --input %t/resnet_block.in4.npy --input %t/resnet_block.in5.npy \
// RUN:   --input %t/resnet_block.in6.npy --input %t/resnet_block.in7.npy \
// RUN:   --input %t/resnet_block.in8.npy --input %t/resnet_block.in9.npy \
// RUN:   --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.unfused.npy --rtol 1e-5 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=RESNET

// MLP: result 0: {{.*}} all 80 elements within tolerance
// RESNET: result 0: {{.*}} all 200704 elements within tolerance

// @tiling: groups whose tiles take the other paths of -relay-tile-primitives
// (contraction blocks shrunk to divisors, batch_matmul, softmax and
// layer_norm rows, a transpose, strided NHWC and depthwise convolutions),
// fused and tiled at opt-level 1, compared with opt-level 0.
// RUN: %python %S/Inputs/reference.py fused %t
// RUN: relay-opt %s -relay-fuse-ops -relay-to-linalg -relay-decompose-aggregates -linalg-fuse-elementwise-ops \
// RUN:   -relay-tile-primitives | FileCheck %s --check-prefix=TILED
// RUN: relay-run %s --opt-level 0 --entry tiling \
// RUN:   --input %t/tiling.in0.npy --input %t/tiling.in1.npy --input %t/tiling.in2.npy \
// RUN:   --input %t/tiling.in3.npy --input %t/tiling.in4.npy --input %t/tiling.in5.npy \
// RUN:   --input %t/tiling.in6.npy --input %t/tiling.in7.npy --input %t/tiling.in8.npy \
// RUN:   --input %t/tiling.in9.npy --input %t/tiling.in10.npy --input %t/tiling.in11.npy \
// RUN:   --input %t/tiling.in12.npy --input %t/tiling.in13.npy \
// RUN:   --output %t/tiling.0.npy --output %t/tiling.1.npy --output %t/tiling.2.npy \
// RUN:   --output %t/tiling.3.npy --output %t/tiling.4.npy --output %t/tiling.5.npy \
// RUN:   --output %t/tiling.6.npy --output %t/tiling.7.npy --output %t/tiling.8.npy
// RUN: relay-run %s --opt-level 1 --entry tiling \
// RUN:   --input %t/tiling.in0.npy --input %t/tiling.in1.npy --input %t/tiling.in2.npy \
// RUN:   --input %t/tiling.in3.npy --input %t/tiling.in4.npy --input %t/tiling.in5.npy \
// RUN:   --input %t/tiling.in6.npy --input %t/tiling.in7.npy --input %t/tiling.in8.npy \
// RUN:   --input %t/tiling.in9.npy --input %t/tiling.in10.npy --input %t/tiling.in11.npy \
// RUN:   --input %t/tiling.in12.npy --input %t/tiling.in13.npy \
// RUN:   --compare %t/tiling.0.npy --compare %t/tiling.1.npy --compare %t/tiling.2.npy \
// RUN:   --compare %t/tiling.3.npy --compare %t/tiling.4.npy --compare %t/tiling.5.npy \
// RUN:   --compare %t/tiling.6.npy --compare %t/tiling.7.npy --compare %t/tiling.8.npy \
// RUN:   --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=TILING

// TILED-LABEL: func.func private @fused_nn_dense_nn_bias_add_tanh(
// TILED:         scf.for {{.*}} step %c32
// TILED:           scf.for {{.*}} step %c25
// TILED-LABEL: func.func private @fused_nn_batch_matmul_sigmoid(
// TILED:         scf.for {{.*}} step %c1
// TILED:           scf.for {{.*}} step %c32
// TILED:             scf.for {{.*}} step %c20
// TILED-LABEL: func.func private @fused_nn_softmax(
// TILED:         scf.for {{.*}} step %c16
// TILED-LABEL: func.func private @fused_nn_layer_norm(
// TILED:         scf.for {{.*}} step %c16
// TILED-LABEL: func.func private @fused_transpose_negative(
// TILED:         scf.for {{.*}} step %c4
// TILED-LABEL: func.func private @fused_nn_conv2d_nn_relu(
// TILED:         scf.for {{.*}} step %c1
// TILED-LABEL: func.func private @fused_nn_conv2d_clip(
// TILED:         scf.for {{.*}} step %c1
// TILED:           scf.for {{.*}} step %c1

// TILING: result 0: {{.*}} all 6400 elements within tolerance
// TILING: result 1: {{.*}} all 10240 elements within tolerance
// TILING: result 2: {{.*}} all 65536 elements within tolerance
// TILING: result 3: {{.*}} all 65536 elements within tolerance
// TILING: result 4: {{.*}} all 64 elements within tolerance
// TILING: result 5: {{.*}} all 32768 elements within tolerance
// TILING: result 6: {{.*}} all 1800 elements within tolerance
// TILING: result 7: {{.*}} all 3600 elements within tolerance
// TILING: result 8: {{.*}} all 65536 elements within tolerance

func.func @tiling(%a: tensor<64x100xf32>, %wa: tensor<100x100xf32>, %ba: tensor<100xf32>,
                  %bm: tensor<4x64x48xf32>, %bn: tensor<4x40x48xf32>,
                  %s: tensor<64x1024xf32>, %g: tensor<1024xf32>, %be: tensor<1024xf32>,
                  %c: tensor<1024x64xf32>, %t: tensor<8x32x128xf32>,
                  %h: tensor<1x30x30x16xf32>, %wh: tensor<3x3x16x8xf32>,
                  %dw: tensor<1x16x30x30xf32>, %wdw: tensor<16x1x3x3xf32>)
    -> (tensor<64x100xf32>, tensor<4x64x40xf32>, tensor<64x1024xf32>, tensor<64x1024xf32>,
        tensor<64xf32>, tensor<8x128x32xf32>, tensor<1x15x15x8xf32>, tensor<1x16x15x15xf32>,
        tensor<64x1024xf32>) {
  %0 = relay.nn.dense %a, %wa : (tensor<64x100xf32>, tensor<100x100xf32>) -> tensor<64x100xf32>
  %1 = relay.nn.bias_add %0, %ba : (tensor<64x100xf32>, tensor<100xf32>) -> tensor<64x100xf32>
  %2 = relay.tanh %1 : tensor<64x100xf32>
  %3 = relay.nn.batch_matmul %bm, %bn {transpose_b = true}
      : (tensor<4x64x48xf32>, tensor<4x40x48xf32>) -> tensor<4x64x40xf32>
  %4 = relay.sigmoid %3 : tensor<4x64x40xf32>
  %5 = relay.exp %s : tensor<64x1024xf32>
  %6 = relay.nn.softmax %5 : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %7 = relay.nn.layer_norm %s, %g, %be : (tensor<64x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<64x1024xf32>
  %8 = relay.abs %c : tensor<1024x64xf32>
  %9 = relay.mean %8 {axis = array<i64: 0>} : (tensor<1024x64xf32>) -> tensor<64xf32>
  %10 = relay.transpose %t {axes = array<i64: 0, 2, 1>} : (tensor<8x32x128xf32>) -> tensor<8x128x32xf32>
  %11 = relay.negative %10 : tensor<8x128x32xf32>
  %12 = relay.nn.conv2d %h, %wh {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, channels = 8 : i64,
                                 kernel_size = array<i64: 3, 3>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>}
      : (tensor<1x30x30x16xf32>, tensor<3x3x16x8xf32>) -> tensor<1x15x15x8xf32>
  %13 = relay.nn.relu %12 : tensor<1x15x15x8xf32>
  %14 = relay.nn.conv2d %dw, %wdw {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 16 : i64,
                                   channels = 16 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x30x30xf32>, tensor<16x1x3x3xf32>) -> tensor<1x16x15x15xf32>
  %15 = relay.clip %14 {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<1x16x15x15xf32>
  %16 = relay.nn.bias_add %s, %g : (tensor<64x1024xf32>, tensor<1024xf32>) -> tensor<64x1024xf32>
  %17 = relay.multiply %16, %7 : tensor<64x1024xf32>
  return %2, %4, %6, %7, %9, %11, %13, %15, %17
      : tensor<64x100xf32>, tensor<4x64x40xf32>, tensor<64x1024xf32>, tensor<64x1024xf32>,
        tensor<64xf32>, tensor<8x128x32xf32>, tensor<1x15x15x8xf32>, tensor<1x16x15x15xf32>,
        tensor<64x1024xf32>
}
