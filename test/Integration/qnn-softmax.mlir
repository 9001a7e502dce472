// qnn.softmax (TVM v0.13's integer-only QnnSoftmaxCanonicalize) along the
// last and the first axis, and with input scale 1 where the exponent's
// quotient saturates; qnn.simulated_quantize/dequantize with per-channel
// parameters for every dtype code, given at run time. Compared bit for bit
// with NumPy restating TVM's definitions (Inputs/qnn.py).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/sm_x.npy --compare %t/sm_last.npy \
// RUN:   --compare %t/sm_first.npy --compare %t/sm_unit.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s
// RUN: relay-run %s --entry simulated --input %t/sim_x.npy --input %t/sim_code0.npy \
// RUN:   --compare %t/sim_q0.npy --compare %t/sim_dq0.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=SIM
// RUN: relay-run %s --entry simulated --input %t/sim_x.npy --input %t/sim_code1.npy \
// RUN:   --compare %t/sim_q1.npy --compare %t/sim_dq1.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=SIM
// RUN: relay-run %s --entry simulated --input %t/sim_x.npy --input %t/sim_code2.npy \
// RUN:   --compare %t/sim_q2.npy --compare %t/sim_dq2.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=SIM
// RUN: relay-run %s --entry simulated --input %t/sim_x.npy --input %t/sim_code3.npy \
// RUN:   --compare %t/sim_q3.npy --compare %t/sim_dq3.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=SIM

// CHECK-COUNT-3: all 64 elements within tolerance
// SIM-COUNT-2: all 12 elements within tolerance

func.func @main(%x: tensor<4x16xi8>) -> (tensor<4x16xi8>, tensor<4x16xi8>, tensor<4x16xi8>) {
  %s005 = relay.constant dense<0.05> : tensor<f32>
  %s01 = relay.constant dense<0.1> : tensor<f32>
  %s1 = relay.constant dense<1.0> : tensor<f32>
  %s001 = relay.constant dense<0.01> : tensor<f32>
  %s128 = relay.constant dense<0.0078125> : tensor<f32>
  %s256 = relay.constant dense<0.00390625> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %zm10 = relay.constant dense<-10> : tensor<i32>
  %zm100 = relay.constant dense<-100> : tensor<i32>
  %zm128 = relay.constant dense<-128> : tensor<i32>
  %0 = relay.qnn.softmax %x, %s005, %zm10, %s256, %zm128
      : (tensor<4x16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x16xi8>
  %1 = relay.qnn.softmax %x, %s01, %z0, %s128, %z0 {axis = 0 : i64}
      : (tensor<4x16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x16xi8>
  %2 = relay.qnn.softmax %x, %s1, %z3, %s001, %zm100
      : (tensor<4x16xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x16xi8>
  return %0, %1, %2 : tensor<4x16xi8>, tensor<4x16xi8>, tensor<4x16xi8>
}

func.func @simulated(%x: tensor<3x4xf32>, %code: tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %s = relay.constant dense<[0.5, 0.05, 0.5, 0.01]> : tensor<4xf32>
  %z = relay.constant dense<[0, 3, -2, 100]> : tensor<4xi32>
  %0 = relay.qnn.simulated_quantize %x, %code, %s, %z
      : (tensor<3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>) -> tensor<3x4xf32>
  %1 = relay.qnn.simulated_dequantize %0, %code, %s, %z {axis = 1 : i64}
      : (tensor<3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}
