// RUN: relay-opt %s -relay-decompose-aggregates -split-input-file -verify-diagnostics

// A pack whose tile is only known at run time has no pad + expand_shape +
// transpose form (linalg::lowerPack needs static tiles).
func.func @pack_dynamic_tile(%src: tensor<8x8xf32>, %t: index, %dst: tensor<?x2x?x4xf32>) -> tensor<?x2x?x4xf32> {
  // expected-error@+1 {{'linalg.pack' op could not be decomposed}}
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %dst : tensor<8x8xf32> -> tensor<?x2x?x4xf32>
  return %0 : tensor<?x2x?x4xf32>
}
