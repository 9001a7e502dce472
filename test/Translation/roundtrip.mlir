// Export then import gives back the same IR: every operator of the dialect
// with non-default attributes, constants of every kind, control flow,
// closures, global function values and outlined functions (as FuseOps
// leaves them).
// RUN: relay-opt -split-input-file -output-split-marker="//"" -----" %s -o %t.ref
// RUN: relay-translate --export-relay -split-input-file -output-split-marker="//"" -----" %s -o %t.rly
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="//"" -----" %t.rly \
// RUN:   | relay-opt -split-input-file -output-split-marker="//"" -----" -o %t.rt
// RUN: diff %t.ref %t.rt

func.func @elementwise(%f: tensor<2x3xf32> {relay.name = "f"}, %i: tensor<2x3xi32> {relay.name = "i"}, %b: tensor<2x3xi1> {relay.name = "b"}, %a: tensor<3xf32> {relay.name = "a"}) -> tuple<tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf16>, tensor<2x3xf32>> {
  %0 = relay.nn.relu %f : tensor<2x3xf32>
  %1 = relay.exp %0 : tensor<2x3xf32>
  %2 = relay.log %1 : tensor<2x3xf32>
  %3 = relay.sqrt %2 : tensor<2x3xf32>
  %4 = relay.rsqrt %3 : tensor<2x3xf32>
  %5 = relay.tanh %4 : tensor<2x3xf32>
  %6 = relay.sigmoid %5 : tensor<2x3xf32>
  %7 = relay.negative %6 : tensor<2x3xf32>
  %8 = relay.abs %7 : tensor<2x3xf32>
  %9 = relay.erf %8 : tensor<2x3xf32>
  %10 = relay.floor %9 : tensor<2x3xf32>
  %11 = relay.ceil %10 : tensor<2x3xf32>
  %12 = relay.round %11 : tensor<2x3xf32>
  %13 = relay.sin %12 : tensor<2x3xf32>
  %14 = relay.cos %13 : tensor<2x3xf32>
  %15 = relay.copy %14 : tensor<2x3xf32>
  %16 = relay.nn.leaky_relu %15 {alpha = 0.125 : f64} : tensor<2x3xf32>
  %17 = relay.clip %16 {a_min = -2.5 : f64, a_max = 3.0 : f64} : tensor<2x3xf32>
  %18 = relay.nn.prelu %17, %a {axis = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %19 = relay.add %18, %a : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %20 = relay.subtract %19, %18 : tensor<2x3xf32>
  %21 = relay.multiply %20, %19 : tensor<2x3xf32>
  %22 = relay.divide %21, %20 : tensor<2x3xf32>
  %23 = relay.power %22, %21 : tensor<2x3xf32>
  %24 = relay.maximum %23, %22 : tensor<2x3xf32>
  %25 = relay.minimum %24, %23 : tensor<2x3xf32>
  %26 = relay.mod %25, %24 : tensor<2x3xf32>
  %27 = relay.floor_divide %26, %25 : tensor<2x3xf32>
  %28 = relay.isnan %27 : tensor<2x3xf32> -> tensor<2x3xi1>
  %29 = relay.logical_not %28 : tensor<2x3xi1>
  %30 = relay.equal %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %31 = relay.not_equal %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %32 = relay.less %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %33 = relay.less_equal %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %34 = relay.greater %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %35 = relay.greater_equal %27, %26 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %36 = relay.logical_and %30, %31 : tensor<2x3xi1>
  %37 = relay.logical_or %36, %32 : tensor<2x3xi1>
  %38 = relay.logical_and %37, %b : tensor<2x3xi1>
  %39 = relay.left_shift %i, %i : tensor<2x3xi32>
  %40 = relay.right_shift %39, %i : tensor<2x3xi32>
  %41 = relay.where %38, %27, %26 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %42 = relay.cast %41 {dtype = f16} : tensor<2x3xf32> -> tensor<2x3xf16>
  %43 = relay.zeros_like %41 : tensor<2x3xf32>
  %44 = relay.ones_like %43 : tensor<2x3xf32>
  %r = relay.tuple %41, %40, %29, %42, %44 : tuple<tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf16>, tensor<2x3xf32>>
  return %r : tuple<tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<2x3xf16>, tensor<2x3xf32>>
}

// -----

func.func @injective(%x: tensor<2x3x4xf32> {relay.name = "x"}, %idx: tensor<2xi32> {relay.name = "idx"}, %gi: tensor<2x3x4xi64> {relay.name = "gi"}) -> tuple<tensor<4x6xf32>, tensor<4x3x2xf32>, tensor<3x4xf32>, tensor<2x1x3x4xf32>, tensor<4x3x4xf32>, tensor<2x2x3x4xf32>, tuple<tensor<2x1x4xf32>, tensor<2x2x4xf32>>, tensor<2x3x2xf32>, tensor<2x2x4xf32>, tensor<2x3x4xf32>, tensor<3x2x3x4xf32>, tensor<2x6x4xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<2x5x6xf32>, tensor<2x12xf32>> {
  %0 = relay.reshape %x {newshape = array<i64: 4, -1>} : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  %1 = relay.transpose %x {axes = array<i64: 2, 1, 0>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  %2 = relay.take %x, %idx {axis = 0 : i64, mode = #relay.take_mode<wrap>} : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2x3x4xf32>
  %3 = relay.strided_slice %x {begin = array<i64: 1, 0, 0>, end = array<i64: 2, 3, 4>} : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
  %4 = relay.squeeze %3 {axis = array<i64: 0>} : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
  %5 = relay.expand_dims %x {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x1x3x4xf32>
  %6 = relay.concatenate %x, %x {axis = 0 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<4x3x4xf32>
  %7 = relay.stack %x, %2 {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x2x3x4xf32>
  %8 = relay.split %x {indices_or_sections = array<i64: 1>, axis = 1 : i64} : (tensor<2x3x4xf32>) -> tuple<tensor<2x1x4xf32>, tensor<2x2x4xf32>>
  %9 = relay.strided_slice %x {begin = array<i64: 0, 0, 0>, end = array<i64: 2, -1, 2>, strides = array<i64: 1, 2, 1>, slice_mode = #relay.slice_mode<size>, axes = array<i64: 0, 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x3x2xf32>
  %10 = relay.gather %x, %gi {axis = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xi64>) -> tensor<2x3x4xf32>
  %11 = relay.reverse %10 {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %12 = relay.broadcast_to %11 {shape = array<i64: 3, 2, 3, 4>} : (tensor<2x3x4xf32>) -> tensor<3x2x3x4xf32>
  %13 = relay.tile %x {reps = array<i64: 1, 2, 1>} : (tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
  %14 = relay.layout_transform %x {src_layout = #relay.layout<NCW>, dst_layout = #relay.layout<NCW2w>} : (tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32>
  %zero = relay.constant dense<0.0> : tensor<f32>
  %15 = relay.nn.pad %x, %zero {pad_width = array<i64: 0, 0, 1, 1, 1, 1>, pad_mode = #relay.pad_mode<reflect>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x5x6xf32>
  %16 = relay.nn.batch_flatten %x : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  %17 = relay.take %x, %idx {axis = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2x2x4xf32>
  %r = relay.tuple %0, %1, %4, %5, %6, %7, %8, %9, %17, %11, %12, %13, %2, %14, %15, %16 : tuple<tensor<4x6xf32>, tensor<4x3x2xf32>, tensor<3x4xf32>, tensor<2x1x3x4xf32>, tensor<4x3x4xf32>, tensor<2x2x3x4xf32>, tuple<tensor<2x1x4xf32>, tensor<2x2x4xf32>>, tensor<2x3x2xf32>, tensor<2x2x4xf32>, tensor<2x3x4xf32>, tensor<3x2x3x4xf32>, tensor<2x6x4xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<2x5x6xf32>, tensor<2x12xf32>>
  return %r : tuple<tensor<4x6xf32>, tensor<4x3x2xf32>, tensor<3x4xf32>, tensor<2x1x3x4xf32>, tensor<4x3x4xf32>, tensor<2x2x3x4xf32>, tuple<tensor<2x1x4xf32>, tensor<2x2x4xf32>>, tensor<2x3x2xf32>, tensor<2x2x4xf32>, tensor<2x3x4xf32>, tensor<3x2x3x4xf32>, tensor<2x6x4xf32>, tensor<2x3x4xf32>, tensor<2x3x2x2xf32>, tensor<2x5x6xf32>, tensor<2x12xf32>>
}

// -----

func.func @creation(%v: tensor<f32> {relay.name = "v"}) -> tuple<tensor<2x2xf32>, tensor<3xi8>, tensor<2xui8>, tensor<5xf32>> {
  %0 = relay.full %v {shape = array<i64: 2, 2>} : (tensor<f32>) -> tensor<2x2xf32>
  %1 = relay.zeros {shape = array<i64: 3>, dtype = i8} : () -> tensor<3xi8>
  %2 = relay.ones {shape = array<i64: 2>, dtype = ui8} : () -> tensor<2xui8>
  %s = relay.constant dense<0.0> : tensor<f32>
  %e = relay.constant dense<5.0> : tensor<f32>
  %st = relay.constant dense<1.0> : tensor<f32>
  %3 = relay.arange %s, %e, %st {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
  %r = relay.tuple %0, %1, %2, %3 : tuple<tensor<2x2xf32>, tensor<3xi8>, tensor<2xui8>, tensor<5xf32>>
  return %r : tuple<tensor<2x2xf32>, tensor<3xi8>, tensor<2xui8>, tensor<5xf32>>
}

// -----

func.func @reductions(%x: tensor<2x3x4xf32> {relay.name = "x"}, %b: tensor<2x3xi1> {relay.name = "b"}) -> tuple<tensor<2xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2xi1>, tensor<3xi1>, tensor<2x4xi32>, tensor<2x1x1xi32>, tensor<2xf32>> {
  %0 = relay.sum %x {axis = array<i64: 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2xf32>
  %1 = relay.mean %x {axis = array<i64: 1>, keepdims = true, exclude = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  %2 = relay.max %x {axis = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  %3 = relay.min %x : (tensor<2x3x4xf32>) -> tensor<f32>
  %4 = relay.prod %x {axis = array<i64: -2>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %5 = relay.all %b {axis = array<i64: 1>} : (tensor<2x3xi1>) -> tensor<2xi1>
  %6 = relay.any %b {axis = array<i64: 0>} : (tensor<2x3xi1>) -> tensor<3xi1>
  %7 = relay.argmax %x {axis = array<i64: 1>, select_last_index = true} : (tensor<2x3x4xf32>) -> tensor<2x4xi32>
  %8 = relay.argmin %x {axis = array<i64: 1, 2>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x1x1xi32>
  %m = relay.mean %x {axis = array<i64: 1, 2>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x1x1xf32>
  %9 = relay.variance %x, %m {axis = array<i64: 1, 2>, unbiased = true} : (tensor<2x3x4xf32>, tensor<2x1x1xf32>) -> tensor<2xf32>
  %r = relay.tuple %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tuple<tensor<2xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2xi1>, tensor<3xi1>, tensor<2x4xi32>, tensor<2x1x1xi32>, tensor<2xf32>>
  return %r : tuple<tensor<2xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2xi1>, tensor<3xi1>, tensor<2x4xi32>, tensor<2x1x1xi32>, tensor<2xf32>>
}

// -----

func.func @nn(%x: tensor<1x4x8x8xf32> {relay.name = "x"}, %w: tensor<8x2x3x3xf32> {relay.name = "w"}, %wt: tensor<4x2x3x3xf32> {relay.name = "wt"}, %x1: tensor<1x4x10xf32> {relay.name = "x1"}, %w1: tensor<6x4x3xf32> {relay.name = "w1"}, %x3: tensor<1x2x4x4x4xf32> {relay.name = "x3"}, %w3: tensor<2x2x1x1x1xf32> {relay.name = "w3"}, %g: tensor<4xf32> {relay.name = "g"}, %d: tensor<3x16xf32> {relay.name = "d"}, %dw: tensor<5x16xf32> {relay.name = "dw"}, %a: tensor<2x3x4xf32> {relay.name = "a"}, %bm: tensor<2x4x5xf32> {relay.name = "bm"}) -> tuple<tensor<1x8x4x4xf32>, tensor<1x2x16x16xf32>, tensor<1x6x5xf32>, tensor<1x2x4x4x4xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tuple<tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>, tensor<1x4x2x2xf32>, tensor<1x4x16x24xf32>, tensor<1x1x16x16xf32>, tensor<1x16x4x4xf32>, tensor<1x4x8x8xf32>> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 2 : i64, channels = 8 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x4x4xf32>
  %1 = relay.nn.conv2d_transpose %x, %wt {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x16x16xf32>
  %2 = relay.nn.conv1d %x1, %w1 {strides = array<i64: 2>, padding = array<i64: 1, 0>, dilation = array<i64: 1>} : (tensor<1x4x10xf32>, tensor<6x4x3xf32>) -> tensor<1x6x5xf32>
  %3 = relay.nn.conv3d %x3, %w3 {out_dtype = f32} : (tensor<1x2x4x4x4xf32>, tensor<2x2x1x1x1xf32>) -> tensor<1x2x4x4x4xf32>
  %4 = relay.nn.dense %d, %dw {units = 5 : i64} : (tensor<3x16xf32>, tensor<5x16xf32>) -> tensor<3x5xf32>
  %5 = relay.nn.matmul %d, %dw {transpose_b = true} : (tensor<3x16xf32>, tensor<5x16xf32>) -> tensor<3x5xf32>
  %6 = relay.nn.batch_matmul %a, %bm : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %7 = relay.nn.batch_norm %x, %g, %g, %g, %g {axis = 1 : i64, epsilon = 1.0e-3 : f64, center = false} : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>
  %8 = relay.nn.layer_norm %x, %g, %g {axis = 1 : i64, scale = false} : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %9 = relay.nn.instance_norm %x, %g, %g {epsilon = 2.0e-5 : f64} : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %10 = relay.nn.group_norm %x, %g, %g {num_groups = 2 : i64} : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %11 = relay.nn.softmax %x {axis = 1 : i64} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %12 = relay.nn.log_softmax %x : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %13 = relay.nn.dropout %x {rate = 0.25 : f64} : (tensor<1x4x8x8xf32>) -> tuple<tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>>
  %14 = relay.nn.max_pool2d %x {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = true} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %15 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, count_include_pad = true} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %16 = relay.nn.global_avg_pool2d %x : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
  %17 = relay.nn.global_max_pool2d %x : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
  %18 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x2x2xf32>
  %19 = relay.nn.upsampling %x {scale_h = 2.0 : f64, scale_w = 3.0 : f64, method = #relay.upsampling_method<bilinear>, align_corners = true} : (tensor<1x4x8x8xf32>) -> tensor<1x4x16x24xf32>
  %20 = relay.nn.depth_to_space %x {block_size = 2 : i64, mode = #relay.depth_to_space_mode<CRD>} : (tensor<1x4x8x8xf32>) -> tensor<1x1x16x16xf32>
  %21 = relay.nn.space_to_depth %x {block_size = 2 : i64} : (tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32>
  %22 = relay.nn.bias_add %x, %g {axis = -3 : i64} : (tensor<1x4x8x8xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %r = relay.tuple %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22 : tuple<tensor<1x8x4x4xf32>, tensor<1x2x16x16xf32>, tensor<1x6x5xf32>, tensor<1x2x4x4x4xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tuple<tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>, tensor<1x4x2x2xf32>, tensor<1x4x16x24xf32>, tensor<1x1x16x16xf32>, tensor<1x16x4x4xf32>, tensor<1x4x8x8xf32>>
  return %r : tuple<tensor<1x8x4x4xf32>, tensor<1x2x16x16xf32>, tensor<1x6x5xf32>, tensor<1x2x4x4x4xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<2x3x5xf32>, tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tuple<tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>, tensor<1x4x2x2xf32>, tensor<1x4x16x24xf32>, tensor<1x1x16x16xf32>, tensor<1x16x4x4xf32>, tensor<1x4x8x8xf32>>
}

// -----

func.func @qnn(%x: tensor<2x4xf32> {relay.name = "x"}, %q: tensor<1x3x4x4xi8> {relay.name = "q"}, %w: tensor<2x3x3x3xi8> {relay.name = "w"}, %d: tensor<2x8xi8> {relay.name = "d"}, %dw: tensor<3x8xi8> {relay.name = "dw"}, %s: tensor<f32> {relay.name = "s"}, %z: tensor<i32> {relay.name = "z"}, %cs: tensor<2xf32> {relay.name = "cs"}, %cz: tensor<2xi32> {relay.name = "cz"}) -> tuple<tensor<2x4xi8>, tensor<2x4xf32>, tensor<2x4xui8>, tensor<1x2x2x2xi32>, tensor<2x3xi32>, tensor<2x4xi8>, tensor<2x4xi8>, tensor<4x4xi8>> {
  %0 = relay.qnn.quantize %x, %s, %z {out_dtype = i8} : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  %1 = relay.qnn.dequantize %0, %s, %z {axis = 1 : i64} : (tensor<2x4xi8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  %2 = relay.qnn.requantize %0, %s, %z, %s, %z {rounding = #relay.rounding<UPWARD>, compute_dtype = #relay.compute_dtype<int64>, out_dtype = ui8} : (tensor<2x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xui8>
  %3 = relay.qnn.conv2d %q, %w, %z, %cz, %s, %cs {channels = 2 : i64, kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, out_dtype = i32} : (tensor<1x3x4x4xi8>, tensor<2x3x3x3xi8>, tensor<i32>, tensor<2xi32>, tensor<f32>, tensor<2xf32>) -> tensor<1x2x2x2xi32>
  %4 = relay.qnn.dense %d, %dw, %z, %z, %s, %s {units = 3 : i64, out_dtype = i32} : (tensor<2x8xi8>, tensor<3x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3xi32>
  %5 = relay.qnn.add %0, %0, %s, %z, %s, %z, %s, %z : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  %6 = relay.qnn.mul %5, %0, %s, %z, %s, %z, %s, %z {lhs_axis = 1 : i64} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  %7 = relay.qnn.concatenate %5, %6, %s, %s, %z, %z, %s, %z {axis = 0 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x4xi8>
  %r = relay.tuple %0, %1, %2, %3, %4, %5, %6, %7 : tuple<tensor<2x4xi8>, tensor<2x4xf32>, tensor<2x4xui8>, tensor<1x2x2x2xi32>, tensor<2x3xi32>, tensor<2x4xi8>, tensor<2x4xi8>, tensor<4x4xi8>>
  return %r : tuple<tensor<2x4xi8>, tensor<2x4xf32>, tensor<2x4xui8>, tensor<1x2x2x2xi32>, tensor<2x3xi32>, tensor<2x4xi8>, tensor<2x4xi8>, tensor<4x4xi8>>
}

// -----

func.func @annotations(%x: tensor<4xf32> {relay.name = "x"}) -> tensor<4xf32> {
  %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"} : tensor<4xf32>
  %1 = relay.annotation.stop_fusion %0 : tensor<4xf32>
  %2 = relay.annotation.compiler_end %1 {compiler = "dnnl"} : tensor<4xf32>
  %s = relay.constant dense<0.5> : tensor<f32>
  %lo = relay.constant dense<-8.0> : tensor<f32>
  %hi = relay.constant dense<8.0> : tensor<f32>
  %3 = relay.op.annotation.simulated_quantize %2, %s, %lo, %hi {kind = 3 : i64, sign = false, rounding = #relay.quantize_rounding<floor>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Constants: inline scalars, scalars used twice, splats, dense and bool
// tensors, int8/uint8/bf16 scalars (metadata), i64 extremes.
func.func @constants(%x: tensor<2xf32> {relay.name = "x"}) -> tuple<tensor<2xf32>, tensor<f32>, tensor<3xi1>, tensor<i8>, tensor<ui8>, tensor<bf16>, tensor<i64>, tensor<2x2xf16>, tensor<f32>, tensor<f64>> {
  %c = relay.constant dense<0.1> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = relay.multiply %0, %c : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %splat = relay.constant dense<3.0> : tensor<2xf32>
  %2 = relay.subtract %1, %splat : tensor<2xf32>
  %b = relay.constant dense<[true, false, true]> : tensor<3xi1>
  %i8 = relay.constant dense<-128> : tensor<i8>
  %u8 = relay.constant dense<255> : tensor<ui8>
  %bf = relay.constant dense<1.5> : tensor<bf16>
  %big = relay.constant dense<-9223372036854775808> : tensor<i64>
  %h = relay.constant dense<[[0.5, 1.0], [-2.0, 65504.0]]> : tensor<2x2xf16>
  %inf = relay.constant dense<0x7F800000> : tensor<f32>
  %tiny = relay.constant dense<4.9406564584124654E-324> : tensor<f64>
  %r = relay.tuple %2, %c, %b, %i8, %u8, %bf, %big, %h, %inf, %tiny : tuple<tensor<2xf32>, tensor<f32>, tensor<3xi1>, tensor<i8>, tensor<ui8>, tensor<bf16>, tensor<i64>, tensor<2x2xf16>, tensor<f32>, tensor<f64>>
  return %r : tuple<tensor<2xf32>, tensor<f32>, tensor<3xi1>, tensor<i8>, tensor<ui8>, tensor<bf16>, tensor<i64>, tensor<2x2xf16>, tensor<f32>, tensor<f64>>
}

// -----

// Control flow, closures (capturing, returning closures), calls of globals
// and of global function values, result types less refined than inferred.
func.func @structure(%c: tensor<i1> {relay.name = "c"}, %x: tensor<4xf32> {relay.name = "x"}, %t: tuple<tensor<4xf32>, tensor<i32>> {relay.name = "t"}) -> tuple<tensor<?xf32>, tensor<i32>> {
  %0 = relay.tuple_get_item %t[0] : tuple<tensor<4xf32>, tensor<i32>> -> tensor<4xf32>
  %f = relay.fn (%y: tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
    %g = relay.fn (%z: tensor<4xf32>) -> tensor<4xf32> {
      %1 = relay.add %y, %z : tensor<4xf32>
      %2 = relay.multiply %1, %0 : tensor<4xf32>
      relay.yield %2 : tensor<4xf32>
    }
    relay.yield %g : (tensor<4xf32>) -> tensor<4xf32>
  }
  %h = relay.call %f(%x) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
  %1 = relay.call %h(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.if %c : tensor<i1> -> tensor<?xf32> {
    %3 = relay.exp %1 : tensor<4xf32> -> tensor<?xf32>
    relay.yield %3 : tensor<?xf32>
  } else {
    %3 = func.call @helper(%1) : (tensor<4xf32>) -> tensor<4xf32>
    relay.yield %3 : tensor<4xf32>
  }
  %k = func.constant @helper : (tensor<4xf32>) -> tensor<4xf32>
  %4 = relay.call %k(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = relay.tuple_get_item %t[1] : tuple<tensor<4xf32>, tensor<i32>> -> tensor<i32>
  %r = relay.tuple %2, %5 : tuple<tensor<?xf32>, tensor<i32>>
  return %r : tuple<tensor<?xf32>, tensor<i32>>
}
func.func @helper(%a: tensor<4xf32> {relay.name = "a"}) -> tensor<4xf32> attributes {relay.global_symbol = "helper_impl", relay.fn_attrs = {Inline = 1 : i32}} {
  %0 = relay.negative %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// FuseOps' output: primitive functions before their caller, a fused group
// yielding a tuple as a function with several results.
func.func private @fused_split(%arg0: tensor<2x8xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) attributes {relay.primitive} {
  %0 = relay.split %arg0 {axis = 1 : i64, indices_or_sections = 2 : i64} : (tensor<2x8xf32>) -> tuple<tensor<2x4xf32>, tensor<2x4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<2x4xf32>, tensor<2x4xf32>> -> tensor<2x4xf32>
  %2 = relay.tuple_get_item %0[1] : tuple<tensor<2x4xf32>, tensor<2x4xf32>> -> tensor<2x4xf32>
  return %1, %2 : tensor<2x4xf32>, tensor<2x4xf32>
}
func.func private @fused_nn_dense_add(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x3xf32> attributes {relay.primitive} {
  %cst = relay.constant dense<1.000000e+00> : tensor<f32>
  %0 = relay.nn.dense %arg0, %arg1 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %1 = relay.add %0, %cst : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func private @fused_zeros() -> tensor<2x3xf32> attributes {relay.primitive} {
  %0 = relay.zeros {shape = array<i64: 2, 3>, dtype = f32} : () -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @tuple_result(%arg0: tensor<2x8xf32> {relay.name = "arg0"}, %arg1: tensor<3x4xf32> {relay.name = "arg1"}) -> tuple<tensor<2x3xf32>, tensor<2x3xf32>> {
  %0:2 = call @fused_split(%arg0) : (tensor<2x8xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  %1 = relay.tuple %0#0, %0#1 : tuple<tensor<2x4xf32>, tensor<2x4xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<2x4xf32>, tensor<2x4xf32>> -> tensor<2x4xf32>
  %3 = relay.tuple_get_item %1[1] : tuple<tensor<2x4xf32>, tensor<2x4xf32>> -> tensor<2x4xf32>
  %4 = call @fused_nn_dense_add(%2, %arg1) : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %5 = call @fused_nn_dense_add(%3, %arg1) : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %z = call @fused_zeros() : () -> tensor<2x3xf32>
  %7 = relay.add %5, %z : tensor<2x3xf32>
  %6 = relay.tuple %4, %7 : tuple<tensor<2x3xf32>, tensor<2x3xf32>>
  return %6 : tuple<tensor<2x3xf32>, tensor<2x3xf32>>
}

// -----

// BYOC: a public external function with its composite, and call attributes.
func.func private @composite(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.composite = "dnnl.relu", relay.fn_attrs = {PartitionedFromPattern = "nn.relu_"}} {
  %0 = relay.nn.relu %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @dnnl_0(%a: tensor<4xf32> {relay.name = "a"}) -> tensor<4xf32> attributes {relay.compiler = "dnnl", relay.primitive, relay.global_symbol = "dnnl_0", relay.fn_attrs = {Inline = 1 : i32}} {
  %0 = call @composite(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32> {relay.name = "x"}) -> tensor<4xf32> {
  %0 = call @dnnl_0(%x) {relay.call_attrs = {note = "offloaded"}} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// References: a cell, a closure that captures and updates it, reads.
func.func @refs(%x: tensor<2xf32> {relay.name = "x"}) -> tensor<2xf32> {
  %0 = relay.ref_create %x : tensor<2xf32> -> !relay.ref<tensor<2xf32>>
  %1 = relay.fn (%d: tensor<2xf32>) -> tuple<> {
    %4 = relay.ref_read %0 : !relay.ref<tensor<2xf32>> -> tensor<2xf32>
    %5 = relay.add %4, %d : tensor<2xf32>
    %6 = relay.ref_write %0, %5 : !relay.ref<tensor<2xf32>>, tensor<2xf32>
    relay.yield %6 : tuple<>
  }
  %2 = relay.call %1(%x) : (tensor<2xf32>) -> tuple<>
  %3 = relay.ref_read %0 : !relay.ref<tensor<2xf32>> -> tensor<2xf32>
  return %3 : tensor<2xf32>
}

// -----

// A generic definition and a reference of a type variable.
func.func private @cell(%x: !relay.type_var<"T"> {relay.name = "x"}) -> !relay.ref<!relay.type_var<"T">> attributes {relay.type_params = ["T"]} {
  %0 = relay.ref_create %x : !relay.type_var<"T"> -> !relay.ref<!relay.type_var<"T">>
  return %0 : !relay.ref<!relay.type_var<"T">>
}
