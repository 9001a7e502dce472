// -relay-vectorize-tiles: linalg ops of static shape become register tiles
// of 1-D vectors; convolutions and matrix products keep a block of their
// result in vector registers across their reduction loops.
// RUN: relay-opt %s -split-input-file -relay-vectorize-tiles="accumulators=4" \
// RUN:   -canonicalize -cse | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-fuse-ops -relay-to-linalg -linalg-fuse-elementwise-ops -canonicalize \
// RUN:   -relay-tile-primitives -canonicalize -cse -relay-vectorize-tiles \
// RUN:   -canonicalize -cse \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   -canonicalize -cse -canonicalize | FileCheck %s --check-prefix=BUF

// Element-wise: 32-element vectors along the only loop; multiplies and adds
// may contract into FMAs.
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: tensor<4096xf32>, %[[A:[a-z0-9]+]]: tensor<4096xf32>)
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C4096:.+]] = arith.constant 4096 : index
// CHECK:         scf.for %[[I:.+]] = %{{.+}} to %[[C4096]] step %[[C32]] iter_args(%[[ACC:.+]] = %{{.+}})
// CHECK:           %[[XS:.+]] = tensor.extract_slice %[[X]][%[[I]]] [32] [1]
// CHECK:           %[[AS:.+]] = tensor.extract_slice %[[A]][%[[I]]] [32] [1]
// CHECK:           %[[OUT:.+]] = tensor.extract_slice %[[ACC]][%[[I]]] [32] [1]
// CHECK:           %[[XV:.+]] = vector.transfer_read %[[XS]]{{.*}} : tensor<32xf32>, vector<32xf32>
// CHECK:           %[[AV:.+]] = vector.transfer_read %[[AS]]{{.*}} : tensor<32xf32>, vector<32xf32>
// CHECK:           %[[M:.+]] = arith.mulf %[[XV]], %[[AV]] fastmath<contract> : vector<32xf32>
// CHECK:           %[[R:.+]] = arith.maximumf %[[M]], %{{.+}} : vector<32xf32>
// CHECK:           %[[W:.+]] = vector.transfer_write %[[R]], %[[OUT]]{{.*}} : vector<32xf32>, tensor<32xf32>
// CHECK:           tensor.insert_slice %[[W]] into %[[ACC]][%[[I]]] [32] [1]
// CHECK-NOT:     linalg.
#id = affine_map<(d0) -> (d0)>
func.func @elementwise(%x: tensor<4096xf32>, %a: tensor<4096xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%xi: f32, %ai: f32, %o: f32):
    %m = arith.mulf %xi, %ai : f32
    %s = arith.maximumf %m, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}

// -----

// One output row of a convolution (the tile of -relay-tile-primitives):
// blocks of 4 output channels x 16 columns (4 accumulators), the input
// channels and the window stepped one at a time; each step loads one vector
// of the input and broadcasts one weight per channel.
// CHECK-LABEL: func.func @conv_row(
// CHECK-SAME:      %[[X:[a-z0-9]+]]: tensor<1x16x3x18xf32>, %[[W:[a-z0-9]+]]: tensor<32x16x3x3xf32>, %[[OUT:[a-z0-9]+]]: tensor<1x32x1x16xf32>)
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK:         scf.for %[[F:.+]] = %{{.+}} to %[[C32]] step %[[C4]]
// CHECK:           %[[WS:.+]] = tensor.extract_slice %[[W]][%[[F]], 0, 0, 0] [4, 16, 3, 3]
// CHECK:           %[[TILE:.+]] = tensor.extract_slice {{.*}} : tensor<1x4x1x16xf32> to tensor<4x16xf32>
// CHECK-COUNT-4:   vector.transfer_read %[[TILE]]{{.*}} : tensor<4x16xf32>, vector<16xf32>
// CHECK:           %[[ACC:.+]]:4 = scf.for %[[C:.+]] = %{{.+}} to %[[C16]] step %{{.+}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK:             scf.for %[[KH:.+]] = %{{.+}} to %[[C3]]
// CHECK:               scf.for %[[KW:.+]] = %{{.+}} to %[[C3]]
// CHECK:                 tensor.extract_slice %[[X]][0, %[[C]], %[[KH]], %[[KW]]] [1, 1, 1, 16]
// CHECK:                 tensor.extract_slice %[[WS]][0, %[[C]], %[[KH]], %[[KW]]] [4, 1, 1, 1]
// CHECK:                 %[[IN:.+]] = vector.transfer_read {{.*}} : tensor<16xf32>, vector<16xf32>
// CHECK-COUNT-4:         tensor.extract %{{.+}}[%{{.+}}] : tensor<4xf32>
// CHECK-COUNT-4:         arith.mulf %[[IN]], %{{.+}} fastmath<contract> : vector<16xf32>
// CHECK-COUNT-4:         arith.addf %{{.+}}, %{{.+}} fastmath<contract> : vector<16xf32>
// CHECK-NOT:             vector.transfer_write
// CHECK:                 scf.yield
// CHECK:           vector.transfer_write %[[ACC]]#{{.}}, %[[TILE]]
// CHECK-COUNT-3:   vector.transfer_write %[[ACC]]#{{.}}, %{{.+}}
// CHECK-NOT:     linalg.
func.func @conv_row(%x: tensor<1x16x3x18xf32>, %w: tensor<32x16x3x3xf32>, %acc: tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x16x3x18xf32>, tensor<32x16x3x3xf32>) outs(%acc : tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xf32>
  return %r : tensor<1x32x1x16xf32>
}

