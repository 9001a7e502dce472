// relay-to-llvm's `vnni` option: with AVX-512 VNNI (or AVX-VNNI) the
// uint8 x int8 products of a qnn.dense and a qnn.conv2d run on vpdpbusd;
// without it (vnni=none) they run on 32-bit multiplies, which every x86-64
// CPU with AVX-512 executes. Assembled for explicit CPUs, whatever the host.
// RUN: relay-opt %s --relay-to-llvm="vnni=avx512" | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=cascadelake | FileCheck %s --check-prefix=AVX512
// RUN: relay-opt %s --relay-to-llvm="vnni=avx512" | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids | FileCheck %s --check-prefix=AVX512
// RUN: relay-opt %s --relay-to-llvm="vnni=avx" | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake | FileCheck %s --check-prefix=AVX
// RUN: relay-opt %s --relay-to-llvm="vnni=none" | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 | FileCheck %s --check-prefix=NONE
// RUN: not relay-opt %s --relay-to-llvm="vnni=avx1024" 2>&1 | FileCheck %s --check-prefix=BAD

// AVX512: vpdpbusd {{.*}}%zmm
// AVX: {vex} vpdpbusd {{.*}}%ymm
// NONE-NOT: vpdpbusd
// NONE: vpmulld
// NONE-NOT: vpdpbusd
// BAD: for the --vnni option: Cannot find option named 'avx1024'

func.func @main(%x: tensor<64x256xui8>, %w: tensor<128x256xi8>,
                %img: tensor<1x16x18x18xui8>, %k: tensor<32x16x3x3xi8>)
    -> (tensor<64x128xi32>, tensor<1x32x16x16xi32>) {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %z7 = relay.constant dense<7> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %z7, %z0, %s, %s
      : (tensor<64x256xui8>, tensor<128x256xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<64x128xi32>
  %1 = relay.qnn.conv2d %img, %k, %z7, %z0, %s, %s
      {channels = 32 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x18x18xui8>, tensor<32x16x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x32x16x16xi32>
  return %0, %1 : tensor<64x128xi32>, tensor<1x32x16x16xi32>
}
