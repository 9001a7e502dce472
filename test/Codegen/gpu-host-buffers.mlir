// RUN: relay-opt %s --split-input-file --relay-gpu-host-buffers --verify-diagnostics | FileCheck %s

// Host buffers in managed memory; the one the function does not return is
// freed once the device is idle, the returned one is not.
// CHECK-LABEL: func.func @buffers
// CHECK:         %[[OUT:.*]] = gpu.alloc host_shared () : memref<4xf32>
// CHECK:         %[[TMP:.*]] = gpu.alloc host_shared () : memref<4xf32>
// CHECK:         %[[READY:.*]] = gpu.wait async
// CHECK:         %[[FREED:.*]] = gpu.dealloc async [%[[READY]]] %[[TMP]]
// CHECK:         gpu.wait [%[[FREED]]]
// CHECK-NOT:     gpu.dealloc
// CHECK:         return %[[OUT]]
func.func @buffers(%a: memref<4xf32>) -> memref<4xf32> {
  %out = memref.alloc() : memref<4xf32>
  %tmp = memref.alloc() : memref<4xf32>
  memref.copy %a, %tmp : memref<4xf32> to memref<4xf32>
  memref.copy %tmp, %out : memref<4xf32> to memref<4xf32>
  return %out : memref<4xf32>
}

// -----

