// relu(x * a + b) + r on 2^24 floats: four inputs read, one output written.
func.func @main(%x: tensor<16777216xf32>, %a: tensor<16777216xf32>, %b: tensor<16777216xf32>,
                %r: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = relay.multiply %x, %a : tensor<16777216xf32>
  %1 = relay.add %0, %b : tensor<16777216xf32>
  %2 = relay.nn.relu %1 : tensor<16777216xf32>
  %3 = relay.add %2, %r : tensor<16777216xf32>
  return %3 : tensor<16777216xf32>
}
