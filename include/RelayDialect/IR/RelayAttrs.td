//===- RelayAttrs.td - Relay enums and attributes ----------*- tablegen -*-===//

#ifndef RELAY_ATTRS_TD
#define RELAY_ATTRS_TD

include "mlir/IR/EnumAttr.td"

// TVM's OpPatternKind (include/tvm/relay/op_attr_types.h), with TVM's values.
def Relay_OpPatternKind : I32Enum<"OpPatternKind", "TVM operator pattern kind", [
  I32EnumCase<"kElemWise", 0, "ElemWise">,
  I32EnumCase<"kBroadcast", 1, "Broadcast">,
  I32EnumCase<"kInjective", 2, "Injective">,
  I32EnumCase<"kCommReduce", 3, "CommReduce">,
  I32EnumCase<"kOutEWiseFusable", 4, "OutEWiseFusable">,
  I32EnumCase<"kTuple", 7, "Tuple">,
  I32EnumCase<"kOpaque", 8, "Opaque">
]> {
  let cppNamespace = "::mlir::relay";
}

#endif // RELAY_ATTRS_TD
