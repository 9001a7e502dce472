// Reductions (sum, mean, max, min, prod, all, any, argmax, argmin, variance),
// executed and compared with NumPy (Inputs/reduce.py): negative axes,
// keepdims, exclude, full reductions to rank 0, dynamic extents, integer and
// unsigned data, ties in the arg reductions.
// RUN: rm -rf %t && %python %S/Inputs/reference.py reduce %t
// RUN: relay-run %s --entry float_reduce --input %t/float_reduce.in0.npy \
// RUN:   --compare %t/float_reduce.out0.npy --compare %t/float_reduce.out1.npy \
// RUN:   --compare %t/float_reduce.out2.npy --compare %t/float_reduce.out3.npy \
// RUN:   --compare %t/float_reduce.out4.npy --compare %t/float_reduce.out5.npy \
// RUN:   --compare %t/float_reduce.out6.npy --compare %t/float_reduce.out7.npy \
// RUN:   --compare %t/float_reduce.out8.npy --compare %t/float_reduce.out9.npy \
// RUN:   --compare %t/float_reduce.out10.npy --compare %t/float_reduce.out11.npy \
// RUN:   --compare %t/float_reduce.out12.npy --compare %t/float_reduce.out13.npy \
// RUN:   | FileCheck %s --check-prefix=FLOAT
// RUN: relay-run %s --entry int_reduce --input %t/int_reduce.in0.npy \
// RUN:   --input %t/int_reduce.in1.npy --input %t/int_reduce.in2.npy \
// RUN:   --compare %t/int_reduce.out0.npy --compare %t/int_reduce.out1.npy \
// RUN:   --compare %t/int_reduce.out2.npy --compare %t/int_reduce.out3.npy \
// RUN:   --compare %t/int_reduce.out4.npy --compare %t/int_reduce.out5.npy \
// RUN:   --compare %t/int_reduce.out6.npy --compare %t/int_reduce.out7.npy \
// RUN:   --compare %t/int_reduce.out8.npy --compare %t/int_reduce.out9.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=INT
// f16 keeps 11 significant bits: the f32 accumulation rounded once to f16.
// RUN: relay-run %s --entry f16_mean --input %t/f16_mean.in0.npy \
// RUN:   --compare %t/f16_mean.out0.npy --rtol 1e-3
// RUN: relay-run %s --entry dynamic_reduce --input %t/dynamic_reduce.in0.npy \
// RUN:   --input %t/dynamic_reduce.in1.npy \
// RUN:   --compare %t/dynamic_reduce.out0.npy --compare %t/dynamic_reduce.out1.npy \
// RUN:   --compare %t/dynamic_reduce.out2.npy --compare %t/dynamic_reduce.out3.npy \
// RUN:   --compare %t/dynamic_reduce.out4.npy --compare %t/dynamic_reduce.out5.npy \
// RUN:   | FileCheck %s --check-prefix=DYN
// RUN: relay-run %s --entry logical_reduce --input %t/logical_reduce.in0.npy \
// RUN:   --compare %t/logical_reduce.out0.npy --compare %t/logical_reduce.out1.npy \
// RUN:   --compare %t/logical_reduce.out2.npy --compare %t/logical_reduce.out3.npy \
// RUN:   --compare %t/logical_reduce.out4.npy
// RUN: relay-run %s --entry arg_reduce --input %t/arg_reduce.in0.npy \
// RUN:   --input %t/arg_reduce.in1.npy --input %t/arg_reduce.in2.npy \
// RUN:   --input %t/arg_reduce.in3.npy \
// RUN:   --compare %t/arg_reduce.out0.npy --compare %t/arg_reduce.out1.npy \
// RUN:   --compare %t/arg_reduce.out2.npy --compare %t/arg_reduce.out3.npy \
// RUN:   --compare %t/arg_reduce.out4.npy --compare %t/arg_reduce.out5.npy \
// RUN:   --compare %t/arg_reduce.out6.npy --compare %t/arg_reduce.out7.npy \
// RUN:   --compare %t/arg_reduce.out8.npy --compare %t/arg_reduce.out9.npy \
// RUN:   --compare %t/arg_reduce.out10.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=ARG
// RUN: relay-run %s --entry variance --input %t/variance.in0.npy \
// RUN:   --input %t/variance.in1.npy --input %t/variance.in2.npy \
// RUN:   --input %t/variance.in3.npy \
// RUN:   --compare %t/variance.out0.npy --compare %t/variance.out1.npy \
// RUN:   --compare %t/variance.out2.npy --compare %t/variance.out3.npy \
// RUN:   --compare %t/variance.out4.npy

// FLOAT-COUNT-14: elements within tolerance
// INT-COUNT-10: elements within tolerance
// DYN-COUNT-6: elements within tolerance
// ARG-COUNT-11: elements within tolerance

