// uint8 x int8 products on VNNI dot products (-relay-x86-vnni), compared bit
// for bit with NumPy's direct integer sums (Inputs/qnn.py): matrix products
// whose n is no multiple of the 16 lanes or whose k is no multiple of 4, a
// batched product with the unsigned operand on the right, convolutions with
// channels padded to groups of 4, a height stride, a width stride with a
// height dilation, output channels that fill no whole block of 16 lanes,
// an output narrower than the lanes and output rows whose last run of
// columns overlaps the one before, and int8 data that the legalization
// shifts to uint8. The same module also runs without VNNI (vnni=none: the
// int16 legalization and 32-bit products), so it checks the fallback too;
// the VNNI run needs a host with AVX-512 VNNI.
// REQUIRES: avx512-vnni
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-opt %s --relay-to-llvm="vnni=avx512" -o %t/vnni.mlir
// RUN: relay-opt %s --relay-to-llvm="vnni=none" -o %t/none.mlir
// RUN: relay-opt %s --relay-to-llvm="vnni=avx512" --mlir-print-ir-after=relay-x86-vnni --mlir-disable-threading -o /dev/null 2>%t/ir.txt
// RUN: FileCheck %s --check-prefix=IR < %t/ir.txt
// RUN: FileCheck %s --check-prefix=NOLINALG < %t/ir.txt
// RUN: relay-run %t/vnni.mlir --input %t/vx.npy --input %t/vw.npy \
// RUN:   --input %t/vxk.npy --input %t/vwk.npy \
// RUN:   --compare %t/vdense.npy --compare %t/vdense_k.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=DENSE
// RUN: relay-run %t/none.mlir --input %t/vx.npy --input %t/vw.npy \
// RUN:   --input %t/vxk.npy --input %t/vwk.npy \
// RUN:   --compare %t/vdense.npy --compare %t/vdense_k.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=DENSE
// RUN: relay-run %t/vnni.mlir --entry bmm --input %t/vbx.npy --input %t/vby.npy \
// RUN:   --compare %t/vbmm.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=BMM
// RUN: relay-run %t/vnni.mlir --entry conv --input %t/vimg.npy --input %t/vker.npy \
// RUN:   --input %t/vimgi.npy --input %t/vkeri.npy --input %t/vimgs.npy --input %t/vkers.npy \
// RUN:   --compare %t/vconv.npy --compare %t/vconv_i8.npy --compare %t/vconv_s.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/none.mlir --entry conv --input %t/vimg.npy --input %t/vker.npy \
// RUN:   --input %t/vimgi.npy --input %t/vkeri.npy --input %t/vimgs.npy --input %t/vkers.npy \
// RUN:   --compare %t/vconv.npy --compare %t/vconv_i8.npy --compare %t/vconv_s.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONV
// RUN: relay-run %t/vnni.mlir --entry requantized --input %t/vrx.npy --input %t/vrw.npy \
// RUN:   --input %t/vrimg.npy --input %t/vrker.npy \
// RUN:   --compare %t/vrdense.npy --compare %t/vrconv.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=REQ
// RUN: relay-run %s --entry requantized --bind-params %t/vr_weights.npz \
// RUN:   --input %t/vrx.npy --input %t/vrimg.npy \
// RUN:   --compare %t/vrdense.npy --compare %t/vrconv.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=REQ
// RUN: relay-run %t/none.mlir --entry requantized --input %t/vrx.npy --input %t/vrw.npy \
// RUN:   --input %t/vrimg.npy --input %t/vrker.npy \
// RUN:   --compare %t/vrdense.npy --compare %t/vrconv.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=REQ

// Every product and convolution of the module runs on dot products.
// IR: arith.extui {{.*}} : vector<64xi8> to vector<64xi32>
// NOLINALG-NOT: linalg.matmul
// NOLINALG-NOT: linalg.batch_matmul
// NOLINALG-NOT: linalg.conv_2d_nchw_fchw

// DENSE: all 960 elements within tolerance
// DENSE: all 240 elements within tolerance
// BMM: all 256 elements within tolerance
// CONV: all 800 elements within tolerance
// CONV: all 3072 elements within tolerance
// CONV: all 900 elements within tolerance
// REQ: all 512 elements within tolerance
// REQ: all 2592 elements within tolerance
// The requantizations run on the register tiles' accumulators: no int32
// result is stored.
// IR-LABEL: func.func private @fused_nn_dense_multiply_subtract_fixed_point_multiply_per_axis_add_clip_cast
// IR-NOT:     linalg.generic
// IR:         vector.transfer_write {{.*}} : vector<16xi8>, tensor<16x32xi8>
// IR-LABEL: func.func private @fused_nn_conv2d_multiply_expand_dims_subtract_fixed_point_multiply_per_axis
// IR-NOT:     linalg.generic
// IR:         vector.transfer_write {{.*}} : vector<6xi8>, tensor<1x24x6x18xi8>

