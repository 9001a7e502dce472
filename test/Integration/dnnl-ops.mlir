// Every operator of the dnnl target, run through oneDNN by relay-run and
// compared with the NumPy references of Inputs/dnnl_ops.py: a grouped,
// strided, dilated, asymmetrically padded convolution with bias, sum and
// relu post-ops; constant weights (reordered once, reused by the second
// run of --benchmark 2); pooling with ceil_mode, padding, dilation and both
// averaging modes; element-wise and broadcasting binary operators;
// batch_norm without beta and its moving variance; softmax, log_softmax
// and concatenate; and a function for a compiler with no code generator,
// which runs as an ordinary function next to the dnnl ones.
// RUN: rm -rf %t && %python %S/Inputs/reference.py dnnl_ops %t
// RUN: relay-run %s --entry conv_sum --input %t/conv_sum.in0.npy --input %t/conv_sum.in1.npy \
// RUN:   --input %t/conv_sum.in2.npy --input %t/conv_sum.in3.npy \
// RUN:   --compare %t/conv_sum.out0.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %s --entry conv_const --input %t/conv_const.in0.npy --benchmark 2 \
// RUN:   --compare %t/conv_const.out0.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=CONST
// RUN: relay-run %s --entry pools --input %t/pools.in0.npy \
// RUN:   --compare %t/pools.out0.npy --compare %t/pools.out1.npy --compare %t/pools.out2.npy \
// RUN:   --compare %t/pools.out3.npy --compare %t/pools.out4.npy --rtol 1e-4 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=POOLS
// RUN: relay-run %s --entry eltwise --input %t/eltwise.in0.npy --input %t/eltwise.in1.npy \
// RUN:   --input %t/eltwise.in2.npy --input %t/eltwise.in3.npy \
// RUN:   --compare %t/eltwise.out0.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=ELTWISE
// RUN: relay-run %s --entry norms --input %t/norms.in0.npy --input %t/norms.in1.npy \
// RUN:   --input %t/norms.in2.npy --input %t/norms.in3.npy --input %t/norms.in4.npy \
// RUN:   --compare %t/norms.out0.npy --compare %t/norms.out1.npy --compare %t/norms.out2.npy \
// RUN:   --compare %t/norms.out3.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=NORMS

// CONV: result 0: {{.*}} all 216 elements within tolerance
// CONST: benchmark: 2 runs
// CONST: result 0: {{.*}} all 50 elements within tolerance
// POOLS: result 0: {{.*}} all 75 elements within tolerance
// POOLS: result 1: {{.*}} all 75 elements within tolerance
// POOLS: result 2: {{.*}} all 75 elements within tolerance
// POOLS: result 3: {{.*}} all 3 elements within tolerance
// POOLS: result 4: {{.*}} all 147 elements within tolerance
// ELTWISE: result 0: {{.*}} all 120 elements within tolerance
// NORMS: result 0: {{.*}} all 216 elements within tolerance
// NORMS: result 1: {{.*}} all 4 elements within tolerance
// NORMS: result 2: {{.*}} all 72 elements within tolerance
// NORMS: result 3: {{.*}} all 72 elements within tolerance

func.func private @conv_bias_sum_relu(%x: tensor<1x4x9x10xf32>, %w: tensor<6x2x3x3xf32>,
                                      %b: tensor<6x1x1xf32>, %s: tensor<1x6x4x9xf32>)
    -> tensor<1x6x4x9xf32> attributes {relay.composite = "dnnl.conv2d_bias_sum_relu"} {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 2, 1>,
                               dilation = array<i64: 2, 1>, groups = 2 : i64}
      : (tensor<1x4x9x10xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x4x9xf32>
  %1 = relay.add %0, %b : (tensor<1x6x4x9xf32>, tensor<6x1x1xf32>) -> tensor<1x6x4x9xf32>
  %2 = relay.add %s, %1 : tensor<1x6x4x9xf32>
  %3 = relay.nn.relu %2 : tensor<1x6x4x9xf32>
  return %3 : tensor<1x6x4x9xf32>
}

func.func private @dnnl_conv_sum(%x: tensor<1x4x9x10xf32>, %w: tensor<6x2x3x3xf32>,
                                 %b: tensor<6x1x1xf32>, %s: tensor<1x6x4x9xf32>) -> tensor<1x6x4x9xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_conv_sum"} {
  %0 = func.call @conv_bias_sum_relu(%x, %w, %b, %s)
      : (tensor<1x4x9x10xf32>, tensor<6x2x3x3xf32>, tensor<6x1x1xf32>, tensor<1x6x4x9xf32>) -> tensor<1x6x4x9xf32>
  return %0 : tensor<1x6x4x9xf32>
}

func.func @conv_sum(%x: tensor<1x4x9x10xf32>, %w: tensor<6x2x3x3xf32>,
                    %b: tensor<6x1x1xf32>, %s: tensor<1x6x4x9xf32>) -> tensor<1x6x4x9xf32> {
  %0 = func.call @dnnl_conv_sum(%x, %w, %b, %s)
      : (tensor<1x4x9x10xf32>, tensor<6x2x3x3xf32>, tensor<6x1x1xf32>, tensor<1x6x4x9xf32>) -> tensor<1x6x4x9xf32>
  return %0 : tensor<1x6x4x9xf32>
}

func.func private @conv_tanh(%x: tensor<1x2x5x5xf32>, %w: tensor<2x1x3x3xf32>) -> tensor<1x2x5x5xf32>
    attributes {relay.composite = "dnnl.conv2d_tanh"} {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, groups = 2 : i64}
      : (tensor<1x2x5x5xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x5x5xf32>
  %1 = relay.tanh %0 : tensor<1x2x5x5xf32>
  return %1 : tensor<1x2x5x5xf32>
}

