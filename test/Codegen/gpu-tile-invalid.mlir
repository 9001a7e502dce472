// RUN: relay-opt %s -relay-gpu-tile="reduction-tile=0" -verify-diagnostics
// RUN: relay-opt %s -relay-gpu-tile="block-elements=-4" -verify-diagnostics

// Tile sizes come from the options; a non-positive one is an error, not a
// silent fallback.
// expected-error@+1 {{relay-gpu-tile: block-elements and reduction-tile must be positive}}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
