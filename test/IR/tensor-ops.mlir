// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Round trip of every operator in RelayTensorOps.td: element-wise unary,
// broadcasting binary, injective/shape and creation ops, with static and `?`
// dimensions, default attributes (elided when printed) and non-default ones.

//===----------------------------------------------------------------------===//
// Element-wise unary
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @unary_float
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x?xf32>)
func.func @unary_float(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  // CHECK: %[[V0:.+]] = relay.exp %[[X]] : tensor<2x?xf32>
  // CHECK: %[[V1:.+]] = relay.log %[[V0]] : tensor<2x?xf32>
  // CHECK: %[[V2:.+]] = relay.sqrt %[[V1]] : tensor<2x?xf32>
  // CHECK: %[[V3:.+]] = relay.rsqrt %[[V2]] : tensor<2x?xf32>
  // CHECK: %[[V4:.+]] = relay.tanh %[[V3]] : tensor<2x?xf32>
  // CHECK: %[[V5:.+]] = relay.sigmoid %[[V4]] : tensor<2x?xf32>
  // CHECK: %[[V6:.+]] = relay.erf %[[V5]] : tensor<2x?xf32>
  // CHECK: %[[V7:.+]] = relay.floor %[[V6]] : tensor<2x?xf32>
  // CHECK: %[[V8:.+]] = relay.ceil %[[V7]] : tensor<2x?xf32>
  // CHECK: %[[V9:.+]] = relay.round %[[V8]] : tensor<2x?xf32>
  // CHECK: %[[V10:.+]] = relay.sin %[[V9]] : tensor<2x?xf32>
  // CHECK: %[[V11:.+]] = relay.cos %[[V10]] : tensor<2x?xf32>
  // CHECK: return %[[V11]] : tensor<2x?xf32>
  %0 = relay.exp %x : tensor<2x?xf32>
  %1 = relay.log %0 : tensor<2x?xf32>
  %2 = relay.sqrt %1 : tensor<2x?xf32>
  %3 = relay.rsqrt %2 : tensor<2x?xf32>
  %4 = relay.tanh %3 : tensor<2x?xf32>
  %5 = relay.sigmoid %4 : tensor<2x?xf32>
  %6 = relay.erf %5 : tensor<2x?xf32>
  %7 = relay.floor %6 : tensor<2x?xf32>
  %8 = relay.ceil %7 : tensor<2x?xf32>
  %9 = relay.round %8 : tensor<2x?xf32>
  %10 = relay.sin %9 : tensor<2x?xf32>
  %11 = relay.cos %10 : tensor<2x?xf32>
  return %11 : tensor<2x?xf32>
}

// CHECK-LABEL: func.func @unary_any_dtype
// CHECK-SAME: (%[[X:[^:]+]]: tensor<3x4xi32>, %[[B:[^:]+]]: tensor<?xi1>)
func.func @unary_any_dtype(%x: tensor<3x4xi32>, %b: tensor<?xi1>) -> (tensor<3x4xi32>, tensor<?xi1>) {
  // CHECK: %[[V0:.+]] = relay.nn.relu %[[X]] : tensor<3x4xi32>
  // CHECK: %[[V1:.+]] = relay.negative %[[V0]] : tensor<3x4xi32>
  // CHECK: %[[V2:.+]] = relay.abs %[[V1]] : tensor<3x4xi32>
  // CHECK: %[[V3:.+]] = relay.copy %[[V2]] : tensor<3x4xi32>
  // CHECK: %[[V4:.+]] = relay.zeros_like %[[V3]] : tensor<3x4xi32>
  // CHECK: %[[V5:.+]] = relay.ones_like %[[V4]] : tensor<3x4xi32>
  // CHECK: %[[V6:.+]] = relay.logical_not %[[B]] : tensor<?xi1>
  // CHECK: return %[[V5]], %[[V6]]
  %0 = relay.nn.relu %x : tensor<3x4xi32>
  %1 = relay.negative %0 : tensor<3x4xi32>
  %2 = relay.abs %1 : tensor<3x4xi32>
  %3 = relay.copy %2 : tensor<3x4xi32>
  %4 = relay.zeros_like %3 : tensor<3x4xi32>
  %5 = relay.ones_like %4 : tensor<3x4xi32>
  %6 = relay.logical_not %b : tensor<?xi1>
  return %5, %6 : tensor<3x4xi32>, tensor<?xi1>
}

// A result more refined than the operand keeps the `T -> R` form.
// CHECK-LABEL: func.func @unary_refined_result
func.func @unary_refined_result(%x: tensor<?x4xf64>) -> tensor<2x4xf64> {
  // CHECK: relay.exp %{{.+}} : tensor<?x4xf64> -> tensor<2x4xf64>
  %0 = relay.exp %x : tensor<?x4xf64> -> tensor<2x4xf64>
  return %0 : tensor<2x4xf64>
}

