// Model texts as TVM prints them import to the expected relay ops.
// RUN: relay-translate --import-relay %S/Inputs/mlp.rly | FileCheck %s --check-prefix=MLP
// RUN: relay-translate --import-relay %S/Inputs/resnet_block.rly | FileCheck %s --check-prefix=RESNET

// TVM's MLP workload.
// MLP-LABEL: func.func @main(%arg0: tensor<1x1x28x28xf32> {relay.name = "data"}, %arg1: tensor<128x784xf32> {relay.name = "fc1_weight"}, %arg2: tensor<128xf32> {relay.name = "fc1_bias"}, %arg3: tensor<64x128xf32> {relay.name = "fc2_weight"}, %arg4: tensor<64xf32> {relay.name = "fc2_bias"}, %arg5: tensor<10x64xf32> {relay.name = "fc3_weight"}, %arg6: tensor<10xf32> {relay.name = "fc3_bias"}) -> tensor<1x10xf32>
// MLP-NEXT: %[[F:.*]] = relay.nn.batch_flatten %arg0 : (tensor<1x1x28x28xf32>) -> tensor<1x784xf32>
// MLP-NEXT: %[[D1:.*]] = relay.nn.dense %[[F]], %arg1 {units = 128 : i64} : (tensor<1x784xf32>, tensor<128x784xf32>) -> tensor<1x128xf32>
// MLP-NEXT: %[[B1:.*]] = relay.nn.bias_add %[[D1]], %arg2 {axis = -1 : i64}
// MLP-NEXT: %[[R1:.*]] = relay.nn.relu %[[B1]]
// MLP-NEXT: %[[D2:.*]] = relay.nn.dense %[[R1]], %arg3 {units = 64 : i64}
// MLP-NEXT: %[[B2:.*]] = relay.nn.bias_add %[[D2]], %arg4 {axis = -1 : i64}
// MLP-NEXT: %[[R2:.*]] = relay.nn.relu %[[B2]]
// MLP-NEXT: %[[D3:.*]] = relay.nn.dense %[[R2]], %arg5 {units = 10 : i64}
// MLP-NEXT: %[[B3:.*]] = relay.nn.bias_add %[[D3]], %arg6 {axis = -1 : i64}
// MLP-NEXT: %[[S:.*]] = relay.nn.softmax %[[B3]] : (tensor<1x10xf32>) -> tensor<1x10xf32>
// MLP-NEXT: return %[[S]]

// A ResNet residual unit with spans in its type comments.
// RESNET-LABEL: func.func @main(
// RESNET-NEXT: %[[BN1:.*]] = relay.nn.batch_norm %arg0, %arg1, %arg2, %arg3, %arg4 {epsilon = 2.000000e-05 : f64} : {{.*}} -> tuple<tensor<1x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>>
// RESNET-NEXT: %[[G1:.*]] = relay.tuple_get_item %[[BN1]][0]
// RESNET-NEXT: %[[R1:.*]] = relay.nn.relu %[[G1]]
// RESNET-NEXT: %[[C1:.*]] = relay.nn.conv2d %[[R1]], %arg5 {channels = 16 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x8x8xf32>
// RESNET-NEXT: %[[BN2:.*]] = relay.nn.batch_norm %[[C1]], %arg6, %arg7, %arg8, %arg9 {epsilon = 2.000000e-05 : f64}
// RESNET-NEXT: %[[G2:.*]] = relay.tuple_get_item %[[BN2]][0]
// RESNET-NEXT: %[[R2:.*]] = relay.nn.relu %[[G2]]
// RESNET-NEXT: %[[C2:.*]] = relay.nn.conv2d %[[R2]], %arg10
// RESNET-NEXT: %[[A:.*]] = relay.add %[[C2]], %arg0 : tensor<1x16x8x8xf32>
// RESNET-NEXT: return %[[A]]
