// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file | FileCheck %s

// Neural-network operators (RelayNNOps.td): named linalg convolutions,
// matmuls and poolings where they exist, linalg.generic for the rest.

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

// Padding (top, left, bottom, right) is a tensor.pad with zeros; strides and
// dilation become the named op's attributes.
// CHECK-LABEL: func.func @conv2d(
// CHECK-SAME: %[[X:.+]]: tensor<1x3x8x9xf32>, %[[W:.+]]: tensor<4x3x3x3xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 2] high[0, 0, 0, 1]
// CHECK: tensor.yield %[[ZERO]] : f32
// CHECK: } : tensor<1x3x8x9xf32> to tensor<1x3x9x12xf32>
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<1x4x3x5xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[EMPTY]] : tensor<1x4x3x5xf32>)
// CHECK: %[[R:.+]] = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[W]] : tensor<1x3x9x12xf32>, tensor<4x3x3x3xf32>) outs(%[[INIT]] : tensor<1x4x3x5xf32>)
// CHECK: return %[[R]]
func.func @conv2d(%x: tensor<1x3x8x9xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x3x5xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 2, 0, 1>, dilation = array<i64: 2, 1>} : (tensor<1x3x8x9xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x5xf32>
  return %0 : tensor<1x4x3x5xf32>
}

// -----

// Dynamic batch and spatial extents: the output extents are
// (padded - dilated_kernel) floordiv stride + 1, one affine.apply each.
// CHECK-DAG: #[[OUT:.+]] = affine_map<()[s0] -> ((s0 - 3) floordiv 2 + 1)>
// CHECK-LABEL: func.func @conv2d_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<?x3x?x?xf32>, %[[W:.+]]: tensor<8x3x3x3xf32>)
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<?x3x?x?xf32> to tensor<?x3x?x?xf32>
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[H:.+]] = tensor.dim %[[PAD]], %[[C2]]
// CHECK: %[[C3:.+]] = arith.constant 3 : index
// CHECK: %[[W_:.+]] = tensor.dim %[[PAD]], %[[C3]]
// CHECK: %[[OH:.+]] = affine.apply #[[OUT]]()[%[[H]]]
// CHECK: %[[OW:.+]] = affine.apply #[[OUT]]()[%[[W_]]]
// CHECK: %[[N:.+]] = tensor.dim %[[PAD]], %{{.+}}
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[N]], %[[OH]], %[[OW]]) : tensor<?x8x?x?xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[EMPTY]]
// CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[W]] : tensor<?x3x?x?xf32>, tensor<8x3x3x3xf32>) outs(%[[INIT]] : tensor<?x8x?x?xf32>)
func.func @conv2d_dynamic(%x: tensor<?x3x?x?xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<?x8x?x?xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x?x?xf32>, tensor<8x3x3x3xf32>) -> tensor<?x8x?x?xf32>
  return %0 : tensor<?x8x?x?xf32>
}

// -----

// groups > 1: channels split into [G, C/G], filters into [G, O/G], then
// linalg.conv_2d_ngchw_gfchw and the output groups merged back.
// CHECK-LABEL: func.func @conv2d_grouped(
// CHECK-SAME: %[[X:.+]]: tensor<1x4x8x8xf32>, %[[W:.+]]: tensor<6x2x3x3xf32>)
// CHECK: %[[XG:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 8, 8] : tensor<1x4x8x8xf32> into tensor<1x2x2x8x8xf32>
// CHECK: %[[WG:.+]] = tensor.expand_shape %[[W]] {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<2x3x2x3x3xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x2x3x6x6xf32>)
// CHECK: %[[C:.+]] = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
// CHECK-SAME: ins(%[[XG]], %[[WG]] : tensor<1x2x2x8x8xf32>, tensor<2x3x2x3x3xf32>) outs(%[[INIT]] : tensor<1x2x3x6x6xf32>)
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[C]] {{\[}}[0], [1, 2], [3], [4]] : tensor<1x2x3x6x6xf32> into tensor<1x6x6x6xf32>
// CHECK: return %[[R]]
func.func @conv2d_grouped(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32> {
  %0 = relay.nn.conv2d %x, %w {groups = 2 : i64} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// groups == channels == filters: depthwise, with the weight's unit I dropped.
// CHECK-LABEL: func.func @conv2d_depthwise(
// CHECK-SAME: %[[X:.+]]: tensor<1x4x8x8xf32>, %[[W:.+]]: tensor<4x1x3x3xf32>)
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[WD:.+]] = tensor.collapse_shape %[[W]] {{\[}}[0, 1], [2], [3]] : tensor<4x1x3x3xf32> into tensor<4x3x3xf32>
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[WD]] : tensor<1x4x10x10xf32>, tensor<4x3x3xf32>) outs(%[[INIT]] : tensor<1x4x8x8xf32>)
func.func @conv2d_depthwise(%x: tensor<1x4x8x8xf32>, %w: tensor<4x1x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %0 = relay.nn.conv2d %x, %w {groups = 4 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

// NHWC/HWIO maps to linalg.conv_2d_nhwc_hwcf directly. out_dtype accumulates
// in i32: the int8 operands are sign-extended first.
// CHECK-DAG: #[[ID4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv2d_nhwc_i8(
// CHECK-SAME: %[[X:.+]]: tensor<?x8x8x3xi8>, %[[W:.+]]: tensor<3x3x3x4xi8>)
// CHECK: %[[XE:.+]] = linalg.generic {indexing_maps = [#[[ID4]], #[[ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<?x8x8x3xi8>) outs(%{{.+}} : tensor<?x8x8x3xi32>)
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: %[[WE:.+]] = linalg.generic {{.+}} ins(%[[W]] : tensor<3x3x3x4xi8>) outs(%{{.+}} : tensor<3x3x3x4xi32>)
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: %[[PAD:.+]] = tensor.pad %[[XE]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: } : tensor<?x8x8x3xi32> to tensor<?x10x10x3xi32>
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[ZERO]] : i32) outs(%{{.+}} : tensor<?x8x8x4xi32>)
// CHECK: %[[R:.+]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[WE]] : tensor<?x10x10x3xi32>, tensor<3x3x3x4xi32>) outs(%[[INIT]] : tensor<?x8x8x4xi32>)
// CHECK: return %[[R]] : tensor<?x8x8x4xi32>
func.func @conv2d_nhwc_i8(%x: tensor<?x8x8x3xi8>, %w: tensor<3x3x3x4xi8>) -> tensor<?x8x8x4xi32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>, out_dtype = i32} : (tensor<?x8x8x3xi8>, tensor<3x3x3x4xi8>) -> tensor<?x8x8x4xi32>
  return %0 : tensor<?x8x8x4xi32>
}

// -----

