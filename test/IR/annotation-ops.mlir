// RUN: relay-opt %s | FileCheck %s
// RUN: relay-opt %s | relay-opt | FileCheck %s
// RUN: relay-opt %s -mlir-print-op-generic | relay-opt | FileCheck %s

// Annotations (TVM's src/relay/op/annotation/annotation.cc) and the
// quantizer's simulated_quantize (src/relay/quantize/quantize.cc).

// BYOC region markers around tensors; the type passes through.
// CHECK-LABEL: func.func @compiler_regions
// CHECK-SAME: (%[[X:.*]]: tensor<1x8xf32>)
// CHECK: %[[B:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "dnnl"} : tensor<1x8xf32>
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[B]] : tensor<1x8xf32>
// CHECK-NEXT: %[[E:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "dnnl"} : tensor<1x8xf32>
// CHECK-NEXT: return %[[E]] : tensor<1x8xf32>
func.func @compiler_regions(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"} : tensor<1x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x8xf32>
  %2 = relay.annotation.compiler_end %1 {compiler = "dnnl"} : tensor<1x8xf32>
  return %2 : tensor<1x8xf32>
}

// Annotations on tuples, integer and dynamic tensors, and a closure; the
// result may be less refined than the operand.
// CHECK-LABEL: func.func @annotated_values
// CHECK: relay.annotation.compiler_begin %{{.*}} {compiler = "ccompiler"} : tuple<tensor<2xf32>, tensor<?x3xi8>>
// CHECK: relay.annotation.compiler_end %{{.*}} {compiler = "ccompiler"} : tuple<tensor<2xf32>, tensor<?x3xi8>> -> tuple<tensor<?xf32>, tensor<?x3xi8>>
// CHECK: relay.annotation.compiler_begin %{{.*}} {compiler = "tensorrt"} : tensor<?x3xi8>
// CHECK: relay.annotation.compiler_end %{{.*}} {compiler = "tensorrt"} : tuple<>
// CHECK: relay.annotation.stop_fusion %{{.*}} : (tensor<2xf32>) -> tensor<2xf32>
func.func @annotated_values(%t: tuple<tensor<2xf32>, tensor<?x3xi8>>, %i: tensor<?x3xi8>, %e: tuple<>, %f: (tensor<2xf32>) -> tensor<2xf32>) -> tuple<tensor<?xf32>, tensor<?x3xi8>> {
  %0 = relay.annotation.compiler_begin %t {compiler = "ccompiler"} : tuple<tensor<2xf32>, tensor<?x3xi8>>
  %1 = relay.annotation.compiler_end %0 {compiler = "ccompiler"} : tuple<tensor<2xf32>, tensor<?x3xi8>> -> tuple<tensor<?xf32>, tensor<?x3xi8>>
  %2 = relay.annotation.compiler_begin %i {compiler = "tensorrt"} : tensor<?x3xi8>
  %3 = relay.annotation.compiler_end %e {compiler = "tensorrt"} : tuple<>
  %4 = relay.annotation.stop_fusion %f : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tuple<tensor<?xf32>, tensor<?x3xi8>>
}

// The quantizer's cast_hint: the type passes through, `dtype` is the
// integer type realize casts to.
// CHECK-LABEL: func.func @cast_hint
// CHECK-NEXT: %[[H:.*]] = relay.annotation.cast_hint %{{.*}} {dtype = i8} : tensor<1x4xf32>
// CHECK-NEXT: relay.annotation.cast_hint %[[H]] {dtype = ui8} : tensor<1x4xf32>
func.func @cast_hint(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = relay.annotation.cast_hint %x {dtype = i8} : tensor<1x4xf32>
  %1 = relay.annotation.cast_hint %0 {dtype = ui8} : tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}