// CHECK-LABEL: func.func @leaky_relu
func.func @leaky_relu(%x: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
  // The default alpha (0.25) is elided, also when written explicitly.
  // CHECK: relay.nn.leaky_relu %{{[^ ]+}} : tensor<4xf16>
  // CHECK: relay.nn.leaky_relu %{{[^ ]+}} : tensor<4xf16>
  // CHECK: relay.nn.leaky_relu %{{[^ ]+}} {alpha = 1.000000e-01 : f64} : tensor<4xf16>
  %0 = relay.nn.leaky_relu %x : tensor<4xf16>
  %1 = relay.nn.leaky_relu %x {alpha = 2.500000e-01 : f64} : tensor<4xf16>
  %2 = relay.nn.leaky_relu %x {alpha = 1.000000e-01 : f64} : tensor<4xf16>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
}

// CHECK-LABEL: func.func @clip
func.func @clip(%x: tensor<?x3xi32>) -> (tensor<?x3xi32>, tensor<?x3xi32>) {
  // CHECK: relay.clip %{{[^ ]+}} {a_max = 6.000000e+00 : f64, a_min = -1.000000e+00 : f64} : tensor<?x3xi32>
  // CHECK: relay.clip %{{[^ ]+}} {a_max = 2.000000e+00 : f64, a_min = 2.000000e+00 : f64} : tensor<?x3xi32>
  %0 = relay.clip %x {a_min = -1.0 : f64, a_max = 6.0 : f64} : tensor<?x3xi32>
  %1 = relay.clip %x {a_min = 2.0 : f64, a_max = 2.0 : f64} : tensor<?x3xi32>
  return %0, %1 : tensor<?x3xi32>, tensor<?x3xi32>
}

// CHECK-LABEL: func.func @isnan_cast
func.func @isnan_cast(%x: tensor<?x3xbf16>) -> (tensor<?x3xi1>, tensor<?x3xui8>, tensor<?x3xf64>) {
  // CHECK: relay.isnan %{{[^ ]+}} : tensor<?x3xbf16> -> tensor<?x3xi1>
  // CHECK: relay.cast %{{[^ ]+}} {dtype = ui8} : tensor<?x3xbf16> -> tensor<?x3xui8>
  // CHECK: relay.cast %{{[^ ]+}} {dtype = f64} : tensor<?x3xbf16> -> tensor<?x3xf64>
  %0 = relay.isnan %x : tensor<?x3xbf16> -> tensor<?x3xi1>
  %1 = relay.cast %x {dtype = ui8} : tensor<?x3xbf16> -> tensor<?x3xui8>
  %2 = relay.cast %x {dtype = f64} : tensor<?x3xbf16> -> tensor<?x3xf64>
  return %0, %1, %2 : tensor<?x3xi1>, tensor<?x3xui8>, tensor<?x3xf64>
}

// CHECK-LABEL: func.func @prelu
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x8x4x4xf32>, %[[A:[^:]+]]: tensor<8xf32>, %[[B:[^:]+]]: tensor<?xf32>)
func.func @prelu(%x: tensor<1x8x4x4xf32>, %a: tensor<8xf32>, %b: tensor<?xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) {
  // CHECK: relay.nn.prelu %[[X]], %[[A]] : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  // CHECK: relay.nn.prelu %[[X]], %[[A]] : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  // CHECK: relay.nn.prelu %[[X]], %[[B]] {axis = 3 : i64} : (tensor<1x8x4x4xf32>, tensor<?xf32>) -> tensor<1x8x4x4xf32>
  %0 = relay.nn.prelu %x, %a : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %1 = relay.nn.prelu %x, %a {axis = 1 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %2 = relay.nn.prelu %x, %b {axis = 3 : i64} : (tensor<1x8x4x4xf32>, tensor<?xf32>) -> tensor<1x8x4x4xf32>
  return %0, %1, %2 : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
}

//===----------------------------------------------------------------------===//
// Broadcasting binary
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @binary_same_type
// CHECK-SAME: (%[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<2x3xf32>)
func.func @binary_same_type(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[V0:.+]] = relay.add %[[A]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V1:.+]] = relay.subtract %[[V0]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V2:.+]] = relay.multiply %[[V1]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V3:.+]] = relay.divide %[[V2]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V4:.+]] = relay.power %[[V3]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V5:.+]] = relay.maximum %[[V4]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V6:.+]] = relay.minimum %[[V5]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V7:.+]] = relay.mod %[[V6]], %[[B]] : tensor<2x3xf32>
  // CHECK: %[[V8:.+]] = relay.floor_divide %[[B]], %[[V7]] : tensor<2x3xf32>
  // CHECK: return %[[V8]]
  %0 = relay.add %a, %b : tensor<2x3xf32>
  %1 = relay.subtract %0, %b : tensor<2x3xf32>
  %2 = relay.multiply %1, %b : tensor<2x3xf32>
  %3 = relay.divide %2, %b : tensor<2x3xf32>
  %4 = relay.power %3, %b : tensor<2x3xf32>
  %5 = relay.maximum %4, %b : tensor<2x3xf32>
  %6 = relay.minimum %5, %b : tensor<2x3xf32>
  %7 = relay.mod %6, %b : tensor<2x3xf32>
  %8 = relay.floor_divide %b, %7 : tensor<2x3xf32>
  return %8 : tensor<2x3xf32>
}

