// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file | FileCheck %s

// Injective (shape) operators (RelayTensorOps.td, nn.pad, nn.batch_flatten,
// layout_transform, arange) lowered to tensor reshapes/slices/concat/pad,
// linalg.transpose/broadcast and index-remapping linalg.generic ops.

// A pure merge of dimensions is a tensor.collapse_shape, a pure split a
// tensor.expand_shape.
// CHECK-LABEL: func.func @reshape_collapse_expand(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>)
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: %[[E:.+]] = tensor.expand_shape %[[X]] {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK: return %[[C]], %[[E]]
func.func @reshape_collapse_expand(%x: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>) {
  %0 = relay.reshape %x {newshape = array<i64: -3, 4>} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = relay.reshape %x {newshape = array<i64: 0, 0, -4, 2, -1>} : (tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32>
  return %0, %1 : tensor<6x4xf32>, tensor<2x3x2x2xf32>
}

// -----

// Anything else is flattened to 1-D and split into the result's extents.
// CHECK-LABEL: func.func @reshape_general(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>)
// CHECK: %[[F:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK: %[[E:.+]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK: return %[[E]]
func.func @reshape_general(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = relay.reshape %x {newshape = array<i64: 4, 6>} : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// Dynamic extents are compared symbolically: (0, -1) on ?x3x4 merges the last
// two dimensions; (-1, 6) computes the new leading extent at runtime.
// CHECK-LABEL: func.func @reshape_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<?x3x4xf32>)
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
// CHECK: %[[F:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : tensor<?x3x4xf32> into tensor<?xf32>
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3x4xf32>
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[N:.+]] = arith.muli %[[C2]], %[[D]] : index
// CHECK: %[[E:.+]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [%[[N]], 6] : tensor<?xf32> into tensor<?x6xf32>
// CHECK: return %[[C]], %[[E]]
func.func @reshape_dynamic(%x: tensor<?x3x4xf32>) -> (tensor<?x12xf32>, tensor<?x6xf32>) {
  %0 = relay.reshape %x {newshape = array<i64: 0, -1>} : (tensor<?x3x4xf32>) -> tensor<?x12xf32>
  %1 = relay.reshape %x {newshape = array<i64: -1, 6>} : (tensor<?x3x4xf32>) -> tensor<?x6xf32>
  return %0, %1 : tensor<?x12xf32>, tensor<?x6xf32>
}

// -----

// A split of a dynamic extent by -4 is an expand_shape with a runtime size.
// CHECK-LABEL: func.func @reshape_split_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<2x?xf32>)
// CHECK: %[[F:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<2x?xf32> into tensor<?xf32>
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?xf32>
// CHECK: %[[C4:.+]] = arith.constant 4 : index
// CHECK: %[[N:.+]] = arith.divui %[[D]], %[[C4]] : index
// CHECK: tensor.expand_shape %[[F]] {{\[\[}}0, 1, 2]] output_shape [2, %[[N]], 4] : tensor<?xf32> into tensor<2x?x4xf32>
func.func @reshape_split_dynamic(%x: tensor<2x?xf32>) -> tensor<2x?x4xf32> {
  %0 = relay.reshape %x {newshape = array<i64: 0, -4, -1, 4>} : (tensor<2x?xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[X:.+]]: tensor<2x?x4xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?x4xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<4x?x2xf32>
// CHECK: linalg.transpose ins(%[[X]] : tensor<2x?x4xf32>) outs(%[[E]] : tensor<4x?x2xf32>) permutation = [2, 1, 0]
// CHECK: %[[E2:.+]] = tensor.empty(%{{.+}}) : tensor<?x4x2xf32>
// CHECK: linalg.transpose ins(%[[X]] : tensor<2x?x4xf32>) outs(%[[E2]] : tensor<?x4x2xf32>) permutation = [1, 2, 0]
func.func @transpose(%x: tensor<2x?x4xf32>) -> (tensor<4x?x2xf32>, tensor<?x4x2xf32>) {
  %0 = relay.transpose %x : (tensor<2x?x4xf32>) -> tensor<4x?x2xf32>
  %1 = relay.transpose %x {axes = array<i64: 1, -1, 0>} : (tensor<2x?x4xf32>) -> tensor<?x4x2xf32>
  return %0, %1 : tensor<4x?x2xf32>, tensor<?x4x2xf32>
}

// -----

// squeeze of a dynamic extent first casts it to 1.
// CHECK-LABEL: func.func @squeeze(
// CHECK-SAME: %[[X:.+]]: tensor<1x3x1xf32>, %[[D:.+]]: tensor<?x3x?xf32>)
// CHECK: tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : tensor<1x3x1xf32> into tensor<3xf32>
// CHECK: %[[C:.+]] = tensor.cast %[[D]] : tensor<?x3x?xf32> to tensor<?x3x1xf32>
// CHECK: tensor.collapse_shape %[[C]] {{\[\[}}0], [1, 2]] : tensor<?x3x1xf32> into tensor<?x3xf32>
func.func @squeeze(%x: tensor<1x3x1xf32>, %d: tensor<?x3x?xf32>) -> (tensor<3xf32>, tensor<?x3xf32>) {
  %0 = relay.squeeze %x : (tensor<1x3x1xf32>) -> tensor<3xf32>
  %1 = relay.squeeze %d {axis = array<i64: -1>} : (tensor<?x3x?xf32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<3xf32>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @expand_dims(
// CHECK-SAME: %[[X:.+]]: tensor<?x3xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3xf32>
// CHECK: tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2, 3]] output_shape [%[[D]], 3, 1, 1] : tensor<?x3xf32> into tensor<?x3x1x1xf32>
func.func @expand_dims(%x: tensor<?x3xf32>) -> tensor<?x3x1x1xf32> {
  %0 = relay.expand_dims %x {axis = -1 : i64, num_newaxis = 2 : i64} : (tensor<?x3xf32>) -> tensor<?x3x1x1xf32>
  return %0 : tensor<?x3x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @batch_flatten(
// CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0], [1, 2, 3]] : tensor<?x3x4x5xf32> into tensor<?x60xf32>
func.func @batch_flatten(%x: tensor<?x3x4x5xf32>) -> tensor<?x60xf32> {
  %0 = relay.nn.batch_flatten %x : (tensor<?x3x4x5xf32>) -> tensor<?x60xf32>
  return %0 : tensor<?x60xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xf32>, %[[Y:.+]]: tensor<2x?xf32>)
// CHECK: %[[C:.+]] = tensor.concat dim(1) %[[X]], %[[Y]] : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK: return %[[C]]
func.func @concatenate(%x: tensor<2x3xf32>, %y: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = relay.concatenate %x, %y {axis = -1 : i64} : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// stack: each input gains a unit dimension at `axis`, then they are joined.
// CHECK-LABEL: func.func @stack(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xf32>, %[[Y:.+]]: tensor<2x3xf32>)
// CHECK: %[[EX:.+]] = tensor.expand_shape %[[X]] {{\[\[}}0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
// CHECK: %[[EY:.+]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
// CHECK: tensor.concat dim(1) %[[EX]], %[[EY]] : (tensor<2x1x3xf32>, tensor<2x1x3xf32>) -> tensor<2x2x3xf32>
func.func @stack(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x2x3xf32> {
  %0 = relay.stack %x, %y {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

// -----

// split: one extract_slice per field; the tuple is flattened into the
// function's results.
// CHECK-LABEL: func.func @split(
// CHECK-SAME: %[[X:.+]]: tensor<6x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<6x2xf32>, tensor<6x?xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<6x?xf32>
// CHECK: %[[S0:.+]] = tensor.extract_slice %[[X]][0, 0] [2, %[[D]]] [1, 1] : tensor<6x?xf32> to tensor<2x?xf32>
// CHECK: %[[S1:.+]] = tensor.extract_slice %[[X]][2, 0] [2, %[[D]]] [1, 1] : tensor<6x?xf32> to tensor<2x?xf32>
// CHECK: %[[S2:.+]] = tensor.extract_slice %[[X]][4, 0] [2, %[[D]]] [1, 1] : tensor<6x?xf32> to tensor<2x?xf32>
// CHECK: %[[D1:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<6x?xf32>
// CHECK: %[[REST:.+]] = arith.subi %[[D1]], %{{.+}} : index
// CHECK: %[[T0:.+]] = tensor.extract_slice %[[X]][0, 0] [6, 2] [1, 1] : tensor<6x?xf32> to tensor<6x2xf32>
// CHECK: %[[T1:.+]] = tensor.extract_slice %[[X]][0, 2] [6, %[[REST]]] [1, 1] : tensor<6x?xf32> to tensor<6x?xf32>
// CHECK: return %[[S0]], %[[S1]], %[[S2]], %[[T0]], %[[T1]]
func.func @split(%x: tensor<6x?xf32>) -> (tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>, tuple<tensor<6x2xf32>, tensor<6x?xf32>>) {
  %0 = relay.split %x {indices_or_sections = 3 : i64} : (tensor<6x?xf32>) -> tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>
  %1 = relay.split %x {indices_or_sections = array<i64: 2>, axis = 1 : i64} : (tensor<6x?xf32>) -> tuple<tensor<6x2xf32>, tensor<6x?xf32>>
  return %0, %1 : tuple<tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>>, tuple<tensor<6x2xf32>, tensor<6x?xf32>>
}

// -----

// Positive strides: a strided tensor.extract_slice (slice_mode "size" reads
// `end` as sizes).
// CHECK-LABEL: func.func @strided_slice(
// CHECK-SAME: %[[X:.+]]: tensor<10x8xf32>)
// CHECK: tensor.extract_slice %[[X]][0, 1] [10, 3] [1, 2] : tensor<10x8xf32> to tensor<10x3xf32>
// CHECK: tensor.extract_slice %[[X]][2, 5] [3, 2] [1, 1] : tensor<10x8xf32> to tensor<3x2xf32>
func.func @strided_slice(%x: tensor<10x8xf32>) -> (tensor<10x3xf32>, tensor<3x2xf32>) {
  %0 = relay.strided_slice %x {begin = array<i64: 1>, end = array<i64: 7>, strides = array<i64: 2>, axes = array<i64: 1>} : (tensor<10x8xf32>) -> tensor<10x3xf32>
  %1 = relay.strided_slice %x {begin = array<i64: 2, -3>, end = array<i64: 3, 2>, slice_mode = #relay.slice_mode<size>} : (tensor<10x8xf32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<10x3xf32>, tensor<3x2xf32>
}

// -----

// A dynamic extent clamps begin/end at runtime.
// CHECK-LABEL: func.func @strided_slice_dynamic(
// CHECK-SAME: %[[X:.+]]: tensor<?x8xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x8xf32>
// CHECK: %[[M3:.+]] = arith.constant -3 : index
// CHECK: %[[B0:.+]] = arith.addi %[[M3]], %[[D]] : index
// CHECK: %[[B1:.+]] = arith.maxsi %[[B0]], %{{.+}} : index
// CHECK: %[[B:.+]] = arith.minsi %[[B1]], %[[D]] : index
// CHECK: %[[C100:.+]] = arith.constant 100 : index
// CHECK: %[[E:.+]] = arith.minsi %[[C100]], %[[D]] : index
// CHECK: %[[N0:.+]] = arith.subi %[[E]], %[[B]] : index
// CHECK: %[[N:.+]] = arith.maxsi %[[N0]], %{{.+}} : index
// CHECK: tensor.extract_slice %[[X]][%[[B]], 0] [%[[N]], 4] [1, 2] : tensor<?x8xf32> to tensor<?x4xf32>
func.func @strided_slice_dynamic(%x: tensor<?x8xf32>) -> tensor<?x4xf32> {
  %0 = relay.strided_slice %x {begin = array<i64: -3, 0>, end = array<i64: 100, 8>, strides = array<i64: 1, 2>} : (tensor<?x8xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A statically empty slice (begin past the end, which TVM accepts and types
// with extent 0; or an empty input) reads nothing: tensor.extract_slice
// would reject its offset, which equals the extent (issue 11).
// CHECK-LABEL: func.func @strided_slice_empty(
// CHECK-NOT: tensor.extract_slice
// CHECK: tensor.empty() : tensor<0x3xf32>
// CHECK: tensor.empty() : tensor<0x3xf32>
// CHECK: tensor.empty() : tensor<0x2xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @strided_slice_empty(%x: tensor<4x3xf32>, %z: tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<0x3xf32>, tensor<?x2xf32>) {
  %0 = relay.strided_slice %x {begin = array<i64: 6>, end = array<i64: 8>} : (tensor<4x3xf32>) -> tensor<0x3xf32>
  %1 = relay.strided_slice %x {begin = array<i64: -9>, end = array<i64: -7>, strides = array<i64: -1>} : (tensor<4x3xf32>) -> tensor<0x3xf32>
  %2 = relay.strided_slice %z {axes = array<i64: 1>, begin = array<i64: 1>, end = array<i64: 3>} : (tensor<0x3xf32>) -> tensor<?x2xf32>
  return %0, %1, %2 : tensor<0x3xf32>, tensor<0x3xf32>, tensor<?x2xf32>
}

// -----

// Negative strides read begin + i * stride in a linalg.generic.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @strided_slice_negative(
// CHECK-SAME: %[[X:.+]]: tensor<10x8xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<3x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]]], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<3x8xf32>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[J:.+]] = linalg.index 1 : index
// CHECK: %[[S:.+]] = arith.constant -2 : index
// CHECK: %[[IS:.+]] = arith.muli %[[I]], %[[S]] : index
// CHECK: %[[B:.+]] = arith.constant 8 : index
// CHECK: %[[R:.+]] = arith.addi %[[B]], %[[IS]] : index
// CHECK: %[[V:.+]] = tensor.extract %[[X]][%[[R]], %[[J]]] : tensor<10x8xf32>
// CHECK: linalg.yield %[[V]] : f32
func.func @strided_slice_negative(%x: tensor<10x8xf32>) -> tensor<3x8xf32> {
  %0 = relay.strided_slice %x {begin = array<i64: 8>, end = array<i64: 2>, strides = array<i64: -2>} : (tensor<10x8xf32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// take without axis reads the flattened input; "clip" clamps the index.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @take_flat(
// CHECK-SAME: %[[X:.+]]: tensor<4x5xf32>, %[[I:.+]]: tensor<2x3xi32>)
// CHECK: %[[F:.+]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<4x5xf32> into tensor<20xf32>
// CHECK: %[[LAST:.+]] = arith.constant 19 : index
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[I]] : tensor<2x3xi32>) outs(%{{.+}} : tensor<2x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: i32, %{{.+}}: f32):
// CHECK-NEXT: %[[IDX:.+]] = arith.index_cast %[[IN]] : i32 to index
// CHECK-NEXT: %[[Z:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[LO:.+]] = arith.maxsi %[[IDX]], %[[Z]] : index
// CHECK-NEXT: %[[CL:.+]] = arith.minsi %[[LO]], %[[LAST]] : index
// CHECK-NEXT: %[[V:.+]] = tensor.extract %[[F]][%[[CL]]] : tensor<20xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @take_flat(%x: tensor<4x5xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = relay.take %x, %i : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// take along an axis with "wrap": the index dimensions replace the axis.
// CHECK-DAG: #[[IMAP:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[OMAP:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @take_wrap(
// CHECK-SAME: %[[X:.+]]: tensor<4x?xf32>, %[[I:.+]]: tensor<2xi64>)
// The extent is dynamic, so it may be 0: the divisor is at least 1 and an
// empty axis gives zeros instead of a read out of bounds.
// CHECK: %[[DIM:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<4x?xf32>
// CHECK: %[[EMPTY:.+]] = arith.cmpi eq, %[[DIM]], %{{.+}} : index
// CHECK: %[[N:.+]] = arith.maxsi %[[DIM]], %{{.+}} : index
// CHECK: linalg.generic {indexing_maps = [#[[IMAP]], #[[OMAP]]], iterator_types = ["parallel", "parallel"]} ins(%[[I]] : tensor<2xi64>) outs(%{{.+}} : tensor<4x2xf32>)
// CHECK: %[[IDX:.+]] = arith.index_cast %{{.+}} : i64 to index
// CHECK: %[[R:.+]] = arith.remsi %[[IDX]], %[[N]] : index
// CHECK: %[[NEG:.+]] = arith.cmpi slt, %[[R]], %{{.+}} : index
// CHECK: %[[UP:.+]] = arith.addi %[[R]], %[[N]] : index
// CHECK: %[[W:.+]] = arith.select %[[NEG]], %[[UP]], %[[R]] : index
// CHECK: %[[I0:.+]] = linalg.index 0 : index
// CHECK: scf.if %[[EMPTY]] -> (f32)
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK: } else {
// CHECK: tensor.extract %[[X]][%[[I0]], %[[W]]] : tensor<4x?xf32>
func.func @take_wrap(%x: tensor<4x?xf32>, %i: tensor<2xi64>) -> tensor<4x2xf32> {
  %0 = relay.take %x, %i {axis = 1 : i64, mode = #relay.take_mode<wrap>} : (tensor<4x?xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// batch_dims share the leading dimensions of data and indices; "fast"
// clamps like "clip" (TVM leaves an out-of-range index undefined: here it
// never reads out of bounds); unsigned indices zero-extend.
// CHECK-LABEL: func.func @take_batch(
// CHECK-SAME: %[[X:.+]]: tensor<4x5xf32>, %[[I:.+]]: tensor<4x2xi8>)
// CHECK: %[[LAST:.+]] = arith.constant 4 : index
// CHECK: linalg.generic {{.+}} ins(%[[I]] : tensor<4x2xi8>) outs(%{{.+}} : tensor<4x2xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: i8, %{{.+}}: f32):
// CHECK-NEXT: %[[IDX:.+]] = arith.index_castui %[[IN]] : i8 to index
// CHECK-NEXT: %[[Z:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[LO:.+]] = arith.maxsi %[[IDX]], %[[Z]] : index
// CHECK-NEXT: %[[CL:.+]] = arith.minsi %[[LO]], %[[LAST]] : index
// CHECK-NEXT: %[[B:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[V:.+]] = tensor.extract %[[X]][%[[B]], %[[CL]]] : tensor<4x5xf32>
func.func @take_batch(%x: tensor<4x5xf32>, %i: tensor<4x2xui8>) -> tensor<4x2xf32> {
  %0 = relay.take %x, %i {axis = -1 : i64, batch_dims = 1 : i64, mode = #relay.take_mode<fast>} : (tensor<4x5xf32>, tensor<4x2xui8>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xf32>, %[[I:.+]]: tensor<2x?xi32>)
// CHECK: %[[D:.+]] = tensor.dim %[[I]], %{{.+}} : tensor<2x?xi32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<2x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[I]] : tensor<2x?xi32>) outs(%[[E]] : tensor<2x?xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: i32, %{{.+}}: f32):
// CHECK-NEXT: %[[R:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[IDX:.+]] = arith.index_cast %[[IN]] : i32 to index
// CHECK-NEXT: %[[V:.+]] = tensor.extract %[[X]][%[[R]], %[[IDX]]] : tensor<2x3xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @gather(%x: tensor<2x3xf32>, %i: tensor<2x?xi32>) -> tensor<2x?xf32> {
  %0 = relay.gather %x, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x?xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// broadcast_to: new leading dimensions only is a linalg.broadcast; stretching
// an extent of 1 is a linalg.generic with a constant index.
// CHECK-DAG: #[[BC:.+]] = affine_map<(d0, d1, d2) -> (d1, 0)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @broadcast_to(
// CHECK-SAME: %[[X:.+]]: tensor<3xf32>, %[[Y:.+]]: tensor<3x1xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x3xf32>
// CHECK: linalg.broadcast ins(%[[X]] : tensor<3xf32>) outs(%[[E]] : tensor<2x3xf32>) dimensions = [0]
// CHECK: linalg.generic {indexing_maps = [#[[BC]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[Y]] : tensor<3x1xf32>) outs(%{{.+}} : tensor<2x3x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
func.func @broadcast_to(%x: tensor<3xf32>, %y: tensor<3x1xf32>) -> (tensor<2x3xf32>, tensor<2x3x4xf32>) {
  %0 = relay.broadcast_to %x {shape = array<i64: 2, 3>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = relay.broadcast_to %y {shape = array<i64: 2, 3, 4>} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3x4xf32>
}

// -----

// tile: broadcast a repetition dimension before each tiled one, then merge
// each pair.
// CHECK-LABEL: func.func @tile(
// CHECK-SAME: %[[X:.+]]: tensor<?x3xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x3xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<2x?x3x3xf32>
// CHECK: %[[B:.+]] = linalg.broadcast ins(%[[X]] : tensor<?x3xf32>) outs(%[[E]] : tensor<2x?x3x3xf32>) dimensions = [0, 2]
// CHECK: tensor.collapse_shape %[[B]] {{\[\[}}0], [1], [2, 3]] : tensor<2x?x3x3xf32> into tensor<2x?x9xf32>
func.func @tile(%x: tensor<?x3xf32>) -> tensor<2x?x9xf32> {
  %0 = relay.tile %x {reps = array<i64: 2, 1, 3>} : (tensor<?x3xf32>) -> tensor<2x?x9xf32>
  return %0 : tensor<2x?x9xf32>
}

// -----

// CHECK-LABEL: func.func @reverse(
// CHECK-SAME: %[[X:.+]]: tensor<2x?xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<2x?xf32>
// CHECK: %[[LAST:.+]] = arith.subi %[[D]], %{{.+}} : index
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<2x?xf32>
// CHECK: linalg.generic {{.+}} outs(%[[E]] : tensor<2x?xf32>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[J:.+]] = linalg.index 1 : index
// CHECK: %[[R:.+]] = arith.subi %[[LAST]], %[[J]] : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[R]]] : tensor<2x?xf32>
func.func @reverse(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = relay.reverse %x {axis = -1 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// Constant padding is tensor.pad with the (cast) pad value.
// CHECK-LABEL: func.func @pad_constant(
// CHECK-SAME: %[[X:.+]]: tensor<?x3xf32>, %[[V:.+]]: tensor<i32>)
// CHECK: %[[S:.+]] = tensor.extract %[[V]][] : tensor<i32>
// CHECK: %[[F:.+]] = arith.sitofp %[[S]] : i32 to f32
// CHECK: tensor.pad %[[X]] low[1, 2] high[0, 1]
// CHECK: tensor.yield %[[F]] : f32
// CHECK: } : tensor<?x3xf32> to tensor<?x6xf32>
func.func @pad_constant(%x: tensor<?x3xf32>, %v: tensor<i32>) -> tensor<?x6xf32> {
  %0 = relay.nn.pad %x, %v {pad_width = array<i64: 1, 0, 2, 1>} : (tensor<?x3xf32>, tensor<i32>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// edge clamps the source index, reflect mirrors it.
// CHECK-LABEL: func.func @pad_edge_reflect(
// CHECK: %[[LAST1:.+]] = arith.constant 3 : index
// CHECK: tensor.empty() : tensor<3x6xf32>
// CHECK: linalg.generic
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[J:.+]] = linalg.index 1 : index
// CHECK: %[[S:.+]] = arith.subi %[[J]], %{{.+}} : index
// CHECK: %[[LO:.+]] = arith.maxsi %[[S]], %{{.+}} : index
// CHECK: %[[C:.+]] = arith.minsi %[[LO]], %[[LAST1]] : index
// CHECK: tensor.extract %{{.+}}[%[[I]], %[[C]]] : tensor<3x4xf32>
// CHECK: %[[LAST0:.+]] = arith.constant 2 : index
// CHECK: tensor.empty() : tensor<5x4xf32>
// CHECK: linalg.generic
// CHECK: %[[I2:.+]] = linalg.index 0 : index
// CHECK: %[[J2:.+]] = linalg.index 1 : index
// CHECK: %[[Z:.+]] = arith.constant 0 : index
// CHECK: %[[S2:.+]] = arith.subi %[[I2]], %{{.+}} : index
// CHECK: %[[BEFORE:.+]] = arith.cmpi slt, %[[S2]], %[[Z]] : index
// CHECK: %[[NEG:.+]] = arith.subi %[[Z]], %[[S2]] : index
// CHECK: %[[A:.+]] = arith.select %[[BEFORE]], %[[NEG]], %[[S2]] : index
// CHECK: %[[AFTER:.+]] = arith.cmpi sgt, %[[A]], %[[LAST0]] : index
// CHECK: %[[TWICE:.+]] = arith.addi %[[LAST0]], %[[LAST0]] : index
// CHECK: %[[MIR:.+]] = arith.subi %[[TWICE]], %[[A]] : index
// CHECK: %[[R:.+]] = arith.select %[[AFTER]], %[[MIR]], %[[A]] : index
// CHECK: tensor.extract %{{.+}}[%[[R]], %[[J2]]] : tensor<3x4xf32>
func.func @pad_edge_reflect(%x: tensor<3x4xf32>, %v: tensor<f32>) -> (tensor<3x6xf32>, tensor<5x4xf32>) {
  %0 = relay.nn.pad %x, %v {pad_width = array<i64: 0, 0, 1, 1>, pad_mode = #relay.pad_mode<edge>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x6xf32>
  %1 = relay.nn.pad %x, %v {pad_width = array<i64: 2, 0, 0, 0>, pad_mode = #relay.pad_mode<reflect>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
  return %0, %1 : tensor<3x6xf32>, tensor<5x4xf32>
}

// -----

// CHECK-LABEL: func.func @layout_transform_permute(
// CHECK: linalg.transpose ins(%{{.+}} : tensor<1x32x8x8xf32>) outs(%{{.+}} : tensor<1x8x8x32xf32>) permutation = [0, 2, 3, 1]
func.func @layout_transform_permute(%x: tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32> {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NHWC>} : (tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32>
  return %0 : tensor<1x8x8x32xf32>
}

// -----

// NCHW -> NCHW16c is a packing: linalg.pack of C by 16 (a dynamic batch is
// fine, the packed extent is static and divisible).
// CHECK-LABEL: func.func @layout_transform_split(
// CHECK-SAME: %[[X:.+]]: tensor<?x32x8x8xf32>)
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x32x8x8xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[D]]) : tensor<?x2x8x8x16xf32>
// CHECK: %[[P:.+]] = linalg.pack %[[X]] inner_dims_pos = [1] inner_tiles = [16] into %[[E]] : tensor<?x32x8x8xf32> -> tensor<?x2x8x8x16xf32>
// CHECK: return %[[P]]
func.func @layout_transform_split(%x: tensor<?x32x8x8xf32>) -> tensor<?x2x8x8x16xf32> {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW>, dst_layout = #relay.layout<NCHW16c>} : (tensor<?x32x8x8xf32>) -> tensor<?x2x8x8x16xf32>
  return %0 : tensor<?x2x8x8x16xf32>
}

// -----

// NCHW16c -> NCHW is the inverse: linalg.unpack.
// CHECK-LABEL: func.func @layout_transform_merge(
// CHECK-SAME: %[[X:.+]]: tensor<1x2x8x8x16xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x32x8x8xf32>
// CHECK: %[[U:.+]] = linalg.unpack %[[X]] inner_dims_pos = [1] inner_tiles = [16] into %[[E]] : tensor<1x2x8x8x16xf32> -> tensor<1x32x8x8xf32>
// CHECK: return %[[U]]
func.func @layout_transform_merge(%x: tensor<1x2x8x8x16xf32>) -> tensor<1x32x8x8xf32> {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW16c>, dst_layout = #relay.layout<NCHW>} : (tensor<1x2x8x8x16xf32>) -> tensor<1x32x8x8xf32>
  return %0 : tensor<1x32x8x8xf32>
}

// -----

// Re-blocking (NCHW8c -> NCHW16c) is not a packing of a plain layout: C and
// its factor merge (collapse_shape), then split again (expand_shape).
// CHECK-LABEL: func.func @layout_transform_reblock(
// CHECK: %[[T:.+]] = linalg.transpose ins(%{{.+}} : tensor<1x4x8x8x8xf32>) outs(%{{.+}} : tensor<1x4x8x8x8xf32>) permutation = [0, 1, 4, 2, 3]
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[T]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<1x4x8x8x8xf32> into tensor<1x32x8x8xf32>
// CHECK: %[[E:.+]] = tensor.expand_shape %[[C]] {{\[\[}}0], [1, 2], [3], [4]] output_shape [1, 2, 16, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x2x16x8x8xf32>
// CHECK: linalg.transpose ins(%[[E]] : tensor<1x2x16x8x8xf32>) outs(%{{.+}} : tensor<1x2x8x8x16xf32>) permutation = [0, 1, 3, 4, 2]
// CHECK-NOT: linalg.pack
func.func @layout_transform_reblock(%x: tensor<1x4x8x8x8xf32>) -> tensor<1x2x8x8x16xf32> {
  %0 = relay.layout_transform %x {src_layout = #relay.layout<NCHW8c>, dst_layout = #relay.layout<NCHW16c>} : (tensor<1x4x8x8x8xf32>) -> tensor<1x2x8x8x16xf32>
  return %0 : tensor<1x2x8x8x16xf32>
}

// -----

// A static length comes from the result type.
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @arange_static(
// CHECK-SAME: %[[A:.+]]: tensor<f32>, %[[B:.+]]: tensor<f32>, %[[C:.+]]: tensor<f32>)
// CHECK: %[[START:.+]] = tensor.extract %[[A]][] : tensor<f32>
// CHECK: %[[STEP:.+]] = tensor.extract %[[C]][] : tensor<f32>
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]]], iterator_types = ["parallel"]} outs(%[[E]] : tensor<4xf32>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[I64:.+]] = arith.index_cast %[[I]] : index to i64
// CHECK: %[[IF:.+]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK: %[[M:.+]] = arith.mulf %[[STEP]], %[[IF]] : f32
// CHECK: %[[V:.+]] = arith.addf %[[START]], %[[M]] : f32
// CHECK: linalg.yield %[[V]] : f32
func.func @arange_static(%start: tensor<f32>, %stop: tensor<f32>, %step: tensor<f32>) -> tensor<4xf32> {
  %0 = relay.arange %start, %stop, %step {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A dynamic length is ceil((stop - start) / step), computed at runtime.
// CHECK-LABEL: func.func @arange_dynamic(
// CHECK: %[[START:.+]] = tensor.extract %{{.+}}[] : tensor<i32>
// CHECK: %[[STOP:.+]] = tensor.extract %{{.+}}[] : tensor<i32>
// CHECK: %[[STEP:.+]] = tensor.extract %{{.+}}[] : tensor<i32>
// CHECK: %[[A:.+]] = arith.sitofp %[[START]] : i32 to f64
// CHECK: %[[B:.+]] = arith.sitofp %[[STOP]] : i32 to f64
// CHECK: %[[SPAN:.+]] = arith.subf %[[B]], %[[A]] : f64
// CHECK: %[[C:.+]] = arith.sitofp %[[STEP]] : i32 to f64
// CHECK: %[[Q:.+]] = arith.divf %[[SPAN]], %[[C]] : f64
// CHECK: %[[CEIL:.+]] = math.ceil %[[Q]] : f64
// CHECK: %[[N:.+]] = arith.fptosi %[[CEIL]] : f64 to i64
// CHECK: %[[NP:.+]] = arith.maxsi %[[N]], %{{.+}} : i64
// CHECK: %[[LEN:.+]] = arith.index_cast %[[NP]] : i64 to index
// CHECK: %[[E:.+]] = tensor.empty(%[[LEN]]) : tensor<?xi64>
// CHECK: linalg.generic {{.+}} outs(%[[E]] : tensor<?xi64>)
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: %[[I32:.+]] = arith.index_cast %[[I]] : index to i32
// CHECK: %[[M:.+]] = arith.muli %[[STEP]], %[[I32]] : i32
// CHECK: %[[V:.+]] = arith.addi %[[START]], %[[M]] : i32
// CHECK: %[[W:.+]] = arith.extsi %[[V]] : i32 to i64
// CHECK: linalg.yield %[[W]] : i64
func.func @arange_dynamic(%start: tensor<i32>, %stop: tensor<i32>, %step: tensor<i32>) -> tensor<?xi64> {
  %0 = relay.arange %start, %stop, %step {dtype = i64} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
