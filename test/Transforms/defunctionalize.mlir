// RUN: relay-opt %s -relay-lambda-lift -relay-defunctionalize | FileCheck %s

// Every value of the closure type (tensor<4xf32>) -> tensor<4xf32> becomes
// (tag, the adder's capture, the scaler's capture, dynamic_capture's
// capture); @negate, used as a value of that type, is variant 3.

// CHECK-LABEL: func.func private @make_adder_closure_0
// CHECK-SAME: (%[[B:.*]]: tensor<4xf32>, %[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: relay.add %[[X]], %[[B]]
// CHECK-LABEL: func.func @make_adder
// CHECK-SAME: (%[[B:.*]]: tensor<4xf32>) -> tuple<tensor<i32>, tensor<4xf32>, tensor<f32>, tensor<?xf32>>
// CHECK-DAG: %[[TAG:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK-DAG: %[[S:.*]] = relay.constant dense<0.000000e+00> : tensor<f32>
// CHECK-DAG: %[[EMPTY:.*]] = relay.constant dense<0.000000e+00> : tensor<0xf32>
// CHECK-DAG: %[[V:.*]] = tensor.cast %[[EMPTY]] : tensor<0xf32> to tensor<?xf32>
// CHECK: %[[C:.*]] = relay.tuple %[[TAG]], %[[B]], %[[S]], %[[V]]
// CHECK: return %[[C]]
func.func @make_adder(%b: tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.add %x, %b : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

// CHECK-LABEL: func.func @make_scaler
// CHECK-SAME: (%[[S:.*]]: tensor<f32>)
// CHECK-DAG: %[[TAG:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK-DAG: %[[B:.*]] = relay.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: relay.tuple %[[TAG]], %[[B]], %[[S]], %{{.*}}
func.func @make_scaler(%s: tensor<f32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.multiply %x, %s : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

func.func @negate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.negative %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @apply
// CHECK-SAME: (%[[F:.*]]: tuple<tensor<i32>, tensor<4xf32>, tensor<f32>, tensor<?xf32>>, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = call @closure_apply_0(%[[F]], %[[X]])
// CHECK: return %[[R]]
func.func @apply(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @select
// CHECK: relay.if %{{.*}} : tensor<i1> -> tuple<tensor<i32>, tensor<4xf32>, tensor<f32>, tensor<?xf32>>
// CHECK: func.call @make_adder
// CHECK: } else {
// CHECK: %[[TAG:.*]] = relay.constant dense<3> : tensor<i32>
// CHECK: %[[N:.*]] = relay.tuple %[[TAG]],
// CHECK: relay.yield %[[N]]
func.func @select(%c: tensor<i1>, %b: tensor<4xf32>, %s: tensor<f32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %r = relay.if %c : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
    %a = func.call @make_adder(%b) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
    relay.yield %a : (tensor<4xf32>) -> tensor<4xf32>
  } else {
    %n = func.constant @negate : (tensor<4xf32>) -> tensor<4xf32>
    relay.yield %n : (tensor<4xf32>) -> tensor<4xf32>
  }
  return %r : (tensor<4xf32>) -> tensor<4xf32>
}

func.func @exp2(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = relay.exp %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// A function type without capturing closures keeps function values.
// CHECK-LABEL: func.func @no_capturing_closure
// CHECK: %[[F:.*]] = constant @exp2 : (tensor<3xf32>) -> tensor<3xf32>
// CHECK: relay.call %[[F]]
func.func @no_capturing_closure(%x: tensor<3xf32>) -> tensor<3xf32> {
  %f = func.constant @exp2 : (tensor<3xf32>) -> tensor<3xf32>
  %0 = relay.call %f(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// The inner closure is converted first; the outer one captures %a only
// and builds the inner closure's tuple in its lifted body.
// CHECK-LABEL: func.func private @curried_closure_0
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>, %[[C:.*]]: tensor<2xf32>)
// CHECK: relay.multiply %[[A]], %[[B]]
// CHECK-LABEL: func.func private @curried_closure_1
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>) -> tuple<tensor<i32>, tensor<2xf32>, tensor<2xf32>>
// CHECK: %[[TAG:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK: relay.tuple %[[TAG]], %[[A]], %[[B]]
// CHECK-LABEL: func.func @curried
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>) -> tuple<tensor<i32>, tensor<2xf32>>
// CHECK: relay.tuple %{{.*}}, %[[A]] : tuple<tensor<i32>, tensor<2xf32>>
func.func @curried(%a: tensor<2xf32>) -> ((tensor<2xf32>) -> ((tensor<2xf32>) -> tensor<2xf32>)) {
  %f = relay.fn (%b: tensor<2xf32>) -> ((tensor<2xf32>) -> tensor<2xf32>) {
    %g = relay.fn (%c: tensor<2xf32>) -> tensor<2xf32> {
      %0 = relay.multiply %a, %b : tensor<2xf32>
      %1 = relay.add %0, %c : tensor<2xf32>
      relay.yield %1 : tensor<2xf32>
    }
    relay.yield %g : (tensor<2xf32>) -> tensor<2xf32>
  }
  return %f : (tensor<2xf32>) -> ((tensor<2xf32>) -> tensor<2xf32>)
}

// CHECK-LABEL: func.func @dynamic_capture
// CHECK-SAME: (%[[V:.*]]: tensor<?xf32>)
// CHECK: %[[TAG:.*]] = relay.constant dense<2> : tensor<i32>
// CHECK: relay.tuple %[[TAG]], %{{.*}}, %{{.*}}, %[[V]]
func.func @dynamic_capture(%v: tensor<?xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.sum %v {axis = array<i64>} : (tensor<?xf32>) -> tensor<f32>
    %1 = relay.add %x, %0 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

// The dispatch: one relay.if per variant but the last, on the tag.
// CHECK-LABEL: func.func private @closure_apply_0
// CHECK-SAME: (%[[C:.*]]: tuple<tensor<i32>, tensor<4xf32>, tensor<f32>, tensor<?xf32>>, %[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[TAG:.*]] = relay.tuple_get_item %[[C]][0]
// CHECK: %[[K0:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK: %[[IS0:.*]] = relay.equal %[[TAG]], %[[K0]]
// CHECK: relay.if %[[IS0]]
// CHECK: %[[B:.*]] = relay.tuple_get_item %[[C]][1]
// CHECK: func.call @make_adder_closure_0(%[[B]], %[[X]])
// CHECK: relay.equal %[[TAG]]
// CHECK: relay.tuple_get_item %[[C]][2]
// CHECK: func.call @make_scaler_closure_0
// CHECK: relay.tuple_get_item %[[C]][3]
// CHECK: func.call @dynamic_capture_closure_0
// CHECK: } else {
// CHECK-NEXT: func.call @negate(%[[X]])

// A closure type with a single variant calls it without a test.
// CHECK-LABEL: func.func private @closure_apply_1
// CHECK-NOT: relay.if
// CHECK: call @curried_closure_0
// CHECK-LABEL: func.func private @closure_apply_2
// CHECK-NOT: relay.if
// CHECK: call @curried_closure_1
