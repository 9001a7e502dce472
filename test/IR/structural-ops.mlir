// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Relay's structural expressions: constants, tuples, if, closures and calls.

//===----------------------------------------------------------------------===//
// relay.constant
//===----------------------------------------------------------------------===//

// Constants are named %cst; any elements attribute of a Relay dtype.
// CHECK-LABEL: func.func @constants
// CHECK: %[[C0:.*]] = relay.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK: %[[C1:.*]] = relay.constant dense<7> : tensor<4xi32>
// CHECK: %[[C2:.*]] = relay.constant dense<true> : tensor<i1>
// CHECK: %[[C3:.*]] = relay.constant dense<[true, false]> : tensor<2xi1>
// CHECK: %[[C4:.*]] = relay.constant dense<[1, 2, 255]> : tensor<3xui8>
// CHECK: %[[C5:.*]] = relay.constant dense<-9223372036854775808> : tensor<i64>
// CHECK: %[[C6:.*]] = relay.constant dense<5.000000e-01> : tensor<4xf16>
// CHECK: %[[C7:.*]] = relay.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xbf16>
// CHECK: %[[C8:.*]] = relay.constant dense<3.000000e+00> : tensor<f64>
// CHECK: %[[C9:.*]] = relay.constant dense<> : tensor<0x3xf32>
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]], %[[C6]], %[[C7]], %[[C8]], %[[C9]] :
func.func @constants() -> (tensor<2x2xf32>, tensor<4xi32>, tensor<i1>, tensor<2xi1>, tensor<3xui8>, tensor<i64>, tensor<4xf16>, tensor<2xbf16>, tensor<f64>, tensor<0x3xf32>) {
  %0 = relay.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = relay.constant dense<7> : tensor<4xi32>
  %2 = relay.constant dense<true> : tensor<i1>
  %3 = relay.constant dense<[true, false]> : tensor<2xi1>
  %4 = relay.constant dense<[1, 2, 255]> : tensor<3xui8>
  %5 = relay.constant dense<-9223372036854775808> : tensor<i64>
  %6 = relay.constant dense<0.5> : tensor<4xf16>
  %7 = relay.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  %8 = relay.constant dense<3.0> : tensor<f64>
  %9 = relay.constant dense<> : tensor<0x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x2xf32>, tensor<4xi32>, tensor<i1>, tensor<2xi1>, tensor<3xui8>, tensor<i64>, tensor<4xf16>, tensor<2xbf16>, tensor<f64>, tensor<0x3xf32>
}

// Large weights as dense_resource blobs (the blob is at the end of the file)
// and sparse constants.
// CHECK-LABEL: func.func @resource_constants
// CHECK: relay.constant dense_resource<weights> : tensor<2xf32>
// CHECK: relay.constant sparse<{{\[}}[0, 1]], 5> : tensor<2x2xi32>
func.func @resource_constants() -> (tensor<2xf32>, tensor<2x2xi32>) {
  %0 = relay.constant dense_resource<weights> : tensor<2xf32>
  %1 = relay.constant sparse<[[0, 1]], [5]> : tensor<2x2xi32>
  return %0, %1 : tensor<2xf32>, tensor<2x2xi32>
}

