// RUN: relay-opt %s -split-input-file -relay-merge-compiler-regions | FileCheck %s

// The cases of TVM v0.13.0's tests/python/relay/
// test_pass_merge_compiler_regions.py, written with the markers TVM's test
// builds by hand, checked against TVM's expected module.

!t = tensor<10x10xf32>

// test_diamond_graph_fanouts: abs and relu merge; the add cannot join them,
// as a path from abs to it goes through the "default" tanh.
// CHECK-LABEL: func.func @diamond_graph_fanouts
// CHECK-SAME: (%[[D:.*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[CB1:.*]] = relay.annotation.compiler_begin %[[D]] {compiler = "test"}
// CHECK-NEXT: %[[O1:.*]] = relay.abs %[[CB1]]
// CHECK-NEXT: %[[CE2:.*]] = relay.annotation.compiler_end %[[O1]] {compiler = "test"}
// CHECK-NEXT: %[[CB3:.*]] = relay.annotation.compiler_begin %[[CE2]] {compiler = "default"}
// CHECK-NEXT: %[[O2:.*]] = relay.nn.relu %[[O1]]
// CHECK-NEXT: %[[CE3:.*]] = relay.annotation.compiler_end %[[O2]] {compiler = "test"}
// CHECK-NEXT: %[[X:.*]] = relay.tanh %[[CB3]]
// CHECK-NEXT: %[[CE4:.*]] = relay.annotation.compiler_end %[[X]] {compiler = "default"}
// CHECK-NEXT: %[[CB4:.*]] = relay.annotation.compiler_begin %[[CE3]] {compiler = "test"}
// CHECK-NEXT: %[[CB5:.*]] = relay.annotation.compiler_begin %[[CE4]] {compiler = "test"}
// CHECK-NEXT: %[[O3:.*]] = relay.add %[[CB4]], %[[CB5]]
// CHECK-NEXT: %[[CE5:.*]] = relay.annotation.compiler_end %[[O3]] {compiler = "test"}
// CHECK-NEXT: return %[[CE5]]
func.func @diamond_graph_fanouts(%data: !t) -> !t {
  %cb1 = relay.annotation.compiler_begin %data {compiler = "test"} : !t
  %o1 = relay.abs %cb1 : !t
  %ce1 = relay.annotation.compiler_end %o1 {compiler = "test"} : !t
  %ce2 = relay.annotation.compiler_end %o1 {compiler = "test"} : !t
  %cb2 = relay.annotation.compiler_begin %ce1 {compiler = "test"} : !t
  %cb3 = relay.annotation.compiler_begin %ce2 {compiler = "default"} : !t
  %o2 = relay.nn.relu %cb2 : !t
  %ce3 = relay.annotation.compiler_end %o2 {compiler = "test"} : !t
  %x = relay.tanh %cb3 : !t
  %ce4 = relay.annotation.compiler_end %x {compiler = "default"} : !t
  %cb4 = relay.annotation.compiler_begin %ce3 {compiler = "test"} : !t
  %cb5 = relay.annotation.compiler_begin %ce4 {compiler = "test"} : !t
  %o3 = relay.add %cb4, %cb5 : (!t, !t) -> !t
  %ce5 = relay.annotation.compiler_end %o3 {compiler = "test"} : !t
  return %ce5 : !t
}

// -----

!t = tensor<10x10xf32>

