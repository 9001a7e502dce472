// relay-to-gpu with shared memory: matrix products and convolutions stage
// their input tiles in workgroup memory (address space 3, the kernel's
// workgroup attributions, `.shared` in PTX) in a loop over reduction steps
// separated by barriers; reductions are shared by a block's threads through
// partial results in workgroup memory. scripts/gpu-check.sh runs every case
// on a GPU against the CPU.
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-disable-threading --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=GPU
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX

// Dense with bias and relu: 16x16 output tiles, steps of 16 along K; the
// accumulator, read by the epilogue, is in workgroup memory too.
// GPU-LABEL: gpu.func @fused_nn_dense_nn_bias_add_nn_relu_kernel
// GPU-SAME:    workgroup(%[[ACC:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[A:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[B:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// GPU:         memref.subview %[[ACC]]
// GPU:         gpu.barrier
// GPU:         scf.for
// GPU:           scf.for %{{.*}} = %thread_id_x to %{{.*}} step %block_dim_x
// GPU:             memref.subview %{{.*}} : memref<64x128xf32>
// GPU:             memref.subview %[[A]]
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %thread_id_x
// GPU:             memref.subview %{{.*}} : memref<96x128xf32>
// GPU:             memref.subview %[[B]]
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %thread_id_x
// GPU:             arith.mulf
// GPU:           gpu.barrier
// GPU:         scf.for %{{.*}} = %thread_id_x
// GPU:           arith.maximumf
// GPU:         gpu.return
// PTX: .shared .align 4 .b8 __wg_fused_nn_dense_nn_bias_add_nn_relu_kernel_0[1024];
// PTX-SAME: .shared .align 4 .b8 __wg_fused_nn_dense_nn_bias_add_nn_relu_kernel_1[1024];
// PTX-SAME: .shared .align 4 .b8 __wg_fused_nn_dense_nn_bias_add_nn_relu_kernel_2[1024];
// PTX-SAME: bar.sync
func.func @main(%x: tensor<64x128xf32>, %w: tensor<96x128xf32>, %b: tensor<96xf32>) -> tensor<64x96xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<64x128xf32>, tensor<96x128xf32>) -> tensor<64x96xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<64x96xf32>, tensor<96xf32>) -> tensor<64x96xf32>
  %2 = relay.nn.relu %1 : tensor<64x96xf32>
  return %2 : tensor<64x96xf32>
}

// -----

// batch_matmul as the root: its accumulator is the result's tile.
// GPU-LABEL: gpu.func @fused_nn_batch_matmul_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<1x16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<1x16x16xf32, #gpu.address_space<workgroup>>)
// GPU:         scf.for
// GPU-COUNT-3:   gpu.barrier
// PTX: .shared .align 4 .b8 __wg_fused_nn_batch_matmul_kernel_0[1024];
// PTX-SAME: .shared .align 4 .b8 __wg_fused_nn_batch_matmul_kernel_1[1024];
func.func @main(%x: tensor<4x32x64xf32>, %y: tensor<4x64x48xf32>) -> tensor<4x32x48xf32> {
  %0 = relay.nn.batch_matmul %x, %y : (tensor<4x32x64xf32>, tensor<4x64x48xf32>) -> tensor<4x32x48xf32>
  return %0 : tensor<4x32x48xf32>
}

// -----

// conv2d: the input tile with its halo (8 channels of 18x18 for a 16x16
// output tile and a 3x3 window) and the filter tile; the padding is applied
// while the input tile is copied.
// GPU-LABEL: gpu.func @fused_nn_conv2d_nn_bias_add_nn_relu_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<1x1x16x16xf32, #gpu.address_space<workgroup>>, %[[IN:.*]] : memref<1x8x18x18xf32, #gpu.address_space<workgroup>>, %[[W:.*]] : memref<1x8x3x3xf32, #gpu.address_space<workgroup>>)
// GPU:         scf.for
// GPU:           arith.cmpi ult
// GPU:           arith.select
// GPU:           memref.subview %[[IN]]
// GPU:           gpu.barrier
// GPU:           memref.subview %[[W]]
// GPU:           gpu.barrier
// GPU:           arith.mulf
// GPU:           gpu.barrier
// GPU:         arith.maximumf
// PTX: __wg_fused_nn_conv2d_nn_bias_add_nn_relu_kernel_1[10368];
func.func @main(%x: tensor<1x8x16x16xf32>, %w: tensor<16x8x3x3xf32>, %b: tensor<16xf32>) -> tensor<1x16x16x16xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 16, kernel_size = array<i64: 3, 3>} : (tensor<1x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x16x16xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<1x16x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x16x16x16xf32>
  return %2 : tensor<1x16x16x16xf32>
}

// -----

// Softmax over rows of 1000: 250 threads per row compute each partial
// maximum and sum of 4 elements, merged after a barrier.
// GPU-LABEL: gpu.func @fused_nn_softmax_kernel
// GPU-SAME:    workgroup(
// GPU-SAME:    memref<1x250xf32, #gpu.address_space<workgroup>>
// GPU:         arith.maxnumf
// GPU:         gpu.barrier
// GPU:         math.exp
// GPU:         gpu.barrier
// GPU:         arith.divf
// PTX: __wg_fused_nn_softmax_kernel_1[1000];
func.func @main(%x: tensor<8x1000xf32>) -> tensor<8x1000xf32> {
  %0 = relay.nn.softmax %x : (tensor<8x1000xf32>) -> tensor<8x1000xf32>
  return %0 : tensor<8x1000xf32>
}

// -----

// sum, mean and max over rows of 512: 256 partial results per row.
// GPU-LABEL: gpu.func @fused_sum_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<1x256xf32, #gpu.address_space<workgroup>>)
// GPU:         scf.for %{{.*}} = %thread_id_x
// GPU:           arith.addf
// GPU:         gpu.barrier
// GPU:         arith.addf
// GPU-LABEL: gpu.func @fused_mean_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<16x1x256xf32, #gpu.address_space<workgroup>>)
// GPU:         arith.divf
// GPU-LABEL: gpu.func @fused_max_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<1x256xf32, #gpu.address_space<workgroup>>)
// GPU:         arith.maximumf
// GPU:         gpu.barrier
// GPU:         arith.maximumf
// PTX-DAG: __wg_fused_sum_kernel_0[1024];
// PTX-DAG: __wg_fused_mean_kernel_0[16384];
// PTX-DAG: __wg_fused_max_kernel_0[1024];
func.func @main(%x: tensor<16x512xf32>) -> (tensor<16xf32>, tensor<16x1xf32>, tensor<16xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<16x512xf32>) -> tensor<16xf32>
  %1 = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<16x512xf32>) -> tensor<16x1xf32>
  %2 = relay.max %x {axis = array<i64: 1>} : (tensor<16x512xf32>) -> tensor<16xf32>
  return %0, %1, %2 : tensor<16xf32>, tensor<16x1xf32>, tensor<16xf32>
}
