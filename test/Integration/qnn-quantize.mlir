// qnn.quantize and qnn.dequantize run with relay-run and compared bit for
// bit with NumPy restating TVM's QuantizeLower / DequantizeLower
// (Inputs/qnn.py): float32 division, round half away from zero (TVM's round
// on LLVM), the zero point added in float32, clipped to the dtype's range.
// Inputs hit exact ties (odd multiples of 0.25 over scale 0.5).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/qx.npy --compare %t/quantize_u8.npy \
// RUN:   --compare %t/quantize_i8.npy --compare %t/quantize_pc.npy \
// RUN:   --compare %t/quantize_i32.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --entry dequantize --input %t/qi8.npy --input %t/qu8.npy \
// RUN:   --compare %t/dequantize_i8.npy --compare %t/dequantize_u8_pc.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=DEQ
// RUN: relay-run %s --opt-level=0 --input %t/qx.npy --compare %t/quantize_u8.npy \
// RUN:   --compare %t/quantize_i8.npy --compare %t/quantize_pc.npy \
// RUN:   --compare %t/quantize_i32.npy --rtol 0 --atol 0 | FileCheck %s

// CHECK: result 0: {{.*}}all 64 elements within tolerance
// CHECK: result 1: {{.*}}all 64 elements within tolerance
// CHECK: result 2: {{.*}}all 64 elements within tolerance
// CHECK: result 3: {{.*}}all 64 elements within tolerance
// DEQ: result 0: {{.*}}all 64 elements within tolerance
// DEQ: result 1: {{.*}}all 64 elements within tolerance

func.func @main(%x: tensor<8x8xf32>)
    -> (tensor<8x8xui8>, tensor<8x8xi8>, tensor<8x8xi8>, tensor<8x8xi32>) {
  %half = relay.constant dense<0.5> : tensor<f32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %zm3 = relay.constant dense<-3> : tensor<i32>
  %qs = relay.constant dense<[0.5, 0.25, 1.0, 0.3, 0.5, 2.0, 0.125, 0.7]> : tensor<8xf32>
  %qz = relay.constant dense<[0, 1, -2, 3, 5, -5, 7, 0]> : tensor<8xi32>
  %eighth = relay.constant dense<0.125> : tensor<f32>
  %z1000 = relay.constant dense<1000> : tensor<i32>
  %0 = relay.qnn.quantize %x, %half, %z128 {out_dtype = ui8}
      : (tensor<8x8xf32>, tensor<f32>, tensor<i32>) -> tensor<8x8xui8>
  %1 = relay.qnn.quantize %x, %half, %zm3
      : (tensor<8x8xf32>, tensor<f32>, tensor<i32>) -> tensor<8x8xi8>
  %2 = relay.qnn.quantize %x, %qs, %qz {axis = 1 : i64}
      : (tensor<8x8xf32>, tensor<8xf32>, tensor<8xi32>) -> tensor<8x8xi8>
  %3 = relay.qnn.quantize %x, %eighth, %z1000 {out_dtype = i32}
      : (tensor<8x8xf32>, tensor<f32>, tensor<i32>) -> tensor<8x8xi32>
  return %0, %1, %2, %3 : tensor<8x8xui8>, tensor<8x8xi8>, tensor<8x8xi8>, tensor<8x8xi32>
}

func.func @dequantize(%q: tensor<8x8xi8>, %u: tensor<8x8xui8>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %s = relay.constant dense<0.05> : tensor<f32>
  %z = relay.constant dense<-3> : tensor<i32>
  %qs = relay.constant dense<[0.5, 0.25, 1.0, 0.3, 0.5, 2.0, 0.125, 0.7]> : tensor<8xf32>
  %qz = relay.constant dense<[0, 1, 2, 3, 5, 250, 7, 128]> : tensor<8xi32>
  %0 = relay.qnn.dequantize %q, %s, %z
      : (tensor<8x8xi8>, tensor<f32>, tensor<i32>) -> tensor<8x8xf32>
  %1 = relay.qnn.dequantize %u, %qs, %qz {axis = 0 : i64}
      : (tensor<8x8xui8>, tensor<8xf32>, tensor<8xi32>) -> tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}
