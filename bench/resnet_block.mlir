// The ResNet basic block of test/Integration/models.mlir at 1x64x56x56:
// conv-bn-relu-conv-bn-add-relu, weights and batch-norm parameters as inputs.
func.func @main(%x: tensor<1x64x56x56xf32>,
    %w1: tensor<64x64x3x3xf32>, %g1: tensor<64xf32>, %b1: tensor<64xf32>, %m1: tensor<64xf32>, %v1: tensor<64xf32>,
    %w2: tensor<64x64x3x3xf32>, %g2: tensor<64xf32>, %b2: tensor<64xf32>, %m2: tensor<64xf32>, %v2: tensor<64xf32>)
    -> tensor<1x64x56x56xf32> {
  %0 = relay.nn.conv2d %x, %w1 {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %1 = relay.nn.batch_norm %0, %g1, %b1, %m1, %v1
      : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
  %3 = relay.nn.relu %2 : tensor<1x64x56x56xf32>
  %4 = relay.nn.conv2d %3, %w2 {padding = array<i64: 1, 1, 1, 1>, channels = 64 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %5 = relay.nn.batch_norm %4, %g2, %b2, %m2, %v2
      : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
  %6 = relay.tuple_get_item %5[0] : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>> -> tensor<1x64x56x56xf32>
  %7 = relay.add %6, %x : tensor<1x64x56x56xf32>
  %8 = relay.nn.relu %7 : tensor<1x64x56x56xf32>
  return %8 : tensor<1x64x56x56xf32>
}
