// RUN: relay-opt %s -test-relay-op-pattern -verify-diagnostics

// TVM's TOpPattern of every relay operation, as registered in TVM v0.13.0
// (C++ `.set_attr<TOpPattern>` or Python `register_pattern`). Operations of
// other dialects are opaque; terminators get no remark.

//===----------------------------------------------------------------------===//
// Element-wise unary operators (RELAY_REGISTER_UNARY_OP: kElemWise)
//===----------------------------------------------------------------------===//

func.func @unary(%f: tensor<4xf32>, %b: tensor<4xi1>, %i: tensor<4xi32>) {
  // expected-remark @+1 {{pattern ElemWise}}
  %0 = relay.nn.relu %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %1 = relay.exp %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %2 = relay.log %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %3 = relay.sqrt %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %4 = relay.rsqrt %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %5 = relay.tanh %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %6 = relay.sigmoid %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %7 = relay.negative %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %8 = relay.abs %i : tensor<4xi32>
  // expected-remark @+1 {{pattern ElemWise}}
  %9 = relay.erf %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %10 = relay.floor %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %11 = relay.ceil %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %12 = relay.round %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %13 = relay.sin %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %14 = relay.cos %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %15 = relay.copy %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %16 = relay.logical_not %b : tensor<4xi1>
  // expected-remark @+1 {{pattern ElemWise}}
  %17 = relay.nn.leaky_relu %f {alpha = 0.1 : f64} : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %18 = relay.clip %f {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %19 = relay.isnan %f : tensor<4xf32> -> tensor<4xi1>
  // expected-remark @+1 {{pattern ElemWise}}
  %20 = relay.cast %f {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
  // expected-remark @+1 {{pattern ElemWise}}
  %21 = relay.zeros_like %f : tensor<4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %22 = relay.ones_like %i : tensor<4xi32>
  return
}

//===----------------------------------------------------------------------===//
// Broadcasting operators (RELAY_REGISTER_BINARY_OP / CMP_OP: kBroadcast)
//===----------------------------------------------------------------------===//

func.func @broadcast(%a: tensor<2x4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>, %c: tensor<2x1xi1>, %n: tensor<1x3x4x4xf32>, %al: tensor<3xf32>) {
  // expected-remark @+1 {{pattern Broadcast}}
  %0 = relay.add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %1 = relay.subtract %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %2 = relay.multiply %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %3 = relay.divide %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %4 = relay.power %b, %b : tensor<4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %5 = relay.maximum %b, %b : tensor<4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %6 = relay.minimum %b, %b : tensor<4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %7 = relay.mod %i, %i : tensor<4xi32>
  // expected-remark @+1 {{pattern Broadcast}}
  %8 = relay.floor_divide %i, %i : tensor<4xi32>
  // expected-remark @+1 {{pattern Broadcast}}
  %9 = relay.equal %b, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %10 = relay.not_equal %b, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %11 = relay.less %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %12 = relay.less_equal %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %13 = relay.greater %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %14 = relay.greater_equal %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %15 = relay.logical_and %p, %p : tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %16 = relay.logical_or %p, %p : tensor<4xi1>
  // expected-remark @+1 {{pattern Broadcast}}
  %17 = relay.left_shift %i, %i : tensor<4xi32>
  // expected-remark @+1 {{pattern Broadcast}}
  %18 = relay.right_shift %i, %i : tensor<4xi32>
  // expected-remark @+1 {{pattern Broadcast}}
  %19 = relay.where %c, %a, %b : (tensor<2x1xi1>, tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %20 = relay.nn.prelu %n, %al : (tensor<1x3x4x4xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %21 = relay.expand_dims %b {axis = 0 : i64} : (tensor<4xf32>) -> tensor<1x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %22 = relay.broadcast_to %b {shape = array<i64: 3, 4>} : (tensor<4xf32>) -> tensor<3x4xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %23 = relay.tile %b {reps = array<i64: 2>} : (tensor<4xf32>) -> tensor<8xf32>
  // expected-remark @+1 {{pattern Broadcast}}
  %24 = relay.nn.bias_add %n, %al : (tensor<1x3x4x4xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  return
}

//===----------------------------------------------------------------------===//
// Injective operators
//===----------------------------------------------------------------------===//

func.func @injective(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>, %idx: tensor<2xi32>, %g: tensor<2x3x1xi32>, %n: tensor<1x4x2x2xf32>, %pv: tensor<f32>) {
  // expected-remark @+1 {{pattern Injective}}
  %0 = relay.reshape %a {newshape = array<i64: 6, -1>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %1 = relay.transpose %a {axes = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  // expected-remark @+1 {{pattern Injective}}
  %2 = relay.squeeze %g {axis = array<i64: 2>} : (tensor<2x3x1xi32>) -> tensor<2x3xi32>
  // expected-remark @+1 {{pattern Injective}}
  %3 = relay.concatenate %a, %b {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %4 = relay.stack %a, %b : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x2x3x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %5 = relay.split %a {indices_or_sections = 2 : i64, axis = 2 : i64} : (tensor<2x3x4xf32>) -> tuple<tensor<2x3x2xf32>, tensor<2x3x2xf32>>
  // expected-remark @+1 {{pattern Injective}}
  %6 = relay.strided_slice %a {begin = array<i64: 0, 1>, end = array<i64: 1, 3>} : (tensor<2x3x4xf32>) -> tensor<1x2x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %7 = relay.take %a, %idx {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<2x2x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %8 = relay.gather %a, %g {axis = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x1xi32>) -> tensor<2x3x1xf32>
  // expected-remark @+1 {{pattern Injective}}
  %9 = relay.reverse %a {axis = 0 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %10 = relay.layout_transform %n {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NHWC>} : (tensor<1x4x2x2xf32>) -> tensor<1x2x2x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %11 = relay.nn.pad %a, %pv {pad_width = array<i64: 0, 0, 1, 1, 0, 0>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x5x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %12 = relay.nn.batch_flatten %a : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  // expected-remark @+1 {{pattern Injective}}
  %13 = relay.nn.upsampling %n {scale_h = 2.0 : f64, scale_w = 2.0 : f64} : (tensor<1x4x2x2xf32>) -> tensor<1x4x4x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %14 = relay.nn.depth_to_space %n {block_size = 2 : i64} : (tensor<1x4x2x2xf32>) -> tensor<1x1x4x4xf32>
  // expected-remark @+1 {{pattern Injective}}
  %15 = relay.nn.space_to_depth %n {block_size = 2 : i64} : (tensor<1x4x2x2xf32>) -> tensor<1x16x1x1xf32>
  return
}

//===----------------------------------------------------------------------===//
// Tensor creation: full/zeros/ones are element-wise, arange is opaque
//===----------------------------------------------------------------------===//

func.func @creation(%v: tensor<f32>) {
  // expected-remark @+1 {{pattern ElemWise}}
  %0 = relay.full %v {shape = array<i64: 2, 3>} : (tensor<f32>) -> tensor<2x3xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %1 = relay.zeros {shape = array<i64: 4>, dtype = i32} : () -> tensor<4xi32>
  // expected-remark @+1 {{pattern ElemWise}}
  %2 = relay.ones {shape = array<i64: 4>, dtype = f32} : () -> tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %3 = relay.arange %v, %v, %v {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  return
}

//===----------------------------------------------------------------------===//
// Reductions (kCommReduce)
//===----------------------------------------------------------------------===//

func.func @reduce(%a: tensor<2x3xf32>, %b: tensor<2x3xi1>, %m: tensor<2x1xf32>) {
  // expected-remark @+1 {{pattern CommReduce}}
  %0 = relay.sum %a {axis = array<i64: 1>} : (tensor<2x3xf32>) -> tensor<2xf32>
  // expected-remark @+1 {{pattern CommReduce}}
  %1 = relay.mean %a : (tensor<2x3xf32>) -> tensor<f32>
  // expected-remark @+1 {{pattern CommReduce}}
  %2 = relay.max %a {axis = array<i64: 0>, keepdims = true} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  // expected-remark @+1 {{pattern CommReduce}}
  %3 = relay.min %a {axis = array<i64: 0>, exclude = true} : (tensor<2x3xf32>) -> tensor<2xf32>
  // expected-remark @+1 {{pattern CommReduce}}
  %4 = relay.prod %a : (tensor<2x3xf32>) -> tensor<f32>
  // expected-remark @+1 {{pattern CommReduce}}
  %5 = relay.all %b : (tensor<2x3xi1>) -> tensor<i1>
  // expected-remark @+1 {{pattern CommReduce}}
  %6 = relay.any %b {axis = array<i64: 1>} : (tensor<2x3xi1>) -> tensor<2xi1>
  // expected-remark @+1 {{pattern CommReduce}}
  %7 = relay.argmax %a {axis = array<i64: 1>} : (tensor<2x3xf32>) -> tensor<2xi32>
  // expected-remark @+1 {{pattern CommReduce}}
  %8 = relay.argmin %a {axis = array<i64: 1>, select_last_index = true} : (tensor<2x3xf32>) -> tensor<2xi32>
  // expected-remark @+1 {{pattern CommReduce}}
  %9 = relay.variance %a, %m {axis = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2xf32>
  return
}

//===----------------------------------------------------------------------===//
// Neural-network operators
//===----------------------------------------------------------------------===//

func.func @nn(%x1: tensor<1x2x8xf32>, %w1: tensor<4x2x3xf32>,
              %x2: tensor<1x2x8x8xf32>, %w2: tensor<4x2x3x3xf32>, %wt: tensor<2x4x3x3xf32>,
              %x3: tensor<1x2x4x4x4xf32>, %w3: tensor<4x2x1x1x1xf32>,
              %d: tensor<3x8xf32>, %dw: tensor<5x8xf32>, %mw: tensor<8x5xf32>,
              %ba: tensor<2x3x8xf32>, %bb: tensor<2x8x4xf32>,
              %c2: tensor<2xf32>, %r: tensor<3x8xf32>, %g8: tensor<8xf32>) {
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %0 = relay.nn.conv1d %x1, %w1 : (tensor<1x2x8xf32>, tensor<4x2x3xf32>) -> tensor<1x4x6xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %1 = relay.nn.conv2d %x2, %w2 : (tensor<1x2x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %2 = relay.nn.conv3d %x3, %w3 : (tensor<1x2x4x4x4xf32>, tensor<4x2x1x1x1xf32>) -> tensor<1x4x4x4x4xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %3 = relay.nn.conv2d_transpose %x2, %wt : (tensor<1x2x8x8xf32>, tensor<2x4x3x3xf32>) -> tensor<1x4x10x10xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %4 = relay.nn.dense %d, %dw : (tensor<3x8xf32>, tensor<5x8xf32>) -> tensor<3x5xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %5 = relay.nn.matmul %d, %mw : (tensor<3x8xf32>, tensor<8x5xf32>) -> tensor<3x5xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %6 = relay.nn.batch_matmul %ba, %bb : (tensor<2x3x8xf32>, tensor<2x8x4xf32>) -> tensor<2x3x4xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %7 = relay.nn.batch_norm %x2, %c2, %c2, %c2, %c2 : (tensor<1x2x8x8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<1x2x8x8xf32>, tensor<2xf32>, tensor<2xf32>>
  // TVM registers no pattern for the three normalisations below
  // (SimplifyInference decomposes them before FuseOps); here they are opaque.
  // expected-remark @+1 {{pattern Opaque}}
  %8 = relay.nn.layer_norm %r, %g8, %g8 : (tensor<3x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<3x8xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %9 = relay.nn.instance_norm %x2, %c2, %c2 : (tensor<1x2x8x8xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x8x8xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %10 = relay.nn.group_norm %x2, %c2, %c2 {num_groups = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x8x8xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %11 = relay.nn.softmax %r : (tensor<3x8xf32>) -> tensor<3x8xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %12 = relay.nn.log_softmax %r {axis = 0 : i64} : (tensor<3x8xf32>) -> tensor<3x8xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %13 = relay.nn.dropout %r : (tensor<3x8xf32>) -> tuple<tensor<3x8xf32>, tensor<3x8xf32>>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %14 = relay.nn.max_pool2d %x2 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %15 = relay.nn.avg_pool2d %x2 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %16 = relay.nn.global_avg_pool2d %x2 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x1xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %17 = relay.nn.global_max_pool2d %x2 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x1xf32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %18 = relay.nn.adaptive_avg_pool2d %x2 {output_size = array<i64: 2, 2>} : (tensor<1x2x8x8xf32>) -> tensor<1x2x2x2xf32>
  return
}

//===----------------------------------------------------------------------===//
// Quantized operators
//===----------------------------------------------------------------------===//

func.func @qnn(%f: tensor<1x4xf32>, %q: tensor<1x4xi8>, %acc: tensor<1x4xi32>, %s: tensor<f32>, %z: tensor<i32>,
               %x: tensor<1x2x4x4xi8>, %w: tensor<3x2x3x3xi8>, %dw: tensor<5x4xi8>,
               %bx: tensor<1x2x4xi8>) {
  // Python register_pattern(..., ELEMWISE) in python/tvm/relay/qnn/op/_qnn.py.
  // expected-remark @+1 {{pattern ElemWise}}
  %0 = relay.qnn.quantize %f, %s, %z : (tensor<1x4xf32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // expected-remark @+1 {{pattern ElemWise}}
  %1 = relay.qnn.dequantize %q, %s, %z : (tensor<1x4xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4xf32>
  // expected-remark @+1 {{pattern ElemWise}}
  %2 = relay.qnn.requantize %acc, %s, %z, %s, %z : (tensor<1x4xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %3 = relay.qnn.conv2d %x, %w, %z, %z, %s, %s : (tensor<1x2x4x4xi8>, tensor<3x2x3x3xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x3x2x2xi32>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %4 = relay.qnn.dense %q, %dw, %z, %z, %s, %s : (tensor<1x4xi8>, tensor<5x4xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x5xi32>
  // expected-remark @+1 {{pattern Broadcast}}
  %5 = relay.qnn.add %q, %q, %s, %z, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // expected-remark @+1 {{pattern Broadcast}}
  %6 = relay.qnn.mul %q, %q, %s, %z, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // Python register_pattern("qnn.concatenate", INJECTIVE).
  // expected-remark @+1 {{pattern Injective}}
  %7 = relay.qnn.concatenate %q, %q, %s, %s, %z, %z, %s, %z {operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi8>
  // QNN_REGISTER_BINARY_OP, as qnn.add.
  // expected-remark @+1 {{pattern Broadcast}}
  %8 = relay.qnn.subtract %q, %q, %s, %z, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // Python register_pattern("qnn.tanh", ELEMWISE); the other unary qnn
  // operators and qnn.leaky_relu register none.
  // expected-remark @+1 {{pattern ElemWise}}
  %9 = relay.qnn.tanh %q, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // expected-remark @+1 {{pattern Opaque}}
  %10 = relay.qnn.sigmoid %q, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // expected-remark @+1 {{pattern Opaque}}
  %11 = relay.qnn.leaky_relu %q, %s, %z, %s, %z : (tensor<1x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xi8>
  // TOpPattern kOutEWiseFusable in C++ (avg_pool2d.cc), Python
  // register_pattern("qnn.batch_matmul", OUT_ELEMWISE_FUSABLE).
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %12 = relay.qnn.avg_pool2d %x, %s, %z, %s, %z {pool_size = array<i64: 2, 2>} : (tensor<1x2x4x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x2x3x3xi8>
  // expected-remark @+1 {{pattern OutEWiseFusable}}
  %13 = relay.qnn.batch_matmul %bx, %bx, %z, %z, %s, %s : (tensor<1x2x4xi8>, tensor<1x2x4xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x2x2xi32>
  return
}

//===----------------------------------------------------------------------===//
// Annotations
//===----------------------------------------------------------------------===//

func.func @annotation(%f: tensor<4xf32>, %s: tensor<f32>, %t: tuple<tensor<4xf32>>) {
  // expected-remark @+1 {{pattern Opaque}}
  %0 = relay.annotation.compiler_begin %f {compiler = "ccompiler"} : tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %1 = relay.annotation.compiler_end %t {compiler = "ccompiler"} : tuple<tensor<4xf32>>
  // expected-remark @+1 {{pattern Opaque}}
  %2 = relay.annotation.stop_fusion %f : tensor<4xf32>
  // Python register_pattern(..., ELEMWISE) in python/tvm/relay/quantize/_annotate.py.
  // expected-remark @+1 {{pattern ElemWise}}
  %3 = relay.op.annotation.simulated_quantize %f, %s, %s, %s {kind = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// Structural operations (TVM's IndexedForwardGraph)
//===----------------------------------------------------------------------===//

func.func @structural(%a: tensor<4xf32>, %c: tensor<i1>) {
  // A scalar constant of int32/int64/float32/float64/bool is element-wise ...
  // expected-remark @+1 {{pattern ElemWise}}
  %s0 = relay.constant dense<1.0> : tensor<f32>
  // expected-remark @+1 {{pattern ElemWise}}
  %s1 = relay.constant dense<1> : tensor<i32>
  // expected-remark @+1 {{pattern ElemWise}}
  %s2 = relay.constant dense<1> : tensor<i64>
  // expected-remark @+1 {{pattern ElemWise}}
  %s3 = relay.constant dense<1.0> : tensor<f64>
  // expected-remark @+1 {{pattern ElemWise}}
  %s4 = relay.constant dense<true> : tensor<i1>
  // ... any other constant is opaque: non-scalar, or another dtype.
  // expected-remark @+1 {{pattern Opaque}}
  %n0 = relay.constant dense<1.0> : tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %n1 = relay.constant dense<1.0> : tensor<1xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %n2 = relay.constant dense<1.0> : tensor<f16>
  // expected-remark @+1 {{pattern Opaque}}
  %n3 = relay.constant dense<1> : tensor<i8>
  // expected-remark @+1 {{pattern Tuple}}
  %t = relay.tuple %a, %a : tuple<tensor<4xf32>, tensor<4xf32>>
  // expected-remark @+1 {{pattern Injective}}
  %i = relay.tuple_get_item %t[1] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-remark @+1 {{pattern ElemWise}}
    %e = relay.exp %x : tensor<4xf32>
    relay.yield %e : tensor<4xf32>
  }
  // expected-remark @+1 {{pattern Opaque}}
  %r = relay.call %f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %if = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
    // expected-remark @+1 {{pattern Broadcast}}
    %m = relay.multiply %a, %a : tensor<4xf32>
    relay.yield %m : tensor<4xf32>
  }
  return
}

//===----------------------------------------------------------------------===//
// Operations of other dialects are opaque
//===----------------------------------------------------------------------===//

func.func @foreign(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark @+1 {{pattern Opaque}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %1 = arith.constant dense<0.0> : tensor<f32>
  // expected-remark @+1 {{pattern Opaque}}
  %2 = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %3 = func.call @foreign(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// TVM's simple constants are int32/int64/float32/float64/bool scalars only.
func.func @unsigned_scalar_constant() {
  // expected-remark @+1 {{pattern Opaque}}
  %0 = relay.constant dense<1> : tensor<ui32>
  return
}

// A projection out of a tuple that holds a non-tensor is opaque.
func.func @tuple_get_item_of_closure(%t: tuple<tensor<4xf32>, (tensor<4xf32>) -> tensor<4xf32>>) {
  // expected-remark @+1 {{pattern Opaque}}
  %0 = relay.tuple_get_item %t[0] : tuple<tensor<4xf32>, (tensor<4xf32>) -> tensor<4xf32>> -> tensor<4xf32>
  return
}

// References (RefCreate, RefRead, RefWrite) are opaque: TVM's
// IndexedForwardGraph adds them as nodes with the default kOpaque.
func.func @refs(%x: tensor<4xf32>) {
  // expected-remark @+1 {{pattern Opaque}}
  %0 = relay.ref_create %x : tensor<4xf32> -> !relay.ref<tensor<4xf32>>
  // expected-remark @+1 {{pattern Opaque}}
  %1 = relay.ref_read %0 : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  // expected-remark @+1 {{pattern Opaque}}
  %2 = relay.ref_write %0, %1 : !relay.ref<tensor<4xf32>>, tensor<4xf32>
  return
}
