// RUN: relay-opt %s --pass-pipeline='builtin.module(gpu.module(relay-gpu-approximate-math))' | FileCheck %s

// f32 exp, tanh and erf become arithmetic (fma chains of upstream's
// polynomial approximations); f64 math has no approximation and stays for
// libdevice.
// CHECK-LABEL: gpu.func @f32_math
// CHECK-NOT:     math.exp
// CHECK-NOT:     math.tanh
// CHECK-NOT:     math.erf
// CHECK:         math.fma
// CHECK-NOT:     math.exp
// CHECK-NOT:     math.tanh
// CHECK-NOT:     math.erf
// CHECK:         gpu.return
// CHECK-LABEL: gpu.func @f64_math
// CHECK:         math.exp %{{.*}} : f64
gpu.module @kernels {
  gpu.func @f32_math(%a: f32, %out: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %0 = math.exp %a : f32
    %1 = math.tanh %0 : f32
    %2 = math.erf %1 : f32
    memref.store %2, %out[%c0] : memref<4xf32>
    gpu.return
  }
  gpu.func @f64_math(%b: f64, %out: memref<4xf64>) kernel {
    %c0 = arith.constant 0 : index
    %0 = math.exp %b : f64
    memref.store %0, %out[%c0] : memref<4xf64>
    gpu.return
  }
}
