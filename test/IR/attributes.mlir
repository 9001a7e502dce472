// RUN: relay-opt %s | relay-opt | FileCheck %s

// Well-formed discardable attributes round-trip.

// CHECK: func.func private @fused_add() attributes {relay.primitive}
func.func private @fused_add() attributes {relay.primitive}
// CHECK: func.func private @dnnl_0() attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"}
func.func private @dnnl_0() attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"}
// CHECK: func.func private @g() attributes {relay.fn_attrs = {Inline = 1 : i64}, relay.type_params = ["A"]}
func.func private @g() attributes {relay.fn_attrs = {Inline = 1 : i64}, relay.type_params = ["A"]}
// CHECK: func.func private @lowered() attributes {relay.signature = (tensor<4xf32>) -> tensor<4xf32>}
func.func private @lowered() attributes {relay.signature = (tensor<4xf32>) -> tensor<4xf32>}
// CHECK: func.func private @named(tensor<4xf32> {relay.name = "data"}, tensor<2xf32> {relay.name = "conv1.weight"})
func.func private @named(tensor<4xf32> {relay.name = "data"}, tensor<2xf32> {relay.name = "conv1.weight"})
