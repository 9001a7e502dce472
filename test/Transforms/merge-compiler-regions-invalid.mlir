// RUN: relay-opt %s -split-input-file -relay-merge-compiler-regions -verify-diagnostics
// RUN: relay-opt %s -split-input-file -relay-partition-graph -verify-diagnostics

// Malformed markers: TVM's AnnotatedRegionSet stops with an internal error
// on these; here they are diagnostics of both passes that build regions.

// A compiler_end whose operand comes from no region.
func.func @end_without_begin(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.abs %x : tensor<4xf32>
  // expected-error @+1 {{'relay.annotation.compiler_end' op closes no region: its operand does not come from a 'relay.annotation.compiler_begin' of compiler 'test'}}
  %1 = relay.annotation.compiler_end %0 {compiler = "test"} : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A compiler_end naming another compiler than its region's begin.
func.func @mismatched_compiler(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : tensor<4xf32>
  %1 = relay.abs %0 : tensor<4xf32>
  // expected-error @+1 {{'relay.annotation.compiler_end' op for compiler 'other' closes a region of compiler 'test'}}
  %2 = relay.annotation.compiler_end %1 {compiler = "other"} : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// An operation reading values of regions of two compilers without ends.
func.func @two_compilers(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : tensor<4xf32>
  %1 = relay.annotation.compiler_begin %x {compiler = "other"} : tensor<4xf32>
  // expected-error @+1 {{'relay.add' op uses values of regions of two compilers, 'test' and 'other': a 'relay.annotation.compiler_end' is missing}}
  %2 = relay.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = relay.annotation.compiler_end %2 {compiler = "test"} : tensor<4xf32>
  return %3 : tensor<4xf32>
}
