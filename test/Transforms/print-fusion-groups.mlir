// RUN: relay-opt %s -relay-print-fusion-groups -o /dev/null | FileCheck %s
// RUN: relay-opt %s -relay-print-fusion-groups="fuse-opt-level=0" -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=LEVEL0
// RUN: relay-opt %s -relay-print-fusion-groups | FileCheck %s --check-prefix=IR

// The groups -relay-fuse-ops would form, as Graphviz: conv2d + add + relu is
// one group (a cluster titled with the fused function's name), the
// reduction after it another.

// CHECK-LABEL: digraph "@main" {
// CHECK: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label="fused_nn_conv2d_add_nn_relu";
// CHECK-DAG: [label="nn.conv2d\nOutEWiseFusable"];
// CHECK-DAG: [label="add\nBroadcast"];
// CHECK-DAG: [label="nn.relu\nElemWise"];
// CHECK: }
// CHECK: [label="sum\nCommReduce", peripheries=2];
// CHECK-COUNT-3: -> n{{[0-9]+}};
// CHECK: }

// At fuse-opt-level 0 every operation is a group of its own.
// LEVEL0-NOT: subgraph

// The IR is unchanged.
// IR: relay.nn.conv2d
// IR-NOT: func.call

func.func @main(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>,
                %b: tensor<4x1x1xf32>) -> tensor<1x4xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.add %0, %b : (tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x8x8xf32>
  %3 = relay.sum %2 {axis = array<i64: 2, 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x4xf32>
  return %3 : tensor<1x4xf32>
}
