// RUN: relay-opt %s -relay-infer-type -split-input-file | FileCheck %s

// -relay-infer-type refines the `?` result extents of the neural-network
// operators from their static operands, following TVM's type relations.

//===----------------------------------------------------------------------===//
// conv2d: out = (in + pad_before + pad_after - ((k - 1) * dilation + 1)) / stride + 1
//===----------------------------------------------------------------------===//

// ResNet stem, 7x7/2 with padding 3: (224 + 6 - 7) / 2 + 1 = 112.
// CHECK-LABEL: func.func @conv2d_resnet_stem
// CHECK-SAME: -> tensor<1x64x112x112xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x64x112x112xf32>
func.func @conv2d_resnet_stem(%x: tensor<1x3x224x224xf32>, %w: tensor<64x3x7x7xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>, channels = 64 : i64, kernel_size = array<i64: 7, 7>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// 3x3, padding 1, stride 1 keeps the spatial extent.
// CHECK-LABEL: func.func @conv2d_same_3x3
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x128x56x56xf32>
func.func @conv2d_same_3x3(%x: tensor<1x64x56x56xf32>, %w: tensor<128x64x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x64x56x56xf32>, tensor<128x64x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// No padding: 32 - 3 + 1 = 30.
// CHECK-LABEL: func.func @conv2d_valid
// CHECK: relay.nn.conv2d {{.*}} -> tensor<2x16x30x30xf32>
func.func @conv2d_valid(%x: tensor<2x3x32x32xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<2x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w : (tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<2x?x?x?xf32>
  return %0 : tensor<2x?x?x?xf32>
}

// -----

// Dilation 2 makes a 3x3 kernel span 5: 32 - 5 + 1 = 28 rows; with padding 2
// on the columns, 32 + 4 - 5 + 1 = 32.
// CHECK-LABEL: func.func @conv2d_dilation_2
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x8x28x32xf32>
func.func @conv2d_dilation_2(%x: tensor<1x16x32x32xf32>, %w: tensor<8x16x3x3xf32>) -> tensor<1x8x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {dilation = array<i64: 2, 2>, padding = array<i64: 0, 2, 0, 2>} : (tensor<1x16x32x32xf32>, tensor<8x16x3x3xf32>) -> tensor<1x8x?x?xf32>
  return %0 : tensor<1x8x?x?xf32>
}

// -----

// Asymmetric ("SAME" as TF pads it) padding, stride 2: (224 + 0 + 1 - 3) / 2 + 1 = 112;
// on an odd input, (225 - 3) / 2 + 1 = 112 without padding.
// CHECK-LABEL: func.func @conv2d_asymmetric_padding_stride_2
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x8x112x112xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x8x112x112xf32>
func.func @conv2d_asymmetric_padding_stride_2(%x: tensor<1x3x224x224xf32>, %y: tensor<1x3x225x225xf32>, %w: tensor<8x3x3x3xf32>) -> (tensor<1x8x?x?xf32>, tensor<1x8x?x?xf32>) {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 1, 1>} : (tensor<1x3x224x224xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x?x?xf32>
  %1 = relay.nn.conv2d %y, %w {strides = array<i64: 2, 2>} : (tensor<1x3x225x225xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x?x?xf32>
  return %0, %1 : tensor<1x8x?x?xf32>, tensor<1x8x?x?xf32>
}

// -----

// Non-square strides and kernel: rows (20 - 5) / 3 + 1 = 6, columns (9 - 1) / 1 + 1 = 9.
// CHECK-LABEL: func.func @conv2d_non_square
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x4x6x9xf32>
func.func @conv2d_non_square(%x: tensor<1x2x20x9xf32>, %w: tensor<4x2x5x1xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 3, 1>} : (tensor<1x2x20x9xf32>, tensor<4x2x5x1xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// NHWC data with an HWIO kernel: the output is NHWC.
// CHECK-LABEL: func.func @conv2d_nhwc_hwio
// CHECK-SAME: -> tensor<1x112x112x64xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x112x112x64xf32>
func.func @conv2d_nhwc_hwio(%x: tensor<1x224x224x3xf32>, %w: tensor<7x7x3x64xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// NCHW in, NHWC out.
// CHECK-LABEL: func.func @conv2d_out_layout
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x6x6x4xf32>
func.func @conv2d_out_layout(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {out_layout = #relay.layout<NHWC>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// MobileNet depthwise 3x3/2: (112 + 2 - 3) / 2 + 1 = 56; grouped 1x1: 4 groups
// of 8 input channels.
// CHECK-LABEL: func.func @conv2d_depthwise_and_grouped
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x32x56x56xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x64x56x56xf32>
func.func @conv2d_depthwise_and_grouped(%x: tensor<1x32x112x112xf32>, %w: tensor<32x1x3x3xf32>, %w2: tensor<64x8x1x1xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {groups = 32 : i64, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x32x112x112xf32>, tensor<32x1x3x3xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.conv2d %0, %w2 {groups = 4 : i64} : (tensor<?x?x?x?xf32>, tensor<64x8x1x1xf32>) -> tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @conv2d_out_dtype
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x4x6x6xi32>
func.func @conv2d_out_dtype(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<?x?x?x?xi32> {
  %0 = relay.nn.conv2d %x, %w {out_dtype = i32} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

// -----

// A dynamic batch stays `?`; so does a dynamic spatial extent.
// CHECK-LABEL: func.func @conv2d_dynamic_batch
// CHECK-SAME: -> (tensor<?x64x112x112xf32>, tensor<1x64x?x112xf32>)
// CHECK: relay.nn.conv2d {{.*}} -> tensor<?x64x112x112xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x64x?x112xf32>
func.func @conv2d_dynamic_batch(%x: tensor<?x3x224x224xf32>, %y: tensor<1x3x?x224xf32>, %w: tensor<64x3x7x7xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>} : (tensor<?x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.conv2d %y, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>} : (tensor<1x3x?x224xf32>, tensor<64x3x7x7xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// A dynamic kernel extent leaves that output extent `?`.
// CHECK-LABEL: func.func @conv2d_dynamic_kernel
// CHECK: relay.nn.conv2d {{.*}} -> tensor<1x4x?x6xf32>
func.func @conv2d_dynamic_kernel(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x?x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w : (tensor<1x3x8x8xf32>, tensor<4x3x?x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// conv2d_transpose: out = stride * (in - 1) + dilated kernel - pad + output_padding
//===----------------------------------------------------------------------===//

// -----

// 2 * (14 - 1) + 3 - 2 + 1 = 28.
// CHECK-LABEL: func.func @conv2d_transpose
// CHECK: relay.nn.conv2d_transpose {{.*}} -> tensor<1x8x28x28xf32>
func.func @conv2d_transpose(%x: tensor<1x16x14x14xf32>, %w: tensor<16x8x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x16x14x14xf32>, tensor<16x8x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// Without output_padding: 2 * 13 + 3 - 2 = 27. A 4x4/2 kernel with padding 1
// doubles: 2 * 13 + 4 - 2 = 28.
// CHECK-LABEL: func.func @conv2d_transpose_no_output_padding
// CHECK: relay.nn.conv2d_transpose {{.*}} -> tensor<1x8x27x27xf32>
// CHECK: relay.nn.conv2d_transpose {{.*}} -> tensor<1x8x28x28xf32>
func.func @conv2d_transpose_no_output_padding(%x: tensor<1x16x14x14xf32>, %w: tensor<16x8x3x3xf32>, %w4: tensor<16x8x4x4xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.conv2d_transpose %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x14x14xf32>, tensor<16x8x3x3xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.conv2d_transpose %x, %w4 {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x14x14xf32>, tensor<16x8x4x4xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// Dilation 2 (kernel span 5), stride 1, no padding: 1 * (5 - 1) + 5 = 9.
// Grouped: 4 groups of 2 output channels give 8 output channels.
// CHECK-LABEL: func.func @conv2d_transpose_dilated_grouped
// CHECK: relay.nn.conv2d_transpose {{.*}} -> tensor<?x8x9x9xf32>
func.func @conv2d_transpose_dilated_grouped(%x: tensor<?x8x5x5xf32>, %w: tensor<8x2x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {dilation = array<i64: 2, 2>, groups = 4 : i64} : (tensor<?x8x5x5xf32>, tensor<8x2x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// conv1d and conv3d
//===----------------------------------------------------------------------===//

// -----

// (100 + 4 - 5) / 2 + 1 = 50.
// CHECK-LABEL: func.func @conv1d
// CHECK: relay.nn.conv1d {{.*}} -> tensor<1x32x50xf32>
// CHECK: relay.nn.conv1d {{.*}} -> tensor<1x50x32xf32>
func.func @conv1d(%x: tensor<1x16x100xf32>, %y: tensor<1x100x16xf32>, %w: tensor<32x16x5xf32>, %w2: tensor<5x16x32xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = relay.nn.conv1d %x, %w {strides = array<i64: 2>, padding = array<i64: 2, 2>} : (tensor<1x16x100xf32>, tensor<32x16x5xf32>) -> tensor<?x?x?xf32>
  %1 = relay.nn.conv1d %y, %w2 {strides = array<i64: 2>, padding = array<i64: 2, 2>, data_layout = #relay.layout<NWC>, kernel_layout = #relay.layout<WIO>} : (tensor<1x100x16xf32>, tensor<5x16x32xf32>) -> tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// Depth (16 + 2 - 3) / 1 + 1 = 16; height and width (112 + 6 - 7) / 2 + 1 = 56.
// CHECK-LABEL: func.func @conv3d
// CHECK: relay.nn.conv3d {{.*}} -> tensor<1x64x16x56x56xf32>
func.func @conv3d(%x: tensor<1x3x16x112x112xf32>, %w: tensor<64x3x3x7x7xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = relay.nn.conv3d %x, %w {strides = array<i64: 1, 2, 2>, padding = array<i64: 1, 3, 3, 1, 3, 3>} : (tensor<1x3x16x112x112xf32>, tensor<64x3x3x7x7xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @conv3d_ndhwc_dynamic_batch
// CHECK: relay.nn.conv3d {{.*}} -> tensor<?x6x6x6x8xf32>
func.func @conv3d_ndhwc_dynamic_batch(%x: tensor<?x8x8x8x3xf32>, %w: tensor<3x3x3x3x8xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = relay.nn.conv3d %x, %w {data_layout = #relay.layout<NDHWC>, kernel_layout = #relay.layout<DHWIO>} : (tensor<?x8x8x8x3xf32>, tensor<3x3x3x3x8xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @dense
// CHECK: relay.nn.dense {{.*}} -> tensor<4x10xf32>
// CHECK: relay.nn.dense {{.*}} -> tensor<?x10xf32>
// CHECK: relay.nn.dense {{.*}} -> tensor<2x3x10xf32>
func.func @dense(%x: tensor<4x128xf32>, %y: tensor<?x128xf32>, %z: tensor<2x3x128xf32>, %w: tensor<10x128xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %0 = relay.nn.dense %x, %w : (tensor<4x128xf32>, tensor<10x128xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.dense %y, %w {units = 10 : i64} : (tensor<?x128xf32>, tensor<10x128xf32>) -> tensor<?x?xf32>
  %2 = relay.nn.dense %z, %w : (tensor<2x3x128xf32>, tensor<10x128xf32>) -> tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
}

// -----

// `units` gives the output extent when the weight's is unknown.
// CHECK-LABEL: func.func @dense_units_dynamic_weight
// CHECK: relay.nn.dense {{.*}} -> tensor<4x10xi32>
func.func @dense_units_dynamic_weight(%x: tensor<4x128xi8>, %w: tensor<?x128xi8>) -> tensor<?x?xi32> {
  %0 = relay.nn.dense %x, %w {units = 10 : i64, out_dtype = i32} : (tensor<4x128xi8>, tensor<?x128xi8>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @matmul
// CHECK: relay.nn.matmul {{.*}} -> tensor<4x16xf32>
// CHECK: relay.nn.matmul {{.*}} -> tensor<4x16xf32>
// CHECK: relay.nn.matmul {{.*}} -> tensor<4x16xf32>
// CHECK: relay.nn.matmul {{.*}} -> tensor<4x16xf32>
func.func @matmul(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.nn.matmul %a, %b : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.matmul %at, %b {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<?x?xf32>
  %2 = relay.nn.matmul %a, %bt {transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<?x?xf32>
  %3 = relay.nn.matmul %at, %bt {transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK: relay.nn.batch_matmul {{.*}} -> tensor<2x3x5xf32>
// CHECK: relay.nn.batch_matmul {{.*}} -> tensor<2x3x5xf32>
// CHECK: relay.nn.batch_matmul {{.*}} -> tensor<2x3x5xf32>
func.func @batch_matmul(%a: tensor<2x3x4xf32>, %at: tensor<2x4x3xf32>, %b: tensor<2x4x5xf32>, %bt: tensor<2x5x4xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = relay.nn.batch_matmul %a, %b : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<?x?x?xf32>
  %1 = relay.nn.batch_matmul %a, %bt {transpose_b = true} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.nn.batch_matmul %at, %b {transpose_a = true} : (tensor<2x4x3xf32>, tensor<2x4x5xf32>) -> tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// A batch of 1 broadcasts; a dynamic batch on both sides stays `?`.
// CHECK-LABEL: func.func @batch_matmul_batch
// CHECK: relay.nn.batch_matmul {{.*}} -> tensor<6x3x5xf32>
// CHECK: relay.nn.batch_matmul {{.*}} -> tensor<?x3x5xi32>
func.func @batch_matmul_batch(%a: tensor<1x3x4xf32>, %b: tensor<6x4x5xf32>, %c: tensor<?x3x4xi8>, %d: tensor<?x4x5xi8>) -> (tensor<?x?x?xf32>, tensor<?x?x?xi32>) {
  %0 = relay.nn.batch_matmul %a, %b : (tensor<1x3x4xf32>, tensor<6x4x5xf32>) -> tensor<?x?x?xf32>
  %1 = relay.nn.batch_matmul %c, %d {out_dtype = i32} : (tensor<?x3x4xi8>, tensor<?x4x5xi8>) -> tensor<?x?x?xi32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xi32>
}

// -----

// CHECK-LABEL: func.func @bias_add
// CHECK: relay.nn.bias_add {{.*}} -> tensor<1x64x56x56xf32>
func.func @bias_add(%x: tensor<1x64x56x56xf32>, %b: tensor<64xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.bias_add %x, %b : (tensor<1x64x56x56xf32>, tensor<64xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Normalisations
//===----------------------------------------------------------------------===//

// -----

// batch_norm gives (data, mean, var); the tuple and the projection refine.
// CHECK-LABEL: func.func @batch_norm
// CHECK-SAME: -> tensor<1x64x56x56xf32>
// CHECK: %[[BN:.*]] = relay.nn.batch_norm {{.*}} -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
// CHECK: relay.tuple_get_item %[[BN]][0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
func.func @batch_norm(%x: tensor<1x64x56x56xf32>, %g: tensor<64xf32>, %b: tensor<64xf32>, %m: tensor<64xf32>, %v: tensor<64xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tuple<tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<?xf32>> -> tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// The mean and variance take the channel extent of `axis` (-1: the last),
// even when the parameter vectors are dynamic.
// CHECK-LABEL: func.func @batch_norm_last_axis
// CHECK: relay.nn.batch_norm {{.*}} -> tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>>
// CHECK: relay.tuple_get_item %{{.*}}[1] : tuple<tensor<?x7x7x32xf16>, tensor<32xf16>, tensor<32xf16>> -> tensor<32xf16>
func.func @batch_norm_last_axis(%x: tensor<?x7x7x32xf16>, %g: tensor<?xf16>) -> tensor<?xf16> {
  %0 = relay.nn.batch_norm %x, %g, %g, %g, %g {axis = -1 : i64} : (tensor<?x7x7x32xf16>, tensor<?xf16>, tensor<?xf16>, tensor<?xf16>, tensor<?xf16>) -> tuple<tensor<?x?x?x?xf16>, tensor<?xf16>, tensor<?xf16>>
  %1 = relay.tuple_get_item %0[1] : tuple<tensor<?x?x?x?xf16>, tensor<?xf16>, tensor<?xf16>> -> tensor<?xf16>
  return %1 : tensor<?xf16>
}

// -----

// CHECK-LABEL: func.func @norms_and_softmax
// CHECK: relay.nn.layer_norm {{.*}} -> tensor<2x8x768xf32>
// CHECK: relay.nn.softmax {{.*}} -> tensor<2x8x768xf32>
// CHECK: relay.nn.log_softmax {{.*}} -> tensor<2x8x768xf32>
func.func @norms_and_softmax(%x: tensor<2x8x768xf32>, %g: tensor<768xf32>) -> tensor<?x?x?xf32> {
  %0 = relay.nn.layer_norm %x, %g, %g : (tensor<2x8x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<?x?x?xf32>
  %1 = relay.nn.softmax %0 {axis = 1 : i64} : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %2 = relay.nn.log_softmax %1 : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %2 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @instance_and_group_norm
// CHECK: relay.nn.instance_norm {{.*}} -> tensor<?x32x8x8xf32>
// CHECK: relay.nn.group_norm {{.*}} -> tensor<?x32x8x8xf32>
func.func @instance_and_group_norm(%x: tensor<?x32x8x8xf32>, %g: tensor<32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.instance_norm %x, %g, %g : (tensor<?x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.group_norm %0, %g, %g {num_groups = 4 : i64} : (tensor<?x?x?x?xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dropout
// CHECK: relay.nn.dropout {{.*}} -> tuple<tensor<8x128xf32>, tensor<8x128xf32>>
// CHECK: relay.tuple_get_item {{.*}} -> tensor<8x128xf32>
func.func @dropout(%x: tensor<8x128xf32>) -> tensor<?x?xf32> {
  %0 = relay.nn.dropout %x : (tensor<8x128xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<?x?xf32>, tensor<?x?xf32>> -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Pooling: out = (in + pads - ((pool - 1) * dilation + 1) [+ stride - 1 if ceil_mode]) / stride + 1
//===----------------------------------------------------------------------===//

// -----

// ResNet's max pool: 3x3/2 with padding 1, (112 + 2 - 3) / 2 + 1 = 56.
// CHECK-LABEL: func.func @max_pool2d_resnet
// CHECK: relay.nn.max_pool2d {{.*}} -> tensor<1x64x56x56xf32>
func.func @max_pool2d_resnet(%x: tensor<1x64x112x112xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x64x112x112xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// 3x3/2 on 56: floor (56 - 3) / 2 + 1 = 27, ceil (56 - 3 + 1) / 2 + 1 = 28.
// CHECK-LABEL: func.func @max_pool2d_ceil_mode
// CHECK: relay.nn.max_pool2d {{.*}} -> tensor<1x8x27x27xf32>
// CHECK: relay.nn.max_pool2d %arg0 {ceil_mode = true, {{.*}} -> tensor<1x8x28x28xf32>
func.func @max_pool2d_ceil_mode(%x: tensor<1x8x56x56xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x8x56x56xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = true} : (tensor<1x8x56x56xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// ceil_mode where the window fits exactly: 55 -> 27 either way. 2x2/2 on 7:
// floor 3, ceil 4.
// CHECK-LABEL: func.func @avg_pool2d_ceil_mode
// CHECK: relay.nn.avg_pool2d {{.*}} -> tensor<1x8x27x4xf32>
// CHECK: relay.nn.avg_pool2d {{.*}} -> tensor<1x8x27x3xf32>
func.func @avg_pool2d_ceil_mode(%x: tensor<1x8x55x7xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 2>, strides = array<i64: 2, 2>, ceil_mode = true, count_include_pad = true} : (tensor<1x8x55x7xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 2>, strides = array<i64: 2, 2>} : (tensor<1x8x55x7xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// NHWC, dilation 2 (window span 3), dynamic batch: (9 - 3) / 2 + 1 = 4.
// CHECK-LABEL: func.func @pool2d_nhwc_dilated
// CHECK: relay.nn.max_pool2d {{.*}} -> tensor<?x4x4x16xf32>
func.func @pool2d_nhwc_dilated(%x: tensor<?x9x9x16xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, dilation = array<i64: 2, 2>, layout = #relay.layout<NHWC>} : (tensor<?x9x9x16xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// A dynamic spatial extent stays `?`; the other one is computed.
// CHECK-LABEL: func.func @pool2d_dynamic_height
// CHECK: relay.nn.avg_pool2d {{.*}} -> tensor<2x3x?x5xf32>
func.func @pool2d_dynamic_height(%x: tensor<2x3x?x10xf32>) -> tensor<?x?x?x?xf32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<2x3x?x10xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @global_pools
// CHECK: relay.nn.global_avg_pool2d {{.*}} -> tensor<1x2048x1x1xf32>
// CHECK: relay.nn.global_max_pool2d {{.*}} -> tensor<?x1x1x512xf32>
func.func @global_pools(%x: tensor<1x2048x7x7xf32>, %y: tensor<?x7x7x512xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.global_avg_pool2d %x : (tensor<1x2048x7x7xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.global_max_pool2d %y {layout = #relay.layout<NHWC>} : (tensor<?x7x7x512xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @adaptive_avg_pool2d
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<1x512x7x7xf32>
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<1x512x1x1xf32>
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<1x512x3x5xf32>
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<1x512x14x14xf32>
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<?x2x2x8xf32>
func.func @adaptive_avg_pool2d(%x: tensor<1x512x14x14xf32>, %y: tensor<?x6x6x8xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 7, 7>} : (tensor<1x512x14x14xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 1>} : (tensor<1x512x14x14xf32>) -> tensor<?x?x?x?xf32>
  %2 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 3, 5>} : (tensor<1x512x14x14xf32>) -> tensor<?x?x?x?xf32>
  %3 = relay.nn.adaptive_avg_pool2d %x : (tensor<1x512x14x14xf32>) -> tensor<?x?x?x?xf32>
  %4 = relay.nn.adaptive_avg_pool2d %y {output_size = array<i64: 2, 2>, layout = #relay.layout<NHWC>} : (tensor<?x6x6x8xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Resampling and layout
//===----------------------------------------------------------------------===//

// -----

// Extents are round(in * scale): 16 * 2 = 32, 10 * 1.5 = 15, 7 * 0.5 = 3.5 -> 4.
// CHECK-LABEL: func.func @upsampling
// CHECK: relay.nn.upsampling {{.*}} -> tensor<1x3x32x32xf32>
// CHECK: relay.nn.upsampling {{.*}} -> tensor<?x15x4x3xf32>
func.func @upsampling(%x: tensor<1x3x16x16xf32>, %y: tensor<?x10x7x3xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64} : (tensor<1x3x16x16xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.upsampling %y {scale_h = 1.5 : f64, scale_w = 0.5 : f64, layout = #relay.layout<NHWC>, method = #relay.upsampling_method<bilinear>} : (tensor<?x10x7x3xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @depth_to_space
// CHECK: relay.nn.depth_to_space {{.*}} -> tensor<1x4x8x8xf32>
// CHECK: relay.nn.depth_to_space {{.*}} -> tensor<?x15x?x2xf32>
func.func @depth_to_space(%x: tensor<1x16x4x4xf32>, %y: tensor<?x5x?x18xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<1x16x4x4xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.depth_to_space %y {block_size = 3 : i64, layout = #relay.layout<NHWC>} : (tensor<?x5x?x18xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @space_to_depth
// CHECK: relay.nn.space_to_depth {{.*}} -> tensor<1x16x4x4xf32>
// CHECK: relay.nn.space_to_depth {{.*}} -> tensor<?x2x?x48xf32>
func.func @space_to_depth(%x: tensor<1x4x8x8xf32>, %y: tensor<?x8x?x3xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.space_to_depth %x {block_size = 2 : i64} : (tensor<1x4x8x8xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.space_to_depth %y {block_size = 4 : i64, layout = #relay.layout<NHWC>} : (tensor<?x8x?x3xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Chains
//===----------------------------------------------------------------------===//

// -----

// A ResNet-style head: shapes flow from the arguments through every op.
// CHECK-LABEL: func.func @resnet_head
// CHECK-SAME: -> tensor<?x1000xf32>
// CHECK: relay.nn.conv2d {{.*}} -> tensor<?x64x112x112xf32>
// CHECK: relay.nn.bias_add {{.*}} -> tensor<?x64x112x112xf32>
// CHECK: relay.nn.max_pool2d {{.*}} -> tensor<?x64x56x56xf32>
// CHECK: relay.nn.global_avg_pool2d {{.*}} -> tensor<?x64x1x1xf32>
// CHECK: relay.nn.dense {{.*}} -> tensor<?x1000xf32>
// CHECK: relay.nn.softmax {{.*}} -> tensor<?x1000xf32>
// CHECK: return {{.*}} : tensor<?x1000xf32>
func.func @resnet_head(%x: tensor<?x3x224x224xf32>, %w: tensor<64x3x7x7xf32>, %b: tensor<64xf32>, %fc: tensor<1000x64xf32>, %flat: tensor<?x64xf32>) -> tensor<?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>} : (tensor<?x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<?x?x?x?xf32>, tensor<64xf32>) -> tensor<?x?x?x?xf32>
  %2 = relay.nn.max_pool2d %1 {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %3 = relay.nn.global_avg_pool2d %2 : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %4 = relay.nn.dense %flat, %fc : (tensor<?x64xf32>, tensor<1000x64xf32>) -> tensor<?x?xf32>
  %5 = relay.nn.softmax %4 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %5 : tensor<?x?xf32>
}

// -----

// Global and adaptive pooling know their spatial extents even when the input's
// are dynamic.
// CHECK-LABEL: func.func @pools_of_dynamic_spatial
// CHECK: relay.nn.global_avg_pool2d {{.*}} -> tensor<1x64x1x1xf32>
// CHECK: relay.nn.global_max_pool2d {{.*}} -> tensor<1x64x1x1xf32>
// CHECK: relay.nn.adaptive_avg_pool2d {{.*}} -> tensor<1x64x7x7xf32>
func.func @pools_of_dynamic_spatial(%x: tensor<1x64x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.nn.global_avg_pool2d %x : (tensor<1x64x?x?xf32>) -> tensor<?x?x?x?xf32>
  %1 = relay.nn.global_max_pool2d %x : (tensor<1x64x?x?xf32>) -> tensor<?x?x?x?xf32>
  %2 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 7, 7>} : (tensor<1x64x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}
