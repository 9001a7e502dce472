// `if` becomes relay.if, each branch a region ending with relay.yield.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/if.rly | FileCheck %s

// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: %[[C:.*]] = relay.constant dense<true> : tensor<i1>
// CHECK: relay.if %[[C]] : tensor<i1> -> tensor<i32> {
// CHECK:   %[[Z:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK:   relay.yield %[[Z]] : tensor<i32>
// CHECK: } else {
// CHECK:   %[[O:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK:   relay.yield %[[O]] : tensor<i32>
// CHECK: }

// CHECK-LABEL: func.func @example(%arg0: tensor<i1> {relay.name = "b"}) -> tensor<i32>
// CHECK: %[[R:.*]] = relay.if %arg0 : tensor<i1> -> tensor<i32>
// CHECK: return %[[R]]

// CHECK-LABEL: func.func @main(%arg0: tensor<i1> {relay.name = "c"}, %arg1: tensor<?x4xf32> {relay.name = "x"}, %arg2: tensor<2x?xf32> {relay.name = "y"}) -> tensor<?x?xf32>
// CHECK: relay.if %arg0 : tensor<i1> -> tensor<?x?xf32> {
// CHECK:   relay.yield %arg1 : tensor<?x4xf32>
// CHECK: } else {
// CHECK:   relay.yield %arg2 : tensor<2x?xf32>

// CHECK-LABEL: func.func @main(%arg0: tensor<i1> {relay.name = "c"}, %arg1: tensor<i1> {relay.name = "d"}, %arg2: tensor<4xf32> {relay.name = "x"}) -> tensor<4xf32>
// CHECK: %[[E:.*]] = relay.exp %arg2
// CHECK: relay.if %arg0 : tensor<i1> -> tensor<4xf32> {
// CHECK:   %[[IN:.*]] = relay.if %arg1 : tensor<i1> -> tensor<4xf32> {
// CHECK:     relay.yield %[[E]]
// CHECK:   } else {
// CHECK:     %[[N:.*]] = relay.negative %[[E]]
// CHECK:     relay.yield %[[N]]
// CHECK:   }
// CHECK:   relay.yield %[[IN]]
// CHECK: } else {
// CHECK:   relay.yield %arg2
