// RUN: relay-opt %s -relay-infer-type -split-input-file | FileCheck %s

// -relay-infer-type on the element-wise, broadcast, injective and creation
// ops: static operands flow into ops that declare `?` results, which are
// refined to what the type relation infers; a dimension stays `?` where the
// input that determines it is dynamic.

//===----------------------------------------------------------------------===//
// Element-wise and broadcast
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @elemwise_chain
// CHECK-SAME: -> (tensor<3x2xf32>, tensor<3x2xi1>, tensor<3x2xf16>)
// CHECK: relay.exp %{{.+}} : tensor<2x3xf32>{{$}}
// CHECK: relay.transpose %{{.+}} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: relay.nn.relu %{{.+}} : tensor<3x2xf32>{{$}}
// CHECK: relay.isnan %{{.+}} : tensor<3x2xf32> -> tensor<3x2xi1>
// CHECK: relay.cast %{{.+}} {dtype = f16} : tensor<3x2xf32> -> tensor<3x2xf16>
func.func @elemwise_chain(%a: tensor<2x3xf32>) -> (tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf16>) {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  %1 = relay.transpose %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = relay.nn.relu %1 : tensor<?x?xf32>
  %3 = relay.isnan %2 : tensor<?x?xf32> -> tensor<?x?xi1>
  %4 = relay.cast %2 {dtype = f16} : tensor<?x?xf32> -> tensor<?x?xf16>
  return %2, %3, %4 : tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf16>
}

// -----

