//===- relay-translate.cpp - TVM Relay text translation driver ------------===//
//
// mlir-translate for the relay dialect:
//   relay-translate --import-relay model.rly [--params consts.npz] -o out.mlir
//   relay-translate --export-relay module.mlir -o model.rly
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Support/CommandLine.h"
#include "RelayDialect/Translation/RelayText.h"

#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  // The options registered so far are LLVM's own (code generation, ...):
  // --help lists the translator's and MLIR's options, and --help-hidden
  // everything.
  mlir::relay::hideUnrelatedOptions();
  mlir::relay::registerRelayTranslations();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv, "Relay text translation driver (TVM Relay 0.0.5)"));
}
