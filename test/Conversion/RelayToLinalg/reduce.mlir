// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file | FileCheck %s

// Reductions (RelayReduceOps.td) lowered to linalg.reduce, or to a
// linalg.generic with a value and an index output for argmax/argmin.

// sum over one axis of a static tensor: one linalg.reduce into a zero-filled
// accumulator.
// CHECK-LABEL: func.func @sum_axis(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<2x4xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<2x4xf32>)
// CHECK: %[[R:.+]] = linalg.reduce ins(%[[X]] : tensor<2x3x4xf32>) outs(%[[INIT]] : tensor<2x4xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.+]]: f32, %[[ACC:.+]]: f32) {
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[IN]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: return %[[R]] : tensor<2x4xf32>
func.func @sum_axis(%x: tensor<2x3x4xf32>) -> tensor<2x4xf32> {
  %0 = relay.sum %x {axis = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// keepdims with a dynamic batch: the kept extent is read with tensor.dim and
// the reduced axes come back as 1s through tensor.expand_shape.
// CHECK-LABEL: func.func @sum_keepdims_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<?x3x4xf32>)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[D0:.+]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3x4xf32>
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[D0]]) : tensor<?xf32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[EMPTY]] : tensor<?xf32>)
// CHECK: %[[R:.+]] = linalg.reduce ins(%[[X]] : tensor<?x3x4xf32>) outs(%[[INIT]] : tensor<?xf32>) dimensions = [1, 2]
// CHECK: arith.addf
// CHECK: %[[RD:.+]] = tensor.dim %[[R]], %{{.+}} : tensor<?xf32>
// CHECK: %[[E:.+]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1, 2]] output_shape [%[[RD]], 1, 1] : tensor<?xf32> into tensor<?x1x1xf32>
// CHECK: return %[[E]] : tensor<?x1x1xf32>
func.func @sum_keepdims_dynamic(%x: tensor<?x3x4xf32>) -> tensor<?x1x1xf32> {
  %0 = relay.sum %x {axis = array<i64: 1, -1>, keepdims = true} : (tensor<?x3x4xf32>) -> tensor<?x1x1xf32>
  return %0 : tensor<?x1x1xf32>
}

// -----

// No axis (or an empty one) reduces everything to a rank-0 tensor; keepdims
// then expands the scalar to all 1s.
// CHECK-LABEL: func.func @sum_all(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xi32>)
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<i32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[ZERO]] : i32) outs(%[[EMPTY]] : tensor<i32>)
// CHECK: %[[R0:.+]] = linalg.reduce ins(%[[X]] : tensor<2x3xi32>) outs(%[[INIT]] : tensor<i32>) dimensions = [0, 1]
// CHECK: arith.addi %{{.+}}, %{{.+}} : i32
// CHECK: %[[R1:.+]] = linalg.reduce ins(%[[X]] : tensor<2x3xi32>) outs(%{{.+}} : tensor<i32>) dimensions = [0, 1]
// CHECK: %[[E:.+]] = tensor.expand_shape %[[R1]] [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
// CHECK: return %[[R0]], %[[E]] : tensor<i32>, tensor<1x1xi32>
func.func @sum_all(%x: tensor<2x3xi32>) -> (tensor<i32>, tensor<1x1xi32>) {
  %0 = relay.sum %x : (tensor<2x3xi32>) -> tensor<i32>
  %1 = relay.sum %x {axis = array<i64>, keepdims = true} : (tensor<2x3xi32>) -> tensor<1x1xi32>
  return %0, %1 : tensor<i32>, tensor<1x1xi32>
}

// -----

