// RUN: relay-opt %s -split-input-file -relay-partition-graph | FileCheck %s

// Cases after TVM v0.13.0's tests/python/relay/test_pass_partition_graph.py,
// on annotated input (what -relay-merge-compiler-regions leaves). TVM names
// the functions `tvmgen_default_<compiler>_main_<region id>` after its name
// mangling; here they are `<compiler>_<n>`, numbered per compiler from 0 in
// the order the regions start, and a region with several outputs returns
// several results where TVM returns a tuple.

!t = tensor<8x8xf32>

// test_extern_ccompiler_default_ops: the ccompiler region (add, subtract)
// is outlined; the "default" markers around the exp are removed and the exp
// stays.
// CHECK-LABEL: func.func private @ccompiler_0
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>, %[[Y:.*]]: tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-SAME: attributes {relay.compiler = "ccompiler", relay.global_symbol = "ccompiler_0"}
// CHECK-NEXT: %[[S:.*]] = relay.add %[[X]], %[[Y]]
// CHECK-NEXT: %[[D:.*]] = relay.subtract %[[S]], %[[Y]]
// CHECK-NEXT: return %[[D]]
// CHECK-LABEL: func.func @default_ops
// CHECK-SAME: (%[[A:.*]]: tensor<8x8xf32>, %[[B:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[C:.*]] = call @ccompiler_0(%[[A]], %[[B]])
// CHECK-NEXT: %[[E:.*]] = relay.exp %[[C]]
// CHECK-NEXT: return %[[E]]
func.func @default_ops(%x: !t, %y: !t) -> !t {
  %0 = relay.annotation.compiler_begin %x {compiler = "ccompiler"} : !t
  %1 = relay.annotation.compiler_begin %y {compiler = "ccompiler"} : !t
  %2 = relay.add %0, %1 : (!t, !t) -> !t
  %3 = relay.subtract %2, %1 : (!t, !t) -> !t
  %4 = relay.annotation.compiler_end %3 {compiler = "ccompiler"} : !t
  %5 = relay.annotation.compiler_begin %4 {compiler = "default"} : !t
  %6 = relay.exp %5 : !t
  %7 = relay.annotation.compiler_end %6 {compiler = "default"} : !t
  return %7 : !t
}

// -----

!t = tensor<8x8xf32>

// test_multiple_outputs / test_mixed_single_multiple_outputs: a region with
// two outputs returns two results; each end is replaced by its result. The
// output used twice (two ends on one value) is one result.
// CHECK-LABEL: func.func private @test_0
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-NEXT: %[[A:.*]] = relay.abs %[[X]]
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[A]]
// CHECK-NEXT: return %[[A]], %[[R]]
// CHECK-LABEL: func.func @multiple_outputs
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[C:.*]]:2 = call @test_0(%[[X]]) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-NEXT: %[[T:.*]] = relay.tanh %[[C]]#0
// CHECK-NEXT: %[[S:.*]] = relay.add %[[C]]#0, %[[C]]#1
// CHECK-NEXT: %[[U:.*]] = relay.add %[[T]], %[[S]]
// CHECK-NEXT: return %[[U]]
func.func @multiple_outputs(%x: !t) -> !t {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : !t
  %1 = relay.abs %0 : !t
  %2 = relay.nn.relu %1 : !t
  %3 = relay.annotation.compiler_end %1 {compiler = "test"} : !t
  %4 = relay.annotation.compiler_end %2 {compiler = "test"} : !t
  %5 = relay.annotation.compiler_end %1 {compiler = "test"} : !t
  %6 = relay.tanh %3 : !t
  %7 = relay.add %5, %4 : (!t, !t) -> !t
  %8 = relay.add %6, %7 : (!t, !t) -> !t
  return %8 : !t
}

// -----

!t = tensor<8x8xf32>

