// What has no Relay text form is reported, not printed wrongly.
// RUN: relay-translate --export-relay -split-input-file -verify-diagnostics %s

// expected-error @+1 {{functions with 2 results have no Relay form (return a tuple)}}
func.func @two_results(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  return %x, %x : tensor<2xf32>, tensor<2xf32>
}

// -----

// expected-error @+1 {{function declarations have no Relay form}}
func.func private @declaration(%x: tensor<2xf32>) -> tensor<2xf32>

// -----

func.func @foreign(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.empty' has no Relay text form (only relay ops, func.call and func.return are exported)}}
  %0 = tensor.empty() : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{element type 'i4' has no Relay dtype}}
func.func @dtype(%x: tensor<2xi4>) -> tensor<2xi4> {
  return %x : tensor<2xi4>
}

// -----

func.func @nan(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{NaN attribute values have no Relay form}}
  %0 = relay.clip %x {a_min = 0x7FF8000000000000 : f64, a_max = 1.0 : f64} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @if_two_results(%c: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{an 'if' with 2 results has no Relay form}}
  %0:2 = relay.if %c : tensor<i1> -> tensor<2xf32>, tensor<2xf32> {
    relay.yield %x, %x : tensor<2xf32>, tensor<2xf32>
  } else {
    relay.yield %x, %x : tensor<2xf32>, tensor<2xf32>
  }
  return %0#0 : tensor<2xf32>
}
