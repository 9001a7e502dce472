//===- Pipelines.cpp - Named end-to-end relay pipelines -------------------===//

#include "RelayDialect/Pipelines/Pipelines.h"

#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/Conversion/RelayToDnnl/RelayToDnnl.h"
#include "RelayDialect/Transforms/ExternalTargets.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/TargetParser/Host.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace mlir;
using namespace mlir::relay;

void relay::buildRelayPartitionPipeline(
    OpPassManager &pm, const RelayPartitionPipelineOptions &options) {
  SmallVector<std::string> targets(options.targets.begin(),
                                   options.targets.end());
  pm.addPass(createRelayInferTypePass());
  pm.addPass(
      createRelayMergeCompositePass(RelayMergeCompositePassOptions{targets}));
  pm.addPass(
      createRelayAnnotateTargetPass(RelayAnnotateTargetPassOptions{targets}));
  pm.addPass(createRelayMergeCompilerRegionsPass());
  pm.addPass(createRelayPartitionGraphPass());
}

/// The VNNI dot products the pipeline's `vnni` option asks for; `auto` is
/// the host's, which relay-run compiles for (TVM's is_fast_int8_on_intel:
/// VNNI, AVX-512 or AVX, multiplies uint8 x int8).
static VnniTarget getVnniTarget(VnniTarget option) {
  if (option != VnniTarget::Auto)
    return option;
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512vnni"))
    return VnniTarget::Avx512;
  if (features.lookup("avxvnni"))
    return VnniTarget::Avx;
  return VnniTarget::None;
}

