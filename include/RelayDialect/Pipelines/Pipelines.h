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

/// Registers `relay-partition`, `relay-to-linalg` and `relay-to-llvm` for
/// relay-opt. The passes
/// they assemble register on their own (registerRelayPasses,
/// registerRelayConversionPasses, registerRelayCodegenPasses).
void registerRelayPipelines();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_PIPELINES_PIPELINES_H