//===----------------------------------------------------------------------===//
// relay.tuple / relay.tuple_get_item
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @tuples
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<?x3xi32>)
// CHECK: %[[T:.*]] = relay.tuple %[[A]], %[[B]] : tuple<tensor<2xf32>, tensor<?x3xi32>>
// CHECK: %[[N:.*]] = relay.tuple %[[T]], %[[A]] : tuple<tuple<tensor<2xf32>, tensor<?x3xi32>>, tensor<2xf32>>
// CHECK: %[[E:.*]] = relay.tuple : tuple<>
// CHECK: %[[S:.*]] = relay.tuple %[[A]] : tuple<tensor<2xf32>>
// CHECK: %[[G0:.*]] = relay.tuple_get_item %[[N]][0] : tuple<tuple<tensor<2xf32>, tensor<?x3xi32>>, tensor<2xf32>> -> tuple<tensor<2xf32>, tensor<?x3xi32>>
// CHECK: %[[G1:.*]] = relay.tuple_get_item %[[G0]][1] : tuple<tensor<2xf32>, tensor<?x3xi32>> -> tensor<?x3xi32>
// CHECK: return %[[G1]], %[[E]] : tensor<?x3xi32>, tuple<>
func.func @tuples(%a: tensor<2xf32>, %b: tensor<?x3xi32>) -> (tensor<?x3xi32>, tuple<>) {
  %t = relay.tuple %a, %b : tuple<tensor<2xf32>, tensor<?x3xi32>>
  %n = relay.tuple %t, %a : tuple<tuple<tensor<2xf32>, tensor<?x3xi32>>, tensor<2xf32>>
  %e = relay.tuple : tuple<>
  %s = relay.tuple %a : tuple<tensor<2xf32>>
  %0 = relay.tuple_get_item %n[0] : tuple<tuple<tensor<2xf32>, tensor<?x3xi32>>, tensor<2xf32>> -> tuple<tensor<2xf32>, tensor<?x3xi32>>
  %1 = relay.tuple_get_item %0[1] : tuple<tensor<2xf32>, tensor<?x3xi32>> -> tensor<?x3xi32>
  return %1, %e : tensor<?x3xi32>, tuple<>
}

