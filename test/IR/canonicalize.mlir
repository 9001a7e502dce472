// RUN: relay-opt %s -canonicalize -split-input-file | FileCheck %s

// Canonicalization patterns: the rewrites of TVM's SimplifyExpr
// (tests/python/relay/test_pass_simplify_expr.py), as declarative patterns
// (lib/IR/RelayCanonicalization.td).

// test_simplify_reshape: consecutive reshapes become one reshape to the
// final shape.
// CHECK-LABEL: func.func @simplify_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x16x16xf32>
// CHECK: %[[R:.*]] = relay.reshape %[[X]] {allowzero = true, newshape = array<i64: 16, 16, 16>} : (tensor<1x16x16x16xf32>) -> tensor<16x16x16xf32>
// CHECK-NOT: relay.reshape
// CHECK: return %[[R]]
func.func @simplify_reshape(%x: tensor<1x16x16x16xf32>) -> tensor<16x16x16xf32> {
  %0 = relay.reshape %x {newshape = array<i64: 1, 16, -1>} : (tensor<1x16x16x16xf32>) -> tensor<1x16x256xf32>
  %1 = relay.reshape %0 {newshape = array<i64: 16, 256>} : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
  %2 = relay.reshape %1 {newshape = array<i64: 0, 16, 16>} : (tensor<16x256xf32>) -> tensor<16x16x16xf32>
  return %2 : tensor<16x16x16xf32>
}

// -----

// A reshape back to the input shape disappears.
// CHECK-LABEL: func.func @reshape_round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xf32>)
// CHECK-NOT: relay.reshape
// CHECK: return %[[X]]
func.func @reshape_round_trip(%x: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %0 = relay.reshape %x {newshape = array<i64: 3, 4>} : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %1 = relay.reshape %0 {newshape = array<i64: 2, 6>} : (tensor<3x4xf32>) -> tensor<2x6xf32>
  return %1 : tensor<2x6xf32>
}

// -----

// A dynamic final shape cannot be written literally: kept.
// CHECK-LABEL: func.func @reshape_dynamic
// CHECK-COUNT-2: relay.reshape
func.func @reshape_dynamic(%x: tensor<?x6xf32>) -> tensor<?x2xf32> {
  %0 = relay.reshape %x {newshape = array<i64: -1, 3>} : (tensor<?x6xf32>) -> tensor<?x3xf32>
  %1 = relay.reshape %0 {newshape = array<i64: -1, 2>} : (tensor<?x3xf32>) -> tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}

// -----

// test_simplify_transpose: transpose of transpose composes the permutations;
// an identity composition disappears.
// CHECK-LABEL: func.func @simplify_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x3x4xf32>)
// CHECK: %[[T:.*]] = relay.transpose %[[X]] {axes = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
// CHECK-NOT: relay.transpose
// CHECK: return %[[T]], %[[X]]
func.func @simplify_transpose(%x: tensor<1x2x3x4xf32>) -> (tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>) {
  // NCHW -> NHWC written as two steps.
  %0 = relay.transpose %x {axes = array<i64: 0, 1, 3, 2>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x4x3xf32>
  %1 = relay.transpose %0 {axes = array<i64: 0, 3, 2, 1>} : (tensor<1x2x4x3xf32>) -> tensor<1x3x4x2xf32>
  // Reversal twice is the identity.
  %2 = relay.transpose %x : (tensor<1x2x3x4xf32>) -> tensor<4x3x2x1xf32>
  %3 = relay.transpose %2 : (tensor<4x3x2x1xf32>) -> tensor<1x2x3x4xf32>
  return %1, %3 : tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>
}

// -----

// test_simplify_consecutive_cast: a widening first cast loses nothing, so
// the pair is one cast; back to the input dtype it disappears.
// CHECK-LABEL: func.func @consecutive_cast
// CHECK-SAME: (%[[X:.*]]: tensor<4xi8>, %[[Y:.*]]: tensor<4xf32>)
// CHECK: %[[A:.*]] = relay.cast %[[X]] {dtype = f32} : tensor<4xi8> -> tensor<4xf32>
// CHECK: %[[B:.*]] = relay.cast %[[Y]] {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
// CHECK: %[[C:.*]] = relay.cast %[[B]] {dtype = f32} : tensor<4xf16> -> tensor<4xf32>
// CHECK: return %[[A]], %[[X]], %[[C]]
func.func @consecutive_cast(%x: tensor<4xi8>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi8>, tensor<4xf32>) {
  %0 = relay.cast %x {dtype = i32} : tensor<4xi8> -> tensor<4xi32>
  %1 = relay.cast %0 {dtype = f32} : tensor<4xi32> -> tensor<4xf32>
  %2 = relay.cast %x {dtype = i64} : tensor<4xi8> -> tensor<4xi64>
  %3 = relay.cast %2 {dtype = i8} : tensor<4xi64> -> tensor<4xi8>
  // Narrowing first: the rounding to f16 must stay.
  %4 = relay.cast %y {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
  %5 = relay.cast %4 {dtype = f32} : tensor<4xf16> -> tensor<4xf32>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xi8>, tensor<4xf32>
}

// -----

// test_simplify_rsqrt: 1 / sqrt(x) is rsqrt(x).
// CHECK-LABEL: func.func @simplify_rsqrt
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = relay.rsqrt %[[X]] : tensor<4xf32>
// CHECK-NOT: relay.divide
// CHECK: return %[[R]]
func.func @simplify_rsqrt(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = relay.constant dense<1.0> : tensor<f32>
  %s = relay.sqrt %x : tensor<4xf32>
  %0 = relay.divide %one, %s : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// test_simplify_adjacent_multiply / add: constants are combined (integers;
// floats keep their association, since reassociation changes rounding).
// CHECK-LABEL: func.func @adjacent_constants
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[SIX:.*]] = relay.constant dense<6> : tensor<i32>
// CHECK-DAG: %[[FIVE:.*]] = relay.constant dense<5> : tensor<i32>
// CHECK: %[[M:.*]] = relay.multiply %[[X]], %[[SIX]]
// CHECK: relay.add %[[M]], %[[FIVE]]
// CHECK-COUNT-2: relay.multiply %{{.*}} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
func.func @adjacent_constants(%x: tensor<4xi32>, %y: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %c2 = relay.constant dense<2> : tensor<i32>
  %c3 = relay.constant dense<3> : tensor<i32>
  %0 = relay.multiply %x, %c2 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %1 = relay.multiply %0, %c3 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %2 = relay.add %1, %c2 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %3 = relay.add %2, %c3 : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %f2 = relay.constant dense<2.0> : tensor<f32>
  %f3 = relay.constant dense<3.0> : tensor<f32>
  %4 = relay.multiply %y, %f2 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %5 = relay.multiply %4, %f3 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %3, %5 : tensor<4xi32>, tensor<4xf32>
}