// exclude reduces the axes that are not listed.
// CHECK-LABEL: func.func @sum_exclude(
// CHECK: tensor.empty() : tensor<3xf32>
// CHECK: linalg.reduce ins(%{{.+}} : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<3xf32>) dimensions = [0, 2]
func.func @sum_exclude(%x: tensor<2x3x4xf32>) -> tensor<3xf32> {
  %0 = relay.sum %x {axis = array<i64: 1>, exclude = true} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// mean divides by the element count, computed from the extents at runtime
// when they are dynamic.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mean_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<?x3x?xf32>)
// CHECK: %[[SUM:.+]] = linalg.reduce ins(%[[X]] : tensor<?x3x?xf32>) outs(%{{.+}} : tensor<3xf32>) dimensions = [0, 2]
// CHECK: arith.addf
// CHECK: %[[D0:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3x?xf32>
// CHECK: %[[D2:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3x?xf32>
// CHECK: %[[N:.+]] = arith.muli %[[D0]], %[[D2]] : index
// CHECK: %[[NI:.+]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[NF:.+]] = arith.sitofp %[[NI]] : i64 to f32
// CHECK: %[[M:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel"]} ins(%[[SUM]] : tensor<3xf32>) outs(%{{.+}} : tensor<3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[Q:.+]] = arith.divf %[[IN]], %[[NF]] : f32
// CHECK-NEXT: linalg.yield %[[Q]] : f32
// CHECK: return %[[M]]
func.func @mean_dynamic(%x: tensor<?x3x?xf32>) -> tensor<3xf32> {
  %0 = relay.mean %x {axis = array<i64: 0, 2>} : (tensor<?x3x?xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// mean of f16 accumulates in f32.
// CHECK-LABEL: func.func @mean_f16(
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: tensor.empty() : tensor<2xf32>
// CHECK: %[[SUM:.+]] = linalg.reduce ins(%{{.+}} : tensor<2x8xf16>) outs(%{{.+}} : tensor<2xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.+]]: f16, %[[ACC:.+]]: f32) {
// CHECK-NEXT: %[[W:.+]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[W]], %[[ACC]] : f32
// CHECK: %[[N:.+]] = arith.constant 8.000000e+00 : f32
// CHECK: %[[M:.+]] = linalg.generic {{.+}} ins(%[[SUM]] : tensor<2xf32>) outs(%{{.+}} : tensor<2xf16>)
// CHECK: %[[Q:.+]] = arith.divf %{{.+}}, %[[N]] : f32
// CHECK: %[[T:.+]] = arith.truncf %[[Q]] : f32 to f16
// CHECK: linalg.yield %[[T]] : f16
// CHECK: %[[E:.+]] = tensor.expand_shape %[[M]] {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xf16> into tensor<2x1xf16>
// CHECK: return %[[E]]
func.func @mean_f16(%x: tensor<2x8xf16>) -> tensor<2x1xf16> {
  %0 = relay.mean %x {axis = array<i64: 1>, keepdims = true} : (tensor<2x8xf16>) -> tensor<2x1xf16>
  return %0 : tensor<2x1xf16>
}

// -----

// Integer means divide with the operand's signedness.
// CHECK-LABEL: func.func @mean_int(
// CHECK-SAME: %{{.+}}: tensor<3x5xi32>, %{{.+}}: tensor<3x5xi8>)
// CHECK: linalg.reduce
// CHECK: arith.addi %{{.+}}, %{{.+}} : i32
// CHECK: %[[N:.+]] = arith.constant 5 : i32
// CHECK: linalg.generic
// CHECK: arith.divsi %{{.+}}, %[[N]] : i32
// CHECK: linalg.reduce
// CHECK: arith.addi %{{.+}}, %{{.+}} : i8
// CHECK: %[[N8:.+]] = arith.constant 5 : i8
// CHECK: linalg.generic
// CHECK: arith.divui %{{.+}}, %[[N8]] : i8
func.func @mean_int(%x: tensor<3x5xi32>, %u: tensor<3x5xui8>) -> (tensor<3xi32>, tensor<3xui8>) {
  %0 = relay.mean %x {axis = array<i64: 1>} : (tensor<3x5xi32>) -> tensor<3xi32>
  %1 = relay.mean %u {axis = array<i64: 1>} : (tensor<3x5xui8>) -> tensor<3xui8>
  return %0, %1 : tensor<3xi32>, tensor<3xui8>
}

// -----

// CHECK-LABEL: func.func @max_min_float(
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.fill ins(%[[NINF]] : f32)
// CHECK: linalg.reduce {{.+}} dimensions = [0]
// CHECK: arith.maximumf
// CHECK: %[[INF:.+]] = arith.constant 0x7F800000 : f32
// CHECK: linalg.fill ins(%[[INF]] : f32)
// CHECK: linalg.reduce {{.+}} dimensions = [1]
// CHECK: arith.minimumf
func.func @max_min_float(%x: tensor<4x5xf32>) -> (tensor<5xf32>, tensor<4xf32>) {
  %0 = relay.max %x {axis = array<i64: 0>} : (tensor<4x5xf32>) -> tensor<5xf32>
  %1 = relay.min %x {axis = array<i64: 1>} : (tensor<4x5xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<5xf32>, tensor<4xf32>
}

// -----

// Signed and unsigned integer max/min start from the type's limits.
// CHECK-LABEL: func.func @max_min_int(
// CHECK: %[[SMIN:.+]] = arith.constant -2147483648 : i32
// CHECK: linalg.fill ins(%[[SMIN]] : i32)
// CHECK: arith.maxsi %{{.+}}, %{{.+}} : i32
// CHECK: %[[UMIN:.+]] = arith.constant 0 : i8
// CHECK: linalg.fill ins(%[[UMIN]] : i8)
// CHECK: arith.maxui %{{.+}}, %{{.+}} : i8
// CHECK: %[[UMAX:.+]] = arith.constant -1 : i8
// CHECK: linalg.fill ins(%[[UMAX]] : i8)
// CHECK: arith.minui %{{.+}}, %{{.+}} : i8
func.func @max_min_int(%x: tensor<4x5xi32>, %u: tensor<4x5xui8>) -> (tensor<5xi32>, tensor<5xui8>, tensor<4xui8>) {
  %0 = relay.max %x {axis = array<i64: 0>} : (tensor<4x5xi32>) -> tensor<5xi32>
  %1 = relay.max %u {axis = array<i64: 0>} : (tensor<4x5xui8>) -> tensor<5xui8>
  %2 = relay.min %u {axis = array<i64: 1>} : (tensor<4x5xui8>) -> tensor<4xui8>
  return %0, %1, %2 : tensor<5xi32>, tensor<5xui8>, tensor<4xui8>
}

// -----

// CHECK-LABEL: func.func @prod(
// CHECK-SAME: %{{.+}}: tensor<4x5xf32>, %[[I:.+]]: tensor<?x5xi64>)
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ONE]] : f32)
// CHECK: linalg.reduce {{.+}} dimensions = [1]
// CHECK: arith.mulf
// CHECK: %[[ONEI:.+]] = arith.constant 1 : i64
// CHECK: %[[D:.+]] = tensor.dim %[[I]], %{{.+}} : tensor<?x5xi64>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<?xi64>
// CHECK: linalg.fill ins(%[[ONEI]] : i64) outs(%[[E]] : tensor<?xi64>)
// CHECK: linalg.reduce ins(%[[I]] : tensor<?x5xi64>) outs(%{{.+}} : tensor<?xi64>) dimensions = [1]
// CHECK: arith.muli %{{.+}}, %{{.+}} : i64
func.func @prod(%x: tensor<4x5xf32>, %i: tensor<?x5xi64>) -> (tensor<4xf32>, tensor<?xi64>) {
  %0 = relay.prod %x {axis = array<i64: -1>} : (tensor<4x5xf32>) -> tensor<4xf32>
  %1 = relay.prod %i {axis = array<i64: 1>} : (tensor<?x5xi64>) -> tensor<?xi64>
  return %0, %1 : tensor<4xf32>, tensor<?xi64>
}

// -----

// CHECK-LABEL: func.func @all_any(
// CHECK: %[[T:.+]] = arith.constant true
// CHECK: linalg.fill ins(%[[T]] : i1)
// CHECK: linalg.reduce {{.+}} dimensions = [1]
// CHECK: arith.andi %{{.+}}, %{{.+}} : i1
// CHECK: %[[F:.+]] = arith.constant false
// CHECK: linalg.fill ins(%[[F]] : i1)
// CHECK: %[[R:.+]] = linalg.reduce {{.+}} dimensions = [0]
// CHECK: arith.ori %{{.+}}, %{{.+}} : i1
// CHECK: tensor.expand_shape %[[R]] {{\[\[}}0, 1]] output_shape [1, 4] : tensor<4xi1> into tensor<1x4xi1>
func.func @all_any(%b: tensor<3x4xi1>) -> (tensor<3xi1>, tensor<1x4xi1>) {
  %0 = relay.all %b {axis = array<i64: 1>} : (tensor<3x4xi1>) -> tensor<3xi1>
  %1 = relay.any %b {axis = array<i64: 0>, keepdims = true} : (tensor<3x4xi1>) -> tensor<1x4xi1>
  return %0, %1 : tensor<3xi1>, tensor<1x4xi1>
}

// -----

// argmax: a generic with a value and an i32 index output; ties keep the first
// index.
// CHECK-DAG: #[[IN2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT2:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @argmax(
// CHECK-SAME: %[[X:.+]]: tensor<?x5xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x5xf32>
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: %[[VE:.+]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: %[[V:.+]] = linalg.fill ins(%[[NINF]] : f32) outs(%[[VE]] : tensor<?xf32>)
// CHECK: %[[Z:.+]] = arith.constant 0 : i32
// CHECK: %[[IE:.+]] = tensor.empty(%[[D]]) : tensor<?xi32>
// CHECK: %[[I:.+]] = linalg.fill ins(%[[Z]] : i32) outs(%[[IE]] : tensor<?xi32>)
// CHECK: %[[G:.+]]:2 = linalg.generic {indexing_maps = [#[[IN2]], #[[OUT2]], #[[OUT2]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<?x5xf32>) outs(%[[V]], %[[I]] : tensor<?xf32>, tensor<?xi32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %[[AV:.+]]: f32, %[[AI:.+]]: i32):
// CHECK-NEXT: %[[IDX:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[IDX32:.+]] = arith.index_cast %[[IDX]] : index to i32
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[IN]], %[[AV]] : f32
// CHECK-NEXT: %[[EQ:.+]] = arith.cmpf oeq, %[[IN]], %[[AV]] : f32
// CHECK-NEXT: %[[FIRST:.+]] = arith.cmpi slt, %[[IDX32]], %[[AI]] : i32
// CHECK-NEXT: %[[TIE:.+]] = arith.andi %[[EQ]], %[[FIRST]] : i1
// CHECK-NEXT: %[[UPD:.+]] = arith.ori %[[GT]], %[[TIE]] : i1
// CHECK-NEXT: %[[NV:.+]] = arith.select %[[UPD]], %[[IN]], %[[AV]] : f32
// CHECK-NEXT: %[[NI:.+]] = arith.select %[[UPD]], %[[IDX32]], %[[AI]] : i32
// CHECK-NEXT: linalg.yield %[[NV]], %[[NI]] : f32, i32
// CHECK: return %[[G]]#1 : tensor<?xi32>
func.func @argmax(%x: tensor<?x5xf32>) -> tensor<?xi32> {
  %0 = relay.argmax %x {axis = array<i64: 1>} : (tensor<?x5xf32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// select_last_index keeps the last index of equal values; unsigned data
// compares unsigned; keepdims expands the index.
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @argmin_last(
// CHECK: %[[UMAX:.+]] = arith.constant -1 : i8
// CHECK: linalg.fill ins(%[[UMAX]] : i8)
// CHECK: %[[G:.+]]:2 = linalg.generic {indexing_maps = [#{{.+}}, #[[OUT]], #[[OUT]]], iterator_types = ["reduction", "parallel"]}
// CHECK: linalg.index 0 : index
// CHECK: arith.cmpi ult, %{{.+}}, %{{.+}} : i8
// CHECK: arith.cmpi eq, %{{.+}}, %{{.+}} : i8
// CHECK: arith.cmpi sgt, %{{.+}}, %{{.+}} : i32
// CHECK: tensor.expand_shape %[[G]]#1 {{\[\[}}0, 1]] output_shape [1, 5] : tensor<5xi32> into tensor<1x5xi32>
func.func @argmin_last(%x: tensor<4x5xui8>) -> tensor<1x5xi32> {
  %0 = relay.argmin %x {axis = array<i64: 0>, keepdims = true, select_last_index = true} : (tensor<4x5xui8>) -> tensor<1x5xi32>
  return %0 : tensor<1x5xi32>
}

// -----

// Several reduced axes: the index is linearised row-major over them.
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @argmax_axes(
// CHECK: %[[C4:.+]] = arith.constant 4 : index
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[OUT]], #[[OUT]]], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: %[[I0:.+]] = linalg.index 0 : index
// CHECK: %[[I2:.+]] = linalg.index 2 : index
// CHECK: %[[M:.+]] = arith.muli %[[I0]], %[[C4]] : index
// CHECK: %[[L:.+]] = arith.addi %[[M]], %[[I2]] : index
// CHECK: arith.index_cast %[[L]] : index to i32
// CHECK: arith.cmpi sgt, %{{.+}}, %{{.+}} : i32
func.func @argmax_axes(%x: tensor<2x3x4xi32>) -> tensor<3xi32> {
  %0 = relay.argmax %x {axis = array<i64: 0, 2>} : (tensor<2x3x4xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// variance: squared differences against the broadcast mean, summed, divided
// by N.
// CHECK-DAG: #[[ID3:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[BC:.+]] = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
// CHECK-LABEL: func.func @variance(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>, %[[M:.+]]: tensor<2x1x4xf32>)
// CHECK: %[[SQ:.+]] = linalg.generic {indexing_maps = [#[[ID3]], #[[BC]], #[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]], %[[M]] : tensor<2x3x4xf32>, tensor<2x1x4xf32>)
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[D:.+]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.+]] = arith.mulf %[[D]], %[[D]] : f32
// CHECK: %[[SUM:.+]] = linalg.reduce ins(%[[SQ]] : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<2x4xf32>) dimensions = [1]
// CHECK: %[[N:.+]] = arith.constant 3.000000e+00 : f32
// CHECK: linalg.generic {{.+}} ins(%[[SUM]] : tensor<2x4xf32>)
// CHECK: arith.divf %{{.+}}, %[[N]] : f32
func.func @variance(%x: tensor<2x3x4xf32>, %m: tensor<2x1x4xf32>) -> tensor<2x4xf32> {
  %0 = relay.variance %x, %m {axis = array<i64: 1>} : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// unbiased divides by N - 1, read at runtime for a dynamic extent.
// CHECK-DAG: #[[BC:.+]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @variance_unbiased(
// CHECK-SAME: %[[X:.+]]: tensor<2x?xf32>, %[[M:.+]]: tensor<2x1xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?xf32>
// CHECK: tensor.empty(%[[D]]) : tensor<2x?xf32>
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[BC]], #{{.+}}]
// CHECK: linalg.reduce {{.+}} dimensions = [1]
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?xf32>
// CHECK: %[[MINUS1:.+]] = arith.constant -1 : index
// CHECK: %[[NM1:.+]] = arith.addi %[[N]], %[[MINUS1]] : index
// CHECK: %[[NI:.+]] = arith.index_cast %[[NM1]] : index to i64
// CHECK: %[[NF:.+]] = arith.sitofp %[[NI]] : i64 to f32
// CHECK: %[[V:.+]] = linalg.generic
// CHECK: arith.divf %{{.+}}, %[[NF]] : f32
// CHECK: tensor.expand_shape %[[V]] {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
func.func @variance_unbiased(%x: tensor<2x?xf32>, %m: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = relay.variance %x, %m {axis = array<i64: 1>, keepdims = true, unbiased = true} : (tensor<2x?xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
