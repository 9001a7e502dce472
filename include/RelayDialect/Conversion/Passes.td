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
    arithmetic chosen for each op. Dynamic extents that Relay requires to
    agree are checked at run time (`cf.assert`); an integer division by a
    constant zero (or a constant INT_MIN / -1) is an error.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertRelayToDnnlPass : Pass<"convert-relay-to-dnnl", "mlir::ModuleOp"> {
  let summary = "Lower `relay.compiler = \"dnnl\"` functions to oneDNN runtime calls";
  let description = [{
    The dnnl external target of Relay's BYOC flow. The body of every
    function marked `relay.compiler = "dnnl"` (the output of partitioning)
    becomes calls of the oneDNN runtime's C entry points
    (`include/RelayDialect/Runtime/DnnlRuntime.h`, `libRelayRuntime`): each
    tensor operand is read in place through `bufferization.to_buffer
    read_only`, each result gets a fresh `memref.alloc`, both cast to
    `memref<*xf32>` and passed with MLIR's C interface, and the result is a
    `bufferization.to_tensor restrict writable` of the buffer. The function
    keeps its tensor signature, so one-shot bufferization joins it with the
    rest of the module. Every call gets a call-site id (the runtime caches
    its oneDNN primitive under it) and a string naming the operator and the
    function for the runtime's error messages.

    Supported: `nn.conv2d` (NCHW/OIHW, strides, padding, dilation, groups),
    `nn.dense` (2-D), `nn.batch_norm` with its `tuple_get_item`s, max/avg
    and global pooling (NCHW), `nn.relu`, `nn.leaky_relu`, `sigmoid`,
    `tanh`, `clip`, `exp`, `log`, `sqrt`, `abs`, `negative`, `add`,
    `subtract`, `multiply`, `divide`, `maximum`, `minimum` (the second
    operand may broadcast, or either for the commutative ones),
    `nn.bias_add`, `nn.softmax`, `nn.log_softmax`, `concatenate` and
    constants, on statically shaped f32 tensors. A call of a composite
    function (`relay.composite`, e.g. `dnnl.conv2d_bias_relu`) whose body is
    a convolution or dense, then optionally a per-channel bias, a summand of
    the result's shape and an element-wise operation, becomes one oneDNN
    primitive with post-ops; other composites are inlined and lowered op by
    op. Composite functions left without callers are erased.

    Anything else in a dnnl function (another operator, dynamic shapes,
    other element types or layouts, a call of a non-composite function) is
    an error naming the operator and the function. Functions for other
    compilers are left alone; they run as ordinary functions.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // RELAY_CONVERSION_PASSES_TD
