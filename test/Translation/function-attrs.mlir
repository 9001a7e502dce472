// Function attributes: closures with Primitive=1, Compiler or Composite are
// outlined to private functions (named by global_symbol, else like TVM's
// fused functions or `<compiler>_<n>`) called with func.call; other
// attributes are kept in relay.fn_attrs.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/function_attrs.rly | FileCheck %s
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="// -----" %S/Inputs/function_attrs.rly -o %t.mlir
// RUN: relay-translate --export-relay -split-input-file -output-split-marker="// -----" %t.mlir \
// RUN:   | relay-translate --import-relay -split-input-file -output-split-marker="// -----" \
// RUN:   | diff %t.mlir -

// Outlined closures are placed before the definition that contains them,
// in the order they are written.
// CHECK-LABEL: func.func private @fused_nn_dense_add_nn_relu(%arg0: tensor<1x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<1x4xf32> attributes {relay.primitive}
// CHECK-NEXT: relay.nn.dense
// CHECK-NEXT: relay.constant
// CHECK-NEXT: relay.add
// CHECK-NEXT: relay.nn.relu

// CHECK-LABEL: func.func private @fused_exp(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> attributes {relay.primitive}
// CHECK-NEXT: call @tvmgen_default_dnnl_main_0(%arg0)
// CHECK-NEXT: relay.exp

// CHECK-LABEL: func.func @main(%arg0: tensor<1x8xf32> {relay.name = "x"}, %arg1: tensor<4x8xf32> {relay.name = "w"}) -> tensor<1x4xf32>
// CHECK-NEXT: %[[A:.*]] = call @fused_nn_dense_add_nn_relu(%arg0, %arg1)
// CHECK-NEXT: call @fused_exp(%[[A]])
// CHECK-NEXT: %[[B:.*]] = call @fused_nn_dense_add_nn_relu(%arg0, %arg1)
// CHECK-NEXT: return %[[B]]

// CHECK-LABEL: func.func private @composite_dnnl_relu(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-SAME: attributes {relay.composite = "dnnl.relu", relay.fn_attrs = {PartitionedFromPattern = "nn.relu_"}}

// CHECK-LABEL: func.func @tvmgen_default_dnnl_main_0(%arg0: tensor<1x4xf32> {relay.name = "dnnl_0_i0"}) -> tensor<1x4xf32>
// CHECK-SAME: attributes {relay.compiler = "dnnl", relay.fn_attrs = {Inline = 1 : i32}, relay.global_symbol = "tvmgen_default_dnnl_main_0", relay.primitive}
// CHECK-NEXT: call @composite_dnnl_relu(%arg0)

// The same closure, named by global_symbol, is one function.
// CHECK-LABEL: func.func private @fused_negative(%arg0: tensor<2xf32>) -> tensor<2xf32> attributes {relay.primitive}
// CHECK-NOT: func.func private @fused_negative
// CHECK-LABEL: func.func private @ccompiler_0(%arg0: tensor<2xf32>) -> tensor<2xf32> attributes {relay.compiler = "ccompiler"}
// CHECK-LABEL: func.func @twice(
// CHECK: relay.if
// CHECK:   func.call @fused_negative(%arg1)
// CHECK: } else {
// CHECK:   %[[N:.*]] = func.call @fused_negative(%arg1)
// CHECK:   func.call @ccompiler_0(%[[N]])

// CHECK-LABEL: func.func private @fused_reshape(%arg0: tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-SAME: attributes {relay.fn_attrs = {relay.reshape_only = 1 : i32}, relay.primitive}
// CHECK-LABEL: func.func @main() -> ((tensor<2x3xf32>) -> tensor<6xf32>)
// CHECK-NEXT: %[[F:.*]] = constant @fused_reshape : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %[[F]]
