// RUN: relay-opt %s -split-input-file -relay-canonicalize-ops | FileCheck %s

// TVM's CanonicalizeOps (src/relay/transforms/canonicalize_ops.cc, its
// BiasAddSimplifier): bias_add becomes add of the bias expanded to broadcast
// along the axis.

// NCHW, axis 1: the bias gets two trailing unit dimensions.
// CHECK-LABEL: func.func @nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x4x4xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[E:.*]] = relay.expand_dims %[[B]] {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<8xf32>) -> tensor<8x1x1xf32>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[X]], %[[E]] : (tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT: return %[[A]]
func.func @nchw(%x: tensor<1x8x4x4xf32>, %b: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  %0 = relay.nn.bias_add %x, %b : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// The last axis (axis = -1, a dense layer's bias): no expand_dims.
// CHECK-LABEL: func.func @last_axis
// CHECK-SAME: (%[[X:.*]]: tensor<2x10xf32>, %[[B:.*]]: tensor<10xf32>)
// CHECK-NEXT: %[[A:.*]] = relay.add %[[X]], %[[B]] : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
// CHECK-NEXT: return %[[A]]
func.func @last_axis(%x: tensor<2x10xf32>, %b: tensor<10xf32>) -> tensor<2x10xf32> {
  %0 = relay.nn.bias_add %x, %b {axis = -1 : i64} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
  return %0 : tensor<2x10xf32>
}

// -----

// Primitive functions are left alone.
// CHECK-LABEL: func.func private @fused
// CHECK: relay.nn.bias_add
func.func private @fused(%x: tensor<2x10xf32>, %b: tensor<10xf32>) -> tensor<2x10xf32> attributes {relay.primitive} {
  %0 = relay.nn.bias_add %x, %b {axis = 1 : i64} : (tensor<2x10xf32>, tensor<10xf32>) -> tensor<2x10xf32>
  return %0 : tensor<2x10xf32>
}
