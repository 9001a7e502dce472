// Relay types map to builtin tensors (`?` and `Any` are dynamic extents),
// tuples and function types.
// RUN: relay-translate --import-relay %S/Inputs/types.rly | FileCheck %s

// CHECK-LABEL: func.func @tensors(
// CHECK-SAME: %{{.*}}: tensor<1x3x224x224xf32>, %{{.*}}: tensor<?x10xf16>, %{{.*}}: tensor<?x2xi8>, %{{.*}}: tensor<f64>, %{{.*}}: tensor<5xbf16>) -> tensor<1x3x224x224xf32>

// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: tensor<f32>, %{{.*}}: tensor<f64>, %{{.*}}: tensor<f16>, %{{.*}}: tensor<i1>, %{{.*}}: tensor<i8>, %{{.*}}: tensor<i16>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<ui8>, %{{.*}}: tensor<ui16>, %{{.*}}: tensor<ui32>, %{{.*}}: tensor<ui64>) -> tensor<ui64>

// CHECK-LABEL: func.func @tuples(
// CHECK-SAME: %{{.*}}: tuple<>, %{{.*}}: tuple<tensor<i32>>, %{{.*}}: tuple<tensor<2xf32>, tuple<tensor<i1>, tensor<i64>>>) -> tuple<tensor<2xf32>, tuple<tensor<i1>, tensor<i64>>>

// CHECK-LABEL: func.func @functions(
// CHECK-SAME: %{{.*}}: () -> tensor<i32>, %{{.*}}: (tensor<2xf32>, tensor<i32>) -> tuple<tensor<i32>, tensor<i32>>) -> ((tensor<2xf32>, tensor<i32>) -> tuple<tensor<i32>, tensor<i32>>)
