// -relay-tile-primitives: every primitive function made by -relay-fuse-ops
// becomes one loop nest over tiles of its root, with its producers fused
// into the tiles. After bufferisation the only full-size buffer of a
// function is its result.
// RUN: relay-opt %s -split-input-file -relay-fuse-ops -relay-to-linalg \
// RUN:   -relay-tile-primitives -canonicalize -cse | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-fuse-ops -relay-to-linalg \
// RUN:   -relay-tile-primitives -canonicalize -cse \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   -canonicalize -cse -canonicalize | FileCheck %s --check-prefix=BUF
// RUN: relay-opt %s -split-input-file -relay-fuse-ops -relay-to-linalg \
// RUN:   -relay-tile-primitives=tile-elements=4096 -canonicalize -cse \
// RUN:   | FileCheck %s --check-prefix=SMALL

// conv2d + bias_add + relu: one loop over the output rows. Each tile pads
// the three input rows it reads, convolves them into the result's tile and
// applies the bias and relu there.
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: tensor<1x16x18x18xf32>, %[[W:[a-z0-9]+]]: tensor<32x16x3x3xf32>, %[[B:[a-z0-9]+]]: tensor<32xf32>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C18:.+]] = arith.constant 18 : index
// CHECK:         %[[EMPTY:.+]] = tensor.empty() : tensor<1x32x18x18xf32>
// CHECK-NOT:     linalg.
// CHECK:         %[[LOOP:.+]] = scf.for %[[ROW:[a-z0-9_]+]] = %[[C0]] to %[[C18]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[EMPTY]])
// CHECK:           %[[PADDED:.+]] = scf.if
// CHECK:             tensor.generate
// CHECK:           } else {
// CHECK:             %[[ROWS:.+]] = tensor.extract_slice %[[X]]
// CHECK:             tensor.pad %[[ROWS]]
// CHECK:           %[[OUT:.+]] = tensor.extract_slice %[[ACC]][0, 0, %[[ROW]], 0] [1, 32, 1, 18] [1, 1, 1, 1]
// CHECK:           %[[FILL:.+]] = linalg.fill {{.*}} outs(%[[OUT]] : tensor<1x32x1x18xf32>)
// CHECK:           %[[CONV:.+]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[PADDED]], %[[W]] : tensor<1x16x3x20xf32>, tensor<32x16x3x3xf32>) outs(%[[FILL]] : tensor<1x32x1x18xf32>)
// CHECK:           %[[BIAS:.+]] = linalg.generic {{.*}} ins(%[[B]] : tensor<32xf32>) outs(%[[CONV]] : tensor<1x32x1x18xf32>)
// CHECK:             arith.addf
// CHECK:           %[[RELU:.+]] = linalg.generic {{.*}} outs(%[[BIAS]] : tensor<1x32x1x18xf32>)
// CHECK:             arith.maximumf
// CHECK:           %[[INSERT:.+]] = tensor.insert_slice %[[RELU]] into %[[ACC]][0, 0, %[[ROW]], 0] [1, 32, 1, 18] [1, 1, 1, 1]
// CHECK:           scf.yield %[[INSERT]]
// CHECK-NOT:     linalg.
// CHECK:         return %[[LOOP]]

// One full-size buffer, the result, written in place by the fill, the
// convolution, the bias and the relu; the padded rows are a buffer of one
// tile.
// BUF-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu(
// BUF:         %[[RESULT:.+]] = memref.alloc() {{.*}} : memref<1x32x18x18xf32>
// BUF-NOT:     memref.alloc() {{.*}} : memref<1x32x18x18xf32>
// BUF:         scf.for
// BUF:           memref.alloc() {{.*}} : memref<1x16x3x20xf32>
// BUF:           memref.alloc() {{.*}} : memref<1x16x3x20xf32>
// BUF-NOT:       memref.alloc
// BUF:           %[[TILE:.+]] = memref.subview %[[RESULT]][0, 0, %{{.+}}, 0] [1, 32, 1, 18]
// BUF-NEXT:      linalg.fill {{.*}} outs(%[[TILE]] :
// BUF-NEXT:      linalg.conv_2d_nchw_fchw {{.*}} outs(%[[TILE]] :
// BUF-NEXT:      linalg.generic {{.*}} outs(%[[TILE]] :
// BUF:           linalg.generic {{.*}} outs(%[[TILE]] :
// BUF-NOT:     memref.alloc
// BUF:         return %[[RESULT]]
func.func @conv2d_bias_relu(%x: tensor<1x16x18x18xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>) -> tensor<1x32x18x18xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 32 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x18x18xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x32x18x18xf32>, tensor<32xf32>) -> tensor<1x32x18x18xf32>
  %2 = relay.nn.relu %1 : tensor<1x32x18x18xf32>
  return %2 : tensor<1x32x18x18xf32>
}

