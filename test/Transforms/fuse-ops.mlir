// RUN: relay-opt %s -split-input-file -relay-fuse-ops | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-fuse-ops=fuse-opt-level=0 | FileCheck %s --check-prefix=LEVEL0
// RUN: relay-opt %s -split-input-file -relay-fuse-ops=max-depth=11 | FileCheck %s --check-prefix=DEPTH11
// RUN: relay-opt %s -split-input-file -relay-fuse-ops=max-depth=10 | FileCheck %s --check-prefix=DEPTH10

// First the cases of TVM v0.13.0's tests/python/relay/test_pass_fuse_ops.py,
// each with TVM's expected grouping: every group is a private primitive
// function named after its operators in post-order, its parameters in the
// order TVM allocates them, called from where the group's root was. Then
// what is specific to MLIR: constants, tuple results, regions, other
// dialects, names.

//===----------------------------------------------------------------------===//
// TVM's cases
//===----------------------------------------------------------------------===//

// test_fuse_simple: add, exp and squeeze make one group; the scalar constant
// goes inside.
// CHECK-LABEL: func.func private @fused_add_exp_squeeze
// CHECK-SAME: (%[[P:.*]]: tensor<10x20xf32>) -> tensor<10x20xf32> attributes {relay.primitive}
// CHECK-NEXT: %[[C:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[P]], %[[C]]
// CHECK-NEXT: %[[E:.*]] = relay.exp %[[A]]
// CHECK-NEXT: %[[S:.*]] = relay.squeeze %[[E]]
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func @fuse_simple
// CHECK-SAME: (%[[X:.*]]: tensor<10x20xf32>)
// CHECK-NEXT: %[[R:.*]] = call @fused_add_exp_squeeze(%[[X]]) : (tensor<10x20xf32>) -> tensor<10x20xf32>
// CHECK-NEXT: return %[[R]]
//
// fuse-opt-level=0: every operator is a group of its own.
// LEVEL0-LABEL: func.func private @fused_add(
// LEVEL0-NEXT: relay.constant
// LEVEL0-NEXT: relay.add
// LEVEL0-NEXT: return
// LEVEL0-LABEL: func.func private @fused_exp(
// LEVEL0-NEXT: relay.exp
// LEVEL0-NEXT: return
// LEVEL0-LABEL: func.func private @fused_squeeze(
// LEVEL0-NEXT: relay.squeeze
// LEVEL0-NEXT: return
// LEVEL0-LABEL: func.func @fuse_simple
// LEVEL0-NEXT: %[[A:.*]] = call @fused_add(%{{.*}})
// LEVEL0-NEXT: %[[E:.*]] = call @fused_exp(%[[A]])
// LEVEL0-NEXT: %[[S:.*]] = call @fused_squeeze(%[[E]])
// LEVEL0-NEXT: return %[[S]]
func.func @fuse_simple(%x: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<10x20xf32>, tensor<f32>) -> tensor<10x20xf32>
  %1 = relay.exp %0 : tensor<10x20xf32>
  %2 = relay.squeeze %1 : (tensor<10x20xf32>) -> tensor<10x20xf32>
  return %2 : tensor<10x20xf32>
}

// -----

// test_conv2d_fuse: the first conv2d absorbs the two adds it post-dominates.
// Of the two convolutions feeding the last add, the first one (in post-order)
// takes the add; the second then cannot join a group that has an anchor.
// CHECK-LABEL: func.func private @fused_add(
// CHECK-SAME: %[[P:.*]]: tensor<1x16x64x64xf32>
// CHECK-NEXT: relay.constant
// CHECK-NEXT: relay.add %[[P]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_nn_conv2d_add_add(
// CHECK-SAME: %[[P0:.*]]: tensor<1x16x64x64xf32>, %[[P1:.*]]: tensor<16x16x3x3xf32>
// CHECK-NEXT: %[[CV:.*]] = relay.nn.conv2d %[[P0]], %[[P1]]
// CHECK-NEXT: %[[C:.*]] = relay.constant
// CHECK-NEXT: %[[A1:.*]] = relay.add %[[C]], %[[CV]]
// CHECK-NEXT: %[[A2:.*]] = relay.add %[[CV]], %[[A1]]
// CHECK-NEXT: return %[[A2]]
// CHECK-LABEL: func.func private @fused_nn_conv2d(
// CHECK-SAME: %[[P0:.*]]: tensor<1x16x64x64xf32>, %[[P1:.*]]: tensor<16x16x3x3xf32>
// CHECK-NEXT: %[[CV:.*]] = relay.nn.conv2d %[[P0]], %[[P1]] {{.*}}kernel_size = array<i64: 3, 3>
// CHECK-NEXT: return %[[CV]]
// CHECK-LABEL: func.func private @fused_nn_conv2d_add(
// CHECK-SAME: %[[P0:.*]]: tensor<1x16x64x64xf32>, %[[P1:.*]]: tensor<16x16x1x1xf32>, %[[P2:.*]]: tensor<1x16x64x64xf32>
// CHECK-NEXT: %[[CV:.*]] = relay.nn.conv2d %[[P0]], %[[P1]] {{.*}}kernel_size = array<i64: 1, 1>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[CV]], %[[P2]]
// CHECK-NEXT: return %[[A]]
// CHECK-LABEL: func.func @conv2d_fuse
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>, %[[W1:.*]]: tensor<16x16x3x3xf32>, %[[W2:.*]]: tensor<16x16x1x1xf32>, %[[W3:.*]]: tensor<16x16x3x3xf32>)
// CHECK-NEXT: %[[Y0:.*]] = call @fused_add(%[[X]])
// CHECK-NEXT: %[[Y1:.*]] = call @fused_nn_conv2d_add_add(%[[Y0]], %[[W1]])
// CHECK-NEXT: %[[Z3:.*]] = call @fused_nn_conv2d(%[[Y1]], %[[W3]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_nn_conv2d_add(%[[Y1]], %[[W2]], %[[Z3]])
// CHECK-NEXT: return %[[Z]]
!t = tensor<1x16x64x64xf32>
func.func @conv2d_fuse(%x: !t, %w1: tensor<16x16x3x3xf32>, %w2: tensor<16x16x1x1xf32>, %w3: tensor<16x16x3x3xf32>) -> !t {
  %c0 = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c0 : (!t, tensor<f32>) -> !t
  %1 = relay.nn.conv2d %0, %w1 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t, tensor<16x16x3x3xf32>) -> !t
  // This is the next dominator.
  %c1 = relay.constant dense<1.0> : tensor<f32>
  %2 = relay.add %c1, %1 : (tensor<f32>, !t) -> !t
  %3 = relay.add %1, %2 : !t
  // The second path.
  %4 = relay.nn.conv2d %3, %w2 {kernel_size = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, channels = 16 : i64} : (!t, tensor<16x16x1x1xf32>) -> !t
  %5 = relay.nn.conv2d %3, %w3 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t, tensor<16x16x3x3xf32>) -> !t
  // The add can only be fused with %4.
  %6 = relay.add %4, %5 : !t
  return %6 : !t
}

// -----

// test_concatenate: max_pool2d stays alone (its consumer is injective, not
// element-wise); upsampling, the concatenation and the add make one group.
// CHECK-LABEL: func.func private @fused_nn_max_pool2d(
// CHECK-NEXT: relay.nn.max_pool2d
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_nn_upsampling_concatenate_add(
// CHECK-SAME: %[[P0:.*]]: tensor<1x16x32x32xf32>, %[[P1:.*]]: tensor<1x16x64x64xf32>
// CHECK-NEXT: %[[U:.*]] = relay.nn.upsampling %[[P0]]
// CHECK-NEXT: %[[C:.*]] = relay.concatenate %[[U]], %[[P1]]
// CHECK-NEXT: %[[K:.*]] = relay.constant
// CHECK-NEXT: %[[A:.*]] = relay.add %[[C]], %[[K]]
// CHECK-NEXT: return %[[A]]
// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_nn_max_pool2d(%[[X]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_nn_upsampling_concatenate_add(%[[Y]], %[[X]])
// CHECK-NEXT: return %[[Z]]
// LEVEL0-LABEL: func.func @concatenate
// LEVEL0-NEXT: call @fused_nn_max_pool2d(
// LEVEL0-NEXT: call @fused_nn_upsampling(
// LEVEL0-NEXT: call @fused_concatenate(
// LEVEL0-NEXT: call @fused_add(
// LEVEL0-NEXT: return
!t = tensor<1x16x64x64xf32>
!pooled = tensor<1x16x32x32xf32>
func.func @concatenate(%x: !t) -> tensor<1x32x64x64xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>} : (!t) -> !pooled
  %1 = relay.nn.upsampling %0 {scale_h = 2.0 : f64, scale_w = 2.0 : f64, layout = #relay.layout<NCHW>} : (!pooled) -> !t
  %2 = relay.concatenate %1, %x {axis = 1 : i64} : (!t, !t) -> tensor<1x32x64x64xf32>
  %c = relay.constant dense<1.0> : tensor<f32>
  %3 = relay.add %2, %c : (tensor<1x32x64x64xf32>, tensor<f32>) -> tensor<1x32x64x64xf32>
  return %3 : tensor<1x32x64x64xf32>
}

