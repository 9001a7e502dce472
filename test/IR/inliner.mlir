// RUN: relay-opt %s -inline -split-input-file | FileCheck %s

// Upstream -inline on relay IR (RelayInlinerInterface): calls of global
// functions whose bodies hold relay ops inline; relay.call of a relay.fn
// inlines the closure body (beta reduction); fused, external and composite
// functions stay outlined, as TVM keeps them.

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: call
// CHECK: %[[R:.*]] = relay.nn.relu %[[X]] : tensor<4xf32>
// CHECK: %[[E:.*]] = relay.exp %[[R]] : tensor<4xf32>
// CHECK: return %[[E]]
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.nn.relu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = relay.exp %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A function with a relay.if inlines with its regions.
// CHECK-LABEL: func.func @caller_if
// CHECK-NOT: func.call
// CHECK: relay.if
// CHECK: relay.negative
func.func private @select(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %x : tensor<4xf32>
  } else {
    %n = relay.negative %x : tensor<4xf32>
    relay.yield %n : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @caller_if(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @select(%c, %x) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Primitive (fused), external and composite functions are not inlined.
// CHECK-LABEL: func.func @keep_outlined
// CHECK: call @fused_nn_relu
// CHECK: call @dnnl_0
// CHECK: call @composite_dnnl_relu
func.func private @fused_nn_relu(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {relay.primitive} {
  %0 = relay.nn.relu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @dnnl_0(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"} {
  %0 = relay.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @composite_dnnl_relu(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {relay.composite = "dnnl.relu"} {
  %0 = relay.nn.relu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @keep_outlined(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @fused_nn_relu(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @dnnl_0(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = func.call @composite_dnnl_relu(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// relay.call of a relay.fn: the body replaces the call, captured values
// included, and the dead closure is removed.
// CHECK-LABEL: func.func @beta_reduce
// CHECK-SAME: (%[[X:[^:]*]]: tensor<4xf32>, %[[Y:[^:]*]]: tensor<4xf32>)
// CHECK-NOT: relay.fn
// CHECK-NOT: relay.call
// CHECK: %[[A:.*]] = relay.add %[[X]], %[[Y]] : tensor<4xf32>
// CHECK: return %[[A]]
func.func @beta_reduce(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %f = relay.fn (%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.add %p, %y : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  %r = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An argument more refined than the closure's parameter is re-typed with
// tensor.cast.
// CHECK-LABEL: func.func @beta_reduce_refined
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[C:.*]] = tensor.cast %[[X]] : tensor<4xf32> to tensor<?xf32>
// CHECK: relay.nn.relu %[[C]] : tensor<?xf32>
// CHECK-NOT: relay.call
func.func @beta_reduce_refined(%x: tensor<4xf32>) -> tensor<?xf32> {
  %f = relay.fn (%p: tensor<?xf32>) -> tensor<?xf32> {
    %0 = relay.nn.relu %p : tensor<?xf32>
    relay.yield %0 : tensor<?xf32>
  }
  %r = relay.call %f(%x) : (tensor<?xf32>) -> tensor<?xf32>, (tensor<4xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
