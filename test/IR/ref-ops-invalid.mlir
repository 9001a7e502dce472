// RUN: relay-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{a reference must hold a Relay value (a ranked tensor, tuple, function, reference or type variable), not 'memref<4xf32>'}}
func.func @ref_of_memref(%r: !relay.ref<memref<4xf32>>) {
  return
}

// -----

func.func @ref_create_wrong_result(%x: tensor<4xf32>) {
  // expected-error @+2 {{inferred type(s) '!relay.ref<tensor<4xf32>>' are incompatible with return type(s) of operation '!relay.ref<tensor<4xi32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.ref_create %x : tensor<4xf32> -> !relay.ref<tensor<4xi32>>
  return
}

// -----

func.func @ref_create_result_not_ref(%x: tensor<4xf32>) {
  // expected-error @+1 {{result #0 must be a mutable reference cell holding a Relay value (RefType), but got 'tensor<4xf32>'}}
  %0 = "relay.ref_create"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @ref_read_not_ref(%x: tensor<4xf32>) {
  // expected-error @+1 {{operand #0 must be a mutable reference cell holding a Relay value (RefType), but got 'tensor<4xf32>'}}
  %0 = "relay.ref_read"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @ref_read_wrong_type(%r: !relay.ref<tensor<4xf32>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.ref_read %r : !relay.ref<tensor<4xf32>> -> tensor<5xf32>
  return
}

// -----

func.func @ref_write_wrong_value(%r: !relay.ref<tensor<4xf32>>, %v: tensor<4xi32>) {
  // expected-error @+1 {{cannot write a value of type 'tensor<4xi32>' to a reference of type '!relay.ref<tensor<4xf32>>'}}
  %0 = relay.ref_write %r, %v : !relay.ref<tensor<4xf32>>, tensor<4xi32>
  return
}

// -----

func.func @ref_write_result(%r: !relay.ref<tensor<4xf32>>, %v: tensor<4xf32>) {
  // expected-error @+2 {{inferred type(s) 'tuple<>' are incompatible with return type(s) of operation 'tuple<tensor<4xf32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.ref_write"(%r, %v) : (!relay.ref<tensor<4xf32>>, tensor<4xf32>) -> tuple<tensor<4xf32>>
  return
}

// -----

func.func @ref_write_wrong_value_generic(%r: !relay.ref<tensor<4xf32>>, %v: tensor<2xf32>) {
  // expected-error @+2 {{cannot write a value of type 'tensor<2xf32>' to a reference of type '!relay.ref<tensor<4xf32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.ref_write"(%r, %v) : (!relay.ref<tensor<4xf32>>, tensor<2xf32>) -> tuple<>
  return
}

// -----

func.func @ref_create_of_index(%i: index) {
  // expected-error @+1 {{operand #0 must be Relay value (tensor, tuple, function, reference or type variable), but got 'index'}}
  %0 = "relay.ref_create"(%i) : (index) -> !relay.ref<tensor<f32>>
  return
}
