// RUN: relay-opt %s -relay-infer-type -split-input-file | FileCheck %s

// -relay-infer-type on the structural operations: static argument types flow
// through tuples, conditionals, closures and calls into ops that declared `?`.

// CHECK-LABEL: func.func @tuple_roundtrip
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4xi32>) -> tensor<2x3xf32>
// CHECK: %[[E:.*]] = relay.exp %[[A]] : tensor<2x3xf32>
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[E]], %[[B]] : tuple<tensor<2x3xf32>, tensor<4xi32>>
// CHECK-NEXT: %[[G:.*]] = relay.tuple_get_item %[[T]][0] : tuple<tensor<2x3xf32>, tensor<4xi32>> -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.*]] = relay.add %[[G]], %[[G]] : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]] : tensor<2x3xf32>
func.func @tuple_roundtrip(%a: tensor<2x3xf32>, %b: tensor<4xi32>) -> tensor<?x?xf32> {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  %t = relay.tuple %0, %b : tuple<tensor<?x?xf32>, tensor<4xi32>>
  %1 = relay.tuple_get_item %t[0] : tuple<tensor<?x?xf32>, tensor<4xi32>> -> tensor<?x?xf32>
  %2 = relay.add %1, %1 : tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// A nested tuple built from refined values; the tuple-typed function result
// follows.
// CHECK-LABEL: func.func @nested_tuple
// CHECK-SAME: -> tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>>
// CHECK: %[[I:.*]] = relay.tuple %{{.*}}, %{{.*}} : tuple<tensor<3xf32>, tensor<3xf32>>
// CHECK: %[[O:.*]] = relay.tuple %[[I]], %{{.*}} : tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>>
// CHECK: relay.tuple_get_item %[[O]][0] : tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>> -> tuple<tensor<3xf32>, tensor<3xf32>>
// CHECK: return %[[O]] : tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>>
func.func @nested_tuple(%a: tensor<3xf32>) -> tuple<tuple<tensor<?xf32>, tensor<?xf32>>, tensor<?xf32>> {
  %0 = relay.sqrt %a : tensor<3xf32> -> tensor<?xf32>
  %1 = relay.sigmoid %a : tensor<3xf32> -> tensor<?xf32>
  %i = relay.tuple %0, %1 : tuple<tensor<?xf32>, tensor<?xf32>>
  %o = relay.tuple %i, %0 : tuple<tuple<tensor<?xf32>, tensor<?xf32>>, tensor<?xf32>>
  %g = relay.tuple_get_item %o[0] : tuple<tuple<tensor<?xf32>, tensor<?xf32>>, tensor<?xf32>> -> tuple<tensor<?xf32>, tensor<?xf32>>
  return %o : tuple<tuple<tensor<?xf32>, tensor<?xf32>>, tensor<?xf32>>
}

// -----

// relay.if: each result is the dimension-wise join of the two branches, static
// only where both agree.
// CHECK-LABEL: func.func @if_join
// CHECK-SAME: -> (tensor<2x?xf32>, tensor<2x4xf32>)
// CHECK: %[[IF:.*]]:2 = relay.if %{{.*}} : tensor<i1> -> tensor<2x?xf32>, tensor<2x4xf32> {
// CHECK: relay.yield %{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<2x4xf32>
// CHECK: } else {
// CHECK: relay.yield %{{.*}}, %{{.*}} : tensor<2x4xf32>, tensor<2x4xf32>
// CHECK: }
// CHECK: %[[N:.*]] = relay.negative %[[IF]]#1 : tensor<2x4xf32>
// CHECK: return %[[IF]]#0, %[[N]] : tensor<2x?xf32>, tensor<2x4xf32>
func.func @if_join(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r:2 = relay.if %c : tensor<i1> -> tensor<?x?xf32>, tensor<?x?xf32> {
    %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
    relay.yield %0, %b : tensor<?x?xf32>, tensor<2x4xf32>
  } else {
    %1 = relay.tanh %b : tensor<2x4xf32> -> tensor<?x?xf32>
    relay.yield %1, %b : tensor<?x?xf32>, tensor<2x4xf32>
  }
  %n = relay.negative %r#1 : tensor<?x?xf32>
  return %r#0, %n : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Nested conditionals are refined from the inside out.
// CHECK-LABEL: func.func @if_nested
// CHECK-SAME: -> tensor<8xf32>
// CHECK: %[[OUTER:.*]] = relay.if %{{.*}} : tensor<i1> -> tensor<8xf32> {
// CHECK: %[[INNER:.*]] = relay.if %{{.*}} : tensor<i1> -> tensor<8xf32> {
// CHECK: relay.yield %[[INNER]] : tensor<8xf32>
// CHECK: return %[[OUTER]] : tensor<8xf32>
func.func @if_nested(%c: tensor<i1>, %d: tensor<i1>, %a: tensor<8xf32>) -> tensor<?xf32> {
  %r = relay.if %c : tensor<i1> -> tensor<?xf32> {
    %i = relay.if %d : tensor<i1> -> tensor<?xf32> {
      %0 = relay.exp %a : tensor<8xf32> -> tensor<?xf32>
      relay.yield %0 : tensor<?xf32>
    } else {
      %1 = relay.log %a : tensor<8xf32> -> tensor<?xf32>
      relay.yield %1 : tensor<?xf32>
    }
    relay.yield %i : tensor<?xf32>
  } else {
    relay.yield %a : tensor<8xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// A closure capturing a refined outer value: its body is refined, then its
// function type, then the result of relay.call.
// CHECK-LABEL: func.func @closure
// CHECK-SAME: -> tensor<4xf32>
// CHECK: %[[CAP:.*]] = relay.exp %{{.*}} : tensor<4xf32>
// CHECK: %[[F:.*]] = relay.fn (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[S:.*]] = relay.add %[[X]], %[[CAP]] : tensor<4xf32>
// CHECK-NEXT: relay.yield %[[S]] : tensor<4xf32>
// CHECK: %[[R:.*]] = relay.call %[[F]](%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]] : tensor<4xf32>
func.func @closure(%a: tensor<4xf32>) -> tensor<?xf32> {
  %cap = relay.exp %a : tensor<4xf32> -> tensor<?xf32>
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<?xf32> {
    %0 = relay.add %x, %cap : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
    relay.yield %0 : tensor<?xf32>
  }
  %r = relay.call %f(%a) : (tensor<4xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A closure returning a tuple, and a closure returned by a closure.
// CHECK-LABEL: func.func @closure_tuple
// CHECK: relay.fn (%{{.*}}: tensor<2x2xf32>) -> tuple<tensor<2x2xf32>, tensor<2x2xi1>> {
// CHECK: relay.call %{{.*}}(%{{.*}}) : (tensor<2x2xf32>) -> tuple<tensor<2x2xf32>, tensor<2x2xi1>>
// CHECK: %[[G:.*]] = relay.tuple_get_item %{{.*}}[1] : tuple<tensor<2x2xf32>, tensor<2x2xi1>> -> tensor<2x2xi1>
// CHECK: relay.fn () -> ((tensor<2x2xf32>) -> tensor<2x2xf32>) {
// CHECK: relay.fn (%{{.*}}: tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK: %[[H:.*]] = relay.call %{{.*}}() : () -> ((tensor<2x2xf32>) -> tensor<2x2xf32>)
// CHECK: relay.call %[[H]](%{{.*}}) : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: return %[[G]], %{{.*}} : tensor<2x2xi1>, tensor<2x2xf32>
func.func @closure_tuple(%a: tensor<2x2xf32>) -> (tensor<?x?xi1>, tensor<?x?xf32>) {
  %f = relay.fn (%x: tensor<2x2xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xi1>> {
    %0 = relay.abs %x : tensor<2x2xf32> -> tensor<?x?xf32>
    %1 = relay.isnan %x : tensor<2x2xf32> -> tensor<?x?xi1>
    %t = relay.tuple %0, %1 : tuple<tensor<?x?xf32>, tensor<?x?xi1>>
    relay.yield %t : tuple<tensor<?x?xf32>, tensor<?x?xi1>>
  }
  %r = relay.call %f(%a) : (tensor<2x2xf32>) -> tuple<tensor<?x?xf32>, tensor<?x?xi1>>
  %g = relay.tuple_get_item %r[1] : tuple<tensor<?x?xf32>, tensor<?x?xi1>> -> tensor<?x?xi1>
  %mk = relay.fn () -> ((tensor<2x2xf32>) -> tensor<?x?xf32>) {
    %inner = relay.fn (%y: tensor<2x2xf32>) -> tensor<?x?xf32> {
      %2 = relay.cos %y : tensor<2x2xf32> -> tensor<?x?xf32>
      relay.yield %2 : tensor<?x?xf32>
    }
    relay.yield %inner : (tensor<2x2xf32>) -> tensor<?x?xf32>
  }
  %h = relay.call %mk() : () -> ((tensor<2x2xf32>) -> tensor<?x?xf32>)
  %o = relay.call %h(%a) : (tensor<2x2xf32>) -> tensor<?x?xf32>
  return %g, %o : tensor<?x?xi1>, tensor<?x?xf32>
}

// -----

// A closure passed as a function-typed argument of another closure.
// CHECK-LABEL: func.func @higher_order
// CHECK: %[[SQ:.*]] = relay.fn (%{{.*}}: tensor<5xf32>) -> tensor<5xf32> {
// CHECK: %[[AP:.*]] = relay.fn (%[[K:.*]]: (tensor<5xf32>) -> tensor<5xf32>, %[[V:.*]]: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %[[KV:.*]] = relay.call %[[K]](%[[V]]) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %[[M:.*]] = relay.multiply %[[KV]], %[[KV]] : tensor<5xf32>
// CHECK-NEXT: relay.yield %[[M]] : tensor<5xf32>
// CHECK: relay.call %[[AP]](%[[SQ]], %{{.*}}) : ((tensor<5xf32>) -> tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
func.func @higher_order(%a: tensor<5xf32>) -> tensor<?xf32> {
  %sq = relay.fn (%x: tensor<5xf32>) -> tensor<5xf32> {
    %0 = relay.sqrt %x : tensor<5xf32>
    relay.yield %0 : tensor<5xf32>
  }
  %ap = relay.fn (%k: (tensor<5xf32>) -> tensor<5xf32>, %v: tensor<5xf32>) -> tensor<?xf32> {
    %1 = relay.call %k(%v) : (tensor<5xf32>) -> tensor<5xf32>
    %2 = relay.multiply %1, %1 : (tensor<5xf32>, tensor<5xf32>) -> tensor<?xf32>
    relay.yield %2 : tensor<?xf32>
  }
  %r = relay.call %ap(%sq, %a) : ((tensor<5xf32>) -> tensor<5xf32>, tensor<5xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// func.return refines the function's result type; an op whose declared result
// is already more refined than its relation keeps it.
// CHECK-LABEL: func.func @return_refines
// CHECK-SAME: (%{{.*}}: tensor<?x3xf32>) -> (tensor<?x3xf32>, tensor<7x3xf32>)
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<?x3xf32>
// CHECK: %[[L:.*]] = relay.log %{{.*}} : tensor<?x3xf32> -> tensor<7x3xf32>
// CHECK: return %[[E]], %[[L]] : tensor<?x3xf32>, tensor<7x3xf32>
func.func @return_refines(%a: tensor<?x3xf32>) -> (tensor<?x?xf32>, tensor<7x3xf32>) {
  %0 = relay.exp %a : tensor<?x3xf32> -> tensor<?x?xf32>
  %1 = relay.log %a : tensor<?x3xf32> -> tensor<7x3xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<7x3xf32>
}

// -----

// A refined global function propagates into its callers through func.call,
// whether the callee comes before or after the caller.
// CHECK-LABEL: func.func @caller
// CHECK-SAME: -> tensor<2x8xf32>
// CHECK: %[[C:.*]] = call @callee(%{{.*}}) : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK: %[[S:.*]] = relay.nn.softmax %[[C]] : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK: return %[[S]] : tensor<2x8xf32>
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%{{.*}}: tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-LABEL: func.func @caller_of_caller
// CHECK: call @caller(%{{.*}}) : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK: return %{{.*}} : tensor<2x8xf32>
func.func @caller(%a: tensor<2x8xf32>) -> tensor<?x?xf32> {
  %0 = func.call @callee(%a) : (tensor<2x8xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.softmax %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @callee(%x: tensor<2x8xf32>) -> tensor<?x?xf32> {
  %0 = relay.nn.relu %x : tensor<2x8xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @caller_of_caller(%a: tensor<2x8xf32>) -> tensor<?x?xf32> {
  %0 = func.call @caller(%a) : (tensor<2x8xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Recursion through a global function: the recursive call's result is only
// known once the function's result is, so the join with the other branch stays
// dynamic and the fixpoint iteration stops there. Ops that do not depend on
// the recursion are refined.
// CHECK-LABEL: func.func @countdown
// CHECK-SAME: (%{{.*}}: tensor<i1>, %{{.*}}: tensor<3xf32>) -> tensor<?xf32>
// CHECK: relay.if %{{.*}} : tensor<i1> -> tensor<?xf32> {
// CHECK: %[[REC:.*]] = func.call @countdown(%{{.*}}, %{{.*}}) : (tensor<i1>, tensor<3xf32>) -> tensor<?xf32>
// CHECK: relay.yield %[[REC]] : tensor<?xf32>
// CHECK: } else {
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<3xf32>
// CHECK: relay.yield %[[E]] : tensor<3xf32>
func.func @countdown(%c: tensor<i1>, %a: tensor<3xf32>) -> tensor<?xf32> {
  %r = relay.if %c : tensor<i1> -> tensor<?xf32> {
    %n = relay.negative %a : tensor<3xf32>
    %0 = func.call @countdown(%c, %n) : (tensor<i1>, tensor<3xf32>) -> tensor<?xf32>
    relay.yield %0 : tensor<?xf32>
  } else {
    %1 = relay.exp %a : tensor<3xf32> -> tensor<?xf32>
    relay.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Users outside relay (tensor.dim, arith) keep seeing the old type through a
// tensor.cast; relay users and func.return take the refined value.
// CHECK-LABEL: func.func @foreign_users
// CHECK-SAME: -> (index, tensor<?x?xf32>, tensor<2x3xf32>)
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<2x3xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[E]] : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[CAST]], %{{.*}} : tensor<?x?xf32>
// CHECK: %[[AF:.*]] = arith.addf %[[CAST]], %[[CAST]] : tensor<?x?xf32>
// CHECK: %[[N:.*]] = relay.negative %[[E]] : tensor<2x3xf32>
// CHECK: return %[[D]], %[[AF]], %[[N]] : index, tensor<?x?xf32>, tensor<2x3xf32>
func.func @foreign_users(%a: tensor<2x3xf32>) -> (index, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = relay.exp %a : tensor<2x3xf32> -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %0, %c0 : tensor<?x?xf32>
  %af = arith.addf %0, %0 : tensor<?x?xf32>
  %n = relay.negative %0 : tensor<?x?xf32>
  return %d, %af, %n : index, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Upstream ops in the same function are left alone; a relay op consuming the
// result of one is refined from its (static) type.
// CHECK-LABEL: func.func @mixed
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: %[[FILL:.*]] = arith.addf %[[EMPTY]], %[[EMPTY]] : tensor<2x2xf32>
// CHECK: %[[M:.*]] = relay.maximum %[[FILL]], %{{.*}} : tensor<2x2xf32>
// CHECK: return %[[M]] : tensor<2x2xf32>
func.func @mixed(%a: tensor<2x2xf32>) -> tensor<?x?xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %f = arith.addf %e, %e : tensor<2x2xf32>
  %m = relay.maximum %f, %a : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<?x?xf32>
  return %m : tensor<?x?xf32>
}

// -----

// A call result used by a non-relay op gets a cast as well.
// CHECK-LABEL: func.func @call_foreign_user
// CHECK: %[[C:.*]] = call @id(%{{.*}}) : (tensor<6xi32>) -> tensor<6xi32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<6xi32> to tensor<?xi32>
// CHECK: arith.muli %[[CAST]], %[[CAST]] : tensor<?xi32>
func.func @call_foreign_user(%a: tensor<6xi32>) -> tensor<?xi32> {
  %0 = func.call @id(%a) : (tensor<6xi32>) -> tensor<?xi32>
  %1 = arith.muli %0, %0 : tensor<?xi32>
  return %1 : tensor<?xi32>
}
func.func private @id(%x: tensor<6xi32>) -> tensor<?xi32> {
  %0 = relay.copy %x : tensor<6xi32> -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Tuple-typed branch results join field by field.
// CHECK-LABEL: func.func @if_join_tuples
// CHECK: relay.if %{{.*}} : tensor<i1> -> tuple<tensor<?xf32>>
func.func @if_join_tuples(%c: tensor<i1>, %a: tensor<4xf32>, %b: tensor<5xf32>) -> tuple<tensor<?xf32>> {
  %r = relay.if %c : tensor<i1> -> tuple<tensor<?xf32>> {
    %t = relay.tuple %a : tuple<tensor<4xf32>>
    relay.yield %t : tuple<tensor<4xf32>>
  } else {
    %t = relay.tuple %b : tuple<tensor<5xf32>>
    relay.yield %t : tuple<tensor<5xf32>>
  }
  return %r : tuple<tensor<?xf32>>
}

// -----

// Every block is refined; the function result is the join of all returns, and
// a return that gives back something more refined casts to the result type.
// CHECK-LABEL: func.func @multi_block
// CHECK-SAME: -> tensor<?xf32>
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<4xf32>
// CHECK: ^bb1:
// CHECK: %[[CAST:.*]] = tensor.cast %[[E]] : tensor<4xf32> to tensor<?xf32>
// CHECK: return %[[CAST]] : tensor<?xf32>
// CHECK: ^bb2:
// CHECK: return %{{.*}} : tensor<?xf32>
func.func @multi_block(%c: i1, %a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = relay.exp %a : tensor<4xf32> -> tensor<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : tensor<?xf32>
^bb2:
  return %b : tensor<?xf32>
}

// -----

// A function referenced by func.constant keeps its signature.
// CHECK-LABEL: func.func @referenced
// CHECK-SAME: -> tensor<?xf32>
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<4xf32>
// CHECK: %[[CAST:.*]] = tensor.cast %[[E]] : tensor<4xf32> to tensor<?xf32>
// CHECK: return %[[CAST]]
func.func @referenced(%a: tensor<4xf32>) -> tensor<?xf32> {
  %0 = relay.exp %a : tensor<4xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @take_reference() -> ((tensor<4xf32>) -> tensor<?xf32>) {
  %f = func.constant @referenced : (tensor<4xf32>) -> tensor<?xf32>
  return %f : (tensor<4xf32>) -> tensor<?xf32>
}
