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
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
  let hasConstantMaterializer = 1;

  // The attributes the dialect attaches to operations of other dialects
  // (mostly `func.func`), each verified by verifyOperationAttribute.
  let discardableAttrs = (ins
    // A fused group made by -relay-fuse-ops (TVM's `Primitive=1`).
    "::mlir::UnitAttr":$primitive,
    // A function for an external compiler (TVM's `Compiler="dnnl"`).
    "::mlir::StringAttr":$compiler,
    // A function matched by a composite pattern (TVM's `Composite=...`).
    "::mlir::StringAttr":$composite,
    // The symbol an external function is emitted under (`global_symbol`).
    "::mlir::StringAttr":$global_symbol,
    // Any other Relay function attribute, kept for the exporter.
    "::mlir::DictionaryAttr":$fn_attrs,
    // The type parameters of a generic definition (strings).
    "::mlir::ArrayAttr":$type_params,
    // An instance of a generic definition: its name and type arguments.
    "::mlir::StringAttr":$instance_of,
    "::mlir::ArrayAttr":$type_args,
    // Attributes of a call of a closure or global (TVM's call attrs).
    "::mlir::DictionaryAttr":$call_attrs,
    // The Relay-level signature of a lowered entry function, read by
    // relay-run.
    "::mlir::TypeAttr":$signature,
    // A function argument's Relay parameter name (`%data` is "data"), an
    // argument attribute: bind_params, relay-run's `--input name=` and the
    // exporter find parameters by it.
    "::mlir::StringAttr":$name
  );
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();

    /// Whether `function` is a fused (`relay.primitive`), external
    /// (`relay.compiler`) or composite (`relay.composite`) function: passes
    /// keep it whole, as TVM does. A composite function is one pattern match
    /// that an external code generator maps to one kernel, so fusing into it,
    /// inlining it or rewriting its operators would break the match.
    static bool isFusedOrExternal(::mlir::Operation *function) {
      return function->hasAttr(PrimitiveAttrHelper::getNameStr()) ||
             function->hasAttr(CompilerAttrHelper::getNameStr()) ||
             function->hasAttr(CompositeAttrHelper::getNameStr());
    }
  }];
}

#endif // RELAY_DIALECT_TD
