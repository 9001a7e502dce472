//===- RelayInterfaces.td - Relay op interfaces ------------*- tablegen -*-===//

#ifndef RELAY_INTERFACES_TD
#define RELAY_INTERFACES_TD

include "mlir/IR/OpBase.td"

def RelayOpPatternInterface : OpInterface<"RelayOpPatternInterface"> {
  let cppNamespace = "::mlir::relay";
  let description = [{
    Exposes TVM's `TOpPattern` attribute of an operator: how the operator can be
    fused with its neighbours (element-wise, broadcast, injective, reduction,
    output-element-wise-fusable, tuple or opaque). FuseOps reads it; an operation
    that does not implement this interface is treated as `kOpaque`.
  }];
  let methods = [
    InterfaceMethod<"Returns TVM's op pattern kind of this operation.",
      "::mlir::relay::OpPatternKind", "getOpPatternKind">
  ];
}

// Attaches a fixed pattern kind to an op class; the kind is one of the
// enumerators of OpPatternKind (kElemWise, kBroadcast, ...).
class Relay_PatternKind<string kind>
    : ParamNativeOpTrait<"HasOpPatternKind",
                         "::mlir::relay::OpPatternKind::" # kind> {
  let cppNamespace = "::mlir::relay";
}

def Relay_ElemWise : Relay_PatternKind<"kElemWise">;
def Relay_Broadcast : Relay_PatternKind<"kBroadcast">;
def Relay_Injective : Relay_PatternKind<"kInjective">;
def Relay_CommReduce : Relay_PatternKind<"kCommReduce">;
def Relay_OutEWiseFusable : Relay_PatternKind<"kOutEWiseFusable">;
def Relay_TuplePattern : Relay_PatternKind<"kTuple">;
def Relay_Opaque : Relay_PatternKind<"kOpaque">;

#endif // RELAY_INTERFACES_TD
