//===- relay-opt.cpp - The relay optimizer driver -------------------------===//
//
// mlir-opt with the relay dialect and passes added: every upstream dialect,
// pass, extension and LLVM-IR translation is registered too, so relay
// composes with them in one file and one pipeline.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/LLVMIRTranslation.h"
#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/ExecutionEngine/RelayJit.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Pipelines/Pipelines.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace mlir::relay::test {
void registerTestRelayPasses();
} // namespace mlir::relay::test

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::relay::registerRelayPasses();
  mlir::relay::registerRelayConversionPasses();
  mlir::relay::registerRelayCodegenPasses();
  mlir::relay::registerRelayPipelines();
  mlir::relay::test::registerTestRelayPasses();
  // -relay-quantize-calibrate's kl_divergence and percentile modes run the
  // model with the JIT.
  mlir::relay::registerJitCalibrationRunner();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::relay::registerRelayDialectTranslation(registry);
  registry.insert<mlir::relay::RelayDialect>();

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Relay optimizer driver\n", registry));
}
