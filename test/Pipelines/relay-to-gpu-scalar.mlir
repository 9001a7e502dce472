// relay-to-gpu for reductions to a scalar (sum, mean, max of a whole
// tensor): one kernel of one block. Upstream's partial reduction tiling
// spreads the reduction over the block's threads (block-elements = 256 of
// them along the innermost reduction loops), each reducing its part of the
// input into its slot of a buffer in workgroup memory; after a barrier the
// block's threads merge the slots in a tree, halving the live slots at
// every step (128, 64, ..., 1 combines, a barrier after each), and thread 0
// combines the last with the initial value. scripts/gpu-check.sh runs every
// case on a GPU against the CPU.
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-disable-threading --mlir-print-ir-after=relay-gpu-map-forall 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=GPU
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX

// Sum of 8x64: 4x64 threads, each adds two elements of a column.
// GPU-LABEL: func.func private @fused_sum
// GPU:         gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads(%[[TID:[^,]*]], {{.*}}) in (%[[BDIM:[^ ]*]] = %c256{{.*}}, {{.*}}) workgroup(%[[SLOTS:.*]] : memref<4x64xf32, #gpu.address_space<workgroup>>)
// GPU:           scf.if
// GPU-NEXT:        linalg.fill
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %[[TID]] to %c256{{.*}} step %[[BDIM]] {
// GPU:             affine.delinearize_index %{{.*}} into (4, 64)
// GPU:             memref.subview %arg0[%{{.*}}, %{{.*}}] [2, 1] [1, 1]
// GPU:             linalg.reduce
// GPU:           gpu.barrier
// GPU:           %[[FLAT:.*]] = memref.collapse_shape %[[SLOTS]] {{\[}}[0, 1]] : memref<4x64xf32, #gpu.address_space<workgroup>> into memref<256xf32, #gpu.address_space<workgroup>>
// GPU:           scf.for %[[I:.*]] = %[[TID]] to %c128 step %[[BDIM]] {
// GPU:             %[[J:.*]] = arith.addi %[[I]], %c128
// GPU:             %[[A:.*]] = memref.load %[[FLAT]][%[[I]]]
// GPU:             %[[B:.*]] = memref.load %[[FLAT]][%[[J]]]
// GPU:             %[[S:.*]] = arith.addf %[[B]], %[[A]]
// GPU:             memref.store %[[S]], %[[FLAT]][%[[I]]]
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %[[TID]] to %c64
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %[[TID]] to %c32
// GPU:           scf.for %{{.*}} = %[[TID]] to %c16
// GPU:           scf.for %{{.*}} = %[[TID]] to %c8
// GPU:           scf.for %{{.*}} = %[[TID]] to %c4
// GPU:           scf.for %{{.*}} = %[[TID]] to %c2
// GPU:           scf.for %{{.*}} = %[[TID]] to %c1
// GPU:           gpu.barrier
// GPU:           %[[FIRST:.*]] = arith.cmpi eq, %[[TID]], %c0
// GPU:           scf.if %[[FIRST]] {
// GPU:             memref.load %[[FLAT]][%c0
// GPU:             arith.addf
// GPU:             memref.store
// PTX:       .visible .entry fused_sum_kernel(
// PTX-SAME:  .shared .align 4 .b8 __wg_fused_sum_kernel_0[1024];
// PTX-COUNT-11: bar.sync
func.func @main(%x: tensor<8x64xf32>) -> tensor<f32> {
  %0 = relay.sum %x : (tensor<8x64xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Mean of a tensor of dynamic shape: 256 threads along the inner loop,
// each over a contiguous part of ceil(N / 256) columns (the last parts
// shorter or empty); the sum is a scalar in workgroup memory, which thread
// 0 divides by the run-time element count into the result.
// GPU-LABEL: func.func private @fused_mean
// GPU:         %[[COUNT:.*]] = arith.sitofp
// GPU:         gpu.launch {{.*}} workgroup(%[[SUM:.*]] : memref<f32, #gpu.address_space<workgroup>>, %[[SLOTS:.*]] : memref<256xf32, #gpu.address_space<workgroup>>)
// GPU:           linalg.fill ins(%{{.*}} : f32) outs(%[[SUM]]
// GPU:           scf.for
// GPU:             affine.min
// GPU:             affine.max
// GPU:           scf.for %{{.*}} to %c128
// GPU:           scf.if
// GPU:             memref.store %{{.*}}, %[[SUM]][]
// GPU:           gpu.barrier
// GPU:           scf.if
// GPU-NEXT:        linalg.generic
// GPU:               arith.divf %{{.*}}, %[[COUNT]]
// PTX:       .visible .entry fused_mean_kernel(
func.func @main(%x: tensor<?x?xf32>) -> tensor<f32> {
  %0 = relay.mean %x : (tensor<?x?xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Maximum of exp(x): the element-wise producer is fused into the
// reduction, computed in each thread's part (4 elements, the last threads'
// parts empty: 250 threads cover 1000).
// GPU-LABEL: func.func private @fused_exp_max
// GPU:         gpu.launch
// GPU:           scf.for
// GPU:             affine.min affine_map<(d0) -> (d0 * -4 + 1000, 4)>
// GPU:             linalg.generic
// GPU:               math.exp
// GPU:               arith.maximumf
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} to %c128
// GPU:             arith.maximumf
// PTX:       .visible .entry fused_exp_max_kernel(
func.func @main(%x: tensor<1000xf32>) -> tensor<f32> {
  %0 = relay.exp %x : tensor<1000xf32>
  %1 = relay.max %0 : (tensor<1000xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

// A sum that keeps its dimensions is a reduction to a scalar too (a
// reshape of it): the same one-block kernel.
// GPU-LABEL: func.func private @fused_sum
// GPU:         gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}}) workgroup(%{{.*}} : memref<4x64xf32, #gpu.address_space<workgroup>>)
// GPU:           scf.for %{{.*}} to %c128
// PTX:       .visible .entry fused_sum_kernel(
func.func @main(%x: tensor<8x64xf32>) -> tensor<1x1xf32> {
  %0 = relay.sum %x {keepdims = true} : (tensor<8x64xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// The squared norm of a vector of dynamic length: the product is fused
// into the block reduction, each thread over a contiguous part of
// ceil(N / 256) elements.
// GPU-LABEL: func.func private @fused_multiply_sum
// GPU:         gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}}) workgroup(%{{.*}} : memref<256xf32, #gpu.address_space<workgroup>>)
// GPU:           scf.for
// GPU:             affine.min
// GPU:             linalg.generic
// GPU:               arith.mulf
// GPU:               arith.addf
// GPU:           scf.for %{{.*}} to %c128
// PTX:       .visible .entry fused_multiply_sum_kernel(
func.func @main(%x: tensor<?xf32>) -> tensor<f32> {
  %0 = relay.multiply %x, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = relay.sum %0 : (tensor<?xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

// A single reduction loop of a multiple of 256 iterations is split instead
// (upstream's splitReduction, the inner loop parallel): the input seen as
// 16x256, thread t reduces elements t, t + 256, ..., so that consecutive
// threads read consecutive elements.
// GPU-LABEL: func.func private @fused_exp_max
// GPU:         gpu.launch {{.*}} threads(%[[TX:[^,]*]], {{.*}} workgroup(%[[SLOTS:.*]] : memref<256xf32, #gpu.address_space<workgroup>>)
// GPU:           %[[X:.*]] = memref.expand_shape %arg0 {{\[}}[0, 1]] output_shape [16, 256] : memref<4096xf32> into memref<16x256xf32>
// GPU:           scf.for %[[T:.*]] = %[[TX]] to %c256
// GPU:             memref.subview %[[X]][0, %[[T]]] [16, 1] [1, 1]
// GPU:             memref.subview %[[SLOTS]][%[[T]]] [1] [1]
// GPU:             linalg.generic
// GPU:               math.exp
// GPU:               arith.maximumf
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %[[TX]] to %c128
// PTX:       .visible .entry fused_exp_max_kernel(
func.func @main(%x: tensor<4096xf32>) -> tensor<f32> {
  %0 = relay.exp %x : tensor<4096xf32>
  %1 = relay.max %0 : (tensor<4096xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}
