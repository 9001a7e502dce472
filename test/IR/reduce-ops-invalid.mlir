// RUN: relay-opt %s -split-input-file -verify-diagnostics

// Type-relation errors of the reductions. A relation error is followed by the
// verifier's "failed to infer returned types".

func.func @sum_axis_out_of_range(%x: tensor<2x3x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{axis 3 is out of range for rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.sum %x {axis = array<i64: 3>} : (tensor<2x3x4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @mean_negative_axis_out_of_range(%x: tensor<2x3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{axis -4 is out of range for rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.mean %x {axis = array<i64: -4>} : (tensor<2x3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @max_axis_on_scalar(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{axis 0 is out of range for rank 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.max %x {axis = array<i64: 0>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @min_exclude_axis_out_of_range(%x: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.min %x {axis = array<i64: 2>, exclude = true} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @prod_duplicate_axis(%x: tensor<2x3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{axis 1 appears more than once}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.prod %x {axis = array<i64: 1, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// -2 and 1 name the same axis of a rank-3 tensor.
func.func @sum_duplicate_normalised_axis(%x: tensor<2x3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{axis -2 appears more than once}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.sum %x {axis = array<i64: 1, -2>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @all_non_bool(%x: tensor<4x5xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'relay.all' op operand #0 must be ranked tensor of bool (i1) values, but got 'tensor<4x5xi32>'}}
  %0 = relay.all %x {axis = array<i64: 1>} : (tensor<4x5xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @any_non_bool(%x: tensor<4x5xf32>) -> tensor<f32> {
  // expected-error @+1 {{'relay.any' op operand #0 must be ranked tensor of bool (i1) values, but got 'tensor<4x5xf32>'}}
  %0 = relay.any %x : (tensor<4x5xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @argmax_result_not_i32(%x: tensor<8x10xf32>) -> tensor<8xi64> {
  // expected-error @+2 {{'relay.argmax' op inferred type(s) 'tensor<8xi32>' are incompatible with return type(s) of operation 'tensor<8xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.argmax %x {axis = array<i64: 1>} : (tensor<8x10xf32>) -> tensor<8xi64>
  return %0 : tensor<8xi64>
}

// -----

func.func @argmin_axis_out_of_range(%x: tensor<8x10xf32>) -> tensor<8xi32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.argmin %x {axis = array<i64: 2>} : (tensor<8x10xf32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

// keepdims keeps the reduced axis with extent 1: the result has rank 3.
func.func @sum_result_ignores_keepdims(%x: tensor<2x3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{'relay.sum' op inferred type(s) 'tensor<2x1x4xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.sum %x {axis = array<i64: 1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// exclude reduces the axes that are not listed.
func.func @mean_result_ignores_exclude(%x: tensor<2x3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{'relay.mean' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.mean %x {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @variance_mean_rank(%x: tensor<4x6xf32>, %m: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{mean must have the rank and element type of data (keepdims=True), got 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @variance_mean_element_type(%x: tensor<4x6xf32>, %m: tensor<4x1xf16>) -> tensor<4xf32> {
  // expected-error @+2 {{mean must have the rank and element type of data (keepdims=True), got 'tensor<4x1xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x6xf32>, tensor<4x1xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @variance_mean_not_broadcastable(%x: tensor<4x6xf32>, %m: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{operands are not broadcastable: dimension 6 vs 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x6xf32>, tensor<4x5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @variance_scalar(%x: tensor<f32>, %m: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{variance of a rank-0 tensor}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.variance %x, %m : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @variance_axis_out_of_range(%x: tensor<4x6xf32>, %m: tensor<4x1xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{axis -3 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.variance %x, %m {axis = array<i64: -3>} : (tensor<4x6xf32>, tensor<4x1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @variance_int_data(%x: tensor<4x6xi32>, %m: tensor<4x1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'relay.variance' op operand #0 must be ranked tensor of Relay float (f16, bf16, f32, f64) values, but got 'tensor<4x6xi32>'}}
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<4x6xi32>, tensor<4x1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
