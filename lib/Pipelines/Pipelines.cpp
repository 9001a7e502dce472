//===- Pipelines.cpp - Named end-to-end relay pipelines -------------------===//

#include "RelayDialect/Pipelines/Pipelines.h"

#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/Pipelines/Passes.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::relay;

void relay::buildRelayToLinalgPipeline(OpPassManager &pm,
                                       const RelayPipelineOptions &) {
  pm.addPass(createRelayLambdaLiftPass());
  pm.addPass(createConvertRelayToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void relay::buildRelayToLLVMPipeline(OpPassManager &pm,
                                     const RelayPipelineOptions &options) {
  // Fusion: TVM's FuseOps groups operators into primitive functions, and
  // each primitive function becomes one loop nest: linalg's element-wise
  // fusion merges the element-wise chains, then the root of every primitive
  // function is tiled with its producers fused into the tiles.
  // SimplifyInference first, as in TVM's build, so that a batch_norm's
  // arithmetic fuses with the conv2d before it.
  if (options.optLevel >= 1) {
    pm.addPass(createRelaySimplifyInferencePass());
    pm.addPass(createRelayFuseOpsPass());
  }
  buildRelayToLinalgPipeline(pm, options);
  if (options.optLevel >= 1) {
    pm.addPass(createLinalgElementwiseOpFusionPass());
    pm.addPass(createCanonicalizerPass());
    pm.addNestedPass<func::FuncOp>(createRelayTilePrimitivesPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }

  // Tensors to buffers; the entry function takes and returns plain memrefs.
  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  bufferization.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  pm.addPass(createCanonicalizerPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // The deallocation pipeline clones buffers it does not own (a returned
  // argument, say); clones become allocations and copies.
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Loops: affine for the analyses and optimisations that work on it.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createConvertLinalgToAffineLoopsPass());
  if (options.optLevel >= 1)
    funcPm.addPass(affine::createAffineScalarReplacementPass());
  funcPm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());

  // To the llvm dialect.
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertMathToFuncs());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void relay::registerRelayPipelines() {
  registerRelayPipelinesPasses();
  PassPipelineRegistration<RelayPipelineOptions>(
      "relay-to-linalg", "Lower relay to linalg/tensor/arith/math on tensors",
      buildRelayToLinalgPipeline);
  PassPipelineRegistration<RelayPipelineOptions>(
      "relay-to-llvm", "Lower relay to the llvm dialect for CPUs",
      buildRelayToLLVMPipeline);
}
