// Models with batch_norm, dropout and the layer/instance/group normalisations,
// run after -relay-simplify-inference and compared with NumPy
// (Inputs/simplify_inference.py); then the simplified ResNet-style block
// through -relay-fuse-ops, where each conv2d absorbs its batch_norm
// arithmetic and the relu.
// RUN: rm -rf %t && %python %S/Inputs/reference.py simplify_inference %t
// RUN: relay-opt %s -relay-simplify-inference -o %t/simplified.mlir
// RUN: FileCheck %s --check-prefix=SIMPLIFIED --input-file %t/simplified.mlir
// RUN: relay-run %t/simplified.mlir --entry conv_bn_relu \
// RUN:   --input %t/conv_bn_relu.in0.npy --input %t/conv_bn_relu.in1.npy \
// RUN:   --input %t/conv_bn_relu.in2.npy --input %t/conv_bn_relu.in3.npy \
// RUN:   --input %t/conv_bn_relu.in4.npy --input %t/conv_bn_relu.in5.npy \
// RUN:   --input %t/conv_bn_relu.in6.npy --input %t/conv_bn_relu.in7.npy \
// RUN:   --input %t/conv_bn_relu.in8.npy --input %t/conv_bn_relu.in9.npy \
// RUN:   --input %t/conv_bn_relu.in10.npy \
// RUN:   --compare %t/conv_bn_relu.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RUN: relay-run %t/simplified.mlir --entry layer_norm \
// RUN:   --input %t/layer_norm.in0.npy --input %t/layer_norm.in1.npy \
// RUN:   --input %t/layer_norm.in2.npy --input %t/layer_norm.in3.npy \
// RUN:   --input %t/layer_norm.in4.npy \
// RUN:   --compare %t/layer_norm.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=LAYERNORM
// RUN: relay-run %t/simplified.mlir --entry instance_group_norm \
// RUN:   --input %t/instance_group_norm.in0.npy --input %t/instance_group_norm.in1.npy \
// RUN:   --input %t/instance_group_norm.in2.npy --input %t/instance_group_norm.in3.npy \
// RUN:   --input %t/instance_group_norm.in4.npy \
// RUN:   --compare %t/instance_group_norm.out0.npy --rtol 1e-4 --atol 1e-4 \
// RUN:   | FileCheck %s --check-prefix=NORMS
// RUN: relay-opt %t/simplified.mlir -relay-fuse-ops | FileCheck %s --check-prefix=FUSED

// No training-style operator is left.
// SIMPLIFIED-NOT: relay.nn.batch_norm
// SIMPLIFIED-NOT: relay.nn.dropout
// SIMPLIFIED-NOT: relay.nn.layer_norm
// SIMPLIFIED-NOT: relay.nn.instance_norm
// SIMPLIFIED-NOT: relay.nn.group_norm

// Each conv2d takes its batch_norm's `* scale + shift` and the relu (the
// second one also the residual add) into its group; only the per-channel
// scale, shared by the multiply and the shift, is a group of its own.
// FUSED: func.func private @fused_add_sqrt_divide_multiply(
// FUSED: func.func private @fused_nn_conv2d_expand_dims_multiply_negative_multiply_add_expand_dims_add_nn_re_{{[0-9a-f]+}}_(
// FUSED-NEXT: %[[C1:.*]] = relay.nn.conv2d
// FUSED-NEXT: %[[S1:.*]] = relay.expand_dims
// FUSED-NEXT: %[[M1:.*]] = relay.multiply %[[C1]], %[[S1]]
// FUSED-NEXT: relay.negative
// FUSED-NEXT: relay.multiply
// FUSED-NEXT: relay.add
// FUSED-NEXT: %[[B1:.*]] = relay.expand_dims
// FUSED-NEXT: %[[A1:.*]] = relay.add %[[M1]], %[[B1]]
// FUSED-NEXT: %[[R1:.*]] = relay.nn.relu %[[A1]]
// FUSED-NEXT: return %[[R1]]
// FUSED: func.func private @fused_nn_conv2d_expand_dims_multiply_negative_multiply_add_expand_dims_add_add_n_{{[0-9a-f]+}}_(
// FUSED-NEXT: relay.nn.conv2d
// FUSED-COUNT-7: relay.
// FUSED-NEXT: %[[A2:.*]] = relay.add
// FUSED-NEXT: %[[R2:.*]] = relay.nn.relu %[[A2]]
// FUSED-NEXT: return %[[R2]]
// FUSED-LABEL: func.func @conv_bn_relu(
// FUSED-NEXT: call @fused_add_sqrt_divide_multiply(
// FUSED-NEXT: call @fused_nn_conv2d_
// FUSED-NEXT: call @fused_add_sqrt_divide_multiply_1(
// FUSED-NEXT: call @fused_nn_conv2d_
// FUSED-NEXT: return

