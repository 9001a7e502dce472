// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file -verify-diagnostics | FileCheck %s

// Constants become arith.constant; unsigned ones are reinterpreted as
// signless.
// CHECK-LABEL: func.func @constants
// CHECK: arith.constant dense<1.500000e+00> : tensor<2xf32>
// CHECK: arith.constant dense<-1> : tensor<2xi8>
func.func @constants() -> (tensor<2xf32>, tensor<2xui8>) {
  %0 = relay.constant dense<1.5> : tensor<2xf32>
  %1 = relay.constant dense<255> : tensor<2xui8>
  return %0, %1 : tensor<2xf32>, tensor<2xui8>
}

// -----

// Tuples are flattened into their leaves, across function boundaries too.
// CHECK-LABEL: func.func @tuples
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<3xi32>, %[[C:.*]]: tensor<4xf32>)
// CHECK-SAME: -> (tensor<3xi32>, tensor<2xf32>, tensor<4xf32>)
// CHECK: return %[[B]], %[[A]], %[[C]]
func.func @tuples(%t: tuple<tensor<2xf32>, tensor<3xi32>>, %c: tensor<4xf32>)
    -> tuple<tensor<3xi32>, tuple<tensor<2xf32>, tensor<4xf32>>> {
  %a = relay.tuple_get_item %t[0] : tuple<tensor<2xf32>, tensor<3xi32>> -> tensor<2xf32>
  %b = relay.tuple_get_item %t[1] : tuple<tensor<2xf32>, tensor<3xi32>> -> tensor<3xi32>
  %inner = relay.tuple %a, %c : tuple<tensor<2xf32>, tensor<4xf32>>
  %outer = relay.tuple %b, %inner : tuple<tensor<3xi32>, tuple<tensor<2xf32>, tensor<4xf32>>>
  return %outer : tuple<tensor<3xi32>, tuple<tensor<2xf32>, tensor<4xf32>>>
}

// CHECK-LABEL: func.func @call_with_tuple
// CHECK: %[[R:.*]]:3 = call @tuples(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<3xi32>, tensor<4xf32>) -> (tensor<3xi32>, tensor<2xf32>, tensor<4xf32>)
// CHECK: return %[[R]]#2
func.func @call_with_tuple(%a: tensor<2xf32>, %b: tensor<3xi32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %t = relay.tuple %a, %b : tuple<tensor<2xf32>, tensor<3xi32>>
  %r = func.call @tuples(%t, %c) : (tuple<tensor<2xf32>, tensor<3xi32>>, tensor<4xf32>) -> tuple<tensor<3xi32>, tuple<tensor<2xf32>, tensor<4xf32>>>
  %inner = relay.tuple_get_item %r[1] : tuple<tensor<3xi32>, tuple<tensor<2xf32>, tensor<4xf32>>> -> tuple<tensor<2xf32>, tensor<4xf32>>
  %x = relay.tuple_get_item %inner[1] : tuple<tensor<2xf32>, tensor<4xf32>> -> tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

// relay.if becomes scf.if on the extracted condition.
// CHECK-LABEL: func.func @conditional
// CHECK: %[[COND:.*]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[COND]] -> (tensor<4xf32>) {
// CHECK:   linalg.generic
// CHECK:   scf.yield %{{.*}} : tensor<4xf32>
// CHECK: } else {
// CHECK:   scf.yield %{{.*}} : tensor<4xf32>
// CHECK: }
// CHECK: return %[[R]]
func.func @conditional(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %e = relay.exp %x : tensor<4xf32>
    relay.yield %e : tensor<4xf32>
  } else {
    relay.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A call of a function value becomes func.call_indirect on the flattened
// arguments.
// CHECK-LABEL: func.func @apply
// CHECK-SAME: (%[[F:.*]]: (tensor<3xf32>, tensor<2xi8>) -> tensor<3xf32>, %[[X:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<2xi8>)
// CHECK: %[[R:.*]] = call_indirect %[[F]](%[[X]], %[[Y]])
// CHECK: return %[[R]]
func.func @apply(%f: (tuple<tensor<3xf32>, tensor<2xui8>>) -> tensor<3xf32>, %x: tensor<3xf32>, %y: tensor<2xui8>) -> tensor<3xf32> {
  %t = relay.tuple %x, %y : tuple<tensor<3xf32>, tensor<2xui8>>
  %0 = relay.call %f(%t) : (tuple<tensor<3xf32>, tensor<2xui8>>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// An op the lowering does not handle is reported, not dropped.
func.func @not_lowered(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'relay.annotation.stop_fusion'}}
  %0 = relay.annotation.stop_fusion %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