// -----

// test_tuple_root: nothing fuses into a tuple that is the root of its group;
// the tuple stays in the caller.
// CHECK-LABEL: func.func private @fused_nn_max_pool2d(
// CHECK-NEXT: relay.nn.max_pool2d
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_nn_upsampling(
// CHECK-NEXT: relay.nn.upsampling
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tuple_root
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_nn_max_pool2d(%[[X]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_nn_upsampling(%[[Y]])
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[Z]], %[[X]]
// CHECK-NEXT: return %[[T]]
!t = tensor<1x16x64x64xf32>
!pooled = tensor<1x16x32x32xf32>
func.func @tuple_root(%x: !t) -> tuple<!t, !t> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>} : (!t) -> !pooled
  %1 = relay.nn.upsampling %0 {scale_h = 2.0 : f64, scale_w = 2.0 : f64, layout = #relay.layout<NCHW>} : (!pooled) -> !t
  %2 = relay.tuple %1, %x : tuple<!t, !t>
  return %2 : tuple<!t, !t>
}

// -----

// test_stop_fusion: the annotation separates add from exp and disappears.
// CHECK-LABEL: func.func private @fused_add(
// CHECK-NEXT: relay.constant
// CHECK-NEXT: relay.add
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_exp(
// CHECK-NEXT: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func @stop_fusion
// CHECK-SAME: (%[[X:.*]]: tensor<10x20xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_add(%[[X]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_exp(%[[Y]])
// CHECK-NEXT: return %[[Z]]
func.func @stop_fusion(%x: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<10x20xf32>, tensor<f32>) -> tensor<10x20xf32>
  %1 = relay.annotation.stop_fusion %0 : tensor<10x20xf32>
  %2 = relay.exp %1 : tensor<10x20xf32>
  return %2 : tensor<10x20xf32>
}

// -----

// An annotation that relaxes the type leaves a cast behind.
// CHECK-LABEL: func.func @stop_fusion_cast
// CHECK-NEXT: %[[E:.*]] = call @fused_exp(
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @stop_fusion_cast(%x: tensor<4x4xf32>) -> tensor<?x4xf32> {
  %0 = relay.exp %x : tensor<4x4xf32>
  %1 = relay.annotation.stop_fusion %0 : tensor<4x4xf32> -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// -----

// test_fuse_myia_regression: the condition of an `if` is fused on its own;
// the branches, which only yield values, stay.
// CHECK-LABEL: func.func private @fused_greater(
// CHECK-SAME: %[[P0:.*]]: tensor<i64>, %[[P1:.*]]: tensor<i64>
// CHECK-NEXT: %[[G:.*]] = relay.greater %[[P0]], %[[P1]]
// CHECK-NEXT: return %[[G]]
// CHECK-LABEL: func.func @myia_regression
// CHECK-SAME: (%[[X:.*]]: tensor<i64>, %[[Y:.*]]: tensor<i64>)
// CHECK-NEXT: %[[C:.*]] = call @fused_greater(%[[X]], %[[Y]])
// CHECK-NEXT: relay.if %[[C]]
// CHECK-NEXT: relay.yield %[[X]]
// CHECK: relay.yield %[[Y]]
func.func @myia_regression(%x: tensor<i64>, %y: tensor<i64>) -> tensor<i64> {
  %0 = relay.greater %x, %y : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %1 = relay.if %0 : tensor<i1> -> tensor<i64> {
    relay.yield %x : tensor<i64>
  } else {
    relay.yield %y : tensor<i64>
  }
  return %1 : tensor<i64>
}

// -----

// test_fuse_tuple_get_elemwise: split, the projections and the element-wise
// operators on them make one group; dense stays alone.
// CHECK-LABEL: func.func private @fused_nn_dense(
// CHECK-SAME: %[[P0:.*]]: tensor<1x10xf32>, %[[P1:.*]]: tensor<30x10xf32>
// CHECK-NEXT: relay.nn.dense %[[P0]], %[[P1]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_split_sigmoid_tanh_exp_multiply_add(
// CHECK-SAME: %[[P:.*]]: tensor<1x30xf32>
// CHECK-NEXT: %[[S:.*]] = relay.split %[[P]]
// CHECK-NEXT: %[[S0:.*]] = relay.tuple_get_item %[[S]][0]
// CHECK-NEXT: %[[A:.*]] = relay.sigmoid %[[S0]]
// CHECK-NEXT: %[[S1:.*]] = relay.tuple_get_item %[[S]][1]
// CHECK-NEXT: %[[B:.*]] = relay.tanh %[[S1]]
// CHECK-NEXT: %[[S2:.*]] = relay.tuple_get_item %[[S]][2]
// CHECK-NEXT: %[[C:.*]] = relay.exp %[[S2]]
// CHECK-NEXT: %[[M:.*]] = relay.multiply %[[B]], %[[C]]
// CHECK-NEXT: %[[R:.*]] = relay.add %[[A]], %[[M]]
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @tuple_get_elemwise
// CHECK-SAME: (%[[X:.*]]: tensor<1x10xf32>, %[[W:.*]]: tensor<30x10xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_nn_dense(%[[X]], %[[W]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_split_sigmoid_tanh_exp_multiply_add(%[[Y]])
// CHECK-NEXT: return %[[Z]]
// LEVEL0-LABEL: func.func @tuple_get_elemwise
// LEVEL0-COUNT-7: call @fused_
// LEVEL0-NOT: call
// LEVEL0: return
!split = tuple<tensor<1x10xf32>, tensor<1x10xf32>, tensor<1x10xf32>>
func.func @tuple_get_elemwise(%X: tensor<1x10xf32>, %W: tensor<30x10xf32>) -> tensor<1x10xf32> {
  %0 = relay.nn.dense %X, %W : (tensor<1x10xf32>, tensor<30x10xf32>) -> tensor<1x30xf32>
  %1 = relay.split %0 {indices_or_sections = 3 : i64, axis = 1 : i64} : (tensor<1x30xf32>) -> !split
  %2 = relay.tuple_get_item %1[0] : !split -> tensor<1x10xf32>
  %3 = relay.sigmoid %2 : tensor<1x10xf32>
  %4 = relay.tuple_get_item %1[1] : !split -> tensor<1x10xf32>
  %5 = relay.tanh %4 : tensor<1x10xf32>
  %6 = relay.tuple_get_item %1[2] : !split -> tensor<1x10xf32>
  %7 = relay.exp %6 : tensor<1x10xf32>
  %8 = relay.multiply %5, %7 : tensor<1x10xf32>
  %9 = relay.add %3, %8 : tensor<1x10xf32>
  return %9 : tensor<1x10xf32>
}

// -----

// test_tuple_get_root: a group rooted at a projection returns the projected
// field.
// CHECK-LABEL: func.func private @fused_split(
// CHECK-SAME: %[[P:.*]]: tensor<1x30xf32>) -> tensor<1x10xf32>
// CHECK-NEXT: %[[S:.*]] = relay.split %[[P]]
// CHECK-NEXT: %[[S0:.*]] = relay.tuple_get_item %[[S]][0]
// CHECK-NEXT: return %[[S0]]
// CHECK-LABEL: func.func private @fused_nn_dense(
// CHECK-SAME: %[[P0:.*]]: tensor<1x10xf32>, %[[P1:.*]]: tensor<10x10xf32>
// CHECK-NEXT: relay.nn.dense %[[P0]], %[[P1]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tuple_get_root
// CHECK-SAME: (%[[X:.*]]: tensor<1x30xf32>, %[[W:.*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_split(%[[X]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_nn_dense(%[[Y]], %[[W]])
// CHECK-NEXT: return %[[Z]]
// At level 0 the projection, alone in its group, stays in the caller.
// LEVEL0-LABEL: func.func private @fused_split(
// LEVEL0-SAME: -> (tensor<1x10xf32>, tensor<1x10xf32>, tensor<1x10xf32>)
// LEVEL0-LABEL: func.func @tuple_get_root
// LEVEL0-NEXT: %[[S:.*]]:3 = call @fused_split(
// LEVEL0-NEXT: %[[T:.*]] = relay.tuple %[[S]]#0, %[[S]]#1, %[[S]]#2
// LEVEL0-NEXT: %[[G:.*]] = relay.tuple_get_item %[[T]][0]
// LEVEL0-NEXT: call @fused_nn_dense(%[[G]],
!split = tuple<tensor<1x10xf32>, tensor<1x10xf32>, tensor<1x10xf32>>
func.func @tuple_get_root(%X: tensor<1x30xf32>, %W: tensor<10x10xf32>) -> tensor<1x10xf32> {
  %0 = relay.split %X {indices_or_sections = 3 : i64, axis = 1 : i64} : (tensor<1x30xf32>) -> !split
  %1 = relay.tuple_get_item %0[0] : !split -> tensor<1x10xf32>
  %2 = relay.nn.dense %1, %W : (tensor<1x10xf32>, tensor<10x10xf32>) -> tensor<1x10xf32>
  return %2 : tensor<1x10xf32>
}

// -----

// test_tuple_intermediate: the element-wise fields of the concatenation join
// it, and everything makes one group.
// CHECK-LABEL: func.func private @fused_squeeze_add_squeeze_add_add_add_concatenate_squeeze_add(
// CHECK-SAME: %[[P:.*]]: tensor<1x16x64x64xf32>) -> tensor<16x192x64xf32>
// CHECK-COUNT-5: relay.constant
// CHECK-NOT: relay.constant
// CHECK: return
// CHECK-LABEL: func.func @tuple_intermediate
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>)
// CHECK-NEXT: %[[Y:.*]] = call @fused_squeeze_add_squeeze_add_add_add_concatenate_squeeze_add(%[[X]])
// CHECK-NEXT: return %[[Y]]
!t = tensor<1x16x64x64xf32>
!inj = tensor<16x64x64xf32>
!cat = tensor<16x192x64xf32>
func.func @tuple_intermediate(%x: !t) -> !cat {
  %0 = relay.squeeze %x : (!t) -> !inj
  %c0 = relay.constant dense<1.0> : tensor<f32>
  %1 = relay.add %0, %c0 : (!inj, tensor<f32>) -> !inj
  %2 = relay.squeeze %0 : (!inj) -> !inj
  %c1 = relay.constant dense<1.0> : tensor<f32>
  %3 = relay.add %2, %c1 : (!inj, tensor<f32>) -> !inj
  %c2 = relay.constant dense<1.0> : tensor<f32>
  %4 = relay.add %3, %c2 : (!inj, tensor<f32>) -> !inj
  %c3 = relay.constant dense<1.0> : tensor<f32>
  %5 = relay.add %0, %c3 : (!inj, tensor<f32>) -> !inj
  %6 = relay.concatenate %1, %4, %5 {axis = 1 : i64} : (!inj, !inj, !inj) -> !cat
  %7 = relay.squeeze %6 : (!cat) -> !cat
  %c4 = relay.constant dense<1.0> : tensor<f32>
  %8 = relay.add %7, %c4 : (!cat, tensor<f32>) -> !cat
  return %8 : !cat
}

// -----

// test_tuple_consecutive: three intermediate concatenations and the one that
// joins them make one group (its name is long, so TVM truncates it and adds
// a hash); max_pool2d takes the add after it; the second add, feeding the
// result tuple like the first, stays alone.
// CHECK-LABEL: func.func private @fused_add_add_add_concatenate_add_add_add_add_concatenate_add_add_add_add_concat_{{[0-9a-f]+}}_(
// CHECK-SAME: %{{.*}}: tensor<1x16x64x64xf32>) -> tensor<1x144x64x64xf32>
// CHECK-COUNT-4: relay.concatenate
// CHECK-NOT: relay.concatenate
// CHECK: return
// CHECK-LABEL: func.func private @fused_nn_max_pool2d_add(
// CHECK-NEXT: relay.nn.max_pool2d
// CHECK-NEXT: relay.constant
// CHECK-NEXT: relay.add
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_add(
// CHECK-NEXT: relay.constant
// CHECK-NEXT: relay.add
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tuple_consecutive
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>)
// CHECK-NEXT: %[[C:.*]] = call @fused_add_add_add_concatenate_{{.*}}(%[[X]])
// CHECK-NEXT: %[[Z:.*]] = call @fused_nn_max_pool2d_add(%[[C]])
// CHECK-NEXT: %[[Z2:.*]] = call @fused_add(%[[Z]])
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[Z]], %[[Z2]]
// CHECK-NEXT: return %[[T]]
!t = tensor<1x16x64x64xf32>
!t48 = tensor<1x48x64x64xf32>
!t144 = tensor<1x144x64x64xf32>
!pooled = tensor<1x144x32x32xf32>
func.func @tuple_consecutive(%x: !t) -> tuple<!pooled, !pooled> {
  %c = relay.constant dense<1.0> : tensor<f32>
  %a0 = relay.add %x, %c : (!t, tensor<f32>) -> !t
  %c0 = relay.constant dense<1.0> : tensor<f32>
  %a1 = relay.add %x, %c0 : (!t, tensor<f32>) -> !t
  %c1 = relay.constant dense<1.0> : tensor<f32>
  %a2 = relay.add %x, %c1 : (!t, tensor<f32>) -> !t
  %a3 = relay.concatenate %a0, %a1, %a2 {axis = 1 : i64} : (!t, !t, !t) -> !t48
  %c2 = relay.constant dense<1.0> : tensor<f32>
  %a = relay.add %a3, %c2 : (!t48, tensor<f32>) -> !t48
  %c3 = relay.constant dense<1.0> : tensor<f32>
  %b0 = relay.add %x, %c3 : (!t, tensor<f32>) -> !t
  %c4 = relay.constant dense<1.0> : tensor<f32>
  %b1 = relay.add %x, %c4 : (!t, tensor<f32>) -> !t
  %c5 = relay.constant dense<1.0> : tensor<f32>
  %b2 = relay.add %x, %c5 : (!t, tensor<f32>) -> !t
  %b3 = relay.concatenate %b0, %b1, %b2 {axis = 1 : i64} : (!t, !t, !t) -> !t48
  %c6 = relay.constant dense<1.0> : tensor<f32>
  %b = relay.add %b3, %c6 : (!t48, tensor<f32>) -> !t48
  %c7 = relay.constant dense<1.0> : tensor<f32>
  %d0 = relay.add %x, %c7 : (!t, tensor<f32>) -> !t
  %c8 = relay.constant dense<1.0> : tensor<f32>
  %d1 = relay.add %x, %c8 : (!t, tensor<f32>) -> !t
  %c9 = relay.constant dense<1.0> : tensor<f32>
  %d2 = relay.add %x, %c9 : (!t, tensor<f32>) -> !t
  %d3 = relay.concatenate %d0, %d1, %d2 {axis = 1 : i64} : (!t, !t, !t) -> !t48
  %c10 = relay.constant dense<1.0> : tensor<f32>
  %d = relay.add %d3, %c10 : (!t48, tensor<f32>) -> !t48
  %concat = relay.concatenate %a, %b, %d {axis = 1 : i64} : (!t48, !t48, !t48) -> !t144
  %pooled = relay.nn.max_pool2d %concat {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>} : (!t144) -> !pooled
  %c11 = relay.constant dense<1.0> : tensor<f32>
  %out = relay.add %pooled, %c11 : (!pooled, tensor<f32>) -> !pooled
  %c12 = relay.constant dense<1.0> : tensor<f32>
  %out2 = relay.add %out, %c12 : (!pooled, tensor<f32>) -> !pooled
  %tuple = relay.tuple %out, %out2 : tuple<!pooled, !pooled>
  return %tuple : tuple<!pooled, !pooled>
}