func.func private @dnnl_conv_const(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_conv_const"} {
  %w = relay.constant dense<[[[[-1.0, -0.875, -0.75], [-0.625, -0.5, -0.375], [-0.25, -0.125, 0.0]]],
                             [[[0.125, 0.25, 0.375], [0.5, 0.625, 0.75], [0.875, 1.0, 1.125]]]]> : tensor<2x1x3x3xf32>
  %0 = func.call @conv_tanh(%x, %w) : (tensor<1x2x5x5xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x5x5xf32>
  return %0 : tensor<1x2x5x5xf32>
}

func.func @conv_const(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %0 = func.call @dnnl_conv_const(%x) : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  return %0 : tensor<1x2x5x5xf32>
}

// A region with several results.
func.func private @dnnl_pools(%x: tensor<1x3x9x9xf32>)
    -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x1x1xf32>, tensor<1x3x7x7xf32>)
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_pools"} {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>,
                               padding = array<i64: 1, 1, 1, 0>, ceil_mode = true}
      : (tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32>
  %1 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>,
                               padding = array<i64: 1, 0, 1, 2>, ceil_mode = true}
      : (tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32>
  %2 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>,
                               padding = array<i64: 1, 1, 1, 1>, count_include_pad = true}
      : (tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32>
  %3 = relay.nn.global_avg_pool2d %x : (tensor<1x3x9x9xf32>) -> tensor<1x3x1x1xf32>
  %4 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, dilation = array<i64: 2, 2>}
      : (tensor<1x3x9x9xf32>) -> tensor<1x3x7x7xf32>
  return %0, %1, %2, %3, %4 : tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x1x1xf32>, tensor<1x3x7x7xf32>
}

func.func @pools(%x: tensor<1x3x9x9xf32>)
    -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x1x1xf32>, tensor<1x3x7x7xf32>) {
  %0:5 = func.call @dnnl_pools(%x) : (tensor<1x3x9x9xf32>)
      -> (tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x1x1xf32>, tensor<1x3x7x7xf32>)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x5x5xf32>, tensor<1x3x1x1xf32>, tensor<1x3x7x7xf32>
}

func.func private @dnnl_eltwise(%x: tensor<2x3x4x5xf32>, %y: tensor<3x1x5xf32>, %z: tensor<2x3x4x5xf32>,
                                %bias: tensor<3xf32>) -> tensor<2x3x4x5xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_eltwise"} {
  %one = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.nn.leaky_relu %x {alpha = 0.1 : f64} : tensor<2x3x4x5xf32>
  %1 = relay.clip %0 {a_min = -0.5 : f64, a_max = 0.8 : f64} : tensor<2x3x4x5xf32>
  %2 = relay.subtract %1, %y : (tensor<2x3x4x5xf32>, tensor<3x1x5xf32>) -> tensor<2x3x4x5xf32>
  %3 = relay.multiply %y, %2 : (tensor<3x1x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  %4 = relay.maximum %3, %z : tensor<2x3x4x5xf32>
  %5 = relay.tanh %z : tensor<2x3x4x5xf32>
  %6 = relay.minimum %4, %5 : tensor<2x3x4x5xf32>
  %7 = relay.abs %z : tensor<2x3x4x5xf32>
  %8 = relay.add %7, %one : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x4x5xf32>
  %9 = relay.divide %6, %8 : tensor<2x3x4x5xf32>
  %10 = relay.sigmoid %9 : tensor<2x3x4x5xf32>
  %11 = relay.negative %10 : tensor<2x3x4x5xf32>
  %12 = relay.exp %11 : tensor<2x3x4x5xf32>
  %13 = relay.sqrt %12 : tensor<2x3x4x5xf32>
  %14 = relay.log %13 : tensor<2x3x4x5xf32>
  %15 = relay.nn.bias_add %14, %bias : (tensor<2x3x4x5xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
  return %15 : tensor<2x3x4x5xf32>
}

func.func @eltwise(%x: tensor<2x3x4x5xf32>, %y: tensor<3x1x5xf32>, %z: tensor<2x3x4x5xf32>,
                   %bias: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %0 = func.call @dnnl_eltwise(%x, %y, %z, %bias)
      : (tensor<2x3x4x5xf32>, tensor<3x1x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}

func.func private @dnnl_norms(%x: tensor<2x4x3x3xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>,
                              %m: tensor<4xf32>, %v: tensor<4xf32>)
    -> (tensor<2x12x3x3xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>)
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_norms"} {
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v {epsilon = 1.0e-03 : f64, center = false}
      : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      -> tuple<tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<2x4x3x3xf32>
  %2 = relay.tuple_get_item %0[2] : tuple<tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %3 = relay.nn.softmax %1 {axis = 1 : i64} : (tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  %4 = relay.concatenate %1, %x, %3 {axis = 1 : i64}
      : (tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<2x12x3x3xf32>
  %5 = relay.nn.log_softmax %x {axis = 0 : i64} : (tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  return %4, %2, %5 : tensor<2x12x3x3xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>
}

// No code generator handles "ccompiler" here: an ordinary function.
func.func private @ccompiler_0(%x: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    attributes {relay.compiler = "ccompiler", relay.global_symbol = "ccompiler_0"} {
  %0 = relay.add %x, %x : tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

func.func @norms(%x: tensor<2x4x3x3xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>,
                 %m: tensor<4xf32>, %v: tensor<4xf32>)
    -> (tensor<2x12x3x3xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>) {
  %0:3 = func.call @dnnl_norms(%x, %g, %b, %m, %v)
      : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      -> (tensor<2x12x3x3xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>)
  %1 = func.call @ccompiler_0(%x) : (tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  return %0#0, %0#1, %0#2, %1 : tensor<2x12x3x3xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>
}
