// Where no CUDA toolkit (and so no libdevice) is found, or with math=approx,
// relay-to-gpu computes math without an NVVM instruction with upstream's f32
// polynomial approximations (-relay-gpu-approximate-math), and the
// approximations' fma, floor, fabs, max as intrinsics
// (-relay-gpu-libdevice-to-intrinsics): the PTX is self-contained, with no
// call at all. scripts/gpu-check.sh runs it on a GPU against the CPU.
// RUN: relay-opt %s --relay-to-gpu="math=approx format=isa" \
// RUN:   --mlir-disable-threading --mlir-print-ir-after=relay-gpu-libdevice-to-intrinsics 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=NVVM
// RUN: relay-opt %s --relay-to-gpu="math=approx format=isa" | grep gpu.binary \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: not relay-opt %s --relay-to-gpu="math=fast" 2>&1 | FileCheck %s --check-prefix=BAD

// NVVM-LABEL: gpu.module @fused_tanh_erf_exp_kernel
// NVVM-NOT:     __nv_
// NVVM:         llvm.intr.fma
// NVVM-NOT:     __nv_
// NVVM:         llvm.return
// PTX:       gpu.binary @fused_tanh_erf_exp_kernel
// PTX-NOT:     {{__nv_|call}}
// PTX-SAME:    .entry fused_tanh_erf_exp_kernel(
// PTX-SAME:    fma.rn.f32
// PTX-NOT:     {{__nv_|call}}
// BAD: for the --math option: Cannot find option named 'fast'
func.func @main(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %0 = relay.tanh %x : tensor<4x256xf32>
  %1 = relay.erf %0 : tensor<4x256xf32>
  %2 = relay.exp %1 : tensor<4x256xf32>
  return %2 : tensor<4x256xf32>
}