// -----

// test_inception_like: each conv2d takes its relu; the concatenations stay
// alone, since injective operators do not fuse into convolutions.
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_relu(
// CHECK-NEXT: relay.nn.conv2d
// CHECK-NEXT: relay.nn.relu
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_relu_1(
// CHECK-LABEL: func.func private @fused_concatenate(
// CHECK-SAME: %[[P0:.*]]: tensor<1x16x64x64xf32>, %[[P1:.*]]: tensor<1x16x64x64xf32>
// CHECK-NEXT: relay.concatenate %[[P0]], %[[P1]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_relu_2(
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_relu_3(
// CHECK-LABEL: func.func private @fused_concatenate_1(
// CHECK-LABEL: func.func @inception_like
// CHECK-SAME: (%[[X:.*]]: tensor<1x16x64x64xf32>, %[[W1:.*]]: tensor<16x16x3x3xf32>, %[[W2:.*]]: tensor<16x16x3x3xf32>, %[[W3:.*]]: tensor<16x32x3x3xf32>, %[[W4:.*]]: tensor<16x32x3x3xf32>)
// CHECK-NEXT: %[[C1:.*]] = call @fused_nn_conv2d_nn_relu(%[[X]], %[[W1]])
// CHECK-NEXT: %[[C2:.*]] = call @fused_nn_conv2d_nn_relu_1(%[[X]], %[[W2]])
// CHECK-NEXT: %[[CAT:.*]] = call @fused_concatenate(%[[C1]], %[[C2]])
// CHECK-NEXT: %[[C3:.*]] = call @fused_nn_conv2d_nn_relu_2(%[[CAT]], %[[W3]])
// CHECK-NEXT: %[[C4:.*]] = call @fused_nn_conv2d_nn_relu_3(%[[CAT]], %[[W4]])
// CHECK-NEXT: %[[OUT:.*]] = call @fused_concatenate_1(%[[C3]], %[[C4]])
// CHECK-NEXT: return %[[OUT]]
!t = tensor<1x16x64x64xf32>
!t32 = tensor<1x32x64x64xf32>
func.func @inception_like(%x: !t, %w1: tensor<16x16x3x3xf32>, %w2: tensor<16x16x3x3xf32>, %w3: tensor<16x32x3x3xf32>, %w4: tensor<16x32x3x3xf32>) -> !t32 {
  %0 = relay.nn.conv2d %x, %w1 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t, tensor<16x16x3x3xf32>) -> !t
  %1 = relay.nn.relu %0 : !t
  %2 = relay.nn.conv2d %x, %w2 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t, tensor<16x16x3x3xf32>) -> !t
  %3 = relay.nn.relu %2 : !t
  %4 = relay.concatenate %1, %3 {axis = 1 : i64} : (!t, !t) -> !t32
  %5 = relay.nn.conv2d %4, %w3 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t32, tensor<16x32x3x3xf32>) -> !t
  %6 = relay.nn.relu %5 : !t
  %7 = relay.nn.conv2d %4, %w4 {kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, channels = 16 : i64} : (!t32, tensor<16x32x3x3xf32>) -> !t
  %8 = relay.nn.relu %7 : !t
  %9 = relay.concatenate %6, %8 {axis = 1 : i64} : (!t, !t) -> !t32
  return %9 : !t32
}

