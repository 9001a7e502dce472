// RUN: relay-opt %s -relay-primitive-out-params | FileCheck %s

// A primitive function called directly writes its result into a buffer the
// caller allocates; its own allocation and copy are gone.
// CHECK-LABEL: func.func private @fused_add(
//  CHECK-SAME:     %{{.*}}: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) attributes {relay.primitive}
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.add {{.*}} outs(%[[OUT]] : memref<4xf32>)
//  CHECK-NEXT:   return{{$}}
func.func private @fused_add(%a: memref<4xf32>) -> memref<4xf32> attributes {relay.primitive} {
  %0 = memref.alloc() : memref<4xf32>
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%0 : memref<4xf32>)
  return %0 : memref<4xf32>
}

// A primitive function that is also a function value keeps its type.
// CHECK-LABEL: func.func private @fused_negative(
//  CHECK-SAME:     -> memref<4xf32>
func.func private @fused_negative(%a: memref<4xf32>) -> memref<4xf32> attributes {relay.primitive} {
  %0 = memref.alloc() : memref<4xf32>
  linalg.negf ins(%a : memref<4xf32>) outs(%0 : memref<4xf32>)
  return %0 : memref<4xf32>
}

// A result of dynamic shape stays a result: the caller could not size it.
// CHECK-LABEL: func.func private @fused_dynamic(
//  CHECK-SAME:     -> memref<?xf32>
func.func private @fused_dynamic(%a: memref<?xf32>) -> memref<?xf32> attributes {relay.primitive} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %0 = memref.alloc(%n) : memref<?xf32>
  linalg.negf ins(%a : memref<?xf32>) outs(%0 : memref<?xf32>)
  return %0 : memref<?xf32>
}

// Functions that are not primitive keep their results.
// CHECK-LABEL: func.func private @helper(
//  CHECK-SAME:     -> memref<4xf32>
func.func private @helper(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @main(
//  CHECK-SAME:     -> memref<4xf32>
//       CHECK:   %[[BUF:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   call @fused_add(%{{.*}}, %[[BUF]]) : (memref<4xf32>, memref<4xf32>) -> ()
//       CHECK:   constant @fused_negative
//       CHECK:   call @fused_dynamic
//       CHECK:   call @helper
//       CHECK:   return %[[BUF]]
func.func @main(%a: memref<4xf32>, %d: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, memref<4xf32>, (memref<4xf32>) -> memref<4xf32>) {
  %0 = call @fused_add(%a) : (memref<4xf32>) -> memref<4xf32>
  %f = func.constant @fused_negative : (memref<4xf32>) -> memref<4xf32>
  %1 = call @fused_dynamic(%d) : (memref<?xf32>) -> memref<?xf32>
  %2 = call @helper(%a) : (memref<4xf32>) -> memref<4xf32>
  return %0, %1, %2, %f : memref<4xf32>, memref<?xf32>, memref<4xf32>, (memref<4xf32>) -> memref<4xf32>
}
