// RUN: relay-opt %s --split-input-file --relay-gpu-map-forall --verify-diagnostics | FileCheck %s

// A block loop of 2x4 iterations is a grid of 8 blocks; its thread loops
// (4x32 and 16 iterations) loops from the thread id by the block size,
// 128 threads, with a barrier between them; a thread's buffer is on its
// stack.
// CHECK-LABEL: func.func @kernel
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C128:.*]] = arith.constant 128 : index
// CHECK:         gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C8]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%[[BDIM:.*]] = %[[C128]],
// CHECK:           %[[B:.*]]:2 = affine.delinearize_index %[[BX]] into (2, 4)
// CHECK:           scf.for %[[I:.*]] = %[[TX]] to %{{.*}} step %[[BDIM]]
// CHECK:             affine.delinearize_index %[[I]] into (4, 32)
// CHECK:             memref.alloca() : memref<1xf32>
// CHECK:           gpu.barrier
// CHECK:           scf.for %{{.*}} = %[[TX]] to %{{.*}} step %[[BDIM]]
// CHECK-NOT:       gpu.barrier
// CHECK:           gpu.terminator
// CHECK-NOT:   scf.forall
func.func @kernel(%out: memref<8x128xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (2, 4) {
    scf.forall (%t, %u) in (4, 32) {
      %tmp = memref.alloc() : memref<1xf32>
      memref.store %cst, %tmp[%t] : memref<1xf32>
    } {mapping = [#gpu.thread<linear_dim_1>, #gpu.thread<linear_dim_0>]}
    scf.forall (%t) in (16) {
      memref.store %cst, %out[%i, %t] : memref<8x128xf32>
    } {mapping = [#gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_1>, #gpu.block<linear_dim_0>]}
  return
}

// -----

func.func @shared(%out: memref<8xf32>) {
  scf.forall (%i) in (8) {
    // expected-error @+1 {{relay-gpu-map-forall: a buffer shared by the threads of a block (shared memory) is not supported yet}}
    %tmp = memref.alloc() : memref<4xf32>
    scf.forall (%t) in (4) {
      %v = memref.load %tmp[%t] : memref<4xf32>
    } {mapping = [#gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}
