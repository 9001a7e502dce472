// RUN: relay-opt %s -split-input-file -convert-relay-to-dnnl | FileCheck %s

// A composite that oneDNN runs as one convolution with post-ops: the bias is
// the convolution's, relu its element-wise post-op, no summand (the empty
// global). Operands are read in place, the result is a fresh 64-byte aligned
// buffer; the composite function is gone.

// CHECK-LABEL: func.func private @relay_dnnl_conv2d(i64, memref<*xi8>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, i64)
// CHECK-SAME:    attributes {llvm.emit_c_interface}
// CHECK-DAG:   memref.global "private" constant @__relay_dnnl_none : memref<0xf32> = dense<>
// The bytes of "composite dnnl.conv2d_bias_relu in @dnnl_0":
// CHECK-DAG:   memref.global "private" constant @[[WHERE:.*]] : memref<42xi8> = dense<[99, 111, 109, 112, 111, 115, 105, 116, 101, 32, 100, 110, 110, 108, 46, 99, 111, 110, 118, 50, 100, 95, 98, 105, 97, 115, 95, 114, 101, 108, 117, 32, 105, 110, 32, 64, 100, 110, 110, 108, 95, 48]>
// CHECK-NOT:   relay.composite
// CHECK-LABEL: func.func private @dnnl_0(
// CHECK-SAME:      %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
// CHECK-SAME:      relay.compiler = "dnnl"
// CHECK-DAG:     %[[F0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK:         %[[NAME:.*]] = memref.get_global @[[WHERE]] : memref<42xi8>
// CHECK:         %[[UNAME:.*]] = memref.cast %[[NAME]] : memref<42xi8> to memref<*xi8>
// CHECK:         %[[XM:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<1x3x8x8xf32> to memref<1x3x8x8xf32>
// CHECK:         %[[UX:.*]] = memref.cast %[[XM]] : memref<1x3x8x8xf32> to memref<*xf32>
// CHECK:         %[[WM:.*]] = bufferization.to_buffer %[[W]] read_only
// CHECK:         %[[UW:.*]] = memref.cast %[[WM]]
// CHECK:         %[[BM:.*]] = bufferization.to_buffer %[[B]] read_only : tensor<4x1x1xf32> to memref<4x1x1xf32>
// CHECK:         %[[UB:.*]] = memref.cast %[[BM]]
// CHECK:         %[[NONE:.*]] = memref.get_global @__relay_dnnl_none : memref<0xf32>
// CHECK:         %[[UNONE:.*]] = memref.cast %[[NONE]]
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x5xf32>
// CHECK:         %[[UOUT:.*]] = memref.cast %[[OUT]] : memref<1x4x4x5xf32> to memref<*xf32>
// site, where, src, weights, bias, sum, dst, strides (2, 1), padding
// (0, 1, 1, 0), dilation (1, 2), groups, relu, alpha, beta, flags:
// CHECK:         call @relay_dnnl_conv2d(%[[C0]], %[[UNAME]], %[[UX]], %[[UW]], %[[UB]], %[[UNONE]], %[[UOUT]], %[[C2]], %[[C1]], %[[C0]], %[[C1]], %[[C1]], %[[C0]], %[[C1]], %[[C2]], %[[C1]], %[[C1]], %[[F0]], %[[F0]], %[[C0]])
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x4x4x5xf32> to tensor<1x4x4x5xf32>
// CHECK:         return %[[R]]
// CHECK-LABEL: func.func @main(
// CHECK:         call @dnnl_0(