// -----

// test_fuse_parallel_injective: add joins the element-wise left_shift through
// the parallel injective squeeze and transpose.
// CHECK-LABEL: func.func private @fused_add_squeeze_transpose_left_shift(
// CHECK-SAME: %[[P:.*]]: tensor<10x20xi32>
// CHECK-NEXT: %[[C:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[P]], %[[C]]
// CHECK-NEXT: %[[S:.*]] = relay.squeeze %[[A]]
// CHECK-NEXT: %[[T:.*]] = relay.transpose %[[A]]
// CHECK-NEXT: %[[L:.*]] = relay.left_shift %[[S]], %[[T]]
// CHECK-NEXT: return %[[L]]
// CHECK-LABEL: func.func @parallel_injective
// CHECK-NEXT: call @fused_add_squeeze_transpose_left_shift(
// CHECK-NEXT: return
// LEVEL0-LABEL: func.func @parallel_injective
// LEVEL0-COUNT-4: call @fused_
// LEVEL0-NEXT: return
func.func @parallel_injective(%x: tensor<10x20xi32>) -> tensor<10x20xi32> {
  %c = relay.constant dense<1> : tensor<i32>
  %0 = relay.add %x, %c : (tensor<10x20xi32>, tensor<i32>) -> tensor<10x20xi32>
  %1 = relay.squeeze %0 : (tensor<10x20xi32>) -> tensor<10x20xi32>
  %2 = relay.transpose %0 {axes = array<i64: 0, 1>} : (tensor<10x20xi32>) -> tensor<10x20xi32>
  %3 = relay.left_shift %1, %2 : tensor<10x20xi32>
  return %3 : tensor<10x20xi32>
}

// -----

