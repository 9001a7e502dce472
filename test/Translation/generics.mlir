// Generic definitions import with their type parameters, export back with
// them and round-trip.
// RUN: relay-translate --import-relay %S/Inputs/generics.rly | FileCheck %s
// RUN: relay-translate --import-relay %S/Inputs/generics.rly -o %t.mlir
// RUN: relay-translate --export-relay %t.mlir -o %t.rly
// RUN: FileCheck %s --check-prefix=EXPORT < %t.rly
// RUN: relay-translate --import-relay %t.rly | diff %t.mlir -

// CHECK-LABEL: func.func private @id(%arg0: !relay.type_var<"A">) -> !relay.type_var<"A"> attributes {relay.type_params = ["A"]} {
// CHECK-NEXT: return %arg0 : !relay.type_var<"A">
// The `let %y: A` annotation is checked and binds %y to %a.
// CHECK-LABEL: func.func private @first(%arg0: !relay.type_var<"A">, %arg1: !relay.type_var<"B">) -> !relay.type_var<"A"> attributes {relay.type_params = ["A", "B"]} {
// CHECK-NEXT: return %arg0 : !relay.type_var<"A">
// CHECK-LABEL: func.func private @cell(%arg0: !relay.type_var<"T">) -> !relay.ref<!relay.type_var<"T">> attributes {relay.type_params = ["T"]} {
// CHECK-NEXT: %[[R:.*]] = relay.ref_create %arg0 : !relay.type_var<"T"> -> !relay.ref<!relay.type_var<"T">>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @main(%arg0: tensor<f32>) -> tensor<f32> {

// EXPORT: def @id[A](%p0: A) -> A {
// EXPORT-NEXT: %p0
// EXPORT: def @first[A, B](%p0: A, %p1: B) -> A {
// EXPORT: def @cell[T](%p0: T) -> ref(T) {
// EXPORT-NEXT: ref(%p0) /* ty=ref(T) */
// EXPORT: def @main(%p0: float32) -> float32 {