func.func private @fused(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
    attributes {relay.composite = "dnnl.conv2d_bias_relu"} {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 1>, padding = array<i64: 0, 1, 1, 0>, dilation = array<i64: 1, 2>}
      : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x5xf32>
  %1 = relay.add %0, %b : (tensor<1x4x4x5xf32>, tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x4x5xf32>
  return %2 : tensor<1x4x4x5xf32>
}
func.func private @dnnl_0(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"} {
  %0 = func.call @fused(%x, %w, %b) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
  return %0 : tensor<1x4x4x5xf32>
}
func.func @main(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32> {
  %0 = func.call @dnnl_0(%x, %w, %b) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4x1x1xf32>) -> tensor<1x4x4x5xf32>
  return %0 : tensor<1x4x4x5xf32>
}

// -----

// A composite whose body is no post-op chain (the multiply is no bias and
// no summand) is inlined and lowered operator by operator. Batch norm
// without `scale` passes no gamma; its field 1 is the moving mean itself.
// A broadcasting first operand of a commutative operator goes second;
// bias_add's bias gets unit dimensions around the channel axis; a constant
// becomes a tensor constant; concatenate fills one buffer, operand by
// operand, at growing offsets.

// CHECK-LABEL: func.func private @dnnl_1(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: tensor<1x2x4x4xf32>, %[[W:[a-z0-9]+]]: tensor<2x2x1x1xf32>, %[[S:[a-z0-9]+]]: tensor<2x1x1xf32>,
// CHECK-SAME:      %[[G:[a-z0-9]+]]: tensor<2xf32>, %[[BETA:[a-z0-9]+]]: tensor<2xf32>, %[[M:[a-z0-9]+]]: tensor<2xf32>, %[[V:[a-z0-9]+]]: tensor<2xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// The bias, with its unit dimensions folded into the constant:
// CHECK-DAG:     %[[BIAS:.*]] = arith.constant dense<5.000000e-01> : tensor<1x2x1x1xf32>
// CHECK:         %[[CONV:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x4x4xf32>
// CHECK:         %[[UCONV:.*]] = memref.cast %[[CONV]]
// CHECK:         call @relay_dnnl_conv2d(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[UCONV]],
// multiply (kind 1) with the convolution first:
// CHECK:         %[[UCONV2:.*]] = memref.cast %[[CONV]]
// CHECK:         %[[SM:.*]] = bufferization.to_buffer %[[S]] read_only
// CHECK:         %[[US:.*]] = memref.cast %[[SM]]
// CHECK:         call @relay_dnnl_binary(%{{.*}}, %{{.*}}, %[[UCONV2]], %[[US]], %{{.*}}, %[[C1]])
// CHECK:         bufferization.to_buffer %[[BIAS]] read_only : tensor<1x2x1x1xf32> to memref<1x2x1x1xf32>
// add (kind 0):
// CHECK:         call @relay_dnnl_binary(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C0]])
// CHECK:         %[[NONE:.*]] = memref.get_global @__relay_dnnl_none
// CHECK:         %[[UNONE:.*]] = memref.cast %[[NONE]]
// CHECK:         %[[BETAM:.*]] = bufferization.to_buffer %[[BETA]] read_only
// CHECK:         %[[UBETA:.*]] = memref.cast %[[BETAM]]
// CHECK:         call @relay_dnnl_batch_norm(%{{.*}}, %{{.*}}, %{{.*}}, %[[UNONE]], %[[UBETA]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, memref<*xi8>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, f32) -> ()
// CHECK:         %[[CAT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x4xf32>
// CHECK:         %[[UCAT:.*]] = memref.cast %[[CAT]] : memref<1x4x4x4xf32> to memref<*xf32>
// CHECK:         call @relay_dnnl_concat_slice(%{{.*}}, %{{.*}}, %{{.*}}, %[[UCAT]], %[[C1]], %[[C0]]) :
// CHECK:         call @relay_dnnl_concat_slice(%{{.*}}, %{{.*}}, %{{.*}}, %[[UCAT]], %[[C1]], %[[C2]]) :
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[CAT]] restrict writable
// CHECK:         return %[[R]], %[[M]]
// CHECK-NOT:     @scaled

