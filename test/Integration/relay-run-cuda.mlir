// relay-run --device=cuda loads the CUDA driver at run time; on a machine
// without one it says so and stops, before compiling anything.
// REQUIRES: !cuda-driver
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../../examples/make_npy.py %t/x.npy "[[1, 2], [3, 4]]"
// RUN: not relay-run %s --device=cuda --input %t/x.npy 2>&1 | FileCheck %s
// CHECK: relay-run: --device=cuda: cannot load libcuda.so.1 (libcuda.so.1: {{.*}})

// The host code of relay-to-gpu translates to LLVM IR that calls the mgpu*
// runtime (lib/Runtime/CudaRuntime.cpp), the kernel's PTX embedded.
// RUN: relay-opt %s --relay-to-gpu="format=isa" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// IR: @fused_exp_kernel_binary = internal constant {{.*}}.entry fused_exp_kernel
// IR: define {{.*}} @fused_exp(
// IR: call ptr @mgpuMemAlloc(
// IR: call ptr @mgpuModuleGetFunction(
// IR: call void @mgpuLaunchKernel(
// IR: call void @mgpuStreamSynchronize(
// IR: define {{.*}} @main(
// IR: define void @_mlir_ciface_main(
// IR: call ptr @mgpuModuleLoadJIT(ptr @fused_exp_kernel_binary
func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = relay.exp %x : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