// -----

// An element-wise consumer of a convolution (bias add and relu, its
// epilogue) is computed in the convolution's register tile, from the
// accumulators in registers: the convolution's result is neither written
// nor read back, only the epilogue's result is written.
// CHECK-LABEL: func.func @conv_row_epilogue(
// CHECK-SAME:      %[[B:[a-z0-9]+]]: tensor<32xf32>, %[[OUT:[a-z0-9]+]]: tensor<1x32x1x16xf32>)
// CHECK:         scf.for %[[F:.+]] = {{.*}} iter_args(%{{.+}} = %[[OUT]])
// CHECK:           %[[BIAS:.+]] = tensor.extract_slice %[[B]][%[[F]]] [4] [1]
// CHECK:           %[[ACC:.+]]:4 = scf.for
// CHECK-NOT:         vector.transfer_write
// CHECK:             scf.yield
// CHECK-NOT:       vector.transfer_read
// CHECK:           tensor.extract %[[BIAS]]
// CHECK:           %[[S:.+]] = arith.addf %[[ACC]]#0, %{{.+}} : vector<16xf32>
// CHECK-NOT:       vector.transfer_write
// CHECK:           %[[M:.+]] = arith.maximumf %[[S]], %{{.+}} : vector<16xf32>
// CHECK-NOT:       vector.transfer_write
// CHECK:           vector.transfer_write %[[M]]
// CHECK-COUNT-3:   vector.transfer_write
// CHECK-NOT:       vector.transfer_write
// CHECK-NOT:     linalg.
func.func @conv_row_epilogue(%x: tensor<1x16x3x18xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>, %acc: tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x16x3x18xf32>, tensor<32x16x3x3xf32>) outs(%acc : tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<32xf32>) outs(%r : tensor<1x32x1x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x32x1x16xf32>
  return %e : tensor<1x32x1x16xf32>
}

// -----

