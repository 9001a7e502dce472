// Relay types map to builtin tensors (`?` and `Any` are dynamic extents),
// tuples and function types.
// RUN: relay-translate --import-relay %S/Inputs/types.rly | FileCheck %s

// CHECK-LABEL: func.func @tensors(
// CHECK-SAME: %{{.*}}: tensor<1x3x224x224xf32> {relay.name = "a"}, %{{.*}}: tensor<?x10xf16> {relay.name = "b"}, %{{.*}}: tensor<?x2xi8> {relay.name = "c"}, %{{.*}}: tensor<f64> {relay.name = "d"}, %{{.*}}: tensor<5xbf16> {relay.name = "e"}) -> tensor<1x3x224x224xf32>

// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: %{{.*}}: tensor<f32> {relay.name = "a"}, %{{.*}}: tensor<f64> {relay.name = "b"}, %{{.*}}: tensor<f16> {relay.name = "c"}, %{{.*}}: tensor<i1> {relay.name = "d"}, %{{.*}}: tensor<i8> {relay.name = "e"}, %{{.*}}: tensor<i16> {relay.name = "f"}, %{{.*}}: tensor<i32> {relay.name = "g"}, %{{.*}}: tensor<i64> {relay.name = "h"}, %{{.*}}: tensor<ui8> {relay.name = "i"}, %{{.*}}: tensor<ui16> {relay.name = "j"}, %{{.*}}: tensor<ui32> {relay.name = "k"}, %{{.*}}: tensor<ui64> {relay.name = "l"}) -> tensor<ui64>

// CHECK-LABEL: func.func @tuples(
// CHECK-SAME: %{{.*}}: tuple<> {relay.name = "a"}, %{{.*}}: tuple<tensor<i32>> {relay.name = "b"}, %{{.*}}: tuple<tensor<2xf32>, tuple<tensor<i1>, tensor<i64>>> {relay.name = "c"}) -> tuple<tensor<2xf32>, tuple<tensor<i1>, tensor<i64>>>

// CHECK-LABEL: func.func @functions(
// CHECK-SAME: %{{.*}}: () -> tensor<i32> {relay.name = "f"}, %{{.*}}: (tensor<2xf32>, tensor<i32>) -> tuple<tensor<i32>, tensor<i32>> {relay.name = "g"}) -> ((tensor<2xf32>, tensor<i32>) -> tuple<tensor<i32>, tensor<i32>>)
