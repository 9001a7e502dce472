//===- FuzzerContext.h - The MLIRContext of the fuzz targets ----*- C++ -*-===//
//
// One context per fuzzing process: creating one per input would spend most
// of the time registering dialects.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_FUZZ_FUZZERCONTEXT_H
#define RELAY_FUZZ_FUZZERCONTEXT_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

namespace mlir::relay::fuzz {

/// A context with the dialects of `registry` loaded whose diagnostics are
/// dropped: errors are the expected outcome of most inputs, and printing them
/// would only slow the fuzzer down. It lives as long as the process.
inline MLIRContext *createFuzzerContext(const DialectRegistry &registry) {
  auto *context = new MLIRContext(registry);
  context->loadAllAvailableDialects();
  context->getDiagEngine().registerHandler(
      [](Diagnostic &) { return success(); });
  return context;
}

} // namespace mlir::relay::fuzz

#endif // RELAY_FUZZ_FUZZERCONTEXT_H