// `?` vs 1 stays `?`; `?` vs a static extent takes the static extent.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: -> (tensor<4x5x3xf32>, tensor<4x?x3xf32>, tensor<?x3xf32>, tensor<5x3xi1>, tensor<?x?xf32>)
// CHECK: relay.add %{{.+}}, %{{.+}} : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
// CHECK: relay.multiply %{{.+}}, %{{.+}} : (tensor<4x1x3xf32>, tensor<?x3xf32>) -> tensor<4x?x3xf32>
// CHECK: relay.subtract %{{.+}}, %{{.+}} : (tensor<?x3xf32>, tensor<1x?xf32>) -> tensor<?x3xf32>
// CHECK: relay.less %{{.+}}, %{{.+}} : (tensor<5x1xf32>, tensor<?x3xf32>) -> tensor<5x3xi1>
// CHECK: relay.maximum %{{.+}}, %{{.+}} : (tensor<1x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
func.func @broadcast(%a: tensor<4x1x3xf32>, %b: tensor<5x1xf32>, %c: tensor<?x3xf32>, %d: tensor<1x?xf32>, %e: tensor<?x1xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf32>) {
  %0 = relay.add %a, %b : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<?x?x?xf32>
  %1 = relay.multiply %a, %c : (tensor<4x1x3xf32>, tensor<?x3xf32>) -> tensor<?x?x?xf32>
  %2 = relay.subtract %c, %d : (tensor<?x3xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %3 = relay.less %b, %c : (tensor<5x1xf32>, tensor<?x3xf32>) -> tensor<?x?xi1>
  %4 = relay.maximum %d, %e : (tensor<1x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xi1>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @where
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<2x?xf32>)
// CHECK: relay.where %{{.+}}, %{{.+}}, %{{.+}} : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK: relay.where %{{.+}}, %{{.+}}, %{{.+}} : (tensor<2x1xi1>, tensor<?xf32>, tensor<f32>) -> tensor<2x?xf32>
func.func @where(%c: tensor<2x1xi1>, %x: tensor<3xf32>, %y: tensor<f32>, %d: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.where %c, %x, %y : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<?x?xf32>
  %1 = relay.where %c, %d, %y : (tensor<2x1xi1>, tensor<?xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

// -----

// The examples of TVM's InferNewShape for an input of shape (2, 3, 4).
// CHECK-LABEL: func.func @reshape_tvm_examples
// CHECK-SAME: -> (tensor<4x3x2xf32>, tensor<6x1x4xf32>, tensor<2x3x4x1x1xf32>, tensor<6x4xf32>, tensor<1x2x3x4xf32>, tensor<2x1x3x4xf32>)
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 4, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 6, 1, -1>} : (tensor<2x3x4xf32>) -> tensor<6x1x4xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -2, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<2x3x4x1x1xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -3, 4>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -4, 1, 2, -2>} : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 2, -4, -1, 3, -2>} : (tensor<2x3x4xf32>) -> tensor<2x1x3x4xf32>
func.func @reshape_tvm_examples(%x: tensor<2x3x4xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = relay.reshape %x {newshape = array<i64: 4, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<?x?x?xf32>
  %1 = relay.reshape %x {newshape = array<i64: 6, 1, -1>} : (tensor<2x3x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.reshape %x {newshape = array<i64: -2, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<?x?x?x?x?xf32>
  %3 = relay.reshape %x {newshape = array<i64: -3, 4>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  %4 = relay.reshape %x {newshape = array<i64: -4, 1, 2, -2>} : (tensor<2x3x4xf32>) -> tensor<?x?x?x?xf32>
  %5 = relay.reshape %x {newshape = array<i64: 2, -4, -1, 3, -2>} : (tensor<2x3x4xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// -1 takes the input dimensions not copied by 0/-2/-3/-4.
// CHECK-LABEL: func.func @reshape_minus_one
// CHECK-SAME: -> (tensor<24xf32>, tensor<2x12xf32>, tensor<8x3xf32>, tensor<4x6xf32>)
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -1>} : (tensor<2x3x4xf32>) -> tensor<24xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 0, -1>} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -1, 0>} : (tensor<2x3x4xf32>) -> tensor<8x3xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 4, -1>} : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
func.func @reshape_minus_one(%x: tensor<2x3x4xf32>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.reshape %x {newshape = array<i64: -1>} : (tensor<2x3x4xf32>) -> tensor<?xf32>
  %1 = relay.reshape %x {newshape = array<i64: 0, -1>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  %2 = relay.reshape %x {newshape = array<i64: -1, 0>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  %3 = relay.reshape %x {newshape = array<i64: 4, -1>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A dynamic input dimension keeps -1 (and -3 or -4 over it) dynamic, unless
// the dynamic dimension was copied by 0.
// CHECK-LABEL: func.func @reshape_dynamic
// CHECK-SAME: -> (tensor<?x12xf32>, tensor<?x3x4xf32>, tensor<?x4xf32>, tensor<?x3x2x2xf32>, tensor<?xf32>)
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 0, -1>} : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -1, 0, 0>} : (tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -3, -1>} : (tensor<?x3x4xf32>) -> tensor<?x4xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: 0, 0, -4, -1, 2>} : (tensor<?x3x4xf32>) -> tensor<?x3x2x2xf32>
// CHECK: relay.reshape %{{.+}} {newshape = array<i64: -1>} : (tensor<?x3x4xf32>) -> tensor<?xf32>
func.func @reshape_dynamic(%d: tensor<?x3x4xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>) {
  %0 = relay.reshape %d {newshape = array<i64: 0, -1>} : (tensor<?x3x4xf32>) -> tensor<?x?xf32>
  %1 = relay.reshape %d {newshape = array<i64: -1, 0, 0>} : (tensor<?x3x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.reshape %d {newshape = array<i64: -3, -1>} : (tensor<?x3x4xf32>) -> tensor<?x?xf32>
  %3 = relay.reshape %d {newshape = array<i64: 0, 0, -4, -1, 2>} : (tensor<?x3x4xf32>) -> tensor<?x?x?x?xf32>
  %4 = relay.reshape %d {newshape = array<i64: -1>} : (tensor<?x3x4xf32>) -> tensor<?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>
}

//===----------------------------------------------------------------------===//
// transpose / squeeze / expand_dims
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: -> (tensor<4x3x2xf32>, tensor<3x4x2xf32>, tensor<?x2xf32>)
// CHECK: relay.transpose %{{.+}} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK: relay.transpose %{{.+}} {axes = array<i64: 1, -1, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
// CHECK: relay.transpose %{{.+}} : (tensor<2x?xf32>) -> tensor<?x2xf32>
func.func @transpose(%x: tensor<2x3x4xf32>, %d: tensor<2x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.transpose %x : (tensor<2x3x4xf32>) -> tensor<?x?x?xf32>
  %1 = relay.transpose %x {axes = array<i64: 1, -1, 0>} : (tensor<2x3x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.transpose %d : (tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @squeeze
// CHECK-SAME: -> (tensor<3x4xf32>, tensor<1x3x4xf32>, tensor<?xf32>)
// CHECK: relay.squeeze %{{.+}} : (tensor<1x3x1x4xf32>) -> tensor<3x4xf32>
// CHECK: relay.squeeze %{{.+}} {axis = array<i64: -2>} : (tensor<1x3x1x4xf32>) -> tensor<1x3x4xf32>
// CHECK: relay.squeeze %{{.+}} {axis = array<i64: 0>} : (tensor<1x?xf32>) -> tensor<?xf32>
func.func @squeeze(%x: tensor<1x3x1x4xf32>, %d: tensor<1x?xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xf32>) {
  %0 = relay.squeeze %x : (tensor<1x3x1x4xf32>) -> tensor<?x?xf32>
  %1 = relay.squeeze %x {axis = array<i64: -2>} : (tensor<1x3x1x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.squeeze %d {axis = array<i64: 0>} : (tensor<1x?xf32>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @expand_dims
// CHECK-SAME: -> (tensor<1x2x3xf32>, tensor<2x1x1x3xf32>, tensor<2x3x1xf32>)
// CHECK: relay.expand_dims %{{.+}} {axis = 0 : i64} : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
// CHECK: relay.expand_dims %{{.+}} {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x1x1x3xf32>
// CHECK: relay.expand_dims %{{.+}} {axis = -1 : i64} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
func.func @expand_dims(%x: tensor<2x3xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = relay.expand_dims %x {axis = 0 : i64} : (tensor<2x3xf32>) -> tensor<?x?x?xf32>
  %1 = relay.expand_dims %x {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<2x3xf32>) -> tensor<?x?x?x?xf32>
  %2 = relay.expand_dims %x {axis = -1 : i64} : (tensor<2x3xf32>) -> tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// concatenate / stack / split
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: -> (tensor<2x11xf32>, tensor<?x3xf32>, tensor<2x10xf32>)
// CHECK: relay.concatenate %{{.+}}, %{{.+}}, %{{.+}} {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<2x11xf32>
// CHECK: relay.concatenate %{{.+}}, %{{.+}} : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK: relay.concatenate %{{.+}}, %{{.+}} {axis = 1 : i64} : (tensor<?x5xf32>, tensor<2x5xf32>) -> tensor<2x10xf32>
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>, %c: tensor<?x3xf32>, %d: tensor<?x5xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.concatenate %a, %b, %a {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  %1 = relay.concatenate %a, %c : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  %2 = relay.concatenate %d, %b {axis = 1 : i64} : (tensor<?x5xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @stack
// CHECK-SAME: -> (tensor<2x3x3xf32>, tensor<2x?x3xf32>)
// CHECK: relay.stack %{{.+}}, %{{.+}}, %{{.+}} {axis = 1 : i64} : (tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3x3xf32>
// CHECK: relay.stack %{{.+}}, %{{.+}} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<2x?x3xf32>
func.func @stack(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = relay.stack %b, %a, %a {axis = 1 : i64} : (tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?x?xf32>
  %1 = relay.stack %b, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// split produces a tuple; the refined field types flow through
// tuple_get_item.
// CHECK-LABEL: func.func @split
// CHECK-SAME: -> (tensor<2x4xf32>, tensor<6x1xf32>, tensor<?x4xf32>, tensor<?x2xf32>)
// CHECK: relay.split %{{.+}} {indices_or_sections = 3 : i64} : (tensor<6x4xf32>) -> tuple<tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>>
// CHECK: relay.split %{{.+}} {axis = 1 : i64, indices_or_sections = array<i64: 1, 3>} : (tensor<6x4xf32>) -> tuple<tensor<6x1xf32>, tensor<6x2xf32>, tensor<6x1xf32>>
// CHECK: relay.split %{{.+}} {indices_or_sections = array<i64: 2>} : (tensor<?x4xf32>) -> tuple<tensor<2x4xf32>, tensor<?x4xf32>>
// CHECK: relay.split %{{.+}} {axis = 1 : i64, indices_or_sections = 2 : i64} : (tensor<?x4xf32>) -> tuple<tensor<?x2xf32>, tensor<?x2xf32>>
// CHECK: relay.tuple_get_item %{{.+}}[0] : tuple<tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>> -> tensor<2x4xf32>
// CHECK: relay.tuple_get_item %{{.+}}[2] : tuple<tensor<6x1xf32>, tensor<6x2xf32>, tensor<6x1xf32>> -> tensor<6x1xf32>
// CHECK: relay.tuple_get_item %{{.+}}[1] : tuple<tensor<2x4xf32>, tensor<?x4xf32>> -> tensor<?x4xf32>
// CHECK: relay.tuple_get_item %{{.+}}[1] : tuple<tensor<?x2xf32>, tensor<?x2xf32>> -> tensor<?x2xf32>
func.func @split(%x: tensor<6x4xf32>, %d: tensor<?x4xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.split %x {indices_or_sections = 3 : i64} : (tensor<6x4xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>>
  %1 = relay.split %x {indices_or_sections = array<i64: 1, 3>, axis = 1 : i64} : (tensor<6x4xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>>
  %2 = relay.split %d {indices_or_sections = array<i64: 2>} : (tensor<?x4xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xf32>>
  %3 = relay.split %d {indices_or_sections = 2 : i64, axis = 1 : i64} : (tensor<?x4xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xf32>>
  %4 = relay.tuple_get_item %0[0] : tuple<tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>> -> tensor<?x?xf32>
  %5 = relay.tuple_get_item %1[2] : tuple<tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>> -> tensor<?x?xf32>
  %6 = relay.tuple_get_item %2[1] : tuple<tensor<?x?xf32>, tensor<?x?xf32>> -> tensor<?x?xf32>
  %7 = relay.tuple_get_item %3[1] : tuple<tensor<?x?xf32>, tensor<?x?xf32>> -> tensor<?x?xf32>
  return %4, %5, %6, %7 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// strided_slice
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @strided_slice
// CHECK-SAME: -> (tensor<3x3xf32>, tensor<3x8xf32>, tensor<10x8xf32>, tensor<3x3xf32>, tensor<10x4xf32>, tensor<2x6xf32>, tensor<2x8xf32>)
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: 1, 0>, end = array<i64: 7, 8>, strides = array<i64: 2, 3>} : (tensor<10x8xf32>) -> tensor<3x3xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<3x8xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: -1>, end = array<i64: -11>, strides = array<i64: -1>} : (tensor<10x8xf32>) -> tensor<10x8xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: 2, -3>, end = array<i64: 3, -1>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<3x3xf32>
// CHECK: relay.strided_slice %{{.+}} {axes = array<i64: 1>, begin = array<i64: 1>, end = array<i64: 100>, strides = array<i64: 2>} : (tensor<10x8xf32>) -> tensor<10x4xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: -3, 0>, end = array<i64: -1, -2>} : (tensor<10x8xf32>) -> tensor<2x6xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: 9>, end = array<i64: 0>, strides = array<i64: -5>} : (tensor<10x8xf32>) -> tensor<2x8xf32>
func.func @strided_slice(%x: tensor<10x8xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  // Rows 1, 3, 5 and columns 0, 3, 6.
  %0 = relay.strided_slice %x {begin = array<i64: 1, 0>, end = array<i64: 7, 8>, strides = array<i64: 2, 3>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // Negative stride: rows 8, 6, 4.
  %1 = relay.strided_slice %x {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // x[::-1]: the end -(extent + 1) reaches past the first element.
  %2 = relay.strided_slice %x {begin = array<i64: -1>, end = array<i64: -11>, strides = array<i64: -1>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // slice_mode size: end is a size, -1 meaning "to the end".
  %3 = relay.strided_slice %x {begin = array<i64: 2, -3>, end = array<i64: 3, -1>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // axes, with the end clamped to the extent: columns 1, 3, 5, 7.
  %4 = relay.strided_slice %x {begin = array<i64: 1>, end = array<i64: 100>, strides = array<i64: 2>, axes = array<i64: 1>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // Negative begin and end.
  %5 = relay.strided_slice %x {begin = array<i64: -3, 0>, end = array<i64: -1, -2>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  // Negative stride that does not divide the range: rows 9, 4.
  %6 = relay.strided_slice %x {begin = array<i64: 9>, end = array<i64: 0>, strides = array<i64: -5>} : (tensor<10x8xf32>) -> tensor<?x?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A sliced dynamic dimension stays `?`; static ones are refined.
// CHECK-LABEL: func.func @strided_slice_dynamic
// CHECK-SAME: -> tensor<?x4xf32>
// CHECK: relay.strided_slice %{{.+}} {begin = array<i64: 0, 2>, end = array<i64: 4, 6>} : (tensor<?x8xf32>) -> tensor<?x4xf32>
func.func @strided_slice_dynamic(%x: tensor<?x8xf32>) -> tensor<?x?xf32> {
  %0 = relay.strided_slice %x {begin = array<i64: 0, 2>, end = array<i64: 4, 6>} : (tensor<?x8xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// take / gather / broadcast_to / tile / reverse
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @take
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<4x2x3x6xf32>, tensor<4x5x7xf32>, tensor<4x5x7xf32>, tensor<4x?x6xf32>)
// CHECK: relay.take %{{.+}}, %{{.+}} : (tensor<4x5x6xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
// CHECK: relay.take %{{.+}}, %{{.+}} {axis = 1 : i64} : (tensor<4x5x6xf32>, tensor<2x3xi32>) -> tensor<4x2x3x6xf32>
// CHECK: relay.take %{{.+}}, %{{.+}} {axis = -1 : i64, batch_dims = 1 : i64} : (tensor<4x5x6xf32>, tensor<4x7xi64>) -> tensor<4x5x7xf32>
// CHECK: relay.take %{{.+}}, %{{.+}} {axis = 2 : i64, batch_dims = -1 : i64} : (tensor<4x5x6xf32>, tensor<4x7xi64>) -> tensor<4x5x7xf32>
// CHECK: relay.take %{{.+}}, %{{.+}} {axis = 1 : i64} : (tensor<4x5x6xf32>, tensor<?xi32>) -> tensor<4x?x6xf32>
func.func @take(%x: tensor<4x5x6xf32>, %i: tensor<2x3xi32>, %j: tensor<4x7xi64>, %k: tensor<?xi32>) -> (tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  // Without axis: the flattened input, indexed with the shape of the indices.
  %0 = relay.take %x, %i : (tensor<4x5x6xf32>, tensor<2x3xi32>) -> tensor<?x?xf32>
  %1 = relay.take %x, %i {axis = 1 : i64} : (tensor<4x5x6xf32>, tensor<2x3xi32>) -> tensor<?x?x?x?xf32>
  %2 = relay.take %x, %j {axis = -1 : i64, batch_dims = 1 : i64} : (tensor<4x5x6xf32>, tensor<4x7xi64>) -> tensor<?x?x?xf32>
  %3 = relay.take %x, %j {axis = 2 : i64, batch_dims = -1 : i64} : (tensor<4x5x6xf32>, tensor<4x7xi64>) -> tensor<?x?x?xf32>
  %4 = relay.take %x, %k {axis = 1 : i64} : (tensor<4x5x6xf32>, tensor<?xi32>) -> tensor<?x?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @gather_broadcast_to_reverse
// CHECK-SAME: -> (tensor<3x2xf32>, tensor<2x3x4xf32>, tensor<3x1xf32>)
// CHECK: relay.gather %{{.+}}, %{{.+}} {axis = 1 : i64} : (tensor<3x1xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
// CHECK: relay.broadcast_to %{{.+}} {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK: relay.reverse %{{.+}} {axis = 0 : i64} : (tensor<3x1xf32>) -> tensor<3x1xf32>
func.func @gather_broadcast_to_reverse(%x: tensor<3x1xf32>, %i: tensor<3x2xi32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.gather %x, %i {axis = 1 : i64} : (tensor<3x1xf32>, tensor<3x2xi32>) -> tensor<?x?xf32>
  %1 = relay.broadcast_to %x {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<?x?x?xf32>
  %2 = relay.reverse %x {axis = 0 : i64} : (tensor<3x1xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @tile
// CHECK-SAME: -> (tensor<2x6x12xf32>, tensor<2x9xf32>, tensor<?x6xf32>)
// CHECK: relay.tile %{{.+}} {reps = array<i64: 2, 3, 4>} : (tensor<2x3xf32>) -> tensor<2x6x12xf32>
// CHECK: relay.tile %{{.+}} {reps = array<i64: 3>} : (tensor<2x3xf32>) -> tensor<2x9xf32>
// CHECK: relay.tile %{{.+}} {reps = array<i64: 2, 2>} : (tensor<?x3xf32>) -> tensor<?x6xf32>
func.func @tile(%x: tensor<2x3xf32>, %d: tensor<?x3xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.tile %x {reps = array<i64: 2, 3, 4>} : (tensor<2x3xf32>) -> tensor<?x?x?xf32>
  %1 = relay.tile %x {reps = array<i64: 3>} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %2 = relay.tile %d {reps = array<i64: 2, 2>} : (tensor<?x3xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// layout_transform / nn.pad / nn.batch_flatten
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @layout_transform
// CHECK-SAME: -> (tensor<1x2x8x8x16xf32>, tensor<1x8x8x32xf32>, tensor<?x2x?x8x16xf32>, tensor<1x4x8x8x8xf32>)
// CHECK: %[[B:.+]] = relay.layout_transform %{{.+}} {dst_layout = #relay.layout<NCHW16c>, src_layout = #relay.layout<NCHW>} : (tensor<1x32x8x8xf32>) -> tensor<1x2x8x8x16xf32>
// CHECK: relay.layout_transform %[[B]] {dst_layout = #relay.layout<NHWC>, src_layout = #relay.layout<NCHW16c>} : (tensor<1x2x8x8x16xf32>) -> tensor<1x8x8x32xf32>
// CHECK: relay.layout_transform %{{.+}} {dst_layout = #relay.layout<NCHW16c>, src_layout = #relay.layout<NCHW>} : (tensor<?x32x?x8xf32>) -> tensor<?x2x?x8x16xf32>
// CHECK: relay.layout_transform %[[B]] {dst_layout = #relay.layout<NCHW8c>, src_layout = #relay.layout<NCHW16c>} : (tensor<1x2x8x8x16xf32>) -> tensor<1x4x8x8x8xf32>
func.func @layout_transform(%x: tensor<1x32x8x8xf32>, %d: tensor<?x32x?x8xf32>) -> (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NCHW16c>} : (tensor<1x32x8x8xf32>) -> tensor<?x?x?x?x?xf32>
  %1 = relay.layout_transform %0 {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NHWC>} : (tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %2 = relay.layout_transform %d {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NCHW16c>} : (tensor<?x32x?x8xf32>) -> tensor<?x?x?x?x?xf32>
  %3 = relay.layout_transform %0 {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NCHW8c>} : (tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @pad
// CHECK-SAME: -> (tensor<1x6x10xf32>, tensor<?x5xf32>)
// CHECK: relay.nn.pad %{{.+}}, %{{.+}} {pad_width = array<i64: 0, 0, 1, 2, 3, 3>} : (tensor<1x3x4xf32>, tensor<f32>) -> tensor<1x6x10xf32>
// CHECK: relay.nn.pad %{{.+}}, %{{.+}} {pad_mode = #relay.pad_mode<reflect>, pad_width = array<i64: 1, 1, 2, 0>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
func.func @pad(%x: tensor<1x3x4xf32>, %d: tensor<?x3xf32>, %v: tensor<f32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.nn.pad %x, %v {pad_width = array<i64: 0, 0, 1, 2, 3, 3>} : (tensor<1x3x4xf32>, tensor<f32>) -> tensor<?x?x?xf32>
  %1 = relay.nn.pad %d, %v {pad_width = array<i64: 1, 1, 2, 0>, pad_mode = #relay.pad_mode<reflect>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @batch_flatten
// CHECK-SAME: -> (tensor<2x60xf32>, tensor<2x?xf32>, tensor<?x12xf32>)
// CHECK: relay.nn.batch_flatten %{{.+}} : (tensor<2x3x4x5xf32>) -> tensor<2x60xf32>
// CHECK: relay.nn.batch_flatten %{{.+}} : (tensor<2x?x4xf32>) -> tensor<2x?xf32>
// CHECK: relay.nn.batch_flatten %{{.+}} : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
func.func @batch_flatten(%x: tensor<2x3x4x5xf32>, %d: tensor<2x?x4xf32>, %e: tensor<?x3x4xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.nn.batch_flatten %x : (tensor<2x3x4x5xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.batch_flatten %d : (tensor<2x?x4xf32>) -> tensor<?x?xf32>
  %2 = relay.nn.batch_flatten %e : (tensor<?x3x4xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @full_zeros_ones
// CHECK-SAME: -> (tensor<4x5xi32>, tensor<2xf32>, tensor<3x1xf16>)
// CHECK: relay.full %{{.+}} {dtype = i32, shape = array<i64: 4, 5>} : (tensor<f32>) -> tensor<4x5xi32>
// CHECK: relay.zeros {dtype = f32, shape = array<i64: 2>} : () -> tensor<2xf32>
// CHECK: relay.ones {dtype = f16, shape = array<i64: 3, 1>} : () -> tensor<3x1xf16>
func.func @full_zeros_ones(%v: tensor<f32>) -> (tensor<?x?xi32>, tensor<?xf32>, tensor<?x?xf16>) {
  %0 = relay.full %v {shape = array<i64: 4, 5>, dtype = i32} : (tensor<f32>) -> tensor<?x?xi32>
  %1 = relay.zeros {shape = array<i64: 2>, dtype = f32} : () -> tensor<?xf32>
  %2 = relay.ones {shape = array<i64: 3, 1>, dtype = f16} : () -> tensor<?x?xf16>
  return %0, %1, %2 : tensor<?x?xi32>, tensor<?xf32>, tensor<?x?xf16>
}

// -----

// The length of arange is known when start, stop and step are constants.
// CHECK-LABEL: func.func @arange
// CHECK-SAME: -> (tensor<5xf32>, tensor<3xi32>, tensor<8xf32>, tensor<?xf32>)
// CHECK: relay.arange %{{.+}}, %{{.+}}, %{{.+}} {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
// CHECK: relay.arange %{{.+}}, %{{.+}}, %{{.+}} {dtype = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
// CHECK: relay.arange %{{.+}}, %{{.+}}, %{{.+}} {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
// CHECK: relay.arange %{{.+}}, %{{.+}}, %{{.+}} {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
func.func @arange(%s: tensor<f32>) -> (tensor<?xf32>, tensor<?xi32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = relay.constant dense<0.0> : tensor<f32>
  %c1 = relay.constant dense<1.0> : tensor<f32>
  %c5 = relay.constant dense<5.0> : tensor<f32>
  %half = relay.constant dense<0.5> : tensor<f32>
  %i10 = relay.constant dense<10> : tensor<i32>
  %i2 = relay.constant dense<2> : tensor<i32>
  %im3 = relay.constant dense<-3> : tensor<i32>
  // 0, 1, 2, 3, 4
  %0 = relay.arange %c0, %c5, %c1 {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  // 10, 7, 4
  %1 = relay.arange %i10, %i2, %im3 {dtype = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?xi32>
  // 1.0, 1.5, ..., 4.5
  %2 = relay.arange %c1, %c5, %half {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  // stop is not a constant: the length stays dynamic.
  %3 = relay.arange %c0, %s, %c1 {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<?xi32>, tensor<?xf32>, tensor<?xf32>
}
