// relay-to-gpu with dynamic shapes: a `?` extent is tiled by a static tile
// size whose last tile is partial (upstream tiling's affine.min), the grid
// is computed on the host from the buffers' dimensions (ceil-div), and the
// thread loops of a partial tile stop at its run-time extent, so no thread
// reads or writes past the end of a tensor. Host buffers of dynamic size are
// managed memory allocated with mgpuMemAlloc of the run-time byte count.
// scripts/gpu-check.sh runs every case on a GPU with two input sizes
// against the CPU.
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-disable-threading --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=GPU
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | mlir-translate --split-input-file --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=HOST

// Element-wise with a broadcast bias, rows of dynamic count: blocks of 32
// rows of 8, ceil(N / 32) of them; a block's rows are min(32, N - 32 * b).
// GPU-DAG:   #[[CEIL:.*]] = affine_map<()[s0] -> (s0 ceildiv 32)>
// GPU-DAG:   #[[PART:.*]] = affine_map<()[s0, s1] -> (32, s0 - s1 * 32)>
// GPU-LABEL: func.func private @fused_exp_add
// GPU:         %[[N:.*]] = memref.dim %arg0, %c0 : memref<?x8xf32>
// GPU:         %[[OUT:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x8xf32>
// GPU:         %[[GRID:.*]] = affine.apply #[[CEIL]]()[%[[N]]]
// GPU:         gpu.launch_func @fused_exp_add_kernel::@fused_exp_add_kernel blocks in (%[[GRID]], %c1, %c1) threads in (%c256, %c1, %c1) args(%[[N]] : index, %[[OUT]] : memref<?x8xf32>
// GPU:       gpu.func @fused_exp_add_kernel(%[[EXTENT:[^:]*]]: index,
// GPU:         %[[ROWS:.*]] = affine.min #[[PART]]()[%[[EXTENT]], %block_id_x]
// GPU:         %[[COUNT:.*]] = arith.muli %[[ROWS]], %{{.*}} : index
// GPU:         scf.for %{{.*}} = %thread_id_x to %[[COUNT]] step %block_dim_x {
// GPU:           affine.delinearize_index %{{.*}} into (%[[ROWS]], 8)
// GPU:           math.exp
// GPU:           arith.addf
// PTX:       .visible .entry fused_exp_add_kernel(
// The host allocates N * 8 floats and launches ceil(N / 32) blocks.
// HOST-LABEL: define {{.*}} @fused_exp_add(
// HOST:         %[[ELEMS:.*]] = mul i64 %{{.*}}, 8
// HOST:         call ptr @mgpuMemAlloc(i64 %{{.*}}, ptr null, i8 1)
// HOST:         sdiv i64 %{{.*}}, 32
// HOST:         call void @mgpuLaunchKernel(ptr %{{.*}}, i64 %[[BLOCKS:[0-9]+]], i64 1, i64 1, i64 256, i64 1, i64 1,
func.func @main(%x: tensor<?x8xf32>, %b: tensor<8xf32>) -> tensor<?x8xf32> {
  %0 = relay.exp %x : tensor<?x8xf32>
  %1 = relay.add %0, %b : (tensor<?x8xf32>, tensor<8xf32>) -> tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}

// -----

