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
    // expected-error @+1 {{relay-gpu-map-forall: a buffer shared by the threads of a block must be in workgroup memory and of static shape}}
    %tmp = memref.alloc() : memref<4xf32>
    scf.forall (%t) in (4) {
      %v = memref.load %tmp[%t] : memref<4xf32>
    } {mapping = [#gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}

// -----

// A buffer in workgroup memory is a workgroup attribution of the launch,
// written by one thread loop and read by the next after a barrier.
// CHECK-LABEL: func.func @workgroup
// CHECK:         gpu.launch
// CHECK-SAME:      workgroup(%[[TILE:.*]] : memref<4x8xf32, #gpu.address_space<workgroup>>)
// CHECK-NOT:     memref.alloc
// CHECK:           scf.for
// CHECK:             memref.store %{{.*}}, %[[TILE]]
// CHECK:           gpu.barrier
// CHECK:           scf.for
// CHECK:             memref.load %[[TILE]]
// CHECK:           gpu.terminator
func.func @workgroup(%in: memref<16x8xf32>, %out: memref<16x8xf32>) {
  scf.forall (%i) in (4) {
    %tile = memref.alloc() : memref<4x8xf32, #gpu.address_space<workgroup>>
    scf.forall (%r, %c) in (4, 8) {
      %v = memref.load %in[%r, %c] : memref<16x8xf32>
      memref.store %v, %tile[%r, %c] : memref<4x8xf32, #gpu.address_space<workgroup>>
    } {mapping = [#gpu.thread<linear_dim_1>, #gpu.thread<linear_dim_0>]}
    scf.forall (%r, %c) in (4, 8) {
      %v = memref.load %tile[%r, %c] : memref<4x8xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%r, %c] : memref<16x8xf32>
    } {mapping = [#gpu.thread<linear_dim_1>, #gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}
