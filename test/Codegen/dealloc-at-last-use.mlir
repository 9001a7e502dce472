// RUN: relay-opt %s -relay-dealloc-at-last-use -split-input-file | FileCheck %s
// RUN: relay-opt %s -relay-dealloc-at-last-use=max-derived-values=1 -split-input-file | FileCheck %s --check-prefix=LIMIT
// Upstream's deallocation pipeline (as relay-to-llvm runs it) keeps the early
// frees and adds none of its own for those buffers.
// RUN: relay-opt %s -relay-dealloc-at-last-use -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations -canonicalize -split-input-file | FileCheck %s --check-prefix=OWNERSHIP

func.func private @use(memref<4xf32>)

// A chain of buffers: each is freed right after the copy that reads it last,
// not at the end of the function. The returned one is left alone.
// CHECK-LABEL: func.func @chain
//       CHECK:   %[[A:.*]] = memref.alloc() {bufferization.manual_deallocation}
//       CHECK:   memref.copy %{{.*}}, %[[A]]
//       CHECK:   %[[B:.*]] = memref.alloc() {bufferization.manual_deallocation}
//  CHECK-NEXT:   memref.copy %[[A]], %[[B]]
//  CHECK-NEXT:   memref.dealloc %[[A]] {bufferization.manual_deallocation}
//  CHECK-NEXT:   call @use(%[[B]])
//  CHECK-NEXT:   %[[C:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   memref.copy %[[B]], %[[C]]
//  CHECK-NEXT:   memref.dealloc %[[B]] {bufferization.manual_deallocation}
//  CHECK-NEXT:   return %[[C]]
// OWNERSHIP-LABEL: func.func @chain
//       OWNERSHIP:   %[[A:.*]] = memref.alloc()
//       OWNERSHIP:   %[[B:.*]] = memref.alloc()
//  OWNERSHIP-NEXT:   memref.copy %[[A]], %[[B]]
//  OWNERSHIP-NEXT:   memref.dealloc %[[A]]
//  OWNERSHIP-NEXT:   call @use(%[[B]])
//  OWNERSHIP-NEXT:   %[[C:.*]] = memref.alloc()
//  OWNERSHIP-NEXT:   memref.copy %[[B]], %[[C]]
//  OWNERSHIP-NEXT:   memref.dealloc %[[B]]
//  OWNERSHIP-NEXT:   return %[[C]]
func.func @chain(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  func.call @use(%1) : (memref<4xf32>) -> ()
  %2 = memref.alloc() : memref<4xf32>
  memref.copy %1, %2 : memref<4xf32> to memref<4xf32>
  return %2 : memref<4xf32>
}

// -----

// A view of the buffer is returned: the buffer leaves the function.
// CHECK-LABEL: func.func @view_returned
//   CHECK-NOT:   manual_deallocation
//   CHECK-NOT:   memref.dealloc
func.func @view_returned(%a: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>> {
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  %v = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %v : memref<2xf32, strided<[1], offset: 1>>
}

// -----

func.func private @use(memref<4xf32>)
func.func private @id(memref<4xf32>) -> memref<4xf32>

// A call result may alias its argument: the buffer lives until the result's
// last use. With at most one derived value followed, the call result is one
// too many and the buffer is left to the ownership-based pass.
// CHECK-LABEL: func.func @call_result
//       CHECK:   %[[A:.*]] = memref.alloc() {bufferization.manual_deallocation}
//  CHECK-NEXT:   %[[R:.*]] = call @id(%[[A]])
//  CHECK-NEXT:   call @use(%[[A]])
//  CHECK-NEXT:   call @use(%[[R]])
//  CHECK-NEXT:   memref.dealloc %[[A]] {bufferization.manual_deallocation}
//  CHECK-NEXT:   return
// LIMIT-LABEL: func.func @call_result
//  LIMIT-NEXT:   memref.alloc() : memref<4xf32>
//   LIMIT-NOT:   memref.dealloc
//       LIMIT:   return
func.func @call_result() {
  %0 = memref.alloc() : memref<4xf32>
  %1 = func.call @id(%0) : (memref<4xf32>) -> memref<4xf32>
  func.call @use(%0) : (memref<4xf32>) -> ()
  func.call @use(%1) : (memref<4xf32>) -> ()
  return
}

// -----

func.func private @use(memref<4xf32>)

// A use in a nested region ends the buffer's life after the op around it; a
// buffer yielded out of a region lives as long as the region's result, which
// is returned here.
// CHECK-LABEL: func.func @nested
//       CHECK:   %[[A:.*]] = memref.alloc() {bufferization.manual_deallocation}
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     func.call @use(%[[A]])
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.dealloc %[[A]] {bufferization.manual_deallocation}
//  CHECK-NEXT:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @nested(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  scf.if %c {
    func.call @use(%0) : (memref<4xf32>) -> ()
  }
  %1 = memref.alloc() : memref<4xf32>
  %2 = scf.if %c -> memref<4xf32> {
    scf.yield %1 : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  func.call @use(%a) : (memref<4xf32>) -> ()
  return %2 : memref<4xf32>
}

// -----

func.func private @use(memref<4xf32>)

// A buffer allocated in a loop body is freed within the iteration.
// CHECK-LABEL: func.func @loop
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() {bufferization.manual_deallocation}
//  CHECK-NEXT:     func.call @use(%[[A]])
//  CHECK-NEXT:     memref.dealloc %[[A]] {bufferization.manual_deallocation}
//  CHECK-NEXT:   }
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.alloc() : memref<4xf32>
    func.call @use(%0) : (memref<4xf32>) -> ()
  }
  return
}
