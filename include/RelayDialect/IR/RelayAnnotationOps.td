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
}
def Relay_CompilerEndOp : Relay_AnnotationOp<"annotation.compiler_end",
                                             (ins StrAttr:$compiler)> {
  let summary = "marks the end of a region offloaded to `compiler` (BYOC)";
}
def Relay_StopFusionOp : Relay_AnnotationOp<"annotation.stop_fusion"> {
  let summary = "a barrier that FuseOps does not fuse across";
}

def Relay_SimulatedQuantizeOp : Relay_FunctionalOp<
    "op.annotation.simulated_quantize", Relay_ElemWise> {
  let summary = "simulates quantization in float during calibration";
  let description = [{
    `kind` is TVM's QAnnotateKind: 1 input, 2 weight, 3 activation.
    `dom_scale`, `clip_min` and `clip_max` are scalar operands.
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
