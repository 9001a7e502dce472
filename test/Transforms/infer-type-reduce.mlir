// RUN: relay-opt %s -relay-infer-type -split-input-file | FileCheck %s

// -relay-infer-type refines the `?` results of the reductions (TVM's ReduceRel,
// ArgReduceRel and VarianceRel).

// CHECK-LABEL: func.func @sum_axis
// CHECK-SAME: -> (tensor<2x4xf32>, tensor<3xf32>)
// CHECK: relay.sum %arg0 {axis = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
// CHECK: relay.sum %arg0 {axis = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
func.func @sum_axis(%x: tensor<2x3x4xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  %1 = relay.sum %x {axis = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}

// -----

// Negative axes count from the end; the order of axes does not matter.
// CHECK-LABEL: func.func @mean_negative_axis
// CHECK: relay.mean {{.*}} -> tensor<2x3xf32>
// CHECK: relay.mean {{.*}} -> tensor<3xf32>
func.func @mean_negative_axis(%x: tensor<2x3x4xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %0 = relay.mean %x {axis = array<i64: -1>} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  %1 = relay.mean %x {axis = array<i64: -1, 0>} : (tensor<2x3x4xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?xf32>
}

// -----

// keepdims keeps each reduced axis with extent 1.
// CHECK-LABEL: func.func @max_keepdims
// CHECK: relay.max {{.*}} -> tensor<2x1x4xi32>
// CHECK: relay.max {{.*}} -> tensor<1x3x1xi32>
func.func @max_keepdims(%x: tensor<2x3x4xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
  %0 = relay.max %x {axis = array<i64: 1>, keepdims = true} : (tensor<2x3x4xi32>) -> tensor<?x?x?xi32>
  %1 = relay.max %x {axis = array<i64: 0, -1>, keepdims = true} : (tensor<2x3x4xi32>) -> tensor<?x?x?xi32>
  return %0, %1 : tensor<?x?x?xi32>, tensor<?x?x?xi32>
}

// -----

// exclude reduces every axis that is not listed.
// CHECK-LABEL: func.func @min_exclude
// CHECK: relay.min {{.*}} -> tensor<3xf32>
// CHECK: relay.min {{.*}} -> tensor<1x3x1xf32>
// CHECK: relay.min {{.*}} -> tensor<2x4xf32>
func.func @min_exclude(%x: tensor<2x3x4xf32>) -> (tensor<?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.min %x {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<?xf32>
  %1 = relay.min %x {axis = array<i64: -2>, exclude = true, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.min %x {axis = array<i64: 0, 2>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>
}

// -----

// Without an axis every axis is reduced: a rank-0 result, or all ones with
// keepdims.
// CHECK-LABEL: func.func @prod_full_reduction
// CHECK-SAME: -> (tensor<f64>, tensor<1x1x1xf64>)
// CHECK: relay.prod %arg0 : (tensor<2x3x4xf64>) -> tensor<f64>
// CHECK: relay.prod %arg0 {keepdims = true} : (tensor<2x3x4xf64>) -> tensor<1x1x1xf64>
func.func @prod_full_reduction(%x: tensor<2x3x4xf64>) -> (tensor<f64>, tensor<?x?x?xf64>) {
  %0 = relay.prod %x : (tensor<2x3x4xf64>) -> tensor<f64>
  %1 = relay.prod %x {keepdims = true} : (tensor<2x3x4xf64>) -> tensor<?x?x?xf64>
  return %0, %1 : tensor<f64>, tensor<?x?x?xf64>
}

// -----

// CHECK-LABEL: func.func @all_any
// CHECK: relay.all {{.*}} -> tensor<4xi1>
// CHECK: relay.any {{.*}} -> tensor<1x5xi1>
// CHECK: relay.any {{.*}} -> tensor<i1>
func.func @all_any(%x: tensor<4x5xi1>) -> (tensor<?xi1>, tensor<?x?xi1>, tensor<i1>) {
  %0 = relay.all %x {axis = array<i64: 1>} : (tensor<4x5xi1>) -> tensor<?xi1>
  %1 = relay.any %x {axis = array<i64: 0>, keepdims = true} : (tensor<4x5xi1>) -> tensor<?x?xi1>
  %2 = relay.any %x : (tensor<4x5xi1>) -> tensor<i1>
  return %0, %1, %2 : tensor<?xi1>, tensor<?x?xi1>, tensor<i1>
}

// -----

// argmax/argmin return i32 indices whatever the data's element type.
// CHECK-LABEL: func.func @argmax_argmin
// CHECK-SAME: -> (tensor<8xi32>, tensor<1x10xi32>, tensor<i32>, tensor<8x1xi32>)
// CHECK: relay.argmax {{.*}} : (tensor<8x10xf32>) -> tensor<8xi32>
// CHECK: relay.argmin {{.*}} : (tensor<8x10xf32>) -> tensor<1x10xi32>
// CHECK: relay.argmax {{.*}} : (tensor<8x10xf32>) -> tensor<i32>
// CHECK: relay.argmin {{.*}} : (tensor<8x10xi8>) -> tensor<8x1xi32>
func.func @argmax_argmin(%x: tensor<8x10xf32>, %y: tensor<8x10xi8>) -> (tensor<?xi32>, tensor<?x?xi32>, tensor<i32>, tensor<?x?xi32>) {
  %0 = relay.argmax %x {axis = array<i64: 1>} : (tensor<8x10xf32>) -> tensor<?xi32>
  %1 = relay.argmin %x {axis = array<i64: 0>, keepdims = true} : (tensor<8x10xf32>) -> tensor<?x?xi32>
  %2 = relay.argmax %x : (tensor<8x10xf32>) -> tensor<i32>
  %3 = relay.argmin %y {axis = array<i64: -1>, keepdims = true, select_last_index = true} : (tensor<8x10xi8>) -> tensor<?x?xi32>
  return %0, %1, %2, %3 : tensor<?xi32>, tensor<?x?xi32>, tensor<i32>, tensor<?x?xi32>
}

// -----

// Dynamic extents that are kept stay `?`; reduced ones disappear or become 1.
// CHECK-LABEL: func.func @dynamic_dims
// CHECK: relay.sum {{.*}} -> tensor<?x4xf32>
// CHECK: relay.mean {{.*}} -> tensor<?x1x4xf32>
// CHECK: relay.argmax {{.*}} -> tensor<3x4xi32>
// CHECK: relay.max {{.*}} -> tensor<?xf32>
func.func @dynamic_dims(%x: tensor<?x3x4xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<?x3x4xf32>) -> tensor<?x?xf32>
  %1 = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<?x3x4xf32>) -> tensor<?x?x?xf32>
  %2 = relay.argmax %x {axis = array<i64: 0>} : (tensor<?x3x4xf32>) -> tensor<?x?xi32>
  %3 = relay.max %x {axis = array<i64: 0>, exclude = true} : (tensor<?x3x4xf32>) -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @variance
// CHECK: %[[M:.*]] = relay.mean {{.*}} -> tensor<4x1x6xf32>
// CHECK: relay.variance %arg0, %[[M]] {axis = array<i64: 1>} : (tensor<4x5x6xf32>, tensor<4x1x6xf32>) -> tensor<4x6xf32>
// CHECK: relay.variance %arg0, %[[M]] {axis = array<i64: 1>, keepdims = true, unbiased = true} : (tensor<4x5x6xf32>, tensor<4x1x6xf32>) -> tensor<4x1x6xf32>
// CHECK: relay.variance {{.*}} -> tensor<5xf32>
// CHECK: relay.variance {{.*}} -> tensor<f32>
func.func @variance(%x: tensor<4x5x6xf32>, %m1: tensor<1x5x1xf32>, %m0: tensor<1x1x1xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xf32>, tensor<f32>) {
  %m = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<4x5x6xf32>) -> tensor<?x?x?xf32>
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x5x6xf32>, tensor<?x?x?xf32>) -> tensor<?x?xf32>
  %1 = relay.variance %x, %m {axis = array<i64: 1>, keepdims = true, unbiased = true} : (tensor<4x5x6xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %2 = relay.variance %x, %m1 {axis = array<i64: 1>, exclude = true} : (tensor<4x5x6xf32>, tensor<1x5x1xf32>) -> tensor<?xf32>
  %3 = relay.variance %x, %m0 : (tensor<4x5x6xf32>, tensor<1x1x1xf32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xf32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @variance_dynamic_batch
// CHECK: relay.variance {{.*}} -> tensor<?x1xf16>
func.func @variance_dynamic_batch(%x: tensor<?x128xf16>, %m: tensor<?x1xf16>) -> tensor<?x?xf16> {
  %0 = relay.variance %x, %m {axis = array<i64: -1>, keepdims = true} : (tensor<?x128xf16>, tensor<?x1xf16>) -> tensor<?x?xf16>
  return %0 : tensor<?x?xf16>
}

// -----

// TVM's GetReduceAxes: an empty axis list reduces every axis, like no axis.
// CHECK-LABEL: func.func @sum_empty_axis
// CHECK: relay.sum {{.*}} -> tensor<f32>
func.func @sum_empty_axis(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %0 = relay.sum %x {axis = array<i64>} : (tensor<2x3x4xf32>) -> tensor<f32>
  %1 = tensor.cast %0 : tensor<f32> to tensor<*xf32>
  return %1 : tensor<*xf32>
}
