// qnn.dense and qnn.conv2d run with relay-run and compared bit for bit with
// the direct integer definition sum((data - zp_data) * (weight - zp_weight))
// in NumPy (Inputs/qnn.py): TVM's four-term decomposition of dense and the
// zero-point lowering of conv2d must give exactly that sum. The relay-to-llvm
// pipeline first legalizes (uint8 x int8 on a VNNI host, int16 elsewhere);
// -relay-qnn-legalize="fast-int8=..." runs both rules explicitly.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/dx.npy --input %t/dw.npy --input %t/dxi.npy \
// RUN:   --compare %t/dense_zp.npy --compare %t/dense_nozp.npy \
// RUN:   --compare %t/dense_izp.npy --compare %t/dense_i8.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-opt %s -relay-qnn-legalize="fast-int8=true" -o %t/fast.mlir
// RUN: relay-run %t/fast.mlir --input %t/dx.npy --input %t/dw.npy --input %t/dxi.npy \
// RUN:   --compare %t/dense_zp.npy --compare %t/dense_nozp.npy \
// RUN:   --compare %t/dense_izp.npy --compare %t/dense_i8.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-opt %s -relay-qnn-legalize="fast-int8=false" -o %t/slow.mlir
// RUN: relay-run %t/slow.mlir --input %t/dx.npy --input %t/dw.npy --input %t/dxi.npy \
// RUN:   --compare %t/dense_zp.npy --compare %t/dense_nozp.npy \
// RUN:   --compare %t/dense_izp.npy --compare %t/dense_i8.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-opt %s -relay-qnn-canonicalize -o %t/canon.mlir
// RUN: relay-run %t/canon.mlir --input %t/dx.npy --input %t/dw.npy --input %t/dxi.npy \
// RUN:   --compare %t/dense_zp.npy --compare %t/dense_nozp.npy \
// RUN:   --compare %t/dense_izp.npy --compare %t/dense_i8.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --entry conv --input %t/img.npy --input %t/wk.npy \
// RUN:   --compare %t/conv_zp.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/fast.mlir --entry conv --input %t/img.npy --input %t/wk.npy \
// RUN:   --compare %t/conv_zp.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/slow.mlir --entry conv --input %t/img.npy --input %t/wk.npy \
// RUN:   --compare %t/conv_zp.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONV

// RUN: relay-run %s --entry bmm --input %t/bx.npy --input %t/by.npy --input %t/byt.npy \
// RUN:   --compare %t/bmm_zp.npy --compare %t/bmm_nt.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=BMM
// RUN: relay-run %s --entry convt --input %t/tx.npy --input %t/tw.npy \
// RUN:   --compare %t/convt.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONVT

// CHECK-COUNT-4: all 18 elements within tolerance
// CONV: all 64 elements within tolerance
// BMM-COUNT-2: all 30 elements within tolerance
// CONVT: all 324 elements within tolerance

func.func @main(%x: tensor<3x16xui8>, %w: tensor<6x16xi8>, %xi: tensor<3x16xi8>)
    -> (tensor<3x6xi32>, tensor<3x6xi32>, tensor<3x6xi32>, tensor<3x6xi32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %ks = relay.constant dense<[0.1, 0.2, 0.3, 0.4, 0.5, 0.6]> : tensor<6xf32>
  %z7 = relay.constant dense<7> : tensor<i32>
  %zm2 = relay.constant dense<-2> : tensor<i32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %zm5 = relay.constant dense<-5> : tensor<i32>
  %z4 = relay.constant dense<4> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %z7, %zm2, %s, %ks
      : (tensor<3x16xui8>, tensor<6x16xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<6xf32>) -> tensor<3x6xi32>
  %1 = relay.qnn.dense %x, %w, %z0, %z0, %s, %s
      : (tensor<3x16xui8>, tensor<6x16xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<3x6xi32>
  %2 = relay.qnn.dense %x, %w, %z7, %z0, %s, %s
      : (tensor<3x16xui8>, tensor<6x16xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<3x6xi32>
  %3 = relay.qnn.dense %xi, %w, %zm5, %z4, %s, %s {units = 6 : i64}
      : (tensor<3x16xi8>, tensor<6x16xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<3x6xi32>
  return %0, %1, %2, %3 : tensor<3x6xi32>, tensor<3x6xi32>, tensor<3x6xi32>, tensor<3x6xi32>
}

// A uint8 kernel with a per-channel kernel zero point, strided and padded:
// the padding stands for the data's zero point.
func.func @conv(%img: tensor<1x3x8x8xui8>, %w: tensor<4x3x3x3xui8>) -> tensor<1x4x4x4xi32> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %kz = relay.constant dense<[128, 120, 3, 255]> : tensor<4xi32>
  %ks = relay.constant dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %0 = relay.qnn.conv2d %img, %w, %z128, %kz, %s, %ks
      {channels = 4 : i64, kernel_size = array<i64: 3, 3>,
       strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x3x8x8xui8>, tensor<4x3x3x3xui8>, tensor<i32>, tensor<4xi32>,
         tensor<f32>, tensor<4xf32>) -> tensor<1x4x4x4xi32>
  return %0 : tensor<1x4x4x4xi32>
}

// qnn.batch_matmul with TVM's default layout (y transposed: the four
// terms) and with y not transposed (zero points subtracted first).
func.func @bmm(%x: tensor<2x3x8xi8>, %y: tensor<2x5x8xui8>, %yt: tensor<2x8x5xui8>)
    -> (tensor<2x3x5xi32>, tensor<2x3x5xi32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %z130 = relay.constant dense<130> : tensor<i32>
  %0 = relay.qnn.batch_matmul %x, %y, %z3, %z130, %s, %s
      : (tensor<2x3x8xi8>, tensor<2x5x8xui8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<2x3x5xi32>
  %1 = relay.qnn.batch_matmul %x, %yt, %z3, %z130, %s, %s {transpose_b = false}
      : (tensor<2x3x8xi8>, tensor<2x8x5xui8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<2x3x5xi32>
  return %0, %1 : tensor<2x3x5xi32>, tensor<2x3x5xi32>
}

// qnn.conv2d_transpose, uint8 data with a zero point, int8 IOHW kernel.
func.func @convt(%x: tensor<1x3x4x4xui8>, %w: tensor<3x4x3x3xi8>) -> tensor<1x4x9x9xi32> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %zm1 = relay.constant dense<-1> : tensor<i32>
  %0 = relay.qnn.conv2d_transpose %x, %w, %z128, %zm1, %s, %s
      {channels = 4 : i64, kernel_size = array<i64: 3, 3>,
       strides = array<i64: 2, 2>}
      : (tensor<1x3x4x4xui8>, tensor<3x4x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x4x9x9xi32>
  return %0 : tensor<1x4x9x9xi32>
}
