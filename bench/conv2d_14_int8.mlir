// The ResNet-18 layer-3 3x3 convolution of conv2d_14.mlir (1x256x14x14,
// 256 -> 256 channels, pad 1) quantized: uint8 data with a zero point, int8 weights
// (symmetric), int32 accumulation, requantized to uint8, as PyTorch's
// quantized conv2d (torch.ops.quantized.conv2d) computes it.
func.func @main(%x: tensor<1x256x14x14xui8> {relay.name = "x"},
                %w: tensor<256x256x3x3xi8> {relay.name = "w"}) -> tensor<1x256x14x14xui8> {
  %sx = relay.constant dense<0.05> : tensor<f32>
  %zx = relay.constant dense<128> : tensor<i32>
  %sw = relay.constant dense<0.01> : tensor<f32>
  %zw = relay.constant dense<0> : tensor<i32>
  %sy = relay.constant dense<2.0> : tensor<f32>
  %zy = relay.constant dense<128> : tensor<i32>
  %sxw = relay.constant dense<0.0005> : tensor<f32>
  %0 = relay.qnn.conv2d %x, %w, %zx, %zw, %sx, %sw
      {channels = 256 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x256x14x14xui8>, tensor<256x256x3x3xi8>, tensor<i32>, tensor<i32>,
         tensor<f32>, tensor<f32>) -> tensor<1x256x14x14xi32>
  %1 = relay.qnn.requantize %0, %sxw, %zw, %sy, %zy {out_dtype = ui8}
      : (tensor<1x256x14x14xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>)
      -> tensor<1x256x14x14xui8>
  return %1 : tensor<1x256x14x14xui8>
}
