// RUN: relay-opt %s -relay-infer-type -split-input-file -verify-diagnostics

// A relation that held for `?` fails once the argument's static type reaches
// the op: the pass reports the relation's error at the op and fails.

// reshape: 6 elements cannot be split into rows of 4.
func.func @reshape_after_refinement(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  // expected-error @+1 {{cannot infer the -1 dimension}}
  %1 = relay.reshape %0 {newshape = array<i64: 4, -1>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// Broadcasting through a tuple: 3 vs 4 only clashes once both are known.
func.func @broadcast_through_tuple(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<?x?xf32> {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  %t = relay.tuple %0, %b : tuple<tensor<?x?xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %t[0] : tuple<tensor<?x?xf32>, tensor<4xf32>> -> tensor<?x?xf32>
  // expected-error @+1 {{operands are not broadcastable: dimension 3 vs 4}}
  %2 = relay.add %1, %b : (tensor<?x?xf32>, tensor<4xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// Inside a closure: the captured value's refined type breaks the dense.
func.func @dense_in_closure(%a: tensor<3x8xf32>, %w: tensor<5x6xf32>) -> tensor<?x5xf32> {
  %0 = relay.copy %a : tensor<3x8xf32> -> tensor<?x?xf32>
  %f = relay.fn () -> tensor<?x5xf32> {
    // expected-error @+1 {{dense: the reduction dimensions differ (8 vs 6)}}
    %1 = relay.nn.dense %0, %w : (tensor<?x?xf32>, tensor<5x6xf32>) -> tensor<?x5xf32>
    relay.yield %1 : tensor<?x5xf32>
  }
  %r = relay.call %f() : () -> tensor<?x5xf32>
  return %r : tensor<?x5xf32>
}

// -----

// A declared static result that the refined operand contradicts.
func.func @result_contradiction(%a: tensor<2x3xf32>) -> tensor<5x?xf32> {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  // expected-error @+1 {{'relay.sqrt' op result type 'tensor<5x?xf32>' contradicts the inferred type 'tensor<2x3xf32>'}}
  %1 = relay.sqrt %0 : tensor<?x?xf32> -> tensor<5x?xf32>
  return %1 : tensor<5x?xf32>
}

// -----

// A refined global function's result reaches its caller through func.call.
func.func private @producer(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = relay.negative %x : tensor<2x3xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @consumer(%x: tensor<2x3xf32>) -> tensor<?xf32> {
  %0 = func.call @producer(%x) : (tensor<2x3xf32>) -> tensor<?x?xf32>
  // expected-error @+1 {{cannot squeeze axis 0}}
  %1 = relay.squeeze %0 {axis = array<i64: 0>} : (tensor<?x?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
