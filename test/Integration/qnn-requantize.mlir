// qnn.requantize run with relay-run and compared bit for bit with NumPy
// restating TVM's RequantizeLower (Inputs/qnn.py): the Q31 fixed-point
// multiplier of GetFixedPointMultiplierShift applied in int64 with UPWARD
// or TONEAREST ties, per tensor (relay.fixed_point_multiply or the int64
// sequence) and per channel (relay.fixed_point_multiply_per_axis or the
// int64 sequence), int8/uint8/int16/int32 outputs, and the float32/float64
// compute dtypes of RequantizeLowerFP. The multipliers 0.5 and 0.25 make
// every other input a tie.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/acc.npy --compare %t/rq_up.npy \
// RUN:   --compare %t/rq_near.npy --compare %t/rq_up_u8.npy \
// RUN:   --compare %t/rq_near_u8.npy --compare %t/rq_pc_up.npy \
// RUN:   --compare %t/rq_pc_near.npy --compare %t/rq_i16.npy \
// RUN:   --compare %t/rq_i32.npy --compare %t/rq_f32_up.npy \
// RUN:   --compare %t/rq_f64_near.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --opt-level=0 --input %t/acc.npy --compare %t/rq_up.npy \
// RUN:   --compare %t/rq_near.npy --compare %t/rq_up_u8.npy \
// RUN:   --compare %t/rq_near_u8.npy --compare %t/rq_pc_up.npy \
// RUN:   --compare %t/rq_pc_near.npy --compare %t/rq_i16.npy \
// RUN:   --compare %t/rq_i32.npy --compare %t/rq_f32_up.npy \
// RUN:   --compare %t/rq_f64_near.npy --rtol 0 --atol 0 | FileCheck %s

// CHECK-COUNT-10: all 128 elements within tolerance

func.func @main(%acc: tensor<4x32xi32>)
    -> (tensor<4x32xi8>, tensor<4x32xi8>, tensor<4x32xui8>, tensor<4x32xui8>,
        tensor<4x32xi8>, tensor<4x32xi8>, tensor<4x32xi16>, tensor<4x32xi32>,
        tensor<4x32xi8>, tensor<4x32xi8>) {
  %half = relay.constant dense<0.5> : tensor<f32>
  %quarter = relay.constant dense<0.25> : tensor<f32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %s1 = relay.constant dense<0.0137> : tensor<f32>
  %zm7 = relay.constant dense<-7> : tensor<i32>
  %s2 = relay.constant dense<7.7> : tensor<f32>
  %z120 = relay.constant dense<120> : tensor<i32>
  %pc = relay.constant dense<[0.25, 0.5, 0.0137, 3.0]> : tensor<4xf32>
  %z5 = relay.constant dense<5> : tensor<i32>
  %z2 = relay.constant dense<2> : tensor<i32>
  %s3 = relay.constant dense<0.0051> : tensor<f32>
  %zm1 = relay.constant dense<-1> : tensor<i32>
  %eighth = relay.constant dense<0.125> : tensor<f32>
  %z10 = relay.constant dense<10> : tensor<i32>
  %0 = relay.qnn.requantize %acc, %half, %z3, %one, %z0
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  %1 = relay.qnn.requantize %acc, %half, %z3, %one, %z0 {rounding = #relay.rounding<TONEAREST>}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  %2 = relay.qnn.requantize %acc, %s1, %zm7, %s2, %z120 {rounding = #relay.rounding<UPWARD>, out_dtype = ui8}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xui8>
  %3 = relay.qnn.requantize %acc, %s1, %zm7, %s2, %z120 {rounding = #relay.rounding<TONEAREST>, out_dtype = ui8}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xui8>
  %4 = relay.qnn.requantize %acc, %pc, %z0, %one, %z5 {axis = 0 : i64}
      : (tensor<4x32xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  %5 = relay.qnn.requantize %acc, %pc, %z0, %one, %z5 {axis = 0 : i64, rounding = #relay.rounding<TONEAREST>}
      : (tensor<4x32xi32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  %6 = relay.qnn.requantize %acc, %s1, %z2, %s3, %zm1 {out_dtype = i16}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi16>
  %7 = relay.qnn.requantize %acc, %half, %z0, %eighth, %z10 {out_dtype = i32}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi32>
  %8 = relay.qnn.requantize %acc, %half, %z3, %one, %z0 {compute_dtype = #relay.compute_dtype<float32>}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  %9 = relay.qnn.requantize %acc, %quarter, %z0, %one, %z0 {compute_dtype = #relay.compute_dtype<float64>, rounding = #relay.rounding<TONEAREST>}
      : (tensor<4x32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x32xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : tensor<4x32xi8>, tensor<4x32xi8>, tensor<4x32xui8>, tensor<4x32xui8>,
        tensor<4x32xi8>, tensor<4x32xi8>, tensor<4x32xi16>, tensor<4x32xi32>,
        tensor<4x32xi8>, tensor<4x32xi8>
}
