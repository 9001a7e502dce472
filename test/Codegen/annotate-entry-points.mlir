// RUN: relay-opt %s -relay-annotate-entry-points | FileCheck %s
// RUN: relay-opt %s --relay-to-llvm | FileCheck %s --check-prefix=LLVM

// Public functions with a body keep their relay-level type and get a C
// interface; private functions and declarations do not.
// CHECK-LABEL: func.func @entry
// CHECK-SAME: attributes {llvm.emit_c_interface, relay.signature = (tuple<tensor<2xf32>, tensor<2xui8>>) -> tensor<2xf32>}
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: relay.signature
// CHECK-LABEL: func.func private @external
// CHECK-NOT: relay.signature

// After lowering, the llvm.func still carries the signature.
// LLVM: llvm.func @entry({{.*}}) {{.*}}attributes {llvm.emit_c_interface, relay.signature = (tuple<tensor<2xf32>, tensor<2xui8>>) -> tensor<2xf32>}
// LLVM: llvm.func @_mlir_ciface_entry
func.func @entry(%t: tuple<tensor<2xf32>, tensor<2xui8>>) -> tensor<2xf32> {
  %x = relay.tuple_get_item %t[0] : tuple<tensor<2xf32>, tensor<2xui8>> -> tensor<2xf32>
  %0 = func.call @helper(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = relay.exp %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func private @external(tensor<2xf32>) -> tensor<2xf32>
