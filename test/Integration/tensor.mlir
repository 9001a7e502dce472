// Injective and shape operators, executed and compared with NumPy
// (Inputs/tensor.py): reshape with Relay's special values, transpose,
// squeeze, expand_dims, concatenate, stack, split, strided_slice, take,
// gather, broadcast_to, tile, reverse, nn.pad, nn.batch_flatten,
// layout_transform and arange, with static and dynamic extents.
// (Views of arguments returned directly are covered by @returns_arguments in
// elementwise.mlir.)
// RUN: rm -rf %t && %python %S/Inputs/reference.py tensor %t
// RUN: relay-run %s --entry reshape --input %t/reshape.in0.npy --input %t/reshape.in1.npy \
// RUN:   --compare %t/reshape.out0.npy --compare %t/reshape.out1.npy \
// RUN:   --compare %t/reshape.out2.npy --compare %t/reshape.out3.npy \
// RUN:   --compare %t/reshape.out4.npy --compare %t/reshape.out5.npy \
// RUN:   --compare %t/reshape.out6.npy --compare %t/reshape.out7.npy \
// RUN:   --compare %t/reshape.out8.npy --compare %t/reshape.out9.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=RESHAPE
// RUN: relay-run %s --entry transform --input %t/transform.in0.npy \
// RUN:   --input %t/transform.in1.npy --input %t/transform.in2.npy \
// RUN:   --compare %t/transform.out0.npy --compare %t/transform.out1.npy \
// RUN:   --compare %t/transform.out2.npy --compare %t/transform.out3.npy \
// RUN:   --compare %t/transform.out4.npy --compare %t/transform.out5.npy \
// RUN:   --compare %t/transform.out6.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=TRANSFORM
// RUN: relay-run %s --entry join --input %t/join.in0.npy --input %t/join.in1.npy \
// RUN:   --input %t/join.in2.npy --compare %t/join.out0.npy --compare %t/join.out1.npy \
// RUN:   --compare %t/join.out2.npy --compare %t/join.out3.npy --compare %t/join.out4.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=JOIN
// RUN: relay-run %s --entry split --input %t/split.in0.npy \
// RUN:   --compare %t/split.out0.npy --compare %t/split.out1.npy --compare %t/split.out2.npy \
// RUN:   --compare %t/split.out3.npy --compare %t/split.out4.npy --compare %t/split.out5.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=SPLIT
// RUN: relay-run %s --entry strided_slice --input %t/strided_slice.in0.npy \
// RUN:   --input %t/strided_slice.in1.npy --input %t/strided_slice.in2.npy \
// RUN:   --compare %t/strided_slice.out0.npy --compare %t/strided_slice.out1.npy \
// RUN:   --compare %t/strided_slice.out2.npy --compare %t/strided_slice.out3.npy \
// RUN:   --compare %t/strided_slice.out4.npy --compare %t/strided_slice.out5.npy \
// RUN:   --compare %t/strided_slice.out6.npy --compare %t/strided_slice.out7.npy \
// RUN:   --compare %t/strided_slice.out8.npy --compare %t/strided_slice.out9.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=SLICE
// RUN: relay-run %s --entry strided_slice_empty --input %t/strided_slice_empty.in0.npy \
// RUN:   --input %t/strided_slice_empty.in1.npy \
// RUN:   --compare %t/strided_slice_empty.out0.npy --compare %t/strided_slice_empty.out1.npy \
// RUN:   --compare %t/strided_slice_empty.out2.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=SLICE-EMPTY
// RUN: relay-run %s --entry take --input %t/take.in0.npy --input %t/take.in1.npy \
// RUN:   --input %t/take.in2.npy --input %t/take.in3.npy --input %t/take.in4.npy \
// RUN:   --compare %t/take.out0.npy --compare %t/take.out1.npy --compare %t/take.out2.npy \
// RUN:   --compare %t/take.out3.npy --compare %t/take.out4.npy --compare %t/take.out5.npy \
// RUN:   --compare %t/take.out6.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TAKE
// RUN: relay-run %s --entry gather --input %t/gather.in0.npy --input %t/gather.in1.npy \
// RUN:   --input %t/gather.in2.npy --input %t/gather.in3.npy --input %t/gather.in4.npy \
// RUN:   --compare %t/gather.out0.npy --compare %t/gather.out1.npy \
// RUN:   --compare %t/gather.out2.npy --rtol 0 --atol 0
// RUN: relay-run %s --entry broadcast --input %t/broadcast.in0.npy \
// RUN:   --input %t/broadcast.in1.npy --input %t/broadcast.in2.npy \
// RUN:   --compare %t/broadcast.out0.npy --compare %t/broadcast.out1.npy \
// RUN:   --compare %t/broadcast.out2.npy --compare %t/broadcast.out3.npy \
// RUN:   --compare %t/broadcast.out4.npy --compare %t/broadcast.out5.npy \
// RUN:   --compare %t/broadcast.out6.npy --compare %t/broadcast.out7.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=BROADCAST
// RUN: relay-run %s --entry pad --input %t/pad.in0.npy --input %t/pad.in1.npy \
// RUN:   --input %t/pad.in2.npy --input %t/pad.in3.npy --input %t/pad.in4.npy \
// RUN:   --compare %t/pad.out0.npy --compare %t/pad.out1.npy --compare %t/pad.out2.npy \
// RUN:   --compare %t/pad.out3.npy --compare %t/pad.out4.npy --compare %t/pad.out5.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=PAD
// RUN: relay-run %s --entry layout_transform --input %t/layout_transform.in0.npy \
// RUN:   --input %t/layout_transform.in1.npy --input %t/layout_transform.in2.npy \
// RUN:   --compare %t/layout_transform.out0.npy --compare %t/layout_transform.out1.npy \
// RUN:   --compare %t/layout_transform.out2.npy --compare %t/layout_transform.out3.npy \
// RUN:   --compare %t/layout_transform.out4.npy --rtol 0 --atol 0 \
// RUN:   | FileCheck %s --check-prefix=LAYOUT
// RUN: relay-run %s --entry arange_static \
// RUN:   --compare %t/arange_static.out0.npy --compare %t/arange_static.out1.npy
// RUN: relay-run %s --entry arange_dynamic --input %t/arange_dynamic.in0.npy \
// RUN:   --input %t/arange_dynamic.in1.npy --input %t/arange_dynamic.in2.npy \
// RUN:   --input %t/arange_dynamic.in3.npy --input %t/arange_dynamic.in4.npy \
// RUN:   --input %t/arange_dynamic.in5.npy \
// RUN:   --compare %t/arange_dynamic.out0.npy --compare %t/arange_dynamic.out1.npy

