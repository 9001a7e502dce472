// RUN: relay-opt %s -split-input-file -verify-diagnostics

// The dialect's discardable attributes are verified.

// expected-error @+1 {{attribute 'relay.primitive' must be a unit attribute, got "yes"}}
func.func private @f() attributes {relay.primitive = "yes"}

// -----

// expected-error @+1 {{attribute 'relay.compiler' must be a non-empty string}}
func.func private @f() attributes {relay.compiler = ""}

// -----

// expected-error @+1 {{attribute 'relay.composite' must be a non-empty string, got 3}}
func.func private @f() attributes {relay.composite = 3}

// -----

// expected-error @+1 {{unknown relay attribute 'relay.primitve'}}
func.func private @f() attributes {relay.primitve}

// -----

// expected-error @+1 {{attribute 'relay.type_params' must be an array of type parameter names}}
func.func private @f() attributes {relay.type_params = [1, 2]}

// -----

// expected-error @+1 {{attribute 'relay.signature' must be a function type}}
func.func private @f() attributes {relay.signature = i32}

// -----

func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'relay.primitive' is only valid on functions}}
  %0 = relay.exp %x {relay.primitive} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{argument 0: attribute 'relay.name' must be a non-empty string, got 7}}
func.func private @f(tensor<4xf32> {relay.name = 7})

// -----

// expected-error @+1 {{unknown relay argument attribute 'relay.nam' on argument 1}}
func.func private @f(tensor<4xf32> {relay.name = "x"}, tensor<4xf32> {relay.nam = "y"})

// -----

// expected-error @+1 {{attribute 'relay.name' is only valid on function arguments}}
func.func private @f() attributes {relay.name = "f"}
