// An `if` whose condition is known at compile time.
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %one = relay.constant dense<1> : tensor<i32>
  %two = relay.constant dense<2> : tensor<i32>
  %c = relay.less %one, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0 = relay.if %c : tensor<i1> -> tensor<3xf32> {
    %e = relay.exp %x : tensor<3xf32>
    relay.yield %e : tensor<3xf32>
  } else {
    relay.yield %x : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}