// stop_fusion between two element-wise ops, on a scalar, and with a less
// refined result.
// CHECK-LABEL: func.func @stop_fusion
// CHECK: %[[E:.*]] = relay.exp %{{.*}} : tensor<4x4xf32>
// CHECK-NEXT: %[[S:.*]] = relay.annotation.stop_fusion %[[E]] : tensor<4x4xf32>
// CHECK-NEXT: %[[L:.*]] = relay.log %[[S]] : tensor<4x4xf32>
// CHECK-NEXT: relay.annotation.stop_fusion %{{.*}} : tensor<i1>
// CHECK-NEXT: relay.annotation.stop_fusion %[[L]] : tensor<4x4xf32> -> tensor<?x4xf32>
func.func @stop_fusion(%x: tensor<4x4xf32>, %b: tensor<i1>) -> tensor<?x4xf32> {
  %0 = relay.exp %x : tensor<4x4xf32>
  %1 = relay.annotation.stop_fusion %0 : tensor<4x4xf32>
  %2 = relay.log %1 : tensor<4x4xf32>
  %3 = relay.annotation.stop_fusion %b : tensor<i1>
  %4 = relay.annotation.stop_fusion %2 : tensor<4x4xf32> -> tensor<?x4xf32>
  return %4 : tensor<?x4xf32>
}

// simulated_quantize: kind is required; sign (true) and rounding ("round")
// are elided at their defaults.
// CHECK-LABEL: func.func @simulated_quantize
// CHECK-SAME: (%[[X:.*]]: tensor<1x16xf32>, %[[S:.*]]: tensor<f32>, %[[LO:.*]]: tensor<f32>, %[[HI:.*]]: tensor<f32>)
// CHECK: relay.op.annotation.simulated_quantize %[[X]], %[[S]], %[[LO]], %[[HI]] {kind = 1 : i64} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
// CHECK: relay.op.annotation.simulated_quantize %[[X]], %[[S]], %[[LO]], %[[HI]] {kind = 2 : i64, rounding = #relay.quantize_rounding<floor>, sign = false} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
// CHECK: relay.op.annotation.simulated_quantize %[[X]], %[[S]], %[[LO]], %[[HI]] {kind = 3 : i64, rounding = #relay.quantize_rounding<ceil>} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
// CHECK: relay.op.annotation.simulated_quantize %[[X]], %[[S]], %[[LO]], %[[HI]] {kind = 0 : i64} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
func.func @simulated_quantize(%x: tensor<1x16xf32>, %s: tensor<f32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<1x16xf32> {
  %0 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 1 : i64} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
  %1 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 2 : i64, sign = false, rounding = #relay.quantize_rounding<floor>} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
  %2 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 3 : i64, sign = true, rounding = #relay.quantize_rounding<ceil>} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
  %3 = relay.op.annotation.simulated_quantize %x, %s, %lo, %hi {kind = 0 : i64, rounding = #relay.quantize_rounding<round>} : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x16xf32>
  return %0 : tensor<1x16xf32>
}

// Other float data types and dynamic shapes; the result may be less refined.
// CHECK-LABEL: func.func @simulated_quantize_types
// CHECK: relay.op.annotation.simulated_quantize {{.*}} {kind = 2 : i64} : (tensor<8x?xf16>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x?xf16>
// CHECK: relay.op.annotation.simulated_quantize {{.*}} {kind = 3 : i64} : (tensor<3xf64>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf64>
func.func @simulated_quantize_types(%h: tensor<8x?xf16>, %d: tensor<3xf64>, %s: tensor<f32>) -> (tensor<8x?xf16>, tensor<?xf64>) {
  %0 = relay.op.annotation.simulated_quantize %h, %s, %s, %s {kind = 2 : i64} : (tensor<8x?xf16>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8x?xf16>
  %1 = relay.op.annotation.simulated_quantize %d, %s, %s, %s {kind = 3 : i64} : (tensor<3xf64>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf64>
  return %0, %1 : tensor<8x?xf16>, tensor<?xf64>
}
