// Tuples become relay.tuple, projections relay.tuple_get_item.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/tuples.rly | FileCheck %s

// CHECK-LABEL: func.func @main() -> tuple<>
// CHECK: relay.tuple : tuple<>

// CHECK-LABEL: func.func @main() -> tuple<tensor<i32>>
// CHECK: relay.tuple %{{.*}} : tuple<tensor<i32>>

// CHECK-LABEL: func.func @main() -> tuple<tensor<i32>, tensor<i32>, tensor<i32>>

// CHECK-LABEL: func.func @main() -> tuple<>
// CHECK: relay.tuple %{{.*}}, %{{.*}} : tuple<tensor<i32>, tensor<i32>>
// CHECK: relay.tuple : tuple<>

// CHECK-LABEL: func.func @main(%arg0: tuple<tuple<tensor<2xf32>, tensor<i32>>, tensor<i1>> {relay.name = "t"}) -> tensor<i32>
// CHECK: %[[A:.*]] = relay.tuple_get_item %arg0[0]
// CHECK: %[[B:.*]] = relay.tuple_get_item %[[A]][1] : tuple<tensor<2xf32>, tensor<i32>> -> tensor<i32>
// CHECK: return %[[B]]

// CHECK-LABEL: func.func @main(%arg0: tensor<2x3xf32> {relay.name = "a"}, %arg1: tensor<4x3xf32> {relay.name = "b"})
// CHECK-NEXT: %[[C:.*]] = relay.concatenate %arg0, %arg1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %[[S:.*]] = relay.stack %arg0, %arg0 {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2x3xf32>
// CHECK-NEXT: %[[SP:.*]] = relay.split %[[C]] {indices_or_sections = array<i64: 2, 5>}
// CHECK-NEXT: %[[P0:.*]] = relay.tuple_get_item %[[SP]][0]
// CHECK-NEXT: %[[P1:.*]] = relay.tuple_get_item %[[SP]][1]
// CHECK-NEXT: %[[P2:.*]] = relay.tuple_get_item %[[SP]][2]
// CHECK-NEXT: %[[C2:.*]] = relay.concatenate %[[P0]], %[[P1]], %[[P2]] : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<1x3xf32>) -> tensor<6x3xf32>
// CHECK-NEXT: %[[R:.*]] = relay.tuple %[[S]], %[[C2]]
// CHECK-NEXT: return %[[R]]

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: relay.qnn.concatenate %arg0, %arg1, %arg2, %arg4, %arg3, %arg5, %arg6, %arg7 {operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2xi8>, tensor<3xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<5xi8>
