//===- RelayDialect.td - Relay dialect definition ----------*- tablegen -*-===//
//
// The `relay` dialect: TVM's Relay IR as an MLIR dialect.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_DIALECT_TD
#define RELAY_DIALECT_TD

include "mlir/IR/OpBase.td"

def Relay_Dialect : Dialect {
  let name = "relay";
  let cppNamespace = "::mlir::relay";
  let summary = "TVM's Relay IR: a functional, statically typed IR for deep learning";
  let description = [{
    The `relay` dialect models TVM's Relay IR (reference: TVM v0.13.0). Operator
    names are TVM's operator names (`nn.conv2d` becomes `relay.nn.conv2d`),
    attribute names and defaults are the fields of TVM's attribute structs, and
    every operator carries TVM's op pattern kind, which drives operator fusion.

    Relay tensors are builtin ranked tensors (a `?` dimension is Relay's `Any`),
    tuples are builtin tuples and closures have builtin function types; Relay's
    reference cells have the dialect's own `!relay.ref<T>`. Relay `let`
    bindings become plain SSA values; global functions are `func.func`.

    TVM's string modes are enum attributes that print as TVM's strings
    (`rounding = #relay.rounding<UPWARD>`, `pad_mode = #relay.pad_mode<edge>`)
    and layouts are `#relay.layout<NCHW16c>`, so an invalid mode or layout
    is rejected when the IR is parsed or built.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
  let hasConstantMaterializer = 1;
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

#endif // RELAY_DIALECT_TD
