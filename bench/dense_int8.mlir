// Quantized dense 1024x1024x1024 (2 * 1024^3 integer operations): uint8
// activations with a zero point, int8 weights (symmetric, zero point 0),
// int32 accumulation, requantized to uint8, as PyTorch's quantized linear
// (torch.ops.quantized.linear) computes it. On a VNNI host relay-to-llvm
// runs the product on vpdpbusd (-relay-x86-vnni).
func.func @main(%x: tensor<1024x1024xui8> {relay.name = "x"},
                %w: tensor<1024x1024xi8> {relay.name = "w"}) -> tensor<1024x1024xui8> {
  %sx = relay.constant dense<0.05> : tensor<f32>
  %zx = relay.constant dense<128> : tensor<i32>
  %sw = relay.constant dense<0.01> : tensor<f32>
  %zw = relay.constant dense<0> : tensor<i32>
  %sy = relay.constant dense<2.0> : tensor<f32>
  %zy = relay.constant dense<128> : tensor<i32>
  %sxw = relay.constant dense<0.0005> : tensor<f32>
  %0 = relay.qnn.dense %x, %w, %zx, %zw, %sx, %sw
      : (tensor<1024x1024xui8>, tensor<1024x1024xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1024x1024xi32>
  %1 = relay.qnn.requantize %0, %sxw, %zw, %sy, %zy {out_dtype = ui8}
      : (tensor<1024x1024xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
      -> tensor<1024x1024xui8>
  return %1 : tensor<1024x1024xui8>
}
