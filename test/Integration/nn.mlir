// Neural-network operators, executed and compared with NumPy (Inputs/nn.py):
// convolutions (1-D, 2-D, 3-D, transposed; strides, padding, dilation, groups,
// NHWC/HWIO, 8-bit data into i32), dense, matmul and batch_matmul, bias_add,
// batch/layer/instance/group norm, softmax, pooling with TVM's ceil_mode and
// divisor rules, adaptive pooling, upsampling, depth/space and dropout.
//
// Matrix products and convolutions read multiples of 1/4, which float32 adds
// and multiplies exactly in any order, so they are checked at the default
// tolerance (rtol 1e-5, atol 1e-6) like everything else here. Each relay-run
// compiles the whole module, so there is one entry function per family.
// RUN: rm -rf %t && %python %S/Inputs/reference.py nn %t
// RUN: relay-run %s --entry convolution --input %t/convolution.in0.npy \
// RUN:   --input %t/convolution.in1.npy --input %t/convolution.in2.npy \
// RUN:   --input %t/convolution.in3.npy --input %t/convolution.in4.npy \
// RUN:   --input %t/convolution.in5.npy --input %t/convolution.in6.npy \
// RUN:   --input %t/convolution.in7.npy --input %t/convolution.in8.npy \
// RUN:   --input %t/convolution.in9.npy --input %t/convolution.in10.npy \
// RUN:   --input %t/convolution.in11.npy --input %t/convolution.in12.npy \
// RUN:   --input %t/convolution.in13.npy --input %t/convolution.in14.npy \
// RUN:   --input %t/convolution.in15.npy --input %t/convolution.in16.npy \
// RUN:   --input %t/convolution.in17.npy --input %t/convolution.in18.npy \
// RUN:   --input %t/convolution.in19.npy --input %t/convolution.in20.npy \
// RUN:   --input %t/convolution.in21.npy --input %t/convolution.in22.npy \
// RUN:   --input %t/convolution.in23.npy --input %t/convolution.in24.npy \
// RUN:   --input %t/convolution.in25.npy --input %t/convolution.in26.npy \
// RUN:   --input %t/convolution.in27.npy --input %t/convolution.in28.npy \
// RUN:   --input %t/convolution.in29.npy --input %t/convolution.in30.npy \
// RUN:   --input %t/convolution.in31.npy --input %t/convolution.in32.npy \
// RUN:   --input %t/convolution.in33.npy --input %t/convolution.in34.npy \
// RUN:   --input %t/convolution.in35.npy --input %t/convolution.in36.npy \
// RUN:   --compare %t/convolution.out0.npy --compare %t/convolution.out1.npy \
// RUN:   --compare %t/convolution.out2.npy --compare %t/convolution.out3.npy \
// RUN:   --compare %t/convolution.out4.npy --compare %t/convolution.out5.npy \
// RUN:   --compare %t/convolution.out6.npy --compare %t/convolution.out7.npy \
// RUN:   --compare %t/convolution.out8.npy --compare %t/convolution.out9.npy \
// RUN:   --compare %t/convolution.out10.npy --compare %t/convolution.out11.npy \
// RUN:   --compare %t/convolution.out12.npy --compare %t/convolution.out13.npy \
// RUN:   --compare %t/convolution.out14.npy --compare %t/convolution.out15.npy \
// RUN:   --compare %t/convolution.out16.npy --compare %t/convolution.out17.npy \
// RUN:   --compare %t/convolution.out18.npy --compare %t/convolution.out19.npy \
// RUN:   --compare %t/convolution.out20.npy | FileCheck %s --check-prefix=CONV
// RUN: relay-run %s --entry matmul --input %t/matmul.in0.npy --input %t/matmul.in1.npy \
// RUN:   --input %t/matmul.in2.npy --input %t/matmul.in3.npy --input %t/matmul.in4.npy \
// RUN:   --input %t/matmul.in5.npy --input %t/matmul.in6.npy --input %t/matmul.in7.npy \
// RUN:   --input %t/matmul.in8.npy --input %t/matmul.in9.npy --input %t/matmul.in10.npy \
// RUN:   --input %t/matmul.in11.npy --input %t/matmul.in12.npy --input %t/matmul.in13.npy \
// RUN:   --input %t/matmul.in14.npy --input %t/matmul.in15.npy --input %t/matmul.in16.npy \
// RUN:   --input %t/matmul.in17.npy --input %t/matmul.in18.npy --input %t/matmul.in19.npy \
// RUN:   --input %t/matmul.in20.npy --input %t/matmul.in21.npy --compare %t/matmul.out0.npy \
// RUN:   --compare %t/matmul.out1.npy --compare %t/matmul.out2.npy \
// RUN:   --compare %t/matmul.out3.npy --compare %t/matmul.out4.npy \
// RUN:   --compare %t/matmul.out5.npy --compare %t/matmul.out6.npy \
// RUN:   --compare %t/matmul.out7.npy --compare %t/matmul.out8.npy \
// RUN:   --compare %t/matmul.out9.npy --compare %t/matmul.out10.npy \
// RUN:   --compare %t/matmul.out11.npy --compare %t/matmul.out12.npy \
// RUN:   --compare %t/matmul.out13.npy --compare %t/matmul.out14.npy \
// RUN:   --compare %t/matmul.out15.npy --compare %t/matmul.out16.npy \
// RUN:   | FileCheck %s --check-prefix=MATMUL
// RUN: relay-run %s --entry normalization --input %t/normalization.in0.npy \
// RUN:   --input %t/normalization.in1.npy --input %t/normalization.in2.npy \
// RUN:   --input %t/normalization.in3.npy --input %t/normalization.in4.npy \
// RUN:   --input %t/normalization.in5.npy --input %t/normalization.in6.npy \
// RUN:   --input %t/normalization.in7.npy --input %t/normalization.in8.npy \
// RUN:   --input %t/normalization.in9.npy --input %t/normalization.in10.npy \
// RUN:   --input %t/normalization.in11.npy --input %t/normalization.in12.npy \
// RUN:   --input %t/normalization.in13.npy --input %t/normalization.in14.npy \
// RUN:   --input %t/normalization.in15.npy --input %t/normalization.in16.npy \
// RUN:   --input %t/normalization.in17.npy --input %t/normalization.in18.npy \
// RUN:   --input %t/normalization.in19.npy --input %t/normalization.in20.npy \
// RUN:   --input %t/normalization.in21.npy --compare %t/normalization.out0.npy \
// RUN:   --compare %t/normalization.out1.npy --compare %t/normalization.out2.npy \
// RUN:   --compare %t/normalization.out3.npy --compare %t/normalization.out4.npy \
// RUN:   --compare %t/normalization.out5.npy --compare %t/normalization.out6.npy \
// RUN:   --compare %t/normalization.out7.npy --compare %t/normalization.out8.npy \
// RUN:   --compare %t/normalization.out9.npy --compare %t/normalization.out10.npy \
// RUN:   --compare %t/normalization.out11.npy --compare %t/normalization.out12.npy \
// RUN:   --compare %t/normalization.out13.npy --compare %t/normalization.out14.npy \
// RUN:   --compare %t/normalization.out15.npy --compare %t/normalization.out16.npy \
// RUN:   --compare %t/normalization.out17.npy | FileCheck %s --check-prefix=NORM
// RUN: relay-run %s --entry pooling --input %t/pooling.in0.npy --input %t/pooling.in1.npy \
// RUN:   --input %t/pooling.in2.npy --input %t/pooling.in3.npy --input %t/pooling.in4.npy \
// RUN:   --input %t/pooling.in5.npy --compare %t/pooling.out0.npy \
// RUN:   --compare %t/pooling.out1.npy --compare %t/pooling.out2.npy \
// RUN:   --compare %t/pooling.out3.npy --compare %t/pooling.out4.npy \
// RUN:   --compare %t/pooling.out5.npy --compare %t/pooling.out6.npy \
// RUN:   --compare %t/pooling.out7.npy --compare %t/pooling.out8.npy \
// RUN:   --compare %t/pooling.out9.npy --compare %t/pooling.out10.npy \
// RUN:   --compare %t/pooling.out11.npy --compare %t/pooling.out12.npy \
// RUN:   --compare %t/pooling.out13.npy --compare %t/pooling.out14.npy \
// RUN:   --compare %t/pooling.out15.npy --compare %t/pooling.out16.npy \
// RUN:   --compare %t/pooling.out17.npy --compare %t/pooling.out18.npy \
// RUN:   --compare %t/pooling.out19.npy --compare %t/pooling.out20.npy \
// RUN:   --compare %t/pooling.out21.npy --compare %t/pooling.out22.npy \
// RUN:   --compare %t/pooling.out23.npy --compare %t/pooling.out24.npy \
// RUN:   --compare %t/pooling.out25.npy | FileCheck %s --check-prefix=POOL
// RUN: relay-run %s --entry resampling --input %t/resampling.in0.npy \
// RUN:   --input %t/resampling.in1.npy --input %t/resampling.in2.npy \
// RUN:   --input %t/resampling.in3.npy --input %t/resampling.in4.npy \
// RUN:   --input %t/resampling.in5.npy --input %t/resampling.in6.npy \
// RUN:   --input %t/resampling.in7.npy --compare %t/resampling.out0.npy \
// RUN:   --compare %t/resampling.out1.npy --compare %t/resampling.out2.npy \
// RUN:   --compare %t/resampling.out3.npy --compare %t/resampling.out4.npy \
// RUN:   --compare %t/resampling.out5.npy --compare %t/resampling.out6.npy \
// RUN:   --compare %t/resampling.out7.npy --compare %t/resampling.out8.npy \
// RUN:   --compare %t/resampling.out9.npy --compare %t/resampling.out10.npy \
// RUN:   --compare %t/resampling.out11.npy --compare %t/resampling.out12.npy \
// RUN:   --compare %t/resampling.out13.npy --compare %t/resampling.out14.npy \
// RUN:   --compare %t/resampling.out15.npy | FileCheck %s --check-prefix=RESAMPLE

