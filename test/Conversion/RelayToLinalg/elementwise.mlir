// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file | FileCheck %s

// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>

// Broadcasting reads the smaller operand through its own map; dynamic extents
// of the result come from the operand that has them.
// CHECK-LABEL: func.func @add_broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C1]]
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<4x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]], #[[ID2]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[A]], %[[B]] : tensor<4x?xf32>, tensor<?xf32>) outs(%[[E]] : tensor<4x?xf32>)
// CHECK: arith.addf
func.func @add_broadcast(%a: tensor<4x?xf32>, %b: tensor<?xf32>) -> tensor<4x?xf32> {
  %0 = relay.add %a, %b : (tensor<4x?xf32>, tensor<?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// A static extent of 1 broadcasts by reading index 0.
// CHECK-DAG: #[[COL0:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @multiply_column
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[COL0]], #{{.*}}]
// CHECK: arith.mulf
func.func @multiply_column(%a: tensor<3x4xf32>, %b: tensor<3x1xf32>) -> tensor<3x4xf32> {
  %0 = relay.multiply %a, %b : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Unsigned element types become signless; the arithmetic keeps the
// signedness.
// CHECK-LABEL: func.func @unsigned
// CHECK-SAME: (%{{.*}}: tensor<8xi8>, %{{.*}}: tensor<8xi8>) -> (tensor<8xi8>, tensor<8xi1>, tensor<8xi8>)
// CHECK: arith.divui
// CHECK: arith.cmpi ugt
// CHECK: arith.shrui
func.func @unsigned(%a: tensor<8xui8>, %b: tensor<8xui8>) -> (tensor<8xui8>, tensor<8xi1>, tensor<8xui8>) {
  %0 = relay.divide %a, %b : tensor<8xui8>
  %1 = relay.greater %a, %b : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
  %2 = relay.right_shift %a, %b : tensor<8xui8>
  return %0, %1, %2 : tensor<8xui8>, tensor<8xi1>, tensor<8xui8>
}

// -----

// CHECK-LABEL: func.func @signed_integer
// CHECK: arith.divsi
// CHECK: arith.floordivsi
// CHECK: arith.remsi
// CHECK: arith.shrsi
// CHECK: arith.cmpi slt
func.func @signed_integer(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>) {
  %0 = relay.divide %a, %b : tensor<4xi32>
  %1 = relay.floor_divide %a, %b : tensor<4xi32>
  %2 = relay.mod %a, %b : tensor<4xi32>
  %3 = relay.right_shift %a, %b : tensor<4xi32>
  %4 = relay.less %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @unary_math
// CHECK: math.exp
// CHECK: math.rsqrt
// CHECK: math.round 
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.cmpf uno
func.func @unary_math(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>) {
  %0 = relay.exp %x : tensor<4xf32>
  %1 = relay.rsqrt %x : tensor<4xf32>
  %2 = relay.round %x : tensor<4xf32>
  %3 = relay.clip %x {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<4xf32>
  %4 = relay.isnan %x : tensor<4xf32> -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>
}

// -----

// Casts choose the conversion from both element types; to bool compares with
// zero, as TVM does.
// CHECK-LABEL: func.func @casts
// CHECK: arith.fptosi %{{.*}} : f32 to i32
// CHECK: arith.uitofp %{{.*}} : i8 to f32
// CHECK: arith.cmpf une
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @casts(%x: tensor<4xf32>, %u: tensor<4xui8>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf16>) {
  %0 = relay.cast %x {dtype = i32} : tensor<4xf32> -> tensor<4xi32>
  %1 = relay.cast %u {dtype = f32} : tensor<4xui8> -> tensor<4xf32>
  %2 = relay.cast %x {dtype = i1} : tensor<4xf32> -> tensor<4xi1>
  %3 = relay.cast %x {dtype = f16} : tensor<4xf32> -> tensor<4xf16>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @creation
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: %[[V:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: linalg.fill ins(%[[V]] : f32) outs(%{{.*}} : tensor<3x2xf32>)
func.func @creation(%fill: tensor<f32>) -> (tensor<2x3xf32>, tensor<3x2xf32>) {
  %0 = relay.zeros {shape = array<i64: 2, 3>, dtype = f32} : () -> tensor<2x3xf32>
  %1 = relay.full %fill {shape = array<i64: 3, 2>} : (tensor<f32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<3x2xf32>
}
