// RUN: relay-opt %s -split-input-file -relay-simplify-inference | FileCheck %s

// First the cases of TVM v0.13.0's
// tests/python/relay/test_pass_simplify_inference.py (batch_norm then
// dropout, TVM's expected expression after each), then the normalisations
// and what is specific to MLIR.

// test_simplify_batchnorm, check(2, 1, 1): batch_norm then dropout on a rank-2
// input with the channels last, so the scale and shift need no expand_dims.
// CHECK-LABEL: func.func @bn_dim2_axis1
// CHECK-SAME: (%[[X:.*]]: tensor<10x10xf32>, %[[GAMMA:.*]]: tensor<10xf32>, %[[BETA:.*]]: tensor<10xf32>, %[[MEAN:.*]]: tensor<10xf32>, %[[VAR:.*]]: tensor<10xf32>)
// CHECK-DAG: %[[EPS:.*]] = relay.constant dense<0.00999999977> : tensor<f32>
// CHECK-DAG: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[X1:.*]] = relay.add %[[X]], %[[ONE]]
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[INV:.*]] = relay.divide %[[ONE]], %[[SQ]]
// CHECK-NEXT: %[[SCALE:.*]] = relay.multiply %[[INV]], %[[GAMMA]]
// CHECK-NEXT: %[[NEG:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[MS:.*]] = relay.multiply %[[NEG]], %[[SCALE]]
// CHECK-NEXT: %[[SHIFT:.*]] = relay.add %[[MS]], %[[BETA]]
// CHECK-NEXT: %[[MUL:.*]] = relay.multiply %[[X1]], %[[SCALE]] : (tensor<10x10xf32>, tensor<10xf32>) -> tensor<10x10xf32>
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[MUL]], %[[SHIFT]] : (tensor<10x10xf32>, tensor<10xf32>) -> tensor<10x10xf32>
// CHECK-NEXT: return %[[OUT]]
// CHECK-NOT: relay.nn.
func.func @bn_dim2_axis1(%x: tensor<10x10xf32>, %gamma: tensor<10xf32>, %beta: tensor<10xf32>, %mean: tensor<10xf32>, %var: tensor<10xf32>) -> tensor<10x10xf32> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<10x10xf32>, tensor<f32>) -> tensor<10x10xf32>
  %1 = relay.nn.batch_norm %0, %gamma, %beta, %mean, %var {epsilon = 0.01 : f64} : (tensor<10x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tuple<tensor<10x10xf32>, tensor<10xf32>, tensor<10xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<10x10xf32>, tensor<10xf32>, tensor<10xf32>> -> tensor<10x10xf32>
  %3 = relay.nn.dropout %2 : (tensor<10x10xf32>) -> tuple<tensor<10x10xf32>, tensor<10x10xf32>>
  %4 = relay.tuple_get_item %3[0] : tuple<tensor<10x10xf32>, tensor<10x10xf32>> -> tensor<10x10xf32>
  return %4 : tensor<10x10xf32>
}

// -----

