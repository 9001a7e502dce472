// Calls of generic definitions: the importer unifies the parameter types
// with the argument types and calls an instance per distinct instantiation;
// the exporter prints the calls of instances as calls of the definition, so
// the text round-trips; the instances run through relay-run.
// RUN: relay-translate --import-relay %S/Inputs/generic_calls.rly | FileCheck %s
// RUN: relay-translate --import-relay %S/Inputs/generic_calls.rly -o %t.mlir
// RUN: relay-translate --export-relay %t.mlir -o %t.rly
// RUN: FileCheck %s --check-prefix=EXPORT < %t.rly
// RUN: relay-translate --import-relay %t.rly | diff %t.mlir -
// RUN: %python -c "import numpy as np; r = np.random.RandomState(3); \
// RUN:   x = r.standard_normal((2, 3)).astype(np.float32); np.save('%t.x.npy', x); \
// RUN:   np.save('%t.n.npy', np.array(7, np.int32)); \
// RUN:   np.save('%t.o0.npy', x + np.exp(np.exp(x))); np.save('%t.o1.npy', np.array(7, np.int32)); \
// RUN:   np.save('%t.o2.npy', np.array(x.sum(), np.float32))"
// RUN: relay-run %t.mlir --input %t.x.npy --input %t.n.npy --compare %t.o0.npy \
// RUN:   --compare %t.o1.npy --compare %t.o2.npy | FileCheck %s --check-prefix=EXEC
// Type errors at calls of generic definitions:
// RUN: relay-translate --import-relay -split-input-file -verify-diagnostics %S/Inputs/generic_calls_invalid.rly

// Generic definitions are private: they only run as their instances.
// CHECK-LABEL: func.func private @id(%arg0: !relay.type_var<"A"> {relay.name = "x"}) -> !relay.type_var<"A"> attributes {relay.type_params = ["A"]}
// A generic calling a generic at its own type parameters calls it as is.
// CHECK-LABEL: func.func private @first_of_swapped
// CHECK: call @swap(%{{.*}}) : (tuple<!relay.type_var<"A">, !relay.type_var<"B">>) -> tuple<!relay.type_var<"B">, !relay.type_var<"A">>

// Two calls at the same types share one instance.
// CHECK-LABEL: func.func @main
// CHECK: call @id__inst0(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: call @id__inst1(%arg1) : (tensor<i32>) -> tensor<i32>
// CHECK: call @id__inst0(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: call @first_of_swapped__inst0(%arg1, %arg0) : (tensor<i32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: call @twice__inst0(%{{.*}}, %{{.*}}) : ((tensor<2x3xf32>) -> tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// CHECK-LABEL: func.func private @id__inst0(%arg0: tensor<2x3xf32> {relay.name = "x"}) -> tensor<2x3xf32>
// CHECK-SAME: relay.instance_of = "id", relay.type_args = [tensor<2x3xf32>]
// CHECK-LABEL: func.func private @id__inst1(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32>
// CHECK-SAME: relay.type_args = [tensor<i32>]
// An instance's body calls instances in turn.
// CHECK-LABEL: func.func private @first_of_swapped__inst0(%arg0: tensor<i32> {relay.name = "a"}, %arg1: tensor<2x3xf32> {relay.name = "b"})
// CHECK-SAME: relay.type_args = [tensor<i32>, tensor<2x3xf32>]
// CHECK: call @swap__inst0(%{{.*}}) : (tuple<tensor<i32>, tensor<2x3xf32>>) -> tuple<tensor<2x3xf32>, tensor<i32>>
// CHECK-LABEL: func.func private @swap__inst0
// CHECK-LABEL: func.func private @twice__inst0(%arg0: (tensor<2x3xf32>) -> tensor<2x3xf32> {relay.name = "f"}, %arg1: tensor<2x3xf32> {relay.name = "x"})
// CHECK: relay.call %arg0(%arg1) : (tensor<2x3xf32>) -> tensor<2x3xf32>

// EXPORT: def @id[A](%x: A) -> A {
// EXPORT: def @main(
// EXPORT-NEXT: %0 = @id(%x) /* ty=Tensor[(2, 3), float32] */;
// EXPORT-NEXT: %1 = @id(%n) /* ty=int32 */;
// EXPORT: @first_of_swapped(%n, %x)
// EXPORT: @twice(%4, %3)
// EXPORT-NOT: __inst

// EXEC: result 0: {{.*}}all 6 elements within tolerance
// EXEC: result 1: {{.*}}all 1 elements within tolerance
// EXEC: result 2: {{.*}}all 1 elements within tolerance
