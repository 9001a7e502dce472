//===- RelayTypes.td - Relay types -------------------------*- tablegen -*-===//
//
// The types of Relay that have no builtin counterpart. Tensors, tuples and
// function types are builtin (see RelayBase.td); what remains is Relay's
// RefType (include/tvm/relay/type.h in TVM v0.13), the type of a mutable
// reference cell, and TypeVar, a type parameter of a generic function.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TYPES_TD
#define RELAY_TYPES_TD

include "RelayDialect/IR/RelayDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Relay_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Relay_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Relay_RefType : Relay_Type<"Ref", "ref"> {
  let summary = "a mutable reference cell holding a Relay value (RefType)";
  let description = [{
    The type of the values that `relay.ref_create` makes: a cell that holds a
    value of type `valueType` (a tensor, tuple, function or reference) and that
    `relay.ref_read` / `relay.ref_write` read and overwrite. TVM prints it as
    `ref(T)` in type comments.

    ```mlir
    !relay.ref<tensor<f32>>
    ```
  }];
  let parameters = (ins "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$valueType), [{
      return $_get(valueType.getContext(), valueType);
    }]>
  ];
  let skipDefaultBuilders = 1;
}

def Relay_TypeVarType : Relay_Type<"TypeVar", "type_var"> {
  let summary = "a type parameter of a generic function (Relay's TypeVar)";
  let description = [{
    The type `A` of `def @id[A](%x: A) -> A { %x }`: a function whose
    `relay.type_params` attribute lists `A` may use it in its signature and
    pass such values on. It is for import, export and round trips of
    generic Relay functions; calls of generic functions (which need type
    instantiation) and operators on type-variable values are not supported.

    ```mlir
    func.func @id(%x: !relay.type_var<"A">) -> !relay.type_var<"A">
        attributes {relay.type_params = ["A"]} {
      return %x : !relay.type_var<"A">
    }
    ```
  }];
  let parameters = (ins StringRefParameter<"the name">:$name);
  let assemblyFormat = "`<` $name `>`";
}

#endif // RELAY_TYPES_TD
