// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Round trip of the reductions (RelayReduceOps.td). keepdims, exclude,
// select_last_index and unbiased default to false and are elided then.

// CHECK-LABEL: func.func @sum
// CHECK: relay.sum %arg0 {axis = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
// CHECK: relay.sum %arg0 : (tensor<2x3x4xf32>) -> tensor<f32>
// CHECK: relay.sum %arg0 {axis = array<i64: 0, 2>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
func.func @sum(%x: tensor<2x3x4xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<1x3x1xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>, keepdims = false, exclude = false} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %1 = relay.sum %x : (tensor<2x3x4xf32>) -> tensor<f32>
  %2 = relay.sum %x {axis = array<i64: 0, 2>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<f32>, tensor<1x3x1xf32>
}

// CHECK-LABEL: func.func @mean
// CHECK: relay.mean %arg0 {axis = array<i64: -1>, keepdims = true} : (tensor<?x3x4xf16>) -> tensor<?x3x1xf16>
// CHECK: relay.mean %arg0 {axis = array<i64: 0>, exclude = true} : (tensor<?x3x4xf16>) -> tensor<?xf16>
func.func @mean(%x: tensor<?x3x4xf16>) -> (tensor<?x3x1xf16>, tensor<?xf16>) {
  %0 = relay.mean %x {axis = array<i64: -1>, keepdims = true} : (tensor<?x3x4xf16>) -> tensor<?x3x1xf16>
  %1 = relay.mean %x {axis = array<i64: 0>, exclude = true} : (tensor<?x3x4xf16>) -> tensor<?xf16>
  return %0, %1 : tensor<?x3x1xf16>, tensor<?xf16>
}

// CHECK-LABEL: func.func @max_min_prod
// CHECK: relay.max %arg0 {axis = array<i64: 0>} : (tensor<5x6xi32>) -> tensor<6xi32>
// CHECK: relay.min %arg0 {axis = array<i64: 1>, keepdims = true} : (tensor<5x6xi32>) -> tensor<5x1xi32>
// CHECK: relay.prod %arg0 : (tensor<5x6xi32>) -> tensor<i32>
func.func @max_min_prod(%x: tensor<5x6xi32>) -> (tensor<6xi32>, tensor<5x1xi32>, tensor<i32>) {
  %0 = relay.max %x {axis = array<i64: 0>} : (tensor<5x6xi32>) -> tensor<6xi32>
  %1 = relay.min %x {axis = array<i64: 1>, keepdims = true} : (tensor<5x6xi32>) -> tensor<5x1xi32>
  %2 = relay.prod %x : (tensor<5x6xi32>) -> tensor<i32>
  return %0, %1, %2 : tensor<6xi32>, tensor<5x1xi32>, tensor<i32>
}

// CHECK-LABEL: func.func @all_any
// CHECK: relay.all %arg0 {axis = array<i64: 1>} : (tensor<4x?xi1>) -> tensor<4xi1>
// CHECK: relay.any %arg0 {exclude = true, keepdims = true} : (tensor<4x?xi1>) -> tensor<1x1xi1>
func.func @all_any(%x: tensor<4x?xi1>) -> (tensor<4xi1>, tensor<1x1xi1>) {
  %0 = relay.all %x {axis = array<i64: 1>} : (tensor<4x?xi1>) -> tensor<4xi1>
  %1 = relay.any %x {keepdims = true, exclude = true} : (tensor<4x?xi1>) -> tensor<1x1xi1>
  return %0, %1 : tensor<4xi1>, tensor<1x1xi1>
}

// argmax/argmin give int32 indices.
// CHECK-LABEL: func.func @argmax_argmin
// CHECK: relay.argmax %arg0 {axis = array<i64: 1>} : (tensor<8x10xf32>) -> tensor<8xi32>
// CHECK: relay.argmin %arg0 {axis = array<i64: 0>, keepdims = true, select_last_index = true} : (tensor<8x10xf32>) -> tensor<1x10xi32>
// CHECK: relay.argmax %arg0 : (tensor<8x10xf32>) -> tensor<i32>
func.func @argmax_argmin(%x: tensor<8x10xf32>) -> (tensor<8xi32>, tensor<1x10xi32>, tensor<i32>) {
  %0 = relay.argmax %x {axis = array<i64: 1>, select_last_index = false} : (tensor<8x10xf32>) -> tensor<8xi32>
  %1 = relay.argmin %x {axis = array<i64: 0>, keepdims = true, select_last_index = true} : (tensor<8x10xf32>) -> tensor<1x10xi32>
  %2 = relay.argmax %x : (tensor<8x10xf32>) -> tensor<i32>
  return %0, %1, %2 : tensor<8xi32>, tensor<1x10xi32>, tensor<i32>
}

// The mean operand is computed with keepdims = true, as TVM's Python API does.
// CHECK-LABEL: func.func @variance
// CHECK: %[[M:.*]] = relay.mean %arg0 {axis = array<i64: 1>, keepdims = true} : (tensor<4x?x6xf32>) -> tensor<4x1x6xf32>
// CHECK: relay.variance %arg0, %[[M]] {axis = array<i64: 1>} : (tensor<4x?x6xf32>, tensor<4x1x6xf32>) -> tensor<4x6xf32>
// CHECK: relay.variance %arg0, %[[M]] {axis = array<i64: 1>, keepdims = true, unbiased = true} : (tensor<4x?x6xf32>, tensor<4x1x6xf32>) -> tensor<4x1x6xf32>
func.func @variance(%x: tensor<4x?x6xf32>) -> (tensor<4x6xf32>, tensor<4x1x6xf32>) {
  %m = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<4x?x6xf32>) -> tensor<4x1x6xf32>
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x?x6xf32>, tensor<4x1x6xf32>) -> tensor<4x6xf32>
  %1 = relay.variance %x, %m {axis = array<i64: 1>, keepdims = true, unbiased = true} : (tensor<4x?x6xf32>, tensor<4x1x6xf32>) -> tensor<4x1x6xf32>
  return %0, %1 : tensor<4x6xf32>, tensor<4x1x6xf32>
}

// CHECK-LABEL: func.func @variance_full
// CHECK: relay.variance %arg0, %arg1 {exclude = true} : (tensor<3x5xf64>, tensor<1x1xf64>) -> tensor<f64>
func.func @variance_full(%x: tensor<3x5xf64>, %m: tensor<1x1xf64>) -> tensor<f64> {
  %0 = relay.variance %x, %m {exclude = true} : (tensor<3x5xf64>, tensor<1x1xf64>) -> tensor<f64>
  return %0 : tensor<f64>
}

// A declared result may be less refined than the inferred one.
// CHECK-LABEL: func.func @unrefined_result
// CHECK: relay.sum %arg0 {axis = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<?xf32>
func.func @unrefined_result(%x: tensor<2x3xf32>) -> tensor<?xf32> {
  %0 = relay.sum %x {axis = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