// test_constant_propagation: a constant entering a region is bound inside
// the function instead of becoming a parameter.
// CHECK-LABEL: func.func private @ccompiler_0
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %[[K:.*]] = relay.constant dense<2.000000e+00> : tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = relay.add %[[X]], %[[K]]
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func @constant_propagation
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[C:.*]] = call @ccompiler_0(%[[X]])
// CHECK-NEXT: return %[[C]]
func.func @constant_propagation(%x: !t) -> !t {
  %c = relay.constant dense<2.0> : !t
  %0 = relay.annotation.compiler_begin %x {compiler = "ccompiler"} : !t
  %1 = relay.annotation.compiler_begin %c {compiler = "ccompiler"} : !t
  %2 = relay.add %0, %1 : (!t, !t) -> !t
  %3 = relay.annotation.compiler_end %2 {compiler = "ccompiler"} : !t
  return %3 : !t
}

// -----

!t = tensor<8x8xf32>

// test_flatten_tuple_output: the end of a tuple made in the region becomes
// ends of its fields; the function returns the fields and the tuple is
// rebuilt at the call site.
// CHECK-LABEL: func.func private @test_0
// CHECK-SAME: -> (tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-NEXT: relay.abs
// CHECK-NEXT: relay.nn.relu
// CHECK-NEXT: return
// CHECK-LABEL: func.func @flatten_tuple_output
// CHECK-NEXT: %[[C:.*]]:2 = call @test_0(
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[C]]#0, %[[C]]#1
// CHECK-NEXT: return %[[T]]
func.func @flatten_tuple_output(%x: !t) -> tuple<!t, !t> {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : !t
  %1 = relay.abs %0 : !t
  %2 = relay.nn.relu %0 : !t
  %3 = relay.tuple %1, %2 : tuple<!t, !t>
  %4 = relay.annotation.compiler_end %3 {compiler = "test"} : tuple<!t, !t>
  return %4 : tuple<!t, !t>
}

// -----

!t = tensor<8x8xf32>

// Numbering: per compiler and module, in the order the regions start,
// across functions; an existing symbol of that name is skipped.
// CHECK-LABEL: func.func private @dnnl_0
// CHECK-NEXT: relay.abs
// CHECK-LABEL: func.func private @ccompiler_0
// CHECK-NEXT: relay.add
// CHECK-LABEL: func.func private @dnnl_2
// CHECK-NEXT: relay.nn.relu
// CHECK-LABEL: func.func @first
// CHECK-NEXT: call @dnnl_0
// CHECK-NEXT: call @ccompiler_0
// CHECK-NEXT: call @dnnl_2
// CHECK-LABEL: func.func private @dnnl_3
// CHECK-NEXT: relay.tanh
// CHECK-LABEL: func.func @second
// CHECK-NEXT: call @dnnl_3
func.func @first(%x: !t) -> !t {
  %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"} : !t
  %1 = relay.abs %0 : !t
  %2 = relay.annotation.compiler_end %1 {compiler = "dnnl"} : !t
  %3 = relay.annotation.compiler_begin %2 {compiler = "ccompiler"} : !t
  %4 = relay.add %3, %3 : (!t, !t) -> !t
  %5 = relay.annotation.compiler_end %4 {compiler = "ccompiler"} : !t
  %6 = relay.annotation.compiler_begin %5 {compiler = "dnnl"} : !t
  %7 = relay.nn.relu %6 : !t
  %8 = relay.annotation.compiler_end %7 {compiler = "dnnl"} : !t
  return %8 : !t
}
func.func private @dnnl_1(%x: !t) -> !t
func.func @second(%x: !t) -> !t {
  %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"} : !t
  %1 = relay.tanh %0 : !t
  %2 = relay.annotation.compiler_end %1 {compiler = "dnnl"} : !t
  return %2 : !t
}

// -----

!t = tensor<8x8xf32>

// A user of a region's output placed before the region's last operation
// in the block moves after the call.
// CHECK-LABEL: func.func @user_before_region_end
// CHECK-NEXT: %[[C:.*]]:2 = call @test_0(
// CHECK-NEXT: relay.exp %[[C]]#0
// CHECK: return
func.func @user_before_region_end(%x: !t) -> (!t, !t) {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : !t
  %1 = relay.abs %0 : !t
  %2 = relay.annotation.compiler_end %1 {compiler = "test"} : !t
  %3 = relay.exp %2 : !t
  %4 = relay.nn.relu %1 : !t
  %5 = relay.annotation.compiler_end %4 {compiler = "test"} : !t
  return %3, %5 : !t, !t
}
