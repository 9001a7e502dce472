//===- Pipelines.h - Named end-to-end relay pipelines -----------*- C++ -*-===//

#ifndef RELAYDIALECT_PIPELINES_PIPELINES_H
#define RELAYDIALECT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace relay {

/// The VNNI instructions relay-to-llvm may use.
enum class VnniTarget { Auto, Avx512, Avx, None };

/// How relay-to-gpu computes math that NVVM has no instruction for.
enum class GpuMath { Auto, Libdevice, Approx };

struct RelayPipelineOptions : public PassPipelineOptions<RelayPipelineOptions> {
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("0: one plain loop nest per linalg op; 1: + operator "
                     "fusion (relay-fuse-ops, one tiled loop nest per "
                     "primitive function), fusion of element-wise linalg "
                     "ops and affine scalar replacement"),
      llvm::cl::init(1)};
  PassOptions::Option<VnniTarget> vnni{
      *this, "vnni",
      llvm::cl::desc("8-bit dot products of the target CPU; with them qnn "
                     "operators legalize to uint8 x int8 and their matrix "
                     "products use vpdpbusd (-relay-x86-vnni)"),
      llvm::cl::init(VnniTarget::Auto),
      llvm::cl::values(
          clEnumValN(VnniTarget::Auto, "auto", "the host's (default)"),
          clEnumValN(VnniTarget::Avx512, "avx512", "AVX-512 VNNI"),
          clEnumValN(VnniTarget::Avx, "avx", "AVX-VNNI (256-bit, VEX)"),
          clEnumValN(VnniTarget::None, "none", "no VNNI"))};
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
      llvm::cl::desc("global_scale, kl_divergence or percentile"),
      llvm::cl::init("global_scale")};
  PassOptions::Option<std::string> calibrationData{
      *this, "calibration-data",
      llvm::cl::desc("The .npz of calibration batches that kl_divergence "
                     "and percentile run @main on")};
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
  PassOptions::Option<GpuMath> math{
      *this, "math",
      llvm::cl::desc("Math without an NVVM instruction (exp, tanh, erf, "
                     "...)"),
      llvm::cl::init(GpuMath::Auto),
      llvm::cl::values(
          clEnumValN(GpuMath::Auto, "auto",
                     "libdevice where a CUDA toolkit is found, approx "
                     "otherwise (default)"),
          clEnumValN(GpuMath::Libdevice, "libdevice",
                     "calls of libdevice, which gpu-module-to-binary links "
                     "from the toolkit"),
          clEnumValN(GpuMath::Approx, "approx",
                     "f32 polynomial approximations "
                     "(-relay-gpu-approximate-math)"))};
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

/// Registers `relay-partition`, `relay-quantize`, `relay-to-linalg`,
/// `relay-to-llvm` and `relay-to-gpu` for relay-opt. The passes they assemble
/// register on their own (registerRelayPasses, registerRelayConversionPasses,
/// registerRelayCodegenPasses).
void registerRelayPipelines();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_PIPELINES_PIPELINES_H