// test_example_graph: the example of the RFC "Improved graph partitioning
// algorithm" (adds are "test", subtracts "default"). TVM's result: node0,
// node1, node2 and node5 merge; node7 joins them; node8 and node9 form a
// second "test" region after the "default" node6; the "default"
// subtracts node3 and node4 merge.
// CHECK-LABEL: func.func @example_graph
// CHECK-SAME: (%[[IN1:[^:]*]]: tensor<10x10xf32>, %[[IN2:[^:]*]]: tensor<10x10xf32>, %[[IN3:[^:]*]]: tensor<10x10xf32>, %[[IN4:[^:]*]]: tensor<10x10xf32>, %[[IN5:[^:]*]]: tensor<10x10xf32>, %[[IN6:[^:]*]]: tensor<10x10xf32>, %[[IN7:[^:]*]]: tensor<10x10xf32>, %[[IN8:[^:]*]]: tensor<10x10xf32>, %[[IN9:[^:]*]]: tensor<10x10xf32>, %[[IN10:[^:]*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[IN1]] {compiler = "test"}
// CHECK-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[IN2]] {compiler = "test"}
// CHECK-NEXT: %[[B2:.*]] = relay.annotation.compiler_begin %[[IN3]] {compiler = "test"}
// CHECK-NEXT: %[[B3:.*]] = relay.annotation.compiler_begin %[[IN4]] {compiler = "test"}
// CHECK-NEXT: %[[N0:.*]] = relay.add %[[B0]], %[[B1]]
// CHECK-NEXT: %[[N1:.*]] = relay.add %[[B2]], %[[B3]]
// CHECK-NEXT: %[[N2:.*]] = relay.add %[[N0]], %[[N1]]
// CHECK-NEXT: %[[DB0:.*]] = relay.annotation.compiler_begin %[[IN5]] {compiler = "default"}
// CHECK-NEXT: %[[DB1:.*]] = relay.annotation.compiler_begin %[[IN6]] {compiler = "default"}
// CHECK-NEXT: %[[N3:.*]] = relay.subtract %[[DB0]], %[[DB1]]
// CHECK-NEXT: %[[DB2:.*]] = relay.annotation.compiler_begin %[[IN7]] {compiler = "default"}
// CHECK-NEXT: %[[N4:.*]] = relay.subtract %[[DB2]], %[[N3]]
// CHECK-NEXT: %[[DE2:.*]] = relay.annotation.compiler_end %[[N4]] {compiler = "default"}
// CHECK-NEXT: %[[B7:.*]] = relay.annotation.compiler_begin %[[DE2]] {compiler = "test"}
// CHECK-NEXT: %[[N5:.*]] = relay.add %[[N2]], %[[B7]]
// CHECK-NEXT: %[[E3:.*]] = relay.annotation.compiler_end %[[N5]] {compiler = "test"}
// CHECK-NEXT: %[[DB4:.*]] = relay.annotation.compiler_begin %[[IN8]] {compiler = "default"}
// CHECK-NEXT: %[[DB5:.*]] = relay.annotation.compiler_begin %[[E3]] {compiler = "default"}
// CHECK-NEXT: %[[N6:.*]] = relay.subtract %[[DB4]], %[[DB5]]
// CHECK-NEXT: %[[B8:.*]] = relay.annotation.compiler_begin %[[IN9]] {compiler = "test"}
// CHECK-NEXT: %[[N7:.*]] = relay.add %[[B8]], %[[N5]]
// CHECK-NEXT: %[[E5:.*]] = relay.annotation.compiler_end %[[N7]] {compiler = "test"}
// CHECK-NEXT: %[[DE3:.*]] = relay.annotation.compiler_end %[[N6]] {compiler = "default"}
// CHECK-NEXT: %[[B10:.*]] = relay.annotation.compiler_begin %[[DE3]] {compiler = "test"}
// CHECK-NEXT: %[[B11:.*]] = relay.annotation.compiler_begin %[[E5]] {compiler = "test"}
// CHECK-NEXT: %[[N8:.*]] = relay.add %[[B10]], %[[B11]]
// CHECK-NEXT: %[[B12:.*]] = relay.annotation.compiler_begin %[[IN10]] {compiler = "test"}
// CHECK-NEXT: %[[N9:.*]] = relay.add %[[B12]], %[[N8]]
// CHECK-NEXT: %[[E7:.*]] = relay.annotation.compiler_end %[[N9]] {compiler = "test"}
// CHECK-NEXT: return %[[E7]]
func.func @example_graph(%in_1: !t, %in_2: !t, %in_3: !t, %in_4: !t, %in_5: !t, %in_6: !t, %in_7: !t, %in_8: !t, %in_9: !t, %in_10: !t) -> !t {
  %begin0 = relay.annotation.compiler_begin %in_1 {compiler = "test"} : !t
  %begin1 = relay.annotation.compiler_begin %in_2 {compiler = "test"} : !t
  %begin2 = relay.annotation.compiler_begin %in_3 {compiler = "test"} : !t
  %begin3 = relay.annotation.compiler_begin %in_4 {compiler = "test"} : !t
  %node0 = relay.add %begin0, %begin1 : (!t, !t) -> !t
  %node1 = relay.add %begin2, %begin3 : (!t, !t) -> !t
  %end0 = relay.annotation.compiler_end %node0 {compiler = "test"} : !t
  %end1 = relay.annotation.compiler_end %node1 {compiler = "test"} : !t
  %begin4 = relay.annotation.compiler_begin %end0 {compiler = "test"} : !t
  %begin5 = relay.annotation.compiler_begin %end1 {compiler = "test"} : !t
  %node2 = relay.add %begin4, %begin5 : (!t, !t) -> !t
  %end2 = relay.annotation.compiler_end %node2 {compiler = "test"} : !t

  %dbegin0 = relay.annotation.compiler_begin %in_5 {compiler = "default"} : !t
  %dbegin1 = relay.annotation.compiler_begin %in_6 {compiler = "default"} : !t
  %node3 = relay.subtract %dbegin0, %dbegin1 : (!t, !t) -> !t
  %dbegin2 = relay.annotation.compiler_begin %in_7 {compiler = "default"} : !t
  %dend1 = relay.annotation.compiler_end %node3 {compiler = "default"} : !t
  %dbegin3 = relay.annotation.compiler_begin %dend1 {compiler = "default"} : !t
  %node4 = relay.subtract %dbegin2, %dbegin3 : (!t, !t) -> !t
  %dend2 = relay.annotation.compiler_end %node4 {compiler = "default"} : !t

  %begin6 = relay.annotation.compiler_begin %end2 {compiler = "test"} : !t
  %begin7 = relay.annotation.compiler_begin %dend2 {compiler = "test"} : !t
  %node5 = relay.add %begin6, %begin7 : (!t, !t) -> !t
  %end3 = relay.annotation.compiler_end %node5 {compiler = "test"} : !t
  %end4 = relay.annotation.compiler_end %node5 {compiler = "test"} : !t
  %dbegin4 = relay.annotation.compiler_begin %in_8 {compiler = "default"} : !t
  %dbegin5 = relay.annotation.compiler_begin %end3 {compiler = "default"} : !t
  %node6 = relay.subtract %dbegin4, %dbegin5 : (!t, !t) -> !t
  %begin8 = relay.annotation.compiler_begin %in_9 {compiler = "test"} : !t
  %begin9 = relay.annotation.compiler_begin %end4 {compiler = "test"} : !t
  %node7 = relay.add %begin8, %begin9 : (!t, !t) -> !t
  %end5 = relay.annotation.compiler_end %node7 {compiler = "test"} : !t

  %dend3 = relay.annotation.compiler_end %node6 {compiler = "default"} : !t
  %begin10 = relay.annotation.compiler_begin %dend3 {compiler = "test"} : !t
  %begin11 = relay.annotation.compiler_begin %end5 {compiler = "test"} : !t
  %node8 = relay.add %begin10, %begin11 : (!t, !t) -> !t
  %end6 = relay.annotation.compiler_end %node8 {compiler = "test"} : !t
  %begin12 = relay.annotation.compiler_begin %in_10 {compiler = "test"} : !t
  %begin13 = relay.annotation.compiler_begin %end6 {compiler = "test"} : !t
  %node9 = relay.add %begin12, %begin13 : (!t, !t) -> !t
  %end7 = relay.annotation.compiler_end %node9 {compiler = "test"} : !t
  return %end7 : !t
}

