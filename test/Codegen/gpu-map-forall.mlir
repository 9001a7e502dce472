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

// -----

// Dynamic extents: the grid, ceil(N / 32) blocks, is computed before the
// launch; the thread loop over a partial tile (at most 32 iterations, the
// affine.min of the tiling) runs to the tile's run-time extent in a block
// of 32 threads.
// CHECK-DAG:   #[[CEIL:.*]] = affine_map<()[s0] -> (s0 ceildiv 32)>
// CHECK-DAG:   #[[PART:.*]] = affine_map<(d0)[s0] -> (-d0 + s0, 32)>
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[OUT:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK:         %[[GRID:.*]] = affine.apply #[[CEIL]]()[%[[N]]]
// CHECK:         %[[C32:.*]] = arith.constant 32 : index
// CHECK:         gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%[[BDIM:.*]] = %[[C32]],
// CHECK:           %[[I:.*]] = affine.apply #{{.*}}()[%[[BX]]]
// CHECK:           %[[SIZE:.*]] = affine.min #[[PART]](%[[I]])[%[[N]]]
// CHECK:           scf.for %{{.*}} = %[[TX]] to %[[SIZE]] step %[[BDIM]]
func.func @dynamic(%out: memref<?xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i) = (0) to (%n) step (32) {
    %size = affine.min affine_map<(d0)[s0] -> (-d0 + s0, 32)>(%i)[%n]
    scf.forall (%t) in (%size) {
      %k = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %t)
      memref.store %cst, %out[%k] : memref<?xf32>
    } {mapping = [#gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}

// -----

// A thread loop over a whole dynamic extent has no static bound: the block
// has max-threads (256) threads, which stride over it.
// CHECK-LABEL: func.func @unbounded
// CHECK:         %[[C256:.*]] = arith.constant 256 : index
// CHECK:         gpu.launch {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%[[BDIM:.*]] = %[[C256]],
// CHECK:           scf.for %{{.*}} = %[[TX]] to %arg1 step %[[BDIM]]
func.func @unbounded(%out: memref<4x?xf32>, %n: index) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i) in (4) {
    scf.forall (%t) in (%n) {
      memref.store %cst, %out[%i, %t] : memref<4x?xf32>
    } {mapping = [#gpu.thread<linear_dim_0>]}
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}

// -----

func.func @dynamic_step(%out: memref<?xf32>, %n: index, %s: index) {
  %cst = arith.constant 1.0 : f32
  // expected-error @+1 {{relay-gpu-map-forall: a loop mapped to the GPU needs a positive constant step}}
  scf.forall (%i) = (0) to (%n) step (%s) {
    memref.store %cst, %out[%i] : memref<?xf32>
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}

// -----

// A reduction to a scalar: the merge of the partial results in workgroup
// memory, left in the block outside the thread loops, is a tree reduction
// by the block's threads (3 slots: 1 combine, then 1), and thread 0 adds
// the total to the result; the fill of the result is thread 0's too.
// CHECK-LABEL: func.func @merge
// CHECK:         gpu.launch {{.*}} threads(%[[TX:[^,]*]], %{{.*}}, %{{.*}}) in (%[[BDIM:[^ ]*]] = %{{.*}} workgroup(%[[SLOTS:.*]] : memref<3xf32, #gpu.address_space<workgroup>>)
// CHECK:           %[[FIRST:.*]] = arith.cmpi eq, %[[TX]], %c0
// CHECK:           scf.if %[[FIRST]] {
// CHECK-NEXT:        linalg.fill
// CHECK:           gpu.barrier
// CHECK:           scf.for %{{.*}} = %[[TX]] to %{{.*}} step %[[BDIM]]
// CHECK:           gpu.barrier
// CHECK:           scf.for %[[I:.*]] = %[[TX]] to %c1{{.*}} step %[[BDIM]] {
// CHECK:             %[[J:.*]] = arith.addi %[[I]], %c2
// CHECK:             memref.load %[[SLOTS]][%[[I]]]
// CHECK:             memref.load %[[SLOTS]][%[[J]]]
// CHECK:             arith.maximumf
// CHECK:             memref.store %{{.*}}, %[[SLOTS]][%[[I]]]
// CHECK:           gpu.barrier
// CHECK:           scf.for %[[I:.*]] = %[[TX]] to %c1{{.*}} step %[[BDIM]] {
// CHECK:             arith.addi %[[I]], %c1
// CHECK:           gpu.barrier
// CHECK:           scf.if %{{.*}} {
// CHECK:             memref.load %[[SLOTS]][%c0
// CHECK:             memref.load %arg1[]
// CHECK:             arith.maximumf
// CHECK:             memref.store %{{.*}}, %arg1[]
// CHECK-NOT:       linalg.reduce
func.func @merge(%in: memref<3xf32>, %out: memref<f32>) {
  %cst = arith.constant 0xFF800000 : f32
  scf.forall (%b) in (1) {
    linalg.fill ins(%cst : f32) outs(%out : memref<f32>)
    %slots = memref.alloc() : memref<3xf32, #gpu.address_space<workgroup>>
    scf.forall (%t) in (3) {
      %v = memref.load %in[%t] : memref<3xf32>
      memref.store %v, %slots[%t] : memref<3xf32, #gpu.address_space<workgroup>>
    } {mapping = [#gpu.thread<linear_dim_0>]}
    linalg.reduce ins(%slots : memref<3xf32, #gpu.address_space<workgroup>>) outs(%out : memref<f32>) dimensions = [0]
      (%x: f32, %acc: f32) {
        %m = arith.maximumf %x, %acc : f32
        linalg.yield %m : f32
      }
  } {mapping = [#gpu.block<linear_dim_0>]}
  return
}
