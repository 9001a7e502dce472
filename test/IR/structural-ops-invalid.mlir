// RUN: relay-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// relay.tuple / relay.tuple_get_item
//===----------------------------------------------------------------------===//

func.func @tuple_get_item_out_of_range(%t: tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32> {
  // expected-error @+2 {{index 2 is out of range for a tuple of 2 fields}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.tuple_get_item %t[2] : tuple<tensor<4xf32>, tensor<2xi32>> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tuple_get_item_negative(%t: tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32> {
  // expected-error @+2 {{index -1 is out of range for a tuple of 2 fields}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.tuple_get_item %t[-1] : tuple<tensor<4xf32>, tensor<2xi32>> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tuple_get_item_empty(%t: tuple<>) -> tensor<4xf32> {
  // expected-error @+2 {{index 0 is out of range for a tuple of 0 fields}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.tuple_get_item %t[0] : tuple<> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The declared type must be compatible with the projected field.
func.func @tuple_get_item_wrong_field(%t: tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = relay.tuple_get_item %t[1] : tuple<tensor<4xf32>, tensor<2xi32>> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tuple_get_item_not_tuple(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be tuple, but got 'tensor<4xf32>'}}
  %0 = "relay.tuple_get_item"(%a) {index = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A projection gives a Relay value, not an arbitrary type.
func.func @tuple_get_item_index_result(%t: tuple<memref<4xf32>, index>) -> index {
  // expected-error @+1 {{result #0 must be Relay value (tensor, tuple, function, reference or type variable), but got 'index'}}
  %0 = relay.tuple_get_item %t[1] : tuple<memref<4xf32>, index> -> index
  return %0 : index
}

// -----

func.func @tuple_type_mismatch(%a: tensor<4xf32>) -> tuple<tensor<5xf32>> {
  // expected-error @+2 {{inferred type(s) 'tuple<tensor<4xf32>>' are incompatible with return type(s) of operation 'tuple<tensor<5xf32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.tuple"(%a) : (tensor<4xf32>) -> tuple<tensor<5xf32>>
  return %0 : tuple<tensor<5xf32>>
}

// -----

func.func @tuple_memref_field(%m: memref<4xf32>) -> tuple<memref<4xf32>> {
  // expected-error @+1 {{operand #0 must be variadic of Relay value (tensor, tuple, function, reference or type variable), but got 'memref<4xf32>'}}
  %0 = relay.tuple %m : tuple<memref<4xf32>>
  return %0 : tuple<memref<4xf32>>
}

// -----

func.func @tuple_not_tuple_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected a tuple type, got 'tensor<4xf32>'}}
  %0 = relay.tuple %a : tensor<4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// relay.if
//===----------------------------------------------------------------------===//

func.func @if_then_yield_mismatch(%c: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'relay.if' op the then-branch yields 1 value(s) of type(s) ('tensor<4xi32>') but the op expects ('tensor<4xf32>')}}
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %b : tensor<4xi32>
  } else {
    relay.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Static extents must agree with the declared result.
func.func @if_else_shape_mismatch(%c: tensor<i1>, %a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the else-branch yields 1 value(s) of type(s) ('tensor<5xf32>') but the op expects ('tensor<4xf32>')}}
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
    relay.yield %b : tensor<5xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @if_yield_count(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the else-branch yields 0 value(s) of type(s) () but the op expects ('tensor<4xf32>')}}
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
  }
  return %0 : tensor<4xf32>
}

// -----

// The condition is a scalar bool tensor, not tensor<1xi1> ...
func.func @if_cond_rank1(%c: tensor<1xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of bool (i1) values, but got 'tensor<1xi1>'}}
  %0 = relay.if %c : tensor<1xi1> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
    relay.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// ... nor an integer tensor ...
func.func @if_cond_i32(%c: tensor<i32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be 0D tensor of bool (i1) values, but got 'tensor<i32>'}}
  %0 = relay.if %c : tensor<i32> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
    relay.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// ... nor a builtin i1.
func.func @if_cond_i1(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'i1'}}
  %0 = relay.if %c : i1 -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  } else {
    relay.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @if_missing_else(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  }
  // expected-error @+1 {{expected 'else'}}
  return %0 : tensor<4xf32>
}

// -----

