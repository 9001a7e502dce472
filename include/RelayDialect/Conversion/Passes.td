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
    function boundaries), `relay.if` becomes `scf.if`, and closures whose
    callee is known are lifted to private functions called with `func.call`.
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