func.func @float_reduce(%x: tensor<2x3x4xf32>)
    -> (tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<f32>,
        tensor<1x1x1xf32>, tensor<2x3xf32>, tensor<2x1x1xf32>, tensor<f32>,
        tensor<2x3xf32>, tensor<1x1x4xf32>, tensor<f32>, tensor<3xf32>,
        tensor<2x4xf32>, tensor<4xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %1 = relay.sum %x {axis = array<i64: 0, -1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  %2 = relay.sum %x {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  %3 = relay.sum %x : (tensor<2x3x4xf32>) -> tensor<f32>
  %4 = relay.sum %x {axis = array<i64>, keepdims = true, exclude = true} : (tensor<2x3x4xf32>) -> tensor<1x1x1xf32>
  %5 = relay.mean %x {axis = array<i64: -1>} : (tensor<2x3x4xf32>) -> tensor<2x3xf32>
  %6 = relay.mean %x {axis = array<i64: 0>, keepdims = true, exclude = true} : (tensor<2x3x4xf32>) -> tensor<2x1x1xf32>
  %7 = relay.mean %x : (tensor<2x3x4xf32>) -> tensor<f32>
  %8 = relay.max %x {axis = array<i64: 2>} : (tensor<2x3x4xf32>) -> tensor<2x3xf32>
  %9 = relay.min %x {axis = array<i64: 0, 1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
  %10 = relay.max %x : (tensor<2x3x4xf32>) -> tensor<f32>
  %11 = relay.min %x {axis = array<i64: -2>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  %12 = relay.prod %x {axis = array<i64: -2>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %13 = relay.prod %x {axis = array<i64: 2>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13
      : tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<f32>,
        tensor<1x1x1xf32>, tensor<2x3xf32>, tensor<2x1x1xf32>, tensor<f32>,
        tensor<2x3xf32>, tensor<1x1x4xf32>, tensor<f32>, tensor<3xf32>,
        tensor<2x4xf32>, tensor<4xf32>
}

func.func @int_reduce(%i: tensor<3x5xi32>, %u: tensor<3x5xui8>, %p: tensor<?x5xi64>)
    -> (tensor<3xi32>, tensor<3xi32>, tensor<5xi32>, tensor<i32>, tensor<5xi32>,
        tensor<5xui8>, tensor<3xui8>, tensor<1x5xui8>, tensor<3xui8>, tensor<?xi64>) {
  %0 = relay.sum %i {axis = array<i64: 1>} : (tensor<3x5xi32>) -> tensor<3xi32>
  %1 = relay.mean %i {axis = array<i64: 1>} : (tensor<3x5xi32>) -> tensor<3xi32>
  %2 = relay.max %i {axis = array<i64: 0>} : (tensor<3x5xi32>) -> tensor<5xi32>
  %3 = relay.min %i : (tensor<3x5xi32>) -> tensor<i32>
  %4 = relay.prod %i {axis = array<i64: 0>} : (tensor<3x5xi32>) -> tensor<5xi32>
  %5 = relay.sum %u {axis = array<i64: 0>} : (tensor<3x5xui8>) -> tensor<5xui8>
  %6 = relay.max %u {axis = array<i64: 1>} : (tensor<3x5xui8>) -> tensor<3xui8>
  %7 = relay.min %u {axis = array<i64: 0>, keepdims = true} : (tensor<3x5xui8>) -> tensor<1x5xui8>
  %8 = relay.mean %u {axis = array<i64: 1>} : (tensor<3x5xui8>) -> tensor<3xui8>
  %9 = relay.prod %p {axis = array<i64: 1>} : (tensor<?x5xi64>) -> tensor<?xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : tensor<3xi32>, tensor<3xi32>, tensor<5xi32>, tensor<i32>, tensor<5xi32>,
        tensor<5xui8>, tensor<3xui8>, tensor<1x5xui8>, tensor<3xui8>, tensor<?xi64>
}

func.func @f16_mean(%x: tensor<2x16xf16>) -> tensor<2x1xf16> {
  %0 = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<2x16xf16>) -> tensor<2x1xf16>
  return %0 : tensor<2x1xf16>
}

// Extents read at run time; the divisors of mean and variance too.
func.func @dynamic_reduce(%x: tensor<?x3x?xf32>, %m: tensor<?x1x?xf32>)
    -> (tensor<?x1x1xf32>, tensor<3xf32>, tensor<3x?xf32>, tensor<?xi32>,
        tensor<?x?xf32>, tensor<?x3x1xf32>) {
  %0 = relay.sum %x {axis = array<i64: 1, -1>, keepdims = true} : (tensor<?x3x?xf32>) -> tensor<?x1x1xf32>
  %1 = relay.mean %x {axis = array<i64: 0, 2>} : (tensor<?x3x?xf32>) -> tensor<3xf32>
  %2 = relay.max %x {axis = array<i64: 0>} : (tensor<?x3x?xf32>) -> tensor<3x?xf32>
  %3 = relay.argmax %x {axis = array<i64: 1, 2>} : (tensor<?x3x?xf32>) -> tensor<?xi32>
  %4 = relay.variance %x, %m {axis = array<i64: 1>, unbiased = true} : (tensor<?x3x?xf32>, tensor<?x1x?xf32>) -> tensor<?x?xf32>
  %5 = relay.prod %x {axis = array<i64: 2>, keepdims = true} : (tensor<?x3x?xf32>) -> tensor<?x3x1xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x1x1xf32>, tensor<3xf32>, tensor<3x?xf32>,
      tensor<?xi32>, tensor<?x?xf32>, tensor<?x3x1xf32>
}

func.func @logical_reduce(%b: tensor<3x4xi1>)
    -> (tensor<3xi1>, tensor<1x4xi1>, tensor<i1>, tensor<i1>, tensor<4xi1>) {
  %0 = relay.all %b {axis = array<i64: 1>} : (tensor<3x4xi1>) -> tensor<3xi1>
  %1 = relay.any %b {axis = array<i64: 0>, keepdims = true} : (tensor<3x4xi1>) -> tensor<1x4xi1>
  %2 = relay.all %b : (tensor<3x4xi1>) -> tensor<i1>
  %3 = relay.any %b : (tensor<3x4xi1>) -> tensor<i1>
  %4 = relay.any %b {axis = array<i64: 1>, exclude = true} : (tensor<3x4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<3xi1>, tensor<1x4xi1>, tensor<i1>, tensor<i1>, tensor<4xi1>
}

func.func @arg_reduce(%t: tensor<3x4xf32>, %x: tensor<2x3x4xf32>, %i: tensor<3x5xi32>,
                      %u: tensor<3x5xui8>)
    -> (tensor<3xi32>, tensor<3xi32>, tensor<1x4xi32>, tensor<4xi32>, tensor<i32>,
        tensor<3xi32>, tensor<2x3xi32>, tensor<5xi32>, tensor<3xi32>, tensor<3xi32>,
        tensor<5xi32>) {
  %0 = relay.argmax %t {axis = array<i64: 1>} : (tensor<3x4xf32>) -> tensor<3xi32>
  %1 = relay.argmax %t {axis = array<i64: 1>, select_last_index = true} : (tensor<3x4xf32>) -> tensor<3xi32>
  %2 = relay.argmin %t {axis = array<i64: 0>, keepdims = true} : (tensor<3x4xf32>) -> tensor<1x4xi32>
  %3 = relay.argmin %t {axis = array<i64: 0>, select_last_index = true} : (tensor<3x4xf32>) -> tensor<4xi32>
  %4 = relay.argmax %x : (tensor<2x3x4xf32>) -> tensor<i32>
  %5 = relay.argmax %x {axis = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3xi32>
  %6 = relay.argmin %x {axis = array<i64: -1>} : (tensor<2x3x4xf32>) -> tensor<2x3xi32>
  %7 = relay.argmax %i {axis = array<i64: 0>} : (tensor<3x5xi32>) -> tensor<5xi32>
  %8 = relay.argmin %i {axis = array<i64: 1>, select_last_index = true} : (tensor<3x5xi32>) -> tensor<3xi32>
  %9 = relay.argmin %u {axis = array<i64: 1>} : (tensor<3x5xui8>) -> tensor<3xi32>
  %10 = relay.argmax %u {axis = array<i64: 0>} : (tensor<3x5xui8>) -> tensor<5xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10
      : tensor<3xi32>, tensor<3xi32>, tensor<1x4xi32>, tensor<4xi32>, tensor<i32>,
        tensor<3xi32>, tensor<2x3xi32>, tensor<5xi32>, tensor<3xi32>, tensor<3xi32>,
        tensor<5xi32>
}

// The mean is an operand, as Relay's Python variance() passes it.
func.func @variance(%x: tensor<2x3x4xf32>, %m1: tensor<2x1x4xf32>, %m02: tensor<1x3x1xf32>,
                    %mall: tensor<1x1x1xf32>)
    -> (tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<3xf32>, tensor<f32>, tensor<1x3x1xf32>) {
  %0 = relay.variance %x, %m1 {axis = array<i64: 1>} : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x4xf32>
  %1 = relay.variance %x, %m1 {axis = array<i64: -2>, keepdims = true, unbiased = true} : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
  %2 = relay.variance %x, %m02 {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4xf32>, tensor<1x3x1xf32>) -> tensor<3xf32>
  %3 = relay.variance %x, %mall : (tensor<2x3x4xf32>, tensor<1x1x1xf32>) -> tensor<f32>
  %4 = relay.variance %x, %m02 {axis = array<i64: 1>, keepdims = true, exclude = true, unbiased = true} : (tensor<2x3x4xf32>, tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  return %0, %1, %2, %3, %4 : tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<3xf32>, tensor<f32>, tensor<1x3x1xf32>
}
