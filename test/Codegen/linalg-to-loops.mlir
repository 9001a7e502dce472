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

// Both kinds in one function: each op chooses by its own shapes.
// CHECK-LABEL: func.func @mixed
// CHECK: scf.for
// CHECK: affine.for
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
// rather than the runtime's element-wise memrefCopy; a contiguous one stays
// a memref.copy (one memcpy).
// CHECK-LABEL: func.func @strided_copy
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK: %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]] : memref<4x4xi8>
// CHECK: affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<4x4xi8, strided<[6, 1], offset: 7>>
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
