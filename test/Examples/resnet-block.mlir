// The README's example: type inference and canonicalisation of a ResNet block.
// RUN: relay-opt %S/../../examples/resnet_block.mlir -relay-infer-type -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @resnet_block
// CHECK-SAME:      -> tensor<1x64x56x56xf32>
// CHECK:         relay.nn.conv2d {{.*}} -> tensor<1x64x56x56xf32>
// CHECK:         relay.nn.batch_norm {{.*}} -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
// CHECK:         relay.nn.relu %{{.*}} : tensor<1x64x56x56xf32>
// CHECK:         relay.nn.conv2d {{.*}} -> tensor<1x64x56x56xf32>
// CHECK:         %[[SUM:.*]] = relay.add %{{.*}}, %arg0 : tensor<1x64x56x56xf32>
// CHECK:         %[[OUT:.*]] = relay.nn.relu %[[SUM]] : tensor<1x64x56x56xf32>
// CHECK-NOT:     relay.reshape
// CHECK:         return %[[OUT]] : tensor<1x64x56x56xf32>
