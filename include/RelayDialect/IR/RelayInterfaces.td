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

def RelayTupleOperandsInterface : OpInterface<"RelayTupleOperandsInterface"> {
  let cppNamespace = "::mlir::relay";
  let description = [{
    An operator whose TVM call takes some arguments as one `Tuple` while the
    dialect takes them as variadic operands: `concatenate((%a, %b))` is
    `relay.concatenate %a, %b`. Each ODS operand group is one argument of
    the TVM call; the importer, the exporter and FuseOps's graph read the
    correspondence from here.
  }];
  let methods = [
    StaticInterfaceMethod<[{
        For each ODS operand group in order, whether TVM passes it as one
        tuple argument.
      }],
      "::llvm::ArrayRef<bool>", "getTupleOperandGroups">,
    InterfaceMethod<[{
        The operand range (start, size) of ODS operand group `index`.
      }],
      "std::pair<unsigned, unsigned>", "getOperandGroup",
      (ins "unsigned":$index), [{}], [{
        return $_op.getODSOperandIndexAndLength(index);
      }]>
  ];
}

// Marks the operators of TVM's op registry (every op built from
// Relay_TensorOp), as opposed to the structural expressions (constant, tuple,
// if, fn, call, references).
def Relay_TvmOperator : NativeOpTrait<"TvmOperator"> {
  let cppNamespace = "::mlir::relay";
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

// An op whose pattern kind depends on its operands or attributes.
def Relay_DynamicPatternKind
    : DeclareOpInterfaceMethods<RelayOpPatternInterface>;

#endif // RELAY_INTERFACES_TD
