// RUN: relay-opt %s -canonicalize | FileCheck %s

// Folders of the tensor ops: identity arithmetic with splat constants,
// identity transpose/reshape/squeeze/expand_dims and same-type cast; and the
// cases that must not fold.

// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3xf32>)
// CHECK-NOT: relay.add
// CHECK-NOT: relay.constant
// CHECK: return %[[X]], %[[X]] : tensor<2x3xf32>, tensor<2x3xf32>
func.func @add_zero(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %z = relay.constant dense<-0.0> : tensor<2x3xf32>
  %s = relay.constant dense<-0.0> : tensor<f32>
  %0 = relay.add %x, %z : tensor<2x3xf32>
  // Zero on the left, broadcast from a scalar: the result keeps x's type.
  %1 = relay.add %s, %x : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// x + (+0.0) is not x for x = -0.0, so a positive float zero stays.
// CHECK-LABEL: func.func @add_positive_float_zero
// CHECK: relay.add
func.func @add_positive_float_zero(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = relay.constant dense<0.0> : tensor<2x3xf32>
  %0 = relay.add %x, %z : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// A dynamic extent may be 1 at run time and broadcast against the constant.
// CHECK-LABEL: func.func @add_zero_dynamic_broadcast
// CHECK: relay.add
func.func @add_zero_dynamic_broadcast(%x: tensor<?xi32>) -> tensor<?xi32> {
  %z = relay.constant dense<0> : tensor<4xi32>
  %0 = relay.add %x, %z : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// CHECK-LABEL: func.func @add_zero_int
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4xi64>)
// CHECK-NEXT: return %[[X]] : tensor<4xi64>
func.func @add_zero_int(%x: tensor<4xi64>) -> tensor<4xi64> {
  %z = relay.constant dense<0> : tensor<4xi64>
  %0 = relay.add %z, %x : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: func.func @add_nonzero
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3xf32>)
// CHECK: %[[C:.+]] = relay.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK: %[[R:.+]] = relay.add %[[X]], %[[C]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @add_nonzero(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = relay.constant dense<1.0> : tensor<2x3xf32>
  %0 = relay.add %x, %c : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// A non-splat constant is not an identity even if it contains zeros.
// CHECK-LABEL: func.func @add_non_splat
// CHECK: %[[C:.+]] = relay.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK: %[[R:.+]] = relay.add %{{.+}}, %[[C]] : tensor<2xf32>
// CHECK: return %[[R]]
func.func @add_non_splat(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = relay.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %0 = relay.add %x, %c : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Adding zeros that broadcast x to a larger shape changes the result shape.
// CHECK-LABEL: func.func @add_zero_broadcasting
// CHECK-SAME: (%[[X:[^:]+]]: tensor<3xf32>)
// CHECK: %[[C:.+]] = relay.constant dense<0.000000e+00> : tensor<2x3xf32>
// CHECK: %[[R:.+]] = relay.add %[[X]], %[[C]] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: return %[[R]] : tensor<2x3xf32>
func.func @add_zero_broadcasting(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %z = relay.constant dense<0.0> : tensor<2x3xf32>
  %0 = relay.add %x, %z : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @multiply_one
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4xi32>, %[[Y:[^:]+]]: tensor<2x2xf16>)
// CHECK-NOT: relay.multiply
// CHECK: return %[[X]], %[[X]], %[[Y]] : tensor<4xi32>, tensor<4xi32>, tensor<2x2xf16>
func.func @multiply_one(%x: tensor<4xi32>, %y: tensor<2x2xf16>) -> (tensor<4xi32>, tensor<4xi32>, tensor<2x2xf16>) {
  %one = relay.constant dense<1> : tensor<4xi32>
  %fone = relay.constant dense<1.0> : tensor<2xf16>
  %0 = relay.multiply %x, %one : tensor<4xi32>
  %1 = relay.multiply %one, %x : tensor<4xi32>
  %2 = relay.multiply %y, %fone : (tensor<2x2xf16>, tensor<2xf16>) -> tensor<2x2xf16>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<2x2xf16>
}

// x * 0 is not x.
// CHECK-LABEL: func.func @multiply_zero
// CHECK: %[[R:.+]] = relay.multiply
// CHECK: return %[[R]]
func.func @multiply_zero(%x: tensor<4xi32>) -> tensor<4xi32> {
  %z = relay.constant dense<0> : tensor<4xi32>
  %0 = relay.multiply %x, %z : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// x - 0 and x / 1 fold; 0 - x and 1 / x do not.
// CHECK-LABEL: func.func @subtract_divide
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4xf32>)
// CHECK-DAG: %[[Z:.+]] = relay.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[O:.+]] = relay.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[NEG:.+]] = relay.subtract %[[Z]], %[[X]] : tensor<4xf32>
// CHECK: %[[INV:.+]] = relay.divide %[[O]], %[[X]] : tensor<4xf32>
// CHECK: return %[[X]], %[[X]], %[[NEG]], %[[INV]]
func.func @subtract_divide(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %z = relay.constant dense<0.0> : tensor<4xf32>
  %o = relay.constant dense<1.0> : tensor<4xf32>
  %0 = relay.subtract %x, %z : tensor<4xf32>
  %1 = relay.divide %x, %o : tensor<4xf32>
  %2 = relay.subtract %z, %x : tensor<4xf32>
  %3 = relay.divide %o, %x : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3xf32>, %[[Y:[^:]+]]: tensor<4xf32>)
// CHECK-NEXT: %[[T:.+]] = relay.transpose %[[X]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[Y]], %[[T]]
func.func @transpose_identity(%x: tensor<2x3xf32>, %y: tensor<4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<3x2xf32>) {
  %0 = relay.transpose %x {axes = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = relay.transpose %x {axes = array<i64: -2, -1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // Reversing the dimensions of a 1-D tensor is the identity.
  %2 = relay.transpose %y : (tensor<4xf32>) -> tensor<4xf32>
  %3 = relay.transpose %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xf32>, tensor<3x2xf32>
}

// A real permutation keeps its op even when the type does not change.
// CHECK-LABEL: func.func @transpose_square
// CHECK: %[[T:.+]] = relay.transpose %{{.+}} {axes = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK: return %[[T]]
func.func @transpose_square(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = relay.transpose %x {axes = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// CHECK-LABEL: func.func @reshape_identity
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3xf32>, %[[D:[^:]+]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[R0:.+]] = relay.reshape %[[D]] {newshape = array<i64: 0, 3>} : (tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %[[R1:.+]] = relay.reshape %[[X]] {newshape = array<i64: 6>} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[R0]], %[[R1]]
func.func @reshape_identity(%x: tensor<2x3xf32>, %d: tensor<?x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<6xf32>) {
  %0 = relay.reshape %x {newshape = array<i64: 2, 3>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = relay.reshape %x {newshape = array<i64: -1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // Only a static identity folds.
  %2 = relay.reshape %d {newshape = array<i64: 0, 3>} : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %3 = relay.reshape %x {newshape = array<i64: 6>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>, tensor<6xf32>
}

// CHECK-LABEL: func.func @cast_same_type
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.+]] = relay.cast %[[X]] {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
// CHECK-NEXT: return %[[X]], %[[C]]
func.func @cast_same_type(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf16>) {
  %0 = relay.cast %x {dtype = f32} : tensor<4xf32>
  %1 = relay.cast %x {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
  return %0, %1 : tensor<4xf32>, tensor<4xf16>
}

// CHECK-LABEL: func.func @squeeze_expand_dims_identity
// CHECK-SAME: (%[[X:[^:]+]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[E:.+]] = relay.expand_dims %[[X]] {axis = 0 : i64} : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[E]]
func.func @squeeze_expand_dims_identity(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>) {
  %0 = relay.squeeze %x {axis = array<i64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = relay.expand_dims %x {axis = 0 : i64, num_newaxis = 0 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = relay.expand_dims %x {axis = 0 : i64} : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2x3xf32>
}