// RESHAPE-COUNT-10: elements within tolerance
// TRANSFORM-COUNT-7: elements within tolerance
// JOIN-COUNT-5: elements within tolerance
// SPLIT-COUNT-6: elements within tolerance
// SLICE-COUNT-10: elements within tolerance
// SLICE-EMPTY-COUNT-3: elements within tolerance
// TAKE-COUNT-7: elements within tolerance
// BROADCAST-COUNT-8: elements within tolerance
// PAD-COUNT-6: elements within tolerance
// LAYOUT-COUNT-5: elements within tolerance

func.func @reshape(%arg: tensor<2x3x4xf32>, %darg: tensor<?x3x4xf32>)
    -> (tensor<4x3x2xf32>, tensor<6x1x4xf32>, tensor<2x3x4x1x1xf32>, tensor<6x4xf32>,
        tensor<1x2x3x4xf32>, tensor<2x1x3x4xf32>, tensor<?x12xf32>, tensor<?x2x2xf32>,
        tensor<?x4xf32>, tensor<?x12xf32>) {
  %x = relay.negative %arg : tensor<2x3x4xf32>
  %d = relay.negative %darg : tensor<?x3x4xf32>
  %0 = relay.reshape %x {newshape = array<i64: 4, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  %1 = relay.reshape %x {newshape = array<i64: 6, 1, -1>} : (tensor<2x3x4xf32>) -> tensor<6x1x4xf32>
  %2 = relay.reshape %x {newshape = array<i64: -2, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<2x3x4x1x1xf32>
  %3 = relay.reshape %x {newshape = array<i64: -3, 4>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %4 = relay.reshape %x {newshape = array<i64: -4, 1, 2, -2>} : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %5 = relay.reshape %x {newshape = array<i64: 2, -4, -1, 3, -2>} : (tensor<2x3x4xf32>) -> tensor<2x1x3x4xf32>
  %6 = relay.reshape %d {newshape = array<i64: 0, -1>} : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
  %7 = relay.reshape %d {newshape = array<i64: -1, 2, 2>} : (tensor<?x3x4xf32>) -> tensor<?x2x2xf32>
  %8 = relay.reshape %d {newshape = array<i64: -3, -2>} : (tensor<?x3x4xf32>) -> tensor<?x4xf32>
  %9 = relay.nn.batch_flatten %d : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : tensor<4x3x2xf32>, tensor<6x1x4xf32>, tensor<2x3x4x1x1xf32>, tensor<6x4xf32>,
        tensor<1x2x3x4xf32>, tensor<2x1x3x4xf32>, tensor<?x12xf32>, tensor<?x2x2xf32>,
        tensor<?x4xf32>, tensor<?x12xf32>
}

func.func @transform(%arg: tensor<2x3x4xf32>, %darg: tensor<?x3x4xf32>,
                     %sarg: tensor<2x1x3x1xf32>)
    -> (tensor<3x4x2xf32>, tensor<4x3x?xf32>, tensor<2x3xf32>, tensor<2x1x3xf32>,
        tensor<2x3x4x1x1xf32>, tensor<1x2x3x4xf32>, tensor<?x1x3x4xf32>) {
  %x = relay.negative %arg : tensor<2x3x4xf32>
  %d = relay.negative %darg : tensor<?x3x4xf32>
  %s = relay.negative %sarg : tensor<2x1x3x1xf32>
  %0 = relay.transpose %x {axes = array<i64: 1, -1, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  // No axes: the dimensions reversed.
  %1 = relay.transpose %d : (tensor<?x3x4xf32>) -> tensor<4x3x?xf32>
  // No axis: every dimension of extent 1 goes.
  %2 = relay.squeeze %s : (tensor<2x1x3x1xf32>) -> tensor<2x3xf32>
  %3 = relay.squeeze %s {axis = array<i64: -1>} : (tensor<2x1x3x1xf32>) -> tensor<2x1x3xf32>
  %4 = relay.expand_dims %x {axis = -1 : i64, num_newaxis = 2 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4x1x1xf32>
  %5 = relay.expand_dims %x {axis = 0 : i64} : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %6 = relay.expand_dims %d {axis = -3 : i64} : (tensor<?x3x4xf32>) -> tensor<?x1x3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6
      : tensor<3x4x2xf32>, tensor<4x3x?xf32>, tensor<2x3xf32>, tensor<2x1x3xf32>,
        tensor<2x3x4x1x1xf32>, tensor<1x2x3x4xf32>, tensor<?x1x3x4xf32>
}

func.func @join(%a: tensor<2x5xf32>, %b: tensor<2x?xf32>, %c: tensor<2x1xf32>)
    -> (tensor<2x?xf32>, tensor<4x?xf32>, tensor<3x2x?xf32>, tensor<2x?x2xf32>,
        tensor<2x2x?xf32>) {
  %two = relay.constant dense<2.0> : tensor<f32>
  %three = relay.constant dense<3.0> : tensor<f32>
  %b2 = relay.multiply %b, %two : (tensor<2x?xf32>, tensor<f32>) -> tensor<2x?xf32>
  %b3 = relay.multiply %b, %three : (tensor<2x?xf32>, tensor<f32>) -> tensor<2x?xf32>
  %0 = relay.concatenate %a, %b, %c {axis = -1 : i64} : (tensor<2x5xf32>, tensor<2x?xf32>, tensor<2x1xf32>) -> tensor<2x?xf32>
  %1 = relay.concatenate %b, %b2 : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<4x?xf32>
  %2 = relay.stack %b, %b2, %b3 : (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<3x2x?xf32>
  %3 = relay.stack %b, %b2 {axis = -1 : i64} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?x2xf32>
  %4 = relay.stack %b, %b2 {axis = 1 : i64} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x2x?xf32>
  return %0, %1, %2, %3, %4 : tensor<2x?xf32>, tensor<4x?xf32>, tensor<3x2x?xf32>,
      tensor<2x?x2xf32>, tensor<2x2x?xf32>
}

// Tuples of results are flattened into the entry's results.
func.func @split(%arg: tensor<6x5xf32>)
    -> (tuple<tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>>,
        tuple<tensor<6x1xf32>, tensor<6x2xf32>, tensor<6x2xf32>>) {
  %x = relay.negative %arg : tensor<6x5xf32>
  %0 = relay.split %x {indices_or_sections = 3 : i64} : (tensor<6x5xf32>)
      -> tuple<tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>>
  %1 = relay.split %x {indices_or_sections = array<i64: 1, 3>, axis = -1 : i64} : (tensor<6x5xf32>)
      -> tuple<tensor<6x1xf32>, tensor<6x2xf32>, tensor<6x2xf32>>
  return %0, %1 : tuple<tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>>,
      tuple<tensor<6x1xf32>, tensor<6x2xf32>, tensor<6x2xf32>>
}

func.func @strided_slice(%a: tensor<10x8xf32>, %d: tensor<?x?xf32>, %r: tensor<?x8xf32>)
    -> (tensor<3x8xf32>, tensor<10x3xf32>, tensor<3x2xf32>, tensor<8x2xf32>,
        tensor<8x5xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<10x3xf32>,
        tensor<?x4xf32>, tensor<?x8xf32>) {
  %0 = relay.strided_slice %a {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<3x8xf32>
  %1 = relay.strided_slice %a {begin = array<i64: 1>, end = array<i64: 7>, strides = array<i64: 2>, axes = array<i64: 1>} : (tensor<10x8xf32>) -> tensor<10x3xf32>
  // size mode: end is the extent of the slice (-1: to the end); strides are ignored.
  %2 = relay.strided_slice %a {begin = array<i64: 2, -3>, end = array<i64: 3, 2>, strides = array<i64: 3, 3>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<3x2xf32>
  %3 = relay.strided_slice %a {begin = array<i64: 2, 1>, end = array<i64: -1, 2>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<8x2xf32>
  %4 = relay.strided_slice %a {begin = array<i64: 1, 1>, end = array<i64: -1, -2>} : (tensor<10x8xf32>) -> tensor<8x5xf32>
  %5 = relay.strided_slice %d {begin = array<i64: -2, 7>, end = array<i64: -100, 0>, strides = array<i64: -3, -1>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %6 = relay.strided_slice %d {begin = array<i64: -4>, end = array<i64: 1000>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %7 = relay.strided_slice %a {begin = array<i64: 9, 0>, end = array<i64: -100, 8>, strides = array<i64: -1, 3>} : (tensor<10x8xf32>) -> tensor<10x3xf32>
  %8 = relay.strided_slice %r {begin = array<i64: 0, 0>, end = array<i64: 5, 8>, strides = array<i64: 1, 2>} : (tensor<?x8xf32>) -> tensor<?x4xf32>
  %9 = relay.strided_slice %r {begin = array<i64: -1>, end = array<i64: -1000>, strides = array<i64: -2>} : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
      : tensor<3x8xf32>, tensor<10x3xf32>, tensor<3x2xf32>, tensor<8x2xf32>,
        tensor<8x5xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<10x3xf32>,
        tensor<?x4xf32>, tensor<?x8xf32>
}

// Begin past the end: TVM types the slice with extent 0 and so do we; it
// lowers to an empty tensor (issue 11).
func.func @strided_slice_empty(%a: tensor<4x3xf32>, %d: tensor<?x3xf32>)
    -> (tensor<0x3xf32>, tensor<0x3xf32>, tensor<?x2xf32>) {
  %0 = relay.strided_slice %a {begin = array<i64: 6>, end = array<i64: 8>} : (tensor<4x3xf32>) -> tensor<0x3xf32>
  %1 = relay.strided_slice %a {begin = array<i64: -9>, end = array<i64: -7>, strides = array<i64: -1>} : (tensor<4x3xf32>) -> tensor<0x3xf32>
  %2 = relay.strided_slice %d {begin = array<i64: 6, 1>, end = array<i64: 100, 3>} : (tensor<?x3xf32>) -> tensor<?x2xf32>
  return %0, %1, %2 : tensor<0x3xf32>, tensor<0x3xf32>, tensor<?x2xf32>
}

func.func @take(%d: tensor<4x5xf32>, %i: tensor<2x3xi32>, %j: tensor<4x2xi64>,
                %u: tensor<3xui8>, %t: tensor<2x3xi32>)
    -> (tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<2x3x5xf32>, tensor<2x3xf32>,
        tensor<4x2xf32>, tensor<3x5xf32>, tensor<4x2x3xf32>) {
  %0 = relay.take %d, %i : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  %1 = relay.take %d, %t {axis = 1 : i64, mode = #relay.take_mode<wrap>} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<4x2x3xf32>
  %2 = relay.take %d, %i {axis = 0 : i64} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3x5xf32>
  %3 = relay.take %d, %t {mode = #relay.take_mode<wrap>} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  %4 = relay.take %d, %j {axis = -1 : i64, batch_dims = 1 : i64} : (tensor<4x5xf32>, tensor<4x2xi64>) -> tensor<4x2xf32>
  %5 = relay.take %d, %u {axis = 0 : i64, mode = #relay.take_mode<clip>} : (tensor<4x5xf32>, tensor<3xui8>) -> tensor<3x5xf32>
  %6 = relay.take %d, %i {axis = -1 : i64} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<4x2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6
      : tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<2x3x5xf32>, tensor<2x3xf32>,
        tensor<4x2xf32>, tensor<3x5xf32>, tensor<4x2x3xf32>
}

func.func @gather(%g: tensor<2x3xf32>, %gi: tensor<2x4xi32>, %gi0: tensor<1x3xi64>,
                  %h: tensor<2x3x4xf32>, %hi: tensor<2x2x4xi32>)
    -> (tensor<2x4xf32>, tensor<1x3xf32>, tensor<2x2x4xf32>) {
  %0 = relay.gather %g, %gi {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x4xi32>) -> tensor<2x4xf32>
  %1 = relay.gather %g, %gi0 {axis = 0 : i64} : (tensor<2x3xf32>, tensor<1x3xi64>) -> tensor<1x3xf32>
  %2 = relay.gather %h, %hi {axis = -2 : i64} : (tensor<2x3x4xf32>, tensor<2x2x4xi32>) -> tensor<2x2x4xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<1x3xf32>, tensor<2x2x4xf32>
}

func.func @broadcast(%b: tensor<3x1xf32>, %g: tensor<?x3xf32>, %x: tensor<2x3x?xf32>)
    -> (tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<2x?x9xf32>, tensor<?x6xf32>,
        tensor<4x3x?xf32>, tensor<2x3x?xf32>, tensor<2x3x?xf32>, tensor<2x3x?xf32>) {
  %0 = relay.broadcast_to %b {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %1 = relay.broadcast_to %g {shape = array<i64: 2, 2, 3>} : (tensor<?x3xf32>) -> tensor<2x2x3xf32>
  // reps longer or shorter than the rank: the shorter one is padded with 1s.
  %2 = relay.tile %g {reps = array<i64: 2, 1, 3>} : (tensor<?x3xf32>) -> tensor<2x?x9xf32>
  %3 = relay.tile %g {reps = array<i64: 2>} : (tensor<?x3xf32>) -> tensor<?x6xf32>
  %4 = relay.tile %x {reps = array<i64: 2, 1, 1>} : (tensor<2x3x?xf32>) -> tensor<4x3x?xf32>
  %5 = relay.reverse %x {axis = 1 : i64} : (tensor<2x3x?xf32>) -> tensor<2x3x?xf32>
  %6 = relay.reverse %x {axis = -1 : i64} : (tensor<2x3x?xf32>) -> tensor<2x3x?xf32>
  %7 = relay.reverse %x {axis = 0 : i64} : (tensor<2x3x?xf32>) -> tensor<2x3x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7
      : tensor<2x3x4xf32>, tensor<2x2x3xf32>, tensor<2x?x9xf32>, tensor<?x6xf32>,
        tensor<4x3x?xf32>, tensor<2x3x?xf32>, tensor<2x3x?xf32>, tensor<2x3x?xf32>
}

// pad_width is (before, after) per axis; reflect does not repeat the edge.
func.func @pad(%g: tensor<2x3xf32>, %p: tensor<?x?xf32>, %i: tensor<2x2x3xi32>,
               %v: tensor<f32>, %vi: tensor<i32>)
    -> (tensor<3x6xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>,
        tensor<2x4x5xi32>, tensor<3x3x7xi32>) {
  %0 = relay.nn.pad %g, %v {pad_width = array<i64: 1, 0, 2, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x6xf32>
  %1 = relay.nn.pad %p, %v {pad_width = array<i64: 2, 1, 1, 3>, pad_mode = #relay.pad_mode<edge>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  %2 = relay.nn.pad %p, %v {pad_width = array<i64: 2, 1, 1, 3>, pad_mode = #relay.pad_mode<reflect>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  %3 = relay.nn.pad %p, %v {pad_width = array<i64: 0, 2, 3, 0>, pad_mode = #relay.pad_mode<reflect>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  %4 = relay.nn.pad %i, %vi {pad_width = array<i64: 0, 0, 1, 1, 0, 2>} : (tensor<2x2x3xi32>, tensor<i32>) -> tensor<2x4x5xi32>
  %5 = relay.nn.pad %i, %vi {pad_width = array<i64: 1, 0, 0, 1, 2, 2>, pad_mode = #relay.pad_mode<edge>} : (tensor<2x2x3xi32>, tensor<i32>) -> tensor<3x3x7xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x6xf32>, tensor<?x?xf32>, tensor<?x?xf32>,
      tensor<?x?xf32>, tensor<2x4x5xi32>, tensor<3x3x7xi32>
}

func.func @layout_transform(%x: tensor<1x32x2x3xf32>, %n16: tensor<?x2x2x3x16xf32>,
                            %nhwc: tensor<1x2x3x32xf32>)
    -> (tensor<1x2x2x3x16xf32>, tensor<?x32x2x3xf32>, tensor<1x2x3x32xf32>,
        tensor<1x32x2x3xf32>, tensor<?x8x2x3x4xf32>) {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NCHW16c>} : (tensor<1x32x2x3xf32>) -> tensor<1x2x2x3x16xf32>
  %1 = relay.layout_transform %n16 {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NCHW>} : (tensor<?x2x2x3x16xf32>) -> tensor<?x32x2x3xf32>
  %2 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NHWC>} : (tensor<1x32x2x3xf32>) -> tensor<1x2x3x32xf32>
  %3 = relay.layout_transform %nhwc {src_layout = #relay.layout<NHWC>, dst_layout = #relay.layout<NCHW>} : (tensor<1x2x3x32xf32>) -> tensor<1x32x2x3xf32>
  %4 = relay.layout_transform %n16 {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NCHW4c>} : (tensor<?x2x2x3x16xf32>) -> tensor<?x8x2x3x4xf32>
  return %0, %1, %2, %3, %4 : tensor<1x2x2x3x16xf32>, tensor<?x32x2x3xf32>,
      tensor<1x2x3x32xf32>, tensor<1x32x2x3xf32>, tensor<?x8x2x3x4xf32>
}

// Constant bounds: ceil((stop - start) / step) elements, a static extent.
func.func @arange_static() -> (tensor<4xf32>, tensor<4xi32>) {
  %s0 = relay.constant dense<1.5> : tensor<f32>
  %s1 = relay.constant dense<4.0> : tensor<f32>
  %s2 = relay.constant dense<0.75> : tensor<f32>
  %0 = relay.arange %s0, %s1, %s2 {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %i0 = relay.constant dense<10> : tensor<i32>
  %i1 = relay.constant dense<-3> : tensor<i32>
  %i2 = relay.constant dense<-4> : tensor<i32>
  %1 = relay.arange %i0, %i1, %i2 {dtype = i32} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xf32>, tensor<4xi32>
}

// Bounds known at run time only: the extent is computed there.
func.func @arange_dynamic(%f0: tensor<f32>, %f1: tensor<f32>, %f2: tensor<f32>,
                          %i0: tensor<i32>, %i1: tensor<i32>, %i2: tensor<i32>)
    -> (tensor<?xf32>, tensor<?xi64>) {
  %0 = relay.arange %f0, %f1, %f2 {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<?xf32>
  %1 = relay.arange %i0, %i1, %i2 {dtype = i64} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?xi64>
  return %0, %1 : tensor<?xf32>, tensor<?xi64>
}
