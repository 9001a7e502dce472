// RUN: relay-opt %s -split-input-file -relay-merge-composite="targets=nosuch" -verify-diagnostics
// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=dnnl,nosuch" -verify-diagnostics

// An external target nobody registered: the passes name the known ones.
// expected-error @below {{unknown external target 'nosuch' (registered: ccompiler, dnnl, test, test_b, test_bn, test_branch, test_dtype, test_if_else, test_optional, test_reuse)}}
module {
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.nn.relu %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