// test_fuse_max: 300 exps; with the default max-depth of 256 the first group
// holds 256 of them, the second the other 44.
// CHECK-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_ex_{{[0-9a-f]+}}_(
// CHECK-COUNT-256: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_ex_{{[0-9a-f]+}}_(
// CHECK-COUNT-44: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func @fuse_max
// CHECK-NEXT: %[[A:.*]] = call @fused_exp_{{.*}}(%{{.*}})
// CHECK-NEXT: %[[B:.*]] = call @fused_exp_{{.*}}(%[[A]])
// CHECK-NEXT: return %[[B]]
func.func @fuse_max(%x: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = relay.exp %x : tensor<10x20xf32>
  %1 = relay.exp %0 : tensor<10x20xf32>
  %2 = relay.exp %1 : tensor<10x20xf32>
  %3 = relay.exp %2 : tensor<10x20xf32>
  %4 = relay.exp %3 : tensor<10x20xf32>
  %5 = relay.exp %4 : tensor<10x20xf32>
  %6 = relay.exp %5 : tensor<10x20xf32>
  %7 = relay.exp %6 : tensor<10x20xf32>
  %8 = relay.exp %7 : tensor<10x20xf32>
  %9 = relay.exp %8 : tensor<10x20xf32>
  %10 = relay.exp %9 : tensor<10x20xf32>
  %11 = relay.exp %10 : tensor<10x20xf32>
  %12 = relay.exp %11 : tensor<10x20xf32>
  %13 = relay.exp %12 : tensor<10x20xf32>
  %14 = relay.exp %13 : tensor<10x20xf32>
  %15 = relay.exp %14 : tensor<10x20xf32>
  %16 = relay.exp %15 : tensor<10x20xf32>
  %17 = relay.exp %16 : tensor<10x20xf32>
  %18 = relay.exp %17 : tensor<10x20xf32>
  %19 = relay.exp %18 : tensor<10x20xf32>
  %20 = relay.exp %19 : tensor<10x20xf32>
  %21 = relay.exp %20 : tensor<10x20xf32>
  %22 = relay.exp %21 : tensor<10x20xf32>
  %23 = relay.exp %22 : tensor<10x20xf32>
  %24 = relay.exp %23 : tensor<10x20xf32>
  %25 = relay.exp %24 : tensor<10x20xf32>
  %26 = relay.exp %25 : tensor<10x20xf32>
  %27 = relay.exp %26 : tensor<10x20xf32>
  %28 = relay.exp %27 : tensor<10x20xf32>
  %29 = relay.exp %28 : tensor<10x20xf32>
  %30 = relay.exp %29 : tensor<10x20xf32>
  %31 = relay.exp %30 : tensor<10x20xf32>
  %32 = relay.exp %31 : tensor<10x20xf32>
  %33 = relay.exp %32 : tensor<10x20xf32>
  %34 = relay.exp %33 : tensor<10x20xf32>
  %35 = relay.exp %34 : tensor<10x20xf32>
  %36 = relay.exp %35 : tensor<10x20xf32>
  %37 = relay.exp %36 : tensor<10x20xf32>
  %38 = relay.exp %37 : tensor<10x20xf32>
  %39 = relay.exp %38 : tensor<10x20xf32>
  %40 = relay.exp %39 : tensor<10x20xf32>
  %41 = relay.exp %40 : tensor<10x20xf32>
  %42 = relay.exp %41 : tensor<10x20xf32>
  %43 = relay.exp %42 : tensor<10x20xf32>
  %44 = relay.exp %43 : tensor<10x20xf32>
  %45 = relay.exp %44 : tensor<10x20xf32>
  %46 = relay.exp %45 : tensor<10x20xf32>
  %47 = relay.exp %46 : tensor<10x20xf32>
  %48 = relay.exp %47 : tensor<10x20xf32>
  %49 = relay.exp %48 : tensor<10x20xf32>
  %50 = relay.exp %49 : tensor<10x20xf32>
  %51 = relay.exp %50 : tensor<10x20xf32>
  %52 = relay.exp %51 : tensor<10x20xf32>
  %53 = relay.exp %52 : tensor<10x20xf32>
  %54 = relay.exp %53 : tensor<10x20xf32>
  %55 = relay.exp %54 : tensor<10x20xf32>
  %56 = relay.exp %55 : tensor<10x20xf32>
  %57 = relay.exp %56 : tensor<10x20xf32>
  %58 = relay.exp %57 : tensor<10x20xf32>
  %59 = relay.exp %58 : tensor<10x20xf32>
  %60 = relay.exp %59 : tensor<10x20xf32>
  %61 = relay.exp %60 : tensor<10x20xf32>
  %62 = relay.exp %61 : tensor<10x20xf32>
  %63 = relay.exp %62 : tensor<10x20xf32>
  %64 = relay.exp %63 : tensor<10x20xf32>
  %65 = relay.exp %64 : tensor<10x20xf32>
  %66 = relay.exp %65 : tensor<10x20xf32>
  %67 = relay.exp %66 : tensor<10x20xf32>
  %68 = relay.exp %67 : tensor<10x20xf32>
  %69 = relay.exp %68 : tensor<10x20xf32>
  %70 = relay.exp %69 : tensor<10x20xf32>
  %71 = relay.exp %70 : tensor<10x20xf32>
  %72 = relay.exp %71 : tensor<10x20xf32>
  %73 = relay.exp %72 : tensor<10x20xf32>
  %74 = relay.exp %73 : tensor<10x20xf32>
  %75 = relay.exp %74 : tensor<10x20xf32>
  %76 = relay.exp %75 : tensor<10x20xf32>
  %77 = relay.exp %76 : tensor<10x20xf32>
  %78 = relay.exp %77 : tensor<10x20xf32>
  %79 = relay.exp %78 : tensor<10x20xf32>
  %80 = relay.exp %79 : tensor<10x20xf32>
  %81 = relay.exp %80 : tensor<10x20xf32>
  %82 = relay.exp %81 : tensor<10x20xf32>
  %83 = relay.exp %82 : tensor<10x20xf32>
  %84 = relay.exp %83 : tensor<10x20xf32>
  %85 = relay.exp %84 : tensor<10x20xf32>
  %86 = relay.exp %85 : tensor<10x20xf32>
  %87 = relay.exp %86 : tensor<10x20xf32>
  %88 = relay.exp %87 : tensor<10x20xf32>
  %89 = relay.exp %88 : tensor<10x20xf32>
  %90 = relay.exp %89 : tensor<10x20xf32>
  %91 = relay.exp %90 : tensor<10x20xf32>
  %92 = relay.exp %91 : tensor<10x20xf32>
  %93 = relay.exp %92 : tensor<10x20xf32>
  %94 = relay.exp %93 : tensor<10x20xf32>
  %95 = relay.exp %94 : tensor<10x20xf32>
  %96 = relay.exp %95 : tensor<10x20xf32>
  %97 = relay.exp %96 : tensor<10x20xf32>
  %98 = relay.exp %97 : tensor<10x20xf32>
  %99 = relay.exp %98 : tensor<10x20xf32>
  %100 = relay.exp %99 : tensor<10x20xf32>
  %101 = relay.exp %100 : tensor<10x20xf32>
  %102 = relay.exp %101 : tensor<10x20xf32>
  %103 = relay.exp %102 : tensor<10x20xf32>
  %104 = relay.exp %103 : tensor<10x20xf32>
  %105 = relay.exp %104 : tensor<10x20xf32>
  %106 = relay.exp %105 : tensor<10x20xf32>
  %107 = relay.exp %106 : tensor<10x20xf32>
  %108 = relay.exp %107 : tensor<10x20xf32>
  %109 = relay.exp %108 : tensor<10x20xf32>
  %110 = relay.exp %109 : tensor<10x20xf32>
  %111 = relay.exp %110 : tensor<10x20xf32>
  %112 = relay.exp %111 : tensor<10x20xf32>
  %113 = relay.exp %112 : tensor<10x20xf32>
  %114 = relay.exp %113 : tensor<10x20xf32>
  %115 = relay.exp %114 : tensor<10x20xf32>
  %116 = relay.exp %115 : tensor<10x20xf32>
  %117 = relay.exp %116 : tensor<10x20xf32>
  %118 = relay.exp %117 : tensor<10x20xf32>
  %119 = relay.exp %118 : tensor<10x20xf32>
  %120 = relay.exp %119 : tensor<10x20xf32>
  %121 = relay.exp %120 : tensor<10x20xf32>
  %122 = relay.exp %121 : tensor<10x20xf32>
  %123 = relay.exp %122 : tensor<10x20xf32>
  %124 = relay.exp %123 : tensor<10x20xf32>
  %125 = relay.exp %124 : tensor<10x20xf32>
  %126 = relay.exp %125 : tensor<10x20xf32>
  %127 = relay.exp %126 : tensor<10x20xf32>
  %128 = relay.exp %127 : tensor<10x20xf32>
  %129 = relay.exp %128 : tensor<10x20xf32>
  %130 = relay.exp %129 : tensor<10x20xf32>
  %131 = relay.exp %130 : tensor<10x20xf32>
  %132 = relay.exp %131 : tensor<10x20xf32>
  %133 = relay.exp %132 : tensor<10x20xf32>
  %134 = relay.exp %133 : tensor<10x20xf32>
  %135 = relay.exp %134 : tensor<10x20xf32>
  %136 = relay.exp %135 : tensor<10x20xf32>
  %137 = relay.exp %136 : tensor<10x20xf32>
  %138 = relay.exp %137 : tensor<10x20xf32>
  %139 = relay.exp %138 : tensor<10x20xf32>
  %140 = relay.exp %139 : tensor<10x20xf32>
  %141 = relay.exp %140 : tensor<10x20xf32>
  %142 = relay.exp %141 : tensor<10x20xf32>
  %143 = relay.exp %142 : tensor<10x20xf32>
  %144 = relay.exp %143 : tensor<10x20xf32>
  %145 = relay.exp %144 : tensor<10x20xf32>
  %146 = relay.exp %145 : tensor<10x20xf32>
  %147 = relay.exp %146 : tensor<10x20xf32>
  %148 = relay.exp %147 : tensor<10x20xf32>
  %149 = relay.exp %148 : tensor<10x20xf32>
  %150 = relay.exp %149 : tensor<10x20xf32>
  %151 = relay.exp %150 : tensor<10x20xf32>
  %152 = relay.exp %151 : tensor<10x20xf32>
  %153 = relay.exp %152 : tensor<10x20xf32>
  %154 = relay.exp %153 : tensor<10x20xf32>
  %155 = relay.exp %154 : tensor<10x20xf32>
  %156 = relay.exp %155 : tensor<10x20xf32>
  %157 = relay.exp %156 : tensor<10x20xf32>
  %158 = relay.exp %157 : tensor<10x20xf32>
  %159 = relay.exp %158 : tensor<10x20xf32>
  %160 = relay.exp %159 : tensor<10x20xf32>
  %161 = relay.exp %160 : tensor<10x20xf32>
  %162 = relay.exp %161 : tensor<10x20xf32>
  %163 = relay.exp %162 : tensor<10x20xf32>
  %164 = relay.exp %163 : tensor<10x20xf32>
  %165 = relay.exp %164 : tensor<10x20xf32>
  %166 = relay.exp %165 : tensor<10x20xf32>
  %167 = relay.exp %166 : tensor<10x20xf32>
  %168 = relay.exp %167 : tensor<10x20xf32>
  %169 = relay.exp %168 : tensor<10x20xf32>
  %170 = relay.exp %169 : tensor<10x20xf32>
  %171 = relay.exp %170 : tensor<10x20xf32>
  %172 = relay.exp %171 : tensor<10x20xf32>
  %173 = relay.exp %172 : tensor<10x20xf32>
  %174 = relay.exp %173 : tensor<10x20xf32>
  %175 = relay.exp %174 : tensor<10x20xf32>
  %176 = relay.exp %175 : tensor<10x20xf32>
  %177 = relay.exp %176 : tensor<10x20xf32>
  %178 = relay.exp %177 : tensor<10x20xf32>
  %179 = relay.exp %178 : tensor<10x20xf32>
  %180 = relay.exp %179 : tensor<10x20xf32>
  %181 = relay.exp %180 : tensor<10x20xf32>
  %182 = relay.exp %181 : tensor<10x20xf32>
  %183 = relay.exp %182 : tensor<10x20xf32>
  %184 = relay.exp %183 : tensor<10x20xf32>
  %185 = relay.exp %184 : tensor<10x20xf32>
  %186 = relay.exp %185 : tensor<10x20xf32>
  %187 = relay.exp %186 : tensor<10x20xf32>
  %188 = relay.exp %187 : tensor<10x20xf32>
  %189 = relay.exp %188 : tensor<10x20xf32>
  %190 = relay.exp %189 : tensor<10x20xf32>
  %191 = relay.exp %190 : tensor<10x20xf32>
  %192 = relay.exp %191 : tensor<10x20xf32>
  %193 = relay.exp %192 : tensor<10x20xf32>
  %194 = relay.exp %193 : tensor<10x20xf32>
  %195 = relay.exp %194 : tensor<10x20xf32>
  %196 = relay.exp %195 : tensor<10x20xf32>
  %197 = relay.exp %196 : tensor<10x20xf32>
  %198 = relay.exp %197 : tensor<10x20xf32>
  %199 = relay.exp %198 : tensor<10x20xf32>
  %200 = relay.exp %199 : tensor<10x20xf32>
  %201 = relay.exp %200 : tensor<10x20xf32>
  %202 = relay.exp %201 : tensor<10x20xf32>
  %203 = relay.exp %202 : tensor<10x20xf32>
  %204 = relay.exp %203 : tensor<10x20xf32>
  %205 = relay.exp %204 : tensor<10x20xf32>
  %206 = relay.exp %205 : tensor<10x20xf32>
  %207 = relay.exp %206 : tensor<10x20xf32>
  %208 = relay.exp %207 : tensor<10x20xf32>
  %209 = relay.exp %208 : tensor<10x20xf32>
  %210 = relay.exp %209 : tensor<10x20xf32>
  %211 = relay.exp %210 : tensor<10x20xf32>
  %212 = relay.exp %211 : tensor<10x20xf32>
  %213 = relay.exp %212 : tensor<10x20xf32>
  %214 = relay.exp %213 : tensor<10x20xf32>
  %215 = relay.exp %214 : tensor<10x20xf32>
  %216 = relay.exp %215 : tensor<10x20xf32>
  %217 = relay.exp %216 : tensor<10x20xf32>
  %218 = relay.exp %217 : tensor<10x20xf32>
  %219 = relay.exp %218 : tensor<10x20xf32>
  %220 = relay.exp %219 : tensor<10x20xf32>
  %221 = relay.exp %220 : tensor<10x20xf32>
  %222 = relay.exp %221 : tensor<10x20xf32>
  %223 = relay.exp %222 : tensor<10x20xf32>
  %224 = relay.exp %223 : tensor<10x20xf32>
  %225 = relay.exp %224 : tensor<10x20xf32>
  %226 = relay.exp %225 : tensor<10x20xf32>
  %227 = relay.exp %226 : tensor<10x20xf32>
  %228 = relay.exp %227 : tensor<10x20xf32>
  %229 = relay.exp %228 : tensor<10x20xf32>
  %230 = relay.exp %229 : tensor<10x20xf32>
  %231 = relay.exp %230 : tensor<10x20xf32>
  %232 = relay.exp %231 : tensor<10x20xf32>
  %233 = relay.exp %232 : tensor<10x20xf32>
  %234 = relay.exp %233 : tensor<10x20xf32>
  %235 = relay.exp %234 : tensor<10x20xf32>
  %236 = relay.exp %235 : tensor<10x20xf32>
  %237 = relay.exp %236 : tensor<10x20xf32>
  %238 = relay.exp %237 : tensor<10x20xf32>
  %239 = relay.exp %238 : tensor<10x20xf32>
  %240 = relay.exp %239 : tensor<10x20xf32>
  %241 = relay.exp %240 : tensor<10x20xf32>
  %242 = relay.exp %241 : tensor<10x20xf32>
  %243 = relay.exp %242 : tensor<10x20xf32>
  %244 = relay.exp %243 : tensor<10x20xf32>
  %245 = relay.exp %244 : tensor<10x20xf32>
  %246 = relay.exp %245 : tensor<10x20xf32>
  %247 = relay.exp %246 : tensor<10x20xf32>
  %248 = relay.exp %247 : tensor<10x20xf32>
  %249 = relay.exp %248 : tensor<10x20xf32>
  %250 = relay.exp %249 : tensor<10x20xf32>
  %251 = relay.exp %250 : tensor<10x20xf32>
  %252 = relay.exp %251 : tensor<10x20xf32>
  %253 = relay.exp %252 : tensor<10x20xf32>
  %254 = relay.exp %253 : tensor<10x20xf32>
  %255 = relay.exp %254 : tensor<10x20xf32>
  %256 = relay.exp %255 : tensor<10x20xf32>
  %257 = relay.exp %256 : tensor<10x20xf32>
  %258 = relay.exp %257 : tensor<10x20xf32>
  %259 = relay.exp %258 : tensor<10x20xf32>
  %260 = relay.exp %259 : tensor<10x20xf32>
  %261 = relay.exp %260 : tensor<10x20xf32>
  %262 = relay.exp %261 : tensor<10x20xf32>
  %263 = relay.exp %262 : tensor<10x20xf32>
  %264 = relay.exp %263 : tensor<10x20xf32>
  %265 = relay.exp %264 : tensor<10x20xf32>
  %266 = relay.exp %265 : tensor<10x20xf32>
  %267 = relay.exp %266 : tensor<10x20xf32>
  %268 = relay.exp %267 : tensor<10x20xf32>
  %269 = relay.exp %268 : tensor<10x20xf32>
  %270 = relay.exp %269 : tensor<10x20xf32>
  %271 = relay.exp %270 : tensor<10x20xf32>
  %272 = relay.exp %271 : tensor<10x20xf32>
  %273 = relay.exp %272 : tensor<10x20xf32>
  %274 = relay.exp %273 : tensor<10x20xf32>
  %275 = relay.exp %274 : tensor<10x20xf32>
  %276 = relay.exp %275 : tensor<10x20xf32>
  %277 = relay.exp %276 : tensor<10x20xf32>
  %278 = relay.exp %277 : tensor<10x20xf32>
  %279 = relay.exp %278 : tensor<10x20xf32>
  %280 = relay.exp %279 : tensor<10x20xf32>
  %281 = relay.exp %280 : tensor<10x20xf32>
  %282 = relay.exp %281 : tensor<10x20xf32>
  %283 = relay.exp %282 : tensor<10x20xf32>
  %284 = relay.exp %283 : tensor<10x20xf32>
  %285 = relay.exp %284 : tensor<10x20xf32>
  %286 = relay.exp %285 : tensor<10x20xf32>
  %287 = relay.exp %286 : tensor<10x20xf32>
  %288 = relay.exp %287 : tensor<10x20xf32>
  %289 = relay.exp %288 : tensor<10x20xf32>
  %290 = relay.exp %289 : tensor<10x20xf32>
  %291 = relay.exp %290 : tensor<10x20xf32>
  %292 = relay.exp %291 : tensor<10x20xf32>
  %293 = relay.exp %292 : tensor<10x20xf32>
  %294 = relay.exp %293 : tensor<10x20xf32>
  %295 = relay.exp %294 : tensor<10x20xf32>
  %296 = relay.exp %295 : tensor<10x20xf32>
  %297 = relay.exp %296 : tensor<10x20xf32>
  %298 = relay.exp %297 : tensor<10x20xf32>
  %299 = relay.exp %298 : tensor<10x20xf32>
  return %299 : tensor<10x20xf32>
}

