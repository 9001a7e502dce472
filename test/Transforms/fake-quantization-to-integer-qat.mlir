// RUN: relay-opt %s -split-input-file --relay-fake-quantization-to-integer="use-qat=true" | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-fake-quantization-to-integer | FileCheck %s --check-prefix=NOQAT

// TVM's QAT rewrite (use_qat), with the cases of
// test_pass_fake_quantization_to_integer.py's test_fq_qat_*.

// test_fq_qat_op_positive_part: batch_matmul of two dequantized operands is
// rewritten and dequantized (scale 2 * 6 = 12); `add` is not in TVM's QAT
// list and stays.
// CHECK-LABEL: func.func @positive_part
// CHECK: %[[M:.+]] = relay.qnn.batch_matmul %arg0, %arg1
// CHECK: %[[D:.+]] = relay.qnn.dequantize %[[M]], %[[S:.+]], %{{.+}} : (tensor<1x4x4xi32>, tensor<f32>, tensor<i32>) -> tensor<1x4x4xf32>
// CHECK: %[[A:.+]] = relay.add %[[D]]
// CHECK: relay.erf %[[A]]
// NOQAT-LABEL: func.func @positive_part
// NOQAT: relay.nn.batch_matmul
func.func @positive_part(%a: tensor<1x4x2xi8>, %b: tensor<1x4x2xi8>) -> tensor<1x4x4xf32> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s6 = relay.constant dense<6.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.qnn.dequantize %a, %s2, %z : (tensor<1x4x2xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x2xf32>
  %1 = relay.qnn.dequantize %b, %s6, %z : (tensor<1x4x2xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x2xf32>
  %2 = relay.nn.batch_matmul %0, %1 {transpose_b = true} : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> tensor<1x4x4xf32>
  %3 = relay.add %2, %one : (tensor<1x4x4xf32>, tensor<f32>) -> tensor<1x4x4xf32>
  %4 = relay.erf %3 : tensor<1x4x4xf32>
  return %4 : tensor<1x4x4xf32>
}

// -----

// test_fq_qat_negative_all: an operand of batch_matmul comes from `add`,
// not from a dequantize: nothing changes.
// CHECK-LABEL: func.func @negative_all
// CHECK: relay.add
// CHECK: relay.nn.batch_matmul
// CHECK-NOT: relay.qnn.batch_matmul
func.func @negative_all(%a: tensor<1x4x2xi8>, %b: tensor<1x4x2xi8>) -> tensor<1x4x4xf32> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %s6 = relay.constant dense<6.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %one = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.qnn.dequantize %a, %s2, %z : (tensor<1x4x2xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x2xf32>
  %1 = relay.qnn.dequantize %b, %s6, %z : (tensor<1x4x2xi8>, tensor<f32>, tensor<i32>) -> tensor<1x4x2xf32>
  %2 = relay.add %1, %one : (tensor<1x4x2xf32>, tensor<f32>) -> tensor<1x4x2xf32>
  %3 = relay.nn.batch_matmul %0, %2 {transpose_b = true} : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> tensor<1x4x4xf32>
  %4 = relay.erf %3 : tensor<1x4x4xf32>
  return %4 : tensor<1x4x4xf32>
}

// -----

// test_fq_positive_single_arg_part: a reshape of a dequantized value runs
// on the integers, the dequantize moves after it.
// CHECK-LABEL: func.func @single_arg
// CHECK: %[[R:.+]] = relay.reshape %arg0 {{.*}} : (tensor<1x2x4xi8>) -> tensor<1x4x2xi8>
// CHECK: %[[D:.+]] = relay.qnn.dequantize %[[R]]
// CHECK: relay.erf %[[D]]
func.func @single_arg(%a: tensor<1x2x4xi8>) -> tensor<1x4x2xf32> {
  %s2 = relay.constant dense<2.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dequantize %a, %s2, %z : (tensor<1x2x4xi8>, tensor<f32>, tensor<i32>) -> tensor<1x2x4xf32>
  %1 = relay.reshape %0 {newshape = array<i64: 1, 4, 2>} : (tensor<1x2x4xf32>) -> tensor<1x4x2xf32>
  %2 = relay.erf %1 : tensor<1x4x2xf32>
  return %2 : tensor<1x4x2xf32>
}