func.func @if_one_region(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'relay.if' op expected 2 regions}}
  %0 = "relay.if"(%c) ({
    "relay.yield"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @yield_outside(%a: tensor<4xf32>) {
  // expected-error @+1 {{'relay.yield' op expects parent op to be one of 'relay.if, relay.fn'}}
  "relay.yield"(%a) : (tensor<4xf32>) -> ()
}

// -----

//===----------------------------------------------------------------------===//
// relay.fn
//===----------------------------------------------------------------------===//

func.func @fn_yield_mismatch(%a: tensor<4xf32>) {
  // expected-error @+1 {{'relay.fn' op the body yields 1 value(s) of type(s) ('tensor<4xi32>') but the op expects ('tensor<4xf32>')}}
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %c = relay.cast %x {dtype = i32} : tensor<4xf32> -> tensor<4xi32>
    relay.yield %c : tensor<4xi32>
  }
  return
}

// -----

func.func @fn_yield_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{the body yields 1 value(s) of type(s) ('tensor<4xf32>') but the op expects ('tensor<4xf32>', 'tensor<4xf32>')}}
  %f = relay.fn (%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    relay.yield %x : tensor<4xf32>
  }
  return
}

// -----

func.func @fn_parameter_mismatch() {
  // expected-error @+1 {{'relay.fn' op parameter types ('tensor<4xf32>', 'tensor<4xf32>') differ from the function type '(tensor<4xf32>) -> tensor<4xf32>'}}
  %f = "relay.fn"() ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    "relay.yield"(%x) : (tensor<4xf32>) -> ()
  }) : () -> ((tensor<4xf32>) -> tensor<4xf32>)
  return
}

// -----

func.func @fn_not_function_type() {
  // expected-error @+1 {{'relay.fn' op result #0 must be function type, but got 'tensor<4xf32>'}}
  %f = "relay.fn"() ({
  ^bb0(%x: tensor<4xf32>):
    "relay.yield"(%x) : (tensor<4xf32>) -> ()
  }) : () -> tensor<4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// relay.call
//===----------------------------------------------------------------------===//

func.func @call_arg_count(%f: (tensor<4xf32>) -> tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{callee expects 1 argument(s) but 2 were given}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.call"(%f, %a, %a) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// In the custom form the argument types come from the callee's type.
func.func @call_arg_count_custom(%f: (tensor<4xf32>) -> tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  %0 = relay.call %f(%a, %a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @call_arg_type(%f: (tensor<4xf32>) -> tensor<4xf32>, %a: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+2 {{argument 0 has type 'tensor<4xi32>' but the callee expects 'tensor<4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.call"(%f, %a) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @call_arg_shape(%f: (tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>, %a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{argument 1 has type 'tensor<3xf32>' but the callee expects 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.call"(%f, %a, %b) : ((tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @call_result_mismatch(%f: (tensor<4xf32>) -> tensor<4xf32>, %a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "relay.call"(%f, %a) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @call_not_function(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected a function type, got 'tensor<4xf32>'}}
  %0 = relay.call %a(%a) : tensor<4xf32>
  return
}

// -----

func.func @call_not_function_generic(%a: tensor<4xf32>) {
  // expected-error @+1 {{'relay.call' op operand #0 must be function type, but got 'tensor<4xf32>'}}
  %0 = "relay.call"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// relay.constant
//===----------------------------------------------------------------------===//

func.func @constant_type_mismatch() -> tensor<4xf32> {
  // expected-error @+1 {{'relay.constant' op value type 'tensor<3xf32>' differs from the result type 'tensor<4xf32>'}}
  %0 = "relay.constant"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A constant's type is exact: no `?`.
func.func @constant_dynamic_result() -> tensor<?xf32> {
  // expected-error @+1 {{'relay.constant' op value type 'tensor<3xf32>' differs from the result type 'tensor<?xf32>'}}
  %0 = "relay.constant"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @constant_element_type_mismatch() -> tensor<3xi32> {
  // expected-error @+1 {{'relay.constant' op value type 'tensor<3xi64>' differs from the result type 'tensor<3xi32>'}}
  %0 = "relay.constant"() {value = dense<1> : tensor<3xi64>} : () -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// complex is not a Relay dtype.
func.func @constant_complex() -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'relay.constant' op result #0 must be ranked tensor of Relay dtype values, but got 'tensor<4xcomplex<f32>>'}}
  %0 = relay.constant dense<(1.0, 2.0)> : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// Neither is index.
func.func @constant_index() -> tensor<4xindex> {
  // expected-error @+1 {{but got 'tensor<4xindex>'}}
  %0 = relay.constant dense<1> : tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

// Signed integers are spelled signless (si32 is not a Relay dtype).
func.func @constant_signed() -> tensor<2xsi32> {
  // expected-error @+1 {{but got 'tensor<2xsi32>'}}
  %0 = relay.constant dense<1> : tensor<2xsi32>
  return %0 : tensor<2xsi32>
}

// -----

func.func @constant_not_elements() -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "relay.constant"() {value = 1.0 : f32} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @if_branch_without_yield(%c: tensor<i1>, %a: tensor<4xf32>) {
  // expected-error @+1 {{'relay.if' op the else-branch must end with 'relay.yield'}}
  %0 = "relay.if"(%c) ({
    "relay.yield"(%a) : (tensor<4xf32>) -> ()
  }, {
    "func.return"() : () -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  return
}
