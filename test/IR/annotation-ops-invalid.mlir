// RUN: relay-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// relay.op.annotation.simulated_quantize
//===----------------------------------------------------------------------===//

// kind is a QAnnotateKind: IDENTITY 0, INPUT 1, WEIGHT 2, ACTIVATION 3.
func.func @sq_bad_kind(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{'relay.op.annotation.simulated_quantize' op kind must be a QAnnotateKind (0..3), got 4}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 4 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_negative_kind(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{kind must be a QAnnotateKind (0..3), got -1}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = -1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_missing_kind(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{'relay.op.annotation.simulated_quantize' op requires attribute 'kind'}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_bad_rounding(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown simulated_quantize rounding mode "trunc"; expected one of "round", "floor", "ceil"}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64, rounding = #relay.quantize_rounding<trunc>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The options are lower case (requantize's are upper case).
func.func @sq_upper_case_rounding(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown simulated_quantize rounding mode "UPWARD"; expected one of "round", "floor", "ceil"}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64, rounding = #relay.quantize_rounding<UPWARD>} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_bad_sign(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'sign' failed to satisfy constraint: bool attribute}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64, sign = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// SimulatedQuantizeRel: "Input shape cannot be empty".
func.func @sq_rank0(%x: tensor<f32>, %s: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{input shape cannot be empty}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// dom_scale, clip_min and clip_max are float32 scalars.
func.func @sq_f16_dom_scale(%x: tensor<4xf32>, %s: tensor<f32>, %h: tensor<f16>) -> tensor<4xf32> {
  // expected-error @+1 {{dom_scale, clip_min and clip_max must be f32 scalars}}
  %0 = relay.op.annotation.simulated_quantize %x, %h, %s, %s {kind = 1 : i64} : (tensor<4xf32>, tensor<f16>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_i32_clip_min(%x: tensor<4xf32>, %s: tensor<f32>, %i: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+1 {{dom_scale, clip_min and clip_max must be f32 scalars}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %i, %s {kind = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_f64_clip_max(%x: tensor<4xf32>, %s: tensor<f32>, %d: tensor<f64>) -> tensor<4xf32> {
  // expected-error @+1 {{dom_scale, clip_min and clip_max must be f32 scalars}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %d {kind = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_vector_dom_scale(%x: tensor<4xf32>, %s: tensor<f32>, %v: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #1 must be 0D tensor of}}
  %0 = relay.op.annotation.simulated_quantize %x, %v, %s, %s {kind = 1 : i64} : (tensor<4xf32>, tensor<1xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sq_integer_data(%x: tensor<4xi8>, %s: tensor<f32>) -> tensor<4xi8> {
  // expected-error @+1 {{operand #0 must be ranked tensor of Relay float (f16, bf16, f32, f64) values, but got 'tensor<4xi8>'}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64} : (tensor<4xi8>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// The result has the data's type.
func.func @sq_result_mismatch(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf16> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.op.annotation.simulated_quantize %x, %s, %s, %s {kind = 1 : i64} : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// compiler_begin / compiler_end / stop_fusion
//===----------------------------------------------------------------------===//

// CompilerAttrs.compiler has no default.
func.func @compiler_begin_no_compiler(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'relay.annotation.compiler_begin' op requires attribute 'compiler'}}
  %0 = relay.annotation.compiler_begin %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @compiler_end_non_string(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'compiler' failed to satisfy constraint: string attribute}}
  %0 = relay.annotation.compiler_end %x {compiler = 1 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// IdentityRel: the dtype passes through unchanged.
func.func @compiler_end_dtype(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+2 {{'relay.annotation.compiler_end' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.annotation.compiler_end %x {compiler = "dnnl"} : tensor<4xf32> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @stop_fusion_shape(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{'relay.annotation.stop_fusion' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.annotation.stop_fusion %x : tensor<4xf32> -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @stop_fusion_tuple(%x: tuple<tensor<4xf32>>) -> tuple<tensor<3xf32>> {
  // expected-error @+2 {{inferred type(s) 'tuple<tensor<4xf32>>' are incompatible with return type(s) of operation 'tuple<tensor<3xf32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.annotation.stop_fusion %x : tuple<tensor<4xf32>> -> tuple<tensor<3xf32>>
  return %0 : tuple<tensor<3xf32>>
}

// -----

// Annotations take Relay values: tensors, tuples or closures.
func.func @stop_fusion_memref(%x: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{operand #0 must be Relay value (tensor, tuple, function, reference or type variable), but got 'memref<4xf32>'}}
  %0 = relay.annotation.stop_fusion %x : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @compiler_begin_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{operand #0 must be Relay value (tensor, tuple, function, reference or type variable), but got 'tensor<*xf32>'}}
  %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"} : tensor<*xf32>
  return %0 : tensor<*xf32>
}
