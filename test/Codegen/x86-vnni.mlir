// RUN: relay-opt %s -split-input-file -relay-x86-vnni | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-x86-vnni="isa=avx-vnni" | FileCheck %s --check-prefix=AVX
// RUN: not relay-opt %s -split-input-file -relay-x86-vnni="isa=sse" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: relay-x86-vnni: unknown isa 'sse' (expected avx512-vnni or avx-vnni)

#id = affine_map<(d0, d1) -> (d0, d1)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// nn.dense's product of uint8 data and an int8 weight: the weight packed
// to [N/16][K/4][16][4] (linalg.pack, lowered to expand_shape + transpose),
// a register tile of 8 rows x 2 vectors, 16-lane dot products over the
// 32 / 4 k-groups.
// CHECK-LABEL: func.func @dense
// The tiles write every element of the result: no fill of it.
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     linalg.matmul
// CHECK:         tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2, 3]] output_shape [2, 16, 8, 4]
// CHECK:         linalg.transpose ins({{.*}} : tensor<2x16x8x4xi8>) outs({{.*}} : tensor<2x8x16x4xi8>) permutation = [0, 2, 1, 3]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             vector.broadcast %{{.*}} : i32 to vector<16xi32>
// CHECK:             scf.for %{{.*}} = %c0{{.*}} to %c8{{.*}} step %c1{{.*}} iter_args
// CHECK-COUNT-2:       vector.transfer_read {{.*}} : tensor<2x8x64xi8>, vector<64xi8>
// CHECK:               vector.transfer_read {{.*}} : tensor<8x32xi8>, vector<4xi8>
// CHECK:               vector.bitcast {{.*}} : vector<4xi8> to vector<1xi32>
// CHECK:               vector.broadcast {{.*}} : i32 to vector<16xi32>
// CHECK:               arith.extui {{.*}} : vector<64xi8> to vector<64xi32>
// CHECK:               arith.extsi {{.*}} : vector<64xi8> to vector<64xi32>
// CHECK:               vector.shuffle {{.*}} [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]
// CHECK-COUNT-16:    vector.transfer_write {{.*}} : vector<16xi32>, tensor<8x32xi32>
// AVX-LABEL: func.func @dense
// AVX:         linalg.transpose ins({{.*}} : tensor<4x8x8x4xi8>) outs({{.*}} : tensor<4x8x8x4xi8>)
// AVX:         vector.broadcast {{.*}} : i32 to vector<8xi32>
func.func @dense(%a: tensor<8x32xi8>, %b: tensor<32x32xi8>) -> tensor<8x32xi32> {
  %ea = tensor.empty() : tensor<8x32xi32>
  %eb = tensor.empty() : tensor<32x32xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x32xi8>) outs(%ea : tensor<8x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<8x32xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<32x32xi8>) outs(%eb : tensor<32x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<32x32xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%ea : tensor<8x32xi32>) -> tensor<8x32xi32>
  %2 = linalg.matmul indexing_maps = [#mk, #nk, #mn]
      ins(%0, %1 : tensor<8x32xi32>, tensor<32x32xi32>) outs(%init : tensor<8x32xi32>) -> tensor<8x32xi32>
  return %2 : tensor<8x32xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Both operands signed: vpdpbusd multiplies unsigned by signed bytes, so the
// product stays as it is (-relay-qnn-legalize's fast-int8 rule makes int8
// data uint8 first).
// CHECK-LABEL: func.func @signed
// CHECK:         linalg.matmul
// CHECK-NOT:     vector.shuffle
func.func @signed(%a: tensor<8x32xi8>, %b: tensor<32x32xi8>) -> tensor<8x32xi32> {
  %ea = tensor.empty() : tensor<8x32xi32>
  %eb = tensor.empty() : tensor<32x32xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x32xi8>) outs(%ea : tensor<8x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<8x32xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<32x32xi8>) outs(%eb : tensor<32x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<32x32xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%ea : tensor<8x32xi32>) -> tensor<8x32xi32>
  %2 = linalg.matmul ins(%0, %1 : tensor<8x32xi32>, tensor<32x32xi32>) outs(%init : tensor<8x32xi32>) -> tensor<8x32xi32>
  return %2 : tensor<8x32xi32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A convolution of uint8 data and an int8 weight, 3 channels (padded to one
// group of 4), 8 output channels (one block of 16 lanes, half of it
// padding): the lanes are output channels, the rows of the tile output
// columns, 20 of them as two runs of 10 (the second starts at column 10).
// The weight is packed to [F/16][C/4][KH][KW][16 x 4], the image to
// [N][C/4][H][W x 4]; the 3 x 3 window is unrolled; each channel's run of
// 10 columns is written on its own, channels past the 8th skipped.
// CHECK-LABEL: func.func @conv
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     linalg.conv_2d_nchw_fchw
// CHECK:         tensor.pad
// CHECK:         linalg.transpose ins({{.*}} : tensor<1x1x4x9x22xi8>) outs({{.*}} : tensor<1x1x9x22x4xi8>)
// CHECK:         tensor.collapse_shape {{.*}} into tensor<1x1x9x88xi8>
// CHECK:         linalg.transpose ins({{.*}} : tensor<1x16x1x4x3x3xi8>) outs({{.*}} : tensor<1x1x3x3x16x4xi8>)
// CHECK:         tensor.collapse_shape {{.*}} into tensor<1x1x3x3x64xi8>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               scf.for
// CHECK:                 arith.minsi
// CHECK:                 %{{.*}}:10 = scf.for
// CHECK-COUNT-9:           vector.transfer_read {{.*}} : tensor<1x1x3x3x64xi8>, vector<64xi8>
// CHECK-NOT:               scf.for
// CHECK:                 scf.if
// CHECK:                   vector.transfer_write {{.*}} : vector<10xi32>, tensor<1x8x7x20xi32>
func.func @conv(%x: tensor<1x3x9x22xi8>, %w: tensor<8x3x3x3xi8>) -> tensor<1x8x7x20xi32> {
  %ex = tensor.empty() : tensor<1x3x9x22xi32>
  %ew = tensor.empty() : tensor<8x3x3x3xi32>
  %0 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x3x9x22xi8>) outs(%ex : tensor<1x3x9x22xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<1x3x9x22xi32>
  %1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<8x3x3x3xi8>) outs(%ew : tensor<8x3x3x3xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<8x3x3x3xi32>
  %zero = arith.constant 0 : i32
  %eo = tensor.empty() : tensor<1x8x7x20xi32>
  %init = linalg.fill ins(%zero : i32) outs(%eo : tensor<1x8x7x20xi32>) -> tensor<1x8x7x20xi32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%0, %1 : tensor<1x3x9x22xi32>, tensor<8x3x3x3xi32>) outs(%init : tensor<1x8x7x20xi32>) -> tensor<1x8x7x20xi32>
  return %2 : tensor<1x8x7x20xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// A weight that fits one [16][4] block: lowerPack makes a pad and an
// insert_slice, no transpose (this used to crash the pass).
// CHECK-LABEL: func.func @dense_one_block
// CHECK-NOT:     linalg.matmul
// CHECK:         tensor.pad
// CHECK:         vector.shuffle
func.func @dense_one_block(%a: tensor<2x4xi8>, %b: tensor<3x4xi8>) -> tensor<2x3xi32> {
  %ea = tensor.empty() : tensor<2x4xi32>
  %eb = tensor.empty() : tensor<3x4xi32>
  %er = tensor.empty() : tensor<2x3xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x4xi8>) outs(%ea : tensor<2x4xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<2x4xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<3x4xi8>) outs(%eb : tensor<3x4xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<3x4xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%er : tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = linalg.matmul indexing_maps = [#mk, #nk, #mn]
      ins(%0, %1 : tensor<2x4xi32>, tensor<3x4xi32>) outs(%init : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %2 : tensor<2x3xi32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// The element-wise consumer of the product (a requantization: a term per
// column, read along the lanes, and one per row, broadcast) runs on the
// accumulators before they are stored: the tiles write its int8 result and
// no int32 product is left.
// CHECK-LABEL: func.func @dense_epilogue
// CHECK-NOT:     linalg.generic
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.for {{.*}} iter_args
// CHECK:             vector.transfer_read %{{.*}} : tensor<32xi32>, vector<16xi32>
// CHECK:             tensor.extract %{{.*}} : tensor<8xi32>
// CHECK:             vector.broadcast {{.*}} : i32 to vector<16xi32>
// CHECK:             arith.subi {{.*}} : vector<16xi32>
// CHECK:             arith.addi {{.*}} : vector<16xi32>
// CHECK:             arith.trunci {{.*}} : vector<16xi32> to vector<16xi8>
// CHECK:             vector.transfer_write {{.*}} : vector<16xi8>, tensor<8x32xi8>
// CHECK-NOT:     linalg.generic
// CHECK:         return {{.*}} : tensor<8x32xi8>
func.func @dense_epilogue(%a: tensor<8x32xi8>, %b: tensor<32x32xi8>,
                          %c: tensor<32xi32>, %r: tensor<8xi32>) -> tensor<8x32xi8> {
  %ea = tensor.empty() : tensor<8x32xi32>
  %eb = tensor.empty() : tensor<32x32xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x32xi8>) outs(%ea : tensor<8x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<8x32xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<32x32xi8>) outs(%eb : tensor<32x32xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<32x32xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%ea : tensor<8x32xi32>) -> tensor<8x32xi32>
  %2 = linalg.matmul indexing_maps = [#mk, #nk, #mn]
      ins(%0, %1 : tensor<8x32xi32>, tensor<32x32xi32>) outs(%init : tensor<8x32xi32>) -> tensor<8x32xi32>
  %eo = tensor.empty() : tensor<8x32xi8>
  %3 = linalg.generic {indexing_maps = [#id, #col, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%2, %c, %r : tensor<8x32xi32>, tensor<32xi32>, tensor<8xi32>) outs(%eo : tensor<8x32xi8>) {
  ^bb0(%p: i32, %cv: i32, %rv: i32, %out: i8):
    %s = arith.subi %p, %cv : i32
    %t = arith.addi %s, %rv : i32
    %u = arith.trunci %t : i32 to i8
    linalg.yield %u : i8
  } -> tensor<8x32xi8>
  return %3 : tensor<8x32xi8>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// A constant weight (a bound parameter) is packed at compile time: the
// VNNI layout [N/16][K/4][16][4] as a new constant, k padded from 6 to 8
// with zeros, and no transpose left to run.
// CHECK-LABEL: func.func @dense_constant_weight
// CHECK-SAME:    (%[[A:.*]]: tensor<8x6xi8>)
// CHECK-NOT:     linalg.transpose
// (printed in hex: rows 0-2 of the first k-group, 00010203 06070809
// 0C0D0E0F, ..., then of the second, 04050000 0A0B0000 10110000)
// CHECK:         %[[W:.*]] = arith.constant dense<"0x00010203060708090C0D0E0F
// CHECK-SAME:      5A5B5C5D040500000A0B000010110000
// CHECK-SAME:      : tensor<1x2x16x4xi8>
// CHECK-NOT:     linalg.transpose
// CHECK:         tensor.collapse_shape %[[W]] {{\[}}[0], [1], [2, 3]] : tensor<1x2x16x4xi8> into tensor<1x2x64xi8>
func.func @dense_constant_weight(%a: tensor<8x6xi8>) -> tensor<8x16xi32> {
  %b = arith.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35], [36, 37, 38, 39, 40, 41], [42, 43, 44, 45, 46, 47], [48, 49, 50, 51, 52, 53], [54, 55, 56, 57, 58, 59], [60, 61, 62, 63, 64, 65], [66, 67, 68, 69, 70, 71], [72, 73, 74, 75, 76, 77], [78, 79, 80, 81, 82, 83], [84, 85, 86, 87, 88, 89], [90, 91, 92, 93, 94, 95]]> : tensor<16x6xi8>
  %ea = tensor.empty() : tensor<8x6xi32>
  %eb = tensor.empty() : tensor<16x6xi32>
  %er = tensor.empty() : tensor<8x16xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x6xi8>) outs(%ea : tensor<8x6xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<8x6xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<16x6xi8>) outs(%eb : tensor<16x6xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<16x6xi32>
  %zero = arith.constant 0 : i32
  %init = linalg.fill ins(%zero : i32) outs(%er : tensor<8x16xi32>) -> tensor<8x16xi32>
  %2 = linalg.matmul indexing_maps = [#mk, #nk, #mn]
      ins(%0, %1 : tensor<8x6xi32>, tensor<16x6xi32>) outs(%init : tensor<8x16xi32>) -> tensor<8x16xi32>
  return %2 : tensor<8x16xi32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>

// 8 channels (two groups of 4) are packed with vector loads and one
// interleaving shuffle per 16 columns (the last chunk of 18 columns starts
// at column 2); a stride of 2 along the width reads every other column;
// 32 output channels are two blocks of lanes (no padding), and the
// requantization's per-channel term is read along the lanes.
// CHECK-LABEL: func.func @conv_strided_epilogue
// CHECK-NOT:     linalg.transpose
// CHECK:         scf.for
// CHECK:           arith.minsi
// CHECK-COUNT-4:   vector.transfer_read {{.*}} : tensor<1x8x10x18xi8>, vector<16xi8>
// CHECK:           vector.shuffle {{.*}} [0, 16, 32, 48, 1, 17, 33, 49,
// CHECK:           vector.transfer_write {{.*}} : vector<64xi8>, tensor<1x2x10x72xi8>
// CHECK:         %{{.*}}:16 = scf.for
// CHECK:         vector.transfer_read %{{.*}} {in_bounds = [true]} : tensor<32xi32>, vector<16xi32>
// CHECK:         arith.subi {{.*}} : vector<16xi32>
// CHECK:         arith.trunci {{.*}} : vector<16xi32> to vector<16xi8>
// CHECK-NOT:     scf.if
// CHECK:         vector.transfer_write {{.*}} : vector<8xi8>, tensor<1x32x4x8xi8>
// CHECK-NOT:     linalg.generic
func.func @conv_strided_epilogue(%x: tensor<1x8x10x18xi8>, %w: tensor<32x8x3x3xi8>,
                                 %c: tensor<32xi32>) -> tensor<1x32x4x8xi8> {
  %ex = tensor.empty() : tensor<1x8x10x18xi32>
  %ew = tensor.empty() : tensor<32x8x3x3xi32>
  %0 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x8x10x18xi8>) outs(%ex : tensor<1x8x10x18xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<1x8x10x18xi32>
  %1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<32x8x3x3xi8>) outs(%ew : tensor<32x8x3x3xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<32x8x3x3xi32>
  %zero = arith.constant 0 : i32
  %eo = tensor.empty() : tensor<1x32x4x8xi32>
  %init = linalg.fill ins(%zero : i32) outs(%eo : tensor<1x32x4x8xi32>) -> tensor<1x32x4x8xi32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%0, %1 : tensor<1x8x10x18xi32>, tensor<32x8x3x3xi32>) outs(%init : tensor<1x32x4x8xi32>) -> tensor<1x32x4x8xi32>
  %er = tensor.empty() : tensor<1x32x4x8xi8>
  %3 = linalg.generic {indexing_maps = [#id4, #chan, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%2, %c : tensor<1x32x4x8xi32>, tensor<32xi32>) outs(%er : tensor<1x32x4x8xi8>) {
  ^bb0(%p: i32, %cv: i32, %out: i8):
    %s = arith.subi %p, %cv : i32
    %t = arith.trunci %s : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x32x4x8xi8>
  return %3 : tensor<1x32x4x8xi8>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// An empty output (zero columns) has nothing to tile: the convolution is
// left as it is.
// CHECK-LABEL: func.func @conv_empty
// CHECK:         linalg.conv_2d_nchw_fchw
func.func @conv_empty(%x: tensor<1x4x3x2xi8>, %w: tensor<16x4x3x3xi8>) -> tensor<1x16x1x0xi32> {
  %ex = tensor.empty() : tensor<1x4x3x2xi32>
  %ew = tensor.empty() : tensor<16x4x3x3xi32>
  %0 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x3x2xi8>) outs(%ex : tensor<1x4x3x2xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extui %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<1x4x3x2xi32>
  %1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<16x4x3x3xi8>) outs(%ew : tensor<16x4x3x3xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    linalg.yield %e : i32
  } -> tensor<16x4x3x3xi32>
  %zero = arith.constant 0 : i32
  %eo = tensor.empty() : tensor<1x16x1x0xi32>
  %init = linalg.fill ins(%zero : i32) outs(%eo : tensor<1x16x1x0xi32>) -> tensor<1x16x1x0xi32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%0, %1 : tensor<1x4x3x2xi32>, tensor<16x4x3x3xi32>) outs(%init : tensor<1x16x1x0xi32>) -> tensor<1x16x1x0xi32>
  return %2 : tensor<1x16x1x0xi32>
}