// Other layouts are transposed to NCHW/OIHW, and the result to out_layout.
// CHECK-LABEL: func.func @conv2d_layouts(
// CHECK-SAME: %[[X:.+]]: tensor<1x8x8x4xf32>, %[[W:.+]]: tensor<3x3x6x4xf32>)
// CHECK: %[[XT:.+]] = linalg.transpose ins(%[[X]] : tensor<1x8x8x4xf32>) outs(%{{.+}} : tensor<1x4x8x8xf32>) permutation = [0, 3, 1, 2]
// CHECK: %[[WT:.+]] = linalg.transpose ins(%[[W]] : tensor<3x3x6x4xf32>) outs(%{{.+}} : tensor<6x4x3x3xf32>) permutation = [2, 3, 0, 1]
// CHECK: %[[C:.+]] = linalg.conv_2d_nchw_fchw {{.+}} ins(%[[XT]], %[[WT]] : tensor<1x4x8x8xf32>, tensor<6x4x3x3xf32>) outs(%{{.+}} : tensor<1x6x6x6xf32>)
// CHECK: %[[R:.+]] = linalg.transpose ins(%[[C]] : tensor<1x6x6x6xf32>) outs(%{{.+}} : tensor<1x6x6x6xf32>) permutation = [0, 2, 3, 1]
// CHECK: return %[[R]]
func.func @conv2d_layouts(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x6x4xf32>) -> tensor<1x6x6x6xf32> {
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWOI>, out_layout = #relay.layout<NHWC>} : (tensor<1x8x8x4xf32>, tensor<3x3x6x4xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// Unsigned data is zero-extended, signed weights sign-extended.
// CHECK-LABEL: func.func @conv2d_unsigned(
// CHECK-SAME: %{{.+}}: tensor<1x2x4x4xi8>, %{{.+}}: tensor<3x2x2x2xi8>) -> tensor<1x3x3x3xi32>
// CHECK: arith.extui %{{.+}} : i8 to i32
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: linalg.conv_2d_nchw_fchw {{.+}} outs(%{{.+}} : tensor<1x3x3x3xi32>)
func.func @conv2d_unsigned(%x: tensor<1x2x4x4xui8>, %w: tensor<3x2x2x2xi8>) -> tensor<1x3x3x3xi32> {
  %0 = relay.nn.conv2d %x, %w {out_dtype = i32} : (tensor<1x2x4x4xui8>, tensor<3x2x2x2xi8>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

// -----

// CHECK-LABEL: func.func @conv1d(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x10xf32>, %[[W:.+]]: tensor<8x4x3xf32>)
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1] high[0, 0, 0]
// CHECK: linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[W]] : tensor<2x4x11xf32>, tensor<8x4x3xf32>) outs(%{{.+}} : tensor<2x8x5xf32>)
func.func @conv1d(%x: tensor<2x4x10xf32>, %w: tensor<8x4x3xf32>) -> tensor<2x8x5xf32> {
  %0 = relay.nn.conv1d %x, %w {strides = array<i64: 2>, padding = array<i64: 1, 0>} : (tensor<2x4x10xf32>, tensor<8x4x3xf32>) -> tensor<2x8x5xf32>
  return %0 : tensor<2x8x5xf32>
}

// -----

// Grouped conv1d: a linalg.generic over (n, g, f, ow, c, kw) reading the input
// at ow * stride + kw * dilation.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 * 2 + d5 * 2)>
// CHECK-DAG: #[[FILTER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv1d_grouped(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x10xf32>, %[[W:.+]]: tensor<6x2x3xf32>)
// CHECK: %[[XG:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3]] output_shape [2, 2, 2, 10]
// CHECK: %[[WG:.+]] = tensor.expand_shape %[[W]] {{\[}}[0, 1], [2], [3]] output_shape [2, 3, 2, 3]
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<2x2x3x3xf32>)
// CHECK: %[[C:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[FILTER]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK-SAME: ins(%[[XG]], %[[WG]] : tensor<2x2x2x10xf32>, tensor<2x3x2x3xf32>) outs(%[[INIT]] : tensor<2x2x3x3xf32>)
// CHECK: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[ACC:.+]]: f32):
// CHECK: %[[M:.+]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK: %[[S:.+]] = arith.addf %[[ACC]], %[[M]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: tensor.collapse_shape %[[C]] {{\[}}[0], [1, 2], [3]] : tensor<2x2x3x3xf32> into tensor<2x6x3xf32>
func.func @conv1d_grouped(%x: tensor<2x4x10xf32>, %w: tensor<6x2x3xf32>) -> tensor<2x6x3xf32> {
  %0 = relay.nn.conv1d %x, %w {groups = 2 : i64, strides = array<i64: 2>, dilation = array<i64: 2>} : (tensor<2x4x10xf32>, tensor<6x2x3xf32>) -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}

// -----

// CHECK-LABEL: func.func @conv3d(
// CHECK: %[[PAD:.+]] = tensor.pad %{{.+}} low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1]
// CHECK: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
// CHECK-SAME: ins(%[[PAD]], %{{.+}} : tensor<1x2x7x7x7xf32>, tensor<4x2x3x3x3xf32>) outs(%{{.+}} : tensor<1x4x5x5x5xf32>)
func.func @conv3d(%x: tensor<1x2x5x5x5xf32>, %w: tensor<4x2x3x3x3xf32>) -> tensor<1x4x5x5x5xf32> {
  %0 = relay.nn.conv3d %x, %w {padding = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<1x2x5x5x5xf32>, tensor<4x2x3x3x3xf32>) -> tensor<1x4x5x5x5xf32>
  return %0 : tensor<1x4x5x5x5xf32>
}

// -----

// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d6, d3 + d7, d4 + d8, d5 + d9)>
// CHECK-DAG: #[[FILTER:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d1, d2, d6, d7, d8, d9)>
// CHECK-LABEL: func.func @conv3d_grouped(
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[FILTER]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
// CHECK-SAME: ins(%{{.+}}, %{{.+}} : tensor<1x2x2x5x5x5xf32>, tensor<2x2x2x3x3x3xf32>) outs(%{{.+}} : tensor<1x2x2x3x3x3xf32>)
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3], [4], [5]] : tensor<1x2x2x3x3x3xf32> into tensor<1x4x3x3x3xf32>
func.func @conv3d_grouped(%x: tensor<1x4x5x5x5xf32>, %w: tensor<4x2x3x3x3xf32>) -> tensor<1x4x3x3x3xf32> {
  %0 = relay.nn.conv3d %x, %w {groups = 2 : i64} : (tensor<1x4x5x5x5xf32>, tensor<4x2x3x3x3xf32>) -> tensor<1x4x3x3x3xf32>
  return %0 : tensor<1x4x3x3x3xf32>
}

// -----