// -----

// Without padding, the result is the function's only buffer.
// CHECK-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu(
// CHECK:         scf.for
// CHECK:           linalg.conv_2d_nchw_fchw {{.*}} ins({{.*}} : tensor<1x16x3x18xf32>, tensor<32x16x3x3xf32>) outs({{.*}} : tensor<1x32x1x16xf32>)
// CHECK-NOT:     scf.for
// CHECK:         return

// BUF-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu(
// BUF-COUNT-1: memref.alloc()
// BUF-NOT:     memref.alloc
// BUF:         return
func.func @conv2d_bias_relu_no_padding(%x: tensor<1x16x18x18xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>) -> tensor<1x32x16x16xf32> {
  %0 = relay.nn.conv2d %x, %w {channels = 32 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x16x16xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x32x16x16xf32>, tensor<32xf32>) -> tensor<1x32x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x32x16x16xf32>
  return %2 : tensor<1x32x16x16xf32>
}

// -----

// dense + bias_add + relu: 32x32 blocks of the result, the whole reduction
// in each. The weight, read transposed by nn.dense, is transposed once
// before the loops (every block along the rows would redo it), so the
// blocks read rows of it.
// CHECK-LABEL: func.func private @fused_nn_dense_nn_bias_add_nn_relu(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: tensor<64x256xf32>, %[[W:[a-z0-9]+]]: tensor<128x256xf32>, %[[B:[a-z0-9]+]]: tensor<128xf32>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:.+]] = arith.constant 64 : index
// CHECK-DAG:     %[[C128:.+]] = arith.constant 128 : index
// CHECK:         %[[WT:.+]] = linalg.transpose ins(%[[W]] : tensor<128x256xf32>) outs(%{{.+}} : tensor<256x128xf32>) permutation = [1, 0]
// CHECK:         scf.for %[[I:[a-z0-9_]+]] = %[[C0]] to %[[C64]] step %[[C32]]
// CHECK:           scf.for %[[J:[a-z0-9_]+]] = %[[C0]] to %[[C128]] step %[[C32]]
// CHECK-DAG:         tensor.extract_slice %[[X]][%[[I]], 0] [32, 256] [1, 1]
// CHECK-DAG:         tensor.extract_slice %[[WT]][0, %[[J]]] [256, 32] [1, 1]
// CHECK-DAG:         tensor.extract_slice %[[B]][%[[J]]] [32] [1]
// CHECK:             linalg.fill
// CHECK:             linalg.matmul {{.*}} -> tensor<32x32xf32>
// CHECK:             linalg.generic
// CHECK:             linalg.generic
// CHECK:             tensor.insert_slice {{.*}}[%[[I]], %[[J]]] [32, 32] [1, 1]

// The result and the transposed weight are its only buffers.
// BUF-LABEL: func.func private @fused_nn_dense_nn_bias_add_nn_relu(
// BUF-DAG:     memref.alloc() {{.*}} : memref<256x128xf32>
// BUF-DAG:     memref.alloc() {{.*}} : memref<64x128xf32>
// BUF:         linalg.transpose
// BUF-NOT:     memref.alloc
// BUF:         return
func.func @dense_bias_relu(%x: tensor<64x256xf32>, %w: tensor<128x256xf32>, %b: tensor<128xf32>) -> tensor<64x128xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<64x256xf32>, tensor<128x256xf32>) -> tensor<64x128xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<64x128xf32>, tensor<128xf32>) -> tensor<64x128xf32>
  %2 = relay.nn.relu %1 : tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}

// -----

// A reduction root: tiles of whole rows, 16 rows (16384 elements) per tile
// by default; the element-wise producer is computed one tile at a time.
// CHECK-LABEL: func.func private @fused_exp_sum(
// CHECK-DAG:     %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG:     %[[C256:.+]] = arith.constant 256 : index
// CHECK:         scf.for %[[I:[a-z0-9_]+]] = %{{.+}} to %[[C256]] step %[[C16]]
// CHECK:           %[[ROWS:.+]] = tensor.extract_slice %{{.+}}[%[[I]], 0] [16, 1024] [1, 1]
// CHECK:           %[[EXP:.+]] = linalg.generic {{.*}} ins(%[[ROWS]] : tensor<16x1024xf32>)
// CHECK:             math.exp
// CHECK:           linalg.reduce ins(%[[EXP]] : tensor<16x1024xf32>) outs(%{{.+}} : tensor<16xf32>) dimensions = [1]