// Operands of different shapes use the function-type form.
// CHECK-LABEL: func.func @binary_broadcast
// CHECK-SAME: (%[[A:[^:]+]]: tensor<4x1x3xf32>, %[[B:[^:]+]]: tensor<5x1xf32>, %[[C:[^:]+]]: tensor<?x3xf32>)
func.func @binary_broadcast(%a: tensor<4x1x3xf32>, %b: tensor<5x1xf32>, %c: tensor<?x3xf32>) -> (tensor<4x5x3xf32>, tensor<4x?x3xf32>, tensor<4x?x3xf32>) {
  // CHECK: relay.add %[[A]], %[[B]] : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
  // CHECK: relay.multiply %[[A]], %[[C]] : (tensor<4x1x3xf32>, tensor<?x3xf32>) -> tensor<4x?x3xf32>
  // CHECK: relay.subtract %[[B]], %[[A]] : (tensor<5x1xf32>, tensor<4x1x3xf32>) -> tensor<4x?x3xf32>
  %0 = relay.add %a, %b : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
  %1 = relay.multiply %a, %c : (tensor<4x1x3xf32>, tensor<?x3xf32>) -> tensor<4x?x3xf32>
  %2 = relay.subtract %b, %a : (tensor<5x1xf32>, tensor<4x1x3xf32>) -> tensor<4x?x3xf32>
  return %0, %1, %2 : tensor<4x5x3xf32>, tensor<4x?x3xf32>, tensor<4x?x3xf32>
}

// Comparisons produce i1 tensors.
// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:[^:]+]]: tensor<2x3xi64>, %[[B:[^:]+]]: tensor<3xi64>)
func.func @compare(%a: tensor<2x3xi64>, %b: tensor<3xi64>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) {
  // CHECK: relay.equal %[[A]], %[[B]] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  // CHECK: relay.not_equal %[[A]], %[[B]] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  // CHECK: relay.less %[[A]], %[[B]] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  // CHECK: relay.less_equal %[[A]], %[[B]] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  // CHECK: relay.greater %[[B]], %[[A]] : (tensor<3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
  // CHECK: relay.greater_equal %[[A]], %[[B]] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %0 = relay.equal %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %1 = relay.not_equal %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %2 = relay.less %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %3 = relay.less_equal %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %4 = relay.greater %b, %a : (tensor<3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
  %5 = relay.greater_equal %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
}

