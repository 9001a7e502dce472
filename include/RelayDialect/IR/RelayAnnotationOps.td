//===- RelayAnnotationOps.td - Annotations -----------------*- tablegen -*-===//
//
// TVM's src/relay/op/annotation/annotation.cc and the quantizer's
// simulated_quantize (src/relay/quantize/quantize.cc).
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_ANNOTATION_OPS_TD
#define RELAY_ANNOTATION_OPS_TD

class Relay_AnnotationOp<string mnemonic, dag extraAttrs = (ins)>
    : Relay_UnaryOp<mnemonic, Relay_Value, Relay_Opaque> {
  let arguments = !con((ins Relay_Value:$data), extraAttrs);
  let results = (outs Relay_Value:$result);
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      inferred.push_back(adaptor.getData().getType());
      return ::mlir::success();
    }
  }];
}

def Relay_CompilerBeginOp : Relay_AnnotationOp<"annotation.compiler_begin",
                                               (ins StrAttr:$compiler)> {
  let summary = "marks the start of a region offloaded to `compiler` (BYOC)";
  let description = [{
    TVM's `annotation.compiler_begin`, a marker of Bring Your Own Codegen:
    `data` enters a region that the external compiler named by `compiler`
    (e.g. "dnnl") will compile. TVM's AnnotateTarget places one on every
    input of an operator the external compiler supports, and
    `annotation.compiler_end` on its result; MergeCompilerRegions joins
    neighbouring regions of the same compiler, and PartitionGraph outlines
    each region into a function for that compiler and removes the markers.
    The value passes through unchanged: it may be any Relay value, and the
    result has its type. It is opaque to fusion.

    ```mlir
    %0 = relay.annotation.compiler_begin %x {compiler = "dnnl"}
        : tensor<1x8xf32>
    %1 = relay.nn.relu %0 : tensor<1x8xf32>
    %2 = relay.annotation.compiler_end %1 {compiler = "dnnl"}
        : tensor<1x8xf32>
    ```
  }];
}
def Relay_CompilerEndOp : Relay_AnnotationOp<"annotation.compiler_end",
                                             (ins StrAttr:$compiler)> {
  let summary = "marks the end of a region offloaded to `compiler` (BYOC)";
  let description = [{
    TVM's `annotation.compiler_end`: `data` leaves a region that the
    external compiler named by `compiler` will compile; it pairs with the
    `annotation.compiler_begin` markers on the region's inputs (see there
    for the passes that place and consume them). The value passes through
    unchanged: it may be any Relay value, and the result has its type. It
    is opaque to fusion.

    ```mlir
    %0 = relay.annotation.compiler_end %t {compiler = "ccompiler"}
        : tuple<tensor<2xf32>, tensor<?x3xi8>>
    ```
  }];
}
def Relay_StopFusionOp : Relay_AnnotationOp<"annotation.stop_fusion"> {
  let summary = "a barrier that FuseOps does not fuse across";
  let description = [{
    TVM's `annotation.stop_fusion`: passes `data` through unchanged, but
    is opaque to `-relay-fuse-ops`, so the producer of `data` and its
    consumers end up in different fused functions. TVM's quantizer places
    it to keep the quantized parts of a graph apart. The value may be any
    Relay value, and the result has its type.

    ```mlir
    %0 = relay.exp %x : tensor<4x4xf32>
    %1 = relay.annotation.stop_fusion %0 : tensor<4x4xf32>
    %2 = relay.log %1 : tensor<4x4xf32>
    ```
  }];
}

def Relay_CastHintOp : Relay_AnnotationOp<"annotation.cast_hint",
                                       (ins TypeAttrOf<Relay_ElementType>:$dtype)> {
  let summary = "marks where the quantizer stores a value as `dtype`";
  let description = [{
    TVM's `annotation.cast_hint`, placed by the quantizer's partitioning
    (`-relay-quantize-annotate`) where a value leaves a low-precision
    section: `-relay-quantize-realize` turns it into a `relay.cast` of the
    quantized integers to `dtype` (usually `i8`). On other values it passes
    `data` through unchanged, and the result has its type. It is opaque to
    fusion.

    ```mlir
    %0 = relay.annotation.cast_hint %x {dtype = i8} : tensor<1x8xf32>
    ```
  }];
}

def Relay_SimulatedQuantizeOp : Relay_FunctionalOp<
    "op.annotation.simulated_quantize", Relay_ElemWise> {
  let summary = "simulates quantization in float during calibration";
  let description = [{
    `kind` is TVM's QAnnotateKind: 1 input, 2 weight, 3 activation.
    `dom_scale`, `clip_min` and `clip_max` are scalar operands.

    The node TVM's automatic quantizer (`relay.quantize`: annotate,
    calibrate, realize) puts where a value will be quantized. It computes
    in float what the integer program will: `round(clip(data / dom_scale,
    clip_min, clip_max)) * dom_scale`, where `dom_scale` is the scale
    calibration chose and `[clip_min, clip_max]` the integer range of the
    target type; kind 0 (IDENTITY) passes `data` through. Realize later
    turns it into real casts and integer arithmetic. `sign` (default true)
    says whether the target type is signed and `rounding` (default
    "round"; "floor" and "ceil" are accepted) how to round; TVM's own
    compute implements only the defaults. The three scalar operands are
    `f32`; `data` is a float tensor of rank 1 or more, and the result has
    its type (TVM's SimulatedQuantizeRel).

    ```mlir
    %0 = relay.op.annotation.simulated_quantize %x, %scale, %lo, %hi
        {kind = 1 : i64}
        : (tensor<1x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>)
        -> tensor<1x16xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_ScalarTensor:$dom_scale,
                   Relay_ScalarTensor:$clip_min, Relay_ScalarTensor:$clip_max,
                   I64Attr:$kind, Relay_BoolTrue:$sign,
                   Relay_EnumDefault<Relay_QuantizeRoundingAttr,
                                     "Round">:$rounding);
  let results = (outs Relay_FloatTensor:$result);
  let hasVerifier = 1;
}

#endif // RELAY_ANNOTATION_OPS_TD