// RESNET: result 0: {{.*}} all 3136 elements within tolerance
// LAYERNORM: result 0: {{.*}} all 512 elements within tolerance
// NORMS: result 0: {{.*}} all 400 elements within tolerance

func.func @conv_bn_relu(%x: tensor<1x16x14x14xf32>,
    %w1: tensor<16x16x3x3xf32>, %g1: tensor<16xf32>, %b1: tensor<16xf32>, %m1: tensor<16xf32>, %v1: tensor<16xf32>,
    %w2: tensor<16x16x3x3xf32>, %g2: tensor<16xf32>, %b2: tensor<16xf32>, %m2: tensor<16xf32>, %v2: tensor<16xf32>)
    -> tensor<1x16x14x14xf32> {
  %0 = relay.nn.conv2d %x, %w1 {padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x14x14xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x14x14xf32>
  %1 = relay.nn.batch_norm %0, %g1, %b1, %m1, %v1
      : (tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      -> tuple<tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>> -> tensor<1x16x14x14xf32>
  %3 = relay.nn.relu %2 : tensor<1x16x14x14xf32>
  %4 = relay.nn.conv2d %3, %w2 {padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x14x14xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x14x14xf32>
  %5 = relay.nn.batch_norm %4, %g2, %b2, %m2, %v2
      : (tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      -> tuple<tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>>
  %6 = relay.tuple_get_item %5[0] : tuple<tensor<1x16x14x14xf32>, tensor<16xf32>, tensor<16xf32>> -> tensor<1x16x14x14xf32>
  %7 = relay.add %6, %x : tensor<1x16x14x14xf32>
  %8 = relay.nn.relu %7 : tensor<1x16x14x14xf32>
  return %8 : tensor<1x16x14x14xf32>
}

func.func @layer_norm(%x: tensor<8x64xf32>, %w: tensor<64x64xf32>, %b: tensor<64xf32>,
                      %gamma: tensor<64xf32>, %beta: tensor<64xf32>) -> tensor<8x64xf32> {
  %0 = relay.nn.dense %x, %w {units = 64 : i64} : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<8x64xf32>, tensor<64xf32>) -> tensor<8x64xf32>
  %2 = relay.nn.layer_norm %1, %gamma, %beta
      : (tensor<8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<8x64xf32>
  %3 = relay.nn.dropout %2 {rate = 0.1 : f64} : (tensor<8x64xf32>) -> tuple<tensor<8x64xf32>, tensor<8x64xf32>>
  %4 = relay.tuple_get_item %3[0] : tuple<tensor<8x64xf32>, tensor<8x64xf32>> -> tensor<8x64xf32>
  return %4 : tensor<8x64xf32>
}

func.func @instance_group_norm(%x: tensor<2x8x5x5xf32>, %g1: tensor<8xf32>, %b1: tensor<8xf32>,
                               %g2: tensor<8xf32>, %b2: tensor<8xf32>) -> tensor<2x8x5x5xf32> {
  %0 = relay.nn.instance_norm %x, %g1, %b1
      : (tensor<2x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x5x5xf32>
  %1 = relay.nn.group_norm %0, %g2, %b2 {num_groups = 4 : i64}
      : (tensor<2x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x5x5xf32>
  return %1 : tensor<2x8x5x5xf32>
}
