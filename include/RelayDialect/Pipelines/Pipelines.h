//===- Pipelines.h - Named end-to-end relay pipelines -----------*- C++ -*-===//

#ifndef RELAYDIALECT_PIPELINES_PIPELINES_H
#define RELAYDIALECT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace relay {

struct RelayPipelineOptions : public PassPipelineOptions<RelayPipelineOptions> {
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("0: one plain loop nest per linalg op; 1: + operator "
                     "fusion (relay-fuse-ops, one tiled loop nest per "
                     "primitive function), fusion of element-wise linalg "
                     "ops and affine scalar replacement"),
      llvm::cl::init(1)};
};

struct RelayPartitionPipelineOptions
    : public PassPipelineOptions<RelayPartitionPipelineOptions> {
  PassOptions::ListOption<std::string> targets{
      *this, "targets",
      llvm::cl::desc("External targets to partition for, in priority order "
                     "(e.g. dnnl)")};
};

/// TVM's BYOC partitioning (what `partition_for_<target>` runs after its
/// target-specific rewrites): -relay-infer-type, -relay-merge-composite,
/// -relay-annotate-target, -relay-merge-compiler-regions and
/// -relay-partition-graph with the given targets.
void buildRelayPartitionPipeline(OpPassManager &pm,
                                 const RelayPartitionPipelineOptions &options);

/// relay -> linalg/tensor/arith/math on tensors: lambda lifting and
/// -convert-relay-to-linalg, then canonicalisation. Composes with other MLIR
/// flows that start from linalg on tensors.
void buildRelayToLinalgPipeline(OpPassManager &pm,
                                const RelayPipelineOptions &options);

/// relay -> the llvm dialect for CPUs: operator fusion (-relay-fuse-ops, at
/// opt-level >= 1), the linalg pipeline, linalg element-wise fusion and one
/// tiled loop nest per primitive function (-relay-tile-primitives, both at
/// opt-level >= 1), one-shot bufferisation with function boundaries, buffer
/// deallocation, loops, affine optimisation and lowering to LLVM. The result
/// translates to LLVM IR with `mlir-translate --mlir-to-llvmir`.
void buildRelayToLLVMPipeline(OpPassManager &pm,
                              const RelayPipelineOptions &options);

/// TVM's qconfig, the options of `--relay-quantize`; each stage takes its
/// part (the passes' options of the same names).
struct RelayQuantizeOptions : public PassPipelineOptions<RelayQuantizeOptions> {
  PassOptions::Option<int64_t> nbitInput{*this, "nbit-input",
                                         llvm::cl::desc("Bits of INPUT values"),
                                         llvm::cl::init(8)};
  PassOptions::Option<int64_t> nbitWeight{
      *this, "nbit-weight", llvm::cl::desc("Bits of WEIGHT values"),
      llvm::cl::init(8)};
  PassOptions::Option<int64_t> nbitActivation{
      *this, "nbit-activation", llvm::cl::desc("Bits of ACTIVATION values"),
      llvm::cl::init(32)};
  PassOptions::Option<std::string> dtypeInput{
      *this, "dtype-input", llvm::cl::desc("The type of quantized inputs"),
      llvm::cl::init("int8")};
  PassOptions::Option<std::string> dtypeWeight{
      *this, "dtype-weight", llvm::cl::desc("The type of quantized weights"),
      llvm::cl::init("int8")};
  PassOptions::Option<std::string> dtypeActivation{
      *this, "dtype-activation",
      llvm::cl::desc("The type of activations and accumulators"),
      llvm::cl::init("int32")};
  PassOptions::Option<double> globalScale{
      *this, "global-scale",
      llvm::cl::desc("The range of activations in global_scale mode"),
      llvm::cl::init(8.0)};
  PassOptions::Option<std::string> weightScale{*this, "weight-scale",
                                               llvm::cl::desc("power2 or max"),
                                               llvm::cl::init("power2")};
  PassOptions::Option<std::string> rounding{
      *this, "rounding",
      llvm::cl::desc("Rounding of fixed-point multiplications: UPWARD or "
                     "TONEAREST"),
      llvm::cl::init("UPWARD")};
  PassOptions::Option<std::string> calibrateMode{
      *this, "calibrate-mode",
      llvm::cl::desc("global_scale (kl_divergence and percentile are not "
                     "supported yet)"),
      llvm::cl::init("global_scale")};
  PassOptions::ListOption<int64_t> skipConvLayers{
      *this, "skip-conv-layers",
      llvm::cl::desc("Indices of the nn.conv2d layers to leave in float "
                     "(default: 0; an empty value skips none)"),
      llvm::cl::list_init<int64_t>(int64_t(0))};
  PassOptions::Option<bool> skipDenseLayer{
      *this, "skip-dense-layer",
      llvm::cl::desc("Leave every nn.dense in float"), llvm::cl::init(true)};
};

/// TVM's relay.quantize: its prerequisite optimisations (type inference,
/// SimplifyInference, constant folding through canonicalisation,
/// -relay-canonicalize-ops; there is no FoldScaleAxis here), then
/// -relay-quantize-annotate, -relay-quantize-calibrate and
/// -relay-quantize-realize, and constant folding again.
void buildRelayQuantizePipeline(OpPassManager &pm,
                                const RelayQuantizeOptions &options);

/// Registers `relay-partition`, `relay-quantize`, `relay-to-linalg` and
/// `relay-to-llvm` for relay-opt. The passes they assemble register on their
/// own (registerRelayPasses,
/// registerRelayConversionPasses, registerRelayCodegenPasses).
void registerRelayPipelines();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_PIPELINES_PIPELINES_H