func.func @main(%x: tensor<24x36xui8>, %w: tensor<40x36xi8>,
                %xk: tensor<5x30xui8>, %wk: tensor<48x30xi8>)
    -> (tensor<24x40xi32>, tensor<5x48xi32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %z3, %z0, %s, %s
      : (tensor<24x36xui8>, tensor<40x36xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<24x40xi32>
  %1 = relay.qnn.dense %xk, %wk, %z0, %z0, %s, %s
      : (tensor<5x30xui8>, tensor<48x30xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<5x48xi32>
  return %0, %1 : tensor<24x40xi32>, tensor<5x48xi32>
}

func.func @bmm(%x: tensor<2x4x12xi8>, %y: tensor<2x32x12xui8>) -> tensor<2x4x32xi32> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z2 = relay.constant dense<2> : tensor<i32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.batch_matmul %x, %y, %z2, %z0, %s, %s
      : (tensor<2x4x12xi8>, tensor<2x32x12xui8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<2x4x32xi32>
  return %0 : tensor<2x4x32xi32>
}

func.func @conv(%img: tensor<1x3x9x20xui8>, %w: tensor<8x3x3x3xi8>,
                %imgi: tensor<2x16x6x18xi8>, %wi: tensor<24x16x3x3xi8>,
                %imgs: tensor<1x8x11x9xui8>, %ws: tensor<20x8x3x3xi8>)
    -> (tensor<1x8x5x20xi32>, tensor<2x24x4x16xi32>, tensor<1x20x9x5xi32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %zm5 = relay.constant dense<-5> : tensor<i32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.conv2d %img, %w, %z128, %z0, %s, %s
      {channels = 8 : i64, kernel_size = array<i64: 3, 3>,
       strides = array<i64: 2, 1>, padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x3x9x20xui8>, tensor<8x3x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x8x5x20xi32>
  %1 = relay.qnn.conv2d %imgi, %wi, %zm5, %z0, %s, %s
      {channels = 24 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<2x16x6x18xi8>, tensor<24x16x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<2x24x4x16xi32>
  %z7 = relay.constant dense<7> : tensor<i32>
  %2 = relay.qnn.conv2d %imgs, %ws, %z7, %z0, %s, %s
      {channels = 20 : i64, kernel_size = array<i64: 3, 3>,
       strides = array<i64: 1, 2>, dilation = array<i64: 2, 1>,
       padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x8x11x9xui8>, tensor<20x8x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x20x9x5xi32>
  return %0, %1, %2 : tensor<1x8x5x20xi32>, tensor<2x24x4x16xi32>, tensor<1x20x9x5xi32>
}

func.func @requantized(%x: tensor<16x36xui8>, %w: tensor<32x36xi8> {relay.name = "w"},
                       %img: tensor<1x16x6x18xui8>, %k: tensor<24x16x3x3xi8> {relay.name = "k"})
    -> (tensor<16x32xui8>, tensor<1x24x6x18xi8>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %z100 = relay.constant dense<100> : tensor<i32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %zm3 = relay.constant dense<-3> : tensor<i32>
  %ds = relay.constant dense<[0.0002, 0.0004, 0.0006, 0.0008, 0.001, 0.0012, 0.0014, 0.0002, 0.0004, 0.0006, 0.0008, 0.001, 0.0012, 0.0014, 0.0002, 0.0004, 0.0006, 0.0008, 0.001, 0.0012, 0.0014, 0.0002, 0.0004, 0.0006, 0.0008, 0.001, 0.0012, 0.0014, 0.0002, 0.0004, 0.0006, 0.0008]> : tensor<32xf32>
  %cs = relay.constant dense<[0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0001, 0.0002, 0.0003, 0.0004]> : tensor<24xf32>
  %0 = relay.qnn.dense %x, %w, %z3, %z0, %s, %s
      : (tensor<16x36xui8>, tensor<32x36xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<16x32xi32>
  %1 = relay.qnn.requantize %0, %ds, %z0, %one, %z100 {axis = 1 : i64, out_dtype = ui8}
      : (tensor<16x32xi32>, tensor<32xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<16x32xui8>
  %2 = relay.qnn.conv2d %img, %k, %z128, %z0, %s, %s
      {channels = 24 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x16x6x18xui8>, tensor<24x16x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x24x6x18xi32>
  %3 = relay.qnn.requantize %2, %cs, %z0, %one, %zm3 {axis = 1 : i64}
      : (tensor<1x24x6x18xi32>, tensor<24xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x24x6x18xi8>
  return %1, %3 : tensor<16x32xui8>, tensor<1x24x6x18xi8>
}
