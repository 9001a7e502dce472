// qnn.add, qnn.subtract, qnn.mul and qnn.concatenate run with relay-run and
// compared bit for bit with NumPy restating TVM's canonicalizations
// (Inputs/qnn.py): operands requantized to the output parameters in int32
// (UPWARD), added or subtracted, the output zero point corrected, clipped;
// for mul the product of the shifted operands requantized from the product
// of the scales. uint8 with broadcasting and int8.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/qnn.py %t
// RUN: relay-run %s --input %t/a_u8.npy --input %t/b_u8.npy \
// RUN:   --input %t/a_i8.npy --input %t/b_i8.npy --compare %t/add_u8.npy \
// RUN:   --compare %t/add_same.npy --compare %t/sub_i8.npy \
// RUN:   --compare %t/mul_u8.npy --compare %t/mul_i8.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --entry concat --input %t/c1.npy --input %t/c2.npy \
// RUN:   --compare %t/concat.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=CONCAT

// CHECK-COUNT-5: all 32 elements within tolerance
// CONCAT: all 16 elements within tolerance

func.func @main(%a: tensor<4x8xui8>, %b: tensor<8xui8>, %ai: tensor<4x8xi8>,
                %bi: tensor<4x8xi8>)
    -> (tensor<4x8xui8>, tensor<4x8xi8>, tensor<4x8xi8>, tensor<4x8xui8>,
        tensor<4x8xi8>) {
  %sa = relay.constant dense<0.05> : tensor<f32>
  %za = relay.constant dense<120> : tensor<i32>
  %sb = relay.constant dense<0.11> : tensor<f32>
  %zb = relay.constant dense<100> : tensor<i32>
  %so = relay.constant dense<0.13> : tensor<f32>
  %zo = relay.constant dense<110> : tensor<i32>
  %q = relay.constant dense<0.25> : tensor<f32>
  %z0 = relay.constant dense<0> : tensor<i32>
  %s7 = relay.constant dense<0.07> : tensor<f32>
  %z3 = relay.constant dense<3> : tensor<i32>
  %s3 = relay.constant dense<0.03> : tensor<f32>
  %zm2 = relay.constant dense<-2> : tensor<i32>
  %s9 = relay.constant dense<0.09> : tensor<f32>
  %z1 = relay.constant dense<1> : tensor<i32>
  %sm = relay.constant dense<0.3> : tensor<f32>
  %z128 = relay.constant dense<128> : tensor<i32>
  %s2 = relay.constant dense<0.02> : tensor<f32>
  %0 = relay.qnn.add %a, %b, %sa, %za, %sb, %zb, %so, %zo
      : (tensor<4x8xui8>, tensor<8xui8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xui8>
  %1 = relay.qnn.add %ai, %bi, %q, %z0, %q, %z0, %q, %z0
      : (tensor<4x8xi8>, tensor<4x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xi8>
  %2 = relay.qnn.subtract %ai, %bi, %s7, %z3, %s3, %zm2, %s9, %z1
      : (tensor<4x8xi8>, tensor<4x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xi8>
  %3 = relay.qnn.mul %a, %b, %sa, %za, %sb, %zb, %sm, %z128
      : (tensor<4x8xui8>, tensor<8xui8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xui8>
  %4 = relay.qnn.mul %ai, %bi, %s7, %z3, %s3, %zm2, %s2, %z0
      : (tensor<4x8xi8>, tensor<4x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>,
         tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4x8xi8>
  return %0, %1, %2, %3, %4 : tensor<4x8xui8>, tensor<4x8xi8>, tensor<4x8xi8>,
      tensor<4x8xui8>, tensor<4x8xi8>
}

// The first input is requantized to the output parameters, the second
// already has them.
func.func @concat(%c1: tensor<2x3xi8>, %c2: tensor<2x5xi8>) -> tensor<2x8xi8> {
  %s1 = relay.constant dense<0.3> : tensor<f32>
  %z1 = relay.constant dense<1> : tensor<i32>
  %so = relay.constant dense<0.2> : tensor<f32>
  %zo = relay.constant dense<-1> : tensor<i32>
  %0 = relay.qnn.concatenate %c1, %c2, %s1, %so, %z1, %zo, %so, %zo
      {axis = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>}
      : (tensor<2x3xi8>, tensor<2x5xi8>, tensor<f32>, tensor<f32>,
         tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}