// conv2d_transpose: the kernel [I, O/G, kh, kw] is flipped spatially with I
// and O swapped per group; the input is dilated by the strides (a strided
// insert into zeros), padded by dilated_kernel - 1 - padding (+
// output_padding at the end), and convolved with stride 1.
// CHECK-DAG: #[[FLIP:.+]] = affine_map<(d0, d1, d2, d3) -> ((d0 floordiv 3) * 2 + d1, d0 mod 3, -d2 + 2, -d3 + 2)>
// CHECK-DAG: #[[ID4:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv2d_transpose(
// CHECK-SAME: %[[X:.+]]: tensor<1x4x5x5xf32>, %[[W:.+]]: tensor<4x3x3x3xf32>)
// CHECK: %[[FE:.+]] = tensor.empty() : tensor<6x2x3x3xf32>
// CHECK: %[[F:.+]] = linalg.generic {indexing_maps = [#[[FLIP]], #[[ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[W]] : tensor<4x3x3x3xf32>) outs(%[[FE]] : tensor<6x2x3x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK: %[[Z:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x4x12x12xf32>)
// CHECK: %[[D:.+]] = tensor.insert_slice %[[X]] into %[[Z]][0, 0, 1, 1] [1, 4, 5, 5] [1, 1, 2, 2] : tensor<1x4x5x5xf32> into tensor<1x4x12x12xf32>
// CHECK: %[[DG:.+]] = tensor.expand_shape %[[D]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 12, 12]
// CHECK: %[[FG:.+]] = tensor.expand_shape %[[F]] {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3]
// CHECK: %[[C:.+]] = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
// CHECK-SAME: ins(%[[DG]], %[[FG]] : tensor<1x2x2x12x12xf32>, tensor<2x3x2x3x3xf32>) outs(%{{.+}} : tensor<1x2x3x10x10xf32>)
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[C]] {{\[}}[0], [1, 2], [3], [4]] : tensor<1x2x3x10x10xf32> into tensor<1x6x10x10xf32>
// CHECK: return %[[R]]
func.func @conv2d_transpose(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x6x10x10xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>, groups = 2 : i64} : (tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x6x10x10xf32>
  return %0 : tensor<1x6x10x10xf32>
}

// -----

