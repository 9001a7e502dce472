// TVM's parser test programs (tests/python/relay/test_ir_parser.py, v0.13)
// import: every program of the file that type-checks (references and the
// curried closure included), except those using algebraic data types. The
// ill-typed and unsupported ones are in tvm-test-ir-parser-invalid.mlir.
// Checklist, test by test (here / -invalid / elsewhere):
//   comments, int_literal, float_literal, bool_literal, negative, bin_op,
//   parens, let, seq, graph, graph_single, tuple, func (annotated), defn,
//   recursive_call, ifelse, ref, call (curried included), incomplete_type,
//   function_type, tuple_type, parse_if_in_binding, op_string_attr,
//   call_attrs, tokenize_inf, func_attrs, init_module_and_metatable: here.
//   int_literal/float_literal out of range, op_assoc (bool == int32 is
//   ill-typed), vars (globals and operators as values), meta_ref,
//   let_global_var, let_op, tuple_proj (calls a float32), func (untyped
//   parameters), ifelse_scope, builtin_types and tensor_type (bind `()` to
//   another type), duplicate_global_var: -invalid.
//   mlp: Inputs/mlp.rly; mlp_inlined_params (weights as metadata
//   constants): a model of that form, Inputs/small_cnn_metadata.rly, and
//   TVM's own dump Inputs/tvm_dump_metadata.rly (models.mlir,
//   run-imported-models.mlir). A generic definition and its
//   calls: generics.mlir, generic-calls.mlir.
//   adt_defn, adt_any, empty_adt_defn, multiple_cons_defn,
//   multiple_type_param_defn, match, adt_cons_expr, duplicate_adt_defn,
//   duplicate_adt_cons, duplicate_adt_cons_defn, extern_adt_defn,
//   tuple_return_value, import_grad and load_prelude (the standard library's
//   lists and gradients): algebraic data types, not supported (-invalid
//   checks the diagnostic).
// RUN: %python -c "import numpy as np; np.savez('%t.npz', **{'0': np.ones((2, 3), np.float32)})"
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/tvm_test_ir_parser.rly --params %t.npz | FileCheck %s
// Each program round-trips: export(import(p)) imports to the same MLIR.
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="// -----" %S/Inputs/tvm_test_ir_parser.rly --params %t.npz -o %t.mlir
// RUN: relay-translate --export-relay -split-input-file -output-split-marker="// -----" %t.mlir \
// RUN:   | relay-translate --import-relay -split-input-file -output-split-marker="// -----" | diff %t.mlir -


