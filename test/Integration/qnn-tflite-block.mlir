// A pre-quantized MobileNet-style block as TFLite models are imported into
// Relay: a uint8 image, int8 per-channel weights, qnn.conv2d with a
// per-channel requantize, a depthwise qnn.conv2d (groups = channels), and a
// residual qnn.add. Run end to end with relay-run (legalize, canonicalize,
// fuse, lower) and compared bit for bit with NumPy restating TVM's
// definitions (Inputs/qnn.py). The requantize input scales are the float32
// products input_scale * weight_scale, as the TFLite frontend writes them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/img.npy --input %t/w1.npy --input %t/w2.npy \
// RUN:   --compare %t/block_conv1.npy --compare %t/block.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s
// RUN: relay-run %s --opt-level=0 --input %t/img.npy --input %t/w1.npy --input %t/w2.npy \
// RUN:   --compare %t/block_conv1.npy --compare %t/block.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s

// CHECK: result 0: {{.*}}all 256 elements within tolerance
// CHECK: result 1: {{.*}}all 256 elements within tolerance

func.func @main(%img: tensor<1x3x8x8xui8>, %w1: tensor<4x3x3x3xi8>,
                %w2: tensor<4x1x3x3xi8>)
    -> (tensor<1x4x8x8xi8>, tensor<1x4x8x8xi8>) {
  %s_in = relay.constant dense<0.0078125> : tensor<f32>
  %z_in = relay.constant dense<128> : tensor<i32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %s_w1 = relay.constant dense<[0.011, 0.0093, 0.0205, 0.0047]> : tensor<4xf32>
  %s_acc1 = relay.constant dense<[8.59375e-05, 7.265625e-05, 1.6015625e-04, 3.671875e-05]> : tensor<4xf32>
  %s_a1 = relay.constant dense<0.047> : tensor<f32>
  %z_a1 = relay.constant dense<3> : tensor<i32>
  %s_w2 = relay.constant dense<[0.0201, 0.013, 0.0082, 0.031]> : tensor<4xf32>
  %s_acc2 = relay.constant dense<[9.446999e-04, 6.11e-04, 3.854e-04, 1.4569999e-03]> : tensor<4xf32>
  %s_a2 = relay.constant dense<0.061> : tensor<f32>
  %z_a2 = relay.constant dense<-4> : tensor<i32>
  %s_o = relay.constant dense<0.083> : tensor<f32>
  %z_o = relay.constant dense<2> : tensor<i32>
  %0 = relay.qnn.conv2d %img, %w1, %z_in, %z0, %s_in, %s_w1
      {channels = 4 : i64, kernel_size = array<i64: 3, 3>,
       padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x3x8x8xui8>, tensor<4x3x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<4xf32>) -> tensor<1x4x8x8xi32>
  %1 = relay.qnn.requantize %0, %s_acc1, %z0, %s_a1, %z_a1 {axis = 1 : i64}
      : (tensor<1x4x8x8xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>,
         tensor<i32>) -> tensor<1x4x8x8xi8>
  %2 = relay.qnn.conv2d %1, %w2, %z_a1, %z0, %s_a1, %s_w2
      {channels = 4 : i64, groups = 4 : i64, kernel_size = array<i64: 3, 3>,
       padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x4x8x8xi8>, tensor<4x1x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<4xf32>) -> tensor<1x4x8x8xi32>
  %3 = relay.qnn.requantize %2, %s_acc2, %z0, %s_a2, %z_a2 {axis = 1 : i64}
      : (tensor<1x4x8x8xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>,
         tensor<i32>) -> tensor<1x4x8x8xi8>
  %4 = relay.qnn.add %1, %3, %s_a1, %z_a1, %s_a2, %z_a2, %s_o, %z_o
      : (tensor<1x4x8x8xi8>, tensor<1x4x8x8xi8>, tensor<f32>, tensor<i32>,
         tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4x8x8xi8>
  return %1, %4 : tensor<1x4x8x8xi8>, tensor<1x4x8x8xi8>
}
