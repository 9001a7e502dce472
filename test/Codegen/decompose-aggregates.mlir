// RUN: relay-opt %s -relay-decompose-aggregates -split-input-file | FileCheck %s

// linalg.softmax (what relay.nn.softmax lowers to) becomes upstream's
// decomposition: the maximum along the dimension (maxnumf from NaN), exp(x -
// max), its sum, and the division.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[KEPT:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %[[X:.+]]: tensor<2x?x5xf32>)
// CHECK: %[[OUT:.+]] = tensor.empty(%{{.+}}) : tensor<2x?x5xf32>
// CHECK: %[[MAX:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[KEPT]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[X]] : tensor<2x?x5xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[KEPT]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]], %[[MAX]] : tensor<2x?x5xf32>, tensor<2x5xf32>) outs(%[[OUT]] : tensor<2x?x5xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[KEPT]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[EXP]] : tensor<2x?x5xf32>)
// CHECK: arith.addf
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[KEPT]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[EXP]], %[[SUM]] : tensor<2x?x5xf32>, tensor<2x5xf32>) outs(%[[OUT]] : tensor<2x?x5xf32>)
// CHECK: arith.divf
// CHECK: return %[[R]]
// CHECK-NOT: linalg.softmax
func.func @softmax(%x: tensor<2x?x5xf32>) -> tensor<2x?x5xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<2x?x5xf32>
  %e = tensor.empty(%d) : tensor<2x?x5xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x?x5xf32>) outs(%e : tensor<2x?x5xf32>) -> tensor<2x?x5xf32>
  return %0 : tensor<2x?x5xf32>
}

// -----

// linalg.pack (NCHW -> NCHW16c) becomes an expand_shape of C and a
// transpose of the factor to the end (lowerPack; the pad it makes is empty
// here).
// CHECK-LABEL: func.func @pack(
// CHECK-SAME: %[[X:.+]]: tensor<?x32x8x8xf32>)
// CHECK: %[[E:.+]] = tensor.expand_shape %{{.+}} {{\[\[}}0], [1, 2], [3], [4]] output_shape [%{{.+}}, 2, 16, 8, 8] : tensor<?x32x8x8xf32> into tensor<?x2x16x8x8xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[E]] : tensor<?x2x16x8x8xf32>) outs(%{{.+}} : tensor<?x2x8x8x16xf32>) permutation = [0, 1, 3, 4, 2]
// CHECK: return %[[T]]
// CHECK-NOT: linalg.pack
func.func @pack(%x: tensor<?x32x8x8xf32>) -> tensor<?x2x8x8x16xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x32x8x8xf32>
  %e = tensor.empty(%d) : tensor<?x2x8x8x16xf32>
  %0 = linalg.pack %x inner_dims_pos = [1] inner_tiles = [16] into %e : tensor<?x32x8x8xf32> -> tensor<?x2x8x8x16xf32>
  return %0 : tensor<?x2x8x8x16xf32>
}

// -----

// linalg.unpack (NCHW16c -> NCHW): the transpose and the collapse_shape of
// lowerUnPack, without its copy into the fresh destination.
// CHECK-LABEL: func.func @unpack(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x8x8x16xf32>)
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[X]] : tensor<1x2x8x8x16xf32>) outs(%{{.+}} : tensor<1x2x16x8x8xf32>) permutation = [0, 1, 4, 2, 3]
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[T]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<1x2x16x8x8xf32> into tensor<1x32x8x8xf32>
// CHECK-NOT: linalg.copy
// CHECK-NOT: linalg.unpack
func.func @unpack(%x: tensor<1x2x8x8x16xf32>) -> tensor<1x32x8x8xf32> {
  %e = tensor.empty() : tensor<1x32x8x8xf32>
  %0 = linalg.unpack %x inner_dims_pos = [1] inner_tiles = [16] into %e : tensor<1x2x8x8x16xf32> -> tensor<1x32x8x8xf32>
  return %0 : tensor<1x32x8x8xf32>
}

// -----

// Other ops are left alone.
// CHECK-LABEL: func.func @untouched(
// CHECK: linalg.transpose
func.func @untouched(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %0 = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  return %0 : tensor<3x2xf32>
}
