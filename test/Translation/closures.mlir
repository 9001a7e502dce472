// Closures become relay.fn (capturing the values they use) and their calls
// relay.call.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/closures.rly | FileCheck %s

// CHECK-LABEL: func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[F:.*]] = relay.fn (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>) -> tensor<3xf32> {
// CHECK:   %[[S:.*]] = relay.add %[[A]], %[[B]]
// CHECK:   %[[M:.*]] = relay.multiply %[[S]], %arg0
// CHECK:   relay.yield %[[M]]
// CHECK: relay.call %[[F]](%arg0, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>

// CHECK-LABEL: func.func @main(%arg0: tensor<i32>) -> tensor<i32>
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
