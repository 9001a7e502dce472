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
    `func.constant`; one that captures values stays as it is, for
    `-relay-defunctionalize`.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
}

def RelayDefunctionalizePass : Pass<"relay-defunctionalize", "mlir::ModuleOp"> {
  let summary = "Closure conversion of escaping closures that capture values";
  let description = [{
    Runs after `-relay-lambda-lift`, on the closures it leaves: those that
    capture values and escape (are returned, passed to a function, stored in
    a tuple or chosen by `relay.if`). TVM's VM allocates a closure object at
    run time for them; a Relay module is a whole program, so here they are
    converted statically (Reynolds' defunctionalisation):

    - For each function type `T` of such a closure, its *variants* are every
      remaining `relay.fn` of type `T` and every function referenced as a
      value of type `T` (`func.constant`), numbered in program order.
    - A value of type `T` becomes a tuple `(tag: tensor<i32>, slots...)`:
      variant `k` has tag `k`, its captured values in its own slots and
      zeros in the other variants' slots. `T` is replaced by that tuple
      type everywhere in the module (signatures, branches, tuples).
    - Each closure body becomes a private function
      `<enclosing function>_closure_<n>` taking its captures, then its
      parameters; each `relay.call` of a value of type `T` becomes a
      `func.call` of a generated `closure_apply_<n>`, which selects the
      variant by its tag with `relay.if` and calls it.

    Function types captured by such closures are converted the same way. A
    closure type whose representation would contain itself (a closure
    capturing a value of its own type) is reported as unsupported.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
}

def RelayFuseOpsPass : Pass<"relay-fuse-ops", "mlir::ModuleOp"> {
  let summary = "Fuse operators into primitive functions (TVM's FuseOps)";
  let description = [{
    The counterpart of TVM's FuseOps. Every block of every function that is
    not primitive (`relay.primitive`), external (`relay.compiler`) or
    composite (`relay.composite`) is
    partitioned with TVM's algorithm: an indexed forward dataflow graph over
    the block's operations, its post-dominator tree (least common ancestors
    over the DAG), and three phases that merge an operation into the group of
    its immediate post-dominator according to the op pattern kinds on the way
    (out-element-wise-fusable anchors absorb element-wise consumers;
    element-wise and broadcast ops join injective or reduction sinks;
    injective ops and tuples join injective sinks; injective ops join
    intermediate tuples). A group grows to at most `max-depth` operations.

    Each group rooted at a relay operator, even a single one, is outlined into
    a `func.func private` with the `relay.primitive` attribute, named like
    TVM's lowered functions (`fused_nn_conv2d_add_nn_relu`, with `_1`, `_2`,
    ... on clashes) and called with `func.call`. Values from outside the
    group become parameters, except rank-0 `relay.constant`s, which are
    cloned inside. A group whose root yields a tuple returns its fields as
    separate results; the call site rebuilds the tuple with `relay.tuple`.

    `relay.annotation.stop_fusion` is a fusion barrier and is removed (a
    `tensor.cast` keeps a type it changed).
    Operations of other dialects, `relay.if`, `relay.fn`, `relay.call` and
    `func.call` are opaque, and no group extends across a region boundary:
    a value used inside a nested region is an output of its block.

    `fuse-opt-level=0` puts every operation in a group of its own, as TVM's
    opt level 0 does; any other level fuses. See docs/fusion.md.
  }];
  let options = [
    Option<"fuseOptLevel", "fuse-opt-level", "int", /*default=*/"2",
           "TVM's fuse_opt_level: 0 disables fusion, any positive level fuses">,
    Option<"maxDepth", "max-depth", "unsigned", /*default=*/"256",
           "The most operations in one fused group (TVM's "
           "relay.FuseOps.max_depth)">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::tensor::TensorDialect"];
}

def RelayPrintFusionGroupsPass
    : Pass<"relay-print-fusion-groups", "mlir::ModuleOp"> {
  let summary = "Print the groups FuseOps forms as a Graphviz graph";
  let description = [{
    Runs the partitioning of `-relay-fuse-ops` (same graph, same options)
    without rewriting anything, and prints each partitioned block as a
    Graphviz `digraph` to the standard output: one node per operation
    (labelled with the TVM op name and its pattern kind) or virtual tuple,
    the dataflow edges, and one cluster per group of two or more nodes,
    titled with the name FuseOps gives the primitive function. Render it
    with Graphviz: `relay-opt model.mlir -relay-print-fusion-groups
    -o /dev/null | dot -Tsvg > groups.svg`. The IR is left unchanged.
  }];
  let options = [
    Option<"fuseOptLevel", "fuse-opt-level", "int", /*default=*/"2",
           "As -relay-fuse-ops's fuse-opt-level">,
    Option<"maxDepth", "max-depth", "unsigned", /*default=*/"256",
           "As -relay-fuse-ops's max-depth">
  ];
}

def RelaySimplifyInferencePass
    : Pass<"relay-simplify-inference", "mlir::ModuleOp"> {
  let summary = "Rewrite training-style operators for inference (TVM's "
                "SimplifyInference)";
  let description = [{
    The counterpart of TVM's SimplifyInference. Operators that only need
    their inference form become plain arithmetic that later passes can fuse:

    - `relay.nn.batch_norm`: field 0 becomes `data * scale + shift` with
      `scale = 1 / sqrt(moving_var + epsilon) * gamma` (no `gamma` without
      `scale`) and `shift = -moving_mean * scale + beta` (no `beta` without
      `center`), both expanded along `axis` with `relay.expand_dims`;
      fields 1 and 2 become `moving_mean` and `moving_var`.
    - `relay.nn.dropout`: field 0 becomes the input; a use of the mask keeps
      the dropout, as in TVM.
    - `relay.nn.layer_norm`, `relay.nn.instance_norm`, `relay.nn.group_norm`:
      `(data - mean) / sqrt(variance + epsilon) * gamma + beta` with
      `relay.mean` / `relay.variance` over the normalised axes (for
      group_norm after reshaping the channels into `num_groups` groups), and
      `gamma` / `beta` expanded along `axis`.

    Operands need ranked types (group_norm a static shape); other operators
    are left alone. Primitive (`relay.primitive`), external
    (`relay.compiler`) and composite (`relay.composite`) functions are
    skipped: their operators are already grouped, or belong to another
    compiler.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// Bring Your Own Codegen (BYOC): --relay-partition runs these in order
//===----------------------------------------------------------------------===//

def RelayMergeCompositePass
    : Pass<"relay-merge-composite", "mlir::ModuleOp"> {
  let summary = "Outline matches of external targets' composite patterns "
                "(TVM's MergeComposite)";
  let description = [{
    The counterpart of TVM's MergeComposite with the pattern tables of the
    external targets named by `targets` (TVM's
    `relay.op.contrib.get_pattern_table`). A target's table is a list of
    PDLL patterns (lib/Transforms/Targets/<target>.pdll, compiled with
    `mlir-pdll` at build time); each pattern in turn, in the table's order,
    is applied to every function that is not primitive, external or
    composite, trying every operation as the root from the last to the
    first. A match becomes a private `func.func` named
    `composite_<name with dots as underscores>` (`_1`, `_2`, ... on clashes)
    with `relay.composite = "<name>"` (`"dnnl.conv2d_bias_relu"`), holding
    the matched operators; it is called with `func.call` where the match's
    root was. Its parameters are the values the match reads from outside,
    in the order the matched operators read them (one parameter per
    distinct value).

    As in TVM, a match is rejected when a value computed inside it other
    than the root's is used outside it, and patterns may bind wildcards to
    the results of earlier composite calls. Optional operators of TVM's
    patterns (`bias_add` or not, a post-op or not) are spelled as separate
    patterns, longest first, as TVM's tables list them.

    Differences from TVM: commutative operators match their operands only in
    the order the pattern names them, and each composite function is a
    separate global function rather than a function literal at the call.
  }];
  let options = [
    ListOption<"targets", "targets", "std::string",
               "External targets whose pattern tables to apply, in order "
               "(e.g. dnnl)">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::pdl::PDLDialect",
                           "::mlir::pdl_interp::PDLInterpDialect"];
}

def RelayAnnotateTargetPass
    : Pass<"relay-annotate-target", "mlir::ModuleOp"> {
  let summary = "Mark the operators external targets support with "
                "compiler_begin/end (TVM's AnnotateTarget)";
  let description = [{
    The counterpart of TVM's AnnotateTarget (with `include_non_call_ops`,
    its default). In every function that is not primitive, external or
    composite, each operation gets a target: the first of `targets` whose
    support predicate accepts it, or whose name prefixes the
    `relay.composite` name of the function it calls (`dnnl.conv2d_relu`);
    otherwise `"default"`. A `relay.tuple` or `relay.tuple_get_item` takes
    the target of its first operand that has one (else `"default"`).
    Then, as TVM does per argument: an operand produced by an annotated
    operation is wrapped in `relay.annotation.compiler_end` with the
    producer's target, and every operand (function arguments and constants
    directly) in `relay.annotation.compiler_begin` with the operation's
    target; each value returned from the function gets a `compiler_end`.
    Each use gets its own markers. Operations without operands (constants,
    `relay.zeros`, ...) are inputs and are not annotated. Values that an
    operation's regions use from outside are treated as its operands.

    Markers already in the input are removed first; their targets are
    kept as the targets of the values they closed, and a `compiler_begin`
    on an operation's first operand makes its target the operation's first
    choice, as in TVM. Naming an unregistered target is an error.
  }];
  let options = [
    ListOption<"targets", "targets", "std::string",
               "External targets to annotate for, in priority order "
               "(e.g. dnnl)">
  ];
}

def RelayMergeCompilerRegionsPass
    : Pass<"relay-merge-compiler-regions", "mlir::ModuleOp"> {
  let summary = "Merge neighbouring regions of one external target (TVM's "
                "MergeCompilerRegions)";
  let description = [{
    The counterpart of TVM's MergeCompilerRegions. The
    `compiler_begin`/`compiler_end` markers of each function define regions
    (TVM's AnnotatedRegionSet: a region starts at its begin markers and
    takes every operation whose operands come from it, up to its end
    markers). Visiting the end markers from the function's results back,
    each region is merged with the regions that feed it when they have the
    same target, unless a path between them passes through a region of
    another target: such a merge would create a cycle between the
    partitioned functions. As in TVM, each region remembers the regions
    above it that it must not merge with ("restrictions"), inherited from
    its parents. Markers that end up inside a merged region (a
    `compiler_begin` of a `compiler_end` of the same region) are removed.
    `"default"` regions merge like any other.

    A `compiler_end` whose operand comes from no region, or from a region of
    another compiler, and an operation taking operands from regions of two
    compilers, are reported as errors.
  }];
}

def RelayPartitionGraphPass
    : Pass<"relay-partition-graph", "mlir::ModuleOp"> {
  let summary = "Outline each external region into a function for its "
                "compiler (TVM's PartitionGraph)";
  let description = [{
    The counterpart of TVM's PartitionGraph. `"default"` markers are
    removed; a `compiler_end` of a `relay.tuple` is moved onto the tuple's
    fields (TVM's FlattenTupleOutputs). Then every region of an external
    compiler becomes a private `func.func @<compiler>_<n>`, numbered per
    compiler and module from 0 in the order the regions start, with
    `relay.compiler = "<compiler>"` and `relay.global_symbol = "<compiler>_<n>"`,
    called with `func.call` in its place.

    Its parameters are the distinct values entering it through
    `compiler_begin`, in order; a `relay.constant` entering it is cloned
    inside instead (TVM binds constants into the function). Its results are
    the distinct values leaving it through `compiler_end`, in order: a
    region with several outputs returns several results (where TVM returns
    a tuple and projects it), the form FuseOps and the Relay importer use
    for functions returning tuples. The markers are removed. A value
    computed in a region and used outside it without a `compiler_end` is an
    error.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}


def RelayQnnCanonicalizePass : Pass<"relay-qnn-canonicalize", "mlir::ModuleOp"> {
  let summary = "Lower qnn operators to integer relay operators (TVM's "
                "qnn CanonicalizeOps)";
  let description = [{
    The counterpart of TVM's `relay.qnn.transform.CanonicalizeOps`: every
    `relay.qnn.*` operator becomes relay operators with TVM's arithmetic,
    so that the program computes TVM's results bit for bit.

    - `qnn.quantize`: `cast(clip(round(data / scale) + zero_point))` in
      float32 (round halves away from zero, as TVM's `round` on LLVM);
      `qnn.dequantize`: `float32(int32(data) - zero_point) * scale`.
      Per-channel parameters are expanded along `axis`.
    - `qnn.requantize` with compute dtype int64 (the default): in int32,
      subtract the input zero point, multiply by `input_scale /
      output_scale` as a fixed-point number (TVM's
      GetFixedPointMultiplierShift: a Q31 significand and a shift), add the
      output zero point, clip and cast. "UPWARD" rounding (the default)
      uses `relay.fixed_point_multiply` (per tensor) or
      `relay.fixed_point_multiply_per_axis` (per channel); "TONEAREST" the
      explicit int64 sequence (left shift, multiply, add `2^(s-1)` or
      `2^(s-1) - 1` by sign, right shift). Compute dtypes float32/float64
      follow TVM's RequantizeLowerFP (`floor(x + 0.5)` or `round(x)`).
      Equal input and output scales skip the multiplication.
    - `qnn.add` / `qnn.subtract`: both sides requantized to the output
      parameters in int32 (or just widened where the parameters match),
      added or subtracted, the output zero point corrected, clipped.
      `qnn.mul`: `(a - za) * (b - zb)` in int32 requantized from scale
      `sa * sb`. `qnn.concatenate`: inputs with other parameters than the
      output requantized, then `relay.concatenate`.
    - `qnn.dense`: TVM's four terms `dense(a, w) - zw * sum(a) - za *
      sum(w) + za * zw * K`, leaving out the terms of zero zero points.
      `qnn.conv2d`: `nn.conv2d` on the quantized operands when both zero
      points are zero, else on `int32(data) - za` and `int32(weight) - zw`
      (TVM's fallback lowering; see docs/lowering.md).

    Scales must be constants (TVM computes the multipliers at compile
    time); an operator that cannot be canonicalized is reported as an
    error. `-convert-relay-to-linalg` applies the same patterns, so qnn
    operators also lower without this pass.
  }];
}

def RelayQnnLegalizePass : Pass<"relay-qnn-legalize", "mlir::ModuleOp"> {
  let summary = "Adapt qnn operators to the target (TVM's qnn Legalize)";
  let description = [{
    The counterpart of TVM's `relay.qnn.transform.Legalize` with the x86
    rules of python/tvm/relay/qnn/op/legalizations.py for `qnn.conv2d` and
    `qnn.dense`:

    - with fast int8 (`fast-int8=true`: a CPU with AVX-512 VNNI or AVX-VNNI,
      TVM's is_fast_int8_on_intel), the operands are brought to the uint8 x
      int8 pair those instructions multiply: int8 data becomes `data + 128`
      as uint8 with zero point `zp + 128`, uint8 weights become `weight -
      128` as int8 with zero point `zp - 128`
      (helper_change_dtypes_to_uint8_int8). The result is unchanged.
    - without it, the zero points are subtracted in int16 and the operator
      becomes `nn.conv2d` / `nn.dense` on int16 operands with an int32 (or
      the requested) accumulator (helper_no_fast_int8_hw_legalization).

    Other operators are left alone.
  }];
  let options = [
    Option<"fastInt8", "fast-int8", "bool", /*default=*/"false",
           "The target multiplies uint8 x int8 fast (VNNI); TVM's "
           "is_fast_int8_on_intel">
  ];
}

def RelayCanonicalizeOpsPass
    : Pass<"relay-canonicalize-ops", "mlir::ModuleOp"> {
  let summary = "Rewrite nn.bias_add as add (TVM's CanonicalizeOps)";
  let description = [{
    The counterpart of TVM's CanonicalizeOps: `relay.nn.bias_add %x, %b
    {axis}` becomes `relay.add %x, %b'` with `%b'` the bias expanded with
    `relay.expand_dims` to broadcast along `axis`. TVM runs it before
    quantization (the quantizer has rules for add, not bias_add) and in
    its build. Primitive and external functions are left alone.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// Automatic quantization (TVM's relay.quantize): annotate, calibrate, realize.
// The options carry TVM's qconfig names in kebab-case, with its defaults.
//===----------------------------------------------------------------------===//

def RelayQuantizeAnnotatePass
    : Pass<"relay-quantize-annotate", "mlir::ModuleOp"> {
  let summary = "Insert simulated_quantize where values will be quantized "
                "(TVM's QuantizePartition and QuantizeAnnotate)";
  let description = [{
    The first stage of TVM's `relay.quantize`, in two sweeps over the body of
    every function that is neither primitive nor external, in program order
    (TVM's post-order):

    - *Partition* (TVM's `_partition.py`): the values computed by
      `nn.conv2d` and what `nn.relu`, `clip`, `nn.max_pool2d`, `add` with a
      constant and `multiply` forward from them form low-precision sections.
      Where such a value leaves its section (used by another operator, the
      second operand of `add`, `nn.global_avg_pool2d`, the function result),
      `relay.annotation.cast_hint {dtype = <dtype-input>}` and
      `relay.annotation.stop_fusion` are inserted.
    - *Annotate* (TVM's `_annotate.py`): every operator with a TVM rewrite
      rule (`nn.conv2d`, `nn.conv1d`, `nn.dense`, `nn.batch_matmul`, `add`,
      `multiply`, `concatenate`, `nn.max_pool2d`, `nn.global_avg_pool2d`,
      `annotation.cast_hint` and the identity rules of `reshape`, `clip`,
      `nn.relu`, `strided_slice`, `nn.avg_pool2d`, `nn.batch_flatten`,
      `transpose`, `annotation.stop_fusion`) classifies its result as
      INPUT (1), WEIGHT (2) or ACTIVATION (3) and puts
      `relay.op.annotation.simulated_quantize` with that kind on operands,
      exactly where TVM does (the data of a convolution as INPUT, its
      kernel as WEIGHT, its result is an ACTIVATION, ...). A value of a kind
      used more than once is quantized to INPUT first (TVM's multi-reference
      trigger); one simulated_quantize per (value, kind) is shared.

    `skip-conv-layers` lists the indices of the `nn.conv2d`s to leave in
    float (TVM's default: the first one), `skip-dense-layer` leaves every
    `nn.dense` in float. After an annotated `nn.global_avg_pool2d` nothing
    more is quantized. The `dom_scale`, `clip_min` and `clip_max` operands
    of the new simulated_quantize ops are zero constants until
    `-relay-quantize-calibrate` sets them. Values that are not float tensors
    of rank 1 or more are not quantized (simulated_quantize needs them).
  }];
  let options = [
    ListOption<"skipConvLayers", "skip-conv-layers", "int64_t",
               "Indices of the nn.conv2d layers (from 0, in program order) "
               "to leave in float (TVM's default: 0; an empty value skips "
               "none)",
               "llvm::cl::list_init<int64_t>(int64_t(0))">,
    Option<"skipDenseLayer", "skip-dense-layer", "bool", /*default=*/"true",
           "Leave every nn.dense in float">,
    Option<"dtypeInput", "dtype-input", "std::string", /*default=*/"\"int8\"",
           "The type of quantized inputs; the dtype of the cast_hints">
  ];
}

def RelayQuantizeCalibratePass
    : Pass<"relay-quantize-calibrate", "mlir::ModuleOp"> {
  let summary = "Choose the scales of the simulated_quantize ops (TVM's "
                "calibrate)";
  let description = [{
    TVM's `_calibrate.py`: for every `relay.op.annotation.simulated_quantize`
    of kind INPUT, WEIGHT or ACTIVATION, with `nbit` the bits of its kind
    (`nbit-input`, `nbit-weight`, `nbit-activation`) and
    `valid_range = 2^(nbit - sign)`, the scalar operands become constants:
    `dom_scale = scale / valid_range`, `clip_min = -(valid_range - 1)`,
    `clip_max = valid_range - 1`. The scale of a WEIGHT is the largest
    magnitude of its constant data, rounded up to a power of two with
    `weight-scale=power2` (1 for an all-zero weight) or taken as it is with
    `weight-scale=max`; every other kind gets `global-scale`
    (`calibrate-mode=global_scale`), or a scale chosen from the values it
    takes when `@main` runs on the batches of `calibration-data` (an .npz
    whose arrays, named after `@main`'s parameters, stack the batches on a
    new leading axis): the threshold that minimises the KL divergence of
    TVM's 8001-bin histogram (`kl_divergence`) or the 0.99999 percentile of
    the magnitudes (`percentile`). Running the model needs the runner that
    RelayDialect/Transforms/CalibrationRunner.h registers (relay-opt
    registers its JIT's).
  }];
  let options = [
    Option<"nbitInput", "nbit-input", "int64_t", /*default=*/"8",
           "Bits of INPUT values">,
    Option<"nbitWeight", "nbit-weight", "int64_t", /*default=*/"8",
           "Bits of WEIGHT values">,
    Option<"nbitActivation", "nbit-activation", "int64_t", /*default=*/"32",
           "Bits of ACTIVATION values">,
    Option<"globalScale", "global-scale", "double", /*default=*/"8.0",
           "The range of activations in global_scale mode">,
    Option<"weightScale", "weight-scale", "std::string",
           /*default=*/"\"power2\"",
           "Scale of weights: power2 (max rounded up to a power of two) or "
           "max">,
    Option<"calibrateMode", "calibrate-mode", "std::string",
           /*default=*/"\"global_scale\"",
           "global_scale, kl_divergence or percentile">,
    Option<"calibrationData", "calibration-data", "std::string",
           /*default=*/"",
           "The .npz of calibration batches that kl_divergence and "
           "percentile run @main on">
  ];
}

def RelayQuantizeRealizePass
    : Pass<"relay-quantize-realize", "mlir::ModuleOp"> {
  let summary = "Turn the simulated quantization into integer arithmetic "
                "(TVM's QuantizeRealize)";
  let description = [{
    TVM's `realize.cc`. Every calibrated `simulated_quantize` becomes real
    integer arithmetic: from float, `clip(round(x * (1 / dom_scale)))`;
    between two scales of an integer value, a right shift with a rounding
    bias (or a left shift) when the ratio is a power of two, else a
    fixed-point multiplication in `i64` (`rounding=UPWARD`: round half up,
    as TVM's `fixed_point_multiply`; `TONEAREST`: half away from zero), then
    a clip. `nn.conv2d`, `nn.conv1d`, `nn.dense` and `nn.batch_matmul` on
    quantized operands compute on `dtype-input` x `dtype-weight` with
    `out_dtype = dtype-activation` and the product of the scales; `add` and
    `concatenate` first bring their operands to one scale (the smaller one);
    `multiply`, `clip` (bounds divided by the scale), `nn.relu`, `reshape`,
    `strided_slice`, `nn.batch_flatten`, `transpose`, `nn.max_pool2d`,
    `nn.avg_pool2d`, `nn.global_avg_pool2d`, `annotation.stop_fusion` and
    `annotation.cast_hint` work on the integers as TVM's rules do. Where an
    integer value meets an operator without a rule, or the function result,
    it is dequantized: `cast(x, f32) * dom_scale`.

    The simulated_quantize operands must be constants with a positive
    `dom_scale` (run `-relay-quantize-calibrate` first).
  }];
  let options = [
    Option<"nbitActivation", "nbit-activation", "int64_t", /*default=*/"32",
           "Bits of ACTIVATION values (the scale of a concatenate of more "
           "than two operands)">,
    Option<"dtypeInput", "dtype-input", "std::string", /*default=*/"\"int8\"",
           "The type of quantized inputs">,
    Option<"dtypeWeight", "dtype-weight", "std::string",
           /*default=*/"\"int8\"", "The type of quantized weights">,
    Option<"dtypeActivation", "dtype-activation", "std::string",
           /*default=*/"\"int32\"",
           "The type of activations and accumulators">,
    Option<"globalScale", "global-scale", "double", /*default=*/"8.0",
           "As -relay-quantize-calibrate's global-scale">,
    Option<"rounding", "rounding", "std::string", /*default=*/"\"UPWARD\"",
           "Rounding of fixed-point multiplications: UPWARD or TONEAREST">
  ];
}

def RelayFakeQuantizationToIntegerPass
    : Pass<"relay-fake-quantization-to-integer", "mlir::ModuleOp"> {
  let summary = "Rewrite fake-quantized float regions to integer qnn/relay "
                "operators (TVM's FakeQuantizationToInteger)";
  let description = [{
    The counterpart of TVM's `relay.transform.FakeQuantizationToInteger`
    (src/relay/transforms/fake_quantization_to_integer.cc with the per-op
    rules of python/tvm/relay/transform/fake_quantization_to_integer.py).
    ONNX QDQ and PyTorch exports express quantized models as float
    operators between `qnn.dequantize` and `qnn.quantize`. For every
    `qnn.quantize`, the region of operators reaching it backwards up to
    `qnn.dequantize`s (and constants) is rewritten to integers when every
    operator in it has a rule: each value carries an affine type (scale,
    zero point, integer type, axis); `qnn.dequantize` disappears,
    `nn.conv2d`/`nn.dense`/`nn.batch_matmul` become their qnn forms with the
    product of the scales, `add`/`subtract`/`multiply` become `qnn.add`/
    `qnn.subtract`/`qnn.mul` (a float constant operand is quantized with
    the other side's parameters), data-movement operators (`reshape`,
    `transpose`, `squeeze`, `expand_dims`, `strided_slice`, `broadcast_to`,
    `nn.batch_flatten`, `nn.depth_to_space`, `nn.max_pool2d`, `max`, `min`)
    run on the integers unchanged, `nn.relu` and `clip` clamp at quantized
    bounds, and the final `qnn.quantize` becomes a `qnn.requantize` (or
    disappears when the parameters already match). A region that reaches a
    function argument or a non-relay operator is left alone, as is one with
    an operator without a rule, unless `hard-fail` is set: then the pass
    fails with an error naming the operator.

    `optional-qnn-ops` enables the rules TVM registers as optional
    (`nn.softmax` to `qnn.softmax`). `use-qat` runs TVM's second,
    quantization-aware-training rewrite: an operator of TVM's list whose
    operands all come straight from `qnn.dequantize` (or are constants) is
    rewritten to integers and followed by a `qnn.dequantize`.
  }];
  let options = [
    Option<"hardFail", "hard-fail", "bool", /*default=*/"false",
           "Fail with an error on a region that cannot be rewritten "
           "instead of leaving it in float">,
    Option<"useQat", "use-qat", "bool", /*default=*/"false",
           "Also rewrite operators whose operands are dequantized but "
           "whose result is not quantized (TVM's QATRewriter)">,
    ListOption<"optionalQnnOps", "optional-qnn-ops", "std::string",
               "Operators (TVM names, e.g. nn.softmax) whose optional rules "
               "are enabled">
  ];
}

#endif // RELAY_TRANSFORMS_PASSES_TD