// A projection may declare a less refined type than the field, and a tuple
// may hold closures.
// CHECK-LABEL: func.func @tuple_less_refined
// CHECK: relay.tuple_get_item %{{.*}}[0] : tuple<tensor<4x4xf32>, (tensor<4xf32>) -> tensor<4xf32>> -> tensor<?x4xf32>
// CHECK: relay.tuple_get_item %{{.*}}[1] : tuple<tensor<4x4xf32>, (tensor<4xf32>) -> tensor<4xf32>> -> (tensor<4xf32>) -> tensor<4xf32>
func.func @tuple_less_refined(%t: tuple<tensor<4x4xf32>, (tensor<4xf32>) -> tensor<4xf32>>) -> (tensor<?x4xf32>, (tensor<4xf32>) -> tensor<4xf32>) {
  %0 = relay.tuple_get_item %t[0] : tuple<tensor<4x4xf32>, (tensor<4xf32>) -> tensor<4xf32>> -> tensor<?x4xf32>
  %1 = relay.tuple_get_item %t[1] : tuple<tensor<4x4xf32>, (tensor<4xf32>) -> tensor<4xf32>> -> (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<?x4xf32>, (tensor<4xf32>) -> tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// relay.if
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @if_results
// CHECK-SAME: (%[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK: %[[R:.*]]:2 = relay.if %[[C]] : tensor<i1> -> tensor<?xf32>, tensor<4xf32> {
// CHECK-NEXT: %[[E:.*]] = relay.exp %[[A]] : tensor<4xf32>
// CHECK-NEXT: relay.yield %[[E]], %[[A]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: relay.yield %[[B]], %[[A]] : tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @if_results(%c: tensor<i1>, %a: tensor<4xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %r:2 = relay.if %c : tensor<i1> -> tensor<?xf32>, tensor<4xf32> {
    %0 = relay.exp %a : tensor<4xf32>
    relay.yield %0, %a : tensor<4xf32>, tensor<4xf32>
  } else {
    relay.yield %b, %a : tensor<?xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<4xf32>
}

// Nested conditionals; the condition may be computed by a relay comparison.
// CHECK-LABEL: func.func @if_nested
// CHECK: %[[CMP:.*]] = relay.greater %{{.*}}, %{{.*}} : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK: %[[OUT:.*]] = relay.if %[[CMP]] : tensor<i1> -> tuple<tensor<2xf32>, tensor<2xf32>> {
// CHECK: %[[IN:.*]] = relay.if %{{.*}} : tensor<i1> -> tensor<2xf32> {
// CHECK: relay.yield %{{.*}} : tensor<2xf32>
// CHECK: } else {
// CHECK: relay.yield %{{.*}} : tensor<2xf32>
// CHECK: }
// CHECK: %[[T:.*]] = relay.tuple %[[IN]], %[[IN]] : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: relay.yield %[[T]] : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: } else {
// CHECK: relay.yield %{{.*}} : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: }
func.func @if_nested(%x: tensor<f32>, %y: tensor<f32>, %d: tensor<i1>, %a: tensor<2xf32>, %t: tuple<tensor<2xf32>, tensor<2xf32>>) -> tuple<tensor<2xf32>, tensor<2xf32>> {
  %c = relay.greater %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r = relay.if %c : tensor<i1> -> tuple<tensor<2xf32>, tensor<2xf32>> {
    %i = relay.if %d : tensor<i1> -> tensor<2xf32> {
      %0 = relay.negative %a : tensor<2xf32>
      relay.yield %0 : tensor<2xf32>
    } else {
      relay.yield %a : tensor<2xf32>
    }
    %p = relay.tuple %i, %i : tuple<tensor<2xf32>, tensor<2xf32>>
    relay.yield %p : tuple<tensor<2xf32>, tensor<2xf32>>
  } else {
    relay.yield %t : tuple<tensor<2xf32>, tensor<2xf32>>
  }
  return %r : tuple<tensor<2xf32>, tensor<2xf32>>
}

// An if without results (its yields are implicit), and one producing a
// closure.
// CHECK-LABEL: func.func @if_no_results_and_closure
// CHECK: relay.if %{{.*}} : tensor<i1> {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK: %[[F:.*]] = relay.if %{{.*}} : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: relay.yield %{{.*}} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: relay.call %[[F]](%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
func.func @if_no_results_and_closure(%c: tensor<i1>, %g: (tensor<4xf32>) -> tensor<4xf32>, %h: (tensor<4xf32>) -> tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  relay.if %c : tensor<i1> {
  } else {
  }
  %f = relay.if %c : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
    relay.yield %g : (tensor<4xf32>) -> tensor<4xf32>
  } else {
    relay.yield %h : (tensor<4xf32>) -> tensor<4xf32>
  }
  %r = relay.call %f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// relay.fn / relay.call
//===----------------------------------------------------------------------===//

// A closure capturing outer values (%[[W]] and %[[BIAS]]), applied with
// relay.call.
// CHECK-LABEL: func.func @closure_capture
// CHECK-SAME: (%[[X:.*]]: tensor<1x8xf32>, %[[W:.*]]: tensor<4x8xf32>)
// CHECK: %[[BIAS:.*]] = relay.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[F:.*]] = relay.fn (%[[P:.*]]: tensor<1x8xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %[[D:.*]] = relay.nn.dense %[[P]], %[[W]] : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[BA:.*]] = relay.nn.bias_add %[[D]], %[[BIAS]] : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: relay.yield %[[BA]] : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK: %[[R:.*]] = relay.call %[[F]](%[[X]]) : (tensor<1x8xf32>) -> tensor<1x4xf32>
// CHECK: return %[[R]] : tensor<1x4xf32>
func.func @closure_capture(%x: tensor<1x8xf32>, %w: tensor<4x8xf32>) -> tensor<1x4xf32> {
  %bias = relay.constant dense<1.0> : tensor<4xf32>
  %f = relay.fn (%p: tensor<1x8xf32>) -> tensor<1x4xf32> {
    %0 = relay.nn.dense %p, %w : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
    %1 = relay.nn.bias_add %0, %bias : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
    relay.yield %1 : tensor<1x4xf32>
  }
  %r = relay.call %f(%x) : (tensor<1x8xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}

// Several results, a tuple result, no parameters, attributes (TVM's
// function attributes, e.g. Primitive), and an empty body.
// CHECK-LABEL: func.func @closure_signatures
// CHECK: %[[F2:.*]] = relay.fn (%{{.*}}: tensor<3xf32>, %{{.*}}: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
// CHECK: %[[R2:.*]]:2 = relay.call %[[F2]](%{{.*}}, %{{.*}}) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
// CHECK: %[[FT:.*]] = relay.fn () -> tuple<tensor<3xf32>, tensor<3xi32>> {
// CHECK: relay.call %[[FT]]() : () -> tuple<tensor<3xf32>, tensor<3xi32>>
// CHECK: relay.fn (%{{.*}}: tensor<3xf32>) -> tensor<3xf32> attributes {Composite = "dnnl.relu", Primitive = 1 : i32} {
// CHECK: %[[U:.*]] = relay.fn () {
// CHECK-NEXT: relay.yield
// CHECK-NEXT: }
// CHECK: relay.call %[[U]]() : () -> ()
func.func @closure_signatures(%a: tensor<3xf32>, %b: tensor<3xi32>) -> tuple<tensor<3xf32>, tensor<3xi32>> {
  %f2 = relay.fn (%x: tensor<3xf32>, %y: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
    relay.yield %x, %y : tensor<3xf32>, tensor<3xi32>
  }
  %r:2 = relay.call %f2(%a, %b) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  %ft = relay.fn () -> tuple<tensor<3xf32>, tensor<3xi32>> {
    %t = relay.tuple %r#0, %r#1 : tuple<tensor<3xf32>, tensor<3xi32>>
    relay.yield %t : tuple<tensor<3xf32>, tensor<3xi32>>
  }
  %tt = relay.call %ft() : () -> tuple<tensor<3xf32>, tensor<3xi32>>
  %prim = relay.fn (%x: tensor<3xf32>) -> tensor<3xf32> attributes {Primitive = 1 : i32, Composite = "dnnl.relu"} {
    %0 = relay.nn.relu %x : tensor<3xf32>
    relay.yield %0 : tensor<3xf32>
  }
  %u = relay.fn () {
  }
  relay.call %u() : () -> ()
  return %tt : tuple<tensor<3xf32>, tensor<3xi32>>
}

// Function-typed parameters, closures returning closures, and a closure
// passed to another closure.
// CHECK-LABEL: func.func @higher_order
// CHECK: %[[AP:.*]] = relay.fn (%[[K:.*]]: (tensor<2xf32>) -> tensor<2xf32>, %[[V:.*]]: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: %[[KV:.*]] = relay.call %[[K]](%[[V]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: relay.yield %[[KV]] : tensor<2xf32>
// CHECK: %[[MK:.*]] = relay.fn () -> ((tensor<2xf32>) -> tensor<2xf32>) {
// CHECK-NEXT: %[[IN:.*]] = relay.fn (%{{.*}}: tensor<2xf32>) -> tensor<2xf32> {
// CHECK: relay.yield %[[IN]] : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[H:.*]] = relay.call %[[MK]]() : () -> ((tensor<2xf32>) -> tensor<2xf32>)
// CHECK: relay.call %[[AP]](%[[H]], %{{.*}}) : ((tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: relay.call %{{.*}}(%{{.*}}) : (tensor<2xf32>) -> tensor<2xf32>
func.func @higher_order(%a: tensor<2xf32>, %g: (tensor<2xf32>) -> tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %ap = relay.fn (%k: (tensor<2xf32>) -> tensor<2xf32>, %v: tensor<2xf32>) -> tensor<2xf32> {
    %0 = relay.call %k(%v) : (tensor<2xf32>) -> tensor<2xf32>
    relay.yield %0 : tensor<2xf32>
  }
  %mk = relay.fn () -> ((tensor<2xf32>) -> tensor<2xf32>) {
    %in = relay.fn (%y: tensor<2xf32>) -> tensor<2xf32> {
      %1 = relay.sigmoid %y : tensor<2xf32>
      relay.yield %1 : tensor<2xf32>
    }
    relay.yield %in : (tensor<2xf32>) -> tensor<2xf32>
  }
  %h = relay.call %mk() : () -> ((tensor<2xf32>) -> tensor<2xf32>)
  %r = relay.call %ap(%h, %a) : ((tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %s = relay.call %g(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r, %s : tensor<2xf32>, tensor<2xf32>
}

//===----------------------------------------------------------------------===//
// Global functions and upstream dialects
//===----------------------------------------------------------------------===//

// Recursion goes through func.call of a global function.
// CHECK-LABEL: func.func @loop
// CHECK: %[[R:.*]] = relay.if %{{.*}} : tensor<i1> -> tensor<4xf32> {
// CHECK: %[[NEXT:.*]] = func.call @loop(%{{.*}}, %{{.*}}) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: relay.yield %[[NEXT]] : tensor<4xf32>
// CHECK: return %[[R]] : tensor<4xf32>
func.func @loop(%i: tensor<i32>, %acc: tensor<4xf32>) -> tensor<4xf32> {
  %zero = relay.constant dense<0> : tensor<i32>
  %one = relay.constant dense<1> : tensor<i32>
  %c = relay.greater %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %j = relay.subtract %i, %one : tensor<i32>
    %a = relay.multiply %acc, %acc : tensor<4xf32>
    %next = func.call @loop(%j, %a) : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
    relay.yield %next : tensor<4xf32>
  } else {
    relay.yield %acc : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Relay ops mixed with arith and tensor ops, inside and outside closures and
// branches.
// CHECK-LABEL: func.func @mixed_dialects
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[ADD:.*]] = arith.addf %{{.*}}, %[[E]] : tensor<4xf32>
// CHECK: %[[EXP:.*]] = relay.exp %[[ADD]] : tensor<4xf32>
// CHECK: %[[F:.*]] = relay.fn (%[[P:.*]]: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[P]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: relay.yield %[[CAST]] : tensor<?xf32>
// CHECK: relay.if %{{.*}} : tensor<i1> -> tensor<4xf32> {
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[EXP]], %[[EXP]] : tensor<4xf32>
// CHECK-NEXT: relay.yield %[[M]] : tensor<4xf32>
// CHECK: tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
func.func @mixed_dialects(%a: tensor<4xf32>, %c: tensor<i1>) -> (tensor<4xf32>, index) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = arith.addf %a, %e : tensor<4xf32>
  %1 = relay.exp %0 : tensor<4xf32>
  %f = relay.fn (%p: tensor<4xf32>) -> tensor<?xf32> {
    %2 = tensor.cast %p : tensor<4xf32> to tensor<?xf32>
    relay.yield %2 : tensor<?xf32>
  }
  %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %3 = arith.mulf %1, %1 : tensor<4xf32>
    relay.yield %3 : tensor<4xf32>
  } else {
    relay.yield %1 : tensor<4xf32>
  }
  %d = relay.call %f(%r) : (tensor<4xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?xf32>
  return %r, %n : tensor<4xf32>, index
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F00000040"
    }
  }
#-}

// Arguments and results that are compatible with the callee's type but typed
// differently print both types, so the printed form parses back.
// CHECK-LABEL: func.func @call_refined_args
// CHECK: relay.call %{{.*}}(%{{.*}}) : (tensor<?xf32>) -> tensor<?xf32>, (tensor<4xf32>) -> tensor<?xf32>
// CHECK: relay.tuple %{{.*}} : (tensor<4xf32>) -> tuple<tensor<?xf32>>
func.func @call_refined_args(%f: (tensor<?xf32>) -> tensor<?xf32>, %x: tensor<4xf32>) -> (tensor<?xf32>, tuple<tensor<?xf32>>) {
  %0 = "relay.call"(%f, %x) : ((tensor<?xf32>) -> tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  %1 = "relay.tuple"(%x) : (tensor<4xf32>) -> tuple<tensor<?xf32>>
  return %0, %1 : tensor<?xf32>, tuple<tensor<?xf32>>
}
