// RUN: relay-opt %s -relay-lambda-lift -split-input-file | FileCheck %s

// A closure called directly becomes a private function taking its captures
// first.
// CHECK-LABEL: func.func private @capture_lifted_0
// CHECK-SAME: (%[[Y:.*]]: tensor<4xf32>, %[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[S:.*]] = relay.add %[[X]], %[[Y]] : tensor<4xf32>
// CHECK: return %[[S]] : tensor<4xf32>
// CHECK-LABEL: func.func @capture
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NOT: relay.fn
// CHECK: %[[R:.*]] = call @capture_lifted_0(%[[B]], %[[A]])
// CHECK: return %[[R]]
func.func @capture(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.add %x, %b : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  %r = relay.call %f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Nested closures: the inner one is lifted first; its captures become
// captures of the outer one.
// CHECK-LABEL: func.func private @nested_lifted_0
// CHECK-SAME: (%[[C:.*]]: tensor<2xf32>, %[[P:.*]]: tensor<2xf32>)
// CHECK: relay.multiply %[[P]], %[[C]]
// CHECK-LABEL: func.func private @nested_lifted_1
// CHECK-SAME: (%[[C2:.*]]: tensor<2xf32>, %[[Q:.*]]: tensor<2xf32>)
// CHECK: call @nested_lifted_0(%[[C2]], %[[Q]])
// CHECK-LABEL: func.func @nested
// CHECK: call @nested_lifted_1(%{{.*}}, %{{.*}})
// CHECK: call @nested_lifted_1(%{{.*}}, %{{.*}})
func.func @nested(%c: tensor<2xf32>, %v: tensor<2xf32>) -> tensor<2xf32> {
  %outer = relay.fn (%q: tensor<2xf32>) -> tensor<2xf32> {
    %inner = relay.fn (%p: tensor<2xf32>) -> tensor<2xf32> {
      %0 = relay.multiply %p, %c : tensor<2xf32>
      relay.yield %0 : tensor<2xf32>
    }
    %1 = relay.call %inner(%q) : (tensor<2xf32>) -> tensor<2xf32>
    relay.yield %1 : tensor<2xf32>
  }
  %2 = relay.call %outer(%v) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = relay.call %outer(%2) : (tensor<2xf32>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}

// -----

// Arguments more refined than the parameters are cast to them.
// CHECK-LABEL: func.func @refined_argument
// CHECK: %[[CAST:.*]] = tensor.cast %{{.*}} : tensor<4xf32> to tensor<?xf32>
// CHECK: call @refined_argument_lifted_0(%[[CAST]])
func.func @refined_argument(%a: tensor<4xf32>) -> tensor<?xf32> {
  %f = relay.fn (%x: tensor<?xf32>) -> tensor<?xf32> {
    relay.yield %x : tensor<?xf32>
  }
  %r = relay.call %f(%a) : (tensor<?xf32>) -> tensor<?xf32>, (tensor<4xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A closure that escapes stays: it needs a closure object.
// CHECK-LABEL: func.func @escaping
// CHECK: relay.fn
func.func @escaping(%b: tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.add %x, %b : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

// -----

// A closure without captures that escapes is a plain function: it is lifted
// and its value becomes a func.constant.
// CHECK-LABEL: func.func private @escaping_pure_lifted_0
// CHECK-LABEL: func.func @escaping_pure
// CHECK: %[[F:.*]] = constant @escaping_pure_lifted_0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[F]]
func.func @escaping_pure() -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.exp %x : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}
