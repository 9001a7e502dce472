// Closures become relay.fn (capturing the values they use) and their calls
// relay.call.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/closures.rly | FileCheck %s
// Closures round-trip (the curried ones export with their solved types).
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="// -----" %S/Inputs/closures.rly -o %t.mlir
// RUN: relay-translate --export-relay -split-input-file -output-split-marker="// -----" %t.mlir \
// RUN:   | relay-translate --import-relay -split-input-file -output-split-marker="// -----" | diff %t.mlir -

// CHECK-LABEL: func.func @main(%arg0: tensor<3xf32> {relay.name = "x"}) -> tensor<3xf32>
// CHECK: %[[F:.*]] = relay.fn (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>) -> tensor<3xf32> {
// CHECK:   %[[S:.*]] = relay.add %[[A]], %[[B]]
// CHECK:   %[[M:.*]] = relay.multiply %[[S]], %arg0
// CHECK:   relay.yield %[[M]]
// CHECK: relay.call %[[F]](%arg0, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>

// CHECK-LABEL: func.func @main(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32>
// CHECK: %[[MULT:.*]] = relay.fn (%[[A:.*]]: tensor<i32>) -> ((tensor<i32>) -> tensor<i32>) {
// CHECK:   %[[INNER:.*]] = relay.fn (%[[B:.*]]: tensor<i32>) -> tensor<i32> {
// CHECK:     relay.multiply %[[A]], %[[B]]
// CHECK: %[[G:.*]] = relay.call %[[MULT]](%arg0) : (tensor<i32>) -> ((tensor<i32>) -> tensor<i32>)
// CHECK: %[[THREE:.*]] = relay.constant dense<3>
// CHECK: relay.call %[[G]](%[[THREE]]) : (tensor<i32>) -> tensor<i32>

// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: %[[ID:.*]] = relay.fn (%[[X:.*]]: tensor<i32>) -> tensor<i32> {
// CHECK:   relay.yield %[[X]]
// CHECK: %[[TEN:.*]] = relay.constant dense<10>
// CHECK: %[[ARG:.*]] = relay.constant dense<10>
// CHECK: %[[R:.*]] = relay.call %[[ID]](%[[ARG]])
// CHECK: relay.multiply %[[TEN]], %[[R]]

// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.fn (%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>) -> tensor<i32>
// CHECK: relay.call

// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.fn (%{{.*}}: tensor<i32>) -> tensor<i32>
// CHECK: relay.call

// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.fn (%{{.*}}: tensor<f32>) -> tensor<f32>
// CHECK: relay.negative
// CHECK: relay.call

// CHECK-LABEL: func.func @main(
// CHECK: relay.fn (%{{.*}}: tensor<2x4xf32>, %{{.*}}: tensor<2x4xf32>) -> tensor<2x2xf32> attributes {relay.fn_attrs = {tag = "dense_relu"}}
// CHECK: relay.nn.dense
// CHECK-NOT: units
// CHECK: relay.call %{{.*}}(%arg0, %arg1) {relay.call_attrs = {attrs_type_key = "attrs.TestAttrs", name = "func_call_attrs"}}

// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK-NEXT: %[[ADD3:.*]] = relay.fn (%[[X:.*]]: tensor<f32>) -> ((tensor<f32>) -> ((tensor<f32>) -> tensor<f32>)) {
// CHECK-NEXT:   %[[FY:.*]] = relay.fn (%[[Y:.*]]: tensor<f32>) -> ((tensor<f32>) -> tensor<f32>) {
// CHECK-NEXT:     %[[FZ:.*]] = relay.fn (%[[Z:.*]]: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT:       %[[S:.*]] = relay.add %[[X]], %[[Y]] : tensor<f32>
// CHECK-NEXT:       %[[T:.*]] = relay.add %[[S]], %[[Z]] : tensor<f32>
// CHECK-NEXT:       relay.yield %[[T]] : tensor<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     relay.yield %[[FZ]] : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   relay.yield %[[FY]] : (tensor<f32>) -> ((tensor<f32>) -> tensor<f32>)
// CHECK-NEXT: }
// CHECK-NEXT: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[G:.*]] = relay.call %[[ADD3]](%[[ONE]]) : (tensor<f32>) -> ((tensor<f32>) -> ((tensor<f32>) -> tensor<f32>))
// CHECK-NEXT: %[[TWO:.*]] = relay.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[H:.*]] = relay.call %[[G]](%[[TWO]]) : (tensor<f32>) -> ((tensor<f32>) -> tensor<f32>)
// CHECK-NEXT: %[[THREE:.*]] = relay.constant dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = relay.call %[[H]](%[[THREE]]) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[R]] : tensor<f32>

// CHECK-LABEL: func.func @main() -> ((tensor<f32>) -> tensor<f32>)
// CHECK-NEXT: %[[MULT:.*]] = relay.fn (%{{.*}}: tensor<f32>) -> ((tensor<f32>) -> tensor<f32>) {
// CHECK-NEXT:   relay.fn (%{{.*}}: tensor<f32>) -> tensor<f32> {
// CHECK: relay.call %[[MULT]](%{{.*}}) : (tensor<f32>) -> ((tensor<f32>) -> tensor<f32>)

// CHECK-LABEL: func.func @main() -> tensor<i64>
// CHECK-NEXT: %[[MULT:.*]] = relay.fn (%{{.*}}: tensor<i64>) -> ((tensor<i64>) -> tensor<i64>) {
// CHECK-NEXT:   relay.fn (%{{.*}}: tensor<i64>) -> tensor<i64> {
// CHECK: %[[D:.*]] = relay.call %[[MULT]](%{{.*}}) : (tensor<i64>) -> ((tensor<i64>) -> tensor<i64>)
// CHECK: relay.call %[[D]](%{{.*}}) : (tensor<i64>) -> tensor<i64>
