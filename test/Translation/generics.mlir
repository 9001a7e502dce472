// Generic definitions import with their type parameters, export back with
// them and round-trip.
// RUN: relay-translate --import-relay %S/Inputs/generics.rly | FileCheck %s
// RUN: relay-translate --import-relay %S/Inputs/generics.rly -o %t.mlir
// RUN: relay-translate --export-relay %t.mlir -o %t.rly
// RUN: FileCheck %s --check-prefix=EXPORT < %t.rly
// RUN: relay-translate --import-relay %t.rly | diff %t.mlir -

// CHECK-LABEL: func.func private @id(%arg0: !relay.type_var<"A"> {relay.name = "x"}) -> !relay.type_var<"A"> attributes {relay.type_params = ["A"]} {
// CHECK-NEXT: return %arg0 : !relay.type_var<"A">
// The `let %y: A` annotation is checked and binds %y to %a.
// CHECK-LABEL: func.func private @first(%arg0: !relay.type_var<"A"> {relay.name = "a"}, %arg1: !relay.type_var<"B"> {relay.name = "b"}) -> !relay.type_var<"A"> attributes {relay.type_params = ["A", "B"]} {
// CHECK-NEXT: return %arg0 : !relay.type_var<"A">
// CHECK-LABEL: func.func private @cell(%arg0: !relay.type_var<"T"> {relay.name = "x"}) -> !relay.ref<!relay.type_var<"T">> attributes {relay.type_params = ["T"]} {
// CHECK-NEXT: %[[R:.*]] = relay.ref_create %arg0 : !relay.type_var<"T"> -> !relay.ref<!relay.type_var<"T">>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @main(%arg0: tensor<f32> {relay.name = "x"}) -> tensor<f32> {

// EXPORT: def @id[A](%x: A) -> A {
// EXPORT-NEXT: %x
// EXPORT: def @first[A, B](%a: A, %b: B) -> A {
// EXPORT: def @cell[T](%x: T) -> ref(T) {
// EXPORT-NEXT: ref(%x) /* ty=ref(T) */
// EXPORT: def @main(%x: float32) -> float32 {
