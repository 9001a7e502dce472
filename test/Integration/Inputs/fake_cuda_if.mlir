// A relay.if whose result a kernel reads: its branches' buffers are freed by
// the caller (relay-run-fake-cuda.mlir).
func.func @main(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %0 = relay.exp %x : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  } else {
    %1 = relay.nn.relu %x : tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  %2 = relay.tanh %r : tensor<4xf32>
  return %2 : tensor<4xf32>
}
