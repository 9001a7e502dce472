// The host side of relay-run --device=cuda (lib/Runtime/CudaRuntime.cpp and
// the host code of relay-to-gpu) on the stand-in CUDA driver of
// test/lib/FakeCuda, which runs no kernel but refuses every call a driver
// would (no current context, an unloaded module, a kernel the PTX or cubin
// does not define, a bad launch, a free of unknown memory) and reports at
// exit. Every example model and every case of the relay-to-gpu tests, run
// three times (--benchmark 3): each gpu.module is loaded once before its
// kernels are looked up and unloaded at exit, every buffer is freed (none
// leaks per run: the primitive functions' results are freed by their
// caller), and no call is refused. scripts/gpu-check.sh runs the same cases
// on a real GPU and checks the results.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/fake_cuda_cases.py relay-run %fake_cuda_dir %t \
// RUN:   --benchmark 3 %S/../../examples/mlp.mlir \
// RUN:   %S/../../examples/resnet_block.mlir:resnet_block \
// RUN:   %S/../../examples/small_cnn.mlir %S/../Pipelines/relay-to-gpu.mlir \
// RUN:   %S/../Pipelines/relay-to-gpu-shared.mlir \
// RUN:   %S/../Pipelines/relay-to-gpu-math.mlir \
// RUN:   %S/../Pipelines/relay-to-gpu-dynamic.mlir \
// RUN:   %S/../Pipelines/relay-to-gpu-scalar.mlir %S/control-flow.mlir:closure \
// RUN:   %S/control-flow.mlir:branch %S/Inputs/fake_cuda_if.mlir | FileCheck %s

// One module per primitive function; a buffer per run is as many as one.
// CHECK: mlp: 3 modules loaded, 3 unloaded; 9 launches; 8 allocations, 8 freed, 0 live; 0 calls refused
// CHECK: resnet_block@resnet_block: 4 modules loaded, 4 unloaded; 12 launches; 15 allocations, 15 freed, 0 live; 0 calls refused
// CHECK: small_cnn: 6 modules loaded, 6 unloaded; 18 launches; 13 allocations, 13 freed, 0 live; 0 calls refused
// CHECK-COUNT-8: relay-to-gpu-0{{[0-9]}}: [[N:[0-9]+]] modules loaded, [[N]] unloaded; {{[0-9]+}} launches; [[A:[0-9]+]] allocations, [[A]] freed, 0 live; 0 calls refused
// CHECK-COUNT-5: relay-to-gpu-shared-0{{[0-9]}}: [[N:[0-9]+]] modules loaded, [[N]] unloaded; {{[0-9]+}} launches; [[A:[0-9]+]] allocations, [[A]] freed, 0 live; 0 calls refused
// CHECK-COUNT-2: relay-to-gpu-math-0{{[0-9]}}: [[N:[0-9]+]] modules loaded, [[N]] unloaded; {{[0-9]+}} launches; [[A:[0-9]+]] allocations, [[A]] freed, 0 live; 0 calls refused
// CHECK-COUNT-7: relay-to-gpu-dynamic-0{{[0-9]}}: [[N:[0-9]+]] modules loaded, [[N]] unloaded; {{[0-9]+}} launches; [[A:[0-9]+]] allocations, [[A]] freed, 0 live; 0 calls refused
// CHECK-COUNT-6: relay-to-gpu-scalar-0{{[0-9]}}: [[N:[0-9]+]] modules loaded, [[N]] unloaded; {{[0-9]+}} launches; [[A:[0-9]+]] allocations, [[A]] freed, 0 live; 0 calls refused
// A lifted closure hands its primitive functions' results to its caller;
// a relay.if whose branches make their own buffers hands them to the
// enclosing block.
// CHECK: control-flow@closure: 11 modules loaded, 11 unloaded; 12 launches; 6 allocations, 6 freed, 0 live; 0 calls refused
// CHECK: control-flow@branch: 11 modules loaded, 11 unloaded; 6 launches; 5 allocations, 5 freed, 0 live; 0 calls refused
// CHECK: fake_cuda_if: 3 modules loaded, 3 unloaded; 6 launches; 4 allocations, 4 freed, 0 live; 0 calls refused
// CHECK-NOT: FAILED

// A driver call that fails is a clear error: the kernels' load (cubin or
// PTX), an allocation, a launch.
// RUN: %python %S/../../examples/make_npy.py %t/x.npy "[[1, 2], [3, 4]]"
// RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=cuModuleLoadData,cuModuleLoadDataEx \
// RUN:   not relay-run %s --device=cuda --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: relay-run: --device=cuda: loading the kernels failed: driver.cuModuleLoadData{{(Ex)?}}({{.*}}) failed with CUDA_ERROR_OUT_OF_MEMORY
// RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=cuMemAllocManaged \
// RUN:   not relay-run %s --device=cuda --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=ALLOC
// ALLOC: relay-run: --device=cuda: cannot allocate 16 bytes of managed memory
// RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=cuLaunchKernel \
// RUN:   not relay-run %s --device=cuda --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: relay-run: running @main on the GPU failed: driver.cuLaunchKernel({{.*}}) failed with CUDA_ERROR_OUT_OF_MEMORY
// More managed memory than the device has is refused before the driver is
// asked (too much of it can hang a GPU), and no kernel runs after: a result
// of 64 MiB on a device of 32 MiB.
// RUN: %python %S/../../examples/make_npy.py %t/one.npy "[1]"
// RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_MEMORY=33554432 \
// RUN:   not relay-run %S/Inputs/fake_cuda_broadcast.mlir --device=cuda --input %t/one.npy 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FULL
// FULL: relay-run: running @main on the GPU failed: cannot allocate 67108864 bytes of managed memory: the GPU has 33554428 of 33554432 bytes free, and 4 are allocated
// FULL: fake-cuda: 1 modules loaded, 1 unloaded; 0 launches; 1 allocations, 0 freed, 1 live; 0 calls refused
// A recursion whose condition no kernel computes (the stand-in runs none)
// never ends: its host code overflows the stack, which the fault handler
// reports before the process ends (the last resort: these allocations are
// managed memory, not the JIT's malloc that stops a recursion earlier).
// RUN: %python -c "import numpy as np; np.save('%t/n.npy', np.array(3, np.int32)); np.save('%t/x5.npy', np.ones(5, np.float32))"
// RUN: env LD_LIBRARY_PATH=%fake_cuda_dir not relay-run %S/control-flow.mlir --device=cuda \
// RUN:   --entry power --input %t/x5.npy --input %t/n.npy 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: relay-run: running @power failed: stack overflow: the call recursed deeper than its {{[0-9]+}} MiB stack allows
// DEEP-NOT: Stack dump
func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = relay.exp %x : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
