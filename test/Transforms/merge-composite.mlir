// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=test" | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=test_branch" | FileCheck %s --check-prefix=BRANCH
// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=test_reuse" | FileCheck %s --check-prefix=REUSE
// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=test_optional" | FileCheck %s --check-prefix=OPTIONAL
// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=test_bn" | FileCheck %s --check-prefix=BN
// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=dnnl" | FileCheck %s --check-prefix=DNNL

// The cases of TVM v0.13.0's tests/python/relay/test_pass_merge_composite.py,
// with their pattern tables as the test-only targets of
// test/lib/TestByocPatterns.pdll (one target per table, named in the RUN
// lines), then the dnnl table of lib/Transforms/Targets/Dnnl.pdll. Each
// input is checked under every table: a table without matching patterns
// must leave it alone.

// test_simple_merge: add + relu becomes one composite function.
// CHECK-LABEL: func.func private @composite_test_add_relu
// CHECK-SAME: (%[[A:.*]]: tensor<10x10xf32>, %[[B:.*]]: tensor<10x10xf32>) -> tensor<10x10xf32>
// CHECK-SAME: attributes {relay.composite = "test.add_relu"}
// CHECK-NEXT: %[[S:.*]] = relay.add %[[A]], %[[B]]
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[S]]
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @simple_merge
// CHECK-SAME: (%[[X:.*]]: tensor<10x10xf32>, %[[Y:.*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[C:.*]] = call @composite_test_add_relu(%[[X]], %[[Y]])
// CHECK-NEXT: return %[[C]]
// BRANCH-LABEL: func.func @simple_merge
// BRANCH-NOT: call
// BRANCH: return
// DNNL-LABEL: func.func @simple_merge
// DNNL-NOT: call
// DNNL: return
func.func @simple_merge(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %0 = relay.add %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %1 = relay.nn.relu %0 : tensor<10x10xf32>
  return %1 : tensor<10x10xf32>
}

// -----

// test_branch_merge: (a + b) * (a - b) twice, the second reading the first's
// call; a pattern with two anchors.
// BRANCH-LABEL: func.func private @composite_test_branch_add_sub_mul(
// BRANCH-SAME: %[[P:.*]]: tensor<10x10xf32>, %[[Q:.*]]: tensor<10x10xf32>)
// BRANCH-SAME: attributes {relay.composite = "test_branch.add_sub_mul"}
// BRANCH-NEXT: %[[S:.*]] = relay.add %[[P]], %[[Q]]
// BRANCH-NEXT: %[[D:.*]] = relay.subtract %[[P]], %[[Q]]
// BRANCH-NEXT: %[[M:.*]] = relay.multiply %[[S]], %[[D]]
// BRANCH-NEXT: return %[[M]]
// BRANCH-LABEL: func.func private @composite_test_branch_add_sub_mul_1(
// BRANCH-LABEL: func.func @branch_merge
// BRANCH-SAME: (%[[A:.*]]: tensor<10x10xf32>, %[[B:.*]]: tensor<10x10xf32>, %[[C:.*]]: tensor<10x10xf32>)
// BRANCH-NEXT: %[[F:.*]] = call @composite_test_branch_add_sub_mul_1(%[[A]], %[[B]])
// BRANCH-NEXT: %[[G:.*]] = call @composite_test_branch_add_sub_mul(%[[C]], %[[F]])
// BRANCH-NEXT: %[[R:.*]] = relay.nn.relu %[[G]]
// BRANCH-NEXT: return %[[R]]
// CHECK-LABEL: func.func @branch_merge
// CHECK-NOT: call
// CHECK: return
func.func @branch_merge(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>, %c: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %0 = relay.add %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %1 = relay.subtract %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %2 = relay.multiply %0, %1 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %3 = relay.add %c, %2 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %4 = relay.subtract %c, %2 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %5 = relay.multiply %3, %4 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %6 = relay.nn.relu %5 : tensor<10x10xf32>
  return %6 : tensor<10x10xf32>
}

// -----

// test_reuse_call_merge: the pattern reads one wildcard twice and one of its
// own values twice; the subtract before it stays outside.
// REUSE-LABEL: func.func private @composite_test_reuse_add_add_add(
// REUSE-SAME: %[[P:.*]]: tensor<10x10xf32>, %[[Q:.*]]: tensor<10x10xf32>)
// REUSE-NEXT: %[[S:.*]] = relay.add %[[P]], %[[Q]]
// REUSE-NEXT: %[[T:.*]] = relay.add %[[P]], %[[S]]
// REUSE-NEXT: %[[U:.*]] = relay.add %[[T]], %[[S]]
// REUSE-NEXT: return %[[U]]
// REUSE-LABEL: func.func @reuse_call_merge
// REUSE-SAME: (%[[A:.*]]: tensor<10x10xf32>, %[[B:.*]]: tensor<10x10xf32>)
// REUSE-NEXT: %[[D:.*]] = relay.subtract %[[A]], %[[B]]
// REUSE-NEXT: %[[C:.*]] = call @composite_test_reuse_add_add_add(%[[D]], %[[B]])
// REUSE-NEXT: return %[[C]]
func.func @reuse_call_merge(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %0 = relay.subtract %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %1 = relay.add %0, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %2 = relay.add %0, %1 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %3 = relay.add %2, %1 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  return %3 : tensor<10x10xf32>
}

