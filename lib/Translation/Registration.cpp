//===- Registration.cpp - relay-translate translations --------------------===//

#include "RelayDialect/Translation/RelayText.h"

#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

void mlir::relay::registerRelayTranslationDialects(DialectRegistry &registry) {
  registry.insert<RelayDialect, func::FuncDialect>();
}

void mlir::relay::registerRelayTranslations() {
  static llvm::cl::opt<std::string> paramsFile(
      "params",
      llvm::cl::desc("With --import-relay: an .npz file whose entry N "
                     "supplies meta[relay.Constant][N]"),
      llvm::cl::value_desc("file.npz"), llvm::cl::init(""));
  static llvm::cl::opt<std::string> bindParamsFile(
      "bind-params",
      llvm::cl::desc("With --import-relay: an .npz file whose arrays bind "
                     "@main's parameters of the same names as constants"),
      llvm::cl::value_desc("file.npz"), llvm::cl::init(""));
  static llvm::cl::opt<bool> noTypes(
      "export-relay-no-types",
      llvm::cl::desc("With --export-relay: omit the /* ty=... */ comments"),
      llvm::cl::init(false));

  static TranslateToMLIRRegistration importRelay(
      "import-relay", "import TVM Relay text (version 0.0.5)",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        RelayImportOptions options;
        options.paramsFile = paramsFile;
        options.bindParamsFile = bindParamsFile;
        OwningOpRef<ModuleOp> module =
            importRelayText(sourceMgr, context, options);
        return OwningOpRef<Operation *>(module.release());
      },
      registerRelayTranslationDialects);

  static TranslateFromMLIRRegistration exportRelay(
      "export-relay", "export the relay dialect as TVM Relay text (0.0.5)",
      [](Operation *op, llvm::raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("expected a 'builtin.module'");
        RelayExportOptions options;
        options.printTypes = !noTypes;
        return exportRelayText(module, os, options);
      },
      [](DialectRegistry &registry) {
        // Modules mixing relay with other dialects parse, so that what has
        // no Relay form is reported by op.
        registerAllDialects(registry);
        registerRelayTranslationDialects(registry);
      });
}