// check(4, 1, 1): the scale and shift get two trailing unit dimensions.
// CHECK-LABEL: func.func @bn_dim4_axis1
// CHECK-SAME: (%[[X:.*]]: tensor<10x10x10x10xf32>, %[[GAMMA:.*]]: tensor<10xf32>, %[[BETA:.*]]: tensor<10xf32>, %[[MEAN:.*]]: tensor<10xf32>, %[[VAR:.*]]: tensor<10xf32>)
// CHECK-DAG: %[[EPS:.*]] = relay.constant dense<0.00999999977> : tensor<f32>
// CHECK-DAG: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[X1:.*]] = relay.add %[[X]], %[[ONE]]
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[INV:.*]] = relay.divide %[[ONE]], %[[SQ]]
// CHECK-NEXT: %[[SCALE:.*]] = relay.multiply %[[INV]], %[[GAMMA]]
// CHECK-NEXT: %[[NEG:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[MS:.*]] = relay.multiply %[[NEG]], %[[SCALE]]
// CHECK-NEXT: %[[SHIFT:.*]] = relay.add %[[MS]], %[[BETA]]
// CHECK-NEXT: %[[ES:.*]] = relay.expand_dims %[[SCALE]] {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<10xf32>) -> tensor<10x1x1xf32>
// CHECK-NEXT: %[[EB:.*]] = relay.expand_dims %[[SHIFT]] {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<10xf32>) -> tensor<10x1x1xf32>
// CHECK-NEXT: %[[MUL:.*]] = relay.multiply %[[X1]], %[[ES]]
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[MUL]], %[[EB]] : (tensor<10x10x10x10xf32>, tensor<10x1x1xf32>) -> tensor<10x10x10x10xf32>
// CHECK-NEXT: return %[[OUT]]
// CHECK-NOT: relay.nn.
func.func @bn_dim4_axis1(%x: tensor<10x10x10x10xf32>, %gamma: tensor<10xf32>, %beta: tensor<10xf32>, %mean: tensor<10xf32>, %var: tensor<10xf32>) -> tensor<10x10x10x10xf32> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<10x10x10x10xf32>, tensor<f32>) -> tensor<10x10x10x10xf32>
  %1 = relay.nn.batch_norm %0, %gamma, %beta, %mean, %var {epsilon = 0.01 : f64} : (tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>> -> tensor<10x10x10x10xf32>
  %3 = relay.nn.dropout %2 : (tensor<10x10x10x10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>>
  %4 = relay.tuple_get_item %3[0] : tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>> -> tensor<10x10x10x10xf32>
  return %4 : tensor<10x10x10x10xf32>
}

// -----

// check(4, 0, 3): three steps with the channels first (three trailing unit
// dimensions).
// CHECK-LABEL: func.func @bn_dim4_axis0_3steps
// CHECK-SAME: (%[[X:.*]]: tensor<10x10x10x10xf32>, %[[GAMMA:.*]]: tensor<10xf32>, %[[BETA:.*]]: tensor<10xf32>, %[[MEAN:.*]]: tensor<10xf32>, %[[VAR:.*]]: tensor<10xf32>)
// CHECK-DAG: %[[EPS:.*]] = relay.constant dense<0.00999999977> : tensor<f32>
// CHECK-DAG: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[IN1:.*]] = relay.add %[[X]], %[[ONE]]
// CHECK: %[[VE1:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ1:.*]] = relay.sqrt %[[VE1]]
// CHECK-NEXT: %[[INV1:.*]] = relay.divide %[[ONE]], %[[SQ1]]
// CHECK-NEXT: %[[SCALE1:.*]] = relay.multiply %[[INV1]], %[[GAMMA]]
// CHECK-NEXT: %[[NEG1:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[MS1:.*]] = relay.multiply %[[NEG1]], %[[SCALE1]]
// CHECK-NEXT: %[[SHIFT1:.*]] = relay.add %[[MS1]], %[[BETA]]
// CHECK-NEXT: %[[ES1:.*]] = relay.expand_dims %[[SCALE1]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[EB1:.*]] = relay.expand_dims %[[SHIFT1]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[MUL1:.*]] = relay.multiply %[[IN1]], %[[ES1]]
// CHECK-NEXT: %[[OUT1:.*]] = relay.add %[[MUL1]], %[[EB1]]
// CHECK-NEXT: %[[IN2:.*]] = relay.add %[[OUT1]], %[[ONE]]
// CHECK: %[[VE2:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ2:.*]] = relay.sqrt %[[VE2]]
// CHECK-NEXT: %[[INV2:.*]] = relay.divide %[[ONE]], %[[SQ2]]
// CHECK-NEXT: %[[SCALE2:.*]] = relay.multiply %[[INV2]], %[[GAMMA]]
// CHECK-NEXT: %[[NEG2:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[MS2:.*]] = relay.multiply %[[NEG2]], %[[SCALE2]]
// CHECK-NEXT: %[[SHIFT2:.*]] = relay.add %[[MS2]], %[[BETA]]
// CHECK-NEXT: %[[ES2:.*]] = relay.expand_dims %[[SCALE2]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[EB2:.*]] = relay.expand_dims %[[SHIFT2]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[MUL2:.*]] = relay.multiply %[[IN2]], %[[ES2]]
// CHECK-NEXT: %[[OUT2:.*]] = relay.add %[[MUL2]], %[[EB2]]
// CHECK-NEXT: %[[IN3:.*]] = relay.add %[[OUT2]], %[[ONE]]
// CHECK: %[[VE3:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ3:.*]] = relay.sqrt %[[VE3]]
// CHECK-NEXT: %[[INV3:.*]] = relay.divide %[[ONE]], %[[SQ3]]
// CHECK-NEXT: %[[SCALE3:.*]] = relay.multiply %[[INV3]], %[[GAMMA]]
// CHECK-NEXT: %[[NEG3:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[MS3:.*]] = relay.multiply %[[NEG3]], %[[SCALE3]]
// CHECK-NEXT: %[[SHIFT3:.*]] = relay.add %[[MS3]], %[[BETA]]
// CHECK-NEXT: %[[ES3:.*]] = relay.expand_dims %[[SCALE3]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[EB3:.*]] = relay.expand_dims %[[SHIFT3]] {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<10xf32>) -> tensor<10x1x1x1xf32>
// CHECK-NEXT: %[[MUL3:.*]] = relay.multiply %[[IN3]], %[[ES3]]
// CHECK-NEXT: %[[OUT3:.*]] = relay.add %[[MUL3]], %[[EB3]]
// CHECK-NEXT: return %[[OUT3]]
// CHECK-NOT: relay.nn.
func.func @bn_dim4_axis0_3steps(%x: tensor<10x10x10x10xf32>, %gamma: tensor<10xf32>, %beta: tensor<10xf32>, %mean: tensor<10xf32>, %var: tensor<10xf32>) -> tensor<10x10x10x10xf32> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<10x10x10x10xf32>, tensor<f32>) -> tensor<10x10x10x10xf32>
  %1 = relay.nn.batch_norm %0, %gamma, %beta, %mean, %var {axis = 0 : i64, epsilon = 0.01 : f64} : (tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>> -> tensor<10x10x10x10xf32>
  %3 = relay.nn.dropout %2 : (tensor<10x10x10x10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>>
  %4 = relay.tuple_get_item %3[0] : tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>> -> tensor<10x10x10x10xf32>
  %5 = relay.add %4, %c : (tensor<10x10x10x10xf32>, tensor<f32>) -> tensor<10x10x10x10xf32>
  %6 = relay.nn.batch_norm %5, %gamma, %beta, %mean, %var {axis = 0 : i64, epsilon = 0.01 : f64} : (tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>>
  %7 = relay.tuple_get_item %6[0] : tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>> -> tensor<10x10x10x10xf32>
  %8 = relay.nn.dropout %7 : (tensor<10x10x10x10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>>
  %9 = relay.tuple_get_item %8[0] : tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>> -> tensor<10x10x10x10xf32>
  %10 = relay.add %9, %c : (tensor<10x10x10x10xf32>, tensor<f32>) -> tensor<10x10x10x10xf32>
  %11 = relay.nn.batch_norm %10, %gamma, %beta, %mean, %var {axis = 0 : i64, epsilon = 0.01 : f64} : (tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>>
  %12 = relay.tuple_get_item %11[0] : tuple<tensor<10x10x10x10xf32>, tensor<10xf32>, tensor<10xf32>> -> tensor<10x10x10x10xf32>
  %13 = relay.nn.dropout %12 : (tensor<10x10x10x10xf32>) -> tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>>
  %14 = relay.tuple_get_item %13[0] : tuple<tensor<10x10x10x10xf32>, tensor<10x10x10x10xf32>> -> tensor<10x10x10x10xf32>
  return %14 : tensor<10x10x10x10xf32>
}

// -----

// Without scale there is no gamma, without center no beta; fields 1 and 2
// are the moving statistics; a negative axis counts from the end.
// CHECK-LABEL: func.func @bn_no_scale_center
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %[[MEAN:.*]]: tensor<4xf32>, %[[VAR:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK-DAG: %[[EPS:.*]] = relay.constant dense<9.99999974E-6> : tensor<f32>
// CHECK: %[[VE:.*]] = relay.add %[[VAR]], %[[EPS]]
// CHECK-NEXT: %[[SQ:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[SCALE:.*]] = relay.divide %[[ONE]], %[[SQ]]
// CHECK-NEXT: %[[NEG:.*]] = relay.negative %[[MEAN]]
// CHECK-NEXT: %[[SHIFT:.*]] = relay.multiply %[[NEG]], %[[SCALE]]
// CHECK-NEXT: %[[MUL:.*]] = relay.multiply %[[X]], %[[SCALE]]
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[MUL]], %[[SHIFT]]
// CHECK-NEXT: return %[[OUT]], %[[MEAN]], %[[VAR]]
func.func @bn_no_scale_center(%x: tensor<2x3x4xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var {axis = -1 : i64, scale = false, center = false} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<2x3x4xf32>
  %2 = relay.tuple_get_item %0[1] : tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %3 = relay.tuple_get_item %0[2] : tuple<tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  return %1, %2, %3 : tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @dropout_mask
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[D:.*]] = relay.nn.dropout %[[X]]
// CHECK-NEXT: %[[MASK:.*]] = relay.tuple_get_item %[[D]][1]
// CHECK-NEXT: return %[[X]], %[[MASK]]
func.func @dropout_mask(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = relay.nn.dropout %x : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %2 = relay.tuple_get_item %0[1] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x16xf32>, %[[GAMMA:.*]]: tensor<16xf32>, %[[BETA:.*]]: tensor<16xf32>)
// CHECK-NEXT: %[[EPS:.*]] = relay.constant dense<9.99999974E-6> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = relay.mean %[[X]] {axis = array<i64: 2>, keepdims = true} : (tensor<2x8x16xf32>) -> tensor<2x8x1xf32>
// CHECK-NEXT: %[[V:.*]] = relay.variance %[[X]], %[[M]] {axis = array<i64: 2>, keepdims = true} : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[V]], %[[EPS]]
// CHECK-NEXT: %[[D:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[C:.*]] = relay.subtract %[[X]], %[[M]]
// CHECK-NEXT: %[[N:.*]] = relay.divide %[[C]], %[[D]]
// CHECK-NEXT: %[[S:.*]] = relay.multiply %[[N]], %[[GAMMA]] : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[S]], %[[BETA]] : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @layer_norm(%x: tensor<2x8x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<2x8x16xf32> {
  %0 = relay.nn.layer_norm %x, %gamma, %beta : (tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// CHECK-LABEL: func.func @layer_norm_axis1_no_center
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x16xf32>, %[[GAMMA:.*]]: tensor<8xf32>, %{{.*}}: tensor<8xf32>)
// CHECK-NEXT: %[[EPS:.*]] = relay.constant dense<1.000000e-03> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = relay.mean %[[X]] {axis = array<i64: 1>, keepdims = true} : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
// CHECK-NEXT: %[[V:.*]] = relay.variance %[[X]], %[[M]] {axis = array<i64: 1>, keepdims = true}
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[V]], %[[EPS]]
// CHECK-NEXT: %[[D:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[C:.*]] = relay.subtract %[[X]], %[[M]]
// CHECK-NEXT: %[[N:.*]] = relay.divide %[[C]], %[[D]]
// CHECK-NEXT: %[[G:.*]] = relay.expand_dims %[[GAMMA]] {axis = 1 : i64} : (tensor<8xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: %[[OUT:.*]] = relay.multiply %[[N]], %[[G]] : (tensor<2x8x16xf32>, tensor<8x1xf32>) -> tensor<2x8x16xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @layer_norm_axis1_no_center(%x: tensor<2x8x16xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<2x8x16xf32> {
  %0 = relay.nn.layer_norm %x, %gamma, %beta {axis = 1 : i64, epsilon = 1.0e-3 : f64, center = false} : (tensor<2x8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// Per sample and channel: the mean and variance over the spatial axes.
// CHECK-LABEL: func.func @instance_norm
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x5x5xf32>, %[[GAMMA:.*]]: tensor<8xf32>, %[[BETA:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[EPS:.*]] = relay.constant dense<9.99999974E-6> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = relay.mean %[[X]] {axis = array<i64: 2, 3>, keepdims = true} : (tensor<2x8x5x5xf32>) -> tensor<2x8x1x1xf32>
// CHECK-NEXT: %[[V:.*]] = relay.variance %[[X]], %[[M]] {axis = array<i64: 2, 3>, keepdims = true}
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[V]], %[[EPS]]
// CHECK-NEXT: %[[D:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[C:.*]] = relay.subtract %[[X]], %[[M]]
// CHECK-NEXT: %[[N:.*]] = relay.divide %[[C]], %[[D]]
// CHECK-NEXT: %[[G:.*]] = relay.expand_dims %[[GAMMA]] {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<8xf32>) -> tensor<8x1x1xf32>
// CHECK-NEXT: %[[S:.*]] = relay.multiply %[[N]], %[[G]]
// CHECK-NEXT: %[[B:.*]] = relay.expand_dims %[[BETA]] {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<8xf32>) -> tensor<8x1x1xf32>
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[S]], %[[B]]
// CHECK-NEXT: return %[[OUT]]
func.func @instance_norm(%x: tensor<2x8x5x5xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<2x8x5x5xf32> {
  %0 = relay.nn.instance_norm %x, %gamma, %beta : (tensor<2x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x5x5xf32>
  return %0 : tensor<2x8x5x5xf32>
}

// -----

// The channels split into 4 groups of 2 (N, C, H, W -> N, 4, 2, H, W), each
// normalised over its channels and the spatial axes.
// CHECK-LABEL: func.func @group_norm
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x5x5xf32>, %[[GAMMA:.*]]: tensor<8xf32>, %[[BETA:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[EPS:.*]] = relay.constant dense<9.99999974E-6> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = relay.reshape %[[X]] {newshape = array<i64: 2, 4, 2, 5, 5>} : (tensor<2x8x5x5xf32>) -> tensor<2x4x2x5x5xf32>
// CHECK-NEXT: %[[M:.*]] = relay.mean %[[R]] {axis = array<i64: 2, 3, 4>, keepdims = true} : (tensor<2x4x2x5x5xf32>) -> tensor<2x4x1x1x1xf32>
// CHECK-NEXT: %[[V:.*]] = relay.variance %[[R]], %[[M]] {axis = array<i64: 2, 3, 4>, keepdims = true}
// CHECK-NEXT: %[[VE:.*]] = relay.add %[[V]], %[[EPS]]
// CHECK-NEXT: %[[D:.*]] = relay.sqrt %[[VE]]
// CHECK-NEXT: %[[C:.*]] = relay.subtract %[[R]], %[[M]]
// CHECK-NEXT: %[[N:.*]] = relay.divide %[[C]], %[[D]]
// CHECK-NEXT: %[[BACK:.*]] = relay.reshape %[[N]] {newshape = array<i64: 2, 8, 5, 5>} : (tensor<2x4x2x5x5xf32>) -> tensor<2x8x5x5xf32>
// CHECK-NEXT: %[[G:.*]] = relay.expand_dims %[[GAMMA]] {axis = 1 : i64, num_newaxis = 2 : i64}
// CHECK-NEXT: %[[S:.*]] = relay.multiply %[[BACK]], %[[G]]
// CHECK-NEXT: %[[B:.*]] = relay.expand_dims %[[BETA]] {axis = 1 : i64, num_newaxis = 2 : i64}
// CHECK-NEXT: %[[OUT:.*]] = relay.add %[[S]], %[[B]]
// CHECK-NEXT: return %[[OUT]]
func.func @group_norm(%x: tensor<2x8x5x5xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<2x8x5x5xf32> {
  %0 = relay.nn.group_norm %x, %gamma, %beta {num_groups = 4 : i64} : (tensor<2x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x5x5xf32>
  return %0 : tensor<2x8x5x5xf32>
}

// -----

// With a dynamic shape the reshapes use Relay's special values: 0 copies the
// batch, -4 splits the channels into [4, -1], -3 merges them back and -2
// copies the spatial axes.
// CHECK-LABEL: func.func @group_norm_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8x5x5xf32>,
// CHECK: %[[R:.*]] = relay.reshape %[[X]] {newshape = array<i64: 0, -4, 4, -1, -2>} : (tensor<?x8x5x5xf32>) -> tensor<?x4x2x5x5xf32>
// CHECK: relay.mean %[[R]] {axis = array<i64: 2, 3, 4>, keepdims = true}
// CHECK: %[[N:.*]] = relay.divide
// CHECK-NEXT: relay.reshape %[[N]] {newshape = array<i64: 0, -3, -2>} : (tensor<?x4x2x5x5xf32>) -> tensor<?x8x5x5xf32>
// CHECK-NOT: relay.nn.group_norm
func.func @group_norm_dynamic(%x: tensor<?x8x5x5xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<?x8x5x5xf32> {
  %0 = relay.nn.group_norm %x, %gamma, %beta {num_groups = 4 : i64} : (tensor<?x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<?x8x5x5xf32>
  return %0 : tensor<?x8x5x5xf32>
}

// -----

// CHECK-LABEL: func.func @layer_norm_refined
// CHECK: %[[OUT:.*]] = relay.add {{.*}} -> tensor<?x16xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[OUT]] : tensor<?x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @layer_norm_refined(%x: tensor<?x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<4x16xf32> {
  %0 = relay.nn.layer_norm %x, %gamma, %beta : (tensor<?x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// Primitive and external functions are left alone.
// CHECK-LABEL: func.func private @fused_nn_dropout
// CHECK-NEXT: relay.nn.dropout
// CHECK-LABEL: func.func private @external
// CHECK-NEXT: relay.nn.dropout
func.func private @fused_nn_dropout(%x: tensor<4xf32>) -> tensor<4xf32> attributes {relay.primitive} {
  %0 = relay.nn.dropout %x : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @external(%x: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"} {
  %0 = relay.nn.dropout %x : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