// -----

// test_fuse_max with relay.FuseOps.max_depth = 10: 20 exps make two groups of
// 10.
// DEPTH10-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp(
// DEPTH10-COUNT-10: relay.exp
// DEPTH10-NEXT: return
// DEPTH10-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_1(
// DEPTH10-COUNT-10: relay.exp
// DEPTH10-NEXT: return
// DEPTH10-LABEL: func.func @fuse_max_depth_10
// DEPTH10-NEXT: %[[A:.*]] = call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp(%{{.*}})
// DEPTH10-NEXT: %[[B:.*]] = call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_1(%[[A]])
// DEPTH10-NEXT: return %[[B]]
func.func @fuse_max_depth_10(%x: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = relay.exp %x : tensor<10x20xf32>
  %1 = relay.exp %0 : tensor<10x20xf32>
  %2 = relay.exp %1 : tensor<10x20xf32>
  %3 = relay.exp %2 : tensor<10x20xf32>
  %4 = relay.exp %3 : tensor<10x20xf32>
  %5 = relay.exp %4 : tensor<10x20xf32>
  %6 = relay.exp %5 : tensor<10x20xf32>
  %7 = relay.exp %6 : tensor<10x20xf32>
  %8 = relay.exp %7 : tensor<10x20xf32>
  %9 = relay.exp %8 : tensor<10x20xf32>
  %10 = relay.exp %9 : tensor<10x20xf32>
  %11 = relay.exp %10 : tensor<10x20xf32>
  %12 = relay.exp %11 : tensor<10x20xf32>
  %13 = relay.exp %12 : tensor<10x20xf32>
  %14 = relay.exp %13 : tensor<10x20xf32>
  %15 = relay.exp %14 : tensor<10x20xf32>
  %16 = relay.exp %15 : tensor<10x20xf32>
  %17 = relay.exp %16 : tensor<10x20xf32>
  %18 = relay.exp %17 : tensor<10x20xf32>
  %19 = relay.exp %18 : tensor<10x20xf32>
  return %19 : tensor<10x20xf32>
}

// -----

// test_fuse_bcast_reduce_scalar: a broadcast on scalars joins the reduction.
// CHECK-LABEL: func.func private @fused_less_min(
// CHECK-SAME: %[[P:.*]]: tensor<i32>) -> tensor<i1>
// CHECK-NEXT: %[[C:.*]] = relay.constant dense<10> : tensor<i32>
// CHECK-NEXT: %[[L:.*]] = relay.less %[[P]], %[[C]]
// CHECK-NEXT: %[[M:.*]] = relay.min %[[L]]
// CHECK-NEXT: return %[[M]]
// CHECK-LABEL: func.func @bcast_reduce_scalar
// CHECK-NEXT: call @fused_less_min(
// CHECK-NEXT: return
func.func @bcast_reduce_scalar(%x: tensor<i32>) -> tensor<i1> {
  %c = relay.constant dense<10> : tensor<i32>
  %0 = relay.less %x, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %1 = relay.min %0 : (tensor<i1>) -> tensor<i1>
  return %1 : tensor<i1>
}