// CONV-COUNT-21: elements within tolerance
// MATMUL-COUNT-17: elements within tolerance
// NORM-COUNT-18: elements within tolerance
// POOL-COUNT-26: elements within tolerance
// RESAMPLE-COUNT-16: elements within tolerance

func.func @convolution(%x: tensor<2x3x7x8xf32>, %w: tensor<4x3x3x3xf32>, %xg: tensor<1x4x8x9xf32>,
    %wg: tensor<6x2x3x3xf32>, %xd: tensor<2x4x7x7xf32>, %wd: tensor<4x1x3x3xf32>,
    %wm: tensor<8x1x3x3xf32>, %xh: tensor<2x7x6x3xf32>, %wh: tensor<3x2x3x4xf32>,
    %xi: tensor<?x5x5x3xi8>, %wi: tensor<3x3x3x4xi8>, %xu: tensor<1x2x4x4xui8>,
    %wu: tensor<3x2x2x2xi8>, %a: tensor<2x3x11xf32>, %wa: tensor<4x3x3xf32>, %b: tensor<2x4x10xf32>,
    %wb: tensor<6x2x3xf32>, %c: tensor<1x4x9xf32>, %wc: tensor<4x1x3xf32>,
    %d: tensor<1x2x5x6x5xf32>, %wd1: tensor<3x2x3x2x3xf32>, %e: tensor<1x4x5x5x5xf32>,
    %we: tensor<6x2x3x3x3xf32>, %at: tensor<1x4x5x5xf32>, %wat: tensor<4x3x3x3xf32>,
    %bt: tensor<2x3x4x5xf32>, %wbt: tensor<3x2x3x2xf32>, %ct: tensor<1x2x4x3xf32>,
    %wct: tensor<2x3x3x2xf32>, %dt: tensor<1x3x4x4xf32>, %wdt: tensor<3x1x3x3xf32>,
    %x_dyn: tensor<?x3x?x?xf32>, %w_dyn: tensor<4x3x3x3xf32>, %xg_dyn: tensor<?x4x?x?xf32>,
    %wg_dyn: tensor<6x2x3x3xf32>, %xt: tensor<1x4x?x?xf32>, %wt: tensor<4x3x3x3xf32>)
    -> (tensor<2x4x5x6xf32>, tensor<2x4x2x9xf32>, tensor<1x6x7x4xf32>, tensor<2x4x4x3xf32>,
        tensor<2x8x7x7xf32>, tensor<2x4x5x4xf32>, tensor<2x4x7x7xf32>, tensor<?x5x5x4xi32>,
        tensor<1x3x3x3xi32>, tensor<2x4x5xf32>, tensor<2x6x10xf32>, tensor<1x4x4xf32>,
        tensor<1x3x5x3x2xf32>, tensor<1x6x2x3x5xf32>, tensor<1x6x10x10xf32>, tensor<2x2x6x6xf32>,
        tensor<1x3x11x6xf32>, tensor<1x3x7x7xf32>, tensor<?x4x?x?xf32>, tensor<?x6x?x?xf32>,
        tensor<1x6x?x?xf32>) {
  %0 = relay.nn.conv2d %x, %w {channels = 4 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<2x3x7x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x5x6xf32>
  // Padding is (top, left, bottom, right).
  %1 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 1>, padding = array<i64: 1, 2, 0, 1>, dilation = array<i64: 2, 1>}
      : (tensor<2x3x7x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x2x9xf32>
  %2 = relay.nn.conv2d %xg, %wg {strides = array<i64: 1, 2>, padding = array<i64: 1, 1, 2, 0>, dilation = array<i64: 2, 1>, groups = 2 : i64}
      : (tensor<1x4x8x9xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x7x4xf32>
  // Depthwise: groups == channels, then with a channel multiplier of 2.
  %3 = relay.nn.conv2d %xd, %wd {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilation = array<i64: 1, 2>, groups = 4 : i64}
      : (tensor<2x4x7x7xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x4x3xf32>
  %4 = relay.nn.conv2d %xd, %wm {padding = array<i64: 1, 1, 1, 1>, groups = 4 : i64}
      : (tensor<2x4x7x7xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x7x7xf32>
  %5 = relay.nn.conv2d %xh, %wh {strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 1, 1>, dilation = array<i64: 1, 2>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>}
      : (tensor<2x7x6x3xf32>, tensor<3x2x3x4xf32>) -> tensor<2x4x5x4xf32>
  // NHWC data, an NCHW result.
  %6 = relay.nn.conv2d %xh, %wh {padding = array<i64: 1, 1, 1, 1>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>, out_layout = #relay.layout<NCHW>}
      : (tensor<2x7x6x3xf32>, tensor<3x2x3x4xf32>) -> tensor<2x4x7x7xf32>
  // 8-bit data accumulated in i32 (out_dtype), signed and unsigned data.
  %7 = relay.nn.conv2d %xi, %wi {padding = array<i64: 1, 1, 1, 1>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>, out_dtype = i32}
      : (tensor<?x5x5x3xi8>, tensor<3x3x3x4xi8>) -> tensor<?x5x5x4xi32>
  %8 = relay.nn.conv2d %xu, %wu {out_dtype = i32}
      : (tensor<1x2x4x4xui8>, tensor<3x2x2x2xi8>) -> tensor<1x3x3x3xi32>
  // Padding: all the "before" values, then all the "after" values.
  %9 = relay.nn.conv1d %a, %wa {strides = array<i64: 2>, padding = array<i64: 1, 2>, dilation = array<i64: 2>}
      : (tensor<2x3x11xf32>, tensor<4x3x3xf32>) -> tensor<2x4x5xf32>
  %10 = relay.nn.conv1d %b, %wb {padding = array<i64: 1, 1>, groups = 2 : i64}
      : (tensor<2x4x10xf32>, tensor<6x2x3xf32>) -> tensor<2x6x10xf32>
  %11 = relay.nn.conv1d %c, %wc {padding = array<i64: 0, 1>, dilation = array<i64: 3>, groups = 4 : i64}
      : (tensor<1x4x9xf32>, tensor<4x1x3xf32>) -> tensor<1x4x4xf32>
  %12 = relay.nn.conv3d %d, %wd1 {strides = array<i64: 1, 2, 1>, padding = array<i64: 1, 0, 1, 1, 1, 0>, dilation = array<i64: 1, 1, 2>}
      : (tensor<1x2x5x6x5xf32>, tensor<3x2x3x2x3xf32>) -> tensor<1x3x5x3x2xf32>
  %13 = relay.nn.conv3d %e, %we {strides = array<i64: 2, 1, 1>, padding = array<i64: 1, 1, 1, 0, 1, 1>, dilation = array<i64: 1, 2, 1>, groups = 2 : i64}
      : (tensor<1x4x5x5x5xf32>, tensor<6x2x3x3x3xf32>) -> tensor<1x6x2x3x5xf32>
  // IOHW weights; with groups the output has groups * weight.shape[1] channels.
  %14 = relay.nn.conv2d_transpose %at, %wat {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64}
      : (tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x6x10x10xf32>
  %15 = relay.nn.conv2d_transpose %bt, %wbt : (tensor<2x3x4x5xf32>, tensor<3x2x3x2xf32>) -> tensor<2x2x6x6xf32>
  %16 = relay.nn.conv2d_transpose %ct, %wct {strides = array<i64: 3, 2>, padding = array<i64: 2, 0, 1, 1>, output_padding = array<i64: 2, 1>}
      : (tensor<1x2x4x3xf32>, tensor<2x3x3x2xf32>) -> tensor<1x3x11x6xf32>
  %17 = relay.nn.conv2d_transpose %dt, %wdt {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 3 : i64}
      : (tensor<1x3x4x4xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x7x7xf32>
  %18 = relay.nn.conv2d %x_dyn, %w_dyn {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 1>}
      : (tensor<?x3x?x?xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x?x?xf32>
  %19 = relay.nn.conv2d %xg_dyn, %wg_dyn {dilation = array<i64: 2, 1>, groups = 2 : i64}
      : (tensor<?x4x?x?xf32>, tensor<6x2x3x3xf32>) -> tensor<?x6x?x?xf32>
  %20 = relay.nn.conv2d_transpose %xt, %wt {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 0>, groups = 2 : i64}
      : (tensor<1x4x?x?xf32>, tensor<4x3x3x3xf32>) -> tensor<1x6x?x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19,
      %20
      : tensor<2x4x5x6xf32>, tensor<2x4x2x9xf32>, tensor<1x6x7x4xf32>, tensor<2x4x4x3xf32>,
        tensor<2x8x7x7xf32>, tensor<2x4x5x4xf32>, tensor<2x4x7x7xf32>, tensor<?x5x5x4xi32>,
        tensor<1x3x3x3xi32>, tensor<2x4x5xf32>, tensor<2x6x10xf32>, tensor<1x4x4xf32>,
        tensor<1x3x5x3x2xf32>, tensor<1x6x2x3x5xf32>, tensor<1x6x10x10xf32>, tensor<2x2x6x6xf32>,
        tensor<1x3x11x6xf32>, tensor<1x3x7x7xf32>, tensor<?x4x?x?xf32>, tensor<?x6x?x?xf32>,
        tensor<1x6x?x?xf32>
}

func.func @matmul(%x: tensor<3x4xf32>, %w: tensor<5x4xf32>, %x3: tensor<2x3x4xf32>,
    %xd: tensor<?x4xf32>, %xi: tensor<2x4xi8>, %wi: tensor<3x4xi8>, %a: tensor<3x4xf32>,
    %b: tensor<4x5xf32>, %at: tensor<4x3xf32>, %bt: tensor<5x4xf32>, %x_b: tensor<3x2x4xf32>,
    %y: tensor<3x4x5xf32>, %x1: tensor<1x2x4xf32>, %yt: tensor<3x5x4xf32>, %xt: tensor<3x4x2xf32>,
    %y1: tensor<1x4x5xf32>, %xd_b: tensor<?x?x2xf32>, %yd: tensor<?x2x5xf32>,
    %x_bias: tensor<2x3x4xf32>, %b3: tensor<3xf32>, %b4: tensor<4xf32>, %h: tensor<2x2x3x4xf32>)
    -> (tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<?x5xf32>, tensor<2x3xi32>, tensor<3x5xf32>,
        tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2x5xf32>, tensor<3x2x5xf32>,
        tensor<3x2x5xf32>, tensor<3x2x5xf32>, tensor<?x?x5xf32>, tensor<2x3x4xf32>,
        tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<?x3x?xf32>) {
  %0 = relay.nn.dense %x, %w : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
  %1 = relay.nn.dense %x3, %w : (tensor<2x3x4xf32>, tensor<5x4xf32>) -> tensor<2x3x5xf32>
  %2 = relay.nn.dense %xd, %w {units = 5 : i64} : (tensor<?x4xf32>, tensor<5x4xf32>) -> tensor<?x5xf32>
  %3 = relay.nn.dense %xi, %wi {out_dtype = i32} : (tensor<2x4xi8>, tensor<3x4xi8>) -> tensor<2x3xi32>
  %4 = relay.nn.matmul %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %5 = relay.nn.matmul %at, %b {transpose_a = true} : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %6 = relay.nn.matmul %a, %bt {transpose_b = true} : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
  %7 = relay.nn.matmul %at, %bt {transpose_a = true, transpose_b = true} : (tensor<4x3xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
  %8 = relay.nn.batch_matmul %x_b, %y : (tensor<3x2x4xf32>, tensor<3x4x5xf32>) -> tensor<3x2x5xf32>
  %9 = relay.nn.batch_matmul %x1, %yt {transpose_b = true} : (tensor<1x2x4xf32>, tensor<3x5x4xf32>) -> tensor<3x2x5xf32>
  %10 = relay.nn.batch_matmul %xt, %y1 {transpose_a = true} : (tensor<3x4x2xf32>, tensor<1x4x5xf32>) -> tensor<3x2x5xf32>
  %11 = relay.nn.batch_matmul %xt, %yt {transpose_a = true, transpose_b = true} : (tensor<3x4x2xf32>, tensor<3x5x4xf32>) -> tensor<3x2x5xf32>
  %12 = relay.nn.batch_matmul %xd_b, %yd : (tensor<?x?x2xf32>, tensor<?x2x5xf32>) -> tensor<?x?x5xf32>
  %13 = relay.nn.bias_add %x_bias, %b3 : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %14 = relay.nn.bias_add %x_bias, %b4 {axis = -1 : i64} : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %15 = relay.nn.bias_add %h, %b4 {axis = 3 : i64} : (tensor<2x2x3x4xf32>, tensor<4xf32>) -> tensor<2x2x3x4xf32>
  %xd_bias = tensor.cast %x_bias : tensor<2x3x4xf32> to tensor<?x3x?xf32>
  %16 = relay.nn.bias_add %xd_bias, %b3 : (tensor<?x3x?xf32>, tensor<3xf32>) -> tensor<?x3x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16
      : tensor<3x5xf32>, tensor<2x3x5xf32>, tensor<?x5xf32>, tensor<2x3xi32>, tensor<3x5xf32>,
        tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2x5xf32>, tensor<3x2x5xf32>,
        tensor<3x2x5xf32>, tensor<3x2x5xf32>, tensor<?x?x5xf32>, tensor<2x3x4xf32>,
        tensor<2x3x4xf32>, tensor<2x2x3x4xf32>, tensor<?x3x?xf32>
}

func.func @normalization(%x: tensor<2x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>,
    %y: tensor<2x3x4xf32>, %g4: tensor<4xf32>, %b4: tensor<4xf32>, %m4: tensor<4xf32>,
    %v4: tensor<4xf32>, %x_n: tensor<2x3x5xf32>, %g5: tensor<5xf32>, %b5: tensor<5xf32>,
    %g3: tensor<3xf32>, %b3: tensor<3xf32>, %i: tensor<2x3x4x5xf32>, %ih: tensor<2x4x5x3xf32>,
    %gx: tensor<2x6x3x4xf32>, %g6: tensor<6xf32>, %b6: tensor<6xf32>, %gl: tensor<2x4x6xf32>,
    %x_s: tensor<3x5xf32>, %y_s: tensor<2x4x3xf32>, %x_d: tensor<2x3xf32>)
    -> (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>,
        tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x4x5xf32>,
        tensor<2x4x5x3xf32>, tensor<2x6x3x4xf32>, tensor<2x4x6xf32>, tensor<3x5xf32>,
        tensor<2x4x3xf32>, tensor<3x5xf32>, tensor<2x4x3xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
  // The first batch_norm normalises with statistics computed from the batch
  // (its mean and variance results are then computed values, not arguments).
  %mean = relay.mean %x {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4x5xf32>) -> tensor<3xf32>
  %mk = relay.mean %x {axis = array<i64: 1>, exclude = true, keepdims = true} : (tensor<2x3x4x5xf32>) -> tensor<1x3x1x1xf32>
  %var = relay.variance %x, %mk {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) -> tensor<3xf32>
  %bn = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var
      : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      -> tuple<tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>>
  %0 = relay.tuple_get_item %bn[0] : tuple<tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<2x3x4x5xf32>
  %1 = relay.tuple_get_item %bn[1] : tuple<tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<3xf32>
  %2 = relay.tuple_get_item %bn[2] : tuple<tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<3xf32>
  %bn3 = relay.nn.batch_norm %y, %g4, %b4, %m4, %v4 {axis = -1 : i64, epsilon = 0.1 : f64, center = false, scale = false}
      : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      -> tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>>
  %3 = relay.tuple_get_item %bn3[0] : tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<2x3x4xf32>
  %bn4 = relay.nn.batch_norm %y, %g4, %b4, %m4, %v4 {axis = 2 : i64}
      : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      -> tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>>
  %4 = relay.tuple_get_item %bn4[0] : tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<2x3x4xf32>
  %5 = relay.nn.layer_norm %x_n, %g5, %b5 : (tensor<2x3x5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x5xf32>
  %6 = relay.nn.layer_norm %x_n, %g3, %b3 {axis = 1 : i64, epsilon = 0.01 : f64} : (tensor<2x3x5xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x5xf32>
  %7 = relay.nn.layer_norm %x_n, %g5, %b5 {center = false, scale = false} : (tensor<2x3x5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<2x3x5xf32>
  // instance_norm reduces every axis but the batch and `axis`.
  %8 = relay.nn.instance_norm %i, %g3, %b3 : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
  %9 = relay.nn.instance_norm %ih, %g3, %b3 {axis = 3 : i64} : (tensor<2x4x5x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
  // group_norm reduces each group of channels and every axis after them.
  %10 = relay.nn.group_norm %gx, %g6, %b6 {num_groups = 2 : i64} : (tensor<2x6x3x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x3x4xf32>
  %11 = relay.nn.group_norm %gl, %g6, %b6 {num_groups = 3 : i64, axis = -1 : i64} : (tensor<2x4x6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x4x6xf32>
  // Inputs of magnitude up to ~100: exp overflows unless the maximum is
  // subtracted first.
  %12 = relay.nn.softmax %x_s : (tensor<3x5xf32>) -> tensor<3x5xf32>
  %13 = relay.nn.softmax %y_s {axis = 1 : i64} : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %14 = relay.nn.log_softmax %x_s {axis = 0 : i64} : (tensor<3x5xf32>) -> tensor<3x5xf32>
  %15 = relay.nn.log_softmax %y_s : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %xd = tensor.cast %x_s : tensor<3x5xf32> to tensor<?x?xf32>
  %16 = relay.nn.softmax %xd : (tensor<?x?xf32>) -> tensor<?x?xf32>
  // Inference dropout passes its data through (TVM's SimplifyInference), here
  // a computed value rather than an argument; the mask has no defined value
  // at inference and is not checked.
  %r = relay.nn.relu %x_d : tensor<2x3xf32>
  %d = relay.nn.dropout %r {rate = 0.3 : f64} : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<2x3xf32>>
  %17 = relay.tuple_get_item %d[0] : tuple<tensor<2x3xf32>, tensor<2x3xf32>> -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17
      : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>,
        tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x5xf32>, tensor<2x3x4x5xf32>,
        tensor<2x4x5x3xf32>, tensor<2x6x3x4xf32>, tensor<2x4x6xf32>, tensor<3x5xf32>,
        tensor<2x4x3xf32>, tensor<3x5xf32>, tensor<2x4x3xf32>, tensor<?x?xf32>, tensor<2x3xf32>
}

func.func @pooling(%x: tensor<1x2x7x8xf32>, %xd: tensor<2x2x9x8xf32>, %h: tensor<1x7x7x3xf32>,
    %u: tensor<1x2x5x5xui8>, %i: tensor<1x2x5x5xi32>, %x_g: tensor<2x3x4x5xf32>)
    -> (tensor<1x2x3x4xf32>, tensor<1x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<1x4x4x3xf32>,
        tensor<1x2x3x3xui8>, tensor<1x2x5x5xi32>, tensor<1x2x3x4xf32>, tensor<1x2x4x4xf32>,
        tensor<1x2x4x4xf32>, tensor<1x2x4x5xf32>, tensor<1x2x4x5xf32>, tensor<2x2x4x5xf32>,
        tensor<2x2x4x5xf32>, tensor<1x6x4x3xf32>, tensor<1x2x4x4xi32>, tensor<1x2x4x4xi32>,
        tensor<2x3x1x1xf32>, tensor<2x3x1x1xf32>, tensor<2x1x1x5xf32>, tensor<?x3x1x1xf32>,
        tensor<?x3x1x1xf32>, tensor<2x3x3x3xf32>, tensor<2x3x3x2xf32>, tensor<2x2x3x5xf32>,
        tensor<2x3x6x7xf32>, tensor<?x3x3x3xf32>) {
  // TVM's pooling: ceil_mode pads stride - 1 more at the end and does not clamp
  // the last window into the input; avg_pool divides by the window's elements
  // inside the input, or inside input + padding with count_include_pad.
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x7x8xf32>) -> tensor<1x2x3x4xf32>
  %1 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 0>, ceil_mode = true} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x4xf32>
  %2 = relay.nn.max_pool2d %xd {pool_size = array<i64: 2, 3>, strides = array<i64: 3, 2>, dilation = array<i64: 2, 2>, padding = array<i64: 0, 1, 2, 1>, ceil_mode = true} : (tensor<2x2x9x8xf32>) -> tensor<2x2x4x4xf32>
  %3 = relay.nn.max_pool2d %h {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true, layout = #relay.layout<NHWC>} : (tensor<1x7x7x3xf32>) -> tensor<1x4x4x3xf32>
  %4 = relay.nn.max_pool2d %u {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, ceil_mode = true} : (tensor<1x2x5x5xui8>) -> tensor<1x2x3x3xui8>
  %5 = relay.nn.max_pool2d %i {pool_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xi32>) -> tensor<1x2x5x5xi32>
  %6 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x7x8xf32>) -> tensor<1x2x3x4xf32>
  %7 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x4xf32>
  %8 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x4xf32>
  %9 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 2>, ceil_mode = true} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x5xf32>
  %10 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 2>, ceil_mode = true, count_include_pad = true} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x5xf32>
  %11 = relay.nn.avg_pool2d %xd {pool_size = array<i64: 3, 2>, strides = array<i64: 3, 2>, dilation = array<i64: 2, 3>, padding = array<i64: 2, 1, 1, 2>, ceil_mode = true} : (tensor<2x2x9x8xf32>) -> tensor<2x2x4x5xf32>
  %12 = relay.nn.avg_pool2d %xd {pool_size = array<i64: 3, 2>, strides = array<i64: 3, 2>, dilation = array<i64: 2, 3>, padding = array<i64: 2, 1, 1, 2>, ceil_mode = true, count_include_pad = true} : (tensor<2x2x9x8xf32>) -> tensor<2x2x4x5xf32>
  %13 = relay.nn.avg_pool2d %h {pool_size = array<i64: 3, 2>, strides = array<i64: 1, 2>, padding = array<i64: 1, 1, 0, 1>, layout = #relay.layout<NHWC>, count_include_pad = true} : (tensor<1x7x7x3xf32>) -> tensor<1x6x4x3xf32>
  // The last window row and column lie in the padding only.
  %14 = relay.nn.avg_pool2d %i {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true} : (tensor<1x2x5x5xi32>) -> tensor<1x2x4x4xi32>
  %15 = relay.nn.max_pool2d %i {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true} : (tensor<1x2x5x5xi32>) -> tensor<1x2x4x4xi32>
  %16 = relay.nn.global_avg_pool2d %x_g : (tensor<2x3x4x5xf32>) -> tensor<2x3x1x1xf32>
  %17 = relay.nn.global_max_pool2d %x_g : (tensor<2x3x4x5xf32>) -> tensor<2x3x1x1xf32>
  %18 = relay.nn.global_avg_pool2d %x_g {layout = #relay.layout<NHWC>} : (tensor<2x3x4x5xf32>) -> tensor<2x1x1x5xf32>
  %xd_g = tensor.cast %x_g : tensor<2x3x4x5xf32> to tensor<?x3x?x?xf32>
  %xn = tensor.cast %x_g : tensor<2x3x4x5xf32> to tensor<?x3x4x5xf32>
  %19 = relay.nn.global_avg_pool2d %xd_g : (tensor<?x3x?x?xf32>) -> tensor<?x3x1x1xf32>
  %20 = relay.nn.global_max_pool2d %xd_g : (tensor<?x3x?x?xf32>) -> tensor<?x3x1x1xf32>
  // Uneven windows: [floor(i * in / out), ceil((i + 1) * in / out)).
  %21 = relay.nn.adaptive_avg_pool2d %x_g {output_size = array<i64: 3>} : (tensor<2x3x4x5xf32>) -> tensor<2x3x3x3xf32>
  %22 = relay.nn.adaptive_avg_pool2d %x_g {output_size = array<i64: 3, 2>} : (tensor<2x3x4x5xf32>) -> tensor<2x3x3x2xf32>
  %23 = relay.nn.adaptive_avg_pool2d %x_g {output_size = array<i64: 2, 3>, layout = #relay.layout<NHWC>} : (tensor<2x3x4x5xf32>) -> tensor<2x2x3x5xf32>
  %24 = relay.nn.adaptive_avg_pool2d %x_g {output_size = array<i64: 6, 7>} : (tensor<2x3x4x5xf32>) -> tensor<2x3x6x7xf32>
  // Dynamic spatial extents are not lowered yet ("dynamic spatial extents").
  %25 = relay.nn.adaptive_avg_pool2d %xn {output_size = array<i64: 3, 3>} : (tensor<?x3x4x5xf32>) -> tensor<?x3x3x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19,
      %20, %21, %22, %23, %24, %25
      : tensor<1x2x3x4xf32>, tensor<1x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<1x4x4x3xf32>,
        tensor<1x2x3x3xui8>, tensor<1x2x5x5xi32>, tensor<1x2x3x4xf32>, tensor<1x2x4x4xf32>,
        tensor<1x2x4x4xf32>, tensor<1x2x4x5xf32>, tensor<1x2x4x5xf32>, tensor<2x2x4x5xf32>,
        tensor<2x2x4x5xf32>, tensor<1x6x4x3xf32>, tensor<1x2x4x4xi32>, tensor<1x2x4x4xi32>,
        tensor<2x3x1x1xf32>, tensor<2x3x1x1xf32>, tensor<2x1x1x5xf32>, tensor<?x3x1x1xf32>,
        tensor<?x3x1x1xf32>, tensor<2x3x3x3xf32>, tensor<2x3x3x2xf32>, tensor<2x2x3x5xf32>,
        tensor<2x3x6x7xf32>, tensor<?x3x3x3xf32>
}

func.func @resampling(%x: tensor<1x2x3x4xf32>, %y: tensor<1x2x4x3xf32>, %z: tensor<1x1x6x5xf32>,
    %h: tensor<1x3x4x2xf32>, %x_s: tensor<2x8x2x3xf32>, %h_s: tensor<1x2x3x8xf32>,
    %s: tensor<2x3x4x6xf32>, %sh: tensor<1x3x6x2xf32>)
    -> (tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x6xf32>, tensor<1x1x3x4xf32>,
        tensor<1x2x6x6xf32>, tensor<1x2x6x10xf32>, tensor<1x2x8x6xf32>, tensor<1x2x6x6xf32>,
        tensor<1x6x4x2xf32>, tensor<1x2x?x?xf32>, tensor<2x2x4x6xf32>, tensor<2x2x4x6xf32>,
        tensor<1x4x6x2xf32>, tensor<2x12x2x3xf32>, tensor<1x1x2x18xf32>, tensor<?x2x?x?xf32>) {
  // The output extent is round(in * scale).
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32>
  %1 = relay.nn.upsampling %y {scale_h = 1.5 : f64, scale_w = 2.5 : f64} : (tensor<1x2x4x3xf32>) -> tensor<1x2x6x8xf32>
  %2 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 1.5 : f64, align_corners = true} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x6xf32>
  %3 = relay.nn.upsampling %z {scale_h = 0.5 : f64, scale_w = 0.8 : f64} : (tensor<1x1x6x5xf32>) -> tensor<1x1x3x4xf32>
  %4 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 1.5 : f64, method = #relay.upsampling_method<bilinear>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x6xf32>
  %5 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.5 : f64, method = #relay.upsampling_method<bilinear>, align_corners = true} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x10xf32>
  %6 = relay.nn.upsampling %y {scale_h = 2.0 : f64, scale_w = 2.0 : f64, method = #relay.upsampling_method<bicubic>} : (tensor<1x2x4x3xf32>) -> tensor<1x2x8x6xf32>
  %7 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 1.5 : f64, method = #relay.upsampling_method<bicubic>, align_corners = true} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x6xf32>
  %8 = relay.nn.upsampling %h {scale_h = 2.0 : f64, scale_w = 1.0 : f64, method = #relay.upsampling_method<bilinear>, layout = #relay.layout<NHWC>} : (tensor<1x3x4x2xf32>) -> tensor<1x6x4x2xf32>
  %xd = tensor.cast %x : tensor<1x2x3x4xf32> to tensor<1x2x?x?xf32>
  %9 = relay.nn.upsampling %xd {scale_h = 2.0 : f64, scale_w = 2.0 : f64, method = #relay.upsampling_method<bilinear>} : (tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32>
  %10 = relay.nn.depth_to_space %x_s {block_size = 2 : i64} : (tensor<2x8x2x3xf32>) -> tensor<2x2x4x6xf32>
  %11 = relay.nn.depth_to_space %x_s {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<2x8x2x3xf32>) -> tensor<2x2x4x6xf32>
  %12 = relay.nn.depth_to_space %h_s {block_size = 2 : i64, layout = #relay.layout<NHWC>} : (tensor<1x2x3x8xf32>) -> tensor<1x4x6x2xf32>
  %13 = relay.nn.space_to_depth %s {block_size = 2 : i64} : (tensor<2x3x4x6xf32>) -> tensor<2x12x2x3xf32>
  %14 = relay.nn.space_to_depth %sh {block_size = 3 : i64, layout = #relay.layout<NHWC>} : (tensor<1x3x6x2xf32>) -> tensor<1x1x2x18xf32>
  %xd_s = tensor.cast %x_s : tensor<2x8x2x3xf32> to tensor<?x8x?x?xf32>
  %15 = relay.nn.depth_to_space %xd_s {block_size = 2 : i64} : (tensor<?x8x?x?xf32>) -> tensor<?x2x?x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
      : tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x6xf32>, tensor<1x1x3x4xf32>,
        tensor<1x2x6x6xf32>, tensor<1x2x6x10xf32>, tensor<1x2x8x6xf32>, tensor<1x2x6x6xf32>,
        tensor<1x6x4x2xf32>, tensor<1x2x?x?xf32>, tensor<2x2x4x6xf32>, tensor<2x2x4x6xf32>,
        tensor<1x4x6x2xf32>, tensor<2x12x2x3xf32>, tensor<1x1x2x18xf32>, tensor<?x2x?x?xf32>
}
