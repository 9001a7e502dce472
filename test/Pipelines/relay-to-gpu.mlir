// relay-to-gpu: one kernel (gpu.func in its own gpu.module) per primitive
// function of -relay-fuse-ops, launched from host code in the llvm dialect,
// with the PTX of every kernel embedded by gpu-module-to-binary.
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=GPU
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-print-ir-after=relay-gpu-host-buffers 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=HOST
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa chip=sm_90" \
// RUN:   | FileCheck %s --check-prefix=SM90

// Element-wise: one thread per element, 256 per block, consecutive threads
// on consecutive elements.
// GPU-LABEL: func.func private @fused_exp_add
// GPU:         gpu.launch_func @fused_exp_add_kernel::@fused_exp_add_kernel
// GPU-SAME:      blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in
// GPU:       gpu.module @fused_exp_add_kernel
// GPU:         gpu.func @fused_exp_add_kernel({{.*}}) kernel
// GPU:           gpu.block_id x
// GPU:           gpu.thread_id x
// GPU:           scf.for
// GPU:             math.exp
// GPU:             arith.addf
// GPU-NOT:     gpu.func
// GPU-LABEL: func.func @main
// GPU:         call @fused_exp_add
// The result lives in managed memory, which the host reads; it is returned,
// so not freed.
// HOST-LABEL: func.func private @fused_exp_add
// HOST:         %[[OUT:.*]] = gpu.alloc host_shared () : memref<4x1024xf32>
// HOST:         gpu.launch_func
// HOST-NOT:     gpu.dealloc
// HOST:         return %[[OUT]]
// PTX:       gpu.binary @fused_exp_add_kernel
// PTX-SAME:    chip = "sm_80", features = "+ptx80"
// PTX-SAME:    .target sm_80
// PTX-SAME:    .visible .entry fused_exp_add_kernel(
// PTX:       llvm.func @main
// SM90:      chip = "sm_90"
// SM90-SAME:  .target sm_90
// SM90-SAME:  .entry fused_exp_add_kernel(
func.func @main(%x: tensor<4x1024xf32>, %y: tensor<4x1024xf32>) -> tensor<4x1024xf32> {
  %0 = relay.exp %x : tensor<4x1024xf32>
  %1 = relay.add %0, %y : (tensor<4x1024xf32>, tensor<4x1024xf32>) -> tensor<4x1024xf32>
  return %1 : tensor<4x1024xf32>
}

// -----

// Broadcast: the bias is read along the channel of each element.
// GPU-LABEL: func.func private @fused_nn_bias_add_nn_relu
// GPU:         gpu.launch_func @fused_nn_bias_add_nn_relu_kernel::@fused_nn_bias_add_nn_relu_kernel
// GPU:       gpu.func @fused_nn_bias_add_nn_relu_kernel
// GPU:         arith.addf
// GPU:         arith.maximumf
// PTX:       .entry fused_nn_bias_add_nn_relu_kernel(
func.func @main(%x: tensor<2x16x8x8xf32>, %b: tensor<16xf32>) -> tensor<2x16x8x8xf32> {
  %0 = relay.nn.bias_add %x, %b : (tensor<2x16x8x8xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<2x16x8x8xf32>
  return %1 : tensor<2x16x8x8xf32>
}

// -----

// Reductions: one thread per output element, the reduction in a loop.
// GPU-LABEL: func.func private @fused_sum
// GPU:         gpu.launch_func @fused_sum_kernel::@fused_sum_kernel
// GPU:       gpu.func @fused_sum_kernel
// GPU:         scf.for
// GPU:           scf.for
// GPU:             arith.addf
// GPU-LABEL: func.func private @fused_mean
// GPU:         gpu.launch_func @fused_mean_kernel::@fused_mean_kernel
// GPU:       gpu.func @fused_mean_kernel
// GPU:         arith.divf
// PTX-DAG:   .entry fused_sum_kernel(
// PTX-DAG:   .entry fused_mean_kernel(
func.func @main(%x: tensor<8x64xf32>) -> (tensor<8xf32>, tensor<64xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<8x64xf32>) -> tensor<8xf32>
  %1 = relay.mean %x {axis = array<i64: 0>} : (tensor<8x64xf32>) -> tensor<64xf32>
  return %0, %1 : tensor<8xf32>, tensor<64xf32>
}