// Padding larger than dilated_kernel - 1 is cropped off the convolution's
// result instead.
// CHECK-LABEL: func.func @conv2d_transpose_crop(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x5x5xf32>, %[[W:.+]]: tensor<2x3x3x3xf32>)
// CHECK: %[[F:.+]] = linalg.generic {{.+}} ins(%[[W]] : tensor<2x3x3x3xf32>) outs(%{{.+}} : tensor<3x2x3x3xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[C:.+]] = linalg.conv_2d_nchw_fchw {{.+}} ins(%[[X]], %[[F]] : tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%{{.+}} : tensor<1x3x3x3xf32>)
// CHECK: %[[R:.+]] = tensor.extract_slice %[[C]][0, 0, 1, 1] [1, 3, 2, 2] [1, 1, 1, 1] : tensor<1x3x3x3xf32> to tensor<1x3x2x2xf32>
// CHECK: return %[[R]]
func.func @conv2d_transpose_crop(%x: tensor<1x2x5x5xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x2x2xf32> {
  %0 = relay.nn.conv2d_transpose %x, %w {padding = array<i64: 3, 3, 2, 2>} : (tensor<1x2x5x5xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

// dense: leading dims collapsed into M, a matmul reading the weight
// transposed, and M expanded back.
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @dense(
// CHECK-SAME: %[[X:.+]]: tensor<?x3x8xf32>, %[[W:.+]]: tensor<16x8xf32>)
// CHECK: %[[X2:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<?x3x8xf32> into tensor<?x8xf32>
// CHECK: %[[M:.+]] = tensor.dim %[[X2]], %{{.+}} : tensor<?x8xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[M]]) : tensor<?x16xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<?x16xf32>)
// CHECK: %[[MM:.+]] = linalg.matmul indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%[[X2]], %[[W]] : tensor<?x8xf32>, tensor<16x8xf32>) outs(%[[INIT]] : tensor<?x16xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3x8xf32>
// CHECK: %[[R:.+]] = tensor.expand_shape %[[MM]] {{\[}}[0, 1], [2]] output_shape [%[[N]], 3, 16] : tensor<?x16xf32> into tensor<?x3x16xf32>
// CHECK: return %[[R]]
func.func @dense(%x: tensor<?x3x8xf32>, %w: tensor<16x8xf32>) -> tensor<?x3x16xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<?x3x8xf32>, tensor<16x8xf32>) -> tensor<?x3x16xf32>
  return %0 : tensor<?x3x16xf32>
}

// -----

// CHECK-LABEL: func.func @dense_i8(
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: arith.extsi %{{.+}} : i8 to i32
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK: linalg.fill ins(%[[ZERO]] : i32)
// CHECK: linalg.matmul {{.+}} ins(%{{.+}}, %{{.+}} : tensor<4x8xi32>, tensor<16x8xi32>) outs(%{{.+}} : tensor<4x16xi32>)
func.func @dense_i8(%x: tensor<4x8xi8>, %w: tensor<16x8xi8>) -> tensor<4x16xi32> {
  %0 = relay.nn.dense %x, %w {out_dtype = i32} : (tensor<4x8xi8>, tensor<16x8xi8>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// -----

// CHECK-DAG: #[[AT:.+]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transpose_a(
// CHECK-SAME: %[[A_:.+]]: tensor<8x?xf32>, %[[B_:.+]]: tensor<8x16xf32>)
// CHECK: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[M:.+]] = tensor.dim %[[A_]], %[[C1]]
// CHECK: %[[E:.+]] = tensor.empty(%[[M]]) : tensor<?x16xf32>
// CHECK: linalg.matmul indexing_maps = [#[[AT]], #[[B]], #[[C]]] ins(%[[A_]], %[[B_]] : tensor<8x?xf32>, tensor<8x16xf32>) outs(%{{.+}} : tensor<?x16xf32>)
func.func @matmul_transpose_a(%a: tensor<8x?xf32>, %b: tensor<8x16xf32>) -> tensor<?x16xf32> {
  %0 = relay.nn.matmul %a, %b {transpose_a = true} : (tensor<8x?xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

// -----

// A plain matmul keeps linalg.matmul's default maps.
// CHECK-LABEL: func.func @matmul(
// CHECK: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<3x4xf32>, tensor<4x5xf32>) outs(%{{.+}} : tensor<3x5xf32>)
func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = relay.nn.matmul %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[BT:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-SAME: %[[X:.+]]: tensor<?x?x8xf32>, %[[Y:.+]]: tensor<?x16x8xf32>)
// CHECK: %[[B:.+]] = tensor.dim %[[X]], %{{.+}}
// CHECK: %[[M:.+]] = tensor.dim %[[X]], %{{.+}}
// CHECK: %[[E:.+]] = tensor.empty(%[[B]], %[[M]]) : tensor<?x?x16xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<?x?x16xf32>)
// CHECK: linalg.batch_matmul indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%[[X]], %[[Y]] : tensor<?x?x8xf32>, tensor<?x16x8xf32>) outs(%[[INIT]] : tensor<?x?x16xf32>)
func.func @batch_matmul(%a: tensor<?x?x8xf32>, %b: tensor<?x16x8xf32>) -> tensor<?x?x16xf32> {
  %0 = relay.nn.batch_matmul %a, %b {transpose_b = true} : (tensor<?x?x8xf32>, tensor<?x16x8xf32>) -> tensor<?x?x16xf32>
  return %0 : tensor<?x?x16xf32>
}

// -----

// A batch of 1 broadcasts: the operand drops its batch dimension and its
// map does not read the batch loop.
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-LABEL: func.func @batch_matmul_broadcast(
// CHECK-SAME: %[[X:.+]]: tensor<1x4x8xf32>, %[[Y:.+]]: tensor<3x8x16xf32>)
// CHECK: %[[X2:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
// CHECK: linalg.batch_matmul indexing_maps = [#[[A]], #[[B]], #{{.+}}] ins(%[[X2]], %[[Y]] : tensor<4x8xf32>, tensor<3x8x16xf32>) outs(%{{.+}} : tensor<3x4x16xf32>)
func.func @batch_matmul_broadcast(%a: tensor<1x4x8xf32>, %b: tensor<3x8x16xf32>) -> tensor<3x4x16xf32> {
  %0 = relay.nn.batch_matmul %a, %b : (tensor<1x4x8xf32>, tensor<3x8x16xf32>) -> tensor<3x4x16xf32>
  return %0 : tensor<3x4x16xf32>
}

// -----

// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CH:.+]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @bias_add(
// CHECK-SAME: %[[X:.+]]: tensor<?x8x4x4xf32>, %[[B:.+]]: tensor<8xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %{{.+}}
// CHECK: %[[E:.+]] = tensor.empty(%[[N]]) : tensor<?x8x4x4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[CH]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[X]], %[[B]] : tensor<?x8x4x4xf32>, tensor<8xf32>) outs(%[[E]] : tensor<?x8x4x4xf32>)
// CHECK: ^bb0(%[[V:.+]]: f32, %[[BV:.+]]: f32, %{{.+}}: f32):
// CHECK: %[[S:.+]] = arith.addf %[[V]], %[[BV]] : f32
// CHECK: linalg.yield %[[S]] : f32
func.func @bias_add(%x: tensor<?x8x4x4xf32>, %b: tensor<8xf32>) -> tensor<?x8x4x4xf32> {
  %0 = relay.nn.bias_add %x, %b : (tensor<?x8x4x4xf32>, tensor<8xf32>) -> tensor<?x8x4x4xf32>
  return %0 : tensor<?x8x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Normalisations, softmax, dropout
//===----------------------------------------------------------------------===//

// The normalisations decompose with SimplifyInference's patterns before the
// conversion. batch_norm: scale = 1 / sqrt(var + eps) * gamma and
// shift = -mean * scale + beta along the channel, then x * scale + shift; the
// tuple's other fields are moving_mean and moving_var themselves.
// CHECK-LABEL: func.func @batch_norm(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>, %[[G:.+]]: tensor<3xf32>, %[[B:.+]]: tensor<3xf32>, %[[M:.+]]: tensor<3xf32>, %[[V:.+]]: tensor<3xf32>)
// CHECK: %[[EPS:.+]] = arith.constant dense<1.000000e-03> : tensor<f32>
// CHECK: %[[VE:.+]] = linalg.generic {{.+}} ins(%[[V]], %[[EPS]] : tensor<3xf32>, tensor<f32>)
// CHECK: arith.addf
// CHECK: %[[SD:.+]] = linalg.generic {{.+}} ins(%[[VE]] : tensor<3xf32>)
// CHECK: math.sqrt
// CHECK: %[[INV:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %[[SD]] : tensor<f32>, tensor<3xf32>)
// CHECK: arith.divf
// CHECK: %[[SCALE:.+]] = linalg.generic {{.+}} ins(%[[INV]], %[[G]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: arith.mulf
// CHECK: %[[NEG:.+]] = linalg.generic {{.+}} ins(%[[M]] : tensor<3xf32>)
// CHECK: arith.negf
// CHECK: %[[NS:.+]] = linalg.generic {{.+}} ins(%[[NEG]], %[[SCALE]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: arith.mulf
// CHECK: %[[SHIFT:.+]] = linalg.generic {{.+}} ins(%[[NS]], %[[B]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: arith.addf
// CHECK: %[[SCALE2:.+]] = tensor.expand_shape %[[SCALE]] {{\[}}[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
// CHECK: %[[SHIFT2:.+]] = tensor.expand_shape %[[SHIFT]] {{\[}}[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
// CHECK: %[[Y:.+]] = linalg.generic {{.+}} ins(%[[X]], %[[SCALE2]] : tensor<2x3x4xf32>, tensor<3x1xf32>)
// CHECK: arith.mulf
// CHECK: %[[R:.+]] = linalg.generic {{.+}} ins(%[[Y]], %[[SHIFT2]] : tensor<2x3x4xf32>, tensor<3x1xf32>)
// CHECK: arith.addf
// CHECK: return %[[R]], %[[M]], %[[V]] : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
func.func @batch_norm(%x: tensor<2x3x4xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v {epsilon = 1.0e-3 : f64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<2x3x4xf32>
  %2 = relay.tuple_get_item %0[1] : tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<3xf32>
  %3 = relay.tuple_get_item %0[2] : tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>> -> tensor<3xf32>
  return %1, %2, %3 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// Without center and scale, on the last axis; the tuple result is flattened.
// CHECK-LABEL: func.func @batch_norm_no_affine(
// CHECK-SAME: %[[X:.+]]: tensor<2x4xf32>, %{{.+}}: tensor<4xf32>, %{{.+}}: tensor<4xf32>, %[[M:.+]]: tensor<4xf32>, %[[V:.+]]: tensor<4xf32>)
// CHECK-SAME: -> (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK: %[[SCALE:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<f32>, tensor<4xf32>)
// CHECK: arith.divf
// CHECK: %[[Y:.+]] = linalg.generic {{.+}} ins(%[[X]], %[[SCALE]] : tensor<2x4xf32>, tensor<4xf32>)
// CHECK: arith.mulf
// CHECK: %[[R:.+]] = linalg.generic {{.+}} ins(%[[Y]], %{{.+}} : tensor<2x4xf32>, tensor<4xf32>)
// CHECK: arith.addf
// CHECK: return %[[R]], %[[M]], %[[V]] : tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>
func.func @batch_norm_no_affine(%x: tensor<2x4xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>> {
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v {axis = -1 : i64, center = false, scale = false} : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>>
  return %0 : tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>>
}

// -----

// layer_norm: relay.mean and relay.variance (a sum divided by the count), then
// (x - mean) / sqrt(var + eps) * gamma + beta.
// CHECK-LABEL: func.func @layer_norm(
// CHECK-SAME: %[[X:.+]]: tensor<?x16xf32>, %[[G:.+]]: tensor<16xf32>, %[[B:.+]]: tensor<16xf32>)
// CHECK: %[[SUM:.+]] = linalg.reduce ins(%[[X]] : tensor<?x16xf32>) outs(%{{.+}} : tensor<?xf32>) dimensions = [1]
// CHECK: arith.constant 1.600000e+01 : f32
// CHECK: %[[MEAN:.+]] = linalg.generic {{.+}} ins(%[[SUM]] : tensor<?xf32>)
// CHECK: arith.divf
// CHECK: %[[MEAN2:.+]] = tensor.expand_shape %[[MEAN]] {{\[}}[0, 1]]
// CHECK: linalg.generic {{.+}} ins(%[[X]], %[[MEAN2]] : tensor<?x16xf32>, tensor<?x1xf32>)
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: linalg.reduce
// CHECK: math.sqrt
// CHECK: linalg.generic {{.+}} ins(%[[X]], %[[MEAN2]] : tensor<?x16xf32>, tensor<?x1xf32>)
// CHECK: arith.subf
// CHECK: arith.divf
// CHECK: linalg.generic {{.+}} ins(%{{.+}}, %[[G]] : tensor<?x16xf32>, tensor<16xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.+}} ins(%{{.+}}, %[[B]] : tensor<?x16xf32>, tensor<16xf32>)
// CHECK: arith.addf
func.func @layer_norm(%x: tensor<?x16xf32>, %g: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<?x16xf32> {
  %0 = relay.nn.layer_norm %x, %g, %b : (tensor<?x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

// -----

// instance_norm reduces every dim but the batch and the channel; without
// center, beta is not read.
// CHECK-LABEL: func.func @instance_norm(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4x5xf32>, %[[G:.+]]: tensor<3xf32>, %{{.+}}: tensor<3xf32>)
// CHECK: linalg.reduce ins(%[[X]] : tensor<2x3x4x5xf32>) outs(%{{.+}} : tensor<2x3xf32>) dimensions = [2, 3]
// CHECK: arith.constant 2.000000e+01 : f32
// CHECK: linalg.reduce ins(%{{.+}} : tensor<2x3x4x5xf32>) outs(%{{.+}} : tensor<2x3xf32>) dimensions = [2, 3]
// CHECK: %[[G2:.+]] = tensor.expand_shape %[[G]] {{\[}}[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
// CHECK: %[[R:.+]] = linalg.generic {{.+}} ins(%{{.+}}, %[[G2]] : tensor<2x3x4x5xf32>, tensor<3x1x1xf32>)
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @instance_norm(%x: tensor<2x3x4x5xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %0 = relay.nn.instance_norm %x, %g, %b {center = false} : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
  return %0 : tensor<2x3x4x5xf32>
}

// -----

// group_norm splits the channels into [G, C/G], reduces over C/G and the
// dims after the channel axis, and merges the channels back before gamma and
// beta.
// CHECK-LABEL: func.func @group_norm(
// CHECK-SAME: %[[X:.+]]: tensor<2x6x4x4xf32>, %[[G:.+]]: tensor<6xf32>, %[[B:.+]]: tensor<6xf32>)
// CHECK: %[[XG:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 3, 2, 4, 4] : tensor<2x6x4x4xf32> into tensor<2x3x2x4x4xf32>
// CHECK: linalg.reduce ins(%[[XG]] : tensor<2x3x2x4x4xf32>) outs(%{{.+}} : tensor<2x3xf32>) dimensions = [2, 3, 4]
// CHECK: arith.constant 3.200000e+01 : f32
// CHECK: linalg.reduce ins(%{{.+}} : tensor<2x3x2x4x4xf32>) outs(%{{.+}} : tensor<2x3xf32>) dimensions = [2, 3, 4]
// CHECK: math.sqrt
// CHECK: arith.subf
// CHECK: arith.divf
// CHECK: %[[C:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3], [4]] : tensor<2x3x2x4x4xf32> into tensor<2x6x4x4xf32>
// CHECK: %[[G2:.+]] = tensor.expand_shape %[[G]] {{\[}}[0, 1, 2]] output_shape [6, 1, 1]
// CHECK: linalg.generic {{.+}} ins(%[[C]], %[[G2]] : tensor<2x6x4x4xf32>, tensor<6x1x1xf32>)
// CHECK: arith.mulf
// CHECK: %[[B2:.+]] = tensor.expand_shape %[[B]] {{\[}}[0, 1, 2]] output_shape [6, 1, 1]
// CHECK: linalg.generic {{.+}} ins(%{{.+}}, %[[B2]] : tensor<2x6x4x4xf32>, tensor<6x1x1xf32>)
// CHECK: arith.addf
func.func @group_norm(%x: tensor<2x6x4x4xf32>, %g: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<2x6x4x4xf32> {
  %0 = relay.nn.group_norm %x, %g, %b {num_groups = 3 : i64} : (tensor<2x6x4x4xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x4x4xf32>
  return %0 : tensor<2x6x4x4xf32>
}

// -----

// softmax: upstream's linalg.softmax along the axis (its decomposition is
// -relay-decompose-aggregates', test/Codegen/decompose-aggregates.mlir).
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %[[X:.+]]: tensor<2x?x5xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?x5xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<2x?x5xf32>
// CHECK: %[[R:.+]] = linalg.softmax dimension(1) ins(%[[X]] : tensor<2x?x5xf32>) outs(%[[E]] : tensor<2x?x5xf32>) -> tensor<2x?x5xf32>
// CHECK: return %[[R]]
func.func @softmax(%x: tensor<2x?x5xf32>) -> tensor<2x?x5xf32> {
  %0 = relay.nn.softmax %x {axis = 1 : i64} : (tensor<2x?x5xf32>) -> tensor<2x?x5xf32>
  return %0 : tensor<2x?x5xf32>
}

// -----

// log_softmax: (x - max) - log(sum).
// CHECK-LABEL: func.func @log_softmax(
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "parallel"]
// CHECK-NEXT: ^bb0(%[[XV:.+]]: f32, %[[MV:.+]]: f32, %[[SV:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[D:.+]] = arith.subf %[[XV]], %[[MV]] : f32
// CHECK-NEXT: %[[L:.+]] = math.log %[[SV]] : f32
// CHECK-NEXT: %[[R:.+]] = arith.subf %[[D]], %[[L]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
func.func @log_softmax(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = relay.nn.log_softmax %x : (tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Inference dropout: the data and a mask of ones.
// CHECK-LABEL: func.func @dropout(
// CHECK-SAME: %[[X:.+]]: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>)
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[MASK:.+]] = linalg.fill ins(%[[ONE]] : f32) outs(%{{.+}} : tensor<2x5xf32>)
// CHECK: return %[[X]], %[[MASK]] : tensor<2x5xf32>, tensor<2x5xf32>
func.func @dropout(%x: tensor<2x5xf32>) -> tuple<tensor<2x5xf32>, tensor<2x5xf32>> {
  %0 = relay.nn.dropout %x {rate = 0.25 : f64} : (tensor<2x5xf32>) -> tuple<tensor<2x5xf32>, tensor<2x5xf32>>
  return %0 : tuple<tensor<2x5xf32>, tensor<2x5xf32>>
}

// -----

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

// max_pool2d pads with TVM's min_value (the lowest finite float); ceil_mode
// pads the end by stride - 1 more.
// CHECK-LABEL: func.func @max_pool2d(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x7x8xf32>)
// CHECK: %[[LOW:.+]] = arith.constant -3.40282347E+38 : f32
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 2, 1]
// CHECK: tensor.yield %[[LOW]] : f32
// CHECK: } : tensor<1x2x7x8xf32> to tensor<1x2x10x10xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x2x4x4xf32>)
// CHECK: %[[WIN:.+]] = tensor.empty() : tensor<3x3xf32>
// CHECK: %[[R:.+]] = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK-SAME: ins(%[[PAD]], %[[WIN]] : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%[[INIT]] : tensor<1x2x4x4xf32>)
// CHECK: return %[[R]]
func.func @max_pool2d(%x: tensor<1x2x7x8xf32>) -> tensor<1x2x4x4xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 0>, ceil_mode = true} : (tensor<1x2x7x8xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// -----

// Unsigned max pooling exists in NHWC only: transposed there and back.
// CHECK-LABEL: func.func @max_pool2d_unsigned(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x6x6xi8>)
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[X]] : tensor<1x2x6x6xi8>) outs(%{{.+}} : tensor<1x6x6x2xi8>) permutation = [0, 2, 3, 1]
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i8
// CHECK: linalg.fill ins(%[[ZERO]] : i8)
// CHECK: %[[P:.+]] = linalg.pooling_nhwc_max_unsigned {{.+}} ins(%[[T]], %{{.+}} : tensor<1x6x6x2xi8>, tensor<2x2xi8>) outs(%{{.+}} : tensor<1x3x3x2xi8>)
// CHECK: linalg.transpose ins(%[[P]] : tensor<1x3x3x2xi8>) outs(%{{.+}} : tensor<1x2x3x3xi8>) permutation = [0, 3, 1, 2]
func.func @max_pool2d_unsigned(%x: tensor<1x2x6x6xui8>) -> tensor<1x2x3x3xui8> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x6x6xui8>) -> tensor<1x2x3x3xui8>
  return %0 : tensor<1x2x3x3xui8>
}

// -----

// CHECK-LABEL: func.func @max_pool2d_nhwc(
// CHECK-SAME: %[[X:.+]]: tensor<?x8x8x3xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %{{.+}}
// CHECK: %[[E:.+]] = tensor.empty(%[[N]]) : tensor<?x4x4x3xf32>
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[X]], %{{.+}} : tensor<?x8x8x3xf32>, tensor<2x2xf32>) outs(%{{.+}} : tensor<?x4x4x3xf32>)
func.func @max_pool2d_nhwc(%x: tensor<?x8x8x3xf32>) -> tensor<?x4x4x3xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, layout = #relay.layout<NHWC>} : (tensor<?x8x8x3xf32>) -> tensor<?x4x4x3xf32>
  return %0 : tensor<?x4x4x3xf32>
}

// -----

// avg_pool2d counting the padding: a window sum divided by the window size.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @avg_pool2d_include_pad(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x7x7xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: tensor.yield %[[ZERO]] : f32
// CHECK: %[[SUM:.+]] = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PAD]], %{{.+}} : tensor<1x2x9x9xf32>, tensor<3x3xf32>) outs(%{{.+}} : tensor<1x2x4x4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[SUM]] : tensor<1x2x4x4xf32>)
// CHECK-NEXT: ^bb0(%[[S:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[K:.+]] = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %[[A:.+]] = arith.divf %[[S]], %[[K]] : f32
// CHECK-NEXT: linalg.yield %[[A]] : f32
func.func @avg_pool2d_include_pad(%x: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// -----

// Without count_include_pad the divisor is the number of window positions
// inside the input (TVM's formula), computed from the output position o:
// jumps = max(ceil((pad - o * stride) / dilation), 0) dilation steps to the
// first position inside, min(kernel - jumps, (last - start - jumps *
// dilation) floordiv dilation + 1) positions, the product at least 1; one
// affine op each, nothing else in the body.
// CHECK-DAG: #[[JUMPS:.+]] = affine_map<()[s0] -> (-(s0 * 2 - 1), 0)>
// CHECK-DAG: #[[NUM:.+]] = affine_map<()[s0, s1] -> (-s0 + 3, -(s1 * 2 - 1) - s0 + 7)>
// CHECK-DAG: #[[ATLEAST1:.+]] = affine_map<()[s0, s1] -> (s0 * s1, 1)>
// CHECK-LABEL: func.func @avg_pool2d_exclude_pad(
// CHECK: %[[SUM:.+]] = linalg.pooling_nchw_sum
// CHECK: linalg.generic {{.+}} ins(%[[SUM]] : tensor<1x2x4x4xf32>)
// CHECK-NEXT: ^bb0(%[[S:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[OH:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[JH:.+]] = affine.max #[[JUMPS]]()[%[[OH]]]
// CHECK-NEXT: %[[NH:.+]] = affine.min #[[NUM]]()[%[[JH]], %[[OH]]]
// CHECK-NEXT: %[[OW:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[JW:.+]] = affine.max #[[JUMPS]]()[%[[OW]]]
// CHECK-NEXT: %[[NW:.+]] = affine.min #[[NUM]]()[%[[JW]], %[[OW]]]
// CHECK-NEXT: %[[COUNT:.+]] = affine.max #[[ATLEAST1]]()[%[[NH]], %[[NW]]]
// CHECK-NEXT: %[[I:.+]] = arith.index_cast %[[COUNT]] : index to i64
// CHECK: %[[F:.+]] = arith.sitofp %[[I]] : i64 to f32
// CHECK: %[[A:.+]] = arith.divf %[[S]], %[[F]] : f32
// CHECK: linalg.yield %[[A]] : f32
func.func @avg_pool2d_exclude_pad(%x: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// -----

// Integer averages divide with truncation; out_layout transposes the result.
// CHECK-LABEL: func.func @avg_pool2d_int(
// CHECK: %[[SUM:.+]] = linalg.pooling_nchw_sum {{.+}} outs(%{{.+}} : tensor<1x2x2x2xi32>)
// CHECK: linalg.generic {{.+}} ins(%[[SUM]] : tensor<1x2x2x2xi32>)
// CHECK: %[[K:.+]] = arith.constant 4 : i32
// CHECK: arith.divsi %{{.+}}, %[[K]] : i32
// CHECK: linalg.transpose ins(%{{.+}} : tensor<1x2x2x2xi32>) outs(%{{.+}} : tensor<1x2x2x2xi32>) permutation = [0, 2, 1, 3]
func.func @avg_pool2d_int(%x: tensor<1x2x4x4xi32>) -> tensor<1x2x2x2xi32> {
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, out_layout = #relay.layout<NHCW>} : (tensor<1x2x4x4xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}

// -----

// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[NC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @global_avg_pool2d(
// CHECK-SAME: %[[X:.+]]: tensor<?x8x7x7xf32>)
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[NC]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[X]] : tensor<?x8x7x7xf32>) outs(%{{.+}} : tensor<?x8xf32>)
// CHECK: arith.addf
// CHECK: %[[AVG:.+]] = linalg.generic {{.+}} ins(%[[SUM]] : tensor<?x8xf32>)
// CHECK: %[[K:.+]] = arith.constant 4.900000e+01 : f32
// CHECK: arith.divf %{{.+}}, %[[K]] : f32
// CHECK: %[[NA:.+]] = tensor.dim %[[AVG]], %{{.+}} : tensor<?x8xf32>
// CHECK: %[[R:.+]] = tensor.expand_shape %[[AVG]] {{\[}}[0], [1, 2, 3]] output_shape [%[[NA]], 8, 1, 1] : tensor<?x8xf32> into tensor<?x8x1x1xf32>
// CHECK: return %[[R]]
func.func @global_avg_pool2d(%x: tensor<?x8x7x7xf32>) -> tensor<?x8x1x1xf32> {
  %0 = relay.nn.global_avg_pool2d %x : (tensor<?x8x7x7xf32>) -> tensor<?x8x1x1xf32>
  return %0 : tensor<?x8x1x1xf32>
}

// -----

// CHECK-DAG: #[[NC:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func.func @global_max_pool2d(
// CHECK-SAME: %[[X:.+]]: tensor<1x?x?x8xi32>)
// CHECK: %[[LOW:.+]] = arith.constant -2147483648 : i32
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[LOW]] : i32) outs(%{{.+}} : tensor<1x8xi32>)
// CHECK: %[[MAX:.+]] = linalg.generic {indexing_maps = [#{{.+}}, #[[NC]]], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%[[X]] : tensor<1x?x?x8xi32>) outs(%[[INIT]] : tensor<1x8xi32>)
// CHECK: arith.maxsi
// CHECK: tensor.expand_shape %[[MAX]] {{\[}}[0, 1, 2], [3]] output_shape [1, 1, 1, 8] : tensor<1x8xi32> into tensor<1x1x1x8xi32>
func.func @global_max_pool2d(%x: tensor<1x?x?x8xi32>) -> tensor<1x1x1x8xi32> {
  %0 = relay.nn.global_max_pool2d %x {layout = #relay.layout<NHWC>} : (tensor<1x?x?x8xi32>) -> tensor<1x1x1x8xi32>
  return %0 : tensor<1x1x1x8xi32>
}

// -----

// Adaptive windows [floor(o * in / out), ceil((o + 1) * in / out)): a generic
// over (output..., kh, kw) reading the input at the window's start plus k,
// masked past the window's extent, then divided by the window's area.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, (d2 * 5) floordiv 3 + d4, (d3 * 7) floordiv 3 + d5)>
// CHECK-DAG: #[[WIN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @adaptive_avg_pool2d(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x5x7xf32>)
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 0, 0, 0] high[0, 0, 1, 0]
// CHECK: %[[W:.+]] = tensor.empty() : tensor<3x3xf32>
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[PAD]], %[[W]] : tensor<1x2x6x7xf32>, tensor<3x3xf32>) outs(%{{.+}} : tensor<1x2x3x3xf32>)
// CHECK-NEXT: ^bb0(%[[V:.+]]: f32, %{{.+}}: f32, %[[ACC:.+]]: f32):
// CHECK: %[[KH:.+]] = linalg.index 4 : index
// CHECK: %[[INH:.+]] = arith.cmpi slt, %[[KH]], %{{.+}} : index
// CHECK: %[[KW:.+]] = linalg.index 5 : index
// CHECK: %[[INW:.+]] = arith.cmpi slt, %[[KW]], %{{.+}} : index
// CHECK: %[[IN_:.+]] = arith.andi %[[INH]], %[[INW]] : i1
// CHECK: %[[SEL:.+]] = arith.select %[[IN_]], %[[V]], %{{.+}} : f32
// CHECK: arith.addf %[[ACC]], %[[SEL]] : f32
// CHECK: linalg.generic {{.+}} ins(%[[SUM]] : tensor<1x2x3x3xf32>)
// CHECK: arith.muli
// CHECK: arith.sitofp
// CHECK: arith.divf
func.func @adaptive_avg_pool2d(%x: tensor<1x2x5x7xf32>) -> tensor<1x2x3x3xf32> {
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 3>} : (tensor<1x2x5x7xf32>) -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}

// -----

// Equal windows: a regular sum pooling with kernel = stride = in / out.
// CHECK-LABEL: func.func @adaptive_avg_pool2d_divisible(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x6x8xf32>)
// CHECK: %[[SUM:.+]] = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 4]> : tensor<2xi64>} ins(%[[X]], %{{.+}} : tensor<1x2x6x8xf32>, tensor<2x4xf32>) outs(%{{.+}} : tensor<1x2x3x2xf32>)
// CHECK: linalg.generic {{.+}} ins(%[[SUM]] : tensor<1x2x3x2xf32>)
// CHECK: %[[K:.+]] = arith.constant 8.000000e+00 : f32
// CHECK: arith.divf %{{.+}}, %[[K]] : f32
func.func @adaptive_avg_pool2d_divisible(%x: tensor<1x2x6x8xf32>) -> tensor<1x2x3x2xf32> {
  %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 3, 2>} : (tensor<1x2x6x8xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// Without output_size the windows are single elements: the identity.
// CHECK-LABEL: func.func @adaptive_avg_pool2d_identity(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x6x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @adaptive_avg_pool2d_identity(%x: tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32> {
  %0 = relay.nn.adaptive_avg_pool2d %x : (tensor<1x2x6x8xf32>) -> tensor<1x2x6x8xf32>
  return %0 : tensor<1x2x6x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Resampling and sub-pixel shuffles
//===----------------------------------------------------------------------===//

// Nearest neighbour with an integer factor divides the output index.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @upsampling_nearest(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x3x4xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x2x6x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%[[E]] : tensor<1x2x6x8xf32>)
// CHECK-NEXT: ^bb0(%{{.+}}: f32):
// CHECK-NEXT: %[[I0:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[I2:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[I3:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[C2:.+]] = arith.constant 2 : index
// CHECK-NEXT: %[[H:.+]] = arith.divsi %[[I2]], %[[C2]] : index
// CHECK-NEXT: %[[C2_:.+]] = arith.constant 2 : index
// CHECK-NEXT: %[[W:.+]] = arith.divsi %[[I3]], %[[C2_]] : index
// CHECK-NEXT: %[[V:.+]] = tensor.extract %[[X]][%[[I0]], %[[I1]], %[[H]], %[[W]]] : tensor<1x2x3x4xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @upsampling_nearest(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32>
  return %0 : tensor<1x2x6x8xf32>
}

// -----

// Otherwise the float32 source coordinate out * in / out_size, nudged by
// TVM's 1e-5, is floored (asymmetric) and clamped.
// CHECK-DAG: #[[LAST:.+]] = affine_map<(d0) -> (d0, 3)>
// CHECK-DAG: #[[FIRST:.+]] = affine_map<(d0) -> (d0, 0)>
// CHECK-LABEL: func.func @upsampling_nearest_fraction(
// CHECK-SAME: %[[X:.+]]: tensor<1x1x4x3xf32>)
// CHECK: %[[I2:.+]] = linalg.index 2 : index
// CHECK: %[[SCALE:.+]] = arith.constant 0.666666686 : f32
// CHECK: %[[I64:.+]] = arith.index_cast %[[I2]] : index to i64
// CHECK: %[[OF:.+]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK: %[[C:.+]] = arith.mulf %[[SCALE]], %[[OF]] : f32
// CHECK: %[[EPS:.+]] = arith.constant 9.99999974E-6 : f32
// CHECK: %[[N:.+]] = arith.addf %[[C]], %[[EPS]] : f32
// CHECK: %[[FL:.+]] = math.floor %[[N]] : f32
// CHECK: %[[FI:.+]] = arith.fptosi %[[FL]] : f32 to i64
// CHECK: %[[IDX:.+]] = arith.index_cast %[[FI]] : i64 to index
// CHECK: %[[MIN:.+]] = affine.min #[[LAST]](%[[IDX]])
// CHECK: %[[H:.+]] = affine.max #[[FIRST]](%[[MIN]])
// CHECK: tensor.extract %[[X]][%{{.+}}, %{{.+}}, %[[H]], %{{.+}}] : tensor<1x1x4x3xf32>
func.func @upsampling_nearest_fraction(%x: tensor<1x1x4x3xf32>) -> tensor<1x1x6x6xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 1.5 : f64, scale_w = 2.0 : f64} : (tensor<1x1x4x3xf32>) -> tensor<1x1x6x6xf32>
  return %0 : tensor<1x1x6x6xf32>
}

// -----

// Bilinear with align_corners: coordinate out * (in - 1) / (out - 1), four
// clamped neighbours, and a lerp a * (1 - t) + b * t along W then H.
// CHECK-LABEL: func.func @upsampling_bilinear(
// CHECK-SAME: %[[X:.+]]: tensor<1x3x4x2xf32>)
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<1x5x6x2xf32>)
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK: %[[FH:.+]] = math.floor
// CHECK: %[[TH:.+]] = arith.subf %{{.+}}, %[[FH]] : f32
// CHECK: arith.constant 6.000000e-01 : f32
// CHECK: %[[FW:.+]] = math.floor
// CHECK: %[[TW:.+]] = arith.subf %{{.+}}, %[[FW]] : f32
// CHECK: %[[P00:.+]] = tensor.extract %[[X]]
// CHECK: %[[P01:.+]] = tensor.extract %[[X]]
// CHECK: %[[P10:.+]] = tensor.extract %[[X]]
// CHECK: %[[P11:.+]] = tensor.extract %[[X]]
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[OMW:.+]] = arith.subf %[[ONE]], %[[TW]] : f32
// CHECK: %[[A:.+]] = arith.mulf %[[P00]], %[[OMW]] : f32
// CHECK: %[[B:.+]] = arith.mulf %[[P01]], %[[TW]] : f32
// CHECK: %[[TOP:.+]] = arith.addf %[[A]], %[[B]] : f32
// CHECK: %[[BOTTOM:.+]] = arith.addf
// CHECK: %[[OMH:.+]] = arith.subf %{{.+}}, %[[TH]] : f32
// CHECK: %[[C:.+]] = arith.mulf %[[TOP]], %[[OMH]] : f32
// CHECK: %[[D:.+]] = arith.mulf %[[BOTTOM]], %[[TH]] : f32
// CHECK: %[[R:.+]] = arith.addf %[[C]], %[[D]] : f32
// CHECK: linalg.yield %[[R]] : f32
func.func @upsampling_bilinear(%x: tensor<1x3x4x2xf32>) -> tensor<1x5x6x2xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 1.5 : f64, scale_w = 1.5 : f64, layout = #relay.layout<NHWC>, method = #relay.upsampling_method<bilinear>, align_corners = true} : (tensor<1x3x4x2xf32>) -> tensor<1x5x6x2xf32>
  return %0 : tensor<1x5x6x2xf32>
}

