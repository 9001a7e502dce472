// Element-wise, broadcast and creation operators, executed and compared with
// NumPy (Inputs/elementwise.py).
// RUN: rm -rf %t && %python %S/Inputs/reference.py elementwise %t
// RUN: relay-run %s --entry unary --input %t/unary.in0.npy --input %t/unary.in1.npy \
// RUN:   --compare %t/unary.out0.npy --compare %t/unary.out1.npy --compare %t/unary.out2.npy \
// RUN:   --compare %t/unary.out3.npy --compare %t/unary.out4.npy --compare %t/unary.out5.npy \
// RUN:   --compare %t/unary.out6.npy --compare %t/unary.out7.npy --compare %t/unary.out8.npy \
// RUN:   --compare %t/unary.out9.npy --compare %t/unary.out10.npy --compare %t/unary.out11.npy \
// RUN:   --compare %t/unary.out12.npy --compare %t/unary.out13.npy --compare %t/unary.out14.npy \
// RUN:   --compare %t/unary.out15.npy --compare %t/unary.out16.npy | FileCheck %s --check-prefix=UNARY
// RUN: relay-run %s --entry binary_broadcast --input %t/binary_broadcast.in0.npy --input %t/binary_broadcast.in1.npy \
// RUN:   --compare %t/binary_broadcast.out0.npy --compare %t/binary_broadcast.out1.npy \
// RUN:   --compare %t/binary_broadcast.out2.npy --compare %t/binary_broadcast.out3.npy \
// RUN:   --compare %t/binary_broadcast.out4.npy --compare %t/binary_broadcast.out5.npy \
// RUN:   --compare %t/binary_broadcast.out6.npy
// RUN: relay-run %s --entry dynamic_broadcast --input %t/dynamic_broadcast.in0.npy \
// RUN:   --input %t/dynamic_broadcast.in1.npy --compare %t/dynamic_broadcast.out0.npy
// RUN: relay-run %s --entry compare --input %t/compare.in0.npy --input %t/compare.in1.npy \
// RUN:   --compare %t/compare.out0.npy --compare %t/compare.out1.npy --compare %t/compare.out2.npy \
// RUN:   --compare %t/compare.out3.npy --compare %t/compare.out4.npy --compare %t/compare.out5.npy
// RUN: relay-run %s --entry integer --input %t/integer.in0.npy --input %t/integer.in1.npy \
// RUN:   --input %t/integer.in2.npy --compare %t/integer.out0.npy --compare %t/integer.out1.npy \
// RUN:   --compare %t/integer.out2.npy --compare %t/integer.out3.npy --compare %t/integer.out4.npy \
// RUN:   --compare %t/integer.out5.npy --compare %t/integer.out6.npy --compare %t/integer.out7.npy
// RUN: relay-run %s --entry unsigned --input %t/unsigned.in0.npy --input %t/unsigned.in1.npy \
// RUN:   --compare %t/unsigned.out0.npy --compare %t/unsigned.out1.npy --compare %t/unsigned.out2.npy \
// RUN:   --compare %t/unsigned.out3.npy --compare %t/unsigned.out4.npy
// RUN: relay-run %s --entry logical --input %t/logical.in0.npy --input %t/logical.in1.npy \
// RUN:   --input %t/logical.in2.npy --compare %t/logical.out0.npy --compare %t/logical.out1.npy \
// RUN:   --compare %t/logical.out2.npy --compare %t/logical.out3.npy --compare %t/logical.out4.npy
// RUN: relay-run %s --entry cast --input %t/cast.in0.npy --input %t/cast.in1.npy \
// RUN:   --compare %t/cast.out0.npy --compare %t/cast.out1.npy --compare %t/cast.out2.npy \
// RUN:   --compare %t/cast.out3.npy --compare %t/cast.out4.npy --rtol 1e-3
// RUN: relay-run %s --entry prelu --input %t/prelu.in0.npy --input %t/prelu.in1.npy \
// RUN:   --compare %t/prelu.out0.npy
// RUN: relay-run %s --entry round_ties --input %t/round_ties.in0.npy --compare %t/round_ties.out0.npy
// RUN: relay-run %s --entry returns_arguments --input %t/returns_arguments.in0.npy \
// RUN:   --compare %t/returns_arguments.out0.npy --compare %t/returns_arguments.out1.npy \
// RUN:   --compare %t/returns_arguments.out2.npy
// RUN: relay-run %s --entry creation --input %t/creation.in0.npy --input %t/creation.in1.npy \
// RUN:   --compare %t/creation.out0.npy --compare %t/creation.out1.npy --compare %t/creation.out2.npy \
// RUN:   --compare %t/creation.out3.npy --compare %t/creation.out4.npy

