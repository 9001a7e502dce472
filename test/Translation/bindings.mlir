// Graph bindings (`%0 = e;`), `let` bindings and nested expressions name
// SSA values alike: the three forms of one program import to the same IR.
// RUN: relay-translate --import-relay %S/Inputs/graph_form.rly -o %t.graph
// RUN: relay-translate --import-relay %S/Inputs/anf_form.rly -o %t.anf
// RUN: relay-translate --import-relay %S/Inputs/nested_form.rly -o %t.nested
// RUN: diff %t.graph %t.anf
// RUN: FileCheck %s < %t.graph
// RUN: FileCheck %s --check-prefix=NESTED < %t.nested

// CHECK-LABEL: func.func @main(%arg0: tensor<1x8xf32> {relay.name = "x"}, %arg1: tensor<16x8xf32> {relay.name = "w"}, %arg2: tensor<16xf32> {relay.name = "b"}, %arg3: tensor<i1> {relay.name = "c"}) -> tensor<1x16xf32>
// CHECK-NEXT: %[[D:.*]] = relay.nn.dense %arg0, %arg1 {units = 16 : i64}
// CHECK-NEXT: %[[B:.*]] = relay.nn.bias_add %[[D]], %arg2
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[B]]
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[R]], %[[B]]
// CHECK-NEXT: %[[T0:.*]] = relay.tuple_get_item %[[T]][0]
// CHECK-NEXT: %[[T1:.*]] = relay.tuple_get_item %[[T]][1]
// CHECK-NEXT: %[[IF:.*]] = relay.if %arg3 : tensor<i1> -> tensor<1x16xf32> {
// CHECK-NEXT:   %[[TWO:.*]] = relay.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:   %[[M:.*]] = relay.multiply %[[T0]], %[[TWO]]
// CHECK-NEXT:   %[[A:.*]] = relay.add %[[M]], %[[T1]]
// CHECK-NEXT:   relay.yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT:   relay.yield %[[T1]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[F:.*]] = relay.fn (%[[Y:.*]]: tensor<1x16xf32>) -> tensor<1x16xf32> {
// CHECK-NEXT:   %[[S:.*]] = relay.sigmoid %[[Y]]
// CHECK-NEXT:   %[[M2:.*]] = relay.multiply %[[S]], %[[T0]]
// CHECK-NEXT:   relay.yield %[[M2]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[C:.*]] = relay.call %[[F]](%[[IF]]) : (tensor<1x16xf32>) -> tensor<1x16xf32>
// CHECK-NEXT: return %[[C]]

// The nested form differs only where the `if` is evaluated: as the call's
// argument, after the closure.
// NESTED-LABEL: func.func @main(
// NESTED: relay.fn
// NESTED: relay.if
// NESTED: relay.call