// A matrix product: 32-element rows of the result (two 16-element
// registers each), two rows per block, k stepped one at a time: an outer
// product of two broadcast elements of A and a row of B per step.
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:      %[[A:[a-z0-9]+]]: tensor<8x64xf32>, %[[B:[a-z0-9]+]]: tensor<64x32xf32>, %[[OUT:[a-z0-9]+]]: tensor<8x32xf32>)
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C64:.+]] = arith.constant 64 : index
// CHECK:         scf.for %[[M:.+]] = %{{.+}} to %[[C8]] step %[[C2]]
// CHECK-COUNT-2:   vector.transfer_read {{.*}} : tensor<2x32xf32>, vector<32xf32>
// CHECK:           %[[ACC:.+]]:2 = scf.for %[[K:.+]] = %{{.+}} to %[[C64]] step %{{.+}} iter_args({{.*}}) -> (vector<32xf32>, vector<32xf32>)
// CHECK:             tensor.extract_slice %[[B]][%[[K]], 0] [1, 32]
// CHECK-COUNT-2:     vector.broadcast %{{.+}} : f32 to vector<32xf32>
// CHECK:             vector.transfer_read {{.*}} : tensor<32xf32>, vector<32xf32>
// CHECK-COUNT-2:     arith.mulf {{.*}} fastmath<contract> : vector<32xf32>
// CHECK-COUNT-2:     arith.addf {{.*}} fastmath<contract> : vector<32xf32>
// CHECK:             scf.yield
// CHECK-COUNT-2:   vector.transfer_write %[[ACC]]#{{.}}
func.func @matmul(%a: tensor<8x64xf32>, %b: tensor<64x32xf32>, %acc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// Dynamic shapes, bool (i1) elements and reductions that are neither
// convolutions nor matrix products stay scalar linalg ops.
// CHECK-LABEL: func.func @not_vectorised(
// CHECK-NOT:     vector.
// CHECK:         linalg.generic {{.*}} outs(%{{.+}} : tensor<?xf32>)
// CHECK:         linalg.generic {{.*}} outs(%{{.+}} : tensor<8xi1>)
// CHECK:         linalg.reduce
// CHECK-NOT:     vector.
#id1 = affine_map<(d0) -> (d0)>
func.func @not_vectorised(%x: tensor<?xf32>, %p: tensor<8xi1>, %y: tensor<8x64xf32>, %acc: tensor<8xf32>)
    -> (tensor<?xf32>, tensor<8xi1>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%x : tensor<?xf32>) {
  ^bb0(%o: f32):
    %s = arith.mulf %o, %o : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %1 = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%p : tensor<8xi1>) {
  ^bb0(%o: i1):
    %t = arith.constant true
    %n = arith.xori %o, %t : i1
    linalg.yield %n : i1
  } -> tensor<8xi1>
  %2 = linalg.reduce ins(%y : tensor<8x64xf32>) outs(%acc : tensor<8xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %0, %1, %2 : tensor<?xf32>, tensor<8xi1>, tensor<8xf32>
}

// -----

// From relay: conv2d + bias_add + relu, one primitive function. Vectorised,
// it still writes everything in the result's buffer, the only full-size
// one (as in tile-primitives.mlir), keeps its accumulators in vector
// registers across the input channels and the window, and applies bias and
// relu to them before their only write.
// BUF-LABEL: func.func private @fused_nn_conv2d_nn_bias_add_nn_relu(
// BUF:         %[[RESULT:.+]] = memref.alloc() {{.*}} : memref<1x32x16x16xf32>
// BUF-NOT:     memref.alloc() {{.*}} : memref<1x32x16x16xf32>
// BUF:         scf.for
// BUF:           memref.alloc() {{.*}} : memref<1x16x3x18xf32>
// BUF:           memref.alloc() {{.*}} : memref<1x16x3x18xf32>
// BUF-NOT:       memref.alloc
// BUF:           scf.for {{.*}} -> (vector<16xf32>, vector<16xf32>
// BUF:             arith.mulf {{.*}} fastmath<contract> : vector<16xf32>
// BUF:             arith.addf {{.*}} fastmath<contract> : vector<16xf32>
// BUF-NOT:         vector.transfer_write
// BUF:             scf.yield
// BUF-NOT:       vector.transfer_read
// BUF:           arith.maximumf {{.*}} : vector<16xf32>
// BUF:           vector.transfer_write {{.*}} : vector<16xf32>, memref<16x16xf32
// BUF-NOT:     memref.alloc
// BUF:         return %[[RESULT]]
func.func @conv2d_bias_relu(%x: tensor<1x16x16x16xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>) -> tensor<1x32x16x16xf32> {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>, channels = 32 : i64, kernel_size = array<i64: 3, 3>}
      : (tensor<1x16x16x16xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x16x16xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<1x32x16x16xf32>, tensor<32xf32>) -> tensor<1x32x16x16xf32>
  %2 = relay.nn.relu %1 : tensor<1x32x16x16xf32>
  return %2 : tensor<1x32x16x16xf32>
}