// -----

// test_fuse_max_diamond with relay.FuseOps.max_depth = 11, the size of one
// diamond: each diamond is a group; without the limit all three are one.
// DEPTH11-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add(
// DEPTH11-COUNT-10: relay.exp
// DEPTH11-NEXT: relay.add
// DEPTH11-NEXT: return
// DEPTH11-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_1(
// DEPTH11-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_2(
// DEPTH11-LABEL: func.func @max_diamond
// DEPTH11-NEXT: %[[A:.*]] = call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add(%{{.*}})
// DEPTH11-NEXT: %[[B:.*]] = call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_1(%[[A]])
// DEPTH11-NEXT: %[[C:.*]] = call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_2(%[[B]])
// DEPTH11-NEXT: return %[[C]]
// CHECK-LABEL: func.func private @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_exp_exp_exp_exp_exp_exp_exp_ex_{{[0-9a-f]+}}_(
// CHECK-COUNT-30: relay.exp
// CHECK-LABEL: func.func @max_diamond
// CHECK-NEXT: call @fused_exp_exp_exp_exp_exp_exp_exp_exp_exp_exp_add_exp_exp_exp_exp_exp_exp_exp_ex_{{[0-9a-f]+}}_(
// CHECK-NEXT: return
func.func @max_diamond(%x: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %1 = relay.exp %x : tensor<10x20xf32>
  %2 = relay.exp %1 : tensor<10x20xf32>
  %3 = relay.exp %2 : tensor<10x20xf32>
  %4 = relay.exp %3 : tensor<10x20xf32>
  %5 = relay.exp %4 : tensor<10x20xf32>
  %6 = relay.exp %x : tensor<10x20xf32>
  %7 = relay.exp %6 : tensor<10x20xf32>
  %8 = relay.exp %7 : tensor<10x20xf32>
  %9 = relay.exp %8 : tensor<10x20xf32>
  %10 = relay.exp %9 : tensor<10x20xf32>
  %11 = relay.add %5, %10 : tensor<10x20xf32>
  %12 = relay.exp %11 : tensor<10x20xf32>
  %13 = relay.exp %12 : tensor<10x20xf32>
  %14 = relay.exp %13 : tensor<10x20xf32>
  %15 = relay.exp %14 : tensor<10x20xf32>
  %16 = relay.exp %15 : tensor<10x20xf32>
  %17 = relay.exp %11 : tensor<10x20xf32>
  %18 = relay.exp %17 : tensor<10x20xf32>
  %19 = relay.exp %18 : tensor<10x20xf32>
  %20 = relay.exp %19 : tensor<10x20xf32>
  %21 = relay.exp %20 : tensor<10x20xf32>
  %22 = relay.add %16, %21 : tensor<10x20xf32>
  %23 = relay.exp %22 : tensor<10x20xf32>
  %24 = relay.exp %23 : tensor<10x20xf32>
  %25 = relay.exp %24 : tensor<10x20xf32>
  %26 = relay.exp %25 : tensor<10x20xf32>
  %27 = relay.exp %26 : tensor<10x20xf32>
  %28 = relay.exp %22 : tensor<10x20xf32>
  %29 = relay.exp %28 : tensor<10x20xf32>
  %30 = relay.exp %29 : tensor<10x20xf32>
  %31 = relay.exp %30 : tensor<10x20xf32>
  %32 = relay.exp %31 : tensor<10x20xf32>
  %33 = relay.add %27, %32 : tensor<10x20xf32>
  return %33 : tensor<10x20xf32>
}

// -----