// -----

// Softmax: one kernel, the row's maximum and sum computed by the thread of
// each element.
// GPU-LABEL: func.func private @fused_nn_softmax
// GPU-COUNT-1: gpu.launch_func
// GPU:       gpu.func @fused_nn_softmax_kernel
// GPU:         arith.maxnumf
// GPU:         math.exp
// GPU:         arith.divf
// PTX:       .entry fused_nn_softmax_kernel(
func.func @main(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %0 = relay.nn.softmax %x : (tensor<4x10xf32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// -----

// Dense with its bias and activation: one kernel, a dot product per thread.
// GPU-LABEL: func.func private @fused_nn_dense_nn_bias_add_nn_relu
// GPU-COUNT-1: gpu.launch_func
// GPU:       gpu.func @fused_nn_dense_nn_bias_add_nn_relu_kernel
// GPU:         scf.for
// GPU:           arith.mulf
// GPU:           arith.addf
// GPU:         arith.maximumf
// PTX:       .entry fused_nn_dense_nn_bias_add_nn_relu_kernel(
func.func @main(%x: tensor<4x64xf32>, %w: tensor<32x64xf32>, %b: tensor<32xf32>) -> tensor<4x32xf32> {
  %0 = relay.nn.dense %x, %w {units = 32 : i64} : (tensor<4x64xf32>, tensor<32x64xf32>) -> tensor<4x32xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
  %2 = relay.nn.relu %1 : tensor<4x32xf32>
  return %2 : tensor<4x32xf32>
}

// -----

// conv2d with padding, bias and relu: one kernel; the padding is read
// through a bounds check (no padded copy of the input).
// GPU-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu
// GPU-COUNT-1: gpu.launch_func
// GPU:       gpu.func @fused_nn_conv2d_nn_bias_add_nn_relu_kernel
// GPU:         arith.cmpi ult
// GPU:         arith.select
// GPU:         arith.mulf
// GPU:         arith.maximumf
// PTX:       .entry fused_nn_conv2d_nn_bias_add_nn_relu_kernel(
func.func @main(%x: tensor<1x3x16x16xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x16x16xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 8, kernel_size = array<i64: 3, 3>}
      : (tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x16x16xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x8x16x16xf32>, tensor<8xf32>) -> tensor<1x8x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x8x16x16xf32>
  return %2 : tensor<1x8x16x16xf32>
}

// -----

// Pooling: a window per thread.
// GPU-LABEL: func.func private @fused_nn_max_pool2d
// GPU:         gpu.launch_func @fused_nn_max_pool2d_kernel::@fused_nn_max_pool2d_kernel
// GPU:       gpu.func @fused_nn_max_pool2d_kernel
// GPU:         arith.maximumf
// GPU-LABEL: func.func private @fused_nn_avg_pool2d
// GPU:         gpu.launch_func @fused_nn_avg_pool2d_kernel::@fused_nn_avg_pool2d_kernel
// GPU:       gpu.func @fused_nn_avg_pool2d_kernel
// GPU:         arith.addf
// PTX-DAG:   .entry fused_nn_max_pool2d_kernel(
// PTX-DAG:   .entry fused_nn_avg_pool2d_kernel(
func.func @main(%x: tensor<1x8x16x16xf32>) -> (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<1x8x16x16xf32>) -> tensor<1x8x8x8xf32>
  %1 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<1x8x16x16xf32>) -> tensor<1x8x8x8xf32>
  return %0, %1 : tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>
}

// -----

// A constant weight: copied from its global into managed memory where the
// host reads it, and freed before the function returns: the primitive
// function it is passed to returns a buffer of its own, not a view of an
// argument.
// HOST-LABEL: func.func @main
// HOST:         %[[G:.*]] = memref.get_global
// HOST:         %[[C:.*]] = gpu.alloc host_shared
// HOST:         memref.copy %[[G]], %[[C]]
// HOST:         %[[R:.*]] = call @fused_add(%arg0, %[[C]])
// HOST:         gpu.dealloc async {{.*}} %[[C]]
// HOST:         return %[[R]]
// PTX:       .entry fused_add_kernel(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = relay.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = relay.add %x, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
