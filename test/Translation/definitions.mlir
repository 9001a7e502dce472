// Global definitions become func.func; calls of globals func.call, globals
// used as values func.constant (applied with relay.call).
// RUN: relay-translate --import-relay %S/Inputs/definitions.rly | FileCheck %s

// CHECK-LABEL: func.func @main(%arg0: tensor<4xf32> {relay.name = "x"}) -> tensor<4xf32>
// CHECK: %[[L:.*]] = call @later(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[T:.*]] = call @twice(%[[L]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[F:.*]] = constant @twice : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[A:.*]] = call @apply(%[[F]], %[[T]])
// CHECK: return %[[A]]

// CHECK-LABEL: func.func @later(%arg0: tensor<4xf32> {relay.name = "y"}) -> tensor<4xf32>
// CHECK: relay.negative %arg0

// CHECK-LABEL: func.func @twice(%arg0: tensor<4xf32> {relay.name = "z"}) -> tensor<4xf32>
// CHECK: relay.add %arg0, %arg0

// CHECK-LABEL: func.func @apply(%arg0: (tensor<4xf32>) -> tensor<4xf32> {relay.name = "f"}, %arg1: tensor<4xf32> {relay.name = "v"}) -> tensor<4xf32>
// CHECK: %[[G:.*]] = constant @twice
// CHECK: %[[C:.*]] = relay.call %[[G]](%arg1) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: relay.call %arg0(%[[C]])

// CHECK-LABEL: func.func @id(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32>
// CHECK: call @id(%arg0)

// CHECK-LABEL: func.func @attrs(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32>
// CHECK-SAME: attributes {relay.fn_attrs = {Inline = 1 : i32, tag = "v2"}, relay.global_symbol = "attrs_impl", relay.primitive}