// -----

!t = tensor<10x10xf32>

// Two independent regions of one target with nothing between them stay
// apart (no edge joins them), and regions of different targets never merge.
// CHECK-LABEL: func.func @independent
// CHECK-COUNT-2: relay.annotation.compiler_end
// CHECK: relay.annotation.compiler_begin %{{.*}} {compiler = "other"}
// CHECK: relay.annotation.compiler_end %{{.*}} {compiler = "other"}
func.func @independent(%a: !t, %b: !t) -> !t {
  %0 = relay.annotation.compiler_begin %a {compiler = "test"} : !t
  %1 = relay.abs %0 : !t
  %2 = relay.annotation.compiler_end %1 {compiler = "test"} : !t
  %3 = relay.annotation.compiler_begin %b {compiler = "test"} : !t
  %4 = relay.abs %3 : !t
  %5 = relay.annotation.compiler_end %4 {compiler = "test"} : !t
  %6 = relay.annotation.compiler_begin %2 {compiler = "other"} : !t
  %7 = relay.annotation.compiler_begin %5 {compiler = "other"} : !t
  %8 = relay.add %6, %7 : (!t, !t) -> !t
  %9 = relay.annotation.compiler_end %8 {compiler = "other"} : !t
  return %9 : !t
}

// -----

!t = tensor<4xf32>

// A tuple region feeding a projection region of the same target: they
// merge, and the markers between them go.
// CHECK-LABEL: func.func @tuple_regions
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[BA:.*]] = relay.annotation.compiler_begin %[[A]] {compiler = "test"}
// CHECK-NEXT: %[[BB:.*]] = relay.annotation.compiler_begin %[[B]] {compiler = "test"}
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[BA]], %[[BB]]
// CHECK-NEXT: %[[G:.*]] = relay.tuple_get_item %[[T]][1]
// CHECK-NEXT: %[[E:.*]] = relay.annotation.compiler_end %[[G]] {compiler = "test"}
// CHECK-NEXT: return %[[E]]
func.func @tuple_regions(%a: !t, %b: !t) -> !t {
  %0 = relay.annotation.compiler_begin %a {compiler = "test"} : !t
  %1 = relay.annotation.compiler_begin %b {compiler = "test"} : !t
  %2 = relay.tuple %0, %1 : tuple<!t, !t>
  %3 = relay.annotation.compiler_end %2 {compiler = "test"} : tuple<!t, !t>
  %4 = relay.annotation.compiler_begin %3 {compiler = "test"} : tuple<!t, !t>
  %5 = relay.tuple_get_item %4[1] : tuple<!t, !t> -> !t
  %6 = relay.annotation.compiler_end %5 {compiler = "test"} : !t
  return %6 : !t
}
