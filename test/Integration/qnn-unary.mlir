// The qnn operators TVM canonicalizes through float32 (tanh, sigmoid, exp,
// erf, sqrt, rsqrt, log, abs, hardswish: dequantize, the float operator,
// quantize), qnn.leaky_relu (fixed-point alpha) and qnn.avg_pool2d
// (requantize, integer average, clip), run with relay-run on every int8 or
// uint8 value and compared bit for bit with NumPy restating TVM's
// definitions (Inputs/qnn.py).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/all_i8.npy --input %t/all_u8.npy \
// RUN:   --compare %t/u_tanh.npy --compare %t/u_sigmoid.npy \
// RUN:   --compare %t/u_exp.npy --compare %t/u_erf.npy --compare %t/u_sqrt.npy \
// RUN:   --compare %t/u_rsqrt.npy --compare %t/u_log.npy --compare %t/u_abs.npy \
// RUN:   --compare %t/u_hardswish.npy --compare %t/leaky_u8.npy \
// RUN:   --compare %t/leaky_i8.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --entry pool --input %t/pool_in.npy --compare %t/pool.npy \
// RUN:   --compare %t/pool_same.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=POOL

// CHECK-COUNT-11: all 256 elements within tolerance
// POOL: result 0: {{.*}}all 18 elements within tolerance
// POOL: result 1: {{.*}}all 18 elements within tolerance

func.func @main(%i: tensor<256xi8>, %u: tensor<256xui8>)
    -> (tensor<256xi8>, tensor<256xui8>, tensor<256xi8>, tensor<256xi8>,
        tensor<256xui8>, tensor<256xui8>, tensor<256xui8>, tensor<256xi8>,
        tensor<256xi8>, tensor<256xui8>, tensor<256xi8>) {
  %z0 = relay.constant dense<0> : tensor<i32>
  %z5 = relay.constant dense<5> : tensor<i32>
  %zm10 = relay.constant dense<-10> : tensor<i32>
  %zm20 = relay.constant dense<-20> : tensor<i32>
  %zm100 = relay.constant dense<-100> : tensor<i32>
  %zm128 = relay.constant dense<-128> : tensor<i32>
  %z100 = relay.constant dense<100> : tensor<i32>
  %z120 = relay.constant dense<120> : tensor<i32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %z200 = relay.constant dense<200> : tensor<i32>
  %s002 = relay.constant dense<0.02> : tensor<f32>
  %s003 = relay.constant dense<0.03> : tensor<f32>
  %s004 = relay.constant dense<0.04> : tensor<f32>
  %s005 = relay.constant dense<0.05> : tensor<f32>
  %s006 = relay.constant dense<0.06> : tensor<f32>
  %s007 = relay.constant dense<0.07> : tensor<f32>
  %s01 = relay.constant dense<0.1> : tensor<f32>
  %s128 = relay.constant dense<0.0078125> : tensor<f32>
  %s256 = relay.constant dense<0.00390625> : tensor<f32>
  %0 = relay.qnn.tanh %i, %s003, %z0, %s128, %z0
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  %1 = relay.qnn.sigmoid %u, %s005, %z128, %s256, %z0
      : (tensor<256xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xui8>
  %2 = relay.qnn.exp %i, %s002, %zm10, %s005, %zm128
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  %3 = relay.qnn.erf %i, %s002, %z0, %s128, %z0
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  %4 = relay.qnn.sqrt %u, %s01, %z0, %s007, %z0
      : (tensor<256xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xui8>
  %5 = relay.qnn.rsqrt %u, %s01, %z0, %s002, %z0
      : (tensor<256xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xui8>
  %6 = relay.qnn.log %u, %s01, %z0, %s004, %z200
      : (tensor<256xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xui8>
  %7 = relay.qnn.abs %i, %s01, %z5, %s006, %zm100
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  %8 = relay.qnn.hardswish %i, %s005, %z0, %s004, %zm20
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  %9 = relay.qnn.leaky_relu %u, %s005, %z120, %s007, %z100 {alpha = 0.1 : f64}
      : (tensor<256xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xui8>
  %10 = relay.qnn.leaky_relu %i, %s005, %z0, %s005, %z0
      : (tensor<256xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<256xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10
      : tensor<256xi8>, tensor<256xui8>, tensor<256xi8>, tensor<256xi8>,
        tensor<256xui8>, tensor<256xui8>, tensor<256xui8>, tensor<256xi8>,
        tensor<256xi8>, tensor<256xui8>, tensor<256xi8>
}

// Requantized to other parameters with padding (the average counts only
// the window inside the input), and with the same parameters.
func.func @pool(%x: tensor<1x2x6x6xui8>) -> (tensor<1x2x3x3xui8>, tensor<1x2x3x3xui8>) {
  %s = relay.constant dense<0.05> : tensor<f32>
  %z = relay.constant dense<120> : tensor<i32>
  %os = relay.constant dense<0.03> : tensor<f32>
  %oz = relay.constant dense<128> : tensor<i32>
  %0 = relay.qnn.avg_pool2d %x, %s, %z, %os, %oz
      {pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>,
       padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x2x6x6xui8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>) -> tensor<1x2x3x3xui8>
  %1 = relay.qnn.avg_pool2d %x, %s, %z, %s, %z
      {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>}
      : (tensor<1x2x6x6xui8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>) -> tensor<1x2x3x3xui8>
  return %0, %1 : tensor<1x2x3x3xui8>, tensor<1x2x3x3xui8>
}
