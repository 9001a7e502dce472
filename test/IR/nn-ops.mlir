// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Round trip of the neural-network operators (RelayNNOps.td). Attributes with
// TVM's default values are elided when printed.

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @conv1d
// CHECK: relay.nn.conv1d %arg0, %arg1 {channels = 8 : i64, kernel_size = array<i64: 3>, padding = array<i64: 1, 1>} : (tensor<2x4x10xf32>, tensor<8x4x3xf32>) -> tensor<2x8x10xf32>
func.func @conv1d(%x: tensor<2x4x10xf32>, %w: tensor<8x4x3xf32>) -> tensor<2x8x10xf32> {
  %0 = relay.nn.conv1d %x, %w {channels = 8 : i64, kernel_size = array<i64: 3>, padding = array<i64: 1, 1>} : (tensor<2x4x10xf32>, tensor<8x4x3xf32>) -> tensor<2x8x10xf32>
  return %0 : tensor<2x8x10xf32>
}

// CHECK-LABEL: func.func @conv1d_dynamic_nwc
// CHECK: relay.nn.conv1d %arg0, %arg1 {data_layout = #relay.layout<NWC>, dilation = array<i64: 2>, kernel_layout = #relay.layout<WIO>, strides = array<i64: 2>} : (tensor<?x?x4xf32>, tensor<3x4x8xf32>) -> tensor<?x?x8xf32>
func.func @conv1d_dynamic_nwc(%x: tensor<?x?x4xf32>, %w: tensor<3x4x8xf32>) -> tensor<?x?x8xf32> {
  %0 = relay.nn.conv1d %x, %w {strides = array<i64: 2>, dilation = array<i64: 2>, data_layout = #relay.layout<NWC>, kernel_layout = #relay.layout<WIO>} : (tensor<?x?x4xf32>, tensor<3x4x8xf32>) -> tensor<?x?x8xf32>
  return %0 : tensor<?x?x8xf32>
}

// Every attribute spelled out with its default value: all are elided.
// CHECK-LABEL: func.func @conv2d_defaults
// CHECK: relay.nn.conv2d %arg0, %arg1 : (tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x30x30xf32>
func.func @conv2d_defaults(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<1x16x30x30xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilation = array<i64: 1, 1>, groups = 1 : i64, data_layout = #relay.layout<NCHW>, kernel_layout = #relay.layout<OIHW>} : (tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x30x30xf32>
  return %0 : tensor<1x16x30x30xf32>
}

// The ResNet stem: 7x7/2, padding 3.
// CHECK-LABEL: func.func @conv2d_resnet_stem
// CHECK: relay.nn.conv2d %arg0, %arg1 {channels = 64 : i64, kernel_size = array<i64: 7, 7>, padding = array<i64: 3, 3, 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
func.func @conv2d_resnet_stem(%x: tensor<1x3x224x224xf32>, %w: tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>, channels = 64 : i64, kernel_size = array<i64: 7, 7>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
  return %0 : tensor<1x64x112x112xf32>
}

// CHECK-LABEL: func.func @conv2d_nhwc_hwio
// CHECK: relay.nn.conv2d %arg0, %arg1 {channels = 128 : i64, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x56x56x64xf32>, tensor<3x3x64x128xf32>) -> tensor<1x56x56x128xf32>
func.func @conv2d_nhwc_hwio(%x: tensor<1x56x56x64xf32>, %w: tensor<3x3x64x128xf32>) -> tensor<1x56x56x128xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 128 : i64, kernel_size = array<i64: 3, 3>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>} : (tensor<1x56x56x64xf32>, tensor<3x3x64x128xf32>) -> tensor<1x56x56x128xf32>
  return %0 : tensor<1x56x56x128xf32>
}

