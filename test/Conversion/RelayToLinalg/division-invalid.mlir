// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file -verify-diagnostics

// An integer division by a constant zero is rejected as it compiles, as TVM
// rejects it ("Divide by zero" in TIR's constant folding); at run time a
// zero divisor gives 0 (test/Integration/integer-division.mlir).
func.func @divide_by_zero(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = relay.constant dense<[1, 2, 0, 4]> : tensor<4xi32>
  // expected-error @+1 {{integer division by zero: the divisor is a constant with a zero element}}
  %1 = relay.divide %a, %0 : tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

func.func @floor_divide_by_zero(%a: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = relay.constant dense<0> : tensor<i64>
  // expected-error @+1 {{integer division by zero}}
  %1 = relay.floor_divide %a, %0 : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x3xi64>
  return %1 : tensor<2x3xi64>
}

// -----

func.func @mod_by_zero(%a: tensor<?xui8>) -> tensor<?xui8> {
  %0 = relay.constant dense<0> : tensor<ui8>
  // expected-error @+1 {{integer division by zero}}
  %1 = relay.mod %a, %0 : (tensor<?xui8>, tensor<ui8>) -> tensor<?xui8>
  return %1 : tensor<?xui8>
}

// -----

// INT_MIN / -1 overflows; found where the constants meet after broadcasting.
func.func @int_min_by_minus_one() -> tensor<2x2xi8> {
  %0 = relay.constant dense<[[1, 2], [3, -128]]> : tensor<2x2xi8>
  %1 = relay.constant dense<[2, -1]> : tensor<2xi8>
  // expected-error @+1 {{integer division overflows: the constant operands divide INT_MIN by -1}}
  %2 = relay.mod %0, %1 : (tensor<2x2xi8>, tensor<2xi8>) -> tensor<2x2xi8>
  return %2 : tensor<2x2xi8>
}

// -----

// Not an error: -1 meets INT_MIN only in other elements, the unsigned
// 128 / 255 is no overflow, and a float division by zero is IEEE's.
func.func @no_overflow() -> (tensor<2xi8>, tensor<ui8>, tensor<f32>) {
  %0 = relay.constant dense<[-128, 5]> : tensor<2xi8>
  %1 = relay.constant dense<[2, -1]> : tensor<2xi8>
  %2 = relay.divide %0, %1 : tensor<2xi8>
  %3 = relay.constant dense<128> : tensor<ui8>
  %4 = relay.constant dense<255> : tensor<ui8>
  %5 = relay.divide %3, %4 : tensor<ui8>
  %6 = relay.constant dense<1.0> : tensor<f32>
  %7 = relay.constant dense<0.0> : tensor<f32>
  %8 = relay.divide %6, %7 : tensor<f32>
  return %2, %5, %8 : tensor<2xi8>, tensor<ui8>, tensor<f32>
}
