// RUN: relay-opt %s --pass-pipeline='builtin.module(gpu.module(relay-gpu-libdevice-to-intrinsics))' | FileCheck %s

// The libdevice functions that are one PTX instruction become intrinsics,
// their declarations erased; __nv_expf (a real libdevice routine) stays.
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT:     llvm.func @__nv_fmaf
// CHECK-NOT:     llvm.func @__nv_floorf
// CHECK-NOT:     llvm.func @__nv_fmax(
// CHECK:         llvm.func @__nv_expf(f32) -> f32
// CHECK-LABEL:   llvm.func @k(
// CHECK:           %[[FMA:.*]] = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK:           %[[FLOOR:.*]] = llvm.intr.floor(%[[FMA]]) : (f32) -> f32
// CHECK:           %[[EXP:.*]] = llvm.call @__nv_expf(%[[FLOOR]]) : (f32) -> f32
// CHECK:           %[[MAX:.*]] = llvm.intr.maxnum(%arg1, %arg1) : (f64, f64) -> f64
// CHECK:           llvm.insertvalue %[[EXP]]
// CHECK:           llvm.insertvalue %[[MAX]]
gpu.module @kernels {
  llvm.func @__nv_fmaf(f32, f32, f32) -> f32
  llvm.func @__nv_floorf(f32) -> f32
  llvm.func @__nv_fmax(f64, f64) -> f64
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @k(%a: f32, %b: f64) -> !llvm.struct<(f32, f64)> {
    %0 = llvm.call @__nv_fmaf(%a, %a, %a) : (f32, f32, f32) -> f32
    %1 = llvm.call @__nv_floorf(%0) : (f32) -> f32
    %2 = llvm.call @__nv_expf(%1) : (f32) -> f32
    %3 = llvm.call @__nv_fmax(%b, %b) : (f64, f64) -> f64
    %4 = llvm.mlir.undef : !llvm.struct<(f32, f64)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(f32, f64)>
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(f32, f64)>
    llvm.return %6 : !llvm.struct<(f32, f64)>
  }
}
