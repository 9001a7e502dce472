// RUN: relay-opt %s -relay-fuse-ops=fuse-opt-level=-1 -verify-diagnostics

// TVM's fuse_opt_level -1 means "the pass context's opt level", which
// relay-opt does not have: a negative level is an error.
// expected-error @+1 {{fuse-opt-level must be non-negative, got -1}}
module {
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.exp %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