// An NCHW convolution whose output is written in NHWC.
// CHECK-LABEL: func.func @conv2d_out_layout
// CHECK: relay.nn.conv2d %arg0, %arg1 {out_layout = #relay.layout<NHWC>} : (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<1x8x8x4xf32>
func.func @conv2d_out_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x1x1xf32>) -> tensor<1x8x8x4xf32> {
  %0 = relay.nn.conv2d %x, %w {out_layout = #relay.layout<NHWC>} : (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// CHECK-LABEL: func.func @conv2d_grouped
// CHECK: relay.nn.conv2d %arg0, %arg1 {groups = 4 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x32x28x28xf32>, tensor<64x8x3x3xf32>) -> tensor<1x64x28x28xf32>
func.func @conv2d_grouped(%x: tensor<1x32x28x28xf32>, %w: tensor<64x8x3x3xf32>) -> tensor<1x64x28x28xf32> {
  %0 = relay.nn.conv2d %x, %w {groups = 4 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x32x28x28xf32>, tensor<64x8x3x3xf32>) -> tensor<1x64x28x28xf32>
  return %0 : tensor<1x64x28x28xf32>
}

// A MobileNet depthwise convolution: groups == channels, one input channel
// per group.
// CHECK-LABEL: func.func @conv2d_depthwise
// CHECK: relay.nn.conv2d %arg0, %arg1 {channels = 32 : i64, groups = 32 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x32x112x112xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x56x56xf32>
func.func @conv2d_depthwise(%x: tensor<1x32x112x112xf32>, %w: tensor<32x1x3x3xf32>) -> tensor<1x32x56x56xf32> {
  %0 = relay.nn.conv2d %x, %w {channels = 32 : i64, groups = 32 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x32x112x112xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x56x56xf32>
  return %0 : tensor<1x32x56x56xf32>
}

// CHECK-LABEL: func.func @conv2d_dilated_asymmetric_padding
// CHECK: relay.nn.conv2d %arg0, %arg1 {dilation = array<i64: 2, 2>, padding = array<i64: 2, 1, 2, 3>} : (tensor<1x16x64x64xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x64x64xf32>
func.func @conv2d_dilated_asymmetric_padding(%x: tensor<1x16x64x64xf32>, %w: tensor<16x16x3x3xf32>) -> tensor<1x16x64x64xf32> {
  %0 = relay.nn.conv2d %x, %w {dilation = array<i64: 2, 2>, padding = array<i64: 2, 1, 2, 3>} : (tensor<1x16x64x64xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x64x64xf32>
  return %0 : tensor<1x16x64x64xf32>
}

// CHECK-LABEL: func.func @conv2d_out_dtype
// CHECK: relay.nn.conv2d %arg0, %arg1 {out_dtype = i32} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi32>
func.func @conv2d_out_dtype(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi32> {
  %0 = relay.nn.conv2d %x, %w {out_dtype = i32} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>) -> tensor<1x4x6x6xi32>
  return %0 : tensor<1x4x6x6xi32>
}

// CHECK-LABEL: func.func @conv2d_dynamic
// CHECK: relay.nn.conv2d %arg0, %arg1 {padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x?x?xf16>, tensor<8x3x3x3xf16>) -> tensor<?x8x?x?xf16>
func.func @conv2d_dynamic(%x: tensor<?x3x?x?xf16>, %w: tensor<8x3x3x3xf16>) -> tensor<?x8x?x?xf16> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x?x?xf16>, tensor<8x3x3x3xf16>) -> tensor<?x8x?x?xf16>
  return %0 : tensor<?x8x?x?xf16>
}

// A declared result type may be less refined than the inferred one.
// CHECK-LABEL: func.func @conv2d_unrefined_result
// CHECK: relay.nn.conv2d %arg0, %arg1 : (tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<?x?x?x?xf32>
func.func @conv2d_unrefined_result(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w : (tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// stride * (in - 1) + dilated kernel - padding + output_padding
//   = 2 * 13 + 3 - 2 + 1 = 28.
// CHECK-LABEL: func.func @conv2d_transpose
// CHECK: relay.nn.conv2d_transpose %arg0, %arg1 {channels = 8 : i64, kernel_size = array<i64: 3, 3>, output_padding = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x16x14x14xf32>, tensor<16x8x3x3xf32>) -> tensor<1x8x28x28xf32>
func.func @conv2d_transpose(%x: tensor<1x16x14x14xf32>, %w: tensor<16x8x3x3xf32>) -> tensor<1x8x28x28xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {channels = 8 : i64, kernel_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x16x14x14xf32>, tensor<16x8x3x3xf32>) -> tensor<1x8x28x28xf32>
  return %0 : tensor<1x8x28x28xf32>
}

// CHECK-LABEL: func.func @conv2d_transpose_defaults
// CHECK: relay.nn.conv2d_transpose %arg0, %arg1 : (tensor<?x4x5x5xf32>, tensor<4x2x2x2xf32>) -> tensor<?x2x6x6xf32>
func.func @conv2d_transpose_defaults(%x: tensor<?x4x5x5xf32>, %w: tensor<4x2x2x2xf32>) -> tensor<?x2x6x6xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {output_padding = array<i64: 0, 0>, kernel_layout = #relay.layout<IOHW>} : (tensor<?x4x5x5xf32>, tensor<4x2x2x2xf32>) -> tensor<?x2x6x6xf32>
  return %0 : tensor<?x2x6x6xf32>
}

// CHECK-LABEL: func.func @conv3d
// CHECK: relay.nn.conv3d %arg0, %arg1 {padding = array<i64: 1, 1, 1, 1, 1, 1>, strides = array<i64: 1, 2, 2>} : (tensor<1x3x16x112x112xf32>, tensor<64x3x3x3x3xf32>) -> tensor<1x64x16x56x56xf32>
func.func @conv3d(%x: tensor<1x3x16x112x112xf32>, %w: tensor<64x3x3x3x3xf32>) -> tensor<1x64x16x56x56xf32> {
  %0 = relay.nn.conv3d %x, %w {strides = array<i64: 1, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<1x3x16x112x112xf32>, tensor<64x3x3x3x3xf32>) -> tensor<1x64x16x56x56xf32>
  return %0 : tensor<1x64x16x56x56xf32>
}

// CHECK-LABEL: func.func @conv3d_ndhwc_dynamic
// CHECK: relay.nn.conv3d %arg0, %arg1 {data_layout = #relay.layout<NDHWC>, kernel_layout = #relay.layout<DHWIO>} : (tensor<?x?x?x?x3xf32>, tensor<3x3x3x3x8xf32>) -> tensor<?x?x?x?x8xf32>
func.func @conv3d_ndhwc_dynamic(%x: tensor<?x?x?x?x3xf32>, %w: tensor<3x3x3x3x8xf32>) -> tensor<?x?x?x?x8xf32> {
  %0 = relay.nn.conv3d %x, %w {data_layout = #relay.layout<NDHWC>, kernel_layout = #relay.layout<DHWIO>} : (tensor<?x?x?x?x3xf32>, tensor<3x3x3x3x8xf32>) -> tensor<?x?x?x?x8xf32>
  return %0 : tensor<?x?x?x?x8xf32>
}

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dense
// CHECK: relay.nn.dense %arg0, %arg1 {units = 10 : i64} : (tensor<4x128xf32>, tensor<10x128xf32>) -> tensor<4x10xf32>
func.func @dense(%x: tensor<4x128xf32>, %w: tensor<10x128xf32>) -> tensor<4x10xf32> {
  %0 = relay.nn.dense %x, %w {units = 10 : i64} : (tensor<4x128xf32>, tensor<10x128xf32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// CHECK-LABEL: func.func @dense_dynamic_out_dtype
// CHECK: relay.nn.dense %arg0, %arg1 {out_dtype = i32} : (tensor<?x2x64xi8>, tensor<?x64xi8>) -> tensor<?x2x?xi32>
func.func @dense_dynamic_out_dtype(%x: tensor<?x2x64xi8>, %w: tensor<?x64xi8>) -> tensor<?x2x?xi32> {
  %0 = relay.nn.dense %x, %w {out_dtype = i32} : (tensor<?x2x64xi8>, tensor<?x64xi8>) -> tensor<?x2x?xi32>
  return %0 : tensor<?x2x?xi32>
}

// CHECK-LABEL: func.func @matmul
// CHECK: relay.nn.matmul %arg0, %arg1 : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %0 = relay.nn.matmul %a, %b {transpose_a = false, transpose_b = false} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @matmul_transposed
// CHECK: relay.nn.matmul %arg0, %arg1 {transpose_a = true, transpose_b = true, units = 16 : i64} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
func.func @matmul_transposed(%a: tensor<8x4xf32>, %b: tensor<16x8xf32>) -> tensor<4x16xf32> {
  %0 = relay.nn.matmul %a, %b {units = 16 : i64, transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @batch_matmul
// CHECK: relay.nn.batch_matmul %arg0, %arg1 : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
func.func @batch_matmul(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = relay.nn.batch_matmul %a, %b : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// CHECK-LABEL: func.func @batch_matmul_transpose_b_dynamic
// CHECK: relay.nn.batch_matmul %arg0, %arg1 {out_dtype = i32, transpose_b = true} : (tensor<?x3x4xi8>, tensor<?x5x4xi8>) -> tensor<?x3x5xi32>
func.func @batch_matmul_transpose_b_dynamic(%a: tensor<?x3x4xi8>, %b: tensor<?x5x4xi8>) -> tensor<?x3x5xi32> {
  %0 = relay.nn.batch_matmul %a, %b {transpose_b = true, out_dtype = i32} : (tensor<?x3x4xi8>, tensor<?x5x4xi8>) -> tensor<?x3x5xi32>
  return %0 : tensor<?x3x5xi32>
}

// CHECK-LABEL: func.func @bias_add
// CHECK: relay.nn.bias_add %arg0, %arg1 : (tensor<1x64x56x56xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
func.func @bias_add(%x: tensor<1x64x56x56xf32>, %b: tensor<64xf32>) -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.bias_add %x, %b {axis = 1 : i64} : (tensor<1x64x56x56xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  return %0 : tensor<1x64x56x56xf32>
}

// CHECK-LABEL: func.func @bias_add_last_axis
// CHECK: relay.nn.bias_add %arg0, %arg1 {axis = -1 : i64} : (tensor<?x7x7x64xf32>, tensor<?xf32>) -> tensor<?x7x7x64xf32>
func.func @bias_add_last_axis(%x: tensor<?x7x7x64xf32>, %b: tensor<?xf32>) -> tensor<?x7x7x64xf32> {
  %0 = relay.nn.bias_add %x, %b {axis = -1 : i64} : (tensor<?x7x7x64xf32>, tensor<?xf32>) -> tensor<?x7x7x64xf32>
  return %0 : tensor<?x7x7x64xf32>
}

//===----------------------------------------------------------------------===//
// Normalisations
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @batch_norm
// CHECK: %[[BN:.*]] = relay.nn.batch_norm %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
// CHECK: relay.tuple_get_item %[[BN]][0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
func.func @batch_norm(%x: tensor<1x64x56x56xf32>, %gamma: tensor<64xf32>, %beta: tensor<64xf32>, %mean: tensor<64xf32>, %var: tensor<64xf32>) -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
  return %1 : tensor<1x64x56x56xf32>
}

// CHECK-LABEL: func.func @batch_norm_attrs
// CHECK: %[[BN:.*]] = relay.nn.batch_norm %arg0, %arg1, %arg2, %arg3, %arg4 {axis = -1 : i64, center = false, epsilon = 1.000000e-03 : f64, scale = false} : (tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>) -> tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>>
// CHECK: relay.tuple_get_item %[[BN]][2] : tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>> -> tensor<32xf16>
func.func @batch_norm_attrs(%x: tensor<?x7x7x32xf16>, %gamma: tensor<32xf16>, %beta: tensor<32xf16>, %mean: tensor<32xf16>, %var: tensor<32xf16>) -> tensor<32xf16> {
  %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var {axis = -1 : i64, epsilon = 1.0e-3 : f64, center = false, scale = false} : (tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>, tensor<32xf16>) -> tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>>
  %1 = relay.tuple_get_item %0[2] : tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>> -> tensor<32xf16>
  return %1 : tensor<32xf16>
}

// CHECK-LABEL: func.func @layer_norm
// CHECK: relay.nn.layer_norm %arg0, %arg1, %arg2 {epsilon = 9.9999999999999998E-13 : f64} : (tensor<2x?x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<2x?x768xf32>
func.func @layer_norm(%x: tensor<2x?x768xf32>, %gamma: tensor<768xf32>, %beta: tensor<768xf32>) -> tensor<2x?x768xf32> {
  %0 = relay.nn.layer_norm %x, %gamma, %beta {axis = -1 : i64, epsilon = 1.0e-12 : f64} : (tensor<2x?x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<2x?x768xf32>
  return %0 : tensor<2x?x768xf32>
}

// CHECK-LABEL: func.func @layer_norm_axis
// CHECK: relay.nn.layer_norm %arg0, %arg1, %arg2 {axis = 1 : i64, center = false} : (tensor<4x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
func.func @layer_norm_axis(%x: tensor<4x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<4x16xf32> {
  %0 = relay.nn.layer_norm %x, %gamma, %beta {axis = 1 : i64, center = false} : (tensor<4x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @instance_norm
// CHECK: relay.nn.instance_norm %arg0, %arg1, %arg2 {scale = false} : (tensor<1x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x8x8xf32>
func.func @instance_norm(%x: tensor<1x16x8x8xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<1x16x8x8xf32> {
  %0 = relay.nn.instance_norm %x, %gamma, %beta {axis = 1 : i64, scale = false} : (tensor<1x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x8x8xf32>
  return %0 : tensor<1x16x8x8xf32>
}

// CHECK-LABEL: func.func @group_norm
// CHECK: relay.nn.group_norm %arg0, %arg1, %arg2 {epsilon = 1.250000e-01 : f64, num_groups = 8 : i64} : (tensor<?x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x32x8x8xf32>
func.func @group_norm(%x: tensor<?x32x8x8xf32>, %gamma: tensor<32xf32>, %beta: tensor<32xf32>) -> tensor<?x32x8x8xf32> {
  %0 = relay.nn.group_norm %x, %gamma, %beta {num_groups = 8 : i64, epsilon = 0.125 : f64} : (tensor<?x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x32x8x8xf32>
  return %0 : tensor<?x32x8x8xf32>
}

// CHECK-LABEL: func.func @softmax
// CHECK: relay.nn.softmax %arg0 : (tensor<2x10xf32>) -> tensor<2x10xf32>
// CHECK: relay.nn.softmax %arg0 {axis = 0 : i64} : (tensor<2x10xf32>) -> tensor<2x10xf32>
func.func @softmax(%x: tensor<2x10xf32>) -> (tensor<2x10xf32>, tensor<2x10xf32>) {
  %0 = relay.nn.softmax %x {axis = -1 : i64} : (tensor<2x10xf32>) -> tensor<2x10xf32>
  %1 = relay.nn.softmax %x {axis = 0 : i64} : (tensor<2x10xf32>) -> tensor<2x10xf32>
  return %0, %1 : tensor<2x10xf32>, tensor<2x10xf32>
}

// CHECK-LABEL: func.func @log_softmax
// CHECK: relay.nn.log_softmax %arg0 : (tensor<?x1000xbf16>) -> tensor<?x1000xbf16>
// CHECK: relay.nn.log_softmax %arg0 {axis = -2 : i64} : (tensor<?x1000xbf16>) -> tensor<?x1000xbf16>
func.func @log_softmax(%x: tensor<?x1000xbf16>) -> (tensor<?x1000xbf16>, tensor<?x1000xbf16>) {
  %0 = relay.nn.log_softmax %x : (tensor<?x1000xbf16>) -> tensor<?x1000xbf16>
  %1 = relay.nn.log_softmax %x {axis = -2 : i64} : (tensor<?x1000xbf16>) -> tensor<?x1000xbf16>
  return %0, %1 : tensor<?x1000xbf16>, tensor<?x1000xbf16>
}

// CHECK-LABEL: func.func @dropout
// CHECK: %[[D:.*]] = relay.nn.dropout %arg0 {rate = 2.000000e-01 : f64} : (tensor<?x128xf32>) -> tuple<tensor<?x128xf32>, tensor<?x128xf32>>
// CHECK: relay.tuple_get_item %[[D]][0] : tuple<tensor<?x128xf32>, tensor<?x128xf32>> -> tensor<?x128xf32>
// CHECK: relay.nn.dropout %arg0 : (tensor<?x128xf32>) -> tuple<tensor<?x128xf32>, tensor<?x128xf32>>
func.func @dropout(%x: tensor<?x128xf32>) -> (tensor<?x128xf32>, tuple<tensor<?x128xf32>, tensor<?x128xf32>>) {
  %0 = relay.nn.dropout %x {rate = 0.2 : f64} : (tensor<?x128xf32>) -> tuple<tensor<?x128xf32>, tensor<?x128xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<?x128xf32>, tensor<?x128xf32>> -> tensor<?x128xf32>
  %2 = relay.nn.dropout %x {rate = 0.5 : f64} : (tensor<?x128xf32>) -> tuple<tensor<?x128xf32>, tensor<?x128xf32>>
  return %1, %2 : tensor<?x128xf32>, tuple<tensor<?x128xf32>, tensor<?x128xf32>>
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @max_pool2d
// CHECK: relay.nn.max_pool2d %arg0 {padding = array<i64: 1, 1, 1, 1>, pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32>
func.func @max_pool2d(%x: tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32>
  return %0 : tensor<1x64x56x56xf32>
}

// With ceil_mode, (56 - 3 + 2 - 1) / 2 + 1 = 28 (27 without).
// CHECK-LABEL: func.func @max_pool2d_ceil_mode_nhwc
// CHECK: relay.nn.max_pool2d %arg0 {ceil_mode = true, layout = #relay.layout<NHWC>, pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<?x56x56x8xf32>) -> tensor<?x28x28x8xf32>
func.func @max_pool2d_ceil_mode_nhwc(%x: tensor<?x56x56x8xf32>) -> tensor<?x28x28x8xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, layout = #relay.layout<NHWC>, ceil_mode = true} : (tensor<?x56x56x8xf32>) -> tensor<?x28x28x8xf32>
  return %0 : tensor<?x28x28x8xf32>
}

// CHECK-LABEL: func.func @max_pool2d_defaults
// CHECK: relay.nn.max_pool2d %arg0 {pool_size = array<i64: 2, 2>} : (tensor<1x1x?x?xi8>) -> tensor<1x1x?x?xi8>
func.func @max_pool2d_defaults(%x: tensor<1x1x?x?xi8>) -> tensor<1x1x?x?xi8> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 1, 1>, dilation = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, layout = #relay.layout<NCHW>, ceil_mode = false} : (tensor<1x1x?x?xi8>) -> tensor<1x1x?x?xi8>
  return %0 : tensor<1x1x?x?xi8>
}

// CHECK-LABEL: func.func @avg_pool2d
// CHECK: relay.nn.avg_pool2d %arg0 {count_include_pad = true, padding = array<i64: 1, 1, 1, 1>, pool_size = array<i64: 3, 3>} : (tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32>
func.func @avg_pool2d(%x: tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32>
  return %0 : tensor<1x64x28x28xf32>
}

// CHECK-LABEL: func.func @avg_pool2d_dilated
// CHECK: relay.nn.avg_pool2d %arg0 {dilation = array<i64: 2, 2>, pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<?x4x9x9xf32>) -> tensor<?x4x4x4xf32>
func.func @avg_pool2d_dilated(%x: tensor<?x4x9x9xf32>) -> tensor<?x4x4x4xf32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, dilation = array<i64: 2, 2>, count_include_pad = false} : (tensor<?x4x9x9xf32>) -> tensor<?x4x4x4xf32>
  return %0 : tensor<?x4x4x4xf32>
}

// CHECK-LABEL: func.func @global_avg_pool2d
// CHECK: relay.nn.global_avg_pool2d %arg0 : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x1x1xf32>
// CHECK: relay.nn.global_avg_pool2d %arg1 {layout = #relay.layout<NHWC>, out_layout = #relay.layout<NHWC>} : (tensor<?x?x?x512xf32>) -> tensor<?x1x1x512xf32>
func.func @global_avg_pool2d(%x: tensor<1x2048x7x7xf32>, %y: tensor<?x?x?x512xf32>) -> (tensor<1x2048x1x1xf32>, tensor<?x1x1x512xf32>) {
  %0 = relay.nn.global_avg_pool2d %x : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x1x1xf32>
  %1 = relay.nn.global_avg_pool2d %y {layout = #relay.layout<NHWC>, out_layout = #relay.layout<NHWC>} : (tensor<?x?x?x512xf32>) -> tensor<?x1x1x512xf32>
  return %0, %1 : tensor<1x2048x1x1xf32>, tensor<?x1x1x512xf32>
}

// CHECK-LABEL: func.func @global_max_pool2d
// CHECK: relay.nn.global_max_pool2d %arg0 : (tensor<?x256x13x13xf32>) -> tensor<?x256x1x1xf32>
// CHECK: relay.nn.global_max_pool2d %arg1 {layout = #relay.layout<NHWC>} : (tensor<2x6x6x16xi32>) -> tensor<2x1x1x16xi32>
func.func @global_max_pool2d(%x: tensor<?x256x13x13xf32>, %y: tensor<2x6x6x16xi32>) -> (tensor<?x256x1x1xf32>, tensor<2x1x1x16xi32>) {
  %0 = relay.nn.global_max_pool2d %x {layout = #relay.layout<NCHW>} : (tensor<?x256x13x13xf32>) -> tensor<?x256x1x1xf32>
  %1 = relay.nn.global_max_pool2d %y {layout = #relay.layout<NHWC>} : (tensor<2x6x6x16xi32>) -> tensor<2x1x1x16xi32>
  return %0, %1 : tensor<?x256x1x1xf32>, tensor<2x1x1x16xi32>
}

// CHECK-LABEL: func.func @adaptive_avg_pool2d
// CHECK: relay.nn.adaptive_avg_pool2d %arg0 {output_size = array<i64: 7, 7>} : (tensor<1x512x14x14xf32>) -> tensor<1x512x7x7xf32>
// CHECK: relay.nn.adaptive_avg_pool2d %arg0 {output_size = array<i64: 1>} : (tensor<1x512x14x14xf32>) -> tensor<1x512x1x1xf32>
// CHECK: relay.nn.adaptive_avg_pool2d %arg1 {layout = #relay.layout<NHWC>} : (tensor<?x?x?x8xf32>) -> tensor<?x?x?x8xf32>
func.func @adaptive_avg_pool2d(%x: tensor<1x512x14x14xf32>, %y: tensor<?x?x?x8xf32>) -> (tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>, tensor<?x?x?x8xf32>) {
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 7, 7>} : (tensor<1x512x14x14xf32>) -> tensor<1x512x7x7xf32>
  %1 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 1>} : (tensor<1x512x14x14xf32>) -> tensor<1x512x1x1xf32>
  %2 = relay.nn.adaptive_avg_pool2d %y {layout = #relay.layout<NHWC>} : (tensor<?x?x?x8xf32>) -> tensor<?x?x?x8xf32>
  return %0, %1, %2 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>, tensor<?x?x?x8xf32>
}

//===----------------------------------------------------------------------===//
// Resampling and layout
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @upsampling
// CHECK: relay.nn.upsampling %arg0 {scale_h = 2.000000e+00 : f64, scale_w = 2.000000e+00 : f64} : (tensor<1x3x16x16xf32>) -> tensor<1x3x32x32xf32>
func.func @upsampling(%x: tensor<1x3x16x16xf32>) -> tensor<1x3x32x32xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64, method = #relay.upsampling_method<nearest_neighbor>} : (tensor<1x3x16x16xf32>) -> tensor<1x3x32x32xf32>
  return %0 : tensor<1x3x32x32xf32>
}

// Modes and layouts may be quoted (as TVM writes them); they print bare.
// CHECK-LABEL: func.func @upsampling_quoted
// CHECK: relay.nn.upsampling %arg0 {layout = #relay.layout<NHWC>, method = #relay.upsampling_method<bicubic>, scale_h = 2.000000e+00 : f64} : (tensor<1x4x4x3xf32>) -> tensor<1x8x4x3xf32>
func.func @upsampling_quoted(%x: tensor<1x4x4x3xf32>) -> tensor<1x8x4x3xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, layout = #relay.layout<"NHWC">, method = #relay.upsampling_method<"bicubic">} : (tensor<1x4x4x3xf32>) -> tensor<1x8x4x3xf32>
  return %0 : tensor<1x8x4x3xf32>
}

// CHECK-LABEL: func.func @upsampling_bilinear_nhwc
// CHECK: relay.nn.upsampling %arg0 {align_corners = true, layout = #relay.layout<NHWC>, method = #relay.upsampling_method<bilinear>, scale_h = 3.000000e+00 : f64} : (tensor<?x?x10x4xf32>) -> tensor<?x?x10x4xf32>
func.func @upsampling_bilinear_nhwc(%x: tensor<?x?x10x4xf32>) -> tensor<?x?x10x4xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 3.0 : f64, layout = #relay.layout<NHWC>, method = #relay.upsampling_method<bilinear>, align_corners = true} : (tensor<?x?x10x4xf32>) -> tensor<?x?x10x4xf32>
  return %0 : tensor<?x?x10x4xf32>
}

// CHECK-LABEL: func.func @depth_to_space
// CHECK: relay.nn.depth_to_space %arg0 {block_size = 2 : i64} : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
// CHECK: relay.nn.depth_to_space %arg0 {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
func.func @depth_to_space(%x: tensor<1x16x4x4xf32>) -> (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) {
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<DCR>} : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
  return %0, %1 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
}

// CHECK-LABEL: func.func @depth_to_space_nhwc_dynamic
// CHECK: relay.nn.depth_to_space %arg0 {block_size = 3 : i64, layout = #relay.layout<NHWC>} : (tensor<?x?x5x18xf32>) -> tensor<?x?x15x2xf32>
func.func @depth_to_space_nhwc_dynamic(%x: tensor<?x?x5x18xf32>) -> tensor<?x?x15x2xf32> {
  %0 = relay.nn.depth_to_space %x {block_size = 3 : i64, layout = #relay.layout<NHWC>} : (tensor<?x?x5x18xf32>) -> tensor<?x?x15x2xf32>
  return %0 : tensor<?x?x15x2xf32>
}

// CHECK-LABEL: func.func @space_to_depth
// CHECK: relay.nn.space_to_depth %arg0 {block_size = 2 : i64} : (tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32>
// CHECK: relay.nn.space_to_depth %arg1 {block_size = 4 : i64, layout = #relay.layout<NHWC>} : (tensor<?x8x?x3xf32>) -> tensor<?x2x?x48xf32>
func.func @space_to_depth(%x: tensor<1x4x8x8xf32>, %y: tensor<?x8x?x3xf32>) -> (tensor<1x16x4x4xf32>, tensor<?x2x?x48xf32>) {
  %0 = relay.nn.space_to_depth %x {block_size = 2 : i64, layout = #relay.layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32>
  %1 = relay.nn.space_to_depth %y {block_size = 4 : i64, layout = #relay.layout<NHWC>} : (tensor<?x8x?x3xf32>) -> tensor<?x2x?x48xf32>
  return %0, %1 : tensor<1x16x4x4xf32>, tensor<?x2x?x48xf32>
}
