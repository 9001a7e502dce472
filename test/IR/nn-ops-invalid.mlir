// RUN: relay-opt %s -split-input-file -verify-diagnostics

// Type-relation errors of the neural-network operators. A relation error is
// followed by the verifier's "failed to infer returned types".

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

func.func @conv2d_channel_mismatch(%x: tensor<1x4x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error @+2 {{conv2d: input channels (4) must equal the weight's input channels (3) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w : (tensor<1x4x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// 32 input channels, but groups 4 x 16 weight input channels = 64.
func.func @conv2d_grouped_channel_mismatch(%x: tensor<1x32x8x8xf32>, %w: tensor<64x16x3x3xf32>) -> tensor<1x64x6x6xf32> {
  // expected-error @+2 {{conv2d: input channels (32) must equal the weight's input channels (16) times groups (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {groups = 4 : i64} : (tensor<1x32x8x8xf32>, tensor<64x16x3x3xf32>) -> tensor<1x64x6x6xf32>
  return %0 : tensor<1x64x6x6xf32>
}

// -----

// NHWC: the channel is the last data dimension, I the third of HWIO.
func.func @conv2d_nhwc_channel_mismatch(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error @+2 {{conv2d: input channels (3) must equal the weight's input channels (4) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>} : (tensor<1x8x8x3xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @conv2d_out_channels_not_divisible(%x: tensor<1x32x8x8xf32>, %w: tensor<30x8x3x3xf32>) -> tensor<1x30x6x6xf32> {
  // expected-error @+2 {{conv2d: output channels (30) must be divisible by groups (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {groups = 4 : i64} : (tensor<1x32x8x8xf32>, tensor<30x8x3x3xf32>) -> tensor<1x30x6x6xf32>
  return %0 : tensor<1x30x6x6xf32>
}

// -----

// Padding is stored normalised: (top, left, bottom, right) for 2-D.
func.func @conv2d_padding_not_normalised(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+2 {{padding must have 4 values (normalised), got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @conv1d_padding_length(%x: tensor<1x3x8xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x8xf32> {
  // expected-error @+2 {{padding must have 2 values (normalised), got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv1d %x, %w {padding = array<i64: 1>} : (tensor<1x3x8xf32>, tensor<4x3x3xf32>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}

// -----

func.func @conv2d_negative_padding(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{padding must be non-negative}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, -1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @conv2d_strides_length(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{strides and dilation must have 2 values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @conv2d_zero_dilation(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{strides and dilation must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {dilation = array<i64: 1, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @conv2d_zero_groups(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{groups must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {groups = 0 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

// Only permutations of NCHW are supported (no packed layouts such as NCHW4c).
func.func @conv2d_unsupported_data_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{conv2d only supports layouts that are permutations of NCHW, got "NCHW4c"}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NCHW4c>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

// Layout strings are checked when they are parsed.
func.func @conv2d_subaxis_without_factor(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{invalid layout "NCHWc": the sub-axis 'c' needs a factor (e.g. 16c)}}
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NCHWc>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv2d_zero_factor(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{invalid layout "OIHW0i": the factor of sub-axis 'i' must be positive}}
  %0 = relay.nn.conv2d %x, %w {kernel_layout = #relay.layout<OIHW0i>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv2d_bad_layout_character(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{invalid layout "N-CHW": '-' is not an axis (upper-case primal axes, lower-case sub-axes after a factor)}}
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<"N-CHW">} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

// TVM's empty out_layout is an absent out_layout here.
func.func @conv2d_empty_out_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+1 {{invalid layout "": a layout has at least one axis}}
  %0 = relay.nn.conv2d %x, %w {out_layout = #relay.layout<"">} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

// A layout is a layout attribute, not TVM's string.
func.func @conv2d_layout_string(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'relay.nn.conv2d' op attribute 'data_layout' failed to satisfy constraint: TVM data layout (#relay.layout<NCHW>, <NCHW16c>, ...)}}
  %0 = relay.nn.conv2d %x, %w {data_layout = "NHWC", kernel_layout = #relay.layout<HWIO>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv2d_unsupported_kernel_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{conv2d only supports layouts that are permutations of OIHW, got "OIDW"}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {kernel_layout = #relay.layout<OIDW>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv1d_unsupported_out_layout(%x: tensor<1x3x8xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x6xf32> {
  // expected-error @+2 {{conv1d only supports layouts that are permutations of NCW, got "NCHW"}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv1d %x, %w {out_layout = #relay.layout<NCHW>} : (tensor<1x3x8xf32>, tensor<4x3x3xf32>) -> tensor<1x4x6xf32>
  return %0 : tensor<1x4x6xf32>
}

// -----

func.func @conv2d_wrong_rank(%x: tensor<3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<4x6x6xf32> {
  // expected-error @+2 {{data and weight must have rank 4, got 3 and 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w : (tensor<3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<4x6x6xf32>
  return %0 : tensor<4x6x6xf32>
}

// -----

func.func @conv2d_kernel_larger_than_input(%x: tensor<1x3x4x4xf32>, %w: tensor<4x3x7x7xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{conv2d: the kernel (dilated extent 7) does not fit the padded input (6) in spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x4x4xf32>, tensor<4x3x7x7xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

// A 3x3 kernel with dilation 3 spans 7 columns, more than the 5 available.
func.func @conv2d_dilated_kernel_too_large(%x: tensor<1x3x9x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{conv2d: the kernel (dilated extent 7) does not fit the padded input (5) in spatial dimension 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {dilation = array<i64: 3, 3>} : (tensor<1x3x9x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @conv2d_kernel_size_mismatch(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{conv2d: kernel_size [5, ...] is inconsistent with the weight shape}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {kernel_size = array<i64: 5, 5>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv2d_kernel_size_length(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{kernel_size must have 2 values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {kernel_size = array<i64: 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv2d_channels_mismatch(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error @+2 {{conv2d: channels (16) differs from the weight's output channels (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {channels = 16 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv3d_channel_mismatch(%x: tensor<1x2x4x4x4xf32>, %w: tensor<8x3x1x1x1xf32>) -> tensor<1x8x4x4x4xf32> {
  // expected-error @+2 {{conv3d: input channels (2) must equal the weight's input channels (3) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv3d %x, %w : (tensor<1x2x4x4x4xf32>, tensor<8x3x1x1x1xf32>) -> tensor<1x8x4x4x4xf32>
  return %0 : tensor<1x8x4x4x4xf32>
}

// -----

// IOHW: the weight's first dimension is the data's channel count.
func.func @conv2d_transpose_channel_mismatch(%x: tensor<1x16x4x4xf32>, %w: tensor<8x16x3x3xf32>) -> tensor<1x16x6x6xf32> {
  // expected-error @+2 {{conv2d_transpose: input channels (16) must equal the weight's input channels (8)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d_transpose %x, %w : (tensor<1x16x4x4xf32>, tensor<8x16x3x3xf32>) -> tensor<1x16x6x6xf32>
  return %0 : tensor<1x16x6x6xf32>
}

// -----

func.func @conv2d_transpose_output_padding_length(%x: tensor<1x16x4x4xf32>, %w: tensor<16x8x3x3xf32>) -> tensor<1x8x?x?xf32> {
  // expected-error @+2 {{output_padding must have 2 values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d_transpose %x, %w {output_padding = array<i64: 1>} : (tensor<1x16x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<1x8x?x?xf32>
  return %0 : tensor<1x8x?x?xf32>
}

// -----

func.func @conv2d_result_contradicts_inference(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<1x16x32x32xf32> {
  // expected-error @+2 {{'relay.nn.conv2d' op inferred type(s) 'tensor<1x16x30x30xf32>' are incompatible with return type(s) of operation 'tensor<1x16x32x32xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w : (tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x32x32xf32>
  return %0 : tensor<1x16x32x32xf32>
}

// -----

// out_dtype decides the result's element type.
func.func @conv2d_result_ignores_out_dtype(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi8> {
  // expected-error @+2 {{'relay.nn.conv2d' op inferred type(s) 'tensor<1x4x6x6xi32>' are incompatible with return type(s) of operation 'tensor<1x4x6x6xi8>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {out_dtype = i32} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi8>
  return %0 : tensor<1x4x6x6xi8>
}

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

// -----

func.func @dense_reduction_mismatch(%x: tensor<4x128xf32>, %w: tensor<10x64xf32>) -> tensor<4x10xf32> {
  // expected-error @+2 {{dense: the reduction dimensions differ (128 vs 64)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dense %x, %w : (tensor<4x128xf32>, tensor<10x64xf32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// -----

func.func @dense_units_mismatch(%x: tensor<4x128xf32>, %w: tensor<10x128xf32>) -> tensor<4x20xf32> {
  // expected-error @+2 {{dense: units (20) differs from the weight's extent 10}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dense %x, %w {units = 20 : i64} : (tensor<4x128xf32>, tensor<10x128xf32>) -> tensor<4x20xf32>
  return %0 : tensor<4x20xf32>
}

// -----

func.func @dense_weight_rank(%x: tensor<4x128xf32>, %w: tensor<2x10x128xf32>) -> tensor<4x10xf32> {
  // expected-error @+2 {{dense: the weight must be 2-D, got rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dense %x, %w : (tensor<4x128xf32>, tensor<2x10x128xf32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// -----

func.func @dense_scalar_data(%x: tensor<f32>, %w: tensor<10x1xf32>) -> tensor<10xf32> {
  // expected-error @+2 {{dense: the data tensor has too few dimensions}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dense %x, %w : (tensor<f32>, tensor<10x1xf32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

// With transpose_a the reduction dimension of (8, 4) is 8; b is (4, 16).
func.func @matmul_transpose_a_mismatch(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+2 {{matmul: the reduction dimensions differ (8 vs 4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.matmul %a, %b {transpose_a = true} : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @batch_matmul_rank(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{batch_matmul operands must be 3-D, got ranks 2 and 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_matmul %a, %b : (tensor<3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @batch_matmul_batch_mismatch(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>) -> tensor<?x3x5xf32> {
  // expected-error @+2 {{batch_matmul: batch dimensions don't match}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_matmul %a, %b : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<?x3x5xf32>
  return %0 : tensor<?x3x5xf32>
}

// -----

// transpose_b: b is (batch, N, K) = (2, 5, 3); a's K is 4.
func.func @batch_matmul_reduction_mismatch(%a: tensor<2x3x4xf32>, %b: tensor<2x5x3xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{batch_matmul: the reduction dimensions differ (4 vs 3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_matmul %a, %b {transpose_b = true} : (tensor<2x3x4xf32>, tensor<2x5x3xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @bias_add_wrong_length(%x: tensor<1x64x8x8xf32>, %b: tensor<32xf32>) -> tensor<1x64x8x8xf32> {
  // expected-error @+2 {{bias must be a 1-D tensor of 64 values, got 'tensor<32xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.bias_add %x, %b : (tensor<1x64x8x8xf32>, tensor<32xf32>) -> tensor<1x64x8x8xf32>
  return %0 : tensor<1x64x8x8xf32>
}

// -----

func.func @bias_add_element_type(%x: tensor<1x64xf32>, %b: tensor<64xf16>) -> tensor<1x64xf32> {
  // expected-error @+2 {{bias must have element type 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.bias_add %x, %b : (tensor<1x64xf32>, tensor<64xf16>) -> tensor<1x64xf32>
  return %0 : tensor<1x64xf32>
}

// -----

func.func @bias_add_bad_axis(%x: tensor<1x64x8x8xf32>, %b: tensor<8xf32>) -> tensor<1x64x8x8xf32> {
  // expected-error @+2 {{axis 4 is out of range for rank 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.bias_add %x, %b {axis = 4 : i64} : (tensor<1x64x8x8xf32>, tensor<8xf32>) -> tensor<1x64x8x8xf32>
  return %0 : tensor<1x64x8x8xf32>
}

//===----------------------------------------------------------------------===//
// Normalisations
//===----------------------------------------------------------------------===//

// -----

func.func @batch_norm_gamma_length(%x: tensor<1x64x8x8xf32>, %gamma: tensor<32xf32>, %v: tensor<64xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>> {
  // expected-error @+2 {{gamma must be a 1-D tensor of 64 values, got 'tensor<32xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_norm %x, %gamma, %v, %v, %v : (tensor<1x64x8x8xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>>
  return %0 : tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>>
}

// -----

func.func @batch_norm_moving_var_rank(%x: tensor<1x64x8x8xf32>, %v: tensor<64xf32>, %var: tensor<1x64xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>> {
  // expected-error @+2 {{moving_var must be a 1-D tensor of 64 values, got 'tensor<1x64xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_norm %x, %v, %v, %v, %var : (tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x64xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>>
  return %0 : tuple<tensor<1x64x8x8xf32>, tensor<64xf32>, tensor<64xf32>>
}

// -----

// TVM's batch_norm accepts -1 as the last axis but no other negative axis.
func.func @batch_norm_bad_axis(%x: tensor<1x64x8x8xf32>, %v: tensor<8xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<8xf32>, tensor<8xf32>> {
  // expected-error @+2 {{axis -2 is out of range for rank 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_norm %x, %v, %v, %v, %v {axis = -2 : i64} : (tensor<1x64x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tuple<tensor<1x64x8x8xf32>, tensor<8xf32>, tensor<8xf32>>
  return %0 : tuple<tensor<1x64x8x8xf32>, tensor<8xf32>, tensor<8xf32>>
}

// -----

func.func @batch_norm_result_not_tuple_of_three(%x: tensor<1x4x8x8xf32>, %v: tensor<4xf32>) -> tuple<tensor<1x4x8x8xf32>> {
  // expected-error @+2 {{'relay.nn.batch_norm' op inferred type(s) 'tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>' are incompatible with return type(s) of operation 'tuple<tensor<1x4x8x8xf32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_norm %x, %v, %v, %v, %v : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<1x4x8x8xf32>>
  return %0 : tuple<tensor<1x4x8x8xf32>>
}

// -----

func.func @batch_norm_int_data(%x: tensor<1x4x8x8xi32>, %v: tensor<4xf32>) -> tuple<tensor<1x4x8x8xi32>, tensor<4xi32>, tensor<4xi32>> {
  // expected-error @+1 {{'relay.nn.batch_norm' op operand #0 must be ranked tensor of Relay float (f16, bf16, f32, f64) values, but got 'tensor<1x4x8x8xi32>'}}
  %0 = relay.nn.batch_norm %x, %v, %v, %v, %v : (tensor<1x4x8x8xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<1x4x8x8xi32>, tensor<4xi32>, tensor<4xi32>>
  return %0 : tuple<tensor<1x4x8x8xi32>, tensor<4xi32>, tensor<4xi32>>
}

// -----

func.func @layer_norm_bad_axis(%x: tensor<2x8x16xf32>, %g: tensor<16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+2 {{axis 3 is out of range for rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.layer_norm %x, %g, %g {axis = 3 : i64} : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// The default axis is -1: gamma must have the last extent.
func.func @layer_norm_beta_length(%x: tensor<2x8x16xf32>, %g: tensor<16xf32>, %b: tensor<8xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+2 {{beta must be a 1-D tensor of 16 values, got 'tensor<8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.layer_norm %x, %g, %b : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<8xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

func.func @instance_norm_rank(%x: tensor<2x16xf32>, %g: tensor<16xf32>) -> tensor<2x16xf32> {
  // expected-error @+2 {{data must have rank at least 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.instance_norm %x, %g, %g : (tensor<2x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @group_norm_groups_not_dividing(%x: tensor<1x32x8x8xf32>, %g: tensor<32xf32>) -> tensor<1x32x8x8xf32> {
  // expected-error @+2 {{num_groups (5) must be positive and divide the channels (32)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.group_norm %x, %g, %g {num_groups = 5 : i64} : (tensor<1x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x8x8xf32>
  return %0 : tensor<1x32x8x8xf32>
}

// -----

func.func @group_norm_zero_groups(%x: tensor<1x32x8x8xf32>, %g: tensor<32xf32>) -> tensor<1x32x8x8xf32> {
  // expected-error @+2 {{num_groups (0) must be positive and divide the channels (32)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.group_norm %x, %g, %g {num_groups = 0 : i64} : (tensor<1x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x8x8xf32>
  return %0 : tensor<1x32x8x8xf32>
}

// -----

func.func @group_norm_missing_num_groups(%x: tensor<1x32x8x8xf32>, %g: tensor<32xf32>) -> tensor<1x32x8x8xf32> {
  // expected-error @+1 {{requires attribute 'num_groups'}}
  %0 = relay.nn.group_norm %x, %g, %g : (tensor<1x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x8x8xf32>
  return %0 : tensor<1x32x8x8xf32>
}

// -----

func.func @softmax_int_data(%x: tensor<2x10xi32>) -> tensor<2x10xi32> {
  // expected-error @+1 {{'relay.nn.softmax' op operand #0 must be ranked tensor of Relay float (f16, bf16, f32, f64) values, but got 'tensor<2x10xi32>'}}
  %0 = relay.nn.softmax %x : (tensor<2x10xi32>) -> tensor<2x10xi32>
  return %0 : tensor<2x10xi32>
}

// -----

func.func @softmax_bad_axis(%x: tensor<2x10xf32>) -> tensor<2x10xf32> {
  // expected-error @+2 {{axis -3 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.softmax %x {axis = -3 : i64} : (tensor<2x10xf32>) -> tensor<2x10xf32>
  return %0 : tensor<2x10xf32>
}

// -----

func.func @log_softmax_bad_axis(%x: tensor<2x10xf32>) -> tensor<2x10xf32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.log_softmax %x {axis = 2 : i64} : (tensor<2x10xf32>) -> tensor<2x10xf32>
  return %0 : tensor<2x10xf32>
}

// -----

func.func @softmax_result_shape(%x: tensor<2x10xf32>) -> tensor<10x2xf32> {
  // expected-error @+2 {{'relay.nn.softmax' op inferred type(s) 'tensor<2x10xf32>' are incompatible with return type(s) of operation 'tensor<10x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.softmax %x : (tensor<2x10xf32>) -> tensor<10x2xf32>
  return %0 : tensor<10x2xf32>
}

// -----

func.func @dropout_rate_one(%x: tensor<2x64xf32>) -> tuple<tensor<2x64xf32>, tensor<2x64xf32>> {
  // expected-error @+2 {{rate must be in [0, 1), got 1.000000e+00}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dropout %x {rate = 1.0 : f64} : (tensor<2x64xf32>) -> tuple<tensor<2x64xf32>, tensor<2x64xf32>>
  return %0 : tuple<tensor<2x64xf32>, tensor<2x64xf32>>
}

// -----

func.func @dropout_negative_rate(%x: tensor<2x64xf32>) -> tuple<tensor<2x64xf32>, tensor<2x64xf32>> {
  // expected-error @+2 {{rate must be in [0, 1), got -2.500000e-01}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dropout %x {rate = -0.25 : f64} : (tensor<2x64xf32>) -> tuple<tensor<2x64xf32>, tensor<2x64xf32>>
  return %0 : tuple<tensor<2x64xf32>, tensor<2x64xf32>>
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

// -----

func.func @max_pool2d_padding_length(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+2 {{padding must have 4 values (normalised), got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, padding = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @max_pool2d_pool_size_length(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{pool_size, strides and dilation must have 2 values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @max_pool2d_zero_stride(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{pool_size, strides and dilation must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 0, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @max_pool2d_missing_pool_size(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{requires attribute 'pool_size'}}
  %0 = relay.nn.max_pool2d %x : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @avg_pool2d_window_too_large(%x: tensor<1x4x4x4xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{avg_pool2d: the window (5) does not fit the padded input}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 5, 5>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @avg_pool2d_rank(%x: tensor<4x8x8xf32>) -> tensor<4x4x4xf32> {
  // expected-error @+2 {{avg_pool2d expects a 4-D input, got rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<4x8x8xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

func.func @max_pool2d_unsupported_layout(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+2 {{max_pool2d only supports layouts that are permutations of NCHW, got "NCDHW"}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 1, 1>, layout = #relay.layout<NCDHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

// Without ceil_mode, 56 -> 27 for a 3x3/2 window; 28 is the ceil_mode extent.
func.func @max_pool2d_floor_result(%x: tensor<1x4x56x56xf32>) -> tensor<1x4x28x28xf32> {
  // expected-error @+2 {{'relay.nn.max_pool2d' op inferred type(s) 'tensor<1x4x27x27xf32>' are incompatible with return type(s) of operation 'tensor<1x4x28x28xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x4x56x56xf32>) -> tensor<1x4x28x28xf32>
  return %0 : tensor<1x4x28x28xf32>
}

// -----

func.func @global_avg_pool2d_out_layout(%x: tensor<1x4x8x8xf32>) -> tensor<1x1x1x4xf32> {
  // expected-error @+2 {{global_avg_pool2d does not change the layout; out_layout must be absent or equal to layout}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.global_avg_pool2d %x {out_layout = #relay.layout<NHWC>} : (tensor<1x4x8x8xf32>) -> tensor<1x1x1x4xf32>
  return %0 : tensor<1x1x1x4xf32>
}

// -----

func.func @global_max_pool2d_rank(%x: tensor<4x8x8xf32>) -> tensor<4x1x1xf32> {
  // expected-error @+2 {{global_max_pool2d expects a 4-D input, got rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.global_max_pool2d %x : (tensor<4x8x8xf32>) -> tensor<4x1x1xf32>
  return %0 : tensor<4x1x1xf32>
}

// -----

func.func @adaptive_avg_pool2d_output_size(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{output_size must have at most 2 positive values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 2, 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

// -----

func.func @adaptive_avg_pool2d_zero_size(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32> {
  // expected-error @+2 {{output_size must have at most 2 positive values}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 0, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Resampling and layout
//===----------------------------------------------------------------------===//

// -----

func.func @upsampling_bad_method(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x8x8xf32> {
  // expected-error @+1 {{unknown upsampling method "linear"; expected one of "nearest_neighbor", "bilinear", "bicubic"}}
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64, method = #relay.upsampling_method<linear>} : (tensor<1x3x4x4xf32>) -> tensor<1x3x8x8xf32>
  return %0 : tensor<1x3x8x8xf32>
}

// -----

func.func @upsampling_zero_scale(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x?x?xf32> {
  // expected-error @+2 {{scale_h and scale_w must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.upsampling %x {scale_w = 0.0 : f64} : (tensor<1x3x4x4xf32>) -> tensor<1x3x?x?xf32>
  return %0 : tensor<1x3x?x?xf32>
}

// -----

func.func @upsampling_result_shape(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x8x4xf32> {
  // expected-error @+2 {{'relay.nn.upsampling' op inferred type(s) 'tensor<1x3x8x8xf32>' are incompatible with return type(s) of operation 'tensor<1x3x8x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64} : (tensor<1x3x4x4xf32>) -> tensor<1x3x8x4xf32>
  return %0 : tensor<1x3x8x4xf32>
}

// -----

func.func @depth_to_space_bad_mode(%x: tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32> {
  // expected-error @+1 {{unknown depth_to_space mode "RDC"; expected one of "DCR", "CRD"}}
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<RDC>} : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

func.func @depth_to_space_channels_not_divisible(%x: tensor<1x12x4x4xf32>) -> tensor<1x?x12x12xf32> {
  // expected-error @+2 {{depth_to_space: channel extent 12 is not divisible by 9}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.depth_to_space %x {block_size = 3 : i64} : (tensor<1x12x4x4xf32>) -> tensor<1x?x12x12xf32>
  return %0 : tensor<1x?x12x12xf32>
}

// -----

func.func @depth_to_space_zero_block(%x: tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32> {
  // expected-error @+2 {{block_size must be positive}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.depth_to_space %x {block_size = 0 : i64} : (tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32>
  return %0 : tensor<1x12x4x4xf32>
}

// -----

func.func @space_to_depth_height_not_divisible(%x: tensor<1x4x6x8xf32>) -> tensor<1x64x?x2xf32> {
  // expected-error @+2 {{space_to_depth: height extent 6 is not divisible by 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.space_to_depth %x {block_size = 4 : i64} : (tensor<1x4x6x8xf32>) -> tensor<1x64x?x2xf32>
  return %0 : tensor<1x64x?x2xf32>
}

// -----

func.func @space_to_depth_layout(%x: tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32> {
  // expected-error @+2 {{space_to_depth only supports layouts that are permutations of NCHW, got "NCW"}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.space_to_depth %x {block_size = 2 : i64, layout = #relay.layout<NCW>} : (tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32>
  return %0 : tensor<1x16x4x4xf32>
}

// -----

func.func @batch_norm_rank0(%x: tensor<f32>, %g: tensor<1xf32>) {
  // expected-error @+2 {{batch_norm needs data of rank >= 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.batch_norm %x, %g, %g, %g, %g {axis = -1 : i64} : (tensor<f32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tuple<tensor<f32>, tensor<1xf32>, tensor<1xf32>>
  return
}

// -----

func.func @adaptive_pool_contradicts_output_size(%x: tensor<1x64x?x?xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<1x64x7x7xf32>' are incompatible}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 7, 7>} : (tensor<1x64x?x?xf32>) -> tensor<1x64x5x5xf32>
  return
}

// -----

func.func @dropout_nan_rate(%x: tensor<4xf32>) {
  // expected-error @+2 {{rate must be in [0, 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dropout %x {rate = 0x7FF8000000000000 : f64} : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  return
}

// -----

func.func @upsampling_huge_scale(%x: tensor<1x1x4x4xf32>) {
  // expected-error @+2 {{scale_h and scale_w must be positive and below 1e9}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.upsampling %x {scale_h = 1.0e300 : f64} : (tensor<1x1x4x4xf32>) -> tensor<1x1x?x4xf32>
  return
}

// -----

func.func @pool_negative_padding(%x: tensor<1x1x4x4xf32>) {
  // expected-error @+2 {{padding must be non-negative}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 1, 1>, padding = array<i64: -1, -1, -1, -1>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  return
}

//===----------------------------------------------------------------------===//
// Shape arithmetic: extents and attribute values are arbitrary int64 values;
// a relation reports an overflow instead of inferring a wrong or negative
// type or dividing by zero (issue 11).
//===----------------------------------------------------------------------===//

// -----

// block_size * block_size wrapped to 0 and the channel check divided by it
// (SIGFPE).
func.func @depth_to_space_block_overflows(%x: tensor<1x16x4x4xf32>) {
  // expected-error @+2 {{depth_to_space: block_size * block_size (4294967296 * 4294967296) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.depth_to_space %x {block_size = 4294967296 : i64} : (tensor<1x16x4x4xf32>) -> tensor<1x?x?x?xf32>
  return
}

// -----

func.func @space_to_depth_block_overflows(%x: tensor<1x16x4x4xf32>) {
  // expected-error @+2 {{space_to_depth: block_size * block_size (4294967296 * 4294967296) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.space_to_depth %x {block_size = 4294967296 : i64} : (tensor<1x16x4x4xf32>) -> tensor<1x?x?x?xf32>
  return
}

// -----

func.func @depth_to_space_extent_overflows(%x: tensor<1x4x4611686018427387904x1xf32>) {
  // expected-error @+2 {{depth_to_space: the height extent (4611686018427387904 * 2) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64} : (tensor<1x4x4611686018427387904x1xf32>) -> tensor<1x?x?x?xf32>
  return
}

// -----

func.func @conv2d_padding_overflows(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+2 {{conv2d: the padding of spatial dimension 0 (9223372036854775807 + 1) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 9223372036854775807, 0, 1, 0>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @conv2d_padded_input_overflows(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+2 {{conv2d: the padded input of spatial dimension 1 (8 + 9223372036854775800) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 0, 4611686018427387900, 0, 4611686018427387900>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @conv2d_dilation_overflows(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+2 {{conv2d: the dilated kernel of spatial dimension 0 (2 * 9223372036854775807) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d %x, %w {dilation = array<i64: 9223372036854775807, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @conv2d_transpose_strides_overflow(%x: tensor<1x16x4x4xf32>, %w: tensor<16x8x3x3xf32>) {
  // expected-error @+2 {{conv2d_transpose: the output extent of spatial dimension 0 (4611686018427387904 * 3) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d_transpose %x, %w {strides = array<i64: 4611686018427387904, 1>} : (tensor<1x16x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<1x8x?x?xf32>
  return
}

// -----

func.func @conv2d_transpose_groups_overflow(%x: tensor<1x16x4x4xf32>, %w: tensor<16x8x3x3xf32>) {
  // expected-error @+2 {{conv2d_transpose: the output channels (8 * 4611686018427387904) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.conv2d_transpose %x, %w {groups = 4611686018427387904 : i64} : (tensor<1x16x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<1x?x?x?xf32>
  return
}

// -----

func.func @max_pool2d_padding_overflows(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+2 {{max_pool2d: the padded input of spatial dimension 0 (8 + 9223372036854775807) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, padding = array<i64: 9223372036854775807, 0, 0, 0>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @avg_pool2d_window_overflows(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+2 {{avg_pool2d: the window of spatial dimension 1 (9223372036854775807 + 1) overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, dilation = array<i64: 1, 9223372036854775807>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @upsampling_extent_overflows(%x: tensor<1x1x4611686018427387904x1xf32>) {
  // expected-error @+2 {{upsampling: the height extent 4611686018427387904 times scale_h overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 1.0 : f64} : (tensor<1x1x4611686018427387904x1xf32>) -> tensor<1x1x?x1xf32>
  return
}

// -----

func.func @adaptive_avg_pool2d_element_count_overflows(%x: tensor<1x4x8x8xf32>) {
  // expected-error @+2 {{the element count of the result overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 4294967296, 4294967296>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x?x?xf32>
  return
}

// -----

func.func @dense_element_count_overflows(%x: tensor<4294967296x8xf32>, %w: tensor<4294967296x8xf32>) {
  // expected-error @+2 {{the element count of the result overflows int64}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.nn.dense %x, %w : (tensor<4294967296x8xf32>, tensor<4294967296x8xf32>) -> tensor<4294967296x4294967296xf32>
  return
}