// test_comments
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_int_literal
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<-5> : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i16> {
// CHECK: %{{.*}} = relay.constant dense<-42> : tensor<i16>
// CHECK: return %{{.*}} : tensor<i16>
// CHECK-LABEL: func.func @main() -> tensor<i64> {
// CHECK: %{{.*}} = relay.constant dense<2147483648> : tensor<i64>
// CHECK: return %{{.*}} : tensor<i64>

// test_float_literal
// CHECK-LABEL: func.func @main() -> tensor<f32> {
// CHECK: %{{.*}} = relay.constant dense<1.566670e+00> : tensor<f32>
// CHECK: return %{{.*}} : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f64> {
// CHECK: %{{.*}} = relay.constant dense<3.000000e+00> : tensor<f64>
// CHECK: return %{{.*}} : tensor<f64>

// test_bool_literal
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<false> : tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>

// test_negative
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<-10> : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>

// test_bin_op
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.multiply %{{.*}}, %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.divide %{{.*}}, %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.add %{{.*}}, %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.subtract %{{.*}}, %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.less %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.greater %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.less_equal %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.greater_equal %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.equal %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.not_equal %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: return %{{.*}} : tensor<i1>

// test_parens: `*` binds tighter than `+` unless parenthesised.
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %[[A:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[B:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[M:.*]] = relay.multiply %[[A]], %[[B]] : tensor<i32>
// CHECK: %[[C:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[S:.*]] = relay.add %[[M]], %[[C]] : tensor<i32>
// CHECK: return %[[S]] : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %[[A:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[B:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[M:.*]] = relay.multiply %[[A]], %[[B]] : tensor<i32>
// CHECK: %[[C:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[S:.*]] = relay.add %[[M]], %[[C]] : tensor<i32>
// CHECK: return %[[S]] : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %[[A:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[B:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[C:.*]] = relay.constant dense<1> : tensor<i32>
// CHECK: %[[S:.*]] = relay.add %[[B]], %[[C]] : tensor<i32>
// CHECK: %[[M:.*]] = relay.multiply %[[A]], %[[S]] : tensor<i32>
// CHECK: return %[[M]] : tensor<i32>

// test_vars
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_let
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<2> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_seq
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_graph
// CHECK-LABEL: func.func @main() -> tuple<tuple<>, tuple<>, tensor<i32>> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple %{{.*}}, %{{.*}}, %{{.*}} : tuple<tuple<>, tuple<>, tensor<i32>>
// CHECK: return %{{.*}} : tuple<tuple<>, tuple<>, tensor<i32>>

// test_graph_single
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_tuple
// CHECK-LABEL: func.func @main() -> tuple<tensor<i32>> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple %{{.*}} : tuple<tensor<i32>>
// CHECK: return %{{.*}} : tuple<tensor<i32>>
// CHECK-LABEL: func.func @main() -> tuple<tensor<i32>, tensor<i32>, tensor<i32>> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<2> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple %{{.*}}, %{{.*}}, %{{.*}} : tuple<tensor<i32>, tensor<i32>, tensor<i32>>
// CHECK: return %{{.*}} : tuple<tensor<i32>, tensor<i32>, tensor<i32>>

// test_func
// CHECK-LABEL: func.func @main() -> (() -> tensor<i32>) {
// CHECK: %{{.*}} = relay.fn () -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : () -> tensor<i32>
// CHECK-LABEL: func.func @main() -> ((tensor<i32>) -> tensor<i32>) {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: relay.yield %arg0 : tensor<i32>
// CHECK: return %{{.*}} : (tensor<i32>) -> tensor<i32>

// test_defn
// CHECK-LABEL: func.func @id(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32> {
// CHECK: return %arg0 : tensor<i32>

// test_recursive_call
// CHECK-LABEL: func.func @id(%arg0: tensor<i32> {relay.name = "x"}) -> tensor<i32> {
// CHECK: %{{.*}} = call @id(%arg0) : (tensor<i32>) -> tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>

// test_ifelse
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<true> : tensor<i1>
// CHECK: %{{.*}} = relay.if %{{.*}} : tensor<i1> -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>

// test_call
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: relay.yield %arg0 : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<10> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<10> : tensor<i32>
// CHECK: %{{.*}} = relay.call %{{.*}}(%{{.*}}) : (tensor<i32>) -> tensor<i32>
// CHECK: %{{.*}} = relay.multiply %{{.*}}, %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.fn () -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.call %{{.*}}() : () -> tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: relay.yield %arg0 : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.call %{{.*}}(%{{.*}}) : (tensor<i32>) -> tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK: %{{.*}} = relay.multiply %arg0, %arg1 : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.call %{{.*}}(%{{.*}}, %{{.*}}) : (tensor<i32>, tensor<i32>) -> tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: relay.yield %arg0 : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.call %{{.*}}(%{{.*}}) : (tensor<i32>) -> tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>
// The curried closure: %y's type is solved from `%curried_mult(0)(0)`; both
// calls of the outer closure return the inner one.
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK-NEXT: %[[CM:.*]] = relay.fn (%[[X:.*]]: tensor<i32>) -> ((tensor<i32>) -> tensor<i32>) {
// CHECK-NEXT:   %[[IN:.*]] = relay.fn (%[[Y:.*]]: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:     %[[M:.*]] = relay.multiply %[[X]], %[[Y]] : tensor<i32>
// CHECK-NEXT:     relay.yield %[[M]] : tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   relay.yield %[[IN]] : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[Z0:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK-NEXT: %{{.*}} = relay.call %[[CM]](%[[Z0]]) : (tensor<i32>) -> ((tensor<i32>) -> tensor<i32>)
// CHECK-NEXT: %[[Z1:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[G:.*]] = relay.call %[[CM]](%[[Z1]]) : (tensor<i32>) -> ((tensor<i32>) -> tensor<i32>)
// CHECK-NEXT: %[[Z2:.*]] = relay.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R:.*]] = relay.call %[[G]](%[[Z2]]) : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: return %[[R]] : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.abs %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>

// test_incomplete_type
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_function_type
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.fn () -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.fn (%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_tuple_type
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple %{{.*}} : tuple<tensor<i32>>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>
// CHECK-LABEL: func.func @main() -> tuple<> {
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: %{{.*}} = relay.tuple %{{.*}}, %{{.*}} : tuple<tensor<i32>, tensor<i32>>
// CHECK: %{{.*}} = relay.tuple : tuple<>
// CHECK: return %{{.*}} : tuple<>

// test_parse_if_in_binding
// CHECK-LABEL: func.func @example(%arg0: tensor<i1> {relay.name = "b"}) -> tensor<i32> {
// CHECK: %{{.*}} = relay.if %arg0 : tensor<i1> -> tensor<i32> {
// CHECK: %{{.*}} = relay.constant dense<1> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: %{{.*}} = relay.constant dense<0> : tensor<i32>
// CHECK: relay.yield %{{.*}} : tensor<i32>
// CHECK: return %{{.*}} : tensor<i32>

// test_op_string_attr
// CHECK-LABEL: func.func @main(%arg0: tensor<1x32x32x3xf32> {relay.name = "x"}, %arg1: tensor<1x1x3x3xf32> {relay.name = "y"}) -> tensor<1x32x32x3xf32> {
// CHECK: %{{.*}} = relay.nn.conv2d %arg0, %arg1 {data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>} : (tensor<1x32x32x3xf32>, tensor<1x1x3x3xf32>) -> tensor<1x32x32x3xf32>
// CHECK: return %{{.*}} : tensor<1x32x32x3xf32>

// test_call_attrs
// CHECK-LABEL: func.func @main(%arg0: tensor<2x4xf32> {relay.name = "p0"}, %arg1: tensor<2x4xf32> {relay.name = "p1"}) -> tensor<2x2xf32> {
// CHECK: %{{.*}} = relay.fn (%arg2: tensor<2x4xf32>, %arg3: tensor<2x4xf32>) -> tensor<2x2xf32> {
// CHECK: %{{.*}} = relay.nn.dense %arg2, %arg3 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: %{{.*}} = relay.nn.relu %{{.*}} : tensor<2x2xf32>
// CHECK: %{{.*}} = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %{{.*}} = relay.add %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
// CHECK: relay.yield %{{.*}} : tensor<2x2xf32>
// CHECK: %{{.*}} = relay.call %{{.*}}(%arg0, %arg1) {relay.call_attrs = {attrs_type_key = "attrs.TestAttrs", name = "func_call_attrs"}} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: return %{{.*}} : tensor<2x2xf32>

// test_tokenize_inf: relay.clip(x, -np.inf, np.inf) as AnnotateSpans prints
// CHECK-LABEL: func.func @main(%arg0: tensor<3x4xf32> {relay.name = "x"}) -> tensor<3x4xf32> {
// CHECK: %{{.*}} = relay.clip %arg0 {a_max = 0x7FF0000000000000 : f64, a_min = 0xFFF0000000000000 : f64} : tensor<3x4xf32>
// CHECK: return %{{.*}} : tensor<3x4xf32>

// test_func_attrs
// CHECK-LABEL: func.func private @fused_reshape(%arg0: tensor<2x3xf32>) -> tensor<6xf32> attributes {relay.fn_attrs = {relay.reshape_only = 1 : i32}, relay.primitive} {
// CHECK: %{{.*}} = relay.reshape %arg0 {newshape = array<i64: -1>} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK: return %{{.*}} : tensor<6xf32>
// CHECK-LABEL: func.func @main() -> ((tensor<2x3xf32>) -> tensor<6xf32>) {
// CHECK: %{{.*}} = constant @fused_reshape : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK: return %{{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>

// test_init_module_and_metatable: the init module's @f is written out and
// CHECK-LABEL: func.func @f(%arg0: tensor<2x3xf32> {relay.name = "y"}) -> tensor<2x3xf32> {
// CHECK: %{{.*}} = relay.negative %arg0 : tensor<2x3xf32>
// CHECK: return %{{.*}} : tensor<2x3xf32>
// CHECK-LABEL: func.func @main(%arg0: tensor<2x3xf32> {relay.name = "x"}) -> tensor<2x3xf32> {
// CHECK: %{{.*}} = call @f(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %{{.*}} = relay.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK: %{{.*}} = relay.add %{{.*}}, %{{.*}} : tensor<2x3xf32>
// CHECK: return %{{.*}} : tensor<2x3xf32>

// test_ref
// CHECK-LABEL: func.func @main(%arg0: tensor<f32> {relay.name = "x"}) -> tensor<f32> {
// CHECK-NEXT: %[[R:.*]] = relay.ref_create %arg0 : tensor<f32> -> !relay.ref<tensor<f32>>
// CHECK-NEXT: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %{{.*}} = relay.ref_write %[[R]], %[[ONE]] : !relay.ref<tensor<f32>>, tensor<f32>
// CHECK-NEXT: %[[V:.*]] = relay.ref_read %[[R]] : !relay.ref<tensor<f32>> -> tensor<f32>
// CHECK-NEXT: return %[[V]] : tensor<f32>