// UNARY-COUNT-17: elements within tolerance

func.func @unary(%x: tensor<3x7xf32>, %p: tensor<3x7xf32>)
    -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>) {
  %0 = relay.nn.relu %x : tensor<3x7xf32>
  %1 = relay.exp %x : tensor<3x7xf32>
  %2 = relay.log %p : tensor<3x7xf32>
  %3 = relay.sqrt %p : tensor<3x7xf32>
  %4 = relay.rsqrt %p : tensor<3x7xf32>
  %5 = relay.tanh %x : tensor<3x7xf32>
  %6 = relay.sigmoid %x : tensor<3x7xf32>
  %7 = relay.negative %x : tensor<3x7xf32>
  %8 = relay.abs %x : tensor<3x7xf32>
  %9 = relay.erf %x : tensor<3x7xf32>
  %10 = relay.floor %x : tensor<3x7xf32>
  %11 = relay.ceil %x : tensor<3x7xf32>
  %12 = relay.round %x : tensor<3x7xf32>
  %13 = relay.sin %x : tensor<3x7xf32>
  %14 = relay.cos %x : tensor<3x7xf32>
  %15 = relay.nn.leaky_relu %x {alpha = 0.1 : f64} : tensor<3x7xf32>
  %16 = relay.clip %x {a_min = -0.5 : f64, a_max = 0.75 : f64} : tensor<3x7xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16
      : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>,
        tensor<3x7xf32>
}

func.func @binary_broadcast(%a: tensor<2x3x4xf32>, %b: tensor<3x1xf32>)
    -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>,
        tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = relay.add %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %1 = relay.subtract %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %2 = relay.multiply %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %3 = relay.divide %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %4 = relay.maximum %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %5 = relay.minimum %a, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %abs = relay.abs %a : tensor<2x3x4xf32>
  %6 = relay.power %abs, %b : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3x4xf32>, tensor<2x3x4xf32>,
      tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>,
      tensor<2x3x4xf32>
}