// BUF-LABEL: func.func private @fused_exp_sum(
// BUF:         memref.alloc() {{.*}} : memref<256xf32>
// BUF:         scf.for
// BUF:           memref.alloc() {{.*}} : memref<16x1024xf32>
// BUF-NOT:     memref.alloc
// BUF:         return

// SMALL-LABEL: func.func private @fused_exp_sum(
// SMALL:         %[[C4:.+]] = arith.constant 4 : index
// SMALL:         scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C4]]
// SMALL:           linalg.reduce ins(%{{.+}} : tensor<4x1024xf32>)
func.func @sum_exp(%x: tensor<256x1024xf32>) -> tensor<256xf32> {
  %0 = relay.exp %x : tensor<256x1024xf32>
  %1 = relay.sum %0 {axis = array<i64: 1>} : (tensor<256x1024xf32>) -> tensor<256xf32>
  return %1 : tensor<256xf32>
}

// -----

// An injective group: the transpose is computed tile by tile into the
// result, where the exp then runs in place.
// CHECK-LABEL: func.func private @fused_transpose_exp(
// CHECK:         scf.for %[[I:[a-z0-9_]+]] =
// CHECK:           %[[IN:.+]] = tensor.extract_slice %{{.+}}[0, %[[I]]] [512, 32] [1, 1]
// CHECK:           %[[OUT:.+]] = tensor.extract_slice %{{.+}}[%[[I]], 0] [32, 512] [1, 1]
// CHECK:           %[[T:.+]] = linalg.transpose ins(%[[IN]] : tensor<512x32xf32>) outs(%[[OUT]] : tensor<32x512xf32>)
// CHECK:           linalg.generic {{.*}} outs(%[[T]] : tensor<32x512xf32>)

// BUF-LABEL: func.func private @fused_transpose_exp(
// BUF-COUNT-1: memref.alloc()
// BUF-NOT:     memref.alloc
// BUF:         return
func.func @transpose_exp(%x: tensor<512x384xf32>) -> tensor<384x512xf32> {
  %0 = relay.transpose %x {axes = array<i64: 1, 0>} : (tensor<512x384xf32>) -> tensor<384x512xf32>
  %1 = relay.exp %0 : tensor<384x512xf32>
  return %1 : tensor<384x512xf32>
}

// -----

// Left alone: a reduction to a scalar (no parallel loop to tile), dynamic
// shapes (tiles would have dynamic sizes), a group that fits in one tile,
// a root with nothing to fuse, and functions that are not primitive.
// CHECK-LABEL: func.func private @fused_exp_sum(
// CHECK-NOT:     scf.for
// CHECK:         linalg.reduce
// CHECK-LABEL: func.func private @fused_exp_sum_1(
// CHECK-NOT:     scf.for
// CHECK:         linalg.reduce
// CHECK-LABEL: func.func private @fused_nn_dense_nn_bias_add(
// CHECK-NOT:     scf.for
// CHECK:         linalg.matmul
// CHECK-LABEL: func.func private @fused_nn_relu(
// CHECK-NOT:     scf.for
// CHECK:         return
// CHECK-LABEL: func.func @not_primitive(
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @sum_all(%x: tensor<256x1024xf32>) -> tensor<f32> {
  %0 = relay.exp %x : tensor<256x1024xf32>
  %1 = relay.sum %0 : (tensor<256x1024xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}

func.func @dynamic(%x: tensor<?x1024xf32>) -> tensor<?xf32> {
  %0 = relay.exp %x : tensor<?x1024xf32>
  %1 = relay.sum %0 {axis = array<i64: 1>} : (tensor<?x1024xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @small(%x: tensor<8x16xf32>, %w: tensor<10x16xf32>, %b: tensor<10xf32>) -> tensor<8x10xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<8x16xf32>, tensor<10x16xf32>) -> tensor<8x10xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  return %1 : tensor<8x10xf32>
}

func.func @alone(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = relay.nn.relu %x : tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

func.func @not_primitive(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  %t = linalg.transpose ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<1024x1024xf32>
  %r = linalg.exp ins(%t : tensor<1024x1024xf32>) outs(%e2 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
