// RUN: relay-translate --export-relay -split-input-file %s | FileCheck %s

// Graph form with `/* ty=... */` comments; parameter names from name
// locations; the last op inline as the body's value.
// CHECK-LABEL: #[version = "0.0.5"]
// CHECK-NEXT: def @mlp(%x: Tensor[(8, 16), float32], %w: Tensor[(4, 16), float32], %b: Tensor[(4), float32]) -> Tensor[(8, 4), float32] {
// CHECK-NEXT:   %0 = nn.dense(%x, %w, units=4) /* ty=Tensor[(8, 4), float32] */;
// CHECK-NEXT:   %1 = nn.bias_add(%0, %b) /* ty=Tensor[(8, 4), float32] */;
// CHECK-NEXT:   nn.softmax(%1) /* ty=Tensor[(8, 4), float32] */
// CHECK-NEXT: }
func.func @mlp(%x: tensor<8x16xf32> loc("x"), %w: tensor<4x16xf32> loc("w"), %b: tensor<4xf32> loc("b")) -> tensor<8x4xf32> {
  %0 = relay.nn.dense %x, %w {units = 4 : i64} : (tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<8x4xf32>
  %1 = relay.nn.bias_add %0, %b : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  %2 = relay.nn.softmax %1 : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}

// -----

// Scalars of TVM's simple dtypes are literals; constants used twice are
// bound; other constants go to the metadata section.
// CHECK-LABEL: def @constants(%p0: Tensor[(2), float32]) -> (Tensor[(2), float32], int64, float16, float64, bool, int32, Tensor[(2), float32], int8) {
// CHECK-NEXT:   %0 = add(%p0, 1.5f) /* ty=Tensor[(2), float32] */;
// CHECK-NEXT:   %1 = -7i64;
// CHECK-NEXT:   %2 = multiply(%0, meta[relay.Constant][0]) /* ty=Tensor[(2), float32] */;
// CHECK-NEXT:   (%2, %1, 0.25f16, 0.1f64, True, -3, meta[relay.Constant][0], meta[relay.Constant][1]) /* ty=
// CHECK: #[metadata]
// CHECK-NEXT: {
// CHECK-NEXT:   "root": 1,
// CHECK:        "keys": [
// CHECK-NEXT:     "relay.Constant"
// CHECK:        "type_key": "relay.Constant",
// CHECK:        "type_key": "relay.Constant",
// CHECK:        "type_key": "VirtualDevice",
// CHECK:      "b64ndarrays": [
// CHECK-NEXT:   "P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQACAAAAAAAAAAgAAAAAAAAAAAAAQAAAQEA=",
// CHECK-NEXT:   "P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAAAAAAAIAQABAAAAAAAAAP8="
// CHECK:      "attrs": {
// CHECK-NEXT:   "tvm_version": "0.13.0"
func.func @constants(%x: tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<i64>, tensor<f16>, tensor<f64>, tensor<i1>, tensor<i32>, tensor<2xf32>, tensor<i8>> {
  %c0 = relay.constant dense<1.5> : tensor<f32>
  %0 = relay.add %x, %c0 : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %c1 = relay.constant dense<-7> : tensor<i64>
  %c2 = relay.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %1 = relay.multiply %0, %c2 : tensor<2xf32>
  %c3 = relay.constant dense<0.25> : tensor<f16>
  %c4 = relay.constant dense<0.1> : tensor<f64>
  %c5 = relay.constant dense<true> : tensor<i1>
  %c6 = relay.constant dense<-3> : tensor<i32>
  %c7 = relay.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %c8 = relay.constant dense<-1> : tensor<i8>
  %2 = relay.tuple %1, %c1, %c3, %c4, %c5, %c6, %c7, %c8 : tuple<tensor<2xf32>, tensor<i64>, tensor<f16>, tensor<f64>, tensor<i1>, tensor<i32>, tensor<2xf32>, tensor<i8>>
  return %2 : tuple<tensor<2xf32>, tensor<i64>, tensor<f16>, tensor<f64>, tensor<i1>, tensor<i32>, tensor<2xf32>, tensor<i8>>
}

// -----

// Attributes in TVM's syntax, defaults omitted; tuple operands as tuples.
// CHECK-LABEL: def @attrs(%p0: Tensor[(1, 3, 8, 8), float32], %p1: Tensor[(4, 3, 3, 3), float32], %p2: Tensor[(4), float32]) -> Tensor[(1, 4, 4, 4), float32] {
// CHECK-NEXT: %0 = nn.conv2d(%p0, %p1, channels=4, kernel_size=[3, 3], out_dtype="float32", padding=[1, 1, 1, 1], strides=[2, 2]) /* ty=Tensor[(1, 4, 4, 4), float32] */;
// CHECK-NEXT: %1 = nn.batch_norm(%0, %p2, %p2, %p2, %p2, epsilon=2e-05f, scale=False)
// CHECK-NEXT: %2 = %1.0 /* ty=Tensor[(1, 4, 4, 4), float32] */;
// CHECK-NEXT: %3 = nn.pad(%2, 0f, pad_mode="edge", pad_width={{\[}}[0, 0], [0, 0], [1, 1], [2, 0]])
// CHECK-NEXT: %4 = concatenate((%3, %3), axis=1)
// CHECK-NEXT: %5 = cast(%4, dtype="uint8")
// CHECK-NEXT: %6 = split(%5, axis=3, indices_or_sections=[1, 3])
// CHECK-NEXT: %7 = clip(%2, a_max=inff, a_min=-1f)
// CHECK-NEXT: relay.op.annotation.simulated_quantize(%7, 1f, -1f, 1f, kind=2, rounding="floor")
func.func @attrs(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = relay.nn.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilation = array<i64: 1, 1>, groups = 1 : i64, channels = 4 : i64, kernel_size = array<i64: 3, 3>, out_dtype = f32} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32>
  %1 = relay.nn.batch_norm %0, %g, %g, %g, %g {epsilon = 2.0e-05 : f64, scale = false} : (tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tuple<tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>>
  %2 = relay.tuple_get_item %1[0] : tuple<tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>> -> tensor<1x4x4x4xf32>
  %zero = relay.constant dense<0.0> : tensor<f32>
  %3 = relay.nn.pad %2, %zero {pad_width = array<i64: 0, 0, 0, 0, 1, 1, 2, 0>, pad_mode = #relay.pad_mode<edge>} : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x4x6x6xf32>
  %4 = relay.concatenate %3, %3 {axis = 1 : i64} : (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) -> tensor<1x8x6x6xf32>
  %5 = relay.cast %4 {dtype = ui8} : tensor<1x8x6x6xf32> -> tensor<1x8x6x6xui8>
  %6 = relay.split %5 {indices_or_sections = array<i64: 1, 3>, axis = 3 : i64} : (tensor<1x8x6x6xui8>) -> tuple<tensor<1x8x6x1xui8>, tensor<1x8x6x2xui8>, tensor<1x8x6x3xui8>>
  %7 = relay.clip %2 {a_min = -1.0 : f64, a_max = 0x7FF0000000000000 : f64} : tensor<1x4x4x4xf32>
  %s = relay.constant dense<1.0> : tensor<f32>
  %lo = relay.constant dense<-1.0> : tensor<f32>
  %hi = relay.constant dense<1.0> : tensor<f32>
  %8 = relay.op.annotation.simulated_quantize %7, %s, %lo, %hi {kind = 2 : i64, rounding = #relay.quantize_rounding<floor>} : (tensor<1x4x4x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x4x4x4xf32>
  return %8 : tensor<1x4x4x4xf32>
}

// -----

// Layouts are TVM's layout strings; an absent out_layout is not printed.
// CHECK-LABEL: def @layouts(%p0: Tensor[(1, 4, 8, 8), float32]) -> Tensor[(1, 1, 1, 2, 2), float32] {
// CHECK-NEXT: %0 = nn.max_pool2d(%p0, out_layout="NHWC", pool_size=[1, 1])
// CHECK-NEXT: %1 = nn.global_avg_pool2d(%0, layout="NHWC")
// CHECK-NEXT: layout_transform(%1, dst_layout="NHWC2c", src_layout="NHWC")
func.func @layouts(%x: tensor<1x4x8x8xf32>) -> tensor<1x1x1x2x2xf32> {
  %0 = relay.nn.max_pool2d %x {pool_size = array<i64: 1, 1>, layout = #relay.layout<NCHW>, out_layout = #relay.layout<NHWC>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x8x4xf32>
  %1 = relay.nn.global_avg_pool2d %0 {layout = #relay.layout<NHWC>} : (tensor<1x8x8x4xf32>) -> tensor<1x1x1x4xf32>
  %2 = relay.layout_transform %1 {src_layout = #relay.layout<NHWC>, dst_layout = #relay.layout<"NHWC2c">} : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x2x2xf32>
  return %2 : tensor<1x1x1x2x2xf32>
}

// -----

// Control flow and closures; global functions as values.
// CHECK-LABEL: def @control(%c: bool, %x: Tensor[(4), float32]) -> Tensor[(4), float32] {
// CHECK-NEXT:   %1 = fn (%y: Tensor[(4), float32], tag="t") -> Tensor[(4), float32] {
// CHECK-NEXT:     %0 = add(%y, %x) /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:     negative(%0) /* ty=Tensor[(4), float32] */
// CHECK-NEXT:   };
// CHECK-NEXT:   %3 = if (%c) {
// CHECK-NEXT:     %2 = %1(%x, name="call") /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:     exp(%2) /* ty=Tensor[(4), float32] */
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %x
// CHECK-NEXT:   } /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:   %4 = @id /* ty=fn (Tensor[(4), float32]) -> Tensor[(4), float32] */;
// CHECK-NEXT:   %4(%3) /* ty=Tensor[(4), float32] */
// CHECK-NEXT: }
// CHECK-LABEL: def @id(%p0: Tensor[(4), float32]) -> Tensor[(4), float32] {
// CHECK-NEXT:   %p0
func.func @control(%c: tensor<i1> loc("c"), %x: tensor<4xf32> loc("x")) -> tensor<4xf32> {
  %f = relay.fn (%y: tensor<4xf32> loc("y")) -> tensor<4xf32> attributes {relay.fn_attrs = {tag = "t"}} {
    %0 = relay.add %y, %x : tensor<4xf32>
    %1 = relay.negative %0 : tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %0 = relay.call %f(%x) {relay.call_attrs = {name = "call"}} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = relay.exp %0 : tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  } else {
    relay.yield %x : tensor<4xf32>
  }
  %g = func.constant @id : (tensor<4xf32>) -> tensor<4xf32>
  %s = relay.call %g(%r) : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Private primitive and composite functions become closures bound at the
// top of their callers, named by global_symbol; a public external function
// stays a definition, as after TVM's PartitionGraph.
// CHECK-LABEL: def @main(%p0: Tensor[(4), float32]) -> Tensor[(4), float32] {
// CHECK-NEXT:   %1 = fn (%p1: Tensor[(4), float32], Primitive=1, global_symbol="fused_exp_add") -> Tensor[(4), float32] {
// CHECK-NEXT:     %0 = exp(%p1) /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:     add(%0, 1f) /* ty=Tensor[(4), float32] */
// CHECK-NEXT:   };
// CHECK-NEXT:   %2 = %1(%p0) /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:   %3 = %1(%2) /* ty=Tensor[(4), float32] */;
// CHECK-NEXT:   @dnnl_0(%3) /* ty=Tensor[(4), float32] */
// CHECK-NEXT: }
// CHECK-LABEL: def @dnnl_0(%p0: Tensor[(4), float32], Compiler="dnnl", global_symbol="dnnl_0") -> Tensor[(4), float32] {
// CHECK-NEXT:   %0 = fn (%p1: Tensor[(4), float32], Composite="dnnl.relu", global_symbol="composite_relu") -> Tensor[(4), float32] {
// CHECK-NEXT:     nn.relu(%p1) /* ty=Tensor[(4), float32] */
// CHECK-NEXT:   };
// CHECK-NEXT:   %0(%p0) /* ty=Tensor[(4), float32] */
// CHECK-NEXT: }
// CHECK-NOT: def @fused_exp_add
// CHECK-NOT: def @composite_relu
func.func private @fused_exp_add(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.primitive} {
  %0 = relay.exp %a : tensor<4xf32>
  %c = relay.constant dense<1.0> : tensor<f32>
  %1 = relay.add %0, %c : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @fused_exp_add(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @fused_exp_add(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = call @dnnl_0(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func private @composite_relu(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.composite = "dnnl.relu"} {
  %0 = relay.nn.relu %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @dnnl_0(%a: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"} {
  %0 = call @composite_relu(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Without the type comments.
// RUN: relay-translate --export-relay --export-relay-no-types -split-input-file %s | FileCheck %s --check-prefix=NOTYPES
// NOTYPES-LABEL: def @plain(%p0: Tensor[(2), float32]) -> Tensor[(2), float32] {
// NOTYPES-NEXT:   %0 = exp(%p0);
// NOTYPES-NEXT:   negative(%0)
// NOTYPES-NEXT: }
func.func @plain(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = relay.exp %x : tensor<2xf32>
  %1 = relay.negative %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
