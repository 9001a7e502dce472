// Math that NVVM has no instruction for (tanh, erf, exp, log, ...) becomes
// calls of CUDA's libdevice (__nv_tanhf, ...), which gpu-module-to-binary
// links from the toolkit (nvvm/libdevice/libdevice.10.bc) before it emits
// PTX, whose kernels neither define nor call any __nv_ function, and
// ptxas assembles it for sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   --mlir-disable-threading --mlir-print-ir-after=convert-gpu-to-nvvm 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=NVVM
// RUN: relay-opt %s --split-input-file --relay-to-gpu="format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: relay-opt %s --split-input-file --relay-to-gpu="chip=sm_80 format=bin" \
// RUN:   | FileCheck %s --check-prefix=BIN
// RUN: relay-opt %s --split-input-file --relay-to-gpu="chip=sm_90 format=bin" \
// RUN:   | FileCheck %s --check-prefix=BIN

// NVVM-LABEL: gpu.module @fused_tanh_erf_exp_kernel
// NVVM-DAG:     llvm.call @__nv_tanhf
// NVVM-DAG:     llvm.call @__nv_erff
// NVVM-DAG:     llvm.call @__nv_expf
// PTX-LABEL: gpu.binary @fused_tanh_erf_exp_kernel
// PTX-NOT:     __nv_
// PTX-SAME:    .entry fused_tanh_erf_exp_kernel(
// PTX-NOT:     __nv_
// BIN: gpu.binary @fused_tanh_erf_exp_kernel {{.*}}bin = "
func.func @main(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %0 = relay.tanh %x : tensor<4x256xf32>
  %1 = relay.erf %0 : tensor<4x256xf32>
  %2 = relay.exp %1 : tensor<4x256xf32>
  return %2 : tensor<4x256xf32>
}

// -----

// Sigmoid and a GELU written as Relay imports it from frameworks:
// x * 0.5 * (1 + erf(x / sqrt(2))).
// NVVM-LABEL: gpu.module @fused_sigmoid_multiply
// NVVM:         llvm.call @__nv_expf
// NVVM-LABEL: gpu.module @fused_multiply_multiply_erf_add_multiply
// NVVM:         llvm.call @__nv_erff
// PTX-NOT:   __nv_
// PTX:       .entry fused_sigmoid_multiply_kernel(
// PTX-NOT:   __nv_
// PTX:       .entry fused_multiply_multiply_erf_add_multiply_kernel(
// PTX-NOT:   __nv_
// BIN: gpu.binary @fused_sigmoid_multiply_kernel {{.*}}bin = "
// BIN: gpu.binary @fused_multiply_multiply_erf_add_multiply_kernel {{.*}}bin = "
func.func @main(%x: tensor<8x128xf32>, %y: tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>) {
  %s = relay.sigmoid %x : tensor<8x128xf32>
  %silu = relay.multiply %x, %s : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  %c = relay.constant dense<0.707106769> : tensor<f32>
  %half = relay.constant dense<0.5> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.multiply %y, %c : (tensor<8x128xf32>, tensor<f32>) -> tensor<8x128xf32>
  %1 = relay.erf %0 : tensor<8x128xf32>
  %2 = relay.add %1, %one : (tensor<8x128xf32>, tensor<f32>) -> tensor<8x128xf32>
  %3 = relay.multiply %y, %half : (tensor<8x128xf32>, tensor<f32>) -> tensor<8x128xf32>
  %4 = relay.multiply %3, %2 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  return %silu, %4 : tensor<8x128xf32>, tensor<8x128xf32>
}