// -----

// test_multiple_patterns: conv2d_bias_relu first (earlier in the table),
// then add_relu on its result.
// CHECK-LABEL: func.func private @composite_test_conv2d_bias_relu(
// CHECK-SAME: %[[D:.*]]: tensor<1x512x28x28xf32>, %[[K:.*]]: tensor<256x512x1x1xf32>, %[[B:.*]]: tensor<256xf32>)
// CHECK-SAME: relay.composite = "test.conv2d_bias_relu"
// CHECK-NEXT: %[[C:.*]] = relay.nn.conv2d %[[D]], %[[K]]
// CHECK-NEXT: %[[S:.*]] = relay.nn.bias_add %[[C]], %[[B]]
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[S]]
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @composite_test_add_relu(
// CHECK-LABEL: func.func @multiple_patterns
// CHECK-SAME: (%[[D:.*]]: tensor<1x512x28x28xf32>, %[[K:.*]]: tensor<256x512x1x1xf32>, %[[B:.*]]: tensor<256xf32>, %[[X:.*]]: tensor<1x256x28x28xf32>, %[[Y:.*]]: tensor<1x256x28x28xf32>)
// CHECK-NEXT: %[[C:.*]] = call @composite_test_conv2d_bias_relu(%[[D]], %[[K]], %[[B]])
// CHECK-NEXT: %[[R:.*]] = call @composite_test_add_relu(%[[C]], %[[X]])
// CHECK-NEXT: %[[M:.*]] = relay.multiply %[[R]], %[[Y]]
// CHECK-NEXT: return %[[M]]
// The optional table's layer (conv2d + bias_add, relu optional) matches here
// too; the label keeps its checks below apart.
// OPTIONAL-LABEL: func.func @multiple_patterns
// OPTIONAL: call @composite_test_optional_layer
func.func @multiple_patterns(%data: tensor<1x512x28x28xf32>, %kernel: tensor<256x512x1x1xf32>, %bias: tensor<256xf32>, %a: tensor<1x256x28x28xf32>, %b: tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32> {
  %0 = relay.nn.conv2d %data, %kernel {kernel_size = array<i64: 1, 1>} : (tensor<1x512x28x28xf32>, tensor<256x512x1x1xf32>) -> tensor<1x256x28x28xf32>
  %1 = relay.nn.bias_add %0, %bias : (tensor<1x256x28x28xf32>, tensor<256xf32>) -> tensor<1x256x28x28xf32>
  %2 = relay.nn.relu %1 : tensor<1x256x28x28xf32>
  %3 = relay.add %2, %a : (tensor<1x256x28x28xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
  %4 = relay.nn.relu %3 : tensor<1x256x28x28xf32>
  %5 = relay.multiply %4, %b : (tensor<1x256x28x28xf32>, tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
  return %5 : tensor<1x256x28x28xf32>
}

// -----

// test_optional_pattern: one table entry, relu optional; the first layer
// matches with relu, the second without.
// OPTIONAL-LABEL: func.func private @composite_test_optional_layer(
// OPTIONAL-SAME: relay.composite = "test_optional.layer"
// OPTIONAL-NEXT: relay.nn.conv2d
// OPTIONAL-NEXT: relay.nn.bias_add
// OPTIONAL-NEXT: return
// OPTIONAL-LABEL: func.func private @composite_test_optional_layer_1(
// OPTIONAL-SAME: relay.composite = "test_optional.layer"
// OPTIONAL-NEXT: relay.nn.conv2d
// OPTIONAL-NEXT: relay.nn.bias_add
// OPTIONAL-NEXT: relay.nn.relu
// OPTIONAL-NEXT: return
// OPTIONAL-LABEL: func.func @optional_pattern
// OPTIONAL-SAME: (%[[X:.*]]: tensor<1x3x7x7xf32>, %[[W1:.*]]: tensor<3x3x1x1xf32>, %[[B1:.*]]: tensor<3xf32>, %[[W2:.*]]: tensor<3x3x1x1xf32>, %[[B2:.*]]: tensor<3xf32>)
// OPTIONAL-NEXT: %[[L1:.*]] = call @composite_test_optional_layer_1(%[[X]], %[[W1]], %[[B1]])
// OPTIONAL-NEXT: %[[L2:.*]] = call @composite_test_optional_layer(%[[L1]], %[[W2]], %[[B2]])
// OPTIONAL-NEXT: return %[[L2]]
func.func @optional_pattern(%x: tensor<1x3x7x7xf32>, %w1: tensor<3x3x1x1xf32>, %b1: tensor<3xf32>, %w2: tensor<3x3x1x1xf32>, %b2: tensor<3xf32>) -> tensor<1x3x7x7xf32> {
  %0 = relay.nn.conv2d %x, %w1 {kernel_size = array<i64: 1, 1>} : (tensor<1x3x7x7xf32>, tensor<3x3x1x1xf32>) -> tensor<1x3x7x7xf32>
  %1 = relay.nn.bias_add %0, %b1 : (tensor<1x3x7x7xf32>, tensor<3xf32>) -> tensor<1x3x7x7xf32>
  %2 = relay.nn.relu %1 : tensor<1x3x7x7xf32>
  %3 = relay.nn.conv2d %2, %w2 {kernel_size = array<i64: 1, 1>} : (tensor<1x3x7x7xf32>, tensor<3x3x1x1xf32>) -> tensor<1x3x7x7xf32>
  %4 = relay.nn.bias_add %3, %b2 : (tensor<1x3x7x7xf32>, tensor<3xf32>) -> tensor<1x3x7x7xf32>
  return %4 : tensor<1x3x7x7xf32>
}

// -----

// test_tuple_get_item_merge: batch_norm, its field 0 and relu.
// BN-LABEL: func.func private @composite_test_bn_bn_relu(
// BN-SAME: relay.composite = "test_bn.bn_relu"
// BN-NEXT: relay.nn.batch_norm
// BN-NEXT: relay.tuple_get_item %{{.*}}[0]
// BN-NEXT: relay.nn.relu
// BN-NEXT: return
// BN-LABEL: func.func @tuple_get_item_merge
// BN-NEXT: %[[C:.*]] = call @composite_test_bn_bn_relu(
// BN-NEXT: return %[[C]]
func.func @tuple_get_item_merge(%x: tensor<1x8x8x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var : (tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tuple<tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>>
  %1 = relay.tuple_get_item %0[0] : tuple<tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>> -> tensor<1x8x8x8xf32>
  %2 = relay.nn.relu %1 : tensor<1x8x8x8xf32>
  return %2 : tensor<1x8x8x8xf32>
}

// -----

// The field 1 of a batch_norm is not the pattern's field 0.
// BN-LABEL: func.func @tuple_get_item_other_field
// BN-NOT: call
// BN: return
func.func @tuple_get_item_other_field(%x: tensor<1x8x8x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>) -> tensor<8xf32> {
  %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var : (tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tuple<tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>>
  %1 = relay.tuple_get_item %0[1] : tuple<tensor<1x8x8x8xf32>, tensor<8xf32>, tensor<8xf32>> -> tensor<8xf32>
  %2 = relay.nn.relu %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// An intermediate value used outside the match: TVM's PatternGrouper rejects
// the match (the add would have to be computed twice).
// CHECK-LABEL: func.func @intermediate_escapes
// CHECK-NOT: call
// CHECK: relay.add
// CHECK: relay.nn.relu
func.func @intermediate_escapes(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>) -> (tensor<10x10xf32>, tensor<10x10xf32>) {
  %0 = relay.add %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %1 = relay.nn.relu %0 : tensor<10x10xf32>
  return %1, %0 : tensor<10x10xf32>, tensor<10x10xf32>
}

// -----

// A chain relu(add(relu(add(...)))): matched from the output back, as TVM
// walks the graph in reverse topological order; each add + relu is one
// composite, the second reading the first's call.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C1:.*]] = call @composite_test_add_relu_1(%[[A]], %[[B]])
// CHECK-NEXT: %[[C2:.*]] = call @composite_test_add_relu(%[[C1]], %[[B]])
// CHECK-NEXT: return %[[C2]]
func.func @chain(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = relay.nn.relu %0 : tensor<4xf32>
  %2 = relay.add %1, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = relay.nn.relu %2 : tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// dnnl: conv2d + bias add + relu is dnnl.conv2d_bias_relu (the bias is an
// `add`, as after partition_for_dnnl's bias_add rewrite); the longest
// pattern of the table wins over conv2d_bias and conv2d_relu.
// DNNL-LABEL: func.func private @composite_dnnl_conv2d_bias_relu(
// DNNL-SAME: %[[D:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<1x4x1x1xf32>)
// DNNL-SAME: attributes {relay.composite = "dnnl.conv2d_bias_relu"}
// DNNL-NEXT: %[[C:.*]] = relay.nn.conv2d %[[D]], %[[W]]
// DNNL-NEXT: %[[S:.*]] = relay.add %[[C]], %[[B]]
// DNNL-NEXT: %[[R:.*]] = relay.nn.relu %[[S]]
// DNNL-NEXT: return %[[R]]
// DNNL-LABEL: func.func @dnnl_conv_bias_relu
// DNNL-NEXT: %[[C:.*]] = call @composite_dnnl_conv2d_bias_relu(
// DNNL-NEXT: return %[[C]]
func.func @dnnl_conv_bias_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32> {
  %0 = relay.nn.conv2d %x, %w {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = relay.add %0, %b : (tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x6x6xf32>
  return %2 : tensor<1x4x6x6xf32>
}

// -----

// dnnl: conv2d_bias_sum_relu when the checker holds (channels = 4 = the
// bias's elements, the sum's operands of one shape); then a dense with gelu
// (five operators after the dense) and a dense alone, which no pattern
// takes.
// DNNL-LABEL: func.func private @composite_dnnl_conv2d_bias_sum_relu(
// DNNL-SAME: relay.composite = "dnnl.conv2d_bias_sum_relu"
// DNNL-NEXT: relay.nn.conv2d
// DNNL-NEXT: relay.add
// DNNL-NEXT: relay.add
// DNNL-NEXT: relay.nn.relu
// DNNL-NEXT: return
// DNNL-LABEL: func.func private @composite_dnnl_dense_gelu(
// DNNL-SAME: relay.composite = "dnnl.dense_gelu"
// DNNL-NEXT: relay.nn.dense
// DNNL-NEXT: relay.divide
// DNNL-NEXT: relay.erf
// DNNL-NEXT: relay.add
// DNNL-NEXT: relay.multiply
// DNNL-NEXT: relay.multiply
// DNNL-NEXT: return
// DNNL-LABEL: func.func @dnnl_sum_and_gelu
// DNNL-NEXT: call @composite_dnnl_conv2d_bias_sum_relu(
// DNNL-NEXT: call @composite_dnnl_dense_gelu(
// DNNL-NEXT: relay.nn.dense
// DNNL-NEXT: return
func.func @dnnl_sum_and_gelu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4x1x1xf32>, %s: tensor<1x4x6x6xf32>,
                             %d: tensor<2x8xf32>, %dw: tensor<8x8xf32>, %c1: tensor<f32>, %c2: tensor<f32>, %c3: tensor<f32>) -> (tensor<1x4x6x6xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
  %0 = relay.nn.conv2d %x, %w {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = relay.add %0, %b : (tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32>
  %2 = relay.add %1, %s : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %3 = relay.nn.relu %2 : tensor<1x4x6x6xf32>
  %4 = relay.nn.dense %d, %dw : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
  %5 = relay.divide %4, %c1 : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %6 = relay.erf %5 : tensor<2x8xf32>
  %7 = relay.add %6, %c2 : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %8 = relay.multiply %4, %7 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %9 = relay.multiply %8, %c3 : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %10 = relay.nn.dense %d, %dw : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
  return %3, %9, %10 : tensor<1x4x6x6xf32>, tensor<2x8xf32>, tensor<2x8xf32>
}

// -----

// dnnl: without `channels` the sum checker fails (dnnl.py reads the
// attribute), so conv2d_bias_sum_relu does not match; conv2d_bias does, and
// the sum and relu stay outside.
// DNNL-LABEL: func.func private @composite_dnnl_conv2d_bias(
// DNNL-LABEL: func.func @dnnl_sum_without_channels
// DNNL-NEXT: %[[C:.*]] = call @composite_dnnl_conv2d_bias(
// DNNL-NEXT: relay.add %[[C]]
// DNNL-NEXT: relay.nn.relu
func.func @dnnl_sum_without_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4x1x1xf32>, %s: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %0 = relay.nn.conv2d %x, %w {kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = relay.add %0, %b : (tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32>
  %2 = relay.add %1, %s : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %3 = relay.nn.relu %2 : tensor<1x4x6x6xf32>
  return %3 : tensor<1x4x6x6xf32>
}

// -----

// Primitive, external and composite functions are left alone.
// DNNL-LABEL: func.func private @external
// DNNL-NEXT: relay.nn.dense
// DNNL-NEXT: relay.nn.relu
// DNNL-NEXT: return
func.func private @external(%d: tensor<2x8xf32>, %w: tensor<8x8xf32>) -> tensor<2x8xf32> attributes {relay.compiler = "other"} {
  %0 = relay.nn.dense %d, %w : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
  %1 = relay.nn.relu %0 : tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}
