// RUN: relay-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant folding (TVM's FoldConstant through MLIR's folders): element-wise,
// broadcasting, cast, reshape-like, transpose and reduction ops of constants
// evaluate at compile time with the semantics of their lowering.

// CHECK-LABEL: func.func @unary
// CHECK-DAG: relay.constant dense<[0.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-DAG: relay.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-DAG: relay.constant dense<[-3.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-DAG: relay.constant dense<[0, 5]> : tensor<2xi32>
// CHECK-NOT: relay.nn.relu
// CHECK-NOT: relay.sqrt
// CHECK-NOT: relay.round
// CHECK-NOT: relay.clip
func.func @unary() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) {
  %a = relay.constant dense<[-1.0, 2.0]> : tensor<2xf32>
  %0 = relay.nn.relu %a : tensor<2xf32>
  %b = relay.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %1 = relay.sqrt %b : tensor<2xf32>
  // Halfway cases round away from zero, as math.round.
  %c = relay.constant dense<[-2.5, 2.5]> : tensor<2xf32>
  %2 = relay.round %c : tensor<2xf32>
  %d = relay.constant dense<[-7, 9]> : tensor<2xi32>
  %3 = relay.clip %d {a_min = 0.0 : f64, a_max = 5.0 : f64} : tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK: %[[C:.*]] = relay.constant dense<{{\[}}[1.100000e+01, 2.300000e+01], [1.300000e+01, 2.500000e+01]]> : tensor<2x2xf32>
// CHECK-NOT: relay.add
// CHECK: return %[[C]]
func.func @broadcast() -> tensor<2x2xf32> {
  %a = relay.constant dense<[[1.0], [3.0]]> : tensor<2x1xf32>
  %b = relay.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %c = relay.constant dense<[[0.0, 2.0], [0.0, 2.0]]> : tensor<2x2xf32>
  %0 = relay.add %a, %b : (tensor<2x1xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %1 = relay.add %0, %c : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// Integer division truncates, floor_divide rounds down, unsigned values
// compare as unsigned; comparisons give bools.
// CHECK-LABEL: func.func @integers
// CHECK-DAG: relay.constant dense<[-3, 3]> : tensor<2xi32>
// CHECK-DAG: relay.constant dense<[-4, 3]> : tensor<2xi32>
// CHECK-DAG: relay.constant dense<[false, true]> : tensor<2xi1>
// CHECK-DAG: relay.constant dense<true> : tensor<i1>
func.func @integers() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<i1>) {
  %a = relay.constant dense<[-7, 7]> : tensor<2xi32>
  %b = relay.constant dense<2> : tensor<i32>
  %0 = relay.divide %a, %b : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %1 = relay.floor_divide %a, %b : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  %2 = relay.greater %a, %b : (tensor<2xi32>, tensor<i32>) -> tensor<2xi1>
  %u = relay.constant dense<200> : tensor<ui8>
  %v = relay.constant dense<100> : tensor<ui8>
  %3 = relay.greater %u, %v : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<i1>
}

// -----

// Integer division by zero is undefined: not folded.
// CHECK-LABEL: func.func @divide_by_zero
// CHECK: relay.divide
func.func @divide_by_zero() -> tensor<2xi32> {
  %a = relay.constant dense<[1, 2]> : tensor<2xi32>
  %z = relay.constant dense<0> : tensor<2xi32>
  %0 = relay.divide %a, %z : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-DAG: relay.constant dense<[-1, 2]> : tensor<2xi8>
// CHECK-DAG: relay.constant dense<[2.550000e+02, 1.000000e+00]> : tensor<2xf32>
// CHECK-NOT: relay.cast
func.func @casts() -> (tensor<2xi8>, tensor<2xf32>) {
  %a = relay.constant dense<[-1.7, 2.9]> : tensor<2xf32>
  %0 = relay.cast %a {dtype = i8} : tensor<2xf32> -> tensor<2xi8>
  %b = relay.constant dense<[255, 1]> : tensor<2xui8>
  %1 = relay.cast %b {dtype = f32} : tensor<2xui8> -> tensor<2xf32>
  return %0, %1 : tensor<2xi8>, tensor<2xf32>
}

// -----

// A float out of the integer range has no defined cast: not folded.
// CHECK-LABEL: func.func @cast_out_of_range
// CHECK: relay.cast
func.func @cast_out_of_range() -> tensor<i8> {
  %a = relay.constant dense<1000.0> : tensor<f32>
  %0 = relay.cast %a {dtype = i8} : tensor<f32> -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK-DAG: relay.constant dense<{{\[}}[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-DAG: relay.constant dense<{{\[}}[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-NOT: relay.reshape
// CHECK-NOT: relay.transpose
func.func @shapes() -> (tensor<2x3xi32>, tensor<3x2xi32>) {
  %a = relay.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %0 = relay.reshape %a {newshape = array<i64: 2, -1>} : (tensor<6xi32>) -> tensor<2x3xi32>
  %1 = relay.transpose %0 : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK-DAG: relay.constant dense<[5.000000e+00, 7.000000e+00, 9.000000e+00]> : tensor<3xf32>
// CHECK-DAG: relay.constant dense<{{\[}}[2.000000e+00], [5.000000e+00]]> : tensor<2x1xf32>
// CHECK-DAG: relay.constant dense<6> : tensor<i32>
// CHECK-NOT: relay.sum
// CHECK-NOT: relay.mean
// CHECK-NOT: relay.max
func.func @reductions() -> (tensor<3xf32>, tensor<2x1xf32>, tensor<i32>) {
  %a = relay.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = relay.sum %a {axis = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<3xf32>
  %1 = relay.mean %a {axis = array<i64: 1>, keepdims = true} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %b = relay.constant dense<[[1, 6], [3, 2]]> : tensor<2x2xi32>
  %2 = relay.max %b : (tensor<2x2xi32>) -> tensor<i32>
  return %0, %1, %2 : tensor<3xf32>, tensor<2x1xf32>, tensor<i32>
}
