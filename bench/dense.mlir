// dense 1024x1024x1024 fp32 (2 * 1024^3 FLOP).
func.func @main(%x: tensor<1024x1024xf32> {relay.name = "x"},
                %w: tensor<1024x1024xf32> {relay.name = "w"}) -> tensor<1024x1024xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
