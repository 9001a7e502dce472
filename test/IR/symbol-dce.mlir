// RUN: relay-opt %s -inline -symbol-dce | FileCheck %s

// After -inline, private helpers that are no longer referenced are removed by
// -symbol-dce; a primitive function that stays called is kept.

// CHECK-NOT: func.func private @helper
// CHECK: func.func private @fused_exp
// CHECK-LABEL: func.func @main
// CHECK: call @fused_exp
// CHECK-NOT: call @helper
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.nn.relu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @fused_exp(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {relay.primitive} {
  %0 = relay.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @fused_exp(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
