//===- Passes.td - Relay conversion passes -----------------*- tablegen -*-===//

#ifndef RELAY_CONVERSION_PASSES_TD
#define RELAY_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertRelayToLinalgPass : Pass<"convert-relay-to-linalg", "mlir::ModuleOp"> {
  let summary = "Lower relay operators to linalg, tensor, arith and math on tensors";
  let description = [{
    Every relay operator becomes upstream ops on tensors: `linalg` named ops
    where they exist (matmul, batch_matmul, convolutions, pooling), else
    `linalg.generic` / `linalg.reduce` / `linalg.transpose`, plus `tensor`,
    `arith` and `math`. Broadcasting follows Relay (NumPy rules); a dynamic
    extent is assumed to match the result's extent (it is never a runtime 1
    that broadcasts).

    Relay's structure is lowered too: tuples are flattened (also across
    function boundaries) and `relay.if` becomes `scf.if`. Closures
    (`relay.fn`, `relay.call`) are not: run `-relay-lambda-lift` and
    `-relay-defunctionalize` first, as the `relay-to-linalg` pipeline does;
    a remaining closure fails to legalize. Batch/layer/instance/group norms
    and dropout are first decomposed with SimplifyInference's patterns.
    Unsigned element types become signless; the signedness lives on in the
    arithmetic chosen for each op.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // RELAY_CONVERSION_PASSES_TD