// A constant is copied into managed memory where it is read.
// CHECK-LABEL: func.func @constant
// CHECK:         %[[G:.*]] = memref.get_global @w
// CHECK:         %[[C:.*]] = gpu.alloc host_shared () : memref<2xf32>
// CHECK:         memref.copy %[[G]], %[[C]]
// CHECK:         memref.copy %[[C]], %arg0
// CHECK:         gpu.dealloc async {{.*}} %[[C]]
memref.global "private" constant @w : memref<2xf32> = dense<[1.0, 2.0]>
func.func @constant(%out: memref<2xf32>) {
  %w = memref.get_global @w : memref<2xf32>
  memref.copy %w, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// A constant's copy passed to a call is freed when the callee returns no
// view of its arguments, kept when it may (a reshape returns a view).
// CHECK-LABEL: func.func @constant_to_call
// CHECK:         %[[C:.*]] = gpu.alloc host_shared () : memref<2xf32>
// CHECK:         call @kernel(%[[C]])
// CHECK:         gpu.dealloc async {{.*}} %[[C]]
// CHECK:         return
// CHECK-LABEL: func.func @constant_to_view
// CHECK:         %[[V:.*]] = gpu.alloc host_shared () : memref<2xf32>
// CHECK:         call @view(%[[V]])
// CHECK-NOT:     gpu.dealloc
// CHECK:         return
memref.global "private" constant @w : memref<2xf32> = dense<[1.0, 2.0]>
func.func private @kernel(%w: memref<2xf32>) -> memref<2xf32> {
  %out = memref.alloc() : memref<2xf32>
  memref.copy %w, %out : memref<2xf32> to memref<2xf32>
  return %out : memref<2xf32>
}
func.func private @view(%w: memref<2xf32>) -> memref<1x2xf32> {
  %0 = memref.expand_shape %w [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  return %0 : memref<1x2xf32>
}
func.func @constant_to_call() -> memref<2xf32> {
  %w = memref.get_global @w : memref<2xf32>
  %0 = call @kernel(%w) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @constant_to_view() -> memref<1x2xf32> {
  %w = memref.get_global @w : memref<2xf32>
  %0 = call @view(%w) : (memref<2xf32>) -> memref<1x2xf32>
  return %0 : memref<1x2xf32>
}

// -----

// A buffer allocated in host control flow is freed at the end of its
// block; one yielded out of the region is not.
// CHECK-LABEL: func.func @control_flow
// CHECK:         scf.if
// CHECK:           %[[TMP:.*]] = gpu.alloc host_shared () : memref<4xf32>
// CHECK:           memref.copy %[[TMP]], %arg2
// CHECK:           gpu.dealloc async {{.*}} %[[TMP]]
// CHECK:           scf.yield
// CHECK:         } else {
// CHECK:           %[[KEPT:.*]] = gpu.alloc host_shared () : memref<4xf32>
// CHECK-NOT:       gpu.dealloc
// CHECK:           scf.yield %[[KEPT]]
func.func @control_flow(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %0 = scf.if %c -> memref<4xf32> {
    %tmp = memref.alloc() : memref<4xf32>
    memref.copy %a, %tmp : memref<4xf32> to memref<4xf32>
    memref.copy %tmp, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    %kept = memref.alloc() : memref<4xf32>
    memref.copy %a, %kept : memref<4xf32> to memref<4xf32>
    scf.yield %kept : memref<4xf32>
  }
  return %0 : memref<4xf32>
}

// -----

// Computation left on the host has no GPU lowering.
func.func @left_on_host(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.copy' has no GPU lowering: it did not become a kernel}}
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

// The buffers a call returns that its callee allocated are the caller's:
// freed at the end of the caller's block unless returned. @lifted (a
// lifted closure) hands over its primitive functions' results, @passthrough
// returns its argument (nothing to free), @twice one buffer twice (nothing,
// rather than a double free).
// CHECK-LABEL: func.func @caller_frees
// CHECK:         %[[P:.*]]:2 = call @lifted(%arg0)
// CHECK:         %[[Q:.*]] = call @passthrough(%[[P]]#0)
// CHECK:         %[[R:.*]]:2 = call @twice()
// CHECK:         gpu.dealloc async {{.*}} %[[P]]#0
// CHECK-NOT:     gpu.dealloc
// CHECK:         return %[[P]]#1, %[[R]]#0
func.func private @primitive(%a: memref<4xf32>) -> memref<4xf32> {
  %out = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return %out : memref<4xf32>
}
func.func private @lifted(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = call @primitive(%a) : (memref<4xf32>) -> memref<4xf32>
  %1 = call @primitive(%0) : (memref<4xf32>) -> memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}
func.func private @passthrough(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @twice() -> (memref<4xf32>, memref<4xf32>) {
  %out = memref.alloc() : memref<4xf32>
  return %out, %out : memref<4xf32>, memref<4xf32>
}
func.func @caller_frees(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %p:2 = call @lifted(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %q = call @passthrough(%p#0) : (memref<4xf32>) -> memref<4xf32>
  %r:2 = call @twice() : () -> (memref<4xf32>, memref<4xf32>)
  return %p#1, %r#0 : memref<4xf32>, memref<4xf32>
}

// -----

// A relay.if (scf.if) whose branches each yield a buffer of their own (a
// primitive function's result) hands it to the enclosing block, which frees
// it after its last reader; one whose branch yields a buffer from outside
// (an argument) hands over nothing.
// CHECK-LABEL: func.func @if_owned
// CHECK:         %[[R:.*]] = scf.if
// CHECK-NOT:       gpu.dealloc
// CHECK:         %[[T:.*]] = call @primitive(%[[R]])
// CHECK:         gpu.dealloc async {{.*}} %[[R]]
// CHECK:         return %[[T]]
// CHECK-LABEL: func.func @if_argument
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         call @primitive(%[[R]])
// CHECK-NOT:     gpu.dealloc
// CHECK:         return
func.func private @primitive(%a: memref<4xf32>) -> memref<4xf32> {
  %out = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return %out : memref<4xf32>
}
func.func @if_owned(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %0 = func.call @primitive(%a) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %0 : memref<4xf32>
  } else {
    %1 = func.call @primitive(%a) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %1 : memref<4xf32>
  }
  %t = call @primitive(%r) : (memref<4xf32>) -> memref<4xf32>
  return %t : memref<4xf32>
}
func.func @if_argument(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %0 = func.call @primitive(%a) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %0 : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  %t = call @primitive(%r) : (memref<4xf32>) -> memref<4xf32>
  return %t : memref<4xf32>
}
