// RUN: relay-opt %s -relay-linalg-to-loops -split-input-file -verify-diagnostics | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// Static shapes: affine loops, with affine loads and stores.
// CHECK-LABEL: func.func @static_shapes
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK: affine.load %{{.*}}[%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK: affine.load %{{.*}}[%[[J]]] : memref<4xf32>
// CHECK: affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK-NOT: scf.for
// CHECK-NOT: linalg.
func.func @static_shapes(%x: memref<8x4xf32>, %y: memref<4xf32>, %out: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x4xf32>, memref<4xf32>) outs(%out : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A `?` extent: scf loops bounded by memref.dim.
// CHECK-LABEL: func.func @dynamic_shapes
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[N:.*]] = memref.dim %{{.*}}, %[[C0]] : memref<?x4xf32>
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]]] : memref<?x4xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<?x4xf32>
// CHECK-NOT: affine.for
// CHECK-NOT: linalg.
func.func @dynamic_shapes(%x: memref<?x4xf32>, %y: memref<4xf32>, %out: memref<?x4xf32>) {
  linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<?x4xf32>, memref<4xf32>) outs(%out : memref<?x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Both kinds in one function: each op chooses by its own shapes (a static
// fill is a vector store, below).
// CHECK-LABEL: func.func @mixed
// CHECK: scf.for
// CHECK: vector.store
func.func @mixed(%a: memref<?xf32>, %b: memref<16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%v : f32) outs(%b : memref<16xf32>)
  return
}

// -----

func.func @on_tensors(%x: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.fill' op is still on tensors; bufferise before lowering to loops}}
  %0 = linalg.fill ins(%v : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A strided memref.copy (the interior of a padded image) becomes loops
// rather than the runtime's element-wise memrefCopy, here a vector load and
// store per contiguous row; a contiguous one stays a memref.copy (one
// memcpy).
// CHECK-LABEL: func.func @strided_copy
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[V:.*]] = vector.load %{{.*}}[%[[I]], %[[C0]]] : memref<4x4xi8>, vector<4xi8>
// CHECK-NEXT: vector.store %[[V]], %{{.*}}[%[[I]], %[[C0]]] : memref<4x4xi8, strided<[6, 1], offset: 7>>, vector<4xi8>
// CHECK-NOT: memref.copy
// CHECK-LABEL: func.func @contiguous_copy
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<2x4xi8> to memref<2x4xi8, strided<[4, 1], offset: 8>>
// CHECK-NOT: affine.for
func.func @strided_copy(%x: memref<4x4xi8>, %out: memref<6x6xi8>) {
  %interior = memref.subview %out[1, 1] [4, 4] [1, 1] : memref<6x6xi8> to memref<4x4xi8, strided<[6, 1], offset: 7>>
  memref.copy %x, %interior : memref<4x4xi8> to memref<4x4xi8, strided<[6, 1], offset: 7>>
  return
}
func.func @contiguous_copy(%x: memref<2x4xi8>, %out: memref<4x4xi8>) {
  %rows = memref.subview %out[2, 0] [2, 4] [1, 1] : memref<4x4xi8> to memref<2x4xi8, strided<[4, 1], offset: 8>>
  memref.copy %x, %rows : memref<2x4xi8> to memref<2x4xi8, strided<[4, 1], offset: 8>>
  return
}

// -----

// What bufferisation makes of tensor.pad's padding (a linalg.map that
// yields a constant, with unused linalg.index ops) is a fill; a fill of a
// whole buffer is one row of 64-byte vector stores (16 x f32 here) and the
// rest (3 x 64 x 58 = 11136 = 174 x 64 bytes, none left; 5 x 7 x f32 = 35 =
// 2 x 16 + 3).
// CHECK-LABEL: func.func @pad_fill
// CHECK-DAG: %[[PAD:.*]] = arith.constant dense<-128> : vector<64xi8>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : memref<3x64x58xi8> into memref<11136xi8>
// CHECK: affine.for %[[I:.*]] = 0 to 11136 step 64 {
// CHECK-NEXT: vector.store %[[PAD]], %[[FLAT]][%[[I]]] : memref<11136xi8>, vector<64xi8>
// CHECK-NEXT: }
// CHECK-NOT: linalg.map
// CHECK-LABEL: func.func @float_fill
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0, 1]] : memref<5x7xf32> into memref<35xf32>
// CHECK: vector.store %{{.*}}, %[[FLAT]][%{{.*}}] : memref<35xf32>, vector<35xf32>
func.func @pad_fill(%out: memref<3x64x58xi8>) {
  %pad = arith.constant -128 : i8
  linalg.map outs(%out : memref<3x64x58xi8>)
    (%init: i8) {
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      linalg.yield %pad : i8
    }
  return
}
func.func @float_fill(%out: memref<5x7xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%out : memref<5x7xf32>)
  return
}

// -----

// Rows longer than four vectors: a loop of 64-byte vectors and the rest
// (300 = 4 x 64 + 44 bytes); a copy written as a linalg.generic that yields its
// input is a copy too.
// CHECK-LABEL: func.func @long_rows
// CHECK: affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 256 step 64 {
// CHECK-NEXT: %[[V:.*]] = vector.load %{{.*}}[%[[I]], %[[J]]] : memref<3x300xi8>, vector<64xi8>
// CHECK-NEXT: vector.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<3x300xi8, strided<[400, 1]>>, vector<64xi8>
// CHECK: vector.load %{{.*}}[%[[I]], %{{.*}}] : memref<3x300xi8>, vector<44xi8>
func.func @long_rows(%x: memref<3x300xi8>, %out: memref<3x400xi8>) {
  %rows = memref.subview %out[0, 0] [3, 300] [1, 1] : memref<3x400xi8> to memref<3x300xi8, strided<[400, 1]>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x300xi8>) outs(%rows : memref<3x300xi8, strided<[400, 1]>>) {
  ^bb0(%in: i8, %o: i8):
    linalg.yield %in : i8
  }
  return
}

// -----

// A copy whose rows are not contiguous (a column of a matrix) stays scalar
// loops.
// CHECK-LABEL: func.func @column_copy
// CHECK: affine.for
// CHECK: affine.load
// CHECK: affine.store
// CHECK-NOT: vector.
func.func @column_copy(%x: memref<4x1xi8, strided<[8, 8]>>, %out: memref<4x1xi8>) {
  memref.copy %x, %out : memref<4x1xi8, strided<[8, 8]>> to memref<4x1xi8>
  return
}