// CHECK-LABEL: func.func @compare_bool_same_type
func.func @compare_bool_same_type(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  // CHECK: relay.equal %{{[^ ]+}}, %{{[^ ]+}} : tensor<4xi1>
  %0 = relay.equal %a, %b : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-LABEL: func.func @logical
// CHECK-SAME: (%[[A:[^:]+]]: tensor<?xi1>, %[[B:[^:]+]]: tensor<?xi1>)
func.func @logical(%a: tensor<?xi1>, %b: tensor<?xi1>) -> tensor<?xi1> {
  // CHECK: %[[V0:.+]] = relay.logical_and %[[A]], %[[B]] : tensor<?xi1>
  // CHECK: relay.logical_or %[[V0]], %[[B]] : tensor<?xi1>
  %0 = relay.logical_and %a, %b : tensor<?xi1>
  %1 = relay.logical_or %0, %b : tensor<?xi1>
  return %1 : tensor<?xi1>
}

// CHECK-LABEL: func.func @shifts
// CHECK-SAME: (%[[A:[^:]+]]: tensor<4xui32>, %[[B:[^:]+]]: tensor<ui32>)
func.func @shifts(%a: tensor<4xui32>, %b: tensor<ui32>) -> tensor<4xui32> {
  // CHECK: %[[V0:.+]] = relay.left_shift %[[A]], %[[B]] : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  // CHECK: relay.right_shift %[[V0]], %[[A]] : tensor<4xui32>
  %0 = relay.left_shift %a, %b : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  %1 = relay.right_shift %0, %a : tensor<4xui32>
  return %1 : tensor<4xui32>
}

// CHECK-LABEL: func.func @where
// CHECK-SAME: (%[[C:[^:]+]]: tensor<2x1xi1>, %[[X:[^:]+]]: tensor<3xf32>, %[[Y:[^:]+]]: tensor<f32>)
func.func @where(%c: tensor<2x1xi1>, %x: tensor<3xf32>, %y: tensor<f32>) -> (tensor<2x3xf32>, tensor<2x?xf32>) {
  // CHECK: relay.where %[[C]], %[[X]], %[[Y]] : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
  // CHECK: relay.where %[[C]], %[[Y]], %[[X]] : (tensor<2x1xi1>, tensor<f32>, tensor<3xf32>) -> tensor<2x?xf32>
  %0 = relay.where %c, %x, %y : (tensor<2x1xi1>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %1 = relay.where %c, %y, %x : (tensor<2x1xi1>, tensor<f32>, tensor<3xf32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x?xf32>
}

//===----------------------------------------------------------------------===//
// Injective / shape
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3x4xf32>, %[[D:[^:]+]]: tensor<?x4xf32>)
func.func @reshape(%x: tensor<2x3x4xf32>, %d: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<?x2x2xf32>, tensor<0x3xf32>, tensor<24xf32>) {
  // CHECK: relay.reshape %[[X]] {newshape = array<i64: -3, -1>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  // CHECK: relay.reshape %[[D]] {newshape = array<i64: 0, 2, 2>} : (tensor<?x4xf32>) -> tensor<?x2x2xf32>
  // CHECK: %[[Z:.+]] = relay.zeros {dtype = f32, shape = array<i64: 3, 0>} : () -> tensor<3x0xf32>
  // CHECK: relay.reshape %[[Z]] {allowzero = true, newshape = array<i64: 0, 3>} : (tensor<3x0xf32>) -> tensor<0x3xf32>
  // The default allowzero = false is elided.
  // CHECK: relay.reshape %[[X]] {newshape = array<i64: 24>} : (tensor<2x3x4xf32>) -> tensor<24xf32>
  %0 = relay.reshape %x {newshape = array<i64: -3, -1>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = relay.reshape %d {newshape = array<i64: 0, 2, 2>} : (tensor<?x4xf32>) -> tensor<?x2x2xf32>
  %e = relay.zeros {shape = array<i64: 3, 0>, dtype = f32} : () -> tensor<3x0xf32>
  %2 = relay.reshape %e {newshape = array<i64: 0, 3>, allowzero = true} : (tensor<3x0xf32>) -> tensor<0x3xf32>
  %3 = relay.reshape %x {newshape = array<i64: 24>, allowzero = false} : (tensor<2x3x4xf32>) -> tensor<24xf32>
  return %0, %1, %2, %3 : tensor<6x4xf32>, tensor<?x2x2xf32>, tensor<0x3xf32>, tensor<24xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x?x4xf32>)
func.func @transpose(%x: tensor<2x?x4xf32>) -> (tensor<4x?x2xf32>, tensor<2x4x?xf32>) {
  // CHECK: relay.transpose %[[X]] : (tensor<2x?x4xf32>) -> tensor<4x?x2xf32>
  // CHECK: relay.transpose %[[X]] {axes = array<i64: 0, -1, 1>} : (tensor<2x?x4xf32>) -> tensor<2x4x?xf32>
  %0 = relay.transpose %x : (tensor<2x?x4xf32>) -> tensor<4x?x2xf32>
  %1 = relay.transpose %x {axes = array<i64: 0, -1, 1>} : (tensor<2x?x4xf32>) -> tensor<2x4x?xf32>
  return %0, %1 : tensor<4x?x2xf32>, tensor<2x4x?xf32>
}

// CHECK-LABEL: func.func @squeeze
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x3x1xf32>, %[[D:[^:]+]]: tensor<?x1xf32>)
func.func @squeeze(%x: tensor<1x3x1xf32>, %d: tensor<?x1xf32>) -> (tensor<3xf32>, tensor<3x1xf32>, tensor<?xf32>) {
  // CHECK: relay.squeeze %[[X]] : (tensor<1x3x1xf32>) -> tensor<3xf32>
  // CHECK: relay.squeeze %[[X]] {axis = array<i64: 0>} : (tensor<1x3x1xf32>) -> tensor<3x1xf32>
  // CHECK: relay.squeeze %[[D]] {axis = array<i64: -1>} : (tensor<?x1xf32>) -> tensor<?xf32>
  %0 = relay.squeeze %x : (tensor<1x3x1xf32>) -> tensor<3xf32>
  %1 = relay.squeeze %x {axis = array<i64: 0>} : (tensor<1x3x1xf32>) -> tensor<3x1xf32>
  %2 = relay.squeeze %d {axis = array<i64: -1>} : (tensor<?x1xf32>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<3xf32>, tensor<3x1xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @expand_dims
// CHECK-SAME: (%[[X:[^:]+]]: tensor<3x?xf32>)
func.func @expand_dims(%x: tensor<3x?xf32>) -> (tensor<3x1x?xf32>, tensor<3x?x1x1xf32>) {
  // CHECK: relay.expand_dims %[[X]] {axis = 1 : i64} : (tensor<3x?xf32>) -> tensor<3x1x?xf32>
  // CHECK: relay.expand_dims %[[X]] {axis = -1 : i64, num_newaxis = 2 : i64} : (tensor<3x?xf32>) -> tensor<3x?x1x1xf32>
  %0 = relay.expand_dims %x {axis = 1 : i64, num_newaxis = 1 : i64} : (tensor<3x?xf32>) -> tensor<3x1x?xf32>
  %1 = relay.expand_dims %x {axis = -1 : i64, num_newaxis = 2 : i64} : (tensor<3x?xf32>) -> tensor<3x?x1x1xf32>
  return %0, %1 : tensor<3x1x?xf32>, tensor<3x?x1x1xf32>
}

// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<2x5xf32>, %[[C:[^:]+]]: tensor<?x3xf32>)
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>, %c: tensor<?x3xf32>) -> (tensor<2x8xf32>, tensor<?x3xf32>, tensor<2x3xf32>) {
  // CHECK: relay.concatenate %[[A]], %[[B]] {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  // CHECK: relay.concatenate %[[A]], %[[C]], %[[A]] : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  // CHECK: relay.concatenate %[[A]] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = relay.concatenate %a, %b {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  %1 = relay.concatenate %a, %c, %a {axis = 0 : i64} : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  %2 = relay.concatenate %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x8xf32>, tensor<?x3xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @stack
// CHECK-SAME: (%[[A:[^:]+]]: tensor<2x3xi8>, %[[B:[^:]+]]: tensor<2x?xi8>)
func.func @stack(%a: tensor<2x3xi8>, %b: tensor<2x?xi8>) -> (tensor<2x2x3xi8>, tensor<2x3x2xi8>) {
  // CHECK: relay.stack %[[A]], %[[B]] : (tensor<2x3xi8>, tensor<2x?xi8>) -> tensor<2x2x3xi8>
  // CHECK: relay.stack %[[A]], %[[A]] {axis = -1 : i64} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3x2xi8>
  %0 = relay.stack %a, %b : (tensor<2x3xi8>, tensor<2x?xi8>) -> tensor<2x2x3xi8>
  %1 = relay.stack %a, %a {axis = -1 : i64} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3x2xi8>
  return %0, %1 : tensor<2x2x3xi8>, tensor<2x3x2xi8>
}

// indices_or_sections is either a section count or an array of split indices.
// CHECK-LABEL: func.func @split
// CHECK-SAME: (%[[X:[^:]+]]: tensor<6x?xf32>)
func.func @split(%x: tensor<6x?xf32>) -> (tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>, tuple<tensor<6x2xf32>, tensor<6x?xf32>>, tuple<tensor<1x?xf32>, tensor<3x?xf32>, tensor<2x?xf32>>) {
  // CHECK: relay.split %[[X]] {indices_or_sections = 3 : i64} : (tensor<6x?xf32>) -> tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>
  // CHECK: relay.split %[[X]] {axis = 1 : i64, indices_or_sections = array<i64: 2>} : (tensor<6x?xf32>) -> tuple<tensor<6x2xf32>, tensor<6x?xf32>>
  // CHECK: relay.split %[[X]] {indices_or_sections = array<i64: 1, 4>} : (tensor<6x?xf32>) -> tuple<tensor<1x?xf32>, tensor<3x?xf32>, tensor<2x?xf32>>
  %0 = relay.split %x {indices_or_sections = 3 : i64} : (tensor<6x?xf32>) -> tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>
  %1 = relay.split %x {indices_or_sections = array<i64: 2>, axis = 1 : i64} : (tensor<6x?xf32>) -> tuple<tensor<6x2xf32>, tensor<6x?xf32>>
  %2 = relay.split %x {indices_or_sections = array<i64: 1, 4>, axis = 0 : i64} : (tensor<6x?xf32>) -> tuple<tensor<1x?xf32>, tensor<3x?xf32>, tensor<2x?xf32>>
  return %0, %1, %2 : tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>, tuple<tensor<6x2xf32>, tensor<6x?xf32>>, tuple<tensor<1x?xf32>, tensor<3x?xf32>, tensor<2x?xf32>>
}

// CHECK-LABEL: func.func @strided_slice
// CHECK-SAME: (%[[X:[^:]+]]: tensor<10x8xf32>, %[[D:[^:]+]]: tensor<?x8xf32>)
func.func @strided_slice(%x: tensor<10x8xf32>, %d: tensor<?x8xf32>) -> (tensor<3x8xf32>, tensor<10x3xf32>, tensor<3x2xf32>, tensor<?x4xf32>) {
  // CHECK: relay.strided_slice %[[X]] {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<3x8xf32>
  // CHECK: relay.strided_slice %[[X]] {axes = array<i64: 1>, begin = array<i64: 1>, end = array<i64: 7>, strides = array<i64: 2>} : (tensor<10x8xf32>) -> tensor<10x3xf32>
  // CHECK: relay.strided_slice %[[X]] {begin = array<i64: 2, -3>, end = array<i64: 3, 2>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<3x2xf32>
  // The default slice_mode = #relay.slice_mode<end> is elided.
  // CHECK: relay.strided_slice %[[D]] {begin = array<i64: 0, 0>, end = array<i64: 5, 8>, strides = array<i64: 1, 2>} : (tensor<?x8xf32>) -> tensor<?x4xf32>
  %0 = relay.strided_slice %x {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<3x8xf32>
  %1 = relay.strided_slice %x {begin = array<i64: 1>, end = array<i64: 7>, strides = array<i64: 2>, axes = array<i64: 1>} : (tensor<10x8xf32>) -> tensor<10x3xf32>
  %2 = relay.strided_slice %x {begin = array<i64: 2, -3>, end = array<i64: 3, 2>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<3x2xf32>
  %3 = relay.strided_slice %d {begin = array<i64: 0, 0>, end = array<i64: 5, 8>, strides = array<i64: 1, 2>, slice_mode = #relay.slice_mode<end>} : (tensor<?x8xf32>) -> tensor<?x4xf32>
  return %0, %1, %2, %3 : tensor<3x8xf32>, tensor<10x3xf32>, tensor<3x2xf32>, tensor<?x4xf32>
}

// Huge begin/end/strides (issue 11): TVM's CanonicalizeIndex clamps both
// ends into the axis, and the count never overflows; begin past the end is an
// empty slice, as in TVM.
// CHECK-LABEL: func.func @strided_slice_extremes
func.func @strided_slice_extremes(%x: tensor<10xf32>) -> (tensor<1xf32>, tensor<1xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>, tensor<10xf32>) {
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: 0>, end = array<i64: 10>, strides = array<i64: 9223372036854775807>} : (tensor<10xf32>) -> tensor<1xf32>
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: 9223372036854775807>, end = array<i64: -9223372036854775808>, strides = array<i64: -9223372036854775808>} : (tensor<10xf32>) -> tensor<1xf32>
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: 5>, end = array<i64: 9223372036854775807>, slice_mode = #relay.slice_mode<size>} : (tensor<10xf32>) -> tensor<5xf32>
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: 12>, end = array<i64: 20>} : (tensor<10xf32>) -> tensor<0xf32>
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: -9223372036854775808>, end = array<i64: -9223372036854775808>, strides = array<i64: -1>} : (tensor<10xf32>) -> tensor<0xf32>
  // CHECK: relay.strided_slice %{{[^ ]+}} {begin = array<i64: -9223372036854775808>, end = array<i64: 9223372036854775807>} : (tensor<10xf32>) -> tensor<10xf32>
  %0 = relay.strided_slice %x {begin = array<i64: 0>, end = array<i64: 10>, strides = array<i64: 9223372036854775807>} : (tensor<10xf32>) -> tensor<1xf32>
  %1 = relay.strided_slice %x {begin = array<i64: 9223372036854775807>, end = array<i64: -9223372036854775808>, strides = array<i64: -9223372036854775808>} : (tensor<10xf32>) -> tensor<1xf32>
  %2 = relay.strided_slice %x {begin = array<i64: 5>, end = array<i64: 9223372036854775807>, slice_mode = #relay.slice_mode<size>} : (tensor<10xf32>) -> tensor<5xf32>
  %3 = relay.strided_slice %x {begin = array<i64: 12>, end = array<i64: 20>} : (tensor<10xf32>) -> tensor<0xf32>
  %4 = relay.strided_slice %x {begin = array<i64: -9223372036854775808>, end = array<i64: -9223372036854775808>, strides = array<i64: -1>} : (tensor<10xf32>) -> tensor<0xf32>
  %5 = relay.strided_slice %x {begin = array<i64: -9223372036854775808>, end = array<i64: 9223372036854775807>} : (tensor<10xf32>) -> tensor<10xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<1xf32>, tensor<1xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>, tensor<10xf32>
}

// CHECK-LABEL: func.func @take
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x5xf32>, %[[I:[^:]+]]: tensor<2x3xi32>, %[[J:[^:]+]]: tensor<4x2xi64>)
func.func @take(%x: tensor<4x5xf32>, %i: tensor<2x3xi32>, %j: tensor<4x2xi64>) -> (tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2xf32>) {
  // CHECK: relay.take %[[X]], %[[I]] : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  // CHECK: relay.take %[[X]], %[[I]] {axis = 1 : i64, mode = #relay.take_mode<wrap>} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<4x2x3xf32>
  // CHECK: relay.take %[[X]], %[[J]] {axis = -1 : i64, batch_dims = 1 : i64, mode = #relay.take_mode<fast>} : (tensor<4x5xf32>, tensor<4x2xi64>) -> tensor<4x2xf32>
  %0 = relay.take %x, %i {batch_dims = 0 : i64, mode = #relay.take_mode<clip>} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  %1 = relay.take %x, %i {axis = 1 : i64, mode = #relay.take_mode<wrap>} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<4x2x3xf32>
  %2 = relay.take %x, %j {axis = -1 : i64, batch_dims = 1 : i64, mode = #relay.take_mode<fast>} : (tensor<4x5xf32>, tensor<4x2xi64>) -> tensor<4x2xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2xf32>
}

// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x5xf32>, %[[I:[^:]+]]: tensor<4x2xi32>, %[[D:[^:]+]]: tensor<?x5xf16>, %[[J:[^:]+]]: tensor<?x1xui8>)
func.func @gather(%x: tensor<4x5xf32>, %i: tensor<4x2xi32>, %d: tensor<?x5xf16>, %j: tensor<?x1xui8>) -> (tensor<4x2xf32>, tensor<?x1xf16>) {
  // CHECK: relay.gather %[[X]], %[[I]] {axis = 1 : i64} : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  // CHECK: relay.gather %[[D]], %[[J]] {axis = -1 : i64} : (tensor<?x5xf16>, tensor<?x1xui8>) -> tensor<?x1xf16>
  %0 = relay.gather %x, %i {axis = 1 : i64} : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  %1 = relay.gather %d, %j {axis = -1 : i64} : (tensor<?x5xf16>, tensor<?x1xui8>) -> tensor<?x1xf16>
  return %0, %1 : tensor<4x2xf32>, tensor<?x1xf16>
}

// CHECK-LABEL: func.func @broadcast_to
func.func @broadcast_to(%x: tensor<3x1xf32>, %d: tensor<?xi32>) -> (tensor<2x3x4xf32>, tensor<2x7xi32>) {
  // CHECK: relay.broadcast_to %{{[^ ]+}} {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  // CHECK: relay.broadcast_to %{{[^ ]+}} {shape = array<i64: 2, 7>} : (tensor<?xi32>) -> tensor<2x7xi32>
  %0 = relay.broadcast_to %x {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %1 = relay.broadcast_to %d {shape = array<i64: 2, 7>} : (tensor<?xi32>) -> tensor<2x7xi32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<2x7xi32>
}

// CHECK-LABEL: func.func @tile
func.func @tile(%x: tensor<2x?xf32>) -> (tensor<3x4x?xf32>, tensor<2x?xf32>) {
  // CHECK: relay.tile %{{[^ ]+}} {reps = array<i64: 3, 2, 2>} : (tensor<2x?xf32>) -> tensor<3x4x?xf32>
  // CHECK: relay.tile %{{[^ ]+}} {reps = array<i64: 1>} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %0 = relay.tile %x {reps = array<i64: 3, 2, 2>} : (tensor<2x?xf32>) -> tensor<3x4x?xf32>
  %1 = relay.tile %x {reps = array<i64: 1>} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<3x4x?xf32>, tensor<2x?xf32>
}

// CHECK-LABEL: func.func @reverse
func.func @reverse(%x: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>) {
  // CHECK: relay.reverse %{{[^ ]+}} {axis = -1 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  // CHECK: relay.reverse %{{[^ ]+}} {axis = 0 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %0 = relay.reverse %x {axis = -1 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = relay.reverse %x {axis = 0 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<2x?xf32>, tensor<2x?xf32>
}

// CHECK-LABEL: func.func @layout_transform
func.func @layout_transform(%x: tensor<1x32x8x8xf32>, %y: tensor<?x2x8x8x16xf32>) -> (tensor<1x2x8x8x16xf32>, tensor<1x8x8x32xf32>, tensor<?x32x8x8xf32>) {
  // CHECK: relay.layout_transform %{{[^ ]+}} {dst_layout = #relay.layout<NCHW16c>, src_layout = #relay.layout<NCHW>} : (tensor<1x32x8x8xf32>) -> tensor<1x2x8x8x16xf32>
  // CHECK: relay.layout_transform %{{[^ ]+}} {dst_layout = #relay.layout<NHWC>, src_layout = #relay.layout<NCHW>} : (tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32>
  // CHECK: relay.layout_transform %{{[^ ]+}} {dst_layout = #relay.layout<NCHW>, src_layout = #relay.layout<NCHW16c>} : (tensor<?x2x8x8x16xf32>) -> tensor<?x32x8x8xf32>
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NCHW16c>} : (tensor<1x32x8x8xf32>) -> tensor<1x2x8x8x16xf32>
  %1 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NHWC>} : (tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32>
  %2 = relay.layout_transform %y {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NCHW>} : (tensor<?x2x8x8x16xf32>) -> tensor<?x32x8x8xf32>
  return %0, %1, %2 : tensor<1x2x8x8x16xf32>, tensor<1x8x8x32xf32>, tensor<?x32x8x8xf32>
}

// Layouts may be quoted; they print bare unless they start with a factor.
// CHECK-LABEL: func.func @layout_transform_quoted
// CHECK: relay.layout_transform %{{[^ ]+}} {dst_layout = #relay.layout<"4cNCHW">, src_layout = #relay.layout<NCHW>} : (tensor<1x32x8x8xf32>) -> tensor<4x1x8x8x8xf32>
func.func @layout_transform_quoted(%x: tensor<1x32x8x8xf32>) -> tensor<4x1x8x8x8xf32> {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<"NCHW">, dst_layout = #relay.layout<"4cNCHW">} : (tensor<1x32x8x8xf32>) -> tensor<4x1x8x8x8xf32>
  return %0 : tensor<4x1x8x8x8xf32>
}

// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x3x?xf32>, %[[V:[^:]+]]: tensor<f32>)
func.func @pad(%x: tensor<1x3x?xf32>, %v: tensor<f32>) -> (tensor<1x5x?xf32>, tensor<3x3x?xf32>, tensor<1x7x?xf32>) {
  // CHECK: relay.nn.pad %[[X]], %[[V]] {pad_width = array<i64: 0, 0, 1, 1, 2, 2>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<1x5x?xf32>
  // CHECK: relay.nn.pad %[[X]], %[[V]] {pad_mode = #relay.pad_mode<edge>, pad_width = array<i64: 1, 1, 0, 0, 0, 0>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<3x3x?xf32>
  // CHECK: relay.nn.pad %[[X]], %[[V]] {pad_mode = #relay.pad_mode<reflect>, pad_width = array<i64: 0, 0, 2, 2, 1, 1>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<1x7x?xf32>
  %0 = relay.nn.pad %x, %v {pad_width = array<i64: 0, 0, 1, 1, 2, 2>, pad_mode = #relay.pad_mode<constant>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<1x5x?xf32>
  %1 = relay.nn.pad %x, %v {pad_width = array<i64: 1, 1, 0, 0, 0, 0>, pad_mode = #relay.pad_mode<edge>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<3x3x?xf32>
  %2 = relay.nn.pad %x, %v {pad_width = array<i64: 0, 0, 2, 2, 1, 1>, pad_mode = #relay.pad_mode<reflect>} : (tensor<1x3x?xf32>, tensor<f32>) -> tensor<1x7x?xf32>
  return %0, %1, %2 : tensor<1x5x?xf32>, tensor<3x3x?xf32>, tensor<1x7x?xf32>
}

// CHECK-LABEL: func.func @batch_flatten
func.func @batch_flatten(%x: tensor<?x3x4xf32>, %y: tensor<2x?x4xi32>) -> (tensor<?x12xf32>, tensor<2x?xi32>) {
  // CHECK: relay.nn.batch_flatten %{{[^ ]+}} : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
  // CHECK: relay.nn.batch_flatten %{{[^ ]+}} : (tensor<2x?x4xi32>) -> tensor<2x?xi32>
  %0 = relay.nn.batch_flatten %x : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
  %1 = relay.nn.batch_flatten %y : (tensor<2x?x4xi32>) -> tensor<2x?xi32>
  return %0, %1 : tensor<?x12xf32>, tensor<2x?xi32>
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @creation
// CHECK-SAME: (%[[V:[^:]+]]: tensor<f32>)
func.func @creation(%v: tensor<f32>) -> (tensor<2x3xf32>, tensor<2xi32>, tensor<4xf16>, tensor<3x2xi64>, tensor<i1>) {
  // CHECK: relay.full %[[V]] {shape = array<i64: 2, 3>} : (tensor<f32>) -> tensor<2x3xf32>
  // CHECK: relay.full %[[V]] {dtype = i32, shape = array<i64: 2>} : (tensor<f32>) -> tensor<2xi32>
  // CHECK: relay.zeros {dtype = f16, shape = array<i64: 4>} : () -> tensor<4xf16>
  // CHECK: relay.ones {dtype = i64, shape = array<i64: 3, 2>} : () -> tensor<3x2xi64>
  // CHECK: relay.ones {dtype = i1, shape = array<i64>} : () -> tensor<i1>
  %0 = relay.full %v {shape = array<i64: 2, 3>} : (tensor<f32>) -> tensor<2x3xf32>
  %1 = relay.full %v {shape = array<i64: 2>, dtype = i32} : (tensor<f32>) -> tensor<2xi32>
  %2 = relay.zeros {shape = array<i64: 4>, dtype = f16} : () -> tensor<4xf16>
  %3 = relay.ones {shape = array<i64: 3, 2>, dtype = i64} : () -> tensor<3x2xi64>
  %4 = relay.ones {shape = array<i64>, dtype = i1} : () -> tensor<i1>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<2xi32>, tensor<4xf16>, tensor<3x2xi64>, tensor<i1>
}

// CHECK-LABEL: func.func @arange
// CHECK-SAME: (%[[START:[^:]+]]: tensor<f32>, %[[STOP:[^:]+]]: tensor<f32>, %[[STEP:[^:]+]]: tensor<f32>)
func.func @arange(%start: tensor<f32>, %stop: tensor<f32>, %step: tensor<f32>) -> (tensor<?xf32>, tensor<5xi32>) {
  // CHECK: relay.arange %[[START]], %[[STOP]], %[[STEP]] {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  // CHECK: %[[C0:.+]] = relay.constant dense<0> : tensor<i32>
  // CHECK: %[[C5:.+]] = relay.constant dense<5> : tensor<i32>
  // CHECK: %[[C1:.+]] = relay.constant dense<1> : tensor<i32>
  // CHECK: relay.arange %[[C0]], %[[C5]], %[[C1]] {dtype = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
  %0 = relay.arange %start, %stop, %step {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  %c0 = relay.constant dense<0> : tensor<i32>
  %c5 = relay.constant dense<5> : tensor<i32>
  %c1 = relay.constant dense<1> : tensor<i32>
  %1 = relay.arange %c0, %c5, %c1 {dtype = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
  return %0, %1 : tensor<?xf32>, tensor<5xi32>
}
