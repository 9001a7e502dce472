// Two vectors of unknown length. Relay requires their lengths to agree; the
// types leave that to run time, so the compiled code checks it.
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = relay.add %a, %b : tensor<?xf32>
  return %0 : tensor<?xf32>
}
