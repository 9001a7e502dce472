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

struct RelayGpuPipelineOptions
    : public PassPipelineOptions<RelayGpuPipelineOptions> {
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("0: no operator fusion: relay-gpu-tile fuses each "
                     "function's producers into the kernel of its result; "
                     "1: + SimplifyInference and FuseOps (one kernel per "
                     "primitive function where fusion allows) and linalg "
                     "element-wise fusion"),
      llvm::cl::init(1)};
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("The NVIDIA GPU architecture (sm_80, ...)"),
      llvm::cl::init("sm_80")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("NVPTX target features (the PTX ISA version)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What gpu-module-to-binary embeds: isa (PTX, which the "
                     "driver compiles when it loads the module), bin (cubin, "
                     "assembled by ptxas), fatbin, or auto: bin when ptxas "
                     "is found (in /usr/local/cuda/bin or on PATH), isa "
                     "otherwise"),
      llvm::cl::init("auto")};
  PassOptions::Option<unsigned> blockElements{
      *this, "block-elements",
      llvm::cl::desc("Largest block tile in elements (relay-gpu-tile)"),
      llvm::cl::init(256)};
};

/// relay -> host code in the llvm dialect that launches NVVM kernels, whose
/// PTX or cubin gpu-module-to-binary embeds: the front half of
/// relay-to-llvm (types, SimplifyInference, FuseOps, relay -> linalg), then
/// one kernel per primitive function (-relay-gpu-tile, bufferisation,
/// -relay-gpu-map-forall, gpu-kernel-outlining), host buffers in CUDA managed
/// memory (-relay-gpu-host-buffers), convert-gpu-to-nvvm, nvvm-attach-target
/// and gpu-to-llvm. The result translates to LLVM IR with
/// `mlir-translate --mlir-to-llvmir` and calls the mgpu* runtime functions
/// (lib/Runtime/CudaRuntime.cpp).
void buildRelayToGPUPipeline(OpPassManager &pm,
                             const RelayGpuPipelineOptions &options);

/// Registers `relay-to-linalg`, `relay-to-llvm` and `relay-to-gpu` for
/// relay-opt. The passes they assemble register on their own
/// (registerRelayPasses, registerRelayConversionPasses,
/// registerRelayCodegenPasses).
void registerRelayPipelines();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_PIPELINES_PIPELINES_H
