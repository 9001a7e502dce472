// RUN: relay-opt %s -relay-defunctionalize -split-input-file -verify-diagnostics

func.func @compose_self(%g: (tensor<4xf32>) -> tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  // expected-error @+1 {{a closure of type '(tensor<4xf32>) -> tensor<4xf32>' captures a value whose type contains that closure type: such recursive closures are not supported}}
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.call %g(%x) : (tensor<4xf32>) -> tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

// -----

func.func @no_function_of_type(%g: (tensor<2xf32>) -> tensor<2xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = relay.constant dense<1.0> : tensor<2xf32>
    // expected-error @+1 {{'relay.call' op applies a closure of type '(tensor<2xf32>) -> tensor<2xf32>' but no closure or function of that type exists}}
    %0 = relay.call %g(%y) : (tensor<2xf32>) -> tensor<2xf32>
    relay.yield %x : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}
