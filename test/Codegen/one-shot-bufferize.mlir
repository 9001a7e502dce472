// RUN: relay-opt %s -relay-one-shot-bufferize -split-input-file | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// Function values and indirect calls take memref types; the function is
// called through the value as before.
// CHECK-LABEL: func.func private @apply
// CHECK-SAME: (%[[F:.*]]: (memref<4xf32>) -> memref<4xf32>, %[[X:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: %[[R:.*]] = call_indirect %[[F]](%[[X]]) : (memref<4xf32>) -> memref<4xf32>
// CHECK: return %[[R]]
func.func private @apply(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call_indirect %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func private @negate
// CHECK-SAME: (%{{.*}}: memref<4xf32>) -> memref<4xf32>
// CHECK-NOT: bufferization.writable
func.func private @negate(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-DAG: %[[N:.*]] = constant @negate : (memref<4xf32>) -> memref<4xf32>
// CHECK-DAG: %[[S:.*]] = constant @square : (memref<4xf32>) -> memref<4xf32>
// CHECK: %[[F:.*]] = arith.select %[[C]], %[[N]], %[[S]] : (memref<4xf32>) -> memref<4xf32>
// CHECK: call @apply(%[[F]], %[[X]]) : ((memref<4xf32>) -> memref<4xf32>, memref<4xf32>) -> memref<4xf32>
func.func @main(%c: i1, %x: tensor<4xf32>) -> tensor<4xf32> {
  %n = func.constant @negate : (tensor<4xf32>) -> tensor<4xf32>
  %s = func.constant @square : (tensor<4xf32>) -> tensor<4xf32>
  %f = arith.select %c, %n, %s : (tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @apply(%f, %x) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A function whose address is taken never writes into its argument: where
// it would compute in place, it computes in a copy.
// CHECK-LABEL: func.func private @square
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %[[A]], %[[COPY]]
// CHECK: linalg.generic {{.*}} outs(%[[COPY]] : memref<4xf32>)
// CHECK: return %[[COPY]]
func.func private @square(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%a : tensor<4xf32>) {
  ^bb0(%o: f32):
    %m = arith.mulf %o, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Without its address taken, the same function computes in place.
// CHECK-LABEL: func.func private @square_in_place
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}} outs(%[[A]] : memref<4xf32>)
func.func private @square_in_place(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%a : tensor<4xf32>) {
  ^bb0(%o: f32):
    %m = arith.mulf %o, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @square_in_place(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// The result of an indirect call may be its argument: writing into the
// result in place while the argument is still read later would clobber the
// argument, so the write goes to a copy.
// CHECK-LABEL: func.func @result_may_alias_argument
// CHECK-SAME: (%[[F:.*]]: (memref<4xf32>) -> memref<4xf32>, %[[X:.*]]: memref<4xf32>)
// CHECK: %[[R:.*]] = call_indirect %[[F]](%[[X]])
// CHECK: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %[[R]], %[[COPY]]
// CHECK: linalg.generic {{.*}} outs(%[[COPY]] : memref<4xf32>)
// CHECK: return %[[COPY]], %[[X]]
func.func @result_may_alias_argument(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>) {
  %r = func.call_indirect %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%r : tensor<4xf32>) {
  ^bb0(%o: f32):
    %m = arith.mulf %o, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %w, %x : tensor<4xf32>, tensor<4xf32>
}

// -----

// A slice at an offset passed to an indirect call is copied into an
// identity-layout buffer, the type every function takes.
// CHECK-LABEL: func.func @strided_operand
// CHECK: %[[SLICE:.*]] = memref.subview %{{.*}}[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %[[SLICE]], %[[BUF]]
// CHECK: call_indirect %{{.*}}(%[[BUF]]) : (memref<4xf32>) -> memref<4xf32>
func.func @strided_operand(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<2x4xf32>) -> tensor<4xf32> {
  %row = tensor.extract_slice %x[1, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
  %r = func.call_indirect %f(%row) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
