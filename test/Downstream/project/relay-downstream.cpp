//===- relay-downstream.cpp - Uses the installed relay dialect ------------===//
//
// Registers the relay dialect and its passes, parses a relay function from a
// string, verifies it, runs -relay-infer-type (by name, through the pass
// registry) and prints the result.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

static const char *const kSource = R"mlir(
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> tensor<?x?xf32> {
  %0 = relay.add %x, %y : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x?xf32>
  %1 = relay.nn.relu %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
)mlir";

int main() {
  mlir::relay::registerRelayPasses();

  mlir::DialectRegistry registry;
  registry.insert<mlir::relay::RelayDialect, mlir::func::FuncDialect>();
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kSource, &context);
  if (!module || mlir::failed(mlir::verify(*module))) {
    llvm::errs() << "relay-downstream: cannot parse the relay function\n";
    return 1;
  }

  auto pm = mlir::PassManager::on<mlir::ModuleOp>(&context);
  if (mlir::failed(mlir::parsePassPipeline("relay-infer-type",
                                           pm, llvm::errs())) ||
      mlir::failed(pm.run(*module))) {
    llvm::errs() << "relay-downstream: -relay-infer-type failed\n";
    return 1;
  }
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