func.func private @scaled(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2x1x1xf32>) -> tensor<1x2x4x4xf32>
    attributes {relay.composite = "dnnl.conv2d_scale"} {
  %0 = relay.nn.conv2d %x, %w : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = relay.multiply %s, %0 : (tensor<2x1x1xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %1 : tensor<1x2x4x4xf32>
}
func.func private @dnnl_1(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2x1x1xf32>,
                          %g: tensor<2xf32>, %b: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>)
    -> (tensor<1x4x4x4xf32>, tensor<2xf32>) attributes {relay.compiler = "dnnl"} {
  %c = relay.constant dense<0.5> : tensor<2xf32>
  %0 = func.call @scaled(%x, %w, %s) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>, tensor<2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = relay.nn.bias_add %0, %c : (tensor<1x2x4x4xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>
  %2 = relay.nn.batch_norm %1, %g, %b, %m, %v {scale = false}
      : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
      -> tuple<tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>>
  %3 = relay.tuple_get_item %2[0] : tuple<tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>> -> tensor<1x2x4x4xf32>
  %4 = relay.tuple_get_item %2[1] : tuple<tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>> -> tensor<2xf32>
  %5 = relay.concatenate %3, %x {axis = -3 : i64} : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %5, %4 : tensor<1x4x4x4xf32>, tensor<2xf32>
}

// -----

// Functions for other compilers, and ordinary ones, keep their relay ops.

// CHECK-LABEL: func.func private @ccompiler_0
// CHECK:         relay.add
// CHECK-LABEL: func.func @main
// CHECK:         relay.nn.relu
// CHECK-NOT:     call @relay_dnnl
func.func private @ccompiler_0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "ccompiler"} {
  %0 = relay.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @ccompiler_0(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = relay.nn.relu %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// dense + bias + summand: the runtime's dense has no summand, so the
// composite runs as three calls, the bias and the summand as binary adds.

// CHECK-LABEL: func.func private @dnnl_2(
// CHECK:         call @relay_dnnl_dense(
// CHECK:         call @relay_dnnl_binary(
// CHECK:         call @relay_dnnl_binary(
// CHECK-NOT:     call @relay_dnnl
// CHECK:         return
func.func private @dense_bias_sum(%x: tensor<2x8xf32>, %w: tensor<4x8xf32>, %b: tensor<4xf32>, %s: tensor<2x4xf32>)
    -> tensor<2x4xf32> attributes {relay.composite = "dnnl.dense_bias_sum"} {
  %0 = relay.nn.dense %x, %w : (tensor<2x8xf32>, tensor<4x8xf32>) -> tensor<2x4xf32>
  %1 = relay.add %0, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %2 = relay.add %1, %s : tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}
func.func private @dnnl_2(%x: tensor<2x8xf32>, %w: tensor<4x8xf32>, %b: tensor<4xf32>, %s: tensor<2x4xf32>)
    -> tensor<2x4xf32> attributes {relay.compiler = "dnnl"} {
  %0 = func.call @dense_bias_sum(%x, %w, %b, %s)
      : (tensor<2x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A module that already declares a runtime function with its C signature
// (lowered once before, or written by hand) keeps that declaration.

// CHECK-LABEL: func.func private @relay_dnnl_conv2d(
// CHECK-NOT:   func.func private @relay_dnnl_conv2d(
// CHECK-LABEL: func.func private @dnnl_3(
// CHECK:         call @relay_dnnl_conv2d(
func.func private @relay_dnnl_conv2d(i64, memref<*xi8>, memref<*xf32>, memref<*xf32>, memref<*xf32>,
    memref<*xf32>, memref<*xf32>, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, i64)
    attributes {llvm.emit_c_interface}
func.func private @dnnl_3(%x: tensor<1x1x3x3xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x1x3x3xf32>
    attributes {relay.compiler = "dnnl"} {
  %0 = relay.nn.conv2d %x, %w : (tensor<1x1x3x3xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x3x3xf32>
  return %0 : tensor<1x1x3x3xf32>
}