void relay::buildRelayToLinalgPipeline(OpPassManager &pm,
                                       const RelayPipelineOptions &) {
  // Private functions nothing calls: among them generic definitions, whose
  // signatures hold type variables and which only run as their instances.
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createRelayLambdaLiftPass());
  pm.addPass(createRelayDefunctionalizePass());
  pm.addPass(createConvertRelayToLinalgPass());
  // Upstream element-wise ops on tensors (arith, math) that a relay module
  // may mix with relay ops become linalg too, so they bufferize.
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void relay::buildRelayToLLVMPipeline(OpPassManager &pm,
                                     const RelayPipelineOptions &options) {
  // The entry points keep their relay-level signature for relay-run and get
  // a C interface. First drop the private functions nothing calls, generic
  // definitions among them (they only run as their instances).
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createRelayAnnotateEntryPointsPass());
  // Types first, as TVM's build starts with InferType: a module written with
  // `?` intermediate types gets static ones where the relations know them,
  // so the rest compiles static loops. Then constant folding and TVM's
  // SimplifyExpr rewrites (canonicalization).
  pm.addPass(createRelayInferTypePass());
  // BYOC: functions partitioned for an external target with a code
  // generator (`relay.compiler = "dnnl"` becomes calls of the oneDNN
  // runtime) are lowered by it first, with the shapes inference gave them
  // and before the relay rewrites below could change what the partitioner
  // matched (SimplifyInference would decompose their batch_norms). Those of
  // other targets stay ordinary relay functions (kept whole, like composite
  // functions: FuseOps does not fuse into them) and compile like the rest.
  registerDnnlTargetLowering();
  for (const std::string &name : getExternalTargetNames())
    if (const ExternalTarget *target = lookupExternalTarget(name))
      if (target->buildLowering)
        target->buildLowering(pm);
  // TVM's build legalizes and canonicalizes qnn operators first, so that
  // what follows (folding, fusion) sees integer relay operators.
  VnniTarget vnni = getVnniTarget(options.vnni);
  RelayQnnLegalizePassOptions legalize;
  legalize.fastInt8 = vnni != VnniTarget::None;
  pm.addPass(createRelayQnnLegalizePass(legalize));
  pm.addPass(createRelayQnnCanonicalizePass());
  pm.addPass(createCanonicalizerPass());

  // Fusion: TVM's FuseOps groups operators into primitive functions, and
  // each primitive function becomes one loop nest: linalg's element-wise
  // fusion merges the element-wise chains, then the root of every primitive
  // function is tiled with its producers fused into the tiles.
  // SimplifyInference first, as in TVM's build, so that a batch_norm's
  // arithmetic fuses with the conv2d before it.
  // At opt-level 0 FuseOps still runs, with fusion off, as in TVM: every
  // operator becomes a primitive function of its own, so that no function
  // holds the loop nests of thousands of operators (which upstream's
  // scf-to-cf lowers in time quadratic in a block's size).
  if (options.optLevel >= 1)
    pm.addPass(createRelaySimplifyInferencePass());
  RelayFuseOpsPassOptions fuseOps;
  fuseOps.fuseOptLevel = options.optLevel >= 1 ? 2 : 0;
  pm.addPass(createRelayFuseOpsPass(fuseOps));
  buildRelayToLinalgPipeline(pm, options);
  pm.addNestedPass<func::FuncOp>(createRelayDecomposeAggregatesPass());
  if (options.optLevel >= 1) {
    pm.addPass(createLinalgElementwiseOpFusionPass());
    pm.addPass(createCanonicalizerPass());
    // uint8 x int8 matrix products on VNNI dot products, before tiling
    // fuses their operands' extensions into the tiles.
    if (legalize.fastInt8) {
      // Constant arguments of primitive functions (bound weights) become
      // constants inside them, so that -relay-x86-vnni packs them at
      // compile time.
      pm.addPass(createSCCPPass());
      RelayX86VnniPassOptions x86Vnni;
      x86Vnni.isa = vnni == VnniTarget::Avx512 ? "avx512-vnni" : "avx-vnni";
      pm.addNestedPass<func::FuncOp>(createRelayX86VnniPass(x86Vnni));
    }
    pm.addNestedPass<func::FuncOp>(createRelayTilePrimitivesPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    // Vector code: register tiles of the tiles, vectorised by linalg's
    // vectoriser, with the accumulators of convolutions and matrix products
    // in registers across their reductions.
    pm.addNestedPass<func::FuncOp>(createRelayVectorizeTilesPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }

  // Tensors to buffers; the entry function takes and returns plain memrefs,
  // and so do function values.
  pm.addPass(createRelayOneShotBufferizePass());
  pm.addPass(createCanonicalizerPass());
  // Primitive functions write into their callers' buffers, and buffers are
  // freed after their last use; the ownership-based deallocation handles
  // the rest (buffers that leave their block).
  pm.addPass(createRelayPrimitiveOutParamsPass());
  pm.addNestedPass<func::FuncOp>(createRelayDeallocAtLastUsePass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // The deallocation pipeline clones buffers it does not own (a returned
  // argument, say); clones become allocations and copies.
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Loops: affine where shapes are static, for the analyses and
  // optimisations that work on it; scf where they are not.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createRelayLinalgToLoopsPass());
  if (options.optLevel >= 1)
    funcPm.addPass(affine::createAffineScalarReplacementPass());
  funcPm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());

  // The VNNI dot products of -relay-x86-vnni become vpdpbusd.
  if (legalize.fastInt8) {
    RelayX86VnniIntrinsicsPassOptions intrinsics;
    intrinsics.isa = vnni == VnniTarget::Avx512 ? "avx512-vnni" : "avx-vnni";
    pm.addNestedPass<func::FuncOp>(
        createRelayX86VnniIntrinsicsPass(intrinsics));
  }

  // To the llvm dialect. The vector code of -relay-vectorize-tiles is 1-D:
  // its transfers become vector loads and stores, or loops of scalar ones
  // where the memory is strided (a matrix product's transposed operand).
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertVectorToSCFPass(
      VectorTransferToSCFOptions().enableFullUnroll()));
  // The unrolled transfers that may read past the end (the per-channel
  // terms of a last, partial block of VNNI lanes) index with affine.apply.
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  // Math first: math-to-libm unrolls vector math into scalar calls with
  // vector ops, which the vector conversion then lowers.
  pm.addPass(createConvertMathToFuncs());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void relay::buildRelayQuantizePipeline(OpPassManager &pm,
                                       const RelayQuantizeOptions &options) {
  // TVM's prerequisite_optimize: SimplifyInference, FoldConstant (here
  // canonicalisation), CanonicalizeOps, FoldConstant; FoldScaleAxis has no
  // counterpart yet.
  pm.addPass(createRelayInferTypePass());
  pm.addPass(createRelaySimplifyInferencePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createRelayCanonicalizeOpsPass());
  pm.addPass(createCanonicalizerPass());

  RelayQuantizeAnnotatePassOptions annotate;
  annotate.skipConvLayers.assign(options.skipConvLayers.begin(),
                                 options.skipConvLayers.end());
  annotate.skipDenseLayer = options.skipDenseLayer;
  annotate.dtypeInput = options.dtypeInput;
  pm.addPass(createRelayQuantizeAnnotatePass(annotate));

  RelayQuantizeCalibratePassOptions calibrate;
  calibrate.nbitInput = options.nbitInput;
  calibrate.nbitWeight = options.nbitWeight;
  calibrate.nbitActivation = options.nbitActivation;
  calibrate.globalScale = options.globalScale;
  calibrate.weightScale = options.weightScale;
  calibrate.calibrateMode = options.calibrateMode;
  calibrate.calibrationData = options.calibrationData;
  pm.addPass(createRelayQuantizeCalibratePass(calibrate));
  pm.addPass(createRelayInferTypePass());

  RelayQuantizeRealizePassOptions realize;
  realize.nbitActivation = options.nbitActivation;
  realize.dtypeInput = options.dtypeInput;
  realize.dtypeWeight = options.dtypeWeight;
  realize.dtypeActivation = options.dtypeActivation;
  realize.globalScale = options.globalScale;
  realize.rounding = options.rounding;
  pm.addPass(createRelayQuantizeRealizePass(realize));
  // TVM's FoldConstant after realize: the weights become int8 constants.
  pm.addPass(createCanonicalizerPass());
}

/// The CUDA toolkit whose ptxas gpu-module-to-binary runs: /usr/local/cuda,
/// or the parent of the bin/ directory of the ptxas on PATH.
static std::optional<std::string> findCudaToolkit() {
  if (llvm::sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
    return std::string("/usr/local/cuda");
  llvm::ErrorOr<std::string> ptxas = llvm::sys::findProgramByName("ptxas");
  if (!ptxas)
    return std::nullopt;
  return llvm::sys::path::parent_path(llvm::sys::path::parent_path(*ptxas))
      .str();
}

void relay::buildRelayToGPUPipeline(OpPassManager &pm,
                                    const RelayGpuPipelineOptions &options) {
  // The front half is relay-to-llvm's: entry points, types, fusion, linalg.
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createRelayAnnotateEntryPointsPass());
  pm.addPass(createRelayInferTypePass());
  pm.addPass(createCanonicalizerPass());
  if (options.optLevel >= 1) {
    pm.addPass(createRelaySimplifyInferencePass());
    pm.addPass(createRelayFuseOpsPass());
  }
  RelayPipelineOptions linalgOptions;
  linalgOptions.optLevel = options.optLevel;
  buildRelayToLinalgPipeline(pm, linalgOptions);
  pm.addNestedPass<func::FuncOp>(createRelayDecomposeAggregatesPass());
  if (options.optLevel >= 1) {
    pm.addPass(createLinalgElementwiseOpFusionPass());
    pm.addPass(createCanonicalizerPass());
  }

  // Kernels: block and thread tiles with the producers fused in, on tensors;
  // bufferised; the loops become gpu.launch. No canonicalisation in between:
  // it would fold the loops of one iteration, and with them a kernel.
  RelayGpuTilePassOptions tileOptions;
  tileOptions.blockElements = options.blockElements;
  pm.addNestedPass<func::FuncOp>(createRelayGpuTilePass(tileOptions));
  pm.addPass(createRelayOneShotBufferizePass());
  pm.addNestedPass<func::FuncOp>(createRelayGpuMapForallPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createGpuKernelOutliningPass());
  // Host buffers in managed memory the kernels read, freed at the end of
  // their function (upstream's ownership-based deallocation does not know
  // the memory effects of gpu.launch_func).
  pm.addPass(createRelayGpuHostBuffersPass());

  // Device: every gpu.module to NVVM, with its target. Without a toolkit
  // there is no libdevice to link: math becomes arithmetic.
  std::optional<std::string> toolkit = findCudaToolkit();
  bool approximateMath = options.math == GpuMath::Approx ||
                         (options.math == GpuMath::Auto && !toolkit);
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(affine::createAffineExpandIndexOpsPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(memref::createExpandStridedMetadataPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createSCFToControlFlowPass());
  if (approximateMath)
    kernels.addPass(createRelayGpuApproximateMathPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  // The approximations' fma, floor, fabs, ... are single PTX instructions,
  // which convert-gpu-to-nvvm still calls in libdevice.
  if (approximateMath)
    kernels.addPass(createRelayGpuLibdeviceToIntrinsicsPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));

  // Host code to the llvm dialect, with calls to the mgpu* runtime.
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());

  // PTX, or cubin where ptxas is found.
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  if (options.format == "auto")
    binary.compilationTarget = toolkit ? "bin" : "isa";
  if (toolkit)
    binary.toolkitPath = *toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void relay::registerRelayPipelines() {
  PassPipelineRegistration<RelayPartitionPipelineOptions>(
      "relay-partition",
      "Partition relay for external compilers (BYOC): composite patterns, "
      "target annotation, region merging and outlining",
      buildRelayPartitionPipeline);
  PassPipelineRegistration<RelayPipelineOptions>(
      "relay-to-linalg", "Lower relay to linalg/tensor/arith/math on tensors",
      buildRelayToLinalgPipeline);
  PassPipelineRegistration<RelayPipelineOptions>(
      "relay-to-llvm", "Lower relay to the llvm dialect for CPUs",
      buildRelayToLLVMPipeline);
  PassPipelineRegistration<RelayQuantizeOptions>(
      "relay-quantize",
      "TVM's relay.quantize: annotate, calibrate and realize (int8 with "
      "int32 accumulation by default)",
      buildRelayQuantizePipeline);
  PassPipelineRegistration<RelayGpuPipelineOptions>(
      "relay-to-gpu",
      "Lower relay to NVIDIA GPU kernels (NVVM, PTX/cubin) and host code in "
      "the llvm dialect",
      buildRelayToGPUPipeline);
}
