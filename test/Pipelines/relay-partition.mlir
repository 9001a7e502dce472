// RUN: relay-opt %s -split-input-file --relay-partition="targets=test_if_else" | FileCheck %s
// RUN: relay-opt %s -split-input-file --relay-partition="targets=dnnl" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

// --relay-partition runs type inference and the four BYOC passes in TVM's
// order, with the targets given to the two passes that take them.
// PIPELINE: builtin.module(
// PIPELINE-NEXT: relay-infer-type,
// PIPELINE-NEXT: relay-merge-composite{targets={dnnl}},
// PIPELINE-NEXT: relay-annotate-target{targets={dnnl}},
// PIPELINE-NEXT: relay-merge-compiler-regions,
// PIPELINE-NEXT: relay-partition-graph
// PIPELINE-NEXT: )

// test_if_else of TVM v0.13.0's test_pass_merge_compiler_regions.py
// (sigmoid, erf and add supported): the add before the `if` and the erf
// and add after it must not merge (that would make the `if`, which reads
// the first and feeds the second, a cycle), so there are two functions; the
// sigmoids inside the branches are left alone.
// CHECK-LABEL: func.func private @test_if_else_0
// CHECK-SAME: (%[[D:.*]]: tensor<1x32xf32>) -> tensor<1x32xf32>
// CHECK-NEXT: %[[A:.*]] = relay.add %[[D]], %[[D]]
// CHECK-NEXT: return %[[A]]
// CHECK-LABEL: func.func private @test_if_else_1
// CHECK-SAME: (%[[I:.*]]: tensor<1x32xf32>, %[[A:.*]]: tensor<1x32xf32>) -> tensor<1x32xf32>
// CHECK-NEXT: %[[E:.*]] = relay.erf %[[I]]
// CHECK-NEXT: %[[S:.*]] = relay.add %[[A]], %[[E]]
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func @if_else
// CHECK-SAME: (%[[D:.*]]: tensor<1x32xf32>)
// CHECK-NEXT: %[[A:.*]] = call @test_if_else_0(%[[D]])
// CHECK-NEXT: relay.subtract %[[A]], %[[D]]
// CHECK: %[[IF:.*]] = relay.if
// CHECK: relay.sigmoid
// CHECK: relay.sigmoid
// CHECK: %[[R:.*]] = call @test_if_else_1(%[[IF]], %[[A]])
// CHECK-NEXT: return %[[R]]
func.func @if_else(%data: tensor<1x32xf32>) -> tensor<1x32xf32> {
  %add0 = relay.add %data, %data : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  %sub0 = relay.subtract %add0, %data : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  %s0 = relay.sum %add0 : (tensor<1x32xf32>) -> tensor<f32>
  %s1 = relay.sum %sub0 : (tensor<1x32xf32>) -> tensor<f32>
  %eq = relay.equal %s0, %s1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %ife = relay.if %eq : tensor<i1> -> tensor<1x32xf32> {
    %t = relay.sigmoid %add0 : tensor<1x32xf32>
    relay.yield %t : tensor<1x32xf32>
  } else {
    %f = relay.sigmoid %sub0 : tensor<1x32xf32>
    relay.yield %f : tensor<1x32xf32>
  }
  %erf = relay.erf %ife : tensor<1x32xf32>
  %out = relay.add %add0, %erf : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  return %out : tensor<1x32xf32>
}