// Dense with M, N and K all dynamic: 16x16 output tiles, steps of 16 along
// K. The shared tiles are static (16x16, the most a block needs); a
// partial tile is copied into their leading part by a thread loop over the
// partial extent only (a masked load), and the product reads that part.
// GPU-DAG:   #[[KPART:.*]] = affine_map<(d0)[s0] -> (-d0 + s0, 16)>
// GPU-LABEL: func.func private @fused_nn_dense
// GPU:         %[[BM:.*]] = affine.apply #{{.*}}()[%[[M:.*]]]
// GPU:         %[[BN:.*]] = affine.apply #{{.*}}()[%[[N:.*]]]
// GPU:         %[[GRID:.*]] = arith.muli %[[BM]], %[[BN]] : index
// GPU:         gpu.launch_func @fused_nn_dense_kernel::@fused_nn_dense_kernel blocks in (%[[GRID]], %c1, %c1) threads in (%c256, %c1, %c1)
// GPU:       gpu.func @fused_nn_dense_kernel
// GPU-SAME:    workgroup(%[[A:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>, %[[B:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// GPU:         %[[TM:.*]] = affine.min
// GPU:         %[[TN:.*]] = affine.min
// GPU:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// GPU:           %[[TK:.*]] = affine.min #[[KPART]](%[[K]])
// GPU:           %[[ATILE:.*]] = memref.subview %[[A]][0, 0] [%[[TM]], %[[TK]]] [1, 1]
// GPU:           %[[ACOUNT:.*]] = arith.muli %[[TM]], %[[TK]] : index
// GPU:           scf.for %{{.*}} = %thread_id_x to %[[ACOUNT]] step %block_dim_x {
// GPU:             memref.load
// GPU:             memref.store %{{.*}}, %{{.*}} : memref<1x1xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
// GPU:           gpu.barrier
// GPU:           %[[BTILE:.*]] = memref.subview %[[B]][0, 0] [%[[TN]], %[[TK]]] [1, 1]
// GPU:           %[[BCOUNT:.*]] = arith.muli %[[TN]], %[[TK]] : index
// GPU:           scf.for %{{.*}} = %thread_id_x to %[[BCOUNT]] step %block_dim_x {
// GPU:           gpu.barrier
// GPU:           scf.for %{{.*}} = %thread_id_x to %{{.*}} step %block_dim_x {
// GPU:             memref.subview %[[ATILE]]
// GPU:             memref.subview %[[BTILE]]
// GPU:             scf.for %{{.*}} = %{{.*}} to %[[TK]]
// GPU:               arith.mulf
// GPU:           gpu.barrier
// PTX:       .visible .entry fused_nn_dense_kernel(
// PTX-SAME:  .shared .align 4 .b8 __wg_fused_nn_dense_kernel_0[1024];
// HOST-LABEL: define {{.*}} @fused_nn_dense(
// HOST:         call ptr @mgpuMemAlloc(
// HOST:         sdiv i64 %{{.*}}, 16
// HOST:         sdiv i64 %{{.*}}, 16
// HOST:         call void @mgpuLaunchKernel(
func.func @main(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Softmax over rows of dynamic length: a block per row and 256 columns;
// its maximum and sum are shared by the block's 256 threads, each over a
// contiguous part of ceil(N / 256) of the row (the last parts shorter or
// empty), into slots in workgroup memory. exp(x - max) is recomputed inside
// the sum rather than stored in a buffer of the row's run-time length.
// GPU-LABEL: func.func private @fused_nn_softmax
// GPU:         gpu.launch_func @fused_nn_softmax_kernel::@fused_nn_softmax_kernel blocks in (%{{.*}}, %c1, %c1) threads in (%c256, %c1, %c1)
// GPU:       gpu.func @fused_nn_softmax_kernel
// GPU-SAME:    workgroup({{.*}}memref<1x256xf32, #gpu.address_space<workgroup>>
// GPU-NOT:     memref.alloc(
// GPU:         scf.for %{{.*}} = %thread_id_x to
// GPU:           affine.min
// GPU:           affine.max
// GPU:           arith.maxnumf
// GPU:         gpu.barrier
// GPU:         math.exp
// GPU:         arith.addf
// GPU:         arith.divf
// PTX:       .visible .entry fused_nn_softmax_kernel(
func.func @main(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = relay.nn.softmax %x {axis = -1 : i64} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A row reduction over dynamic rows of a static 128: the block's threads
// share each row (partial results in workgroup memory), as with static
// shapes; the grid covers the rows at run time.
// GPU-LABEL: func.func private @fused_max
// GPU:         gpu.launch_func @fused_max_kernel::@fused_max_kernel blocks in (%{{.*}}, %c1, %c1)
// GPU:       gpu.func @fused_max_kernel
// GPU-SAME:    workgroup(%[[PARTIAL:.*]] : memref<2x128xf32, #gpu.address_space<workgroup>>)
// GPU:         %[[ROWS:.*]] = affine.min
// GPU:         memref.subview %[[PARTIAL]][0, 0] [%[[ROWS]], 128]
// GPU:         arith.maximumf
// GPU:         gpu.barrier
// GPU:         scf.for %{{.*}} = %thread_id_x to %[[ROWS]] step %block_dim_x
// GPU:           arith.maximumf
// PTX:       .visible .entry fused_max_kernel(
func.func @main(%x: tensor<?x128xf32>) -> tensor<?xf32> {
  %0 = relay.max %x {axis = array<i64: 1>} : (tensor<?x128xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Mean over rows of dynamic length: the block's 256 threads share the
// rows, each over a contiguous part of them; the divisor is the run-time
// extent.
// GPU-LABEL: func.func private @fused_mean
// GPU:         gpu.launch_func @fused_mean_kernel::@fused_mean_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
// GPU:       gpu.func @fused_mean_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x256xf32, #gpu.address_space<workgroup>>)
// GPU:         arith.addf
// GPU:         gpu.barrier
// GPU:         arith.divf
// PTX:       .visible .entry fused_mean_kernel(
func.func @main(%x: tensor<4x?xf32>) -> tensor<4xf32> {
  %0 = relay.mean %x {axis = array<i64: 1>} : (tensor<4x?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A convolution over a batch of dynamic size.
// GPU-LABEL: func.func private @fused_nn_conv2d
// GPU:         gpu.launch_func @fused_nn_conv2d_kernel::@fused_nn_conv2d_kernel blocks in (%{{.*}}, %c1, %c1)
// PTX:       .visible .entry fused_nn_conv2d_kernel(
func.func @main(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x4x6x6xf32> {
  %0 = relay.nn.conv2d %x, %w {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x6x6xf32>
  return %0 : tensor<?x4x6x6xf32>
}

// -----

// An MLP layer with a batch of dynamic size: the dense with its bias and
// relu in one kernel (16x16 tiles staged in shared memory, the accumulator
// too), the softmax over rows of 32 in another, shared by the block's
// threads; both grids computed from the batch at run time.
// GPU-LABEL: func.func private @fused_nn_dense_nn_bias_add_nn_relu
// GPU:         %[[BATCH:.*]] = memref.dim %arg0, %c0 : memref<?x64xf32>
// GPU:         %[[ROWS:.*]] = affine.apply #{{.*}}()[%[[BATCH]]]
// GPU:         gpu.launch_func @fused_nn_dense_nn_bias_add_nn_relu_kernel::@fused_nn_dense_nn_bias_add_nn_relu_kernel blocks in (%{{.*}}, %c1, %c1)
// GPU:       gpu.func @fused_nn_dense_nn_bias_add_nn_relu_kernel
// GPU-SAME:    workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>)
// GPU:         arith.mulf
// GPU:         arith.maximumf
// GPU-LABEL: func.func private @fused_nn_softmax
// GPU:         gpu.launch_func @fused_nn_softmax_kernel::@fused_nn_softmax_kernel blocks in (%{{.*}}, %c1, %c1) threads in (%c256, %c1, %c1)
// GPU:       gpu.func @fused_nn_softmax_kernel
// GPU-SAME:    workgroup(
// GPU:         math.exp
// GPU:         arith.divf
// PTX:       .visible .entry fused_nn_dense_nn_bias_add_nn_relu_kernel(
// PTX:       .visible .entry fused_nn_softmax_kernel(
func.func @main(%x: tensor<?x64xf32>, %w: tensor<32x64xf32>, %b: tensor<32xf32>) -> tensor<?x32xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<?x64xf32>, tensor<32x64xf32>) -> tensor<?x32xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<?x32xf32>, tensor<32xf32>) -> tensor<?x32xf32>
  %2 = relay.nn.relu %1 : tensor<?x32xf32>
  %3 = relay.nn.softmax %2 {axis = -1 : i64} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  return %3 : tensor<?x32xf32>
}