// Dynamic extents, read at run time.
func.func @dynamic_broadcast(%a: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %0 = relay.multiply %a, %b : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %1 = relay.add %0, %a : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @compare(%a: tensor<4x5xf32>, %b: tensor<5xf32>)
    -> (tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>,
        tensor<4x5xi1>, tensor<4x5xi1>) {
  %0 = relay.equal %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  %1 = relay.not_equal %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  %2 = relay.less %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  %3 = relay.less_equal %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  %4 = relay.greater %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  %5 = relay.greater_equal %a, %b : (tensor<4x5xf32>, tensor<5xf32>) -> tensor<4x5xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>,
      tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>
}

func.func @integer(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>, %s: tensor<4x6xi32>)
    -> (tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>,
        tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>) {
  %0 = relay.divide %a, %b : tensor<4x6xi32>
  %1 = relay.floor_divide %a, %b : tensor<4x6xi32>
  %2 = relay.mod %a, %b : tensor<4x6xi32>
  %3 = relay.left_shift %a, %s : tensor<4x6xi32>
  %4 = relay.right_shift %a, %s : tensor<4x6xi32>
  %5 = relay.maximum %a, %b : tensor<4x6xi32>
  %6 = relay.negative %a : tensor<4x6xi32>
  %7 = relay.abs %a : tensor<4x6xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4x6xi32>, tensor<4x6xi32>,
      tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>,
      tensor<4x6xi32>, tensor<4x6xi32>
}

func.func @unsigned(%a: tensor<8xui8>, %b: tensor<8xui8>)
    -> (tensor<8xui8>, tensor<8xui8>, tensor<8xi1>, tensor<8xf32>, tensor<8xui8>) {
  %0 = relay.divide %a, %b : tensor<8xui8>
  %1 = relay.maximum %a, %b : tensor<8xui8>
  %2 = relay.greater %a, %b : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
  %3 = relay.cast %a {dtype = f32} : tensor<8xui8> -> tensor<8xf32>
  %two = relay.constant dense<2> : tensor<ui8>
  %4 = relay.right_shift %a, %two : (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>
  return %0, %1, %2, %3, %4 : tensor<8xui8>, tensor<8xui8>, tensor<8xi1>, tensor<8xf32>, tensor<8xui8>
}

func.func @logical(%a: tensor<3x4xi1>, %b: tensor<4xi1>, %x: tensor<3x4xf32>)
    -> (tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xf32>) {
  %0 = relay.logical_and %a, %b : (tensor<3x4xi1>, tensor<4xi1>) -> tensor<3x4xi1>
  %1 = relay.logical_or %a, %b : (tensor<3x4xi1>, tensor<4xi1>) -> tensor<3x4xi1>
  %2 = relay.logical_not %a : tensor<3x4xi1>
  %3 = relay.isnan %x : tensor<3x4xf32> -> tensor<3x4xi1>
  %two = relay.constant dense<2.0> : tensor<f32>
  %4 = relay.where %a, %x, %two : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4 : tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xf32>
}

func.func @cast(%x: tensor<2x5xf32>, %i: tensor<2x5xi64>)
    -> (tensor<2x5xi32>, tensor<2x5xf16>, tensor<2x5xf32>, tensor<2x5xi8>, tensor<2x5xi1>) {
  %0 = relay.cast %x {dtype = i32} : tensor<2x5xf32> -> tensor<2x5xi32>
  %1 = relay.cast %x {dtype = f16} : tensor<2x5xf32> -> tensor<2x5xf16>
  %2 = relay.cast %i {dtype = f32} : tensor<2x5xi64> -> tensor<2x5xf32>
  %3 = relay.cast %i {dtype = i8} : tensor<2x5xi64> -> tensor<2x5xi8>
  %4 = relay.cast %x {dtype = i1} : tensor<2x5xf32> -> tensor<2x5xi1>
  return %0, %1, %2, %3, %4 : tensor<2x5xi32>, tensor<2x5xf16>, tensor<2x5xf32>, tensor<2x5xi8>, tensor<2x5xi1>
}

func.func @prelu(%x: tensor<2x3x4xf32>, %alpha: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %0 = relay.nn.prelu %x, %alpha : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

func.func @creation(%x: tensor<2x3xf32>, %fill: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<4xi32>) {
  %0 = relay.zeros {shape = array<i64: 2, 3>, dtype = f32} : () -> tensor<2x3xf32>
  %1 = relay.ones {shape = array<i64: 2, 3>, dtype = f32} : () -> tensor<2x3xf32>
  %2 = relay.full %fill {shape = array<i64: 3, 2>} : (tensor<f32>) -> tensor<3x2xf32>
  %3 = relay.zeros_like %x : tensor<2x3xf32>
  %4 = relay.ones {shape = array<i64: 4>, dtype = i32} : () -> tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<4xi32>
}

// TVM rounds halves away from zero.
func.func @round_ties(%x: tensor<7xf32>) -> tensor<7xf32> {
  %0 = relay.round %x : tensor<7xf32>
  return %0 : tensor<7xf32>
}

// Results that are arguments, or views of them, come back as buffers the
// caller owns.
func.func @returns_arguments(%x: tensor<2x3x4xf32>)
    -> (tensor<2x3x4xf32>, tensor<6x4xf32>, tuple<tensor<2x3x4xf32>>) {
  %0 = relay.reshape %x {newshape = array<i64: -1, 4>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %t = relay.tuple %x : tuple<tensor<2x3x4xf32>>
  return %x, %0, %t : tensor<2x3x4xf32>, tensor<6x4xf32>, tuple<tensor<2x3x4xf32>>
}
