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

#include "FuzzerContext.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    registry.insert<relay::RelayDialect, func::FuncDialect, arith::ArithDialect,
                    tensor::TensorDialect>();
    return relay::fuzz::createFuzzerContext(registry);
  }();

  // MLIR's lexer relies on the NUL after the buffer that a file read through
  // MemoryBuffer has (parseSourceString does not add one), so the input is
  // copied as relay-opt would read it.
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), llvm::SMLoc());
  ParserConfig config(context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!module)
    return 0;
  PassManager pm(context);
  pm.addPass(relay::createRelayInferTypePass());
  (void)pm.run(*module);
  return 0;
}