// test_fuse_softmax: softmax is an anchor that absorbs the cast after it.
// CHECK-LABEL: func.func private @fused_nn_softmax_cast(
// CHECK-SAME: %[[P:.*]]: tensor<16x16xf32>) -> tensor<16x16xf16>
// CHECK-NEXT: %[[S:.*]] = relay.nn.softmax %[[P]]
// CHECK-NEXT: %[[C:.*]] = relay.cast %[[S]]
// CHECK-NEXT: return %[[C]]
// CHECK-LABEL: func.func @softmax
// CHECK-NEXT: call @fused_nn_softmax_cast(
// CHECK-NEXT: return
func.func @softmax(%x: tensor<16x16xf32>) -> tensor<16x16xf16> {
  %0 = relay.nn.softmax %x : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = relay.cast %0 {dtype = f16} : tensor<16x16xf32> -> tensor<16x16xf16>
  return %1 : tensor<16x16xf16>
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// -----

// A scalar constant shared by two groups is cloned into both, and the
// original, now unused, goes.
// CHECK-LABEL: func.func private @fused_add(
// CHECK-NEXT: relay.constant dense<2.000000e+00>
// CHECK-NEXT: relay.add
// CHECK-LABEL: func.func private @fused_multiply(
// CHECK-NEXT: relay.constant dense<2.000000e+00>
// CHECK-NEXT: relay.multiply
// CHECK-LABEL: func.func @shared_scalar_constant
// CHECK-NOT: relay.constant
// CHECK: call @fused_add(
// CHECK-NEXT: call @fused_multiply(
// CHECK-NEXT: return
func.func @shared_scalar_constant(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = relay.constant dense<2.0> : tensor<f32>
  %0 = relay.add %x, %c : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = relay.multiply %y, %c : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A tensor constant is opaque and stays outside, passed as an argument; a
// rank-0 constant of a dtype TVM does not inline (f16) does not join the
// group, but is cloned into it all the same.
// CHECK-LABEL: func.func private @fused_add_exp_cast_multiply(
// CHECK-SAME: %[[P0:.*]]: tensor<4xf32>, %[[P1:.*]]: tensor<4xf32>
// CHECK-NEXT: %[[H:.*]] = relay.constant dense<5.000000e-01> : tensor<f16>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[P0]], %[[P1]]
// CHECK-NEXT: %[[E:.*]] = relay.exp %[[A]]
// CHECK-NEXT: %[[C:.*]] = relay.cast %[[H]]
// CHECK-NEXT: %[[M:.*]] = relay.multiply %[[E]], %[[C]]
// CHECK-NEXT: return %[[M]]
// CHECK-LABEL: func.func @tensor_constant
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[W:.*]] = relay.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT: %[[R:.*]] = call @fused_add_exp_cast_multiply(%[[X]], %[[W]])
// CHECK-NEXT: return %[[R]]
func.func @tensor_constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = relay.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %h = relay.constant dense<0.5> : tensor<f16>
  %0 = relay.add %x, %w : tensor<4xf32>
  %1 = relay.exp %0 : tensor<4xf32>
  %2 = relay.cast %h {dtype = f32} : tensor<f16> -> tensor<f32>
  %3 = relay.multiply %1, %2 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

// -----

// A group whose root yields a tuple returns its fields; the caller rebuilds
// the tuple. A projection alone in its group stays in the caller.
// CHECK-LABEL: func.func private @fused_split(
// CHECK-SAME: %[[P:.*]]: tensor<2x8xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK-NEXT: %[[S:.*]] = relay.split %[[P]]
// CHECK-NEXT: %[[S0:.*]] = relay.tuple_get_item %[[S]][0]
// CHECK-NEXT: %[[S1:.*]] = relay.tuple_get_item %[[S]][1]
// CHECK-NEXT: return %[[S0]], %[[S1]]
// CHECK-LABEL: func.func private @fused_nn_dense(
// CHECK-LABEL: func.func private @fused_nn_dense_1(
// CHECK-LABEL: func.func @tuple_result
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>, %[[W:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: %[[R:.*]]:2 = call @fused_split(%[[X]])
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[R]]#0, %[[R]]#1
// CHECK-NEXT: %[[G0:.*]] = relay.tuple_get_item %[[T]][0]
// CHECK-NEXT: %[[G1:.*]] = relay.tuple_get_item %[[T]][1]
// CHECK-NEXT: %[[D0:.*]] = call @fused_nn_dense(%[[G0]], %[[W]])
// CHECK-NEXT: %[[D1:.*]] = call @fused_nn_dense_1(%[[G1]], %[[W]])
// CHECK-NEXT: return %[[D0]], %[[D1]]
!split = tuple<tensor<2x4xf32>, tensor<2x4xf32>>
func.func @tuple_result(%x: tensor<2x8xf32>, %w: tensor<3x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = relay.split %x {indices_or_sections = 2 : i64, axis = 1 : i64} : (tensor<2x8xf32>) -> !split
  %1 = relay.tuple_get_item %0[0] : !split -> tensor<2x4xf32>
  %2 = relay.tuple_get_item %0[1] : !split -> tensor<2x4xf32>
  %3 = relay.nn.dense %1, %w : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %4 = relay.nn.dense %2, %w : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  return %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// batch_norm is an anchor, but the projection after it is injective: the
// projection joins relu, whose function takes the tuple as a parameter.
// CHECK-LABEL: func.func private @fused_nn_batch_norm(
// CHECK-SAME: -> (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-LABEL: func.func private @fused_nn_relu(
// CHECK-SAME: %[[P:.*]]: tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %[[G:.*]] = relay.tuple_get_item %[[P]][0]
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[G]]
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @batch_norm_relu
// CHECK-NEXT: %[[B:.*]]:3 = call @fused_nn_batch_norm(
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[B]]#0, %[[B]]#1, %[[B]]#2
// CHECK-NEXT: %[[R:.*]] = call @fused_nn_relu(%[[T]])
// CHECK-NEXT: return %[[R]]
!bn = tuple<tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>>
func.func @batch_norm_relu(%x: tensor<1x4x8x8xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<1x4x8x8xf32> {
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> !bn
  %1 = relay.tuple_get_item %0[0] : !bn -> tensor<1x4x8x8xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x8x8xf32>
  return %2 : tensor<1x4x8x8xf32>
}

//===----------------------------------------------------------------------===//
// Regions, other dialects, extern uses, names
//===----------------------------------------------------------------------===//

// -----

// Nothing fuses across the boundary of a region: exp, used in both branches,
// stays alone; the operators inside a branch fuse with each other.
// CHECK-LABEL: func.func private @fused_greater(
// CHECK-LABEL: func.func private @fused_exp(
// CHECK-NEXT: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_negative_abs(
// CHECK-NEXT: relay.negative
// CHECK-NEXT: relay.abs
// CHECK-NEXT: return
// CHECK-LABEL: func.func @if_barrier
// CHECK-NEXT: %[[C:.*]] = call @fused_greater(
// CHECK-NEXT: %[[E:.*]] = call @fused_exp(
// CHECK-NEXT: relay.if %[[C]]
// CHECK-NEXT: %[[N:.*]] = func.call @fused_negative_abs(%[[E]])
// CHECK-NEXT: relay.yield %[[N]]
// CHECK-NEXT: } else {
// CHECK-NEXT: relay.yield %[[E]]
func.func @if_barrier(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.greater %x, %y : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %1 = relay.exp %z : tensor<4xf32>
  %2 = relay.if %0 : tensor<i1> -> tensor<4xf32> {
    %3 = relay.negative %1 : tensor<4xf32>
    %4 = relay.abs %3 : tensor<4xf32>
    relay.yield %4 : tensor<4xf32>
  } else {
    relay.yield %1 : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}

// -----

// The body of a closure is fused on its own; a captured value is a parameter
// of the fused function; the call of the closure is opaque.
// CHECK-LABEL: func.func private @fused_exp(
// CHECK-LABEL: func.func private @fused_sqrt(
// CHECK-LABEL: func.func private @fused_add_nn_relu(
// CHECK-SAME: %[[P0:.*]]: tensor<4xf32>, %[[P1:.*]]: tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[P0]], %[[P1]]
// CHECK-NEXT: relay.nn.relu %[[A]]
// CHECK-LABEL: func.func @closure
// CHECK-NEXT: %[[E:.*]] = call @fused_exp(
// CHECK-NEXT: %[[F:.*]] = relay.fn (%[[Q:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = func.call @fused_add_nn_relu(%[[Q]], %[[E]])
// CHECK-NEXT: relay.yield %[[R]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[C:.*]] = relay.call %[[F]](%[[E]])
// CHECK-NEXT: call @fused_sqrt(%[[C]])
func.func @closure(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.exp %x : tensor<4xf32>
  %f = relay.fn (%p: tensor<4xf32>) -> tensor<4xf32> {
    %1 = relay.add %p, %0 : tensor<4xf32>
    %2 = relay.nn.relu %1 : tensor<4xf32>
    relay.yield %2 : tensor<4xf32>
  }
  %3 = relay.call %f(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = relay.sqrt %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// A closure that is already primitive or external is left alone.
// CHECK-LABEL: func.func @primitive_closure
// CHECK-NEXT: relay.fn (%{{.*}}: tensor<4xf32>) -> tensor<4xf32> attributes {relay.primitive}
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.yield
// CHECK: relay.fn (%{{.*}}: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"}
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.yield
func.func @primitive_closure(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f = relay.fn (%p: tensor<4xf32>) -> tensor<4xf32> attributes {relay.primitive} {
    %0 = relay.exp %p : tensor<4xf32>
    %1 = relay.exp %0 : tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  %g = relay.fn (%q: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"} {
    %2 = relay.exp %q : tensor<4xf32>
    %3 = relay.exp %2 : tensor<4xf32>
    relay.yield %3 : tensor<4xf32>
  }
  %4 = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = relay.call %g(%4) : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}

// -----

// Operations of other dialects and calls of functions are opaque; primitive
// and external functions are left alone.
// CHECK-LABEL: func.func private @prim(
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @dnnl_0(
// CHECK-NEXT: relay.exp
// CHECK-NEXT: relay.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @fused_exp(
// CHECK-LABEL: func.func private @fused_exp_1(
// CHECK-LABEL: func.func private @fused_exp_2(
// CHECK-LABEL: func.func @opaque
// CHECK-NEXT: %[[A:.*]] = call @fused_exp(
// CHECK-NEXT: %[[B:.*]] = math.exp %[[A]]
// CHECK-NEXT: %[[C:.*]] = call @fused_exp_1(%[[B]])
// CHECK-NEXT: %[[D:.*]] = call @helper(%[[C]])
// CHECK-NEXT: %[[E:.*]] = call @fused_exp_2(%[[D]])
// CHECK-NEXT: %[[F:.*]] = call @prim(%[[E]])
// CHECK-NEXT: call @dnnl_0(%[[F]])
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32>
func.func private @prim(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.primitive} {
  %0 = relay.exp %a : tensor<4xf32>
  %1 = relay.exp %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @dnnl_0(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"} {
  %0 = relay.exp %a : tensor<4xf32>
  %1 = relay.exp %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @opaque(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.exp %x : tensor<4xf32>
  %1 = math.exp %0 : tensor<4xf32>
  %2 = relay.exp %1 : tensor<4xf32>
  %3 = func.call @helper(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = relay.exp %3 : tensor<4xf32>
  %5 = func.call @prim(%4) : (tensor<4xf32>) -> tensor<4xf32>
  %6 = func.call @dnnl_0(%5) : (tensor<4xf32>) -> tensor<4xf32>
  return %6 : tensor<4xf32>
}

// -----

// A composite function (-relay-merge-composite) is kept whole like an
// external one: its operators are not fused into a primitive function, and
// its call is opaque to the caller's groups.
// CHECK-LABEL: func.func private @composite_dnnl_dense_relu(
// CHECK-SAME: relay.composite = "dnnl.dense_relu"
// CHECK-NEXT: relay.nn.dense
// CHECK-NEXT: relay.nn.relu
// CHECK-NEXT: return
// CHECK-LABEL: func.func @composite_call
// CHECK-NEXT: %[[C:.*]] = call @composite_dnnl_dense_relu(
// CHECK-NEXT: %[[E:.*]] = call @fused_exp(%[[C]])
// CHECK-NEXT: return %[[E]]
func.func private @composite_dnnl_dense_relu(%d: tensor<2x8xf32>, %w: tensor<8x8xf32>) -> tensor<2x8xf32> attributes {relay.composite = "dnnl.dense_relu"} {
  %0 = relay.nn.dense %d, %w : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
  %1 = relay.nn.relu %0 : tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}
func.func @composite_call(%d: tensor<2x8xf32>, %w: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %0 = func.call @composite_dnnl_dense_relu(%d, %w) : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
  %1 = relay.exp %0 : tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// -----

// A value that the function also returns is the output of its group.
// CHECK-LABEL: func.func @extern_use
// CHECK-NEXT: %[[E:.*]] = call @fused_exp(
// CHECK-NEXT: %[[R:.*]] = call @fused_nn_relu(%[[E]])
// CHECK-NEXT: return %[[E]], %[[R]]
func.func @extern_use(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = relay.exp %x : tensor<4xf32>
  %1 = relay.nn.relu %0 : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Names are unique in the module; a function that merely has a fused name is
// fused like any other.
// CHECK-LABEL: func.func private @fused_exp_1(
// CHECK-LABEL: func.func @fused_exp(
// CHECK-NEXT: call @fused_exp_1(
// CHECK-LABEL: func.func private @fused_exp_2(
// CHECK-LABEL: func.func private @fused_exp_3(
// CHECK-LABEL: func.func @name_clash
// CHECK-NEXT: %[[A:.*]] = call @fused_exp_2(
// CHECK-NEXT: %[[B:.*]] = call @fused_exp(%[[A]])
// CHECK-NEXT: call @fused_exp_3(%[[B]])
func.func @fused_exp(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @name_clash(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.exp %x : tensor<4xf32>
  %1 = func.call @fused_exp(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = relay.exp %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
