//===- relay-parse-fuzzer.cpp - libFuzzer target for relay in MLIR text ---===//
//
// Feeds arbitrary bytes to the MLIR parser with the relay dialect (and the
// dialects relay modules use beside it) registered, as relay-opt does: the
// custom assembly formats, attribute and type parsers and the op verifiers
// (run by the parser) see arbitrary text. What parses is then run through
// -relay-infer-type, whose type relations must report bad operand types as
// diagnostics; the pass manager verifies its result.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    registry.insert<relay::RelayDialect, func::FuncDialect, arith::ArithDialect,
                    tensor::TensorDialect>();
    auto *ctx = new MLIRContext(registry);
    ctx->loadAllAvailableDialects();
    ctx->getDiagEngine().registerHandler(
        [](Diagnostic &) { return success(); });
    return ctx;
  }();

  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  ParserConfig config(context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, config, "fuzz.mlir");
  if (!module)
    return 0;
  PassManager pm(context);
  pm.addPass(relay::createRelayInferTypePass());
  (void)pm.run(*module);
  return 0;
}
