// The PTX of every op family of relay-to-gpu.mlir and of the example models
// assembles with a CUDA toolkit's ptxas for sm_80 and sm_90: format=bin has
// gpu-module-to-binary run ptxas and embed the cubin (it fails if ptxas
// rejects the PTX).
// REQUIRES: ptxas
// RUN: relay-opt %S/relay-to-gpu.mlir --split-input-file --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s
// RUN: relay-opt %S/relay-to-gpu.mlir --split-input-file --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s
// RUN: relay-opt %S/relay-to-gpu-shared.mlir --split-input-file --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=SHARED
// RUN: relay-opt %S/relay-to-gpu-shared.mlir --split-input-file --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=SHARED
// RUN: relay-opt %S/relay-to-gpu-dynamic.mlir --split-input-file --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=DYNAMIC
// RUN: relay-opt %S/relay-to-gpu-dynamic.mlir --split-input-file --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=DYNAMIC
// RUN: relay-opt %S/relay-to-gpu-scalar.mlir --split-input-file --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=SCALAR
// RUN: relay-opt %S/relay-to-gpu-scalar.mlir --split-input-file --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=SCALAR
// RUN: relay-opt %S/../../examples/mlp.mlir --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=MLP
// RUN: relay-opt %S/../../examples/mlp.mlir --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=MLP
// RUN: relay-opt %S/../../examples/resnet_block.mlir --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=RESNET
// RUN: relay-opt %S/../../examples/resnet_block.mlir --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=RESNET
// RUN: relay-opt %S/../../examples/small_cnn.mlir --relay-to-gpu="chip=sm_80 format=bin" | FileCheck %s --check-prefix=CNN
// RUN: relay-opt %S/../../examples/small_cnn.mlir --relay-to-gpu="chip=sm_90 format=bin" | FileCheck %s --check-prefix=CNN

// CHECK: gpu.binary @fused_exp_add_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_bias_add_nn_relu_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_sum_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_mean_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_softmax_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_dense_nn_bias_add_nn_relu_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_conv2d_nn_bias_add_nn_relu_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_max_pool2d_kernel {{.*}}bin = "
// CHECK: gpu.binary @fused_nn_avg_pool2d_kernel {{.*}}bin = "

// SHARED-COUNT-7: gpu.binary {{.*}}bin = "

// DYNAMIC-COUNT-8: gpu.binary {{.*}}bin = "

// SCALAR-COUNT-6: gpu.binary {{.*}}bin = "

// MLP-COUNT-3: gpu.binary {{.*}}bin = "
// RESNET-COUNT-4: gpu.binary {{.*}}bin = "
// CNN-COUNT-6: gpu.binary {{.*}}bin = "
