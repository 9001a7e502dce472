//===- Passes.td - Relay transformation passes -------------*- tablegen -*-===//

#ifndef RELAY_TRANSFORMS_PASSES_TD
#define RELAY_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def RelayInferTypePass : Pass<"relay-infer-type", "mlir::ModuleOp"> {
  let summary = "Refine result types with the operators' type relations";
  let description = [{
    The counterpart of TVM's InferType. After argument shapes are specialised
    (a `?` dimension made static), every operator's result type is recomputed
    from its operands by its type relation and refined where the relation
    knows more than the declared type. Refinement flows through tuples,
    `relay.if`, closures (`relay.fn` / `relay.call`), function results and
    calls of global functions. An operator whose relation fails on the new
    operand types reports the error at its location.

    Uses by operations outside the relay dialect that require exact types keep
    the old type through a `tensor.cast`.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def RelayLambdaLiftPass : Pass<"relay-lambda-lift", "mlir::ModuleOp"> {
  let summary = "Lift closures (relay.fn) to private global functions";
  let description = [{
    The counterpart of TVM's LambdaLift. Every `relay.fn` whose value is only
    applied by `relay.call` becomes a private `func.func` named
    `<enclosing function>_lifted_<n>`, taking the values it captured as
    leading parameters; each `relay.call` of it becomes a `func.call` that
    passes them. Inner closures are lifted first. A closure whose value
    escapes (is returned, stored in a tuple, passed to another function) is
    lifted too when it captures nothing, and its value becomes a
    `func.constant`; one that captures values stays as it is, since that needs
    a closure object.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // RELAY_TRANSFORMS_PASSES_TD
