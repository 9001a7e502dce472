// Line and (nested) block comments are skipped; `/* ty=T */` after an
// expression gives its type when compatible with the inferred one (more or
// less refined).
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/comments.rly 2>/dev/null | FileCheck %s
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/comments.rly 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// CHECK-LABEL: func.func @main() -> tuple<>
// CHECK-LABEL: func.func @main() -> tuple<>
// CHECK-LABEL: func.func @main() -> tuple<>

// CHECK-LABEL: func.func @main(%arg0: tensor<?x4xf32> {relay.name = "x"}) -> tensor<?x4xf32>
// CHECK: %[[R:.*]] = relay.nn.relu %arg0 : tensor<?x4xf32> -> tensor<2x4xf32>
// CHECK: %[[E:.*]] = relay.exp %[[R]] : tensor<2x4xf32>
// CHECK: %[[A:.*]] = relay.add %[[E]], %[[E]] : tensor<2x4xf32>
// CHECK: relay.negative %[[A]] : tensor<2x4xf32> -> tensor<?x4xf32>

// WARN: comments.rly:26 offset :5:3: warning: the type annotation 'tensor<3x4xf32>' differs from the inferred type 'tensor<2x4xf32>'; using 'tensor<2x4xf32>'
// CHECK-LABEL: func.func @main(%arg0: tensor<2x4xf32> {relay.name = "x"}) -> tensor<2x4xf32>
// CHECK: relay.nn.relu %arg0 : tensor<2x4xf32>
