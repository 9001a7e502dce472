// RUN: relay-opt %s -split-input-file -relay-partition-graph -verify-diagnostics

// A value of a region returned without a compiler_end.
func.func @escape_without_end(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : tensor<4xf32>
  %1 = relay.abs %0 : tensor<4xf32>
  %2 = relay.annotation.compiler_end %1 {compiler = "test"} : tensor<4xf32>
  // expected-error @+1 {{'func.return' op uses a value of a region of compiler 'test' without a 'relay.annotation.compiler_end'}}
  return %2, %1 : tensor<4xf32>, tensor<4xf32>
}