// -----

// Bicubic reads a 4x4 neighbourhood.
// CHECK-LABEL: func.func @upsampling_bicubic(
// CHECK-COUNT-16: tensor.extract
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield
func.func @upsampling_bicubic(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x8x8xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 2.0 : f64, method = #relay.upsampling_method<bicubic>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

// depth_to_space DCR: [N, b, b, C', H, W] -> [N, C', H, b, W, b].
// CHECK-LABEL: func.func @depth_to_space(
// CHECK-SAME: %[[X:.+]]: tensor<1x8x2x3xf32>)
// CHECK: %[[E:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2, 3], [4], [5]] output_shape [1, 2, 2, 2, 2, 3] : tensor<1x8x2x3xf32> into tensor<1x2x2x2x2x3xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[E]] : tensor<1x2x2x2x2x3xf32>) outs(%{{.+}} : tensor<1x2x2x2x3x2xf32>) permutation = [0, 3, 4, 1, 5, 2]
// CHECK: %[[R:.+]] = tensor.collapse_shape %[[T]] {{\[}}[0], [1], [2, 3], [4, 5]] : tensor<1x2x2x2x3x2xf32> into tensor<1x2x4x6xf32>
// CHECK: return %[[R]]
func.func @depth_to_space(%x: tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32> {
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64} : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
  return %0 : tensor<1x2x4x6xf32>
}

// -----

// depth_to_space CRD: [N, C', b, b, H, W] -> [N, C', H, b, W, b].
// CHECK-LABEL: func.func @depth_to_space_crd(
// CHECK: linalg.transpose {{.+}} permutation = [0, 1, 4, 2, 5, 3]
func.func @depth_to_space_crd(%x: tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32> {
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32>
  return %0 : tensor<1x2x4x6xf32>
}

// -----

// space_to_depth: [N, C, H', b, W', b] -> [N, b, b, C, H', W'].
// CHECK-LABEL: func.func @space_to_depth(
// CHECK-SAME: %[[X:.+]]: tensor<?x2x4x6xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %{{.+}}
// CHECK: %[[E:.+]] = tensor.expand_shape %[[X]] {{\[}}[0], [1], [2, 3], [4, 5]] output_shape [%[[N]], 2, 2, 2, 3, 2] : tensor<?x2x4x6xf32> into tensor<?x2x2x2x3x2xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[E]] : tensor<?x2x2x2x3x2xf32>) outs(%{{.+}} : tensor<?x2x2x2x2x3xf32>) permutation = [0, 3, 5, 1, 2, 4]
// CHECK: tensor.collapse_shape %[[T]] {{\[}}[0], [1, 2, 3], [4], [5]] : tensor<?x2x2x2x2x3xf32> into tensor<?x8x2x3xf32>
func.func @space_to_depth(%x: tensor<?x2x4x6xf32>) -> tensor<?x8x2x3xf32> {
  %0 = relay.nn.space_to_depth %x {block_size = 2 : i64} : (tensor<?x2x4x6xf32>) -> tensor<?x8x2x3xf32>
  return %0 : tensor<?x8x2x3xf32>
}

// -----

// NHWC is transposed to NCHW and back.
// CHECK-LABEL: func.func @depth_to_space_nhwc(
// CHECK: linalg.transpose {{.+}} permutation = [0, 3, 1, 2]
// CHECK: tensor.expand_shape
// CHECK: linalg.transpose {{.+}} permutation = [0, 3, 4, 1, 5, 2]
// CHECK: tensor.collapse_shape
// CHECK: linalg.transpose {{.+}} permutation = [0, 2, 3, 1]
func.func @depth_to_space_nhwc(%x: tensor<1x2x3x8xf32>) -> tensor<1x4x6x2xf32> {
  %0 = relay.nn.depth_to_space %x {block_size = 2 : i64, layout = #relay.layout<NHWC>} : (tensor<1x2x3x8xf32>) -> tensor<1x4x6x2xf32>
  return %0 : tensor<1x4x6x2xf32>
}
